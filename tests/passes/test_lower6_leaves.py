"""The early tile passes' leaf sets (``_LEFT``, tested by class before their ``match``): each holds only
ops of both the pass's source and target language, none holding a region (a kept leaf is never
entered), none of a class the pass rewrites; and the census shortcuts still find the ops they
stand in for (a descriptor bind left to convert_func_to_llvm, a tiled_atomic_rmw)."""

from __future__ import annotations

from types import ModuleType
from typing import Any

import pytest

from nanotile.cli import examples
from nanotile.ir.core import Module, region_names, walk
from nanotile.ir.diagnostics import DiagnosticError
from nanotile.ir.parser import parse_module
from nanotile.languages import llfunc, smem, tileas, tileas_abi, tileas_tma, tileas_tmem
from nanotile.passes import (
    attach_tma_descriptor_args as attach, convert_func_to_llvm as convert, legalize_tmem_copy as legalize,
    lower_tma_load_store_to_async as tma_async, synthesize_global_smem as synth,
)
from nanotile import pipeline

CASES: list[tuple[ModuleType, ModuleType, ModuleType, frozenset[type]]] = [
    (tma_async, tileas, tileas_tma, frozenset({tileas.TiledLoad, tileas.TiledStore, tileas.Copy})),
    (attach, tileas_tma, tileas_abi, frozenset({tileas_tma.MakeTiledTmaDesc})),
    (legalize, tileas_abi, tileas_tmem, frozenset({tileas.Copy})),
    (convert, tileas_tmem, llfunc, frozenset({tileas.TileReturn, tileas.Copy})),
    (synth, llfunc, smem, frozenset({tileas.CreatePipeline, tileas_tma.AllocMBarrier, tileas.AllocTmem,
                                     tileas.AllocTensor, tileas_tma.AsyncTiledTmaLoad})),
]


@pytest.mark.parametrize("mod, src, dst, rewritten", CASES, ids=lambda c: getattr(c, "__name__", ""))
def test_leaves_are_leaves_of_both_languages(mod: ModuleType, src: ModuleType, dst: ModuleType,
                                             rewritten: frozenset[type]) -> None:
    left: frozenset[type] = mod._LEFT
    assert left <= set(src.OPS) & set(dst.OPS)
    assert not [c for c in left if region_names(c)]
    assert not left & rewritten
    for c in left:
        assert mod._left(object.__new__(c))
    assert not mod._left(object())


def _stage_input(name: str) -> Module[Any]:
    m = parse_module(examples()["gemm_sm90"])
    for st in pipeline.STAGES:
        if st.name == name:
            return m
        m = st.run(m)
    raise AssertionError(name)


def test_convert_still_rejects_a_descriptor_bind_left() -> None:
    """A module whose descriptor binds attach_tma_descriptor_args did not take: the census finds them."""
    m = _stage_input("attach-tma-descriptor-args")
    assert any(isinstance(o, tileas_tma.MakeTiledTmaDesc) for o in walk(m.ops))
    with pytest.raises(DiagnosticError, match="expect lower MakeTiledTMADescOp"):
        convert.convert_func_to_llvm(m)


def test_unchanged_module_is_returned_as_it_came() -> None:
    """Each pass run again on its own output (nothing left to rewrite) returns every function as it came."""
    m = _stage_input("tileas-legalize-tmem-copy")
    again = legalize.legalize_tmem_copy(m)
    assert again.ops[0] is m.ops[0]


def _input_of(example: str, name: str) -> Module[Any]:
    m = parse_module(examples()[example])
    for st in pipeline.STAGES:
        if st.name == name:
            return m
        m = st.run(m)
    raise AssertionError(name)


def test_long_blocks_lower_as_short_ones(monkeypatch: pytest.MonkeyPatch) -> None:
    """The driver's long-block path (``Lowering._long_ops``) gives what the op-by-op loop gives, for every
    body lowering of gemm_sm90 (a 364-op consumer block) and gemm_sm100."""
    from nanotile.ir.printer import print_module
    from nanotile.lowering import conversion
    for example in ("gemm_sm90", "gemm_sm100"):
        for st in pipeline.STAGES:
            if st.name not in ("lower-wgmma", "lower-pipeline-tokens", "lower-arith", "lower-tcgen05"):
                continue
            m = _input_of(example, st.name)
            fast = print_module(st.run(m))
            monkeypatch.setattr(conversion, "_LONG_BLOCK", 10 ** 9)
            slow = print_module(st.run(m))
            monkeypatch.undo()
            assert fast == slow, (example, st.name)


def test_lower_tma_skips_stage_loads_only() -> None:
    """lower_tma leaves a function's loads unvisited only where each fills a pipeline stage."""
    from nanotile.languages import llvm as LL
    from nanotile.passes import lower_tma
    sm90 = _input_of("gemm_sm90", "lower-tma")
    f = next(o for o in sm90.ops if isinstance(o, LL.LLVMFunc))
    assert lower_tma.rewrites(f) == lower_tma.CLASSES - {tileas_tma.AsyncTiledTmaLoad}
    copy = _input_of("tma_copy", "lower-tma")
    g = next(o for o in copy.ops if isinstance(o, LL.LLVMFunc))
    assert lower_tma.rewrites(g) == lower_tma.CLASSES


def test_has_umma_finds_a_nested_umma_dot() -> None:
    """lower_tcgen05's dot scan: a umma dot nested in gemm_sm100's agents is found; gemm_sm90 has none."""
    from nanotile.languages import llvm as LL
    from nanotile.lowering import tcgen05
    for example, want in (("gemm_sm100", True), ("gemm_sm90", False)):
        m = _input_of(example, "lower-tcgen05")
        f = next(o for o in m.ops if isinstance(o, LL.LLVMFunc))
        assert any(tcgen05.has_umma_dot(b.ops) for b in f.body.blocks) is want, example
