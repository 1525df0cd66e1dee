"""lower_pipeline_tokens owns every pipeline semantic: tokens, stage barriers, the stage's expect-tx
arrival and the TMA loads that fill a stage (on gemm_sm90, the one example with a pipeline)."""

from __future__ import annotations

from typing import Any

from nanotile import pipeline
from nanotile.cli import examples
from nanotile.ir.core import Module, walk
from nanotile.ir.parser import parse_module
from nanotile.languages import llvm as LL
from nanotile.languages import tileas as A
from nanotile.languages import tileas_tma as B
from nanotile.passes.lower_pipeline_tokens import lower_pipeline_tokens


def gemm_body() -> Module[Any]:
    m = parse_module(examples()["gemm_sm90"], "gemm_sm90.mlir")
    out, _ = pipeline.run_pipeline(m, stop_after="lower-wgmma")
    return out


def test_pipeline_ops_and_stage_loads_are_gone() -> None:
    m = gemm_body()
    loads = [o for o in walk(m.ops) if isinstance(o, B.AsyncTiledTmaLoad)]
    assert loads and any(isinstance(o, A.ProducerWrite) for o in walk(m.ops))
    out = lower_pipeline_tokens(m)
    assert pipeline.TOKENS.check(out) == ()
    kinds = {type(o) for o in walk(out.ops)}
    assert not kinds & {B.AsyncTiledTmaLoad, A.ProducerWrite, A.ConsumerRead, A.CreatePipeline, A.PipelineYield}
    copies = [o for o in walk(out.ops) if isinstance(o, LL.CpAsyncBulkTensorGlobalToShared)]
    assert len(copies) == len(loads)


def test_one_expect_tx_per_stage_write_before_its_loads() -> None:
    """The expect-tx arrival on full[slot] comes first in the write, with the bytes of all its loads."""
    m = gemm_body()
    writes = [o for o in walk(m.ops) if isinstance(o, A.ProducerWrite)]
    out = lower_pipeline_tokens(m)
    flat = list(walk(out.ops))
    arrivals = [i for i, o in enumerate(flat) if isinstance(o, LL.MBarrierArriveExpectTxShared)]
    copies = [i for i, o in enumerate(flat) if isinstance(o, LL.CpAsyncBulkTensorGlobalToShared)]
    assert len(arrivals) == len(writes)
    assert arrivals[0] < copies[0]
    expect = sum(o.tx_count for w in writes for o in walk(w.body.blocks[0].ops) if isinstance(o, B.AsyncTiledTmaLoad))
    consts = {o.result.name: o.value for o in flat if isinstance(o, LL.LLVMConstant)}
    got = sum(getattr(consts[flat[i].tx_count.name], "value", 0) for i in arrivals)
    assert got == expect
