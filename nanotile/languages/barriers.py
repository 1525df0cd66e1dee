"""``barriers``: standalone mbarriers are arena addresses and nvvm.mbarrier ops.

Grammar, as a delta from ``regtiles``::

    barriers = regtiles - alloc_mbarrier - async.mbarrier_init - async.mbarrier_wait
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
from .tileas_tma import AsyncTiledTmaLoad, AsyncTiledTmaStore
from .tileas_tmem import TmemTileOp

BarriersOp: TypeAlias = Union[
    TmemTileOp,
    LlvmOp, LLVMFunc["BarriersOp"], UnrealizedCast, ExtractSlice, Dot, AsyncTiledTmaLoad,
    AsyncTiledTmaStore, CreatePipeline, CreateIterator, IncIter, ProducerAcquire,
    ProducerWrite["BarriersOp"], ProducerCommit, ConsumerWait, ConsumerRead["BarriersOp"], ConsumerRelease,
    PipelineYield, Constant, AddI, SubI, MulI, DivUI, RemUI, AndI, AddF, MulF, TruncF, CmpI, Select, IndexCast,
    ScfFor["BarriersOp"], ScfIf["BarriersOp"], ScfYield,
]
Op: TypeAlias = BarriersOp
OPS: tuple[type, ...] = tuple(dict.fromkeys(getattr(t, "__origin__", t) for t in get_args(BarriersOp)))
