"""Checker time per stage (issue 14): what each language's checker costs on the module its stage writes.

    python bench/check_stages.py [REPEATS]

Compiles ``gemm_sm90`` once without per-stage checks, keeping each stage's
module, then times each language's ``check`` on it: alone (a fresh call, as a
test or ``--emit`` runs it) and in a checking session (all 23 in stage order,
as ``pipeline.run_pipeline`` runs them, remembering per-op verdicts).  Then the
whole in-process compile (parse, 22 stages each checked, PTX) and the same
without the per-stage checks.  CPU time (``time.process_time``: the machine
is shared), the minimum of REPEATS (default 5) runs, in ms.
"""

from __future__ import annotations

import os
import sys
import time
from typing import Any

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

from nanotile import pipeline  # noqa: E402
from nanotile.backend_ptx import emit_ptx  # noqa: E402
from nanotile.checkers.common import session  # noqa: E402
from nanotile.cli import examples  # noqa: E402
from nanotile.ir.core import Module  # noqa: E402
from nanotile.ir.parser import parse_module  # noqa: E402
from nanotile.languages.llvm import LlvmModule  # noqa: E402

clock = time.process_time


def main() -> None:
    repeats = int(sys.argv[1]) if len(sys.argv) > 1 else 5
    text = examples()["gemm_sm90"]
    staged: list[tuple[pipeline.AnyLanguage, Module[Any]]] = [(pipeline.INPUT, parse_module(text, "gemm_sm90"))]
    pipeline.run_pipeline(staged[0][1], verify_each=False, on_stage=lambda st, m: staged.append((st.target, m)))
    alone = [float("inf")] * len(staged)
    shared = [float("inf")] * len(staged)
    for _ in range(repeats):
        for i, (lang, m) in enumerate(staged):
            t = clock()
            assert not lang.check(m)
            alone[i] = min(alone[i], clock() - t)
        with session():
            for i, (lang, m) in enumerate(staged):
                t = clock()
                assert not lang.check(m)
                shared[i] = min(shared[i], clock() - t)
    print("| stage's language | alone (ms) | in a session (ms) |")
    print("|---|---:|---:|")
    for (lang, _), a, s in zip(staged, alone, shared):
        print(f"| {lang.name} | {a * 1e3:.2f} | {s * 1e3:.2f} |")
    print(f"| **all 23** | {sum(alone) * 1e3:.1f} | {sum(shared) * 1e3:.1f} |")

    def compile_(verify_each: bool) -> None:
        out, _ = pipeline.run_pipeline(parse_module(text, "gemm_sm90"), verify_each=verify_each)
        emit_ptx(LlvmModule(out))

    for label, flag in (("in-process compile, checked", True), ("without per-stage checks", False)):
        best = float("inf")
        for _ in range(repeats):
            t = clock()
            compile_(flag)
            best = min(best, clock() - t)
        print(f"{label}: {best * 1e3:.1f} ms")


if __name__ == "__main__":
    main()
