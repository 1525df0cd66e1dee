"""Shared-memory arena layout: one rule, used by every pass that touches ``@global_smem``.

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

from dataclasses import dataclass

from ..ir.types import Type
from .common import pipeline_params, tile_bytes

TILE_ALIGN = 1024
BARRIER_BYTES = 8


def align(n: int, a: int) -> int:
    return (n + a - 1) // a * a


@dataclass(frozen=True, slots=True)
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


@dataclass
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
