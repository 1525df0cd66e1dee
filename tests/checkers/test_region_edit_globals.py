"""``Verifier.multi_block`` with the summary of the region it replaces (``from_previous``): when that
region held the check's keys, only the edited blocks are asked for membership, rules and target, also
where an edited block names a global (the region's globals are then collected again).  An edited block
that breaks a rule is still found, with the reference checker's diagnostics."""

from __future__ import annotations

from typing import Any

import pytest

from conftest import example_stages
from nanotile import pipeline
from nanotile.checkers.common import reference_checking, session
from nanotile.ir.attributes import IntegerAttr
from nanotile.ir.core import Block, Module, Region, Value
from nanotile.ir.types import I32, I64
from nanotile.languages import llvm as LL


def _stages() -> list[tuple[pipeline.AnyLanguage, Module[Any]]]:
    return example_stages("gemm_sm90")


def _edited(m: Module[Any], global_block: bool, attr_type: Any) -> Module[Any]:
    """``m`` with a constant (of an i32 result, its value of ``attr_type``) put first in a block that
    names a global (``llvm.mlir.addressof``), or in one that names none."""
    f = next(op for op in m.ops if isinstance(op, LL.LLVMFunc))
    blocks = list(f.body.blocks)
    i = next(i for i, b in enumerate(blocks) if len(b.ops) > 1 and (i or global_block)
             and any(isinstance(op, LL.AddressOf) for op in b.ops) == global_block)
    b = blocks[i]
    c = LL.LLVMConstant(Value("edit_c", I32), IntegerAttr(7, attr_type), b.ops[0].loc)
    blocks[i] = Block(b.label, b.args, (c,) + b.ops)
    g = LL.with_body(f, Region(tuple(blocks)))
    return LL.LlvmModule(Module(tuple(g if op is f else op for op in m.ops), m.attrs, m.loc))


@pytest.mark.parametrize("global_block", [True, False])
@pytest.mark.parametrize("stage", ["cute-kernel-to-nvvm", "cse", "dce"])
def test_an_edited_block_of_a_region_that_passed_is_checked(stage: str, global_block: bool) -> None:
    staged = _stages()
    at = next(k for k, st in enumerate(pipeline.STAGES) if st.name == stage)
    lang0, m0 = staged[at - 1]
    lang1, m1 = staged[at]
    bad = _edited(m1, global_block, I64)
    good = _edited(m1, global_block, I32)
    with reference_checking():
        want = [str(d) for d in lang1.check(bad)]
        assert lang1.check(good) == ()
    assert want == [str(d) for d in lang1.check(bad)]
    assert any("does not match result type" in w for w in want)
    for edited, expect in ((bad, want), (good, [])):
        with session(target=m0.attrs.get("nv_tileaa.target_spec")):
            assert lang0.check(m0) == ()
            assert lang1.check(m1) == ()       # the region the edited one is summarized from
            assert [str(d) for d in lang1.check(edited)] == expect
