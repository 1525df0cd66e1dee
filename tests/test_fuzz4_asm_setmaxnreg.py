"""setmaxnreg written in inline asm never reaches PTX from a compile: the llvm language refuses it.

fuzz3 left open whether the static register rules (checkers/target.py: ``_setmaxnreg_counts``,
``_register_budget``) should read a setmaxnreg written in an ``llvm.inline_asm``, which only the emulator
caught.  They need not (the reasons are in ``_setmaxnreg_counts``' docstring): the llvm languages admit only
the inline-asm texts nanotile writes (checkers/llvm.py ``_inline_asm``, ``lowering.tcgen05.inline_asm_form``),
none of them a setmaxnreg, so every compile of a kernel that spells one in asm stops at the asm with a located
error, whatever language it is written in (the languages from agents to flat admit any asm text; the compile
checks the final language before writing PTX).  PTX written by hand reaches only the emulator
(``nanotile check --ptx``), which checks setmaxnreg wherever it is written (emu/regpool.py; a brace-scoped
one in tests/emu/test_fuzz4_setmaxnreg_sync.py).  If a setmaxnreg
text ever becomes a form nanotile writes, the guard below fails until the target rules read it."""

from __future__ import annotations

import pathlib

import pytest

from nanotile.cli import main
from nanotile.kernels import GemmConfig, generate
from nanotile.lowering.tcgen05 import inline_asm_form

DEC40 = '"nvvm.setmaxregister"() <{action = #nvvm<action decrease>, regCount = 40 : i32}> : () -> ()'
TEXTS = ("setmaxnreg.inc.sync.aligned.u32 144;", "setmaxnreg.dec.sync.aligned.u32 40;",
         "{ .reg .pred p; setp.eq.u32 p, 1, 1; @p setmaxnreg.dec.sync.aligned.u32 40; }")


def _asm(text: str) -> str:
    return f'"llvm.inline_asm"() <{{asm_string = "{text}", constraints = "", has_side_effects}}> : () -> ()'


@pytest.mark.parametrize("text", TEXTS)
def test_no_setmaxnreg_text_is_a_form_nanotile_writes(text: str) -> None:
    assert inline_asm_form(text) is None


def _form(tmp_path: pathlib.Path, stage: str, capsys: pytest.CaptureFixture[str]) -> str:
    """The default generated gemm after ``stage`` (its output language's text)."""
    src = tmp_path / "k.mlir"
    src.write_text(generate(GemmConfig()))
    out = tmp_path / "stage.mlir"
    assert main([str(src), "--stop-after", stage, "-o", str(out)]) == 0
    capsys.readouterr()
    return out.read_text()


@pytest.mark.parametrize("stage, language", [("lower-agents", "agents"), ("scf-to-cf", "flat"),
                                             ("plan-accumulators", "llvm")])
@pytest.mark.parametrize("verify", [True, False])
@pytest.mark.parametrize("text", TEXTS[:2])
def test_an_asm_setmaxnreg_stops_every_compile_at_the_asm(stage: str, language: str, verify: bool, text: str,
                                                         tmp_path: pathlib.Path,
                                                         capsys: pytest.CaptureFixture[str]) -> None:
    """The producer's setmaxnreg (dec 40) written in asm instead, in three input languages, with and
    without ``--no-verify-each``: exit 1, no PTX, the error at the asm's line and column."""
    form = _form(tmp_path, stage, capsys)
    old = DEC40 if DEC40 in form else None
    if old is None:        # (before lower-agents writes it: the agent_switch form; after: the op)
        pytest.fail(f"no setmaxnreg op in the {language} form")
    assert form.count(old) == 1
    at = form.index(old)
    line, col = form.count("\n", 0, at) + 1, at - form.rfind("\n", 0, at)
    edited = tmp_path / "edited.mlir"
    edited.write_text(form.replace(old, _asm(text)))
    ptx = tmp_path / "k.ptx"
    argv = ["--input-language", language, str(edited), "-o", str(ptx)] + ([] if verify else ["--no-verify-each"])
    assert main(argv) == 1
    err = capsys.readouterr().err
    assert f"edited.mlir:{line}:{col}: error: 'llvm.inline_asm' op '{text}' is not a PTX form nanotile emits\n" in err
    assert "internal" not in err and not ptx.exists()
