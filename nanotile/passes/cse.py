"""cse: llvm -> llvm, common-subexpression elimination of pure ops, scoped by dominance.

    a pure op equal to one that dominates it (same class, result type, operands, properties)
        -> nothing; its uses read the dominating op's result

Pure ops are those whose class declares the ``Pure`` trait (arithmetic, casts, comparisons,
constants, ``getelementptr``, aggregates, ``addressof``, special registers).  Ops left unused (the
operands only the duplicates read) are ``dce``'s business.  A block, function or module with nothing
to drop or rename is returned as it came (the same object).
"""

from __future__ import annotations

from operator import attrgetter
from types import CodeType, FunctionType
from typing import Any, Callable

from ..ir.attributes import IntegerAttr
from ..ir.cfg import same_graph
from ..ir.core import Block, Kind, Module, Region, Value, op_results, spec_of_class
from ..ir.rewrite import reads_any, substitute
from ..languages import llvm as LL
from ..lowering.dominance import dominator_walk


def cse(m: LL.LlvmModule) -> LL.LlvmModule:
    ops = tuple(_func(op) if isinstance(op, LL.LLVMFunc) else op for op in m.ops)
    _CLEAN.clear()
    _CLEAN.update((id(op), op) for op in ops if isinstance(op, LL.LLVMFunc))
    if all(a is b for a, b in zip(ops, m.ops)):
        return m
    return LL.LlvmModule(Module(ops, m.attrs, m.loc))


def _func(f: LL.LLVMFunc[LL.Op]) -> LL.LLVMFunc[LL.Op]:
    if _CLEAN.get(id(f)) is f:
        return f      # cse's own output (cse-after-fold after a fold that changed nothing): nothing to do
    out = _cse_func(f)
    _CLEAN[id(out)] = out
    return out


_CLEAN: dict[int, LL.LLVMFunc[LL.Op]] = {}
"""The functions of the module cse returned last, by id (held, so ids are not reused; one module's, replaced
each run).  Each is a fixed point: the same graph, each kept op's key as when kept, the same table at every
step.  gemm_sm90's fold returns what it got; cse-after-fold then returns it at once (-4.1 M instructions)."""


def _cse_func(f: LL.LLVMFunc[LL.Op]) -> LL.LLVMFunc[LL.Op]:
    blocks = f.body.blocks
    events, _, unreached = dominator_walk(f.body)
    subst: dict[str, Value] = {}
    new_blocks: list[Block[LL.Op]] = list(blocks)
    # dominator-tree walk, each block seeing its dominators' expressions: one table of key -> (op,
    # defining block), an entry counting only while its block is open (on the walk's path from the
    # entry), so a finished subtree's entries are just overwritten when met again (no copy per block)
    scope: dict[Any, tuple[Any, int]] = {}
    typed: dict[Any, tuple[Any, int]] = {}   # keys met with a second result type (below)
    open_ = [False] * len(blocks)
    plans = _PLANS
    for i in events:
        if i < 0:                 # block ~i's subtree is done
            open_[~i] = False
            continue
        open_[i] = True
        b = blocks[i]
        ops = b.ops
        # the block's ops less the duplicates, operands renamed (inlined: a call per block was ~0.2 M)
        out: list[Any] | None = None
        for j, op in enumerate(ops):
            plan = plans.get(type(op))        # (op.__class__ is a generic attribute lookup)
            if plan is None:
                plan = plans[type(op)] = _plan(type(op))
            reads, key_of, result_of = plan
            if key_of is not None:
                k = key_of(op, subst)                # None: an operand is to be renamed first
                if k is None:
                    op = substitute(op, subst)
                    if out is None:
                        out = list(ops[:j])
                    k = key_of(op, subst)
                    assert k is not None             # renamed to kept values, which are never renamed
                mine = (op, i)                       # (the result read on a hit only: equal keys,
                have = scope.setdefault(k, mine)     # one class) one hash of the key when it is new
                if have is not mine:
                    res, kept = result_of(op), result_of(have[0])
                    t = res.type
                    if kept.type is not t and kept.type != t:
                        # the key leaves the result type out (hashing a type is a Python call: ~1,260
                        # a run): an equal key of another result type has its own entry here
                        k = (k, t)
                        have = typed.setdefault(k, mine)
                        if have is mine:
                            if out is not None:
                                out.append(op)
                            continue
                        table = typed
                    else:
                        table = scope
                    if open_[have[1]]:               # a dominating equal op: drop this one
                        subst[res.name] = result_of(have[0])
                        if out is None:
                            out = list(ops[:j])
                        continue
                    table[k] = mine                  # left over from a finished subtree
            elif subst and reads is not None and reads(op, subst):
                op = substitute(op, subst)
                if out is None:
                    out = list(ops[:j])
            if out is not None:
                out.append(op)
        if out is not None:
            new_blocks[i] = Block(b.label, b.args, tuple(out))
    # blocks the entry does not reach keep their ops (substituted)
    if subst:
        for i in unreached:
            b = blocks[i]
            ops = tuple(substitute(o, subst) for o in b.ops)
            if any(a is not o for a, o in zip(ops, b.ops)):
                new_blocks[i] = Block(b.label, b.args, ops)
    if all(a is b for a, b in zip(new_blocks, blocks)):
        return f
    body = Region(tuple(new_blocks))
    same_graph(body, f.body)      # labels and branch targets kept: the next pass's dominators by identity
    return LL.with_body(f, body)


_Fn = Callable[..., Any]
_PLANS: dict[type, tuple[_Fn | None, _Fn | None, _Fn]] = {}
_KeyPlan = tuple[tuple[str, Kind | None], ...]
_TEMPLATES: dict[tuple[Kind | None, ...], CodeType] = {}


def _plan(cls: type) -> tuple[_Fn | None, _Fn | None, _Fn]:
    """(``reads_any(cls)``, None for an op without operands; ``key(op, renamed)`` for a pure op,
    None for one CSE leaves alone; the op's first result)."""
    fields = spec_of_class(cls).fields
    results = [f for f in fields if f.kind in (Kind.RESULT, Kind.RESULTS)]
    first: _Fn = attrgetter(results[0].name) if len(results) == 1 and results[0].kind is Kind.RESULT \
        else _first_result
    return reads_any(cls), _key_function(cls), first


def _first_result(op: Any) -> Value:
    return op_results(op)[0]


def _key_function(cls: type) -> _Fn | None:
    """None for an op CSE leaves alone (not ``Pure``); else ``key(op, renamed)`` for ``cls``: None
    when an operand is named in ``renamed`` (the op is to be substituted first), else the key.  A
    function reading the fields directly (``(type(op), op.lhs.name, op.rhs.name)``), made from
    one compiled template per shape (the kinds of the key's fields) with the field names
    substituted.  The key leaves the result type out: ``_func`` compares it on a hit."""
    if not issubclass(cls, LL.PURE_OPS):      # LL.is_pure, per class
        return None
    if cls is LL.LLVMConstant:
        return _key_constant
    plan = _fields(cls)
    fields = spec_of_class(cls).fields
    results = [f for f in fields if f.kind in (Kind.RESULT, Kind.RESULTS)]
    if len(results) != 1 or results[0].kind is not Kind.RESULT or any(f.kind is Kind.SUCCESSOR for f in fields):
        return lambda op, renamed: None if substitute(op, renamed) is not op else _key(op, plan)
    shape = tuple(kind for _, kind in plan)
    code = _TEMPLATES.get(shape)
    if code is None:
        ns: dict[str, Any] = {}
        exec(_template_source(shape), {}, ns)
        code = _TEMPLATES[shape] = ns["key"].__code__
    rename = {f"_f{i}_": name for i, (name, _) in enumerate(plan)}
    code = code.replace(co_names=tuple(rename.get(n, n) for n in code.co_names))
    fn: _Fn = FunctionType(code, {"tuple": tuple, "any": any, "len": len, "type": type}, "key")
    return fn


def _template_source(shape: tuple[Kind | None, ...]) -> str:
    """``def key(op, s)`` for a key of fields of these kinds (None: a property), over placeholder
    names: ``_fN_`` the N-th field."""
    lines: list[str] = []
    tests: list[str] = []
    parts = ["type(op)"]
    for i, kind in enumerate(shape):
        a = f"op._f{i}_"
        if kind is Kind.OPERAND:
            lines.append(f"    n{i} = {a}.name")
            tests.append(f"n{i} in s")
        elif kind is Kind.OPERANDS:
            # one operand (every getelementptr of the GEMM kernels) without the two comprehensions
            # (each a function call in 3.11): 505 -> 189 ns a key
            lines.append(f"    x{i} = {a}")
            lines.append(f"    if len(x{i}) == 1:")
            lines.append(f"        m{i} = x{i}[0].name")
            lines.append(f"        if m{i} in s:")
            lines.append("            return None")
            lines.append(f"        n{i} = (m{i},)")
            lines.append("    else:")
            lines.append(f"        n{i} = tuple([v.name for v in x{i}])")
            lines.append(f"        if n{i} and any([n in s for n in n{i}]):")
            lines.append("            return None")
        elif kind is Kind.OPT_OPERAND:
            lines.append(f"    x{i} = {a}")
            lines.append(f"    n{i} = None if x{i} is None else x{i}.name")
            tests.append(f"(n{i} is not None and n{i} in s)")
        parts.append(a if kind is None else f"n{i}")
    if tests:
        lines.append(f"    if {' or '.join(tests)}:")
        lines.append("        return None")
    lines.append(f"    return ({', '.join(parts)}{',' if len(parts) == 1 else ''})")
    return "def key(op, s):\n" + "\n".join(lines) + "\n"


# What ``_template_source`` writes for the shapes of llvm's pure classes with fixed operands (then
# properties), compiled with this module: an ``exec`` per shape cost ~45 us on a cold compile's first
# cse (0.36 of its 0.48 ms of key functions).  ``tests/passes/test_cse.py`` checks each is the code
# the generator makes.
def _key_(op: Any, s: Any) -> Any:
    return (type(op),)


def _key_p(op: Any, s: Any) -> Any:
    return (type(op), op._f0_)


def _key_o(op: Any, s: Any) -> Any:
    n0 = op._f0_.name
    if n0 in s:
        return None
    return (type(op), n0)


def _key_op(op: Any, s: Any) -> Any:
    n0 = op._f0_.name
    if n0 in s:
        return None
    return (type(op), n0, op._f1_)


def _key_oo(op: Any, s: Any) -> Any:
    n0 = op._f0_.name
    n1 = op._f1_.name
    if n0 in s or n1 in s:
        return None
    return (type(op), n0, n1)


def _key_oop(op: Any, s: Any) -> Any:
    n0 = op._f0_.name
    n1 = op._f1_.name
    if n0 in s or n1 in s:
        return None
    return (type(op), n0, n1, op._f2_)


def _key_ooo(op: Any, s: Any) -> Any:
    n0 = op._f0_.name
    n1 = op._f1_.name
    n2 = op._f2_.name
    if n0 in s or n1 in s or n2 in s:
        return None
    return (type(op), n0, n1, n2)


_O = Kind.OPERAND
PRECOMPILED: dict[tuple[Kind | None, ...], Callable[..., Any]] = {
    (): _key_, (None,): _key_p, (_O,): _key_o, (_O, None): _key_op, (_O, _O): _key_oo, (_O, _O, None): _key_oop,
    (_O, _O, _O): _key_ooo,
}


def _key_constant(op: Any, s: Any) -> Any:
    """``llvm.mlir.constant``'s key: an integer attribute as its value and type, equal where the
    attributes are, without its Python ``__hash__`` (~300 a compile: 265 -> 165 ns a key and hash).
    Other attributes (floats: MLIR's equality) stay whole; the forms differ in length."""
    v = op.value
    if v.__class__ is IntegerAttr:
        return (type(op), v.value, v.type)
    return (type(op), v)


_TEMPLATES.update((shape, fn.__code__) for shape, fn in PRECOMPILED.items())


def _fields(cls: type) -> _KeyPlan:
    return tuple((f.name, f.kind if f.kind in (Kind.OPERAND, Kind.OPERANDS, Kind.OPT_OPERAND) else None)
                 for f in spec_of_class(cls).fields if f.name not in ("result", "loc"))


def _key(op: Any, plan: _KeyPlan) -> Any:
    """What makes two pure ops compute the same value: class, result type, operands, properties."""
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
