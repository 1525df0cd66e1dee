"""The ordered list of stages: the single source of truth for what runs, in what order.

Each ``Language[M]`` is typed by the module type ``M`` its passes read and
write (``Module[<its op union>]``, invariant in the union, or a ``NewType``
where two languages share their ops: ``CuteLlvmModule`` / ``LlvmModule``),
so no two languages are sub- or supertypes of each other.  Each
``Stage[In, Out]`` names its pass, the language it reads and the language it
writes, and mypy checks that the pass function maps ``In`` to ``Out``.
``STAGES`` is built with ``Chain.then``, which only accepts a stage that
reads what the chain so far writes: a wrongly wired or ordered table is a
mypy error (and is checked again at import time).
"""

from __future__ import annotations

import gc
import time
from .ir.record import Record, record
from typing import Any, Callable, Generic, TypeAlias, TypeVar

import os

from .checkers import llvm as check_llvm
from .checkers import lowered as check_lowered
from .checkers import tileas as check_tileas
from .checkers import tileas_abi as check_tileas_abi
from .checkers import tileas_tma as check_tileas_tma
from .checkers import tileas_tmem as check_tileas_tmem
from .checkers.verifier import session as checking_session
from .ir.core import Module, walk
from .ir.diagnostics import Diagnostic, DiagnosticError
from .languages import (
    agents, barriers, body, cute_llvm, flat, ids, llfunc, llvm, regtiles, scf_llvm, smem, tileas, tileas_abi,
    tcgen05, tileas_tma, tileas_tmem, tma, tokens,
)
from .passes.attach_tma_descriptor_args import attach_tma_descriptor_args
from .passes.convert_func_to_llvm import convert_func_to_llvm
from .passes.legalize_tmem_copy import legalize_tmem_copy
from .passes.cute_kernel_to_nvvm import cute_kernel_to_nvvm
from .passes.lower_arith import lower_arith
from .passes.lower_agents import lower_agents
from .passes.lower_ids_and_memrefs import lower_ids_and_memrefs
from .passes.lower_mbarriers import lower_mbarriers
from .passes.lower_tcgen05 import lower_tcgen05
from .passes.lower_pipeline_tokens import lower_pipeline_tokens
from .passes.lower_register_tiles import lower_register_tiles
from .passes.lower_tma import lower_tma
from .passes.lower_wgmma import lower_wgmma
from .passes.lower_tma_load_store_to_async import TmaOptions, lower_tma_load_store_to_async
from .passes.plan_accumulators import plan_accumulators
from .passes.reconcile_casts import reconcile_casts
from .passes.scf_to_cf import scf_to_cf
from .passes.cse import cse
from .passes.dce import dce
from .passes.fold import fold
from .passes.synthesize_global_smem import synthesize_global_smem


M = TypeVar("M")
In = TypeVar("In")
Out = TypeVar("Out")
Next = TypeVar("Next")


@record
class Language(Generic[M], metaclass=Record):
    """A language: its name, its op classes, and its checker; ``M`` is the type of its modules."""

    name: str
    ops: tuple[type, ...]
    check: Callable[[Module[Any]], tuple[Diagnostic, ...]]
    doc: str


@record
class Stage(Generic[In, Out], metaclass=Record):
    """One micro-pass: ``run`` maps a module of ``source`` to a module of ``target``."""

    name: str
    source: Language[In]
    target: Language[Out]
    run: Callable[[In], Out]
    purpose: str


AnyLanguage: TypeAlias = Language[Any]
AnyStage: TypeAlias = Stage[Any, Any]


@record
class Chain(Generic[In, Out], metaclass=Record):
    """Stages in order, typed by the language the first reads and the language the last writes."""

    stages: tuple[AnyStage, ...]

    @staticmethod
    def start(first: Stage[In, Out]) -> Chain[In, Out]:
        return Chain((first,))

    def then(self, st: Stage[Out, Next]) -> Chain[In, Next]:
        """The chain followed by ``st``, which must read what the chain writes."""
        return Chain(self.stages + (st,))


# ---------------------------------------------------------------------------
# The table of contents: languages, then stages in order.

TILEAS: Language[Module[tileas.Op]] = Language(
    "tileas", tileas.OPS, check_tileas.check, "scheduled nv_tileas input (spec 004)")
TILEAS_TMA: Language[Module[tileas_tma.Op]] = Language(
    "tileas_tma", tileas_tma.OPS, check_tileas_tma.check, "TMA ops made explicit")
TILEAS_ABI: Language[Module[tileas_abi.Op]] = Language(
    "tileas_abi", tileas_abi.OPS, check_tileas_abi.check, "TMA descriptors as kernel args")
TILEAS_TMEM: Language[Module[tileas_tmem.Op]] = Language(
    "tileas_tmem", tileas_tmem.OPS, check_tileas_tmem.check,
    "tensor-memory copies as tcgen05.ld/st + ldmatrix/stmatrix moves (sm_100a)")

LLFUNC: Language[Module[llfunc.Op]] = Language(
    "llfunc", llfunc.OPS, check_lowered.check_llfunc, "functions in LLVM form, bodies still tile ops")
SMEM: Language[Module[smem.Op]] = Language(
    "smem", smem.OPS, check_lowered.check_smem, "one @global_smem arena, every buffer at an offset")
AGENTS: Language[Module[agents.Op]] = Language(
    "agents", agents.OPS, check_lowered.check_agents, "agents are explicit thread guards on %tid")
IDS: Language[Module[ids.Op]] = Language(
    "ids", ids.OPS, check_lowered.check_ids, "program/warpgroup ids and memref descriptors in llvm form")
REGTILES: Language[Module[regtiles.Op]] = Language(
    "regtiles", regtiles.OPS, check_lowered.check_regtiles, "register tiles are structs of fragments")
BARRIERS: Language[Module[barriers.Op]] = Language(
    "barriers", barriers.OPS, check_lowered.check_barriers, "standalone mbarriers are nvvm ops")
TMA: Language[Module[tma.Op]] = Language(
    "tma", tma.OPS, check_lowered.check_tma, "TMA outside pipeline stages is nvvm ops")
TCGEN05: Language[Module[tcgen05.Op]] = Language(
    "tcgen05", tcgen05.OPS, check_lowered.check_tcgen05,
    "tensor memory and the sm_100a MMA are tcgen05 instructions (llvm.inline_asm)")
BODY: Language[Module[body.Op]] = Language(
    "body", body.OPS, check_lowered.check_body, "every tile op lowered to llvm/nvvm ops (WGMMA last)")
TOKENS: Language[Module[tokens.Op]] = Language(
    "tokens", tokens.OPS, check_lowered.check_tokens, "pipeline ops lowered to i32 tokens and mbarriers")
SCF_LLVM: Language[Module[scf_llvm.Op]] = Language(
    "scf_llvm", scf_llvm.OPS, check_lowered.check_scf_llvm, "arith lowered to llvm ops; scf remains")
FLAT: Language[Module[flat.Op]] = Language(
    "flat", flat.OPS, check_lowered.check_flat, "arith/scf lowered to llvm ops and branches")
CUTE_LLVM: Language[cute_llvm.CuteLlvmModule] = Language(
    "cute_llvm", cute_llvm.OPS, check_llvm.check_cute_llvm, "llvm + nvvm, kernels still cute.kernel")
LLVM: Language[llvm.LlvmModule] = Language(
    "llvm", llvm.OPS, check_llvm.check, "final llvm + nvvm dialect MLIR (what the PTX emitter reads)")

LANGUAGES: tuple[AnyLanguage, ...] = (
    TILEAS, TILEAS_TMA, TILEAS_ABI, TILEAS_TMEM, LLFUNC, SMEM, AGENTS, IDS, REGTILES, BARRIERS, TMA, TCGEN05, BODY,
    TOKENS, SCF_LLVM, FLAT, CUTE_LLVM, LLVM,
)


def lower_tma_from_env(m: Module[tileas.Op]) -> Module[tileas_tma.Op]:
    """The driver reads the environment switches once; the pass itself is pure."""
    return lower_tma_load_store_to_async(m, TmaOptions.from_env(os.environ))


LOWER_TMA_LOAD_STORE_TO_ASYNC = Stage("lower-tma-load-store-to-async", TILEAS, TILEAS_TMA, lower_tma_from_env,
      "TMA-atom tiled_load/store -> descriptor bind + async TMA op + mbarrier (spec 002)")
ATTACH_TMA_DESCRIPTOR_ARGS = Stage("attach-tma-descriptor-args", TILEAS_TMA, TILEAS_ABI, attach_tma_descriptor_args,
      "descriptors -> grid-constant kernel args + launch metadata (spec 002)")
TILEAS_LEGALIZE_TMEM_COPY = Stage("tileas-legalize-tmem-copy", TILEAS_ABI, TILEAS_TMEM, legalize_tmem_copy,
      "TMEM-crossing nv_tileas.copy -> tcgen05.ld/st (+ ldmatrix/stmatrix), sm_100a only (spec 002)")
CONVERT_FUNC_TO_LLVM = Stage("convert-func-to-llvm", TILEAS_TMEM, LLFUNC, convert_func_to_llvm,
      "nv_tileaa.func -> llvm.func with kernel attributes, bare-pointer ABI (spec 000)")
SYNTHESIZE_GLOBAL_SMEM = Stage("synthesize-global-smem", LLFUNC, SMEM, synthesize_global_smem,
      "carve every shared buffer and barrier from one @global_smem (spec 000)")
LOWER_AGENTS = Stage("lower-agents", SMEM, AGENTS, lower_agents,
      "agent_switch -> scf.if guards on the thread index; a TMA producer runs on one thread (spec 000)")
LOWER_IDS_AND_MEMREFS = Stage("lower-ids-and-memrefs", AGENTS, IDS, lower_ids_and_memrefs,
      "program/warpgroup ids -> special registers, make_memref -> descriptor struct (spec 000)")
LOWER_REGISTER_TILES = Stage("lower-register-tiles", IDS, REGTILES, lower_register_tiles,
      "ldg/stg tiled_load/store, register-tile arith and constants -> per-thread llvm ops (spec 000)")
LOWER_MBARRIERS = Stage("lower-mbarriers", REGTILES, BARRIERS, lower_mbarriers,
      "alloc/init/wait of standalone mbarriers -> arena address + nvvm.mbarrier ops (spec 000, 002)")
LOWER_TMA = Stage("lower-tma", BARRIERS, TMA, lower_tma,
      "TMA load/store outside pipelines -> nvvm.cp.async.bulk.tensor, one thread issuing (spec 002)")
LOWER_TCGEN05 = Stage("lower-tcgen05", TMA, TCGEN05, lower_tcgen05,
      "TMEM alloc/dealloc, dot (umma) -> tcgen05.mma, tmem_load/store -> tcgen05.ld/st (sm_100a, spec 000)")
LOWER_WGMMA = Stage("lower-wgmma", TCGEN05, BODY, lower_wgmma,
      "dot -> nvvm.wgmma fence / mma_async per k-step / commit / wait; extract_slice -> gep (spec 000)")
LOWER_PIPELINE_TOKENS = Stage("lower-pipeline-tokens", BODY, TOKENS, lower_pipeline_tokens,
      "async.pipeline.* and stage TMA loads -> (slot << 1) | phase tokens, mbarriers, expect-tx (spec 004)")
LOWER_ARITH = Stage("lower-arith", TOKENS, SCF_LLVM, lower_arith,
      "the arith bank -> llvm arithmetic, comparisons and casts (index -> i64)")
SCF_TO_CF = Stage("scf-to-cf", SCF_LLVM, FLAT, scf_to_cf,
      "scf.for / scf.if -> llvm branches between blocks, carried values as block arguments")
RECONCILE_CASTS = Stage("reconcile-casts", FLAT, CUTE_LLVM, reconcile_casts,
      "fold unrealized casts; a surviving cast is an error")
CUTE_KERNEL_TO_NVVM = Stage("cute-kernel-to-nvvm", CUTE_LLVM, LLVM, cute_kernel_to_nvvm,
      "cute.kernel -> nvvm.kernel, grid constants -> nvvm.grid_constant + llvm.byval (spec 000, 002)")
CSE = Stage("cse", LLVM, LLVM, cse, "common-subexpression elimination of pure ops, scoped by dominance")
FOLD = Stage("fold", LLVM, LLVM, fold, "constant folding and constant-offset reassociation of integer arithmetic")
CSE_AFTER_FOLD = Stage("cse-after-fold", LLVM, LLVM, cse, "cse again: share what the folds built")
DCE = Stage("dce", LLVM, LLVM, dce, "pure ops nothing uses go")
PLAN_ACCUMULATORS = Stage("plan-accumulators", LLVM, LLVM, plan_accumulators,
      "a live WGMMA accumulator is copied (llvm.freeze) so every MMA accumulates in place")

STAGES: tuple[AnyStage, ...] = (
    Chain.start(LOWER_TMA_LOAD_STORE_TO_ASYNC)
    .then(ATTACH_TMA_DESCRIPTOR_ARGS)
    .then(TILEAS_LEGALIZE_TMEM_COPY)
    .then(CONVERT_FUNC_TO_LLVM)
    .then(SYNTHESIZE_GLOBAL_SMEM)
    .then(LOWER_AGENTS)
    .then(LOWER_IDS_AND_MEMREFS)
    .then(LOWER_REGISTER_TILES)
    .then(LOWER_MBARRIERS)
    .then(LOWER_TMA)
    .then(LOWER_TCGEN05)
    .then(LOWER_WGMMA)
    .then(LOWER_PIPELINE_TOKENS)
    .then(LOWER_ARITH)
    .then(SCF_TO_CF)
    .then(RECONCILE_CASTS)
    .then(CUTE_KERNEL_TO_NVVM)
    .then(CSE)
    .then(FOLD)
    .then(CSE_AFTER_FOLD)
    .then(DCE)
    .then(PLAN_ACCUMULATORS)
).stages
INPUT = LANGUAGES[0]

for _a, _b in zip(STAGES, STAGES[1:]):
    assert _a.target is _b.source, f"pipeline does not chain: {_a.name} -> {_b.name}"


def language(name: str) -> AnyLanguage:
    for lang in LANGUAGES:
        if lang.name == name:
            return lang
    raise KeyError(name)


def _last_producing(st: AnyStage) -> bool:
    """Is ``st`` the last stage that writes its target language (``--emit LANG`` stops there)?"""
    return not any(later.target is st.target for later in STAGES[STAGES.index(st) + 1:])


def stages_from(source: AnyLanguage) -> tuple[AnyStage, ...]:
    """The stages that run on a module written in ``source``."""
    if source is INPUT:
        return STAGES
    for i, st in enumerate(STAGES):
        if st.target is source:
            return STAGES[i + 1:]
    raise KeyError(source.name)


@record
class StageTiming(metaclass=Record):
    name: str
    seconds: float
    ops_in: int
    ops_out: int
    check_seconds: float


def count_ops(m: Module[Any]) -> int:
    return sum(1 for _ in walk(m.ops))


def check_or_raise(lang: AnyLanguage, m: Module[Any]) -> None:
    diags = lang.check(m)
    if diags:
        raise DiagnosticError(*diags)


def run_pipeline(
    m: Module[Any],
    *,
    stop_after: str | None = None,
    verify_each: bool = True,
    on_stage: Callable[[AnyStage, Module[Any]], None] | None = None,
    timings: list[StageTiming] | None = None,
    source: AnyLanguage = INPUT,
) -> tuple[Module[Any], AnyLanguage]:
    """Check the input (written in ``source``), run every stage after the one producing ``source``
    (checking each output unless told not to).

    The checks share one checking session (``checkers.verifier.session``): an op object that passed
    a language's rules in one stage's module is not re-checked when the next module holds it again (the
    session keeps what the module checked last holds, and lets go of the rest: ``verifier.Memo``); and
    when the input names a target (``nv_tileaa.target_spec``), every stage's output must name the same.

    The cyclic garbage collector is paused while the stages run (and restored after): a compile
    keeps every stage's module alive while it builds the next, so collections traverse a heap that
    grows with the module, and made the compile superlinear in its size (gemm_sm90 x16: 92 ms CPU
    per kernel against 66 for one kernel; paused: 74 against 68).  A 16-kernel compile leaves
    ~830 objects in reference cycles, collected once the collector runs again."""
    paused = gc.isenabled()
    if paused:
        gc.disable()
    try:
        return _run_pipeline(m, stop_after, verify_each, on_stage, timings, source)
    finally:
        if paused:
            gc.enable()


def _run_pipeline(m: Module[Any], stop_after: str | None, verify_each: bool,
                  on_stage: Callable[[AnyStage, Module[Any]], None] | None, timings: list[StageTiming] | None,
                  source: AnyLanguage) -> tuple[Module[Any], AnyLanguage]:
    with checking_session(target=m.attrs.get("nv_tileaa.target_spec")):
        check_or_raise(source, m)
        lang = source
        for st in stages_from(source):
            t0 = time.perf_counter()
            out = st.run(m)
            t1 = time.perf_counter()
            if verify_each:
                check_or_raise(st.target, out)
            t2 = time.perf_counter()
            if timings is not None:
                timings.append(StageTiming(st.name, t1 - t0, count_ops(m), count_ops(out), t2 - t1))
            m, lang = out, st.target
            if on_stage is not None:
                on_stage(st, m)
            if st.name == stop_after or (lang.name == stop_after and _last_producing(st)):
                break
        if not verify_each:
            check_or_raise(lang, m)
    return m, lang
