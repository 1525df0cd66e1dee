"""``nv_tileaa.occupancy``'s ``nvvm.maxnreg`` against what ptxas needs for a ``wgmma`` (checkers/target.py,
``WGMMA_F32_EXTRA_REGISTERS``): exit 0 must mean ptxas accepts the PTX, and ptxas refuses a kernel whose
register budget cannot hold one instruction's accumulator plus its other operands."""

from __future__ import annotations

import re

import pytest

from conftest import require_tool
from nanotile.checkers.target import WGMMA_F32_EXTRA_REGISTERS
from nanotile.cli import main
from nanotile.kernels import GemmConfig, generate
from nanotile.tools import ptxas


def _ptx(cfg: GemmConfig) -> str:
    from nanotile.launch.kernel import compile_kernel

    return compile_kernel(generate(cfg), f"{cfg.kernel_name}.mlir").ptx


def _with_maxnreg(ptx: str, n: int) -> str:
    out, hits = re.subn(r"^(\.reqntid [^\n]*)$", rf"\1\n.maxnreg {n}", ptx, count=1, flags=re.M)
    assert hits == 1
    return out


@pytest.mark.parametrize("bn", [64, 128, 256])
def test_the_rule_is_what_ptxas_does(bn: int) -> None:
    """The least ``.maxnreg`` ptxas takes for an m64n``bn`` f32 accumulator is ``bn / 2 + 26``."""
    require_tool("ptxas")
    cfg = GemmConfig(bm=64, bn=bn, consumers=1, producer_regs=0, consumer_regs=0)
    ptx = _ptx(cfg)
    need = bn // 2 + WGMMA_F32_EXTRA_REGISTERS
    assert ptxas(_with_maxnreg(ptx, need), "sm_90a", ()).ok
    low = ptxas(_with_maxnreg(ptx, need - 1), "sm_90a", ())
    assert not low.ok and "Insufficient registers" in low.stderr


def _occupancy(occ: int) -> str:
    text = generate(GemmConfig(stages=3, out="f16", producer_regs=0, consumer_regs=0))
    out, hits = re.subn(r"cluster = 1x1x1>\}", f"cluster = 1x1x1>, nv_tileaa.occupancy = {occ} : i32}}", text)
    assert hits == 1
    return out


def test_an_occupancy_that_starves_the_wgmma_is_a_located_error(tmp_path: object, capsys: pytest.CaptureFixture[str]
                                                                 ) -> None:
    """12 warps at occupancy 2 leave 80 registers a thread; the m64n128 f32 accumulator needs 90 (ptxas
    refused this PTX before the rule: nanotile exited 0)."""
    import pathlib

    p = pathlib.Path(str(tmp_path)) / "k.mlir"
    p.write_text(_occupancy(2))
    assert main([str(p), "-o", str(pathlib.Path(str(tmp_path)) / "k.ptx")]) == 1
    err = capsys.readouterr().err
    assert ("error: nvvm.maxnreg = 80 (set by nv_tileaa.occupancy) is too few registers for wgmma.mma_async "
            "m64n128k16 with an f32 accumulator: ptxas needs at least 90 (64 for the accumulator, 26 more); "
            "ask for a lower occupancy") in err
    assert not (pathlib.Path(str(tmp_path)) / "k.ptx").exists()


def test_an_occupancy_that_fits_compiles_and_ptxas_accepts(tmp_path: object) -> None:
    import pathlib

    require_tool("ptxas")
    p = pathlib.Path(str(tmp_path)) / "k.mlir"
    p.write_text(_occupancy(1))
    out = pathlib.Path(str(tmp_path)) / "k.ptx"
    assert main([str(p), "-o", str(out)]) == 0
    ptx = out.read_text()
    assert ".maxnreg 168" in ptx and ptxas(ptx, "sm_90a", ()).ok
