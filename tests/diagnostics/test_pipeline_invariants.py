"""The nv_tileas verifier invariants of spec 004 on nanotile's pipeline ops.

The spec quotes no message for these; nanotile's own are asserted whole.
The regions are ``producer_write`` / ``consumer_read`` (spec 004's
``produce_one`` / ``consume_one`` wrap them; nanotile has no such ops).
"""

from __future__ import annotations

import pytest

from snippet_runner import SNIPPETS, assert_reports, expected, run_cli, run_module

DIR = SNIPPETS / "pipeline"
S = "tensor<64x64xf16, #nv_tileas.smem<swizzle = 128>>"
S32 = "tensor<64x32xf16, #nv_tileas.smem<swizzle = 128>>"

CASES = [
    ("producer_no_yield",
     "block in 'nv_tileas.async.pipeline.producer_write' must end with 'nv_tileas.async.pipeline.yield'", 12, 9),
    ("producer_yield_type", f"producer_write region yields ({S32}) but the producer token's pipeline carries ({S})",
     11, 7),
    ("consumer_args",
     f"consumer_read region arguments ({S32}) do not match the consumer token's pipeline elements ({S})", 20, 7),
    ("consumer_results", f"consumer_read region yields () but the op returns ({S})", 20, 7),
    ("consumer_idx",
     "consumer_idx 1 does not name a consumer of the pipeline: its consumer group has one consumer, index 0", 19, 7),
    ("branch_iterators", "pipeline iterators yielded from the two arms of scf.if differ: "
                         "!nv_tileas.pipeline_iter<stages = 2> vs !nv_tileas.pipeline_iter<stages = 3>", 12, 5),
]


@pytest.mark.parametrize(("name", "message", "line", "col"), CASES, ids=[c[0] for c in CASES])
def test_diagnostic(name: str, message: str, line: int, col: int) -> None:
    path = DIR / f"{name}.mlir"
    assert_reports(path, line, col, message)


def test_valid_pipeline_is_quiet() -> None:
    """The invariants hold in tileas and still hold after the TMA pass (tileas_tma, tileas_abi)."""
    for emit in ("tileas", "tileas_tma", "tileas_abi"):
        assert run_cli(DIR / "valid.mlir", "--emit", emit) == (0, [])


def test_every_snippet_has_a_row() -> None:
    assert {p.stem for p in DIR.glob("*.mlir")} == {c[0] for c in CASES} | {"valid"}


def test_by_hand() -> None:
    path = DIR / "consumer_idx.mlir"
    assert run_module(path) == (1, [expected(path, 19, 7, CASES[4][1])])
