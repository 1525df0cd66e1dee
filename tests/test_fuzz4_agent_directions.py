"""``lower_agents`` picks each agent's setmaxnreg direction from the count ptxas launches the kernel with.

fuzz3 left open: the direction was read off the budget alone (decrease at or below 128 and the threads'
budget), without the launch count or the occupancy, so agent_registers that a valid direction exists for
were refused by fuzz3's check (``checkers.target._setmaxnreg_counts``): [144, 168] at 384 threads (inc 144
below the 168 a warp owns at launch; dec 144 is right), [136, 160] (ptxas launches with the largest
increase, 160) and [24, 104] at ``nv_tileaa.occupancy = 2`` (dec 104 above the 80 of ``nvvm.maxnreg``;
inc 104 is right).  ``passes.lower_agents.directions`` now decides from the launch count (its docstring);
the default configurations keep their PTX (PTX of the 4 examples and 26 generated gemms byte-identical).
A request no direction makes valid (a pool the releases cannot pay) is still refused, located."""

from __future__ import annotations

import itertools
import pathlib
import re

import pytest

from conftest import agent_registers_source, require_tool
from nanotile.checkers.target import thread_registers
from nanotile.cli import main
from nanotile.kernels import GemmConfig, generate
from nanotile.passes.lower_agents import DEFAULT_SPLIT, directions
from nanotile.tools import ptxas

COUNTS = range(24, 257, 8)


def _launch(regs: tuple[int, ...], down: tuple[bool, ...], budget: int) -> int:
    """What ptxas launches with (checkers.target.launch_registers): the budget lowered to the largest inc."""
    incs = [r for r, d in zip(regs, down) if not d]
    return min(budget, max(incs)) if incs else budget


@pytest.mark.parametrize("budget", sorted({thread_registers(32 * w, c) for w in range(1, 33) for c in (1, 2, 3)}
                                          | {80, 104, 200}))
def test_every_direction_holds_from_the_launch_count(budget: int) -> None:
    """For every pair of counts: each decrease is at most, each increase at least, what a warp owns at
    launch (the PTX ISA leaves the others undefined), and no decrease is above the budget (ptxas C7406)."""
    for regs in itertools.product(COUNTS, repeat=2):
        down = directions(regs, budget)
        launch = _launch(regs, down, budget)
        for r, d in zip(regs, down):
            assert (r <= launch if d else r >= launch), (regs, budget, down, launch)


@pytest.mark.parametrize("threads, maxnreg", [(128, None), (256, None), (384, None), (512, None), (640, None),
                                             (384, 80), (384, 128), (256, 128), (512, 64)])
def test_where_the_old_choice_was_valid_it_is_kept(threads: int, maxnreg: int | None) -> None:
    """The old rule (decrease at or below 128 and the threads' budget, whatever nvvm.maxnreg) wherever its
    choice held from the launch count, so the PTX of every kernel that compiled before is the same; it
    differs only where the old one was undefined."""
    per_thread = thread_registers(threads)
    budget = per_thread if maxnreg is None else min(maxnreg, per_thread)
    changed = []
    for regs in itertools.product(COUNTS, repeat=2):
        old = tuple(r <= DEFAULT_SPLIT and r <= per_thread for r in regs)
        launch = _launch(regs, old, budget)
        valid = all(r <= launch if d else r >= launch for r, d in zip(regs, old))
        if valid:
            assert directions(regs, budget) == old, regs
        elif directions(regs, budget) != old:
            changed.append(regs)
    if (threads, maxnreg) == (384, None):
        assert (144, 168) in changed and (136, 160) in changed
    if (threads, maxnreg) == (384, 80):
        assert (24, 104) in changed


@pytest.mark.parametrize("regs, budget, want", [
    ((40, 232), 168, (True, False)),      # the default gemm: dec 40 / inc 232
    ((40, 232), 255, (True, False)),      # 256 threads: inc 232, launched with 232
    ((144, 168), 168, (True, False)),     # was inc 144 / inc 168
    ((136, 160), 168, (True, False)),     # was inc 136 / inc 160 (launched with 160)
    ((24, 104), 80, (True, False)),       # occupancy 2: was dec 104 above nvvm.maxnreg 80
    ((40, 80), 80, (True, True)),
    ((24, 120), 96, (True, False)),       # 640 threads (fuzz2)
    ((168, 168), 168, (False, False)),
])
def test_directions(regs: tuple[int, int], budget: int, want: tuple[bool, bool]) -> None:
    assert directions(regs, budget) == want


def _source(tmp_path: pathlib.Path, regs: tuple[int, int], occupancy: int | None = None) -> pathlib.Path:
    return agent_registers_source(tmp_path, regs, occupancy, bn=64 if occupancy else 128)


@pytest.mark.parametrize("regs, occupancy, lines, used", [
    ((144, 168), None, ("setmaxnreg.dec.sync.aligned.u32 144;", "setmaxnreg.inc.sync.aligned.u32 168;"), 168),
    ((136, 160), None, ("setmaxnreg.dec.sync.aligned.u32 136;", "setmaxnreg.inc.sync.aligned.u32 160;"), 160),
    ((24, 104), 2, ("setmaxnreg.dec.sync.aligned.u32 24;", "setmaxnreg.inc.sync.aligned.u32 104;"), 80),
])
def test_the_requests_refused_before_compile_assemble_and_run(
        regs: tuple[int, int], occupancy: int | None, lines: tuple[str, str], used: int, tmp_path: pathlib.Path,
        capsys: pytest.CaptureFixture[str]) -> None:
    """Each compiles to a direction that holds from the launch count; ptxas launches with that count; the
    emulator (which models the pool and reports an undefined direction, emu/regpool.py) runs it to the end
    and agrees with the reference."""
    src = _source(tmp_path, regs, occupancy)
    capsys.readouterr()
    assert main([str(src), "-o", str(tmp_path / "k.ptx")]) == 0, capsys.readouterr().err
    ptx = (tmp_path / "k.ptx").read_text()
    assert [ln.strip() for ln in ptx.splitlines() if "setmaxnreg" in ln] == list(lines)
    assert main(["check", str(src), "--schedules", "2"]) == 0, capsys.readouterr().err
    require_tool("ptxas")
    r = ptxas(ptx, "sm_90a")
    assert r.ok, r.stderr
    assert f"Used {used} registers" in r.stderr


@pytest.mark.parametrize("regs, occupancy, msg", [
    # dec 144 releases 128 x 24 = 3072 registers, the consumers' inc 184 takes 256 x 16 = 4096
    ((144, 184), None, "k.mlir:24:5: error: agent_registers [144, 184] need 65536 registers, more than the CTA's "
                       "168 x 384 = 64512 (384 threads per CTA leave a thread 168): setmaxnreg.inc would wait forever\n"),
    # inc 112 at occupancy 2 (the old rule: dec 112 above 80): dec 24 releases 7168, inc 112 takes 8192
    ((24, 112), 2, "k.mlir:24:5: error: agent_registers [24, 112] need 31744 registers, more than the CTA's 80 x "
                   "384 = 30720 (nv_tileaa.occupancy = 2 leaves a thread 80: nvvm.maxnreg): setmaxnreg.inc would "
                   "wait forever\n"),
])
def test_a_request_no_direction_makes_valid_is_refused(regs: tuple[int, int], occupancy: int | None, msg: str,
                                                       tmp_path: pathlib.Path,
                                                       capsys: pytest.CaptureFixture[str]) -> None:
    src = _source(tmp_path, regs, occupancy)
    capsys.readouterr()
    assert main([str(src), "-o", str(tmp_path / "k.ptx")]) == 1
    err = capsys.readouterr().err
    assert msg in err and err.count("error:") == 1 and "internal" not in err
    assert not (tmp_path / "k.ptx").exists()


def test_the_check_still_refuses_a_written_increase_below_the_launch_count(
        tmp_path: pathlib.Path, capsys: pytest.CaptureFixture[str]) -> None:
    """inc 136 / inc 160 written in the llvm language (what lower_agents made of [136, 160] before):
    ``_setmaxnreg_counts`` refuses it at the op, located in the llvm file."""
    src = tmp_path / "k.mlir"
    src.write_text(generate(GemmConfig()))
    ll = tmp_path / "ll.mlir"
    assert main([str(src), "--emit", "llvm", "-o", str(ll)]) == 0
    text = ll.read_text()
    for old, new in (("action = #nvvm<action decrease>, regCount = 40", "action = #nvvm<action increase>, regCount = 136"),
                     ("action = #nvvm<action increase>, regCount = 232", "action = #nvvm<action increase>, regCount = 160")):
        assert text.count(old) == 1
        text = text.replace(old, new)
    ll.write_text(text)
    capsys.readouterr()
    assert main(["--input-language", "llvm", str(ll), "-o", str(tmp_path / "k.ptx")]) == 1
    err = capsys.readouterr().err
    line = next(i for i, ln in enumerate(text.splitlines(), 1) if "regCount = 136" in ln)
    assert re.search(rf"ll\.mlir:{line}:\d+: error: 'setmaxnreg\.inc\.sync\.aligned\.u32 136' can run where a warp "
                     r"owns 160 registers per thread, and an increase below what a warp owns is undefined \(PTX ISA "
                     r"setmaxnreg\): ptxas launches the kernel with 160 a thread, its largest setmaxnreg\.inc, below "
                     r"the 168 it would give a thread: 384 threads per CTA leave a thread 168 of an SM's 65536 "
                     r"registers \(at most 255\)\n", err), err
    assert err.count("error:") == 1
