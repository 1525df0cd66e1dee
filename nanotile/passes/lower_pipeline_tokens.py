"""lower_pipeline_tokens: body -> tokens (spec 000 / 001, async pipeline lowering).

A pipeline iterator and the producer / consumer tokens are one i32,
``(slot << 1) | phase``.  Stage ``s`` has a full barrier (the producer
arrives with expect-tx, TMA completes the bytes) and an empty barrier
(every consumer thread arrives when done).

    create_pipeline   -> base address; thread 0 inits full[s] (count 1) and empty[s]
                         (count consumer_arrivals), fence.mbarrier_init, nvvm.barrier0
    create_iterator   -> i32 0                         (slot 0, phase 0)
    inc_iter          -> next slot; phase flips when the ring wraps
    producer_acquire  -> try_wait.parity(empty[slot], phase ^ 1); token = iterator
    producer_write    -> its region, inlined (the TMA loads already wrote the stage)
    producer_commit   -> nothing for a TMA-fed stage (the expect-tx arrival was made
                         when the write began: see lower_tileas_body)
    consumer_wait     -> try_wait.parity(full[slot], phase); token = iterator
    consumer_read     -> its region, inlined; region arguments = the stage's tile addresses;
                         results = the yielded values
    consumer_release  -> mbarrier.arrive(empty[slot])

The wait parity comes from the iterator (its stage), never from an async
token.  A fresh mbarrier is in phase 0, so the producer's first wait on
parity 1 succeeds at once: every stage starts empty.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from typing_extensions import assert_never

from ..ir.core import Block, Module, Region, Value, op_results, walk
from ..ir.diagnostics import error
from ..ir.location import UNKNOWN
from ..ir.rewrite import Fresh
from ..ir.types import I32, I64, LLVMPointerType, Type
from ..languages import body as E
from ..languages import llvm as LL
from ..languages import tileas as A
from ..languages import tokens as T
from ..languages.structured import (
    AddF, AddI, AndI, CmpI, Constant, DivUI, IndexCast, MulF, MulI, RemUI, ScfFor, ScfIf, ScfYield,
    Select, SubI,
)
from ..lowering.tiles import smem_swizzle
from ..lowering.emit import Emitter
from ..lowering.tiles import pipeline_layout
from ..lowering.type_converter import TypeConverter

ICmpP = LL.ICmpPredicate


@dataclass
class _Fn:
    fresh: Fresh
    defs: dict[str, Any]
    tc: TypeConverter


def lower_pipeline_tokens(m: Module[E.Op]) -> Module[T.Op]:
    return Module(tuple(_top(op) for op in m.ops), m.attrs, m.loc)


def _top(op: E.Op) -> T.Op:
    match op:
        case LL.LLVMFunc():
            defs: dict[str, Any] = {}
            for o in walk(op.body.blocks[0].ops):
                for v in op_results(o):
                    defs[v.name] = o
            ctx = _Fn(Fresh("k", Fresh.names_in((op,))), defs,
                      TypeConverter(op.reqntid[0] if op.reqntid else 128))
            return LL.with_body(op, _region(op.body, ctx))
        case LL.Global():
            return op
        case _:
            raise error(op.loc, f"'{op.NAME}' is not allowed at module level")


def _region(r: Region[E.Op], ctx: _Fn) -> Region[T.Op]:
    return Region(tuple(Block(b.label, b.args, _ops(b.ops, ctx)) for b in r.blocks))


def _ops(ops: tuple[E.Op, ...], ctx: _Fn) -> tuple[T.Op, ...]:
    out: list[T.Op] = []
    for op in ops:
        out.extend(_op(op, ctx))
    return tuple(out)


def _op(op: E.Op, ctx: _Fn) -> tuple[T.Op, ...]:
    if LL.is_leaf(op):
        return (op,)
    e = Emitter(ctx.fresh, op.loc)
    match op:
        case A.CreatePipeline():
            _create_pipeline(op, e)
        case A.CreateIterator():
            e.cast(e.const(0), op.result.type, op.result.name)
        case A.IncIter():
            _inc_iter(op, e)
        case A.ProducerAcquire():
            tok = _token(e, op.iterator)
            _wait(e, ctx, op.pipeline, tok, empty=True)
            e.cast(tok, op.result.type, op.result.name)
        case A.ProducerWrite():
            _require_tma_fed(op.token, ctx, op)
            inner = _inline(op.body, ctx, op)
            return tuple(e.ops) + inner
        case A.ProducerCommit():
            _require_tma_fed(op.token, ctx, op)
        case A.ConsumerWait():
            tok = _token(e, op.iterator)
            _wait(e, ctx, op.pipeline, tok, empty=False)
            e.cast(tok, op.result.type, op.result.name)
        case A.ConsumerRead():
            return _consumer_read(op, ctx, e)
        case A.ConsumerRelease():
            pipe, tok = _pipeline_of(ctx, op.token, e)
            bar = _barrier(e, pipe, tok, pipeline_layout(_pipe_type(ctx, op.token)).empty)
            e.add(LL.MBarrierArriveShared(e.v(I64, "state"), bar, op.loc))
        case A.PipelineYield():
            raise error(op.loc, "nv_tileas.async.pipeline.yield outside a pipeline region")
        case ScfFor():
            return (ScfFor(op.results, op.lower, op.upper, op.step, op.inits, _region(op.body, ctx), op.loc),)
        case ScfIf():
            return (ScfIf(op.results, op.cond, _region(op.then_region, ctx), _region(op.else_region, ctx), op.loc),)
        case LL.LLVMFunc():
            raise error(op.loc, "nested functions are not supported")
        case (Constant() | AddI() | SubI() | MulI() | DivUI() | RemUI() | AndI() | AddF() | MulF() | CmpI()
              | Select() | IndexCast() | ScfYield() | LL.UnrealizedCast() | LL.Global()):
            return (op,)
        case _:
            assert_never(op)
    return tuple(e.ops)


def _token(e: Emitter, v: Value) -> Value:
    return e.cast(v, I32) if v.type != I32 else v


def _pipe_type(ctx: _Fn, token: Value) -> Type:
    src = ctx.defs.get(token.name)
    if isinstance(src, (A.ProducerAcquire, A.ConsumerWait)):
        return src.pipeline.type
    raise error(src.loc if src is not None else UNKNOWN, f"token %{token.name} has no pipeline")


def _pipeline_of(ctx: _Fn, token: Value, e: Emitter) -> tuple[Value, Value]:
    """(pipeline base pointer, token as i32) for a producer or consumer token."""
    src = ctx.defs.get(token.name)
    if not isinstance(src, (A.ProducerAcquire, A.ConsumerWait)):
        raise error(e.loc, f"token %{token.name} does not come from producer_acquire / consumer_wait")
    return e.cast(src.pipeline, LLVMPointerType(3)), _token(e, token)


def _barrier(e: Emitter, pipe: Value, tok: Value, first: int) -> Value:
    slot = e.lshr(tok, e.const(1))
    return e.gep_bytes(pipe, e.add_c(e.mul_c(slot, 8), first))


def _wait(e: Emitter, ctx: _Fn, pipeline: Value, tok: Value, *, empty: bool) -> None:
    lay = pipeline_layout(pipeline.type)
    pipe = e.cast(pipeline, LLVMPointerType(3))
    bar = _barrier(e, pipe, tok, lay.empty if empty else lay.full)
    parity = e.and_(tok, e.const(1))
    if empty:
        parity = e.xor(parity, e.const(1))
    e.add(LL.MBarrierTryWaitParityShared(bar, parity, e.const(0x989680), e.loc))


def _create_pipeline(op: A.CreatePipeline, e: Emitter) -> None:
    if op.smem_offset is None:
        raise error(op.loc, "create_pipeline has no smem_offset (synthesize_global_smem runs first)")
    lay = pipeline_layout(op.result.type)
    smem = e.v(LLVMPointerType(3), "smem")
    e.add(LL.AddressOf(smem, "global_smem", op.loc))
    pipe = e.gep_bytes(smem, op.smem_offset)
    tid = e.v(I32, "tid")
    e.add(LL.ThreadIdX(tid, op.loc))
    init = Emitter(e.fresh, op.loc)
    for s in range(lay.stages):
        init.add(LL.MBarrierInitShared(init.gep_bytes(pipe, lay.full + 8 * s), init.const(1), op.loc))
        init.add(LL.MBarrierInitShared(init.gep_bytes(pipe, lay.empty + 8 * s), init.const(op.consumer_arrivals),
                                       op.loc))
    init.add(LL.FenceMBarrierInit(op.loc))
    first = e.icmp(ICmpP.EQ, tid, e.const(0))
    e.add(ScfIf((), first, Region((Block("", (), tuple(init.ops) + (ScfYield((), op.loc),)),)),
                Region((Block("", (), (ScfYield((), op.loc),)),)), op.loc))
    e.add(LL.Barrier0(op.loc))
    e.cast(pipe, op.result.type, op.result.name)


def _inc_iter(op: A.IncIter, e: Emitter) -> None:
    from ..lowering.tiles import stages_of

    stages = stages_of(op.iterator.type)
    tok = _token(e, op.iterator)
    slot = e.add_c(e.lshr(tok, e.const(1)), 1)
    phase = e.and_(tok, e.const(1))
    wrap = e.icmp(ICmpP.EQ, slot, e.const(stages))
    slot = e.select(wrap, e.const(0), slot)
    phase = e.select(wrap, e.xor(phase, e.const(1)), phase)
    e.cast(e.or_(e.shl(slot, e.const(1)), phase), op.result.type, op.result.name)


def _require_tma_fed(token: Value, ctx: _Fn, op: Any) -> None:
    _, elems = _params(_pipe_type(ctx, token))
    if not all(smem_swizzle(t) is not None for t in elems):
        raise error(op.loc, "only TMA-fed pipelines (stages of shared-memory tiles) are supported")


def _params(t: Type) -> tuple[int, tuple[Any, ...]]:
    from ..lowering.tiles import pipeline_params

    return pipeline_params(t)


def _inline(r: Region[E.Op], ctx: _Fn, op: Any) -> tuple[T.Op, ...]:
    if len(r.blocks) != 1:
        raise error(op.loc, "pipeline regions have one block")
    ops = r.blocks[0].ops
    if not ops or not isinstance(ops[-1], A.PipelineYield):
        raise error(op.loc, "a pipeline region ends in nv_tileas.async.pipeline.yield")
    return _ops(ops[:-1], ctx)


def _consumer_read(op: A.ConsumerRead[E.Op], ctx: _Fn, e: Emitter) -> tuple[T.Op, ...]:
    pipe, tok = _pipeline_of(ctx, op.token, e)
    lay = pipeline_layout(_pipe_type(ctx, op.token))
    slot = e.lshr(tok, e.const(1))
    block = op.body.blocks[0]
    for j, arg in enumerate(block.args):
        addr = e.gep_bytes(pipe, e.add_c(e.mul_c(slot, lay.strides[j]), lay.buffers[j]))
        e.cast(addr, arg.type, arg.name)
    inner = _inline(op.body, ctx, op)
    last = block.ops[-1]
    assert isinstance(last, A.PipelineYield)
    tail = Emitter(ctx.fresh, op.loc)
    for res, v in zip(op.results, last.values):
        tail.cast(v, res.type, res.name)   # an identity cast; reconcile_casts forwards it
    return tuple(e.ops) + inner + tuple(tail.ops)
