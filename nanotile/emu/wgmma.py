"""WGMMA (sm_90a): shared-memory matrix descriptors, operand fetch, register fragments, the MMA.

Final signatures:

    ELEM_TYPES = ('f16','bf16','tf32','e4m3','e5m2','s8','u8')
    @dataclass(frozen=True) class SmemDesc: start: int; lbo: int; sbo: int   # bytes
                                            base_offset: int; swizzle: int  # 0|32|64|128 bytes
    decode_smem_desc(desc: int) -> SmemDesc          # raises EmulationError on reserved bits
    encode_smem_desc(start, lbo, sbo, swizzle, base_offset=0) -> int
    operand_offsets(desc, mn, k, dtype, mn_major) -> np.ndarray[int64] (mn, k)
                                                     # physical smem byte address of element [i, kk]
    load_a(smem, desc, m, k, dtype, trans=False) -> np.ndarray (m, k) float64 (int64 for s8/u8)
    load_b(smem, desc, n, k, dtype, trans=False) -> np.ndarray (k, n)
    decode_elements(raw: uint8 array, dtype) -> float64/int64 array  # raw bytes -> values
    acc_layout(n) -> (rows, cols): int arrays (128, n//2)  # thread t of the warpgroup, element d_i
    acc_to_matrix(vals (128, n//2)) -> (64, n);  matrix_to_acc(d (64, n)) -> (128, n//2)
    a_frag_layout(dtype) -> (rows, cols): int arrays (128, elems)   # A from registers, a0..a(E-1)
    a_frag_to_matrix(vals (128, elems), dtype) -> (64, k)
    k_of(dtype) -> int                                # the instruction's K: 16, 8, 32
    mma(a (M,K), b (K,N), d (M,N) | None, scale_d, scale_a=1, scale_b=1, acc='f32') -> (M,N)

Sources: PTX ISA 9.7.15 "Asynchronous Warpgroup Level Matrix Multiply-Accumulate Instructions":
9.7.15.5.1.1 "Register Fragments", 9.7.15.5.1.2 "Shared Memory Matrix Layout" (canonical
layouts, leading/stride dimension byte offsets), 9.7.15.5.1.2.2 "Matrix Descriptor Format",
9.7.15.5.2 ``wgmma.mma_async`` (scale-d, imm-scale-a/b, imm-trans-a/b, precision). Cross-checked
against CUTLASS ``GmmaDescriptor`` (cute/arch/mma_sm90_desc.hpp: same bit fields) and the
descriptors Triton 3.9 builds for a 128B-swizzled K-major A / MN-major B matmul (test_wgmma.py).

Element numbering in registers follows the PTX figures for ``m64nNk*`` (as CUTLASS encodes them
in its SM90 ``CLayout_64xN`` / ``ALayout_64x16`` atoms): thread ``t`` of the warpgroup is warp
``w = t // 32``, lane ``l``, ``g = l // 4``, ``q = l % 4``; the warp owns rows ``16w .. 16w+15``.
"""

from __future__ import annotations

from dataclasses import dataclass

import ml_dtypes
import numpy as np
import numpy.typing as npt

from nanotile.emu.memory_protocol import ByteMemory, EmulationError, U8Array
from nanotile.emu.swizzle import swizzle as swizzle_addr

IntArray = npt.NDArray[np.int64]
FloatArray = npt.NDArray[np.float64]

ELEM_TYPES = ("f16", "bf16", "tf32", "e4m3", "e5m2", "s8", "u8")
_SIZE = {"f16": 2, "bf16": 2, "tf32": 4, "e4m3": 1, "e5m2": 1, "s8": 1, "u8": 1}
# 9.7.15.5.1.2.2: bits 63..62 -> swizzle mode
_LAYOUT_TO_SWIZZLE = {0: 0, 1: 128, 2: 64, 3: 32}
_SWIZZLE_TO_LAYOUT = {v: k for k, v in _LAYOUT_TO_SWIZZLE.items()}
# bits that the format leaves unused: 15..14, 31..30, 48..46, 61..52
_RESERVED = (0x3 << 14) | (0x3 << 30) | (0x7 << 46) | (0x3FF << 52)


def _size(dtype: str) -> int:
    try:
        return _SIZE[dtype]
    except KeyError:
        raise EmulationError(f"wgmma: unsupported element type {dtype!r} (one of {', '.join(ELEM_TYPES)})") from None


def k_of(dtype: str) -> int:
    """K of ``wgmma.mma_async`` for an input type (9.7.15.2 matrix shape): 32 bytes of K."""
    return 32 // _size(dtype)


@dataclass(frozen=True)
class SmemDesc:
    """A decoded sm_90 matrix descriptor; addresses and offsets in bytes."""

    start: int
    lbo: int
    sbo: int
    base_offset: int
    swizzle: int


def decode_smem_desc(desc: int) -> SmemDesc:
    """Decode a 64-bit WGMMA matrix descriptor (PTX ISA 9.7.15.5.1.2.2 "Matrix Descriptor Format").

    bits 13..0 start address >> 4, 29..16 leading dimension byte offset >> 4, 45..32 stride
    dimension byte offset >> 4, 51..49 matrix base offset, 63..62 swizzle (0 none, 1 128B,
    2 64B, 3 32B). Bits outside those fields must be zero: a set reserved bit (for instance a
    tcgen05 descriptor's version bit 46) is an error, not ignored.
    """
    desc &= (1 << 64) - 1
    if desc & _RESERVED:
        raise EmulationError(
            f"wgmma: matrix descriptor {desc:#018x} sets reserved bits {desc & _RESERVED:#x} "
            "(PTX ISA 9.7.15.5.1.2.2; an sm_100 tcgen05 descriptor?)"
        )
    return SmemDesc(
        start=(desc & 0x3FFF) << 4,
        lbo=((desc >> 16) & 0x3FFF) << 4,
        sbo=((desc >> 32) & 0x3FFF) << 4,
        base_offset=(desc >> 49) & 0x7,
        swizzle=_LAYOUT_TO_SWIZZLE[(desc >> 62) & 0x3],
    )


def encode_smem_desc(start: int, lbo: int, sbo: int, swizzle: int, base_offset: int = 0) -> int:
    """The descriptor for the given byte values: ``matrix-descriptor-encode(x) = (x & 0x3FFFF) >> 4``."""
    def enc(x: int) -> int:
        return (x & 0x3FFFF) >> 4

    return enc(start) | enc(lbo) << 16 | enc(sbo) << 32 | (base_offset & 7) << 49 | _SWIZZLE_TO_LAYOUT[swizzle] << 62


def _desc(desc: SmemDesc | int) -> SmemDesc:
    return desc if isinstance(desc, SmemDesc) else decode_smem_desc(desc)


def operand_offsets(desc: SmemDesc | int, mn: int, k: int, dtype: str, mn_major: bool) -> IntArray:
    """Physical shared-memory byte address of element ``[i, kk]`` (i along M or N, kk along K) of an
    operand described by ``desc``: the canonical layouts of PTX ISA 9.7.15.5.1.2.1.3, with
    ``T = 16 / sizeof(elem)`` elements per 16 bytes and ``S`` the swizzle width in bytes:

    * K-major, no swizzle:  ((8,m),(T,2k)):((1T,SBO),(1,LBO)) -- 8x16-byte core matrices;
      row ``i`` at ``(i%8)*16 + (i//8)*SBO``, K chunk ``kk//T`` at ``(kk//T)*LBO``.
    * K-major, swizzled:    ((8,m),(T,2k)):((S/16*T,SBO),(1,T)) -- rows ``S`` bytes apart,
      ``(i%8)*S + (i//8)*SBO + kk*size``; LBO unused.
    * MN-major, no swizzle: ((T,1,m),(8,k)):((1,T,SBO),(1T,LBO)) -- ``(i%T)*size + (i//T)*SBO
      + (kk%8)*16 + (kk//8)*LBO``.
    * MN-major, swizzled:   ((T,S/16,m),(8,k)):((1,T,LBO),(S/16*T,SBO)) -- ``(i % (S/size))*size
      + (i // (S/size))*LBO + (kk%8)*S + (kk//8)*SBO``.

    The logical address ``start + offset`` is then swizzled by absolute address (``Swizzle<B,4,3>``,
    see swizzle.py), as TMA lays tiles out (PTX ISA 5.5.7). The matrix base offset must describe
    where the swizzle pattern starts (9.7.15.5.1.2.2: 0 when the pattern starts on a 1024/512/256-byte
    boundary, else ``(pattern start addr >> 7) & 7``): a start address in the middle of a
    pattern's row group with a base offset that says otherwise is an error (on hardware the rows
    would be read with the wrong XOR phase). Operands always start on an 8-row boundary of their
    tile, so the pattern phase of the start address is what the base offset must encode. The base
    offset is ignored without swizzling ("valid for all swizzling modes except no-swizzle").
    """
    d = _desc(desc)
    size = _size(dtype)
    if d.swizzle:
        rows = d.swizzle // 16  # 128-byte rows in one repeat of the pattern: 8, 4, 2
        phase = (d.start >> 7) % rows
        if phase != d.base_offset % rows:
            raise EmulationError(
                f"wgmma: matrix start address {d.start:#x} is {phase} rows into a {d.swizzle}-byte swizzle "
                f"pattern but the descriptor's base offset is {d.base_offset} (PTX ISA 9.7.15.5.1.2.2: "
                f"base offset = (pattern start addr >> 7) & 7)"
            )
    t = 16 // size
    i = np.arange(mn, dtype=np.int64)[:, None]
    kk = np.arange(k, dtype=np.int64)[None, :]
    s = d.swizzle
    if not mn_major:
        if s == 0:
            off = (i % 8) * 16 + (i // 8) * d.sbo + (kk % t) * size + (kk // t) * d.lbo
        else:
            if k * size > s:
                raise EmulationError(f"wgmma: K-major operand row of {k * size} bytes exceeds the {s}-byte swizzle atom")
            off = (i % 8) * s + (i // 8) * d.sbo + kk * size
    else:
        if s == 0:
            off = (i % t) * size + (i // t) * d.sbo + (kk % 8) * 16 + (kk // 8) * d.lbo
        else:
            per = s // size
            off = (i % per) * size + (i // per) * d.lbo + (kk % 8) * s + (kk // 8) * d.sbo
    return swizzle_addr(d.start + off, s)


def decode_elements(raw: U8Array, dtype: str) -> npt.NDArray[np.float64] | npt.NDArray[np.int64]:
    """Raw little-endian bytes (last axis: ``size`` bytes per element) to values: f16/bf16/e4m3/e5m2
    exactly (ml_dtypes), tf32 as f32 with the low 13 mantissa bits dropped (9.7.15.5.2:
    "will truncate lower 13 bits of the 32-bit input data"), s8/u8 as integers."""
    flat = np.ascontiguousarray(raw, dtype=np.uint8)
    view: npt.NDArray[np.generic]
    if dtype == "f16":
        return flat.view(np.float16).astype(np.float64)
    if dtype == "tf32":
        bits = flat.view(np.uint32) & np.uint32(0xFFFFE000)
        return bits.view(np.float32).astype(np.float64)
    ml = {"bf16": ml_dtypes.bfloat16, "e4m3": ml_dtypes.float8_e4m3fn, "e5m2": ml_dtypes.float8_e5m2}
    if dtype in ml:
        view = flat.view(np.dtype(ml[dtype]))
        return view.astype(np.float64)
    if dtype == "s8":
        return flat.view(np.int8).astype(np.int64)
    if dtype == "u8":
        return flat.astype(np.int64)
    raise EmulationError(f"wgmma: unsupported element type {dtype!r}")


def _fetch(smem: ByteMemory, addrs: IntArray, size: int) -> U8Array:
    lo = int(addrs.min())
    hi = int(addrs.max()) + size
    window = smem.read(lo, hi - lo)
    idx = (addrs - lo)[..., None] + np.arange(size, dtype=np.int64)
    out: U8Array = window[idx]
    return out


def _load(smem: ByteMemory, desc: SmemDesc | int, mn: int, k: int, dtype: str, mn_major: bool) -> FloatArray:
    size = _size(dtype)
    addrs = operand_offsets(desc, mn, k, dtype, mn_major)
    vals = decode_elements(_fetch(smem, addrs, size), dtype)
    return vals.reshape(mn, k)  # type: ignore[return-value]


def _check_trans(trans: bool, dtype: str) -> None:
    if trans and dtype not in ("f16", "bf16"):
        raise EmulationError(
            f"wgmma: imm-trans = 1 is only supported for .f16/.bf16 operands, not .{dtype} (PTX ISA 9.7.15.5.2)"
        )


def load_a(smem: ByteMemory, desc: SmemDesc | int, m: int, k: int, dtype: str, trans: bool = False) -> FloatArray:
    """Matrix A (``m x k``) from shared memory: K-major when ``imm-trans-a`` is 0, M-major when 1
    (9.7.15.5.1.2)."""
    _check_trans(trans, dtype)
    return _load(smem, desc, m, k, dtype, trans)


def load_b(smem: ByteMemory, desc: SmemDesc | int, n: int, k: int, dtype: str, trans: bool = False) -> FloatArray:
    """Matrix B (``k x n``) from shared memory: K-major when ``imm-trans-b`` is 0, N-major when 1."""
    _check_trans(trans, dtype)
    return _load(smem, desc, n, k, dtype, trans).T


# ---------------------------------------------------------------------------------------------
# Register fragments (9.7.15.5.1.1).


def _thread_coords() -> tuple[IntArray, IntArray, IntArray]:
    t = np.arange(128, dtype=np.int64)
    return t // 32, (t % 32) // 4, t % 4  # warp, group id, thread in group


def acc_layout(n: int) -> tuple[IntArray, IntArray]:
    """Row and column of accumulator element ``d_i`` held by warpgroup thread ``t``
    (``rows[t, i], cols[t, i]``), for ``m64nNk*`` with f32/s32 (N/2 registers) or f16
    (N/4 ``.f16x2`` registers, ``d_2j`` in the low half of register ``j``) accumulators:
    ``d_{4j + 2v + u}`` is row ``16w + g + 8v``, column ``8j + 2q + u``."""
    if n % 8 or not 8 <= n <= 256:
        raise EmulationError(f"wgmma: N must be a multiple of 8 in 8..256, got {n}")
    w, g, q = _thread_coords()
    i = np.arange(n // 2, dtype=np.int64)
    j, v, u = i // 4, (i // 2) % 2, i % 2
    rows = 16 * w[:, None] + g[:, None] + 8 * v[None, :]
    cols = 8 * j[None, :] + 2 * q[:, None] + u[None, :]
    return rows, cols


def acc_to_matrix(vals: npt.NDArray[np.generic]) -> npt.NDArray[np.generic]:
    """The ``64 x N`` matrix D from per-thread accumulator values ``vals[t, i]``."""
    n = vals.shape[1] * 2
    rows, cols = acc_layout(n)
    out = np.zeros((64, n), dtype=vals.dtype)
    out[rows, cols] = vals
    return out


def matrix_to_acc(d: npt.NDArray[np.generic]) -> npt.NDArray[np.generic]:
    """Per-thread accumulator values ``[t, i]`` of a ``64 x N`` matrix D."""
    rows, cols = acc_layout(d.shape[1])
    return d[rows, cols]


def a_frag_layout(dtype: str) -> tuple[IntArray, IntArray]:
    """Row and column of A element ``a_e`` held by warpgroup thread ``t`` when A comes from
    registers (four 32-bit registers; ``4/size`` elements per register, low bytes first):
    register ``r`` holds row ``16w + g + 8*(r%2)``, columns ``(r//2)*K/2 + q*(4/size) + e``.
    (f16/bf16 ``m64nNk16``: a0,a1 = (g, 2q..2q+1), a2,a3 = (g+8, ..), a4..a7 = same at k+8;
    tf32 ``k8``: a0 = (g, q), a1 = (g+8, q), a2 = (g, q+4), a3 = (g+8, q+4); 8-bit ``k32``:
    4 per register at columns 4q.., then 16 + 4q..)."""
    size = _size(dtype)
    per = 4 // size
    k = k_of(dtype)
    w, g, q = _thread_coords()
    e_idx = np.arange(4 * per, dtype=np.int64)
    r, e = e_idx // per, e_idx % per
    rows = 16 * w[:, None] + g[:, None] + 8 * (r % 2)[None, :]
    cols = ((r // 2) * (k // 2))[None, :] + q[:, None] * per + e[None, :]
    return rows, cols


def a_frag_to_matrix(vals: npt.NDArray[np.generic], dtype: str) -> npt.NDArray[np.generic]:
    """The ``64 x K`` matrix A from per-thread register elements ``vals[t, e]``."""
    rows, cols = a_frag_layout(dtype)
    out = np.zeros((64, k_of(dtype)), dtype=vals.dtype)
    out[rows, cols] = vals
    return out


# ---------------------------------------------------------------------------------------------


def mma(
    a: npt.NDArray[np.generic],
    b: npt.NDArray[np.generic],
    d: npt.NDArray[np.generic] | None,
    scale_d: bool,
    scale_a: int = 1,
    scale_b: int = 1,
    acc: str = "f32",
) -> npt.NDArray[np.generic]:
    """``D = (imm-scale-a * A) * (imm-scale-b * B) + (scale-d ? D : 0)`` (9.7.15.5.2).

    ``acc`` is the accumulator type: 'f32' (result float32), 'f16' (float16) or 's32' (int32,
    wrapping). Floating-point products and sums are formed in float64 and rounded once to the
    accumulator type; the ISA leaves accumulation order and rounding unspecified ("at least
    single precision"), so results may differ from hardware by a few ulps of f32 (tests compare
    with rtol 1e-5 for f32 and 1e-2 for f16 accumulators).
    """
    if scale_a not in (1, -1) or scale_b not in (1, -1):
        raise EmulationError("wgmma: imm-scale-a / imm-scale-b must be 1 or -1")
    if a.shape[1] != b.shape[0]:
        raise EmulationError(f"wgmma: A is {a.shape}, B is {b.shape}")
    if acc == "s32":
        if scale_a != 1 or scale_b != 1:
            raise EmulationError("wgmma: integer variants take no imm-scale operands")
        prod = a.astype(np.int64) @ b.astype(np.int64)
        if scale_d and d is not None:
            prod = prod + d.astype(np.int64)
        return (prod & 0xFFFFFFFF).astype(np.uint32).view(np.int32)
    prod_f = (scale_a * a.astype(np.float64)) @ (scale_b * b.astype(np.float64))
    if scale_d:
        if d is None:
            raise EmulationError("wgmma: scale-d is true but there is no accumulator")
        prod_f = prod_f + d.astype(np.float64)
    if acc == "f32":
        return prod_f.astype(np.float32)
    if acc == "f16":
        return prod_f.astype(np.float16)
    raise EmulationError(f"wgmma: unsupported accumulator type {acc!r}")
