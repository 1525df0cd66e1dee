"""reconcile_casts: cast chains that come back to their start type are their start value; a cast
still used after that is an error naming both types."""

from __future__ import annotations

from typing import Any

import pytest

from conftest import snapshot
from nanotile.checkers.llvm import check_cute_llvm
from nanotile.checkers.lowered import check_flat
from nanotile.ir.core import Block, Module, Region, Successor, Value
from nanotile.ir.diagnostics import DiagnosticError
from nanotile.ir.printer import print_module
from nanotile.ir.types import I32, I64, IndexType, LLVMFunctionType, LLVMPointerType, LLVMVoidType
from nanotile.languages import llvm as LL
from nanotile.passes.reconcile_casts import reconcile_casts

P, X = Value("p", LLVMPointerType(1)), Value("x", I32)
IDX, WIDE, BACK = Value("i", IndexType()), Value("w", I64), Value("b", I32)


def kernel(*ops: Any) -> Module[Any]:
    ft = LLVMFunctionType(LLVMVoidType(), (P.type, I32))
    body = Region((Block("", (P, X), ops + (LL.LLVMReturn(()),)),))
    return Module((LL.LLVMFunc("k", ft, body, kernel=True, reqntid=(128, 1, 1), minctasm=1),))


CHAIN = (LL.UnrealizedCast((IDX,), (X,)), LL.UnrealizedCast((BACK,), (IDX,)), LL.Store(BACK, P))


def test_a_chain_back_to_its_start_type_is_its_start_value() -> None:
    m = kernel(*CHAIN)
    assert check_flat(m) == ()
    out = reconcile_casts(m)
    assert check_cute_llvm(out) == ()
    f = out.ops[0]
    assert isinstance(f, LL.LLVMFunc)
    assert f.body.blocks[0].ops == (LL.Store(X, P), LL.LLVMReturn(()))


def test_a_used_cast_that_does_not_come_back_is_an_error() -> None:
    m = kernel(LL.UnrealizedCast((WIDE,), (X,)), LL.Store(WIDE, P))
    with pytest.raises(DiagnosticError, match="from i32 to i64 survives"):
        reconcile_casts(m)


def test_unused_casts_go() -> None:
    out = reconcile_casts(kernel(LL.UnrealizedCast((WIDE,), (X,))))
    f = out.ops[0]
    assert isinstance(f, LL.LLVMFunc) and f.body.blocks[0].ops == (LL.LLVMReturn(()),)


def test_text_snapshot() -> None:
    snapshot("reconcile_casts.small.mlir", print_module(reconcile_casts(kernel(*CHAIN))))


def test_the_first_use_of_a_surviving_cast_is_reported_among_resolved_and_unused_casts() -> None:
    """Only ops that read a cast's result are checked; the first such op, in order, is named."""
    n, q = Value("n", I32), Value("q", LLVMPointerType(1))
    m = kernel(*CHAIN[:2], LL.UnrealizedCast((WIDE,), (X,)), LL.Load(n, P, 4), LL.UnrealizedCast((q,), (n,)),
               LL.Store(X, P), LL.Store(BACK, P), LL.Load(Value("r", I32), q, 4), LL.Store(BACK, q))
    with pytest.raises(DiagnosticError, match=r"from i32 to !llvm.ptr<1> survives \(used by 'llvm.load'\)"):
        reconcile_casts(m)


def test_a_block_without_casts_is_shared() -> None:
    ft = LLVMFunctionType(LLVMVoidType(), (P.type, I32))
    tail = Block("bb1", (), (LL.Store(X, P), LL.LLVMReturn(())))
    head = Block("", (P, X), CHAIN + (LL.Br(Successor("bb1")),))
    m: Module[Any] = Module((LL.LLVMFunc("k", ft, Region((head, tail)), kernel=True, reqntid=(128, 1, 1),
                                         minctasm=1),))
    f = reconcile_casts(m).ops[0]
    assert isinstance(f, LL.LLVMFunc)
    assert f.body.blocks[1] is tail and f.body.blocks[0].ops == (LL.Store(X, P), LL.Br(Successor("bb1")))


@pytest.mark.parametrize("after_a_cast", [False, True])
def test_an_op_outside_the_final_language_is_an_error(after_a_cast: bool) -> None:
    """Whether its block changes (a cast goes) or not, an op of no final-language class is refused."""
    from nanotile.languages.structured import ScfYield
    ops: tuple[Any, ...] = CHAIN if after_a_cast else ()
    with pytest.raises(DiagnosticError, match="'scf.yield' is not part of the final llvm language"):
        reconcile_casts(kernel(*ops, ScfYield(())))


def test_a_surviving_cast_read_by_an_op_outside_the_final_language_is_reported_as_surviving() -> None:
    """The operands' test comes first, as for any op: the cast is named."""
    from nanotile.languages.structured import ScfYield
    with pytest.raises(DiagnosticError, match=r"from i32 to i64 survives \(used by 'scf.yield'\)"):
        reconcile_casts(kernel(LL.UnrealizedCast((WIDE,), (X,)), ScfYield((WIDE,))))
