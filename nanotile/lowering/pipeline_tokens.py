"""Pipeline token math as LLVM ops, for the pipeline lowering (spec 001).

A pipeline iterator and its producer / consumer tokens are one i32,
``(slot << 1) | phase`` (the integer forms are ``lowering.tiles.make_token`` /
``next_token``).  This module emits that arithmetic and the stage-barrier
addressing the pipeline pass builds on:

* ``token_i32``: a token or iterator value as its i32;
* ``pipe_type`` / ``pipeline_of``: the pipeline a token was acquired from (its type, its base pointer);
* ``barrier``: the address of stage ``slot``'s full or empty mbarrier;
* ``wait``: the parity wait on a stage's full or empty barrier;
* ``inc_iter``: the next iterator (the phase flips when the ring wraps).
"""

from __future__ import annotations

from typing import Any, Callable

from ..ir.diagnostics import error
from ..ir.core import Value
from ..ir.location import UNKNOWN
from ..ir.types import I32, LLVMPointerType, Type
from ..languages import llvm as LL
from ..languages import tileas as A
from .conversion import Conversion, Definitions, GuardOp, Lowering
from .emit import Emitter
from .tiles import MBARRIER_TIMEOUT_NS, pipeline_layout, stages_of

ICmpP = LL.ICmpPredicate


def token_i32(e: Emitter[GuardOp], v: Value) -> Value:
    return e.cast(v, I32) if v.type != I32 else v


def pipe_type(defs: Definitions, token: Value) -> Type:
    src = defs.get(token.name)
    if isinstance(src, (A.ProducerAcquire, A.ConsumerWait)):
        return src.pipeline.type
    raise error(getattr(src, "loc", UNKNOWN), f"token %{token.name} has no pipeline")


def pipeline_of(conv: Conversion, token: Value, e: Emitter[GuardOp]) -> tuple[Value, Value]:
    """(pipeline base pointer, token as i32) for a producer or consumer token: the i32 the acquire or wait
    defined it from (``Conversion.define``: what ``reconcile_casts`` makes of a cast back to i32)."""
    src = conv.definition(token.name)
    if not isinstance(src, (A.ProducerAcquire, A.ConsumerWait)):
        raise error(e.loc, f"token %{token.name} does not come from producer_acquire / consumer_wait")
    return e.cast(src.pipeline, LLVMPointerType(3)), conv.vals.get(token.name) or token_i32(e, token)


def made(e: Emitter[GuardOp], v: Value | None, t: Type, hint: str, make: Callable[[Value], GuardOp]) -> Value:
    """``v``, a value the function's prologue made (the arena base, the thread index), where there is one:
    what cse makes of the op ``make`` would build (its name is taken all the same); else that op's value."""
    if v is not None:
        e.fresh.name(hint)
        return v
    r = e.v(t, hint)
    e.add(make(r))
    return r


def varies(low: Lowering[Any, Any], v: Value) -> bool:
    """Whether the iterator or token ``v`` (through the acquire or wait that took it) is a run-time value:
    not ``create_iterator``'s constant, which fold would compute with.  An iterator an enclosing
    ``scf.for`` carries is (``low.env["loops"]``: the loops the op is in); else its definition is found."""
    args = {a.name for loop in low.env.get("loops", ()) for a in loop.body.blocks[0].args}
    if v.name in args:
        return True
    src = low.conv.scoped_definition(v.name)
    if isinstance(src, (A.ProducerAcquire, A.ConsumerWait)):
        if src.iterator.name in args:
            return True
        src = low.conv.scoped_definition(src.iterator.name)
    return not isinstance(src, A.CreateIterator)


def slot_address(e: Emitter[GuardOp], base: Value, slot: Value, stride: int, offset: int, varying: bool) -> Value:
    """``base + slot * stride + offset`` bytes.  Where the slot varies at run time, as fold leaves it:
    ``gep(gep(base, slot * stride), offset)`` (``fold_rules._gep``; the add it leaves to dce is not built,
    its name is taken)."""
    scaled = e.mul_c(slot, stride)
    if not (varying and offset):
        return e.gep_bytes(base, e.add_c(scaled, offset))
    c = e.const(offset)
    e.fresh.name("t")
    return e.gep_bytes(e.gep_bytes(base, scaled), c)


def barrier(e: Emitter[GuardOp], pipe: Value, tok: Value, first: int, varying: bool) -> Value:
    slot = e.lshr(tok, e.const(1))
    return slot_address(e, pipe, slot, 8, first, varying)


def wait(e: Emitter[GuardOp], pipeline: Value, tok: Value, *, empty: bool, varying: bool) -> None:
    lay = pipeline_layout(pipeline.type)
    pipe = e.cast(pipeline, LLVMPointerType(3))
    bar = barrier(e, pipe, tok, lay.empty if empty else lay.full, varying)
    parity = e.and_(tok, e.const(1))
    if empty:
        parity = e.xor(parity, e.const(1))
    e.add(LL.MBarrierTryWaitParityShared(bar, parity, e.const(MBARRIER_TIMEOUT_NS), e.loc))


def inc_iter(op: A.IncIter, e: Emitter[GuardOp]) -> None:
    """``op``'s result: the next slot, the phase flipped when the ring wraps."""
    stages = stages_of(op.iterator.type)
    tok = token_i32(e, op.iterator)
    slot = e.add_c(e.lshr(tok, e.const(1)), 1)
    phase = e.and_(tok, e.const(1))
    wrap = e.icmp(ICmpP.EQ, slot, e.const(stages))
    slot = e.select(wrap, e.const(0), slot)
    phase = e.select(wrap, e.xor(phase, e.const(1)), phase)
    e.cast(e.or_(e.shl(slot, e.const(1)), phase), op.result.type, op.result.name)
