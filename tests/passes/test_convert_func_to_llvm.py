"""convert_func_to_llvm: the kernel-attribute table row by row, the cluster gate, the return policy."""

from __future__ import annotations

from typing import Any

import pytest

from conftest import snapshot
from nanotile.checkers.lowered import check_llfunc
from nanotile.checkers.tileas_tmem import check as check_tileas_tmem
from nanotile.ir.attributes import DictAttr, IntegerAttr, StringAttr
from nanotile.ir.core import Block, Module, Region, Value
from nanotile.ir.diagnostics import DiagnosticError
from nanotile.ir.parser import parse_module, parse_type
from nanotile.ir.printer import print_module
from nanotile.ir.types import I32, FunctionType, LLVMFunctionType, LLVMPointerType, LLVMVoidType
from nanotile.languages import llvm as LL
from nanotile.languages import tileas as A
from nanotile.languages.structured import AddI
from nanotile.passes.convert_func_to_llvm import convert_func_to_llvm, maxnreg_for

import nanotile.pipeline  # noqa: F401

# -- a hand-built tileas_tmem module: a 4-warp kernel with a 2x1x1 cluster and occupancy 2 on
# sm_90a, and a plain function returning its argument

TILE_PTR = parse_type("!nv_tileaa.ptr<f32>")
P, N, S = Value("p", TILE_PTR), Value("n", I32), Value("s", I32)
BODY_OPS = (AddI(S, N, N),)
KERNEL = A.TileFunc("k", FunctionType((TILE_PTR, I32), ()),
                    Region((Block("", (P, N), BODY_OPS + (A.TileReturn(()),)),)), A.KernelSpec(4, (2, 1, 1)), 2)
PLAIN = A.TileFunc("h", FunctionType((I32,), (I32,)), Region((Block("", (N,), (A.TileReturn((N,)),)),)))
ATTRS = DictAttr.of(("nv_tileaa.compute_capability", IntegerAttr(90, I32)),
                    ("nv_tileaa.target_spec", StringAttr("sm_90a")))
HAND_BUILT: Module[Any] = Module((KERNEL, PLAIN), ATTRS)


def test_typed_snapshot() -> None:
    assert check_tileas_tmem(HAND_BUILT) == ()
    out = convert_func_to_llvm(HAND_BUILT)
    assert check_llfunc(out) == ()
    bare = Value("p_0", LLVMPointerType(1))
    assert out.ops == (
        # bare-pointer signature; the body sees its old argument under a cast; every row of the table:
        # cute.kernel, reqntid = 32 * 4, minctasm 1, maxnreg for occupancy 2 of 128 threads, the cluster
        LL.LLVMFunc("k", LLVMFunctionType(LLVMVoidType(), (LLVMPointerType(1), I32)),
                    Region((Block("", (bare, N), (LL.UnrealizedCast((P,), (bare,)), *BODY_OPS, LL.LLVMReturn(()))),)),
                    cute_kernel=True, reqntid=(128, 1, 1), minctasm=1, maxnreg=255, cluster_dim=(2, 1, 1),
                    blocks_are_clusters=True),
        # no kernel_spec: only the signature; the return keeps its value
        LL.LLVMFunc("h", LLVMFunctionType(I32, (I32,)), Region((Block("", (N,), (LL.LLVMReturn((N,)),)),))))
    assert out.attrs == ATTRS


def test_hand_built_input_is_not_mutated_untouched_ops_are_shared_and_deterministic() -> None:
    text = print_module(HAND_BUILT)
    out = convert_func_to_llvm(HAND_BUILT)
    assert print_module(HAND_BUILT) == text and convert_func_to_llvm(HAND_BUILT) == out
    k = out.ops[0]
    assert isinstance(k, LL.LLVMFunc) and k.body.blocks[0].ops[1] is BODY_OPS[0]


def test_text_snapshot() -> None:
    snapshot("convert_func_to_llvm.small.mlir", print_module(convert_func_to_llvm(HAND_BUILT)))


def module(*, cc: int | None = 90, spec: str | None = "sm_90a", kernel_spec: str | None =
           "#nv_tileaa.kernel_spec<num_warps = 4, cluster = 1x1x1>", occupancy: int | None = None,
           ret: str = '"nv_tileaa.return"() : () -> ()', result: str = "()") -> str:
    mattrs = []
    if cc is not None:
        mattrs.append(f"nv_tileaa.compute_capability = {cc} : i32")
    if spec is not None:
        mattrs.append(f'nv_tileaa.target_spec = "{spec}"')
    fattrs = []
    if kernel_spec is not None:
        fattrs.append(f"nv_tileaa.kernel_spec = {kernel_spec}")
    if occupancy is not None:
        fattrs.append(f"nv_tileaa.occupancy = {occupancy} : i32")
    fa = " {" + ", ".join(fattrs) + "}" if fattrs else ""
    return f"""module attributes {{{", ".join(mattrs)}}} {{
  "nv_tileaa.func"() <{{function_type = (!nv_tileaa.ptr<f32>, i32) -> {result}, sym_name = "k"}}> ({{
  ^bb0(%p: !nv_tileaa.ptr<f32>, %n: i32):
    {ret}
  }}){fa} : () -> ()
}}
"""


def convert(text: str) -> LL.LLVMFunc[Any]:
    out = convert_func_to_llvm(parse_module(text, "k.mlir"))
    diags = [d.message for d in check_llfunc(out)]
    # the sm_89 row tests the pass's compute-capability gate; the checkers know no sm_89 target
    assert diags == [] or diags == ["unknown target 'sm_89' in nv_tileaa.target_spec "
                                    "(known targets: sm_80, sm_90a, sm_100a)"], diags
    f = out.ops[0]
    assert isinstance(f, LL.LLVMFunc)
    return f


def test_row_kernel_spec_presence_gives_cute_kernel() -> None:
    assert convert(module()).cute_kernel
    assert not convert(module(kernel_spec=None)).cute_kernel


def test_row_reqntid_is_32_times_num_warps() -> None:
    f = convert(module(kernel_spec="#nv_tileaa.kernel_spec<num_warps = 12, cluster = 1x1x1>"))
    assert f.reqntid == (384, 1, 1)


@pytest.mark.parametrize("cc,spec,cluster,expect", [
    (90, "sm_90a", "2x1x1", (2, 1, 1)),      # SM > 89 and product > 1: transferred
    (90, "sm_90a", "1x2x2", (1, 2, 2)),
    (90, "sm_90a", "1x1x1", None),           # product 1: not transferred
    (89, "sm_89", "2x1x1", None),            # SM 89: not transferred
    (80, "sm_80", "4x1x1", None),
    (100, "sm_100a", "2x2x1", (2, 2, 1)),
])
def test_rows_cluster_dim_and_blocks_are_clusters_are_gated(cc: int, spec: str, cluster: str,
                                                            expect: tuple[int, ...] | None) -> None:
    f = convert(module(cc=cc, spec=spec, kernel_spec=f"#nv_tileaa.kernel_spec<num_warps = 4, cluster = {cluster}>"))
    assert f.cluster_dim == expect
    assert f.blocks_are_clusters == (expect is not None)


def test_row_minctasm_is_one() -> None:
    assert convert(module()).minctasm == 1


@pytest.mark.parametrize("occupancy,threads,want", [(1, 128, 255), (2, 128, 255), (4, 128, 128),
                                                    (2, 384, 80), (8, 256, 32)])
def test_row_maxnreg_from_occupancy(occupancy: int, threads: int, want: int) -> None:
    """65536 registers / (occupancy * threads), capped at 255, down to a multiple of 8."""
    assert maxnreg_for(occupancy, threads) == want
    warps = threads // 32
    f = convert(module(occupancy=occupancy, kernel_spec=f"#nv_tileaa.kernel_spec<num_warps = {warps}, cluster = 1x1x1>"))
    assert f.maxnreg == want


def test_row_maxnreg_absent_without_occupancy() -> None:
    assert convert(module()).maxnreg is None


def test_rows_compute_capability_and_target_spec_gate_the_transfer() -> None:
    """Without the module's target the function gets only the signature rewrite."""
    for text in (module(cc=None), module(spec=None), module(cc=None, spec=None)):
        f = convert(text)
        assert (f.cute_kernel, f.reqntid, f.minctasm, f.maxnreg, f.cluster_dim) == (False, None, None, None, None)
        assert f.function_type == LLVMFunctionType(LLVMVoidType(), (LLVMPointerType(1), I32))


def test_bare_pointer_signature_and_entry_casts() -> None:
    f = convert(module())
    assert f.function_type == LLVMFunctionType(LLVMVoidType(), (LLVMPointerType(1), I32))
    entry = f.body.blocks[0]
    assert [a.type for a in entry.args] == [LLVMPointerType(1), I32]
    cast = entry.ops[0]
    assert isinstance(cast, LL.UnrealizedCast) and cast.results[0].name == "p"


def test_kernel_return_with_operands_is_rejected() -> None:
    text = module(ret='"nv_tileaa.return"(%n) : (i32) -> ()', result="i32")
    with pytest.raises(DiagnosticError) as e:
        convert(text)
    d = e.value.diagnostics[0]
    assert d.message == "Kernel functions do not support return with operands"
    assert (d.loc.line, d.loc.col) == (4, 5)


def test_non_kernel_returns_its_value() -> None:
    f = convert(module(kernel_spec=None, ret='"nv_tileaa.return"(%n) : (i32) -> ()', result="i32"))
    ret = f.body.blocks[0].ops[-1]
    assert isinstance(ret, LL.LLVMReturn) and [v.name for v in ret.values] == ["n"]
    assert f.function_type.result == I32
