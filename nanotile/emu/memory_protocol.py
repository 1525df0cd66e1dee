"""The byte-memory protocol the emulator's semantics modules read and write through.

Final signatures (the contract between the emulator core and the pure units modules):

    class ByteMemory(Protocol):
        def read(self, addr: int, n: int) -> np.ndarray      # uint8, shape (n,); raises on OOB
        def write(self, addr: int, data: np.ndarray) -> None # data: uint8 (any shape, flattened)

    class EmulationError(Exception)   # message names what went wrong; the core adds the
                                      # PTX line and the thread before reporting it
    class NumpyMemory(size, base=0)   # a flat, bounds-checked implementation for tests

Addresses are absolute in the state space the memory models (a shared-memory window's
addresses, global addresses, ...). ``read`` returns a fresh array (callers may keep it).
Any access that touches a byte outside the memory raises ``EmulationError``.
"""

from __future__ import annotations

from typing import Protocol, runtime_checkable

import numpy as np
import numpy.typing as npt

U8Array = npt.NDArray[np.uint8]


class EmulationError(Exception):
    """A semantic error found while emulating (misaligned TMA box, bad descriptor, OOB access...).

    The message says what went wrong in terms of the PTX ISA / CUDA driver rule broken; the
    emulator core locates it (PTX line, CTA, thread) before reporting.
    """


@runtime_checkable
class ByteMemory(Protocol):
    """A byte-addressed memory: global memory, one CTA's shared memory, a parameter space."""

    def read(self, addr: int, n: int) -> U8Array:
        """``n`` bytes starting at ``addr`` as a uint8 array; raises EmulationError when out of bounds."""
        ...

    def write(self, addr: int, data: U8Array) -> None:
        """Store ``data`` (uint8, flattened) at ``addr``; raises EmulationError when out of bounds."""
        ...


class NumpyMemory:
    """A flat numpy-backed ``ByteMemory`` covering ``[base, base + size)``."""

    def __init__(self, size: int, base: int = 0, name: str = "memory") -> None:
        if size < 0:
            raise ValueError("memory size must be non-negative")
        self.base = base
        self.size = size
        self.name = name
        self.data: U8Array = np.zeros(size, dtype=np.uint8)

    def _offset(self, addr: int, n: int, what: str) -> int:
        off = addr - self.base
        if n < 0 or off < 0 or off + n > self.size:
            raise EmulationError(
                f"{what} of {n} bytes at address {addr:#x} is outside {self.name} "
                f"[{self.base:#x}, {self.base + self.size:#x})"
            )
        return off

    def read(self, addr: int, n: int) -> U8Array:
        off = self._offset(addr, n, "read")
        return self.data[off : off + n].copy()

    def write(self, addr: int, data: U8Array) -> None:
        flat = np.ascontiguousarray(data).reshape(-1)
        if flat.dtype != np.uint8:
            raise EmulationError(f"write to {self.name} needs uint8 data, got {flat.dtype}")
        off = self._offset(addr, int(flat.size), "write")
        self.data[off : off + flat.size] = flat
