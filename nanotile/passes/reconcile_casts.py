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
    cast_cls = LL.UnrealizedCast
    for b in r.blocks:
        for o in b.ops:
            if type(o) is cast_cls:   # (no subclasses: a class test, not an ``isinstance`` call)
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
    plans_get = _PLANS.get
    for b in r.blocks:
        bops = b.ops
        # the first op that changes (most blocks: none), found by a loop that only looks; the block's ops
        # are made from there on (fewer tests an op than one loop that also copies: 3.61 -> 3.48 M a run)
        i = 0
        for o in bops:
            reads = plans_get(type(o)) or _plan(type(o))
            # substitute called only where needed: 8.8 -> 6.6 M instructions a run (gemm_sm90); the
            # test, ``substitute``'s, one call reading the operand fields
            if reads is not _NOTHING and (reads is _CAST or reads is _FOREIGN or reads(o, touched)):
                break
            i += 1
        else:
            kept: Any = b   # Block[LL.Op], without a ``cast`` call per block
            blocks.append(kept)
            continue
        same = False
        ops: list[Any] = list(bops[:i])   # LL.Op; no ``cast`` call per op (typing.cast is a Python call)
        for o in bops[i:]:
            reads = plans_get(type(o)) or _plan(type(o))
            if reads is _NOTHING:
                ops.append(o)
            elif reads is _CAST:
                pass
            elif reads is not _FOREIGN and not reads(o, touched):
                ops.append(o)
            else:
                new = substitute(o, touched)
                for u in op_operands(new):
                    if u.name in casts:
                        c = casts[u.name]
                        raise error(c.loc, f"builtin.unrealized_conversion_cast from {c.inputs[0].type} to "
                                           f"{c.results[0].type} survives (used by '{o.NAME}')")
                if reads is _FOREIGN:
                    _final(new)   # raises: not an op of the final language
                ops.append(new)
        blocks.append(Block(b.label, b.args, tuple(ops)))
    if same:
        return cast("Region[LL.Op]", r)
    body: Region[LL.Op] = Region(tuple(blocks))
    same_graph(body, r)   # labels and branch targets kept: cse finds the dominators by identity
    return body


def _same_type(a: Any, b: Any) -> bool:
    """``a == b`` for types, without the Python ``__eq__`` calls where it cannot hold: a cast's two sides are
    nearly always of different classes (``==`` then makes two calls that return NotImplemented)."""
    return a is b or (a.__class__ is b.__class__ and a == b)


_NOTHING, _CAST, _FOREIGN = object(), object(), object()
_PLANS: dict[type, Any] = {}
"""Per class: ``_CAST`` for the casts (they go); for an op of the final language, ``reads_any`` of it
(``_NOTHING``: it reads nothing); ``_FOREIGN`` for any other class (an error where met, after the
"survives" test of its operands).  The leaf test is the class's, so it is decided here once per class."""


def _plan(cls: type) -> Any:
    if issubclass(cls, LL.UnrealizedCast):
        plan = _CAST
    elif cls in LL.LEAF_CLASSES:
        plan = reads_any(cls) or _NOTHING
    else:
        plan = _FOREIGN
    _PLANS[cls] = plan
    return plan


def _final(op: F.Op) -> LL.Op:
    if type(op) in LL.LEAF_CLASSES:
        return cast(LL.Op, op)
    if not LL.is_leaf(op):
        raise error(op.loc, f"'{op.NAME}' is not part of the final llvm language")
    return op
