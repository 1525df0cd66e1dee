"""WRONG: languages that only add or only drop ops stand in for each other nowhere."""

from __future__ import annotations

from nanotile.ir.core import Module
from nanotile.languages import body, llfunc, smem, tokens
from nanotile.languages.cute_llvm import CuteLlvmModule
from nanotile.languages.llvm import LlvmModule


def smem_as_llfunc(m: Module[smem.Op]) -> Module[llfunc.Op]:
    return m  # expect-error: return-value


def llfunc_as_smem(m: Module[llfunc.Op]) -> Module[smem.Op]:
    return m  # expect-error: return-value


def tokens_as_body(m: Module[tokens.Op]) -> Module[body.Op]:
    return m  # expect-error: return-value


def body_as_tokens(m: Module[body.Op]) -> Module[tokens.Op]:
    return m  # expect-error: return-value


def cute_as_llvm(m: CuteLlvmModule) -> LlvmModule:
    return m  # expect-error: return-value


def llvm_as_cute(m: LlvmModule) -> CuteLlvmModule:
    return m  # expect-error: return-value
