"""``cute_llvm``: LLVM + NVVM ops only; kernels are still marked ``cute.kernel``.

Grammar, as a delta from ``flat``::

    cute_llvm = flat - builtin.unrealized_conversion_cast

Its ops are the final ``llvm`` language's; what differs is the function
attributes (``cute.kernel``, ``cute_nvgpu.grid_constant`` arguments), which
``cute_kernel_to_nvvm`` rewrites.  The two languages are told apart by
type: a ``CuteLlvmModule`` is not an ``LlvmModule``.
"""

from __future__ import annotations

from typing import NewType, TypeAlias

from ..ir.core import Module
from .llvm import OPS as LLVM_OPS
from .llvm import LlOp

CuteLlvmOp: TypeAlias = LlOp
Op: TypeAlias = CuteLlvmOp
OPS: tuple[type, ...] = LLVM_OPS
CuteLlvmModule = NewType("CuteLlvmModule", Module[CuteLlvmOp])
"""A module of ``cute_llvm`` (``CuteLlvmModule(m)`` is free at run time)."""
