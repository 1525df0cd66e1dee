"""WGMMA shared-memory matrix descriptors: pure bit arithmetic.

Matrix descriptor, per the PTX ISA (sm_90 ``wgmma`` "Matrix Descriptor
Format"; the spec's own bit table disagrees and the ISA wins)::

    bits  0-13  start address >> 4 (address within the shared window, mod 2^18)
    bits 16-29  leading dimension byte offset >> 4
    bits 32-45  stride dimension byte offset >> 4
    bits 49-51  matrix base offset (0: tiles are 1024-byte aligned)
    bits 62-63  swizzle mode: 0 none, 1 128-byte, 2 64-byte, 3 32-byte

For a K-major tile whose rows are exactly one swizzle width long (the only
shape nanotile emits), 8-row core-matrix groups are ``8 * swizzle`` bytes
apart (the stride byte offset), the leading byte offset is unused (encoded
as 1, as CUTLASS does), and each k-step of 16 half-precision elements
advances the start address by 32 bytes.
"""

from __future__ import annotations

SWIZZLE_MODE = {128: 1, 64: 2, 32: 3}


def descriptor_high_bits(swizzle: int, lbo: int, sbo: int, base_offset: int = 0) -> int:
    """Every descriptor bit except the start address."""
    if swizzle not in SWIZZLE_MODE:
        raise ValueError(f"unsupported WGMMA swizzle {swizzle}")
    return (((lbo >> 4) & 0x3FFF) << 16) | (((sbo >> 4) & 0x3FFF) << 32) | \
        ((base_offset & 0x7) << 49) | (SWIZZLE_MODE[swizzle] << 62)


def start_field(addr: int) -> int:
    """The start-address field of a shared-memory byte address."""
    return (addr & 0x3FFFF) >> 4


def descriptor(addr: int, swizzle: int) -> int:
    """The whole descriptor of a K-major tile at ``addr`` (rows one swizzle wide)."""
    return start_field(addr) | descriptor_high_bits(swizzle, 16, 8 * swizzle)
