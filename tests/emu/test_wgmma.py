"""WGMMA descriptors, operand fetch, register fragments and the MMA, on the PTX ISA's own worked
examples (9.7.15.5.1.2) and on the descriptors Triton 3.9 really builds (the sm90 matmul fixture)."""

from __future__ import annotations

import re
from pathlib import Path

import ml_dtypes
import numpy as np
import pytest

from nanotile.emu.memory_protocol import EmulationError, NumpyMemory
from nanotile.emu.swizzle import swizzle
from nanotile.emu.tensormap import encode_row_major, tma_load
from nanotile.emu.wgmma import (
    SmemDesc,
    a_frag_layout,
    a_frag_to_matrix,
    acc_layout,
    acc_to_matrix,
    decode_elements,
    decode_smem_desc,
    encode_smem_desc,
    k_of,
    load_a,
    load_b,
    matrix_to_acc,
    mma,
    operand_offsets,
)

ROOT = Path(__file__).resolve().parents[2]
FIXTURE = ROOT.parent / "shared" / "fixtures" / "triton" / "mm_f16_128x128x64_sm90_w4_s3.ptx"


# ---------------------------------------------------------------- descriptor bits


def test_decode_triton_constant() -> None:
    # Triton ORs 0x4000004000000000 into every descriptor: swizzle field 1 (128B) in bits 63..62,
    # SBO field 64 (1024 bytes) in bits 45..32, LBO 0.
    d = decode_smem_desc(0x4000004000000000 | (49152 >> 4) | (512 << 16))
    assert d == SmemDesc(start=49152, lbo=8192, sbo=1024, base_offset=0, swizzle=128)
    for field, sw in ((0, 0), (1, 128), (2, 64), (3, 32)):
        assert decode_smem_desc(field << 62).swizzle == sw


def test_encode_decode_roundtrip_and_address_mask() -> None:
    v = encode_smem_desc(0x12340, 0x800, 0x400, 64, base_offset=0)
    assert decode_smem_desc(v) == SmemDesc(0x12340, 0x800, 0x400, 0, 64)
    # matrix-descriptor-encode(x) = (x & 0x3FFFF) >> 4: bit 18 and above of the address drop out
    assert decode_smem_desc(encode_smem_desc(0x40000 + 0x100, 0, 0, 0)).start == 0x100


def test_reserved_bits_and_base_offset_are_refused() -> None:
    with pytest.raises(EmulationError, match="reserved bits"):
        decode_smem_desc(1 << 46)  # the tcgen05 descriptor's fixed version bit
    with pytest.raises(EmulationError, match="reserved bits"):
        decode_smem_desc(1 << 14)
    with pytest.raises(EmulationError, match="0 rows into a 128-byte swizzle pattern but the descriptor's base offset is 3"):
        operand_offsets(encode_smem_desc(0, 0, 1024, 128, base_offset=3), 64, 16, "f16", False)


def test_base_offset_must_match_the_pattern_phase_of_the_start() -> None:
    # A 64 x 64 f16 K-major tile whose 128B-swizzled pattern starts at 1536 (= 1024 + 4*128), laid
    # out by absolute address as TMA would: base offset (1536 >> 7) & 7 = 4 reads it back; base
    # offset 0 (the pattern assumed to start on a 1024-byte boundary) is refused.
    a = (np.arange(64 * 64) % 251).astype(np.float16).reshape(64, 64)
    smem = NumpyMemory(16384, name="smem")
    logical = 1536 + np.arange(64)[:, None] * 128 + np.arange(64)[None, :] * 2
    phys = swizzle(logical, 128)
    raw = a.view(np.uint8).reshape(64, 64, 2)
    for b in range(2):
        smem.data[phys + b] = raw[:, :, b]
    for j in range(4):
        got = load_a(smem, encode_smem_desc(1536 + 32 * j, 16, 1024, 128, base_offset=4), 64, 16, "f16")
        np.testing.assert_array_equal(got, a[:, 16 * j : 16 * j + 16].astype(np.float64))
    with pytest.raises(EmulationError, match="4 rows into a 128-byte swizzle pattern but the descriptor's base offset is 0"):
        load_a(smem, encode_smem_desc(1536, 16, 1024, 128), 64, 16, "f16")
    # without swizzling the field has no meaning (valid for swizzled modes only) and is ignored
    operand_offsets(encode_smem_desc(1536, 128, 256, 0, base_offset=5), 64, 16, "f16", False)


# ---------------------------------------------------------------- the ISA's worked layouts


def _elem(off_elems: np.ndarray, size: int) -> np.ndarray:
    return off_elems * size


def test_isa_example_k_major_no_swizzle_tf32() -> None:
    # PTX ISA: K-major, no swizzle, tf32: Swizzle<0,4,3> o ((8,2),(4,4)):((4,32),(1,64)),
    # LBO = 64*sizeof(tf32), SBO = 32*sizeof(tf32).
    r = np.arange(16)[:, None]
    c = np.arange(16)[None, :]
    want = _elem((r % 8) * 4 + (r // 8) * 32 + (c % 4) + (c // 4) * 64, 4)
    got = operand_offsets(encode_smem_desc(0, 64 * 4, 32 * 4, 0), 16, 16, "tf32", False)
    assert np.array_equal(got, want)


def test_isa_example_k_major_32b_swizzle_tf32() -> None:
    # K-major, 32B swizzle, tf32: rows 2T = 8 elements (32 bytes) apart, SBO = 64*sizeof(tf32);
    # one instruction's K (8 tf32 = 32 bytes) per row, then Swizzle<1,4,3> on the byte address.
    r = np.arange(16)[:, None]
    c = np.arange(8)[None, :]
    logical = 1024 + _elem((r % 8) * 8 + (r // 8) * 64 + c, 4)
    got = operand_offsets(encode_smem_desc(1024, 16, 64 * 4, 32), 16, 8, "tf32", False)
    assert np.array_equal(got, swizzle(logical, 32))
    assert not np.array_equal(got, logical)  # odd rows really move


def test_isa_example_mn_major_no_swizzle_bf16() -> None:
    # MN-major, no swizzle, bf16: ((8,1,2),(8,2)):((1,8,64),(8,128)); LBO = 128*2, SBO = 64*2.
    i = np.arange(16)[:, None]
    k = np.arange(16)[None, :]
    want = _elem((i % 8) + (i // 8) * 64 + (k % 8) * 8 + (k // 8) * 128, 2)
    got = operand_offsets(encode_smem_desc(0, 128 * 2, 64 * 2, 0), 16, 16, "bf16", True)
    assert np.array_equal(got, want)


@pytest.mark.parametrize(
    "swz,layout,lbo,sbo",
    [
        # MN-major 32B bf16: Swizzle<1,4,3> o ((8,2,2),(8,2)):((1,8,128),(16,256)); LBO 128*2, SBO 256*2
        (32, ((8, 2, 2), (1, 8, 128), (8, 2), (16, 256)), 128 * 2, 256 * 2),
        # MN-major 64B bf16: Swizzle<2,4,3> o ((8,4,2),(8,2)):((1,8,256),(32,512)); LBO 256*2, SBO 512*2
        (64, ((8, 4, 2), (1, 8, 256), (8, 2), (32, 512)), 256 * 2, 512 * 2),
    ],
)
def test_isa_examples_mn_major_swizzled_bf16(
    swz: int, layout: tuple[tuple[int, ...], ...], lbo: int, sbo: int
) -> None:
    (s0, s1, s2), (d0, d1, d2), (k0s, k1s), (kd0, kd1) = layout
    i = np.arange(s0 * s1 * s2)[:, None]
    k = np.arange(k0s * k1s)[None, :]
    elems = (i % s0) * d0 + ((i // s0) % s1) * d1 + (i // (s0 * s1)) * d2 + (k % k0s) * kd0 + (k // k0s) * kd1
    got = operand_offsets(encode_smem_desc(4096, lbo, sbo, swz), s0 * s1 * s2, k0s * k1s, "bf16", True)
    assert np.array_equal(got, swizzle(4096 + _elem(elems, 2), swz))


def test_k_major_swizzled_row_longer_than_atom_is_refused() -> None:
    with pytest.raises(EmulationError, match="exceeds the 32-byte swizzle atom"):
        operand_offsets(encode_smem_desc(0, 16, 256, 32), 8, 32, "f16", False)


# ---------------------------------------------------------------- element decoding


def test_decode_elements_types() -> None:
    assert decode_elements(np.array([0x00, 0x3C], dtype=np.uint8), "f16").tolist() == [1.0]
    assert decode_elements(np.array([0x80, 0x3F], dtype=np.uint8), "bf16").tolist() == [1.0]
    assert decode_elements(np.array([0x38, 0xB8], dtype=np.uint8), "e4m3").tolist() == [1.0, -1.0]
    assert decode_elements(np.array([0x3C], dtype=np.uint8), "e5m2").tolist() == [1.0]
    assert decode_elements(np.array([0xFF], dtype=np.uint8), "s8").tolist() == [-1]
    # tf32: the low 13 bits of the f32 pattern are dropped (9.7.15.5.2)
    x = np.array([1.0 + 2.0**-20], dtype=np.float32).view(np.uint8)
    assert decode_elements(x, "tf32").tolist() == [1.0]
    x = np.array([1.0 + 2.0**-10], dtype=np.float32).view(np.uint8)
    assert decode_elements(x, "tf32").tolist() == [1.0 + 2.0**-10]
    assert (k_of("f16"), k_of("tf32"), k_of("e4m3")) == (16, 8, 32)
    with pytest.raises(EmulationError, match="unsupported element type"):
        k_of("f64")


# ---------------------------------------------------------------- register fragments


def test_accumulator_layout_hand_worked() -> None:
    rows, cols = acc_layout(128)
    assert rows.shape == (128, 64)
    # thread 37 = warp 1, lane 5 (g = 1, q = 1); d5 = d_{4*1 + 2*0 + 1}: row 16 + 1, col 8 + 2 + 1
    assert (rows[37, 5], cols[37, 5]) == (17, 11)
    # d2 of thread 0 is row 8, col 0; d1 of thread 3 is row 0, col 7
    assert (rows[0, 2], cols[0, 2]) == (8, 0) and (rows[3, 1], cols[3, 1]) == (0, 7)
    # every element of the 64 x N tile exactly once
    assert sorted((rows * 1000 + cols).reshape(-1).tolist()) == sorted(r * 1000 + c for r in range(64) for c in range(128))
    d = np.arange(64 * 24, dtype=np.float32).reshape(64, 24)
    assert np.array_equal(acc_to_matrix(matrix_to_acc(d)), d)
    with pytest.raises(EmulationError, match="multiple of 8"):
        acc_layout(12)


def test_a_fragment_layout_hand_worked() -> None:
    rows, cols = a_frag_layout("f16")
    assert rows.shape == (128, 8)
    # thread 70 = warp 2, lane 6 (g = 1, q = 2): a5 is register 2, high half -> row 33, col 8 + 4 + 1
    assert (rows[70, 5], cols[70, 5]) == (33, 13)
    r, c = a_frag_layout("tf32")  # a0 = (g, q), a1 = (g+8, q), a2 = (g, q+4), a3 = (g+8, q+4)
    assert [(r[6, e], c[6, e]) for e in range(4)] == [(1, 2), (9, 2), (1, 6), (9, 6)]
    r, c = a_frag_layout("e4m3")  # 4 per register: reg 2 = row g, cols 16 + 4q ..
    assert (r[1, 9], c[1, 9]) == (0, 16 + 4 + 1)
    for dt in ("f16", "tf32", "e4m3"):
        r, c = a_frag_layout(dt)
        k = k_of(dt)
        assert sorted((r * 100 + c).reshape(-1).tolist()) == sorted(i * 100 + j for i in range(64) for j in range(k))
        a = np.arange(64 * k).reshape(64, k)
        assert np.array_equal(a_frag_to_matrix(a[r, c], dt), a)


# ---------------------------------------------------------------- mma


def test_mma_flags() -> None:
    rng = np.random.default_rng(1)
    a = rng.standard_normal((64, 16))
    b = rng.standard_normal((16, 32))
    d = rng.standard_normal((64, 32)).astype(np.float32)
    def close(got: np.ndarray, want: np.ndarray) -> None:
        np.testing.assert_allclose(got.astype(np.float64), want, rtol=1e-5, atol=1e-5)

    close(mma(a, b, d, True), a @ b + d)
    close(mma(a, b, d, False), a @ b)  # scale-d false: D = A*B
    close(mma(a, b, d, True, scale_a=-1), -(a @ b) + d)
    close(mma(a, b, None, False, -1, -1), a @ b)
    assert mma(a, b, d, True, acc="f16").dtype == np.float16
    with pytest.raises(EmulationError, match="must be 1 or -1"):
        mma(a, b, d, True, scale_a=2)
    with pytest.raises(EmulationError, match="no accumulator"):
        mma(a, b, None, True)
    ia = np.full((64, 32), 127, dtype=np.int64)
    ib = np.full((32, 8), 127, dtype=np.int64)
    big = np.full((64, 8), 2**31 - 1, dtype=np.int32)
    out = mma(ia, ib, big, True, acc="s32")  # wraps without .satfinite
    assert out.dtype == np.int32 and int(out[0, 0]) == ((2**31 - 1 + 32 * 127 * 127) + 2**31) % 2**32 - 2**31


def test_trans_only_for_16_bit_types() -> None:
    s = NumpyMemory(4096)
    with pytest.raises(EmulationError, match="only supported for .f16/.bf16"):
        load_b(s, encode_smem_desc(0, 0, 1024, 128), 32, 8, "tf32", trans=True)


# ---------------------------------------------------------------- hand-laid operands, all modes


@pytest.mark.parametrize("swz", [0, 32, 64, 128])
@pytest.mark.parametrize("dtype", ["f16", "bf16", "tf32", "e4m3", "e5m2"])
def test_tma_laid_k_major_operand_is_recovered(swz: int, dtype: str) -> None:
    # A (64 x K) K-major as a TMA box of 64 rows x K with the swizzle; SBO = 8 rows apart.
    size = {"f16": 2, "bf16": 2, "tf32": 4, "e4m3": 1, "e5m2": 1}[dtype]
    k = k_of(dtype)
    row_bytes = k * size  # 32
    if swz and row_bytes > swz:
        pytest.skip("row wider than the swizzle span")
    npdt = {"f16": np.float16, "bf16": ml_dtypes.bfloat16, "tf32": np.float32, "e4m3": ml_dtypes.float8_e4m3fn, "e5m2": ml_dtypes.float8_e5m2}[dtype]
    vals = (np.arange(64 * k) % 13 - 6).astype(np.float64).reshape(64, k) / 4
    a = vals.astype(npdt)
    g = NumpyMemory(a.nbytes, base=0x1000, name="global")
    g.write(0x1000, a.view(np.uint8).reshape(-1))
    smem = NumpyMemory(16384, name="smem")
    if swz == 0:
        # no swizzle: core matrices (8 rows x 16 bytes) contiguous; TMA box of 16 bytes per row
        # per K chunk: chunk c of rows at c * LBO
        lbo = 64 * 16
        for c in range(row_bytes // 16):
            tm = encode_row_major("u8", 0x1000, (64, row_bytes), (64, 16))
            tma_load(tm, g, (16 * c, 0), smem, 1024 + c * lbo)
        desc = encode_smem_desc(1024, lbo, 128, 0)
    else:
        pitch = swz  # rows swz bytes apart: box inner = swz bytes, only the first row_bytes used
        full = np.zeros((64, pitch), dtype=np.uint8)
        full[:, :row_bytes] = a.view(np.uint8).reshape(64, row_bytes)
        g2 = NumpyMemory(full.nbytes, base=0x8000, name="global")
        g2.write(0x8000, full.reshape(-1))
        tma_load(encode_row_major("u8", 0x8000, (64, pitch), (64, pitch), swizzle=swz), g2, (0, 0), smem, 1024)
        desc = encode_smem_desc(1024, 16, 8 * pitch, swz)
    got = load_a(smem, desc, 64, k, dtype)
    np.testing.assert_array_equal(got, a.astype(np.float64))
    if swz:
        wrong = {32: 64, 64: 128, 128: 32}[swz]
        bad = load_a(smem, encode_smem_desc(1024, 16, 8 * pitch, wrong), 64, k, dtype) if row_bytes <= wrong else None
        if bad is not None:
            assert not np.array_equal(bad, a.astype(np.float64))


# ---------------------------------------------------------------- the Triton sm90 fixture


def _fixture_descriptors(text: str, a_base: int, b_base: int) -> list[tuple[int, int, int, int, list[str]]]:
    """Evaluate the fixture's descriptor arithmetic (from the first ``bfe.u32`` after the
    mainloop's mbarrier wait to ``wgmma.commit_group``) with %r50 = A stage address and %r51 =
    B stage address; return per wgmma: (a_desc, b_desc, trans_a, trans_b, accumulator regs)."""
    start = text.index("bfe.u32")
    end = text.index("wgmma.commit_group")
    regs: dict[str, int] = {"%r50": a_base, "%r51": b_base}
    out = []
    wg = re.compile(
        r"wgmma\.mma_async\.sync\.aligned\.m64n128k16\.f32\.f16\.f16\s+\{([^}]*)\},\s*(%rd\d+),\s*(%rd\d+),\s*(%p\d+),\s*(-?1),\s*(-?1),\s*([01]),\s*([01]);"
    )
    for line in text[start:end].splitlines():
        line = line.split("//")[0].strip()
        m = wg.search(line)
        if m:
            out.append((regs[m[2]], regs[m[3]], int(m[7]), int(m[8]), m[1].split(",")))
            continue
        m2 = re.match(r"(\S+)\s+(%\w+),\s*(.*);$", line)
        if not m2:
            continue
        op, dst, srcs = m2[1], m2[2], [s.strip() for s in m2[3].split(",")]
        val = [regs[s] if s.startswith("%") else int(s, 0) for s in srcs] if op != "mov.pred" else []
        if op == "bfe.u32":
            regs[dst] = (val[0] >> val[1]) & ((1 << val[2]) - 1)
        elif op == "add.s32":
            regs[dst] = (val[0] + val[1]) & 0xFFFFFFFF
        elif op in ("or.b32", "or.b64"):
            regs[dst] = val[0] | val[1]
        elif op == "cvt.u64.u32":
            regs[dst] = val[0]
    return out


@pytest.mark.skipif(not FIXTURE.exists(), reason="../shared/fixtures (the Triton PTX fixtures) is absent")
@pytest.mark.parametrize("stage", [0, 1, 2])
def test_triton_sm90_descriptors_fetch_the_right_matrices(stage: int) -> None:
    """The sm90 fixture: A box 128(M) x 64(K) K-major, B in two 64(K) x 64(N) boxes (N-major),
    128-byte swizzle, stage buffers at 16384*s (A) and 49152 + 16384*s (B, second box +8192).
    Lay the matrices in as its TMA loads do, evaluate the descriptors its PTX computes, and the
    eight m64n128k16 wgmmas must see A[64h:, 16j:] and B[16j:, :] and together compute A @ B."""
    text = FIXTURE.read_text()
    rng = np.random.default_rng(7)
    a = rng.integers(-8, 8, (128, 64)).astype(np.float16)
    b = rng.integers(-8, 8, (64, 128)).astype(np.float16)
    g = NumpyMemory(a.nbytes + b.nbytes, base=0x100000, name="global")
    g.write(0x100000, a.view(np.uint8).reshape(-1))
    g.write(0x100000 + a.nbytes, b.view(np.uint8).reshape(-1))
    smem = NumpyMemory(98328, name="smem")
    a_map = encode_row_major("f16", 0x100000, (128, 64), (128, 64), swizzle=128)
    b_map = encode_row_major("f16", 0x100000 + a.nbytes, (64, 128), (64, 64), swizzle=128)
    a_smem = 16384 * stage
    b_smem = a_smem + 49152
    assert tma_load(a_map, g, (0, 0), smem, a_smem) == 16384
    assert tma_load(b_map, g, (0, 0), smem, b_smem) == 8192  # warp 0's box: N 0..63
    assert tma_load(b_map, g, (64, 0), smem, b_smem + 8192) == 8192  # warp 1's box: N 64..127
    wgmmas = _fixture_descriptors(text, a_smem, b_smem)
    assert len(wgmmas) == 8
    chains: list[str] = []
    d: dict[int, np.ndarray] = {}
    steps: dict[str, int] = {}
    for a_desc, b_desc, trans_a, trans_b, acc in wgmmas:
        assert (trans_a, trans_b) == (0, 1)  # A K-major, B N-major
        key = acc[0].strip()
        if key not in chains:
            chains.append(key)
        h = chains.index(key)
        j = steps.get(key, 0)
        steps[key] = j + 1
        got_a = load_a(smem, a_desc, 64, 16, "f16", trans=bool(trans_a))
        got_b = load_b(smem, b_desc, 128, 16, "f16", trans=bool(trans_b))
        np.testing.assert_array_equal(got_a, a[64 * h : 64 * h + 64, 16 * j : 16 * j + 16].astype(np.float64))
        np.testing.assert_array_equal(got_b, b[16 * j : 16 * j + 16, :].astype(np.float64))
        d[h] = mma(got_a, got_b, d.get(h), j > 0)
        # the oracle can say no: the same bytes read K-major, or unswizzled, are wrong
        try:
            assert not np.array_equal(load_b(smem, b_desc, 128, 16, "f16", trans=False), got_b)
        except EmulationError:
            pass  # read K-major, the last stage's B runs off the end of shared memory: also a no
        plain = decode_smem_desc(a_desc)
        unswz = encode_smem_desc(plain.start, plain.lbo, plain.sbo, 0)
        assert not np.array_equal(load_a(smem, unswz, 64, 16, "f16"), got_a)
    assert sorted(steps.values()) == [4, 4]
    c = np.concatenate([d[0], d[1]])
    np.testing.assert_allclose(c, a.astype(np.float64) @ b.astype(np.float64), rtol=1e-6)


@pytest.mark.parametrize("swz", [0, 32, 64, 128])
@pytest.mark.parametrize("dtype", ["f16", "bf16"])
def test_tma_laid_mn_major_operand_is_recovered(swz: int, dtype: str) -> None:
    # B (K x N) row-major in global, N contiguous: loaded N-major (imm-trans-b = 1) as one TMA box
    # per N-atom of the swizzle width (S/2 columns) -- LBO = the distance between those boxes,
    # SBO = 8 K-rows; without swizzle, one 8-column box per 16-byte core-matrix column:
    # LBO = 8 K-rows of it (128 B), SBO = the distance between the boxes.
    import ml_dtypes as mld

    npdt = np.float16 if dtype == "f16" else mld.bfloat16
    k, n = 16, 64
    b = ((np.arange(k * n) % 17) - 8).astype(np.float64).reshape(k, n).astype(npdt)
    g = NumpyMemory(b.nbytes, base=0x4000, name="global")
    g.write(0x4000, b.view(np.uint8).reshape(-1))
    smem = NumpyMemory(32768, name="smem")
    cols = swz // 2 if swz else 8
    box_bytes = k * cols * 2
    tm = encode_row_major("u16", 0x4000, (k, n), (k, cols), swizzle=swz)
    for j in range(n // cols):
        tma_load(tm, g, (j * cols, 0), smem, 2048 + j * box_bytes)
    if swz:
        desc = encode_smem_desc(2048, box_bytes, 8 * swz, swz)
    else:
        desc = encode_smem_desc(2048, 128, box_bytes, 0)
    got = load_b(smem, desc, n, k, dtype, trans=True)
    np.testing.assert_array_equal(got, b.astype(np.float64))
    # read as K-major instead, the same bytes are a different matrix
    try:
        assert not np.array_equal(load_b(smem, desc, n, k, dtype, trans=False), got)
    except EmulationError:
        pass


def test_register_a_matches_shared_a() -> None:
    # the same A through the register fragment (a_frag_layout) and through a descriptor
    rng = np.random.default_rng(2)
    a = rng.integers(-4, 4, (64, 16)).astype(np.float16)
    b = rng.integers(-4, 4, (16, 32)).astype(np.float16)
    rows, cols = a_frag_layout("f16")
    a_regs = a[rows, cols]  # what each thread holds in a0..a7
    smem = NumpyMemory(8192)
    phys = swizzle(np.arange(64)[:, None] * 128 + np.arange(16)[None, :] * 2, 128)
    raw = a.view(np.uint8).reshape(64, 16, 2)
    for byte in range(2):
        smem.data[phys + byte] = raw[:, :, byte]
    a_smem = load_a(smem, encode_smem_desc(0, 16, 1024, 128), 64, 16, "f16")
    a_reg = a_frag_to_matrix(a_regs, "f16").astype(np.float64)
    np.testing.assert_array_equal(a_reg, a_smem)
    d = mma(a_reg, b.astype(np.float64), None, False)
    np.testing.assert_array_equal(acc_to_matrix(matrix_to_acc(d)), a.astype(np.float64) @ b.astype(np.float64))
