"""lower_tma_load_store_to_async: snapshots, checker, purity, and each phase's rule."""

from __future__ import annotations

from typing import Any

import pytest

from conftest import snapshot
from nanotile.checkers import tileas as in_checker
from nanotile.checkers import tileas_tma as out_checker
from nanotile.cli import examples
from nanotile.ir.attributes import DictAttr, IntegerAttr, StringAttr
from nanotile.ir.core import Block, Module, Region, Value, walk
from nanotile.ir.diagnostics import DiagnosticError
from nanotile.ir.parser import parse_module, parse_type
from nanotile.ir.printer import print_module
from nanotile.ir.types import I32, FunctionType
from nanotile.languages import tileas as A
from nanotile.languages import tileas_tma as B
from nanotile.passes.lower_tma_load_store_to_async import TmaOptions, lower_tma_load_store_to_async

import nanotile.pipeline  # noqa: F401

# -- a hand-built tileas module: a 64x64 f16 tile loaded from one view and stored to another, both
# with allow_tma and a TMA atom

TILE_PTR, VIEW_T = parse_type("!nv_tileaa.ptr<f16>"), parse_type("memref<?x?xf16, 1>")
TILE_T, DESC_T = parse_type("tensor<64x64xf16, #nv_tileas.smem<swizzle = 128>>"), parse_type(
    "!nv_tileas.tma_desc<tensor<64x64xf16>>")
SRC, DST, M, N, R, C = (Value("src", TILE_PTR), Value("dst", TILE_PTR), Value("m", I32), Value("n", I32),
                        Value("r", I32), Value("c", I32))
VS, VD, T = Value("vs", VIEW_T), Value("vd", VIEW_T), Value("t", TILE_T)
VIEWS = (A.MakeMemref(VS, SRC, (M, N)), A.MakeMemref(VD, DST, (M, N)))
ATTRS = DictAttr.of(("nv_tileaa.compute_capability", IntegerAttr(90, I32)),
                    ("nv_tileaa.target_spec", StringAttr("sm_90a")))


def copy_kernel(load_atom: A.Atom = A.Atom.TMA_LOAD) -> Module[Any]:
    ops = VIEWS + (A.TiledLoad((T,), VS, (R, C), (), None, load_atom, True),
                   A.TiledStore((), VD, T, (R, C), (), None, A.Atom.TMA_STORE, True), A.TileReturn(()))
    f = A.TileFunc("k", FunctionType((TILE_PTR, TILE_PTR, I32, I32, I32, I32), ()),
                   Region((Block("", (SRC, DST, M, N, R, C), ops),)), A.KernelSpec(4))
    return Module((f,), ATTRS)


def func_body(m: Module[Any]) -> tuple[Any, ...]:
    f = m.ops[0]
    assert isinstance(f, A.TileFunc)
    return f.body.blocks[0].ops


def test_typed_snapshot_load_and_store() -> None:
    m = copy_kernel()
    assert in_checker.check(m) == ()
    out = lower_tma_load_store_to_async(m, TmaOptions())
    assert out_checker.check(out) == ()
    d0, d2, bar = Value("tma_desc0", DESC_T), Value("tma_desc2", DESC_T), Value("mbar1", parse_type("!nv_tileas.mbarrier"))
    assert func_body(out) == VIEWS + (
        # the load: its descriptor (tmaIdx 0), a barrier of its own, the async load of 64*64*2 bytes, the wait
        B.MakeTiledTmaDesc(d0, VS, (64, 64), "tiled", 128, 0),
        B.AllocMBarrier(bar), B.MBarrierInit(bar, 1),
        B.AsyncTiledTmaLoad(T, d0, bar, (R, C), 0, 8192), B.MBarrierWait(bar, 0),
        # the store: its descriptor (tmaIdx 1) and the async store, waited for where it is
        B.MakeTiledTmaDesc(d2, VD, (64, 64), "tiled", 128, 1),
        B.AsyncTiledTmaStore(d2, T, (R, C), 1),
        A.TileReturn(()))
    assert out.attrs == ATTRS


def test_typed_snapshot_delayed_store_wait() -> None:
    out = lower_tma_load_store_to_async(copy_kernel(), TmaOptions(delay_store_wait=True))
    assert func_body(out)[-2] == B.AsyncTiledTmaStore(Value("tma_desc2", DESC_T), T, (R, C), 1, True)


def test_a_non_tma_atom_is_left_alone_and_shared() -> None:
    m = copy_kernel(A.Atom.LDG)
    out = lower_tma_load_store_to_async(m, TmaOptions())
    assert func_body(out)[2] is func_body(m)[2]


def test_hand_built_text_snapshot() -> None:
    snapshot("lower_tma_load_store_to_async.small.mlir",
             print_module(lower_tma_load_store_to_async(copy_kernel(), TmaOptions())))


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
