"""attach_tma_descriptor_args: descriptor args, counts, launch metadata, capture-walk errors."""

from __future__ import annotations

from typing import Any

import pytest

from conftest import snapshot
from nanotile.checkers import tileas_abi as out_checker
from nanotile.checkers import tileas_tma as in_checker
from nanotile.cli import examples
from nanotile.ir.attributes import ArrayAttr, DictAttr, IntegerAttr, StringAttr, UnitAttr
from nanotile.ir.core import Block, Module, Region, Value, walk
from nanotile.ir.diagnostics import DiagnosticError
from nanotile.ir.parser import parse_module, parse_type
from nanotile.ir.printer import print_module
from nanotile.ir.types import I32, FunctionType
from nanotile.languages import tileas as A
from nanotile.languages import tileas_tma as B
from nanotile.passes.attach_tma_descriptor_args import attach_tma_descriptor_args
from nanotile.passes.lower_tma_load_store_to_async import lower_tma_load_store_to_async

import nanotile.pipeline  # noqa: F401

# -- a hand-built tileas_tma module: a TMA load (descriptor 0, on an mbarrier) and a TMA store
# (descriptor 1) of a 64x64 f16 tile

TILE_PTR, VIEW_T = parse_type("!nv_tileaa.ptr<f16>"), parse_type("memref<?x?xf16, 1>")
TILE_T, DESC_T = parse_type("tensor<64x64xf16, #nv_tileas.smem<swizzle = 128>>"), parse_type(
    "!nv_tileas.tma_desc<tensor<64x64xf16>>")
SRC, DST, M, N, R, C = (Value("src", TILE_PTR), Value("dst", TILE_PTR), Value("m", I32), Value("n", I32),
                        Value("r", I32), Value("c", I32))
VS, VD, T = Value("vs", VIEW_T), Value("vd", VIEW_T), Value("t", TILE_T)
D0, D1, BAR = Value("d0", DESC_T), Value("d1", DESC_T), Value("bar", parse_type("!nv_tileas.mbarrier"))
VIEWS = (A.MakeMemref(VS, SRC, (M, N)), A.MakeMemref(VD, DST, (M, N)))
TRANSFERS = (B.AllocMBarrier(BAR), B.MBarrierInit(BAR, 1), B.AsyncTiledTmaLoad(T, D0, BAR, (R, C), 0, 8192),
             B.MBarrierWait(BAR, 0), B.AsyncTiledTmaStore(D1, T, (R, C), 1), A.TileReturn(()))
ATTRS = DictAttr.of(("nv_tileaa.compute_capability", IntegerAttr(90, I32)),
                    ("nv_tileaa.target_spec", StringAttr("sm_90a")))
ARGS = (SRC, DST, M, N, R, C)
HAND_BUILT: Module[Any] = Module((A.TileFunc(
    "k", FunctionType(tuple(a.type for a in ARGS), ()),
    Region((Block("", ARGS, VIEWS + (B.MakeTiledTmaDesc(D0, VS, (64, 64), "tiled", 128, 0),
                                     B.MakeTiledTmaDesc(D1, VD, (64, 64), "tiled", 128, 1)) + TRANSFERS),)),
    A.KernelSpec(4)),), ATTRS)


def test_typed_snapshot() -> None:
    assert in_checker.check(HAND_BUILT) == ()
    out = attach_tma_descriptor_args(HAND_BUILT)
    assert out_checker.check(out) == ()
    no, grid_constant = DictAttr.of(), DictAttr.of(("cute_nvgpu.grid_constant", UnitAttr()))
    # the binds go; each descriptor is a trailing grid-constant argument under its name
    assert out.ops == (A.TileFunc(
        "k", FunctionType(tuple(a.type for a in ARGS) + (DESC_T, DESC_T), ()),
        Region((Block("", ARGS + (D0, D1), VIEWS + TRANSFERS),)), A.KernelSpec(4),
        arg_attrs=(no,) * 6 + (grid_constant, grid_constant), num_host_tmas=2, num_device_tmas=0),)
    # the launch metadata: which argument holds each descriptor, and what it describes
    assert out.attrs.remove("nanotile.tma_descriptors") == ATTRS
    # (a dictionary prints its entries sorted by name, as mlir-opt does)
    assert str(out.attrs.get("nanotile.tma_descriptors")) == (
        '[{arg = 6 : i32, base_arg = 0 : i32, box = array<i64: 64, 64>, dims = [{arg = 2 : i32}, '
        '{arg = 3 : i32}], element_type = f16, function = "k", mode = "tiled", swizzle = 128 : i32, tmaIdx = 0 : i32}, '
        '{arg = 7 : i32, base_arg = 1 : i32, box = array<i64: 64, 64>, dims = [{arg = 2 : i32}, '
        '{arg = 3 : i32}], element_type = f16, function = "k", mode = "tiled", swizzle = 128 : i32, tmaIdx = 1 : i32}]')


def test_hand_built_input_not_mutated_untouched_ops_shared_deterministic() -> None:
    text = print_module(HAND_BUILT)
    out = attach_tma_descriptor_args(HAND_BUILT)
    assert print_module(HAND_BUILT) == text and attach_tma_descriptor_args(HAND_BUILT) == out
    f = out.ops[0]
    assert isinstance(f, A.TileFunc) and all(a is b for a, b in zip(f.body.blocks[0].ops, VIEWS))


def test_hand_built_text_snapshot() -> None:
    snapshot("attach_tma_descriptor_args.small.mlir", print_module(attach_tma_descriptor_args(HAND_BUILT)))


def run(text: str, name: str = "k.mlir") -> Any:
    return attach_tma_descriptor_args(lower_tma_load_store_to_async(parse_module(text, name)))


@pytest.mark.parametrize("name", ["tma_copy", "gemm_sm90"])
def test_snapshot_and_checker(name: str) -> None:
    out = run(examples()[name], f"{name}.mlir")
    assert out_checker.check(out) == ()
    snapshot(f"attach_tma_descriptor_args.{name}.mlir", print_module(out))


def test_descriptors_become_trailing_grid_constant_args() -> None:
    out = run(examples()["gemm_sm90"])
    f = out.ops[0]
    assert isinstance(f, A.TileFunc)
    args = f.body.blocks[0].args
    assert [a.name for a in args[-2:]] == ["tma_desc0", "tma_desc1"]
    assert all(isinstance(d.get("cute_nvgpu.grid_constant"), UnitAttr) for d in f.arg_attrs[-2:])
    assert all(d == DictAttr.of() for d in f.arg_attrs[:-2])
    assert (f.num_host_tmas, f.num_device_tmas) == (2, 0)
    assert not any(isinstance(o, B.MakeTiledTmaDesc) for o in walk(out.ops))


def test_launch_metadata_in_tma_idx_order() -> None:
    out = run(examples()["gemm_sm90"])
    meta = out.attrs.get("nanotile.tma_descriptors")
    assert isinstance(meta, ArrayAttr)
    first = meta.elements[0]
    assert isinstance(first, DictAttr)
    assert str(first) == ('{arg = 6 : i32, base_arg = 0 : i32, box = array<i64: 128, 16>, '
                          'dims = [{arg = 3 : i32}, {arg = 5 : i32}], element_type = f16, function = "gemm_sm90", '
                          'mode = "tiled", swizzle = 32 : i32, tmaIdx = 0 : i32}')


def test_functions_without_tma_keep_their_signature() -> None:
    out = run(examples()["vector_add"])
    f = out.ops[0]
    assert isinstance(f, A.TileFunc) and f.num_host_tmas is None and f.arg_attrs == ()


def test_a_computed_size_is_not_capturable() -> None:
    text = examples()["tma_copy"].replace(
        '%vs = "nv_tileaa.make_memref"(%src, %m, %n)', '%vs = "nv_tileaa.make_memref"(%src, %row, %n)')
    with pytest.raises(DiagnosticError) as e:
        run(text)
    d = e.value.diagnostics[0]
    assert d.message == ("values depended by MakeTiledTMADescOp are not supportedbecause the size %row "
                         "comes from arith.muli, not a kernel argument or constant")
    assert (d.loc.line, d.loc.col) == (13, 5)
