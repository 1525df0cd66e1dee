"""lower_tcgen05: tma -> tcgen05 (spec 000 ``nv_tileas.dot -> nvvm.tcgen05.mma`` (SM100); spec 002/003:
the tcgen05 surface lives in NVVM, and where LLVM 19's NVVM has no op, ``llvm.inline_asm``).

    alloc_tmem        -> warp 0: tcgen05.alloc.cta_group::1 into the tile's shared slot (after the
                         function's last alloc: tcgen05.relinquish_alloc_permit); thread 0: mbarrier.init
                         of its barrier (count 1); fence.mbarrier_init, bar.sync 0; every thread loads the
                         !llvm.ptr<6> address from the slot
    dealloc_tmem      -> tcgen05.fence::before_thread_sync, bar.sync 0; warp 0:
                         tcgen05.fence::after_thread_sync, tcgen05.dealloc.cta_group::1
    dot (umma)        -> one thread of the agent: tcgen05.mma.cta_group::1.kind::f16 [d], adesc, bdesc,
                         idesc, 1 per k-step of 16 (sm_100 shared-memory and instruction descriptors,
                         ``lowering/tcgen05.py``); the result is the accumulator's address
    tmem_store        -> tcgen05.st.sync.aligned.{32x32b,16x128b}.xN at the warp's lane quarter (a 16-lane
                         shape twice: lanes +0, +16), tcgen05.wait::st, tcgen05.fence::before_thread_sync,
                         bar.sync over the agent's warps, tcgen05.fence::after_thread_sync
    tmem_load         -> where a wait on the accumulator barrier may precede it: bar.sync over the agent's
                         warps; the agent's MMA thread: tcgen05.commit.cta_group::1.mbarrier::arrive::one
                         onto the accumulator barrier; every thread: try_wait.parity on it,
                         tcgen05.fence::after_thread_sync, tcgen05.ld.sync.aligned.{32x32b,16x128b}.xN,
                         tcgen05.wait::ld
    ldmatrix          -> ldmatrix.sync.aligned.m8n8.x4 (.x2 for a lone pair) per 4 registers of the
                         16x128b tile, each lane's row address swizzled like the TMA wrote the tile
    stmatrix          -> stmatrix.sync.aligned.m8n8.x4 (.x2) likewise, fence.proxy.async.shared::cta
                         (a TMA store may read the tile next), bar.sync over the agent's warps
    scf / consumer_read results and block arguments holding TMEM tiles -> carried as !llvm.ptr<6>

Warp ``w`` reaches TMEM lanes ``32 * (w % 4) ..`` (PTX ISA 9.7.16.8.1), so an
access adds ``(32 * (w % 4)) << 16`` to the tile's address (lane in bits
31-16, column in bits 15-0).  Every ``tmem_load`` waits on the function's
accumulator barrier (its first allocation's; a commit covers all earlier
tcgen05 work of the committing thread): the k-th wait in program order for
parity ``k % 2``, carried through loops and branches as an ``i32`` where
control flow makes it dynamic (``lowering/tcgen05_regions.py``).
ldmatrix / stmatrix (``lowering/tcgen05_matrix.py``) are inline asm (LLVM 19 has ``nvvm.ldmatrix`` /
``nvvm.stmatrix``, but they take i32 registers and nanotile's llvm language
has neither them nor ``llvm.bitcast``); the llvm checker holds every text to
``lowering.tcgen05.inline_asm_form``.

Refused (a located error): an allocation larger than the one before it
(tcgen05.alloc's column counts may not increase), a shared tile with a
swizzle other than 0/32/64/128, a move whose register count does not fit
its shape.
"""

from __future__ import annotations

from operator import is_
from typing import assert_never

from ..ir.core import Module, class_mask, region_census
from ..ir.diagnostics import error
from ..ir.types import I1, I64, LLVMStructType, TensorType, bit_width
from ..languages import llvm as LL
from ..languages import tcgen05 as G
from ..languages import tileas as A
from ..languages import tileas_tmem as D
from ..languages import tma as T
from ..languages.structured import ScfFor, ScfIf, ScfYield
from ..lowering.conversion import Conversion, GuardOp, Lowering, Rewrites, Threads, if_then, lower_functions
from ..lowering.type_converter import is_tmem
from ..lowering.emit import Emitter
from ..lowering.tiles import MBARRIER_TIMEOUT_NS, smem_swizzle
from ..lowering import tcgen05 as U
# lowering/tcgen05_{emit,matrix,regions}.py are imported where a rule needs them: a function without
# tensor memory (every sm_90a kernel) is never visited, and its compile never loads them.

ICmpP = LL.ICmpPredicate


TMEM_OPS: frozenset[type] = frozenset({A.AllocTmem, A.DeallocTmem, D.TmemStore, D.TmemLoad, D.LdMatrix, D.StMatrix})
CARRIERS: frozenset[type] = frozenset({A.ConsumerRead, ScfFor, ScfIf, ScfYield, A.PipelineYield})
"""The ops that carry TMEM tiles across regions (as their addresses) and the accumulator barrier's
wait parity (``lowering/tcgen05_regions.py``)."""


def rewrites(f: LL.LLVMFunc[T.Op]) -> frozenset[type]:
    """The classes ``_rule`` rewrites in ``f`` (it returns every other op as it is, its regions
    lowered): the TMEM ops and ``dot``; and the carriers where ``f`` holds a TMEM tile.  A TMEM tile
    is born of ``alloc_tmem``, a ``umma`` dot's accumulator or an argument (the input language has no
    cast; ``convert_func_to_llvm`` casts the arguments at the top of the entry block), so a function
    with no TMEM op, no ``umma`` dot and no TMEM argument has none, and its carriers and dots pass
    through (a function without TMEM ops on sm_90a is not visited)."""
    body = f.body
    if region_census(body) & class_mask(TMEM_OPS) or any(U.has_umma_dot(b.ops) for b in body.blocks):
        return TMEM_OPS | CARRIERS | {A.Dot}
    entry = body.blocks[0]
    args = list(entry.args)
    for o in entry.ops:
        if not isinstance(o, LL.UnrealizedCast):
            break
        args.extend(o.results)
    if any(is_tmem(v.type) for v in args):
        return TMEM_OPS | CARRIERS | {A.Dot}
    return TMEM_OPS   # no umma dot: every dot is returned as it is


REWRITES: Rewrites = rewrites


def lower_tcgen05(m: Module[T.Op]) -> Module[G.Op]:
    return lower_functions(m, _rule, "u", rewrites=REWRITES)


def _rule(op: T.Op, low: Lowering[T.Op, G.Op], threads: Threads) -> tuple[G.Op, ...]:
    if G.is_passthrough_for_lower_tcgen05(op):
        return (op,)
    from ..lowering import tcgen05_emit as X, tcgen05_matrix as M, tcgen05_regions as R

    conv = low.conv
    e = low.emitter(op.loc)
    match op:
        case A.AllocTmem():
            _alloc(op, low, threads, e)
        case A.DeallocTmem():
            _dealloc(op, low, threads, e)
        case A.Dot() if op.atom is A.Atom.UMMA:
            _mma(op, conv, threads, e)
        case A.Dot():
            return (op,)   # a register-tile dot: lowered elsewhere (the class is lowered when it is umma)
        case D.TmemStore():
            _store(op, conv, threads, e)
        case D.TmemLoad():
            _load(op, low, threads, e)
        case D.LdMatrix():
            M.lower_ldmatrix(op, conv, threads, e)
        case D.StMatrix():
            M.lower_stmatrix(op, conv, threads, e)
        case A.ConsumerRead():
            R.lower_consumer_read(op, low, threads, e)
        case ScfFor():
            R.lower_for(op, low, threads, e)
        case ScfIf():
            R.lower_if(op, low, threads, e)
        case ScfYield():
            vals = tuple(X.carried(conv, e, v) for v in op.values)
            e.add(op if all(map(is_, vals, op.values)) else ScfYield(vals, op.loc))   # (nothing carried: shared)
        case A.PipelineYield():
            vals = tuple(X.carried(conv, e, v) for v in op.values)
            e.add(op if all(map(is_, vals, op.values)) else A.PipelineYield(vals, op.loc))
        case LL.LLVMFunc() | A.ProducerWrite():
            return (low.rebuilt(op, threads),)
        case _:
            assert_never(op)
    return tuple(e.ops)


# -- allocation ---------------------------------------------------------------------------------


def _alloc(op: A.AllocTmem, low: Lowering[T.Op, G.Op], threads: Threads, e: Emitter[G.Op]) -> None:
    from ..lowering import tcgen05_emit as X

    conv = low.conv
    if threads.inside:
        raise error(op.loc, f"'{op.NAME}' runs on every thread of the CTA (at function level), not in an agent")
    slot = X.slot(op, conv, e)
    bar = e.gep_bytes(slot, 8)
    w0: Emitter[GuardOp] = Emitter(conv.fresh, op.loc)
    X.asm(w0, f"tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32 [$0], {X.columns(op.result.type)};",
          (slot,), "l")
    cols, last = X.columns(op.result.type), low.env.get("tmem_columns")
    if last is not None and cols > last:
        raise error(op.loc, f"'{op.NAME}' takes {cols} columns after an allocation of {last}: tcgen05.alloc's "
                            "column counts may not increase (PTX ISA 9.7.16.7.1); allocate the larger tile first")
    low.env["tmem_columns"] = cols
    allocs = low.env["tmem_allocs_seen"] = low.env.get("tmem_allocs_seen", 0) + 1
    if allocs == sum(isinstance(o, A.AllocTmem) for o in conv.defs.values()):
        X.asm(w0, "tcgen05.relinquish_alloc_permit.cta_group::1.sync.aligned;")   # after the last alloc only
    X.warp0(conv, e, w0.ops)
    t0: Emitter[GuardOp] = Emitter(conv.fresh, op.loc)
    t0.add(LL.MBarrierInitShared(bar, t0.const(1), op.loc))
    t0.add(LL.FenceMBarrierInit(op.loc))
    e.add(if_then(e.icmp(ICmpP.EQ, conv.thread_index(), e.const(0)), tuple(t0.ops), op.loc))
    e.add(LL.Barrier0(op.loc))
    addr = e.v(X.TMEM_PTR, "tmem")
    e.add(LL.Load(addr, slot, 4, op.loc))
    conv.define(e, op.result, addr)
    low.env.setdefault("tmem_allocs", []).append(bar)


def _dealloc(op: A.DeallocTmem, low: Lowering[T.Op, G.Op], threads: Threads, e: Emitter[G.Op]) -> None:
    from ..lowering import tcgen05_emit as X

    conv = low.conv
    if threads.inside:
        raise error(op.loc, f"'{op.NAME}' runs on every thread of the CTA (at function level), not in an agent")
    X.asm(e, "tcgen05.fence::before_thread_sync;")
    e.add(LL.Barrier0(op.loc))
    w0: Emitter[GuardOp] = Emitter(conv.fresh, op.loc)
    X.asm(w0, "tcgen05.fence::after_thread_sync;")
    X.asm(w0, f"tcgen05.dealloc.cta_group::1.sync.aligned.b32 $0, {X.columns(op.tile.type)};",
          (conv.get(e, op.tile),), "r")
    X.warp0(conv, e, w0.ops)


# -- the MMA ------------------------------------------------------------------------------------


def _mma(op: A.Dot, conv: Conversion, threads: Threads, e: Emitter[G.Op]) -> None:
    from ..lowering import tcgen05_emit as X

    a_t, b_t, d_t = op.lhs.type, op.rhs.type, op.acc.type
    assert isinstance(a_t, TensorType) and isinstance(b_t, TensorType) and isinstance(d_t, TensorType)
    m, k = a_t.shape
    n = b_t.shape[0]
    sw_a, sw_b = smem_swizzle(a_t), smem_swizzle(b_t)
    for sw, t in ((sw_a, a_t), (sw_b, b_t)):
        if sw not in U.SMEM_SWIZZLE_MODE or sw == 0 or k * bit_width(t.element) // 8 != sw:
            raise error(op.loc, f"tcgen05.mma operands must be K-major with rows exactly one swizzle wide; got {t}")
    if k % 16:
        raise error(op.loc, f"tcgen05.mma kind::f16 steps K by 16; got K = {k}")
    try:
        idesc = U.instruction_descriptor_f16(m, n, a_t.element, b_t.element, d_t.element)
    except ValueError as exc:
        raise error(op.loc, str(exc)) from None
    assert sw_a is not None and sw_b is not None
    hi_a = e.const(U.smem_descriptor_high_bits(sw_a, 16, 8 * sw_a), I64)
    hi_b = e.const(U.smem_descriptor_high_bits(sw_b, 16, 8 * sw_b), I64)
    start_a = X.start_field(e, conv.get(e, op.lhs))
    start_b = X.start_field(e, conv.get(e, op.rhs))
    acc = conv.get(e, op.acc)
    issue: Emitter[GuardOp] = Emitter(conv.fresh, op.loc)
    idesc_v = issue.const(idesc)
    accumulate = issue.v(I1, "acc_d")
    issue.add(LL.LLVMConstant(accumulate, X.true_attr(), op.loc))
    for step in range(k // 16):
        da = issue.or_(issue.add_c(start_a, step * 2), hi_a)   # 32 bytes per k-step, in 16-byte units
        db = issue.or_(issue.add_c(start_b, step * 2), hi_b)
        X.asm(issue, "tcgen05.mma.cta_group::1.kind::f16 [$0], $1, $2, $3, $4;",
              (acc, da, db, idesc_v, accumulate), "r,l,l,r,b")
    conv.guard(e, threads, issue.ops)
    conv.define(e, op.result, acc)


# -- tcgen05.ld / st ----------------------------------------------------------------------------

_LAYOUT = {D.LdStShape.SHAPE_32X32B: U.LAYOUT_32X32B, D.LdStShape.SHAPE_16X128B: U.LAYOUT_16X128B}


def _regs_of(op: D.TmemLoad | D.TmemStore, have: int) -> str:
    """The register layout of ``op``'s shape, once the tile's ``have`` registers per thread fit it."""
    layout = _LAYOUT[op.shape]
    want = op.num * U.REGS_PER_REP[layout] * U.LANE_HALVES[layout]
    if have != want:
        raise error(op.loc, f"'{op.NAME}' .{op.shape.ptx}.x{op.num} moves {want} registers per thread, "
                            f"the tile holds {have}")
    return layout


def _store(op: D.TmemStore, conv: Conversion, threads: Threads, e: Emitter[G.Op]) -> None:
    from ..lowering import tcgen05_emit as X

    count = X.agent_threads(op, threads)
    vals = e.unpack(conv.get(e, op.value))
    layout = _regs_of(op, len(vals))
    dest = conv.get(e, op.dest)
    off = X.lane_offset(conv, e)
    X.asm(e, U.tmem_st_text(layout, op.num), (dest, off, *vals),
          ",".join(["r", "r"] + [X.constraint(v.type) for v in vals]))
    X.asm(e, "tcgen05.wait::st.sync.aligned;")
    X.asm(e, "tcgen05.fence::before_thread_sync;")
    X.asm(e, "bar.sync $0, $1;", (e.const(1), e.const(count)), "r,r")
    X.asm(e, "tcgen05.fence::after_thread_sync;")
    conv.define(e, op.result, dest)


def _load(op: D.TmemLoad, low: Lowering[T.Op, G.Op], threads: Threads, e: Emitter[G.Op]) -> None:
    from ..lowering import tcgen05_emit as X, tcgen05_regions as R

    conv = low.conv
    count = X.agent_threads(op, threads)
    t = conv.tc.convert(op.result.type)
    assert isinstance(t, LLVMStructType)
    layout = _regs_of(op, len(t.fields))
    bars = low.env.get("tmem_allocs", [])
    if not bars:
        raise error(op.loc, f"'{op.NAME}' reads tensor memory before any alloc_tmem of its function")
    bar = bars[0]    # the function's accumulator barrier: a commit tracks all earlier tcgen05 work of its thread
    tile = conv.get(e, op.tile)
    if R.waited(low):
        # Every thread of the agent has passed its earlier wait before the commit starts the next phase:
        # the barrier's one arrival is the MMA thread's, so a lagging warp could otherwise still wait for
        # parity p while the barrier completes the next phase and comes back to parity p (a hang).
        X.asm(e, "bar.sync $0, $1;", (e.const(1), e.const(count)), "r,r")
    commit: Emitter[GuardOp] = Emitter(conv.fresh, op.loc)
    X.asm(commit, "tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [$0];", (bar,), "l")
    conv.guard(e, threads, commit.ops)
    parity = R.take_phase(low, e)
    e.add(LL.MBarrierTryWaitParityShared(bar, parity, e.const(MBARRIER_TIMEOUT_NS), e.loc))
    X.asm(e, "tcgen05.fence::after_thread_sync;")
    off = X.lane_offset(conv, e)
    regs = e.v(t, "tm")
    X.asm(e, U.tmem_ld_text(layout, op.num), (tile, off),
          ",".join(["=" + X.constraint(f) for f in t.fields] + ["r", "r"]), (regs,))
    X.asm(e, "tcgen05.wait::ld.sync.aligned;")
    conv.define(e, op.result, regs)
