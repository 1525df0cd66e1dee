"""Register-tile addressing and layout stores, shared by the register-tile lowering.

A register tile is an LLVM struct of the fragment each thread holds
(``TypeConverter.per_thread`` elements).  This module knows where element
``j`` of thread ``t`` lives for each layout and how a view (a memref
descriptor) is addressed:

* ``view`` / ``origin`` / ``address``: a memref descriptor's base, sizes and strides; the element
  address and in-bounds predicate of a coordinate;
* ``blocked_coords``: the in-tile coordinates of a blocked tile's thread-local element;
* ``padding`` / ``zero`` / ``plain_semantics``: what out-of-bounds lanes read, and the memory
  semantics a plain ``ld``/``st`` can implement;
* ``store_accumulator``: the m64nNk16 WGMMA D fragment stored to a view (masked, paired);
* ``store_tmem_rows``: the tcgen05 32x32b layout (one row per thread) stored to a view;
* ``wait_for_accumulators``: the ``wgmma.wait_group 0`` before accumulators are read.
"""

from __future__ import annotations

from typing import cast

from ..ir.core import Region, Value, summarized_block, summarized_region
from ..ir.diagnostics import error
from ..ir.location import Location
from ..ir.record import record
from ..ir.types import I1, I32, I64, FloatType, IntegerType, LLVMStructType, MemRefType, TensorType, Type, bit_width
from ..languages import llvm as LL
from ..languages import tileas as A
from ..languages.structured import Constant, ScfFor, ScfIf, ScfYield
from .conversion import Conversion, GuardOp, Threads, empty_region, if_then
from .emit import Emitter
from .tcgen05 import SWIZZLE_BITS
from .tiles import smem_swizzle, tensor_layout

ICmpP = LL.ICmpPredicate


@record
class View:
    base: Value
    sizes: tuple[Value, ...]
    strides: tuple[Value, ...]
    element: Type
    whole: bool = False
    """Every field was found in the descriptor's insertvalue chain: nothing of this lowering reads the memref."""


def view(e: Emitter[GuardOp], conv: Conversion, v: Value) -> View:
    assert isinstance(v.type, MemRefType)
    rank = len(v.type.shape)
    chain = _descriptor(conv, v)
    if chain is not None and isinstance(chain.type, LLVMStructType) and v.name not in conv.vals:
        # every field in sight in the chain: no cast back to the descriptor (reconcile_casts would take it
        # out, unread; its name is taken all the same)
        t = chain.type
        fields = [_inserted(conv, chain, t.fields[1], (1,))]
        fields += [_inserted(conv, chain, I64, (k, i)) for k in (3, 4) for i in range(rank)]
        if all(f is not None for f in fields) and conv.tc.convert(v.type) == t:
            e.fresh.name(v.name + "_")
            for _ in fields:
                e.fresh.name("e")
            got = cast("list[Value]", fields)
            return View(got[0], tuple(got[1:1 + rank]), tuple(got[1 + rank:]), v.type.element, True)
    d = conv.get(e, v)
    assert isinstance(d.type, LLVMStructType)

    def field(t: Type, pos: tuple[int, ...]) -> Value:
        """The descriptor's field: the value its insertvalue chain put there, where the chain is in
        sight (what fold makes of the extractvalue: ``fold_rules._extract``; its name is taken all
        the same), else an extractvalue."""
        found = _inserted(conv, chain, t, pos) if chain is not None else None
        if found is None:
            return e.extract_at(d, t, pos)
        e.fresh.name("e")
        return found

    base = field(d.type.fields[1], (1,))
    sizes = tuple(field(I64, (3, i)) for i in range(rank))
    strides = tuple(field(I64, (4, i)) for i in range(rank))
    return View(base, sizes, strides, v.type.element)


def _descriptor(conv: Conversion, v: Value) -> Value | None:
    """The aggregate a memref ``v`` is a cast of (``lower_ids_and_memrefs``' make_memref), or None."""
    src = conv.definition(v.name)
    if isinstance(src, LL.UnrealizedCast) and len(src.inputs) == 1 and src.inputs[0].type != v.type:
        return src.inputs[0]
    return None


def _inserted(conv: Conversion, agg: Value, t: Type, pos: tuple[int, ...]) -> Value | None:
    """``fold_rules._extract`` at lowering time: the value the insertvalue chain building ``agg`` put at
    ``pos`` (of type ``t``), None where it did not or a write overlaps."""
    c = agg
    while isinstance(ins := conv.definition(c.name), LL.InsertValue):
        if ins.position == pos and ins.value.type == t:
            found: Value = ins.value
            return found
        n = min(len(ins.position), len(pos))
        if ins.position[:n] == pos[:n]:
            return None
        c = ins.container
    return None


def blocked_coords(e: Emitter[GuardOp], conv: Conversion, tile: TensorType, j: int) -> list[Value]:
    """The in-tile coordinates (i64) of thread-local element ``j`` of a blocked tile."""
    lin = e.add_c(e.zext(conv.thread_index(), I64), j * conv.tc.threads)
    coords: list[Value] = []
    for d in reversed(tile.shape[1:]):
        coords.insert(0, e.urem(lin, e.const(d, I64)))
        lin = e.udiv(lin, e.const(d, I64))
    coords.insert(0, lin)
    return coords


def address(e: Emitter[GuardOp], view: View, origin: list[Value], coords: list[Value]) -> tuple[Value, Value]:
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


def origin(e: Emitter[GuardOp], conv: Conversion, coords: tuple[Value, ...]) -> list[Value]:
    return [e.sext(conv.get(e, c), I64) for c in coords]


_PAD_VALUES = {A.Padding.ZERO: 0.0, A.Padding.NEG_ZERO: -0.0, A.Padding.NAN: float("nan"),
               A.Padding.POS_INF: float("inf"), A.Padding.NEG_INF: float("-inf")}


def padding(e: Emitter[GuardOp], t: Type, pad: A.Padding | None) -> Value:
    """What an out-of-bounds lane reads: ``padding_value`` (the verifier allows the special
    values for float elements only), zero when there is none."""
    if pad is None or pad is A.Padding.ZERO or not isinstance(t, FloatType):
        return zero(e, t)
    return e.fconst(_PAD_VALUES[pad], t)


def plain_semantics(op: A.TiledLoad | A.TiledStore) -> None:
    """Register-tile loads and stores lower to plain ``ld``/``st``: weak semantics only."""
    sem = op.mem_semantic
    if sem is not None and sem is not A.MemSemantic.WEAK:
        raise error(op.loc, f"'{op.NAME}' with mem_semantic \"{sem.value}\" has no lowering in nanotile yet "
                            "(only weak loads and stores are lowered)")


def zero(e: Emitter[GuardOp], t: Type) -> Value:
    if isinstance(t, FloatType):
        return e.fconst(0.0, t)
    assert isinstance(t, IntegerType)
    return e.const(0, t)


def store_accumulator(op: A.TiledStore, conv: Conversion, threads: Threads, e: Emitter[GuardOp], view: View,
                       origin: list[Value], vals: list[Value]) -> None:
    """The m64nNk16 D fragment: value r of lane l in warp w sits at
    row w*16 + l/4 + 8*((r/2)%2), column (r/4)*8 + (l%4)*2 + r%2.

    Each store is masked by the view's bounds (two row predicates, one per
    column offset, and-ed per store), unless ``in_bounds`` says the tile
    never leaves the view.  Values r, r+1 (r even) are adjacent columns:
    where the row pitch is even and the base aligned (one uniform test),
    they go out as one 2-element store (``st.global.v2``), else one by one."""
    if len(origin) != 2:
        raise error(op.loc, "a wgmma accumulator is stored into a rank-2 view")
    wait_for_accumulators(conv, e)
    # What cse would take out of this lowering's ops is not built (~120 ops on gemm_sm90: each costs its
    # construction, its first check and cse's visit): a constant the outer block already holds, the
    # offset of the second 8 rows, the guard of a pair's first element (its pair's guard).  Each still
    # takes its fresh name where it was taken, so every later name is what it was and the module after
    # cse is the same text.
    fresh = conv.fresh.name
    consts: dict[tuple[int, int], Value] = {}   # (value, id of its type): a constant of the outer block

    def const(em: Emitter[GuardOp], c: int, t: IntegerType = I32) -> Value:
        r = consts.get((c, id(t)))   # (the key's type is held by the value: its id is not reused)
        if r is None:   # one the input defines before the store, in its block or one around it
            r = conv.dominating((c, t.width))
            if r is not None:
                consts[(c, id(t))] = r
        if r is not None:
            fresh("c")
            return r
        r = em.const(c, t)
        if em is e:
            consts[(c, id(t))] = r
        return r

    def sub_c(a: Value, c: int) -> Value:
        k = const(e, c)
        r = conv.dominating((LL.Sub, a.name, k.name))
        if r is None:
            return e.isub(a, k)
        fresh("t")
        return r

    def add_c(em: Emitter[GuardOp], a: Value, c: int) -> Value:
        return a if c == 0 else em.iadd(a, const(em, c, _int(a.type)))

    def mul_c(em: Emitter[GuardOp], a: Value, c: int) -> Value:
        return a if c == 1 else em.imul(a, const(em, c, _int(a.type)))

    def udiv(a: Value, d: int) -> Value:   # d a power of two: what fold makes of it (``_udiv_urem``)
        return e.lshr(a, const(e, d.bit_length() - 1, _int(a.type)))

    def urem(a: Value, d: int) -> Value:
        return e.and_(a, const(e, d - 1, _int(a.type)))

    first = threads.first
    tid = conv.thread_index()
    t = urem(sub_c(tid, first) if first else tid, 128)
    warp, lane = udiv(t, 32), urem(t, 32)
    row = e.iadd(mul_c(e, warp, 16), udiv(lane, 4))
    col = mul_c(e, urem(lane, 4), 2)
    r0 = e.iadd(origin[0], e.zext(row, I64))
    c0 = e.iadd(origin[1], e.zext(col, I64))
    base_off = e.iadd(e.imul(r0, view.strides[0]), c0)
    eight_rows = mul_c(e, view.strides[0], 8)
    lower_half: list[Value] = []   # base_off + eight_rows, made once

    def half_off(half: int) -> Value:
        if not half:
            return base_off
        if lower_half:
            fresh("t")
            return lower_half[0]
        lower_half.append(e.iadd(base_off, eight_rows))
        return lower_half[0]

    masked = not (op.in_bounds is not None and all(op.in_bounds))
    row_ok: dict[int, Value] = {}
    col_ok: dict[int, Value] = {}
    # one empty else for every guard below (96 on gemm_sm90): lower-register-tiles 14.6 -> 13.8 M
    # instructions, lower-mbarriers (their first census) 7.1 -> 5.6 M, the whole pipeline -7 M
    empty = empty_region(op.loc)

    def row_col(half: int, dc: int) -> tuple[Value, Value]:
        if half not in row_ok:
            row_ok[half] = e.icmp(ICmpP.ULT, add_c(e, r0, 8 * half) if half else r0, view.sizes[0])
        if dc not in col_ok:
            col_ok[dc] = e.icmp(ICmpP.ULT, add_c(e, c0, dc) if dc else c0, view.sizes[1])
        return row_ok[half], col_ok[dc]

    def bounds(inner: Emitter[GuardOp], half: int, dc: int) -> Value:
        return inner.and_(*row_col(half, dc))

    def stores(inner: Emitter[GuardOp]) -> None:
        """One (masked) store per value."""
        for r in range(len(vals)):
            half, dc = (r >> 1) & 1, (r >> 2) * 8 + (r & 1)
            off = inner.add_c(inner.iadd(base_off, eight_rows) if half else base_off, dc)
            st: Emitter[GuardOp] = Emitter(conv.fresh, op.loc)
            st.store(vals[r], inner.gep_elems(view.base, view.element, off))
            if masked:
                inner.add(if_then(bounds(inner, half, dc), tuple(st.ops), op.loc, empty))
            else:
                inner.ops.extend(st.ops)

    elem_bytes = bit_width(view.element) // 8
    if len(vals) % 2 or elem_bytes not in (2, 4):
        stores(e)
        return
    # a pair is 2 * elem_bytes aligned when the row pitch (N) is even and the base is aligned: then
    # column c even inside the view means c + 1 is too (one predicate per pair); otherwise one by one
    even_pitch = e.icmp(ICmpP.EQ, e.and_(view.strides[0], const(e, 1, I64)), const(e, 0, I64))
    base_ok = e.icmp(ICmpP.EQ, e.and_(e.ptrtoint(view.base, I64), const(e, 2 * elem_bytes - 1, I64)),
                     const(e, 0, I64))
    vec_ok = e.and_(even_pitch, base_ok)
    pair_t = LLVMStructType((view.element, view.element))   # one type object for all 32 pairs (see below)
    # A pair's address is its half's first pair's address + dc elements: what fold makes of ``base + (off
    # + dc)`` (``gep(p, x + c) -> gep(gep(p, x), c)``; the inner one is then the first pair's, which cse
    # takes, and the add is left to dce), built as such.  (Where the origin is the coordinates sign-
    # extended here, the offsets of the two halves are no ``x + c`` for fold to see through.)
    first_addr: dict[int, Value] = {}
    direct = all(any(x.__class__ is LL.SExt and x.result is v for x in e.ops) for v in origin)
    # Each pair's ops are built here as they are, not through an Emitter per block, ``pack``, ``if_then``
    # (~25 Python calls a pair fewer: lower-register-tiles 15.91 -> 14.96 M instructions on gemm_sm90);
    # the names are drawn in the order the builders drew them.
    loc, elem, name = op.loc, view.element, conv.fresh.name
    y = empty.blocks[0].ops[0]   # the shared scf.yield: it ends every then-block too
    second: Emitter[GuardOp] = Emitter(conv.fresh, loc)   # (where the constant 1 must be built in the block)
    for r in range(0, len(vals), 2):
        half, dc = (r >> 1) & 1, (r >> 2) * 8
        if direct and dc and half in first_addr:
            half_off(half)          # (its name taken, as before)
            c = const(e, dc, I64)
            fresh("t")              # the add dce would drop
            addr = e.gep_elems(first_addr[half], elem, c)
        else:
            off = add_c(e, half_off(half), dc)
            addr = e.gep_elems(view.base, elem, off)
            if not dc:
                first_addr[half] = addr
        x0, x1 = vals[r], vals[r + 1]
        u = Value(name("u"), pair_t)
        p0 = Value(name("agg"), pair_t)
        p1 = Value(name("agg"), pair_t)
        pair = (LL.Undef(u, loc), LL.InsertValue(p0, u, x0, (0,), loc), LL.InsertValue(p1, p0, x1, (1,), loc),
                LL.Store(p1, addr, 2 * elem_bytes, loc), y)
        first_store = LL.Store(x0, addr, None, loc)
        if masked:
            row_col(half, dc)
            fresh("t")   # the first element's guard is the pair's (below; cse's: the same ``and``)
        second.ops = []
        one_i64 = const(second, 1, I64)
        a1 = Value(name("a"), addr.type)
        last = (*second.ops, LL.gep(a1, addr, elem, (one_i64,), loc), LL.Store(x1, a1, None, loc))
        if masked:   # an even pitch keeps c + 1 inside the view whenever c is
            rk1, ck1 = row_col(half, dc + 1)
            ok1 = Value(name("t"), I1)
            rk, ck = row_col(half, dc)
            ok = Value(name("t"), I1)
            e.ops.append(LL.And(ok, rk, ck, loc))
            one = (ScfIf((), ok, _then((first_store, y)), empty, loc), LL.And(ok1, rk1, ck1, loc),
                   ScfIf((), ok1, _then(last + (y,)), empty, loc), y)
            e.ops.append(ScfIf((), ok, _then((ScfIf((), vec_ok, _then(pair), _then(one), loc), y)), empty, loc))
        else:
            e.ops.append(ScfIf((), vec_ok, _then(pair), _then((first_store, *last, y)), loc))


def _int(t: Type) -> IntegerType:
    assert isinstance(t, IntegerType)
    return t


def _then(ops: tuple[GuardOp | ScfYield, ...]) -> Region[GuardOp | ScfYield]:
    """The region of one block of ``ops`` (ending in ``scf.yield``: the guards' shared one), summarized
    as built (``ir.core.summarized_block``)."""
    return summarized_region((summarized_block("", (), ops),))


def wait_for_accumulators(conv: Conversion, e: Emitter[GuardOp]) -> None:
    """Where a dot leaves MMA groups in flight (``pipeline_depth``), wait for all of them before
    an accumulator's registers are read by anything but another MMA."""
    if any(isinstance(o, A.Dot) and o.pipeline_depth for o in conv.defs.values()):
        e.add(LL.WgmmaWaitGroupSyncAligned(0, e.loc))


def store_tmem_rows(op: A.TiledStore, conv: Conversion, e: Emitter[GuardOp], view: View, origin: list[Value],
                    vals: list[Value]) -> None:
    """The tcgen05 32x32b layout: thread ``t`` holds row ``32 * ((t / 32) % 4) + t % 32 == t % 128``
    of the tile, column ``j`` in value ``j`` (the warp's TMEM lane quarter, one lane per thread).

    Masked like the wgmma accumulator: the thread's row tested once around its stores, each column
    by its own predicate, unless ``in_bounds`` says the tile never leaves the view.  Where the row's
    columns all lie inside the view, and the row pitch and first column are multiples of 4 and the
    base is aligned (one test per thread), the row goes out as 4-element stores (``st.global.v4``)."""
    if len(origin) != 2:
        raise error(op.loc, "a tcgen05 32x32b tile is stored into a rank-2 view")
    row = e.iadd(origin[0], e.zext(e.urem(conv.thread_index(), e.const(128)), I64))
    masked = not (op.in_bounds is not None and all(op.in_bounds))
    inner: Emitter[GuardOp] = Emitter(conv.fresh, op.loc) if masked else e
    base_off = inner.iadd(inner.imul(row, view.strides[0]), origin[1])
    empty = empty_region(op.loc)   # the else of every column guard below

    def one_by_one(em: Emitter[GuardOp]) -> None:
        for j, v in enumerate(vals):
            st: Emitter[GuardOp] = Emitter(conv.fresh, op.loc)
            st.store(v, st.gep_elems(view.base, view.element, st.add_c(base_off, j)))
            if masked:
                col_ok = em.icmp(ICmpP.ULT, em.add_c(origin[1], j), view.sizes[1])
                em.add(if_then(col_ok, tuple(st.ops), op.loc, empty))
            else:
                em.ops.extend(st.ops)

    n, elem_bytes = len(vals), bit_width(view.element) // 8
    if n % 4 or elem_bytes not in (2, 4):
        one_by_one(inner)
    else:
        zero = inner.const(0, I64)
        aligned = [inner.icmp(ICmpP.EQ, inner.and_(x, inner.const(m, I64)), zero)
                   for x, m in ((view.strides[0], 3), (origin[1], 3),
                                (inner.ptrtoint(view.base, I64), 4 * elem_bytes - 1))]
        ok = inner.and_(inner.and_(aligned[0], aligned[1]), aligned[2])
        if masked:
            ok = inner.and_(ok, inner.icmp(ICmpP.ULE, inner.add_c(origin[1], n), view.sizes[1]))
        vec: Emitter[GuardOp] = Emitter(conv.fresh, op.loc)
        quad_t = LLVMStructType((view.element,) * 4)
        for c in range(0, n, 4):
            addr = vec.gep_elems(view.base, view.element, vec.add_c(base_off, c) if c else base_off)
            vec.add(LL.Store(vec.pack(quad_t, vals[c:c + 4]), addr, 4 * elem_bytes, op.loc))
        one: Emitter[GuardOp] = Emitter(conv.fresh, op.loc)
        one_by_one(one)
        y = empty.blocks[0].ops[0]
        inner.add(ScfIf((), ok, _then((*vec.ops, y)), _then((*one.ops, y)), op.loc))
    if masked:
        e.add(if_then(e.icmp(ICmpP.ULT, row, view.sizes[0]), tuple(inner.ops), op.loc, empty))


def slice_accumulator(op: A.ExtractSlice, conv: Conversion, e: Emitter[GuardOp]) -> None:
    """Columns ``[c, c + n)`` of a WGMMA D fragment (all 64 rows), as the D fragment of a 64 x n tile:
    value r of a thread holds column (r/4)*8 + (l%4)*2 + r%2 (``copy_accumulator_to_shared``), so with
    c and n multiples of 8 the slice is the thread's values c/2 .. (c + n)/2 - 1, nothing moves.  The
    offsets must be constants (``arith.constant``)."""
    src, dst = op.source.type, op.result.type
    offs = [_constant(conv, v) for v in op.offsets]
    if not (isinstance(src, TensorType) and isinstance(dst, TensorType) and len(op.sizes) == 2
            and tensor_layout(dst) == "wgmma_acc" and src.element == dst.element
            and offs[:1] == [0] and op.sizes[0] == 64 and isinstance(offs[-1], int) and offs[-1] % 8 == 0
            and op.sizes[1] % 8 == 0 and offs[-1] + op.sizes[1] <= src.shape[1]):
        raise error(op.loc, f"'{op.NAME}' of {src} into {dst} has no lowering (a wgmma_acc tile's columns "
                            "[c, c + n), c and n constant multiples of 8, all 64 rows, do)")
    c = offs[-1]
    assert c is not None
    if tensor_layout(src) == "wgmma_acc":
        wait_for_accumulators(conv, e)
    vals = e.unpack(conv.get(e, op.source))
    t = conv.tc.convert(dst)
    assert isinstance(t, LLVMStructType)
    conv.define(e, op.result, e.pack(t, vals[c // 2:(c + op.sizes[1]) // 2]))


def _constant(conv: Conversion, v: Value) -> int | None:
    """The value of an integer ``arith.constant`` ``v``, None for anything else."""
    d = conv.definition(v.name)
    attr = getattr(d, "value", None) if isinstance(d, Constant) else None
    n = getattr(attr, "value", None)
    return n if isinstance(n, int) and not isinstance(n, bool) else None


def copy_accumulator_to_shared(op: A.Copy, conv: Conversion, threads: Threads, e: Emitter[GuardOp]) -> Value:
    """A WGMMA D fragment written into a shared-memory tile of its shape and element type (the
    warpgroup's own tile: ``alloc_tensor`` inside an agent), for a TMA store to read next: unswizzled,
    or swizzled (32, 64, 128 bytes) with rows exactly one swizzle span wide (TMA's own layout).

    Value r of lane l in warp w (``store_accumulator``'s layout) goes to row w*16 + l/4 + 8*((r/2)%2),
    column (r/4)*8 + (l%4)*2 + r%2; values r, r+1 (r even) are adjacent columns, one 2-element
    ``st.shared.v2``.  Swizzled, byte b of a row moves to b ^ x with x = ((row * row bytes) >> 3) &
    ``SWIZZLE_BITS`` (PTX ISA 5.5.7; the tile is 1024-aligned); x is the thread's alone (adding 8 rows
    changes no bit of it), and the value's column offset (r/4)*8 elements has no bit in common with the
    lane's (l%4)*2, so each store's offset is the lane's part ^ x, then ^ the value's constant part.
    Then every writer fences its generic writes for the async proxy
    (``fence.proxy.async.shared::cta``: the TMA store reads through it) and the warpgroup syncs on its
    own named barrier (``bar.sync 2 + warpgroup, 128``) before one of its threads issues the store.
    Inside a loop (a persistent kernel's tiles) the previous trip's TMA store may still read the tile:
    its thread's wait was deferred to here (``lower_tma_load_store_to_async`` delays the wait of a store
    of a copied tile in a loop, so the store overlaps the next trip's work), so every thread first waits
    for its own bulk groups (``cp.async.bulk.wait_group.read 0``: the storing thread for its stores,
    the others return at once) and the warpgroup syncs on its barrier before the writes.
    Returns the tile's address."""
    src, dst = op.source.type, op.result.type
    sw = smem_swizzle(dst)
    eb = bit_width(dst.element) // 8 if isinstance(dst, TensorType) else 0
    if not (isinstance(src, TensorType) and isinstance(dst, TensorType) and src.shape == dst.shape
            and src.element == dst.element and len(dst.shape) == 2 and dst.shape[0] == 64
            and (sw == 0 or (sw in SWIZZLE_BITS and dst.shape[1] * eb == sw))
            and tensor_layout(src) == "wgmma_acc"):
        raise error(op.loc, f"'{op.NAME}' from {src} to {dst} has no lowering (a wgmma_acc tile into a "
                            "shared tile of its shape and element type, unswizzled or with rows one "
                            "swizzle span wide, does)")
    many = threads.hi - threads.lo > 128
    if many and not threads.inside:
        raise error(op.loc, f"'{op.NAME}' of a warpgroup's accumulator at function level with "
                            f"{threads.hi - threads.lo} threads: every warpgroup would write the one tile "
                            "(copy inside an agent)")
    row_bytes = dst.shape[1] * eb
    wait_for_accumulators(conv, e)
    vals = e.unpack(conv.get(e, op.source))
    base = conv.get(e, op.dest) if op.dest is not None else None
    assert base is not None   # the tileas checker: a copy into shared memory names its destination
    tid = conv.thread_index()
    local = e.isub(tid, e.const(threads.first)) if threads.first else tid
    t = e.urem(local, e.const(128))
    warp, lane = e.udiv(t, e.const(32)), e.urem(t, e.const(32))
    row = e.iadd(e.mul_c(warp, 16), e.udiv(lane, e.const(4)))
    pair_t = LLVMStructType((dst.element, dst.element))
    in_loop = _in_loop(conv)
    if in_loop:
        bar = e.add_c(e.udiv(local, e.const(128)), 2) if many else e.const(2)
        # run again, the copy overwrites a tile whose last TMA store may still read it: its storing
        # thread waits for its bulk groups here (the store's own wait is deferred), and the warpgroup's
        # barrier orders that wait before any thread's next write
        e.add(LL.CpAsyncBulkWaitGroup(0, True, op.loc))
        e.add(LL.InlineAsm((), (bar, e.const(128)), "bar.sync $0, $1;", "r,r", True, op.loc))
    if sw:
        row_off = e.mul_c(row, row_bytes)
        x = e.and_(e.lshr(row_off, e.const(3)), e.const(SWIZZLE_BITS[sw]))
        lane_col = e.xor(e.mul_c(e.urem(lane, e.const(4)), 2 * eb), x)
        row_base = e.gep_bytes(base, row_off)
        for r in range(0, len(vals), 2):
            half, dc = (r >> 1) & 1, (r >> 2) * 8
            col = e.xor(lane_col, e.const(dc * eb)) if dc else lane_col
            addr = e.gep_bytes(row_base, e.add_c(col, half * 8 * row_bytes) if half else col)
            e.add(LL.Store(e.pack(pair_t, [vals[r], vals[r + 1]]), addr, 2 * eb, op.loc))
    else:
        lane_off = e.iadd(e.mul_c(row, row_bytes), e.mul_c(e.urem(lane, e.const(4)), 2 * eb))
        for r in range(0, len(vals), 2):
            half, dc = (r >> 1) & 1, (r >> 2) * 8
            addr = e.gep_bytes(base, e.add_c(lane_off, half * 8 * row_bytes + dc * eb))
            e.add(LL.Store(e.pack(pair_t, [vals[r], vals[r + 1]]), addr, 2 * eb, op.loc))
    e.add(LL.FenceProxyAsyncSharedCta(op.loc))
    if not in_loop:
        bar = e.add_c(e.udiv(local, e.const(128)), 2) if many else e.const(2)
    e.add(LL.InlineAsm((), (bar, e.const(128)), "bar.sync $0, $1;", "r,r", True, op.loc))
    return base


def _in_loop(conv: Conversion) -> bool:
    """Is the op being lowered inside an ``scf.for`` (the driver's blocks, outermost first: some block
    the body of a loop in the block around it)?"""
    scope = conv.scope
    return any(isinstance(o, ScfFor) and o.body.blocks and o.body.blocks[0].ops is inner
               for outer, inner in zip(scope, scope[1:]) for o in outer)
