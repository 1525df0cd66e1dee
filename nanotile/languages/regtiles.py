"""``regtiles``: register tiles are LLVM structs of per-thread fragments.

Grammar, as a delta from ``ids``::

    regtiles = ids - tiled_load - tiled_store - copy

and ``arith.constant`` / ``addf`` / ``mulf`` remain on scalars only, ``extract_slice`` on shared tiles only; region
results, block arguments and yields carry register tiles as their structs.
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
    AddF, AddI, AndI, CmpI, Constant, DivUI, IndexCast, MulF, MulI, TruncF, RemUI, ScfFor, ScfIf, ScfYield,
    Select, SubI,
)
from .tileas import (
    ConsumerRead, ConsumerRelease, ConsumerWait, CreateIterator, CreatePipeline, Dot, ExtractSlice, IncIter,
    PipelineLeafOp, PipelineYield, ProducerAcquire, ProducerCommit, ProducerWrite,
)
from .tileas_tma import (
    AllocMBarrier, AsyncTiledTmaLoad, AsyncTiledTmaStore, MBarrierInit, MBarrierOp, MBarrierWait,
)
from .tileas_tmem import TmemTileOp

if TYPE_CHECKING:
    from typing_extensions import TypeIs

RegTilesOp: TypeAlias = Union[
    TmemTileOp,
    LlvmOp, LLVMFunc["RegTilesOp"], UnrealizedCast, ExtractSlice, Dot, AsyncTiledTmaLoad,
    AsyncTiledTmaStore, AllocMBarrier, MBarrierInit, MBarrierWait, CreatePipeline, CreateIterator, IncIter,
    ProducerAcquire, ProducerWrite["RegTilesOp"], ProducerCommit, ConsumerWait, ConsumerRead["RegTilesOp"],
    ConsumerRelease, PipelineYield, Constant, AddI, SubI, MulI, DivUI, RemUI, AndI, AddF, MulF, TruncF, CmpI,
    Select, IndexCast, ScfFor["RegTilesOp"], ScfIf["RegTilesOp"], ScfYield,
]
Op: TypeAlias = RegTilesOp
OPS: tuple[type, ...] = op_classes(RegTilesOp)


RegTilesPassthrough: TypeAlias = Union[
    TmemTileOp, LlvmOp, UnrealizedCast, Dot, AsyncTiledTmaLoad, AsyncTiledTmaStore, MBarrierOp,
    PipelineLeafOp, AddI, SubI, MulI, DivUI, RemUI, AndI, CmpI, Select, IndexCast,
]
"""The ops ``lower_register_tiles`` (ids -> regtiles) returns as they are: the leaves of both languages it
does not rewrite.  Its rule passes them through in one line; the rest it matches exhaustively.
Its scalar ``arith.constant`` / ``addf`` / ``mulf`` / ``truncf`` and its ``extract_slice`` of a shared tile
pass through too, in the pass's own arm (the same classes are lowered on register tiles)."""
_PASSTHROUGH: frozenset[type] = frozenset(get_args(RegTilesPassthrough))


def is_passthrough_for_lower_register_tiles(op: object) -> TypeIs[RegTilesPassthrough]:
    return type(op) in _PASSTHROUGH
