"""tcgen05.mma / tcgen05.commit / tcgen05.ld as the emulator runs them (nanotile/emu/tmemops.py).

Hand-written sm_100a kernels: thread 0 bulk-copies a pre-swizzled A (128 x 64 f16) and B
(16 x 64 f16, K-major, 128-byte swizzle) into shared memory, issues two tcgen05.mma (K = 16
each: k-slice 0 with enable-input-d false, then k-slice 1 accumulating), a tcgen05.commit after
each and a third commit with no mma since the previous one (CUTLASS's accumulator commit after
the last stage release).  Every thread then (optionally) waits on one commit's mbarrier and reads
D (M = 128: row i in TMEM lane i, PTX ISA 9.7.16.10.5 Layout D) with tcgen05.ld.32x32b.x16.
"""

from __future__ import annotations

import numpy as np
import pytest

from nanotile.emu.errors import RaceError

from nanotile.emu.memory_protocol import NumpyMemory
from nanotile.emu.tcgen05 import encode_idesc, encode_smem_desc
from nanotile.emu.tensormap import encode_row_major, tma_load

from emu_helpers import kernel, run

SEEDS = range(12)
IMAGE = 16384 + 2048          # A (128 x 64 f16) at 0, B (16 x 64 f16) at 16384, both 128B-swizzled
SHARED = (".shared .align 1024 .b8 buf[18432];\n.shared .align 8 .b8 bars[32];\n"
          ".shared .align 4 .b8 tslot[4];")
PARAMS = "\t.param .u64 pimg,\n\t.param .u64 pout"
REGS = "\t.reg .pred %p<8>;\n\t.reg .b32 %r<64>;\n\t.reg .b64 %rd<16>;"
COMMIT = "tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64"


def _wait(bar: int, label: str) -> str:
    return (f"\tadd.u32 %r30, %r10, {8 * bar};\n\tmov.u32 %r31, 0;\n{label}:\n"
            f"\tmbarrier.try_wait.parity.shared::cta.b64 %p5, [%r30], %r31;\n\t@!%p5 bra.uni {label};\n")


def _body(wait_before_ld: int | None) -> str:
    adesc = encode_smem_desc(0, 16, 1024, 128)
    idesc = encode_idesc(128, 16)
    wait = _wait(wait_before_ld, "$L_w1") if wait_before_ld is not None else ""
    stores = "".join(f"\tst.global.b32 [%rd9+{4 * j}], %r{40 + j};\n" for j in range(16))
    regs = ", ".join(f"%r{40 + j}" for j in range(16))
    return f"""
\tmov.u32 %r0, %tid.x;
\tshr.u32 %r1, %r0, 5;
\tmov.u32 %r10, bars;
\tmov.u32 %r14, buf;
\tmov.u32 %r15, tslot;
\tsetp.eq.u32 %p0, %r0, 0;
\tsetp.ne.u32 %p1, %r1, 0;
\t@%p0 mbarrier.init.shared::cta.b64 [%r10], 1;
\t@%p0 mbarrier.init.shared::cta.b64 [%r10+8], 1;
\t@%p0 mbarrier.init.shared::cta.b64 [%r10+16], 1;
\t@%p0 mbarrier.init.shared::cta.b64 [%r10+24], 1;
\t@%p1 bra $L_noalloc;
\ttcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32 [%r15], 32;
\ttcgen05.relinquish_alloc_permit.cta_group::1.sync.aligned;
$L_noalloc:
\tbar.sync 0;
\ttcgen05.fence::after_thread_sync;
\tld.shared.u32 %r20, [%r15];
\t@!%p0 bra $L_issued;
\tld.param.u64 %rd1, [pimg];
\tadd.u32 %r13, %r10, 24;
\tmbarrier.arrive.expect_tx.shared::cta.b64 _, [%r13], {IMAGE};
\tcp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [%r14], [%rd1], {IMAGE}, [%r13];
{_wait(3, "$L_w0")}
\tshr.u32 %r21, %r14, 4;
\tand.b32 %r21, %r21, 16383;
\tcvt.u64.u32 %rd2, %r21;
\tor.b64 %rd3, %rd2, {adesc};
\tadd.s64 %rd4, %rd3, 2;
\tadd.u32 %r22, %r14, 16384;
\tshr.u32 %r22, %r22, 4;
\tand.b32 %r22, %r22, 16383;
\tcvt.u64.u32 %rd5, %r22;
\tor.b64 %rd5, %rd5, {adesc};
\tadd.s64 %rd6, %rd5, 2;
\tmov.u32 %r23, {idesc};
\tsetp.ne.u32 %p3, %r0, 0;
\tsetp.eq.u32 %p4, %r0, 0;
\ttcgen05.mma.cta_group::1.kind::f16 [%r20+0], %rd3, %rd5, %r23, %p3;
\t{COMMIT} [%r10];
\ttcgen05.mma.cta_group::1.kind::f16 [%r20+0], %rd4, %rd6, %r23, %p4;
\tadd.u32 %r24, %r10, 8;
\t{COMMIT} [%r24];
\tadd.u32 %r25, %r10, 16;
\t{COMMIT} [%r25];
$L_issued:
{wait}\ttcgen05.fence::after_thread_sync;
\tshl.b32 %r26, %r1, 21;
\tadd.u32 %r27, %r20, %r26;
\ttcgen05.ld.sync.aligned.32x32b.x16.b32 {{{regs}}}, [%r27+0];
\ttcgen05.wait::ld.sync.aligned;
\tld.param.u64 %rd7, [pout];
\tmul.wide.u32 %rd8, %r0, 64;
\tadd.s64 %rd9, %rd7, %rd8;
{stores}{_wait(1, "$L_w2")}\tbar.sync 0;
\t@%p1 bra $L_end;
\ttcgen05.dealloc.cta_group::1.sync.aligned.b32 %r20, 32;
$L_end:
\tret;
"""


def _operands() -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    rng = np.random.default_rng(11)
    a = rng.integers(-4, 5, (128, 64)).astype(np.float16)
    b = rng.integers(-4, 5, (16, 64)).astype(np.float16)     # N x K (K-major)
    smem = NumpyMemory(IMAGE, name="image")
    for addr, mat in ((0, a), (16384, b)):
        g = NumpyMemory(mat.nbytes, base=0x100000, name="global")
        g.write(0x100000, mat.view(np.uint8).reshape(-1))
        tma_load(encode_row_major("f16", 0x100000, mat.shape, mat.shape, swizzle=128), g, (0, 0), smem, addr)
    return a.astype(np.float64), b.astype(np.float64), smem.read(0, IMAGE).copy()


def _ptx(wait_before_ld: int | None) -> str:
    return kernel(_body(wait_before_ld), PARAMS, REGS, target="sm_100a", shared=SHARED)


def _line(opcode: str, wait_before_ld: int | None = None) -> int:
    """The PTX line of the first instruction starting with ``opcode``."""
    return next(i + 1 for i, t in enumerate(_ptx(wait_before_ld).splitlines()) if t.strip().startswith(opcode))


def _run(wait_before_ld: int | None, seed: int) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    a, b, image = _operands()
    ptx = _ptx(wait_before_ld)
    out = np.full((128, 16), np.nan, dtype=np.float32)
    res = run(ptx, [{"name": "img", "kind": "ptr"}, {"name": "out", "kind": "ptr"}],
              {"img": image, "out": out}, block=128, schedule_seed=seed)
    first = a[:, :16] @ b[:, :16].T
    both = first + a[:, 16:32] @ b[:, 16:32].T
    return res.buffers["out"].astype(np.float64), first, both


def test_second_commit_completes_after_both_mmas() -> None:
    """PTX ISA 9.7.16.11.1 (tcgen05.commit): the mbarrier "tracks the completion of all prior
    asynchronous tcgen05 operations ... initiated by the executing thread".  The second commit
    follows both MMAs, so once its mbarrier's phase completes both have landed: under every
    schedule the tcgen05.ld after the wait reads A[:, :32] @ B[:, :32]^T, never the first MMA's
    partial sum.  (MMAs of a warp also land in order, so this holds with per-commit tracking too;
    the next test is the one that tells the two rules apart.)"""
    for seed in SEEDS:
        got, first, both = _run(1, seed)
        assert not np.array_equal(first, both)
        np.testing.assert_array_equal(got, both, err_msg=f"schedule seed {seed}")


def test_commit_with_no_new_mma_still_tracks_the_earlier_ones() -> None:
    """PTX ISA 9.7.16.11.1: "all prior" includes MMAs an earlier commit already tracks.  The third
    commit follows the second with no tcgen05.mma in between (CUTLASS's accumulator commit after
    the last stage's release); waiting on it and then tcgen05.ld must read the completed
    accumulator.  (Before a09ed01 the emulator tracked only MMAs since the previous commit, so this
    commit arrived at once and some schedules read a stale D.)"""
    for seed in SEEDS:
        got, _, both = _run(2, seed)
        np.testing.assert_array_equal(got, both, err_msg=f"schedule seed {seed}")


def test_ld_without_waiting_is_a_race() -> None:
    """Negative.  Without the wait on a commit's mbarrier, tcgen05.ld reads D while the MMAs may not
    have completed (PTX ISA 9.7.16.6: tcgen05.mma is asynchronous; 9.7.16.11.1: its completion is
    observed through tcgen05.commit's mbarrier).  Under every schedule -- whether the MMAs happened to
    land first or not, and whether the issuing warp lagged (machine.py) or not -- the emulator reports
    the race between the ld and an mma instead of returning zeros or a partial sum: at the ld, naming
    the mma that last wrote the cells, or, where the laggard issued an mma only after the ld, at that
    mma, naming the ld.  Where both MMAs came before the ld, the cells' last writer is the second
    (it accumulates into the first one's D), so that is the line named; some schedule of SEEDS has
    that shape, and some has the laggard's."""
    mmas = [i + 1 for i, t in enumerate(_ptx(None).splitlines()) if "tcgen05.mma." in t]
    ld = _line("tcgen05.ld.")
    shapes = set()
    for seed in SEEDS:
        with pytest.raises(RaceError) as e:
            _run(None, seed)
        msg = e.value.message
        if e.value.line == ld:
            named = [n for n in mmas if f"that the tcgen05.mma at line {n} (CTA (0, 0, 0) warp 0) writes "
                     "asynchronously" in msg]
            assert msg.startswith("race: tcgen05.ld reads Tensor Memory (lanes ") and len(named) == 1, \
                f"schedule seed {seed}: {msg}"
            shapes.add(("at the ld, naming mma", mmas.index(named[0])))
        else:
            assert e.value.line in mmas, f"schedule seed {seed}: {e.value.line}: {msg}"
            assert msg.startswith("race: tcgen05.mma overwrites Tensor Memory (lanes ") and \
                f"that the tcgen05.ld at line {ld} (CTA (0, 0, 0) warp " in msg, f"schedule seed {seed}: {msg}"
            shapes.add(("at an mma, naming the ld", -1))
    assert ("at the ld, naming mma", 1) in shapes, shapes
    assert ("at an mma, naming the ld", -1) in shapes, shapes


def test_wait_on_the_first_commit_does_not_cover_the_second_mma() -> None:
    """Negative.  The first commit tracks only the first MMA; after waiting on its mbarrier the second
    MMA (line of the second tcgen05.mma) may still be writing D, so the ld is a race."""
    for seed in SEEDS[:4]:
        with pytest.raises(RaceError) as e:
            _run(0, seed)
        lines = [i + 1 for i, t in enumerate(_ptx(0).splitlines()) if "tcgen05.mma." in t]
        assert f"that the tcgen05.mma at line {lines[1]} " in e.value.message, e.value.message


def _run_ptx(ptx: str, seed: int) -> None:
    _, _, image = _operands()
    out = np.full((128, 16), np.nan, dtype=np.float32)
    run(ptx, [{"name": "img", "kind": "ptr"}, {"name": "out", "kind": "ptr"}],
        {"img": image, "out": out}, block=128, schedule_seed=seed)


# Schedules in which the MMAs land before thread 0's store are rare (the issuing warp keeps running, and
# under a laggard schedule, machine.py, it is often the other warps that run first): 3 of seeds 0..63.
LANDED_SEEDS = range(64)


def test_overwriting_an_operand_before_the_commit_is_observed_is_a_race() -> None:
    """Negative.  Thread 0 overwrites A in shared memory right after its commits: the tensor core may
    still be reading it (PTX ISA 9.7.16.11.1: only the commit's mbarrier says the MMA is done).  The
    race is reported under every schedule of LANDED_SEEDS -- also those where the emulator already
    completed the MMAs -- because the writer has not observed a commit covering them; both kinds of
    schedule occur among them.  Overwriting A after waiting on
    the second commit (which tracks both MMAs) is fine."""
    commit3 = f"\t{COMMIT} [%r25];\n"
    early = _ptx(1).replace(commit3, commit3 + "\tst.shared.u32 [%r14], %r0;\n", 1)
    assert early != _ptx(1)
    mma1 = [i + 1 for i, t in enumerate(early.splitlines()) if "tcgen05.mma." in t][0]
    how = set()
    for seed in LANDED_SEEDS:
        with pytest.raises(RaceError) as e:
            _run_ptx(early, seed)
        assert e.value.text == "st.shared.u32 [%r14], %r0"
        assert (f"race: st.shared overwrites shared memory [0x400, 0x420) that the tcgen05.mma issued at line "
                f"{mma1} (CTA (0, 0, 0) warp 0) still reads") in e.value.message
        how.add("as far as this warp knows" in e.value.message)
    assert True in how, "no schedule completed the MMAs before the store: the landed case is untested"
    assert False in how, "no schedule stored while the MMAs were in flight: that case is untested"
    ld = "\ttcgen05.ld.sync"
    late = _ptx(1).replace(ld, "\t@%p0 st.shared.u32 [%r14], %r0;\n" + ld, 1)
    assert late != _ptx(1)
    for seed in range(4):
        _run_ptx(late, seed)
