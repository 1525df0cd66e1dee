"""Source locations: where an op came from, as ``file:line:col``."""

from __future__ import annotations

from .record import Record, record


@record
class Location(metaclass=Record):
    """A position in an input file; ``line`` and ``col`` are 1-based.

    ``Location("k.mlir", 3, 5)`` prints as ``k.mlir:3:5`` and round-trips as
    MLIR's ``loc("k.mlir":3:5)``.  ``UNKNOWN`` stands for ``loc(unknown)``.
    """

    file: str
    line: int
    col: int

    def __str__(self) -> str:
        if self.line == 0:
            return self.file or "<unknown>"
        return f"{self.file}:{self.line}:{self.col}"

    @property
    def known(self) -> bool:
        return self.line > 0


UNKNOWN = Location("", 0, 0)
