"""Generic control-flow analyses over a region's blocks: successors, predecessors, dominators."""

from __future__ import annotations

from typing import Any

from .core import Region, op_successors


def predecessors(r: Region[Any]) -> list[set[int]]:
    """For each block (by index), the indices of the blocks that branch to it."""
    labels = {b.label: i for i, b in enumerate(r.blocks)}
    preds: list[set[int]] = [set() for _ in r.blocks]
    for i, b in enumerate(r.blocks):
        if b.ops:
            for s in op_successors(b.ops[-1]):
                preds[labels[s.label]].add(i)
    return preds


def dominators(r: Region[Any]) -> list[set[int]]:
    """Dominator sets by the classic iterative data-flow; unreachable blocks dominate themselves only."""
    n = len(r.blocks)
    preds = predecessors(r)
    everything = set(range(n))
    doms = [{0}] + [set(everything) for _ in range(n - 1)]
    changed = True
    while changed:
        changed = False
        for i in range(1, n):
            ps = [doms[p] for p in preds[i]]
            new = (set.intersection(*ps) if ps else set()) | {i}
            if new != doms[i]:
                doms[i] = new
                changed = True
    return doms


def dominator_tree(r: Region[Any]) -> tuple[list[list[int]], set[int]]:
    """(children of each block in the dominator tree, the blocks the entry reaches).

    A block's immediate dominator is its strict dominator that is itself
    dominated by all the others.
    """
    doms = dominators(r)
    children: list[list[int]] = [[] for _ in r.blocks]
    for i in range(1, len(r.blocks)):
        if 0 in doms[i]:
            children[max(doms[i] - {i}, key=lambda d: len(doms[d]))].append(i)
    reached = {0} | {i for i in range(1, len(r.blocks)) if 0 in doms[i]}
    return children, reached
