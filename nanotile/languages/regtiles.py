"""``regtiles``: register tiles are LLVM structs of per-thread fragments.

Grammar, as a delta from ``ids``::

    regtiles = ids - tiled_load - tiled_store

and ``arith.constant`` / ``addf`` / ``mulf`` remain on scalars only; region
results, block arguments and yields carry register tiles as their structs.
"""

from __future__ import annotations

from typing import TypeAlias, Union, get_args

from .llvm import LLVMFunc, LlvmOp, UnrealizedCast
from .structured import (
    AddF, AddI, AndI, CmpI, Constant, DivUI, IndexCast, MulF, MulI, TruncF, RemUI, ScfFor, ScfIf, ScfYield,
    Select, SubI,
)
from .tileas import (
    ConsumerRead, ConsumerRelease, ConsumerWait, CreateIterator, CreatePipeline, Dot, ExtractSlice,
    IncIter, PipelineYield, ProducerAcquire, ProducerCommit, ProducerWrite,
)
from .tileas_tma import AllocMBarrier, AsyncTiledTmaLoad, AsyncTiledTmaStore, MBarrierInit, MBarrierWait
from .tileas_tmem import TmemTileOp

RegTilesOp: TypeAlias = Union[
    TmemTileOp,
    LlvmOp, LLVMFunc["RegTilesOp"], UnrealizedCast, ExtractSlice, Dot, AsyncTiledTmaLoad,
    AsyncTiledTmaStore, AllocMBarrier, MBarrierInit, MBarrierWait, CreatePipeline, CreateIterator, IncIter,
    ProducerAcquire, ProducerWrite["RegTilesOp"], ProducerCommit, ConsumerWait, ConsumerRead["RegTilesOp"],
    ConsumerRelease, PipelineYield, Constant, AddI, SubI, MulI, DivUI, RemUI, AndI, AddF, MulF, TruncF, CmpI,
    Select, IndexCast, ScfFor["RegTilesOp"], ScfIf["RegTilesOp"], ScfYield,
]
Op: TypeAlias = RegTilesOp
OPS: tuple[type, ...] = tuple(dict.fromkeys(getattr(t, "__origin__", t) for t in get_args(RegTilesOp)))
