"""``Verifier.member`` / ``ensure`` on a leaf (a block without nested regions) whose classes no check asked
for: when the summary misses a rule not decided per summary (reconcile-casts' llvm type rules on the ~300
blocks scf-to-cf made), its ops are walked, each op's membership read from its plan, instead of a
frozenset of its classes being made; and ``classes_of`` reads such leaves' ops into its parent's set.
A block that the session summarized under ``flat`` and meets again under ``cute_llvm`` is still refused
for an op of another language and for an op a type rule refuses, with the reference checker's
diagnostics."""

from __future__ import annotations

from typing import Any

import pytest

from conftest import example_stages
from nanotile import pipeline
from nanotile.checkers import verifier
from nanotile.checkers.common import reference_checking, session
from nanotile.ir.attributes import IntegerAttr
from nanotile.ir.core import Block, Module, Region, Value, op_operands, op_regions, op_results, walk
from nanotile.ir.types import I32
from nanotile.languages import llvm as LL


def _func(m: Module[Any]) -> Any:
    return next(op for op in m.ops if isinstance(op, LL.LLVMFunc))


def _with_blocks(m: Module[Any], blocks: list[Block[Any]]) -> Module[Any]:
    f = _func(m)
    g = LL.with_body(f, Region(tuple(blocks)))
    return Module(tuple(g if op is f else op for op in m.ops), m.attrs, m.loc)


def _rebuilt_last(m: Module[Any]) -> Module[Any]:
    """``m`` with its function's last block made again (the same ops in a new block object): a new body
    whose other blocks are the objects the session summarized (``Verifier.from_previous``)."""
    blocks = list(_func(m).body.blocks)
    b = blocks[-1]
    blocks[-1] = Block(b.label, b.args, b.ops)
    return _with_blocks(m, blocks)


def _flat_and_cute() -> tuple[Any, Any, Any]:
    staged = example_stages("gemm_sm90")
    at = next(k for k, st in enumerate(pipeline.STAGES) if st.name == "reconcile-casts")
    flat, m_flat = staged[at - 1]
    cute, _ = staged[at]
    return flat, m_flat, cute


def _same_in_and_out_of_session(flat: Any, m_flat: Any, cute: Any, bad: Any) -> list[str]:
    with reference_checking():
        want = [str(d) for d in cute.check(bad)]
    assert want
    assert [str(d) for d in cute.check(bad)] == want
    with session(target=m_flat.attrs.get("nv_tileaa.target_spec")):
        assert flat.check(m_flat) == ()
        assert [str(d) for d in cute.check(bad)] == want
    return want


def test_a_leaf_met_under_another_language_is_refused_for_an_op_of_another_language() -> None:
    """scf-to-cf's output still holds ``builtin.unrealized_conversion_cast`` ops (flat, not cute_llvm)."""
    flat, m_flat, cute = _flat_and_cute()
    assert any(isinstance(op, LL.UnrealizedCast) for op in walk(m_flat.ops))
    bad = _rebuilt_last(m_flat)
    want = _same_in_and_out_of_session(flat, m_flat, cute, bad)
    assert all("is not part of the cute_llvm language" in w for w in want)
    # the walked leaves holding a cast are not recorded as members (the module's own test of its classes
    # refuses it too: what a later check of the same block in the session reads is its summary's)
    member = ("allowed", frozenset(LL.OPS))
    with session(target=m_flat.attrs.get("nv_tileaa.target_spec")) as memo:
        assert flat.check(m_flat) == ()
        assert [str(d) for d in cute.check(bad)] == want
        casts = [b for b in _func(bad).body.blocks if any(isinstance(op, LL.UnrealizedCast) for op in b.ops)]
        assert casts
        for b in casts:
            w = memo.segs.get(id(b))
            seg = w() if w is not None else None
            assert seg is not None and seg.obj is b
            assert member not in seg.ok


def test_a_leaf_met_under_another_language_is_refused_for_an_op_a_type_rule_refuses() -> None:
    """An ``llvm.cond_br`` on an i32 in reconcile-casts' output (no cast left: only the type rule can refuse
    it): the flat checker, which has no type rules, passes it; cute_llvm's first run of its type rule on the
    block is on the leaf walk."""
    flat, m_flat, cute = _flat_and_cute()
    _, m_cute = example_stages("gemm_sm90")[next(k for k, st in enumerate(pipeline.STAGES)
                                                  if st.name == "reconcile-casts")]
    blocks = list(_func(m_cute).body.blocks)
    i = next(k for k, b in enumerate(blocks) if k and isinstance(b.ops[-1], LL.CondBr))
    b = blocks[i]
    br = b.ops[-1]
    blocks[i] = Block(b.label, b.args, b.ops[:-1] + (LL.CondBr(Value("leaf_c", I32), br.true_dest, br.false_dest,
                                                                br.loc),))
    entry = blocks[0]     # (the condition defined in the entry block, which dominates every block)
    c = LL.LLVMConstant(Value("leaf_c", I32), IntegerAttr(1, I32), entry.ops[0].loc)
    blocks[0] = Block(entry.label, entry.args, (c,) + entry.ops)
    bad = _with_blocks(m_cute, blocks)
    with reference_checking():
        assert flat.check(bad) == ()
        want = [str(d) for d in cute.check(bad)]
    assert want and all("condition must be i1" in w for w in want)
    assert [str(d) for d in cute.check(_rebuilt_last(bad))] == want
    with session(target=m_flat.attrs.get("nv_tileaa.target_spec")):
        assert flat.check(bad) == ()
        assert [str(d) for d in cute.check(_rebuilt_last(bad))] == want


def _value_type_classes(m: Module[Any]) -> frozenset[type]:
    """The classes of the types of every value of ``m``: block arguments, results, operands."""
    out: set[type] = set()
    for op in walk(m.ops):
        out.update(type(v.type) for v in op_results(op))
        out.update(type(v.type) for v in op_operands(op))
        for r in op_regions(op):
            for b in r.blocks:
                out.update(type(a.type) for a in b.args)
    return frozenset(out)


@pytest.mark.parametrize("name", ["gemm_sm90", "tma_copy"])
def test_classes_of_is_every_class_of_the_subtree(name: str) -> None:
    """``classes_of`` of the top summary of each stage's module, checked in one session, is the set of the
    classes of the module's ops (the leaves read into their parents' sets, other children's sets joined),
    ``value_types_of`` the classes of its values' types;
    and the walks of leaves (reconcile-casts' blocks) find every op a member."""
    staged = example_stages(name)
    with session(target=staged[0][1].attrs.get("nv_tileaa.target_spec")) as memo:
        for lang, m in staged:
            assert lang.check(m) == ()
            top = memo.last
            assert top is not None
            assert verifier.classes_of(top) == frozenset(type(op) for op in walk(m.ops))
            assert verifier.value_types_of(top) == _value_type_classes(m)
            # the verifier's own verdict: every phase passed (a false failure would be explained away)
            assert not top.bad and not top.free and ("allowed", frozenset(lang.ops)) in top.ok
