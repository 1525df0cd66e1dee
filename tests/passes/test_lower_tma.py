"""lower_tma: a TMA load on an mbarrier and a TMA store become nvvm bulk-tensor ops that one thread
issues; a stage load (its barrier a producer token) is left for lower_pipeline_tokens."""

from __future__ import annotations

from typing import Any

from nanotile import pipeline
from nanotile.cli import examples
from nanotile.ir.core import Module, walk
from nanotile.ir.parser import parse_module
from nanotile.languages import llvm as LL
from nanotile.languages import tileas_tma as B
from nanotile.languages.structured import ScfIf
from nanotile.passes.lower_tma import lower_tma


def stage_input(example: str) -> Module[Any]:
    m = parse_module(examples()[example], f"{example}.mlir")
    out, _ = pipeline.run_pipeline(m, stop_after="lower-mbarriers")
    return out


def guarded(m: Module[Any]) -> list[list[type]]:
    """The op classes inside each single-thread guard (``scf.if (tid == first)``) of ``m``."""
    return [[type(o) for o in op.then_region.blocks[0].ops] for op in walk(m.ops)
            if isinstance(op, ScfIf) and any(isinstance(o, (LL.CpAsyncBulkTensorGlobalToShared,
                                                            LL.CpAsyncBulkTensorSharedToGlobal))
                                             for o in op.then_region.blocks[0].ops)]


def test_tma_copy_load_and_store_are_issued_by_one_thread() -> None:
    m = stage_input("tma_copy")
    out = lower_tma(m)
    assert pipeline.TMA.check(out) == ()
    assert not any(isinstance(o, (B.AsyncTiledTmaLoad, B.AsyncTiledTmaStore)) for o in walk(out.ops))
    assert guarded(out) == [
        [LL.LLVMConstant, LL.MBarrierArriveExpectTxShared, LL.CpAsyncBulkTensorGlobalToShared, _yield()],
        [LL.FenceProxy, LL.CpAsyncBulkTensorSharedToGlobal, LL.CpAsyncBulkCommitGroup,
         LL.CpAsyncBulkWaitGroup, _yield()],
    ]


def test_stage_loads_are_left_for_the_pipeline_pass() -> None:
    m = stage_input("gemm_sm90")
    loads = [o for o in walk(m.ops) if isinstance(o, B.AsyncTiledTmaLoad)]
    assert loads
    out = lower_tma(m)
    assert [o for o in walk(out.ops) if isinstance(o, B.AsyncTiledTmaLoad)] == loads
    assert out == m


def _yield() -> type:
    from nanotile.languages.structured import ScfYield

    return ScfYield
