"""The fuzzer (``nanotile/fuzz.py``, ``make fuzz``): a short fixed-seed campaign, and its oracle saying no."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import numpy as np
import pytest

from nanotile import fuzz
from nanotile.cli import examples

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(scope="module")
def seeds() -> list[fuzz.Seed]:
    return fuzz.corpus(ROOT)


def test_corpus_covers_examples_languages_and_test_inputs(seeds: list[fuzz.Seed]) -> None:
    names = {s.name for s in seeds}
    langs = {s.language for s in seeds}
    assert {f"example:{e}" for e in examples()} <= names
    assert {"tileas", "llfunc", "smem", "llvm"} <= langs
    assert any(n.startswith("tests/malformed/") for n in names)
    assert any(n.startswith("tests/regressions/") for n in names)
    assert any(n.startswith("tests/diagnostics/snippets/") for n in names)


def test_mutants_are_a_function_of_seed_and_index(seeds: list[fuzz.Seed]) -> None:
    a, b = fuzz.make_mutant(seeds, 7, 123), fuzz.make_mutant(seeds, 7, 123)
    assert a.data == b.data and a.edits == b.edits
    assert fuzz.make_mutant(seeds, 7, 124).data != a.data or fuzz.make_mutant(seeds, 8, 123).data != a.data


def test_short_campaign_finds_nothing(seeds: list[fuzz.Seed]) -> None:
    """60 mutants of a fixed seed: every one either compiles to PTX that ptxas accepts or gets a
    located error; none is an internal error, a timeout, or rejected by ptxas."""
    rep = fuzz.campaign(seeds, 20261123, 60, timeout=20)
    assert rep.ran == 60
    assert not rep.failures, "\n".join(fuzz.reproducer(mu, o, ROOT / "fuzz-out") for mu, o in rep.failures.values())
    assert rep.counts.get("ok", 0) > 0 and rep.counts.get("error", 0) > 0


# -- the oracle can say no ---------------------------------------------------


def test_unlocated_and_caretless_reports_are_failures() -> None:
    assert fuzz.located("nanotile: error: something\n", "k.mlir") is not None
    assert fuzz.located("k.mlir:0:0: error: x\n", "k.mlir") is not None
    assert fuzz.located("k.mlir:2:3: error: x\n", "k.mlir") is not None  # no source line or caret
    assert fuzz.located("k.mlir:2:3: error: x\n  ab\n  ^\n", "k.mlir") is None


def test_ptxas_rejection_is_a_failure() -> None:
    from conftest import require_tool

    require_tool("ptxas")
    bad = ".version 8.0\n.target sm_90a\n.address_size 64\n.visible .entry k() { ld.global.u32 %r1, [%rd0-4]; ret; }\n"
    o = fuzz._judge_ptx(bad)
    assert o.failed and o.status == "ptxas"


def test_timeout_and_internal_error_are_failures(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    o = fuzz.run_mutant(examples()["gemm_sm90"].encode(), "tileas", str(tmp_path), timeout=0.001)
    assert o.failed and o.status == "timeout"

    import nanotile.pipeline as pipeline

    def boom(*args: object, **kwargs: object) -> object:
        raise IndexError("planted")

    monkeypatch.setattr(pipeline, "run_pipeline", boom)
    o = fuzz.run_mutant(examples()["vector_add"].encode(), "tileas", str(tmp_path))
    assert o.failed and o.status == "internal" and "planted" in o.detail


# -- float constants and --check ------------------------------------------------


def test_float_mutation_replaces_one_float_constant() -> None:
    import random

    text = examples()["gemm_sm90"]
    assert "dense<0.0>" in text
    seen = set()
    for i in range(40):
        new, what = fuzz.m_float(text, random.Random(i))
        assert what.startswith("float 0.0 at ") and new != text
        seen.add(what.rsplit(" -> ", 1)[1])
        assert new.replace("dense<" + what.rsplit(" -> ", 1)[1] + ">", "dense<0.0>", 1) == text
    assert {"1.0e39", "70000.0", "1.01171875"} & seen
    assert fuzz.m_float(examples()["vector_add"], random.Random(0))[1] == "nothing"   # no float constant


def test_check_corpus_is_launchable_tileas(seeds: list[fuzz.Seed]) -> None:
    cs = fuzz.check_corpus(seeds)
    names = {s.name for s in cs}
    assert {f"example:{e}" for e in examples()} <= names
    assert sum(n.startswith("gemm ") for n in names) == len(fuzz.CHECK_GEMMS)
    assert all(s.language == "tileas" and "nanotile.launch" in s.text for s in cs)


def test_short_check_campaign_finds_nothing(seeds: list[fuzz.Seed]) -> None:
    """60 mutants of the launchable corpus under --check: whatever compiles, the interpreter and the
    emulated PTX agree on (or check refuses in one line); none is an internal error, timeout or mismatch."""
    rep = fuzz.campaign(fuzz.check_corpus(seeds), 20261126, 60, timeout=20, check=True)
    assert rep.ran == 60
    assert not rep.failures, "\n".join(fuzz.reproducer(mu, o, ROOT / "fuzz-out") for mu, o in rep.failures.values())
    assert rep.counts.get("checked", 0) > 0 and rep.counts.get("error", 0) > 0


def test_check_oracle_says_no(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A buffer where the interpreter and the emulator differ, and an internal error of check, are failures;
    check refusing the kernel in one line (sizes its contract breaks) is not."""
    import nanotile.launch.check as C

    va = examples()["vector_add"].encode()
    o = fuzz.run_mutant(va, "tileas", str(tmp_path), check=True)
    assert o.status == "checked", o
    o = fuzz.run_mutant(va, "tileas", str(tmp_path), check=False)
    assert o.status == "ok", o
    refused = va.replace(b'sizes = {n = 4096}', b'sizes = {n = 4096}, requires = ["n % 3 == 0"]')
    o = fuzz.run_mutant(refused, "tileas", str(tmp_path), check=True)
    assert o.status == "check-refused" and not o.failed and "requires n % 3 == 0" in o.detail, o

    real_compare = C.compare

    def off_by_one(name: str, dtype: str, got: np.ndarray, want: np.ndarray, *a: Any, **k: Any) -> Any:
        return real_compare(name, dtype, got + (name == "c"), want, *a, **k)

    monkeypatch.setattr(C, "compare", off_by_one)
    o = fuzz.run_mutant(va, "tileas", str(tmp_path), check=True)
    assert o.failed and o.status == "mismatch" and o.detail.startswith("check: MISMATCH: c "), o

    def boom(*a: object, **k: object) -> object:
        raise IndexError("planted")

    monkeypatch.setattr(C, "check", boom)
    o = fuzz.run_mutant(va, "tileas", str(tmp_path), check=True)
    assert o.failed and o.status == "internal" and "planted" in o.detail, o


def test_reproducer_of_a_check_campaign_replays_with_its_corpus(seeds: list[fuzz.Seed], tmp_path: Path) -> None:
    """A --check campaign mutates check_corpus, so its replay line must say --check (it said
    'python -m nanotile.fuzz --replay S:I', which rebuilt a different mutant from the whole corpus)."""
    cs = fuzz.check_corpus(seeds)
    mu = fuzz.make_mutant(cs, 20261129, 847)
    line = fuzz.reproducer(mu, fuzz.Outcome("internal", "x"), tmp_path, check=True).splitlines()[-1]
    assert line.endswith("(or python -m nanotile.fuzz --check --replay 20261129:847)")
    assert (tmp_path / "fuzz_20261129_847.mlir").read_bytes() == mu.data
    assert "--check" not in fuzz.reproducer(fuzz.make_mutant(seeds, 1, 2), fuzz.Outcome("internal", "x"), tmp_path)
