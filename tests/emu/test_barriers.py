"""bar / barrier thread counts (PTX ISA 9.7.13.1): the count is a positive multiple of the warp size,
no larger than the CTA, and required for ``bar.arrive``."""

from __future__ import annotations

import numpy as np
import pytest

from nanotile.emu.errors import EmuError, Unsupported

from emu_helpers import kernel, run

REGS = "\t.reg .b32 %r<8>;\n\t.reg .b64 %rd<8>;\n\t.reg .pred %p<4>;"


def _run(body: str, block: int = 64) -> np.ndarray:
    ptx = kernel(f"""
\tmov.u32 %r0, %tid.x;
\tshr.u32 %r1, %r0, 5;
\tsetp.eq.u32 %p0, %r1, 0;
{body}
\tld.param.u64 %rd1, [pout];
\tmul.wide.u32 %rd2, %r0, 4;
\tadd.s64 %rd3, %rd1, %rd2;
\tst.global.u32 [%rd3], %r0;
\tret;
""", "\t.param .u64 pout", REGS)
    out = np.zeros(block, dtype=np.uint32)
    return run(ptx, [{"name": "out", "kind": "ptr"}], {"out": out}, block=block).buffers["out"]


def test_producer_arrives_consumer_syncs() -> None:
    """Warp 0 arrives on barrier 1 (64 threads), warp 1 waits there: both finish."""
    got = _run("\t@%p0 bar.arrive 1, 64;\n\t@!%p0 bar.sync 1, 64;")
    np.testing.assert_array_equal(got, np.arange(64))


def test_arrive_without_count_is_rejected() -> None:
    with pytest.raises(Unsupported, match=r"'bar.arrive' takes a barrier and a thread count \(a, b\)"):
        _run("\t@%p0 bar.arrive 1;\n\t@!%p0 bar.sync 1, 64;")


@pytest.mark.parametrize("count, msg", [
    (0, "barrier thread count 0 is not a positive multiple of the warp size"),
    (48, "barrier thread count 48 is not a positive multiple of the warp size"),
    (128, "barrier thread count 128 exceeds the CTA's 64 threads: the barrier can never complete"),
])
def test_bad_thread_counts(count: int, msg: str) -> None:
    with pytest.raises(EmuError, match=msg) as e:
        _run(f"\tbar.sync 1, {count};")
    assert e.value.text == f"bar.sync 1, {count}"


def _parity_run(body: str, block: int = 32, schedule_seed: int = 0) -> np.ndarray:
    ptx = kernel(f"""
\tmov.u32 %r0, %tid.x;
\tmov.u32 %r2, bar;
\tsetp.eq.u32 %p0, %r0, 0;
\t@%p0 mbarrier.init.shared::cta.b64 [%r2], 1;
\tbar.sync 0;
{body}
\tld.param.u64 %rd1, [pout];
\tmul.wide.u32 %rd2, %r0, 4;
\tadd.s64 %rd3, %rd1, %rd2;
\tst.global.u32 [%rd3], %r0;
\tret;
""", "\t.param .u64 pout", REGS, shared=".shared .align 8 .b8 bar[8];")
    out = np.zeros(block, dtype=np.uint32)
    return run(ptx, [{"name": "out", "kind": "ptr"}], {"out": out}, block=block,
               schedule_seed=schedule_seed).buffers["out"]


ARRIVE = "\t@%p0 mbarrier.arrive.shared::cta.b64 %rd4, [%r2];\n"


def _wait(parity: int, n: int) -> str:
    return (f"$W{n}:\n\tmbarrier.try_wait.parity.shared::cta.b64 %p1, [%r2], {parity};\n"
            f"\t@!%p1 bra.uni $W{n};\n")


def test_parity_wait_one_phase_behind_is_fine() -> None:
    """Each wait comes at most one phase after the warp's previous one: the parity names one phase."""
    got = _parity_run(ARRIVE + _wait(0, 1) + ARRIVE + _wait(1, 2) + ARRIVE + _wait(0, 3))
    np.testing.assert_array_equal(got, np.arange(32))


def test_parity_wait_after_two_phases_is_aliasing() -> None:
    """Negative.  The warp last waited in phase 1; two more phases complete before its next parity
    wait, whose parity 1 now names phase 1 and phase 3 alike (PTX ISA: the parity is that of the current
    or the immediately preceding phase): reported at the wait's line with the phase numbers -- here the
    wait would even succeed, for the wrong phase."""
    with pytest.raises(EmuError, match=r"mbarrier.try_wait: parity aliasing on mbarrier 0x[0-9a-f]+: this warp last "
                                       r"saw it in phase 1 and waits with parity 1, but 2 phases have completed "
                                       r"since \(now in phase 3\)") as e:
        _parity_run(ARRIVE + _wait(0, 1) + ARRIVE + ARRIVE + _wait(1, 2))
    assert e.value.text == "mbarrier.try_wait.parity.shared::cta.b64 %p1, [%r2], 1"
    # the first wait after init counts from phase 0
    with pytest.raises(EmuError, match=r"last saw it in phase 0 and waits with parity 0, but 2 phases"):
        _parity_run(ARRIVE + ARRIVE + _wait(0, 1))


def test_a_phase_learned_through_bar_sync_counts_as_seen() -> None:
    """Warp 1 first waits on the barrier in phase 2, but it synchronized (bar.sync) with warp 0 after
    warp 0 observed phase 0 complete: it is one phase behind what it knows, not aliasing."""
    def body(sync: str) -> str:
        return (ARRIVE + "\tsetp.lt.u32 %p2, %r0, 32;\n\t@!%p2 bra.uni $SKIP;\n" + _wait(0, 1) + "$SKIP:\n"
                + sync + ARRIVE + _wait(1, 2))
    got = _parity_run(body("\tbar.sync 0;\n"), block=64)
    np.testing.assert_array_equal(got, np.arange(64))
