"""The parser's fast paths (``Parser.simple_ops``, ``Parser.op_fast``, the interned function types,
attribute dictionaries and dialect/shaped types) give exactly what the general op parser gives: the same module, locations
included, and on bad input the same diagnostic at the same place."""

from __future__ import annotations

import re
from typing import Any, Callable, Sequence

import pytest

from conftest import stage_inputs
from nanotile.cli import examples
from nanotile.ir.diagnostics import DiagnosticError
from nanotile.ir import parser as parser_module
from nanotile.ir.parser import Parser, parse_module
from nanotile.ir.printer import print_module

# the general parser is the Parser with its fast paths patched out: compiled callers do not see the patch
pytestmark = pytest.mark.interpreted("patches nanotile.ir.parser.Parser's methods")


def _outcome(text: str) -> tuple[str, Any]:
    try:
        m = parse_module(text, "t.mlir")
    except DiagnosticError as e:
        return "error", [str(d) for d in e.diagnostics]
    return "ok", (m, print_module(m, debuginfo=True))


def _general(text: str, monkeypatch: pytest.MonkeyPatch) -> tuple[str, Any]:
    with monkeypatch.context() as mp:
        mp.setattr(Parser, "op_fast", lambda self, start: None)
        mp.setattr(Parser, "simple_ops", lambda self, ops: None)
        mp.setattr(Parser, "type", _type_uncached)
        mp.setattr(Parser, "interned_dict", lambda self, p: None)
        mp.setattr(Parser, "interned_function_type", _function_type_uncached)
        mp.setattr(parser_module, "_FAST_HEAD", re.compile(r"(?!)"))   # op_general reads every head itself
        mp.setattr(parser_module, "_NESTED_DICT", re.compile(r"(?!)"))   # no dictionary attribute by its text
        mp.setattr(parser_module, "_BLOCK_ARGS", re.compile(r"(?!)"))    # no block argument list by its text
        return _outcome(text)


def _function_type_uncached(self: Parser, p: int) -> Any:
    """``Parser.interned_function_type`` without the table of function types by their text."""
    self.pos = p
    return self.function_type()


def _type_uncached(self: Parser) -> Any:
    """``Parser.type`` without the table of dialect and shaped types by their text."""
    self.ws()
    return self.type_uncached(self.pos)


def _same(text: str, monkeypatch: pytest.MonkeyPatch) -> tuple[str, Any]:
    want = _general(text, monkeypatch)
    # twice: the first parse fills the intern tables (op_fast), the second runs from them (simple_ops)
    assert _outcome(text) == want
    assert _outcome(text) == want
    return want


def _all_languages(name: str) -> list[str]:
    """An example and every language it passes through, printed plain and with locations; each
    distinct text once (stages that change nothing print the same text)."""
    texts = [examples()[name]]
    for m in list(stage_inputs(name).values())[1:]:
        texts.append(print_module(m))
        texts.append(print_module(m, debuginfo=True))
    return list(dict.fromkeys(texts))


# The corpus-wide comparison is a differential test (the general parser is the reference): on the two
# GEMMs (13 MB of IR text, three parses each, ~30 s of CPU) it runs with the oracle suites in
# `make test`; `make test-compiler` compares every language of the small examples.
CORPUS = [pytest.param(name, marks=pytest.mark.oracle) if name.startswith("gemm") else name
          for name in sorted(examples())]


@pytest.mark.parametrize("example", CORPUS)
def test_every_language_of_every_example(example: str, monkeypatch: pytest.MonkeyPatch) -> None:
    texts = _all_languages(example)
    assert len(texts) > 20
    for text in texts:
        kind, _ = _same(text, monkeypatch)
        assert kind == "ok"


FUNC = ('module {{\n  "llvm.func"() <{{function_type = !llvm.func<i32 (i32, !llvm.ptr<3>)>, sym_name = "f"}}> ({{\n'
        '  ^bb0(%a: i32, %p: !llvm.ptr<3>):\n{body}  }}) : () -> ()\n}}\n')

GOOD = [
    # plain chain, constants, one attribute dictionary shared by many ops
    '    %c = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32\n'
    '    %x = "llvm.add"(%a, %c) : (i32, i32) -> i32\n'
    '    %y = "llvm.add"(%x, %c) : (i32, i32) -> i32\n'
    '    "llvm.return"(%y) : (i32) -> ()\n',
    # comments, odd spacing, locations, a use through '#0', tabs
    '    %c = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32 // a comment\n'
    '    %x = "llvm.add"( %a ,%c ) : (i32, i32) -> i32 loc("k.mlir":3:5)\n'
    '\t%y = "llvm.add"(%x, %c)   :   (i32, i32) -> i32\n'
    '    // a comment line\n'
    '    "llvm.return"(%y) : (i32) -> ()\n',
    # a type that continues on the next line is read as the general parser reads it
    '    %q = "llvm.getelementptr"(%p, %a) <{elem_type = i8, rawConstantIndices = array<i32: -2147483648>}> : '
    '(!llvm.ptr<3>, i32) -> !llvm.ptr\n    <3>\n'
    '    "llvm.return"(%a) : (i32) -> ()\n',
    # one struct type spelled three ways, read again from the table of types by their text in each
    # context (an operand, a result, an attribute, nested in another type)
    '    %u = "llvm.mlir.undef"() : () -> !llvm.struct<(f32, f32)>\n'
    '    %v = "llvm.mlir.undef"() : () -> !llvm.struct<(f32,f32)>\n'
    '    %w = "llvm.insertvalue"(%u, %a) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32)>, i32) -> '
    '!llvm.struct<(f32, f32)>\n'
    '    %s = "llvm.mlir.undef"() : () -> !llvm.struct<(!llvm.struct<(f32, f32)>, !llvm.array<4 x i8>)>\n'
    '    %g = "llvm.getelementptr"(%p, %a) <{elem_type = !llvm.struct<(f32, f32)>, rawConstantIndices = '
    'array<i32: -2147483648>}> : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>\n'
    '    "llvm.return"(%a) : (i32) -> ()\n',
    # a variadic or optional operand group by position (the simple builder): none, one, a list
    '    "nvvm.mbarrier.arrive.expect_tx.shared"(%p, %a) : (!llvm.ptr<3>, i32) -> ()\n'
    '    "nvvm.mbarrier.arrive.expect_tx.shared"(%p, %a, %a) : (!llvm.ptr<3>, i32, i32) -> ()\n'
    '    %q = "llvm.getelementptr"(%p, %a, %a) <{elem_type = i8, rawConstantIndices = array<i32: -2147483648, '
    '-2147483648>}> : (!llvm.ptr<3>, i32, i32) -> !llvm.ptr<3>\n'
    '    %r = "llvm.getelementptr"(%p) <{elem_type = i8, rawConstantIndices = array<i32>}> : (!llvm.ptr<3>) -> '
    '!llvm.ptr<3>\n'
    '    "llvm.return"() : () -> ()\n',
]

BAD = [
    '    %x = "llvm.add"(%a, %zz) : (i32, i32) -> i32\n',                   # undefined value
    '    %x = "llvm.add"(%a, %p) : (i32, i32) -> i32\n',                    # type differs from the definition
    '    %a = "llvm.add"(%a, %a) : (i32, i32) -> i32\n',                    # redefinition
    '    %x = "llvm.nope"(%a, %a) : (i32, i32) -> i32\n',                   # unknown op
    '    %x = "llvm.add"(%a) : (i32) -> i32\n',                             # operand count
    '    %x = "llvm.add"(%a, %a) : (i32) -> i32\n',                         # type list length
    '    %x = "llvm.add"(%a, %a) : (i32, i32) -> (i32, i32)\n',             # result count
    '    %c = "llvm.mlir.constant"() : () -> i32\n',                        # missing property
    '    %c = "llvm.mlir.constant"() <{value = 1 : i32, extra = 2 : i32}> : () -> i32\n',   # extra property
    '    %c = "llvm.mlir.constant"() <{value = 1 : i32}> {value = 2 : i32} : () -> i32\n',  # duplicated
    '    %c = "llvm.mlir.constant"() <{value = 1 : i32, value = 2 : i32}> : () -> i32\n',   # duplicate key
    '    %q = "llvm.getelementptr"(%p) <{elem_type = i8, rawConstantIndices = 5 : i32}> : (!llvm.ptr<3>) -> '
    '!llvm.ptr<3>\n',                                                     # codec mismatch
    '    %x = "llvm.add"(%a, %a) : (i32, i32) -> i33x\n',                   # unknown type
    '    %x = "llvm.add"(%a, %a) : (i32, i32) -> i32 loc(\n',               # broken location
    '    "llvm.br"(%a)[^bb9] : (i32) -> ()\n',                              # undefined block
    '    %u = "llvm.mlir.undef"() : () -> !llvm.struct<(f32, f32)>x\n',    # a known type text, then junk
    '    %u = "llvm.mlir.undef"() : () -> !llvm.ptr<3\n',                  # a known type's text, cut short
    '    "nvvm.mbarrier.arrive.expect_tx.shared"(%p, %a, %a, %a) : (!llvm.ptr<3>, i32, i32, i32) -> ()\n',  # 2 optional
    '    "nvvm.mbarrier.arrive.expect_tx.shared"(%p) : (!llvm.ptr<3>) -> ()\n',  # fewer than the single operands
    '    %q = "llvm.getelementptr"() <{elem_type = i8, rawConstantIndices = array<i32>}> : () -> !llvm.ptr<3>\n',
]


@pytest.mark.parametrize("body", GOOD, ids=range(len(GOOD)))
def test_same_module(body: str, monkeypatch: pytest.MonkeyPatch) -> None:
    kind, _ = _same(FUNC.format(body=body), monkeypatch)
    assert kind == "ok"


@pytest.mark.parametrize("body", BAD, ids=range(len(BAD)))
def test_same_diagnostic(body: str, monkeypatch: pytest.MonkeyPatch) -> None:
    good = "".join(f'    %c{i} = "llvm.mlir.constant"() <{{value = 1 : i32}}> : () -> i32\n'
                   for i in range(3))   # interns the shapes first
    kind, diags = _same(FUNC.format(body=good + body + '    "llvm.return"(%a) : (i32) -> ()\n'), monkeypatch)
    assert kind == "error" and diags
    assert int(diags[0].split(":")[1]) >= 7, diags     # at the body's line or after (nothing before it fails)


# gemm_sm90's input with one line changed: each change is read by a fast path first (a variadic op by
# simple_ops' general mapping, an operand of an enclosing region, a block argument list or dictionary
# attribute by its text), and must fail there exactly as in the general parser
SM90_BAD = [
    ("array<i32: 1, 2, 0, 0>}> {allow_tma}", "array<i32: 1, 1, 0, 0>}> {allow_tma}", 1),   # segment sizes
    ("array<i32: 1, 2, 0, 0>}> {allow_tma}", "array<i32: 1, 2, 0, 0>}> {allow_tma, x}", 1),  # extra attribute
    ('%kk = "arith.muli"(%ki, %c16)', '%kk = "arith.muli"(%ki, %lb)', 1),   # an outer value of another type
    ('%kk = "arith.muli"(%ki, %c16)', '%kk = "arith.muli"(%ki, %c17)', 1),  # an undefined outer value
    ("^bb0(%k: index,", "^bb0(%m0: index,", 1),                         # a block argument redefines a value
    ("^bb0(%kc: index,", "^bb0(%k: index,", 1),    # a known argument list (the producer's loop), redefining
    ("requires = [", "requires = [1 : i32, ", 1),                         # another module dictionary
    ('reference = "C = A @ B.T"}}', 'reference = "C = A @ B.T"} }', 1),   # the same, spaced
]


@pytest.mark.parametrize("old,new,count", SM90_BAD, ids=range(len(SM90_BAD)))
def test_sm90_changed_line(old: str, new: str, count: int, monkeypatch: pytest.MonkeyPatch) -> None:
    text = examples()["gemm_sm90"]
    assert old in text
    _same(text, monkeypatch)     # fills the tables from the unchanged text
    _same(text.replace(old, new, count), monkeypatch)


def test_the_general_parser_is_what_the_fast_path_is_compared_with(monkeypatch: pytest.MonkeyPatch) -> None:
    """The comparison can fail: a fast path that built a different op would be caught."""
    from nanotile.ir import parser as P
    from nanotile.ir.location import Location

    text = FUNC.format(body=GOOD[0] * 1)
    real: Callable[..., Any] = P._build_simple

    def wrong(plan: Any, operands: Any, results: Any, props: Any, attrs: Any, loc: Any) -> Any:
        return real(plan, operands, results, props, attrs, Location("elsewhere", 1, 1))

    monkeypatch.setattr(P, "_build_simple", wrong)
    want = _general(text, monkeypatch)
    assert _outcome(text) != want


def test_the_type_table_is_compared_too(monkeypatch: pytest.MonkeyPatch) -> None:
    """A wrong type kept for a text would be caught: the reference parse does not read the table."""
    from nanotile.ir import parser as P
    from nanotile.ir.types import LLVMPointerType

    text = FUNC.format(body=GOOD[3])
    _outcome(text)
    spelled = "!llvm.ptr<3>"
    heads = [h for h, seen in P._TYPE_TEXTS.items() if any(s == spelled for s, _ in seen)]
    assert heads                                  # it is in the table
    for h in heads:
        monkeypatch.setitem(P._TYPE_TEXTS, h, [(spelled, LLVMPointerType(5))])
    monkeypatch.setattr(P, "_BLOCK_ARGS_CACHE", {})   # the entry block's arguments read their types again
    assert _outcome(text) != _general(text, monkeypatch)


def test_the_block_argument_and_dictionary_tables_are_compared_too(monkeypatch: pytest.MonkeyPatch) -> None:
    """A wrong argument list or dictionary attribute kept for a text would be caught."""
    from nanotile.ir import parser as P
    from nanotile.ir.attributes import EMPTY_DICT
    from nanotile.ir.types import IntegerType

    text = examples()["gemm_sm90"]
    _outcome(text)
    want = _general(text, monkeypatch)
    spelled = "(%k: index, %pit: !nv_tileas.pipeline_iter<stages = 3>):"
    assert spelled in P._BLOCK_ARGS_CACHE
    with monkeypatch.context() as mp:
        mp.setitem(P._BLOCK_ARGS_CACHE, spelled, (("k", IntegerType(64)), ("pit", P._BLOCK_ARGS_CACHE[spelled][1][1])))
        assert _outcome(text) != want
    attrs = text[text.index("attributes {") + len("attributes "):text.index("} {\n") + 1]
    assert attrs in P._DICT_ATTR_CACHE
    with monkeypatch.context() as mp:
        mp.setitem(P._DICT_ATTR_CACHE, attrs, EMPTY_DICT)
        assert _outcome(text) != want
    assert _outcome(text) == want


def test_build_plans_read_the_spec() -> None:
    """``_BuildPlan`` sorts the fields in one pass: for every registered op class it holds what the
    spec's own queries say."""
    from nanotile.ir.core import REGISTRY, Kind
    from nanotile.ir.parser import _BuildPlan

    for spec in REGISTRY.values():
        plan = _BuildPlan(spec)
        assert plan.regions == spec.of(Kind.REGION) and plan.successors == spec.of(Kind.SUCCESSOR)
        assert plan.groups == spec.operand_groups and plan.needs_segments == spec.needs_segments
        assert plan.fixed == tuple(g for g in spec.operand_groups if g.kind is Kind.OPERAND)
        assert plan.variadic == tuple(g for g in spec.operand_groups if g.kind is not Kind.OPERAND)
        assert plan.results == tuple(f for f in spec.fields if f.kind in (Kind.RESULT, Kind.RESULTS))
        assert (plan.n_result, plan.n_results) == (len(spec.of(Kind.RESULT)), len(spec.of(Kind.RESULTS)))
        assert plan.attrs == tuple(f for f in spec.fields if f.kind in (Kind.PROP, Kind.ATTR))
    assert any(_BuildPlan(s).needs_segments for s in REGISTRY.values())


def test_line_starts_and_integer_type_words() -> None:
    """The parser's line table (string operations) is every position past a newline, and its integer
    type words (string tests) are what ``[su]?i[0-9]+`` reads."""
    import random

    from nanotile.ir.types import IntegerType

    rng = random.Random(5)
    for text in ["", "\n", "a", "a\n", "\n\n", "x\r\ny\n"] + ["".join(rng.choice("ab\n\r ") for _ in range(30))
                                                              for _ in range(300)]:
        assert Parser(text, "t").line_starts == [0] + [m.end() for m in re.finditer("\n", text)]
    p = Parser("", "t")
    for word in ["i1", "i32", "si8", "ui16", "i08", "i", "si", "ui", "s8", "u8", "ii8", "sii8", "usi8", "i3x",
                 "si32x", "i_1", "_i8", "f32", "index", "sf16"]:
        m = re.fullmatch(r"([su]?)i([0-9]+)", word)
        got = p.scalar_type(word, 0)
        if m:
            assert got == IntegerType(int(m.group(2)), m.group(1)), word
        else:
            assert not isinstance(got, IntegerType), word



def test_possessive_fast_patterns_match_what_their_plain_forms_match() -> None:
    """The fast path's patterns repeat possessively (``*+``, ``++``: no backtracking state kept per
    character); their earlier forms (each run ``[...]++|`` one character again, ``[...]|``, and every
    quantifier plain) match at the same positions with the same groups: at every position of the
    examples, and at every line start, ``{`` and ``(`` of gemm_sm90's final IR."""
    from nanotile.ir.printer import print_module

    final = print_module(stage_inputs("gemm_sm90")["final"])
    cases: list[tuple[str, Sequence[int]]] = [(text, range(len(text))) for text in examples().values()]
    cases.append((final, [m.end() for m in re.finditer(r"(?:^[ \t]*|[{(])", final, re.M)]))
    for rx in (parser_module._WS, parser_module._FAST_DICT, parser_module._FAST_FTYPE, parser_module._FAST_LINE,
               parser_module._NESTED_DICT, parser_module._BLOCK_ARGS):
        assert re.search(r"[*+?]\+", rx.pattern), rx.pattern
        plain = re.compile(re.sub(r"([*+?])\+", r"\1", rx.pattern.replace("]++|", "]|")))
        for text, positions in cases:
            for p in positions:
                a, b = rx.match(text, p), plain.match(text, p)
                assert (a.regs if a else None) == (b.regs if b else None), (rx.pattern, p)
