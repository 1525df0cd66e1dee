"""lower_tcgen05: tma -> tcgen05 (spec 000 ``nv_tileas.dot -> nvvm.tcgen05.mma`` (SM100); spec 002/003:
the tcgen05 surface lives in NVVM, and where LLVM 19's NVVM has no op, ``llvm.inline_asm``).

    alloc_tmem        -> warp 0: tcgen05.alloc.cta_group::1 into the tile's shared slot, then
                         tcgen05.relinquish_alloc_permit; thread 0: mbarrier.init of its accumulator
                         barrier (count 1); fence.mbarrier_init, bar.sync 0; every thread loads the
                         !llvm.ptr<6> address from the slot
    dealloc_tmem      -> tcgen05.fence::before_thread_sync, bar.sync 0; warp 0:
                         tcgen05.fence::after_thread_sync, tcgen05.dealloc.cta_group::1
    dot (umma)        -> one thread of the agent: tcgen05.mma.cta_group::1.kind::f16 [d], adesc, bdesc,
                         idesc, 1 per k-step of 16 (sm_100 shared-memory and instruction descriptors,
                         ``lowering/tcgen05.py``); the result is the accumulator's address
    tmem_store 32x32b -> tcgen05.st.sync.aligned.32x32b.xN at the warp's lane quarter, tcgen05.wait::st,
                         tcgen05.fence::before_thread_sync, bar.sync over the agent's warps,
                         tcgen05.fence::after_thread_sync (the MMA thread then sees the data)
    tmem_load 32x32b  -> the agent's MMA thread: tcgen05.commit.cta_group::1.mbarrier::arrive::one onto
                         the accumulator barrier; every thread: try_wait.parity on it,
                         tcgen05.fence::after_thread_sync, tcgen05.ld.sync.aligned.32x32b.xN,
                         tcgen05.wait::ld
    scf / consumer_read results and block arguments holding TMEM tiles -> carried as !llvm.ptr<6>

Warp ``w`` reaches TMEM lanes ``32 * (w % 4) ..`` (PTX ISA 9.7.16.8.3), so a
32x32b access adds ``(32 * (w % 4)) << 16`` to the tile's address (lane in
bits 31-16, column in bits 15-0).  The k-th ``tmem_load`` of an allocation
in program order waits for phase parity ``k % 2`` of its barrier; a
``tmem_load`` inside a loop is rejected (its phase would need counting).

Not lowered yet (a located error): ``ldmatrix`` / ``stmatrix`` and the
``16x128b`` shape (the tmem <-> shared paths of the legalization table),
``tmem_load`` in a loop, several allocations in one function.
"""

from __future__ import annotations

from typing import Any

from ..ir.core import Block, Module, Region
from ..ir.diagnostics import error
from ..ir.types import I1, I64, LLVMStructType, TensorType, bit_width
from ..languages import llvm as LL
from ..languages import tcgen05 as G
from ..languages import tileas as A
from ..languages import tileas_tmem as D
from ..languages import tma as T
from ..languages.structured import ScfFor, ScfIf, ScfYield
from ..lowering.conversion import Conversion, GuardOp, Lowering, Threads, if_then, lower_functions
from ..lowering.emit import Emitter
from ..lowering.tiles import MBARRIER_TIMEOUT_NS, smem_swizzle
from ..lowering import tcgen05 as U
from ..lowering import tcgen05_emit as X

ICmpP = LL.ICmpPredicate


def lower_tcgen05(m: Module[T.Op]) -> Module[G.Op]:
    return lower_functions(m, _rule, "u")


def _rule(op: T.Op, low: Lowering[T.Op, G.Op], threads: Threads) -> tuple[G.Op, ...] | None:
    conv = low.conv
    e = low.emitter(op.loc)
    match op:
        case A.AllocTmem():
            _alloc(op, low, threads, e)
        case A.DeallocTmem():
            _dealloc(op, low, threads, e)
        case A.Dot() if op.atom is A.Atom.UMMA:
            _mma(op, conv, threads, e)
        case D.TmemStore():
            _store(op, conv, threads, e)
        case D.TmemLoad():
            _load(op, low, threads, e)
        case D.LdMatrix() | D.StMatrix():
            raise error(op.loc, f"'{op.NAME}' (the tmem <-> shared copy path) has no PTX lowering yet")
        case A.ConsumerRead():
            results, after = X.carry_out(conv, op.results, op.loc)
            e.add(A.ConsumerRead(results, op.token, low.region(op.body, threads), op.loc))
            e.ops.extend(after)
        case ScfFor():
            inits = tuple(X.carried(conv, e, v) for v in op.inits)
            blk = op.body.blocks[0]
            args, prefix = X.carry_out(conv, blk.args, op.loc)
            low.env["loop_depth"] = low.env.get("loop_depth", 0) + 1
            body = Region((Block(blk.label, args, prefix + low.ops(blk.ops, threads)),))
            low.env["loop_depth"] -= 1
            results, after = X.carry_out(conv, op.results, op.loc)
            e.add(ScfFor(results, op.lower, op.upper, op.step, inits, body, op.loc))
            e.ops.extend(after)
        case ScfIf():
            then_t, else_t = conv.branch_threads(op, threads)
            results, after = X.carry_out(conv, op.results, op.loc)
            e.add(ScfIf(results, op.cond, low.region(op.then_region, then_t),
                        low.region(op.else_region, else_t), op.loc))
            e.ops.extend(after)
        case ScfYield():
            e.add(ScfYield(tuple(X.carried(conv, e, v) for v in op.values), op.loc))
        case A.PipelineYield():
            e.add(A.PipelineYield(tuple(X.carried(conv, e, v) for v in op.values), op.loc))
        case _:
            return None
    return tuple(e.ops)


# -- allocation ---------------------------------------------------------------------------------


def _alloc(op: A.AllocTmem, low: Lowering[T.Op, G.Op], threads: Threads, e: Emitter[G.Op]) -> None:
    conv = low.conv
    if threads.inside:
        raise error(op.loc, f"'{op.NAME}' runs on every thread of the CTA (at function level), not in an agent")
    slot = X.slot(op, conv, e)
    bar = e.gep_bytes(slot, 8)
    w0: Emitter[GuardOp] = Emitter(conv.fresh, op.loc)
    X.asm(w0, f"tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32 [$0], {X.columns(op.result.type)};",
          (slot,), "l")
    X.asm(w0, "tcgen05.relinquish_alloc_permit.cta_group::1.sync.aligned;")
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


def _shape_32x32b(op: D.TmemLoad | D.TmemStore) -> None:
    if op.shape is not D.LdStShape.SHAPE_32X32B:
        raise error(op.loc, f"'{op.NAME}' .{op.shape.ptx} has no PTX lowering yet (only .32x32b)")


def _store(op: D.TmemStore, conv: Conversion, threads: Threads, e: Emitter[G.Op]) -> None:
    _shape_32x32b(op)
    count = X.agent_threads(op, threads)
    vals = e.unpack(conv.get(e, op.value))
    if len(vals) != op.num:
        raise error(op.loc, f"'{op.NAME}' .x{op.num} moves {op.num} registers per thread, the tile holds {len(vals)}")
    dest = conv.get(e, op.dest)
    off = X.lane_offset(conv, e)
    n = op.num
    X.asm(e, "{ .reg .b32 ta; add.u32 ta, $0, $1; "
             f"tcgen05.st.sync.aligned.32x32b.x{n}.b32 [ta], {X.regs(n, 2)}; }}",
          (dest, off, *vals), ",".join(["r", "r"] + ["f"] * n))
    X.asm(e, "tcgen05.wait::st.sync.aligned;")
    X.asm(e, "tcgen05.fence::before_thread_sync;")
    X.asm(e, "bar.sync $0, $1;", (e.const(1), e.const(count)), "r,r")
    X.asm(e, "tcgen05.fence::after_thread_sync;")
    conv.define(e, op.result, dest)


def _load(op: D.TmemLoad, low: Lowering[T.Op, G.Op], threads: Threads, e: Emitter[G.Op]) -> None:
    conv = low.conv
    _shape_32x32b(op)
    X.agent_threads(op, threads)
    if low.env.get("loop_depth", 0):
        raise error(op.loc, f"'{op.NAME}' inside a loop has no lowering yet (its accumulator barrier's "
                            "phase would need counting)")
    bars = low.env.get("tmem_allocs", [])
    if len(bars) != 1:
        raise error(op.loc, f"'{op.NAME}' needs exactly one alloc_tmem in its function, found {len(bars)}")
    bar = bars[0]
    k = low.env.get("tmem_loads", 0)
    low.env["tmem_loads"] = k + 1
    tile = conv.get(e, op.tile)
    commit: Emitter[GuardOp] = Emitter(conv.fresh, op.loc)
    X.asm(commit, "tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [$0];", (bar,), "l")
    conv.guard(e, threads, commit.ops)
    e.add(LL.MBarrierTryWaitParityShared(bar, e.const(k % 2), e.const(MBARRIER_TIMEOUT_NS), e.loc))
    X.asm(e, "tcgen05.fence::after_thread_sync;")
    t = conv.tc.convert(op.result.type)
    assert isinstance(t, LLVMStructType)
    n = op.num
    if len(t.fields) != n:
        raise error(op.loc, f"'{op.NAME}' .x{n} moves {n} registers per thread, the tile holds {len(t.fields)}")
    off = X.lane_offset(conv, e)
    regs = e.v(t, "tm")
    X.asm(e, "{ .reg .b32 ta; add.u32 ta, " f"${n}, ${n + 1}; "
             f"tcgen05.ld.sync.aligned.32x32b.x{n}.b32 {X.regs(n, 0)}, [ta]; }}",
          (tile, off), ",".join(["=f"] * n + ["r", "r"]), (regs,))
    X.asm(e, "tcgen05.wait::ld.sync.aligned;")
    conv.define(e, op.result, regs)
