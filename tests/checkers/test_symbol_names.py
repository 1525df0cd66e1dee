"""Function and global names reach the PTX as they are: every checker holds them to the PTX identifier
rule (``checkers/symbols.py``), so a name ptxas would reject is a located error, not exit 0 with bad PTX.
ptxas is the oracle for the rule itself: the names the checker accepts assemble, those it rejects do not."""

from __future__ import annotations

import dataclasses
import subprocess
import sys
from typing import Any

import pytest

from conftest import require_tool
from nanotile import pipeline
from nanotile.backend_ptx import emit_ptx
from nanotile.checkers.symbols import ptx_identifier_error
from nanotile.cli import examples
from nanotile.ir.core import Module
from nanotile.ir.diagnostics import DiagnosticError
from nanotile.ir.parser import parse_module
from nanotile.languages.llvm import LLVMFunc, LlvmModule
from nanotile.tools import ptxas

GOOD = ("vector_add", "_a", "$a", "%a", "a$b", "_1", "A9_$", "%r")
BAD = ("a b", "1a", "a.b", "a-b", "_", "$", "%", "a\u00e9", "x\"y", "WARP_SZ", "%tid", "%envreg3", "")


def _renamed(m: Module[Any], name: str) -> Module[Any]:
    """``m`` with its (one) function named ``name``."""
    return dataclasses.replace(m, ops=tuple(dataclasses.replace(op, sym_name=name) if hasattr(op, "function_type")
                                            else op for op in m.ops))


def _vector_add() -> Module[Any]:
    return parse_module(examples()["vector_add"], "vector_add.mlir")


def test_the_rule() -> None:
    assert [n for n in GOOD if ptx_identifier_error(n) is not None] == []
    assert [n for n in BAD if ptx_identifier_error(n) is None] == []


def test_ptxas_agrees_with_the_rule() -> None:
    """An accepted name compiles to PTX ptxas takes; a rejected name, put into that PTX, is refused."""
    require_tool("ptxas")
    for name in GOOD:
        out, _ = pipeline.run_pipeline(_renamed(_vector_add(), name))
        r = ptxas(emit_ptx(LlvmModule(out)), "sm_80")
        assert r.ok, (name, r.stderr)
    good = emit_ptx(LlvmModule(pipeline.run_pipeline(_vector_add())[0]))
    for name in BAD:
        assert not ptxas(good.replace("vector_add", name), "sm_80").ok, name


@pytest.mark.parametrize("name", ["a b", "x\"y", "%tid"])
def test_an_input_function_name_is_a_located_error(name: str) -> None:
    m = _renamed(_vector_add(), name)
    with pytest.raises(DiagnosticError) as e:
        pipeline.run_pipeline(m)
    d = e.value.diagnostics[0]
    assert (d.loc.line, d.loc.col) == (4, 3)
    assert d.message.startswith(f"'nv_tileaa.func' op sym_name {name!r} is ")
    assert pipeline.INPUT.check(_vector_add()) == ()


def test_an_llvm_function_or_global_name_is_an_error_in_the_llvm_languages() -> None:
    """A module handed in at a later language (``--input-language``) is held to the same rule."""
    final, lang = pipeline.run_pipeline(parse_module(examples()["gemm_sm90"], "gemm_sm90.mlir"))
    assert lang.check(final) == ()
    bad_func = _renamed(final, "gemm kernel")
    assert [d.message for d in lang.check(bad_func)] == \
        ["'llvm.func' op sym_name 'gemm kernel' is not a PTX identifier "
         "([a-zA-Z][a-zA-Z0-9_$]* or [_$%][a-zA-Z0-9_$]+)"]
    assert isinstance(next(op for op in final.ops if hasattr(op, "function_type")), LLVMFunc)
    bad_global = dataclasses.replace(final, ops=tuple(
        dataclasses.replace(op, sym_name="smem.arena") if op.NAME == "llvm.mlir.global" else op
        for op in final.ops))
    assert any("'llvm.mlir.global' op sym_name 'smem.arena' is not a PTX identifier" in d.message
               for d in lang.check(bad_global))


@pytest.mark.parametrize("name", ["a b", "x\"y", "1k", "WARP_SZ", "global_smem"])
def test_the_generators_name_flag_is_held_to_the_rule(name: str) -> None:
    for arch in ("sm_90a", "sm_100a"):
        r = subprocess.run([sys.executable, "-m", "nanotile.kernels", "gemm", "--arch", arch, "--name", name],
                           capture_output=True, text=True, timeout=120)
        assert r.returncode == 1, r.stderr
        assert r.stderr.startswith(f"nanotile.kernels: error: gemm: --name: {name!r} is "), r.stderr
        assert r.stderr.count("\n") == 1 and r.stdout == ""


def test_a_valid_name_is_still_taken() -> None:
    r = subprocess.run([sys.executable, "-m", "nanotile.kernels", "gemm", "--name", "my_gemm$2"],
                       capture_output=True, text=True, timeout=120)
    assert r.returncode == 0, r.stderr
    assert 'sym_name = "my_gemm$2"' in r.stdout


@pytest.mark.parametrize("example,line", [("vector_add", 4), ("gemm_sm90", 12)])
def test_a_kernel_named_like_a_synthesized_symbol_is_rejected_at_the_input(example: str, line: int) -> None:
    """``@global_smem`` is the arena the lowering adds: a kernel of that name is refused at the kernel, by
    the input's checker (before, gemm_sm90 failed after synthesize-global-smem with a redefinition and
    vector_add, which has no arena, compiled), by the verifier and the reference checker alike."""
    from nanotile.checkers.common import reference_checking

    m = _renamed(parse_module(examples()[example], f"{example}.mlir"), "global_smem")
    want = [f"{example}.mlir:{line}:3: error: 'nv_tileaa.func' op sym_name 'global_smem' is reserved: "
            "nanotile synthesizes @global_smem (the shared-memory arena)"]
    assert [str(d) for d in pipeline.INPUT.check(m)] == want
    with reference_checking():
        assert [str(d) for d in pipeline.INPUT.check(m)] == want
    with pytest.raises(DiagnosticError) as e:
        pipeline.run_pipeline(m)
    assert [str(d) for d in e.value.diagnostics] == want


def test_every_symbol_the_lowering_synthesizes_is_reserved() -> None:
    from nanotile.checkers.symbols import RESERVED, kernel_name_error
    from nanotile.passes.synthesize_global_smem import NAME

    assert NAME in RESERVED and kernel_name_error(NAME) is not None
    final, _ = pipeline.run_pipeline(parse_module(examples()["gemm_sm100"], "gemm_sm100.mlir"))
    synthesized = {op.sym_name for op in final.ops if not hasattr(op, "function_type")}
    assert synthesized == set(RESERVED)
    assert [n for n in GOOD if kernel_name_error(n) is not None] == []


def test_the_cli_reports_a_reserved_kernel_name_located(tmp_path: Any) -> None:
    src = tmp_path / "k.mlir"
    src.write_text(examples()["vector_add"].replace('sym_name = "vector_add"', 'sym_name = "global_smem"'))
    r = subprocess.run([sys.executable, "-m", "nanotile", str(src)], capture_output=True, text=True, timeout=120)
    assert r.returncode == 1 and r.stdout == ""
    assert r.stderr.startswith(f"{src}:4:3: error: 'nv_tileaa.func' op sym_name 'global_smem' is reserved"), r.stderr
