"""legalize_tmem_copy: tileas_abi -> tileas_tmem (spec 002, TileASLegalizeTmemCopy, ``tileas-legalize-tmem-copy``).

For every ``nv_tileas.copy`` whose source or destination is tensor memory,
infer the register layout the data moves through, then the layout the
source is read in, and dispatch on the (source, destination) memory-space
tags (the spec's 4-bit enum: 0 generic, 1 local, 2 shared, 3 global, 4 tmem,
5 constant)::

    tmem (4)    -> generic (0)   tmem_load                 one tcgen05.ld per register tile
    generic (0) -> tmem (4)      tmem_store                one tcgen05.st per register tile
    tmem (4)    -> shared (2)    tmem_load, stmatrix       tcgen05.ld into registers, stmatrix.sync.aligned
    shared (2)  -> tmem (4)      ldmatrix, tmem_store      ldmatrix.sync.aligned into registers, tcgen05.st
    any other pair               copy (unchanged)          pass through: not this pass's to lower

The two failures are the spec's diagnostics, verbatim, at the copy; each
aborts that copy's rewrite only, every failure in the module is reported:
"failed to infer register layout from tmem layout" (the TMEM tile has no
register layout for the other end: not 128 lanes of 32-bit cells, a column
count no ``.num`` covers, a register tile in a layout other than a tcgen05
shape's, a destination that is not the same tile),
"failed to infer source layout from tmem layout" (the source is not
readable in that layout: a register tile in another layout, or a shared
tile that is not the TMEM tile's shape and element type in 16-byte rows).

Target gate: tensor memory exists only on the CPUs with the ``tmem``
feature (``sm_100a`` and its family, DIGEST 4.8).  On any other target the
first op touching a tensor-memory tile is a located error.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, TypeAlias, Union, assert_never, cast, get_args

from ..ir.attributes import StringAttr
from ..ir.core import Block, Module, Region, Value, op_operands, op_results, walk
from ..ir.diagnostics import Diagnostic, DiagnosticError, error
from ..ir.rewrite import Fresh, share_region, shared_ops
from ..ir.types import TensorType
from ..languages import tileas as A
from ..languages import tileas_abi as C
from ..languages import tileas_tma as B
from ..languages import tileas_tmem as D
from ..languages.structured import (
    AddF, AddI, AndI, CmpI, Constant, DivUI, IndexCast, MulF, MulI, TruncF, RemUI, ScfFor, ScfIf, ScfYield,
    Select, SubI,
)
from ..lowering import tcgen05 as T

if TYPE_CHECKING:
    from typing_extensions import TypeIs

REGISTER_LAYOUT_ERROR = "failed to infer register layout from tmem layout"
SOURCE_LAYOUT_ERROR = "failed to infer source layout from tmem layout"

_SHAPE = {T.LAYOUT_32X32B: D.LdStShape.SHAPE_32X32B, T.LAYOUT_16X128B: D.LdStShape.SHAPE_16X128B}
_TMEM, _REG, _SMEM = A.MemorySpace.TMEM, A.MemorySpace.GENERIC, A.MemorySpace.SHARED


def legalize_tmem_copy(m: Module[C.Op]) -> Module[D.Op]:
    target = m.attrs.get("nv_tileaa.target_spec")
    spec = target.value if isinstance(target, StringAttr) else None
    diags: list[Diagnostic] = []
    funcs: list[D.Op] = []
    for op in m.ops:
        if not isinstance(op, A.TileFunc):
            raise error(op.loc, f"'{op.NAME}' is not allowed at module level")
        if spec not in T.TMEM_TARGETS:
            first = _first_tmem_op(op)
            if first is not None:
                diags.append(Diagnostic(first.loc, f"'{first.NAME}' uses tensor memory, which target "
                                                   f"'{spec}' does not have (sm_100a and its family only)"))
                continue
        ctx = _Ctx(Fresh("tm", within=op.body.blocks[0].ops if op.body.blocks else ()), diags)
        body = _region(op.body, ctx)
        funcs.append(_same(op) if body is op.body else
                     A.TileFunc(op.sym_name, op.function_type, body, op.kernel_spec,
                                op.occupancy, op.arg_attrs, op.num_host_tmas, op.num_device_tmas, op.loc))
    if diags:
        raise DiagnosticError(*diags)
    if all(a is b for a, b in zip(funcs, m.ops)):
        return cast("Module[D.Op]", m)
    return Module(tuple(funcs), m.attrs, m.loc)


def _first_tmem_op(f: A.TileFunc[C.Op]) -> Any:
    """(Only a tile can be a tensor-memory one: the other values' types are passed over by class, where
    ``T.uses_tmem`` of every op's types cost ~180 opcodes an op.)"""
    is_tmem = T.is_tmem
    for o in walk(f.body.blocks[0].ops if f.body.blocks else ()):
        for v in op_operands(o) + op_results(o):
            t = v.type
            if isinstance(t, TensorType) and is_tmem(t):
                return o
    return None


class _Ctx:
    def __init__(self, fresh: Fresh, diags: list[Diagnostic]) -> None:
        self.fresh = fresh
        self.diags = diags


def _copy(op: A.Copy, ctx: _Ctx) -> tuple[D.Op, ...]:
    src, dst = op.src_space, op.dst_space
    if _TMEM not in (src, dst) or src is dst:
        return (op,)
    tmem = op.source.type if src is _TMEM else op.result.type
    other = op.result.type if src is _TMEM else op.source.type
    reg = T.infer_register_layout(src, dst, tmem, other)
    if reg is None:
        ctx.diags.append(Diagnostic(op.loc, REGISTER_LAYOUT_ERROR))
        return (op,)
    if T.infer_source_layout(src, op.source.type, tmem, reg) is None:
        ctx.diags.append(Diagnostic(op.loc, SOURCE_LAYOUT_ERROR))
        return (op,)
    assert isinstance(tmem, TensorType)
    shape = _SHAPE[reg]
    num = T.num_for(reg, tmem.shape[1])
    assert num is not None
    regs_t = TensorType(tmem.shape, tmem.element, T.layout_attr(reg))
    match (src, dst):
        case (A.MemorySpace.TMEM, A.MemorySpace.GENERIC):
            return (D.TmemLoad(op.result, op.source, shape, num, op.loc),)
        case (A.MemorySpace.GENERIC, A.MemorySpace.TMEM):
            return (D.TmemStore(op.result, op.source, _dest(op), shape, num, op.loc),)
        case (A.MemorySpace.TMEM, A.MemorySpace.SHARED):
            regs = ctx.fresh(regs_t)
            return (D.TmemLoad(regs, op.source, shape, num, op.loc),
                    D.StMatrix(op.result, regs, _dest(op), op.loc))
        case (A.MemorySpace.SHARED, A.MemorySpace.TMEM):
            regs = ctx.fresh(regs_t)
            return (D.LdMatrix(regs, op.source, op.loc),
                    D.TmemStore(op.result, regs, _dest(op), shape, num, op.loc))
        case _:
            return (op,)   # tmem paired with global, local or constant memory: not a tcgen05 move


def _dest(op: A.Copy) -> Value:
    assert op.dest is not None   # the tileas checker requires a destination operand for memory
    return op.dest


def _region(r: Region[C.Op], ctx: _Ctx) -> Region[D.Op]:
    """``r`` legalized; ``r`` itself (and each block left) where no copy changes."""
    return share_region(r, lambda ops: _ops(ops, ctx))


def _same(op: C.Op) -> D.Op:
    """A region-holding op whose regions are left as they are: the op itself, in the target language."""
    return cast(D.Op, op)


_Left: TypeAlias = Union[
    A.TiledLoad, A.TiledStore, A.TileReturn, A.GetProgramId, A.GetWarpgroupId, A.MakeMemref, A.ExtractSlice,
    A.Dot, A.AllocTmem, A.DeallocTmem, A.AllocTensor, A.CreatePipeline, A.CreateIterator, A.IncIter,
    A.ProducerAcquire, A.ProducerCommit, A.ConsumerWait, A.ConsumerRelease, A.PipelineYield,
    B.AsyncTiledTmaLoad, B.AsyncTiledTmaStore, B.AllocMBarrier, B.MBarrierInit, B.MBarrierWait,
    Constant, AddI, SubI, MulI, DivUI, RemUI, AndI, AddF, MulF, TruncF, CmpI, Select, IndexCast, ScfYield,
]
"""The ops ``_ops`` keeps as they are: the leaves but ``copy``."""
_LEFT: frozenset[type] = frozenset(get_args(_Left))


def _left(op: object) -> TypeIs[_Left]:
    """One hash lookup by class, where the ``match`` would try its class patterns in turn (~45
    ``isinstance`` for a leaf)."""
    return type(op) in _LEFT


def _ops(ops: tuple[C.Op, ...], ctx: _Ctx) -> tuple[D.Op, ...]:
    out: list[D.Op] = []
    for op in ops:
        if _left(op):
            out.append(op)
            continue
        match op:
            case A.Copy():
                out.extend(_copy(op, ctx))
            case A.ProducerWrite():
                body = _region(op.body, ctx)
                out.append(_same(op) if body is op.body else A.ProducerWrite(op.token, body, op.loc))
            case A.ConsumerRead():
                body = _region(op.body, ctx)
                out.append(_same(op) if body is op.body else A.ConsumerRead(op.results, op.token, body, op.loc))
            case A.AgentSwitch():
                producer, consumer = _region(op.producer, ctx), _region(op.consumer, ctx)
                out.append(_same(op) if producer is op.producer and consumer is op.consumer else
                           A.AgentSwitch(op.agent_warps, producer, consumer, op.loc, agent_registers=op.agent_registers))
            case ScfFor():
                body = _region(op.body, ctx)
                out.append(_same(op) if body is op.body else
                           ScfFor(op.results, op.lower, op.upper, op.step, op.inits, body, op.loc))
            case ScfIf():
                then_r, else_r = _region(op.then_region, ctx), _region(op.else_region, ctx)
                out.append(_same(op) if then_r is op.then_region and else_r is op.else_region else
                           ScfIf(op.results, op.cond, then_r, else_r, op.loc))
            case A.TileFunc():
                raise error(op.loc, "nested functions are not supported")
            case _:
                assert_never(op)
    return shared_ops(out, ops)
