"""``lowered.no_register_tiles`` decided per summary (``OpRule.by_types``): a subtree without an SSA
error none of whose values has a tensor type passes it without a walk over its ops.  A nested region
edited after its module passed in a session (the rest of the module shared, its summaries reused) must
still be refused where an op in it uses a register or shared tile, with the reference checker's
diagnostics: a tile defined in the nested block itself, one it uses from outside, one a block argument
carries, and a use at a tile type of a value defined at another, outside or in the block (an SSA error,
reported first)."""

from __future__ import annotations

import dataclasses
from typing import Any, Callable

import pytest

from conftest import example_stages
from nanotile import pipeline
from nanotile.checkers import lowered
from nanotile.checkers.common import check_language, reference_checking, session
from nanotile.cli import examples
from nanotile.ir.core import Block, Module, Region, Value, walk
from nanotile.ir.parser import parse_module
from nanotile.ir.types import I32
from nanotile.languages import body, scf_llvm, tokens
from nanotile.languages import llvm as LL
from nanotile.lowering.tiles import smem_swizzle, tensor_layout


def _stages() -> list[tuple[pipeline.AnyLanguage, Module[Any]]]:
    return example_stages("gemm_sm90")


def _tile_types() -> tuple[Any, Any]:
    """A register tile type and a shared tile type of gemm_sm90's tile-level IR."""
    m = parse_module(examples()["gemm_sm90"], "gemm_sm90.mlir")
    found: dict[str, Any] = {}
    pipeline.run_pipeline(m, verify_each=False,
                          on_stage=lambda st, mod: found.__setitem__(st.target.name, mod))
    values = [v for op in walk(found["ids"].ops)
              for v in getattr(op, "results", ()) + (getattr(op, "result", None),) if isinstance(v, Value)]
    reg = next(v.type for v in values if tensor_layout(v.type) is not None)
    shared = next(v.type for v in values if smem_swizzle(v.type) is not None)
    return reg, shared


def _region_fields(op: Any) -> list[str]:
    return [f.name for f in dataclasses.fields(op) if isinstance(getattr(op, f.name), Region)]


def _nested(ops: tuple[Any, ...], edit: Callable[[Block[Any]], Block[Any]], depth: int) -> tuple[Any, ...] | None:
    """``ops`` with the first block ``depth`` region levels below them (with at least one op) edited, or
    None where there is none."""
    for i, op in enumerate(ops):
        for name in _region_fields(op):
            r = getattr(op, name)
            for j, b in enumerate(r.blocks):
                if depth == 1:
                    if not b.ops:
                        continue
                    nb = edit(b)
                else:
                    inner = _nested(b.ops, edit, depth - 1)
                    if inner is None:
                        continue
                    nb = dataclasses.replace(b, ops=inner)
                blocks = r.blocks[:j] + (nb,) + r.blocks[j + 1:]
                new = dataclasses.replace(op, **{name: dataclasses.replace(r, blocks=blocks)})
                return ops[:i] + (new,) + ops[i + 1:]
    return None


def _kernel_edit(m: Module[Any], nested: Callable[[Block[Any]], Block[Any]], depth: int,
                 entry: tuple[Any, ...] = ()) -> Module[Any]:
    """``m`` with the kernel's first block ``depth`` + 1 region levels down (below a region of an op in
    its body) edited by ``nested``, and ``entry`` put first in the kernel's entry block."""
    f = next(op for op in m.ops if isinstance(op, LL.LLVMFunc) and (op.kernel or op.cute_kernel))
    b0 = f.body.blocks[0]
    ops = _nested(b0.ops, nested, depth)
    assert ops is not None
    b0 = dataclasses.replace(b0, ops=entry + ops)
    g = dataclasses.replace(f, body=Region((b0,) + f.body.blocks[1:]))
    return dataclasses.replace(m, ops=tuple(g if op is f else op for op in m.ops))


def _first(*new: Any) -> Callable[[Block[Any]], Block[Any]]:
    return lambda b: dataclasses.replace(b, ops=tuple(new) + b.ops)


def _edits() -> dict[str, tuple[Callable[[Block[Any]], Block[Any]], tuple[Any, ...], str]]:
    reg, shared = _tile_types()
    cast = LL.UnrealizedCast((Value("edit_tile", reg),), ())
    use = LL.Freeze(Value("edit_frozen", reg), Value("edit_tile", reg))
    # (a use whose result is no tile: the tile is only in the nested block's free values)
    narrow = LL.Freeze(Value("edit_frozen", I32), Value("edit_tile", reg))
    scast = LL.UnrealizedCast((Value("edit_smem", shared),), ())
    suse = LL.Freeze(Value("edit_sfrozen", shared), Value("edit_smem", shared))
    not_tile = LL.UnrealizedCast((Value("edit_tile", I32),), ())

    def with_arg(b: Block[Any]) -> Block[Any]:
        return dataclasses.replace(b, args=b.args + (Value("edit_tile", reg),), ops=(use,) + b.ops)
    return {
        "defined inside": (_first(cast, use), (), "uses register tile %edit_tile"),
        "shared, defined inside": (_first(scast, suse), (), "uses shared tile %edit_smem"),
        "used from outside": (_first(use), (cast,), "uses register tile %edit_tile"),
        "used from outside, no tile result": (_first(narrow), (cast,), "uses register tile %edit_tile"),
        "a block argument": (with_arg, (), ""),
        "at another type": (_first(use), (not_tile,), ""),
        "at another type, inside": (_first(not_tile, use), (), ""),
        "cast only": (_first(cast), (), ""),
    }


# the stages' languages (lower-wgmma, lower-pipeline-tokens, lower-arith) with their rules but
# ``no_register_tiles``: what the module a stage shares its summaries with was checked in
_WITHOUT = {"body": body.OPS, "tokens": tokens.OPS, "scf_llvm": scf_llvm.OPS}


@pytest.mark.parametrize("depth", [1, 2])
@pytest.mark.parametrize("stage", ["lower-wgmma", "lower-pipeline-tokens", "lower-arith"])
def test_a_tile_operand_in_an_edited_nested_region_is_refused(stage: str, depth: int) -> None:
    staged = _stages()
    at = next(k for k, st in enumerate(pipeline.STAGES) if st.name == stage)
    lang0, m0 = staged[at - 1]
    lang1, m1 = staged[at]
    spec = m0.attrs.get("nv_tileaa.target_spec")
    without = tuple(r for r in lowered._BODY_RULES if r is not lowered.no_register_tiles)
    for what, (nested, entry, says) in _edits().items():
        edited = _kernel_edit(m1, nested, depth, entry)
        with reference_checking():
            want = [str(d) for d in lang1.check(edited)]
        if what == "cast only":
            assert want == [], what
        else:
            assert want, what
        if says:
            assert any(says in w for w in want), (what, want)
        assert [str(d) for d in lang1.check(edited)] == want, what
        with session(target=spec):
            assert lang0.check(m0) == ()
            assert lang1.check(m1) == ()      # the module the edited one shares its other summaries with
            assert [str(d) for d in lang1.check(edited)] == want, what
            assert lang1.check(m1) == ()
        # the edited module summarized first without the rule (its summaries do not hold it, as a
        # stage's input's do not), then checked with it: subtrees decided per summary
        with session(target=spec):
            check_language(edited, _WITHOUT[lang1.name], lang1.name, without)
            assert [str(d) for d in lang1.check(edited)] == want, what
