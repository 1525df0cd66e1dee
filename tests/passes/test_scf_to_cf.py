"""scf_to_cf: scf.for -> header / body / exit blocks with the induction variable and carried values
as header arguments; the loop's results are the header's arguments on exit."""

from __future__ import annotations

from typing import Any

from conftest import snapshot
from nanotile.checkers.lowered import check_flat, check_scf_llvm
from nanotile.ir.attributes import IntegerAttr
from nanotile.ir.core import Block, Module, Region, Successor, Value
from nanotile.ir.printer import print_module
from nanotile.ir.types import I1, I32, I64, IndexType, LLVMFunctionType, LLVMPointerType, LLVMVoidType
from nanotile.languages import llvm as LL
from nanotile.languages.structured import ScfFor, ScfYield
from nanotile.passes.scf_to_cf import scf_to_cf

# -- a hand-built scf_llvm kernel: s = sum of i for i in [0, n), stored to p (index bounds as
# lower_arith leaves them: i64 values under index-typed casts)

IDX = IndexType()
P, N = Value("p", LLVMPointerType(1)), Value("n", I32)


def i32(name: str) -> Value:
    return Value(name, I32)


def i64(name: str) -> Value:
    return Value(name, I64)


def idx(name: str) -> Value:
    return Value(name, IDX)


BOUNDS = (LL.LLVMConstant(i64("c0_0"), IntegerAttr(0, I64)), LL.UnrealizedCast((idx("c0"),), (i64("c0_0"),)),
          LL.LLVMConstant(i64("c1_1"), IntegerAttr(1, I64)), LL.UnrealizedCast((idx("c1"),), (i64("c1_1"),)),
          LL.SExt(i64("ub_2"), N), LL.UnrealizedCast((idx("ub"),), (i64("ub_2"),)))
LOOP_BODY = (LL.UnrealizedCast((i64("i_3"),), (idx("i"),)), LL.Trunc(i32("ii"), i64("i_3")),
             LL.Add(i32("a"), i32("acc"), i32("ii")))
LOOP = ScfFor((i32("s"),), idx("c0"), idx("ub"), idx("c1"), (N,),
              Region((Block("", (idx("i"), i32("acc")), LOOP_BODY + (ScfYield((i32("a"),)),)),)))


def kernel(*blocks: Block[Any]) -> Module[Any]:
    ft = LLVMFunctionType(LLVMVoidType(), (P.type, I32))
    return Module((LL.LLVMFunc("k", ft, Region(blocks), kernel=True, reqntid=(128, 1, 1), minctasm=1),))


INPUT = kernel(Block("", (P, N), BOUNDS + (LOOP, LL.Store(i32("s"), P), LL.LLVMReturn(()))))


def test_typed_snapshot_a_loop_becomes_header_body_exit() -> None:
    assert check_scf_llvm(INPUT) == ()
    out = scf_to_cf(INPUT)
    assert check_flat(out) == ()
    i, acc, cond = i64("i_0"), i32("acc_1"), Value("p5", I1)
    assert out.ops == kernel(
        # entry: the bounds in i64, then into the header with (lower bound, init)
        Block("", (P, N), BOUNDS + (
            LL.UnrealizedCast((i64("c0_2"),), (idx("c0"),)), LL.UnrealizedCast((i64("ub_3"),), (idx("ub"),)),
            LL.UnrealizedCast((i64("c1_4"),), (idx("c1"),)), LL.Br(Successor("bb1", (i64("c0_2"), N))))),
        # header: the induction variable and the carried sum; scf.for compares signed
        Block("bb1", (i, acc), (LL.ICmp(cond, i, i64("ub_3"), LL.ICmpPredicate.SLT),
                                 LL.CondBr(cond, Successor("bb2"), Successor("bb3")))),
        # body: the old names of the block arguments through casts, then back to the header with i + step
        Block("bb2", (), (LL.UnrealizedCast((idx("i"),), (i,)), LL.UnrealizedCast((i64("i_3"),), (idx("i"),)),
                          LL.Trunc(i32("ii"), i64("i_3")), LL.Add(i32("a"), acc, i32("ii")),
                          LL.Add(i64("t6"), i, i64("c1_4")), LL.Br(Successor("bb1", (i64("t6"), i32("a")))))),
        # exit: the loop's result is the header's carried argument
        Block("bb3", (), (LL.Store(acc, P), LL.LLVMReturn(())))).ops


def test_input_not_mutated_and_deterministic() -> None:
    text = print_module(INPUT)
    out = scf_to_cf(INPUT)
    assert print_module(INPUT) == text and scf_to_cf(INPUT) == out


def test_text_snapshot() -> None:
    snapshot("scf_to_cf.loop.mlir", print_module(scf_to_cf(INPUT)))
