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
