"""One walk that decides membership, SSA, per-op rules and target legality together.

``common.check_language`` runs four phases (membership, SSA, the language's
rules, the target's legality and limits) and reports the first that fails.
Run one after the other they walk the module four times and re-read every op's
fields each time; a compile checks 23 modules of ~1,300 ops.  ``Verifier``
walks once and only answers *which phases fail* (a bit set); when one does, the
phases run again on their own to say what, in program order (``_explain`` in
``common``).  The verdict per phase is exact, not a heuristic: the SSA part
checks the same rules as ``common.check_ssa`` (defined once per isolated
scope, every use dominated by its definition and of its type, terminators
last, branches to blocks of their region other than the entry), so a phase the
verifier passes is a phase the explaining checker passes and vice versa
(``tests/checkers/test_checker_verifier.py`` compares the two on every input of the
suite's diagnostic tests and on mutated examples).

What makes it cheap:

* **Per-class facts** (``class_facts``), computed once per op class: how to
  read its operands and results (an ``attrgetter`` for the common shapes),
  its region and successor field names, its traits; and from ``target.op_plan``
  the op-local target check a class needs (``None`` for nearly all).
* **Scopes without copies.** Visible values live in one dict; a nested region
  or a dominated block adds names to a log and deletes them when done.  In a
  scope where every name is defined once (the verifier flags any other), a
  name is never shadowed, so deleting is exact.  ``pyrsistent.pmap``
  environments per block (each block's map extending its dominator's) were
  measured against this and lost; numbers in ``bench/NOTES.md`` ("Checkers,
  issue 14").
* **Verdicts remembered per op object** within a checking session
  (``session()``, which ``pipeline.run_pipeline`` opens): IR is immutable, so an op
  whose rules passed in one stage's module passes them again when a later
  module holds the same object.  Passes keep untouched ops (most leaves), so
  after the first stage a language's rules and the target's checks run on
  the ops a stage built, not on every op.  Outside a session nothing is
  remembered.
"""

from __future__ import annotations

import contextlib
from contextvars import ContextVar
from operator import attrgetter
from typing import Any, Callable, Iterable, Iterator

from ..ir.cfg import immediate_dominators
from ..ir.core import Kind, Module, Region, Trait, Value, has_trait, op_operands, op_results, spec_of
from ..ir.diagnostics import Diagnostic
from . import target as target_rules

Rule = Callable[[Any], Iterable[Diagnostic]]

# The phases, as bits of the verdict.
MEMBERSHIP = 1
SSA = 2
RULES = 4
TARGET = 8


# -- checking sessions ----------------------------------------------------------------------------


class Memo:
    """What a checking session has verified: per rule set (a language's rules, or a target), the ops
    (by identity, the op held so its id is not reused) that passed it."""

    __slots__ = ("passed",)

    def __init__(self) -> None:
        self.passed: dict[object, dict[int, object]] = {}

    def of(self, key: object) -> dict[int, object]:
        d = self.passed.get(key)
        if d is None:
            d = self.passed[key] = {}
        return d


SESSION: ContextVar[Memo | None] = ContextVar("nanotile_checking_session", default=None)


@contextlib.contextmanager
def session() -> Iterator[Memo]:
    """Remember per-op verdicts until the block ends (a compile: every stage's module is checked)."""
    memo = Memo()
    token = SESSION.set(memo)
    try:
        yield memo
    finally:
        SESSION.reset(token)


# -- per-class facts ------------------------------------------------------------------------------

# How to read an op's operands or results: NONE (no such field), ONE (a getter returning one
# Value), MANY (a getter returning a tuple of Values).
NONE, ONE, MANY = 0, 1, 2

Getter = Callable[[Any], Any]
# (operand shape, operand getter, result shape, result getter, region field names,
#  successor field names, is terminator, is isolated from above)
Facts = tuple[int, Getter, int, Getter, tuple[str, ...], tuple[str, ...], bool, bool]

_FACTS: dict[type, Facts] = {}


def _no_values(op: Any) -> tuple[Value, ...]:
    return ()


def _getter(names: list[str], kinds: list[Kind], one: Kind, many: Kind,
            general: Callable[[Any], tuple[Value, ...]]) -> tuple[int, Getter]:
    if not names:
        return NONE, _no_values
    if all(k is one for k in kinds):
        return (ONE, attrgetter(names[0])) if len(names) == 1 else (MANY, attrgetter(*names))
    if kinds == [many]:
        return MANY, attrgetter(names[0])
    return MANY, general


def class_facts(op: Any) -> Facts:
    """The facts of ``op``'s class, computed on its first op and kept."""
    cls = type(op)
    f = _FACTS.get(cls)
    if f is None:
        spec = spec_of(op)
        groups = spec.operand_groups
        ushape, uget = _getter([g.name for g in groups], [g.kind for g in groups],
                               Kind.OPERAND, Kind.OPERANDS, op_operands)
        res = [g for g in spec.fields if g.kind in (Kind.RESULT, Kind.RESULTS)]
        rshape, rget = _getter([g.name for g in res], [g.kind for g in res], Kind.RESULT, Kind.RESULTS,
                               op_results)
        f = _FACTS[cls] = (
            ushape, uget, rshape, rget,
            tuple(g.name for g in spec.of(Kind.REGION)), tuple(g.name for g in spec.of(Kind.SUCCESSOR)),
            has_trait(cls, Trait.TERMINATOR), has_trait(cls, Trait.ISOLATED_FROM_ABOVE),
        )
    return f


# -- the walk -------------------------------------------------------------------------------------

# Work items (tuples, first element the tag).
_OPS = 0        # (_OPS, ops, next index, inside a block?, block labels of the enclosing region; None at top level)
_DEFINE = 1     # (_DEFINE, op): define a region op's results once its regions are done
_UNDO = 2       # (_UNDO, mark): forget the names defined since the log had ``mark`` entries
_RESCOPE = 3    # (_RESCOPE, visible, log, defined): leave an isolated op's scope
_REGION = 4     # (_REGION, region)
_BLOCK = 5      # (_BLOCK, region, block index, dominator-tree children, labels)


class Verifier:
    """Decides, in one walk, which of the four phases fail for a module (a bit set, 0 if none)."""

    def __init__(self, allowed: frozenset[type], rules: Rule | None, target: str | None,
                 memo: Memo | None) -> None:
        self.allowed = allowed
        self.rules = rules
        self.target = target
        self.rules_passed = memo.of(rules) if memo is not None and rules is not None else None
        self.target_passed = memo.of(("target", target)) if memo is not None and target is not None else None
        self.plans: dict[type, tuple[target_rules.LocalCheck | None, bool]] = {}
        self.named_globals: list[str] = []

    def run(self, m: Module[Any]) -> int:
        failed = self.walk(m.ops)
        if self.target is not None and self.named_globals:
            have = target_rules.defined_globals(m)
            if any(g not in have for g in self.named_globals):
                failed |= TARGET
        return failed

    def op_phases(self, op: Any) -> int:
        """Rules and target legality of one member op (remembered per op in a session)."""
        failed = 0
        rules = self.rules
        if rules is not None:
            passed = self.rules_passed
            if passed is None or passed.get(id(op)) is not op:
                if next(iter(rules(op)), None) is not None:
                    failed = RULES
                elif passed is not None:
                    passed[id(op)] = op
        target = self.target
        if target is not None:
            cls = type(op)
            plan = self.plans.get(cls)
            if plan is None:
                plan = self.plans[cls] = target_rules.op_plan(cls, target)
            local, reads_global = plan
            if local is not None:
                passed = self.target_passed
                if passed is None or passed.get(id(op)) is not op:
                    if next(iter(local(op, target)), None) is not None:
                        failed |= TARGET
                    elif passed is not None:
                        passed[id(op)] = op
            if reads_global:
                self.named_globals.append(op.global_name)
        return failed

    def walk(self, top: tuple[Any, ...]) -> int:
        failed = 0
        allowed = self.allowed
        op_phases = self.op_phases
        facts_get = _FACTS.get
        visible: dict[str, Value] = {}
        log: list[str] = []
        defined: set[str] = set()
        work: list[tuple[Any, ...]] = [(_OPS, top, 0, False, None)]
        pop, push = work.pop, work.append
        while work:
            item = pop()
            tag = item[0]
            if tag == _OPS:
                _, ops, k, in_block, labels = item
                n = len(ops)
                vis_get = visible.get
                while k < n:
                    op = ops[k]
                    k += 1
                    f = facts_get(op.__class__) or class_facts(op)
                    ushape, uget, rshape, rget, regions, successors, term, iso = f
                    if op.__class__ in allowed:
                        failed |= op_phases(op)
                    else:
                        failed |= MEMBERSHIP
                    if term and in_block and k < n:
                        failed |= SSA
                    if ushape == ONE:
                        v = uget(op)
                        d = vis_get(v.name)
                        if d is not v and (d is None or d.type != v.type):
                            failed |= SSA
                    elif ushape == MANY:
                        for v in uget(op):
                            d = vis_get(v.name)
                            if d is not v and (d is None or d.type != v.type):
                                failed |= SSA
                    if successors and labels is not None:
                        for s in successors:
                            # a branch names a block of its region other than the entry
                            if not labels.get(getattr(op, s).label):
                                failed |= SSA
                    if regions:
                        push((_OPS, ops, k, in_block, labels))
                        push((_DEFINE, op))
                        if iso:
                            push((_RESCOPE, visible, log, defined))
                            visible, log, defined = {}, [], set()
                        else:
                            push((_UNDO, len(log)))
                        for name in reversed(regions):
                            push((_REGION, getattr(op, name)))
                        break
                    if rshape == ONE:
                        v = rget(op)
                        name = v.name
                        if name in defined:
                            failed |= SSA
                        defined.add(name)
                        visible[name] = v
                        log.append(name)
                    elif rshape == MANY:
                        for v in rget(op):
                            name = v.name
                            if name in defined:
                                failed |= SSA
                            defined.add(name)
                            visible[name] = v
                            log.append(name)
            elif tag == _REGION:
                r: Region[Any] = item[1]
                blocks = r.blocks
                if len(blocks) == 1:
                    push((_BLOCK, r, 0, ((),), {blocks[0].label: 0}))
                elif blocks:
                    labels = {b.label: i for i, b in enumerate(blocks)}
                    idom = immediate_dominators(r)
                    children: list[list[int]] = [[] for _ in blocks]
                    roots = [0]
                    for i in range(1, len(blocks)):
                        dom = idom[i]
                        if dom is None:
                            roots.append(i)  # unreachable: sees only what the region sees
                        else:
                            children[dom].append(i)
                    for i in reversed(roots):
                        push((_BLOCK, r, i, children, labels))
            elif tag == _BLOCK:
                _, r, i, children, labels = item
                b = r.blocks[i]
                push((_UNDO, len(log)))
                for c in reversed(children[i]):
                    push((_BLOCK, r, c, children, labels))
                for v in b.args:
                    name = v.name
                    if name in defined:
                        failed |= SSA
                    defined.add(name)
                    visible[name] = v
                    log.append(name)
                push((_OPS, b.ops, 0, True, labels))
            elif tag == _UNDO:
                mark = item[1]
                for name in log[mark:]:
                    visible.pop(name, None)
                del log[mark:]
            elif tag == _DEFINE:
                op = item[1]
                _, _, rshape, rget, _, _, _, _ = class_facts(op)
                for v in rget(op) if rshape == MANY else ((rget(op),) if rshape == ONE else ()):
                    name = v.name
                    if name in defined:
                        failed |= SSA
                    defined.add(name)
                    visible[name] = v
                    log.append(name)
            else:  # _RESCOPE
                _, visible, log, defined = item
        return failed
