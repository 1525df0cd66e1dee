"""Launching a PTX kernel from a launch spec, and judging its outputs against the spec's reference.

    res = run_kernel(ptx_text, spec, sizes={"n": 4096}, seed=0)   # EmuResult: .buffers, .outputs, stats
    rep = emulate(ptx_text, spec, sizes={"n": 4096})              # Report: .ok, .lines()

Buffers (``spec.buffers()``) are allocated in emulated global memory.  Inputs
(every buffer the reference reads, or that is not an output) are filled from
``numpy.random.default_rng(seed)``: floats uniform in [-1, 1) rounded to the
buffer's type, integers uniform in [-8, 8) (unsigned: [0, 16)).  Outputs the
reference does not read start as NaN (floats) or 0xA5 bytes (integers), so an
element the kernel never writes shows up as a mismatch.

The reference is evaluated with numpy on the inputs, with 16-bit and 8-bit
floats widened to float32 (so ``A @ B`` accumulates in float32, as the kernels
do), then rounded to each output's type.  Comparison tolerances (``|out - ref|
<= atol + rtol * |ref|``, with ``atol = rtol * max(1, max|ref|)``) by output type:
f64 1e-12, f32 1e-5 (accumulation order may differ), f16 2^-9 (about 4 ulp),
bf16 2^-6, fp8 (e4m3/e5m2) 2^-2; integers exactly.
"""

from __future__ import annotations

import ast
import struct
from dataclasses import dataclass, field
from typing import Any, Mapping

import ml_dtypes
import numpy as np

from . import asyncops  # noqa: F401  (registers mbarrier/cp.async instruction compilers)
from . import tensormap as tmap
from . import matrixops, mmasync, tensorops, tmemops  # noqa: F401  (register wgmma, mma, stmatrix, ldmatrix, tcgen05)
from . import regpool  # noqa: F401  (registers setmaxnreg)
from .memory_protocol import EmulationError
from .errors import EmuError
from .machine import Machine
from .memory import Buffer, GlobalMemory
from .program import Program
from .ptx import Kernel, Module, parse_ptx
from ..launch.reference import evaluate_reference as _evaluate_reference
from ..launch.spec import (MAX_BUFFER_BYTES, MAX_INSTRUCTIONS, LaunchSpec, PtrParam, ScalarParam, SpecError,
                           TensorMapParam, eval_expr, launch_too_big)

NP_DTYPES: dict[str, np.dtype[Any]] = {
    "f16": np.dtype(np.float16), "bf16": np.dtype(ml_dtypes.bfloat16), "f32": np.dtype(np.float32),
    "f64": np.dtype(np.float64), "tf32": np.dtype(np.float32),
    "e4m3": np.dtype(ml_dtypes.float8_e4m3fn), "e5m2": np.dtype(ml_dtypes.float8_e5m2),
    "i8": np.dtype(np.int8), "i16": np.dtype(np.int16), "i32": np.dtype(np.int32), "i64": np.dtype(np.int64),
    "u8": np.dtype(np.uint8), "u16": np.dtype(np.uint16), "u32": np.dtype(np.uint32), "u64": np.dtype(np.uint64),
}
RTOL = {"f64": 1e-12, "f32": 1e-5, "tf32": 1e-3, "f16": 2.0**-9, "bf16": 2.0**-6, "e4m3": 0.25, "e5m2": 0.25}
_TMAP_DTYPE = {"f16": "f16", "bf16": "bf16", "f32": "f32", "f64": "f64", "tf32": "tf32", "e4m3": "u8",
               "e5m2": "u8", "i8": "u8", "u8": "u8", "i16": "u16", "u16": "u16", "i32": "s32", "u32": "u32",
               "i64": "s64", "u64": "u64"}
_SCALAR_FMT = {"i8": "<b", "i16": "<h", "i32": "<i", "i64": "<q", "u8": "<B", "u16": "<H", "u32": "<I",
               "u64": "<Q", "f16": "<e", "f32": "<f", "f64": "<d"}


@dataclass
class EmuResult:
    """A finished launch: every buffer's final contents, and execution statistics."""

    buffers: dict[str, np.ndarray]
    inputs: dict[str, np.ndarray]
    outputs: tuple[str, ...]
    sizes: dict[str, int]
    grid: tuple[int, int, int]
    warp_instructions: int
    seconds: float

    @property
    def instructions_per_second(self) -> float:
        return self.warp_instructions / self.seconds if self.seconds > 0 else 0.0


@dataclass
class Mismatch:
    index: tuple[int, ...]
    got: float
    want: float


@dataclass
class Comparison:
    name: str
    dtype: str
    shape: tuple[int, ...]
    ok: bool
    max_abs: float
    max_rel: float
    bad: int
    first: list[Mismatch] = field(default_factory=list)


@dataclass
class Report:
    result: EmuResult
    comparisons: list[Comparison]

    @property
    def ok(self) -> bool:
        return all(c.ok for c in self.comparisons)

    def lines(self) -> list[str]:
        out = []
        for c in self.comparisons:
            shape = "x".join(map(str, c.shape))
            if c.ok:
                out.append(f"match: {c.name} ({shape} {c.dtype}): max abs error {c.max_abs:.3g}, "
                           f"max rel error {c.max_rel:.3g}")
            else:
                out.append(f"MISMATCH: {c.name} ({shape} {c.dtype}): {c.bad} element(s) differ "
                           f"(max abs error {c.max_abs:.3g}, max rel error {c.max_rel:.3g}); first:")
                for mm in c.first:
                    out.append(f"  {c.name}[{', '.join(map(str, mm.index))}] = {mm.got!r}, expected {mm.want!r}")
        r = self.result
        out.append(f"{r.grid[0] * r.grid[1] * r.grid[2]} CTAs, {r.warp_instructions} warp instructions in "
                   f"{r.seconds:.2f} s ({r.instructions_per_second:,.0f} instructions/s)")
        return out


def select_kernel(module: Module, name: str | None) -> Kernel:
    if name and name in module.kernels:
        return module.kernels[name]
    if len(module.kernels) == 1:
        return next(iter(module.kernels.values()))
    if not module.kernels:
        raise EmuError("the PTX has no .entry")
    raise EmuError(f"the PTX has entries {', '.join(module.kernels)}; the spec names '{name}'")


def reference_inputs(spec: LaunchSpec) -> set[str]:
    names: set[str] = set()
    for st in ast.parse(spec.reference).body:
        assert isinstance(st, ast.Assign)
        names |= {n.id for n in ast.walk(st.value) if isinstance(n, ast.Name)}
    return names


def _random(rng: np.random.Generator, dtype: str, shape: tuple[int, ...]) -> np.ndarray:
    dt = NP_DTYPES[dtype]
    if dtype in RTOL:
        return rng.uniform(-1.0, 1.0, size=shape).astype(np.float32).astype(dt)
    if dtype.startswith("u"):
        return rng.integers(0, 16, size=shape).astype(dt)
    return rng.integers(-8, 8, size=shape).astype(dt)


def _poison(dtype: str, shape: tuple[int, ...]) -> np.ndarray:
    dt = NP_DTYPES[dtype]
    if dtype in RTOL:
        return np.full(shape, np.nan, dtype=np.float32).astype(dt)
    return np.full(int(np.prod(shape)) * dt.itemsize, 0xA5, dtype=np.uint8).view(dt).reshape(shape)


def run_kernel(ptx: str, spec: LaunchSpec, arrays: Mapping[str, np.ndarray] | None = None,
               sizes: Mapping[str, int] | None = None, seed: int = 0, schedule_seed: int = 0,
               progress: bool | None = None, max_steps: int = MAX_INSTRUCTIONS) -> EmuResult:
    """Run ``ptx`` as ``spec`` launches it; ``arrays`` gives buffer contents by name (others are seeded).
    A launch with more warps than ``max_steps`` is refused before it runs (``launch_too_big``)."""
    module = parse_ptx(ptx)
    kernel = select_kernel(module, spec.kernel)
    prog = Program(kernel, module.shared)
    sz = spec.sizes(sizes)
    grid = spec.grid_dims(sz)
    rng = np.random.default_rng(seed)
    outputs = spec.outputs()
    reads = reference_inputs(spec)
    gmem = GlobalMemory()
    bufs: dict[str, Buffer] = {}
    host: dict[str, np.ndarray] = {}
    shapes = {name: spec.buffer_shape(name, sz) for name in spec.buffers()}
    total = sum(int(np.prod(shapes[n], dtype=object)) * NP_DTYPES[d].itemsize for n, d in spec.buffers().items())
    if total > MAX_BUFFER_BYTES:   # before anything is allocated (the sizes could ask for more than the machine has)
        shown = " ".join(f"{k}={v}" for k, v in sz.items())
        raise SpecError(f"the buffers at sizes {shown} need {total} bytes; emulate allows {MAX_BUFFER_BYTES}")
    for name, dtype in spec.buffers().items():
        shape = shapes[name]
        dt = NP_DTYPES[dtype]
        if arrays is not None and name in arrays:
            a = np.asarray(arrays[name])
            if a.shape != shape:
                raise SpecError(f"array '{name}' has shape {a.shape}, the spec says {shape}")
            a = a.astype(dt)
        elif name in outputs and name not in reads:
            a = _poison(dtype, shape)
        else:
            a = _random(rng, dtype, shape)
        host[name] = a
        bufs[name] = gmem.alloc(name, a.nbytes, a)
    too_big = launch_too_big(grid, spec.block, max_steps)      # after the buffers: their size errors first
    if too_big is not None:
        raise EmuError(too_big)
    values = _param_values(spec, prog, kernel, bufs, host, sz)
    params = prog.param_memory(values)
    check_launch(kernel, spec.block)
    m = Machine(prog, gmem, params, grid, spec.block, spec.dynamic_shared_bytes, schedule_seed,
                max_steps=max_steps, progress=progress)
    m.run()
    final = {name: gmem.array(b, host[name].dtype, host[name].shape) for name, b in bufs.items()}
    inputs = {n: host[n] for n in host if not (n in outputs and n not in reads)}
    return EmuResult(final, inputs, outputs, sz, grid, m.executed, m.seconds)


def check_launch(kernel: Kernel, block: tuple[int, int, int]) -> None:
    """The launch must satisfy the kernel's performance-tuning directives (PTX ISA 11.4 "Performance-Tuning
    Directives": a CTA shape other than ``.reqntid``'s, or more threads than ``.maxntid`` allows, fails the
    launch) and the CTA limit of 1024 threads; cluster directives asking for more than one CTA per cluster
    are not emulated (CTAs run one after another, 1-CTA clusters)."""
    where = f".entry {kernel.name}"
    n = block[0] * block[1] * block[2]
    if n > 1024 or n <= 0:
        raise EmuError(f"the launch asks for a CTA of {block} = {n} threads; a CTA has 1 to 1024 threads",
                       kernel.line, where)
    d = kernel.directives
    req = d.get(".reqntid")
    if req:
        want = tuple(req) + (1,) * (3 - len(req))
        if tuple(block) != want:
            raise EmuError(f"the kernel requires CTAs of exactly {want} threads (.reqntid), the launch asks for "
                           f"{tuple(block)}: the launch fails", kernel.line, where)
    mx = d.get(".maxntid")
    if mx:
        limit = mx[0] * (mx[1] if len(mx) > 1 else 1) * (mx[2] if len(mx) > 2 else 1)
        if n > limit:
            raise EmuError(f"the kernel allows at most {limit} threads per CTA (.maxntid {', '.join(map(str, mx))}), "
                           f"the launch asks for {n}: the launch fails", kernel.line, where)
    for c in (".reqnctapercluster", ".maxclusterrank"):
        v = d.get(c)
        if v and v[0] * (v[1] if len(v) > 1 else 1) * (v[2] if len(v) > 2 else 1) > 1:
            raise EmuError(f"{c} {', '.join(map(str, v))}: clusters of more than one CTA are not emulated",
                           kernel.line, where)


def _param_values(spec: LaunchSpec, prog: Program, kernel: Kernel, bufs: Mapping[str, Buffer],
                  host: Mapping[str, np.ndarray], sz: Mapping[str, int]) -> list[bytes]:
    if len(spec.params) != len(kernel.params):
        raise SpecError(f"the spec lists {len(spec.params)} params, the kernel {kernel.name} takes "
                        f"{len(kernel.params)}")
    out: list[bytes] = []
    for sp, kp in zip(spec.params, kernel.params):
        if isinstance(sp, PtrParam):
            v = sp.value if sp.value is not None else bufs[sp.name].base
            if kp.size != 8:
                raise SpecError(f"param '{sp.name}' is a pointer but {kp.name} is {kp.size} bytes")
            out.append(struct.pack("<Q", v))
        elif isinstance(sp, ScalarParam):
            v = eval_expr(sp.name if sp.value is None else sp.value, sz)
            fmt = _SCALAR_FMT[sp.kind]
            if struct.calcsize(fmt) != kp.size:
                raise SpecError(f"param '{sp.name}' is {sp.kind} but {kp.name} is {kp.size} bytes")
            try:
                out.append(struct.pack(fmt, float(v) if sp.kind.startswith("f") else v))
            except (struct.error, OverflowError):
                raise SpecError(f"param '{sp.name}' = {v} does not fit its type {sp.kind}") from None
        else:
            if kp.size != 128:
                raise SpecError(f"param '{sp.name}' is a tensor map but {kp.name} is {kp.size} bytes")
            out.append(encode_tensormap(sp, bufs[sp.buffer], host[sp.buffer], sz))
    return out


def encode_tensormap(p: TensorMapParam, buf: Buffer, arr: np.ndarray, sz: Mapping[str, int]) -> bytes:
    """The 128-byte CUtensorMap for ``p`` over ``buf`` (cuTensorMapEncodeTiled; dims innermost first)."""
    if not p.row_major:
        raise SpecError(f"param '{p.name}': only row-major tensors are supported")
    if p.dtype not in _TMAP_DTYPE:
        raise SpecError(f"param '{p.name}': no tensor-map data type for {p.dtype}")
    shape = [eval_expr(e, sz) for e in p.global_shape]
    if tuple(shape) != arr.shape:
        raise SpecError(f"param '{p.name}': global_shape {shape} differs from buffer '{p.buffer}' {arr.shape}")
    esize = arr.dtype.itemsize
    dims = list(reversed(shape))                       # innermost first, as the driver takes them
    strides, acc = [], esize
    for d in dims[:-1]:
        acc *= d
        strides.append(acc)
    interleave = {"none": 0, "16b": 16, "32b": 32}.get(p.interleave.lower())
    if interleave is None:
        raise SpecError(f"param '{p.name}': unknown interleave '{p.interleave}'")
    try:
        tm = tmap.encode_tiled(_TMAP_DTYPE[p.dtype], buf.base, dims, strides, list(reversed(p.box)),
                               list(reversed(p.element_strides)) if p.element_strides else None,
                               interleave=interleave, swizzle=p.swizzle_bytes,
                               oob_fill="nan" if p.oob_fill == "nan" else "zero")
    except EmulationError as e:
        raise SpecError(f"tensor map '{p.name}': {e}") from None
    return tmap.pack(tm)


def evaluate_reference(spec: LaunchSpec, inputs: Mapping[str, np.ndarray]) -> dict[str, np.ndarray]:
    """The spec's numpy reference on ``inputs``, by the one safe evaluator (no exec/eval)."""
    return _evaluate_reference(spec, inputs)


def compare(name: str, dtype: str, got: np.ndarray, want: np.ndarray, nfirst: int = 8) -> Comparison:
    want = np.broadcast_to(want, got.shape)
    g = got.astype(np.float64) if got.dtype.kind not in "iu" else got
    with np.errstate(over="ignore"):   # a reference past the type's range is its infinity
        wd = want.astype(NP_DTYPES[dtype]).astype(np.float64) if dtype in RTOL else want.astype(got.dtype)
    if dtype in RTOL:
        rtol = RTOL[dtype]
        with np.errstate(invalid="ignore"):
            fin = np.isfinite(wd)   # the scale of the finite values: an infinity made every tolerance infinite
            scale = float(np.max(np.abs(wd[fin]))) if fin.any() else 1.0
            atol = rtol * max(1.0, scale)
            # equal values are 0 apart (an infinity too: inf - inf is NaN, never within a tolerance); an
            # infinity matches only itself (|g - inf| <= rtol * inf held for every g); NaN matches NaN
            diff = np.where(g == wd, 0.0, np.abs(g - wd))
            close = (diff == 0) | (np.isfinite(wd) & (diff <= atol + rtol * np.abs(wd)))
            bad = ~close & ~(np.isnan(g) & np.isnan(wd))
            rel = diff / np.maximum(np.abs(wd), 1e-30)
    else:
        diff = np.abs(g.astype(np.float64) - wd.astype(np.float64))
        bad = g != wd
        rel = diff / np.maximum(np.abs(wd.astype(np.float64)), 1e-30)
    finite = np.isfinite(diff)
    max_abs = float(diff[finite].max()) if finite.any() else (float("nan") if diff.size else 0.0)
    max_rel = float(rel[np.isfinite(rel)].max()) if np.isfinite(rel).any() else 0.0
    if (~finite & bad).any():
        max_abs = float("nan")
    idx = np.argwhere(bad)[:nfirst]
    first = [Mismatch(tuple(int(i) for i in ix), _py(got[tuple(ix)]), _py(wd[tuple(ix)])) for ix in idx]
    return Comparison(name, dtype, tuple(got.shape), not bad.any(), max_abs, max_rel, int(bad.sum()), first)


def _py(v: Any) -> float:
    f = float(v)
    return float(int(f)) if f.is_integer() and abs(f) < 2**53 else f


def emulate(ptx: str, spec: LaunchSpec, sizes: Mapping[str, int] | None = None, seed: int = 0,
            schedule_seed: int = 0, progress: bool | None = None, max_steps: int = MAX_INSTRUCTIONS) -> Report:
    """Run and compare every output with the reference."""
    res = run_kernel(ptx, spec, sizes=sizes, seed=seed, schedule_seed=schedule_seed, progress=progress,
                     max_steps=max_steps)
    ref = evaluate_reference(spec, res.inputs)
    dtypes = spec.buffers()
    comps = [compare(n, dtypes[n], res.buffers[n], ref[n]) for n in res.outputs]
    return Report(res, comps)
