"""LowerTMALoadStoreToAsync (spec 002): the KernelSpec gate and the zero-padding rule."""

from __future__ import annotations

import pytest

from snippet_runner import SNIPPETS, assert_reports, expected, run_module

DIR = SNIPPETS / "tma_pass"

CASES = [
    # the pass reports on the function (func.emitOpError in the spec)
    ("kernel_spec", "LowerTMALoadStoreToAsync: missing or invalid KernelSpecAttr on function", 3, 3),
    ("nonzero_padding", "TmaLoad only support zero padding now", 7, 5),
]


@pytest.mark.parametrize(("name", "message", "line", "col"), CASES, ids=[c[0] for c in CASES])
def test_diagnostic(name: str, message: str, line: int, col: int) -> None:
    path = DIR / f"{name}.mlir"
    assert_reports(path, line, col, message)


def test_every_snippet_has_a_row() -> None:
    assert {p.stem for p in DIR.glob("*.mlir")} == {c[0] for c in CASES}


def test_zero_padding_is_lowered() -> None:
    """The same load with ``padding_value = "zero"`` goes through."""
    path = DIR / "nonzero_padding.mlir"
    text = path.read_text().replace('padding_value = "nan"', 'padding_value = "zero"')
    assert text != path.read_text()
    from nanotile import pipeline
    from nanotile.ir.parser import parse_module

    out, lang = pipeline.run_pipeline(parse_module(text, str(path)), stop_after="lower-tma-load-store-to-async")
    assert lang.name == "tileas_tma"


def test_by_hand() -> None:
    path = DIR / "kernel_spec.mlir"
    assert run_module(path) == (1, [expected(path, 3, 3, "LowerTMALoadStoreToAsync: missing or invalid "
                                                          "KernelSpecAttr on function")])
