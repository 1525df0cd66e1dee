"""Modifier grammars of the asynchronous, matrix and synchronization instruction families.

The arithmetic, conversion and ld/st families check their modifiers against the slot tables in
``isa.py``; this module does the same for the families whose compilers live in ``asyncops``,
``tensorops``, ``tmemops``, ``matrixops``, ``mmasync`` and for ``fence``/``membar``, ``atom``/``red``,
``bar``/``barrier``, ``elect``, ``shfl``, ``vote``, ``redux``, ``activemask``, ``setmaxnreg``, control flow
(``bra``, ``ret``, ``exit``, ``trap``) and the hint-only instructions (``nanosleep``, ``pmevent``,
``griddepcontrol``, ``prefetch[u]``): with ``cvt`` (its own rules) every family the emulator compiles
has its modifiers checked.

An instruction's opcode is split at the dots; the longest *form* (e.g. ``mbarrier.arrive.expect_tx``,
``cp.async.bulk.tensor.Nd.shared::cluster.global`` -- ``Nd`` stands for ``1d`` .. ``5d``) that is a
prefix of it names the instruction, and every remaining part must belong to one *slot* of the form
(a set of mutually exclusive alternatives, some required).  An opcode is rejected, naming the PTX line,
when no form matches (an instruction or direction the emulator does not implement), when a part is in
no slot (a misspelling or a modifier of another instruction), when it is a real modifier the emulator
does not implement (listed per form, so the message says so), when two parts fall in one slot
(``.relaxed.release``), or when a required slot is empty.  Slot order is not checked (ptxas does);
``tail`` trailing parts are the instruction's types, which the family compiler checks positionally
(``wgmma .dtype.atype.btype``, ``mma .dtype.atype.btype.ctype``).

Each form cites the PTX ISA section whose syntax block it transcribes (numbering of PTX ISA 8.7).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Callable

Alts = frozenset[str] | re.Pattern[str]


@dataclass(frozen=True)
class Slot:
    what: str
    alts: Alts
    required: bool = False

    def has(self, m: str) -> bool:
        if isinstance(self.alts, frozenset):
            return m in self.alts
        return self.alts.fullmatch(m) is not None

    def spell(self) -> str:
        if isinstance(self.alts, frozenset):
            return " ".join("." + a for a in sorted(self.alts))
        return "." + self.alts.pattern


@dataclass(frozen=True)
class Form:
    section: str
    slots: tuple[Slot, ...] = ()
    unimplemented: frozenset[str] = frozenset()
    tail: int = 0
    extra: Callable[[list[str]], str | None] | None = None    # a cross-slot rule: a message or None


def _s(what: str, *alts: str, required: bool = False) -> Slot:
    return Slot(what, frozenset(alts), required)


def _r(what: str, pattern: str, required: bool = True) -> Slot:
    return Slot(what, re.compile(pattern), required)


def _u(*mods: str) -> frozenset[str]:
    return frozenset(mods)


SYNC = _s("sync", "sync", required=True)
ALIGNED = _s("aligned", "aligned", required=True)
B64 = _s("type .b64", "b64", required=True)
SCOPE = _s("a scope", "cta", "cluster", "gpu", "sys")
CTA_GROUP = _s("a CTA group", "cta_group::1", required=True)

FORMS: dict[str, Form] = {}


def _add(keys: str, form: Form) -> None:
    for k in keys.split():
        FORMS[k] = form


# ---- mbarrier (9.7.13.15.9-16) --------------------------------------------------------------------
_MB_SPACE = _s("a state space", "shared", "shared::cta")
_add("mbarrier.init mbarrier.inval", Form("9.7.13.15.9-10 mbarrier.init/inval", (_MB_SPACE, B64)))
_add("mbarrier.expect_tx mbarrier.complete_tx",
     Form("9.7.13.15.11-12 mbarrier.expect_tx/complete_tx",
          (_s("semantics", "relaxed"), _s("a scope", "cta", "cluster"),
           _s("a state space", "shared", "shared::cta", "shared::cluster"), B64)))
_ARRIVE = Form("9.7.13.15.13-14 mbarrier.arrive/arrive_drop",
               (_s("semantics", "release", "relaxed"), _s("a scope", "cta", "cluster"),
                _s("a state space", "shared", "shared::cta", "shared::cluster"), B64),
               unimplemented=_u("noComplete"))
_add("mbarrier.arrive mbarrier.arrive.expect_tx", _ARRIVE)
_add("mbarrier.arrive_drop", Form(_ARRIVE.section, _ARRIVE.slots, unimplemented=_u("noComplete", "expect_tx")))
_add("mbarrier.test_wait mbarrier.try_wait",
     Form("9.7.13.15.16 mbarrier.test_wait/try_wait",
          (_s("parity", "parity"), _s("semantics", "acquire", "relaxed"), _s("a scope", "cta", "cluster"),
           _MB_SPACE, B64)))
_add("mbarrier.pending_count", Form("9.7.13.15.15 mbarrier.pending_count", (B64,)))

# ---- cp.async (9.7.9.25.3) and the bulk copies (9.7.9.25.4-5) ---------------------------------------
_CP_ASYNC = Form("9.7.9.25.3.1 cp.async",
                 (_s("a prefetch size", "L2::64B", "L2::128B", "L2::256B"),),
                 unimplemented=_u("L2::cache_hint"))
_add("cp.async.ca.shared.global cp.async.ca.shared::cta.global cp.async.cg.shared.global "
     "cp.async.cg.shared::cta.global", _CP_ASYNC)
_add("cp.async.commit_group cp.async.wait_group cp.async.wait_all",
     Form("9.7.9.25.3.2-3 cp.async.commit_group/wait_group"))
_add("cp.async.bulk.commit_group", Form("9.7.9.25.4.2 cp.async.bulk.commit_group"))
_add("cp.async.bulk.wait_group", Form("9.7.9.25.4.3 cp.async.bulk.wait_group", (_s("read", "read"),)))
_add("cp.async.bulk.shared::cluster.global cp.async.bulk.shared::cta.global",
     Form("9.7.9.25.4.1 cp.async.bulk (global -> shared)",
          (_s("a completion mechanism", "mbarrier::complete_tx::bytes", required=True),),
          unimplemented=_u("multicast::cluster", "L2::cache_hint")))
_add("cp.async.bulk.global.shared::cta",
     Form("9.7.9.25.4.1 cp.async.bulk (shared -> global)",
          (_s("a completion mechanism", "bulk_group", required=True),),
          unimplemented=_u("L2::cache_hint", "cp_mask")))
_add("cp.async.bulk.prefetch.L2.global",
     Form("9.7.9.25.4.4 cp.async.bulk.prefetch", unimplemented=_u("L2::cache_hint")))
_TENSOR_MODES = _u("im2col", "im2col::w", "im2col::w::128", "im2col_no_offs", "tile::gather4", "tile::scatter4")
_add("cp.async.bulk.tensor.Nd.shared::cluster.global cp.async.bulk.tensor.Nd.shared::cta.global",
     Form("9.7.9.25.5.1 cp.async.bulk.tensor (global -> shared)",
          (_s("a load mode", "tile"),
           _s("a completion mechanism", "mbarrier::complete_tx::bytes", required=True)),
          unimplemented=_TENSOR_MODES | _u("multicast::cluster", "L2::cache_hint", "cta_group::1", "cta_group::2")))
_add("cp.async.bulk.tensor.Nd.global.shared::cta",
     Form("9.7.9.25.5.1 cp.async.bulk.tensor (shared -> global)",
          (_s("a load mode", "tile"), _s("a completion mechanism", "bulk_group", required=True)),
          unimplemented=_TENSOR_MODES | _u("L2::cache_hint")))
_add("cp.async.bulk.prefetch.tensor.Nd.L2.global",
     Form("9.7.9.25.5.3 cp.async.bulk.prefetch.tensor", (_s("a load mode", "tile"),),
          unimplemented=_TENSOR_MODES | _u("L2::cache_hint")))

# ---- wgmma (9.7.15.5-6) ----------------------------------------------------------------------------
_add("wgmma.fence wgmma.commit_group wgmma.wait_group",
     Form("9.7.15.6.1-3 wgmma.fence/commit_group/wait_group", (SYNC, ALIGNED)))
_add("wgmma.mma_async", Form("9.7.15.5.2 wgmma.mma_async",
                             (SYNC, ALIGNED, _r("a shape .m64nNkK", r"m64n\d+k\d+")),
                             unimplemented=_u("sp", "satfinite"), tail=3))

# ---- tcgen05 (9.7.16) ------------------------------------------------------------------------------
_CTA2 = _u("cta_group::2")
_add("tcgen05.alloc", Form("9.7.16.7.1 tcgen05.alloc", (CTA_GROUP, SYNC, ALIGNED, _s("a state space", "shared::cta"),
                                                        _s("type .b32", "b32", required=True)), unimplemented=_CTA2))
_add("tcgen05.dealloc", Form("9.7.16.7.1 tcgen05.dealloc",
                             (CTA_GROUP, SYNC, ALIGNED, _s("type .b32", "b32", required=True)), unimplemented=_CTA2))
_add("tcgen05.relinquish_alloc_permit", Form("9.7.16.7.1 tcgen05.relinquish_alloc_permit",
                                             (CTA_GROUP, SYNC, ALIGNED), unimplemented=_CTA2))
_TMEM_NUM = _s("a repeat count .xN", "x1", "x2", "x4", "x8", "x16", "x32", "x64", "x128", required=True)
_TMEM_SHAPES = _u("16x64b", "16x256b", "16x32bx2")
_add("tcgen05.ld", Form("9.7.16.8.3 tcgen05.ld",
                        (SYNC, ALIGNED, _s("a shape", "32x32b", "16x128b", required=True), _TMEM_NUM,
                         _s("type .b32", "b32", required=True)),
                        unimplemented=_TMEM_SHAPES | _u("pack::16b", "red", "min", "max", "abs", "NaN")))
_add("tcgen05.st", Form("9.7.16.8.4 tcgen05.st",
                        (SYNC, ALIGNED, _s("a shape", "32x32b", "16x128b", required=True), _TMEM_NUM,
                         _s("type .b32", "b32", required=True)),
                        unimplemented=_TMEM_SHAPES | _u("unpack::16b")))
_add("tcgen05.wait::ld tcgen05.wait::st", Form("9.7.16.8.5 tcgen05.wait", (SYNC, ALIGNED)))
_add("tcgen05.fence::before_thread_sync tcgen05.fence::after_thread_sync", Form("9.7.16.6.3 tcgen05.fence"))
_add("tcgen05.mma", Form("9.7.16.10.9.1 tcgen05.mma",
                         (CTA_GROUP, _s("a kind", "kind::f16", "kind::tf32", required=True)),
                         unimplemented=_CTA2 | _u("kind::f8f6f4", "kind::i8", "kind::mxf8f6f4", "kind::mxf4",
                                                  "kind::mxf4nvf4", "ws", "sp", "block_scale", "scale_vec::1X",
                                                  "scale_vec::2X", "scale_vec::4X", "block16", "block32",
                                                  "collector::a::fill", "collector::a::use",
                                                  "collector::a::lastuse", "collector::a::discard", "ashift")))
_add("tcgen05.commit", Form("9.7.16.11.1 tcgen05.commit",
                            (CTA_GROUP, _s("a completion mechanism", "mbarrier::arrive::one", required=True),
                             _s("a state space", "shared::cluster"), B64),
                            unimplemented=_CTA2 | _u("multicast::cluster")))

# ---- ldmatrix / stmatrix (9.7.14.5.15-16), mma (9.7.14.5.14) --------------------------------------------
_MATRIX = (SYNC, ALIGNED, _s("a shape", "m8n8", required=True), _s("a count", "x1", "x2", "x4", required=True),
           _s("trans", "trans"), _s("a state space", "shared", "shared::cta"), _s("type .b16", "b16", required=True))
_add("ldmatrix", Form("9.7.14.5.15 ldmatrix", _MATRIX,
                      unimplemented=_u("m16n16", "m8n16", "b8", "b8x16", "b6x16_p32", "b4x16_p64")))
_add("stmatrix", Form("9.7.14.5.16 stmatrix", _MATRIX, unimplemented=_u("m16n8", "b8")))
_add("mma", Form("9.7.14.5.14 mma",
                 (SYNC, ALIGNED, _s("a shape", "m16n8k8", "m16n8k16", required=True),
                  _s("the A layout .row", "row", required=True), _s("the B layout .col", "col", required=True)),
                 unimplemented=_u("m8n8k4", "m16n8k4", "m16n8k32", "m8n8k16", "m8n8k32", "m16n8k64", "m8n8k128",
                                  "m16n8k128", "m16n8k256", "satfinite", "sp", "block_scale"), tail=4))

# ---- fence / membar (9.7.13.4) ----------------------------------------------------------------------
_add("fence", Form("9.7.13.4 fence", (_s("semantics", "sc", "acq_rel"), _s("a scope", "cta", "cluster", "gpu",
                                                                              "sys", required=True)),
                   unimplemented=_u("acquire", "release")))
_add("fence.mbarrier_init", Form("9.7.13.4 fence.mbarrier_init",
                                 (_s("semantics .release", "release", required=True),
                                  _s("scope .cluster", "cluster", required=True))))
_add("fence.proxy.async", Form("9.7.13.4 fence.proxy.async",
                               (_s("a state space", "global", "shared::cta", "shared::cluster", "shared"),)))
_add("fence.proxy.alias", Form("9.7.13.4 fence.proxy.alias"))
_add("fence.proxy.tensormap::generic", Form("9.7.13.4 fence.proxy.tensormap::generic",
                                            (_s("semantics", "release", "acquire", required=True),
                                             _s("a scope", "cta", "cluster", "gpu", "sys", required=True))))
_add("membar", Form("9.7.13.4 membar", (_s("a level", "cta", "gl", "sys", required=True),)))

# ---- atom / red (9.7.13.5-6) ------------------------------------------------------------------------
_ATOM_TYPES = {"add": ("u32", "s32", "u64", "f32", "f64"), "inc": ("u32",), "dec": ("u32",),
               "min": ("u32", "s32", "u64", "s64"), "max": ("u32", "s32", "u64", "s64"),
               "and": ("b32", "b64"), "or": ("b32", "b64"), "xor": ("b32", "b64"),
               "exch": ("b32", "b64"), "cas": ("b16", "b32", "b64")}


def _atom_types(parts: list[str]) -> str | None:
    op = next((p for p in parts if p in _ATOM_TYPES), None)
    t = parts[-1]
    if op is not None and t not in _ATOM_TYPES[op]:
        return (f".{op} takes " + " ".join("." + x for x in _ATOM_TYPES[op]) + f", not .{t}"
                " (the others are not PTX, or not implemented by the emulator)")
    return None


_ATOM_COMMON = (SCOPE, _s("a state space", "global", "shared", "shared::cta"),
                _s("a type", "b16", "b32", "b64", "u32", "u64", "s32", "s64", "f32", "f64", required=True))
_ATOM_UNIMPL = _u("L2::cache_hint", "noftz", "v2", "v4", "v8", "f16", "f16x2", "bf16", "bf16x2", "b128",
                  "shared::cluster", "mmio")
_add("atom", Form("9.7.13.5 atom",
                  (_s("semantics", "relaxed", "acquire", "release", "acq_rel"),
                   _s("an operation", *_ATOM_TYPES, required=True)) + _ATOM_COMMON,
                  unimplemented=_ATOM_UNIMPL, extra=_atom_types))
_add("red", Form("9.7.13.6 red",
                 (_s("semantics", "relaxed", "release"),
                  _s("an operation", *(k for k in _ATOM_TYPES if k not in ("exch", "cas")), required=True))
                 + _ATOM_COMMON,
                 unimplemented=_ATOM_UNIMPL, extra=_atom_types))

# ---- bar / barrier (9.7.13.1-2), elect, shfl, vote, setmaxnreg -------------------------------------------
_add("bar.sync bar.arrive bar.cta.sync bar.cta.arrive", Form("9.7.13.1 bar"))
_add("barrier.sync barrier.arrive barrier.cta.sync barrier.cta.arrive",
     Form("9.7.13.1 barrier", (_s("aligned", "aligned"),)))
_add("bar.warp.sync", Form("9.7.13.2 bar.warp.sync"))
_add("elect.sync", Form("9.7.13.14 elect.sync"))
_add("shfl.sync.up shfl.sync.down shfl.sync.bfly shfl.sync.idx",
     Form("9.7.9.6 shfl.sync", (_s("type .b32", "b32", required=True),)))
_add("vote.sync.all vote.sync.any vote.sync.uni", Form("9.7.13.10 vote.sync", (_s("type .pred", "pred", required=True),)))
_add("vote.sync.ballot", Form("9.7.13.10 vote.sync", (_s("type .b32", "b32", required=True),)))
_add("setmaxnreg.inc setmaxnreg.dec",
     Form("9.7.19.5 setmaxnreg", (SYNC, ALIGNED, _s("type .u32", "u32", required=True))))

_add("redux.sync.add redux.sync.min redux.sync.max",
     Form("9.7.13.12 redux.sync", (_s("a type", "u32", "s32", required=True),), unimplemented=_u("f32", "abs", "NaN")))
_add("redux.sync.and redux.sync.or redux.sync.xor", Form("9.7.13.12 redux.sync", (_s("type .b32", "b32", required=True),)))
_add("activemask", Form("9.7.13.13 activemask", (_s("type .b32", "b32", required=True),)))

# ---- control flow and miscellaneous (9.7.12, 9.7.9.15, 9.7.13.11, 9.7.19) ----------------------------
_add("bra", Form("9.7.12.2 bra", (_s("uni", "uni"),)))
_add("ret", Form("9.7.12.6 ret", (_s("uni", "uni"),)))
_add("exit", Form("9.7.12.7 exit"))
_add("trap", Form("9.7.19.1 trap"))
_add("nanosleep", Form("9.7.19.4 nanosleep", (_s("type .u32", "u32", required=True),)))
_add("pmevent", Form("9.7.19.3 pmevent", (_s("mask", "mask"),)))
_add("griddepcontrol.launch_dependents griddepcontrol.wait", Form("9.7.13.11 griddepcontrol"))
_add("prefetch", Form("9.7.9.15 prefetch", (_s("a state space", "global", "local", "const", "param"),
                                            _s("a level", "L1", "L2", "L2::evict_last", "L2::evict_normal",
                                               "tensormap", required=True))))
_add("prefetchu", Form("9.7.9.15 prefetchu", (_s("level .L1", "L1", required=True),)))

FAMILIES = frozenset(k.split(".")[0] for k in FORMS)
_KEYS = {tuple(k.split(".")): f for k, f in FORMS.items()}
_MAXLEN = max(len(k) for k in _KEYS)
_DIMS = re.compile(r"[1-5]d")


def _normalize(parts: list[str]) -> list[str]:
    """``cp.async.bulk[.prefetch].tensor.<N>d...``: the dimension is written ``Nd`` in the form."""
    out = list(parts)
    if out[:3] == ["cp", "async", "bulk"]:
        i = 4 if out[3:4] == ["tensor"] else 5 if out[3:5] == ["prefetch", "tensor"] else -1
        if 0 < i < len(out) and _DIMS.fullmatch(out[i]):
            out[i] = "Nd"
    return out


def check(opcode: str) -> str | None:
    """None when ``opcode`` is an implemented form with valid modifiers, else the reason."""
    parts = _normalize(opcode.split("."))
    form, n = None, 0
    for n in range(min(len(parts), _MAXLEN), 0, -1):
        form = _KEYS.get(tuple(parts[:n]))
        if form is not None:
            break
    if form is None:
        known = sorted(k for k in FORMS if k.split(".")[0] == parts[0])
        return (f"not an instruction form the emulator implements (its {parts[0]} forms: "
                + ", ".join(known) + ")")
    key = ".".join(parts[:n])
    rest = parts[n:len(parts) - form.tail] if form.tail else parts[n:]
    if form.tail and len(parts) - n < form.tail:
        return f"{key} needs {form.tail} instruction types at the end"
    used: dict[int, str] = {}
    for m in rest:
        if m in form.unimplemented:
            return f"modifier .{m} of {key} is not implemented by the emulator (PTX ISA {form.section})"
        i = next((i for i, s in enumerate(form.slots) if s.has(m)), None)
        if i is None:
            return f"modifier .{m} is not supported for {key} (PTX ISA {form.section})"
        if i in used:
            return f"conflicting modifiers .{used[i]} and .{m} ({form.slots[i].what})"
        used[i] = m
    for i, s in enumerate(form.slots):
        if s.required and i not in used:
            return f"{key} needs {s.what} ({s.spell()}) (PTX ISA {form.section})"
    if form.extra is not None:
        return form.extra(parts)
    return None
