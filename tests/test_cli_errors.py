"""Every malformed input gives one located diagnostic and exit status 1, never a traceback.

Each ``tests/malformed/*.mlir`` starts with ``// expected: LINE:COL: MESSAGE``:
the first line nanotile writes on stderr must be ``FILE:LINE:COL: error: ...``
containing MESSAGE.  The files run through the real CLI (``python -m
nanotile FILE``), all started at once so the whole set stays fast.
"""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
MALFORMED = sorted((HERE / "malformed").glob("*.mlir"))
EXPECTED = re.compile(r"// expected: (\d+):(\d+): (.+)")


def _expectation(path: Path) -> tuple[int, int, str]:
    first = path.read_text(encoding="utf-8").splitlines()[0]
    m = EXPECTED.fullmatch(first)
    assert m, f"{path.name}: first line must be '// expected: LINE:COL: MESSAGE'"
    return int(m.group(1)), int(m.group(2)), m.group(3)


@pytest.fixture(scope="module")
def outcomes() -> dict[str, tuple[int, str, str]]:
    """Run every malformed file through the CLI in parallel: name -> (status, stdout, stderr)."""
    procs = {
        p.name: subprocess.Popen([sys.executable, "-m", "nanotile", str(p.relative_to(ROOT))], cwd=ROOT,
                                 stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        for p in MALFORMED
    }
    out = {}
    for name, proc in procs.items():
        stdout, stderr = proc.communicate(timeout=120)
        out[name] = (proc.returncode, stdout, stderr)
    return out


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
