"""The dominator-tree walk of a function body that the clean-up passes (cse, fold) make, remembered
per graph: they run three times per compile on bodies of one control-flow graph, and a compile of
the same kernel meets the same graph again."""

from __future__ import annotations

from typing import Any

from ..ir.cfg import immediate_dominators
from ..ir.core import Region

Walk = tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...]]


def dominator_walk(r: Region[Any]) -> Walk:
    """(``events``: the blocks the entry reaches in the order of a depth-first walk of the dominator
    tree (a stack: a block, then its children pushed in block order, so popped last first), each block
    ``i``'s subtree closed by ``~i`` once done; ``order``: the same without the closings; the blocks
    the entry does not reach, in block order).  The order is ``ir.cfg.dominator_tree``'s children
    popped from a stack, as cse and fold walked them (their fresh names depend on it)."""
    idom = tuple(immediate_dominators(r))
    got = _WALKS.get(idom)
    if got is None:
        n = len(idom)
        children: list[list[int]] = [[] for _ in range(n)]
        unreached: list[int] = []
        for i in range(1, n):
            d = idom[i]
            if d is None:
                unreached.append(i)
            else:
                children[d].append(i)
        events: list[int] = []
        stack = [0] if n else []
        while stack:
            i = stack.pop()
            events.append(i)
            if i >= 0:
                stack.append(~i)
                stack.extend(children[i])
        got = (tuple(events), tuple(i for i in events if i >= 0), tuple(unreached))
        if len(_WALKS) >= _LIMIT:
            del _WALKS[next(iter(_WALKS))]   # the oldest
        _WALKS[idom] = got
    return got


_WALKS: dict[tuple[int | None, ...], Walk] = {}
_LIMIT = 8
