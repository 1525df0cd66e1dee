"""synthesize_global_smem: every shared buffer and barrier gets its offset in one @global_smem, laid
out per kernel from offset 0; the global is as large as the largest kernel's arena (rounded up to 16)
and exists only when some kernel carves from it."""

from __future__ import annotations

from typing import Any

import pytest

from conftest import snapshot
from nanotile import pipeline
from nanotile.checkers.lowered import check_llfunc, check_smem
from nanotile.cli import examples
from nanotile.ir.attributes import DialectAttr, DictAttr, IntegerAttr, StringAttr
from nanotile.ir.core import Block, Module, Region, Value, walk
from nanotile.ir.diagnostics import DiagnosticError
from nanotile.ir.parser import parse_module
from nanotile.ir.printer import print_module
from nanotile.ir.types import (
    F32, I1, I8, I32, DialectType, LLVMArrayType, LLVMFunctionType, LLVMVoidType, TensorType,
)
from nanotile.languages import llvm as LL
from nanotile.languages import tileas as A
from nanotile.languages import tileas_tma as B
from nanotile.languages.structured import Constant, ScfIf, ScfYield
from nanotile.lowering.tiles import TILE_ALIGN
from nanotile.passes.synthesize_global_smem import synthesize_global_smem

MBAR = DialectType("nv_tileas", "mbarrier", ())
TMEM = TensorType((128, 64), F32, DialectAttr("nv_tileas", "tmem", ()))
TARGET = DictAttr.of(("nv_tileaa.compute_capability", IntegerAttr(100, I32)),
                     ("nv_tileaa.target_spec", StringAttr("sm_100a")))


def bar(name: str) -> Value:
    return Value(name, MBAR)


def func(name: str, *ops: Any) -> LL.LLVMFunc[Any]:
    ft = LLVMFunctionType(LLVMVoidType(), ())
    body = Region((Block("", (), ops + (LL.LLVMReturn(()),)),))
    return LL.LLVMFunc(name, ft, body, kernel=True, reqntid=(128, 1, 1), minctasm=1)


def module(*funcs: LL.LLVMFunc[Any], attrs: DictAttr = TARGET) -> Module[Any]:
    return Module(funcs, attrs)


def body_ops(f: Any) -> tuple[Any, ...]:
    assert isinstance(f, LL.LLVMFunc)
    return f.body.blocks[0].ops


COND = Value("p", I1)


def then_region(*ops: Any) -> Region[Any]:
    return Region((Block("", (), ops + (ScfYield(()),)),))


# k1: a barrier, a TMEM slot, and a barrier nested in an scf.if; k2: one barrier.
K1 = func("k1", B.AllocMBarrier(bar("b0"), None), A.AllocTmem(Value("t", TMEM), None),
          Constant(COND, IntegerAttr(1, I1)),
          ScfIf((), COND, then_region(B.AllocMBarrier(bar("b1"), None)), then_region()))
K2 = func("k2", B.AllocMBarrier(bar("b2"), None))
INPUT = module(K1, K2)


def test_offsets_and_the_global() -> None:
    assert check_llfunc(INPUT) == ()
    out = synthesize_global_smem(INPUT)
    assert check_smem(out) == ()
    glob, k1, k2 = out.ops
    # k1: barrier 0..8, TMEM slot 8..24 (8-aligned), nested barrier 24..32 -> 32; k2 alone: 16.
    # No tile lives in the arena, so 16-byte alignment; the global covers the larger kernel.
    assert glob == LL.Global("global_smem", LLVMArrayType(32, I8), "internal", 3, 16, None, INPUT.loc)
    assert body_ops(k1) == (
        B.AllocMBarrier(bar("b0"), 0), A.AllocTmem(Value("t", TMEM), 8),
        Constant(COND, IntegerAttr(1, I1)),
        ScfIf((), COND, then_region(B.AllocMBarrier(bar("b1"), 24)), then_region()),
        LL.LLVMReturn(()))
    assert body_ops(k2) == (B.AllocMBarrier(bar("b2"), 0), LL.LLVMReturn(()))
    assert out.attrs == INPUT.attrs


def test_no_arena_no_global() -> None:
    m = module(func("k", Constant(COND, IntegerAttr(0, I1))))
    out = synthesize_global_smem(m)
    assert check_smem(out) == ()
    assert out == m  # nothing to carve: no global, the function unchanged


def test_tiles_align_the_arena_to_1024() -> None:
    """tma_copy's standalone TMA load takes a tile from the arena: the global is 1024-aligned and
    the tile's offset is a multiple of 1024."""
    m = parse_module(examples()["tma_copy"], "tma_copy.mlir")
    for st in pipeline.STAGES:
        if st.name == "synthesize-global-smem":
            break
        m = st.run(m)
    out = synthesize_global_smem(m)
    assert check_smem(out) == ()
    glob = out.ops[0]
    assert isinstance(glob, LL.Global) and glob.alignment == TILE_ALIGN
    loads = [o for o in walk(out.ops) if isinstance(o, B.AsyncTiledTmaLoad)]
    assert loads and all(o.smem_offset is not None and o.smem_offset % TILE_ALIGN == 0 for o in loads)
    barriers = [o for o in walk(out.ops) if isinstance(o, B.AllocMBarrier)]
    assert barriers and all(o.smem_offset is not None for o in barriers)
    assert isinstance(glob.global_type, LLVMArrayType) and glob.global_type.size % 16 == 0


def test_input_not_mutated_and_deterministic() -> None:
    before = print_module(INPUT, debuginfo=True)
    first = synthesize_global_smem(INPUT)
    assert print_module(INPUT, debuginfo=True) == before
    assert synthesize_global_smem(INPUT) == first
    assert print_module(synthesize_global_smem(INPUT)) == print_module(first)


def test_missing_target_is_the_spec_error() -> None:
    with pytest.raises(DiagnosticError, match="Failed to get ComputeCapability"):
        synthesize_global_smem(module(K2, attrs=DictAttr.of()))


def test_smem_checker_rejects_an_uncarved_barrier() -> None:
    # the oracle can say no: the input itself (no offsets, no global) is not valid smem
    assert check_smem(INPUT) != ()


def test_text_snapshot() -> None:
    snapshot("synthesize_global_smem.small.mlir", print_module(synthesize_global_smem(INPUT)))


def test_smem_checker_rejects_a_tile_in_a_16_aligned_arena() -> None:
    m = parse_module(examples()["tma_copy"], "tma_copy.mlir")
    for st in pipeline.STAGES:
        if st.name == "synthesize-global-smem":
            break
        m = st.run(m)
    out = synthesize_global_smem(m)
    glob = out.ops[0]
    assert isinstance(glob, LL.Global)
    bad = Module((LL.Global(glob.sym_name, glob.global_type, glob.linkage, glob.addr_space, 16, None, glob.loc),
                  *out.ops[1:]), out.attrs, out.loc)
    assert any("must then be aligned to 1024" in d.message for d in check_smem(bad))
