"""Deciding membership, SSA, per-op rules and target legality together, once per shared subtree.

``common.check_language`` runs four phases (membership, SSA, the language's
rules, the target's legality and limits) and reports the first that fails.
Run one after the other they walk the module four times and re-read every op's
fields each time; a compile checks 23 modules of ~1,300 ops.  ``Verifier``
decides all four at once and only answers *which phases fail* (a bit set); when one does, the
phases run again on their own to say what, in program order (``_explain`` in
``common``).  The verdict per phase is exact, not a heuristic: the SSA part
checks the same rules as ``common.check_ssa`` (defined once per isolated
scope, every use dominated by its definition and of its type, terminators
last, branches to blocks of their region other than the entry, each label given to one block
of its region), so a phase the verifier passes is a phase the explaining checker passes and vice versa
(``tests/checkers/test_checker_verifier.py`` compares the two on every input of the
suite's diagnostic tests and on mutated examples).

What makes it cheap:

* **Summaries of shared subtrees** (``Seg``).  Passes return the same objects for every op list,
  block, region and function they leave unchanged, so most of a stage's module is physically the
  previous stage's.  The verifier summarizes each block and region once per session (by identity;
  keying a rebuilt block by the ids of its ops was measured: 8 hits in 853 lookups per gemm_sm90
  compile once the passes shared their blocks, so it went): whether it holds an SSA
  error whatever the context, the names it defines, the values it uses from outside (its free
  values), what it exports to the blocks it dominates, the op classes in it, the globals it names,
  and the rules known to hold on all its ops.  A module that shares a subtree re-checks it by set
  and dictionary operations: SSA becomes "its free values are visible here at their types, and its
  definitions are disjoint from the rest of the scope" (given one definition per name, nothing the
  subtree defines is visible from outside it, so a use resolves inside or outside, never both);
  membership, a subset test of its classes; rules, a test that the language's rules are among
  those known to hold (a rule is a function of the op alone; a target's checks are keyed by the
  target; ``addressof``'s global is checked against each module).
* **Per-class facts** (``class_facts``), computed once per op class: how to
  read its operands and results (an ``attrgetter`` for the common shapes),
  its region and successor field names, its traits; and from ``target.op_plan``
  the op-local target check a class needs (``None`` for nearly all).
* **Scopes without copies.** Inside a region, visible values live in one dict; a dominated block's
  exports are added and removed when its dominator subtree is done.  Persistent environments were
  measured against this (``pyrsistent.pmap``): on the 23 modules of a ``gemm_sm90`` compile, the
  former whole-module walk took 19.0 ms with the dict and undo log, 59.0 ms with a PMap evolver per
  block and 57.1 ms with ``PMap.set`` per definition (CPU time, min of 5).
* **Dominator trees by control-flow graph.** After ``scf_to_cf`` most stages
  keep the branch structure; in a session the tree is computed once per
  graph (block labels and branch targets), not once per module.
* **Verdicts remembered per op object** within a checking session
  (``session()``, which ``pipeline.run_pipeline`` opens): IR is immutable, so an op
  whose rules passed in one stage's module passes them again when the next
  module holds the same object (in a block built anew).  They are kept on the op itself (its hidden
  slot ``_ok_``, ``ir/record.OpSlots``: the session's tokens of the rules it passed), not in tables keyed
  by ``id(op)``, which grew with the module (a 64-kernel module's lookups missed the cache).  A check
  outside a session has tokens of its own: nothing it or another session found is taken.
* **One generation kept** (``Memo``): a session keeps the summaries of the module checked last and
  what they hold, and lets go of the rest when the next module has been summarized, so a compile's
  memory follows its live module (each stage's output shares with its input what it did not change).
"""

from __future__ import annotations

import contextlib
from contextvars import ContextVar
from itertools import chain, compress
from weakref import ref
from operator import is_, is_not
from operator import attrgetter
from typing import AbstractSet, Any, Callable, Iterable, Iterator, Sequence

from ..ir.cfg import dominator_forest
from ..ir.core import (
    Block, Kind, Module, Region, Trait, Value, has_trait, op_operands, op_regions, op_results, spec_of_class, walk,
)
from ..ir.diagnostics import Diagnostic
from ..ir.record import SET_OK
from . import target as target_rules
from .mypyc_hints import mypyc_attr

Rule = Callable[[Any], Iterable[Diagnostic]]
Rules = Rule | tuple[Rule, ...]


def _defined_names(visible: dict[str, Any], nested: set[str] | None) -> AbstractSet[str]:
    """The names a block summary defines: its own (``visible``) and, where it holds regions, those of its
    nested blocks.  ``nested`` is the summary's own set, so its own names are put into it in place
    rather than copied into a new union (a ~600-name set under gemm_sm90's consumer block)."""
    if nested is None:
        return visible.keys()
    nested.update(visible)
    return nested


class OpRule:
    """A per-op rule that only looks at ops of some classes (``@for_ops(A.Dot, A.Copy)``).

    Calling it on any other op yields nothing, whatever its body says, so the declared classes are
    what the rule does; the verifier reads them to skip it, per op class, on every other op.
    ``tests/checkers/test_checker_verifier.py`` checks that each class a rule's body matches
    (``case X()``, ``isinstance(op, X)``) is declared.

    ``by_class``, where given, is the rule decided per class: for a declared class, the function that
    says on an op of exactly that class what ``fn`` says (``None``: nothing, on any op of it).  The
    verifier runs that instead of ``fn`` (``call_for``), so a rule that dispatches on the class
    (``llvm.op_rules``) or excuses whole classes (``lowered.no_register_tiles``) does not do so per op;
    the explaining phases run ``fn``.  ``tests/checkers/test_checker_verifier.py`` holds both to the same
    diagnostics on every op of the suite's inputs, the examples' stages and their mutants.

    ``by_types``, where given, decides the rule per summary: classes of value types such that the rule
    says nothing on an op none of whose operands and results has a type of one of them.  The verifier
    then passes the rule on a whole subtree without an SSA error inside none of whose values (those it
    defines, at any depth, and those it uses from outside) has such a type (``Verifier.ensure``):
    without an SSA error inside, every use has its definition's type, so no operand has one either.
    """

    __slots__ = ("fn", "ops", "by_class", "by_types", "__name__")

    def __init__(self, fn: Callable[[Any], Iterable[Diagnostic]], ops: tuple[type, ...],
                 by_class: Callable[[type], Rule | None] | None = None,
                 by_types: tuple[type, ...] | None = None) -> None:
        self.fn = fn
        self.ops = ops
        self.by_class = by_class
        self.by_types = by_types
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


def by_first_case(cases: tuple[tuple[tuple[type, ...], Rule], ...]) -> Callable[[type], Rule | None]:
    """A ``by_class`` for a rule that is a ``match`` whose arms each run one function: ``cases`` are its
    arms in order (the classes of each arm's patterns, what it runs); on a class, the function of the first
    arm whose classes it is a subclass of, as the ``match`` picks it."""
    def by_class(cls: type) -> Rule | None:
        return next((fn for classes, fn in cases if issubclass(cls, classes)), None)
    return by_class


_WALKED: dict[int, tuple[tuple[Any, ...], tuple[Any, ...]]] = {}


def walked(ops: tuple[Any, ...]) -> tuple[Any, ...]:
    """``ir.core.walk(ops)`` as a tuple, remembered for the last few op sequences (by identity, each held
    so its id is not reused): a tile function's whole-function rules (``tile_rules``, ``tmem_rules``,
    ``tma_rules``, ``descriptor_abi``) each walk its body, one sequence in a stage's module."""
    hit = _WALKED.get(id(ops))
    if hit is not None and hit[0] is ops:
        return hit[1]
    out = tuple(walk(ops))
    if len(_WALKED) >= 4:
        del _WALKED[next(iter(_WALKED))]     # the oldest
    _WALKED[id(ops)] = (ops, out)
    return out


def walked_inside(op: Any) -> tuple[Any, ...]:
    """Every op in ``op``'s regions, depth first (``walk((op,))`` without ``op`` itself)."""
    regions = op_regions(op)
    if len(regions) == 1 and len(regions[0].blocks) == 1:
        return walked(regions[0].blocks[0].ops)
    return tuple(walk((op,)))[1:]


_APPLICABLE: dict[tuple[Rule, ...], dict[type, tuple[Rule, ...]]] = {}


_CALL_FOR: dict[tuple[Rule, type], Rule | None] = {}


def call_for(rule: Rule, cls: type) -> Rule | None:
    """What the verifier runs for ``rule`` on an op of class ``cls`` (``None``: the rule says nothing
    about such ops): a declared rule's own function (its class test is done here, once per class),
    or what its ``by_class`` gives.  Remembered per (rule, class): a rule is part of many languages'
    rules, and their plans are built per (language, class)."""
    key = (rule, cls)
    if key in _CALL_FOR:
        return _CALL_FOR[key]
    found: Rule | None
    if not isinstance(rule, OpRule):
        found = rule
    elif not issubclass(cls, rule.ops):
        found = None
    else:
        found = rule.fn if rule.by_class is None else rule.by_class(cls)
    _CALL_FOR[key] = found
    return found


def applicable(rules: tuple[Rule, ...], cls: type) -> tuple[Rule, ...]:
    """The rules of ``rules`` that can say something about an op of class ``cls``."""
    per_class = _APPLICABLE.get(rules)
    if per_class is None:
        per_class = _APPLICABLE[rules] = {}
    found = per_class.get(cls)
    if found is None:
        found = per_class[cls] = tuple(r for r in rules if call_for(r, cls) is not None)
    return found

# The phases, as bits of the verdict.
MEMBERSHIP = 1
SSA = 2
RULES = 4
TARGET = 8


# -- checking sessions ----------------------------------------------------------------------------


class Memo:
    """What a checking session has verified, kept for the next module's check: the summaries
    (``Seg``) of the module checked last, and what they hold.

    One summary is held: ``last``, the top-level summary of the module checked last.  It holds the
    summaries of its regions and blocks (``Seg.children``), they hold their ops and their control-flow
    graphs, and nothing else in the session holds any of them: the indexes below refer to them by
    weak reference.  When a check replaces ``last``, what the new module does not share goes (the
    passes keep every stage's output sharing what it did not change with its input, so the next stage's
    module shares only what the module checked last holds).  A compile's memory follows its live
    module (``bench/NOTES.md``: 221 -> 133 MB peak for 64 copies of gemm_sm90).

    Every index is keyed by ``id`` and refers (weakly) to an object that holds the keyed object: a
    live entry's object is alive, so its id is not another object's.  A dead entry is a miss; dead
    entries are dropped when the indexes have doubled (``shed``).  Per-op verdicts are on the ops
    (``tokens``): an op that is let go takes its verdicts with it."""

    __slots__ = ("tokens", "by_rules", "graphs", "target", "segs", "last", "regions", "relevant", "runs", "steps",
                 "limit", "funcs")

    def __init__(self, target: object = None) -> None:
        # the input's ``nv_tileaa.target_spec``: every module checked in the session must carry it
        # (None: the session checks modules of no one compile, and holds them to nothing)
        self.target = target
        # per rule (a component of a language's rules, or a target's checks ``("target", t)``): the
        # session's token for it, which an op that passed it holds in its verdicts (``op._ok_``, a
        # frozenset of tokens: ``ir/record.OpSlots``); a token of another session is not this one's
        self.tokens: dict[object, _Token] = {}
        # per language's rules: each rule's token (``Verifier.tokens``; made once a session, not per check)
        self.by_rules: dict[tuple[Rule, ...], dict[Rule, _Token]] = {}
        # dominator trees by control-flow graph (block labels, then each block's branch targets); a
        # graph is held by the summaries of the regions resolved over it (``Seg.graph``)
        self.graphs: dict[tuple[Any, ...], ref[Graph]] = {}
        # summaries of blocks and multi-block regions, by the id of the object (``Seg.obj``: held)
        self.segs: dict[int, ref[Seg]] = {}
        # the summary of the module checked last: what the session keeps
        self.last: Seg | None = None
        # per (top-level symbol, number of blocks): the multi-block region summarized last
        # (``Verifier.from_previous``)
        self.regions: dict[tuple[object, int], ref[Seg]] = {}
        # runs of long blocks' ops, by the id of their first op (the run holds it)
        self.runs: dict[int, ref[Seg]] = {}
        # whether any of a set of rules (or targets) can say something about an op of some classes
        self.relevant: dict[tuple[frozenset[object], frozenset[type]], bool] = {}
        # per (a summary's ok, a check's keys): the keys missing from ok, ok with the keys added, and
        # whether a leaf missing them is walked (``_walks``)
        self.steps: dict[tuple[frozenset[object], frozenset[object]],
                         tuple[frozenset[object], frozenset[object], bool]] = {}
        # how many index entries there may be before the dead ones are dropped (``shed``)
        self.limit = _SHED_AT
        # per ``llvm.func`` symbol: the blocks of its last version whose blocks all passed the function's
        # block checks, and its result type (``checkers/llvm._blocks_pass``; held while the module checked
        # last has a top-level op of that symbol)
        self.funcs: dict[str, tuple[tuple[Any, ...], Any]] = {}

    def token(self, key: object) -> _Token:
        """The session's token for a rule or target key (``tokens``)."""
        t = self.tokens.get(key)
        if t is None:
            t = self.tokens[key] = _Token(key)
        return t

    def keep(self, top: Seg) -> None:
        """Make ``top`` (the summary of the module just checked) what the session keeps; what only the
        summary kept before held goes now.  Then, if the indexes have doubled, ``shed``."""
        self.last = top
        funcs = self.funcs
        if funcs:
            # (only the functions of this module: one that is gone lets go of its blocks)
            names = {getattr(op, "sym_name", None) for op in top.obj}     # type: ignore[attr-defined]
            for name in [f for f in funcs if f not in names]:
                del funcs[name]
        n = len(self.segs) + len(self.runs) + len(self.graphs) + len(self.regions)
        if n > self.limit:
            self.limit = max(2 * self.shed(), _SHED_AT)

    def shed(self) -> int:
        """Drop the index entries whose object is gone; how many are left."""
        indexes: list[dict[Any, ref[Any]]] = [self.segs, self.runs, self.graphs, self.regions]
        left = 0
        for d in indexes:
            for k in [k for k, w in d.items() if w() is None]:
                del d[k]
            left += len(d)
        return left


class _Token:
    """A session's token for a rule or target key (``Memo.tokens``): what an op's verdicts hold.
    ``after``: per verdicts without it, the verdicts with it (few distinct sets, each made once)."""

    __slots__ = ("key", "after")

    def __init__(self, key: object) -> None:
        self.key = key
        self.after: dict[frozenset[object], frozenset[object]] = {}

    def grow(self, had: frozenset[object]) -> frozenset[object]:
        """``had`` with this token added (``after``)."""
        g = self.after.get(had)
        if g is None:
            g = self.after[had] = had | {self}
        return g

    def __repr__(self) -> str:
        return f"<passed {self.key!r}>"


# Index entries whose objects are gone hold no IR (a dict slot and a dead weak reference, shared by
# the entries of one summary: under ~100 bytes each); below this many, a few MB at most, they stay.
_SHED_AT = 1 << 16


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
    return _FACTS.get(type(op)) or facts_of_class(type(op))


def facts_of_class(cls: type) -> Facts:
    """The facts of op class ``cls`` (kept)."""
    f = _FACTS.get(cls)
    if f is None:
        # one pass over the fields: the operand groups (``OpSpec.operand_groups``: operands and
        # successors' arguments, in field order), the results, the regions, the successors
        unames: list[str] = []
        ukinds: list[Kind] = []
        rnames: list[str] = []
        rkinds: list[Kind] = []
        regions: list[str] = []
        successors: list[str] = []
        for g in spec_of_class(cls).fields:
            kind = g.kind
            if kind in _USE_KINDS:
                unames.append(g.name)
                ukinds.append(kind)
                if kind is Kind.SUCCESSOR:
                    successors.append(g.name)
            elif kind is Kind.RESULT or kind is Kind.RESULTS:
                rnames.append(g.name)
                rkinds.append(kind)
            elif kind is Kind.REGION:
                regions.append(g.name)
        ushape, uget = _getter(unames, ukinds, Kind.OPERAND, Kind.OPERANDS, op_operands)
        rshape, rget = _getter(rnames, rkinds, Kind.RESULT, Kind.RESULTS, op_results)
        f = _FACTS[cls] = (ushape, uget, rshape, rget, tuple(regions), tuple(successors),
                           has_trait(cls, Trait.TERMINATOR), has_trait(cls, Trait.ISOLATED_FROM_ABOVE))
    return f


_USE_KINDS = frozenset((Kind.OPERAND, Kind.OPERANDS, Kind.OPT_OPERAND, Kind.SUCCESSOR))


# -- summaries ------------------------------------------------------------------------------------


@mypyc_attr(native_class=False)     # (weakly referenced: mypyc's own classes cannot be)
class Seg:
    """What re-checking a verified subtree in a new context needs: the summary of a block (its
    arguments and ops), of the module's top-level ops, or of a region (``obj``: the block, the ops, the
    region; a region of one block has its block's summary).
    Built once per object (remembered in the session by identity while it is part of the summary the
    session keeps, ``Memo``; the summary holds ``obj``, so its id is not reused), so a stage that shares
    a subtree with the previous stage's module re-checks it with a few set and dictionary operations,
    not a walk.

    All but ``ok`` are facts of the subtree alone, whatever the language or the context:

    * ``bad``: an SSA error inside, whatever the context: a terminator that is not last, a branch to a
      block its region lacks (or to the entry), a use of a value the subtree defines where that
      definition does not dominate it or at another type, a name defined twice in one scope, a use
      inside an isolated op of a value the op does not define, two free uses of one name at
      different types (in any context one of them fails);
    * ``defs``: the names the subtree defines in its scope (block arguments and results, nested
      regions included, an isolated op's inside not): the scope's one-definition rule is the
      disjointness of its parts' ``defs``;
    * ``free``: name -> value, the uses of values the subtree does not define: the context must make
      each visible at its type (given one definition per name, nothing the subtree defines can be
      visible from outside, so a use resolves inside or outside, never both);
    * ``exports``: for a block, the values it makes visible to the blocks it dominates (its arguments
      and its top-level results);
    * ``succ``: the labels its top-level ops branch to (checked against the enclosing region);
      ``last_succ``: those of its last op (the control-flow graph the dominator tree comes from);
    * ``globals``: the ``@names`` its ``llvm.mlir.addressof`` ops read (checked against the module);
    * ``children``: the summaries of its nested regions (of a region: of its blocks); ``ops``: its own
      top-level ops (none for a region);
    * the op classes in it (``classes_of``, computed when first asked: membership is a subset test);
    * ``ok``: what is known to hold on every op of the subtree: membership in a language (the key
      ``("allowed", its op classes)``), rules (a rule is a function of the op alone), a target's checks
      (``("target", t)``);
    * ``graph``: of a multi-block region, the control-flow graph it was resolved over (``Graph``);
    * the classes of the types of the values in it (``value_types_of``, computed when first asked).
    """

    __slots__ = ("obj", "bad", "defs", "free", "exports", "succ", "last_succ", "globals",
                 "children", "ops", "ok", "holds", "classes", "vtypes", "term_last", "graph", "__weakref__")

    def __init__(self, obj: object, bad: bool, defs: AbstractSet[str], free: dict[str, Value],
                 exports: dict[str, Value], succ: Sequence[str], last_succ: tuple[str, ...],
                 globals: Sequence[str], children: Sequence["Seg"], ops: tuple[Any, ...],
                 ok: frozenset[object]) -> None:
        self.obj = obj
        self.bad = bad
        self.defs = defs
        self.free = free
        self.exports = exports
        self.succ = succ
        self.last_succ = last_succ
        self.globals = globals
        self.children = children
        self.ops = ops
        self.ok = ok
        # the last key set (``Verifier.keys``, one object per language, rules and target) found to be
        # part of ``ok``: a check that meets the subtree again asks ``is`` instead of a subset test
        self.holds = ok
        self.classes: frozenset[type] | None = None
        self.vtypes: frozenset[type] | None = None
        self.term_last = False     # its last op is a terminator (a run of a long block's ops)
        self.graph: Graph | None = None


def classes_of(s: Seg) -> frozenset[type]:
    """The op classes in ``s``'s subtree (computed once).  The ops of its children without children of
    their own (the blocks of a function body, most often) are read into the one frozenset with its own:
    a frozenset and a union per block cost ~3 k instructions a block, and a body has ~300 blocks; such a
    child's classes stay unknown (``Verifier.member`` walks a leaf whose classes no one asked for)."""
    c = s.classes
    if c is None:
        parts = [s.ops]
        deeper: list[frozenset[type]] = []
        for child in s.children:
            cc = child.classes
            if cc is not None:
                deeper.append(cc)
            elif child.children:
                deeper.append(classes_of(child))
            else:
                parts.append(child.ops)
        c = frozenset(map(type, chain.from_iterable(parts)))
        for cc in deeper:
            if not cc <= c:
                c = c | cc
        s.classes = c
    return c


def value_types_of(s: Seg) -> frozenset[type]:
    """The classes of the types of the values in ``s``'s subtree (computed once): those it uses from
    outside (``free``), and those each block of it defines (``exports``: its arguments and top-level
    results; the blocks of nested regions are summaries below it).  Every use of a value the subtree
    defines has its definition's type unless ``s.bad``.  As in ``classes_of``, the values of its children
    without children of their own are read into its one comprehension (their own sets stay unknown)."""
    t = s.vtypes
    if t is None:
        vals: list[Iterable[Value]] = [s.free.values(), s.exports.values()]
        deeper: list[frozenset[type]] = []
        for child in s.children:
            ct = child.vtypes
            if ct is not None:
                deeper.append(ct)
            elif child.children:
                deeper.append(value_types_of(child))
            else:
                vals.append(child.free.values())
                vals.append(child.exports.values())
        t = frozenset({type(v.type) for v in chain.from_iterable(vals)})
        for ct in deeper:
            if not ct <= t:
                t = t | ct
        s.vtypes = t
    return t


# per set of keys a summary misses: those decided per summary (rules with ``by_types``) and the rest
_BY_TYPES: dict[frozenset[object], tuple[tuple[OpRule, ...], frozenset[object]]] = {}
# per (rule, classes of value types): whether no value type is of the rule's ``by_types``
_QUIET: dict[tuple[OpRule, frozenset[type]], bool] = {}


# per set of keys a summary misses: whether one is a rule not decided per summary (``Verifier.ensure``)
_WALKS: dict[frozenset[object], bool] = {}


def _walks(missing: frozenset[object]) -> bool:
    """Whether ``missing`` holds a rule (not a membership or target key) without ``by_types``: a leaf
    missing it is walked op by op rather than summarized by its classes (``Verifier.ensure``)."""
    w = _WALKS.get(missing)
    if w is None:
        w = _WALKS[missing] = any(not isinstance(k, tuple) and not (isinstance(k, OpRule) and k.by_types is not None)
                                  for k in missing)
    return w


def _quiet(rule: OpRule, vtypes: frozenset[type]) -> bool:
    q = _QUIET.get((rule, vtypes))
    if q is None:
        by = rule.by_types
        q = _QUIET[(rule, vtypes)] = by is not None and not any(issubclass(c, by) for c in vtypes)
    return q


_NONE: frozenset[object] = frozenset()
# What a rule written as a plain function returns where it says nothing: the empty tuple (one object in
# CPython), which the walks test by identity before iterating what a rule returned (``next(iter(...))``,
# ~550 instructions, where most rule calls of a compile return it).  Any other empty result is iterated.
_PASSED: tuple[()] = ()
# a block of more ops is summarized in runs of at most _RUN ops (``Verifier.long_block``)
_LONG = 48
_RUN = 16
_NO_VALUES: dict[str, Value] = {}    # shared, never written
_NO_NAMES: frozenset[str] = frozenset()
_new = object.__new__

# What the walk needs of an op class in one checker, in the order the walk reads it:
#  0 ``plain``: the class is in the language and has no region, no successor, no op-local target check,
#    is not a terminator and reads no global (most ops: the walk then reads nothing of ``rest``);
#  1, 2 the one rule that applies to it and the function to call (``call_for``), if exactly one does;
#  3 every rule that applies to it, with its function (none for a class not in the language: the
#    walk never runs them there);
#  4-7 how to read its operands and results (``class_facts``);
#  8 ``rest``: the region field names, how to read the labels it branches to (``_labels_getter``; None
#    where it has no successor), whether it is a terminator, whether it is isolated from above, whether
#    it reads a global (``llvm.mlir.addressof``), whether the class is in the language, its op-local
#    target check (``None`` for nearly all classes).
Rest = tuple[tuple[str, ...], "Callable[[Any], tuple[str, ...]] | None", bool, bool, bool, bool,
             "target_rules.LocalCheck | None"]
Plan = tuple[bool, Rule | None, Rule, tuple[tuple[Rule, Rule], ...], int, Getter, int, Getter, Rest]


def _no_rule(op: Any) -> tuple[Diagnostic, ...]:
    """A plan's function where no one rule applies (its rule is None: never called)."""
    return ()

# per (language's classes, rules, target): the plans by class, and the key set (``Verifier.keys``)
_CONFIGS: dict[tuple[frozenset[type], tuple[Rule, ...], str | None], tuple[dict[type, Plan], frozenset[object]]] = {}
# per (rules, target): by class, its plan as a member of the language and as a non-member (they differ
# in ``member`` alone), shared by the languages that have those rules (``Verifier.plan``)
_SHARED_PLANS: dict[tuple[tuple[Rule, ...], str | None], dict[type, tuple[Plan, Plan]]] = {}
_UNDECIDED = object()
# (plain, the operand and result getters' shapes and getters, a member's ``rest``, the non-member plan)
ClassPart = tuple[bool, int, Getter, int, Getter, Rest, Plan]
# per target: by class, what its plans hold whatever the rules (``_class_part``)
_CLASS_PARTS: dict[str | None, dict[type, ClassPart]] = {}


def _class_part(cls: type, target: str | None) -> ClassPart:
    """What the plans of class ``cls`` on ``target`` hold whatever the language's rules (a class's plans
    are built once per rules tuple, ~5 per class a compile): whether a member is plain, the getters, a
    member's ``rest`` and the whole plan of a non-member."""
    local = target_rules.op_plan(cls, target)[0] if target is not None else None
    ushape, uget, rshape, rget, regions, successors, term, iso = _FACTS.get(cls) or facts_of_class(cls)
    reads = getattr(cls, "NAME", None) == target_rules.ADDRESS_OF
    plain = not (regions or successors or term or reads or local is not None)
    labels = _labels_getter(successors)
    return (plain, ushape, uget, rshape, rget, (regions, labels, term, iso, reads, True, local),
            (False, None, _no_rule, (), ushape, uget, rshape, rget, (regions, labels, term, iso, reads, False, None)))


def _labels_getter(successors: tuple[str, ...]) -> Callable[[Any], tuple[str, ...]] | None:
    """How to read the labels an op of a class with successor fields ``successors`` branches to, in field
    order, as a tuple (``None``: no successor field): one ``attrgetter``, no comprehension per op."""
    if not successors:
        return None
    get: Callable[[Any], Any] = attrgetter(*[name + ".label" for name in successors])
    if len(successors) > 1:
        return get        # (a tuple of several)
    return lambda op: (get(op),)


# per rule (or target key ``("target", t)``): the op classes met so far that it can say something
# about, and those it cannot (each decided once per class: ``call_for``, ``target.op_plan``)
_RELEVANT: dict[object, tuple[set[type], set[type]]] = {}


def _relevant(key: object, classes: frozenset[type]) -> bool:
    """Whether a rule or target key can say something about some op of ``classes``: set operations
    against the classes already decided for the key, a decision for each class not met before."""
    if isinstance(key, tuple) and key[0] == "allowed":
        return False              # (membership: the caller tests the classes)
    known = _RELEVANT.get(key)
    if known is None:
        known = _RELEVANT[key] = (set(), set())
    yes, no = known
    if not yes.isdisjoint(classes):
        return True
    if no.issuperset(classes):
        return False
    found = False
    for c in classes - no:
        if isinstance(key, tuple):     # ("target", t)
            says = target_rules.op_plan(c, key[1])[0] is not None
        elif isinstance(key, OpRule):
            says = call_for(key, c) is not None
        else:
            says = True
        (yes if says else no).add(c)
        found = found or says
    return found


@mypyc_attr(native_class=False)     # (weakly referenced: mypyc's own classes cannot be)
class Graph:
    """A region's control-flow graph: labels, the dominator tree (children, roots) and its preorder
    intervals (block ``j`` dominates block ``i`` iff ``pre[j] <= pre[i] <= last[j]``), and the last
    region resolved over it (``Verifier.multi_block``)."""

    __slots__ = ("targets", "lands", "children", "roots", "pre", "last", "state", "relabeled", "__weakref__")

    def __init__(self, r: Region[Any], bsegs: list[Seg]) -> None:
        names = [b.label for b in r.blocks]
        n = len(names)
        labels = dict(zip(names, range(n)))
        # a label given to two blocks (a block defined again: an SSA error whatever the blocks hold)
        self.relabeled = len(labels) != n
        # what a branch may name: a block of the region other than the entry (the labels whose index in
        # ``labels``, the last block of that label, is not 0)
        self.targets = frozenset(label for label, i in labels.items() if i) if self.relabeled \
            else frozenset(names[1:])
        # each block's successors by index, from the labels its last op branches to (``cfg._successors``:
        # a label naming no block left out); and whether all of them are ``targets`` (``lands``: what the
        # resolution asks of a block whose only branching op is its last, without a set per block)
        get = labels.get
        succs: list[list[int]] = []
        lands: list[bool] = []
        for s in bsegs:
            out: list[int] = []
            ok = True
            for label in s.last_succ:
                t = get(label)
                if t is not None:
                    out.append(t)
                if not t:
                    ok = False
            succs.append(out)
            lands.append(ok)
        self.lands = lands
        self.children, self.roots = children, roots = dominator_forest(r, succs)
        # the preorder intervals: made by the first resolution over the graph, on its walk of the same tree
        # (``Verifier.resolve_all``), or by ``intervals``
        self.pre: list[int] | None = None
        self.last: list[int] | None = None
        self.state: _Resolved | None = None


    def intervals(self) -> tuple[list[int], list[int]]:
        """The preorder intervals (``pre``, ``last``), made here where no resolution made them."""
        if self.pre is None or self.last is None:
            n = len(self.children)
            children = self.children
            pre = [0] * n
            last = [0] * n
            k = 0
            stack: list[int] = self.roots[::-1]
            while stack:
                i = stack.pop()
                if i < 0:
                    last[~i] = k - 1
                    continue
                pre[i] = k
                kids = children[i]
                if kids:
                    stack.append(~i)
                    stack.extend(kids[::-1])
                else:
                    last[i] = k
                k += 1
            self.pre, self.last = pre, last
        return self.pre, self.last

class _Resolved:
    """A multi-block region's blocks resolved against each other: its block summaries, the exported
    names (the index of the block exporting each), and per block whether a use fails and which free values no block
    exports."""

    __slots__ = ("bsegs", "owner", "bads", "unres", "defined", "count")

    def __init__(self, bsegs: list[Seg]) -> None:
        self.bsegs = bsegs
        self.owner: dict[str, int] | None = None
        self.bads = [False] * len(bsegs)
        self.unres: dict[int, dict[str, Value]] = {}
        # the names the blocks define (the region summary's ``defs``: never changed in place), and how
        # many definitions they make (more than names: some name is defined twice)
        self.defined: set[str] = set()
        self.count = 0


class Verifier:
    """Decides which of the four phases fail for a module (a bit set, 0 if none).

    SSA comes from summaries (``Seg``) of the module's blocks and regions, built bottom-up where the
    session has none and reused where it has; membership is a subset test of the op classes; rules
    and target checks run on the ops of the subtrees not yet known to pass them (and, per op, an op
    object that passed a rule is not asked again)."""

    def __init__(self, allowed: frozenset[type], rules: tuple[Rule, ...], target: str | None,
                 memo: Memo | None) -> None:
        self.allowed = allowed
        self.rules = rules
        self.target = target
        if memo is None:
            memo = Memo()      # no session: nothing outlives this check
        self.memo = memo
        config = _CONFIGS.get((allowed, rules, target))
        if config is None:
            # what a summary's ``ok`` must hold for this check: the language's membership, its rules,
            # the target's checks (one object per configuration: ``Seg.holds`` compares by identity)
            keys: set[object] = set(rules)
            keys.add(("allowed", allowed))
            if target is not None:
                keys.add(("target", target))
            config = _CONFIGS[(allowed, rules, target)] = ({}, frozenset(keys))
        self.plans, self.keys = config
        self.shared = _SHARED_PLANS.setdefault((rules, target), {})
        self.parts = _CLASS_PARTS.setdefault(target, {})
        # per rule, the session's token an op that passed it holds (shared by every language that has the rule)
        tokens = memo.by_rules.get(rules)
        if tokens is None:
            tokens = memo.by_rules[rules] = {r: memo.token(r) for r in rules}
        self.tokens: dict[Rule, _Token] = tokens
        self.target_token = memo.token(("target", target)) if target is not None else None
        self.failed = 0
        # the top-level symbol whose regions are being summarized: part of a control-flow graph's memo
        # key, so that functions of the same shape (a module of generated variants) keep their own
        # per-block results between stages instead of overwriting one another's (``multi_block``)
        self.symbol: object = None

    def plan(self, op: Any) -> Plan:
        cls = type(op)
        both = self.shared.get(cls)
        if both is None:
            both = self.shared[cls] = self.plans_of(op)
        p = self.plans[cls] = both[0] if cls in self.allowed else both[1]
        return p

    def plans_of(self, op: Any) -> tuple[Plan, Plan]:
        """The plans of ``op``'s class with this check's rules and target, as a member of the language
        and as a non-member (the walk reads a non-member's rules and target check never)."""
        cls = type(op)
        part = self.parts.get(cls)
        if part is None:
            part = self.parts[cls] = _class_part(cls, self.target)
        plain, ushape, uget, rshape, rget, rest, other = part
        # each applicable rule with the function to call (``call_for``: a declared rule's own function,
        # its class test done once per class, or its ``by_class`` function, remembered per pair)
        calls: list[tuple[Rule, Rule]] = []
        for r in self.rules:
            c = _CALL_FOR.get((r, cls), _UNDECIDED)
            if c is _UNDECIDED:
                c = call_for(r, cls)
            if c is not None:
                calls.append((r, c))   # type: ignore[arg-type]   # (c: a Rule, not the marker)
        applied = tuple(calls)
        one, call = applied[0] if len(applied) == 1 else (None, _no_rule)
        return (plain, one, call, applied, ushape, uget, rshape, rget, rest), other

    def run(self, m: Module[Any]) -> int:
        top = self.top_seg(m.ops)
        self.memo.keep(top)
        failed = self.failed
        if top.bad or top.free:
            failed |= SSA
        if top.holds is not self.keys and not self.keys <= top.ok:
            if not classes_of(top) <= self.allowed:
                failed |= MEMBERSHIP
            else:
                self.ensure(top)
                failed |= self.failed
        if self.target is not None and top.globals:
            have = target_rules.defined_globals(m)
            if any(g not in have for g in top.globals):
                failed |= TARGET
        return failed

    # -- rules and target ----------------------------------------------------------------------------

    def member(self, s: Seg) -> bool:
        """Whether the language is known to pass on every op of ``s``, or else every op of ``s`` is a
        member and passes the rules and target checks (run where not known); records what fails."""
        keys = self.keys
        if s.holds is keys:
            return True
        if keys <= s.ok:
            s.holds = keys
            return True
        classes = s.classes
        if classes is None:
            return self.ensure(s, None, False)      # (membership there: a leaf may be walked)
        if not classes <= self.allowed:
            self.failed |= MEMBERSHIP
            return False
        return self.ensure(s, classes)

    def ensure(self, s: Seg, classes: frozenset[type] | None = None, members: bool = True) -> bool:
        """Run the rules and target checks ``s`` is not known to pass on its ops (every op of ``s`` is
        a member of the language: the caller tested its classes, ``classes`` where it passes them; or,
        not ``members``, the membership is tested here: from its classes, or op by op on the walk of a
        leaf whose classes are not known, ``_walks``); whether all passed.  (``s.classes or classes_of(s)``,
        here and in the walks over summaries: the call only where they are not known yet, ~0.4 k
        instructions a summary met again.)"""
        keys = self.keys
        # (what is missing, and ok with the keys added) for this (ok, keys) pair: ``ok`` sets are
        # few distinct objects (a language's keys, then their unions, each made once here), so most
        # summaries a check meets take the same step: a lookup instead of a difference and a union
        step = self.memo.steps.get((s.ok, keys))
        if step is None:
            missing = keys - s.ok
            step = self.memo.steps[(s.ok, keys)] = (missing, s.ok | keys, _walks(missing))
        missing, grown, walks = step
        if not missing:
            s.holds = keys
            return True
        if classes is None:
            classes = s.classes
        memo = self.memo
        relevant: bool | None
        if classes is None and not s.children and walks:
            # a leaf whose classes are not known, missing a rule that is not decided per summary (most
            # likely one it must run: llvm's type rules on reconcile-casts' ~300 blocks): its ops are
            # walked, each with its plan's membership and rules (what the tests below decide per summary,
            # decided per op), instead of a frozenset of its classes made for one subset test
            relevant = True
        else:
            if classes is None:
                classes = classes_of(s)
            if not members and not classes <= self.allowed:
                self.failed |= MEMBERSHIP
                return False
            relevant = memo.relevant.get((missing, classes))
            if relevant is None:
                relevant = memo.relevant[(missing, classes)] = any(_relevant(k, classes) for k in missing)
        if relevant and not s.bad and classes is not None:
            # the rules decided per summary (``OpRule.by_types``): where each is quiet on the subtree's
            # value types, only the other missing keys can say something
            split = _BY_TYPES.get(missing)
            if split is None:
                typed = tuple(k for k in missing if isinstance(k, OpRule) and k.by_types is not None)
                split = _BY_TYPES[missing] = (typed, missing.difference(typed))
            typed, rest = split
            if typed:
                vtypes = s.vtypes or value_types_of(s)
                if all(_quiet(k, vtypes) for k in typed):
                    relevant = memo.relevant.get((rest, classes))
                    if relevant is None:
                        relevant = memo.relevant[(rest, classes)] = any(_relevant(k, classes) for k in rest)
        if not relevant:
            s.ok = grown
            s.holds = keys
            return True
        clean = True
        for c in s.children:
            if c.holds is not keys and not self.ensure(c):
                clean = False
        if s.ops:
            plans_get = self.plans.get
            tokens = self.tokens
            failed = 0
            for op in s.ops:
                p = plans_get(type(op)) or self.plan(op)
                rule = p[1]
                if rule is not None:    # (the one rule that applies: most classes)
                    tok = tokens[rule]
                    had = op._ok_
                    if tok not in had:
                        if (r := p[2](op)) is not _PASSED and next(iter(r), None) is not None:
                            failed |= RULES
                        else:
                            SET_OK(op, tok.after.get(had) or tok.grow(had))
                elif p[3]:
                    failed |= self.rules_fail(op, p[3])
                if not p[0]:
                    tail = p[8]
                    if not tail[5]:
                        failed |= MEMBERSHIP    # (a leaf ``member`` walks: its classes were not tested)
                    elif tail[6] is not None:
                        failed |= self.op_target(op, tail[6])
            if failed:
                self.failed |= failed
                clean = False
        if clean:
            s.ok = grown
            s.holds = keys
        return clean

    def rules_fail(self, op: Any, rules: tuple[tuple[Rule, Rule], ...]) -> int:
        """``RULES`` if one of ``rules`` (each a rule and the function run for it: a plan's item 3)
        says something about ``op``, else 0; a rule that passes is remembered on the op (its verdicts,
        ``op._ok_``, gain the session's token for the rule: ``Memo.tokens``), and a rule the op is
        remembered to pass is not run.  The one-rule case (most classes) is the same test written out
        in ``ensure`` and ``ops_seg``'s loops: it runs for nearly every op a check visits, and a call per
        op costs more than its lines."""
        failed = 0
        tokens = self.tokens
        had = now = op._ok_
        for rule, call in rules:
            tok = tokens[rule]
            if tok not in now:
                if (r := call(op)) is not _PASSED and next(iter(r), None) is not None:
                    failed = RULES
                else:
                    now = tok.after.get(now) or tok.grow(now)
        if now is not had:     # (the verdicts the op gained, set once: a slot's setter is ~300 instructions)
            SET_OK(op, now)
        return failed

    def op_target(self, op: Any, local: target_rules.LocalCheck) -> int:
        """The op-local target check of one member op (remembered on the op, as in ``rules_fail``)."""
        tok = self.target_token
        had = op._ok_
        if tok in had:
            return 0
        target = self.target
        assert target is not None and tok is not None
        if next(iter(local(op, target)), None) is not None:
            return TARGET
        SET_OK(op, tok.grow(had))
        return 0

    # -- summaries -----------------------------------------------------------------------------------

    def top_seg(self, ops: tuple[Any, ...]) -> Seg:
        last = self.memo.last
        if last is not None and last.obj is ops:
            return last
        return self.ops_seg(ops, (), False)

    def block_seg(self, b: Block[Any]) -> Seg:
        """The summary of block ``b``: its arguments, then its ops."""
        segs = self.memo.segs
        k = id(b)
        w = segs.get(k)
        hit = w() if w is not None else None
        if hit is not None and hit.obj is b:
            return hit
        ops = b.ops
        n = len(ops)
        if n == 1 and not b.args:
            s = self.jump_seg(ops) or self.ops_seg(ops, (), True)
        else:
            s = self.ops_seg(ops, b.args, True) if n <= _LONG else self.long_block(ops, b.args)
        s.obj = b
        segs[k] = ref(s)
        return s

    def long_block(self, ops: tuple[Any, ...], args: tuple[Value, ...]) -> Seg:
        """The summary of a long block from summaries of runs of its ops.  A pass that changes a few
        ops of a long block keeps the rest as the same objects: each run summarized before is found
        again by its first op (and then compared op by op, by identity); the ops between are cut into
        new runs of at most ``_RUN`` ops.  The runs compose as the ops do: each sees the arguments and
        what the runs before it define, and only the last may end in a terminator."""
        runs_get = self.memo.runs.get
        parts: list[Seg] = []
        n = len(ops)
        i = start = 0      # ops[start:i] not yet in a run
        while i < n:
            w = runs_get(id(ops[i]))
            c = w() if w is not None else None
            if c is not None:
                k = len(c.ops)
                if i + k <= n and all(map(is_, c.ops, ops[i:i + k])):
                    if start < i:
                        self.new_runs(ops[start:i], parts)
                    parts.append(c)
                    i = start = i + k
                    continue
            i += 1
        if start < n:
            self.new_runs(ops[start:], parts)
        visible: dict[str, Value] = dict(zip([a.name for a in args], args))
        vis_get = visible.get
        # the names the runs' nested regions define (none in most blocks: then the block's ``defs`` are
        # ``visible``'s keys, as ``ops_seg`` has them), and how many definitions the block makes: more
        # than the names it defines where one is defined twice (the one-definition rule)
        nested: set[str] | None = None
        count = len(args)
        unres: dict[str, Value] = {}
        bad = False
        clean = True
        succ: list[str] = []
        globs: list[str] = []
        children: list[Seg] = []
        # only the last run may end in a terminator: by position, not by summary (a block holding
        # the same ops twice holds the same run summary twice)
        last_at = len(parts) - 1
        for at, c in enumerate(parts):
            if c.bad or (c.term_last and at != last_at):
                bad = True
            free = c.free
            if free and not all(map(is_, map(vis_get, free), free.values())):
                for name, v in free.items():
                    d = vis_get(name)
                    if d is not v:
                        if d is None:
                            u = unres.get(name)
                            if u is None:
                                unres[name] = v
                            elif u is not v and u.type != v.type:
                                bad = True
                        elif d.type != v.type:
                            bad = True
            defs = c.defs
            count += len(defs)
            visible.update(c.exports)
            if len(defs) != len(c.exports):     # (a run's ``defs``: its exports' names and its nested ones)
                if nested is None:
                    nested = set(defs)
                else:
                    nested.update(defs)
            if c.succ:
                succ.extend(c.succ)
            if c.globals:
                globs.extend(c.globals)
            children.append(c)
            if not self.member(c):
                clean = False
        defined = _defined_names(visible, nested)
        if count != len(defined):
            bad = True
        if unres and not defined.isdisjoint(unres):
            bad = True
        return Seg(ops, bad, defined, unres, visible, succ, parts[-1].last_succ, globs, children, (),
                   self.keys if clean else _NONE)

    def new_runs(self, ops: tuple[Any, ...], parts: list[Seg]) -> None:
        """Summaries of ``ops`` cut into runs of at most ``_RUN``, remembered by their first op."""
        runs = self.memo.runs
        for i in range(0, len(ops), _RUN):
            piece = ops[i:i + _RUN]
            c = self.ops_seg(piece, (), True)
            runs[id(piece[0])] = ref(c)
            parts.append(c)

    def region_seg(self, r: Region[Any]) -> Seg:
        """The summary of region ``r``: of a region of one block, its block's (the block's summary does
        not hold the region: only multi-block regions are remembered by their own id)."""
        blocks = r.blocks
        if len(blocks) == 1:
            out = self.block_seg(blocks[0])
            if out.succ:   # the only label is the entry's: any branch is to the entry or to no block
                out = Seg(r, True, out.defs, out.free, _NO_VALUES, (), (), out.globals, (out,), (), _NONE)
            return out
        segs = self.memo.segs
        w = segs.get(id(r))
        hit = w() if w is not None else None
        if hit is not None and hit.obj is r:
            return hit
        if not blocks:
            out = Seg(r, False, frozenset(), _NO_VALUES, _NO_VALUES, (), (), (), (), (), _NONE)
        else:
            out = self.from_previous(r) or self.multi_block(r, [self.block_seg(b) for b in blocks])
            self.memo.regions[(self.symbol, len(blocks))] = ref(out)
        segs[id(r)] = ref(out)
        return out

    def from_previous(self, r: Region[Any]) -> Seg | None:
        """The summary of multi-block region ``r`` from the summary of the region it most likely replaces
        (the last one summarized under the same top-level symbol, with as many blocks: ``Memo.regions``),
        when at most half of its blocks are other objects: those blocks' summaries are made or found,
        the others are the previous region's, as is its control-flow graph where the changed blocks keep
        their labels and branch targets.  A pass that edits a few blocks of a function's ~300 leaves
        the rest as they were: the others are compared by identity, not each looked up (and the graph's
        key, every label and branch, is not built).  None where there is no such region."""
        blocks = r.blocks
        w = self.memo.regions.get((self.symbol, len(blocks)))
        prev = w() if w is not None else None
        if prev is None:
            return None
        before = prev.obj.blocks      # type: ignore[attr-defined]   # (a multi-block region's summary)
        changed = list(compress(range(len(blocks)), map(is_not, before, blocks)))
        if 2 * len(changed) > len(blocks):
            return None
        bsegs = list(prev.children)
        same = True
        for i in changed:
            s = self.block_seg(blocks[i])
            if same and (blocks[i].label != before[i].label or s.last_succ != bsegs[i].last_succ):
                same = False
            bsegs[i] = s
        return self.multi_block(r, bsegs, prev if same else None, changed)

    def multi_block(self, r: Region[Any], bsegs: list[Seg], prev: Seg | None = None,
                    edited: list[int] | None = None) -> Seg:
        """The summary of a region of several blocks from its blocks' summaries.

        Block ``i`` sees what the blocks strictly dominating it export: each free value of block ``i``
        must be exported by a block that dominates it, at its type; a free value no block exports is
        the region's, unless the region defines that name somewhere (then no use of it here is
        dominated by it).  The per-block results are kept with the region's control-flow graph
        (``Graph.state``): the next region with the same graph (the next stage's, most often)
        re-resolves only the blocks whose summaries changed and the blocks that use a name whose
        export changed.

        ``prev`` (from ``from_previous``): a summary of a region over the same graph whose block
        summaries ``bsegs`` are, except at the indices ``edited``."""
        g = prev.graph if prev is not None and prev.graph is not None else self.graph(r, bsegs)
        n = len(bsegs)
        st = g.state
        changed: list[int] = []
        old: list[Seg] = []
        if st is not None:
            old = st.bsegs
            if prev is not None and edited is not None and old is prev.children:
                changed = edited
            else:
                changed = [i for i in range(n) if bsegs[i] is not old[i]]
        defined: set[str]
        if st is None or 2 * len(changed) > n:
            st = self.resolve_all(g, bsegs)
            # the region's definitions: every block's (a name defined twice breaks the one-definition rule)
            every = [s.defs for s in bsegs]
            defined = set().union(*every)
            st.defined, st.count = defined, sum(map(len, every))
        else:
            if changed:
                self.resolve_changed(g, st, bsegs, changed)
                # from the last region's (which defined each name once: a state is kept only then), the
                # changed blocks' old definitions taken out and their new ones put in
                defined = st.defined.copy()
                count = st.count
                for i in changed:
                    defined.difference_update(old[i].defs)    # (in place: a block's defs may be a keys view)
                    count -= len(old[i].defs)
                for i in changed:
                    defined.update(bsegs[i].defs)
                    count += len(bsegs[i].defs)
                st.defined, st.count = defined, count
            defined = st.defined
        dup = st.count != len(defined)
        bad = dup or g.relabeled or any(st.bads)
        free: dict[str, Value] = {}
        for unres in st.unres.values():
            for name, v in unres.items():
                u = free.get(name)
                if u is None:
                    free[name] = v
                elif u is not v and u.type != v.type:
                    bad = True
        if free and not defined.isdisjoint(free):
            bad = True      # used where its definition in this region does not dominate the use
        # a region that breaks the one-definition rule leaves the export map inexact: not kept
        g.state = None if dup else st
        keys = self.keys
        clean = True
        globs: Sequence[str]
        if prev is not None and edited is not None and (prev.holds is keys or keys <= prev.ok):
            # the blocks ``prev`` shares passed this check's membership, rules and target (``prev``
            # holds the keys: each of its blocks passed, or the keys missing were relevant to none of
            # its classes): only the edited blocks are asked.  (Their own summaries may not say so:
            # a region found whole and found to pass keeps its blocks' ``ok`` as it was.)
            for i in edited:
                s = bsegs[i]
                if s.holds is not keys and not self.member(s):
                    clean = False
            if not any(bsegs[i].globals or prev.children[i].globals for i in edited):
                globs = prev.globals      # (no block edited names a global: ``prev``'s are the region's)
            else:
                globs = [g for s in bsegs if s.globals for g in s.globals]
        else:
            named: list[str] = []
            for s in bsegs:
                if s.globals:
                    named.extend(s.globals)
                if s.holds is not keys and not self.member(s):
                    clean = False
            globs = named
        out = Seg(r, bad, defined, free, _NO_VALUES, (), (), globs, bsegs, (), keys if clean else _NONE)
        out.graph = g      # (the session keeps the graph while a summary resolved over it is kept)
        return out

    def resolve_all(self, g: Graph, bsegs: list[Seg]) -> _Resolved:
        """Every block's free values against the exports of the blocks dominating it (a walk of the
        dominator tree with the visible values in one dict)."""
        st = _Resolved(bsegs)
        bads, unres_of = st.bads, st.unres
        targets, lands = g.targets, g.lands
        children = g.children
        visible: dict[str, Value] = {}
        vis_get = visible.get
        # (the graph's preorder intervals, numbered on the way: a leaf's is its own number, an inner block's
        # ends where its subtree does; ``Graph.intervals``)
        pre = [0] * len(bsegs)
        last = [0] * len(bsegs)
        k = 0
        stack: list[int] = list(reversed(g.roots))
        while stack:
            i = stack.pop()
            if i < 0:   # leave block ~i's dominator subtree: forget what it exported
                last[~i] = k - 1
                for name in bsegs[~i].exports:
                    visible.pop(name, None)
                continue
            pre[i] = k
            s = bsegs[i]
            # (``lands``: the graph's, of this block's last op; a block whose other ops branch too, a set test)
            bad = s.bad or not (lands[i] if s.succ is s.last_succ else targets.issuperset(s.succ))
            free = s.free
            if free and not all(map(is_, map(vis_get, free), free.values())):
                unres: dict[str, Value] | None = None
                for name, v in free.items():
                    d = vis_get(name)
                    if d is None:
                        if unres is None:
                            unres = {}
                        unres[name] = v
                    elif d is not v and d.type != v.type:
                        bad = True
                if unres is not None:
                    unres_of[i] = unres
            bads[i] = bad
            kids = children[i]
            if kids:
                stack.append(~i)
                exports = s.exports
                if exports:
                    visible.update(exports)
                stack.extend(reversed(kids))
            else:
                last[i] = k
            k += 1
        if g.pre is None:
            g.pre, g.last = pre, last
        return st

    def resolve_changed(self, g: Graph, st: _Resolved, bsegs: list[Seg], changed: list[int]) -> None:
        """``st`` (resolved for a region over the same graph) brought to ``bsegs``: the changed blocks'
        exports replaced, then the changed blocks and the blocks using a name whose export changed
        resolved again."""
        old = st.bsegs
        owner = st.owner
        if owner is None:       # the export map, built on the first incremental update (one comprehension:
            # an ``update`` of a ``zip`` per block cost ~4 k instructions a block)
            owner = st.owner = {name: i for i, s in enumerate(old) for name in s.exports}
        # the names whose export changed: a block resolves a free name from its exporter's index (for
        # dominance) and value (for the type) alone, so a name block ``i`` exports before and after as
        # the same Value object (most names of a long block a pass edited in a few places) changes no
        # other block's resolution.  (A name moved to another block leaves ``i``'s exports: it is
        # counted.  A name two blocks export breaks the one-definition rule: the region is bad.)
        names: set[str] = set()
        added: list[tuple[str, int]] = []
        for i in changed:
            was, now = old[i].exports, bsegs[i].exports
            for name, v in was.items():
                if now.get(name) is not v:
                    names.add(name)
                    if owner.get(name) == i:
                        del owner[name]
            for name, v in now.items():
                if was.get(name) is not v:
                    names.add(name)
                    added.append((name, i))
        for name, i in added:     # (after every removal: a name may move between changed blocks)
            owner[name] = i
        st.bsegs = bsegs
        affected = set(changed)
        if names:
            affected.update([i for i, s in enumerate(bsegs) if s.free and not names.isdisjoint(s.free)])
        targets, lands = g.targets, g.lands
        pre, last = g.intervals()
        owner_get = owner.get
        bads, unres_of = st.bads, st.unres
        for i in affected:
            s = bsegs[i]
            bad = s.bad or not (lands[i] if s.succ is s.last_succ else targets.issuperset(s.succ))
            unres: dict[str, Value] | None = None
            p = pre[i]
            for name, v in s.free.items():
                j = owner_get(name)
                if j is None:
                    if unres is None:
                        unres = {}
                    unres[name] = v
                elif not pre[j] < p <= last[j]:
                    bad = True      # exported by a block that does not dominate this one
                else:
                    d = bsegs[j].exports[name]      # (what block ``j`` exports: ``owner`` follows ``bsegs``)
                    if d is not v and d.type != v.type:
                        bad = True
            bads[i] = bad
            if unres is None:
                unres_of.pop(i, None)
            else:
                unres_of[i] = unres

    def graph(self, r: Region[Any], bsegs: list[Seg]) -> Graph:
        """The region's control-flow graph facts: they depend on the block labels and each block's
        last op's targets alone, which the passes after ``scf_to_cf`` rarely change, so within a
        session they are computed once per graph."""
        # (tuples of list comprehensions: a comprehension reads an attribute ~2x cheaper than a generator or an
        # ``attrgetter`` map on 3.11)
        key = (self.symbol, tuple([b.label for b in r.blocks]), tuple([s.last_succ for s in bsegs]))
        graphs = self.memo.graphs
        w = graphs.get(key)
        found = w() if w is not None else None
        if found is None:
            found = Graph(r, bsegs)
            graphs[key] = ref(found)
        return found

    def jump_seg(self, ops: tuple[Any, ...]) -> Seg | None:
        """``ops_seg(ops, (), True)`` for a block without arguments whose one op is a member of the language
        without regions or results that reads no global (a branch, a return: a third of the blocks
        ``scf-to-cf`` makes), without the walk's bookkeeping; ``None`` for any other op.  Its operands are
        all the block's free values (nothing in the block defines one), it defines and exports nothing,
        and one op is the last: a terminator or not, none comes before the last op."""
        op = ops[0]
        plain, rule, call, rules, ushape, uget, rshape, rget, rest = self.plans.get(type(op)) or self.plan(op)
        if plain or rshape:
            return None
        regions, labels, term, iso, reads, member, local = rest
        if regions or reads or not member:
            return None
        failed = 0
        if rule is not None:
            tok = self.tokens[rule]
            had = op._ok_
            if tok not in had:
                if (r := call(op)) is not _PASSED and next(iter(r), None) is not None:
                    failed = RULES
                else:
                    SET_OK(op, tok.after.get(had) or tok.grow(had))
        elif rules:
            failed = self.rules_fail(op, rules)
        if local is not None:
            failed |= self.op_target(op, local)
        bad = False
        free: dict[str, Value] = _NO_VALUES
        if ushape == ONE:
            v = uget(op)
            free = {v.name: v}
        elif ushape:
            vals = uget(op)
            if vals:
                free = {}
                for v in vals:
                    u = free.get(v.name)
                    if u is None:
                        free[v.name] = v
                    elif u is not v and u.type != v.type:
                        bad = True
        mine = () if labels is None else labels(op)
        clean = True
        if failed:
            self.failed |= failed
            clean = False
        out: Seg = _new(Seg)
        out.obj = ops
        out.bad = bad
        out.defs = _NO_NAMES
        out.free = free
        out.exports = _NO_VALUES
        out.succ = mine
        out.last_succ = mine
        out.globals = ()
        out.children = ()
        out.ops = ops
        out.ok = out.holds = self.keys if clean else _NONE
        out.classes = None
        out.vtypes = None
        out.term_last = term
        out.graph = None
        return out

    def ops_seg(self, ops: tuple[Any, ...], args: tuple[Value, ...], in_block: bool) -> Seg:
        """The summary of a block's arguments and ops (or, not ``in_block``, of the module's top level),
        checking the language's membership, rules and target on the ops as it goes."""
        visible: dict[str, Value] = {}     # defined at the top level (arguments, results): the exports
        nested: set[str] | None = None     # defined in the nested regions
        unres: dict[str, Value] | None = None
        bad = False
        failed = 0         # the phases an op of this sequence fails (a non-member: MEMBERSHIP)
        clean = True       # and its regions' ops all members that pass the rules and target checks
        # (made on first use: most blocks have no region op and name no global, and a list made and freed
        # per summary is ~0.5 k instructions; a summary without them shares an empty tuple)
        children: list[Seg] | None = None
        succ: Sequence[str] | None = None
        globs: list[str] | None = None
        plans_get = self.plans.get
        tokens = self.tokens
        vis_get = visible.get
        keys = self.keys
        if args:
            for a in args:
                if a.name in visible:
                    bad = True
                visible[a.name] = a
        # the terminators met (only the last op may be one): how many, and the last of them; the last op
        # met with successors, and their labels
        nterm = 0
        term_op: Any = None
        succ_op: Any = None
        mine: tuple[str, ...] = ()
        for op in ops:
            plain, rule, call, rules, ushape, uget, rshape, rget, rest = plans_get(type(op)) or self.plan(op)
            if rule is not None:    # (the one rule that applies: most classes)
                tok = tokens[rule]
                had = op._ok_
                if tok not in had:
                    if (r := call(op)) is not _PASSED and next(iter(r), None) is not None:
                        failed |= RULES
                    else:
                        SET_OK(op, tok.after.get(had) or tok.grow(had))
            elif rules:
                failed |= self.rules_fail(op, rules)
            if ushape == ONE:
                v = uget(op)
                d = vis_get(v.name)
                if d is not v:
                    if d is not None:
                        if d.type != v.type:
                            bad = True
                    elif unres is None:
                        unres = {v.name: v}
                    else:
                        u = unres.get(v.name)
                        if u is None:
                            unres[v.name] = v
                        elif u is not v and u.type != v.type:
                            bad = True
            elif ushape:
                for v in uget(op):
                    d = vis_get(v.name)
                    if d is not v:
                        if d is not None:
                            if d.type != v.type:
                                bad = True
                        elif unres is None:
                            unres = {v.name: v}
                        else:
                            u = unres.get(v.name)
                            if u is None:
                                unres[v.name] = v
                            elif u is not v and u.type != v.type:
                                bad = True
            if not plain:   # (a non-member, a terminator, a branch, a region op, addressof, a target check)
                regions, labels, term, iso, reads, member, local = rest
                if not member:
                    failed |= MEMBERSHIP
                elif local is not None:
                    failed |= self.op_target(op, local)
                if term:
                    nterm += 1
                    term_op = op
                if labels is not None:
                    mine = labels(op)
                    succ = mine if succ is None else (*succ, *mine)
                    succ_op = op
                if reads:
                    if globs is None:
                        globs = []
                    globs.append(op.global_name)
                if regions:
                    if not in_block:
                        self.symbol = getattr(op, "sym_name", None)
                    scope: set[str] | None = set() if iso else nested
                    for rname in regions:
                        r = getattr(op, rname)
                        # (``region_seg``'s lookup, inline: a region of one block has its block's
                        # summary, unless the block branches)
                        blocks = r.blocks
                        obj = blocks[0] if len(blocks) == 1 else r
                        w = self.memo.segs.get(id(obj))
                        rs = w() if w is not None else None
                        if rs is None or rs.obj is not obj or rs.succ:
                            rs = self.region_seg(r)
                        if children is None:
                            children = []
                        children.append(rs)
                        if rs.bad:
                            bad = True
                        if rs.globals:
                            if globs is None:
                                globs = []
                            globs.extend(rs.globals)
                        if rs.holds is not keys and not self.member(rs):
                            clean = False
                        free = rs.free
                        if not free:
                            pass
                        elif iso:
                            bad = True   # an isolated op's regions see nothing from outside
                        elif not all(map(is_, map(vis_get, free), free.values())):
                            for name, v in free.items():
                                d = vis_get(name)
                                if d is not v:
                                    if d is not None:
                                        if d.type != v.type:
                                            bad = True
                                    elif unres is None:
                                        unres = {name: v}
                                    else:
                                        u = unres.get(name)
                                        if u is None:
                                            unres[name] = v
                                        elif u is not v and u.type != v.type:
                                            bad = True
                        defs = rs.defs
                        if defs and not (iso and len(regions) == 1):   # (one region of its own scope: nothing to meet)
                            if scope is None:
                                scope = nested = set(defs)
                            else:
                                n0 = len(scope)
                                # (in place: ``scope`` may be ``nested``, and ``defs`` a dict's keys
                                # view, with which ``|=`` binds a new set and ``nested`` would keep
                                # the first region's names only)
                                scope.update(defs)
                                if len(scope) != n0 + len(defs):
                                    bad = True
                            if not iso and not visible.keys().isdisjoint(defs):
                                bad = True
            if rshape == ONE:
                v = rget(op)
                name = v.name
                if name in visible or (nested is not None and name in nested):
                    bad = True
                visible[name] = v
            elif rshape:
                for v in rget(op):
                    name = v.name
                    if name in visible or (nested is not None and name in nested):
                        bad = True
                    visible[name] = v
        last_op = ops[-1] if ops else None
        term = term_op is not None and term_op is last_op
        if in_block and nterm > term:
            bad = True      # a terminator before the last op
        last_succ = mine if succ_op is not None and succ_op is last_op else ()
        defined = _defined_names(visible, nested)
        if unres is None:
            unres = _NO_VALUES
        elif not defined.isdisjoint(unres):
            bad = True   # used where its definition (in this block) does not dominate the use
        if failed:
            self.failed |= failed
            clean = False
        # (``Seg``'s fields set here, not through its ``__init__``: a summary per block, and the call
        # through the class costs ~1 k instructions more than the stores)
        out: Seg = _new(Seg)
        out.obj = ops
        out.bad = bad
        out.defs = defined
        out.free = unres
        out.exports = visible
        out.succ = () if succ is None else succ
        out.last_succ = last_succ
        out.globals = () if globs is None else globs
        out.children = () if children is None else children
        out.ops = ops
        out.ok = out.holds = keys if clean else _NONE
        out.classes = None
        out.vtypes = None
        out.term_last = term
        out.graph = None
        return out
