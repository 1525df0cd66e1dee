"""Per-op verifiers of ``tileas``: the spec-002 memop verifiers and the spec-004 invariants.

``op_rules(op)`` is called for every op by the ``tileas`` checker, and
through it by the ``tileas_tma`` and ``tileas_abi`` checkers, so the rules
hold wherever the ops still occur.  Messages are the spec's strings,
verbatim, without MLIR's ``'op' op`` prefix (the location names the op).

Token-ordered memops (``tiled_load``, ``tiled_store``, ``tiled_atomic_rmw``),
in the spec's order; like an MLIR verifier, each op reports its first
failure only:

1. structure -- zero regions, zero successors and the operand groups are
   the parser's (``ir/parser.py``: "requires zero regions", "requires 0
   successors but found N", "operand group starting at #I requires 0 or 1
   element, but found N"); here the result groups: the tile (load, atomic)
   and at most one out-token ("result group starting at #I requires 0 or 1
   element, but found N");
2. attributes -- ``rmw_mode`` present on the atomic;
3. tile vs tensor -- the tile has the view's rank ("requires the same size
   for tileSize and tensor"); the atomic's pre-image has its value's shape
   ("requires the same shape for tileSize and tensor value");
4. coordinates -- one per view dimension ("expects N coordinates, but got
   M"; nanotile's views are memrefs, never TMA-backed, so there is no
   leading-offset coordinate), each of the memref index type, which is
   ``i32`` in nanotile ("expects CoordType is same as memref index type, but
   got T");
5. element type -- "view elementType not equal with tensor element type:
   A != B";
6. tile dimensions -- positive, powers of two, fewer than 2^24 elements;
7. memory semantics -- the op's banned semantics, scope iff not weak (an
   absent ``mem_semantic`` is weak), ``in_bounds`` one flag per tile
   dimension; store: ``padding_value`` against ``in_bounds`` (with no
   padding every dimension must be in bounds; a padding needs a dimension
   that may leave the view); load and store: special paddings only for
   float elements; atomic: the bit-width bans and the ``fadd`` / ``xchg``
   bans;
8. atom kind -- the allow-list of each op (spec 002 "Atom-type rules",
   spec 004 "TMA operations use the correct atom kind").

Pipeline invariants of spec 004 (messages are nanotile's; the spec quotes
none).  nanotile's pipeline regions are ``producer_write`` and
``consumer_read`` (``produce_one`` / ``consume_one`` are their wrappers in
the spec and do not exist here); that they end in
``nv_tileas.async.pipeline.yield`` is the ``tileas`` checker's terminator
rule.  Here:

* a ``producer_write`` yields one value per element type of the pipeline
  its token was acquired from, of that type;
* a ``consumer_read``'s region arguments are the pipeline's element types,
  and its region yields its result types;
* ``consumer_idx`` names a consumer: a nanotile pipeline has one consumer
  group of one consumer (every consumer thread arrives on the stage's one
  empty barrier), so the only index is 0;
* pipeline iterators yielded from both arms of an ``scf.if`` have the same
  type.

Out of scope here: the spec-004 rule that acquire/release memory operations
are not reordered across their synchronization boundary is a property of
reordering passes, and nanotile has none.
"""

from __future__ import annotations

from typing import Any, Iterable, Iterator

from ..ir.attributes import IntegerAttr
from ..ir.core import Value, op_regions, op_results, walk
from ..ir.diagnostics import Diagnostic
from ..ir.types import DYNAMIC, I32, DialectType, FloatType, IntegerType, MemRefType, TensorType, Type, bit_width
from ..languages import tileas as L
from ..languages.structured import ScfIf, ScfYield, TruncF
from .target import thread_registers
from .tmem_rules import tmem_rules
from .verifier import OpRule, by_first_case, for_ops, walked_inside

# The dialect-wide cap: a tile holds fewer than 2^24 elements (spec 002).
MAX_TILE_ELEMENTS = (1 << 24) - 1

Memop = L.TiledLoad | L.TiledStore | L.TiledAtomicRmw

_LOAD_BANNED = {
    L.MemSemantic.ACQUIRE: "unsupported mem_semantic: acquire",
    L.MemSemantic.ACQ_REL: "unsupported mem_semantic: acq_rel",
}
_STORE_BANNED = {
    L.MemSemantic.RELEASE: "unsupported mem_semantic: release",
    L.MemSemantic.ACQ_REL: "unsupported mem_semantic: acq_rel",
}

_LOAD_ATOMS = (L.Atom.LDGSTS, L.Atom.TMA_LOAD, L.Atom.LDG, L.Atom.UNKNOWN_COPY)
_STORE_ATOMS = (L.Atom.STG, L.Atom.TMA_STORE, L.Atom.UNKNOWN_COPY)
_ATOMIC_ATOMS = (L.Atom.TMA_REDG, L.Atom.UNKNOWN_COPY)


def op_rules(op: Any) -> Iterator[Diagnostic]:
    """Yield the spec's diagnostics for ``op``; empty for a well-formed op."""
    for rule in RULES:
        yield from rule(op)


@for_ops(L.TiledLoad, L.TiledStore, L.TiledAtomicRmw, L.ConsumerWait, L.CreateIterator, L.ProducerAcquire,
         L.IncIter, L.Dot, L.ExtractSlice, L.AgentSwitch, TruncF, ScfIf, L.GetProgramId, L.MakeMemref, L.TileFunc)
def tile_rules(op: Any) -> Iterator[Diagnostic]:
    """The tile-op verifiers (all but the tensor-memory ones)."""
    match op:
        case L.TiledLoad() | L.TiledStore() | L.TiledAtomicRmw():
            yield from _memop(op)
        case L.ConsumerWait():
            yield from _consumer_idx(op)
        case L.CreateIterator() | L.ProducerAcquire() | L.ConsumerWait() | L.IncIter():
            yield from _iterator_stages(op)
        case L.Dot():
            yield from _dot(op)
        case L.ExtractSlice():
            yield from _extract_slice(op)
        case L.AgentSwitch():
            yield from _agent_registers(op)
        case TruncF():
            yield from _truncf(op)
        case ScfIf():
            yield from _branch_iterators(op)
        case L.GetProgramId():
            yield from _program_id(op)
        case L.MakeMemref():
            yield from _make_memref(op)
        case L.TileFunc():
            yield from _pipeline_regions(op)
            yield from _consumer_arrivals(op)
        case _:
            pass


def _memop(op: Memop) -> Iterator[Diagnostic]:
    msg = memop_error(op)
    if msg is not None:
        yield Diagnostic(op.loc, msg)


def _consumer_idx(op: L.ConsumerWait) -> Iterator[Diagnostic]:
    if op.consumer_idx != 0:
        yield Diagnostic(op.loc, f"consumer_idx {op.consumer_idx} does not name a consumer of the "
                                 "pipeline: its consumer group has one consumer, index 0")


def _dot(op: L.Dot) -> Iterator[Diagnostic]:
    for v in (op.lhs, op.rhs, op.acc, op.result):
        msg = tile_dims_error(_shape(v.type)) if isinstance(v.type, TensorType) else \
            f"'{op.NAME}' operands are tiles, got {v.type}"
        if msg is not None:
            yield Diagnostic(op.loc, msg)
            break
    else:
        yield from _dot_shapes(op)


def _program_id(op: L.GetProgramId) -> Iterator[Diagnostic]:
    if op.dim not in (0, 1, 2):
        yield Diagnostic(op.loc, f"'{op.NAME}' dim = {op.dim} names no grid dimension (0, 1 or 2)")


def _make_memref(op: L.MakeMemref) -> Iterator[Diagnostic]:
    msg = make_memref_error(op)
    if msg is not None:
        yield Diagnostic(op.loc, msg)


def _tile_func(op: L.TileFunc[Any]) -> Iterator[Diagnostic]:
    yield from _pipeline_regions(op)
    yield from _consumer_arrivals(op)


RULES: tuple[OpRule, ...] = (tile_rules, tmem_rules)
"""``op_rules`` as its parts, for checkers that list their rules (``common.check_language``)."""


def make_memref_error(op: L.MakeMemref) -> str | None:
    """A view is a global memref of the pointer's element type, one i32 size per dimension."""
    t, p = op.result.type, op.base.type
    if not isinstance(t, MemRefType):
        return f"'{op.NAME}' result must be a memref, got {t}"
    if not (isinstance(p, DialectType) and (p.dialect, p.name) == ("nv_tileaa", "ptr") and p.params):
        return f"'{op.NAME}' base must be an !nv_tileaa.ptr, got {p}"
    if p.params[0] != t.element:
        return f"'{op.NAME}' result element type {t.element} is not the pointer's {p.params[0]}"
    if not isinstance(t.element, (FloatType, IntegerType)):
        return f"'{op.NAME}' element type {t.element} has no size in memory: a memref holds floats or integers"
    if len(op.sizes) != len(t.shape) or not op.sizes:
        return f"'{op.NAME}' gives {len(op.sizes)} sizes for a memref of rank {len(t.shape)}"
    if any(s.type != I32 for s in op.sizes):
        return f"'{op.NAME}' sizes are i32, got {_types(op.sizes)}"
    if not (isinstance(t.memory_space, IntegerAttr) and t.memory_space.value == 1):
        return f"'{op.NAME}' result is a global memref (memory space 1), got {t}"
    return None


# ---------------------------------------------------------------------------
# Token-ordered memops.


def memop_error(op: Memop) -> str | None:
    """The first spec-002 verifier failure of a memop, or None."""
    return (_result_groups(op) or _attributes(op) or _shapes(op) or _coordinates(op) or _elements(op)
            or _tile_dims(op) or _semantics(op) or _extras(op) or _atom(op) or _tile_kind(op))


def _tiles(op: Memop) -> tuple[Value, ...]:
    """The op's tile values: the loaded tile; the stored tile; the atomic's pre-image and value."""
    match op:
        case L.TiledLoad():
            return op.results[:1]
        case L.TiledStore():
            return (op.tile,)
        case L.TiledAtomicRmw():
            return op.results[:1] + (op.value,)


def _result_groups(op: Memop) -> str | None:
    start = 0 if isinstance(op, L.TiledStore) else 1
    if len(op.results) < start:
        return "result group starting at #0 requires 1 element, but found 0"
    tokens = len(op.results) - start
    if tokens > 1:
        return "result group starting at #" + str(start) + " requires 0 or 1 element, but found " + str(tokens)
    return None


def _attributes(op: Memop) -> str | None:
    if isinstance(op, L.TiledAtomicRmw) and op.rmw_mode is None:
        return "requires attribute 'rmw_mode'"
    if not isinstance(op.view.type, MemRefType):
        return f"expects a memref view, got {op.view.type}"
    for t in _tiles(op):
        if not isinstance(t.type, TensorType):
            return f"expects a tensor tile, got {t.type}"
    return None


def _view(op: Memop) -> MemRefType:
    assert isinstance(op.view.type, MemRefType)
    return op.view.type


def _tile(op: Memop) -> TensorType:
    t = _tiles(op)[0].type
    assert isinstance(t, TensorType)
    return t


def _shapes(op: Memop) -> str | None:
    if len(_tile(op).shape) != len(_view(op).shape):
        return "requires the same size for tileSize and tensor"
    if isinstance(op, L.TiledAtomicRmw) and _tile(op).shape != _shape(op.value.type):
        return "requires the same shape for tileSize and tensor value"
    return None


def _shape(t: Type) -> tuple[int, ...]:
    assert isinstance(t, TensorType)
    return t.shape


def _coordinates(op: Memop) -> str | None:
    rank = len(_view(op).shape)
    if len(op.coords) != rank:
        return f"expects {rank} coordinates, but got {len(op.coords)}"
    for c in op.coords:
        if c.type != I32:
            return f"expects CoordType is same as memref index type, but got {c.type}"
    return None


def _elements(op: Memop) -> str | None:
    view = _view(op).element
    for t in _tiles(op):
        assert isinstance(t.type, TensorType)
        if t.type.element != view:
            return f"view elementType not equal with tensor element type: {view} != {t.type.element}"
    return None


def _tile_dims(op: Memop) -> str | None:
    return tile_dims_error(_tile(op).shape)


def tile_dims_error(shape: tuple[int, ...]) -> str | None:
    """The dialect-shared tile-size helper: dimension by dimension, positive, power of two, capped."""
    got = ", ".join("?" if d == DYNAMIC else str(d) for d in shape)
    n = 1
    for d in shape:
        if d <= 0:
            return "all dimensions must be positive constants, got " + got
        if d & (d - 1):
            return "all dimensions must be powers of two, got " + got
        n *= d
        if n > MAX_TILE_ELEMENTS:
            return f"tile would exceed the maximum of {MAX_TILE_ELEMENTS} elements"
    return None


def _semantics(op: Memop) -> str | None:
    sem = op.mem_semantic or L.MemSemantic.WEAK
    weak = sem is L.MemSemantic.WEAK
    match op:
        case L.TiledLoad():
            banned = _LOAD_BANNED.get(sem)
        case L.TiledStore():
            banned = _STORE_BANNED.get(sem)
        case L.TiledAtomicRmw():
            banned = None
    if banned is not None:
        return banned
    if isinstance(op, L.TiledAtomicRmw):
        if weak and op.mem_scope is not None:
            return "memScope not supported when memSemantic is weak"
        if not weak and op.mem_scope is None:
            return "memScope required when memSemantic is not weak"
    else:
        if weak and op.mem_scope is not None:
            return "mem_scope not supported when mem_semantic is weak"
        if not weak and op.mem_scope is None:
            return "mem_scope required when mem_semantic is not weak"
    rank = len(_tile(op).shape)
    if op.in_bounds is not None and len(op.in_bounds) != rank:
        return f"incorrect number of in_bounds elements: expected {rank}, but found {len(op.in_bounds)}"
    return None


def _extras(op: Memop) -> str | None:
    elem = _tile(op).element
    match op:
        case L.TiledStore():
            if op.in_bounds is not None:
                if op.padding_value is None and not all(op.in_bounds):
                    return "inbounds must be true when paddingValue is not set"
                if op.padding_value is not None and all(op.in_bounds):
                    return "inbounds must be false when paddingValue is set"
            return _special_padding(op.padding_value, elem)
        case L.TiledLoad():
            return _special_padding(op.padding_value, elem)
        case L.TiledAtomicRmw():
            return _atomic(op.rmw_mode, elem)


def _special_padding(p: L.Padding | None, elem: Type) -> str | None:
    if p is not None and p.is_special and not isinstance(elem, FloatType):
        return "special padding values (nan, pos_inf, neg_inf, neg_zero) only for float-like element types"
    return None


def _atomic(mode: L.RmwMode | None, elem: Type) -> str | None:
    width = bit_width(elem)
    if width == 8:
        return "tiled_atomic_rmw not supported for 8-bit types"
    if width == 16 and isinstance(elem, IntegerType):
        return "tiled_atomic_rmw not supported for 16-bit integer"
    if width == 16 and isinstance(elem, FloatType) and mode not in (L.RmwMode.ADD, L.RmwMode.MAX, L.RmwMode.MIN):
        return "tiled_atomic_rmw for 16-bit float only supports add, max, min operations"
    if mode is L.RmwMode.FADD:
        return "tiled_atomic_rmw op cannot use fadd operation, please use add instead for both int and float types"
    if mode is L.RmwMode.XCHG:
        return "tiled_atomic_rmw op cannot use xchg operation"
    return None


def _atom(op: Memop) -> str | None:
    match op:
        case L.TiledLoad():
            if op.atom in _LOAD_ATOMS:
                return None
            return "expect a tma_load atom type" if op.atom.is_tma else \
                "expect a ldgsts, tma_load, ldg or unknown_copy atom type"
        case L.TiledStore():
            if op.atom in _STORE_ATOMS:
                return None
            return "expect a tma_store atom type" if op.atom.is_tma else \
                "expect a stg, tma_store or unknown_copy atom type"
        case L.TiledAtomicRmw():
            if op.atom in _ATOMIC_ATOMS:
                return None
            return "expect a tma_redg atom type" if op.atom.is_tma else "invalid TMA atom type"


def _tile_kind(op: Memop) -> str | None:
    """nanotile's rule (no spec string): ldg/stg move register tiles, TMA moves shared-memory tiles."""
    from ..lowering.tiles import smem_swizzle, tensor_layout

    t = _tile(op)
    if op.atom in (L.Atom.LDG, L.Atom.STG) and tensor_layout(t) is None:
        return f"a {op.atom.value} atom moves a register tile (#nv_tileas.layout<...>), got {t}"
    if op.atom in (L.Atom.TMA_LOAD, L.Atom.TMA_STORE) and smem_swizzle(t) is None:
        return f"a {op.atom.value} atom moves a shared-memory tile (#nv_tileas.smem<...>), got {t}"
    return None


# ---------------------------------------------------------------------------
# Pipeline invariants (spec 004).


def _stages(t: Type) -> int | None:
    if isinstance(t, DialectType) and t.dialect == "nv_tileas":
        n = t.param("stages")
        return n if isinstance(n, int) else None
    return None


def _iterator_stages(op: Any) -> Iterator[Diagnostic]:
    """An iterator walks the stages of its own pipeline: the two stage counts agree."""
    match op:
        case L.CreateIterator():
            pairs = [(op.result.type, op.pipeline.type)]
        case L.IncIter():
            pairs = [(op.result.type, op.iterator.type)]
        case _:
            pairs = [(op.iterator.type, op.pipeline.type)]
    for it, pipe in pairs:
        a, b = _stages(it), _stages(pipe)
        if a is not None and b is not None and a != b:
            yield Diagnostic(op.loc, f"'{op.NAME}' iterator has {a} stages but its pipeline has {b}")


def _dot_shapes(op: L.Dot) -> Iterator[Diagnostic]:
    """``acc(M x N) + lhs(M x K) * transpose(rhs(N x K))``, element types aside."""
    if op.pipeline_depth is not None and not 0 <= op.pipeline_depth <= 7:
        yield Diagnostic(op.loc, f"pipeline_depth {op.pipeline_depth} is not a wgmma.wait_group count (0..7)")
    a, b, c = (_shape(v.type) for v in (op.lhs, op.rhs, op.acc))
    if op.b_major not in (None, "k", "mn"):
        yield Diagnostic(op.loc, f"b_major \"{op.b_major}\" is not \"k\" or \"mn\"")
        return
    if op.b_major == "mn":
        b = b[::-1]    # K x N
    if len(a) != 2 or len(b) != 2 or len(c) != 2 or a[1] != b[1] or c != (a[0], b[0]) \
            or _shape(op.result.type) != c:
        rhs = "KxN" if op.b_major == "mn" else "NxK"
        yield Diagnostic(op.loc, f"'{op.NAME}' needs lhs MxK, rhs {rhs}, acc and result MxN; got "
                                 f"{_types((op.lhs, op.rhs, op.acc))} -> {op.result.type}")


def _extract_slice(op: L.ExtractSlice) -> Iterator[Diagnostic]:
    src = op.source.type
    if not isinstance(src, TensorType) or not isinstance(op.result.type, TensorType):
        yield Diagnostic(op.loc, f"'{op.NAME}' slices a tile into a tile, got {src} -> {op.result.type}")
        return
    msg = tile_dims_error(op.sizes)
    if msg is not None:
        yield Diagnostic(op.loc, msg)
    elif len(op.sizes) != len(src.shape) or len(op.offsets) != len(src.shape) or \
            any(s > d for s, d in zip(op.sizes, src.shape)) or op.result.type.shape != op.sizes:
        yield Diagnostic(op.loc, f"'{op.NAME}' takes sizes {list(op.sizes)} (one offset per dimension) "
                                 f"from {src} into {op.result.type}")


def _types(vals: tuple[Value, ...]) -> str:
    return "(" + ", ".join(str(v.type) for v in vals) + ")"


def _pipeline_elems(t: Type) -> tuple[Type, ...] | None:
    if isinstance(t, DialectType) and (t.dialect, t.name) == ("nv_tileas", "pipeline"):
        return tuple(p for p in t.params if isinstance(p, TensorType))
    return None


def _yielded(op: L.ProducerWrite[Any] | L.ConsumerRead[Any]) -> tuple[Value, ...] | None:
    ops = op.body.blocks[0].ops if op.body.blocks else ()
    last = ops[-1] if ops else None
    return last.values if isinstance(last, L.PipelineYield) else None


def _pipeline_regions(f: L.TileFunc[Any]) -> Iterator[Diagnostic]:
    ops = walked_inside(f)
    defs: dict[str, Any] = {v.name: o for o in ops for v in op_results(o)}
    for o in ops:
        match o:
            case L.ProducerWrite():
                src = defs.get(o.token.name)
                elems = _pipeline_elems(src.pipeline.type) if isinstance(src, L.ProducerAcquire) else None
                ys = _yielded(o)
                if elems is not None and ys is not None and tuple(v.type for v in ys) != elems:
                    yield Diagnostic(o.loc, f"producer_write region yields {_types(ys)} but the producer "
                                            f"token's pipeline carries ({', '.join(map(str, elems))})")
            case L.ConsumerRead():
                src = defs.get(o.token.name)
                elems = _pipeline_elems(src.pipeline.type) if isinstance(src, L.ConsumerWait) else None
                args = o.body.blocks[0].args if o.body.blocks else ()
                ys = _yielded(o)
                if elems is not None and tuple(a.type for a in args) != elems:
                    yield Diagnostic(o.loc, f"consumer_read region arguments {_types(args)} do not match the "
                                            f"consumer token's pipeline elements ({', '.join(map(str, elems))})")
                elif ys is not None and tuple(v.type for v in ys) != tuple(r.type for r in o.results):
                    yield Diagnostic(o.loc, f"consumer_read region yields {_types(ys)} but the op returns "
                                            f"{_types(o.results)}")
            case _:
                pass


def _is_iterator(t: Type) -> bool:
    return isinstance(t, DialectType) and (t.dialect, t.name) == ("nv_tileas", "pipeline_iter")


def _branch_iterators(op: ScfIf[Any]) -> Iterable[Diagnostic]:
    """The values the two arms yield, pairwise: a pipeline iterator must be yielded as the same type from
    both.  (A plain function, none on nearly every op: it runs on every scf.if a check meets, 131 new
    ones in lower-register-tiles' output; an arm that yields nothing pairs nothing.)"""
    arms = []
    for r in (op.then_region, op.else_region):
        last = r.blocks[0].ops[-1] if r.blocks and r.blocks[0].ops else None
        if not isinstance(last, ScfYield):
            return ()  # the terminator rule reports it
        if not last.values:
            return ()  # (zip pairs nothing)
        arms.append(last.values)
    then, other = arms
    found: list[Diagnostic] = []
    for a, b in zip(then, other):
        if (_is_iterator(a.type) or _is_iterator(b.type)) and a.type != b.type:
            found.append(Diagnostic(op.loc, f"pipeline iterators yielded from the two arms of scf.if differ: "
                                            f"{a.type} vs {b.type}"))
    return found


def _consumer_arrivals(f: L.TileFunc[Any]) -> Iterator[Diagnostic]:
    """Every thread that runs a ``consumer_release`` arrives once on the stage's empty barrier (one
    ``tcgen05.commit`` arrival for a ``{umma}`` release), so a
    pipeline's ``consumer_arrivals`` must be the thread count of the agent (or CTA) releasing it: fewer
    and the producer refills a stage still being read, more and it waits forever."""
    if f.kernel_spec is None:
        return
    creates: dict[str, L.CreatePipeline] = {}
    waits: dict[str, str] = {}                       # consumer token -> pipeline name
    releasers: dict[str, set[int]] = {}              # pipeline name -> thread counts that release it

    def visit(ops: tuple[Any, ...], threads: int) -> None:
        for o in ops:
            if isinstance(o, L.CreatePipeline):
                creates[o.result.name] = o
            elif isinstance(o, L.ConsumerWait):
                waits[o.result.name] = o.pipeline.name
            elif isinstance(o, L.ConsumerRelease) and o.token.name in waits:
                # {umma}: one tcgen05.commit arrival releases the stage, whoever runs the release
                releasers.setdefault(waits[o.token.name], set()).add(1 if o.umma else threads)
            if isinstance(o, L.AgentSwitch):
                for r, warps in zip((o.producer, o.consumer), o.agent_warps):
                    for b in r.blocks:
                        visit(b.ops, 32 * warps)
                continue
            for r in op_regions(o):
                for b in r.blocks:
                    visit(b.ops, threads)

    for b in f.body.blocks:
        visit(b.ops, 32 * f.kernel_spec.num_warps)
    for name, counts in releasers.items():
        c = creates.get(name)
        if c is None:
            continue
        for t in sorted(counts):
            if t != c.consumer_arrivals:
                yield Diagnostic(c.loc, f"consumer_arrivals = {c.consumer_arrivals} but {t} threads release each "
                                        "stage (every thread running consumer_release arrives on the stage's "
                                        "empty barrier)")


def _agent_registers(op: L.AgentSwitch[Any]) -> Iterator[Diagnostic]:
    """``setmaxnreg`` runs per warpgroup, takes a multiple of 8 in 24..256, and the budgets must fit
    the SM's 64K registers."""
    regs = op.agent_registers
    if regs is None:
        return
    if len(regs) != len(op.agent_warps):
        yield Diagnostic(op.loc, f"agent_registers has {len(regs)} entries for {len(op.agent_warps)} agents")
        return
    for w, r in zip(op.agent_warps, regs):
        if w % 4:
            yield Diagnostic(op.loc, f"agent_registers needs whole warpgroups: an agent has {w} warps")
        if r % 8 or not 24 <= r <= 256:
            yield Diagnostic(op.loc, f"agent register budget {r} is not a multiple of 8 in 24..256")
    total = sum(32 * w * r for w, r in zip(op.agent_warps, regs))
    if total > 65536:
        yield Diagnostic(op.loc, f"agent_registers {list(regs)} need {total} registers, more than the 65536 of an SM")
        return
    # setmaxnreg moves registers inside the CTA's launch allocation, what ptxas gives a thread (8 at a
    # time) times the threads: when an agent's budget is above it ptxas allocates it (168 x 384 = 64512
    # at 12 warps), and budgets adding up to more leave a setmaxnreg.inc waiting forever (ptxas accepts)
    threads = 32 * sum(op.agent_warps)
    per_thread = -(-thread_registers(threads) // 8) * 8
    if total > per_thread * threads:
        yield Diagnostic(op.loc, f"agent_registers {list(regs)} need {total} registers, more than the CTA's "
                                 f"{per_thread} x {threads} = {per_thread * threads} ({threads} threads per CTA "
                                 f"leave a thread {per_thread}): setmaxnreg.inc would wait forever")


def _truncf(op: TruncF) -> Iterator[Diagnostic]:
    """``arith.truncf``: float to a narrower float, tiles keeping their shape and layout."""
    a, r = op.arg.type, op.result.type
    ae = a.element if isinstance(a, TensorType) else a
    re_ = r.element if isinstance(r, TensorType) else r
    same_form = (isinstance(a, TensorType) and isinstance(r, TensorType) and a.shape == r.shape
                 and a.encoding == r.encoding) or not (isinstance(a, TensorType) or isinstance(r, TensorType))
    if not (isinstance(ae, FloatType) and isinstance(re_, FloatType)) or bit_width(re_) >= bit_width(ae) \
            or not same_form:
        yield Diagnostic(op.loc, f"'{op.NAME}' truncates a float (or a tile of floats) to a narrower float of "
                                 f"the same shape and layout; got {a} -> {r}")


# ``tile_rules`` decided per class (``OpRule.by_class``): its ``case`` arms in order, each with what it
# runs, so the verifier calls that directly instead of trying the patterns per op
tile_rules.by_class = by_first_case((
    ((L.TiledLoad, L.TiledStore, L.TiledAtomicRmw), _memop),
    ((L.ConsumerWait,), _consumer_idx),
    ((L.CreateIterator, L.ProducerAcquire, L.ConsumerWait, L.IncIter), _iterator_stages),
    ((L.Dot,), _dot),
    ((L.ExtractSlice,), _extract_slice),
    ((L.AgentSwitch,), _agent_registers),
    ((TruncF,), _truncf),
    ((ScfIf,), _branch_iterators),
    ((L.GetProgramId,), _program_id),
    ((L.MakeMemref,), _make_memref),
    ((L.TileFunc,), _tile_func),
))
