"""Helpers for emulator tests: run a PTX snippet as a kernel over given arrays."""

from __future__ import annotations

from pathlib import Path
from typing import Any, Mapping

import numpy as np
import pytest

import contextlib
import io
from dataclasses import dataclass

from nanotile.cli import main as nanotile_main
from nanotile.emu.launch import EmuResult, run_kernel
from nanotile.launch.spec import parse_spec

FIXTURES = Path(__file__).resolve().parents[2].parent / "shared" / "fixtures" / "triton"


def fixture(name: str) -> Path:
    p = FIXTURES / name
    if not p.exists():
        pytest.skip(f"{p} not found (the shared fixtures live beside the repository)")
    return p


def kernel(body: str, params: str, regs: str = "", target: str = "sm_90a", shared: str = "") -> str:
    """A PTX module with one entry ``k`` (``params``: the text inside the parentheses)."""
    return (f".version 8.0\n.target {target}\n.address_size 64\n{shared}\n"
            f".visible .entry k({params})\n{{\n{regs}\n{body}\n}}\n")


def warpgroup_split(producer: str, consumer: str, regs: str, directives: str = "", prelude: str = "",
                    shared: str = "") -> str:
    """A kernel whose warpgroup 0 runs ``producer`` and the other threads ``consumer`` (after
    ``prelude``, which follows reading the thread id into ``%r0``); then every thread writes its id to
    ``pout``.  ``directives`` (e.g. ``.maxnreg``) go between the entry's parameters and its body."""
    ptx = kernel(f"""
\tmov.u32 %r0, %tid.x;
{prelude}\tsetp.lt.u32 %p0, %r0, 128;
\t@!%p0 bra CONS;
\t{producer}
\tbra.uni DONE;
CONS:
\t{consumer}
DONE:
\tld.param.u64 %rd1, [pout];
\tmul.wide.u32 %rd2, %r0, 4;
\tadd.s64 %rd3, %rd1, %rd2;
\tst.global.u32 [%rd3], %r0;
\tret;
""", "\t.param .u64 pout", regs, shared=shared)
    return ptx.replace(")\n{", f")\n{directives}\n{{", 1) if directives else ptx


def run(ptx: str, params: list[dict[str, Any]], arrays: Mapping[str, np.ndarray], block: int = 32,
        grid: int = 1, sizes: Mapping[str, int] | None = None, reference: str | None = None,
        schedule_seed: int = 0, dynamic_shared: int = 0) -> EmuResult:
    """Launch ``ptx``; ptr params name arrays (shapes taken from them)."""
    ps = []
    for p in params:
        if p["kind"] == "ptr" and "value" not in p:
            a = arrays[p["name"]]
            p = dict(p, dtype=_dt(a), shape=list(a.shape))
        ps.append(p)
    names = [p["name"] for p in ps if p["kind"] == "ptr" and "value" not in p]
    spec = parse_spec({"kernel": "k", "grid": [grid], "block": [block], "params": ps,
                       "dynamic_shared_bytes": dynamic_shared,
                       "reference": reference or "; ".join(f"{n} = {n}" for n in names),
                       "sizes_example": dict(sizes or {})})
    return run_kernel(ptx, spec, arrays=arrays, schedule_seed=schedule_seed)


def _dt(a: np.ndarray) -> str:
    return {"float32": "f32", "float16": "f16", "int32": "i32", "uint32": "u32", "int64": "i64",
            "uint64": "u64", "float64": "f64", "uint8": "u8", "int8": "i8", "uint16": "u16",
            "int16": "i16", "bfloat16": "bf16"}[str(a.dtype)]


@dataclass
class Run:
    returncode: int
    stdout: str
    stderr: str


def cli(argv: list[str]) -> Run:
    """``python -m nanotile ARGV`` in this process (exit status, stdout, stderr)."""
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            rc = nanotile_main(argv)
        except SystemExit as e:
            rc = int(e.code or 0)
    return Run(rc, out.getvalue(), err.getvalue())


def run_ids(ptx: str, seed: int = 0) -> np.ndarray:
    """Run a 384-thread ``warpgroup_split`` kernel whose threads each write their id to ``out``, under
    warp schedule ``seed``; the ``out`` it wrote."""
    out = np.zeros(384, dtype=np.uint32)
    return run(ptx, [{"name": "out", "kind": "ptr"}], {"out": out}, block=384,
               schedule_seed=seed).buffers["out"]


def second_setmaxnreg_reports(ptx: str, seeds: range) -> tuple[int, list[str]]:
    """The PTX line of the first ``setmaxnreg ... 40`` and the emulator's error under each of ``seeds``
    (each must raise): what a test of the report at the second setmaxnreg asserts on."""
    from nanotile.emu.errors import EmuError

    first = next(i for i, ln in enumerate(ptx.splitlines(), 1) if "u32 40;" in ln)
    msgs = []
    for seed in seeds:
        with pytest.raises(EmuError) as e:
            run_ids(ptx, seed)
        msgs.append(str(e.value))
    return first, msgs


SECOND_SETMAXNREG_OLD = r"all warps of a warpgroup execute the same setmaxnreg and synchronize before the next"
"""fuzz3's report: a warp's second setmaxnreg ran before another warp's first."""


def fails_at_second_setmaxnreg(ptx: str, seeds: range, new: str) -> None:
    """Every schedule of ``seeds`` fails at the second setmaxnreg: with fuzz3's report where the schedule
    ran one warp's second before another's first, else with the vector clocks' (regex ``new``), the
    latter at least once."""
    import re

    from nanotile.emu.errors import EmuError

    n_new = 0
    for seed in seeds:
        with pytest.raises(EmuError) as e:
            run_ids(ptx, seed)
        msg = str(e.value)
        assert "setmaxnreg.dec.sync.aligned.u32 32" in msg and e.value.line > 0, msg
        if re.search(new, msg):
            n_new += 1
        else:
            assert re.search(SECOND_SETMAXNREG_OLD, msg), msg
    assert n_new > 0
