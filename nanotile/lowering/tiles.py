"""Tile facts: the one place passes and checkers learn what a tile type means.

Shared-memory swizzle, register-tile layouts, tile bytes, pipeline parameters
and layout, the shared-memory arena, and the pipeline token encoding.  Pure
functions of types and ints (one place, reused, never re-typed).

Arena and pipeline layout:
Shared-memory arena layout: one rule, used by every pass that touches ``@global_smem``.

The arena is carved in function pre-order: each ``create_pipeline`` gets a
block, each TMA load outside a pipeline stage gets its tile, each
``alloc_mbarrier`` gets an 8-byte slot.  Tiles are aligned to 1024 bytes
(the 128-byte swizzle pattern repeats every 1024 bytes, and 1024 covers the
32/64-byte swizzles too); barriers to 8.

A pipeline's block, for ``stages = S`` and element tiles ``T0..Tn``::

    [T0 stage 0 .. stage S-1][T1 stage 0 .. S-1] ... [full 0..S-1][empty 0..S-1]

with each stage slot rounded up to 1024 bytes.  The arena size is the end
of the last item, rounded up to 16; every byte any buffer or barrier uses
lies inside it (the ``smem`` checker re-proves this).
"""

from __future__ import annotations

from typing import Any

from ..ir.attributes import DialectAttr, IntegerAttr, StringAttr
from ..ir.core import Module
from ..ir.diagnostics import error
from ..ir.location import Location
from ..ir.record import record
from ..ir.types import DialectType, KeyParam, TensorType, Type, TypeParam, bit_width


def smem_swizzle(t: Type) -> int | None:
    """The swizzle (bytes) of a shared-memory tile type, None if ``t`` is not one."""
    if isinstance(t, TensorType) and isinstance(t.encoding, DialectAttr) and \
            (t.encoding.dialect, t.encoding.name) == ("nv_tileas", "smem"):
        sw = t.encoding.param("swizzle")
        return sw if isinstance(sw, int) else 0
    return None


def tensor_layout(t: Type) -> str | None:
    """``blocked`` / ``wgmma_acc`` for a register tile type, None otherwise."""
    if isinstance(t, TensorType) and isinstance(t.encoding, DialectAttr) and \
            (t.encoding.dialect, t.encoding.name) == ("nv_tileas", "layout") and t.encoding.params:
        p = t.encoding.params[0]
        return p if isinstance(p, str) else None
    return None


def numel(shape: tuple[int, ...]) -> int:
    n = 1
    for d in shape:
        n *= d
    return n


def tile_bytes(t: TensorType) -> int:
    """Bytes a tile occupies: elements times element width."""
    return numel(t.shape) * bit_width(t.element) // 8


def pipeline_params(t: Type) -> tuple[int, tuple[TensorType, ...]]:
    """``!nv_tileas.pipeline<stages = S, T...>`` -> (S, (T...))."""
    if isinstance(t, DialectType) and (t.dialect, t.name) == ("nv_tileas", "pipeline"):
        stages = t.param("stages")
        elems = tuple(p for p in t.params if isinstance(p, TensorType))
        if isinstance(stages, int) and stages > 0:
            return stages, elems
    raise ValueError(f"not a pipeline type: {t}")


def stages_of(t: Type) -> int:
    """Stage count of a pipeline or pipeline-iterator type."""
    if isinstance(t, DialectType):
        s = t.param("stages")
        if isinstance(s, int):
            return s
    raise ValueError(f"no stage count in {t}")


def key(name: str, value: TypeParam) -> KeyParam:
    return KeyParam(name, value)


def target_of(m: Module[Any], loc: Location) -> tuple[int, str]:
    """(compute capability, target spec) from the module; the spec's message if either is absent."""
    cc = m.attrs.get("nv_tileaa.compute_capability")
    spec = m.attrs.get("nv_tileaa.target_spec")
    if not isinstance(cc, IntegerAttr) or not isinstance(spec, StringAttr):
        raise error(loc, "Failed to get ComputeCapability")
    return cc.value, spec.value


MBARRIER_TIMEOUT_NS = 0x989680
"""The suspend-time hint (ns) every ``mbarrier.try_wait.parity`` nanotile emits passes."""


# -- shared-memory arena and pipeline layout --------------------------------
TILE_ALIGN = 1024
BARRIER_BYTES = 8
TMEM_SLOT_BYTES = 16
"""An ``alloc_tmem``'s shared slot: the address tcgen05.alloc writes, then its accumulator mbarrier."""


def align(n: int, a: int) -> int:
    return (n + a - 1) // a * a


@record
class PipelineLayout:
    """Offsets, relative to the pipeline's base, of its stage buffers and barriers."""

    stages: int
    buffers: tuple[int, ...]      # offset of element j's stage-0 slot
    strides: tuple[int, ...]      # bytes between stages of element j
    full: int                     # offset of full[0]; full[s] = full + 8 s
    empty: int                    # offset of empty[0]
    size: int

    def buffer(self, j: int, stage: int) -> int:
        return self.buffers[j] + stage * self.strides[j]


def pipeline_layout(t: Type) -> PipelineLayout:
    stages, elems = pipeline_params(t)
    buffers: list[int] = []
    strides: list[int] = []
    off = 0
    for e in elems:
        stride = align(tile_bytes(e), TILE_ALIGN)
        buffers.append(off)
        strides.append(stride)
        off += stride * stages
    full = off
    empty = full + BARRIER_BYTES * stages
    return PipelineLayout(stages, tuple(buffers), tuple(strides), full, empty, empty + BARRIER_BYTES * stages)


def alloc_stride(t: Type) -> int:
    """Bytes between the copies of an ``alloc_tensor`` tile (one per warpgroup of an agent): the
    tile's bytes, rounded up to ``TILE_ALIGN`` so every copy keeps the swizzle's alignment."""
    assert isinstance(t, TensorType)
    return align(tile_bytes(t), TILE_ALIGN)


@record(frozen=False)
class Arena:
    """A bump allocator over the arena, local to one pass invocation."""

    end: int = 0

    def take(self, size: int, alignment: int) -> int:
        start = align(self.end, alignment)
        self.end = start + size
        return start

    @property
    def size(self) -> int:
        return align(self.end, 16)


# -- pipeline tokens ------------------------------------------------------------


def make_token(slot: int, phase: int) -> int:
    """Pipeline token: ``(slot << 1) | phase`` (spec 001)."""
    return (slot << 1) | (phase & 1)


def token_slot(token: int) -> int:
    return token >> 1


def token_phase(token: int) -> int:
    return token & 1


def next_token(token: int, stages: int) -> int:
    """The iterator after ``token``: next slot, flipping the phase when the ring wraps."""
    slot, phase = token_slot(token) + 1, token_phase(token)
    if slot == stages:
        slot, phase = 0, phase ^ 1
    return make_token(slot, phase)
