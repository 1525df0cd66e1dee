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
