"""``ids``: program and warpgroup ids are special registers; memrefs are descriptor structs.

Grammar, as a delta from ``agents``::

    ids = agents - get_program_id - get_warpgroup_id - make_memref - alloc_tensor
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
    ConsumerRead, ConsumerRelease, ConsumerWait, Copy, CreateIterator, CreatePipeline, Dot, ExtractSlice, IncIter,
    PipelineLeafOp, PipelineYield, ProducerAcquire, ProducerCommit, ProducerWrite, TiledLoad, TiledStore,
)
from .tileas_tma import (
    AllocMBarrier, AsyncTiledTmaLoad, AsyncTiledTmaStore, MBarrierInit, MBarrierOp, MBarrierWait,
)
from .tileas_tmem import TmemTileOp

if TYPE_CHECKING:
    from typing_extensions import TypeIs

IdsOp: TypeAlias = Union[
    TmemTileOp,
    LlvmOp, LLVMFunc["IdsOp"], UnrealizedCast, TiledLoad, TiledStore, ExtractSlice, Dot, Copy, AsyncTiledTmaLoad,
    AsyncTiledTmaStore, AllocMBarrier, MBarrierInit, MBarrierWait, CreatePipeline, CreateIterator, IncIter,
    ProducerAcquire, ProducerWrite["IdsOp"], ProducerCommit, ConsumerWait, ConsumerRead["IdsOp"],
    ConsumerRelease, PipelineYield, Constant, AddI, SubI, MulI, DivUI, RemUI, AndI, AddF, MulF, TruncF, CmpI,
    Select, IndexCast, ScfFor["IdsOp"], ScfIf["IdsOp"], ScfYield,
]
Op: TypeAlias = IdsOp
OPS: tuple[type, ...] = op_classes(IdsOp)


IdsPassthrough: TypeAlias = Union[
    TmemTileOp, LlvmOp, UnrealizedCast, TiledLoad, TiledStore, ExtractSlice, Dot, Copy, AsyncTiledTmaLoad,
    AsyncTiledTmaStore, MBarrierOp, PipelineLeafOp, PipelineYield, ArithOp, ScfYield,
]
"""The ops ``lower_ids_and_memrefs`` (agents -> ids) returns as they are: the leaves of both languages it
does not rewrite.  Its rule passes them through in one line; the rest it matches exhaustively."""
_PASSTHROUGH: frozenset[type] = frozenset(get_args(IdsPassthrough))


def is_passthrough_for_lower_ids_and_memrefs(op: object) -> TypeIs[IdsPassthrough]:
    return type(op) in _PASSTHROUGH
