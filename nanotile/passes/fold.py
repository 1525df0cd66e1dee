"""fold: llvm -> llvm, constant folding and constant-offset reassociation.

One walk per function, in block order, doing two things:

* constant folding of integer ``add sub mul and or xor shl lshr`` with two
  constant operands (wrapping at the type's width), the identities
  ``x + 0``, ``x - 0``, ``x * 1``, ``x << 0``, ``x >> 0``,
  ``select(c, x, x)``, unsigned division and remainder by a power of two
  as ``lshr`` / ``and``, and ``extractvalue`` of an ``insertvalue`` chain;
* reassociation of constant offsets, so address arithmetic shares its
  variable part: ``(x + c1) + c2 -> x + (c1 + c2)``,
  ``(x + c) + y -> (x + y) + c``, ``(x + c1) * c2 -> x * c2 + c1 * c2``
  and ``gep(p, x + c) -> gep(gep(p, x), c)``.

A replaced op goes (its uses read the simpler value); ``cse`` runs before
(so equal variable parts have one name, which the reassociation compares)
and after (to share what the rewrites built), then ``dce`` drops what is
left unused.  Every rewrite is exact in two's-complement arithmetic (LLVM's
``add``/``mul`` without ``nsw``/``nuw`` flags wrap; ``getelementptr``
without ``inbounds`` is plain address arithmetic), so the pass changes no
result.  Together the four passes are what LLVM's DAG combiner does before
llc prints PTX; without them ptxas receives long 64-bit multiply-add chains
per element and keeps their temporaries live.
"""

from __future__ import annotations

from operator import attrgetter, is_
from typing import Any, Callable

from ..ir.attributes import IntegerAttr
from ..ir.cfg import dominator_tree
from ..ir.core import (
    Block, Kind, Module, Region, Value, operands_getter, ops_value_names, region_names, results_getter, spec_of_class,
)
from ..ir.rewrite import Fresh, substitute
from ..ir.types import IntegerType, Type
from ..languages import llvm as LL

_FOLD: dict[type, Callable[[int, int], int]] = {
    LL.Add: lambda a, b: a + b, LL.Sub: lambda a, b: a - b, LL.Mul: lambda a, b: a * b,
    LL.And: lambda a, b: a & b, LL.Or: lambda a, b: a | b, LL.Xor: lambda a, b: a ^ b,
    LL.Shl: lambda a, b: a << b, LL.LShr: lambda a, b: a >> b,
}


def fold(m: LL.LlvmModule) -> LL.LlvmModule:
    ops = tuple(_func(op) if isinstance(op, LL.LLVMFunc) else op for op in m.ops)
    if all(a is b for a, b in zip(ops, m.ops)):
        return m
    return LL.LlvmModule(Module(ops, m.attrs, m.loc))


def _wrap(v: int, t: Type) -> int:
    """``v`` modulo 2^width, as the signed value MLIR prints."""
    assert isinstance(t, IntegerType)
    w = t.width
    v &= (1 << w) - 1
    return v - (1 << w) if w > 1 and v >= 1 << (w - 1) else v


class _Fn:
    """One function's folding state (a plain class: a dataclass costs ~0.4 ms at import)."""

    def __init__(self, f: LL.LLVMFunc[LL.Op]) -> None:
        self.f = f
        self._fresh: Fresh | None = None
        self.subst: dict[str, Value] = {}
        self.consts: dict[str, int] = {}                      # value -> its integer constant
        self.affine: dict[str, tuple[Value, int]] = {}        # value -> (x, c): value == x + c
        self.inserts: dict[str, LL.InsertValue] = {}          # aggregate -> the insert making it

    def fresh(self, t: Type, hint: str) -> Value:
        """A value of a name the function does not use, its names collected on the first call: one
        scan of the results (0.2 ms on gemm_sm90) where ``Fresh(within=...)`` remembered a name set
        per block (0.5 ms on the blocks cse has just built, none of them asked before)."""
        if self._fresh is None:
            self._fresh = Fresh("s", _value_names(self.f))
        return self._fresh(t, hint)


_NAME = attrgetter("name")
_NAME_PLANS: dict[type, tuple[Callable[[Any], tuple[Value, ...]], bool]] = {}


def _value_names(f: LL.LLVMFunc[LL.Op]) -> set[str]:
    """Every block-argument and result name in ``f``'s body (and in any region nested in it)."""
    out: set[str] = set()
    add = out.add
    plans = _NAME_PLANS
    for b in f.body.blocks:
        out.update(map(_NAME, b.args))
        for op in b.ops:
            plan = plans.get(op.__class__)
            if plan is None:
                plan = plans[op.__class__] = (results_getter(op.__class__), bool(region_names(op.__class__)))
            if plan[1]:
                ops_value_names((op,), out)
            else:
                for v in plan[0](op):
                    add(v.name)
    return out


def _func(f: LL.LLVMFunc[LL.Op]) -> LL.LLVMFunc[LL.Op]:
    blocks = f.body.blocks
    ctx = _Fn(f)
    children, reached = dominator_tree(f.body)
    new = list(blocks)
    # dominator-tree walk (iterative): every block after the blocks defining what it uses
    stack = [0]
    while stack:
        i = stack.pop()
        b = blocks[i]
        ops = _block(b.ops, ctx)
        if ops is not b.ops:
            new[i] = Block(b.label, b.args, ops)
        stack.extend(children[i])
    # blocks the entry does not reach keep their ops (substituted)
    for i, b in enumerate(blocks):
        if i not in reached:
            ops = tuple(substitute(o, ctx.subst) for o in b.ops)
            if not all(map(is_, ops, b.ops)):
                new[i] = Block(b.label, b.args, ops)
    if all(map(is_, new, blocks)):
        return f
    return LL.with_body(f, Region(tuple(new)))


class _Out:
    """The ops a block gets, with helpers that build new pure ops (at ``loc``, the location of the
    op being folded)."""

    def __init__(self, ctx: _Fn, loc: Any, ops: list[Any]) -> None:
        self.ctx, self.loc = ctx, loc
        self.ops = ops

    def pure(self, op: Any) -> Value:
        """Add ``op``; the value standing for its result."""
        r: Value = op.result
        self.ops.append(op)
        if isinstance(op, LL.LLVMConstant) and isinstance(op.value, IntegerAttr):
            self.ctx.consts[r.name] = op.value.value
        return r

    def const(self, v: int, t: Type) -> Value:
        return self.pure(LL.LLVMConstant(self.ctx.fresh(t, "c"), IntegerAttr(_wrap(v, t), t), self.loc))

    def binop(self, cls: type, a: Value, b: Value) -> Value:
        return self.pure(cls(self.ctx.fresh(a.type, "s"), a, b, self.loc))


def _block(ops: tuple[Any, ...], ctx: _Fn) -> tuple[Any, ...]:
    """The block's ops folded (``ops`` itself when nothing changes)."""
    out: list[Any] = []
    o = _Out(ctx, None, out)
    subst = ctx.subst
    plans = _PLANS
    for op in ops:
        plan = plans.get(op.__class__)
        if plan is None:
            plan = plans[op.__class__] = _plan(op.__class__)
        operands_of, role = plan
        if subst and operands_of is not None:
            for v in operands_of(op):
                if v.name in subst:
                    op = substitute(op, subst)
                    break
        if role is _KEEP:                 # not pure, or pure with nothing to fold
            out.append(op)
        elif role is _CONSTANT:
            if isinstance(op.value, IntegerAttr):
                ctx.consts[op.result.name] = op.value.value
            out.append(op)
        elif role is _INSERT:
            ctx.inserts[op.result.name] = op
            out.append(op)
        else:
            o.loc = op.loc
            _fold(op, ctx, o)
    if len(out) == len(ops) and all(map(is_, out, ops)):
        return ops
    return tuple(out)


def _fold(op: Any, ctx: _Fn, o: _Out) -> None:
    """Add to ``o`` the ops replacing a pure ``op`` that a rule of ``_rewrite`` may simplify."""
    got = _rewrite(op, ctx, o)
    res = op.result
    if got is None:
        o.ops.append(op)          # o.pure(op) for an op that is not a constant
        got = res
    if got.name != res.name:
        ctx.subst[res.name] = got
        if got.name in ctx.affine and res.name not in ctx.affine:
            ctx.affine[res.name] = ctx.affine[got.name]
    if got.name == res.name and op.__class__ is LL.Add:
        _note_affine(op, ctx)


# What the walk does with each class: keep it, note a constant or an insertvalue, or try the rules.
_KEEP, _CONSTANT, _INSERT, _REWRITE = range(4)
_PLANS: dict[type, tuple[Callable[[Any], tuple[Value, ...]] | None, int]] = {}
_OPERAND_KINDS = (Kind.OPERAND, Kind.OPERANDS, Kind.OPT_OPERAND, Kind.SUCCESSOR)


def _plan(cls: type) -> tuple[Callable[[Any], tuple[Value, ...]] | None, int]:
    """(the class's operands getter, None for an op without operands; its role in the walk)."""
    sub = operands_getter(cls) if any(f.kind in _OPERAND_KINDS for f in spec_of_class(cls).fields) else None
    if not issubclass(cls, LL.PURE_OPS):      # LL.is_pure, per class
        return sub, _KEEP
    if issubclass(cls, LL.LLVMConstant):
        return sub, _CONSTANT
    if issubclass(cls, LL.InsertValue):
        return sub, _INSERT
    return sub, _REWRITE if cls in _RULES else _KEEP


def _note_affine(op: Any, ctx: _Fn) -> None:
    """Record ``op``'s result as ``x + c`` when it is an add of a constant."""
    if isinstance(op, LL.Add) and isinstance(op.result.type, IntegerType):
        for x, c in ((op.lhs, op.rhs), (op.rhs, op.lhs)):
            if c.name in ctx.consts and x.name not in ctx.consts:
                base, c0 = ctx.affine.get(x.name, (x, 0))
                ctx.affine[op.result.name] = (base, c0 + ctx.consts[c.name])
                return


def _rewrite(op: Any, ctx: _Fn, o: _Out) -> Value | None:
    """A simpler value for ``op``'s result (ops it needs are added to ``o``), or None to keep it."""
    return _RULES[type(op)](op, ctx, o)


def _int_binop(op: Any, ctx: _Fn, o: _Out) -> Value | None:
    """``add sub mul and or xor shl lshr``: fold constants, drop identities, reassociate offsets."""
    if not isinstance(op.result.type, IntegerType):
        return None
    consts = ctx.consts
    a: Value = op.lhs
    b: Value = op.rhs
    t = op.result.type
    if a.name in consts and b.name in consts:
        if isinstance(op, (LL.Shl, LL.LShr)) and not 0 <= consts[b.name] < t.width:
            return None
        av, bv = consts[a.name], consts[b.name]
        if isinstance(op, LL.LShr):
            av &= (1 << t.width) - 1
        return o.const(_FOLD[type(op)](av, bv), t)
    if consts.get(b.name) == 0 and isinstance(op, (LL.Add, LL.Sub, LL.Or, LL.Xor, LL.Shl, LL.LShr)):
        return a
    if consts.get(a.name) == 0 and isinstance(op, (LL.Add, LL.Or, LL.Xor)):
        return b
    if isinstance(op, LL.Mul) and consts.get(b.name) == 1:
        return a
    if isinstance(op, LL.Mul) and consts.get(a.name) == 1:
        return b
    if isinstance(op, LL.Add):
        return _reassociate_add(a, b, ctx, o)
    if isinstance(op, LL.Mul):
        for x, c in ((a, b), (b, a)):
            if c.name in consts and x.name in ctx.affine:
                base, c0 = ctx.affine[x.name]
                scaled = o.binop(LL.Mul, base, c)
                return _add_const(scaled, c0 * consts[c.name], ctx, o)
    return None


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
    """``extractvalue`` of an ``insertvalue`` chain: the inserted value."""
    c = op.container
    while c.name in ctx.inserts:      # look through the insertvalue chain that built the aggregate
        ins = ctx.inserts[c.name]
        if ins.position == op.position and ins.value.type == op.result.type:
            found: Value = ins.value
            return found
        n = min(len(ins.position), len(op.position))
        if ins.position[:n] == op.position[:n]:
            return None               # overlapping, not equal: keep the extract
        c = ins.container
    return None


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


_Rule = Callable[[Any, _Fn, _Out], "Value | None"]
_RULES: dict[type, _Rule] = {
    LL.Add: _int_binop, LL.Sub: _int_binop, LL.Mul: _int_binop, LL.And: _int_binop, LL.Or: _int_binop,
    LL.Xor: _int_binop, LL.Shl: _int_binop, LL.LShr: _int_binop,
    LL.UDiv: _udiv_urem, LL.URem: _udiv_urem, LL.ExtractValue: _extract, LL.Select: _select, LL.GEP: _gep,
}
"""The classes a rule may simplify (``_rewrite`` dispatches on the class itself)."""


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
