"""WRONG: a pass promising tileas_abi returns tileas_tma (it forgot the descriptor-argument step)."""

from __future__ import annotations

from nanotile.ir.core import Module
from nanotile.languages import tileas as A
from nanotile.languages import tileas_abi as C
from nanotile.passes.lower_tma_load_store_to_async import lower_tma_load_store_to_async


def lower_to_abi(m: Module[A.Op]) -> Module[C.Op]:
    return lower_tma_load_store_to_async(m)  # expect-error: return-value
