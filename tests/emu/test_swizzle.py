"""Swizzle patterns checked against the tables of PTX ISA 5.5.7 "Swizzling Modes"."""

from __future__ import annotations

import numpy as np
import pytest

from nanotile.emu.memory_protocol import ByteMemory, EmulationError, NumpyMemory
from nanotile.emu.swizzle import repeat_bytes, swizzle

# PTX ISA 5.5.7: destination layout, 16-byte cells, one 128-byte row per line; cell p of row r
# holds logical chunk TABLE[r][p].
TABLE_32 = [[0, 1, 2, 3, 4, 5, 6, 7], [1, 0, 3, 2, 5, 4, 7, 6]]
TABLE_64 = TABLE_32 + [[2, 3, 0, 1, 6, 7, 4, 5], [3, 2, 1, 0, 7, 6, 5, 4]]
TABLE_128 = TABLE_64 + [
    [4, 5, 6, 7, 0, 1, 2, 3],
    [5, 4, 7, 6, 1, 0, 3, 2],
    [6, 7, 4, 5, 2, 3, 0, 1],
    [7, 6, 5, 4, 3, 2, 1, 0],
]


@pytest.mark.parametrize("mode,table", [(32, TABLE_32), (64, TABLE_64), (128, TABLE_128)])
def test_tables_of_ptx_isa(mode: int, table: list[list[int]]) -> None:
    base = 4096  # aligned to every pattern repeat
    for rep in range(2):  # "... Pattern repeats ..."
        for r, row in enumerate(table):
            line = base + rep * repeat_bytes(mode) + 128 * r
            for p, chunk in enumerate(row):
                for byte in (0, 7, 15):  # bytes inside a 16-byte chunk are never moved
                    assert swizzle(line + 16 * chunk + byte, mode) == line + 16 * p + byte


def test_hand_worked_128b() -> None:
    # 0x590 = 1024 + 3*128 + 1*16: row 3, chunk 1 -> chunk 1^3 = 2 -> 1024 + 384 + 32 = 0x5a0
    assert swizzle(0x590, 128) == 0x5A0
    assert swizzle(0x590, 64) == 0x5A0  # row 3 mod 4 = 3: chunk 1 -> 1^3 = 2
    assert swizzle(0x590, 32) == 0x580  # row bit 7 = 1: chunk 1 -> 0
    assert swizzle(0x590, 0) == 0x590


def test_vectorized_matches_scalar_and_is_involution() -> None:
    addrs = np.arange(0, 8192, 4, dtype=np.int64)
    for mode in (0, 32, 64, 128):
        v = swizzle(addrs, mode)
        assert v.dtype == addrs.dtype
        assert [swizzle(int(a), mode) for a in addrs[:300]] == v[:300].tolist()
        assert np.array_equal(swizzle(v, mode), addrs)
        # a bijection on each repeat block
        blk = np.arange(1024, dtype=np.int64)
        assert sorted(swizzle(blk, mode).tolist()) == blk.tolist()


def test_swizzle_is_not_identity_where_the_table_says_it_moves() -> None:
    assert swizzle(128, 32) != 128
    assert swizzle(128 * 7 + 16 * 7, 128) == 128 * 7


def test_bad_mode_is_refused() -> None:
    with pytest.raises(ValueError, match="swizzle must be one of"):
        swizzle(0, 48)
    with pytest.raises(ValueError):
        repeat_bytes(16)


def test_numpy_memory_protocol_and_bounds() -> None:
    m = NumpyMemory(64, base=0x100, name="smem")
    assert isinstance(m, ByteMemory)
    m.write(0x110, np.arange(4, dtype=np.uint8))
    assert m.read(0x110, 4).tolist() == [0, 1, 2, 3]
    with pytest.raises(EmulationError, match="outside smem"):
        m.read(0x13E, 4)
    with pytest.raises(EmulationError, match="outside smem"):
        m.write(0xFF, np.zeros(1, dtype=np.uint8))
    with pytest.raises(EmulationError, match="uint8"):
        m.write(0x100, np.zeros(1, dtype=np.float32))
