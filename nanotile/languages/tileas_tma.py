"""``tileas_tma``: TMA made explicit.

Grammar, as a delta from ``tileas``::

    tileas_tma = tileas
        - tiled_load / tiled_store whose atom is a TMA atom     (the checker enforces it)
        - nv_tileas.tiled_atomic_rmw        verified in tileas, not lowered yet (the pass rejects it)
        + nv_tileas.make_tiled_tma_desc     descriptor bind, one per TMA op, numbered by tmaIdx
        + nv_tileas.async.tiled_tma_load    TMA load completing on an mbarrier, with tx_count
        + nv_tileas.async.tiled_tma_store   TMA store (bulk group), with the delayed-wait flag
        + nv_tileas.alloc_mbarrier | nv_tileas.async.mbarrier_init | nv_tileas.async.mbarrier_wait

A TMA load inside a ``producer_write`` completes on the acquired stage's
full barrier: its ``mbarrier`` operand is the producer token itself.
Elsewhere it completes on an ``alloc_mbarrier`` barrier the pass reserved.
"""

from __future__ import annotations


from typing import TYPE_CHECKING, ClassVar, TypeAlias

from . import op_classes

if TYPE_CHECKING:
    from typing import Union
else:
    from . import OpUnion as Union   # the members without typing's checks: see languages/__init__.py

from ..ir.core import I32C, I64_ARRAY, LOC, STR, UNIT, Value, operand, operands, prop, register, result
from ..ir.location import Location
from .structured import (
    AddF, AddI, AndI, CmpI, Constant, DivUI, IndexCast, MulF, MulI, TruncF, RemUI, ScfFor, ScfIf, ScfYield,
    Select, SubI,
)
from .tileas import (
    AgentSwitch, AllocTensor, AllocTmem, ConsumerRead, ConsumerRelease, ConsumerWait, Copy, CreateIterator,
    CreatePipeline, DeallocTmem, Dot, ExtractSlice, GetProgramId, GetWarpgroupId, IncIter, MakeMemref, PipelineYield, ProducerAcquire,
    ProducerCommit, ProducerWrite, TiledLoad, TiledStore, TileFunc, TileReturn,
)
from ..ir.record import Record, record


@register
@record
class MakeTiledTmaDesc(metaclass=Record):
    """``%d = "nv_tileas.make_tiled_tma_desc"(%view) <{box = array<i64: 64, 64>, mode = "tiled", swizzle = 128 : i32, tmaIdx = 0 : i32}> : (memref<?x?xf16, 1>) -> !nv_tileas.tma_desc<tensor<64x64xf16>>``

    Binds a TMA descriptor to a global view: global shape and strides come
    from the view (row-major), ``box`` is the tile (outermost first), the
    element type is the view's, ``swizzle`` the shared-memory swizzle in bytes.
    """

    NAME: ClassVar[str] = "nv_tileas.make_tiled_tma_desc"
    result: Value = result()
    view: Value = operand()
    box: tuple[int, ...] = prop("box", I64_ARRAY)
    mode: str = prop("mode", STR)
    swizzle: int = prop("swizzle", I32C)
    tma_idx: int = prop("tmaIdx", I32C)
    loc: Location = LOC()


@register
@record
class AsyncTiledTmaLoad(metaclass=Record):
    """``%t = "nv_tileas.async.tiled_tma_load"(%d, %bar, %r, %c) <{tmaIdx = 0 : i32, tx_count = 8192 : i32}> : (!nv_tileas.tma_desc<tensor<64x64xf16>>, !nv_tileas.mbarrier, i32, i32) -> tensor<64x64xf16, #nv_tileas.smem<swizzle = 128>>``

    ``mbarrier`` is an ``!nv_tileas.mbarrier`` or, inside ``producer_write``,
    the ``!nv_tileas.producer_token`` whose stage barrier the load completes on.
    """

    NAME: ClassVar[str] = "nv_tileas.async.tiled_tma_load"
    result: Value = result()
    desc: Value = operand()
    mbarrier: Value = operand()
    coords: tuple[Value, ...] = operands()
    tma_idx: int = prop("tmaIdx", I32C)
    tx_count: int = prop("tx_count", I32C)
    smem_offset: int | None = prop("smem_offset", I32C, default=None)
    loc: Location = LOC()


@register
@record
class AsyncTiledTmaStore(metaclass=Record):
    """``"nv_tileas.async.tiled_tma_store"(%d, %t, %r, %c) <{tmaIdx = 1 : i32}> : (!nv_tileas.tma_desc<tensor<64x64xf16>>, tensor<64x64xf16, #nv_tileas.smem<swizzle = 128>>, i32, i32) -> ()``

    ``delay_wait`` (from ``TILEIR_DELAY_TMA_STORE_WAIT``, or a store in a loop of a tile a ``copy``
    in a loop wrote) defers the bulk-group wait to the end of the kernel (and, in a loop, to the
    copy's next write of the tile) instead of right after the store.
    """

    NAME: ClassVar[str] = "nv_tileas.async.tiled_tma_store"
    desc: Value = operand()
    tile: Value = operand()
    coords: tuple[Value, ...] = operands()
    tma_idx: int = prop("tmaIdx", I32C)
    delay_wait: bool = prop("delay_wait", UNIT, default=False)
    loc: Location = LOC()


@register
@record
class AllocMBarrier(metaclass=Record):
    """``%b = "nv_tileas.alloc_mbarrier"() : () -> !nv_tileas.mbarrier``: one 8-byte barrier slot in shared memory."""

    NAME: ClassVar[str] = "nv_tileas.alloc_mbarrier"
    result: Value = result()
    smem_offset: int | None = prop("smem_offset", I32C, default=None)
    loc: Location = LOC()


@register
@record
class MBarrierInit(metaclass=Record):
    """``"nv_tileas.async.mbarrier_init"(%b) <{count = 1 : i32}> : (!nv_tileas.mbarrier) -> ()``"""

    NAME: ClassVar[str] = "nv_tileas.async.mbarrier_init"
    mbarrier: Value = operand()
    count: int = prop("count", I32C)
    loc: Location = LOC()


@register
@record
class MBarrierWait(metaclass=Record):
    """``"nv_tileas.async.mbarrier_wait"(%b) <{phase = 0 : i32}> : (!nv_tileas.mbarrier) -> ()``: wait for the phase to complete.

    With ``last_use`` the barrier's life ends here (see the field).
    """

    NAME: ClassVar[str] = "nv_tileas.async.mbarrier_wait"
    mbarrier: Value = operand()
    phase: int = prop("phase", I32C)
    loc: Location = LOC()
    last_use: bool = prop("last_use", UNIT, default=False)
    """The barrier's life ends with this wait: the CTA synchronizes and one thread invalidates it
    (``mbarrier.inval``), so a later ``mbarrier_init`` of the same slot (a loop) is legal."""


TmaOp: TypeAlias = Union[
    TileFunc["TmaOp"], TileReturn, GetProgramId, GetWarpgroupId, MakeMemref,
    TiledLoad, TiledStore, ExtractSlice, Dot, AllocTmem, DeallocTmem, Copy, AllocTensor,
    MakeTiledTmaDesc, AsyncTiledTmaLoad, AsyncTiledTmaStore, AllocMBarrier, MBarrierInit, MBarrierWait,
    CreatePipeline, CreateIterator, IncIter, ProducerAcquire, ProducerWrite["TmaOp"],
    ProducerCommit, ConsumerWait, ConsumerRead["TmaOp"], ConsumerRelease,
    AgentSwitch["TmaOp"], PipelineYield,
    Constant, AddI, SubI, MulI, DivUI, RemUI, AndI, AddF, MulF, TruncF, CmpI, Select, IndexCast,
    ScfFor["TmaOp"], ScfIf["TmaOp"], ScfYield,
]
Op: TypeAlias = TmaOp
OPS: tuple[type, ...] = op_classes(TmaOp)


MBarrierOp: TypeAlias = Union[AllocMBarrier, MBarrierInit, MBarrierWait]
"""The explicit mbarrier ops (``lower_mbarriers`` lowers them)."""
