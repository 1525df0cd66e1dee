"""Launch metadata as a product: a compiled kernel and the launch spec it carries.

    k = compile_kernel(text, "gemm.mlir")
    k.ptx, k.block, k.static_shared_bytes, k.params, k.tensor_maps
    spec = k.spec                  # a launch.spec.LaunchSpec (dump_spec(spec, "gemm.json"))

Everything is read from the IR the pipeline produces: block dims from
``nvvm.reqntid``, shared bytes from ``@global_smem`` (nanotile allocates
static shared memory only, so ``dynamic_shared_bytes`` is 0), params from
the kernel's ``llvm.func`` signature in PTX order with the names and element
types of the input function's arguments, buffer shapes from the input's
``make_memref`` views, and one tensor map per entry of the module's
``nanotile.tma_descriptors`` (written by ``attach-tma-descriptor-args``).

Sizes, grid and a numpy reference come from the kernel's module attribute
``nanotile.launch = {grid = [...], sizes = {...}, requires = [...],
reference = "..."}`` (the shipped examples carry one); ``requires`` lists the
kernel's contract as conditions over the sizes (``"K % 16 == 0"``).
"""

from __future__ import annotations

import ast
from dataclasses import dataclass, field
from typing import Any, Mapping

from ..ir.attributes import EMPTY_DICT, ArrayAttr, DictAttr, IntegerAttr, StringAttr, TypeAttr
from ..ir.core import Module, Value, walk
from ..ir.symbols import lookup
from ..ir.types import DialectType, FloatType, IntegerType, LLVMArrayType, LLVMPointerType, Type
from ..languages import llvm as L
from ..languages import tileas as A
from ..languages.structured import Constant
from .spec import (
    Expr, LaunchSpec, Param, PtrParam, ScalarParam, SpecError, TensorMapParam, eval_expr, parse_python,
)

_DTYPE_BYTES = {"f16": 2, "bf16": 2, "e4m3": 1, "e5m2": 1, "f32": 4, "f64": 8, "i8": 1, "i16": 2, "i32": 4, "i64": 8,
                "u8": 1, "u16": 2, "u32": 4, "u64": 8}
# CUtensorMapDataType enumerators (cuda.h) by element type.
CU_DATA_TYPE = {"u8": 0, "u16": 1, "u32": 2, "i32": 3, "u64": 4, "i64": 5, "f16": 6, "f32": 7,
                "f64": 8, "bf16": 9, "e4m3": 0, "e5m2": 0}  # fp8: the driver's UINT8
CU_SWIZZLE = {0: 0, 32: 1, 64: 2, 128: 3}


class LaunchError(Exception):
    """The compiled module lacks what a launch needs (message says what)."""


_FP8 = {"f8E4M3FN": "e4m3", "f8E5M2": "e5m2"}


def dtype_name(t: Type) -> str:
    if isinstance(t, FloatType) and t.name in ("f16", "bf16", "f32", "f64"):
        return t.name
    if isinstance(t, FloatType) and t.name in _FP8:
        return _FP8[t.name]
    if isinstance(t, IntegerType) and t.width in (8, 16, 32, 64):
        return f"{'u' if t.signedness == 'u' else 'i'}{t.width}"
    raise LaunchError(f"no launch-spec element type for {t}")


@dataclass(frozen=True)
class TensorMapEncoding:
    """One ``cuTensorMapEncodeTiled`` call, fields in the driver's order (dims innermost first).

    ``global_dims`` are size expressions; ``global_strides`` are byte strides of
    dims 1.. (dense row-major), ``box_dims`` and ``element_strides`` innermost first.
    """

    param: str
    tensor: str
    data_type: str
    rank: int
    global_dims: tuple[Expr, ...]
    global_strides: tuple[Expr, ...]
    box_dims: tuple[int, ...]
    element_strides: tuple[int, ...]
    interleave: str = "none"
    swizzle_bytes: int = 0
    l2_promotion: str = "none"
    oob_fill: str = "zero"

    def concrete(self, sizes: Mapping[str, int]) -> tuple[tuple[int, ...], tuple[int, ...]]:
        """(global dims, global byte strides) at ``sizes``."""
        return (tuple(eval_expr(e, sizes) for e in self.global_dims),
                tuple(eval_expr(e, sizes) for e in self.global_strides))

    @staticmethod
    def of(p: TensorMapParam) -> "TensorMapEncoding":
        esize = _DTYPE_BYTES[p.dtype]
        dims = tuple(reversed(p.global_shape))
        strides: list[Expr] = []
        acc: Expr = esize
        for d in dims[:-1]:
            if isinstance(acc, int) and isinstance(d, int):
                acc = acc * d
            else:
                acc = f"{acc if isinstance(acc, int) else '(' + acc + ')'} * {d if isinstance(d, int) else '(' + d + ')' if not d.isidentifier() else d}"
            strides.append(acc)
        return TensorMapEncoding(p.name, p.buffer, p.dtype, len(dims), dims, tuple(strides),
                                 tuple(reversed(p.box)),
                                 tuple(reversed(p.element_strides)) or (1,) * len(dims),
                                 p.interleave, p.swizzle_bytes, "none", p.oob_fill)


@dataclass(frozen=True)
class CompiledKernel:
    """A compiled kernel with everything a launcher needs."""

    name: str
    target: str
    ptx: str
    block: tuple[int, int, int]
    static_shared_bytes: int
    dynamic_shared_bytes: int
    params: tuple[Param, ...]
    tensor_maps: tuple[TensorMapEncoding, ...]
    spec: LaunchSpec
    source: Module[Any] = field(repr=False, compare=False)
    requires: tuple[str, ...] = ()

    def check_sizes(self, sizes: Mapping[str, int]) -> None:
        """Raise LaunchError naming the first condition of the kernel's contract that ``sizes`` break."""
        check_requires(self.requires, sizes, self.name)


def check_requires(requires: tuple[str, ...], sizes: Mapping[str, int], name: str) -> None:
    for cond in requires:
        if not _holds(cond, sizes):
            shown = ", ".join(f"{k}={v}" for k, v in sizes.items())
            raise LaunchError(f"kernel '{name}' requires {cond} (sizes: {shown})")


def _holds(cond: str, sizes: Mapping[str, int]) -> bool:
    try:
        parsed = parse_python(cond, "eval")
    except SyntaxError as err:
        raise LaunchError(f"bad condition '{cond}': {err.msg}") from None
    tree = parsed.body if isinstance(parsed, ast.Expression) else None
    if not (isinstance(tree, ast.Compare) and len(tree.ops) == 1):
        raise LaunchError(f"condition '{cond}' is not one comparison")
    try:
        lhs = eval_expr(ast.unparse(tree.left), sizes)
        rhs = eval_expr(ast.unparse(tree.comparators[0]), sizes)
    except RecursionError:  # ast.unparse of a side nested nearly as deep as the parser allows
        raise LaunchError(f"bad condition '{cond}': nested too deeply") from None
    o = tree.ops[0]
    table = {ast.Eq: lhs == rhs, ast.NotEq: lhs != rhs, ast.Lt: lhs < rhs, ast.LtE: lhs <= rhs,
             ast.Gt: lhs > rhs, ast.GtE: lhs >= rhs}
    for k, v in table.items():
        if isinstance(o, k):
            return v
    raise LaunchError(f"condition '{cond}': unsupported comparison")


# ---- reading the IR -----------------------------------------------------------------------


def _launch_attr(m: Module[Any]) -> DictAttr:
    a = m.attrs.get("nanotile.launch")
    if a is None:
        return EMPTY_DICT
    if not isinstance(a, DictAttr):
        raise LaunchError("nanotile.launch must be a dictionary attribute")
    return a


def _expr_attr(a: Any, where: str) -> Expr:
    if isinstance(a, IntegerAttr):
        return a.value
    if isinstance(a, StringAttr):
        return a.value
    raise LaunchError(f"nanotile.launch {where}: expected an integer or a string, got {a}")


def launch_defaults(m: Module[Any]) -> tuple[tuple[Expr, Expr, Expr] | None, dict[str, int],
                                              tuple[str, ...], str | None]:
    """(grid formula, default sizes, contract, numpy reference) from ``nanotile.launch``."""
    d = _launch_attr(m)
    grid: tuple[Expr, Expr, Expr] | None = None
    g = d.get("grid")
    if g is not None:
        if not (isinstance(g, ArrayAttr) and 1 <= len(g.elements) <= 3):
            raise LaunchError("nanotile.launch grid: expected a list of 1-3 size expressions")
        gs = [_expr_attr(e, "grid") for e in g.elements] + [1] * (3 - len(g.elements))
        grid = (gs[0], gs[1], gs[2])
    sizes: dict[str, int] = {}
    s = d.get("sizes")
    if s is not None:
        if not isinstance(s, DictAttr):
            raise LaunchError("nanotile.launch sizes: expected a dictionary")
        for k, v in s.items():
            if not isinstance(v, IntegerAttr):
                raise LaunchError(f"nanotile.launch sizes.{k}: expected an integer")
            sizes[k] = v.value
    req: list[str] = []
    r = d.get("requires")
    if r is not None:
        if not isinstance(r, ArrayAttr) or not all(isinstance(e, StringAttr) for e in r.elements):
            raise LaunchError("nanotile.launch requires: expected a list of strings")
        req = [e.value for e in r.elements if isinstance(e, StringAttr)]
    ref = d.get("reference")
    if ref is not None and not isinstance(ref, StringAttr):
        raise LaunchError("nanotile.launch reference: expected a string")
    return grid, sizes, tuple(req), ref.value if isinstance(ref, StringAttr) else None


def _input_func(src: Module[Any], name: str) -> A.TileFunc[Any]:
    op = lookup(src, name)
    if isinstance(op, A.TileFunc):
        return op
    raise LaunchError(f"no nv_tileaa.func @{name} in the input module")


def _final_kernel(final: Module[Any]) -> L.LLVMFunc[Any]:
    ks = [op for op in final.ops if isinstance(op, L.LLVMFunc) and op.kernel]
    if len(ks) != 1:
        raise LaunchError(f"expected one kernel in the compiled module, found {len(ks)}")
    return ks[0]


def _static_smem(final: Module[Any]) -> int:
    total = 0
    for op in final.ops:
        if isinstance(op, L.Global) and op.addr_space == 3:
            t = op.global_type
            if not isinstance(t, LLVMArrayType):
                raise LaunchError(f"shared global @{op.sym_name} is not a byte array")
            total += t.size * _elem_bytes(t.element)
    return total


def _elem_bytes(t: Type) -> int:
    if isinstance(t, IntegerType):
        return max(1, t.width // 8)
    if isinstance(t, FloatType):
        return t.width // 8
    raise LaunchError(f"unsized shared element type {t}")


def _view_shapes(f: A.TileFunc[Any]) -> dict[str, tuple[Expr, ...]]:
    """Pointer argument name -> the shape of its (first, largest) view, in argument names / constants."""
    args = {a.name for a in f.body.blocks[0].args}
    consts: dict[str, int] = {}
    for op in walk(f.body.blocks[0].ops):
        if isinstance(op, Constant) and isinstance(op.value, IntegerAttr):
            consts[op.result.name] = op.value.value
    out: dict[str, tuple[Expr, ...]] = {}
    for op in walk(f.body.blocks[0].ops):
        if isinstance(op, A.MakeMemref) and op.base.name in args:
            shape: list[Expr] = []
            for s in op.sizes:
                if s.name in args:
                    shape.append(s.name)
                elif s.name in consts:
                    shape.append(consts[s.name])
                else:
                    raise LaunchError(f"the view of %{op.base.name} at {op.loc} has size %{s.name}, "
                                      "which is neither a kernel argument nor a constant")
            prev = out.get(op.base.name)
            if prev is not None and prev != tuple(shape):
                raise LaunchError(f"%{op.base.name} is viewed with two shapes, {list(prev)} and {shape}")
            out[op.base.name] = tuple(shape)
    return out


def _scalar_kind(t: Type) -> str:
    if isinstance(t, IntegerType) and t.width in (8, 16, 32, 64):
        return f"{'u' if t.signedness == 'u' else 'i'}{t.width}"
    if isinstance(t, FloatType) and t.name in ("f16", "f32", "f64"):
        return t.name
    raise LaunchError(f"no launch-spec kind for a {t} kernel argument")


def launch_spec(source: Module[Any], final: Module[Any]) -> tuple[LaunchSpec, tuple[str, ...], int]:
    """The launch spec of the kernel compiled from ``source`` (tileas) to ``final`` (llvm).

    Returns (spec, contract conditions, static shared bytes).
    """
    kern = _final_kernel(final)
    f = _input_func(source, kern.sym_name)
    in_args: tuple[Value, ...] = f.body.blocks[0].args
    ptx_inputs = kern.function_type.params
    descs: dict[int, DictAttr] = {}
    meta = final.attrs.get("nanotile.tma_descriptors")
    if isinstance(meta, ArrayAttr):
        for e in meta.elements:
            fn, arg = (e.get("function"), e.get("arg")) if isinstance(e, DictAttr) else (None, None)
            if isinstance(e, DictAttr) and isinstance(fn, StringAttr) and fn.value == kern.sym_name \
                    and isinstance(arg, IntegerAttr):
                descs[arg.value] = e
    shapes = _view_shapes(f)
    params: list[Param] = []
    n_in = len(in_args)
    total = len(ptx_inputs)
    for i in range(total):
        if i in descs:
            params.append(_tensormap_param(descs[i], in_args, i - n_in))
            continue
        if i >= n_in:
            raise LaunchError(f"kernel parameter {i} is neither an input argument nor a TMA descriptor")
        a = in_args[i]
        if isinstance(a.type, DialectType) and a.type.name == "ptr":
            et = a.type.params[0] if a.type.params else None
            if not isinstance(et, (FloatType, IntegerType)):
                raise LaunchError(f"pointer argument %{a.name} has no element type")
            params.append(PtrParam(a.name, dtype_name(et), shapes.get(a.name)))
        elif isinstance(a.type, LLVMPointerType):
            params.append(PtrParam(a.name, None, None, 0))
        else:
            params.append(ScalarParam(a.name, _scalar_kind(a.type)))
    grid, sizes, requires, reference = launch_defaults(source)
    # the sizes in the order of the kernel parameters they bind (a dictionary attribute keeps no
    # order of its own: it prints sorted by name), then any others by name
    position = {a.name: i for i, a in enumerate(in_args)}
    sizes = dict(sorted(sizes.items(), key=lambda kv: (position.get(kv[0], len(position)), kv[0])))
    block = kern.reqntid if kern.reqntid else None
    if block is None:
        raise LaunchError(f"kernel @{kern.sym_name} has no nvvm.reqntid")
    b = tuple(block) + (1,) * (3 - len(block))
    outputs = _written_buffers(f)
    if reference is None:
        reference = "; ".join(f"{o} = reference_interpreter()" for o in outputs) or "_ = None"
        semantics = "what nanotile's reference interpreter computes (python -m nanotile check)"
    else:
        semantics = "the numpy reference, and what nanotile's reference interpreter computes"
    target = final.attrs.get("nv_tileaa.target_spec")
    static = _static_smem(final)
    spec = LaunchSpec(
        kernel=kern.sym_name, grid=grid if grid is not None else (1, 1, 1),
        block=(b[0], b[1], b[2]), params=tuple(params), reference=reference, dynamic_shared_bytes=0,
        sizes_example=sizes, name=kern.sym_name,
        target=target.value if isinstance(target, StringAttr) else None, semantics=semantics,
        extra={"compiled_by": "nanotile", "grid_formula": grid is not None, "static_shared_bytes": static, "requires": list(requires),
               "outputs": list(outputs)})
    return spec, requires, static


def _written_buffers(f: A.TileFunc[Any]) -> tuple[str, ...]:
    views: dict[str, str] = {}
    out: dict[str, None] = {}
    for op in walk(f.body.blocks[0].ops):
        if isinstance(op, A.MakeMemref):
            views[op.result.name] = op.base.name
        elif isinstance(op, (A.TiledStore, A.TiledAtomicRmw)) and op.view.name in views:
            out[views[op.view.name]] = None
    return tuple(out)


def _tensormap_param(e: DictAttr, in_args: tuple[Value, ...], k: int) -> TensorMapParam:
    base, dims, box, sw, et, idx = (e.get(n) for n in ("base_arg", "dims", "box", "swizzle",
                                                         "element_type", "tmaIdx"))
    if not (isinstance(base, IntegerAttr) and isinstance(dims, ArrayAttr) and isinstance(sw, IntegerAttr)
            and isinstance(et, TypeAttr) and isinstance(idx, IntegerAttr) and box is not None):
        raise LaunchError(f"malformed nanotile.tma_descriptors entry {e}")
    shape: list[Expr] = []
    for d in dims.elements:
        a, v = (d.get("arg"), d.get("value")) if isinstance(d, DictAttr) else (None, None)
        if isinstance(a, IntegerAttr) and a.value < len(in_args):
            shape.append(in_args[a.value].name)
        elif isinstance(v, IntegerAttr):
            shape.append(v.value)
        else:
            raise LaunchError(f"malformed descriptor dimension {d}")
    boxv = tuple(int(x) for x in getattr(box, "values", ()))
    if len(boxv) != len(shape):
        raise LaunchError(f"descriptor {idx.value}: box {list(boxv)} and dims {shape} differ in rank")
    return TensorMapParam(f"tma_desc{idx.value}", dtype_name(et.type), tuple(shape), boxv, sw.value,
                          "zero", "none", (1,) * len(boxv), True, in_args[base.value].name)


def compile_kernel(text: str, filename: str = "<input>") -> CompiledKernel:
    """Compile tileas text to PTX and read its launch metadata from the IR."""
    from .. import pipeline
    from ..backend_ptx import emit_ptx
    from ..ir.parser import parse_module

    src = parse_module(text, filename)
    final, lang = pipeline.run_pipeline(src)
    if lang is not pipeline.LANGUAGES[-1]:
        raise LaunchError("the pipeline did not reach the final language")
    return from_modules(src, final, emit_ptx(L.LlvmModule(final)))


def from_modules(src: Module[Any], final: Module[Any], ptx: str) -> CompiledKernel:
    spec, requires, static = launch_spec(src, final)
    tms = tuple(TensorMapEncoding.of(p) for p in spec.params if isinstance(p, TensorMapParam))
    return CompiledKernel(spec.kernel, spec.target or "", ptx, spec.block, static, spec.dynamic_shared_bytes,
                          spec.params, tms, spec, src, requires)


def spec_sizes(spec: LaunchSpec, overrides: Mapping[str, int]) -> dict[str, int]:
    """``spec.sizes(overrides)`` with the spec's error type turned into LaunchError."""
    try:
        return spec.sizes(overrides)
    except SpecError as e:
        raise LaunchError(str(e)) from None


def launch_spec_json(src: Module[Any], final: Module[Any]) -> str:
    """``--emit-launch-spec FILE``: the launch spec of the compiled kernel as JSON text (derived before
    anything is written, so a kernel whose spec cannot be derived leaves no file behind)."""
    from ..ir.diagnostics import Diagnostic, DiagnosticError
    from .spec import dumps_spec

    try:
        spec, _, _ = launch_spec(src, final)
    except LaunchError as e:
        raise DiagnosticError(Diagnostic(src.loc, f"cannot derive the launch spec: {e}")) from None
    return dumps_spec(spec)
