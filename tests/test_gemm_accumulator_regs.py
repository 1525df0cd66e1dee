"""gemm --consumer-regs must hold every accumulator a consumer keeps live, not just one wgmma's.

Found by fuzz2 (sampled generator flags, ptxas -v): ``--bm 256 --bn 128 --bk 16 --dtype bf16 --out f16
--producer-regs 40 --consumer-regs 152 --epilogue tma-flat --persistent 5 --group-m 3`` was written and
compiled, and ptxas spilled 528 bytes (each consumer owns two 64-row atoms, 128 f32 accumulator registers;
the generator checked one, 64 + 30).  The least budget now allowed (160 here, 96 at bn 64) does not spill."""

from __future__ import annotations

import re

import pytest

from conftest import require_tool
from nanotile.backend_ptx import emit_ptx
from nanotile.ir.parser import parse_module
from nanotile.kernels import ConfigError, GemmConfig, generate
from nanotile.languages.llvm import LlvmModule
from nanotile.pipeline import run_pipeline
from nanotile.tools import ptxas


@pytest.mark.parametrize("kw, msg", [
    ({"bm": 256, "bn": 128, "consumer_regs": 152},
     "--consumer-regs 152: a consumer's 2 m64n128 accumulators need 158 registers per thread (128 f32 registers, "
     "30 more); below it ptxas spills"),
    ({"bm": 128, "bn": 128, "consumers": 1, "consumer_regs": 152}, "2 m64n128 accumulators need 158"),
    ({"bm": 256, "bn": 64, "consumers": 1, "consumer_regs": 152}, "4 m64n64 accumulators need 158"),
])
def test_budgets_below_the_accumulators_are_refused(kw: dict[str, object], msg: str) -> None:
    with pytest.raises(ConfigError, match=re.escape(msg)):
        generate(GemmConfig(**kw))  # type: ignore[arg-type]


@pytest.mark.parametrize("kw", [
    {"bm": 256, "bn": 128, "bk": 16, "dtype": "bf16", "out": "f16", "producer_regs": 40, "consumer_regs": 160,
     "epilogue": "tma-flat", "persistent": 5, "group_m": 3},
    {"bm": 256, "bn": 64, "producer_regs": 24, "consumer_regs": 96},
])
def test_the_least_budget_does_not_spill(kw: dict[str, object]) -> None:
    require_tool("ptxas")
    m, _ = run_pipeline(parse_module(generate(GemmConfig(**kw)), "k.mlir"))  # type: ignore[arg-type]
    r = ptxas(emit_ptx(LlvmModule(m)), "sm_90a")
    assert r.ok, r.stderr
    assert " 0 bytes spill stores, 0 bytes spill loads" in r.stderr, r.stderr
