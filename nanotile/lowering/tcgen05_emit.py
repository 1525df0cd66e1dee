"""Emission helpers of the tcgen05 lowering (``passes/lower_tcgen05``): the pass keeps its rewrite arms,
the plumbing they share lives here.

* ``asm``: one ``llvm.inline_asm`` (the tcgen05 PTX the NVVM dialect of LLVM 19 lacks; the llvm
  checker accepts exactly the texts ``lowering.tcgen05.inline_asm_form`` knows);
* ``carried`` / ``carry_out``: TMEM tiles crossing regions (scf results, block arguments, stage
  yields) travel as their ``!llvm.ptr<6>`` address;
* the allocation's shared slot, warp 0 guards, the column count of a tile;
* ``lane_offset`` / ``agent_threads``: which TMEM lanes a warp reaches (PTX ISA 9.7.16.8.1: warp
  ``w`` of a warpgroup accesses lanes ``32 * (w % 4) ..``), and the four-warp agents that cover them;
* ``start_field``: the 14-bit start-address field of an sm_100 shared-memory descriptor.
"""

from __future__ import annotations

from typing import Any, Sequence

from ..ir.attributes import IntegerAttr
from ..ir.core import Value
from ..ir.diagnostics import error
from ..ir.types import F32, I1, I64, LLVMPointerType, TensorType, Type
from ..languages import llvm as LL
from ..languages import tileas as A
from ..languages import tileas_tmem as D
from .conversion import Conversion, GuardOp, Threads, if_then
from .emit import Emitter
from .type_converter import is_tmem
from . import tcgen05 as U

ICmpP = LL.ICmpPredicate
TMEM_PTR = LLVMPointerType(6)


def asm(e: Emitter[GuardOp], text: str, inputs: tuple[Value, ...] = (), constraints: str = "",
        results: tuple[Value, ...] = ()) -> None:
    e.add(LL.InlineAsm(results, inputs, text, constraints, True, e.loc))


def regs(n: int, first: int) -> str:
    """``{$first, ..., $first+n-1}``: an inline-asm register vector."""
    return "{" + ", ".join(f"${first + i}" for i in range(n)) + "}"


def true_attr() -> IntegerAttr:
    return IntegerAttr(1, I1)


# -- carrying TMEM tiles through regions -------------------------------------------------------


def carried(conv: Conversion, e: Emitter[GuardOp], v: Value) -> Value:
    return conv.get(e, v) if is_tmem(v.type) else v


def carry_out(conv: Conversion, vals: tuple[Value, ...], loc: Any) -> tuple[tuple[Value, ...], tuple[Any, ...]]:
    return conv.retype(vals, tuple(TMEM_PTR if is_tmem(v.type) else v.type for v in vals), loc)


# -- allocation -------------------------------------------------------------------------------


def columns(t: Type) -> int:
    assert isinstance(t, TensorType)
    return U.alloc_columns(t.shape[1])


def slot(op: A.AllocTmem, conv: Conversion, e: Emitter[GuardOp]) -> Value:
    if op.smem_offset is None:
        raise error(op.loc, f"'{op.NAME}' has no shared-memory slot (synthesize_global_smem did not run)")
    return e.gep_bytes(conv.arena(op.loc), op.smem_offset)


def warp0(conv: Conversion, e: Emitter[GuardOp], ops: Sequence[GuardOp]) -> None:
    in_warp0 = e.icmp(ICmpP.ULT, conv.thread_index(), e.const(32))
    e.add(if_then(in_warp0, tuple(ops), e.loc))


# -- descriptors ------------------------------------------------------------------------------


def start_field(e: Emitter[GuardOp], addr: Value) -> Value:
    a = e.ptrtoint(addr, I64)
    return e.lshr(e.and_(a, e.const(0x3FFFF, I64)), e.const(4, I64))


# -- which lanes a warp reaches -----------------------------------------------------------------


def lane_offset(conv: Conversion, e: Emitter[GuardOp]) -> Value:
    """``(32 * (warp % 4)) << 16``: the first TMEM lane this thread's warp may access."""
    warp = e.udiv(conv.thread_index(), e.const(32))
    return e.shl(e.mul_c(e.urem(warp, e.const(4)), 32), e.const(16))


def agent_threads(op: D.TmemLoad | D.TmemStore | D.LdMatrix | D.StMatrix, threads: Threads) -> int:
    n = threads.hi - threads.lo
    if n != 128 or threads.lo % 128:
        raise error(op.loc, f"'{op.NAME}' runs on four warps whose lane quarters cover the 128 TMEM lanes "
                            f"(threads [{threads.lo}, {threads.hi}) here)")
    return n


def constraint(t: Type) -> str:
    """The inline-asm register class of a 32-bit tile element: ``f`` for f32, ``r`` otherwise."""
    return "f" if t == F32 else "r"


# -- ldmatrix / stmatrix addresses ---------------------------------------------------------------


def matrix_lane_part(conv: Conversion, e: Emitter[GuardOp], row_bytes: int, n: int) -> Value:
    """The thread-dependent part of the row address lane ``l`` of warp ``w`` gives an ``.x{n}``
    ``ldmatrix``/``stmatrix`` of a ``16x128b`` tile (``tcgen05.matrix_groups``): row
    ``32 (w % 4) + 8 ((l / 8) % 2) + l % 8`` of the tile, plus 16 bytes when ``l / 16`` is 1 in an
    ``.x4`` (its matrices 2 and 3 are the next 16-byte column block)."""
    tid = conv.thread_index()
    lane = e.urem(tid, e.const(32))
    quarter = e.urem(e.udiv(tid, e.const(32)), e.const(4))
    half = e.and_(e.lshr(lane, e.const(3)), e.const(1))
    row = e.iadd(e.iadd(e.mul_c(quarter, 32), e.mul_c(half, 8)), e.and_(lane, e.const(7)))
    part = e.mul_c(row, row_bytes)
    if n == 4:
        part = e.iadd(part, e.mul_c(e.lshr(lane, e.const(4)), 16))
    return part


def matrix_address(e: Emitter[GuardOp], base: Value, lane_part: Value, columns: int, row_bytes: int, swizzle: int,
                   first: int) -> Value:
    """The shared address this thread gives the ``ldmatrix``/``stmatrix`` moving registers ``first ..``:
    the group's static offset (its 16-row half ``s``, its 16-byte column block) added to the lane's
    part, then swizzled like the TMA wrote the tile (``tcgen05.swizzled``; tiles are 1024-aligned)."""
    s, r = divmod(first, columns // 2)
    off = e.add_c(lane_part, 16 * s * row_bytes + 16 * (r // 2))
    mask = U.SWIZZLE_BITS[swizzle]
    if mask:
        off = e.xor(off, e.and_(e.lshr(off, e.const(3)), e.const(mask)))
    return e.gep_bytes(base, off)
