"""dce: llvm -> llvm, dead-code elimination.

    a pure op whose results nothing uses -> nothing   (repeated until nothing more goes)
"""

from __future__ import annotations

from typing import Any

from ..ir.core import Block, Module, Region, op_operands, op_results
from ..languages import llvm as LL


def dce(m: LL.LlvmModule) -> LL.LlvmModule:
    ops = tuple(_func(op) if isinstance(op, LL.LLVMFunc) else op for op in m.ops)
    return LL.LlvmModule(Module(ops, m.attrs, m.loc))


def _func(f: LL.LLVMFunc[LL.Op]) -> LL.LLVMFunc[LL.Op]:
    blocks = [b.ops for b in f.body.blocks]
    out = _dce(blocks)
    if sum(map(len, out)) == sum(map(len, blocks)):
        return f
    return LL.with_body(f, Region(tuple(Block(b.label, b.args, ops) for b, ops in zip(f.body.blocks, out))))


def _dce(blocks: list[tuple[Any, ...]]) -> list[tuple[Any, ...]]:
    while True:
        used: set[str] = set()
        for ops in blocks:
            for op in ops:
                used.update(v.name for v in op_operands(op))
        out = [tuple(op for op in ops if not (LL.is_pure(op) and all(r.name not in used for r in op_results(op))))
               for ops in blocks]
        if sum(map(len, out)) == sum(map(len, blocks)):
            return out
        blocks = out
