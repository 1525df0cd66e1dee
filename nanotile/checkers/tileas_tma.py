"""Checker for ``tileas_tma``: the ``tileas`` rules, plus what the TMA pass guarantees.

* no ``tiled_load`` / ``tiled_store`` with a TMA atom remains;
* every ``async.tiled_tma_load`` waits on an ``!nv_tileas.mbarrier`` or a
  producer token, and its ``tx_count`` equals its tile's bytes;
* ``tmaIdx`` values of a function are 0, 1, ... each used once.

The TMA descriptor verifiers of spec 002, where nanotile has the concept:

* ``make_tiled_tma_desc``: the box is the whole tile (nanotile's TMA
  partition is one box per tile), so a box of more than 5 dimensions or a
  dimension above 256 elements is "unable to partition input tensors for
  TMA"; the innermost box dimension (CUDA's ``boxDims[0]``) times the
  element width is a multiple of 16 bytes ("tma boxDims[0] *
  elemTypeBitWidth is not a multiple of 16 bytes"); ``mode`` is one of
  the spec's load modes (``tiled``, ``im2col``, ``im2col_at``, ``tiled_at``,
  ``gather4``), else "unsupported tma load mode '" + the mode + "'"
  (the lowering then accepts ``tiled`` only, with its own message);
* ``async.tiled_tma_load`` / ``async.tiled_tma_store``: the shared-memory
  tile has a TMA swizzle (0, 32, 64 or 128 bytes) and, when swizzled, rows
  no wider than the swizzle span ("smem layout is not TMA compatible");
* the atom-kind allow-lists run on ``tiled_load`` / ``tiled_store`` /
  ``tiled_atomic_rmw`` in ``tileas_rules`` (before this pass consumes them).

Out of scope, because nanotile has no such machinery (none is emitted):

* descriptors are host-built grid-constant kernel arguments, never device
  pointers:
  "expected tma descriptor pointer to have alignment at least ",
  "tma leading box-dim bit-width is not 16 bytes aligned";
* a copy atom has no box of its own (its box is the tile):
  "tmaBoxDim and atomBoxDim length mismatch",
  "tmaBoxDim and atomBoxDim mismatch",
  "tma box-dim and copy atom box-dim mismatch";
* views are row-major with unit element stride:
  "only support element_stride = 1 tma desc";
* no multicast:
  "mcast is not supported for TMA load with less than 128bytes per atom",
  " but the return TMA load type does not support multicast",
  "missing or invalid num_multicast for a multicast TMA load";
* descriptors carry no padding (lower_tma_load_store_to_async rejects a
  non-zero TMA padding first, with "TmaLoad only support zero padding now"):
  "padding value is not supported for TMA load with non-zero padding value";
* no TMA reductions or scatter4:
  "TmaReduceOp do not support SCATTER4 mode";
* no CuTe layouts:
  "failed to compute the TMA G-basis, got ",
  "Computed TMA layout is invalid, got ",
  "Failed to construct the TMA tensor type",
  "doesn't support composed layout for ".
"""

from __future__ import annotations

from typing import Any, Iterator

from ..ir.core import Module, walk
from ..ir.diagnostics import Diagnostic
from ..ir.types import DialectType, MemRefType, TensorType, Type, bit_width
from ..languages import tileas as A
from ..languages import tileas_tma as B
from ..lowering.tiles import smem_swizzle, tile_bytes
from . import tileas as tileas_checker
from .common import Rule, check_language, for_ops
from .verifier import walked_inside


def rules(op: Any) -> Iterator[Diagnostic]:
    for rule in RULES:
        yield from rule(op)


@for_ops(A.TiledLoad, A.TiledStore, B.AsyncTiledTmaLoad, B.MakeTiledTmaDesc, B.AsyncTiledTmaStore, A.TileFunc)
def tma_rules(op: Any) -> Iterator[Diagnostic]:
    """What the TMA pass guarantees, and the descriptor verifiers."""
    match op:
        case A.TiledLoad() | A.TiledStore() if op.atom.is_tma:
            yield Diagnostic(op.loc, f"'{op.NAME}' with a TMA atom survived lower_tma_load_store_to_async")
        case B.AsyncTiledTmaLoad():
            t = op.mbarrier.type
            if not (isinstance(t, DialectType) and t.dialect == "nv_tileas"
                    and t.name in ("mbarrier", "producer_token")):
                yield Diagnostic(op.loc, f"async.tiled_tma_load must wait on an mbarrier or producer token, got {t}")
            if not tma_compatible(op.result.type):
                yield Diagnostic(op.loc, "smem layout is not TMA compatible")
            elif isinstance(op.result.type, TensorType) and op.tx_count != tile_bytes(op.result.type):
                yield Diagnostic(op.loc, f"tx_count {op.tx_count} does not match the tile's "
                                         f"{tile_bytes(op.result.type)} bytes")
        case B.MakeTiledTmaDesc():
            msg = descriptor_error(op)
            if msg is not None:
                yield Diagnostic(op.loc, msg)
        case B.AsyncTiledTmaStore():
            if not tma_compatible(op.tile.type):
                yield Diagnostic(op.loc, "smem layout is not TMA compatible")
        case A.TileFunc():
            idxs = sorted(o.tma_idx for o in walked_inside(op) if isinstance(o, B.MakeTiledTmaDesc))
            if idxs != list(range(len(idxs))):
                yield Diagnostic(op.loc, f"tmaIdx values {idxs} are not 0..{len(idxs) - 1}, each once")
        case _:
            pass


RULES: tuple[Rule, ...] = tileas_checker.RULES + (tma_rules,)


TMA_SWIZZLES = (0, 32, 64, 128)
TMA_LOAD_MODES = ("tiled", "im2col", "im2col_at", "tiled_at", "gather4")
TMA_MAX_RANK = 5
TMA_MAX_BOX_DIM = 256


def descriptor_error(d: B.MakeTiledTmaDesc) -> str | None:
    """The spec-002 descriptor verifier, for what a nanotile descriptor records."""
    if not isinstance(d.view.type, MemRefType):
        return f"a TMA descriptor binds a memref view, got {d.view.type}"
    if not d.box or len(d.box) > TMA_MAX_RANK or not all(0 < n <= TMA_MAX_BOX_DIM for n in d.box):
        return "unable to partition input tensors for TMA"
    if d.box[-1] * bit_width(d.view.type.element) % 128:
        return "tma boxDims[0] * elemTypeBitWidth is not a multiple of 16 bytes"
    if d.mode not in TMA_LOAD_MODES:
        return "unsupported tma load mode '" + d.mode + "'"
    return None


def tma_compatible(t: Type) -> bool:
    """A shared-memory tile TMA can write: a TMA swizzle, rows within the swizzle span."""
    swizzle = smem_swizzle(t)
    if swizzle is None or swizzle not in TMA_SWIZZLES or not isinstance(t, TensorType) or not t.shape:
        return False
    row_bytes = t.shape[-1] * bit_width(t.element) // 8
    return swizzle == 0 or row_bytes <= swizzle


def check(m: Module[Any]) -> tuple[Diagnostic, ...]:
    return check_language(m, B.OPS, "tileas_tma", RULES)
