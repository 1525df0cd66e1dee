"""A kernel function with an empty body is a located error, not an internal one.

Found by fuzzing (fuzz2, ``python -m nanotile.fuzz --seed 902817``, mutant 14012: tests/malformed/
missing_terminator.mlir with its only line of body dropped): "internal error: IndexError: tuple index out of
range" in convert_func_to_llvm (exit 2)."""

from __future__ import annotations

import pathlib

import pytest

from nanotile.cli import main

TEXT = """module {
  "nv_tileaa.func"() <{function_type = () -> (), sym_name = "k"}> ({
  }) : () -> ()
}
"""


def test_an_empty_body_is_a_located_error(tmp_path: pathlib.Path, capsys: pytest.CaptureFixture[str]) -> None:
    src = tmp_path / "k.mlir"
    src.write_text(TEXT)
    assert main([str(src), "-o", str(tmp_path / "k.ptx")]) == 1
    err = capsys.readouterr().err
    assert "k.mlir:2:3: error: 'nv_tileaa.func' has no body: it needs an entry block ending in 'nv_tileaa.return'" in err
    assert "internal" not in err
