"""The shared LLVM type converter (spec 001): ONE object every type-converting pass uses.

    integer, float               -> itself
    index                        -> i64
    vector<..xT>                 -> vector<..x conv(T)>
    !nv_tileaa.ptr<T>            -> !llvm.ptr<1>            (bare-pointer kernel ABI)
    memref<...xT, S>             -> !llvm.struct<(ptr<S>, ptr<S>, i64, array<R x i64>, array<R x i64>)>
    tensor<..., #smem<...>>      -> !llvm.ptr<3>            (the tile's shared-memory address)
    tensor<..., #tmem>           -> !llvm.ptr<6>            (the tile's tensor-memory address, sm_100a)
    tensor<..., #layout<L>>      -> !llvm.struct<(T x per-thread count)>  (the thread's fragment)
    !nv_tileas.tma_desc<...>     -> !llvm.ptr               (generic address of the grid-constant param)
    !nv_tileas.pipeline<...>     -> !llvm.ptr<3>            (base of the pipeline's shared memory)
    !nv_tileas.mbarrier          -> !llvm.ptr<3>
    tokens, iterators            -> i32                     ((slot << 1) | phase)
    function types               -> !llvm.func<R (params)>

Address spaces follow the spec's table (``ADDRESS_SPACES``).  A type with
no rule raises ``ConversionError``; the function-signature path turns it
into "failed to convert function signature type for: " + the type.
"""

from __future__ import annotations

from ..ir.attributes import DialectAttr, IntegerAttr
from ..ir.record import record
from ..ir.types import (
    I32, I64, VOID, DialectType, FloatType, FunctionType, IndexType, IntegerType, LLVMArrayType,
    LLVMFunctionType, LLVMPointerType, LLVMStructType, LLVMType, MemRefType, TensorType, Type, VectorType,
)
from .tiles import numel, smem_swizzle, tensor_layout

TMEM_LAYOUTS = ("tmem_32x32b", "tmem_16x128b")

ADDRESS_SPACES: dict[str, int] = {
    "register": 0, "global": 1, "internal": 2, "shared": 3, "constant": 4, "local": 5, "tensor": 6,
    "generic": 101,
}

TOKEN_TYPES = frozenset({"token", "producer_token", "consumer_token", "pipeline_iter"})

_UNCHANGED = frozenset({IntegerType, FloatType, LLVMPointerType, LLVMStructType, LLVMArrayType})
"""Classes ``convert`` returns as they are (its first and last arms; subclasses go through the match)."""


class ConversionError(Exception):
    """No conversion rule for this type."""

    def __init__(self, t: Type) -> None:
        super().__init__(str(t))
        self.type = t


@record
class TypeConverter:
    """Per-function converter: ``threads`` is the CTA size register tiles spread over."""

    threads: int = 128

    def convert(self, t: Type) -> Type:
        if type(t) in _UNCHANGED:   # one set lookup for the LLVM-ready types, before the match's
            return t                    # isinstance tests (~0.1 ms of scf-to-cf on gemm_sm90)
        match t:
            case IntegerType() | FloatType():
                return t
            case IndexType():
                return I64
            case VectorType():
                return VectorType(t.shape, self.convert(t.element))
            case FunctionType():
                return self.function(t)
            case MemRefType():
                return memref_descriptor(len(t.shape), memory_space(t))
            case TensorType():
                return self.tensor(t)
            case DialectType(dialect="nv_tileaa", name="ptr"):
                return LLVMPointerType(ADDRESS_SPACES["global"])
            case DialectType(dialect="nv_tileas", name=name) if name in TOKEN_TYPES:
                return I32
            case DialectType(dialect="nv_tileas", name="tma_desc"):
                return LLVMPointerType(0)
            case DialectType(dialect="nv_tileas", name="pipeline" | "mbarrier"):
                return LLVMPointerType(ADDRESS_SPACES["shared"])
            case LLVMPointerType() | LLVMStructType() | LLVMArrayType():
                return t
        raise ConversionError(t)

    def function(self, t: FunctionType) -> LLVMFunctionType:
        if len(t.results) > 1:
            raise ConversionError(t)
        result: Type = self.convert(t.results[0]) if t.results else VOID
        return LLVMFunctionType(result, tuple(self.convert(p) for p in t.inputs))

    def tensor(self, t: TensorType) -> Type:
        if smem_swizzle(t) is not None:
            return LLVMPointerType(ADDRESS_SPACES["shared"])
        if is_tmem(t):
            return LLVMPointerType(ADDRESS_SPACES["tensor"])
        n = self.per_thread(t)   # the element converted once, not once per field (64 calls for a 64-float tile)
        return LLVMStructType((self.convert(t.element),) * n if n else ())

    def per_thread(self, t: TensorType) -> int:
        """How many elements of a register tile each thread holds."""
        layout = tensor_layout(t)
        if layout == "blocked":
            total = numel(t.shape)
            if total % self.threads:
                raise ConversionError(t)
            return total // self.threads
        if layout == "wgmma_acc" and len(t.shape) == 2 and t.shape[0] == 64:
            return t.shape[1] // 2
        if layout in TMEM_LAYOUTS and len(t.shape) == 2 and t.shape[0] == 128:
            return t.shape[1]     # four warps, a lane each per row (32x32b) or 2 rows x 1/2 the columns (16x128b)
        raise ConversionError(t)


def memory_space(t: MemRefType) -> int:
    ms = t.memory_space
    if ms is None:
        return 0
    if isinstance(ms, IntegerAttr):
        return ms.value
    raise ConversionError(t)


def memref_descriptor(rank: int, space: int) -> LLVMType:
    """The ranked memref descriptor: allocated, aligned, offset, sizes[rank], strides[rank]."""
    ptr = LLVMPointerType(space)
    arr = LLVMArrayType(rank, I64)
    return LLVMStructType((ptr, ptr, I64, arr, arr))


def is_tmem(t: Type) -> bool:
    """``tensor<..., #nv_tileas.tmem>``: a tile in tensor memory."""
    return isinstance(t, TensorType) and isinstance(t.encoding, DialectAttr) and \
        (t.encoding.dialect, t.encoding.name) == ("nv_tileas", "tmem")
