"""The clean-up passes together (cse, fold, cse again, dce), as the pipeline runs them: constant folding,
reassociation of constant offsets, CSE across dominating blocks, DCE."""

from __future__ import annotations

from typing import Any

from nanotile.checkers.llvm import check
from nanotile.ir.core import walk
from nanotile.ir.parser import parse_module
from nanotile.ir.printer import print_module
from nanotile.ir.types import I16, I64
from nanotile.languages import llvm as LL
from nanotile.ir.attributes import IntegerAttr
from nanotile.ir.core import Module
from nanotile.passes.cse import cse
from nanotile.passes.dce import dce
from nanotile.passes.fold import fold

import nanotile.pipeline  # noqa: F401

HEAD = '''module attributes {nv_tileaa.target_spec = "sm_80"} {
  "llvm.func"() <{function_type = !llvm.func<void (ptr<1>, i64, i32)>, sym_name = "k"}> ({
  ^bb0(%p: !llvm.ptr<1>, %x: i64, %n: i32):
'''
TAIL = '''    "llvm.return"() : () -> ()
  }) {nvvm.kernel} : () -> ()
}
'''


def simplify(m: Module[LL.Op]) -> LL.LlvmModule:
    return dce(cse(fold(cse(LL.LlvmModule(m)))))


def run(body: str) -> Any:
    m = parse_module(HEAD + body + TAIL)
    assert check(m) == ()
    out = simplify(m)
    assert check(out) == (), print_module(out)
    assert simplify(out) == simplify(out)   # deterministic
    return out


def ops(m: Any) -> list[Any]:
    return [o for o in walk(m.ops) if not isinstance(o, LL.LLVMFunc)]


def stored(m: Any) -> list[Any]:
    return [o for o in ops(m) if isinstance(o, LL.Store)]


def test_constants_fold_and_dead_code_goes() -> None:
    out = run('''
    %a = "llvm.mlir.constant"() <{value = 6 : i32}> : () -> i32
    %b = "llvm.mlir.constant"() <{value = 7 : i32}> : () -> i32
    %c = "llvm.mul"(%a, %b) : (i32, i32) -> i32
    %unused = "llvm.add"(%a, %b) : (i32, i32) -> i32
    "llvm.store"(%c, %p) : (i32, !llvm.ptr<1>) -> ()
''')
    (st,) = stored(out)
    consts = {o.result.name: o.value.value for o in ops(out)
              if isinstance(o, LL.LLVMConstant) and isinstance(o.value, IntegerAttr)}
    assert consts[st.value.name] == 42
    assert not any(isinstance(o, (LL.Add, LL.Mul)) for o in ops(out))


def test_folding_wraps_at_the_type_width() -> None:
    out = run('''
    %a = "llvm.mlir.constant"() <{value = 2147483647 : i32}> : () -> i32
    %b = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
    %c = "llvm.add"(%a, %b) : (i32, i32) -> i32
    "llvm.store"(%c, %p) : (i32, !llvm.ptr<1>) -> ()
''')
    (st,) = stored(out)
    consts = {o.result.name: o.value.value for o in ops(out)
              if isinstance(o, LL.LLVMConstant) and isinstance(o.value, IntegerAttr)}
    assert consts[st.value.name] == -2147483648


def test_multiply_by_one_and_extract_through_insert() -> None:
    out = run('''
    %u = "llvm.mlir.undef"() : () -> !llvm.struct<(i64, i64)>
    %one = "llvm.mlir.constant"() <{value = 1 : i64}> : () -> i64
    %s1 = "llvm.insertvalue"(%u, %one) <{position = array<i64: 1>}> : (!llvm.struct<(i64, i64)>, i64) -> !llvm.struct<(i64, i64)>
    %s2 = "llvm.insertvalue"(%s1, %x) <{position = array<i64: 0>}> : (!llvm.struct<(i64, i64)>, i64) -> !llvm.struct<(i64, i64)>
    %stride = "llvm.extractvalue"(%s2) <{position = array<i64: 1>}> : (!llvm.struct<(i64, i64)>) -> i64
    %i = "llvm.mul"(%x, %stride) : (i64, i64) -> i64
    "llvm.store"(%i, %p) : (i64, !llvm.ptr<1>) -> ()
''')
    (st,) = stored(out)
    assert st.value.name == "x"
    assert not any(isinstance(o, (LL.Mul, LL.ExtractValue, LL.InsertValue, LL.Undef)) for o in ops(out))


def test_constant_offsets_move_out_of_addresses() -> None:
    """gep(p, (x + 128) * 1) and gep(p, x + 256) share gep(p, x); the offsets become constant indices."""
    out = run('''
    %c128 = "llvm.mlir.constant"() <{value = 128 : i64}> : () -> i64
    %c256 = "llvm.mlir.constant"() <{value = 256 : i64}> : () -> i64
    %v = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
    %i1 = "llvm.add"(%x, %c128) : (i64, i64) -> i64
    %a1 = "llvm.getelementptr"(%p, %i1) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    "llvm.store"(%v, %a1) : (i32, !llvm.ptr<1>) -> ()
    %i2 = "llvm.add"(%c256, %x) : (i64, i64) -> i64
    %a2 = "llvm.getelementptr"(%p, %i2) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    "llvm.store"(%v, %a2) : (i32, !llvm.ptr<1>) -> ()
''')
    geps = [o for o in ops(out) if isinstance(o, LL.GEP)]
    shared = [g for g in geps if g.indices[0].name == "x"]
    assert len(shared) == 1 and shared[0].base.name == "p"
    consts = {o.result.name: o.value.value for o in ops(out)
              if isinstance(o, LL.LLVMConstant) and isinstance(o.value, IntegerAttr)}
    outer = sorted(consts[g.indices[0].name] for g in geps if g.base.name == shared[0].result.name)
    assert outer == [128, 256]


def test_add_chains_reassociate() -> None:
    """((x + 1) + y) + 2 == (x + y) + 3."""
    out = run('''
    %c1 = "llvm.mlir.constant"() <{value = 1 : i64}> : () -> i64
    %c2 = "llvm.mlir.constant"() <{value = 2 : i64}> : () -> i64
    %y = "llvm.sext"(%n) : (i32) -> i64
    %a = "llvm.add"(%x, %c1) : (i64, i64) -> i64
    %b = "llvm.add"(%a, %y) : (i64, i64) -> i64
    %c = "llvm.add"(%b, %c2) : (i64, i64) -> i64
    "llvm.store"(%c, %p) : (i64, !llvm.ptr<1>) -> ()
''')
    (st,) = stored(out)
    defs = {o.result.name: o for o in ops(out) if hasattr(o, "result")}
    top = defs[st.value.name]
    assert isinstance(top, LL.Add)
    inner, const = top.lhs, top.rhs
    assert defs[const.name].value.value == 3
    assert isinstance(defs[inner.name], LL.Add)
    assert {defs[inner.name].lhs.name, defs[inner.name].rhs.name} == {"x", "y"}


def test_cse_reuses_dominating_values_but_not_across_siblings() -> None:
    out = run('''
    %zero = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
    %t = "nvvm.read.ptx.sreg.tid.x"() : () -> i32
    %c = "llvm.icmp"(%t, %zero) <{predicate = 0 : i64}> : (i32, i32) -> i1
    "llvm.cond_br"(%c)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb1:
    %t2 = "nvvm.read.ptx.sreg.tid.x"() : () -> i32
    %s1 = "llvm.add"(%t2, %n) : (i32, i32) -> i32
    "llvm.store"(%s1, %p) : (i32, !llvm.ptr<1>) -> ()
    "llvm.br"()[^bb3] : () -> ()
  ^bb2:
    %s2 = "llvm.add"(%t, %n) : (i32, i32) -> i32
    "llvm.store"(%s2, %p) : (i32, !llvm.ptr<1>) -> ()
    "llvm.br"()[^bb3] : () -> ()
  ^bb3:
''')
    assert sum(isinstance(o, LL.ThreadIdX) for o in ops(out)) == 1        # entry's read dominates bb1
    assert sum(isinstance(o, LL.Add) for o in ops(out)) == 2              # bb1 and bb2 are siblings
    s1, s2 = stored(out)
    assert s1.value.name != s2.value.name


def test_side_effects_stay() -> None:
    out = run('''
    %v = "llvm.load"(%p) : (!llvm.ptr<1>) -> i32
    %w = "llvm.load"(%p) : (!llvm.ptr<1>) -> i32
''')
    assert sum(isinstance(o, LL.Load) for o in ops(out)) == 2


def test_cse_tells_result_types_apart() -> None:
    """Two casts of one operand to different widths, two undefs of different types: four values."""
    out = run('''
    %a = "llvm.zext"(%n) : (i32) -> i64
    %b = "llvm.trunc"(%n) : (i32) -> i16
    %u1 = "llvm.mlir.undef"() : () -> !llvm.struct<(i32, i32)>
    %u2 = "llvm.mlir.undef"() : () -> !llvm.struct<(i64)>
    %s1 = "llvm.insertvalue"(%u1, %n) <{position = array<i64: 0>}> : (!llvm.struct<(i32, i32)>, i32) -> !llvm.struct<(i32, i32)>
    %s2 = "llvm.insertvalue"(%u2, %a) <{position = array<i64: 0>}> : (!llvm.struct<(i64)>, i64) -> !llvm.struct<(i64)>
    "llvm.store"(%b, %p) : (i16, !llvm.ptr<1>) -> ()
    "llvm.store"(%s1, %p) : (!llvm.struct<(i32, i32)>, !llvm.ptr<1>) -> ()
    "llvm.store"(%s2, %p) : (!llvm.struct<(i64)>, !llvm.ptr<1>) -> ()
''')
    assert sum(isinstance(o, LL.Undef) for o in ops(out)) == 2
    assert {o.result.type for o in ops(out) if isinstance(o, (LL.ZExt, LL.Trunc))} == {I64, I16}


def test_unsigned_division_by_powers_of_two() -> None:
    out = run('''
    %c16 = "llvm.mlir.constant"() <{value = 16 : i32}> : () -> i32
    %c12 = "llvm.mlir.constant"() <{value = 12 : i32}> : () -> i32
    %q = "llvm.udiv"(%n, %c16) : (i32, i32) -> i32
    %r = "llvm.urem"(%n, %c16) : (i32, i32) -> i32
    %s = "llvm.udiv"(%n, %c12) : (i32, i32) -> i32
    "llvm.store"(%q, %p) : (i32, !llvm.ptr<1>) -> ()
    "llvm.store"(%r, %p) : (i32, !llvm.ptr<1>) -> ()
    "llvm.store"(%s, %p) : (i32, !llvm.ptr<1>) -> ()
''')
    defs = {o.result.name: o for o in ops(out) if hasattr(o, "result")}
    consts = {n: o.value.value for n, o in defs.items()
              if isinstance(o, LL.LLVMConstant) and isinstance(o.value, IntegerAttr)}
    q, r, s = (defs[st.value.name] for st in stored(out))
    assert isinstance(q, LL.LShr) and consts[q.rhs.name] == 4
    assert isinstance(r, LL.And) and consts[r.rhs.name] == 15
    assert isinstance(s, LL.UDiv)                         # 12 is not a power of two
