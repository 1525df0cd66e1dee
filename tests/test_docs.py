"""docs/syntax.md is generated from the op docstrings, and every docstring example parses."""

from __future__ import annotations

from pathlib import Path

import pytest

import nanotile.pipeline  # noqa: F401  (registers every language's ops)
from nanotile.docs import nanotile_ops, op_example, syntax_page
from nanotile.ir.core import op_name
from nanotile.ir.parser import parse_op_example
from nanotile.ir.printer import print_op

ROOT = Path(__file__).resolve().parent.parent
OPS = nanotile_ops()

# Op names whose docstring example is known not to parse (none today).  An entry
# is a strict xfail: once its example is fixed, the test fails until the name
# is removed here.
UNPARSEABLE_EXAMPLES: frozenset[str] = frozenset()


def test_syntax_page_is_current() -> None:
    committed = (ROOT / "docs" / "syntax.md").read_text(encoding="utf-8")
    assert committed == syntax_page(), (
        "docs/syntax.md is out of date; regenerate it with: python -m nanotile.docs > docs/syntax.md")


def test_every_op_is_documented() -> None:
    page = syntax_page()
    for name, cls in OPS.items():
        assert op_example(cls), f"{name}: the docstring must start with a ``one-line MLIR example``"
        assert f"### `{name}`" in page


@pytest.mark.parametrize(
    "name", [pytest.param(n, marks=pytest.mark.xfail(strict=True, reason="docstring example elides with ..."))
             if n in UNPARSEABLE_EXAMPLES else n for n in OPS])
def test_docstring_example_parses(name: str) -> None:
    op = parse_op_example(op_example(OPS[name]))
    assert type(op) is OPS[name] and op_name(op) == name
    # the example is in the generic form the printer writes
    assert parse_op_example(print_op(op, debuginfo=True)) == op
