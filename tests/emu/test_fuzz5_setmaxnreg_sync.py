"""What synchronizes a warpgroup's warps between two setmaxnreg (PTX ISA 9.7.19.5; emu/regpool.py, flags.py).

fuzz4's vector clocks learned only at CTA barriers and mbarrier waits.  The PTX memory model also
synchronizes through memory: a release pattern synchronizes with an acquire pattern that reads its write
(8.8, 8.9.4), so a counter or flags in shared memory written with ``.release`` (or after a release fence)
and read with ``.acquire`` (or before an acquire fence) synchronize; relaxed accesses alone, weak loads, a
flag a weak store overwrote, and relaxed mbarrier arrivals and waits without fences do not.  And the
asynchronous arrivals do not carry the issuing warp's history: "The implicit mbarrier complete-tx
operation that is part of all variants of cp.async.bulk ... does not transitively establish ordering
with respect to prior instructions from the issuing thread" (8.9.1.1); ``tcgen05.commit``'s arrive-on is
"triggered by the system" on the completion of the tracked tcgen05 operations, with no ``.sem``: the
same rule as ``cp.async.mbarrier.arrive`` ("ordered with respect to ... prior cp.async operations ...
but not to those of any other instruction issued by the thread", 8.9.1.1).  So a warpgroup that
synchronizes only through those must fail, and the same kernel with thread arrivals must pass.

Every wrong kernel fails under each of 6 schedules; every right one passes under each."""

from __future__ import annotations

import re

import numpy as np
import pytest

from nanotile.emu.errors import DeadlockError

from emu_helpers import fails_at_second_setmaxnreg, run_ids, second_setmaxnreg_reports, warpgroup_split

REGS = "\t.reg .b32 %r<8>;\n\t.reg .b64 %rd<8>;\n\t.reg .pred %p<4>;"
LAUNCH = ".reqntid 384, 1, 1\n.minnctapersm 1"     # ptxas gives 384 threads 168 registers a thread
SHARED = (".shared .align 8 .b8 bar[8];\n.shared .align 8 .b8 ow[8];\n.shared .align 4 .b32 cnt;\n"
          ".shared .align 16 .b32 flag[4];\n.shared .align 16 .b8 buf[64];")
INIT = ("\tsetp.eq.u32 %p2, %r0, 0;\n\t@%p2 mbarrier.init.shared.b64 [bar], {n};\n\t@%p2 mbarrier.init.shared.b64 [ow], 1;\n"
        "\tmov.u32 %r7, 0;\n\t@%p2 st.shared.u32 [cnt], %r7;\n\t@%p2 st.shared.v4.u32 [flag], {{%r7, %r7, %r7, %r7}};\n")
NEW = (r"executes this setmaxnreg after the one at line \d+ without having synchronized with warps "
       r"\[[\d, ]+\] of its warpgroup")
SEEDS = range(6)

DEC40, DEC32 = "setmaxnreg.dec.sync.aligned.u32 40;", "setmaxnreg.dec.sync.aligned.u32 32;"
LANE0 = "and.b32 %r1, %r0, 31;\n\tsetp.eq.u32 %p1, %r1, 0;"
FLAG_ADDR = "shr.u32 %r3, %r0, 5;\n\tshl.b32 %r3, %r3, 2;\n\tmov.u32 %r4, flag;\n\tadd.u32 %r4, %r4, %r3;\n\tmov.u32 %r7, 1;"


def _poll(ld: str, label: str = "POLL") -> str:
    """Spin until the four warps' flags are set, reading each with ``ld``."""
    return f"""{label}:
\t{ld}.shared.u32 %r2, [flag];
\t{ld}.shared.u32 %r3, [flag+4];
\t{ld}.shared.u32 %r5, [flag+8];
\t{ld}.shared.u32 %r6, [flag+12];
\tadd.u32 %r2, %r2, %r3;
\tadd.u32 %r2, %r2, %r5;
\tadd.u32 %r2, %r2, %r6;
\tsetp.lt.u32 %p1, %r2, 4;
\t@%p1 bra {label};"""


def _counter(inc: str, ld: str, before: str = "", after: str = "") -> str:
    """Each warp's lane 0 adds 1 to ``cnt`` with ``inc`` (after ``before``), then every lane spins until
    it reads 4 with ``ld`` (then ``after``)."""
    return f"""{LANE0}
\t{before}
\t@%p1 {inc}.shared.add.u32 [cnt], 1;
{_count_poll(ld)}
\t{after}"""


def _count_poll(ld: str) -> str:
    return f"""POLL:
\t{ld}.shared.u32 %r6, [cnt];
\tsetp.lt.u32 %p1, %r6, 4;
\t@%p1 bra POLL;"""


def _flags(st: str, ld: str, before: str = "", after: str = "") -> str:
    """Each warp's lane 0 sets its own flag with ``st`` (after ``before``); every lane spins until all four
    are set, reading them with ``ld`` (then ``after``)."""
    return f"""{LANE0}
\t{FLAG_ADDR}
\t{before}
\t@%p1 {st}.shared.u32 [%r4], %r7;
{_poll(ld)}
\t{after}"""


def _atom_counter(before: str, after: str) -> str:
    return _counter("atom.relaxed.cta", "ld.relaxed.cta", before, after).replace(
        "atom.relaxed.cta.shared.add.u32 [cnt], 1", "atom.relaxed.cta.shared.add.u32 %r5, [cnt], 1")


MBAR = """mbarrier.arrive{sem}.shared.b64 %rd4, [bar];
WAIT:
\tmbarrier.try_wait.parity{wsem}.shared.b64 %p3, [bar], 0;
\t@!%p3 bra WAIT;"""

RIGHT = {
    "red.release counter, ld.acquire": _counter("red.release.cta", "ld.acquire.cta"),
    "fence, relaxed atomic counter, relaxed reads, fence": _atom_counter("fence.acq_rel.cta;", "fence.acq_rel.cta;"),
    "st.release flags, ld.acquire": _flags("st.release.cta", "ld.acquire.cta"),
    "membar, volatile flags, membar": _flags("st.volatile", "ld.volatile", "membar.cta;", "membar.cta;"),
    "fence, relaxed mbarrier arrive and wait, fence": "fence.sc.cta;\n\t"
    + MBAR.format(sem=".relaxed.cta", wsem=".relaxed.cta") + "\n\tfence.sc.cta;",
}

WRONG = {
    "relaxed counter, no fences": _atom_counter("", ""),
    "release counter read by weak loads": _counter("red.release.cta", "ld"),
    "relaxed reads of released flags, no fence after": _flags("st.release.cta", "ld.relaxed.cta"),
    "relaxed flags after a fence, read without one": _flags("st.relaxed.cta", "ld.relaxed.cta", "fence.sc.cta;"),
    "relaxed mbarrier arrive and wait": MBAR.format(sem=".relaxed.cta", wsem=".relaxed.cta"),
    "relaxed mbarrier arrive, acquire wait": MBAR.format(sem=".relaxed.cta", wsem=""),
    "release mbarrier arrive, relaxed wait": MBAR.format(sem="", wsem=".relaxed.cta"),
}


def _ptx(producer: str, consumer: str = "setmaxnreg.inc.sync.aligned.u32 168;", n: int = 128,
         target: str = "sm_90a", prelude: str = "", pre: str = "") -> str:
    """Warpgroup 0 runs ``pre``, its dec 40, ``producer``, its dec 32; the others ``consumer``, after
    thread 0 initialized ``bar`` for ``n`` arrivals and ``ow`` for one (then ``prelude``) and a CTA barrier
    published them."""
    ptx = warpgroup_split(f"{pre}\n\t{DEC40}\n\t{producer}\n\t{DEC32}", consumer, REGS, LAUNCH, shared=SHARED,
                          prelude=INIT.format(n=n) + prelude + "\tbar.sync 0;\n")
    return ptx.replace(".target sm_90a", f".target {target}")


def _passes(ptx: str) -> None:
    for seed in SEEDS:
        np.testing.assert_array_equal(run_ids(ptx, seed), np.arange(384))


def _fails(ptx: str) -> None:
    """Every schedule fails at the second setmaxnreg (fuzz3's message where the schedule ran one warp's
    second before another's first, else the vector clocks'), the latter at least once."""
    fails_at_second_setmaxnreg(ptx, SEEDS, NEW)


@pytest.mark.parametrize("name", RIGHT)
def test_release_acquire_patterns_synchronize(name: str) -> None:
    _passes(_ptx(RIGHT[name]))


@pytest.mark.parametrize("name", WRONG)
def test_relaxed_or_weak_accesses_do_not(name: str) -> None:
    _fails(_ptx(WRONG[name]))


def test_a_release_before_the_first_setmaxnreg_does_not() -> None:
    """The counter is released before each warp's dec 40: what it publishes predates it."""
    _fails(_ptx(_count_poll("ld.acquire.cta"),
                pre=f"{LANE0}\n\t@%p1 red.release.cta.shared.add.u32 [cnt], 1;"))


# The released flags are overwritten with the same value by a weak store of a consumer warp before any
# producer reads them: the producers read the weak store's value, not the release's (8.9.2: R must read
# the value W wrote).  Warp 4's lane 0 waits (weak loads) for the four flags, overwrites them, and arrives
# on ``ow``; the producers wait for ``ow`` before they read.
OVERWRITE = f"""setmaxnreg.inc.sync.aligned.u32 168;
\tsetp.ne.u32 %p1, %r0, 128;
\t@%p1 bra CDONE;
{_poll("ld", "CPOLL")}
\tmov.u32 %r7, {{value}};
\tst.shared.u32 [flag], %r7;
\tst.shared.u32 [flag+4], %r7;
\tst.shared.u32 [flag+8], %r7;
\tst.shared.u32 [flag+12], %r7;
\tmbarrier.arrive.shared.b64 %rd4, [ow];
CDONE:"""
OW_WAIT = """OWAIT:
\tmbarrier.try_wait.parity.shared.b64 %p3, [ow], 0;
\t@!%p3 bra OWAIT;"""


def test_a_flag_overwritten_by_a_weak_store_of_the_same_value_teaches_nothing() -> None:
    producer = _flags("st.release.cta", "ld.acquire.cta").replace("POLL:", OW_WAIT + "\nPOLL:")
    _fails(_ptx(producer, OVERWRITE.replace("{value}", "1")))


def test_without_the_overwrite_the_same_kernel_passes() -> None:
    """The control: warp 4 leaves the flags alone (it stores nothing) and still arrives on ``ow``."""
    producer = _flags("st.release.cta", "ld.acquire.cta").replace("POLL:", OW_WAIT + "\nPOLL:")
    consumer = re.sub(r"\tmov.u32 %r7, \{value\};\n(\tst.shared.u32 \[flag[^\n]*\n)+", "", OVERWRITE)
    assert "st.shared" not in consumer
    _passes(_ptx(producer, consumer))


# The mbarrier ``bar`` of the two kernels below completes its phase 0 only after every producer warp's
# asynchronous arrival or copy, each issued after the warp's dec 40; every producer lane then waits
# (.acquire) for phase 0.
COMMIT = f"""{LANE0}
\t@%p1 tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [bar];
WAIT:
\tmbarrier.try_wait.parity.shared.b64 %p3, [bar], 0;
\t@!%p3 bra WAIT;"""


def test_tcgen05_commit_arrivals_do_not_synchronize() -> None:
    _fails(_ptx(COMMIT, n=4, target="sm_100a"))


def test_the_same_kernel_with_thread_arrivals_passes() -> None:
    _passes(_ptx(COMMIT.replace("tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [bar]",
                                "mbarrier.arrive.shared.b64 %rd4, [bar]"), n=4, target="sm_100a"))


# Thread 0 arrives on ``bar`` (count 1) expecting 64 bytes before any setmaxnreg; each producer warp's lane
# 0 copies 16 of them with a bulk copy after its dec 40: the phase completes when the four copies landed.
BULK = f"""{LANE0}
\tld.param.u64 %rd5, [pout];
\tshr.u32 %r3, %r0, 5;
\tshl.b32 %r3, %r3, 4;
\tmov.u32 %r4, buf;
\tadd.u32 %r4, %r4, %r3;
\t@%p1 cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [%r4], [%rd5], 16, [bar];
\t{{arrive}}
WAIT:
\tmbarrier.try_wait.parity.shared.b64 %p3, [bar], 0;
\t@!%p3 bra WAIT;"""
EXPECT = "\t@%p2 mbarrier.arrive.expect_tx.shared.b64 %rd4, [bar], 64;\n"


def test_bulk_copy_complete_tx_does_not_synchronize() -> None:
    _fails(_ptx(BULK.replace("{arrive}", ""), n=1, prelude=EXPECT))


def test_the_same_copies_with_thread_arrivals_pass() -> None:
    """The control: the four lanes 0 also arrive (count 5: thread 0's and theirs)."""
    _passes(_ptx(BULK.replace("{arrive}", "@%p1 mbarrier.arrive.shared.b64 %rd6, [bar];"), n=5, prelude=EXPECT))


def test_the_report_of_a_relaxed_counter_is_at_the_second_setmaxnreg() -> None:
    ptx = _ptx(WRONG["relaxed counter, no fences"])
    first, msgs = second_setmaxnreg_reports(ptx, SEEDS)
    assert any(f"after the one at line {first} without having synchronized with warps" in m for m in msgs), msgs


# ---- registers of exited warps ---------------------------------------------------------------------------
# PTX ISA 9.7.19.5: "A pool of available registers is maintained per-CTA. Register adjustments requested
# by the setmaxnreg instructions are handled by supplying extra registers from this pool to the requesting
# warp or by releasing extra registers from the requesting warp to this pool": setmaxnreg.dec is the only
# way into the pool; an exiting warp's registers do not go to it (regpool.py).

def _split(producer: str, consumer: str) -> str:
    return warpgroup_split(producer, consumer, REGS, LAUNCH)


def test_an_exited_warpgroup_gives_the_pool_nothing() -> None:
    """Warpgroup 0 exits without a setmaxnreg; the consumers' inc 232 (16384 registers) waits forever."""
    with pytest.raises(DeadlockError) as e:
        run_ids(_split("ret;", "setmaxnreg.inc.sync.aligned.u32 232;"))
    msg = str(e.value)
    assert "waits in setmaxnreg.inc for 2048 registers (232 a thread)" in msg
    assert "the CTA's pool holds 0 registers" in msg


def test_what_an_exited_warp_still_owns_stays_out_of_the_pool() -> None:
    """dec 40 releases 16384; inc 240 needs 18432: only the 40 a thread the exited producers still own
    (5120) could make up the rest, and they do not."""
    with pytest.raises(DeadlockError) as e:
        run_ids(_split(f"{DEC40}\n\tret;", "setmaxnreg.inc.sync.aligned.u32 240;"))
    assert "waits in setmaxnreg.inc for 2304 registers (240 a thread)" in str(e.value)


@pytest.mark.parametrize("seed", range(3))
def test_what_a_warp_released_before_it_exited_stays_in_the_pool(seed: int) -> None:
    """The control: dec 40 then exit; the consumers' inc 232 takes the 16384 released."""
    np.testing.assert_array_equal(run_ids(_split(f"{DEC40}\n\tret;", "setmaxnreg.inc.sync.aligned.u32 232;"), seed),
                                  np.concatenate([np.zeros(128, dtype=np.uint32), np.arange(128, 384)]))
