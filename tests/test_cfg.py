"""ir/cfg: immediate dominators against the classic data-flow dominator sets, on random control-flow
graphs; and the memo by graph (regions with the same graph share one computation, a different graph
gets its own)."""

from __future__ import annotations

import random
from typing import Any

from nanotile.ir import cfg
from nanotile.ir.core import Block, Region, Successor, Value
from nanotile.ir.types import I1
from nanotile.languages import llvm as LL

COND = Value("c", I1)


def _region(succs: list[list[int]]) -> Region[Any]:
    """Blocks bb0..bbN-1, each ending in a return (no successor), a br (one) or a cond_br (two)."""
    blocks = []
    for i, out in enumerate(succs):
        term: Any
        if not out:
            term = LL.LLVMReturn(())
        elif len(out) == 1:
            term = LL.Br(Successor(f"bb{out[0]}"))
        else:
            term = LL.CondBr(COND, Successor(f"bb{out[0]}"), Successor(f"bb{out[1]}"))
        blocks.append(Block(f"bb{i}", (), (term,)))
    return Region(tuple(blocks))


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
