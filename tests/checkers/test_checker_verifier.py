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
from nanotile.ir.core import Block, Module, Region, Successor, Value
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
        before = sum(len(d) for d in memo.passed.values())
        assert lang.check(rebuilt) == ()
        assert sum(len(d) for d in memo.passed.values()) > before


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
