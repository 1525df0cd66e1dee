"""``tma``: TMA transfers outside pipelines are nvvm.cp.async.bulk.tensor ops.

Grammar, as a delta from ``barriers``::

    tma = barriers - async.tiled_tma_store

and ``async.tiled_tma_load`` remains only on a pipeline stage (its
barrier is a producer token): ``lower_pipeline_tokens`` lowers it.
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
    ConsumerRead, ConsumerRelease, ConsumerWait, CreateIterator, CreatePipeline, Dot, ExtractSlice, IncIter,
    PipelineLeafOp, PipelineYield, ProducerAcquire, ProducerCommit, ProducerWrite,
)
from .tileas_tma import AsyncTiledTmaLoad
from .tileas_tmem import TmemTileOp

if TYPE_CHECKING:
    from typing_extensions import TypeIs

TmaOp: TypeAlias = Union[
    TmemTileOp,
    LlvmOp, LLVMFunc["TmaOp"], UnrealizedCast, ExtractSlice, Dot, AsyncTiledTmaLoad, CreatePipeline,
    CreateIterator, IncIter, ProducerAcquire, ProducerWrite["TmaOp"], ProducerCommit, ConsumerWait,
    ConsumerRead["TmaOp"], ConsumerRelease, PipelineYield, Constant, AddI, SubI, MulI, DivUI, RemUI, AndI,
    AddF, MulF, TruncF, CmpI, Select, IndexCast, ScfFor["TmaOp"], ScfIf["TmaOp"], ScfYield,
]
Op: TypeAlias = TmaOp
OPS: tuple[type, ...] = op_classes(TmaOp)


TmaPassthrough: TypeAlias = Union[
    TmemTileOp, LlvmOp, UnrealizedCast, ExtractSlice, Dot, PipelineLeafOp, PipelineYield, ArithOp, ScfYield,
]
"""The ops ``lower_tma`` (barriers -> tma) returns as they are: the leaves of both languages it
does not rewrite.  Its rule passes them through in one line; the rest it matches exhaustively.
Its stage TMA loads pass through too, in the pass's own arm (the class is lowered outside pipeline
stages); ``llvm.return`` is matched before this guard when a TMA store's delayed wait is due."""
_PASSTHROUGH: frozenset[type] = frozenset(get_args(TmaPassthrough))


def is_passthrough_for_lower_tma(op: object) -> TypeIs[TmaPassthrough]:
    return type(op) in _PASSTHROUGH
