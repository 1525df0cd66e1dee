"""Tensor memory and ``tcgen05`` (sm_100a): tile facts and descriptor bits, pure functions.

Shared by the ``tileas`` checker, ``legalize_tmem_copy`` and the tcgen05
lowering.  Every encoding cites the PTX ISA (9.7.16, "TensorCore 5th
Generation Family Instructions"); where the spec's book disagrees (its
"9-bit kind word", 16-column allocations, ``tcgen05.wait.cta_group``) the
ISA wins, as DIGEST 3.4 / 4.4 record.

Tensor memory: 128 lanes x 512 columns of 32-bit cells per CTA.  A tile
``tensor<R x C x T, #nv_tileas.tmem>`` puts row ``r`` in lane ``r`` and a
32-bit element per column, so R == 128 and T is 32 bits wide; it needs
``alloc_columns(C)`` columns (a power of two, at least 32).

Instruction descriptor, ``.kind::f16`` (ISA "Instruction descriptor")::

    bits  0-1  sparsity selector        2  sparsity (0 dense)      3  saturate (0)
    bits  4-5  dtype: F16 0, F32 1      6  reserved
    bits  7-9  atype: F16 0, BF16 1     10-12  btype (same codes)
    bit  13/14 negate A / B             15/16  transpose A / B (0: K-major)
    bits 17-22 N >> 3                   23  reserved
    bits 24-28 M >> 4                   29  reserved       30-31  max shift (.ws only)

Shared-memory descriptor (ISA "Shared memory descriptor"; not sm_90's)::

    bits  0-13  (start address & 0x3FFFF) >> 4
    bits 16-29  leading dimension byte offset >> 4
    bits 32-45  stride dimension byte offset >> 4
    bits 46-48  fixed 0b001
    bits 49-51  matrix base offset (0: the swizzle pattern starts aligned)
    bit  52     leading dimension stride mode (0: relative offset)
    bits 61-63  swizzle: 0 none, 1 128-byte with 32-byte atoms, 2 128-byte, 4 64-byte, 6 32-byte
"""

from __future__ import annotations

import re
from itertools import compress, repeat
from operator import is_
from typing import Any

from ..ir.attributes import DialectAttr
from ..ir.core import census, class_bit, region_census, region_names
from ..ir.types import F16, F32, BF16, MemRefType, TensorType, Type, bit_width
from ..languages.tileas import Atom, Dot, MemorySpace

# The CPUs whose subtarget implies the ``tmem`` feature (DIGEST 4.8, feature bit 80).
TMEM_TARGETS: frozenset[str] = frozenset({
    "sm_100a", "sm_100f", "sm_101a", "sm_101f", "sm_103a", "sm_103f", "sm_110a", "sm_110f",
})

TMEM_LANES = 128
TMEM_COLUMNS = 512

# Register layouts of ``tcgen05.ld/st`` data-movement shapes, and the most
# repetitions (``.num``) each shape allows (ISA Table "num shapes").
LAYOUT_32X32B = "tmem_32x32b"
LAYOUT_16X128B = "tmem_16x128b"
MAX_NUM = {LAYOUT_32X32B: 128, LAYOUT_16X128B: 64}
COLUMNS_PER_REP = {LAYOUT_32X32B: 1, LAYOUT_16X128B: 4}

# ---------------------------------------------------------------------------
# Tile facts.


def _encoding(t: Type) -> DialectAttr | None:
    if isinstance(t, TensorType) and isinstance(t.encoding, DialectAttr) and t.encoding.dialect == "nv_tileas":
        return t.encoding
    return None


def is_tmem(t: Type) -> bool:
    """Is ``t`` a tensor-memory tile (``tensor<..., #nv_tileas.tmem>``)?"""
    enc = _encoding(t)
    return enc is not None and enc.name == "tmem"


def register_layout(t: Type) -> str | None:
    """The ``#nv_tileas.layout<L>`` name of a register tile, None for anything else."""
    enc = _encoding(t)
    if enc is not None and enc.name == "layout" and enc.params and isinstance(enc.params[0], str):
        return enc.params[0]
    return None


def memory_space_of(t: Type) -> MemorySpace | None:
    """Where a value of type ``t`` lives, in the spec's tag enum (None: not a tile)."""
    enc = _encoding(t)
    if enc is not None:
        return {"tmem": MemorySpace.TMEM, "smem": MemorySpace.SHARED,
                "layout": MemorySpace.GENERIC}.get(enc.name)
    if isinstance(t, MemRefType):
        return MemorySpace.GLOBAL
    return None


def layout_attr(layout: str) -> DialectAttr:
    """``#nv_tileas.layout<layout>``."""
    return DialectAttr("nv_tileas", "layout", (layout,))


def uses_tmem(types: tuple[Type, ...]) -> bool:
    return any(is_tmem(t) for t in types)


def alloc_columns(columns: int) -> int:
    """``tcgen05.alloc`` takes a power of two in [32, 512]."""
    n = 32
    while n < columns:
        n *= 2
    return n


def tmem_tile_error(t: Type) -> str | None:
    """Why ``t`` cannot be a tensor-memory tile, None if it can."""
    if not isinstance(t, TensorType) or len(t.shape) != 2:
        return f"a tensor-memory tile is a 2-d tensor, got {t}"
    rows, cols = t.shape
    if rows != TMEM_LANES:
        return f"a tensor-memory tile has {TMEM_LANES} rows (one per TMEM lane), got {t}"
    if bit_width(t.element) != 32:
        return f"a tensor-memory tile holds 32-bit elements (one per column), got {t}"
    if not 0 < cols <= TMEM_COLUMNS:
        return f"a tensor-memory tile has at most {TMEM_COLUMNS} columns, got {t}"
    return None


# ---------------------------------------------------------------------------
# Layout inference for TileASLegalizeTmemCopy.


def num_for(layout: str, columns: int) -> int | None:
    """``.num`` of one ``tcgen05.ld/st`` moving ``columns`` columns in ``layout``; None if none can."""
    per = COLUMNS_PER_REP.get(layout)
    if per is None or columns % per:
        return None
    n = columns // per
    if n < 1 or n > MAX_NUM[layout] or n & (n - 1):
        return None
    return n


def same_tile(a: Type, b: Type) -> bool:
    return isinstance(a, TensorType) and isinstance(b, TensorType) and \
        (a.shape, a.element) == (b.shape, b.element)


def infer_register_layout(src_space: MemorySpace, dst_space: MemorySpace, tmem: Type,
                          other: Type) -> str | None:
    """The register layout a TMEM-crossing copy moves its data in, or None.

    ``tmem`` is the copy's TMEM end, ``other`` its other end (register tile or
    shared tile; for a register destination, the result).  tmem <-> registers
    use the register tile's own layout (``32x32b`` or ``16x128b``); tmem <->
    shared go through ``16x128b`` registers, the layout ``ldmatrix`` /
    ``stmatrix`` give and take (a thread's register is 4 bytes of a 16-byte
    matrix row).  A destination on the far side of the registers must be the
    same tile as the TMEM end.
    """
    if tmem_tile_error(tmem) is not None or not isinstance(tmem, TensorType):
        return None
    cols = tmem.shape[1]
    if MemorySpace.GENERIC in (src_space, dst_space):
        layout = register_layout(other)
        if layout not in MAX_NUM:
            return None
        if dst_space is MemorySpace.GENERIC and not same_tile(other, tmem):
            return None
    elif MemorySpace.SHARED in (src_space, dst_space):
        layout = LAYOUT_16X128B
        if dst_space is MemorySpace.SHARED and not _matrix_rows(other, tmem):
            return None
    else:
        return None
    return layout if num_for(layout, cols) is not None else None


def infer_source_layout(src_space: MemorySpace, source: Type, tmem: Type, reg_layout: str) -> str | None:
    """The layout the copy's source is read in, or None.

    A TMEM source is read as it lies; a register source must already be in
    ``reg_layout`` (the same tile); a shared source must be a tile of 16-byte
    rows ``ldmatrix`` can address, the same tile as the TMEM destination.
    """
    if src_space is MemorySpace.TMEM:
        return "tmem"
    if src_space is MemorySpace.GENERIC:
        return reg_layout if register_layout(source) == reg_layout and same_tile(source, tmem) else None
    if src_space is MemorySpace.SHARED:
        return "smem" if _matrix_rows(source, tmem) else None
    return None


def _matrix_rows(smem: Type, tmem: Type) -> bool:
    """Can ``ldmatrix``/``stmatrix`` move ``smem`` row by row (16-byte pieces) as the tile ``tmem``?"""
    enc = _encoding(smem)
    return enc is not None and enc.name == "smem" and same_tile(smem, tmem) and \
        isinstance(smem, TensorType) and (smem.shape[-1] * bit_width(smem.element) // 8) % 16 == 0


# ---------------------------------------------------------------------------
# Descriptors.

SMEM_SWIZZLE_MODE = {0: 0, 128: 2, 64: 4, 32: 6}
_ATYPE = {F16: 0, BF16: 1}
_DTYPE = {F16: 0, F32: 1}


def instruction_descriptor_f16(m: int, n: int, a: Type, b: Type, d: Type, *,
                               transpose_a: bool = False, transpose_b: bool = False) -> int:
    """The 32-bit ``.kind::f16`` instruction descriptor (dense, no negation)."""
    if a not in _ATYPE or b not in _ATYPE or d not in _DTYPE:
        raise ValueError(f"kind::f16 takes f16/bf16 operands and an f16/f32 accumulator, got {a}, {b}, {d}")
    if m not in (64, 128) or n % (16 if m == 128 else 8) or not 8 <= n <= 256:
        raise ValueError(f"no cta_group::1 kind::f16 MMA of shape M={m}, N={n}")
    return (_DTYPE[d] << 4) | (_ATYPE[a] << 7) | (_ATYPE[b] << 10) | (int(transpose_a) << 15) | \
        (int(transpose_b) << 16) | ((n >> 3) << 17) | ((m >> 4) << 24)


def smem_descriptor_high_bits(swizzle: int, lbo: int, sbo: int, base_offset: int = 0) -> int:
    """Every sm_100 shared-memory descriptor bit except the start address."""
    if swizzle not in SMEM_SWIZZLE_MODE:
        raise ValueError(f"unsupported tcgen05 swizzle {swizzle}")
    return (((lbo >> 4) & 0x3FFF) << 16) | (((sbo >> 4) & 0x3FFF) << 32) | (1 << 46) | \
        ((base_offset & 0x7) << 49) | (SMEM_SWIZZLE_MODE[swizzle] << 61)


def start_field(addr: int) -> int:
    return (addr & 0x3FFFF) >> 4


def smem_descriptor(addr: int, swizzle: int) -> int:
    """The descriptor of a K-major tile at ``addr`` whose rows are exactly one swizzle wide:
    8-row core-matrix groups ``8 * swizzle`` bytes apart, leading offset unused (encoded 1)."""
    return start_field(addr) | smem_descriptor_high_bits(swizzle, 16, 8 * swizzle)


# ---------------------------------------------------------------------------
# The inline-asm PTX nanotile emits (``lower_tcgen05``, ``lower_pipeline_tokens``): the llvm checker
# accepts exactly these forms, so a text nanotile did not write never reaches ptxas.

_COLS = r"(?:32|64|128|256|512)"


PACKED_CVT = {
    "f16": "{ .reg .b32 cv; cvt.rn.f16x2.f32 cv, $3, $2; mov.b32 {$0, $1}, cv; }",
    "bf16": "{ .reg .b32 cv; cvt.rn.bf16x2.f32 cv, $3, $2; mov.b32 {$0, $1}, cv; }",
}
"""Two f32 values ($2, $3) to two 16-bit floats ($0, $1) with one packed ``cvt`` (the register-tile
``truncf`` of a WGMMA accumulator: ptxas serializes every wgmma of a kernel whose accumulators a
scalar ``cvt.rn.f16.f32`` reads, warning C7514; the packed form, as CUTLASS and Triton write it, it
does not)."""


def inline_asm_form(text: str) -> tuple[int, int] | None:
    """(outputs, inputs) of a tcgen05 inline-asm text nanotile emits, None for any other text."""
    fixed = {
        PACKED_CVT["f16"]: (2, 2),
        PACKED_CVT["bf16"]: (2, 2),
        "tcgen05.relinquish_alloc_permit.cta_group::1.sync.aligned;": (0, 0),
        "tcgen05.fence::before_thread_sync;": (0, 0),
        "tcgen05.fence::after_thread_sync;": (0, 0),
        "tcgen05.wait::st.sync.aligned;": (0, 0),
        "tcgen05.wait::ld.sync.aligned;": (0, 0),
        "tcgen05.mma.cta_group::1.kind::f16 [$0], $1, $2, $3, $4;": (0, 5),
        "tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [$0];": (0, 1),
        "bar.sync $0, $1;": (0, 2),
    }
    if text in fixed:
        return fixed[text]
    if re.fullmatch(rf"tcgen05\.alloc\.cta_group::1\.sync\.aligned\.shared::cta\.b32 \[\$0\], {_COLS};", text) or \
            re.fullmatch(rf"tcgen05\.dealloc\.cta_group::1\.sync\.aligned\.b32 \$0, {_COLS};", text):
        return (0, 1)
    mo = re.fullmatch(r"\{ \.reg \.b32 ta; add\.u32 ta, \$\d+, \$\d+; tcgen05\.(ld|st)\.sync\.aligned\."
                      r"(32x32b|16x128b)\.x(\d+)\.b32 .*", text)
    if mo:
        layout = LAYOUT_32X32B if mo.group(2) == "32x32b" else LAYOUT_16X128B
        num = int(mo.group(3))
        if not 1 <= num <= MAX_NUM[layout] or num & (num - 1):
            return None
        regs = num * REGS_PER_REP[layout] * LANE_HALVES[layout]
        if mo.group(1) == "ld":
            return (regs, 2) if text == tmem_ld_text(layout, num) else None
        return (0, 2 + regs) if text == tmem_st_text(layout, num) else None
    mo = re.fullmatch(r"(ld|st)matrix\.sync\.aligned\.m8n8\.x(\d)\.shared\.b16 .*", text)
    if mo and mo.group(2) in ("2", "4"):
        n = int(mo.group(2))
        if mo.group(1) == "ld":
            return (n, 1) if text == ldmatrix_text(n) else None
        return (0, 1 + n) if text == stmatrix_text(n) else None
    return None


# ---------------------------------------------------------------------------
# tcgen05.ld / st and ldmatrix / stmatrix texts (one source for the lowering and the checker).

REGS_PER_REP = {LAYOUT_32X32B: 1, LAYOUT_16X128B: 2}
LANE_HALVES = {LAYOUT_32X32B: 1, LAYOUT_16X128B: 2}
"""How many instructions cover a warp's 32 lanes: a 16-lane shape runs twice, at lanes +0 and +16."""
_HALF_LANES = 16 << 16
"""The TMEM address of lane 16 (lane in bits 31-16)."""


def _vec(first: int, n: int) -> str:
    return "{" + ", ".join(f"${first + i}" for i in range(n)) + "}"


def tmem_ld_text(layout: str, num: int) -> str:
    """``tcgen05.ld`` of one register tile of a warp: outputs ``$0 ..``, then the tile's address and the
    warp's lane offset (added into ``ta``); a 16-lane shape reads lanes +0 then +16."""
    per = num * REGS_PER_REP[layout]
    halves = LANE_HALVES[layout]
    out = per * halves
    shape = "32x32b" if layout == LAYOUT_32X32B else "16x128b"
    parts = [f"{{ .reg .b32 ta; add.u32 ta, ${out}, ${out + 1};"]
    for h in range(halves):
        if h:
            parts.append(f"add.u32 ta, ta, {_HALF_LANES};")
        parts.append(f"tcgen05.ld.sync.aligned.{shape}.x{num}.b32 {_vec(h * per, per)}, [ta];")
    return " ".join(parts) + " }"


def tmem_st_text(layout: str, num: int) -> str:
    """``tcgen05.st`` of one register tile of a warp: ``$0`` the tile's address, ``$1`` the lane offset,
    then the registers; a 16-lane shape writes lanes +0 then +16."""
    per = num * REGS_PER_REP[layout]
    halves = LANE_HALVES[layout]
    shape = "32x32b" if layout == LAYOUT_32X32B else "16x128b"
    parts = ["{ .reg .b32 ta; add.u32 ta, $0, $1;"]
    for h in range(halves):
        if h:
            parts.append(f"add.u32 ta, ta, {_HALF_LANES};")
        parts.append(f"tcgen05.st.sync.aligned.{shape}.x{num}.b32 [ta], {_vec(2 + h * per, per)};")
    return " ".join(parts) + " }"


def ldmatrix_text(n: int) -> str:
    return f"ldmatrix.sync.aligned.m8n8.x{n}.shared.b16 {_vec(0, n)}, [${n}];"


def stmatrix_text(n: int) -> str:
    return f"stmatrix.sync.aligned.m8n8.x{n}.shared.b16 [$0], {_vec(1, n)};"


def matrix_groups(columns: int) -> list[tuple[int, int]]:
    """The ``ldmatrix``/``stmatrix`` a thread issues to move its ``columns`` registers of a
    ``16x128b`` tile: (first register, .num) per instruction, ``.x4`` where 4 registers remain.

    Register ``r`` of a 128 x ``columns`` tile in ``16x128b`` layout: half ``s = r // (columns / 2)``,
    then ``r' = 2 i + h`` within the half holds row ``16 s + 8 h + l / 4`` of the warp's 32 rows,
    column ``4 i + l % 4`` (lane ``l``; PTX ISA 9.7.16.2.3.1.3).  Each 8x8 b16 matrix of ``m8n8`` is
    8 rows of 16 bytes, lane ``l`` holding bytes ``4 (l % 4) ..`` of row ``l / 4`` (PTX ISA 9.7.14.5.15-16
    fragment figures): exactly one register ``2 i + h`` of the tile, so matrix ``j`` of an
    instruction starting at register ``g`` is register ``g + j``.
    """
    per_half = columns // 2
    groups: list[tuple[int, int]] = []
    for s in range(2):
        r = 0
        while r < per_half:
            n = 4 if per_half - r >= 4 else 2
            groups.append((s * per_half + r, n))
            r += n
    return groups


def swizzled(offset: int, swizzle: int) -> int:
    """Where logical byte ``offset`` of a shared tile lies (PTX ISA 5.5.7: bits 4.. ^= bits 7.., as wide
    as the swizzle: 32 B one bit, 64 B two, 128 B three), the tile aligned to the pattern's repeat."""
    return offset ^ ((offset >> 3) & SWIZZLE_BITS[swizzle])


SWIZZLE_BITS = {0: 0, 32: 0x10, 64: 0x30, 128: 0x70}
"""The address bits 4.. a swizzle flips (with the bits 3 places above them)."""


def has_umma_dot(ops: tuple[Any, ...]) -> bool:
    """Is a ``umma`` dot among ``ops`` or in their regions (entered where their census holds a dot)?  The
    dots and the region holders of a block found in C calls (its ops' classes read once; ``ops_in``'s
    op-by-op loop cost ~0.5 M instructions a run on gemm_sm90's consumer agent, 364 ops)."""
    types = list(map(type, ops))
    kinds = set(types)
    if Dot in kinds and any(d.atom is Atom.UMMA for d in compress(ops, map(is_, types, repeat(Dot)))):
        return True
    holders = {c for c in kinds if region_names(c)}
    if not holders:
        return False
    dot = class_bit(Dot)
    for o in compress(ops, map(holders.__contains__, types)):
        for n in region_names(type(o)):
            r = getattr(o, n)
            if region_census(r) & dot and any(census(b) & dot and has_umma_dot(b.ops) for b in r.blocks):
                return True
    return False
