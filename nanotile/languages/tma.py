"""``tma``: TMA transfers outside pipelines are nvvm.cp.async.bulk.tensor ops.

Grammar, as a delta from ``barriers``::

    tma = barriers - async.tiled_tma_store

and ``async.tiled_tma_load`` remains only on a pipeline stage (its
barrier is a producer token): ``lower_pipeline_tokens`` lowers it.
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
from .tileas_tma import AsyncTiledTmaLoad
from .tileas_tmem import TmemTileOp

TmaOp: TypeAlias = Union[
    TmemTileOp,
    LlvmOp, LLVMFunc["TmaOp"], UnrealizedCast, ExtractSlice, Dot, AsyncTiledTmaLoad, CreatePipeline,
    CreateIterator, IncIter, ProducerAcquire, ProducerWrite["TmaOp"], ProducerCommit, ConsumerWait,
    ConsumerRead["TmaOp"], ConsumerRelease, PipelineYield, Constant, AddI, SubI, MulI, DivUI, RemUI, AndI,
    AddF, MulF, TruncF, CmpI, Select, IndexCast, ScfFor["TmaOp"], ScfIf["TmaOp"], ScfYield,
]
Op: TypeAlias = TmaOp
OPS: tuple[type, ...] = tuple(dict.fromkeys(getattr(t, "__origin__", t) for t in get_args(TmaOp)))
