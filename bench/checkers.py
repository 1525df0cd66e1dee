"""Checker scaling (issue 11): check time against module size, at 1x, 4x and 16x the ops.

    python bench/checkers.py            # prints a markdown table
    python bench/checkers.py --old REV  # also times the SSA checker of git revision REV (e.g. a pre-fix one)

The module is vector_add with its register tile grown from 2048 to 32768
elements (4 warps: 16 to 256 elements per thread), so every pass's output
grows with it.  "check" is the time all languages' checkers take over one
compile (``--timing``'s check column summed); "ssa" is ``check_ssa`` alone on
the largest intermediate module.  Medians of 3.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import time
import types
from typing import Any, Callable

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

from nanotile import pipeline  # noqa: E402
from nanotile.checkers.common import check_ssa  # noqa: E402
from nanotile.cli import examples  # noqa: E402
from nanotile.ir.parser import parse_module  # noqa: E402

BASE = 2048
SCALES = (1, 4, 16)


def kernel(elements: int) -> str:
    return examples()["vector_add"].replace("1024", str(elements))


def median(fn: Callable[[], object], reps: int = 3) -> float:
    times = []
    for _ in range(reps):
        t0 = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t0)
    return statistics.median(times)


def old_check_ssa(rev: str) -> Callable[[Any], Any]:
    """``check_ssa`` as it was at git revision ``rev`` (loaded beside the current package)."""
    src = subprocess.run(["git", "-C", ROOT, "show", f"{rev}:nanotile/checkers/common.py"],
                         capture_output=True, text=True, check=True).stdout
    mod = types.ModuleType("nanotile.checkers._old_common")
    mod.__package__ = "nanotile.checkers"
    exec(compile(src, f"{rev}:common.py", "exec"), mod.__dict__)
    fn: Callable[[Any], Any] = mod.check_ssa
    return fn


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--old", metavar="REV", help="also time check_ssa as of this git revision")
    args = ap.parse_args()
    old = old_check_ssa(args.old) if args.old else None
    head = "| scale | tile elements | ops (largest module) | check, all stages (ms) | check_ssa (ms) |"
    rule = "|---|---|---|---|---|"
    if old is not None:
        head += f" check_ssa at {args.old} (ms) |"
        rule += "---|"
    print(head)
    print(rule)
    for s in SCALES:
        n = BASE * s
        m = parse_module(kernel(n), "k.mlir")
        timings: list[pipeline.StageTiming] = []
        mods: list[Any] = []
        pipeline.run_pipeline(m, timings=timings, on_stage=lambda st, mod: mods.append(mod))
        check = sum(t.check_seconds for t in timings)
        big = max(mods, key=pipeline.count_ops)
        ops = pipeline.count_ops(big)
        ssa = median(lambda: check_ssa(big))
        row = f"| {s}x | {n} | {ops} | {check * 1e3:.0f} | {ssa * 1e3:.1f} |"
        if old is not None:
            row += f" {median(lambda: old(big), 1) * 1e3:.1f} |"
        print(row, flush=True)


if __name__ == "__main__":
    main()
