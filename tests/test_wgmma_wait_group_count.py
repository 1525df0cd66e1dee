"""``wgmma.wait_group`` takes a non-negative count.

Found by fuzzing (fuzz2, ``python -m nanotile.fuzz --seed 902817``, mutant 5671: gemm_sm90's flat form
with the wait's group 0 -> -2147483648): exit 0, and ptxas refused the PTX ("Argument 0 of instruction
'wgmma.wait_group': unexpected value '-2147483648', expected to be non-negative integer")."""

from __future__ import annotations

import pathlib

import pytest

from nanotile.cli import main


def test_a_negative_wait_group_is_a_located_error(tmp_path: pathlib.Path,
                                                  capsys: pytest.CaptureFixture[str]) -> None:
    ll = tmp_path / "ll.mlir"
    assert main(["--example", "gemm_sm90", "--emit", "llvm", "-o", str(ll)]) == 0
    text = ll.read_text()
    old = '"nvvm.wgmma.wait.group.sync.aligned"() <{group = 0 : i32}>'
    assert old in text
    ll.write_text(text.replace(old, '"nvvm.wgmma.wait.group.sync.aligned"() <{group = -2147483648 : i32}>', 1))
    capsys.readouterr()
    assert main(["--input-language", "llvm", str(ll), "-o", str(tmp_path / "k.ptx")]) == 1
    err = capsys.readouterr().err
    assert ("error: 'nvvm.wgmma.wait.group.sync.aligned' op group -2147483648 is negative: wgmma.wait_group "
            "takes a count of groups >= 0\n") in err
    assert "internal" not in err and not (tmp_path / "k.ptx").exists()
