"""lower_ids_and_memrefs: program ids are ctaid special registers; make_memref is the descriptor struct
{allocated, aligned, offset 0, sizes, row-major strides} handed on under the memref's name."""

from __future__ import annotations

from typing import Any

from conftest import snapshot
from nanotile.checkers.lowered import check_agents, check_ids
from nanotile.ir.core import Block, Module, Region, Value
from nanotile.ir.parser import parse_type
from nanotile.ir.printer import print_module
from nanotile.ir.types import I32, LLVMFunctionType, LLVMPointerType, LLVMStructType, LLVMVoidType
from nanotile.languages import llvm as LL
from nanotile.languages import tileas as A
from nanotile.passes.lower_ids_and_memrefs import lower_ids_and_memrefs

BASE = Value("base", LLVMPointerType(1))
M, N = Value("m", I32), Value("n", I32)


def kernel(*ops: Any) -> Module[Any]:
    ft = LLVMFunctionType(LLVMVoidType(), (BASE.type, I32, I32))
    body = Region((Block("", (BASE, M, N), (LL.ThreadIdX(Value("tid", I32)),) + ops + (LL.LLVMReturn(()),)),))
    return Module((LL.LLVMFunc("k", ft, body, kernel=True, reqntid=(128, 1, 1), minctasm=1),))


def body_ops(m: Module[Any]) -> tuple[Any, ...]:
    f = m.ops[0]
    assert isinstance(f, LL.LLVMFunc)
    return f.body.blocks[0].ops


def test_program_ids_are_special_registers() -> None:
    m = kernel(A.GetProgramId(Value("x", I32), 0), A.GetProgramId(Value("y", I32), 1))
    assert check_agents(m) == ()
    out = lower_ids_and_memrefs(m)
    assert check_ids(out) == ()
    assert body_ops(out)[1:3] == (LL.BlockIdX(Value("x", I32)), LL.BlockIdY(Value("y", I32)))


MEMREF = Value("view", parse_type("memref<?x?xf32, 1>"))
MAKE = A.MakeMemref(MEMREF, BASE, (M, N))


def test_make_memref_builds_the_descriptor() -> None:
    out = lower_ids_and_memrefs(kernel(MAKE))
    assert check_ids(out) == ()
    ops = body_ops(out)
    inserts = [o for o in ops if isinstance(o, LL.InsertValue)]
    # allocated and aligned pointer, offset, 2 sizes, 2 strides
    assert [o.position for o in inserts] == [(0,), (1,), (2,), (3, 0), (3, 1), (4, 0), (4, 1)]
    assert inserts[0].value == BASE and inserts[1].value == BASE
    struct = inserts[-1].result
    assert isinstance(struct.type, LLVMStructType)
    back = ops[-2]
    assert back == LL.UnrealizedCast((MEMREF,), (struct,))   # the old name stays defined
    # the column stride is 1, the row stride 1 * n (n sign-extended to i64)
    defs = {o.result.name: o for o in ops if hasattr(o, "result")}
    one, row = defs[inserts[6].value.name], defs[inserts[5].value.name]
    assert isinstance(one, LL.LLVMConstant) and getattr(one.value, "value", None) == 1
    assert isinstance(row, LL.Mul) and row.lhs == one.result
    ext_n = defs[row.rhs.name]
    assert isinstance(ext_n, LL.SExt) and ext_n.arg == N


def test_text_snapshot() -> None:
    snapshot("lower_ids_and_memrefs.small.mlir", print_module(lower_ids_and_memrefs(kernel(MAKE))))
