"""Triton-compiled kernels (../shared/fixtures/triton) run on the emulator and match numpy."""

from __future__ import annotations

import re
import subprocess
import sys

import numpy as np
import pytest

from nanotile.emu.launch import emulate
from nanotile.launch.spec import load_spec

from emu_helpers import Run, cli, fixture


def _load(name: str) -> tuple[str, object]:
    ptx = fixture(f"{name}.ptx").read_text()
    return ptx, load_spec(fixture(f"{name}.json"))


@pytest.mark.parametrize("n", [3000, 4096, 77])
def test_vadd(n: int) -> None:
    """At the JSON's size (a masked tail), a whole number of blocks, and less than one block: any lane
    past n that loaded or stored would be an out-of-bounds error, since buffers hold exactly n."""
    ptx, spec = _load("vadd_f32_sm90")
    rep = emulate(ptx, spec, sizes={"n": n}, seed=n)  # type: ignore[arg-type]
    assert rep.ok, rep.lines()
    out = rep.result.buffers["out"]
    assert np.array_equal(out, rep.result.inputs["x"] + rep.result.inputs["y"])


def test_cli_vadd_match_and_mismatch(tmp_path: object) -> None:
    ptx = fixture("vadd_f32_sm90.ptx")
    spec = fixture("vadd_f32_sm90.json")
    r = cli(["emulate", str(ptx), "--spec", str(spec), "--size", "n=2000", "--seed", "3", "--schedule-seed", "5"])
    assert r.returncode == 0, r.stderr
    assert "match: out (2000 f32): max abs error 0, max rel error 0" in r.stdout
    assert "2 CTAs" in r.stdout and "instructions/s" in r.stdout
    text = ptx.read_text().replace("add.f32 \t%r20, %r4, %r12;", "sub.f32 \t%r20, %r4, %r12;")
    assert text != ptx.read_text()
    import pathlib
    p = pathlib.Path(str(tmp_path)) / "vadd_bad.ptx"
    p.write_text(text)
    r = cli(["emulate", str(p), "--spec", str(spec)])
    assert r.returncode == 1
    assert "MISMATCH: out (3000 f32): 384 element(s) differ" in r.stdout
    assert "  out[3] = " in r.stdout


def test_cli_usage_errors(tmp_path: object) -> None:
    spec = fixture("vadd_f32_sm90.json")
    ptx = fixture("vadd_f32_sm90.ptx")
    r = cli(["emulate", str(ptx), "--spec", str(spec), "--size", "m=3"])
    assert r.returncode == 1 and "unknown size 'm' (the spec's sizes: n)" in r.stderr
    r = cli(["emulate", str(ptx)])
    assert r.returncode == 1 and "--spec" in r.stderr
    # the real entry point (python -m nanotile emulate), once
    p = subprocess.run([sys.executable, "-m", "nanotile", "emulate", str(ptx), "--spec", str(spec), "--size", "n=100"],
                       capture_output=True, text=True)
    assert p.returncode == 0 and "match: out (100 f32)" in p.stdout


# ---- the sm_90 f16 matmul: TMA (128B swizzle, MN-major B), 3-stage mbarrier ring, WGMMA, stmatrix ----

MM = "mm_f16_128x128x64_sm90_w4_s3"


def _mm_cli(ptx_text: str | None, spec_json: dict[str, object] | None, tmp_path: object,
            *sizes: str) -> Run:
    import json
    import pathlib
    d = pathlib.Path(str(tmp_path))
    ptx = fixture(f"{MM}.ptx")
    spec = fixture(f"{MM}.json")
    if ptx_text is not None:
        ptx = d / "k.ptx"
        ptx.write_text(ptx_text)
    if spec_json is not None:
        spec = d / "k.json"
        spec.write_text(json.dumps(spec_json))
    args = [a for s in sizes for a in ("--size", s)]
    return cli(["emulate", str(ptx), "--spec", str(spec), *args])


def test_matmul_at_fixture_sizes() -> None:
    """M = N = K = 200: partial tiles in every dimension (OOB TMA boxes zero-filled, clipped TMA stores)."""
    ptx, spec = _load(MM)
    rep = emulate(ptx, spec)  # type: ignore[arg-type]
    assert rep.ok, rep.lines()
    assert rep.comparisons[0].shape == (200, 200)


def test_matmul_other_size() -> None:
    ptx, spec = _load(MM)
    rep = emulate(ptx, spec, sizes={"M": 64, "N": 136, "K": 80}, seed=1, schedule_seed=4)  # type: ignore[arg-type]
    assert rep.ok, rep.lines()


def _small() -> tuple[str, ...]:
    return ("M=128", "N=64", "K=128")


def _json(name: str) -> dict[str, object]:
    import json
    return dict(json.loads(fixture(f"{name}.json").read_text()))


def test_lie_wrong_swizzle(tmp_path: object) -> None:
    """The spec says A is not swizzled; the kernel's WGMMA descriptors read it 128B-swizzled: mismatch."""
    spec = _json(MM)
    spec["params"][0]["swizzle_bytes"] = 0  # type: ignore[index]
    r = _mm_cli(None, spec, tmp_path, *_small())
    assert r.returncode == 1
    assert "MISMATCH: C (128x64 f16)" in r.stdout and "\n  C[1, 0] = " in r.stdout
    spec["params"][0]["swizzle_bytes"] = 64  # type: ignore[index]
    r = _mm_cli(None, spec, tmp_path, *_small())
    assert r.returncode == 1
    assert ("tensor map 'A': cuTensorMapEncodeTiled: the bounding box inner dimension (128 bytes) must be <= "
            "the swizzle size (64 bytes)") in r.stderr


def test_lie_mbarrier_wait_removed(tmp_path: object) -> None:
    import re
    text = fixture(f"{MM}.ptx").read_text()
    mutated = re.sub(r"\{\s*\.reg \.pred complete;.*?\}", "", text, count=1, flags=re.S)
    assert mutated != text
    r = _mm_cli(mutated, None, tmp_path, *_small())
    assert r.returncode == 1
    assert "error: race: wgmma.mma_async reads shared memory" in r.stderr
    assert "that the cp.async.bulk.tensor at line 112 writes asynchronously" in r.stderr
    assert "wait on the mbarrier first" in r.stderr


def test_lie_halved_expect_tx(tmp_path: object) -> None:
    text = fixture(f"{MM}.ptx").read_text()
    mutated = text.replace("[%r8], 32768;", "[%r8], 16384;")
    assert mutated != text
    r = _mm_cli(mutated, None, tmp_path, *_small())
    assert r.returncode == 1
    # which of the stage's two copies (A: 16384 bytes, B: 8192) lands second, and so finds the tx-count
    # exhausted, is the schedule's choice (under schedule 0 the scheduler's laggard, machine.py, makes it A)
    assert re.search(r"complete_tx of (8192|16384) bytes makes the tx-count of mbarrier 0x18400 negative "
                     r"\(-\1\) in phase 1", r.stderr), r.stderr


def test_lie_deadlock(tmp_path: object) -> None:
    """Stage 0's mbarrier expects two arrivals; only one thread arrives: the consumers wait forever."""
    text = fixture(f"{MM}.ptx").read_text()
    mutated = text.replace("mbarrier.init.shared::cta.b64 [%r8], 1;", "mbarrier.init.shared::cta.b64 [%r8], 2;")
    assert mutated != text
    r = _mm_cli(mutated, None, tmp_path, *_small())
    assert r.returncode == 1
    err = r.stderr
    assert "deadlock: no warp of CTA" in err
    assert "at line 448: mbarrier.try_wait.parity.shared::cta.b64 complete, [%r37], %r162" in err
    assert ("waits on mbarrier 0x18400: phase 0 (parity 0) in progress, awaiting completion of the phase of "
            "parity 0; pending arrivals 1 of 2; pending tx bytes 0; nothing in flight can complete it") in err
    assert err.count("waits on mbarrier") == 4


# ---- the sm_100a matmul: tcgen05.alloc / mma (TMEM accumulator) / commit / ld / st / dealloc ----

MM100 = "mm_f16_128x128x64_sm100_w4_s3"


@pytest.mark.parametrize("sizes", [None, {"M": 136, "N": 128, "K": 72}])
def test_sm100_matmul(sizes: dict[str, int] | None) -> None:
    ptx, spec = _load(MM100)
    rep = emulate(ptx, spec, sizes=sizes, schedule_seed=2)  # type: ignore[arg-type]
    assert rep.ok, rep.lines()


def test_sm100_missing_dealloc(tmp_path: object) -> None:
    text = fixture(f"{MM100}.ptx").read_text()
    mutated = text.replace("@%p1 tcgen05.dealloc.cta_group::1.sync.aligned.b32 %r230, 128;", "")
    assert mutated != text
    import pathlib
    p = pathlib.Path(str(tmp_path)) / "k.ptx"
    p.write_text(mutated)
    r = cli(["emulate", str(p), "--spec", str(fixture(f"{MM100}.json")), "--size", "M=64", "--size", "N=64",
             "--size", "K=64"])
    assert r.returncode == 1
    assert "kernel exits with Tensor Memory still allocated (column 0 x 128); tcgen05.dealloc is missing" in r.stderr


@pytest.mark.parametrize("remove, sizes, message", [
    ("\twgmma.wait_group.sync.aligned 0;\n", ("M=128", "N=128", "K=64"),
     "race: reads %r166, an accumulator of the wgmma.mma_async at line 516 that has not completed"),
    ("\twgmma.wait_group.sync.aligned 1;\n", ("M=128", "N=128", "K=200"),
     "race: cp.async.bulk.tensor overwrites shared memory [0x400, 0x4400) that the wgmma.mma_async issued at "
     "line 531"),
    # which of the two C tiles' TMA stores finds the unfenced stores first is the schedule's choice (the
    # scheduler's laggard, machine.py, can hold back either)
    ("\tfence.proxy.async.shared::cta;\n", ("M=128", "N=128", "K=64"),
     re.compile(r"race: cp\.async\.bulk\.tensor \(store\) reads shared memory \[(0x400, 0x4400|0x4400, 0x8400)\) "
                r"through the async proxy, but warp 0 wrote it with generic stores \(st\.shared/stmatrix\) not "
                r"followed by fence\.proxy\.async")),
])
def test_more_hazards(remove: str, sizes: tuple[str, ...], message: str | re.Pattern[str], tmp_path: object) -> None:
    """Removing a wgmma.wait_group (accumulators read early; a stage refilled while read) or the proxy fence
    before the TMA store is reported, naming the line."""
    text = fixture(f"{MM}.ptx").read_text()
    mutated = text.replace(remove, "", 1)
    assert mutated != text
    r = _mm_cli(mutated, None, tmp_path, *sizes)
    found = message.search(r.stderr) if isinstance(message, re.Pattern) else message in r.stderr
    assert r.returncode == 1 and found, r.stderr


def test_tma_destination_misaligned_for_swizzle(tmp_path: object) -> None:
    text = fixture(f"{MM}.ptx").read_text()
    mutated = text.replace("add.s32 \t%r12, %r6, 49152;", "add.s32 \t%r12, %r6, 49664;")
    assert mutated != text
    r = _mm_cli(mutated, None, tmp_path, "M=128", "N=128", "K=64")
    assert r.returncode == 1
    assert ":129: error: TMA shared-memory address 0xc600 is not 1024-byte aligned, as its 128-byte swizzle " \
           "requires" in r.stderr
