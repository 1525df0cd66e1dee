"""lower_pipeline_tokens owns every pipeline semantic: tokens, stage barriers, the stage's expect-tx
arrival and the TMA loads that fill a stage (on gemm_sm90, the one example with a pipeline)."""

from __future__ import annotations

from typing import Any

from conftest import snapshot, stage_inputs
from nanotile import pipeline
from nanotile.checkers.lowered import check_body, check_tokens
from nanotile.ir.attributes import IntegerAttr
from nanotile.ir.core import Block, Module, Region, Value, walk
from nanotile.ir.parser import parse_type
from nanotile.ir.printer import print_module
from nanotile.ir.types import I1, I8, I32, I64, PTR, LLVMArrayType, LLVMFunctionType, LLVMPointerType, LLVMVoidType
from nanotile.languages import llvm as LL
from nanotile.languages import tileas as A
from nanotile.languages import tileas_tma as B
from nanotile.languages.structured import ScfIf, ScfYield
from nanotile.lowering.tiles import MBARRIER_TIMEOUT_NS
from nanotile.passes.lower_pipeline_tokens import lower_pipeline_tokens

# -- a hand-built kernel in the body language: one round of a 2-stage pipeline of one 64x16 f16 tile
# (2048 bytes) filled by TMA.  Arena layout: stage buffers at 0 and 2048, full[0] at 4096,
# full[1] at 4104, empty[0] at 4112, empty[1] at 4120.

TILE = "tensor<64x16xf16, #nv_tileas.smem<swizzle = 32>>"
PIPE_T = parse_type(f"!nv_tileas.pipeline<stages = 2, {TILE}>")
IT_T, TILE_T = parse_type("!nv_tileas.pipeline_iter<stages = 2>"), parse_type(TILE)
DESC_T = parse_type("!nv_tileas.tma_desc<tensor<64x16xf16>>")
P3 = LLVMPointerType(3)
ARENA = LL.Global("global_smem", LLVMArrayType(4128, I8), "internal", 3, 1024)
DIN, ROW, COL, TID = Value("din", PTR), Value("row", I32), Value("col", I32), Value("tid", I32)
SMEM, DESC = Value("smem", P3), Value("desc", DESC_T)
PIPE, IT, NEXT = Value("pipe", PIPE_T), Value("it", IT_T), Value("next", IT_T)
PTOK, CTOK = Value("ptok", parse_type("!nv_tileas.producer_token")), Value("ctok", parse_type("!nv_tileas.consumer_token"))
T, ST = Value("t", TILE_T), Value("st", TILE_T)
PROLOGUE = (LL.ThreadIdX(TID), LL.AddressOf(SMEM, "global_smem"), LL.UnrealizedCast((DESC,), (DIN,)))
ROUND = (
    A.CreatePipeline(PIPE, 128, 0), A.CreateIterator(IT, PIPE),
    A.ProducerAcquire(PTOK, PIPE, IT),
    A.ProducerWrite(PTOK, Region((Block("", (), (B.AsyncTiledTmaLoad(T, DESC, PTOK, (ROW, COL), 0, 2048),
                                                 A.PipelineYield((T,)))),))),
    A.ProducerCommit(PTOK),
    A.ConsumerWait(CTOK, PIPE, IT, 0),
    A.ConsumerRead((), CTOK, Region((Block("", (ST,), (A.PipelineYield(()),)),))),
    A.ConsumerRelease(CTOK), A.IncIter(NEXT, IT))


def kernel(*ops: Any) -> Module[Any]:
    ft = LLVMFunctionType(LLVMVoidType(), (PTR, I32, I32))
    body = Region((Block("", (DIN, ROW, COL), PROLOGUE + ops + (LL.LLVMReturn(()),)),))
    return Module((ARENA, LL.LLVMFunc("k", ft, body, kernel=True, reqntid=(128, 1, 1), minctasm=1)))


def body_ops(m: Module[Any]) -> tuple[Any, ...]:
    f = m.ops[1]
    assert isinstance(f, LL.LLVMFunc)
    return f.body.blocks[0].ops


def i32(name: str) -> Value:
    return Value(name, I32)


def p3(name: str) -> Value:
    return Value(name, P3)


def c(n: int, v: int) -> LL.LLVMConstant:
    return LL.LLVMConstant(i32(f"c{n}"), IntegerAttr(v, I32))


def gep(result: str, base: Value, offset: str) -> LL.GEP:
    return LL.GEP(p3(result), base, (i32(offset),), I8, (LL.DYNAMIC_INDEX,))


def as_i32(name: str, typed: Value) -> LL.UnrealizedCast:
    return LL.UnrealizedCast((i32(name),), (typed,))


def as_ptr(name: str, typed: Value) -> LL.UnrealizedCast:
    return LL.UnrealizedCast((p3(name),), (typed,))


def slot(n: int, token: str) -> tuple[Any, ...]:
    """slot = token >> 1 (as t{n+1})."""
    return (c(n, 1), LL.LShr(i32(f"t{n + 1}"), i32(token), i32(f"c{n}")))


def barrier(n: int, slot: str, base: int, pipe: str) -> tuple[Any, ...]:
    """pipe + slot * 8 + base: the slot's full (base 4096) or empty (base 4112) barrier (as a{n+4})."""
    return (c(n, 8), LL.Mul(i32(f"t{n + 1}"), i32(slot), i32(f"c{n}")), c(n + 2, base),
            LL.Add(i32(f"t{n + 3}"), i32(f"t{n + 1}"), i32(f"c{n + 2}")), gep(f"a{n + 4}", p3(pipe), f"t{n + 3}"))


def buffer(n: int, slot: str, pipe: str) -> tuple[Any, ...]:
    """pipe + slot * 2048: the slot's stage buffer (as a{n+2})."""
    return (c(n, 2048), LL.Mul(i32(f"t{n + 1}"), i32(slot), i32(f"c{n}")), gep(f"a{n + 2}", p3(pipe), f"t{n + 1}"))


def guarded(p: str, tid: Value, zero: int, *ops: Any) -> tuple[Any, ...]:
    return (c(zero, 0), LL.ICmp(Value(p, I1), tid, i32(f"c{zero}"), LL.ICmpPredicate.EQ),
            ScfIf((), Value(p, I1), Region((Block("", (), ops + (ScfYield(()),)),)),
                  Region((Block("", (), (ScfYield(()),)),))))


def init(n: int, offset: int, count: int, same: str = "") -> tuple[Any, ...]:
    """An mbarrier init; ``same``: the count constant an earlier init in the guard built (reused, as cse
    has it; its name is taken all the same)."""
    return (c(n, offset), gep(f"a{n + 1}", SMEM, f"c{n}"), *(() if same else (c(n + 2, count),)),
            LL.MBarrierInitShared(p3(f"a{n + 1}"), i32(same or f"c{n + 2}")))


def test_typed_snapshot_one_round_of_a_two_stage_pipeline() -> None:
    m = kernel(*ROUND)
    assert check_body(m) == ()
    out = lower_pipeline_tokens(m)
    assert check_tokens(out) == ()
    assert out.ops[0] is ARENA
    assert body_ops(out) == PROLOGUE + (
        # create_pipeline: thread 0 inits full[s] (count 1) and empty[s] (count 128 consumer arrivals); the
        # arena base and the thread index are the prologue's
        *guarded("p15", TID, 14, *init(2, 4096, 1), *init(5, 4112, 128), *init(8, 4104, 1, "c4"),
                 *init(11, 4120, 128, "c7"), LL.FenceMBarrierInit()),
        LL.Barrier0(), LL.UnrealizedCast((PIPE,), (SMEM,)),
        # create_iterator: slot 0, phase 0 (the guard's 0: every block emitter reuses what the block has)
        LL.UnrealizedCast((IT,), (i32("c14"),)),
        # producer_acquire: wait on empty[slot] for parity phase ^ 1; the token is the iterator
        as_i32("it_17", IT), as_ptr("pipe_18", PIPE), *slot(19, "it_17"), *barrier(21, "t20", 4112, "pipe_18"),
        LL.And(i32("t27"), i32("it_17"), i32("c19")), LL.Xor(i32("t29"), i32("t27"), i32("c19")),
        c(30, MBARRIER_TIMEOUT_NS), LL.MBarrierTryWaitParityShared(p3("a25"), i32("t29"), i32("c30")),
        LL.UnrealizedCast((PTOK,), (i32("it_17"),)),
        # producer_write: arrive on full[slot] expecting the stage's 2048 bytes, then the region inlined; the
        # token is the iterator's i32 (the acquire's ``Conversion.define``), so its slot and slot * 8 are
        # the acquire's t20 and t22
        c(36, 4096), LL.Add(i32("t37"), i32("t22"), i32("c36")), gep("a38", p3("pipe_18"), "t37"),
        c(39, 2048), LL.MBarrierArriveExpectTxShared(p3("a38"), i32("c39"), None),
        # ... its TMA load: one thread (the guard's test is create_pipeline's) copies into the slot's
        # buffer, completing on full[slot] (the expect-tx arrival's barrier address)
        LL.UnrealizedCast((Value("desc_40", PTR),), (DESC,)),
        LL.Mul(i32("t45"), i32("t20"), i32("c39")), gep("a46", p3("pipe_18"), "t45"),
        ScfIf((), Value("p15", I1),
              Region((Block("", (), (LL.CpAsyncBulkTensorGlobalToShared(p3("a46"), Value("desc_40", PTR), (COL, ROW),
                                                                        p3("a38"), (), None, None, None),
                                     ScfYield(()))),)),
              Region((Block("", (), (ScfYield(()),)),))),
        LL.UnrealizedCast((T,), (p3("a46"),)),
        # producer_commit: nothing (the expect-tx arrival was made when the write began)
        # consumer_wait: wait on full[slot] (the expect-tx arrival's address) for parity phase
        LL.MBarrierTryWaitParityShared(p3("a38"), i32("t27"), i32("c30")),
        LL.UnrealizedCast((CTOK,), (i32("it_17"),)),
        # consumer_read: the region argument is the slot's buffer; the region is inlined (empty here)
        LL.Mul(i32("t70"), i32("t20"), i32("c39")), gep("a71", p3("pipe_18"), "t70"),
        LL.UnrealizedCast((ST,), (p3("a71"),)),
        # consumer_release: every consumer thread arrives on empty[slot] (the acquire's address)
        LL.MBarrierArriveShared(Value("state80", I64), p3("a25")),
        # inc_iter: slot + 1, back to 0 with the phase flipped when it reaches 2; (slot << 1) | phase
        LL.Add(i32("t85"), i32("t20"), i32("c19")),
        c(88, 2), LL.ICmp(Value("p89", I1), i32("t85"), i32("c88"), LL.ICmpPredicate.EQ),
        LL.Select(i32("s91"), Value("p89", I1), i32("c14"), i32("t85")),
        LL.Select(i32("s94"), Value("p89", I1), i32("t29"), i32("t27")),
        LL.Shl(i32("t96"), i32("s91"), i32("c19")), LL.Or(i32("t97"), i32("t96"), i32("s94")),
        LL.UnrealizedCast((NEXT,), (i32("t97"),)),
        LL.LLVMReturn(()))


def test_hand_built_input_is_not_mutated_and_deterministic() -> None:
    m = kernel(*ROUND)
    text = print_module(m)
    out = lower_pipeline_tokens(m)
    assert print_module(m) == text and lower_pipeline_tokens(m) == out
    assert all(x is y for x, y in zip(body_ops(out), PROLOGUE))


def test_text_snapshot() -> None:
    snapshot("lower_pipeline_tokens.small.mlir", print_module(lower_pipeline_tokens(kernel(*ROUND))))


# -- gemm_sm90


def gemm_body() -> Module[Any]:
    """gemm_sm90 in the body language (the session's checked compile)."""
    m: Module[Any] = stage_inputs("gemm_sm90")["lower-pipeline-tokens"]
    return m


def test_text_snapshot_gemm_sm90() -> None:
    """The reviewed snapshot on the one example with a pipeline, which the pass changes."""
    m = gemm_body()
    out = lower_pipeline_tokens(m)
    assert pipeline.TOKENS.check(out) == ()
    assert print_module(out) != print_module(m)
    snapshot("lower-pipeline-tokens.gemm_sm90.mlir", print_module(out))


def test_pipeline_ops_and_stage_loads_are_gone() -> None:
    m = gemm_body()
    loads = [o for o in walk(m.ops) if isinstance(o, B.AsyncTiledTmaLoad)]
    assert loads and any(isinstance(o, A.ProducerWrite) for o in walk(m.ops))
    out = lower_pipeline_tokens(m)
    assert pipeline.TOKENS.check(out) == ()
    kinds = {type(o) for o in walk(out.ops)}
    assert not kinds & {B.AsyncTiledTmaLoad, A.ProducerWrite, A.ConsumerRead, A.CreatePipeline, A.PipelineYield}
    copies = [o for o in walk(out.ops) if isinstance(o, LL.CpAsyncBulkTensorGlobalToShared)]
    assert len(copies) == len(loads)


def test_one_expect_tx_per_stage_write_before_its_loads() -> None:
    """The expect-tx arrival on full[slot] comes first in the write, with the bytes of all its loads."""
    m = gemm_body()
    writes = [o for o in walk(m.ops) if isinstance(o, A.ProducerWrite)]
    out = lower_pipeline_tokens(m)
    flat = list(walk(out.ops))
    arrivals = [i for i, o in enumerate(flat) if isinstance(o, LL.MBarrierArriveExpectTxShared)]
    copies = [i for i, o in enumerate(flat) if isinstance(o, LL.CpAsyncBulkTensorGlobalToShared)]
    assert len(arrivals) == len(writes)
    assert arrivals[0] < copies[0]
    expect = sum(o.tx_count for w in writes for o in walk(w.body.blocks[0].ops) if isinstance(o, B.AsyncTiledTmaLoad))
    consts = {o.result.name: o.value for o in flat if isinstance(o, LL.LLVMConstant)}
    got = sum(getattr(consts[flat[i].tx_count.name], "value", 0) for i in arrivals)
    assert got == expect
