"""``body``: tile ops lowered to LLVM + NVVM; the pipeline ops, arith and scf remain.

Grammar, as a delta from ``smem``::

    body = smem - get_program_id - get_warpgroup_id - make_memref - tiled_load - tiled_store
                - extract_slice - dot - agent_switch - alloc_mbarrier - async.mbarrier_init
                - async.mbarrier_wait - async.tiled_tma_load - async.tiled_tma_store
                + every llvm.* / nvvm.* op of the final language

Register tiles appear only as operands and results of unrealized casts.
"""

from __future__ import annotations

from typing import TypeAlias, Union, get_args

from .llvm import LLVMFunc, LlvmOp, UnrealizedCast
from .structured import (
    AddF, AddI, AndI, CmpI, Constant, DivUI, IndexCast, MulF, MulI, RemUI, ScfFor, ScfIf, ScfYield,
    Select, SubI,
)
from .tileas import (
    ConsumerRead, ConsumerRelease, ConsumerWait, CreateIterator, CreatePipeline, IncIter, PipelineYield,
    ProducerAcquire, ProducerCommit, ProducerWrite,
)

BodyOp: TypeAlias = Union[
    LlvmOp, LLVMFunc["BodyOp"], UnrealizedCast,
    CreatePipeline, CreateIterator, IncIter, ProducerAcquire, ProducerWrite["BodyOp"],
    ProducerCommit, ConsumerWait, ConsumerRead["BodyOp"], ConsumerRelease, PipelineYield,
    Constant, AddI, SubI, MulI, DivUI, RemUI, AndI, AddF, MulF, CmpI, Select, IndexCast,
    ScfFor["BodyOp"], ScfIf["BodyOp"], ScfYield,
]
Op: TypeAlias = BodyOp
OPS: tuple[type, ...] = tuple(dict.fromkeys(getattr(t, "__origin__", t) for t in get_args(BodyOp)))
