"""tcgen05 (sm_100a) instructions: Tensor Memory allocation, ld/st, mma and commit (``tcgen05`` unit).

PTX ISA 9.7.16 "TensorCore 5th Generation Family Instructions":

- ``tcgen05.alloc/dealloc/relinquish_alloc_permit.cta_group::1.sync.aligned`` (9.7.16.7.1) are
  warp-wide: one allocation per warp instruction; ``alloc`` writes the TMEM address to shared
  memory and blocks while the columns are taken; a CTA that exits with TMEM still allocated is an
  error;
- ``tcgen05.ld/st.sync.aligned.{32x32b,16x128b}.xN.b32`` (9.7.16.8.3-4; 16x128b: 9.7.16.2.3.1.3): an ``ld`` writes its registers at
  issue -- Triton 3.9's sm_100 matmul (../shared/fixtures) reads them before its
  ``tcgen05.wait::ld``, and that kernel runs correctly on hardware, so register uses are evidently
  ordered by the hardware; what ``wait::ld`` orders is the ld's *read of Tensor Memory* before later
  writes of the same cells.  An ``st`` is asynchronous: it reaches TMEM when it lands (at
  ``tcgen05.wait::st`` at the latest), so an mma that reads TMEM before the wait may see old data;
- ``tcgen05.mma.cta_group::1.kind::{f16,tf32}`` (9.7.16.10.9.1) is issued by one thread and runs
  asynchronously, in order per issuing warp; ``tcgen05.commit ... mbarrier::arrive::one`` makes one
  arrival on the mbarrier once every earlier mma of the warp has completed (9.7.16.11.1);
- ``tcgen05.fence::before_thread_sync/after_thread_sync`` order nothing the emulator reorders.

Tensor Memory hazards (PTX ISA 9.7.16.6 "Memory Consistency Model for 5th generation of TensorCore
operations": tcgen05.mma, tcgen05.ld and tcgen05.st are asynchronous; only mma -> mma on the same
accumulator is an implicitly pipelined pair; 9.7.16.8.5 / 9.7.16.11.2 ``tcgen05.wait::ld/st``
"block until all prior tcgen05.ld / tcgen05.st operations issued by the executing thread have
completed"; 9.7.16.11.1 ``tcgen05.commit`` is how a thread learns that its mmas completed).  The
emulator tags every Tensor Memory cell with its last asynchronous writer (at issue) and reports, as a
:class:`RaceError` naming both PTX lines:

- a ``tcgen05.ld`` (or a ``tcgen05.st`` overwriting it) of cells a ``tcgen05.mma`` writes, before the
  accessing warp observed (mbarrier wait, or a ``bar.sync`` with a warp that did) the completion of an
  mbarrier phase that a later ``tcgen05.commit`` of the mma's warp arrived on;
- a ``tcgen05.ld`` / ``tcgen05.mma`` of cells a ``tcgen05.st`` writes, before the storing warp's
  ``tcgen05.wait::st``;
- a ``tcgen05.st`` / ``tcgen05.mma`` writing cells a ``tcgen05.ld`` reads, before the loading warp's
  ``tcgen05.wait::ld``;
- ``tcgen05.dealloc`` of columns such an access is still pending on (for an mma: not seen complete by
  the deallocating warp);
- a shared-memory write (generic store, or a TMA / bulk load the warp issues) over an mma's operands
  before the writing warp observed a commit covering the mma -- whether or not the emulator already
  completed it, so the report does not depend on the schedule.

The ``tcgen05.fence::*_thread_sync`` around the thread synchronization (9.7.16.6.3) are not required:
Triton 3.9's sm_100 matmul, which runs correctly on hardware, synchronizes its tcgen05.st -> mma and
commit -> tcgen05.ld with bar.sync / mbarrier waits and no tcgen05.fence, so requiring them would
reject a working kernel.  A missing wait or missing synchronization is what is reported.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Callable

import numpy as np

from . import tcgen05 as tc
from . import wgmma as wg
from .asyncops import SmemView, _mbar_lane, _shared_addr, arrive
from .errors import EmuError, RaceError
from .isa import Ctx, _code, _lanes, register
from .machine import AsyncOp
from .memory import SMEM_BASE, MemFault
from .memory_protocol import EmulationError
from .ptx import Imm, Reg, Vec
from .program import Code

if TYPE_CHECKING:
    from .machine import CTA, Warp

BLOCK = 1


def tmem_of(cta: "CTA") -> tc.Tmem:
    t = getattr(cta, "tmem", None)
    if t is None:
        t = tc.Tmem()
        cta.tmem = t
    return t


@dataclass
class TmemAccess:
    """One asynchronous access of Tensor Memory: lanes ``lanes`` (indices) x columns [c0, c1)."""

    kind: str                        # "tcgen05.mma" | "tcgen05.st" | "tcgen05.ld"
    warp: "Warp"
    line: int
    text: str
    lanes: np.ndarray
    c0: int
    c1: int
    seq: int = 0                     # mma: its number among the warp's mmas (1, 2, ...)
    waited: bool = False             # st / ld: covered by the warp's tcgen05.wait::st / wait::ld
    op: AsyncOp | None = None
    reads: list[tuple[int, int]] = field(default_factory=list)   # mma: the shared-memory operand ranges

    def span(self) -> str:
        lo, hi = int(self.lanes.min()), int(self.lanes.max())
        return f"lanes {lo}..{hi}, columns {self.c0}..{self.c1 - 1}"

    def overlaps(self, lanes: np.ndarray, c0: int, c1: int) -> bool:
        return self.c0 < c1 and c0 < self.c1 and bool(np.isin(lanes, self.lanes).any())


@dataclass
class TmemHazards:
    """Per CTA: the last asynchronous writer of every Tensor Memory cell (an index into ``writes``,
    0: none), the loads not yet covered by a wait::ld, and each warp's mma count and landed commits
    ``(mmas tracked up to, mbarrier, phase)``."""

    writer: np.ndarray = field(default_factory=lambda: np.zeros((tc.LANES, tc.COLUMNS), dtype=np.int32))
    writes: list[TmemAccess | None] = field(default_factory=lambda: [None])
    loads: list[TmemAccess] = field(default_factory=list)
    mmas: dict[int, list[TmemAccess]] = field(default_factory=dict)     # issuing warp -> its mmas, in order
    commits: dict[int, list[tuple[int, int, int]]] = field(default_factory=dict)

    def issue_mma(self, acc: TmemAccess) -> None:
        mine = self.mmas.setdefault(acc.warp.index, [])
        acc.seq = len(mine) + 1
        mine.append(acc)
        self.tag(acc)

    def visible_upto(self, issuer: int, w: "Warp") -> int:
        """The mmas 1..n of warp ``issuer`` that warp ``w`` knows complete: a commit issued after them
        arrived on an mbarrier phase ``w`` observed."""
        return max((upto for upto, bar, phase in self.commits.get(issuer, ()) if w.observed.get(bar, 0) > phase),
                   default=0)

    def check_smem_write(self, w: "Warp", lo: int, hi: int, what: str) -> None:
        """Shared memory [lo, hi) (offsets) is overwritten by warp ``w`` (a generic store, or a TMA load it
        issues): a tcgen05.mma reading it must be known complete to ``w`` -- in flight or not, since only
        a commit's mbarrier tells a thread that the tensor core is done reading (9.7.16.11.1)."""
        for issuer, mine in self.mmas.items():
            for rec in mine[self.visible_upto(issuer, w):]:
                for a, b in rec.reads:
                    if a < hi and lo < b:
                        raise RaceError(
                            f"race: {what} overwrites shared memory [{a + SMEM_BASE:#x}, {b + SMEM_BASE:#x}) that "
                            f"the tcgen05.mma issued at line {rec.line} ({rec.warp.where()}) still reads as far as "
                            "this warp knows: it has not observed the completion of an mbarrier phase that a "
                            "tcgen05.commit issued after the mma arrives on (PTX ISA 9.7.16.6, 9.7.16.11.1)")

    def tag(self, acc: TmemAccess) -> None:
        self.writes.append(acc)
        self.writer[_cells(acc.lanes, acc.c0, acc.c1)] = len(self.writes) - 1

    def visible(self, rec: TmemAccess, w: "Warp") -> bool:
        """Has warp ``w`` synchronized with the completion of the asynchronous write ``rec``?"""
        if rec.kind == "tcgen05.st":
            return rec.waited
        return self.visible_upto(rec.warp.index, w) >= rec.seq

    def check_writers(self, w: "Warp", lanes: np.ndarray, c0: int, c1: int, what: str, verb: str,
                      same_warp_mma_ok: bool = False) -> None:
        tags = self.writer[_cells(lanes, c0, c1)]
        t0 = int(tags.flat[0])
        if (tags == t0).all():           # the common case: one writer (or none) for the whole tile
            uniq = [t0] if t0 else []
        else:
            uniq = np.unique(tags[tags != 0]).tolist()
        for t in uniq:
            rec = self.writes[t]
            assert rec is not None
            if same_warp_mma_ok and rec.kind == "tcgen05.mma" and rec.warp is w:
                continue      # mma -> mma of one thread: an implicitly pipelined pair (9.7.16.6)
            if self.visible(rec, w):
                continue
            sel = np.argwhere(tags == t)
            cells = (f"lanes {int(lanes[sel[:, 0]].min())}..{int(lanes[sel[:, 0]].max())}, columns "
                     f"{c0 + int(sel[:, 1].min())}..{c0 + int(sel[:, 1].max())}")
            if rec.kind == "tcgen05.st":
                raise RaceError(
                    f"race: {what} {verb} Tensor Memory ({cells}) that the tcgen05.st at line {rec.line} "
                    f"({rec.warp.where()}) writes asynchronously, before that warp's tcgen05.wait::st "
                    "(PTX ISA 9.7.16.6: tcgen05.st completes only at tcgen05.wait::st; wait, then synchronize)")
            state = "it has not completed" if rec.op is not None and not rec.op.landed else "it completed"
            raise RaceError(
                f"race: {what} {verb} Tensor Memory ({cells}) that the tcgen05.mma at line {rec.line} "
                f"({rec.warp.where()}) writes asynchronously ({state}), before this warp observed the "
                "completion of an mbarrier phase that a tcgen05.commit issued after it arrives on "
                "(PTX ISA 9.7.16.6, 9.7.16.11.1: wait on the commit's mbarrier first)")

    def check_loads(self, w: "Warp", lanes: np.ndarray, c0: int, c1: int, what: str) -> None:
        for ld in self.loads:
            if ld.overlaps(lanes, c0, c1):
                raise RaceError(
                    f"race: {what} overwrites Tensor Memory ({ld.span()}) that the tcgen05.ld at line {ld.line} "
                    f"({ld.warp.where()}) reads asynchronously, before that warp's tcgen05.wait::ld "
                    "(PTX ISA 9.7.16.6: tcgen05.ld completes only at tcgen05.wait::ld)")

    def check_dealloc(self, w: "Warp", c0: int, c1: int) -> None:
        every = np.arange(tc.LANES)
        for acc in [a for a in self.writes if a is not None] + self.loads:
            pending = not self.visible(acc, w) if acc.kind == "tcgen05.mma" else not acc.waited
            if pending and acc.overlaps(every, c0, c1):
                wait = {"tcgen05.mma": "tcgen05.commit and an mbarrier wait observed by the deallocating warp",
                        "tcgen05.st": "tcgen05.wait::st",
                        "tcgen05.ld": "tcgen05.wait::ld"}[acc.kind]
                raise EmuError(f"tcgen05.dealloc frees Tensor Memory columns {c0}..{c1 - 1} that the {acc.kind} at "
                               f"line {acc.line} ({acc.warp.where()}) still accesses ({acc.span()}); {wait} first")
        self.writer[:, c0:c1] = 0


def _cells(lanes: np.ndarray, c0: int, c1: int) -> tuple[slice | np.ndarray, slice | np.ndarray]:
    """An index of the cells lanes x [c0, c1): slices when the lanes are contiguous (M = 128, ld/st)."""
    lo, hi = int(lanes[0]), int(lanes[-1]) + 1
    if hi - lo == len(lanes):
        return slice(lo, hi), slice(c0, c1)
    return lanes[:, None], np.arange(c0, c1)[None, :]


def hazards_of(cta: "CTA") -> TmemHazards:
    h = getattr(cta, "tmem_hz", None)
    if h is None:
        h = TmemHazards()
        cta.tmem_hz = h
    return h


def _num(cx: Ctx) -> int:
    for p in cx.parts:
        if p.startswith("x") and p[1:].isdigit():
            return int(p[1:])
    raise cx.err(f"'{cx.ins.opcode}' needs .xN")


def _c_tcgen05(cx: Ctx) -> Code:
    op = cx.parts[1]
    if "cta_group::2" in cx.parts:
        raise cx.err("tcgen05 .cta_group::2 (CTA pairs) is not supported by the emulator")
    if op.startswith("fence::"):
        return _code(cx, lambda w, m: None)
    if op == "alloc":
        a, n = cx.ops(2)
        gdst = _shared_addr(cx, a)
        gn = cx.src(n, "u32")

        def alloc(w: "Warp", m: np.ndarray | None) -> int | None:
            cta = w.cta
            lane = w.first_lane(m)
            taddr = tmem_of(cta).try_alloc(int(gn(w)[lane]))
            if taddr is None:
                w.blocked = ("tmem", 0, 0, cta.events)
                return BLOCK
            dst = int(gdst(w)[lane])
            cta.generic_write(w, np.arange(dst - SMEM_BASE, dst - SMEM_BASE + 4), "tcgen05.alloc")
            cta.smem.write(dst, np.array([taddr], dtype=np.uint32).view(np.uint8))
            cta.event()
            return None
        return _code(cx, alloc, aligned=True)
    if op == "dealloc":
        a, n = cx.ops(2)
        ga, gn = cx.src(a, "u32"), cx.src(n, "u32")

        def dealloc(w: "Warp", m: np.ndarray | None) -> None:
            lane = w.first_lane(m)
            taddr, ncols = int(ga(w)[lane]), int(gn(w)[lane])
            tmem_of(w.cta).dealloc(taddr, ncols)
            col = tc.split_taddr(taddr)[1]
            hazards_of(w.cta).check_dealloc(w, col, col + ncols)
            w.cta.event()
        return _code(cx, dealloc, aligned=True)
    if op == "relinquish_alloc_permit":
        cx.ops(0)
        return _code(cx, lambda w, m: tmem_of(w.cta).relinquish_alloc_permit(), aligned=True)
    if op in ("wait::ld", "wait::st"):
        cx.ops(0)
        kind = "tcgen05.ld" if op == "wait::ld" else "tcgen05.st"

        def wait(w: "Warp", m: np.ndarray | None) -> None:
            for o in [o for o in w.cta.inflight if o.warp is w and o.kind == kind]:
                w.cta.land(o)
            for r, o in list(w.pending_regs.items()):
                if o.kind == kind:
                    del w.pending_regs[r]
            h = hazards_of(w.cta)
            if kind == "tcgen05.ld":
                for acc in h.loads:
                    if acc.warp is w:
                        acc.waited = True
                h.loads = [a for a in h.loads if not a.waited]
            else:
                for a in h.writes:
                    if a is not None and a.warp is w and a.kind == kind:
                        a.waited = True
        return _code(cx, wait, aligned=True)
    if op == "ld":
        return _c_ld(cx)
    if op == "st":
        return _c_st(cx)
    if op == "mma":
        return _c_mma(cx)
    if op == "commit":
        return _c_commit(cx)
    raise cx.err(f"unsupported instruction '{cx.ins.opcode}'")


def _shape(cx: Ctx) -> tuple[int, int, int]:
    """(lanes, columns, registers) one repetition of the ``.32x32b`` / ``.16x128b`` shape moves per warp
    (9.7.16.2.3: lane x size; .16x128b is 16 lanes of 4 columns, 2 registers per thread)."""
    return (16, 4, 2) if "16x128b" in cx.parts else (32, 1, 1)


def _c_ld(cx: Ctx) -> Code:
    if "32x32b" not in cx.parts and "16x128b" not in cx.parts:
        raise cx.err(f"'{cx.ins.opcode}': only the .32x32b and .16x128b shapes are supported")
    num = _num(cx)
    rows, per, nregs = _shape(cx)
    d, a = cx.ops(2)
    items = d.items if isinstance(d, Vec) else (d,)
    if len(items) != nregs * num or not all(isinstance(x, Reg) for x in items):
        raise cx.err(f"tcgen05.ld .x{num} needs {nregs * num} destination registers")
    rids = tuple(cx.prog.reg(x.name) for x in items if isinstance(x, Reg))
    gaddr = _shared_addr_tmem(cx, a)
    line, text = cx.ins.line, cx.ins.text

    def run(w: "Warp", m: np.ndarray | None) -> None:
        taddr = int(gaddr(w)[w.first_lane(m)])
        tm = tmem_of(w.cta)
        vals = tm.ld_16x128b(taddr, num, w.index) if rows == 16 else tm.ld_32x32b(taddr, num, w.index)
        lane0, col = tc.split_taddr(taddr)
        lanes = np.arange(lane0, lane0 + rows)
        h = hazards_of(w.cta)
        h.check_writers(w, lanes, col, col + per * num, "tcgen05.ld", "reads")
        h.loads.append(TmemAccess("tcgen05.ld", w, line, text, lanes, col, col + per * num))
        for j, r in enumerate(rids):
            w.regs[r] = vals[:, j].copy()
    return _code(cx, run, aligned=True)


def _c_st(cx: Ctx) -> Code:
    if "32x32b" not in cx.parts and "16x128b" not in cx.parts:
        raise cx.err(f"'{cx.ins.opcode}': only the .32x32b and .16x128b shapes are supported")
    num = _num(cx)
    rows, per, nregs = _shape(cx)
    a, v = cx.ops(2)
    items = v.items if isinstance(v, Vec) else (v,)
    if len(items) != nregs * num:
        raise cx.err(f"tcgen05.st .x{num} needs {nregs * num} source registers")
    gets = [cx.src(x, "b32") for x in items]
    gaddr = _shared_addr_tmem(cx, a)
    line, text = cx.ins.line, cx.ins.text

    def run(w: "Warp", m: np.ndarray | None) -> None:
        taddr = int(gaddr(w)[w.first_lane(m)])
        vals = np.stack([g(w) for g in gets], axis=1).astype(np.uint32)
        tm = tmem_of(w.cta)
        tm._check_cols(tc.split_taddr(taddr)[1], per * num, "tcgen05.st")   # fail at issue, not later
        tm._warp_lanes(taddr, w.index, "tcgen05.st", rows)   # and the lanes: the hazard checks index by them
        lane0, col = tc.split_taddr(taddr)
        lanes = np.arange(lane0, lane0 + rows)
        h = hazards_of(w.cta)
        h.check_writers(w, lanes, col, col + per * num, "tcgen05.st", "overwrites")
        h.check_loads(w, lanes, col, col + per * num, "tcgen05.st")

        def land() -> None:
            if rows == 16:
                tm.st_16x128b(taddr, vals, w.index)
            else:
                tm.st_32x32b(taddr, vals, w.index)
        op = AsyncOp("tcgen05.st", w, line, text, land)
        h.tag(TmemAccess("tcgen05.st", w, line, text, lanes, col, col + per * num, op=op))
        w.cta.issue(op)
    return _code(cx, run, aligned=True)


def _shared_addr_tmem(cx: Ctx, a: object) -> Callable[["Warp"], np.ndarray]:
    """A TMEM address operand ``[taddr + off]`` (32-bit; the offset adds to the column)."""
    from .ptx import Addr
    if not isinstance(a, Addr) or not isinstance(a.base, Reg):
        raise cx.err("expected a Tensor Memory address [%r + offset]")
    g = cx.src(a.base, "u32")
    off = a.offset
    return lambda w: g(w).astype(np.int64) + off


def _c_mma(cx: Ctx) -> Code:
    kind = next((p.split("::")[1] for p in cx.parts if p.startswith("kind::")), None)
    if kind not in ("f16", "tf32"):
        raise cx.err(f"tcgen05.mma .kind::{kind} is not supported (kind::f16 and kind::tf32 are)")
    if any(p in ("ws", "sp", "block_scale") or p.startswith("collector") for p in cx.parts):
        raise cx.err(f"'{cx.ins.opcode}': this tcgen05.mma variant is not supported")
    ops = cx.ins.operands
    if len(ops) != 5:
        raise cx.err("tcgen05.mma takes [d], a-desc, b-desc, idesc, enable-input-d")
    gd = _shared_addr_tmem(cx, ops[0])
    ga, gb = cx.src(ops[1], "u64"), cx.src(ops[2], "u64")
    gi = cx.src(ops[3], "u32")
    ge = cx.src(ops[4], "pred")
    line, text = cx.ins.line, cx.ins.text

    def run(w: "Warp", m: np.ndarray | None) -> None:
        cta = w.cta
        for lane in _lanes(w, m).tolist():
            d_t, a_d, b_d = int(gd(w)[lane]), int(ga(w)[lane]), int(gb(w)[lane])
            idesc, en = int(gi(w)[lane]), bool(ge(w)[lane])
            try:
                dd = tc.decode_idesc(idesc, kind)
                offs = [_bytes(tc.decode_smem_desc(a_d), dd.m, dd.k, dd.atype, dd.trans_a),
                        _bytes(tc.decode_smem_desc(b_d), dd.n, dd.k, dd.btype, dd.trans_b)]
            except EmulationError as e:
                raise MemFault(f"tcgen05.mma: {e}", lane) from None
            allb = np.concatenate(offs)
            try:
                cta.check_async_read(w, allb, "tcgen05.mma")
            except EmuError as e:
                raise MemFault(e.message, lane) from None

            try:
                dl, dc = tc.d_layout(dd.m, dd.n, d_t)
                tmem_of(cta)._check_cols(int(dc[0, 0]), dd.n, "tcgen05.mma")
            except EmulationError as e:
                raise MemFault(str(e), lane) from None
            lanes, c0 = np.unique(dl[:, 0]), int(dc[0, 0])
            h = hazards_of(cta)
            h.check_writers(w, lanes, c0, c0 + dd.n, "tcgen05.mma", "accumulates into" if en else "overwrites",
                            same_warp_mma_ok=True)
            h.check_loads(w, lanes, c0, c0 + dd.n, "tcgen05.mma")

            def land(d_t: int = d_t, a_d: int = a_d, b_d: int = b_d, idesc: int = idesc, en: bool = en) -> None:
                tc.mma(tmem_of(cta), d_t, SmemView(cta), a_d, b_d, idesc, en, kind)
            op = AsyncOp("tcgen05.mma", w, line, text, land, reads=_ranges(allb))
            h.issue_mma(TmemAccess("tcgen05.mma", w, line, text, lanes, c0, c0 + dd.n, op=op, reads=op.reads))
            w.tc_fifo.append(op)
            cta.issue(op)
    return _code(cx, run)


def _bytes(desc: tc.Sm100SmemDesc, mn: int, k: int, dtype: str, mn_major: bool) -> np.ndarray:
    sm90 = wg.SmemDesc(desc.start, desc.lbo, desc.sbo, desc.base_offset, desc.swizzle)
    addrs = wg.operand_offsets(sm90, mn, k, dtype, mn_major).reshape(-1)
    size = 4 if dtype == "tf32" else 2
    return np.asarray((addrs[:, None] + np.arange(size)).reshape(-1) - SMEM_BASE)


def _ranges(offs: np.ndarray) -> list[tuple[int, int]]:
    from .tensorops import _to_ranges
    return _to_ranges(offs)


def _c_commit(cx: Ctx) -> Code:
    if "mbarrier::arrive::one" not in cx.parts:
        raise cx.err(f"'{cx.ins.opcode}': only .mbarrier::arrive::one is supported")
    if any(p.startswith("multicast") for p in cx.parts):
        raise cx.err("tcgen05.commit .multicast is not supported")
    (a,) = cx.ops(1)
    gmb = _shared_addr(cx, a)
    line, text = cx.ins.line, cx.ins.text

    def run(w: "Warp", m: np.ndarray | None) -> None:
        cta = w.cta
        for lane in _lanes(w, m).tolist():
            mb = int(gmb(w)[lane])
            _mbar_lane(w, mb, lane, "tcgen05.commit")
            # PTX ISA (tcgen05.commit): the mbarrier tracks the completion of *all prior* asynchronous
            # tcgen05 operations the thread initiated, also those an earlier commit already tracks
            # (CUTLASS's accumulator commit after the last stage release relies on it).
            w.tc_fifo = [o for o in w.tc_fifo if not o.landed]
            before = list(w.tc_fifo)
            h = hazards_of(cta)
            upto = len(h.mmas.get(w.index, ()))

            def land(mb: int = mb, before: list[AsyncOp] = before, upto: int = upto) -> None:
                for o in before:
                    cta.land(o)
                b = cta.mbars.get(mb)
                if b is None or not b.valid:
                    raise EmuError(f"tcgen05.commit arrives on mbarrier {mb:#x}, which is no longer valid")
                h.commits.setdefault(w.index, []).append((upto, mb, b.phase))
                arrive(cta, b, 1, 0, "tcgen05.commit")
            cta.issue(AsyncOp("tcgen05.commit", w, line, text, land))
    return _code(cx, run)


register("tcgen05", _c_tcgen05)
