"""mbarriers, bulk asynchronous copies (TMA) and their completion, as instruction compilers.

mbarrier semantics (PTX ISA 9.7.13.15 "mbarrier"): an mbarrier has a phase,
an expected arrival count, a pending arrival count and a transaction count
(tx-count).  ``arrive`` decrements the pending count, ``expect_tx`` raises the
tx-count, ``complete_tx`` (from a bulk copy) lowers it; when both reach zero
the phase completes: the phase advances and the pending count resets to the
expected count.  ``try_wait.parity P`` / ``test_wait.parity P`` succeed once the
phase with parity P has completed, i.e. while the current phase's parity is
not P; the ``state`` forms compare with the phase an ``arrive`` returned.

Checks that are errors here (naming the PTX line): ``mbarrier.init`` of a
live (initialized, not invalidated) mbarrier; any operation on an
uninitialized or invalidated one; more arrivals than pending; a tx-count that
goes negative (a copy delivered more bytes than its phase expected: an
``expect_tx`` too small, or bytes arriving after the phase they were meant for
completed) -- PTX allows a transiently negative tx-count when a copy completes
before its ``expect_tx`` (tx-count range ±(2^20-1)); the emulator lands copies
no earlier than the next scheduling step after issue, and reports it.
A ``.parity`` wait by a warp that has missed a phase -- the barrier completed two or more phases since
the warp last saw it -- is parity aliasing and an error too (``_check_parity_alias``).

Bulk copies (PTX ISA 9.7.9.25 "Data Movement and Conversion Instructions:
cp.async.bulk", "cp.async.bulk.tensor"): issued per active lane, they land
later (machine.py); a load's complete_tx on its mbarrier happens when it lands.
``cp.async.bulk.commit_group`` closes the issuing warp's current bulk
async-group, ``cp.async.bulk.wait_group[.read] N`` lands all but the newest N.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable

import numpy as np

from . import alu, flags
from .errors import EmuError
from .isa import Ctx, _code, _lanes, _smem_offsets, register
from .flags import join
from .machine import AsyncOp, MBarrier, TmaWrite
from .memory import PARAM_WINDOW, SHARED_WINDOW, SMEM_BASE, WINDOW_SIZE, MemFault
from .ptx import Addr, Imm, Operand, Reg, Sink
from .program import Code

if TYPE_CHECKING:
    from .machine import CTA, Warp

BLOCK = 1
MAX_TX = (1 << 20) - 1


def _shared_addr(cx: Ctx, a: Operand) -> Callable[["Warp"], np.ndarray]:
    """Lane addresses of an mbarrier / shared operand as shared-window offsets (int64)."""
    gaddr, sym_space = cx.address(a)
    generic = not any(p.startswith("shared") for p in cx.parts[1:]) and sym_space != "shared"

    def get(w: "Warp") -> np.ndarray:
        v = gaddr(w).astype(np.uint64)
        if generic:
            bad = (v < np.uint64(SHARED_WINDOW)) | (v >= np.uint64(SHARED_WINDOW + WINDOW_SIZE))
            if bad.any():
                raise MemFault(f"{int(v[np.argmax(bad)]):#x} is not a generic address of shared memory",
                               int(np.argmax(bad)))
            v = v - np.uint64(SHARED_WINDOW)
        return v.astype(np.int64)
    return get


def _mbar_lane(w: "Warp", addr: int, lane: int, what: str) -> MBarrier:
    cta = w.cta
    if addr % 8:
        raise MemFault(f"{what}: mbarrier address {addr:#x} is not 8-byte aligned", lane)
    if addr < SMEM_BASE or addr + 8 > SMEM_BASE + cta.smem.size:
        raise MemFault(f"{what}: mbarrier address {addr:#x} is outside the CTA's shared memory "
                       f"[{SMEM_BASE:#x}, {SMEM_BASE + cta.smem.size:#x})", lane)
    try:
        return cta.mbar(addr, what)
    except EmuError as e:
        raise MemFault(e.message, lane) from None


def arrive(cta: "CTA", b: MBarrier, n: int, tx: int, what: str) -> int:
    """``n`` arrivals (each after an expect_tx of ``tx`` bytes); returns the state (phase) of the first."""
    state = b.phase
    for _ in range(n):
        b.tx += tx
        if b.tx > MAX_TX:
            raise EmuError(f"{what}: tx-count of mbarrier {b.addr:#x} exceeds 2^20-1 ({b.tx})")
        if b.pending <= 0:
            raise EmuError(f"{what}: arrival on mbarrier {b.addr:#x} whose current phase {b.phase} has no "
                           f"pending arrivals left (expected count {b.count})")
        b.pending -= 1
        cta.mbar_complete_if_done(b)
    return state


def complete_tx(cta: "CTA", b: MBarrier, nbytes: int, what: str) -> None:
    b.tx -= nbytes
    if b.tx < 0:
        raise EmuError(f"{what}: complete_tx of {nbytes} bytes makes the tx-count of mbarrier {b.addr:#x} "
                       f"negative ({b.tx}) in phase {b.phase}: the phase expected fewer bytes "
                       "(expect_tx too small, or the bytes arrived after the phase they were meant for completed)")
    cta.mbar_complete_if_done(b)


def _check_parity_alias(w: "Warp", b: MBarrier, parity: int, what: str, lane: int) -> None:
    """Parity aliasing: a ``.parity`` wait names a phase only modulo 2 (PTX ISA 9.7.13.15.16
    ``mbarrier.test_wait/try_wait``: ``phaseParity`` is the parity of the current or the immediately
    preceding phase, waitComplete when the phase with that parity has completed), so it is unambiguous
    only while the barrier is at most one phase ahead of what the waiting thread last saw of it. When
    a warp waits and the barrier has completed two or more phases since that warp's previous parity
    wait on it (or since ``mbarrier.init``, for its first), the warp has missed a phase: its parity now
    also names a later phase, and the wait returns for the wrong one or blocks for a phase that may
    never come (the lagging-consumer bug: a stage refilled twice while one warp still waited on it).
    The emulator reports it at the wait, with the phase numbers, whatever the wait would return.
    (It fires when a schedule makes a warp fall that far behind: the scheduler's laggard, machine.py.)

    "Saw" counts the warp's own parity waits on this barrier (successful or not) and phases it learned
    of through a ``bar.sync`` with a warp that observed them (the barrier orders them). A design in
    which a warp deliberately skips phases of a barrier without learning of them (no shipped kernel or
    fixture does) would be reported too."""
    seen = max(b.waited.get(w.index, 0), min(w.observed.get(b.addr, 0), b.phase))
    if b.phase - seen >= 2:
        raise MemFault(f"{what}: parity aliasing on mbarrier {b.addr:#x}: this warp last saw it in phase {seen} "
                       f"and waits with parity {parity & 1}, but {b.phase - seen} phases have completed since "
                       f"(now in phase {b.phase}): the parity no longer names one phase -- a phase was missed "
                       "(PTX ISA 9.7.13.15.16: the parity is that of the current or the immediately preceding "
                       "phase)", lane)
    b.waited[w.index] = b.phase


def _c_mbarrier(cx: Ctx) -> Code:
    """mbarrier.{init,inval,arrive,arrive_drop,arrive.expect_tx,expect_tx,complete_tx,test_wait,try_wait,
    pending_count} (PTX ISA 9.7.13.15; semantics in the module docstring)."""
    op = cx.parts[1]
    if op == "arrive" and len(cx.parts) > 2 and cx.parts[2] == "expect_tx":
        op = "arrive.expect_tx"
    if op in ("arrive", "arrive_drop") and "noComplete" in cx.mods:
        raise cx.err("mbarrier.arrive.noComplete is not supported")
    if op == "init":
        a, c = cx.ops(2)
        ga = _shared_addr(cx, a)
        gc = cx.src(c, "u32")
        line = cx.ins.line

        def init(w: "Warp", m: np.ndarray | None) -> None:
            cta = w.cta
            addrs, counts = ga(w), gc(w)
            for lane in _lanes(w, m).tolist():
                addr, count = int(addrs[lane]), int(counts[lane])
                if addr % 8 or addr < SMEM_BASE or addr + 8 > SMEM_BASE + cta.smem.size:
                    raise MemFault(f"mbarrier.init: {addr:#x} is not an 8-byte aligned shared address", lane)
                if not 1 <= count <= MAX_TX:
                    raise MemFault(f"mbarrier.init: count {count} is outside 1..2^20-1", lane)
                old = cta.mbars.get(addr)
                if old is not None and old.valid:
                    raise MemFault(f"mbarrier.init on a live mbarrier at {addr:#x} (initialized at line "
                                   f"{old.line}, not invalidated; phase {old.phase})", lane)
                cta.mbars[addr] = MBarrier(addr, count, count, line=line)
                cta.event()
        return _code(cx, init)
    if op == "inval":
        (a,) = cx.ops(1)
        ga = _shared_addr(cx, a)

        def inval(w: "Warp", m: np.ndarray | None) -> None:
            addrs = ga(w)
            for lane in _lanes(w, m).tolist():
                b = _mbar_lane(w, int(addrs[lane]), lane, "mbarrier.inval")
                b.valid = False
                w.cta.event()
        return _code(cx, inval)
    if op in ("arrive", "arrive_drop", "arrive.expect_tx"):
        ops = cx.ops((2, 3))
        d, a = ops[0], ops[1]
        ga = _shared_addr(cx, a)
        put = cx.dst(d, "b64") if not isinstance(d, Sink) else None
        gtx = cx.src(ops[2], "u32") if op == "arrive.expect_tx" else None
        if op == "arrive.expect_tx" and len(ops) != 3:
            raise cx.err("mbarrier.arrive.expect_tx takes state, [addr], txCount")
        gcount = cx.src(ops[2], "u32") if op != "arrive.expect_tx" and len(ops) == 3 else None
        what = "mbarrier." + op
        relaxed = "relaxed" in cx.mods

        def arr(w: "Warp", m: np.ndarray | None) -> None:
            addrs = ga(w)
            txs = gtx(w) if gtx is not None else None
            counts = gcount(w) if gcount is not None else None
            states = np.zeros(32, dtype=np.uint64)
            for lane in _lanes(w, m).tolist():
                b = _mbar_lane(w, int(addrs[lane]), lane, what)
                n = int(counts[lane]) if counts is not None else 1
                tx = int(txs[lane]) if txs is not None else 0
                try:
                    if tx:
                        b.tx += tx
                        if b.tx > MAX_TX:
                            raise EmuError(f"{what}: tx-count of mbarrier {b.addr:#x} exceeds 2^20-1")
                    if n > b.pending:
                        raise EmuError(f"{what}: {n} arrival(s) on mbarrier {b.addr:#x} whose phase {b.phase} "
                                       f"has only {b.pending} pending (expected count {b.count})")
                    states[lane] = b.phase
                    if w.setmaxnregs:
                        k = flags.arrive_known(w, lane, relaxed)
                        if k:
                            join(b.known, k)
                    if op == "arrive_drop":
                        b.count -= n
                    b.pending -= n
                    w.cta.mbar_complete_if_done(b)
                except EmuError as e:
                    raise MemFault(e.message, lane) from None
            if put is not None:
                put(w, states, m)
        return _code(cx, arr)
    if op in ("expect_tx", "complete_tx"):
        a, c = cx.ops(2)
        ga = _shared_addr(cx, a)
        gtx = cx.src(c, "u32")
        what = "mbarrier." + op

        def tx(w: "Warp", m: np.ndarray | None) -> None:
            addrs, txs = ga(w), gtx(w)
            for lane in _lanes(w, m).tolist():
                b = _mbar_lane(w, int(addrs[lane]), lane, what)
                try:
                    if op == "expect_tx":
                        b.tx += int(txs[lane])
                        w.cta.event()
                    else:
                        # .relaxed only (PTX ISA mbarrier.complete_tx): releases what a fence before did
                        k = flags.arrive_known(w, lane, True) if w.setmaxnregs else None
                        if k:
                            join(b.known, k)
                        complete_tx(w.cta, b, int(txs[lane]), what)
                except EmuError as e:
                    raise MemFault(e.message, lane) from None
        return _code(cx, tx)
    if op in ("test_wait", "try_wait"):
        ops = cx.ops((3, 4))
        d, a, s = ops[0], ops[1], ops[2]
        parity = "parity" in cx.mods
        ga = _shared_addr(cx, a)
        gs = cx.src(s, "u32" if parity else "u64")
        put = cx.dst(d, "pred")
        what = "mbarrier." + op
        relaxed = "relaxed" in cx.mods

        def wait(w: "Warp", m: np.ndarray | None) -> int | None:
            cta = w.cta
            addrs, st = ga(w), gs(w)
            res = np.zeros(32, dtype=bool)
            idx = _lanes(w, m)
            for lane in idx.tolist():
                b = _mbar_lane(w, int(addrs[lane]), lane, what)
                v = int(st[lane])
                if parity:
                    _check_parity_alias(w, b, v, what, lane)
                ok = (b.phase & 1) != (v & 1) if parity else b.phase > v
                res[lane] = ok
                if ok:
                    w.observed[b.addr] = max(w.observed.get(b.addr, 0), b.phase)
                    if b.done:
                        flags.wait_learns(w, lane, relaxed, b.done)
            if not res[idx].any():
                key = (w.pc, cta.events)
                if w.poll == key:
                    lane0 = int(idx[0])
                    w.blocked = ("mbarrier" if parity else "mbarrier_state", int(addrs[lane0]),
                                 int(st[lane0]) & (1 if parity else -1), cta.events)
                    return BLOCK
                w.poll = key
            put(w, res, m)
            return None
        return _code(cx, wait)
    if op == "pending_count":
        d, s = cx.ops(2)
        raise cx.err("mbarrier.pending_count is not supported")
    raise cx.err(f"unsupported '{cx.ins.opcode}'")


# ---- bulk copies ------------------------------------------------------------------------------


class SmemView:
    """The ByteMemory of a CTA's shared memory (shared-window addresses), recording what is read."""

    def __init__(self, cta: "CTA") -> None:
        self.cta = cta
        self.reads: list[tuple[int, int]] = []
        self.writes: list[tuple[int, int]] = []

    def read(self, addr: int, n: int) -> np.ndarray:
        self.reads.append((addr - SMEM_BASE, addr - SMEM_BASE + n))
        return self.cta.smem.read(addr, n)

    def write(self, addr: int, data: np.ndarray) -> None:
        n = int(data.size * data.itemsize)
        self.writes.append((addr - SMEM_BASE, addr - SMEM_BASE + n))
        self.cta.smem.write(addr, data)


def _ranges_offsets(ranges: list[tuple[int, int]]) -> np.ndarray:
    if not ranges:
        return np.zeros(0, dtype=np.int64)
    return np.concatenate([np.arange(a, b, dtype=np.int64) for a, b in ranges])


def merge_ranges(ranges: list[tuple[int, int]]) -> list[tuple[int, int]]:
    out: list[tuple[int, int]] = []
    for a, b in sorted(ranges):
        if out and a <= out[-1][1]:
            out[-1] = (out[-1][0], max(out[-1][1], b))
        else:
            out.append((a, b))
    return out


def _issue_bulk_group(w: "Warp", op: AsyncOp) -> None:
    """A bulk copy completing through the warp's bulk async-groups; a store's shared source counts as read
    only once a cp.async.bulk.wait_group[.read] covers it (CTA.readers, CTA.check_exit)."""
    w.bulk_open.append(op)
    if op.reads:
        w.cta.bulk_reading.append(op)
    w.cta.issue(op)


def _c_cp(cx: Ctx) -> Code:
    """cp.async.bulk[.tensor] / cp.async.bulk.commit_group / cp.async.bulk.wait_group[.read]."""
    p = cx.parts
    if len(p) >= 3 and p[1] == "async" and p[2] == "bulk":
        if len(p) >= 4 and p[3] == "commit_group":
            return _c_commit(cx)
        if len(p) >= 4 and p[3] == "wait_group":
            return _c_wait_group(cx)
        if len(p) >= 4 and p[3] == "tensor":
            from .tensorops import _c_tensor
            return _c_tensor(cx)
        if len(p) >= 4 and p[3] == "prefetch":
            return _code(cx, lambda w, m: None)
        return _c_bulk_copy(cx)
    if len(p) >= 3 and p[1] == "async" and p[2] in ("ca", "cg"):
        return _c_cp_async(cx)
    if len(p) >= 3 and p[1] == "async" and p[2] in ("commit_group", "wait_group", "wait_all"):
        return _c_cp_async_group(cx)
    raise cx.err(f"unsupported instruction '{cx.ins.opcode}'")


def _c_cp_async(cx: Ctx) -> Code:
    """cp.async.{ca,cg}.shared{::cta}.global [dst], [src], cp-size{, src-size} (PTX ISA 9.7.9.25.3
    "cp.async", sm_80): a per-thread asynchronous copy of 4, 8 or 16 bytes; bytes past src-size are
    zero-filled; it lands later (at cp.async.wait_group/wait_all at the latest), so reading the
    destination before the wait sees old data."""
    ops = cx.ops((3, 4))
    if "L2::cache_hint" in cx.parts:
        raise cx.err("cp.async with a cache-policy operand is not supported")
    gdst = _shared_addr(cx, ops[0])
    gsrc, _ = cx.address(ops[1])
    if not isinstance(ops[2], Imm) or ops[2].value not in (4, 8, 16):
        raise cx.err("cp.async copy size must be the immediate 4, 8 or 16")
    size = ops[2].value
    if cx.parts[2] == "cg" and size != 16:
        raise cx.err("cp.async.cg copies 16 bytes")
    gss = cx.src(ops[3], "u32") if len(ops) == 4 else None
    line, text = cx.ins.line, cx.ins.text

    def run(w: "Warp", m: np.ndarray | None) -> None:
        cta = w.cta
        idx = _lanes(w, m)
        dst, src = gdst(w), gsrc(w)
        ss = gss(w) if gss is not None else None
        for lane in idx.tolist():
            d, s = int(dst[lane]), int(src[lane])
            n = min(size, int(ss[lane])) if ss is not None else size
            if d % size or s % size:
                raise MemFault(f"cp.async of {size} bytes: addresses must be {size}-byte aligned", lane)
            if d < SMEM_BASE or d + size > SMEM_BASE + cta.smem.size:
                raise MemFault(f"cp.async destination {d:#x} is outside shared memory", lane)
            cta.generic_write(w, np.arange(d - SMEM_BASE, d - SMEM_BASE + size), "cp.async")
            try:
                data = cta.machine.gmem.read(s, n) if n > 0 else np.zeros(0, np.uint8)
            except MemFault as e:
                raise MemFault(e.message, lane) from None
            buf = np.zeros(size, dtype=np.uint8)
            buf[:n] = data

            def land(d: int = d, buf: np.ndarray = buf) -> None:
                cta.smem.write(d, buf)
            op = AsyncOp("cp.async", w, line, text, land)
            w.cp_open.append(op)
            cta.issue(op)
            cta.cp_unwaited[id(op)] = (d - SMEM_BASE, d - SMEM_BASE + size, op)
    return _code(cx, run)


def _c_cp_async_group(cx: Ctx) -> Code:
    """cp.async.commit_group / cp.async.wait_group N / cp.async.wait_all (PTX ISA 9.7.9.25.3.2-3)."""
    op = cx.parts[2]
    if op == "commit_group":
        cx.ops(0)

        def commit(w: "Warp", m: np.ndarray | None) -> None:
            w.cp_groups.append(w.cp_open)
            w.cp_open = []
        return _code(cx, commit)
    if op == "wait_all":
        cx.ops(0)
        keep = 0
    else:
        (n,) = cx.ops(1)
        if not isinstance(n, Imm):
            raise cx.err("cp.async.wait_group needs an immediate")
        keep = cx.group_count(n.value)

    def wait(w: "Warp", m: np.ndarray | None) -> None:
        if op == "wait_all":
            w.cp_groups.append(w.cp_open)
            w.cp_open = []
        while len(w.cp_groups) > keep:
            for o in w.cp_groups.pop(0):
                w.cta.land(o)
                w.cta.cp_unwaited.pop(id(o), None)
    return _code(cx, wait)


def _c_commit(cx: Ctx) -> Code:
    """cp.async.bulk.commit_group: the warp's uncommitted bulk copies form a group."""
    cx.ops(0)

    def commit(w: "Warp", m: np.ndarray | None) -> None:
        w.bulk_groups.append(w.bulk_open)
        w.bulk_open = []
    return _code(cx, commit)


def _c_wait_group(cx: Ctx) -> Code:
    """cp.async.bulk.wait_group[.read] N: wait until at most N of the warp's bulk groups are pending
    (.read: until their sources have been read; the emulator completes them)."""
    (n,) = cx.ops(1)
    if not isinstance(n, Imm):
        raise cx.err("wait_group needs an immediate group count")
    keep = cx.group_count(n.value)

    def wait(w: "Warp", m: np.ndarray | None) -> None:
        while len(w.bulk_groups) > keep:
            for op in w.bulk_groups.pop(0):
                w.cta.land(op)
                if op.reads:
                    w.cta.bulk_reading.remove(op)
    return _code(cx, wait)


def _c_bulk_copy(cx: Ctx) -> Code:
    """cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [dst], [src], size, [mbar] and
    cp.async.bulk.global.shared::cta.bulk_group [dst], [src], size (non-tensor bulk copies; sizes and
    addresses are multiples of 16)."""
    ops = cx.ops((3, 4))
    to_shared = cx.parts[3].startswith("shared")
    if to_shared:
        if len(ops) != 4 or "mbarrier::complete_tx::bytes" not in cx.ins.opcode:
            raise cx.err("a bulk copy to shared memory completes on an mbarrier: [dst], [src], size, [mbar]")
        gdst = _shared_addr(cx, ops[0])
        gsrc, _ = cx.address(ops[1])
        gmb = _shared_addr(cx, ops[3])
    else:
        if "bulk_group" not in cx.mods:
            raise cx.err(f"unsupported bulk copy '{cx.ins.opcode}'")
        gdst_g, _ = cx.address(ops[0])
        gsrc_s = _shared_addr(cx, ops[1])
    gsize = cx.src(ops[2], "u32")
    line, text = cx.ins.line, cx.ins.text

    def run(w: "Warp", m: np.ndarray | None) -> None:
        cta = w.cta
        sizes = gsize(w)
        for lane in _lanes(w, m).tolist():
            n = int(sizes[lane])
            if n % 16:
                raise MemFault(f"bulk copy size {n} is not a multiple of 16", lane)
            if to_shared:
                dst, src, mb = int(gdst(w)[lane]), int(gsrc(w)[lane]), int(gmb(w)[lane])
                if dst % 16 or src % 16:
                    raise MemFault("bulk copy addresses must be 16-byte aligned", lane)
                b = _mbar_lane(w, mb, lane, "cp.async.bulk")
                tag = len(cta.tma_writes)
                tw = TmaWrite(line, text, mb)
                cta.tma_writes.append(tw)
                cta.async_write_range(dst - SMEM_BASE, dst - SMEM_BASE + n, line, "cp.async.bulk", w)
                cta.tags[dst - SMEM_BASE:dst - SMEM_BASE + n] = tag
                b.inflight[line] = b.inflight.get(line, 0) + n

                def land(dst: int = dst, src: int = src, n: int = n, b: MBarrier = b, tw: TmaWrite = tw) -> None:
                    data = cta.machine.gmem.read(src, n)
                    cta.smem.write(dst, data)
                    tw.phase = b.phase
                    b.inflight[line] -= n
                    complete_tx(cta, b, n, "cp.async.bulk")
                cta.issue(AsyncOp("cp.async.bulk", w, line, text, land))
            else:
                dst, src = int(gdst_g(w)[lane]), int(gsrc_s(w)[lane])
                if dst % 16 or src % 16:
                    raise MemFault("bulk copy addresses must be 16-byte aligned", lane)
                off = _ranges_offsets([(src - SMEM_BASE, src - SMEM_BASE + n)])
                cta.check_async_read(w, off, "cp.async.bulk (store)")

                def land_st(dst: int = dst, src: int = src, n: int = n) -> None:
                    cta.machine.gmem.write(dst, cta.smem.read(src, n))
                op = AsyncOp("cp.async.bulk", w, line, text, land_st, reads=[(src - SMEM_BASE, src - SMEM_BASE + n)])
                _issue_bulk_group(w, op)
    return _code(cx, run)


def tensormap_bytes(w: "Warp", addr: int) -> bytes:
    """The 128 bytes of a CUtensorMap at a generic address (param space or global memory)."""
    if addr % 64:
        raise EmuError(f"tensor map address {addr:#x} is not 64-byte aligned")
    cta = w.cta
    if PARAM_WINDOW <= addr < PARAM_WINDOW + WINDOW_SIZE:
        return bytes(cta.machine.params.read(addr - PARAM_WINDOW, 128))
    return bytes(cta.machine.gmem.read(addr, 128))


register("mbarrier", _c_mbarrier)
register("cp", _c_cp)
