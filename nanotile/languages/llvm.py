"""``llvm``: the final language, MLIR's ``llvm`` + ``nvvm`` dialects.

Grammar::

    llvm     = module-op*
    module-op = llvm.mlir.global | llvm.func
    llvm.func body = blocks of leaf ops, each block ending in llvm.br | llvm.cond_br | llvm.return
    leaf     = llvm arithmetic, casts, memory, aggregates, constants
             | nvvm special registers, barriers, mbarriers, TMA bulk copies, WGMMA

Every op prints in MLIR's generic form with exactly the properties LLVM 19's
``mlir-opt`` expects, so the text nanotile emits for ``--emit llvm`` goes
through ``mlir-opt-19 --convert-nvvm-to-llvm | mlir-translate-19
--mlir-to-llvmir | llc-19`` unchanged (a test runs that chain).

``builtin.unrealized_conversion_cast`` is defined here because the
intermediate languages use it; it is not part of ``llvm`` (``OPS``), and
``reconcile_casts`` removes the last of them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar, Generic, NewType, TypeAlias, TypeVar, get_args

if TYPE_CHECKING:
    from typing import Union
else:
    from . import OpUnion as Union   # the members without typing's checks: see languages/__init__.py

if TYPE_CHECKING:
    from typing_extensions import TypeIs

from ..enums import Enum, simple_enum
from ..ir.attributes import Attribute, DialectAttr, DictAttr, IntegerAttr, TypeAttr
from ..ir.core import (
    ARG_ATTRS, ISOLATED_FROM_ABOVE, PURE, TERMINATOR, Trait,
    I32_ARRAY, I32C, I64_ARRAY, I64C, LOC, RAW, STR, SYM, TYPE, UNIT, Codec, CodecError, Kind, Module, Region,
    Successor, Value, attr, operand, operands, opt_operand, prop, region, register, result, results,
    successor, word_enum_codec,
)
from ..ir.location import Location
from ..ir.record import Record, field, record
from ..ir.types import BF16, I64, KeyParam, LLVMFunctionType, Type

OpT = TypeVar("OpT", covariant=True)


def _llvm_ftype_decode(a: Attribute) -> LLVMFunctionType:
    if isinstance(a, TypeAttr) and isinstance(a.type, LLVMFunctionType):
        return a.type
    raise CodecError(f"expects an !llvm.func<...> type, got {a}")


LLVM_FUNC_TYPE = Codec("!llvm.func type", _llvm_ftype_decode, TypeAttr)


def _word_codec(dialect: str, name: str) -> Codec:
    """``#dialect.name<word>`` <-> ``"word"`` (``#llvm.linkage<internal>``)."""

    def dec(a: Attribute) -> str:
        if isinstance(a, DialectAttr) and (a.dialect, a.name) == (dialect, name) and len(a.params) == 1 \
                and isinstance(a.params[0], str):
            return a.params[0]
        raise CodecError(f"expects #{dialect}.{name}<...>, got {a}")

    return Codec(f"#{dialect}.{name}", dec, lambda v: DialectAttr(dialect, name, (v,)))


LINKAGE = _word_codec("llvm", "linkage")
PROXY_KIND = _word_codec("nvvm", "proxy_kind")
SHARED_SPACE = _word_codec("nvvm", "shared_space")


@simple_enum
class ICmpPredicate(Enum):
    """LLVM's integer comparison predicates, with their MLIR ``i64`` encodings."""

    __hash__ = object.__hash__     # by identity, as ir/core's Trait (cse keys and the emitter hash them)

    EQ = 0
    NE = 1
    SLT = 2
    SLE = 3
    SGT = 4
    SGE = 5
    ULT = 6
    ULE = 7
    UGT = 8
    UGE = 9


def _pred_decode(a: Attribute) -> ICmpPredicate:
    if isinstance(a, IntegerAttr) and a.type == I64:
        for p in ICmpPredicate:
            if p.value == a.value:
                return p
    raise CodecError(f"expects an i64 predicate 0..9, got {a}")


ICMP_PREDICATE = Codec("llvm.icmp predicate", _pred_decode, lambda p: IntegerAttr(p.value, I64))

# -- module level -------------------------------------------------------------


@register
@record
class LLVMFunc(Generic[OpT], metaclass=Record):
    """``"llvm.func"() <{function_type = !llvm.func<void (ptr<1>)>, sym_name = "k"}> ({^bb0(%p: !llvm.ptr<1>): "llvm.return"() : () -> ()}) {nvvm.kernel, nvvm.reqntid = array<i32: 128, 1, 1>} : () -> ()``

    The kernel attributes are typed fields; ``cute.kernel`` marks a kernel
    until ``cute_kernel_to_nvvm`` turns it into ``nvvm.kernel``.
    """

    NAME: ClassVar[str] = "llvm.func"
    TRAITS: ClassVar[frozenset[Trait]] = ISOLATED_FROM_ABOVE
    sym_name: str = prop("sym_name", STR)
    function_type: LLVMFunctionType = prop("function_type", LLVM_FUNC_TYPE)
    body: Region[OpT] = region()
    arg_attrs: tuple[DictAttr, ...] = prop("arg_attrs", ARG_ATTRS, default=())
    cute_kernel: bool = attr("cute.kernel", UNIT, default=False)
    kernel: bool = attr("nvvm.kernel", UNIT, default=False)
    reqntid: tuple[int, ...] | None = attr("nvvm.reqntid", I32_ARRAY, default=None)
    minctasm: int | None = attr("nvvm.minctasm", I32C, default=None)
    maxnreg: int | None = attr("nvvm.maxnreg", I32C, default=None)
    cluster_dim: tuple[int, ...] | None = attr("nvvm.cluster_dim", I32_ARRAY, default=None)
    blocks_are_clusters: bool = attr("nvvm.blocksareclusters", UNIT, default=False)
    loc: Location = LOC()


BodyT = TypeVar("BodyT")


def with_body(f: LLVMFunc[Any], body: Region[BodyT]) -> LLVMFunc[BodyT]:
    """``f`` with a new body (and so a new op type): symbol, signature, argument and kernel attributes kept.

    Built field by field, not with ``dataclasses.replace``, so the result is
    typed by the new body's language rather than the input's.
    """
    return LLVMFunc(f.sym_name, f.function_type, body, f.arg_attrs, f.cute_kernel, f.kernel, f.reqntid,
                    f.minctasm, f.maxnreg, f.cluster_dim, f.blocks_are_clusters, f.loc)


@register
@record
class Global(metaclass=Record):
    """``"llvm.mlir.global"() <{addr_space = 3 : i32, alignment = 16 : i64, global_type = !llvm.array<1024 x i8>, linkage = #llvm.linkage<internal>, sym_name = "global_smem"}> ({}) : () -> ()``

    The initializer region is always empty (LLVM requires the region to be
    there): nanotile's globals are uninitialised shared memory or carry a
    ``value`` attribute.
    """

    NAME: ClassVar[str] = "llvm.mlir.global"
    sym_name: str = prop("sym_name", STR)
    global_type: Type = prop("global_type", TYPE)
    linkage: str = prop("linkage", LINKAGE)
    addr_space: int = prop("addr_space", I32C)
    alignment: int | None = prop("alignment", I64C, default=None)
    value: Attribute | None = prop("value", RAW, default=None)
    loc: Location = LOC()
    initializer: Region[Any] = field(default=Region(()), metadata={"kind": Kind.REGION})


# -- control flow ---------------------------------------------------------------


@register
@record
class LLVMReturn(metaclass=Record):
    """``"llvm.return"() : () -> ()``"""

    NAME: ClassVar[str] = "llvm.return"
    TRAITS: ClassVar[frozenset[Trait]] = TERMINATOR
    values: tuple[Value, ...] = operands()
    loc: Location = LOC()


@register
@record
class Br(metaclass=Record):
    """``"llvm.br"(%x)[^bb1] : (i32) -> ()``"""

    NAME: ClassVar[str] = "llvm.br"
    TRAITS: ClassVar[frozenset[Trait]] = TERMINATOR
    dest: Successor = successor()
    loc: Location = LOC()


@register
@record
class CondBr(metaclass=Record):
    """``"llvm.cond_br"(%c, %x)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, i32) -> ()``"""

    NAME: ClassVar[str] = "llvm.cond_br"
    TRAITS: ClassVar[frozenset[Trait]] = TERMINATOR
    cond: Value = operand()
    true_dest: Successor = successor()
    false_dest: Successor = successor()
    loc: Location = LOC()


# -- constants, casts ---------------------------------------------------------------


@register
@record
class LLVMConstant(metaclass=Record):
    """``%c = "llvm.mlir.constant"() <{value = 4 : i32}> : () -> i32``"""

    NAME: ClassVar[str] = "llvm.mlir.constant"
    TRAITS: ClassVar[frozenset[Trait]] = PURE
    result: Value = result()
    value: Attribute = prop("value", RAW)
    loc: Location = LOC()


@register
@record
class Undef(metaclass=Record):
    """``%u = "llvm.mlir.undef"() : () -> !llvm.struct<(f32, f32)>``"""

    NAME: ClassVar[str] = "llvm.mlir.undef"
    TRAITS: ClassVar[frozenset[Trait]] = PURE
    result: Value = result()
    loc: Location = LOC()


@register
@record
class AddressOf(metaclass=Record):
    """``%p = "llvm.mlir.addressof"() <{global_name = @global_smem}> : () -> !llvm.ptr<3>``"""

    NAME: ClassVar[str] = "llvm.mlir.addressof"
    TRAITS: ClassVar[frozenset[Trait]] = PURE
    result: Value = result()
    global_name: str = prop("global_name", SYM)
    loc: Location = LOC()


@register
@record
class UnrealizedCast(metaclass=Record):
    """``%y = "builtin.unrealized_conversion_cast"(%x) : (!llvm.ptr<1>) -> memref<?xf32, 1>``

    Not part of ``llvm``: intermediate languages carry it where a value
    crosses from a converted type to an unconverted one.
    """

    NAME: ClassVar[str] = "builtin.unrealized_conversion_cast"
    results: tuple[Value, ...] = results()
    inputs: tuple[Value, ...] = operands()
    loc: Location = LOC()


@register
@record
class ZExt(metaclass=Record):
    """``%y = "llvm.zext"(%x) : (i32) -> i64``"""

    NAME: ClassVar[str] = "llvm.zext"
    TRAITS: ClassVar[frozenset[Trait]] = PURE
    result: Value = result()
    arg: Value = operand()
    loc: Location = LOC()


@register
@record
class SExt(metaclass=Record):
    """``%y = "llvm.sext"(%x) : (i32) -> i64``"""

    NAME: ClassVar[str] = "llvm.sext"
    TRAITS: ClassVar[frozenset[Trait]] = PURE
    result: Value = result()
    arg: Value = operand()
    loc: Location = LOC()


@register
@record
class Trunc(metaclass=Record):
    """``%y = "llvm.trunc"(%x) : (i64) -> i32``"""

    NAME: ClassVar[str] = "llvm.trunc"
    TRAITS: ClassVar[frozenset[Trait]] = PURE
    result: Value = result()
    arg: Value = operand()
    loc: Location = LOC()


@register
@record
class Freeze(metaclass=Record):
    """``%y = "llvm.freeze"(%x) : (!llvm.struct<(f32, f32)>) -> !llvm.struct<(f32, f32)>``

    ``%x`` itself when it is not poison: the PTX emitter gives ``%y`` its own
    registers (a copy), which is how ``plan_accumulators`` asks for one.
    """

    NAME: ClassVar[str] = "llvm.freeze"
    result: Value = result()
    arg: Value = operand()
    loc: Location = LOC()


@register
@record
class PtrToInt(metaclass=Record):
    """``%y = "llvm.ptrtoint"(%p) : (!llvm.ptr<3>) -> i64``"""

    NAME: ClassVar[str] = "llvm.ptrtoint"
    TRAITS: ClassVar[frozenset[Trait]] = PURE
    result: Value = result()
    arg: Value = operand()
    loc: Location = LOC()


@register
@record
class FPTrunc(metaclass=Record):
    """``%y = "llvm.fptrunc"(%x) : (f32) -> f16``"""

    NAME: ClassVar[str] = "llvm.fptrunc"
    TRAITS: ClassVar[frozenset[Trait]] = PURE
    result: Value = result()
    arg: Value = operand()
    loc: Location = LOC()


@register
@record
class FPExt(metaclass=Record):
    """``%y = "llvm.fpext"(%x) : (f16) -> f32``"""

    NAME: ClassVar[str] = "llvm.fpext"
    TRAITS: ClassVar[frozenset[Trait]] = PURE
    result: Value = result()
    arg: Value = operand()
    loc: Location = LOC()


# -- arithmetic ---------------------------------------------------------------------


@register
@record
class Add(metaclass=Record):
    """``%r = "llvm.add"(%a, %b) : (i32, i32) -> i32``"""

    NAME: ClassVar[str] = "llvm.add"
    TRAITS: ClassVar[frozenset[Trait]] = PURE
    result: Value = result()
    lhs: Value = operand()
    rhs: Value = operand()
    loc: Location = LOC()


@register
@record
class Sub(metaclass=Record):
    """``%r = "llvm.sub"(%a, %b) : (i32, i32) -> i32``"""

    NAME: ClassVar[str] = "llvm.sub"
    TRAITS: ClassVar[frozenset[Trait]] = PURE
    result: Value = result()
    lhs: Value = operand()
    rhs: Value = operand()
    loc: Location = LOC()


@register
@record
class Mul(metaclass=Record):
    """``%r = "llvm.mul"(%a, %b) : (i32, i32) -> i32``"""

    NAME: ClassVar[str] = "llvm.mul"
    TRAITS: ClassVar[frozenset[Trait]] = PURE
    result: Value = result()
    lhs: Value = operand()
    rhs: Value = operand()
    loc: Location = LOC()


@register
@record
class UDiv(metaclass=Record):
    """``%r = "llvm.udiv"(%a, %b) : (i32, i32) -> i32``"""

    NAME: ClassVar[str] = "llvm.udiv"
    TRAITS: ClassVar[frozenset[Trait]] = PURE
    result: Value = result()
    lhs: Value = operand()
    rhs: Value = operand()
    loc: Location = LOC()


@register
@record
class URem(metaclass=Record):
    """``%r = "llvm.urem"(%a, %b) : (i32, i32) -> i32``"""

    NAME: ClassVar[str] = "llvm.urem"
    TRAITS: ClassVar[frozenset[Trait]] = PURE
    result: Value = result()
    lhs: Value = operand()
    rhs: Value = operand()
    loc: Location = LOC()


@register
@record
class And(metaclass=Record):
    """``%r = "llvm.and"(%a, %b) : (i32, i32) -> i32``"""

    NAME: ClassVar[str] = "llvm.and"
    TRAITS: ClassVar[frozenset[Trait]] = PURE
    result: Value = result()
    lhs: Value = operand()
    rhs: Value = operand()
    loc: Location = LOC()


@register
@record
class Or(metaclass=Record):
    """``%r = "llvm.or"(%a, %b) : (i32, i32) -> i32``"""

    NAME: ClassVar[str] = "llvm.or"
    TRAITS: ClassVar[frozenset[Trait]] = PURE
    result: Value = result()
    lhs: Value = operand()
    rhs: Value = operand()
    loc: Location = LOC()


@register
@record
class Xor(metaclass=Record):
    """``%r = "llvm.xor"(%a, %b) : (i32, i32) -> i32``"""

    NAME: ClassVar[str] = "llvm.xor"
    TRAITS: ClassVar[frozenset[Trait]] = PURE
    result: Value = result()
    lhs: Value = operand()
    rhs: Value = operand()
    loc: Location = LOC()


@register
@record
class Shl(metaclass=Record):
    """``%r = "llvm.shl"(%a, %b) : (i32, i32) -> i32``"""

    NAME: ClassVar[str] = "llvm.shl"
    TRAITS: ClassVar[frozenset[Trait]] = PURE
    result: Value = result()
    lhs: Value = operand()
    rhs: Value = operand()
    loc: Location = LOC()


@register
@record
class LShr(metaclass=Record):
    """``%r = "llvm.lshr"(%a, %b) : (i32, i32) -> i32``"""

    NAME: ClassVar[str] = "llvm.lshr"
    TRAITS: ClassVar[frozenset[Trait]] = PURE
    result: Value = result()
    lhs: Value = operand()
    rhs: Value = operand()
    loc: Location = LOC()


@register
@record
class FAdd(metaclass=Record):
    """``%r = "llvm.fadd"(%a, %b) : (f32, f32) -> f32``"""

    NAME: ClassVar[str] = "llvm.fadd"
    TRAITS: ClassVar[frozenset[Trait]] = PURE
    result: Value = result()
    lhs: Value = operand()
    rhs: Value = operand()
    loc: Location = LOC()


@register
@record
class FMul(metaclass=Record):
    """``%r = "llvm.fmul"(%a, %b) : (f32, f32) -> f32``"""

    NAME: ClassVar[str] = "llvm.fmul"
    TRAITS: ClassVar[frozenset[Trait]] = PURE
    result: Value = result()
    lhs: Value = operand()
    rhs: Value = operand()
    loc: Location = LOC()


@register
@record
class ICmp(metaclass=Record):
    """``%r = "llvm.icmp"(%a, %b) <{predicate = 6 : i64}> : (i32, i32) -> i1`` (6 = ult)"""

    NAME: ClassVar[str] = "llvm.icmp"
    TRAITS: ClassVar[frozenset[Trait]] = PURE
    result: Value = result()
    lhs: Value = operand()
    rhs: Value = operand()
    predicate: ICmpPredicate = prop("predicate", ICMP_PREDICATE)
    loc: Location = LOC()


@register
@record
class Select(metaclass=Record):
    """``%r = "llvm.select"(%c, %a, %b) : (i1, i32, i32) -> i32``"""

    NAME: ClassVar[str] = "llvm.select"
    TRAITS: ClassVar[frozenset[Trait]] = PURE
    result: Value = result()
    cond: Value = operand()
    true_value: Value = operand()
    false_value: Value = operand()
    loc: Location = LOC()


# -- memory and aggregates --------------------------------------------------------------

DYNAMIC_INDEX = -2147483648   # rawConstantIndices' marker for "the next dynamic index operand"


@register
@record
class GEP(metaclass=Record):
    """``%q = "llvm.getelementptr"(%p, %i) <{elem_type = f16, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>``"""

    NAME: ClassVar[str] = "llvm.getelementptr"
    TRAITS: ClassVar[frozenset[Trait]] = PURE
    result: Value = result()
    base: Value = operand()
    indices: tuple[Value, ...] = operands()
    elem_type: Type = prop("elem_type", TYPE)
    raw_indices: tuple[int, ...] = prop("rawConstantIndices", I32_ARRAY)
    inbounds: bool = prop("inbounds", UNIT, default=False)
    loc: Location = LOC()


def gep(result: Value, base: Value, elem_type: Type, indices: tuple[Value, ...], loc: Location) -> GEP:
    """``base + indices[0] * sizeof(elem_type)`` with every index dynamic."""
    return GEP(result, base, indices, elem_type, (DYNAMIC_INDEX,) * len(indices), False, loc)


@register
@record
class Load(metaclass=Record):
    """``%v = "llvm.load"(%p) <{alignment = 4 : i64}> : (!llvm.ptr<1>) -> f32``"""

    NAME: ClassVar[str] = "llvm.load"
    result: Value = result()
    addr: Value = operand()
    alignment: int | None = prop("alignment", I64C, default=None)
    loc: Location = LOC()


@register
@record
class Store(metaclass=Record):
    """``"llvm.store"(%v, %p) <{alignment = 4 : i64}> : (f32, !llvm.ptr<1>) -> ()``"""

    NAME: ClassVar[str] = "llvm.store"
    value: Value = operand()
    addr: Value = operand()
    alignment: int | None = prop("alignment", I64C, default=None)
    loc: Location = LOC()


@register
@record
class ExtractValue(metaclass=Record):
    """``%x = "llvm.extractvalue"(%s) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32)>) -> f32``"""

    NAME: ClassVar[str] = "llvm.extractvalue"
    TRAITS: ClassVar[frozenset[Trait]] = PURE
    result: Value = result()
    container: Value = operand()
    position: tuple[int, ...] = prop("position", I64_ARRAY)
    loc: Location = LOC()


@register
@record
class InsertValue(metaclass=Record):
    """``%t = "llvm.insertvalue"(%s, %x) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32)>, f32) -> !llvm.struct<(f32, f32)>``"""

    NAME: ClassVar[str] = "llvm.insertvalue"
    TRAITS: ClassVar[frozenset[Trait]] = PURE
    result: Value = result()
    container: Value = operand()
    value: Value = operand()
    position: tuple[int, ...] = prop("position", I64_ARRAY)
    loc: Location = LOC()


# -- nvvm: special registers, barriers ----------------------------------------------------


@register
@record
class ThreadIdX(metaclass=Record):
    """``%t = "nvvm.read.ptx.sreg.tid.x"() : () -> i32``"""

    NAME: ClassVar[str] = "nvvm.read.ptx.sreg.tid.x"
    TRAITS: ClassVar[frozenset[Trait]] = PURE
    result: Value = result()
    loc: Location = LOC()


@register
@record
class BlockIdX(metaclass=Record):
    """``%b = "nvvm.read.ptx.sreg.ctaid.x"() : () -> i32``"""

    NAME: ClassVar[str] = "nvvm.read.ptx.sreg.ctaid.x"
    TRAITS: ClassVar[frozenset[Trait]] = PURE
    result: Value = result()
    loc: Location = LOC()


@register
@record
class BlockIdY(metaclass=Record):
    """``%b = "nvvm.read.ptx.sreg.ctaid.y"() : () -> i32``"""

    NAME: ClassVar[str] = "nvvm.read.ptx.sreg.ctaid.y"
    TRAITS: ClassVar[frozenset[Trait]] = PURE
    result: Value = result()
    loc: Location = LOC()


@register
@record
class BlockIdZ(metaclass=Record):
    """``%b = "nvvm.read.ptx.sreg.ctaid.z"() : () -> i32``"""

    NAME: ClassVar[str] = "nvvm.read.ptx.sreg.ctaid.z"
    TRAITS: ClassVar[frozenset[Trait]] = PURE
    result: Value = result()
    loc: Location = LOC()


@register
@record
class Barrier0(metaclass=Record):
    """``"nvvm.barrier0"() : () -> ()``: ``bar.sync 0`` over the whole CTA."""

    NAME: ClassVar[str] = "nvvm.barrier0"
    loc: Location = LOC()


# -- nvvm: mbarriers and fences ---------------------------------------------------------------


@register
@record
class MBarrierInvalShared(metaclass=Record):
    """``"nvvm.mbarrier.inval.shared"(%bar) : (!llvm.ptr<3>) -> ()``: the barrier object ends; its slot
    may be initialized again."""

    NAME: ClassVar[str] = "nvvm.mbarrier.inval.shared"
    addr: Value = operand()
    loc: Location = LOC()


@register
@record
class MBarrierInitShared(metaclass=Record):
    """``"nvvm.mbarrier.init.shared"(%bar, %count) : (!llvm.ptr<3>, i32) -> ()``"""

    NAME: ClassVar[str] = "nvvm.mbarrier.init.shared"
    addr: Value = operand()
    count: Value = operand()
    loc: Location = LOC()


@register
@record
class MBarrierArriveShared(metaclass=Record):
    """``%s = "nvvm.mbarrier.arrive.shared"(%bar) : (!llvm.ptr<3>) -> i64``"""

    NAME: ClassVar[str] = "nvvm.mbarrier.arrive.shared"
    result: Value = result()
    addr: Value = operand()
    loc: Location = LOC()


@register
@record
class MBarrierArriveExpectTxShared(metaclass=Record):
    """``"nvvm.mbarrier.arrive.expect_tx.shared"(%bar, %tx) : (!llvm.ptr<3>, i32) -> ()``"""

    NAME: ClassVar[str] = "nvvm.mbarrier.arrive.expect_tx.shared"
    addr: Value = operand()
    tx_count: Value = operand()
    predicate: Value | None = opt_operand()
    loc: Location = LOC()


@register
@record
class MBarrierTryWaitParityShared(metaclass=Record):
    """``"nvvm.mbarrier.try_wait.parity.shared"(%bar, %phase, %ticks) : (!llvm.ptr<3>, i32, i32) -> ()``

    Blocks until the barrier's phase with parity ``phase`` has completed
    (NVVM lowers it to a ``try_wait`` loop; so does nanotile's emitter).
    """

    NAME: ClassVar[str] = "nvvm.mbarrier.try_wait.parity.shared"
    addr: Value = operand()
    phase: Value = operand()
    ticks: Value = operand()
    loc: Location = LOC()


@register
@record
class FenceMBarrierInit(metaclass=Record):
    """``"nvvm.fence.mbarrier.init"() : () -> ()``: make barrier inits visible to the cluster."""

    NAME: ClassVar[str] = "nvvm.fence.mbarrier.init"
    loc: Location = LOC()


@register
@record
class FenceProxy(metaclass=Record):
    """``"nvvm.fence.proxy"() <{kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}> : () -> ()``"""

    NAME: ClassVar[str] = "nvvm.fence.proxy"
    kind: str = prop("kind", PROXY_KIND)
    space: str | None = prop("space", SHARED_SPACE, default=None)
    loc: Location = LOC()


def FenceProxyAsyncSharedCta(loc: Location) -> FenceProxy:  # noqa: N802 (reads as an op)
    """``fence.proxy.async.shared::cta``: order generic-proxy smem writes before async-proxy reads."""
    return FenceProxy("async.shared", "cta", loc)


# -- nvvm: TMA bulk tensor copies ---------------------------------------------------------------


@register
@record
class CpAsyncBulkTensorGlobalToShared(metaclass=Record):
    """``"nvvm.cp.async.bulk.tensor.shared.cluster.global"(%dst, %desc, %c0, %c1, %bar) <{operandSegmentSizes = array<i32: 1, 1, 2, 1, 0, 0, 0, 0>}> : (!llvm.ptr<3>, !llvm.ptr, i32, i32, !llvm.ptr<3>) -> ()``

    Coordinates are innermost first; completion is signalled on ``mbar``.
    """

    NAME: ClassVar[str] = "nvvm.cp.async.bulk.tensor.shared.cluster.global"
    dst: Value = operand()
    desc: Value = operand()
    coords: tuple[Value, ...] = operands()
    mbar: Value = operand()
    im2col: tuple[Value, ...] = operands()
    multicast_mask: Value | None = opt_operand()
    l2_cache_hint: Value | None = opt_operand()
    predicate: Value | None = opt_operand()
    loc: Location = LOC()


@register
@record
class CpAsyncBulkTensorSharedToGlobal(metaclass=Record):
    """``"nvvm.cp.async.bulk.tensor.global.shared.cta"(%desc, %src, %c0, %c1) <{operandSegmentSizes = array<i32: 1, 1, 2, 0>}> : (!llvm.ptr, !llvm.ptr<3>, i32, i32) -> ()``"""

    NAME: ClassVar[str] = "nvvm.cp.async.bulk.tensor.global.shared.cta"
    desc: Value = operand()
    src: Value = operand()
    coords: tuple[Value, ...] = operands()
    predicate: Value | None = opt_operand()
    loc: Location = LOC()


@register
@record
class CpAsyncBulkCommitGroup(metaclass=Record):
    """``"nvvm.cp.async.bulk.commit.group"() : () -> ()``"""

    NAME: ClassVar[str] = "nvvm.cp.async.bulk.commit.group"
    loc: Location = LOC()


@register
@record
class CpAsyncBulkWaitGroup(metaclass=Record):
    """``"nvvm.cp.async.bulk.wait_group"() <{group = 0 : i32, read}> : () -> ()``"""

    NAME: ClassVar[str] = "nvvm.cp.async.bulk.wait_group"
    group: int = prop("group", I32C)
    read: bool = prop("read", UNIT, default=False)
    loc: Location = LOC()


# -- nvvm: WGMMA -------------------------------------------------------------------------------


@register
@record
class WgmmaFenceAligned(metaclass=Record):
    """``"nvvm.wgmma.fence.aligned"() : () -> ()``"""

    NAME: ClassVar[str] = "nvvm.wgmma.fence.aligned"
    loc: Location = LOC()


@register
@record
class WgmmaCommitGroupSyncAligned(metaclass=Record):
    """``"nvvm.wgmma.commit.group.sync.aligned"() : () -> ()``"""

    NAME: ClassVar[str] = "nvvm.wgmma.commit.group.sync.aligned"
    loc: Location = LOC()


@register
@record
class WgmmaWaitGroupSyncAligned(metaclass=Record):
    """``"nvvm.wgmma.wait.group.sync.aligned"() <{group = 0 : i32}> : () -> ()``"""

    NAME: ClassVar[str] = "nvvm.wgmma.wait.group.sync.aligned"
    group: int = prop("group", I32C)
    loc: Location = LOC()


@simple_enum
class WgmmaType(Enum):
    """``#nvvm.wgmma_type<...>``: an operand or accumulator element type."""

    F16 = "f16"
    BF16 = "bf16"
    TF32 = "tf32"
    F32 = "f32"
    E4M3 = "e4m3"
    E5M2 = "e5m2"
    S8 = "s8"
    U8 = "u8"
    S32 = "s32"


@simple_enum
class WgmmaScaleIn(Enum):
    """``#nvvm.wgmma_scale_in<...>``: A / B taken as they are, or negated."""

    ONE = "one"
    NEG = "neg"


@simple_enum
class WgmmaScaleOut(Enum):
    """``#nvvm.wgmma_scale_out<...>``: D accumulates (one) or is overwritten (zero)."""

    ONE = "one"
    ZERO = "zero"


@simple_enum
class MmaLayout(Enum):
    """``#nvvm.mma_layout<...>``: row (A K-major) / col (B K-major)."""

    ROW = "row"
    COL = "col"


@record
class WgmmaShape(metaclass=Record):
    """``#nvvm.shape<m = M, n = N, k = K>``."""

    m: int
    n: int
    k: int


def _shape_decode(a: Attribute) -> WgmmaShape:
    if isinstance(a, DialectAttr) and (a.dialect, a.name) == ("nvvm", "shape"):
        dims = tuple(a.param(k) for k in ("m", "n", "k"))
        if len(a.params) == 3 and all(isinstance(d, int) for d in dims):
            m, n, k = (int(d) for d in dims if isinstance(d, int))
            return WgmmaShape(m, n, k)
    raise CodecError(f"expects #nvvm.shape<m = M, n = N, k = K>, got {a}")


WGMMA_SHAPE = Codec("#nvvm.shape", _shape_decode,
                    lambda v: DialectAttr("nvvm", "shape", (KeyParam("m", v.m), KeyParam("n", v.n), KeyParam("k", v.k))))
WGMMA_TYPE = word_enum_codec(WgmmaType, "nvvm", "wgmma_type")
WGMMA_SCALE_IN = word_enum_codec(WgmmaScaleIn, "nvvm", "wgmma_scale_in")
WGMMA_SCALE_OUT = word_enum_codec(WgmmaScaleOut, "nvvm", "wgmma_scale_out")
MMA_LAYOUT = word_enum_codec(MmaLayout, "nvvm", "mma_layout")


@register
@record
class SetMaxRegister(metaclass=Record):
    """``"nvvm.setmaxregister"() <{action = #nvvm<action decrease>, regCount = 40 : i32}> : () -> ()``

    ``setmaxnreg.{inc,dec}.sync.aligned.u32``: each warp of the warpgroup (all
    four execute the same one) moves the registers it owns per thread to
    ``regCount`` (a multiple of 8 in 24..256) through the CTA's register pool:
    ``decrease`` releases them to the pool, ``increase`` takes them, waiting
    until the pool holds them.  An increase below, or a decrease above, what
    the warp owns is undefined, and so is a second setmaxnreg before the
    warpgroup's warps synchronized explicitly after the first (a CTA barrier
    or an mbarrier phase: ``emu/regpool.py``).  This follows the PTX ISA
    ("setmaxnreg"; the seeds do not describe it); a warp first owns what the
    kernel is launched with (``checkers/target.py`` ``launch_registers``), and
    ``lower_agents`` picks an agent's direction from that (``directions``).
    """

    NAME: ClassVar[str] = "nvvm.setmaxregister"
    action: str = prop("action", _word_codec("nvvm", "action"))
    reg_count: int = prop("regCount", I32C)
    loc: Location = LOC()


@register
@record
class ElectSync(metaclass=Record):
    """``%p = "nvvm.elect.sync"() : () -> i1``

    true on one active lane of the warp (``elect.sync _|%p, 0xffffffff``).
    """

    NAME: ClassVar[str] = "nvvm.elect.sync"
    result: Value = result()
    loc: Location = LOC()


@register
@record
class WgmmaMmaAsync(metaclass=Record):
    """``%d = "nvvm.wgmma.mma_async"(%acc, %da, %db) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, scaleA = #nvvm.wgmma_scale_in<one>, scaleB = #nvvm.wgmma_scale_in<one>, scaleD = #nvvm.wgmma_scale_out<one>, shape = #nvvm.shape<m = 64, n = 8, k = 16>, typeA = #nvvm.wgmma_type<f16>, typeB = #nvvm.wgmma_type<f16>, typeD = #nvvm.wgmma_type<f32>}> : (!llvm.struct<(f32, f32, f32, f32)>, i64, i64) -> !llvm.struct<(f32, f32, f32, f32)>``

    ``wgmma_f16_f32`` builds the one combination nanotile's passes produce, and
    the checker accepts only what the emitter can print.
    """

    NAME: ClassVar[str] = "nvvm.wgmma.mma_async"
    result: Value = result()
    acc: Value = operand()
    desc_a: Value = operand()
    desc_b: Value = operand()
    shape: WgmmaShape = prop("shape", WGMMA_SHAPE)
    type_a: WgmmaType = prop("typeA", WGMMA_TYPE)
    type_b: WgmmaType = prop("typeB", WGMMA_TYPE)
    type_d: WgmmaType = prop("typeD", WGMMA_TYPE)
    scale_a: WgmmaScaleIn = prop("scaleA", WGMMA_SCALE_IN)
    scale_b: WgmmaScaleIn = prop("scaleB", WGMMA_SCALE_IN)
    scale_d: WgmmaScaleOut = prop("scaleD", WGMMA_SCALE_OUT)
    layout_a: MmaLayout = prop("layoutA", MMA_LAYOUT)
    layout_b: MmaLayout = prop("layoutB", MMA_LAYOUT)
    loc: Location = LOC()


WGMMA_K = {"f16": 16, "bf16": 16, "e4m3": 32, "e5m2": 32}
"""K of one ``wgmma.mma_async`` (32 bytes of each operand row) per input type nanotile emits."""


def wgmma_type_name(elem: Type) -> str:
    """The ``#nvvm.wgmma_type`` word of an MLIR element type (f16, bf16, f8E4M3FN, f8E5M2)."""
    name = getattr(elem, "name", "")
    got = {"f16": "f16", "bf16": "bf16", "f8E4M3FN": "e4m3", "f8E5M2": "e5m2"}.get(name)
    if got is None:
        raise ValueError(f"no WGMMA input type for {elem}")
    return got


def wgmma_f16_f32(result: Value, acc: Value, desc_a: Value, desc_b: Value, n: int, elem: Type,
                  loc: Location, b_row_major: bool = False) -> WgmmaMmaAsync:
    """``D(64xn, f32) += A(64xk, K-major) * B(kxn, K-major)``, both from shared memory; k is 16 for
    f16 / bf16 inputs and 32 for fp8 (e4m3 / e5m2) inputs (``WGMMA_K``).  ``b_row_major``: B is
    N-contiguous (``layoutB = row``, the transposed form; f16 / bf16 only)."""
    t = WgmmaType(wgmma_type_name(elem))
    return WgmmaMmaAsync(result, acc, desc_a, desc_b, WgmmaShape(64, n, WGMMA_K[t.value]), t, t, WgmmaType.F32,
                         WgmmaScaleIn.ONE, WgmmaScaleIn.ONE, WgmmaScaleOut.ONE, MmaLayout.ROW,
                         MmaLayout.ROW if b_row_major else MmaLayout.COL, loc)


def wgmma_shape(op: WgmmaMmaAsync) -> tuple[int, int, int]:
    """(m, n, k) of ``op``'s ``#nvvm.shape``."""
    return op.shape.m, op.shape.n, op.shape.k


@register
@record
class InlineAsm(metaclass=Record):
    """``"llvm.inline_asm"() <{asm_string = "tcgen05.relinquish_alloc_permit.cta_group::1.sync.aligned;", constraints = "", has_side_effects}> : () -> ()``

    PTX the NVVM dialect of LLVM 19 has no op for (the sm_100a ``tcgen05``
    family), as the spec prescribes.  ``$i`` names the results' scalar
    leaves first, then the operands; ``constraints`` lists them the same
    way (``=r`` / ``=f`` outputs, ``r`` / ``l`` / ``b`` inputs).
    """

    NAME: ClassVar[str] = "llvm.inline_asm"
    results: tuple[Value, ...] = results()
    inputs: tuple[Value, ...] = operands()
    asm_string: str = prop("asm_string", STR)
    constraints: str = prop("constraints", STR)
    has_side_effects: bool = prop("has_side_effects", UNIT, default=False)
    loc: Location = LOC()


# -- the language ---------------------------------------------------------------------------------

LlvmOp: TypeAlias = Union[
    Global, LLVMReturn, Br, CondBr, LLVMConstant, Undef, AddressOf,
    ZExt, SExt, Trunc, PtrToInt, FPTrunc, FPExt, Freeze,
    Add, Sub, Mul, UDiv, URem, And, Or, Xor, Shl, LShr, FAdd, FMul, ICmp, Select,
    GEP, Load, Store, ExtractValue, InsertValue,
    ThreadIdX, BlockIdX, BlockIdY, BlockIdZ, Barrier0,
    MBarrierInitShared, MBarrierArriveShared, MBarrierArriveExpectTxShared, MBarrierTryWaitParityShared,
    FenceMBarrierInit, FenceProxy,
    CpAsyncBulkTensorGlobalToShared, CpAsyncBulkTensorSharedToGlobal, CpAsyncBulkCommitGroup,
    CpAsyncBulkWaitGroup,
    WgmmaFenceAligned, WgmmaCommitGroupSyncAligned, WgmmaWaitGroupSyncAligned, WgmmaMmaAsync,
    SetMaxRegister, ElectSync, MBarrierInvalShared,
    InlineAsm,
]
"""Every op of the final language except ``llvm.func`` (the one region-holding op)."""

LEAF_OPS: tuple[type, ...] = get_args(LlvmOp)

LlOp: TypeAlias = Union[LlvmOp, LLVMFunc["LlOp"]]
Op: TypeAlias = LlOp
OPS: tuple[type, ...] = LEAF_OPS + (LLVMFunc,)


PURE_OPS: tuple[type, ...] = tuple(c for c in LEAF_OPS if Trait.PURE in getattr(c, "TRAITS", ()))
"""The final language's ops with the ``Pure`` trait (read off the classes)."""
TERMINATORS: tuple[str, ...] = tuple(str(getattr(c, "NAME")) for c in LEAF_OPS if Trait.TERMINATOR in getattr(c, "TRAITS", ()))
"""The names of the final language's block terminators (read off the classes)."""


def is_pure(op: object) -> bool:
    """Does ``op``'s class declare ``Pure`` (result from operands alone, no effect: CSE and DCE may drop it)?"""
    return isinstance(op, PURE_OPS)


LlvmModule = NewType("LlvmModule", Module[LlOp])
"""A module of the final language (kernels are ``nvvm.kernel``): nominally distinct from
``cute_llvm.CuteLlvmModule``, which has the same ops.  ``LlvmModule(m)`` is free at run time."""


LEAF_CLASSES: frozenset[type] = frozenset(LEAF_OPS)
"""``LEAF_OPS`` as a set: membership by class is one hash lookup (``isinstance`` with the tuple
tries its ~90 classes in turn)."""


def is_leaf(op: object) -> TypeIs[LlvmOp]:
    """Is ``op`` one of the final language's ops other than ``llvm.func``?"""
    return type(op) in LEAF_CLASSES or isinstance(op, LEAF_OPS)
