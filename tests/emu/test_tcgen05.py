"""tcgen05: instruction/shared-memory descriptors, Tensor Memory allocation and 32x32b / 16x128b access,
mma.kind::f16; hand-worked from PTX ISA 9.7.16 and checked on the Triton sm100 fixture."""

from __future__ import annotations

import re
from pathlib import Path

import numpy as np
import pytest

from nanotile.emu import wgmma
from nanotile.emu.memory_protocol import EmulationError, NumpyMemory
from nanotile.emu.tcgen05 import (
    POISON,
    InstrDesc,
    Sm100SmemDesc,
    Tmem,
    d_layout,
    decode_idesc,
    decode_smem_desc,
    encode_idesc,
    encode_smem_desc,
    mma,
    split_taddr,
    tmem_addr,
)
from nanotile.emu.tensormap import encode_row_major, tma_load

ROOT = Path(__file__).resolve().parents[2]
FIXTURE = ROOT.parent / "shared" / "fixtures" / "triton" / "mm_f16_128x128x64_sm100_w4_s3.ptx"


# ---------------------------------------------------------------- instruction descriptor


def test_decode_triton_idesc() -> None:
    # Triton's 136380432 = 0x08210010: dtype F32 (bits 4-5 = 1), A/B F16, transpose B (bit 16),
    # N >> 3 = 16 (bits 17-22), M >> 4 = 8 (bits 24-28)
    assert decode_idesc(136380432) == InstrDesc("f16", "f32", "f16", "f16", False, False, False, True, 128, 128, 16)
    assert encode_idesc(128, 128, trans_b=True) == 136380432


def test_idesc_fields_and_refusals() -> None:
    d = decode_idesc(encode_idesc(64, 24, atype="bf16", dtype="f16", negate_a=True, trans_a=True))
    assert (d.m, d.n, d.atype, d.dtype, d.negate_a, d.trans_a, d.negate_b) == (64, 24, "bf16", "f16", True, True, False)
    t = decode_idesc(encode_idesc(128, 32, atype="tf32", kind="tf32"), kind="tf32")
    assert (t.atype, t.k) == ("tf32", 8)
    for bad, msg in [
        (encode_idesc(128, 24), "not valid for cta_group::1"),  # M 128 needs N % 16 == 0
        (encode_idesc(64, 0), "not valid"),
        (encode_idesc(128, 128) | 1 << 2, "sparsity"),
        (encode_idesc(128, 128) | 1 << 23, "reserved"),
        (encode_idesc(128, 128) | 1 << 30, "max shift"),
        (encode_idesc(128, 128) | 2 << 7, "type codes"),  # TF32 A under kind::f16
        (encode_idesc(256 // 2, 128) | 1 << 28, "not valid"),  # M = 384
    ]:
        with pytest.raises(EmulationError, match=msg):
            decode_idesc(bad)
    with pytest.raises(EmulationError, match="kind::i8"):
        decode_idesc(0, kind="i8")


# ---------------------------------------------------------------- shared memory descriptor


def test_decode_triton_smem_desc() -> None:
    # Triton's high word 0x40004040: SBO field 64 (1024 B), bit 46 = the fixed 0b001, swizzle
    # code 2 in bits 61-63 = 128-byte swizzle. Low word: start >> 4 | LBO field 512 (8192 B).
    d = decode_smem_desc(0x40004040 << 32 | 512 << 16 | 49152 >> 4)
    assert d == Sm100SmemDesc(start=49152, lbo=8192, sbo=1024, base_offset=0, lbo_mode=0, swizzle=128)
    assert decode_smem_desc(encode_smem_desc(0x100, 32, 256, 32)).swizzle == 32
    assert decode_smem_desc(encode_smem_desc(0x100, 32, 256, 64)).swizzle == 64
    assert decode_smem_desc(encode_smem_desc(0x100, 32, 256, 0)).swizzle == 0
    assert decode_smem_desc(1 << 46 | 1 << 61).atom32


def test_sm90_and_sm100_descriptors_are_not_interchangeable() -> None:
    sm90 = wgmma.encode_smem_desc(0, 0, 1024, 128)
    with pytest.raises(EmulationError, match="0b001"):
        decode_smem_desc(sm90)
    with pytest.raises(EmulationError, match="reserved bits"):
        wgmma.decode_smem_desc(encode_smem_desc(0, 0, 1024, 128))
    with pytest.raises(EmulationError, match="swizzle mode 3 is invalid"):
        decode_smem_desc(1 << 46 | 3 << 61)
    with pytest.raises(EmulationError, match="reserved bits"):
        decode_smem_desc(1 << 46 | 1 << 55)


# ---------------------------------------------------------------- Tensor Memory


def test_taddr_fields() -> None:
    assert tmem_addr(32, 64) == 0x00200040 and split_taddr(0x00600080) == (96, 128)


def test_allocator_rules() -> None:
    t = Tmem()
    a = t.alloc(128)
    assert a == tmem_addr(0, 0)
    b = t.alloc(128)
    assert split_taddr(b) == (0, 128)
    c = t.alloc(64)
    assert split_taddr(c) == (0, 256)
    with pytest.raises(EmulationError, match="must not increase"):
        t.alloc(128)
    with pytest.raises(EmulationError, match="power of 2"):
        t.alloc(48)
    with pytest.raises(EmulationError, match="power of 2"):
        t.alloc(16)
    with pytest.raises(EmulationError, match="not a previous allocation"):
        t.dealloc(b, 64)
    with pytest.raises(EmulationError, match="not a previous allocation"):
        t.dealloc(tmem_addr(0, 130), 128)
    t.dealloc(a, 128)
    assert split_taddr(t.alloc(64)) == (0, 0)  # first fit reuses the freed columns
    with pytest.raises(EmulationError, match="still allocated"):
        t.check_all_freed()
    t.relinquish_alloc_permit()
    with pytest.raises(EmulationError, match="relinquish_alloc_permit"):
        t.alloc(32)
    full = Tmem()
    full.alloc(512)
    assert full.try_alloc(32) is None  # would block
    with pytest.raises(EmulationError, match="block forever"):
        full.alloc(32)


def test_ld_st_32x32b_lane_and_column_mapping() -> None:
    t = Tmem()
    base = t.alloc(256)
    vals = (np.arange(32 * 8, dtype=np.uint32).reshape(32, 8) + 1000).astype(np.uint32)
    # warp 6 is warp 2 of its warpgroup: lanes 64..95
    t.st_32x32b(tmem_addr(64, 16) | base, vals, warp=6)
    assert int(t.data[64 + 5, 16 + 3]) == int(vals[5, 3])  # lane i <- warp lane i, column 16 + j <- register j
    assert (t.data[:64] == POISON).all() and (t.data[96:] == POISON).all()   # untouched: still the poison
    got = t.ld_32x32b(tmem_addr(64, 16), 8, warp=2)
    assert np.array_equal(got, vals)
    with pytest.raises(EmulationError, match="may access lanes 64..95 only"):
        t.ld_32x32b(tmem_addr(32, 0), 8, warp=2)
    with pytest.raises(EmulationError, match="not \\(all\\) inside"):
        t.ld_32x32b(tmem_addr(0, 250), 8, warp=0)
    with pytest.raises(EmulationError, match="power of two"):
        t.ld_32x32b(tmem_addr(0, 0), 3, warp=0)


def test_ld_st_16x128b_fragment_mapping() -> None:
    """PTX ISA 9.7.16.2.3.1.3 "Matrix fragments for shape .16x128b": a warp moves 16 lanes x 128 bits
    per repetition; lane l's register 2 i + h is TMEM lane l / 4 + 8 h, column 4 i + l % 4 (hand-worked:
    lane 5's register 3 is i = 1, h = 1: TMEM lane 1 + 8 = 9, column 4 + 1 = 5)."""
    t = Tmem()
    base = t.alloc(64)
    vals = (np.arange(32 * 4, dtype=np.uint32).reshape(32, 4) + 7000).astype(np.uint32)
    # warp 5 is warp 1 of its warpgroup: lanes 32..63; a 16-lane shape may start at 32 or 48
    t.st_16x128b(tmem_addr(48, 8) | base, vals, warp=5)
    assert int(t.data[48 + 9, 8 + 5]) == int(vals[5, 3])
    assert int(t.data[48 + 0, 8 + 0]) == int(vals[0, 0]) and int(t.data[48 + 15, 8 + 7]) == int(vals[31, 3])
    assert np.count_nonzero(t.data != POISON) == 32 * 4 == np.count_nonzero(t.written)   # 16 lanes x 8 columns
    assert (t.data[:48] == POISON).all() and (t.data[64:] == POISON).all() and (t.data[:, :8] == POISON).all()
    assert np.array_equal(t.ld_16x128b(tmem_addr(48, 8), 2, warp=1), vals)
    with pytest.raises(EmulationError, match="starts at lane 40"):
        t.ld_16x128b(tmem_addr(40, 0), 2, warp=1)
    with pytest.raises(EmulationError, match="may access lanes 32..63 only"):
        t.st_16x128b(tmem_addr(16, 0), vals, warp=1)
    with pytest.raises(EmulationError, match=r"\.x1 \.\. \.x64"):
        t.ld_16x128b(tmem_addr(0, 0), 128, warp=0)


def test_d_layouts() -> None:
    lanes, cols = d_layout(128, 16, tmem_addr(0, 32))
    assert (lanes[77, 5], cols[77, 5]) == (77, 37)
    lanes, cols = d_layout(64, 8, tmem_addr(16, 0))
    assert (lanes[0, 0], lanes[15, 0], lanes[16, 0], lanes[63, 0]) == (16, 31, 48, 127)  # row 63: 32*3 + 15 + 16
    with pytest.raises(EmulationError, match="lane 0"):
        d_layout(128, 16, tmem_addr(16, 0))


# ---------------------------------------------------------------- mma


def _lay_k_major(smem: NumpyMemory, addr: int, mat: np.ndarray) -> None:
    """rows x 64 f16, 128-byte swizzle, as a TMA box would."""
    g = NumpyMemory(mat.nbytes, base=0x100000, name="global")
    g.write(0x100000, mat.astype(np.float16).view(np.uint8).reshape(-1))
    tma_load(encode_row_major("f16", 0x100000, mat.shape, mat.shape, swizzle=128), g, (0, 0), smem, addr)


def test_mma_f16_k_major_both_and_accumulate() -> None:
    rng = np.random.default_rng(5)
    a = rng.integers(-4, 4, (128, 64)).astype(np.float16)
    bt = rng.integers(-4, 4, (32, 64)).astype(np.float16)  # B stored N x K (K-major)
    smem = NumpyMemory(65536, name="smem")
    _lay_k_major(smem, 0, a)
    _lay_k_major(smem, 32768, bt)
    t = Tmem()
    dt = t.alloc(32)
    idesc = encode_idesc(128, 32)
    for j in range(4):  # K = 64 in four k16 steps, start address + 32 bytes each
        ad = encode_smem_desc(32 * j, 16, 1024, 128)
        bd = encode_smem_desc(32768 + 32 * j, 16, 1024, 128)
        mma(t, dt, smem, ad, bd, idesc, enable_input_d=j > 0)
    d = t.data[:128, :32].view(np.float32)
    np.testing.assert_array_equal(d, a.astype(np.float64) @ bt.astype(np.float64).T)
    # enable-input-d false overwrites; negate A flips the sign
    mma(t, dt, smem, encode_smem_desc(0, 16, 1024, 128), encode_smem_desc(32768, 16, 1024, 128), encode_idesc(128, 32, negate_a=True), False)
    want = -(a[:, :16].astype(np.float64) @ bt[:, :16].astype(np.float64).T)
    np.testing.assert_array_equal(t.data[:128, :32].view(np.float32), want)
    # D outside the allocation is refused
    with pytest.raises(EmulationError, match="not \\(all\\) inside"):
        mma(t, tmem_addr(0, 256), smem, encode_smem_desc(0, 16, 1024, 128), encode_smem_desc(32768, 16, 1024, 128), idesc, False)


def test_mma_f16_accumulator_is_unpacked_low_half() -> None:
    smem = NumpyMemory(65536, name="smem")
    a = np.ones((64, 64), dtype=np.float16)
    _lay_k_major(smem, 0, a)
    _lay_k_major(smem, 16384, np.full((16, 64), 2, dtype=np.float16))
    t = Tmem()
    t.alloc(32)
    mma(t, tmem_addr(0, 0), smem, encode_smem_desc(0, 16, 1024, 128), encode_smem_desc(16384, 16, 1024, 128), encode_idesc(64, 16, dtype="f16"), False)
    lanes, cols = d_layout(64, 16, 0)
    words = t.data[lanes, cols]
    assert (words >> 16 == 0).all()
    assert (words.astype(np.uint16).view(np.float16) == 32).all()  # 16 * 1 * 2


def test_new_allocation_is_undefined_not_zero() -> None:
    """Negative.  tcgen05.alloc does not initialize Tensor Memory: a new allocation holds POISON (NaN as
    f32 and as f16), also where an earlier allocation of the CTA wrote and freed; accumulating into D
    cells never written (enable-input-d true) is an error, while enable-input-d false, or a tcgen05.st
    first, makes them defined."""
    smem = NumpyMemory(65536, name="smem")
    a = np.ones((128, 64), dtype=np.float16)
    _lay_k_major(smem, 0, a)
    _lay_k_major(smem, 32768, np.ones((32, 64), dtype=np.float16))
    ad, bd, idesc = encode_smem_desc(0, 16, 1024, 128), encode_smem_desc(32768, 16, 1024, 128), encode_idesc(128, 32)
    t = Tmem()
    dt = t.alloc(32)
    assert (t.data[:, :32] == POISON).all() and np.isnan(t.data[:, :32].view(np.float32)).all()
    assert np.isnan((t.data[:, :32] & np.uint32(0xFFFF)).astype(np.uint16).view(np.float16)).all()
    with pytest.raises(EmulationError, match="tcgen05.mma with enable-input-d true reads Tensor Memory never "
                                             "written since tcgen05.alloc \\(4096 cells, first lane 0 column 0\\)"):
        mma(t, dt, smem, ad, bd, idesc, True)
    mma(t, dt, smem, ad, bd, idesc, False)                 # D = A*B: defined now
    mma(t, dt, smem, ad, bd, idesc, True)                  # and accumulating into it is fine
    assert (t.data[:128, :32].view(np.float32) == 32).all()
    t.dealloc(dt, 32)
    dt = t.alloc(32)                                       # the same columns again: undefined again
    assert (t.data[:, :32] == POISON).all()
    with pytest.raises(EmulationError, match="never written since tcgen05.alloc"):
        mma(t, dt, smem, ad, bd, idesc, True)
    t.st_32x32b(dt, np.zeros((32, 32), dtype=np.uint32), warp=0)   # lanes 0..31 zeroed: 32..127 still not
    with pytest.raises(EmulationError, match="\\(3072 cells, first lane 32 column 0\\)"):
        mma(t, dt, smem, ad, bd, idesc, True)
    for w in (1, 2, 3):
        t.st_32x32b(tmem_addr(32 * w, 0) | dt, np.zeros((32, 32), dtype=np.uint32), warp=w)
    mma(t, dt, smem, ad, bd, idesc, True)
    assert (t.data[:128, :32].view(np.float32) == 16).all()


# ---------------------------------------------------------------- the Triton sm100 fixture


@pytest.mark.skipif(not FIXTURE.exists(), reason="../shared/fixtures (the Triton PTX fixtures) is absent")
def test_triton_sm100_mma_block_computes_a_times_b() -> None:
    """Evaluate the fixture's first mainloop block (descriptor arithmetic, four
    tcgen05.mma.kind::f16 with its idesc and enable-input-d predicates) over A and B laid in as
    its TMA loads do (A 128x64 at smem 0, B as two 64x64 boxes at 49152 and 57344, 128B
    swizzle), with the TMEM address tcgen05.alloc gives; then read D back per warp with
    tcgen05.ld.32x32b.x128 at its address ((warp%4) << 21) + base: D must be A @ B."""
    text = FIXTURE.read_text()
    rng = np.random.default_rng(11)
    a = rng.integers(-8, 8, (128, 64)).astype(np.float16)
    b = rng.integers(-8, 8, (64, 128)).astype(np.float16)
    g = NumpyMemory(a.nbytes + b.nbytes, base=0x100000, name="global")
    g.write(0x100000, a.view(np.uint8).reshape(-1))
    g.write(0x100000 + a.nbytes, b.view(np.uint8).reshape(-1))
    smem = NumpyMemory(98352, name="smem")
    tma_load(encode_row_major("f16", 0x100000, (128, 64), (128, 64), swizzle=128), g, (0, 0), smem, 0)
    b_map = encode_row_major("f16", 0x100000 + a.nbytes, (64, 128), (64, 64), swizzle=128)
    tma_load(b_map, g, (0, 0), smem, 49152)
    tma_load(b_map, g, (64, 0), smem, 49152 + 8192)
    m_alloc = re.search(r"tcgen05\.alloc\.cta_group::1\.sync\.aligned\.shared::cta\.b32 \[%r\d+\], (\d+);", text)
    assert m_alloc
    tm = Tmem()
    base = tm.alloc(int(m_alloc[1]))
    start = text.index("bfe.u32")
    end = text.index("tcgen05.commit", start)
    regs: dict[str, int] = {"%r11": 0, "%r230": base, "%p37": 1}
    n_mma = 0
    for ln in (x.split("//")[0].strip() for x in text[start:end].splitlines()):
        m = re.match(r"@%p\d+ tcgen05\.mma\.cta_group::1\.kind::f16 \[ (%r\d+) \+ 0 \], (%rd\d+), (%rd\d+), (%r\d+), (%p\d+);", ln)
        if m:
            mma(tm, regs[m[1]], smem, regs[m[2]], regs[m[3]], regs[m[4]], bool(regs[m[5]]))
            n_mma += 1
            continue
        m2 = re.match(r"(\S+)\s+(%\w+),\s*(.*);$", ln)
        if not m2:
            continue
        op, dst, rest = m2[1], m2[2], m2[3]
        if op == "mov.b64":
            lo, hi = (regs[x.strip()] for x in rest.strip("{} ").split(","))
            regs[dst] = hi << 32 | lo
            continue
        srcs = [s.strip() for s in rest.split(",")]
        val = [regs[s] if s.startswith("%") else int(s, 0) for s in srcs]
        if op == "bfe.u32":
            regs[dst] = (val[0] >> val[1]) & ((1 << val[2]) - 1)
        elif op == "add.s32":
            regs[dst] = (val[0] + val[1]) & 0xFFFFFFFF
        elif op == "or.b32":
            regs[dst] = val[0] | val[1]
        elif op in ("mov.b32", "mov.pred"):
            regs[dst] = val[0] & 0xFFFFFFFF if op == "mov.b32" else int(val[0] != 0)
    assert n_mma == 4
    m_ld = re.search(r"tcgen05\.ld\.sync\.aligned\.32x32b\.x(\d+)\.b32", text)
    assert m_ld
    num = int(m_ld[1])
    rows = [tm.ld_32x32b(((w % 4) << 21) + base, num, warp=w) for w in range(4)]
    d = np.concatenate(rows).view(np.float32)
    np.testing.assert_array_equal(d, a.astype(np.float64) @ b.astype(np.float64))
    tm.dealloc(base, int(m_alloc[1]))
    tm.check_all_freed()
