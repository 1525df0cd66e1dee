"""Shared test helpers: tool discovery with the CI-vs-user policy.

A test that needs an external tool calls ``require_tool(name)``: on a
user's machine a missing tool skips the test with a one-line reason; in CI
(``NANOTILE_REQUIRE_TOOLS=1``) it fails.
"""

from __future__ import annotations

import os

import pytest

from nanotile.tools import find_tool


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

    ``NANOTILE_UPDATE_SNAPSHOTS=1`` rewrites it (then review the diff before committing).
    """
    path = os.path.join(SNAPSHOTS, name)
    if os.environ.get("NANOTILE_UPDATE_SNAPSHOTS") == "1" or not os.path.exists(path):
        if os.environ.get("CI") == "true" and not os.path.exists(path):
            pytest.fail(f"snapshot {name} is missing")
        os.makedirs(SNAPSHOTS, exist_ok=True)
        with open(path, "w") as f:
            f.write(text)
    with open(path) as f:
        assert text == f.read(), f"output differs from snapshot {name}"
