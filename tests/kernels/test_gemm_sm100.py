"""The sm_100a GEMM generator (``python -m nanotile.kernels gemm --arch sm_100a``): a tcgen05 kernel.

Every configuration of ``MATRIX`` is generated, compiled through the whole
pipeline and assembled by ``ptxas -arch=sm_100a`` (no spills, no warnings);
its PTX shows the structure the configuration asks for; and the reference
interpreter and the PTX emulator both match numpy exactly at sizes with
partial tiles in M and N and a K tail.  Negative tests break one thing in a
generated kernel (the K tail, the epilogue's mask, the instruction
descriptor, the stage release) and the check must say no; options the
tcgen05 lowering cannot run are refused with one line.
"""

from __future__ import annotations

import dataclasses
import functools
import re
import subprocess
import sys

import ml_dtypes
import numpy as np
import pytest

from conftest import require_tool
from nanotile.ir.types import BF16, F16, F32
from nanotile.kernels import ConfigError, GemmConfig, arch_defaults, cli_args, generate
from nanotile.kernels.gemm import default_sizes
from nanotile.launch.check import DEFAULT_SCHEDULES
from nanotile.launch.kernel import CompiledKernel
from nanotile.lowering import tcgen05 as U
from nanotile.tools import ptxas

from test_gemm import assert_edges_match_numpy

D = arch_defaults("sm_100a")


def C(**kw: object) -> GemmConfig:
    return dataclasses.replace(D, **kw)  # type: ignore[arg-type]


# every supported value of every flag that means something on sm_100a
MATRIX: tuple[GemmConfig, ...] = (
    D,                                                           # 128x128x64, 4 stages, f16 -> f32
    C(bn=64, bk=16, stages=2),
    C(bk=32, stages=5, dtype="bf16", out="bf16"),
    C(bk=128, stages=3, out="f16"),
    C(bn=64, bk=128, stages=4, dtype="bf16"),
    C(bn=64, bk=16, stages=6, dtype="bf16", out="f16"),
    C(bn=64, bk=64, stages=3, out="bf16"),
)

ELEM = {"f16": F16, "bf16": BF16}


def _id(c: GemmConfig) -> str:
    return f"{c.bm}x{c.bn}x{c.bk}-s{c.stages}-{c.dtype}-{c.out}"


@functools.lru_cache(maxsize=None)
def _compiled(cfg: GemmConfig) -> CompiledKernel:
    from nanotile.launch.kernel import compile_kernel

    return compile_kernel(generate(cfg), f"{cfg.kernel_name}.mlir")


def test_matrix_spans_every_supported_value() -> None:
    for flag, values in (("bn", {64, 128}), ("bk", {16, 32, 64, 128}), ("stages", {2, 3, 4, 5, 6}),
                         ("dtype", {"f16", "bf16"}), ("out", {"f32", "f16", "bf16"})):
        assert {getattr(c, flag) for c in MATRIX} == values, flag
    assert {(c.bm, c.consumers, c.b_major, c.wait_depth, c.producer_regs) for c in MATRIX} == {(128, 1, "k", 0, 0)}


@pytest.mark.parametrize("cfg", MATRIX, ids=_id)
def test_matrix_config_assembles_with_the_promised_structure(cfg: GemmConfig) -> None:
    require_tool("ptxas")
    ptx = _compiled(cfg).ptx
    assert ".target sm_100a" in ptx and "wgmma" not in ptx
    r = ptxas(ptx, "sm_100a")
    assert r.ok, r.stderr
    assert "0 bytes spill stores, 0 bytes spill loads" in r.stderr, r.stderr
    assert "warning" not in r.stderr.lower(), r.stderr
    assert f".reqntid {cfg.threads()}, 1, 1" in ptx and cfg.threads() == 256
    # one TMEM allocation of the accumulator's columns, freed at the end
    assert ptx.count(f"tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32 [%rd") == 1
    assert re.search(rf"tcgen05\.alloc\..*\], {U.alloc_columns(cfg.bn)};", ptx)
    assert re.search(rf"tcgen05\.dealloc\.cta_group::1\.sync\.aligned\.b32 %r\d+, {U.alloc_columns(cfg.bn)};", ptx)
    # one MMA per k-step of 16 in a stage, all with the configuration's instruction descriptor
    mmas = re.findall(r"tcgen05\.mma\.cta_group::1\.kind::f16 \[%r\d+\], %rd\d+, %rd\d+, (%r\d+), %p\d+;", ptx)
    assert len(mmas) == cfg.bk // 16
    idesc = U.instruction_descriptor_f16(128, cfg.bn, ELEM[cfg.dtype], ELEM[cfg.dtype], F32)
    assert {re.search(rf"mov\.b32 {re.escape(r)}, (\d+);", ptx).group(1) for r in mmas} == {str(idesc)}  # type: ignore[union-attr]
    # the stage goes back to the producer on MMA completion: tcgen05.commit onto its empty barrier
    assert ptx.count("tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64") == 2
    # epilogue: each thread reads its row (32x32b.x{bn}) and stores it, masked: the row once, each column
    assert len(re.findall(rf"tcgen05\.ld\.sync\.aligned\.32x32b\.x{cfg.bn}\.b32", ptx)) == 1
    st = {"f32": "st.global.f32", "f16": "st.global.b16", "bf16": "st.global.b16"}[cfg.out]
    assert ptx.count(st) == cfg.bn
    # vectorized: a row inside the view and aligned goes out as 4-element stores (one test per thread)
    vst = {"f32": "st.global.v4.f32", "f16": "st.global.v4.b16", "bf16": "st.global.v4.b16"}[cfg.out]
    assert ptx.count(vst) == cfg.bn // 4
    epi = ptx[ptx.index("tcgen05.wait::ld.sync.aligned"):]
    assert len(re.findall(r"setp\.lt\.u64", epi)) == cfg.bn + 1
    if cfg.out != "f32":
        assert ptx.count(f"cvt.rn.{cfg.out}.f32") == cfg.bn
    # the K loop rounds up: (K + bk - 1) / bk
    assert re.search(rf"add\.s32 %r\d+, %r\d+, {cfg.bk - 1};", ptx)


# -- correctness: the reference interpreter and the PTX emulator against numpy -----------------------


def _numpy_reference(cfg: GemmConfig, inputs: dict[str, np.ndarray]) -> np.ndarray:
    c = inputs["A"].astype(np.float64) @ inputs["B"].astype(np.float64).T
    return c.astype({"f16": np.float16, "bf16": ml_dtypes.bfloat16}.get(cfg.out, np.float32))


def _run_both(cfg: GemmConfig, k: CompiledKernel | None = None
              ) -> tuple[dict[str, np.ndarray], dict[str, np.ndarray], np.ndarray]:
    """(interpreter buffers, emulator buffers, numpy C) at the generator's edge sizes."""
    from nanotile.launch.check import make_inputs, run_device, run_interpreter

    k = k or _compiled(cfg)
    sizes = default_sizes(cfg)
    grid = k.spec.grid_dims(sizes)
    inputs = make_inputs(k.spec, sizes, 0)
    ref = {n: v.copy() for n, v in inputs.items()}
    run_interpreter(k, ref, sizes, grid)
    got = run_device(k, "emu", {n: v.copy() for n, v in inputs.items()}, sizes, grid)
    return ref, got, _numpy_reference(cfg, inputs)


@pytest.mark.parametrize("cfg", MATRIX, ids=_id)
def test_matrix_config_matches_numpy_with_partial_tiles_and_a_k_tail(cfg: GemmConfig) -> None:
    """What ``python -m nanotile check`` does, plus numpy: partial tiles in M and N and a K tail."""
    assert_edges_match_numpy(cfg, _run_both)


def test_nanotile_check_cli_passes_on_a_generated_kernel(tmp_path: object) -> None:
    import os

    src = os.path.join(str(tmp_path), "g.mlir")
    r = subprocess.run([sys.executable, "-m", "nanotile.kernels", "gemm", "--arch", "sm_100a", "--bn", "64",
                        "--bk", "32", "--stages", "3", "--out", "f16", "-o", src],
                       capture_output=True, text=True, timeout=120)
    assert r.returncode == 0, r.stderr
    r = subprocess.run([sys.executable, "-m", "nanotile", "check", src], capture_output=True, text=True, timeout=300)
    assert r.returncode == 0, r.stdout + r.stderr
    assert "[M=200 N=104 K=144] grid 2,2,1: reference interpreter vs emu" in r.stdout
    assert r.stdout.rstrip().endswith("OK")


@pytest.mark.parametrize("extra_n", [1, 2])
def test_n_not_a_multiple_of_4_takes_the_scalar_epilogue_and_matches(extra_n: int) -> None:
    """A row pitch that is not a multiple of 4 elements leaves the 4-element stores unaligned: every
    row is stored one value at a time (still masked)."""
    from nanotile.launch.check import check

    k = _compiled(SMALL)
    sizes = dict(default_sizes(SMALL), N=default_sizes(SMALL)["N"] + extra_n)
    assert sizes["N"] % 4
    res = check(k, sizes, None, schedules=1)    # the epilogue's stores, not the schedule, are under test
    assert res.ok, "\n".join(res.lines())


# -- negative: a broken kernel is rejected ------------------------------------------------------------

SMALL = C(bn=64, bk=32, stages=2)


def test_the_check_sees_a_dropped_k_tail() -> None:
    """A K loop that rounds down loses the last (partial) K tile: both the interpreter and the
    emulated PTX then differ from numpy."""
    from nanotile.launch.kernel import compile_kernel

    text = generate(SMALL).replace('"arith.divui"(%kround, %c32)', '"arith.divui"(%K, %c32)')
    assert text != generate(SMALL)
    ref, got, want = _run_both(SMALL, compile_kernel(text, "g.mlir"))
    assert not np.array_equal(got["C"], want)
    assert not np.array_equal(ref["C"], want)


def test_the_check_sees_an_unmasked_epilogue() -> None:
    """Stores claimed in bounds (no masks) write past the partial tiles: the emulator refuses the
    out-of-bounds access (the interpreter refuses the false claim itself)."""
    from nanotile.interp.values import InterpError
    from nanotile.launch.check import CheckError, make_inputs, run_device
    from nanotile.launch.kernel import compile_kernel

    text = generate(SMALL).replace("operandSegmentSizes = array<i32: 1, 1, 2, 0, 0>}>",
                                   "in_bounds = array<i1: true, true>, operandSegmentSizes = array<i32: 1, 1, 2, 0, 0>}>")
    assert text != generate(SMALL)
    k = compile_kernel(text, "g.mlir")
    assert "setp.lt.u64" not in k.ptx.split("tcgen05.wait::ld")[-1]
    sizes = default_sizes(SMALL)
    inputs = make_inputs(k.spec, sizes, 0)
    with pytest.raises(CheckError, match="out-of-bounds st.global"):
        run_device(k, "emu", {n: v.copy() for n, v in inputs.items()}, sizes, k.spec.grid_dims(sizes))
    with pytest.raises(InterpError, match="declared in_bounds but the tile"):
        _run_both(SMALL, k)


def _mutated(k: CompiledKernel, old: str, new: str) -> CompiledKernel:
    assert k.ptx.count(old) == 1, old
    return dataclasses.replace(k, ptx=k.ptx.replace(old, new))


@pytest.mark.parametrize("what, bits", [("A and B read as bf16", 1 << 7 | 1 << 10),
                                        ("N = 48, not 64", (64 >> 3 ^ 48 >> 3) << 17)])
def test_the_check_sees_a_wrong_instruction_descriptor(what: str, bits: int) -> None:
    """The PTX with a field of its tcgen05.mma instruction descriptor changed (still a valid
    descriptor): the emulator decodes it as the ISA says and the product no longer matches numpy."""
    k = _compiled(SMALL)
    idesc = U.instruction_descriptor_f16(128, SMALL.bn, F16, F16, F32)
    mov = re.findall(rf"mov\.b32 %r\d+, {idesc};", k.ptx)
    assert len(mov) == 1, what
    _, got, want = _run_both(SMALL, _mutated(k, mov[0], mov[0].replace(str(idesc), str(idesc ^ bits))))
    assert not np.array_equal(got["C"], want), what
    _, got, want = _run_both(SMALL, k)     # the unmutated kernel passes on the same inputs
    assert np.array_equal(got["C"], want)


def test_the_check_sees_a_stage_released_before_its_mmas_complete() -> None:
    """The consumer's stage release as a plain mbarrier.arrive instead of tcgen05.commit: the
    producer's TMA refills a stage the asynchronous MMA still reads (the default sizes wrap the ring),
    and the emulator reports the race."""
    from nanotile.launch.check import CheckError

    k = _compiled(SMALL)
    commits = re.findall(r"tcgen05\.commit\.cta_group::1\.mbarrier::arrive::one\.shared::cluster\.b64 \[(%rd\d+)\];",
                         k.ptx)
    assert len(commits) == 2    # the stage release in the loop, then the accumulator's
    release = f"tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [{commits[0]}];"
    bad = _mutated(k, release, f"mbarrier.arrive.shared.b64 _, [{commits[0]}];")
    with pytest.raises(CheckError, match="race: cp.async.bulk.tensor overwrites shared memory .* that the "
                                         "tcgen05.mma issued at line .* still reads"):
        _run_both(SMALL, bad)


def test_the_check_sees_an_accumulator_never_zeroed() -> None:
    """The PTX without the tcgen05.st that zeroes the accumulator: Tensor Memory is undefined after
    tcgen05.alloc, and the loop's tcgen05.mma accumulates (enable-input-d true) into it; the emulator
    reports that at the mma's line instead of starting from zeros (audit 2, finding 2)."""
    from nanotile.launch.check import CheckError

    k = _compiled(SMALL)
    zeroing = [line for line in k.ptx.splitlines(keepends=True) if "tcgen05.st.sync" in line]
    assert len(zeroing) == 1
    bad = _mutated(k, zeroing[0], "")
    mma_line = next(i + 1 for i, t in enumerate(bad.ptx.splitlines()) if "tcgen05.mma." in t)
    with pytest.raises(CheckError, match=f"line {mma_line}: tcgen05.mma issued here failed when it completed: "
                                         "tcgen05.mma with enable-input-d true reads Tensor Memory never written"):
        _run_both(SMALL, bad)


def _run_schedule(k: CompiledKernel, schedule: int) -> bool:
    """C from the emulator under ``schedule``, checked against numpy; the emulator's errors propagate."""
    from nanotile.emu.launch import run_kernel
    from nanotile.launch.check import make_inputs

    sizes = default_sizes(SMALL)
    inputs = make_inputs(k.spec, sizes, 0)
    spec = dataclasses.replace(k.spec, grid=k.spec.grid_dims(sizes))
    res = run_kernel(k.ptx, spec, arrays={n: v.copy() for n, v in inputs.items()}, sizes=dict(sizes), seed=0,
                     schedule_seed=schedule)
    return bool(np.array_equal(np.asarray(res.buffers["C"]), _numpy_reference(SMALL, inputs)))


MUTANT_SCHEDULES = range(8)
AGENT = r"\tbar\.sync %r\d+, %r\d+;\n(.*\n.*\n\ttcgen05\.commit)"   # the agent barrier before the release
ALIASING = ("mbarrier.try_wait: parity aliasing on mbarrier 0x[0-9a-f]+: this warp last saw it in phase 0 and "
            "waits with parity 0, but 2 phases have completed since")


@pytest.mark.parametrize("schedule", range(DEFAULT_SCHEDULES))
def test_lagging_consumer_warps_cannot_miss_a_phase(schedule: int) -> None:
    """The stage's empty barrier gets one arrival (the MMA thread's commit), so without the agent
    barrier before it a consumer warp still waiting on a full barrier could see its stage refilled
    twice and wait with a parity that now names a later phase. The emulator's scheduler lets one
    warp of a CTA lag (machine.py) and reports such a wait as parity aliasing (asyncops.py): the
    kernel passes under every schedule ``check`` runs by default, and (checked once, with schedule 0's case)
    the same PTX without that bar.sync is rejected by the emulator -- not only by the regex on the PTX
    text."""
    k = _compiled(SMALL)
    sizes = default_sizes(SMALL)
    assert -(-sizes["K"] // SMALL.bk) >= 2 * SMALL.stages   # a stage filled twice after its first fill
    assert _run_schedule(k, schedule)
    assert len(re.findall(AGENT, k.ptx)) == 1     # the agent barrier, right before the stage release
    if schedule == 0:
        _assert_the_emulator_rejects_it_without_the_agent_barrier(k)


def _assert_the_emulator_rejects_it_without_the_agent_barrier(k: CompiledKernel) -> None:
    """Negative, the emulator's verdict on the mutation (audit 2 F3): the PTX without the agent
    bar.sync is rejected as parity aliasing under at least two schedules of MUTANT_SCHEDULES (3, 4, 5
    and 7 of 0..7 as measured), and under no schedule does it run to a wrong C or fail otherwise.
    (Schedule 0 is not one of them: ``check --schedules 1`` does not reject this mutation; the default,
    DEFAULT_SCHEDULES schedules, does: test_default_check_rejects_the_lagging_consumer_mutation.)"""
    from nanotile.emu.errors import EmuError

    bad = dataclasses.replace(k, ptx=re.sub(AGENT, r"\1", k.ptx))
    assert bad.ptx != k.ptx and not re.search(AGENT, bad.ptx)
    rejected = []
    for schedule in MUTANT_SCHEDULES:
        try:
            assert _run_schedule(bad, schedule), f"schedule {schedule}: a wrong C, not an error"
        except EmuError as e:
            assert re.search(ALIASING, str(e)), f"schedule {schedule}: {e}"
            rejected.append(schedule)
    assert len(rejected) >= 2, f"the mutation is rejected only under schedules {rejected}"


def test_default_check_rejects_the_lagging_consumer_mutation(tmp_path: object, capsys: pytest.CaptureFixture[str]
                                                             ) -> None:
    """Audit 2 F3, closed: ``nanotile check`` with no flags (DEFAULT_SCHEDULES warp schedules) rejects the
    generated kernel's PTX without the agent bar.sync before the stage release, with a located message:
    the schedule, the PTX line of the consumer's mbarrier wait that missed a phase, the CTA and warp."""
    import os

    from nanotile.launch.check import main as check_main

    k = _compiled(SMALL)
    bad = re.sub(AGENT, r"\1", k.ptx)
    assert bad != k.ptx and not re.search(AGENT, bad)
    src, ptx = os.path.join(str(tmp_path), "g.mlir"), os.path.join(str(tmp_path), "bad.ptx")
    with open(src, "w") as f:
        f.write(generate(SMALL))
    with open(ptx, "w") as f:
        f.write(bad)
    assert check_main([src, "--ptx", ptx]) == 1
    err = capsys.readouterr().err
    m = re.fullmatch(r"nanotile check: error: the emulator stopped under warp schedule (\d+)(?: \(warp schedules? "
                     r"0(?:-\d+)? ran clean\))?: EmuError: line (\d+): (.*)\n    (.*)\n    in CTA \(\d, \d, 0\) warp "
                     r"(\d) lane \d+ \(thread \(\d+, 0, 0\)\)\n", err)
    assert m is not None, err
    schedule, line, why, text, warp = int(m[1]), int(m[2]), m[3], m[4], int(m[5])
    assert 0 <= schedule < DEFAULT_SCHEDULES
    assert re.match(ALIASING, why), why
    assert text.startswith("mbarrier.try_wait.parity") and bad.splitlines()[line - 1].strip() == text + ";"
    assert warp >= 4, "a consumer warp (warps 4-7: the consumer warpgroup, after the producer's) missed the phase"


# -- options the tcgen05 path cannot run ----------------------------------------------------------------


@pytest.mark.parametrize("kw, msg", [
    ({"bm": 64}, "--bm 64: sm_100a tiles are 128 rows"),
    ({"bm": 256}, "--bm 256: sm_100a tiles are 128 rows"),
    ({"consumers": 2}, "--consumers 2: sm_100a has one consumer warpgroup"),
    ({"bn": 256}, "--bn 256: the sm_100a epilogue reads a row of the accumulator with one tcgen05.ld"),
    ({"dtype": "e4m3"}, "--dtype e4m3: sm_100a lowers tcgen05.mma kind::f16 only"),
    ({"dtype": "e5m2", "bk": 128}, "kind::f8f6f4 has no lowering yet"),
    ({"b_major": "mn"}, "--b-major mn: the sm_100a tcgen05.mma lowering reads both operands K-major only"),
    ({"wait_depth": 1}, "--wait-depth 1: sm_100a has no wgmma.wait_group"),
    ({"producer_regs": 40, "consumer_regs": 232}, "setmaxnreg has nothing to rebalance"),
    # a flag sm_100a does not take is refused as such, not range-checked first (audit 2 finding 9)
    ({"wait_depth": -1}, "--wait-depth -1: sm_100a has no wgmma.wait_group"),
    ({"wait_depth": 9}, "--wait-depth 9: sm_100a has no wgmma.wait_group"),
    ({"producer_regs": 40}, "setmaxnreg has nothing to rebalance"),
    ({"consumer_regs": 100}, "setmaxnreg has nothing to rebalance"),
    ({"bk": 128, "stages": 6}, "bytes of shared memory"),
])
def test_unsupported_options_are_refused_with_a_reason(kw: dict[str, object], msg: str) -> None:
    with pytest.raises(ConfigError, match=re.escape(msg)):
        generate(C(**kw))


@pytest.mark.parametrize("args, msg", [
    (["--dtype", "e4m3"], "gemm: --dtype e4m3: sm_100a lowers tcgen05.mma kind::f16 only (f16, bf16); "
                          "kind::f8f6f4 has no lowering yet"),
    (["--b-major", "mn"], "gemm: --b-major mn: the sm_100a tcgen05.mma lowering reads both operands K-major only"),
    (["--consumers", "2"], "gemm: --consumers 2: sm_100a has one consumer warpgroup"),
    (["--bn", "256"], "gemm: --bn 256: the sm_100a epilogue reads a row"),
    (["--bm", "64"], "gemm: --bm 64: sm_100a tiles are 128 rows"),
    (["--wait-depth", "-1"], "gemm: --wait-depth -1: sm_100a has no wgmma.wait_group"),
    (["--producer-regs", "40"], "gemm: --producer-regs/--consumer-regs: sm_100a kernels run 256 threads"),
])
def test_cli_refuses_unsupported_sm100a_options_in_one_line(args: list[str], msg: str) -> None:
    r = subprocess.run([sys.executable, "-m", "nanotile.kernels", "gemm", "--arch", "sm_100a", *args],
                       capture_output=True, text=True, timeout=120)
    assert r.returncode == 1, r.stderr
    assert r.stderr.startswith("nanotile.kernels: error: " + msg), r.stderr
    assert r.stderr.count("\n") == 1 and "Traceback" not in r.stderr, r.stderr
    assert r.stdout == ""


def test_cli_arch_defaults_and_the_header_regenerate_the_kernel() -> None:
    """``--arch sm_100a`` alone takes sm_100a's defaults (one consumer, no wait depth, no setmaxnreg);
    the header names the flags that regenerate the kernel, and ``cli_args`` round-trips."""
    r = subprocess.run([sys.executable, "-m", "nanotile.kernels", "gemm", "--arch", "sm_100a", "--bn", "64",
                        "--out", "bf16"], capture_output=True, text=True, timeout=120)
    assert r.returncode == 0, r.stderr
    cfg = C(bn=64, out="bf16")
    assert r.stdout == generate(cfg)
    assert "generated by `python -m nanotile.kernels gemm --arch sm_100a --bn 64 --out bf16`" in r.stdout
    assert cli_args(cfg) == ["--arch", "sm_100a", "--bn", "64", "--out", "bf16"]
    assert cli_args(D) == ["--arch", "sm_100a"] and cli_args(GemmConfig()) == []
    assert (D.consumers, D.wait_depth, D.producer_regs, D.consumer_regs) == (1, 0, 0, 0)
    assert "consumer_arrivals = 1 " in r.stdout and '"nv_tileas.alloc_tmem"' in r.stdout
    assert generate(cfg) == generate(cfg)
