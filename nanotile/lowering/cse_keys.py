"""cse's keys: per pure llvm op class, ``key(op, renamed)``: what makes two ops of the class compute the
same value (class, operands, properties; the result type is compared by ``passes/cse.py`` on a hit), or
None where an operand is named in ``renamed`` (the op is to be substituted first).  Each a function
reading the fields directly, from one template per shape (the kinds of the key's fields), its field names
substituted; the common shapes precompiled here."""

from __future__ import annotations

from types import CodeType, FunctionType
from typing import Any, Callable

from ..ir.attributes import IntegerAttr
from ..ir.core import Kind, op_results, spec_of_class
from ..ir.rewrite import substitute
from ..languages import llvm as LL

_Fn = Callable[..., Any]
_KeyPlan = tuple[tuple[str, Kind | None], ...]
_TEMPLATES: dict[tuple[Kind | None, ...], CodeType] = {}


def key_function(cls: type) -> _Fn | None:
    """None for an op CSE leaves alone (not ``Pure``); else ``key(op, renamed)`` for ``cls``: None
    when an operand is named in ``renamed`` (the op is to be substituted first), else the key.  A
    function reading the fields directly (``(type(op), op.lhs.name, op.rhs.name)``), made from
    one compiled template per shape (the kinds of the key's fields) with the field names
    substituted.  The key leaves the result type out: cse compares it on a hit."""
    if not issubclass(cls, LL.PURE_OPS):      # LL.is_pure, per class
        return None
    if cls is LL.LLVMConstant:
        return _key_constant
    if cls is LL.Undef:
        return _key_undef
    plan = key_fields(cls)
    fields = spec_of_class(cls).fields
    results = [f for f in fields if f.kind in (Kind.RESULT, Kind.RESULTS)]
    if len(results) != 1 or results[0].kind is not Kind.RESULT or any(f.kind is Kind.SUCCESSOR for f in fields):
        return lambda op, renamed: None if substitute(op, renamed) is not op else _key(op, plan)
    shape = tuple(kind for _, kind in plan)
    code = _TEMPLATES.get(shape)
    if code is None:
        ns: dict[str, Any] = {}
        exec(template_source(shape), {}, ns)
        code = _TEMPLATES[shape] = ns["key"].__code__
    rename = {f"_f{i}_": name for i, (name, _) in enumerate(plan)}
    code = code.replace(co_names=tuple(rename.get(n, n) for n in code.co_names))
    fn: _Fn = FunctionType(code, {"tuple": tuple, "any": any, "len": len, "type": type}, "key")
    return fn


def template_source(shape: tuple[Kind | None, ...]) -> str:
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


def _key_undef(op: Any, s: Any) -> Any:
    """``llvm.mlir.undef``'s key: its result type (its only field; ~35 a GEMM, of a few types: without the
    type each one after the first met the first's entry and compared types through the records' ``__eq__``)."""
    return (type(op), op.result.type)


_TEMPLATES.update((shape, fn.__code__) for shape, fn in PRECOMPILED.items())


def key_fields(cls: type) -> _KeyPlan:
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
