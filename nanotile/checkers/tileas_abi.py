"""Checker for ``tileas_abi``: the ``tileas_tma`` rules, plus the descriptor ABI.

* no ``make_tiled_tma_desc`` remains: a residual one is spec 001's
  "expect lower MakeTiledTMADescOp" (the descriptor pass lowers every bind);
* a function using TMA carries ``nv_tileas.num-host-tmas`` and
  ``nv_tileas.num-device-tmas`` (else "funcOp lack tmaDeviceNum and tmaHostNum attr");
* every TMA op's ``tmaIdx`` is below the host count ("tmaIdx exceed tmaHostNum.");
* each ``tmaIdx`` has its descriptor argument, typed ``!nv_tileas.tma_desc``
  and marked ``cute_nvgpu.grid_constant`` ("not find tmaIdx." otherwise).
"""

from __future__ import annotations

from typing import Any, Iterator

from ..ir.attributes import UnitAttr
from ..ir.core import Module, walk
from ..ir.diagnostics import Diagnostic
from ..ir.types import DialectType
from ..languages import tileas as A
from ..languages import tileas_abi as C
from ..languages import tileas_tma as B
from . import tileas_tma as tma_checker
from .common import Rule, check_language, for_ops
from .verifier import walked_inside


@for_ops(A.TileFunc)
def descriptor_abi(op: Any) -> Iterator[Diagnostic]:
    yield from _descriptor_abi(op)


RULES: tuple[Rule, ...] = tma_checker.RULES + (descriptor_abi,)


def rules(op: Any) -> Iterator[Diagnostic]:
    for rule in RULES:
        yield from rule(op)


def _descriptor_abi(f: A.TileFunc[Any]) -> Iterator[Diagnostic]:
    users = [o for o in walked_inside(f) if isinstance(o, (B.AsyncTiledTmaLoad, B.AsyncTiledTmaStore))]
    if not users:
        return
    if f.num_host_tmas is None or f.num_device_tmas is None:
        yield Diagnostic(f.loc, "funcOp lack tmaDeviceNum and tmaHostNum attr")
        return
    args = f.body.blocks[0].args
    for u in users:
        if u.tma_idx >= f.num_host_tmas:
            yield Diagnostic(u.loc, "tmaIdx exceed tmaHostNum.")
            continue
        pos = len(args) - f.num_host_tmas + u.tma_idx
        arg = args[pos] if 0 <= pos < len(args) else None
        ok = arg is not None and arg.name == u.desc.name and \
            isinstance(arg.type, DialectType) and arg.type.name == "tma_desc" and \
            pos < len(f.arg_attrs) and isinstance(f.arg_attrs[pos].get("cute_nvgpu.grid_constant"), UnitAttr)
        if not ok:
            yield Diagnostic(u.loc, "not find tmaIdx.")


def check(m: Module[Any]) -> tuple[Diagnostic, ...]:
    residual = tuple(Diagnostic(o.loc, "expect lower MakeTiledTMADescOp")
                     for o in walk(m.ops) if isinstance(o, B.MakeTiledTmaDesc))
    return residual or check_language(m, C.OPS, "tileas_abi", RULES)
