"""lower_wgmma: tcgen05 -> body (spec 000: shared-memory tiles and WGMMA, sm_90a).

    nv_tileas.extract_slice (shared tile) -> llvm.getelementptr on the tile's shared address
                                             (row-major byte offset of the slice origin)
    nv_tileas.dot (wgmma)                 -> nvvm.wgmma.fence.aligned,
                                             nvvm.wgmma.mma_async per k-step (16 for f16/bf16,
                                             32 for fp8: 32 bytes of each row)
                                             (descriptors: start address | high bits),
                                             nvvm.wgmma.commit.group.sync.aligned,
                                             nvvm.wgmma.wait.group.sync.aligned N
                                             (N = pipeline_depth, default 0; lower_register_tiles waits
                                             for 0 before an accumulator is read, lower_pipeline_tokens
                                             releases the stage N iterations later)

Operands are K-major shared tiles whose rows are exactly one swizzle wide
(or, with ``b_major = "mn"``, a K x N B whose rows along N are one swizzle
wide: the same descriptor, ``layoutB = row`` (transpose), and each k-step
advancing the start by 16 rows)
(see ``lowering.wgmma``); swizzled tiles are sliced by rows (multiples of 8).
"""

from __future__ import annotations

from typing import Any, assert_never

from ..ir.attributes import IntegerAttr
from ..ir.core import Module, Value
from ..ir.diagnostics import error
from ..ir.types import I64, IntegerType, TensorType, Type, bit_width
from ..languages import body as E
from ..languages import llvm as LL
from ..languages import tileas as A
from ..languages import tcgen05 as T
from ..languages.structured import Constant, ScfFor, ScfIf
from ..lowering import wgmma
from ..lowering.conversion import Conversion, Lowering, Threads, lower_functions
from ..lowering.emit import Emitter
from ..lowering.tiles import smem_swizzle


REWRITES: frozenset[type] = frozenset({A.ExtractSlice, A.Dot})
"""The classes ``_rule`` rewrites (its arms); it returns every other op as it is, its regions lowered."""


def lower_wgmma(m: Module[T.Op]) -> Module[E.Op]:
    return lower_functions(m, _rule, "w", rewrites=REWRITES, memo=True)


def _rule(op: T.Op, low: Lowering[T.Op, E.Op], threads: Threads) -> tuple[E.Op, ...] | None:
    if E.is_passthrough_for_lower_wgmma(op):
        return (op,)
    e = low.block_emitter(op.loc)   # (every arm returns its ops first, in order)
    match op:
        case A.ExtractSlice():
            _extract_slice(op, low.conv, e)
        case A.Dot():
            _dot(op, low.conv, e)
        case LL.LLVMFunc() | A.ProducerWrite() | A.ConsumerRead() | ScfFor() | ScfIf():
            return (low.rebuilt(op, threads),)
        case _:
            assert_never(op)
    return tuple(e.ops)


def _extract_slice(op: A.ExtractSlice, conv: Conversion, e: Emitter[E.Op]) -> None:
    src_t = op.source.type
    if smem_swizzle(src_t) is None or not isinstance(src_t, TensorType):
        raise error(op.loc, f"extract_slice of {src_t} is not supported (shared-memory tiles only)")
    elem_bytes = bit_width(src_t.element) // 8
    off: Value | None = None
    pitch = 1
    # the term of an offset that is the constant 0 is what fold makes of it: nothing (its multiply and add
    # not built, their names taken; the factor's constant built as before, which a later op may reuse),
    # unless every offset is 0 (then the gep's index is fold's constant 0)
    zero = [_zero(conv, o) for o in op.offsets]
    skip = not all(zero)
    started = False
    for o, d, z in zip(reversed(op.offsets), reversed(src_t.shape), reversed(zero)):
        m = pitch * elem_bytes
        pitch *= d
        if skip and z:
            if m != 1:
                e.const(m, _int(conv.get(e, o).type))
                e.fresh.name("t")
            if started:
                e.fresh.name("t")
            started = True
            continue
        term = e.mul_c(conv.get(e, o), m)
        if started and off is None:
            e.fresh.name("t")
        off = term if off is None else e.iadd(off, term)
        started = True
    base = conv.get(e, op.source)
    conv.define(e, op.result, e.gep_bytes(base, off if off is not None else 0))


def _dot(op: A.Dot, conv: Conversion, e: Emitter[E.Op]) -> None:
    a_t, b_t, acc_t = op.lhs.type, op.rhs.type, op.acc.type
    if op.atom is not A.Atom.WGMMA or not (isinstance(a_t, TensorType) and isinstance(b_t, TensorType)
                                             and isinstance(acc_t, TensorType)):
        raise error(op.loc, f"dot with atom {op.atom.value} is not supported")
    sw_a, sw_b = smem_swizzle(a_t), smem_swizzle(b_t)
    mn = op.b_major == "mn"
    m, k = a_t.shape
    n = b_t.shape[1] if mn else b_t.shape[0]
    try:
        kind = LL.wgmma_type_name(a_t.element)
    except ValueError:
        raise error(op.loc, f"wgmma has no {a_t.element} inputs (f16, bf16, f8E4M3FN, f8E5M2)") from None
    ks = LL.WGMMA_K[kind]
    if b_t.element != a_t.element:
        raise error(op.loc, f"wgmma operands must have one element type; got {a_t}, {b_t}")
    b_k = b_t.shape[0] if mn else b_t.shape[1]
    if m != 64 or b_k != k or acc_t.shape != (64, n) or k % ks:
        raise error(op.loc, f"wgmma needs A 64xK, B {'KxN' if mn else 'NxK'}, C 64xN with K % {ks} == 0; "
                            f"got {a_t}, {b_t}, {acc_t}")
    esize = bit_width(a_t.element) // 8
    if sw_a not in wgmma.SWIZZLE_MODE or k * esize != sw_a:
        raise error(op.loc, f"wgmma operands must be K-major with rows exactly one swizzle wide; got {a_t}")
    if mn:
        if kind not in ("f16", "bf16"):
            raise error(op.loc, f"wgmma reads {kind} operands K-major only (b_major = \"mn\" needs f16/bf16)")
        if sw_b not in wgmma.SWIZZLE_MODE or n * esize != sw_b:
            raise error(op.loc, f"an MN-major wgmma B must have rows (along N) exactly one swizzle wide; got {b_t}")
    elif sw_b not in wgmma.SWIZZLE_MODE or k * esize != sw_b:
        raise error(op.loc, f"wgmma operands must be K-major with rows exactly one swizzle wide; got {b_t}")
    assert sw_a is not None and sw_b is not None
    hi_a = e.const(wgmma.descriptor_high_bits(sw_a, 16, 8 * sw_a), I64)
    # MN-major, one swizzle atom wide along N: 8-row (K) groups are 8 * swizzle bytes apart (SBO);
    # the LBO (between atoms along N) is unused, as for K-major
    hi_b = e.const(wgmma.descriptor_high_bits(sw_b, 16, 8 * sw_b), I64)
    start_a = _start_field(e, conv.get(e, op.lhs))
    start_b = _start_field(e, conv.get(e, op.rhs))
    b_step = ks * sw_b // 16 if mn else 2     # K-major: 32 bytes per k-step; MN-major: ks rows
    acc = conv.get(e, op.acc)
    e.add(LL.WgmmaFenceAligned(op.loc))
    for step in range(k // ks):
        da = e.or_(e.add_c(start_a, step * 2), hi_a)   # 32 bytes per k-step, in 16-byte units
        db = e.or_(e.add_c(start_b, step * b_step), hi_b)
        nxt = e.v(acc.type, "acc")
        e.add(LL.wgmma_f16_f32(nxt, acc, da, db, n, a_t.element, op.loc, b_row_major=mn))
        acc = nxt
    e.add(LL.WgmmaCommitGroupSyncAligned(op.loc))
    e.add(LL.WgmmaWaitGroupSyncAligned(op.pipeline_depth or 0, op.loc))
    conv.define(e, op.result, acc)


def _start_field(e: Emitter[E.Op], addr: Value) -> Value:
    a = e.ptrtoint(addr, I64)
    return e.lshr(e.and_(a, e.const(0x3FFFF, I64)), e.const(4, I64))


def _zero(conv: Conversion, v: Value) -> bool:
    """Is ``v`` an ``arith.constant`` 0?"""
    d = conv.scoped_definition(v.name)
    return isinstance(d, Constant) and isinstance(d.value, IntegerAttr) and d.value.value == 0


def _int(t: Type) -> IntegerType:
    assert isinstance(t, IntegerType)
    return t
