"""The IR core: values, blocks, regions, modules, and how an op class declares its fields.

An op is a frozen slotted record (``record.py``: a dataclass without per-class
generated code) with ``NAME: ClassVar[str]`` (its MLIR name) whose fields are
declared with the helpers below; the declarations are
what lets ONE generic parser and ONE generic printer serve every op:

    @register
    @record
    class AddI:
        '''``%c = "arith.addi"(%a, %b) : (i32, i32) -> i32``'''
        NAME: ClassVar[str] = "arith.addi"
        result: Value = result()
        lhs: Value = operand()
        rhs: Value = operand()
        loc: Location = LOC

Field kinds: ``operand`` / ``operands`` (variadic) / ``opt_operand``;
``result`` / ``results``; ``prop`` (inherent, printed in ``<{...}>``) and
``attr`` (discardable, printed in ``{...}``), each with a codec turning the
MLIR attribute into a typed Python value; ``region``; ``successor``.
An op with more than one variadic or optional operand group gets
``operandSegmentSizes`` printed and parsed automatically.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, field, fields
from typing import Any, Callable, ClassVar, Generic, Protocol, TypeVar

from .attributes import (
    ArrayAttr, Attribute, DenseArrayAttr, DialectAttr, DictAttr, FloatAttr, IntegerAttr,
    StringAttr, SymbolRefAttr, TypeAttr, UnitAttr,
)
from .location import UNKNOWN, Location
from .record import record
from .types import FLOAT_WIDTHS, FloatType, IntegerType, IndexType, Type

OpT = TypeVar("OpT", covariant=True)
LangT = TypeVar("LangT")
"""A module's op type, invariant: a language that only adds or only drops ops is not a sub- or
supertype of its neighbours, so ``mypy --strict`` rejects a pass applied to the wrong language."""


@record
class Value:
    """An SSA value: a name unique within its function, and a type.  Prints as ``%name``."""

    name: str
    type: Type

    def __str__(self) -> str:
        return "%" + self.name


@record
class Block(Generic[OpT]):
    """A basic block: label (``bb1``, empty for an unlabeled entry), arguments, ops."""

    label: str
    args: tuple[Value, ...]
    ops: tuple[OpT, ...]


@record
class Region(Generic[OpT]):
    """A list of blocks; the first is the entry."""

    blocks: tuple[Block[OpT], ...]

    @property
    def entry(self) -> Block[OpT]:
        return self.blocks[0]


def single_block(args: tuple[Value, ...], ops: tuple[OpT, ...]) -> Region[OpT]:
    return Region((Block("", args, ops),))


@record
class Successor:
    """A branch target and the values passed to its block arguments."""

    label: str
    args: tuple[Value, ...] = ()


@record
class Module(Generic[LangT]):
    """``module attributes {...} { ops }``: top-level ops, module attributes, location."""

    ops: tuple[LangT, ...]
    attrs: DictAttr = DictAttr(())
    loc: Location = UNKNOWN


class Trait(enum.Enum):
    """What an op class promises, declared once on the class (``TRAITS``) and read by the parser,
    the checkers and the clean-up passes."""

    PURE = "Pure"                              # result from operands alone, no effect: CSE / DCE may drop it
    TERMINATOR = "Terminator"                  # ends a block
    ISOLATED_FROM_ABOVE = "IsolatedFromAbove"  # its regions see no value defined outside


NO_TRAITS: frozenset[Trait] = frozenset()
PURE: frozenset[Trait] = frozenset({Trait.PURE})
TERMINATOR: frozenset[Trait] = frozenset({Trait.TERMINATOR})
ISOLATED_FROM_ABOVE: frozenset[Trait] = frozenset({Trait.ISOLATED_FROM_ABOVE})


def has_trait(op: object, trait: Trait) -> bool:
    """Does the class of ``op`` (an op or an op class) declare ``trait``?"""
    cls = op if isinstance(op, type) else type(op)
    return trait in getattr(cls, "TRAITS", NO_TRAITS)


class OpLike(Protocol):
    """What every op class provides."""

    NAME: ClassVar[str]

    @property
    def loc(self) -> Location: ...


# ---------------------------------------------------------------------------
# Codecs: typed Python value <-> MLIR attribute, with a message on mismatch.


class CodecError(Exception):
    """The attribute does not have the shape the field expects."""


@record
class Codec:
    """How one attribute field is stored: ``decode`` MLIR -> Python, ``encode`` back."""

    describe: str
    decode: Callable[[Attribute], Any]
    encode: Callable[[Any], Attribute]


def _int_decode(t: Type) -> Callable[[Attribute], int]:
    def dec(a: Attribute) -> int:
        if isinstance(a, IntegerAttr) and a.type == t:
            return a.value
        raise CodecError(f"expects an integer attribute of type {t}, got {a}")

    return dec


def int_codec(t: Type) -> Codec:
    return Codec(f"{t} integer", _int_decode(t), lambda v: IntegerAttr(int(v), t))


def _str_decode(a: Attribute) -> str:
    if isinstance(a, StringAttr):
        return a.value
    raise CodecError(f"expects a string attribute, got {a}")


def _unit_decode(a: Attribute) -> bool:
    if isinstance(a, UnitAttr):
        return True
    raise CodecError(f"expects a unit attribute, got {a}")


def _sym_decode(a: Attribute) -> str:
    if isinstance(a, SymbolRefAttr) and not a.nested:
        return a.root
    raise CodecError(f"expects a flat symbol reference, got {a}")


def _type_decode(a: Attribute) -> Type:
    if isinstance(a, TypeAttr):
        return a.type
    raise CodecError(f"expects a type attribute, got {a}")


def _array_decode(t: Type) -> Callable[[Attribute], tuple[int, ...]]:
    def dec(a: Attribute) -> tuple[int, ...]:
        if isinstance(a, DenseArrayAttr) and a.element == t:
            return tuple(int(v) for v in a.values)
        raise CodecError(f"expects array<{t}: ...>, got {a}")

    return dec


def _float_decode(a: Attribute) -> float:
    if isinstance(a, FloatAttr):
        return a.value
    raise CodecError(f"expects a float attribute, got {a}")


def _identity(a: Attribute) -> Attribute:
    return a


E = TypeVar("E", bound=enum.Enum)


def enum_codec(cls: type[E], dialect: str, name: str) -> Codec:
    """``#dialect.name<member>`` <-> ``cls(member)``."""

    def dec(a: Attribute) -> E:
        if isinstance(a, DialectAttr) and (a.dialect, a.name) == (dialect, name) and len(a.params) == 1:
            p = a.params[0]
            for m in cls:
                if m.value == p:
                    return m
        allowed = ", ".join(str(m.value) for m in cls)
        raise CodecError(f"expects #{dialect}.{name}<{allowed}>, got {a}")

    return Codec(f"#{dialect}.{name}", dec, lambda v: DialectAttr(dialect, name, (v.value,)))


def str_enum_codec(cls: type[E]) -> Codec:
    """A string attribute restricted to ``cls``'s values: ``"weak"`` <-> ``cls("weak")``."""

    def dec(a: Attribute) -> E:
        if isinstance(a, StringAttr):
            for m in cls:
                if m.value == a.value:
                    return m
        allowed = ", ".join(f'"{m.value}"' for m in cls)
        raise CodecError(f"expects one of {allowed}, got {a}")

    return Codec("string enum", dec, lambda v: StringAttr(v.value))


def word_enum_codec(cls: type[E], dialect: str, name: str) -> Codec:
    """``#dialect.name<word>`` <-> ``cls(word)``, where the word may read as a float type (``<f16>``)."""

    def param(v: E) -> Any:
        return FloatType(v.value) if v.value in FLOAT_WIDTHS else v.value

    def dec(a: Attribute) -> E:
        if isinstance(a, DialectAttr) and (a.dialect, a.name) == (dialect, name) and len(a.params) == 1:
            p = a.params[0]
            word = p.name if isinstance(p, FloatType) else p
            for m in cls:
                if m.value == word:
                    return m
        allowed = ", ".join(str(m.value) for m in cls)
        raise CodecError(f"expects #{dialect}.{name}<{allowed}>, got {a}")

    return Codec(f"#{dialect}.{name}", dec, lambda v: DialectAttr(dialect, name, (param(v),)))


def _arg_attrs_decode(a: Attribute) -> tuple[DictAttr, ...]:
    if isinstance(a, ArrayAttr) and all(isinstance(e, DictAttr) for e in a.elements):
        return tuple(e for e in a.elements if isinstance(e, DictAttr))
    raise CodecError(f"expects an array of dictionaries, got {a}")


ARG_ATTRS = Codec("argument attributes", _arg_attrs_decode, lambda v: ArrayAttr(tuple(v)))
I1C = int_codec(IntegerType(1))
I32C = int_codec(IntegerType(32))
I64C = int_codec(IntegerType(64))
INDEXC = int_codec(IndexType())
STR = Codec("string", _str_decode, StringAttr)
UNIT = Codec("unit", _unit_decode, lambda v: UnitAttr())
SYM = Codec("symbol", _sym_decode, SymbolRefAttr)
TYPE = Codec("type", _type_decode, TypeAttr)
I32_ARRAY = Codec("array<i32>", _array_decode(IntegerType(32)),
                  lambda v: DenseArrayAttr(IntegerType(32), tuple(v)))
I64_ARRAY = Codec("array<i64>", _array_decode(IntegerType(64)),
                  lambda v: DenseArrayAttr(IntegerType(64), tuple(v)))
F32C = Codec("f32 float", _float_decode, lambda v: FloatAttr(float(v), FloatType("f32")))
RAW = Codec("attribute", _identity, _identity)


def _dict_decode(a: Attribute) -> DictAttr:
    if isinstance(a, DictAttr):
        return a
    raise CodecError(f"expects a dictionary attribute, got {a}")


def _array_attr_decode(a: Attribute) -> ArrayAttr:
    if isinstance(a, ArrayAttr):
        return a
    raise CodecError(f"expects an array attribute, got {a}")


DICT = Codec("dictionary", _dict_decode, _identity)
ARRAY = Codec("array", _array_attr_decode, _identity)


# ---------------------------------------------------------------------------
# Field declarations.


class Kind(enum.Enum):
    OPERAND = "operand"
    OPERANDS = "operands"
    OPT_OPERAND = "opt_operand"
    RESULT = "result"
    RESULTS = "results"
    PROP = "prop"
    ATTR = "attr"
    REGION = "region"
    SUCCESSOR = "successor"
    LOC = "loc"


def operand() -> Any:
    return field(metadata={"kind": Kind.OPERAND})


def operands() -> Any:
    return field(metadata={"kind": Kind.OPERANDS})


def opt_operand() -> Any:
    return field(metadata={"kind": Kind.OPT_OPERAND})


def result() -> Any:
    return field(metadata={"kind": Kind.RESULT})


def results() -> Any:
    return field(metadata={"kind": Kind.RESULTS})


def prop(name: str, codec: Codec, *, default: Any = ..., ) -> Any:
    """An inherent attribute (``<{name = ...}>``); ``default`` makes it optional."""
    md = {"kind": Kind.PROP, "name": name, "codec": codec, "optional": default is not ...}
    if default is ...:
        return field(metadata=md)
    return field(default=default, metadata=md)


def attr(name: str, codec: Codec, *, default: Any = ...) -> Any:
    """A discardable attribute (``{name = ...}``); ``default`` makes it optional."""
    md = {"kind": Kind.ATTR, "name": name, "codec": codec, "optional": default is not ...}
    if default is ...:
        return field(metadata=md)
    return field(default=default, metadata=md)


def region() -> Any:
    return field(metadata={"kind": Kind.REGION})


def successor() -> Any:
    return field(metadata={"kind": Kind.SUCCESSOR})


def loc_field() -> Any:
    return field(default=UNKNOWN, metadata={"kind": Kind.LOC}, compare=True)


LOC: Any = loc_field


@record
class FieldSpec:
    name: str
    kind: Kind
    attr_name: str = ""
    codec: Codec | None = None
    optional: bool = False
    default: Any = None  # an optional attribute equal to its default is not printed


@record
class OpSpec:
    """The generic-form shape of one op class, read off its field declarations."""

    name: str
    cls: type
    fields: tuple[FieldSpec, ...]

    def of(self, kind: Kind) -> tuple[FieldSpec, ...]:
        return tuple(f for f in self.fields if f.kind is kind)

    @property
    def operand_groups(self) -> tuple[FieldSpec, ...]:
        """Operand fields, then successor argument groups, in generic-form order."""
        return tuple(
            f for f in self.fields if f.kind in (Kind.OPERAND, Kind.OPERANDS, Kind.OPT_OPERAND, Kind.SUCCESSOR)
        )

    @property
    def needs_segments(self) -> bool:
        return sum(f.kind in (Kind.OPERANDS, Kind.OPT_OPERAND, Kind.SUCCESSOR)
                   for f in self.operand_groups) > 1

    @property
    def needs_result_segments(self) -> bool:
        return len(self.of(Kind.RESULTS)) > 1


REGISTRY: dict[str, OpSpec] = {}
_SPECS: dict[type, OpSpec] = {}

C = TypeVar("C", bound=type)


def register(cls: C) -> C:
    """Register an op class with the generic parser/printer (by its ``NAME``)."""
    name: str = getattr(cls, "NAME")
    specs = []
    for f in fields(cls):
        md = f.metadata
        kind = md.get("kind")
        if kind is None:
            raise TypeError(f"{cls.__name__}.{f.name}: field has no IR kind")
        specs.append(FieldSpec(f.name, kind, md.get("name", ""), md.get("codec"), md.get("optional", False),
                               f.default if md.get("optional", False) else None))
    if name in REGISTRY:
        raise TypeError(f"op {name} registered twice")
    spec = OpSpec(name, cls, tuple(specs))
    REGISTRY[name] = spec
    _SPECS[cls] = spec
    return cls


def spec_of(op: object) -> OpSpec:
    return _SPECS[type(op)]


# Per-class access plans, computed once per op class: the checkers and passes
# call these accessors hundreds of thousands of times on a large module.
_OPERAND_PLAN: dict[type, tuple[tuple[str, Kind], ...]] = {}
_RESULT_PLAN: dict[type, tuple[tuple[str, Kind], ...]] = {}
_REGION_NAMES: dict[type, tuple[str, ...]] = {}
_SUCCESSOR_NAMES: dict[type, tuple[str, ...]] = {}


def _plans(cls: type) -> None:
    spec = _SPECS[cls]
    _OPERAND_PLAN[cls] = tuple((f.name, f.kind) for f in spec.operand_groups)
    _RESULT_PLAN[cls] = tuple((f.name, f.kind) for f in spec.fields if f.kind in (Kind.RESULT, Kind.RESULTS))
    _REGION_NAMES[cls] = tuple(f.name for f in spec.of(Kind.REGION))
    _SUCCESSOR_NAMES[cls] = tuple(f.name for f in spec.of(Kind.SUCCESSOR))


def op_operands(op: object) -> tuple[Value, ...]:
    """Every operand of an op, successor arguments included, in generic-form order."""
    plan = _OPERAND_PLAN.get(type(op))
    if plan is None:
        _plans(type(op))
        plan = _OPERAND_PLAN[type(op)]
    out: list[Value] = []
    for name, kind in plan:
        v = getattr(op, name)
        if kind is Kind.OPERAND:
            out.append(v)
        elif kind is Kind.OPT_OPERAND:
            if v is not None:
                out.append(v)
        elif kind is Kind.SUCCESSOR:
            out.extend(v.args)
        else:
            out.extend(v)
    return tuple(out)


def op_results(op: object) -> tuple[Value, ...]:
    plan = _RESULT_PLAN.get(type(op))
    if plan is None:
        _plans(type(op))
        plan = _RESULT_PLAN[type(op)]
    out: list[Value] = []
    for name, kind in plan:
        if kind is Kind.RESULT:
            out.append(getattr(op, name))
        else:
            out.extend(getattr(op, name))
    return tuple(out)


def op_regions(op: object) -> tuple[Region[Any], ...]:
    names = _REGION_NAMES.get(type(op))
    if names is None:
        _plans(type(op))
        names = _REGION_NAMES[type(op)]
    return tuple(getattr(op, n) for n in names) if names else ()


def op_successors(op: object) -> tuple[Successor, ...]:
    names = _SUCCESSOR_NAMES.get(type(op))
    if names is None:
        _plans(type(op))
        names = _SUCCESSOR_NAMES[type(op)]
    return tuple(getattr(op, n) for n in names) if names else ()


def op_name(op: object) -> str:
    return spec_of(op).name


def walk(ops: tuple[Any, ...]) -> Any:
    """Every op in ``ops`` and, depth first, in their regions (pre-order)."""
    for op in ops:
        yield op
        names = _REGION_NAMES.get(type(op))
        if names is None:
            _plans(type(op))
            names = _REGION_NAMES[type(op)]
        for n in names:
            for b in getattr(op, n).blocks:
                yield from walk(b.ops)
