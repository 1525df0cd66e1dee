"""fold: constant folding and constant-offset reassociation; a replaced op goes, its uses read the simpler value."""

from __future__ import annotations

from conftest import snapshot
from nanotile.checkers.llvm import check
from nanotile.ir.printer import print_module
from nanotile.languages import llvm as LL
from nanotile.passes.fold import fold
from test_cse import P, X, body_ops, const, i32, kernel

INPUT = (const("c6", 6), const("c7", 7), LL.Mul(i32("m"), i32("c6"), i32("c7")), LL.Store(i32("m"), P),
         const("c0", 0), LL.Add(i32("z"), X, i32("c0")), LL.Store(i32("z"), P))


def test_constants_fold_and_identities_forward() -> None:
    out = fold(kernel(*INPUT))
    assert check(out) == ()
    # 6 * 7 is a new constant 42 where the multiply was (a fresh name); x + 0 is x; unused constants are dce's
    assert body_ops(out) == (const("c6", 6), const("c7", 7), const("c1", 42), LL.Store(i32("c1"), P),
                             const("c0", 0), LL.Store(X, P), LL.LLVMReturn(()))


def test_text_snapshot() -> None:
    snapshot("fold.small.mlir", print_module(fold(kernel(*INPUT))))
