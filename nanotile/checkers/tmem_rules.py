"""Per-op rules for tensor memory (sm_100a): ``alloc_tmem``, ``dealloc_tmem``, ``copy``, ``dot`` on TMEM,
and the legalized moves of ``tileas_tmem``.

Run from ``tileas_rules.op_rules``, so they hold in every tile-level
language where the ops occur:

* an ``alloc_tmem`` result is a tensor-memory tile: 128 rows (lanes),
  32-bit elements, at most 512 columns; a function's allocations fit the
  512 columns together (each rounded up to a power of two, at least 32);
* ``dealloc_tmem`` frees a tensor-memory tile;
* a ``copy``'s tags name where its operands live (the source's type, the
  result's type); a copy into memory (tmem, shared) names its destination
  tile, of the result's type; a copy into registers has none;
* a ``dot`` whose accumulator is in tensor memory has atom ``umma``, shared
  operands, and returns the accumulator's type; a ``umma`` dot's
  accumulator is in tensor memory;
* a stage read by a ``umma`` dot is released with ``{umma}`` (a ``tcgen05.commit``
  onto its empty barrier, so ``consumer_arrivals`` is 1), and only such a stage;
* ``tmem_load`` / ``tmem_store`` / ``ldmatrix`` / ``stmatrix`` move between
  the spaces their names say, ``shape`` / ``num`` covering the tile.
"""

from __future__ import annotations

from typing import Any, Iterator

from ..ir.core import walk
from ..ir.diagnostics import Diagnostic
from ..ir.types import TensorType, Type
from ..languages import tileas as L
from ..languages import tileas_tmem as D
from ..lowering import tcgen05 as T
from .verifier import for_ops, walked

_MEMORY = (L.MemorySpace.TMEM, L.MemorySpace.SHARED)


@for_ops(L.AllocTmem, L.DeallocTmem, L.Copy, L.Dot, D.TmemLoad, D.TmemStore, D.LdMatrix, D.StMatrix, L.TileFunc)
def tmem_rules(op: Any) -> Iterator[Diagnostic]:
    match op:
        case L.AllocTmem():
            msg = T.tmem_tile_error(op.result.type)
            if msg is not None:
                yield Diagnostic(op.loc, f"'{op.NAME}' result: {msg}")
        case L.DeallocTmem():
            if not T.is_tmem(op.tile.type):
                yield Diagnostic(op.loc, f"'{op.NAME}' frees a tensor-memory tile, got {op.tile.type}")
        case L.Copy():
            yield from _copy(op)
        case L.Dot():
            yield from _dot(op)
        case D.TmemLoad():
            yield from _move(op, op.tile.type, op.result.type, L.MemorySpace.TMEM, L.MemorySpace.GENERIC)
        case D.TmemStore():
            yield from _move(op, op.value.type, op.dest.type, L.MemorySpace.GENERIC, L.MemorySpace.TMEM)
        case D.LdMatrix():
            yield from _move(op, op.source.type, op.result.type, L.MemorySpace.SHARED, L.MemorySpace.GENERIC)
        case D.StMatrix():
            yield from _move(op, op.value.type, op.dest.type, L.MemorySpace.GENERIC, L.MemorySpace.SHARED)
        case L.TileFunc():
            yield from _columns(op)
            yield from _umma_releases(op)
        case _:
            pass


def _space(t: Type) -> str:
    s = T.memory_space_of(t)
    return s.value if s is not None else "no memory space"


def _copy(op: L.Copy) -> Iterator[Diagnostic]:
    for tag, v, end in ((op.src_space, op.source, "source"), (op.dst_space, op.result, "result")):
        if T.memory_space_of(v.type) is not tag:
            yield Diagnostic(op.loc, f"'{op.NAME}' {end} {v.type} is in {_space(v.type)}, "
                                     f"but its tag says {tag.value} ({tag.code})")
            return
    if (op.dest is not None) != (op.dst_space in _MEMORY):
        yield Diagnostic(op.loc, f"'{op.NAME}' into {op.dst_space.value} "
                                 + ("names its destination tile" if op.dst_space in _MEMORY
                                    else "takes no destination operand"))
    elif op.dest is not None and op.dest.type != op.result.type:
        yield Diagnostic(op.loc, f"'{op.NAME}' result {op.result.type} is not its destination's type "
                                 f"{op.dest.type}")


def _dot(op: L.Dot) -> Iterator[Diagnostic]:
    on_tmem = T.is_tmem(op.acc.type) or T.is_tmem(op.result.type)
    if on_tmem != (op.atom is L.Atom.UMMA):
        yield Diagnostic(op.loc, f"'{op.NAME}' with atom {op.atom.value} needs a "
                                 + ("tensor-memory" if op.atom is L.Atom.UMMA else "register")
                                 + f" accumulator, got {op.acc.type}")
        return
    if not on_tmem:
        return
    msg = T.tmem_tile_error(op.acc.type)
    if msg is not None:
        yield Diagnostic(op.loc, f"'{op.NAME}' accumulator: {msg}")
    elif op.result.type != op.acc.type:
        yield Diagnostic(op.loc, f"'{op.NAME}' result {op.result.type} is not its accumulator's type "
                                 f"{op.acc.type}")
    elif any(T.memory_space_of(v.type) is not L.MemorySpace.SHARED for v in (op.lhs, op.rhs)):
        yield Diagnostic(op.loc, f"'{op.NAME}' with atom umma reads both operands from shared memory")


def _move(op: Any, src: Type, dst: Type, want_src: L.MemorySpace, want_dst: L.MemorySpace) -> Iterator[Diagnostic]:
    if T.memory_space_of(src) is not want_src or T.memory_space_of(dst) is not want_dst or \
            not T.same_tile(src, dst) or not T.same_tile(src, op.result.type):
        yield Diagnostic(op.loc, f"'{op.NAME}' moves a tile from {want_src.value} to {want_dst.value}, "
                                 f"got {src} -> {dst}")
        return
    layout = T.register_layout(dst if want_dst is L.MemorySpace.GENERIC else src)
    if isinstance(op, (D.TmemLoad, D.TmemStore)):
        tmem = src if want_src is L.MemorySpace.TMEM else dst
        cols = tmem.shape[1] if isinstance(tmem, TensorType) else 0
        want = {D.LdStShape.SHAPE_32X32B: T.LAYOUT_32X32B, D.LdStShape.SHAPE_16X128B: T.LAYOUT_16X128B}[op.shape]
        if layout != want or T.num_for(want, cols) != op.num:
            yield Diagnostic(op.loc, f"'{op.NAME}' .{op.shape.ptx}.x{op.num} does not move a {tmem} "
                                     f"in layout {layout}")
    elif layout != T.LAYOUT_16X128B:
        yield Diagnostic(op.loc, f"'{op.NAME}' registers are in layout {T.LAYOUT_16X128B}, got {layout}")


def _columns(f: L.TileFunc[Any]) -> Iterator[Diagnostic]:
    total = 0
    for o in walked(f.body.blocks[0].ops) if f.body.blocks else ():
        t = o.result.type if isinstance(o, L.AllocTmem) else None
        if isinstance(t, TensorType) and T.tmem_tile_error(t) is None:
            total += T.alloc_columns(t.shape[1])
            if total > T.TMEM_COLUMNS:
                yield Diagnostic(o.loc, f"tensor memory allocations need {total} columns; a CTA has "
                                        f"{T.TMEM_COLUMNS}")
                return


def _umma_releases(f: L.TileFunc[Any]) -> Iterator[Diagnostic]:
    ops = walked(f.body.blocks[0].ops) if f.body.blocks else ()    # (every op of the entry, nested too)
    umma_tokens = {o.token.name for o in ops if isinstance(o, L.ConsumerRead)
                   and any(isinstance(d, L.Dot) and d.atom is L.Atom.UMMA for d in walk(o.body.blocks[0].ops
                                                                                         if o.body.blocks else ()))}
    for o in ops:
        if isinstance(o, L.ConsumerRelease) and o.umma != (o.token.name in umma_tokens):
            yield Diagnostic(o.loc, f"'{o.NAME}' of a stage read by tcgen05.mma is a {{umma}} release "
                                    "(a tcgen05.commit onto the empty barrier), and only such a stage's")
    waits = {o.result.name: o.pipeline.name for o in ops if isinstance(o, L.ConsumerWait)}
    committed = {waits.get(o.token.name) for o in ops if isinstance(o, L.ConsumerRelease) and o.umma}
    for o in ops:
        if isinstance(o, L.CreatePipeline) and o.result.name in committed and o.consumer_arrivals != 1:
            yield Diagnostic(o.loc, f"'{o.NAME}' released by tcgen05.commit takes 1 consumer arrival, "
                                    f"got {o.consumer_arrivals}")
