"""Triton-compiled kernels (../shared/fixtures/triton) run on the emulator and match numpy."""

from __future__ import annotations

import subprocess
import sys

import numpy as np
import pytest

from nanotile.emu.launch import emulate
from nanotile.launch.spec import load_spec

from emu_helpers import fixture


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
    r = subprocess.run([sys.executable, "-m", "nanotile", "emulate", str(ptx), "--spec", str(spec),
                        "--size", "n=2000", "--seed", "3", "--schedule-seed", "5"], capture_output=True, text=True)
    assert r.returncode == 0, r.stderr
    assert "match: out (2000 f32): max abs error 0, max rel error 0" in r.stdout
    assert "2 CTAs" in r.stdout and "instructions/s" in r.stdout
    text = ptx.read_text().replace("add.f32 \t%r20, %r4, %r12;", "sub.f32 \t%r20, %r4, %r12;")
    assert text != ptx.read_text()
    import pathlib
    p = pathlib.Path(str(tmp_path)) / "vadd_bad.ptx"
    p.write_text(text)
    r = subprocess.run([sys.executable, "-m", "nanotile", "emulate", str(p), "--spec", str(spec)],
                       capture_output=True, text=True)
    assert r.returncode == 1
    assert "MISMATCH: out (3000 f32): 384 element(s) differ" in r.stdout
    assert "  out[3] = " in r.stdout


def test_cli_usage_errors(tmp_path: object) -> None:
    spec = fixture("vadd_f32_sm90.json")
    ptx = fixture("vadd_f32_sm90.ptx")
    r = subprocess.run([sys.executable, "-m", "nanotile", "emulate", str(ptx), "--spec", str(spec),
                        "--size", "m=3"], capture_output=True, text=True)
    assert r.returncode == 1 and "unknown size 'm' (the spec's sizes: n)" in r.stderr
    r = subprocess.run([sys.executable, "-m", "nanotile", "emulate", str(ptx)], capture_output=True, text=True)
    assert r.returncode == 2 and "--spec" in r.stderr
