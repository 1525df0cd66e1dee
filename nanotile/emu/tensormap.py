"""Tensor maps (``CUtensorMap``) and the tiled-mode TMA copies that use them.

Final signatures:

    class TensorMapError(EmulationError)
    DTYPES: dict[str, DType]                  # 'u8','u16','u32','s32','u64','s64','f16','f32','f64',
                                              # 'bf16','f32_ftz','tf32','tf32_ftz'
    @dataclass(frozen=True) class TensorMap:  # fields of cuTensorMapEncodeTiled, innermost first
        dtype: str; global_address: int; global_dims: tuple[int, ...]
        global_strides: tuple[int, ...]       # bytes, rank-1 entries (dims 1..rank-1)
        box_dims: tuple[int, ...]; element_strides: tuple[int, ...]
        interleave: int (0|16|32 bytes); swizzle: int (0|32|64|128 bytes)
        l2_promotion: int (0|64|128|256); oob_fill: str ('zero'|'nan')
        .rank .elem_size .box_counts .box_bytes
    encode_tiled(dtype, global_address, global_dims, global_strides, box_dims,
                 element_strides=None, interleave=0, swizzle=0, l2_promotion=0,
                 oob_fill='zero') -> TensorMap                    # validates like the driver
    encode_row_major(dtype, global_address, shape, box, swizzle=0) -> TensorMap
                                              # shape/box OUTERMOST first (the fixtures' JSON)
    pack(tm) -> bytes (128) / unpack(b: bytes | np.ndarray) -> TensorMap
    smem_alignment(swizzle) -> int
    tma_load(tm, gmem, coords, smem, smem_addr) -> int   # bytes for complete_tx
    tma_store(tm, smem, smem_addr, gmem, coords) -> None  # clipped to the tensor

``coords`` are innermost first, as the PTX ``tensorCoords`` vector is written
(``[tmap, {c0, c1}]``: c0 indexes dimension 0, the contiguous one).

Sources: CUDA Driver API 6.30 "Tensor Map Object Management", ``cuTensorMapEncodeTiled``
(parameter requirements); PTX ISA 5.5 "Tensors" (5.5.3 tiled mode, 5.5.3.1 bounding box,
5.5.3.2 traversal stride, 5.5.3.3 out-of-boundary access, 5.5.7 swizzling modes, 5.5.8
tensor-map), 9.7.9.25.5.2 ``cp.async.bulk.tensor`` and 9.7.9.25.5.1 restrictions.
"""

from __future__ import annotations

import math
import struct
import zlib
from dataclasses import dataclass
from itertools import product
from typing import Sequence

import numpy as np

from nanotile.emu.memory_protocol import ByteMemory, EmulationError, U8Array
from nanotile.emu.swizzle import swizzle as swizzle_addr


class TensorMapError(EmulationError):
    """A tensor map the CUDA driver would refuse to encode (CUDA_ERROR_INVALID_VALUE), or bytes
    that are not a tensor map."""


@dataclass(frozen=True)
class DType:
    """One ``CUtensorMapDataType``: its enum value, element size and whether it is floating point."""

    name: str
    code: int
    size: int
    is_float: bool


# CUtensorMapDataType_enum (cuTensorMapEncodeTiled), in enum order; the packed sub-byte types
# (16U4_ALIGN8B, 16U4_ALIGN16B, 16U6_ALIGN16B) are not modelled.
DTYPES: dict[str, DType] = {
    d.name: d
    for d in (
        DType("u8", 0, 1, False),
        DType("u16", 1, 2, False),
        DType("u32", 2, 4, False),
        DType("s32", 3, 4, False),
        DType("u64", 4, 8, False),
        DType("s64", 5, 8, False),
        DType("f16", 6, 2, True),
        DType("f32", 7, 4, True),
        DType("f64", 8, 8, True),
        DType("bf16", 9, 2, True),
        DType("f32_ftz", 10, 4, True),
        DType("tf32", 11, 4, True),
        DType("tf32_ftz", 12, 4, True),
    )
}
_BY_CODE = {d.code: d for d in DTYPES.values()}

_INTERLEAVES = (0, 16, 32)  # CU_TENSOR_MAP_INTERLEAVE_NONE, _16B, _32B
_SWIZZLES = (0, 32, 64, 128)  # CU_TENSOR_MAP_SWIZZLE_NONE, _32B, _64B, _128B
_L2 = (0, 64, 128, 256)  # CU_TENSOR_MAP_L2_PROMOTION_NONE, _L2_64B, _L2_128B, _L2_256B
_OOB = ("zero", "nan")  # CU_TENSOR_MAP_FLOAT_OOB_FILL_NONE, _NAN_REQUEST_ZERO_FMA


@dataclass(frozen=True)
class TensorMap:
    """The fields ``cuTensorMapEncodeTiled`` takes, innermost dimension first.

    ``global_strides[i]`` is the byte stride of dimension ``i + 1`` (the driver's
    ``globalStrides`` array of ``tensorRank - 1`` entries; dimension 0 is contiguous).
    """

    dtype: str
    global_address: int
    global_dims: tuple[int, ...]
    global_strides: tuple[int, ...]
    box_dims: tuple[int, ...]
    element_strides: tuple[int, ...]
    interleave: int = 0
    swizzle: int = 0
    l2_promotion: int = 0
    oob_fill: str = "zero"

    @property
    def rank(self) -> int:
        return len(self.global_dims)

    @property
    def elem_size(self) -> int:
        return DTYPES[self.dtype].size

    @property
    def byte_strides(self) -> tuple[int, ...]:
        """Byte stride of every dimension, dimension 0 included (its stride is the element size)."""
        return (self.elem_size, *self.global_strides)

    @property
    def box_counts(self) -> tuple[int, ...]:
        """Elements the box holds along each dimension (PTX ISA 5.5.3.2 traversal stride):
        ``ceil(boxDim[i] / elementStrides[i])``; dimension 0's stride is ignored when not
        interleaved (cuTensorMapEncodeTiled, ``elementStrides``)."""
        out = []
        for i, (b, e) in enumerate(zip(self.box_dims, self.element_strides)):
            if i == 0 and self.interleave == 0:
                e = 1
            out.append(-(-b // e))
        return tuple(out)

    @property
    def box_bytes(self) -> int:
        """Bytes one tiled TMA load writes to shared memory (and signals with complete_tx)."""
        return math.prod(self.box_counts) * self.elem_size


def _fail(msg: str) -> TensorMapError:
    return TensorMapError(f"cuTensorMapEncodeTiled: {msg}")


def encode_tiled(
    dtype: str,
    global_address: int,
    global_dims: Sequence[int],
    global_strides: Sequence[int],
    box_dims: Sequence[int],
    element_strides: Sequence[int] | None = None,
    interleave: int = 0,
    swizzle: int = 0,
    l2_promotion: int = 0,
    oob_fill: str = "zero",
) -> TensorMap:
    """Build a ``TensorMap``, refusing what ``cuTensorMapEncodeTiled`` refuses.

    Rules (CUDA Driver API, cuTensorMapEncodeTiled, "The parameters passed are bound to the
    following requirements"):

    * ``tensorRank`` 1..5, and >= 3 when interleave is not NONE;
    * ``globalAddress`` 16-byte aligned (32-byte when interleave is 32B);
    * ``globalDim[i]`` non-zero and <= 2^32;
    * ``globalStrides[i]`` a multiple of 16 (32 when interleave is 32B) and < 2^40;
    * ``boxDim[i]`` non-zero and <= 256; with interleave NONE, ``boxDim[0] * elemsize`` is a
      multiple of 16 bytes;
    * ``elementStrides[i]`` non-zero and <= 8;
    * interleave 32B requires swizzle 32B; with interleave NONE and a swizzle, the inner box
      dimension in bytes must be <= the swizzle size (32/64/128);
    * OOB NaN fill only for floating-point data types.
    """
    if dtype not in DTYPES:
        raise _fail(f"unknown tensorDataType {dtype!r} (one of {', '.join(DTYPES)})")
    dt = DTYPES[dtype]
    rank = len(global_dims)
    if not 1 <= rank <= 5:
        raise _fail(f"tensorRank must be 1..5, got {rank}")
    if interleave not in _INTERLEAVES:
        raise _fail(f"interleave must be one of {_INTERLEAVES} bytes, got {interleave}")
    if interleave and rank < 3:
        raise _fail(f"tensorRank must be >= 3 when interleave is not NONE, got {rank}")
    if swizzle not in _SWIZZLES:
        raise _fail(f"swizzle must be one of {_SWIZZLES} bytes, got {swizzle}")
    if l2_promotion not in _L2:
        raise _fail(f"l2Promotion must be one of {_L2} bytes, got {l2_promotion}")
    if oob_fill not in _OOB:
        raise _fail(f"oobFill must be one of {_OOB}, got {oob_fill!r}")
    if oob_fill == "nan" and not dt.is_float:
        raise _fail("OOB NaN fill needs a floating-point tensorDataType")
    if len(global_strides) != rank - 1:
        raise _fail(f"globalStrides needs tensorRank - 1 = {rank - 1} entries, got {len(global_strides)}")
    if len(box_dims) != rank:
        raise _fail(f"boxDim needs tensorRank = {rank} entries, got {len(box_dims)}")
    estr = tuple(element_strides) if element_strides is not None else (1,) * rank
    if len(estr) != rank:
        raise _fail(f"elementStrides needs tensorRank = {rank} entries, got {len(estr)}")
    addr_align = 32 if interleave == 32 else 16
    if global_address < 0 or global_address % addr_align:
        raise _fail(f"globalAddress {global_address:#x} must be {addr_align}-byte aligned")
    for i, d in enumerate(global_dims):
        if not 0 < d <= 2**32:
            raise _fail(f"globalDim[{i}] = {d} must be non-zero and <= 2^32")
    stride_mult = 32 if interleave == 32 else 16
    for i, s in enumerate(global_strides):
        if s <= 0 or s % stride_mult or s >= 2**40:
            raise _fail(f"globalStrides[{i}] = {s} must be a multiple of {stride_mult} and less than 2^40")
    for i, b in enumerate(box_dims):
        if not 0 < b <= 256:
            raise _fail(f"boxDim[{i}] = {b} must be non-zero and <= 256")
    inner_bytes = box_dims[0] * dt.size
    if interleave == 0 and inner_bytes % 16:
        raise _fail(f"boxDim[0] * elementSize = {inner_bytes} bytes must be a multiple of 16 bytes")
    for i, e in enumerate(estr):
        if not 0 < e <= 8:
            raise _fail(f"elementStrides[{i}] = {e} must be non-zero and <= 8")
    if interleave == 32 and swizzle != 32:
        raise _fail("interleave 32B requires swizzle 32B")
    if interleave == 0 and swizzle and inner_bytes > swizzle:
        raise _fail(
            f"the bounding box inner dimension ({inner_bytes} bytes) must be <= the swizzle size ({swizzle} bytes)"
        )
    return TensorMap(
        dtype=dtype,
        global_address=global_address,
        global_dims=tuple(int(d) for d in global_dims),
        global_strides=tuple(int(s) for s in global_strides),
        box_dims=tuple(int(b) for b in box_dims),
        element_strides=estr,
        interleave=interleave,
        swizzle=swizzle,
        l2_promotion=l2_promotion,
        oob_fill=oob_fill,
    )


def encode_row_major(
    dtype: str, global_address: int, shape: Sequence[int], box: Sequence[int], swizzle: int = 0
) -> TensorMap:
    """A dense row-major tensor, ``shape`` and ``box`` OUTERMOST first (the fixtures' JSON
    convention), encoded innermost first as the driver takes it."""
    size = DTYPES[dtype].size if dtype in DTYPES else 0
    dims = tuple(reversed([int(s) for s in shape]))
    strides = []
    acc = size
    for d in dims[:-1]:
        acc *= d
        strides.append(acc)
    return encode_tiled(dtype, global_address, dims, strides, tuple(reversed([int(b) for b in box])), swizzle=swizzle)


# ---------------------------------------------------------------------------------------------
# 128-byte packed form. CUtensorMap is opaque (PTX ISA 5.5.8: "a 128-byte opaque object"); this is
# nanotile's own layout, little-endian, tagged and checksummed so random bytes are refused:
#   0   8s  magic b"NTTMAP\x00\x01"
#   8   Q   global_address
#   16  B   rank, B dtype code, B interleave code, B swizzle code, B l2 code, B oob code, 2x pad
#   24  5Q  global_dims (unused entries 0)
#   64  4Q  global_strides (unused entries 0)
#   96  5H  box_dims
#   106 5B  element_strides
#   111 9x  zero
#   120 I   crc32 of bytes 0..119
#   124 4x  zero
_MAGIC = b"NTTMAP\x00\x01"
_FMT = "<8sQ6B2x5Q4Q5H5B9x"
assert struct.calcsize(_FMT) == 120


def pack(tm: TensorMap) -> bytes:
    """The 128-byte image of ``tm`` (what the emulator puts in a ``.param .b8 [128]`` tensor map)."""
    dims = list(tm.global_dims) + [0] * (5 - tm.rank)
    strides = list(tm.global_strides) + [0] * (4 - len(tm.global_strides))
    boxes = list(tm.box_dims) + [0] * (5 - tm.rank)
    estr = list(tm.element_strides) + [0] * (5 - tm.rank)
    body = struct.pack(
        _FMT,
        _MAGIC,
        tm.global_address,
        tm.rank,
        DTYPES[tm.dtype].code,
        _INTERLEAVES.index(tm.interleave),
        _SWIZZLES.index(tm.swizzle),
        _L2.index(tm.l2_promotion),
        _OOB.index(tm.oob_fill),
        *dims,
        *strides,
        *boxes,
        *estr,
    )
    return body + struct.pack("<I4x", zlib.crc32(body))


def unpack(data: bytes | bytearray | U8Array) -> TensorMap:
    """Decode 128 bytes written by ``pack``; anything else raises ``TensorMapError``.

    The decoded fields are re-validated with ``encode_tiled``, so an unpacked map always
    satisfies the driver's rules.
    """
    raw = bytes(np.asarray(data, dtype=np.uint8).tobytes()) if isinstance(data, np.ndarray) else bytes(data)
    if len(raw) != 128:
        raise TensorMapError(f"a tensor map is 128 bytes, got {len(raw)}")
    if raw[:8] != _MAGIC:
        raise TensorMapError("not a tensor map: bad magic (was it encoded with encode_tiled/pack?)")
    (crc,) = struct.unpack_from("<I", raw, 120)
    if crc != zlib.crc32(raw[:120]) or raw[124:] != b"\x00" * 4:
        raise TensorMapError("not a tensor map: checksum mismatch (the 128 bytes were modified)")
    f = struct.unpack(_FMT, raw[:120])
    rank, dcode, icode, scode, lcode, ocode = f[2:8]
    if not 1 <= rank <= 5 or dcode not in _BY_CODE or icode > 2 or scode > 3 or lcode > 3 or ocode > 1:
        raise TensorMapError("not a tensor map: field codes out of range")
    dims = f[8:13]
    strides = f[13:17]
    boxes = f[17:22]
    estr = f[22:27]
    return encode_tiled(
        _BY_CODE[dcode].name,
        f[1],
        dims[:rank],
        strides[: rank - 1],
        boxes[:rank],
        estr[:rank],
        interleave=_INTERLEAVES[icode],
        swizzle=_SWIZZLES[scode],
        l2_promotion=_L2[lcode],
        oob_fill=_OOB[ocode],
    )


# ---------------------------------------------------------------------------------------------
# Tiled-mode copies.

# Shared-memory alignment of a TMA box. The CUDA C++ Programming Guide's TMA alignment table asks
# for a 128-byte aligned shared-memory address in every swizzle mode; PTX ISA 5.5.7 draws each
# swizzle pattern "with the starting address ... 256/512/1024 bytes aligned" and defines a
# "swizzle base offset" for other starts, i.e. the pattern follows the absolute address bits
# (which is how swizzle.py and tma_load model it). The emulator requires 128 bytes, and 1024 bytes
# for 128-byte swizzle: a 128B-swizzled tile off a 1024-byte boundary is what WGMMA/UMMA
# descriptors with base offset 0 (CUTLASS, Triton) cannot read, so it is reported at the copy.
# For 32B/64B swizzle only 128 bytes is enforced (the wgmma/tcgen05 descriptor check still
# catches a pattern phase that the descriptor does not declare).
_SMEM_ALIGN = {0: 128, 32: 128, 64: 128, 128: 1024}


def smem_alignment(swizzle: int) -> int:
    """Required shared-memory alignment of a TMA box for a swizzle mode (see ``_SMEM_ALIGN``)."""
    return _SMEM_ALIGN[swizzle]


def _check_common(tm: TensorMap, coords: Sequence[int], smem_addr: int, op: str) -> None:
    if len(coords) != tm.rank:
        raise EmulationError(f"{op}: {len(coords)} tensor coordinates for a rank-{tm.rank} tensor map")
    if tm.interleave:
        raise EmulationError(f"{op}: interleaved tensor maps are not supported by the emulator")
    align = smem_alignment(tm.swizzle)
    if smem_addr % align:
        what = f"{tm.swizzle}-byte swizzle" if tm.swizzle else "no swizzle"
        raise EmulationError(
            f"{op}: shared memory address {smem_addr:#x} is not {align}-byte aligned (required for a TMA box with {what})"
        )


def _rows(tm: TensorMap, coords: Sequence[int]) -> tuple[list[tuple[int, int, int, int]], int]:
    """The box as contiguous runs along dimension 0: ``(box_byte_offset, gaddr, first, count)``
    per run of in-bounds elements (first = index in the row of the first in-bounds element),
    and the bytes of one box row. Rows with an out-of-bounds outer coordinate are absent."""
    counts = tm.box_counts
    esz = tm.elem_size
    strides = tm.byte_strides
    row_bytes = counts[0] * esz
    # dimension 0 (contiguous; element stride ignored, PTX ISA 5.5.3.2 / driver elementStrides note)
    lo = max(0, -coords[0])
    hi = min(counts[0], tm.global_dims[0] - coords[0])
    runs: list[tuple[int, int, int, int]] = []
    if hi <= lo:
        return runs, row_bytes
    outer_ranges = [range(counts[i]) for i in range(tm.rank - 1, 0, -1)]  # outermost first
    for row_index, outer in enumerate(product(*outer_ranges)):
        gaddr = tm.global_address + (coords[0] + lo) * esz
        ok = True
        for k, j in enumerate(outer):
            dim = tm.rank - 1 - k
            g = coords[dim] + j * tm.element_strides[dim]
            if not 0 <= g < tm.global_dims[dim]:
                ok = False
                break
            gaddr += g * strides[dim]
        if ok:
            runs.append((row_index * row_bytes, gaddr, lo, hi - lo))
    return runs, row_bytes


def _chunk_addrs(smem_addr: int, nbytes: int, swz: int) -> np.ndarray:
    """Physical address of each 16-byte chunk of a box laid out densely at ``smem_addr``."""
    logical = smem_addr + 16 * np.arange(nbytes // 16, dtype=np.int64)
    return swizzle_addr(logical, swz)


def tma_load(tm: TensorMap, gmem: ByteMemory, coords: Sequence[int], smem: ByteMemory, smem_addr: int) -> int:
    """``cp.async.bulk.tensor.Nd.shared::cta.global.tile`` (PTX ISA 9.7.9.25.5.2): copy the box at
    ``coords`` (innermost first) into shared memory at ``smem_addr``; return the bytes
    transferred, which is what ``mbarrier::complete_tx::bytes`` counts.

    * The box holds ``ceil(boxDim[i]/elementStrides[i])`` elements per dimension (5.5.3.1,
      5.5.3.2), element ``j`` of dimension ``i`` at global coordinate ``coords[i] + j *
      elementStrides[i]``; it is written densely, dimension 0 fastest.
    * Elements outside the tensor (negative coordinates included) are zero-filled (5.5.3.3,
      zero fill mode); they still count as transferred bytes (the full box is written).
    * The dense logical image is swizzled by absolute shared-memory address (5.5.7).
    * ``smem_addr`` must be aligned per ``smem_alignment`` (128 B; 1024 B for 128-byte swizzle).
    """
    _check_common(tm, coords, smem_addr, "cp.async.bulk.tensor (load)")
    if tm.oob_fill != "zero":
        raise EmulationError("cp.async.bulk.tensor (load): OOB-NaN fill is not supported by the emulator")
    total = tm.box_bytes
    esz = tm.elem_size
    box = np.zeros(total, dtype=np.uint8)
    runs, _ = _rows(tm, coords)
    for off, gaddr, first, count in runs:
        start = off + first * esz
        box[start : start + count * esz] = gmem.read(gaddr, count * esz)
    _write_swizzled(smem, smem_addr, box, tm.swizzle)
    return total


def _write_swizzled(smem: ByteMemory, smem_addr: int, box: U8Array, swz: int) -> None:
    if swz == 0:
        smem.write(smem_addr, box)
        return
    phys = _chunk_addrs(smem_addr, box.size, swz)
    chunks = box.reshape(-1, 16)
    order = np.argsort(phys)
    sp = phys[order]
    if sp.size and sp[0] == smem_addr and sp[-1] == smem_addr + box.size - 16:
        smem.write(smem_addr, chunks[order].reshape(-1))
        return
    for p, c in zip(phys.tolist(), chunks):  # image leaves the dense range: chunk by chunk
        smem.write(int(p), c)


def _read_swizzled(smem: ByteMemory, smem_addr: int, nbytes: int, swz: int) -> U8Array:
    if swz == 0:
        return smem.read(smem_addr, nbytes)
    phys = _chunk_addrs(smem_addr, nbytes, swz)
    lo = int(phys.min())
    hi = int(phys.max()) + 16
    if lo == smem_addr and hi == smem_addr + nbytes:
        raw = smem.read(smem_addr, nbytes).reshape(-1, 16)
        out: U8Array = raw[(phys - smem_addr) // 16].reshape(-1)
        return out
    return np.concatenate([smem.read(int(p), 16) for p in phys.tolist()])


def tma_store(tm: TensorMap, smem: ByteMemory, smem_addr: int, gmem: ByteMemory, coords: Sequence[int]) -> None:
    """``cp.async.bulk.tensor.Nd.global.shared::cta.tile.bulk_group`` (PTX ISA 9.7.9.25.5.2): write
    the box held (swizzled, as ``tma_load`` lays it out) at ``smem_addr`` to the tensor at
    ``coords``; elements outside the tensor are not written (clipped, 5.5.3.3).

    PTX ISA 9.7.9.25.5.1: for the ``.global.shared::cta`` direction the starting coordinates
    must be non-negative.
    """
    _check_common(tm, coords, smem_addr, "cp.async.bulk.tensor (store)")
    for i, c in enumerate(coords):
        if c < 0:
            raise EmulationError(
                f"cp.async.bulk.tensor (store): tensor coordinate {i} is {c}; stores need non-negative "
                "starting coordinates (PTX ISA 9.7.9.25.5.1)"
            )
    esz = tm.elem_size
    box = _read_swizzled(smem, smem_addr, tm.box_bytes, tm.swizzle)
    runs, _ = _rows(tm, coords)
    for off, gaddr, first, count in runs:
        start = off + first * esz
        gmem.write(gaddr, box[start : start + count * esz])
