"""dce: llvm -> llvm, dead-code elimination.

    a pure op whose results nothing uses -> nothing   (repeated until nothing more goes)

A block, function or module with nothing to drop is returned as it came (the same object).
"""

from __future__ import annotations

from collections import Counter
from operator import attrgetter
from typing import Any, Callable

from ..ir.core import Block, Kind, Module, Region, op_results, operands_getter, spec_of_class
from ..languages import llvm as LL


def dce(m: LL.LlvmModule) -> LL.LlvmModule:
    ops = tuple(_func(op) if isinstance(op, LL.LLVMFunc) else op for op in m.ops)
    if all(a is b for a, b in zip(ops, m.ops)):
        return m
    return LL.LlvmModule(Module(ops, m.attrs, m.loc))


def _func(f: LL.LLVMFunc[LL.Op]) -> LL.LLVMFunc[LL.Op]:
    blocks = [b.ops for b in f.body.blocks]
    out = _dce(blocks)
    if out is blocks:
        return f
    return LL.with_body(f, Region(tuple(b if ops is b.ops else Block(b.label, b.args, ops)
                                        for b, ops in zip(f.body.blocks, out))))


_NAME = attrgetter("name")
_Plan = tuple[Callable[[Any], tuple[Any, ...]], Callable[[Any], tuple[str, ...]] | None]
_PLANS: dict[type, _Plan] = {}


def _plan(cls: type) -> _Plan:
    """(the class's operands getter, and for a pure op the names of its results, else None)."""
    if not issubclass(cls, LL.PURE_OPS):      # LL.is_pure, per class
        return operands_getter(cls), None
    res = [f for f in spec_of_class(cls).fields if f.kind in (Kind.RESULT, Kind.RESULTS)]
    if len(res) == 1 and res[0].kind is Kind.RESULT:
        name = attrgetter(res[0].name + ".name")
        return operands_getter(cls), lambda op: (name(op),)
    return operands_getter(cls), lambda op: tuple(map(_NAME, op_results(op)))


def _dce(blocks: list[tuple[Any, ...]]) -> list[tuple[Any, ...]]:
    """Drop every pure op whose results nothing left uses, to the fixpoint, in linear time: use
    counts and a worklist (removing a dead op may kill the ops that fed it), not a rescan per layer
    (quadratic on a long dead chain: 38 s on a 65,536-element register tile).  ``blocks`` itself
    when nothing goes."""
    names: list[str] = []                 # every operand's name, once per use
    pure: list[tuple[tuple[str, ...], tuple[int, int]]] = []   # (result names, (block, position))
    plans = _PLANS
    for bi, ops in enumerate(blocks):
        for oi, op in enumerate(ops):
            plan = plans.get(op.__class__)
            if plan is None:
                plan = plans[op.__class__] = _plan(op.__class__)
            operands_of, results_of = plan
            names.extend(map(_NAME, operands_of(op)))
            if results_of is not None:
                rs = results_of(op)
                if rs:                        # a pure op defining nothing is never dead here
                    pure.append((rs, (bi, oi)))
    uses = Counter(names)                 # a value nothing uses is not a key
    used = uses.keys()
    work = [at for rs, at in pure if used.isdisjoint(rs)]
    if not work:
        return blocks
    defs = {r: p for p in pure for r in p[0]}   # value -> the pure op defining it
    gone: set[tuple[int, int]] = set()
    while work:
        at = work.pop()
        if at in gone:
            continue
        gone.add(at)
        op = blocks[at[0]][at[1]]
        for v in plans[op.__class__][0](op):
            n = v.name
            left = uses[n] - 1
            if left:
                uses[n] = left
                continue
            del uses[n]
            d = defs.get(n)
            if d is not None and d[1] not in gone and used.isdisjoint(d[0]):
                work.append(d[1])
    out = list(blocks)
    for bi in sorted({bi for bi, _ in gone}):
        out[bi] = tuple(op for oi, op in enumerate(blocks[bi]) if (bi, oi) not in gone)
    return out
