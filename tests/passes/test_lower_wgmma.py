"""lower_wgmma: a wgmma dot is fence, one mma_async per k-step chained through its accumulator,
commit, wait; an extract_slice of a shared tile is a byte offset from its address."""

from __future__ import annotations

from typing import Any

from conftest import snapshot, stage_inputs
from nanotile import pipeline
from nanotile.checkers.lowered import check_body, check_tcgen05
from nanotile.ir.attributes import IntegerAttr
from nanotile.ir.core import Block, Module, Region, Value, walk
from nanotile.ir.parser import parse_type
from nanotile.ir.printer import print_module
from nanotile.ir.types import (
    F32, I8, I32, I64, LLVMFunctionType, LLVMPointerType, LLVMStructType, LLVMVoidType, TensorType,
)
from nanotile.languages import llvm as LL
from nanotile.languages import tileas as A
from nanotile.passes.lower_wgmma import lower_wgmma

# -- a hand-built kernel in the tcgen05 language: B is an 8-row slice of a shared 16x32 tile, then
# d = acc + a * b^T with a 64x32 A (two k-steps of 16), both f16, K-major, 64-byte swizzle

S3 = LLVMPointerType(3)
ACCS = LLVMStructType((F32,) * 4)                 # the 64x8 f32 accumulator: 4 values per thread
A_T = parse_type("tensor<64x32xf16, #nv_tileas.smem<swizzle = 64>>")
BB_T = parse_type("tensor<16x32xf16, #nv_tileas.smem<swizzle = 64>>")
B_T = parse_type("tensor<8x32xf16, #nv_tileas.smem<swizzle = 64>>")
ACC_T = parse_type("tensor<64x8xf32, #nv_tileas.layout<wgmma_acc>>")
PA, PB, PC = Value("pa", S3), Value("pb", S3), Value("pc", ACCS)
ROW, COL, TID = Value("r", I32), Value("c0", I32), Value("tid", I32)
TA, TBB, TB = Value("a", A_T), Value("bb", BB_T), Value("b", B_T)
ACC, D = Value("acc", ACC_T), Value("d", ACC_T)
PROLOGUE = (LL.ThreadIdX(TID), LL.UnrealizedCast((TA,), (PA,)), LL.UnrealizedCast((TBB,), (PB,)),
            LL.UnrealizedCast((ACC,), (PC,)))
TILE_OPS = (A.ExtractSlice(TB, TBB, (ROW, COL), (8, 32)), A.Dot(D, TA, TB, ACC, A.Atom.WGMMA))


def kernel(*ops: Any) -> Module[Any]:
    ft = LLVMFunctionType(LLVMVoidType(), (S3, S3, ACCS, I32, I32))
    body = Region((Block("", (PA, PB, PC, ROW, COL), PROLOGUE + ops + (LL.LLVMReturn(()),)),))
    return Module((LL.LLVMFunc("k", ft, body, kernel=True, reqntid=(128, 1, 1), minctasm=1),))


def body_ops(m: Module[Any]) -> tuple[Any, ...]:
    f = m.ops[0]
    assert isinstance(f, LL.LLVMFunc)
    return f.body.blocks[0].ops


def c(name: str, v: int, t: Any = I32) -> LL.LLVMConstant:
    return LL.LLVMConstant(Value(name, t), IntegerAttr(v, t))


def i32(name: str) -> Value:
    return Value(name, I32)


def i64(name: str) -> Value:
    return Value(name, I64)


def start_field(n: int, addr: Value) -> tuple[Any, ...]:
    """(address & 0x3FFFF) >> 4: the descriptor's start address, in 16-byte units."""
    return (LL.PtrToInt(i64(f"pi{n}"), addr), c(f"c{n + 1}", 0x3FFFF, I64),
            LL.And(i64(f"t{n + 2}"), i64(f"pi{n}"), i64(f"c{n + 1}")), c(f"c{n + 3}", 4, I64),
            LL.LShr(i64(f"t{n + 4}"), i64(f"t{n + 2}"), i64(f"c{n + 3}")))


def mma(result: str, acc: str, da: str, db: str) -> LL.WgmmaMmaAsync:
    return LL.WgmmaMmaAsync(Value(result, ACCS), Value(acc, ACCS), i64(da), i64(db), LL.WgmmaShape(64, 8, 16),
                            LL.WgmmaType.F16, LL.WgmmaType.F16, LL.WgmmaType.F32, LL.WgmmaScaleIn.ONE,
                            LL.WgmmaScaleIn.ONE, LL.WgmmaScaleOut.ONE, LL.MmaLayout.ROW, LL.MmaLayout.COL)


# 64-byte swizzle (mode 2, bits 62-63), a stride of 8 rows x 64 bytes (512 >> 4 = 32, bits 32-45) and
# the leading offset 16 >> 4 = 1 (bits 16-29)
HIGH_BITS = (2 << 62) | (32 << 32) | (1 << 16)


def test_typed_snapshot_slice_and_two_k_steps() -> None:
    m = kernel(*TILE_OPS)
    assert check_tcgen05(m) == ()
    out = lower_wgmma(m)
    assert check_body(out) == ()
    bb, a = Value("bb_6", S3), Value("a_10", S3)
    assert body_ops(out) == PROLOGUE + (
        # the slice: bb + (col * 2 + row * 64) bytes (64-byte rows of f16), under b's name
        c("c1", 2), LL.Mul(i32("t2"), COL, i32("c1")), c("c3", 64), LL.Mul(i32("t4"), ROW, i32("c3")),
        LL.Add(i32("t5"), i32("t2"), i32("t4")), LL.UnrealizedCast((bb,), (TBB,)),
        LL.GEP(Value("a7", S3), bb, (i32("t5"),), I8, (LL.DYNAMIC_INDEX,)), LL.UnrealizedCast((TB,), (Value("a7", S3),)),
        # the dot: descriptors' high bits (A's and B's are equal: one constant, the block emitter's; c9's
        # name is taken all the same), start fields of A and B (B's reuses A's two constants), the
        # accumulator struct
        c("c8", HIGH_BITS, I64),
        LL.UnrealizedCast((a,), (TA,)), *start_field(11, a),
        LL.PtrToInt(i64("pi16"), Value("a7", S3)), LL.And(i64("t18"), i64("pi16"), i64("c12")),
        LL.LShr(i64("t20"), i64("t18"), i64("c14")),
        LL.UnrealizedCast((Value("acc_21", ACCS),), (ACC,)),
        LL.WgmmaFenceAligned(),
        # k-step 0: the start fields as they are
        LL.Or(i64("t22"), i64("t15"), i64("c8")), LL.Or(i64("t23"), i64("t20"), i64("c8")),
        mma("acc24", "acc_21", "t22", "t23"),
        # k-step 1: both starts 32 bytes (2 x 16) on, accumulating into step 0's result
        c("c25", 2, I64), LL.Add(i64("t26"), i64("t15"), i64("c25")), LL.Or(i64("t27"), i64("t26"), i64("c8")),
        LL.Add(i64("t29"), i64("t20"), i64("c25")), LL.Or(i64("t30"), i64("t29"), i64("c8")),
        mma("acc31", "acc24", "t27", "t30"),
        LL.WgmmaCommitGroupSyncAligned(), LL.WgmmaWaitGroupSyncAligned(0),
        LL.UnrealizedCast((D,), (Value("acc31", ACCS),)),
        LL.LLVMReturn(()))


def test_pipeline_depth_is_the_wait_group_count() -> None:
    out = lower_wgmma(kernel(TILE_OPS[0], A.Dot(D, TA, TB, ACC, A.Atom.WGMMA, 1)))
    assert [o for o in body_ops(out) if isinstance(o, LL.WgmmaWaitGroupSyncAligned)] == [
        LL.WgmmaWaitGroupSyncAligned(1)]


def test_hand_built_input_is_not_mutated_and_deterministic() -> None:
    m = kernel(*TILE_OPS)
    text = print_module(m)
    out = lower_wgmma(m)
    assert print_module(m) == text and lower_wgmma(m) == out
    assert all(x is y for x, y in zip(body_ops(out), PROLOGUE))


def test_text_snapshot() -> None:
    snapshot("lower_wgmma.small.mlir", print_module(lower_wgmma(kernel(*TILE_OPS))))


def gemm_tma() -> Module[Any]:
    """gemm_sm90 after lower-tma (the session's checked compile)."""
    m: Module[Any] = stage_inputs("gemm_sm90")["lower-tcgen05"]
    return m


def test_each_dot_is_a_fenced_chain_of_mmas() -> None:
    m = gemm_tma()
    dots = [o for o in walk(m.ops) if isinstance(o, A.Dot)]
    assert dots
    out = lower_wgmma(m)
    assert pipeline.BODY.check(out) == ()
    ops = list(walk(out.ops))
    assert not any(isinstance(o, (A.Dot, A.ExtractSlice)) for o in ops)
    fences = [i for i, o in enumerate(ops) if isinstance(o, LL.WgmmaFenceAligned)]
    assert len(fences) == len(dots)
    for dot, f in zip(dots, fences):
        a_t = dot.lhs.type
        assert isinstance(a_t, TensorType)
        steps = a_t.shape[1] // LL.WGMMA_K[LL.wgmma_type_name(a_t.element)]
        group = ops[f:]
        end = next(i for i, o in enumerate(group) if isinstance(o, LL.WgmmaCommitGroupSyncAligned))
        mmas = [o for o in group[:end] if isinstance(o, LL.WgmmaMmaAsync)]
        assert len(mmas) == steps
        for prev, nxt in zip(mmas, mmas[1:]):
            assert nxt.acc == prev.result          # each k-step accumulates into the previous one's D
        assert isinstance(group[end + 1], LL.WgmmaWaitGroupSyncAligned)
