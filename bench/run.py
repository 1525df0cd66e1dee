"""nanotile's benchmarks: compile speed, scaling, and PTX quality against the upstream LLVM toolchain.

    python bench/run.py            # everything; rewrites the tables in BENCHMARKS.md
    python bench/run.py --quick    # fewer repetitions (a smoke run; does not rewrite BENCHMARKS.md)

Times are medians with [min-max] over repetitions; comparisons are ratios
measured in the same run (the machine is shared and noisy).  Nothing here
asserts a target: the report says where a target is met or missed.
"""

from __future__ import annotations

import argparse
import cProfile
import datetime
import io
import json
import os
import platform
import pstats
import re
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from typing import Callable

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)
# Every row names the build it measured.  This process and the processes it starts run pure Python
# (whatever is built, whatever the caller's NANOTILE_NATIVE says) except the rows marked "compiled
# build", which run with NANOTILE_NATIVE=1 (nanotile/native.py; `make native` builds it); those rows
# are there only when a fresh compiled build is.
os.environ["NANOTILE_NATIVE"] = "1" if "--native-child" in sys.argv else "0"

from nanotile import native, pipeline  # noqa: E402
from nanotile.backend_ptx import emit_ptx  # noqa: E402
from nanotile.cli import examples  # noqa: E402
from nanotile.ir.parser import parse_module  # noqa: E402
from nanotile.ir.printer import print_module  # noqa: E402
from nanotile.languages.llvm import LlvmModule  # noqa: E402
from nanotile.tools import find_tool  # noqa: E402

TARGET = {"vector_add": "sm_80", "tma_copy": "sm_90a", "gemm_sm90": "sm_90a"}
SCALES = (1, 4, 16, 64)


@dataclass(frozen=True)
class Stat:
    median: float
    lo: float
    hi: float

    def ms(self) -> str:
        return f"{self.median * 1e3:.1f} [{self.lo * 1e3:.1f}-{self.hi * 1e3:.1f}]"


RESULTS: dict[str, Stat] = {}   # filled as sections run: cold.<example>, upstream.<example>


def measure(fn: Callable[[], object], reps: int, cpu: list[float] | None = None) -> Stat:
    """Wall time of ``fn`` over ``reps`` runs; the CPU time of this process is appended to ``cpu``."""
    times = []
    for _ in range(reps):
        c0, t0 = time.process_time(), time.perf_counter()
        fn()
        times.append(time.perf_counter() - t0)
        if cpu is not None:
            cpu.append(time.process_time() - c0)
    return Stat(statistics.median(times), min(times), max(times))


def inproc_reps(reps: int) -> int:
    """Repetitions of an in-process compile row: a compile takes tens of milliseconds, so the row
    can afford three times the run's repetitions (at least 21), which steadies its median."""
    return max(3 * reps, 21)


NATIVE_ENV = {**os.environ, "NANOTILE_NATIVE": "1"}


def have_native() -> bool:
    """Whether a fresh compiled build is there to measure."""
    return native.decide(native.BUILD_DIR, None)[0] is not None


def run(argv: list[str], stdin: str | None = None, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    r = subprocess.run(argv, input=stdin, capture_output=True, text=True, cwd=ROOT, env=env)
    if r.returncode != 0:
        raise RuntimeError(f"{' '.join(argv)} failed:\n{r.stderr}")
    return r


def compile_in_process(text: str) -> tuple[str, list[pipeline.StageTiming], float]:
    m = parse_module(text)
    timings: list[pipeline.StageTiming] = []
    out, _ = pipeline.run_pipeline(m, timings=timings)
    t0 = time.perf_counter()
    ptx = emit_ptx(LlvmModule(out))
    return ptx, timings, time.perf_counter() - t0


def compile_plain(text: str) -> str:
    """Parse to PTX with every checker on, as the CLI runs it (no per-stage op counting)."""
    out, _ = pipeline.run_pipeline(parse_module(text))
    return emit_ptx(LlvmModule(out))


def final_ir(text: str) -> str:
    out, _ = pipeline.run_pipeline(parse_module(text))
    return print_module(out)


# -- 0. cold start: nanotile against a bare interpreter and the upstream chain -----------------


def ensure_bytecode() -> str:
    """Compile nanotile's modules to ``__pycache__`` as an installed package has them.

    ``PYTHONDONTWRITEBYTECODE=1`` (set on this machine) stops Python from writing them, and
    a cold process would then compile ~10k lines of source on every start (~90 ms)."""
    import compileall

    compileall.compile_dir(os.path.join(ROOT, "nanotile"), quiet=1)
    flag = os.environ.get("PYTHONDONTWRITEBYTECODE")
    return f"bytecode precompiled (compileall); PYTHONDONTWRITEBYTECODE={flag!r} in the environment"


def _child_cpu() -> float:
    r = resource.getrusage(resource.RUSAGE_CHILDREN)
    return r.ru_utime + r.ru_stime


def round_robin(cmds: dict[str, Callable[[], object]], reps: int) -> dict[str, tuple[Stat, Stat]]:
    """Each command once per round, ``reps`` rounds: (wall, CPU of child processes) per command.

    Interleaving keeps slow phases of a shared machine from landing on one command only."""
    wall: dict[str, list[float]] = {k: [] for k in cmds}
    cpu: dict[str, list[float]] = {k: [] for k in cmds}
    for _ in range(reps):
        for k, fn in cmds.items():
            c0, t0 = _child_cpu(), time.perf_counter()
            fn()
            wall[k].append(time.perf_counter() - t0)
            cpu[k].append(_child_cpu() - c0)
    return {k: (Stat(statistics.median(wall[k]), min(wall[k]), max(wall[k])),
                Stat(statistics.median(cpu[k]), min(cpu[k]), max(cpu[k]))) for k in cmds}


def site_imports() -> list[str]:
    """The ``.pth`` files in site-packages with ``import`` lines, which ``site`` executes at every
    start of the interpreter (``python -c pass`` pays for them; ``python -S`` and the upstream chain
    do not): a sandbox's or an editable install's can cost more than the compiler's own import."""
    import site

    found = []
    for d in site.getsitepackages():
        if not os.path.isdir(d):
            continue
        for name in sorted(os.listdir(d)):
            if name.endswith(".pth"):
                with open(os.path.join(d, name), encoding="utf-8", errors="replace") as f:
                    if any(line.startswith(("import ", "import\t")) for line in f):
                        found.append(name)
    return found


def cold_start(reps: int, tmp: str) -> tuple[list[str], list[str]]:
    """Section 0 and its target lines."""
    py = sys.executable
    tools = upstream_tools()
    out = os.path.join(tmp, "out.ptx")
    cmds: dict[str, Callable[[], object]] = {
        "`python -S -I -c pass` (interpreter alone)": lambda: run([py, "-S", "-I", "-c", "pass"]),
        "`python -c pass` (with site)": lambda: run([py, "-c", "pass"]),
        "`python -c 'import nanotile.cli'` (what `emulate`, `check`, `--help` load)": lambda: run(
            [py, "-c", "import nanotile.cli"]),
        "`python -c 'import nanotile.pipeline, nanotile.backend_ptx'` (the compiler's imports)": lambda: run(
            [py, "-c", "import nanotile.pipeline, nanotile.backend_ptx"]),
        "`python -m nanotile --example gemm_sm90 -o out.ptx` (pure Python)": lambda: run(
            [py, "-m", "nanotile", "--example", "gemm_sm90", "-o", out]),
    }
    compiled = "`python -m nanotile --example gemm_sm90 -o out.ptx` (compiled build)"
    if have_native():
        cmds[compiled] = lambda: run([py, "-m", "nanotile", "--example", "gemm_sm90", "-o", out], env=NATIVE_ENV)
    if tools is not None:
        ir = final_ir(examples()["gemm_sm90"])
        cmds["upstream chain on nanotile's final IR"] = lambda: llc_ptx(ir, "sm_90a", tools)
    res = round_robin(cmds, reps)
    keys = list(cmds)
    bare, nt = res[keys[1]], res[keys[4]]
    up = res.get("upstream chain on nanotile's final IR")
    lines = [f"gemm_sm90, {reps} rounds, each command once per round; wall and CPU (user + sys of the "
             "process) in ms, median [min-max]; ratios of medians from this run.", "",
             "| command | wall ms | CPU ms | wall / `python -c pass` | wall / upstream chain |",
             "|---|---|---|---|---|"]
    for k in keys:
        w, c = res[k]
        r_up = f"{w.median / up[0].median:.2f}" if up else "-"
        lines.append(f"| {k} | {w.ms()} | {c.ms()} | {w.median / bare[0].median:.2f} | {r_up} |")
    imp = res[keys[3]]
    total = nt[1].median
    parts = (bare[1].median, imp[1].median - bare[1].median, nt[1].median - imp[1].median)
    lines += ["", f"Where the cold compile's CPU time goes ({total * 1e3:.0f} ms): the interpreter and `site` "
              f"{parts[0] * 1e3:.0f} ms ({parts[0] / total:.0%}), importing the compiler {parts[1] * 1e3:.0f} ms "
              f"({parts[1] / total:.0%}), parsing + passes + checkers + PTX {parts[2] * 1e3:.0f} ms "
              f"({parts[2] / total:.0%})."]
    pths = site_imports()
    s_only = res[keys[0]][1].median
    lines += ["", f"`site` alone (`python -c pass` less `python -S -I -c pass`): {(parts[0] - s_only) * 1e3:.0f} ms CPU; "
              "the `.pth` files with import lines it runs here: "
              + (", ".join(f"`{p}`" for p in pths) if pths else "none")
              + ". The targets below are measured on the command as users type it, `site` included."]

    targets = []
    for build, key in (("pure Python", keys[4]), ("compiled build", compiled)):
        if key not in res:
            continue
        got = res[key]
        rb_w, rb_c = got[0].median / bare[0].median, got[1].median / bare[1].median
        targets.append(f"- cold compile of gemm_sm90 at most 4x a bare `python -c pass`, {build}: "
                       f"{verdict(rb_w <= 4, rb_c <= 4)} ({rb_w:.2f}x wall, {rb_c:.2f}x CPU)")
        if up:
            ru_w, ru_c = got[0].median / up[0].median, got[1].median / up[1].median
            targets.append(f"- cold compile of gemm_sm90 (nanotile source -> PTX) faster than the upstream chain on "
                           f"nanotile's final IR, {build}: {verdict(ru_w < 1, ru_c < 1)} (ratio {ru_w:.2f} wall, "
                           f"{ru_c:.2f} CPU; {got[0].median * 1e3:.0f} vs {up[0].median * 1e3:.0f} ms wall)")
    RESULTS["cold0.gemm_sm90"] = nt[0]
    return lines, targets


# -- parsing throughput ---------------------------------------------------------------------------


def chain_module(n: int) -> str:
    """A generic-form function of ``n`` ops, each using the one before (constants, add, mul, xor)."""
    lines = ['module {', '  "llvm.func"() <{function_type = !llvm.func<i32 (i32, !llvm.ptr<1>)>, '
             'sym_name = "chain"}> ({', '  ^bb0(%v0: i32, %p: !llvm.ptr<1>):']
    for i in range(1, n - 1):
        m = i % 4
        if m == 0:
            lines.append(f'    %v{i} = "llvm.mlir.constant"() <{{value = {i} : i32}}> : () -> i32')
        elif m == 1:
            lines.append(f'    %v{i} = "llvm.add"(%v{i - 1}, %v0) : (i32, i32) -> i32')
        elif m == 2:
            lines.append(f'    %v{i} = "llvm.mul"(%v{i - 1}, %v{i - 2}) : (i32, i32) -> i32')
        else:
            lines.append(f'    %v{i} = "llvm.xor"(%v{i - 1}, %v0) : (i32, i32) -> i32')
    lines.append(f'    "llvm.return"(%v{n - 2}) : (i32) -> ()')
    lines += ['  }) : () -> ()', '}']
    return "\n".join(lines) + "\n"


def parsing(reps: int) -> tuple[list[str], list[str]]:
    n = 20000
    text = chain_module(n)
    n_ops = sum(1 for _ in _walk(parse_module(text)))
    wall, cpu = [], []
    for _ in range(reps):
        c0, t0 = time.process_time(), time.perf_counter()
        parse_module(text)
        wall.append(time.perf_counter() - t0)
        cpu.append(time.process_time() - c0)
    w = Stat(statistics.median(wall), min(wall), max(wall))
    c = Stat(statistics.median(cpu), min(cpu), max(cpu))
    kops_w, kops_c = n_ops / w.median / 1e3, n_ops / c.median / 1e3
    lines = [f"`parse_module` on a {n_ops}-op generic-form chain ({len(text) // 1024} KiB; `bench/run.py:chain_module`), "
             f"{reps} repetitions.", "",
             "| wall ms | CPU ms | kops/s (wall) | kops/s (CPU) |", "|---|---|---|---|",
             f"| {w.ms()} | {c.ms()} | {kops_w:.0f} | {kops_c:.0f} |", ""]
    ok = "met" if kops_w >= 100 and kops_c >= 100 else "MISSED" if kops_c < 100 else "met in CPU time, MISSED in wall"
    target = [f"- parsing at least 100k ops/s: {ok} ({kops_w:.0f}k ops/s wall, {kops_c:.0f}k CPU)"]
    return lines, target


# -- 1. compile time per example -----------------------------------------------------------


def compile_times(reps: int) -> list[str]:
    lines = ["| example | cold process `python -m nanotile --example X -o /dev/null` (ms) | in-process total (ms) "
             "| in-process CPU (ms) |", "|---|---|---|---|"]
    per_pass: dict[str, list[list[pipeline.StageTiming]]] = {}
    emit_times: dict[str, list[float]] = {}
    for name in TARGET:
        cold = measure(lambda: run([sys.executable, "-m", "nanotile", "--example", name, "-o", os.devnull]), reps)
        RESULTS[f"cold.{name}"] = cold
        text = examples()[name]
        runs = []
        for _ in range(reps):
            _, tm, te = compile_in_process(text)
            runs.append(tm)
            emit_times.setdefault(name, []).append(te)
        per_pass[name] = runs
        cpu: list[float] = []
        total = measure(lambda: compile_plain(text), inproc_reps(reps), cpu)
        RESULTS[f"inproc.{name}"] = total
        RESULTS[f"inproc_cpu.{name}"] = Stat(statistics.median(cpu), min(cpu), max(cpu))
        lines.append(f"| {name} | {cold.ms()} | {total.ms()} | {RESULTS[f'inproc_cpu.{name}'].ms()} |")
    lines += ["", "Per pass, in process (median over the repetitions; run = the pass, check = its output checker; "
              "throughput = (ops in + ops out) / run time):", ""]
    lines.append("| example | pass | run ms | check ms | ops in | ops out | kops/s |")
    lines.append("|---|---|---|---|---|---|---|")
    for name, runs in per_pass.items():
        for i, st in enumerate(runs[0]):
            run_s = statistics.median(r[i].seconds for r in runs)
            chk_s = statistics.median(r[i].check_seconds for r in runs)
            kops = (st.ops_in + st.ops_out) / run_s / 1e3 if run_s else float("inf")
            lines.append(f"| {name} | {st.name} | {run_s * 1e3:.2f} | {chk_s * 1e3:.2f} | {st.ops_in} | "
                         f"{st.ops_out} | {kops:.0f} |")
        lines.append(f"| {name} | (PTX emitter) | {statistics.median(emit_times[name]) * 1e3:.2f} | - | - | - | - |")
    return lines


# -- 2. scaling ----------------------------------------------------------------------------------


def scaled_gemm(k: int) -> str:
    """The gemm example with ``k`` kernels in one module (renamed gemm_sm90_0 ...)."""
    text = examples()["gemm_sm90"]
    head, _, rest = text.partition("\n  \"nv_tileaa.func\"")
    func = "  \"nv_tileaa.func\"" + rest[: rest.rindex("}")]
    funcs = [func.replace('sym_name = "gemm_sm90"', f'sym_name = "gemm_sm90_{i}"') for i in range(k)]
    return head + "\n" + "".join(funcs) + "}\n"


def scaling(reps: int) -> tuple[list[str], float, float]:
    """Compile gemm_sm90 x1, x4, x16 and x64 in one module; the sizes are interleaved, ``reps`` rounds
    of one measured compile each (so a slow spell of this shared machine falls on every size alike, not
    on the one size measured while it lasted), and the ratio is of the medians.  Each measured compile
    follows an unmeasured one of the same size: the first compile after another size pays for the
    allocator's and the caches' state (the 1x compile right after a 64x one measured twice its usual
    CPU time), which would bias the small sizes up and the ratio down."""
    lines = ["| size | kernels | ops in the input | compile to PTX, in process (ms) | per kernel (ms) "
             "| CPU per kernel (ms) |", "|---|---|---|---|---|---|"]
    texts = {k: scaled_gemm(k) for k in SCALES}
    wall: dict[int, list[float]] = {k: [] for k in SCALES}
    cpu: dict[int, list[float]] = {k: [] for k in SCALES}
    for _ in range(reps):
        for k in SCALES:
            compile_plain(texts[k])     # unmeasured: the heap and caches as the last compile of the other size left them
            c0, t0 = time.process_time(), time.perf_counter()
            compile_plain(texts[k])
            wall[k].append(time.perf_counter() - t0)
            cpu[k].append(time.process_time() - c0)
    base, base_cpu = statistics.median(wall[1]), statistics.median(cpu[1])
    ratio = ratio_cpu = 0.0
    for k in SCALES:
        st = Stat(statistics.median(wall[k]), min(wall[k]), max(wall[k]))
        c = statistics.median(cpu[k])
        n_ops = sum(1 for _ in _walk(parse_module(texts[k])))
        ratio, ratio_cpu = st.median / (k * base), c / (k * base_cpu)
        lines.append(f"| {k}x | {k} | {n_ops} | {st.ms()} | {st.median / k * 1e3:.1f} | {c / k * 1e3:.1f} |")
    lines.append("")
    lines.append(f"time(64x) / (64 x time(1x)) = **{ratio:.2f}** wall, **{ratio_cpu:.2f}** CPU (target <= 1.15; "
                 f"medians of {reps} interleaved rounds)")
    return lines, ratio, ratio_cpu


def _walk(m: object) -> list[object]:
    from nanotile.ir.core import walk
    return list(walk(m.ops))  # type: ignore[attr-defined]


# -- the compiled build, in process ----------------------------------------------------------------


def native_child(reps: int) -> int:
    """``--native-child``: run by ``compiled_build`` with NANOTILE_NATIVE=1; prints the in-process
    gemm_sm90 compile and the scaling rows of the compiled build as one JSON line."""
    if not native.compiled():
        raise RuntimeError(f"--native-child runs {native.BUILD}")
    text = examples()["gemm_sm90"]
    for _ in range(reps):   # warm, as compile_times' runs are before it measures
        compile_plain(text)
    cpu: list[float] = []
    st = measure(lambda: compile_plain(text), inproc_reps(reps), cpu)
    lines, ratio, ratio_cpu = scaling(max(3, reps - 2))
    print(json.dumps({"wall": [st.median, st.lo, st.hi], "cpu": [statistics.median(cpu), min(cpu), max(cpu)],
                      "scaling": lines, "ratio": ratio, "ratio_cpu": ratio_cpu}))
    return 0


def compiled_build(reps: int) -> tuple[list[str], list[str]]:
    """The compiled build's in-process rows (measured in a child process that runs it) beside the
    pure-Python ones ``compile_times`` measured, and its target lines."""
    if not have_native():
        return [f"(no fresh compiled build: {native.decide(native.BUILD_DIR, None)[1]})"], []
    r = run([sys.executable, os.path.abspath(__file__), "--native-child", "--reps", str(reps)], env=NATIVE_ENV)
    d = json.loads(r.stdout.splitlines()[-1])
    wall, cpu = Stat(*d["wall"]), Stat(*d["cpu"])
    pure, pure_cpu = RESULTS["inproc.gemm_sm90"], RESULTS["inproc_cpu.gemm_sm90"]
    lines = [f"{native.decide(native.BUILD_DIR, None)[1]}; `nanotile/native.py` lists the modules.", "",
             "| build | in-process gemm_sm90, parse to PTX (ms) | CPU (ms) |", "|---|---|---|",
             f"| pure Python | {pure.ms()} | {pure_cpu.ms()} |",
             f"| compiled build | {wall.ms()} | {cpu.ms()} |", "",
             f"compiled / pure Python: {wall.median / pure.median:.2f} wall, {cpu.median / pure_cpu.median:.2f} CPU "
             "(medians; the compiled rows run in their own process, after the pure-Python ones).", "",
             "Scaling, compiled build:", ""] + d["scaling"]
    ok_w, ok_c = d["ratio"] <= 1.15, d["ratio_cpu"] <= 1.15
    targets = [f"- in-process compile of gemm_sm90 (parse to PTX, checkers on) under 20 ms, compiled build: "
               f"{'met' if wall.median < 0.020 else 'MISSED'} ({wall.median * 1e3:.1f} ms wall, "
               f"{cpu.median * 1e3:.1f} ms CPU, medians)",
               f"- linear scaling, compiled build: {verdict(ok_w, ok_c)} ({d['ratio']:.2f} wall, "
               f"{d['ratio_cpu']:.2f} CPU, vs 1.15)"]
    return lines, targets


def verdict(ok_wall: bool, ok_cpu: bool) -> str:
    return "met" if ok_wall and ok_cpu else "MISSED" if not ok_wall and not ok_cpu else \
        f"{'met' if ok_wall else 'MISSED'} in wall time, {'met' if ok_cpu else 'MISSED'} in CPU time"


# -- 3. against the upstream toolchain ------------------------------------------------------------


def upstream_tools() -> tuple[str, str, str] | None:
    tools = (find_tool("mlir-opt-19"), find_tool("mlir-translate-19"), find_tool("llc-19"))
    return None if None in tools else tools  # type: ignore[return-value]


def llc_ptx(ir: str, target: str, tools: tuple[str, str, str]) -> str:
    opt, translate, llc = tools
    a = run([opt, "--convert-nvvm-to-llvm", "-"], ir).stdout
    b = run([translate, "--mlir-to-llvmir", "-"], a).stdout
    return run([llc, "-march=nvptx64", f"-mcpu={target}", "-mattr=+ptx80", "-", "-o", "-"], b).stdout


def versus_upstream(reps: int, tmp: str) -> tuple[list[str], dict[str, tuple[str, str]]]:
    tools = upstream_tools()
    ptxs: dict[str, tuple[str, str]] = {}
    if tools is None:
        return ["(mlir-opt-19 / mlir-translate-19 / llc-19 not found: skipped)"], ptxs
    lines = ["| example | upstream: mlir-opt-19 + mlir-translate-19 + llc-19 (ms) | "
             "nanotile `--input-language llvm` -> PTX (ms) | upstream / nanotile |", "|---|---|---|---|"]
    for name, target in TARGET.items():
        ir = final_ir(examples()[name])
        path = os.path.join(tmp, f"{name}.llvm.mlir")
        with open(path, "w") as f:
            f.write(ir)
        up = measure(lambda: llc_ptx(ir, target, tools), reps)
        RESULTS[f"upstream.{name}"] = up
        ours = measure(lambda: run([sys.executable, "-m", "nanotile", "--input-language", "llvm", path,
                                    "-o", os.devnull]), reps)
        ptxs[name] = (run([sys.executable, "-m", "nanotile", "--input-language", "llvm", path]).stdout,
                      llc_ptx(ir, target, tools))
        lines.append(f"| {name} | {up.ms()} | {ours.ms()} | {up.median / ours.median:.2f}x |")
    lines.append("")
    return lines, ptxs


# -- 4. PTX quality ------------------------------------------------------------------------------------


def assemble(ptx: str, target: str, tmp: str, tag: str) -> dict[str, int]:
    ptxas, nvdisasm = find_tool("ptxas"), find_tool("nvdisasm")
    if ptxas is None:
        return {}
    src, cubin = os.path.join(tmp, f"{tag}.ptx"), os.path.join(tmp, f"{tag}.cubin")
    with open(src, "w") as f:
        f.write(ptx)
    r = run([ptxas, f"-arch={target}", "-v", src, "-o", cubin])
    regs = sum(int(x) for x in re.findall(r"Used (\d+) registers", r.stderr))
    spills = sum(int(x) for x in re.findall(r"(\d+) bytes spill stores", r.stderr))
    smem = sum(int(x) for x in re.findall(r"(\d+) bytes smem", r.stderr))
    out = {"registers": regs, "spill stores": spills, "smem bytes": smem, "PTX lines": ptx.count("\n")}
    if nvdisasm is not None:
        sass = run([nvdisasm, "-c", cubin]).stdout
        out["SASS instructions"] = sum(1 for line in sass.splitlines() if re.match(r"\s+/\*[0-9a-f]{4}\*/\s+\S", line))
    return out


def quality(ptxs: dict[str, tuple[str, str]], tmp: str) -> tuple[list[str], list[str]]:
    if not ptxs:
        return ["(upstream PTX not available: skipped)"], []
    keys = ["registers", "spill stores", "smem bytes", "SASS instructions", "PTX lines"]
    lines = ["| example | metric | nanotile | llc-19 | nanotile / llc |", "|---|---|---|---|---|"]
    misses: list[str] = []
    for name, (ours, theirs) in ptxs.items():
        a = assemble(ours, TARGET[name], tmp, f"{name}.nanotile")
        b = assemble(theirs, TARGET[name], tmp, f"{name}.llc")
        for k in keys:
            if k in a and k in b:
                ratio = f"{a[k] / b[k]:.2f}" if b[k] else "-"
                lines.append(f"| {name} | {k} | {a[k]} | {b[k]} | {ratio} |")
        for k in ("registers", "SASS instructions"):
            if k in a and k in b and a[k] > b[k]:
                misses.append(f"{name}: {k} {a[k]} vs llc {b[k]} (+{(a[k] - b[k]) / b[k] * 100:.0f}%)")
        if a.get("spill stores"):
            misses.append(f"{name}: {a['spill stores']} bytes of spill stores")
    return lines, misses


# -- profile ---------------------------------------------------------------------------------------------


def profile_top(n: int = 12) -> list[str]:
    text = scaled_gemm(16)
    pr = cProfile.Profile()
    pr.enable()
    compile_in_process(text)
    pr.disable()
    s = io.StringIO()
    pstats.Stats(pr, stream=s).sort_stats("cumulative").print_stats(n)
    body = [line for line in s.getvalue().splitlines() if line.strip()]
    return ["```"] + body[-(n + 1):] + ["```"]


# -- report -------------------------------------------------------------------------------------------------


def commit() -> str:
    r = subprocess.run(["git", "rev-parse", "--short", "HEAD"], capture_output=True, text=True, cwd=ROOT)
    dirty = subprocess.run(["git", "status", "--porcelain", "nanotile"], capture_output=True, text=True, cwd=ROOT)
    return r.stdout.strip() + ("+dirty" if dirty.stdout.strip() else "")


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--quick", action="store_true", help="fewer repetitions; print, do not rewrite BENCHMARKS.md")
    p.add_argument("--reps", type=int, default=None)
    p.add_argument("--cold-only", action="store_true",
                   help="only the cold-start and parsing sections (printed, BENCHMARKS.md untouched)")
    p.add_argument("--native-child", action="store_true", help=argparse.SUPPRESS)   # see native_child
    args = p.parse_args()
    reps = args.reps or (2 if args.quick else 7)
    if args.native_child:
        return native_child(reps)
    t0 = time.perf_counter()
    bytecode = ensure_bytecode()
    if args.cold_only:
        with tempfile.TemporaryDirectory() as tmp:
            sec0, t0_lines = cold_start(max(reps, 5), tmp)
        secp, tp_lines = parsing(reps)
        print("\n".join([bytecode, ""] + sec0 + [""] + t0_lines + [""] + secp + tp_lines))
        return 0
    with tempfile.TemporaryDirectory() as tmp:
        sec0, t0_lines = cold_start(max(reps, 5) * 2, tmp)
        secp, tp_lines = parsing(reps)
        sec1 = compile_times(reps)
        sec2, ratio, ratio_cpu = scaling(max(3, reps - 2))
        sec5, t5_lines = compiled_build(reps)
        sec3, ptxs = versus_upstream(reps, tmp)
        sec4, misses = quality(ptxs, tmp)
    prof = profile_top()
    elapsed = time.perf_counter() - t0
    header = [
        "<!-- generated by `make bench` (python bench/run.py): edit bench/run.py or the notes file, not this -->",
        "# nanotile benchmarks",
        "",
        f"- date: {datetime.datetime.now(datetime.timezone.utc).strftime('%Y-%m-%d %H:%M UTC')}",
        f"- commit: {commit()}",
        f"- machine: {platform.machine()}, {os.cpu_count()} cores, Python {platform.python_version()}, "
        f"{platform.system()} {platform.release()}",
        f"- command: `make bench` (= `python bench/run.py`), {reps} repetitions ({inproc_reps(reps)} for the "
        f"in-process compile rows, {max(3, reps - 2)} interleaved rounds for the scaling rows), took {elapsed:.0f} s",
        "- times: median [min-max]; ratios are measured in the same run",
        f"- {bytecode}",
        "- build: every row runs pure Python but those marked \"compiled build\" (`make native`, "
        "`nanotile/native.py`; section 5)",
        "",
    ]
    inproc = RESULTS.get("inproc.gemm_sm90")
    inproc_cpu = RESULTS.get("inproc_cpu.gemm_sm90")
    inproc_line = [] if inproc is None or inproc_cpu is None else [
        f"- in-process compile of gemm_sm90 (parse to PTX, checkers on) under 20 ms, pure Python: "
        f"{'met' if inproc.median < 0.020 else 'MISSED'} ({inproc.median * 1e3:.1f} ms wall, "
        f"{inproc_cpu.median * 1e3:.1f} ms CPU, medians)"]
    body = header + ["## 0. Cold start (gemm_sm90)", ""] + sec0 + ["", "## Parsing", ""] + secp \
        + ["", "## 1. Compile time per example", ""] + sec1 + ["", "## 2. Scaling (gemm_sm90 kernels per module)", ""] \
        + sec2 + ["", "## 3. Against the upstream toolchain, same final IR (cold processes)", ""] + sec3 \
        + ["## 4. PTX quality, same final IR (ptxas -v, nvdisasm)", ""] + sec4 \
        + ["", "## 5. The compiled build (mypyc), in process", ""] + sec5 + ["", "## Targets", ""]
    ok_w, ok_c = ratio <= 1.15, ratio_cpu <= 1.15
    body.append(f"- linear scaling, pure Python: {verdict(ok_w, ok_c)} ({ratio:.2f} wall, {ratio_cpu:.2f} CPU, vs 1.15)")
    if misses:
        body += [f"- PTX quality MISSED: {m}" for m in misses]
    else:
        body.append("- PTX quality: met for every example (registers and SASS instructions <= llc, no spills)")
    body += t0_lines + inproc_line + t5_lines + tp_lines + ["", "## Profile (gemm x16, cumulative, top entries)", ""] + prof
    notes = os.path.join(ROOT, "bench", "NOTES.md")
    if os.path.exists(notes):
        with open(notes) as f:
            body += ["", f.read().rstrip()]
    gemm = os.path.join(ROOT, "bench", "GEMM.md")   # written by bench/gemm.py (make bench runs it first)
    gpu = os.path.join(ROOT, "bench", "GPU.md")     # bench/gpu.py's output on a GPU machine, with its reading
    for part in (gemm, gpu):
        if os.path.exists(part):
            with open(part) as f:
                body += ["", f.read().rstrip()]
    report = "\n".join(body) + "\n"
    if args.quick:
        print(report)
    else:
        with open(os.path.join(ROOT, "BENCHMARKS.md"), "w") as f:
            f.write(report)
        print(report)
    return 0


if __name__ == "__main__":
    sys.exit(main())
