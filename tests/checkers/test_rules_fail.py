"""``Verifier.rules_fail``: an op that several rules apply to gains the verdicts of those it passes in one
step (its slot set once); a rule it fails is not recorded, is reported, and runs again at the next check,
while the rules it passed do not."""

from __future__ import annotations

from typing import Any, Iterable

from nanotile.checkers.common import for_ops
from nanotile.checkers.verifier import RULES, Memo, Verifier
from nanotile.ir.attributes import IntegerAttr
from nanotile.ir.core import Value
from nanotile.ir.diagnostics import Diagnostic
from nanotile.ir.location import Location
from nanotile.ir.types import I32
from nanotile.ir.record import NO_VERDICTS
from nanotile.languages import llvm as LL

LOC = Location("k.mlir", 3, 5)
CALLS: list[str] = []


@for_ops(LL.LLVMConstant)
def _first(op: Any) -> Iterable[Diagnostic]:
    CALLS.append("first")
    return ()


@for_ops(LL.LLVMConstant)
def _refuses(op: Any) -> Iterable[Diagnostic]:
    CALLS.append("refuses")
    return (Diagnostic(op.loc, "refused"),)


@for_ops(LL.LLVMConstant)
def _last(op: Any) -> Iterable[Diagnostic]:
    CALLS.append("last")
    return []       # (an empty result other than the empty tuple: iterated)


def test_passed_rules_are_recorded_once_and_a_refusal_runs_again() -> None:
    rules = (_first, _refuses, _last)
    memo = Memo()
    v = Verifier(frozenset([LL.LLVMConstant]), rules, None, memo)
    op: Any = LL.LLVMConstant(Value("c", I32), IntegerAttr(1, I32), LOC)     # (its hidden verdict slot read)
    assert op._ok_ is NO_VERDICTS
    plan = v.plan(op)
    CALLS.clear()
    assert v.rules_fail(op, plan[3]) == RULES
    assert CALLS == ["first", "refuses", "last"]
    assert op._ok_ == frozenset({v.tokens[_first], v.tokens[_last]})
    CALLS.clear()
    assert v.rules_fail(op, plan[3]) == RULES
    assert CALLS == ["refuses"]
    # another session's tokens: every rule runs again
    w = Verifier(frozenset([LL.LLVMConstant]), rules, None, Memo())
    CALLS.clear()
    assert w.rules_fail(op, w.plan(op)[3]) == RULES
    assert CALLS == ["first", "refuses", "last"]
    assert op._ok_ == frozenset({v.tokens[_first], v.tokens[_last], w.tokens[_first], w.tokens[_last]})
