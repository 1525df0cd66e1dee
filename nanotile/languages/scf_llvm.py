"""``scf_llvm``: every op is an llvm.* / nvvm.* op except the structured control flow.

Grammar, as a delta from ``tokens``::

    scf_llvm = tokens - arith.constant - arith.addi - arith.subi - arith.muli - arith.divui
                      - arith.remui - arith.andi - arith.addf - arith.mulf - arith.cmpi
                      - arith.select - arith.index_cast - arith.truncf
"""

from __future__ import annotations

from typing import TYPE_CHECKING, TypeAlias, get_args

from . import op_classes

if TYPE_CHECKING:
    from typing import Union
else:
    from . import OpUnion as Union   # the members without typing's checks: see languages/__init__.py

from .llvm import LLVMFunc, LlvmOp, UnrealizedCast
from .structured import ScfFor, ScfIf, ScfYield

if TYPE_CHECKING:
    from typing_extensions import TypeIs

ScfLlvmOp: TypeAlias = Union[
    LlvmOp, LLVMFunc["ScfLlvmOp"], UnrealizedCast, ScfFor["ScfLlvmOp"], ScfIf["ScfLlvmOp"], ScfYield,
]
Op: TypeAlias = ScfLlvmOp
OPS: tuple[type, ...] = op_classes(ScfLlvmOp)


ScfLlvmPassthrough: TypeAlias = Union[
    LlvmOp, UnrealizedCast, ScfYield,
]
"""The ops ``lower_arith`` (tokens -> scf_llvm) returns as they are: the leaves of both languages it
does not rewrite.  Its rule passes them through in one line; the rest it matches exhaustively."""
_PASSTHROUGH: frozenset[type] = frozenset(get_args(ScfLlvmPassthrough))


def is_passthrough_for_lower_arith(op: object) -> TypeIs[ScfLlvmPassthrough]:
    return type(op) in _PASSTHROUGH
