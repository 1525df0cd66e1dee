"""``agent_registers`` must fit the CTA's launch allocation, not just an SM's 65536 registers.

Found by fuzzing (fuzz2): the default generated gemm (12 warps) edited to ``agent_registers = [32, 240]``
compiled with exit 0 and ptxas accepted it ("Used 168 registers"): the CTA holds 168 x 384 = 64512
registers, the producer's ``setmaxnreg.dec 32`` frees down to 4096 and the consumers'
``setmaxnreg.inc 240`` asks for 61440, 65536 in all, so the increase would wait forever.  The generator
already refuses ``--producer-regs 32 --consumer-regs 240`` for this reason; the IR rule compared with 65536."""

from __future__ import annotations

import pathlib

import pytest

from nanotile.cli import main
from nanotile.kernels import GemmConfig, generate


def _compile(tmp_path: pathlib.Path, regs: tuple[int, int], capsys: pytest.CaptureFixture[str]) -> tuple[int, str]:
    text = generate(GemmConfig())
    old = "agent_registers = array<i32: 40, 232>"
    assert text.count(old) == 1
    src = tmp_path / "k.mlir"
    src.write_text(text.replace(old, f"agent_registers = array<i32: {regs[0]}, {regs[1]}>"))
    rc = main([str(src), "-o", str(tmp_path / "k.ptx")])
    return rc, capsys.readouterr().err


def test_budgets_beyond_the_cta_allocation_are_refused(tmp_path: pathlib.Path,
                                                       capsys: pytest.CaptureFixture[str]) -> None:
    rc, err = _compile(tmp_path, (32, 240), capsys)
    assert rc == 1 and not (tmp_path / "k.ptx").exists()
    assert ("error: agent_registers [32, 240] need 65536 registers, more than the CTA's 168 x 384 = 64512 "
            "(384 threads per CTA leave a thread 168): setmaxnreg.inc would wait forever\n") in err
    assert "internal" not in err


def test_beyond_an_sm_keeps_its_message(tmp_path: pathlib.Path, capsys: pytest.CaptureFixture[str]) -> None:
    rc, err = _compile(tmp_path, (40, 256), capsys)
    assert rc == 1
    assert "error: agent_registers [40, 256] need 70656 registers, more than the 65536 of an SM\n" in err
    assert err.count("error:") == 1


@pytest.mark.parametrize("regs", [(40, 232), (24, 240)])
def test_budgets_inside_the_allocation_compile(regs: tuple[int, int], tmp_path: pathlib.Path,
                                               capsys: pytest.CaptureFixture[str]) -> None:
    rc, err = _compile(tmp_path, regs, capsys)    # 64512 registers each: exactly the CTA's
    assert rc == 0, err
