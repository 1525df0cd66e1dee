"""nanotile's own example kernels, compiled to PTX, run on the emulator and match numpy.

Their launch specs are written here by hand (until nanotile writes specs next to its PTX).
"""

from __future__ import annotations

import pytest

from nanotile.cli import main as nanotile_main
from nanotile.emu.launch import emulate
from nanotile.launch.spec import parse_spec


def _ptx(example: str, capsys: pytest.CaptureFixture[str]) -> str:
    assert nanotile_main(["--example", example]) == 0
    return capsys.readouterr().out


VECTOR_ADD = {"kernel": "vector_add", "grid": ["cdiv(n, 1024)"], "block": [128], "reference": "c = a + b",
              "params": [{"name": "a", "kind": "ptr", "dtype": "f32"}, {"name": "b", "kind": "ptr", "dtype": "f32"},
                         {"name": "c", "kind": "ptr", "dtype": "f32"}, {"name": "n", "kind": "i32"}]}


@pytest.mark.parametrize("n", [3000, 2048])
def test_vector_add(n: int, capsys: pytest.CaptureFixture[str]) -> None:
    rep = emulate(_ptx("vector_add", capsys), parse_spec(VECTOR_ADD), sizes={"n": n})
    assert rep.ok, rep.lines()


TMA_COPY = {
    "kernel": "tma_copy", "grid": ["n // 64", "m // 64"], "block": [128], "reference": "dst = src",
    "params": [{"name": "src", "kind": "ptr", "dtype": "f16", "shape": ["m", "n"]},
               {"name": "dst", "kind": "ptr", "dtype": "f16", "shape": ["m", "n"]},
               {"name": "m", "kind": "i32"}, {"name": "n", "kind": "i32"},
               {"name": "src_map", "kind": "tensormap", "tensor": "src", "dtype": "f16", "global_shape": ["m", "n"],
                "box": [64, 64], "swizzle_bytes": 128},
               {"name": "dst_map", "kind": "tensormap", "tensor": "dst", "dtype": "f16", "global_shape": ["m", "n"],
                "box": [64, 64], "swizzle_bytes": 128}]}


def test_tma_copy(capsys: pytest.CaptureFixture[str]) -> None:
    rep = emulate(_ptx("tma_copy", capsys), parse_spec(TMA_COPY), sizes={"m": 128, "n": 192})
    assert rep.ok, rep.lines()


GEMM = {
    "kernel": "gemm_sm90", "grid": ["N // 128", "M // 128"], "block": [384], "reference": "C = A @ B.T",
    "params": [{"name": "A", "kind": "ptr", "dtype": "f16", "shape": ["M", "K"]},
               {"name": "B", "kind": "ptr", "dtype": "f16", "shape": ["N", "K"]},
               {"name": "C", "kind": "ptr", "dtype": "f32", "shape": ["M", "N"]},
               {"name": "M", "kind": "i32"}, {"name": "N", "kind": "i32"}, {"name": "K", "kind": "i32"},
               {"name": "A_map", "kind": "tensormap", "tensor": "A", "dtype": "f16", "global_shape": ["M", "K"],
                "box": [128, 16], "swizzle_bytes": 32},
               {"name": "B_map", "kind": "tensormap", "tensor": "B", "dtype": "f16", "global_shape": ["N", "K"],
                "box": [128, 16], "swizzle_bytes": 32}]}


@pytest.mark.parametrize("schedule_seed", [0, 5])
def test_gemm_sm90(schedule_seed: int, capsys: pytest.CaptureFixture[str]) -> None:
    """Warp-specialized: 4 producer warps, two consumer warpgroups, a 3-stage ring over K = 80 (5 tiles)."""
    rep = emulate(_ptx("gemm_sm90", capsys), parse_spec(GEMM), sizes={"M": 128, "N": 128, "K": 80},
                  schedule_seed=schedule_seed)
    assert rep.ok, rep.lines()
