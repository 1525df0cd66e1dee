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
from itertools import chain, compress, count, repeat
from operator import attrgetter, is_, is_not
from types import CodeType, FunctionType
from typing import Any, Callable, ClassVar, Generic, Iterable, Mapping, Protocol, TypeVar

from ..enums import Enum, simple_enum
from .attributes import (
    ArrayAttr, Attribute, DenseArrayAttr, DialectAttr, DictAttr, EMPTY_DICT, FloatAttr, IntegerAttr,
    StringAttr, SymbolRefAttr, TypeAttr, UnitAttr,
)
from .location import UNKNOWN, Location
from .record import Record, field, fields, record
from .types import FLOAT_WIDTHS, FloatType, IntegerType, IndexType, Type

OpT = TypeVar("OpT", covariant=True)
LangT = TypeVar("LangT")
"""A module's op type, invariant: a language that only adds or only drops ops is not a sub- or
supertype of its neighbours, so ``mypy --strict`` rejects a pass applied to the wrong language."""


@record
class Value(metaclass=Record):
    """An SSA value: a name unique within its function, and a type.  Prints as ``%name``."""

    name: str
    type: Type

    def __str__(self) -> str:
        return "%" + self.name


@record
class Block(Generic[OpT], metaclass=Record, hidden=("_census_", "_names_")):
    """A basic block: label (``bb1``, empty for an unlabeled entry), arguments, ops.

    Its ``census`` (the op classes in it, nested regions included) and ``block_names`` are computed
    once and kept in hidden slots: blocks are immutable and shared between stages where a pass
    leaves them."""

    label: str
    args: tuple[Value, ...]
    ops: tuple[OpT, ...]


@record
class Region(Generic[OpT], metaclass=Record, hidden=("_census_", "_idom_")):
    """A list of blocks; the first is the entry.  Its ``region_census`` is kept like a block's, and its
    immediate dominators where asked (``cfg.immediate_dominators``)."""

    blocks: tuple[Block[OpT], ...]

    @property
    def entry(self) -> Block[OpT]:
        return self.blocks[0]


def single_block(args: tuple[Value, ...], ops: tuple[OpT, ...]) -> Region[OpT]:
    return Region((Block("", args, ops),))


@record
class Successor(metaclass=Record):
    """A branch target and the values passed to its block arguments."""

    label: str
    args: tuple[Value, ...] = ()


@record
class Module(Generic[LangT], metaclass=Record):
    """``module attributes {...} { ops }``: top-level ops, module attributes, location."""

    ops: tuple[LangT, ...]
    attrs: DictAttr = EMPTY_DICT
    loc: Location = UNKNOWN


@simple_enum
class Trait(Enum):
    """What an op class promises, declared once on the class (``TRAITS``) and read by the parser,
    the checkers and the clean-up passes."""

    PURE = "Pure"                              # result from operands alone, no effect: CSE / DCE may drop it
    TERMINATOR = "Terminator"                  # ends a block
    ISOLATED_FROM_ABOVE = "IsolatedFromAbove"  # its regions see no value defined outside

    # Members are compared by identity, so they hash by identity too: Enum's own __hash__ is a Python
    # call per dictionary or set lookup (~950 of them for Kind, Trait and ICmpPredicate in a gemm_sm90
    # compile, most building the per-class plans).
    __hash__ = object.__hash__


NO_TRAITS: frozenset[Trait] = frozenset()
PURE: frozenset[Trait] = frozenset({Trait.PURE})
TERMINATOR: frozenset[Trait] = frozenset({Trait.TERMINATOR})
ISOLATED_FROM_ABOVE: frozenset[Trait] = frozenset({Trait.ISOLATED_FROM_ABOVE})


def has_trait(op: object, trait: Trait) -> bool:
    """Does the class of ``op`` (an op or an op class) declare ``trait``?"""
    return trait in getattr(op, "TRAITS", NO_TRAITS)    # a class attribute, read the same on an instance


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
class Codec(metaclass=Record):
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


@simple_enum
class Kind(Enum):
    __hash__ = object.__hash__     # by identity, as Trait's

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
class FieldSpec(metaclass=Record):
    name: str
    kind: Kind
    attr_name: str = ""
    codec: Codec | None = None
    optional: bool = False
    default: Any = None  # an optional attribute equal to its default is not printed


@record
class OpSpec(metaclass=Record):
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


def spec_of_class(cls: type) -> OpSpec:
    return _SPECS[cls]


# Per-class accessors, made once per op class on first use: the checkers and passes call these
# hundreds of thousands of times on a large module.  Each is a small function reading the class's
# fields directly (``return (op.lhs, op.rhs)``), built from one compiled template per *shape* (the
# sequence of field kinds) with the field names substituted into its code object, so no source is
# compiled per class (the ``record.py`` technique) and no loop over a field plan runs per call.
_Getter = Callable[[Any], tuple[Any, ...]]
_OPERANDS: dict[type, _Getter] = {}
_RESULTS: dict[type, _Getter] = {}
_REGIONS: dict[type, _Getter] = {}
_SUCCESSORS: dict[type, _Getter] = {}
_REGION_NAMES: dict[type, tuple[str, ...]] = {}

# A template reads one item per field of kind ``_ONE`` (an operand, result, region, or a successor taken
# whole), and a whole tuple per ``_MANY`` field (operands, results); optional operands and successor
# arguments have their own kinds.  The shapes most op classes have are compiled with this module (an
# ``exec`` per shape cost ~35 us; a gemm_sm90 compile built 18 of them), the rest on first use.
_ONE, _MANY = Kind.OPERAND, Kind.OPERANDS
_AS_ONE = {Kind.RESULT: _ONE, Kind.REGION: _ONE, Kind.RESULTS: _MANY}


def _no_fields(op: Any) -> tuple[Any, ...]:
    """The accessor of a class with no field of the kinds asked for (most classes have no region or
    successor): one function shared by them all."""
    return ()


def _t1(op: Any) -> tuple[Any, ...]:
    return (op._f0_,)


def _t11(op: Any) -> tuple[Any, ...]:
    return (op._f0_, op._f1_,)


def _t111(op: Any) -> tuple[Any, ...]:
    return (op._f0_, op._f1_, op._f2_,)


def _tn(op: Any) -> Any:
    return () + op._f0_          # the tuple itself, and a TypeError for a field that is not one


def _t1n(op: Any) -> Any:
    return (op._f0_,) + op._f1_


def _t11n(op: Any) -> Any:
    return (op._f0_, op._f1_,) + op._f2_


# The operand shapes of single op classes (wgmma, TMA copies, branches, pipeline ops), built on first use
# too: ~0.33 ms of exec in a gemm_sm90 compile.  ``_OPT``: an optional operand; ``_ARGS``: a successor's
# arguments.  tests/test_accessors.py compares every template with the code the generator writes.
_OPT, _ARGS = Kind.OPT_OPERAND, Kind.SUCCESSOR


def _t1o(op: Any) -> Any:
    return (op._f0_,) + (() if op._f1_ is None else (op._f1_,))


def _t11o(op: Any) -> Any:
    return (op._f0_, op._f1_,) + (() if op._f2_ is None else (op._f2_,))


def _t1nno(op: Any) -> Any:
    return (op._f0_,) + op._f1_ + op._f2_ + (() if op._f3_ is None else (op._f3_,))


def _t11no(op: Any) -> Any:
    return (op._f0_, op._f1_,) + op._f2_ + (() if op._f3_ is None else (op._f3_,))


def _t111n(op: Any) -> Any:
    return (op._f0_, op._f1_, op._f2_,) + op._f3_


def _t11nno(op: Any) -> Any:
    return (op._f0_, op._f1_,) + op._f2_ + op._f3_ + (() if op._f4_ is None else (op._f4_,))


def _t11n1nooo(op: Any) -> Any:
    return (op._f0_, op._f1_,) + op._f2_ + (op._f3_,) + op._f4_ + (() if op._f5_ is None else (op._f5_,)) + \
        (() if op._f6_ is None else (op._f6_,)) + (() if op._f7_ is None else (op._f7_,))


def _ts(op: Any) -> Any:
    return () + op._f0_.args


def _t1ss(op: Any) -> Any:
    return (op._f0_,) + op._f1_.args + op._f2_.args


_TEMPLATES: dict[tuple[Kind, ...], CodeType] = {
    (_ONE,): _t1.__code__, (_ONE, _ONE): _t11.__code__, (_ONE, _ONE, _ONE): _t111.__code__,
    (_MANY,): _tn.__code__, (_ONE, _MANY): _t1n.__code__, (_ONE, _ONE, _MANY): _t11n.__code__,
    (_ONE, _OPT): _t1o.__code__, (_ONE, _ONE, _OPT): _t11o.__code__, (_ONE, _MANY, _MANY, _OPT): _t1nno.__code__,
    (_ONE, _ONE, _MANY, _OPT): _t11no.__code__, (_ONE, _ONE, _ONE, _MANY): _t111n.__code__,
    (_ONE, _ONE, _MANY, _MANY, _OPT): _t11nno.__code__,
    (_ONE, _ONE, _MANY, _ONE, _MANY, _OPT, _OPT, _OPT): _t11n1nooo.__code__,
    (_ARGS,): _ts.__code__, (_ONE, _ARGS, _ARGS): _t1ss.__code__,
}


def _template(kinds: tuple[Kind, ...]) -> CodeType:
    """``def get(op): return <the fields of these kinds, as one tuple>`` over placeholder names ``_fN_``."""
    code = _TEMPLATES.get(kinds)
    if code is None:
        ns: dict[str, Any] = {}
        exec(_template_source(kinds), {}, ns)
        code = _TEMPLATES[kinds] = ns["get"].__code__
    return code


def _template_source(kinds: tuple[Kind, ...]) -> str:
    """The source of ``_template(kinds)``."""
    exprs: list[str] = []
    ones: list[str] = []
    for i, k in enumerate(kinds):
        a = f"op._f{i}_"
        if k is _ONE:
            ones.append(a)
            continue
        if ones:
            exprs.append("(" + ", ".join(ones) + ",)")
            ones = []
        if k is Kind.OPT_OPERAND:
            exprs.append(f"(() if {a} is None else ({a},))")
        elif k is Kind.SUCCESSOR:
            exprs.append(f"{a}.args")
        else:                                   # _MANY: already a tuple
            exprs.append(a)
    if ones:
        exprs.append("(" + ", ".join(ones) + ",)")
    if len(exprs) == 1 and not exprs[0].startswith("("):
        exprs.insert(0, "()")                   # () + t: t itself, and a TypeError for a non-tuple
    return f"def get(op):\n    return {' + '.join(exprs) or '()'}\n"


def _getter(cls: type, specs: tuple[FieldSpec, ...], what: str, whole: bool = False) -> _Getter:
    """The accessor of these fields; ``whole``: each field is one item (a successor, not its arguments)."""
    if not specs:
        return _no_fields
    code = _template(tuple(_ONE if whole else _AS_ONE.get(f.kind, f.kind) for f in specs))
    fn: _Getter = specialize(code, {f"_f{i}_": f.name for i, f in enumerate(specs)}, cls, what)
    return fn


def specialize(code: CodeType, fields: Mapping[str, str], cls: type, name: str) -> Any:
    """A template's ``code`` for class ``cls``: the same bytecode with the placeholder attribute names
    it reads (``op._f0_``, ``op._r_``) replaced as ``fields`` maps them to the class's field names
    (``op.lhs``), named ``<cls>.<name>``.  A per-class function with no tuple, loop or getter call
    per op, as ``dataclasses`` makes per-class ``__init__``s.  The accessors' templates are compiled
    from source once per operand shape (``_template``); ``rewrite.reads_any``'s and dce's are
    functions written, type-checked and tested in their modules.  A template reads only its
    arguments and their attributes (the function gets an empty namespace: no globals)."""
    code = code.replace(co_names=tuple(fields.get(n, n) for n in code.co_names),
                        co_name=name, co_qualname=f"{cls.__name__}.{name}")
    return FunctionType(code, {}, name)


def _accessors(cls: type) -> None:
    spec = _SPECS[cls]
    results = tuple(f for f in spec.fields if f.kind in (Kind.RESULT, Kind.RESULTS))
    regions = spec.of(Kind.REGION)
    _OPERANDS[cls] = _getter(cls, spec.operand_groups, "operands")
    _RESULTS[cls] = _getter(cls, results, "results")
    _SUCCESSORS[cls] = _getter(cls, spec.of(Kind.SUCCESSOR), "successors", whole=True)
    _REGIONS[cls] = _getter(cls, regions, "regions")
    _REGION_NAMES[cls] = tuple(f.name for f in regions)


def op_operands(op: object) -> tuple[Value, ...]:
    """Every operand of an op, successor arguments included, in generic-form order."""
    try:
        return _OPERANDS[type(op)](op)
    except KeyError:
        _accessors(type(op))
        return _OPERANDS[type(op)](op)


def op_results(op: object) -> tuple[Value, ...]:
    try:
        return _RESULTS[type(op)](op)
    except KeyError:
        _accessors(type(op))
        return _RESULTS[type(op)](op)


def op_regions(op: object) -> tuple[Region[Any], ...]:
    try:
        return _REGIONS[type(op)](op)
    except KeyError:
        _accessors(type(op))
        return _REGIONS[type(op)](op)


def op_successors(op: object) -> tuple[Successor, ...]:
    try:
        return _SUCCESSORS[type(op)](op)
    except KeyError:
        _accessors(type(op))
        return _SUCCESSORS[type(op)](op)


def operands_getter(cls: type) -> Callable[[Any], tuple[Value, ...]]:
    """``op_operands`` for ops of class ``cls``: the per-class function itself, for a pass's hot loop
    that looks it up once per class."""
    if cls not in _OPERANDS:
        _accessors(cls)
    return _OPERANDS[cls]


built_operands_getter: Callable[[type], Callable[[Any], tuple[Value, ...]] | None] = _OPERANDS.get
"""``operands_getter(cls)`` if it is built already, else None, in one C call: a pass's per-op loop
writes ``(built_operands_getter(cls) or operands_getter(cls))(op)`` (scf-to-cf, reconcile-casts)."""


def results_getter(cls: type) -> Callable[[Any], tuple[Value, ...]]:
    """``op_results`` for ops of class ``cls``: the per-class function itself, for a pass's hot loop."""
    if cls not in _RESULTS:
        _accessors(cls)
    return _RESULTS[cls]


def region_names(cls: type) -> tuple[str, ...]:
    """The names of ``cls``'s region fields, in declaration order."""
    names = _REGION_NAMES.get(cls)
    if names is None:
        _accessors(cls)
        names = _REGION_NAMES[cls]
    return names


op_name: Callable[[object], str] = attrgetter("NAME")
"""An op's MLIR name (its class's ``NAME``, what ``register`` filed it under); a C call, no frame."""


def walk(ops: tuple[Any, ...]) -> list[Any]:
    """Every op in ``ops`` and, depth first, in their regions (pre-order), as a list."""
    out: list[Any] = []
    _walk(ops, out)
    return out


def _walk(ops: tuple[Any, ...], out: list[Any]) -> None:
    names_of = _REGION_NAMES
    for op in ops:
        out.append(op)
        names = names_of.get(type(op))
        if names is None:
            names = region_names(type(op))
        for n in names:
            for b in getattr(op, n).blocks:
                _walk(b.ops, out)


# ---------------------------------------------------------------------------
# Censuses: which op classes occur in a block or region (nested regions included), as a bit set
# (an ``int``, one bit per op class, given on first sight).  A pass that rewrites a few classes
# returns a subtree whose census holds none of them as it is, without visiting its ops
# (``lowering/conversion.py``).  Each is computed once per block / region object and remembered in a
# hidden slot: the IR is immutable, and an untouched block is shared by the next stage's module,
# its census with it.  (A frozenset per block was ~2x the cost: 0.55 ms for gemm_sm90's 267 blocks.)

_BITS: dict[type, int] = {}
_cached = getattr

_CLASSES: list[type] = []


def class_bit(cls: type) -> int:
    """The census bit of op class ``cls``."""
    bit = _BITS.get(cls)
    if bit is None:
        bit = _BITS[cls] = 1 << len(_CLASSES)
        _CLASSES.append(cls)
    return bit


def class_mask(classes: Iterable[type]) -> int:
    """The census bits of ``classes``: ``census(b) & class_mask(cs)`` is 0 when none occurs in ``b``."""
    m = 0
    for cls in classes:
        m |= class_bit(cls)
    return m


def census_classes(c: int) -> frozenset[type]:
    """The op classes a census names."""
    return frozenset(cls for i, cls in enumerate(_CLASSES) if c >> i & 1)


def census(b: Block[Any]) -> int:
    """The census of ``b``: the classes of its ops and, at any depth, of the ops in their regions."""
    c: int | None = _cached(b, "_census_", None)
    if c is not None:
        return c
    return _summarize(b)


_Plan = tuple[int, Callable[[Any], str] | None, Callable[[Any], tuple[Value, ...]] | None, tuple[str, ...]]
_PLANS: dict[type, _Plan] = {}


def _plan(cls: type) -> _Plan:
    """(census bit, the result's name getter where the class declares one single result, else its
    results getter where it declares any, region names).  The name getter is an ``attrgetter`` of
    ``<field>.name`` (a C call, not a Python getter and a loop: lower-mbarriers, which first asks for
    the census of lower-register-tiles' 260 blocks on gemm_sm90, 7.43 -> 7.14 M instructions)."""
    kinds = [f for f in _SPECS[cls].fields if f.kind in (Kind.RESULT, Kind.RESULTS)] if cls in _SPECS else None
    one: Callable[[Any], str] | None = None
    many: Callable[[Any], tuple[Value, ...]] | None = None
    if kinds is not None and len(kinds) == 1 and kinds[0].kind is Kind.RESULT:
        one = attrgetter(kinds[0].name + ".name")
    elif kinds is None or kinds:
        many = results_getter(cls)
    plan = _PLANS[cls] = (class_bit(cls), one, many, region_names(cls))
    return plan


def _summarize(b: Block[Any]) -> int:
    """Compute and keep ``b``'s census and ``block_names`` (one pass over its ops); its census."""
    if len(b.ops) > _LONG_BLOCK:
        return _summarize_long(b)
    plans = _PLANS
    c = 0
    own: list[str] = [a.name for a in b.args]
    add = own.append
    inner: list[Block[Any]] = []
    for op in b.ops:
        cls = type(op)
        plan = plans.get(cls) or _plan(cls)
        c |= plan[0]
        one = plan[1]
        if one is not None:
            add(one(op))
        else:
            get = plan[2]
            if get is not None:
                for v in get(op):
                    add(v.name)
        for n in plan[3]:
            r = getattr(op, n)
            c |= region_census(r)
            inner.extend(r.blocks)
    object.__setattr__(b, "_census_", c)
    names = frozenset(own)
    object.__setattr__(b, "_names_", [names, tuple(inner), None if inner else names, len(own)])
    return c


_LONG_BLOCK = 32


def _summarize_long(b: Block[Any]) -> int:
    """``_summarize`` for a long block (a function's top block, rebuilt by most body lowerings and
    summarized again by the next), in C calls where it can: the ops' classes read once, a census
    bit per distinct class, the result names of ``_NAMED_CLASSES`` read by one ``attrgetter`` over
    ``compress``; op by op only the others (several results, regions).  For a few ops the op-by-op
    loop is cheaper (its setup is less)."""
    ops = b.ops
    types = list(map(type, ops))
    bits = _BITS
    named = _NAMED_CLASSES
    c = 0
    for cls in set(types):
        bit = bits.get(cls)
        if bit is None:
            bit = class_bit(cls)
        c |= bit
        if cls not in named and cls not in _OTHER_CLASSES and cls not in _QUIET_CLASSES:
            _file_for_names(cls)
    own: list[str] = [a.name for a in b.args]
    own.extend(map(_GET_RESULT_NAME, compress(ops, map(named.__contains__, types))))
    inner: list[Block[Any]] = []
    add = own.append
    for op in compress(ops, map(_OTHER_CLASSES.__contains__, types)):
        for v in op_results(op):
            add(v.name)
        for r in op_regions(op):
            c |= region_census(r)
            inner.extend(r.blocks)
    object.__setattr__(b, "_census_", c)
    names = frozenset(own)
    object.__setattr__(b, "_names_", [names, tuple(inner), None if inner else names, len(own)])
    return c


def summarized_block(label: str, args: tuple[Value, ...], ops: tuple[OpT, ...],
                     like: Block[Any] | None = None) -> Block[OpT]:
    """``Block(label, args, ops)`` with its census and names computed now, for a body lowering's new
    blocks (the next stage asks for every block's census or names).  The same work as on first
    use, less the first ``getattr`` of the unset hidden slot: reading it formats and raises an
    AttributeError (~2.5 k instructions; lower-mbarriers missed 330 times on lower-register-tiles'
    new blocks and regions of gemm_sm90).

    ``like``: the block this one replaces (a lowering's input block), whose summary, where it has one,
    this one's is derived from when the two differ in a few ops of a long block (``_derive``)."""
    b: Block[OpT] = Block(label, args, ops)
    if like is None or len(ops) <= _LONG_BLOCK or not _derive(b, like):
        _summarize(b)
    return b


def _ops_summary(ops: Any, skip: set[int], names: list[str]) -> int:
    """The census bits of those of ``ops`` whose id is not in ``skip`` (nested blocks included), their
    result names appended to ``names``: one side of ``_derive``'s difference (the ops removed or added)."""
    plans = _PLANS
    bits = 0
    for op in ops:
        if id(op) not in skip:
            plan = plans.get(type(op)) or _plan(type(op))
            bits |= plan[0]
            _names_of(op, plan, names)
            for n in plan[3]:
                bits |= region_census(getattr(op, n))
    return bits


def _derive(b: Block[Any], like: Block[Any]) -> bool:
    """Keep ``b``'s census and names derived from ``like``'s (its arguments the same tuple, its ops
    ``like``'s but for a few), exactly what ``_summarize`` would compute; whether it could.  A body
    lowering that changes a few ops of a function's 364-op block rebuilds the block around them
    (lower-wgmma, lower-pipeline-tokens, lower-arith on gemm_sm90), and ``_summarize_long`` reads every
    op again (~0.8 M instructions).

    The ops that differ by identity: at the same positions where the two have as many ops, else the
    span between the first and the last that differ (C calls).  Of those, the removed and the added
    (by id: each object once on each side).  The names: ``like``'s less the removed ops' results plus
    the added ops' (exact where ``like`` defines each name once: its count of definitions is its set's
    size; most lowerings keep the result names, and then the set is ``like``'s).  The nested blocks:
    each differing run's region ops' blocks put in place of the old run's (a run of ``like``'s, in op
    order).  The census: ``like``'s with the added ops' where every class the removed ops held is among
    theirs, else the top-level classes read again and the nested blocks' censuses."""
    got: list[Any] | None = _cached(like, "_names_", None)
    if got is None or b.args is not like.args or got[3] != len(got[0]):
        return False
    old, new = like.ops, b.ops
    if 2 * abs(len(new) - len(old)) > len(new):
        return False      # (at least that many ops differ)
    runs: list[tuple[Any, Any]]
    if len(old) == len(new):
        at = list(compress(count(), map(is_not, old, new)))
        if 8 * len(at) > len(new):
            return False      # (much of the block changed: read again)
        gone: Any = [old[i] for i in at]
        came: Any = [new[i] for i in at]
        runs = [((o,), (n,)) for o, n in zip(gone, came)]
    else:
        short = min(len(old), len(new))
        p = next(compress(count(), map(is_not, old, new)), short)
        s = min(next(compress(count(), map(is_not, reversed(old), reversed(new))), short), short - p)
        gone, came = old[p:len(old) - s], new[p:len(new) - s]
        if 2 * (len(gone) + len(came)) > len(new):
            return False
        runs = [(gone, came)]
    gone_ids = set(map(id, gone))
    came_ids = set(map(id, came))
    if len(gone_ids) != len(gone) or len(came_ids) != len(came):
        return False     # (an op object twice among them: not worth a multiset)
    removed: list[str] = []
    rbits = _ops_summary(gone, came_ids, removed)
    added: list[str] = []
    abits = _ops_summary(came, gone_ids, added)
    inner: tuple[Block[Any], ...] = got[1]
    start = 0
    for was_ops, now_ops in runs:
        was = _inner_blocks(was_ops)
        now = _inner_blocks(now_ops)
        if not was:
            if now:
                inner = _inner_blocks(new)     # (where the new blocks go is not known: read again)
                break
            continue
        # (the old run's nested blocks are a run of ``inner``, after the previous one's: found by identity)
        k = next(compress(count(start), map(is_, inner[start:], repeat(was[0]))), -1)
        if k < 0 or not all(map(is_, inner[k:k + len(was)], was)):
            return False
        inner = (*inner[:k], *now, *inner[k + len(was):])
        start = k + len(now)
    c: int = like._census_      # type: ignore[attr-defined]   # (set with ``_names_``)
    c = _census_of(new, inner) if rbits & ~abits else c | abits
    names: frozenset[str] = got[0]
    if removed or added:
        take = set(removed)
        put = set(added)
        if take <= put:
            if not put <= names:
                names = names.union(put)
        else:
            names = names.difference(take).union(put)
    object.__setattr__(b, "_census_", c)
    object.__setattr__(b, "_names_", [names, inner, None if inner else names, got[3] - len(removed) + len(added)])
    return True


def _names_of(op: Any, plan: _Plan, out: list[str]) -> None:
    """Append the names of ``op``'s results (its class's ``plan``) to ``out``."""
    one = plan[1]
    if one is not None:
        out.append(one(op))
    else:
        get = plan[2]
        if get is not None:
            for v in get(op):
                out.append(v.name)


def _census_of(ops: tuple[Any, ...], inner: tuple[Block[Any], ...]) -> int:
    """The census of a block of ``ops`` whose ops' regions' blocks are ``inner``: its top-level classes'
    bits and its nested blocks' censuses (a region's census is its blocks')."""
    bits = _BITS
    c = 0
    for cls in set(map(type, ops)):
        bit = bits.get(cls)
        if bit is None:
            bit = class_bit(cls)
        c |= bit
    for blk in inner:
        got: int | None = _cached(blk, "_census_", None)
        c |= census(blk) if got is None else got
    return c


def _inner_blocks(ops: Iterable[Any]) -> tuple[Block[Any], ...]:
    """The blocks of the regions of ``ops``, in op order (a block summary's second item)."""
    names_of = _REGION_NAMES
    inner: list[Block[Any]] = []
    for op in ops:
        names = names_of.get(type(op))
        if names is None:
            names = region_names(type(op))
        for n in names:
            inner.extend(getattr(op, n).blocks)
    return tuple(inner)


def summarized_region(blocks: tuple[Block[OpT], ...]) -> Region[OpT]:
    """``Region(blocks)`` with its census kept now (``summarized_block``'s, for a region)."""
    r: Region[OpT] = Region(blocks)
    c = 0
    for b in blocks:
        got: int | None = _cached(b, "_census_", None)
        c |= _summarize(b) if got is None else got
    object.__setattr__(r, "_census_", c)
    return r


def region_census(r: Region[Any]) -> int:
    """The census of ``r``: the union of its blocks'."""
    c: int | None = _cached(r, "_census_", None)
    if c is not None:
        return c
    c = 0
    for b in r.blocks:
        c |= census(b)
    object.__setattr__(r, "_census_", c)
    return c


def op_census(op: object) -> int:
    """The census of one op: its class and what its regions hold."""
    c = _BITS.get(type(op)) or class_bit(type(op))
    for n in region_names(type(op)):
        c |= region_census(getattr(op, n))
    return c


def ops_census(ops: Iterable[Any]) -> int:
    """The census of an op sequence (not remembered: a block's or region's is)."""
    bits = _BITS
    names_of = _REGION_NAMES
    c = 0
    for op in ops:
        cls = type(op)
        bit = bits.get(cls)
        if bit is None:
            bit = class_bit(cls)
        c |= bit
        names = names_of.get(cls)
        if names is None:
            names = region_names(cls)
        for n in names:
            c |= region_census(getattr(op, n))
    return c


def ops_in(ops: tuple[Any, ...], classes: Iterable[type]) -> list[Any]:
    """The ops of ``classes`` in ``ops`` and their regions (pre-order), entering only the regions
    whose census holds one of them."""
    mask = class_mask(classes)
    out: list[Any] = []
    _ops_in(ops, mask, out)
    return out


def _ops_in(ops: tuple[Any, ...], mask: int, out: list[Any]) -> None:
    bits = _BITS
    names_of = _REGION_NAMES
    for op in ops:
        cls = type(op)
        if (bits.get(cls) or class_bit(cls)) & mask:
            out.append(op)
        names = names_of.get(cls)     # (``region_names`` inline: a call per op of a 500-op top block)
        if names is None:
            names = region_names(cls)
        for n in names:
            r = getattr(op, n)
            if region_census(r) & mask:
                for b in r.blocks:
                    if census(b) & mask:
                        _ops_in(b.ops, mask, out)


# ---------------------------------------------------------------------------
# Value names: every result and block-argument name in a block (nested regions included), what a
# pass's fresh names must avoid (``rewrite.Fresh``).  Each block remembers the names its own ops
# and arguments define and the blocks nested in its ops' regions (computed with its census), so a
# stage that changes a few blocks gathers the names of the rest from what its input's blocks kept
# (one set union per block) instead of walking their ops again.  A block below a function's top two
# levels also keeps, on first use, every name at any depth in it (``_every_name``): computed for
# every block, kept sets copied every name once per nesting level (measured slower); kept below the
# levels a stage rebuilds, a block the next stage keeps is one union (``_UNKEPT_LEVELS``).


def block_names(b: Block[Any]) -> tuple[frozenset[str], tuple[Block[Any], ...]]:
    """The names ``b``'s arguments and ops define, and the blocks of its ops' regions (computed with
    its census)."""
    got: list[Any] | None = _cached(b, "_names_", None)
    if got is None:
        _summarize(b)
        got = b._names_   # type: ignore[attr-defined]
    return got[0], got[1]


def ops_value_names(ops: Iterable[Any], out: set[str]) -> None:
    """Add to ``out`` every result and block-argument name in ``ops`` and, at any depth, their regions."""
    for op in ops:
        for v in op_results(op):
            out.add(v.name)
        for r in op_regions(op):
            _gather(r.blocks, out, _UNKEPT_LEVELS)


_UNKEPT_LEVELS = 2
"""How many levels of blocks under the ops ``ops_value_names`` is given (a function: its top block and
the blocks of its top ops' regions) it walks without keeping their every-name set: a stage that makes
a name has rebuilt them nearly always, and keeping a set copies every name below it.  Deeper, a block
keeps its set (``_every_name``): gemm_sm90's four names-making body stages after lower-register-tiles
keep 168 of 172 blocks of their input, each then one union.  (Kept from level 0: 1.82 M instructions
for the nine calls of a gemm_sm90 compile; from 1: 1.59; from 2: 1.45; nothing kept: 2.15.)"""


def _gather(blocks: Iterable[Block[Any]], out: set[str], levels: int) -> None:
    """Add to ``out`` every name in ``blocks`` at any depth: a block's kept every-name set where it has
    one; else, for ``levels`` more levels, its own names and its nested blocks' gathered so; below
    them, its every-name set computed and kept."""
    cached = _cached
    for b in blocks:
        got = cached(b, "_names_", None)
        if got is None:
            _summarize(b)
            got = b._names_   # type: ignore[attr-defined]
        every = got[2]
        if every is not None:
            out |= every
        elif levels:
            out |= got[0]
            _gather(got[1], out, levels - 1)
        else:
            out |= _every_name(got)


def _every_name(got: list[Any]) -> set[str]:
    """Every name in a block and its regions at any depth, from its ``_names_`` entry ``got`` [own names,
    nested blocks, every name or None], kept in it as its third item (computed on first use: a block is
    immutable, so a block a later stage keeps is one union there, not a walk of its nested blocks)."""
    every = set(got[0])
    cached = _cached
    for b in got[1]:
        g = cached(b, "_names_", None)
        if g is None:
            _summarize(b)
            g = b._names_
        e = g[2]
        if e is None:
            e = _every_name(g)
        every |= e
    got[2] = every
    return every


# Every name a function defines, read in bulk: the ops of all the blocks at one nesting level gathered
# into one list, their classes read once (``map(type, ...)``), the result names of the classes with
# one result field ``result`` and no region (nearly every op) read by one ``attrgetter`` over
# ``compress``, and op by op only the others (several results, regions).  All in C calls but the
# few others: a pass that scans a function once for its fresh names (``fold``) pays ~0.1 k
# instructions an op instead of a Python loop's ~2.5 k.
_NAMED_CLASSES: set[type] = set()      # one result, in the field ``result``; no region
_QUIET_CLASSES: set[type] = set()      # no result, no region
_OTHER_CLASSES: set[type] = set()      # the rest: read op by op
_GET_RESULT_NAME = attrgetter("result.name")
_GET_NAME = attrgetter("name")
_GET_ARGS = attrgetter("args")
_GET_OPS = attrgetter("ops")


def _file_for_names(cls: type) -> None:
    results = [f for f in _SPECS[cls].fields if f.kind in (Kind.RESULT, Kind.RESULTS)] if cls in _SPECS else None
    if region_names(cls) or results is None:
        _OTHER_CLASSES.add(cls)
    elif not results:
        _QUIET_CLASSES.add(cls)
    elif len(results) == 1 and results[0].kind is Kind.RESULT and results[0].name == "result":
        _NAMED_CLASSES.add(cls)
    else:
        _OTHER_CLASSES.add(cls)


def blocks_value_names(blocks: Iterable[Block[Any]], out: set[str]) -> None:
    """Add to ``out`` every argument and result name in ``blocks`` and, at any depth, in the regions
    of their ops (what ``ops_value_names`` gathers, without per-block memory)."""
    named, other = _NAMED_CLASSES, _OTHER_CLASSES
    level = list(blocks)
    while level:
        out.update(map(_GET_NAME, chain.from_iterable(map(_GET_ARGS, level))))
        ops = list(chain.from_iterable(map(_GET_OPS, level)))
        types = list(map(type, ops))
        for cls in set(types):
            if cls not in named and cls not in other and cls not in _QUIET_CLASSES:
                _file_for_names(cls)
        out.update(map(_GET_RESULT_NAME, compress(ops, map(named.__contains__, types))))
        level = []
        for op in compress(ops, map(other.__contains__, types)):
            out.update(map(_GET_NAME, op_results(op)))
            for r in op_regions(op):
                level.extend(r.blocks)
