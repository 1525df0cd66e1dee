"""A launch spec's numpy ``reference`` (``C = A @ B.T``), evaluated without ``exec``/``eval``.

The text is parsed with :mod:`ast` and walked by a small evaluator that knows
only this grammar; anything else is refused with a :class:`SpecError` naming it
(nothing of the text runs before or after the refusal):

* statements: assignments ``NAME = EXPR`` (one per line or ``;``).  A name
  that is a buffer of the kernel is an output; any other assigned name is a
  temporary that later statements may read.
* expressions: names of the kernel's params (buffers, sizes) and of earlier
  temporaries; int/float constants; ``+ - * / // % ** @`` and unary ``+ -``;
  comparisons; subscripts with integers, slices and tuples of them; the
  attribute ``.T``; calls ``np.F(...)`` (or ``numpy.F``) of the functions in
  :data:`FUNCTIONS`, with positional and keyword arguments of this same
  grammar, and ``np.D`` for the dtypes in :data:`DTYPES` as values.

Buffers of 16-bit and 8-bit floats are widened to float32 first (``A @ B``
then accumulates in float32, as the kernels do); the caller rounds each output
to its buffer's type.  Used by ``python -m nanotile check`` and ``emulate``.
"""

from __future__ import annotations

import ast
import operator
from typing import Any, Callable, Mapping

import numpy as np

from .spec import LaunchSpec, SpecError, parse_python

FUNCTIONS: frozenset[str] = frozenset({
    "matmul", "dot", "transpose", "sum", "abs", "maximum", "minimum", "exp", "exp2", "log", "log2", "sqrt",
    "tanh", "sin", "cos", "where", "zeros_like", "ones_like", "clip", "negative", "floor", "ceil", "rint",
    "trunc", "max", "min", "mean", "cumsum", "outer", "reshape", "swapaxes", "fmax", "fmin",
    "square", "reciprocal", "sign", "copysign", "add", "subtract",
    "multiply", "divide", "left_shift", "right_shift", "bitwise_and", "bitwise_or", "bitwise_xor",
})
DTYPES: frozenset[str] = frozenset({
    "float16", "float32", "float64", "int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64"})

_BINOPS: dict[type[ast.operator], Callable[[Any, Any], Any]] = {
    ast.Add: operator.add, ast.Sub: operator.sub, ast.Mult: operator.mul, ast.Div: operator.truediv,
    ast.FloorDiv: operator.floordiv, ast.Mod: operator.mod, ast.Pow: operator.pow, ast.MatMult: operator.matmul,
}
_UNARY: dict[type[ast.unaryop], Callable[[Any], Any]] = {ast.USub: operator.neg, ast.UAdd: operator.pos}
_COMPARE: dict[type[ast.cmpop], Callable[[Any, Any], Any]] = {
    ast.Lt: operator.lt, ast.LtE: operator.le, ast.Gt: operator.gt, ast.GtE: operator.ge, ast.Eq: operator.eq,
    ast.NotEq: operator.ne}
_MAX_POW = 64          # a constant exponent beyond this is refused (2 ** 2 ** 99999 would not finish)


def widen(a: np.ndarray) -> np.ndarray:
    """16-bit and 8-bit floats as float32; anything else unchanged."""
    if a.dtype.itemsize <= 2 and a.dtype.kind not in "iub":
        return a.astype(np.float32)
    return a


def evaluate_reference(spec: LaunchSpec, inputs: Mapping[str, np.ndarray],
                       sizes: Mapping[str, int] | None = None) -> dict[str, np.ndarray]:
    """Every output buffer the reference of ``spec`` assigns, computed from ``inputs`` (and ``sizes``)."""
    env: dict[str, Any] = dict(sizes or {})
    env.update({k: widen(np.asarray(v)) for k, v in inputs.items()})
    values = evaluate(spec.reference, env)
    buffers = spec.buffers()
    out = {n: np.asarray(v) for n, v in values.items() if n in buffers}
    if not out:
        raise SpecError(f"the reference '{spec.reference}' assigns no buffer of the kernel "
                        f"(buffers: {', '.join(buffers) or 'none'})")
    return out


def evaluate(reference: str, env: Mapping[str, Any]) -> dict[str, Any]:
    """Run ``reference`` over the values ``env`` by name; returns every assigned name's value."""
    try:
        tree = parse_python(reference, "exec")
    except SyntaxError as err:
        raise SpecError(f"reference '{reference}' is not Python: {err.msg}") from None
    assert isinstance(tree, ast.Module)
    ev = _Evaluator(reference, dict(env))
    assigned: dict[str, Any] = {}
    for st in tree.body:
        if not isinstance(st, ast.Assign) or len(st.targets) != 1 or not isinstance(st.targets[0], ast.Name):
            raise ev.refuse(st, "only assignments 'NAME = EXPRESSION' are allowed")
        name = st.targets[0].id
        try:
            value = ev.expr(st.value)
        except SpecError:
            raise
        except Exception as e:  # numpy's own errors (shapes, overflow): the reference is wrong
            raise SpecError(f"the reference '{reference}' failed: {type(e).__name__}: {e}") from None
        ev.env[name] = assigned[name] = value
    return assigned


class _Evaluator:
    def __init__(self, text: str, env: dict[str, Any]) -> None:
        self.text = text
        self.env = env

    def refuse(self, node: ast.AST, why: str) -> SpecError:
        seg = " ".join((ast.get_source_segment(self.text, node) or type(node).__name__).split())
        line, col = getattr(node, "lineno", 1), getattr(node, "col_offset", 0) + 1
        where = f"line {line}, column {col}"
        return SpecError(f"reference {where}: '{seg}' is not allowed: {why}")

    def expr(self, n: ast.expr) -> Any:
        if isinstance(n, ast.Constant):
            if isinstance(n.value, bool) or not isinstance(n.value, (int, float)) and n.value is not None:
                raise self.refuse(n, "constants must be numbers")
            return n.value
        if isinstance(n, ast.Name):
            if n.id not in self.env:
                raise self.refuse(n, f"'{n.id}' is not a param of the kernel or an earlier assignment")
            return self.env[n.id]
        if isinstance(n, ast.BinOp) and type(n.op) in _BINOPS:
            left, right = self.expr(n.left), self.expr(n.right)
            if isinstance(n.op, ast.Pow) and isinstance(right, int) and abs(right) > _MAX_POW:
                raise self.refuse(n, f"exponents above {_MAX_POW} are refused")
            return _BINOPS[type(n.op)](left, right)
        if isinstance(n, ast.UnaryOp) and type(n.op) in _UNARY:
            return _UNARY[type(n.op)](self.expr(n.operand))
        if isinstance(n, ast.Compare) and len(n.ops) == 1 and type(n.ops[0]) in _COMPARE:
            return _COMPARE[type(n.ops[0])](self.expr(n.left), self.expr(n.comparators[0]))
        if isinstance(n, ast.Subscript):
            return self.expr(n.value)[self.index(n.slice)]
        if isinstance(n, ast.Attribute):
            if n.attr == "T" and not self._is_numpy(n.value):
                return self.expr(n.value).T
            if self._is_numpy(n.value) and n.attr in DTYPES:
                return getattr(np, n.attr)
            raise self.refuse(n, "the only attributes are '.T' and numpy dtypes (np.float32, ...)")
        if isinstance(n, ast.Call):
            f = n.func
            if not (isinstance(f, ast.Attribute) and self._is_numpy(f.value) and f.attr in FUNCTIONS | DTYPES):
                raise self.refuse(n, f"the only calls are np.F(...) for F in {', '.join(sorted(FUNCTIONS))}")
            args = [self.expr(a) for a in n.args if not isinstance(a, ast.Starred) or self._starred(a)]
            kwargs: dict[str, Any] = {}
            for kw in n.keywords:
                if kw.arg is None:
                    raise self.refuse(n, "'**' arguments are not allowed")
                kwargs[kw.arg] = self.expr(kw.value)
            return getattr(np, f.attr)(*args, **kwargs)
        if isinstance(n, ast.Tuple):
            return tuple(self.expr(e) for e in n.elts)
        raise self.refuse(n, "not part of the reference grammar (names, numbers, arithmetic, subscripts, "
                             ".T, numpy calls)")

    def index(self, n: ast.expr) -> Any:
        if isinstance(n, ast.Slice):
            return slice(*(None if e is None else self._int(e) for e in (n.lower, n.upper, n.step)))
        if isinstance(n, ast.Tuple):
            return tuple(self.index(e) for e in n.elts)
        return self._int(n)

    def _int(self, n: ast.expr) -> Any:
        v = self.expr(n)
        if isinstance(v, (int, np.integer)) or isinstance(v, np.ndarray) and v.dtype.kind in "iub":
            return v
        raise self.refuse(n, "indices must be integers")

    def _starred(self, n: ast.Starred) -> bool:
        raise self.refuse(n, "'*' arguments are not allowed")

    @staticmethod
    def _is_numpy(n: ast.expr) -> bool:
        return isinstance(n, ast.Name) and n.id in ("np", "numpy")
