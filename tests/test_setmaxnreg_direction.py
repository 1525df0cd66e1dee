"""``agent_registers`` lowers to ``setmaxnreg.dec`` only at or below the registers ptxas gives a thread.

Found by fuzzing (fuzz2): gemm_sm90 at 20 warps (``agent_warps = [12, 8]``, 640 threads: 96 registers a
thread) with ``agent_registers = [24, 120]`` compiled with exit 0 to ``setmaxnreg.dec ... 120`` (the split
was a fixed 128), and ptxas refused it: "(C7406) setmaxnreg.dec has register count (120) which is larger
than the largest temporal register count in the program (96)".  Now it is ``setmaxnreg.inc 120``, which
ptxas accepts; kernels of up to 512 threads (budget >= 128) lower as before."""

from __future__ import annotations

import pathlib

import pytest

import nanotile.examples
from conftest import require_tool
from nanotile.cli import main
from nanotile.kernels import GemmConfig, generate
from nanotile.tools import ptxas

EXAMPLES = pathlib.Path(nanotile.examples.__file__).parent


def _compile(tmp_path: pathlib.Path, text: str, capsys: pytest.CaptureFixture[str]) -> str:
    src, out = tmp_path / "k.mlir", tmp_path / "k.ptx"
    src.write_text(text)
    rc = main([str(src), "-o", str(out)])
    assert rc == 0, capsys.readouterr().err
    return out.read_text()


def _sm90_640_threads(regs: str) -> str:
    text = (EXAMPLES / "gemm_sm90.mlir").read_text()
    for old, new in (("num_warps = 12,", "num_warps = 20,"),
                     ("agent_warps = array<i32: 4, 8>",
                      f"agent_warps = array<i32: 12, 8>, agent_registers = array<i32: {regs}>")):
        assert text.count(old) == 1
        text = text.replace(old, new)
    return text


def test_a_budget_above_the_kernels_increases(tmp_path: pathlib.Path, capsys: pytest.CaptureFixture[str]) -> None:
    ptx = _compile(tmp_path, _sm90_640_threads("24, 120"), capsys)
    assert "setmaxnreg.dec.sync.aligned.u32 24;" in ptx
    assert "setmaxnreg.inc.sync.aligned.u32 120;" in ptx and "setmaxnreg.dec.sync.aligned.u32 120;" not in ptx
    ptx96 = _compile(tmp_path, _sm90_640_threads("24, 96"), capsys)    # at the kernel's 96: a decrease
    assert "setmaxnreg.dec.sync.aligned.u32 96;" in ptx96
    require_tool("ptxas")
    for text in (ptx, ptx96):
        r = ptxas(text, "sm_90a", ())
        assert r.ok, r.stderr


def test_up_to_512_threads_the_split_is_128(tmp_path: pathlib.Path, capsys: pytest.CaptureFixture[str]) -> None:
    ptx = _compile(tmp_path, generate(GemmConfig()), capsys)
    assert "setmaxnreg.dec.sync.aligned.u32 40;" in ptx and "setmaxnreg.inc.sync.aligned.u32 232;" in ptx
