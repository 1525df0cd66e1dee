"""``llfunc``: function boundaries in LLVM form, bodies still ``tileas_tmem``.

Grammar, as a delta from ``tileas_tmem``::

    llfunc = tileas_tmem - nv_tileaa.func - nv_tileaa.return
                        + llvm.func (kernel attributes as nvvm.* / cute.kernel)
                        + llvm.return
                        + builtin.unrealized_conversion_cast   (old arg types, at entry)

and the one ``nv_tileas.copy`` left is registers -> shared memory (``convert_func_to_llvm``
refuses every other; ``lower_register_tiles`` lowers it).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, TypeAlias

from . import op_classes

if TYPE_CHECKING:
    from typing import Union
else:
    from . import OpUnion as Union   # the members without typing's checks: see languages/__init__.py

from .llvm import LLVMFunc, LLVMReturn, UnrealizedCast
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

LlFuncOp: TypeAlias = Union[
    TmemTileOp,
    LLVMFunc["LlFuncOp"], LLVMReturn, UnrealizedCast,
    GetProgramId, GetWarpgroupId, MakeMemref, TiledLoad, TiledStore, ExtractSlice, Dot, AllocTensor, Copy,
    AsyncTiledTmaLoad, AsyncTiledTmaStore, AllocMBarrier, MBarrierInit, MBarrierWait,
    CreatePipeline, CreateIterator, IncIter, ProducerAcquire, ProducerWrite["LlFuncOp"],
    ProducerCommit, ConsumerWait, ConsumerRead["LlFuncOp"], ConsumerRelease,
    AgentSwitch["LlFuncOp"], PipelineYield,
    Constant, AddI, SubI, MulI, DivUI, RemUI, AndI, AddF, MulF, TruncF, CmpI, Select, IndexCast,
    ScfFor["LlFuncOp"], ScfIf["LlFuncOp"], ScfYield,
]
Op: TypeAlias = LlFuncOp
OPS: tuple[type, ...] = op_classes(LlFuncOp)
