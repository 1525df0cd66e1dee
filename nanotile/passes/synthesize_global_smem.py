"""synthesize_global_smem: llfunc -> smem (spec 000, the first phase of ConvertTileASToLLVM).

    (module)                     -> llvm.mlir.global internal @global_smem : !llvm.array<N x i8>
                                    (address space 3; align 1024 when it holds
                                    tiles, whose swizzle assumes it, else 16), only when N > 0
    create_pipeline              -> + smem_offset
    alloc_mbarrier               -> + smem_offset
    alloc_tmem                   -> + smem_offset   (16 bytes: the TMEM address slot, its accumulator barrier)
    alloc_tensor                 -> + smem_offset   (one tile per warpgroup of the agent it runs in, each
                                                     alloc_stride apart; one at function level)
    async.tiled_tma_load (alone) -> + smem_offset   (loads into a pipeline stage use the stage)

The spec sizes the global as ``budget >> 2``, which can be smaller than
what the kernel carves from it.  nanotile's rule instead: N is the end of
the last buffer or barrier laid out by ``passes/smem.py`` (the largest over
the module's functions, since each kernel starts at offset 0), rounded up
to 16, so it always covers every buffer and barrier; the ``smem`` checker
re-proves it.  The spec reuses an existing ``@global_smem``; in nanotile's
pipeline the input language (``llfunc``) has no globals, so the pass always
creates the one symbol, and the ``smem`` checker guarantees there is exactly
one.  The module must name its target: "Failed to get ComputeCapability".
"""

from __future__ import annotations

from typing import TYPE_CHECKING, TypeAlias, Union, assert_never, cast, get_args

from ..ir.core import Block, Module, Region, class_mask, ops_census, walk
from ..ir.diagnostics import error
from ..ir.rewrite import share_region, shared_ops
from ..ir.types import I8, LLVMArrayType, DialectType
from ..languages import llfunc as D
from ..languages import llvm as LL
from ..languages import smem as S
from ..languages import tileas as A
from ..languages import tileas_tmem as T
from ..languages import tileas_tma as B
from ..languages.structured import (
    AddF, AddI, AndI, CmpI, Constant, DivUI, IndexCast, MulF, MulI, TruncF, RemUI, ScfFor, ScfIf, ScfYield,
    Select, SubI,
)
from ..lowering.tiles import target_of, tile_bytes
from ..lowering.tiles import BARRIER_BYTES, TILE_ALIGN, TMEM_SLOT_BYTES, Arena, alloc_stride, pipeline_layout

if TYPE_CHECKING:
    from typing_extensions import TypeIs

NAME = "global_smem"


def synthesize_global_smem(m: Module[D.Op]) -> Module[S.Op]:
    target_of(m, m.loc)
    size = 0
    # (the kept censuses first: a pipeline or a tile of its own needs no walk)
    tiles = bool(ops_census(m.ops) & class_mask((A.CreatePipeline, A.AllocTensor))) or any(
        isinstance(o, B.AsyncTiledTmaLoad) and getattr(o.mbarrier.type, "name", "") == "mbarrier"
        for o in walk(m.ops))
    funcs: list[S.Op] = []
    for op in m.ops:
        if not isinstance(op, LL.LLVMFunc):
            raise error(op.loc, f"'{op.NAME}' is not allowed at module level")
        arena = Arena()
        body = _region(op.body, arena)
        funcs.append(_same(op) if body is op.body else LL.with_body(op, body))
        size = max(size, arena.size)
    if size == 0:
        if all(a is b for a, b in zip(funcs, m.ops)):
            return cast("Module[S.Op]", m)
        return Module(tuple(funcs), m.attrs, m.loc)
    alignment = TILE_ALIGN if tiles else 16
    glob = LL.Global(NAME, LLVMArrayType(size, I8), "internal", 3, alignment, None, m.loc)
    return Module((glob, *funcs), m.attrs, m.loc)


def _region(r: Region[D.Op], arena: Arena, copies: int = 1) -> Region[S.Op]:
    """``r`` with its buffers placed; ``r`` itself (and each block left) where it places none."""
    return share_region(r, lambda ops: shared_ops([_op(o, arena, copies) for o in ops], ops))


def _same(op: D.Op) -> S.Op:
    """A region-holding op whose regions are left as they are: the op itself, in the target language."""
    return cast(S.Op, op)


_Left: TypeAlias = Union[
    LL.LLVMReturn, LL.UnrealizedCast, A.TiledLoad, A.TiledStore, A.GetProgramId, A.GetWarpgroupId, A.MakeMemref,
    A.ExtractSlice, A.Dot, A.CreateIterator, A.IncIter, A.ProducerAcquire, A.ProducerCommit, A.ConsumerWait,
    A.ConsumerRelease, A.PipelineYield, B.AsyncTiledTmaStore, B.MBarrierInit, B.MBarrierWait, A.DeallocTmem,
    T.TmemLoad, T.TmemStore, T.LdMatrix, T.StMatrix, A.Copy,
    Constant, AddI, SubI, MulI, DivUI, RemUI, AndI, AddF, MulF, TruncF, CmpI, Select, IndexCast, ScfYield,
]
"""The ops ``_op`` returns as they are: the leaves that take no place in the arena."""
_LEFT: frozenset[type] = frozenset(get_args(_Left))


def _left(op: object) -> TypeIs[_Left]:
    """One hash lookup by class, where the ``match`` below tries its class patterns in turn (~50
    ``isinstance`` for a leaf)."""
    return type(op) in _LEFT


def _op(op: D.Op, arena: Arena, copies: int) -> S.Op:
    """``op`` placed; ``copies``: the warpgroups of the agent it runs in (1 at function level)."""
    if _left(op):
        return op
    match op:
        case A.CreatePipeline():
            lay = pipeline_layout(op.result.type)
            return A.CreatePipeline(op.result, op.consumer_arrivals, arena.take(lay.size, TILE_ALIGN), op.loc)
        case B.AllocMBarrier():
            return B.AllocMBarrier(op.result, arena.take(BARRIER_BYTES, BARRIER_BYTES), op.loc)
        case A.AllocTmem():
            return A.AllocTmem(op.result, arena.take(TMEM_SLOT_BYTES, BARRIER_BYTES), op.loc)
        case A.AllocTensor():
            return A.AllocTensor(op.result, arena.take(copies * alloc_stride(op.result.type), TILE_ALIGN), op.loc)
        case B.AsyncTiledTmaLoad() if isinstance(op.mbarrier.type, DialectType) and op.mbarrier.type.name == "mbarrier":
            from ..ir.types import TensorType

            assert isinstance(op.result.type, TensorType)
            off = arena.take(tile_bytes(op.result.type), TILE_ALIGN)
            return B.AsyncTiledTmaLoad(op.result, op.desc, op.mbarrier, op.coords, op.tma_idx, op.tx_count,
                                       off, op.loc)
        case A.ProducerWrite():
            body = _region(op.body, arena, copies)
            return _same(op) if body is op.body else A.ProducerWrite(op.token, body, op.loc)
        case A.ConsumerRead():
            body = _region(op.body, arena, copies)
            return _same(op) if body is op.body else A.ConsumerRead(op.results, op.token, body, op.loc)
        case A.AgentSwitch():
            producer = _region(op.producer, arena, max(1, op.agent_warps[0] // 4))
            consumer = _region(op.consumer, arena, max(1, op.agent_warps[1] // 4))
            if producer is op.producer and consumer is op.consumer:
                return _same(op)
            return A.AgentSwitch(op.agent_warps, producer, consumer, op.loc, agent_registers=op.agent_registers)
        case ScfFor():
            body = _region(op.body, arena, copies)
            return _same(op) if body is op.body else ScfFor(op.results, op.lower, op.upper, op.step, op.inits, body,
                                                             op.loc)
        case ScfIf():
            then_r, else_r = _region(op.then_region, arena, copies), _region(op.else_region, arena, copies)
            if then_r is op.then_region and else_r is op.else_region:
                return _same(op)
            return ScfIf(op.results, op.cond, then_r, else_r, op.loc)
        case LL.LLVMFunc():
            raise error(op.loc, "nested functions are not supported")
        case B.AsyncTiledTmaLoad():   # into a pipeline stage: the stage is its place
            return op
        case _:
            assert_never(op)
