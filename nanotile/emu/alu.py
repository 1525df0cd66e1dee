"""Lane-wise arithmetic of PTX instructions on numpy vectors.

Registers hold raw bits (``uint8/16/32/64`` arrays, ``bool`` for predicates);
an instruction's type decides how the bits are read (PTX ISA 5.2 "Types": a
``.b32`` register may hold an ``.f32`` or an ``.s32``).  Every function takes
and returns numpy arrays, one element per lane.

Tolerances (documented deviations from hardware):

- ``.approx`` transcendental instructions (``sin cos ex2 lg2 rcp.approx
  sqrt.approx rsqrt tanh``) are computed exactly in float64 and rounded once;
  the hardware is only specified to within a few ulp (PTX ISA, "Floating Point
  Instructions": maximum relative errors 2^-22 .. 2^-20.5), so results may differ
  from a GPU in the last bits;
- ``fma.f32`` is evaluated as a float64 ``a*b + c`` (the product is exact in
  float64) rounded to float32: a double rounding that can differ from a fused
  single rounding by one ulp in rare halfway cases; ``fma.f64`` is ``a*b+c``
  in float64 (two roundings);
- ``.ftz`` flushes float32 subnormal inputs and results to sign-preserving zero
  (PTX ISA "Floating Point Instructions", subnormal numbers); without it,
  subnormals are kept (sm_90 behaviour);
- directed rounding (``.rz .rm .rp``) of ``add/sub/mul.f32`` rounds the exact
  float64 result; for ``add`` whose operands differ in exponent by more than 29
  the float64 sum is itself rounded and the directed result may be off by an ulp.
"""

from __future__ import annotations

import math
from typing import Any, Callable

import ml_dtypes
import numpy as np

NPT: dict[str, np.dtype[Any]] = {
    "b8": np.dtype(np.uint8), "u8": np.dtype(np.uint8), "s8": np.dtype(np.int8),
    "b16": np.dtype(np.uint16), "u16": np.dtype(np.uint16), "s16": np.dtype(np.int16),
    "b32": np.dtype(np.uint32), "u32": np.dtype(np.uint32), "s32": np.dtype(np.int32),
    "b64": np.dtype(np.uint64), "u64": np.dtype(np.uint64), "s64": np.dtype(np.int64),
    "f16": np.dtype(np.float16), "bf16": np.dtype(ml_dtypes.bfloat16),
    "f32": np.dtype(np.float32), "f64": np.dtype(np.float64),
    "e4m3": np.dtype(ml_dtypes.float8_e4m3fn), "e5m2": np.dtype(ml_dtypes.float8_e5m2),
    "tf32": np.dtype(np.float32),
}
UNSIGNED: dict[int, np.dtype[Any]] = {1: np.dtype(np.uint8), 2: np.dtype(np.uint16), 4: np.dtype(np.uint32), 8: np.dtype(np.uint64)}
SIGNED: dict[int, np.dtype[Any]] = {1: np.dtype(np.int8), 2: np.dtype(np.int16), 4: np.dtype(np.int32), 8: np.dtype(np.int64)}
FP8_MAX = {"e4m3": 448.0, "e5m2": 57344.0}     # largest finite values (OCP FP8 formats)
FLOATS = ("f16", "bf16", "f32", "f64", "e4m3", "e5m2", "tf32")


def size_of(t: str) -> int:
    if t in ("f16x2", "bf16x2"):
        return 4
    if t in ("e4m3x2", "e5m2x2"):
        return 2
    return int(NPT[t].itemsize)


def is_float(t: str) -> bool:
    return t in FLOATS


def is_signed(t: str) -> bool:
    return t.startswith("s")


def coerce(bits: np.ndarray, size: int) -> np.ndarray:
    """Bits resized to ``size`` bytes: truncation or zero extension (PTX ISA 6.4.5 "Operand Size Exceeding
    Instruction-Type Size": a wider register is truncated, a narrower one zero-extended for .b/.u/.f
    and sign-extended for .s types -- callers sign-extend with :func:`view` of an ``s`` type)."""
    if bits.dtype.itemsize == size and bits.dtype.kind == "u":
        return bits
    if bits.dtype == np.bool_:
        return bits.astype(UNSIGNED[size])
    u = bits.view(UNSIGNED[bits.dtype.itemsize]) if bits.dtype.kind != "u" else bits
    return u.astype(UNSIGNED[size])


def view(bits: np.ndarray, t: str) -> np.ndarray:
    """The bits read as PTX type ``t``; a narrower signed source is sign-extended."""
    size = size_of(t)
    if bits.dtype.itemsize != size and t.startswith("s"):
        src = bits.view(SIGNED[bits.dtype.itemsize])
        return src.astype(NPT[t])
    return coerce(bits, size).view(NPT[t])


def bits_of(x: np.ndarray) -> np.ndarray:
    """A typed array's bits as an unsigned array of the same width."""
    if x.dtype == np.bool_:
        return x
    return x.view(UNSIGNED[x.dtype.itemsize])


def flush_subnormal(x: np.ndarray) -> np.ndarray:
    """.ftz: float32 subnormals become zero of the same sign."""
    tiny = np.finfo(x.dtype).tiny
    sub = (x != 0) & (np.abs(x) < tiny)
    if sub.any():
        x = np.where(sub, np.copysign(np.zeros_like(x), x), x)
    return x


def round_f64(x: np.ndarray, dt: np.dtype[Any], mode: str) -> np.ndarray:
    """float64 -> ``dt`` with rounding ``mode`` (rn/rz/rm/rp); PTX ISA 9.7.3 "Floating-Point
    Instructions", rounding modifiers: .rn nearest-even, .rz toward zero, .rm toward -inf, .rp toward +inf."""
    with np.errstate(over="ignore", invalid="ignore"):
        r = x.astype(dt)
    if mode == "rn" or mode == "":
        return r
    back = r.astype(np.float64)
    fin = np.isfinite(x)
    if mode == "rz":
        fix = fin & (np.abs(back) > np.abs(x))
        target = np.where(x > 0, -np.inf, np.inf)
    elif mode == "rm":
        fix = fin & (back > x)
        target = np.full(x.shape, -np.inf)
    elif mode == "rp":
        fix = fin & (back < x)
        target = np.full(x.shape, np.inf)
    else:
        raise ValueError(f"rounding mode {mode}")
    if fix.any():
        if dt in (np.dtype(np.float16), np.dtype(np.float32), np.dtype(np.float64)):
            r = np.where(fix, np.nextafter(r, target.astype(dt)), r)
        else:  # ml_dtypes: step the bit pattern by one toward the target
            u = r.view(UNSIGNED[dt.itemsize]).astype(np.int64)
            toward_zero = (target > 0) != (back > 0)
            step = np.where(toward_zero & (back != 0), -1, 1)
            u = np.where(fix, u + step, u)
            r = u.astype(UNSIGNED[dt.itemsize]).view(dt)
    return r


# ---- integers -----------------------------------------------------------------------------


def mul_hi(a: np.ndarray, b: np.ndarray, t: str) -> np.ndarray:
    """mul.hi: the upper half of the 2n-bit product (PTX ISA "Integer Arithmetic Instructions: mul")."""
    size = size_of(t)
    if size <= 4:
        wide = SIGNED[size * 2] if is_signed(t) else UNSIGNED[size * 2]
        p = a.astype(wide) * b.astype(wide)
        return np.asarray((p >> (8 * size)).astype(NPT[t]))
    # 64-bit: via Python integers (exact), lane by lane
    out = [(int(x) * int(y)) >> 64 for x, y in zip(a.tolist(), b.tolist())]
    if is_signed(t):
        return np.array(out, dtype=np.int64)
    return np.array([v & (2**64 - 1) for v in out], dtype=np.uint64)


def mul_wide(a: np.ndarray, b: np.ndarray, t: str) -> np.ndarray:
    """mul.wide: the full 2n-bit product of n-bit operands (16->32, 32->64)."""
    size = size_of(t)
    wide = SIGNED[size * 2] if is_signed(t) else UNSIGNED[size * 2]
    return np.asarray(a.astype(wide) * b.astype(wide))


def int_div(a: np.ndarray, b: np.ndarray, signed: bool) -> np.ndarray:
    """div.s/u: quotient truncated toward zero; division by zero gives all ones (unsigned) or -1
    (the result is unspecified in PTX; this is what the hardware's sequence returns for u32)."""
    zero = b == 0
    bb = np.where(zero, 1, b).astype(a.dtype)
    if signed:
        q = np.abs(a.astype(np.int64)) // np.abs(bb.astype(np.int64))
        q = np.where((a < 0) != (bb < 0), -q, q).astype(a.dtype)
    else:
        q = a // bb
    return np.where(zero, np.array(-1).astype(a.dtype), q)


def int_rem(a: np.ndarray, b: np.ndarray, signed: bool) -> np.ndarray:
    """rem: remainder with the sign of the dividend (C semantics); by zero: the dividend."""
    zero = b == 0
    bb = np.where(zero, 1, b).astype(a.dtype)
    if signed:
        r = np.abs(a.astype(np.int64)) % np.abs(bb.astype(np.int64))
        r = np.where(a < 0, -r, r).astype(a.dtype)
    else:
        r = a % bb
    return np.where(zero, a, r)


def shl(a: np.ndarray, s: np.ndarray, size: int) -> np.ndarray:
    """shl.bN: shift amounts >= N give 0 (PTX ISA "Logic and Shift Instructions: shl", amounts are
    unsigned 32-bit values clamped to N)."""
    u = coerce(a, size)
    sh = s.astype(np.uint64)
    big = sh >= 8 * size
    r = (u.astype(np.uint64) << np.where(big, 0, sh)).astype(UNSIGNED[size])
    return np.where(big, np.array(0, dtype=UNSIGNED[size]), r)


def shr(a: np.ndarray, s: np.ndarray, t: str) -> np.ndarray:
    """shr.u/b: logical; shr.s: arithmetic (sign fill); amounts >= N clamp to N."""
    size = size_of(t)
    sh = np.minimum(s.astype(np.uint64), 8 * size - 1 if is_signed(t) else 8 * size)
    if is_signed(t):
        x = view(a, t).astype(np.int64)
        return (x >> sh.astype(np.int64)).astype(SIGNED[size]).view(UNSIGNED[size])
    u = coerce(a, size).astype(np.uint64)
    big = sh >= 8 * size
    r = (u >> np.where(big, 0, sh)).astype(UNSIGNED[size])
    return np.where(big, np.array(0, dtype=UNSIGNED[size]), r)


def bfe(a: np.ndarray, pos: np.ndarray, length: np.ndarray, t: str) -> np.ndarray:
    """bfe: extract ``len`` bits at ``pos`` (both from bits [7:0] of b, c); zero- or sign-extended by
    the type (PTX ISA "Integer Arithmetic Instructions: bfe": for .s, the sign bit is bit
    min(pos+len-1, msb) and len 0 gives 0)."""
    size = size_of(t)
    msb = 8 * size - 1
    p = pos.astype(np.int64) & 0xFF
    ln = length.astype(np.int64) & 0xFF
    x = coerce(a, size).astype(np.uint64)
    out = np.zeros(x.shape, dtype=np.uint64)
    for i in range(x.size):
        pi, li, xi = int(p[i]), int(ln[i]), int(x[i])
        if li == 0:
            v = 0
        else:
            field = (xi >> pi) & ((1 << li) - 1) if pi <= msb else 0
            if is_signed(t):
                sbit_pos = min(pi + li - 1, msb)
                sbit = (xi >> sbit_pos) & 1
                v = field
                if sbit:
                    top = min(li, msb + 1 - pi) if pi <= msb else 0
                    v = field | ((((1 << (8 * size)) - 1) << top) & ((1 << (8 * size)) - 1))
            else:
                v = field
        out[i] = v & ((1 << (8 * size)) - 1)
    return out.astype(UNSIGNED[size])


def bfe_fast(a: np.ndarray, pos: int, length: int, t: str) -> np.ndarray:
    """bfe with immediate position and length (the common case), vectorized."""
    size = size_of(t)
    msb = 8 * size - 1
    p, ln = pos & 0xFF, length & 0xFF
    x = coerce(a, size).astype(np.uint64)
    if ln == 0:
        return np.zeros(x.shape, dtype=UNSIGNED[size])
    field = (x >> np.uint64(p)) & np.uint64((1 << min(ln, 64)) - 1) if p <= msb \
        else np.zeros_like(x)
    if is_signed(t):
        sbit = (x >> np.uint64(min(p + ln - 1, msb))) & np.uint64(1)
        top = min(ln, msb + 1 - p) if p <= msb else 0
        ext = np.uint64((((1 << (8 * size)) - 1) << top) & ((1 << (8 * size)) - 1))
        field = np.where(sbit == 1, field | ext, field)
    return field.astype(UNSIGNED[size])


def bfi(a: np.ndarray, b: np.ndarray, pos: np.ndarray, length: np.ndarray, size: int) -> np.ndarray:
    """bfi: insert the low ``len`` bits of a into b at ``pos`` (PTX ISA "bfi")."""
    out = []
    for ai, bi, pi, li in zip(coerce(a, size).tolist(), coerce(b, size).tolist(),
                              (pos.astype(np.int64) & 0xFF).tolist(), (length.astype(np.int64) & 0xFF).tolist()):
        if li == 0 or pi >= 8 * size:
            out.append(bi)
            continue
        m = ((1 << li) - 1) << pi
        out.append((bi & ~m | ((ai << pi) & m)) & ((1 << (8 * size)) - 1))
    return np.array(out, dtype=UNSIGNED[size])


_PRMT_MODES: dict[str, Callable[[np.ndarray, int], np.ndarray]] = {
    "f4e": lambda s, i: (s + i) & 7,
    "b4e": lambda s, i: (s - i) & 7,
    "rc8": lambda s, i: s,
    "ecl": lambda s, i: np.maximum(s, i),
    "ecr": lambda s, i: np.minimum(s, i),
    "rc16": lambda s, i: (s & 1) * 2 + (i & 1),
}


def prmt(a: np.ndarray, b: np.ndarray, c: np.ndarray, mode: str) -> np.ndarray:
    """prmt.b32: pick bytes of {b, a} (bytes 0-3 from a, 4-7 from b) by the selector c
    (PTX ISA "Data Movement Instructions: prmt"); default mode: nibble i of c selects byte i, and
    bit 3 of a nibble replicates the sign (bit 7) of the selected byte; .f4e/.b4e/.rc8/.ecl/.ecr/.rc16
    are the fixed patterns of the table there."""
    x = (coerce(b, 4).astype(np.uint64) << np.uint64(32)) | coerce(a, 4).astype(np.uint64)
    c = coerce(c, 4).astype(np.uint64)
    out = np.zeros(x.shape, dtype=np.uint64)
    for i in range(4):
        if mode == "":
            sel = (c >> np.uint64(4 * i)) & np.uint64(0xF)
            idx = sel & np.uint64(7)
            byte = (x >> (idx * np.uint64(8))) & np.uint64(0xFF)
            sign = ((byte >> np.uint64(7)) & np.uint64(1)) * np.uint64(0xFF)
            byte = np.where((sel & np.uint64(8)) != 0, sign, byte)
        else:
            s = (c & np.uint64(3)).astype(np.int64)
            idx = _PRMT_MODES[mode](s, i).astype(np.uint64) & np.uint64(7)
            byte = (x >> (idx * np.uint64(8))) & np.uint64(0xFF)
        out |= byte << np.uint64(8 * i)
    return out.astype(np.uint32)


def popc(a: np.ndarray) -> np.ndarray:
    """popc: number of one bits (result .u32)."""
    return np.array([bin(int(v)).count("1") for v in a.tolist()], dtype=np.uint32)


def clz(a: np.ndarray, size: int) -> np.ndarray:
    """clz: leading zeros of the 32/64-bit value (32 or 64 for zero)."""
    return np.array([8 * size - int(v).bit_length() for v in coerce(a, size).tolist()], dtype=np.uint32)


def brev(a: np.ndarray, size: int) -> np.ndarray:
    """brev: bit reversal."""
    n = 8 * size
    return np.array([int(format(int(v), f"0{n}b")[::-1], 2) for v in coerce(a, size).tolist()],
                    dtype=UNSIGNED[size])


def bfind(a: np.ndarray, t: str, shiftamt: bool) -> np.ndarray:
    """bfind: position of the most significant non-sign bit (0xffffffff if none); .shiftamt returns
    the left shift that would normalize it instead."""
    size = size_of(t)
    out = []
    for v in view(a, t).tolist():
        v = int(v)
        if is_signed(t) and v < 0:
            v = ~v
        if v == 0:
            out.append(0xFFFFFFFF)
            continue
        pos = v.bit_length() - 1
        out.append((8 * size - 1 - pos) if shiftamt else pos)
    return np.array(out, dtype=np.uint32)


def lop3(a: np.ndarray, b: np.ndarray, c: np.ndarray, lut: int) -> np.ndarray:
    """lop3.b32: bitwise function of three inputs given by its 8-bit truth table (PTX ISA "lop3":
    the table is F(0xF0, 0xCC, 0xAA))."""
    a, b, c = coerce(a, 4), coerce(b, 4), coerce(c, 4)
    out = np.zeros(a.shape, dtype=np.uint32)
    for i in range(8):
        if lut >> i & 1:
            ta = a if i & 4 else ~a
            tb = b if i & 2 else ~b
            tc = c if i & 1 else ~c
            out |= ta & tb & tc
    return out


def shf(a: np.ndarray, b: np.ndarray, c: np.ndarray, left: bool, wrap: bool) -> np.ndarray:
    """shf.l/r.wrap/clamp.b32: funnel shift of {b:a} (b high) by c (mod 32 or clamped to 32)."""
    x = (coerce(b, 4).astype(np.uint64) << np.uint64(32)) | coerce(a, 4).astype(np.uint64)
    n = coerce(c, 4).astype(np.uint64)
    n = n & np.uint64(31) if wrap else np.minimum(n, np.uint64(32))
    if left:
        return ((x << n) >> np.uint64(32)).astype(np.uint32)
    return (x >> n).astype(np.uint32)


# ---- floats -----------------------------------------------------------------------------


def float_minmax(a: np.ndarray, b: np.ndarray, is_max: bool, nan_prop: bool) -> np.ndarray:
    """min/max.f: a NaN operand is ignored unless both are NaN (then canonical NaN); .NaN propagates
    NaN (PTX ISA "Floating Point Instructions: min"); -0.0 < +0.0."""
    if nan_prop:
        return np.asarray(np.maximum(a, b) if is_max else np.minimum(a, b))
    r = np.fmax(a, b) if is_max else np.fmin(a, b)
    both_zero = (a == 0) & (b == 0)
    if both_zero.any():
        neg = np.signbit(a) | np.signbit(b) if not is_max else np.signbit(a) & np.signbit(b)
        r = np.where(both_zero, np.where(neg, -np.zeros_like(r), np.zeros_like(r)), r)
    return np.asarray(r)


def float_binop(op: str, a: np.ndarray, b: np.ndarray, t: str, rnd: str) -> np.ndarray:
    """add/sub/mul.f16/bf16/f32/f64 with a rounding modifier (default .rn)."""
    dt = NPT[t]
    if rnd in ("", "rn") and t in ("f32", "f64", "f16"):
        with np.errstate(all="ignore"):
            if op == "add":
                return np.asarray((a + b).astype(dt))
            if op == "sub":
                return np.asarray((a - b).astype(dt))
            return np.asarray((a * b).astype(dt))
    a64, b64 = a.astype(np.float64), b.astype(np.float64)
    with np.errstate(all="ignore"):
        x = a64 + b64 if op == "add" else a64 - b64 if op == "sub" else a64 * b64
    if t == "f64":
        return x
    return round_f64(x, dt, rnd or "rn")


def fma(a: np.ndarray, b: np.ndarray, c: np.ndarray, t: str, rnd: str) -> np.ndarray:
    """fma.rn/rz/rm/rp: a*b+c; see the module docstring for the double-rounding tolerance."""
    with np.errstate(all="ignore"):
        x = a.astype(np.float64) * b.astype(np.float64) + c.astype(np.float64)
    if t == "f64":
        return x
    return round_f64(x, NPT[t], rnd or "rn")


def transcendental(op: str, a: np.ndarray, t: str) -> np.ndarray:
    """sqrt/rsqrt/rcp/ex2/lg2/sin/cos/tanh (the .approx forms within the tolerance above)."""
    x = a.astype(np.float64)
    f: dict[str, Callable[[np.ndarray], np.ndarray]] = {
        "sqrt": np.sqrt, "rsqrt": lambda v: 1.0 / np.sqrt(v), "rcp": lambda v: 1.0 / v,
        "ex2": np.exp2, "lg2": np.log2, "sin": np.sin, "cos": np.cos, "tanh": np.tanh,
    }
    with np.errstate(all="ignore"):
        r = f[op](x)
    return r.astype(NPT[t]) if t != "f64" else r


# ---- comparisons ------------------------------------------------------------------------


def compare(cmp: str, a: np.ndarray, b: np.ndarray, t: str) -> np.ndarray:
    """setp/set comparison operators (PTX ISA "Comparison and Selection Instructions: setp"):
    eq ne lt le gt ge (signed or unsigned by type; lo ls hi hs unsigned); for floats the ordered
    forms are false with a NaN operand, the ``u`` forms (equ ... geu) true, ``num``/``nan`` test for
    NaN."""
    with np.errstate(invalid="ignore"):
        if cmp in ("eq", "ne", "lt", "le", "gt", "ge", "lo", "ls", "hi", "hs"):
            base = {"lo": "lt", "ls": "le", "hi": "gt", "hs": "ge"}.get(cmp, cmp)
            r = {"eq": a == b, "ne": a != b, "lt": a < b, "le": a <= b, "gt": a > b, "ge": a >= b}[base]
            if is_float(t) and cmp == "ne":
                r = r & ~(np.isnan(a) | np.isnan(b))
            return np.asarray(r)
        if not is_float(t):
            raise ValueError(f"comparison .{cmp} needs a floating-point type")
        nan = np.isnan(a) | np.isnan(b)
        if cmp == "num":
            return np.asarray(~nan)
        if cmp == "nan":
            return np.asarray(nan)
        base = cmp[:-1]
        r = {"eq": a == b, "ne": a != b, "lt": a < b, "le": a <= b, "gt": a > b, "ge": a >= b}[base]
        return np.asarray(r | nan)


# ---- conversions ------------------------------------------------------------------------


_INT_ROUND: dict[str, Callable[[np.ndarray], np.ndarray]] = {
    "rni": np.rint, "rzi": np.trunc, "rmi": np.floor, "rpi": np.ceil}


def _int_limits(t: str) -> tuple[int, int]:
    size = size_of(t)
    if is_signed(t):
        return -(1 << (8 * size - 1)), (1 << (8 * size - 1)) - 1
    return 0, (1 << (8 * size)) - 1


def cvt(x: np.ndarray, dst: str, src: str, rnd: str, sat: bool, ftz: bool) -> np.ndarray:
    """cvt.rnd.sat.dst.src on already-typed values (PTX ISA "Data Movement and Conversion
    Instructions: cvt"); returns typed values of ``dst``.

    - int -> int: truncation or sign/zero extension by the source type; .sat clamps to the
      destination range;
    - float -> int: rounding .rni/.rzi/.rmi/.rpi (required), always saturating, NaN -> 0;
    - int -> float: rounding .rn (default) .rz .rm .rp;
    - float -> float: narrowing rounds (.rn default; .rz .rm .rp; e4m3/e5m2 need .satfinite:
      out-of-range values become the largest finite value, NaN stays NaN); widening is exact;
      same-size with .rni/.rzi/.rmi/.rpi rounds to an integral value (nearest even, toward zero,
      toward -inf, toward +inf); .sat clamps to [0.0, 1.0] (NaN -> 0).
    """
    if is_float(src) and ftz and src == "f32":
        x = flush_subnormal(x)
    if not is_float(dst):
        lo, hi = _int_limits(dst)
        if is_float(src):
            xf = x.astype(np.float64)
            if rnd not in _INT_ROUND:
                raise ValueError(f"a float-to-integer cvt needs .rni/.rzi/.rmi/.rpi, not '{rnd}'")
            r = _INT_ROUND[rnd](xf)
            r = np.where(np.isnan(r), 0, np.clip(r, lo, hi))
            return r.astype(np.float64).astype(NPT[dst]) if size_of(dst) < 8 else \
                np.array([int(v) for v in r.tolist()], dtype=NPT[dst])
        if sat:
            xi = x.astype(np.float64) if size_of(src) == 8 and size_of(dst) == 8 else x.astype(np.int64)
            if size_of(src) == 8 and src.startswith("u"):
                big = x > np.uint64(hi)
                return np.where(big, hi, x).astype(NPT[dst])
            return np.clip(xi, lo, hi).astype(NPT[dst])
        if size_of(src) < size_of(dst):
            return x.astype(NPT[dst])  # numpy extends by the source signedness
        return bits_of(x).astype(UNSIGNED[size_of(dst)]).view(NPT[dst])
    # to float
    if not is_float(src):
        if size_of(src) == 8 and dst != "f64" or dst == "f64" and size_of(src) == 8:
            xf = np.array([float(int(v)) for v in x.tolist()], dtype=np.float64)
            # float(int) rounds to nearest; directed modes from the exact integer
            if rnd not in ("", "rn"):
                exact = [int(v) for v in x.tolist()]
                r = round_f64(xf, NPT[dst], "rn")
                rr = r.astype(np.float64)
                adj = []
                for e, val, fl in zip(exact, rr.tolist(), r.tolist()):
                    adj.append(fl if _directed_ok(int(val) if math.isfinite(val) else val, e, rnd)
                               else float(np.nextafter(NPT[dst].type(fl), NPT[dst].type(
                                   math.inf if rnd == "rp" or (rnd == "rz" and e < 0) else -math.inf))))
                return np.array(adj, dtype=NPT[dst])
            return round_f64(xf, NPT[dst], "rn") if dst != "f64" else xf
        xf = x.astype(np.float64)        # exact for <= 32-bit integers
        r = round_f64(xf, NPT[dst], rnd or "rn") if dst != "f64" else xf
    elif rnd in _INT_ROUND:
        # same-size float -> float with an integer rounding modifier: round to an integral value in the
        # same format (PTX ISA 9.7.9.21 "cvt": integer rounding is required for float-to-integer and for
        # same-size float-to-float conversions, which round to an integer; NaN and infinity pass)
        if size_of(dst) != size_of(src) or dst != src:
            raise ValueError(f"integer rounding .{rnd} needs a same-size float-to-float conversion")
        with np.errstate(invalid="ignore"):
            r = _INT_ROUND[rnd](x.astype(np.float64)).astype(NPT[dst])
    else:
        xf = x.astype(np.float64)
        if dst in ("e4m3", "e5m2"):
            mx = FP8_MAX[dst]
            xf = np.where(np.isnan(xf), xf, np.clip(xf, -mx, mx))
        if size_of(dst) >= size_of(src) and dst not in ("bf16",) or dst == src:
            r = xf.astype(NPT[dst])
        elif dst == "bf16" and src in ("f16", "e4m3", "e5m2"):
            r = xf.astype(NPT[dst])      # exact
        else:
            r = round_f64(xf, NPT[dst], rnd or "rn")
    if sat:
        r = np.where(np.isnan(r), 0, np.clip(r, 0, 1)).astype(NPT[dst])
    if ftz and dst == "f32":
        r = flush_subnormal(r)
    return r


def _directed_ok(val: float | int, exact: int, rnd: str) -> bool:
    if not isinstance(val, int):
        return True
    if rnd == "rz":
        return abs(val) <= abs(exact)
    if rnd == "rm":
        return val <= exact
    return val >= exact
