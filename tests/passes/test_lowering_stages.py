"""Every stage from convert-func-to-llvm to cute-kernel-to-nvvm, on every example:
output checker, reviewed snapshot (tma_copy), no mutation, determinism."""

from __future__ import annotations

from typing import Any

import pytest

from conftest import snapshot, stage_inputs
from nanotile import pipeline
from nanotile.ir.core import walk
from nanotile.ir.parser import parse_module
from nanotile.ir.printer import print_module
from nanotile.languages import llvm as LL

LOWERING = [st.name for st in pipeline.STAGES[2:]]
EXAMPLES = ["vector_add", "tma_copy", "gemm_sm90", "gemm_sm100"]


def stage_input(example: str, stage: str) -> Any:
    return stage_inputs(example)[stage]


def stage(name: str) -> pipeline.AnyStage:
    return next(s for s in pipeline.STAGES if s.name == name)


@pytest.mark.parametrize("example", EXAMPLES)
@pytest.mark.parametrize("name", LOWERING)
def test_output_checks_and_pass_is_pure(example: str, name: str) -> None:
    st = stage(name)
    before = stage_input(example, name)
    text_before = print_module(before, debuginfo=True)
    assert st.source.check(before) == ()
    out1 = st.run(before)
    out2 = st.run(before)
    assert st.target.check(out1) == ()
    assert out1 == out2, "not deterministic"
    assert print_module(out1, debuginfo=True) == print_module(out2, debuginfo=True)
    assert print_module(before, debuginfo=True) == text_before, "the input module changed"
    assert all(type(o) in st.target.ops for o in walk(out1.ops))


@pytest.mark.parametrize("name", LOWERING)
def test_snapshot_tma_copy(name: str) -> None:
    """Reviewed snapshots of each stage on tma_copy; the output language's checker runs too."""
    st = stage(name)
    out = st.run(stage_input("tma_copy", name))
    assert st.target.check(out) == ()
    snapshot(f"{name}.tma_copy.mlir", print_module(out))


def test_printed_output_reparses_to_the_same_module() -> None:
    for name in LOWERING:
        text = print_module(stage(name).run(stage_input("gemm_sm90", name)))
        parsed = parse_module(text)
        assert parse_module(text) == parsed
        assert print_module(parsed) == text


def test_final_language_has_no_casts_and_no_tile_ops() -> None:
    final = pipeline.STAGES[-1].run(stage_input("gemm_sm90", pipeline.STAGES[-1].name))
    assert all(LL.is_leaf(o) or isinstance(o, LL.LLVMFunc) for o in walk(final.ops))
    assert not any(isinstance(o, LL.UnrealizedCast) for o in walk(final.ops))


# Stages no shipped example changes have their own changed-input snapshot in their pass test module.
OWN_SNAPSHOT = {"tileas-legalize-tmem-copy": "test_legalize_tmem_copy.py (gemm_sm100)",
                "lower-tcgen05": "test_lower_tcgen05.py (gemm_sm100)",
                "plan-accumulators": "test_plan_accumulators.py (a live chain member)"}


@pytest.mark.parametrize("name", [n for n in LOWERING if n not in OWN_SNAPSHOT])
def test_snapshot_on_an_example_the_stage_changes(name: str) -> None:
    """Every stage has a reviewed snapshot on an input it actually changes: tma_copy where it does,
    else gemm_sm90 (the pipeline and WGMMA stages), else vector_add or gemm_sm100 (fold and cse after it:
    the lowerings build what fold made of tma_copy's and gemm_sm90's ops)."""
    st = stage(name)
    for example in ("tma_copy", "gemm_sm90", "vector_add", "gemm_sm100"):
        before = stage_input(example, name)
        out = st.run(before)
        if print_module(out) != print_module(before):
            break
    else:
        pytest.fail(f"{name} changes none of tma_copy, gemm_sm90, vector_add, gemm_sm100")
    assert st.target.check(out) == ()
    snapshot(f"{name}.{example}.mlir", print_module(out))


def _pass_modules() -> set[str]:
    """The modules of the pass functions the pipeline table uses (a stage's run, or what its driver calls)."""
    return {f.__module__ for f in vars(pipeline).values()
            if callable(f) and getattr(f, "__module__", "").startswith("nanotile.passes.")}


def test_passes_holds_only_passes() -> None:
    """Every module in nanotile/passes/ provides a pass the pipeline uses; helpers live in nanotile/lowering."""
    import pkgutil

    import nanotile.passes

    modules = {f"nanotile.passes.{m.name}" for m in pkgutil.iter_modules(nanotile.passes.__path__)}
    assert modules - _pass_modules() == set(), "not a pass: move it to nanotile/lowering/"
    assert {st.run.__module__ for st in pipeline.STAGES} <= modules | {"nanotile.pipeline"}
    # a helper module is not taken for a pass
    assert "nanotile.lowering.tcgen05" not in _pass_modules()


def test_fold_finds_nothing_to_rewrite_in_gemm_sm90() -> None:
    """The lowerings build what fold made of gemm_sm90's ops (the accumulator store's addresses and
    divisions, the view's fields, the pipeline's slot addresses, the warpgroup index, the descriptor's
    unit stride, the slice's zero offset): fold, and cse after it, return its module as it came."""
    m = stage_input("gemm_sm90", "fold")
    assert stage("fold").run(m) is m
    assert stage("cse-after-fold").run(m) is m
