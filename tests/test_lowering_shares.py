"""The body lowerings share what they leave unchanged with their input (DESIGN: "a pass builds a new
module that shares every untouched subtree with its input"): ``lowering/conversion.py``'s driver
returns the same block, region, function or module object when none of its ops changed."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

import nanotile.examples
from nanotile import pipeline
from nanotile.ir.core import Block, Module, op_regions, walk
from nanotile.ir.parser import parse_module


def _blocks(m: Module[Any]) -> list[Block[Any]]:
    out: list[Block[Any]] = []
    for o in walk(m.ops):
        for r in op_regions(o):
            out.extend(r.blocks)
    return out


def _stages(example: str) -> list[tuple[str, Module[Any], Module[Any]]]:
    """(pass name, its input, its output) for every stage of ``example``'s compile."""
    text = (Path(nanotile.examples.__file__).parent / f"{example}.mlir").read_text()
    m = parse_module(text, f"{example}.mlir")
    prev = [m]
    out: list[tuple[str, Module[Any], Module[Any]]] = []

    def on_stage(st: Any, got: Module[Any]) -> None:
        out.append((st.name, prev[0], got))
        prev[0] = got

    pipeline.run_pipeline(m, on_stage=on_stage)
    return out


def test_a_pass_that_changes_nothing_returns_its_input() -> None:
    stages = {name: (a, b) for name, a, b in _stages("vector_add")}
    for name in ("lower-mbarriers", "lower-tma", "lower-wgmma", "lower-pipeline-tokens"):
        before, after = stages[name]
        assert after is before, name
    before, after = stages["lower-register-tiles"]   # it does change vector_add: a new module
    assert after is not before


def test_a_pass_shares_the_blocks_it_leaves_unchanged() -> None:
    stages = {name: (a, b) for name, a, b in _stages("gemm_sm90")}
    before, after = stages["lower-wgmma"]   # rewrites the WGMMA ops of a few blocks only
    assert after is not before
    old = {id(b) for b in _blocks(before)}
    new = _blocks(after)
    shared = sum(id(b) in old for b in new)
    assert len(new) - 10 <= shared < len(new), (shared, len(new))


@pytest.mark.parametrize("example", ["gemm_sm90", "gemm_sm100", "tma_copy", "vector_add"])
def test_no_pass_rebuilds_a_subtree_it_leaves_unchanged(example: str) -> None:
    """Every stage, not only the body lowerings: an op holding regions in a stage's output that is a
    new object but equal to an op of the input is a subtree rebuilt unchanged (the early tileas
    passes rebuilt every region op; lower-tcgen05 every scf.if, scf.for and yield on sm_100a;
    plan-accumulators its function), which the checker and the next passes then summarize again."""
    for name, before, after in _stages(example):
        old: dict[int, Any] = {id(o): o for o in walk(before.ops)}
        by_hash: dict[int, list[Any]] = {}
        for o in old.values():
            if op_regions(o):
                by_hash.setdefault(hash(o), []).append(o)
        for o in walk(after.ops):
            if id(o) not in old and op_regions(o):
                same = [x for x in by_hash.get(hash(o), ()) if x == o]
                assert not same, f"{name} rebuilt an unchanged {type(o).__name__} at {o.loc}"


# -- censuses: a pass visits only the subtrees holding an op class it rewrites ---------------------

import functools  # noqa: E402
import importlib  # noqa: E402

import pytest  # noqa: E402

from nanotile.ir.core import census, census_classes, class_mask, region_census  # noqa: E402
from nanotile.ir.core import Region  # noqa: E402

BODY_LOWERINGS = (
    "lower_agents", "lower_ids_and_memrefs", "lower_register_tiles", "lower_mbarriers", "lower_tma",
    "lower_tcgen05", "lower_wgmma", "lower_pipeline_tokens", "lower_arith",
)
"""The passes built on ``lowering/conversion.lower_functions`` with a ``REWRITES`` census."""

EXAMPLES = ("vector_add", "tma_copy", "gemm_sm90", "gemm_sm100")


def _kernel_stages() -> list[tuple[str, Module[Any], Module[Any]]]:
    from dataclasses import replace
    from nanotile.kernels import GemmConfig, arch_defaults, generate
    out: list[tuple[str, Module[Any], Module[Any]]] = []
    for cfg in (GemmConfig(), arch_defaults("sm_100a"), replace(GemmConfig(), dtype="e4m3", bk=128, bn=64)):
        m = parse_module(generate(cfg))
        prev = [m]

        def on_stage(st: Any, got: Module[Any]) -> None:
            out.append((st.name, prev[0], got))
            prev[0] = got

        pipeline.run_pipeline(m, on_stage=on_stage)
    return out


@functools.cache
def _all_stages() -> list[tuple[str, Module[Any], Module[Any]]]:
    return [s for e in EXAMPLES for s in _stages(e)] + _kernel_stages()


def _classes(ops: Any) -> frozenset[type]:
    return frozenset(type(o) for o in walk(ops))


def test_census_names_the_classes_in_a_block_and_is_remembered() -> None:
    for _, _, m in _stages("gemm_sm100"):
        for b in _blocks(m):
            assert census_classes(census(b)) == _classes(b.ops)
            assert getattr(b, "_census_") == census(b)   # kept on the (immutable) block
        for o in walk(m.ops):
            for r in op_regions(o):
                assert census_classes(region_census(r)) == _classes(tuple(x for b in r.blocks for x in b.ops))
    assert census(Block("", (), ())) == 0 and region_census(Region(())) == 0


def test_census_is_not_a_field() -> None:
    """The hidden slot is no part of a block's value: not compared, printed, copied or constructed."""
    import copy
    import dataclasses
    b = _blocks(_stages("tma_copy")[-1][2])[0]
    census(b)
    assert "_census_" not in {f.name for f in dataclasses.fields(b)}
    assert "_census_" not in repr(b)
    c = copy.copy(b)
    assert c == b and not hasattr(c, "_census_")
    assert not hasattr(dataclasses.replace(b, label=b.label), "_census_")


@pytest.mark.interpreted("patches each lowering's REWRITES")
@pytest.mark.parametrize("name", BODY_LOWERINGS)
def test_a_census_skip_changes_nothing(name: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """Each body lowering gives the same output with its census (``REWRITES``) as when its rule is
    called on every op (``rewrites=None``), on every stage input of the examples and some GEMMs."""
    mod = importlib.import_module(f"nanotile.passes.{name}")
    run = getattr(mod, name)
    ran = 0
    for stage, before, after in _all_stages():
        if stage != name.replace("_", "-"):
            continue
        with monkeypatch.context() as mp:
            mp.setattr(mod, "REWRITES", None)
            everything = run(before)
        assert after == everything, stage
        ran += 1
    assert ran == len(EXAMPLES) + 3


@pytest.mark.parametrize("name", BODY_LOWERINGS)
def test_a_module_holding_a_source_op_is_lowered(name: str) -> None:
    """A census never skips an op the pass must remove (its source language's classes its target
    language lacks): where the input holds one, the output is a new module holding none."""
    stage = next(st for st in pipeline.STAGES if st.name == name.replace("_", "-"))
    removed = frozenset(stage.source.ops) - frozenset(stage.target.ops)
    seen = 0
    for st, before, after in _all_stages():
        if st != stage.name:
            continue
        if _classes(before.ops) & removed:
            seen += 1
            assert after is not before and not _classes(after.ops) & removed, st
        else:
            assert not class_mask(removed) & sum(region_census(f.body) for f in before.ops if hasattr(f, "body"))
    assert seen or name in ("lower_arith",), name   # every pass but one removes a class some input holds


def test_lower_tcgen05_visits_carriers_only_where_a_function_holds_tmem() -> None:
    """sm_90a functions (no TMEM op, wgmma dots) are visited at their dots only; sm_100a ones at
    every carrier of TMEM tiles too."""
    from nanotile.passes import lower_tcgen05 as P
    for example, tmem in (("gemm_sm90", False), ("gemm_sm100", True), ("tma_copy", False)):
        before = next(a for name, a, _ in _stages(example) if name == "lower-tcgen05")
        for f in before.ops:
            if hasattr(f, "body"):
                assert (P.rewrites(f) >= P.CARRIERS) is tmem, example
                assert P.rewrites(f) >= P.TMEM_OPS


def test_value_names_gathered_from_blocks_are_every_name() -> None:
    """``Fresh``'s taken names, gathered from what each block remembers (``ir.core.block_names``),
    are every result and block-argument name, as a walk finds them, at every stage."""
    from nanotile.ir.core import op_results
    from nanotile.ir.rewrite import Fresh
    for _, _, m in _stages("gemm_sm100") + _stages("vector_add"):
        walked: set[str] = set()
        for o in walk(m.ops):
            walked.update(v.name for v in op_results(o))
            for r in op_regions(o):
                for b in r.blocks:
                    walked.update(a.name for a in b.args)
        assert Fresh.names_in(m.ops) == walked
        assert Fresh("x", within=m.ops).taken == walked


def _walked_names(ops: tuple[Any, ...]) -> set[str]:
    from nanotile.ir.core import op_results
    walked: set[str] = set()
    for o in walk(ops):
        walked.update(v.name for v in op_results(o))
        for r in op_regions(o):
            for b in r.blocks:
                walked.update(a.name for a in b.args)
    return walked


def _drop_one_deep_name(op: Any, depth: int, done: list[str]) -> Any:
    """``op`` with the last named op of its first block ``depth`` >= 4 levels down (one that has one)
    left out; every other block and region the same object."""
    from nanotile.ir.core import Region, op_results, region_names
    from nanotile.ir.rewrite import with_regions
    regions = []
    for n in region_names(type(op)):
        r = getattr(op, n)
        blocks = []
        for b in r.blocks:
            ops = tuple(_drop_one_deep_name(o, depth + 1, done) for o in b.ops)
            named = [i for i, o in enumerate(ops) if op_results(o)]
            if depth >= 3 and not done and named:
                done.extend(v.name for v in op_results(ops[named[-1]]))
                ops = ops[:named[-1]] + ops[named[-1] + 1:]
            same = len(ops) == len(b.ops) and all(x is y for x, y in zip(ops, b.ops))
            blocks.append(b if same else Block(b.label, b.args, ops))
        same = all(x is y for x, y in zip(blocks, r.blocks))
        regions.append(r if same else Region(tuple(blocks)))
    return with_regions(op, tuple(regions))


def test_kept_every_name_sets_are_never_stale() -> None:
    """A block keeps every name at any depth in it once asked (below a function's top two levels): a
    function rebuilt around one deep block that lost a name, sharing every other block (each with its
    kept set), gets its own names, and the first function still gets its own."""
    from nanotile.ir.core import ops_value_names
    from nanotile.ir.rewrite import Fresh
    changed = 0
    for _, _, m in _stages("gemm_sm90"):
        first = Fresh.names_in(m.ops)
        assert first == _walked_names(m.ops)
        gone: list[str] = []
        other = tuple(_drop_one_deep_name(o, 0, gone) for o in m.ops)
        if not gone:
            continue
        changed += 1
        got: set[str] = set()
        ops_value_names(other, got)
        assert got == _walked_names(other)
        assert gone[0] in first and gone[0] not in got
        assert Fresh("x", within=other).taken == got
        assert Fresh.names_in(m.ops) == first
    assert changed >= 10


def test_accumulator_store_guards_share_one_empty_else() -> None:
    """lower-register-tiles' masked accumulator store guards each of its stores with an ``scf.if`` whose
    else is empty: one ``empty_region`` object for all of them (built, summarized and checked once),
    printed as each guard's own; the else blocks the other guards build stay distinct objects."""
    from nanotile.languages.structured import ScfIf, ScfYield
    out = next(got for name, _, got in _stages("gemm_sm90") if name == "lower-register-tiles")
    elses = [o.else_region for o in walk(out.ops) if isinstance(o, ScfIf) and not o.results
             and [type(x) for b in o.else_region.blocks for x in b.ops] == [ScfYield]]
    assert len(elses) >= 96
    shared = max(sum(1 for r in elses if r is e) for e in elses)
    assert shared >= 96


def test_reads_any_is_a_test_of_the_operands() -> None:
    """``rewrite.reads_any(cls)(op, names)`` (a function reading an op's fixed operand fields, or a
    loop over its operands getter) says what ``op_operands`` says: some operand is named in ``names``,
    on every op of every stage of two examples, for the names of the op's own operands (each alone)
    and for names it does not read."""
    from nanotile.ir.core import Value, op_operands
    from nanotile.ir.rewrite import reads_any
    from nanotile.ir.types import I32
    v = Value("v", I32)
    for _, _, m in _stages("gemm_sm100") + _stages("vector_add"):
        for o in walk(m.ops):
            names = [v.name for v in op_operands(o)]
            reads = reads_any(type(o))
            if reads is None:   # a class with no operand field
                assert not names, type(o)
                continue
            assert not reads(o, {"%never%": v})
            for n in names:
                assert reads(o, {n: v})
