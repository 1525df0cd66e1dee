"""A kernel's parameters, laid out at their alignments, must fit ptxas's parameter space.

Found by fuzzing (fuzz2, ``python -m nanotile.fuzz --seed 902817``, mutant 1192): the llvm-language
tma_copy regression with a byval descriptor parameter at ``llvm.align = 4294967296`` (a power of two)
compiled with exit 0 and ptxas refused it ("Constant overflow"); at 8192 ptxas says "uses too much
parameter space (0x2080 bytes, 0x1100 max)" (.version 8.0, sm_90a; 0x7ffc from .version 8.1, sm_100a)."""

from __future__ import annotations

import pathlib

import pytest

from conftest import require_tool
from nanotile.cli import main
from nanotile.tools import ptxas

SRC = pathlib.Path(__file__).parent / "regressions" / "param_alignment_255.mlir"


def _compile(tmp_path: pathlib.Path, align: int, capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str | None]:
    text = SRC.read_text().replace("// expect:", "// was:")
    old = "{llvm.align = 255 : i64, llvm.byval"
    assert text.count(old) == 1
    src, out = tmp_path / "k.mlir", tmp_path / "k.ptx"
    src.write_text(text.replace(old, f"{{llvm.align = {align} : i64, llvm.byval"))
    rc = main(["--input-language", "llvm", str(src), "-o", str(out)])
    return rc, capsys.readouterr().err, out.read_text() if out.exists() else None


@pytest.mark.parametrize("align, size", [(4294967296, 4294967424), (8192, 8320)])
def test_parameters_beyond_the_space_are_refused(align: int, size: int, tmp_path: pathlib.Path,
                                                 capsys: pytest.CaptureFixture[str]) -> None:
    rc, err, ptx = _compile(tmp_path, align, capsys)
    assert rc == 1 and ptx is None
    assert (f"k.mlir:8:3: error: the kernel's parameters take {size} bytes laid out at their alignments "
            "(llvm.align), more than the 4352 ptxas allows for sm_90a\n") in err
    assert "internal" not in err


def test_parameters_inside_the_space_compile_and_assemble(tmp_path: pathlib.Path,
                                                          capsys: pytest.CaptureFixture[str]) -> None:
    rc, err, ptx = _compile(tmp_path, 4096, capsys)    # 4096 + 128 = 4224 bytes
    assert rc == 0 and ptx is not None, err
    assert ".param .align 4096 .b8 tma_copy_param_5[128]" in ptx
    require_tool("ptxas")
    r = ptxas(ptx, "sm_90a", ())
    assert r.ok, r.stderr
