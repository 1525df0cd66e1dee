"""Small pure helpers passes share: fresh names, operand substitution, region rebuilding."""

from __future__ import annotations

from operator import attrgetter, is_
from typing import Any, Callable, Iterable, Mapping, TypeVar, cast

from .core import (
    Block, Kind, Region, Successor, Value, operands_getter, ops_value_names, region_names,
    spec_of_class, specialize,
)
from .types import Type

T = TypeVar("T")
S = TypeVar("S")
D = TypeVar("D")


_DIGITS: list[str] = []
"""``str(n)`` for the ``n`` met so far, kept across passes and compiles: ``str`` of an int is ~0.5 k
instructions, and a compile makes ~1,400 fresh names (lower-register-tiles ~640) counting from 0 again
in every pass."""


def _digits(n: int) -> str:
    try:
        return _DIGITS[n]
    except IndexError:      # (grown 256 at a time: a cold compile would meet each new n once, ~900)
        d = _DIGITS
        d.extend(map(str, range(len(d), max(n + 1, len(d) + 256))))
        return d[n]


class Fresh:
    """Fresh SSA names for one pass over one function: ``%<prefix><n>`` never used before.

    Local to a pass invocation (no global counter); seeded with every name the
    function already uses, so names stay unique per function.
    """

    def __init__(self, prefix: str, taken: Iterable[str] = (), *, within: tuple[Any, ...] = (),
                 own: set[str] | None = None) -> None:
        """``taken``: names never to return (copied); ``own``: the same, a set the caller hands over (it
        reads it no more: this ``Fresh`` adds its names to it, no copy made); ``within``: ops whose result
        and block-argument names are taken too, collected on the first call (a pass that makes no name
        never walks them)."""
        self.prefix = prefix
        self._taken = own if own is not None else set(taken)
        self._within = within
        self.n = 0

    @property
    def taken(self) -> set[str]:
        if self._within:
            ops_value_names(self._within, self._taken)
            self._within = ()
        return self._taken

    def __call__(self, type_: Type, hint: str = "") -> Value:
        return Value(self.name(hint), type_)

    def name(self, hint: str = "") -> str:
        """A fresh name (``__call__`` without the value: a block label).  (``_digits`` inlined for the
        first try: a Python call fewer for each of the ~1,400 names of a compile.)"""
        taken = self.taken if self._within else self._taken
        stem = hint or self.prefix
        n = self.n
        try:
            name = stem + _DIGITS[n]
        except IndexError:
            name = stem + _digits(n)
        while name in taken:
            n += 1
            name = stem + _digits(n)
        self.n = n + 1
        taken.add(name)
        return name

    @staticmethod
    def names_in(ops: tuple[Any, ...]) -> set[str]:
        """Every result and block-argument name in ``ops`` and their regions."""
        out: set[str] = set()
        ops_value_names(ops, out)
        return out


def substitute(op: T, mapping: Mapping[str, Value]) -> T:
    """``op`` with every operand (and successor argument) named in ``mapping`` replaced.

    Regions are not entered.  Returns ``op`` itself when nothing changes, so
    untouched ops stay shared with the input module.  (A pass's hot loop can test an op's operands
    itself, with ``reads_any``, and call this only for an op that has one to replace: cse and fold
    do.)  The test here is ``reads_any``'s per-class function too, where it was a loop over
    ``op_operands``' tuple (two Python calls more: cse, fold, scf-to-cf and reconcile-casts, ~420
    calls a gemm_sm90 compile, -0.6 M instructions).
    """
    if not mapping:
        return op
    cls = type(op)
    reads = _READS.get(cls, _UNSEEN)
    if reads is _UNSEEN:
        reads = reads_any(cls)
    if reads is None or not reads(op, mapping):
        return op
    fields, operand_fields = _REBUILD_PLANS.get(cls) or _rebuild_plan(cls)
    args = list(fields(op))
    for i, kind in operand_fields:
        cur = args[i]
        if kind is _OPERAND:
            args[i] = mapping.get(cur.name, cur)
        elif kind is _OPT_OPERAND:
            args[i] = None if cur is None else mapping.get(cur.name, cur)
        elif kind is _SUCCESSOR:
            args[i] = Successor(cur.label, tuple([mapping.get(v.name, v) for v in cur.args]))
        else:
            args[i] = tuple([mapping.get(v.name, v) for v in cur])
    new: T = cls(*args)
    return new


# ``Kind``'s members as module globals: ``Kind.OPERAND`` is an attribute of an enum class, which
# ``EnumType.__getattr__`` routes through a Python-level ``__getattribute__`` call (~600
# instructions a read, three per operand field; ``substitute`` ran ~1,250 of them per gemm_sm90
# compile); a global is one specialized ``LOAD_GLOBAL``.
_OPERAND, _OPT_OPERAND, _SUCCESSOR = Kind.OPERAND, Kind.OPT_OPERAND, Kind.SUCCESSOR

def reads_any(cls: type) -> Callable[[Any, Mapping[str, Value]], bool] | None:
    """``reads(op, mapping)``: does an op of class ``cls`` read a value named in ``mapping`` (what
    ``substitute`` tests first)?  None for a class reading no value.  For a class whose operands are
    fixed fields, a function reading them directly (``op.lhs.name in s or op.rhs.name in s``: one
    call, no tuple and no loop; made from a template compiled with this module, its field names
    substituted), else a loop over the class's operands getter.  A pass's per-op loop calls it where
    a name may be renamed (cse, fold)."""
    got: Callable[[Any, Mapping[str, Value]], bool] | None = _READS.get(cls, _UNSEEN)
    if got is _UNSEEN:
        operands = [(name, kind) for name, kind in _plan(cls) if kind is not None]
        template = _READ_TEMPLATES.get(tuple(kind for _, kind in operands))
        if not operands:
            got = None
        elif template is not None:
            got = specialize(template.__code__, {f"_f{i}_": name for i, (name, _) in enumerate(operands)}, cls, "reads")
        else:
            get = operands_getter(cls)

            def loop(op: Any, s: Mapping[str, Value]) -> bool:
                for v in get(op):
                    if v.name in s:
                        return True
                return False
            got = loop
        _READS[cls] = got
    return got


def _r1(op: Any, s: Any) -> bool:
    return op._f0_.name in s


def _r2(op: Any, s: Any) -> bool:
    return op._f0_.name in s or op._f1_.name in s


def _r3(op: Any, s: Any) -> bool:
    return op._f0_.name in s or op._f1_.name in s or op._f2_.name in s


def _r4(op: Any, s: Any) -> bool:
    return op._f0_.name in s or op._f1_.name in s or op._f2_.name in s or op._f3_.name in s


def _rs(op: Any, s: Any) -> bool:
    for v in op._f0_.args:
        if v.name in s:
            return True
    return False


def _r1ss(op: Any, s: Any) -> bool:
    if op._f0_.name in s:
        return True
    for v in op._f1_.args:
        if v.name in s:
            return True
    for v in op._f2_.args:
        if v.name in s:
            return True
    return False


def _rn(op: Any, s: Any) -> bool:
    for v in op._f0_:
        if v.name in s:
            return True
    return False


def _r1n(op: Any, s: Any) -> bool:
    if op._f0_.name in s:
        return True
    for v in op._f1_:
        if v.name in s:
            return True
    return False


_READ_TEMPLATES: dict[tuple[Kind, ...], Callable[[Any, Any], bool]] = {
    (Kind.OPERAND,): _r1, (Kind.OPERAND,) * 2: _r2, (Kind.OPERAND,) * 3: _r3, (Kind.OPERAND,) * 4: _r4,
    (Kind.SUCCESSOR,): _rs, (Kind.OPERAND, Kind.SUCCESSOR, Kind.SUCCESSOR): _r1ss,
    (Kind.OPERANDS,): _rn, (Kind.OPERAND, Kind.OPERANDS): _r1n,
}
"""``reads_any``'s functions for the operand shapes of most classes (the kinds of their operand fields,
in order), over placeholder field names ``_fN_``: a shape without one gets a loop over the operands
getter."""
_READS: dict[type, Any] = {}
_UNSEEN = object()


_RebuildPlan = tuple[Callable[[Any], tuple[Any, ...]], tuple[tuple[int, Kind], ...]]
_REBUILD_PLANS: dict[type, _RebuildPlan] = {}


def _rebuild_plan(cls: type) -> _RebuildPlan:
    """(every field of ``cls`` in constructor order, read at once (``attrgetter``, a C call); the
    positions and kinds of its operand fields)."""
    got = _REBUILD_PLANS.get(cls)
    if got is None:
        plan = _plan(cls)
        names = [name for name, _ in plan]
        if len(names) == 1:
            one = attrgetter(names[0])
            fields: Callable[[Any], tuple[Any, ...]] = lambda op: (one(op),)
        else:
            fields = attrgetter(*names)
        got = _REBUILD_PLANS[cls] = (fields, tuple((i, kind) for i, (_, kind) in enumerate(plan) if kind is not None))
    return got


_OPERAND_KINDS = (Kind.OPERAND, Kind.OPERANDS, Kind.OPT_OPERAND, Kind.SUCCESSOR)
_SUBST_PLANS: dict[type, tuple[tuple[str, Kind | None], ...]] = {}


def _plan(cls: type) -> tuple[tuple[str, Kind | None], ...]:
    """Every field of ``cls`` in constructor order, with its kind where it holds operands."""
    plan = _SUBST_PLANS.get(cls)
    if plan is None:
        plan = _SUBST_PLANS[cls] = tuple((f.name, f.kind if f.kind in _OPERAND_KINDS else None)
                                         for f in spec_of_class(cls).fields)
    return plan


def map_region(r: Region[S], f: Callable[[tuple[S, ...]], tuple[D, ...]]) -> Region[D]:
    """The region with each block's op list passed through ``f`` (block args kept): ``S`` ops in, ``D`` out."""
    return Region(tuple(Block(b.label, b.args, f(b.ops)) for b in r.blocks))


def shared_ops(out: list[D], ops: tuple[S, ...]) -> tuple[D, ...]:
    """``out`` as a tuple, or ``ops`` itself where ``out`` holds exactly its ops in order: what a pass
    leaves it returns as the same objects, so the checker and the passes after it meet summaries and
    censuses they already hold instead of rebuilt equal copies."""
    if len(out) == len(ops) and all(map(is_, out, ops)):
        return cast("tuple[D, ...]", ops)
    return tuple(out)


def share_region(r: Region[S], f: Callable[[tuple[S, ...]], tuple[D, ...]]) -> Region[D]:
    """``map_region``, sharing what ``f`` leaves: a block whose ops ``f`` returns as they are (the
    same tuple, as ``shared_ops`` gives) is kept, and ``r`` itself where every block is."""
    blocks: list[Block[D]] = []
    same = True
    for b in r.blocks:
        ops = f(b.ops)
        if ops is b.ops:
            blocks.append(cast("Block[D]", b))
        else:
            same = False
            blocks.append(Block(b.label, b.args, ops))
    return cast("Region[D]", r) if same else Region(tuple(blocks))


def with_regions(op: T, regions: tuple[Region[Any], ...]) -> T:
    """``op`` with its regions replaced, in declaration order (the same object when none changes)."""
    names = region_names(type(op))
    if len(names) != len(regions):
        raise ValueError(f"{type(op).__name__} has {len(names)} regions, got {len(regions)}")
    for n, r in zip(names, regions):
        if getattr(op, n) is not r:
            break
    else:
        return op
    new = dict(zip(names, regions))
    rebuilt: T = type(op)(*[new.get(n, getattr(op, n)) for n, _ in _plan(type(op))])
    return rebuilt
