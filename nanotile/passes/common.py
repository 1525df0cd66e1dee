"""Pure helpers several passes share (one place, reused, never re-typed)."""

from __future__ import annotations

from typing import Any

from ..ir.attributes import DialectAttr, IntegerAttr, StringAttr
from ..ir.core import Module
from ..ir.diagnostics import error
from ..ir.location import Location
from ..ir.types import DialectType, KeyParam, TensorType, Type, TypeParam, bit_width


def smem_swizzle(t: Type) -> int | None:
    """The swizzle (bytes) of a shared-memory tile type, None if ``t`` is not one."""
    if isinstance(t, TensorType) and isinstance(t.encoding, DialectAttr) and \
            (t.encoding.dialect, t.encoding.name) == ("nv_tileas", "smem"):
        sw = t.encoding.param("swizzle")
        return sw if isinstance(sw, int) else 0
    return None


def tensor_layout(t: Type) -> str | None:
    """``blocked`` / ``wgmma_acc`` for a register tile type, None otherwise."""
    if isinstance(t, TensorType) and isinstance(t.encoding, DialectAttr) and \
            (t.encoding.dialect, t.encoding.name) == ("nv_tileas", "layout") and t.encoding.params:
        p = t.encoding.params[0]
        return p if isinstance(p, str) else None
    return None


def numel(shape: tuple[int, ...]) -> int:
    n = 1
    for d in shape:
        n *= d
    return n


def tile_bytes(t: TensorType) -> int:
    """Bytes a tile occupies: elements times element width."""
    return numel(t.shape) * bit_width(t.element) // 8


def pipeline_params(t: Type) -> tuple[int, tuple[TensorType, ...]]:
    """``!nv_tileas.pipeline<stages = S, T...>`` -> (S, (T...))."""
    if isinstance(t, DialectType) and (t.dialect, t.name) == ("nv_tileas", "pipeline"):
        stages = t.param("stages")
        elems = tuple(p for p in t.params if isinstance(p, TensorType))
        if isinstance(stages, int) and stages > 0:
            return stages, elems
    raise ValueError(f"not a pipeline type: {t}")


def stages_of(t: Type) -> int:
    """Stage count of a pipeline or pipeline-iterator type."""
    if isinstance(t, DialectType):
        s = t.param("stages")
        if isinstance(s, int):
            return s
    raise ValueError(f"no stage count in {t}")


def key(name: str, value: TypeParam) -> KeyParam:
    return KeyParam(name, value)


def target_of(m: Module[Any], loc: Location) -> tuple[int, str]:
    """(compute capability, target spec) from the module; the spec's message if either is absent."""
    cc = m.attrs.get("nv_tileaa.compute_capability")
    spec = m.attrs.get("nv_tileaa.target_spec")
    if not isinstance(cc, IntegerAttr) or not isinstance(spec, StringAttr):
        raise error(loc, "Failed to get ComputeCapability")
    return cc.value, spec.value
