"""``lower_tcgen05`` through regions: TMEM tiles and the accumulator barrier's phase.

A ``tmem_load`` commits the MMA thread's tcgen05 work onto the function's accumulator barrier (the
first ``alloc_tmem``'s) and waits for the barrier's next phase: the k-th wait of a thread in program
order waits for parity ``k % 2``.  The parity is a Python int while it is known at compile time and an
``i32`` SSA value once control flow makes it depend on the run:

* ``scf.for``: when one iteration moves the parity by a static 0 (an even number of waits on every
  path), the body starts at the loop's entry parity; otherwise the parity is a loop-carried ``i32``
  (an extra init, block argument, yield operand and result);
* ``scf.if``: each branch starts at the entry parity; when they end at different parities the ``if``
  yields it as an extra ``i32`` result (unless no wait can follow: outside loops, after the last
  ``tmem_load`` of the function);
* other regions (``consumer_read``, ``producer_write``) run once, in order.

Before a commit, ``waited`` tells whether a wait on the barrier may precede it in program order (an
earlier ``tmem_load``, or the same one in an earlier iteration of an enclosing loop): that commit waits
for the agent (``bar.sync 1``) so that no thread still waits for the phase it would start the next of.

TMEM tiles crossing regions (results, block arguments, yields) travel as their ``!llvm.ptr<6>``.
"""

from __future__ import annotations

from operator import is_
from typing import Any

from ..ir.core import Block, Region, Value, op_regions, walk
from ..ir.types import I32
from ..languages import tcgen05 as G
from ..languages import tileas as A
from ..languages import tileas_tmem as D
from ..languages import tma as T
from ..languages.structured import ScfFor, ScfIf, ScfYield
from .conversion import GuardOp, Lowering, Threads
from .emit import Emitter
from .tcgen05_emit import carried, carry_out

Phase = int | Value


def parity_delta(ops: tuple[Any, ...]) -> int | None:
    """How far ``ops`` move the wait parity on every path (0 or 1), None when it depends on the run."""
    d = 0
    for op in ops:
        if isinstance(op, D.TmemLoad):
            d += 1
        elif isinstance(op, ScfFor):
            if parity_delta(op.body.blocks[0].ops) != 0:
                return None
        elif isinstance(op, ScfIf):
            a, b = parity_delta(_ops(op.then_region)), parity_delta(_ops(op.else_region))
            if a is None or a != b:
                return None
            d += a
        else:
            for r in op_regions(op):
                x = parity_delta(_ops(r))
                if x is None:
                    return None
                d += x
    return d % 2


def _ops(r: Region[Any]) -> tuple[Any, ...]:
    return tuple(o for b in r.blocks for o in b.ops)


def phase(low: Lowering[T.Op, G.Op]) -> Phase:
    p: Phase = low.env.get("phase", 0)
    return p


def take_phase(low: Lowering[T.Op, G.Op], e: Emitter[G.Op]) -> Value:
    """The parity this wait waits for (an ``i32``); the next wait's is the other one."""
    p = phase(low)
    low.env["loads_done"] = low.env.get("loads_done", 0) + 1
    low.env["waited"] = True
    if isinstance(p, int):
        low.env["phase"] = (p + 1) % 2
        return e.const(p % 2)
    low.env["phase"] = e.xor(p, e.const(1))
    return p


def waited(low: Lowering[T.Op, G.Op]) -> bool:
    """May a wait on the accumulator barrier precede this point (``take_phase`` since, or a loop)?"""
    return bool(low.env.get("waited", False))


def _value(e: Emitter[GuardOp], p: Phase) -> Value:
    return e.const(p) if isinstance(p, int) else p


def _with_yield(r: Region[Any], extra: tuple[Value, ...], e_ops: tuple[Any, ...]) -> Region[Any]:
    """``r`` with ``e_ops`` before its terminating ``scf.yield`` and ``extra`` appended to it."""
    *blocks, last = r.blocks
    *body, y = last.ops
    assert isinstance(y, ScfYield)
    return Region((*blocks, Block(last.label, last.args, (*body, *e_ops, ScfYield(y.values + extra, y.loc)))))


def _later_waits(low: Lowering[T.Op, G.Op]) -> bool:
    total = sum(isinstance(o, D.TmemLoad) for o in low.conv.defs.values())
    return bool(low.env.get("loop_depth", 0) > 0 or low.env.get("loads_done", 0) < total)


def lower_for(op: ScfFor[Any], low: Lowering[T.Op, G.Op], threads: Threads, e: Emitter[G.Op]) -> None:
    conv = low.conv
    inits = tuple(carried(conv, e, v) for v in op.inits)
    blk = op.body.blocks[0]
    args, prefix = carry_out(conv, blk.args, op.loc)
    before = phase(low)
    loads = any(isinstance(o, D.TmemLoad) for o in walk(blk.ops))
    if loads:
        low.env["waited"] = True     # from the second iteration on, the body's own waits precede it
    carry = loads and parity_delta(blk.ops) != 0
    if carry:
        inits += (_value(e, before),)
        ph = conv.fresh(I32, "ph")
        args += (ph,)
        low.env["phase"] = ph
    low.env["loop_depth"] = low.env.get("loop_depth", 0) + 1
    ops = low.ops(blk.ops, threads)
    low.env["loop_depth"] -= 1
    results, after = carry_out(conv, op.results, op.loc)
    if (not carry and not prefix and not after and ops is blk.ops and args is blk.args and results is op.results
            and all(map(is_, inits, op.inits))):
        low.env["phase"] = before
        e.add(op)     # nothing carried, nothing lowered inside: the loop as it is (shared with the input)
        return
    body: Region[Any] = Region((Block(blk.label, args, prefix + ops),))
    if carry:
        tail: Emitter[GuardOp] = Emitter(conv.fresh, op.loc)
        body = _with_yield(body, (_value(tail, phase(low)),), tuple(tail.ops))
        out = conv.fresh(I32, "ph")
        results += (out,)
        low.env["phase"] = out
    else:
        low.env["phase"] = before
    e.add(ScfFor(results, op.lower, op.upper, op.step, inits, body, op.loc))
    e.ops.extend(after)


def lower_if(op: ScfIf[Any], low: Lowering[T.Op, G.Op], threads: Threads, e: Emitter[G.Op]) -> None:
    conv = low.conv
    then_t, else_t = conv.branch_threads(op, threads)
    results, after = carry_out(conv, op.results, op.loc)
    before, before_w = phase(low), waited(low)
    then_r = low.region(op.then_region, then_t)
    then_p, then_w, low.env["phase"], low.env["waited"] = phase(low), waited(low), before, before_w
    else_r = low.region(op.else_region, else_t)
    else_p = phase(low)
    low.env["waited"] = then_w or waited(low)
    if then_p is not else_p and then_p != else_p and _later_waits(low):
        te: Emitter[GuardOp] = Emitter(conv.fresh, op.loc)
        ee: Emitter[GuardOp] = Emitter(conv.fresh, op.loc)
        then_r = _with_yield(then_r, (_value(te, then_p),), tuple(te.ops))
        else_r = _with_yield(else_r, (_value(ee, else_p),), tuple(ee.ops))
        out = conv.fresh(I32, "ph")
        results += (out,)
        low.env["phase"] = out
    else:
        low.env["phase"] = then_p
    if not after and results is op.results and then_r is op.then_region and else_r is op.else_region:
        e.add(op)     # nothing carried, nothing lowered inside: the op as it is (shared with the input)
        return
    e.add(ScfIf(results, op.cond, then_r, else_r, op.loc))
    e.ops.extend(after)


def lower_consumer_read(op: A.ConsumerRead[Any], low: Lowering[T.Op, G.Op], threads: Threads, e: Emitter[G.Op]) -> None:
    results, after = carry_out(low.conv, op.results, op.loc)
    body = low.region(op.body, threads)
    if not after and results is op.results and body is op.body:
        e.add(op)     # nothing carried, nothing lowered inside: the op as it is (shared with the input)
        return
    e.add(A.ConsumerRead(results, op.token, body, op.loc))
    e.ops.extend(after)
