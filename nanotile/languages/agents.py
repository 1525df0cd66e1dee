"""``agents``: warp-specialized agents are explicit thread guards.

Grammar, as a delta from ``smem``::

    agents = smem - async.pipeline.agent_switch
                  + every llvm.* / nvvm.* op of the final language

An agent is ``scf.if (llvm.icmp ult %tid, C)``; a TMA producer agent's
leader is ``scf.if (llvm.icmp eq %tid, 0)``.  The thread index and the
arena base are defined at the head of each function's entry block.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, TypeAlias, get_args

from . import op_classes

if TYPE_CHECKING:
    from typing import Union
else:
    from . import OpUnion as Union   # the members without typing's checks: see languages/__init__.py

from .llvm import LLVMFunc, LlvmOp, UnrealizedCast
from .structured import (
    AddF, AddI, AndI, ArithOp, CmpI, Constant, DivUI, IndexCast, MulF, MulI, RemUI, ScfFor, ScfIf, ScfYield,
    Select, SubI, TruncF,
)
from .tileas import (
    AllocTensor, ConsumerRead, ConsumerRelease, ConsumerWait, Copy, CreateIterator, CreatePipeline, Dot, ExtractSlice,
    GetProgramId, GetWarpgroupId, IncIter, MakeMemref, PipelineLeafOp, PipelineYield, ProducerAcquire,
    ProducerCommit, ProducerWrite, TiledLoad, TiledStore,
)
from .tileas_tma import (
    AllocMBarrier, AsyncTiledTmaLoad, AsyncTiledTmaStore, MBarrierInit, MBarrierOp, MBarrierWait,
)
from .tileas_tmem import TmemTileOp

if TYPE_CHECKING:
    from typing_extensions import TypeIs

AgentsOp: TypeAlias = Union[
    TmemTileOp,
    LlvmOp, LLVMFunc["AgentsOp"], UnrealizedCast, GetProgramId, GetWarpgroupId, MakeMemref, TiledLoad,
    TiledStore, ExtractSlice, Dot, AllocTensor, Copy, AsyncTiledTmaLoad, AsyncTiledTmaStore, AllocMBarrier,
    MBarrierInit, MBarrierWait, CreatePipeline, CreateIterator, IncIter, ProducerAcquire, ProducerWrite["AgentsOp"],
    ProducerCommit, ConsumerWait, ConsumerRead["AgentsOp"], ConsumerRelease, PipelineYield, Constant, AddI,
    SubI, MulI, DivUI, RemUI, AndI, AddF, MulF, TruncF, CmpI, Select, IndexCast, ScfFor["AgentsOp"],
    ScfIf["AgentsOp"], ScfYield,
]
Op: TypeAlias = AgentsOp
OPS: tuple[type, ...] = op_classes(AgentsOp)


AgentsPassthrough: TypeAlias = Union[
    TmemTileOp, LlvmOp, UnrealizedCast, GetProgramId, GetWarpgroupId, MakeMemref, TiledLoad, TiledStore,
    ExtractSlice, Dot, AllocTensor, Copy, AsyncTiledTmaLoad, AsyncTiledTmaStore, MBarrierOp, PipelineLeafOp,
    PipelineYield, ArithOp,
    ScfYield,
]
"""The ops ``lower_agents`` (smem -> agents) returns as they are: the leaves of both languages it
does not rewrite.  Its rule passes them through in one line; the rest it matches exhaustively."""
_PASSTHROUGH: frozenset[type] = frozenset(get_args(AgentsPassthrough))


def is_passthrough_for_lower_agents(op: object) -> TypeIs[AgentsPassthrough]:
    return type(op) in _PASSTHROUGH
