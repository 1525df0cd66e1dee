"""The token-ordered memop verifiers (spec 002): tiled_load, tiled_store, tiled_atomic_rmw.

One row per diagnostic: the snippet under ``snippets/memops/``, the exact
message the CLI prints, and the line:col of the offending op.  Owners: the
parser (zero regions / successors, operand groups), ``checkers/tileas_rules``
(everything else), ``lower_tma_load_store_to_async`` (the atomic it cannot
lower yet).
"""

from __future__ import annotations

import pytest

from snippet_runner import SNIPPETS, assert_reports, expected, run_cli, run_module

DIR = SNIPPETS / "memops"
SP = "special padding values (nan, pos_inf, neg_inf, neg_zero) only for float-like element types"

CASES = [
    # structure
    ("malformed/zero_regions", "'nv_tileas.tiled_load' op requires zero regions", 7, 5),
    ("malformed/zero_successors", "'nv_tileas.tiled_store' op requires 0 successors but found 1", 8, 5),
    ("malformed/token_group",
     "'nv_tileas.tiled_load' op operand group starting at #2 requires 0 or 1 element, but found 2", 7, 5),
    ("load_no_tile", "result group starting at #0 requires 1 element, but found 0", 7, 5),
    ("load_result_group", "result group starting at #1 requires 0 or 1 element, but found 2", 7, 5),
    ("store_result_group", "result group starting at #0 requires 0 or 1 element, but found 2", 8, 5),
    ("view_not_memref", "expects a memref view, got !nv_tileaa.ptr<f32>", 6, 5),
    ("tile_not_tensor", "expects a tensor tile, got i32", 7, 5),
    # coordinates, shapes, tile dimensions
    ("tile_rank", "requires the same size for tileSize and tensor", 7, 5),
    ("atomic_preimage_shape", "requires the same shape for tileSize and tensor value", 8, 5),
    ("coordinate_count", "expects 2 coordinates, but got 1", 7, 5),
    ("coordinate_type", "expects CoordType is same as memref index type, but got i64", 8, 5),
    ("element_type", "view elementType not equal with tensor element type: f32 != f16", 7, 5),
    ("dims_positive", "all dimensions must be positive constants, got 4, ?", 7, 5),
    ("dims_zero", "all dimensions must be positive constants, got 0", 7, 5),
    ("dims_power_of_two", "all dimensions must be powers of two, got 96", 7, 5),
    ("dims_maximum", "tile would exceed the maximum of 16777215 elements", 7, 5),
    # memory semantics
    ("load_acquire", "unsupported mem_semantic: acquire", 7, 5),
    ("load_acq_rel", "unsupported mem_semantic: acq_rel", 7, 5),
    ("store_release", "unsupported mem_semantic: release", 8, 5),
    ("store_acq_rel", "unsupported mem_semantic: acq_rel", 8, 5),
    ("load_weak_scope", "mem_scope not supported when mem_semantic is weak", 7, 5),
    ("store_scope_default_weak", "mem_scope not supported when mem_semantic is weak", 8, 5),
    ("store_relaxed_no_scope", "mem_scope required when mem_semantic is not weak", 8, 5),
    ("atomic_weak_scope", "memScope not supported when memSemantic is weak", 8, 5),
    ("atomic_relaxed_no_scope", "memScope required when memSemantic is not weak", 8, 5),
    ("in_bounds_length", "incorrect number of in_bounds elements: expected 1, but found 2", 7, 5),
    # store padding
    ("store_out_of_bounds_without_padding", "inbounds must be true when paddingValue is not set", 8, 5),
    ("store_padding_in_bounds", "inbounds must be false when paddingValue is set", 8, 5),
    ("store_special_padding_int", SP, 8, 5),
    ("load_special_padding_int", SP, 7, 5),
    # atomic
    ("atomic_no_rmw_mode", "requires attribute 'rmw_mode'", 8, 5),
    ("atomic_i8", "tiled_atomic_rmw not supported for 8-bit types", 8, 5),
    ("atomic_f8", "tiled_atomic_rmw not supported for 8-bit types", 8, 5),
    ("atomic_i16", "tiled_atomic_rmw not supported for 16-bit integer", 8, 5),
    ("atomic_f16_and", "tiled_atomic_rmw for 16-bit float only supports add, max, min operations", 8, 5),
    ("atomic_fadd",
     "tiled_atomic_rmw op cannot use fadd operation, please use add instead for both int and float types", 8, 5),
    ("atomic_xchg", "tiled_atomic_rmw op cannot use xchg operation", 8, 5),
    ("atomic_not_lowered", "'nv_tileas.tiled_atomic_rmw' is verified but nanotile has no lowering for it yet", 8, 5),
]


@pytest.mark.parametrize(("name", "message", "line", "col"), CASES, ids=[c[0] for c in CASES])
def test_diagnostic(name: str, message: str, line: int, col: int) -> None:
    path = DIR / f"{name}.mlir"
    assert_reports(path, line, col, message)


def test_every_snippet_has_a_row() -> None:
    on_disk = {str(p.relative_to(DIR))[:-5] for p in DIR.rglob("*.mlir")}
    assert on_disk == {c[0] for c in CASES}


def test_by_hand() -> None:
    """``python -m nanotile SNIPPET`` prints the same line and exits 1."""
    path = DIR / "coordinate_type.mlir"
    assert run_module(path) == (1, [expected(path, 8, 5, "expects CoordType is same as memref index type, "
                                                          "but got i64")])


def test_valid_memops_are_quiet() -> None:
    """Loads, stores and atomics that meet every rule above: tokens, scopes, paddings, in_bounds."""
    rc, diags = run_cli(SNIPPETS / "valid_memops.mlir", "--emit", "tileas")
    assert (rc, diags) == (0, [])
