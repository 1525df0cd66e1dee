"""The reference interpreter: tile-level kernels run on numpy arrays, a whole grid at a time.

Semantics, op by op (spec 002 for memops, spec 004 for the pipeline):

* ``get_program_id``: the CTA index; CTAs run one after another (the language
  has no inter-CTA communication).
* ``make_memref``: a row-major view of a kernel buffer; a view larger than
  its buffer is an error.
* ``tiled_load``: the tile at element offsets ``coords`` of the view; elements
  outside the view read ``padding_value`` (zero when absent).  A dimension
  flagged ``in_bounds`` that leaves the view is an error (the program broke
  its promise).  ``tiled_store``: the tile's in-bounds elements are written,
  the rest dropped (clipped).  ``tiled_atomic_rmw``: read-modify-write of the
  in-bounds elements, the result is the pre-image (padding where clipped).
* ``extract_slice``: a sub-tile; ``dot``: ``acc + lhs @ rhs^T`` computed
  exactly (float64) and rounded once to the accumulator type.
* arith/scf: Python integers wrapped to their width, numpy for tiles.
* the async pipeline: a bounded queue of ``stages`` slots.  ``producer_acquire``
  of fill ``k`` waits until fill ``k - stages`` was released by
  ``consumer_arrivals`` threads; ``producer_write`` stores copies of its
  yielded values in slot ``k % stages``; ``producer_commit`` makes it full;
  ``consumer_wait`` waits until it is full (every agent instance that wrote
  the fill committed it, and every TMA transaction of it landed),
  ``consumer_read`` runs its region on the slot's values,
  ``consumer_release`` counts the releasing agent instance's threads (one
  arrival with ``{umma}``: the tcgen05.commit of the issuing thread).
* tensor memory (sm_100a): ``alloc_tmem`` is mutable storage reading NaN until
  written; ``copy`` / ``tmem_store`` / ``stmatrix`` write it in place, a
  ``dot`` with a tensor-memory accumulator accumulates in place; use after
  ``dealloc_tmem`` is an error.
* ``agent_switch``: its regions run as concurrent coroutines; region ``i`` runs
  once per warpgroup of its ``agent_warps[i]`` warps (``get_warpgroup_id`` is
  that index), except a TMA producer (its only memory traffic is TMA loads),
  which runs once on one elected thread.  Blocking ops suspend; when nothing
  can run, that is a deadlock, reported with every waiter.
* ``tileas_tma`` / ``tileas_abi`` / ``llfunc`` / ``smem``: TMA ops are the copies
  they denote (zero fill, clipped stores); mbarriers count arrivals and
  transaction bytes, phases complete as in the PTX ISA, waits are parity
  waits; a descriptor kernel argument is rebuilt from the module's
  ``nanotile.tma_descriptors``; ``unrealized_conversion_cast`` passes values on.

This module reads the IR through ``nanotile.ir`` and the language op classes
only; it shares no code with the lowering passes.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Generator, Mapping, Sequence

import numpy as np

from ..ir.attributes import ArrayAttr, DenseElementsAttr, DictAttr, FloatAttr, IntegerAttr, TypeAttr
from ..ir.core import Module, Region, Value, op_regions, walk
from ..ir.location import Location
from ..ir.symbols import lookup
from ..ir.types import DialectType, FloatType, IntegerType, KeyParam, MemRefType, TensorType, Type
from ..languages import llvm as L
from ..languages import structured as S
from ..languages import tileas as A
from ..languages import tileas_tma as B
from ..languages import tileas_tmem as T
from .values import (
    Barrier, ConsumerToken, InterpError, Iter, MemToken, NotInterpretable, Pipeline, ProducerToken,
    TmaDesc, Tmem, View, np_dtype, unsigned, wrap,
)


@dataclass(frozen=True)
class Blocked:
    """A suspended coroutine: ``ready`` says when it may go on; ``what`` names the waiting op."""

    ready: Callable[[], bool]
    what: str


Gen = Generator[Blocked, None, Any]


@dataclass
class Frame:
    """One running instance: its values, its CTA, its agent (warpgroup id and thread count).

    ``env`` is a plain dict, copied per CTA and per agent instance.  A persistent map (each CTA's
    environment an evolver over the arguments' ``pmap``, each agent's over the environment at its
    ``agent_switch``) was measured and is slower: every value read and written goes through
    ``pyrsistent`` while the copies it saves are of a few dozen entries (CPU ms, min of 40/15:
    tma_copy 0.45 -> 0.52, vector_add 0.13 -> 0.19, gemm_sm90 2.2 -> 3.5; bench/NOTES.md
    'Persistent data (issue 8.4)')."""

    env: dict[str, Any]
    cta: tuple[int, int, int]
    warpgroup: int | None
    threads: int
    instance: int = 0


def _where(op: Any) -> str:
    loc: Location = op.loc
    return f"'{op.NAME}' at {loc}"


def _fail(op: Any, msg: str) -> InterpError:
    return InterpError(f"{_where(op)}: {msg}")


def _wait(ready: Callable[[], bool], what: str) -> Gen:
    while not ready():
        yield Blocked(ready, what)


def drive(children: Sequence[tuple[str, Gen]]) -> Gen:
    """Run coroutines round-robin until all finish; suspend (as one) while all are blocked."""
    gens = list(children)
    waits: list[Blocked | None] = [None] * len(gens)
    results: list[Any] = [None] * len(gens)
    live = set(range(len(gens)))
    while live:
        progressed = False
        for i in sorted(live):
            w = waits[i]
            if w is not None and not w.ready():
                continue
            try:
                waits[i] = next(gens[i][1])
            except StopIteration as stop:
                results[i] = stop.value
                live.discard(i)
            progressed = True
        if not progressed:
            blocked = [(gens[i][0], waits[i]) for i in sorted(live)]
            yield Blocked(lambda: any(w is not None and w.ready() for _, w in blocked),
                          "; ".join(f"{name} waits at {w.what}" for name, w in blocked if w is not None))
    return results


def run_to_end(g: Gen, who: str) -> Any:
    """Drive a top-level coroutine; if it suspends with nothing else to run, that is a deadlock."""
    try:
        while True:
            w = next(g)
            if not w.ready():
                raise InterpError(f"deadlock in {who}: {w.what}")
    except StopIteration as stop:
        return stop.value


_PAD = {A.Padding.ZERO: 0.0, A.Padding.NEG_ZERO: -0.0, A.Padding.NAN: float("nan"),
        A.Padding.POS_INF: float("inf"), A.Padding.NEG_INF: float("-inf")}


def _tile_type(op: Any, v: Value) -> TensorType:
    if not isinstance(v.type, TensorType):
        raise _fail(op, f"%{v.name} is not a tile (its type is {v.type})")
    return v.type


def _pipeline_elements(op: Any, t: Type) -> tuple[int, tuple[TensorType, ...]]:
    if not (isinstance(t, DialectType) and t.name == "pipeline"):
        raise _fail(op, f"expects a !nv_tileas.pipeline, got {t}")
    stages = t.param("stages")
    elems = tuple(p for p in t.params if isinstance(p, TensorType))
    if not isinstance(stages, int) or stages < 1:
        raise _fail(op, f"pipeline type {t} has no positive 'stages'")
    return stages, elems


def _is_tma_producer(r: Region[Any]) -> bool:
    """Is every memory access of the region a TMA load (so one elected thread runs it)?"""
    tma = False
    for o in walk(tuple(op for b in r.blocks for op in b.ops)):
        if isinstance(o, B.AsyncTiledTmaLoad) or (isinstance(o, A.TiledLoad) and o.atom is A.Atom.TMA_LOAD):
            tma = True
        elif isinstance(o, (A.TiledLoad, A.TiledStore, A.TiledAtomicRmw, A.Dot, B.AsyncTiledTmaStore)):
            return False
    return tma


TERMINATORS = (S.ScfYield, A.PipelineYield, A.TileReturn, L.LLVMReturn)


class Machine:
    """Interprets one kernel function of a module in a tile-level language."""

    def __init__(self, module: Module[Any], function: str | None = None, max_steps: int | None = None) -> None:
        self.module = module
        self.max_steps = max_steps   # the work cap: scf.for trips over all CTAs (None: no cap)
        self.steps = 0
        if function is not None:
            named = lookup(module, function)
            funcs = [named] if isinstance(named, (A.TileFunc, L.LLVMFunc)) else []
        else:
            funcs = [op for op in module.ops if isinstance(op, (A.TileFunc, L.LLVMFunc))]
        if not funcs:
            raise InterpError(f"no kernel function{'' if function is None else ' @' + function} in the module")
        if len(funcs) > 1:
            raise InterpError("the module has several functions; name one "
                              f"({', '.join(f.sym_name for f in funcs)})")
        self.func = funcs[0]
        for op in module.ops:
            if not isinstance(op, (A.TileFunc, L.LLVMFunc, L.Global)):
                raise NotInterpretable(f"{_where(op)}: not interpretable at module level")
        if isinstance(self.func, A.TileFunc):
            ks = self.func.kernel_spec
            self.threads = 32 * ks.num_warps if ks is not None else 128
        else:
            self.threads = self.func.reqntid[0] if self.func.reqntid else 128
        self.entry = self.func.body.blocks[0]
        self._descs = self._descriptor_table()
        self._ops, self._blocking = self._handlers()
        self._instances = 0
        self._terminators = TERMINATORS
        for op in walk(self.entry.ops):
            if type(op) not in self._ops and type(op) not in self._blocking and \
                    not isinstance(op, self._terminators):
                raise NotInterpretable(f"{_where(op)}: not interpretable (the reference interpreter "
                                       "has no semantics for this op)")

    def _handlers(self) -> tuple[dict[type, Callable[[Any, Frame], Any]], dict[type, Callable[[Any, Frame], Gen]]]:
        simple: dict[type, Callable[[Any, Frame], Any]] = {
            S.Constant: self._constant, S.AddI: self._int_binop, S.SubI: self._int_binop,
            S.MulI: self._int_binop, S.DivUI: self._int_binop, S.RemUI: self._int_binop,
            S.AndI: self._int_binop, S.AddF: self._float_binop, S.MulF: self._float_binop,
            S.TruncF: self._truncf,
            S.CmpI: self._cmpi, S.Select: self._select, S.IndexCast: self._index_cast,
            A.GetProgramId: self._program_id, A.GetWarpgroupId: self._warpgroup_id,
            A.MakeMemref: self._make_memref, A.TiledLoad: self._tiled_load, A.TiledStore: self._tiled_store,
            A.TiledAtomicRmw: self._atomic_rmw, A.ExtractSlice: self._extract_slice, A.Dot: self._dot,
            A.CreatePipeline: self._create_pipeline, A.CreateIterator: self._create_iterator,
            A.IncIter: self._inc_iter, A.ProducerCommit: self._producer_commit,
            A.ConsumerRelease: self._consumer_release,
            B.MakeTiledTmaDesc: self._make_desc, B.AsyncTiledTmaLoad: self._tma_load,
            B.AsyncTiledTmaStore: self._tma_store, B.AllocMBarrier: self._alloc_mbarrier,
            B.MBarrierInit: self._mbarrier_init, L.UnrealizedCast: self._cast,
            A.AllocTmem: self._alloc_tmem, A.DeallocTmem: self._dealloc_tmem, A.Copy: self._copy,
            A.AllocTensor: self._alloc_tensor,
            T.TmemLoad: self._move, T.LdMatrix: self._move, T.TmemStore: self._move, T.StMatrix: self._move,
        }
        blocking: dict[type, Callable[[Any, Frame], Gen]] = {
            S.ScfFor: self._scf_for, S.ScfIf: self._scf_if, A.AgentSwitch: self._agent_switch,
            A.ProducerAcquire: self._producer_acquire, A.ProducerWrite: self._producer_write,
            A.ConsumerWait: self._consumer_wait, A.ConsumerRead: self._consumer_read,
            B.MBarrierWait: self._mbarrier_wait,
        }
        return simple, blocking

    # ---- the kernel boundary -------------------------------------------------------------

    def _descriptor_table(self) -> dict[int, DictAttr]:
        """Descriptor kernel arguments (``tileas_abi`` and below): arg index -> metadata entry."""
        out: dict[int, DictAttr] = {}
        meta = self.module.attrs.get("nanotile.tma_descriptors")
        if isinstance(meta, ArrayAttr):
            for e in meta.elements:
                if isinstance(e, DictAttr) and e.get("function") is not None:
                    fn, arg = e.get("function"), e.get("arg")
                    if getattr(fn, "value", None) == self.func.sym_name and isinstance(arg, IntegerAttr):
                        out[arg.value] = e
        return out

    def params(self) -> tuple[Value, ...]:
        """The kernel arguments a caller passes (descriptor arguments are built from metadata)."""
        return tuple(a for i, a in enumerate(self.entry.args) if i not in self._descs)

    def _bind_args(self, args: Sequence[Any]) -> dict[str, Any]:
        params = self.params()
        if len(args) != len(params):
            raise InterpError(f"@{self.func.sym_name} takes {len(params)} arguments "
                              f"({', '.join('%' + p.name for p in params)}), got {len(args)}")
        env: dict[str, Any] = {}
        values: dict[int, Any] = {}
        j = 0
        for i, a in enumerate(self.entry.args):
            if i in self._descs:
                continue
            v = args[j]
            j += 1
            if isinstance(v, np.ndarray):
                if not v.flags.c_contiguous:
                    raise InterpError(f"argument %{a.name}: buffers must be C-contiguous arrays")
                env[a.name] = _Buffer(v.reshape(-1), a.name)
            elif isinstance(v, (int, np.integer)):
                t = a.type if isinstance(a.type, IntegerType) else IntegerType(64)
                env[a.name] = wrap(int(v), t)
            else:
                raise InterpError(f"argument %{a.name}: expected a numpy buffer or an int, got {type(v).__name__}")
            values[i] = env[a.name]
        for i, e in self._descs.items():
            env[self.entry.args[i].name] = self._rebuild_desc(e, values)
        return env

    def _rebuild_desc(self, e: DictAttr, values: Mapping[int, Any]) -> TmaDesc:
        base = e.get("base_arg")
        dims = e.get("dims")
        box = e.get("box")
        sw = e.get("swizzle")
        et = e.get("element_type")
        if not (isinstance(base, IntegerAttr) and isinstance(dims, ArrayAttr) and box is not None
                and isinstance(sw, IntegerAttr) and isinstance(et, TypeAttr)):
            raise InterpError(f"malformed nanotile.tma_descriptors entry {e}")
        buf = values.get(base.value)
        if not isinstance(buf, _Buffer):
            raise InterpError(f"descriptor base argument {base.value} is not a buffer")
        shape: list[int] = []
        for d in dims.elements:
            a, v = (d.get("arg"), d.get("value")) if isinstance(d, DictAttr) else (None, None)
            if isinstance(a, IntegerAttr) and isinstance(values.get(a.value), int):
                shape.append(values[a.value])
            elif isinstance(v, IntegerAttr):
                shape.append(v.value)
            else:
                raise InterpError(f"malformed descriptor dimension {d}")
        view = _make_view(buf, tuple(shape), et.type, None)
        return TmaDesc(view, tuple(int(b) for b in getattr(box, "values", ())), sw.value)

    def run(self, args: Sequence[Any], grid: tuple[int, ...]) -> None:
        """Run every CTA of ``grid`` (x, y, z; missing dims are 1) on ``args`` (buffers are written in place)."""
        g = tuple(grid) + (1,) * (3 - len(grid))
        if any(d < 1 for d in g):
            raise InterpError(f"empty grid {g}")
        env0 = self._bind_args(args)
        for z in range(g[2]):
            for y in range(g[1]):
                for x in range(g[0]):
                    fr = Frame(dict(env0), (x, y, z), None, self.threads)
                    run_to_end(self._block(self.entry.ops, fr), f"CTA ({x}, {y}, {z})")

    # ---- blocks and regions --------------------------------------------------------------

    def _block(self, ops: Sequence[Any], fr: Frame) -> Gen:
        """Run ops in order; the terminator's operand values are the block's result."""
        for op in ops:
            if isinstance(op, self._terminators):
                return tuple(self._get(op, v, fr) for v in op.values)
            h = self._ops.get(type(op))
            if h is not None:
                h(op, fr)
                continue
            yield from self._blocking[type(op)](op, fr)
        return ()

    def _region(self, op: Any, r: Region[Any], fr: Frame, args: Sequence[Any] = ()) -> Gen:
        if not r.blocks:
            return ()
        if len(r.blocks) != 1:
            raise NotInterpretable(f"{_where(op)}: regions with several blocks are not interpretable")
        blk = r.blocks[0]
        if len(blk.args) != len(args):
            raise _fail(op, f"region takes {len(blk.args)} arguments, given {len(args)}")
        for a, v in zip(blk.args, args):
            fr.env[a.name] = v
        res = yield from self._block(blk.ops, fr)
        return res

    def _get(self, op: Any, v: Value, fr: Frame) -> Any:
        try:
            return fr.env[v.name]
        except KeyError:
            raise _fail(op, f"%{v.name} has no value here") from None

    def _int(self, op: Any, v: Value, fr: Frame) -> int:
        x = self._get(op, v, fr)
        if not isinstance(x, int):
            raise _fail(op, f"%{v.name} is not an integer scalar")
        return x

    def _set(self, fr: Frame, v: Value, x: Any) -> None:
        fr.env[v.name] = x

    # ---- arith ---------------------------------------------------------------------------

    def _constant(self, op: S.Constant, fr: Frame) -> None:
        t, a = op.result.type, op.value
        if isinstance(a, IntegerAttr):
            x: Any = wrap(a.value, t) if not isinstance(t, (TensorType, FloatType)) else a.value
            if isinstance(t, FloatType):
                x = np_dtype(t).type(a.value)
        elif isinstance(a, FloatAttr):
            if not isinstance(t, FloatType):
                raise _fail(op, f"a float constant of type {t}")
            x = np_dtype(t).type(a.value)
        elif isinstance(a, DenseElementsAttr) and isinstance(t, TensorType):
            dt = np_dtype(t.element)
            if len(a.values) == 1:
                x = np.full(t.shape, a.values[0], dtype=dt)
            else:
                x = np.array(a.values, dtype=dt).reshape(t.shape)
        else:
            raise NotInterpretable(f"{_where(op)}: constant {a} is not interpretable")
        self._set(fr, op.result, x)

    def _int_binop(self, op: Any, fr: Frame) -> None:
        a, b = self._get(op, op.lhs, fr), self._get(op, op.rhs, fr)
        t = op.result.type
        if isinstance(a, int) and isinstance(b, int):
            if isinstance(op, S.AddI):
                r = a + b
            elif isinstance(op, S.SubI):
                r = a - b
            elif isinstance(op, S.MulI):
                r = a * b
            elif isinstance(op, S.AndI):
                r = a & b
            else:
                ua, ub = unsigned(a, t), unsigned(b, t)
                if ub == 0:
                    raise _fail(op, "division by zero")
                r = ua // ub if isinstance(op, S.DivUI) else ua % ub
            self._set(fr, op.result, wrap(r, t))
            return
        if not (isinstance(a, np.ndarray) and isinstance(b, np.ndarray)):
            raise _fail(op, "operands must be two integer scalars or two tiles")
        with np.errstate(over="ignore"):
            if isinstance(op, S.AddI):
                out = a + b
            elif isinstance(op, S.SubI):
                out = a - b
            elif isinstance(op, S.MulI):
                out = a * b
            elif isinstance(op, S.AndI):
                out = a & b
            else:
                ut = np.dtype(f"u{a.dtype.itemsize}")
                va, vb = a.view(ut), b.view(ut)
                if np.any(vb == 0):
                    raise _fail(op, "division by zero")
                out = (va // vb if isinstance(op, S.DivUI) else va % vb).view(a.dtype)
        self._set(fr, op.result, out)

    def _float_binop(self, op: Any, fr: Frame) -> None:
        a, b = self._get(op, op.lhs, fr), self._get(op, op.rhs, fr)
        if isinstance(a, int) or isinstance(b, int):
            raise _fail(op, "operands must be floats")
        with np.errstate(all="ignore"):
            out = a + b if isinstance(op, S.AddF) else a * b
        self._set(fr, op.result, out)

    def _truncf(self, op: S.TruncF, fr: Frame) -> None:
        """To the narrower float type, rounding to nearest even (numpy's cast), tiles element-wise."""
        a = self._get(op, op.arg, fr)
        if isinstance(a, int):
            raise _fail(op, "operand must be a float")
        t = op.result.type
        dt = np_dtype(t.element if isinstance(t, TensorType) else t)
        with np.errstate(all="ignore"):
            out = np.asarray(a).astype(dt) if isinstance(t, TensorType) else dt.type(a)
        self._set(fr, op.result, out)

    def _cmpi(self, op: S.CmpI, fr: Frame) -> None:
        a: Any = self._get(op, op.lhs, fr)
        b: Any = self._get(op, op.rhs, fr)
        p = op.predicate
        P = S.CmpIPredicate
        if p in (P.ULT, P.ULE, P.UGT, P.UGE):
            if isinstance(a, int):
                a, b = unsigned(a, op.lhs.type), unsigned(b, op.lhs.type)
            else:
                ut = np.dtype(f"u{a.dtype.itemsize}")
                a, b = a.view(ut), b.view(ut)
        table: dict[S.CmpIPredicate, Callable[[Any, Any], Any]] = {
            P.EQ: lambda x, y: x == y, P.NE: lambda x, y: x != y,
            P.SLT: lambda x, y: x < y, P.SLE: lambda x, y: x <= y,
            P.SGT: lambda x, y: x > y, P.SGE: lambda x, y: x >= y,
            P.ULT: lambda x, y: x < y, P.ULE: lambda x, y: x <= y,
            P.UGT: lambda x, y: x > y, P.UGE: lambda x, y: x >= y,
        }
        r = table[p](a, b)
        self._set(fr, op.result, int(r) if isinstance(r, (bool, np.bool_)) else r)

    def _select(self, op: S.Select, fr: Frame) -> None:
        c = self._get(op, op.cond, fr)
        a, b = self._get(op, op.true_value, fr), self._get(op, op.false_value, fr)
        self._set(fr, op.result, (a if c else b) if isinstance(c, int) else np.where(c, a, b))

    def _index_cast(self, op: S.IndexCast, fr: Frame) -> None:
        self._set(fr, op.result, wrap(self._int(op, op.input, fr), op.result.type))

    def _cast(self, op: L.UnrealizedCast, fr: Frame) -> None:
        if len(op.inputs) != len(op.results):
            raise NotInterpretable(f"{_where(op)}: only one-to-one casts are interpretable")
        for i, r in zip(op.inputs, op.results):
            self._set(fr, r, self._get(op, i, fr))

    # ---- scf -----------------------------------------------------------------------------

    def _scf_for(self, op: S.ScfFor[Any], fr: Frame) -> Gen:
        lb, ub, step = (self._int(op, v, fr) for v in (op.lower, op.upper, op.step))
        if step <= 0:
            raise _fail(op, f"step {step} is not positive")
        carried = tuple(self._get(op, v, fr) for v in op.inits)
        self.steps += max(0, -(-(ub - lb) // step))   # counted before the loop runs: 2^63 trips stop at once
        if self.max_steps is not None and self.steps > self.max_steps:
            raise _fail(op, f"more than {self.max_steps} loop trips (the work cap)")
        i = lb
        while i < ub:
            carried = yield from self._region(op, op.body, fr, (i,) + carried)
            if len(carried) != len(op.results):
                raise _fail(op, f"the body yields {len(carried)} values for {len(op.results)} results")
            i += step
        for r, v in zip(op.results, carried):
            self._set(fr, r, v)

    def _scf_if(self, op: S.ScfIf[Any], fr: Frame) -> Gen:
        c = self._int(op, op.cond, fr)
        res = yield from self._region(op, op.then_region if c else op.else_region, fr)
        if len(res) != len(op.results):
            raise _fail(op, f"the taken branch yields {len(res)} values for {len(op.results)} results")
        for r, v in zip(op.results, res):
            self._set(fr, r, v)

    # ---- indices and views ---------------------------------------------------------------

    def _program_id(self, op: A.GetProgramId, fr: Frame) -> None:
        if not 0 <= op.dim <= 2:
            raise _fail(op, f"dim {op.dim} is not 0, 1 or 2")
        self._set(fr, op.result, fr.cta[op.dim])

    def _warpgroup_id(self, op: A.GetWarpgroupId, fr: Frame) -> None:
        if fr.warpgroup is None:
            raise NotInterpretable(f"{_where(op)}: not interpretable outside an agent_switch region "
                                   "(no agent, so no warpgroup index)")
        self._set(fr, op.result, fr.warpgroup)

    def _make_memref(self, op: A.MakeMemref, fr: Frame) -> None:
        buf = self._get(op, op.base, fr)
        if not isinstance(buf, _Buffer):
            raise _fail(op, f"%{op.base.name} is not a kernel buffer")
        t = op.result.type
        if not isinstance(t, MemRefType):
            raise _fail(op, f"result type {t} is not a memref")
        shape = tuple(self._int(op, s, fr) for s in op.sizes)
        if len(shape) != len(t.shape):
            raise _fail(op, f"{len(shape)} sizes for a rank-{len(t.shape)} view")
        self._set(fr, op.result, _make_view(buf, shape, t.element, op))

    def _view(self, op: Any, v: Value, fr: Frame) -> View:
        x = self._get(op, v, fr)
        if not isinstance(x, View):
            raise _fail(op, f"%{v.name} is not a memory view")
        return x

    # ---- memops --------------------------------------------------------------------------

    def _coords(self, op: Any, fr: Frame, view: View, shape: tuple[int, ...]) -> tuple[int, ...]:
        if getattr(op, "offsets", ()):
            raise NotInterpretable(f"{_where(op)}: the 'offsets' operand segment is not interpretable")
        coords = tuple(self._int(op, c, fr) for c in op.coords)
        if len(coords) != len(view.shape) or len(shape) != len(view.shape):
            raise _fail(op, f"a rank-{len(shape)} tile at {len(coords)} coordinates of a "
                            f"rank-{len(view.shape)} view")
        ib = getattr(op, "in_bounds", None)
        if ib is not None:
            for d, flag in enumerate(ib):
                if flag and (coords[d] < 0 or coords[d] + shape[d] > view.shape[d]):
                    raise _fail(op, f"dimension {d} is declared in_bounds but the tile "
                                    f"[{coords[d]}, {coords[d] + shape[d]}) leaves the view's "
                                    f"[0, {view.shape[d]})")
        return coords

    def _tiled_load(self, op: A.TiledLoad, fr: Frame) -> None:
        t = _tile_type(op, op.results[0])
        view = self._view(op, op.view, fr)
        coords = self._coords(op, fr, view, t.shape)
        self._set(fr, op.results[0], _load(op, view, coords, t, op.padding_value))
        for r in op.results[1:]:
            self._set(fr, r, MemToken())

    def _tiled_store(self, op: A.TiledStore, fr: Frame) -> None:
        tile = self._tile(op, op.tile, fr)
        view = self._view(op, op.view, fr)
        coords = self._coords(op, fr, view, tile.shape)
        _store(op, view, coords, tile)
        for r in op.results:
            self._set(fr, r, MemToken())

    def _atomic_rmw(self, op: A.TiledAtomicRmw, fr: Frame) -> None:
        val = self._tile(op, op.value, fr)
        view = self._view(op, op.view, fr)
        coords = self._coords(op, fr, view, val.shape)
        t = _tile_type(op, op.results[0])
        old = _load(op, view, coords, t, None)
        arr = view.array()
        mode = op.rmw_mode
        if mode is None:
            raise _fail(op, "no rmw_mode")
        M = A.RmwMode
        if mode in (M.UMAX, M.UMIN):
            ut = np.dtype(f"u{old.dtype.itemsize}")
            o, v = old.view(ut), val.view(ut)
            new = (np.maximum(o, v) if mode is M.UMAX else np.minimum(o, v)).view(old.dtype)
        else:
            fns: dict[A.RmwMode, Callable[[Any, Any], Any]] = {
                M.ADD: np.add, M.FADD: np.add, M.AND: np.bitwise_and, M.OR: np.bitwise_or,
                M.XOR: np.bitwise_xor, M.MAX: np.maximum, M.MIN: np.minimum, M.XCHG: lambda o, v: v,
            }
            with np.errstate(all="ignore"):
                new = np.asarray(fns[mode](old, val), dtype=old.dtype)
        sl, src = _clip(view.shape, coords, val.shape)
        if sl is not None:
            arr[sl] = new[src]
        self._set(fr, op.results[0], old)
        for r in op.results[1:]:
            self._set(fr, r, MemToken())

    def _tile(self, op: Any, v: Value, fr: Frame) -> np.ndarray:
        x = self._get(op, v, fr)
        if isinstance(x, Tmem):
            if x.freed:
                raise _fail(op, f"%{v.name} is tensor memory that was already freed")
            return x.data
        if not isinstance(x, np.ndarray):
            raise _fail(op, f"%{v.name} is not a tile")
        return x

    def _extract_slice(self, op: A.ExtractSlice, fr: Frame) -> None:
        src = self._tile(op, op.source, fr)
        offs = tuple(self._int(op, o, fr) for o in op.offsets)
        if len(offs) != src.ndim or len(op.sizes) != src.ndim:
            raise _fail(op, f"{len(offs)} offsets and {len(op.sizes)} sizes for a rank-{src.ndim} tile")
        for d, (o, s) in enumerate(zip(offs, op.sizes)):
            if o < 0 or o + s > src.shape[d]:
                raise _fail(op, f"slice [{o}, {o + s}) of dimension {d} leaves the tile's [0, {src.shape[d]})")
        self._set(fr, op.result, src[tuple(slice(o, o + s) for o, s in zip(offs, op.sizes))].copy())

    def _dot(self, op: A.Dot, fr: Frame) -> None:
        a, b, acc = (self._tile(op, v, fr) for v in (op.lhs, op.rhs, op.acc))
        if op.b_major == "mn" and b.ndim == 2:   # b is K x N: the dot is acc + a @ b
            b = b.T
        if a.ndim != 2 or b.ndim != 2 or acc.shape != (a.shape[0], b.shape[0]) or a.shape[1] != b.shape[1]:
            raise _fail(op, f"shapes {a.shape} x {b.shape}^T + {acc.shape} do not fit")
        exact = a.astype(np.float64) @ b.astype(np.float64).T + acc.astype(np.float64)
        held = self._get(op, op.acc, fr)
        if isinstance(held, Tmem):  # tensor memory accumulates in place
            held.data[...] = exact.astype(acc.dtype)
            self._set(fr, op.result, held)
        else:
            self._set(fr, op.result, exact.astype(acc.dtype))

    # ---- tensor memory (sm_100a) ---------------------------------------------------------

    def _alloc_tmem(self, op: A.AllocTmem, fr: Frame) -> None:
        t = _tile_type(op, op.result)
        dt = np_dtype(t.element)
        fill: Any = np.nan if dt.kind == "f" else 0  # never-written tensor memory reads as NaN
        self._set(fr, op.result, Tmem(np.full(t.shape, fill, dtype=dt)))

    def _dealloc_tmem(self, op: A.DeallocTmem, fr: Frame) -> None:
        t = self._get(op, op.tile, fr)
        if not isinstance(t, Tmem):
            raise _fail(op, f"%{op.tile.name} is not an alloc_tmem tile")
        if t.freed:
            raise _fail(op, f"%{op.tile.name} is freed twice")
        t.freed = True

    def _alloc_tensor(self, op: A.AllocTensor, fr: Frame) -> None:
        """A shared tile of its own (one per agent instance, as each runs this op): NaN until written."""
        t = _tile_type(op, op.result)
        dt = np_dtype(t.element)
        self._set(fr, op.result, np.full(t.shape, np.nan if dt.kind == "f" else 0, dtype=dt))

    def _write_into(self, op: Any, dest: Value, value: np.ndarray, fr: Frame) -> Any:
        d = self._get(op, dest, fr)
        if isinstance(d, Tmem):
            if d.freed:
                raise _fail(op, f"%{dest.name} is tensor memory that was already freed")
            if d.data.shape != value.shape or d.data.dtype != value.dtype:
                raise _fail(op, f"copies a {value.shape} {value.dtype} tile into a {d.data.shape} "
                                f"{d.data.dtype} one")
            d.data[...] = value
            return d
        if isinstance(d, np.ndarray) and (d.shape != value.shape or d.dtype != value.dtype):
            raise _fail(op, f"copies a {value.shape} {value.dtype} tile into a {d.shape} {d.dtype} one")
        return np.array(value, copy=True)

    def _copy(self, op: A.Copy, fr: Frame) -> None:
        src = self._tile(op, op.source, fr)
        if op.dest is not None:
            self._set(fr, op.result, self._write_into(op, op.dest, src, fr))
        else:
            self._set(fr, op.result, np.array(src, copy=True))

    def _move(self, op: Any, fr: Frame) -> None:
        """tmem_load / ldmatrix (a copy into registers), tmem_store / stmatrix (into ``dest``)."""
        if isinstance(op, (T.TmemStore, T.StMatrix)):
            self._set(fr, op.result, self._write_into(op, op.dest, self._tile(op, op.value, fr), fr))
        else:
            src = op.tile if isinstance(op, T.TmemLoad) else op.source
            self._set(fr, op.result, np.array(self._tile(op, src, fr), copy=True))

    # ---- TMA (tileas_tma and below) ------------------------------------------------------

    def _make_desc(self, op: B.MakeTiledTmaDesc, fr: Frame) -> None:
        if op.mode != "tiled":
            raise NotInterpretable(f"{_where(op)}: TMA mode '{op.mode}' is not interpretable")
        self._set(fr, op.result, TmaDesc(self._view(op, op.view, fr), op.box, op.swizzle))

    def _desc(self, op: Any, v: Value, fr: Frame) -> TmaDesc:
        d = self._get(op, v, fr)
        if not isinstance(d, TmaDesc):
            raise _fail(op, f"%{v.name} is not a TMA descriptor")
        return d

    def _tma_load(self, op: B.AsyncTiledTmaLoad, fr: Frame) -> None:
        d = self._desc(op, op.desc, fr)
        t = _tile_type(op, op.result)
        if tuple(d.box) != t.shape:
            raise _fail(op, f"the descriptor's box {list(d.box)} is not the tile shape {list(t.shape)}")
        coords = self._coords(op, fr, d.view, t.shape)
        tile = _load(op, d.view, coords, t, None)
        nbytes = tile.nbytes
        bar = self._get(op, op.mbarrier, fr)
        if isinstance(bar, ProducerToken):
            k = bar.k
            bar.pipe.tx[k] = bar.pipe.tx.get(k, 0) + op.tx_count - nbytes
            if bar.pipe.tx[k] < 0:
                raise _fail(op, f"the copy lands {nbytes} bytes but tx_count expects {op.tx_count}: "
                                "the stage's transaction count underflows")
        elif isinstance(bar, Barrier):
            if bar.count is None:
                raise _fail(op, "completes on an mbarrier that was never initialised")
            bar.pending -= 1
            bar.tx += op.tx_count - nbytes
            if bar.pending < 0:
                raise _fail(op, f"more arrivals than the barrier's count {bar.count}")
            if bar.tx < 0:
                raise _fail(op, f"the copy lands {nbytes} bytes but tx_count expects {op.tx_count}: "
                                "the barrier's transaction count underflows")
            if bar.pending == 0 and bar.tx == 0:
                bar.completed += 1
                bar.pending = bar.count
        else:
            raise _fail(op, f"%{op.mbarrier.name} is neither an mbarrier nor a producer token")
        self._set(fr, op.result, tile)

    def _tma_store(self, op: B.AsyncTiledTmaStore, fr: Frame) -> None:
        d = self._desc(op, op.desc, fr)
        tile = self._tile(op, op.tile, fr)
        if tuple(d.box) != tile.shape:
            raise _fail(op, f"the descriptor's box {list(d.box)} is not the tile shape {list(tile.shape)}")
        _store(op, d.view, self._coords(op, fr, d.view, tile.shape), tile)

    def _alloc_mbarrier(self, op: B.AllocMBarrier, fr: Frame) -> None:
        self._set(fr, op.result, Barrier())

    def _barrier(self, op: Any, fr: Frame) -> Barrier:
        b = self._get(op, op.mbarrier, fr)
        if not isinstance(b, Barrier):
            raise _fail(op, f"%{op.mbarrier.name} is not an mbarrier")
        return b

    def _mbarrier_init(self, op: B.MBarrierInit, fr: Frame) -> None:
        b = self._barrier(op, fr)
        if op.count < 1:
            raise _fail(op, f"arrival count {op.count} is not positive")
        b.count, b.pending, b.tx, b.completed = op.count, op.count, 0, 0

    def _mbarrier_wait(self, op: B.MBarrierWait, fr: Frame) -> Gen:
        b = self._barrier(op, fr)
        if b.count is None:
            raise _fail(op, "waits on an mbarrier that was never initialised")
        yield from _wait(lambda: b.completed % 2 != op.phase % 2,
                         f"{_where(op)} (phase {op.phase}; {b.pending} arrivals and {b.tx} bytes pending)")

    # ---- the async pipeline --------------------------------------------------------------

    def _create_pipeline(self, op: A.CreatePipeline, fr: Frame) -> None:
        stages, elems = _pipeline_elements(op, op.result.type)
        if op.consumer_arrivals < 1:
            raise _fail(op, f"consumer_arrivals {op.consumer_arrivals} is not positive")
        self._set(fr, op.result, Pipeline(stages, op.consumer_arrivals, elems))

    def _pipe(self, op: Any, fr: Frame) -> Pipeline:
        p = self._get(op, op.pipeline, fr)
        if not isinstance(p, Pipeline):
            raise _fail(op, f"%{op.pipeline.name} is not a pipeline")
        return p

    def _iter(self, op: Any, v: Value, fr: Frame) -> Iter:
        it = self._get(op, v, fr)
        if not isinstance(it, Iter):
            raise _fail(op, f"%{v.name} is not a pipeline iterator")
        return it

    def _create_iterator(self, op: A.CreateIterator, fr: Frame) -> None:
        self._pipe(op, fr)
        self._set(fr, op.result, Iter(0))

    def _inc_iter(self, op: A.IncIter, fr: Frame) -> None:
        self._set(fr, op.result, Iter(self._iter(op, op.iterator, fr).k + 1))

    def _producer_acquire(self, op: A.ProducerAcquire, fr: Frame) -> Gen:
        p = self._pipe(op, fr)
        k = self._iter(op, op.iterator, fr).k
        if (k, fr.instance) in p.acquired:
            raise _fail(op, f"fill {k} of the pipeline is acquired twice by one agent instance")
        yield from _wait(lambda: p.empty_for(k),
                         f"{_where(op)} (fill {k}: slot {k % p.stages} not yet released by "
                         f"{p.consumer_arrivals} consumer threads, {p.released.get(k - p.stages, 0)} so far)")
        p.acquired.add((k, fr.instance))
        self._set(fr, op.result, ProducerToken(p, k, fr.instance))

    def _ptoken(self, op: Any, fr: Frame) -> ProducerToken:
        t = self._get(op, op.token, fr)
        if not isinstance(t, ProducerToken):
            raise _fail(op, f"%{op.token.name} is not a producer token")
        return t

    def _producer_write(self, op: A.ProducerWrite[Any], fr: Frame) -> Gen:
        tok = self._ptoken(op, fr)
        p, k = tok.pipe, tok.k
        if (k, tok.instance) in p.written:
            raise _fail(op, f"fill {k} is written twice")
        vals = yield from self._region(op, op.body, fr)
        if len(vals) != len(p.elements):
            raise _fail(op, f"yields {len(vals)} values for a pipeline of {len(p.elements)} element types")
        for v, t in zip(vals, p.elements):
            if not isinstance(v, np.ndarray) or v.shape != t.shape or v.dtype != np_dtype(t.element):
                raise _fail(op, f"a stage value does not have the pipeline's element type {t}")
        p.slots[k % p.stages] = tuple(np.array(v, copy=True) for v in vals)
        p.written.add((k, tok.instance))

    def _producer_commit(self, op: A.ProducerCommit, fr: Frame) -> None:
        tok = self._ptoken(op, fr)
        key = (tok.k, tok.instance)
        if key not in tok.pipe.written:
            raise _fail(op, f"fill {tok.k} is committed before it was written")
        if key in tok.pipe.committed:
            raise _fail(op, f"fill {tok.k} is committed twice")
        tok.pipe.committed.add(key)

    def _consumer_wait(self, op: A.ConsumerWait, fr: Frame) -> Gen:
        p = self._pipe(op, fr)
        k = self._iter(op, op.iterator, fr).k
        yield from _wait(lambda: p.full(k),
                         f"{_where(op)} (fill {k}: " + ("committed, but "
                                                          f"{p.tx.get(k, 0)} transaction bytes never land)"
                                                          if p.was_committed(k) else "not committed)"))
        self._set(fr, op.result, ConsumerToken(p, k, fr.threads))

    def _ctoken(self, op: Any, fr: Frame) -> ConsumerToken:
        t = self._get(op, op.token, fr)
        if not isinstance(t, ConsumerToken):
            raise _fail(op, f"%{op.token.name} is not a consumer token")
        return t

    def _consumer_read(self, op: A.ConsumerRead[Any], fr: Frame) -> Gen:
        tok = self._ctoken(op, fr)
        vals = tok.pipe.slots.get(tok.k % tok.pipe.stages)
        if vals is None:
            raise _fail(op, f"fill {tok.k} holds no values")
        res = yield from self._region(op, op.body, fr, vals)
        if len(res) != len(op.results):
            raise _fail(op, f"the region yields {len(res)} values for {len(op.results)} results")
        for r, v in zip(op.results, res):
            self._set(fr, r, v)

    def _consumer_release(self, op: A.ConsumerRelease, fr: Frame) -> None:
        tok = self._ctoken(op, fr)
        p = tok.pipe
        # {umma}: one tcgen05.commit arrival; otherwise every thread of the releasing agent instance
        p.released[tok.k] = p.released.get(tok.k, 0) + (1 if op.umma else tok.threads)
        if p.released[tok.k] > p.consumer_arrivals:
            raise _fail(op, f"fill {tok.k} is released by {p.released[tok.k]} threads but the pipeline "
                            f"expects consumer_arrivals = {p.consumer_arrivals}")

    def _agent_switch(self, op: A.AgentSwitch[Any], fr: Frame) -> Gen:
        regions = op_regions(op)
        if len(op.agent_warps) != len(regions):
            raise _fail(op, f"{len(op.agent_warps)} agent_warps for {len(regions)} regions")
        children: list[tuple[str, Gen]] = []
        for i, (r, warps) in enumerate(zip(regions, op.agent_warps)):
            if _is_tma_producer(r):
                instances = [(0, 1)]
            else:
                n = max(1, warps // 4)
                instances = [(j, warps * 32 // n) for j in range(n)]
            for wg, threads in instances:
                self._instances += 1
                sub = Frame(dict(fr.env), fr.cta, wg, threads, self._instances)
                children.append((f"agent {i} warpgroup {wg}", self._region(op, r, sub)))
        yield from drive(children)


@dataclass(frozen=True)
class _Buffer:
    """A kernel pointer argument: the caller's buffer, flat."""

    data: np.ndarray
    name: str


def _make_view(buf: _Buffer, shape: tuple[int, ...], elem: Type, op: Any) -> View:
    where = f"{_where(op)}: " if op is not None else ""
    if any(s < 0 for s in shape):
        raise InterpError(f"{where}negative view size {list(shape)}")
    if buf.data.dtype != np_dtype(elem):
        raise InterpError(f"{where}buffer %{buf.name} holds {buf.data.dtype} elements, the view {elem}")
    n = int(np.prod(shape)) if shape else 1
    if n > buf.data.size:
        raise InterpError(f"{where}a {'x'.join(map(str, shape))} view needs {n} elements but buffer "
                          f"%{buf.name} holds {buf.data.size}")
    return View(buf.data, shape, buf.name)


def _clip(vshape: tuple[int, ...], coords: tuple[int, ...], tshape: tuple[int, ...]
          ) -> tuple[tuple[slice, ...] | None, tuple[slice, ...]]:
    """The in-bounds part: (slices of the view or None if empty, the matching slices of the tile)."""
    vs: list[slice] = []
    ts: list[slice] = []
    for c, s, n in zip(coords, tshape, vshape):
        lo, hi = max(0, -c), min(s, n - c)
        if hi <= lo:
            return None, ()
        vs.append(slice(c + lo, c + hi))
        ts.append(slice(lo, hi))
    return tuple(vs), tuple(ts)


def _load(op: Any, view: View, coords: tuple[int, ...], t: TensorType, pad: A.Padding | None) -> np.ndarray:
    dt = np_dtype(t.element)
    if view.buffer.dtype != dt:
        raise _fail(op, f"loads {t.element} elements from a view of {view.buffer.dtype}")
    fill = _PAD[pad] if pad is not None else 0.0
    if not isinstance(t.element, FloatType) and fill != 0.0:
        raise _fail(op, f"padding '{pad}' for an integer tile")
    out = np.full(t.shape, fill, dtype=dt)
    vs, ts = _clip(view.shape, coords, t.shape)
    if vs is not None:
        out[ts] = view.array()[vs]
    return out


def _store(op: Any, view: View, coords: tuple[int, ...], tile: np.ndarray) -> None:
    if view.buffer.dtype != tile.dtype:
        raise _fail(op, f"stores {tile.dtype} elements to a view of {view.buffer.dtype}")
    vs, ts = _clip(view.shape, coords, tile.shape)
    if vs is not None:
        view.array()[vs] = tile[ts]



def supported_ops() -> frozenset[type]:
    """Every op class the interpreter gives semantics to (terminators included)."""
    simple, blocking = Machine._handlers(Machine.__new__(Machine))
    return frozenset(simple) | frozenset(blocking) | frozenset(TERMINATORS) | {A.TileFunc, L.LLVMFunc, L.Global}
