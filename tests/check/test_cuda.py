"""The real-GPU launcher: runs where cuda-python and a GPU exist, else says why it cannot."""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest

from nanotile.cli import examples
from nanotile.launch import check as C
from nanotile.launch.cuda import available
from nanotile.launch.kernel import compile_kernel

REASON = available()


@pytest.mark.skipif(REASON is None, reason="a CUDA GPU is present")
def test_device_cuda_without_a_gpu_is_a_clear_error(capsys: Any) -> None:
    assert C.main(["--example", "vector_add", "--device", "cuda"]) == 1
    err = capsys.readouterr().err
    assert err.startswith("nanotile check: error: ") and err.count("\n") == 1 and "Traceback" not in err


@pytest.mark.skipif(REASON is not None, reason=f"no GPU: {REASON}")
@pytest.mark.parametrize("name, sizes", [("vector_add", ["n=3001"]), ("tma_copy", []),
                                         ("gemm_sm90", ["M=256", "N=384", "K=48"])])
def test_check_on_the_gpu(name: str, sizes: list[str]) -> None:
    argv = ["--example", name, "--device", "cuda"] + [a for s in sizes for a in ("--size", s)]
    assert C.main(argv) == 0


@pytest.mark.skipif(REASON is not None, reason=f"no GPU: {REASON}")
def test_gpu_run_of_a_shifted_store_is_caught() -> None:
    k = compile_kernel(examples()["vector_add"], "vector_add.mlir")
    import dataclasses
    import re

    ptx = re.sub(r"st\.global\.f32 \[%rd(\d+)\]", r"st.global.f32 [%rd\1+4]", k.ptx, count=1)
    assert ptx != k.ptx
    res = C.check(dataclasses.replace(k, ptx=ptx), {"n": 3001}, None, 0, "cuda")
    assert not res.ok and np.isfinite(res.diffs[0].bad)
