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


@pytest.mark.parametrize("target, cc, ok", [
    ("sm_90a", (9, 0), True), ("sm_90a", (10, 0), False), ("sm_100a", (9, 0), False),
    ("sm_100a", (10, 0), True), ("sm_80", (9, 0), True), ("sm_80", (8, 0), True), ("sm_90", (8, 9), False),
    ("", (9, 0), True)])
def test_a_kernel_for_another_gpu_is_refused_by_name(target: str, cc: tuple[int, int], ok: bool) -> None:
    """Checked before the module is loaded (no GPU needed): an arch-specific target runs on its own
    capability only, a plain one on it and later ones."""
    from nanotile.launch.cuda import target_error

    why = target_error(target, cc, "k")
    assert (why is None) == ok
    if not ok:
        assert why == f"kernel 'k' targets {target}; this GPU is sm_{cc[0]}{cc[1]}"


def test_an_entry_from_a_launch_spec_takes_the_ptx_target() -> None:
    from nanotile.launch.cuda import Entry
    from nanotile.launch.spec import LaunchSpec, ScalarParam

    spec = LaunchSpec("k", (1, 1, 1), (128, 1, 1), (ScalarParam("n", "i32"),), "", 1024)
    e = Entry.of_spec(".version 8.0\n.target sm_90a\n.address_size 64\n", spec)
    assert (e.name, e.target, e.block, e.dynamic_shared_bytes) == ("k", "sm_90a", (128, 1, 1), 1024)
    assert Entry.of_spec(".version 8.0\n", spec).target == ""
