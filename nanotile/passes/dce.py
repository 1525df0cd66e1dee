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
# How the scan reads an op's operand names: ``_ONE``, one name (an ``attrgetter`` of ``<field>.name``);
# ``_SOME``, a tuple of names (one ``attrgetter`` of several ``<field>.name``); ``_ANY``, through the
# class's operands getter (variadic, optional operands, successor arguments); ``_NO``, none.  The
# first two are C calls: no Python frame per op (the scan reads every op of the function).
_ONE, _SOME, _ANY, _NO = range(4)
# (the operands getter, how to read the operand names, their reader, the pure op's result names:
# None for an op dce keeps; for a single result an ``attrgetter`` of its name, else a function
# giving the tuple)
_Plan = tuple[Callable[[Any], tuple[Any, ...]], int, Callable[[Any], Any],
              Callable[[Any], Any] | None, bool]
_PLANS: dict[type, _Plan] = {}
_OPERAND_KINDS = (Kind.OPERAND, Kind.OPERANDS, Kind.OPT_OPERAND, Kind.SUCCESSOR)


def _plan(cls: type) -> _Plan:
    """(the class's operands getter, how the scan reads its operand names and the reader, and for a
    pure op how to read its results' names (else None) and whether that is one name)."""
    fields = spec_of_class(cls).fields
    operands = [f for f in fields if f.kind in _OPERAND_KINDS]
    get = operands_getter(cls)
    how: int
    read: Callable[[Any], Any]
    if not operands:
        how, read = _NO, get
    elif all(f.kind is Kind.OPERAND for f in operands):
        names = [f.name + ".name" for f in operands]
        how, read = (_ONE, attrgetter(names[0])) if len(names) == 1 else (_SOME, attrgetter(*names))
    else:
        how, read = _ANY, get
    if not issubclass(cls, LL.PURE_OPS):      # LL.is_pure, per class
        return get, how, read, None, False
    res = [f for f in fields if f.kind in (Kind.RESULT, Kind.RESULTS)]
    if len(res) == 1 and res[0].kind is Kind.RESULT:
        return get, how, read, attrgetter(res[0].name + ".name"), True
    return get, how, read, lambda op: tuple(map(_NAME, op_results(op))), False


def _dce(blocks: list[tuple[Any, ...]]) -> list[tuple[Any, ...]]:
    """Drop every pure op whose results nothing left uses, to the fixpoint, in linear time: use
    counts and a worklist (removing a dead op may kill the ops that fed it), not a rescan per layer
    (quadratic on a long dead chain: 38 s on a 65,536-element register tile).  ``blocks`` itself
    when nothing goes."""
    names: list[str] = []                 # every operand's name, once per use
    add, extend = names.append, names.extend
    single: list[tuple[str, tuple[int, int]]] = []             # (result name, (block, position))
    pure: list[tuple[tuple[str, ...], tuple[int, int]]] = []   # (result names, (block, position))
    plans = _PLANS
    for bi, ops in enumerate(blocks):
        for oi, op in enumerate(ops):
            plan = plans.get(op.__class__)
            if plan is None:
                plan = plans[op.__class__] = _plan(op.__class__)
            _, how, read, results_of, one = plan
            if how is _SOME:
                extend(read(op))
            elif how is _ONE:
                add(read(op))
            elif how is _ANY:
                extend(map(_NAME, read(op)))
            if results_of is not None:
                if one:
                    single.append((results_of(op), (bi, oi)))
                else:
                    rs = results_of(op)
                    if rs:                    # a pure op defining nothing is never dead here
                        pure.append((rs, (bi, oi)))
    uses = Counter(names)                 # a value nothing uses is not a key
    used = uses.keys()
    work = [at for r, at in single if r not in used]
    work.extend(at for rs, at in pure if used.isdisjoint(rs))
    if not work:
        return blocks
    pure.extend(((r,), at) for r, at in single)
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
