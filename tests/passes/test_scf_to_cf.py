"""scf_to_cf: scf.for -> header / body / exit blocks with the induction variable and carried values
as header arguments; the loop's results are the header's arguments on exit."""

from __future__ import annotations

from conftest import snapshot
from nanotile.checkers.lowered import check_flat
from nanotile.ir.core import Value
from nanotile.ir.parser import parse_module
from nanotile.ir.printer import print_module
from nanotile.ir.types import I32, I64
from nanotile.languages import llvm as LL
from nanotile.passes.lower_arith import lower_arith
from nanotile.passes.scf_to_cf import scf_to_cf
from test_lower_arith import LOOP


def test_a_loop_becomes_header_body_exit() -> None:
    out = scf_to_cf(lower_arith(parse_module(LOOP)))
    assert check_flat(out) == ()
    f = out.ops[0]
    assert isinstance(f, LL.LLVMFunc)
    entry, header, body, exit_ = f.body.blocks
    assert header.args == (Value("i_0", I64), Value("acc_1", I32))
    assert isinstance(entry.ops[-1], LL.Br) and entry.ops[-1].dest.label == header.label
    cond = header.ops[-1]
    assert isinstance(cond, LL.CondBr) and (cond.true_dest.label, cond.false_dest.label) == (body.label, exit_.label)
    cmp = header.ops[0]
    assert isinstance(cmp, LL.ICmp) and cmp.predicate is LL.ICmpPredicate.SLT   # scf.for compares signed
    back = body.ops[-1]
    assert isinstance(back, LL.Br) and back.dest.label == header.label
    # the loop's result is the carried header argument on the exit edge
    store = exit_.ops[0]
    assert isinstance(store, LL.Store) and store.value == Value("acc_1", I32)


def test_text_snapshot() -> None:
    snapshot("scf_to_cf.loop.mlir", print_module(scf_to_cf(lower_arith(parse_module(LOOP)))))
