"""dce: pure ops whose results nothing uses go, repeatedly; effects stay."""

from __future__ import annotations

from typing import Any

from conftest import snapshot
from nanotile.checkers.llvm import check
from nanotile.ir.printer import print_module
from nanotile.languages import llvm as LL
from nanotile.passes.dce import dce
from test_cse import P, X, body_ops, const, i32, kernel

INPUT = (const("c1", 4), LL.Add(i32("a"), X, i32("c1")), LL.Mul(i32("dead"), i32("a"), i32("c1")),
         const("c2", 8), LL.Store(i32("c2"), P))


def test_unused_pure_chains_go_effects_stay() -> None:
    out = dce(kernel(*INPUT))
    assert check(out) == ()
    # dead -> a -> c1 go in turn; the store and what it reads stay
    assert body_ops(out) == (const("c2", 8), LL.Store(i32("c2"), P), LL.LLVMReturn(()))


def test_nothing_dead_shares_the_function() -> None:
    m = kernel(const("c2", 8), LL.Store(i32("c2"), P))
    assert dce(m).ops[0] is m.ops[0]


def test_text_snapshot() -> None:
    snapshot("dce.small.mlir", print_module(dce(kernel(*INPUT))))


def test_scans_read_what_op_operands_reads() -> None:
    """Each class's scan (a template reading the op's fields, or a loop over its operands getter)
    appends exactly the names ``op_operands`` gives, in order, and returns a pure op's result name
    (None for any other op), on every op of the llvm stages of two examples."""
    from pathlib import Path

    import nanotile.examples
    from nanotile import pipeline
    from nanotile.ir.core import op_operands, op_results, walk
    from nanotile.ir.parser import parse_module
    from nanotile.passes import dce as D

    seen: list[Any] = []
    for example in ("gemm_sm90", "gemm_sm100"):
        text = (Path(nanotile.examples.__file__).parent / f"{example}.mlir").read_text()
        pipeline.run_pipeline(parse_module(text, example), on_stage=lambda st, m: seen.append(m)
                              if st.name in ("cse", "dce") else None)
    for m in seen:
        for op in walk(m.ops):
            if isinstance(op, LL.LLVMFunc):
                continue
            names: list[str] = []
            got = (D._SCANS.get(type(op)) or D._plan(type(op)))(op, names)
            assert names == [v.name for v in op_operands(op)], type(op)
            assert got == (op_results(op)[0].name if LL.is_pure(op) else None), type(op)
