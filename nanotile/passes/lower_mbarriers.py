"""lower_mbarriers: regtiles -> barriers (spec 000 / 002: standalone mbarriers).

    nv_tileas.alloc_mbarrier       -> llvm.getelementptr @global_smem + smem_offset
    nv_tileas.async.mbarrier_init  -> nvvm.mbarrier.init.shared + nvvm.fence.mbarrier.init
                                      (one thread: under tid == first unless one thread runs here),
                                      then nvvm.barrier0 on every thread
    nv_tileas.async.mbarrier_wait  -> nvvm.mbarrier.try_wait.parity.shared (phase, MBARRIER_TIMEOUT_NS);
                                      with last_use, then nvvm.barrier0 and (one thread)
                                      nvvm.mbarrier.inval.shared

A pipeline's stage barriers are ``lower_pipeline_tokens``'s business.
"""

from __future__ import annotations

from typing import Any, assert_never

from ..ir.core import Module
from ..ir.diagnostics import error
from ..ir.location import Location
from ..languages import barriers as M
from ..languages import llvm as LL
from ..languages import regtiles as R
from ..languages import tileas_tma as B
from ..languages import tileas as A
from ..languages.structured import ScfFor, ScfIf
from ..lowering.emit import Emitter
from ..lowering.conversion import GuardOp, Lowering, Threads, lower_functions
from ..lowering.tiles import MBARRIER_TIMEOUT_NS


REWRITES: frozenset[type] = frozenset({B.AllocMBarrier, B.MBarrierInit, B.MBarrierWait})
"""The classes ``_rule`` rewrites (its arms); it returns every other op as it is, its regions lowered."""


def lower_mbarriers(m: Module[R.Op]) -> Module[M.Op]:
    return lower_functions(m, _rule, "b", rewrites=REWRITES)


def _rule(op: R.Op, low: Lowering[R.Op, M.Op], threads: Threads) -> tuple[M.Op, ...] | None:
    if M.is_passthrough_for_lower_mbarriers(op):
        return (op,)
    conv = low.conv
    e = low.emitter(op.loc)
    match op:
        case B.AllocMBarrier():
            conv.define(e, op.result, e.gep_bytes(conv.arena(op.loc), smem_offset(op.smem_offset, op.loc)))
        case B.MBarrierInit():
            bar = conv.get(e, op.mbarrier)
            inner: Emitter[GuardOp] = low.emitter(op.loc)
            inner.add(LL.MBarrierInitShared(bar, inner.const(op.count), op.loc))
            inner.add(LL.FenceMBarrierInit(op.loc))
            conv.guard(e, threads, inner.ops)
            e.add(LL.Barrier0(op.loc))
        case B.MBarrierWait():
            bar = conv.get(e, op.mbarrier)
            e.add(LL.MBarrierTryWaitParityShared(bar, e.const(op.phase), e.const(MBARRIER_TIMEOUT_NS), e.loc))
            if op.last_use:
                e.add(LL.Barrier0(op.loc))      # every thread has seen the phase complete ...
                inval: Emitter[GuardOp] = low.emitter(op.loc)
                inval.add(LL.MBarrierInvalShared(bar, op.loc))
                conv.guard(e, threads, inval.ops)   # ... before one thread ends the barrier
        case LL.LLVMFunc() | A.ProducerWrite() | A.ConsumerRead() | ScfFor() | ScfIf():
            return (low.rebuilt(op, threads),)
        case _:
            assert_never(op)
    return tuple(e.ops)


def smem_offset(off: int | None, loc: Location) -> int:
    if off is None:
        raise error(loc, "no shared-memory offset was assigned (synthesize_global_smem runs first)")
    return off
