"""cse: llvm -> llvm, common-subexpression elimination of pure ops, scoped by dominance.

    a pure op equal to one that dominates it (same class, result type, operands, properties)
        -> nothing; its uses read the dominating op's result

Pure ops are those whose class declares the ``Pure`` trait (arithmetic,
casts, comparisons, constants, ``getelementptr``, aggregates,
``addressof``, special registers).  Ops left unused (the operands only the
duplicates read) are ``dce``'s business.
"""

from __future__ import annotations

from types import CodeType, FunctionType
from typing import Any, Callable

from ..ir.cfg import dominator_tree
from ..ir.core import Block, Kind, Module, Region, Value, op_results, spec_of_class
from ..ir.rewrite import substitute
from ..languages import llvm as LL


def cse(m: LL.LlvmModule) -> LL.LlvmModule:
    ops = tuple(_func(op) if isinstance(op, LL.LLVMFunc) else op for op in m.ops)
    return LL.LlvmModule(Module(ops, m.attrs, m.loc))


def _func(f: LL.LLVMFunc[LL.Op]) -> LL.LLVMFunc[LL.Op]:
    blocks = f.body.blocks
    children, reached = dominator_tree(f.body)
    subst: dict[str, Value] = {}
    new_ops: list[tuple[Any, ...]] = [b.ops for b in blocks]
    # dominator-tree walk (iterative), each block seeing its dominators' expressions: one table,
    # and each block's additions taken out again when its subtree is done (copying the table per
    # block was quadratic in blocks x expressions)
    scope: dict[Any, Value] = {}
    stack: list[tuple[int, list[Any] | None]] = [(0, None)]
    while stack:
        i, added = stack.pop()
        if added is not None:
            for k in added:
                del scope[k]
            continue
        mine: list[Any] = []
        new_ops[i] = _block(blocks[i].ops, subst, scope, mine)
        stack.append((i, mine))
        for c in children[i]:
            stack.append((c, None))
    # blocks the entry does not reach keep their ops (substituted)
    for i in range(len(blocks)):
        if i not in reached:
            new_ops[i] = tuple(substitute(o, subst) for o in blocks[i].ops)
    if all(a == b for a, b in zip(new_ops, (b.ops for b in blocks))):
        return f
    return LL.with_body(f, Region(tuple(Block(b.label, b.args, ops) for b, ops in zip(blocks, new_ops))))


def _block(ops: tuple[Any, ...], subst: dict[str, Value], scope: dict[Any, Value],
           added: list[Any]) -> tuple[Any, ...]:
    out: list[Any] = []
    plans = _KEY_PLANS
    for op in ops:
        if subst:
            op = substitute(op, subst)
        key_of = plans.get(type(op), _MISSING)
        if key_of is _MISSING:
            key_of = plans[type(op)] = _key_function(type(op))
        if key_of is not None:
            k = key_of(op)
            have = scope.get(k)
            if have is not None:
                subst[op_results(op)[0].name] = have
                continue
            scope[k] = op_results(op)[0]
            added.append(k)
        out.append(op)
    return tuple(out)


_KeyPlan = tuple[tuple[str, Kind | None], ...]
_KEY_PLANS: dict[type, Callable[[Any], tuple[Any, ...]] | None] = {}
_MISSING: Any = object()
_TEMPLATES: dict[tuple[Kind | None, ...], CodeType] = {}


def _key_function(cls: type) -> Callable[[Any], tuple[Any, ...]] | None:
    """None for an op CSE leaves alone (not ``Pure``); else ``key`` for ``cls``, as a function reading
    the fields directly (``(op.__class__, op.result.type, op.lhs.name, op.rhs.name)``), made from one
    compiled template per shape (the kinds of the key's fields) with the field names substituted."""
    if not issubclass(cls, LL.PURE_OPS):      # LL.is_pure, per class
        return None
    plan = _fields(cls)
    results = [f for f in spec_of_class(cls).fields if f.kind in (Kind.RESULT, Kind.RESULTS)]
    if len(results) != 1 or results[0].kind is not Kind.RESULT:
        return lambda op: _key(op, plan)
    shape = tuple(kind for _, kind in plan)
    code = _TEMPLATES.get(shape)
    if code is None:
        parts = ["op.__class__", "op._r_.type"]
        for i, kind in enumerate(shape):
            a = f"op._f{i}_"
            parts.append(f"{a}.name" if kind is Kind.OPERAND else
                         f"tuple([v.name for v in {a}])" if kind is Kind.OPERANDS else
                         f"(None if {a} is None else {a}.name)" if kind is Kind.OPT_OPERAND else a)
        ns: dict[str, Any] = {}
        exec(f"def key(op):\n    return ({', '.join(parts)})\n", {}, ns)
        code = _TEMPLATES[shape] = ns["key"].__code__
    rename = {f"_f{i}_": name for i, (name, _) in enumerate(plan)}
    rename["_r_"] = results[0].name
    code = code.replace(co_names=tuple(rename.get(n, n) for n in code.co_names))
    fn: Callable[[Any], tuple[Any, ...]] = FunctionType(code, {"tuple": tuple}, "key")
    return fn


def _fields(cls: type) -> _KeyPlan:
    return tuple((f.name, f.kind if f.kind in (Kind.OPERAND, Kind.OPERANDS, Kind.OPT_OPERAND) else None)
                 for f in spec_of_class(cls).fields if f.name not in ("result", "loc"))


def key(op: Any) -> Any:
    """What makes two pure ops compute the same value: class, result type, operands, properties."""
    return _key(op, _fields(type(op)))


def _key(op: Any, plan: _KeyPlan) -> Any:
    k: list[Any] = [type(op), op_results(op)[0].type]
    for name, kind in plan:
        x = getattr(op, name)
        if kind is Kind.OPERAND:
            k.append(x.name)
        elif kind is Kind.OPERANDS:
            k.append(tuple(v.name for v in x))
        elif kind is Kind.OPT_OPERAND:
            k.append(None if x is None else x.name)
        else:
            k.append(x)
    return tuple(k)
