"""A standalone TMA load (not a pipeline stage) inside a loop: its mbarrier slot is initialized on
every iteration, so each use ends the barrier (CTA barrier, then one thread's ``mbarrier.inval``)
before the next ``mbarrier.init``.  The PTX emulator refuses an init over a live barrier."""

from __future__ import annotations

import dataclasses
import os

import pytest

from nanotile.launch.check import CheckError, check
from nanotile.launch.kernel import CompiledKernel, compile_kernel

KERNEL = os.path.join(os.path.dirname(__file__), "tma_copy_loop.mlir")


def _kernel() -> CompiledKernel:
    with open(KERNEL) as f:
        return compile_kernel(f.read(), KERNEL)


def test_each_use_ends_the_barrier_before_the_next_init() -> None:
    k = _kernel()
    ptx = k.ptx
    body = ptx[ptx.index("mbarrier.init.shared.b64"):]
    wait = body.index("mbarrier.try_wait.parity")
    sync = body.index("bar.sync 0", wait)
    inval = body.index("mbarrier.inval.shared.b64", sync)
    assert wait < sync < inval
    res = check(k, {}, None)
    assert res.ok, "\n".join(res.lines())


def test_without_the_inval_the_emulator_refuses_the_second_init() -> None:
    k = _kernel()
    ptx = "\n".join(line for line in k.ptx.splitlines() if "mbarrier.inval" not in line)
    with pytest.raises(CheckError, match="mbarrier.init on a live mbarrier"):
        check(dataclasses.replace(k, ptx=ptx), {}, None)


def test_the_shipped_tma_copy_keeps_its_single_use_barrier() -> None:
    """Outside a loop nothing changes: no inval, no extra CTA barrier."""
    from nanotile.cli import examples

    k = compile_kernel(examples()["tma_copy"], "tma_copy.mlir")
    assert "mbarrier.inval" not in k.ptx and k.ptx.count("bar.sync 0") == 1
