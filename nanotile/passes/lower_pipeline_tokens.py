"""lower_pipeline_tokens: body -> tokens (spec 000 / 001, async pipeline lowering).

Every pipeline semantic lives here.  A pipeline iterator and the producer /
consumer tokens are one i32, ``(slot << 1) | phase``.  Stage ``s`` has a
full barrier (the producer arrives with expect-tx, TMA completes the bytes)
and an empty barrier (every consumer thread arrives when done).

    create_pipeline   -> base address; thread 0 inits full[s] (count 1) and empty[s]
                         (count consumer_arrivals), fence.mbarrier_init, nvvm.barrier0
    create_iterator   -> i32 0                         (slot 0, phase 0)
    inc_iter          -> next slot; phase flips when the ring wraps
    producer_acquire  -> try_wait.parity(empty[slot], phase ^ 1); token = iterator
    producer_write    -> nvvm.mbarrier.arrive.expect_tx.shared(full[slot], bytes of every TMA load
                         in the region), then the region, inlined
    async.tiled_tma_load on the stage (barrier = producer token)
                      -> nvvm.cp.async.bulk.tensor.shared.cluster.global into the stage buffer
                         of the value it yields, completing on full[slot]; one thread issues it
    producer_commit   -> nothing for a TMA-fed stage (the expect-tx arrival was made
                         when the write began)
    consumer_wait     -> try_wait.parity(full[slot], phase); token = iterator
    consumer_read     -> its region, inlined; region arguments = the stage's tile addresses;
                         results = the yielded values
    consumer_release  -> mbarrier.arrive(empty[slot]); where the read left N WGMMA groups in
                         flight (wgmma.wait_group N), arrive on empty[(slot - N) mod S] instead,
                         from the loop's N-th iteration on
    consumer_release {umma}
                      -> bar.sync 1 over the agent's threads, then the agent's MMA thread:
                         tcgen05.commit.cta_group::1.mbarrier::arrive::one onto empty[slot] (arrives
                         when its tcgen05.mma ops complete; sm_100a)

The token arithmetic and stage-barrier addressing are ``lowering/pipeline_tokens.py``.
The wait parity comes from the iterator (its stage), never from an async
token.  A fresh mbarrier is in phase 0, so the producer's first wait on
parity 1 succeeds at once: every stage starts empty.
"""

from __future__ import annotations

from typing import Any, assert_never


from ..ir.core import Block, Module, Region, Value, walk
from ..ir.diagnostics import error
from ..ir.types import I32, I64, LLVMPointerType, Type
from ..languages import body as E
from ..languages import llvm as LL
from ..languages import tileas as A
from ..languages import tileas_tma as B
from ..languages import tokens as T
from ..languages.structured import IndexCast, ScfFor, ScfIf, ScfYield
from ..lowering.conversion import Definitions, GuardOp, Lowering, Threads, if_then, lower_functions
from ..lowering import pipeline_tokens as PT
from ..lowering.emit import Emitter
from ..lowering.tiles import pipeline_layout, pipeline_params, smem_swizzle

ICmpP = LL.ICmpPredicate


REWRITES: frozenset[type] = frozenset({A.CreatePipeline, A.CreateIterator, A.IncIter, A.ProducerAcquire, A.ProducerWrite,
                      B.AsyncTiledTmaLoad, A.ProducerCommit, A.ConsumerWait, A.ConsumerRead, A.ConsumerRelease,
                      A.PipelineYield})
"""The classes ``_rule`` rewrites (its arms); it returns every other op as it is, its regions lowered."""


def lower_pipeline_tokens(m: Module[E.Op]) -> Module[T.Op]:
    return lower_functions(m, _rule, "k", rewrites=REWRITES, memo=True)


def _rule(op: E.Op, low: Lowering[E.Op, T.Op], threads: Threads) -> tuple[T.Op, ...] | None:
    if T.is_passthrough_for_lower_pipeline_tokens(op):
        return (op,)
    e = low.block_emitter(op.loc)   # (every arm returns its ops first, in order)
    defs = low.conv.visible
    match op:
        case A.CreatePipeline():
            _create_pipeline(op, low, e)
        case A.CreateIterator():
            e.cast(e.const(0), op.result.type, op.result.name)
        case A.IncIter():
            PT.inc_iter(op, e)
        case A.ProducerAcquire():
            tok = PT.token_i32(e, op.iterator)
            PT.wait(e, op.pipeline, tok, empty=True, varying=PT.varies(low, op.iterator))
            low.conv.define(e, op.result, tok)   # (the token's i32, for the ops that read it below)
        case A.ProducerWrite():
            _require_tma_fed(op.token, defs, op)
            block = op.body.blocks[0]
            last = block.ops[-1] if block.ops else None
            if isinstance(last, A.PipelineYield):
                low.env.setdefault("yield_slot", {}).update({v.name: j for j, v in enumerate(last.values)})
            head = _expect_tx(op, low)
            return tuple(e.ops) + head + _inline(op.body, low, threads, op)
        case B.AsyncTiledTmaLoad():
            _stage_load(op, low, threads, e)
        case A.ProducerCommit():
            _require_tma_fed(op.token, defs, op)
        case A.ConsumerWait():
            tok = PT.token_i32(e, op.iterator)
            PT.wait(e, op.pipeline, tok, empty=False, varying=PT.varies(low, op.iterator))
            low.conv.define(e, op.result, tok)
        case A.ConsumerRead():
            return _consumer_read(op, low, threads, e)
        case A.ConsumerRelease():
            if op.umma:
                _umma_release(op, low, threads, e)
            else:
                _consumer_release(op, low, e)
        case ScfFor():
            loops = low.env.setdefault("loops", [])
            loops.append(op)
            try:
                body = low.region(op.body, threads)
            finally:
                loops.pop()
            return (ScfFor(op.results, op.lower, op.upper, op.step, op.inits, body, op.loc),)
        case A.PipelineYield():
            raise error(op.loc, "nv_tileas.async.pipeline.yield outside a pipeline region")
        case LL.LLVMFunc() | ScfIf():
            return (low.rebuilt(op, threads),)
        case _:
            assert_never(op)
    return tuple(e.ops)


def _umma_release(op: A.ConsumerRelease, low: Lowering[E.Op, T.Op], threads: Threads, e: Emitter[T.Op]) -> None:
    """The thread that issued the stage's tcgen05.mma ops commits them onto its empty barrier: the
    barrier's one arrival comes when they complete (the smem they read may then be refilled).

    The commit waits (``bar.sync 1``) until every thread of the agent has passed its wait on the
    stage's full barrier: the one arrival is the MMA thread's, so without it a lagging warp could
    still wait on parity p while the producer refills the stage twice and the full barrier comes
    back to a phase of parity p, which it would then wait for forever (the emulator finds this
    deadlock once the ring wraps)."""
    defs = low.conv.visible
    pipe, tok = PT.pipeline_of(low.conv, op.token, e)
    bar = PT.barrier(e, pipe, tok, pipeline_layout(PT.pipe_type(defs, op.token)).empty, PT.varies(low, op.token))
    if not threads.single:
        e.add(LL.InlineAsm((), (e.const(1), e.const(threads.hi - threads.lo)), "bar.sync $0, $1;", "r,r", True,
                           op.loc))
    commit: Emitter[GuardOp] = low.emitter(op.loc)
    commit.add(LL.InlineAsm((), (bar,), "tcgen05.commit.cta_group::1.mbarrier::arrive::one"
                            ".shared::cluster.b64 [$0];", "l", True, op.loc))
    low.conv.guard(e, threads, commit.ops)


def _consumer_release(op: A.ConsumerRelease, low: Lowering[E.Op, T.Op], e: Emitter[T.Op]) -> None:
    """Arrive on the stage's empty barrier; ``depth`` iterations late where the stage's read leaves
    ``depth`` MMA groups in flight (``wgmma.wait_group depth``, from a dot's ``pipeline_depth``).

    A late release arrives on the slot ``depth`` before the token's, skipped in the loop's first
    ``depth`` iterations; the last ``depth`` stages are never released (the producer has loaded its
    last stage by then).  A K loop inside other loops (a persistent kernel's loop over tiles, the
    iterator carried through it) skips them on the outer loops' first trip only: later, its first
    ``depth`` releases are the previous run's last stages (their MMA groups are done by then: the
    read's ``wgmma.wait_group depth`` leaves only the newer ones in flight)."""
    defs = low.conv.visible
    pipe, tok = PT.pipeline_of(low.conv, op.token, e)
    pipe_t = PT.pipe_type(defs, op.token)
    lay = pipeline_layout(pipe_t)
    depth = low.env.get("read_depth", {}).get(op.token.name, 0)
    if depth == 0:
        bar = PT.barrier(e, pipe, tok, lay.empty, PT.varies(low, op.token))
        e.add(LL.MBarrierArriveShared(e.v(I64, "state"), bar, op.loc))
        return
    loops = low.env.get("loops", [])
    if not loops:
        raise error(op.loc, f"the stage is released {depth} iteration(s) late (pipeline_depth {depth}), "
                            "so consumer_release must be inside the K loop (scf.for)")
    if depth >= lay.stages:
        raise error(op.loc, f"pipeline_depth {depth} keeps {depth} stages in use: the pipeline has only "
                            f"{lay.stages} stages")
    loop: ScfFor[Any] = loops[-1]
    iv = loop.body.blocks[0].args[0]
    k, lb, step = (e.v(I32, n) for n in ("iv", "lb", "st"))
    e.add(IndexCast(k, iv, op.loc))
    e.add(IndexCast(lb, loop.lower, op.loc))
    e.add(IndexCast(step, loop.step, op.loc))
    late = e.icmp(ICmpP.UGE, e.isub(k, lb), e.mul_c(step, depth))
    for outer in loops[:-1]:   # a K loop run again (a persistent kernel's tile loop, the iterator carried):
        # past the outer loop's first trip the first depth releases are the previous run's last stages
        o_iv, o_lb = (e.v(I32, n) for n in ("oiv", "olb"))
        e.add(IndexCast(o_iv, outer.body.blocks[0].args[0], op.loc))
        e.add(IndexCast(o_lb, outer.lower, op.loc))
        late = e.or_(late, e.icmp(ICmpP.NE, o_iv, o_lb))
    slot = e.add_c(e.lshr(tok, e.const(1)), lay.stages - depth)
    n = e.const(lay.stages)   # (mod a power of two: the mask fold makes of it, after this constant)
    slot = e.and_(slot, e.const(lay.stages - 1)) if lay.stages & (lay.stages - 1) == 0 else e.urem(slot, n)
    inner: Emitter[GuardOp] = Emitter(low.conv.fresh, op.loc)
    bar = PT.slot_address(inner, pipe, slot, 8, lay.empty, PT.varies(low, op.token))
    inner.add(LL.MBarrierArriveShared(inner.v(I64, "state"), bar, op.loc))
    e.add(if_then(late, tuple(inner.ops), op.loc))


def _create_pipeline(op: A.CreatePipeline, low: Lowering[E.Op, T.Op], e: Emitter[T.Op]) -> None:
    if op.smem_offset is None:
        raise error(op.loc, "create_pipeline has no smem_offset (synthesize_global_smem runs first)")
    lay = pipeline_layout(op.result.type)
    # the arena base and the thread index: the prologue's, where it made them (what cse makes of a pair)
    smem = PT.made(e, low.conv.smem, LLVMPointerType(3), "smem", lambda r: LL.AddressOf(r, "global_smem", op.loc))
    pipe = e.gep_bytes(smem, op.smem_offset)
    tid = PT.made(e, low.conv.tid, I32, "tid", lambda r: LL.ThreadIdX(r, op.loc))
    init: Emitter[GuardOp] = Emitter(e.fresh, op.loc, {})   # (its block's constants once: cse's)
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


def _require_tma_fed(token: Value, defs: Definitions, op: Any) -> None:
    _, elems = pipeline_params(PT.pipe_type(defs, token))
    if not all(smem_swizzle(t) is not None for t in elems):
        raise error(op.loc, "only TMA-fed pipelines (stages of shared-memory tiles) are supported")


def _inline(r: Region[E.Op], low: Lowering[E.Op, T.Op], threads: Threads, op: Any) -> tuple[T.Op, ...]:
    if len(r.blocks) != 1:
        raise error(op.loc, "pipeline regions have one block")
    ops = r.blocks[0].ops
    if not ops or not isinstance(ops[-1], A.PipelineYield):
        raise error(op.loc, "a pipeline region ends in nv_tileas.async.pipeline.yield")
    return low.ops(ops[:-1], threads)


def _consumer_read(op: A.ConsumerRead[E.Op], low: Lowering[E.Op, T.Op], threads: Threads, e: Emitter[T.Op]) -> tuple[T.Op, ...]:
    defs = low.conv.visible
    pipe, tok = PT.pipeline_of(low.conv, op.token, e)
    lay = pipeline_layout(PT.pipe_type(defs, op.token))
    slot = e.lshr(tok, e.const(1))
    block = op.body.blocks[0]
    waits = [o.group for o in walk(block.ops) if isinstance(o, LL.WgmmaWaitGroupSyncAligned)]
    if waits:   # the stage stays in use while the last MMA group issued from it is in flight
        low.env.setdefault("read_depth", {})[op.token.name] = waits[-1]
    for j, arg in enumerate(block.args):
        addr = PT.slot_address(e, pipe, slot, lay.strides[j], lay.buffers[j], PT.varies(low, op.token))
        e.cast(addr, arg.type, arg.name)
    inner = _inline(op.body, low, threads, op)
    last = block.ops[-1]
    assert isinstance(last, A.PipelineYield)
    tail: Emitter[GuardOp] = low.emitter(op.loc)
    for res, v in zip(op.results, last.values):
        tail.cast(v, res.type, res.name)   # an identity cast; reconcile_casts forwards it
    return tuple(e.ops) + inner + tuple(tail.ops)


# -- the stage's TMA loads -------------------------------------------------------


def _stage(e: Emitter[T.Op], low: Lowering[E.Op, T.Op], token: Value) -> tuple[Value, Value, Type]:
    """(pipeline base pointer, slot index) for a producer token, and the pipeline type."""
    acq = low.conv.definition(token.name)
    if not isinstance(acq, A.ProducerAcquire):
        raise error(e.loc, f"producer token %{token.name} does not come from producer_acquire")
    base = low.conv.get(e, acq.pipeline)
    slot = e.lshr(low.conv.get(e, token), e.const(1))
    return base, slot, acq.pipeline.type


def _expect_tx(op: A.ProducerWrite[E.Op], low: Lowering[E.Op, T.Op]) -> tuple[T.Op, ...]:
    """The stage's expect-tx arrival, made once before its TMA loads are issued."""
    loads = [o for o in walk(op.body.blocks[0].ops) if isinstance(o, B.AsyncTiledTmaLoad)]
    if not loads:
        return ()
    e = low.block_emitter(op.loc)   # (the head of the producer's block)
    base, slot, pipe_t = _stage(e, low, op.token)
    lay = pipeline_layout(pipe_t)
    bar = PT.slot_address(e, base, slot, 8, lay.full, PT.varies(low, op.token))
    e.add(LL.MBarrierArriveExpectTxShared(bar, e.const(sum(x.tx_count for x in loads)), None, op.loc))
    return tuple(e.ops)


def _stage_load(op: B.AsyncTiledTmaLoad, low: Lowering[E.Op, T.Op], threads: Threads, e: Emitter[T.Op]) -> None:
    """A TMA load into the stage buffer of the value it is yielded as, completing on full[slot]."""
    conv = low.conv
    desc = conv.get(e, op.desc)
    coords = tuple(conv.get(e, c) for c in reversed(op.coords))
    issue: Emitter[GuardOp] = low.emitter(op.loc)
    base, slot, pipe_t = _stage(e, low, op.mbarrier)
    lay = pipeline_layout(pipe_t)
    j = low.env.get("yield_slot", {}).get(op.result.name)
    if j is None:
        raise error(op.loc, "a TMA load inside producer_write must be yielded to the stage")
    varying = PT.varies(low, op.mbarrier)
    dst = PT.slot_address(e, base, slot, lay.strides[j], lay.buffers[j], varying)
    bar = PT.slot_address(e, base, slot, 8, lay.full, varying)
    issue.add(LL.CpAsyncBulkTensorGlobalToShared(dst, desc, coords, bar, (), None, None, None, op.loc))
    conv.guard(e, threads, issue.ops)
    conv.define(e, op.result, dst)
