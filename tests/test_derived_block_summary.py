"""``ir.core.summarized_block(..., like=old)``: a long block's census and names derived from the block it
replaces (``core._derive``) are what ``_summarize`` computes from scratch, on the blocks the body
lowerings rebuild and on random edits of a function's long block (ops replaced, swapped, inserted,
dropped, an op twice, a name defined twice, region ops replaced)."""

from __future__ import annotations

import random
from typing import Any

import pytest

from nanotile import pipeline
from nanotile.cli import examples
from nanotile.ir import core
from nanotile.ir.core import Block, Module, op_regions, summarized_block, walk
from nanotile.ir.parser import parse_module


def _reference(b: Block[Any]) -> Block[Any]:
    ref: Block[Any] = Block(b.label, b.args, b.ops)
    core._summarize(ref)
    return ref


def _same_summary(b: Block[Any], ref: Block[Any]) -> None:
    got, want = b._names_, ref._names_      # type: ignore[attr-defined]
    assert b._census_ == ref._census_       # type: ignore[attr-defined]
    assert got[0] == want[0]
    assert len(got[1]) == len(want[1]) and all(x is y for x, y in zip(got[1], want[1]))
    assert (got[2] is None) == (want[2] is None)
    assert got[2] is None or got[2] == want[2]
    assert got[3] == want[3]


class _Spy:
    """Counts ``_derive``'s answers and holds each derived block to the reference."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.derived = self.refused = 0
        derive = core._derive

        def spy(b: Block[Any], like: Block[Any]) -> bool:
            ok = derive(b, like)
            if ok:
                self.derived += 1
                _same_summary(b, _reference(b))
            else:
                self.refused += 1
            return ok
        monkeypatch.setattr(core, "_derive", spy)


@pytest.mark.parametrize("name", ["gemm_sm90", "gemm_sm100"])
def test_the_lowerings_derived_summaries_are_the_reference(name: str, monkeypatch: pytest.MonkeyPatch) -> None:
    spy = _Spy(monkeypatch)
    pipeline.run_pipeline(parse_module(examples()[name]))
    assert spy.derived >= 3      # (lower-wgmma / -tcgen05, lower-pipeline-tokens, lower-arith)


def _blocks(m: Module[Any]) -> list[Block[Any]]:
    out: list[Block[Any]] = []
    for op in walk(m.ops):
        for r in op_regions(op):
            out.extend(r.blocks)
    return out


def _long_block_and_pool() -> tuple[Block[Any], list[Any]]:
    """gemm_sm90's 364-op block after lower-wgmma, and every op of that module."""
    m = parse_module(examples()["gemm_sm90"])
    for st in pipeline.stages_from(pipeline.INPUT):
        m = st.run(m)
        if st.name == "lower-wgmma":
            break
    big = max(_blocks(m), key=lambda b: len(b.ops))
    assert len(big.ops) > 300
    return big, walk(m.ops)


def _edit(rng: random.Random, ops: list[Any], pool: list[Any], holders: list[Any]) -> list[Any]:
    ops = list(ops)
    for _ in range(rng.randint(1, 4)):
        kind = rng.choice(("replace", "replace", "swap", "insert", "drop", "twice", "holder", "dup-name"))
        i = rng.randrange(len(ops))
        if kind == "replace":
            ops[i] = rng.choice(pool)
        elif kind == "swap":
            j = min(len(ops) - 1, i + rng.randint(1, 20))
            ops[i], ops[j] = ops[j], ops[i]
        elif kind == "insert":
            ops.insert(i, rng.choice(pool))
        elif kind == "drop":
            del ops[i]
        elif kind == "twice":
            ops.insert(i, ops[rng.randrange(len(ops))])
        elif kind == "holder":
            ops[i] = rng.choice(holders)
        else:   # an op defining a name the block defines already
            named = [o for o in ops if core.op_results(o)]
            ops.insert(i, rng.choice(named))
    return ops


def test_random_edits_of_a_long_block_derive_the_reference(monkeypatch: pytest.MonkeyPatch) -> None:
    big, pool = _long_block_and_pool()
    holders = [o for o in pool if op_regions(o)]
    assert holders
    spy = _Spy(monkeypatch)
    rng = random.Random(14)
    for _ in range(300):
        like = big
        for _ in range(rng.randint(1, 3)):     # (a chain: each block derived from the one before)
            ops = tuple(_edit(rng, list(like.ops), pool, holders))
            b = summarized_block(like.label, like.args, ops, like=like)
            _same_summary(b, _reference(b))
            like = b
    assert spy.derived > 100 and spy.refused > 100


def test_a_class_the_edit_removes_leaves_the_census(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every top-level op of one class replaced by another class's op: the derived census loses the class
    exactly where no op of it is left at any depth."""
    big, pool = _long_block_and_pool()
    spy = _Spy(monkeypatch)
    other = next(o for o in big.ops if not op_regions(o))
    for cls in {type(o) for o in big.ops}:
        at = [i for i, o in enumerate(big.ops) if type(o) is cls]
        if 8 * len(at) > len(big.ops) or cls is type(other):
            continue
        ops = tuple(other if type(o) is cls else o for o in big.ops)
        b = summarized_block(big.label, big.args, ops, like=big)
        _same_summary(b, _reference(b))
    assert spy.derived > 5
