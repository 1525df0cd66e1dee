"""nv_tileas invariants beyond the memops (spec 004 tile rules applied dialect-wide): iterator and
pipeline stage counts agree, dot shapes chain, tile dimensions hold for dot and extract_slice.
The spec quotes no message for these but the tile-dimension helper's, so the rest are nanotile's."""

from __future__ import annotations

import pytest

from snippet_runner import SNIPPETS, assert_reports

DIR = SNIPPETS / "tile_ops"
S = "tensor<64x16xf16, #nv_tileas.smem<swizzle = 32>>"
A = "tensor<64x128xf32, #nv_tileas.layout<wgmma_acc>>"

CASES = [
    ("iterator_stages", "'nv_tileas.async.pipeline.create_iterator' iterator has 2 stages but its pipeline has 3", 5, 5),
    ("dot_shapes", f"'nv_tileas.dot' needs lhs MxK, rhs NxK, acc and result MxN; got ({S}, {S}, {A}) -> {A}", 6, 5),
    ("dot_dims", "all dimensions must be powers of two, got 48, 16", 6, 5),
    ("slice_sizes", f"'nv_tileas.extract_slice' takes sizes [128, 16] (one offset per dimension) from {S} into "
                    "tensor<128x16xf16, #nv_tileas.smem<swizzle = 32>>", 5, 5),
]


@pytest.mark.parametrize(("name", "message", "line", "col"), CASES, ids=[c[0] for c in CASES])
def test_tile_op_invariant(name: str, message: str, line: int, col: int) -> None:
    path = DIR / f"{name}.mlir"
    assert_reports(path, line, col, message)


def test_every_snippet_has_a_row() -> None:
    assert {p.stem for p in DIR.glob("*.mlir")} == {c[0] for c in CASES}
