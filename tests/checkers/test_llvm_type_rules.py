"""The final language's LLVM/NVVM type rules (``checkers/llvm.py``), one by one: each passes a well-typed
op, and says no, with its own text, to each way an op can be ill-typed.  The rules are plain functions
comparing types by identity first; these hold them to what the rule said as a generator comparing with
``==``: equal types that are different objects pass, and the diagnostics are the same, in the same order.
"""

from __future__ import annotations

from typing import Any

import pytest

from nanotile.checkers import llvm as C
from nanotile.ir.attributes import FloatAttr, IntegerAttr
from nanotile.ir.core import Successor, Value
from nanotile.ir.location import Location
from nanotile.ir.types import (
    F16, F32, I1, I32, I64, FloatType, IntegerType, LLVMPointerType, LLVMStructType,
)
from nanotile.languages import llvm as LL

LOC = Location("k.mlir", 3, 5)
P0 = LLVMPointerType(0)
P3 = LLVMPointerType(3)
S2 = LLVMStructType((F32, I32))


def v(name: str, t: Any) -> Value:
    return Value(name, t)


def said(op: Any) -> list[str]:
    """What the verifier runs for ``op`` (the class's rule), and what the explaining phase runs, agree."""
    rule = C._type_rule(type(op))
    assert rule is not None
    fast = [d.message for d in rule(op)]
    assert fast == [d.message for d in C.op_rules(op)]
    assert all(d.loc == LOC for d in rule(op))
    return fast


# (op that passes, [(ill-typed op, its messages)])
CASES: list[tuple[str, Any, list[tuple[Any, list[str]]]]] = [
    ("add", LL.Add(v("r", I32), v("a", I32), v("b", IntegerType(32)), LOC), [
        (LL.Add(v("r", I32), v("a", I32), v("b", I64), LOC),
         ["'llvm.add' op needs one integer type, got (i32, i64) -> i32"]),
        (LL.Add(v("r", I64), v("a", I32), v("b", I32), LOC),
         ["'llvm.add' op needs one integer type, got (i32, i32) -> i64"]),
        (LL.Add(v("r", F32), v("a", F32), v("b", F32), LOC),
         ["'llvm.add' op needs one integer type, got (f32, f32) -> f32"]),
    ]),
    ("fadd", LL.FAdd(v("r", F32), v("a", FloatType("f32")), v("b", F32), LOC), [
        (LL.FAdd(v("r", F32), v("a", F16), v("b", F32), LOC),
         ["'llvm.fadd' op needs one float type, got (f16, f32) -> f32"]),
        (LL.FAdd(v("r", I32), v("a", I32), v("b", I32), LOC),
         ["'llvm.fadd' op needs one float type, got (i32, i32) -> i32"]),
    ]),
    ("icmp", LL.ICmp(v("r", I1), v("a", P3), v("b", LLVMPointerType(3)), LL.ICmpPredicate.EQ, LOC), [
        (LL.ICmp(v("r", I32), v("a", I32), v("b", I32), LL.ICmpPredicate.EQ, LOC),
         ["'llvm.icmp' op compares two values of one integer type into i1, got (i32, i32)"]),
        (LL.ICmp(v("r", I1), v("a", I32), v("b", I64), LL.ICmpPredicate.EQ, LOC),
         ["'llvm.icmp' op compares two values of one integer type into i1, got (i32, i64)"]),
        (LL.ICmp(v("r", I1), v("a", F32), v("b", F32), LL.ICmpPredicate.EQ, LOC),
         ["'llvm.icmp' op compares two values of one integer type into i1, got (f32, f32)"]),
    ]),
    ("select", LL.Select(v("r", I32), v("c", IntegerType(1)), v("a", I32), v("b", I32), LOC), [
        (LL.Select(v("r", I32), v("c", I32), v("a", I32), v("b", I32), LOC),
         ["'llvm.select' op needs an i1 condition and three equal types"]),
        (LL.Select(v("r", I32), v("c", I1), v("a", I32), v("b", I64), LOC),
         ["'llvm.select' op needs an i1 condition and three equal types"]),
        (LL.Select(v("r", I64), v("c", I1), v("a", I32), v("b", I32), LOC),
         ["'llvm.select' op needs an i1 condition and three equal types"]),
    ]),
    ("gep", LL.GEP(v("r", P3), v("p", LLVMPointerType(3)), (v("i", I32),), I32, (LL.DYNAMIC_INDEX,), False, LOC), [
        (LL.GEP(v("r", P0), v("p", P3), (v("i", I32),), I32, (LL.DYNAMIC_INDEX,), False, LOC),
         ["'llvm.getelementptr' op base and result must be the same pointer type, got !llvm.ptr<3> -> !llvm.ptr"]),
        (LL.GEP(v("r", I32), v("p", I32), (v("i", F32),), I32, (LL.DYNAMIC_INDEX,), False, LOC),
         ["'llvm.getelementptr' op base and result must be the same pointer type, got i32 -> i32",
          "'llvm.getelementptr' op nanotile supports exactly one dynamic integer index"]),
        (LL.GEP(v("r", P3), v("p", P3), (v("i", I32), v("j", I32)), I32, (LL.DYNAMIC_INDEX, LL.DYNAMIC_INDEX),
                False, LOC),
         ["'llvm.getelementptr' op nanotile supports exactly one dynamic integer index"]),
        (LL.GEP(v("r", P3), v("p", P3), (v("i", I32),), I32, (4,), False, LOC),
         ["'llvm.getelementptr' op nanotile supports exactly one dynamic integer index"]),
    ]),
    ("constant", LL.LLVMConstant(v("r", I32), IntegerAttr(7, IntegerType(32)), LOC), [
        (LL.LLVMConstant(v("r", I64), IntegerAttr(7, I32), LOC),
         ["'llvm.mlir.constant' op value 7 : i32 does not match result type i64"]),
        (LL.LLVMConstant(v("r", F32), IntegerAttr(7, F32), LOC),
         ["'llvm.mlir.constant' op value 7 : f32 does not match result type f32"]),
        (LL.LLVMConstant(v("r", F16), FloatAttr(1.5, F32), LOC),
         ["'llvm.mlir.constant' op value 1.5 : f32 does not match result type f16"]),
    ]),
    ("float constant", LL.LLVMConstant(v("r", F32), FloatAttr(1.5, FloatType("f32")), LOC), []),
    ("extractvalue", LL.ExtractValue(v("r", I32), v("s", LLVMStructType((F32, I32))), (1,), LOC), [
        (LL.ExtractValue(v("r", F32), v("s", S2), (1,), LOC),
         ["'llvm.extractvalue' op position [1] of !llvm.struct<(f32, i32)> is not f32"]),
        (LL.ExtractValue(v("r", I32), v("s", S2), (2,), LOC),
         ["'llvm.extractvalue' op position [2] of !llvm.struct<(f32, i32)> is not i32"]),
    ]),
    ("insertvalue", LL.InsertValue(v("r", LLVMStructType((F32, I32))), v("s", S2), v("x", F32), (0,), LOC), [
        (LL.InsertValue(v("r", S2), v("s", S2), v("x", I32), (0,), LOC),
         ["'llvm.insertvalue' op cannot insert i32 at [0] of !llvm.struct<(f32, i32)>"]),
        (LL.InsertValue(v("r", LLVMStructType((F32, F32))), v("s", S2), v("x", F32), (0,), LOC),
         ["'llvm.insertvalue' op cannot insert f32 at [0] of !llvm.struct<(f32, i32)>"]),
        (LL.InsertValue(v("r", S2), v("s", S2), v("x", F32), (5,), LOC),
         ["'llvm.insertvalue' op cannot insert f32 at [5] of !llvm.struct<(f32, i32)>"]),
    ]),
    ("zext", LL.ZExt(v("r", I64), v("a", I32), LOC), [
        (LL.ZExt(v("r", I32), v("a", I64), LOC), ["'llvm.zext' op cannot convert i64 to i32"]),
        (LL.ZExt(v("r", I32), v("a", I32), LOC), ["'llvm.zext' op cannot convert i32 to i32"]),
        (LL.ZExt(v("r", F32), v("a", I32), LOC), ["'llvm.zext' op needs integer types, got i32 -> f32"]),
    ]),
    ("trunc", LL.Trunc(v("r", I32), v("a", I64), LOC), [
        (LL.Trunc(v("r", I64), v("a", I32), LOC), ["'llvm.trunc' op cannot convert i32 to i64"]),
    ]),
    ("ptrtoint", LL.PtrToInt(v("r", I64), v("a", P3), LOC), [
        (LL.PtrToInt(v("r", I64), v("a", I64), LOC), ["'llvm.ptrtoint' op needs pointer -> integer, got i64 -> i64"]),
        (LL.PtrToInt(v("r", P0), v("a", P3), LOC),
         ["'llvm.ptrtoint' op needs pointer -> integer, got !llvm.ptr<3> -> !llvm.ptr"]),
    ]),
    ("freeze", LL.Freeze(v("r", S2), v("a", LLVMStructType((F32, I32))), LOC), [
        (LL.Freeze(v("r", I32), v("a", I64), LOC), ["'llvm.freeze' op cannot change the type: i64 -> i32"]),
    ]),
    ("fptrunc", LL.FPTrunc(v("r", F16), v("a", F32), LOC), [
        (LL.FPTrunc(v("r", I32), v("a", F32), LOC), ["'llvm.fptrunc' op needs float types, got f32 -> i32"]),
    ]),
    ("load", LL.Load(v("r", I32), v("p", P0), 4, LOC), [
        (LL.Load(v("r", I32), v("p", I64), 4, LOC), ["'llvm.load' op address must be a pointer, got i64"]),
    ]),
    ("store", LL.Store(v("x", I32), v("p", P3), 4, LOC), [
        (LL.Store(v("x", I32), v("p", I32), 4, LOC), ["'llvm.store' op address must be a pointer, got i32"]),
    ]),
    ("tid", LL.ThreadIdX(v("r", IntegerType(32)), LOC), [
        (LL.ThreadIdX(v("r", I64), LOC), ["'nvvm.read.ptx.sreg.tid.x' op result must be i32"]),
    ]),
    ("addressof", LL.AddressOf(v("r", P3), "global_smem", LOC), [
        (LL.AddressOf(v("r", I64), "global_smem", LOC), ["'llvm.mlir.addressof' op result must be a pointer"]),
    ]),
]


@pytest.mark.parametrize("case", CASES, ids=[c[0] for c in CASES])
def test_a_type_rule_passes_a_well_typed_op_and_says_no_to_each_ill_typed_one(case: Any) -> None:
    _, good, bad = case
    assert said(good) == []
    for op, messages in bad:
        assert said(op) == messages


def test_cond_br_needs_an_i1_condition() -> None:
    ok = LL.CondBr(v("c", IntegerType(1)), Successor("bb1", ()), Successor("bb2", ()), LOC)
    assert said(ok) == []
    bad = LL.CondBr(v("c", I32), Successor("bb1", ()), Successor("bb2", ()), LOC)
    assert said(bad) == ["'llvm.cond_br' op condition must be i1, got i32"]


def _final_module() -> Any:
    from nanotile import pipeline
    from nanotile.cli import examples
    from nanotile.ir.parser import parse_module

    out, _ = pipeline.run_pipeline(parse_module(examples()["gemm_sm90"], "gemm_sm90.mlir"))
    return out


def _with_block(m: Any, i: int, block: Any) -> Any:
    from nanotile.ir.core import Module, Region

    f = next(op for op in m.ops if isinstance(op, LL.LLVMFunc))
    blocks = list(f.body.blocks)
    blocks[i] = block
    g = LL.with_body(f, Region(tuple(blocks)))
    return LL.LlvmModule(Module(tuple(g if op is f else op for op in m.ops), m.attrs, m.loc))


@pytest.mark.parametrize("edit", ["no terminator", "return of another type", "not a terminator last"])
def test_a_function_sharing_the_blocks_of_one_that_passed_is_still_checked_on_its_other_blocks(edit: str) -> None:
    """``_type_llvm_func`` reads only the blocks that are not those of the last function whose blocks all
    passed: a function that shares all blocks but one with it is rejected for that one, with the
    reference's diagnostics, in a session and out of one, before and after the good module is checked."""
    from nanotile import pipeline
    from nanotile.checkers.common import reference_checking, session
    from nanotile.ir.core import Block

    lang = pipeline.language("llvm")
    good = _final_module()
    f = next(op for op in good.ops if isinstance(op, LL.LLVMFunc))
    blocks = f.body.blocks
    ret = next(i for i, b in enumerate(blocks) if b.ops and isinstance(b.ops[-1], LL.LLVMReturn))
    br = next(i for i, b in enumerate(blocks) if i and len(b.ops) > 1 and isinstance(b.ops[-1], LL.Br))
    if edit == "no terminator":
        i, b = br, Block(blocks[br].label, blocks[br].args, blocks[br].ops[:-1])
    elif edit == "return of another type":
        last = blocks[ret].ops[-1]
        i, b = ret, Block(blocks[ret].label, blocks[ret].args,
                          blocks[ret].ops[:-1] + (LL.LLVMReturn((v("x", I32),), last.loc),))
    else:
        ops = blocks[br].ops
        i, b = br, Block(blocks[br].label, blocks[br].args, ops[:-2] + (ops[-1], ops[-2]))
    bad = _with_block(good, i, b)
    with reference_checking():
        want = [str(d) for d in lang.check(bad)]
    assert want
    assert not lang.check(good)          # its blocks are now the ones remembered
    assert [str(d) for d in lang.check(bad)] == want
    with session():
        assert not lang.check(good)
        assert [str(d) for d in lang.check(bad)] == want
    # and the rule alone, on the function op
    g = next(op for op in bad.ops if isinstance(op, LL.LLVMFunc))
    assert list(C.op_rules(g)) or edit != "return of another type"


@pytest.mark.parametrize("which", [0, 1])
def test_each_function_of_a_module_is_held_to_its_own_previous_blocks(which: int) -> None:
    """In a session, ``_type_llvm_func`` compares a function's blocks with those of the last version of
    the same symbol that passed (``verifier.Memo.funcs``), not with the function checked just before
    (a module of many kernels): a module of two functions of one shape, then the same module with one
    block of one of them broken, is rejected for that block, with the reference's diagnostics; and the
    session lets go of the blocks of a symbol the module checked last does not have."""
    import dataclasses

    from nanotile import pipeline
    from nanotile.checkers.common import reference_checking, session
    from nanotile.ir.core import Block, Module, Region

    lang = pipeline.language("llvm")
    one = _final_module()
    f = next(op for op in one.ops if isinstance(op, LL.LLVMFunc))
    g = dataclasses.replace(f, sym_name=f.sym_name + "_copy")
    good = LL.LlvmModule(Module(one.ops + (g,), one.attrs, one.loc))
    edited = (f, g)[which]
    blocks = list(edited.body.blocks)
    br = next(i for i, b in enumerate(blocks) if i and len(b.ops) > 1 and isinstance(b.ops[-1], LL.Br))
    blocks[br] = Block(blocks[br].label, blocks[br].args, blocks[br].ops[:-1])     # no terminator
    broken = LL.with_body(edited, Region(tuple(blocks)))
    bad = LL.LlvmModule(Module(tuple(broken if op is edited else op for op in good.ops), good.attrs, good.loc))
    with reference_checking():
        want = [str(d) for d in lang.check(bad)]
    assert want
    with session() as memo:
        assert not lang.check(good)
        assert set(memo.funcs) == {f.sym_name, g.sym_name}
        assert [str(d) for d in lang.check(bad)] == want
        assert not lang.check(good)
        assert [str(d) for d in lang.check(bad)] == want
        assert not lang.check(one)
        assert set(memo.funcs) == {f.sym_name}
