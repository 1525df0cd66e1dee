"""tcgen05 (sm_100a): descriptors, Tensor Memory with its column allocator, ld/st, ``mma.kind::f16``.

Final signatures:

    @dataclass(frozen=True) class InstrDesc:  kind, dtype ('f16'|'f32'), atype, btype,
        negate_a, negate_b, trans_a, trans_b, m, n, k
    decode_idesc(idesc: int, kind: str = 'f16') -> InstrDesc        # kind 'f16' | 'tf32'
    encode_idesc(m, n, atype='f16', btype=None, dtype='f32', trans_a=False, trans_b=False,
                 negate_a=False, negate_b=False, kind='f16') -> int
    @dataclass(frozen=True) class Sm100SmemDesc: start, lbo, sbo (bytes), base_offset, lbo_mode,
        swizzle (0|32|64|128 bytes), atom32 (128B swizzle with 32B atomicity)
    decode_smem_desc(desc: int) -> Sm100SmemDesc
    encode_smem_desc(start, lbo, sbo, swizzle, base_offset=0) -> int
    tmem_addr(lane, col) -> int;  split_taddr(taddr) -> (lane, col)
    class Tmem:                               # one CTA: 128 lanes x 512 columns x 32 bit
        data: np.ndarray uint32 (128, 512)
        try_alloc(ncols) -> int | None; alloc(ncols) -> int        # taddr (lane 0, column c)
        dealloc(taddr, ncols) -> None; relinquish_alloc_permit() -> None
        check_all_freed() -> None                                  # at kernel exit
        ld_32x32b(taddr, num, warp) -> np.ndarray uint32 (32, num) # [lane, reg]
        st_32x32b(taddr, values (32, num) uint32, warp) -> None
        ld_16x128b(taddr, num, warp) -> np.ndarray uint32 (32, 2 num)  # [lane, reg]
        st_16x128b(taddr, values (32, 2 num) uint32, warp) -> None
    fragment_16x128b(num) -> (lanes, cols): int arrays (32, 2 num)   # where register r of lane l lives
    d_layout(m, n, taddr) -> (lanes, cols): int arrays (m, n)      # where D[i, j] lives
    mma(tmem, d_taddr, smem, a_desc, b_desc, idesc, enable_input_d, kind='f16') -> None

Sources: PTX ISA 9.7.16 "TensorCore 5th Generation Family Instructions": 9.7.16.1 Tensor Memory
(9.7.16.1.1 addressing: lane in bits 31..16, column in 15..0; 9.7.16.1.2 allocation), 9.7.16.3
canonical layouts (the same as WGMMA's, 9.7.15.5.1.2), 9.7.16.4.1 "Shared memory descriptor",
9.7.16.4.2 "Instruction descriptor", 9.7.16.7.1 ``tcgen05.alloc/dealloc/relinquish_alloc_permit``,
9.7.16.8.1 access restrictions (warp ``w % 4`` of a warpgroup reaches lanes ``32*(w%4) ..
32*(w%4)+31``), 9.7.16.2.3.1 / 9.7.16.8.3-4 ``tcgen05.ld/st .32x32b`` (lane ``i`` of the warp
reads TMEM lane ``base + i``, register ``j`` column ``col + j``), 9.7.16.10.4.1 (16-bit D
elements unpacked, in the low half of a 32-bit word), 9.7.16.10.5 data-path layouts (Layout D:
M = 128, cta_group::1, row ``i`` in lane ``i``; Layout F: M = 64, rows in lanes 0-15 of each
32-lane quarter, offset by the lane alignment 0 or 16), 9.7.16.10.9.1 ``tcgen05.mma``.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import numpy.typing as npt

from nanotile.emu.memory_protocol import ByteMemory, EmulationError
from nanotile.emu.wgmma import SmemDesc, load_a, load_b
from nanotile.emu.wgmma import mma as _mma

IntArray = npt.NDArray[np.int64]
U32Array = npt.NDArray[np.uint32]

LANES = 128
COLUMNS = 512
POISON = 0x7FFF7E01   # what a new allocation holds: a NaN as f32, and its low half 0x7E01 a NaN as f16


# ---------------------------------------------------------------------------------------------
# Instruction descriptor (9.7.16.4.2).

_F16_TYPES = {0: "f16", 1: "bf16"}
_TF32_TYPES = {2: "tf32"}


@dataclass(frozen=True)
class InstrDesc:
    kind: str
    dtype: str
    atype: str
    btype: str
    negate_a: bool
    negate_b: bool
    trans_a: bool
    trans_b: bool
    m: int
    n: int
    k: int


def decode_idesc(idesc: int, kind: str = "f16") -> InstrDesc:
    """Decode a 32-bit instruction descriptor for ``.kind::f16`` or ``.kind::tf32`` (9.7.16.4.2):
    bits 0-1 sparsity selector, 2 sparsity, 3 saturate, 4-5 dtype (F16 = 0, F32 = 1), 6 reserved,
    7-9 atype, 10-12 btype (F16 = 0, BF16 = 1; TF32 = 2), 13/14 negate A/B, 15/16 transpose A/B,
    17-22 N >> 3, 23 reserved, 24-28 M >> 4, 29 reserved, 30-31 max shift (``.ws`` only).

    Dense, cta_group::1 shapes only: M = 64 (N = 8..256 step 8) or M = 128 (N = 16..256 step 16);
    K = 16 for f16/bf16, 8 for tf32 (32 bytes).
    """
    idesc &= 0xFFFFFFFF
    if kind not in ("f16", "tf32"):
        raise EmulationError(f"tcgen05.mma: .kind::{kind} is not supported by the emulator (f16, tf32)")
    if idesc & 0x7:
        raise EmulationError(f"tcgen05.mma: instruction descriptor {idesc:#010x} asks for sparsity (bits 0-2)")
    if idesc & (1 << 3):
        raise EmulationError(f"tcgen05.mma: instruction descriptor {idesc:#010x} sets saturate (integer kinds only)")
    if idesc & ((1 << 6) | (1 << 23) | (1 << 29)):
        raise EmulationError(f"tcgen05.mma: instruction descriptor {idesc:#010x} sets reserved bits 6/23/29")
    if idesc >> 30:
        raise EmulationError(f"tcgen05.mma: instruction descriptor {idesc:#010x} sets max shift (.ws only)")
    dcode = (idesc >> 4) & 3
    acode, bcode = (idesc >> 7) & 7, (idesc >> 10) & 7
    types = _F16_TYPES if kind == "f16" else _TF32_TYPES
    if acode not in types or bcode not in types:
        raise EmulationError(f"tcgen05.mma: instruction descriptor {idesc:#010x}: A/B type codes {acode}/{bcode} invalid for .kind::{kind}")
    if dcode not in ((0, 1) if kind == "f16" else (1,)):
        raise EmulationError(f"tcgen05.mma: instruction descriptor {idesc:#010x}: D type code {dcode} invalid for .kind::{kind}")
    if kind == "f16" and acode != bcode:
        raise EmulationError("tcgen05.mma: .kind::f16 needs A and B of the same type")
    n = ((idesc >> 17) & 0x3F) << 3
    m = ((idesc >> 24) & 0x1F) << 4
    step = {64: 8, 128: 16}.get(m)
    if step is None or n % step or not step <= n <= 256:
        raise EmulationError(f"tcgen05.mma: shape M={m} N={n} is not valid for cta_group::1 (M 64: N 8..256 step 8; M 128: N 16..256 step 16)")
    return InstrDesc(
        kind=kind,
        dtype="f16" if dcode == 0 else "f32",
        atype=types[acode],
        btype=types[bcode],
        negate_a=bool(idesc >> 13 & 1),
        negate_b=bool(idesc >> 14 & 1),
        trans_a=bool(idesc >> 15 & 1),
        trans_b=bool(idesc >> 16 & 1),
        m=m,
        n=n,
        k=16 if kind == "f16" else 8,
    )


def encode_idesc(
    m: int,
    n: int,
    atype: str = "f16",
    btype: str | None = None,
    dtype: str = "f32",
    trans_a: bool = False,
    trans_b: bool = False,
    negate_a: bool = False,
    negate_b: bool = False,
    kind: str = "f16",
) -> int:
    """The instruction descriptor ``decode_idesc`` reads back (for tests and nanotile's lowering)."""
    codes = {"f16": 0, "bf16": 1, "tf32": 2}
    b = btype or atype
    return (
        ({"f16": 0, "f32": 1}[dtype] << 4)
        | codes[atype] << 7
        | codes[b] << 10
        | int(negate_a) << 13
        | int(negate_b) << 14
        | int(trans_a) << 15
        | int(trans_b) << 16
        | (n >> 3) << 17
        | (m >> 4) << 24
    )


# ---------------------------------------------------------------------------------------------
# Shared memory descriptor (9.7.16.4.1).

_SW = {0: 0, 2: 128, 4: 64, 6: 32}
_SW_INV = {v: k for k, v in _SW.items()}


@dataclass(frozen=True)
class Sm100SmemDesc:
    start: int
    lbo: int
    sbo: int
    base_offset: int
    lbo_mode: int
    swizzle: int
    atom32: bool = False


def decode_smem_desc(desc: int) -> Sm100SmemDesc:
    """Decode a tcgen05 shared-memory descriptor (9.7.16.4.1): bits 0-13 start >> 4, 16-29 LBO >> 4,
    32-45 SBO >> 4, 46-48 the fixed value 0b001, 49-51 base offset, 52 LBO mode (0 relative,
    1 absolute), 53-60 fixed 0, 61-63 swizzle (0 none, 1 128B with 32B atoms, 2 128B, 4 64B,
    6 32B; 3, 5, 7 invalid). Differs from sm_90's (2-bit swizzle field at 62-63, no version
    bits): an sm_90 descriptor is refused here (its bits 46-48 are 0)."""
    desc &= (1 << 64) - 1
    if (desc >> 46) & 0x7 != 0b001:
        raise EmulationError(
            f"tcgen05: shared memory descriptor {desc:#018x}: bits 46-48 must be the fixed value 0b001 "
            "(PTX ISA 9.7.16.4.1; an sm_90 wgmma descriptor?)"
        )
    if (desc >> 53) & 0xFF or desc & ((3 << 14) | (3 << 30)):
        raise EmulationError(f"tcgen05: shared memory descriptor {desc:#018x} sets reserved bits")
    code = desc >> 61
    if code in (3, 5, 7):
        raise EmulationError(f"tcgen05: shared memory descriptor {desc:#018x}: swizzle mode {code} is invalid")
    return Sm100SmemDesc(
        start=(desc & 0x3FFF) << 4,
        lbo=((desc >> 16) & 0x3FFF) << 4,
        sbo=((desc >> 32) & 0x3FFF) << 4,
        base_offset=(desc >> 49) & 7,
        lbo_mode=(desc >> 52) & 1,
        swizzle=128 if code == 1 else _SW[code],
        atom32=code == 1,
    )


def encode_smem_desc(start: int, lbo: int, sbo: int, swizzle: int, base_offset: int = 0) -> int:
    """The sm_100 descriptor for the given byte values (version bits 46-48 = 0b001)."""

    def enc(x: int) -> int:
        return (x & 0x3FFFF) >> 4

    return enc(start) | enc(lbo) << 16 | enc(sbo) << 32 | 1 << 46 | (base_offset & 7) << 49 | _SW_INV[swizzle] << 61


def _as_sm90(d: Sm100SmemDesc) -> SmemDesc:
    if d.atom32:
        raise EmulationError("tcgen05: 128-byte swizzle with 32-byte atomicity is not supported by the emulator")
    if d.lbo_mode:
        raise EmulationError("tcgen05: absolute leading-dimension address mode (sm_103a) is not supported")
    return SmemDesc(start=d.start, lbo=d.lbo, sbo=d.sbo, base_offset=d.base_offset, swizzle=d.swizzle)


# ---------------------------------------------------------------------------------------------
# Tensor Memory (9.7.16.1).


def tmem_addr(lane: int, col: int) -> int:
    """A Tensor Memory address: lane in bits 31..16, column in bits 15..0 (9.7.16.1.1)."""
    return (lane & 0xFFFF) << 16 | (col & 0xFFFF)


def split_taddr(taddr: int) -> tuple[int, int]:
    return (taddr >> 16) & 0xFFFF, taddr & 0xFFFF


class Tmem:
    """One CTA's Tensor Memory, 128 lanes x 512 columns of 32 bits, and its column allocator.

    Allocation (9.7.16.1.2, 9.7.16.7.1): whole columns (all 128 lanes), ``nCols`` a power of two
    in [32, 512]; the request must not grow between two allocations of a CTA; no allocation after
    ``relinquish_alloc_permit``; ``dealloc`` must name an existing allocation exactly; everything
    must be freed before the kernel exits. Placement is first fit at multiples of ``nCols``
    (the ISA does not say where an allocation lands; kernels read the address back from
    shared memory). Accesses outside allocated columns are errors.

    Contents: ``tcgen05.alloc`` does not initialize what it allocates (PTX ISA 9.7.16.7.1 gives the
    allocated columns no value; that is why a kernel's first ``tcgen05.mma`` has enable-input-d false
    or its accumulator is zeroed with ``tcgen05.st`` first). The emulator therefore fills each new
    allocation with :data:`POISON` (NaN as f32 and, in its low half, as f16) instead of zeros, and keeps
    per 32-bit cell whether it was written (``tcgen05.st``, or as an MMA's D) since its allocation:
    a ``tcgen05.mma`` with enable-input-d true over a D cell never written is an error naming the
    instruction (accumulating into undefined values is never meaningful). ``tcgen05.ld`` of unwritten
    cells is not an error -- a ``.32x32b`` load reads all 32 lanes of the warp's quarter, and an
    M = 64 kernel legitimately loads and discards the lanes its D does not occupy -- but it returns the
    poison, so a kernel that uses such values computes NaNs, not a lucky zero.
    """

    def __init__(self) -> None:
        self.data: U32Array = np.full((LANES, COLUMNS), POISON, dtype=np.uint32)
        self.written = np.zeros((LANES, COLUMNS), dtype=bool)
        self.allocs: dict[int, int] = {}  # first column -> ncols
        self.relinquished = False
        self.last_ncols: int | None = None

    def _check_ncols(self, ncols: int, op: str) -> None:
        if ncols < 32 or ncols > COLUMNS or ncols & (ncols - 1):
            raise EmulationError(f"{op}: nCols = {ncols} must be a power of 2 in [32, 512]")

    def try_alloc(self, ncols: int) -> int | None:
        """The address of a new allocation, or None when the columns are not free now
        (``tcgen05.alloc`` then blocks until they are)."""
        self._check_ncols(ncols, "tcgen05.alloc")
        if self.relinquished:
            raise EmulationError("tcgen05.alloc after tcgen05.relinquish_alloc_permit (illegal, PTX ISA 9.7.16.7.1)")
        if self.last_ncols is not None and ncols > self.last_ncols:
            raise EmulationError(
                f"tcgen05.alloc: {ncols} columns after an allocation of {self.last_ncols}: the number of columns "
                "allocated must not increase between allocations (PTX ISA 9.7.16.7.1)"
            )
        for c in range(0, COLUMNS, ncols):
            if all(c + ncols <= s or s + n <= c for s, n in self.allocs.items()):
                self.allocs[c] = ncols
                self.last_ncols = ncols
                self.data[:, c : c + ncols] = POISON
                self.written[:, c : c + ncols] = False
                return tmem_addr(0, c)
        return None

    def alloc(self, ncols: int) -> int:
        taddr = self.try_alloc(ncols)
        if taddr is None:
            used = sum(self.allocs.values())
            raise EmulationError(f"tcgen05.alloc: {ncols} columns requested, {COLUMNS - used} free: the allocation would block forever")
        return taddr

    def dealloc(self, taddr: int, ncols: int) -> None:
        self._check_ncols(ncols, "tcgen05.dealloc")
        lane, col = split_taddr(taddr)
        if lane != 0 or self.allocs.get(col) != ncols:
            held = ", ".join(f"column {c} x {n}" for c, n in sorted(self.allocs.items())) or "none"
            raise EmulationError(
                f"tcgen05.dealloc: {taddr:#x} x {ncols} columns is not a previous allocation (allocations: {held})"
            )
        del self.allocs[col]

    def relinquish_alloc_permit(self) -> None:
        self.relinquished = True

    def check_all_freed(self) -> None:
        """All Tensor Memory allocated in a kernel must be deallocated before it exits (9.7.16.1.2)."""
        if self.allocs:
            held = ", ".join(f"column {c} x {n}" for c, n in sorted(self.allocs.items()))
            raise EmulationError(f"kernel exits with Tensor Memory still allocated ({held}); tcgen05.dealloc is missing")

    def _check_cols(self, col: int, n: int, op: str) -> None:
        for s, k in self.allocs.items():
            if s <= col and col + n <= s + k:
                return
        raise EmulationError(f"{op}: columns {col}..{col + n - 1} are not (all) inside one Tensor Memory allocation")

    def _warp_lanes(self, taddr: int, warp: int, op: str, rows: int = 32) -> tuple[int, int]:
        """The (lane, column) of ``taddr`` if warp ``warp`` may access ``rows`` lanes from it: its own
        32-lane quarter (9.7.16.8.1), so a 16-lane shape starts at lane ``32 * q`` or ``32 * q + 16``."""
        lane, col = split_taddr(taddr)
        q = warp % 4
        if lane not in range(32 * q, 32 * q + 32, rows):
            raise EmulationError(
                f"{op}: warp {warp} (warp {q} of its warpgroup) may access lanes {32 * q}..{32 * q + 31} only "
                f"(PTX ISA 9.7.16.8.1); the address {taddr:#x} starts at lane {lane}"
                + ("" if rows == 32 else f" (a {rows}-lane shape starts at lane {32 * q} or {32 * q + 16})")
            )
        return lane, col

    def check_written(self, lanes: npt.ArrayLike, cols: npt.ArrayLike, op: str) -> None:
        """Every cell ``(lanes, cols)`` (broadcast together) was written since its allocation; else an
        error naming the first unwritten cell (its contents are undefined, see the class doc)."""
        lane_a, col_a = np.broadcast_arrays(np.asarray(lanes), np.asarray(cols))
        bad = ~self.written[lane_a, col_a]
        if bad.any():
            i = tuple(int(x[0]) for x in np.nonzero(bad))
            raise EmulationError(
                f"{op} reads Tensor Memory never written since tcgen05.alloc ({int(bad.sum())} cells, first lane "
                f"{int(lane_a[i])} column {int(col_a[i])}): its contents are undefined (tcgen05.alloc does not initialize it, PTX ISA 9.7.16.7.1; "
                "zero the accumulator with tcgen05.st or issue the first tcgen05.mma with enable-input-d false)")

    def ld_32x32b(self, taddr: int, num: int, warp: int) -> U32Array:
        """``tcgen05.ld.sync.aligned.32x32b.x{num}.b32``: register ``j`` of warp lane ``i`` is TMEM
        lane ``lane(taddr) + i``, column ``col(taddr) + j``; out[i, j]."""
        self._check_num(num, "tcgen05.ld")
        lane, col = self._warp_lanes(taddr, warp, "tcgen05.ld")
        self._check_cols(col, num, "tcgen05.ld")
        return self.data[lane : lane + 32, col : col + num].copy()

    def st_32x32b(self, taddr: int, values: U32Array, warp: int) -> None:
        """``tcgen05.st.sync.aligned.32x32b.x{num}.b32``: the inverse of ``ld_32x32b``."""
        v = np.asarray(values, dtype=np.uint32)
        if v.ndim != 2 or v.shape[0] != 32:
            raise EmulationError(f"tcgen05.st: expected values of shape (32, num), got {v.shape}")
        num = v.shape[1]
        self._check_num(num, "tcgen05.st")
        lane, col = self._warp_lanes(taddr, warp, "tcgen05.st")
        self._check_cols(col, num, "tcgen05.st")
        self.data[lane : lane + 32, col : col + num] = v
        self.written[lane : lane + 32, col : col + num] = True

    def ld_16x128b(self, taddr: int, num: int, warp: int) -> U32Array:
        """``tcgen05.ld.sync.aligned.16x128b.x{num}.b32`` (PTX ISA 9.7.16.2.3.1.3 "Matrix fragments for
        shape .16x128b"): 16 lanes x 128 bits per repetition; register ``2 i + h`` of warp lane ``l``
        is TMEM lane ``lane(taddr) + l / 4 + 8 h``, column ``col(taddr) + 4 i + l % 4``; out[l, r]."""
        self._check_num(num, "tcgen05.ld", 64)
        lane, col = self._warp_lanes(taddr, warp, "tcgen05.ld", 16)
        self._check_cols(col, 4 * num, "tcgen05.ld")
        lanes, cols = fragment_16x128b(num)
        return self.data[lane + lanes, col + cols].copy()

    def st_16x128b(self, taddr: int, values: U32Array, warp: int) -> None:
        """``tcgen05.st.sync.aligned.16x128b.x{num}.b32``: the inverse of ``ld_16x128b``."""
        v = np.asarray(values, dtype=np.uint32)
        if v.ndim != 2 or v.shape[0] != 32 or v.shape[1] % 2:
            raise EmulationError(f"tcgen05.st: expected values of shape (32, 2 * num), got {v.shape}")
        num = v.shape[1] // 2
        self._check_num(num, "tcgen05.st", 64)
        lane, col = self._warp_lanes(taddr, warp, "tcgen05.st", 16)
        self._check_cols(col, 4 * num, "tcgen05.st")
        lanes, cols = fragment_16x128b(num)
        self.data[lane + lanes, col + cols] = v
        self.written[lane + lanes, col + cols] = True

    @staticmethod
    def _check_num(num: int, op: str, most: int = 128) -> None:
        if num not in (1, 2, 4, 8, 16, 32, 64, 128) or num > most:
            raise EmulationError(f"{op}: .num must be .x1 .. .x{most} (a power of two), got .x{num}")


def fragment_16x128b(num: int) -> tuple[IntArray, IntArray]:
    """(lane, column) offsets, each (32, 2 * num), of warp lane ``l``'s register ``r`` for ``.16x128b``:
    ``r = 2 i + h`` holds lane ``l / 4 + 8 h``, column ``4 i + l % 4`` (9.7.16.2.3.1.3)."""
    l = np.arange(32, dtype=np.int64)[:, None]
    r = np.arange(2 * num, dtype=np.int64)[None, :]
    return l // 4 + 8 * (r % 2), 4 * (r // 2) + l % 4




def d_layout(m: int, n: int, taddr: int) -> tuple[IntArray, IntArray]:
    """TMEM (lane, column) of D[i, j] for a cta_group::1 MMA (9.7.16.10.5): M = 128 is Layout D
    (row i in lane i); M = 64 is Layout F (rows in lanes 0-15 of each 32-lane quarter, plus the
    lane alignment 0 or 16 taken from ``taddr``). One 32-bit column per element. The M = 64
    placement (the ISA gives it only as a figure) agrees with Triton's TensorMemoryEncoding
    (blockM = 64: block rows 0-15 in lanes 0-15, 16-31 in lanes 32-47, ...; a second M block in
    the lanes at +16)."""
    lane0, col0 = split_taddr(taddr)
    i = np.arange(m, dtype=np.int64)[:, None]
    j = np.arange(n, dtype=np.int64)[None, :]
    if m == 128:
        if lane0 != 0:
            raise EmulationError(f"tcgen05.mma: M = 128 needs D at lane 0, got lane {lane0}")
        lanes = np.broadcast_to(i, (m, n))
    elif m == 64:
        if lane0 not in (0, 16):
            raise EmulationError(f"tcgen05.mma: M = 64 needs D at lane 0 or 16, got lane {lane0}")
        lanes = np.broadcast_to(32 * (i // 16) + i % 16 + lane0, (m, n))
    else:
        raise EmulationError(f"tcgen05.mma: M = {m} is not supported by the emulator")
    return lanes.copy(), np.broadcast_to(col0 + j, (m, n)).copy()


def mma(
    tmem: Tmem,
    d_taddr: int,
    smem: ByteMemory,
    a_desc: int,
    b_desc: int,
    idesc: int,
    enable_input_d: bool,
    kind: str = "f16",
) -> None:
    """``tcgen05.mma.cta_group::1.kind::{f16,tf32} [d], a-desc, b-desc, idesc, enable-input-d``
    (9.7.16.10.9.1): ``D = A*B + D`` when enable-input-d, else ``D = A*B``; A (M x K) and B
    (K x N) from shared memory through sm_100 descriptors (K-major unless the idesc transposes
    them), D in Tensor Memory (f32 words, or f16 in the low 16 bits). Arithmetic as
    ``wgmma.mma`` (float64 then one rounding to the D type)."""
    d = decode_idesc(idesc, kind)
    a = load_a(smem, _as_sm90(decode_smem_desc(a_desc)), d.m, d.k, d.atype, trans=d.trans_a)
    b = load_b(smem, _as_sm90(decode_smem_desc(b_desc)), d.n, d.k, d.btype, trans=d.trans_b)
    lanes, cols = d_layout(d.m, d.n, d_taddr)
    tmem._check_cols(int(cols[0, 0]), d.n, "tcgen05.mma")
    old: npt.NDArray[np.generic] | None = None
    if enable_input_d:
        tmem.check_written(lanes, cols, "tcgen05.mma with enable-input-d true")
        words = tmem.data[lanes, cols]
        old = words.view(np.float32) if d.dtype == "f32" else (words & np.uint32(0xFFFF)).astype(np.uint16).view(np.float16)
    res = _mma(a, b, old, enable_input_d, -1 if d.negate_a else 1, -1 if d.negate_b else 1, acc=d.dtype)
    if d.dtype == "f32":
        tmem.data[lanes, cols] = np.asarray(res, dtype=np.float32).view(np.uint32)
    else:
        tmem.data[lanes, cols] = np.asarray(res, dtype=np.float16).view(np.uint16).astype(np.uint32)
    tmem.written[lanes, cols] = True
