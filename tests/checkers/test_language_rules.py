"""Each language invariant the lowered checkers state still says no, now that the checkers list their
rules as parts (``common.check_language(m, ops, name, (rule, ...))``, each part declared with the op
classes it reads).  A valid stage module gets one op changed or added, keeping SSA intact, and its
language's checker must name the broken invariant; rules that need operands no stage module
provides in a convenient place are exercised on single ops."""

from __future__ import annotations

import dataclasses
from typing import Any, Callable

import pytest

from nanotile import pipeline
from nanotile.checkers import llvm as llvm_checker
from nanotile.checkers import lowered
from nanotile.checkers.common import session
from nanotile.cli import examples
from nanotile.ir.attributes import DictAttr, FloatAttr
from nanotile.ir.core import Module, Region, Value, walk
from nanotile.ir.parser import parse_module
from nanotile.ir.types import DialectType, F32
from nanotile.languages import llvm as LL
from nanotile.languages import tileas as A
from nanotile.languages import tileas_tma as B
from nanotile.languages.structured import Constant
from nanotile.lowering.tiles import tensor_layout

_STAGES: dict[str, dict[str, Module[Any]]] = {}


def stage(example: str, language: str) -> Module[Any]:
    """The last module of ``language`` a compile of ``example`` writes."""
    if example not in _STAGES:
        found: dict[str, Module[Any]] = {}
        m = parse_module(examples()[example], example + ".mlir")
        pipeline.run_pipeline(m, on_stage=lambda st, mod: found.__setitem__(st.target.name, mod))
        _STAGES[example] = found
    return _STAGES[example][language]


def check(language: str, m: Module[Any]) -> list[str]:
    return [d.message for d in pipeline.language(language).check(m)]


def kernel(m: Module[Any]) -> LL.LLVMFunc[Any]:
    return next(op for op in m.ops if isinstance(op, LL.LLVMFunc) and (op.kernel or op.cute_kernel))


def with_kernel(m: Module[Any], f: LL.LLVMFunc[Any]) -> Module[Any]:
    return dataclasses.replace(m, ops=tuple(f if isinstance(op, LL.LLVMFunc) and op.sym_name == f.sym_name
                                            else op for op in m.ops))


def prepend(m: Module[Any], *new: Any) -> Module[Any]:
    """``new`` ops first in the kernel's entry block."""
    f = kernel(m)
    entry = f.body.blocks[0]
    body = Region((dataclasses.replace(entry, ops=tuple(new) + entry.ops),) + f.body.blocks[1:])
    return with_kernel(m, dataclasses.replace(f, body=body))


def register_tile(example: str = "vector_add") -> Any:
    """A register tile type (``#nv_tileas.layout<...>``) the example's tile-level IR uses."""
    m = stage(example, "ids")
    return next(v.type for op in walk(m.ops) for v in getattr(op, "results", ()) + (getattr(op, "result", None),)
                if isinstance(v, Value) and tensor_layout(v.type) is not None)


LLFUNC_LIKE = ("llfunc", "smem", "agents", "ids", "regtiles", "barriers", "tma", "tcgen05", "body", "tokens",
               "scf_llvm", "flat")


@pytest.mark.parametrize("language", LLFUNC_LIKE)
def test_a_kernel_without_reqntid_is_rejected(language: str) -> None:
    m = stage("vector_add", language)
    assert check(language, m) == []
    bad = with_kernel(m, dataclasses.replace(kernel(m), reqntid=None))
    assert "a kernel carries nvvm.reqntid and nvvm.minctasm" in check(language, bad)


@pytest.mark.parametrize("language", ("llfunc", "ids", "flat"))
def test_cluster_dims_without_blocks_are_clusters_are_rejected(language: str) -> None:
    m = stage("vector_add", language)
    bad = with_kernel(m, dataclasses.replace(kernel(m), cluster_dim=(1, 1, 1)))
    assert "nvvm.cluster_dim and nvvm.blocksareclusters come together" in check(language, bad)


@pytest.mark.parametrize("language", ("regtiles", "barriers", "tma", "tcgen05", "body", "tokens"))
def test_arith_on_a_register_tile_is_rejected_after_lower_register_tiles(language: str) -> None:
    m = stage("vector_add", language)
    t = register_tile()
    bad = prepend(m, Constant(Value("stray", t), FloatAttr(0.0, F32)))
    assert "'arith.constant' on register tile %stray after lower_register_tiles" in check(language, bad)


@pytest.mark.parametrize("language", ("body", "tokens", "scf_llvm"))
def test_a_register_tile_operand_is_rejected_after_the_body_lowerings(language: str) -> None:
    m = stage("vector_add", language)
    t = register_tile()
    cast = LL.UnrealizedCast((Value("stray_tile", t),), ())  # casts may carry tiles: the rule exempts them
    use = LL.Freeze(Value("stray_frozen", t), Value("stray_tile", t))
    assert check(language, prepend(m, cast)) == []
    assert check(language, prepend(m, cast, use)) == [
        "'llvm.freeze' uses register tile %stray_tile after the body lowerings"]


def test_a_standalone_tma_load_is_rejected_after_lower_tma() -> None:
    m = stage("gemm_sm90", "tma")
    load = next(op for op in walk(m.ops) if isinstance(op, B.AsyncTiledTmaLoad))
    assert list(lowered._stage_loads_only(load)) == []
    standalone = dataclasses.replace(load, mbarrier=Value("bar", DialectType("nv_tileas", "mbarrier")))
    assert [d.message for d in lowered._stage_loads_only(standalone)] == [
        "'nv_tileas.async.tiled_tma_load' outside a pipeline stage after lower_tma"]
    assert lowered._stage_loads_only in lowered._TMA_RULES


def test_a_umma_dot_is_rejected_after_lower_tcgen05() -> None:
    m = stage("gemm_sm100", "tileas_tmem")
    dot = next(op for op in walk(m.ops) if isinstance(op, A.Dot))
    assert dot.atom is A.Atom.UMMA
    assert [d.message for d in lowered._no_umma(dot)] == ["'nv_tileas.dot' with atom umma after lower_tcgen05"]
    assert list(lowered._no_umma(dataclasses.replace(dot, atom=A.Atom.WGMMA))) == []


def test_a_block_without_terminator_is_rejected_in_flat() -> None:
    m = stage("vector_add", "flat")
    f = kernel(m)
    last = f.body.blocks[-1]
    body = Region(f.body.blocks[:-1] + (dataclasses.replace(last, ops=last.ops[:-1]),))
    bad = with_kernel(m, dataclasses.replace(f, body=body))
    msgs = check("flat", bad)
    assert msgs and all("must end with" in s or "terminator" in s or "used before" in s for s in msgs), msgs


def test_cute_marks_left_after_cute_kernel_to_nvvm_are_rejected() -> None:
    m = stage("gemm_sm90", "llvm")
    f = kernel(m)
    assert check("llvm", m) == []
    assert "'llvm.func' op still carries cute.kernel after cute_kernel_to_nvvm" in \
        check("llvm", with_kernel(m, dataclasses.replace(f, cute_kernel=True, kernel=False)))
    i = next(k for k, a in enumerate(f.arg_attrs) if a.get("nvvm.grid_constant") is not None)
    no_byval = tuple(a.remove("llvm.byval") if k == i else a
                     for k, a in enumerate(f.arg_attrs))
    assert f"'llvm.func' op grid-constant argument {i} needs llvm.byval = !llvm.array<128 x i8>" in \
        check("llvm", with_kernel(m, dataclasses.replace(f, arg_attrs=no_byval)))
    # cute_llvm (before cute_kernel_to_nvvm) allows the mark
    assert llvm_checker.check_cute_llvm(with_kernel(m, dataclasses.replace(f, cute_kernel=True, kernel=False))) == ()


@pytest.mark.parametrize("make_bad", ["reqntid", "tile arith"])
def test_a_session_does_not_hide_a_broken_invariant(make_bad: str) -> None:
    """The remembered verdicts are per op object: the changed op is checked in the session."""
    m = stage("vector_add", "barriers")
    bad: Callable[[], Module[Any]] = {
        "reqntid": lambda: with_kernel(m, dataclasses.replace(kernel(m), reqntid=None)),
        "tile arith": lambda: prepend(m, Constant(Value("stray", register_tile()), FloatAttr(0.0, F32))),
    }[make_bad]
    with session():
        assert check("barriers", m) == []
        assert check("regtiles", m) == []
        assert check("barriers", bad()) != []
        assert check("barriers", m) == []
