"""``smem``: the shared-memory arena exists and every user has its place in it.

Grammar, as a delta from ``llfunc``::

    smem = llfunc + llvm.mlir.global @global_smem (address space 3, align 16)

and every ``create_pipeline``, ``alloc_mbarrier``, ``alloc_tensor`` and TMA load outside a
pipeline stage carries ``smem_offset``; the checker proves they fit.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, TypeAlias

from . import op_classes

if TYPE_CHECKING:
    from typing import Union
else:
    from . import OpUnion as Union   # the members without typing's checks: see languages/__init__.py

from .llvm import Global, LLVMFunc, LLVMReturn, UnrealizedCast
from .structured import (
    AddF, AddI, AndI, CmpI, Constant, DivUI, IndexCast, MulF, MulI, TruncF, RemUI, ScfFor, ScfIf, ScfYield,
    Select, SubI,
)
from .tileas import (
    AgentSwitch, AllocTensor, ConsumerRead, ConsumerRelease, Copy, ConsumerWait, CreateIterator, CreatePipeline, Dot,
    ExtractSlice, GetProgramId, GetWarpgroupId, IncIter, MakeMemref, PipelineYield, ProducerAcquire,
    ProducerCommit, ProducerWrite, TiledLoad, TiledStore,
)
from .tileas_tma import AllocMBarrier, AsyncTiledTmaLoad, AsyncTiledTmaStore, MBarrierInit, MBarrierWait
from .tileas_tmem import TmemTileOp

SmemOp: TypeAlias = Union[
    TmemTileOp,
    LLVMFunc["SmemOp"], LLVMReturn, UnrealizedCast, Global,
    GetProgramId, GetWarpgroupId, MakeMemref, TiledLoad, TiledStore, ExtractSlice, Dot, AllocTensor, Copy,
    AsyncTiledTmaLoad, AsyncTiledTmaStore, AllocMBarrier, MBarrierInit, MBarrierWait,
    CreatePipeline, CreateIterator, IncIter, ProducerAcquire, ProducerWrite["SmemOp"],
    ProducerCommit, ConsumerWait, ConsumerRead["SmemOp"], ConsumerRelease,
    AgentSwitch["SmemOp"], PipelineYield,
    Constant, AddI, SubI, MulI, DivUI, RemUI, AndI, AddF, MulF, TruncF, CmpI, Select, IndexCast,
    ScfFor["SmemOp"], ScfIf["SmemOp"], ScfYield,
]
Op: TypeAlias = SmemOp
OPS: tuple[type, ...] = op_classes(SmemOp)
