"""Functions of one shape in one module keep their own per-block results between stages.

The verifier remembers, per control-flow graph, which blocks of a multi-block region it resolved
(``Verifier.multi_block``), so that the next stage re-resolves only the blocks that changed.  Two
functions with the same labels and branches (a module of generated variants; the scaling benchmark's
copies of gemm_sm90) have the same graph: keyed by the graph alone, each function's results overwrote
the other's, and every function was resolved from scratch at every stage (7 full resolutions per
function on gemm_sm90 instead of 1; ~9% of a 16-kernel compile).  The memo key includes the
top-level symbol; this test counts full resolutions.
"""

from __future__ import annotations

from typing import Any

import pytest

from nanotile import pipeline
from nanotile.checkers.verifier import Verifier
from nanotile.cli import examples
from nanotile.ir.parser import parse_module


def copies(k: int) -> str:
    """gemm_sm90 with its kernel repeated ``k`` times (renamed)."""
    text = examples()["gemm_sm90"]
    head, _, rest = text.partition('\n  "nv_tileaa.func"')
    func = '  "nv_tileaa.func"' + rest[: rest.rindex("}")]
    return head + "\n" + "".join(func.replace('sym_name = "gemm_sm90"', f'sym_name = "gemm_sm90_{i}"')
                                 for i in range(k)) + "}\n"


def full_resolutions(text: str, monkeypatch: pytest.MonkeyPatch) -> int:
    calls = 0
    original = Verifier.resolve_all

    def counting(self: Verifier, *args: Any) -> Any:
        nonlocal calls
        calls += 1
        return original(self, *args)

    with monkeypatch.context() as m:
        m.setattr(Verifier, "resolve_all", counting)
        pipeline.run_pipeline(parse_module(text, "copies.mlir"))
    return calls


@pytest.mark.interpreted("counts calls by patching Verifier.resolve_all")
def test_same_shape_functions_are_resolved_as_often_as_one(monkeypatch: pytest.MonkeyPatch) -> None:
    one = full_resolutions(copies(1), monkeypatch)
    three = full_resolutions(copies(3), monkeypatch)
    assert one >= 1
    assert three == 3 * one, (one, three)
