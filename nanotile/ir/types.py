"""The type system: builtin, LLVM and dialect types, each a frozen record (``record.py``).

``str(t)`` is the MLIR spelling, the one the parser reads back.  Dynamic
dimensions are stored as ``-1`` and printed as ``?``.
"""

from __future__ import annotations

from .record import Record, record
from typing import TYPE_CHECKING, TypeAlias, Union

if TYPE_CHECKING:
    from .attributes import Attribute

DYNAMIC = -1

FLOAT_WIDTHS: dict[str, int] = {
    "f16": 16, "bf16": 16, "f32": 32, "f64": 64, "tf32": 19,
    "f8E4M3FN": 8, "f8E5M2": 8, "f8E4M3FNUZ": 8, "f8E5M2FNUZ": 8, "f8E4M3B11FNUZ": 8,
}


def _shape(shape: tuple[int, ...]) -> str:
    return "".join(("?" if d == DYNAMIC else str(d)) + "x" for d in shape)


@record
class IntegerType(metaclass=Record, cache_hash=True):
    """``i32``, ``si8``, ``ui16``; ``signedness`` is ``""``, ``"s"`` or ``"u"``."""

    width: int
    signedness: str = ""

    def __str__(self) -> str:
        return f"{self.signedness}i{self.width}"


@record
class IndexType(metaclass=Record, cache_hash=True):
    """``index``."""

    def __str__(self) -> str:
        return "index"


@record
class FloatType(metaclass=Record, cache_hash=True):
    """``f16``, ``bf16``, ``f32``, ``f64``, ``tf32`` and the ``f8*`` variants."""

    name: str

    @property
    def width(self) -> int:
        return FLOAT_WIDTHS[self.name]

    def __str__(self) -> str:
        return self.name


@record
class NoneType(metaclass=Record, cache_hash=True):
    """``none``."""

    def __str__(self) -> str:
        return "none"


@record
class FunctionType(metaclass=Record, cache_hash=True):
    """``(i32, f32) -> i1``; a single non-function result prints without parens."""

    inputs: tuple[Type, ...]
    results: tuple[Type, ...]

    def __str__(self) -> str:
        ins = ", ".join(map(str, self.inputs))
        if len(self.results) == 1 and not isinstance(self.results[0], FunctionType):
            return f"({ins}) -> {self.results[0]}"
        return f"({ins}) -> ({', '.join(map(str, self.results))})"


@record
class VectorType(metaclass=Record, cache_hash=True):
    """``vector<4xf32>``."""

    shape: tuple[int, ...]
    element: Type

    def __str__(self) -> str:
        return f"vector<{_shape(self.shape)}{self.element}>"


@record
class TensorType(metaclass=Record, cache_hash=True):
    """``tensor<128x64xf16>`` with an optional encoding attribute (``tensor<4xf32, #enc>``)."""

    shape: tuple[int, ...]
    element: Type
    encoding: Attribute | None = None

    def __str__(self) -> str:
        enc = "" if self.encoding is None else f", {self.encoding}"
        return f"tensor<{_shape(self.shape)}{self.element}{enc}>"


@record
class MemRefType(metaclass=Record, cache_hash=True):
    """``memref<128x64xf16, 3>``: shape, element type and memory space (an attribute)."""

    shape: tuple[int, ...]
    element: Type
    memory_space: Attribute | None = None

    def __str__(self) -> str:
        return f"memref<{_shape(self.shape)}{self.element}{_space(self.memory_space)}>"


def _space(ms: Attribute | None) -> str:
    """Memory spaces print bare when they are plain integers: ``memref<4xf32, 1>``."""
    if ms is None:
        return ""
    from .attributes import IntegerAttr

    if isinstance(ms, IntegerAttr) and ms.type == IntegerType(64):
        return f", {ms.value}"
    return f", {ms}"


@record
class LLVMPointerType(metaclass=Record, cache_hash=True):
    """``!llvm.ptr`` (address space 0) or ``!llvm.ptr<3>``."""

    address_space: int = 0

    def body(self) -> str:
        return "ptr" if self.address_space == 0 else f"ptr<{self.address_space}>"

    def __str__(self) -> str:
        return "!llvm." + self.body()


@record
class LLVMStructType(metaclass=Record, cache_hash=True):
    """``!llvm.struct<(f32, f32)>``, literal (unnamed) structs only; ``packed`` adds ``packed``."""

    fields: tuple[Type, ...]
    packed: bool = False

    def body(self) -> str:
        inner = ", ".join(llvm_inner(t) for t in self.fields)
        return f"struct<{'packed ' if self.packed else ''}({inner})>"

    def __str__(self) -> str:
        return "!llvm." + self.body()


@record
class LLVMArrayType(metaclass=Record, cache_hash=True):
    """``!llvm.array<128 x i8>``."""

    size: int
    element: Type

    def body(self) -> str:
        return f"array<{self.size} x {llvm_inner(self.element)}>"

    def __str__(self) -> str:
        return "!llvm." + self.body()


@record
class LLVMVoidType(metaclass=Record, cache_hash=True):
    """``!llvm.void``."""

    def body(self) -> str:
        return "void"

    def __str__(self) -> str:
        return "!llvm.void"


@record
class LLVMFunctionType(metaclass=Record, cache_hash=True):
    """``!llvm.func<void (ptr<1>, i32)>``, the type an ``llvm.func`` carries."""

    result: Type
    params: tuple[Type, ...]
    vararg: bool = False

    def body(self) -> str:
        ps = [llvm_inner(p) for p in self.params] + (["..."] if self.vararg else [])
        return f"func<{llvm_inner(self.result)} ({', '.join(ps)})>"

    def __str__(self) -> str:
        return "!llvm." + self.body()


LLVMType: TypeAlias = Union[
    LLVMPointerType, LLVMStructType, LLVMArrayType, LLVMVoidType, LLVMFunctionType
]


def llvm_inner(t: Type) -> str:
    """Inside an ``!llvm.`` type, LLVM types drop their ``!llvm.`` prefix, as MLIR prints them."""
    if isinstance(t, (LLVMPointerType, LLVMStructType, LLVMArrayType, LLVMVoidType, LLVMFunctionType)):
        return t.body()
    return str(t)


@record
class KeyParam(metaclass=Record, cache_hash=True):
    """A ``key = value`` parameter inside a dialect type, e.g. ``swizzle = swizzle_128b``."""

    key: str
    value: TypeParam

    def __str__(self) -> str:
        return f"{self.key} = {param_str(self.value)}"


@record
class ShapeParam(metaclass=Record, cache_hash=True):
    """A bare shape such as ``128x64`` inside a dialect type."""

    dims: tuple[int, ...]

    def __str__(self) -> str:
        return "x".join("?" if d == DYNAMIC else str(d) for d in self.dims)


TypeParam: TypeAlias = Union["Type", "Attribute", int, str, KeyParam, ShapeParam]


def param_str(p: TypeParam) -> str:
    return str(p)


@record
class DialectType(metaclass=Record, cache_hash=True):
    """``!dialect.name`` or ``!dialect.name<p, q, key = v>`` for the closed set of
    dialect types nanotile knows (``nv_tileaa``, ``nv_tileas``, ``nvgpu``, ``cute``).

    Parameters are types, integers, identifiers, shapes (``128x64``) or
    ``key = value`` pairs; which names exist is listed in ``KNOWN_DIALECT_TYPES``.
    """

    dialect: str
    name: str
    params: tuple[TypeParam, ...] = ()

    def __str__(self) -> str:
        if not self.params:
            return f"!{self.dialect}.{self.name}"
        return f"!{self.dialect}.{self.name}<{', '.join(param_str(p) for p in self.params)}>"

    def param(self, key: str) -> TypeParam | None:
        for p in self.params:
            if isinstance(p, KeyParam) and p.key == key:
                return p.value
        return None


Type: TypeAlias = Union[
    IntegerType, IndexType, FloatType, NoneType, FunctionType, VectorType, TensorType,
    MemRefType, LLVMPointerType, LLVMStructType, LLVMArrayType, LLVMVoidType,
    LLVMFunctionType, DialectType,
]

# The dialect types nanotile accepts, ``dialect.name`` -> one-line meaning.
KNOWN_DIALECT_TYPES: dict[str, str] = {
    "nv_tileaa.ptr": "a global pointer to elements: !nv_tileaa.ptr<f16>",
    "nv_tileaa.token": "a memory-ordering token",
    "nv_tileas.token": "an async memory token",
    "nv_tileas.tma_desc": "a bound TMA descriptor: !nv_tileas.tma_desc<tensor<64x64xf16>>",
    "nv_tileas.pipeline": "a multi-stage pipeline: !nv_tileas.pipeline<stages = 3, tensor<...>, ...>",
    "nv_tileas.pipeline_iter": "a pipeline iterator: !nv_tileas.pipeline_iter<stages = 3>",
    "nv_tileas.producer_token": "a producer-side stage token",
    "nv_tileas.consumer_token": "a consumer-side stage token",
    "nv_tileas.mbarrier": "an mbarrier slot in shared memory",
    "nvgpu.mbarrier.group": "nvgpu mbarrier group",
    "nvgpu.tensormap.descriptor": "nvgpu TMA descriptor",
    "nvgpu.warpgroup.descriptor": "nvgpu WGMMA matrix descriptor",
    "nvgpu.warpgroup.accumulator": "nvgpu WGMMA accumulator",
    "nvgpu.mbarrier.token": "nvgpu mbarrier token",
    "nvgpu.device.async.token": "nvgpu cp.async group token",
}

I1 = IntegerType(1)
I8 = IntegerType(8)
I16 = IntegerType(16)
I32 = IntegerType(32)
I64 = IntegerType(64)
INDEX = IndexType()
F16 = FloatType("f16")
BF16 = FloatType("bf16")
F32 = FloatType("f32")
F64 = FloatType("f64")
PTR = LLVMPointerType(0)
VOID = LLVMVoidType()


def bit_width(t: Type) -> int:
    """Storage width in bits of a scalar type (index is 64)."""
    if isinstance(t, IntegerType):
        return t.width
    if isinstance(t, FloatType):
        return 32 if t.name == "tf32" else t.width
    if isinstance(t, IndexType):
        return 64
    raise ValueError(f"not a scalar type: {t}")
