"""``Emitter[OpT]``: appends ops of the language ``OpT`` to a list and hands back their result values.

Lowerings use it so each ``case`` arm reads as the op sequence it produces.
One emitter per region being built; it shares the pass's ``Fresh`` names.

``Emitter`` is generic in the op union of the language being built and
contravariant in it (it only consumes ops): ``add`` accepts only ops of
``OpT``, so an op built in a pass that its target language does not allow is
a mypy error.  The builders (``const``, ``iadd``, ``cast``, ...) build
``EmitOp`` (LLVM ops and unrealized casts); they are typed on
``self: Emitter[EmitOp]``, so they are available exactly on emitters whose
language contains ``EmitOp`` (every language from ``smem`` on), and
``Emitter[EmitOp]`` is what a helper takes that only builds those ops.
"""

from __future__ import annotations

from typing import Any, Callable, Generic, TypeAlias, TypeVar, Union

from ..ir.attributes import FloatAttr, IntegerAttr
from ..ir.core import Value
from ..ir.location import Location
from ..ir.rewrite import Fresh
from ..ir.types import (
    I1, I32, I64, FloatType, IntegerType, LLVMPointerType, LLVMStructType, Type,
)
from ..languages import llvm as LL


EmitOp: TypeAlias = Union[LL.LlvmOp, LL.UnrealizedCast]
"""The ops ``Emitter``'s builders create."""

OpT = TypeVar("OpT", contravariant=True)
E = TypeVar("E", bound="Emitter[EmitOp]")


class Emitter(Generic[OpT]):
    """``memo``, where given (``Lowering.block_emitter``: the emitter of the ops a rule puts in the block
    being lowered), holds the pure ops built so far in that block and the blocks around it, by what cse
    compares (class, operands, properties, result type): a builder asked for one of them again returns
    its value instead of building an op cse would take out.  It still takes the fresh name the op would
    have had, so every later name is the same and the module after cse is the same text.

    ``dom``, where given (``Conversion.dominating``), finds an integer constant among the input's ops
    that dominate the op being lowered: ``const`` returns it, as cse would have it, on a ``memo`` miss."""

    __slots__ = ("fresh", "loc", "ops", "memo", "dom")   # no instance dict: a pass makes one per op it lowers

    def __init__(self, fresh: Fresh, loc: Location, memo: dict[Any, Value] | None = None,
                 dom: Callable[[tuple[Any, ...]], Value | None] | None = None) -> None:
        self.fresh = fresh
        self.loc = loc
        self.ops: list[OpT] = []
        self.memo = memo
        self.dom = dom

    def add(self, op: OpT) -> None:
        self.ops.append(op)

    def nested(self: E) -> E:
        """A new, empty emitter of the same language for a nested region (same names, same location)."""
        return type(self)(self.fresh, self.loc)

    def v(self, t: Type, hint: str = "") -> Value:
        # ``Fresh.name``, not ``Fresh.__call__``, and the builders below append to ``self.ops``, not
        # through ``add``: two Python calls fewer per op built (lower-register-tiles, ~1,100 ops on
        # gemm_sm90: 15.8 -> 14.4 M instructions per run); the builders write this line out, not call
        # it: one call fewer again
        return Value(self.fresh.name(hint), t)

    # constants ------------------------------------------------------------
    def const(self: Emitter[EmitOp], value: int, t: IntegerType = I32) -> Value:
        memo = self.memo
        dom = self.dom
        if memo is None:
            got = dom((value, t.width)) if dom is not None else None
            if got is not None:
                self.fresh.name("c")
                return got
            r = Value(self.fresh.name("c"), t)
            self.ops.append(LL.LLVMConstant(r, IntegerAttr(value, t), self.loc))
            return r
        key = (_CONST, value, id(t))   # (a type is held by the value kept: its id is not reused)
        got = memo.get(key)
        if got is None and dom is not None:
            got = dom((value, t.width))
            if got is not None:
                memo[key] = got
        if got is not None:
            self.fresh.name("c")
            return got
        r = memo[key] = Value(self.fresh.name("c"), t)
        self.ops.append(LL.LLVMConstant(r, IntegerAttr(value, t), self.loc))
        return r

    def fconst(self: Emitter[EmitOp], value: float, t: FloatType) -> Value:
        r = Value(self.fresh.name("cf"), t)
        self.ops.append(LL.LLVMConstant(r, FloatAttr(value, t), self.loc))
        return r

    def undef(self: Emitter[EmitOp], t: Type) -> Value:
        memo = self.memo
        if memo is None:
            r = Value(self.fresh.name("u"), t)
            self.ops.append(LL.Undef(r, self.loc))
            return r
        key = (LL.Undef, t)   # (by type equality, as cse compares result types)
        got = memo.get(key)
        if got is not None:
            self.fresh.name("u")
            return got
        r = memo[key] = Value(self.fresh.name("u"), t)
        self.ops.append(LL.Undef(r, self.loc))
        return r

    # integer arithmetic ---------------------------------------------------
    def binop(self: Emitter[EmitOp], cls: _BinOp, a: Value, b: Value, hint: str = "t") -> Value:
        memo = self.memo
        if memo is None:
            r = Value(self.fresh.name(hint), a.type)
            self.ops.append(cls(r, a, b, self.loc))
            return r
        key = (cls, a.name, b.name)   # (one value per name in a function: the types follow)
        got = memo.get(key)
        if got is not None:
            self.fresh.name(hint)
            return got
        r = memo[key] = Value(self.fresh.name(hint), a.type)
        self.ops.append(cls(r, a, b, self.loc))
        return r

    def iadd(self: Emitter[EmitOp], a: Value, b: Value) -> Value:
        return self.binop(LL.Add, a, b)

    def isub(self: Emitter[EmitOp], a: Value, b: Value) -> Value:
        return self.binop(LL.Sub, a, b)

    def imul(self: Emitter[EmitOp], a: Value, b: Value) -> Value:
        return self.binop(LL.Mul, a, b)

    def udiv(self: Emitter[EmitOp], a: Value, b: Value) -> Value:
        return self.binop(LL.UDiv, a, b)

    def urem(self: Emitter[EmitOp], a: Value, b: Value) -> Value:
        return self.binop(LL.URem, a, b)

    def and_(self: Emitter[EmitOp], a: Value, b: Value) -> Value:
        return self.binop(LL.And, a, b)

    def or_(self: Emitter[EmitOp], a: Value, b: Value) -> Value:
        return self.binop(LL.Or, a, b)

    def xor(self: Emitter[EmitOp], a: Value, b: Value) -> Value:
        return self.binop(LL.Xor, a, b)

    def shl(self: Emitter[EmitOp], a: Value, b: Value) -> Value:
        return self.binop(LL.Shl, a, b)

    def lshr(self: Emitter[EmitOp], a: Value, b: Value) -> Value:
        return self.binop(LL.LShr, a, b)

    def add_c(self: Emitter[EmitOp], a: Value, c: int) -> Value:
        """``a + c``, folding ``c == 0``."""
        return a if c == 0 else self.iadd(a, self.const(c, _int(a.type)))

    def mul_c(self: Emitter[EmitOp], a: Value, c: int) -> Value:
        return a if c == 1 else self.imul(a, self.const(c, _int(a.type)))

    def icmp(self: Emitter[EmitOp], pred: LL.ICmpPredicate, a: Value, b: Value) -> Value:
        memo = self.memo
        if memo is None:
            r = Value(self.fresh.name("p"), I1)
            self.ops.append(LL.ICmp(r, a, b, pred, self.loc))
            return r
        key = (LL.ICmp, pred, a.name, b.name)
        got = memo.get(key)
        if got is not None:
            self.fresh.name("p")
            return got
        r = memo[key] = Value(self.fresh.name("p"), I1)
        self.ops.append(LL.ICmp(r, a, b, pred, self.loc))
        return r

    def select(self: Emitter[EmitOp], c: Value, a: Value, b: Value) -> Value:
        r = Value(self.fresh.name("s"), a.type)
        self.ops.append(LL.Select(r, c, a, b, self.loc))
        return r

    def sext(self: Emitter[EmitOp], a: Value, t: Type) -> Value:
        if a.type == t:
            return a
        return self._convert(LL.SExt, a, t)

    def zext(self: Emitter[EmitOp], a: Value, t: Type) -> Value:
        if a.type == t:
            return a
        return self._convert(LL.ZExt, a, t)

    def trunc(self: Emitter[EmitOp], a: Value, t: Type) -> Value:
        if a.type == t:
            return a
        return self._convert(LL.Trunc, a, t)

    def _convert(self: Emitter[EmitOp], cls: _Convert, a: Value, t: Type) -> Value:
        memo = self.memo
        if memo is None:
            r = Value(self.fresh.name("x"), t)
            self.ops.append(cls(r, a, self.loc))
            return r
        key = (cls, a.name, id(t))   # (the type is held by the value kept: its id is not reused)
        got = memo.get(key)
        if got is not None:
            self.fresh.name("x")
            return got
        r = memo[key] = Value(self.fresh.name("x"), t)
        self.ops.append(cls(r, a, self.loc))
        return r

    def ptrtoint(self: Emitter[EmitOp], p: Value, t: Type = I64) -> Value:
        r = Value(self.fresh.name("pi"), t)
        self.ops.append(LL.PtrToInt(r, p, self.loc))
        return r

    # memory ---------------------------------------------------------------
    def gep_bytes(self: Emitter[EmitOp], base: Value, offset: Value | int) -> Value:
        """``base + offset`` bytes, keeping the pointer's address space."""
        if isinstance(offset, int) and offset == 0:
            return base
        assert isinstance(base.type, LLVMPointerType)
        off = self.const(offset) if isinstance(offset, int) else offset
        memo = self.memo
        if memo is None:
            r = Value(self.fresh.name("a"), base.type)
            self.ops.append(LL.gep(r, base, I8T, (off,), self.loc))
            return r
        key = (_GEP_BYTES, base.name, off.name)
        got = memo.get(key)
        if got is not None:
            self.fresh.name("a")
            return got
        r = memo[key] = Value(self.fresh.name("a"), base.type)
        self.ops.append(LL.gep(r, base, I8T, (off,), self.loc))
        return r

    def gep_elems(self: Emitter[EmitOp], base: Value, elem: Type, index: Value) -> Value:
        r = Value(self.fresh.name("a"), base.type)
        self.ops.append(LL.gep(r, base, elem, (index,), self.loc))
        return r

    def load(self: Emitter[EmitOp], addr: Value, t: Type) -> Value:
        r = Value(self.fresh.name("ld"), t)
        self.ops.append(LL.Load(r, addr, loc=self.loc))
        return r

    def store(self: Emitter[EmitOp], value: Value, addr: Value) -> None:
        self.ops.append(LL.Store(value, addr, loc=self.loc))

    # aggregates -----------------------------------------------------------
    def extract(self: Emitter[EmitOp], agg: Value, i: int) -> Value:
        assert isinstance(agg.type, LLVMStructType)
        r = Value(self.fresh.name("e"), agg.type.fields[i])
        self.ops.append(LL.ExtractValue(r, agg, (i,), self.loc))
        return r

    def insert(self: Emitter[EmitOp], agg: Value, value: Value, i: int) -> Value:
        r = Value(self.fresh.name("agg"), agg.type)
        self.ops.append(LL.InsertValue(r, agg, value, (i,), self.loc))
        return r

    def insert_at(self: Emitter[EmitOp], agg: Value, value: Value, pos: tuple[int, ...]) -> Value:
        r = Value(self.fresh.name("agg"), agg.type)
        self.ops.append(LL.InsertValue(r, agg, value, pos, self.loc))
        return r

    def extract_at(self: Emitter[EmitOp], agg: Value, t: Type, pos: tuple[int, ...]) -> Value:
        r = Value(self.fresh.name("e"), t)
        self.ops.append(LL.ExtractValue(r, agg, pos, self.loc))
        return r

    def pack(self: Emitter[EmitOp], t: LLVMStructType, values: list[Value]) -> Value:
        """A struct built from one value per field (undef + insertvalue chain; ``insert`` written out: a
        Python call fewer per field, 64 of them for a register tile)."""
        acc = self.undef(t)
        name, ops, loc = self.fresh.name, self.ops, self.loc
        for i, v in enumerate(values):
            r = Value(name("agg"), t)
            ops.append(LL.InsertValue(r, acc, v, (i,), loc))
            acc = r
        return acc

    def unpack(self: Emitter[EmitOp], agg: Value) -> list[Value]:
        """Every field of a struct (``extract`` written out, as in ``pack``)."""
        t = agg.type
        assert isinstance(t, LLVMStructType)
        name, ops, loc = self.fresh.name, self.ops, self.loc
        out: list[Value] = []
        for i, ft in enumerate(t.fields):
            r = Value(name("e"), ft)
            ops.append(LL.ExtractValue(r, agg, (i,), loc))
            out.append(r)
        return out

    # casts across the language boundary ------------------------------------
    def cast(self: Emitter[EmitOp], v: Value, t: Type, name: str | None = None) -> Value:
        memo = self.memo
        if name is not None or memo is None:
            r = Value(name, t) if name is not None else Value(self.fresh.name(v.name + "_"), t)
            self.ops.append(LL.UnrealizedCast((r,), (v,), self.loc))
            return r
        # (two casts of one value to one type: ``reconcile_casts`` makes each the same value, and cse
        # then meets equal ops where they were read)
        key = (_CAST, v.name, t)   # (by type equality: the converter makes a new type object per call)
        got = memo.get(key)
        if got is not None:
            self.fresh.name(v.name + "_")
            return got
        r = memo[key] = Value(self.fresh.name(v.name + "_"), t)
        self.ops.append(LL.UnrealizedCast((r,), (v,), self.loc))
        return r


_Convert: TypeAlias = Union[type[LL.SExt], type[LL.ZExt], type[LL.Trunc]]
_BinOp: TypeAlias = Union[
    type[LL.Add], type[LL.Sub], type[LL.Mul], type[LL.UDiv], type[LL.URem], type[LL.And], type[LL.Or],
    type[LL.Xor], type[LL.Shl], type[LL.LShr], type[LL.FAdd], type[LL.FMul]]


_CONST, _GEP_BYTES, _CAST = object(), object(), object()
"""``Emitter.memo``'s key tags for the builders whose op class is not the first item of the key."""


def _int(t: Type) -> IntegerType:
    assert isinstance(t, IntegerType)
    return t


I8T = IntegerType(8)
