"""``tcgen05``: tensor memory and the sm_100a MMA are tcgen05 instructions (``llvm.inline_asm``).

Grammar, as a delta from ``tma``::

    tcgen05 = tma - nv_tileas.alloc_tmem - nv_tileas.dealloc_tmem
                  - nv_tileas.tmem_load - nv_tileas.tmem_store - nv_tileas.ldmatrix - nv_tileas.stmatrix
                  - nv_tileas.dot with atom umma                (the checker enforces it)

A tensor-memory tile is now its ``!llvm.ptr<6>`` address; the PTX the NVVM
dialect of LLVM 19 lacks is ``llvm.inline_asm`` (already in ``tma``).  A
``consumer_release {umma}`` remains for ``lower_pipeline_tokens``.
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
    ConsumerRead, ConsumerRelease, ConsumerWait, CreateIterator, CreatePipeline, Dot, ExtractSlice,
    IncIter, PipelineLeafOp, PipelineYield, ProducerAcquire, ProducerCommit, ProducerWrite,
)
from .tileas_tma import AsyncTiledTmaLoad

if TYPE_CHECKING:
    from typing_extensions import TypeIs

Tcgen05Op: TypeAlias = Union[
    LlvmOp, LLVMFunc["Tcgen05Op"], UnrealizedCast, ExtractSlice, Dot, AsyncTiledTmaLoad, CreatePipeline,
    CreateIterator, IncIter, ProducerAcquire, ProducerWrite["Tcgen05Op"], ProducerCommit, ConsumerWait,
    ConsumerRead["Tcgen05Op"], ConsumerRelease, PipelineYield, Constant, AddI, SubI, MulI, DivUI, RemUI,
    AndI, AddF, MulF, TruncF, CmpI, Select, IndexCast, ScfFor["Tcgen05Op"], ScfIf["Tcgen05Op"], ScfYield,
]
Op: TypeAlias = Tcgen05Op
OPS: tuple[type, ...] = op_classes(Tcgen05Op)


Tcgen05Passthrough: TypeAlias = Union[LlvmOp, UnrealizedCast, ExtractSlice, AsyncTiledTmaLoad, PipelineLeafOp, ArithOp]
"""The ops ``lower_tcgen05`` (tma -> tcgen05) returns as they are: the leaves of both languages it
does not rewrite.  Its rule passes them through in one line; the rest it matches exhaustively.
A ``dot`` other than ``umma`` passes through too, in the pass's own arm (the class is lowered when
its atom is ``umma``); ``scf.yield`` / ``async.pipeline.yield`` are rewritten (TMEM tiles they carry
become addresses)."""
_PASSTHROUGH: frozenset[type] = frozenset(get_args(Tcgen05Passthrough))


def is_passthrough_for_lower_tcgen05(op: object) -> TypeIs[Tcgen05Passthrough]:
    return type(op) in _PASSTHROUGH
