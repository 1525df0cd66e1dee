"""Launch-spec model: reading the fixtures' JSON, evaluating sizes, round-tripping, rejecting bad specs."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest

from nanotile.launch.reference import evaluate
from nanotile.launch.spec import (
    MAX_NESTING, PtrParam, ScalarParam, SpecError, TensorMapParam, eval_expr, load_spec, parse_spec, reference_targets, spec_to_json,
)

FIXTURES = Path(__file__).resolve().parents[2].parent / "shared" / "fixtures" / "triton"


def _fixture(name: str) -> Path:
    p = FIXTURES / f"{name}.json"
    if not p.exists():
        pytest.skip(f"{p} not found (the shared fixtures live beside the repository)")
    return p


def test_vadd_fixture() -> None:
    spec = load_spec(_fixture("vadd_f32_sm90"))
    assert spec.kernel == "vadd"
    assert spec.size_names() == ("n",)
    sizes = spec.sizes()
    assert sizes == {"n": 3000}
    assert spec.grid_dims(sizes) == (3, 1, 1)
    assert spec.grid_dims(spec.sizes({"n": 1024})) == (1, 1, 1)
    assert spec.outputs() == ("out",)
    assert spec.buffers() == {"x": "f32", "y": "f32", "out": "f32"}
    assert spec.buffer_shape("x", sizes) == (3000,)
    assert isinstance(spec.params[4], PtrParam) and spec.params[4].value == 0
    assert isinstance(spec.params[3], ScalarParam) and spec.params[3].value is None


def test_matmul_fixture() -> None:
    spec = load_spec(_fixture("mm_f16_128x128x64_sm90_w4_s3"))
    sizes = spec.sizes({"M": 256})
    assert sizes == {"M": 256, "N": 200, "K": 200}
    assert spec.grid_dims(sizes) == (2, 2, 1)
    a = spec.params[0]
    assert isinstance(a, TensorMapParam) and a.box == (128, 64) and a.swizzle_bytes == 128
    assert spec.buffer_shape("B", sizes) == (200, 200)
    assert spec.outputs() == ("C",)
    assert spec.dynamic_shared_bytes == 98328


def test_round_trip() -> None:
    for name in ("vadd_f32_sm90", "mm_f16_128x128x64_sm90_w4_s3"):
        spec = load_spec(_fixture(name))
        again = parse_spec(json.loads(json.dumps(spec_to_json(spec))))
        assert again == spec


def test_expressions() -> None:
    s = {"n": 3000, "M": 7}
    assert eval_expr("ceil(n / 1024)", s) == 3
    assert eval_expr("cdiv(n, 1024) * 2 + M % 4", s) == 9
    assert eval_expr("max(M, 64) // 8", s) == 8
    with pytest.raises(SpecError, match="not an integer"):
        eval_expr("n / 7", s)
    with pytest.raises(SpecError, match="'Q'"):
        eval_expr("Q + 1", s)
    with pytest.raises(SpecError, match="unsupported"):
        eval_expr("__import__('os')", s)


def test_expressions_that_cannot_be_evaluated_are_spec_errors() -> None:
    """Not Python's ZeroDivisionError, OverflowError or RecursionError (``check`` reported them as
    internal errors, exit 2: a fuzzer mutant of tma_copy's grid, ``cdiv(m, 0)``)."""
    s = {"n": 3000, "M": 2**62}
    with pytest.raises(SpecError, match="division by zero in 'cdiv"):
        eval_expr("cdiv(n, 0)", s)
    with pytest.raises(SpecError, match="division by zero in 'cdiv"):
        eval_expr("cdiv(n, n / (2 * n))", s)        # a divisor that truncates to 0
    with pytest.raises(SpecError, match="too large"):
        eval_expr("ceil(" + " * ".join(["M"] * 40) + " / 3)", s)
    for deep in ("+".join(["n"] * 3000), "-" * 990 + "n"):
        with pytest.raises(SpecError, match="nested too deeply"):
            eval_expr(deep, s)
    with pytest.raises(SpecError, match="nested too deeply"):
        reference_targets("out = x" + " + x" * 3000)


def test_nesting_limit_is_the_same_on_every_python() -> None:
    """The depth limit is nanotile's (``MAX_NESTING``), not the running parser's: 3.13 parses a
    3000-term sum that 3.11 refuses, and a 1500-term sum parsed everywhere and then overflowed the
    recursive evaluators.  Just inside the limit still evaluates; just past it is refused."""
    s = {"n": 3}
    inside = "+".join(["n"] * (MAX_NESTING - 1))            # a left-leaning tree: one level per '+'
    assert eval_expr(inside, s) == 3 * (MAX_NESTING - 1)
    assert evaluate("out = x" + " + x" * (MAX_NESTING - 3), {"x": np.ones(2)})["out"][0] == MAX_NESTING - 2
    for text in ("+".join(["n"] * (MAX_NESTING + 1)), "+".join(["n"] * 1500), "-" * (MAX_NESTING + 1) + "n"):
        with pytest.raises(SpecError, match="nested too deeply"):
            eval_expr(text, s)
    with pytest.raises(SpecError, match="nested too deeply"):
        evaluate("out = x" + " + x" * 1500, {"x": np.ones(2)})


def _base() -> dict[str, object]:
    return {"grid": ["ceil(n / 128)"], "block": [128], "reference": "out = x * 2",
            "params": [{"name": "x", "kind": "ptr", "dtype": "f32"},
                       {"name": "out", "kind": "ptr", "dtype": "f32"},
                       {"name": "n", "kind": "i32"}]}


@pytest.mark.parametrize("patch, message", [
    ({"grid": "n"}, "'grid' must be a list"),
    ({"reference": "x * 2"}, "not an assignment"),
    ({"params": [{"name": "x", "kind": "vec4"}]}, "unknown kind 'vec4'"),
    ({"params": [{"name": "x", "kind": "ptr", "dtype": "f33"}]}, "unknown dtype 'f33'"),
    ({"params": [{"name": "t", "kind": "tensormap", "dtype": "f16", "global_shape": ["n"], "box": [64],
                  "swizzle_bytes": 48}]}, "swizzle_bytes must be one of"),
    ({"params": [{"name": "t", "kind": "tensormap", "dtype": "f16", "global_shape": ["n", 4],
                  "box": [64]}]}, "box has 1 dims, global_shape 2"),
    ({"params": [{"name": "x", "kind": "i32"}, {"name": "x", "kind": "i32"}]}, "duplicate param"),
    # JSON of the wrong type: each was an internal error of `nanotile emulate` (TypeError, KeyError; exit 2)
    ({"params": [{"name": "x", "kind": "ptr", "dtype": "f32", "shape": 5}]}, "'shape' must be a list, got 5"),
    ({"params": [{"name": "x", "kind": "ptr", "dtype": ["f32"]}]}, r"unknown dtype \['f32'\]"),
    ({"params": [{"name": "x", "kind": "ptr"}]}, "a pointer needs a 'dtype'"),
    ({"params": [{"name": "t", "kind": "tensormap", "dtype": "f16", "global_shape": True, "box": [64]}]},
     "'global_shape' must be a list, got True"),
    ({"params": [{"name": "t", "kind": "tensormap", "dtype": "f16", "global_shape": ["n"], "box": None}]},
     "'box' must be a list, got None"),
    ({"params": [{"name": "t", "kind": "tensormap", "dtype": "f16", "global_shape": ["n"], "box": [64],
                  "element_strides": 1}]}, "'element_strides' must be a list, got 1"),
    ({"params": [{"name": "t", "kind": "tensormap", "dtype": "f16", "global_shape": ["n"], "box": [64],
                  "tensor": {"a": 1}}]}, "'tensor' must be a buffer's name"),
])
def test_bad_specs(patch: dict[str, object], message: str) -> None:
    d = _base()
    d.update(patch)
    with pytest.raises(SpecError, match=message):
        parse_spec(d)


def test_unknown_and_missing_sizes() -> None:
    spec = parse_spec(_base())
    with pytest.raises(SpecError, match="no value for size"):
        spec.sizes()
    with pytest.raises(SpecError, match="unknown size 'm'"):
        spec.sizes({"m": 3})
    assert spec.grid_dims(spec.sizes({"n": 129})) == (2, 1, 1)


def _vector_add_ptx(capsys: pytest.CaptureFixture[str]) -> str:
    from nanotile.cli import main

    assert main(["--example", "vector_add"]) == 0
    return capsys.readouterr().out


def _vector_add_spec(shape: list[object], n: object) -> dict[str, object]:
    return {"kernel": "vector_add", "grid": [1], "block": [128], "reference": "c = a + b",
            "params": [{"name": "a", "kind": "ptr", "dtype": "f32", "shape": shape},
                       {"name": "b", "kind": "ptr", "dtype": "f32", "shape": shape},
                       {"name": "c", "kind": "ptr", "dtype": "f32", "shape": shape},
                       {"name": "n", "kind": "i32", "value": n}], "sizes_example": {"m": 64}}


def test_emulate_refuses_launches_its_spec_cannot_describe(capsys: pytest.CaptureFixture[str]) -> None:
    """A negative buffer dimension and a scalar its type cannot hold are SpecErrors (were numpy's ValueError
    and struct.error: internal errors of `nanotile emulate`, exit 2); the spec fuzzer's mutants of the
    vector_add spec."""
    from nanotile.emu.launch import emulate

    ptx = _vector_add_ptx(capsys)
    assert emulate(ptx, parse_spec(_vector_add_spec(["m"], "m"))).ok
    with pytest.raises(SpecError, match=r"buffer 'a' has shape \(-36,\) at sizes \{'m': 64\}: a negative dimension"):
        emulate(ptx, parse_spec(_vector_add_spec(["m - 100"], "m")))
    with pytest.raises(SpecError, match="param 'n' = 2147483648 does not fit its type i32"):
        emulate(ptx, parse_spec(_vector_add_spec(["m"], 2**31)))


def test_emulate_caps_its_buffers_before_allocating(capsys: pytest.CaptureFixture[str],
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    """`emulate k.ptx --spec k.json --size n=3000000000` allocated 36 GB of buffers (the process was killed
    for memory); it is now refused, one line, before anything is allocated, at check's cap
    (MAX_BUFFER_BYTES: 1 GiB of buffers). The cap is lowered here so the test allocates nothing large."""
    from nanotile.emu import launch
    from nanotile.launch.spec import MAX_BUFFER_BYTES   # check's cap too (launch/check.py imports it)

    assert MAX_BUFFER_BYTES == 1 << 30
    ptx = _vector_add_ptx(capsys)
    monkeypatch.setattr(launch, "MAX_BUFFER_BYTES", 3 * 4 * 64)
    assert launch.emulate(ptx, parse_spec(_vector_add_spec(["m"], "m"))).ok        # 768 bytes: at the cap
    with pytest.raises(SpecError, match="the buffers at sizes m=65 need 780 bytes; emulate allows 768"):
        launch.emulate(ptx, parse_spec(_vector_add_spec(["m"], "m")), sizes={"m": 65})
