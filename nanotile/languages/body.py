"""``body``: every tile op is lowered to LLVM + NVVM; the pipeline ops, arith and scf remain.

Grammar, as a delta from ``tcgen05``::

    body = tcgen05 - dot - extract_slice

Register tiles appear only as operands and results of unrealized casts and
as region-carried structs; ``async.tiled_tma_load`` remains on pipeline
stages only (``lower_pipeline_tokens`` lowers it with the stage it feeds).
"""

from __future__ import annotations

from typing import TypeAlias, Union, get_args

from .llvm import LLVMFunc, LlvmOp, UnrealizedCast
from .structured import (
    AddF, AddI, AndI, CmpI, Constant, DivUI, IndexCast, MulF, MulI, TruncF, RemUI, ScfFor, ScfIf, ScfYield,
    Select, SubI,
)
from .tileas import (
    ConsumerRead, ConsumerRelease, ConsumerWait, CreateIterator, CreatePipeline, IncIter, PipelineYield,
    ProducerAcquire, ProducerCommit, ProducerWrite,
)
from .tileas_tma import AsyncTiledTmaLoad

BodyOp: TypeAlias = Union[
    LlvmOp, LLVMFunc["BodyOp"], UnrealizedCast, AsyncTiledTmaLoad,
    CreatePipeline, CreateIterator, IncIter, ProducerAcquire, ProducerWrite["BodyOp"],
    ProducerCommit, ConsumerWait, ConsumerRead["BodyOp"], ConsumerRelease, PipelineYield,
    Constant, AddI, SubI, MulI, DivUI, RemUI, AndI, AddF, MulF, TruncF, CmpI, Select, IndexCast,
    ScfFor["BodyOp"], ScfIf["BodyOp"], ScfYield,
]
Op: TypeAlias = BodyOp
OPS: tuple[type, ...] = tuple(dict.fromkeys(getattr(t, "__origin__", t) for t in get_args(BodyOp)))
