"""Which warp schedules reject which synchronization mutants: the measurement behind ``check --schedules``.

    python bench/schedules.py              # seeds 0..31 (a few minutes)
    python bench/schedules.py --seeds 8    # a smoke run

Mutants: every ``bar.sync`` / ``fence.proxy.async`` removed, and every ``mbarrier.try_wait`` made to
succeed at once, in turn, in the PTX of gemm_sm90, gemm_sm100 (at K=512: its stage ring wraps many
times), tma_copy, the generated sm_90a GEMM and the small generated sm_100a GEMM of
tests/kernels/test_gemm_sm100.py (SMALL: whose mutant without the bar.sync before the stage release
is audit 2's F3).  Each runs on the emulator under schedule seeds 0..S-1 against the reference
interpreter's buffers (check's inputs and tolerances), with the scheduler's laggard in about half of
the CTAs (``machine.LAGGARD_SHARE`` = 0.5, as shipped) and in every CTA (1.0).

Prints, for the mutants that some but not all schedules reject: per mutant how many seeds reject it
under each policy; per policy the share of (mutant, seed) runs rejected; and for N schedules what
``check --schedules N`` (seeds 0..N-1) rejects, and the mean and worst over every window of N
consecutive seeds (how much the choice of seeds matters).  The unmutated kernels must pass under
every seed and policy (a false report is printed as such).  Times are CPU seconds per emulator run.
"""

from __future__ import annotations

import argparse
import dataclasses
import os
import re
import sys
import time
from typing import Callable

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

import numpy as np  # noqa: E402

from nanotile.cli import examples  # noqa: E402
from nanotile.emu import machine  # noqa: E402
from nanotile.emu.launch import run_kernel  # noqa: E402
from nanotile.kernels import arch_defaults, generate  # noqa: E402
from nanotile.kernels.gemm import default_sizes  # noqa: E402
from nanotile.launch import check as C  # noqa: E402
from nanotile.launch.kernel import CompiledKernel, compile_kernel, spec_sizes  # noqa: E402

POLICIES = {"half": 0.5, "every": 1.0}


def kernels() -> dict[str, tuple[CompiledKernel, dict[str, int]]]:
    d100, d90 = arch_defaults("sm_100a"), arch_defaults("sm_90a")
    small = dataclasses.replace(d100, bn=64, bk=32, stages=2)
    ex = examples()
    return {
        "sm100_small": (compile_kernel(generate(small), "small.mlir"), default_sizes(small)),
        "gemm_sm100": (compile_kernel(ex["gemm_sm100"], "gemm_sm100.mlir"), {"M": 256, "N": 384, "K": 512}),
        "gemm_sm90": (compile_kernel(ex["gemm_sm90"], "gemm_sm90.mlir"), {}),
        "tma_copy": (compile_kernel(ex["tma_copy"], "tma_copy.mlir"), {}),
        "sm90_gen": (compile_kernel(generate(d90), "g90.mlir"), default_sizes(d90)),
    }


def mutants(ptx: str) -> list[tuple[str, str]]:
    lines = ptx.splitlines(keepends=True)
    out = []
    for i, line in enumerate(lines):
        t = line.strip()
        if t.startswith(("bar.sync", "barrier.sync", "fence.proxy.async")):
            out.append((f"L{i + 1} drop {t}", "".join(lines[:i] + lines[i + 1:])))
        m = re.match(r"\s*mbarrier\.try_wait\.parity\.shared\.b64 (\w+),", line)
        if m:
            out.append((f"L{i + 1} no wait", "".join(lines[:i] + [f"\tsetp.eq.u32 {m.group(1)}, 0, 0;\n"] + lines[i + 1:])))
    return out


def runner(k: CompiledKernel, sizes: dict[str, int]) -> Callable[[str, int], str]:
    """``run(ptx, seed)``: '' when the emulated buffers match the interpreter's, else why not."""
    sz = spec_sizes(k.spec, sizes)
    grid = k.spec.grid_dims(sz)
    inputs = C.make_inputs(k.spec, sz, 0, False)
    ref = {n: v.copy() for n, v in inputs.items()}
    C.run_interpreter(k, ref, sz, grid)
    spec = dataclasses.replace(k.spec, grid=grid)
    dtypes = k.spec.buffers()

    def run(ptx: str, seed: int) -> str:
        try:
            res = run_kernel(ptx, spec, arrays={n: v.copy() for n, v in inputs.items()}, sizes=dict(sz), seed=0,
                             schedule_seed=seed)
        except Exception as e:
            return str(e).splitlines()[0]
        for n in ref:
            if C.compare(n, dtypes[n], np.asarray(res.buffers[n]), ref[n], None, None, int(sz.get("K", 1))):
                return f"MISMATCH {n}"
        return ""
    return run


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--seeds", type=int, default=32)
    args = p.parse_args()
    seeds = range(args.seeds)
    rows: list[tuple[str, dict[str, list[bool]]]] = []
    always = never = 0
    secs: dict[str, list[float]] = {}
    for kname, (k, sizes) in kernels().items():
        run = runner(k, sizes)
        for mname, ptx in [("unmutated", k.ptx)] + mutants(k.ptx):
            hits: dict[str, list[bool]] = {}
            for pol, share in POLICIES.items():
                machine.LAGGARD_SHARE = share
                hits[pol] = []
                for s in seeds:
                    t0 = time.process_time()
                    why = run(ptx, s)
                    if mname == "unmutated":
                        secs.setdefault(kname, []).append(time.process_time() - t0)
                        if why:
                            print(f"FALSE REPORT: {kname} unmutated, {pol} seed {s}: {why}")
                    hits[pol].append(bool(why))
            machine.LAGGARD_SHARE = POLICIES["half"]
            if mname == "unmutated":
                continue
            n = sum(map(sum, hits.values()))
            if n == 0:
                never += 1
            elif n == len(POLICIES) * len(seeds):
                always += 1
            else:
                rows.append((f"{kname} {mname}", hits))
    print(f"{always} mutants rejected under every seed and policy, {never} under none; "
          f"{len(rows)} schedule-dependent:")
    for name, hits in rows:
        print(f"  {name:48} " + "  ".join(f"{pol} {sum(h)}/{len(seeds)} {''.join('X' if x else '.' for x in h)}"
                                           for pol, h in hits.items()))
    for pol in POLICIES:
        share = sum(sum(h[pol]) for _, h in rows) / max(1, len(rows) * len(seeds))
        print(f"{pol}: {share:.3f} of (mutant, seed) runs rejected")
    for pol in POLICIES:
        for n in (1, 2, 3, 4, 6, 8):
            if 2 * n > len(seeds):
                break
            first = sum(any(h[pol][:n]) for _, h in rows)
            windows = [sum(any(h[pol][o:o + n]) for _, h in rows) for o in range(len(seeds) - n + 1)]
            print(f"{pol} N={n}: seeds 0..{n - 1} reject {first}/{len(rows)}; windows of {n} seeds: mean "
                  f"{sum(windows) / len(windows):.2f}, worst {min(windows)}")
    for kname, ts in secs.items():
        print(f"{kname}: {min(ts):.3f} s min, {sum(ts) / len(ts):.3f} s mean CPU per emulator run (unmutated)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
