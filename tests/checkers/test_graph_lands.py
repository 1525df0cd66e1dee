"""``Graph.lands``: whether each block's last op branches only to blocks of its region other than the
entry, read from the control-flow graph by the resolution of a multi-block region (``resolve_all``,
``resolve_changed``) instead of a set test per block.  A branch to the entry, or to a label no block has,
added beside a block's own target (the graph and every block's dominators otherwise as they were) is
still refused with the reference checker's diagnostics: on scf-to-cf's output (a new region, resolved
whole) and on reconcile-casts' and cse's (resolved against the previous stage's)."""

from __future__ import annotations

from typing import Any

import pytest

from conftest import example_stages
from nanotile import pipeline
from nanotile.checkers.common import reference_checking, session
from nanotile.ir.attributes import IntegerAttr
from nanotile.ir.core import Block, Module, Region, Successor, Value, op_operands, op_results
from nanotile.ir.types import I1
from nanotile.languages import llvm as LL


def _func(m: Module[Any]) -> Any:
    return next(op for op in m.ops if isinstance(op, LL.LLVMFunc))


def _branching_beside(m: Module[Any], where: str) -> Module[Any]:
    """``m`` with a block's ``llvm.br ^X`` made ``llvm.cond_br %c, ^X, ^where`` (``%c`` an i1 constant of
    the entry block, which dominates every block; ``where``: the entry's label, or a label of no block)."""
    f = _func(m)
    blocks = list(f.body.blocks)
    i = next(k for k, b in enumerate(blocks) if k and isinstance(b.ops[-1], LL.Br) and not b.ops[-1].dest.args)
    b = blocks[i]
    br = b.ops[-1]
    label = blocks[0].label if where == "entry" else "bb_nowhere"
    cond = LL.CondBr(Value("lands_c", I1), br.dest, Successor(label, ()), br.loc)
    blocks[i] = Block(b.label, b.args, b.ops[:-1] + (cond,))
    entry = blocks[0]
    c = LL.LLVMConstant(Value("lands_c", I1), IntegerAttr(1, I1), entry.ops[0].loc)
    blocks[0] = Block(entry.label, entry.args, (c,) + entry.ops)
    g = LL.with_body(f, Region(tuple(blocks)))
    return Module(tuple(g if op is f else op for op in m.ops), m.attrs, m.loc)


@pytest.mark.parametrize("where", ["entry", "nowhere"])
@pytest.mark.parametrize("stage", ["scf-to-cf", "reconcile-casts", "cse"])
def test_a_branch_beside_a_blocks_own_target_is_refused(stage: str, where: str) -> None:
    staged = example_stages("gemm_sm90")
    at = next(k for k, st in enumerate(pipeline.STAGES) if st.name == stage)
    lang0, m0 = staged[at - 1]
    lang1, m1 = staged[at]
    bad = _branching_beside(m1, where)
    with reference_checking():
        want = [str(d) for d in lang1.check(bad)]
    assert want and all("branches to an unknown block" in w for w in want)
    assert [str(d) for d in lang1.check(bad)] == want
    with session(target=m0.attrs.get("nv_tileaa.target_spec")):
        assert lang0.check(m0) == ()
        assert lang1.check(m1) == ()
        assert [str(d) for d in lang1.check(bad)] == want


@pytest.mark.parametrize("stage", ["reconcile-casts", "cse", "dce"])
def test_rebuilt_blocks_resolve_against_every_block_that_exports(stage: str) -> None:
    """``resolve_changed``'s export map (name -> the index of the block exporting it, built on the region's
    first incremental update): blocks made again (the same ops in new block objects) that use values of the
    entry block and of other blocks are resolved against them, in a session after the unedited module, and
    the module still passes, by the verifier's own verdict."""
    staged = example_stages("gemm_sm90")
    at = next(k for k, st in enumerate(pipeline.STAGES) if st.name == stage)
    lang0, m0 = staged[at - 1]
    lang1, m1 = staged[at]
    f = _func(m1)
    blocks = list(f.body.blocks)
    entry_names = {a.name for a in blocks[0].args} | {v.name for op in blocks[0].ops for v in op_results(op)}
    users = [k for k, b in enumerate(blocks) if k and any(v.name in entry_names for op in b.ops
                                                           for v in op_operands(op))]
    assert users
    for k in users[:len(blocks) // 4]:
        b = blocks[k]
        blocks[k] = Block(b.label, b.args, b.ops)
    g = LL.with_body(f, Region(tuple(blocks)))
    again = Module(tuple(g if op is f else op for op in m1.ops), m1.attrs, m1.loc)
    with session(target=m0.attrs.get("nv_tileaa.target_spec")) as memo:
        assert lang0.check(m0) == ()
        assert lang1.check(m1) == ()
        assert lang1.check(again) == ()
        # the verifier's own verdict (a false SSA failure would be explained away by the reference phases)
        top = memo.last
        assert top is not None and top.obj is again.ops and not top.bad and not top.free



@pytest.mark.parametrize("name", ["gemm_sm90", "gemm_sm100"])
def test_the_resolutions_intervals_are_the_graphs(name: str) -> None:
    """``resolve_all`` numbers the dominator tree's preorder intervals on its walk (what ``resolve_changed``
    reads for dominance): every graph of a compile's session has the intervals ``Graph.intervals`` makes."""
    staged = example_stages(name)
    seen = 0
    with session(target=staged[0][1].attrs.get("nv_tileaa.target_spec")) as memo:
        for lang, m in staged:
            assert lang.check(m) == ()
            for w in list(memo.graphs.values()):
                g = w()
                if g is None or g.pre is None:
                    continue
                pre, last = g.pre, g.last
                g.pre = g.last = None
                assert g.intervals() == (pre, last)
                seen += 1
    assert seen
