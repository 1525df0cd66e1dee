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
  name is never shadowed, so deleting is exact.  Persistent environments were
  measured against this (``pyrsistent.pmap``, each block's map extending its
  dominator's, a nested region's extending its op's, so nothing is undone):
  on the 23 modules of a ``gemm_sm90`` compile, the same SSA walk took
  19.0 ms with the dict and undo log, 59.0 ms with a PMap evolver per block
  and 57.1 ms with ``PMap.set`` per definition (CPU time, min of 5).  A
  persistent map earns its cost where scopes are kept and shared; here each
  scope is entered once and dropped, so the dict stays.
* **Dominator trees by control-flow graph.** After ``scf_to_cf`` most stages
  keep the branch structure; in a session the tree is computed once per
  graph (block labels and branch targets), not once per module.
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

from ..ir.cfg import dominator_forest
from ..ir.core import Kind, Module, Region, Trait, Value, has_trait, op_operands, op_results, spec_of
from ..ir.diagnostics import Diagnostic
from . import target as target_rules

Rule = Callable[[Any], Iterable[Diagnostic]]
Rules = Rule | tuple[Rule, ...]


class OpRule:
    """A per-op rule that only looks at ops of some classes (``@for_ops(A.Dot, A.Copy)``).

    Calling it on any other op yields nothing, whatever its body says, so the declared classes are
    what the rule does; the verifier reads them to skip it, per op class, on every other op.
    ``tests/checkers/test_checker_verifier.py`` checks that each class a rule's body matches
    (``case X()``, ``isinstance(op, X)``) is declared.
    """

    __slots__ = ("fn", "ops", "__name__")

    def __init__(self, fn: Callable[[Any], Iterable[Diagnostic]], ops: tuple[type, ...]) -> None:
        self.fn = fn
        self.ops = ops
        self.__name__ = getattr(fn, "__name__", "rule")

    def __call__(self, op: Any) -> Iterator[Diagnostic]:
        if isinstance(op, self.ops):
            yield from self.fn(op)

    def __repr__(self) -> str:
        return f"<rule {self.__name__} for {', '.join(c.__name__ for c in self.ops)}>"


def for_ops(*ops: type) -> Callable[[Callable[[Any], Iterable[Diagnostic]]], OpRule]:
    """Declare the op classes a rule looks at (see ``OpRule``)."""
    def declare(fn: Callable[[Any], Iterable[Diagnostic]]) -> OpRule:
        return OpRule(fn, ops)
    return declare


_APPLICABLE: dict[tuple[Rule, ...], dict[type, tuple[Rule, ...]]] = {}


def applicable(rules: tuple[Rule, ...], cls: type) -> tuple[Rule, ...]:
    """The rules of ``rules`` that can say something about an op of class ``cls``."""
    per_class = _APPLICABLE.get(rules)
    if per_class is None:
        per_class = _APPLICABLE[rules] = {}
    found = per_class.get(cls)
    if found is None:
        found = per_class[cls] = tuple(r for r in rules if not isinstance(r, OpRule) or issubclass(cls, r.ops))
    return found

# The phases, as bits of the verdict.
MEMBERSHIP = 1
SSA = 2
RULES = 4
TARGET = 8


# -- checking sessions ----------------------------------------------------------------------------


class Memo:
    """What a checking session has verified: per rule (a component of a language's rules, or a
    target's checks), the ops (by identity, the op held so its id is not reused) that passed it."""

    __slots__ = ("passed", "trees", "target")

    def __init__(self, target: object = None) -> None:
        # the input's ``nv_tileaa.target_spec``: every module checked in the session must carry it
        # (None: the session checks modules of no one compile, and holds them to nothing)
        self.target = target
        self.passed: dict[object, dict[int, object]] = {}
        # dominator trees by control-flow graph (block labels, then each block's branch targets)
        self.trees: dict[tuple[Any, ...], tuple[list[list[int]], list[int]]] = {}

    def of(self, key: object) -> dict[int, object]:
        d = self.passed.get(key)
        if d is None:
            d = self.passed[key] = {}
        return d


SESSION: ContextVar[Memo | None] = ContextVar("nanotile_checking_session", default=None)


@contextlib.contextmanager
def session(target: object = None) -> Iterator[Memo]:
    """Remember per-op verdicts until the block ends (a compile: every stage's module is checked).

    ``target``, the input's ``nv_tileaa.target_spec`` attribute, makes it a property of every module
    checked in the session (``common.check_language`` reports a module that lost or changed it): target
    legality is checked against the module's own spec, so a pass that dropped it would turn it off."""
    memo = Memo(target)
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


def _one(get: Getter) -> Getter:
    return lambda op: (get(op),)


def _getter(names: list[str], kinds: list[Kind], one: Kind, many: Kind,
            general: Callable[[Any], tuple[Value, ...]]) -> tuple[int, Getter]:
    """How to read the values of fields ``names`` (of ``kinds``) as one Value (ONE) or a tuple (MANY):
    ``attrgetter``s where the shape allows, concatenated for up to three groups; ``general`` else."""
    if not names:
        return NONE, _no_values
    if all(k is one for k in kinds):
        return (ONE, attrgetter(names[0])) if len(names) == 1 else (MANY, attrgetter(*names))
    if Kind.OPT_OPERAND in kinds:
        return MANY, general
    # groups of tuple-valued getters: a run of single operands, a variadic group, a successor's args
    groups: list[Getter] = []
    run: list[str] = []
    for name, kind in zip(names + [""], kinds + [many]):
        if kind is one and name:
            run.append(name)
            continue
        if len(run) == 1:
            groups.append(_one(attrgetter(run[0])))
        elif run:
            groups.append(attrgetter(*run))
        run = []
        if name:
            groups.append(attrgetter(name + ".args" if kind is Kind.SUCCESSOR else name))
    if len(groups) == 1:
        return MANY, groups[0]
    if len(groups) == 2:
        a, b = groups
        return MANY, lambda op: a(op) + b(op)
    if len(groups) == 3:
        a, b, c = groups
        return MANY, lambda op: a(op) + b(op) + c(op)
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


# What the walk needs of an op class in one checker: the class facts, then whether the class is in
# the language, the rules that apply to it, its op-local target check, whether it names a global.
Plan = tuple[int, Getter, int, Getter, tuple[str, ...], tuple[str, ...], bool, bool,
             bool, tuple[Rule, ...], "target_rules.LocalCheck | None", bool]

_PLANS: dict[tuple[frozenset[type], tuple[Rule, ...], str | None], dict[type, Plan]] = {}


class Verifier:
    """Decides, in one walk, which of the four phases fail for a module (a bit set, 0 if none)."""

    def __init__(self, allowed: frozenset[type], rules: tuple[Rule, ...], target: str | None,
                 memo: Memo | None) -> None:
        self.allowed = allowed
        self.rules = rules
        self.target = target
        self.memo = memo
        self.plans = _PLANS.setdefault((allowed, rules, target), {})
        # per rule, the ops that passed it in this session (shared by every language that has the rule)
        self.rules_passed: dict[Rule, dict[int, object]] | None = \
            {r: memo.of(r) for r in rules} if memo is not None else None
        self.target_passed = memo.of(("target", target)) if memo is not None and target is not None else None
        self.named_globals: list[str] = []

    def plan(self, op: Any) -> Plan:
        cls = type(op)
        local, reads_global = target_rules.op_plan(cls, self.target) if self.target is not None else (None, False)
        p = self.plans[cls] = class_facts(op) + (cls in self.allowed, applicable(self.rules, cls), local,
                                                 reads_global)
        return p

    def run(self, m: Module[Any]) -> int:
        failed = self.walk(m.ops)
        if self.target is not None and self.named_globals:
            have = target_rules.defined_globals(m)
            if any(g not in have for g in self.named_globals):
                failed |= TARGET
        return failed

    def op_phases(self, op: Any, rules: tuple[Rule, ...], local: target_rules.LocalCheck | None,
                  reads_global: bool) -> int:
        """Rules and target legality of one member op (remembered per op in a session)."""
        failed = 0
        by_rule = self.rules_passed
        for rule in rules:
            if by_rule is None:
                if next(iter(rule(op)), None) is not None:
                    failed = RULES
                continue
            passed = by_rule[rule]
            if passed.get(id(op)) is not op:
                if next(iter(rule(op)), None) is not None:
                    failed = RULES
                else:
                    passed[id(op)] = op
        if local is not None:
            target = self.target
            assert target is not None
            seen = self.target_passed
            if seen is None or seen.get(id(op)) is not op:
                if next(iter(local(op, target)), None) is not None:
                    failed |= TARGET
                elif seen is not None:
                    seen[id(op)] = op
        if reads_global:
            self.named_globals.append(op.global_name)
        return failed

    def dominator_tree(self, r: Region[Any], labels: dict[str, int]) -> tuple[list[list[int]], list[int]]:
        """(children of each block in the dominator tree, the entry then the unreachable blocks).

        The tree depends on the region's control-flow graph alone, which the passes after
        ``scf_to_cf`` rarely change: within a session it is computed once per graph."""
        key: tuple[Any, ...] | None = None
        memo = self.memo
        if memo is not None:
            edges: list[Any] = [tuple(labels)]
            for b in r.blocks:
                last = b.ops[-1] if b.ops else None
                names = class_facts(last)[5] if last is not None else ()
                edges.append(tuple(getattr(last, n).label for n in names))
            key = tuple(edges)
            found = memo.trees.get(key)
            if found is not None:
                return found
        children, roots = dominator_forest(r)
        if memo is not None and key is not None:
            memo.trees[key] = (children, roots)
        return children, roots

    def walk(self, top: tuple[Any, ...]) -> int:
        failed = 0
        op_phases = self.op_phases
        plans_get = self.plans.get
        plan = self.plan
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
                    ushape, uget, rshape, rget, regions, successors, term, iso, member, rules, local, reads_global \
                        = plans_get(op.__class__) or plan(op)
                    if not member:
                        failed |= MEMBERSHIP
                    elif rules or local is not None or reads_global:
                        failed |= op_phases(op, rules, local, reads_global)
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
                    children, roots = self.dominator_tree(r, labels)
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
