"""Checker for ``tileas_tmem``: the ``tileas_abi`` rules (tensor-memory rules included), and no
``nv_tileas.copy`` crosses tensor memory any more (legalization rewrote each one or reported it)."""

from __future__ import annotations

from typing import Any, Iterator

from ..ir.core import Module
from ..ir.diagnostics import Diagnostic
from ..languages import tileas as A
from ..languages import tileas_tmem as D
from . import tileas_abi as abi_checker
from .common import Rule, check_language, for_ops


_LEGALIZED = ({A.MemorySpace.TMEM, A.MemorySpace.GENERIC}, {A.MemorySpace.TMEM, A.MemorySpace.SHARED})


@for_ops(A.Copy)
def legalized(op: Any) -> Iterator[Diagnostic]:
    if isinstance(op, A.Copy) and {op.src_space, op.dst_space} in _LEGALIZED:
        yield Diagnostic(op.loc, f"'{op.NAME}' from {op.src_space.value} to {op.dst_space.value} "
                                 "survived tensor-memory copy legalization")


RULES: tuple[Rule, ...] = abi_checker.RULES + (legalized,)


def rules(op: Any) -> Iterator[Diagnostic]:
    for rule in RULES:
        yield from rule(op)


def check(m: Module[Any]) -> tuple[Diagnostic, ...]:
    return check_language(m, D.OPS, "tileas_tmem", RULES)
