"""attach_tma_descriptor_args: descriptor args, counts, launch metadata, capture-walk errors."""

from __future__ import annotations

from typing import Any

import pytest

from conftest import snapshot
from nanotile.checkers import tileas_abi as out_checker
from nanotile.cli import examples
from nanotile.ir.attributes import ArrayAttr, DictAttr, UnitAttr
from nanotile.ir.core import walk
from nanotile.ir.diagnostics import DiagnosticError
from nanotile.ir.parser import parse_module
from nanotile.ir.printer import print_module
from nanotile.languages import tileas as A
from nanotile.languages import tileas_tma as B
from nanotile.passes.attach_tma_descriptor_args import attach_tma_descriptor_args
from nanotile.passes.lower_tma_load_store_to_async import lower_tma_load_store_to_async

import nanotile.pipeline  # noqa: F401


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
    assert all(d.entries == () for d in f.arg_attrs[:-2])
    assert (f.num_host_tmas, f.num_device_tmas) == (2, 0)
    assert not any(isinstance(o, B.MakeTiledTmaDesc) for o in walk(out.ops))


def test_launch_metadata_in_tma_idx_order() -> None:
    out = run(examples()["gemm_sm90"])
    meta = out.attrs.get("nanotile.tma_descriptors")
    assert isinstance(meta, ArrayAttr)
    first = meta.elements[0]
    assert isinstance(first, DictAttr)
    assert str(first) == ('{tmaIdx = 0 : i32, function = "gemm_sm90", arg = 6 : i32, base_arg = 0 : i32, '
                          'dims = [{arg = 3 : i32}, {arg = 5 : i32}], box = array<i64: 128, 16>, '
                          'element_type = f16, swizzle = 32 : i32, mode = "tiled"}')


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
