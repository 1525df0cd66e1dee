"""``mma.sync.aligned.m16n8k{8,16}`` (sm_80 warp-level tensor core MMA) for f16/bf16 inputs.

PTX ISA 9.7.14.5.8 "Matrix Fragments for mma.m16n8k8" / "mma.m16n8k16 with floating point type":
with ``g = laneid >> 2`` and ``q = laneid % 4``, element ``i`` of a lane's fragment is

- A (row-major, 16 x K; .f16x2 registers, element 2r in the low half of register r):
  row ``g + 8 * ((i >> 1) & 1)``, column ``2q + (i & 1) + 8 * (i >> 2)``;
- B (column-major, K x 8): row ``2q + (i & 1) + 8 * (i >> 1)``, column ``g``;
- C / D (16 x 8; f32 registers, or .f16x2 pairs): row ``g + 8 * (i >> 1)``, column ``2q + (i & 1)``.

``D = A * B + C`` is formed in float64 and rounded once to the D type (the ISA does not fix the
accumulation order; see wgmma.mma for the same tolerance).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import numpy as np

from .isa import Ctx, _code, register
from .ptx import Reg, Vec
from .program import Code

if TYPE_CHECKING:
    from .machine import Warp

_LANE = np.arange(32)
_G, _Q = _LANE >> 2, _LANE % 4
_HALF = {"f16": np.dtype(np.float16)}


def _a_coords(k: int) -> tuple[np.ndarray, np.ndarray]:
    i = np.arange(k // 2)
    rows = _G[:, None] + 8 * ((i[None, :] >> 1) & 1)
    cols = 2 * _Q[:, None] + (i[None, :] & 1) + 8 * (i[None, :] >> 2)
    return rows, cols


def _b_coords(k: int) -> tuple[np.ndarray, np.ndarray]:
    i = np.arange(k // 4)
    rows = 2 * _Q[:, None] + (i[None, :] & 1) + 8 * (i[None, :] >> 1)
    return rows, np.broadcast_to(_G[:, None], rows.shape)


def _c_coords() -> tuple[np.ndarray, np.ndarray]:
    i = np.arange(4)
    return _G[:, None] + 8 * (i[None, :] >> 1), 2 * _Q[:, None] + (i[None, :] & 1)


def _halves(regs: list[np.ndarray], t: str) -> np.ndarray:
    """(32, 2 * len(regs)) element values from .f16x2 / .bf16x2 registers (low half first)."""
    u = np.stack(regs, axis=1).astype(np.uint32)
    h = np.empty((32, 2 * len(regs)), dtype=np.uint16)
    h[:, 0::2] = (u & np.uint32(0xFFFF)).astype(np.uint16)
    h[:, 1::2] = (u >> np.uint32(16)).astype(np.uint16)
    if t == "f16":
        return h.view(np.float16).astype(np.float64)
    return (h.astype(np.uint32) << np.uint32(16)).view(np.float32).astype(np.float64)   # bf16


def _c_mma(cx: Ctx) -> Code:
    """mma.sync.aligned.m16n8k{8,16}.row.col.{f32,f16}.{f16,bf16}.{f16,bf16}.{f32,f16} d, a, b, c."""
    p = cx.parts
    shape = next((x for x in p if x.startswith("m16n8k")), None)
    if shape not in ("m16n8k8", "m16n8k16") or "row" not in p or "col" not in p:
        raise cx.err(f"unsupported mma '{cx.ins.opcode}' (m16n8k8/k16 .row.col only)")
    k = int(shape[6:])
    types = p[p.index("col") + 1:]
    if len(types) != 4:
        raise cx.err(f"'{cx.ins.opcode}': expected .dtype.atype.btype.ctype")
    dt, at, bt, ct = types
    if at not in ("f16", "bf16") or bt != at or dt not in ("f32", "f16") or ct not in ("f32", "f16") \
            or (at == "bf16" and (dt != "f32" or ct != "f32")):
        raise cx.err(f"unsupported mma types .{dt}.{at}.{bt}.{ct}")
    d, a, b, c = cx.ops(4)
    na, nb, nc = k // 4, k // 8, 4 if ct == "f32" else 2
    nd = 4 if dt == "f32" else 2
    for name, v, n in (("d", d, nd), ("a", a, na), ("b", b, nb), ("c", c, nc)):
        if not isinstance(v, Vec) or len(v.items) != n:
            raise cx.err(f"mma .{shape}: operand {name} needs {n} registers")
    assert isinstance(a, Vec) and isinstance(b, Vec) and isinstance(c, Vec) and isinstance(d, Vec)
    ga = [cx.src(x, "b32") for x in a.items]
    gb = [cx.src(x, "b32") for x in b.items]
    gc = [cx.src(x, "b32") for x in c.items]
    puts = [cx.dst(x, "b32") for x in d.items if isinstance(x, Reg)]
    ar, ac = _a_coords(k)
    br, bc = _b_coords(k)
    cr, cc = _c_coords()

    def run(w: "Warp", m: np.ndarray | None) -> None:
        A = np.zeros((16, k))
        A[ar, ac] = _halves([g(w) for g in ga], at)
        B = np.zeros((k, 8))
        B[br, bc] = _halves([g(w) for g in gb], bt)
        C = np.zeros((16, 8))
        if ct == "f32":
            C[cr, cc] = np.stack([g(w) for g in gc], axis=1).view(np.float32).astype(np.float64)
        else:
            C[cr, cc] = _halves([g(w) for g in gc], "f16")
        D = A @ B + C
        vals = D[cr, cc]                                   # (32, 4)
        if dt == "f32":
            out = vals.astype(np.float32).view(np.uint32)
            for j, put in enumerate(puts):
                put(w, np.ascontiguousarray(out[:, j]), m)
        else:
            h = vals.astype(np.float16).view(np.uint16).astype(np.uint32)
            for j, put in enumerate(puts):
                put(w, h[:, 2 * j] | (h[:, 2 * j + 1] << np.uint32(16)), m)
    return _code(cx, run, aligned=True)


register("mma", _c_mma)
