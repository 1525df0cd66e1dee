"""``stmatrix`` / ``ldmatrix`` as instructions (the data movement is ``fragments.stmatrix/ldmatrix``).

PTX ISA 9.7.14.5.15 "ldmatrix", 9.7.14.5.16 "stmatrix": warp-wide (``.sync.aligned``); lane
``8*i + r`` supplies the address of row ``r`` of matrix ``i`` (``.x1/.x2/.x4``).  Both go
through the generic proxy: a ``stmatrix`` is a generic shared-memory write (a later TMA store
of it needs ``fence.proxy.async``), an ``ldmatrix`` a generic read (racing with unobserved TMA
loads is reported).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import numpy as np

from . import fragments
from .asyncops import SmemView, _shared_addr
from .isa import Ctx, _code, register
from .memory import SMEM_BASE
from .ptx import Reg, Vec
from .program import Code

if TYPE_CHECKING:
    from .machine import Warp


def _num(cx: Ctx) -> int:
    for p in cx.parts:
        if p in ("x1", "x2", "x4"):
            return int(p[1])
    raise cx.err(f"'{cx.ins.opcode}' needs .x1, .x2 or .x4")


def _rows(addrs: np.ndarray, num: int) -> np.ndarray:
    used = addrs[:8 * num].astype(np.int64) - SMEM_BASE
    return (used[:, None] + np.arange(16)).reshape(-1)


def _c_stmatrix(cx: Ctx) -> Code:
    """stmatrix.sync.aligned.m8n8.{x1,x2,x4}[.trans].shared[::cta].b16 [p], {r...}."""
    if "m8n8" not in cx.parts or "b16" not in cx.parts:
        raise cx.err(f"unsupported '{cx.ins.opcode}' (m8n8 .b16 only)")
    num = _num(cx)
    trans = "trans" in cx.mods
    a, v = cx.ops(2)
    if not isinstance(v, Vec) or len(v.items) != num:
        raise cx.err(f"stmatrix .x{num} stores {num} register(s)")
    gets = [cx.src(x, "b32") for x in v.items]
    gaddr = _shared_addr(cx, a)

    def run(w: "Warp", m: np.ndarray | None) -> None:
        addrs = gaddr(w)
        regs = np.stack([g(w) for g in gets], axis=1).astype(np.uint32)
        w.cta.generic_write(w, _rows(addrs, num), "stmatrix")
        fragments.stmatrix(SmemView(w.cta), addrs.tolist(), regs, num, trans)
    return _code(cx, run, aligned=True)


def _c_ldmatrix(cx: Ctx) -> Code:
    """ldmatrix.sync.aligned.m8n8.{x1,x2,x4}[.trans].shared[::cta].b16 {d...}, [p]."""
    if "m8n8" not in cx.parts or "b16" not in cx.parts:
        raise cx.err(f"unsupported '{cx.ins.opcode}' (m8n8 .b16 only)")
    num = _num(cx)
    trans = "trans" in cx.mods
    d, a = cx.ops(2)
    items = d.items if isinstance(d, Vec) else (d,)
    if len(items) != num or not all(isinstance(x, Reg) for x in items):
        raise cx.err(f"ldmatrix .x{num} loads {num} register(s)")
    puts = [cx.dst(x, "b32") for x in items]
    gaddr = _shared_addr(cx, a)

    def run(w: "Warp", m: np.ndarray | None) -> None:
        addrs = gaddr(w)
        w.cta.check_read(w, _rows(addrs, num), "ldmatrix")
        out = fragments.ldmatrix(SmemView(w.cta), addrs.tolist(), num, trans)
        for i, put in enumerate(puts):
            put(w, out[:, i].copy(), m)
    return _code(cx, run, aligned=True)


register("stmatrix", _c_stmatrix)
register("ldmatrix", _c_ldmatrix)
