"""lower_tma_load_store_to_async: snapshots, checker, purity, and each phase's rule."""

from __future__ import annotations

from typing import Any

import pytest

from conftest import snapshot
from nanotile.checkers import tileas_tma as out_checker
from nanotile.cli import examples
from nanotile.ir.core import walk
from nanotile.ir.diagnostics import DiagnosticError
from nanotile.ir.parser import parse_module
from nanotile.ir.printer import print_module
from nanotile.languages import tileas_tma as B
from nanotile.passes.lower_tma_load_store_to_async import TmaOptions, lower_tma_load_store_to_async

import nanotile.pipeline  # noqa: F401


def ex(name: str) -> Any:
    return parse_module(examples()[name], f"{name}.mlir")


@pytest.mark.parametrize("name", ["tma_copy", "gemm_sm90"])
def test_snapshot_and_checker(name: str) -> None:
    out = lower_tma_load_store_to_async(ex(name))
    assert out_checker.check(out) == ()
    snapshot(f"lower_tma_load_store_to_async.{name}.mlir", print_module(out))


def test_typed_result_of_tma_copy() -> None:
    out = lower_tma_load_store_to_async(ex("tma_copy"))
    kinds = [type(o).__name__ for o in walk(out.ops) if isinstance(o, (
        B.MakeTiledTmaDesc, B.AsyncTiledTmaLoad, B.AsyncTiledTmaStore, B.AllocMBarrier, B.MBarrierInit,
        B.MBarrierWait))]
    assert kinds == ["MakeTiledTmaDesc", "AllocMBarrier", "MBarrierInit", "AsyncTiledTmaLoad", "MBarrierWait",
                     "MakeTiledTmaDesc", "AsyncTiledTmaStore"]
    load = next(o for o in walk(out.ops) if isinstance(o, B.AsyncTiledTmaLoad))
    assert (load.tma_idx, load.tx_count) == (0, 64 * 64 * 2)
    store = next(o for o in walk(out.ops) if isinstance(o, B.AsyncTiledTmaStore))
    assert store.tma_idx == 1 and store.delay_wait is False


def test_loads_in_a_producer_stage_wait_on_the_stage() -> None:
    out = lower_tma_load_store_to_async(ex("gemm_sm90"))
    loads = [o for o in walk(out.ops) if isinstance(o, B.AsyncTiledTmaLoad)]
    assert [ld.tma_idx for ld in loads] == [0, 1]
    assert all(ld.mbarrier.name == "ptok" for ld in loads)
    assert not any(isinstance(o, B.AllocMBarrier) for o in walk(out.ops))


def test_no_mutation_and_determinism() -> None:
    m = ex("gemm_sm90")
    before = print_module(m, debuginfo=True)
    a = lower_tma_load_store_to_async(m)
    b = lower_tma_load_store_to_async(m)
    assert print_module(m, debuginfo=True) == before
    assert a == b and print_module(a) == print_module(b)


def test_functions_without_tma_are_shared_untouched() -> None:
    m = ex("vector_add")
    out = lower_tma_load_store_to_async(m)
    assert out.ops[0] is m.ops[0]


def test_kernel_spec_gate() -> None:
    text = examples()["tma_copy"].replace(
        " {nv_tileaa.kernel_spec = #nv_tileaa.kernel_spec<num_warps = 4, cluster = 1x1x1>}", "")
    with pytest.raises(DiagnosticError) as e:
        lower_tma_load_store_to_async(parse_module(text, "k.mlir"))
    d = e.value.diagnostics[0]
    assert d.message == "LowerTMALoadStoreToAsync: missing or invalid KernelSpecAttr on function"
    assert (d.loc.line, d.loc.col) == (4, 3)


def test_eligibility_needs_allow_tma_or_the_environment_switch() -> None:
    text = examples()["tma_copy"].replace(" {allow_tma}", "")
    m = parse_module(text, "k.mlir")
    with pytest.raises(DiagnosticError) as e:
        lower_tma_load_store_to_async(m)
    assert "TILEIR_PREFER_TMA_FOR_LOAD_STORE" in e.value.diagnostics[0].message
    out = lower_tma_load_store_to_async(m, TmaOptions(prefer_tma=True))
    assert out_checker.check(out) == ()


def test_delayed_store_wait_is_recorded() -> None:
    out = lower_tma_load_store_to_async(ex("tma_copy"), TmaOptions(delay_store_wait=True))
    store = next(o for o in walk(out.ops) if isinstance(o, B.AsyncTiledTmaStore))
    assert store.delay_wait is True


def test_options_from_environment() -> None:
    assert TmaOptions.from_env({}) == TmaOptions()
    assert TmaOptions.from_env({"TILEIR_PREFER_TMA_FOR_LOAD_STORE": "1",
                                "TILEIR_DELAY_TMA_STORE_WAIT": "0"}) == TmaOptions(True, False)
