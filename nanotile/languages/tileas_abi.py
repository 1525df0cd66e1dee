"""``tileas_abi``: TMA descriptors are kernel arguments.

Grammar, as a delta from ``tileas_tma``::

    tileas_abi = tileas_tma - nv_tileas.make_tiled_tma_desc

Each descriptor is a trailing ``nv_tileaa.func`` argument of type
``!nv_tileas.tma_desc<...>`` marked ``{cute_nvgpu.grid_constant}``; the
function carries ``nv_tileas.num-host-tmas`` / ``nv_tileas.num-device-tmas``
and the module ``nanotile.tma_descriptors``: what a launcher needs to encode
each CUtensorMap, in ``tmaIdx`` order.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, TypeAlias

from . import op_classes

if TYPE_CHECKING:
    from typing import Union
else:
    from . import OpUnion as Union   # the members without typing's checks: see languages/__init__.py

from .structured import (
    AddF, AddI, AndI, CmpI, Constant, DivUI, IndexCast, MulF, MulI, TruncF, RemUI, ScfFor, ScfIf, ScfYield,
    Select, SubI,
)
from .tileas import (
    AgentSwitch, AllocTensor, AllocTmem, ConsumerRead, ConsumerRelease, ConsumerWait, Copy, CreateIterator,
    CreatePipeline, DeallocTmem, Dot, ExtractSlice, GetProgramId, GetWarpgroupId, IncIter, MakeMemref, PipelineYield, ProducerAcquire,
    ProducerCommit, ProducerWrite, TiledLoad, TiledStore, TileFunc, TileReturn,
)
from .tileas_tma import AllocMBarrier, AsyncTiledTmaLoad, AsyncTiledTmaStore, MBarrierInit, MBarrierWait

AbiOp: TypeAlias = Union[
    TileFunc["AbiOp"], TileReturn, GetProgramId, GetWarpgroupId, MakeMemref,
    TiledLoad, TiledStore, ExtractSlice, Dot, AllocTmem, DeallocTmem, Copy, AllocTensor,
    AsyncTiledTmaLoad, AsyncTiledTmaStore, AllocMBarrier, MBarrierInit, MBarrierWait,
    CreatePipeline, CreateIterator, IncIter, ProducerAcquire, ProducerWrite["AbiOp"],
    ProducerCommit, ConsumerWait, ConsumerRead["AbiOp"], ConsumerRelease,
    AgentSwitch["AbiOp"], PipelineYield,
    Constant, AddI, SubI, MulI, DivUI, RemUI, AndI, AddF, MulF, TruncF, CmpI, Select, IndexCast,
    ScfFor["AbiOp"], ScfIf["AbiOp"], ScfYield,
]
Op: TypeAlias = AbiOp
OPS: tuple[type, ...] = op_classes(AbiOp)
