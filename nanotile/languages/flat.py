"""``flat``: every op is an llvm.* / nvvm.* op; control flow is branches between blocks.

Grammar, as a delta from ``scf_llvm``::

    flat = scf_llvm - scf.*

Unrealized casts may remain; ``reconcile_casts`` removes them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, TypeAlias

from . import op_classes

if TYPE_CHECKING:
    from typing import Union
else:
    from . import OpUnion as Union   # the members without typing's checks: see languages/__init__.py

from .llvm import LLVMFunc, LlvmOp, UnrealizedCast

FlatOp: TypeAlias = Union[LlvmOp, LLVMFunc["FlatOp"], UnrealizedCast]
Op: TypeAlias = FlatOp
OPS: tuple[type, ...] = op_classes(FlatOp)
