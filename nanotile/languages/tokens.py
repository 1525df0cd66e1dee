"""``tokens``: the async pipeline is i32 phase tokens and mbarrier operations.

Grammar, as a delta from ``body``::

    tokens = body - async.pipeline.{create_pipeline, create_iterator, inc_iter, producer_acquire,
                                    producer_write, producer_commit, consumer_wait, consumer_read,
                                    consumer_release, yield}
                - async.tiled_tma_load
"""

from __future__ import annotations

from typing import TypeAlias, Union, get_args

from .llvm import LLVMFunc, LlvmOp, UnrealizedCast
from .structured import (
    AddF, AddI, AndI, CmpI, Constant, DivUI, IndexCast, MulF, MulI, TruncF, RemUI, ScfFor, ScfIf, ScfYield,
    Select, SubI,
)

TokensOp: TypeAlias = Union[
    LlvmOp, LLVMFunc["TokensOp"], UnrealizedCast,
    Constant, AddI, SubI, MulI, DivUI, RemUI, AndI, AddF, MulF, TruncF, CmpI, Select, IndexCast,
    ScfFor["TokensOp"], ScfIf["TokensOp"], ScfYield,
]
Op: TypeAlias = TokensOp
OPS: tuple[type, ...] = tuple(dict.fromkeys(getattr(t, "__origin__", t) for t in get_args(TokensOp)))
