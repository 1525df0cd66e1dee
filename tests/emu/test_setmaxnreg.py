"""setmaxnreg and the CTA's register pool (PTX ISA 9.7.19.5; nanotile/emu/regpool.py).

The emulator treated ``setmaxnreg`` as a no-op, so ``nanotile check`` could not see a kernel whose
``setmaxnreg.inc`` waits forever (fuzz2: the bn=64 generated GEMM at ``nv_tileaa.occupancy = 2``,
``.maxnreg 80``, compiled and assembled, but its consumers ask for 232 registers a thread out of a
30720-register CTA).  Each kernel below runs with a launch the pool satisfies first, so each error comes
from the pool or the warpgroup rule, not from the kernel."""

from __future__ import annotations

import pathlib

import numpy as np
import pytest

from nanotile.emu.errors import DeadlockError, EmuError
from nanotile.emu.ptx import parse_ptx
from nanotile.emu.regpool import launch_registers
from nanotile.kernels import GemmConfig, generate

from emu_helpers import cli, run, warpgroup_split

REGS = "\t.reg .b32 %r<8>;\n\t.reg .b64 %rd<8>;\n\t.reg .pred %p<4>;"


def _ptx(directives: str, producer: str, consumer: str) -> str:
    """Warpgroup 0 runs ``producer``, the others ``consumer``; then every thread writes its id."""
    return warpgroup_split(producer, consumer, REGS, directives)


def _run(ptx: str, block: int = 384, seed: int = 0) -> np.ndarray:
    out = np.zeros(block, dtype=np.uint32)
    return run(ptx, [{"name": "out", "kind": "ptr"}], {"out": out}, block=block,
               schedule_seed=seed).buffers["out"]


LAUNCH = ".reqntid 384, 1, 1\n.minnctapersm 1"     # ptxas gives 384 threads 168 registers a thread


@pytest.mark.parametrize("seed", range(4))
def test_the_pool_satisfies_the_increase_after_the_release(seed: int) -> None:
    """168 x 384: the producer's dec 40 releases 128 x 128 = 16384, exactly what the consumers' inc 232
    takes (64 x 256); whichever runs first, the increase waits for the release."""
    got = _run(_ptx(LAUNCH, "setmaxnreg.dec.sync.aligned.u32 40;", "setmaxnreg.inc.sync.aligned.u32 232;"),
               seed=seed)
    np.testing.assert_array_equal(got, np.arange(384))


def test_an_increase_the_pool_can_never_satisfy_is_a_deadlock() -> None:
    """dec 48 releases 15360 registers; the consumers need 16384: the last consumer warp waits forever."""
    ptx = _ptx(LAUNCH, "setmaxnreg.dec.sync.aligned.u32 48;", "setmaxnreg.inc.sync.aligned.u32 232;")
    with pytest.raises(DeadlockError) as e:
        _run(ptx)
    msg = str(e.value)
    assert "setmaxnreg.inc.sync.aligned.u32 232\n      waits in setmaxnreg.inc for 2048 registers (232 a thread)" in msg
    assert "launched with 168 a thread x 384 threads = 64512" in msg


def test_an_increase_below_what_the_warp_owns_is_an_error() -> None:
    """inc 136 / inc 160: ptxas launches the kernel with its largest increase, 160, so warpgroup 0's inc 136
    would lower its count (undefined; nanotile's agent_registers [136, 160] lowered to this)."""
    ptx = _ptx(LAUNCH, "setmaxnreg.inc.sync.aligned.u32 136;", "setmaxnreg.inc.sync.aligned.u32 160;")
    with pytest.raises(EmuError, match=r"setmaxnreg.inc 136: the warp already owns 160 registers per thread; "
                                       r"an increase to fewer is undefined") as e:
        _run(ptx)
    assert e.value.text == "setmaxnreg.inc.sync.aligned.u32 136" and e.value.line > 0
    np.testing.assert_array_equal(_run(_ptx(LAUNCH, "setmaxnreg.dec.sync.aligned.u32 136;",
                                            "setmaxnreg.inc.sync.aligned.u32 160;")), np.arange(384))


def test_a_decrease_above_what_the_warp_owns_is_an_error() -> None:
    """640 threads get 96 a thread; dec 120 (ptxas: C7406, refused).  dec 40 releases 7168, the four
    consumer warpgroups take 4096 for 104 a thread."""
    launch = ".reqntid 640, 1, 1\n.minnctapersm 1"
    with pytest.raises(EmuError, match=r"setmaxnreg.dec 120: the warp owns 96 registers per thread"):
        _run(_ptx(launch, "setmaxnreg.dec.sync.aligned.u32 120;", "setmaxnreg.inc.sync.aligned.u32 120;"), 640)
    np.testing.assert_array_equal(_run(_ptx(launch, "setmaxnreg.dec.sync.aligned.u32 40;",
                                            "setmaxnreg.inc.sync.aligned.u32 104;"), 640), np.arange(640))


@pytest.mark.parametrize("count", [16, 100, 264])
def test_the_count_is_a_multiple_of_8_in_24_to_256(count: int) -> None:
    with pytest.raises(EmuError, match=rf"setmaxnreg: imm-reg-count {count} is not a multiple of 8 in 24..256"):
        _run(_ptx(LAUNCH, f"setmaxnreg.dec.sync.aligned.u32 {count};", "setmaxnreg.inc.sync.aligned.u32 232;"))


def test_every_warp_of_the_warpgroup_executes_it() -> None:
    """Only warp 0 of warpgroup 0 releases: the CTA ends with warps 1-3 never having executed it."""
    ptx = _ptx(LAUNCH, "setp.lt.u32 %p1, %r0, 32;\n\t@%p1 setmaxnreg.dec.sync.aligned.u32 40;",
               "setmaxnreg.inc.sync.aligned.u32 168;")
    with pytest.raises(EmuError, match=r"exits while warps \[1, 2, 3\] of warpgroup 0 never executed this "
                                       r"setmaxnreg, which warps \[0\] of the warpgroup executed"):
        _run(ptx)


def test_a_warpgroup_executes_one_setmaxnreg_at_a_time() -> None:
    """Warp 0 decreases twice while warps 1-3 have not executed the first decrease."""
    ptx = _ptx(LAUNCH, "setmaxnreg.dec.sync.aligned.u32 40;\n\tsetp.lt.u32 %p1, %r0, 32;\n"
                       "\t@%p1 setmaxnreg.dec.sync.aligned.u32 32;", "setmaxnreg.inc.sync.aligned.u32 168;")
    with pytest.raises(EmuError, match=r"warp 0 executes this setmaxnreg while warps \[1, 2, 3\] of its warpgroup "
                                       r"have not executed the setmaxnreg at line \d+ that it executed"):
        for seed in range(8):    # (a schedule may run warps 1-3 past the first one before warp 0's second)
            _run(ptx, seed=seed)


def test_without_a_launch_count_the_pool_is_not_modelled() -> None:
    """No .maxnreg, no .minnctapersm: ptxas cannot fix the count at entry and drops setmaxnreg ("Used 8
    registers"), the ISA's "may have no effect"; the same increase deadlocks with them."""
    producer, consumer = "setmaxnreg.dec.sync.aligned.u32 48;", "setmaxnreg.inc.sync.aligned.u32 232;"
    np.testing.assert_array_equal(_run(_ptx("", producer, consumer)), np.arange(384))
    with pytest.raises(DeadlockError):
        _run(_ptx(".reqntid 384\n.minnctapersm 1", producer, consumer))


@pytest.mark.parametrize("directives, incs, want", [
    (".reqntid 384, 1, 1\n.minnctapersm 1", [232], 168),
    (".reqntid 384, 1, 1\n.minnctapersm 1", [152], 152),       # ptxas: "Used 152 registers"
    (".reqntid 384, 1, 1\n.minnctapersm 1", [], 168),
    (".reqntid 384, 1, 1\n.minnctapersm 1\n.maxnreg 80", [232], 80),
    (".reqntid 384, 1, 1\n.minnctapersm 1\n.maxnreg 200", [232], 168),
    (".maxnreg 200", [232], 200),
    (".maxntid 384, 1, 1\n.minnctapersm 2", [232], 80),
    (".maxntid 384, 1, 1", [232], None),
    (".reqntid 384, 1, 1", [232], None),
    (".maxntid 384, 1, 1\n.minnctapersm 1", [232], 168),
    (".reqntid 384, 1, 1\n.minnctapersm 2", [232], 80),
    ("", [232], None),
    (".reqntid 128\n.minnctapersm 1", [256], 256),              # 255, allocated 8 at a time
])
def test_launch_registers_as_ptxas_allocates(directives: str, incs: list[int], want: int | None) -> None:
    ptx = _ptx(directives, "", "")
    k = next(iter(parse_ptx(ptx).kernels.values()))
    assert launch_registers(k, incs) == want


def test_the_check_sees_a_generated_gemm_whose_consumers_wait_forever(tmp_path: pathlib.Path) -> None:
    """fuzz2's kernel: the bn=64 GEMM (agent_registers [40, 232]) with the ``.maxnreg 80`` that
    ``nv_tileaa.occupancy = 2`` writes (ptxas: "Used 80 registers"); without it the check passes."""
    src = tmp_path / "g.mlir"
    src.write_text(generate(GemmConfig(bn=64)))
    ptx = tmp_path / "g.ptx"
    assert cli([str(src), "-o", str(ptx)]).returncode == 0
    ok = cli(["check", str(src), "--ptx", str(ptx), "--schedules", "1"])
    assert ok.returncode == 0, ok.stderr
    text = ptx.read_text()
    assert text.count(".minnctapersm 1\n") == 1
    ptx.write_text(text.replace(".minnctapersm 1\n", ".minnctapersm 1\n.maxnreg 80\n"))
    bad = cli(["check", str(src), "--ptx", str(ptx), "--schedules", "1"])
    assert bad.returncode == 1
    assert "DeadlockError: deadlock" in bad.stderr
    assert "waits in setmaxnreg.inc for 4864 registers (232 a thread)" in bad.stderr
    assert "launched with 80 a thread x 384 threads = 30720" in bad.stderr
