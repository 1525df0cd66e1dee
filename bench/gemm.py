"""GEMM kernel family benchmark (issue 12): a larger sweep than `make test`, and the peer comparison.

    python bench/gemm.py            # prints the section and writes bench/GEMM.md (BENCHMARKS.md includes it)
    python bench/gemm.py --quick    # fewer configurations, print only
    python bench/gemm.py --only sm_100a   # the sm_100a (tcgen05) section alone, replaced in bench/GEMM.md

1. Sweep: generated configurations compiled (ptxas -v: registers, spills) and checked with
   `nanotile check` (every element type: f16, bf16, e4m3, e5m2 in; f16, bf16, f32 out) on the PTX
   emulator against the reference interpreter and, exactly, numpy at sizes with several tiles per dimension, partial edge tiles and a K tail.
2. Peers, same tile shape (128x128x64, 3 stages, f16 in, f16 out): registers (ptxas -v) and SASS
   instruction counts (nvdisasm; whole kernel and the MMA main loop) of nanotile's generated kernel,
   Triton 3.9's fixture PTX (../shared/fixtures/triton), and llc-19's PTX from nanotile's own final IR.
3. sm_100a (``--arch sm_100a``, tcgen05): the same static numbers (ptxas -arch=sm_100a) and the check
   at 3x3 tiles with partial edges, a K tail and the stage ring wrapped at least once.

TFLOP/s need a GPU: `bench/gpu.py` measures them on one (8192^3, beside cuBLAS), and bench/GPU.md
holds the results from an H200.  This script runs anywhere and estimates none.
"""

from __future__ import annotations

import argparse
import dataclasses
import os
import re
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

import numpy as np  # noqa: E402

from nanotile import pipeline  # noqa: E402
from nanotile.backend_ptx import emit_ptx  # noqa: E402
from nanotile.ir.parser import parse_module  # noqa: E402
from nanotile.ir.printer import print_module  # noqa: E402
from nanotile.kernels import GemmConfig, arch_defaults, generate  # noqa: E402
from nanotile.kernels.banks import StoreBanks  # noqa: E402
from nanotile.languages.llvm import LlvmModule  # noqa: E402
from nanotile.launch.check import DEFAULT_SCHEDULES  # noqa: E402
from nanotile.tools import find_tool  # noqa: E402

FIXTURE = os.path.join(os.path.dirname(ROOT), "shared", "fixtures", "triton", "mm_f16_128x128x64_sm90_w4_s3.ptx")
C = GemmConfig

SWEEP: tuple[GemmConfig, ...] = (
    C(),
    C(stages=3, out="f16"),
    C(bm=128, bn=256, bk=64, stages=3),
    C(bm=256, bn=128, bk=64, stages=3),
    C(bm=128, bn=128, bk=128, stages=3),
    C(bm=128, bn=128, bk=32, stages=6, wait_depth=2),
    C(bm=64, bn=128, bk=64, stages=4, consumers=1),
    C(bm=64, bn=256, bk=64, stages=4, consumers=1, out="f16"),
    C(bm=128, bn=128, bk=64, stages=4, b_major="mn"),
    C(bm=128, bn=64, bk=64, stages=4, consumers=1, b_major="mn", out="f16"),
    C(wait_depth=0, producer_regs=0, consumer_regs=0),
    C(dtype="bf16", out="bf16"),
    C(dtype="e4m3", bk=128, stages=4),
    C(dtype="e5m2", bk=128, bn=256, stages=3),
    C(stages=3, out="f16", epilogue="tma"),
    C(stages=3, out="f16", epilogue="tma-flat"),
    C(bn=256, stages=3, out="f16", epilogue="tma"),
    C(stages=3, epilogue="tma"),
    C(stages=3, out="f16", epilogue="tma", persistent=132),
)
QUICK = SWEEP[:4]

BANKS: tuple[GemmConfig, ...] = (
    C(stages=3, out="f16", epilogue="tma"),
    C(stages=3, epilogue="tma"),
    C(bn=256, stages=3, out="f16", epilogue="tma"),
)
"""The TMA epilogues whose shared-store bank conflicts the sweep counts, each beside its ``tma-flat`` twin."""
_B = arch_defaults("sm_100a")


def _sm100(**kw: object) -> GemmConfig:
    import dataclasses

    return dataclasses.replace(_B, **kw)  # type: ignore[arg-type]


SWEEP_SM100: tuple[GemmConfig, ...] = (
    _B,
    _sm100(stages=3, out="f16"),
    _sm100(bk=128, stages=3),
    _sm100(bk=32, stages=6),
    _sm100(bn=64),
    _sm100(bn=64, bk=128, stages=4, out="f16"),
    _sm100(dtype="bf16", out="bf16"),
)
SM100_TITLE = "### GEMM kernels, sm_100a (tcgen05; `python bench/gemm.py --only sm_100a`)"


def run(argv: list[str]) -> subprocess.CompletedProcess[str]:
    return subprocess.run(argv, capture_output=True, text=True, timeout=600)


def ptxas_v(ptx: str, tmp: str, tag: str, arch: str = "sm_90a") -> tuple[dict[str, int], str]:
    """(ptxas -v numbers, nvdisasm -c text) of ``ptx``."""
    ptxas, nvdisasm = find_tool("ptxas"), find_tool("nvdisasm")
    if ptxas is None:
        return {}, ""
    src, cubin = os.path.join(tmp, f"{tag}.ptx"), os.path.join(tmp, f"{tag}.cubin")
    with open(src, "w") as f:
        f.write(ptx)
    r = run([ptxas, f"-arch={arch}", "-v", src, "-o", cubin])
    if r.returncode:
        raise RuntimeError(f"ptxas failed on {tag}: {r.stderr[:400]}")
    out = {"registers": sum(int(x) for x in re.findall(r"Used (\d+) registers", r.stderr)),
           "spill": sum(int(x) for x in re.findall(r"(\d+) bytes spill stores", r.stderr)),
           "smem": sum(int(x) for x in re.findall(r"(\d+) bytes smem", r.stderr))}
    sass = run([nvdisasm, "-c", cubin]).stdout if nvdisasm else ""
    return out, sass


_INSN = re.compile(r"^\s+/\*([0-9a-f]{4,})\*/\s+(.*?)\s*;")


def sass_loops(sass: str) -> tuple[int, dict[str, int]]:
    """(total instructions, {loop kind: instructions in the innermost backward-branch loop around it}).

    A loop is a backward ``BRA`` and the instructions from its target up to it; the MMA main loop is
    the smallest such loop holding an HGMMA / QGMMA (sm_90a) or UTCHMMA (sm_100a), the TMA loop the
    smallest holding a UTMALDG."""
    insns: list[tuple[int, str]] = []
    for line in sass.splitlines():
        m = _INSN.match(line)
        if m:
            insns.append((int(m.group(1), 16), m.group(2)))
    labels: dict[str, int] = {}
    pending: list[str] = []
    for line in sass.splitlines():
        lab = re.match(r"^(\.L_x_\d+):", line.strip())
        if lab:
            pending.append(lab.group(1))
            continue
        m = _INSN.match(line)
        if m:
            for p in pending:
                labels[p] = int(m.group(1), 16)
            pending = []
    loops: list[tuple[int, int]] = []
    for addr, text in insns:
        b = re.search(r"\bBRA\b.*?(\.L_x_\d+)", text)
        if b and b.group(1) in labels and labels[b.group(1)] <= addr:
            loops.append((labels[b.group(1)], addr))
    out: dict[str, int] = {}
    for kind, pat in (("MMA loop", r"GMMA|UTC\wMMA"), ("TMA loop", "UTMALDG")):   # HGMMA (16-bit), QGMMA (fp8)
        best: int | None = None
        for lo, hi in loops:
            body = [t for a, t in insns if lo <= a <= hi]
            if any(re.search(pat, t) for t in body) and (best is None or len(body) < best):
                best = len(body)
        if best is not None:
            out[kind] = best
    return len(insns), out


def llc_ptx(ir: str) -> str | None:
    opt, translate, llc = (find_tool(t) for t in ("mlir-opt-19", "mlir-translate-19", "llc-19"))
    if opt is None or translate is None or llc is None:
        return None
    a = subprocess.run([opt, "--convert-nvvm-to-llvm", "-"], input=ir, capture_output=True, text=True).stdout
    b = subprocess.run([translate, "--mlir-to-llvmir", "-"], input=a, capture_output=True, text=True).stdout
    r = subprocess.run([llc, "-march=nvptx64", "-mcpu=sm_90a", "-mattr=+ptx80", "-", "-o", "-"], input=b,
                       capture_output=True, text=True)
    return r.stdout if r.returncode == 0 and ".entry" in r.stdout else None


def sweep_sizes(cfg: GemmConfig) -> dict[str, int]:
    """Three tile rows and columns (the last partial) and four K tiles plus a tail."""
    align = 16 // cfg.elem_bytes
    return {"M": 2 * cfg.bm + cfg.bm // 4 + 8, "N": 2 * cfg.bn + cfg.bn // 4 + 8, "K": 3 * cfg.bk + align}


def check_config(cfg: GemmConfig, sizes: dict[str, int]) -> str:
    """``nanotile check`` (emulator vs interpreter) at ``sizes``, then the emulated C exactly
    against numpy; one table cell."""
    from nanotile.launch.check import check, make_inputs, run_device
    from nanotile.launch.kernel import compile_kernel

    k = compile_kernel(generate(cfg), f"{cfg.kernel_name}.mlir")
    t0 = time.perf_counter()
    res = check(k, sizes, None)
    if not res.ok:
        return "FAILED vs interpreter: " + "; ".join(res.lines(2)[1:])
    inputs = make_inputs(k.spec, sizes, 1)
    got = run_device(k, "emu", {n: v.copy() for n, v in inputs.items()}, sizes, k.spec.grid_dims(sizes))
    a, b = inputs["A"].astype(np.float64), inputs["B"].astype(np.float64)
    want = (a @ (b.T if cfg.b_major == "k" else b)).astype(got["C"].dtype)
    if not np.array_equal(got["C"], want):
        return "FAILED vs numpy"
    return f"OK ({sizes['M']}x{sizes['N']}x{sizes['K']}, grid {res.grid[0]}x{res.grid[1]}, {time.perf_counter() - t0:.1f} s)"


def bank_counts(cfg: GemmConfig) -> StoreBanks:
    from nanotile.kernels.banks import store_banks
    from nanotile.kernels.gemm import default_sizes
    from nanotile.launch.kernel import compile_kernel

    k = compile_kernel(generate(cfg), f"{cfg.kernel_name}.mlir")
    return store_banks(k.ptx, k.spec, default_sizes(cfg))


def compile_ptx(cfg: GemmConfig) -> tuple[str, str]:
    out, lang = pipeline.run_pipeline(parse_module(generate(cfg), f"{cfg.kernel_name}.mlir"))
    if lang is not pipeline.LANGUAGES[-1]:
        raise RuntimeError(f"{cfg.kernel_name}: the pipeline did not reach the final language")
    return emit_ptx(LlvmModule(out)), print_module(out)


def flags(cfg: GemmConfig) -> str:
    from nanotile.kernels import cli_args

    return " ".join(cli_args(cfg)) or "(defaults)"


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--quick", action="store_true")
    p.add_argument("--only", choices=("sm_100a",), help="regenerate this section of bench/GEMM.md alone")
    args = p.parse_args()
    path = os.path.join(ROOT, "bench", "GEMM.md")
    if args.only:
        section = sm100_section(args.quick)
        print(section)
        if not args.quick:
            with open(path) as f:
                old = f.read()
            keep = old[:old.index(SM100_TITLE)] if SM100_TITLE in old else old + "\n"
            with open(path, "w") as f:
                f.write(keep + section)
        return 0
    t0 = time.perf_counter()
    lines = ["### GEMM kernels (issue 12; `python bench/gemm.py`, part of `make bench`)", ""]
    lines += ["Generated by `python -m nanotile.kernels gemm FLAGS` (defaults: 128x128x64 tile, 4 stages, "
              "2 consumer warpgroups, f16 in, f32 out, K-major B, `wgmma.wait_group 1`, setmaxnreg 40/232). "
              "The numbers below are static (ptxas, nvdisasm) and emulated correctness; TFLOP/s at "
              "8192^3 beside cuBLAS, measured on an H200, are in the real-GPU section (`bench/gpu.py`).", ""]
    lines += ["#### Sweep: ptxas and `nanotile check` (emulator vs interpreter, plus numpy) at 3x3 tiles with "
              f"partial edges and a K tail; the check time covers the default {DEFAULT_SCHEDULES} warp schedules", "",
              "| flags | regs | spill | SASS | MMA loop | check |", "|---|---|---|---|---|---|"]
    with tempfile.TemporaryDirectory() as tmp:
        for i, cfg in enumerate(QUICK if args.quick else SWEEP):
            ptx, _ = compile_ptx(cfg)
            st, sass = ptxas_v(ptx, tmp, f"s{i}")
            total, loops = sass_loops(sass)
            lines.append(f"| `{flags(cfg)}` | {st.get('registers', '-')} | {st.get('spill', '-')} | {total} | "
                         f"{loops.get('MMA loop', '-')} | {check_config(cfg, sweep_sizes(cfg))} |")
        lines += ["", "#### TMA epilogue: bank conflicts of the shared C stores (`nanotile.kernels.banks`: the emulated "
                  "PTX's `st.shared`, one CTA, every warp)", "",
                  "| flags | st.shared requests | wavefronts | ideal | conflicts | ways |", "|---|---|---|---|---|---|"]
        for cfg in BANKS[:1] if args.quick else BANKS:
            for c in (cfg, dataclasses.replace(cfg, epilogue="tma-flat")):
                b = bank_counts(c)
                lines.append(f"| `{flags(c)}` | {b.requests} | {b.wavefronts} | {b.ideal} | {b.conflicts} | "
                             f"{b.ways:g} |")
        lines += ["", "#### Peers, same tile shape: 128x128x64, 3 stages, f16 x f16 -> f16, f32 accumulation", "",
                  "| kernel | threads | regs | spill | SASS (kernel) | MMA loop | TMA loop | MMA instr. per stage |",
                  "|---|---|---|---|---|---|---|---|"]
        peers = [("nanotile, K-major B, 2 consumers", C(stages=3, out="f16")),
                 ("nanotile, MN-major B (as Triton's), 1 consumer", C(stages=3, out="f16", consumers=1,
                                                                      b_major="mn"))]
        for label, cfg in peers:
            ptx, ir = compile_ptx(cfg)
            st, sass = ptxas_v(ptx, tmp, label[:12].replace(" ", "_"))
            total, loops = sass_loops(sass)
            n_mma = ptx.count("wgmma.mma_async")
            lines.append(f"| {label} (`{flags(cfg)}`) | {cfg.threads()} | {st['registers']} | {st['spill']} | "
                         f"{total} | {loops.get('MMA loop', '-')} | {loops.get('TMA loop', '-')} | {n_mma} |")
            theirs = llc_ptx(ir)
            if theirs is not None:
                st2, sass2 = ptxas_v(theirs, tmp, label[:12].replace(" ", "_") + "_llc")
                total2, loops2 = sass_loops(sass2)
                lines.append(f"| llc-19 from nanotile's final IR, same kernel | {cfg.threads()} | "
                             f"{st2['registers']} | {st2['spill']} | {total2} | {loops2.get('MMA loop', '-')} | "
                             f"{loops2.get('TMA loop', '-')} | {theirs.count('wgmma.mma_async')} |")
        if os.path.exists(FIXTURE):
            with open(FIXTURE) as f:
                # the fixture says .version 9.4; this machine's ptxas (13.0) reads up to 9.0, and the
                # kernel uses nothing newer, so it is assembled as 9.0
                tri = re.sub(r"^\.version 9\.\d+$", ".version 9.0", f.read(), flags=re.M)
            st, sass = ptxas_v(tri, tmp, "triton")
            total, loops = sass_loops(sass)
            lines.append(f"| Triton 3.9 fixture `mm_f16_128x128x64_sm90_w4_s3` (as `.version 9.0`) | 128 | {st['registers']} | "
                         f"{st['spill']} | {total} | {loops.get('MMA loop', '-')} | {loops.get('TMA loop', '-')} | "
                         f"{tri.count('wgmma.mma_async')} |")
        else:
            lines.append("| Triton fixture | (../shared/fixtures absent: skipped) |")
    lines += ["", "Registers are ptxas's launch allocation: with setmaxnreg, ptxas allocates the most a launch "
              "allows (65536 / threads, rounded down to 8) and the warpgroups rebalance it (producer 40, "
              "consumers 232), so it is not the consumer's live-register count. The MMA loop is the smallest "
              "SASS loop (backward branch) holding an HGMMA (QGMMA for fp8); in nanotile's kernels it is the consumer's K loop "
              "(stage wait, fence, the stage's WGMMAs, commit, wait_group, the deferred release), in Triton's the "
              "single warpgroup's K loop, which also issues the next stage's TMA loads.",
              "", f"(took {time.perf_counter() - t0:.0f} s)"]
    text = "\n".join(lines) + "\n\n" + sm100_section(args.quick)
    print(text)
    if not args.quick:
        with open(path, "w") as f:
            f.write(text)
    return 0


def sm100_sizes(cfg: GemmConfig) -> dict[str, int]:
    """Three tile rows and columns (the last partial); K: the ring wrapped once, then a tail."""
    return {"M": 2 * cfg.bm + cfg.bm // 4 + 8, "N": 2 * cfg.bn + cfg.bn // 4 + 8,
            "K": (cfg.stages + 2) * cfg.bk + 16 // cfg.elem_bytes}


def sm100_section(quick: bool) -> str:
    t0 = time.perf_counter()
    lines = [SM100_TITLE, "",
             "Generated by `python -m nanotile.kernels gemm --arch sm_100a FLAGS` (defaults: 128x128x64 tile, 4 "
             "stages, 1 producer + 1 consumer warpgroup, f16 in, f32 out, K-major B; a 128 x bn f32 accumulator "
             "in tensor memory). No Blackwell GPU here: static numbers (ptxas -arch=sm_100a, nvdisasm) and "
             "emulated correctness only.", "",
             "| flags | regs | spill | smem (bytes) | SASS | MMA loop | UTCHMMA | check |", "|---|---|---|---|---|---|---|---|"]
    with tempfile.TemporaryDirectory() as tmp:
        for i, cfg in enumerate(SWEEP_SM100[:2] if quick else SWEEP_SM100):
            ptx, _ = compile_ptx(cfg)
            st, sass = ptxas_v(ptx, tmp, f"b{i}", "sm_100a")
            total, loops = sass_loops(sass)
            lines.append(f"| `{flags(cfg)}` | {st.get('registers', '-')} | {st.get('spill', '-')} | "
                         f"{st.get('smem', 0)} | {total} | {loops.get('MMA loop', '-')} | "
                         f"{len(re.findall(r'UTCHMMA', sass))} | {check_config(cfg, sm100_sizes(cfg))} |")
    lines += ["", "The MMA loop is the smallest SASS loop holding a UTCHMMA: the consumer's K loop (the stage's "
              "full-barrier wait, the agent barrier, the MMA thread's tcgen05.mma per 16 of K and its "
              "tcgen05.commit onto the stage's empty barrier). Registers: the consumer holds a row of the "
              "accumulator (bn f32) for the epilogue; no setmaxnreg (256 threads already get 248 each). The "
              "epilogue holds both store paths (SASS counts them both): bn / 4 4-element stores where the "
              "thread's row lies inside C and is aligned, bn masked scalar stores otherwise.",
              "", f"(took {time.perf_counter() - t0:.0f} s)"]
    return "\n".join(lines) + "\n"


if __name__ == "__main__":
    sys.exit(main())
