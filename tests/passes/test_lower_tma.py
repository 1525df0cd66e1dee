"""lower_tma: a TMA load on an mbarrier and a TMA store become nvvm bulk-tensor ops that one thread
issues; a stage load (its barrier a producer token) is left for lower_pipeline_tokens."""

from __future__ import annotations

from typing import Any

from conftest import snapshot, stage_inputs
from nanotile import pipeline
from nanotile.checkers.lowered import check_barriers, check_tma
from nanotile.ir.attributes import IntegerAttr
from nanotile.ir.core import Block, Module, Region, Value, walk
from nanotile.ir.parser import parse_type
from nanotile.ir.printer import print_module
from nanotile.ir.types import I1, I8, I32, PTR, LLVMArrayType, LLVMFunctionType, LLVMPointerType, LLVMVoidType
from nanotile.languages import llvm as LL
from nanotile.languages import tileas_tma as B
from nanotile.languages.structured import ScfIf, ScfYield
from nanotile.passes.lower_tma import lower_tma

# -- a hand-built kernel in the barriers language: one TMA load on an mbarrier, one TMA store

DESC_T = parse_type("!nv_tileas.tma_desc<tensor<64x64xf16>>")
ARENA = LL.Global("global_smem", LLVMArrayType(9216, I8), "internal", 3, 1024)
DIN, DOUT, ROW, COL = Value("din", PTR), Value("dout", PTR), Value("row", I32), Value("col", I32)
TID, SMEM = Value("tid", I32), Value("smem", LLVMPointerType(3))
LOAD_DESC, STORE_DESC = Value("ld", DESC_T), Value("sd", DESC_T)
BAR = Value("bar", parse_type("!nv_tileas.mbarrier"))
TILE = Value("t", parse_type("tensor<64x64xf16, #nv_tileas.smem<swizzle = 128>>"))
PROLOGUE = (LL.ThreadIdX(TID), LL.AddressOf(SMEM, "global_smem"),
            LL.UnrealizedCast((LOAD_DESC,), (DIN,)), LL.UnrealizedCast((STORE_DESC,), (DOUT,)),
            LL.UnrealizedCast((BAR,), (SMEM,)))
LOAD = B.AsyncTiledTmaLoad(TILE, LOAD_DESC, BAR, (ROW, COL), 0, 8192, 1024)


def kernel(*ops: Any) -> Module[Any]:
    ft = LLVMFunctionType(LLVMVoidType(), (PTR, PTR, I32, I32))
    body = Region((Block("", (DIN, DOUT, ROW, COL), PROLOGUE + ops + (LL.LLVMReturn(()),)),))
    return Module((ARENA, LL.LLVMFunc("k", ft, body, kernel=True, reqntid=(128, 1, 1), minctasm=1)))


def body_ops(m: Module[Any]) -> tuple[Any, ...]:
    f = m.ops[1]
    assert isinstance(f, LL.LLVMFunc)
    return f.body.blocks[0].ops


def i32(name: str) -> Value:
    return Value(name, I32)


def const(name: str, v: int) -> LL.LLVMConstant:
    return LL.LLVMConstant(i32(name), IntegerAttr(v, I32))


def on_thread_0(p: str, c: str, *ops: Any) -> tuple[Any, ...]:
    """``%c = 0; %p = tid == %c; scf.if %p { ops }``: the single-thread guard."""
    return (const(c, 0), LL.ICmp(Value(p, I1), TID, i32(c), LL.ICmpPredicate.EQ),
            ScfIf((), Value(p, I1), Region((Block("", (), ops + (ScfYield(()),)),)),
                  Region((Block("", (), (ScfYield(()),)),))))


def test_typed_snapshot_load_and_store() -> None:
    m = kernel(LOAD, B.AsyncTiledTmaStore(STORE_DESC, TILE, (ROW, COL), 1))
    assert check_barriers(m) == ()
    out = lower_tma(m)
    assert check_tma(out) == ()
    ld, sd = Value("ld_0", PTR), Value("sd_7", PTR)
    dst, bar = Value("a2", LLVMPointerType(3)), Value("bar_3", LLVMPointerType(3))
    assert out.ops[0] is ARENA
    assert body_ops(out) == PROLOGUE + (
        # load: the descriptor and barrier as llvm values, the destination at the arena + smem_offset
        LL.UnrealizedCast((ld,), (LOAD_DESC,)),
        const("c1", 1024), LL.GEP(dst, SMEM, (i32("c1"),), I8, (LL.DYNAMIC_INDEX,)),
        LL.UnrealizedCast((bar,), (BAR,)),
        # ... one thread arms the barrier with the tile's bytes and issues the copy, coordinates inner first
        *on_thread_0("p6", "c5", const("c4", 8192), LL.MBarrierArriveExpectTxShared(bar, i32("c4"), None),
                     LL.CpAsyncBulkTensorGlobalToShared(dst, ld, (COL, ROW), bar, (), None, None, None)),
        LL.UnrealizedCast((TILE,), (dst,)),          # the tile is its arena address, under its old name
        # store: one thread fences the async proxy, issues, commits and waits for the reads
        LL.UnrealizedCast((sd,), (STORE_DESC,)),
        *on_thread_0("p9", "c8", LL.FenceProxy("async.shared", "cta"),
                     LL.CpAsyncBulkTensorSharedToGlobal(sd, dst, (COL, ROW), None),
                     LL.CpAsyncBulkCommitGroup(), LL.CpAsyncBulkWaitGroup(0, True)),
        LL.LLVMReturn(()))


def test_typed_snapshot_delayed_store_wait_moves_before_the_return() -> None:
    out = lower_tma(kernel(LOAD, B.AsyncTiledTmaStore(STORE_DESC, TILE, (ROW, COL), 1, True)))
    assert check_tma(out) == ()
    ops = body_ops(out)
    sd, dst = Value("sd_7", PTR), Value("a2", LLVMPointerType(3))
    # the wait runs on every thread (each waits for its own bulk groups; the storing thread is one of them)
    tail = (*on_thread_0("p9", "c8", LL.FenceProxy("async.shared", "cta"),
                         LL.CpAsyncBulkTensorSharedToGlobal(sd, dst, (COL, ROW), None), LL.CpAsyncBulkCommitGroup()),
            LL.CpAsyncBulkWaitGroup(0, True),
            LL.LLVMReturn(()))
    assert ops[-len(tail):] == tail
    assert sum(isinstance(o, LL.CpAsyncBulkWaitGroup) for o in ops) == 1


def test_hand_built_input_is_not_mutated_and_untouched_ops_are_shared() -> None:
    m = kernel(LOAD, B.AsyncTiledTmaStore(STORE_DESC, TILE, (ROW, COL), 1))
    text = print_module(m)
    out = lower_tma(m)
    assert print_module(m) == text
    assert all(a is b for a, b in zip(body_ops(out), PROLOGUE))
    assert lower_tma(m) == out


def test_text_snapshot() -> None:
    snapshot("lower_tma.small.mlir",
             print_module(lower_tma(kernel(LOAD, B.AsyncTiledTmaStore(STORE_DESC, TILE, (ROW, COL), 1)))))


# -- shipped examples


def stage_input(example: str) -> Module[Any]:
    """The example as lower-tma reads it (the session's checked compile)."""
    m: Module[Any] = stage_inputs(example)["lower-tma"]
    return m


def guarded(m: Module[Any]) -> list[list[type]]:
    """The op classes inside each single-thread guard (``scf.if (tid == first)``) of ``m``."""
    return [[type(o) for o in op.then_region.blocks[0].ops] for op in walk(m.ops)
            if isinstance(op, ScfIf) and any(isinstance(o, (LL.CpAsyncBulkTensorGlobalToShared,
                                                            LL.CpAsyncBulkTensorSharedToGlobal))
                                             for o in op.then_region.blocks[0].ops)]


def test_tma_copy_load_and_store_are_issued_by_one_thread() -> None:
    m = stage_input("tma_copy")
    out = lower_tma(m)
    assert pipeline.TMA.check(out) == ()
    assert not any(isinstance(o, (B.AsyncTiledTmaLoad, B.AsyncTiledTmaStore)) for o in walk(out.ops))
    assert guarded(out) == [
        [LL.LLVMConstant, LL.MBarrierArriveExpectTxShared, LL.CpAsyncBulkTensorGlobalToShared, _yield()],
        [LL.FenceProxy, LL.CpAsyncBulkTensorSharedToGlobal, LL.CpAsyncBulkCommitGroup,
         LL.CpAsyncBulkWaitGroup, _yield()],
    ]


def test_stage_loads_are_left_for_the_pipeline_pass() -> None:
    m = stage_input("gemm_sm90")
    loads = [o for o in walk(m.ops) if isinstance(o, B.AsyncTiledTmaLoad)]
    assert loads
    out = lower_tma(m)
    assert [o for o in walk(out.ops) if isinstance(o, B.AsyncTiledTmaLoad)] == loads
    assert out == m


def _yield() -> type:
    from nanotile.languages.structured import ScfYield

    return ScfYield
