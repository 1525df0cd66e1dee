"""``agent_registers`` must fit the CTA's register pool as ``nv_tileaa.occupancy`` leaves it.

fuzz2 left open: the agent-register pool rule (tests/test_agent_register_pool.py) bounds the budgets by
what ptxas gives a thread for the CTA's threads alone (168 x 384), ignoring occupancy.  The bn = 64
generated gemm with ``nv_tileaa.occupancy = 2`` (``nvvm.maxnreg`` 80) and ``agent_registers = [40, 232]``
compiled with exit 0 and ptxas assembled it ("Used 80 registers"): the CTA holds 80 x 384 = 30720
registers and the consumers' ``setmaxnreg.inc 232`` waits forever (the emulator reports the deadlock:
tests/emu/test_setmaxnreg.py).  Now a located error at the agent_switch (checkers/target.py,
``_agent_pool``); without an occupancy, or where it does not lower the bound, nothing changes."""

from __future__ import annotations

import pathlib

import pytest

from conftest import agent_registers_source
from nanotile.cli import main



def _source(tmp_path: pathlib.Path, regs: tuple[int, int], occupancy: int | None) -> pathlib.Path:
    return agent_registers_source(tmp_path, regs, occupancy, bn=64)


def _compile(tmp_path: pathlib.Path, regs: tuple[int, int], occupancy: int | None,
             capsys: pytest.CaptureFixture[str]) -> tuple[int, str]:
    src = _source(tmp_path, regs, occupancy)
    capsys.readouterr()
    rc = main([str(src), "-o", str(tmp_path / "k.ptx")])
    return rc, capsys.readouterr().err


@pytest.mark.parametrize("regs, total", [((40, 232), 64512), ((40, 104), 31744)])
def test_budgets_beyond_the_occupancy_pool_are_refused(regs: tuple[int, int], total: int, tmp_path: pathlib.Path,
                                                       capsys: pytest.CaptureFixture[str]) -> None:
    rc, err = _compile(tmp_path, regs, 2, capsys)
    assert rc == 1 and not (tmp_path / "k.ptx").exists()
    assert (f"k.mlir:24:5: error: agent_registers [{regs[0]}, {regs[1]}] need {total} registers, more than the "
            "CTA's 80 x 384 = 30720 (nv_tileaa.occupancy = 2 leaves a thread 80: nvvm.maxnreg): setmaxnreg.inc "
            "would wait forever\n") in err
    assert err.count("error:") == 1 and "internal" not in err


def test_without_the_occupancy_the_same_budgets_compile(tmp_path: pathlib.Path,
                                                        capsys: pytest.CaptureFixture[str]) -> None:
    for occupancy in (None, 1):
        rc, err = _compile(tmp_path, (40, 232), occupancy, capsys)
        assert rc == 0, err


def test_the_rule_beyond_the_threads_bound_keeps_its_one_message(tmp_path: pathlib.Path,
                                                                 capsys: pytest.CaptureFixture[str]) -> None:
    rc, err = _compile(tmp_path, (32, 240), 2, capsys)
    assert rc == 1
    assert ("error: agent_registers [32, 240] need 65536 registers, more than the CTA's 168 x 384 = 64512 "
            "(384 threads per CTA leave a thread 168): setmaxnreg.inc would wait forever\n") in err
    assert err.count("error:") == 1


def test_budgets_inside_the_occupancy_pool_compile_and_check(tmp_path: pathlib.Path,
                                                             capsys: pytest.CaptureFixture[str]) -> None:
    """[40, 80]: dec 40 / dec 80 in a CTA launched with 80 a thread; the emulator runs it to the end."""
    rc, err = _compile(tmp_path, (40, 80), 2, capsys)
    assert rc == 0, err
    ptx = (tmp_path / "k.ptx").read_text()
    assert ".maxnreg 80\n" in ptx and "\tsetmaxnreg.dec.sync.aligned.u32 80;\n" in ptx
    assert main(["check", str(tmp_path / "k.mlir"), "--schedules", "2"]) == 0, capsys.readouterr().err
