"""The nanopass typing contract is live: mypy --strict rejects each deliberately wrong file.

Each ``tests/mypy_contract/wrong_*.py`` / ``non_exhaustive_*.py`` marks the
line mypy must reject with ``# expect-error: CODE``; ``control.py`` has the
same shapes written correctly and must type-check cleanly.  One mypy run
checks them all.
"""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
CONTRACT = ROOT / "tests" / "mypy_contract"
FILES = sorted(CONTRACT.glob("*.py"))
WRONG = [p for p in FILES if p.name != "control.py"]
MARK = re.compile(r"#\s*expect-error:\s*([a-z-]+)")
ERROR = re.compile(r"^(?P<path>[^:\n]+\.py):(?P<line>\d+): error: (?P<msg>.*?)\s+\[(?P<code>[a-z-]+)\]$", re.M)


def _expected(path: Path) -> set[tuple[int, str]]:
    return {(i, m.group(1)) for i, line in enumerate(path.read_text().splitlines(), 1)
            if (m := MARK.search(line))}


@pytest.fixture(scope="module")
def reported() -> dict[str, set[tuple[int, str]]]:
    """file name -> {(line, error code)} from one ``mypy --strict`` run over every contract file."""
    r = subprocess.run([sys.executable, "-m", "mypy", "--strict", "--show-error-codes", "--no-pretty",
                        *(str(p.relative_to(ROOT)) for p in FILES)],
                       cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert "Traceback" not in r.stdout + r.stderr, r.stderr
    out: dict[str, set[tuple[int, str]]] = {p.name: set() for p in FILES}
    for m in ERROR.finditer(r.stdout):
        out.setdefault(Path(m.group("path")).name, set()).add((int(m.group("line")), m.group("code")))
    assert r.returncode == (1 if any(out.values()) else 0), r.stdout + r.stderr
    return out


def test_contract_files_exist() -> None:
    names = {p.name for p in FILES}
    assert {"control.py", "wrong_language_op.py", "non_exhaustive_match.py", "wrong_pass_order.py"} <= names
    for p in WRONG:
        assert _expected(p), f"{p.name} marks no '# expect-error: CODE' line"


@pytest.mark.parametrize("path", WRONG, ids=lambda p: p.stem)
def test_wrong_file_is_rejected(path: Path, reported: dict[str, set[tuple[int, str]]]) -> None:
    assert reported[path.name] == _expected(path)


def test_control_file_type_checks(reported: dict[str, set[tuple[int, str]]]) -> None:
    assert reported["control.py"] == set()
