"""The TMA descriptor verifiers (spec 002): atom-kind allow-lists, box dimensions, smem layouts.

The allow-lists run on ``tiled_load`` / ``tiled_store`` / ``tiled_atomic_rmw``
(``checkers/tileas_rules``); the box and layout rules run on what
``lower-tma-load-store-to-async`` builds (``checkers/tileas_tma``), located
at the tiled op the descriptor and the async op come from.
"""

from __future__ import annotations

import pytest

from snippet_runner import SNIPPETS, assert_reports, expected, run_cli, run_module

DIR = SNIPPETS / "tma_descriptors"

CASES = [
    ("box_inner_bytes", "tma boxDims[0] * elemTypeBitWidth is not a multiple of 16 bytes", 7, 5),
    ("partition", "unable to partition input tensors for TMA", 7, 5),
    ("smem_row_wider_than_swizzle", "smem layout is not TMA compatible", 7, 5),
    ("smem_swizzle", "smem layout is not TMA compatible", 7, 5),
    ("load_atom_is_store", "expect a tma_load atom type", 7, 5),
    ("load_atom_is_stg", "expect a ldgsts, tma_load, ldg or unknown_copy atom type", 7, 5),
    ("store_atom_is_load", "expect a tma_store atom type", 8, 5),
    ("store_atom_is_ldg", "expect a stg, tma_store or unknown_copy atom type", 8, 5),
    ("atomic_atom_is_load", "expect a tma_redg atom type", 8, 5),
    ("atomic_atom_is_wgmma", "invalid TMA atom type", 8, 5),
]


@pytest.mark.parametrize(("name", "message", "line", "col"), CASES, ids=[c[0] for c in CASES])
def test_diagnostic(name: str, message: str, line: int, col: int) -> None:
    path = DIR / f"{name}.mlir"
    assert_reports(path, line, col, message)


def test_every_snippet_has_a_row() -> None:
    assert {p.stem for p in DIR.glob("*.mlir")} == {c[0] for c in CASES}


def test_by_hand() -> None:
    path = DIR / "partition.mlir"
    assert run_module(path) == (1, [expected(path, 7, 5, "unable to partition input tensors for TMA")])


@pytest.mark.parametrize("example", ["tma_copy", "gemm_sm90"])
def test_shipped_tma_examples_are_quiet(example: str) -> None:
    from nanotile.cli import examples

    path = SNIPPETS.parent.parent.parent / "nanotile" / "examples" / f"{example}.mlir"
    assert path.read_text() == examples()[example]
    assert run_cli(path, "--emit", "tileas_abi") == (0, [])
