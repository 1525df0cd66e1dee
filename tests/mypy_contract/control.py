"""RIGHT: the shapes of the wrong files, written correctly; mypy --strict accepts this file."""

from __future__ import annotations

from typing import TypeAlias

from typing_extensions import assert_never

from nanotile.ir.core import Module
from nanotile.languages import tileas as A
from nanotile.languages import tileas_abi as C
from nanotile.languages import tileas_tma as B
from nanotile.passes.attach_tma_descriptor_args import attach_tma_descriptor_args
from nanotile.passes.lower_tma_load_store_to_async import lower_tma_load_store_to_async

TmaOnly: TypeAlias = B.MakeTiledTmaDesc | B.AsyncTiledTmaLoad | B.AsyncTiledTmaStore


def lower_to_abi(m: Module[A.Op]) -> Module[C.Op]:
    return attach_tma_descriptor_args(lower_tma_load_store_to_async(m))


def keep_async(ops: tuple[B.Op, ...]) -> tuple[C.Op, ...]:
    out: list[C.Op] = []
    for op in ops:
        if isinstance(op, (B.AsyncTiledTmaLoad, B.AsyncTiledTmaStore)):
            out.append(op)
    return tuple(out)


def tma_index(op: TmaOnly) -> int:
    match op:
        case B.AsyncTiledTmaLoad() | B.AsyncTiledTmaStore() | B.MakeTiledTmaDesc():
            return op.tma_idx
        case _:
            assert_never(op)


# the stage table's shapes, written correctly
from nanotile import pipeline as P  # noqa: E402
from nanotile.passes.lower_agents import lower_agents  # noqa: E402

WIRED = P.Stage("lower-agents", P.SMEM, P.AGENTS, lower_agents, "")
BODY = P.Chain.start(P.SYNTHESIZE_GLOBAL_SMEM).then(WIRED).then(P.LOWER_IDS_AND_MEMREFS)
TAIL = P.Chain.start(P.RECONCILE_CASTS).then(P.CUTE_KERNEL_TO_NVVM).then(P.CSE).then(P.FOLD).then(P.CSE)


# the typed rewrite driver and Emitter, used correctly (the shapes of wrong_emitter_op.py)
from nanotile.languages import body as E  # noqa: E402
from nanotile.languages import llvm as LL  # noqa: E402
from nanotile.languages import tokens as T  # noqa: E402
from nanotile.lowering.conversion import GuardOp, Lowering, Threads, lower_functions  # noqa: E402
from nanotile.lowering.emit import Emitter  # noqa: E402


def _tokens_rule(op: E.Op, low: Lowering[E.Op, T.Op], threads: Threads) -> tuple[T.Op, ...] | None:
    e = low.emitter(op.loc)
    match op:
        case A.CreateIterator():
            e.cast(e.const(0), op.result.type, op.result.name)
            return tuple(e.ops)
        case A.IncIter():
            issue: Emitter[GuardOp] = low.emitter(op.loc)
            issue.add(LL.Barrier0(op.loc))
            low.conv.guard(e, threads, issue.ops)
            return tuple(e.ops)
        case LL.Barrier0():
            return (op,)
        case _:
            return None


def lower_tokens(m: Module[E.Op]) -> Module[T.Op]:
    return lower_functions(m, _tokens_rule, "k")


# a rule in the TypeIs pass-through shape, exhaustive (the shape of wrong_passthrough.py)
from typing import assert_never as _assert_never  # noqa: E402

from nanotile.languages import barriers as M  # noqa: E402
from nanotile.languages import regtiles as R  # noqa: E402
from nanotile.languages import tileas_tma as B2  # noqa: E402
from nanotile.languages.structured import ScfFor, ScfIf  # noqa: E402


def _barriers_rule(op: R.Op, low: Lowering[R.Op, M.Op], threads: Threads) -> tuple[M.Op, ...] | None:
    if M.is_passthrough_for_lower_mbarriers(op):
        return (op,)
    e = low.emitter(op.loc)
    match op:
        case B2.AllocMBarrier() | B2.MBarrierInit() | B2.MBarrierWait():
            e.add(LL.Barrier0(op.loc))
        case LL.LLVMFunc() | A.ProducerWrite() | A.ConsumerRead() | ScfFor() | ScfIf():
            return (low.rebuilt(op, threads),)
        case _:
            _assert_never(op)
    return tuple(e.ops)
