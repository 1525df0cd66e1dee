"""Rounding to integral values and the modifier tables (each expected value hand-worked from the PTX ISA
section cited)."""

from __future__ import annotations

import numpy as np
import pytest

from nanotile.emu.errors import Unsupported

from test_alu import f32, lanes, one


def _hex(d: np.ndarray, n: int) -> list[str]:
    return [hex(int(v)) for v in d[:n].tolist()]


def test_cvt_integer_rounding_f32_to_f32() -> None:
    """PTX ISA 9.7.9.21 cvt: a same-size float-to-float cvt with .rni/.rzi/.rmi/.rpi rounds to an integral
    value: nearest even, toward zero, toward -inf, toward +inf.  -2.2 -> rmi -3.0 (0xc0400000),
    rzi -2.0 (0xc0000000), rpi -2.0, rni -2.0; 2.5 -> rni 2.0 (even), 3.5 -> rni 4.0; -0.5 -> rpi -0.0."""
    x = f32(-2.2, 2.5, 3.5, -0.5, 2.2, float("inf"))
    assert _hex(one("cvt.rmi.f32.f32 %d, %a;", x), 6) == \
        ["0xc0400000", "0x40000000", "0x40400000", "0xbf800000", "0x40000000", "0x7f800000"]
    assert _hex(one("cvt.rzi.f32.f32 %d, %a;", x), 5) == \
        ["0xc0000000", "0x40000000", "0x40400000", "0x80000000", "0x40000000"]
    assert _hex(one("cvt.rpi.f32.f32 %d, %a;", x), 5) == \
        ["0xc0000000", "0x40400000", "0x40800000", "0x80000000", "0x40400000"]
    assert _hex(one("cvt.rni.f32.f32 %d, %a;", x), 5) == \
        ["0xc0000000", "0x40000000", "0x40800000", "0x80000000", "0x40000000"]


def test_cvt_integer_rounding_f64_and_f16() -> None:
    """The same rule for .f64 (-2.5 rmi -> -3.0 = 0xc008000000000000, rni -> -2.0 = 0xc000000000000000)
    and .f16 (2.5 rni -> 2.0 = 0x4000; -2.19921875 rmi -> -3.0 = 0xc200)."""
    x64 = lanes(-2.5, dtype=np.float64)
    assert _hex(one("cvt.rmi.f64.f64 %d, %a;", x64, out="u64"), 1) == ["0xc008000000000000"]
    assert _hex(one("cvt.rni.f64.f64 %d, %a;", x64, out="u64"), 1) == ["0xc000000000000000"]
    x16 = lanes(2.5, -2.2, dtype=np.float16)
    assert _hex(one("cvt.rni.f16.f16 %d, %a;", x16, out="u16"), 2) == ["0x4000", "0xc000"]
    assert _hex(one("cvt.rmi.f16.f16 %d, %a;", x16, out="u16"), 2) == ["0x4000", "0xc200"]


@pytest.mark.parametrize("instr, msg", [
    ("add.foo.f32 %d, %a, %b;", "modifier .foo is not supported for add.f32"),
    ("add.rn.rz.f32 %d, %a, %b;", "conflicting modifiers .rn and .rz"),
    ("mul.lo.hi.u32 %d, %a, %b;", "conflicting modifiers .lo and .hi"),
    ("add.u32.s32 %d, %a, %b;", "two instruction types"),
    ("add.sat.u32 %d, %a, %b;", "modifier .sat is not supported for add.u32"),     # .sat is .s32 only
    ("add.rn.s32 %d, %a, %b;", "modifier .rn is not supported for add.s32"),
    ("add.cc.u32 %d, %a, %b;", "modifier .cc is not supported"),                  # real, not implemented
    ("max.relu.u32 %d, %a, %b;", "modifier .relu is not supported for max.u32"),
    ("mad.hi.sat.s32 %d, %a, %b, %a;", "modifier .sat is not supported for mad.s32"),
    ("min.xorsign.abs.f32 %d, %a, %b;", "modifier .xorsign is not supported"),
    ("and.b32.rn %d, %a, %b;", "no instruction type"),
    ("setp.lt.foo.s32 %p0, %a, %b;", "modifier .foo is not supported for setp.s32"),
    ("setp.ltu.s32 %p0, %a, %b;", "setp needs a comparison"),
    ("prmt.b32.foo %d, %a, %b, %a;", "prmt takes .b32"),
    ("cvt.rn.f32.f32 %d, %a;", ".rn is not allowed here"),
    ("cvt.rni.f16.f32 %d, %a;", ".rni is not allowed here"),
    ("cvt.rni.f32.s32 %d, %a;", ".rni is not allowed here"),
    ("cvt.rz.s32.f32 %d, %a;", ".rz is not allowed here"),
    ("cvt.rni.rzi.s32.f32 %d, %a;", "conflicting modifiers"),
    ("cvt.relu.s32.s32 %d, %a;", "modifier .relu is not supported for cvt.s32.s32"),
    ("cvt.rn.foo.f16x2.f32 %d, %a, %b;", "a packed cvt takes .rn"),
    ("ld.global.foo.u32 %d, [%rd1];", "modifier .foo is not supported for ld.u32"),
    ("ld.global.ca.cg.u32 %d, [%rd1];", "conflicting modifiers .ca and .cg"),
    ("ld.global.L2::cache_hint.u32 %d, [%rd1];", "modifier .L2::cache_hint is not supported"),
    ("st.global.nc.u32 [%rd1], %a;", "modifier .nc is not supported for st.u32"),
    ("shf.l.b32 %d, %a, %b, %a;", "shf needs a direction (.l/.r) and a mode (.wrap/.clamp)"),
    ("shf.l.r.wrap.b32 %d, %a, %b, %a;", "conflicting modifiers .l and .r"),
    ("cvta.to.foo.u64 %rd1, %rd1;", "modifier .foo is not supported for cvta.u64"),
])
def test_unknown_or_unimplemented_modifier_is_a_located_error(instr: str, msg: str) -> None:
    """Issue 9: an unsupported form is a clear error naming the PTX line, never silently computed."""
    with pytest.raises(Unsupported) as e:
        one(instr, lanes(1), lanes(2))
    assert msg in e.value.message, e.value.message
    assert e.value.line > 0 and instr.split()[0] in e.value.text


def test_max_min_relu() -> None:
    """PTX ISA 9.7.1.10-11: max/min.relu.s32 clamp a negative result to 0: max(-5, -7) = -5 -> 0,
    max(-5, 3) = 3, max(4, 9) = 9, max(-5, 7) = 7; min: -7 -> 0, -5 -> 0, 4, -5 -> 0."""
    a = lanes(-5, -5, 4, -5)
    b = lanes(-7, 3, 9, 7)
    assert one("max.relu.s32 %d, %a, %b;", a, b)[:4].tolist() == [0, 3, 9, 7]
    assert one("min.relu.s32 %d, %a, %b;", a, b)[:4].tolist() == [0, 0, 4, 0]
    assert one("max.s32 %d, %a, %b;", a, b)[:1].tolist() == [0xFFFFFFFB]


def test_sat_and_ftz() -> None:
    """.sat: add.sat.s32 clamps to [-2^31, 2^31-1] (0x7fffffff + 1 -> 0x7fffffff); add.sat.f32 clamps to
    [0.0, 1.0] (1.5 + 0.25 -> 1.0 = 0x3f800000, -3 + 1 -> 0.0); .ftz: a float32 subnormal input
    (2^-130 = 0x00200000) is flushed, so add.ftz.f32 2^-130 + 0 -> +0.0, while add.f32 keeps it."""
    assert one("add.sat.s32 %d, %a, %b;", lanes(0x7FFFFFFF), lanes(1))[0] == 0x7FFFFFFF
    assert _hex(one("add.sat.f32 %d, %a, %b;", f32(1.5, -3.0), f32(0.25, 1.0)), 2) == ["0x3f800000", "0x0"]
    sub = lanes(0x00200000).view(np.float32)
    assert one("add.ftz.f32 %d, %a, %b;", sub, f32(0.0))[0] == 0
    assert one("add.f32 %d, %a, %b;", sub, f32(0.0))[0] == 0x00200000
