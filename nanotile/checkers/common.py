"""What every language's checker does first: membership, then SSA.

``check_language(m, ops, rules)`` reports, in order, the first of: membership
of every op in the language (its ``OPS`` tuple), SSA (each value defined once
per isolated scope, every use dominated by its definition, every use typed as
its definition), the language's own per-op ``rules``, the target's legality
and limits (``target.check``).  Blocks of a multi-block region are ordered by
dominance computed from the terminators' successors; a value defined in block
B is visible in the blocks B dominates.

The phases are decided together by one walk (``verifier.Verifier``); the
functions here (``membership``, ``check_ssa``, the rules in walk order) are the
specification, and say what is wrong once the walk has found that something is.
"""

from __future__ import annotations

import contextlib
from contextvars import ContextVar
from typing import Any, Callable, Iterable, Iterator

from ..ir.cfg import dominator_forest
from ..ir.core import (
    Trait, has_trait,
    Block, Module, Region, Value, op_name, op_operands, op_regions, op_results, op_successors, walk,
)
from ..ir.diagnostics import Diagnostic
from ..ir.location import Location
from ..ir.symbols import redefinitions
from ..languages import llvm as LL
from ..languages import tileas as A
from . import target
from .symbols import kernel_name_error, ptx_identifier_error
from .verifier import MEMBERSHIP, RULES, SESSION, SSA, TARGET, OpRule, Rule, Rules, Verifier, for_ops, session

__all__ = ["OpRule", "Rule", "Rules", "check_language", "check_ssa", "for_ops", "membership", "reference_checking",
           "session", "terminator_check", "terminator_rule"]


def check_language(m: Module[Any], ops: tuple[type, ...], language: str,
                   rules: Rules = ()) -> tuple[Diagnostic, ...]:
    """Membership, then SSA, then ``rules`` on every op (and ``symbols.symbol_names``: every function and
    global is named by a PTX identifier), then the target's legality and limits, then one definition
    per top-level symbol (``ir.symbols.redefinitions``); the diagnostics of the first of these that
    fails.  In a compile's checking session (``session(target=...)``, which
    ``pipeline.run_pipeline`` opens with the input's ``nv_tileaa.target_spec``) the target phase first
    requires the module to carry that same target spec.

    One walk (``verifier.Verifier``) decides all four; only when it finds something do the phases run again,
    one after the other and in program order, to say what (``_explain``).  ``rules`` is one rule or a
    tuple of them, each run on every op in that order (a rule declared with ``for_ops`` only on ops of
    its classes)."""
    parts = (rules if isinstance(rules, tuple) else (rules,)) + (symbol_names,)
    memo = SESSION.get()
    kept = _target_kept(m, memo.target) if memo is not None and memo.target is not None else None
    if REFERENCE.get():
        diags = _explain(m, ops, language, parts, MEMBERSHIP | SSA | RULES | TARGET, kept)
    else:
        known = target.target_of(m)
        failed = Verifier(_allowed(ops), parts, known, memo).run(m) | (TARGET if kept else 0)
        if known is None and target.unknown_target(m) is not None:   # the target phase's own error
            failed |= TARGET
        diags = _explain(m, ops, language, parts, failed, kept) if failed else ()
    # then the module's own invariant: one definition per top-level symbol
    return diags or tuple(redefinitions(m))


TARGET_SPEC = "nv_tileaa.target_spec"


def _target_kept(m: Module[Any], want: object) -> Diagnostic | None:
    """In a compile's checking session: the module still names the input's target (``want``)."""
    have = target.spec_of(m)
    if have == want:
        return None
    if have is None:
        return Diagnostic(m.loc, f"module has no {TARGET_SPEC}, but the input targets {want}: a pass dropped it "
                                 "(target legality is checked against it)")
    return Diagnostic(m.loc, f"module targets {have}, but the input targets {want}: a pass changed "
                             f"{TARGET_SPEC}")


@for_ops(A.TileFunc, LL.LLVMFunc, LL.Global)
def symbol_names(op: Any) -> Iterator[Diagnostic]:
    """A function or global is emitted under its ``sym_name``: it must be a PTX identifier, and an input
    kernel must not take a name the lowering synthesizes (``symbols``)."""
    why = kernel_name_error(op.sym_name) if type(op) is A.TileFunc else ptx_identifier_error(op.sym_name)
    if why is not None:
        yield Diagnostic(op.loc, f"'{op_name(op)}' op sym_name {why}")


REFERENCE: ContextVar[bool] = ContextVar("nanotile_reference_checking", default=False)


@contextlib.contextmanager
def reference_checking() -> Iterator[None]:
    """Check without the verifier: every phase on its own, in order, as the specification reads.
    The differential tests hold the verifier to this."""
    token = REFERENCE.set(True)
    try:
        yield
    finally:
        REFERENCE.reset(token)


def _explain(m: Module[Any], ops: tuple[type, ...], language: str, rules: tuple[Rule, ...],
             failed: int, kept: Diagnostic | None = None) -> tuple[Diagnostic, ...]:
    """The diagnostics of the first failing phase, each phase run on its own, in walk order.

    Phases before the first one the verifier flagged are not run again: the verifier's verdict on
    each phase is exact (``tests/checkers/test_checker_verifier.py`` holds it to that)."""
    if failed & MEMBERSHIP:
        diags = tuple(membership(m, ops, language))
        if diags:
            return diags
    if failed & (MEMBERSHIP | SSA):
        diags = tuple(check_ssa(m))
        if diags:
            return diags
    if rules and failed & (MEMBERSHIP | SSA | RULES):
        diags = tuple(d for op in walk(m.ops) for rule in rules for d in rule(op))
        if diags:
            return diags
    if kept is not None:   # the target phase: first, that the module still has the input's target
        return (kept,)
    return target.check(m)


_ALLOWED: dict[tuple[type, ...], frozenset[type]] = {}


def _allowed(ops: tuple[type, ...]) -> frozenset[type]:
    s = _ALLOWED.get(ops)
    if s is None:
        s = _ALLOWED[ops] = frozenset(ops)
    return s


def membership(m: Module[Any], ops: tuple[type, ...], language: str) -> Iterator[Diagnostic]:
    allowed = frozenset(ops)
    for op in walk(m.ops):
        if type(op) not in allowed:
            yield Diagnostic(op.loc, f"'{op_name(op)}' op is not part of the {language} language")


_MISSING = Value("", None)  # type: ignore[arg-type]  # marks "was not visible" in the undo log


class _SSA:
    """The SSA walk, linear in the size of the module and free of recursion.

    One dictionary holds the visible values; an undo log restores it when a
    block (with the blocks it dominates) or a region is done, so nothing is
    copied per block.  Blocks of a multi-block region are visited in
    dominator-tree preorder (immediate dominators: ``ir/cfg.py``); an
    unreachable block sees only what its region sees.  An isolated op
    (``Trait.ISOLATED_FROM_ABOVE``) starts a fresh scope.  Work is an explicit stack, so nesting
    depth costs no Python recursion.
    """

    def __init__(self) -> None:
        self.visible: dict[str, Value] = {}
        self.log: list[tuple[str, Value]] = []
        self.defined: set[str] = set()
        self.saved: list[tuple[dict[str, Value], list[tuple[str, Value]], set[str]]] = []
        self.out: list[Diagnostic] = []
        self.work: list[tuple[Any, ...]] = []

    def define(self, v: Value, loc: Location) -> None:
        if v.name in self.defined:
            self.out.append(Diagnostic(loc, f"redefinition of SSA value '%{v.name}'"))
        self.defined.add(v.name)
        self.log.append((v.name, self.visible.get(v.name, _MISSING)))
        self.visible[v.name] = v

    def undo(self, mark: int) -> None:
        log, visible = self.log, self.visible
        while len(log) > mark:
            name, old = log.pop()
            if old is _MISSING:
                del visible[name]
            else:
                visible[name] = old

    def uses(self, op: Any) -> None:
        for v in op_operands(op):
            d = self.visible.get(v.name)
            if d is None:
                self.out.append(Diagnostic(op.loc, f"operand %{v.name} of '{op_name(op)}' is used before it is defined (or its definition does not dominate this use)"))
            elif d.type != v.type:
                self.out.append(Diagnostic(op.loc, f"use of value '%{v.name}' expects different type than prior uses: '{v.type}' vs '{d.type}'"))

    def run(self, ops: tuple[Any, ...], loc: Location) -> list[Diagnostic]:
        self.work.append(("ops", ops, 0, False))
        work = self.work
        while work:
            task = work.pop()
            kind = task[0]
            if kind == "ops":
                self.ops(task[1], task[2], task[3])
            elif kind == "define":
                for v in op_results(task[1]):
                    self.define(v, task[1].loc)
            elif kind == "region":
                self.region(task[1], task[2])
            elif kind == "block":
                _, r, i, children, loc = task
                work.append(("undo", len(self.log)))
                for c in reversed(children[i]):
                    work.append(("block", r, c, children, loc))
                for a in r.blocks[i].args:
                    self.define(a, loc)
                work.append(("ops", r.blocks[i].ops, 0, True))
            elif kind == "undo":
                self.undo(task[1])
            elif kind == "unisolate":
                self.visible, self.log, self.defined = self.saved.pop()
        return self.out

    def ops(self, ops: tuple[Any, ...], start: int, in_block: bool) -> None:
        last = len(ops) - 1
        for k in range(start, len(ops)):
            op = ops[k]
            if in_block and k < last and has_trait(op, Trait.TERMINATOR):
                self.out.append(Diagnostic(op.loc, f"'{op_name(op)}' op must be the last operation in the "
                                                   "parent block"))
            self.uses(op)
            regions = op_regions(op)
            if regions:
                self.work.append(("ops", ops, k + 1, in_block))
                self.work.append(("define", op))
                isolated = has_trait(op, Trait.ISOLATED_FROM_ABOVE)
                if isolated:
                    self.work.append(("unisolate",))
                else:
                    self.work.append(("undo", len(self.log)))
                for r in regions[::-1]:   # not reversed(regions): mypyc 2.4 fails on it (internal error)
                    self.work.append(("region", r, op.loc))
                if isolated:
                    self.saved.append((self.visible, self.log, self.defined))
                    self.visible, self.log, self.defined = {}, [], set()
                return
            for v in op_results(op):
                self.define(v, op.loc)

    def region(self, r: Region[Any], loc: Location) -> None:
        labels = {b.label: i for i, b in enumerate(r.blocks)}
        if len(labels) != len(r.blocks):   # (blocks carry no location: the region's op's)
            again = next(b.label for i, b in enumerate(r.blocks) if labels[b.label] != i)
            self.out.append(Diagnostic(loc, f"redefinition of block '^{again}'"))
            return
        for b in r.blocks:
            for op in b.ops:
                for s in op_successors(op):
                    if s.label not in labels or labels[s.label] == 0:
                        self.out.append(Diagnostic(op.loc, f"'{op_name(op)}' branches to an unknown block '^{s.label}'"))
                        return
        if not r.blocks:
            return
        if len(r.blocks) == 1:
            children: list[list[int]] = [[]]
        else:
            children, roots = dominator_forest(r)
            for i in reversed(roots[1:]):
                self.work.append(("block", r, i, children, loc))
        self.work.append(("block", r, 0, children, loc))


def check_ssa(m: Module[Any]) -> list[Diagnostic]:
    return _SSA().run(m.ops, m.loc)


# per tuple of terminator names: per op class met last in a block, whether its name is one of them (an
# op's name is its class's ``NAME``: ``tests/checkers/test_verifier_caches.py``)
_ENDS: dict[tuple[str, ...], dict[type, bool]] = {}


def terminator_rule(op: Any, allowed: Iterable[str]) -> Iterator[Diagnostic]:
    """Every block of ``op``'s regions ends with one of ``allowed`` terminators."""
    names = tuple(allowed)
    ends = _ENDS.get(names)
    if ends is None:
        ends = _ENDS[names] = {}
    for r in op_regions(op):
        for b in r.blocks:
            ops = b.ops
            if ops:      # (an llvm.func body: ~300 blocks, asked again in every stage that rebuilds it)
                last = ops[-1]
                ok = ends.get(type(last))
                if ok is None:
                    ok = ends[type(last)] = op_name(last) in names
                if ok:
                    continue
            last = ops[-1] if ops else None
            if last is None or op_name(last) not in names:
                where = last.loc if last is not None else op.loc
                yield Diagnostic(where, f"block in '{op_name(op)}' must end with "
                                        f"{' or '.join(repr(n) for n in names)}")


def terminator_check(allowed: tuple[str, ...]) -> Callable[[Any], Iterable[Diagnostic]]:
    """``terminator_rule`` with ``allowed`` fixed, as a plain function (what a ``by_class`` table runs): it
    reads each block's last op and returns nothing, or, where a block fails, ``terminator_rule``'s
    diagnostics.  (A ``partial`` with a keyword, a generator and the names' tuple hashed per call were
    ~8 k instructions per scf.if: lower-register-tiles' output has 131.)"""
    names = tuple(allowed)
    ends = _ENDS.get(names)
    if ends is None:
        ends = _ENDS[names] = {}

    def check(op: Any) -> Iterable[Diagnostic]:
        for r in op_regions(op):
            for b in r.blocks:
                ops = b.ops
                if ops:
                    last = ops[-1]
                    ok = ends.get(type(last))
                    if ok is None:
                        ok = ends[type(last)] = op_name(last) in names
                    if ok:
                        continue
                return list(terminator_rule(op, names))
        return ()
    return check
