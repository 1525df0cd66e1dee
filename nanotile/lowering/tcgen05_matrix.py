"""ldmatrix / stmatrix arms of the tcgen05 lowering (``passes/lower_tcgen05``): the tmem <-> shared
paths.  Each moves the 16x128b tile's registers in groups of 4 (``.x4``; ``.x2`` for a lone pair),
each lane's row address swizzled like the TMA wrote the tile; stmatrix then fences the async proxy
(a TMA store may read the tile next) and syncs the agent's warps.  Refused (a located error): a
shared tile with a swizzle other than 0/32/64/128.
"""

from __future__ import annotations

from ..ir.core import Value
from ..ir.diagnostics import error
from ..ir.types import LLVMStructType, TensorType, bit_width
from ..languages import llvm as LL
from ..languages import tcgen05 as G
from ..languages import tileas_tmem as D
from .conversion import Conversion, Threads
from .emit import Emitter
from .tiles import smem_swizzle
from . import tcgen05 as U
from . import tcgen05_emit as X


# -- ldmatrix / stmatrix (the tmem <-> shared paths) -----------------------------------------------


def shared_tile(op: D.LdMatrix | D.StMatrix) -> tuple[int, int, int]:
    """(columns, row bytes, swizzle) of the shared end of ``op``."""
    t = op.source.type if isinstance(op, D.LdMatrix) else op.dest.type
    sw = smem_swizzle(t)
    assert isinstance(t, TensorType) and sw is not None   # the tileas_tmem checker holds the types
    if sw not in U.SWIZZLE_BITS:
        raise error(op.loc, f"'{op.NAME}' of a {sw}-byte swizzled tile has no lowering (0, 32, 64, 128 do)")
    return t.shape[1], t.shape[1] * bit_width(t.element) // 8, sw


def lower_stmatrix(op: D.StMatrix, conv: Conversion, threads: Threads, e: Emitter[G.Op]) -> None:
    count = X.agent_threads(op, threads)
    cols, row_bytes, sw = shared_tile(op)
    vals = e.unpack(conv.get(e, op.value))
    base = conv.get(e, op.dest)
    parts: dict[int, Value] = {}
    for first, n in U.matrix_groups(cols):
        part = parts.get(n) or parts.setdefault(n, X.matrix_lane_part(conv, e, row_bytes, n))
        addr = X.matrix_address(e, base, part, cols, row_bytes, sw, first)
        group = vals[first:first + n]
        X.asm(e, U.stmatrix_text(n), (addr, *group), ",".join(["l"] + [X.constraint(v.type) for v in group]))
    e.add(LL.FenceProxyAsyncSharedCta(op.loc))     # a TMA store (async proxy) may read the tile next
    X.asm(e, "bar.sync $0, $1;", (e.const(1), e.const(count)), "r,r")
    conv.define(e, op.result, base)


def lower_ldmatrix(op: D.LdMatrix, conv: Conversion, threads: Threads, e: Emitter[G.Op]) -> None:
    X.agent_threads(op, threads)
    cols, row_bytes, sw = shared_tile(op)
    t = conv.tc.convert(op.result.type)
    assert isinstance(t, LLVMStructType)
    base = conv.get(e, op.source)
    parts: dict[int, Value] = {}
    vals: list[Value] = []
    for first, n in U.matrix_groups(cols):
        part = parts.get(n) or parts.setdefault(n, X.matrix_lane_part(conv, e, row_bytes, n))
        addr = X.matrix_address(e, base, part, cols, row_bytes, sw, first)
        fields = t.fields[first:first + n]
        out = e.v(LLVMStructType(fields), "lm")
        X.asm(e, U.ldmatrix_text(n), (addr,), ",".join(["=" + X.constraint(f) for f in fields] + ["l"]), (out,))
        vals.extend(e.unpack(out))
    conv.define(e, op.result, e.pack(t, vals))
