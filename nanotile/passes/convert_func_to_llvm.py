"""convert_func_to_llvm: tileas_abi -> llfunc (spec 000, ConvertTileFuncToLLVM).

    nv_tileaa.func    ->  llvm.func with the converted signature (bare-pointer ABI)
                          + unrealized casts giving the body its old argument types
    nv_tileaa.return  ->  llvm.return

Kernel-attribute transfer runs only when the function has
``nv_tileaa.kernel_spec`` and the module has ``nv_tileaa.compute_capability``
and ``nv_tileaa.target_spec``; otherwise only the signature is rewritten.
The eight rows:

    kernel_spec (presence)   -> cute.kernel
    kernel_spec.numWarps     -> nvvm.reqntid = 32 * numWarps, 1, 1
    kernel_spec.cluster      -> nvvm.cluster_dim       iff target SM > 89 and cluster product > 1
    (cluster gating)         -> nvvm.blocksareclusters  same predicate
    (constant 1)             -> nvvm.minctasm = 1
    nv_tileaa.occupancy      -> nvvm.maxnreg            iff occupancy is set
    compute_capability       -> consumed (gates the cluster rows)
    target_spec              -> consumed

The spec does not publish its occupancy -> maxnreg table; nanotile uses the
register file: ``maxnreg = max(8, min(255, 65536 // (occupancy * threads) // 8 * 8))``
(the SM's registers shared by the CTAs, rounded down to the allocation granule of 8, capped
at the 255 a thread can address).

A ``make_tiled_tma_desc`` still present (``tileas_abi`` has none: the
descriptor pass consumes every bind) is "expect lower MakeTiledTMADescOp".

Out of scope, with the machinery they belong to (nanotile has none of it,
so they are never emitted): "fails to decompose print ops" (print
decomposition), "fails to do bufferization analysis" (bufferization),
"failed to lower PDL pattern module to the PDL Interpreter" (the PDL
fallback), and MLIR's dialect-registration probe
"Building op `llvm.mlir.global` but it isn't known in this MLIRContext"
(nanotile's ops are a closed, always-registered set).  "region types conversion failed" is
emitted by the body lowerings (``lower_agents`` through ``lower_wgmma``, ``lower_arith_math``).

Kernel-return policy: a kernel's ``nv_tileaa.return`` with operands is
"Kernel functions do not support return with operands"; other functions
return what they returned.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, TypeAlias, Union, assert_never, cast, get_args

from ..ir.attributes import IntegerAttr, StringAttr
from ..ir.core import Block, Module, Region, class_bit, ops_census, walk
from ..ir.diagnostics import error
from ..ir.rewrite import Fresh, share_region, shared_ops
from ..languages import llfunc as D
from ..languages import llvm as LL
from ..languages import tileas as A
from ..languages import tileas_tmem as C
from ..languages import tileas_tma as B
from ..languages.structured import (
    AddF, AddI, AndI, CmpI, Constant, DivUI, IndexCast, MulF, MulI, TruncF, RemUI, ScfFor, ScfIf, ScfYield,
    Select, SubI,
)
from ..lowering.conversion import Conversion
from ..lowering.type_converter import TypeConverter

if TYPE_CHECKING:
    from typing_extensions import TypeIs


def convert_func_to_llvm(m: Module[C.Op]) -> Module[D.Op]:
    if ops_census(m.ops) & class_bit(B.MakeTiledTmaDesc):   # (the kept censuses: no walk where none is)
        for o in walk(m.ops):
            if isinstance(o, B.MakeTiledTmaDesc):   # a descriptor bind attach_tma_descriptor_args did not take
                raise error(o.loc, "expect lower MakeTiledTMADescOp")
    cc = m.attrs.get("nv_tileaa.compute_capability")
    spec = m.attrs.get("nv_tileaa.target_spec")
    sm = cc.value if isinstance(cc, IntegerAttr) and isinstance(spec, StringAttr) else None
    out: list[D.Op] = []
    for op in m.ops:
        if not isinstance(op, A.TileFunc):
            raise error(op.loc, f"'{op.NAME}' is not allowed at module level")
        out.append(_func(op, sm))
    return Module(tuple(out), m.attrs, m.loc)


def maxnreg_for(occupancy: int, threads: int) -> int:
    """Registers per thread that let ``occupancy`` CTAs of ``threads`` threads share one SM."""
    regs = 65536 // max(1, occupancy * threads)
    return max(8, min(255, regs // 8 * 8))


def _func(f: A.TileFunc[C.Op], sm: int | None) -> D.Op:
    ks = f.kernel_spec
    threads = 32 * ks.num_warps if ks is not None else 128
    conv = Conversion(Fresh("arg", own=Fresh.names_in((f,))), TypeConverter(threads))
    ftype = conv.signature(f.function_type, f.loc)
    if not f.body.blocks:
        raise error(f.loc, f"'{f.NAME}' has no body: it needs an entry block ending in 'nv_tileaa.return'")
    entry = f.body.blocks[0]
    args, casts = conv.retype(entry.args, ftype.params, f.loc)
    is_kernel = ks is not None and sm is not None
    rest = _region(Region(f.body.blocks[1:]), is_kernel)
    body = Region((Block(entry.label, args, casts + _ops(entry.ops, is_kernel)),) + rest.blocks)
    if not is_kernel or ks is None or sm is None:
        return LL.LLVMFunc(f.sym_name, ftype, body, arg_attrs=f.arg_attrs, loc=f.loc)
    cluster = ks.cluster[0] * ks.cluster[1] * ks.cluster[2]
    clustered = sm > 89 and cluster > 1
    return LL.LLVMFunc(
        f.sym_name, ftype, body, arg_attrs=f.arg_attrs, cute_kernel=True,
        reqntid=(threads, 1, 1), minctasm=1,
        maxnreg=maxnreg_for(f.occupancy, threads) if f.occupancy is not None else None,
        cluster_dim=ks.cluster if clustered else None, blocks_are_clusters=clustered, loc=f.loc,
    )


def _region(r: Region[C.Op], kernel: bool) -> Region[D.Op]:
    """``r`` converted; ``r`` itself (and each block left) where nothing changes (a nested region
    holds no return)."""
    return share_region(r, lambda ops: _ops(ops, kernel))


def _ops(ops: tuple[C.Op, ...], kernel: bool) -> tuple[D.Op, ...]:
    return shared_ops([_op(op, kernel) for op in ops], ops)


def _same(op: C.Op) -> D.Op:
    """A region-holding op whose regions are left as they are: the op itself, in the target language."""
    return cast(D.Op, op)


_Left: TypeAlias = Union[
    A.AllocTmem, A.DeallocTmem, A.AllocTensor, C.TmemLoad, C.TmemStore, C.LdMatrix, C.StMatrix,
    A.TiledLoad, A.TiledStore, A.GetProgramId, A.GetWarpgroupId, A.MakeMemref, A.ExtractSlice, A.Dot,
    A.CreatePipeline, A.CreateIterator, A.IncIter, A.ProducerAcquire, A.ProducerCommit, A.ConsumerWait,
    A.ConsumerRelease, A.PipelineYield, B.AsyncTiledTmaLoad, B.AsyncTiledTmaStore, B.AllocMBarrier,
    B.MBarrierInit, B.MBarrierWait,
    Constant, AddI, SubI, MulI, DivUI, RemUI, AndI, AddF, MulF, TruncF, CmpI, Select, IndexCast, ScfYield,
]
"""The ops ``_op`` returns as they are: the leaves but ``nv_tileaa.return`` and ``copy``."""
_LEFT: frozenset[type] = frozenset(get_args(_Left))


def _left(op: object) -> TypeIs[_Left]:
    """One hash lookup by class, where the ``match`` below tries its class patterns in turn (~50
    ``isinstance`` for a leaf)."""
    return type(op) in _LEFT


def _op(op: C.Op, kernel: bool) -> D.Op:
    if _left(op):
        return op
    match op:
        case A.TileReturn():
            if kernel and op.values:
                raise error(op.loc, "Kernel functions do not support return with operands")
            return LL.LLVMReturn(op.values, op.loc)
        case A.TileFunc():
            raise error(op.loc, "nested functions are not supported")
        case A.ProducerWrite():
            body = _region(op.body, kernel)
            return _same(op) if body is op.body else A.ProducerWrite(op.token, body, op.loc)
        case A.ConsumerRead():
            body = _region(op.body, kernel)
            return _same(op) if body is op.body else A.ConsumerRead(op.results, op.token, body, op.loc)
        case A.AgentSwitch():
            producer, consumer = _region(op.producer, kernel), _region(op.consumer, kernel)
            if producer is op.producer and consumer is op.consumer:
                return _same(op)
            return A.AgentSwitch(op.agent_warps, producer, consumer, op.loc, agent_registers=op.agent_registers)
        case ScfFor():
            body = _region(op.body, kernel)
            return _same(op) if body is op.body else ScfFor(op.results, op.lower, op.upper, op.step, op.inits, body,
                                                             op.loc)
        case ScfIf():
            then_r, else_r = _region(op.then_region, kernel), _region(op.else_region, kernel)
            if then_r is op.then_region and else_r is op.else_region:
                return _same(op)
            return ScfIf(op.results, op.cond, then_r, else_r, op.loc)
        case A.Copy() if (op.src_space, op.dst_space) == (A.MemorySpace.GENERIC, A.MemorySpace.SHARED):
            return op   # registers -> a shared tile: lower_register_tiles lowers it
        case A.Copy():
            # legalization rewrote every tensor-memory copy; nanotile lowers no other copy but the one above
            raise error(op.loc, f"'{op.NAME}' from {op.src_space.value} to {op.dst_space.value} has no lowering "
                                "(only copies crossing tensor memory are lowered)")
        case _:
            assert_never(op)

