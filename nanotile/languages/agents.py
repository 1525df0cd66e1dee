"""``agents``: warp-specialized agents are explicit thread guards.

Grammar, as a delta from ``smem``::

    agents = smem - async.pipeline.agent_switch
                  + every llvm.* / nvvm.* op of the final language

An agent is ``scf.if (llvm.icmp ult %tid, C)``; a TMA producer agent's
leader is ``scf.if (llvm.icmp eq %tid, 0)``.  The thread index and the
arena base are defined at the head of each function's entry block.
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
    GetProgramId, GetWarpgroupId, IncIter, MakeMemref, PipelineYield, ProducerAcquire,
    ProducerCommit, ProducerWrite, TiledLoad, TiledStore,
)
from .tileas_tma import AllocMBarrier, AsyncTiledTmaLoad, AsyncTiledTmaStore, MBarrierInit, MBarrierWait
from .tileas_tmem import TmemTileOp

AgentsOp: TypeAlias = Union[
    TmemTileOp,
    LlvmOp, LLVMFunc["AgentsOp"], UnrealizedCast, GetProgramId, GetWarpgroupId, MakeMemref, TiledLoad,
    TiledStore, ExtractSlice, Dot, AsyncTiledTmaLoad, AsyncTiledTmaStore, AllocMBarrier, MBarrierInit,
    MBarrierWait, CreatePipeline, CreateIterator, IncIter, ProducerAcquire, ProducerWrite["AgentsOp"],
    ProducerCommit, ConsumerWait, ConsumerRead["AgentsOp"], ConsumerRelease, PipelineYield, Constant, AddI,
    SubI, MulI, DivUI, RemUI, AndI, AddF, MulF, TruncF, CmpI, Select, IndexCast, ScfFor["AgentsOp"],
    ScfIf["AgentsOp"], ScfYield,
]
Op: TypeAlias = AgentsOp
OPS: tuple[type, ...] = tuple(dict.fromkeys(getattr(t, "__origin__", t) for t in get_args(AgentsOp)))
