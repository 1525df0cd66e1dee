"""``ir/core``'s per-class accessors (``op_operands``, ``op_results``, ``op_regions``, ``op_successors``) read
what the class's field declarations say, whichever way the accessor was built (a template compiled with the
module, one compiled on first use, the shared no-field one): checked on every op of every stage of every
example against a plain reading of the fields."""

from __future__ import annotations

from typing import Any

import pytest

from nanotile import pipeline
from nanotile.cli import examples
from nanotile.ir.core import (
    Kind, Module, _TEMPLATES, op_operands, op_regions, op_results, op_successors, spec_of, walk,
)
from nanotile.ir.parser import parse_module


def _reference(op: Any, kinds: tuple[Kind, ...], whole: bool = False) -> tuple[Any, ...]:
    out: list[Any] = []
    for f in spec_of(op).fields:
        if f.kind not in kinds:
            continue
        v = getattr(op, f.name)
        if f.kind in (Kind.OPERANDS, Kind.RESULTS):
            out.extend(v)
        elif f.kind is Kind.OPT_OPERAND:
            out.extend(() if v is None else (v,))
        elif f.kind is Kind.SUCCESSOR and not whole:
            out.extend(v.args)
        else:
            out.append(v)
    return tuple(out)


OPERAND_KINDS = (Kind.OPERAND, Kind.OPERANDS, Kind.OPT_OPERAND, Kind.SUCCESSOR)


@pytest.mark.parametrize("name", sorted(examples()))
def test_accessors_read_the_declared_fields(name: str) -> None:
    modules: list[Module[Any]] = [parse_module(examples()[name])]
    pipeline.run_pipeline(modules[0], on_stage=lambda st, m: modules.append(m))
    classes = set()
    for m in modules:
        for op in walk(m.ops):
            classes.add(type(op))
            assert op_operands(op) == _reference(op, OPERAND_KINDS)
            assert op_results(op) == _reference(op, (Kind.RESULT, Kind.RESULTS))
            assert op_regions(op) == _reference(op, (Kind.REGION,))
            assert op_successors(op) == _reference(op, (Kind.SUCCESSOR,), whole=True)
    assert len(classes) > 10


def test_a_tuple_field_that_is_not_a_tuple_is_a_type_error() -> None:
    """The precompiled one-group template keeps the generated one's check: ``() + t``."""
    from nanotile.languages.llvm import LLVMReturn

    assert (Kind.OPERANDS,) in _TEMPLATES
    bad = LLVMReturn(values=[])  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        op_operands(bad)


def test_the_precompiled_templates_are_the_generated_code() -> None:
    """Each template compiled with ``ir/core`` has the bytecode and names of the source ``_template_source``
    writes for its shape (what was exec'd on first use before)."""
    from nanotile.ir.core import _template_source

    assert len(_TEMPLATES) >= 15
    for kinds, code in list(_TEMPLATES.items()):
        ns: dict[str, Any] = {}
        exec(_template_source(kinds), {}, ns)
        generated = ns["get"].__code__
        assert (code.co_code, code.co_names, code.co_consts[1:], code.co_argcount) == \
            (generated.co_code, generated.co_names, generated.co_consts[1:], generated.co_argcount), kinds
