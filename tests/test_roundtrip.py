"""Parse -> print -> parse gives an equal module, for every shipped .mlir file."""

from __future__ import annotations

from pathlib import Path

import pytest

import nanotile.pipeline  # noqa: F401  (registers every language's ops)
from nanotile.ir.parser import parse_module
from nanotile.ir.printer import print_module

ROOT = Path(__file__).resolve().parent.parent
FILES = sorted(p for d in ("nanotile/examples", "tests") for p in (ROOT / d).rglob("*.mlir")
               if "malformed" not in p.parts)


@pytest.mark.parametrize("path", FILES, ids=lambda p: str(p.relative_to(ROOT)))
def test_round_trip(path: Path) -> None:
    m = parse_module(path.read_text(), str(path))
    with_locs = parse_module(print_module(m, debuginfo=True), "again.mlir")
    assert with_locs == m
    plain = print_module(m)
    assert print_module(parse_module(plain, "again.mlir")) == plain
