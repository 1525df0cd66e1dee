"""The GEMM generator and its test matrix.

Every configuration of ``MATRIX`` is generated, compiled through the whole
pipeline, and assembled by ptxas (no spills, no warnings); its PTX must show
the structure the configuration asks for (MMA count and shape, wait depth,
setmaxnreg, elect.sync, the 1024-aligned arena, masked epilogue stores).
"""

from __future__ import annotations

import re
import subprocess
import sys
from typing import Callable

import ml_dtypes
import numpy as np
import pytest

from conftest import require_tool
from nanotile import pipeline
from nanotile.backend_ptx import emit_ptx
from nanotile.languages.llvm import LlvmModule
from nanotile.ir.diagnostics import DiagnosticError
from nanotile.ir.parser import parse_module
from nanotile.ir.printer import print_module
from nanotile.kernels import ConfigError, GemmConfig, generate
from nanotile.kernels.gemm import DTYPES, OUT_TYPES, default_sizes
from nanotile.tools import ptxas

C = GemmConfig

# >= 16 configurations spanning every value of every flag
MATRIX: tuple[GemmConfig, ...] = (
    C(),
    C(bm=64, bn=64, bk=16, stages=2, consumers=1),
    C(bm=64, bn=128, bk=32, stages=3, consumers=1, dtype="bf16"),
    C(bm=128, bn=64, bk=64, stages=5, consumers=1, out="f16"),
    C(bm=256, bn=128, bk=64, stages=3, consumers=2, dtype="bf16", out="bf16"),
    C(bm=128, bn=256, bk=64, stages=3, consumers=2),
    C(bm=128, bn=128, bk=128, stages=3, consumers=2),
    C(bm=128, bn=128, bk=128, stages=4, consumers=2, dtype="e4m3"),
    C(bm=128, bn=128, bk=64, stages=6, consumers=2, dtype="e5m2", out="f16"),
    C(bm=64, bn=256, bk=32, stages=4, consumers=1, dtype="e4m3", out="bf16"),
    C(bm=64, bn=128, bk=128, stages=2, consumers=1, dtype="e5m2"),
    C(bm=128, bn=128, bk=64, stages=4, consumers=2, b_major="mn"),
    C(bm=64, bn=64, bk=16, stages=2, consumers=1, dtype="bf16", b_major="mn"),
    C(bm=128, bn=128, bk=128, stages=3, consumers=2, out="bf16", b_major="mn"),
    C(bm=256, bn=64, bk=32, stages=6, consumers=2, wait_depth=2),
    C(bm=128, bn=128, bk=64, stages=4, consumers=2, wait_depth=0, producer_regs=0, consumer_regs=0),
    C(bm=128, bn=64, bk=16, stages=2, consumers=2, out="f16", wait_depth=1),
    C(bm=128, bn=128, bk=64, stages=3, consumers=1, out="f16", b_major="mn"),
)


def _id(c: GemmConfig) -> str:
    return (f"{c.bm}x{c.bn}x{c.bk}-s{c.stages}-c{c.consumers}-{c.dtype}-{c.out}-b{c.b_major}"
            f"-w{c.wait_depth}-r{c.producer_regs}")


def compile_config(cfg: GemmConfig) -> str:
    m = parse_module(generate(cfg), f"{cfg.kernel_name}.mlir")
    out, lang = pipeline.run_pipeline(m)
    assert lang is pipeline.LANGUAGES[-1]
    return emit_ptx(LlvmModule(out))


def test_matrix_spans_every_flag() -> None:
    for flag, values in (("bm", (64, 128, 256)), ("bn", (64, 128, 256)), ("bk", (16, 32, 64, 128)),
                         ("stages", (2, 3, 4, 5, 6)), ("consumers", (1, 2)), ("dtype", tuple(DTYPES)),
                         ("out", tuple(OUT_TYPES)), ("b_major", ("k", "mn")), ("wait_depth", (0, 1, 2))):
        assert {getattr(c, flag) for c in MATRIX} >= set(values), flag
    assert len(MATRIX) >= 16


_PACKED = re.compile(r"\{ \.reg \.b32 cv; cvt\.rn\.(b?f16)x2\.f32 cv, (%f\d+), (%f\d+); "
                     r"mov\.b32 \{(%rs\d+), (%rs\d+)\}, cv; \}")


@pytest.mark.parametrize(("cfg", "scalar_serializes"), [
    (C(stages=3, out="f16"), True), (C(dtype="bf16", out="bf16"), True),
    (C(bm=64, bn=256, bk=32, stages=4, consumers=1, dtype="e4m3", out="bf16"), True),
    (C(stages=3, out="f16", epilogue="tma"), True),
    (C(bn=256, stages=3, out="f16", persistent=132, group_m=8), True),
    # the persistent TMA epilogue (every C part copied before its stores are issued, their waits
    # deferred to the next tile's copy): ptxas 13.0 pairs the scalar cvts into the packed F2FP
    # itself, the SASS identical to the packed PTX's (nvdisasm: 552 instructions, 1 WARPGROUP.ARRIVE,
    # both), so the scalar variant cannot say no there; the kernel's own PTX is still checked
    (C(bn=256, stages=3, out="f16", epilogue="tma", persistent=132), False),
], ids=lambda v: _id(v) if isinstance(v, GemmConfig) else "")
def test_16_bit_output_keeps_the_wgmmas_pipelined(cfg: GemmConfig, scalar_serializes: bool) -> None:
    """An accumulator converted to f16/bf16 pair by pair (one ``cvt.rn.f16x2.f32``): ptxas keeps the
    main loop's wgmmas asynchronous.  The same PTX with one scalar ``cvt.rn.f16.f32`` per value (what
    the truncf lowering wrote before) makes ptxas serialize every wgmma of the kernel (C7514)."""
    require_tool("ptxas")
    ptx = compile_config(cfg)
    assert len(_PACKED.findall(ptx)) == cfg.m_atoms * cfg.bn // 4 and "cvt.rn.f16.f32" not in ptx
    r = ptxas(ptx, cfg.arch)
    assert r.ok and "C7514" not in r.stderr, r.stderr
    scalar = _PACKED.sub(r"cvt.rn.\1.f32 \4, \3;\n\tcvt.rn.\1.f32 \5, \2;", ptx)
    r = ptxas(scalar, cfg.arch)
    assert r.ok and ("(C7514) Potential Performance Loss: wgmma.mma_async instructions are serialized"
                     in r.stderr) == scalar_serializes, r.stderr


@pytest.mark.parametrize("cfg", MATRIX, ids=_id)
def test_matrix_config_assembles_with_the_promised_structure(cfg: GemmConfig) -> None:
    require_tool("ptxas")
    ptx = compile_config(cfg)
    r = ptxas(ptx, cfg.arch)
    assert r.ok, r.stderr
    assert "0 bytes spill stores, 0 bytes spill loads" in r.stderr, r.stderr
    assert "warning" not in r.stderr.lower(), r.stderr
    assert "C7514" not in r.stderr, r.stderr    # "wgmma.mma_async instructions are serialized"
    mn = cfg.b_major == "mn"
    ks = 32 if cfg.elem_bytes == 1 else 16
    n = 64 if mn else cfg.bn
    kind = {"f16": "f16", "bf16": "bf16", "e4m3": "e4m3", "e5m2": "e5m2"}[cfg.dtype]
    mmas = re.findall(r"wgmma\.mma_async\.sync\.aligned\.(m\d+n\d+k\d+)\.f32\.(\w+)\.(\w+) .*?, (\d), (\d)(, \d, \d)?;",
                      ptx)
    # one MMA per (accumulator, k-step): the descriptor advances along K inside a stage
    assert len(mmas) == cfg.m_atoms * (cfg.bn // 64 if mn else 1) * cfg.bk // ks
    assert {(s, a, b) for s, a, b, *_ in mmas} == {(f"m64n{n}k{ks}", kind, kind)}
    trans = {t for *_, t in mmas}
    assert trans == ({""} if cfg.elem_bytes == 1 else {", 0, 1"} if mn else {", 0, 0"})
    waits = re.findall(r"wgmma\.wait_group\.sync\.aligned (\d+);", ptx)
    assert str(cfg.wait_depth) in waits
    if cfg.wait_depth:
        assert "0" in waits    # the epilogue waits for every group before reading accumulators
    assert ("setmaxnreg.dec.sync.aligned.u32 %d;" % cfg.producer_regs in ptx) == bool(cfg.producer_regs)
    assert ("setmaxnreg.inc.sync.aligned.u32 %d;" % cfg.consumer_regs in ptx) == bool(cfg.consumer_regs)
    assert "elect.sync _|%p" in ptx
    assert re.search(r"^\.shared \.align 1024 \.b8 global_smem\[\d+\];$", ptx, re.M)
    assert f".reqntid {cfg.threads()}, 1, 1" in ptx
    # masked epilogue: one store per accumulator value, each under a bounds predicate
    st = {"f32": "st.global.f32", "f16": "st.global.b16", "bf16": "st.global.b16"}[cfg.out]
    assert ptx.count(st) == cfg.m_atoms * cfg.bn // 2
    # vectorized: adjacent column pairs as one v2 store (taken when N is even and C aligned)
    vst = {"f32": "st.global.v2.f32", "f16": "st.global.v2.b16", "bf16": "st.global.v2.b16"}[cfg.out]
    assert ptx.count(vst) == cfg.m_atoms * cfg.bn // 4
    assert len(re.findall(r"setp\.lt\.u64", ptx)) >= 2
    if cfg.out != "f32":    # converted in pairs: test_16_bit_output_keeps_the_wgmmas_pipelined
        assert ptx.count(f"cvt.rn.{cfg.out}x2.f32") == cfg.m_atoms * cfg.bn // 4
        assert f"cvt.rn.{cfg.out}.f32" not in ptx
    # the K loop rounds up: (K + bk - 1) / bk
    assert re.search(rf"add\.s32 %r\d+, %r\d+, {cfg.bk - 1};", ptx)


@pytest.mark.parametrize("kw, msg", [
    ({"bm": 64, "consumers": 2}, "each consumer warpgroup owns 32 rows"),
    ({"bm": 256, "bn": 256, "consumers": 2}, "256 f32 accumulator registers"),
    ({"bm": 128, "bn": 256, "bk": 128, "stages": 3}, "bytes of shared memory"),
    ({"dtype": "e4m3", "bk": 16}, "fp8 WGMMA consumes K in steps of 32"),
    ({"dtype": "e5m2", "b_major": "mn"}, "K-major only"),
    ({"wait_depth": 4, "stages": 4}, "must be 0..stages-1"),
    ({"consumer_regs": 240}, "setmaxnreg.inc would wait forever"),
    ({"producer_regs": 0}, "go together"),
    ({"consumer_regs": 100}, "multiple of 8"),
    ({"bn": 256, "consumer_regs": 152}, "--consumer-regs 152: a consumer's m64n256 wgmma needs 158 registers per "
                                        "thread (128 for its f32 accumulator, 30 more)"),
    ({"consumer_regs": 88}, "m64n128 wgmma needs 94 registers"),
    ({"bk": 48}, "--bk 48: must be one of"),
    ({"arch": "sm_80"}, "no generator for this target"),
])
def test_invalid_combinations_are_refused_with_a_reason(kw: dict[str, object], msg: str) -> None:
    with pytest.raises(ConfigError, match=re.escape(msg)):
        generate(GemmConfig(**kw))  # type: ignore[arg-type]


@pytest.mark.parametrize("bn, regs", [(256, 160), (128, 96), (64, 64)])
def test_the_least_consumer_budget_the_generator_takes_compiles(bn: int, regs: int) -> None:
    """The generator's consumer setmaxnreg floor (its wgmma's n / 2 + 30) is the compiler's target rule's:
    a budget one step (8) below is refused by the generator (it was a kernel the compiler then refused at the
    wgmma, found by the register-budget rule's author), the least one it takes compiles to PTX ptxas accepts."""
    with pytest.raises(ConfigError, match="wgmma needs"):
        generate(GemmConfig(bn=bn, consumer_regs=regs - 8, stages=3))
    cfg = GemmConfig(bn=bn, consumer_regs=regs, stages=3)
    ptx = compile_config(cfg)
    assert re.search(rf"setmaxnreg\.(inc|dec)\.sync\.aligned\.u32 {regs};", ptx)   # (dec below the launch's 168)
    require_tool("ptxas")
    r = ptxas(ptx, cfg.arch)
    assert r.ok, r.stderr


def test_cli_writes_the_kernel_and_refuses_bad_combinations(tmp_path: object) -> None:
    import os

    out = os.path.join(str(tmp_path), "g.mlir")
    r = subprocess.run([sys.executable, "-m", "nanotile.kernels", "gemm", "--bm", "64", "--bn", "64", "--bk", "32",
                        "--stages", "3", "--consumers", "1", "--dtype", "bf16", "--out", "f16", "--b-major", "mn",
                        "-o", out], capture_output=True, text=True, timeout=120)
    assert r.returncode == 0, r.stderr
    with open(out) as f:
        text = f.read()
    assert text == generate(GemmConfig(bm=64, bn=64, bk=32, stages=3, consumers=1, dtype="bf16", out="f16",
                                       b_major="mn"))
    parse_module(text, "g.mlir")
    r = subprocess.run([sys.executable, "-m", "nanotile.kernels", "gemm", "--bm", "64", "--consumers", "2"],
                       capture_output=True, text=True, timeout=120)
    assert r.returncode == 1, r.stderr
    assert r.stderr.startswith("nanotile.kernels: error: gemm: --bm 64 with --consumers 2")
    assert r.stderr.count("\n") == 1
    assert r.stdout == ""


@pytest.mark.parametrize("args, msg", [
    (["--bm", "96"], "argument --bm: invalid choice: 96"),
    (["--stages", "x"], "argument --stages: invalid int value: 'x'"),
    (["--dtype", "f64"], "argument --dtype: invalid choice: 'f64'"),
    (["--no-such-flag"], "unrecognized arguments: --no-such-flag"),
    (["-o", "/nonexistent/dir/x.mlir"], "cannot write /nonexistent/dir/x.mlir: No such file or directory"),
])
def test_cli_bad_input_is_one_line_exit_1(args: list[str], msg: str) -> None:
    r = subprocess.run([sys.executable, "-m", "nanotile.kernels", "gemm", *args],
                       capture_output=True, text=True, timeout=120)
    assert r.returncode == 1, r.stderr
    assert r.stderr.startswith("nanotile.kernels: error: "), r.stderr
    assert msg in r.stderr, r.stderr
    assert r.stderr.count("\n") == 1 and "Traceback" not in r.stderr, r.stderr
    assert r.stdout == ""


def test_generated_kernel_is_deterministic_and_names_its_flags() -> None:
    cfg = GemmConfig(bm=64, bn=128, dtype="e4m3", bk=128, consumers=1)
    text = generate(cfg)
    assert text == generate(cfg)
    assert "python -m nanotile.kernels gemm --bm 64 --bk 128 --consumers 1 --dtype e4m3" in text
    assert f'sym_name = "{cfg.kernel_name}"' in text


def test_consumer_arrivals_must_match_the_releasing_threads() -> None:
    text = generate(GemmConfig()).replace("consumer_arrivals = 256", "consumer_arrivals = 128")
    with pytest.raises(DiagnosticError, match="consumer_arrivals = 128 but 256 threads release each stage"):
        pipeline.run_pipeline(parse_module(text, "g.mlir"))


def test_dot_pipeline_depth_releases_the_previous_stage() -> None:
    """wait_group 1, then the release arrives on the slot one before the token's ((slot + S - 1) mod S),
    skipped on the first iteration; with depth 0 the release is unconditional on the token's own slot."""
    def release_block(ptx: str, wait: int) -> str:
        i = ptx.index(f"wgmma.wait_group.sync.aligned {wait};")
        return ptx[i:ptx.index("mbarrier.arrive.shared.b64", i)]

    d1 = release_block(compile_config(GemmConfig(wait_depth=1, stages=3)), 1)
    assert "setp.ge.u32" in d1 and re.search(r"add\.s32 %r\d+, %r\d+, 2;", d1) and "rem.u32" in d1
    d0 = release_block(compile_config(GemmConfig(wait_depth=0, stages=3)), 0)
    assert "setp.ge.u32" not in d0 and "rem.u32" not in d0 and "bra" not in d0


# -- correctness: the reference interpreter and the PTX emulator against numpy -----------------------

CHECKED = MATRIX
"""The matrix configurations ``nanotile check`` runs: all of them (f16/bf16/e4m3/e5m2 in, f16/bf16/f32 out)."""


def _numpy_reference(cfg: GemmConfig, inputs: dict[str, np.ndarray]) -> np.ndarray:
    a, b = inputs["A"].astype(np.float64), inputs["B"].astype(np.float64)
    c = a @ (b.T if cfg.b_major == "k" else b)
    return c.astype({"f16": np.float16, "bf16": ml_dtypes.bfloat16}.get(cfg.out, np.float32))


def _run_both(cfg: GemmConfig, text: str | None = None) -> tuple[dict[str, np.ndarray], dict[str, np.ndarray],
                                                                   np.ndarray]:
    """(interpreter buffers, emulator buffers, numpy C) at the generator's edge sizes."""
    from nanotile.launch.check import make_inputs, run_device, run_interpreter
    from nanotile.launch.kernel import compile_kernel

    k = compile_kernel(text or generate(cfg), f"{cfg.kernel_name}.mlir")
    sizes = default_sizes(cfg)
    grid = k.spec.grid_dims(sizes)
    inputs = make_inputs(k.spec, sizes, 0)
    ref = {n: v.copy() for n, v in inputs.items()}
    run_interpreter(k, ref, sizes, grid)
    got = run_device(k, "emu", {n: v.copy() for n, v in inputs.items()}, sizes, grid)
    return ref, got, _numpy_reference(cfg, inputs)


def test_checked_configurations_cover_the_flags_check_supports() -> None:
    assert len(CHECKED) >= 8 and {c.dtype for c in CHECKED} == {"f16", "bf16", "e4m3", "e5m2"}
    assert {c.b_major for c in CHECKED} == {"k", "mn"} and {c.out for c in CHECKED} == {"f16", "bf16", "f32"}
    assert {c.consumers for c in CHECKED} == {1, 2} and {c.wait_depth for c in CHECKED} == {0, 1, 2}
    assert {c.bk for c in CHECKED} == {16, 32, 64, 128} and {c.bm for c in CHECKED} == {64, 128, 256}


def assert_edges_match_numpy(cfg: GemmConfig, run_both: Callable[[GemmConfig], tuple[
        dict[str, np.ndarray], dict[str, np.ndarray], np.ndarray]] | None = None) -> None:
    """What ``python -m nanotile check`` does, plus numpy, at the generator's edge sizes (partial tiles
    in M and N and a K tail): the interpreter and the emulated PTX both equal numpy's C."""
    sizes = default_sizes(cfg)
    assert sizes["M"] % cfg.bm and sizes["N"] % cfg.bn and sizes["K"] % cfg.bk
    ref, got, want = (run_both or _run_both)(cfg)
    assert np.array_equal(ref["C"], want), "interpreter vs numpy"
    bad = np.argwhere(got["C"] != want)
    assert bad.size == 0, f"emulated PTX vs numpy: {len(bad)} elements differ, first at {bad[:4].tolist()}"


@pytest.mark.parametrize("cfg", CHECKED, ids=_id)
def test_matrix_config_matches_numpy_with_partial_tiles_and_a_k_tail(cfg: GemmConfig) -> None:
    """What ``python -m nanotile check`` does, plus numpy: partial tiles in M and N and a K tail."""
    assert_edges_match_numpy(cfg)


@pytest.mark.parametrize("cfg", [GemmConfig(bm=64, bn=64, bk=32, stages=2, consumers=1),
                                 GemmConfig(bm=64, bn=128, bk=16, stages=3, consumers=1, out="f16")], ids=_id)
def test_odd_n_takes_the_scalar_epilogue_and_matches(cfg: GemmConfig) -> None:
    """An odd N leaves pairs unaligned: the epilogue falls back to one store per value."""
    from nanotile.launch.check import check
    from nanotile.launch.kernel import compile_kernel

    k = compile_kernel(generate(cfg), f"{cfg.kernel_name}.mlir")
    sizes = dict(default_sizes(cfg), N=default_sizes(cfg)["N"] + 1)
    assert sizes["N"] % 2
    res = check(k, sizes, None, schedules=1)    # the epilogue's stores, not the schedule, are under test
    assert res.ok, "\n".join(res.lines())


def test_the_check_sees_a_dropped_k_tail() -> None:
    """Negative: a kernel whose K loop rounds down (the shipped example's old behaviour) loses the
    tail, and the emulated result no longer matches numpy."""
    cfg = GemmConfig(bm=64, bn=64, bk=32, stages=2, consumers=1)
    text = generate(cfg).replace('"arith.divui"(%kround, %c32)', '"arith.divui"(%K, %c32)')
    assert text != generate(cfg)
    ref, got, want = _run_both(cfg, text)
    assert not np.array_equal(got["C"], want)
    assert not np.array_equal(ref["C"], want)


def test_the_check_sees_an_unmasked_epilogue() -> None:
    """Negative: stores claimed in bounds (no masks) write past the partial tiles: the emulator
    refuses the out-of-bounds access."""
    from nanotile.launch.check import CheckError

    cfg = GemmConfig(bm=64, bn=64, bk=32, stages=2, consumers=1)
    text = generate(cfg).replace("operandSegmentSizes = array<i32: 1, 1, 2, 0, 0>}>",
                                 "in_bounds = array<i1: true, true>, operandSegmentSizes = array<i32: 1, 1, 2, 0, 0>}>")
    assert text != generate(cfg)
    from nanotile.launch.check import make_inputs, run_device
    from nanotile.launch.kernel import compile_kernel

    k = compile_kernel(text, "g.mlir")
    assert "setp.lt.u64" not in k.ptx.split("wgmma.wait_group")[-1]
    sizes = default_sizes(cfg)
    inputs = make_inputs(k.spec, sizes, 0)
    with pytest.raises(CheckError, match="out-of-bounds st.global"):
        run_device(k, "emu", {n: v.copy() for n, v in inputs.items()}, sizes, k.spec.grid_dims(sizes))


def test_setmaxnreg_gemm_emitted_as_llvm_passes_mlir_opt_and_round_trips(tmp_path: object) -> None:
    """setmaxregister's action prints as MLIR 19 spells it (``#nvvm<action decrease>``), so the upstream
    ``mlir-opt-19`` takes ``--emit llvm`` output unedited; nanotile re-parses it to the same text."""
    import os

    opt = require_tool("mlir-opt-19")
    src = os.path.join(str(tmp_path), "g.mlir")
    with open(src, "w") as f:
        f.write(generate(GemmConfig(producer_regs=40, consumer_regs=232)))
    r = subprocess.run([sys.executable, "-m", "nanotile", src, "--emit", "llvm"],
                       capture_output=True, text=True, timeout=300)
    assert r.returncode == 0, r.stderr
    text = r.stdout
    assert "action = #nvvm<action decrease>, regCount = 40 : i32" in text
    assert "action = #nvvm<action increase>, regCount = 232 : i32" in text
    assert "#nvvm.action" not in text
    o = subprocess.run([opt, "--convert-nvvm-to-llvm", "-"], input=text, capture_output=True, text=True, timeout=300)
    assert o.returncode == 0, o.stderr
    assert re.search(r"nvvm\.setmaxregister\s+decrease 40\n", o.stdout), o.stdout
    assert re.search(r"nvvm\.setmaxregister\s+increase 232\n", o.stdout), o.stdout
    # the old spelling is what mlir-opt-19 refused: this check can fail
    bad = text.replace("#nvvm<action decrease>", "#nvvm.action<decrease>")
    o = subprocess.run([opt, "--convert-nvvm-to-llvm", "-"], input=bad, capture_output=True, text=True, timeout=300)
    assert o.returncode != 0
    assert print_module(parse_module(text, "g.llvm.mlir")) == text


def test_opaque_form_dialect_attribute_parse() -> None:
    from nanotile.ir.parser import parse_attribute, parse_op_example
    from nanotile.languages.llvm import SetMaxRegister

    for spelled in ("#nvvm<action decrease>", "#nvvm.action<decrease>"):
        assert str(parse_attribute(spelled)) == "#nvvm<action decrease>"
        op = parse_op_example(f'"nvvm.setmaxregister"() <{{action = {spelled}, regCount = 40 : i32}}> : () -> ()')
        assert isinstance(op, SetMaxRegister) and op.action == "decrease"
    with pytest.raises(DiagnosticError, match=re.escape("unknown attribute '#nvvm.no_such'")):
        parse_attribute("#nvvm<no_such decrease>")
    with pytest.raises(DiagnosticError, match="to close attribute"):
        parse_attribute("#nvvm<action decrease")
