"""AttachTMADescriptorArgs (spec 002): the capture walker and the descriptor-index checks.

The capture walker runs in the pass (CLI snippets).  The ``tmaIdx`` /
descriptor-count checks guard the pass's output language, ``tileas_abi``:
those snippets are written in it and run with
``python -m nanotile --input-language tileas_abi SNIPPET``.
"""

from __future__ import annotations

import pytest

from snippet_runner import SNIPPETS, assert_reports, expected, run_module

import nanotile.pipeline  # noqa: F401  (registers every language's ops)
from nanotile.checkers import tileas_abi
from nanotile.ir.parser import parse_module

DIR = SNIPPETS / "tma_abi"

CLI_CASES = [
    ("capture_computed_size", "values depended by MakeTiledTMADescOp are not supportedbecause the size %rows "
                              "comes from arith.muli, not a kernel argument or constant", 8, 5),
    ("capture_scf_if", "expected MakeTiledTMADescOp not depends on scf", 13, 5),
    ("capture_loop_carried",
     "values depended by MakeTiledTMADescOp are not supportedbecause %rows matches more than 1 captured values.",
     12, 7),
]

CHECK_CASES = [
    ("lack_counts", "funcOp lack tmaDeviceNum and tmaHostNum attr", 5, 3),
    ("idx_exceeds_host", "tmaIdx exceed tmaHostNum.", 10, 5),
    ("idx_not_found", "not find tmaIdx.", 10, 5),
]


@pytest.mark.parametrize(("name", "message", "line", "col"), CLI_CASES, ids=[c[0] for c in CLI_CASES])
def test_capture_walker(name: str, message: str, line: int, col: int) -> None:
    path = DIR / f"{name}.mlir"
    assert_reports(path, line, col, message)


@pytest.mark.parametrize(("name", "message", "line", "col"), CHECK_CASES, ids=[c[0] for c in CHECK_CASES])
def test_descriptor_abi(name: str, message: str, line: int, col: int) -> None:
    path = DIR / f"{name}.mlir"
    assert_reports(path, line, col, message, "--input-language", "tileas_abi")
    # the checker says the same through the API
    assert [str(d) for d in tileas_abi.check(parse_module(path.read_text(), str(path)))] == [expected(path, line, col, message)]


def test_valid_descriptor_abi_is_quiet() -> None:
    path = DIR / "valid.mlir"
    assert tileas_abi.check(parse_module(path.read_text(), str(path))) == ()


def test_every_snippet_has_a_row() -> None:
    rows = {c[0] for c in CLI_CASES + CHECK_CASES} | {"valid"}
    assert {p.stem for p in DIR.glob("*.mlir")} == rows


def test_by_hand() -> None:
    path = DIR / "capture_scf_if.mlir"
    assert run_module(path) == (1, [expected(path, 13, 5, "expected MakeTiledTMADescOp not depends on scf")])
