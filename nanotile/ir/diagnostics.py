"""Diagnostics: one located message, rendered the way mlir-opt renders it."""

from __future__ import annotations

from typing import Literal

from .location import Location
from .record import Record, record

Severity = Literal["error", "warning", "remark", "note"]


@record
class Diagnostic(metaclass=Record):
    """``k.mlir:12:5: error: <message>``; the message is the spec's string verbatim."""

    loc: Location
    message: str
    severity: Severity = "error"

    def __str__(self) -> str:
        return f"{self.loc}: {self.severity}: {self.message}"

    def render(self, source: str | None) -> str:
        """The one-line diagnostic, then the source line and a caret under the column (a newline the
        message quotes from the input, ``"\\n"`` in a string, is shown escaped: the head stays one line)."""
        head = str(self).replace("\n", "\\n")
        if source is None or not self.loc.known:
            return head
        lines = source.split("\n")  # the parser counts lines by "\n" alone (not by \r, \f, \x1c, ...)
        if len(lines) > 1 and lines[-1] == "":
            lines.pop()
        if not 1 <= self.loc.line <= len(lines):
            return head
        text = lines[self.loc.line - 1].rstrip("\r")
        return f"{head}\n{text}\n{' ' * (self.loc.col - 1)}^"


class DiagnosticError(Exception):
    """Raised by the parser and by passes; carries one or more diagnostics."""

    def __init__(self, *diagnostics: Diagnostic) -> None:
        super().__init__("\n".join(str(d) for d in diagnostics))
        self.diagnostics: tuple[Diagnostic, ...] = diagnostics


def error(loc: Location, message: str) -> DiagnosticError:
    """Build (not raise) a one-diagnostic error; callers ``raise error(...)``."""
    return DiagnosticError(Diagnostic(loc, message))
