"""The tile-level tensor-memory rules (``checkers/tmem_rules.py``): each breaks one well-formed input."""

from __future__ import annotations

import pytest

from nanotile.checkers import tileas
from nanotile.cli import examples
from nanotile.ir.parser import parse_module

GEMM = examples()["gemm_sm100"]
TM = "tensor<128x128xf32, #nv_tileas.tmem>"

CASES = [
    ("tag_disagrees_with_type",
     'src_space = #nv_tileas.memory_space<tmem>}> : (tensor<128x128xf32, #nv_tileas.tmem>) ->',
     'src_space = #nv_tileas.memory_space<shared>}> : (tensor<128x128xf32, #nv_tileas.tmem>) ->',
     "'nv_tileas.copy' source tensor<128x128xf32, #nv_tileas.tmem> is in tmem, but its tag says shared (2)"),
    ("umma_with_register_accumulator", "atom = #nv_tileas.atom<umma>", "atom = #nv_tileas.atom<wgmma>",
     f"'nv_tileas.dot' with atom wgmma needs a register accumulator, got {TM}"),
    ("plain_release_of_an_umma_stage", '"nv_tileas.async.pipeline.consumer_release"(%ctok) {umma}',
     '"nv_tileas.async.pipeline.consumer_release"(%ctok)',
     "'nv_tileas.async.pipeline.consumer_release' of a stage read by tcgen05.mma is a {umma} release "
     "(a tcgen05.commit onto the empty barrier), and only such a stage's"),
    ("commit_release_counts_one_arrival", "consumer_arrivals = 1 : i32", "consumer_arrivals = 128 : i32",
     "'nv_tileas.async.pipeline.create_pipeline' released by tcgen05.commit takes 1 consumer arrival, got 128"),
    ("alloc_rows", "tensor<128x128xf32", "tensor<64x128xf32",
     "'nv_tileas.alloc_tmem' result: a tensor-memory tile has 128 rows (one per TMEM lane), got "
     "tensor<64x128xf32, #nv_tileas.tmem>"),
]


@pytest.mark.parametrize(("name", "old", "new", "message"), CASES, ids=[c[0] for c in CASES])
def test_rule(name: str, old: str, new: str, message: str) -> None:
    assert tileas.check(parse_module(GEMM)) == ()
    assert old in GEMM
    text = GEMM.replace(old, new) if name == "alloc_rows" else GEMM.replace(old, new, 1)
    diags = tileas.check(parse_module(text))
    assert message in [d.message for d in diags]


def test_allocations_fit_512_columns() -> None:
    text = GEMM.replace(
        '    %acc = "nv_tileas.alloc_tmem"() : () -> tensor<128x128xf32, #nv_tileas.tmem>\n',
        '    %acc = "nv_tileas.alloc_tmem"() : () -> tensor<128x128xf32, #nv_tileas.tmem>\n'
        '    %big = "nv_tileas.alloc_tmem"() : () -> tensor<128x400xf32, #nv_tileas.tmem>\n')
    (d,) = tileas.check(parse_module(text))
    assert d.message == "tensor memory allocations need 640 columns; a CTA has 512"
    assert (d.loc.line, d.loc.col) == (34, 5)
