"""nanotile.regex: module-level patterns compiled from stored ``_sre`` code are ``re.compile``'s, and the
stored table is current (regenerate with ``python -m nanotile.regex``)."""

from __future__ import annotations

import os
import re
import subprocess
import sys

import pytest

from nanotile import regex, regex_table

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SAME_ENGINE = regex_table.KEY == regex.engine_key()


def test_the_table_holds_exactly_the_patterns_the_compiler_compiles() -> None:
    code = "from nanotile import regex\nfor p in sorted(set(regex.compiler_patterns())): print(repr(p))"
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, check=True)
    compiled = {eval(line) for line in r.stdout.splitlines()}
    assert len(compiled) >= 20
    assert compiled == set(regex_table.TABLE), "stale: run python -m nanotile.regex"


@pytest.mark.skipif(not SAME_ENGINE, reason="the table was generated on another interpreter (compile falls back)")
def test_the_stored_code_is_what_re_compiles_today() -> None:
    for (pattern, flags), entry in regex_table.TABLE.items():
        assert entry == regex.code_of(pattern, flags), pattern


def test_a_stored_pattern_is_the_pattern_re_compile_builds() -> None:
    for pattern, flags in regex_table.TABLE:
        ours, theirs = regex.compile(pattern, flags), re.compile(pattern, flags)
        # Pattern equality compares the pattern text, the flags and the compiled code; on another
        # interpreter than the table's, compile falls back to re.compile (and re's cache: the same object)
        assert ours == theirs and (ours is not theirs) == SAME_ENGINE
        assert (ours.groups, ours.groupindex, ours.flags) == (theirs.groups, theirs.groupindex, theirs.flags)
    line = '%3 = "arith.addi"(%1, %2) : (i32, i32) -> i32\n  %4'
    fast_line = next(p for p, _ in regex_table.TABLE if p.startswith("(?:%(") and p.endswith("(?=[%\"}^])"))
    assert regex.compile(fast_line).match(line).groups() == re.compile(fast_line).match(line).groups()  # type: ignore[union-attr]


def test_a_pattern_not_in_the_table_is_compiled_by_re() -> None:
    assert ("x+y", re.I) not in regex_table.TABLE
    assert regex.compile("x+y", re.I) is re.compile("x+y", re.I)    # (re's own cache)
    assert regex.COMPILED[-1] == ("x+y", re.I)
