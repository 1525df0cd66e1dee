"""``tokens``: the async pipeline is i32 phase tokens and mbarrier operations.

Grammar, as a delta from ``body``::

    tokens = body - async.pipeline.{create_pipeline, create_iterator, inc_iter, producer_acquire,
                                    producer_write, producer_commit, consumer_wait, consumer_read,
                                    consumer_release, yield}
                - async.tiled_tma_load
"""

from __future__ import annotations

from typing import TYPE_CHECKING, TypeAlias, get_args

from . import op_classes

if TYPE_CHECKING:
    from typing import Union
else:
    from . import OpUnion as Union   # the members without typing's checks: see languages/__init__.py

from .llvm import LLVMFunc, LlvmOp, UnrealizedCast
from .structured import (
    AddF, AddI, AndI, ArithOp, CmpI, Constant, DivUI, IndexCast, MulF, MulI, RemUI, ScfFor, ScfIf, ScfYield,
    Select, SubI, TruncF,
)

if TYPE_CHECKING:
    from typing_extensions import TypeIs

TokensOp: TypeAlias = Union[
    LlvmOp, LLVMFunc["TokensOp"], UnrealizedCast,
    Constant, AddI, SubI, MulI, DivUI, RemUI, AndI, AddF, MulF, TruncF, CmpI, Select, IndexCast,
    ScfFor["TokensOp"], ScfIf["TokensOp"], ScfYield,
]
Op: TypeAlias = TokensOp
OPS: tuple[type, ...] = op_classes(TokensOp)


TokensPassthrough: TypeAlias = Union[
    LlvmOp, UnrealizedCast, ArithOp, ScfYield,
]
"""The ops ``lower_pipeline_tokens`` (body -> tokens) returns as they are: the leaves of both languages it
does not rewrite.  Its rule passes them through in one line; the rest it matches exhaustively."""
_PASSTHROUGH: frozenset[type] = frozenset(get_args(TokensPassthrough))


def is_passthrough_for_lower_pipeline_tokens(op: object) -> TypeIs[TokensPassthrough]:
    return type(op) in _PASSTHROUGH
