"""WRONG: the two TMA passes composed in the wrong order (attach before lower)."""

from __future__ import annotations

from nanotile.ir.core import Module
from nanotile.languages import tileas_abi as C
from nanotile.languages import tileas_tma as B
from nanotile.passes.attach_tma_descriptor_args import attach_tma_descriptor_args
from nanotile.passes.lower_tma_load_store_to_async import lower_tma_load_store_to_async


def pipeline(m: Module[B.Op]) -> Module[B.Op]:
    return lower_tma_load_store_to_async(attach_tma_descriptor_args(m))  # expect-error: arg-type
