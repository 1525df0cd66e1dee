"""reconcile_casts: flat -> cute_llvm (spec 001, materialisation and cast reconciliation).

    builtin.unrealized_conversion_cast chains that come back to their start type -> their start value
    identity casts                                                               -> their input
    unused casts                                                                 -> nothing

A cast that is still used after that has no LLVM meaning: it is an error
naming both types, never silently kept.
"""

from __future__ import annotations

from typing import Any, cast

from ..ir.cfg import same_graph
from ..ir.core import Block, Module, Region, Value, op_operands
from ..ir.diagnostics import error
from ..ir.rewrite import reads_any, substitute
from ..languages import flat as F
from ..languages import llvm as LL
from ..languages.cute_llvm import CuteLlvmModule


def reconcile_casts(m: Module[F.Op]) -> CuteLlvmModule:
    return CuteLlvmModule(Module(tuple(_top(op) for op in m.ops), m.attrs, m.loc))


def _top(op: F.Op) -> LL.Op:
    match op:
        case LL.Global():
            return op
        case LL.LLVMFunc():
            return LL.with_body(op, _func_body(op.body))
        case _:
            raise error(op.loc, f"'{op.NAME}' is not allowed at module level")


def _func_body(r: Region[F.Op]) -> Region[LL.Op]:
    casts: dict[str, LL.UnrealizedCast] = {}
    for b in r.blocks:
        for o in b.ops:
            if isinstance(o, LL.UnrealizedCast):
                if len(o.inputs) != 1 or len(o.results) != 1:
                    raise error(o.loc, "only 1:1 unrealized_conversion_cast is supported")
                casts[o.results[0].name] = o

    def resolve(v: Value) -> Value | None:
        x = v
        t = v.type
        seen = 0
        while x.name in casts and seen <= len(casts):
            x = casts[x.name].inputs[0]
            seen += 1
            if _same_type(x.type, t) and x.name not in casts:
                return x
        return x if _same_type(x.type, t) and x is not v else None

    mapping: dict[str, Value] = {}
    for name, c in casts.items():
        res = resolve(c.results[0])
        if res is not None:
            mapping[name] = res
    # An op reads a cast's result after the substitution only if it read one before (a cast that did
    # not resolve, or resolved to another cast's result): mapping the unresolved ones to themselves,
    # ``substitute`` leaves every other op as it is, and only the ops it touched need the check.
    unresolved = {n: c.results[0] for n, c in casts.items() if n not in mapping}
    touched = {**mapping, **unresolved} if unresolved else mapping
    blocks: list[Block[LL.Op]] = []
    same = True
    leaves = LL.LEAF_CLASSES
    plans = _PLANS
    for b in r.blocks:
        ops: list[Any] = []   # LL.Op; no ``cast`` call per op (typing.cast is a Python call)
        changed = False
        for o in b.ops:
            cls = type(o)
            reads = plans.get(cls, _UNSEEN)
            if reads is _UNSEEN:
                reads = _plan(cls)
            if reads is _CAST:
                changed = True
                continue
            # substitute and _final called only where needed: 8.8 -> 6.6 M instructions a run
            # (gemm_sm90); the test, ``substitute``'s, one call reading the operand fields
            if reads is not None and reads(o, touched):
                new = substitute(o, touched)
                changed = True
                for u in op_operands(new):
                    if u.name in casts:
                        c = casts[u.name]
                        raise error(c.loc, f"builtin.unrealized_conversion_cast from {c.inputs[0].type} to "
                                           f"{c.results[0].type} survives (used by '{o.NAME}')")
                o = new
            ops.append(o if cls in leaves else _final(o))
        if changed:
            same = False
            blocks.append(Block(b.label, b.args, tuple(ops)))
        else:
            kept: Any = b   # Block[LL.Op], without a ``cast`` call per block
            blocks.append(kept)
    if same:
        return cast("Region[LL.Op]", r)
    body: Region[LL.Op] = Region(tuple(blocks))
    same_graph(body, r)   # labels and branch targets kept: cse finds the dominators by identity
    return body


def _same_type(a: Any, b: Any) -> bool:
    """``a == b`` for types, without the Python ``__eq__`` calls where it cannot hold: a cast's two sides are
    nearly always of different classes (``==`` then makes two calls that return NotImplemented)."""
    return a is b or (a.__class__ is b.__class__ and a == b)


_UNSEEN, _CAST = object(), object()
_PLANS: dict[type, Any] = {}
"""Per class: ``_CAST`` for the casts (they go), else ``reads_any`` of it (None: it reads nothing)."""


def _plan(cls: type) -> Any:
    plan = _PLANS[cls] = _CAST if issubclass(cls, LL.UnrealizedCast) else reads_any(cls)
    return plan


def _final(op: F.Op) -> LL.Op:
    if type(op) in LL.LEAF_CLASSES:
        return cast(LL.Op, op)
    if not LL.is_leaf(op):
        raise error(op.loc, f"'{op.NAME}' is not part of the final llvm language")
    return op
