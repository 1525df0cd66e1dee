"""lowering/dominance: the dominator-tree walk cse and fold make, remembered per graph, is the walk
they made over ``ir.cfg.dominator_tree`` (their fresh names and what they keep depend on its order)."""

from __future__ import annotations

import random
from typing import Any

import pytest

from conftest import branch_region as _region, stage_inputs

from nanotile.ir import cfg
from nanotile.ir.core import Block, Region
from nanotile.languages import llvm as LL
from nanotile.lowering.dominance import dominator_walk


def _stack_walk(r: Region[Any]) -> tuple[list[int], list[int]]:
    """What cse walked before: children pushed on a stack, each block's closing below them."""
    children, reached = cfg.dominator_tree(r)
    events: list[int] = []
    stack = [0]
    while stack:
        i = stack.pop()
        events.append(i)
        if i >= 0:
            stack.append(~i)
            stack.extend(children[i])
    return events, [i for i in range(len(r.blocks)) if i not in reached]




@pytest.mark.interpreted("holds the remembered walk (a fixed-length tuple, which compiled code boxes anew) to identity")
def test_the_walk_is_the_stack_walk_of_the_dominator_tree() -> None:
    rng = random.Random(7)
    regions = [_region([rng.sample(range(n), min(n, rng.choice((0, 1, 2, 2)))) for _ in range(n)])
               for n in (1, 2, 5, 20, 60) for _ in range(8)]   # many with blocks the entry does not reach
    for example in ("gemm_sm90", "gemm_sm100"):
        m = stage_inputs(example)["cse"]
        regions += [f.body for f in m.ops if isinstance(f, LL.LLVMFunc)]
    unreached = 0
    for r in regions:
        events, order, rest = dominator_walk(r)
        want, want_rest = _stack_walk(r)
        assert list(events) == want and list(rest) == want_rest
        assert list(order) == [i for i in want if i >= 0]
        assert dominator_walk(r) is dominator_walk(_region_copy(r))   # remembered by graph
        unreached += bool(rest)
    assert unreached


def _region_copy(r: Region[Any]) -> Region[Any]:
    return Region(tuple(Block(b.label, b.args, b.ops) for b in r.blocks))
