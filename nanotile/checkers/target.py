"""Target legality and resource limits: what the module's GPU can run, checked before any PTX is written.

``check(m)`` runs from every language's checker (``common.check_language``),
so whatever language a module is written in, an op the target lacks or a
kernel that cannot fit the target is a located error at the op (whose
location every pass carries down from the input op it lowers).

**Availability** (spec 003 "Per-Arch Availability"; spec 000 for the kernel
path).  ``FEATURES`` maps each feature to the targets that have it:

=================  ==========================  ===========================================
feature            needs                       ops
=================  ==========================  ===========================================
TMA                sm_90 or later              TMA-atom memops, descriptors, cp.async.bulk
wgmma              sm_90a only                 ``dot`` (wgmma atom), ``nvvm.wgmma.*``
tcgen05            sm_100a only                ``nvvm.tcgen05.*``, tcgen05 inline asm
setmaxnreg         sm_90a / sm_100a            ``agent_switch`` with ``agent_registers``,
                                               ``nvvm.setmaxnreg``, setmaxnreg inline asm
mbarrier           sm_80 or later              mbarrier alloc / init / arrive
mbarrier try_wait  sm_90 or later              ``try_wait.parity``, ``expect_tx``, pipelines
async proxy fence  sm_90 or later              ``fence.proxy.async``, ``fence.mbarrier_init``
cp.async           sm_80 or later              ``ldgsts`` atom, ``nvvm.cp.async.*`` (not bulk)
mma.sync           sm_80 or later              ``dot`` (mma_sync atom), ``nvvm.mma.sync``
ldmatrix           sm_75 or later              ``nvvm.ldmatrix``
stmatrix           sm_90 or later              ``nvvm.stmatrix``
bf16 arithmetic    sm_90 or later              ``addf`` / ``mulf`` on bf16 (add.bf16)
cluster launch     sm_90 or later (> sm_89)    a kernel_spec cluster other than 1x1x1,
                                               ``nvvm.cluster_dim``
=================  ==========================  ===========================================

**Resources** (per CTA; numbers from ptxas for each target and NVIDIA's
tuning guides, see ``SMEM_LIMIT``):

* shared memory: the pipelines' stage buffers and barriers (checked on each
  ``create_pipeline`` before anything is expanded, which also bounds
  ``stages``), and the ``@global_smem`` arena;
* threads: ``num_warps`` 1..32 (1024 threads), ``nvvm.reqntid`` entries
  positive with a product <= 1024;
* clusters: each dimension >= 1, at most 16 CTAs (the non-portable maximum
  of sm_90 and sm_100; 8 is the portable one);
* registers: ``nvvm.maxnreg`` in 1..255 and ``maxnreg * threads <= 65536``
  (the register file of one SM, so one CTA must fit), and at least what ptxas needs for the
  function's widest f32-accumulator ``wgmma`` (``WGMMA_F32_EXTRA_REGISTERS``); and every
  instruction that needs many registers at once (``wgmma.mma_async``, ``tcgen05.ld`` / ``st``) has
  them in the budget ptxas gives a thread where it runs: the kernel's (threads per CTA, CTAs per
  SM, ``nvvm.maxnreg``) and any ``setmaxnreg`` before it (``_register_budget``, with what was
  measured); every ``setmaxnreg`` moves a warp's registers the way it says from what the warp owns
  when it runs (``_setmaxnreg_counts``); and ``agent_registers`` fit the CTA's register pool as
  ``nv_tileaa.occupancy`` leaves it (``_agent_pool``; ``tileas_rules`` bounds them by the threads);
* ``get_program_id`` dims are 0, 1 or 2 (``tileas_rules``).
"""

from __future__ import annotations

import re
from typing import Any, Callable, Iterator

from ..ir.attributes import DictAttr, IntegerAttr, StringAttr
from ..ir.cfg import block_successors
from ..ir.core import Module, class_mask, op_name, ops_in, region_names, walk
from ..ir.diagnostics import Diagnostic
from ..ir.record import record
from ..ir.symbols import lookup
from ..ir.types import BF16, LLVMArrayType, TensorType, Type, VectorType

# The targets nanotile compiles for, with their compute capability.
TARGETS: dict[str, int] = {"sm_80": 80, "sm_90a": 90, "sm_100a": 100}

# Shared memory one CTA may use, in bytes.  nanotile allocates the arena as
# static ``.shared`` memory: ptxas caps static shared memory at 48 KB (0xc000)
# for sm_80 (the 163 KB of the Ampere tuning guide, docs.nvidia.com/cuda/
# ampere-tuning-guide "Unified Shared Memory/L1/Texture Cache", needs dynamic
# shared memory and an opt-in), and at 227 KB (0x38c00) for sm_90a and
# sm_100a, the per-block maximum of the Hopper and Blackwell tuning guides
# (docs.nvidia.com/cuda/hopper-tuning-guide, .../blackwell-tuning-guide).
SMEM_LIMIT: dict[str, int] = {"sm_80": 48 * 1024, "sm_90a": 227 * 1024, "sm_100a": 227 * 1024}
MAX_THREADS = 1024
MAX_WARPS = MAX_THREADS // 32
MAX_CLUSTER_CTAS = 16
REGISTERS_PER_SM = 65536
MAX_REGISTERS_PER_THREAD = 255
# Registers ptxas needs for one ``wgmma.mma_async`` with an f32 accumulator, beyond the accumulator's
# own n / 2 per thread (m64nNk*: each thread holds n / 2 f32 values).  Measured with ptxas 13.0
# (sm_90a): the least ``.maxnreg`` it accepts for nanotile's GEMMs is n / 2 + 26 for n = 64, 128 and
# 256, with one or two accumulators per warpgroup (the others may spill) and any input type; below
# it ptxas stops with "Insufficient registers (..) to compile instruction".  tests/checkers/
# test_wgmma_registers.py checks the rule against the ptxas in use.
WGMMA_F32_EXTRA_REGISTERS = 26


@record
class Feature:
    name: str
    targets: frozenset[str]
    needs: str  # how the message says what it needs


def _from(cc: int, needs: str, name: str) -> Feature:
    return Feature(name, frozenset(t for t, c in TARGETS.items() if c >= cc), needs)


TMA = _from(90, "sm_90a or later", "TMA")
WGMMA = Feature("wgmma", frozenset({"sm_90a"}), "sm_90a")
TCGEN05 = Feature("tcgen05", frozenset({"sm_100a"}), "sm_100a")
SETMAXNREG = Feature("setmaxnreg", frozenset({"sm_90a", "sm_100a"}), "sm_90a or sm_100a")
MBARRIER = _from(80, "sm_80 or later", "mbarrier")
MBARRIER_SM90 = _from(90, "sm_90a or later", "mbarrier try_wait / expect_tx")
ASYNC_FENCE = _from(90, "sm_90a or later", "async-proxy fence")
CP_ASYNC = _from(80, "sm_80 or later", "cp.async")
MMA_SYNC = _from(80, "sm_80 or later", "mma.sync")
LDMATRIX = _from(75, "sm_75 or later", "ldmatrix")
STMATRIX = _from(90, "sm_90a or later", "stmatrix")
CLUSTER = _from(90, "sm_90a or later", "cluster launch")
PIPELINE = _from(90, "sm_90a or later", "pipelines (mbarrier try_wait)")

BF16_ARITH = _from(90, "sm_90a or later", "bf16 arithmetic")
_FLOAT_ARITH = frozenset({"llvm.fadd", "llvm.fmul", "arith.addf", "arith.mulf"})

# Op-name prefixes of the lowered languages, most specific first.
_PREFIXES: tuple[tuple[str, Feature], ...] = (
    ("nvvm.cp.async.bulk", TMA),
    ("nvvm.cp.async", CP_ASYNC),
    ("nvvm.wgmma", WGMMA),
    ("nvvm.tcgen05", TCGEN05),
    ("nvvm.setmaxnreg", SETMAXNREG),
    ("nvvm.mbarrier.try_wait", MBARRIER_SM90),
    ("nvvm.mbarrier.arrive.expect_tx", MBARRIER_SM90),
    ("nvvm.mbarrier", MBARRIER),
    ("nvvm.fence.mbarrier.init", ASYNC_FENCE),
    ("nvvm.fence.proxy", ASYNC_FENCE),
    ("nvvm.mma.sync", MMA_SYNC),
    ("nvvm.ldmatrix", LDMATRIX),
    ("nvvm.stmatrix", STMATRIX),
    ("nv_tileas.make_tiled_tma_desc", TMA),
    ("nv_tileas.async.tiled_tma", TMA),
    ("nv_tileas.alloc_mbarrier", MBARRIER),
    ("nv_tileas.async.mbarrier_wait", MBARRIER_SM90),
    ("nv_tileas.async.mbarrier", MBARRIER),
    ("nv_tileas.async.pipeline.create_pipeline", PIPELINE),
)
# Instructions named in inline assembly.
_ASM: tuple[tuple[str, Feature], ...] = (
    ("tcgen05.", TCGEN05), ("wgmma.", WGMMA), ("setmaxnreg", SETMAXNREG), ("cp.async.bulk", TMA),
    ("ldmatrix", LDMATRIX), ("stmatrix", STMATRIX), ("mma.sync", MMA_SYNC),
)


TARGET_SPEC = "nv_tileaa.target_spec"
# the last module attributes read and their target spec (held, so the identity test is exact): a
# compile's stages share one attributes object, so each check reads the persistent map once, not twice
_LAST_SPEC: tuple[object, Any] = (None, None)


def spec_of(m: Module[Any]) -> Any:
    """The module's ``nv_tileaa.target_spec`` attribute (``None`` if it has none)."""
    global _LAST_SPEC
    attrs = m.attrs
    last = _LAST_SPEC
    if last[0] is attrs:
        return last[1]
    spec = attrs.get(TARGET_SPEC)
    _LAST_SPEC = (attrs, spec)
    return spec


def target_of(m: Module[Any]) -> str | None:
    """The module's target spec when it names one nanotile knows."""
    spec = spec_of(m)
    if isinstance(spec, StringAttr) and spec.value in TARGETS:
        return spec.value
    return None


def unknown_target(m: Module[Any]) -> Diagnostic | None:
    """The error for a module whose ``nv_tileaa.target_spec`` names a target nanotile does not know (such
    as ``sm_75``), at the module, listing the known ones; None when the spec is known, absent or not a
    string (the passes that need a target report an absent one: "Failed to get ComputeCapability")."""
    spec = spec_of(m)
    if isinstance(spec, StringAttr) and spec.value not in TARGETS:
        return Diagnostic(m.loc, f"unknown target '{spec.value}' in {TARGET_SPEC} "
                                 f"(known targets: {', '.join(TARGETS)})")
    return None


def check(m: Module[Any]) -> tuple[Diagnostic, ...]:
    """Target legality and resource limits of every op in ``m``; a target spec naming an unknown target
    is the one error (``unknown_target``), and nothing is checked when there is no target spec (the
    passes that need it report that)."""
    target = target_of(m)
    out: list[Diagnostic] = []
    if target is None:
        unknown = unknown_target(m)
        return () if unknown is None else (unknown,)
    for op in walk(m.ops):
        local, reads_global = op_plan(type(op), target)
        if local is not None:
            out.extend(local(op, target))
        if reads_global and not defines_global(m, op.global_name):
            out.append(undefined_global(op))
    return tuple(out)


def defines_global(m: Module[Any], name: str) -> bool:
    """Whether ``@name`` is one of ``m``'s top-level globals, which ``llvm.mlir.addressof`` may name
    (looked up in the module's symbol table)."""
    g = lookup(m, name)
    return g is not None and op_name(g) == _GLOBAL


def defined_globals(m: Module[Any]) -> set[str]:
    """The names ``defines_global`` accepts, from one pass over ``m.ops`` (a name whose first
    top-level definition is a global): the verifier's test, which builds no symbol table for a module
    nothing is looked up in (building one is most of a small check's fixed cost)."""
    seen: set[str] = set()
    out: set[str] = set()
    for op in m.ops:
        name = getattr(op, "sym_name", None)
        if isinstance(name, str) and name not in seen:
            seen.add(name)
            if op_name(op) == _GLOBAL:
                out.add(name)
    return out


ADDRESS_OF = "llvm.mlir.addressof"
_GLOBAL = "llvm.mlir.global"


def undefined_global(op: Any) -> Diagnostic:
    return Diagnostic(op.loc, f"'{ADDRESS_OF}' names @{op.global_name}, which the module does not define")


# -- per-class plans ------------------------------------------------------------------------------
#
# What an op needs is mostly a fact about its class: the op name picks the prefix feature, and only
# a few classes carry the fields (an atom, an asm string, a kernel spec, cluster dims, agent
# registers, a bf16-able float result) that make it depend on the instance.  ``op_plan`` computes,
# once per (class, target), the per-op check that is left (``None`` for the ~95% of classes that
# cannot fail on that target), so a checker pays one dictionary lookup per op.

LocalCheck = Callable[[Any, str], Iterator[Diagnostic]]

_INSTANCE_FIELDS = ("atom", "asm_string", "kernel_spec", "cluster_dim", "agent_registers")
_RESOURCE_OPS = frozenset({"nv_tileaa.func", "llvm.func", "nv_tileas.async.pipeline.create_pipeline", _GLOBAL})


@record
class ClassFeatures:
    """The features every op of a class needs, and whether an instance can need more."""

    static: tuple[Feature, ...]
    per_instance: bool


_ANY_PREFIX = tuple(prefix for prefix, _ in _PREFIXES)    # (most op names have none: one C call says so)
_CLASS_FEATURES: dict[type, ClassFeatures] = {}
_PLANS: dict[tuple[type, str], tuple[LocalCheck | None, bool]] = {}


_HAS_FIELD: dict[type, bool] = {}
_PLAIN_META: dict[type, bool] = {}


def _has_instance_field(cls: type) -> bool:
    """``any(hasattr(cls, a) for a in _INSTANCE_FIELDS)``, read off the class dictionaries of ``cls`` and
    its bases (each base decided once, kept) and its metaclass: a ``hasattr`` that misses on a class
    formats an AttributeError and drops it (~3.4 k instructions, five per op class)."""
    found = _HAS_FIELD.get(cls)
    if found is None:
        meta = type(cls)
        plain = _PLAIN_META.get(meta)
        if plain is None:    # (a metaclass's own attribute lookup could answer anything: hasattr then)
            plain = _PLAIN_META[meta] = meta.__getattribute__ is type.__getattribute__ \
                and not hasattr(meta, "__getattr__")
        if not plain:
            found = any(hasattr(cls, a) for a in _INSTANCE_FIELDS)
        else:
            found = any(map(vars(cls).__contains__, _INSTANCE_FIELDS)) \
                or any(map(_has_instance_field, cls.__bases__)) \
                or (meta is not type and _has_instance_field(meta))
        _HAS_FIELD[cls] = found
    return found


def class_features(cls: type) -> ClassFeatures:
    """The features of ``cls`` read off its op name, and whether its instances' fields add any."""
    cf = _CLASS_FEATURES.get(cls)
    if cf is None:
        name: str = getattr(cls, "NAME")
        static = next(((f,) for prefix, f in _PREFIXES if name.startswith(prefix)), ()) \
            if name.startswith(_ANY_PREFIX) else ()
        # an instance with a __dict__ could carry any attribute: read it per instance
        dynamic = name in _FLOAT_ARITH or _has_instance_field(cls) \
            or getattr(cls, "__dictoffset__", 1) != 0
        cf = _CLASS_FEATURES[cls] = ClassFeatures(static, dynamic)
    return cf


def op_plan(cls: type, target: str) -> tuple[LocalCheck | None, bool]:
    """(the op-local legality and resource check an op of ``cls`` needs on ``target``, or None;
    whether the op names a global that must exist)."""
    plan = _PLANS.get((cls, target))
    if plan is None:
        cf = class_features(cls)
        name: str = getattr(cls, "NAME")
        legal = not cf.per_instance and all(target in f.targets for f in cf.static)
        resources = name in _RESOURCE_OPS
        local: LocalCheck | None
        if legal and not resources:
            local = None
        elif legal:
            local = _resources
        elif not resources:
            local = _legality
        else:
            local = _legality_and_resources
        plan = _PLANS[(cls, target)] = (local, name == ADDRESS_OF)
    return plan


def _legality_and_resources(op: Any, target: str) -> Iterator[Diagnostic]:
    yield from _legality(op, target)
    yield from _resources(op, target)


def features(op: Any) -> Iterator[Feature]:
    """The features ``op`` needs."""
    cf = class_features(type(op))
    yield from cf.static
    if not cf.per_instance:
        return
    if op_name(op) in _FLOAT_ARITH and _element(op.result.type) == BF16:
        yield BF16_ARITH
    atom = getattr(getattr(op, "atom", None), "value", None)
    if atom in ("tma_load", "tma_store", "tma_redg"):
        yield TMA
    elif atom == "wgmma":
        yield WGMMA
    elif atom == "mma_sync":
        yield MMA_SYNC
    elif atom == "ldgsts":
        yield CP_ASYNC
    asm = getattr(op, "asm_string", None)
    if isinstance(asm, str):
        for word, f in _ASM:
            if word in asm:
                yield f
    spec = getattr(op, "kernel_spec", None)
    if spec is not None and tuple(getattr(spec, "cluster", (1, 1, 1))) != (1, 1, 1):
        yield CLUSTER
    if getattr(op, "cluster_dim", None) is not None:
        yield CLUSTER
    if getattr(op, "agent_registers", None) is not None:
        yield SETMAXNREG


def _element(t: Type) -> Type:
    """A scalar type, or the element type of a tile."""
    return t.element if isinstance(t, (TensorType, VectorType)) else t


def _legality(op: Any, target: str) -> Iterator[Diagnostic]:
    for f in features(op):
        if target not in f.targets:
            yield Diagnostic(op.loc, f"'{op_name(op)}' needs {f.name}, which requires {f.needs}; "
                                     f"the target is {target}")
            return


def _resources(op: Any, target: str) -> Iterator[Diagnostic]:
    name = op_name(op)
    if name == "nv_tileaa.func":
        yield from _kernel_spec(op)
    elif name == "llvm.func":
        yield from _llvm_kernel(op, target)
    elif name == "nv_tileas.async.pipeline.create_pipeline":
        yield from _pipeline(op, target)
    elif name == "llvm.mlir.global":
        yield from _global(op, target)


def _kernel_spec(op: Any) -> Iterator[Diagnostic]:
    spec = op.kernel_spec
    if spec is None:
        return
    if not 1 <= spec.num_warps <= MAX_WARPS:
        yield Diagnostic(op.loc, f"kernel_spec num_warps = {spec.num_warps} is out of range: a CTA has at most "
                                 f"{MAX_THREADS} threads ({MAX_WARPS} warps)")
    yield from _cluster(op, tuple(spec.cluster), "kernel_spec cluster")
    occupancy = getattr(op, "occupancy", None)
    if occupancy is not None and 1 <= spec.num_warps <= MAX_WARPS:
        yield from _agent_pool(op, occupancy, 32 * spec.num_warps)


_AGENT_SWITCH = "nv_tileas.async.pipeline.agent_switch"


def _agent_pool(func: Any, occupancy: int, threads: int) -> Iterator[Diagnostic]:
    """The agents' ``agent_registers`` fit the CTA's register pool as ``nv_tileaa.occupancy`` leaves it.
    ``setmaxnreg`` moves registers inside what the CTA was launched with, a thread's registers times the
    threads (PTX ISA: a per-CTA pool; ``.inc`` blocks until it holds enough).  ``tileas_rules.
    _agent_registers`` bounds the budgets by what ptxas gives a thread for the threads alone (168 at 384);
    the occupancy's ``nvvm.maxnreg`` (``maxnreg_for``: 80 at 384 threads x 2) lowers it, and ptxas
    launches with that ("Used 80 registers"): the bn = 64 generated gemm at ``nv_tileaa.occupancy = 2``
    with [40, 232] compiled and assembled, and its consumers' ``setmaxnreg.inc 232`` waits forever (the
    emulator: a deadlock).  Reported here, where the function's occupancy is known (the agent_switch
    rule sees only the op), and only where the occupancy lowers the bound, so a kernel the rule refuses
    gets its one message.  Warps outside the agents keep the launch count."""
    from ..passes.convert_func_to_llvm import maxnreg_for

    per_thread = thread_registers(threads)
    budget = min(maxnreg_for(occupancy, threads), per_thread)
    rule = -(-per_thread // 8) * 8            # the agent_switch rule's bound, a thread's
    if budget >= rule:
        return
    for o in walk((func,)):
        regs = getattr(o, "agent_registers", None) if op_name(o) == _AGENT_SWITCH else None
        if regs is None or len(regs) != len(o.agent_warps):
            continue
        warps = sum(o.agent_warps)
        total = sum(32 * w * r for w, r in zip(o.agent_warps, regs)) + max(0, threads - 32 * warps) * budget
        if budget * threads < total <= min(REGISTERS_PER_SM, rule * threads):
            yield Diagnostic(o.loc, f"agent_registers {list(regs)} need {total} registers, more than the CTA's "
                                    f"{budget} x {threads} = {budget * threads} (nv_tileaa.occupancy = {occupancy} "
                                    f"leaves a thread {budget}: nvvm.maxnreg): setmaxnreg.inc would wait forever")


def _cluster(op: Any, dims: tuple[int, ...], what: str) -> Iterator[Diagnostic]:
    n = 1
    for d in dims:
        n *= d
    if len(dims) != 3 or min(dims, default=0) < 1 or n > MAX_CLUSTER_CTAS:
        shown = "x".join(map(str, dims))
        yield Diagnostic(op.loc, f"{what} {shown} is out of range: three dimensions of at least 1, "
                                 f"at most {MAX_CLUSTER_CTAS} CTAs in all")


# ptxas's limit on a kernel's parameter space (alignment padding included): "uses too much parameter space
# (0x2080 bytes, 0x1100 max)" at PTX .version 8.0 (nanotile's sm_90a), 0x7ffc from .version 8.1 (sm_100a's
# 8.6).  A byval parameter aligned to 8192 after 0x80 bytes of others passes every other rule (fuzz2).
PARAM_SPACE = {"sm_100a": 0x7FFC}
PARAM_SPACE_BEFORE_PTX_8_1 = 0x1100


def _param_bytes(t: Type) -> int | None:
    from ..ir.types import FloatType, IntegerType, LLVMPointerType
    if isinstance(t, IntegerType):
        return max(1, t.width // 8)
    if isinstance(t, FloatType):
        return {"f16": 2, "bf16": 2, "f32": 4, "f64": 8}.get(t.name)
    if isinstance(t, LLVMPointerType):
        return 8
    return None


# What the last kernels' checks found, each held (so the objects compared by identity are theirs): the
# argument attributes of the last ``llvm.func`` whose ``llvm.align`` values are all powers of two, and the
# (function type, argument attributes, target) whose parameters ``_param_space`` last found to fit.  The two
# read nothing else of the op but its location, and that only to say what fails; records are immutable.
# Each stage from convert-func-to-llvm on rebuilds the kernel's ``llvm.func`` around a new body with the same
# two attribute objects, and each stage's check laid the parameters out again (~0.2 M instructions: the
# attribute dictionaries are persistent maps, read through Python calls).
_ALIGNED: list[Any] = [()]
_PARAMS_FIT: list[Any] = [None, None, None]


def _param_space(op: Any, target: str) -> Iterator[Diagnostic]:
    """The kernel's parameters laid out as the PTX declares them (each at its alignment) fit ptxas's
    parameter space; a parameter of a type this does not size skips the check."""
    from ..ir.attributes import TypeAttr
    ft, arg_attrs = op.function_type, op.arg_attrs
    fit = _PARAMS_FIT
    if fit[0] is ft and fit[1] is arg_attrs and fit[2] == target:
        return
    offset = 0
    attrs_of = arg_attrs or ()
    for i, t in enumerate(ft.params):
        attrs = attrs_of[i].entries if i < len(attrs_of) and isinstance(attrs_of[i], DictAttr) else {}
        byval = attrs.get("llvm.byval")
        if isinstance(byval, TypeAttr):
            bt = byval.type
            if not isinstance(bt, LLVMArrayType):
                return
            elem = _param_bytes(bt.element)
            if elem is None:
                return
            size = bt.size * elem
            a = attrs.get("llvm.align")
            align = a.value if isinstance(a, IntegerAttr) else 8
        else:
            size_ = _param_bytes(t)
            if size_ is None:
                return
            size = align = size_
        offset = -(-offset // align) * align + size
    limit = PARAM_SPACE.get(target, PARAM_SPACE_BEFORE_PTX_8_1)
    if offset > limit:
        yield Diagnostic(op.loc, f"the kernel's parameters take {offset} bytes laid out at their alignments "
                                 f"(llvm.align), more than the {limit} ptxas allows for {target}")
    else:
        fit[0], fit[1], fit[2] = ft, arg_attrs, target


def _llvm_kernel(op: Any, target: str) -> Iterator[Diagnostic]:
    arg_attrs = op.arg_attrs
    aligned = True
    if arg_attrs is not _ALIGNED[0]:
        for i, attrs in enumerate(arg_attrs or ()):
            a = attrs.entries.get("llvm.align") if isinstance(attrs, DictAttr) else None
            if isinstance(a, IntegerAttr) and (a.value < 1 or a.value & (a.value - 1)):
                yield Diagnostic(op.loc, f"argument {i}: llvm.align = {a.value} is not a positive power of two")
                aligned = False
        if aligned:
            _ALIGNED[0] = arg_attrs
    if aligned and (op.kernel or op.cute_kernel):
        yield from _param_space(op, target)
    threads = None
    if op.reqntid is not None:
        r = tuple(op.reqntid)
        threads = 1
        for d in r:
            threads *= d
        if not r or len(r) > 3 or min(r) < 1 or threads > MAX_THREADS:
            yield Diagnostic(op.loc, f"nvvm.reqntid = {', '.join(map(str, r))} is out of range: one to three "
                                     f"positive entries, at most {MAX_THREADS} threads in all")
            threads = None
    if op.cluster_dim is not None:
        yield from _cluster(op, tuple(op.cluster_dim), "nvvm.cluster_dim")
    budget = True
    if op.maxnreg is not None:
        budget = False
        if not 1 <= op.maxnreg <= MAX_REGISTERS_PER_THREAD:
            yield Diagnostic(op.loc, f"nvvm.maxnreg = {op.maxnreg} is out of range 1..{MAX_REGISTERS_PER_THREAD}")
        elif threads is not None and op.maxnreg * threads > REGISTERS_PER_SM:
            yield Diagnostic(op.loc, f"nvvm.maxnreg = {op.maxnreg} for {threads} threads needs "
                                     f"{op.maxnreg * threads} registers; an SM has {REGISTERS_PER_SM}")
        else:
            starved = tuple(_wgmma_registers(op, op.maxnreg))
            yield from starved
            budget = not starved    # (each wgmma is then reported once, by the occupancy message)
    if budget and (op.reqntid is None or threads is not None):
        yield from _budget_once(op, threads)
    if op.minctasm is not None and op.minctasm < 1:
        yield Diagnostic(op.loc, f"nvvm.minctasm = {op.minctasm} must be positive")


def _wgmma_registers(func: Any, maxnreg: int) -> Iterator[Diagnostic]:
    """``maxnreg`` (from ``nv_tileaa.occupancy``) against the widest f32-accumulator ``wgmma`` of
    ``func``: ptxas needs its accumulator plus ``WGMMA_F32_EXTRA_REGISTERS`` in registers at once."""
    from ..languages import llvm as LL

    widest = None
    for o in walk((func,)):
        if isinstance(o, LL.WgmmaMmaAsync) and o.type_d is LL.WgmmaType.F32:
            if widest is None or o.shape.n > widest.shape.n:
                widest = o
    if widest is None:
        return
    need = widest.shape.n // 2 + WGMMA_F32_EXTRA_REGISTERS
    if maxnreg < need:
        sh = widest.shape
        yield Diagnostic(func.loc, f"nvvm.maxnreg = {maxnreg} (set by nv_tileaa.occupancy) is too few registers for "
                                   f"wgmma.mma_async m{sh.m}n{sh.n}k{sh.k} with an f32 accumulator: ptxas needs at "
                                   f"least {need} ({sh.n // 2} for the accumulator, {WGMMA_F32_EXTRA_REGISTERS} more); "
                                   f"ask for a lower occupancy")


# -- per-thread register budgets ------------------------------------------------------------------
#
# Measured with ptxas 13.0 (V13.0.88, cuda_13.0.r13.0/compiler.36424714_0), sm_90a and sm_100a, on
# small kernels written for the purpose and on nanotile's own GEMMs, 2026-11-26 (tests/
# test_registers.py holds the budgets, the instructions' needs and the rule's agreement with ptxas on
# nanotile's kernels to the ptxas in use):
#
# * The budget ptxas gives a thread.  An SM's 65536 registers are four quarters of 16384, warps
#   are dealt to the quarters, and a thread gets registers 8 at a time: for ``threads`` per CTA and
#   ``ctas`` per SM (``.minnctapersm``, 1 when absent) a quarter holds ``ceil(ctas * ceil(threads /
#   32) / 4)`` warps, and a thread ``min(255, 16384 / (32 * that) rounded down to a multiple of
#   8)``: 255 up to 256 threads, 168 for 257..384, 128 for 385..512, then 96, 80, 72 and 64 for
#   each further warpgroup; 160 threads x 3 CTAs: 128.  ptxas's "Insufficient registers (N)" gave
#   exactly these N at 416..1024 threads (every 32), at 449, 770 and 992, and with .minnctapersm
#   2 to 16 (32 threads x 4 CTAs: 255, x 13 CTAs: 128).
#   ``.maxnreg M`` caps it at M; with ``.minnctapersm`` as well (nanotile always writes
#   ``.minnctapersm 1``) the thread count still binds (``min``); without it ptxas takes M at its
#   word (512 threads, ``.maxnreg 146``: accepted).  ``.minnctapersm`` without ``.reqntid`` is
#   ignored (ptxas warns).
# * ``setmaxnreg.{inc,dec} R`` never raises the budget (512 threads, a consumer at 232: still 128),
#   and may lower it: a ``tcgen05.ld .x128`` after ``setmaxnreg.dec 128`` at the kernel's entry is
#   refused ("Register allocation failed").  Inside nanotile's agents ptxas instead ignores a
#   budget too small for the agent (C7507 "'setmaxnreg' ignored to maintain minimum register
#   requirements") or ignores setmaxnreg altogether when the kernel uses few registers (C7508).
#   And a ``setmaxnreg.dec 40`` just after a ``tcgen05.ld .x128`` whose registers are still live is
#   refused too ("Register allocation failed").  The rule caps an op by the smallest setmaxnreg on
#   any path through it, before or after it (``_flat_budget``; in a body that still has regions, by
#   the smallest setmaxnreg anywhere): it never accepts what ptxas refuses, and refuses an agent
#   whose budget cannot hold its own accumulator, which ptxas would accept by dropping the
#   setmaxnreg the kernel asked for, and a setmaxnreg after an op whose registers are dead by then.
#   Not modeled: other values live across a setmaxnreg (16..100 scalars live across a
#   ``setmaxnreg.dec 40``: accepted, ptxas ignored the setmaxnreg, C7508); nanotile's lowering puts
#   each agent's setmaxnreg first in the agent, where little is live.
# * What an instruction needs (the least ``.maxnreg`` ptxas accepts, the same with 0..60 other
#   values live across it, for ld and st, and in nanotile's GEMMs): ``tcgen05.ld`` / ``st``
#   ``.32x32b.xN`` / ``.16x128b.xN`` move ``N`` / ``2N`` registers per instruction and need that
#   plus 18 (26, 34, 50, 82, 146 for 8..128 registers); with 4 registers or fewer any budget is
#   accepted.  nanotile's ``16x128b`` move is two instructions (lanes +0, +16), each counted alone.
#   ``wgmma.mma_async`` with an f32 accumulator needs ``n / 2 + 26`` for nanotile's GEMMs
#   (descriptors computed from shared addresses) and ``n / 2 + 30`` when a descriptor is a constant
#   ptxas can see (``mov.b64 %rd, 0``), for n = 8, 16, 24, 32, 48, 64, 96, 128, 192 and 256, f16 and
#   e4m3 inputs, one or two accumulators.  The rule assumes 30: it may refuse a kernel whose budget
#   is exactly n / 2 + 26 .. n / 2 + 29 that ptxas accepts (for multiple-of-8 budgets: n an odd
#   multiple of 8, budget n / 2 + 28, such as m64n200 at 512 threads).

TMEM_MOVE_EXTRA_REGISTERS = 18
"""Registers ``tcgen05.ld`` / ``st`` need beyond the ones it moves (8 or more of them)."""
TMEM_MOVE_ANY_BUDGET = 4
"""A ``tcgen05.ld`` / ``st`` of this many registers or fewer fits any budget."""
WGMMA_CONSTANT_DESCRIPTOR_REGISTERS = 4
"""What a ``wgmma`` needs beyond ``WGMMA_F32_EXTRA_REGISTERS`` when ptxas sees a constant descriptor."""
_NO_CAP = 1 << 30
# the most any instruction the rule knows needs (wgmma m64n256, f32; a tcgen05 move of 128 registers): a
# kernel budget this large with no setmaxnreg in the function holds every one, and nothing is walked
_MOST_NEEDED = 256 // 2 + WGMMA_F32_EXTRA_REGISTERS + WGMMA_CONSTANT_DESCRIPTOR_REGISTERS
_MOST_TMEM = 128 + TMEM_MOVE_EXTRA_REGISTERS    # (a tcgen05.ld / st moves at most 128 registers)


def thread_registers(threads: int, ctas: int = 1) -> int:
    """The registers ptxas gives each thread of a kernel of ``threads`` per CTA when ``ctas`` CTAs
    share an SM: four quarters of ``REGISTERS_PER_SM / 4`` registers, warps dealt to the quarters,
    8 registers a thread at a time, at most ``MAX_REGISTERS_PER_THREAD``."""
    warps = -(-threads // 32)
    per_quarter = -(-max(1, ctas) * warps // 4)
    return min(MAX_REGISTERS_PER_THREAD, REGISTERS_PER_SM // 4 // (32 * per_quarter) // 8 * 8)


def kernel_registers(func: Any, threads: int | None) -> tuple[int, int | None, int | None]:
    """(the registers ptxas gives each thread of ``func`` before any setmaxnreg, the threads per CTA and
    CTAs per SM that bind it, or Nones where ``nvvm.maxnreg`` or the 255 cap does), from its
    ``nvvm.reqntid`` (``threads``), ``nvvm.minctasm`` and ``nvvm.maxnreg``."""
    maxnreg = func.maxnreg
    ctas = func.minctasm
    if threads is None or (maxnreg is not None and ctas is None):
        return (MAX_REGISTERS_PER_THREAD if maxnreg is None else maxnreg), None, None
    per_sm = max(1, ctas or 1)
    t = thread_registers(threads, per_sm)
    if maxnreg is not None and maxnreg <= t:
        return maxnreg, None, None
    return t, threads, per_sm


def _budget_reason(func: Any, budget: int, threads: int | None, ctas: int | None) -> str:
    if threads is None:
        return f"nvvm.maxnreg = {budget}" if func.maxnreg == budget else \
            f"a thread has at most {MAX_REGISTERS_PER_THREAD}"
    per_sm = f" x {ctas} CTAs per SM (nvvm.minctasm)" if ctas is not None and ctas > 1 else ""
    return (f"{threads} threads per CTA{per_sm} leave a thread {budget} of an SM's {REGISTERS_PER_SM} registers "
            f"(at most {MAX_REGISTERS_PER_THREAD})")


_TMEM_MOVE = re.compile(r"tcgen05\.(ld|st)\.sync\.aligned\.(32x32b|16x128b)\.x(\d+)\.b32")
# asm text -> (instruction, registers it moves), None for text that moves none (each text parsed once)
_ASM_MOVES: dict[str, tuple[str, int] | None] = {}


def _asm_move(text: str) -> tuple[str, int] | None:
    if text in _ASM_MOVES:
        return _ASM_MOVES[text]
    mo = _TMEM_MOVE.search(text)
    got = None
    if mo is not None:
        regs = int(mo.group(3)) * (2 if mo.group(2) == "16x128b" else 1)
        got = (mo.group(0)[:-4], regs)
    _ASM_MOVES[text] = got
    return got


def register_need(op: Any) -> tuple[str, int, int, str] | None:
    """(the instruction, the registers it holds at once, the registers ptxas needs besides, what they
    hold) for an op whose one instruction needs many registers; None for any other op."""
    from ..languages import llvm as LL

    if isinstance(op, LL.WgmmaMmaAsync):
        if op.type_d is not LL.WgmmaType.F32:
            return None
        sh = op.shape
        return (f"wgmma.mma_async m{sh.m}n{sh.n}k{sh.k}", sh.n // 2,
                WGMMA_F32_EXTRA_REGISTERS + WGMMA_CONSTANT_DESCRIPTOR_REGISTERS, "of its f32 accumulator")
    if isinstance(op, LL.InlineAsm):
        move = _asm_move(op.asm_string)
        if move is None or move[1] <= TMEM_MOVE_ANY_BUDGET:
            return None
        return move[0], move[1], TMEM_MOVE_EXTRA_REGISTERS, "it moves"
    return None


class _Classes:
    """The llvm op classes the budget rule reads (imported on first use)."""

    def __init__(self) -> None:
        from ..languages import llvm as LL

        self.wgmma: Any = LL.WgmmaMmaAsync
        self.asm: Any = LL.InlineAsm
        self.setmax: Any = LL.SetMaxRegister
        self.wgmma_bits = class_mask((LL.WgmmaMmaAsync,))
        self.hungry_bits = class_mask((LL.WgmmaMmaAsync, LL.InlineAsm))
        self.setmax_bits = class_mask((LL.SetMaxRegister,))

    def passes(self, census: int, budget: int) -> bool:
        """Whether a function whose op classes are ``census`` passes whatever its ops: it has no
        setmaxnreg (whose direction is read on the flat form, ``_setmaxnreg_counts``), and none of its
        ops needs many registers or none can need more than ``budget``."""
        if census & self.setmax_bits:
            return False
        if not census & self.hungry_bits:
            return True
        most = _MOST_NEEDED if census & self.wgmma_bits else _MOST_TMEM
        return budget >= most


_CLASSES: list[_Classes] = []


def _classes() -> _Classes:
    if not _CLASSES:
        _CLASSES.append(_Classes())
    return _CLASSES[0]


# The kernels whose register budgets passed in the compile checked last: its module attributes (one
# object every stage of a compile shares, ``spec_of``), and the kernels (name, nvvm.reqntid, minctasm,
# maxnreg) that passed in their flat form.
_PASSED_BUDGETS: tuple[object, set[tuple[Any, ...]]] = (None, set())


def _budget_once(func: Any, threads: int | None) -> Iterator[Diagnostic]:
    """``_register_budget`` on a function's flat form (a CFG: from ``scf-to-cf`` on, every op lowered)
    and on its final form, once per compile: the flat passes after the first (reconcile-casts,
    cute-kernel-to-nvvm, cse, fold, dce, ...) add no op the rule reads, no path, and keep the kernel
    attributes, which the key holds.  A structured form before them (one block, regions inside) is
    read only through the census its pass left on it: where that alone says it passes (no op that
    needs many registers, or none that can need more than the kernel's budget and no setmaxnreg),
    it is remembered as passed, else forgotten, so that what the flat form is spared is what the last
    structured form was seen to pass.  Every compile checks a flat form (``--no-verify-each``: the
    final module).  Measured with callgrind (warm compile of a generated gemm_sm90 with setmaxnreg):
    walking every form cost ~1.5 M instructions a stage (~10 M a compile); a census per stage cost
    ~3 M a flat stage (no pass computes it there)."""
    global _PASSED_BUDGETS
    attrs = _LAST_SPEC[0]
    if _PASSED_BUDGETS[0] is not attrs:
        _PASSED_BUDGETS = (attrs, set())
    passed = _PASSED_BUDGETS[1]
    key = (func.sym_name, func.reqntid, func.minctasm, func.maxnreg)
    body = func.body
    if func.cute_kernel and len(body.blocks) == 1:
        census = getattr(body, "_census_", None)
        if census is not None and _classes().passes(census, kernel_registers(func, threads)[0]):
            passed.add(key)
        else:
            passed.discard(key)
        return
    if key in passed:
        return
    diags = tuple(_register_budget(func, threads))
    if diags:
        yield from diags
    else:
        passed.add(key)


_NESTS: dict[type, bool] = {}
"""Whether an op class has regions, per class seen."""


def _register_budget(func: Any, threads: int | None) -> Iterator[Diagnostic]:
    """Every instruction that needs many registers at once (``register_need``) against the budget
    ptxas gives a thread where it runs: the kernel's (``kernel_registers``), capped by each
    ``setmaxnreg`` on a path through it (``_flat_budget``).  See the measurements above
    ``TMEM_MOVE_EXTRA_REGISTERS``.  The body is read op by op once, without censuses (no pass has
    computed them on a flat body: computing them costs several times the read)."""
    cs = _classes()
    wgmma, asm, setmax = cs.wgmma, cs.asm, cs.setmax
    blocks = func.body.blocks
    found: list[tuple[int, Any]] = []      # (block, op) of the setmaxnreg and hungry ops, in order
    least = _NO_CAP
    most = 0
    nested = False
    nests = _NESTS
    for i, b in enumerate(blocks):
        for op in b.ops:
            t = type(op)
            if t is wgmma or t is asm:
                need = register_need(op)
                if need is not None:
                    most = max(most, need[1] + need[2])
                    found.append((i, op))
            elif t is setmax:
                least = min(least, op.reg_count)
                found.append((i, op))
            else:
                n = nests.get(t)
                if n is None:
                    n = nests[t] = bool(region_names(t))
                nested = nested or n
    if nested:      # a body with regions (not a flat form): every op and setmaxnreg, wherever they are
        found = [(0, op) for op in ops_in((func,), (wgmma, asm, setmax))
                 if type(op) is setmax or register_need(op) is not None]
        most = max([need[1] + need[2] for _, op in found if (need := register_need(op)) is not None] + [0])
        least = min([op.reg_count for _, op in found if type(op) is setmax] + [_NO_CAP])
    elif least != _NO_CAP and (func.kernel or func.cute_kernel):
        yield from _setmaxnreg_counts(func, threads, blocks, found, setmax)
    if not most:
        return
    budget, bound_threads, ctas = kernel_registers(func, threads)
    if most <= min(budget, least):
        return
    report = _Report(budget, lambda: _budget_reason(func, budget, bound_threads, ctas))
    if nested:
        for _, op in found:
            if type(op) is not setmax:
                report.check(op, least, least, "in this function")
    else:
        _flat_budget(blocks, found, setmax, most if most <= budget else _NO_CAP, report)
    yield from report.out


def _flat_budget(blocks: tuple[Any, ...], found: list[tuple[int, Any]], setmax: Any, small: int,
                 report: _Report) -> None:
    """Report the hungry ops of a CFG (``found``: its setmaxnreg and hungry ops by block, in order)
    against the smallest setmaxnreg on a path through them.  After a ``setmaxnreg R`` the rest of its
    block and every block a path reaches from it have R registers; before it, R must hold what is
    live across it, which may be what a hungry op on a path to it filled (ptxas refused a
    ``tcgen05.ld .x128`` whose registers were live across a later ``setmaxnreg.dec 40``): so each
    setmaxnreg below ``small`` caps the ops on every path through it, both ways (one at or above
    ``small`` cannot starve any: ``small`` is then what the hungriest op needs, within the kernel's
    budget).  Paths by breadth-first search from each setmaxnreg's block, forwards and backwards."""
    starts: dict[int, int] = {}
    for i, op in found:
        if type(op) is setmax and op.reg_count < small:
            starts[i] = min(starts.get(i, _NO_CAP), op.reg_count)
    after: dict[int, int] = {}      # block -> the smallest setmaxnreg a path from it reaches
    before: dict[int, int] = {}     # block -> the smallest setmaxnreg on a path to it
    if starts:
        succs = block_successors(blocks)
        preds: list[list[int]] = [[] for _ in blocks]
        for i, out in enumerate(succs):
            for j in out:
                preds[j].append(i)
        for start, least in sorted(starts.items(), key=lambda sl: sl[1]):
            for edges, caps in ((succs, before), (preds, after)):
                seen: set[int] = set()    # (the start block too, when a loop leads back to it)
                work = [start]
                while work:
                    for j in edges[work.pop()]:
                        if j not in seen:
                            seen.add(j)
                            caps[j] = min(caps.get(j, _NO_CAP), least)
                            work.append(j)
    # within a block: a setmaxnreg caps the ops after it, and the ops before it
    later: list[int] = []           # per entry of ``found``: the smallest setmaxnreg after it
    ahead: dict[int, int] = {}
    for k in range(len(found) - 1, -1, -1):    # (mypyc's compiler fails on reversed() of this list)
        i, op = found[k]
        c = ahead.get(i, after.get(i, _NO_CAP))
        later.append(c)
        if type(op) is setmax:
            c = min(c, op.reg_count)
        ahead[i] = c
    later.reverse()
    cap: dict[int, int] = {}
    for k, (i, op) in enumerate(found):
        c = cap.get(i, before.get(i, _NO_CAP))
        if type(op) is setmax:
            cap[i] = min(c, op.reg_count)
        else:
            cap[i] = c
            report.check(op, c, later[k], "")


def launch_registers(func: Any, threads: int | None, incs: list[int]) -> int | None:
    """The registers a thread of kernel ``func`` owns at launch, from which its first ``setmaxnreg``
    counts, or None where ptxas does not fix them; ``incs`` are the counts of its ``setmaxnreg.inc``.
    Measured with ptxas 13.0 (``-v`` "Used N registers", sm_90a, a warpgroup's dec and another's inc):
    the count is fixed by ``.maxnreg``, or by ``.minnctapersm`` with ``.reqntid`` (without either ptxas
    allocates what the code needs, "Used 8 registers", and drops the setmaxnreg: the PTX ISA's "may have
    no effect"); it is the kernel's budget (``kernel_registers``: 168 at 384 threads, ``nvvm.maxnreg``
    80 at ``nv_tileaa.occupancy = 2``), lowered to the largest ``setmaxnreg.inc`` when that is less
    (dec 40 / inc 152 at 384 threads: "Used 152"; ``.dec`` counts do not count).  The emulator reads the
    same off the PTX directives (``emu/regpool.py``)."""
    if func.maxnreg is None and (func.minctasm is None or threads is None):
        return None
    budget = kernel_registers(func, threads)[0]
    return min(budget, max(incs)) if incs else budget


def _setmaxnreg_counts(func: Any, threads: int | None, blocks: tuple[Any, ...], found: list[tuple[int, Any]],
                       setmax: Any) -> Iterator[Diagnostic]:
    """Every ``setmaxnreg`` of a kernel's CFG moves a warp's registers the way it says, from every count
    the warp may own when it runs (the launch count, ``launch_registers``, or the last setmaxnreg on a
    path to it): the PTX ISA leaves an ``.inc`` below the warp's count, and a ``.dec`` above it,
    undefined.  ptxas refuses a ``.dec`` above its "largest temporal register count" (C7406) and
    assembles an ``.inc`` below the launch count without a word: agent_registers [144, 168] at 384
    threads lowered to inc 144 / inc 168, launched with 168 ("Used 168 registers").  nanotile refuses
    both, at the setmaxnreg (for an agent's, located at the agent_switch).  ``passes/lower_agents.py``
    (``directions``) picks each agent's direction from the launch count, so what it writes passes; this
    check holds for what it does not write (kernels in the llvm language, a second setmaxnreg on a
    path); the emulator reports the same kernels at run time (``emu/regpool.py``).

    A setmaxnreg written in inline asm is not read here, nor by ``_register_budget``: the llvm languages
    admit only the inline-asm texts nanotile writes (``checkers/llvm.py`` ``_inline_asm``,
    ``lowering.tcgen05.inline_asm_form``), none of them a setmaxnreg, so a kernel spelling one in asm is
    refused at the asm in every compile, whatever language it is written in (the languages from agents
    to flat admit any text, and every compile checks the final language before writing PTX), and a
    second diagnostic here would only repeat it; reading asm would also cost every kernel holding inline
    asm (sm_100a's tcgen05) the census shortcut of ``_budget_once`` (a read of its flat form, 0.19 ms of
    gemm_sm100's 170).  PTX written by hand reaches only the emulator, which checks setmaxnreg wherever it
    is written.  tests/test_fuzz4_asm_setmaxnreg.py holds both, and fails if a setmaxnreg text becomes a
    form nanotile writes (then these rules must read it)."""
    incs = [op.reg_count for _, op in found if type(op) is setmax and op.action == "increase"]
    launch = launch_registers(func, threads, incs)
    if launch is None:
        return
    setmaxes: dict[int, list[Any]] = {}
    for i, op in found:
        if type(op) is setmax:
            setmaxes.setdefault(i, []).append(op)
    succs = block_successors(blocks)
    entry: dict[int, set[int]] = {0: {launch}}     # block -> the counts a warp may own entering it
    work = [0]
    while work:
        i = work.pop()
        ops = setmaxes.get(i)
        out = {ops[-1].reg_count} if ops else entry[i]
        for j in succs[i]:
            have = entry.setdefault(j, set())
            if not out <= have:
                have |= out
                work.append(j)
    budget, bound_threads, ctas = kernel_registers(func, threads)
    for i in sorted(setmaxes):
        counts = entry.get(i)
        if counts is None:        # (a block no path from the entry reaches)
            continue
        for op in setmaxes[i]:
            n = op.reg_count
            inc = op.action == "increase"
            bad = [c for c in counts if (c > n if inc else c < n)]
            if bad:
                c = max(bad) if inc else min(bad)
                if c != launch:
                    why = f"a setmaxnreg {c} can run before it"
                elif launch < budget:
                    why = (f"ptxas launches the kernel with {launch} a thread, its largest setmaxnreg.inc, "
                           f"below the {budget} it would give a thread: "
                           f"{_budget_reason(func, budget, bound_threads, ctas)}")
                else:
                    why = (f"ptxas launches the kernel with {launch} a thread: "
                           f"{_budget_reason(func, budget, bound_threads, ctas)}")
                what = "an increase below" if inc else "a decrease above"
                yield Diagnostic(op.loc, f"'setmaxnreg.{'inc' if inc else 'dec'}.sync.aligned.u32 {n}' can run "
                                         f"where a warp owns {c} registers per thread, and {what} what a warp owns "
                                         f"is undefined (PTX ISA setmaxnreg): {why}")
            counts = {n}


class _Report:
    """The diagnostics of the ops that need more registers than they have."""

    def __init__(self, kernel: int, why: Callable[[], str]) -> None:
        self.kernel = kernel
        self.why = why
        self.out: list[Diagnostic] = []

    def check(self, op: Any, before: int, after: int, where: str) -> None:
        """``op`` with the smallest setmaxnreg that can run before it and after it (``_NO_CAP``: none)."""
        need = register_need(op)
        if need is None:
            return
        what, regs, extra, held = need
        cap = min(before, after)
        budget = min(self.kernel, cap)
        if regs + extra <= budget:
            return
        if cap < self.kernel:
            if where:
                how = f"a setmaxnreg {cap} {where} may run before or after it"
            elif before <= after:
                how = f"a setmaxnreg {cap} can run before it"
            else:
                how = f"a setmaxnreg {cap} can run after it, while the registers it fills may be live"
            why = f"{how} (an agent's agent_registers); without it a thread would have {self.kernel}: {self.why()}"
        else:
            why = self.why()
            if cap != _NO_CAP:
                why += f"; setmaxnreg {cap} cannot raise what ptxas allocates"
        self.out.append(Diagnostic(op.loc, f"'{what}' needs {regs + extra} registers per thread (the {regs} {held} and "
                                           f"{extra} more), but a thread has {budget} here: {why}"))

def _pipeline(op: Any, target: str) -> Iterator[Diagnostic]:
    from ..lowering.tiles import pipeline_layout, stages_of

    t = op.result.type
    try:
        stages = stages_of(t)
    except ValueError:
        return
    if stages < 1:
        yield Diagnostic(op.loc, f"a pipeline has at least 1 stage, got stages = {stages}")
        return
    size = pipeline_layout(t).size
    limit = SMEM_LIMIT[target]
    if size > limit:
        yield Diagnostic(op.loc, f"pipeline of {stages} stages needs {size} bytes of shared memory; "
                                 f"{target} allows {limit} bytes per CTA")


def _global(op: Any, target: str) -> Iterator[Diagnostic]:
    a = op.alignment
    if a is not None and (a < 1 or a & (a - 1)):
        yield Diagnostic(op.loc, f"global @{op.sym_name} alignment {a} is not a positive power of two")
    t = op.global_type
    if op.addr_space != 3 or not isinstance(t, LLVMArrayType):
        return
    size = t.size * _elem_bytes(t)
    limit = SMEM_LIMIT[target]
    if size < 1:
        yield Diagnostic(op.loc, f"shared-memory global @{op.sym_name} is empty (PTX has no zero-size arrays)")
    elif size > limit:
        yield Diagnostic(op.loc, f"shared memory @{op.sym_name} is {size} bytes; {target} allows {limit} bytes "
                                 f"per CTA")


def _elem_bytes(t: LLVMArrayType) -> int:
    from ..ir.types import IntegerType

    e = t.element
    if isinstance(e, IntegerType):
        return max(1, e.width // 8)
    return 1
