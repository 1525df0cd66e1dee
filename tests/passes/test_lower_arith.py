"""lower_arith: the arith bank -> llvm ops; an index result is an i64 handed on under its old name."""

from __future__ import annotations

from typing import Any

from conftest import snapshot
from nanotile.checkers.lowered import check_scf_llvm, check_tokens
from nanotile.ir.attributes import IntegerAttr
from nanotile.ir.core import Block, Module, Region, Value
from nanotile.ir.printer import print_module
from nanotile.ir.types import I1, I32, I64, IndexType, LLVMFunctionType, LLVMPointerType, LLVMVoidType
from nanotile.languages import llvm as LL
from nanotile.languages.structured import AddI, CmpI, CmpIPredicate, Constant, IndexCast, MulI, ScfFor, ScfYield, Select
from nanotile.passes.lower_arith import lower_arith

# -- hand-built tokens-language kernels: straight-line arith, and an index loop carrying an i32 sum

IDX = IndexType()
P, N = Value("p", LLVMPointerType(1)), Value("n", I32)


def i32(name: str) -> Value:
    return Value(name, I32)


def i64(name: str) -> Value:
    return Value(name, I64)


def idx(name: str) -> Value:
    return Value(name, IDX)


def kernel(*ops: Any) -> Module[Any]:
    ft = LLVMFunctionType(LLVMVoidType(), (P.type, I32))
    body = Region((Block("", (P, N), ops + (LL.LLVMReturn(()),)),))
    return Module((LL.LLVMFunc("k", ft, body, kernel=True, reqntid=(128, 1, 1), minctasm=1),))


def body_ops(m: Module[Any]) -> tuple[Any, ...]:
    f = m.ops[0]
    assert isinstance(f, LL.LLVMFunc)
    return f.body.blocks[0].ops


LT = Value("lt", I1)
STRAIGHT = kernel(Constant(i32("c"), IntegerAttr(3, I32)), MulI(i32("m"), N, i32("c")),
                  CmpI(LT, i32("m"), N, CmpIPredicate.ULT), Select(i32("r"), LT, i32("m"), N),
                  IndexCast(idx("x"), i32("r")), LL.Store(i32("r"), P))

LOOP_BODY = (IndexCast(i32("ii"), idx("i")), AddI(i32("a"), i32("acc"), i32("ii")), ScfYield((i32("a"),)))
LOOP = kernel(Constant(idx("c0"), IntegerAttr(0, IDX)), Constant(idx("c1"), IntegerAttr(1, IDX)), IndexCast(idx("ub"), N),
              ScfFor((i32("s"),), idx("c0"), idx("ub"), idx("c1"), (N,),
                     Region((Block("", (idx("i"), i32("acc")), LOOP_BODY),))),
              LL.Store(i32("s"), P))


def test_each_arith_op_becomes_its_llvm_op() -> None:
    assert check_tokens(STRAIGHT) == ()
    out = lower_arith(STRAIGHT)
    assert check_scf_llvm(out) == ()
    assert body_ops(out) == (
        LL.LLVMConstant(i32("c"), IntegerAttr(3, I32)),
        LL.Mul(i32("m"), N, i32("c")),
        LL.ICmp(LT, i32("m"), N, LL.ICmpPredicate.ULT),
        LL.Select(i32("r"), LT, i32("m"), N),
        # index is i64: a sign extension, and the old name through a cast back
        LL.SExt(i64("x_0"), i32("r")), LL.UnrealizedCast((idx("x"),), (i64("x_0"),)),
        LL.Store(i32("r"), P), LL.LLVMReturn(()))
    assert lower_arith(STRAIGHT) == out   # deterministic


def test_typed_snapshot_of_a_loop() -> None:
    """Index constants and casts become i64 (the old names kept by casts); the loop stays, its body is
    entered and an index operand is cast to i64 where it is used."""
    assert check_tokens(LOOP) == ()
    out = lower_arith(LOOP)
    assert check_scf_llvm(out) == ()
    as_index = {n: LL.UnrealizedCast((idx(n),), (i64(f"{n}_{k}"),)) for k, n in enumerate(("c0", "c1", "ub"))}
    assert body_ops(out) == (
        LL.LLVMConstant(i64("c0_0"), IntegerAttr(0, I64)), as_index["c0"],
        LL.LLVMConstant(i64("c1_1"), IntegerAttr(1, I64)), as_index["c1"],
        LL.SExt(i64("ub_2"), N), as_index["ub"],
        ScfFor((i32("s"),), idx("c0"), idx("ub"), idx("c1"), (N,), Region((Block("", (idx("i"), i32("acc")), (
            LL.UnrealizedCast((i64("i_3"),), (idx("i"),)), LL.Trunc(i32("ii"), i64("i_3")),
            LL.Add(i32("a"), i32("acc"), i32("ii")), ScfYield((i32("a"),)))),))),
        LL.Store(i32("s"), P), LL.LLVMReturn(()))


def test_input_not_mutated_and_untouched_ops_shared() -> None:
    text = print_module(LOOP)
    out = lower_arith(LOOP)
    assert print_module(LOOP) == text
    assert body_ops(out)[-2] is body_ops(LOOP)[-2]          # the llvm.store is not arith: the same object


def test_text_snapshot() -> None:
    snapshot("lower_arith.loop.mlir", print_module(lower_arith(LOOP)))


def test_a_constant_a_dominating_one_equals_is_a_cast_of_it() -> None:
    """An integer constant whose value a constant before it (in its block or a block around it) has at its
    width is that one, read through a cast (back, for an index constant), which reconcile_casts resolves:
    what cse would make of it.  Not one in a sibling region, not one of another width."""
    from nanotile.languages.structured import ScfIf

    def guarded(*ops: Any) -> ScfIf[Any]:
        return ScfIf((), LT, Region((Block("", (), ops + (ScfYield(()),)),)),
                     Region((Block("", (), (ScfYield(()),)),)))

    seven, seven64 = LL.LLVMConstant(i32("s7"), IntegerAttr(7, I32)), LL.LLVMConstant(i64("l7"), IntegerAttr(7, I64))
    m = kernel(seven, seven64, CmpI(LT, N, N, CmpIPredicate.ULT),
               guarded(Constant(i32("a"), IntegerAttr(7, I32)), Constant(idx("b"), IntegerAttr(7, IDX)),
                       LL.Store(i32("a"), P)),
               guarded(LL.LLVMConstant(i32("in"), IntegerAttr(9, I32))),
               Constant(i32("c"), IntegerAttr(9, I32)), LL.Store(i32("c"), P))
    assert check_tokens(m) == ()
    out = lower_arith(m)
    assert check_scf_llvm(out) == ()
    then = body_ops(out)[3].then_region.blocks[0].ops
    assert then[:2] == (LL.UnrealizedCast((i32("a"),), (seven.result,)), LL.UnrealizedCast((idx("b"),), (seven64.result,)))
    assert body_ops(out)[5] == LL.LLVMConstant(i32("c"), IntegerAttr(9, I32))   # the sibling region's 9: not
