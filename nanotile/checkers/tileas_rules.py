"""Per-op verifiers of ``tileas`` (spec 002 memops, spec 004 pipeline invariants)."""

from __future__ import annotations

from typing import Any, Iterator

from ..ir.diagnostics import Diagnostic


def op_rules(op: Any) -> Iterator[Diagnostic]:
    """Yield the spec's diagnostics for ``op``; empty for a well-formed op."""
    return iter(())
