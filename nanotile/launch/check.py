"""``python -m nanotile check``: the reference interpreter against the compiled PTX, on the same inputs.

    python -m nanotile check --example gemm_sm90 --size K=48
    python -m nanotile check kernel.mlir --size n=3001 --grid 3 --seed 7 --ptx edited.ptx

Steps: compile the kernel (``--ptx`` replaces the PTX, the launch metadata
still comes from compiling the MLIR), take sizes from the kernel's
``nanotile.launch`` defaults and ``--size``, refuse sizes that break the
kernel's contract (``requires``), derive the grid (``--grid`` or the
kernel's formula), buffer shapes (its memory views) and tensor maps from the
launch spec, fill every buffer from ``numpy.random.default_rng(seed)``, run
the reference interpreter (``nanotile.interp``) on the ``tileas`` input and
the PTX on the device (``emu``: the PTX emulator; ``cuda``: a real GPU), and
compare every buffer.  When the kernel states a numpy ``reference`` and runs
on its own grid, the interpreter's outputs are also compared with it (the
oracle is itself checked).

Inputs and tolerances: floating-point buffers (f16, bf16, e4m3, e5m2, f32,
f64) hold uniform reals in [-1, 1) rounded to their type, integer buffers
integers in [-8, 8) (unsigned [0, 16)).  The interpreter computes each dot
exactly (float64) and rounds once; the device accumulates in f32 in its own
order, so a float output element passes when ``|got - want| <= atol + rtol
|want|`` with ``rtol`` one ulp of the output type (2^-23 f32, 2^-10 f16, 2^-7
bf16, 2^-3 e4m3, 2^-2 e5m2, 2^-52 f64) and ``atol = 2 K eps_acc max(1,
max|want|)`` (``K`` the kernel's size named K, else 1; ``eps_acc`` 2^-23, 2^-52
for f64 outputs).  On a real GPU (``--device cuda``) a kernel with fp8 (e4m3, e5m2)
buffers gets ``atol = 2 ceil(K / 32) 2^-13 max(1, max|want|)`` instead (:data:`FP8_MMA_K`,
:data:`FP8_ACC_EPS`): Hopper's fp8 tensor cores do not accumulate in full f32.  Measured on an H200
(BENCHMARKS.md, "fp8 accumulation"): nanotile's e4m3 GEMM and cuBLAS's with fast accumulation give
the same error, 5.3e-4 of max|C| at K = 256 growing to 7.6e-3 at K = 16384 (the f16 GEMM, f32
accumulation: 1.9e-6 at K = 1024, 2.5e-5 at K = 16384); public accounts (DeepSeek-V3's report) put it at about 14 significant bits kept
when each instruction's partial sum is added into the accumulator.  The choice: one truncation to 14
bits (error below 2^-13 of the sum) per k = 32 step of the instruction, twice over as for f32.  The
emulator accumulates in f32 and keeps the f32 tolerance.  NaN equals NaN.  ``--exact`` fills floats with
quarter-integers in [-2, 2] instead: every sum the shipped kernels form is then
exact in any order, and the comparison is bit for bit.  ``--rtol`` / ``--atol``
replace the derived tolerance.  Integers always compare exactly.

Work cap: the emulator runs at most ``--max-instructions`` warp instructions per launch (default
20,000,000, minutes at its speed); a launch with more warps than that is refused before anything runs
(``launch_too_big``, after the buffer-size cap), one line naming the limit, exit 1.  The reference
interpreter runs under the same number as a cap on the ``scf.for`` trips it runs (all CTAs together; a
trip of the compiled loop executes at least one warp instruction, so the interpreter's cap is the looser
one; a loop's trips count before it runs): a kernel whose loop runs 2^63 times is stopped at once with
one line, exit 1, instead of running for ever.

Warp schedules: the emulator interleaves warps by a seeded scheduler that lets one warp of a CTA
lag (``nanotile/emu/machine.py``), so a missing barrier may show under one schedule and not another.
``check`` runs the reference interpreter once and the PTX under ``--schedules N`` schedules (seeds
0..N-1, default ``DEFAULT_SCHEDULES`` = 4; the work cap applies to each), stopping at the first that
fails; the failure names its schedule.  ``--device cuda`` runs the kernel once (the GPU schedules its
own warps).

Why 4 schedules, and not one adversarial schedule 0 (``python bench/schedules.py``, 2026-11-23):
the 25 synchronization mutants of the shipped kernels (each ``bar.sync`` / ``fence.proxy.async``
removed and each ``mbarrier.try_wait`` made to succeed at once, in gemm_sm90, gemm_sm100 at K=512,
tma_copy, the generated sm_90a GEMM and the small generated sm_100a GEMM of tests/kernels) ran under
seeds 0..31 with the laggard in about half of the CTAs (the scheduler as shipped) and in every CTA
(an adversarial scheduler).  15 are rejected under every seed and policy, 2 under none (tma_copy's
fence.proxy.async, with no generic write to order, and the sm_90a GEMM's producer wait on a stage,
which its 2 K tiles in 4 stages never reuse), 8 by some schedules only.  Of those 8, one schedule rejects 69.5% (as
shipped) or 68.8% (adversarial) per run, and seed 0 alone 5 either way: neither catches audit 2's F3
mutant (the small sm_100a GEMM without the bar.sync before its stage release: 12 of 32 seeds as
shipped, 20 of 32 adversarial).  Seeds 0..N-1 as shipped reject 5, 5, 7, 8 of 8 for N = 1, 2, 3, 4
(F3 first at seed 3), adversarial 5, 6, 7, 7; over every window of N consecutive seeds (the choice
of seeds) the mean is 5.56, 7.03, 7.53, 7.76 (as shipped), 7.93 at N = 6, all 8 at N = 8.  So the
scheduler stays as it is and check runs more of its schedules: 4 is the fewest that rejects F3 and
all 8.  The unmutated kernels pass under all 64 runs each.  Cost: a passing check runs the emulator
N times (a schedule of gemm_sm90 ~0.18 s CPU, the small sm_100a GEMM ~0.14 s); ``make check``
(every example, one process each) took 4.8 s with 1 schedule, 6.6 s with 4, 9.0 s with 6 (wall,
loaded machine); a failing one stops at its first bad schedule.

Exit status: 0 when every buffer matches; 1 with the first mismatching
elements, or when the kernel cannot be checked (a contract violation, a
device error); 1 also on usage errors; 2 only for an internal error.
"""

from __future__ import annotations

import argparse
import dataclasses
import time
from typing import Any, Mapping, NoReturn, Sequence

import ml_dtypes
import numpy as np

from ..ir.diagnostics import DiagnosticError
from .kernel import CompiledKernel, LaunchError, compile_kernel, spec_sizes
from .spec import (
    MAX_BUFFER_BYTES, MAX_INSTRUCTIONS, LaunchSpec, PtrParam, ScalarParam, SpecError, eval_expr, launch_too_big,
)

NP: dict[str, Any] = {
    "f16": np.float16, "bf16": ml_dtypes.bfloat16, "e4m3": ml_dtypes.float8_e4m3fn, "e5m2": ml_dtypes.float8_e5m2,
    "f32": np.float32, "f64": np.float64, "i8": np.int8, "i16": np.int16, "i32": np.int32, "i64": np.int64,
    "u8": np.uint8, "u16": np.uint16, "u32": np.uint32, "u64": np.uint64}
EPS = {"f64": 2.0**-52, "f32": 2.0**-23, "f16": 2.0**-10, "bf16": 2.0**-7, "e4m3": 2.0**-3, "e5m2": 2.0**-2}
"""Relative spacing of each float type (one ulp at 1.0): the output rounding term of the tolerance."""
DEFAULT_SCHEDULES = 4
"""Warp schedules the emulator runs a kernel under by default (``--schedules``; see the module doc)."""


class CheckError(Exception):
    """The check could not run (message says why)."""


class DeviceUnsupported(CheckError):
    """The device cannot execute something the PTX uses (an emulator feature not built yet)."""


class _Stopped(CheckError):
    """The emulator stopped with an error of its own (a deadlock, fault, race): a finding about the PTX."""

    def __str__(self) -> str:
        return f"the emulator stopped: {self.args[0]}"


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        self.exit(1, f"nanotile check: error: {message} (see --help)\n")


def _int_at_least(s: str, low: int, what: str) -> int:
    """``s`` as an integer ``>= low``, else argparse's one-line usage error naming ``what``."""
    try:
        v = int(s)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected {what}, got '{s}'") from None
    if v < low:
        raise argparse.ArgumentTypeError(f"expected {what}, got {v}")
    return v


def seed_arg(s: str) -> int:
    """``--seed``: a non-negative integer (``numpy.random.default_rng`` takes no negative seed); anything
    else is argparse's one-line usage error, exit 1."""
    return _int_at_least(s, 0, "a non-negative integer")


def positive_arg(s: str) -> int:
    """``--max-instructions``, ``--schedules``: a positive integer."""
    return _int_at_least(s, 1, "a positive integer")


def parser() -> argparse.ArgumentParser:
    p = _Parser(prog="nanotile check",
                description="Run a kernel on the reference interpreter and as PTX; compare every buffer.")
    p.add_argument("input", nargs="?", help="kernel .mlir (tileas)")
    p.add_argument("--example", metavar="NAME", help="check a shipped example instead of a file")
    p.add_argument("--size", action="append", default=[], metavar="NAME=INT",
                   help="set the kernel's integer parameter %%NAME (repeatable)")
    p.add_argument("--grid", metavar="X[,Y[,Z]]", help="launch grid (default: the kernel's formula)")
    p.add_argument("--seed", type=seed_arg, default=0, help="input seed, >= 0 (default 0)")
    p.add_argument("--ptx", metavar="FILE", help="check this PTX instead of the compiled one")
    p.add_argument("--device", choices=("emu", "cuda"), default="emu",
                   help="run the PTX on the emulator (default) or a CUDA GPU")
    p.add_argument("--exact", action="store_true",
                   help="quarter-integer inputs whose sums are exact; compare bit for bit")
    p.add_argument("--rtol", type=float, default=None,
                   help="relative tolerance (default: from the output type and K, see the module doc)")
    p.add_argument("--atol", type=float, default=None, help="absolute tolerance (default: as --rtol)")
    p.add_argument("--schedules", type=positive_arg, default=DEFAULT_SCHEDULES, metavar="N",
                   help="run the PTX under N warp schedules of the emulator (seeds 0..N-1), stopping at the first "
                        "that fails: a missing barrier may show under some schedules only "
                        f"(default {DEFAULT_SCHEDULES}; --device cuda runs once)")
    p.add_argument("--max-report", type=int, default=8, help="mismatching elements shown per buffer")
    p.add_argument("--max-instructions", type=positive_arg, default=MAX_INSTRUCTIONS, metavar="N",
                   help="the work cap: a launch with more than N warps is refused before anything runs, the "
                        "reference interpreter stops after N loop trips and the emulator after N warp instructions "
                        f"(default {MAX_INSTRUCTIONS:,})")
    return p


def main(argv: Sequence[str]) -> int:
    """Exit 0: every buffer matches; 1: a mismatch, a usage error, or the kernel cannot be checked; 2: an internal error."""
    from ..cli import run_reporting

    args = parser().parse_args(argv)
    with np.errstate(all="ignore"):   # IEEE results (a constant past f16's range is inf) are the semantics, not news
        return run_reporting("nanotile check", lambda: _run(args), args, (CheckError, LaunchError, SpecError))


def _read_file(path: str) -> str:
    from ..cli import decode_source

    try:
        with open(path, "rb") as f:
            data = f.read()
    except OSError as e:
        raise CheckError(f"cannot read '{path}': {e.strerror or e}") from None
    return decode_source(data, path)


def _read(args: argparse.Namespace) -> tuple[str, str]:
    if args.example and args.input:
        raise CheckError(f"give a kernel file or --example NAME, not both ('{args.input}' and --example {args.example})")
    if args.example:
        from ..cli import examples

        ex = examples()
        if args.example not in ex:
            raise CheckError(f"unknown example '{args.example}' (one of: {', '.join(ex)})")
        return ex[args.example], f"{args.example}.mlir"
    if not args.input:
        raise CheckError("no kernel (give KERNEL.mlir or --example NAME)")
    return _read_file(args.input), args.input


def parse_sizes(items: Sequence[str]) -> dict[str, int]:
    out: dict[str, int] = {}
    for it in items:
        name, eq, val = it.partition("=")
        try:
            out[name.strip()] = int(val)
        except ValueError:
            raise CheckError(f"--size {it}: expected NAME=INT") from None
        if not eq or not name.strip():
            raise CheckError(f"--size {it}: expected NAME=INT")
    return out


def parse_grid(s: str) -> tuple[int, int, int]:
    try:
        g = [int(x) for x in s.split(",")]
    except ValueError:
        raise CheckError(f"--grid {s}: expected X[,Y[,Z]] integers") from None
    if not 1 <= len(g) <= 3 or min(g) < 1:
        raise CheckError(f"--grid {s}: expected 1-3 positive integers")
    g += [1] * (3 - len(g))
    return (g[0], g[1], g[2])


def _run(args: argparse.Namespace) -> int:
    text, filename = _read(args)
    args._source = text
    sizes_in = parse_sizes(args.size)
    grid = parse_grid(args.grid) if args.grid else None
    kernel = compile_kernel(text, filename)
    if args.ptx:
        args._source = None  # a diagnostic now is about the PTX file, not the kernel text
        kernel = dataclasses.replace(kernel, ptx=_read_file(args.ptx))
    res = check(kernel, sizes_in, grid, args.seed, args.device, args.rtol, args.atol, exact=args.exact,
                max_instructions=args.max_instructions, schedules=args.schedules)
    for line in res.lines(args.max_report):
        print(line)
    return 0 if res.ok else 1


# ---- the check itself -------------------------------------------------------------------


@dataclasses.dataclass
class BufferDiff:
    name: str
    dtype: str
    shape: tuple[int, ...]
    bad: int
    first: list[tuple[tuple[int, ...], Any, Any]]


@dataclasses.dataclass
class CheckResult:
    kernel: str
    sizes: dict[str, int]
    grid: tuple[int, int, int]
    device: str
    buffers: list[str]
    diffs: list[BufferDiff]
    seconds: dict[str, float]
    reference: str | None = None
    reference_diffs: list[BufferDiff] = dataclasses.field(default_factory=list)
    schedules: int = 1
    """Device runs made: warp schedules 0 .. schedules-1 (the last one is the failing one when diffs)."""
    fp8_accumulator: bool = False
    """The GPU's fp8 accumulation tolerance was used (module doc)."""

    @property
    def ok(self) -> bool:
        return not self.diffs and not self.reference_diffs

    def lines(self, max_report: int = 8) -> list[str]:
        sz = " ".join(f"{k}={v}" for k, v in self.sizes.items())
        runs = f", {_schedule_range(self.schedules)}" if self.device == "emu" else ""
        head = (f"check {self.kernel} [{sz}] grid {self.grid[0]},{self.grid[1]},{self.grid[2]}: "
                f"reference interpreter vs {self.device}{runs} "
                f"({self.seconds.get('interp', 0):.2f} s / {self.seconds.get('device', 0):.2f} s)")
        out = [head]
        if self.fp8_accumulator:
            out.append(f"  tolerance: fp8 tensor-core accumulation (2^-13 per k={FP8_MMA_K} step), not f32")
        bad = {d.name for d in self.diffs}
        for b in self.buffers:
            if b not in bad:
                out.append(f"  match: {b}")
        for d in self.diffs:
            under = f" under warp schedule {self.schedules - 1}" if self.device == "emu" else ""
            out.append(f"  MISMATCH: {d.name} ({'x'.join(map(str, d.shape))} {d.dtype}): "
                       f"{d.bad} element(s) differ{under}; first:")
            for idx, got, want in d.first[:max_report]:
                out.append(f"    {d.name}[{', '.join(map(str, idx))}] = {got!r} ({self.device}), "
                           f"expected {want!r} (interpreter)")
        if self.reference is not None:
            if not self.reference_diffs:
                out.append(f"  the interpreter agrees with the kernel's numpy reference: {self.reference}")
            for d in self.reference_diffs:
                out.append(f"  REFERENCE MISMATCH: the interpreter's {d.name} differs from the kernel's numpy "
                           f"reference '{self.reference}' in {d.bad} element(s); first:")
                for idx, got, want in d.first[:max_report]:
                    out.append(f"    {d.name}[{', '.join(map(str, idx))}] = {got!r} (interpreter), "
                               f"expected {want!r} (numpy reference)")
        out.append("OK" if self.ok else "FAILED")
        return out


def _schedule_range(n: int) -> str:
    return "warp schedule 0" if n == 1 else f"warp schedules 0-{n - 1}"


def make_inputs(spec: LaunchSpec, sizes: Mapping[str, int], seed: int, exact: bool = True
                ) -> dict[str, np.ndarray]:
    """Every buffer of ``spec``, filled from ``default_rng(seed)`` (see the module doc).

    ``exact``: floats are quarter-integers in [-2, 2]; otherwise uniform reals in [-1, 1) rounded to
    the buffer's type.  Integers are in [-8, 8) (unsigned [0, 16)) either way.
    """
    dtypes = spec.buffers()
    shapes = {name: spec.buffer_shape(name, sizes) for name in dtypes}
    for name, dtype in dtypes.items():
        if dtype not in NP:
            raise CheckError(f"buffer '{name}': element type {dtype} is not supported by check")
    total = sum(int(np.prod(shapes[n], dtype=object)) * np.dtype(NP[d]).itemsize for n, d in dtypes.items())
    if total > MAX_BUFFER_BYTES:
        sz = " ".join(f"{k}={v}" for k, v in sizes.items())
        raise CheckError(f"the buffers at sizes {sz} need {total} bytes; check allows {MAX_BUFFER_BYTES}")
    rng = np.random.default_rng(seed)
    out: dict[str, np.ndarray] = {}
    for name, dtype in dtypes.items():
        shape = shapes[name]
        if dtype in EPS:
            v = rng.integers(-8, 9, size=shape) / 4 if exact else rng.uniform(-1.0, 1.0, size=shape)
            out[name] = v.astype(np.float32).astype(NP[dtype])
        elif dtype.startswith("u"):
            out[name] = rng.integers(0, 16, size=shape).astype(NP[dtype])
        else:
            out[name] = rng.integers(-8, 8, size=shape).astype(NP[dtype])
    return out


# fp8 tensor-core accumulation on the GPU (module doc): the k of one MMA step and the error of one
# addition into the accumulator, relative to the sum
FP8_MMA_K = 32
FP8_ACC_EPS = 2.0**-13


def tolerance(dtype: str, k: int, want: np.ndarray, fp8_accumulator: bool = False) -> tuple[float, float]:
    """``(rtol, atol)`` for an output of float type ``dtype`` whose elements sum ``k`` products.

    ``rtol``: one ulp of the output type (the exact and the device value may round to neighbours).
    ``atol``: ``2 k eps_acc max(1, max|want|)``, eps_acc the accumulator's (f32; f64 for f64 outputs):
    a ``k``-long f32 sum in any order errs by at most about ``k eps_acc`` times its terms.
    ``fp8_accumulator`` (fp8 inputs on a real GPU): ``2 ceil(k / FP8_MMA_K) FP8_ACC_EPS max(1, max|want|)``.
    """
    acc = EPS["f64"] if dtype == "f64" else EPS["f32"]
    w = np.abs(want.astype(np.float64))
    fin = w[np.isfinite(w)]
    scale = max(1.0, float(fin.max())) if fin.size else 1.0
    if fp8_accumulator:
        return EPS.get(dtype, 0.0), 2.0 * -(-max(1, k) // FP8_MMA_K) * FP8_ACC_EPS * scale
    return EPS.get(dtype, 0.0), 2.0 * max(1, k) * acc * scale


def run_interpreter(kernel: CompiledKernel, buffers: dict[str, np.ndarray], sizes: Mapping[str, int],
                    grid: tuple[int, int, int], max_steps: int | None = None) -> None:
    """Run the reference interpreter on ``buffers`` (in place), stopping after ``max_steps`` loop trips."""
    from ..interp import interpret, kernel_params

    args: list[Any] = []
    by_name = {p.name: p for p in kernel.params}
    for v in kernel_params(kernel.source, kernel.name):
        p = by_name.get(v.name)
        if isinstance(p, PtrParam) and p.name in buffers:
            args.append(buffers[p.name])
        elif isinstance(p, ScalarParam):
            args.append(eval_expr(p.name if p.value is None else p.value, sizes))
        else:
            raise CheckError(f"kernel argument %{v.name} has no launch-spec buffer or size")
    interpret(kernel.source, args, grid, kernel.name, max_steps)


def run_device(kernel: CompiledKernel, device: str, buffers: dict[str, np.ndarray], sizes: Mapping[str, int],
               grid: tuple[int, int, int], max_instructions: int = MAX_INSTRUCTIONS, schedule: int = 0
               ) -> dict[str, np.ndarray]:
    """Run the PTX on ``device`` (the emulator under warp schedule ``schedule``); returns every buffer's
    final contents."""
    spec = dataclasses.replace(kernel.spec, grid=grid)
    if device == "cuda":
        from .cuda import launch

        return launch(kernel, buffers, sizes, grid)
    try:
        from ..emu.launch import run_kernel  # type: ignore[import-not-found, unused-ignore]
    except ImportError as e:
        raise CheckError(f"the PTX emulator is not available ({e})") from None
    from ..emu.errors import Unsupported

    try:
        res = run_kernel(kernel.ptx, spec, arrays=buffers, sizes=dict(sizes), seed=0, schedule_seed=schedule,
                         max_steps=max_instructions)
    except Unsupported as e:
        raise DeviceUnsupported(f"the emulator cannot run this PTX: {e}") from None
    except Exception as e:  # the emulator's own errors (deadlock, fault, race) are findings
        raise _Stopped(f"{type(e).__name__}: {e}") from None
    return {k: np.asarray(v) for k, v in res.buffers.items()}


def compare(name: str, dtype: str, got: np.ndarray, want: np.ndarray, rtol: float | None, atol: float | None,
            k: int = 1, fp8_accumulator: bool = False) -> BufferDiff | None:
    """``got`` against ``want``: floats within ``atol + rtol |want|`` (``None``: :func:`tolerance`),
    NaN equal to NaN; integers exactly."""
    if got.shape != want.shape:
        return BufferDiff(name, dtype, want.shape, int(want.size), [((), got.shape, want.shape)])
    if dtype in EPS:
        g, w = got.astype(np.float64), want.astype(np.float64)
        if rtol is None and atol is None:
            rtol, atol = tolerance(dtype, k, want, fp8_accumulator)
        rtol, atol = rtol or 0.0, atol or 0.0
        both_nan = np.isnan(g) & np.isnan(w)
        with np.errstate(invalid="ignore"):
            # an infinity matches only itself (|g - inf| <= rtol * inf held for every g)
            close = (g == w) | (np.isfinite(w) & (np.abs(g - w) <= atol + rtol * np.abs(w)))
        ok = both_nan | close
    else:
        ok = got == want
    if ok.all():
        return None
    idx = np.argwhere(~ok)
    first = [(tuple(int(i) for i in ix), _item(got[tuple(ix)]), _item(want[tuple(ix)])) for ix in idx[:32]]
    return BufferDiff(name, dtype, want.shape, int((~ok).sum()), first)


def _item(v: Any) -> Any:
    return float(v) if v.dtype in (np.dtype(ml_dtypes.bfloat16), np.dtype(ml_dtypes.float8_e4m3fn),
                                   np.dtype(ml_dtypes.float8_e5m2)) else v.item()


def check(kernel: CompiledKernel, sizes_in: Mapping[str, int], grid: tuple[int, int, int] | None,
          seed: int = 0, device: str = "emu", rtol: float | None = None, atol: float | None = None,
          exact: bool = False, max_instructions: int = MAX_INSTRUCTIONS, schedules: int = DEFAULT_SCHEDULES
          ) -> CheckResult:
    """Interpreter vs device on one launch.  Tolerances: ``exact`` (quarter-integer inputs) compares bit
    for bit; otherwise :func:`tolerance` with ``k`` = the size ``K`` (1 if the kernel has none), unless
    ``rtol``/``atol`` are given.  The emulator runs the PTX under warp schedules 0 .. ``schedules``-1 and
    stops at the first whose buffers differ (the result's ``schedules`` counts the runs) or that stops
    with an error (a :class:`CheckError` naming the schedule); ``cuda`` runs once."""
    if schedules < 1:
        raise CheckError(f"schedules must be a positive integer, got {schedules}")
    if exact and rtol is None and atol is None:
        rtol = atol = 0.0
    spec = kernel.spec
    sizes = spec_sizes(spec, sizes_in)
    kernel.check_sizes(sizes)
    full_grid = spec.grid_dims(sizes) if spec.extra.get("grid_formula", True) else None
    if grid is None:
        if full_grid is None:
            raise CheckError(f"kernel '{kernel.name}' has no grid formula (nanotile.launch grid); pass --grid")
        grid = full_grid
    inputs = make_inputs(spec, sizes, seed, exact)          # refuses buffers over MAX_BUFFER_BYTES first
    too_big = launch_too_big(grid, spec.block, max_instructions) if device == "emu" else None
    if too_big is not None:
        raise CheckError(too_big)
    k = int(sizes.get("K", 1))
    ref = {k: v.copy() for k, v in inputs.items()}
    t0 = time.perf_counter()
    try:
        run_interpreter(kernel, ref, sizes, grid, max_instructions)
    except Exception as e:
        from ..interp import InterpError

        if isinstance(e, InterpError):
            raise CheckError(f"the reference interpreter stopped: {e}") from None
        raise
    t1 = time.perf_counter()
    ref_text, ref_diffs = reference_check(spec, inputs, ref, rtol, atol, k, sizes) if grid == full_grid \
        else (None, [])
    dtypes = spec.buffers()
    fp8 = device == "cuda" and any(d in ("e4m3", "e5m2") for d in dtypes.values())
    runs = schedules if device == "emu" else 1
    for schedule in range(runs):
        try:
            got = run_device(kernel, device, {k: v.copy() for k, v in inputs.items()}, sizes, grid, max_instructions,
                             schedule)
        except DeviceUnsupported:
            raise
        except _Stopped as e:
            clean = f" ({_schedule_range(schedule)} ran clean)" if schedule else ""
            raise CheckError(f"the emulator stopped under warp schedule {schedule}{clean}: {e.args[0]}") from None
        diffs: list[BufferDiff] = []
        for name in ref:
            if name not in got:
                raise CheckError(f"the device run returned no buffer '{name}'")
            d = compare(name, dtypes[name], got[name], ref[name], rtol, atol, k, fp8)
            if d is not None:
                diffs.append(d)
        if diffs:
            break
    t2 = time.perf_counter()
    return CheckResult(kernel.name, dict(sizes), grid, device, list(ref), diffs,
                       {"interp": t1 - t0, "device": t2 - t1}, ref_text, ref_diffs, schedule + 1,
                       fp8 and rtol is None and atol is None)


def reference_check(spec: LaunchSpec, inputs: Mapping[str, np.ndarray], interp_out: Mapping[str, np.ndarray],
                    rtol: float | None, atol: float | None, k: int = 1, sizes: Mapping[str, int] | None = None
                    ) -> tuple[str | None, list[BufferDiff]]:
    """The interpreter against the kernel's own numpy reference (``nanotile.launch`` ``reference``), if any.

    The reference describes a launch on the kernel's own grid: ``check`` skips it under a
    ``--grid`` that differs from the kernel's formula.
    """
    if "reference_interpreter()" in spec.reference or not spec.outputs():
        return None, []
    from .reference import evaluate_reference

    want = evaluate_reference(spec, {n: v.copy() for n, v in inputs.items()}, sizes)
    dtypes = spec.buffers()
    diffs: list[BufferDiff] = []
    for name, w in want.items():
        d = compare(name, dtypes[name], interp_out[name], w.astype(interp_out[name].dtype), rtol, atol, k)
        if d is not None:
            diffs.append(d)
    return spec.reference, diffs
