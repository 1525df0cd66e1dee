"""The pass-through guards (``languages.<target>.is_passthrough_for_<pass>``) name only ops a pass may
return unchanged: leaves (no regions: the driver lowers region-holding ops) of the language the pass
writes.  mypy checks the same for the ``return (op,)`` arm; this test holds the runtime sets (what the
guard actually tests) to it, and proves it can say no.  (A guard may name ops its source language does
not have, e.g. ``lower_agents`` passes every LLVM leaf: TypeIs narrows to the intersection.)"""

from __future__ import annotations

import importlib
import pkgutil
from types import ModuleType
from typing import get_args

import pytest

import nanotile.languages
from nanotile import pipeline
from nanotile.ir.core import Kind, spec_of_class
from nanotile.languages import tileas as A
from nanotile.languages.llvm import Global
from nanotile.languages.structured import ScfFor


def _guards() -> dict[str, ModuleType]:
    """pass function name -> the language module defining its guard."""
    out: dict[str, ModuleType] = {}
    for info in pkgutil.iter_modules(nanotile.languages.__path__):
        mod = importlib.import_module(f"nanotile.languages.{info.name}")
        for name in vars(mod):
            if name.startswith("is_passthrough_for_"):
                out[name.removeprefix("is_passthrough_for_")] = mod
    return out


GUARDS = _guards()
STAGES = {st.run.__name__: st for st in pipeline.STAGES}


def _members(mod: ModuleType) -> frozenset[type]:
    (alias,) = [v for k, v in vars(mod).items() if k.endswith("Passthrough")]
    return frozenset(get_args(alias))


# llvm.mlir.global declares an initializer region that nanotile always leaves empty (see its class):
# passing it through unchanged is what lowering its (empty) region gives.


def _violations(members: frozenset[type], st: pipeline.AnyStage) -> list[str]:
    bad = []
    for cls in sorted(members, key=lambda c: c.__name__):
        if cls not in st.target.ops:
            bad.append(f"{cls.__name__} is not in {st.target.name}")
        if spec_of_class(cls).of(Kind.REGION) and cls is not Global:
            bad.append(f"{cls.__name__} holds regions")
    return bad


def test_every_body_lowering_has_a_guard() -> None:
    expected = {"lower_agents", "lower_ids_and_memrefs", "lower_register_tiles", "lower_mbarriers", "lower_tma",
                "lower_wgmma", "lower_pipeline_tokens", "lower_arith", "lower_tcgen05"}
    assert expected <= set(GUARDS)
    assert set(GUARDS) <= set(STAGES), set(GUARDS) - set(STAGES)


@pytest.mark.parametrize("pass_name", sorted(GUARDS))
def test_guard_names_shared_leaves(pass_name: str) -> None:
    st = STAGES[pass_name]
    mod = GUARDS[pass_name]
    members = _members(mod)
    assert members, pass_name
    assert _violations(members, st) == []
    guard = getattr(mod, f"is_passthrough_for_{pass_name}")
    assert getattr(mod, "_PASSTHROUGH") == members   # the guard tests exactly the alias's classes
    assert not guard(object())


def test_the_check_can_fail() -> None:
    """A region-holding op, or one the target language drops, in a guard's set is reported."""
    st = STAGES["lower_mbarriers"]
    members = _members(GUARDS["lower_mbarriers"])
    from nanotile.languages.tileas_tma import MBarrierWait

    bad = _violations(members | {ScfFor, A.ProducerWrite, MBarrierWait}, st)
    assert len(bad) == 3, bad
    assert "ScfFor holds regions" in bad
    assert "ProducerWrite holds regions" in bad
    assert "MBarrierWait is not in barriers" in bad
