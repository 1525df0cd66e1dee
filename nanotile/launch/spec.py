"""Launch specs: how a kernel is launched and what it must compute.

The JSON format is the one of ``shared/fixtures/README.md`` (Triton fixtures),
with three optional extensions nanotile's own kernels need:

- ``ptr`` params may give ``shape`` (outermost first, size expressions) and
  ``dtype``; a pointer with a dtype but no shape is 1-D with the length of the
  spec's only size name (an error when there is not exactly one);
- a ``tensormap`` param may name the buffer it addresses with ``"tensor"``
  (default: the param's own name, and the tensor map's ``global_shape`` and
  ``dtype`` then define that buffer);
- ``sizes`` in ``sizes_example`` are the defaults the emulator launches with.

Size expressions are integers or strings over the size names with
``+ - * // / % ( )`` and ``ceil(x)``, ``cdiv(a, b)``, ``min``, ``max``
(``/`` is true division, so ``ceil(n / 1024)`` reads as written).

    spec = load_spec("vadd_f32_sm90.json")
    sizes = spec.sizes({"n": 4096})
    grid = spec.grid_dims(sizes)          # (4, 1, 1)
    dump_spec(spec, "copy.json")           # round-trips
"""

from __future__ import annotations

import ast
import json
import math
import os
import re
from dataclasses import dataclass, field
from typing import Any, Mapping, TypeAlias, Union

Expr: TypeAlias = Union[int, str]

SCALAR_KINDS = ("i8", "i16", "i32", "i64", "u8", "u16", "u32", "u64", "f16", "f32", "f64")
# Element types a buffer or tensor map may have (names as in the fixtures).
DTYPES = ("f16", "bf16", "f32", "f64", "tf32", "e4m3", "e5m2", "i8", "i16", "i32", "i64",
          "u8", "u16", "u32", "u64")
_SWIZZLES = (0, 32, 64, 128)


class SpecError(Exception):
    """A launch spec that cannot be read or evaluated (message says where)."""


@dataclass(frozen=True)
class ScalarParam:
    """An integer/float kernel parameter; ``value`` None means 'the size of the same name'."""

    name: str
    kind: str
    value: Expr | None = None
    unit: str | None = None


@dataclass(frozen=True)
class PtrParam:
    """A global pointer: a buffer (``dtype`` set) or a fixed value (``value``, e.g. 0 for scratch)."""

    name: str
    dtype: str | None = None
    shape: tuple[Expr, ...] | None = None
    value: int | None = None


@dataclass(frozen=True)
class TensorMapParam:
    """A 128-byte CUtensorMap passed by value (``cuTensorMapEncodeTiled`` fields, outermost first)."""

    name: str
    dtype: str
    global_shape: tuple[Expr, ...]
    box: tuple[int, ...]
    swizzle_bytes: int = 0
    oob_fill: str = "zero"
    interleave: str = "none"
    element_strides: tuple[int, ...] = ()
    row_major: bool = True
    tensor: str | None = None

    @property
    def buffer(self) -> str:
        """The name of the buffer this map addresses."""
        return self.tensor if self.tensor is not None else self.name


Param: TypeAlias = Union[ScalarParam, PtrParam, TensorMapParam]


@dataclass(frozen=True)
class LaunchSpec:
    """One kernel launch: dims, params in PTX order, and the reference computation."""

    kernel: str
    grid: tuple[Expr, Expr, Expr]
    block: tuple[int, int, int]
    params: tuple[Param, ...]
    reference: str
    dynamic_shared_bytes: int = 0
    sizes_example: Mapping[str, int] = field(default_factory=dict)
    name: str | None = None
    target: str | None = None
    semantics: str | None = None
    extra: Mapping[str, Any] = field(default_factory=dict)

    # ---- sizes -----------------------------------------------------------------

    def size_names(self) -> tuple[str, ...]:
        """Every free name in the spec's size expressions, in first-use order."""
        seen: dict[str, None] = {}
        exprs: list[Expr] = list(self.grid)
        for p in self.params:
            if isinstance(p, ScalarParam):
                exprs.append(p.name if p.value is None else p.value)
            elif isinstance(p, PtrParam) and p.shape is not None:
                exprs.extend(p.shape)
            elif isinstance(p, TensorMapParam):
                exprs.extend(p.global_shape)
        for e in exprs:
            for n in expr_names(e):
                seen.setdefault(n, None)
        for n in self.sizes_example:
            seen.setdefault(n, None)
        return tuple(seen)

    def sizes(self, overrides: Mapping[str, int] | None = None) -> dict[str, int]:
        """The problem sizes: ``sizes_example`` updated with ``overrides``; all names must be bound."""
        out = dict(self.sizes_example)
        for k, v in (overrides or {}).items():
            if k not in self.size_names():
                raise SpecError(f"unknown size '{k}' (the spec's sizes: {', '.join(self.size_names())})")
            out[k] = int(v)
        missing = [n for n in self.size_names() if n not in out]
        if missing:
            raise SpecError(f"no value for size(s) {', '.join(missing)} (pass --size NAME=INT)")
        return out

    def grid_dims(self, sizes: Mapping[str, int]) -> tuple[int, int, int]:
        g = tuple(eval_expr(e, sizes) for e in self.grid)
        if any(d < 1 for d in g):
            raise SpecError(f"grid {g} has an empty dimension at sizes {dict(sizes)}")
        return (g[0], g[1], g[2])

    def outputs(self) -> tuple[str, ...]:
        """Buffers assigned by ``reference`` (``C = A @ B`` -> ``("C",)``; other names are temporaries)."""
        buffers = self.buffers()
        return tuple(n for n in reference_targets(self.reference) if n in buffers)

    def buffer_shape(self, name: str, sizes: Mapping[str, int]) -> tuple[int, ...]:
        """The shape of buffer ``name``: a tensor map's global_shape or a pointer's shape."""
        shape = self._buffer_shape(name, sizes)
        if any(d < 0 for d in shape):
            raise SpecError(f"buffer '{name}' has shape {shape} at sizes {dict(sizes)}: a negative dimension")
        return shape

    def _buffer_shape(self, name: str, sizes: Mapping[str, int]) -> tuple[int, ...]:
        for p in self.params:
            if isinstance(p, TensorMapParam) and p.tensor is None and p.name == name:
                return tuple(eval_expr(e, sizes) for e in p.global_shape)
            if isinstance(p, PtrParam) and p.name == name:
                if p.shape is not None:
                    return tuple(eval_expr(e, sizes) for e in p.shape)
                names = self.size_names()
                if len(names) != 1:
                    raise SpecError(f"pointer '{name}' has no shape and the spec has {len(names)} sizes "
                                    "(give \"shape\")")
                return (eval_expr(names[0], sizes),)
        for p in self.params:
            if isinstance(p, TensorMapParam) and p.buffer == name:
                return tuple(eval_expr(e, sizes) for e in p.global_shape)
        raise SpecError(f"no buffer named '{name}'")

    def buffers(self) -> dict[str, str]:
        """Buffer name -> element dtype, for every pointer with a dtype and every tensor map's buffer."""
        out: dict[str, str] = {}
        for p in self.params:
            if isinstance(p, PtrParam) and p.dtype is not None and p.value is None:
                out[p.name] = p.dtype
        for p in self.params:
            if isinstance(p, TensorMapParam):
                out.setdefault(p.buffer, p.dtype)
        return out


# ---- expressions -------------------------------------------------------------------

_FUNCS = {"ceil": 1, "cdiv": 2, "min": 2, "max": 2}


MAX_BUFFER_BYTES = 1 << 30
"""All buffers of one launch together (``check`` and ``emulate``): larger sizes are refused before anything
is allocated."""


MAX_INSTRUCTIONS = 20_000_000
"""The default work cap of ``check`` and ``emulate`` (``--max-instructions``): warp instructions the
emulator executes in one launch, over all CTAs. At the emulator's tens of thousands of warp
instructions per second this is minutes, not hours."""


def launch_too_big(grid: tuple[int, int, int], block: tuple[int, int, int], limit: int) -> str | None:
    """Why a launch of ``grid`` x ``block`` cannot finish within ``limit`` warp instructions, or None.

    The estimate is a lower bound: every warp of every CTA executes at least one instruction, so
    more warps than ``limit`` can never end under the cap; refusing them before anything runs (the
    reference interpreter, the buffers, the emulator's CTA list) is what keeps ``check --grid
    100000000`` a one-line error instead of hours. Launches under it are still stopped by the
    emulator's own count when they reach ``limit``."""
    ctas = grid[0] * grid[1] * grid[2]
    threads = block[0] * block[1] * block[2]
    warps = ctas * -(-threads // 32)
    if warps <= limit:
        return None
    return (f"the launch has {warps} warps ({ctas} CTAs of {threads} threads), more than the "
            f"{limit} warp instructions the emulator runs at most (every warp runs at least one); "
            "raise the limit with --max-instructions N")


def expr_names(e: Expr) -> list[str]:
    if isinstance(e, int):
        return []
    tree = _parse_expr(e)
    return [n.id for n in ast.walk(tree) if isinstance(n, ast.Name) and n.id not in _FUNCS]


MAX_NESTING = 200
"""How deep a launch expression or reference may nest (CPython's own limit for parentheses)."""


def parse_python(text: str, mode: str) -> ast.AST:
    """``ast.parse``, refusing text nested more than :data:`MAX_NESTING` levels deep as a SyntaxError
    "nested too deeply", like any other text it cannot read.

    The limit is ours, not the parser's: how deep Python's parser goes depends on its version (3.11
    and 3.12 give up on a 3000-term sum with RecursionError, 3.13 parses it), and a tree it does
    parse can still be too deep for the recursive evaluators here (a 1500-term sum parses on 3.11
    and then overflowed the reference evaluator's stack: "failed: RecursionError").  Counting the
    depth of the tree without recursion gives every Python version the same answer."""
    try:
        tree = ast.parse(text, mode=mode)
    except RecursionError:
        raise SyntaxError("nested too deeply") from None
    stack: list[tuple[ast.AST, int]] = [(tree, 0)]
    while stack:
        node, depth = stack.pop()
        if depth > MAX_NESTING:
            raise SyntaxError("nested too deeply")
        stack.extend((child, depth + 1) for child in ast.iter_child_nodes(node))
    return tree


def _parse_expr(e: str) -> ast.expr:
    try:
        tree = parse_python(e, "eval")
    except SyntaxError as err:
        raise SpecError(f"bad size expression '{e}': {err.msg}") from None
    assert isinstance(tree, ast.Expression)
    return tree.body


def eval_expr(e: Expr, sizes: Mapping[str, int]) -> int:
    """Evaluate a size expression to an int (``ceil`` of a true division rounds up)."""
    if isinstance(e, bool):
        raise SpecError(f"bad size expression {e!r}")
    if isinstance(e, int):
        return e
    tree = _parse_expr(e)
    try:
        v = _eval(tree, sizes, e)
    except RecursionError:
        raise SpecError(f"bad size expression '{e}': nested too deeply") from None
    except OverflowError:  # a true division whose quotient no float holds
        raise SpecError(f"size expression '{e}' is too large to evaluate") from None
    if isinstance(v, float):
        if not v.is_integer():
            raise SpecError(f"size expression '{e}' is not an integer ({v}); use ceil() or //")
        v = int(v)
    return v


def _eval(n: ast.expr, sizes: Mapping[str, int], src: str) -> int | float:
    if isinstance(n, ast.Constant) and isinstance(n.value, int) and not isinstance(n.value, bool):
        return n.value
    if isinstance(n, ast.Name):
        if n.id not in sizes:
            raise SpecError(f"size '{n.id}' in '{src}' has no value")
        return sizes[n.id]
    if isinstance(n, ast.UnaryOp) and isinstance(n.op, ast.USub):
        return -_eval(n.operand, sizes, src)
    if isinstance(n, ast.BinOp):
        a, b = _eval(n.left, sizes, src), _eval(n.right, sizes, src)
        if isinstance(n.op, ast.Add):
            return a + b
        if isinstance(n.op, ast.Sub):
            return a - b
        if isinstance(n.op, ast.Mult):
            return a * b
        if isinstance(n.op, (ast.Div, ast.FloorDiv, ast.Mod)) and b == 0:
            raise SpecError(f"division by zero in '{src}'")
        if isinstance(n.op, ast.Div):
            return a / b
        if isinstance(n.op, ast.FloorDiv):
            return a // b
        if isinstance(n.op, ast.Mod):
            return a % b
    if isinstance(n, ast.Call) and isinstance(n.func, ast.Name) and n.func.id in _FUNCS \
            and len(n.args) == _FUNCS[n.func.id] and not n.keywords:
        args = [_eval(a, sizes, src) for a in n.args]
        if n.func.id == "ceil":
            return math.ceil(args[0])
        if n.func.id == "cdiv":
            if int(args[1]) == 0:
                raise SpecError(f"division by zero in '{src}'")
            return -(-int(args[0]) // int(args[1]))
        if n.func.id == "min":
            return min(args)
        return max(args)
    raise SpecError(f"unsupported size expression '{src}'")


_ASSIGN = re.compile(r"^\s*([A-Za-z_][A-Za-z0-9_]*)\s*=(?!=)")


def reference_targets(reference: str) -> tuple[str, ...]:
    """The names a reference assigns (one statement per line or ';')."""
    try:
        tree = parse_python(reference, "exec")
    except SyntaxError as err:
        raise SpecError(f"reference '{reference}' is not Python: {err.msg}") from None
    assert isinstance(tree, ast.Module)
    out: list[str] = []
    for st in tree.body:
        if isinstance(st, ast.Assign):
            for t in st.targets:
                if isinstance(t, ast.Name):
                    out.append(t.id)
                else:
                    raise SpecError(f"reference assigns to something other than a name: '{reference}'")
        else:
            raise SpecError(f"reference statement is not an assignment: '{reference}'")
    if not out:
        raise SpecError(f"reference '{reference}' assigns no output")
    return tuple(dict.fromkeys(out))


# ---- reading and writing ----------------------------------------------------------


def _expr(v: Any, where: str) -> Expr:
    if isinstance(v, bool) or not isinstance(v, (int, str)):
        raise SpecError(f"{where}: expected an integer or a size expression, got {v!r}")
    if isinstance(v, str):
        _parse_expr(v)
    return v


def _int(v: Any, where: str) -> int:
    if isinstance(v, bool) or not isinstance(v, int):
        raise SpecError(f"{where}: expected an integer, got {v!r}")
    return v


def _list(v: Any, where: str, field: str) -> list[Any]:
    if not isinstance(v, list):
        raise SpecError(f"{where}: '{field}' must be a list, got {v!r}")
    return v


def _dtype(v: Any, where: str) -> str:
    if not isinstance(v, str) or v not in DTYPES:
        raise SpecError(f"{where}: unknown dtype {v!r}")
    return v


def _param(d: Any, i: int) -> Param:
    if not isinstance(d, dict) or "name" not in d or "kind" not in d:
        raise SpecError(f"params[{i}]: expected an object with 'name' and 'kind'")
    name, kind = str(d["name"]), d["kind"]
    where = f"param '{name}'"
    if kind == "ptr":
        dtype = d.get("dtype")
        if dtype is not None:
            _dtype(dtype, where)
        shape = d.get("shape")
        value = d.get("value")
        if dtype is None and value is None:
            raise SpecError(f"{where}: a pointer needs a 'dtype' (a buffer) or a 'value'")
        return PtrParam(name, dtype,
                        None if shape is None else tuple(_expr(s, where) for s in _list(shape, where, "shape")),
                        None if value is None else _int(value, where))
    if kind == "tensormap":
        for req in ("dtype", "global_shape", "box"):
            if req not in d:
                raise SpecError(f"{where}: tensormap needs '{req}'")
        _dtype(d["dtype"], where)
        tensor = d.get("tensor")
        if tensor is not None and not isinstance(tensor, str):
            raise SpecError(f"{where}: 'tensor' must be a buffer's name, got {tensor!r}")
        sw = _int(d.get("swizzle_bytes", 0), where)
        if sw not in _SWIZZLES:
            raise SpecError(f"{where}: swizzle_bytes must be one of {_SWIZZLES}, got {sw}")
        gshape = tuple(_expr(s, where) for s in _list(d["global_shape"], where, "global_shape"))
        box = tuple(_int(b, where) for b in _list(d["box"], where, "box"))
        if len(box) != len(gshape):
            raise SpecError(f"{where}: box has {len(box)} dims, global_shape {len(gshape)}")
        es = tuple(_int(s, where) for s in _list(d.get("element_strides", [1] * len(box)), where, "element_strides"))
        return TensorMapParam(name, d["dtype"], gshape, box, sw, str(d.get("oob_fill", "zero")),
                              str(d.get("interleave", "none")), es, bool(d.get("row_major", True)),
                              tensor)
    if kind in SCALAR_KINDS:
        value = d.get("value")
        return ScalarParam(name, kind, None if value is None else _expr(value, where), d.get("unit"))
    raise SpecError(f"{where}: unknown kind '{kind}' (ptr, tensormap, or one of {', '.join(SCALAR_KINDS)})")


_KNOWN = {"grid", "block", "params", "reference", "dynamic_shared_bytes", "sizes_example", "name",
          "kernel", "target", "semantics"}


def parse_spec(d: Any) -> LaunchSpec:
    """A LaunchSpec from decoded JSON (raises SpecError naming the bad field)."""
    if not isinstance(d, dict):
        raise SpecError("a launch spec is a JSON object")
    for req in ("grid", "block", "params", "reference"):
        if req not in d:
            raise SpecError(f"launch spec has no '{req}'")
    grid, block = d["grid"], d["block"]
    if not (isinstance(grid, list) and 1 <= len(grid) <= 3):
        raise SpecError("'grid' must be a list of 1-3 size expressions")
    if not (isinstance(block, list) and 1 <= len(block) <= 3):
        raise SpecError("'block' must be a list of 1-3 integers")
    g = [_expr(x, "grid") for x in grid] + [1] * (3 - len(grid))
    b = [_int(x, "block") for x in block] + [1] * (3 - len(block))
    if not isinstance(d["params"], list):
        raise SpecError("'params' must be a list")
    params = tuple(_param(p, i) for i, p in enumerate(d["params"]))
    names = [p.name for p in params]
    dup = {n for n in names if names.count(n) > 1}
    if dup:
        raise SpecError(f"duplicate param name(s): {', '.join(sorted(dup))}")
    sizes = d.get("sizes_example", {})
    if not isinstance(sizes, dict):
        raise SpecError("'sizes_example' must be an object")
    reference = d["reference"]
    if not isinstance(reference, str):
        raise SpecError("'reference' must be a string")
    reference_targets(reference)
    spec = LaunchSpec(
        kernel=str(d.get("kernel", d.get("name", ""))),
        grid=(g[0], g[1], g[2]), block=(b[0], b[1], b[2]), params=params, reference=reference,
        dynamic_shared_bytes=_int(d.get("dynamic_shared_bytes", 0), "dynamic_shared_bytes"),
        sizes_example={str(k): _int(v, f"sizes_example.{k}") for k, v in sizes.items()},
        name=d.get("name"), target=d.get("target"), semantics=d.get("semantics"),
        extra={k: v for k, v in d.items() if k not in _KNOWN})
    buffers = spec.buffers()
    for p in params:
        if isinstance(p, TensorMapParam) and p.tensor is not None and p.tensor not in buffers:
            raise SpecError(f"param '{p.name}': tensor '{p.tensor}' is not a buffer of the spec")
    return spec


def load_spec(path: str | os.PathLike[str]) -> LaunchSpec:
    try:
        with open(path, encoding="utf-8") as f:
            d = json.load(f)
    except OSError as e:
        raise SpecError(f"cannot read launch spec {os.fspath(path)}: {e.strerror}") from None
    except json.JSONDecodeError as e:
        raise SpecError(f"{os.fspath(path)}:{e.lineno}:{e.colno}: invalid JSON: {e.msg}") from None
    except UnicodeDecodeError as e:
        raise SpecError(f"not UTF-8 text: byte 0x{e.object[e.start]:02x} ({e.reason}) at byte offset {e.start}"
                        ) from None
    return parse_spec(d)


def _param_json(p: Param) -> dict[str, Any]:
    if isinstance(p, ScalarParam):
        d: dict[str, Any] = {"name": p.name, "kind": p.kind}
        if p.value is not None:
            d["value"] = p.value
        if p.unit is not None:
            d["unit"] = p.unit
        return d
    if isinstance(p, PtrParam):
        d = {"name": p.name, "kind": "ptr"}
        if p.dtype is not None:
            d["dtype"] = p.dtype
        if p.shape is not None:
            d["shape"] = list(p.shape)
        if p.value is not None:
            d["value"] = p.value
        return d
    d = {"name": p.name, "kind": "tensormap", "dtype": p.dtype, "global_shape": list(p.global_shape),
         "row_major": p.row_major, "box": list(p.box), "swizzle_bytes": p.swizzle_bytes,
         "oob_fill": p.oob_fill, "interleave": p.interleave,
         "element_strides": list(p.element_strides) or [1] * len(p.box)}
    if p.tensor is not None:
        d["tensor"] = p.tensor
    return d


def spec_to_json(spec: LaunchSpec) -> dict[str, Any]:
    """The JSON object for ``spec`` (``parse_spec(spec_to_json(s)) == s``)."""
    d: dict[str, Any] = dict(spec.extra)
    if spec.name is not None:
        d["name"] = spec.name
    d["kernel"] = spec.kernel
    if spec.target is not None:
        d["target"] = spec.target
    d["grid"] = list(spec.grid)
    d["block"] = list(spec.block)
    d["dynamic_shared_bytes"] = spec.dynamic_shared_bytes
    d["params"] = [_param_json(p) for p in spec.params]
    if spec.semantics is not None:
        d["semantics"] = spec.semantics
    d["reference"] = spec.reference
    if spec.sizes_example:
        d["sizes_example"] = dict(spec.sizes_example)
    return d


def dumps_spec(spec: LaunchSpec) -> str:
    return json.dumps(spec_to_json(spec), indent=1) + "\n"


def dump_spec(spec: LaunchSpec, path: str | os.PathLike[str]) -> None:
    with open(path, "w") as f:
        f.write(dumps_spec(spec))
