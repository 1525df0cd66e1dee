"""A load of ``i1`` (a bool, a byte in memory) goes through a 16-bit register: a predicate cannot be loaded.

Found by fuzzing (fuzz2, ``python -m nanotile.fuzz --seed 902817``, mutant 1761: the
memops/dims_power_of_two snippet with f32 -> i1): an ldg tile load of ``memref<?xi1>`` compiled with exit 0
to ``ld.global.u8 %p1, [...]`` and ptxas refused it ("Arguments mismatch for instruction 'ld'").  Now
``ld.global.u8 %rs0`` and ``setp.ne.b16``, as a bool kernel parameter already was."""

from __future__ import annotations

import pathlib

import pytest

from conftest import require_tool
from nanotile.cli import main
from nanotile.tools import ptxas

KERNEL = """module attributes {nv_tileaa.compute_capability = 90 : i32, nv_tileaa.target_spec = "sm_90a"} {
  "nv_tileaa.func"() <{function_type = (!nv_tileaa.ptr<i1>, i32) -> (), sym_name = "k"}> ({
  ^bb0(%p: !nv_tileaa.ptr<i1>, %n: i32):
    %c0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %v = "nv_tileaa.make_memref"(%p, %n) : (!nv_tileaa.ptr<i1>, i32) -> memref<?xi1, 1>
    %t = "nv_tileas.tiled_load"(%v, %c0) <{atom = #nv_tileas.atom<ldg>, operandSegmentSizes = array<i32: 1, 1, 0, 0>}> : (memref<?xi1, 1>, i32) -> tensor<256xi1, #nv_tileas.layout<blocked>>
    "nv_tileaa.return"() : () -> ()
  }) {nv_tileaa.kernel_spec = #nv_tileaa.kernel_spec<num_warps = 4, cluster = 1x1x1>} : () -> ()
}
"""


def test_an_i1_load_assembles(tmp_path: pathlib.Path, capsys: pytest.CaptureFixture[str]) -> None:
    src, out = tmp_path / "k.mlir", tmp_path / "k.ptx"
    src.write_text(KERNEL)
    assert main([str(src), "-o", str(out)]) == 0, capsys.readouterr().err
    ptx = out.read_text()
    assert "ld.global.u8 %rs0, [" in ptx and "setp.ne.b16 %p1, %rs0, 0;" in ptx
    assert "ld.global.u8 %p" not in ptx
    require_tool("ptxas")
    r = ptxas(ptx, "sm_90a", ())
    assert r.ok, r.stderr
