"""Tensor Memory hazards the emulator reports (nanotile/emu/tmemops.py, PTX ISA 9.7.16.6 and the
tcgen05.wait / tcgen05.commit sections): a missing ``tcgen05.wait::st`` before an mma or ld of the
stored cells, a missing ``tcgen05.wait::ld`` before the loaded cells are overwritten or freed, a
``tcgen05.ld`` of an accumulator before the commit's mbarrier was waited on.

Mutations of the Triton sm_100 matmul fixture (read from ../shared, never copied), of nanotile's
gemm_sm100 example, and small hand-written kernels; each unmutated kernel is shown to pass first,
so the errors come from the mutations."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from nanotile.cli import main as nanotile_main
from nanotile.emu.errors import EmuError, RaceError
from nanotile.emu.launch import emulate
from nanotile.launch.spec import load_spec

from emu_helpers import fixture, kernel, run

MM100 = "mm_f16_128x128x64_sm100_w4_s3"
SIZES = {"M": 64, "N": 64, "K": 64}


def _fixture_mutant(old: str, new: str) -> str:
    text = fixture(f"{MM100}.ptx").read_text()
    out = text.replace(old, new, 1)
    assert out != text, f"{old!r} not in the fixture"
    return out


def _run_fixture(ptx: str, seed: int = 0) -> None:
    rep = emulate(ptx, load_spec(fixture(f"{MM100}.json")), sizes=SIZES, schedule_seed=seed)
    assert rep.ok, rep.lines()


def _line_of(ptx: str, needle: str) -> int:
    return next(i + 1 for i, t in enumerate(ptx.splitlines()) if needle in t)


def test_fixture_unmutated() -> None:
    for seed in (0, 1):
        _run_fixture(fixture(f"{MM100}.ptx").read_text(), seed)


def test_fixture_without_wait_st() -> None:
    """The accumulator is zeroed with tcgen05.st; without tcgen05.wait::st the first tcgen05.mma
    overwrites cells whose store has not completed."""
    ptx = _fixture_mutant("\ttcgen05.wait::st.sync.aligned;\n", "")
    for seed in (0, 1, 2):
        with pytest.raises(RaceError) as e:
            _run_fixture(ptx, seed)
        assert e.value.text.startswith("@%p36 tcgen05.mma.cta_group::1.kind::f16")
        assert "race: tcgen05.mma overwrites Tensor Memory (lanes " in e.value.message
        assert (f"that the tcgen05.st at line {_line_of(ptx, 'tcgen05.st.sync')} (CTA (0, 0, 0) warp "
                in e.value.message)
        assert "before that warp's tcgen05.wait::st" in e.value.message


def test_fixture_without_accumulator_wait() -> None:
    """Without the wait on the last commit's mbarrier, tcgen05.ld reads the accumulator while MMAs
    may still be writing it."""
    ptx = _fixture_mutant("\tmbarrier.try_wait.parity.shared::cta.b64 complete, [%r459], %r460;\n"
                          "\t@!complete bra.uni waitLoop;\n", "")
    for seed in (0, 1, 2):
        with pytest.raises(RaceError) as e:
            _run_fixture(ptx, seed)
        assert e.value.line == _line_of(ptx, "tcgen05.ld.sync")
        assert "race: tcgen05.ld reads Tensor Memory (lanes " in e.value.message
        assert "that the tcgen05.mma at line " in e.value.message
        assert "wait on the commit's mbarrier first" in e.value.message


def test_fixture_without_wait_ld() -> None:
    """Without tcgen05.wait::ld the columns are deallocated while the loads may still read them."""
    ptx = _fixture_mutant("\ttcgen05.wait::ld.sync.aligned;\n", "")
    with pytest.raises(EmuError) as e:
        _run_fixture(ptx)
    assert e.value.text.startswith("@%p1 tcgen05.dealloc")
    assert (f"tcgen05.dealloc frees Tensor Memory columns 0..127 that the tcgen05.ld at line "
            f"{_line_of(ptx, 'tcgen05.ld.sync')} (CTA (0, 0, 0) warp ") in e.value.message
    assert "tcgen05.wait::ld first" in e.value.message


# ---- nanotile's gemm_sm100 ----------------------------------------------------------------------------


def _gemm(capsys: pytest.CaptureFixture[str], tmp_path: object) -> tuple[str, object]:
    import pathlib
    spec_path = pathlib.Path(str(tmp_path)) / "g.json"
    assert nanotile_main(["--example", "gemm_sm100", "--emit-launch-spec", str(spec_path)]) == 0
    return capsys.readouterr().out, load_spec(spec_path)


GEMM_SIZES = {"M": 128, "N": 128, "K": 32}


@pytest.mark.parametrize("remove, opcode, message", [
    ("\ttcgen05.wait::st.sync.aligned;\n", "tcgen05.mma",
     "race: tcgen05.mma accumulates into Tensor Memory"),
    ("\ttcgen05.wait::ld.sync.aligned;\n", "tcgen05.dealloc",
     "tcgen05.dealloc frees Tensor Memory columns 0..127 that the tcgen05.ld at line"),
])
def test_gemm_sm100_without_waits(remove: str, opcode: str, message: str, capsys: pytest.CaptureFixture[str],
                                  tmp_path: object) -> None:
    text, spec = _gemm(capsys, tmp_path)
    assert emulate(text, spec, sizes=GEMM_SIZES).ok  # type: ignore[arg-type]
    mutated = text.replace(remove, "", 1)
    assert mutated != text
    with pytest.raises(EmuError) as e:
        emulate(mutated, spec, sizes=GEMM_SIZES)  # type: ignore[arg-type]
    assert e.value.text.startswith(opcode) and message in e.value.message, str(e.value)


def test_gemm_sm100_without_accumulator_wait(capsys: pytest.CaptureFixture[str], tmp_path: object) -> None:
    text, spec = _gemm(capsys, tmp_path)
    ld = _line_of(text, "tcgen05.ld.sync")
    lines = text.splitlines()
    wait = max(i for i in range(ld) if "mbarrier.try_wait" in lines[i])
    assert "@P1 bra.uni" in lines[wait + 1]
    lines[wait + 1] = "\tbra.uni " + lines[wait + 1].split()[-1]       # never loop: the wait is gone
    mutated = "\n".join(lines) + "\n"
    for seed in (0, 1):
        with pytest.raises(RaceError) as e:
            emulate(mutated, spec, sizes=GEMM_SIZES, schedule_seed=seed)  # type: ignore[arg-type]
        assert e.value.line == ld and "race: tcgen05.ld reads Tensor Memory" in e.value.message


# ---- hand-written: tcgen05.st / tcgen05.ld / tcgen05.st on one warp -----------------------------------

SHARED = ".shared .align 4 .b8 tslot[4];"
REGS = "\t.reg .pred %p<4>;\n\t.reg .b32 %r<64>;\n\t.reg .b64 %rd<8>;"


def _st_ld(between_st_ld: str, between_ld_st: str) -> str:
    regs = ", ".join(f"%r{40 + j}" for j in range(4))
    return kernel(f"""
\tmov.u32 %r0, %tid.x;
\tmov.u32 %r15, tslot;
\ttcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32 [%r15], 32;
\ttcgen05.relinquish_alloc_permit.cta_group::1.sync.aligned;
\tld.shared.u32 %r20, [%r15];
\tadd.u32 %r1, %r0, 7;
\ttcgen05.st.sync.aligned.32x32b.x4.b32 [%r20+0], {{%r1, %r1, %r1, %r1}};
{between_st_ld}\ttcgen05.ld.sync.aligned.32x32b.x4.b32 {{{regs}}}, [%r20+0];
{between_ld_st}\ttcgen05.st.sync.aligned.32x32b.x4.b32 [%r20+0], {{%r0, %r0, %r0, %r0}};
\ttcgen05.wait::st.sync.aligned;
\tld.param.u64 %rd1, [pout];
\tmul.wide.u32 %rd2, %r0, 16;
\tadd.s64 %rd3, %rd1, %rd2;
\tst.global.v4.b32 [%rd3], {{{regs}}};
\ttcgen05.dealloc.cta_group::1.sync.aligned.b32 %r20, 32;
\tret;
""", "\t.param .u64 pout", REGS, target="sm_100a", shared=SHARED)


def _run_st_ld(ptx: str, seed: int = 0) -> np.ndarray:
    out = np.zeros((32, 4), dtype=np.uint32)
    res = run(ptx, [{"name": "out", "kind": "ptr"}], {"out": out}, block=32, schedule_seed=seed)
    return res.buffers["out"]


WAIT_ST, WAIT_LD = "\ttcgen05.wait::st.sync.aligned;\n", "\ttcgen05.wait::ld.sync.aligned;\n"


def test_st_wait_ld_wait_st_reads_the_store() -> None:
    for seed in range(4):
        got = _run_st_ld(_st_ld(WAIT_ST, WAIT_LD), seed)
        np.testing.assert_array_equal(got, np.repeat(np.arange(32, dtype=np.uint32)[:, None] + 7, 4, axis=1))


def test_ld_before_wait_st_is_a_race() -> None:
    ptx = _st_ld("", WAIT_LD)
    for seed in range(4):
        with pytest.raises(RaceError) as e:
            _run_st_ld(ptx, seed)
        assert e.value.line == _line_of(ptx, "tcgen05.ld.sync")
        assert ("race: tcgen05.ld reads Tensor Memory (lanes 0..31, columns 0..3) that the tcgen05.st at line "
                f"{_line_of(ptx, 'tcgen05.st.sync')} (CTA (0, 0, 0) warp 0) writes asynchronously, before that "
                "warp's tcgen05.wait::st") in e.value.message


def test_st_over_unwaited_ld_is_a_race() -> None:
    ptx = _st_ld(WAIT_ST, "")
    with pytest.raises(RaceError) as e:
        _run_st_ld(ptx)
    lines = [i + 1 for i, t in enumerate(ptx.splitlines()) if "tcgen05.st.sync" in t]
    assert e.value.line == lines[1]
    assert ("race: tcgen05.st overwrites Tensor Memory (lanes 0..31, columns 0..3) that the tcgen05.ld at line "
            f"{_line_of(ptx, 'tcgen05.ld.sync')} (CTA (0, 0, 0) warp 0) reads asynchronously, before that "
            "warp's tcgen05.wait::ld") in e.value.message


def test_dealloc_with_unwaited_st() -> None:
    ptx = _st_ld(WAIT_ST, WAIT_LD).replace("\ttcgen05.wait::st.sync.aligned;\n\tld.param", "\tld.param")
    with pytest.raises(EmuError, match=r"tcgen05.dealloc frees Tensor Memory columns 0..31 that the tcgen05.st "
                       r"at line \d+ \(CTA \(0, 0, 0\) warp 0\) still accesses \(lanes 0..31, columns 0..3\); "
                       r"tcgen05.wait::st first"):
        _run_st_ld(ptx)



def test_tcgen05_st_outside_the_warps_lanes_is_an_error_not_a_crash(tmp_path: Path,
                                                                   capsys: pytest.CaptureFixture[str]) -> None:
    """gemm_sm100's PTX with the warp's lane quarter computed as ``and.b32 .., -4`` (a PTX mutant: lanes
    past the 128 of TMEM): the hazard checks indexed TMEM by those lanes before the store's own lane check
    and 'nanotile emulate' stopped with an internal IndexError (exit 2); now the lane rule is checked at issue,
    one error, exit 1."""
    import re

    from nanotile.cli import main

    ptx, spec = tmp_path / "k.ptx", tmp_path / "k.json"
    assert main(["--example", "gemm_sm100", "-o", str(ptx), "--emit-launch-spec", str(spec)]) == 0
    text, n = re.subn(r"(and\.b32 %r\d+, %r\d+, )3;", r"\g<1>-4;", ptx.read_text(), count=1)
    assert n == 1
    ptx.write_text(text)
    capsys.readouterr()
    assert main(["emulate", str(ptx), "--spec", str(spec)]) == 1
    err = capsys.readouterr().err
    assert "error: tcgen05.st: warp " in err and "may access lanes" in err and "internal error" not in err, err
