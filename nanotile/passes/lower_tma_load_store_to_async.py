"""lower_tma_load_store_to_async: tileas -> tileas_tma (spec 002, LowerTMALoadStoreToAsync).

    tiled_load  (TMA atom)  ->  make_tiled_tma_desc + async.tiled_tma_load
                                (+ alloc_mbarrier, async.mbarrier_init, async.mbarrier_wait
                                 outside a producer_write)
    tiled_store (TMA atom)  ->  make_tiled_tma_desc + async.tiled_tma_store

Phases, per function: the KernelSpec gate (a function with a TMA candidate
must carry ``nv_tileaa.kernel_spec``); eligibility (``allow_tma`` on the op,
or ``TILEIR_PREFER_TMA_FOR_LOAD_STORE`` in the options; ops whose atom is
not a TMA atom are left alone); ``tmaIdx`` numbering in pre-order;
descriptor bind; the async op with ``tx_count`` (tile bytes); an mbarrier
for loads outside a pipeline stage; ``delay_wait`` on stores from
``TILEIR_DELAY_TMA_STORE_WAIT`` (outside loops: a store in a loop is waited for at once, its tile is
written again on the next trip) and, always, on a store inside a loop of a tile that a ``copy`` in
a loop wrote (a persistent GEMM's C tile): that copy's lowering waits for the thread's bulk groups
before it writes the tile again (``lowering/register_tiles.copy_accumulator_to_shared``), so the
store overlaps the loop's next trip.

Choices: a TMA-atom op that is not eligible is an error (it could not be
lowered later); descriptors are not shared between ops (each op gets its
own ``tmaIdx``); a TMA load with an out-token is rejected; a TMA load whose
``padding_value`` is not ``zero`` is "TmaLoad only support zero padding now";
``tiled_atomic_rmw`` is verified (checkers/tileas_rules.py) but has no
lowering yet, so the pass rejects it, located, instead of passing it on.

Out of scope, because nanotile has no such machinery (none is emitted):

* "GatherTmaLoad only support zero padding now" -- nanotile has no gather TMA load;
* "failed to find smem buffer address for mbarrier",
  "failed to get expected tx-count",
  "failed to init mbarrier",
  "failed to get MBarrier object" -- the atom-table lookups of phase 8;
  here each sub-step is a total function of the op (this pass reserves the
  barrier itself, ``tx_count`` is the tile's byte size), so none of them
  can lose track of its operand.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Mapping, TypeAlias, Union, cast, assert_never, get_args

from ..ir.core import Block, Module, Region, Value, class_bit, region_census, walk
from ..ir.diagnostics import error
from ..ir.record import record
from ..ir.rewrite import Fresh, share_region, shared_ops
from ..ir.types import DialectType, TensorType
from ..languages import tileas as A
from ..languages import tileas_tma as B
from ..languages.structured import (
    AddF, AddI, AndI, CmpI, Constant, DivUI, IndexCast, MulF, MulI, TruncF, RemUI, ScfFor, ScfIf, ScfYield,
    Select, SubI,
)
from ..lowering.tiles import smem_swizzle, tile_bytes

if TYPE_CHECKING:
    from typing_extensions import TypeIs


@record
class TmaOptions:
    """The pass's environment switches, read once by the driver (the pass itself reads no globals)."""

    prefer_tma: bool = False
    delay_store_wait: bool = False

    @staticmethod
    def from_env(env: Mapping[str, str]) -> "TmaOptions":
        return TmaOptions(_on(env, "TILEIR_PREFER_TMA_FOR_LOAD_STORE"), _on(env, "TILEIR_DELAY_TMA_STORE_WAIT"))


def _on(env: Mapping[str, str], k: str) -> bool:
    """Whether the switch ``k`` is set in ``env`` (unset, empty, ``0`` and ``false`` are off)."""
    return env.get(k, "") not in ("", "0", "false", "False")


@record(frozen=False)
class _Ctx:
    options: TmaOptions
    fresh: Fresh
    copied_in_loop: set[Value]     # (no field(default_factory=...): a mypyc-compiled record reads the Field itself)
    next_idx: int = 0
    producer_token: Value | None = None
    loops: int = 0


def lower_tma_load_store_to_async(m: Module[A.Op], options: TmaOptions = TmaOptions()) -> Module[B.Op]:
    ops = tuple(_top(op, options) for op in m.ops)
    if all(a is b for a, b in zip(ops, m.ops)):
        return cast("Module[B.Op]", m)
    return Module(ops, m.attrs, m.loc)


def _top(op: A.Op, options: TmaOptions) -> B.Op:
    if not isinstance(op, A.TileFunc):
        raise error(op.loc, f"'{op.NAME}' is not allowed at module level")
    if region_census(op.body) & class_bit(A.TiledAtomicRmw):   # (the kept census: no walk where none is)
        for o in walk((op,)):
            if isinstance(o, A.TiledAtomicRmw):
                raise error(o.loc, f"'{o.NAME}' is verified but nanotile has no lowering for it yet")
    if not _has_tma(op.body.blocks[0].ops if op.body.blocks else ()):
        return cast(B.Op, op)  # no tiled_atomic_rmw (just checked): every op is in tileas_tma
    if op.kernel_spec is None:
        raise error(op.loc, "LowerTMALoadStoreToAsync: missing or invalid KernelSpecAttr on function")
    ctx = _Ctx(options, Fresh("tma", own=Fresh.names_in((op,))), set())
    body = _region(op.body, ctx)
    if body is op.body:
        return cast(B.Op, op)
    return A.TileFunc(op.sym_name, op.function_type, body, op.kernel_spec, op.occupancy,
                      op.arg_attrs, op.num_host_tmas, op.num_device_tmas, op.loc)


def _has_tma(ops: tuple[A.Op, ...]) -> bool:
    return any(isinstance(o, (A.TiledLoad, A.TiledStore)) and o.atom.is_tma for o in walk(ops))


def _region(r: Region[A.Op], ctx: _Ctx) -> Region[B.Op]:
    """``r`` lowered; ``r`` itself (and each block whose ops are left) where nothing changes."""
    return share_region(r, lambda ops: _ops(ops, ctx))


def _ops(ops: tuple[A.Op, ...], ctx: _Ctx) -> tuple[B.Op, ...]:
    out: list[B.Op] = []
    for op in ops:
        out.extend(_op(op, ctx))
    return shared_ops(out, ops)


_Left: TypeAlias = Union[
    A.TileReturn, A.GetProgramId, A.GetWarpgroupId, A.MakeMemref, A.ExtractSlice, A.Dot, A.AllocTmem,
    A.DeallocTmem, A.AllocTensor, A.CreatePipeline, A.CreateIterator, A.IncIter, A.ProducerAcquire,
    A.ProducerCommit, A.ConsumerWait, A.ConsumerRelease, A.PipelineYield, Constant, AddI, SubI, MulI, DivUI,
    RemUI, AndI, AddF, MulF, TruncF, CmpI, Select, IndexCast, ScfYield,
]
"""The ops ``_op`` returns as they are whatever they hold."""
_LEFT: frozenset[type] = frozenset(get_args(_Left))


def _left(op: object) -> TypeIs[_Left]:
    """One hash lookup by class, where the ``match`` below tries its class patterns in turn (~40
    ``isinstance`` for the last arm's ops)."""
    return type(op) in _LEFT


def _op(op: A.Op, ctx: _Ctx) -> tuple[B.Op, ...]:
    if _left(op):
        return (op,)
    match op:
        case A.TiledLoad() if op.atom.is_tma:
            return _load(op, ctx)
        case A.TiledStore() if op.atom.is_tma:
            return _store(op, ctx)
        case A.ProducerWrite():
            saved, ctx.producer_token = ctx.producer_token, op.token
            body = _region(op.body, ctx)
            ctx.producer_token = saved
            return (_same(op) if body is op.body else A.ProducerWrite(op.token, body, op.loc),)
        case A.ConsumerRead():
            body = _region(op.body, ctx)
            return (_same(op) if body is op.body else A.ConsumerRead(op.results, op.token, body, op.loc),)
        case A.AgentSwitch():
            producer, consumer = _region(op.producer, ctx), _region(op.consumer, ctx)
            if producer is op.producer and consumer is op.consumer:
                return (_same(op),)
            return (A.AgentSwitch(op.agent_warps, producer, consumer, op.loc, agent_registers=op.agent_registers),)
        case ScfFor():
            ctx.loops += 1
            try:
                body = _region(op.body, ctx)
            finally:
                ctx.loops -= 1
            return (_same(op) if body is op.body else ScfFor(op.results, op.lower, op.upper, op.step, op.inits, body,
                                                               op.loc),)
        case ScfIf():
            then_r, else_r = _region(op.then_region, ctx), _region(op.else_region, ctx)
            if then_r is op.then_region and else_r is op.else_region:
                return (_same(op),)
            return (ScfIf(op.results, op.cond, then_r, else_r, op.loc),)
        case A.Copy() if ctx.loops > 0 and op.dest is not None:
            ctx.copied_in_loop.add(op.result)   # a tile its copy's lowering waits for before writing again
            return (op,)
        case A.TiledAtomicRmw():
            raise error(op.loc, f"'{op.NAME}' is verified but nanotile has no lowering for it yet")
        case A.TileFunc():
            raise error(op.loc, "nested functions are not supported")
        case A.TiledLoad() | A.TiledStore() | A.Copy():   # not a TMA atom; a copy outside loops or into no tile
            return (op,)
        case _:
            assert_never(op)


def _same(op: A.Op) -> B.Op:
    """A region-holding op whose regions are left as they are: the op itself, in the target language."""
    return cast(B.Op, op)


def _eligible(op: A.TiledLoad | A.TiledStore, ctx: _Ctx) -> None:
    if not (op.allow_tma or ctx.options.prefer_tma):
        raise error(op.loc, f"'{op.NAME}' has a TMA atom but neither allow_tma nor "
                            "TILEIR_PREFER_TMA_FOR_LOAD_STORE permits TMA")


def _bind(op: A.TiledLoad | A.TiledStore, tile: TensorType, ctx: _Ctx) -> B.MakeTiledTmaDesc:
    idx = ctx.next_idx
    ctx.next_idx += 1
    swizzle = smem_swizzle(tile)
    if swizzle is None:
        raise error(op.loc, f"a TMA tile must live in shared memory (#nv_tileas.smem), got {tile}")
    desc_t = DialectType("nv_tileas", "tma_desc", (TensorType(tile.shape, tile.element),))
    return B.MakeTiledTmaDesc(ctx.fresh(desc_t, "tma_desc"), op.view, tile.shape, "tiled", swizzle, idx, op.loc)


def _load(op: A.TiledLoad, ctx: _Ctx) -> tuple[B.Op, ...]:
    _eligible(op, ctx)
    if op.padding_value not in (None, A.Padding.ZERO):
        raise error(op.loc, "TmaLoad only support zero padding now")
    if len(op.results) != 1 or op.offsets or op.token is not None:
        raise error(op.loc, "a TMA tiled_load takes no offsets or tokens and has no out-token")
    tile = op.results[0]
    if not isinstance(tile.type, TensorType):
        raise error(op.loc, f"tiled_load result must be a tensor, got {tile.type}")
    desc = _bind(op, tile.type, ctx)
    tx = tile_bytes(tile.type)
    if ctx.producer_token is not None:
        load = B.AsyncTiledTmaLoad(tile, desc.result, ctx.producer_token, op.coords, desc.tma_idx, tx,
                                   None, op.loc)
        return (desc, load)
    bar = B.AllocMBarrier(ctx.fresh(DialectType("nv_tileas", "mbarrier"), "mbar"), None, op.loc)
    return (
        desc, bar,
        B.MBarrierInit(bar.result, 1, op.loc),
        B.AsyncTiledTmaLoad(tile, desc.result, bar.result, op.coords, desc.tma_idx, tx, None, op.loc),
        # in a loop the barrier's slot is initialized again on the next iteration: end its life first
        B.MBarrierWait(bar.result, 0, op.loc, last_use=ctx.loops > 0),
    )


def _store(op: A.TiledStore, ctx: _Ctx) -> tuple[B.Op, ...]:
    _eligible(op, ctx)
    if op.results or op.offsets or op.token is not None:
        raise error(op.loc, "a TMA tiled_store takes no offsets or tokens and has no out-token")
    if not isinstance(op.tile.type, TensorType):
        raise error(op.loc, f"tiled_store tile must be a tensor, got {op.tile.type}")
    desc = _bind(op, op.tile.type, ctx)
    # in a loop the tile is written again on the next trip: its store is waited for at once there (a
    # wait delayed to the return would let the next trip's writes race with this store's reads) unless
    # the tile is a copy's in a loop, whose lowering waits for the thread's bulk groups before writing
    delay = (ctx.options.delay_store_wait and ctx.loops == 0) or (ctx.loops > 0 and op.tile in ctx.copied_in_loop)
    return (desc, B.AsyncTiledTmaStore(desc.result, op.tile, op.coords, desc.tma_idx, delay, op.loc))
