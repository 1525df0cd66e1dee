"""Run a diagnostics snippet the way a reader does, and read back what it printed.

Every snippet under ``snippets/`` is a small ``.mlir`` file; a reader runs it
by hand with ``python -m nanotile SNIPPET`` (which is ``nanotile.cli.main``)
and sees ``SNIPPET:LINE:COL: error: MESSAGE`` and exit status 1.  Snippets
the parser rejects live under a ``malformed/`` folder (the round-trip test
skips those); the ``tma_abi/`` snippets written in ``tileas_abi`` run
with ``--input-language tileas_abi``.
"""

from __future__ import annotations

import contextlib
import io
import re
import subprocess
import sys
from pathlib import Path

from nanotile.cli import main

SNIPPETS = Path(__file__).resolve().parent / "snippets"
_HEAD = re.compile(r"^.+:\d+:\d+: (error|warning|remark|note): ")


def run_cli(path: Path, *flags: str) -> tuple[int, list[str]]:
    """Exit status and the diagnostic lines (``file:line:col: error: ...``) of ``nanotile PATH FLAGS``."""
    err, out = io.StringIO(), io.StringIO()
    with contextlib.redirect_stderr(err), contextlib.redirect_stdout(out):
        rc = main([str(path), *flags])
    return rc, [line for line in err.getvalue().splitlines() if _HEAD.match(line)]


def run_module(path: Path) -> tuple[int, list[str]]:
    """The same, through a real ``python -m nanotile`` process."""
    p = subprocess.run([sys.executable, "-m", "nanotile", str(path)], capture_output=True, text=True,
                       timeout=120)
    return p.returncode, [line for line in p.stderr.splitlines() if _HEAD.match(line)]


def expected(path: Path, line: int, col: int, message: str) -> str:
    """How the CLI prints one located error."""
    return f"{path}:{line}:{col}: error: {message}"


def assert_reports(path: Path, line: int, col: int, message: str, *flags: str) -> None:
    """``nanotile PATH FLAGS`` exits 1 with exactly this one located error."""
    rc, diags = run_cli(path, *flags)
    assert rc == 1
    assert diags == [expected(path, line, col, message)]
