"""The SIMT machine: divergence, collectives, barriers, memory checks, mbarriers, async copies, deadlocks."""

from __future__ import annotations

import numpy as np
import pytest

from nanotile.emu.errors import DeadlockError, EmuError, RaceError

from emu_helpers import kernel, run

OUT = [{"name": "out", "kind": "ptr"}]
PARAM = "\t.param .u64 pout"
REGS = "\t.reg .pred %p<8>;\n\t.reg .b32 %r<32>;\n\t.reg .b64 %rd<16>;"
STORE = """
\tmov.u32 %r31, %tid.x;
\tld.param.u64 %rd15, [pout];
\tmul.wide.u32 %rd14, %r31, 4;
\tadd.s64 %rd15, %rd15, %rd14;
\tst.global.u32 [%rd15], %r1;
"""


def run_out(body: str, block: int = 32, shared: str = "", schedule_seed: int = 0, dynamic: int = 0,
            init: np.ndarray | None = None) -> np.ndarray:
    ptx = kernel(body + STORE, PARAM, REGS, shared=shared)
    out = np.zeros(block, dtype=np.uint32) if init is None else init
    res = run(ptx, OUT, {"out": out}, block=block, schedule_seed=schedule_seed, dynamic_shared=dynamic)
    return res.buffers["out"]


def test_divergent_loop_reconverges() -> None:
    """Each lane loops tid times; lanes leave the loop at different iterations and meet after it."""
    out = run_out("""
\tmov.u32 %r0, %tid.x;
\tmov.u32 %r1, 0;
\tmov.u32 %r2, 0;
$L_head:
\tsetp.ge.u32 %p0, %r2, %r0;
\t@%p0 bra $L_done;
\tadd.u32 %r1, %r1, 3;
\tadd.u32 %r2, %r2, 1;
\tbra $L_head;
$L_done:
\tactivemask.b32 %r3;
\tsetp.ne.u32 %p1, %r3, -1;
\t@%p1 mov.u32 %r1, 999;
""")
    assert out.tolist() == [3 * t for t in range(32)]


def test_if_else_divergence() -> None:
    out = run_out("""
\tmov.u32 %r0, %tid.x;
\tand.b32 %r4, %r0, 1;
\tsetp.eq.u32 %p0, %r4, 0;
\t@%p0 bra $L_even;
\tmul.lo.u32 %r1, %r0, 10;
\tbra $L_join;
$L_even:
\tadd.u32 %r1, %r0, 1000;
$L_join:
\tadd.u32 %r1, %r1, 1;
""")
    assert out.tolist() == [t + 1001 if t % 2 == 0 else 10 * t + 1 for t in range(32)]


def test_shfl_vote_elect() -> None:
    out = run_out("""
\tmov.u32 %r0, %tid.x;
\tshfl.sync.bfly.b32 %r2, %r0, 1, 31, -1;
\tshfl.sync.idx.b32 %r3, %r0, 5, 31, -1;
\tshfl.sync.down.b32 %r4|%p1, %r0, 4, 31, -1;
\tsetp.gt.u32 %p2, %r0, 9;
\tvote.sync.ballot.b32 %r5, %p2, -1;
\telect.sync %r6|%p3, -1;
\tselp.u32 %r7, 1, 0, %p3;
\tselp.u32 %r8, 1, 0, %p1;
\tmul.lo.u32 %r1, %r2, 100;
\tadd.u32 %r1, %r1, %r3;
\tsetp.eq.u32 %p4, %r5, 0xFFFFFC00;
\t@!%p4 mov.u32 %r1, 7777;
\tshl.b32 %r7, %r7, 16;
\tadd.u32 %r1, %r1, %r7;
\tshl.b32 %r8, %r8, 20;
\tadd.u32 %r1, %r1, %r8;
\tshl.b32 %r6, %r6, 24;
\tadd.u32 %r1, %r1, %r6;
""")
    for t, v in enumerate(out.tolist()):
        assert v & 0xFFFF == (t ^ 1) * 100 + 5
        assert (v >> 16) & 1 == (t == 0)           # elected: lane 0
        assert (v >> 20) & 1 == (t + 4 <= 31)       # shfl.down in range
        assert v >> 24 == 0                         # the leader's lane id


def test_bar_sync_orders_shared_memory() -> None:
    """Warp w writes smem[w]; after bar.sync each thread reads its neighbour warp's value."""
    body = """
\tmov.u32 %r0, %tid.x;
\tshr.u32 %r2, %r0, 5;
\tmov.u32 %r3, sm;
\tshl.b32 %r4, %r2, 2;
\tadd.u32 %r4, %r3, %r4;
\tadd.u32 %r5, %r2, 100;
\tst.shared.u32 [%r4], %r5;
\tbar.sync 0;
\tadd.u32 %r6, %r2, 1;
\tand.b32 %r6, %r6, 3;
\tshl.b32 %r6, %r6, 2;
\tadd.u32 %r6, %r3, %r6;
\tld.shared.u32 %r1, [%r6];
"""
    for seed in range(4):
        out = run_out(body, block=128, shared=".shared .align 4 .b8 sm[16];", schedule_seed=seed)
        assert out.tolist() == [100 + (t // 32 + 1) % 4 for t in range(128)]


def test_missing_bar_sync_reads_stale_shared_memory() -> None:
    """Without the barrier some schedule reads a neighbour's slot before it is written."""
    body = """
\tmov.u32 %r0, %tid.x;
\tshr.u32 %r2, %r0, 5;
\tmov.u32 %r3, sm;
\tshl.b32 %r4, %r2, 2;
\tadd.u32 %r4, %r3, %r4;
\tadd.u32 %r5, %r2, 100;
\tst.shared.u32 [%r4], %r5;
\tadd.u32 %r6, %r2, 1;
\tand.b32 %r6, %r6, 3;
\tshl.b32 %r6, %r6, 2;
\tadd.u32 %r6, %r3, %r6;
\tld.shared.u32 %r1, [%r6];
"""
    want = [100 + (t // 32 + 1) % 4 for t in range(128)]
    results = [run_out(body, block=128, shared=".shared .align 4 .b8 sm[16];", schedule_seed=s).tolist()
               for s in range(6)]
    assert any(r != want for r in results)


def test_out_of_bounds_and_misaligned_report_line_and_thread() -> None:
    with pytest.raises(EmuError) as e:
        run_out("""
\tld.param.u64 %rd1, [pout];
\tmov.u32 %r0, %tid.x;
\tmul.wide.u32 %rd2, %r0, 8;
\tadd.s64 %rd1, %rd1, %rd2;
\tld.global.u32 %r1, [%rd1];
""")
    assert "out-of-bounds ld.global of 4 bytes" in e.value.message
    assert e.value.line == 15 and "lane 16 (thread (16, 0, 0))" in e.value.where
    with pytest.raises(EmuError) as e:
        run_out("\tld.param.u64 %rd1, [pout];\n\tld.global.u32 %r1, [%rd1+2];")
    assert "misaligned ld.global of 4 bytes" in e.value.message and "ld.global.u32 %r1, [%rd1+2]" in e.value.text


def test_aligned_instruction_in_divergent_code() -> None:
    with pytest.raises(EmuError, match="is .aligned but the warp executes it divergently"):
        run_out("""
\tmov.u32 %r0, %tid.x;
\tsetp.lt.u32 %p0, %r0, 16;
\t@%p0 bra $L_skip;
\tbar.sync 0;
$L_skip:
\tmov.u32 %r1, 1;
""")


def test_bar_sync_deadlock() -> None:
    """Warp 1 exits early... but bar.sync counts only live threads, so a barrier skipped by one warp while
    another waits on barrier 1 for 128 threads is a deadlock."""
    with pytest.raises(DeadlockError) as e:
        run_out("""
\tmov.u32 %r0, %tid.x;
\tsetp.lt.u32 %p0, %r0, 32;
\t@%p0 bra $L_skip;
\tbar.sync 1, 128;
$L_skip:
\tmov.u32 %r1, 1;
""", block=128)
    assert "waits at barrier 1: 96 of 128 threads arrived" in str(e.value)


MB = ".shared .align 8 .b8 bar[8];\n.shared .align 128 .b8 buf[256];"


def test_mbarrier_phases_between_warps() -> None:
    """Warp 0 waits for phase 0 of a barrier that warp 1 arrives on (count 32)."""
    out = run_out("""
\tmov.u32 %r0, %tid.x;
\tmov.u32 %r10, bar;
\tsetp.eq.u32 %p0, %r0, 0;
\t@%p0 mbarrier.init.shared::cta.b64 [%r10], 32;
\tbar.sync 0;
\tsetp.lt.u32 %p1, %r0, 32;
\t@%p1 bra $L_wait;
\tmov.u32 %r11, buf;
\tshl.b32 %r12, %r0, 2;
\tadd.u32 %r11, %r11, %r12;
\tst.shared.u32 [%r11+-128], %r0;
\tmbarrier.arrive.shared::cta.b64 %rd1, [%r10];
\tmov.u32 %r1, 0;
\tbra $L_end;
$L_wait:
\tmov.u32 %r20, 0;
$L_spin:
\tmbarrier.try_wait.parity.shared::cta.b64 %p2, [%r10], %r20;
\t@!%p2 bra.uni $L_spin;
\tmov.u32 %r11, buf;
\tshl.b32 %r12, %r0, 2;
\tadd.u32 %r11, %r11, %r12;
\tld.shared.u32 %r1, [%r11];
$L_end:
""", block=64, shared=MB)
    assert out[:32].tolist() == [t + 32 for t in range(32)]


def test_mbarrier_deadlock_reports_barrier_state() -> None:
    """The consumer waits on the current phase (parity 0), which never completes (1 of 33 arrivals): a deadlock
    reported with the barrier's state.  (Parity 1 would pass: it names the phase before phase 0.)"""
    with pytest.raises(DeadlockError) as e:
        run_out("""
\tmov.u32 %r10, bar;
\tmbarrier.init.shared::cta.b64 [%r10], 33;
\tmbarrier.arrive.shared::cta.b64 %rd1, [%r10];
\tmov.u32 %r20, 0;
$L_spin:
\tmbarrier.try_wait.parity.shared::cta.b64 %p2, [%r10], %r20;
\t@!%p2 bra.uni $L_spin;
""", block=1, shared=MB)
    msg = str(e.value)
    assert "deadlock" in msg and "line 17: mbarrier.try_wait.parity" in msg
    assert "waits on mbarrier 0x400: phase 0 (parity 0) in progress, awaiting completion of the phase of parity 0" in msg
    assert "pending arrivals 32 of 33; pending tx bytes 0; nothing in flight can complete it" in msg


def test_mbarrier_init_on_live_barrier() -> None:
    with pytest.raises(EmuError) as e:
        run_out("""
\tmov.u32 %r10, bar;
\tmbarrier.init.shared::cta.b64 [%r10], 1;
\tmbarrier.init.shared::cta.b64 [%r10], 1;
""", block=1, shared=MB)
    assert "mbarrier.init on a live mbarrier at 0x400 (initialized at line 13" in e.value.message
    assert e.value.line == 14
    # after inval it may be initialized again
    run_out("""
\tmov.u32 %r10, bar;
\tmbarrier.init.shared::cta.b64 [%r10], 1;
\tmbarrier.inval.shared::cta.b64 [%r10];
\tmbarrier.init.shared::cta.b64 [%r10], 1;
""", block=1, shared=MB)


BULK = """
\tmov.u32 %r0, %tid.x;
\tmov.u32 %r10, bar;
\tmov.u32 %r11, buf;
\tld.param.u64 %rd1, [pout];
\tsetp.eq.u32 %p0, %r0, 0;
\t@%p0 mbarrier.init.shared::cta.b64 [%r10], 1;
\tbar.sync 0;
\t@%p0 mbarrier.arrive.expect_tx.shared::cta.b64 _, [%r10], EXPECT;
\t@%p0 cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [%r11], [%rd1], 128, [%r10];
WAIT
\tshl.b32 %r12, %r0, 2;
\tadd.u32 %r12, %r11, %r12;
\tld.shared.u32 %r1, [%r12];
\tadd.u32 %r1, %r1, 1;
"""
WAIT = """\tmov.u32 %r20, 0;
$L_spin:
\tmbarrier.try_wait.parity.shared::cta.b64 %p2, [%r10], %r20;
\t@!%p2 bra.uni $L_spin;"""


def _bulk(expect: int, wait: bool, seed: int = 0) -> np.ndarray:
    body = BULK.replace("EXPECT", str(expect)).replace("WAIT", WAIT if wait else "")
    ptx = kernel(body + STORE, PARAM, REGS, shared=MB)
    init = np.arange(32, dtype=np.uint32) * 7
    res = run(ptx, OUT, {"out": init}, block=32, schedule_seed=seed)
    return res.buffers["out"]


def test_bulk_copy_lands_at_the_wait() -> None:
    for seed in range(3):
        assert _bulk(128, True, seed).tolist() == [7 * t + 1 for t in range(32)]


def test_reading_before_the_wait_is_a_race() -> None:
    with pytest.raises(RaceError) as e:
        _bulk(128, False)
    assert "ld.shared reads shared memory [0x480, 0x500) that the cp.async.bulk" in e.value.message
    assert "wait on the mbarrier first" in e.value.message and e.value.line > 0


def test_halved_expect_tx() -> None:
    with pytest.raises(EmuError) as e:
        _bulk(64, True)
    assert "complete_tx of 128 bytes makes the tx-count of mbarrier 0x400 negative (-64)" in e.value.message


def test_vector_and_subword_memory() -> None:
    """ld.global.v4.u32 / st.shared.v2 / ld.u8 (zero-extended) / ld.s16 (sign-extended) / generic via cvta."""
    out = run_out("""
\tmov.u32 %r0, %tid.x;
\tld.param.u64 %rd1, [pout];
\tld.global.v4.u32 {%r2, %r3, %r4, %r5}, [%rd1];
\tmov.u32 %r10, sm;
\tst.shared.v2.u32 [%r10], {%r4, %r5};
\tcvt.u64.u32 %rd2, %r10;
\tcvta.shared.u64 %rd3, %rd2;
\tld.u32 %r6, [%rd3+4];
\tld.global.u8 %r7, [%rd1+12];
\tld.global.s16 %r8, [%rd1+8];
\tbar.sync 0;
\tmad.lo.u32 %r1, %r6, 1000, %r7;
\tsetp.eq.s32 %p0, %r8, -3;
\t@!%p0 mov.u32 %r1, 0;
""", shared=".shared .align 16 .b8 sm[16];", init=np.array([1, 2, 0xFFFFFFFD, 0x1FF] + [0] * 28, np.uint32))
    assert out[0] == 0x1FF * 1000 + 0xFF


def test_atomics_serialize() -> None:
    """atom.global.add returns each lane's old value; every lane's addition lands."""
    out = run_out("""
\tld.param.u64 %rd1, [pout];
\tatom.global.add.u32 %r1, [%rd1+124], 2;
\tbar.sync 0;
\tld.global.u32 %r2, [%rd1+124];
\tadd.u32 %r1, %r1, %r2;
""")
    olds = sorted((out[:31] - 64).tolist())
    assert olds == [2 * i for i in range(31)]


def test_shfl_up_segments_and_votes() -> None:
    """shfl.sync.up with width 8 (c = (32-8)<<8): lanes below delta in their segment keep their value."""
    out = run_out("""
\tmov.u32 %r0, %tid.x;
\tshfl.sync.up.b32 %r1|%p1, %r0, 2, 0x1800, -1;
\tsetp.lt.u32 %p2, %r0, 40;
\tvote.sync.all.pred %p3, %p2, -1;
\tsetp.lt.u32 %p2, %r0, 1;
\tvote.sync.any.pred %p4, %p2, -1;
\tand.pred %p3, %p3, %p4;
\t@!%p3 mov.u32 %r1, 777;
""")
    want = [t if t % 8 < 2 else t - 2 for t in range(32)]
    assert out.tolist() == want


def test_partial_warp_and_exit_barrier() -> None:
    """A 48-thread block (warp 1 has 16 lanes); threads 0-15 and 40-47 exit first; bar.sync 0 then waits
    only for the live threads (exited lanes are not part of the warp's aligned execution)."""
    out = run_out("""
	mov.u32 %r0, %tid.x;
	mov.u32 %r1, 5;
	setp.ge.u32 %p0, %r0, 40;
	setp.lt.u32 %p1, %r0, 16;
	or.pred %p0, %p0, %p1;
	@%p0 ret;
	bar.sync 0;
	add.u32 %r1, %r1, %r0;
""", block=48)
    assert out.tolist() == [0] * 16 + [5 + t for t in range(16, 40)] + [0] * 8


def test_progress_on_request(capsys: pytest.CaptureFixture[str]) -> None:
    from nanotile.emu.launch import run_kernel
    from nanotile.launch.spec import parse_spec
    ptx = kernel("\tmov.u32 %r1, 1;" + STORE, PARAM, REGS)
    spec = parse_spec({"kernel": "k", "grid": [3], "block": [32], "reference": "out = out",
                       "params": [{"name": "out", "kind": "ptr", "dtype": "u32", "shape": [32]}]})
    run_kernel(ptx, spec, progress=True)
    assert "3/3 CTAs" in capsys.readouterr().err


CP_ASYNC = """
\tmov.u32 %r0, %tid.x;
\tld.param.u64 %rd1, [pout];
\tmov.u32 %r10, sm;
\tshl.b32 %r11, %r0, 2;
\tadd.u32 %r12, %r10, %r11;
\tst.shared.u32 [%r12], 9;
\tbar.sync 0;
\tand.b32 %r13, %r0, 7;
\tshl.b32 %r13, %r13, 4;
\tadd.u32 %r14, %r10, %r13;
\tcvt.u64.u32 %rd2, %r13;
\tadd.s64 %rd3, %rd1, %rd2;
\tsetp.lt.u32 %p0, %r0, 8;
\t@%p0 cp.async.cg.shared.global [%r14], [%rd3], 16, 12;
\tcp.async.commit_group;
WAIT
\tbar.sync 0;
\tld.shared.u32 %r1, [%r12];
"""


@pytest.mark.parametrize("wait", ["\tcp.async.wait_group 0;", "\tcp.async.wait_all;", ""])
def test_ampere_cp_async(wait: str) -> None:
    """cp.async copies 12 of 16 bytes (src-size 12: the last word zero-filled) and lands by the wait;
    reading the destination without the wait is a race."""
    init = np.arange(32, dtype=np.uint32) + 100
    body = CP_ASYNC.replace("WAIT", wait)
    if wait:
        out = run_out(body, shared=".shared .align 16 .b8 sm[128];", init=init)
        assert out.tolist() == [0 if t % 4 == 3 else 100 + t for t in range(32)]
    else:
        with pytest.raises(RaceError, match="that the cp.async at line 24 .* writes asynchronously, before its"):
            run_out(body, shared=".shared .align 16 .b8 sm[128];", init=init)


def test_endless_loop_guard() -> None:
    from nanotile.emu.launch import run_kernel
    from nanotile.launch.spec import parse_spec
    ptx = kernel("$L_top:\n\tbra $L_top;" + STORE, PARAM, REGS)
    spec = parse_spec({"kernel": "k", "grid": [1], "block": [32], "reference": "out = out",
                       "params": [{"name": "out", "kind": "ptr", "dtype": "u32", "shape": [32]}]})
    with pytest.raises(EmuError, match="no end after 5000 warp instructions"):
        run_kernel(ptx, spec, max_steps=5000)


def test_test_wait_with_state_and_store_over_barrier() -> None:
    """mbarrier.arrive returns the phase as a state; test_wait(state) succeeds once that phase completed.
    Warp 1 arrives late; warp 0 polls with test_wait (non-blocking) in a loop."""
    out = run_out("""
\tmov.u32 %r0, %tid.x;
\tmov.u32 %r10, bar;
\tsetp.eq.u32 %p0, %r0, 0;
\t@%p0 mbarrier.init.shared::cta.b64 [%r10], 2;
\tbar.sync 0;
\tsetp.eq.u32 %p1, %r0, 32;
\tsetp.eq.u32 %p3, %r0, 0;
\tor.pred %p1, %p1, %p3;
\t@%p1 mbarrier.arrive.shared::cta.b64 %rd1, [%r10];
\tshfl.sync.idx.b32 %r20, %r0, 0, 31, -1;
\tmov.b64 %rd2, 0;
$L_poll:
\tmbarrier.test_wait.shared::cta.b64 %p2, [%r10], %rd2;
\t@!%p2 bra.uni $L_poll;
\tmov.u32 %r1, 1;
""", block=64, shared=MB)
    assert out.tolist() == [1] * 64
    with pytest.raises(EmuError, match=r"st.shared overwrites the live mbarrier at 0x400 \(initialized at line 13"):
        run_out("""
\tmov.u32 %r10, bar;
\tmbarrier.init.shared::cta.b64 [%r10], 1;
\tst.shared.u32 [%r10+4], 0;
""", block=1, shared=MB)


def test_mma_sync_m16n8k16_fragments() -> None:
    """Hand-worked from the PTX ISA fragment figures (g = lane >> 2, q = lane % 4):
    A[9][12] is a6 (register 3, low half) of lane 6; B[12][5] is b2 (register 1, low half) of lane 22;
    D[9][5] is c3 of lane 6; C[0][0] is c0 of lane 0."""
    inp = np.zeros((32, 10), dtype=np.uint32)
    inp[6, 3] = 0x4000            # A[9][12] = 2.0 (f16)
    inp[22, 5] = 0x4200           # B[12][5] = 3.0
    inp[0, 6] = np.float32(1.5).view(np.uint32)      # C[0][0] = 1.5
    body = "\n".join([
        "\tmov.u32 %r0, %tid.x;", "\tld.param.u64 %rd1, [pin];", "\tmul.wide.u32 %rd2, %r0, 40;",
        "\tadd.s64 %rd1, %rd1, %rd2;",
        *[f"\tld.global.u32 %r{10 + i}, [%rd1+{4 * i}];" for i in range(10)],
        "\tmma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {%r20, %r21, %r22, %r23}, {%r10, %r11, %r12, %r13}, "
        "{%r14, %r15}, {%r16, %r17, %r18, %r19};",
        "\tld.param.u64 %rd3, [pout];", "\tmul.wide.u32 %rd4, %r0, 16;", "\tadd.s64 %rd3, %rd3, %rd4;",
        "\tst.global.v4.u32 [%rd3], {%r20, %r21, %r22, %r23};"])
    ptx = kernel(body, "\t.param .u64 pin, .param .u64 pout", REGS)
    res = run(ptx, [{"name": "inp", "kind": "ptr"}, {"name": "out", "kind": "ptr"}],
              {"inp": inp.reshape(-1), "out": np.zeros(128, dtype=np.uint32)})
    d = res.buffers["out"].reshape(32, 4).view(np.float32)
    want = np.zeros((32, 4), dtype=np.float32)
    want[6, 3] = 6.0
    want[0, 0] = 1.5
    assert np.array_equal(d, want)
