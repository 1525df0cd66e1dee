"""Attributes: frozen records (``record.py``) whose ``str`` is their MLIR spelling."""

from __future__ import annotations

import math
from .. import regex
import struct
from .record import Record, record
from typing import TypeAlias, Union

from pyrsistent import PMap, pmap

from .types import (
    F16, F32, F64, FloatType, IntegerType, IndexType, TensorType, Type, TypeParam, VectorType,
    param_str,
)


@record
class IntegerAttr(metaclass=Record):
    """``42 : i32``; ``value`` is the mathematical value (negative allowed)."""

    value: int
    type: Type

    def __str__(self) -> str:
        if self.type == IntegerType(1):
            return "true" if self.value else "false"
        return f"{self.value} : {self.type}"


@record
class FloatAttr(metaclass=Record, eq=False):
    """``1.5 : f32``; NaN and infinities print as the type's hex bit pattern.

    Equality is MLIR's, not IEEE's: ``-0.0`` differs from ``0.0`` and a NaN
    equals a NaN (payloads are not compared), so a module holding a NaN
    constant equals itself after a round trip.
    """

    value: float
    type: Type

    def __eq__(self, other: object) -> bool:
        return isinstance(other, FloatAttr) and self.type == other.type and \
            float_key(self.value) == float_key(other.value)

    def __hash__(self) -> int:
        return hash((float_key(self.value), self.type))

    def __str__(self) -> str:
        return f"{float_literal(self.value, self.type)} : {self.type}"


def float_key(v: int | float) -> tuple[object, ...]:
    """What equality compares for a scalar in an attribute: sign-aware floats, all NaNs alike."""
    if isinstance(v, float):
        if math.isnan(v):
            return ("nan",)
        return ("num", v, math.copysign(1.0, v))
    return ("num", v, 1.0)


def float_literal(value: float, type_: Type) -> str:
    """A float literal the parser reads back: ``1.5``, ``1.0e+16``, or a hex bit pattern.

    Non-finite values print as the type's bit pattern (f16 and bf16: 4 hex
    digits, f64: 16, every other type: the 8 of f32).
    """
    if math.isfinite(value):
        text = repr(float(value))
        if "." not in text:  # MLIR float literals need the dot: 1e+16 -> 1.0e+16
            mant, _, exp = text.partition("e")
            text = f"{mant}.0e{exp}" if exp else f"{mant}.0"
        return text
    name = type_.name if isinstance(type_, FloatType) else "f64"
    if name == "f16":
        return f"0x{struct.unpack('<H', struct.pack('<e', value))[0]:04X}"
    if name == "f64":
        return f"0x{struct.unpack('<Q', struct.pack('<d', value))[0]:016X}"
    bits = struct.unpack("<I", struct.pack("<f", value))[0]
    if name == "bf16":
        return f"0x{bits >> 16:04X}"
    return f"0x{bits:08X}"


@record
class StringAttr(metaclass=Record):
    """``"text"`` with MLIR escapes."""

    value: str

    def __str__(self) -> str:
        return quote(self.value)


def quote(s: str) -> str:
    out = []
    for ch in s:
        if ch == '"' or ch == "\\":
            out.append("\\" + ch)
        elif ch == "\n":
            out.append("\\n")
        elif ch == "\t":
            out.append("\\t")
        elif not ch.isprintable():
            out.extend(f"\\{b:02X}" for b in ch.encode())
        else:
            out.append(ch)
    return '"' + "".join(out) + '"'


@record
class UnitAttr(metaclass=Record):
    """The presence-only attribute; prints as ``unit`` (or just its name in a dictionary)."""

    def __str__(self) -> str:
        return "unit"


@record
class TypeAttr(metaclass=Record):
    """A type used as an attribute value: ``function_type = (i32) -> ()``."""

    type: Type

    def __str__(self) -> str:
        return str(self.type)


@record
class ArrayAttr(metaclass=Record):
    """``[1 : i32, "a"]``."""

    elements: tuple[Attribute, ...]

    def __str__(self) -> str:
        return "[" + ", ".join(map(str, self.elements)) + "]"


@record
class DenseArrayAttr(metaclass=Record, eq=False):
    """``array<i32: 1, 2, 3>`` (also ``array<i64>`` when empty); floats compare as in ``FloatAttr``."""

    element: Type
    values: tuple[int | float, ...]

    def __eq__(self, other: object) -> bool:
        return isinstance(other, DenseArrayAttr) and self.element == other.element and \
            _values_key(self.values) == _values_key(other.values)

    def __hash__(self) -> int:
        return hash((self.element, _values_key(self.values)))

    def __str__(self) -> str:
        if not self.values:
            return f"array<{self.element}>"
        return f"array<{self.element}: {', '.join(_scalar(v, self.element) for v in self.values)}>"


def _values_key(values: tuple[int | float, ...]) -> tuple[tuple[object, ...], ...]:
    return tuple(float_key(v) for v in values)


def _scalar(v: int | float | bool, t: Type) -> str:
    if t == IntegerType(1):
        return "true" if v else "false"
    if isinstance(t, FloatType):
        return float_literal(float(v), t)
    return str(int(v))


@record
class DenseElementsAttr(metaclass=Record, eq=False):
    """``dense<1.0> : tensor<4xf32>`` (splat) or ``dense<[1, 2]> : vector<2xi32>``.

    ``values`` is flat, row-major; a single value is a splat.  Floats compare
    as in ``FloatAttr``.
    """

    type: Type
    values: tuple[int | float, ...]

    def __eq__(self, other: object) -> bool:
        return isinstance(other, DenseElementsAttr) and self.type == other.type and \
            _values_key(self.values) == _values_key(other.values)

    def __hash__(self) -> int:
        return hash((self.type, _values_key(self.values)))

    def __str__(self) -> str:
        assert isinstance(self.type, (TensorType, VectorType))
        elem = self.type.element
        if len(self.values) == 1:
            return f"dense<{_scalar(self.values[0], elem)}> : {self.type}"
        return f"dense<{_nest(list(self.values), self.type.shape, elem)}> : {self.type}"


def _nest(vals: list[int | float], shape: tuple[int, ...], elem: Type) -> str:
    if not shape:
        return _scalar(vals[0], elem)
    n = len(vals) // shape[0] if shape[0] else 0
    return "[" + ", ".join(_nest(vals[i * n:(i + 1) * n], shape[1:], elem) for i in range(shape[0])) + "]"


@record
class DictAttr(metaclass=Record):
    """``{a = 1 : i32, b}``: a persistent map from names to attributes (``pyrsistent.PMap``).

    A dictionary is looked up by name and extended functionally (``set``/``remove`` return a new
    dictionary sharing the old one's entries, which stays as it was).  Equality is the map's: the
    order entries were written or added in is not part of the value, as in MLIR, whose
    ``DictionaryAttr`` keeps its entries sorted by name.  So ``str`` prints them sorted by name
    (code-point order, which for the ASCII names MLIR allows is ``mlir-opt``'s byte order):
    printing is canonical, a printed dictionary parses back to an equal one, and nanotile's output
    is what ``mlir-opt-19`` prints for it.  Duplicate names cannot be represented; the parser reports
    them (``duplicate key 'k' in dictionary attribute``, at the second key) and ``of`` refuses them.
    """

    entries: PMap[str, Attribute]

    @staticmethod
    def of(*entries: tuple[str, Attribute]) -> DictAttr:
        """The dictionary of ``entries`` (``DictAttr.of(("a", i32(1)), ("b", UnitAttr()))``);
        a name given twice is a ``ValueError``."""
        if len(entries) == 1:
            return _single(entries[0])
        d: dict[str, Attribute] = {}
        for k, v in entries:
            if k in d:
                raise ValueError(f"duplicate key '{k}' in dictionary attribute")
            d[k] = v
        return DictAttr(pmap(d)) if d else EMPTY_DICT

    def get(self, key: str) -> Attribute | None:
        return self.entries.get(key)

    def set(self, key: str, value: Attribute) -> DictAttr:
        """This dictionary with ``key`` bound to ``value`` (added or replaced)."""
        return DictAttr(self.entries.set(key, value))

    def remove(self, key: str) -> DictAttr:
        """This dictionary without ``key`` (itself when it has no such entry)."""
        return DictAttr(self.entries.discard(key)) if key in self.entries else self

    def update(self, *, remove: tuple[str, ...] = (), add: tuple[tuple[str, Attribute], ...] = ()) -> DictAttr:
        """This dictionary without the keys in ``remove`` and with ``add``'s entries: one new map
        (one evolver pass) for several edits."""
        ev = self.entries.evolver()
        for k in remove:
            if k in self.entries:
                ev.remove(k)
        for k, v in add:
            ev.set(k, v)
        return DictAttr(ev.persistent())

    def items(self) -> list[tuple[str, Attribute]]:
        """The entries sorted by name: the order ``str`` prints them in."""
        return sorted(self.entries.items())

    def __str__(self) -> str:
        return "{" + ", ".join(entry_str(k, v) for k, v in self.items()) + "}"


EMPTY_DICT = DictAttr(pmap())
"""The empty dictionary (``{}``), shared."""

# one-entry dictionaries by their entry: a pass writes the same few (``{cute_nvgpu.grid_constant}``,
# a TMA dimension's ``{arg = 0 : i32}``) once per function or descriptor, and a fresh PMap costs
# about 1.4 us where this lookup costs 0.1 (a dictionary is immutable, so sharing one is safe)
_SINGLE: dict[tuple[str, Attribute], DictAttr] = {}


def _single(entry: tuple[str, Attribute]) -> DictAttr:
    try:
        d = _SINGLE.get(entry)
    except TypeError:           # an attribute that cannot be hashed: not remembered
        return DictAttr(pmap({entry[0]: entry[1]}))
    if d is None:
        d = DictAttr(pmap({entry[0]: entry[1]}))
        if len(_SINGLE) < 1024:
            _SINGLE[entry] = d
    return d


def entry_str(key: str, value: Attribute) -> str:
    k = key if _bare_key(key) else quote(key)
    return k if isinstance(value, UnitAttr) else f"{k} = {value}"


_BARE_KEY = regex.compile(r"[A-Za-z_][A-Za-z0-9_$.]*")


def _bare_key(key: str) -> bool:
    """A key the parser reads without quotes (ASCII only, as MLIR's bare identifiers)."""
    return _BARE_KEY.fullmatch(key) is not None


@record
class SymbolRefAttr(metaclass=Record):
    """``@global_smem`` or ``@mod::@fn``."""

    root: str
    nested: tuple[str, ...] = ()

    def __str__(self) -> str:
        return "::".join("@" + (s if _bare_key(s) else quote(s)) for s in (self.root, *self.nested))


@record
class DialectAttr(metaclass=Record):
    """``#nvvm.shape<m = 64, n = 128, k = 16>``, ``#llvm.linkage<internal>``, ``#nv_tileas.smem``.

    Parameters use the same grammar as dialect types (see ``types.DialectType``).
    """

    dialect: str
    name: str
    params: tuple[TypeParam, ...] = ()

    def __str__(self) -> str:
        if f"{self.dialect}.{self.name}" in OPAQUE_FORM_ATTRS:
            params = ", ".join(param_str(p) for p in self.params)
            return f"#{self.dialect}<{self.name} {params}>" if params else f"#{self.dialect}<{self.name}>"
        if not self.params:
            return f"#{self.dialect}.{self.name}"
        return f"#{self.dialect}.{self.name}<{', '.join(param_str(p) for p in self.params)}>"

    def param(self, key: str) -> TypeParam | None:
        from .types import KeyParam

        for p in self.params:
            if isinstance(p, KeyParam) and p.key == key:
                return p.value
        return None


Attribute: TypeAlias = Union[
    IntegerAttr, FloatAttr, StringAttr, UnitAttr, TypeAttr, ArrayAttr, DenseArrayAttr,
    DenseElementsAttr, DictAttr, SymbolRefAttr, DialectAttr,
]

# The dialect attributes nanotile accepts (``dialect.name``); anything else is a parse error.
KNOWN_DIALECT_ATTRS: frozenset[str] = frozenset({
    "nvvm.shape", "nvvm.mma_layout", "nvvm.wgmma_type", "nvvm.wgmma_scale_in", "nvvm.wgmma_scale_out",
    "nvvm.mma_type", "nvvm.shfl_kind", "nvvm.tma_store_mode", "nvvm.load_cache_modifier",
    "nvvm.proxy_kind", "nvvm.shared_space", "nvvm.mem_scope", "nvvm.cta_group", "nvvm.target", "nvvm.action",
    "nvvm.tcgen05_ldst_shape",
    "llvm.linkage", "llvm.cconv", "llvm.framePointerKind",
    "nv_tileaa.kernel_spec",
    "nv_tileas.smem", "nv_tileas.tmem", "nv_tileas.memory_space", "nv_tileas.atom", "nv_tileas.wgmma", "nv_tileas.layout",
    "nvgpu.swizzle", "gpu.address_space",
})

# Dialect attributes MLIR 19 spells in the dialect's opaque form, ``#dialect<name params>``
# (``#nvvm<action decrease>``, not ``#nvvm.action<decrease>``): printed so, and parsed in either form.
OPAQUE_FORM_ATTRS: frozenset[str] = frozenset({"nvvm.action"})

I32_ATTR_TYPE = IntegerType(32)
BOOL = IntegerType(1)
FLOAT_TYPES = (F16, F32, F64)


def i32(v: int) -> IntegerAttr:
    return IntegerAttr(v, I32_ATTR_TYPE)


def i64(v: int) -> IntegerAttr:
    return IntegerAttr(v, IntegerType(64))


def index(v: int) -> IntegerAttr:
    return IntegerAttr(v, IndexType())
