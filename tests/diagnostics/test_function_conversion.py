"""Diagnostics owned by ConvertTileFuncToLLVM / ConvertTileASToLLVM (spec 000) and the shared type
converter (spec 001), each triggered by a snippet under snippets/function_conversion/ that a reader
can run by hand: ``python -m nanotile snippets/function_conversion/NAME.mlir``."""

from __future__ import annotations

import os

import pytest

from conftest import run_cli
from nanotile.ir.diagnostics import DiagnosticError
from nanotile.ir.parser import parse_module
from nanotile.passes.convert_func_to_llvm import convert_func_to_llvm

HERE = os.path.join(os.path.dirname(__file__), "snippets", "function_conversion")

CLI_CASES = [
    ("no_compute_capability.mlir", 2, 1, "Failed to get ComputeCapability"),
    ("kernel_return.mlir", 5, 5, "Kernel functions do not support return with operands"),
    ("signature.mlir", 3, 3, "failed to convert function signature type for: tensor<4xf32>"),
    ("region_types.mlir", 7, 5, "region types conversion failed"),
]


@pytest.mark.parametrize("name,line,col,message", CLI_CASES)
def test_cli_reports_located_diagnostic(name: str, line: int, col: int, message: str) -> None:
    path = os.path.join(HERE, name)
    r = run_cli([path, "-o", os.devnull])     # python -m nanotile, in-process (test_cli keeps the subprocess)
    assert r.returncode == 1
    assert r.stderr.splitlines()[0] == f"{path}:{line}:{col}: error: {message}"
    assert "Traceback" not in r.stderr


def test_residual_descriptor_bind() -> None:
    """tileas_abi has no make_tiled_tma_desc: its checker (the CLI, with --input-language tileas_abi)
    and convert_func_to_llvm (the pass API) both name one that slipped through."""
    path = os.path.join(HERE, "residual_tma_desc.mlir")
    with open(path) as f:
        m = parse_module(f.read(), path)
    with pytest.raises(DiagnosticError) as e:
        convert_func_to_llvm(m)
    d = e.value.diagnostics[0]
    assert (d.loc.line, d.loc.col, d.message) == (6, 5, "expect lower MakeTiledTMADescOp")
    r = run_cli(["--input-language", "tileas_abi", path])
    assert r.returncode == 1
    assert r.stderr.splitlines()[0] == f"{path}:6:5: error: expect lower MakeTiledTMADescOp"
