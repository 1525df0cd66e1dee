"""Emulator benchmark: the Triton sm_90 f16 matmul fixture at M = N = K = 256 (4 CTAs) and the vector add.

    python bench/emulator.py            # prints a markdown section (paste into bench/NOTES.md)
    python bench/emulator.py --profile  # plus the top of a cProfile of the matmul

Target (issue 9): the matmul at 256^3 under 30 s on the 2-core development machine.  Instructions
are warp instructions (one PTX instruction executed by one warp); wall time includes parsing,
compiling the PTX, encoding tensor maps and the reference check.
"""

from __future__ import annotations

import argparse
import cProfile
import io
import os
import pstats
import statistics
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

from nanotile.emu.launch import emulate  # noqa: E402
from nanotile.launch.spec import load_spec  # noqa: E402

FIX = os.path.join(os.path.dirname(ROOT), "shared", "fixtures", "triton")
CASES = [
    ("mm_f16_128x128x64_sm90_w4_s3", {"M": 256, "N": 256, "K": 256}),
    ("mm_f16_128x128x64_sm100_w4_s3", {"M": 256, "N": 256, "K": 256}),
    ("vadd_f32_sm90", {"n": 1 << 16}),
]


def run(name: str, sizes: dict[str, int], reps: int) -> str:
    ptx = open(os.path.join(FIX, name + ".ptx")).read()
    spec = load_spec(os.path.join(FIX, name + ".json"))
    walls, emus, ips = [], [], []
    ninstr = 0
    for r in range(reps):
        t0 = time.perf_counter()
        rep = emulate(ptx, spec, sizes=sizes, seed=r, schedule_seed=r, progress=False)
        walls.append(time.perf_counter() - t0)
        assert rep.ok, rep.lines()
        emus.append(rep.result.seconds)
        ips.append(rep.result.instructions_per_second)
        ninstr = rep.result.warp_instructions
    g = rep.result.grid
    size = ", ".join(f"{k}={v}" for k, v in sizes.items())
    return (f"| {name} | {size} | {g[0] * g[1] * g[2]} | {ninstr:,} | {statistics.median(walls):.2f} "
            f"[{min(walls):.2f}-{max(walls):.2f}] | {statistics.median(emus):.2f} | {statistics.median(ips):,.0f} |")


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--reps", type=int, default=3)
    ap.add_argument("--profile", action="store_true")
    args = ap.parse_args()
    if not os.path.isdir(FIX):
        print(f"fixtures not found at {FIX}", file=sys.stderr)
        return 1
    print("| kernel | sizes | CTAs | warp instructions | wall s, median [min-max] | launch s | instructions/s |")
    print("|---|---|---|---|---|---|---|")
    for name, sizes in CASES:
        print(run(name, sizes, args.reps))
    if args.profile:
        pr = cProfile.Profile()
        pr.enable()
        run(*CASES[0], reps=1)
        pr.disable()
        s = io.StringIO()
        pstats.Stats(pr, stream=s).sort_stats("cumulative").print_stats(25)
        print(s.getvalue())
    return 0


if __name__ == "__main__":
    sys.exit(main())
