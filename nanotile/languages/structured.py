"""Ops shared by the structured (pre-LLVM) languages: ``arith``, ``math``, ``scf``.

Not a language by itself: ``tileas`` and every language down to ``tokens``
re-export these classes.  Region-holding ops are generic in the op type of
their body, so ``ScfFor[TileAsOp]`` holds only ``tileas`` ops.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar, Generic, TypeAlias, TypeVar, get_args

if TYPE_CHECKING:
    from typing import Union
else:
    from . import OpUnion as Union   # the members without typing's checks: see languages/__init__.py

if TYPE_CHECKING:
    from typing_extensions import TypeIs

from ..enums import Enum, simple_enum
from ..ir.attributes import Attribute, IntegerAttr
from ..ir.core import (
    PURE, TERMINATOR, Trait,
    LOC, RAW, Codec, CodecError, Region, Value, operand, operands, prop, region, register, result,
    results,
)
from ..ir.location import Location
from ..ir.record import Record, record
from ..ir.types import I64

OpT = TypeVar("OpT", covariant=True)


@register
@record
class Constant(metaclass=Record):
    """``%c = "arith.constant"() <{value = 4 : i32}> : () -> i32``"""

    NAME: ClassVar[str] = "arith.constant"
    TRAITS: ClassVar[frozenset[Trait]] = PURE
    result: Value = result()
    value: Attribute = prop("value", RAW)
    loc: Location = LOC()



@register
@record
class AddI(metaclass=Record):
    """``%r = "arith.addi"(%a, %b) : (i32, i32) -> i32``"""

    NAME: ClassVar[str] = "arith.addi"
    TRAITS: ClassVar[frozenset[Trait]] = PURE
    result: Value = result()
    lhs: Value = operand()
    rhs: Value = operand()
    loc: Location = LOC()


@register
@record
class SubI(metaclass=Record):
    """``%r = "arith.subi"(%a, %b) : (i32, i32) -> i32``"""

    NAME: ClassVar[str] = "arith.subi"
    TRAITS: ClassVar[frozenset[Trait]] = PURE
    result: Value = result()
    lhs: Value = operand()
    rhs: Value = operand()
    loc: Location = LOC()


@register
@record
class MulI(metaclass=Record):
    """``%r = "arith.muli"(%a, %b) : (i32, i32) -> i32``"""

    NAME: ClassVar[str] = "arith.muli"
    TRAITS: ClassVar[frozenset[Trait]] = PURE
    result: Value = result()
    lhs: Value = operand()
    rhs: Value = operand()
    loc: Location = LOC()


@register
@record
class DivUI(metaclass=Record):
    """``%r = "arith.divui"(%a, %b) : (i32, i32) -> i32``"""

    NAME: ClassVar[str] = "arith.divui"
    TRAITS: ClassVar[frozenset[Trait]] = PURE
    result: Value = result()
    lhs: Value = operand()
    rhs: Value = operand()
    loc: Location = LOC()


@register
@record
class RemUI(metaclass=Record):
    """``%r = "arith.remui"(%a, %b) : (i32, i32) -> i32``"""

    NAME: ClassVar[str] = "arith.remui"
    TRAITS: ClassVar[frozenset[Trait]] = PURE
    result: Value = result()
    lhs: Value = operand()
    rhs: Value = operand()
    loc: Location = LOC()


@register
@record
class AndI(metaclass=Record):
    """``%r = "arith.andi"(%a, %b) : (i32, i32) -> i32``"""

    NAME: ClassVar[str] = "arith.andi"
    TRAITS: ClassVar[frozenset[Trait]] = PURE
    result: Value = result()
    lhs: Value = operand()
    rhs: Value = operand()
    loc: Location = LOC()


@register
@record
class AddF(metaclass=Record):
    """``%r = "arith.addf"(%a, %b) : (f32, f32) -> f32``"""

    NAME: ClassVar[str] = "arith.addf"
    TRAITS: ClassVar[frozenset[Trait]] = PURE
    result: Value = result()
    lhs: Value = operand()
    rhs: Value = operand()
    loc: Location = LOC()


@register
@record
class MulF(metaclass=Record):
    """``%r = "arith.mulf"(%a, %b) : (f32, f32) -> f32``"""

    NAME: ClassVar[str] = "arith.mulf"
    TRAITS: ClassVar[frozenset[Trait]] = PURE
    result: Value = result()
    lhs: Value = operand()
    rhs: Value = operand()
    loc: Location = LOC()


@register
@record
class TruncF(metaclass=Record):
    """``%r = "arith.truncf"(%a) : (f32) -> f16``

    To a narrower float type, rounding to nearest even; on a register tile,
    element by element (the layout stays).
    """

    NAME: ClassVar[str] = "arith.truncf"
    result: Value = result()
    arg: Value = operand()
    loc: Location = LOC()


@simple_enum
class CmpIPredicate(Enum):
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


def _pred_decode(a: Attribute) -> CmpIPredicate:
    if isinstance(a, IntegerAttr) and a.type == I64:
        for p in CmpIPredicate:
            if p.value == a.value:
                return p
    raise CodecError(f"expects an i64 predicate 0..9, got {a}")


def _pred_encode(p: CmpIPredicate) -> Attribute:
    return IntegerAttr(p.value, I64)


PREDICATE = Codec("arith.cmpi predicate", _pred_decode, _pred_encode)


@register
@record
class CmpI(metaclass=Record):
    """``%r = "arith.cmpi"(%a, %b) <{predicate = 2 : i64}> : (i32, i32) -> i1`` (2 = slt)"""

    NAME: ClassVar[str] = "arith.cmpi"
    TRAITS: ClassVar[frozenset[Trait]] = PURE
    result: Value = result()
    lhs: Value = operand()
    rhs: Value = operand()
    predicate: CmpIPredicate = prop("predicate", PREDICATE)
    loc: Location = LOC()


@register
@record
class Select(metaclass=Record):
    """``%r = "arith.select"(%c, %a, %b) : (i1, i32, i32) -> i32``"""

    NAME: ClassVar[str] = "arith.select"
    TRAITS: ClassVar[frozenset[Trait]] = PURE
    result: Value = result()
    cond: Value = operand()
    true_value: Value = operand()
    false_value: Value = operand()
    loc: Location = LOC()


@register
@record
class IndexCast(metaclass=Record):
    """``%r = "arith.index_cast"(%i) : (index) -> i32``"""

    NAME: ClassVar[str] = "arith.index_cast"
    TRAITS: ClassVar[frozenset[Trait]] = PURE
    result: Value = result()
    input: Value = operand()
    loc: Location = LOC()


@register
@record
class ScfYield(metaclass=Record):
    """``"scf.yield"(%acc) : (f32) -> ()``"""

    NAME: ClassVar[str] = "scf.yield"
    TRAITS: ClassVar[frozenset[Trait]] = TERMINATOR
    values: tuple[Value, ...] = operands()
    loc: Location = LOC()


@register
@record
class ScfFor(Generic[OpT], metaclass=Record):
    """``%r = "scf.for"(%lb, %ub, %step, %init) ({^bb0(%i: index, %acc: f32): %acc2 = "arith.addf"(%acc, %acc) : (f32, f32) -> f32 "scf.yield"(%acc2) : (f32) -> ()}) : (index, index, index, f32) -> f32``

    The body's first block argument is the induction variable, the rest are
    the loop-carried values; its terminator is ``scf.yield``.
    """

    NAME: ClassVar[str] = "scf.for"
    results: tuple[Value, ...] = results()
    lower: Value = operand()
    upper: Value = operand()
    step: Value = operand()
    inits: tuple[Value, ...] = operands()
    body: Region[OpT] = region()
    loc: Location = LOC()


@register
@record
class ScfIf(Generic[OpT], metaclass=Record):
    """``%r = "scf.if"(%c) ({"scf.yield"(%a) : (i32) -> ()}, {"scf.yield"(%b) : (i32) -> ()}) : (i1) -> i32``"""

    NAME: ClassVar[str] = "scf.if"
    results: tuple[Value, ...] = results()
    cond: Value = operand()
    then_region: Region[OpT] = region()
    else_region: Region[OpT] = region()
    loc: Location = LOC()


ArithOp: TypeAlias = Union[Constant, AddI, SubI, MulI, DivUI, RemUI, AndI, AddF, MulF, TruncF, CmpI, Select, IndexCast]
"""The arith ops the tile languages carry down to ``tokens`` (``lower_arith`` lowers them)."""
ARITH_OPS: frozenset[type] = frozenset(get_args(ArithOp))


def is_arith(op: object) -> TypeIs[ArithOp]:
    return type(op) in ARITH_OPS
