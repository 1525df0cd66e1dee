"""Tensor maps: the driver's encode rules, the packed form, and tiled TMA loads/stores, on
hand-worked examples (CUDA Driver API cuTensorMapEncodeTiled; PTX ISA 5.5.3, 5.5.7, 9.7.9.25.5)."""

from __future__ import annotations

import numpy as np
import pytest

from nanotile.emu.memory_protocol import EmulationError, NumpyMemory
from nanotile.emu.tensormap import (
    TensorMap,
    TensorMapError,
    encode_row_major,
    encode_tiled,
    pack,
    tma_load,
    tma_store,
    unpack,
)

GBASE = 0x10000


def _global_matrix(rows: int, cols: int, dtype: type = np.uint16) -> tuple[NumpyMemory, np.ndarray]:
    a: np.ndarray = (np.arange(rows * cols, dtype=np.int64) % 65521).astype(dtype).reshape(rows, cols)
    g = NumpyMemory(a.nbytes + 256, base=GBASE, name="global")
    g.write(GBASE, a.view(np.uint8).reshape(-1))
    return g, a


def _smem_u16(s: NumpyMemory, addr: int, n: int) -> np.ndarray:
    return s.read(addr, 2 * n).view(np.uint16)


# ---------------------------------------------------------------- encode rules (driver API)


def good(**kw: object) -> TensorMap:
    args: dict[str, object] = dict(
        dtype="f16", global_address=GBASE, global_dims=(64, 32), global_strides=(128,), box_dims=(64, 8)
    )
    args.update(kw)
    return encode_tiled(**args)  # type: ignore[arg-type]


def test_encode_accepts_the_fixture_maps() -> None:
    a = encode_row_major("f16", GBASE, (200, 200), (128, 64), swizzle=128)  # the sm90 fixture's A
    # shape is given outermost first; the map is innermost first, strides in bytes
    assert a.global_dims == (200, 200) and a.box_dims == (64, 128) and a.global_strides == (400,)
    assert a.rank == 2 and a.box_bytes == 128 * 64 * 2
    b = encode_row_major("f16", GBASE, (256, 192), (64, 64), swizzle=128)
    assert b.global_dims == (192, 256) and b.global_strides == (384,) and b.box_dims == (64, 64)


@pytest.mark.parametrize(
    "kw,msg",
    [
        (dict(global_address=GBASE + 8), "16-byte aligned"),
        (dict(global_strides=(136,)), "multiple of 16"),
        (dict(global_strides=(2**40,)), "less than 2\\^40"),
        (dict(global_dims=(64, 32, 1, 1, 1, 1), global_strides=(128,) * 5, box_dims=(8,) * 6), "tensorRank must be 1..5"),
        (dict(box_dims=(64, 257)), "boxDim\\[1\\] = 257"),
        (dict(box_dims=(64, 0)), "boxDim\\[1\\] = 0"),
        (dict(box_dims=(12, 8)), "multiple of 16 bytes"),  # 24 bytes
        (dict(element_strides=(1, 9)), "elementStrides\\[1\\] = 9"),
        (dict(element_strides=(0, 1)), "elementStrides\\[0\\] = 0"),
        (dict(swizzle=64), "inner dimension \\(128 bytes\\) must be <= the swizzle size \\(64"),
        (dict(swizzle=32, box_dims=(32, 8)), "inner dimension \\(64 bytes\\)"),
        (dict(swizzle=16), "swizzle must be one of"),
        (dict(interleave=32), "tensorRank must be >= 3"),
        (dict(dtype="u8", oob_fill="nan"), "floating-point"),
        (dict(dtype="f8"), "unknown tensorDataType"),
        (dict(global_dims=(64, 0)), "globalDim\\[1\\] = 0"),
        (dict(global_strides=()), "tensorRank - 1 = 1 entries"),
    ],
)
def test_encode_refuses_what_the_driver_refuses(kw: dict[str, object], msg: str) -> None:
    with pytest.raises(TensorMapError, match=msg):
        good(**kw)


def test_encode_interleave_rules() -> None:
    base = dict(global_dims=(8, 4, 4), global_strides=(32, 128), box_dims=(8, 4, 4))
    good(interleave=32, swizzle=32, global_address=GBASE + 32, **base)
    with pytest.raises(TensorMapError, match="interleave 32B requires swizzle 32B"):
        good(interleave=32, swizzle=128, **base)
    with pytest.raises(TensorMapError, match="32-byte aligned"):
        good(interleave=32, swizzle=32, global_address=GBASE + 16, **base)
    with pytest.raises(TensorMapError, match="multiple of 32"):
        good(interleave=32, swizzle=32, global_dims=(8, 4, 4), global_strides=(48, 192), box_dims=(8, 4, 4))


# ---------------------------------------------------------------- packed form


def test_pack_roundtrip_and_garbage_refused() -> None:
    tm = encode_tiled("bf16", GBASE, (64, 30, 5), (128, 3840), (64, 16, 2), (1, 2, 1), swizzle=128, l2_promotion=256)
    raw = pack(tm)
    assert len(raw) == 128
    assert unpack(raw) == tm
    assert unpack(np.frombuffer(raw, dtype=np.uint8)) == tm
    with pytest.raises(TensorMapError, match="bad magic"):
        unpack(bytes(128))
    with pytest.raises(TensorMapError, match="bad magic"):
        unpack(np.random.default_rng(0).integers(0, 256, 128, dtype=np.uint8))
    flipped = bytearray(raw)
    flipped[40] ^= 1  # one global dimension changed behind the checksum's back
    with pytest.raises(TensorMapError, match="checksum"):
        unpack(bytes(flipped))
    with pytest.raises(TensorMapError, match="128 bytes"):
        unpack(raw[:64])


# ---------------------------------------------------------------- loads: which smem byte


def test_load_no_swizzle_dense_box_and_tx_bytes() -> None:
    g, a = _global_matrix(32, 64)
    tm = encode_row_major("u16", GBASE, (32, 64), (8, 16))
    s = NumpyMemory(4096, name="smem")
    n = tma_load(tm, g, (16, 4), s, 256)  # coords innermost first: column 16, row 4
    assert n == 8 * 16 * 2
    got = _smem_u16(s, 256, 128).reshape(8, 16)
    assert np.array_equal(got, a[4:12, 16:32])


def test_load_128b_swizzle_hand_worked_element() -> None:
    # box 8 rows x 64 f16 (128-byte rows) at smem 1024. Element (row 3, col 9): logical byte
    # 3*128 + 9*2 = 402 = chunk 1 (+2) of row 3; 128B swizzle moves chunk 1 of row 3 to chunk
    # 1^3 = 2, so it lands at smem 1024 + 3*128 + 2*16 + 2 = 1442.
    g, a = _global_matrix(8, 64)
    tm = encode_row_major("u16", GBASE, (8, 64), (8, 64), swizzle=128)
    s = NumpyMemory(4096, name="smem")
    assert tma_load(tm, g, (0, 0), s, 1024) == 1024
    assert int(s.read(1442, 2).view(np.uint16)[0]) == int(a[3, 9])
    assert int(s.read(1024 + 3 * 128 + 1 * 16 + 2, 2).view(np.uint16)[0]) != int(a[3, 9])
    # row 0 is not moved, row 7 is chunk-reversed
    assert np.array_equal(_smem_u16(s, 1024, 64), a[0])
    row7 = _smem_u16(s, 1024 + 7 * 128, 64).reshape(8, 8)
    assert np.array_equal(row7[::-1].reshape(-1), a[7])


def test_load_64b_and_32b_swizzle_hand_worked_elements() -> None:
    g, a = _global_matrix(8, 32)
    s = NumpyMemory(4096, name="smem")
    # 64B: box 8 x 32 f16 (64-byte rows). Element (5, 20): logical 5*64 + 40 = 360: address
    # bits 7..8 = 2, chunk bits 4..5 = 2 -> chunk 0: byte 360 - 32 = 328.
    tma_load(encode_row_major("u16", GBASE, (8, 32), (8, 32), swizzle=64), g, (0, 0), s, 1024)
    assert int(s.read(1024 + 328, 2).view(np.uint16)[0]) == int(a[5, 20])
    # 32B: box 8 x 16 f16 (32-byte rows). Element (4, 3): logical 4*32 + 6 = 134: bit 7 set,
    # so bit 4 flips: 150.
    s2 = NumpyMemory(4096, name="smem")
    tma_load(encode_row_major("u16", GBASE, (8, 32), (8, 16), swizzle=32), g, (0, 0), s2, 512)
    assert int(s2.read(512 + 150, 2).view(np.uint16)[0]) == int(a[4, 3])
    assert int(s2.read(512 + 134, 2).view(np.uint16)[0]) == int(a[4, 11])


def test_load_zero_fills_out_of_bounds_including_negative_coords() -> None:
    g, a = _global_matrix(10, 24)
    tm = encode_row_major("u16", GBASE, (10, 24), (8, 16))
    s = NumpyMemory(4096, name="smem")
    s.write(0, np.full(4096, 0xAB, dtype=np.uint8))
    # columns -4..11, rows 6..13: rows 10..13 and columns -4..-1 are outside the tensor
    assert tma_load(tm, g, (-4, 6), s, 128) == 8 * 16 * 2  # full box counted for complete_tx
    got = _smem_u16(s, 128, 128).reshape(8, 16)
    want = np.zeros((8, 16), dtype=np.uint16)
    want[0:4, 4:16] = a[6:10, 0:12]
    assert np.array_equal(got, want)
    # a box entirely outside: all zeros, still the full byte count
    assert tma_load(tm, g, (100, 100), s, 128) == 256
    assert not _smem_u16(s, 128, 128).any()


def test_load_3d_with_element_stride() -> None:
    # dims innermost first (16, 6, 3); box (16, 4, 2) with element stride 2 on dimension 1:
    # ceil(4/2) = 2 rows per plane, taking rows c1, c1+2 (PTX ISA 5.5.3.2 traversal stride)
    t = np.arange(3 * 6 * 16, dtype=np.uint16).reshape(3, 6, 16)
    g = NumpyMemory(t.nbytes, base=GBASE, name="global")
    g.write(GBASE, t.view(np.uint8).reshape(-1))
    tm = encode_tiled("u16", GBASE, (16, 6, 3), (32, 192), (16, 4, 2), (1, 2, 1))
    assert tm.box_counts == (16, 2, 2)
    s = NumpyMemory(1024, name="smem")
    assert tma_load(tm, g, (0, 3, 1), s, 0) == 16 * 2 * 2 * 2
    got = _smem_u16(s, 0, 64).reshape(2, 2, 16)
    want = np.zeros((2, 2, 16), dtype=np.uint16)
    want[0, 0] = t[1, 3]
    want[0, 1] = t[1, 5]
    want[1, 0] = t[2, 3]
    want[1, 1] = t[2, 5]
    assert np.array_equal(got, want)


def test_load_5d() -> None:
    t = np.arange(2 * 2 * 2 * 2 * 8, dtype=np.uint32).reshape(2, 2, 2, 2, 8)
    g = NumpyMemory(t.nbytes, base=GBASE, name="global")
    g.write(GBASE, t.view(np.uint8).reshape(-1))
    tm = encode_row_major("u32", GBASE, t.shape, (1, 2, 1, 2, 4))
    s = NumpyMemory(1024, name="smem")
    assert tma_load(tm, g, (4, 0, 1, 0, 1), s, 0) == 2 * 2 * 4 * 4
    got = s.read(0, 64).view(np.uint32).reshape(1, 2, 1, 2, 4)
    assert np.array_equal(got, t[1:2, 0:2, 1:2, 0:2, 4:8])


def test_load_smem_alignment_rules() -> None:
    g, _ = _global_matrix(8, 64)
    s = NumpyMemory(8192, name="smem")
    plain = encode_row_major("u16", GBASE, (8, 64), (8, 64))
    tma_load(plain, g, (0, 0), s, 128)
    with pytest.raises(EmulationError, match="not 128-byte aligned"):
        tma_load(plain, g, (0, 0), s, 64)
    sw128 = encode_row_major("u16", GBASE, (8, 64), (8, 64), swizzle=128)
    with pytest.raises(EmulationError, match="not 1024-byte aligned .*128-byte swizzle"):
        tma_load(sw128, g, (0, 0), s, 512)
    with pytest.raises(EmulationError, match="3 tensor coordinates for a rank-2"):
        tma_load(plain, g, (0, 0, 0), s, 0)


def test_load_oob_nan_fill_is_refused_not_faked() -> None:
    g, _ = _global_matrix(8, 64)
    tm = encode_tiled("f16", GBASE, (64, 8), (128,), (64, 8), oob_fill="nan")
    with pytest.raises(EmulationError, match="OOB-NaN"):
        tma_load(tm, g, (0, 0), NumpyMemory(4096), 0)


# ---------------------------------------------------------------- stores


def test_store_is_the_inverse_of_load_under_each_swizzle() -> None:
    for swz, inner in ((0, 64), (32, 16), (64, 32), (128, 64)):
        g, a = _global_matrix(16, 64)
        tm = encode_row_major("u16", GBASE, (16, 64), (16, inner), swizzle=swz)
        s = NumpyMemory(8192, name="smem")
        tma_load(tm, g, (0, 0), s, 2048)
        out = NumpyMemory(a.nbytes, base=GBASE, name="global")
        tma_store(tm, s, 2048, out, (0, 0))
        got = out.read(GBASE, a.nbytes).view(np.uint16).reshape(16, 64)
        assert np.array_equal(got[:, :inner], a[:, :inner]), swz
        assert not got[:, inner:].any()


def test_store_is_clipped_to_the_tensor() -> None:
    tm = encode_row_major("u16", GBASE, (10, 24), (8, 16))
    s = NumpyMemory(1024, name="smem")
    box = np.arange(1, 8 * 16 + 1, dtype=np.uint16)
    s.write(0, box.view(np.uint8))
    out = NumpyMemory(10 * 24 * 2, base=GBASE, name="global")  # exactly the tensor: OOB writes would raise
    tma_store(tm, s, 0, out, (16, 8))  # columns 16..31 (8 inside), rows 8..15 (2 inside)
    got = out.read(GBASE, 480).view(np.uint16).reshape(10, 24)
    want = np.zeros((10, 24), dtype=np.uint16)
    want[8:10, 16:24] = box.reshape(8, 16)[0:2, 0:8]
    assert np.array_equal(got, want)


def test_store_refuses_negative_coordinates() -> None:
    tm = encode_row_major("u16", GBASE, (10, 24), (8, 16))
    with pytest.raises(EmulationError, match="non-negative"):
        tma_store(tm, NumpyMemory(1024), 0, NumpyMemory(480, base=GBASE), (-16, 0))
