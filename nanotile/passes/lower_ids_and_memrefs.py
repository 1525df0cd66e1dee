"""lower_ids_and_memrefs: agents -> ids (spec 000, ConvertTileASToLLVM: ids and memory views).

    nv_tileaa.get_program_id  -> nvvm.read.ptx.sreg.ctaid.{x,y,z}
    nv_tileas.get_warpgroup_id -> (%tid - first thread of the agent) >> 7   (/ 128)
    nv_tileaa.make_memref     -> memref descriptor struct (undef + insertvalue chain:
                                 allocated and aligned pointer, offset 0, sizes, row-major strides);
                                 nothing where no op reads the memref (what dce makes of the chain)
    nv_tileas.alloc_tensor    -> @global_smem + smem_offset (inside an agent of several warpgroups,
                                 + its warpgroup index x the tile's stride: one tile each)
"""

from __future__ import annotations

from typing import Any, assert_never

from ..ir.core import Module, Value, op_operands, walk
from ..ir.types import I64, LLVMStructType
from ..languages import agents as G
from ..languages import ids as I
from ..languages import llvm as LL
from ..languages import tileas as A
from ..languages.structured import ScfFor, ScfIf
from ..lowering.conversion import Lowering, Threads, lower_functions
from ..lowering.tiles import alloc_stride
from .lower_mbarriers import smem_offset


REWRITES: frozenset[type] = frozenset({A.GetProgramId, A.GetWarpgroupId, A.MakeMemref, A.AllocTensor})
"""The classes ``_rule`` rewrites (its arms); it returns every other op as it is, its regions lowered."""


def lower_ids_and_memrefs(m: Module[G.Op]) -> Module[I.Op]:
    read = _names_read(m)

    def rule(op: G.Op, low: Lowering[G.Op, I.Op], threads: Threads) -> tuple[I.Op, ...] | None:
        return _rule(op, low, threads, read)

    return lower_functions(m, rule, "i", rewrites=REWRITES, memo=True, dominating=True)


def _names_read(m: Module[G.Op]) -> frozenset[str]:
    """Every value name an op of ``m`` (nested ops included) reads as an operand, where ``m`` holds a
    make_memref (else empty: nothing asks).  A name is function-local; the set over the whole module
    may keep a memref another function's value of the same name reads, never drop one that is read."""
    ops = walk(m.ops)
    if not any(type(op) is A.MakeMemref for op in ops):
        return frozenset()
    return frozenset(v.name for op in ops for v in op_operands(op))


def _rule(op: G.Op, low: Lowering[G.Op, I.Op], threads: Threads,
          read: frozenset[str]) -> tuple[I.Op, ...] | None:
    if I.is_passthrough_for_lower_ids_and_memrefs(op):
        return (op,)
    e = low.block_emitter(op.loc)   # (every arm returns its ops first, in order)
    conv = low.conv
    match op:
        case A.GetProgramId():
            cls = (LL.BlockIdX, LL.BlockIdY, LL.BlockIdZ)[op.dim]
            e.add(cls(op.result, op.loc))
        case A.GetWarpgroupId():
            tid = conv.thread_index()
            local = e.isub(tid, e.const(threads.first)) if threads.first else tid
            e.add(LL.LShr(op.result, local, e.const(7), op.loc))   # / 128, as fold has it
        case A.MakeMemref():
            t = conv.tc.convert(op.result.type)
            assert isinstance(t, LLVMStructType)
            base = conv.get(e, op.base)
            sizes = [e.sext(conv.get(e, s), I64) for s in op.sizes]
            one = e.const(1, I64)
            strides: list[Value] = [one]
            for s in reversed(sizes[1:]):
                if strides[0] is one:   # 1 * s is s, as fold has it (its name taken all the same)
                    e.fresh.name("t")
                    strides.insert(0, s)
                else:
                    strides.insert(0, e.imul(strides[0], s))
            if op.result.name not in read:
                # An unread view: its chain would live until dce took it out.  Its fields' values are
                # built as before (a later op may reuse one: the op order, so the PTX, stays the same).
                e.const(0, I64)
                return tuple(e.ops)
            d = e.undef(t)
            d = e.insert(d, base, 0)
            d = e.insert(d, base, 1)
            d = e.insert(d, e.const(0, I64), 2)
            for i, s in enumerate(sizes):
                d = e.insert_at(d, s, (3, i))
            for i, s in enumerate(strides):
                d = e.insert_at(d, s, (4, i))
            conv.define(e, op.result, d)
        case A.AllocTensor():
            addr = e.gep_bytes(conv.arena(op.loc), smem_offset(op.smem_offset, op.loc))
            if threads.inside and threads.hi - threads.lo > 128:
                tid = conv.thread_index()
                local = e.isub(tid, e.const(threads.first)) if threads.first else tid
                addr = e.gep_bytes(addr, e.mul_c(e.lshr(local, e.const(7)), alloc_stride(op.result.type)))
            conv.define(e, op.result, addr)
        case LL.LLVMFunc() | A.ProducerWrite() | A.ConsumerRead() | ScfFor() | ScfIf():
            return (low.rebuilt(op, threads),)
        case _:
            assert_never(op)
    return tuple(e.ops)
