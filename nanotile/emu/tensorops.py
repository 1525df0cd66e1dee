"""TMA tensor copies and WGMMA as instructions: the core's side of the units' pure modules.

- ``cp.async.bulk.tensor.Nd`` (PTX ISA 9.7.9.25.5.2): the tensor map is read and decoded
  (``tensormap.unpack``) at issue, the shared destination's alignment for the map's swizzle is
  checked at issue, and the box is copied (``tensormap.tma_load`` / ``tma_store``) when the copy
  lands.  A load's bytes count toward its mbarrier's tx-count when it lands; until the reading
  warp has observed that mbarrier phase, reading the destination is a race (machine.py).
- ``wgmma.fence / mma_async / commit_group / wait_group`` (PTX ISA 9.7.15): each warp of the
  warpgroup computes its 16 rows of the ``m64nNk*`` tile (``wgmma.load_a/load_b/mma`` and the
  accumulator layout ``wgmma.acc_layout``); the shared operands are read and the accumulator
  registers written when the operation lands (at ``wait_group`` at the latest).  Between issue
  and the ``wait_group`` that covers it, touching its accumulator registers with any other
  instruction is reported as a race (9.7.15.4: "accessing the accumulator register ... before
  wgmma.wait_group ... is undefined behaviour"); chained ``mma_async`` on the same accumulator
  are allowed.
"""

from __future__ import annotations

import functools
from typing import TYPE_CHECKING, Callable

import numpy as np

from . import tensormap as tmap
from . import wgmma as wg
from .asyncops import SmemView, _issue_bulk_group, _shared_addr, complete_tx, merge_ranges, tensormap_bytes
from .errors import EmuError
from .isa import Ctx, _code, _lanes, register
from .machine import AsyncOp, TmaWrite
from .memory import PARAM_WINDOW, SMEM_BASE, MemFault
from .memory_protocol import EmulationError
from .ptx import Addr, Imm, Operand, Reg, Sym, Vec
from .program import Code

if TYPE_CHECKING:
    from .machine import CTA, Warp


def _tensor_operand(cx: Ctx, a: Operand) -> tuple[Callable[["Warp"], np.ndarray], list[Callable[["Warp"], np.ndarray]]]:
    """``[tmap, {c0, c1, ...}]`` -> (generic address of the tensor map, coordinate readers)."""
    if not isinstance(a, Addr) or a.coords is None:
        raise cx.err("expected a tensor operand [tensorMap, {coordinates}]")
    base = a.base
    if isinstance(base, Sym):
        if base.name not in cx.prog.param_offsets:
            raise cx.err(f"tensor map '{base.name}' is not a kernel parameter")
        arr = np.full(32, PARAM_WINDOW + cx.prog.param_offsets[base.name] + a.offset, dtype=np.uint64)
        get: Callable[["Warp"], np.ndarray] = lambda w: arr  # noqa: E731
    else:
        get, _ = cx.address(Addr(base, a.offset))
    coords = [cx.src(c, "s32") for c in a.coords]
    return get, coords


def _c_tensor(cx: Ctx) -> Code:
    """cp.async.bulk.tensor.Nd.{shared::cta|shared::cluster}.global[.tile].mbarrier::complete_tx::bytes
    [dst], [tmap, {c..}], [mbar] and cp.async.bulk.tensor.Nd.global.shared::cta[.tile].bulk_group
    [tmap, {c..}], [src]."""
    p = cx.parts
    dims = p[4]
    if not (dims.endswith("d") and dims[:-1].isdigit()):
        raise cx.err(f"'{cx.ins.opcode}': expected .1d .. .5d")
    rank = int(dims[:-1])
    mods = set(p[5:])
    for bad in ("im2col", "im2col_no_offs", "tile::gather4", "tile::scatter4", "multicast::cluster"):
        if bad in mods:
            raise cx.err(f"'{cx.ins.opcode}': .{bad} is not supported by the emulator")
    load = p[5].startswith("shared")
    line, text = cx.ins.line, cx.ins.text
    if load:
        if "mbarrier::complete_tx::bytes" not in mods:
            raise cx.err("a tensor load must complete on an mbarrier (.mbarrier::complete_tx::bytes)")
        ops = cx.ins.operands
        if len(ops) < 3:
            raise cx.err("cp.async.bulk.tensor load takes [dst], [tmap, {coords}], [mbar]")
        if len(ops) > 3:
            raise cx.err("cp.async.bulk.tensor: ctaMask/cache-policy operands are not supported")
        gdst = _shared_addr(cx, ops[0])
        gtm, gco = _tensor_operand(cx, ops[1])
        gmb = _shared_addr(cx, ops[2])
    else:
        if "bulk_group" not in mods:
            raise cx.err("a tensor store completes through a bulk async-group (.bulk_group)")
        ops = cx.ins.operands
        if len(ops) != 2:
            raise cx.err("cp.async.bulk.tensor store takes [tmap, {coords}], [src]")
        gtm, gco = _tensor_operand(cx, ops[0])
        gsrc = _shared_addr(cx, ops[1])
    if len(gco) != rank:
        raise cx.err(f"'{cx.ins.opcode}' needs {rank} coordinates, got {len(gco)}")

    def decode(w: "Warp", lane: int) -> tuple[tmap.TensorMap, list[int]]:
        addr = int(gtm(w)[lane])
        try:
            tm = tmap.unpack(tensormap_bytes(w, addr))
        except EmulationError as e:
            raise MemFault(f"the tensor map at {addr:#x} is not valid: {e}", lane) from None
        except EmuError as e:
            raise MemFault(e.message, lane) from None
        if tm.rank != rank:
            raise MemFault(f"a .{dims} copy with a rank-{tm.rank} tensor map", lane)
        return tm, [int(g(w)[lane]) for g in gco]

    def check_smem(tm: tmap.TensorMap, addr: int, lane: int) -> None:
        align = tmap.smem_alignment(tm.swizzle)
        if addr % align:
            what = f"its {tm.swizzle}-byte swizzle" if tm.swizzle else "a TMA box"
            raise MemFault(f"TMA shared-memory address {addr:#x} is not {align}-byte aligned, as {what} "
                           f"requires (PTX ISA 5.5.7 / cp.async.bulk.tensor restrictions)", lane)

    def run_load(w: "Warp", m: np.ndarray | None) -> None:
        cta = w.cta
        for lane in _lanes(w, m).tolist():
            tm, coords = decode(w, lane)
            dst, mb = int(gdst(w)[lane]), int(gmb(w)[lane])
            check_smem(tm, dst, lane)
            from .asyncops import _mbar_lane
            b = _mbar_lane(w, mb, lane, "cp.async.bulk.tensor")
            n = tm.box_bytes
            lo, hi = dst - SMEM_BASE, dst - SMEM_BASE + n
            if lo < 0 or hi > cta.smem.size:
                raise MemFault(f"the TMA box [{dst:#x}, {dst + n:#x}) is outside shared memory", lane)
            cta.async_write_range(lo, hi, line, "cp.async.bulk.tensor", w)
            tw = TmaWrite(line, text, mb)
            tag = len(cta.tma_writes)
            cta.tma_writes.append(tw)
            cta.tags[lo:hi] = tag
            cta.unfenced[lo:hi] = 0
            b.inflight[line] = b.inflight.get(line, 0) + n

            def land(tm: tmap.TensorMap = tm, coords: list[int] = coords, dst: int = dst, mb: int = mb,
                     tw: TmaWrite = tw, n: int = n) -> None:
                got = tmap.tma_load(tm, cta.machine.gmem, coords, SmemView(cta), dst)
                bar = cta.mbars.get(mb)
                if bar is None or not bar.valid:
                    raise EmuError(f"the TMA load completes on mbarrier {mb:#x}, which is no longer valid")
                bar.inflight[line] -= n
                tw.phase = bar.phase
                complete_tx(cta, bar, got, "cp.async.bulk.tensor")
            cta.issue(AsyncOp("cp.async.bulk.tensor", w, line, text, land))

    def run_store(w: "Warp", m: np.ndarray | None) -> None:
        cta = w.cta
        for lane in _lanes(w, m).tolist():
            tm, coords = decode(w, lane)
            src = int(gsrc(w)[lane])
            check_smem(tm, src, lane)
            if any(c < 0 for c in coords):
                raise MemFault(f"TMA store coordinates {coords} must be non-negative", lane)
            n = tm.box_bytes
            lo, hi = src - SMEM_BASE, src - SMEM_BASE + n
            if lo < 0 or hi > cta.smem.size:
                raise MemFault(f"the TMA box [{src:#x}, {src + n:#x}) is outside shared memory", lane)
            try:
                cta.check_async_read(w, np.arange(lo, hi, dtype=np.int64), "cp.async.bulk.tensor (store)")
            except EmuError as e:
                raise MemFault(e.message, lane) from None

            def land(tm: tmap.TensorMap = tm, coords: list[int] = coords, src: int = src) -> None:
                tmap.tma_store(tm, SmemView(cta), src, cta.machine.gmem, coords)
            op = AsyncOp("cp.async.bulk.tensor", w, line, text, land, reads=[(lo, hi)])
            _issue_bulk_group(w, op)

    return _code(cx, run_load if load else run_store)


# ---- wgmma ------------------------------------------------------------------------------------


def _warpgroup_rows(w: "Warp") -> int:
    return 16 * (w.index % 4)


def _c_wgmma(cx: Ctx) -> Code:
    """wgmma.fence / commit_group / wait_group N / mma_async (see the module docstring)."""
    op = cx.parts[1]
    if op == "fence":
        cx.ops(0)

        def fence(w: "Warp", m: np.ndarray | None) -> None:
            """wgmma.fence (PTX ISA 9.7.15.5.1): orders this warp's earlier register accesses before the
            wgmma.mma_async that follow; see :func:`_check_fenced`."""
            w.wgmma_fenced = True
            w.unfenced_regs.clear()
        return _code(cx, fence, aligned=True)
    if op == "commit_group":
        cx.ops(0)

        def commit(w: "Warp", m: np.ndarray | None) -> None:
            w.wgmma_groups.append(w.wgmma_open)
            w.wgmma_open = []
        return _code(cx, commit, aligned=True)
    if op == "wait_group":
        (n,) = cx.ops(1)
        if not isinstance(n, Imm):
            raise cx.err("wgmma.wait_group needs an immediate")
        keep = cx.group_count(n.value)

        def wait(w: "Warp", m: np.ndarray | None) -> None:
            while len(w.wgmma_groups) > keep:
                for o in w.wgmma_groups.pop(0):
                    w.cta.land(o)
                    for r in o.regs:
                        if w.pending_regs.get(r) is o:
                            del w.pending_regs[r]
        return _code(cx, wait, aligned=True)
    if op == "mma_async":
        code = _c_mma_async(cx)
        return code
    raise cx.err(f"unsupported '{cx.ins.opcode}'")


_ACC = {"f32": "f32", "f16": "f16", "s32": "s32"}


def _c_mma_async(cx: Ctx) -> Code:
    p = cx.parts
    if "sp" in p:
        raise cx.err("sparse wgmma is not supported")
    shape = next((x for x in p if x.startswith("m64n")), None)
    if shape is None:
        raise cx.err("wgmma.mma_async needs an .m64nNkK shape")
    n = int(shape[4:shape.index("k")])
    k = int(shape[shape.index("k") + 1:])
    i = p.index(shape)
    types = p[i + 1:]
    types = [t for t in types if t not in ("satfinite",)]
    if len(types) != 3:
        raise cx.err(f"'{cx.ins.opcode}': expected .dtype.atype.btype")
    dtype, atype, btype = types
    if dtype not in _ACC or atype not in wg.ELEM_TYPES or btype not in wg.ELEM_TYPES:
        raise cx.err(f"unsupported wgmma types .{dtype}.{atype}.{btype}")
    if wg.k_of(atype) != k:
        raise cx.err(f"wgmma with .{atype} inputs has K = {wg.k_of(atype)}, not {k}")
    ops = cx.ins.operands
    d = ops[0]
    if not isinstance(d, Vec):
        raise cx.err("wgmma.mma_async: the accumulator is a vector {d0, ...}")
    nacc = n // 2 if dtype in ("f32", "s32") else n // 4
    if len(d.items) != nacc:
        raise cx.err(f"wgmma m64n{n} with .{dtype} accumulators needs {nacc} registers, got {len(d.items)}")
    acc_ids = []
    for r in d.items:
        if not isinstance(r, Reg):
            raise cx.err("wgmma accumulators must be registers")
        acc_ids.append(cx.prog.reg(r.name))
    a_regs: list[int] | None = None
    a_desc: Callable[["Warp"], np.ndarray] | None = None
    if isinstance(ops[1], Vec):
        a_regs = [cx.prog.reg(r.name) for r in ops[1].items if isinstance(r, Reg)]
        if len(a_regs) != 4:
            raise cx.err("wgmma with A in registers takes four 32-bit A registers")
    else:
        a_desc = cx.src(ops[1], "u64")
    b_desc = cx.src(ops[2], "u64")
    rest = list(ops[3:])
    is_int = dtype == "s32"
    half = atype in ("f16", "bf16")
    want = 1 if is_int else (5 if (half and a_regs is None) else 4 if half else 3)
    if len(rest) != want:
        raise cx.err(f"wgmma.mma_async .{dtype}.{atype}: expected {want} operands after the B descriptor, got {len(rest)}")
    scale_d = cx.src(rest[0], "pred")
    imms = []
    for x in rest[1:]:
        if not isinstance(x, Imm):
            raise cx.err("wgmma imm-scale/imm-trans operands must be immediates")
        imms.append(x.value)
    scale_a = imms[0] if len(imms) > 0 else 1
    scale_b = imms[1] if len(imms) > 1 else 1
    if a_regs is None:
        trans_a = imms[2] if len(imms) > 2 else 0
        trans_b = imms[3] if len(imms) > 3 else 0
    else:
        trans_a, trans_b = 0, imms[2] if len(imms) > 2 else 0
    rows_all, cols_all = wg.acc_layout(n)
    line, text = cx.ins.line, cx.ins.text
    acc_t = tuple(acc_ids)
    watched = [(r, "accumulator") for r in acc_t] + [(r, "A-fragment") for r in a_regs or []]

    def run(w: "Warp", m: np.ndarray | None) -> None:
        cta = w.cta
        if cta.nthreads % 128 or len(cta.warps) < 4 * (w.index // 4 + 1):
            raise EmuError("wgmma.mma_async needs complete warpgroups (4 warps)")
        _check_fenced(w, watched)
        sd = bool(scale_d(w)[0])
        bdesc = int(b_desc(w)[0])
        adesc = int(a_desc(w)[0]) if a_desc is not None else None
        try:
            bd = wg.decode_smem_desc(bdesc)
            ad = wg.decode_smem_desc(adesc) if adesc is not None else None
            # the bytes it reads (checked now: the issuing warp must already see them)
            ob, rb = _operand_bytes(bdesc, n, k, btype, bool(trans_b))
            offs, ranges = [ob], list(rb)
            if adesc is not None:
                oa, ra = _operand_bytes(adesc, 64, k, atype, bool(trans_a))
                offs.append(oa)
                ranges += ra
        except EmulationError as e:
            raise EmuError(f"wgmma.mma_async: {e}") from None
        allb = np.concatenate(offs) if len(offs) > 1 else offs[0]
        if allb.min() < 0 or allb.max() >= cta.smem.size:
            raise EmuError(f"wgmma.mma_async: an operand reaches outside shared memory "
                           f"(addresses {int(allb.min()) + SMEM_BASE:#x}..{int(allb.max()) + SMEM_BASE:#x})")
        cta.check_async_read(w, allb, "wgmma.mma_async")
        ranges = merge_ranges(ranges)
        a_vals = None
        if a_regs is not None:
            a_vals = np.stack([w.regs[r] for r in a_regs], axis=1)      # read at issue (registers)
        r0 = _warpgroup_rows(w)
        t = 32 * (w.index % 4) + np.arange(32)
        rows = rows_all[t] - r0
        cols = cols_all[t]

        def land() -> None:
            smem = SmemView(cta)
            try:
                b = wg.load_b(smem, bd, n, k, btype, bool(trans_b))
                if ad is not None:
                    a = wg.load_a(smem, ad, 64, k, atype, bool(trans_a))[r0:r0 + 16]
                else:
                    assert a_vals is not None
                    a = _a_from_regs(a_vals, atype, w.index % 4)
            except EmulationError as e:
                raise EmuError(f"wgmma.mma_async: {e}") from None
            if dtype == "f16":
                dvals = np.stack([w.regs[r].astype(np.uint32) for r in acc_t], axis=1)
                lo = (dvals & 0xFFFF).astype(np.uint16).view(np.float16)
                hi = (dvals >> 16).astype(np.uint16).view(np.float16)
                cur = np.empty((32, 2 * len(acc_t)), dtype=np.float16)
                cur[:, 0::2], cur[:, 1::2] = lo, hi
            else:
                cur = np.stack([w.regs[r] for r in acc_t], axis=1).view(np.float32 if dtype == "f32" else np.int32)
            dmat = np.zeros((16, n), dtype=cur.dtype)
            dmat[rows, cols] = cur
            try:
                out = wg.mma(a, b, dmat, sd, scale_a, scale_b, acc=dtype)
            except EmulationError as e:
                raise EmuError(f"wgmma.mma_async: {e}") from None
            vals = out[rows, cols]
            if dtype == "f16":
                h = vals.astype(np.float16).view(np.uint16).astype(np.uint32)
                packed = h[:, 0::2] | (h[:, 1::2] << np.uint32(16))
                for j, r in enumerate(acc_t):
                    w.regs[r] = packed[:, j].copy()
            else:
                u = np.ascontiguousarray(vals).view(np.uint32)
                for j, r in enumerate(acc_t):
                    w.regs[r] = u[:, j].copy()

        op = AsyncOp("wgmma.mma_async", w, line, text, land, reads=ranges, regs=acc_t)
        w.wgmma_open.append(op)
        for r in acc_t:
            w.pending_regs[r] = op
        cta.issue(op)

    code = _code(cx, run, aligned=True)
    return code


def _check_fenced(w: "Warp", watched: list[tuple[int, str]]) -> None:
    """PTX ISA 9.7.15.5.1 wgmma.fence: it must be issued before the first wgmma.mma_async of the
    warpgroup, and between a register access and a wgmma.mma_async that uses the same registers as
    accumulator or A fragment (chained mma_async on the same accumulator need none).  A warp with no fence
    yet, or whose accumulator / A-fragment register was written by another instruction since its last
    fence, is an error (the tensor core may read the register before that write)."""
    if not w.wgmma_fenced:
        raise EmuError("wgmma.mma_async without a preceding wgmma.fence (PTX ISA 9.7.15.5.1: wgmma.fence is "
                       "required before the first wgmma.mma_async)")
    dirty = w.unfenced_regs
    if not dirty:
        return
    for r, role in watched:
        pc = dirty.get(r)
        if pc is not None:
            prog = w.cta.machine.prog
            ins = prog.code[pc].ins
            name = next((k for k, v in prog.reg_index.items() if v == r), f"register {r}")
            raise EmuError(f"wgmma.mma_async reads {role} register {name}, written at line {ins.line} "
                           f"('{ins.text.strip()}') after the last wgmma.fence; a wgmma.fence must come between "
                           "(PTX ISA 9.7.15.5.1)")


@functools.lru_cache(maxsize=4096)
def _operand_bytes(desc: int, mn: int, k: int, dtype: str, mn_major: bool) -> tuple[np.ndarray, tuple[tuple[int, int], ...]]:
    """Shared-memory offsets (from SMEM_BASE) of every byte an operand reads, and the same as ranges
    (cached: kernels reuse a handful of descriptors)."""
    addrs = wg.operand_offsets(desc, mn, k, dtype, mn_major).reshape(-1)
    size = 4 if dtype == "tf32" else 2 if dtype in ("f16", "bf16") else 1
    offs = (addrs[:, None] + np.arange(size)).reshape(-1) - SMEM_BASE
    offs.setflags(write=False)
    return offs, tuple(_to_ranges(offs))


def _to_ranges(offs: np.ndarray) -> list[tuple[int, int]]:
    u = np.unique(offs)
    if u.size == 0:
        return []
    breaks = np.flatnonzero(np.diff(u) != 1)
    starts = np.concatenate([[u[0]], u[breaks + 1]])
    ends = np.concatenate([u[breaks], [u[-1]]]) + 1
    return [(int(a), int(b)) for a, b in zip(starts, ends)]


def _a_from_regs(a_vals: np.ndarray, atype: str, warp_in_group: int) -> np.ndarray:
    """This warp's 16 rows of A from its four 32-bit A registers (wgmma.a_frag_layout)."""
    rows, cols = wg.a_frag_layout(atype)
    size = 2 if atype in ("f16", "bf16") else 4 if atype == "tf32" else 1
    per = 4 // size
    raw = np.ascontiguousarray(a_vals.astype(np.uint32)).view(np.uint8).reshape(32, 4, 4)
    elems = raw.reshape(32, 16)
    vals = wg.decode_elements(elems.reshape(-1), atype).reshape(32, 4 * per)
    t = 32 * warp_in_group + np.arange(32)
    out = np.zeros((16, wg.k_of(atype)), dtype=vals.dtype)
    out[rows[t] - 16 * warp_in_group, cols[t]] = vals
    return out


register("wgmma", _c_wgmma)

