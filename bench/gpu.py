"""Real-GPU checks and GEMM throughput: what the device machine (an H100 / H200) runs in one call.

    python bench/gpu.py --fixtures DIR [--out FILE] [--size 8192] [--quick]

Each step prints its lines as it goes (a step that fails prints why and the next one runs):

1. The GPU: name, compute capability, multiprocessors, driver.
2. Triton's fixture PTX (``DIR``: ``shared/fixtures/triton``) through nanotile's launcher
   (``nanotile.launch.cuda.run``) against numpy: proves the launcher (parameter storage, tensor-map
   encoding, the shared-memory opt-in) on PTX nanotile did not write.  A sabotaged copy (vadd's
   ``add.f32`` made ``sub.f32``) must be rejected.
3. ``nanotile check --device cuda`` on every shipped example (an sm_100a kernel on an sm_90 GPU must
   be refused by name) and on the generated sm_90a GEMM family (bench/gemm.py's sweep) at 3x3 tiles
   with partial edges and a K tail, and at about 1000^3.  A shifted store must be caught.
4. Throughput at ``--size`` (M = N = K, default 8192): the generated GEMMs, each the median of
   CUDA-event-timed launches, beside cuBLAS (through PyTorch, same shapes, types and layouts) in the
   same process; the GEMM's output on 64 sampled rows against numpy (float64) first.

The output is Markdown for BENCHMARKS.md.
"""

from __future__ import annotations

import argparse
import contextlib
import io
import os
import re
import statistics
import sys
import time
import traceback
from typing import Any, Callable, Iterator

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)
sys.path.insert(0, os.path.join(ROOT, "bench"))

import numpy as np  # noqa: E402

from nanotile.kernels import GemmConfig, generate  # noqa: E402
from nanotile.launch import check as C  # noqa: E402
from nanotile.launch import cuda  # noqa: E402
from nanotile.launch.kernel import CompiledKernel, compile_kernel  # noqa: E402

OUT: list[str] = []


def say(line: str = "") -> None:
    print(line, flush=True)
    OUT.append(line)


@contextlib.contextmanager
def step(title: str) -> Iterator[None]:
    say(f"\n#### {title}\n")
    t0 = time.perf_counter()
    try:
        yield
    except Exception as e:  # a broken step is a finding; the next step still runs
        say(f"STEP FAILED: {type(e).__name__}: {e}")
        say("```\n" + traceback.format_exc()[-1500:] + "```")
    say(f"\n({time.perf_counter() - t0:.1f} s)")


def _torch() -> Any:
    """PyTorch (the cuBLAS peer), imported untyped: it is on the GPU machine, not in this project's deps."""
    import importlib

    return importlib.import_module("torch")


def gpu_info() -> None:
    info = cuda.device_info()
    say(f"- GPU: {info['name']}, compute capability {info['cc'][0]}.{info['cc'][1]}, "
        f"{info['sms']} multiprocessors, driver API {info['driver']}")
    try:
        torch = _torch()
        say(f"- PyTorch {torch.__version__} (cuBLAS peer), CUDA {torch.version.cuda}")
    except ImportError:
        say("- PyTorch: not installed (no cuBLAS peer)")


# CUDA release -> the newest PTX ISA its JIT reads (the PTX ISA document's release history)
_PTX_ISA = {(12, 0): (8, 0), (12, 1): (8, 1), (12, 2): (8, 2), (12, 3): (8, 3), (12, 4): (8, 4), (12, 5): (8, 5),
            (12, 6): (8, 5), (12, 8): (8, 7), (12, 9): (8, 8), (13, 0): (9, 0)}


def driver_ptx_isa() -> tuple[int, int]:
    """The newest PTX ISA the driver's JIT reads, from its CUDA version (``cuDriverGetVersion``: 13000 is
    13.0); a release newer than the table reads at least the newest the table knows."""
    v = cuda.device_info()["driver"]
    cuda_version = (v // 1000, v % 1000 // 10)
    known = [r for r in sorted(_PTX_ISA) if r <= cuda_version]
    return _PTX_ISA[known[-1]] if known else (7, 8)


def readable_ptx(ptx: str) -> tuple[str, str]:
    """``ptx`` with its ``.version`` lowered to the driver's when newer, and a note saying so."""
    have = driver_ptx_isa()
    m = re.search(r"^\.version (\d+)\.(\d+)", ptx, re.M)
    if m and (int(m.group(1)), int(m.group(2))) > have:
        return (ptx.replace(m.group(0), f".version {have[0]}.{have[1]}", 1),
                f" (as .version {have[0]}.{have[1]}; the fixture says {m.group(1)}.{m.group(2)})")
    return ptx, ""


# ---- 2. Triton fixtures ------------------------------------------------------------------


def fixtures(folder: str) -> None:
    from nanotile.launch.reference import evaluate_reference
    from nanotile.launch.spec import load_spec

    say("| fixture | sizes | result |")
    say("|---|---|---|")
    for name in sorted(f[:-5] for f in os.listdir(folder) if f.endswith(".json")):
        ptx = open(os.path.join(folder, name + ".ptx")).read()
        spec = load_spec(os.path.join(folder, name + ".json"))
        size_sets = [spec.sizes(None)]
        if "K" in spec.sizes(None):
            size_sets.append(spec.sizes({"M": 1000, "N": 1032, "K": 1000}))
        else:
            size_sets.append(spec.sizes({k: 1_000_003 for k in spec.sizes(None)}))
        # Triton 3.9 writes .version 9.4; a driver's JIT takes PTX ISA versions up to its own (CUDA 13.0:
        # 9.0).  Only the header changes: the fixtures use no instruction newer than 9.0.
        ptx, tag0 = readable_ptx(ptx)
        variants = [(tag0, ptx)]
        if "vadd" in name:
            bad = re.sub(r"\badd\.f32\b", "sub.f32", ptx, count=1)
            assert bad != ptx
            variants.append((tag0 + " (sabotaged: add.f32 -> sub.f32, must be rejected)", bad))
        for tag, text in variants:
            for sizes in size_sets:
                shown = " ".join(f"{k}={v}" for k, v in sizes.items())
                entry = cuda.Entry.of_spec(text, spec)
                why = cuda.target_error(entry.target, cuda.device_info()["cc"], entry.name)
                if why:
                    say(f"| {name}{tag} | {shown} | not run: {why} |")
                    continue
                inputs = C.make_inputs(spec, sizes, seed=1, exact=False)
                want = evaluate_reference(spec, inputs, sizes)
                got = cuda.run(entry, inputs, sizes, spec.grid_dims(sizes)).buffers
                cells = []
                for out, w in want.items():
                    dtype = spec.buffers()[out]
                    d = C.compare(out, dtype, got[out], w, None, None, sizes.get("K", 1))
                    err = float(np.max(np.abs(got[out].astype(np.float64) - w.astype(np.float64))))
                    cells.append(f"{out}: {'OK' if d is None else f'MISMATCH {d.bad} elements'} (max abs err {err:.3g})")
                say(f"| {name}{tag} | {shown} | {'; '.join(cells)} |")


# ---- 2b. static shared memory over 48 KiB -----------------------------------------------------


def static_shared() -> None:
    """nanotile's kernels declare their shared memory statically (``.shared .b8 global_smem[N]``, N up
    to 227 KiB: ptxas accepts it for sm_90a); Triton's declare it ``.extern`` and ask for N dynamic
    bytes (with the opt-in).  Whether the driver launches the static form is what this step shows,
    with the dynamic rewrite of the same PTX beside it (so one run tells which works)."""
    cfg = GemmConfig()
    k = compile_kernel(generate(cfg), f"{cfg.kernel_name}.mlir")
    sizes = {"M": 296, "N": 296, "K": 200}
    inputs = C.make_inputs(k.spec, sizes, 1, exact=True)
    a, b = inputs["A"].astype(np.float64), inputs["B"].astype(np.float64)
    want = a @ b.T
    m = re.search(r"^\.shared \.align (\d+) \.b8 (\w+)\[(\d+)\];", k.ptx, re.M)
    say(f"- static declaration: `{m.group(0) if m else 'none'}`")
    entries = [("static (as emitted)", cuda.Entry.of_kernel(k))]
    if m:
        dyn = k.ptx.replace(m.group(0), f".extern .shared .align {m.group(1)} .b8 {m.group(2)}[];")
        e = cuda.Entry.of_kernel(k)
        entries.append(("rewritten .extern, dynamic", cuda.Entry(dyn, e.name, e.params, e.block, int(m.group(3)), e.target)))
    for tag, entry in entries:
        try:
            got = cuda.run(entry, inputs, sizes, k.spec.grid_dims(sizes)).buffers["C"]
            say(f"- {tag}: launched; C {'equals' if np.array_equal(got, want.astype(np.float32)) else 'DIFFERS from'} "
                f"numpy (exact inputs)")
        except Exception as e:
            say(f"- {tag}: {type(e).__name__}: {e}")


# ---- 3. nanotile check --device cuda --------------------------------------------------------


def cli_check(argv: list[str]) -> tuple[int, str]:
    buf, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(buf), contextlib.redirect_stderr(err):
        rc = C.main(argv)
    return rc, brief((buf.getvalue() + err.getvalue()).strip().splitlines())


def brief(lines: list[str]) -> str:
    """A check's report in one table cell: its head, then its mismatch lines or 'every buffer matches'."""
    bad = [t.strip() for t in lines[1:] if "MISMATCH" in t]
    rest = bad[:2] if bad else ["every buffer matches"] if any("match:" in t for t in lines) else []
    return " / ".join(lines[:1] + rest).replace("|", "/")


def examples_on_gpu() -> None:
    from nanotile.cli import examples

    say("| `nanotile check --device cuda` | exit | output |")
    say("|---|---|---|")
    runs = [["--example", n] for n in examples()]
    runs += [["--example", "gemm_sm90", "--size", "M=256", "--size", "N=384", "--size", "K=48"],
             ["--example", "gemm_sm90", "--size", "M=1024", "--size", "N=1152", "--size", "K=1008"],
             ["--example", "vector_add", "--size", "n=10000019"]]
    for argv in runs:
        rc, text = cli_check(argv + ["--device", "cuda"])
        say(f"| `{' '.join(argv)}` | {rc} | {text} |")
    # the oracle says no on the GPU too: a store shifted by one element
    k = compile_kernel(examples()["vector_add"], "vector_add.mlir")
    bad = re.sub(r"st\.global\.f32 \[%rd(\d+)\]", r"st.global.f32 [%rd\1+4]", k.ptx, count=1)
    import dataclasses
    res = C.check(dataclasses.replace(k, ptx=bad), {"n": 3001}, None, 0, "cuda")
    say(f"| vector_add with its store shifted by 4 bytes (must fail) | {0 if res.ok else 1} | "
        f"{brief(res.lines(1))} |")


def sweep_on_gpu(quick: bool) -> None:
    from gemm import SWEEP, flags, sweep_sizes

    say("| flags | 3x3 tiles, partial edges, K tail | about 1000^3 |")
    say("|---|---|---|")
    for cfg in SWEEP[:4] if quick else SWEEP:
        k = compile_kernel(generate(cfg), f"{cfg.kernel_name}.mlir")
        cells = []
        for sizes in (sweep_sizes(cfg), {"M": 1000, "N": 1032, "K": 1008}):
            t0 = time.perf_counter()
            res = C.check(k, sizes, None, 0, "cuda")
            head = "OK" if res.ok else "FAILED: " + " ".join(res.lines(1)[1:2])
            cells.append(f"{head} ({sizes['M']}x{sizes['N']}x{sizes['K']}, {time.perf_counter() - t0:.1f} s)")
        say(f"| `{flags(cfg)}` | {cells[0]} | {cells[1]} |")


# ---- 3b. persistent kernels: every element, few CTAs, many tiles each ---------------------------

PERSISTENT: tuple[GemmConfig, ...] = (
    GemmConfig(persistent=3, group_m=2),
    GemmConfig(stages=3, out="f16", epilogue="tma", persistent=3, group_m=8),
    GemmConfig(out="f16", epilogue="tma", persistent=5, group_m=3),
    GemmConfig(dtype="bf16", out="bf16", epilogue="tma", persistent=2, group_m=8),
    GemmConfig(bn=256, stages=3, out="f16", epilogue="tma", persistent=7, group_m=2),
    GemmConfig(bn=256, stages=3, persistent=4, group_m=8),
    GemmConfig(stages=3, out="f16", epilogue="tma-flat", persistent=3, group_m=0),
    GemmConfig(out="f16", epilogue="tma", persistent=132, group_m=8),
)


def persistent_on_gpu(rounds: int) -> None:
    """The deferred TMA-store wait and the C tile's reuse across a CTA's tiles (a synchronization protocol the
    emulator checked under its warp schedules) on the GPU: ``nanotile check --device cuda``, every element
    against the reference interpreter, ``rounds`` launches with fresh inputs (seeds) each, at partial tiles
    with a K tail and at about 1000^3, with few CTAs so each loops over many tiles."""
    from gemm import flags, sweep_sizes

    say(f"{rounds} launches per cell, each with its own input seed; every element compared.\n")
    say("| flags | tiles per CTA (small / 1000^3) | 3x3 tiles, partial edges, K tail | about 1000^3 |")
    say("|---|---|---|---|")
    for cfg in PERSISTENT:
        k = compile_kernel(generate(cfg), f"{cfg.kernel_name}.mlir")
        cells, per_cta = [], []
        for sizes in (sweep_sizes(cfg), {"M": 1000, "N": 1032, "K": 1008}):
            tiles = -(-sizes["M"] // cfg.bm) * -(-sizes["N"] // cfg.bn)
            per_cta.append(str(-(-tiles // min(tiles, cfg.persistent))))
            t0, bad = time.perf_counter(), ""
            for seed in range(rounds):
                res = C.check(k, sizes, None, seed, "cuda")
                if not res.ok:
                    bad = f"FAILED at seed {seed}: " + " ".join(res.lines(1)[1:2])
                    break
            cells.append(f"{bad or 'OK'} ({sizes['M']}x{sizes['N']}x{sizes['K']}, {time.perf_counter() - t0:.1f} s)")
        say(f"| `{flags(cfg)}` | {' / '.join(per_cta)} | {cells[0]} | {cells[1]} |")


# ---- 4. throughput ---------------------------------------------------------------------------

PERF: tuple[GemmConfig, ...] = (
    GemmConfig(),
    GemmConfig(stages=3, out="f16"),
    GemmConfig(bm=128, bn=256, bk=64, stages=3),
    GemmConfig(bm=128, bn=256, bk=64, stages=3, out="f16"),
    GemmConfig(bm=256, bn=128, bk=64, stages=3),
    GemmConfig(bm=128, bn=128, bk=64, stages=4, b_major="mn"),
    GemmConfig(wait_depth=0, producer_regs=0, consumer_regs=0),
    GemmConfig(dtype="bf16", out="bf16"),
    GemmConfig(dtype="e4m3", bk=128, stages=4),
    GemmConfig(bm=128, bn=128, bk=64, stages=3, consumers=1, b_major="mn", out="f16"),
    GemmConfig(stages=3, out="f16", producer_regs=0, consumer_regs=0),
    GemmConfig(bm=64, consumers=1, stages=3, out="f16", producer_regs=0, consumer_regs=0),
    GemmConfig(bn=256, stages=3, out="f16", epilogue="tma"),
    GemmConfig(stages=3, out="f16", epilogue="tma"),
    # the TMA epilogue's shared C tile unswizzled (8-way bank conflicts), beside the rows above
    GemmConfig(bn=256, stages=3, out="f16", epilogue="tma-flat"),
    GemmConfig(stages=3, out="f16", epilogue="tma-flat"),
    GemmConfig(dtype="bf16", out="bf16", epilogue="tma"),
    # persistent: as many CTAs as an H100 / H200 has multiprocessors (132), each looping over tiles
    GemmConfig(persistent=132),
    GemmConfig(bn=256, stages=3, persistent=132),
    GemmConfig(stages=3, out="f16", epilogue="tma", persistent=132),
    GemmConfig(bn=256, stages=3, out="f16", epilogue="tma", persistent=132),
    # ... with its tiles in bands of 8 tile rows (--group-m, Triton's grouped order)
    GemmConfig(persistent=132, group_m=8),
    GemmConfig(stages=3, out="f16", epilogue="tma", persistent=132, group_m=8),
    GemmConfig(stages=4, out="f16", epilogue="tma"),
    # persistent + group-m 8 across shapes and outputs (the TMA epilogue's store wait deferred to the next tile)
    GemmConfig(out="f16", epilogue="tma", persistent=132, group_m=8),
    GemmConfig(dtype="bf16", out="bf16", epilogue="tma", persistent=132, group_m=8),
    GemmConfig(bn=256, stages=3, persistent=132, group_m=8),
    GemmConfig(bn=256, stages=3, out="f16", epilogue="tma", persistent=132, group_m=8),
    GemmConfig(bn=256, persistent=132, group_m=8),
    GemmConfig(bn=256, out="f16", persistent=132, group_m=8),
    GemmConfig(bm=256, stages=3, persistent=132, group_m=8),
)


def _inputs(k: CompiledKernel, sizes: dict[str, int], rng: np.random.Generator) -> dict[str, np.ndarray]:
    out: dict[str, np.ndarray] = {}
    for name, dtype in k.spec.buffers().items():
        shape = k.spec.buffer_shape(name, sizes)
        out[name] = rng.uniform(-1, 1, size=shape).astype(np.float32).astype(C.NP[dtype])
    return out


def cublas(cfg: GemmConfig, n: int, reps: int) -> str:
    try:
        torch = _torch()
    except ImportError:
        return "no PyTorch"
    torch.backends.cuda.matmul.allow_tf32 = False
    torch.backends.cuda.matmul.allow_fp16_reduced_precision_reduction = False
    torch.backends.cuda.matmul.allow_bf16_reduced_precision_reduction = False
    tdt = {"f16": torch.float16, "bf16": torch.bfloat16, "e4m3": torch.float8_e4m3fn}[cfg.dtype]
    odt = {"f16": torch.float16, "bf16": torch.bfloat16, "f32": torch.float32}[cfg.out]
    a = torch.randn(n, n, device="cuda").to(tdt)
    b = torch.randn(n, n, device="cuda").to(tdt)     # K-major B: (N, K); MN-major: (K, N)
    bt = b.t() if cfg.b_major == "k" else b
    fn: Callable[[], Any]
    if cfg.dtype == "e4m3":
        one = torch.ones((), device="cuda")
        bt = b.t()  # _scaled_mm wants B column-major: the K-major layout
        fn = lambda: torch._scaled_mm(a, bt, scale_a=one, scale_b=one, out_dtype=odt)  # noqa: E731
    elif odt != tdt:
        fn = lambda: torch.mm(a, bt, out_dtype=odt)  # noqa: E731
    else:
        fn = lambda: torch.mm(a, bt)  # noqa: E731
    fn()
    for _ in range(2):
        fn()
    ts = []
    for _ in range(reps):
        e0, e1 = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
        e0.record()
        fn()
        e1.record()
        torch.cuda.synchronize()
        ts.append(e0.elapsed_time(e1))
    ms = statistics.median(ts)
    return f"{2 * n ** 3 / ms / 1e9:.0f} ({ms:.3f} ms)"


def triton_row(folder: str, n: int, reps: int) -> None:
    """Triton 3.9's sm_90 fixture (128x128x64, 3 stages, 1 warpgroup, f16 -> f16, MN-major B) at the same size."""
    from nanotile.launch.spec import load_spec

    name = "mm_f16_128x128x64_sm90_w4_s3"
    ptx, note = readable_ptx(open(os.path.join(folder, name + ".ptx")).read())
    spec = load_spec(os.path.join(folder, name + ".json"))
    sizes = spec.sizes({"M": n, "N": n, "K": n})
    rng = np.random.default_rng(1)
    inputs = {b: rng.uniform(-1, 1, size=spec.buffer_shape(b, sizes)).astype(np.float16) for b in spec.buffers()}
    res = cuda.run(cuda.Entry.of_spec(ptx, spec), inputs, sizes, spec.grid_dims(sizes), timed=reps)
    rows = np.sort(rng.choice(n, size=64, replace=False))
    want = inputs["A"][rows].astype(np.float64) @ inputs["B"].astype(np.float64)
    d = C.compare("C", "f16", res.buffers["C"][rows], want, None, None, n)
    ms = statistics.median(res.ms)
    say(f"| Triton 3.9 fixture `{name}`{note} | f16 -> f16 | {res.ctas_per_sm} | {'OK' if d is None else f'MISMATCH {d.bad}'} | "
        f"{2 * n ** 3 / ms / 1e9:.0f} ({ms:.3f} ms) | | |")


def throughput(n: int, quick: bool, reps: int, fixtures: str | None = None) -> None:
    from gemm import flags

    say(f"M = N = K = {n}; inputs uniform in [-1, 1); median of {reps} CUDA-event-timed launches after 2 "
        f"warm-ups; cuBLAS through PyTorch on the same shapes, types and B layout, same process.\n")
    say("| flags | in -> out | CTAs / SM | rows checked vs numpy | nanotile TFLOP/s (ms) | cuBLAS TFLOP/s (ms) | nanotile / cuBLAS |")
    say("|---|---|---|---|---|---|---|")
    rng = np.random.default_rng(0)
    info = cuda.device_info()
    for cfg in PERF[:3] if quick else PERF:
        k = compile_kernel(generate(cfg), f"{cfg.kernel_name}.mlir")
        why = cuda.target_error(k.target, info["cc"], k.name)
        if why:
            say(f"| `{flags(cfg)}` | | | not run: {why} | | | |")
            continue
        sizes = {"M": n, "N": n, "K": n}
        inputs = _inputs(k, sizes, rng)
        res = cuda.run(cuda.Entry.of_kernel(k), inputs, sizes, k.spec.grid_dims(sizes), timed=reps)
        rows = np.sort(rng.choice(n, size=64, replace=False))
        a = inputs["A"][rows].astype(np.float64)
        b = inputs["B"].astype(np.float64)
        want = a @ (b.T if cfg.b_major == "k" else b)
        got = res.buffers["C"][rows].astype(np.float64)
        d = C.compare("C", cfg.out, got, want, None, None, n, fp8_accumulator=cfg.dtype in ("e4m3", "e5m2"))
        err = float(np.max(np.abs(got - want)))
        ok = f"{'OK' if d is None else f'MISMATCH {d.bad}'} (max abs err {err:.3g})"
        ms = statistics.median(res.ms)
        ours = 2 * n ** 3 / ms / 1e9
        try:
            peer = cublas(cfg, n, reps)
        except Exception as e:
            peer = f"failed: {type(e).__name__}: {str(e)[:80]}"
        m = re.match(r"(\d+) \(", peer)
        ratio = f"{ours / float(m.group(1)):.2f}" if m else ""
        say(f"| `{flags(cfg)}` | {cfg.dtype} -> {cfg.out} | {res.ctas_per_sm} | {ok} | {ours:.0f} ({ms:.3f} ms) | {peer} | {ratio} |")
    if fixtures:
        triton_row(fixtures, n, reps)


def fp8_accumulation() -> None:
    """Error of C = A @ B.T against float64 as K grows: nanotile's e4m3 GEMM (one f32 WGMMA accumulator per
    tile, never promoted) beside cuBLAS's e4m3 GEMM (``torch._scaled_mm``) with and without fast
    accumulation, on the same inputs; the f16 GEMM as the control (its WGMMA accumulates in f32).
    Error: max |C - exact| over the matrix, divided by max |exact|."""
    try:
        torch = _torch()
    except ImportError:
        torch = None
    rng = np.random.default_rng(3)
    say("| K | in | nanotile | cuBLAS, use_fast_accum=True | cuBLAS, use_fast_accum=False |")
    say("|---|---|---|---|---|")
    for dtype, ks in (("e4m3", (256, 1024, 4096, 16384)), ("f16", (1024, 16384))):
        cfg = GemmConfig(dtype=dtype, bk=128, stages=4) if dtype == "e4m3" else GemmConfig()
        k = compile_kernel(generate(cfg), f"{cfg.kernel_name}.mlir")
        for kk in ks:
            sizes = {"M": 512, "N": 512, "K": kk}
            inputs = _inputs(k, sizes, rng)
            got = cuda.run(cuda.Entry.of_kernel(k), inputs, sizes, k.spec.grid_dims(sizes)).buffers["C"]
            want = inputs["A"].astype(np.float64) @ inputs["B"].astype(np.float64).T
            scale = float(np.max(np.abs(want)))

            def rel(c: np.ndarray) -> str:
                return f"{float(np.max(np.abs(c.astype(np.float64) - want))) / scale:.2e}"

            cells = [rel(got)]
            for fast in (True, False):
                if torch is None:
                    cells.append("no PyTorch")
                    continue
                try:
                    if dtype == "e4m3":
                        a = torch.from_numpy(inputs["A"].view(np.uint8)).cuda().view(torch.float8_e4m3fn)
                        b = torch.from_numpy(inputs["B"].view(np.uint8)).cuda().view(torch.float8_e4m3fn)
                        one = torch.ones((), device="cuda")
                        c = torch._scaled_mm(a, b.t(), scale_a=one, scale_b=one, out_dtype=torch.float32,
                                             use_fast_accum=fast)
                    elif fast:
                        a = torch.from_numpy(inputs["A"]).cuda()
                        b = torch.from_numpy(inputs["B"]).cuda()
                        c = torch.mm(a, b.t(), out_dtype=torch.float32)
                    else:
                        cells.append("")
                        continue
                    cells.append(rel(c.cpu().numpy()))
                except Exception as e:
                    cells.append(f"failed: {type(e).__name__}: {str(e)[:60]}")
            say(f"| {kk} | {dtype} | {' | '.join(cells)} |")


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    p.add_argument("--fixtures", help="shared/fixtures/triton")
    p.add_argument("--out", help="also write the Markdown here")
    p.add_argument("--size", type=int, default=8192)
    p.add_argument("--reps", type=int, default=20)
    p.add_argument("--quick", action="store_true")
    p.add_argument("--only", choices=("info", "fixtures", "examples", "sweep", "persistent", "perf", "fp8"),
                   action="append")
    p.add_argument("--rounds", type=int, default=5, help="launches per cell of the persistent step")
    args = p.parse_args(argv)
    only = set(args.only or ("info", "fixtures", "examples", "sweep", "persistent", "perf", "fp8"))
    why = cuda.available()
    if why is not None:
        print(f"gpu.py: no GPU: {why}", file=sys.stderr)
        return 1
    t0 = time.perf_counter()
    if "info" in only:
        with step("The GPU"):
            gpu_info()
    if "fixtures" in only and args.fixtures:
        with step("Triton fixtures through nanotile's launcher, against numpy"):
            fixtures(args.fixtures)
    if "examples" in only:
        with step("Static shared memory over 48 KiB (nanotile's GEMM at 296x296x200)"):
            static_shared()
        with step("Shipped examples: `nanotile check --device cuda`"):
            examples_on_gpu()
    if "sweep" in only:
        with step("Generated sm_90a GEMMs: `nanotile check --device cuda` (interpreter vs GPU)"):
            sweep_on_gpu(args.quick)
    if "persistent" in only:
        with step("Persistent GEMMs, every element: `nanotile check --device cuda`, few CTAs, many tiles each"):
            persistent_on_gpu(args.rounds)
    if "perf" in only:
        with step(f"GEMM throughput at {args.size}^3"):
            throughput(args.size, args.quick, args.reps, args.fixtures)
    if "fp8" in only:
        with step("fp8 (e4m3) accumulation error as K grows, beside cuBLAS"):
            fp8_accumulation()
    say(f"\n(took {time.perf_counter() - t0:.0f} s)")
    if args.out:
        with open(args.out, "w") as f:
            f.write("\n".join(OUT) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
