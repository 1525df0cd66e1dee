"""The TMA descriptor's load mode (spec 002): outside the spec's list it is "unsupported tma load mode '";
a spec mode nanotile cannot lower is refused by the descriptor pass instead of lowered as tiled."""

from __future__ import annotations

import pytest

from snippet_runner import SNIPPETS, assert_reports

DIR = SNIPPETS / "tma_modes"

CASES = [
    ("unknown_mode", "unsupported tma load mode 'tile'", 12, 5),
    ("im2col_mode", "TMA load mode 'im2col' has no lowering in nanotile yet (only 'tiled')", 12, 5),
]


@pytest.mark.parametrize(("name", "message", "line", "col"), CASES, ids=[c[0] for c in CASES])
def test_load_mode(name: str, message: str, line: int, col: int) -> None:
    path = DIR / f"{name}.mlir"
    assert_reports(path, line, col, message, "--input-language", "tileas_tma")
