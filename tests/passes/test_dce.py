"""dce: pure ops whose results nothing uses go, repeatedly; effects stay."""

from __future__ import annotations

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
