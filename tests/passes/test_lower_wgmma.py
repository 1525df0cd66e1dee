"""lower_wgmma: a wgmma dot is fence, one mma_async per k-step chained through its accumulator,
commit, wait; an extract_slice of a shared tile is a byte offset from its address."""

from __future__ import annotations

from typing import Any

from nanotile import pipeline
from nanotile.cli import examples
from nanotile.ir.core import Module, walk
from nanotile.ir.parser import parse_module
from nanotile.ir.types import TensorType
from nanotile.languages import llvm as LL
from nanotile.languages import tileas as A
from nanotile.passes.lower_wgmma import lower_wgmma


def gemm_tma() -> Module[Any]:
    m = parse_module(examples()["gemm_sm90"], "gemm_sm90.mlir")
    out, _ = pipeline.run_pipeline(m, stop_after="lower-tma")
    return out


def test_each_dot_is_a_fenced_chain_of_mmas() -> None:
    m = gemm_tma()
    dots = [o for o in walk(m.ops) if isinstance(o, A.Dot)]
    assert dots
    out = lower_wgmma(m)
    assert pipeline.BODY.check(out) == ()
    ops = list(walk(out.ops))
    assert not any(isinstance(o, (A.Dot, A.ExtractSlice)) for o in ops)
    fences = [i for i, o in enumerate(ops) if isinstance(o, LL.WgmmaFenceAligned)]
    assert len(fences) == len(dots)
    for dot, f in zip(dots, fences):
        a_t = dot.lhs.type
        assert isinstance(a_t, TensorType)
        steps = a_t.shape[1] // LL.WGMMA_K[LL.wgmma_type_name(a_t.element)]
        group = ops[f:]
        end = next(i for i, o in enumerate(group) if isinstance(o, LL.WgmmaCommitGroupSyncAligned))
        mmas = [o for o in group[:end] if isinstance(o, LL.WgmmaMmaAsync)]
        assert len(mmas) == steps
        for prev, nxt in zip(mmas, mmas[1:]):
            assert nxt.acc == prev.result          # each k-step accumulates into the previous one's D
        assert isinstance(group[end + 1], LL.WgmmaWaitGroupSyncAligned)
