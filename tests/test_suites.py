"""The test-suite split: `make test-compiler` runs every test but the oracle suites conftest names."""

from __future__ import annotations

import os

import pytest

import conftest


@pytest.mark.parametrize("suite", conftest.ORACLE_SUITES)
def test_every_oracle_suite_exists(suite: str) -> None:
    """A renamed or moved suite would otherwise silently join the compiler's tests."""
    assert os.path.exists(os.path.join(os.path.dirname(conftest.__file__), suite))


def test_the_split() -> None:
    tests = os.path.dirname(conftest.__file__)
    assert conftest.is_oracle_suite(os.path.join(tests, "emu", "test_alu.py"))
    assert conftest.is_oracle_suite(os.path.join(tests, "test_fuzz.py"))
    assert conftest.is_oracle_suite(os.path.join(tests, "checkers", "test_checker_verifier.py"))
    assert not conftest.is_oracle_suite(os.path.join(tests, "checkers", "test_other.py"))
    assert not conftest.is_oracle_suite(os.path.join(tests, "test_fuzz_other.py"))
    assert not conftest.is_oracle_suite(os.path.join(tests, "passes", "test_dce.py"))
    assert not conftest.is_oracle_suite(os.path.join(tests, "test_cli.py"))
    assert not conftest.is_oracle_suite(os.path.join(tests, "diagnostics", "test_memops.py"))


def test_this_module_is_a_compiler_test(request: pytest.FixtureRequest) -> None:
    assert request.node.get_closest_marker("oracle") is None

