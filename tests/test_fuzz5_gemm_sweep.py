"""``python -m nanotile.fuzz --gemm``: generated GEMMs through compile, ptxas and ``nanotile check``.

fuzz5's differential sweep, kept as a tool: random configurations the generator accepts (both targets,
tiles, stages, types, epilogues, persistent grids, agent registers, occupancy) at edge sizes.  The cases
are a pure function of (seed, index), valid, and span every dimension; a short sweep finds nothing; the
sweep's oracle says no to a mismatch and to a refusal by check (the sizes keep the kernel's contract, so
check has no reason to refuse a generated kernel)."""

from __future__ import annotations

import collections
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from nanotile import fuzz
from nanotile.kernels import GemmConfig
from nanotile.kernels.gemm import requires, validate

SMALL = GemmConfig(bm=64, bn=64, bk=16, stages=2, consumers=1)


def test_cases_are_a_function_of_seed_and_index_and_valid() -> None:
    for i in range(40):
        a, b = fuzz.gemm_case(20261127, i), fuzz.gemm_case(20261127, i)
        assert a == b and a.text() == b.text()
        validate(a.config)
    assert fuzz.gemm_case(20261127, 0) != fuzz.gemm_case(20261128, 0)


def test_cases_span_every_dimension() -> None:
    cases = [fuzz.gemm_case(1, i) for i in range(400)]
    seen: dict[str, set[Any]] = collections.defaultdict(set)
    for c in cases:
        for f in ("arch", "bm", "bn", "bk", "stages", "consumers", "dtype", "out", "b_major", "wait_depth",
                  "epilogue"):
            seen[f].add(getattr(c.config, f))
        seen["persistent"].add(c.config.persistent > 0)
        seen["agent registers"].add((c.config.producer_regs, c.config.consumer_regs))
        seen["occupancy"].add(c.occupancy)
        seen["sizes"].add(bool(c.sizes))
    assert seen["arch"] == {"sm_90a", "sm_100a"}
    assert seen["bm"] == {64, 128, 256} and seen["bn"] == {64, 128, 256} and seen["bk"] == {16, 32, 64, 128}
    assert seen["stages"] == {2, 3, 4, 5, 6} and seen["consumers"] == {1, 2} and seen["wait_depth"] == {0, 1, 2}
    assert seen["dtype"] == {"f16", "bf16", "e4m3", "e5m2"} and seen["out"] == {"f16", "bf16", "f32"}
    assert seen["b_major"] == {"k", "mn"} and seen["epilogue"] == {"stg", "tma", "tma-flat"}
    assert seen["persistent"] == {True, False} and seen["sizes"] == {True, False}
    assert seen["occupancy"] == {None, 1, 2, 3} and len(seen["agent registers"]) > 20


def test_drawn_sizes_keep_the_kernels_contract() -> None:
    for i in range(300):
        c = fuzz.gemm_case(2, i)
        if c.sizes:
            sizes = dict(c.sizes)
            assert min(sizes.values()) >= 1
            for rule in requires(c.config):
                assert eval(rule, {}, sizes), (c, rule)


def test_the_occupancy_goes_on_the_kernel_spec() -> None:
    c = fuzz.GemmCase(0, 0, SMALL, 2, ())
    assert c.text().count("nv_tileaa.occupancy = 2 : i32") == 1
    assert "nv_tileaa.occupancy" not in fuzz.GemmCase(0, 0, SMALL, None, ()).text()
    line = c.replay()
    assert "python -m nanotile.kernels gemm --bm 64 --bn 64 --bk 16 --stages 2 --consumers 1 -o k.mlir" in line
    assert "nv_tileaa.occupancy = 2" in line and "--gemm --replay 0:0" in line


def test_a_short_sweep_finds_nothing() -> None:
    rep = fuzz.gemm_sweep(5, 3)
    assert rep.ran == 3 and not rep.failures, rep.failures
    assert rep.counts.get("checked", 0) >= 1


def test_the_sweep_oracle_says_no(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A small gemm passes; the same case at sizes breaking its contract (K % 8) is a failure, not a
    pass as for a mutant; a buffer in which the interpreter and the emulator differ is a failure."""
    import nanotile.launch.check as C

    o = fuzz.run_gemm_case(fuzz.GemmCase(0, 0, SMALL, None, ()), str(tmp_path))
    assert o.status == "checked" and not o.failed, o
    o = fuzz.run_gemm_case(fuzz.GemmCase(0, 0, SMALL, None, (("K", 20),)), str(tmp_path))
    assert o.failed and o.status == "gemm-refused" and "K % 8 == 0" in o.detail, o
    # K = 0 meets K % 8 but no tensor map can describe it: the contract says so (fuzz5's finding,
    # which stopped inside the emulator's cuTensorMapEncodeTiled before)
    o = fuzz.run_gemm_case(fuzz.GemmCase(0, 0, SMALL, None, (("K", 0),)), str(tmp_path))
    assert o.failed and o.status == "gemm-refused" and "requires K > 0" in o.detail, o

    real_compare = C.compare

    def off_by_one(name: str, dtype: str, got: np.ndarray, want: np.ndarray, *a: Any, **k: Any) -> Any:
        return real_compare(name, dtype, got + (name == "C"), want, *a, **k)

    monkeypatch.setattr(C, "compare", off_by_one)
    o = fuzz.run_gemm_case(fuzz.GemmCase(0, 0, SMALL, None, ()), str(tmp_path))
    assert o.failed and o.status == "mismatch" and o.detail.startswith("check: MISMATCH: C "), o


def test_an_occupancy_the_agents_cannot_fit_is_a_located_error(tmp_path: Path) -> None:
    """[40, 232] at occupancy 3 (56 registers a thread): refused at the agent_switch, located: a pass."""
    o = fuzz.run_gemm_case(fuzz.GemmCase(0, 0, GemmConfig(), 3, ()), str(tmp_path))
    assert o.status == "error" and not o.failed, o
