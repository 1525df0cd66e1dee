"""A ``setmaxnreg`` moves a warp's registers the way it says, from what the warp owns when it runs.

fuzz2 left open: ``setmaxnreg.inc`` below the register count the launch allocates.  The default generated
gemm (384 threads, 168 registers a thread) with ``agent_registers = [144, 168]`` compiled with exit 0 to
``setmaxnreg.inc 144`` (producer) / ``setmaxnreg.inc 168`` (consumers), and ptxas assembled it without a
word ("Used 168 registers"): the producer's warps own 168 at launch, and the PTX ISA leaves an
increase to fewer undefined.  fuzz3 made nanotile refuse such a setmaxnreg wherever it can run (checked on
the final language below; the measurements: checkers/target.py, ``_setmaxnreg_counts`` and
``launch_registers``); fuzz4 made ``lower_agents`` pick the direction from the launch count, so those
agent_registers now lower to ``dec 144`` / ``inc 168`` (tests/test_fuzz4_agent_directions.py); the
emulator reports the same PTX at run time (tests/emu/test_setmaxnreg.py)."""

from __future__ import annotations

import pathlib

import pytest

from nanotile.cli import main
from nanotile.kernels import GemmConfig, generate

OLD = "agent_registers = array<i32: 40, 232>"


def _compile(tmp_path: pathlib.Path, regs: tuple[int, int], capsys: pytest.CaptureFixture[str],
             cfg: GemmConfig | None = None) -> tuple[int, str, str]:
    text = generate(cfg or GemmConfig())
    assert text.count(OLD) == 1
    src = tmp_path / "k.mlir"
    src.write_text(text.replace(OLD, f"agent_registers = array<i32: {regs[0]}, {regs[1]}>"))
    capsys.readouterr()
    rc = main([str(src), "-o", str(tmp_path / "k.ptx")])
    ptx = (tmp_path / "k.ptx").read_text() if rc == 0 else ""
    return rc, capsys.readouterr().err, ptx


@pytest.mark.parametrize("regs, lines", [
    ((40, 232), ("setmaxnreg.dec.sync.aligned.u32 40;", "setmaxnreg.inc.sync.aligned.u32 232;")),
    ((40, 152), ("setmaxnreg.dec.sync.aligned.u32 40;", "setmaxnreg.inc.sync.aligned.u32 152;")),  # launched at 152
    ((24, 120), ("setmaxnreg.dec.sync.aligned.u32 24;", "setmaxnreg.dec.sync.aligned.u32 120;")),
    ((168, 168), ("setmaxnreg.inc.sync.aligned.u32 168;", "setmaxnreg.inc.sync.aligned.u32 168;")),
    # refused before fuzz4 (lowered to inc 144 / inc 136 below the launch count): now a decrease
    ((144, 168), ("setmaxnreg.dec.sync.aligned.u32 144;", "setmaxnreg.inc.sync.aligned.u32 168;")),
    ((136, 160), ("setmaxnreg.dec.sync.aligned.u32 136;", "setmaxnreg.inc.sync.aligned.u32 160;")),  # launched at 160
])
def test_moves_from_what_a_warp_owns_compile(regs: tuple[int, int], lines: tuple[str, str], tmp_path: pathlib.Path,
                                             capsys: pytest.CaptureFixture[str]) -> None:
    rc, err, ptx = _compile(tmp_path, regs, capsys)
    assert rc == 0, err
    assert [ln.strip() for ln in ptx.splitlines() if "setmaxnreg" in ln] == list(lines)


def _final_form(tmp_path: pathlib.Path, capsys: pytest.CaptureFixture[str]) -> tuple[pathlib.Path, str]:
    src = tmp_path / "k.mlir"
    src.write_text(generate(GemmConfig()))
    ll = tmp_path / "ll.mlir"
    assert main([str(src), "--emit", "llvm", "-o", str(ll)]) == 0
    capsys.readouterr()
    return ll, ll.read_text()


@pytest.mark.parametrize("old, new, msg", [
    # the consumers' increase as a decrease: 232 above the 168 a warp owns at launch (ptxas: C7406)
    ('action = #nvvm<action increase>, regCount = 232', 'action = #nvvm<action decrease>, regCount = 232',
     "'setmaxnreg.dec.sync.aligned.u32 232' can run where a warp owns 168 registers per thread, and a decrease "
     "above what a warp owns is undefined (PTX ISA setmaxnreg): ptxas launches the kernel with 168 a thread: 384 "
     "threads per CTA leave a thread 168 of an SM's 65536 registers (at most 255)"),
    # the producer's decrease as an increase below the launch count
    ('action = #nvvm<action decrease>, regCount = 40', 'action = #nvvm<action increase>, regCount = 40',
     "'setmaxnreg.inc.sync.aligned.u32 40' can run where a warp owns 168 registers per thread, and an increase "
     "below what a warp owns is undefined (PTX ISA setmaxnreg): ptxas launches the kernel with 168 a thread"),
    # inc 144 / inc 232: what lower_agents made of [144, 168] before fuzz4 (inc 144 / inc 168), by hand
    ('action = #nvvm<action decrease>, regCount = 40', 'action = #nvvm<action increase>, regCount = 144',
     "'setmaxnreg.inc.sync.aligned.u32 144' can run where a warp owns 168 registers per thread, and an increase "
     "below what a warp owns is undefined (PTX ISA setmaxnreg): ptxas launches the kernel with 168 a thread: 384 "
     "threads per CTA leave a thread 168 of an SM's 65536 registers (at most 255)\n"),
])
def test_the_final_language_is_checked_too(old: str, new: str, msg: str, tmp_path: pathlib.Path,
                                           capsys: pytest.CaptureFixture[str]) -> None:
    ll, text = _final_form(tmp_path, capsys)
    assert text.count(old) == 1
    ll.write_text(text.replace(old, new))
    assert main(["--input-language", "llvm", str(ll), "-o", str(tmp_path / "k.ptx")]) == 1
    err = capsys.readouterr().err
    assert msg in err and "internal" not in err


def test_a_second_setmaxnreg_counts_from_the_first(tmp_path: pathlib.Path, capsys: pytest.CaptureFixture[str]) -> None:
    """After the producer's dec 40 a warp owns 40: a dec 56 right after it is a decrease above that."""
    ll, text = _final_form(tmp_path, capsys)
    old = '"nvvm.setmaxregister"() <{action = #nvvm<action decrease>, regCount = 40 : i32}> : () -> ()'
    assert text.count(old) == 1
    ll.write_text(text.replace(old, old + "\n" + old.replace("regCount = 40", "regCount = 56")))
    assert main(["--input-language", "llvm", str(ll), "-o", str(tmp_path / "k.ptx")]) == 1
    err = capsys.readouterr().err
    assert ("'setmaxnreg.dec.sync.aligned.u32 56' can run where a warp owns 40 registers per thread, and a decrease "
            "above what a warp owns is undefined (PTX ISA setmaxnreg): a setmaxnreg 40 can run before it\n") in err
    ll.write_text(text.replace(old, old + "\n" + old.replace("regCount = 40", "regCount = 32")))
    assert main(["--input-language", "llvm", str(ll), "-o", str(tmp_path / "k.ptx")]) == 0, capsys.readouterr().err
