"""WRONG: a tileas_tma -> tileas_abi pass lets a make_tiled_tma_desc (not in tileas_abi) through."""

from __future__ import annotations

from nanotile.ir.core import Module
from nanotile.languages import tileas_abi as C
from nanotile.languages import tileas_tma as B


def keep_descriptors(m: Module[B.Op]) -> Module[C.Op]:
    out: list[C.Op] = []
    for op in m.ops:
        if isinstance(op, B.MakeTiledTmaDesc):
            out.append(op)  # expect-error: arg-type
    return Module(tuple(out), m.attrs, m.loc)
