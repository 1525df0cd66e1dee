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

    Built from ``immediate_dominators`` (near-linear); children are in block order.
    """
    idom = immediate_dominators(r)
    children: list[list[int]] = [[] for _ in r.blocks]
    for i in range(1, len(r.blocks)):
        d = idom[i]
        if d is not None:
            children[d].append(i)
    reached = {0} | {i for i in range(1, len(r.blocks)) if idom[i] is not None} if r.blocks else set()
    return children, reached


def immediate_dominators(r: Region[Any]) -> list[int | None]:
    """Each block's immediate dominator (the entry's is itself; an unreachable block's is None).

    Cooper, Harvey and Kennedy's "A Simple, Fast Dominance Algorithm" over a
    reverse postorder computed with an explicit stack: near-linear in the
    number of blocks and edges, with no recursion, whatever the region's size.
    """
    n = len(r.blocks)
    if n == 0:
        return []
    labels = {b.label: i for i, b in enumerate(r.blocks)}
    succs: list[list[int]] = []
    for b in r.blocks:
        targets = [labels.get(s.label) for s in op_successors(b.ops[-1])] if b.ops else []
        succs.append([t for t in targets if t is not None])
    # reverse postorder from the entry
    post: list[int] = []
    seen = [False] * n
    seen[0] = True
    stack: list[tuple[int, int]] = [(0, 0)]
    while stack:
        node, k = stack[-1]
        if k < len(succs[node]):
            stack[-1] = (node, k + 1)
            nxt = succs[node][k]
            if not seen[nxt]:
                seen[nxt] = True
                stack.append((nxt, 0))
        else:
            stack.pop()
            post.append(node)
    order = {v: k for k, v in enumerate(post)}  # postorder number
    preds: list[list[int]] = [[] for _ in range(n)]
    for i in post:
        for s in succs[i]:
            preds[s].append(i)
    idom: list[int] = [-1] * n  # -1: not yet known (unreachable blocks stay so)
    idom[0] = 0
    rpo = post[::-1]
    changed = True
    while changed:
        changed = False
        for v in rpo[1:]:
            new = -1
            for p in preds[v]:
                if idom[p] < 0:
                    continue
                if new < 0:
                    new = p
                    continue
                x, y = p, new
                while x != y:
                    while order[x] < order[y]:
                        x = idom[x]
                    while order[y] < order[x]:
                        y = idom[y]
                new = x
            if new >= 0 and idom[v] != new:
                idom[v] = new
                changed = True
    return [d if d >= 0 else None for d in idom]
