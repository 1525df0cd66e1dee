"""PTX emitter for the final ``llvm`` language (being written; see backend_ptx/emit.py)."""

from __future__ import annotations

from typing import Any

from ..ir.core import Module
from ..ir.diagnostics import DiagnosticError, error


def emit_ptx(m: Module[Any]) -> str:
    raise DiagnosticError(*error(m.loc, "the PTX emitter is not available yet").diagnostics)
