"""Shared test helpers: tool discovery with the CI-vs-user policy.

A test that needs an external tool calls ``require_tool(name)``: on a
user's machine a missing tool skips the test with a one-line reason; in CI
(``NANOTILE_REQUIRE_TOOLS=1``) it fails.
"""

from __future__ import annotations

import os
from typing import Callable, TypeVar

import pytest

from nanotile.tools import find_tool

T = TypeVar("T")


def require_tool(name: str) -> str:
    path = find_tool(name)
    if path is None:
        msg = f"{name} not found (CI installs it; see .ci/run)"
        if os.environ.get("NANOTILE_REQUIRE_TOOLS") == "1":
            pytest.fail(msg)
        pytest.skip(msg)
    return path


SNAPSHOTS = os.path.join(os.path.dirname(__file__), "passes", "snapshots")


def snapshot(name: str, text: str) -> None:
    """Compare ``text`` with the reviewed snapshot ``tests/passes/snapshots/NAME``.

    ``NANOTILE_UPDATE_SNAPSHOTS=1`` writes or rewrites it (then review the diff before committing);
    without it a missing snapshot is a failure, never silently written.
    """
    path = os.path.join(SNAPSHOTS, name)
    if os.environ.get("NANOTILE_UPDATE_SNAPSHOTS") == "1":
        os.makedirs(SNAPSHOTS, exist_ok=True)
        with open(path, "w") as f:
            f.write(text)
    elif not os.path.exists(path):
        pytest.fail(f"snapshot {name} is missing (NANOTILE_UPDATE_SNAPSHOTS=1 writes it; review it before committing)")
    with open(path) as f:
        assert text == f.read(), f"output differs from snapshot {name}"


KNOWN_COMPILE_GAPS: dict[str, str] = {}
"""Shipped examples the pipeline cannot finish yet, each with the text its expected error contains."""


def compile_or_skip_known_gap(name: str, compile: Callable[[], T]) -> T:
    """``compile()``; a ``DiagnosticError`` skips only for an example listed in ``KNOWN_COMPILE_GAPS``
    whose error is the expected one, and fails the test otherwise (a regression is never a skip)."""
    from nanotile.ir.diagnostics import DiagnosticError

    try:
        return compile()
    except DiagnosticError as e:
        gap = KNOWN_COMPILE_GAPS.get(name)
        if gap is not None and gap in str(e):
            pytest.skip(f"{name} does not compile yet (known gap): {str(e).splitlines()[0]}")
        pytest.fail(f"{name} does not compile: {e}")
