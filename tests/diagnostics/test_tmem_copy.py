"""TileASLegalizeTmemCopy (spec 002): its two diagnostics, verbatim and located, and the sm_100a gate."""

from __future__ import annotations

import pytest

from snippet_runner import SNIPPETS, assert_reports, expected, run_module

DIR = SNIPPETS / "tmem_copy"

CASES = [
    # the register tile a tcgen05.ld would fill is in the blocked layout, not a tcgen05 shape's
    ("register_layout", "failed to infer register layout from tmem layout", 4, 5),
    # 256 columns of 32-bit cells: tcgen05.ld.32x32b moves at most .x128
    ("register_layout_columns", "failed to infer register layout from tmem layout", 4, 5),
    # a 128x32 register tile cannot be the source of a 128x64 tensor-memory tile
    ("source_layout", "failed to infer source layout from tmem layout", 5, 5),
    # gemm_sm100 retargeted to sm_90a: the first op touching tensor memory
    ("arch_gate", "'nv_tileas.alloc_tmem' uses tensor memory, which target 'sm_90a' does not have "
                  "(sm_100a and its family only)", 17, 5),
]


@pytest.mark.parametrize(("name", "message", "line", "col"), CASES, ids=[c[0] for c in CASES])
def test_diagnostic(name: str, message: str, line: int, col: int) -> None:
    assert_reports(DIR / f"{name}.mlir", line, col, message)


def test_every_snippet_has_a_row() -> None:
    assert {p.stem for p in DIR.glob("*.mlir")} == {c[0] for c in CASES}


def test_the_same_copies_legalize_when_well_formed() -> None:
    """Each failing snippet, repaired, passes the stage: the diagnostics are about the layouts only."""
    from nanotile import pipeline
    from nanotile.ir.parser import parse_module

    fixes = {
        "register_layout": ("layout<blocked>", "layout<tmem_32x32b>"),
        "register_layout_columns": ("256", "128"),
        "source_layout": ("128x32xf32", "128x64xf32"),
        "arch_gate": ('"sm_90a"', '"sm_100a"'),
    }
    for name, (old, new) in fixes.items():
        text = (DIR / f"{name}.mlir").read_text()
        assert old in text
        out, lang = pipeline.run_pipeline(parse_module(text.replace(old, new), name),
                                          stop_after="tileas-legalize-tmem-copy")
        assert lang.name == "tileas_tmem"


def test_by_hand() -> None:
    path = DIR / "source_layout.mlir"
    assert run_module(path) == (1, [expected(path, 5, 5, "failed to infer source layout from tmem layout")])
