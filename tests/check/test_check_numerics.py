"""``nanotile check`` numerics and input handling: realistic inputs with a per-type tolerance (and the
precision-losing miscompile it must reject), bf16/fp8 buffers, the safe reference evaluator, and
user-input errors (non-UTF-8 files, huge sizes) as one-line exit-1 errors."""

from __future__ import annotations

import dataclasses
import re
from pathlib import Path
from typing import Any

import ml_dtypes
import numpy as np
import pytest

from nanotile.cli import examples, main
from nanotile.emu.launch import evaluate_reference as emu_evaluate_reference
from nanotile.launch import check as C
from nanotile.launch.kernel import CompiledKernel, compile_kernel
from nanotile.launch.reference import evaluate, evaluate_reference
from nanotile.launch.spec import SpecError, parse_spec

_K: dict[str, CompiledKernel] = {}


def kernel(name: str) -> CompiledKernel:
    if name not in _K:
        _K[name] = compile_kernel(examples()[name], f"{name}.mlir")
    return _K[name]


def _bf16_rounded_adds(ptx: str) -> str:
    """The audit's mutant: every f32 add of vector_add rounded through bf16 (ptxas accepts it)."""
    out = re.sub(r"(\tadd\.rn\.f32 (%f\d+), [^\n]*\n)", r"\1\tcvt.rn.bf16.f32 %hx, \2;\n\tcvt.f32.bf16 \2, %hx;\n", ptx)
    out = out.replace(".version 7.0", ".version 7.8").replace("\t.reg .f32", "\t.reg .b16 %hx;\n\t.reg .f32", 1)
    assert out.count("cvt.rn.bf16.f32") >= 8
    return out


def test_check_rejects_accumulation_rounded_through_bf16() -> None:
    bad = dataclasses.replace(kernel("vector_add"), ptx=_bf16_rounded_adds(kernel("vector_add").ptx))
    res = C.check(bad, {"n": 3001}, None)
    assert not res.ok and res.diffs[0].name == "c" and res.diffs[0].bad > 1000, "\n".join(res.lines())
    # the unmutated kernel passes under the same tolerance
    assert C.check(kernel("vector_add"), {"n": 3001}, None).ok
    # quarter-integer inputs (--exact) are blind to it: why they are not the default
    assert C.check(bad, {"n": 3001}, None, exact=True).ok


def test_check_cli_rejects_the_bf16_mutant(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    ptx = tmp_path / "v3.ptx"
    ptx.write_text(_bf16_rounded_adds(kernel("vector_add").ptx))
    assert main(["check", "--example", "vector_add", "--ptx", str(ptx), "--size", "n=3001"]) == 1
    assert "MISMATCH: c (3001 f32)" in capsys.readouterr().out


def test_inputs_are_realistic_reals_and_exact_mode_is_quarter_integers() -> None:
    spec = kernel("vector_add").spec
    a = C.make_inputs(spec, {"n": 4096}, 0, exact=False)["a"]
    assert a.dtype == np.float32 and np.abs(a).max() < 1 and len(np.unique(a)) > 4000
    assert not np.array_equal(a * 4, np.round(a * 4))
    q = C.make_inputs(spec, {"n": 4096}, 0, exact=True)["a"]
    assert np.array_equal(q * 4, np.round(q * 4)) and np.abs(q).max() <= 2


@pytest.mark.parametrize("dtype, eps", [("f32", 2.0**-23), ("f16", 2.0**-10), ("bf16", 2.0**-7)])
def test_tolerance_allows_accumulation_order_but_not_one_more_rounding(dtype: str, eps: float) -> None:
    want = np.linspace(-3, 3, 101).astype(C.NP[dtype])
    rtol, atol = C.tolerance(dtype, 64, want)
    assert rtol == eps and atol == pytest.approx(2 * 64 * 2.0**-23 * 3)
    # one ulp of the output type: accepted
    bits = np.dtype(f"u{want.dtype.itemsize}")
    up = (want.view(bits) + 1).view(want.dtype)   # one ulp larger in magnitude
    assert C.compare("C", dtype, up, want, None, None, 64) is None
    # an error of several ulps (a lower-precision accumulator): rejected
    off = (want.astype(np.float64) * (1 + 8 * eps) + 8 * atol).astype(C.NP[dtype])
    d = C.compare("C", dtype, off, want, None, None, 64)
    assert d is not None and d.bad > 90


def test_integers_compare_exactly() -> None:
    want = np.arange(10, dtype=np.int32)
    assert C.compare("x", "i32", want.copy(), want, None, None, 1000) is None
    got = want.copy()
    got[3] += 1
    d = C.compare("x", "i32", got, want, None, None, 1000)
    assert d is not None and d.bad == 1 and d.first[0] == ((3,), 4, 3)


@pytest.mark.parametrize("dtype, np_type", [("bf16", ml_dtypes.bfloat16), ("e4m3", ml_dtypes.float8_e4m3fn),
                                            ("e5m2", ml_dtypes.float8_e5m2)])
def test_low_precision_buffers_are_filled_and_compared(dtype: str, np_type: Any) -> None:
    spec = parse_spec({"kernel": "k", "grid": [1], "block": [32], "reference": "y = x",
                       "params": [{"name": "x", "kind": "ptr", "dtype": dtype, "shape": [64]},
                                  {"name": "y", "kind": "ptr", "dtype": dtype, "shape": [64]}]})
    bufs = C.make_inputs(spec, {}, 0, exact=False)
    assert bufs["x"].dtype == np.dtype(np_type) and len(np.unique(bufs["x"].astype(np.float32))) > 8
    assert C.compare("y", dtype, bufs["x"], bufs["x"].copy(), None, None) is None
    doubled = (bufs["x"].astype(np.float32) * 2 + 1).astype(np_type)
    d = C.compare("y", dtype, doubled, bufs["x"], None, None)
    assert d is not None and isinstance(d.first[0][1], float)


# -- the reference evaluator ---------------------------------------------------------------------------


def _spec(reference: str, extra: tuple[str, ...] = ()) -> Any:
    params = [{"name": n, "kind": "ptr", "dtype": "f32", "shape": ["n"]} for n in ("a", "b", "c") + extra]
    return parse_spec({"kernel": "k", "grid": [1], "block": [32], "reference": reference,
                       "params": params + [{"name": "n", "kind": "i32"}], "sizes_example": {"n": 4}})


_IN = {"a": np.arange(4, dtype=np.float32), "b": np.ones(4, dtype=np.float32)}


def test_reference_with_a_temporary_and_numpy_calls() -> None:
    spec = _spec("t = a * 2 + b; c = np.maximum(t, 3.0)[::1]")
    assert spec.outputs() == ("c",)
    out = evaluate_reference(spec, _IN, {"n": 4})
    assert list(out) == ["c"] and out["c"].tolist() == [3, 3, 5, 7]
    assert emu_evaluate_reference(spec, _IN)["c"].tolist() == [3, 3, 5, 7]


def test_reference_matmul_transpose_and_widening() -> None:
    a = np.arange(6, dtype=np.float16).reshape(2, 3)
    out = evaluate("c = a @ a.T; d = np.sum(a, axis=1)", {"a": a})
    assert out["c"].dtype == np.float16 and out["c"].tolist() == [[5, 14], [14, 50]]
    widened = evaluate_reference(parse_spec({"kernel": "k", "grid": [1], "block": [32], "reference": "c = a @ a.T",
                                             "params": [{"name": "a", "kind": "ptr", "dtype": "f16", "shape": [2, 3]},
                                                        {"name": "c", "kind": "ptr", "dtype": "f32",
                                                         "shape": [2, 2]}]}), {"a": a})
    assert widened["c"].dtype == np.float32


ATTACK = ("c = ().__class__.__base__.__subclasses__()[0]; "
          "c = [x for x in ().__class__.__base__.__subclasses__() if x.__name__ == 'catch_warnings'][0]"
          "()._module.__builtins__['__import__']('os').system('touch PWNED')")


@pytest.mark.parametrize("reference, what", [
    (ATTACK, "is not allowed: the only calls are np.F"),
    ("c = a.__class__", "'.T' and numpy dtypes"),
    ("c = __import__('os')", "the only calls are np.F"),
    ("c = np.load('x')", "the only calls are np.F"),
    ("c = np.sum(*a)", "'*' arguments"),
    ("c = [a for a in b]", "not part of the reference grammar"),
    ("c = lambda: a", "not part of the reference grammar"),
    ("c = 'text'", "constants must be numbers"),
    ("c = d", "'d' is not a param"),
    ("c = np", "'np' is not a param"),
    ("c = 2 ** 2 ** 99999", "exponents above 64"),
    ("c = a[1.5]", "indices must be integers"),
    ("c = reference_interpreter()", "the only calls are np.F"),
])
def test_reference_refuses_everything_outside_the_grammar(reference: str, what: str, tmp_path: Path,
                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    spec = _spec(reference)
    with pytest.raises(SpecError, match=re.escape(what)):
        evaluate_reference(spec, _IN, {"n": 4})
    with pytest.raises(SpecError, match=re.escape(what)):
        emu_evaluate_reference(spec, _IN)
    assert not (tmp_path / "PWNED").exists()


def test_reference_assigning_no_buffer_is_an_error() -> None:
    with pytest.raises(SpecError, match="assigns no buffer of the kernel"):
        evaluate_reference(_spec("t = a + b"), _IN)


def test_emulate_refuses_the_audit_attack(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                          capsys: pytest.CaptureFixture[str]) -> None:
    import json

    monkeypatch.chdir(tmp_path)
    assert main(["--example", "vector_add", "-o", "va.ptx", "--emit-launch-spec", "va.json"]) == 0
    d = json.loads(Path("va.json").read_text())
    d["reference"] = ATTACK
    Path("evil.json").write_text(json.dumps(d))
    assert main(["emulate", "va.ptx", "--spec", "evil.json", "--size", "n=64"]) == 1
    assert "is not allowed" in capsys.readouterr().err
    assert not Path("PWNED").exists()


# -- user-input errors ---------------------------------------------------------------------------------


@pytest.mark.parametrize("args, where", [
    (["check", "{bin}"], "{bin}:1:1: error: input is not UTF-8 text: byte 0xff"),
    (["check", "--example", "vector_add", "--ptx", "{bin}"], "{bin}:1:1: error: input is not UTF-8 text: byte 0xff"),
    (["check", "--example", "vector_add", "--size", "n=99999999999999"],
     "nanotile check: error: the buffers at sizes n=99999999999999 need 1199999999999988 bytes"),
])
def test_check_user_input_errors_are_one_line_exit_1(args: list[str], where: str, tmp_path: Path,
                                                     capsys: pytest.CaptureFixture[str]) -> None:
    binf = tmp_path / "bin.txt"
    binf.write_bytes(b"ok\n\xff")
    binf.write_bytes(b"\xff")
    assert main([a.replace("{bin}", str(binf)) for a in args]) == 1
    err = capsys.readouterr().err
    assert err.startswith(where.replace("{bin}", str(binf))) and err.count("\n") == 1, err


@pytest.mark.parametrize("dtype, out", [("bf16", "bf16"), ("e4m3", "f32"), ("e5m2", "f16")])
def test_check_runs_low_precision_generated_gemms_on_random_inputs(dtype: str, out: str) -> None:
    from nanotile.kernels import GemmConfig, generate
    from nanotile.kernels.gemm import default_sizes

    cfg = GemmConfig(bm=64, bn=64, bk=32, stages=2, consumers=1, dtype=dtype, out=out)
    k = compile_kernel(generate(cfg), f"{cfg.kernel_name}.mlir")
    res = C.check(k, default_sizes(cfg), None, schedules=1)    # numerics, not the schedule, are under test
    assert res.ok and res.reference is not None and not res.reference_diffs, "\n".join(res.lines())
    assert k.spec.buffers() == {"A": dtype, "B": dtype, "C": out}


@pytest.mark.parametrize("case, where", [
    ("ptx", "{ptx}:1:1: error: input is not UTF-8 text: byte 0xff"),
    ("spec", "nanotile emulate: error: {spec}: not UTF-8 text: byte 0xff (invalid start byte) at byte offset 1"),
    # refused before anything is allocated (the buffer cap check has; n=3000000000, 36 GB, was killed for memory)
    ("size", "nanotile emulate: error: {spec}: the buffers at sizes n=99999999999999 need 1199999999999988 bytes; "
             "emulate allows 1073741824"),
])
def test_emulate_user_input_errors_are_one_line_exit_1(case: str, where: str, tmp_path: Path,
                                                       capsys: pytest.CaptureFixture[str]) -> None:
    ptx, spec = tmp_path / "va.ptx", tmp_path / "va.json"
    assert main(["--example", "vector_add", "-o", str(ptx), "--emit-launch-spec", str(spec)]) == 0
    capsys.readouterr()
    args = ["emulate", str(ptx), "--spec", str(spec)]
    if case == "ptx":
        ptx.write_bytes(b"\xff")
    elif case == "spec":
        spec.write_bytes(b"{\xff")
    else:
        args += ["--size", "n=99999999999999"]
    assert main(args) == 1
    err = capsys.readouterr().err
    assert err.startswith(where.format(ptx=ptx, spec=spec)) and err.count("\n") == 1, err


def test_bf16_constants_round_to_nearest_even_in_the_ptx() -> None:
    """``c = a + k`` with a bf16 constant k = 1.01171875 (between bf16 neighbours 1.0078125 and 1.015625, at
    1.5 ulp): the interpreter rounds it to 1.015625 (ml_dtypes, to nearest even), the PTX emitter truncated
    it to 1.0078125 (0x3F81), so ``check`` reported all 1024 elements different."""
    text = examples()["vector_add"].replace("f32", "bf16").replace('"sm_80"', '"sm_90a"') \
        .replace("compute_capability = 80", "compute_capability = 90").replace(', reference = "c = a + b"', "")
    add = '    %z = "arith.addf"(%x, %y)'
    tile = "tensor<1024xbf16, #nv_tileas.layout<blocked>>"
    assert add in text
    text = text.replace(add, f'    %k = "arith.constant"() <{{value = dense<1.01171875> : {tile}}}> : () -> {tile}\n'
                             '    %z = "arith.addf"(%x, %k)')
    k = compile_kernel(text, "bf16_constant.mlir")
    assert "0x3F82;" in k.ptx and "0x3F81" not in k.ptx
    res = C.check(k, {"n": 1024}, None, exact=True, schedules=1)
    assert res.ok, "\n".join(res.lines())


def test_check_and_emulate_print_no_numpy_warnings(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A kernel whose constant is past f16's range (inf, as MLIR makes it) checks and emulates clean; numpy's
    'RuntimeWarning: overflow encountered in cast' with a line of nanotile's own source (launch/check.py,
    launch/reference.py, emu/launch.py) was printed on stderr by both."""
    import warnings

    kernel = Path(__file__).resolve().parents[1] / "regressions" / "float_constant_past_f16_range.mlir"
    ptx, spec = tmp_path / "k.ptx", tmp_path / "k.json"
    assert main([str(kernel), "-o", str(ptx), "--emit-launch-spec", str(spec)]) == 0
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        assert main(["check", str(kernel), "--schedules", "1"]) == 0
        assert main(["emulate", str(ptx), "--spec", str(spec)]) == 0
    assert [str(w.message) for w in caught] == []
    assert "Warning" not in capsys.readouterr().err
