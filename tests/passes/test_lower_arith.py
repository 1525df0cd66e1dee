"""lower_arith: the arith bank -> llvm ops; an index result is an i64 handed on under its old name."""

from __future__ import annotations

import dataclasses
from typing import Any

from conftest import snapshot
from nanotile.checkers.lowered import check_scf_llvm, check_tokens
from nanotile.ir.attributes import IntegerAttr
from nanotile.ir.core import Module, Value
from nanotile.ir.location import UNKNOWN
from nanotile.ir.parser import parse_module
from nanotile.ir.printer import print_module
from nanotile.ir.types import I1, I32, I64, IndexType
from nanotile.languages import llvm as LL
from nanotile.passes.lower_arith import lower_arith

LOOP = '''module {
  "llvm.func"() <{function_type = !llvm.func<void (ptr<1>, i32)>, sym_name = "k"}> ({
  ^bb0(%p: !llvm.ptr<1>, %n: i32):
    %c0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %c1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %ub = "arith.index_cast"(%n) : (i32) -> index
    %s = "scf.for"(%c0, %ub, %c1, %n) ({
    ^bb0(%i: index, %acc: i32):
      %ii = "arith.index_cast"(%i) : (index) -> i32
      %a = "arith.addi"(%acc, %ii) : (i32, i32) -> i32
      "scf.yield"(%a) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    "llvm.store"(%s, %p) : (i32, !llvm.ptr<1>) -> ()
    "llvm.return"() : () -> ()
  }) {nvvm.kernel, nvvm.reqntid = array<i32: 128, 1, 1>, nvvm.minctasm = 1 : i32} : () -> ()
}
'''

STRAIGHT = '''module {
  "llvm.func"() <{function_type = !llvm.func<void (ptr<1>, i32)>, sym_name = "k"}> ({
  ^bb0(%p: !llvm.ptr<1>, %n: i32):
    %c = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %m = "arith.muli"(%n, %c) : (i32, i32) -> i32
    %lt = "arith.cmpi"(%m, %n) <{predicate = 6 : i64}> : (i32, i32) -> i1
    %r = "arith.select"(%lt, %m, %n) : (i1, i32, i32) -> i32
    %x = "arith.index_cast"(%r) : (i32) -> index
    "llvm.store"(%r, %p) : (i32, !llvm.ptr<1>) -> ()
    "llvm.return"() : () -> ()
  }) {nvvm.kernel, nvvm.reqntid = array<i32: 128, 1, 1>, nvvm.minctasm = 1 : i32} : () -> ()
}
'''


def body_ops(m: Module[Any]) -> tuple[Any, ...]:
    f = m.ops[0]
    assert isinstance(f, LL.LLVMFunc)
    return f.body.blocks[0].ops


def unlocated(ops: tuple[Any, ...]) -> tuple[Any, ...]:
    """The ops with their locations dropped (the parsed input's locations are not the point here)."""
    return tuple(dataclasses.replace(o, loc=UNKNOWN) for o in ops)


def i32(name: str) -> Value:
    return Value(name, I32)


def test_each_arith_op_becomes_its_llvm_op() -> None:
    m = parse_module(STRAIGHT)
    assert check_tokens(m) == ()
    out = lower_arith(m)
    assert check_scf_llvm(out) == ()
    p, n = Value("p", body_ops(m)[-2].addr.type), i32("n")
    assert unlocated(body_ops(out)[:-2]) == (
        LL.LLVMConstant(i32("c"), IntegerAttr(3, I32)),
        LL.Mul(i32("m"), n, i32("c")),
        LL.ICmp(Value("lt", I1), i32("m"), n, LL.ICmpPredicate.ULT),
        LL.Select(i32("r"), Value("lt", I1), i32("m"), n),
        # index is i64: a sign extension, and the old name through a cast back
        LL.SExt(Value("x_0", I64), i32("r")),
        LL.UnrealizedCast((Value("x", IndexType()),), (Value("x_0", I64),)),
    )
    assert unlocated(body_ops(out)[-2:]) == (LL.Store(i32("r"), p), LL.LLVMReturn(()))
    assert lower_arith(m) == out   # deterministic


def test_regions_are_entered_and_index_operands_cast_where_used() -> None:
    out = lower_arith(parse_module(LOOP))
    assert check_scf_llvm(out) == ()
    text = print_module(out)
    assert '"llvm.trunc"(%i_3) : (i64) -> i32' in text and "arith." not in text


def test_text_snapshot() -> None:
    snapshot("lower_arith.loop.mlir", print_module(lower_arith(parse_module(LOOP))))
