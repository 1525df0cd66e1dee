"""Target legality is checked against the module's own ``nv_tileaa.target_spec``: a pass that dropped (or
changed) it would switch the check off for every later stage.  In a compile (``run_pipeline``'s checking
session) every stage's output must keep the input's target."""

from __future__ import annotations

import dataclasses
from typing import Any, Callable

import pytest

from nanotile import pipeline
from nanotile.checkers.common import session
from nanotile.cli import examples
from nanotile.ir.attributes import StringAttr
from nanotile.ir.core import Module
from nanotile.ir.diagnostics import DiagnosticError
from nanotile.ir.parser import parse_module
from nanotile.languages import llvm as LL


def _vector_add() -> Module[Any]:
    return parse_module(examples()["vector_add"], "vector_add.mlir")   # sm_80


def _with_target(m: Module[Any], spec: str | None) -> Module[Any]:
    attrs = m.attrs.remove("nv_tileaa.target_spec")
    if spec is not None:
        attrs = attrs.set("nv_tileaa.target_spec", StringAttr(spec))
    return dataclasses.replace(m, attrs=attrs)


def _with_wgmma_fence(m: Module[Any]) -> Module[Any]:
    """``m`` with an sm_90a-only op at the top of its kernel's entry block."""
    f = next(op for op in m.ops if isinstance(op, LL.LLVMFunc))
    entry = f.body.blocks[0]
    entry = dataclasses.replace(entry, ops=(LL.WgmmaFenceAligned(),) + entry.ops)
    f2 = dataclasses.replace(f, body=dataclasses.replace(f.body, blocks=(entry,) + f.body.blocks[1:]))
    return dataclasses.replace(m, ops=tuple(f2 if op is f else op for op in m.ops))


def _compile_with_dce_then(monkeypatch: pytest.MonkeyPatch, edit: Callable[[Module[Any]], Module[Any]]) -> str:
    """Compile vector_add with the dce stage's output edited; the first diagnostic, or 'accepted'."""
    def edited(run: Callable[[Any], Any]) -> Callable[[Any], Any]:
        return lambda m: edit(run(m))

    stages = tuple(dataclasses.replace(st, run=edited(st.run)) if st.name == "dce" else st
                   for st in pipeline.STAGES)
    monkeypatch.setattr(pipeline, "STAGES", stages)
    try:
        pipeline.run_pipeline(_vector_add())
    except DiagnosticError as e:
        return e.diagnostics[0].message
    return "accepted"


def test_the_unedited_compile_is_accepted(monkeypatch: pytest.MonkeyPatch) -> None:
    assert _compile_with_dce_then(monkeypatch, lambda m: m) == "accepted"


def test_an_sm_90a_op_in_an_sm_80_module_is_rejected(monkeypatch: pytest.MonkeyPatch) -> None:
    assert "'nvvm.wgmma.fence.aligned' needs wgmma, which requires sm_90a; the target is sm_80" in \
        _compile_with_dce_then(monkeypatch, _with_wgmma_fence)


def test_a_pass_that_drops_the_target_is_rejected(monkeypatch: pytest.MonkeyPatch) -> None:
    """The audit's case: drop the target, then emit wgmma into the sm_80 kernel (accepted before)."""
    msg = _compile_with_dce_then(monkeypatch, lambda m: _with_wgmma_fence(_with_target(m, None)))
    assert msg == ('module has no nv_tileaa.target_spec, but the input targets "sm_80": a pass dropped it '
                   "(target legality is checked against it)")
    assert _compile_with_dce_then(monkeypatch, lambda m: _with_target(m, None)) == msg


def test_a_pass_that_changes_the_target_is_rejected(monkeypatch: pytest.MonkeyPatch) -> None:
    msg = _compile_with_dce_then(monkeypatch, lambda m: _with_wgmma_fence(_with_target(m, "sm_90a")))
    assert msg == 'module targets "sm_90a", but the input targets "sm_80": a pass changed nv_tileaa.target_spec'


def test_the_session_names_the_target_only_for_a_compile() -> None:
    """Outside a compile's session a module without a target is checked as before: sessions of unrelated
    modules (the checker tests, bench/check_stages.py) hold them to nothing."""
    final, lang = pipeline.run_pipeline(_vector_add())
    dropped = _with_target(final, None)
    assert lang.check(dropped) == ()
    with session():
        assert lang.check(final) == () and lang.check(dropped) == ()
    with session(target=StringAttr("sm_80")):
        assert lang.check(final) == ()
        assert [d.message for d in lang.check(dropped)] == [
            'module has no nv_tileaa.target_spec, but the input targets "sm_80": a pass dropped it '
            "(target legality is checked against it)"]


@pytest.mark.parametrize("example", ["vector_add", "gemm_sm90", "gemm_sm100"])
@pytest.mark.parametrize("spec", ["sm_75", "sm_90", "SM_80", ""])
def test_an_unknown_target_is_an_error_at_the_module_in_every_language(example: str, spec: str) -> None:
    """A target nanotile does not know was not checked at all (the target checks were skipped) until
    the PTX emitter said "no PTX version known": each language's checker (the verifier and the
    reference alike) now rejects it at the module, listing the known targets, before any pass runs."""
    from nanotile.checkers.common import reference_checking

    m = parse_module(examples()[example], f"{example}.mlir")
    want = [f"unknown target '{spec}' in nv_tileaa.target_spec (known targets: sm_80, sm_90a, sm_100a)"]
    bad = _with_target(m, spec)
    assert [d.message for d in pipeline.INPUT.check(bad)] == want
    with reference_checking():
        assert [d.message for d in pipeline.INPUT.check(bad)] == want
    with pytest.raises(DiagnosticError) as e:
        pipeline.run_pipeline(bad)
    assert [d.message for d in e.value.diagnostics] == want and e.value.diagnostics[0].loc == m.loc
    final, lang = pipeline.run_pipeline(m)
    assert [d.message for d in lang.check(_with_target(final, spec))] == want   # --input-language llvm
