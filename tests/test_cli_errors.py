"""Every malformed input gives one located diagnostic and exit status 1, never a traceback.

Each ``tests/malformed/*.mlir`` starts with ``// expected: LINE:COL: MESSAGE``:
the first line nanotile writes on stderr must be ``FILE:LINE:COL: error: ...``
containing MESSAGE.  The files run in-process through the CLI's entry point
(``nanotile.cli.main``, stdout and stderr captured); one smoke test runs a
file through the real ``python -m nanotile`` too.
"""

from __future__ import annotations

import contextlib
import io
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from nanotile.cli import main

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
MALFORMED = sorted((HERE / "malformed").glob("*.mlir"))
EXPECTED = re.compile(r"// expected: (\d+):(\d+): (.+)")


def _expectation(path: Path) -> tuple[int, int, str]:
    first = path.read_text(encoding="utf-8").splitlines()[0]
    m = EXPECTED.fullmatch(first)
    assert m, f"{path.name}: first line must be '// expected: LINE:COL: MESSAGE'"
    return int(m.group(1)), int(m.group(2)), m.group(3)


def _run(rel: str) -> tuple[int, str, str]:
    """``python -m nanotile REL`` in-process, from the repository root: (status, stdout, stderr)."""
    out, err = io.StringIO(), io.StringIO()
    cwd = os.getcwd()
    os.chdir(ROOT)
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            status = main([rel])
    finally:
        os.chdir(cwd)
    return status, out.getvalue(), err.getvalue()


@pytest.fixture(scope="module")
def outcomes() -> dict[str, tuple[int, str, str]]:
    """Every malformed file through the CLI: name -> (status, stdout, stderr)."""
    return {p.name: _run(str(p.relative_to(ROOT))) for p in MALFORMED}


def test_subprocess_smoke_matches_in_process(outcomes: dict[str, tuple[int, str, str]]) -> None:
    """The real entry point (``python -m nanotile``) reports exactly what the in-process run does."""
    path = MALFORMED[0]
    r = subprocess.run([sys.executable, "-m", "nanotile", str(path.relative_to(ROOT))], cwd=ROOT,
                       capture_output=True, text=True, timeout=120)
    assert (r.returncode, r.stdout, r.stderr) == outcomes[path.name]


def test_enough_malformed_inputs() -> None:
    assert len(MALFORMED) >= 30


@pytest.mark.parametrize("path", MALFORMED, ids=lambda p: p.stem)
def test_malformed_input(path: Path, outcomes: dict[str, tuple[int, str, str]]) -> None:
    line, col, message = _expectation(path)
    status, stdout, stderr = outcomes[path.name]
    rel = str(path.relative_to(ROOT))
    assert "Traceback" not in stdout + stderr, stderr
    assert status == 1, stderr
    assert stdout == ""
    first = stderr.splitlines()[0] if stderr else ""
    assert first.startswith(f"{rel}:{line}:{col}: error: "), first
    assert message in first, first
    # mlir-opt style: the source line, then a caret under the column
    lines = stderr.splitlines()
    source_line = path.read_text(encoding="utf-8").splitlines()[line - 1]
    assert lines[1:3] == [source_line, " " * (col - 1) + "^"], stderr
