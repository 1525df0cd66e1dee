"""Every string of the spec's diagnostics.json is in nanotile verbatim, and is either exercised by a
test or listed as out of scope in the docstring of the module that owns it (never emitted)."""

from __future__ import annotations

import ast
import json
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
# The spec's checklist (../shared/spec/diagnostics.json), kept beside the tests so CI has it.
SPEC = Path(__file__).resolve().parent / "spec_diagnostics.json"
SHARED = ROOT.parent / "shared" / "spec" / "diagnostics.json"


def spec_strings() -> list[str]:
    data = json.loads(SPEC.read_text())
    return [s for group in data.values() for s in group]


def test_the_kept_checklist_matches_the_spec() -> None:
    if not SHARED.exists():
        pytest.skip(f"{SHARED} not here (only in the development checkout)")
    assert json.loads(SHARED.read_text()) == json.loads(SPEC.read_text())


def docstrings() -> str:
    """Every module docstring of the package, read from its source (a module the compiled build
    compiles has no ``__doc__``)."""
    out = []
    for path in sorted((ROOT / "nanotile").rglob("*.py")):
        if path.name != "__main__.py":
            out.append(ast.get_docstring(ast.parse(path.read_text()), clean=False) or "")
    return "\n".join(out)


def test_every_string_is_in_the_source_verbatim() -> None:
    src = "\n".join(p.read_text() for p in (ROOT / "nanotile").rglob("*.py"))
    missing = [s for s in spec_strings() if s not in src]
    assert missing == []


def test_every_string_is_tested_or_documented_out_of_scope() -> None:
    tests = "\n".join(p.read_text() for p in (ROOT / "tests").rglob("*.py"))
    docs = docstrings()
    orphans = [s for s in spec_strings() if s not in tests and s not in docs]
    assert orphans == []
