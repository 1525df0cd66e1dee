"""``cp.async.bulk.wait_group[.read] N`` takes a count of groups, N >= 0.

fuzz2 left it open after ``wgmma.wait_group`` (tests/test_wgmma_wait_group_count.py): tma_copy's final
form with its bulk wait's group 0 -> -1 compiled with exit 0 to ``cp.async.bulk.wait_group.read -1``,
which ptxas 13.0 assembles without a word (it takes any integer there, 2^32 too; it refuses a negative
``wgmma.wait_group``), and ``nanotile check --ptx`` stopped with "internal" ``IndexError: pop from empty
list`` in the emulator.  The PTX ISA: "wait until only N or fewer of the most recent bulk async-groups
are pending ... Operand N is an integer constant"; a negative N is a count no wait can reach.  Now the
final language's checker refuses it at the op, and the emulator refuses it (and a negative
``cp.async.wait_group`` / ``wgmma.wait_group``) at its PTX line before the kernel runs.  Out of range
above: an i32 count is at most 2^31 - 1 (no wait, which the ISA allows); ``2147483648 : i32`` parses (MLIR's
signless range) but is -2^31 to MLIR, so both wait rules refuse 2^31 .. 2^32 - 1 too."""

from __future__ import annotations

import pathlib

import pytest

from nanotile.cli import main

OLD = '"nvvm.cp.async.bulk.wait_group"() <{group = 0 : i32, read}>'


def _final_form(tmp_path: pathlib.Path, group: int) -> pathlib.Path:
    ll = tmp_path / "ll.mlir"
    assert main(["--example", "tma_copy", "--emit", "llvm", "-o", str(ll)]) == 0
    text = ll.read_text()
    assert text.count(OLD) == 1
    ll.write_text(text.replace(OLD, OLD.replace("group = 0", f"group = {group}")))
    return ll


@pytest.mark.parametrize("group", [-1, -2147483648])
def test_a_negative_bulk_wait_group_is_a_located_error(group: int, tmp_path: pathlib.Path,
                                                       capsys: pytest.CaptureFixture[str]) -> None:
    ll = _final_form(tmp_path, group)
    capsys.readouterr()
    assert main(["--input-language", "llvm", str(ll), "-o", str(tmp_path / "k.ptx")]) == 1
    err = capsys.readouterr().err
    line = next(i for i, t in enumerate(ll.read_text().splitlines(), 1) if "bulk.wait_group" in t)
    assert (f"ll.mlir:{line}:5: error: 'nvvm.cp.async.bulk.wait_group' op group {group} is negative: "
            "cp.async.bulk.wait_group takes a count of groups >= 0\n") in err
    assert "internal" not in err and not (tmp_path / "k.ptx").exists()


@pytest.mark.parametrize("group", [0, 1, 2147483647])
def test_a_count_of_groups_compiles(group: int, tmp_path: pathlib.Path, capsys: pytest.CaptureFixture[str]) -> None:
    ll = _final_form(tmp_path, group)
    assert main(["--input-language", "llvm", str(ll), "-o", str(tmp_path / "k.ptx")]) == 0, capsys.readouterr().err
    assert f"\tcp.async.bulk.wait_group.read {group};\n" in (tmp_path / "k.ptx").read_text()


@pytest.mark.parametrize("wait", ["cp.async.bulk.wait_group.read -1", "cp.async.bulk.wait_group -3"])
def test_the_emulator_refuses_a_negative_bulk_wait(wait: str, tmp_path: pathlib.Path,
                                                   capsys: pytest.CaptureFixture[str]) -> None:
    ptx = tmp_path / "k.ptx"
    assert main(["--example", "tma_copy", "-o", str(ptx)]) == 0
    text = ptx.read_text()
    assert text.count("\tcp.async.bulk.wait_group.read 0;\n") == 1
    ptx.write_text(text.replace("\tcp.async.bulk.wait_group.read 0;\n", f"\t{wait};\n"))
    capsys.readouterr()
    assert main(["check", "--example", "tma_copy", "--ptx", str(ptx), "--schedules", "1"]) == 1
    err = capsys.readouterr().err
    op, n = wait.rsplit(" ", 1)
    assert "EmuError: line " in err
    assert f"'{op}' waits until N or fewer groups are pending; N = {n} is negative\n    {wait}\n" in err
    assert "IndexError" not in err


@pytest.mark.parametrize("wait", ["cp.async.wait_group -1", "wgmma.wait_group.sync.aligned -1"])
def test_the_emulator_refuses_other_negative_waits(wait: str) -> None:
    from nanotile.emu.errors import EmuError
    from nanotile.emu.program import Program
    from nanotile.emu.ptx import parse_ptx
    from nanotile.emu import launch  # noqa: F401  (registers the instruction families)

    ptx = (".version 8.0\n.target sm_90a\n.address_size 64\n.visible .entry k()\n{\n"
           f"\t{wait};\n\tret;\n}}\n")
    k = next(iter(parse_ptx(ptx).kernels.values()))
    with pytest.raises(EmuError, match=f"'{wait.split()[0]}' waits until N or fewer groups are pending; "
                                       "N = -1 is negative") as e:
        Program(k)
    assert e.value.line == 6


@pytest.mark.parametrize("group", [2147483648, 4294967295])
def test_a_bulk_wait_group_beyond_an_i32_count_is_refused(group: int, tmp_path: pathlib.Path,
                                                           capsys: pytest.CaptureFixture[str]) -> None:
    """``2147483648 : i32`` parses (MLIR's signless range reaches 2^32 - 1) and MLIR reads it as -2^31:
    nanotile kept it as written and wrote ``cp.async.bulk.wait_group.read 2147483648`` (exit 0)."""
    ll = _final_form(tmp_path, group)
    capsys.readouterr()
    assert main(["--input-language", "llvm", str(ll), "-o", str(tmp_path / "k.ptx")]) == 1
    err = capsys.readouterr().err
    assert (f"error: 'nvvm.cp.async.bulk.wait_group' op group {group} is out of range: cp.async.bulk.wait_group "
            f"takes a count of groups from 0 to 2147483647 (as an i32, {group} is {group - 2 ** 32})\n") in err


def test_a_wgmma_wait_group_beyond_an_i32_count_is_refused(tmp_path: pathlib.Path,
                                                           capsys: pytest.CaptureFixture[str]) -> None:
    """The same bits as fuzz2's -2147483648 (tests/test_wgmma_wait_group_count.py), spelled unsigned: exit 0
    before (ptxas 13.0 assembles 2147483648 there)."""
    ll = tmp_path / "ll.mlir"
    assert main(["--example", "gemm_sm90", "--emit", "llvm", "-o", str(ll)]) == 0
    text = ll.read_text()
    old = '"nvvm.wgmma.wait.group.sync.aligned"() <{group = 0 : i32}>'
    assert old in text
    ll.write_text(text.replace(old, old.replace("group = 0", "group = 2147483648"), 1))
    capsys.readouterr()
    assert main(["--input-language", "llvm", str(ll), "-o", str(tmp_path / "k.ptx")]) == 1
    err = capsys.readouterr().err
    assert ("error: 'nvvm.wgmma.wait.group.sync.aligned' op group 2147483648 is out of range: wgmma.wait_group "
            "takes a count of groups from 0 to 2147483647 (as an i32, 2147483648 is -2147483648)\n") in err
    assert "internal" not in err and not (tmp_path / "k.ptx").exists()
