"""The GPU's fp8 accumulation tolerance of ``nanotile check --device cuda`` (``check.FP8_ACC_EPS``):
wide enough for Hopper's fp8 tensor cores (about 14 significant bits kept per k = 32 step, measured on
an H200: BENCHMARKS.md), still narrow enough to reject a dropped K step or a misplaced tile; and used
only for fp8 kernels on the GPU (the emulator accumulates in f32 and keeps the f32 tolerance)."""

from __future__ import annotations

from typing import Any

import ml_dtypes
import numpy as np
import pytest

from nanotile.kernels import GemmConfig, generate
from nanotile.launch import check as C
from nanotile.launch.kernel import compile_kernel


def _truncated_14_bits(x: np.ndarray) -> np.ndarray:
    """``x`` with 14 significant bits, truncated toward zero (a model of the accumulator, not the
    hardware's exact rule)."""
    with np.errstate(divide="ignore"):
        e = np.floor(np.log2(np.abs(x)))
    e = np.where(np.isfinite(e), e, 0.0)
    step = np.exp2(e - 13)
    out: np.ndarray = np.trunc(x / step) * step
    return out


def _inputs(k: int) -> tuple[np.ndarray, np.ndarray]:
    rng = np.random.default_rng(k)
    a = rng.uniform(-1, 1, (64, k)).astype(np.float32).astype(ml_dtypes.float8_e4m3fn).astype(np.float64)
    b = rng.uniform(-1, 1, (64, k)).astype(np.float32).astype(ml_dtypes.float8_e4m3fn).astype(np.float64)
    return a, b


def _fp8_gpu_like(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    """C = A B^T as the model accumulates: each k = 32 partial sum exact, added with a truncation."""
    acc = np.zeros((a.shape[0], b.shape[0]))
    for k0 in range(0, a.shape[1], C.FP8_MMA_K):
        acc = _truncated_14_bits(acc + a[:, k0:k0 + 32] @ b[:, k0:k0 + 32].T)
    return acc.astype(np.float32)


def test_the_formula() -> None:
    want = np.array([3.0, -40.0])
    assert C.tolerance("f32", 256, want, fp8_accumulator=True) == (2.0**-23, 2 * 8 * 2.0**-13 * 40.0)
    assert C.tolerance("f32", 257, want, fp8_accumulator=True)[1] == 2 * 9 * 2.0**-13 * 40.0
    assert C.tolerance("f32", 256, want) == (2.0**-23, 2 * 256 * 2.0**-23 * 40.0)


@pytest.mark.parametrize("k", [256, 1024, 4096])
def test_a_14_bit_accumulator_passes_only_with_the_fp8_tolerance(k: int) -> None:
    a, b = _inputs(k)
    want = a @ b.T
    got = _fp8_gpu_like(a, b)
    assert C.compare("C", "f32", got, want, None, None, k, fp8_accumulator=True) is None
    assert C.compare("C", "f32", got, want, None, None, k) is not None


@pytest.mark.parametrize("k, caught", [(256, 0.9), (1024, 0.5), (4096, 0.1)])
def test_the_fp8_tolerance_still_rejects_a_dropped_step_and_a_shifted_row(k: int, caught: float) -> None:
    """A dropped k = 32 step is one of k / 32 equal parts of the sum: the bound, linear in k, lets more
    of its elements through as k grows (at k = 4096, 885 of 4096 are still caught), so the check still
    fails, on fewer elements."""
    a, b = _inputs(k)
    want = a @ b.T
    dropped = _fp8_gpu_like(a[:, 32:], b[:, 32:])          # the first k = 32 step never added
    d = C.compare("C", "f32", dropped, want, None, None, k, fp8_accumulator=True)
    assert d is not None and d.bad > caught * want.size
    shifted = np.roll(_fp8_gpu_like(a, b), 1, axis=0)
    d = C.compare("C", "f32", shifted, want, None, None, k, fp8_accumulator=True)
    assert d is not None and d.bad > 0.9 * want.size


def _with_device_result(monkeypatch: pytest.MonkeyPatch, relative_error: float) -> None:
    """``run_device`` replaced by the interpreter's own result, off by ``relative_error`` of max|C|."""
    real = C.run_interpreter

    def fake(kernel: Any, device: str, buffers: dict[str, np.ndarray], sizes: Any, grid: Any, *rest: Any
             ) -> dict[str, np.ndarray]:
        real(kernel, buffers, sizes, grid)
        c = buffers["C"].astype(np.float64)
        buffers["C"] = (c + relative_error * np.max(np.abs(c))).astype(buffers["C"].dtype)
        return buffers

    monkeypatch.setattr(C, "run_device", fake)


def test_check_uses_it_for_fp8_kernels_on_the_gpu_only(monkeypatch: pytest.MonkeyPatch) -> None:
    cfg = GemmConfig(dtype="e4m3", bk=128, stages=4)
    k = compile_kernel(generate(cfg), f"{cfg.kernel_name}.mlir")
    sizes = {"M": 128, "N": 128, "K": 1024}
    _with_device_result(monkeypatch, 1e-3)      # about what the H200 gave at K = 1024 (1.6e-3)
    cuda = C.check(k, sizes, None, 0, "cuda")
    assert cuda.ok and cuda.fp8_accumulator
    assert "  tolerance: fp8 tensor-core accumulation (2^-13 per k=32 step), not f32" in cuda.lines()
    emu = C.check(k, sizes, None, 0, "emu", schedules=1)
    assert not emu.ok and not emu.fp8_accumulator
    _with_device_result(monkeypatch, 0.05)      # a wrong result
    assert not C.check(k, sizes, None, 0, "cuda").ok


def test_f16_kernels_on_the_gpu_keep_the_f32_tolerance(monkeypatch: pytest.MonkeyPatch) -> None:
    cfg = GemmConfig()
    k = compile_kernel(generate(cfg), f"{cfg.kernel_name}.mlir")
    _with_device_result(monkeypatch, 1e-3)
    res = C.check(k, {"M": 128, "N": 128, "K": 1024}, None, 0, "cuda")
    assert not res.ok and not res.fp8_accumulator
