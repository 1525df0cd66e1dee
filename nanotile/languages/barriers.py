"""``barriers``: standalone mbarriers are arena addresses and nvvm.mbarrier ops.

Grammar, as a delta from ``regtiles``::

    barriers = regtiles - alloc_mbarrier - async.mbarrier_init - async.mbarrier_wait
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
from .tileas_tma import AsyncTiledTmaLoad, AsyncTiledTmaStore
from .tileas_tmem import TmemTileOp

if TYPE_CHECKING:
    from typing_extensions import TypeIs

BarriersOp: TypeAlias = Union[
    TmemTileOp,
    LlvmOp, LLVMFunc["BarriersOp"], UnrealizedCast, ExtractSlice, Dot, AsyncTiledTmaLoad,
    AsyncTiledTmaStore, CreatePipeline, CreateIterator, IncIter, ProducerAcquire,
    ProducerWrite["BarriersOp"], ProducerCommit, ConsumerWait, ConsumerRead["BarriersOp"], ConsumerRelease,
    PipelineYield, Constant, AddI, SubI, MulI, DivUI, RemUI, AndI, AddF, MulF, TruncF, CmpI, Select, IndexCast,
    ScfFor["BarriersOp"], ScfIf["BarriersOp"], ScfYield,
]
Op: TypeAlias = BarriersOp
OPS: tuple[type, ...] = op_classes(BarriersOp)


BarriersPassthrough: TypeAlias = Union[
    TmemTileOp, LlvmOp, UnrealizedCast, ExtractSlice, Dot, AsyncTiledTmaLoad, AsyncTiledTmaStore, PipelineLeafOp,
    PipelineYield, ArithOp, ScfYield,
]
"""The ops ``lower_mbarriers`` (regtiles -> barriers) returns as they are: the leaves of both languages it
does not rewrite.  Its rule passes them through in one line; the rest it matches exhaustively."""
_PASSTHROUGH: frozenset[type] = frozenset(get_args(BarriersPassthrough))


def is_passthrough_for_lower_mbarriers(op: object) -> TypeIs[BarriersPassthrough]:
    return type(op) in _PASSTHROUGH
