"""Shared test helpers: tool discovery with the CI-vs-user policy.

A test that needs an external tool calls ``require_tool(name)``: on a
user's machine a missing tool skips the test with a one-line reason; in CI
(``NANOTILE_REQUIRE_TOOLS=1``) it fails.
"""

from __future__ import annotations

import functools
import os
import pathlib
import subprocess
from typing import Any, Callable, TypeVar

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


# The oracle suites: tests that judge the compiler's output by running it or by comparing it with a
# second implementation (the PTX emulator, the reference-interpreter checks, the generated GEMM kernels,
# the fuzz campaign, the one-walk verifier against the phase-by-phase checkers).  Every other test is
# one of the compiler's own tests; `make test-compiler` (pytest -m "not oracle") runs those alone,
# `make test` runs everything.  Paths are relative to tests/.  A single differential test elsewhere
# may carry the marker itself (test_parser_fast_path's corpus comparison on the GEMMs).
ORACLE_SUITES: tuple[str, ...] = ("emu", "check", "interp", "kernels", "test_fuzz.py",
                                  "checkers/test_checker_verifier.py")
_TESTS = os.path.dirname(os.path.abspath(__file__))


def is_oracle_suite(path: str) -> bool:
    rel = os.path.relpath(os.path.abspath(path), _TESTS).split(os.sep)
    return any(rel[:len(suite.split("/"))] == suite.split("/") for suite in ORACLE_SUITES)


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    from nanotile import native

    for item in items:
        if is_oracle_suite(str(item.path)):
            item.add_marker(pytest.mark.oracle)
        why = item.get_closest_marker("interpreted")
        if why is not None and native.compiled():
            item.add_marker(pytest.mark.skip(reason=f"needs the pure-Python build ({why.args[0]}); `make test` "
                                                    "runs it there, on the same source the compiled build compiles"))


@functools.cache
def stage_inputs(example: str) -> dict[str, Any]:
    """stage name -> the module that stage reads, for a shipped example, and ``"final"`` -> the last
    stage's output (the pipeline runs once per example per test session; modules are immutable, so
    every test can share them).  The input and every stage's output are checked on the way."""
    from nanotile import pipeline
    from nanotile.cli import examples
    from nanotile.ir.parser import parse_module

    m = parse_module(examples()[example], f"{example}.mlir")
    seen: dict[str, Any] = {pipeline.STAGES[0].name: m}

    def keep(st: Any, out: Any) -> None:   # run_pipeline checks the input and every stage's output
        i = pipeline.STAGES.index(st)
        seen[pipeline.STAGES[i + 1].name if i + 1 < len(pipeline.STAGES) else "final"] = out

    pipeline.run_pipeline(m, on_stage=keep)
    return seen


def run_cli(argv: list[str]) -> subprocess.CompletedProcess[str]:
    """``python -m nanotile ARGV`` in-process (``cli.main``): its exit status, stdout and stderr.
    Subprocess smoke tests (test_cli.py, test_backend_ptx.test_cli_prints_ptx_by_default,
    test_cli_errors) keep the real entry point covered."""
    import contextlib
    import io

    from nanotile.cli import main

    so, se = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(so), contextlib.redirect_stderr(se):
        try:
            status = main(argv)
        except SystemExit as e:          # argparse's usage errors end the process: its exit status
            status = e.code if isinstance(e.code, int) else 1
    return subprocess.CompletedProcess(argv, status, so.getvalue(), se.getvalue())


def branch_region(succs: list[list[int]]) -> Any:
    """An llvm region of blocks bb0..bbN-1 with the control-flow graph ``succs`` (block i branches to
    the blocks ``succs[i]`` lists), each block only its terminator: a return (no successor), a br
    (one) or a cond_br (two).  For the dominator and graph tests."""
    from nanotile.ir.core import Block, Region, Successor, Value
    from nanotile.ir.types import I1
    from nanotile.languages import llvm as LL

    cond = Value("c", I1)
    blocks = []
    for i, out in enumerate(succs):
        term: Any
        if not out:
            term = LL.LLVMReturn(())
        elif len(out) == 1:
            term = LL.Br(Successor(f"bb{out[0]}"))
        else:
            term = LL.CondBr(cond, Successor(f"bb{out[0]}"), Successor(f"bb{out[1]}"))
        blocks.append(Block(f"bb{i}", (), (term,)))
    return Region(tuple(blocks))


def example_stages(name: str) -> list[tuple[Any, Any]]:
    """(the stage's target language, the module it wrote) for every stage of the shipped example ``name``'s
    compile, unchecked (what the checker tests edit and check stage by stage)."""
    from nanotile import pipeline
    from nanotile.cli import examples
    from nanotile.ir.parser import parse_module

    out: list[tuple[Any, Any]] = []
    pipeline.run_pipeline(parse_module(examples()[name], f"{name}.mlir"), verify_each=False,
                          on_stage=lambda st, m: out.append((st.target, m)))
    return out


def agent_registers_source(tmp_path: pathlib.Path, regs: tuple[int, int], occupancy: int | None,
                           bn: int = 128) -> pathlib.Path:
    """The generated gemm (``GemmConfig(bn=bn)``) with ``agent_registers = [regs]`` instead of its
    ``[40, 232]`` and, given an ``occupancy``, ``nv_tileaa.occupancy`` on its kernel spec, written to
    ``tmp_path/k.mlir`` (its path returned)."""
    from nanotile.kernels import GemmConfig, generate

    old = "agent_registers = array<i32: 40, 232>"
    spec = "nv_tileaa.kernel_spec = #nv_tileaa.kernel_spec<num_warps = 12, cluster = 1x1x1>"
    text = generate(GemmConfig(bn=bn))
    assert text.count(old) == 1 and text.count(spec) == 1
    text = text.replace(old, f"agent_registers = array<i32: {regs[0]}, {regs[1]}>")
    if occupancy is not None:
        text = text.replace(spec, f"{spec}, nv_tileaa.occupancy = {occupancy} : i32")
    src = tmp_path / "k.mlir"
    src.write_text(text)
    return src
