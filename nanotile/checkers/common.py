"""What every language's checker does first: membership, then SSA.

``check_language(m, ops, rules)`` runs, in order: membership of every op in
the language (its ``OPS`` tuple), SSA (each value defined once per isolated
scope, every use dominated by its definition, every use typed as its
definition), then the language's own per-op ``rules``.  Blocks of a
multi-block region are ordered by dominance computed from the terminators'
successors; a value defined in block B is visible in the blocks B dominates.
"""

from __future__ import annotations

from typing import Any, Callable, Iterable, Iterator

from ..ir.cfg import dominators
from ..ir.core import (
    Trait, has_trait,
    Block, Module, Region, Value, op_name, op_operands, op_regions, op_results, op_successors, walk,
)
from ..ir.diagnostics import Diagnostic
from ..ir.location import Location

Rule = Callable[[Any], Iterable[Diagnostic]]


def check_language(m: Module[Any], ops: tuple[type, ...], language: str,
                   rules: Rule | None = None) -> tuple[Diagnostic, ...]:
    diags = list(membership(m, ops, language))
    if diags:
        return tuple(diags)
    diags.extend(check_ssa(m))
    if diags:
        return tuple(diags)
    if rules is not None:
        for op in walk(m.ops):
            diags.extend(rules(op))
    return tuple(diags)


def membership(m: Module[Any], ops: tuple[type, ...], language: str) -> Iterator[Diagnostic]:
    allowed = frozenset(ops)
    for op in walk(m.ops):
        if type(op) not in allowed:
            yield Diagnostic(op.loc, f"'{op_name(op)}' op is not part of the {language} language")


def check_ssa(m: Module[Any]) -> list[Diagnostic]:
    out: list[Diagnostic] = []
    _ops(m.ops, {}, set(), m.loc, out)
    return out


def _isolated(op: Any) -> bool:
    return has_trait(op, Trait.ISOLATED_FROM_ABOVE)


def _ops(ops: tuple[Any, ...], visible: dict[str, Value], defined: set[str], loc: Location,
         out: list[Diagnostic]) -> None:
    visible = dict(visible)
    for op in ops:
        _uses(op, visible, out)
        for r in op_regions(op):
            if _isolated(op):
                _region(r, {}, set(), op.loc, out)
            else:
                _region(r, visible, defined, op.loc, out)
        for v in op_results(op):
            _define(v, op.loc, visible, defined, out)


def _uses(op: Any, visible: dict[str, Value], out: list[Diagnostic]) -> None:
    for v in op_operands(op):
        d = visible.get(v.name)
        if d is None:
            out.append(Diagnostic(op.loc, f"operand %{v.name} of '{op_name(op)}' is used before it is defined (or its definition does not dominate this use)"))
        elif d.type != v.type:
            out.append(Diagnostic(op.loc, f"use of value '%{v.name}' expects different type than prior uses: '{v.type}' vs '{d.type}'"))


def _define(v: Value, loc: Location, visible: dict[str, Value], defined: set[str],
            out: list[Diagnostic]) -> None:
    if v.name in defined:
        out.append(Diagnostic(loc, f"redefinition of SSA value '%{v.name}'"))
    defined.add(v.name)
    visible[v.name] = v


def _region(r: Region[Any], visible: dict[str, Value], defined: set[str], loc: Location,
            out: list[Diagnostic]) -> None:
    labels = {b.label: i for i, b in enumerate(r.blocks)}
    for b in r.blocks:
        for op in b.ops:
            for s in op_successors(op):
                if s.label not in labels or labels[s.label] == 0:
                    out.append(Diagnostic(op.loc, f"'{op_name(op)}' branches to an unknown block '^{s.label}'"))
                    return
    doms = dominators(r)
    avail: dict[int, dict[str, Value]] = {}
    for i in _order(r, doms):
        scope = dict(visible)
        for j in sorted(doms[i] - {i}):
            scope.update(avail.get(j, {}))
        local = dict(scope)
        for a in r.blocks[i].args:
            _define(a, loc, local, defined, out)
        before = set(local)
        _block_ops(r.blocks[i], local, defined, out)
        avail[i] = {k: v for k, v in local.items() if k not in before or k in {a.name for a in r.blocks[i].args}}


def _block_ops(b: Block[Any], local: dict[str, Value], defined: set[str], out: list[Diagnostic]) -> None:
    for op in b.ops:
        _uses(op, local, out)
        for r in op_regions(op):
            if _isolated(op):
                _region(r, {}, set(), op.loc, out)
            else:
                _region(r, local, defined, op.loc, out)
        for v in op_results(op):
            _define(v, op.loc, local, defined, out)


def _order(r: Region[Any], doms: list[set[int]]) -> list[int]:
    """Blocks sorted so every dominator precedes what it dominates."""
    return sorted(range(len(r.blocks)), key=lambda i: (len(doms[i]), i))


def terminator_rule(op: Any, allowed: Iterable[str]) -> Iterator[Diagnostic]:
    """Every block of ``op``'s regions ends with one of ``allowed`` terminators."""
    names = tuple(allowed)
    for r in op_regions(op):
        for b in r.blocks:
            last = b.ops[-1] if b.ops else None
            if last is None or op_name(last) not in names:
                where = last.loc if last is not None else op.loc
                yield Diagnostic(where, f"block in '{op_name(op)}' must end with "
                                        f"{' or '.join(repr(n) for n in names)}")
