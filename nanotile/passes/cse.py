"""cse: llvm -> llvm, common-subexpression elimination of pure ops, scoped by dominance.

    a pure op equal to one that dominates it (same class, result type, operands, properties)
        -> nothing; its uses read the dominating op's result

Pure ops are those whose class declares the ``Pure`` trait (arithmetic,
casts, comparisons, constants, ``getelementptr``, aggregates,
``addressof``, special registers).  Ops left unused (the operands only the
duplicates read) are ``dce``'s business.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from ..ir.cfg import dominator_tree
from ..ir.core import Block, Module, Region, Value, op_results
from ..ir.rewrite import substitute
from ..languages import llvm as LL


def cse(m: LL.LlvmModule) -> LL.LlvmModule:
    ops = tuple(_func(op) if isinstance(op, LL.LLVMFunc) else op for op in m.ops)
    return LL.LlvmModule(Module(ops, m.attrs, m.loc))


def _func(f: LL.LLVMFunc[LL.Op]) -> LL.LLVMFunc[LL.Op]:
    blocks = f.body.blocks
    children, reached = dominator_tree(f.body)
    subst: dict[str, Value] = {}
    new_ops: list[tuple[Any, ...]] = [b.ops for b in blocks]
    # dominator-tree walk (iterative), each block seeing its dominators' expressions
    stack: list[tuple[int, dict[Any, Value]]] = [(0, {})]
    while stack:
        i, table = stack.pop()
        scope = dict(table)
        new_ops[i] = _block(blocks[i].ops, subst, scope)
        for c in children[i]:
            stack.append((c, scope))
    # blocks the entry does not reach keep their ops (substituted)
    for i in range(len(blocks)):
        if i not in reached:
            new_ops[i] = tuple(substitute(o, subst) for o in blocks[i].ops)
    if all(a == b for a, b in zip(new_ops, (b.ops for b in blocks))):
        return f
    return LL.with_body(f, Region(tuple(Block(b.label, b.args, ops) for b, ops in zip(blocks, new_ops))))


def _block(ops: tuple[Any, ...], subst: dict[str, Value], scope: dict[Any, Value]) -> tuple[Any, ...]:
    out: list[Any] = []
    for op in ops:
        op = substitute(op, subst)
        if LL.is_pure(op):
            k = key(op)
            have = scope.get(k)
            if have is not None:
                subst[op_results(op)[0].name] = have
                continue
            scope[k] = op_results(op)[0]
        out.append(op)
    return tuple(out)


_KEY_FIELDS: dict[type, tuple[str, ...]] = {}


def key(op: Any) -> Any:
    """What makes two pure ops compute the same value: class, result type, operands, properties."""
    names = _KEY_FIELDS.get(type(op))
    if names is None:
        names = _KEY_FIELDS[type(op)] = tuple(f.name for f in dataclasses.fields(op)
                                              if f.name not in ("result", "loc"))
    return (type(op), op_results(op)[0].type) + tuple(
        (tuple(v.name for v in x) if isinstance(x, tuple) and x and isinstance(x[0], Value)
         else x.name if isinstance(x, Value) else x)
        for x in (getattr(op, n) for n in names))
