"""lower_tileas_body: smem -> body (spec 000, ConvertTileASToLLVM body phases).

    nv_tileaa.get_program_id       -> nvvm.read.ptx.sreg.ctaid.{x,y,z}
    nv_tileas.get_warpgroup_id     -> (tid.x - first thread of the agent) / 128
    nv_tileaa.make_memref          -> memref descriptor struct (insertvalue chain)
    nv_tileas.tiled_load  (ldg)    -> per-thread llvm.load, out-of-bounds lanes read padding_value
                                      (0 without one); non-weak mem_semantic is rejected
    nv_tileas.tiled_store (stg)    -> per-thread llvm.store (masked for blocked tiles)
    arith.addf/mulf/constant on register tiles -> per-element llvm ops on the fragment struct
    nv_tileas.extract_slice        -> llvm.getelementptr on the tile's shared address
    nv_tileas.dot (wgmma)          -> nvvm.wgmma.fence.aligned, nvvm.wgmma.mma_async per k-step,
                                      nvvm.wgmma.commit.group.sync.aligned, nvvm.wgmma.wait.group.sync.aligned 0
    nv_tileas.alloc_mbarrier       -> llvm.getelementptr @global_smem + offset
    nv_tileas.async.mbarrier_init  -> nvvm.mbarrier.init.shared (thread 0), fence, nvvm.barrier0
    nv_tileas.async.mbarrier_wait  -> nvvm.mbarrier.try_wait.parity.shared
    nv_tileas.async.tiled_tma_load -> [nvvm.mbarrier.arrive.expect_tx.shared] +
                                      nvvm.cp.async.bulk.tensor.shared.cluster.global (coords innermost first)
    nv_tileas.async.tiled_tma_store-> fence.proxy + nvvm.cp.async.bulk.tensor.global.shared.cta
                                      + commit group + wait group (read)
    nv_tileas.async.pipeline.agent_switch -> scf.if on the thread index (a TMA producer agent
                                      runs on its first thread only)
    producer_write (TMA-fed stage) -> prepends nvvm.mbarrier.arrive.expect_tx on the stage's
                                      full barrier with the bytes of every load in the region

Values whose type changes are handed on through
``builtin.unrealized_conversion_cast``: every lowered result is also cast
back to its old type under its old name, and an operand whose producer was
not lowered here is cast to its LLVM type where it is used;
``reconcile_casts`` removes the pairs.

Preconditions (checked or documented): blocked register tiles are used
outside agent regions (they spread over the whole CTA); a wgmma
accumulator store needs the tile inside the view (no masking); swizzled
tiles are sliced by rows (multiples of 8) only; a TMA load/store or
mbarrier op outside a single-thread agent is issued by thread 0, and an
``async.mbarrier_init`` runs on every thread of the CTA (it ends in a CTA
barrier).

A type inside the function body with no LLVM conversion rule (the
signature was converted by ``convert_func_to_llvm``) is the spec's
"region types conversion failed", located at the innermost op whose
types could not be converted.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from typing_extensions import assert_never

from ..ir.attributes import DenseElementsAttr
from ..ir.core import Block, Module, Region, Value, op_results, walk
from ..ir.diagnostics import error
from ..ir.location import Location
from ..ir.rewrite import Fresh
from ..ir.types import (
    I32, I64, DialectType, FloatType, LLVMPointerType, LLVMStructType, MemRefType, TensorType, Type,
    bit_width,
)
from ..languages import body as E
from ..languages import llvm as LL
from ..languages import smem as S
from ..languages import tileas as A
from ..languages import tileas_tma as B
from ..languages.structured import (
    AddF, AddI, AndI, CmpI, Constant, DivUI, IndexCast, MulF, MulI, RemUI, ScfFor, ScfIf, ScfYield,
    Select, SubI,
)
from ..lowering import wgmma
from ..lowering.tiles import numel, smem_swizzle, tensor_layout, tile_bytes
from ..lowering.emit import Emitter
from ..lowering.tiles import pipeline_layout
from ..lowering.type_converter import ConversionError, TypeConverter

ICmpP = LL.ICmpPredicate


@dataclass(frozen=True, slots=True)
class _Agent:
    """Where the ops being lowered run: the agent's first thread, and whether one thread runs them."""

    first_thread: int = 0
    single_thread: bool = False
    inside: bool = False


@dataclass
class _Fn:
    fresh: Fresh
    tc: TypeConverter
    defs: dict[str, Any]
    yield_slot: dict[str, int]
    tid: Value
    smem: Value | None
    vals: dict[str, Value] = field(default_factory=dict)
    delayed_store_wait: bool = False


def lower_tileas_body(m: Module[S.Op]) -> Module[E.Op]:
    has_smem = any(isinstance(o, LL.Global) and o.sym_name == "global_smem" for o in m.ops)
    return Module(tuple(_top(op, has_smem) for op in m.ops), m.attrs, m.loc)


def _top(op: S.Op, has_smem: bool) -> E.Op:
    match op:
        case LL.Global():
            return op
        case LL.LLVMFunc():
            return _func(op, has_smem)
        case _:
            raise error(op.loc, f"'{op.NAME}' is not allowed at module level")


def _func(f: LL.LLVMFunc[S.Op], has_smem: bool) -> E.Op:
    threads = f.reqntid[0] if f.reqntid else 128
    names = Fresh.names_in((f,))
    fresh = Fresh("v", names)
    defs: dict[str, Any] = {}
    yield_slot: dict[str, int] = {}
    for o in walk(f.body.blocks[0].ops):
        for v in op_results(o):
            defs[v.name] = o
        if isinstance(o, A.ProducerWrite):
            last = o.body.blocks[0].ops[-1]
            if isinstance(last, A.PipelineYield):
                for j, v in enumerate(last.values):
                    yield_slot[v.name] = j
    e = Emitter(fresh, f.loc)
    tid = e.v(I32, "tid")
    e.add(LL.ThreadIdX(tid, f.loc))
    smem: Value | None = None
    if has_smem:
        smem = e.v(LLVMPointerType(3), "smem")
        e.add(LL.AddressOf(smem, "global_smem", f.loc))
    ctx = _Fn(fresh, TypeConverter(threads), defs, yield_slot, tid, smem)
    entry = f.body.blocks[0]
    # the entry casts of convert_func_to_llvm come first, then the thread index and arena base
    n_casts = 0
    while n_casts < len(entry.ops) and isinstance(entry.ops[n_casts], LL.UnrealizedCast):
        n_casts += 1
    head: tuple[E.Op, ...] = tuple(_pass(o) for o in entry.ops[:n_casts])
    body_ops = head + tuple(e.ops) + _ops(entry.ops[n_casts:], ctx, _Agent())
    blocks = (Block(entry.label, entry.args, body_ops),) + tuple(
        Block(b.label, b.args, _ops(b.ops, ctx, _Agent())) for b in f.body.blocks[1:])
    return LL.with_body(f, Region(blocks))


def _pass(op: S.Op) -> E.Op:
    assert isinstance(op, LL.UnrealizedCast)
    return op


def _region(r: Region[S.Op], ctx: _Fn, agent: _Agent, prefix: tuple[E.Op, ...] = ()) -> Region[E.Op]:
    return Region(tuple(Block(b.label, b.args, (prefix if i == 0 else ()) + _ops(b.ops, ctx, agent))
                        for i, b in enumerate(r.blocks)))


def _ops(ops: tuple[S.Op, ...], ctx: _Fn, agent: _Agent) -> tuple[E.Op, ...]:
    out: list[E.Op] = []
    for op in ops:
        try:
            out.extend(_op(op, ctx, agent))
        except ConversionError:
            raise error(op.loc, "region types conversion failed") from None
    return tuple(out)


def _op(op: S.Op, ctx: _Fn, agent: _Agent) -> tuple[E.Op, ...]:
    e = Emitter(ctx.fresh, op.loc)
    match op:
        case A.GetProgramId():
            cls = (LL.BlockIdX, LL.BlockIdY, LL.BlockIdZ)[op.dim]
            e.add(cls(op.result, op.loc))
        case A.GetWarpgroupId():
            local = e.isub(ctx.tid, e.const(agent.first_thread)) if agent.first_thread else ctx.tid
            e.add(LL.UDiv(op.result, local, e.const(128), op.loc))
        case A.MakeMemref():
            _make_memref(op, ctx, e)
        case A.TiledLoad():
            _tiled_load(op, ctx, agent, e)
        case A.TiledStore():
            _tiled_store(op, ctx, agent, e)
        case A.ExtractSlice():
            _extract_slice(op, ctx, e)
        case A.Dot():
            _dot(op, ctx, e)
        case AddF() | MulF() if isinstance(op.result.type, TensorType):
            _elementwise(op, ctx, e)
        case Constant() if isinstance(op.result.type, TensorType):
            _tile_constant(op, ctx, e)
        case B.AllocMBarrier():
            _define(e, ctx, op.result, e.gep_bytes(_smem(ctx, op.loc), _offset(op.smem_offset, op.loc)))
        case B.MBarrierInit():
            bar = _get(e, ctx, op.mbarrier)
            inner = Emitter(ctx.fresh, op.loc)
            inner.add(LL.MBarrierInitShared(bar, inner.const(op.count), op.loc))
            inner.add(LL.FenceMBarrierInit(op.loc))
            _guard(e, ctx, agent, inner.ops)
            e.add(LL.Barrier0(op.loc))
        case B.MBarrierWait():
            bar = _get(e, ctx, op.mbarrier)
            _wait_parity(e, bar, e.const(op.phase))
        case B.AsyncTiledTmaLoad():
            _tma_load(op, ctx, agent, e)
        case B.AsyncTiledTmaStore():
            _tma_store(op, ctx, agent, e)
        case A.AgentSwitch():
            return _agent_switch(op, ctx)
        case A.ProducerWrite():
            return (A.ProducerWrite(op.token, _region(op.body, ctx, agent, _expect_tx(op, ctx)), op.loc),)
        case A.ConsumerRead():
            results, after = _carry_out(ctx, op.results, op.loc)
            e.add(A.ConsumerRead(results, op.token, _region(op.body, ctx, agent), op.loc))
            e.ops.extend(after)
        case ScfFor():
            inits = tuple(_get_carried(e, ctx, v) for v in op.inits)
            blk = op.body.blocks[0]
            args, prefix = _carry_out(ctx, blk.args, op.loc)
            body = Region((Block(blk.label, args, prefix + _ops(blk.ops, ctx, agent)),))
            results, after = _carry_out(ctx, op.results, op.loc)
            e.add(ScfFor(results, op.lower, op.upper, op.step, inits, body, op.loc))
            e.ops.extend(after)
        case ScfIf():
            results, after = _carry_out(ctx, op.results, op.loc)
            e.add(ScfIf(results, op.cond, _region(op.then_region, ctx, agent),
                        _region(op.else_region, ctx, agent), op.loc))
            e.ops.extend(after)
        case ScfYield():
            e.add(ScfYield(tuple(_get_carried(e, ctx, v) for v in op.values), op.loc))
        case A.PipelineYield():
            e.add(A.PipelineYield(tuple(_get_carried(e, ctx, v) for v in op.values), op.loc))
        case LL.LLVMReturn():
            if ctx.delayed_store_wait:
                inner = Emitter(ctx.fresh, op.loc)
                inner.add(LL.CpAsyncBulkWaitGroup(0, True, op.loc))
                _guard(e, ctx, agent, inner.ops)
            e.add(op)
        case LL.LLVMFunc():
            raise error(op.loc, "nested functions are not supported")
        case (A.CreatePipeline() | A.CreateIterator() | A.IncIter() | A.ProducerAcquire()
              | A.ProducerCommit() | A.ConsumerWait() | A.ConsumerRelease()
              | LL.UnrealizedCast() | LL.Global()
              | Constant() | AddI() | SubI() | MulI() | DivUI() | RemUI() | AndI() | AddF() | MulF()
              | CmpI() | Select() | IndexCast()):
            return (op,)
        case _:
            assert_never(op)
    return tuple(e.ops)


# -- value plumbing --------------------------------------------------------


def _get(e: Emitter, ctx: _Fn, v: Value) -> Value:
    """The LLVM-typed value standing for ``v`` here."""
    got = ctx.vals.get(v.name)
    if got is not None:
        return got
    t = ctx.tc.convert(v.type)
    return v if t == v.type else e.cast(v, t)


def _get_carried(e: Emitter, ctx: _Fn, v: Value) -> Value:
    """``v`` as a region-carried value: register tiles travel as their LLVM struct, the rest unchanged."""
    return _get(e, ctx, v) if tensor_layout(v.type) is not None else v


def _carry_out(ctx: _Fn, vals: tuple[Value, ...], loc: Location) -> tuple[tuple[Value, ...], tuple[E.Op, ...]]:
    """Retype the register tiles among ``vals`` (results, block arguments) to their LLVM structs.

    Returns the new values and the casts that keep each old name defined.
    """
    out: list[Value] = []
    casts: list[E.Op] = []
    for v in vals:
        if tensor_layout(v.type) is None:
            out.append(v)
            continue
        new = ctx.fresh(ctx.tc.convert(v.type), v.name + "_")
        ctx.vals[v.name] = new
        casts.append(LL.UnrealizedCast((v,), (new,), loc))
        out.append(new)
    return tuple(out), tuple(casts)


def _define(e: Emitter, ctx: _Fn, old: Value, new: Value) -> None:
    """``new`` stands for ``old`` from here on; ``old`` stays defined through a cast back."""
    ctx.vals[old.name] = new
    e.cast(new, old.type, old.name)


def _smem(ctx: _Fn, loc: Location) -> Value:
    if ctx.smem is None:
        raise error(loc, "shared memory is used but @global_smem was not synthesized")
    return ctx.smem


def _offset(off: int | None, loc: Location) -> int:
    if off is None:
        raise error(loc, "no shared-memory offset was assigned (synthesize_global_smem runs first)")
    return off


def _guard(e: Emitter, ctx: _Fn, agent: _Agent, ops: list[Any]) -> None:
    """Run ``ops`` on one thread: directly inside a single-thread agent, else under tid == first."""
    if agent.single_thread:
        e.ops.extend(ops)
        return
    is_first = e.icmp(ICmpP.EQ, ctx.tid, e.const(agent.first_thread))
    e.add(_if(is_first, tuple(ops), e.loc))


def _if(cond: Value, then_ops: tuple[Any, ...], loc: Location) -> ScfIf[E.Op]:
    return ScfIf((), cond, Region((Block("", (), then_ops + (ScfYield((), loc),)),)),
                 Region((Block("", (), (ScfYield((), loc),)),)), loc)


def _wait_parity(e: Emitter, bar: Value, parity: Value) -> None:
    e.add(LL.MBarrierTryWaitParityShared(bar, parity, e.const(0x989680), e.loc))


# -- memory views and register tiles ----------------------------------------


def _make_memref(op: A.MakeMemref, ctx: _Fn, e: Emitter) -> None:
    t = ctx.tc.convert(op.result.type)
    assert isinstance(t, LLVMStructType)
    base = _get(e, ctx, op.base)
    sizes = [e.sext(_get(e, ctx, s), I64) for s in op.sizes]
    strides: list[Value] = [e.const(1, I64)]
    for s in reversed(sizes[1:]):
        strides.insert(0, e.imul(strides[0], s))
    d = e.undef(t)
    d = e.insert(d, base, 0)
    d = e.insert(d, base, 1)
    d = e.insert(d, e.const(0, I64), 2)
    for i, s in enumerate(sizes):
        d = _insert_at(e, d, s, (3, i))
    for i, s in enumerate(strides):
        d = _insert_at(e, d, s, (4, i))
    _define(e, ctx, op.result, d)


def _insert_at(e: Emitter, agg: Value, v: Value, pos: tuple[int, ...]) -> Value:
    r = e.v(agg.type, "agg")
    e.add(LL.InsertValue(r, agg, v, pos, e.loc))
    return r


def _extract_at(e: Emitter, agg: Value, t: Type, pos: tuple[int, ...]) -> Value:
    r = e.v(t, "e")
    e.add(LL.ExtractValue(r, agg, pos, e.loc))
    return r


@dataclass(frozen=True, slots=True)
class _View:
    base: Value
    sizes: tuple[Value, ...]
    strides: tuple[Value, ...]
    element: Type


def _view(e: Emitter, ctx: _Fn, v: Value) -> _View:
    assert isinstance(v.type, MemRefType)
    d = _get(e, ctx, v)
    rank = len(v.type.shape)
    assert isinstance(d.type, LLVMStructType)
    base = _extract_at(e, d, d.type.fields[1], (1,))
    sizes = tuple(_extract_at(e, d, I64, (3, i)) for i in range(rank))
    strides = tuple(_extract_at(e, d, I64, (4, i)) for i in range(rank))
    return _View(base, sizes, strides, v.type.element)


def _blocked_coords(e: Emitter, ctx: _Fn, tile: TensorType, j: int) -> list[Value]:
    """The in-tile coordinates (i64) of thread-local element ``j`` of a blocked tile."""
    lin = e.add_c(e.zext(ctx.tid, I64), j * ctx.tc.threads)
    coords: list[Value] = []
    for d in reversed(tile.shape[1:]):
        coords.insert(0, e.urem(lin, e.const(d, I64)))
        lin = e.udiv(lin, e.const(d, I64))
    coords.insert(0, lin)
    return coords


def _address(e: Emitter, view: _View, origin: list[Value], coords: list[Value]) -> tuple[Value, Value]:
    """(element address, in-bounds predicate) of ``origin + coords`` in ``view``."""
    off: Value | None = None
    inb: Value | None = None
    for o, c, size, stride in zip(origin, coords, view.sizes, view.strides):
        idx = e.iadd(o, c)
        ok = e.icmp(ICmpP.ULT, idx, size)
        inb = ok if inb is None else e.and_(inb, ok)
        term = e.imul(idx, stride)
        off = term if off is None else e.iadd(off, term)
    assert off is not None and inb is not None
    return e.gep_elems(view.base, view.element, off), inb


def _origin(e: Emitter, ctx: _Fn, coords: tuple[Value, ...]) -> list[Value]:
    return [e.sext(_get(e, ctx, c), I64) for c in coords]


def _tiled_load(op: A.TiledLoad, ctx: _Fn, agent: _Agent, e: Emitter) -> None:
    tile = op.results[0]
    if op.atom is not A.Atom.LDG or tensor_layout(tile.type) != "blocked" or len(op.results) != 1:
        raise error(op.loc, f"tiled_load with atom {op.atom.value} into {tile.type} is not supported here")
    if agent.inside:
        raise error(op.loc, "a blocked tile spreads over the whole CTA; it cannot be loaded inside an agent")
    assert isinstance(tile.type, TensorType)
    _plain_semantics(op)
    view = _view(e, ctx, op.view)
    origin = _origin(e, ctx, op.coords)
    zero = _padding(e, view.element, op.padding_value)
    vals = []
    for j in range(ctx.tc.per_thread(tile.type)):
        addr, inb = _address(e, view, origin, _blocked_coords(e, ctx, tile.type, j))
        safe = e.select(inb, addr, view.base)   # out-of-bounds lanes read the first element ...
        vals.append(e.select(inb, e.load(safe, view.element), zero))  # ... and keep 0
    t = ctx.tc.convert(tile.type)
    assert isinstance(t, LLVMStructType)
    _define(e, ctx, tile, e.pack(t, vals))


_PAD_VALUES = {A.Padding.ZERO: 0.0, A.Padding.NEG_ZERO: -0.0, A.Padding.NAN: float("nan"),
               A.Padding.POS_INF: float("inf"), A.Padding.NEG_INF: float("-inf")}


def _padding(e: Emitter, t: Type, pad: A.Padding | None) -> Value:
    """What an out-of-bounds lane reads: ``padding_value`` (the verifier allows the special
    values for float elements only), zero when there is none."""
    if pad is None or pad is A.Padding.ZERO or not isinstance(t, FloatType):
        return _zero(e, t)
    return e.fconst(_PAD_VALUES[pad], t)


def _plain_semantics(op: A.TiledLoad | A.TiledStore) -> None:
    """Register-tile loads and stores lower to plain ``ld``/``st``: weak semantics only."""
    sem = op.mem_semantic
    if sem is not None and sem is not A.MemSemantic.WEAK:
        raise error(op.loc, f"'{op.NAME}' with mem_semantic \"{sem.value}\" has no lowering in nanotile yet "
                            "(only weak loads and stores are lowered)")


def _zero(e: Emitter, t: Type) -> Value:
    if isinstance(t, FloatType):
        return e.fconst(0.0, t)
    from ..ir.types import IntegerType

    assert isinstance(t, IntegerType)
    return e.const(0, t)


def _tiled_store(op: A.TiledStore, ctx: _Fn, agent: _Agent, e: Emitter) -> None:
    if op.atom is not A.Atom.STG or op.results:
        raise error(op.loc, f"tiled_store with atom {op.atom.value} is not supported here")
    _plain_semantics(op)
    assert isinstance(op.tile.type, TensorType)
    layout = tensor_layout(op.tile.type)
    view = _view(e, ctx, op.view)
    origin = _origin(e, ctx, op.coords)
    vals = e.unpack(_get(e, ctx, op.tile))
    if layout == "blocked":
        if agent.inside:
            raise error(op.loc, "a blocked tile spreads over the whole CTA; it cannot be stored inside an agent")
        for j, v in enumerate(vals):
            addr, inb = _address(e, view, origin, _blocked_coords(e, ctx, op.tile.type, j))
            inner = Emitter(ctx.fresh, op.loc)
            inner.store(v, addr)
            e.add(_if(inb, tuple(inner.ops), op.loc))
    elif layout == "wgmma_acc":
        _store_accumulator(op, ctx, agent, e, view, origin, vals)
    else:
        raise error(op.loc, f"tiled_store of {op.tile.type} is not supported")


def _store_accumulator(op: A.TiledStore, ctx: _Fn, agent: _Agent, e: Emitter, view: _View,
                       origin: list[Value], vals: list[Value]) -> None:
    """The m64nNk16 D fragment: value r of lane l in warp w sits at
    row w*16 + l/4 + 8*((r/2)%2), column (r/4)*8 + (l%4)*2 + r%2."""
    if len(origin) != 2:
        raise error(op.loc, "a wgmma accumulator is stored into a rank-2 view")
    t = e.urem(e.isub(ctx.tid, e.const(agent.first_thread)) if agent.first_thread else ctx.tid, e.const(128))
    warp, lane = e.udiv(t, e.const(32)), e.urem(t, e.const(32))
    row = e.iadd(e.mul_c(warp, 16), e.udiv(lane, e.const(4)))
    col = e.mul_c(e.urem(lane, e.const(4)), 2)
    r0 = e.iadd(origin[0], e.zext(row, I64))
    c0 = e.iadd(origin[1], e.zext(col, I64))
    base_off = e.iadd(e.imul(r0, view.strides[0]), c0)
    eight_rows = e.mul_c(view.strides[0], 8)
    for r, v in enumerate(vals):
        off = base_off
        if (r >> 1) & 1:
            off = e.iadd(off, eight_rows)
        off = e.add_c(off, (r >> 2) * 8 + (r & 1))
        e.store(v, e.gep_elems(view.base, view.element, off))


def _elementwise(op: AddF | MulF, ctx: _Fn, e: Emitter) -> None:
    a = e.unpack(_get(e, ctx, op.lhs))
    b = e.unpack(_get(e, ctx, op.rhs))
    cls = LL.FAdd if isinstance(op, AddF) else LL.FMul
    t = ctx.tc.convert(op.result.type)
    assert isinstance(t, LLVMStructType)
    _define(e, ctx, op.result, e.pack(t, [e.binop(cls, x, y) for x, y in zip(a, b)]))


def _tile_constant(op: Constant, ctx: _Fn, e: Emitter) -> None:
    v = op.value
    t = ctx.tc.convert(op.result.type)
    if not isinstance(v, DenseElementsAttr) or len(v.values) != 1 or not isinstance(t, LLVMStructType):
        raise error(op.loc, "only splat constants of register tiles are supported")
    elem = t.fields[0]
    c = e.fconst(float(v.values[0]), elem) if isinstance(elem, FloatType) else e.const(int(v.values[0]), I32)
    _define(e, ctx, op.result, e.pack(t, [c] * len(t.fields)))


# -- shared-memory tiles and WGMMA -------------------------------------------


def _extract_slice(op: A.ExtractSlice, ctx: _Fn, e: Emitter) -> None:
    src_t = op.source.type
    if smem_swizzle(src_t) is None or not isinstance(src_t, TensorType):
        raise error(op.loc, f"extract_slice of {src_t} is not supported (shared-memory tiles only)")
    elem_bytes = bit_width(src_t.element) // 8
    off: Value | None = None
    pitch = 1
    for o, d in zip(reversed(op.offsets), reversed(src_t.shape)):
        term = e.mul_c(_get(e, ctx, o), pitch * elem_bytes)
        off = term if off is None else e.iadd(off, term)
        pitch *= d
    base = _get(e, ctx, op.source)
    _define(e, ctx, op.result, e.gep_bytes(base, off if off is not None else 0))


def _dot(op: A.Dot, ctx: _Fn, e: Emitter) -> None:
    a_t, b_t, acc_t = op.lhs.type, op.rhs.type, op.acc.type
    if op.atom is not A.Atom.WGMMA or not (isinstance(a_t, TensorType) and isinstance(b_t, TensorType)
                                             and isinstance(acc_t, TensorType)):
        raise error(op.loc, f"dot with atom {op.atom.value} is not supported")
    sw_a, sw_b = smem_swizzle(a_t), smem_swizzle(b_t)
    m, k = a_t.shape
    n = b_t.shape[0]
    if m != 64 or b_t.shape[1] != k or acc_t.shape != (64, n) or k % 16:
        raise error(op.loc, f"wgmma needs A 64xK, B NxK, C 64xN with K % 16 == 0; got {a_t}, {b_t}, {acc_t}")
    for sw, t in ((sw_a, a_t), (sw_b, b_t)):
        if sw not in wgmma.SWIZZLE_MODE or k * bit_width(t.element) // 8 != sw:
            raise error(op.loc, f"wgmma operands must be K-major with rows exactly one swizzle wide; got {t}")
    assert sw_a is not None and sw_b is not None
    hi_a = e.const(wgmma.descriptor_high_bits(sw_a, 16, 8 * sw_a), I64)
    hi_b = e.const(wgmma.descriptor_high_bits(sw_b, 16, 8 * sw_b), I64)
    start_a = _start_field(e, _get(e, ctx, op.lhs))
    start_b = _start_field(e, _get(e, ctx, op.rhs))
    acc = _get(e, ctx, op.acc)
    e.add(LL.WgmmaFenceAligned(op.loc))
    for step in range(k // 16):
        da = e.or_(e.add_c(start_a, step * 2), hi_a)   # 32 bytes per k-step, in 16-byte units
        db = e.or_(e.add_c(start_b, step * 2), hi_b)
        nxt = e.v(acc.type, "acc")
        e.add(LL.wgmma_f16_f32(nxt, acc, da, db, n, a_t.element, op.loc))
        acc = nxt
    e.add(LL.WgmmaCommitGroupSyncAligned(op.loc))
    e.add(LL.WgmmaWaitGroupSyncAligned(0, op.loc))
    _define(e, ctx, op.result, acc)


def _start_field(e: Emitter, addr: Value) -> Value:
    a = e.ptrtoint(addr, I64)
    return e.lshr(e.and_(a, e.const(0x3FFFF, I64)), e.const(4, I64))


# -- TMA ---------------------------------------------------------------------


def _stage(e: Emitter, ctx: _Fn, token: Value) -> tuple[Value, Value, Type]:
    """(pipeline base pointer, slot index) for a producer token, and the pipeline type."""
    acq = ctx.defs.get(token.name)
    if not isinstance(acq, A.ProducerAcquire):
        raise error(e.loc, f"producer token %{token.name} does not come from producer_acquire")
    base = _get(e, ctx, acq.pipeline)
    slot = e.lshr(_get(e, ctx, token), e.const(1))
    return base, slot, acq.pipeline.type


def _tma_load(op: B.AsyncTiledTmaLoad, ctx: _Fn, agent: _Agent, e: Emitter) -> None:
    desc = _get(e, ctx, op.desc)
    coords = tuple(_get(e, ctx, c) for c in reversed(op.coords))
    bar_t = op.mbarrier.type
    issue = Emitter(ctx.fresh, op.loc)
    if isinstance(bar_t, DialectType) and bar_t.name == "producer_token":
        base, slot, pipe_t = _stage(e, ctx, op.mbarrier)
        lay = pipeline_layout(pipe_t)
        j = ctx.yield_slot.get(op.result.name)
        if j is None:
            raise error(op.loc, "a TMA load inside producer_write must be yielded to the stage")
        dst = e.gep_bytes(base, e.add_c(e.mul_c(slot, lay.strides[j]), lay.buffers[j]))
        bar = e.gep_bytes(base, e.add_c(e.mul_c(slot, 8), lay.full))
    else:
        dst = e.gep_bytes(_smem(ctx, op.loc), _offset(op.smem_offset, op.loc))
        bar = _get(e, ctx, op.mbarrier)
        issue.add(LL.MBarrierArriveExpectTxShared(bar, issue.const(op.tx_count), None, op.loc))
    issue.add(LL.CpAsyncBulkTensorGlobalToShared(dst, desc, coords, bar, (), None, None, None, op.loc))
    _guard(e, ctx, agent, issue.ops)
    _define(e, ctx, op.result, dst)


def _tma_store(op: B.AsyncTiledTmaStore, ctx: _Fn, agent: _Agent, e: Emitter) -> None:
    desc = _get(e, ctx, op.desc)
    src = _get(e, ctx, op.tile)
    coords = tuple(_get(e, ctx, c) for c in reversed(op.coords))
    issue = Emitter(ctx.fresh, op.loc)
    issue.add(LL.FenceProxyAsyncSharedCta(op.loc))
    issue.add(LL.CpAsyncBulkTensorSharedToGlobal(desc, src, coords, None, op.loc))
    issue.add(LL.CpAsyncBulkCommitGroup(op.loc))
    if op.delay_wait:
        ctx.delayed_store_wait = True
    else:
        issue.add(LL.CpAsyncBulkWaitGroup(0, True, op.loc))
    _guard(e, ctx, agent, issue.ops)


def _expect_tx(op: A.ProducerWrite[S.Op], ctx: _Fn) -> tuple[E.Op, ...]:
    """The stage's expect-tx arrival, made once before its TMA loads are issued."""
    loads = [o for o in walk(op.body.blocks[0].ops) if isinstance(o, B.AsyncTiledTmaLoad)]
    if not loads:
        return ()
    e = Emitter(ctx.fresh, op.loc)
    base, slot, pipe_t = _stage(e, ctx, op.token)
    lay = pipeline_layout(pipe_t)
    bar = e.gep_bytes(base, e.add_c(e.mul_c(slot, 8), lay.full))
    e.add(LL.MBarrierArriveExpectTxShared(bar, e.const(sum(x.tx_count for x in loads)), None, op.loc))
    return tuple(e.ops)


# -- agents ------------------------------------------------------------------


def _agent_switch(op: A.AgentSwitch[S.Op], ctx: _Fn) -> tuple[E.Op, ...]:
    if len(op.agent_warps) != 2:
        raise error(op.loc, "agent_switch needs agent_warps for its two regions")
    producer_threads = 32 * op.agent_warps[0]
    if 32 * sum(op.agent_warps) != ctx.tc.threads:
        raise error(op.loc, f"agent_warps {list(op.agent_warps)} do not add up to the kernel's "
                            f"{ctx.tc.threads // 32} warps")
    single = _tma_only(op.producer)
    e = Emitter(ctx.fresh, op.loc)
    in_producer = e.icmp(ICmpP.ULT, ctx.tid, e.const(producer_threads))
    prod = _agent_region(op.producer, ctx, _Agent(0, single, True))
    if single:
        leader = Emitter(ctx.fresh, op.loc)
        is_leader = leader.icmp(ICmpP.EQ, ctx.tid, leader.const(0))
        leader.add(_if(is_leader, prod, op.loc))
        prod = tuple(leader.ops)
    cons = _agent_region(op.consumer, ctx, _Agent(producer_threads, False, True))
    e.add(ScfIf((), in_producer, Region((Block("", (), prod + (ScfYield((), op.loc),)),)),
                Region((Block("", (), cons + (ScfYield((), op.loc),)),)), op.loc))
    return tuple(e.ops)


def _agent_region(r: Region[S.Op], ctx: _Fn, agent: _Agent) -> tuple[E.Op, ...]:
    if len(r.blocks) != 1:
        raise error(r.blocks[1].ops[0].loc if r.blocks[1].ops else Location("", 0, 0),
                    "agent regions have one block")
    ops = r.blocks[0].ops
    last = ops[-1] if ops else None
    if not isinstance(last, A.PipelineYield) or last.values:
        raise error(last.loc if last is not None else Location("", 0, 0),
                    "an agent region ends in an empty nv_tileas.async.pipeline.yield")
    return _ops(ops[:-1], ctx, agent)


def _tma_only(r: Region[S.Op]) -> bool:
    """A producer whose memory traffic is TMA only runs on one elected thread."""
    ops = list(walk(r.blocks[0].ops))
    return any(isinstance(o, B.AsyncTiledTmaLoad) for o in ops) and not any(
        isinstance(o, (A.TiledLoad, A.TiledStore, A.Dot)) for o in ops)


_ = (numel, tile_bytes)
