"""``body``: every tile op is lowered to LLVM + NVVM; the pipeline ops, arith and scf remain.

Grammar, as a delta from ``tcgen05``::

    body = tcgen05 - dot - extract_slice

Register tiles appear only as operands and results of unrealized casts and
as region-carried structs; ``async.tiled_tma_load`` remains on pipeline
stages only (``lower_pipeline_tokens`` lowers it with the stage it feeds).
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
    ConsumerRead, ConsumerRelease, ConsumerWait, CreateIterator, CreatePipeline, IncIter, PipelineLeafOp,
    PipelineYield, ProducerAcquire, ProducerCommit, ProducerWrite,
)
from .tileas_tma import AsyncTiledTmaLoad

if TYPE_CHECKING:
    from typing_extensions import TypeIs

BodyOp: TypeAlias = Union[
    LlvmOp, LLVMFunc["BodyOp"], UnrealizedCast, AsyncTiledTmaLoad,
    CreatePipeline, CreateIterator, IncIter, ProducerAcquire, ProducerWrite["BodyOp"],
    ProducerCommit, ConsumerWait, ConsumerRead["BodyOp"], ConsumerRelease, PipelineYield,
    Constant, AddI, SubI, MulI, DivUI, RemUI, AndI, AddF, MulF, TruncF, CmpI, Select, IndexCast,
    ScfFor["BodyOp"], ScfIf["BodyOp"], ScfYield,
]
Op: TypeAlias = BodyOp
OPS: tuple[type, ...] = op_classes(BodyOp)


BodyPassthrough: TypeAlias = Union[
    LlvmOp, UnrealizedCast, AsyncTiledTmaLoad, PipelineLeafOp, PipelineYield, ArithOp, ScfYield,
]
"""The ops ``lower_wgmma`` (tcgen05 -> body) returns as they are: the leaves of both languages it
does not rewrite.  Its rule passes them through in one line; the rest it matches exhaustively."""
_PASSTHROUGH: frozenset[type] = frozenset(get_args(BodyPassthrough))


def is_passthrough_for_lower_wgmma(op: object) -> TypeIs[BodyPassthrough]:
    return type(op) in _PASSTHROUGH
