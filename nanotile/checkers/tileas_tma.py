"""Checker for ``tileas_tma``: the ``tileas`` rules, plus what the TMA pass guarantees.

* no ``tiled_load`` / ``tiled_store`` with a TMA atom remains;
* every ``async.tiled_tma_load`` waits on an ``!nv_tileas.mbarrier`` or a
  producer token, and its ``tx_count`` equals its tile's bytes;
* ``tmaIdx`` values of a function are 0, 1, ... each used once.
"""

from __future__ import annotations

from typing import Any, Iterator

from ..ir.core import Module, walk
from ..ir.diagnostics import Diagnostic
from ..ir.types import DialectType, TensorType
from ..languages import tileas as A
from ..languages import tileas_tma as B
from ..passes.common import tile_bytes
from . import tileas as tileas_checker
from .common import check_language


def rules(op: Any) -> Iterator[Diagnostic]:
    yield from tileas_checker.rules(op)
    match op:
        case A.TiledLoad() | A.TiledStore() if op.atom.is_tma:
            yield Diagnostic(op.loc, f"'{op.NAME}' with a TMA atom survived lower_tma_load_store_to_async")
        case B.AsyncTiledTmaLoad():
            t = op.mbarrier.type
            if not (isinstance(t, DialectType) and t.dialect == "nv_tileas"
                    and t.name in ("mbarrier", "producer_token")):
                yield Diagnostic(op.loc, f"async.tiled_tma_load must wait on an mbarrier or producer token, got {t}")
            if isinstance(op.result.type, TensorType) and op.tx_count != tile_bytes(op.result.type):
                yield Diagnostic(op.loc, f"tx_count {op.tx_count} does not match the tile's "
                                         f"{tile_bytes(op.result.type)} bytes")
        case A.TileFunc():
            idxs = sorted(o.tma_idx for o in walk((op,)) if isinstance(o, B.MakeTiledTmaDesc))
            if idxs != list(range(len(idxs))):
                yield Diagnostic(op.loc, f"tmaIdx values {idxs} are not 0..{len(idxs) - 1}, each once")
        case _:
            pass


def check(m: Module[Any]) -> tuple[Diagnostic, ...]:
    return check_language(m, B.OPS, "tileas_tma", rules)
