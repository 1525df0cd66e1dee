"""The interpreter's runtime values: memory views, TMA descriptors, pipelines, barriers, tokens.

Scalars are Python ints (integers and indices, kept in their type's signed
range) or numpy scalars (floats); tiles are numpy arrays of the tile's
element type, whatever their layout or memory space (layouts and swizzles
are physical placements; the tile language's meaning is the logical tile).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import ml_dtypes
import numpy as np

from ..ir.types import FloatType, IndexType, IntegerType, TensorType, Type


class InterpError(Exception):
    """The kernel did something the language gives no meaning to (message says what and where)."""


class NotInterpretable(InterpError):
    """An op the interpreter has no semantics for (message names the op and its location)."""


_FLOATS: dict[str, type] = {"f16": np.float16, "f32": np.float32, "f64": np.float64, "bf16": ml_dtypes.bfloat16,
                           "f8E4M3FN": ml_dtypes.float8_e4m3fn, "f8E5M2": ml_dtypes.float8_e5m2}


def np_dtype(t: Type) -> np.dtype[Any]:
    """The numpy dtype holding elements of scalar type ``t``."""
    if isinstance(t, FloatType) and t.name in _FLOATS:
        return np.dtype(_FLOATS[t.name])
    if isinstance(t, IntegerType):
        if t.width == 1:
            return np.dtype(np.bool_)
        if t.width in (8, 16, 32, 64):
            return np.dtype(f"{'u' if t.signedness == 'u' else 'i'}{t.width // 8}")
    if isinstance(t, IndexType):
        return np.dtype(np.int64)
    raise InterpError(f"no numpy element type for {t}")


def wrap(v: int, t: Type) -> int:
    """``v`` reduced to the signed range of integer type ``t`` (index is 64-bit)."""
    width = 64 if isinstance(t, IndexType) else t.width if isinstance(t, IntegerType) else 64
    if width == 1:
        return v & 1
    m = 1 << width
    v &= m - 1
    return v - m if v >= m >> 1 else v


def unsigned(v: int, t: Type) -> int:
    width = 64 if isinstance(t, IndexType) else t.width if isinstance(t, IntegerType) else 64
    return v & ((1 << width) - 1)


@dataclass(frozen=True)
class View:
    """``make_memref``: a row-major view of ``shape`` over a kernel buffer (a flat numpy array)."""

    buffer: np.ndarray
    shape: tuple[int, ...]
    name: str

    def array(self) -> np.ndarray:
        n = int(np.prod(self.shape)) if self.shape else 1
        return self.buffer[:n].reshape(self.shape)


@dataclass(frozen=True)
class TmaDesc:
    """A bound TMA descriptor: the view it addresses and the box (outermost first)."""

    view: View
    box: tuple[int, ...]
    swizzle: int


@dataclass
class Barrier:
    """An mbarrier: ``count`` arrivals and a transaction count complete a phase."""

    count: int | None = None
    pending: int = 0
    tx: int = 0
    completed: int = 0


@dataclass
class Pipeline:
    """A bounded queue of ``stages`` slots; fill ``k`` lands in slot ``k % stages``."""

    stages: int
    consumer_arrivals: int
    elements: tuple[TensorType, ...]
    slots: dict[int, tuple[Any, ...]] = field(default_factory=dict)
    written: set[tuple[int, int]] = field(default_factory=set)      # (fill, agent instance)
    committed: set[tuple[int, int]] = field(default_factory=set)
    tx: dict[int, int] = field(default_factory=dict)
    released: dict[int, int] = field(default_factory=dict)
    acquired: set[tuple[int, int]] = field(default_factory=set)

    def full(self, k: int) -> bool:
        writers = {i for f, i in self.written if f == k}
        done = {i for f, i in self.committed if f == k}
        return bool(done) and writers <= done and self.tx.get(k, 0) == 0

    def was_committed(self, k: int) -> bool:
        return any(f == k for f, _ in self.committed)

    def empty_for(self, k: int) -> bool:
        """May fill ``k`` start (the fill ``stages`` before it was released by every consumer)?"""
        return k < self.stages or self.released.get(k - self.stages, 0) >= self.consumer_arrivals


@dataclass(frozen=True)
class Iter:
    """A pipeline iterator: the number of the fill it stands at."""

    k: int


@dataclass(frozen=True)
class ProducerToken:
    pipe: Pipeline
    k: int
    instance: int


@dataclass(frozen=True)
class ConsumerToken:
    pipe: Pipeline
    k: int
    threads: int


@dataclass(frozen=True)
class MemToken:
    """The out-token of a token-ordered memop (the interpreter runs memops in program order)."""


@dataclass
class Tmem:
    """A tile in tensor memory (``alloc_tmem``): mutable storage; MMAs and copies write it in place."""

    data: np.ndarray
    freed: bool = False
