"""The cyclic collector is paused while a compile runs (parse, stages, emit, and the CLI's whole run
between them) and restored after: no collection runs inside, and the caller's setting is kept."""

from __future__ import annotations

import gc
from typing import Any

from nanotile import cli
from nanotile.ir.parser import parse_module


def _collections_during(fn: Any) -> int:
    seen: list[int] = []

    def cb(phase: str, info: dict[str, int]) -> None:
        if phase == "start":
            seen.append(info["generation"])

    gc.collect()
    gc.callbacks.append(cb)
    try:
        fn()
    finally:
        gc.callbacks.remove(cb)
    return len(seen)


def test_parsing_sets_off_no_collection() -> None:
    cli._import_compiler()     # (the languages register their ops)
    text = cli.example("gemm_sm90")
    assert gc.isenabled()
    assert _collections_during(lambda: parse_module(text, "gemm_sm90.mlir")) == 0
    assert gc.isenabled()


def test_a_cli_compile_sets_off_no_collection_and_restores_the_collector() -> None:
    argv = ["--example", "gemm_sm90", "-o", "/dev/null"]
    assert cli.main(argv) == 0   # (the compiler imported)
    assert gc.isenabled()
    assert _collections_during(lambda: cli.main(argv)) == 0
    assert gc.isenabled()
    gc.disable()
    try:
        assert cli.main(argv) == 0
        assert not gc.isenabled()
    finally:
        gc.enable()


def test_a_failing_compile_restores_the_collector() -> None:
    assert cli.main(["--example", "nonexistent"]) == 1
    assert gc.isenabled()
    bad = "tests/malformed/bad_token.mlir"
    assert cli.main([bad, "-o", "/dev/null"]) == 1
    assert gc.isenabled()
