"""Errors the emulator reports: what went wrong, where (PTX line), and for whom (CTA, thread)."""

from __future__ import annotations


class EmuError(Exception):
    """A located emulation error.

    ``line`` is the 1-based PTX source line (0 when unknown), ``text`` the
    instruction as written, ``where`` the CTA/warp/lane the error happened in.
    ``str()`` is the complete one-paragraph report.
    """

    def __init__(self, message: str, line: int = 0, text: str = "", where: str = "") -> None:
        super().__init__(message)
        self.message = message
        self.line = line
        self.text = text
        self.where = where

    def located(self, line: int, text: str, where: str) -> "EmuError":
        """This error with a location filled in (keeps a location already set)."""
        if self.line:
            return self
        return type(self)(self.message, line, text, where)

    def __str__(self) -> str:
        head = f"line {self.line}: " if self.line else ""
        out = f"{head}{self.message}"
        if self.text:
            out += f"\n    {self.text}"
        if self.where:
            out += f"\n    in {self.where}"
        return out


class PtxSyntaxError(EmuError):
    """PTX text the parser cannot read."""


class Unsupported(EmuError):
    """A PTX instruction or form the emulator does not implement (never skipped silently)."""


class DeadlockError(EmuError):
    """No warp of a CTA can make progress; the message lists every blocked warp."""


class RaceError(EmuError):
    """A read or write that races with an asynchronous operation."""
