"""``tileas``: the input language -- scheduled, layout-assigned, buffer-free ``nv_tileas``.

Grammar (nanotile's MLIR syntax for the internal dialects; every op is
written in MLIR's generic form, see each class's docstring)::

    module   ::= builtin.module {nv_tileaa.compute_capability, nv_tileaa.target_spec} (func)*
    func     ::= nv_tileaa.func {sym_name, function_type, nv_tileaa.kernel_spec?} (stmt)* nv_tileaa.return
    stmt     ::= arith.* | scf.for | scf.if | nv_tileaa.get_program_id | nv_tileaa.make_memref
               | nv_tileas.tiled_load | nv_tileas.tiled_store | nv_tileas.tiled_atomic_rmw
               | nv_tileas.extract_slice | nv_tileas.dot
               | nv_tileas.alloc_tmem | nv_tileas.dealloc_tmem | nv_tileas.copy
               | nv_tileas.alloc_tensor
               | nv_tileas.get_warpgroup_id
               | nv_tileas.async.pipeline.{create_pipeline, create_iterator, inc_iter,
                   producer_acquire, producer_write, producer_commit,
                   consumer_wait, consumer_read, consumer_release, agent_switch, yield}

Types this language speaks:

* ``!nv_tileaa.ptr<T>``: a kernel's global pointer argument.
* ``memref<?x?xT, 1>``: a global row-major view made by ``make_memref``
  (address space 1; coordinates are i32 element offsets, outermost first).
* ``tensor<..., #nv_tileas.layout<blocked>>``: a register tile spread over
  all threads of the function, element ``i`` held by thread ``i mod T``.
* ``tensor<64xNxf32, #nv_tileas.layout<wgmma_acc>>``: a WGMMA accumulator
  fragment held by one warpgroup (the PTX ISA's m64nNk16 D layout).
* ``tensor<RxCxT, #nv_tileas.smem<swizzle = S>>``: a tile in shared memory,
  rows of C elements, swizzled by S bytes (0, 32, 64 or 128).
* ``tensor<RxCxT, #nv_tileas.tmem>``: a tile resident in tensor memory
  (sm_100a): row ``r`` is TMEM lane ``r``, 32-bit elements are one column
  each.  ``alloc_tmem`` gives one, ``dealloc_tmem`` frees it.
* ``tensor<..., #nv_tileas.layout<tmem_32x32b>>`` / ``<tmem_16x128b>``:
  register tiles in the layouts of ``tcgen05.ld/st`` (PTX ISA "Matrix
  fragments for shape .32x32b / .16x128b"): for ``32x32b``, warp ``w`` of
  the agent holds rows ``32 * (w % 4) ..`` one row per thread, column ``j``
  in register ``j``; for ``16x128b`` (the ``ldmatrix``/``stmatrix`` side),
  a warp's thread ``t`` holds rows ``t / 4`` and ``t / 4 + 8`` of each
  16-row half, column ``4 * i + t % 4`` in registers ``2 i`` and ``2 i + 1``.
* ``!nv_tileas.pipeline<stages = S, tensor...>`` and its
  ``!nv_tileas.pipeline_iter<stages = S>``, ``!nv_tileas.producer_token``,
  ``!nv_tileas.consumer_token``: the async pipeline programming model of
  spec 004.  A pipeline's element types are what each stage carries.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar, Generic, TypeAlias, TypeVar

from . import op_classes

if TYPE_CHECKING:
    from typing import Union
else:
    from . import OpUnion as Union   # the members without typing's checks: see languages/__init__.py

if TYPE_CHECKING:
    from typing_extensions import TypeIs

from ..enums import Enum, simple_enum
from ..ir.attributes import ArrayAttr, Attribute, DenseArrayAttr, DialectAttr, DictAttr, TypeAttr
from ..ir.core import (
    ARG_ATTRS, ISOLATED_FROM_ABOVE, TERMINATOR, Trait,
    I32_ARRAY, I32C, I64_ARRAY, LOC, STR, UNIT, Codec, CodecError, Region, Value, attr, enum_codec, operand,
    operands, opt_operand, prop, region, register, result, results, str_enum_codec,
)
from ..ir.location import Location
from ..ir.record import Record, record
from ..ir.types import I1, FunctionType, KeyParam, ShapeParam
from .structured import (
    AddF, AddI, AndI, CmpI, Constant, DivUI, IndexCast, MulF, MulI, TruncF, RemUI, ScfFor, ScfIf, ScfYield,
    Select, SubI,
)

OpT = TypeVar("OpT", covariant=True)


# ---------------------------------------------------------------------------
# Typed attributes.


@record
class KernelSpec(metaclass=Record):
    """``#nv_tileaa.kernel_spec<num_warps = 12, cluster = 1x1x1>``."""

    num_warps: int
    cluster: tuple[int, int, int] = (1, 1, 1)


def _kernel_spec_decode(a: Attribute) -> KernelSpec:
    if isinstance(a, DialectAttr) and (a.dialect, a.name) == ("nv_tileaa", "kernel_spec"):
        nw = a.param("num_warps")
        cl = a.param("cluster")
        if isinstance(nw, int) and nw > 0:
            if cl is None:
                return KernelSpec(nw)
            if isinstance(cl, ShapeParam) and len(cl.dims) == 3 and min(cl.dims) > 0:
                return KernelSpec(nw, (cl.dims[0], cl.dims[1], cl.dims[2]))
    raise CodecError(f"expects #nv_tileaa.kernel_spec<num_warps = N, cluster = XxYxZ>, got {a}")


def _kernel_spec_encode(k: KernelSpec) -> Attribute:
    return DialectAttr("nv_tileaa", "kernel_spec",
                       (KeyParam("num_warps", k.num_warps), KeyParam("cluster", ShapeParam(k.cluster))))


def _ftype_decode(a: Attribute) -> FunctionType:
    if isinstance(a, TypeAttr) and isinstance(a.type, FunctionType):
        return a.type
    raise CodecError(f"expects a function type, got {a}")



FUNCTION_TYPE = Codec("function type", _ftype_decode, TypeAttr)

KERNEL_SPEC = Codec("#nv_tileaa.kernel_spec", _kernel_spec_decode, _kernel_spec_encode)


@simple_enum
class Atom(Enum):
    """The copy / MMA atom a memop or dot was assigned (``#nv_tileas.atom<tma_load>``)."""

    LDG = "ldg"
    STG = "stg"
    LDGSTS = "ldgsts"
    TMA_LOAD = "tma_load"
    TMA_STORE = "tma_store"
    TMA_REDG = "tma_redg"
    UNKNOWN_COPY = "unknown_copy"
    WGMMA = "wgmma"
    UMMA = "umma"
    MMA_SYNC = "mma_sync"

    @property
    def is_tma(self) -> bool:
        return self in (Atom.TMA_LOAD, Atom.TMA_STORE, Atom.TMA_REDG)


ATOM = enum_codec(Atom, "nv_tileas", "atom")


@simple_enum
class MemSemantic(Enum):
    WEAK = "weak"
    RELAXED = "relaxed"
    ACQUIRE = "acquire"
    RELEASE = "release"
    ACQ_REL = "acq_rel"


@simple_enum
class MemScope(Enum):
    CTA = "cta"
    CLUSTER = "cluster"
    GPU = "gpu"
    SYS = "sys"


SEMANTIC = str_enum_codec(MemSemantic)
SCOPE = str_enum_codec(MemScope)


@simple_enum
class Padding(Enum):
    """What an out-of-bounds element reads as (``padding_value = "nan"``)."""

    ZERO = "zero"
    NEG_ZERO = "neg_zero"
    NAN = "nan"
    POS_INF = "pos_inf"
    NEG_INF = "neg_inf"

    @property
    def is_special(self) -> bool:
        """Every value but ``zero`` only exists for floating-point elements."""
        return self is not Padding.ZERO


@simple_enum
class RmwMode(Enum):
    """The read-modify-write of ``tiled_atomic_rmw`` (``rmw_mode = "add"``)."""

    ADD = "add"
    FADD = "fadd"
    AND = "and"
    OR = "or"
    XOR = "xor"
    MAX = "max"
    MIN = "min"
    UMAX = "umax"
    UMIN = "umin"
    XCHG = "xchg"


PADDING = str_enum_codec(Padding)
RMW_MODE = str_enum_codec(RmwMode)


def _bool_array_decode(a: Attribute) -> tuple[bool, ...]:
    if isinstance(a, DenseArrayAttr) and a.element == I1:
        return tuple(bool(v) for v in a.values)
    raise CodecError(f"expects array<i1: ...>, got {a}")


I1_ARRAY = Codec("array<i1>", _bool_array_decode,
                 lambda v: DenseArrayAttr(I1, tuple(int(b) for b in v)))


# ---------------------------------------------------------------------------
# Function boundary and indices.


@register
@record
class TileFunc(Generic[OpT], metaclass=Record):
    """``"nv_tileaa.func"() <{function_type = (!nv_tileaa.ptr<f32>, i32) -> (), sym_name = "k"}> ({^bb0(%a: !nv_tileaa.ptr<f32>, %n: i32): "nv_tileaa.return"() : () -> ()}) {nv_tileaa.kernel_spec = #nv_tileaa.kernel_spec<num_warps = 4, cluster = 1x1x1>} : () -> ()``"""

    NAME: ClassVar[str] = "nv_tileaa.func"
    TRAITS: ClassVar[frozenset[Trait]] = ISOLATED_FROM_ABOVE
    sym_name: str = prop("sym_name", STR)
    function_type: FunctionType = prop("function_type", FUNCTION_TYPE)
    body: Region[OpT] = region()
    kernel_spec: KernelSpec | None = attr("nv_tileaa.kernel_spec", KERNEL_SPEC, default=None)
    occupancy: int | None = attr("nv_tileaa.occupancy", I32C, default=None)
    arg_attrs: tuple[DictAttr, ...] = prop("arg_attrs", ARG_ATTRS, default=())
    num_host_tmas: int | None = attr("nv_tileas.num-host-tmas", I32C, default=None)
    num_device_tmas: int | None = attr("nv_tileas.num-device-tmas", I32C, default=None)
    loc: Location = LOC()


@register
@record
class TileReturn(metaclass=Record):
    """``"nv_tileaa.return"() : () -> ()``"""

    NAME: ClassVar[str] = "nv_tileaa.return"
    TRAITS: ClassVar[frozenset[Trait]] = TERMINATOR
    values: tuple[Value, ...] = operands()
    loc: Location = LOC()


@register
@record
class GetProgramId(metaclass=Record):
    """``%x = "nv_tileaa.get_program_id"() <{dim = 0 : i32}> : () -> i32`` (the CTA index along x, y or z)."""

    NAME: ClassVar[str] = "nv_tileaa.get_program_id"
    result: Value = result()
    dim: int = prop("dim", I32C)
    loc: Location = LOC()


@register
@record
class GetWarpgroupId(metaclass=Record):
    """``%w = "nv_tileas.get_warpgroup_id"() : () -> i32``: the warpgroup index inside the current agent."""

    NAME: ClassVar[str] = "nv_tileas.get_warpgroup_id"
    result: Value = result()
    loc: Location = LOC()


@register
@record
class MakeMemref(metaclass=Record):
    """``%v = "nv_tileaa.make_memref"(%p, %m, %n) : (!nv_tileaa.ptr<f16>, i32, i32) -> memref<?x?xf16, 1>``

    A row-major view of global memory: the last dimension is contiguous.
    """

    NAME: ClassVar[str] = "nv_tileaa.make_memref"
    result: Value = result()
    base: Value = operand()
    sizes: tuple[Value, ...] = operands()
    loc: Location = LOC()


# ---------------------------------------------------------------------------
# Token-ordered memops (spec 002).


@register
@record
class TiledLoad(metaclass=Record):
    """``%t = "nv_tileas.tiled_load"(%view, %r, %c) <{atom = #nv_tileas.atom<tma_load>, operandSegmentSizes = array<i32: 1, 2, 0, 0>}> : (memref<?x?xf16, 1>, i32, i32) -> tensor<64x64xf16, #nv_tileas.smem<swizzle = 128>>``

    Loads the tile at element offsets ``coords`` (outermost first) of
    ``view``.  Operand segments: view, coords, offsets, token (0 or 1).
    Results: the tile, then an optional out-token.  ``in_bounds`` (one flag
    per tile dimension) says which dimensions never leave the view;
    ``padding_value`` is what out-of-bounds elements read as.
    """

    NAME: ClassVar[str] = "nv_tileas.tiled_load"
    results: tuple[Value, ...] = results()
    view: Value = operand()
    coords: tuple[Value, ...] = operands()
    offsets: tuple[Value, ...] = operands()
    token: Value | None = opt_operand()
    atom: Atom = prop("atom", ATOM)
    allow_tma: bool = attr("allow_tma", UNIT, default=False)
    mem_semantic: MemSemantic | None = prop("mem_semantic", SEMANTIC, default=None)
    mem_scope: MemScope | None = prop("mem_scope", SCOPE, default=None)
    in_bounds: tuple[bool, ...] | None = prop("in_bounds", I1_ARRAY, default=None)
    padding_value: Padding | None = prop("padding_value", PADDING, default=None)
    loc: Location = LOC()


@register
@record
class TiledStore(metaclass=Record):
    """``"nv_tileas.tiled_store"(%view, %tile, %r, %c) <{atom = #nv_tileas.atom<stg>, operandSegmentSizes = array<i32: 1, 1, 2, 0, 0>}> : (memref<?x?xf32, 1>, tensor<64x64xf32, #nv_tileas.layout<blocked>>, i32, i32) -> ()``

    Stores ``tile`` at element offsets ``coords`` of ``view``.  Operand
    segments: view, tile, coords, offsets, token (0 or 1).  Results: an
    optional out-token.  ``in_bounds`` and ``padding_value`` as for
    ``tiled_load``; the verifier cross-checks them.
    """

    NAME: ClassVar[str] = "nv_tileas.tiled_store"
    results: tuple[Value, ...] = results()
    view: Value = operand()
    tile: Value = operand()
    coords: tuple[Value, ...] = operands()
    offsets: tuple[Value, ...] = operands()
    token: Value | None = opt_operand()
    atom: Atom = prop("atom", ATOM)
    allow_tma: bool = attr("allow_tma", UNIT, default=False)
    mem_semantic: MemSemantic | None = prop("mem_semantic", SEMANTIC, default=None)
    mem_scope: MemScope | None = prop("mem_scope", SCOPE, default=None)
    in_bounds: tuple[bool, ...] | None = prop("in_bounds", I1_ARRAY, default=None)
    padding_value: Padding | None = prop("padding_value", PADDING, default=None)
    loc: Location = LOC()


@register
@record
class TiledAtomicRmw(metaclass=Record):
    """``%old = "nv_tileas.tiled_atomic_rmw"(%view, %val, %r, %c) <{atom = #nv_tileas.atom<tma_redg>, mem_scope = "gpu", mem_semantic = "relaxed", operandSegmentSizes = array<i32: 1, 1, 2, 0, 0>, rmw_mode = "add"}> : (memref<?x?xf32, 1>, tensor<64x32xf32, #nv_tileas.smem<swizzle = 128>>, i32, i32) -> tensor<64x32xf32, #nv_tileas.smem<swizzle = 128>>``

    Applies ``rmw_mode`` with ``value`` to the tile at ``coords`` of
    ``view``.  Operand segments: view, value, coords, offsets, token (0 or
    1).  Results: the pre-image tile, then an optional out-token.
    ``rmw_mode`` is optional in the syntax so that its absence is the
    verifier's located "requires attribute 'rmw_mode'".
    """

    NAME: ClassVar[str] = "nv_tileas.tiled_atomic_rmw"
    results: tuple[Value, ...] = results()
    view: Value = operand()
    value: Value = operand()
    coords: tuple[Value, ...] = operands()
    offsets: tuple[Value, ...] = operands()
    token: Value | None = opt_operand()
    atom: Atom = prop("atom", ATOM)
    rmw_mode: RmwMode | None = prop("rmw_mode", RMW_MODE, default=None)
    mem_semantic: MemSemantic | None = prop("mem_semantic", SEMANTIC, default=None)
    mem_scope: MemScope | None = prop("mem_scope", SCOPE, default=None)
    in_bounds: tuple[bool, ...] | None = prop("in_bounds", I1_ARRAY, default=None)
    loc: Location = LOC()


@register
@record
class ExtractSlice(metaclass=Record):
    """``%s = "nv_tileas.extract_slice"(%t, %r, %c) <{sizes = array<i64: 64, 16>}> : (tensor<128x16xf16, #nv_tileas.smem<swizzle = 32>>, i32, i32) -> tensor<64x16xf16, #nv_tileas.smem<swizzle = 32>>``

    A sub-tile of a shared-memory tile at element offsets (outermost first).
    """

    NAME: ClassVar[str] = "nv_tileas.extract_slice"
    result: Value = result()
    source: Value = operand()
    offsets: tuple[Value, ...] = operands()
    sizes: tuple[int, ...] = prop("sizes", I64_ARRAY)
    loc: Location = LOC()


@register
@record
class Dot(metaclass=Record):
    """``%d = "nv_tileas.dot"(%a, %b, %acc) <{atom = #nv_tileas.atom<wgmma>}> : (tensor<64x16xf16, #nv_tileas.smem<swizzle = 32>>, tensor<128x16xf16, #nv_tileas.smem<swizzle = 32>>, tensor<64x128xf32, #nv_tileas.layout<wgmma_acc>>) -> tensor<64x128xf32, #nv_tileas.layout<wgmma_acc>>``

    ``acc + a * transpose(b)``: ``a`` is M x K and ``b`` is N x K, both
    K-major in shared memory; the accumulator is a warpgroup fragment.

    On sm_100a (``atom = #nv_tileas.atom<umma>``) the accumulator is a
    tensor-memory tile updated in place, the result naming it afterwards:
    ``%d = "nv_tileas.dot"(%a, %b, %acc) <{atom = #nv_tileas.atom<umma>}> : (tensor<128x16xf16, #nv_tileas.smem<swizzle = 32>>, tensor<128x16xf16, #nv_tileas.smem<swizzle = 32>>, tensor<128x128xf32, #nv_tileas.tmem>) -> tensor<128x128xf32, #nv_tileas.tmem>``
    (one thread issues ``tcgen05.mma``; completion is observed by the
    ``consumer_release`` of the stage and by the first copy out of the tile).

    ``pipeline_depth = N`` (N >= 1, WGMMA) leaves the N most recent MMA groups in
    flight (``wgmma.wait_group N``): the stage the dot reads is released N
    K-loop iterations later, and the accumulator is waited for before it is
    read by anything but another dot.  ``b_major = "mn"`` says ``b`` is
    K x N with N contiguous in shared memory (``acc + a * b``).
    """

    NAME: ClassVar[str] = "nv_tileas.dot"
    result: Value = result()
    lhs: Value = operand()
    rhs: Value = operand()
    acc: Value = operand()
    atom: Atom = prop("atom", ATOM)
    pipeline_depth: int | None = prop("pipeline_depth", I32C, default=None)
    b_major: str | None = prop("b_major", STR, default=None)
    loc: Location = LOC()


# ---------------------------------------------------------------------------
# The async pipeline (spec 004).


@register
@record
class CreatePipeline(metaclass=Record):
    """``%p = "nv_tileas.async.pipeline.create_pipeline"() <{consumer_arrivals = 256 : i32}> : () -> !nv_tileas.pipeline<stages = 3, tensor<128x16xf16, #nv_tileas.smem<swizzle = 32>>>``

    Stage storage for each element type and one full / one empty mbarrier
    per stage; ``consumer_arrivals`` threads release a stage.
    """

    NAME: ClassVar[str] = "nv_tileas.async.pipeline.create_pipeline"
    result: Value = result()
    consumer_arrivals: int = prop("consumer_arrivals", I32C)
    smem_offset: int | None = prop("smem_offset", I32C, default=None)
    loc: Location = LOC()


@register
@record
class CreateIterator(metaclass=Record):
    """``%it = "nv_tileas.async.pipeline.create_iterator"(%p) : (!nv_tileas.pipeline<stages = 2, tensor<64x16xf16, #nv_tileas.smem<swizzle = 32>>>) -> !nv_tileas.pipeline_iter<stages = 2>``"""

    NAME: ClassVar[str] = "nv_tileas.async.pipeline.create_iterator"
    result: Value = result()
    pipeline: Value = operand()
    loc: Location = LOC()


@register
@record
class IncIter(metaclass=Record):
    """``%it2 = "nv_tileas.async.pipeline.inc_iter"(%it) : (!nv_tileas.pipeline_iter<stages = 3>) -> !nv_tileas.pipeline_iter<stages = 3>``"""

    NAME: ClassVar[str] = "nv_tileas.async.pipeline.inc_iter"
    result: Value = result()
    iterator: Value = operand()
    loc: Location = LOC()


@register
@record
class ProducerAcquire(metaclass=Record):
    """``%t = "nv_tileas.async.pipeline.producer_acquire"(%p, %it) : (!nv_tileas.pipeline<stages = 2, tensor<64x16xf16, #nv_tileas.smem<swizzle = 32>>>, !nv_tileas.pipeline_iter<stages = 2>) -> !nv_tileas.producer_token``: wait until the stage is empty."""

    NAME: ClassVar[str] = "nv_tileas.async.pipeline.producer_acquire"
    result: Value = result()
    pipeline: Value = operand()
    iterator: Value = operand()
    loc: Location = LOC()


@register
@record
class ProducerWrite(Generic[OpT], metaclass=Record):
    """``"nv_tileas.async.pipeline.producer_write"(%t) ({"nv_tileas.async.pipeline.yield"(%a) : (tensor<64x16xf16, #nv_tileas.smem<swizzle = 32>>) -> ()}) : (!nv_tileas.producer_token) -> ()``

    The region computes one value per pipeline element type; they land in
    the acquired stage.
    """

    NAME: ClassVar[str] = "nv_tileas.async.pipeline.producer_write"
    token: Value = operand()
    body: Region[OpT] = region()
    loc: Location = LOC()


@register
@record
class ProducerCommit(metaclass=Record):
    """``"nv_tileas.async.pipeline.producer_commit"(%t) : (!nv_tileas.producer_token) -> ()``: the stage is full."""

    NAME: ClassVar[str] = "nv_tileas.async.pipeline.producer_commit"
    token: Value = operand()
    loc: Location = LOC()


@register
@record
class ConsumerWait(metaclass=Record):
    """``%t = "nv_tileas.async.pipeline.consumer_wait"(%p, %it) <{consumer_idx = 0 : i32}> : (!nv_tileas.pipeline<stages = 2, tensor<64x16xf16, #nv_tileas.smem<swizzle = 32>>>, !nv_tileas.pipeline_iter<stages = 2>) -> !nv_tileas.consumer_token``: wait until the stage is full."""

    NAME: ClassVar[str] = "nv_tileas.async.pipeline.consumer_wait"
    result: Value = result()
    pipeline: Value = operand()
    iterator: Value = operand()
    consumer_idx: int = prop("consumer_idx", I32C)
    loc: Location = LOC()


@register
@record
class ConsumerRead(Generic[OpT], metaclass=Record):
    """``%r = "nv_tileas.async.pipeline.consumer_read"(%t) ({^bb0(%a: tensor<64x16xf16, #nv_tileas.smem<swizzle = 32>>): "nv_tileas.async.pipeline.yield"(%acc) : (tensor<64x128xf32, #nv_tileas.layout<wgmma_acc>>) -> ()}) : (!nv_tileas.consumer_token) -> tensor<64x128xf32, #nv_tileas.layout<wgmma_acc>>``

    The region's arguments are the stage's values, one per pipeline element type.
    """

    NAME: ClassVar[str] = "nv_tileas.async.pipeline.consumer_read"
    results: tuple[Value, ...] = results()
    token: Value = operand()
    body: Region[OpT] = region()
    loc: Location = LOC()


@register
@record
class ConsumerRelease(metaclass=Record):
    """``"nv_tileas.async.pipeline.consumer_release"(%t) : (!nv_tileas.consumer_token) -> ()``: the stage may be refilled.

    With ``{umma}`` (sm_100a) the stage is released when the ``tcgen05.mma``
    ops that read it complete: the thread that issued them commits them onto
    the stage's empty barrier (one arrival, so the pipeline's
    ``consumer_arrivals`` is 1):
    ``"nv_tileas.async.pipeline.consumer_release"(%t) {umma} : (!nv_tileas.consumer_token) -> ()``.
    """

    NAME: ClassVar[str] = "nv_tileas.async.pipeline.consumer_release"
    token: Value = operand()
    umma: bool = attr("umma", UNIT, default=False)
    loc: Location = LOC()


@register
@record
class AgentSwitch(Generic[OpT], metaclass=Record):
    """``"nv_tileas.async.pipeline.agent_switch"() <{agent_warps = array<i32: 4, 8>}> ({"nv_tileas.async.pipeline.yield"() : () -> ()}, {"nv_tileas.async.pipeline.yield"() : () -> ()}) : () -> ()``

    Region ``i`` runs on the ``agent_warps[i]`` warps following those of the
    regions before it.  A region whose async copies are its only memory
    traffic (a TMA producer) runs on one elected thread of its agent.
    ``agent_registers`` (optional, one per region) is each agent's register
    budget: its warpgroups ``setmaxnreg`` to it on entry.
    """

    NAME: ClassVar[str] = "nv_tileas.async.pipeline.agent_switch"
    agent_warps: tuple[int, ...] = prop("agent_warps", I32_ARRAY)
    producer: Region[OpT] = region()
    consumer: Region[OpT] = region()
    loc: Location = LOC()
    agent_registers: tuple[int, ...] | None = prop("agent_registers", I32_ARRAY, default=None)


@register
@record
class PipelineYield(metaclass=Record):
    """``"nv_tileas.async.pipeline.yield"(%a) : (tensor<64x16xf16, #nv_tileas.smem<swizzle = 32>>) -> ()``: terminates pipeline and agent regions."""

    NAME: ClassVar[str] = "nv_tileas.async.pipeline.yield"
    TRAITS: ClassVar[frozenset[Trait]] = TERMINATOR
    values: tuple[Value, ...] = operands()
    loc: Location = LOC()


# ---------------------------------------------------------------------------
# Tensor memory (sm_100a; spec 002 "Tensor-Memory Copy Legalization", spec 000
# ``nv_tileas.dot -> nvvm.tcgen05.mma``).


@simple_enum
class MemorySpace(Enum):
    """The spec's 4-bit memory-space tag of a copy end (``#nv_tileas.memory_space<tmem>``).

    ``generic`` is the register file (the spec's "rmem") for a copy end.
    """

    GENERIC = "generic"
    LOCAL = "local"
    SHARED = "shared"
    GLOBAL = "global"
    TMEM = "tmem"
    CONSTANT = "constant"

    @property
    def code(self) -> int:
        """The enum's value in the spec's encoding: 0 generic .. 5 constant."""
        return list(MemorySpace).index(self)


MEMORY_SPACE = enum_codec(MemorySpace, "nv_tileas", "memory_space")


@register
@record
class AllocTmem(metaclass=Record):
    """``%t = "nv_tileas.alloc_tmem"() : () -> tensor<128x128xf32, #nv_tileas.tmem>``

    Allocates tensor-memory columns for one tile (the tile's 32-bit columns
    rounded up to a power of two, at least 32) and relinquishes the CTA's
    allocation permit.  Executed by every thread of the CTA at function
    level; lowered to ``tcgen05.alloc`` by warp 0 into a shared-memory slot
    that every thread then reads.
    """

    NAME: ClassVar[str] = "nv_tileas.alloc_tmem"
    result: Value = result()
    smem_offset: int | None = prop("smem_offset", I32C, default=None)
    loc: Location = LOC()


@register
@record
class DeallocTmem(metaclass=Record):
    """``"nv_tileas.dealloc_tmem"(%t) : (tensor<128x128xf32, #nv_tileas.tmem>) -> ()``

    Frees the columns of an ``alloc_tmem`` (every thread of the CTA, at
    function level, after every use of the tile).
    """

    NAME: ClassVar[str] = "nv_tileas.dealloc_tmem"
    tile: Value = operand()
    loc: Location = LOC()


@register
@record
class Copy(metaclass=Record):
    """``%r = "nv_tileas.copy"(%t) <{dst_space = #nv_tileas.memory_space<generic>, src_space = #nv_tileas.memory_space<tmem>}> : (tensor<128x128xf32, #nv_tileas.tmem>) -> tensor<128x128xf32, #nv_tileas.layout<tmem_32x32b>>``

    Copies ``source`` (in ``src_space``) to ``dst_space``.  A copy into
    memory (tmem, shared) names the destination tile as its second operand
    and returns it, now holding the data:
    ``%t1 = "nv_tileas.copy"(%z, %t0) <{dst_space = #nv_tileas.memory_space<tmem>, src_space = #nv_tileas.memory_space<generic>}> : (tensor<128x128xf32, #nv_tileas.layout<tmem_32x32b>>, tensor<128x128xf32, #nv_tileas.tmem>) -> tensor<128x128xf32, #nv_tileas.tmem>``.
    A copy into registers has no destination operand.  The tags are the
    spec's 4-bit enum and must agree with the operand types.
    """

    NAME: ClassVar[str] = "nv_tileas.copy"
    result: Value = result()
    source: Value = operand()
    dest: Value | None = opt_operand()
    src_space: MemorySpace = prop("src_space", MEMORY_SPACE)
    dst_space: MemorySpace = prop("dst_space", MEMORY_SPACE)
    loc: Location = LOC()


@register
@record
class AllocTensor(metaclass=Record):
    """``%t = "nv_tileas.alloc_tensor"() : () -> tensor<64x128xf16, #nv_tileas.smem<swizzle = 0>>``

    A shared-memory tile of its own (not a pipeline stage's), for a ``copy``
    from registers to fill and a TMA ``tiled_store`` to write out.  Inside
    an agent every warpgroup of the agent gets its own tile (like its
    registers); at function level there is one.  Its contents are undefined
    until written.  ``synthesize_global_smem`` places it (``smem_offset``).
    """

    NAME: ClassVar[str] = "nv_tileas.alloc_tensor"
    result: Value = result()
    smem_offset: int | None = prop("smem_offset", I32C, default=None)
    loc: Location = LOC()


# ---------------------------------------------------------------------------
# The language.

TileAsOp: TypeAlias = Union[
    TileFunc["TileAsOp"], TileReturn, GetProgramId, GetWarpgroupId, MakeMemref,
    TiledLoad, TiledStore, TiledAtomicRmw, ExtractSlice, Dot, AllocTmem, DeallocTmem, Copy, AllocTensor,
    CreatePipeline, CreateIterator, IncIter, ProducerAcquire, ProducerWrite["TileAsOp"],
    ProducerCommit, ConsumerWait, ConsumerRead["TileAsOp"], ConsumerRelease,
    AgentSwitch["TileAsOp"], PipelineYield,
    Constant, AddI, SubI, MulI, DivUI, RemUI, AndI, AddF, MulF, TruncF, CmpI, Select, IndexCast,
    ScfFor["TileAsOp"], ScfIf["TileAsOp"], ScfYield,
]
Op: TypeAlias = TileAsOp
OPS: tuple[type, ...] = op_classes(TileAsOp)


PipelineLeafOp: TypeAlias = Union[
    CreatePipeline, CreateIterator, IncIter, ProducerAcquire, ProducerCommit, ConsumerWait, ConsumerRelease,
]
"""The pipeline ops without regions, ``async.pipeline.yield`` aside (``lower_pipeline_tokens`` lowers them)."""
