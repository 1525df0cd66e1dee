"""Checkers for the languages between ``tileas_abi`` and ``llvm``.

Each is membership + SSA + the structural rules that still apply, plus the
invariant its pass establishes:

* ``llfunc``: functions are ``llvm.func``; kernels carry ``nvvm.reqntid`` and
  ``nvvm.minctasm``; cluster attributes come together.
* ``smem``: at most one ``@global_smem`` (address space 3, align 16); every
  shared-memory user has an offset; the ranges they use lie inside the
  global and do not overlap (the arena-coverage proof).
* ``agents``, ``ids``: as ``smem`` without the arena proof.
* ``regtiles``, ``barriers``: no ``arith`` op on a register tile remains.
* ``tma``: and every remaining ``async.tiled_tma_load`` fills a pipeline stage.
* ``body``: and no register or shared tile is used by anything but a cast
  (or a pipeline yield).
* ``tokens``, ``scf_llvm``: as ``body``.
* ``flat``: every block of an ``llvm.func`` ends in a terminator.
"""

from __future__ import annotations

from typing import Any, Iterable, Iterator

from ..ir.core import Module, op_operands, op_regions
from ..ir.diagnostics import Diagnostic
from ..ir.symbols import lookup
from ..ir.types import LLVMArrayType, TensorType
from ..languages import (
    agents, barriers, body, flat, ids, llfunc, regtiles, scf_llvm, smem, tcgen05, tma, tokens,
)
from ..languages import llvm as LL
from ..languages import tileas as A
from ..languages import tileas_tma as B
from ..lowering.tiles import smem_swizzle, tensor_layout, tile_bytes
from ..lowering.tiles import BARRIER_BYTES, TILE_ALIGN, TMEM_SLOT_BYTES, alloc_stride, pipeline_layout
from ..languages.structured import AddF, Constant, MulF, ScfFor, ScfIf, TruncF
from . import tileas_rules
from .common import OpRule, Rule, check_language, for_ops, terminator_check, terminator_rule
from .verifier import NONE, ONE, by_first_case, facts_of_class

PIPELINE_REGIONS = ("nv_tileas.async.pipeline.yield",)


@for_ops(A.ProducerWrite, A.ConsumerRead, A.AgentSwitch, ScfFor, ScfIf)
def _region_terminators(op: Any) -> Iterator[Diagnostic]:
    match op:
        case A.ProducerWrite() | A.ConsumerRead() | A.AgentSwitch():
            yield from terminator_rule(op, PIPELINE_REGIONS)
        case ScfFor() | ScfIf():
            yield from terminator_rule(op, ("scf.yield",))
        case _:
            pass


_region_terminators.by_class = by_first_case((
    ((A.ProducerWrite, A.ConsumerRead, A.AgentSwitch), terminator_check(PIPELINE_REGIONS)),
    ((ScfFor, ScfIf), terminator_check(("scf.yield",))),
))


@for_ops(LL.LLVMFunc)
def _func_attrs(op: Any) -> Iterator[Diagnostic]:
    if isinstance(op, LL.LLVMFunc) and (op.cute_kernel or op.kernel):
        if op.reqntid is None or op.minctasm is None:
            yield Diagnostic(op.loc, "a kernel carries nvvm.reqntid and nvvm.minctasm")
        if (op.cluster_dim is None) != (not op.blocks_are_clusters):
            yield Diagnostic(op.loc, "nvvm.cluster_dim and nvvm.blocksareclusters come together")


# the tile-op verifiers hold wherever tile ops remain
_LLFUNC_RULES: tuple[Rule, ...] = tileas_rules.RULES + (_region_terminators, _func_attrs)


def check_llfunc(m: Module[Any]) -> tuple[Diagnostic, ...]:
    return check_language(m, llfunc.OPS, "llfunc", _LLFUNC_RULES)


def check_smem(m: Module[Any]) -> tuple[Diagnostic, ...]:
    diags = check_language(m, smem.OPS, "smem", _LLFUNC_RULES)
    return diags or tuple(_arena(m))


def _arena(m: Module[Any]) -> Iterator[Diagnostic]:
    # (a second @global_smem is check_language's "redefinition of symbol named 'global_smem'")
    arena = lookup(m, "global_smem")
    globs = [arena] if isinstance(arena, LL.Global) else []
    size = 0
    if globs:
        g = globs[0]
        if g.addr_space != 3 or g.alignment not in (16, TILE_ALIGN) or not isinstance(g.global_type, LLVMArrayType):
            yield Diagnostic(g.loc, f"@global_smem must be an i8 array in address space 3, align 16 or {TILE_ALIGN}")
            return
        size = g.global_type.size
    for f in m.ops:
        if not isinstance(f, LL.LLVMFunc):
            continue
        used: list[tuple[int, int, Any]] = []
        for o, copies in _placed((f,), 1):
            extent = _extent(o, copies)
            if extent is None:
                continue
            if o.smem_offset is None:
                yield Diagnostic(o.loc, f"'{o.NAME}' uses shared memory but has no smem_offset")
                continue
            used.append((o.smem_offset, o.smem_offset + extent, o))
            # a pipeline's stages and a standalone TMA tile are swizzled; a barrier or the TMEM
            # address slot (address + accumulator barrier) is not
            if isinstance(o, (A.CreatePipeline, B.AsyncTiledTmaLoad)) and globs and globs[0].alignment != TILE_ALIGN:
                yield Diagnostic(o.loc, f"a swizzled tile lies in @global_smem, which must then be aligned to "
                                        f"{TILE_ALIGN} (the swizzle pattern and WGMMA descriptors assume it)")
        used.sort(key=lambda u: u[0])
        for (s0, e0, _), (s1, e1, o1) in zip(used, used[1:]):
            if s1 < e0:
                yield Diagnostic(o1.loc, f"shared memory [{s1}, {e1}) overlaps [{s0}, {e0})")
        for s, e, o in used:
            if e > size:
                yield Diagnostic(o.loc, f"shared memory [{s}, {e}) lies outside @global_smem ({size} bytes)")


def _placed(ops: tuple[Any, ...], copies: int) -> Iterator[tuple[Any, int]]:
    """Every op in ``ops`` and its regions (pre-order), with the copies of a buffer it allocates: one per
    warpgroup of the agent it runs in (``agent_warps / 4``), one outside agents."""
    for o in ops:
        yield o, copies
        inner: tuple[tuple[Any, int], ...]
        if isinstance(o, A.AgentSwitch):
            inner = ((o.producer, max(1, o.agent_warps[0] // 4)), (o.consumer, max(1, o.agent_warps[1] // 4)))
        else:
            inner = tuple((r, copies) for r in op_regions(o))
        for r, n in inner:
            for b in r.blocks:
                yield from _placed(b.ops, n)


def _extent(o: Any, copies: int = 1) -> int | None:
    match o:
        case A.AllocTensor():   # a tile per warpgroup, alloc_stride apart (synthesize-global-smem)
            return copies * alloc_stride(o.result.type)
        case A.CreatePipeline():
            return pipeline_layout(o.result.type).size
        case B.AllocMBarrier():
            return BARRIER_BYTES
        case A.AllocTmem():
            return TMEM_SLOT_BYTES
        case B.AsyncTiledTmaLoad() if getattr(o.mbarrier.type, "name", "") == "mbarrier":
            assert isinstance(o.result.type, TensorType)
            return tile_bytes(o.result.type)
        case _:
            return None


def check_agents(m: Module[Any]) -> tuple[Diagnostic, ...]:
    return check_language(m, agents.OPS, "agents", _LLFUNC_RULES)


def check_ids(m: Module[Any]) -> tuple[Diagnostic, ...]:
    return check_language(m, ids.OPS, "ids", _LLFUNC_RULES)


@for_ops(Constant, AddF, MulF, TruncF)
def _no_register_tile_arith(op: Any) -> Iterator[Diagnostic]:
    if isinstance(op, (Constant, AddF, MulF, TruncF)) and tensor_layout(op.result.type) is not None:
        yield Diagnostic(op.loc, f"'{op.NAME}' on register tile %{op.result.name} after lower_register_tiles")


_REGTILES_RULES = _LLFUNC_RULES + (_no_register_tile_arith,)


def check_regtiles(m: Module[Any]) -> tuple[Diagnostic, ...]:
    return check_language(m, regtiles.OPS, "regtiles", _REGTILES_RULES)


def check_barriers(m: Module[Any]) -> tuple[Diagnostic, ...]:
    return check_language(m, barriers.OPS, "barriers", _REGTILES_RULES)


@for_ops(B.AsyncTiledTmaLoad)
def _stage_loads_only(op: Any) -> Iterator[Diagnostic]:
    if isinstance(op, B.AsyncTiledTmaLoad) and getattr(op.mbarrier.type, "name", "") != "producer_token":
        yield Diagnostic(op.loc, f"'{op.NAME}' outside a pipeline stage after lower_tma")


_TMA_RULES = _REGTILES_RULES + (_stage_loads_only,)


def check_tma(m: Module[Any]) -> tuple[Diagnostic, ...]:
    return check_language(m, tma.OPS, "tma", _TMA_RULES)


@for_ops(A.Dot)
def _no_umma(op: Any) -> Iterator[Diagnostic]:
    if isinstance(op, A.Dot) and op.atom is A.Atom.UMMA:
        yield Diagnostic(op.loc, f"'{op.NAME}' with atom umma after lower_tcgen05")


_TCGEN05_RULES = _TMA_RULES + (_no_umma,)


def check_tcgen05(m: Module[Any]) -> tuple[Diagnostic, ...]:
    return check_language(m, tcgen05.OPS, "tcgen05", _TCGEN05_RULES)


def _no_register_tiles(op: Any) -> Iterator[Diagnostic]:
    """Every op: no register or shared tile operand (casts, region ops and pipeline yields aside)."""
    if isinstance(op, LL.UnrealizedCast) or op_regions(op):
        return
    yield from _tile_operands(op)


def _tile_operands(op: Any) -> Iterator[Diagnostic]:
    """``_no_register_tiles`` on an op that is neither a cast nor a region op."""
    for v in op_operands(op):
        if not isinstance(v.type, TensorType):   # (what tensor_layout and smem_swizzle both ask first)
            continue
        if tensor_layout(v.type) is not None:
            yield Diagnostic(op.loc, f"'{op.NAME}' uses register tile %{v.name} after the body lowerings")
        elif smem_swizzle(v.type) is not None and not isinstance(op, A.PipelineYield):
            yield Diagnostic(op.loc, f"'{op.NAME}' uses shared tile %{v.name} after the body lowerings")


def _tile_operands_of(cls: type) -> Rule | None:
    """``_no_register_tiles`` decided per class: nothing on casts, region ops (a region field is always
    there, so ``op_regions`` is non-empty on every op of such a class) and ops without operands; on the
    others ``_tile_operands`` where some operand is a tile, read with the class's own getter (the
    verifier's ``facts_of_class``: an attribute read for one operand), and nothing where none is."""
    # (the facts' operand getter reads ``spec.operand_groups``, NONE where there is none; their region
    # names are ``spec.of(Kind.REGION)``'s)
    shape, get, _, _, regions = facts_of_class(cls)[:5]
    if shape == NONE or regions or issubclass(cls, LL.UnrealizedCast):
        return None
    if shape == ONE:
        def one(op: Any) -> Iterable[Diagnostic]:
            return _tile_operands(op) if isinstance(get(op).type, TensorType) else ()
        return one

    def many(op: Any) -> Iterable[Diagnostic]:
        for v in get(op):
            if isinstance(v.type, TensorType):
                return _tile_operands(op)
        return ()
    return many


# for every op class; the verifier runs ``_tile_operands`` on the classes that can have a tile operand
# (``by_class``): no per-op class tests, no rule call on the ~20% of ops that have no operands
# and per summary (``by_types``): it says nothing on an op without a tensor-typed operand
no_register_tiles = OpRule(_no_register_tiles, (object,), by_class=_tile_operands_of, by_types=(TensorType,))

_BODY_RULES = _TMA_RULES + (no_register_tiles,)


def check_body(m: Module[Any]) -> tuple[Diagnostic, ...]:
    return check_language(m, body.OPS, "body", _BODY_RULES)


def check_tokens(m: Module[Any]) -> tuple[Diagnostic, ...]:
    return check_language(m, tokens.OPS, "tokens", _BODY_RULES)


def check_scf_llvm(m: Module[Any]) -> tuple[Diagnostic, ...]:
    return check_language(m, scf_llvm.OPS, "scf_llvm", _BODY_RULES)


@for_ops(LL.LLVMFunc)
def _llvm_func_terminators(op: Any) -> Iterator[Diagnostic]:
    yield from terminator_rule(op, LL.TERMINATORS)


_FLAT_RULES: tuple[Rule, ...] = (_func_attrs, _llvm_func_terminators)


def check_flat(m: Module[Any]) -> tuple[Diagnostic, ...]:
    return check_language(m, flat.OPS, "flat", _FLAT_RULES)


