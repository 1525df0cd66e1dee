"""WRONG: ops built through the typed rewrite driver and ``Emitter`` that the pass's target language
does not allow.  ``lower_pipeline_tokens`` reads ``body`` and writes ``tokens``: a ``create_pipeline``
(a ``body`` op, not a ``tokens`` op) added through its rule's emitter, returned from its rule, or
added through a helper's ``GuardOp`` emitter is a mypy error; so is calling an LLVM builder on an
emitter whose language has no LLVM ops."""

from __future__ import annotations

from nanotile.ir.core import Module
from nanotile.languages import body as E
from nanotile.languages import llvm as LL
from nanotile.languages import tileas as A
from nanotile.languages import tileas_tma as B
from nanotile.languages import tokens as T
from nanotile.lowering.conversion import GuardOp, Lowering, Threads, lower_functions
from nanotile.lowering.emit import Emitter


def _rule(op: E.Op, low: Lowering[E.Op, T.Op], threads: Threads) -> tuple[T.Op, ...] | None:
    e = low.emitter(op.loc)
    match op:
        case A.CreatePipeline():
            e.add(op)  # expect-error: arg-type
            return tuple(e.ops)
        case A.CreateIterator():
            return (op,)  # expect-error: return-value
        case A.IncIter():
            issue: Emitter[GuardOp] = low.emitter(op.loc)
            issue.add(op)  # expect-error: arg-type
            low.conv.guard(e, threads, issue.ops)
            return tuple(e.ops)
        case _:
            return None


def lower_tokens_wrongly(m: Module[E.Op]) -> Module[T.Op]:
    return lower_functions(m, _rule, "k")


def wrong_driver(m: Module[E.Op]) -> Module[B.Op]:
    return lower_functions(m, _rule, "k")  # expect-error: arg-type


def no_llvm_here(e: Emitter[B.Op]) -> None:
    e.const(0)  # expect-error: misc
    e.add(LL.Barrier0(e.loc))  # expect-error: arg-type
