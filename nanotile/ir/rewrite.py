"""Small pure helpers passes share: fresh names, operand substitution, region rebuilding."""

from __future__ import annotations

from types import CodeType, FunctionType
from typing import Any, Callable, Iterable, Mapping, TypeVar

from .core import Block, Kind, Region, Successor, Value, ops_value_names, region_names, spec_of_class
from .types import Type

T = TypeVar("T")
S = TypeVar("S")
D = TypeVar("D")


class Fresh:
    """Fresh SSA names for one pass over one function: ``%<prefix><n>`` never used before.

    Local to a pass invocation (no global counter); seeded with every name the
    function already uses, so names stay unique per function.
    """

    def __init__(self, prefix: str, taken: Iterable[str] = (), *, within: tuple[Any, ...] = ()) -> None:
        """``taken``: names never to return; ``within``: ops whose result and block-argument names
        are taken too, collected on the first call (a pass that makes no name never walks them)."""
        self.prefix = prefix
        self._taken = set(taken)
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
        """A fresh name (``__call__`` without the value: a block label)."""
        taken = self.taken if self._within else self._taken
        stem = hint or self.prefix
        n = self.n
        name = stem + str(n)
        while name in taken:
            n += 1
            name = stem + str(n)
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
    untouched ops stay shared with the input module.
    """
    if not mapping:
        return op
    fn = _SUBSTITUTERS.get(type(op))
    if fn is None:
        fn = substituter(type(op))
    new: T = fn(op, mapping)
    return new


_Substituter = Callable[[Any, Mapping[str, Value]], Any]
_SUBSTITUTERS: dict[type, _Substituter] = {}
_SUBST_TEMPLATES: dict[tuple[Kind | None, ...], CodeType] = {}


def substituter(cls: type) -> _Substituter:
    """``substitute`` for ops of class ``cls``, as one function reading the fields directly: tests
    each operand's name against the mapping and, only if one is there, builds the op positionally
    (``Cls(op.result, m.get(a.name, a), ...)``).  Made from one compiled template per shape (the
    sequence of field kinds) with the field names substituted into its code object (``record.py``'s
    technique; no source compiled per class); ~4x the old loop over a field plan per call."""
    fn = _SUBSTITUTERS.get(cls)
    if fn is None:
        plan = _plan(cls)
        shape = tuple(kind for _, kind in plan)
        code = _SUBST_TEMPLATES.get(shape)
        if code is None:
            code = _SUBST_TEMPLATES[shape] = _subst_template(shape)
        rename = {f"_f{i}_": name for i, (name, _) in enumerate(plan)}
        code = code.replace(co_names=tuple(rename.get(n, n) for n in code.co_names),
                            co_name="substitute", co_qualname=f"{cls.__name__}.substitute")
        fn = _SUBSTITUTERS[cls] = FunctionType(
            code, {"_C_": cls, "_S_": Successor, "any": any, "tuple": tuple},
            "substitute")
    return fn


def _subst_template(shape: tuple[Kind | None, ...]) -> CodeType:
    lines: list[str] = []
    tests: list[str] = []
    args: list[str] = []
    for i, kind in enumerate(shape):
        a = f"a{i}"
        if kind is None:
            args.append(f"op._f{i}_")
            continue
        lines.append(f"    {a} = op._f{i}_")
        if kind is Kind.OPERAND:
            tests.append(f"{a}.name in m")
            args.append(f"m.get({a}.name, {a})")
        elif kind is Kind.OPT_OPERAND:
            tests.append(f"({a} is not None and {a}.name in m)")
            args.append(f"(None if {a} is None else m.get({a}.name, {a}))")
        elif kind is Kind.SUCCESSOR:
            tests.append(f"({a}.args and any([v.name in m for v in {a}.args]))")
            args.append(f"_S_({a}.label, tuple([m.get(v.name, v) for v in {a}.args]))")
        else:                                   # OPERANDS
            tests.append(f"({a} and any([v.name in m for v in {a}]))")
            args.append(f"tuple([m.get(v.name, v) for v in {a}])")
    if tests:
        lines.append(f"    if {' or '.join(tests)}:")
        lines.append(f"        return _C_({', '.join(args)})")
    lines.append("    return op")
    ns: dict[str, Any] = {}
    exec("def substitute(op, m):\n" + "\n".join(lines) + "\n", {}, ns)
    code: CodeType = ns["substitute"].__code__
    return code


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
