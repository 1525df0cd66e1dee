"""A warpgroup's warps synchronize explicitly between two setmaxnreg (PTX ISA setmaxnreg; emu/regpool.py).

"After executing a setmaxnreg instruction, all warps in the warpgroup must synchronize explicitly before
executing subsequent setmaxnreg instructions."  fuzz3's emulator checked only that every warp of the
warpgroup had executed the previous one when a warp reached the next, which a schedule may give without
any synchronization: a warpgroup decreasing twice in a row passed whenever the scheduler happened to run
every warp's first decrease before any warp's second.  Now each warp carries what it knows of its
warpgroup's setmaxnreg counts, learned at CTA barriers it waits at and mbarrier phases it waits for, and a
second setmaxnreg needs it to know that every other warp of its warpgroup executed the first."""

from __future__ import annotations

import re

import numpy as np
import pytest

from nanotile.emu.errors import EmuError

from emu_helpers import fails_at_second_setmaxnreg, run_ids, second_setmaxnreg_reports, warpgroup_split

REGS = "\t.reg .b32 %r<8>;\n\t.reg .b64 %rd<8>;\n\t.reg .pred %p<4>;"
LAUNCH = ".reqntid 384, 1, 1\n.minnctapersm 1"     # ptxas gives 384 threads 168 registers a thread
SHARED = ".shared .align 8 .b8 bar[8];"
NEW = (r"warp \d executes this setmaxnreg after the one at line \d+ without having synchronized with warps "
       r"\[[\d, ]+\] of its warpgroup since they executed that one: after a setmaxnreg all warps of the warpgroup "
       r"synchronize explicitly before the next")


def _ptx(producer: str, consumer: str = "setmaxnreg.inc.sync.aligned.u32 168;") -> str:
    """Warpgroup 0 runs ``producer``, the others ``consumer``, after thread 0 initialized the mbarrier
    ``bar`` for 128 arrivals and a CTA barrier published it; then every thread writes its id."""
    return warpgroup_split(producer, consumer, REGS, LAUNCH, shared=SHARED, prelude=(
        "\tsetp.eq.u32 %p2, %r0, 0;\n\t@%p2 mbarrier.init.shared.b64 [bar], 128;\n\tbar.sync 0;\n"))


DEC40, DEC32 = "setmaxnreg.dec.sync.aligned.u32 40;", "setmaxnreg.dec.sync.aligned.u32 32;"
# ~300 instructions of work: the scheduler (quanta of 1..48 instructions) runs the other warps meanwhile,
# so that their first setmaxnreg is done (as fuzz3's check asked) before a warp's second
WORK = """mov.u32 %r5, 0;
SPIN:
\tadd.u32 %r5, %r5, 1;
\tsetp.lt.u32 %p1, %r5, 100;
\t@%p1 bra SPIN;"""
MBAR_WAIT = """mbarrier.arrive.shared.b64 %rd4, [bar];
WAIT:
\tmbarrier.try_wait.parity.shared.b64 %p3, [bar], 0;
\t@!%p3 bra WAIT;"""

RIGHT = {
    "bar.sync among the warpgroup": f"{DEC40}\n\tbar.sync 1, 128;\n\t{DEC32}",
    "barrier.sync.aligned among the warpgroup": f"{DEC40}\n\tbarrier.sync.aligned 2, 128;\n\t{DEC32}",
    "an mbarrier phase all of them arrive on": f"{DEC40}\n\t{MBAR_WAIT}\n\t{DEC32}",
    # warps 1-3 arrive on barrier 1 after their dec 40, warp 0 waits there (it learns their counts) and
    # then arrives at barrier 3, where warps 1-3 wait: they learn warp 0's knowledge of each other
    "transitively, through warp 0": f"""{DEC40}
\tsetp.lt.u32 %p1, %r0, 32;
\t@%p1 bra W0;
\tbar.arrive 1, 128;
\tbar.sync 3, 128;
\tbra.uni NEXT;
W0:
\tbar.sync 1, 128;
\tbar.arrive 3, 128;
NEXT:
\t{DEC32}""",
}

WRONG = {
    "no synchronization": f"{DEC40}\n\t{WORK}\n\t{DEC32}",
    "only arrivals, no wait": f"{DEC40}\n\tbar.arrive 1, 128;\n\t{WORK}\n\t{DEC32}",
    "a barrier before the first setmaxnreg, not after it": f"bar.sync 1, 128;\n\t{DEC40}\n\t{WORK}\n\t{DEC32}",
    # warp 0 waits for warps 1-3 (barrier 1), but they never wait for anyone
    # the phase completes after every warp arrived, but they arrived before their first setmaxnreg
    "an mbarrier phase arrived on before the first setmaxnreg": MBAR_WAIT.replace("WAIT:", f"{DEC40}\nWAIT:")
    + f"\n\t{WORK}\n\t{DEC32}",
    "warp 0 learns, warps 1-3 do not": f"""{DEC40}
\tsetp.lt.u32 %p1, %r0, 32;
\t@%p1 bra W0;
\tbar.arrive 1, 128;
\tbra.uni NEXT;
W0:
\tbar.sync 1, 128;
NEXT:
\t{WORK}
\t{DEC32}""",
}

SEEDS = range(6)


@pytest.mark.parametrize("name", RIGHT)
def test_synchronized_warpgroups_pass(name: str) -> None:
    for seed in SEEDS:
        np.testing.assert_array_equal(run_ids(_ptx(RIGHT[name]), seed), np.arange(384))


@pytest.mark.parametrize("name", WRONG)
def test_unsynchronized_warpgroups_fail_under_every_schedule(name: str) -> None:
    """Under a schedule that ran a warp's second setmaxnreg before another warp's first, fuzz3's check
    (emu_helpers.SECOND_SETMAXNREG_OLD) says so; under every other schedule the new one does: no schedule passes.  (fuzz3's emulator
    passed 10 to 12 of the first 12 schedules of each of these.)"""
    fails_at_second_setmaxnreg(_ptx(WRONG[name]), SEEDS, NEW)


def test_the_report_names_the_warps_and_the_earlier_setmaxnreg() -> None:
    """The report is at the second setmaxnreg and names the first one's PTX line."""
    ptx = _ptx(WRONG["warp 0 learns, warps 1-3 do not"])
    first, msgs = second_setmaxnreg_reports(ptx, SEEDS)
    assert any(f"after the one at line {first} without having synchronized with warps" in m for m in msgs), msgs


def test_the_shipped_agents_run_one_setmaxnreg_a_warp() -> None:
    """nanotile's lowering puts one setmaxnreg first in each agent: nothing to synchronize, no change."""
    ptx = _ptx(DEC40, "setmaxnreg.inc.sync.aligned.u32 232;")
    for seed in SEEDS:
        np.testing.assert_array_equal(run_ids(ptx, seed), np.arange(384))


def test_a_setmaxnreg_spelled_as_inline_asm_is_checked_the_same() -> None:
    """PTX written by hand may hold a setmaxnreg in an inline-asm block (nanotile's compiles refuse it
    before PTX: tests/test_fuzz4_asm_setmaxnreg.py): the same checks (inc 144 below the 168 a warp owns at
    launch; dec 40 passes)."""
    inc144 = _ptx("{ setmaxnreg.inc.sync.aligned.u32 144; }")
    with pytest.raises(EmuError, match=re.escape("setmaxnreg.inc 144: the warp already owns 168 registers")):
        run_ids(inc144)
    np.testing.assert_array_equal(run_ids(_ptx("{ .reg .pred q; setp.eq.u32 q, 1, 1; @q " + DEC40 + " }")),
                                  np.arange(384))
