"""dce: pure ops whose results nothing uses go, repeatedly; effects stay."""

from __future__ import annotations

from typing import Any

import pytest

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


def _rescan_dce(ops: tuple[Any, ...]) -> tuple[Any, ...]:
    """The reference: drop every pure op whose result no op reads, rescanning until nothing goes."""
    from nanotile.ir.core import op_operands

    while True:
        read = {v.name for op in ops for v in op_operands(op)}
        kept = tuple(op for op in ops if not (LL.is_pure(op) and op.result.name not in read))
        if len(kept) == len(ops):
            return ops
        ops = kept


@pytest.mark.parametrize("seed", range(40))
def test_counts_asked_lazily_match_a_rescan(seed: int) -> None:
    """dce counts the uses of only the names its removed ops read (``list.count``), all of them past
    ``_FEW`` names: on random graphs of adds reading earlier values (long dead chains, values read
    twice by one op, values read again by a live store), the ops kept are a rescan's."""
    import random

    from nanotile.passes import dce as D

    rng = random.Random(seed)
    ops: list[Any] = [const("c0", 1)]
    values = ["x", "c0"]
    for i in range(rng.choice((5, 30, 80))):
        a, b = rng.choice(values[-6:]), rng.choice(values)
        ops.append(LL.Add(i32(f"v{i}"), i32(a), i32(a if rng.random() < 0.2 else b)))
        values.append(f"v{i}")
        if rng.random() < 0.1:
            ops.append(LL.Store(i32(rng.choice(values)), P))
    out = dce(kernel(*ops))
    assert check(out) == ()
    assert body_ops(out) == _rescan_dce(tuple(ops) + (LL.LLVMReturn(()),))
    assert D._FEW < 30     # the 30- and 80-op graphs take the Counter path


def test_dead_ops_across_blocks_go_and_other_blocks_are_shared() -> None:
    """A dead chain whose ops lie in several blocks (a value of the entry read only by a dead op of a
    later block): each block losing an op is rebuilt without it, a block losing none is the same object."""
    from nanotile.ir.core import Block, Module, Region, Successor
    from nanotile.ir.types import I32, LLVMFunctionType, LLVMVoidType

    entry: Block[Any] = Block("", (P, X), (const("c1", 4), LL.Add(i32("a"), X, i32("c1")), const("c2", 8),
                               LL.Br(Successor("bb1", ()))))
    bb1: Block[Any] = Block("bb1", (), (LL.Mul(i32("dead"), i32("a"), i32("c1")), LL.Store(i32("c2"), P),
                            LL.Br(Successor("bb2", ()))))
    bb2: Block[Any] = Block("bb2", (), (LL.Store(X, P), LL.LLVMReturn(())))
    ft = LLVMFunctionType(LLVMVoidType(), (P.type, I32))
    m = LL.LlvmModule(Module((LL.LLVMFunc("k", ft, Region((entry, bb1, bb2)), kernel=True,
                                          reqntid=(128, 1, 1), minctasm=1),)))
    assert check(m) == ()
    out = dce(m)
    assert check(out) == ()
    f = out.ops[0]
    assert isinstance(f, LL.LLVMFunc)
    assert f.body.blocks[0].ops == (const("c2", 8), LL.Br(Successor("bb1", ())))
    assert f.body.blocks[1].ops == (LL.Store(i32("c2"), P), LL.Br(Successor("bb2", ())))
    assert f.body.blocks[2] is bb2
