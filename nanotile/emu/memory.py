"""The emulator's memories: global buffers, per-CTA shared memory, kernel parameters.

Address spaces (PTX ISA 5.1 "State Spaces", 6.4.1 "Generic Addressing"):

- **global** addresses are generic addresses; buffers are placed from
  ``GLOBAL_BASE`` upward, each 4 KiB-aligned, with an unmapped 4 KiB guard
  between neighbours so an overrun is reported, not absorbed by the next buffer;
- **shared** (``.shared::cta``) addresses are offsets in the CTA's shared
  window.  User shared memory starts at ``SMEM_BASE`` = 0x400 (sm_90 reserves
  the first 1 KiB of each CTA's shared memory for the system; the base is
  1024-aligned, as 128-byte swizzling assumes); ``.shared`` variables are laid
  out in declaration order at their alignment, then ``.extern .shared``
  (dynamic shared memory) at 1024-byte alignment;
- **param**: the entry's parameters laid out in order at their alignment from
  ``PARAM_BASE``; ``cvta.param`` makes a generic address of them (PTX ISA 9.7.9.20);
- generic addresses of shared and param memory are the space address plus
  ``SHARED_WINDOW`` / ``PARAM_WINDOW`` (``cvta`` adds or subtracts these).

Every access checks bounds and natural alignment (PTX ISA 6.4.2: an address
must be a multiple of the access size) and raises :class:`MemFault` naming
the lane; the machine adds the PTX line and the thread.
"""

from __future__ import annotations

import bisect
from typing import Any
from dataclasses import dataclass

import numpy as np

from .flags import Flag, drop, drop_range

GLOBAL_BASE = 0x0000_1000_0000_0000
SHARED_WINDOW = 0x0000_7000_0000_0000
PARAM_WINDOW = 0x0000_7100_0000_0000
WINDOW_SIZE = 1 << 32
SMEM_BASE = 0x400
PARAM_BASE = 0x0
MAX_SHARED_BYTES = 232448          # 227 KiB: the sm_90 per-CTA maximum (CUDA C Programming Guide, table 21)

_UINT: dict[int, np.dtype[Any]] = {1: np.dtype(np.uint8), 2: np.dtype(np.uint16), 4: np.dtype(np.uint32), 8: np.dtype(np.uint64)}


class MemFault(Exception):
    """A bad memory access; ``lane`` is the first offending lane (-1: not lane-specific)."""

    def __init__(self, message: str, lane: int = -1) -> None:
        super().__init__(message)
        self.message = message
        self.lane = lane


def uint_dtype(size: int) -> np.dtype[Any]:
    return _UINT[size]


@dataclass
class Buffer:
    name: str
    base: int
    size: int
    data: np.ndarray           # uint8, length rounded up to a multiple of 8

    @property
    def end(self) -> int:
        return self.base + self.size


def _check_aligned(addrs: np.ndarray, size: int, what: str) -> None:
    if size > 1:
        bad = (addrs % np.uint64(size)) != 0
        if bad.any():
            lane = int(np.argmax(bad))
            raise MemFault(f"misaligned {what} of {size} bytes at address {int(addrs[lane]):#x} "
                           f"(must be a multiple of {size})", lane)


def _load_words(data: np.ndarray, off: np.ndarray, size: int) -> np.ndarray:
    """Lane-wise ``size``-byte words at byte offsets ``off`` of ``data`` (16-byte words as two u64)."""
    if size == 16:
        w = data.view(np.uint64)
        i = off // 8
        return np.stack([w[i], w[i + 1]], axis=-1)
    return np.asarray(data.view(_UINT[size])[off // size])


def _store_words(data: np.ndarray, off: np.ndarray, values: np.ndarray, size: int) -> None:
    """The inverse of ``_load_words``."""
    if size == 16:
        w = data.view(np.uint64)
        i = off // 8
        w[i] = values[:, 0]
        w[i + 1] = values[:, 1]
        return
    data.view(_UINT[size])[off // size] = values.astype(_UINT[size], copy=False)


class FlatMemory:
    """A contiguous byte range [base, base+size) as a numpy array: shared and param memory."""

    def __init__(self, name: str, base: int, size: int, fill: int = 0) -> None:
        self.name = name
        self.base = base
        self.size = size
        self.data = np.full(-(-max(size, 1) // 16) * 16, fill, dtype=np.uint8)
        self.flags: dict[int, Flag] = {}        # release patterns' writes (flags.py); any write drops them

    def _bounds(self, addrs: np.ndarray, size: int, what: str) -> np.ndarray:
        off = addrs.astype(np.int64) - self.base
        bad = (off < 0) | (off + size > self.size)
        if bad.any():
            lane = int(np.argmax(bad))
            raise MemFault(f"out-of-bounds {what} of {size} bytes at {self.name} address "
                           f"{int(addrs[lane]):#x} ({self.name} memory is [{self.base:#x}, "
                           f"{self.base + self.size:#x}))", lane)
        return off

    def load(self, addrs: np.ndarray, size: int, what: str = "load") -> np.ndarray:
        """Lane-wise load of ``size``-byte words (addresses: a uint64/int64 array)."""
        off = self._bounds(addrs, size, what)
        _check_aligned(addrs, size, what)
        return _load_words(self.data, off, size)

    def store(self, addrs: np.ndarray, values: np.ndarray, size: int, what: str = "store") -> None:
        off = self._bounds(addrs, size, what)
        _check_aligned(addrs, size, what)
        _store_words(self.data, off, values, size)
        if self.flags:
            drop(self.flags, addrs, size)

    # ByteMemory protocol (addresses in this space)
    def read(self, addr: int, n: int) -> np.ndarray:
        if addr < self.base or addr + n > self.base + self.size or n < 0:
            raise MemFault(f"out-of-bounds read of {n} bytes at {self.name} address {addr:#x} "
                           f"({self.name} memory is [{self.base:#x}, {self.base + self.size:#x}))")
        o = addr - self.base
        return self.data[o:o + n].copy()

    def write(self, addr: int, data: np.ndarray) -> None:
        n = int(data.size * data.itemsize)
        if addr < self.base or addr + n > self.base + self.size:
            raise MemFault(f"out-of-bounds write of {n} bytes at {self.name} address {addr:#x} "
                           f"({self.name} memory is [{self.base:#x}, {self.base + self.size:#x}))")
        o = addr - self.base
        self.data[o:o + n] = np.ascontiguousarray(data).view(np.uint8).reshape(-1)
        if self.flags:
            drop_range(self.flags, addr, n)


class GlobalMemory:
    """Named global buffers at fixed generic addresses."""

    def __init__(self) -> None:
        self.buffers: list[Buffer] = []
        self._bases: list[int] = []
        self._next = GLOBAL_BASE
        self.flags: dict[int, Flag] = {}        # release patterns' writes (flags.py); any write drops them

    def alloc(self, name: str, nbytes: int, init: np.ndarray | None = None) -> Buffer:
        base = self._next
        data = np.zeros(-(-max(nbytes, 1) // 16) * 16, dtype=np.uint8)
        if init is not None:
            raw = np.ascontiguousarray(init).view(np.uint8).reshape(-1)
            data[:raw.size] = raw
        b = Buffer(name, base, nbytes, data)
        self.buffers.append(b)
        self._bases.append(base)
        self._next = base + (-(-max(nbytes, 1) // 4096) + 1) * 4096
        return b

    def find(self, addr: int) -> Buffer | None:
        i = bisect.bisect_right(self._bases, addr) - 1
        if i >= 0 and self.buffers[i].base <= addr < self.buffers[i].end:
            return self.buffers[i]
        return None

    def _explain(self, addr: int, size: int) -> str:
        i = bisect.bisect_right(self._bases, addr) - 1
        near = []
        for j in (i, i + 1):
            if 0 <= j < len(self.buffers):
                b = self.buffers[j]
                near.append(f"'{b.name}' [{b.base:#x}, {b.end:#x})")
        hint = f"; nearest buffer{'s' if len(near) > 1 else ''}: {', '.join(near)}" if near else ""
        if addr == 0:
            hint = " (a null pointer)" + hint
        return hint

    def _one_buffer(self, addrs: np.ndarray, size: int, what: str) -> tuple[Buffer, np.ndarray]:
        lo = int(addrs.min())
        hi = int(addrs.max())
        b = self.find(lo)
        if b is not None and hi + size <= b.end:
            return b, (addrs - np.uint64(b.base)).astype(np.int64)
        # find the first bad lane for the report
        for lane in range(addrs.size):
            a = int(addrs[lane])
            bb = self.find(a)
            if bb is None or a + size > bb.end:
                raise MemFault(f"out-of-bounds {what} of {size} bytes at global address {a:#x}"
                               f"{self._explain(a, size)}", lane)
        raise MemFault(f"{what} lanes span more than one buffer (not supported in one access)")

    def load(self, addrs: np.ndarray, size: int, what: str = "load") -> np.ndarray:
        if addrs.size == 0:
            return np.zeros(0, dtype=_UINT.get(size, np.uint64))
        _check_aligned(addrs, size, what)
        try:
            b, off = self._one_buffer(addrs, size, what)
        except MemFault as e:
            if "span more than one" not in e.message:
                raise
            return np.concatenate([self.load(addrs[i:i + 1], size, what) for i in range(addrs.size)])
        return _load_words(b.data, off, size)

    def store(self, addrs: np.ndarray, values: np.ndarray, size: int, what: str = "store") -> None:
        if addrs.size == 0:
            return
        _check_aligned(addrs, size, what)
        try:
            b, off = self._one_buffer(addrs, size, what)
        except MemFault as e:
            if "span more than one" not in e.message:
                raise
            for lane in range(addrs.size):
                self.store(addrs[lane:lane + 1], values[lane:lane + 1], size, what)
            return
        _store_words(b.data, off, values, size)
        if self.flags:
            drop(self.flags, addrs, size)

    # ByteMemory protocol
    def read(self, addr: int, n: int) -> np.ndarray:
        b = self.find(addr)
        if b is None or addr + n > b.end:
            raise MemFault(f"out-of-bounds read of {n} bytes at global address {addr:#x}"
                           f"{self._explain(addr, n)}")
        o = addr - b.base
        return b.data[o:o + n].copy()

    def write(self, addr: int, data: np.ndarray) -> None:
        n = int(data.size * data.itemsize)
        b = self.find(addr)
        if b is None or addr + n > b.end:
            raise MemFault(f"out-of-bounds write of {n} bytes at global address {addr:#x}"
                           f"{self._explain(addr, n)}")
        o = addr - b.base
        b.data[o:o + n] = np.ascontiguousarray(data).view(np.uint8).reshape(-1)
        if self.flags:
            drop_range(self.flags, addr, n)

    def array(self, b: Buffer, dtype: np.dtype[Any], shape: tuple[int, ...]) -> np.ndarray:
        """The buffer's contents as a typed array (a copy)."""
        return b.data[:b.size].view(dtype).reshape(shape).copy()
