"""Checker for ``tileas``: membership, SSA, then per-op structure rules.

The spec-002 memop verifiers and the spec-004 pipeline invariants live in
``checkers/tileas_rules.py`` and run from here.
"""

from __future__ import annotations

from typing import Any, Iterator

from ..ir.core import Module
from ..ir.diagnostics import Diagnostic
from ..languages import tileas as L
from ..languages.structured import ScfFor, ScfIf
from . import tileas_rules
from .common import Rule, check_language, for_ops, terminator_check, terminator_rule
from .verifier import by_first_case


@for_ops(L.TileFunc, ScfFor, ScfIf, L.ProducerWrite, L.ConsumerRead, L.AgentSwitch)
def terminators(op: Any) -> Iterator[Diagnostic]:
    match op:
        case L.TileFunc():
            yield from terminator_rule(op, ("nv_tileaa.return",))
        case ScfFor() | ScfIf():
            yield from terminator_rule(op, ("scf.yield",))
        case L.ProducerWrite() | L.ConsumerRead() | L.AgentSwitch():
            yield from terminator_rule(op, ("nv_tileas.async.pipeline.yield",))
        case _:
            pass


terminators.by_class = by_first_case((
    ((L.TileFunc,), terminator_check(("nv_tileaa.return",))),
    ((ScfFor, ScfIf), terminator_check(("scf.yield",))),
    ((L.ProducerWrite, L.ConsumerRead, L.AgentSwitch), terminator_check(("nv_tileas.async.pipeline.yield",))),
))

RULES: tuple[Rule, ...] = (terminators,) + tileas_rules.RULES


def rules(op: Any) -> Iterator[Diagnostic]:
    for rule in RULES:
        yield from rule(op)


def check(m: Module[Any]) -> tuple[Diagnostic, ...]:
    return check_language(m, L.OPS, "tileas", RULES)
