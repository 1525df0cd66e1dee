"""lower_register_tiles: ids -> regtiles (spec 000, ConvertTileASToLLVM: register tiles).

A register tile is an LLVM struct of the fragment each thread holds
(``TypeConverter.per_thread`` elements).

    nv_tileas.tiled_load  (ldg, blocked)  -> per-thread llvm.load; out-of-bounds lanes read
                                             padding_value (0 without one); non-weak mem_semantic
                                             is rejected
    nv_tileas.tiled_store (stg, blocked)  -> per-thread llvm.store, masked by scf.if
    nv_tileas.tiled_store (stg, wgmma_acc)-> [nvvm.wgmma.wait.group.sync.aligned 0 where a dot has a
                                             pipeline_depth] llvm.store of each m64nNk16 D-fragment value, masked by
                                             the view's bounds unless in_bounds says all dimensions are
    nv_tileas.tiled_store (stg, tmem_32x32b) -> llvm.store of the thread's row (tcgen05.ld 32x32b layout),
                                             masked by the view's bounds (the row once, each column)
                                             unless in_bounds says all dimensions are; 4-element
                                             stores where the row is inside and aligned
    nv_tileas.copy (wgmma_acc -> shared)  -> [wgmma wait] st.shared.v2 of each D-fragment pair into the
                                             warpgroup's tile (swizzled addresses where the tile is),
                                             fence.proxy.async, bar.sync of the warpgroup
    nv_tileas.extract_slice of a wgmma_acc register tile (columns, constant offsets)
                                          -> [wgmma wait] the struct of the thread's values in them
    arith.addf/mulf on register tiles     -> per-element llvm.fadd/fmul on the fragment struct
    arith.constant (splat) register tile  -> the struct of one constant per element
    arith.truncf on a register tile       -> per-element llvm.fptrunc (same layout); of a WGMMA
                                             accumulator to f16/bf16, pairs by one packed cvt (inline asm)
    scf.for / scf.if / consumer_read      -> register-tile results and block arguments carried as
                                             their structs (casts keep the old names defined)

The layouts' addressing (views, element coordinates, the WGMMA D fragment and
tcgen05 row stores) lives in ``lowering/register_tiles.py``; this pass says
which op becomes what.

Preconditions: blocked register tiles are used outside agents (they spread
over the whole CTA).
"""

from __future__ import annotations

from collections import Counter
from typing import Any, assert_never

from ..ir.attributes import DenseElementsAttr
from ..ir.core import Block, Module, Region, op_operands, walk
from ..ir.diagnostics import error
from ..ir.rewrite import reads_any
from ..ir.types import F32, I32, FloatType, LLVMStructType, TensorType
from ..languages import ids as I
from ..languages import llvm as LL
from ..languages import regtiles as R
from ..languages import tileas as A
from ..languages.structured import AddF, Constant, MulF, ScfFor, ScfIf, ScfYield, TruncF
from ..lowering.conversion import Conversion, GuardOp, Lowering, Threads, if_then, lower_functions
from ..lowering.emit import Emitter
from ..lowering import register_tiles as RT
from ..lowering.tcgen05 import PACKED_CVT
from ..lowering.tiles import tensor_layout


REWRITES: frozenset[type] = frozenset({A.TiledLoad, A.TiledStore, A.Copy, A.ExtractSlice, AddF, MulF, Constant, TruncF, A.ConsumerRead,
                                       ScfFor, ScfIf, ScfYield, A.PipelineYield})
"""The classes ``_rule`` rewrites (its arms); it returns every other op as it is, its regions lowered."""


def lower_register_tiles(m: Module[I.Op]) -> Module[R.Op]:
    return lower_functions(m, _rule, "r", rewrites=REWRITES, finish=_drop_read_views)


def _drop_read_views(low: Lowering[Any, Any], ops: tuple[R.Op, ...]) -> tuple[R.Op, ...]:
    """The entry block's memref descriptors (``lower_ids_and_memrefs``' cast of an undef + insertvalue
    chain) whose every reader the pass lowered through a ``view`` that found each field in the chain: the
    cast and the chain go (nothing reads them any more: what reconcile_casts and dce took out).  A chain
    value something else reads stops the walk there."""
    views: dict[str, int] = low.env.get("views", {})
    if not views:
        return ops
    conv = low.conv
    top = {id(o) for o in ops}
    chains: list[tuple[str, int, list[Any]]] = []   # (memref, its lowered reads, the cast and its chain)
    for name, n in views.items():
        c = conv.definition(name)
        if isinstance(c, LL.UnrealizedCast) and id(c) in top:
            chain: list[Any] = [c]
            d = conv.definition(c.inputs[0].name)
            while isinstance(d, (LL.InsertValue, LL.Undef)) and id(d) in top:
                chain.append(d)
                d = conv.definition(d.container.name) if isinstance(d, LL.InsertValue) else None
            chains.append((name, n, chain))
    names = {o.results[0].name if isinstance(o, LL.UnrealizedCast) else o.result.name
             for _, _, chain in chains for o in chain}
    reads: Counter[str] = Counter()
    tests: dict[type, Any] = {}
    for o in walk(conv.defining):   # (the input: the pass's own ops read no chain value)
        cls = type(o)
        r = tests.get(cls, tests)
        if r is tests:
            r = tests[cls] = reads_any(cls)
        if r is not None and r(o, names):
            reads.update(v.name for v in op_operands(o) if v.name in names)
    dead: set[int] = set()
    for name, n, chain in chains:
        if reads[name] != n:
            continue
        dead.add(id(chain[0]))
        for d in chain[1:]:
            if reads[d.result.name] != 1:
                break
            dead.add(id(d))
    return tuple(o for o in ops if id(o) not in dead) if dead else ops


def _read_through(low: Lowering[Any, Any], v: Any, view: RT.View) -> None:
    """Count a memref read by a lowered op through a ``view`` that found every field in its chain."""
    if view.whole:
        views = low.env.setdefault("views", {})
        views[v.name] = views.get(v.name, 0) + 1


def _rule(op: I.Op, low: Lowering[I.Op, R.Op], threads: Threads) -> tuple[R.Op, ...] | None:
    if R.is_passthrough_for_lower_register_tiles(op):
        return (op,)
    conv = low.conv
    e = low.emitter(op.loc)
    match op:
        case A.TiledLoad():
            _read_through(low, op.view, _tiled_load(op, conv, threads, e))
        case A.TiledStore():
            _read_through(low, op.view, _tiled_store(op, conv, threads, e))
        case A.Copy():
            conv.define(e, op.result, RT.copy_accumulator_to_shared(op, conv, threads, e))
        case A.ExtractSlice() if tensor_layout(op.source.type) is not None:
            RT.slice_accumulator(op, conv, e)
        case AddF() | MulF() if isinstance(op.result.type, TensorType):
            _elementwise(op, conv, e)
        case Constant() if isinstance(op.result.type, TensorType):
            _tile_constant(op, conv, e)
        case TruncF() if isinstance(op.result.type, TensorType):
            _truncf(op, conv, e)
        case A.ConsumerRead():
            results, after = conv.carry_out(op.results, op.loc)
            region = low.region(op.body, threads)
            if results is op.results and region is op.body:
                return (low.unchanged(op),)   # carries no register tile, holds nothing lowered
            e.add(A.ConsumerRead(results, op.token, region, op.loc))
            e.ops.extend(after)
        case ScfFor():
            inits = tuple(conv.get_carried(e, v) for v in op.inits)
            blk = op.body.blocks[0]
            args, prefix = conv.carry_out(blk.args, op.loc)
            ops = low.ops(blk.ops, threads)
            results, after = conv.carry_out(op.results, op.loc)
            if not e.ops and args is blk.args and ops is blk.ops and results is op.results:
                return (low.unchanged(op),)
            body = Region((Block(blk.label, args, prefix + ops),))
            e.add(ScfFor(results, op.lower, op.upper, op.step, inits, body, op.loc))
            e.ops.extend(after)
        case ScfIf():
            then_t, else_t = conv.branch_threads(op, threads)
            results, after = conv.carry_out(op.results, op.loc)
            then_r, else_r = low.region(op.then_region, then_t), low.region(op.else_region, else_t)
            if results is op.results and then_r is op.then_region and else_r is op.else_region:
                return (low.unchanged(op),)
            e.add(ScfIf(results, op.cond, then_r, else_r, op.loc))
            e.ops.extend(after)
        case ScfYield():
            values = tuple(conv.get_carried(e, v) for v in op.values)
            if not e.ops and all(a is b for a, b in zip(values, op.values)):
                return (op,)
            e.add(ScfYield(values, op.loc))
        case A.PipelineYield():
            values = tuple(conv.get_carried(e, v) for v in op.values)
            if not e.ops and all(a is b for a, b in zip(values, op.values)):
                return (op,)
            e.add(A.PipelineYield(values, op.loc))
        case Constant() | AddF() | MulF() | TruncF():
            return (op,)   # on scalars
        case A.ExtractSlice():
            return (op,)   # of a shared tile: lower_wgmma's
        case LL.LLVMFunc() | A.ProducerWrite():
            return (low.rebuilt(op, threads),)
        case _:
            assert_never(op)
    return tuple(e.ops)


def _tiled_load(op: A.TiledLoad, conv: Conversion, threads: Threads, e: Emitter[R.Op]) -> RT.View:
    tile = op.results[0]
    if op.atom is not A.Atom.LDG or tensor_layout(tile.type) != "blocked" or len(op.results) != 1:
        raise error(op.loc, f"tiled_load with atom {op.atom.value} into {tile.type} is not supported here")
    if threads.inside:
        raise error(op.loc, "a blocked tile spreads over the whole CTA; it cannot be loaded inside an agent")
    assert isinstance(tile.type, TensorType)
    RT.plain_semantics(op)
    view = RT.view(e, conv, op.view)
    origin = RT.origin(e, conv, op.coords)
    zero = RT.padding(e, view.element, op.padding_value)
    vals = []
    for j in range(conv.tc.per_thread(tile.type)):
        addr, inb = RT.address(e, view, origin, RT.blocked_coords(e, conv, tile.type, j))
        safe = e.select(inb, addr, view.base)   # out-of-bounds lanes read the first element ...
        vals.append(e.select(inb, e.load(safe, view.element), zero))  # ... and keep the padding
    t = conv.tc.convert(tile.type)
    assert isinstance(t, LLVMStructType)
    conv.define(e, tile, e.pack(t, vals))
    return view


def _tiled_store(op: A.TiledStore, conv: Conversion, threads: Threads, e: Emitter[R.Op]) -> RT.View:
    if op.atom is not A.Atom.STG or op.results:
        raise error(op.loc, f"tiled_store with atom {op.atom.value} is not supported here")
    RT.plain_semantics(op)
    assert isinstance(op.tile.type, TensorType)
    layout = tensor_layout(op.tile.type)
    view = RT.view(e, conv, op.view)
    origin = RT.origin(e, conv, op.coords)
    vals = e.unpack(conv.get(e, op.tile))
    if layout == "blocked":
        if threads.inside:
            raise error(op.loc, "a blocked tile spreads over the whole CTA; it cannot be stored inside an agent")
        for j, v in enumerate(vals):
            addr, inb = RT.address(e, view, origin, RT.blocked_coords(e, conv, op.tile.type, j))
            inner: Emitter[GuardOp] = Emitter(conv.fresh, op.loc)
            inner.store(v, addr)
            e.add(if_then(inb, tuple(inner.ops), op.loc))
    elif layout == "wgmma_acc":
        RT.store_accumulator(op, conv, threads, e, view, origin, vals)
    elif layout == "tmem_32x32b":
        RT.store_tmem_rows(op, conv, e, view, origin, vals)
    else:
        raise error(op.loc, f"tiled_store of {op.tile.type} is not supported")
    return view


def _elementwise(op: AddF | MulF, conv: Conversion, e: Emitter[R.Op]) -> None:
    if tensor_layout(op.result.type) == "wgmma_acc":
        RT.wait_for_accumulators(conv, e)
    a = e.unpack(conv.get(e, op.lhs))
    b = e.unpack(conv.get(e, op.rhs))
    cls = LL.FAdd if isinstance(op, AddF) else LL.FMul
    t = conv.tc.convert(op.result.type)
    assert isinstance(t, LLVMStructType)
    conv.define(e, op.result, e.pack(t, [e.binop(cls, x, y) for x, y in zip(a, b)]))


def _truncf(op: TruncF, conv: Conversion, e: Emitter[R.Op]) -> None:
    acc = tensor_layout(op.arg.type) == "wgmma_acc"
    if acc:
        RT.wait_for_accumulators(conv, e)
    t = conv.tc.convert(op.result.type)
    assert isinstance(t, LLVMStructType)
    xs = e.unpack(conv.get(e, op.arg))
    src = op.arg.type
    out = t.fields[0] if t.fields else None
    packed = PACKED_CVT.get(str(out)) if acc and isinstance(src, TensorType) and src.element == F32 else None
    vals = []
    if packed is not None and out is not None and len(xs) % 2 == 0:
        pair_t = LLVMStructType((out, out))
        for i in range(0, len(xs), 2):   # an accumulator: converted in pairs (PACKED_CVT says why)
            pair = e.v(pair_t, "tr")
            e.add(LL.InlineAsm((pair,), (xs[i], xs[i + 1]), packed, "=h,=h,f,f", False, op.loc))
            vals += [e.extract(pair, 0), e.extract(pair, 1)]
    else:
        for x, ft in zip(xs, t.fields):
            r = e.v(ft, "tr")
            e.add(LL.FPTrunc(r, x, op.loc))
            vals.append(r)
    conv.define(e, op.result, e.pack(t, vals))


def _tile_constant(op: Constant, conv: Conversion, e: Emitter[R.Op]) -> None:
    v = op.value
    t = conv.tc.convert(op.result.type)
    if not isinstance(v, DenseElementsAttr) or len(v.values) != 1 or not isinstance(t, LLVMStructType):
        raise error(op.loc, "only splat constants of register tiles are supported")
    elem = t.fields[0]
    c = e.fconst(float(v.values[0]), elem) if isinstance(elem, FloatType) else e.const(int(v.values[0]), I32)
    conv.define(e, op.result, e.pack(t, [c] * len(t.fields)))
