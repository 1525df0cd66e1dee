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

from typing import Any, Callable

from ..ir.attributes import IntegerAttr
from ..ir.cfg import dominator_tree
from ..ir.core import Block, Module, Region, Value, op_results
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
    return LL.LlvmModule(Module(ops, m.attrs, m.loc))


def _wrap(v: int, t: Type) -> int:
    """``v`` modulo 2^width, as the signed value MLIR prints."""
    assert isinstance(t, IntegerType)
    w = t.width
    v &= (1 << w) - 1
    return v - (1 << w) if w > 1 and v >= 1 << (w - 1) else v


class _Fn:
    """One function's folding state (a plain class: a dataclass costs ~0.4 ms at import)."""

    def __init__(self, fresh: Fresh) -> None:
        self.fresh = fresh
        self.subst: dict[str, Value] = {}
        self.consts: dict[str, int] = {}                      # value -> its integer constant
        self.affine: dict[str, tuple[Value, int]] = {}        # value -> (x, c): value == x + c
        self.inserts: dict[str, LL.InsertValue] = {}          # aggregate -> the insert making it


def _func(f: LL.LLVMFunc[LL.Op]) -> LL.LLVMFunc[LL.Op]:
    blocks = f.body.blocks
    ctx = _Fn(Fresh("s", within=(f,)))
    children, reached = dominator_tree(f.body)
    new_ops: list[tuple[Any, ...]] = [b.ops for b in blocks]
    # dominator-tree walk (iterative): every block after the blocks defining what it uses
    stack = [0]
    while stack:
        i = stack.pop()
        new_ops[i] = _block(blocks[i].ops, ctx)
        stack.extend(children[i])
    # blocks the entry does not reach keep their ops (substituted)
    for i in range(len(blocks)):
        if i not in reached:
            new_ops[i] = tuple(substitute(o, ctx.subst) for o in blocks[i].ops)
    body = Region(tuple(Block(b.label, b.args, ops) for b, ops in zip(blocks, new_ops)))
    return LL.with_body(f, body)


class _Out:
    """The ops a block gets, with helpers that build new pure ops."""

    def __init__(self, ctx: _Fn, loc: Any) -> None:
        self.ctx, self.loc = ctx, loc
        self.ops: list[Any] = []

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
    out: list[Any] = []
    subst = ctx.subst
    for op in ops:
        if subst:
            op = substitute(op, subst)
        pure = _PURE.get(type(op))
        if pure is None:
            pure = _PURE[type(op)] = issubclass(type(op), LL.PURE_OPS)    # LL.is_pure, per class
        if not pure:
            out.append(op)
            continue
        o = _Out(ctx, op.loc)
        got = _rewrite(op, ctx, o)
        res = op_results(op)[0]
        if got is None:
            got = o.pure(op)
        if got.name != res.name:
            ctx.subst[res.name] = got
            if got.name in ctx.affine and res.name not in ctx.affine:
                ctx.affine[res.name] = ctx.affine[got.name]
        _note_affine(op if got.name == res.name else None, ctx)
        if isinstance(op, LL.InsertValue) and got.name == res.name:
            ctx.inserts[res.name] = op
        out.extend(o.ops)
    return tuple(out)


_PURE: dict[type, bool] = {}


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
    consts = ctx.consts
    if isinstance(op, (LL.Add, LL.Sub, LL.Mul, LL.And, LL.Or, LL.Xor, LL.Shl, LL.LShr)) and \
            isinstance(op.result.type, IntegerType):
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
    if isinstance(op, (LL.UDiv, LL.URem)) and isinstance(op.result.type, IntegerType):
        d = ctx.consts.get(op.rhs.name)
        if d is not None and d > 0 and d & (d - 1) == 0:     # by a power of two: shift / mask
            if isinstance(op, LL.UDiv):
                return o.binop(LL.LShr, op.lhs, o.const(d.bit_length() - 1, op.result.type))
            return o.binop(LL.And, op.lhs, o.const(d - 1, op.result.type))
        return None
    if isinstance(op, LL.ExtractValue):
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
    if isinstance(op, LL.Select) and op.true_value.name == op.false_value.name:
        same: Value = op.true_value
        return same
    if isinstance(op, LL.GEP) and len(op.indices) == 1 and op.indices[0].name in ctx.affine:
        base, c0 = ctx.affine[op.indices[0].name]
        inner = o.pure(LL.GEP(ctx.fresh(op.result.type, "a"), op.base, (base,), op.elem_type,
                              op.raw_indices, False, op.loc))
        if c0 == 0:
            return inner
        return o.pure(LL.GEP(op.result, inner, (o.const(c0, base.type),), op.elem_type, op.raw_indices, False,
                             op.loc))
    return None


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
