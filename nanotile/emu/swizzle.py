"""Shared-memory swizzling: which physical byte a logical shared-memory address lands in.

Final signatures:

    SWIZZLE_MODES = (0, 32, 64, 128)
    swizzle(addr: int, swizzle_bytes: int) -> int
    swizzle(addr: np.ndarray, swizzle_bytes: int) -> np.ndarray     # vectorized, same dtype
    repeat_bytes(swizzle_bytes: int) -> int                          # 1 for none, else 8 * swizzle_bytes

Source: PTX ISA 5.5.7 "Swizzling Modes" (tensor copies) and 9.7.15.5.1.2 "Shared Memory Matrix
Layout" (WGMMA; the canonical layouts there are ``Swizzle<B,4,3>`` with B = 1, 2, 3 for 32, 64,
128 bytes). The tables in 5.5.7 are drawn with 16-byte cells, 8 cells (128 bytes) per row:
in row ``r`` the 16-byte chunk ``c`` of the logical data is stored at chunk position
``c ^ (r mod (swizzle_bytes/16))``. In address bits, with ``r`` = address bits 7.. and
``c`` = address bits 4..6:

* 32B:  bit 4      ^= bit 7          (pattern repeats every 256 bytes)
* 64B:  bits 4..5  ^= bits 7..8      (every 512 bytes)
* 128B: bits 4..6  ^= bits 7..9      (every 1024 bytes)

The pattern is a function of the absolute shared-memory address (5.5.7: "the starting address
is 256/512/1024 bytes aligned"; an unaligned start shifts the pattern by the "swizzle base
offset"). The map is an involution: applying it twice gives the address back, so the same
function un-swizzles.
"""

from __future__ import annotations

from typing import TypeVar, overload

import numpy as np
import numpy.typing as npt

SWIZZLE_MODES = (0, 32, 64, 128)

# bits 4.. that get XORed with bits 7.. for each mode (PTX ISA 5.5.7 tables).
_MASK = {0: 0x00, 32: 0x10, 64: 0x30, 128: 0x70}

IntArray = TypeVar("IntArray", bound=npt.NDArray[np.integer])


def _mask(swizzle_bytes: int) -> int:
    try:
        return _MASK[swizzle_bytes]
    except KeyError:
        raise ValueError(f"swizzle must be one of {SWIZZLE_MODES} bytes, got {swizzle_bytes}") from None


def repeat_bytes(swizzle_bytes: int) -> int:
    """Bytes after which the swizzle pattern repeats (PTX ISA 5.5.7 base-offset table): 1024/512/256."""
    _mask(swizzle_bytes)
    return 8 * swizzle_bytes if swizzle_bytes else 1


@overload
def swizzle(addr: int, swizzle_bytes: int) -> int: ...


@overload
def swizzle(addr: IntArray, swizzle_bytes: int) -> IntArray: ...


def swizzle(addr: int | IntArray, swizzle_bytes: int) -> int | IntArray:
    """The physical shared-memory byte address of logical address ``addr`` (PTX ISA 5.5.7).

    ``swizzle_bytes`` is 0 (no swizzle), 32, 64 or 128. Works on Python ints and on numpy
    integer arrays (elementwise).
    """
    mask = _mask(swizzle_bytes)
    if mask == 0:
        return addr
    if isinstance(addr, int):
        return addr ^ ((addr >> 3) & mask)
    return addr ^ ((addr >> 3) & mask)  # type: ignore[return-value]
