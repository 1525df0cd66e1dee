"""lower_arith: tokens -> scf_llvm (spec 000 / 001, the arith bank).

    arith.constant                 -> llvm.mlir.constant        (index -> i64)
    arith.addi/subi/muli/divui/remui/andi -> llvm.add/sub/mul/udiv/urem/and
    arith.addf/mulf                -> llvm.fadd/fmul
    arith.cmpi                     -> llvm.icmp
    arith.select                   -> llvm.select
    arith.index_cast               -> llvm.trunc / llvm.sext (or nothing)

A result whose type changes (``index`` -> ``i64``) is handed on under its
old name through a cast back; ``reconcile_casts`` removes the pairs.
"""

from __future__ import annotations

from typing import Any, assert_never

from ..ir.attributes import IntegerAttr
from ..ir.core import Module, Value
from ..ir.types import I64, IndexType, IntegerType, bit_width
from ..languages import llvm as LL
from ..languages import scf_llvm as C
from ..languages import tokens as T
from ..languages.structured import (
    AddF, AddI, AndI, CmpI, CmpIPredicate, Constant, DivUI, IndexCast, MulF, MulI, RemUI, ScfFor, ScfIf, Select,
    SubI, TruncF,
)
from ..lowering.conversion import Conversion, Lowering, Threads, lower_functions
from ..lowering.emit import Emitter

PREDICATES = {p: LL.ICmpPredicate[p.name] for p in CmpIPredicate}
_BINARY: dict[type, Any] = {
    AddI: LL.Add, SubI: LL.Sub, MulI: LL.Mul, DivUI: LL.UDiv, RemUI: LL.URem, AndI: LL.And,
    AddF: LL.FAdd, MulF: LL.FMul,
}


REWRITES: frozenset[type] = frozenset({Constant, TruncF, AddI, SubI, MulI, DivUI, RemUI, AndI, AddF, MulF, CmpI, Select,
                      IndexCast})
"""The classes ``_rule`` rewrites (its arms); it returns every other op as it is, its regions lowered."""


def lower_arith(m: Module[T.Op]) -> Module[C.Op]:
    return lower_functions(m, _rule, "a", prologue=False, rewrites=REWRITES)


def _rule(op: T.Op, low: Lowering[T.Op, C.Op], threads: Threads) -> tuple[C.Op, ...] | None:
    if C.is_passthrough_for_lower_arith(op):
        return (op,)
    conv = low.conv
    e = low.emitter(op.loc)
    match op:
        case Constant():
            value = op.value
            index = isinstance(value, IntegerAttr) and isinstance(value.type, IndexType)
            same = None
            if isinstance(value, IntegerAttr):
                t = value.type   # (an index is an i64; a signless integer type its own width)
                width = 64 if index else t.width if isinstance(t, IntegerType) and not t.signedness else 0
                same = conv.dominating((value.value, width)) if width else None
            if same is not None:
                # an integer constant of the value of one that dominates it is that one, read through a
                # cast (back, for an index), which reconcile_casts resolves: what cse makes of it (the
                # name of an index constant's stand-in is taken)
                if index:
                    e.fresh.name(op.result.name + "_")
                    conv.bind(op.result, same)
                e.cast(same, op.result.type, op.result.name)
                return tuple(e.ops)
            if index and isinstance(value, IntegerAttr):
                value = IntegerAttr(value.value, I64)
            r = _result(e, conv, op.result)
            e.add(LL.LLVMConstant(r, value, op.loc))
            _cast_back(e, op.result, r)
        case TruncF():
            r = _result(e, conv, op.result)
            e.add(LL.FPTrunc(r, conv.get(e, op.arg), op.loc))
            _cast_back(e, op.result, r)
        case AddI() | SubI() | MulI() | DivUI() | RemUI() | AndI() | AddF() | MulF():
            cls = _BINARY[type(op)]
            r = _result(e, conv, op.result)
            lhs, rhs = conv.get(e, op.lhs), conv.get(e, op.rhs)
            k = _log2(conv, op.rhs) if cls is LL.UDiv or cls is LL.URem else None
            if k is not None and isinstance(r.type, IntegerType):   # by a power of two: fold's lshr / and
                c = e.v(r.type, "c")
                e.add(LL.LLVMConstant(c, IntegerAttr(k if cls is LL.UDiv else (1 << k) - 1, r.type), op.loc))
                e.add((LL.LShr if cls is LL.UDiv else LL.And)(r, lhs, c, op.loc))
            else:
                e.add(cls(r, lhs, rhs, op.loc))
            _cast_back(e, op.result, r)
        case CmpI():
            e.add(LL.ICmp(op.result, conv.get(e, op.lhs), conv.get(e, op.rhs), PREDICATES[op.predicate], op.loc))
        case Select():
            r = _result(e, conv, op.result)
            e.add(LL.Select(r, conv.get(e, op.cond), conv.get(e, op.true_value), conv.get(e, op.false_value),
                            op.loc))
            _cast_back(e, op.result, r)
        case IndexCast():
            src = conv.get(e, op.input)
            r = _result(e, conv, op.result)
            width_in, width_out = bit_width(src.type), bit_width(r.type)
            if width_out < width_in:
                e.add(LL.Trunc(r, src, op.loc))
            elif width_out > width_in:
                e.add(LL.SExt(r, src, op.loc))
            else:
                e.cast(src, r.type, r.name)
            _cast_back(e, op.result, r)
        case LL.LLVMFunc() | ScfFor() | ScfIf():
            return (low.rebuilt(op, threads),)
        case _:
            assert_never(op)
    return tuple(e.ops)


def _result(e: Emitter[C.Op], conv: Conversion, old: Value) -> Value:
    """The value a lowered op defines for ``old``: the same value when the type is unchanged."""
    t = conv.tc.convert(old.type)
    if t == old.type:
        return old
    new = e.v(t, old.name + "_")
    conv.bind(old, new)
    return new


def _cast_back(e: Emitter[C.Op], old: Value, new: Value) -> None:
    if new is not old:
        e.cast(new, old.type, old.name)


def _log2(conv: Conversion, v: Value) -> int | None:
    """k where ``v`` is an ``arith.constant`` 2^k > 0 (``fold_rules._udiv_urem``'s test), else None."""
    d = conv.definition(v.name)
    n = d.value.value if isinstance(d, Constant) and isinstance(d.value, IntegerAttr) else None
    return n.bit_length() - 1 if isinstance(n, int) and not isinstance(n, bool) and n > 0 and not n & (n - 1) else None
