"""ldmatrix / stmatrix lane mappings (PTX ISA 9.7.14.5.15-16), and the Triton sm90 epilogue
(accumulator fragments -> cvt f16x2 -> stmatrix into a 128B-swizzled box -> TMA store)."""

from __future__ import annotations

import re
from pathlib import Path

import numpy as np
import pytest

from nanotile.emu.fragments import fragment_coords, ldmatrix, stmatrix
from nanotile.emu.memory_protocol import EmulationError, NumpyMemory
from nanotile.emu.tensormap import encode_row_major, tma_store
from nanotile.emu.wgmma import matrix_to_acc

ROOT = Path(__file__).resolve().parents[2]
FIXTURE = ROOT.parent / "shared" / "fixtures" / "triton" / "mm_f16_128x128x64_sm90_w4_s3.ptx"


def _mem_with_matrices(n: int) -> tuple[NumpyMemory, np.ndarray, list[int]]:
    """n 8x8 b16 matrices, element (i, r, c) = 1000*i + 10*r + c, rows scattered in memory."""
    m = NumpyMemory(8192, name="smem")
    vals = np.array([[[1000 * i + 10 * r + c for c in range(8)] for r in range(8)] for i in range(n)], dtype=np.uint16)
    addrs = [0] * 32
    for i in range(n):
        for r in range(8):
            a = 16 * ((37 * (8 * i + r)) % 500)  # any 16-byte aligned places, not contiguous
            addrs[8 * i + r] = a
            m.write(a, vals[i, r].view(np.uint8))
    return m, vals, addrs


def test_fragment_coords_figure_104() -> None:
    rows, cols = fragment_coords()
    assert (rows[0].tolist(), cols[0].tolist()) == ([0, 0], [0, 1])
    assert (rows[6].tolist(), cols[6].tolist()) == ([1, 1], [4, 5])  # lane 6: row 6/4 = 1, cols 2*(6%4)
    assert (rows[31].tolist(), cols[31].tolist()) == ([7, 7], [6, 7])


@pytest.mark.parametrize("num", [1, 2, 4])
def test_ldmatrix_hand_worked(num: int) -> None:
    m, vals, addrs = _mem_with_matrices(num)
    regs = ldmatrix(m, addrs, num)
    assert regs.shape == (32, num) and regs.dtype == np.uint32
    # lane 6, matrix i: row 1, cols 4 (low half) and 5 (high half)
    for i in range(num):
        assert int(regs[6, i]) == (1000 * i + 14) | ((1000 * i + 15) << 16)
    # .trans: lane 6 gets column 1, rows 4 and 5 -> elements (4,1) and (5,1)
    t = ldmatrix(m, addrs, num, trans=True)
    assert int(t[6, num - 1]) == (1000 * (num - 1) + 41) | ((1000 * (num - 1) + 51) << 16)


def test_ldmatrix_ignores_unused_lanes_and_checks_alignment() -> None:
    m, _, addrs = _mem_with_matrices(1)
    addrs[8:] = [3] * 24  # lanes 8..31 give no address for .x1
    ldmatrix(m, addrs, 1)
    bad = list(addrs)
    bad[5] += 8
    with pytest.raises(EmulationError, match="lane 5 is not 16-byte aligned"):
        ldmatrix(m, bad, 1)
    with pytest.raises(EmulationError, match=".x1, .x2 or .x4"):
        ldmatrix(m, addrs, 3)
    with pytest.raises(EmulationError, match="all 32 lanes"):
        ldmatrix(m, addrs[:8], 1)


@pytest.mark.parametrize("trans", [False, True])
def test_stmatrix_inverts_ldmatrix(trans: bool) -> None:
    m, vals, addrs = _mem_with_matrices(4)
    regs = ldmatrix(m, addrs, 4, trans=trans)
    out = NumpyMemory(8192, name="smem")
    stmatrix(out, addrs, regs, 4, trans=trans)
    for i in range(4):
        for r in range(8):
            assert out.read(addrs[8 * i + r], 16).view(np.uint16).tolist() == vals[i, r].tolist()


def test_stmatrix_hand_worked_and_trans_differs() -> None:
    addrs = [16 * r for r in range(8)] + [0] * 24
    regs = np.zeros((32, 1), dtype=np.uint32)
    regs[6, 0] = 0xBBBB_AAAA  # lane 6: (row 1, col 4) = 0xAAAA, (row 1, col 5) = 0xBBBB
    m = NumpyMemory(256)
    stmatrix(m, addrs, regs, 1)
    assert m.read(16 + 8, 4).view(np.uint16).tolist() == [0xAAAA, 0xBBBB]
    mt = NumpyMemory(256)
    stmatrix(mt, addrs, regs, 1, trans=True)  # column-major: (1,4) goes to memory row 4, col 1
    assert mt.read(4 * 16 + 2, 2).view(np.uint16).tolist() == [0xAAAA]
    assert mt.read(5 * 16 + 2, 2).view(np.uint16).tolist() == [0xBBBB]
    with pytest.raises(EmulationError, match="shape"):
        stmatrix(m, addrs, np.zeros((32, 2), dtype=np.uint32), 1)


def _f16x2(hi: np.ndarray, lo: np.ndarray) -> np.ndarray:
    """cvt.rn.f16x2.f32 d, a, b: a to the upper half, b to the lower half."""
    h = hi.astype(np.float16).view(np.uint16).astype(np.uint32)
    l_ = lo.astype(np.float16).view(np.uint16).astype(np.uint32)
    return (h << np.uint32(16)) | l_


@pytest.mark.skipif(not FIXTURE.exists(), reason="../shared/fixtures (the Triton PTX fixtures) is absent")
def test_triton_sm90_epilogue_stores_the_accumulator() -> None:
    """Run the fixture's epilogue (its cvt.rn.f16x2.f32 packing, stmatrix address arithmetic and
    stmatrix.x4 stores, with global_smem at 0) over accumulators laid out per acc_layout, then TMA
    store the two 128x64 boxes (128B swizzle) it stores from smem 0 and 16384: the global C must
    equal D. Checks acc_layout, stmatrix, the swizzle and tma_store against a real kernel."""
    text = FIXTURE.read_text()
    start = text.index("cvt.rn.f16x2.f32")
    end = text.index("fence.proxy.async.shared::cta", start)
    body = [ln.split("//")[0].strip() for ln in text[start:end].splitlines()]
    rng = np.random.default_rng(3)
    d = rng.integers(-64, 64, (128, 128)).astype(np.float32) / 8
    acc0 = matrix_to_acc(d[0:64])  # (128 threads, 64): %r165.. %r228
    acc1 = matrix_to_acc(d[64:128])  # %r229 .. %r292
    smem = NumpyMemory(98328, name="smem")
    per_thread: list[dict[str, int]] = []
    stm = re.compile(r"stmatrix\.sync\.aligned\.m8n8\.x4\.shared\.b16 \[(%r\d+)(?:\+(\d+))?\], \{([^}]*)\};")
    stores: list[tuple[str, int, list[str]]] = []
    for tid in range(128):
        regs: dict[str, int] = {"%r2": tid, "%r11": 0}
        for j in range(64):
            regs[f"%r{165 + j}"] = j  # indices into the accumulator arrays, resolved below
            regs[f"%r{229 + j}"] = 64 + j
        packed: dict[str, tuple[int, int]] = {}
        for ln in body:
            m = stm.match(ln)
            if m:
                if tid == 0:
                    stores.append((m[1], int(m[2] or 0), [r.strip() for r in m[3].split(",")]))
                continue
            m2 = re.match(r"(\S+)\s+(%r\d+),\s*(%r\d+|-?\d+),\s*(%r\d+|-?\d+);$", ln)
            if not m2:
                continue
            op, dst = m2[1], m2[2]
            a, b = (regs[x] if x.startswith("%") else int(x) for x in (m2[3], m2[4]))
            if op == "cvt.rn.f16x2.f32":
                packed[dst] = (a, b)  # (high index, low index)
            elif op == "shl.b32":
                regs[dst] = (a << b) & 0xFFFFFFFF
            elif op == "and.b32":
                regs[dst] = a & b
            elif op == "or.b32":
                regs[dst] = a | b
            elif op == "xor.b32":
                regs[dst] = a ^ b
            elif op == "add.s32":
                regs[dst] = (a + b) & 0xFFFFFFFF
            else:
                raise AssertionError(f"unexpected instruction in the epilogue: {ln}")
        vals = np.concatenate([acc0[tid], acc1[tid]])
        th = {k: int(v) for k, v in regs.items()}
        for k, (hi, lo) in packed.items():
            th[k] = int(_f16x2(vals[hi : hi + 1], vals[lo : lo + 1])[0])
        per_thread.append(th)
    assert len(stores) == 16
    for base, off, srcs in stores:
        for w in range(4):
            lanes = per_thread[32 * w : 32 * w + 32]
            addrs = [t[base] + off for t in lanes]
            regs_arr = np.array([[t[s] for s in srcs] for t in lanes], dtype=np.uint32)
            stmatrix(smem, addrs, regs_arr, 4)
    out = NumpyMemory(128 * 128 * 2, base=0x200000, name="global C")
    c_map = encode_row_major("f16", 0x200000, (128, 128), (128, 64), swizzle=128)
    tma_store(c_map, smem, 0, out, (0, 0))  # warp 0's box: N 0..63
    tma_store(c_map, smem, 16384, out, (64, 0))  # warp 1's box: N 64..127
    c = out.read(0x200000, 128 * 128 * 2).view(np.float16).reshape(128, 128)
    np.testing.assert_array_equal(c, d.astype(np.float16))
