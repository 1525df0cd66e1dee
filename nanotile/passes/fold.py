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

The per-class rules live in ``lowering/fold_rules.py``; this module is the walk.
"""

from __future__ import annotations

from operator import is_, length_hint
from typing import Any, Callable

from ..ir.attributes import IntegerAttr
from ..ir.cfg import same_graph
from ..ir.core import Block, Module, Region, Value, blocks_value_names
from ..ir.rewrite import Fresh, reads_any, substitute
from ..ir.types import IntegerType, Type
from ..languages import llvm as LL
from ..lowering.fold_rules import RULES as _RULES
from ..lowering.dominance import dominator_walk


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
        self._chains: dict[str, dict[int, LL.InsertValue]] = {}   # aggregate -> its chain's nearest
                                                                  # insert per first index (``extracted``)

    def fresh(self, t: Type, hint: str) -> Value:
        """A value of a name the function does not use, its names collected on the first call: one
        scan of the results (0.2 ms on gemm_sm90) where ``Fresh(within=...)`` remembered a name set
        per block (0.5 ms on the blocks cse has just built, none of them asked before)."""
        if self._fresh is None:
            self._fresh = Fresh("s", _value_names(self.f))
        return self._fresh(t, hint)


    def extracted(self, c: Value, position: tuple[int, ...], t: Type) -> Value | None:
        """What ``extractvalue c[position] : t`` reads when an insertvalue chain built ``c``: the
        nearest insert at ``position`` of type ``t``; None (keep the extract) where the nearest insert
        overlapping ``position`` is another position or type, or none does.  A one-index position
        finds the nearest insert sharing its first index in a table made once per aggregate asked
        about (the chain walked once: gemm_sm100 walked 128-insert chains for each of 261 extracts,
        ~16,000 steps, ~40% of its fold); a longer one walks the chain.  (The table is the walk's
        answer as long as the chain's inserts are all noted when it is made: each defines a value the
        extract's container depends on, so it dominates the extract and the dominator-tree walk has
        met it.)"""
        inserts = self.inserts
        if len(position) == 1:
            nearest = self._chains.get(c.name)
            if nearest is None:
                nearest = self._chains[c.name] = {}
                n = c.name
                while n in inserts:
                    ins = inserts[n]
                    if not ins.position:          # overlaps every position: the walk stops here
                        break
                    nearest.setdefault(ins.position[0], ins)
                    n = ins.container.name
            got = nearest.get(position[0])
            if got is not None and got.position == position and got.value.type == t:
                return got.value
            return None
        while c.name in inserts:      # look through the insertvalue chain that built the aggregate
            ins = inserts[c.name]
            if ins.position == position and ins.value.type == t:
                found: Value = ins.value
                return found
            k = min(len(ins.position), len(position))
            if ins.position[:k] == position[:k]:
                return None               # overlapping, not equal: keep the extract
            c = ins.container
        return None


def _value_names(f: LL.LLVMFunc[LL.Op]) -> set[str]:
    """Every block-argument and result name in ``f``'s body (and in any region nested in it): read
    in bulk (``blocks_value_names``), 2.9 -> ~0.3 M instructions on gemm_sm90, where a Python loop
    over the ops was a fifth of the pass."""
    out: set[str] = set()
    blocks_value_names(f.body.blocks, out)
    return out


def _func(f: LL.LLVMFunc[LL.Op]) -> LL.LLVMFunc[LL.Op]:
    blocks = f.body.blocks
    ctx = _Fn(f)
    _, order, unreached = dominator_walk(f.body)
    new = list(blocks)
    subst = ctx.subst
    roles, readers, rules, add = _ROLES, _READERS, _RULES, LL.Add
    pending: list[Any] = []   # what a rule adds while the block is unchanged (then moved to ``out``)
    o = _Out(ctx, f.loc, pending)
    for i in order:   # the dominator tree's walk: every block after the blocks defining what it uses
        b = blocks[i]
        ops: tuple[Any, ...] = b.ops
        # the block's ops folded (a ``_block`` function per block, inlined: its call and set-up,
        # and an ``_Out`` per block holding a foldable op, 304 blocks on gemm_sm90).  ``out`` is made
        # at the block's first change (an op substituted, a rule replacing one or adding ops), of the
        # ops before it (the iterator's length hint: no list of every block's ops, no count per op)
        out: list[Any] | None = None
        it = iter(ops)
        for op in it:
            cls = type(op)                    # (op.__class__ is a generic attribute lookup)
            try:
                role = roles[cls]
            except KeyError:
                role = _plan(cls)
            if subst:
                reads = readers[cls]
                if reads is not None and reads(op, subst):
                    op = substitute(op, subst)
                    if out is None:
                        out = o.ops = list(ops[:len(ops) - length_hint(it) - 1])
            if role is _KEEP:                 # not pure, or pure with nothing to fold
                pass
            elif role is _REWRITE:
                # ``_fold``, inlined for the kept op (gemm_sm90: all 295 rewritable ops; its call was
                # ~0.2 M instructions a run)
                o.loc = op.loc
                got = rules[cls](op, ctx, o)
                if pending:                   # the rule added ops: the block changes here
                    out = list(ops[:len(ops) - length_hint(it) - 1]) + pending
                    pending.clear()
                    o.ops = out
                if got is None:
                    if cls is add:
                        _note_affine(op, ctx)
                else:
                    _replaced(op, got, ctx)
                    if out is None:
                        out = o.ops = list(ops[:len(ops) - length_hint(it) - 1])
                    continue
            elif role is _INSERT:
                ctx.inserts[op.result.name] = op
            elif isinstance(op.value, IntegerAttr):   # _CONSTANT
                ctx.consts[op.result.name] = op.value.value
            if out is not None:
                out.append(op)
        if out is not None:
            o.ops = pending
            new[i] = Block(b.label, b.args, tuple(out))
    # blocks the entry does not reach keep their ops (substituted)
    for i in unreached:
        b = blocks[i]
        ops = tuple(substitute(o, ctx.subst) for o in b.ops)
        if not all(map(is_, ops, b.ops)):
            new[i] = Block(b.label, b.args, ops)
    if all(map(is_, new, blocks)):
        return f
    body = Region(tuple(new))
    same_graph(body, f.body)      # labels and branch targets kept: the next pass's dominators by identity
    return LL.with_body(f, body)


class _Out:
    """The ops a block gets, with helpers that build new pure ops (at ``loc``, the location of the
    op being folded)."""

    def __init__(self, ctx: _Fn, loc: Any, ops: list[Any]) -> None:
        self.ctx, self.loc = ctx, loc
        self.ops = ops          # the walk's ``pending`` list while the block is unchanged, else its ``out``

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


def _replaced(op: Any, got: Value, ctx: _Fn) -> None:
    """A rule gave ``got`` for pure ``op`` (the ops it needs are added): ``op``'s uses read ``got``."""
    res = op.result
    if got.name != res.name:
        ctx.subst[res.name] = got
        if got.name in ctx.affine and res.name not in ctx.affine:
            ctx.affine[res.name] = ctx.affine[got.name]
    elif type(op) is LL.Add:
        _note_affine(op, ctx)


# What the walk does with each class: keep it, note a constant or an insertvalue, or try the rules.
_KEEP, _CONSTANT, _INSERT, _REWRITE = range(4)
_ROLES: dict[type, int] = {}
_READERS: dict[type, Callable[[Any, Any], bool] | None] = {}
"""Each class's role, and its ``reads_any`` (None for an op without operands), read only while there
are renames: one dictionary read per op and no tuple unpacked (a (reads, role) plan per class was)."""


def _plan(cls: type) -> int:
    """``cls``'s role in the walk, noted in ``_ROLES`` with its ``reads_any`` in ``_READERS``."""
    _READERS[cls] = reads_any(cls)
    if not issubclass(cls, LL.PURE_OPS):      # LL.is_pure, per class
        role = _KEEP
    elif issubclass(cls, LL.LLVMConstant):
        role = _CONSTANT
    elif issubclass(cls, LL.InsertValue):
        role = _INSERT
    else:
        role = _REWRITE if cls in _RULES else _KEEP
    _ROLES[cls] = role
    return role


def _note_affine(op: Any, ctx: _Fn) -> None:
    """Record ``op``'s result as ``x + c`` when it is an add of a constant (the constant on the right
    first).  The two operands' constants read once (a tuple of pairs and a loop were ~3 k instructions
    an add, 42 a gemm_sm90)."""
    if isinstance(op, LL.Add) and isinstance(op.result.type, IntegerType):
        consts = ctx.consts
        lhs, rhs = op.lhs, op.rhs
        cl, cr = consts.get(lhs.name), consts.get(rhs.name)
        if cr is not None and cl is None:
            x, c = lhs, cr
        elif cl is not None and cr is None:
            x, c = rhs, cl
        else:
            return
        base, c0 = ctx.affine.get(x.name, (x, 0))
        ctx.affine[op.result.name] = (base, c0 + c)


def _rewrite(op: Any, ctx: _Fn, o: _Out) -> Value | None:
    """A simpler value for ``op``'s result (ops it needs are added to ``o``), or None to keep it."""
    return _RULES[type(op)](op, ctx, o)
