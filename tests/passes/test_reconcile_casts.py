"""reconcile_casts: cast chains that come back to their start type are their start value; a cast
still used after that is an error naming both types."""

from __future__ import annotations

from typing import Any

import pytest

from conftest import snapshot
from nanotile.checkers.llvm import check_cute_llvm
from nanotile.checkers.lowered import check_flat
from nanotile.ir.core import Block, Module, Region, Value
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
