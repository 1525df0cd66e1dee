"""The SIMT machine: CTAs of warps executing compiled PTX, with barriers and asynchronous work.

Execution model (PTX ISA 3 "Programming Model", 9.7.12 "Parallel Synchronization"):

- a **warp** runs 32 lanes as numpy vectors.  Divergent lanes form groups
  (pc, mask); the group with the lowest pc runs next and groups that reach the
  same pc merge (min-pc reconvergence), so structured code reconverges at its
  immediate post-dominator and loops run until every lane has left them;
- ``.sync.aligned`` instructions (``bar.sync``, ``wgmma.*``, ``stmatrix`` ...)
  require the whole warp to execute them together: a warp that reaches one
  divergently is an error;
- warps of a CTA are interleaved by a seeded scheduler: a random runnable warp
  runs a random quantum of instructions; ``bar.sync`` blocks a warp until the
  barrier's thread count arrives; a warp spinning on ``mbarrier.try_wait`` /
  ``test_wait`` blocks after its second unsuccessful poll with no state change in
  between and is woken by the next change of any mbarrier or asynchronous
  operation of its CTA; so is a warp whose ``setmaxnreg.inc`` waits for the CTA's
  register pool (regpool.py);
- a **laggard**: in about half of the CTAs (drawn from the schedule seed) one warp, also drawn,
  runs only when no other warp can, or at one pick in 32 -- a warp that hardware delays
  arbitrarily (nothing in PTX bounds how far one warp may fall behind the others).  Kernels
  that let the others run ahead without waiting for it (e.g. an mbarrier stage refilled twice
  while it still waits on it: parity aliasing, asyncops.py) fail under such a schedule;
- **asynchronous operations** (TMA copies, ``wgmma.mma_async``) are queued at
  issue and land later: at a random later scheduling step, when their issuer
  waits for them (``wgmma.wait_group``, ``cp.async.bulk.wait_group``), or when
  nothing else can run.  Their data is read and written when they land, so a
  kernel that uses a result before waiting for it sees stale data; reads of
  shared memory that a TMA load writes, before the reader has observed the
  load's mbarrier phase, are reported as races; so are Tensor Memory accesses
  racing with tcgen05.mma / tcgen05.st / tcgen05.ld, and shared-memory writes over
  a tcgen05.mma's operands before a commit covering it was observed (tmemops.py);
- **deadlock**: when no warp can run and nothing is in flight, the CTA stops
  with a report of every blocked warp (PTX line; for an mbarrier its address,
  phase vs the awaited parity, pending arrivals and transaction bytes; for a
  setmaxnreg.inc the registers it waits for and the pool's state).

CTAs run one after another in a seeded order (they cannot synchronize with each
other without clusters, which the emulator does not model).
"""

from __future__ import annotations

import random
import sys
import time
from dataclasses import dataclass, field
from typing import Any, Callable, Iterator

import numpy as np

from .errors import DeadlockError, EmuError, RaceError
from .flags import join
from .memory_protocol import EmulationError
from .memory import SMEM_BASE, FlatMemory, GlobalMemory, MemFault

# statuses a compiled instruction returns (None: continue at pc + 1)
BLOCK = 1        # the warp waits; the same instruction runs again when it is woken
YIELD = 2        # continue at pc + 1 but give the scheduler a turn
JUMP = 3         # the instruction set the group's pc itself (w.next_pc)
EXIT = 4         # the active lanes exit

FULL = None      # a group mask of all 32 lanes

_POLLING = ("mbarrier", "mbarrier_state", "tmem", "setmaxnreg")
"""Why a blocked warp may wait: it tries again after any change of its CTA's state."""

LAGGARD_SHARE = 0.5
"""The share of CTAs (drawn per CTA from the schedule seed) in which one warp lags (see the module doc).
bench/schedules.py compares it with a laggard in every CTA (1.0): per schedule both reject the same
share of the known synchronization mutants, so the scheduler keeps 0.5 (nanotile/launch/check.py)."""




@dataclass
class MBarrier:
    """An mbarrier object (PTX ISA 9.7.13.15 "Parallel Synchronization and Communication Instructions:
    mbarrier"): the current phase, the expected arrival count, the pending arrival count of the current
    phase, and its transaction count (tx-count)."""

    addr: int
    count: int
    pending: int
    tx: int = 0
    phase: int = 0                  # phases completed so far; the current phase's parity is phase & 1
    line: int = 0                   # where it was initialized
    valid: bool = True
    inflight: dict[int, int] = field(default_factory=dict)   # issuing line -> bytes still in flight
    waited: dict[int, int] = field(default_factory=dict)     # warp index -> phase at its last parity wait
    known: dict[int, int] = field(default_factory=dict)      # setmaxnreg counts its arrivers knew, this phase
    done: dict[int, int] = field(default_factory=dict)       # ... and in its completed phases (regpool.py)


@dataclass
class BarrierState:
    """A named CTA barrier (``bar.sync`` / ``barrier.sync``) being filled."""

    expected: int
    arrived: int = 0
    warps: list["Warp"] = field(default_factory=list)
    known: dict[int, int] = field(default_factory=dict)     # setmaxnreg counts its arrivers knew (regpool.py)


@dataclass
class AsyncOp:
    """Work issued by a warp that lands later (``land()`` performs it)."""

    kind: str
    warp: "Warp"
    line: int
    text: str
    land: Callable[[], None]
    reads: list[tuple[int, int]] = field(default_factory=list)   # shared ranges it reads when it lands
    regs: tuple[int, ...] = ()                                     # registers it writes when it lands
    landed: bool = False


@dataclass
class TmaWrite:
    """A TMA load's shared destination: readers must have observed its mbarrier phase."""

    line: int
    text: str
    bar: int
    phase: int = -1                  # the mbarrier phase its complete_tx counted toward (-1: not landed)


class Warp:
    def __init__(self, cta: "CTA", index: int, nlanes: int, regs: list[np.ndarray]) -> None:
        self.cta = cta
        self.index = index
        self.regs = regs
        self.pc = 0
        self.mask: np.ndarray | None = FULL if nlanes == 32 else np.arange(32) < nlanes
        self.live = np.arange(32) < nlanes          # lanes that have not exited
        self.others: dict[int, np.ndarray | None] = {}
        self.done = False
        self.blocked: tuple[Any, ...] | None = None    # why the warp waits (see CTA.describe)
        self.poll: tuple[int, int] = (-1, -1)          # (pc, event count) of the last unsuccessful poll
        self.next_pc = 0
        self.observed: dict[int, int] = {}             # mbarrier -> phases observed complete
        self.setmaxnregs: dict[int, int] = {}          # warp -> setmaxnregs it executed, as far as this warp
                                                       # knows by synchronizing (its own count too; regpool.py)
        self.fenced: dict[int, dict[int, int]] = {}    # lane -> what the warp knew at the lane's last fence
        self.acquired: dict[int, dict[int, int]] = {}  # lane -> what its strong reads read, for its next fence
        self.wgmma_open: list[AsyncOp] = []
        self.wgmma_groups: list[list[AsyncOp]] = []
        self.cp_open: list[AsyncOp] = []               # Ampere cp.async, per warp
        self.cp_groups: list[list[AsyncOp]] = []
        self.bulk_open: list[AsyncOp] = []
        self.bulk_groups: list[list[AsyncOp]] = []
        self.pending_regs: dict[int, AsyncOp] = {}     # registers an unfinished wgmma/tcgen05.ld writes
        self.wgmma_fenced = False                      # a wgmma.fence executed (PTX ISA 9.7.15.5.1)
        self.unfenced_regs: dict[int, int] = {}        # register -> pc of its last write since wgmma.fence
        self.tc_fifo: list[AsyncOp] = []               # tcgen05.mma issued and not yet landed (a commit tracks all)
        self.executed = 0

    def lanes(self, m: np.ndarray | None) -> np.ndarray:
        return self.live.copy() if m is None else m

    def set(self, rid: int, val: np.ndarray, m: np.ndarray | None) -> None:
        """Write ``val`` (already in the register's storage dtype) to the active lanes."""
        if m is None:
            self.regs[rid] = val
        else:
            self.regs[rid] = np.where(m, val, self.regs[rid])

    def where(self, lane: int = -1) -> str:
        c = self.cta
        out = f"CTA {c.ctaid} warp {self.index}"
        if lane >= 0:
            t = self.index * 32 + lane
            bx, by, _ = c.machine.block
            out += f" lane {lane} (thread ({t % bx}, {(t // bx) % by}, {t // (bx * by)}))"
        return out

    def first_lane(self, m: np.ndarray | None) -> int:
        mm = self.live if m is None else m
        return int(np.argmax(mm)) if mm.any() else 0


class CTA:
    def __init__(self, machine: "Machine", ctaid: tuple[int, int, int], linear: int) -> None:
        self.machine = machine
        self.ctaid = ctaid
        self.linear = linear
        prog = machine.prog
        self.smem = FlatMemory("shared", SMEM_BASE, prog.shared_size(machine.dynamic_smem),
                               fill=0xA5)  # uninitialized shared memory reads as a recognizable pattern
        nsmem = self.smem.data.size
        self.tags = np.zeros(nsmem, dtype=np.int32)          # TMA write tag per shared byte
        self.unfenced = np.zeros(nsmem, dtype=np.int16)      # warp+1 of a generic write not yet fenced
        self.tma_writes: list[TmaWrite] = [TmaWrite(0, "", 0)]
        self.mbars: dict[int, MBarrier] = {}
        self.bars: dict[int, BarrierState] = {}
        self.inflight: list[AsyncOp] = []
        self.bulk_reading: list[AsyncOp] = []    # bulk stores whose smem source no wait_group released yet
        self.cp_unwaited: dict[int, tuple[int, int, AsyncOp]] = {}   # cp.async ops not yet waited for
        self.events = 0
        self.tmem: Any = None                           # tcgen05.Tmem, created by the first tcgen05 use
        self.tmem_hz: Any = None                        # tmemops.TmemHazards, likewise
        self.regpool: Any = None                        # regpool.RegisterPool, created by the first setmaxnreg
        nthreads = machine.block[0] * machine.block[1] * machine.block[2]
        self.nthreads = nthreads
        self.warps = [Warp(self, i, min(32, nthreads - 32 * i), prog.new_regs(self, i))
                      for i in range(-(-nthreads // 32))]

    # ---- events and async work ------------------------------------------------------------

    def event(self) -> None:
        self.events += 1

    def issue(self, op: AsyncOp) -> None:
        self.inflight.append(op)

    def land(self, op: AsyncOp) -> None:
        """Complete ``op`` (and, for a wgmma, every older wgmma of its warp first)."""
        if op.landed:
            return
        if op.kind in ("wgmma.mma_async", "tcgen05.mma"):     # in order per issuing warp
            for o in [o for o in self.inflight if o.warp is op.warp and o.kind == op.kind]:
                if not o.landed:
                    self._land_one(o)
                if o is op:
                    return
        self._land_one(op)

    def _land_one(self, op: AsyncOp) -> None:
        op.landed = True
        self.inflight.remove(op)
        try:
            op.land()
        except MemFault as e:
            raise EmuError(f"{op.kind} issued here failed when it completed: {e.message}",
                           op.line, op.text, op.warp.where()) from None
        except EmuError as e:
            raise e.located(op.line, op.text, op.warp.where()) from None
        except EmulationError as e:
            raise EmuError(f"{op.kind} issued here failed when it completed: {e}",
                           op.line, op.text, op.warp.where()) from None
        self.event()

    # ---- shared-memory race checks ----------------------------------------------------------

    def check_read(self, w: Warp, offsets: np.ndarray, what: str) -> None:
        """``offsets`` (into smem.data) are read by warp ``w``: each byte written by a TMA load must
        come from a load whose mbarrier phase the warp has observed complete."""
        if self.cp_unwaited:
            lo, hi = int(offsets.min()), int(offsets.max()) + 1
            for a, b, op in self.cp_unwaited.values():
                if a < hi and lo < b:
                    raise RaceError(
                        f"race: {what} reads shared memory [{a + SMEM_BASE:#x}, {b + SMEM_BASE:#x}) that the "
                        f"cp.async at line {op.line} ({op.warp.where()}) writes asynchronously, before its "
                        "cp.async.wait_group / wait_all")
        t = self.tags[offsets]
        if not t.any():
            return
        for tag in np.unique(t[t != 0]).tolist():
            tw = self.tma_writes[tag]
            seen = w.observed.get(tw.bar, 0)
            if tw.phase < 0 or seen <= tw.phase:
                sel = offsets[t == tag]
                lo, hi = int(sel.min()) + SMEM_BASE, int(sel.max()) + SMEM_BASE + 1
                state = "has not landed" if tw.phase < 0 else "landed"
                raise RaceError(
                    f"race: {what} reads shared memory [{lo:#x}, {hi:#x}) that the "
                    f"cp.async.bulk.tensor at line {tw.line} writes asynchronously ({state}), before "
                    f"this warp observed the completion of phase {max(tw.phase, seen)} of its mbarrier "
                    f"{tw.bar:#x} (wait on the mbarrier first)")

    def check_async_read(self, w: Warp, offsets: np.ndarray, what: str) -> None:
        """An async-proxy read (wgmma operand, TMA store source): also needs generic writes fenced
        (PTX ISA 8.5 "Proxies": fence.proxy.async orders generic-proxy writes before async-proxy reads)."""
        self.check_read(w, offsets, what)
        u = self.unfenced[offsets]
        if u.any():
            writer = int(u[u != 0][0]) - 1
            sel = offsets[u != 0]
            lo, hi = int(sel.min()) + SMEM_BASE, int(sel.max()) + SMEM_BASE + 1
            raise RaceError(f"race: {what} reads shared memory [{lo:#x}, {hi:#x}) through the async proxy, "
                            f"but warp {writer} wrote it with generic stores (st.shared/stmatrix) not "
                            f"followed by fence.proxy.async")

    def generic_write(self, w: Warp, offsets: np.ndarray, what: str) -> None:
        """A generic store to shared memory: races with unfinished async readers and TMA writers."""
        self.check_read(w, offsets, what)
        if self.mbars:
            self.check_mbarriers(int(offsets.min()), int(offsets.max()) + 1, what)
        if self.inflight or self.bulk_reading:
            lo, hi = int(offsets.min()), int(offsets.max()) + 1
            for op in self.readers():
                for a, b in op.reads:
                    if a < hi and lo < b:
                        raise RaceError(
                            f"race: {what} overwrites shared memory [{a + SMEM_BASE:#x}, {b + SMEM_BASE:#x}) "
                            f"that the {op.kind} issued at line {op.line} ({op.warp.where()}) still reads "
                            "(wait for it first)")
        if self.tmem_hz is not None:
            self.tmem_hz.check_smem_write(w, int(offsets.min()), int(offsets.max()) + 1, what)
        self.tags[offsets] = 0
        self.unfenced[offsets] = w.index + 1

    def readers(self) -> list[AsyncOp]:
        """Asynchronous operations that may still read shared memory: those in flight, and bulk stores
        the emulator completed but whose issuing warp has not waited for with cp.async.bulk.wait_group[.read]
        (PTX ISA 9.7.9.25.4.3: only that wait guarantees the source has been read)."""
        if not self.bulk_reading:
            return self.inflight
        return self.inflight + [o for o in self.bulk_reading if o.landed]

    def check_exit(self) -> None:
        """Every thread of the CTA has exited: its shared memory is deallocated (PTX ISA 5.1.5 "Shared
        State Space": shared memory lives as long as the CTA), so a bulk store that may still read it --
        never committed to a bulk async-group, or committed but not waited for with
        cp.async.bulk.wait_group[.read] (9.7.9.25.4.2-3) -- is an error."""
        if not self.bulk_reading:
            return
        op = self.bulk_reading[0]
        a, b = op.reads[0]
        committed = op not in op.warp.bulk_open
        how = ("its bulk async-group was never waited for (cp.async.bulk.wait_group.read)" if committed else
               "it was never committed to a bulk async-group (cp.async.bulk.commit_group), so no "
               "cp.async.bulk.wait_group covers it")
        raise EmuError(f"CTA {self.ctaid} exits while this {op.kind} (store) may still read its shared memory "
                       f"[{a + SMEM_BASE:#x}, {b + SMEM_BASE:#x}): {how}; shared memory is gone once the CTA's "
                       "threads exit", op.line, op.text, op.warp.where())

    def check_mbarriers(self, lo: int, hi: int, what: str) -> None:
        """A write of smem offsets [lo, hi) must not touch a live mbarrier object (PTX ISA 9.7.13.15.2:
        an mbarrier is accessed only through mbarrier instructions while it is valid)."""
        for addr, b in self.mbars.items():
            off = addr - SMEM_BASE
            if b.valid and off < hi and lo < off + 8:
                raise EmuError(f"{what} overwrites the live mbarrier at {addr:#x} (initialized at line {b.line}; "
                               "mbarrier.inval it first)")

    def async_write_range(self, lo: int, hi: int, line: int, what: str, w: Warp | None = None) -> None:
        """An asynchronous write of smem offsets [lo, hi), issued by warp ``w``: races with unfinished async
        readers (and with tcgen05.mma that ``w`` has not seen complete)."""
        if self.mbars:
            self.check_mbarriers(lo, hi, what)
        if w is not None and self.tmem_hz is not None:
            self.tmem_hz.check_smem_write(w, lo, hi, what)
        for op in self.readers():
            for a, b in op.reads:
                if a < hi and lo < b:
                    raise RaceError(
                        f"race: {what} overwrites shared memory [{lo + SMEM_BASE:#x}, {hi + SMEM_BASE:#x}) "
                        f"that the {op.kind} issued at line {op.line} ({op.warp.where()}) still reads "
                        "(wait for it first)")

    # ---- mbarriers -------------------------------------------------------------------------

    def mbar(self, addr: int, what: str) -> MBarrier:
        b = self.mbars.get(addr)
        if b is None:
            raise EmuError(f"{what} on {addr:#x}, which is not an initialized mbarrier "
                           "(mbarrier.init it first)")
        if not b.valid:
            raise EmuError(f"{what} on the mbarrier at {addr:#x}, which was invalidated (mbarrier.inval)")
        return b

    def mbar_complete_if_done(self, b: MBarrier) -> None:
        if b.pending == 0 and b.tx == 0:
            b.phase += 1
            b.pending = b.count
            if b.known:
                join(b.done, b.known)
                b.known = {}
        self.event()

    def describe(self, w: Warp, prog: "Any") -> str:
        ins = prog.kernel.instrs[w.pc] if w.pc < len(prog.kernel.instrs) else None
        at = f"line {ins.line}: {ins.text}" if ins is not None else "end"
        why = w.blocked
        if why is None:
            return f"  {w.where()}: runnable at {at}"
        if why[0] == "mbarrier":
            addr, parity = why[1], why[2]
            b = self.mbars.get(addr)
            if b is None:
                state = "not initialized"
            else:
                fl = ", ".join(f"{n} bytes from line {ln}" for ln, n in b.inflight.items() if n)
                state = (f"phase {b.phase} (parity {b.phase & 1}) in progress, awaiting completion of the phase of "
                         f"parity {parity}; "
                         f"pending arrivals {b.pending} of {b.count}; pending tx bytes {b.tx}"
                         + (f"; in flight: {fl}" if fl else
                            "; nothing in flight can complete it" if b.tx > 0 or b.pending > 0 else ""))
            return f"  {w.where()} at {at}\n      waits on mbarrier {addr:#x}: {state}"
        if why[0] == "mbarrier_state":
            addr, st = why[1], why[2]
            b = self.mbars.get(addr)
            state = "not initialized" if b is None else (
                f"current phase {b.phase}, awaited completion of phase {st}; pending arrivals "
                f"{b.pending} of {b.count}; pending tx bytes {b.tx}")
            return f"  {w.where()} at {at}\n      waits on mbarrier {addr:#x}: {state}"
        if why[0] == "tmem":
            held = ", ".join(f"column {c} x {n}" for c, n in sorted(self.tmem.allocs.items())) if self.tmem else ""
            return f"  {w.where()} at {at}\n      waits for Tensor Memory columns (allocated: {held or 'none'})"
        if why[0] == "setmaxnreg":
            return (f"  {w.where()} at {at}\n      waits in setmaxnreg.inc for {why[2]} registers ({why[1]} a thread); "
                    f"{self.regpool.describe(self)}")
        if why[0] == "bar":
            bs = self.bars.get(why[1])
            got = f"{bs.arrived} of {bs.expected} threads arrived" if bs is not None else ""
            return f"  {w.where()} at {at}\n      waits at barrier {why[1]}: {got}"
        return f"  {w.where()} at {at}\n      waits: {why[0]}"


class Machine:
    """Runs one kernel launch: ``Machine(prog, gmem, params, ...).run()``."""

    def __init__(self, prog: Any, gmem: GlobalMemory, params: FlatMemory, grid: tuple[int, int, int],
                 block: tuple[int, int, int], dynamic_smem: int = 0, schedule_seed: int = 0,
                 max_steps: int = 20_000_000, progress: bool | None = None) -> None:
        self.prog = prog
        self.gmem = gmem
        self.params = params
        self.grid = grid
        self.block = block
        self.dynamic_smem = dynamic_smem
        self.rng = random.Random(schedule_seed)
        self.lag_rng = random.Random(f"laggard {schedule_seed}")
        self.max_steps = max_steps
        self.progress = sys.stderr.isatty() if progress is None else progress
        self.executed = 0
        self.seconds = 0.0

    def ctas(self) -> Iterator[tuple[int, int, int]]:
        gx, gy, gz = self.grid
        ids = [(x, y, z) for z in range(gz) for y in range(gy) for x in range(gx)]
        self.rng.shuffle(ids)
        return iter(ids)

    def run(self) -> None:
        t0 = time.perf_counter()
        total = self.grid[0] * self.grid[1] * self.grid[2]
        try:
            for i, cid in enumerate(self.ctas()):
                cta = CTA(self, cid, i)
                self.run_cta(cta)
                if self.progress:
                    print(f"\rnanotile emulate: {i + 1}/{total} CTAs", end="", file=sys.stderr, flush=True)
        finally:
            if self.progress:
                print(file=sys.stderr)
            self.seconds = time.perf_counter() - t0

    def run_cta(self, cta: CTA) -> None:
        rng = self.rng
        warps = cta.warps
        step = self.prog.step
        lag = self.lag_rng    # its own stream: where no warp lags, the schedule is the one it always was
        laggard = lag.choice(warps) if len(warps) > 1 and lag.random() < LAGGARD_SHARE else None
        while True:
            runnable = [w for w in warps if not w.done and (w.blocked is None or
                        (w.blocked[0] in _POLLING and w.blocked[3] != cta.events))]
            if laggard is not None and len(runnable) > 1 and laggard in runnable and lag.random() >= 1 / 32:
                runnable.remove(laggard)
            if not runnable:
                if cta.inflight:
                    cta.land(rng.choice(cta.inflight))
                    continue
                if all(w.done for w in warps):
                    cta.check_exit()
                    if cta.regpool is not None:
                        from .regpool import check_rounds
                        check_rounds(cta)
                    if cta.tmem is not None:
                        try:
                            cta.tmem.check_all_freed()
                        except EmulationError as e:
                            raise EmuError(f"CTA {cta.ctaid}: {e}") from None
                    return
                self.deadlock(cta)
            w = runnable[0] if len(runnable) == 1 else rng.choice(runnable)
            w.blocked = None
            n = step(w, rng.randint(1, 48))
            self.executed += n
            if self.executed > self.max_steps:
                raise EmuError(f"no end after {self.max_steps} warp instructions (an endless loop? raise the "
                               "limit with --max-instructions); "
                               + "warps: " + "; ".join(cta.describe(x, self.prog).strip() for x in warps))
            if cta.inflight and rng.random() < 0.25:
                cta.land(rng.choice(cta.inflight))

    def deadlock(self, cta: CTA) -> None:
        lines = [cta.describe(w, self.prog) for w in cta.warps if not w.done]
        raise DeadlockError("deadlock: no warp of CTA " + str(cta.ctaid) + " can make progress and no "
                            "asynchronous operation is in flight\n" + "\n".join(lines))
