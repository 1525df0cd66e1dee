"""lower_tma: barriers -> tma (spec 002: TMA transfers outside pipelines).

    nv_tileas.async.tiled_tma_load (on an mbarrier)
        -> nvvm.mbarrier.arrive.expect_tx.shared (tx_count) +
           nvvm.cp.async.bulk.tensor.shared.cluster.global (coords innermost first),
           issued by one thread; the result is the tile's arena address
    nv_tileas.async.tiled_tma_store
        -> nvvm.fence.proxy.async.shared.cta + nvvm.cp.async.bulk.tensor.global.shared.cta
           + commit group + wait group (read), issued by one thread (inside an agent of several
           warpgroups, one thread per warpgroup); with delay_wait the wait moves before the
           function's llvm.return, where every thread runs it (each waits for its own groups)

A TMA load on a pipeline stage (its barrier is a producer token) is left
for ``lower_pipeline_tokens``, which owns the stage's addresses.
"""

from __future__ import annotations

from typing import Any, assert_never

from ..ir.core import Module, ops_in
from ..ir.types import DialectType
from ..languages import barriers as M
from ..languages import llvm as LL
from ..languages import tileas_tma as B
from ..languages import tma as T
from ..languages import tileas as A
from ..languages.structured import ScfFor, ScfIf
from ..lowering.emit import Emitter
from ..lowering.conversion import GuardOp, Lowering, Rewrites, Threads, if_then, lower_functions
from .lower_mbarriers import smem_offset

_DELAYED = "delayed_store_wait"


CLASSES: frozenset[type] = frozenset({B.AsyncTiledTmaLoad, B.AsyncTiledTmaStore, LL.LLVMReturn})
"""The classes ``_rule`` rewrites (its arms); it returns every other op as it is, its regions lowered."""
_NO_LOADS: frozenset[type] = CLASSES - {B.AsyncTiledTmaLoad}


def rewrites(f: LL.LLVMFunc[M.Op]) -> frozenset[type]:
    """``CLASSES``, less the loads where every load of ``f`` fills a pipeline stage (``_rule`` returns
    those as they are): the driver then does not enter the regions that hold them (a warp-specialized
    GEMM's producer agent; lower-tma 0.52 -> 0.27 M instructions a run on gemm_sm90)."""
    if all(is_stage_load(o) for b in f.body.blocks for o in ops_in(b.ops, (B.AsyncTiledTmaLoad,))):
        return _NO_LOADS
    return CLASSES


REWRITES: Rewrites = rewrites


def lower_tma(m: Module[M.Op]) -> Module[T.Op]:
    return lower_functions(m, _rule, "t", rewrites=REWRITES)


def _rule(op: M.Op, low: Lowering[M.Op, T.Op], threads: Threads) -> tuple[T.Op, ...] | None:
    if isinstance(op, LL.LLVMReturn) and _DELAYED in low.notes:
        return _delayed_wait(op, low, threads)
    if T.is_passthrough_for_lower_tma(op):
        return (op,)
    conv = low.conv
    e = low.emitter(op.loc)
    match op:
        case B.AsyncTiledTmaLoad() if not is_stage_load(op):
            desc = conv.get(e, op.desc)
            coords = tuple(conv.get(e, c) for c in reversed(op.coords))
            issue: Emitter[GuardOp] = low.emitter(op.loc)
            dst = e.gep_bytes(conv.arena(op.loc), smem_offset(op.smem_offset, op.loc))
            bar = conv.get(e, op.mbarrier)
            issue.add(LL.MBarrierArriveExpectTxShared(bar, issue.const(op.tx_count), None, op.loc))
            issue.add(LL.CpAsyncBulkTensorGlobalToShared(dst, desc, coords, bar, (), None, None, None, op.loc))
            conv.guard(e, threads, issue.ops)
            conv.define(e, op.result, dst)
        case B.AsyncTiledTmaStore():
            desc = conv.get(e, op.desc)
            src = conv.get(e, op.tile)
            coords = tuple(conv.get(e, c) for c in reversed(op.coords))
            store: Emitter[GuardOp] = low.emitter(op.loc)
            store.add(LL.FenceProxyAsyncSharedCta(op.loc))
            store.add(LL.CpAsyncBulkTensorSharedToGlobal(desc, src, coords, None, op.loc))
            store.add(LL.CpAsyncBulkCommitGroup(op.loc))
            if op.delay_wait:
                low.notes.add(_DELAYED)
            else:
                store.add(LL.CpAsyncBulkWaitGroup(0, True, op.loc))
            if threads.inside and threads.hi - threads.lo > 128:
                _per_warpgroup(e, low, threads, store.ops)
            else:
                conv.guard(e, threads, store.ops)
        case B.AsyncTiledTmaLoad():
            return (op,)   # a stage's load: lower_pipeline_tokens lowers it with its stage
        case LL.LLVMFunc() | A.ProducerWrite() | A.ConsumerRead() | ScfFor() | ScfIf():
            return (low.rebuilt(op, threads),)
        case _:
            assert_never(op)
    return tuple(e.ops)


def _per_warpgroup(e: Emitter[T.Op], low: Lowering[M.Op, T.Op], threads: Threads, ops: list[GuardOp]) -> None:
    """``ops`` on the first thread of each warpgroup of an agent of several: each warpgroup runs the
    agent's region with its own values (its rows, its ``alloc_tensor`` tile), so each issues its own store."""
    tid = low.conv.thread_index()
    local = e.isub(tid, e.const(threads.first)) if threads.first else tid
    first = e.icmp(LL.ICmpPredicate.EQ, e.urem(local, e.const(128)), e.const(0))
    e.add(if_then(first, tuple(ops), e.loc))


def _delayed_wait(op: LL.LLVMReturn, low: Lowering[M.Op, T.Op], threads: Threads) -> tuple[T.Op, ...]:
    """A TMA store's delayed wait, before the function returns, on every thread.

    ``cp.async.bulk.wait_group`` waits for the executing thread's own bulk async-groups (PTX ISA,
    cp.async.bulk.wait_group), and the stores were committed by different threads: the function's
    first, an agent's first, or each warpgroup's first.  A thread that committed none returns from it
    at once, so every thread runs it rather than one thread guessed at (one thread at the function level
    left an agent's stores unwaited: the CTA could exit while they still read shared memory)."""
    return (LL.CpAsyncBulkWaitGroup(0, True, op.loc), op)


def is_stage_load(op: B.AsyncTiledTmaLoad) -> bool:
    """Does ``op`` fill a pipeline stage (its barrier is a producer token)?"""
    t = op.mbarrier.type
    return isinstance(t, DialectType) and t.name == "producer_token"
