"""The rules of the ``fold`` pass (passes/fold.py): per class, a simpler value for a pure op.

Each rule takes the op, the function's walk state (``fold._Fn``: constants, affine
``x + c`` forms, insertvalue chains) and the output (``fold._Out``, which builds the ops
a rewrite needs), and returns the replacing value or None to keep the op.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable

from ..ir.core import Value
from ..ir.types import IntegerType
from ..languages import llvm as LL

if TYPE_CHECKING:
    from ..passes.fold import _Fn, _Out

_FOLD: dict[type, Callable[[int, int], int]] = {
    LL.Add: lambda a, b: a + b, LL.Sub: lambda a, b: a - b, LL.Mul: lambda a, b: a * b,
    LL.And: lambda a, b: a & b, LL.Or: lambda a, b: a | b, LL.Xor: lambda a, b: a ^ b,
    LL.Shl: lambda a, b: a << b, LL.LShr: lambda a, b: a >> b,
}


def _int_binop(op: Any, ctx: _Fn, o: _Out) -> Value | None:
    """``add sub mul and or xor shl lshr``: fold constants, drop identities, reassociate offsets."""
    t = op.result.type
    if not isinstance(t, IntegerType):
        return None
    consts = ctx.consts
    a: Value = op.lhs
    b: Value = op.rhs
    cls = type(op)   # ``RULES`` dispatches on the class itself: tests of it, not ``isinstance``s
    ca, cb = consts.get(a.name), consts.get(b.name)
    if ca is not None and cb is not None:
        if cls in _SHIFTS and not 0 <= cb < t.width:
            return None
        if cls is LL.LShr:
            ca &= (1 << t.width) - 1
        return o.const(_FOLD[cls](ca, cb), t)
    if cb == 0 and cls in _RIGHT_ZERO:
        return a
    if ca == 0 and cls in _LEFT_ZERO:
        return b
    if cls is LL.Add:
        return _reassociate_add(a, b, ctx, o)
    if cls is LL.Mul:
        if cb == 1:
            return a
        if ca == 1:
            return b
        for x, c in ((a, b), (b, a)):
            if c.name in consts and x.name in ctx.affine:
                base, c0 = ctx.affine[x.name]
                scaled = o.binop(LL.Mul, base, c)
                return _add_const(scaled, c0 * consts[c.name], ctx, o)
    return None


_SHIFTS = frozenset({LL.Shl, LL.LShr})
_RIGHT_ZERO = frozenset({LL.Add, LL.Sub, LL.Or, LL.Xor, LL.Shl, LL.LShr})
"""``x op 0 == x``."""
_LEFT_ZERO = frozenset({LL.Add, LL.Or, LL.Xor})
"""``0 op x == x``."""


def _udiv_urem(op: LL.UDiv | LL.URem, ctx: _Fn, o: _Out) -> Value | None:
    """Unsigned division and remainder by a power of two: shift / mask."""
    if not isinstance(op.result.type, IntegerType):
        return None
    d = ctx.consts.get(op.rhs.name)
    if d is not None and d > 0 and d & (d - 1) == 0:
        if isinstance(op, LL.UDiv):
            return o.binop(LL.LShr, op.lhs, o.const(d.bit_length() - 1, op.result.type))
        return o.binop(LL.And, op.lhs, o.const(d - 1, op.result.type))
    return None


def _extract(op: LL.ExtractValue, ctx: _Fn, o: _Out) -> Value | None:
    """``extractvalue`` of an ``insertvalue`` chain: the inserted value (``fold._Fn.extracted``)."""
    return ctx.extracted(op.container, op.position, op.result.type)


def _select(op: LL.Select, ctx: _Fn, o: _Out) -> Value | None:
    """``select(c, x, x)``: x."""
    if op.true_value.name == op.false_value.name:
        same: Value = op.true_value
        return same
    return None


def _gep(op: LL.GEP, ctx: _Fn, o: _Out) -> Value | None:
    """``gep(p, x + c) -> gep(gep(p, x), c)``."""
    if len(op.indices) == 1 and op.indices[0].name in ctx.affine:
        base, c0 = ctx.affine[op.indices[0].name]
        inner = o.pure(LL.GEP(ctx.fresh(op.result.type, "a"), op.base, (base,), op.elem_type,
                              op.raw_indices, False, op.loc))
        if c0 == 0:
            return inner
        return o.pure(LL.GEP(op.result, inner, (o.const(c0, base.type),), op.elem_type, op.raw_indices, False,
                             op.loc))
    return None


Rule = Callable[[Any, "_Fn", "_Out"], "Value | None"]
RULES: dict[type, Rule] = {
    LL.Add: _int_binop, LL.Sub: _int_binop, LL.Mul: _int_binop, LL.And: _int_binop, LL.Or: _int_binop,
    LL.Xor: _int_binop, LL.Shl: _int_binop, LL.LShr: _int_binop,
    LL.UDiv: _udiv_urem, LL.URem: _udiv_urem, LL.ExtractValue: _extract, LL.Select: _select, LL.GEP: _gep,
}
"""The classes a rule may simplify (``fold._rewrite`` dispatches on the class itself)."""


def _add_const(x: Value, c: int, ctx: _Fn, o: _Out) -> Value:
    """``x + c`` (``x`` itself for c == 0), remembered as affine in ``x``'s base."""
    if c == 0 or not isinstance(x.type, IntegerType):
        return x
    r = o.binop(LL.Add, x, o.const(c, x.type))
    if r.name not in ctx.affine:
        base, c0 = ctx.affine.get(x.name, (x, 0))
        ctx.affine[r.name] = (base, c0 + c)
    return r


def _reassociate_add(a: Value, b: Value, ctx: _Fn, o: _Out) -> Value | None:
    """``(x + c1) + c2`` and ``(x + c) + y`` with the constant moved outwards."""
    consts, aff = ctx.consts, ctx.affine
    for x, y in ((a, b), (b, a)):
        if y.name in consts and x.name in aff:
            base, c0 = aff[x.name]
            return _add_const(base, c0 + consts[y.name], ctx, o)
    for x, y in ((a, b), (b, a)):
        if x.name in aff and y.name not in consts:
            base, c0 = aff[x.name]
            ybase, yc = aff.get(y.name, (y, 0))
            inner = o.binop(LL.Add, ybase, base) if ybase.name < base.name else o.binop(LL.Add, base, ybase)
            return _add_const(inner, c0 + yc, ctx, o)
    return None
