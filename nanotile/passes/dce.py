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
    """Drop every pure op whose results nothing left uses, to the fixpoint, in linear time: use
    counts and a worklist (removing a dead op may kill the ops that fed it), not a rescan per layer
    (quadratic on a long dead chain: 38 s on a 65,536-element register tile)."""
    uses: dict[str, int] = {}
    defs: dict[str, Any] = {}
    for ops in blocks:
        for op in ops:
            for v in op_operands(op):
                uses[v.name] = uses.get(v.name, 0) + 1
            for r in op_results(op):
                defs[r.name] = op

    def dead(op: Any) -> bool:
        return LL.is_pure(op) and all(uses.get(r.name, 0) == 0 for r in op_results(op))

    gone: set[int] = set()
    work = [op for ops in blocks for op in ops if dead(op)]
    while work:
        op = work.pop()
        if id(op) in gone:
            continue
        gone.add(id(op))
        for v in op_operands(op):
            uses[v.name] -= 1
            d = defs.get(v.name)
            if d is not None and id(d) not in gone and dead(d):
                work.append(d)
    if not gone:
        return blocks
    return [tuple(op for op in ops if id(op) not in gone) for ops in blocks]
