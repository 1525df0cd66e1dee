"""attach_tma_descriptor_args: tileas_tma -> tileas_abi (spec 002, AttachTMADescriptorArgs).

    make_tiled_tma_desc  ->  a trailing kernel argument {cute_nvgpu.grid_constant}
                             + an entry of the module's nanotile.tma_descriptors

Host-born descriptors only: every descriptor is built on the host, so its
global view must be computable there.  The capture walk follows the view
back to ``nv_tileaa.make_memref``: the base must be a kernel argument and
each size a kernel argument or an ``arith.constant``.  A size computed by
scf (an ``scf.for`` / ``scf.if`` result, or an ``scf.for`` induction
variable) is "expected MakeTiledTMADescOp not depends on scf"; a size that
is an ``scf.for`` iteration argument reaches two captured values through
the loop (its init and what the body yields), so it is "values depended
by MakeTiledTMADescOp are not supportedbecause %v matches more than 1
captured values."; anything else is "values depended by
MakeTiledTMADescOp are not supportedbecause " + why.
The descriptor-index checks ("tmaIdx exceed tmaHostNum.", "not find
tmaIdx.", "funcOp lack tmaDeviceNum and tmaHostNum attr") guard this
pass's output: ``checkers/tileas_abi.py``.

Out of scope (none is emitted), because nanotile builds no SeparateHostTMA
and no device-born descriptor (every descriptor is host-born, so
``nv_tileas.num-device-tmas`` is 0 and no ``tmaIdx`` indexes device
descriptors):

* "tmaIdx exceed tmaDeviceNum.",
* "too many device TMA descriptors",
* "math dialect not suppourt in separateHostTMA pass in the moment." (nor
  does nanotile's input language have math ops),
* the host callback format strings, emitted text rather than diagnostics:
  "[TileIR Callback] SmNum: %ld deviceTMAMemorySize: 0x%lx" and
  "[TileIR Callback] DESC_TMA512: 0x%016lx %016lx %016lx %016lx".

The descriptor argument takes the descriptor value's own SSA name, so its
uses are unchanged.  Metadata per descriptor, in ``tmaIdx`` order:
``{tmaIdx, arg, base_arg, dims, box, element_type, swizzle, mode}`` where
``dims`` lists the global shape outermost first, each ``{arg = i}`` or
``{value = n}``; strides are row-major (innermost contiguous).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, TypeAlias, Union, assert_never, cast, get_args

from ..ir.attributes import (
    ArrayAttr, Attribute, DenseArrayAttr, DictAttr, EMPTY_DICT, StringAttr, TypeAttr, UnitAttr, i32,
)
from ..ir.core import Block, Module, Region, op_results, walk
from ..ir.diagnostics import error
from ..ir.rewrite import share_region, shared_ops
from ..ir.types import FunctionType, I64, MemRefType
from ..languages import tileas as A
from ..languages import tileas_abi as C
from ..languages import tileas_tma as B
from ..languages.structured import (
    AddF, AddI, AndI, CmpI, Constant, DivUI, IndexCast, MulF, MulI, TruncF, RemUI, ScfFor, ScfIf, ScfYield,
    Select, SubI,
)

if TYPE_CHECKING:
    from typing_extensions import TypeIs

GRID_CONSTANT = "cute_nvgpu.grid_constant"


def attach_tma_descriptor_args(m: Module[B.Op]) -> Module[C.Op]:
    funcs: list[C.Op] = []
    meta: list[Attribute] = []
    for op in m.ops:
        if not isinstance(op, A.TileFunc):
            raise error(op.loc, f"'{op.NAME}' is not allowed at module level")
        f, entries = _func(op)
        funcs.append(f)
        meta.extend(entries)
    attrs = m.attrs
    if meta:
        attrs = m.attrs.set("nanotile.tma_descriptors", ArrayAttr(tuple(meta)))
    elif all(a is b for a, b in zip(funcs, m.ops)):
        return cast("Module[C.Op]", m)
    return Module(tuple(funcs), attrs, m.loc)


def _func(f: A.TileFunc[B.Op]) -> tuple[C.Op, list[Attribute]]:
    descs = [o for o in walk((f,)) if isinstance(o, B.MakeTiledTmaDesc)]
    if not descs:
        return _retype(f, f.function_type, f.arg_attrs, f.body, None, None), []
    entry = f.body.blocks[0]
    defs: dict[str, Any] = {}
    loop_args: dict[str, bool] = {}  # scf.for block argument -> is it an iteration argument
    for o in walk(entry.ops):
        for v in op_results(o):
            defs[v.name] = o
        if isinstance(o, ScfFor) and o.body.blocks:
            for i, a in enumerate(o.body.blocks[0].args):
                loop_args[a.name] = i > 0
    arg_index = {a.name: i for i, a in enumerate(entry.args)}
    descs.sort(key=lambda d: d.tma_idx)
    for d in descs:
        if d.mode != "tiled":   # a valid spec mode (the checker saw to that) nanotile cannot lower yet
            raise error(d.loc, f"TMA load mode '{d.mode}' has no lowering in nanotile yet (only 'tiled')")
    meta = [_capture(d, defs, arg_index, loop_args, len(entry.args) + k, f.sym_name)
            for k, d in enumerate(descs)]
    new_args = tuple(d.result for d in descs)
    ftype = FunctionType(f.function_type.inputs + tuple(a.type for a in new_args), f.function_type.results)
    old_attrs = f.arg_attrs or tuple(EMPTY_DICT for _ in entry.args)
    arg_attrs = old_attrs + tuple(DictAttr.of((GRID_CONSTANT, UnitAttr())) for _ in new_args)
    rest = _region(Region(f.body.blocks[1:]))
    body = Region((Block(entry.label, entry.args + new_args, _ops(entry.ops)),) + rest.blocks)
    return _retype(f, ftype, arg_attrs, body, len(descs), 0), meta


def _retype(f: A.TileFunc[B.Op], ftype: FunctionType, arg_attrs: tuple[DictAttr, ...],
            body: Region[Any], host: int | None, device: int | None) -> C.Op:
    if host is None:
        body = _region(f.body)
        if body is f.body and ftype is f.function_type and arg_attrs is f.arg_attrs:
            return cast(C.Op, f)
    return A.TileFunc(f.sym_name, ftype, body, f.kernel_spec, f.occupancy, arg_attrs,
                      host if host is not None else f.num_host_tmas,
                      device if device is not None else f.num_device_tmas, f.loc)


def _capture(d: B.MakeTiledTmaDesc, defs: dict[str, Any], arg_index: dict[str, int],
             loop_args: dict[str, bool], arg: int, fname: str) -> Attribute:
    view = defs.get(d.view.name)
    if not isinstance(view, A.MakeMemref):
        raise error(d.loc, "values depended by MakeTiledTMADescOp are not supportedbecause "
                           f"the view %{d.view.name} is not made by nv_tileaa.make_memref")
    if view.base.name not in arg_index:
        raise error(d.loc, "values depended by MakeTiledTMADescOp are not supportedbecause "
                           f"the base %{view.base.name} is not a kernel argument")
    dims: list[Attribute] = []
    for s in view.sizes:
        if s.name in arg_index:
            dims.append(DictAttr.of(("arg", i32(arg_index[s.name]))))
            continue
        src = defs.get(s.name)
        if loop_args.get(s.name):
            raise error(d.loc, "values depended by MakeTiledTMADescOp are not supportedbecause "
                               f"%{s.name}" + " matches more than 1 captured values.")
        if s.name in loop_args:
            raise error(d.loc, "expected MakeTiledTMADescOp not depends on scf")
        if isinstance(src, Constant):
            dims.append(DictAttr.of(("value", src.value)))
        elif isinstance(src, (ScfFor, ScfIf)):
            raise error(d.loc, "expected MakeTiledTMADescOp not depends on scf")
        else:
            what = src.NAME if src is not None else "a block argument"
            raise error(d.loc, "values depended by MakeTiledTMADescOp are not supportedbecause "
                               f"the size %{s.name} comes from {what}, not a kernel argument or constant")
    assert isinstance(d.view.type, MemRefType)
    return DictAttr.of(
        ("tmaIdx", i32(d.tma_idx)), ("function", StringAttr(fname)), ("arg", i32(arg)),
        ("base_arg", i32(arg_index[view.base.name])), ("dims", ArrayAttr(tuple(dims))),
        ("box", DenseArrayAttr(I64, d.box)), ("element_type", TypeAttr(d.view.type.element)),
        ("swizzle", i32(d.swizzle)), ("mode", StringAttr(d.mode)),
    )


def _region(r: Region[B.Op]) -> Region[C.Op]:
    """``r`` with its descriptor binds dropped; ``r`` itself (and each block left) where none is."""
    return share_region(r, _ops)


def _same(op: B.Op) -> C.Op:
    """A region-holding op whose regions are left as they are: the op itself, in the target language."""
    return cast(C.Op, op)


_Left: TypeAlias = Union[
    A.TiledLoad, A.TiledStore, A.TileReturn, A.GetProgramId, A.GetWarpgroupId, A.MakeMemref, A.ExtractSlice,
    A.Dot, A.AllocTmem, A.DeallocTmem, A.Copy, A.AllocTensor, A.CreatePipeline, A.CreateIterator, A.IncIter,
    A.ProducerAcquire, A.ProducerCommit, A.ConsumerWait, A.ConsumerRelease, A.PipelineYield,
    B.AsyncTiledTmaLoad, B.AsyncTiledTmaStore, B.AllocMBarrier, B.MBarrierInit, B.MBarrierWait,
    Constant, AddI, SubI, MulI, DivUI, RemUI, AndI, AddF, MulF, TruncF, CmpI, Select, IndexCast, ScfYield,
]
"""The ops ``_ops`` keeps as they are: the leaves but the descriptor binds."""
_LEFT: frozenset[type] = frozenset(get_args(_Left))


def _left(op: object) -> TypeIs[_Left]:
    """One hash lookup by class, where the ``match`` would try its class patterns in turn (~45
    ``isinstance`` for a leaf)."""
    return type(op) in _LEFT


def _ops(ops: tuple[B.Op, ...]) -> tuple[C.Op, ...]:
    out: list[C.Op] = []
    for op in ops:
        if _left(op):
            out.append(op)
            continue
        match op:
            case B.MakeTiledTmaDesc():
                continue  # its value is now the kernel argument of the same name
            case A.ProducerWrite():
                body = _region(op.body)
                out.append(_same(op) if body is op.body else A.ProducerWrite(op.token, body, op.loc))
            case A.ConsumerRead():
                body = _region(op.body)
                out.append(_same(op) if body is op.body else A.ConsumerRead(op.results, op.token, body, op.loc))
            case A.AgentSwitch():
                producer, consumer = _region(op.producer), _region(op.consumer)
                out.append(_same(op) if producer is op.producer and consumer is op.consumer else
                           A.AgentSwitch(op.agent_warps, producer, consumer, op.loc, agent_registers=op.agent_registers))
            case ScfFor():
                body = _region(op.body)
                out.append(_same(op) if body is op.body else
                           ScfFor(op.results, op.lower, op.upper, op.step, op.inits, body, op.loc))
            case ScfIf():
                then_r, else_r = _region(op.then_region), _region(op.else_region)
                out.append(_same(op) if then_r is op.then_region and else_r is op.else_region else
                           ScfIf(op.results, op.cond, then_r, else_r, op.loc))
            case A.TileFunc():
                raise error(op.loc, "nested functions are not supported")
            case _:
                assert_never(op)
    return shared_ops(out, ops)


