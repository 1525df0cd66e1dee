"""Small pure helpers passes share: fresh names, operand substitution, region rebuilding."""

from __future__ import annotations

import dataclasses
from typing import Any, Callable, Iterable, Mapping, TypeVar

from .core import Block, Kind, Region, Successor, Value, op_operands, op_regions, op_results, spec_of, walk
from .types import Type

T = TypeVar("T")


class Fresh:
    """Fresh SSA names for one pass over one function: ``%<prefix><n>`` never used before.

    Local to a pass invocation (no global counter); seeded with every name the
    function already uses, so names stay unique per function.
    """

    def __init__(self, prefix: str, taken: Iterable[str] = ()) -> None:
        self.prefix = prefix
        self.taken = set(taken)
        self.n = 0

    def __call__(self, type_: Type, hint: str = "") -> Value:
        while True:
            name = f"{hint or self.prefix}{self.n}"
            self.n += 1
            if name not in self.taken:
                self.taken.add(name)
                return Value(name, type_)

    @staticmethod
    def names_in(ops: tuple[Any, ...]) -> set[str]:
        out: set[str] = set()
        for op in walk(ops):
            out.update(v.name for v in op_results(op))
            for r in op_regions(op):
                for b in r.blocks:
                    out.update(a.name for a in b.args)
        return out


def substitute(op: T, mapping: Mapping[str, Value]) -> T:
    """``op`` with every operand (and successor argument) named in ``mapping`` replaced.

    Regions are not entered.  Returns ``op`` itself when nothing changes, so
    untouched ops stay shared with the input module.
    """
    if not mapping or not any(v.name in mapping for v in op_operands(op)):
        return op
    changes: dict[str, Any] = {}
    for f in spec_of(op).operand_groups:
        cur = getattr(op, f.name)
        if f.kind is Kind.OPERAND:
            changes[f.name] = mapping.get(cur.name, cur)
        elif f.kind is Kind.OPT_OPERAND:
            changes[f.name] = None if cur is None else mapping.get(cur.name, cur)
        elif f.kind is Kind.SUCCESSOR:
            changes[f.name] = Successor(cur.label, tuple(mapping.get(v.name, v) for v in cur.args))
        else:
            changes[f.name] = tuple(mapping.get(v.name, v) for v in cur)
    return dataclasses.replace(op, **changes)  # type: ignore[type-var]


def map_region(r: Region[Any], f: Callable[[tuple[Any, ...]], tuple[Any, ...]]) -> Region[Any]:
    """The region with each block's op list passed through ``f`` (block args kept)."""
    return Region(tuple(Block(b.label, b.args, f(b.ops)) for b in r.blocks))


def with_regions(op: T, regions: tuple[Region[Any], ...]) -> T:
    """``op`` with its regions replaced, in declaration order (the same object when none changes)."""
    names = spec_of(op).of(Kind.REGION)
    if len(names) != len(regions):
        raise ValueError(f"{type(op).__name__} has {len(names)} regions, got {len(regions)}")
    if all(getattr(op, f.name) is r for f, r in zip(names, regions)):
        return op
    return dataclasses.replace(op, **{f.name: r for f, r in zip(names, regions)})  # type: ignore[type-var]
