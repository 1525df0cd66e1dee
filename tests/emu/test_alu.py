"""Instruction numerics on hand-worked examples (each from the PTX ISA section its rule cites)."""

from __future__ import annotations

import numpy as np
import pytest

from nanotile.emu import alu
from nanotile.emu.errors import EmuError, Unsupported

from emu_helpers import kernel, run


def one(instr: str, *inputs: np.ndarray, out: str = "u32", width: int = 32) -> np.ndarray:
    """Run ``instr`` (operands %a %b %c -> %d) in 32 lanes; inputs are 32-lane arrays of 4/8-byte values."""
    regs = []
    loads = []
    params = ["\t.param .u64 pd"]
    spec = [{"name": "d", "kind": "ptr"}]
    arrays: dict[str, np.ndarray] = {"d": np.zeros(32, dtype={"u32": np.uint32, "u64": np.uint64,
                                                            "u16": np.uint16}[out])}
    names = "abc"
    for i, x in enumerate(inputs):
        n = names[i]
        size = x.dtype.itemsize
        regs.append(f"\t.reg .b{8 * size} %{n};")
        params.append(f"\t.param .u64 p{n}")
        spec.append({"name": n, "kind": "ptr"})
        arrays[n] = x
        loads.append(f"\tld.param.u64 %rd1, [p{n}];\n\tadd.s64 %rd1, %rd1, %rd0;\n"
                     f"\tmul.wide.u32 %rd2, %r0, {size};\n\tadd.s64 %rd1, %rd1, %rd2;\n"
                     f"\tld.global.b{8 * size} %{n}, [%rd1];")
    osz = arrays["d"].dtype.itemsize
    body = "\n".join([
        "\tmov.u32 %r0, %tid.x;", "\tmov.b64 %rd0, 0;", *loads,
        f"\t{instr}",
        "\tld.param.u64 %rd1, [pd];", f"\tmul.wide.u32 %rd2, %r0, {osz};", "\tadd.s64 %rd1, %rd1, %rd2;",
        f"\tst.global.b{8 * osz} [%rd1], %d;"])
    regs += [f"\t.reg .b{8 * osz} %d;", "\t.reg .b32 %r0;", "\t.reg .b64 %rd<3>;", "\t.reg .pred %p<2>;"]
    spec.sort(key=lambda p: "dabc".index(p["name"]))
    ptx = kernel(body, ",\n".join(params), "\n".join(regs))
    res = run(ptx, spec, arrays)
    return res.buffers["d"]


def lanes(*vals: float | int, dtype: type = np.uint32) -> np.ndarray:
    unsigned = np.dtype(dtype).kind == "u"
    mask = 2 ** (8 * np.dtype(dtype).itemsize) - 1
    a: np.ndarray = np.array([v & mask if isinstance(v, int) and unsigned else v for v in vals], dtype=dtype)
    return np.resize(a, 32)


def f32(*vals: float) -> np.ndarray:
    return lanes(*vals, dtype=np.float32)


def test_cvt_packed_f16x2() -> None:
    """cvt.rn.f16x2.f32 d, a, b: d = {cvt(a) in the upper half, cvt(b) in the lower} (PTX ISA cvt)."""
    d = one("cvt.rn.f16x2.f32 %d, %a, %b;", f32(1.0, 65520.0), f32(-2.0, 1.0 + 2**-11))
    assert hex(int(d[0])) == hex((0x3C00 << 16) | 0xC000)
    # 65520 rounds to inf in f16 (half-way to the next power); 1 + 2^-11 ties to even (1.0)
    assert int(d[1]) == (0x7C00 << 16) | 0x3C00


def test_cvt_bf16x2_and_rounding_modes() -> None:
    d = one("cvt.rn.bf16x2.f32 %d, %a, %b;", f32(1.00390625, 3.0), f32(-1.0, 1.01171875))
    # 1 + 2^-8 is a tie between bf16 1.0 and 1.0078125 -> even (1.0, 0x3F80); 1.01171875 = 1 + 3*2^-8 ties up
    assert int(d[0]) == (0x3F80 << 16) | 0xBF80
    assert int(d[1]) & 0xFFFF == 0x3F82
    rz = one("cvt.rz.f16.f32 %d, %a;", f32(1.0 + 2**-10 + 2**-12, -(1.0 + 2**-10 + 2**-12)), out="u16")
    assert int(rz[0]) == 0x3C01 and int(rz[1]) == 0xBC01
    rp = one("cvt.rp.f16.f32 %d, %a;", f32(1.0 + 2**-12, -(1.0 + 2**-12)), out="u16")
    assert int(rp[0]) == 0x3C01 and int(rp[1]) == 0xBC00


def test_cvt_float_to_int_saturates() -> None:
    """float -> int conversions saturate and NaN becomes 0 (PTX ISA cvt)."""
    d = one("cvt.rzi.s32.f32 %d, %a;", f32(-2.7, 3e10, float("nan"), -3e10, 2.5))
    assert d.view(np.int32)[:5].tolist() == [-2, 2**31 - 1, 0, -2**31, 2]
    d = one("cvt.rni.s32.f32 %d, %a;", f32(2.5, 3.5, -2.5))
    assert d.view(np.int32)[:3].tolist() == [2, 4, -2]
    d = one("cvt.rni.u32.f32 %d, %a;", f32(-5.0, 5e9))
    assert d[:2].tolist() == [0, 2**32 - 1]


def test_cvt_integer_widths() -> None:
    d = one("cvt.s64.s32 %d, %a;", lanes(0xFFFFFFFE, 7), out="u64")
    assert d.view(np.int64)[:2].tolist() == [-2, 7]
    d = one("cvt.u64.u32 %d, %a;", lanes(0xFFFFFFFE), out="u64")
    assert int(d[0]) == 0xFFFFFFFE
    d = one("cvt.sat.s8.s32 %d, %a;", lanes(300, 0xFFFFFF00), out="u32")
    assert (d[:2] & 0xFF).tolist() == [127, 0x80]


def test_cvt_fp8() -> None:
    """cvt.rn.satfinite.e4m3x2.f32 d, a, b: a -> upper byte; out-of-range values saturate to 448."""
    d = one("cvt.rn.satfinite.e4m3x2.f32 %d, %a, %b;", f32(1.0, 1000.0), f32(-0.5, 0.0), out="u16")
    assert int(d[0]) == (0x38 << 8) | 0xB0
    assert int(d[1]) >> 8 == 0x7E        # 448, the largest finite e4m3


def test_bfe() -> None:
    """bfe.u32 zero-extends the field; bfe.s32 replicates its top bit (PTX ISA bfe)."""
    d = one("bfe.u32 %d, %a, 4, 15;", lanes(0x12345678))
    assert int(d[0]) == (0x12345678 >> 4) & 0x7FFF
    d = one("bfe.s32 %d, %a, 4, 8;", lanes(0x00000F80, 0x00000780))
    assert d.view(np.int32)[:2].tolist() == [-8, 0x78]
    d = one("bfe.u32 %d, %a, %b, %c;", lanes(0xF0F0F0F0), lanes(28), lanes(8))
    assert int(d[0]) == 0xF


def test_prmt() -> None:
    """prmt.b32: selector nibbles pick bytes of {b, a}; bit 3 replicates the sign (PTX ISA prmt)."""
    d = one("prmt.b32 %d, %a, %b, %c;", lanes(0x44332211), lanes(0x88776655), lanes(0x7531, 0x000B))
    assert hex(int(d[0])) == hex(0x88664422)
    assert hex(int(d[1])) == hex(0x11111100)      # nibble 0xB: the sign of byte 3 (0x44) -> 0x00
    d = one("prmt.b32.f4e %d, %a, %b, %c;", lanes(0x44332211), lanes(0x88776655), lanes(1))
    assert hex(int(d[0])) == hex(0x55443322)


def test_shifts_clamp() -> None:
    d = one("shl.b32 %d, %a, %b;", lanes(1, 1, 3), lanes(31, 32, 1))
    assert d[:3].tolist() == [2**31, 0, 6]
    d = one("shr.s32 %d, %a, %b;", lanes(0x80000000, 0x80000000), lanes(4, 40))
    assert d[:2].tolist() == [0xF8000000, 0xFFFFFFFF]
    d = one("shr.u32 %d, %a, %b;", lanes(0x80000000), lanes(33))
    assert int(d[0]) == 0


def test_integer_mul_div() -> None:
    d = one("mul.wide.s32 %d, %a, %b;", lanes(0xFFFFFFFF), lanes(4), out="u64")
    assert int(d.view(np.int64)[0]) == -4
    d = one("mul.hi.u32 %d, %a, %b;", lanes(0x80000000), lanes(6))
    assert int(d[0]) == 3
    d = one("mul.hi.s64 %d, %a, %b;", lanes(-(2**62), dtype=np.int64).view(np.uint64),
            lanes(8, dtype=np.uint64), out="u64")
    assert int(d.view(np.int64)[0]) == -2
    d = one("div.s32 %d, %a, %b;", lanes(-7, 7), lanes(2, -2))
    assert d.view(np.int32)[:2].tolist() == [-3, -3]
    d = one("rem.s32 %d, %a, %b;", lanes(-7, 7), lanes(2, -2))
    assert d.view(np.int32)[:2].tolist() == [-1, 1]
    d = one("mad.lo.s32 %d, %a, %b, %c;", lanes(3), lanes(0xFFFFFFFF), lanes(10))
    assert int(d[0]) == 7
    d = one("mad.wide.u32 %d, %a, %b, %c;", lanes(0xFFFFFFFF), lanes(2), lanes(1, dtype=np.uint64), out="u64")
    assert int(d[0]) == 0x1FFFFFFFF


def test_float_min_max_and_nan() -> None:
    nan = float("nan")
    d = one("min.f32 %d, %a, %b;", f32(nan, 1.0, -0.0), f32(2.0, nan, 0.0))
    assert d.view(np.float32)[:2].tolist() == [2.0, 1.0]
    assert np.signbit(d.view(np.float32)[2])
    d = one("max.NaN.f32 %d, %a, %b;", f32(nan), f32(2.0))
    assert np.isnan(d.view(np.float32)[0])


def test_setp_unordered() -> None:
    """setp: ordered comparisons are false with NaN, the 'u' forms true (PTX ISA setp)."""
    nan = float("nan")
    for cmp, want in [("lt", [1, 0, 0]), ("ltu", [1, 0, 1]), ("ne", [1, 1, 0]), ("neu", [1, 1, 1]),
                      ("nan", [0, 0, 1]), ("num", [1, 1, 0])]:
        d = one(f"setp.{cmp}.f32 %p1, %a, %b;\n\tselp.u32 %d, 1, 0, %p1;", f32(1.0, 3.0, nan), f32(2.0, 2.0, 1.0))
        assert d[:3].tolist() == want, cmp


def test_fma_and_rounding() -> None:
    d = one("fma.rn.f32 %d, %a, %b, %c;", f32(1.0 + 2**-23), f32(1.0 - 2**-23), f32(-1.0))
    assert float(d.view(np.float32)[0]) == -(2.0**-46)           # exact product, one rounding
    d = one("add.rz.f32 %d, %a, %b;", f32(1.0), f32(2**-24 + 2**-30))
    assert float(d.view(np.float32)[0]) == 1.0
    d = one("add.rp.f32 %d, %a, %b;", f32(1.0), f32(2**-30))
    assert float(d.view(np.float32)[0]) == 1.0 + 2**-23
    d = one("mul.rn.f32 %d, %a, %b;", f32(3.0), f32(0.1))
    assert d.view(np.float32)[0] == np.float32(3.0) * np.float32(0.1)


def test_packed_half_arithmetic() -> None:
    a = lanes((0x4000 << 16) | 0x3C00)         # {2.0, 1.0}
    b = lanes((0x4200 << 16) | 0x3800)         # {3.0, 0.5}
    d = one("add.f16x2 %d, %a, %b;", a, b)
    assert int(d[0]) == (0x4500 << 16) | 0x3E00   # {5.0, 1.5}
    d = one("fma.rn.f16x2 %d, %a, %b, %c;", a, b, b)
    assert int(d[0]) == (0x4880 << 16) | 0x3C00   # {9.0, 1.0}


def test_mov_pack_unpack() -> None:
    d = one("mov.b64 %rd1, {%a, %b};\n\tmov.b64 {%d, %c}, %rd1;", lanes(0x11111111), lanes(0x22222222),
            lanes(0))
    assert int(d[0]) == 0x11111111
    d = one("mov.b64 %rd1, {%a, %b};\n\tshr.u64 %rd1, %rd1, 32;\n\tcvt.u32.u64 %d, %rd1;",
            lanes(0x11111111), lanes(0x22222222))
    assert int(d[0]) == 0x22222222


def test_misc_bits() -> None:
    assert one("popc.b32 %d, %a;", lanes(0xF0F0))[0] == 8
    assert one("clz.b32 %d, %a;", lanes(1, 0))[:2].tolist() == [31, 32]
    assert one("brev.b32 %d, %a;", lanes(1))[0] == 0x80000000
    assert one("bfind.u32 %d, %a;", lanes(0x100, 0))[:2].tolist() == [8, 0xFFFFFFFF]
    assert one("lop3.b32 %d, %a, %b, %c, 0x96;", lanes(0b1100), lanes(0b1010), lanes(0b0110))[0] == 0
    assert one("shf.l.wrap.b32 %d, %a, %b, %c;", lanes(0x80000000), lanes(1), lanes(1))[0] == 3
    assert one("not.b32 %d, %a;", lanes(0))[0] == 0xFFFFFFFF
    assert one("selp.b32 %d, %a, %b, 0;", lanes(1), lanes(2))[0] == 2


def test_round_f64_helper() -> None:
    x = np.array([1.0 + 2**-30, -(1.0 + 2**-30)])
    assert alu.round_f64(x, np.dtype(np.float32), "rm").tolist() == [1.0, -(1.0 + 2**-23)]
    assert alu.round_f64(x, np.dtype(np.float32), "rz").tolist() == [1.0, -1.0]


def test_unsupported_instruction_names_the_line() -> None:
    with pytest.raises(Unsupported) as e:
        one("frobnicate.b32 %d, %a;", lanes(1))
    assert "unsupported instruction 'frobnicate.b32'" in e.value.message and e.value.line > 0


def test_bad_float_to_int_needs_rounding() -> None:
    with pytest.raises(EmuError, match="needs a rounding modifier"):
        one("cvt.s32.f32 %d, %a;", f32(1.0))


def test_cvt_rna_tf32() -> None:
    """cvt.rna.tf32.f32 keeps 10 mantissa bits, ties away from zero (PTX ISA cvt)."""
    x = lanes(0x3F801000, 0x3F800FFF, 0xBF803000, 0x7FC00001)
    d = one("cvt.rna.tf32.f32 %d, %a;", x)
    assert [hex(v) for v in d[:4].tolist()] == ["0x3f802000", "0x3f800000", "0xbf804000", "0x7fc00001"]
