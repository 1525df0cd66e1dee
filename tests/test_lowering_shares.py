"""The body lowerings share what they leave unchanged with their input (DESIGN: "a pass builds a new
module that shares every untouched subtree with its input"): ``lowering/conversion.py``'s driver
returns the same block, region, function or module object when none of its ops changed."""

from __future__ import annotations

from pathlib import Path
from typing import Any

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
