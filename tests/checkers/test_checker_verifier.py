"""The one-walk verifier (``checkers/verifier.py``) against the checkers' specification.

``check_language`` decides with one walk which phase fails (membership, SSA,
rules, target) and only then explains; under ``reference_checking()`` it runs
the phases one after the other as the specification reads.  Here both must
give the same diagnostics, byte for byte:

* on every module every stage writes for the examples (all accepted);
* on every ``.mlir`` input of the suite (regressions, diagnostic snippets,
  examples) and every stage's output for it, in its input language;
* on mutants of the examples' stage modules: an op dropped, two ops swapped,
  a result renamed onto an earlier name, a use retyped, a branch retargeted,
  an op of another language inserted: each rejected, by both;
* inside a checking session, where per-op verdicts are remembered: the whole
  corpus in one session, every other mutant right after its original passed,
  and a bad module that shares all but one op with a module that passed.
"""

from __future__ import annotations

import contextlib
import dataclasses
import itertools
import re
from pathlib import Path
from typing import Any, Callable, Iterator

import pytest

from nanotile import pipeline
from nanotile.checkers.common import check_ssa, reference_checking, session
from nanotile.checkers.verifier import class_facts
from nanotile.cli import examples
from nanotile.ir.core import Block, Module, Region, Successor, Value, walk
from nanotile.ir.diagnostics import DiagnosticError
from nanotile.ir.parser import parse_module
from nanotile.ir.types import I1, I64
from nanotile.languages import llvm as LL

TESTS = Path(__file__).resolve().parent.parent
Staged = tuple[pipeline.AnyLanguage, Module[Any]]


def _both(lang: pipeline.AnyLanguage, m: Module[Any]) -> tuple[list[str], list[str]]:
    fast = [str(d) for d in lang.check(m)]
    with reference_checking():
        ref = [str(d) for d in lang.check(m)]
    return fast, ref


def _stages(m: Module[Any], source: pipeline.AnyLanguage) -> list[Staged]:
    """``m`` and what every stage writes from it, unchecked (a stage may raise on a bad input)."""
    out: list[Staged] = [(source, m)]
    try:
        pipeline.run_pipeline(m, verify_each=False, source=source,
                              on_stage=lambda st, mod: out.append((st.target, mod)))
    except (DiagnosticError, ValueError, KeyError, AssertionError):
        pass
    return out


def _language_of(text: str) -> pipeline.AnyLanguage:
    found = re.search(r"--input-language[ =](\w+)", text)
    return pipeline.language(found.group(1)) if found else pipeline.INPUT


def _inputs() -> list[Path]:
    return sorted(p for p in TESTS.rglob("*.mlir") if "malformed" not in p.parts and "mypy_contract" not in p.parts)


_EXAMPLE_STAGES: dict[str, list[Staged]] = {}


def _example_stages(name: str) -> list[Staged]:
    if name not in _EXAMPLE_STAGES:
        _EXAMPLE_STAGES[name] = _stages(parse_module(examples()[name], name + ".mlir"), pipeline.INPUT)
    return _EXAMPLE_STAGES[name]


@pytest.mark.parametrize("name", sorted(examples()))
def test_every_stage_of_every_example_is_accepted_by_both(name: str) -> None:
    staged = _example_stages(name)
    assert len(staged) == len(pipeline.STAGES) + 1
    for lang, m in staged:
        assert _both(lang, m) == ([], []), lang.name


def test_every_input_of_the_suite_gets_the_reference_diagnostics() -> None:
    paths = _inputs()
    assert len(paths) > 100
    rejected = 0
    with session():  # one session for the whole corpus: remembered verdicts must hide nothing
        for p in paths:
            text = p.read_text(encoding="utf-8")
            try:
                m = parse_module(text, str(p))
            except DiagnosticError:
                continue
            for lang, mod in _stages(m, _language_of(text)):
                fast, ref = _both(lang, mod)
                assert fast == ref, (p, lang.name)
                rejected += bool(ref)
    assert rejected > 50  # the corpus does exercise the error paths


# -- mutants ----------------------------------------------------------------------------------------


def _map_blocks(ops: tuple[Any, ...], fn: Callable[[Block[Any]], Block[Any] | None],
                counter: Iterator[int], target: int) -> tuple[Any, ...]:
    """``ops`` with the ``target``-th block (preorder over all regions) replaced by ``fn(block)``."""
    out = []
    for op in ops:
        names = class_facts(op)[4]
        if names:
            changes = {}
            for n in names:
                r: Region[Any] = getattr(op, n)
                blocks = []
                for b in r.blocks:
                    k = next(counter)
                    nb = fn(b) if k == target else None
                    nb = nb or b
                    blocks.append(dataclasses.replace(nb, ops=_map_blocks(nb.ops, fn, counter, target)))
                changes[n] = Region(tuple(blocks))
            op = dataclasses.replace(op, **changes)
        out.append(op)
    return tuple(out)


def _mutants(m: Module[Any], fn: Callable[[Block[Any]], Block[Any] | None], step: int = 1) -> Iterator[Module[Any]]:
    """``m`` with ``fn`` applied to one block at a time (every ``step``-th block, where it changes something)."""
    for target in itertools.count(0, step):
        counter = itertools.count()
        seen: list[bool] = []

        def once(b: Block[Any]) -> Block[Any] | None:
            seen.append(True)
            return fn(b)

        ops = _map_blocks(m.ops, once, counter, target)
        if not seen:
            return
        if ops != m.ops:
            yield dataclasses.replace(m, ops=ops)


def _drop(k: int) -> Callable[[Block[Any]], Block[Any] | None]:
    def f(b: Block[Any]) -> Block[Any] | None:
        return dataclasses.replace(b, ops=b.ops[:k] + b.ops[k + 1:]) if len(b.ops) > k + 1 else None
    return f


def _swap(k: int) -> Callable[[Block[Any]], Block[Any] | None]:
    def f(b: Block[Any]) -> Block[Any] | None:
        if len(b.ops) <= k + 1:
            return None
        ops = list(b.ops)
        ops[k], ops[k + 1] = ops[k + 1], ops[k]
        return dataclasses.replace(b, ops=tuple(ops))
    return f


def _rename_onto_arg(b: Block[Any]) -> Block[Any] | None:
    """The first single-result op's result takes the name of the block's first argument."""
    if not b.args:
        return None
    for i, op in enumerate(b.ops):
        if isinstance(getattr(op, "result", None), Value):
            new = dataclasses.replace(op, result=Value(b.args[0].name, op.result.type))
            return dataclasses.replace(b, ops=b.ops[:i] + (new,) + b.ops[i + 1:])
    return None


def _retype_use(b: Block[Any]) -> Block[Any] | None:
    """The first ``llvm.add`` (or binary op) reads its lhs at another type."""
    for i, op in enumerate(b.ops):
        lhs = getattr(op, "lhs", None)
        if isinstance(lhs, Value):
            t = I1 if lhs.type != I1 else I64
            new = dataclasses.replace(op, lhs=Value(lhs.name, t))
            return dataclasses.replace(b, ops=b.ops[:i] + (new,) + b.ops[i + 1:])
    return None


def _retarget(b: Block[Any]) -> Block[Any] | None:
    """The block's branch goes to a label no block has."""
    last = b.ops[-1] if b.ops else None
    if isinstance(last, LL.Br):
        new = dataclasses.replace(last, dest=Successor("nowhere", last.dest.args))
        return dataclasses.replace(b, ops=b.ops[:-1] + (new,))
    return None


def _foreign(lang: pipeline.AnyLanguage) -> Callable[[Block[Any]], Block[Any] | None]:
    """An op of another language first in the block: an ``nvvm.read.ptx.sreg.tid.x`` in the
    tile-level languages, a ``nv_tileaa.get_program_id`` or ``nv_tileaa.return`` in the lowered ones."""
    from nanotile.ir.types import I32
    from nanotile.languages import tileas as A

    candidates = (LL.ThreadIdX(Value("foreign", I32)), A.GetProgramId(Value("foreign", I32), 0), A.TileReturn(()))
    op: Any = next(o for o in candidates if type(o) not in lang.ops)

    def f(b: Block[Any]) -> Block[Any] | None:
        return dataclasses.replace(b, ops=(op,) + b.ops)
    return f


MUTATIONS: dict[str, Callable[[Block[Any]], Block[Any] | None]] = {
    "drop first": _drop(0), "drop third": _drop(2), "swap first two": _swap(0), "swap 3rd and 4th": _swap(2),
    "rename onto an argument": _rename_onto_arg, "retype a use": _retype_use, "retarget a branch": _retarget,
}


@pytest.mark.parametrize("mutation", sorted(MUTATIONS) + ["insert a foreign op"])
def test_mutants_of_the_example_stages_get_the_reference_diagnostics(mutation: str) -> None:
    rejected = total = 0
    # every fourth stage's module, so each language family is covered, and every 17th block of it
    for lang, m in _example_stages("gemm_sm90")[::4] + _example_stages("vector_add")[2::4]:
        fn = _foreign(lang) if mutation == "insert a foreign op" else MUTATIONS[mutation]
        for k, mutant in enumerate(_mutants(m, fn, 17)):
            # every other mutant in a session that has just accepted the module it was made from
            with session() if k % 2 else contextlib.nullcontext():
                if k % 2:
                    assert lang.check(m) == ()
                fast, ref = _both(lang, mutant)
            assert fast == ref, (mutation, lang.name)
            total += 1
            rejected += bool(ref)
    assert total > 0
    if mutation in ("rename onto an argument", "retype a use", "insert a foreign op"):
        assert rejected == total, f"{mutation}: {total - rejected} of {total} mutants accepted"
    else:
        assert rejected > 0


def test_a_session_still_says_no_to_an_op_it_has_not_seen() -> None:
    """Verdicts are remembered per op object: a module that passed, then a copy with one bad op."""
    lang, m = _example_stages("gemm_sm90")[-1]
    bad = next(_mutants(m, _retype_use))
    with session():
        assert lang.check(m) == ()
        assert lang.check(bad) != ()
        assert lang.check(m) == ()
    with reference_checking():
        ref = lang.check(bad)
    with session():
        assert lang.check(bad) == ref


def test_a_session_remembers_rules_per_op_object_not_per_equal_op() -> None:
    """An op equal to one that passed but built anew is checked again (identity, not equality)."""
    lang, m = _example_stages("vector_add")[-1]
    rebuilt = parse_module(_print(m), "again.mlir")
    with session() as memo:
        assert lang.check(m) == ()
        tokens = set(memo.tokens.values())      # what an op's verdicts (``op._ok_``) hold from this session
        assert any(tokens & op._ok_ for op in walk(m.ops))
        assert not any(tokens & op._ok_ for op in walk(rebuilt.ops))
        assert lang.check(rebuilt) == ()
        assert any(tokens & op._ok_ for op in walk(rebuilt.ops))


def _print(m: Module[Any]) -> str:
    from nanotile.ir.printer import print_module

    return print_module(m)


def test_the_ssa_checker_and_the_verifier_agree_on_unreachable_blocks_and_isolation() -> None:
    text = ('module {\n  "llvm.func"() <{function_type = !llvm.func<void (i1)>, sym_name = "k"}> ({\n'
            '  ^bb0(%p: i1):\n    "llvm.br"()[^c] : () -> ()\n'
            '  ^dead:\n    %x = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32\n    "llvm.br"()[^c] : () -> ()\n'
            '  ^c:\n    %y = "llvm.add"(%x, %x) : (i32, i32) -> i32\n    "llvm.return"() : () -> ()\n'
            '  }) : () -> ()\n'
            '  "llvm.func"() <{function_type = !llvm.func<void (i1)>, sym_name = "j"}> ({\n'
            '  ^bb0(%p: i1):\n    "llvm.return"() : () -> ()\n  }) : () -> ()\n}\n')
    m = parse_module(text, "k.mlir")
    assert check_ssa(m)  # %x is defined in a block that does not dominate ^c (nor is reached)
    fast, ref = _both(pipeline.language("llvm"), m)
    assert fast == ref and ref


# -- rules declared per op class -----------------------------------------------------------------


def _declared_rules() -> list[Any]:
    import nanotile.checkers as pkg
    import importlib
    import pkgutil

    from nanotile.checkers.verifier import OpRule

    rules = []
    for info in pkgutil.iter_modules(pkg.__path__):
        mod = importlib.import_module(f"nanotile.checkers.{info.name}")
        rules += [v for v in vars(mod).values() if isinstance(v, OpRule)]
    return rules


@pytest.mark.interpreted("reads the rules' Python source")
def test_every_class_a_rule_matches_is_declared() -> None:
    """A ``case X()`` or ``isinstance(op, X)`` in a ``for_ops`` rule names a declared class: the
    verifier skips the rule on every other class, so an undeclared arm would be dead."""
    import ast
    import inspect
    import textwrap

    rules = _declared_rules()
    assert len(rules) >= 10
    for rule in rules:
        fn = rule.fn
        tree = ast.parse(textwrap.dedent(inspect.getsource(fn)))
        param = fn.__code__.co_varnames[0]
        named: list[ast.expr] = []
        for node in ast.walk(tree):
            if isinstance(node, ast.MatchClass):
                named.append(node.cls)
            elif isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "isinstance" \
                    and isinstance(node.args[0], ast.Name) and node.args[0].id == param:
                arg = node.args[1]
                named += arg.elts if isinstance(arg, ast.Tuple) else [arg]
        for expr in named:
            cls = eval(ast.unparse(expr), fn.__globals__)  # noqa: S307 - a class name from our own source
            assert issubclass(cls, rule.ops), f"{rule}: matches {cls.__name__}, which it does not declare"


def test_a_declared_rule_says_nothing_about_other_classes() -> None:
    """The declaration is the behaviour: called on an op of another class, a rule yields nothing, and
    the verifier does not call it there; on its own classes it still says no."""
    from nanotile.checkers.common import check_language, for_ops
    from nanotile.checkers.verifier import applicable
    from nanotile.ir.diagnostics import Diagnostic

    calls: list[str] = []

    def complain(op: Any) -> Iterator[Diagnostic]:
        calls.append(op.NAME)
        yield Diagnostic(op.loc, "no adds")

    rule = for_ops(LL.Add)(complain)
    lang, m = _example_stages("vector_add")[-1]
    some_add = next(o for o in _walk(m) if isinstance(o, LL.Add))
    some_sub = LL.Sub(some_add.result, some_add.lhs, some_add.rhs, some_add.loc)
    assert list(rule(some_sub)) == [] and calls == []
    assert applicable((rule,), LL.Sub) == () and applicable((rule,), LL.Add) == (rule,)
    diags = check_language(m, LL.OPS, "llvm", (rule,))
    assert diags and all(d.message == "no adds" for d in diags)
    assert set(calls) == {"llvm.add"}


def _corpus_ops() -> Iterator[Any]:
    """Every op of every stage of every example, of their mutants (every 17th block), and of every
    ``.mlir`` input of the suite and the stages it gets through (bad inputs included)."""
    for name in sorted(examples()):
        for lang, m in _example_stages(name):
            yield from _walk(m)
            for fn in (*MUTATIONS.values(), _foreign(lang)):
                for mutant in _mutants(m, fn, 17):
                    yield from _walk(mutant)
    for p in _inputs():
        text = p.read_text(encoding="utf-8")
        try:
            m = parse_module(text, str(p))
        except DiagnosticError:
            continue
        for _, mod in _stages(m, _language_of(text)):
            yield from _walk(mod)


def test_a_rule_decided_per_class_says_what_the_rule_says() -> None:
    """A rule with ``by_class`` (``llvm.op_rules``, ``lowered.no_register_tiles``): the function the
    verifier runs on an op of a class (``call_for``) yields what the rule yields, diagnostic for
    diagnostic; where it gives none, the rule yields nothing on any op of the class.  The corpus holds
    ops each rule rejects, so both sides say no somewhere."""
    from nanotile.checkers.verifier import call_for

    rules = [r for r in _declared_rules() if r.by_class is not None]
    assert {r.__name__ for r in rules} >= {"_op_rules", "_no_register_tiles"}
    said: dict[str, int] = {r.__name__: 0 for r in rules}
    skipped: dict[str, int] = {r.__name__: 0 for r in rules}
    seen: dict[int, Any] = {}     # (the ops held: an id is not reused while the corpus is walked)
    for op in _corpus_ops():
        if seen.get(id(op)) is op:
            continue
        seen[id(op)] = op
        for rule in rules:
            want = [str(d) for d in rule(op)]
            f = call_for(rule, type(op))
            got = [] if f is None else [str(d) for d in f(op)]
            assert got == want, (rule, op)
            said[rule.__name__] += bool(want)
            skipped[rule.__name__] += f is None
    assert all(n > 0 for n in said.values()), said
    assert all(n > 100 for n in skipped.values()), skipped


def _walk(m: Module[Any]) -> Iterator[Any]:
    from nanotile.ir.core import walk

    yield from walk(m.ops)


def test_the_class_facts_read_what_the_generic_accessors_read() -> None:
    """The verifier's per-class getters (attrgetters, concatenated groups) against ``op_operands`` /
    ``op_results`` on every op of every stage of every example."""
    from nanotile.checkers.verifier import MANY, NONE, ONE
    from nanotile.ir.core import op_operands, op_regions, op_results, op_successors, walk

    classes = set()
    for name in sorted(examples()):
        for _, m in _example_stages(name):
            for op in walk(m.ops):
                ushape, uget, rshape, rget, regions, successors, _, _ = class_facts(op)
                for shape, get, want in ((ushape, uget, op_operands(op)), (rshape, rget, op_results(op))):
                    got = () if shape == NONE else (get(op),) if shape == ONE else tuple(get(op))
                    assert shape in (NONE, ONE, MANY) and got == want, op
                assert tuple(getattr(op, n) for n in regions) == op_regions(op)
                assert tuple(getattr(op, n) for n in successors) == op_successors(op)
                classes.add(type(op))
    assert len(classes) > 60


# -- reuse across stages ----------------------------------------------------------------------------
#
# In a session the verifier remembers a summary per block and region it checked (by identity) and
# re-checks a later module that shares them through the summary, not a walk.  The mutants here share
# everything with a module the session has just accepted except the path to one edit (as a pass
# shares what it leaves unchanged), and each edit is one a summary could hide: a value defined
# outside a shared subtree and used inside it, a language that no longer admits (or has a new rule
# for) an op inside a shared block, a target that changes under a shared subtree, a global that a
# shared function names.  Each must be rejected exactly as the reference rejects it.

OpPath = tuple[Any, ...]   # op index, then (region field, block index, op index) per level


def _paths(ops: tuple[Any, ...], prefix: OpPath = ()) -> Iterator[tuple[OpPath, Any]]:
    for i, op in enumerate(ops):
        yield prefix + (i,), op
        for n in class_facts(op)[4]:
            for j, b in enumerate(getattr(op, n).blocks):
                yield from _paths(b.ops, prefix + (i, n, j))


def _edit(ops: tuple[Any, ...], path: OpPath, fn: Callable[[Any], tuple[Any, ...]]) -> tuple[Any, ...]:
    """``ops`` with the op at ``path`` replaced by ``fn(op)``; only the ops, blocks and regions on the
    path are rebuilt, everything else is the same object."""
    i = path[0]
    if len(path) == 1:
        return ops[:i] + fn(ops[i]) + ops[i + 1:]
    op, name, j = ops[i], path[1], path[2]
    r: Region[Any] = getattr(op, name)
    b = r.blocks[j]
    nb = dataclasses.replace(b, ops=_edit(b.ops, path[3:], fn))
    nr = Region(r.blocks[:j] + (nb,) + r.blocks[j + 1:])
    return ops[:i] + (dataclasses.replace(op, **{name: nr}),) + ops[i + 1:]


def _block_ops(ops: tuple[Any, ...], block: OpPath) -> tuple[Any, ...]:
    for k in range(0, len(block), 3):
        ops = getattr(ops[block[k]], block[k + 1]).blocks[block[k + 2]].ops
    return ops


def _outer_defs(m: Module[Any]) -> list[tuple[OpPath, Any]]:
    """Ops with one result that is used only outside the op's own block (inside a nested region of a
    later op, or in another block): after an edit on the op's path, every use is in a shared subtree."""
    from nanotile.ir.core import op_operands

    users: dict[str, set[OpPath]] = {}
    found: list[tuple[OpPath, Any]] = []
    for path, op in _paths(m.ops):
        for v in op_operands(op):
            users.setdefault(v.name, set()).add(path[:-1])
        if isinstance(getattr(op, "result", None), Value):
            found.append((path, op))
    return [(p, op) for p, op in found if users.get(op.result.name) and p[:-1] not in users[op.result.name]]


def _agree_after_accepting(lang: pipeline.AnyLanguage, m: Module[Any], mutant: Module[Any],
                           memo: Any = None) -> list[str]:
    """In one session: ``m`` accepted, then ``mutant`` gets the reference's diagnostics, then ``m`` is
    still accepted.  Returns the diagnostics."""
    with reference_checking():
        ref = [str(d) for d in lang.check(mutant)]
    with session() as s:
        assert lang.check(m) == ()
        segs = len(s.segs)
        fast = [str(d) for d in lang.check(mutant)]
        reused = len(s.segs) - segs
        assert lang.check(m) == ()
    assert fast == ref, lang.name
    if memo is not None:
        memo.append(reused)
    return fast


def _reuse_stages() -> list[Staged]:
    return _example_stages("gemm_sm90")[::2] + _example_stages("vector_add")[1::3] + _example_stages("gemm_sm100")[9:13]


@pytest.mark.parametrize("edit", ["rename", "retype"])
def test_a_shared_subtree_whose_outer_value_changed_is_rejected(edit: str) -> None:
    """The definition of a value that only shared subtrees use is renamed (or retyped): the shared
    subtrees' uses no longer find it (or find it at another type)."""
    total = 0
    new_segs: list[int] = []
    for lang, m in _reuse_stages():
        defs = _outer_defs(m)
        for path, op in defs[:: max(1, len(defs) // 4)]:
            v = op.result
            nv = Value(v.name + "_elsewhere", v.type) if edit == "rename" else Value(v.name, I1 if v.type != I1 else I64)
            mutant = dataclasses.replace(m, ops=_edit(m.ops, path, lambda o: (dataclasses.replace(o, result=nv),)))
            assert _agree_after_accepting(lang, m, mutant, new_segs), (edit, lang.name, path)
            total += 1
    assert total > 20
    # the mutants did share: a handful of new summaries each (the path), not one per block
    assert sorted(new_segs)[len(new_segs) // 2] <= 12, new_segs


def test_a_shared_region_moved_above_a_definition_it_uses_is_rejected() -> None:
    """A region op (its regions shared) moved before the op defining a value its regions use."""
    from nanotile.ir.core import op_operands, walk

    total = 0
    for lang, m in _reuse_stages():
        for path, op in _outer_defs(m)[:40]:
            block = _block_ops(m.ops, path[:-1])
            i = path[-1]
            later = [j for j in range(i + 1, len(block)) if class_facts(block[j])[4]
                     and op.result.name in {v.name for o in walk((block[j],)) for v in op_operands(o)}
                     and op.result.name not in {v.name for v in op_operands(block[j])}]
            if not later:
                continue
            j = later[0]
            moved = block[:i] + (block[j],) + block[i:j] + block[j + 1:]
            new_top = _replace_block_ops(m.ops, path[:-1], moved)
            mutant = dataclasses.replace(m, ops=new_top)
            assert _agree_after_accepting(lang, m, mutant), (lang.name, path)
            total += 1
            break
    assert total >= 3


def _replace_block_ops(ops: tuple[Any, ...], block: OpPath, new: tuple[Any, ...]) -> tuple[Any, ...]:
    if not block:
        return new
    i, name, j = block[0], block[1], block[2]
    op = ops[i]
    r: Region[Any] = getattr(op, name)
    b = r.blocks[j]
    nb = dataclasses.replace(b, ops=_replace_block_ops(b.ops, block[3:], new))
    return ops[:i] + (dataclasses.replace(op, **{name: Region(r.blocks[:j] + (nb,) + r.blocks[j + 1:])}),) + ops[i + 1:]


def test_a_shared_module_checked_in_the_next_and_previous_language() -> None:
    """Every stage's module, accepted in its language, then checked (all of it shared) in the next
    stage's language and the previous one's: an op class the other language does not admit, or a rule
    it adds, inside shared blocks, rejected as the reference rejects it."""
    langs = [pipeline.INPUT] + [st.target for st in pipeline.STAGES]
    reasons: set[str] = set()
    for name in ("gemm_sm90", "gemm_sm100", "vector_add"):
        staged = _example_stages(name)
        for k, (lang, m) in enumerate(staged):
            for other in {langs[k - 1] if k else lang, langs[k + 1] if k + 1 < len(langs) else lang} - {lang}:
                with reference_checking():
                    ref = [str(d) for d in other.check(m)]
                with session():
                    assert lang.check(m) == ()
                    fast = [str(d) for d in other.check(m)]
                assert fast == ref, (name, lang.name, other.name)
                for d in ref:
                    reasons.add("membership" if "is not part of the" in d else "rule")
    assert reasons == {"membership", "rule"}


def test_a_rule_the_next_language_adds_is_run_on_shared_blocks() -> None:
    """A module accepted in its language, then checked (every subtree shared) in a later language whose
    rules, not its membership, reject it: a TMA-atom ``tiled_load`` inside the kernel's blocks after
    ``lower_tma_load_store_to_async``, a generic-to-tmem ``copy`` after the tensor-memory legalization,
    a ``cute.kernel`` left on an ``llvm`` function."""
    for name, first, then in (("gemm_sm90", "tileas", "tileas_tma"), ("gemm_sm100", "tileas_abi", "tileas_tmem"),
                              ("gemm_sm90", "cute_llvm", "llvm")):
        m = next(m for lang, m in _example_stages(name) if lang.name == first)
        with reference_checking():
            ref = [str(d) for d in pipeline.language(then).check(m)]
        assert ref and not any("is not part of the" in d for d in ref), (then, ref)
        with session():
            assert pipeline.language(first).check(m) == ()
            assert [str(d) for d in pipeline.language(then).check(m)] == ref


def test_a_session_that_said_no_says_no_again() -> None:
    """What a check found failing is not remembered as passing (a summary's ``ok`` and ``holds``):
    the same bad module checked again in the session, then a module sharing all its subtrees (its top
    level a new tuple), each get the reference's diagnostics: a rule the next language adds, first run
    on shared blocks; an op of another language; a use at another type."""
    cases: list[tuple[pipeline.AnyLanguage, Module[Any], pipeline.AnyLanguage, Module[Any]]] = []
    for name, was, now in (("gemm_sm90", "tileas", "tileas_tma"), ("gemm_sm100", "tileas_abi", "tileas_tmem"),
                           ("gemm_sm90", "cute_llvm", "llvm")):
        m = next(m for lang, m in _example_stages(name) if lang.name == was)
        cases.append((pipeline.language(was), m, pipeline.language(now), m))
    for lang, m in _example_stages("gemm_sm90")[::5] + _example_stages("vector_add")[3::6]:
        for fn in (_foreign(lang), _retype_use):
            bad = next(_mutants(m, fn, 17), None)
            if bad is not None:
                cases.append((lang, m, lang, bad))
    assert len(cases) >= 10
    for first, m, then, bad in cases:
        with reference_checking():
            ref = [str(d) for d in then.check(bad)]
        assert ref, then.name
        again = dataclasses.replace(bad, ops=tuple(list(bad.ops)))
        assert again.ops is not bad.ops
        with session():
            assert first.check(m) == ()
            for mod in (bad, bad, again):
                assert [str(d) for d in then.check(mod)] == ref, then.name


def test_a_target_change_under_shared_subtrees_is_rejected() -> None:
    """The same ops under another ``nv_tileaa.target_spec``: what the first target allowed in the shared
    blocks (wgmma, TMA, setmaxnreg, bf16 arithmetic) is illegal on the second."""
    from nanotile.ir.attributes import StringAttr

    rejected = 0
    for name, stages in (("gemm_sm90", (0, 8, 14, -1)), ("gemm_sm100", (0, 12, -1)), ("tma_copy", (0, -1))):
        for k in stages:
            lang, m = _example_stages(name)[k]
            for t in ("sm_80", "sm_90a", "sm_100a"):
                other = dataclasses.replace(m, attrs=m.attrs.set("nv_tileaa.target_spec", StringAttr(t)))
                with reference_checking():
                    ref = [str(d) for d in lang.check(other)]
                with session():
                    assert lang.check(m) == ()
                    fast = [str(d) for d in lang.check(other)]
                    assert lang.check(m) == ()
                assert fast == ref, (name, k, t)
                rejected += bool(ref)
    assert rejected >= 6


def test_a_shared_function_naming_a_global_the_module_lost_is_rejected() -> None:
    """``llvm.mlir.addressof @global_smem`` in a shared function body; the new module drops or renames
    the global (the top level rebuilt, the function shared)."""
    checked = 0
    for lang, m in _example_stages("gemm_sm90")[5:] + _example_stages("tma_copy")[5:]:
        where = [i for i, op in enumerate(m.ops) if isinstance(op, LL.Global)]
        if not where:
            continue
        i = where[0]
        g = m.ops[i]
        for ops in (m.ops[:i] + m.ops[i + 1:], m.ops[:i] + (dataclasses.replace(g, sym_name="elsewhere"),) + m.ops[i + 1:]):
            mutant = dataclasses.replace(m, ops=ops)
            assert _agree_after_accepting(lang, m, mutant), lang.name
            checked += 1
    assert checked >= 10


def test_a_session_reuses_what_a_module_shares() -> None:
    """The reuse is real: after a stage's module, a module that differs in one op deep inside builds a
    summary per block and region on the path, and every other block and region comes from the session."""
    lang, m = _example_stages("gemm_sm90")[-1]
    path, op = _outer_defs(m)[-1]
    renamed = dataclasses.replace(op, result=Value(op.result.name, op.result.type))   # equal, not the same
    mutant = dataclasses.replace(m, ops=_edit(m.ops, path, lambda o: (renamed,)))
    with session() as s:
        assert lang.check(m) == ()
        before = len(s.segs)
        assert lang.check(mutant) == ()
        assert len(s.segs) - before <= 2 * (len(path) // 3 + 1) + 1


def _flat_functions(m: Module[Any]) -> Iterator[tuple[int, Region[Any]]]:
    for i, op in enumerate(m.ops):
        if isinstance(op, LL.LLVMFunc) and len(op.body.blocks) > 2:
            yield i, op.body


def _with_blocks(m: Module[Any], fi: int, blocks: dict[int, Block[Any]]) -> Module[Any]:
    """``m`` with blocks of function ``fi``'s body replaced (the rest of the body shared)."""
    f = m.ops[fi]
    body = Region(tuple(blocks.get(k, b) for k, b in enumerate(f.body.blocks)))
    return dataclasses.replace(m, ops=m.ops[:fi] + (dataclasses.replace(f, body=body),) + m.ops[fi + 1:])


def _cross_block_constants(r: Region[Any]) -> Iterator[tuple[int, int, Any, set[int]]]:
    """(block, position, op, the blocks using its result) for each ``llvm.mlir.constant`` whose result
    only other blocks use."""
    from nanotile.ir.core import op_operands, walk

    users: dict[str, set[int]] = {}
    for k, b in enumerate(r.blocks):
        for o in walk(b.ops):
            for v in op_operands(o):
                users.setdefault(v.name, set()).add(k)
    for k, b in enumerate(r.blocks):
        for i, op in enumerate(b.ops):
            if isinstance(op, LL.LLVMConstant):
                using = users.get(op.result.name, set())
                if using and k not in using:
                    yield k, i, op, using


def test_a_definition_moved_where_it_does_not_dominate_a_shared_block_is_rejected() -> None:
    """In a function of many blocks, a constant used only by other blocks moves to the start of a
    block that does not dominate one of its users (both blocks rebuilt, every user shared): the user's
    operand is now defined, but not where it dominates."""
    from nanotile.ir.cfg import dominator_forest

    total = 0
    for lang, m in _example_stages("gemm_sm90")[15::2] + _example_stages("gemm_sm100")[16::2] + \
            _example_stages("vector_add")[15::3]:
        for fi, body in _flat_functions(m):
            children, roots = dominator_forest(body)
            below: list[set[int]] = [set() for _ in body.blocks]   # the blocks each block dominates
            order: list[int] = []
            stack = list(roots)
            while stack:
                k = stack.pop()
                order.append(k)
                stack.extend(children[k])
            for k in reversed(order):
                below[k] = {k}.union(*(below[c] for c in children[k]))
            for a, i, op, using in list(_cross_block_constants(body))[::3]:
                user = min(using)
                c = next((c for c in range(1, len(body.blocks)) if c != a and user not in below[c]), None)
                if c is None:
                    continue
                ba, bc = body.blocks[a], body.blocks[c]
                moved = {a: dataclasses.replace(ba, ops=ba.ops[:i] + ba.ops[i + 1:]),
                         c: dataclasses.replace(bc, ops=(op,) + bc.ops)}
                assert _agree_after_accepting(lang, m, _with_blocks(m, fi, moved)), (lang.name, a, c)
                total += 1
    assert total >= 5


def test_a_name_defined_again_in_another_block_of_a_shared_region_is_rejected() -> None:
    """A constant that only other blocks use is defined again at the top of the entry block (only the
    entry rebuilt): every use still finds a dominating definition of its type, and only the one
    definition per name in the function says no."""
    total = 0
    for lang, m in _example_stages("gemm_sm90")[15::2] + _example_stages("gemm_sm100")[16::2] + \
            _example_stages("vector_add")[15::3]:
        for fi, body in _flat_functions(m):
            for a, _, op, _ in _cross_block_constants(body):
                if a == 0:
                    continue
                entry = body.blocks[0]
                again = _with_blocks(m, fi, {0: dataclasses.replace(entry, ops=(dataclasses.replace(op),) + entry.ops)})
                diags = _agree_after_accepting(lang, m, again)
                assert any("redefinition" in d for d in diags), diags
                total += 1
    assert total >= 5


def _long_blocks(m: Module[Any]) -> Iterator[tuple[OpPath, tuple[Any, ...]]]:
    """(block path, ops) of each block of more than 48 ops (summarized in runs of at most 16)."""
    for path, op in _paths(m.ops):
        for n in class_facts(op)[4]:
            for j, b in enumerate(getattr(op, n).blocks):
                if len(b.ops) > 48:
                    yield path + (n, j), b.ops


@pytest.mark.parametrize("edit", ["rename a value used runs later", "a terminator in the middle",
                                  "the last run first"])
def test_a_long_block_edited_between_shared_runs_is_rejected(edit: str) -> None:
    """A long block is summarized in runs of its ops, found again by their first op: an edit that
    leaves most runs shared must be judged as the ops are, across runs."""
    from nanotile.ir.core import op_operands

    total = 0
    for lang, m in _example_stages("gemm_sm90")[9::3] + _example_stages("gemm_sm90")[16::3]:
        for block, ops in list(_long_blocks(m))[:3]:
            if edit == "rename a value used runs later":
                used_at = {v.name: k for k, o in enumerate(ops) for v in op_operands(o)}
                i = next((i for i, o in enumerate(ops) if isinstance(getattr(o, "result", None), Value)
                          and used_at.get(o.result.name, -1) > i + 32), None)
                if i is None:
                    continue
                o = ops[i]
                new = ops[:i] + (dataclasses.replace(o, result=Value(o.result.name + "_x", o.result.type)),) + ops[i + 1:]
            elif edit == "a terminator in the middle":   # at a run's end (16) and inside one
                new = ops[:16] + (ops[-1],) + ops[16:len(ops) // 2] + (ops[-1],) + ops[len(ops) // 2:]
            else:
                new = ops[-16:] + ops[:-16]
            mutant = dataclasses.replace(m, ops=_replace_block_ops(m.ops, block, new))
            assert _agree_after_accepting(lang, m, mutant), (edit, lang.name, block)
            total += 1
    assert total >= 3


@pytest.mark.parametrize("edit", ["a region op again", "a later result named as inside a region",
                                  "a region op moved to the end"])
def test_a_long_block_s_names_defined_in_its_ops_regions_keep_the_one_definition_rule(edit: str) -> None:
    """A long block's definitions are its runs' exports and the names their ops' regions define
    (``Verifier.long_block``: most blocks have none of the latter): a name defined in a region of one run
    and again in another run is a redefinition; moving a region op within the block is not."""
    from nanotile.ir.core import op_regions

    total = 0
    for lang, m in _example_stages("gemm_sm90")[8:15:3] + _example_stages("gemm_sm100")[8:15:3]:
        for block, ops in list(_long_blocks(m))[:2]:
            at = [i for i, o in enumerate(ops[:-1]) if op_regions(o)]
            inner = [(i, o.result) for i in at for r in op_regions(ops[i]) for b in r.blocks for o in b.ops
                     if isinstance(getattr(o, "result", None), Value)]
            if not inner:
                continue
            i = inner[0][0]     # (a region op whose regions define a name)
            if edit == "a region op again":
                new = ops[:-1] + (dataclasses.replace(ops[i]),) + ops[-1:]
            elif edit == "a later result named as inside a region":
                k = next((k for k in range(i + 16, len(ops) - 1)     # (in a later run)
                          if isinstance(getattr(ops[k], "result", None), Value)), None)
                if k is None:
                    continue
                renamed = dataclasses.replace(ops[k], result=Value(inner[0][1].name, ops[k].result.type))
                new = ops[:k] + (renamed,) + ops[k + 1:]
            else:
                new = ops[:i] + ops[i + 1:-1] + (ops[i],) + ops[-1:]
            mutant = dataclasses.replace(m, ops=_replace_block_ops(m.ops, block, new))
            diags = _agree_after_accepting(lang, m, mutant)
            if edit == "a region op moved to the end":
                assert not any("redefinition" in d for d in diags), diags
            else:
                assert any("redefinition" in d for d in diags), (edit, lang.name, diags)
            total += 1
    assert total >= 3, total


# The same run of op objects twice (audit 3, finding 1): a long block's runs are remembered by their
# first op, so a block holding the same ops twice holds the same run summary twice; only the run at
# the block's end may end in a terminator, and names its copies define are defined twice.

def _last_run(ops: tuple[Any, ...]) -> tuple[Any, ...]:
    """The last run a fresh session cuts ``ops`` into (runs of 16 from the block's start)."""
    return ops[16 * ((len(ops) - 1) // 16):]


def _repeat_stages() -> list[Staged]:
    return _example_stages("gemm_sm90")[9::3] + _example_stages("gemm_sm90")[16::3] + \
        _example_stages("gemm_sm100")[16::3] + _example_stages("vector_add")[15::3]


@pytest.mark.parametrize("edit", ["the last run again at the end", "the last run again in the middle",
                                  "a run again, its names defined twice"])
def test_a_long_block_holding_the_same_run_twice_is_rejected(edit: str) -> None:
    total = 0
    seen: set[str] = set()
    for lang, m in _repeat_stages():
        for block, ops in list(_long_blocks(m))[:3]:
            run = _last_run(ops)
            if edit == "the last run again at the end":
                new = ops + run
            elif edit == "the last run again in the middle":   # at a run's end (16) and inside one
                new = ops[:16] + run + ops[16:len(ops) // 2] + run + ops[len(ops) // 2:]
            else:
                new = ops[:32] + ops[16:32] + ops[32:]
            mutant = dataclasses.replace(m, ops=_replace_block_ops(m.ops, block, new))
            diags = _agree_after_accepting(lang, m, mutant)
            assert diags, (edit, lang.name, block)
            seen.update(re.sub(r"^.*error: ", "", d) for d in diags)
            total += 1
    assert total >= 20
    want = "redefinition" if edit == "a run again, its names defined twice" else "must be the last operation"
    assert any(want in d for d in seen), seen


@pytest.mark.parametrize("where", ["in the middle", "in the middle and at the end", "its first run in the middle"])
def test_a_run_of_one_long_block_again_in_another_block_is_rejected(where: str) -> None:
    """Runs of a long block copied into another long block of the same function, where they are found
    again as the same run summaries: the last run (ending in the first block's terminator) in the
    middle, or in the middle and in place of the block's own last run; the first run (its names
    defined again in the region) in the middle."""
    total = 0
    seen: set[str] = set()
    for lang, m in _repeat_stages():
        blocks = list(_long_blocks(m))
        for (pa, a), (pb, b) in itertools.permutations(blocks, 2):
            if pa[:-1] != pb[:-1]:    # blocks of one region
                continue
            run = _last_run(a)
            if where == "in the middle":
                new = b[:20] + run + b[20:]
            elif where == "in the middle and at the end":
                new = b[:20] + run + b[20:-len(_last_run(b))] + run
            else:
                new = b[:20] + a[:16] + b[20:]
            mutant = dataclasses.replace(m, ops=_replace_block_ops(m.ops, pb, new))
            diags = _agree_after_accepting(lang, m, mutant)
            assert diags, (where, lang.name, pa, pb)
            seen.update(re.sub(r"^.*error: ", "", d) for d in diags)
            total += 1
    assert total >= 20
    want = "redefinition" if where == "its first run in the middle" else "must be the last operation"
    assert any(want in d for d in seen), seen


@pytest.mark.parametrize("edit", ["the last block again", "an equal copy of a block", "a block relabeled"])
def test_a_region_with_a_label_given_to_two_blocks_is_rejected(edit: str) -> None:
    """A label names one block of its region (MLIR: "redefinition of block"); blocks carry no location,
    so the region's op is reported.  Checked alone and in a session that has just accepted the module."""
    total = 0
    for lang, m in _example_stages("gemm_sm90")[15::3] + _example_stages("vector_add")[15::3]:
        for fi, body in _flat_functions(m):
            bs = body.blocks
            if edit == "the last block again":
                blocks, label = bs + bs[-1:], bs[-1].label
            elif edit == "an equal copy of a block":
                blocks, label = bs[:2] + (dataclasses.replace(bs[1]),) + bs[2:], bs[1].label
            else:
                blocks, label = bs[:-1] + (dataclasses.replace(bs[-1], label=bs[2].label),), bs[2].label
            f = m.ops[fi]
            mutant = dataclasses.replace(m, ops=m.ops[:fi] + (dataclasses.replace(f, body=Region(blocks)),) + m.ops[fi + 1:])
            fast, ref = _both(lang, mutant)
            assert fast == ref
            assert f"{f.loc}: error: redefinition of block '^{label}'" in ref, ref
            assert _agree_after_accepting(lang, m, mutant) == ref
            total += 1
    assert total >= 4


@pytest.mark.interpreted("holds a plan (a fixed-length tuple, which compiled code boxes anew) to identity")
def test_a_plan_says_whether_its_class_is_in_the_language_and_languages_with_the_same_rules_share_plans() -> None:
    """``Verifier.plan`` per (language, class) comes from plans shared by the languages that have the same
    rules and target (``verifier._SHARED_PLANS``): the member flag is still the language's own, the rules
    and target check are those of its rules and target."""
    from nanotile.checkers import target as target_rules
    from nanotile.checkers import verifier

    pipeline.run_pipeline(parse_module(examples()["gemm_sm90"], "gemm_sm90.mlir"))
    shared: dict[tuple[Any, ...], dict[type, Any]] = {}
    for (allowed, rules, target), (plans, _) in verifier._CONFIGS.items():
        for cls, p in plans.items():
            plain, one, call, applied, _, _, _, _, rest = p
            regions, successors, term, _, reads, member, local = rest
            assert member == (cls in allowed), cls
            want = tuple((r, c) for r in rules if (c := verifier.call_for(r, cls)) is not None)
            # (a non-member's rules and target check are never run: its plan has none)
            assert applied == (want if member else ())
            assert (one, call) == (applied[0] if len(applied) == 1 else (None, verifier._no_rule))
            assert local == (target_rules.op_plan(cls, target)[0] if target is not None and member else None)
            assert plain == (member and not (regions or successors or term or reads or local is not None))
            both = verifier._SHARED_PLANS[(rules, target)][cls]
            assert p is both[0 if cls in allowed else 1]
            facts = p[4:8] + rest[:5]
            shared.setdefault((rules, target), {}).setdefault(cls, facts)
            assert shared[(rules, target)][cls] == facts
    assert len(verifier._CONFIGS) > len(shared)    # some languages share their rules


def test_a_name_defined_in_a_second_region_and_again_after_it_is_rejected() -> None:
    """A block's definitions include those of every region of its region ops, the second and later ones
    too: a result named like a value of an scf.if's else arm, after the scf.if or in a later scf.if, is a
    second definition in the scope.  (The verifier lost the later regions' names: ``scope |= defs`` with
    ``defs`` a dict's keys view binds a new set, and ``nested`` kept the first region's names only; these
    modules were accepted.)"""
    from nanotile.ir.attributes import IntegerAttr
    from nanotile.ir.types import I32
    from nanotile.languages.structured import ScfIf, ScfYield

    cond = Value("c", I1)

    def const(name: str) -> Any:
        return LL.LLVMConstant(Value(name, I32), IntegerAttr(1, I32))

    def if_(then: str, other: str) -> Any:
        return ScfIf((), cond, Region((Block("", (), (const(then), ScfYield(()))),)),
                     Region((Block("", (), (const(other), ScfYield(()))),)))

    lang = pipeline.language("scf_llvm")
    head = (LL.LLVMConstant(cond, IntegerAttr(1, I1)),)
    cases = {
        "after it": head + (if_("a", "b"), const("b")),
        "in a later scf.if": head + (if_("a", "b"), if_("b", "d")),
        "in a later scf.if's else arm": head + (if_("a", "b"), if_("d", "b")),
    }
    def nested_in_a_block(ops: tuple[Any, ...]) -> Module[Any]:
        """``ops`` (but the condition) in the then arm of an outer scf.if: the block case."""
        arm = Region((Block("", (), ops[1:] + (ScfYield(()),)),))
        return Module(ops[:1] + (ScfIf((), cond, arm, Region((Block("", (), (ScfYield(()),)),))),))

    for what, ops in cases.items():
        for m in (Module(ops), nested_in_a_block(ops)):
            fast, ref = _both(lang, m)
            assert ref == ["<unknown>: error: redefinition of SSA value '%b'"], (what, ref)
            assert fast == ref, what
            with session():
                assert [str(d) for d in lang.check(Module(head + (if_("a", "b"), const("e"))))] == []
                assert [str(d) for d in lang.check(m)] == ref, what


@pytest.mark.interpreted("subclasses the Verifier")
def test_the_one_definition_rule_holds_in_a_region_re_resolved_after_a_name_moved() -> None:
    """The incremental path alone: a three-block region accepted, then the same graph with the last
    block's dead value renamed onto a dead value of the entry (nothing uses either, so only the
    region's one-definition rule can say no): the region summary is bad; renamed onto a fresh name it
    is not; and a use in the last block of a value defined in the middle block, which does not dominate
    it, is bad too."""
    from nanotile.checkers import verifier
    from nanotile.ir.attributes import IntegerAttr
    from nanotile.ir.types import I32

    def const(name: str) -> Any:
        return LL.LLVMConstant(Value(name, I32), IntegerAttr(1, I32))

    cond = Value("c", I1)

    entry = Block("bb0", (), (LL.LLVMConstant(cond, IntegerAttr(1, I1)), const("a"), const("t"),
                              LL.CondBr(cond, Successor("bb1"), Successor("bb2"))))
    middle = Block("bb1", (), (const("b"), LL.Br(Successor("bb2"))))

    def region(last: tuple[Any, ...]) -> Region[Any]:
        """The same first two blocks (objects), a new last one."""
        return Region((entry, middle, Block("bb2", (), last + (LL.LLVMReturn(()),))))

    moved = {
        "onto the entry's name": (region((const("t"),)), True),
        "onto a fresh name": (region((const("e"),)), False),
        "a use its definition does not dominate": (region((LL.Add(Value("s", I32), Value("b", I32),
                                                                  Value("a", I32)),)), True),
    }
    resolved: list[str] = []

    class Watched(verifier.Verifier):
        def resolve_all(self, g: Any, bsegs: list[Any]) -> Any:
            resolved.append("all")
            return super().resolve_all(g, bsegs)

        def resolve_changed(self, g: Any, st: Any, bsegs: list[Any], changed: list[int]) -> None:
            resolved.append("changed")
            super().resolve_changed(g, st, bsegs, changed)

    for what, (changed, bad) in moved.items():
        v = Watched(frozenset(), (), None, verifier.Memo())
        first = v.region_seg(region((const("d"),)))
        assert not first.bad and first.defs == {"c", "a", "t", "b", "d"}
        resolved.clear()
        again = v.region_seg(changed)
        assert resolved == ["changed"], what    # (the incremental path)
        assert again.bad == bad, what
