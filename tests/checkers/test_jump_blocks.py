"""``Verifier.jump_seg``: the summary of a block whose one op is a branch or a return (no arguments, no
results, no regions) is made without the walk.  Every error such a block can hold is still found, with
the reference checker's diagnostics: a use at another type than its definition, a use its definition does
not dominate, one name used at two types by the op, a branch to no block or to the entry, an op of
another language, an op a rule refuses."""

from __future__ import annotations

from typing import Any, Callable

import pytest

from conftest import example_stages
from nanotile import pipeline
from nanotile.checkers.common import reference_checking, session
from nanotile.ir.attributes import IntegerAttr
from nanotile.ir.core import Block, Module, Region, Successor, Value
from nanotile.ir.types import I1, I32, I64
from nanotile.languages import llvm as LL
from nanotile.languages.structured import ScfYield

Edit = Callable[[list[Block[Any]], int], Any]


def _one_op_blocks(f: Any, kind: type) -> list[int]:
    return [i for i, b in enumerate(f.body.blocks) if i and not b.args and len(b.ops) == 1
            and isinstance(b.ops[0], kind)]


def _with_blocks(m: Module[Any], blocks: list[Block[Any]]) -> Module[Any]:
    """``m`` with its function's body made of ``blocks``."""
    f = next(op for op in m.ops if isinstance(op, LL.LLVMFunc))
    g = LL.with_body(f, Region(tuple(blocks)))
    return Module(tuple(g if op is f else op for op in m.ops), m.attrs, m.loc)


def _edited(m: Module[Any], kind: type, edit: Edit) -> Module[Any]:
    f = next(op for op in m.ops if isinstance(op, LL.LLVMFunc))
    blocks = list(f.body.blocks)
    i = _one_op_blocks(f, kind)[0]
    blocks[i] = Block(blocks[i].label, (), (edit(blocks, i),))
    return _with_blocks(m, blocks)


def _cond(blocks: list[Block[Any]], i: int) -> Any:
    return blocks[i].ops[0]


def _other_type(blocks: list[Block[Any]], i: int) -> Any:
    op = _cond(blocks, i)
    return LL.CondBr(Value(op.cond.name, I32), op.true_dest, op.false_dest, op.loc)


def _undominated(blocks: list[Block[Any]], i: int) -> Any:
    # the result of an op in a later block that does not dominate this one (a block this one reaches)
    op = _cond(blocks, i)
    later = next(o.result for b in blocks[i + 1:] for o in b.ops if getattr(o, "result", None) is not None
                 and o.result.type is I1)
    return LL.CondBr(later, op.true_dest, op.false_dest, op.loc)


def _two_types(blocks: list[Block[Any]], i: int) -> Any:
    op = _cond(blocks, i)
    t = op.true_dest
    return LL.CondBr(op.cond, Successor(t.label, t.args + (Value(op.cond.name, I64),)), op.false_dest, op.loc)


def _no_block(blocks: list[Block[Any]], i: int) -> Any:
    op = _cond(blocks, i)
    return LL.CondBr(op.cond, Successor("bb_nowhere", ()), op.false_dest, op.loc)


def _entry(blocks: list[Block[Any]], i: int) -> Any:
    op = _cond(blocks, i)
    return LL.CondBr(op.cond, Successor(blocks[0].label, ()), op.false_dest, op.loc)


def _foreign(blocks: list[Block[Any]], i: int) -> Any:
    return ScfYield((), _cond(blocks, i).loc)


EDITS: dict[str, Edit] = {"other type": _other_type, "undominated": _undominated, "two types": _two_types,
                          "no block": _no_block, "entry": _entry, "foreign op": _foreign}


@pytest.mark.parametrize("edit", sorted(EDITS))
@pytest.mark.parametrize("stage", ["scf-to-cf", "reconcile-casts", "cse"])
def test_a_one_op_block_is_checked(stage: str, edit: str) -> None:
    staged = example_stages("gemm_sm90")
    at = next(k for k, st in enumerate(pipeline.STAGES) if st.name == stage)
    lang0, m0 = staged[at - 1]
    lang1, m1 = staged[at]
    bad = _edited(m1, LL.CondBr, EDITS[edit])
    with reference_checking():
        want = [str(d) for d in lang1.check(bad)]
    assert want
    assert [str(d) for d in lang1.check(bad)] == want
    with session(target=m0.attrs.get("nv_tileaa.target_spec")):
        assert lang0.check(m0) == ()
        assert lang1.check(m1) == ()
        assert [str(d) for d in lang1.check(bad)] == want


@pytest.mark.parametrize("stage", ["reconcile-casts", "cse"])
def test_a_one_op_block_whose_op_a_rule_refuses(stage: str) -> None:
    """``llvm.cond_br``'s type rule (an i1 condition), met first in a block of that one op."""
    staged = example_stages("gemm_sm90")
    at = next(k for k, st in enumerate(pipeline.STAGES) if st.name == stage)
    lang0, m0 = staged[at - 1]
    lang1, m1 = staged[at]

    def i32_condition(blocks: list[Block[Any]], i: int) -> Any:
        op = _cond(blocks, i)
        return LL.CondBr(Value("jump_c", I32), op.true_dest, op.false_dest, op.loc)

    edited = _edited(m1, LL.CondBr, i32_condition)
    # the condition defined in the entry block (dominating every block): only the rule can refuse it
    blocks = list(next(op for op in edited.ops if isinstance(op, LL.LLVMFunc)).body.blocks)
    entry = blocks[0]
    c = LL.LLVMConstant(Value("jump_c", I32), IntegerAttr(1, I32), entry.ops[0].loc)
    blocks[0] = Block(entry.label, entry.args, (c,) + entry.ops)
    bad = _with_blocks(edited, blocks)
    with reference_checking():
        want = [str(d) for d in lang1.check(bad)]
    assert any("condition must be i1" in w for w in want)
    assert [str(d) for d in lang1.check(bad)] == want
    with session(target=m0.attrs.get("nv_tileaa.target_spec")):
        assert lang0.check(m0) == ()
        assert lang1.check(m1) == ()
        assert [str(d) for d in lang1.check(bad)] == want
