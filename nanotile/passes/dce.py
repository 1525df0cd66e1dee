"""dce: llvm -> llvm, dead-code elimination.

    a pure op whose results nothing uses -> nothing   (repeated until nothing more goes)

A block, function or module with nothing to drop is returned as it came (the same object).
"""

from __future__ import annotations

from collections import Counter
from itertools import chain
from operator import attrgetter
from typing import Any, Callable

from ..ir.core import Block, Kind, Module, Region, op_results, operands_getter, spec_of_class, specialize
from ..languages import llvm as LL


def dce(m: LL.LlvmModule) -> LL.LlvmModule:
    ops = tuple(_func(op) if isinstance(op, LL.LLVMFunc) else op for op in m.ops)
    if all(a is b for a, b in zip(ops, m.ops)):
        return m
    return LL.LlvmModule(Module(ops, m.attrs, m.loc))


def _func(f: LL.LLVMFunc[LL.Op]) -> LL.LLVMFunc[LL.Op]:
    blocks = f.body.blocks
    kept = _dce(list(map(_OPS, blocks)))
    if not kept:
        return f
    new = list(blocks)                    # only the blocks that lose an op are rebuilt
    for bi, ops in kept.items():
        b = blocks[bi]
        new[bi] = Block(b.label, b.args, ops)
    return LL.with_body(f, Region(tuple(new)))


_NAME = attrgetter("name")
_OPS = attrgetter("ops")
_Scan = Callable[[Any, list[str]], Any]
_SCANS: dict[type, _Scan] = {}
"""Per class, ``scan(op, names)``: appends the names ``op`` reads to ``names`` (once per use) and
returns, for a pure op, its result's name (a tuple of names where the class has another number of
results than one: ``_SEVERAL``), else None.  One call per op of a function reading the op's fields
directly (``names.extend((op.lhs.name, op.rhs.name)); return op.result.name``), made from a template
compiled with this module per shape, its field names substituted; a loop over the class's operands
getter for the other shapes.  (The scan was a loop with a plan tuple unpacked per op and
``attrgetter`` calls: ~60 bytecodes an op.)"""
_SEVERAL: set[type] = set()
_OPERAND_KINDS = (Kind.OPERAND, Kind.OPERANDS, Kind.OPT_OPERAND, Kind.SUCCESSOR)


def _plan(cls: type) -> _Scan:
    fields = spec_of_class(cls).fields
    operands = [f for f in fields if f.kind in _OPERAND_KINDS]
    kinds = tuple(f.kind for f in operands)
    rename = {f"_f{i}_": f.name for i, f in enumerate(operands)}
    scan: _Scan
    if issubclass(cls, LL.PURE_OPS):      # LL.is_pure, per class
        res = [f for f in fields if f.kind in (Kind.RESULT, Kind.RESULTS)]
        one = len(res) == 1 and res[0].kind is Kind.RESULT
        template = _PURE.get(kinds) if one else None
        if one:
            rename["_r_"] = res[0].name
        else:
            _SEVERAL.add(cls)
    else:
        template = _EFFECT.get(kinds)
    if template is not None:
        scan = specialize(template.__code__, rename, cls, "scan")
    else:
        get = operands_getter(cls)
        if cls in _SEVERAL:
            def scan(op: Any, names: list[str]) -> Any:
                names.extend(map(_NAME, get(op)))
                return tuple(map(_NAME, op_results(op)))
        elif issubclass(cls, LL.PURE_OPS):
            result = attrgetter(res[0].name + ".name")

            def scan(op: Any, names: list[str]) -> Any:
                names.extend(map(_NAME, get(op)))
                return result(op)
        else:
            def scan(op: Any, names: list[str]) -> Any:
                names.extend(map(_NAME, get(op)))
                return None
    _SCANS[cls] = scan
    return scan


# The templates, by the kinds of the class's operand fields (O: an operand, N: a list of them, S: a
# successor); ``_r_`` is a pure op's result field, ``_fN_`` its N-th operand field.
def _e(op: Any, names: list[str]) -> Any:
    return None


def _eo(op: Any, names: list[str]) -> Any:
    names.append(op._f0_.name)


def _eoo(op: Any, names: list[str]) -> Any:
    names.extend((op._f0_.name, op._f1_.name))


def _eooo(op: Any, names: list[str]) -> Any:
    names.extend((op._f0_.name, op._f1_.name, op._f2_.name))


def _en(op: Any, names: list[str]) -> Any:
    for v in op._f0_:
        names.append(v.name)


def _es(op: Any, names: list[str]) -> Any:
    for v in op._f0_.args:
        names.append(v.name)


def _eoss(op: Any, names: list[str]) -> Any:
    names.append(op._f0_.name)
    for v in op._f1_.args:
        names.append(v.name)
    for v in op._f2_.args:
        names.append(v.name)


def _p(op: Any, names: list[str]) -> Any:
    return op._r_.name


def _po(op: Any, names: list[str]) -> Any:
    names.append(op._f0_.name)
    return op._r_.name


def _poo(op: Any, names: list[str]) -> Any:
    names.extend((op._f0_.name, op._f1_.name))
    return op._r_.name


def _pooo(op: Any, names: list[str]) -> Any:
    names.extend((op._f0_.name, op._f1_.name, op._f2_.name))
    return op._r_.name


def _pon(op: Any, names: list[str]) -> Any:
    names.append(op._f0_.name)
    for v in op._f1_:
        names.append(v.name)
    return op._r_.name


_O, _N, _S = Kind.OPERAND, Kind.OPERANDS, Kind.SUCCESSOR
_EFFECT: dict[tuple[Kind, ...], Callable[[Any, list[str]], Any]] = {
    (): _e, (_O,): _eo, (_O, _O): _eoo, (_O, _O, _O): _eooo, (_N,): _en, (_S,): _es, (_O, _S, _S): _eoss,
}
_PURE: dict[tuple[Kind, ...], Callable[[Any, list[str]], Any]] = {
    (): _p, (_O,): _po, (_O, _O): _poo, (_O, _O, _O): _pooo, (_O, _N): _pon,
}


def _dce(blocks: list[tuple[Any, ...]]) -> dict[int, tuple[Any, ...]]:
    """Drop every pure op whose results nothing left uses, to the fixpoint, in linear time: use
    counts and a worklist (removing a dead op may kill the ops that fed it), not a rescan per layer
    (quadratic on a long dead chain: 38 s on a 65,536-element register tile).  The ops left in each
    block that loses one, by the block's index (empty when nothing goes)."""
    names: list[str] = []                 # every operand's name, once per use
    defs: dict[Any, int] = {}             # a pure op's result name (a tuple: _SEVERAL) -> its block
    scans = _SCANS
    for bi, ops in enumerate(blocks):     # (by block: the block, not the op's position, is noted, and
        for op in ops:                    # no ``enumerate`` per op)
            try:
                scan = scans[type(op)]    # (op.__class__: a generic lookup)
            except KeyError:
                scan = _plan(type(op))
            r = scan(op, names)
            if r is not None:
                defs[r] = bi
    several: list[tuple[tuple[str, ...], int]] = []
    if _SEVERAL and not _SEVERAL.isdisjoint(map(type, chain.from_iterable(blocks))):
        several = [(r, bi) for r, bi in defs.items() if r.__class__ is tuple]
        for r, _ in several:
            del defs[r]
    # the unread results: ``names`` taken from the keys in C (a set of every name read, then the difference,
    # was 0.13 M instructions more on gemm_sm90; a Counter of every name ~0.5 M: counts are taken only
    # where asked, below)
    work = [(r, defs[r]) for r in defs.keys() - names]
    if several:
        used = set(names)
        work.extend((rs, bi) for rs, bi in several if rs and used.isdisjoint(rs))   # defining nothing: never dead here
    if not work:
        return {}
    uses = _Uses(names)
    defs_of_several = {r: (rs, bi) for rs, bi in several for r in rs}
    index: dict[int, dict[Any, Any]] = {}   # a block holding a dead op: its pure ops by result
    gone: dict[Any, Any] = {}               # a removed op's result (a tuple: _SEVERAL) -> the op
    while work:
        r, bi = work.pop()
        if r in gone:
            continue
        by_result = index.get(bi)
        if by_result is None:
            scratch: list[str] = []
            by_result = index[bi] = {_SCANS[type(o)](o, scratch): o for o in blocks[bi]}
        op = gone[r] = by_result[r]
        for v in operands_getter(type(op))(op):
            n = v.name
            if uses.drop(n):
                continue
            d = defs.get(n)
            if d is not None:
                if n not in gone:
                    work.append((n, d))
            elif defs_of_several:
                got = defs_of_several.get(n)
                if got is not None and got[0] not in gone and not any(map(uses.live, got[0])):
                    work.append(got)
    dead = set(map(id, gone.values()))
    return {bi: tuple(op for op in blocks[bi] if id(op) not in dead) for bi in sorted(index)}


class _Uses:
    """Use counts of the names the removed ops read: each counted in C (``list.count``) when first
    asked, every name at once (a ``Counter``) past ``_FEW`` of them, so a long dead chain stays linear."""

    def __init__(self, names: list[str]) -> None:
        self.names = names
        self._used: set[str] | None = None   # every name read before any removal (``live``, made on first use)
        self.left: dict[str, int] = {}    # the uses left of the names asked about

    def drop(self, n: str) -> int:
        """One use of ``n`` gone: the uses left."""
        left = self.left
        c = left.get(n)
        if c is None:
            if len(left) < _FEW:
                c = self.names.count(n)
            else:                         # from now on every name read is in ``left``
                self.left = left = {**Counter(self.names), **left}
                c = left[n]
        left[n] = c - 1
        return c - 1

    def live(self, n: str) -> bool:
        """Is ``n`` still read?"""
        c = self.left.get(n)
        if c is not None:
            return c > 0
        if self._used is None:
            self._used = set(self.names)
        return n in self._used


_FEW = 16
