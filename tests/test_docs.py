"""docs/syntax.md is generated from the op docstrings, and every docstring example parses."""

from __future__ import annotations

import re
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


def _pipeline_list(text: str) -> list[tuple[str, str, str]]:
    """The numbered pass list of a README's "## The pipeline" section: (name, source, target)."""
    start = text.index("## The pipeline\n")
    end = text.find("\n## ", start + 1)
    section = text[start:end if end >= 0 else len(text)]
    return [(m[1], m[2], m[3])
            for m in re.finditer(r"^ ?\d+\. `([a-z0-9-]+)` \(([a-z0-9_]+) -> ([a-z0-9_]+)\)$", section, re.M)]


STAGE_ROWS = [(st.name, st.source.name, st.target.name) for st in nanotile.pipeline.STAGES]


def test_readme_lists_every_pass_in_order() -> None:
    listed = _pipeline_list((ROOT / "README.md").read_text(encoding="utf-8"))
    assert listed == STAGE_ROWS, (
        "README's pipeline list drifted from nanotile.pipeline.STAGES (python -m nanotile --list-passes)")


def test_readme_pipeline_check_sees_drift() -> None:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    swapped = text.replace("`cse` (llvm", "`@@` (llvm").replace("`fold` (llvm", "`cse` (llvm").replace(
        "`@@` (llvm", "`fold` (llvm")
    dropped = text.replace(" 5. `synthesize-global-smem` (llfunc -> smem)\n", "")
    wrong_lang = text.replace("`lower-agents` (smem -> agents)", "`lower-agents` (smem -> ids)")
    for bad in (swapped, dropped, wrong_lang):
        assert bad != text and _pipeline_list(bad) != STAGE_ROWS


def _outside_references(text: str) -> list[str]:
    """What README text points at outside the repository: parent-directory paths, absolute paths,
    URLs, and backticked repository paths that do not exist."""
    bad = re.findall(r"(?:\.\./|https?://|(?<![\w.])/(?:work|home|tmp|usr)/)\S*", text)
    for path in re.findall(r"`((?:\.?[\w-]+/)+[\w.-]*)`", text):
        if not (ROOT / path).exists():
            bad.append(path)
    return bad


def test_readme_points_only_inside_the_repository() -> None:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    assert _outside_references(text) == []


def test_readme_reference_check_sees_outside_paths() -> None:
    for outside in ("see ../shared/fixtures/README.md", "`nanotile/no_such.py`", "https://example.com/x",
                    "in /work/shared/fixtures"):
        assert _outside_references(outside), outside
    assert _outside_references("`nanotile/pipeline.py` and `tests/conftest.py`") == []


def test_readme_names_every_example() -> None:
    from nanotile.cli import examples

    text = (ROOT / "README.md").read_text(encoding="utf-8")
    start = text.index("The examples: ")
    listed = set(re.findall(r"`(\w+)`\s+\(sm_", text[start:text.index("\n\n", start)]))
    assert listed == set(examples()), "README's list of examples drifted from nanotile/examples"
