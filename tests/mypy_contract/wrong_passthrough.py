"""WRONG: a pass rule in the TypeIs pass-through shape that forgets an op its source language has
(``mbarrier_wait``): ``assert_never`` at the end of the match is a mypy error, where a
``case _: return None`` would have passed the op through silently.  And a region-holding op rebuilt
(``Lowering.rebuilt``) for a target language that does not have it."""

from __future__ import annotations

from typing import assert_never

from nanotile.languages import barriers as M
from nanotile.languages import llvm as LL
from nanotile.languages import regtiles as R
from nanotile.languages import tileas as A
from nanotile.languages import tileas_tma as B
from nanotile.languages.structured import ScfFor, ScfIf
from nanotile.lowering.conversion import Lowering, Threads


def _rule(op: R.Op, low: Lowering[R.Op, M.Op], threads: Threads) -> tuple[M.Op, ...] | None:
    if M.is_passthrough_for_lower_mbarriers(op):
        return (op,)
    e = low.emitter(op.loc)
    match op:
        case B.AllocMBarrier() | B.MBarrierInit():
            e.add(LL.Barrier0(op.loc))
        case LL.LLVMFunc() | A.ProducerWrite() | A.ConsumerRead() | ScfFor() | ScfIf():
            return (low.rebuilt(op, threads),)
        case _:
            assert_never(op)  # expect-error: arg-type
    return tuple(e.ops)


# a region-holding op rebuilt for a target language that does not have it (flat has no scf.for / scf.if)
from nanotile.languages import flat as F  # noqa: E402
from nanotile.languages import tokens as T  # noqa: E402


def _flat_rule(op: T.Op, low: Lowering[T.Op, F.Op], threads: Threads) -> tuple[F.Op, ...] | None:
    match op:
        case ScfFor() | ScfIf():
            return (low.rebuilt(op, threads),)  # expect-error: return-value
    return None
