"""ir/cfg: immediate dominators against the classic data-flow dominator sets, on random control-flow
graphs; and the memo by graph (regions with the same graph share one computation, a different graph
gets its own)."""

from __future__ import annotations

import random

import pytest

from conftest import branch_region as _region, stage_inputs

from nanotile.ir import cfg
from nanotile.languages import llvm as LL


def _random_graph(rng: random.Random, n: int) -> list[list[int]]:
    return [rng.sample(range(n), min(n, rng.choice((0, 1, 2, 2)))) for _ in range(n)]


def _idom_from_sets(succs: list[list[int]]) -> list[int | None]:
    """The reference: dominator sets by the iterative data-flow over the blocks the entry reaches,
    then each block's immediate dominator, the strict dominator that all the others dominate."""
    n = len(succs)
    reached = {0}
    todo = [0]
    while todo:
        for j in succs[todo.pop()]:
            if j not in reached:
                reached.add(j)
                todo.append(j)
    preds: list[set[int]] = [set() for _ in range(n)]
    for i in reached:
        for j in succs[i]:
            preds[j].add(i)
    doms = [{0} if i == 0 else set(reached) for i in range(n)]
    changed = True
    while changed:
        changed = False
        for i in sorted(reached - {0}):
            new = set.intersection(*(doms[p] for p in preds[i])) | {i}
            if new != doms[i]:
                doms[i], changed = new, True
    out: list[int | None] = []
    for i in range(n):
        if i == 0:
            out.append(0)
        elif i not in reached:
            out.append(None)
        else:
            strict = doms[i] - {i}
            out.append(next(x for x in strict if strict <= doms[x]))
    return out


def test_immediate_dominators_agree_with_dominator_sets() -> None:
    rng = random.Random(14)
    for _ in range(300):
        g = _random_graph(rng, rng.randint(1, 12))
        assert cfg.immediate_dominators(_region(g)) == _idom_from_sets(g)


def test_one_computation_per_graph() -> None:
    rng = random.Random(7)
    g = _random_graph(rng, 40)
    a, b = _region(g), _region(g)              # two regions, one graph
    before = len(cfg._IDOM_BY_GRAPH)
    assert cfg.immediate_dominators(a) == cfg.immediate_dominators(b) == _idom_from_sets(g)
    assert len(cfg._IDOM_BY_GRAPH) == before + 1 or len(cfg._IDOM_BY_GRAPH) == cfg._IDOM_MEMO_LIMIT
    other = [list(s) for s in g]
    other[0] = [39]                            # the entry now jumps to the last block only
    c = _region(other)
    assert cfg.immediate_dominators(c) == _idom_from_sets(other) != cfg.immediate_dominators(a)



@pytest.mark.parametrize("example", ["vector_add", "tma_copy", "gemm_sm90", "gemm_sm100"])
def test_same_graph_hands_on_the_dominators_of_an_equal_graph(example: str) -> None:
    """cse and fold tell the memo that their new body has their input's graph (``cfg.same_graph``):
    where they build a new body on an example, what the memo then holds for it is what reading its
    graph computes, and it is the input body's.  (On gemm_sm90 neither builds a new body any more: the
    lowerings build what cse and fold made of their ops; gemm_sm100's cse still does.)"""
    from nanotile.passes.cse import cse
    from nanotile.passes.fold import fold

    m = stage_inputs(example)["cse"]
    checked = 0
    for run in (cse, fold, cse):
        out = run(m)
        for f, g in zip(m.ops, out.ops):
            if isinstance(f, LL.LLVMFunc) and isinstance(g, LL.LLVMFunc) and g.body is not f.body:
                hit = cfg.remembered(g.body)
                assert hit is not None
                assert list(hit) == cfg._immediate_dominators(cfg._successors(g.body)) \
                    == cfg._immediate_dominators(cfg._successors(f.body))
                checked += 1
        m = out
    assert checked or example in ("vector_add", "tma_copy", "gemm_sm90")


def test_same_graph_remembers_only_what_it_knows() -> None:
    """An old region the memo does not hold hands on nothing (``new`` is then read as usual), and a
    region of another size is never matched to it."""
    rng = random.Random(3)
    g = _random_graph(rng, 20)
    old, new = _region(g), _region(g)
    cfg.same_graph(new, old)
    assert cfg.remembered(new) is None
    cfg.immediate_dominators(old)
    small = _region([[j for j in s if j < 10] for s in g[:10]])   # 10 blocks, not 20
    cfg.same_graph(small, old)
    assert cfg.remembered(small) is None
    cfg.same_graph(new, old)
    assert cfg.remembered(new) == cfg.remembered(old) == tuple(_idom_from_sets(g))
