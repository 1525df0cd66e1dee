"""WRONG: a dispatch over TMA ops forgets one of them; assert_never makes mypy say so."""

from __future__ import annotations

from typing import TypeAlias

from typing_extensions import assert_never

from nanotile.languages import tileas_tma as B

TmaOnly: TypeAlias = B.MakeTiledTmaDesc | B.AsyncTiledTmaLoad | B.AsyncTiledTmaStore


def tma_index(op: TmaOnly) -> int:
    match op:
        case B.AsyncTiledTmaLoad() | B.AsyncTiledTmaStore():
            return op.tma_idx
        case _:
            assert_never(op)  # expect-error: arg-type
