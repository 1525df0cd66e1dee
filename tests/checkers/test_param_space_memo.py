"""``target._llvm_kernel``'s memos of the last passing argument attributes and parameter layout (each kept
by identity of the objects it read) cannot pass a kernel whose attributes, layout or target differ."""

from __future__ import annotations

import dataclasses
import pathlib
from typing import Any

from nanotile.checkers import target
from nanotile.ir.parser import parse_module
from nanotile.languages import llvm as LL

SRC = pathlib.Path(__file__).parent.parent / "regressions" / "param_alignment_255.mlir"


def _kernel(align: int) -> Any:
    text = SRC.read_text()
    old = "{llvm.align = 255 : i64, llvm.byval"
    assert text.count(old) == 1
    m = parse_module(text.replace(old, f"{{llvm.align = {align} : i64, llvm.byval"))
    return next(op for op in m.ops if isinstance(op, LL.LLVMFunc))


def _said(op: Any, arch: str) -> list[str]:
    return [d.message for d in target._llvm_kernel(op, arch)]


def test_a_layout_that_fits_does_not_pass_other_attributes() -> None:
    fits, big = _kernel(4096), _kernel(8192)               # 4224 and 8320 bytes of parameters
    assert not any("parameters take" in s for s in _said(fits, "sm_90a"))
    # the same function type object, the attributes of the kernel that does not fit
    other = dataclasses.replace(fits, arg_attrs=big.arg_attrs)
    assert other.function_type is fits.function_type
    assert any("parameters take 8320 bytes" in s for s in _said(other, "sm_90a"))
    assert not any("parameters take" in s for s in _said(fits, "sm_90a"))


def test_a_layout_that_fits_one_target_does_not_pass_another() -> None:
    big = _kernel(8192)                                    # fits sm_100a's 0x7ffc, not sm_90a's 0x1100
    assert not any("parameters take" in s for s in _said(big, "sm_100a"))
    assert any("more than the 4352 ptxas allows for sm_90a" in s for s in _said(big, "sm_90a"))
    assert not any("parameters take" in s for s in _said(big, "sm_100a"))
    assert any("more than the 4352 ptxas allows for sm_90a" in s for s in _said(big, "sm_90a"))


def test_alignments_that_passed_do_not_pass_other_attributes() -> None:
    good, bad = _kernel(64), _kernel(255)
    assert not any("llvm.align" in s for s in _said(good, "sm_90a"))
    assert any("argument 5: llvm.align = 255 is not a positive power of two" in s
               for s in _said(dataclasses.replace(good, arg_attrs=bad.arg_attrs), "sm_90a"))
    # a function rebuilt with the attributes that passed (the memo's case) still passes, and the bad
    # attributes are refused again after it
    assert not any("llvm.align" in s for s in _said(dataclasses.replace(bad, arg_attrs=good.arg_attrs), "sm_90a"))
    assert any("llvm.align = 255" in s for s in _said(bad, "sm_90a"))
