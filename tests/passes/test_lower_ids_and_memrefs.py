"""lower_ids_and_memrefs: program ids are ctaid special registers; make_memref is the descriptor struct
{allocated, aligned, offset 0, sizes, row-major strides} handed on under the memref's name (where an op
reads the memref: an unread one builds no descriptor chain)."""

from __future__ import annotations

from typing import Any

from conftest import snapshot
from nanotile.checkers.lowered import check_agents, check_ids
from nanotile.ir.core import Block, Module, Region, Value
from nanotile.ir.parser import parse_type
from nanotile.ir.printer import print_module
from nanotile.ir.attributes import IntegerAttr
from nanotile.ir.types import (
    I32, I64, LLVMArrayType, LLVMFunctionType, LLVMPointerType, LLVMStructType, LLVMVoidType,
)
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
TILE_PTR = Value("tp", parse_type("!nv_tileaa.ptr<f32>"))
DESC = LLVMStructType((BASE.type, BASE.type, I64, LLVMArrayType(2, I64), LLVMArrayType(2, I64)))
READ = LL.UnrealizedCast((Value("d", DESC),), (MEMREF,))   # an op reading the memref
# a well-formed make_memref: its base is a tile pointer (the pointer argument under a cast); read
MAKE = (LL.UnrealizedCast((TILE_PTR,), (BASE,)), A.MakeMemref(MEMREF, TILE_PTR, (M, N)), READ)


def test_make_memref_builds_the_descriptor() -> None:
    m = kernel(*MAKE)
    assert check_agents(m) == ()
    out = lower_ids_and_memrefs(m)
    assert check_ids(out) == ()
    ops = body_ops(out)
    inserts = [o for o in ops if isinstance(o, LL.InsertValue)]
    # allocated and aligned pointer, offset, 2 sizes, 2 strides
    assert [o.position for o in inserts] == [(0,), (1,), (2,), (3, 0), (3, 1), (4, 0), (4, 1)]
    base = Value("tp_0", BASE.type)                           # the tile pointer back in llvm form
    assert LL.UnrealizedCast((base,), (TILE_PTR,)) in ops
    assert inserts[0].value == base and inserts[1].value == base
    struct = inserts[-1].result
    assert isinstance(struct.type, LLVMStructType)
    back = ops[-3]
    assert ops[-2] == READ
    assert back == LL.UnrealizedCast((MEMREF,), (struct,))   # the old name stays defined
    # the column stride is 1, the row stride n (1 * n as fold has it; n sign-extended to i64)
    defs = {o.result.name: o for o in ops if hasattr(o, "result")}
    one, row = defs[inserts[6].value.name], defs[inserts[5].value.name]
    assert isinstance(one, LL.LLVMConstant) and getattr(one.value, "value", None) == 1
    assert isinstance(row, LL.SExt) and row.arg == N and inserts[4].value == row.result   # the size n
    assert not any(isinstance(o, LL.Mul) for o in ops)


def test_an_unread_make_memref_builds_no_descriptor() -> None:
    """What dce would make of the chain: no undef, insertvalue or cast back; the fields' values (sizes,
    the constants 1 and 0) are built as a read memref's are, so later ops reuse them in the same order."""
    m = kernel(*MAKE[:2])
    assert check_agents(m) == ()
    out = lower_ids_and_memrefs(m)
    assert check_ids(out) == ()
    ops = body_ops(out)
    assert not any(isinstance(o, (LL.Undef, LL.InsertValue)) for o in ops)
    assert not any(MEMREF in o.results for o in ops if isinstance(o, LL.UnrealizedCast))
    assert [type(o) for o in ops[3:]] == [LL.SExt, LL.SExt, LL.LLVMConstant, LL.LLVMConstant, LL.LLVMReturn]
    read = lower_ids_and_memrefs(kernel(*MAKE))

    def fields(ops: tuple[Any, ...]) -> list[tuple[type, object]]:   # (names aside: the chain's are drawn)
        return [(type(o), o.arg if isinstance(o, LL.SExt) else o.value) for o in ops
                if isinstance(o, (LL.SExt, LL.LLVMConstant))]
    assert fields(body_ops(read)) == fields(ops[3:7]) == [
        (LL.SExt, M), (LL.SExt, N), (LL.LLVMConstant, IntegerAttr(1, I64)), (LL.LLVMConstant, IntegerAttr(0, I64))]


def test_a_make_memref_read_in_a_nested_region_builds_the_descriptor() -> None:
    from nanotile.languages.structured import ScfIf, ScfYield

    cond = Value("cond", parse_type("i1"))
    then = Region((Block("", (), (READ, ScfYield(()))),))
    other = Region((Block("", (), (ScfYield(()),)),))
    m = kernel(*MAKE[:2], LL.ICmp(cond, M, N, LL.ICmpPredicate.EQ), ScfIf((), cond, then, other))
    assert check_agents(m) == ()
    out = lower_ids_and_memrefs(m)
    assert check_ids(out) == ()
    ops = body_ops(out)
    assert len([o for o in ops if isinstance(o, LL.InsertValue)]) == 7
    assert any(isinstance(o, LL.UnrealizedCast) and o.results == (MEMREF,) for o in ops)


def test_typed_snapshot_ids_warpgroup_and_descriptor() -> None:
    """The input as the pipeline has it: the tile pointer is the pointer argument under a cast."""
    x, y, z, wg = Value("x", I32), Value("y", I32), Value("z", I32), Value("wg", I32)
    as_tile_ptr = LL.UnrealizedCast((TILE_PTR,), (BASE,))
    m = kernel(as_tile_ptr, A.GetProgramId(x, 0), A.GetProgramId(y, 1), A.GetProgramId(z, 2), A.GetWarpgroupId(wg),
               A.MakeMemref(MEMREF, TILE_PTR, (M, N)), READ)
    assert check_agents(m) == ()
    out = lower_ids_and_memrefs(m)
    assert check_ids(out) == ()

    def i64(name: str) -> Value:
        return Value(name, I64)

    def agg(name: str) -> Value:
        return Value(name, DESC)

    ptr = Value("tp_1", BASE.type)
    assert body_ops(out) == (
        LL.ThreadIdX(Value("tid", I32)), as_tile_ptr,
        LL.BlockIdX(x), LL.BlockIdY(y), LL.BlockIdZ(z),
        # the warpgroup of a thread outside any agent: tid / 128, the shift fold makes of it
        LL.LLVMConstant(Value("c0", I32), IntegerAttr(7, I32)),
        LL.LShr(wg, Value("tid", I32), Value("c0", I32)),
        # the pointer back in llvm form; sizes (m, n) sign-extended, strides (n, 1) (1 * n as fold has
        # it; the product's name t5 taken all the same)
        LL.UnrealizedCast((ptr,), (TILE_PTR,)),
        LL.SExt(i64("x2"), M), LL.SExt(i64("x3"), N),
        LL.LLVMConstant(i64("c4"), IntegerAttr(1, I64)),
        # {allocated, aligned, offset 0, sizes, strides}, handed on under the memref's name
        LL.Undef(agg("u6")),
        LL.InsertValue(agg("agg7"), agg("u6"), ptr, (0,)), LL.InsertValue(agg("agg8"), agg("agg7"), ptr, (1,)),
        LL.LLVMConstant(i64("c9"), IntegerAttr(0, I64)), LL.InsertValue(agg("agg10"), agg("agg8"), i64("c9"), (2,)),
        LL.InsertValue(agg("agg11"), agg("agg10"), i64("x2"), (3, 0)),
        LL.InsertValue(agg("agg12"), agg("agg11"), i64("x3"), (3, 1)),
        LL.InsertValue(agg("agg13"), agg("agg12"), i64("x3"), (4, 0)),
        LL.InsertValue(agg("agg14"), agg("agg13"), i64("c4"), (4, 1)),
        LL.UnrealizedCast((MEMREF,), (agg("agg14"),)), READ,
        LL.LLVMReturn(()))


def test_input_not_mutated_untouched_ops_shared_and_deterministic() -> None:
    m = kernel(A.GetProgramId(Value("x", I32), 0), *MAKE)
    text = print_module(m)
    out = lower_ids_and_memrefs(m)
    assert print_module(m) == text and lower_ids_and_memrefs(m) == out
    assert body_ops(out)[0] is body_ops(m)[0]


def test_text_snapshot() -> None:
    snapshot("lower_ids_and_memrefs.small.mlir", print_module(lower_ids_and_memrefs(kernel(*MAKE))))


def test_the_block_emitter_reuses_only_what_dominates() -> None:
    """``Lowering.block_emitter``: the constant 7 of ``tid >> 7`` (/ 128) is built once per block, reused by
    a later op of the block, never by an op outside the nested region that built it (which it would not
    dominate), and every name is taken as if each op built its own."""
    from nanotile.languages.structured import ScfIf, ScfYield

    def wg(name: str) -> A.GetWarpgroupId:
        return A.GetWarpgroupId(Value(name, I32))

    cond = Value("cond", parse_type("i1"))
    then = Region((Block("", (), (wg("w1"), ScfYield(()))),))
    other = Region((Block("", (), (ScfYield(()),)),))
    m = kernel(LL.ICmp(cond, M, N, LL.ICmpPredicate.EQ), ScfIf((), cond, then, other), wg("w2"), wg("w3"))
    assert check_agents(m) == ()
    out = lower_ids_and_memrefs(m)
    assert check_ids(out) == ()
    ops = body_ops(out)
    guard = ops[2]
    assert isinstance(guard, ScfIf)
    inner = guard.then_region.blocks[0].ops
    assert [type(o) for o in inner] == [LL.LLVMConstant, LL.LShr, ScfYield]
    assert [type(o) for o in ops[3:]] == [LL.LLVMConstant, LL.LShr, LL.LShr, LL.LLVMReturn]
    c_in, c_out = inner[0].result, ops[3].result
    assert c_in is not c_out and inner[1].rhs is c_in                       # not the nested one
    assert ops[4].rhs is c_out and ops[5].rhs is c_out                      # the block's own, twice
    assert (c_in.name, c_out.name) == ("c0", "c1")                          # w3's "c2" taken, not built
    assert lower_ids_and_memrefs(m) == out                                  # deterministic


def test_an_input_constant_is_reused_only_where_it_dominates() -> None:
    """``Conversion.dominating``: a constant 7 of the input (``llvm.mlir.constant`` or an integer
    ``arith.constant``, which lower_arith makes one under its name) before the op, in its block or a block
    around it, is what ``tid >> 7`` reads (what cse would make of the pass's own); one after the op, one
    in a sibling region, one of another width is not."""
    from nanotile.languages.structured import Constant, ScfIf, ScfYield

    cond = Value("cond", parse_type("i1"))
    k32, k64, kin = Value("k32", I32), Value("k64", I64), Value("kin", I32)
    c32 = LL.LLVMConstant(k32, IntegerAttr(7, I32))
    wg = A.GetWarpgroupId(Value("w", I32))
    other = Region((Block("", (), (ScfYield(()),)),))

    def guarded(*ops: Any) -> ScfIf[Any]:
        return ScfIf((), cond, Region((Block("", (), ops + (ScfYield(()),)),)), other)

    def shifts(m: Module[Any]) -> list[Any]:
        out = lower_ids_and_memrefs(m)
        assert check_ids(out) == ()
        return [o for o in body_ops(out) + guarded_ops(out) if isinstance(o, LL.LShr)]

    def guarded_ops(m: Module[Any]) -> tuple[Any, ...]:
        return tuple(o for g in body_ops(m) if isinstance(g, ScfIf) for o in g.then_region.blocks[0].ops)

    icmp = LL.ICmp(cond, M, N, LL.ICmpPredicate.EQ)
    for first in (c32, Constant(k32, IntegerAttr(7, I32))):
        (shift,) = shifts(kernel(first, icmp, guarded(wg)))          # before, in the block around
        assert shift.rhs is k32
    (shift,) = shifts(kernel(wg, c32))                                # after the op
    assert shift.rhs is not k32
    (shift,) = shifts(kernel(icmp, guarded(LL.LLVMConstant(kin, IntegerAttr(7, I32))),
                             LL.LLVMConstant(k64, IntegerAttr(7, I64)), wg))   # a sibling region's, an i64
    assert shift.rhs.name not in ("kin", "k64")
