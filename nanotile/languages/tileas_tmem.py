"""``tileas_tmem``: tensor-memory copies legalized into tcgen05 / ldmatrix / stmatrix moves.

Grammar, as a delta from ``tileas_abi``::

    tileas_tmem = tileas_abi
        - nv_tileas.copy crossing tensor memory   (other copies pass through; the checker enforces it)
        + nv_tileas.tmem_load     tensor memory -> registers   (one tcgen05.ld per register tile)
        + nv_tileas.tmem_store    registers -> tensor memory   (one tcgen05.st per register tile)
        + nv_tileas.ldmatrix      shared memory -> registers   (ldmatrix.sync.aligned, 16x128b layout)
        + nv_tileas.stmatrix      registers -> shared memory   (stmatrix.sync.aligned, 16x128b layout)

Register tiles between the moves carry the layout of the data-movement
shape (``#nv_tileas.layout<tmem_32x32b>`` or ``<tmem_16x128b>``), and
``shape`` / ``num`` spell the instruction (PTX ISA 9.7.16.2.3 "Data
Movement Shape"): ``.num`` repetitions of the shape cover the tile's
columns.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar, TypeAlias

from . import op_classes

if TYPE_CHECKING:
    from typing import Union
else:
    from . import OpUnion as Union   # the members without typing's checks: see languages/__init__.py

from ..enums import Enum, simple_enum
from ..ir.core import I32C, LOC, Value, enum_codec, operand, prop, register, result
from ..ir.record import Record, record
from ..ir.location import Location
from .structured import (
    AddF, AddI, AndI, CmpI, Constant, DivUI, IndexCast, MulF, MulI, TruncF, RemUI, ScfFor, ScfIf, ScfYield,
    Select, SubI,
)
from .tileas import (
    AgentSwitch, AllocTensor, AllocTmem, ConsumerRead, ConsumerRelease, ConsumerWait, Copy, CreateIterator,
    CreatePipeline, DeallocTmem, Dot, ExtractSlice, GetProgramId, GetWarpgroupId, IncIter, MakeMemref,
    PipelineYield, ProducerAcquire, ProducerCommit, ProducerWrite, TiledLoad, TiledStore, TileFunc,
    TileReturn,
)
from .tileas_tma import AllocMBarrier, AsyncTiledTmaLoad, AsyncTiledTmaStore, MBarrierInit, MBarrierWait


@simple_enum
class LdStShape(Enum):
    """A ``tcgen05.ld/st`` data-movement shape (``#nvvm.tcgen05_ldst_shape<shape_32x32b>``)."""

    SHAPE_32X32B = "shape_32x32b"
    SHAPE_16X128B = "shape_16x128b"

    @property
    def ptx(self) -> str:
        return self.value.removeprefix("shape_")


LDST_SHAPE = enum_codec(LdStShape, "nvvm", "tcgen05_ldst_shape")


@register
@record
class TmemLoad(metaclass=Record):
    """``%r = "nv_tileas.tmem_load"(%t) <{num = 128 : i32, shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>}> : (tensor<128x128xf32, #nv_tileas.tmem>) -> tensor<128x128xf32, #nv_tileas.layout<tmem_32x32b>>``

    Reads the whole tile into registers (``tcgen05.ld``, then ``tcgen05.wait::ld``).
    """

    NAME: ClassVar[str] = "nv_tileas.tmem_load"
    result: Value = result()
    tile: Value = operand()
    shape: LdStShape = prop("shape", LDST_SHAPE)
    num: int = prop("num", I32C)
    loc: Location = LOC()


@register
@record
class TmemStore(metaclass=Record):
    """``%t1 = "nv_tileas.tmem_store"(%r, %t) <{num = 128 : i32, shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>}> : (tensor<128x128xf32, #nv_tileas.layout<tmem_32x32b>>, tensor<128x128xf32, #nv_tileas.tmem>) -> tensor<128x128xf32, #nv_tileas.tmem>``

    Writes a register tile into the tensor-memory tile ``dest`` (``tcgen05.st``,
    then ``tcgen05.wait::st``); the result names ``dest`` afterwards.
    """

    NAME: ClassVar[str] = "nv_tileas.tmem_store"
    result: Value = result()
    value: Value = operand()
    dest: Value = operand()
    shape: LdStShape = prop("shape", LDST_SHAPE)
    num: int = prop("num", I32C)
    loc: Location = LOC()


@register
@record
class LdMatrix(metaclass=Record):
    """``%r = "nv_tileas.ldmatrix"(%s) : (tensor<128x32xf32, #nv_tileas.smem<swizzle = 128>>) -> tensor<128x32xf32, #nv_tileas.layout<tmem_16x128b>>``

    Reads a shared tile into the ``16x128b`` register layout with
    ``ldmatrix.sync.aligned.m8n8.x4.shared.b16`` (each 8x8 b16 matrix is
    8 rows of 16 bytes: 4 columns of 32-bit elements).
    """

    NAME: ClassVar[str] = "nv_tileas.ldmatrix"
    result: Value = result()
    source: Value = operand()
    loc: Location = LOC()


@register
@record
class StMatrix(metaclass=Record):
    """``%s1 = "nv_tileas.stmatrix"(%r, %s) : (tensor<128x32xf32, #nv_tileas.layout<tmem_16x128b>>, tensor<128x32xf32, #nv_tileas.smem<swizzle = 128>>) -> tensor<128x32xf32, #nv_tileas.smem<swizzle = 128>>``

    Writes a ``16x128b`` register tile into the shared tile ``dest`` with
    ``stmatrix.sync.aligned.m8n8.x4.shared.b16``; the result names ``dest`` afterwards.
    """

    NAME: ClassVar[str] = "nv_tileas.stmatrix"
    result: Value = result()
    value: Value = operand()
    dest: Value = operand()
    loc: Location = LOC()


TmemTileOp: TypeAlias = Union[AllocTmem, DeallocTmem, TmemLoad, TmemStore, LdMatrix, StMatrix]
"""The tensor-memory ops every language down to ``body`` carries (``lower_tcgen05`` lowers them)."""

TmemOp: TypeAlias = Union[
    TileFunc["TmemOp"], TileReturn, GetProgramId, GetWarpgroupId, MakeMemref,
    TiledLoad, TiledStore, ExtractSlice, Dot, AllocTmem, DeallocTmem, Copy, AllocTensor,
    TmemLoad, TmemStore, LdMatrix, StMatrix,
    AsyncTiledTmaLoad, AsyncTiledTmaStore, AllocMBarrier, MBarrierInit, MBarrierWait,
    CreatePipeline, CreateIterator, IncIter, ProducerAcquire, ProducerWrite["TmemOp"],
    ProducerCommit, ConsumerWait, ConsumerRead["TmemOp"], ConsumerRelease,
    AgentSwitch["TmemOp"], PipelineYield,
    Constant, AddI, SubI, MulI, DivUI, RemUI, AndI, AddF, MulF, TruncF, CmpI, Select, IndexCast,
    ScfFor["TmemOp"], ScfIf["TmemOp"], ScfYield,
]
Op: TypeAlias = TmemOp
OPS: tuple[type, ...] = op_classes(TmemOp)
