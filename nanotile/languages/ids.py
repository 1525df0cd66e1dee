"""``ids``: program and warpgroup ids are special registers; memrefs are descriptor structs.

Grammar, as a delta from ``agents``::

    ids = agents - get_program_id - get_warpgroup_id - make_memref
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
    IncIter, PipelineYield, ProducerAcquire, ProducerCommit, ProducerWrite, TiledLoad, TiledStore,
)
from .tileas_tma import AllocMBarrier, AsyncTiledTmaLoad, AsyncTiledTmaStore, MBarrierInit, MBarrierWait
from .tileas_tmem import TmemTileOp

IdsOp: TypeAlias = Union[
    TmemTileOp,
    LlvmOp, LLVMFunc["IdsOp"], UnrealizedCast, TiledLoad, TiledStore, ExtractSlice, Dot, AsyncTiledTmaLoad,
    AsyncTiledTmaStore, AllocMBarrier, MBarrierInit, MBarrierWait, CreatePipeline, CreateIterator, IncIter,
    ProducerAcquire, ProducerWrite["IdsOp"], ProducerCommit, ConsumerWait, ConsumerRead["IdsOp"],
    ConsumerRelease, PipelineYield, Constant, AddI, SubI, MulI, DivUI, RemUI, AndI, AddF, MulF, TruncF, CmpI,
    Select, IndexCast, ScfFor["IdsOp"], ScfIf["IdsOp"], ScfYield,
]
Op: TypeAlias = IdsOp
OPS: tuple[type, ...] = tuple(dict.fromkeys(getattr(t, "__origin__", t) for t in get_args(IdsOp)))
