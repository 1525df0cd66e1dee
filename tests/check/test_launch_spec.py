"""Launch metadata read from the compiled IR, the JSON on the CLI, and check's own plumbing."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from nanotile.cli import examples, main
from nanotile.launch import check as C
from nanotile.launch.kernel import CompiledKernel, LaunchError, TensorMapEncoding, compile_kernel
from nanotile.launch.spec import PtrParam, ScalarParam, TensorMapParam, parse_spec, spec_to_json

from conftest import compile_or_skip_known_gap

_CACHE: dict[str, CompiledKernel] = {}


def kernel(name: str) -> CompiledKernel:
    if name not in _CACHE:
        _CACHE[name] = compile_kernel(examples()[name], f"{name}.mlir")
    return _CACHE[name]


def test_tma_copy_launch_metadata() -> None:
    k = kernel("tma_copy")
    assert k.name == "tma_copy" and k.target == "sm_90a"
    assert k.block == (128, 1, 1) and k.static_shared_bytes == 9216 and k.dynamic_shared_bytes == 0
    assert ".shared .align 1024 .b8 global_smem[9216];" in k.ptx and ".reqntid 128, 1, 1" in k.ptx
    assert k.params[:4] == (PtrParam("src", "f16", ("m", "n")), PtrParam("dst", "f16", ("m", "n")),
                            ScalarParam("m", "i32"), ScalarParam("n", "i32"))
    assert k.params[4] == TensorMapParam("tma_desc0", "f16", ("m", "n"), (64, 64), 128, "zero", "none",
                                         (1, 1), True, "src")
    assert [p.name for p in k.params] == ["src", "dst", "m", "n", "tma_desc0", "tma_desc1"]
    # one .param per spec param, in the same order and sizes
    assert k.ptx.count(".param .align 64 .b8 tma_copy_param_") == 2 and "tma_copy_param_5[128]" in k.ptx
    t = k.tensor_maps[1]
    assert t == TensorMapEncoding("tma_desc1", "dst", "f16", 2, ("n", "m"), ("2 * n",), (64, 64), (1, 1),
                                  "none", 128, "none", "zero")
    assert t.concrete({"m": 128, "n": 192}) == ((192, 128), (384,))
    assert k.spec.grid_dims(k.spec.sizes()) == (3, 2, 1)


def test_gemm_launch_metadata_and_contract() -> None:
    k = kernel("gemm_sm90")
    assert k.block == (384, 1, 1) and k.static_shared_bytes > 3 * 2 * 128 * 16 * 2
    assert [(t.tensor, t.global_dims, t.box_dims, t.swizzle_bytes) for t in k.tensor_maps] == [
        ("A", ("K", "M"), (16, 128), 32), ("B", ("K", "N"), (16, 128), 32)]
    assert k.spec.buffer_shape("C", {"M": 256, "N": 384, "K": 48}) == (256, 384)
    k.check_sizes({"M": 256, "N": 384, "K": 48})
    with pytest.raises(LaunchError, match=r"kernel 'gemm_sm90' requires K % 16 == 0 \(sizes: M=256, N=384, K=40\)"):
        k.check_sizes({"M": 256, "N": 384, "K": 40})


@pytest.mark.parametrize("name", sorted(examples()))
def test_emit_launch_spec_round_trips(name: str, tmp_path: Path) -> None:
    compile_or_skip_known_gap(name, lambda: kernel(name))
    out = tmp_path / "k.json"
    ptx = tmp_path / "k.ptx"
    assert main(["--example", name, "-o", str(ptx), "--emit-launch-spec", str(out)]) == 0
    d = json.loads(out.read_text())
    spec = parse_spec(d)
    assert spec == kernel(name).spec and spec_to_json(spec) == d
    assert ptx.read_text() == kernel(name).ptx
    # every .param of the PTX entry has a spec param
    assert kernel(name).ptx.count(f".param ") == len(spec.params)


def test_kernel_without_launch_defaults_needs_sizes_and_grid(tmp_path: Path, capsys: Any) -> None:
    text = examples()["vector_add"]
    text = text[:text.index(", nanotile.launch")] + "} {" + text[text.index("} {") + 3:]
    f = tmp_path / "va.mlir"
    f.write_text(text)
    assert C.main([str(f)]) == 1
    assert "no value for size(s) n (pass --size NAME=INT)" in capsys.readouterr().err
    assert C.main([str(f), "--size", "n=100"]) == 1
    assert "has no grid formula (nanotile.launch grid); pass --grid" in capsys.readouterr().err


def test_check_refuses_sizes_outside_the_contract(capsys: Any) -> None:
    assert C.main(["--example", "gemm_sm90", "--size", "K=40"]) == 1
    assert "nanotile check: error: kernel 'gemm_sm90' requires K % 16 == 0" in capsys.readouterr().err
    assert C.main(["--example", "tma_copy", "--size", "m=100"]) == 1
    assert "requires m % 64 == 0" in capsys.readouterr().err


def test_check_usage_errors(capsys: Any) -> None:
    with pytest.raises(SystemExit) as e:
        C.main(["--example", "vector_add", "--seed", "x"])
    assert e.value.code == 1
    assert C.main(["--example", "vector_add", "--size", "n3"]) == 1
    assert "--size n3: expected NAME=INT" in capsys.readouterr().err
    assert C.main(["--example", "vector_add", "--grid", "0"]) == 1
    assert C.main(["--example", "nope"]) == 1
    assert "unknown example 'nope'" in capsys.readouterr().err


def test_check_reports_device_mismatches(monkeypatch: Any, capsys: Any) -> None:
    """The comparison is live: a device result off in one element is a failure naming it."""
    def fake_device(kernel: Any, device: str, bufs: dict[str, np.ndarray], sizes: Any, grid: Any,
                    max_instructions: int, schedule: int) -> Any:
        C.run_interpreter(kernel, bufs, sizes, grid)
        bufs["c"][2999] += 0.25
        return bufs

    monkeypatch.setattr(C, "run_device", fake_device)
    assert C.main(["--example", "vector_add", "--size", "n=3001"]) == 1
    out = capsys.readouterr().out
    assert "MISMATCH: c (3001 f32): 1 element(s) differ under warp schedule 0" in out and "c[2999] = " in out \
        and out.endswith("FAILED\n")
    def same_as_interpreter(k: Any, d: str, b: dict[str, np.ndarray], s: Any, g: Any, m: int,
                            schedule: int) -> dict[str, np.ndarray]:
        C.run_interpreter(k, b, s, g)
        return b

    monkeypatch.setattr(C, "run_device", same_as_interpreter)
    assert C.main(["--example", "vector_add", "--size", "n=3001"]) == 0
    assert capsys.readouterr().out.endswith("match: c\n  the interpreter agrees with the kernel's numpy reference: "
                                            "c = a + b\nOK\n")


def test_check_runs_the_schedules_in_order_and_stops_at_the_first_failure(monkeypatch: Any, capsys: Any) -> None:
    """``--schedules N`` runs the device under warp schedules 0..N-1 (default DEFAULT_SCHEDULES): a result
    wrong under schedule 2 only passes with 2 schedules and fails with the default, naming schedule 2; an
    emulator error under a later schedule names it and the clean ones before it."""
    runs: list[int] = []

    def wrong_under_2(k: Any, d: str, b: dict[str, np.ndarray], s: Any, g: Any, m: int, schedule: int) -> Any:
        runs.append(schedule)
        C.run_interpreter(k, b, s, g)
        if schedule == 2:
            b["c"][7] = -b["c"][7] - 1
        return b

    monkeypatch.setattr(C, "run_device", wrong_under_2)
    assert C.main(["--example", "vector_add", "--schedules", "2"]) == 0 and runs == [0, 1]
    assert "reference interpreter vs emu, warp schedules 0-1 (" in capsys.readouterr().out
    runs.clear()
    assert C.DEFAULT_SCHEDULES > 2
    assert C.main(["--example", "vector_add"]) == 1 and runs == [0, 1, 2]
    out = capsys.readouterr().out
    assert "vs emu, warp schedules 0-2 (" in out and "MISMATCH: c (4096 f32): 1 element(s) differ under warp " \
        "schedule 2; first:\n    c[7] = " in out and out.endswith("FAILED\n")
    runs.clear()
    assert C.main(["--example", "vector_add", "--schedules", "1"]) == 0 and runs == [0]
    assert "vs emu, warp schedule 0 (" in capsys.readouterr().out

    def stops_under_1(k: Any, d: str, b: dict[str, np.ndarray], s: Any, g: Any, m: int, schedule: int) -> Any:
        if schedule == 1:
            raise C._Stopped("DeadlockError: deadlock: no warp of CTA (0, 0, 0) can make progress")
        C.run_interpreter(k, b, s, g)
        return b

    monkeypatch.setattr(C, "run_device", stops_under_1)
    assert C.main(["--example", "vector_add"]) == 1
    assert capsys.readouterr().err == ("nanotile check: error: the emulator stopped under warp schedule 1 (warp "
                                       "schedule 0 ran clean): DeadlockError: deadlock: no warp of CTA (0, 0, 0) can "
                                       "make progress\n")
    with pytest.raises(C.CheckError, match="schedules must be a positive integer, got 0"):
        C.check(kernel("vector_add"), {}, None, schedules=0)


@pytest.mark.parametrize("value, why", [("0", "got 0"), ("-1", "got -1"), ("x", "got 'x'"), ("1.5", "got '1.5'"),
                                        ("", "got ''")])
def test_check_schedules_usage_errors(value: str, why: str, capsys: Any) -> None:
    with pytest.raises(SystemExit) as e:
        C.main(["--example", "vector_add", f"--schedules={value}"])
    assert e.value.code == 1
    err = capsys.readouterr().err
    assert err == f"nanotile check: error: argument --schedules: expected a positive integer, {why} (see --help)\n"
    with pytest.raises(SystemExit) as e:     # the separate-argument spelling, as the brief's `--schedules 0`
        C.main(["--example", "vector_add", "--schedules", value])
    assert e.value.code == 1 and capsys.readouterr().err.count("\n") == 1


def test_check_help_documents_schedules(capsys: Any) -> None:
    with pytest.raises(SystemExit) as e:
        C.main(["--help"])
    assert e.value.code == 0
    out = " ".join(capsys.readouterr().out.split())
    assert (f"--schedules N run the PTX under N warp schedules of the emulator (seeds 0..N-1), stopping at the "
            f"first that fails: a missing barrier may show under some schedules only (default "
            f"{C.DEFAULT_SCHEDULES}; --device cuda runs once)") in out


def test_compare_semantics() -> None:
    w = np.array([1.0, np.nan, 0.0, 2.0], np.float32)
    assert C.compare("x", "f32", w.copy(), w, 0, 0) is None
    assert C.compare("x", "f32", np.array([1.0, np.nan, -0.0, 2.0], np.float32), w, 0, 0) is None
    d = C.compare("x", "f32", np.array([1.0, 1.0, 0.0, 2.0000002], np.float32), w, 0, 0)
    assert d is not None and d.bad == 2 and [i for i, _, _ in d.first] == [(1,), (3,)]
    assert C.compare("x", "f32", np.array([1.0, np.nan, 0.0, 2.0000002], np.float32), w, 1e-6, 0) is None
    assert C.compare("i", "i32", np.array([1, 2]), np.array([1, 3]), 0, 0) is not None


def test_an_infinity_matches_only_itself() -> None:
    """Where the interpreter has an infinity, ``check`` accepted any device value (``|g - inf| <= rtol *
    inf`` holds for every g: 5.0 and -inf matched +inf), and ``emulate`` likewise, while it called an
    infinity equal to the reference a mismatch (``inf - inf`` is NaN: a kernel of f16 constant 70000.0,
    tests/regressions/float_constant_past_f16_range.mlir, failed 'emulate' in every element)."""
    from nanotile.emu.launch import compare as emu_compare

    inf = np.inf
    w = np.array([inf, -inf, 1.0, np.nan], np.float32)
    assert C.compare("x", "f32", w.copy(), w, None, None) is None
    d = C.compare("x", "f32", np.array([5.0, inf, 1.0, np.nan], np.float32), w, None, None)
    assert d is not None and [i for i, _, _ in d.first] == [(0,), (1,)]
    d = C.compare("x", "f16", np.array([65504.0, -inf, 1.0, np.nan], np.float16), w.astype(np.float16), 1.0, 1.0)
    assert d is not None and [i for i, _, _ in d.first] == [(0,)]
    assert emu_compare("x", "f32", w.copy(), w.astype(np.float64)).ok
    r = emu_compare("x", "f32", np.array([5.0, inf, 1.0, np.nan], np.float32), w.astype(np.float64))
    assert not r.ok and [m.index for m in r.first] == [(0,), (1,)]


def test_inputs_are_seeded_quarter_integers() -> None:
    spec = kernel("gemm_sm90").spec
    a = C.make_inputs(spec, {"M": 128, "N": 128, "K": 32}, 3)
    b = C.make_inputs(spec, {"M": 128, "N": 128, "K": 32}, 3)
    c = C.make_inputs(spec, {"M": 128, "N": 128, "K": 32}, 4)
    assert all(np.array_equal(a[k], b[k]) for k in a) and not np.array_equal(a["A"], c["A"])
    assert a["A"].shape == (128, 32) and a["B"].shape == (128, 32) and a["C"].shape == (128, 128)
    assert set(np.unique(a["A"] * 4).astype(int)) <= set(range(-8, 9))


def test_cli_check_subcommand_dispatch() -> None:
    r = subprocess.run([sys.executable, "-m", "nanotile", "check", "--example", "gemm_sm90", "--size", "N=100"],
                       capture_output=True, text=True, timeout=120)
    assert r.returncode == 1 and "requires N % 128 == 0" in r.stderr and "Traceback" not in r.stderr


def test_check_renders_kernel_diagnostics(tmp_path: Path, capsys: Any) -> None:
    f = tmp_path / "bad.mlir"
    f.write_text('module {\n  "nv_tileaa.func"() bogus\n}\n')
    assert C.main([str(f)]) == 1
    err = capsys.readouterr().err
    assert err.startswith(f"{f}:2:22: error: ") and "^" in err and "Traceback" not in err


def test_check_internal_errors_exit_2_without_traceback(monkeypatch: Any, capsys: Any) -> None:
    def boom(*a: Any, **k: Any) -> Any:
        raise RuntimeError("simulated")

    monkeypatch.setattr(C, "check", boom)
    assert C.main(["--example", "vector_add"]) == 2
    assert capsys.readouterr().err == "nanotile check: internal error: RuntimeError: simulated\n"


def test_emit_launch_spec_needs_ptx_output(tmp_path: Path, capsys: Any) -> None:
    out = tmp_path / "k.json"
    assert main(["--example", "vector_add", "--emit", "llvm", "--emit-launch-spec", str(out)]) == 1
    assert "--emit-launch-spec goes with PTX output" in capsys.readouterr().err and not out.exists()


def test_negative_seed_is_a_usage_error(tmp_path: Path, capsys: Any) -> None:
    """``check --seed -1`` / ``emulate --seed -1``: one usage line, exit 1 (was an internal error, exit 2)."""
    ptx, js = tmp_path / "va.ptx", tmp_path / "va.json"
    assert main(["--example", "vector_add", "-o", str(ptx), "--emit-launch-spec", str(js)]) == 0
    capsys.readouterr()
    for argv, prog in ((["check", "--example", "vector_add", "--seed", "-1"], "check"),
                       (["emulate", str(ptx), "--spec", str(js), "--seed", "-1"], "emulate")):
        with pytest.raises(SystemExit) as e:
            main(argv)
        assert e.value.code == 1
        assert capsys.readouterr().err == \
            f"nanotile {prog}: error: argument --seed: expected a non-negative integer, got -1 (see --help)\n"


def test_work_cap_refuses_a_huge_launch_in_one_line(tmp_path: Path, capsys: Any) -> None:
    """``check --grid 100000000`` ran for hours: a launch with more warps than ``--max-instructions``
    (default 20,000,000) is refused before the interpreter or the emulator runs, one line, exit 1; a
    launch under it still stops at the cap when it executes more; raising the cap lets it run."""
    import time

    t0 = time.perf_counter()
    assert C.main(["--example", "vector_add", "--grid", "100000000,1,1"]) == 1
    assert time.perf_counter() - t0 < 30
    err = capsys.readouterr().err
    assert err == ("nanotile check: error: the launch has 400000000 warps (100000000 CTAs of 128 threads), more "
                   "than the 20000000 warp instructions the emulator runs at most (every warp runs at least "
                   "one); raise the limit with --max-instructions N\n"), err
    assert C.main(["--example", "vector_add", "--max-instructions", "15"]) == 1     # 16 warps at n=4096
    assert "the launch has 16 warps (4 CTAs of 128 threads), more than the 15 " in capsys.readouterr().err
    assert C.main(["--example", "vector_add", "--max-instructions", "16"]) == 1     # runs, stopped by the count
    assert "no end after 16 warp instructions" in capsys.readouterr().err
    assert C.main(["--example", "vector_add", "--max-instructions", "100000"]) == 0
    capsys.readouterr()
    ptx, js = tmp_path / "va.ptx", tmp_path / "va.json"
    assert main(["--example", "vector_add", "-o", str(ptx), "--emit-launch-spec", str(js)]) == 0
    assert main(["emulate", str(ptx), "--spec", str(js), "--max-instructions", "15"]) == 1
    err = capsys.readouterr().err
    assert err.startswith(f"{ptx}: error: the launch has 16 warps (4 CTAs of 128 threads), more than the 15 ") and \
        err.count("\n") == 1, err


@pytest.mark.parametrize("grid, requires, reference, message", [
    ('"cdiv(n, 64)", "cdiv(m, 0)", 1', None, None, "division by zero in 'cdiv(m, 0)'"),   # fuzz (check) 7002:355
    ('"cdiv(n, 64)", "cdiv(m, m / (2 * m))", 1', None, None, "division by zero in 'cdiv(m, m / (2 * m))'"),
    ('"' + "+".join(["n"] * 3000) + '", 1', None, None, "nested too deeply"),
    (None, '"' + "-" * 990 + 'm == 0"', None, "nested too deeply"),
    (None, None, '"dst = src' + " + src" * 3000 + '"', "nested too deeply"),
    # parsed by every Python since 3.11, then overflowed the evaluator: "failed: RecursionError"
    (None, None, '"dst = src' + " + src" * 1500 + '"', "nested too deeply"),
    ('"' + "+".join(["n"] * 1500) + '", 1', None, None, "nested too deeply"),
], ids=["cdiv-0", "cdiv-truncated-0", "deep-grid", "deep-requires", "deep-reference", "deep-reference-1500",
        "deep-grid-1500"])
def test_check_refuses_launch_expressions_it_cannot_evaluate(grid: str | None, requires: str | None,
                                                             reference: str | None, message: str,
                                                             tmp_path: Path, capsys: Any) -> None:
    """A grid, condition or reference of the kernel's ``nanotile.launch`` that divides by zero or nests
    deeper than Python's parser is one line, exit 1 (each was an internal error: ZeroDivisionError,
    RecursionError)."""
    text = examples()["tma_copy"]
    for old, new in (('"cdiv(n, 64)", "cdiv(m, 64)", 1', grid), ('"m % 64 == 0"', requires),
                     ('"dst = src"', reference)):
        if new is not None:
            assert old in text
            text = text.replace(old, new)
    f = tmp_path / "k.mlir"
    f.write_text(text)
    assert C.main([str(f), "--schedules", "1"]) == 1
    err = capsys.readouterr().err
    assert err.startswith("nanotile check: error: ") and err.count("\n") == 1 and message in err, err


def test_emit_launch_spec_refusal_is_located(tmp_path: Path, capsys: Any) -> None:
    """A kernel that compiles but whose launch spec cannot be derived (here an i1 parameter) is an error at
    the module, with its source line and caret, and no file is written (was '<unknown>: error: ...', which
    the CLI contract's exit 1 never is)."""
    src = Path(__file__).resolve().parents[1] / "regressions" / "i1_kernel_param.mlir"
    f = tmp_path / "k.mlir"
    f.write_text(src.read_text())
    ptx, js = tmp_path / "k.ptx", tmp_path / "k.json"
    assert main([str(f), "-o", str(ptx), "--emit-launch-spec", str(js)]) == 1
    line = next(i for i, t in enumerate(src.read_text().splitlines(), 1) if t.startswith("module"))
    assert capsys.readouterr().err.splitlines() == [
        f"{f}:{line}:1: error: cannot derive the launch spec: no launch-spec kind for a i1 kernel argument",
        src.read_text().splitlines()[line - 1], "^"]
    assert not js.exists() and not ptx.exists()


def test_check_stops_the_interpreter_at_the_work_cap(tmp_path: Path, capsys: Any) -> None:
    """A kernel that compiles but loops 2^63 times (fuzz mutant 7003:951: gemm_sm100's K loop from 2^63, an
    index that wraps to -2^63) made ``nanotile check`` hang in the reference interpreter, which had no work
    cap; ``--max-instructions`` now caps its loop trips too: one line, exit 1."""
    import signal

    lb = '%lb = "arith.constant"() <{value = 0 : index}>'
    text = examples()["gemm_sm100"]
    assert lb in text
    f = tmp_path / "k.mlir"
    f.write_text(text.replace(lb, lb.replace("value = 0", "value = 9223372036854775808")))

    def hung(*a: Any) -> None:
        raise AssertionError("check did not stop within 120 s")

    old = signal.signal(signal.SIGALRM, hung)
    signal.alarm(120)
    try:
        assert C.main([str(f), "--schedules", "1", "--max-instructions", "20000"]) == 1
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, old)
    err = capsys.readouterr().err
    assert err.startswith("nanotile check: error: the reference interpreter stopped: ") and \
        err.endswith(": more than 20000 loop trips (the work cap)\n") and err.count("\n") == 1, err
