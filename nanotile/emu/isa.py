"""Instruction semantics: PTX instruction -> a closure over a warp's lanes.

Each ``_c_<opcode>`` compiles one instruction family; its docstring cites the
PTX ISA section that defines it.  Sources and destinations are resolved once,
at compile time, into small closures (``_src``/``_dst``).  Unknown opcodes and
unsupported forms raise :class:`Unsupported` naming the PTX line, before the
kernel runs.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable

import numpy as np

from . import alu, flags, grammar
from .errors import EmuError, Unsupported
from .memory import PARAM_WINDOW, SHARED_WINDOW, SMEM_BASE, WINDOW_SIZE, MemFault
from .ptx import Addr, FImm, Imm, Instr, Not, Operand, PredPair, Reg, Sink, Special, Sym, Vec
from .program import KIND_BRANCH, KIND_EXIT, Code, Program

if TYPE_CHECKING:
    from .machine import CTA, Warp

Get = Callable[["Warp"], np.ndarray]
Put = Callable[["Warp", np.ndarray, "np.ndarray | None"], None]
Mask = "np.ndarray | None"

BLOCK, YIELD, JUMP = 1, 2, 3

_ROUND = {"rn", "rz", "rm", "rp", "rni", "rzi", "rmi", "rpi"}
_TYPES = set(alu.NPT) | {"f16x2", "bf16x2", "pred", "e4m3x2", "e5m2x2"}


class Ctx:
    """What an instruction compiler needs: the program, the instruction, parsed opcode parts."""

    def __init__(self, prog: Program, ins: Instr) -> None:
        self.prog = prog
        self.ins = ins
        self.parts = ins.opcode.split(".")
        self.mods = set(self.parts[1:])
        self.reads: list[int] = []
        self.writes: list[int] = []

    def err(self, msg: str) -> Unsupported:
        return Unsupported(msg, self.ins.line, self.ins.text)

    def ops(self, n: int | tuple[int, ...]) -> tuple[Operand, ...]:
        ok = (n,) if isinstance(n, int) else n
        if len(self.ins.operands) not in ok:
            raise self.err(f"'{self.ins.opcode}' takes {' or '.join(map(str, ok))} operands, "
                           f"got {len(self.ins.operands)}")
        return self.ins.operands

    def type(self) -> str:
        t = self.parts[-1]
        if t not in _TYPES:
            raise self.err(f"'{self.ins.opcode}': no instruction type")
        return t

    def group_count(self, n: int) -> int:
        """``n``, the N of a ``wait_group N`` (wait until N or fewer of the most recent groups are pending:
        PTX ISA "cp.async.wait_group", "cp.async.bulk.wait_group", "wgmma.wait_group"): a count, so a
        negative N is refused before the kernel runs (ptxas assembles a negative cp.async[.bulk].wait_group
        without a word, 13.0; it refuses a negative wgmma.wait_group)."""
        if n < 0:
            raise EmuError(f"'{self.ins.opcode}' waits until N or fewer groups are pending; N = {n} is "
                           "negative", self.ins.line, self.ins.text)
        return n

    def rounding(self) -> str:
        r = [p for p in self.parts[1:] if p in _ROUND]
        return r[0] if r else ""

    # ---- operands -----------------------------------------------------------------------

    def src(self, op: Operand, t: str) -> Get:
        """A reader of ``op`` as PTX type ``t`` (typed numpy array of 32 lanes; bool for .pred)."""
        prog = self.prog
        if t == "pred":
            if isinstance(op, Reg):
                rid = self._rid(op)
                self.reads.append(rid)
                if prog.reg_size[rid] != 0:
                    raise self.err(f"{op.name} is not a predicate")
                return lambda w: w.regs[rid]
            if isinstance(op, Not):
                rid = self._rid(op.reg)
                self.reads.append(rid)
                return lambda w: ~w.regs[rid]
            if isinstance(op, Imm):
                const = np.full(32, op.value != 0)
                return lambda w: const
            raise self.err(f"expected a predicate, got {op}")
        if t in ("f16x2", "bf16x2"):
            t = "b32"
        if t in ("e4m3x2", "e5m2x2"):
            t = "b16"
        dt = alu.NPT[t]
        size = dt.itemsize
        if isinstance(op, Reg):
            rid = self._rid(op)
            self.reads.append(rid)
            rs = prog.reg_size[rid]
            if rs == 0:
                raise self.err(f"predicate {op.name} used as a .{t} operand")
            if rs == size:
                return lambda w: w.regs[rid].view(dt)
            return lambda w: alu.view(w.regs[rid], t)
        if isinstance(op, Special):
            rid = prog.special(op.name)
            return lambda w: alu.view(w.regs[rid], t)
        if isinstance(op, Imm):
            return _const(_imm(op.value, t))
        if isinstance(op, FImm):
            if alu.is_float(t):
                v = op.value
                if (op.width == 32 and size == 4) or (op.width == 64 and size == 8):
                    arr = np.full(32, op.bits, dtype=alu.UNSIGNED[size]).view(dt)
                else:
                    arr = np.full(32, v, dtype=np.float64).astype(dt)
                return _const(arr)
            bits = op.bits & ((1 << (8 * size)) - 1)
            return _const(np.full(32, bits, dtype=alu.UNSIGNED[size]).view(dt))
        if isinstance(op, Sym):
            return _const(_imm(self.symbol_address(op.name), t))
        raise self.err(f"unsupported operand {op} for .{t}")

    def symbol_address(self, name: str) -> int:
        prog = self.prog
        if name in prog.param_offsets:
            return prog.param_offsets[name]
        if name in prog.shared_addr:
            return prog.shared_addr[name]
        raise self.err(f"unknown symbol '{name}' (not a parameter or a .shared variable)")

    def symbol_space(self, name: str) -> str:
        if name in self.prog.param_offsets:
            return "param"
        if name in self.prog.shared_addr:
            return "shared"
        raise self.err(f"unknown symbol '{name}'")

    def _rid(self, r: Reg) -> int:
        try:
            return self.prog.reg(r.name)
        except KeyError:
            raise self.err(f"undeclared register {r.name}") from None

    def dst(self, op: Operand, t: str) -> Put:
        """A writer of typed values of PTX type ``t`` to ``op`` (converted to the register's width:
        sign-extended for .s types, zero-extended otherwise; PTX ISA 6.4.5)."""
        if isinstance(op, Sink):
            return lambda w, v, m: None
        if not isinstance(op, Reg):
            raise self.err(f"destination {op} is not a register")
        rid = self._rid(op)
        self.reads.append(rid)
        self.writes.append(rid)
        rs = self.prog.reg_size[rid]
        if t == "pred":
            if rs != 0:
                raise self.err(f"{op.name} is not a predicate register")
            return lambda w, v, m: w.set(rid, v, m)
        if rs == 0:
            raise self.err(f"predicate {op.name} used as a .{t} destination")
        st = alu.UNSIGNED[rs]
        tsize = alu.size_of(t) if t in alu.NPT or t in ("f16x2", "bf16x2") else rs
        if tsize == rs:
            return lambda w, v, m: w.set(rid, v.view(st) if v.dtype != st else v, m)
        if t.startswith("s") and tsize < rs:
            sd = alu.SIGNED[rs]
            return lambda w, v, m: w.set(rid, v.astype(sd).view(st), m)
        return lambda w, v, m: w.set(rid, alu.coerce(alu.bits_of(v), rs), m)

    # ---- addresses ----------------------------------------------------------------------

    def address(self, a: Operand) -> tuple[Callable[["Warp"], np.ndarray], str | None]:
        """(lane addresses as uint64, the space a symbol base implies or None)."""
        if not isinstance(a, Addr):
            raise self.err(f"expected an address operand [..], got {a}")
        off = np.uint64(a.offset & (2**64 - 1))
        if a.base is None:
            arr = np.full(32, a.offset, dtype=np.uint64)
            return (lambda w: arr), None
        if isinstance(a.base, Sym):
            space = self.symbol_space(a.base.name)
            arr = np.full(32, self.symbol_address(a.base.name) + a.offset, dtype=np.uint64)
            return (lambda w: arr), space
        rid = self._rid(a.base)
        self.reads.append(rid)
        rs = self.prog.reg_size[rid]
        if rs == 8:
            if a.offset == 0:
                return (lambda w: w.regs[rid]), None
            return (lambda w: w.regs[rid] + off), None
        if rs == 4:
            return (lambda w: w.regs[rid].astype(np.uint64) + off), None
        raise self.err(f"address register {a.base.name} must be 32 or 64 bits")


def _imm(v: int, t: str) -> np.ndarray:
    dt = alu.NPT[t]
    if alu.is_float(t):
        return np.full(32, float(v), dtype=np.float64).astype(dt)
    size = dt.itemsize
    return np.full(32, v & ((1 << (8 * size)) - 1), dtype=alu.UNSIGNED[size]).view(dt)


def _const(arr: np.ndarray) -> Get:
    arr.setflags(write=False)
    return lambda w: arr


def _lanes(w: "Warp", m: np.ndarray | None) -> np.ndarray:
    """Indices of the active lanes."""
    return np.flatnonzero(w.live if m is None else m)


# ---- the dispatcher ----------------------------------------------------------------------------


# ---- modifier tables -----------------------------------------------------------------------------
#
# Each arithmetic/conversion/data-movement family lists the modifiers it implements, grouped in slots of
# mutually exclusive alternatives (at most one modifier of a slot, e.g. one rounding mode), each slot
# valid only for some instruction types.  The groups follow the syntax blocks of the PTX ISA sections
# cited; a modifier that is not in the table -- a misspelling, a real modifier the emulator does not
# implement (``.cc``, ``.xorsign``, ``mad.hi.sat``), or one of the wrong type (``add.sat.u32``) -- is an
# error naming the PTX line, never ignored.  The asynchronous, matrix and synchronization families
# (mbarrier, cp.async*, wgmma, tcgen05, ld/stmatrix, mma, fence/membar, atom/red, bar/barrier, ...) are
# checked against the forms in ``grammar.py`` the same way.

_FRND = frozenset({"rn", "rz", "rm", "rp"})
_IRND = frozenset({"rni", "rzi", "rmi", "rpi"})
_INTS = frozenset({"b8", "b16", "b32", "b64", "u8", "u16", "u32", "u64", "s8", "s16", "s32", "s64"})
_SINTS = frozenset({"s16", "s32", "s64"})
_UINTS = frozenset({"u16", "u32", "u64"})
_F32, _F64 = frozenset({"f32"}), frozenset({"f64"})
_HALF = frozenset({"f16", "f16x2", "bf16", "bf16x2"})
_FLOATS = _F32 | _F64 | _HALF

Slot = tuple[frozenset[str], frozenset[str]]     # (alternatives, the instruction types they are valid for)


def _form(types: frozenset[str], *slots: Slot) -> tuple[frozenset[str], tuple[Slot, ...]]:
    return types, slots


_ARITH_INT = _form(_SINTS | _UINTS | frozenset({"s32", "u32"}), (frozenset({"sat"}), frozenset({"s32"})))
_ADD = (_ARITH_INT,   # PTX ISA 9.7.1.1 add / 9.7.1.2 sub (integer: .sat for .s32 only)
        _form(_F32 | _F64, (_FRND, _F32 | _F64), (frozenset({"ftz"}), _F32), (frozenset({"sat"}), _F32)),
        # 9.7.4.1-2 half add/sub: .rn only, .ftz/.sat for f16 / f16x2
        _form(_HALF, (frozenset({"rn"}), _HALF), (frozenset({"ftz"}), frozenset({"f16", "f16x2"})),
              (frozenset({"sat"}), frozenset({"f16", "f16x2"}))))
_MODIFIERS: dict[str, tuple[tuple[frozenset[str], tuple[Slot, ...]], ...]] = {
    "add": _ADD,
    "sub": _ADD,
    # 9.7.1.3 mul (integer .lo/.hi/.wide; .wide for 16/32-bit), 9.7.3.4 / 9.7.4.3 mul (float)
    "mul": (_form(_SINTS | _UINTS, (frozenset({"lo", "hi"}), _SINTS | _UINTS),
                  (frozenset({"wide"}), frozenset({"s16", "s32", "u16", "u32"}))),
            _form(_F32 | _F64, (_FRND, _F32 | _F64), (frozenset({"ftz"}), _F32), (frozenset({"sat"}), _F32)),
            _form(_HALF, (frozenset({"rn"}), _HALF), (frozenset({"ftz"}), frozenset({"f16", "f16x2"})),
                  (frozenset({"sat"}), frozenset({"f16", "f16x2"})))),
    # 9.7.1.6 div / 9.7.1.7 rem (integer); 9.7.3.8 div (.approx/.full/.rnd for f32, .rnd for f64)
    "div": (_form(_SINTS | _UINTS),
            _form(_F32, (_FRND | frozenset({"approx", "full"}), _F32), (frozenset({"ftz"}), _F32)),
            _form(_F64, (_FRND, _F64))),
    "rem": (_form(_SINTS | _UINTS),),
    # 9.7.1.10-11 min/max (integer, .relu for .s32), 9.7.3.10-11 (float .ftz .NaN)
    "min": (_form(_SINTS | _UINTS, (frozenset({"relu"}), frozenset({"s32"}))),
            _form(_F32 | _F64 | _HALF, (frozenset({"ftz"}), _F32 | frozenset({"f16", "f16x2"})),
                  (frozenset({"NaN"}), _F32 | _HALF))),
    "and": (_form(frozenset({"pred", "b16", "b32", "b64"})),),   # 9.7.8.1-3 and/or/xor
    "or": (_form(frozenset({"pred", "b16", "b32", "b64"})),),
    "xor": (_form(frozenset({"pred", "b16", "b32", "b64"})),),
    "copysign": (_form(_F32 | _F64),),                          # 9.7.3.2
    # 9.7.1.4 mad (.lo/.hi/.wide; .hi.sat.s32 not implemented), 9.7.3.6 fma / mad.rnd.f32
    "mad": (_form(_SINTS | _UINTS, (frozenset({"lo", "hi"}), _SINTS | _UINTS),
                  (frozenset({"wide"}), frozenset({"s16", "s32", "u16", "u32"}))),
            _form(_F32 | _F64, (_FRND, _F32 | _F64), (frozenset({"ftz"}), _F32), (frozenset({"sat"}), _F32))),
    "fma": (_form(_F32 | _F64, (_FRND, _F32 | _F64), (frozenset({"ftz"}), _F32), (frozenset({"sat"}), _F32)),
            _form(_HALF, (frozenset({"rn"}), _HALF), (frozenset({"ftz"}), frozenset({"f16", "f16x2"})),
                  (frozenset({"sat"}), frozenset({"f16", "f16x2"})))),
    # 9.7.8.4-5 not/cnot, 9.7.1.5/9.7.3.9 neg, abs (.ftz for f32/f16), 9.7.1.13-17 popc clz bfind brev
    "not": (_form(frozenset({"pred", "b16", "b32", "b64"})),),
    "cnot": (_form(frozenset({"b16", "b32", "b64"})),),
    "neg": (_form(frozenset({"s16", "s32", "s64"})),
            _form(_F32 | _F64 | _HALF, (frozenset({"ftz"}), _F32 | frozenset({"f16", "f16x2"})))),
    "popc": (_form(frozenset({"b32", "b64"})),),
    "clz": (_form(frozenset({"b32", "b64"})),),
    "brev": (_form(frozenset({"b32", "b64"})),),
    "bfind": (_form(frozenset({"u32", "u64", "s32", "s64"}), (frozenset({"shiftamt"}), _INTS)),),
    # 9.7.3.12-19 rcp/sqrt (.approx or .rnd), rsqrt/ex2/lg2/sin/cos (.approx), tanh (.approx, sm_75)
    "rcp": (_form(_F32 | _F64, (_FRND | frozenset({"approx"}), _F32 | _F64), (frozenset({"ftz"}), _F32)),),
    "sqrt": (_form(_F32 | _F64, (_FRND | frozenset({"approx"}), _F32 | _F64), (frozenset({"ftz"}), _F32)),),
    "rsqrt": (_form(_F32 | _F64, (frozenset({"approx"}), _F32 | _F64), (frozenset({"ftz"}), _F32)),),
    "ex2": (_form(_F32, (frozenset({"approx"}), _F32), (frozenset({"ftz"}), _F32)),),
    "lg2": (_form(_F32, (frozenset({"approx"}), _F32), (frozenset({"ftz"}), _F32)),),
    "sin": (_form(_F32, (frozenset({"approx"}), _F32), (frozenset({"ftz"}), _F32)),),
    "cos": (_form(_F32, (frozenset({"approx"}), _F32), (frozenset({"ftz"}), _F32)),),
    "tanh": (_form(_F32, (frozenset({"approx"}), _F32)),),
    # 9.7.8.7-8 shl / shr
    "shl": (_form(frozenset({"b16", "b32", "b64"})),),
    "shr": (_form(frozenset({"b16", "b32", "b64", "u16", "u32", "u64", "s16", "s32", "s64"})),),
    # 9.7.6.3 selp, 9.7.1.18-19 bfe/bfi, 9.7.9.7 prmt, 9.7.8.6 lop3, 9.7.8.9 shf, 9.7.9.1 mov
    "selp": (_form(_INTS | _F32 | _F64),),
    "bfe": (_form(frozenset({"u32", "u64", "s32", "s64"})),),
    "bfi": (_form(frozenset({"b32", "b64"})),),
    "lop3": (_form(frozenset({"b32"})),),
    "mov": (_form(_INTS | _F32 | _F64 | frozenset({"pred"})),),
}
_MODIFIERS["max"] = _MODIFIERS["min"]
_MODIFIERS["abs"] = _MODIFIERS["neg"]
# 9.7.9.8 ld / 9.7.9.9 ld.global.nc / 9.7.9.10 ldu / 9.7.9.11 st: memory-consistency semantics and scope,
# state space, cache operator, eviction priority and prefetch size (hints with no observable effect
# here), vector width; ``.L2::cache_hint`` (an extra operand), ``.unified`` and ``.mmio`` are not implemented
_MEMT = _INTS | _F32 | _F64 | frozenset({"f16", "bf16", "f16x2", "bf16x2"})
_SPACES = frozenset({"global", "shared", "shared::cta", "shared::cluster", "param", "param::entry", "const",
                     "local"})
_SCOPES = frozenset({"cta", "cluster", "gpu", "sys"})
_VEC = frozenset({"v2", "v4", "v8"})
_EVICT = frozenset({"L1::evict_normal", "L1::evict_unchanged", "L1::evict_first", "L1::evict_last",
                    "L1::no_allocate", "L2::evict_first", "L2::evict_last", "L2::evict_normal"})
_PREFETCH = frozenset({"L2::64B", "L2::128B", "L2::256B"})
_MODIFIERS["ld"] = (_form(_MEMT, (frozenset({"weak", "volatile", "relaxed", "acquire"}), _MEMT), (_SCOPES, _MEMT),
                          (_SPACES, _MEMT), (frozenset({"nc"}), _MEMT),
                          (frozenset({"ca", "cg", "cs", "lu", "cv"}), _MEMT), (_EVICT, _MEMT), (_PREFETCH, _MEMT),
                          (_VEC, _MEMT)),)
_MODIFIERS["ldu"] = (_form(_MEMT, (frozenset({"global"}), _MEMT), (_VEC, _MEMT)),)
_MODIFIERS["st"] = (_form(_MEMT, (frozenset({"weak", "volatile", "relaxed", "release"}), _MEMT), (_SCOPES, _MEMT),
                          (_SPACES, _MEMT), (frozenset({"wb", "cg", "cs", "wt"}), _MEMT), (_EVICT, _MEMT),
                          (_VEC, _MEMT)),)
# 9.7.8.9 shf.{l,r}.{wrap,clamp}.b32 (both required: checked in _c_shf); 9.7.9.19 cvta[.to].space.size
_MODIFIERS["shf"] = (_form(frozenset({"b32"}), (frozenset({"l", "r"}), frozenset({"b32"})),
                           (frozenset({"wrap", "clamp"}), frozenset({"b32"}))),)
_MODIFIERS["cvta"] = (_form(frozenset({"u32", "u64"}), (frozenset({"to"}), frozenset({"u32", "u64"})),
                            (frozenset({"global", "shared", "shared::cta", "param"}), frozenset({"u32", "u64"}))),)
# 9.7.6.1 setp: a comparison (required), an optional boolean combination, .ftz for f32
_CMP_INT = frozenset({"eq", "ne", "lt", "le", "gt", "ge", "lo", "ls", "hi", "hs"})
_CMP_FLOAT = frozenset({"eq", "ne", "lt", "le", "gt", "ge", "equ", "neu", "ltu", "leu", "gtu", "geu", "num", "nan"})


def check_modifiers(cx: Ctx) -> None:
    """Reject a modifier the instruction's family does not implement (see the table above), two
    alternatives of one slot (``add.rn.rz``, ``mul.lo.hi``) and a second instruction type."""
    head = cx.parts[0]
    if head == "setp":
        _check_setp(cx)
        return
    if head == "prmt":   # prmt.b32{.mode}: the type comes first (PTX ISA 9.7.9.7)
        if cx.parts[1:2] != ["b32"] or len(cx.parts) > 3 or \
                cx.parts[2:] and cx.parts[2] not in ("f4e", "b4e", "rc8", "ecl", "ecr", "rc16"):
            raise cx.err(f"'{cx.ins.opcode}': prmt takes .b32 and at most one mode (.f4e .b4e .rc8 .ecl .ecr .rc16)")
        return
    if head in grammar.FAMILIES:
        why = grammar.check(cx.ins.opcode)
        if why is not None:
            raise cx.err(f"'{cx.ins.opcode}': {why}")
        return
    forms = _MODIFIERS.get(head)
    if forms is None:
        return
    t = cx.parts[-1]
    mods = cx.parts[1:-1]
    if t not in _TYPES:
        raise cx.err(f"'{cx.ins.opcode}': no instruction type")
    form = next((f for f in forms if t in f[0]), None)
    if form is None:
        raise cx.err(f"'{cx.ins.opcode}': .{t} is not a type of {head}")
    used: set[int] = set()
    for m in mods:
        if m in _TYPES:
            raise cx.err(f"'{cx.ins.opcode}': two instruction types (.{m} and .{t})")
        slot = next((i for i, (alts, types) in enumerate(form[1]) if m in alts and t in types), None)
        if slot is None:
            raise cx.err(f"'{cx.ins.opcode}': modifier .{m} is not supported for {head}.{t}")
        if slot in used:
            raise cx.err(f"'{cx.ins.opcode}': conflicting modifiers "
                         + " and ".join("." + x for x in mods if x in form[1][slot][0]))
        used.add(slot)


def _check_setp(cx: Ctx) -> None:
    t = cx.parts[-1]
    if t not in _INTS | _F32 | _F64 | frozenset({"f16", "bf16"}):
        raise cx.err(f"'{cx.ins.opcode}': .{t} is not a type of setp")
    mods = cx.parts[1:-1]
    cmps = _CMP_FLOAT if alu.is_float(t) else _CMP_INT
    if not mods or mods[0] not in cmps:
        raise cx.err(f"'{cx.ins.opcode}': setp needs a comparison for .{t} first "
                     f"({', '.join('.' + c for c in sorted(cmps))})")
    rest = list(mods[1:])
    for allowed in (("and", "or", "xor"), ("ftz",) if t == "f32" else ()):   # at most one of each
        hit = [m for m in rest if m in allowed]
        if len(hit) > 1:
            raise cx.err(f"'{cx.ins.opcode}': conflicting modifiers " + " and ".join("." + m for m in hit))
        rest = [m for m in rest if m not in allowed]
    if rest:
        raise cx.err(f"'{cx.ins.opcode}': modifier .{rest[0]} is not supported for setp.{t}")


def compile_instr(prog: Program, ins: Instr) -> Code:
    cx = Ctx(prog, ins)
    head = cx.parts[0]
    check_modifiers(cx)
    guard = -1
    if ins.guard is not None:
        guard = cx._rid(ins.guard)
        if prog.reg_size[guard] != 0:
            raise cx.err(f"guard {ins.guard.name} is not a predicate")
    compiler = _COMPILERS.get(head)
    if compiler is None:
        raise cx.err(f"unsupported instruction '{ins.opcode}'")
    code = compiler(cx)
    code.guard = guard
    code.neg = ins.guard_negated
    code.reads = tuple(dict.fromkeys(cx.reads))
    code.writes = tuple(dict.fromkeys(cx.writes))
    return code


def _code(cx: Ctx, fn: Any, aligned: bool = False) -> Code:
    return Code(cx.ins, fn, aligned=aligned or "aligned" in cx.mods)


# ---- integer and floating-point arithmetic -------------------------------------------------------


def _packed(t: str) -> str | None:
    return {"f16x2": "f16", "bf16x2": "bf16"}.get(t)


def _unpack2(bits: np.ndarray, et: str) -> tuple[np.ndarray, np.ndarray]:
    u = alu.coerce(alu.bits_of(bits), 4)
    lo = (u & np.uint32(0xFFFF)).astype(np.uint16).view(alu.NPT[et])
    hi = (u >> np.uint32(16)).astype(np.uint16).view(alu.NPT[et])
    return lo, hi


def _pack2(lo: np.ndarray, hi: np.ndarray) -> np.ndarray:
    return (lo.view(np.uint16).astype(np.uint32) | (hi.view(np.uint16).astype(np.uint32) << np.uint32(16)))


def _lift2(fn: Callable[..., np.ndarray], et: str) -> Callable[..., np.ndarray]:
    """Apply a per-element function to both halves of packed f16x2/bf16x2 operands
    (PTX ISA "Half Precision Floating-Point Instructions": each half independently)."""
    def g(*args: np.ndarray) -> np.ndarray:
        halves = [_unpack2(a, et) for a in args]
        lo = fn(*[h[0] for h in halves])
        hi = fn(*[h[1] for h in halves])
        return _pack2(lo, hi)
    return g


def _c_arith(cx: Ctx) -> Code:
    """add/sub/mul/div/rem/min/max/and/or/xor/copysign and the packed half forms
    (PTX ISA "Integer Arithmetic Instructions", "Floating-Point Instructions",
    "Half Precision Floating-Point Instructions", "Logic and Shift Instructions")."""
    op = cx.parts[0]
    t = cx.type()
    if "cc" in cx.mods:
        raise cx.err(f"'{cx.ins.opcode}': carry (.cc) is not supported")
    et = _packed(t)
    vt = et or t
    rnd = cx.rounding()
    d, a, b = cx.ops(3)
    if t == "pred":
        if op not in ("and", "or", "xor"):
            raise cx.err(f"'{cx.ins.opcode}' on predicates")
        ga, gb = cx.src(a, "pred"), cx.src(b, "pred")
        put = cx.dst(d, "pred")
        pf = {"and": np.logical_and, "or": np.logical_or, "xor": np.logical_xor}[op]
        return _code(cx, lambda w, m: put(w, pf(ga(w), gb(w)), m))
    fl = alu.is_float(vt)
    mode = ""
    if op == "mul":
        mode = next((p for p in ("lo", "hi", "wide") if p in cx.mods), "" if fl else "lo")
    if mode == "wide":
        ga, gb = cx.src(a, t), cx.src(b, t)
        wt = ("s" if t.startswith("s") else "u") + str(8 * 2 * alu.size_of(t))
        put = cx.dst(d, wt)
        return _code(cx, lambda w, m: put(w, alu.mul_wide(ga(w), gb(w), t), m))
    ga, gb = cx.src(a, t), cx.src(b, t)
    put = cx.dst(d, t)
    sat = "sat" in cx.mods
    ftz = "ftz" in cx.mods
    f: Callable[[np.ndarray, np.ndarray], np.ndarray]
    if fl:
        if op in ("add", "sub", "mul"):
            f = lambda x, y: alu.float_binop(op, x, y, vt, rnd)  # noqa: E731
        elif op == "div":
            if vt == "f32" or vt == "f64" or vt == "f16":
                def fdiv(x: np.ndarray, y: np.ndarray) -> np.ndarray:
                    with np.errstate(all="ignore"):
                        if rnd in ("", "rn") or "approx" in cx.mods or "full" in cx.mods:
                            return np.asarray((x / y).astype(x.dtype))
                        return alu.round_f64(x.astype(np.float64) / y.astype(np.float64), x.dtype, rnd)
                f = fdiv
            else:
                raise cx.err(f"'{cx.ins.opcode}' not supported")
        elif op in ("min", "max"):
            nanp = "NaN" in cx.mods
            is_max = op == "max"
            f = lambda x, y: alu.float_minmax(x, y, is_max, nanp)  # noqa: E731
        elif op == "copysign":
            f = lambda x, y: np.copysign(y, x)  # noqa: E731  (copysign.f32 d, a, b: |b| with a's sign)
        else:
            raise cx.err(f"'{cx.ins.opcode}': no such floating-point instruction")
        if ftz and vt == "f32":
            inner = f
            f = lambda x, y: alu.flush_subnormal(inner(alu.flush_subnormal(x), alu.flush_subnormal(y)))  # noqa: E731
        if sat:
            inner2 = f
            f = lambda x, y: np.where(np.isnan(r := inner2(x, y)), 0, np.clip(r, 0, 1)).astype(r.dtype)  # noqa: E731
        if et is not None:
            f = _lift2(f, et)
    else:
        if op == "add":
            if sat:
                f = lambda x, y: np.clip(x.astype(np.int64) + y.astype(np.int64), -2**31, 2**31 - 1).astype(np.int32)  # noqa: E731
            else:
                f = lambda x, y: x + y  # noqa: E731
        elif op == "sub":
            if sat:
                f = lambda x, y: np.clip(x.astype(np.int64) - y.astype(np.int64), -2**31, 2**31 - 1).astype(np.int32)  # noqa: E731
            else:
                f = lambda x, y: x - y  # noqa: E731
        elif op == "mul":
            if mode == "hi":
                f = lambda x, y: alu.mul_hi(x, y, t)  # noqa: E731
            else:
                f = lambda x, y: x * y  # noqa: E731
        elif op == "div":
            f = lambda x, y: alu.int_div(x, y, t.startswith("s"))  # noqa: E731
        elif op == "rem":
            f = lambda x, y: alu.int_rem(x, y, t.startswith("s"))  # noqa: E731
        elif op in ("min", "max"):
            mm = np.minimum if op == "min" else np.maximum
            if "relu" in cx.mods:   # PTX ISA 9.7.1.10-11: .relu clamps a negative result to 0
                f = lambda x, y: np.maximum(mm(x, y), 0).astype(x.dtype)  # noqa: E731
            else:
                f = mm
        elif op == "and":
            f = np.bitwise_and
        elif op == "or":
            f = np.bitwise_or
        elif op == "xor":
            f = np.bitwise_xor
        else:
            raise cx.err(f"'{cx.ins.opcode}': no such integer instruction")
    ff = f

    def run(w: "Warp", m: np.ndarray | None) -> None:
        with np.errstate(over="ignore"):
            put(w, ff(ga(w), gb(w)), m)
    return _code(cx, run)


def _c_mad(cx: Ctx) -> Code:
    """mad.lo/hi/wide (integers; PTX ISA "Integer Arithmetic Instructions: mad") and
    fma/mad.rn (floats, "Floating-Point Instructions: fma"), packed f16x2/bf16x2 included."""
    t = cx.type()
    d, a, b, c = cx.ops(4)
    et = _packed(t)
    vt = et or t
    if alu.is_float(vt):
        rnd = cx.rounding() or "rn"
        ga, gb, gc = cx.src(a, t), cx.src(b, t), cx.src(c, t)
        put = cx.dst(d, t)
        f: Callable[..., np.ndarray] = lambda x, y, z: alu.fma(x, y, z, vt, rnd)  # noqa: E731
        if "ftz" in cx.mods and vt == "f32":
            g0 = f
            f = lambda x, y, z: alu.flush_subnormal(g0(*(alu.flush_subnormal(v) for v in (x, y, z))))  # noqa: E731
        if "sat" in cx.mods:
            g1 = f
            f = lambda x, y, z: np.where(np.isnan(r := g1(x, y, z)), 0, np.clip(r, 0, 1)).astype(r.dtype)  # noqa: E731
        if et is not None:
            f = _lift2(f, et)
        ff = f
        return _code(cx, lambda w, m: put(w, ff(ga(w), gb(w), gc(w)), m))
    mode = next((p for p in ("lo", "hi", "wide") if p in cx.mods), None)
    if mode is None:
        raise cx.err(f"'{cx.ins.opcode}' needs .lo, .hi or .wide")
    ga, gb = cx.src(a, t), cx.src(b, t)
    if mode == "wide":
        wt = ("s" if t.startswith("s") else "u") + str(16 * alu.size_of(t))
        gc = cx.src(c, wt)
        put = cx.dst(d, wt)
        return _code(cx, lambda w, m: put(w, alu.mul_wide(ga(w), gb(w), t) + gc(w), m))
    gc = cx.src(c, t)
    put = cx.dst(d, t)
    if mode == "hi":
        return _code(cx, lambda w, m: put(w, alu.mul_hi(ga(w), gb(w), t) + gc(w), m))
    return _code(cx, lambda w, m: put(w, ga(w) * gb(w) + gc(w), m))


def _c_unary(cx: Ctx) -> Code:
    """not/cnot/neg/abs/popc/clz/brev/bfind and sqrt/rsqrt/rcp/ex2/lg2/sin/cos/tanh
    (PTX ISA "Integer Arithmetic", "Logic and Shift", "Floating-Point Instructions")."""
    op = cx.parts[0]
    t = cx.type()
    d, a = cx.ops(2)
    if t == "pred":
        ga = cx.src(a, "pred")
        put = cx.dst(d, "pred")
        if op != "not":
            raise cx.err(f"'{cx.ins.opcode}' on a predicate")
        return _code(cx, lambda w, m: put(w, ~ga(w), m))
    et = _packed(t)
    vt = et or t
    ga = cx.src(a, t)
    out_t = "u32" if op in ("popc", "clz", "bfind") else t
    put = cx.dst(d, out_t)
    size = alu.size_of(t)
    f: Callable[[np.ndarray], np.ndarray]
    if op == "not":
        f = np.invert
    elif op == "cnot":
        f = lambda x: (x == 0).astype(x.dtype)  # noqa: E731
    elif op == "neg":
        f = np.negative
    elif op == "abs":
        f = np.abs
    elif op == "popc":
        f = alu.popc
    elif op == "clz":
        f = lambda x: alu.clz(x, size)  # noqa: E731
    elif op == "brev":
        f = lambda x: alu.brev(x, size)  # noqa: E731
    elif op == "bfind":
        f = lambda x: alu.bfind(alu.bits_of(x), t, "shiftamt" in cx.mods)  # noqa: E731
    elif op in ("sqrt", "rsqrt", "rcp", "ex2", "lg2", "sin", "cos", "tanh"):
        if not alu.is_float(vt):
            raise cx.err(f"'{cx.ins.opcode}' needs a floating-point type")
        rnd = cx.rounding()
        if op in ("sqrt", "rcp") and rnd not in ("", "rn") and vt in ("f32", "f64"):
            f = lambda x: alu.round_f64(  # noqa: E731
                np.sqrt(x.astype(np.float64)) if op == "sqrt" else 1.0 / x.astype(np.float64), x.dtype, rnd)
        else:
            f = lambda x: alu.transcendental(op, x, vt)  # noqa: E731
    else:
        raise cx.err(f"unsupported instruction '{cx.ins.opcode}'")
    if "ftz" in cx.mods and vt == "f32":
        g = f
        f = lambda x: alu.flush_subnormal(g(alu.flush_subnormal(x)))  # noqa: E731
    if et is not None:
        f = _lift2(f, et)
    ff = f

    def run(w: "Warp", m: np.ndarray | None) -> None:
        with np.errstate(all="ignore"):
            put(w, ff(ga(w)), m)
    return _code(cx, run)


def _c_shift(cx: Ctx) -> Code:
    """shl.bN / shr.bN/uN/sN (PTX ISA "Logic and Shift Instructions": the shift amount is a .u32
    clamped to N)."""
    t = cx.type()
    d, a, b = cx.ops(3)
    ga = cx.src(a, t)
    gb = cx.src(b, "u32")
    put = cx.dst(d, t)
    size = alu.size_of(t)
    dt = alu.NPT[t]
    if cx.parts[0] == "shl":
        return _code(cx, lambda w, m: put(w, alu.shl(alu.bits_of(ga(w)), gb(w), size).view(dt), m))
    return _code(cx, lambda w, m: put(w, alu.shr(alu.bits_of(ga(w)), gb(w), t).view(dt), m))


def _c_setp(cx: Ctx) -> Code:
    """setp.CmpOp[.ftz][.BoolOp].type p[|q], a, b[, {!}c] (PTX ISA "Comparison and Selection
    Instructions: setp"): p = (a CmpOp b) BoolOp c, q = !(a CmpOp b) BoolOp c."""
    t = cx.type()
    cmp = cx.parts[1]
    boolop = next((p for p in cx.parts[2:-1] if p in ("and", "or", "xor")), None)
    ops = cx.ops((3, 4))
    d, a, b = ops[0], ops[1], ops[2]
    vt = t if t not in ("b16", "b32", "b64") else {"b16": "u16", "b32": "u32", "b64": "u64"}[t]
    if _packed(t):
        raise cx.err("setp on packed halves is not supported")
    ga, gb = cx.src(a, vt), cx.src(b, vt)
    gc = cx.src(ops[3], "pred") if len(ops) == 4 else None
    if (gc is None) != (boolop is None):
        raise cx.err("setp with a fourth operand needs .and/.or/.xor (and the reverse)")
    if isinstance(d, PredPair):
        pp, pq = cx.dst(d.first, "pred"), cx.dst(d.second, "pred")
    else:
        pp, pq = cx.dst(d, "pred"), None
    bf = {"and": np.logical_and, "or": np.logical_or, "xor": np.logical_xor}.get(boolop or "")
    try:
        alu.compare(cmp, np.zeros(1, alu.NPT[vt]), np.zeros(1, alu.NPT[vt]), vt)
    except (KeyError, ValueError):
        raise cx.err(f"unsupported comparison '.{cmp}' for .{t}") from None

    def run(w: "Warp", m: np.ndarray | None) -> None:
        r = alu.compare(cmp, ga(w), gb(w), vt)
        if bf is not None and gc is not None:
            c = gc(w)
            p, q = bf(r, c), bf(~r, c)
        else:
            p, q = r, ~r
        pp(w, p, m)
        if pq is not None:
            pq(w, q, m)
    return _code(cx, run)


def _c_selp(cx: Ctx) -> Code:
    """selp.type d, a, b, c: d = c ? a : b (PTX ISA "Comparison and Selection Instructions: selp")."""
    t = cx.type()
    d, a, b, c = cx.ops(4)
    ga, gb, gc = cx.src(a, t), cx.src(b, t), cx.src(c, "pred")
    put = cx.dst(d, t)
    return _code(cx, lambda w, m: put(w, np.where(gc(w), ga(w), gb(w)), m))


def _c_bfe(cx: Ctx) -> Code:
    """bfe.u32/s32/u64/s64 d, a, pos, len (PTX ISA "Integer Arithmetic Instructions: bfe")."""
    t = cx.type()
    d, a, b, c = cx.ops(4)
    ga = cx.src(a, t)
    put = cx.dst(d, t)
    dt = alu.NPT[t]
    if isinstance(b, Imm) and isinstance(c, Imm):
        pos, ln = b.value, c.value
        return _code(cx, lambda w, m: put(w, alu.bfe_fast(alu.bits_of(ga(w)), pos, ln, t).view(dt), m))
    gb, gc = cx.src(b, "u32"), cx.src(c, "u32")
    return _code(cx, lambda w, m: put(w, alu.bfe(alu.bits_of(ga(w)), gb(w), gc(w), t).view(dt), m))


def _c_bfi(cx: Ctx) -> Code:
    """bfi.b32/b64 d, a, b, pos, len (PTX ISA "Integer Arithmetic Instructions: bfi")."""
    t = cx.type()
    d, a, b, c, e = cx.ops(5)
    ga, gb, gc, ge = cx.src(a, t), cx.src(b, t), cx.src(c, "u32"), cx.src(e, "u32")
    put = cx.dst(d, t)
    size = alu.size_of(t)
    dt = alu.NPT[t]
    return _code(cx, lambda w, m: put(w, alu.bfi(alu.bits_of(ga(w)), alu.bits_of(gb(w)), gc(w), ge(w), size).view(dt), m))


def _c_prmt(cx: Ctx) -> Code:
    """prmt.b32[.mode] d, a, b, c (PTX ISA "Data Movement and Conversion Instructions: prmt")."""
    d, a, b, c = cx.ops(4)
    mode = next((p for p in cx.parts[2:] if p in ("f4e", "b4e", "rc8", "ecl", "ecr", "rc16")), "")
    ga, gb, gc = cx.src(a, "b32"), cx.src(b, "b32"), cx.src(c, "b32")
    put = cx.dst(d, "b32")
    return _code(cx, lambda w, m: put(w, alu.prmt(ga(w), gb(w), gc(w), mode), m))


def _c_lop3(cx: Ctx) -> Code:
    """lop3.b32 d, a, b, c, immLut (PTX ISA "Logic and Shift Instructions: lop3")."""
    d, a, b, c, lut = cx.ops(5)
    if not isinstance(lut, Imm):
        raise cx.err("lop3: the truth table must be an immediate")
    ga, gb, gc = cx.src(a, "b32"), cx.src(b, "b32"), cx.src(c, "b32")
    put = cx.dst(d, "b32")
    v = lut.value
    return _code(cx, lambda w, m: put(w, alu.lop3(ga(w), gb(w), gc(w), v), m))


def _c_shf(cx: Ctx) -> Code:
    """shf.l/r.wrap/clamp.b32 d, a, b, c: funnel shift (PTX ISA "Logic and Shift Instructions: shf")."""
    if not cx.mods & {"l", "r"} or not cx.mods & {"wrap", "clamp"}:
        raise cx.err(f"'{cx.ins.opcode}': shf needs a direction (.l/.r) and a mode (.wrap/.clamp)")
    d, a, b, c = cx.ops(4)
    ga, gb, gc = cx.src(a, "b32"), cx.src(b, "b32"), cx.src(c, "u32")
    put = cx.dst(d, "b32")
    left, wrap = "l" in cx.mods, "wrap" in cx.mods
    return _code(cx, lambda w, m: put(w, alu.shf(ga(w), gb(w), gc(w), left, wrap), m))


def _c_mov(cx: Ctx) -> Code:
    """mov.type d, a (PTX ISA "Data Movement and Conversion Instructions: mov"): registers,
    immediates, special registers, the address of a variable or parameter in its own state space,
    and packing/unpacking of vectors ``mov.b64 d, {a, b}`` / ``mov.b64 {a, b}, d`` (element 0 is the
    least significant)."""
    t = cx.type()
    d, a = cx.ops(2)
    if t == "pred":
        ga = cx.src(a, "pred")
        put = cx.dst(d, "pred")
        return _code(cx, lambda w, m: put(w, ga(w).copy(), m))
    size = alu.size_of(t)
    if isinstance(a, Vec):
        n = len(a.items)
        es = size // n
        et = f"b{8 * es}"
        gets = [cx.src(x, et) for x in a.items]
        put = cx.dst(d, f"b{8 * size}")

        def pack(w: "Warp", m: np.ndarray | None) -> None:
            acc = np.zeros(32, dtype=alu.UNSIGNED[size])
            for i, g in enumerate(gets):
                acc |= g(w).astype(alu.UNSIGNED[size]) << alu.UNSIGNED[size].type(8 * es * i)
            put(w, acc, m)
        return _code(cx, pack)
    if isinstance(d, Vec):
        n = len(d.items)
        es = size // n
        et = f"b{8 * es}"
        ga = cx.src(a, f"b{8 * size}")
        puts = [cx.dst(x, et) for x in d.items]

        def unpack(w: "Warp", m: np.ndarray | None) -> None:
            v = ga(w)
            for i, p in enumerate(puts):
                p(w, (v >> alu.UNSIGNED[size].type(8 * es * i)).astype(alu.UNSIGNED[es]), m)
        return _code(cx, unpack)
    ga = cx.src(a, t)
    put = cx.dst(d, t)
    return _code(cx, lambda w, m: put(w, ga(w), m))


def _c_cvt(cx: Ctx) -> Code:
    """cvt[.rnd][.ftz][.sat].dtype.atype d, a (PTX ISA "Data Movement and Conversion Instructions:
    cvt"), including the packed forms ``cvt.rn{.relu}.f16x2.f32 d, a, b`` / ``bf16x2`` (d.hi = cvt(a),
    d.lo = cvt(b)), ``cvt.rn.satfinite.e4m3x2.f32 d, a, b`` and ``cvt.rn.f16x2.e4m3x2 d, a``."""
    dstt, srct = cx.parts[-2], cx.parts[-1]
    rnd = cx.rounding()
    sat = "sat" in cx.mods or "satfinite" in cx.mods
    ftz = "ftz" in cx.mods
    relu = "relu" in cx.mods
    if dstt in ("f16x2", "bf16x2", "e4m3x2", "e5m2x2") and srct == "f32":
        # PTX ISA 9.7.9.21: cvt.rn{.relu}{.satfinite}.f16x2/bf16x2.f32, cvt.rn.satfinite{.relu}.e4m3x2.f32
        mods = cx.parts[1:-2]
        bad = [m for m in mods if m not in ("rn", "relu", "satfinite")]
        if bad or "rn" not in mods or len(set(mods)) != len(mods):
            raise cx.err(f"'{cx.ins.opcode}': a packed cvt takes .rn with optional .relu/.satfinite")
        if dstt in ("e4m3x2", "e5m2x2") and "satfinite" not in mods:
            raise cx.err(f"'{cx.ins.opcode}': a conversion to {dstt} needs .satfinite")
        d, a, b = cx.ops(3)
        et = dstt[:-2]
        ga, gb = cx.src(a, "f32"), cx.src(b, "f32")
        es = alu.NPT[et].itemsize
        put = cx.dst(d, "b32" if es == 2 else "b16")

        def conv(x: np.ndarray) -> np.ndarray:
            if relu:
                x = np.where(np.isnan(x), x, np.maximum(x, 0)).astype(x.dtype)
            return alu.cvt(x, et, "f32", rnd or "rn", False, False)

        def pack2(w: "Warp", m: np.ndarray | None) -> None:
            hi = conv(ga(w)).view(alu.UNSIGNED[es]).astype(np.uint32)
            lo = conv(gb(w)).view(alu.UNSIGNED[es]).astype(np.uint32)
            v = lo | (hi << np.uint32(8 * es))
            put(w, v.astype(np.uint32 if es == 2 else np.uint16), m)
        return _code(cx, pack2)
    if dstt in ("f16x2", "bf16x2") and srct in ("e4m3x2", "e5m2x2"):
        if cx.parts[1:-2] != ["rn"]:
            raise cx.err(f"'{cx.ins.opcode}': cvt.rn.{dstt}.{srct} takes exactly .rn")
        d, a = cx.ops(2)
        ga = cx.src(a, "b16")
        put = cx.dst(d, "b32")
        st, et = srct[:-2], dstt[:-2]

        def widen2(w: "Warp", m: np.ndarray | None) -> None:
            v = ga(w)
            lo = (v & np.uint16(0xFF)).astype(np.uint8).view(alu.NPT[st])
            hi = (v >> np.uint16(8)).astype(np.uint8).view(alu.NPT[st])
            put(w, _pack2(alu.cvt(lo, et, st, "rn", False, False), alu.cvt(hi, et, st, "rn", False, False)), m)
        return _code(cx, widen2)
    if dstt == "tf32" and srct == "f32":
        if cx.parts[1:-2] != ["rna"]:
            raise cx.err("cvt to .tf32 takes .rna (round to nearest, ties away from zero) and nothing else")
        d, a = cx.ops(2)
        gt = cx.src(a, "b32")
        putt = cx.dst(d, "b32")

        def tf32(w: "Warp", m: np.ndarray | None) -> None:
            """cvt.rna.tf32.f32: keep 10 mantissa bits, rounding the dropped 13 to nearest, ties away
            (add half an ulp to the magnitude, then truncate); NaN and infinity pass unchanged."""
            u = gt(w).astype(np.uint32)
            special = (u & np.uint32(0x7F800000)) == np.uint32(0x7F800000)
            r = ((u.astype(np.uint64) + np.uint64(0x1000)) & np.uint64(0xFFFFE000)).astype(np.uint32)
            putt(w, np.where(special, u, r).astype(np.uint32), m)
        return _code(cx, tf32)
    if dstt not in alu.NPT or srct not in alu.NPT:
        raise cx.err(f"unsupported conversion '{cx.ins.opcode}'")
    _check_cvt(cx, dstt, srct)
    d, a = cx.ops(2)
    ga = cx.src(a, srct)
    put = cx.dst(d, dstt)

    def run(w: "Warp", m: np.ndarray | None) -> None:
        with np.errstate(all="ignore"):
            put(w, alu.cvt(ga(w), dstt, srct, rnd, sat, ftz), m)
    return _code(cx, run)


def _check_cvt(cx: Ctx, dstt: str, srct: str) -> None:
    """The modifiers of a scalar cvt (PTX ISA 9.7.9.21 "cvt", rounding modifiers): integer rounding
    (.rni .rzi .rmi .rpi) is required for float-to-integer and allowed for same-size float-to-float
    (round to an integral value); float rounding (.rn .rz .rm .rp) is allowed for a float-to-float
    conversion that loses precision and for integer-to-float; rounding is illegal otherwise; .ftz is for
    .f32 operands, .sat for integer or float destinations; at most one rounding modifier."""
    mods = cx.parts[1:-2]
    for m in mods:
        if m not in _FRND | _IRND | {"ftz", "sat"}:
            raise cx.err(f"'{cx.ins.opcode}': modifier .{m} is not supported for cvt.{dstt}.{srct}")
    rnds = [m for m in mods if m in _FRND | _IRND]
    if len(rnds) > 1 or len(set(mods)) != len(mods):
        raise cx.err(f"'{cx.ins.opcode}': conflicting modifiers " + " and ".join("." + m for m in mods))
    rnd = rnds[0] if rnds else ""
    fs, fd = alu.is_float(srct), alu.is_float(dstt)
    if fs and not fd:
        ok, need = _IRND, "an integer rounding modifier (.rni/.rzi/.rmi/.rpi)"
    elif fs and fd and srct == dstt:
        ok, need = _IRND | {""}, "no rounding or an integer rounding modifier"
    elif fs and fd and alu.size_of(dstt) > alu.size_of(srct):
        ok, need = frozenset({""}), "no rounding modifier (the conversion is exact)"
    elif fd:
        ok, need = _FRND | {""}, "a floating-point rounding modifier (.rn/.rz/.rm/.rp) or none"
    else:
        ok, need = frozenset({""}), "no rounding modifier"
    if fs and not fd and rnd == "":
        raise cx.err("a float-to-integer cvt needs a rounding modifier (.rni/.rzi/.rmi/.rpi)")
    if rnd not in ok:
        what = f".{rnd}" if rnd else "no rounding modifier"
        raise cx.err(f"'{cx.ins.opcode}': {what} is not allowed here; cvt.{dstt}.{srct} takes {need}")
    if "ftz" in mods and "f32" not in (srct, dstt):
        raise cx.err(f"'{cx.ins.opcode}': .ftz needs an .f32 source or destination")


def _c_cvta(cx: Ctx) -> Code:
    """cvta[.to].space.size d, a: between a state-space address and a generic one
    (PTX ISA "Data Movement and Conversion Instructions: cvta"; see memory.py for the windows)."""
    t = cx.type()
    to = "to" in cx.mods
    space = next((p.split("::")[0] for p in cx.parts[1:] if p in ("global", "shared", "shared::cta", "param")), None)
    if space is None or space.startswith("shared") is False and space not in ("global", "param"):
        raise cx.err(f"unsupported cvta '{cx.ins.opcode}'")
    d, a = cx.ops(2)
    ga = cx.src(a, "u64" if alu.size_of(t) == 8 else "u32")
    put = cx.dst(d, t)
    base = {"global": 0, "shared": SHARED_WINDOW, "param": PARAM_WINDOW}[space]
    dt = alu.NPT[t]
    if base == 0:
        return _code(cx, lambda w, m: put(w, ga(w), m))
    if to:
        def to_space(w: "Warp", m: np.ndarray | None) -> None:
            v = ga(w).astype(np.uint64)
            idx = _lanes(w, m)
            bad = (v[idx] < base) | (v[idx] >= base + WINDOW_SIZE)
            if bad.any():
                raise MemFault(f"cvta.to.{space}: {int(v[idx][bad][0]):#x} is not a generic {space} address",
                               int(idx[np.argmax(bad)]))
            put(w, (v - np.uint64(base)).astype(dt), m)
        return _code(cx, to_space)
    return _code(cx, lambda w, m: put(w, (ga(w).astype(np.uint64) + np.uint64(base)).astype(dt), m))


# ---- memory --------------------------------------------------------------------------------


def _space_of(cx: Ctx, sym_space: str | None) -> str:
    for p in cx.parts[1:]:
        if p in ("global", "param", "const", "local"):
            return p
        if p.startswith("shared"):
            if p not in ("shared", "shared::cta", "shared::cluster"):
                raise cx.err(f"unsupported state space .{p}")
            return "shared"
    return sym_space or "generic"


def resolve(w: "Warp", space: str, addrs: np.ndarray, what: str) -> list[tuple[Any, np.ndarray, np.ndarray, str]]:
    """Lane addresses -> [(memory, addresses in it, lane positions, space)]; generic addresses are split
    by window (PTX ISA 6.4.1 "Generic Addressing")."""
    cta = w.cta
    if space == "global":
        return [(cta.machine.gmem, addrs, np.arange(addrs.size), "global")]
    if space == "shared":
        return [(cta.smem, addrs, np.arange(addrs.size), "shared")]
    if space == "param":
        return [(cta.machine.params, addrs, np.arange(addrs.size), "param")]
    if space != "generic":
        raise MemFault(f"{what}: the .{space} state space is not supported")
    sh = (addrs >= np.uint64(SHARED_WINDOW)) & (addrs < np.uint64(SHARED_WINDOW + WINDOW_SIZE))
    pa = (addrs >= np.uint64(PARAM_WINDOW)) & (addrs < np.uint64(PARAM_WINDOW + WINDOW_SIZE))
    gl = ~(sh | pa)
    out: list[tuple[Any, np.ndarray, np.ndarray, str]] = []
    if gl.any():
        i = np.flatnonzero(gl)
        out.append((cta.machine.gmem, addrs[i], i, "global"))
    if sh.any():
        i = np.flatnonzero(sh)
        out.append((cta.smem, addrs[i] - np.uint64(SHARED_WINDOW), i, "shared"))
    if pa.any():
        i = np.flatnonzero(pa)
        out.append((cta.machine.params, addrs[i] - np.uint64(PARAM_WINDOW), i, "param"))
    return out


def _mem_types(cx: Ctx) -> tuple[str, int]:
    t = cx.type()
    vec = next((int(p[1:]) for p in cx.parts[1:] if p in ("v2", "v4", "v8")), 1)
    return t, vec


def _c_ld(cx: Ctx) -> Code:
    """ld[.weak/.volatile/.relaxed/.acquire][.space][.cache][.vec].type d, [a] and ld.global.nc
    (PTX ISA "Data Movement and Conversion Instructions: ld"): the active lanes read; a sub-word value
    is zero- or sign-extended into a wider register; ``.v2/.v4`` read consecutive elements and need the
    whole vector aligned."""
    t, vec = _mem_types(cx)
    d, a = cx.ops(2)
    gaddr, sym_space = cx.address(a)
    space = _space_of(cx, sym_space)
    size = alu.size_of(t)
    dests = d.items if isinstance(d, Vec) else (d,)
    if len(dests) != vec:
        raise cx.err(f"'{cx.ins.opcode}' loads {vec} element(s) into {len(dests)} register(s)")
    puts = [cx.dst(x, t) for x in dests]
    dt = alu.NPT[t]
    what = cx.parts[0] + "." + space
    total = size * vec
    strong, _, acquire = flags.sem_of(cx.mods)

    def run(w: "Warp", m: np.ndarray | None) -> None:
        idx = _lanes(w, m)
        addrs = gaddr(w)[idx]
        _check_vector_aligned(addrs, idx, vec, total, what)
        results = [np.zeros(32, dtype=alu.UNSIGNED[size]) for _ in range(vec)]
        for mem, ad, pos, sp in resolve(w, space, addrs, what):
            if sp == "shared":
                w.cta.check_read(w, _smem_offsets(ad, total), what)
            for k in range(vec):
                try:
                    vals = mem.load(ad + np.uint64(k * size), size, what)
                except MemFault as e:
                    raise MemFault(e.message, int(idx[pos[e.lane]]) if e.lane >= 0 else -1) from None
                results[k][idx[pos]] = vals
                if strong and mem.flags:
                    flags.reads(w, mem, ad + np.uint64(k * size), idx[pos], size, acquire)
        for k in range(vec):
            puts[k](w, results[k].view(dt), m)
    return _code(cx, run)


def _check_vector_aligned(addrs: np.ndarray, idx: np.ndarray, vec: int, total: int, what: str) -> None:
    """A vector access ``.v2``/``.v4`` must be aligned to its whole size (PTX ISA "Vectors")."""
    if vec > 1 and total > 1:
        bad = (addrs % np.uint64(total)) != 0
        if bad.any():
            raise MemFault(f"misaligned {what}.v{vec} of {total} bytes at {int(addrs[np.argmax(bad)]):#x}",
                           int(idx[np.argmax(bad)]))


def _smem_offsets(ad: np.ndarray, n: int) -> np.ndarray:
    base = ad.astype(np.int64) - SMEM_BASE
    if n == 1:
        return base
    return (base[:, None] + np.arange(n)).reshape(-1)


def _c_st(cx: Ctx) -> Code:
    """st[.weak/.volatile/.relaxed/.release][.space][.cache][.vec].type [a], b
    (PTX ISA "Data Movement and Conversion Instructions: st"): the active lanes write; a wider source
    register is truncated to the type."""
    t, vec = _mem_types(cx)
    a, b = cx.ops(2)
    gaddr, sym_space = cx.address(a)
    space = _space_of(cx, sym_space)
    if space == "param":
        raise cx.err("st.param (kernel parameters are read-only)")
    size = alu.size_of(t)
    srcs = b.items if isinstance(b, Vec) else (b,)
    if len(srcs) != vec:
        raise cx.err(f"'{cx.ins.opcode}' stores {vec} element(s) from {len(srcs)} operand(s)")
    bt = f"b{8 * size}"
    gets = [cx.src(x, bt) for x in srcs]
    what = cx.parts[0] + "." + space
    total = size * vec
    strong, release, _ = flags.sem_of(cx.mods)

    def run(w: "Warp", m: np.ndarray | None) -> None:
        idx = _lanes(w, m)
        addrs = gaddr(w)[idx]
        _check_vector_aligned(addrs, idx, vec, total, what)
        vals = [g(w)[idx] for g in gets]
        for mem, ad, pos, sp in resolve(w, space, addrs, what):
            if sp == "shared":
                w.cta.generic_write(w, _smem_offsets(ad, total), what)
            for k in range(vec):
                try:
                    mem.store(ad + np.uint64(k * size), vals[k][pos], size, what)
                except MemFault as e:
                    raise MemFault(e.message, int(idx[pos[e.lane]]) if e.lane >= 0 else -1) from None
                if strong and (w.setmaxnregs or w.fenced):
                    flags.publish(w, mem, ad + np.uint64(k * size), idx[pos], size, release)
    return _code(cx, run)


def _c_atom(cx: Ctx) -> Code:
    """atom/red[.sem][.scope][.space].op.type (PTX ISA "Parallel Synchronization and Communication
    Instructions: atom, red"): lanes apply the operation one after another in lane order (any order is
    a valid serialization); atom returns each lane's old value."""
    is_red = cx.parts[0] == "red"
    t = cx.type()
    opname = next((p for p in cx.parts[1:-1] if p in
                   ("add", "min", "max", "exch", "cas", "and", "or", "xor", "inc", "dec")), None)
    if opname is None:
        raise cx.err(f"unsupported atomic '{cx.ins.opcode}'")
    ops = cx.ins.operands
    d: Operand | None
    rest: tuple[Operand, ...]
    if is_red:
        if len(ops) != 2:
            raise cx.err("red takes [a], b")
        d, a, rest = None, ops[0], ops[1:]
    else:
        if len(ops) not in (3, 4):
            raise cx.err("atom takes d, [a], b[, c]")
        d, a, rest = ops[0], ops[1], ops[2:]
    if (opname == "cas") != (len(rest) == 2):
        raise cx.err("atom.cas takes d, [a], b, c")
    gaddr, sym_space = cx.address(a)
    space = _space_of(cx, sym_space)
    size = alu.size_of(t)
    dt = alu.NPT[t]
    gets = [cx.src(x, t) for x in rest]
    put = cx.dst(d, t) if d is not None else None
    what = cx.parts[0] + "." + space
    _, release, acquire = flags.sem_of(cx.mods)

    def apply(old: Any, b: Any, c: Any) -> Any:
        if opname == "add":
            return old + b
        if opname == "min":
            return min(old, b)
        if opname == "max":
            return max(old, b)
        if opname == "exch":
            return b
        if opname == "cas":
            return c if old == b else old
        if opname == "and":
            return old & b
        if opname == "or":
            return old | b
        if opname == "xor":
            return old ^ b
        if opname == "inc":
            return 0 if old >= b else old + 1
        return b if (old == 0 or old > b) else old - 1

    def run(w: "Warp", m: np.ndarray | None) -> None:
        idx = _lanes(w, m)
        addrs = gaddr(w)
        bs = [g(w) for g in gets]
        out = np.zeros(32, dtype=dt)
        for lane in idx.tolist():
            for mem, ad, _pos, sp in resolve(w, space, addrs[lane:lane + 1], what):
                try:
                    old = mem.load(ad, size, what).view(dt)
                    b = bs[0][lane:lane + 1]
                    c = bs[1][lane:lane + 1] if len(bs) > 1 else None
                    with np.errstate(all="ignore"):
                        new = np.asarray(apply(old, b, c)).astype(dt)
                    if sp == "shared":
                        w.cta.generic_write(w, _smem_offsets(ad, size), what)
                    prev = mem.flags.get(int(ad[0])) if mem.flags else None
                    if prev is not None and not is_red:
                        flags.read(w, mem, int(ad[0]), lane, size, acquire)
                    mem.store(ad, new.view(alu.UNSIGNED[size]), size, what)
                    if prev is not None or w.setmaxnregs or w.fenced:
                        flags.rmw(w, mem, int(ad[0]), lane, size, release, prev)
                except MemFault as e:
                    raise MemFault(e.message, lane) from None
                out[lane] = old[0]
        if put is not None:
            put(w, out, m)
    return _code(cx, run)


# ---- control flow --------------------------------------------------------------------------


def _c_bra(cx: Ctx) -> Code:
    """bra[.uni] label (PTX ISA "Control Flow Instructions: bra"): a guarded branch splits the
    warp's lanes; .uni asserts it does not."""
    (t,) = cx.ops(1)
    if not isinstance(t, Sym):
        raise cx.err("bra: indirect branches are not supported")
    pc = cx.prog.kernel.label_pc(t.name, cx.ins.scopes)
    if pc is None:
        raise cx.err(f"bra: no label '{t.name}' in scope")
    return Code(cx.ins, None, kind=KIND_BRANCH, target=pc, uni="uni" in cx.mods)


def _c_exit(cx: Ctx) -> Code:
    """ret / exit in an entry function: the active lanes finish (PTX ISA "Control Flow Instructions")."""
    cx.ops(0)
    return Code(cx.ins, None, kind=KIND_EXIT)


def _c_trap(cx: Ctx) -> Code:
    """trap: aborts the kernel (reported as an error)."""
    def run(w: "Warp", m: np.ndarray | None) -> None:
        raise EmuError("trap executed")
    return _code(cx, run)


def _c_nop(cx: Ctx) -> Code:
    """Instructions with no effect the emulator can observe: membar/fence (the machine is sequentially
    consistent between scheduling points; ``fence.sc`` / ``fence.acq_rel`` / ``membar`` only carry what a
    warp knows of setmaxnregs into release and acquire patterns, flags.py), nanosleep, prefetch,
    griddepcontrol, pmevent,
    fence.mbarrier_init; ``fence.proxy.async`` additionally marks this warp's generic shared-memory writes
    as visible to the async proxy (PTX ISA 9.7.13.4 "membar/fence": ``fence.proxy.async`` with no state
    space covers all of them; ``.shared::cta`` / ``.shared::cluster`` shared memory; ``.global`` only
    global memory, so it leaves shared-memory writes unfenced)."""
    if cx.parts[0] == "fence" and len(cx.parts) > 1 and cx.parts[1] == "proxy" and "async" in cx.mods \
            and "global" not in cx.mods:
        def fence(w: "Warp", m: np.ndarray | None) -> None:
            u = w.cta.unfenced
            u[u == w.index + 1] = 0
        return _code(cx, fence)
    if cx.parts[0] == "membar" or cx.parts[0] == "fence" and cx.parts[1] not in ("proxy", "mbarrier_init"):
        # fence.sc / fence.acq_rel / membar: a release and an acquire fence (flags.py)
        def acq_rel(w: "Warp", m: np.ndarray | None) -> None:
            if w.setmaxnregs or w.acquired:
                flags.fence(w, _lanes(w, m))
        return _code(cx, acq_rel)
    return _code(cx, lambda w, m: None)


# ---- warp-level collectives -------------------------------------------------------------------


def _membermask(cx: Ctx, op: Operand) -> Callable[["Warp"], int]:
    g = cx.src(op, "b32")
    return lambda w: int(g(w)[0])


def _check_members(w: "Warp", m: np.ndarray | None, mask: int, what: str) -> np.ndarray:
    active = w.live if m is None else m
    members = ((mask >> np.arange(32)) & 1).astype(bool)
    if (active & ~members).any():
        raise EmuError(f"{what}: executing lane {int(np.argmax(active & ~members))} is not in the membermask "
                       f"{mask:#010x}")
    missing = members & w.live & ~active
    if missing.any():
        raise EmuError(f"{what}: lanes {np.flatnonzero(missing).tolist()} of the membermask {mask:#010x} do not "
                       "execute it together with the others (divergent warp)")
    return active


def _c_shfl(cx: Ctx) -> Code:
    """shfl.sync.{up,down,bfly,idx}.b32 d[|p], a, b, c, membermask (PTX ISA "Data Movement and
    Conversion Instructions: shfl.sync"): c packs the clamp value (bits 4:0) and the segment mask
    (bits 12:8); a lane whose source is out of range keeps its own value and gets p = false."""
    mode = cx.parts[2]
    d, a, b, c, mm = cx.ops(5)
    if isinstance(d, PredPair):
        put, pput = cx.dst(d.first, "b32"), cx.dst(d.second, "pred")
    else:
        put, pput = cx.dst(d, "b32"), None
    ga, gb, gc = cx.src(a, "b32"), cx.src(b, "u32"), cx.src(c, "u32")
    gm = _membermask(cx, mm)
    lane = np.arange(32, dtype=np.int64)

    def run(w: "Warp", m: np.ndarray | None) -> None:
        active = _check_members(w, m, gm(w), "shfl.sync")
        bval = gb(w).astype(np.int64) & 31
        cval = gc(w).astype(np.int64)
        segmask = (cval >> 8) & 31
        clamp = cval & 31
        max_lane = (lane & segmask) | (clamp & ~segmask)
        min_lane = lane & segmask
        if mode == "up":
            j = lane - bval
            pval = j >= max_lane
        elif mode == "down":
            j = lane + bval
            pval = j <= max_lane
        elif mode == "bfly":
            j = lane ^ bval
            pval = j <= max_lane
        elif mode == "idx":
            j = min_lane | (bval & ~segmask)
            pval = j <= max_lane
        else:
            raise EmuError(f"shfl.sync mode .{mode}")
        j = np.where(pval, j, lane)
        src = (j >= 0) & (j < 32)
        j = np.clip(j, 0, 31)
        bad = active & ~active[j] & pval
        if bad.any():
            raise EmuError(f"shfl.sync: lane {int(np.argmax(bad))} reads lane {int(j[np.argmax(bad)])}, which "
                           "does not take part (undefined value)")
        put(w, ga(w)[j], m)
        if pput is not None:
            pput(w, pval & src, m)
    return _code(cx, run)


def _c_vote(cx: Ctx) -> Code:
    """vote.sync.{all,any,uni}.pred d, {!}a, membermask / vote.sync.ballot.b32 d, {!}a, membermask
    (PTX ISA "Parallel Synchronization and Communication Instructions: vote.sync")."""
    mode = cx.parts[2]
    d, a, mm = cx.ops(3)
    ga = cx.src(a, "pred")
    gm = _membermask(cx, mm)
    if mode == "ballot":
        put = cx.dst(d, "b32")
    else:
        put = cx.dst(d, "pred")
    weights = (np.uint64(1) << np.arange(32, dtype=np.uint64))

    def run(w: "Warp", m: np.ndarray | None) -> None:
        active = _check_members(w, m, gm(w), "vote.sync")
        p = ga(w) & active
        if mode == "ballot":
            v = int((weights * p.astype(np.uint64)).sum())
            put(w, np.full(32, v, dtype=np.uint32), m)
        elif mode == "all":
            put(w, np.full(32, bool(p[active].all())), m)
        elif mode == "any":
            put(w, np.full(32, bool(p[active].any())), m)
        elif mode == "uni":
            vals = p[active]
            put(w, np.full(32, bool(vals.all() or not vals.any())), m)
        else:
            raise EmuError(f"vote.sync mode .{mode}")
    return _code(cx, run)


def _c_elect(cx: Ctx) -> Code:
    """elect.sync d|p, membermask (PTX ISA "Parallel Synchronization and Communication Instructions:
    elect.sync"): the lowest active lane of the membermask is the leader; d = its lane id in every lane,
    p true only in the leader."""
    d, mm = cx.ops(2)
    if isinstance(d, PredPair):
        put, pput = cx.dst(d.first, "b32"), cx.dst(d.second, "pred")
    else:
        put, pput = cx.dst(d, "b32"), None
    gm = _membermask(cx, mm)
    lane = np.arange(32)

    def run(w: "Warp", m: np.ndarray | None) -> None:
        active = _check_members(w, m, gm(w), "elect.sync")
        leader = int(np.argmax(active))
        put(w, np.full(32, leader, dtype=np.uint32), m)
        if pput is not None:
            pput(w, lane == leader, m)
    return _code(cx, run)


def _c_activemask(cx: Ctx) -> Code:
    """activemask.b32 d: the lanes executing it."""
    (d,) = cx.ops(1)
    put = cx.dst(d, "b32")
    weights = (np.uint64(1) << np.arange(32, dtype=np.uint64))

    def run(w: "Warp", m: np.ndarray | None) -> None:
        active = w.live if m is None else m
        put(w, np.full(32, int((weights * active.astype(np.uint64)).sum()), dtype=np.uint32), m)
    return _code(cx, run)


def _c_redux(cx: Ctx) -> Code:
    """redux.sync.{add,min,max,and,or,xor}.type d, a, membermask (PTX ISA "redux.sync")."""
    opname, t = cx.parts[2], cx.type()
    d, a, mm = cx.ops(3)
    ga, gm = cx.src(a, t), _membermask(cx, mm)
    put = cx.dst(d, t)
    red = {"add": np.add, "min": np.minimum, "max": np.maximum, "and": np.bitwise_and,
           "or": np.bitwise_or, "xor": np.bitwise_xor}.get(opname)
    if red is None:
        raise cx.err(f"unsupported '{cx.ins.opcode}'")

    def run(w: "Warp", m: np.ndarray | None) -> None:
        active = _check_members(w, m, gm(w), "redux.sync")
        v = red.reduce(ga(w)[active])
        put(w, np.full(32, v, dtype=alu.NPT[t]), m)
    return _code(cx, run)


# ---- CTA barriers --------------------------------------------------------------------------


def _c_bar(cx: Ctx) -> Code:
    """bar.sync / bar.arrive / barrier.sync[.aligned] / barrier.arrive a{, b} (PTX ISA "Parallel
    Synchronization and Communication Instructions: bar, barrier"): barrier a waits for b threads (all
    threads of the CTA when b is absent); ``bar.sync`` is ``barrier.sync.aligned`` and counts whole
    warps; the non-aligned ``barrier`` counts the executing threads; ``.arrive`` does not wait."""
    if cx.parts[:3] == ["bar", "warp", "sync"]:
        (mm,) = cx.ops(1)
        gm = _membermask(cx, mm)

        def warp_sync(w: "Warp", m: np.ndarray | None) -> None:
            """bar.warp.sync membermask: the member lanes meet here (PTX ISA "bar.warp.sync")."""
            _check_members(w, m, gm(w), "bar.warp.sync")
        return _code(cx, warp_sync)
    ops = cx.ops((1, 2))
    kind = cx.parts[1] if len(cx.parts) > 1 else "sync"
    if kind == "cta":
        kind = cx.parts[2]
    if kind not in ("sync", "arrive", "red"):
        raise cx.err(f"unsupported barrier '{cx.ins.opcode}'")
    if kind == "red":
        raise cx.err("bar.red is not supported")
    if kind == "arrive" and len(ops) != 2:
        # PTX ISA 9.7.13.1: "bar{.cta}.arrive a, b" -- the thread count is not optional for arrive
        raise cx.err(f"'{cx.ins.opcode}' takes a barrier and a thread count (a, b): the count is required")
    aligned = cx.parts[0] == "bar" or "aligned" in cx.mods
    gid = cx.src(ops[0], "u32")
    gcount = cx.src(ops[1], "u32") if len(ops) == 2 else None
    wait = kind == "sync"

    def run(w: "Warp", m: np.ndarray | None) -> int | None:
        from .machine import BarrierState
        cta = w.cta
        bid = int(gid(w)[0])
        if bid > 15:
            raise EmuError(f"barrier id {bid} is out of range (0..15)")
        expected = int(gcount(w)[0]) if gcount is not None else -1
        if expected != -1 and (expected % 32 or expected <= 0):
            raise EmuError(f"barrier thread count {expected} is not a positive multiple of the warp size")
        if expected > cta.nthreads:
            raise EmuError(f"barrier thread count {expected} exceeds the CTA's {cta.nthreads} threads: the "
                           "barrier can never complete")
        active = w.live if m is None else m
        nthreads = int(w.live.sum()) if aligned else int(active.sum())
        bs = cta.bars.get(bid)
        if bs is None:
            bs = BarrierState(expected)
            cta.bars[bid] = bs
        elif bs.expected != expected:
            raise EmuError(f"barrier {bid} is used with thread count {expected} while {bs.arrived} threads "
                           f"wait on it with count {bs.expected}")
        bs.arrived += nthreads
        if w.setmaxnregs:
            flags.join(bs.known, w.setmaxnregs)
        if wait:
            bs.warps.append(w)
            w.blocked = ("bar", bid)
        if _barrier_full(cta, bs):
            _release(cta, bid, w)
            return None
        return 1 if wait else None
    return _code(cx, run, aligned=aligned)


def _barrier_full(cta: "CTA", bs: Any) -> bool:
    need = bs.expected if bs.expected != -1 else sum(int(x.live.sum()) for x in cta.warps)
    return bool(bs.arrived >= need)


def _release(cta: "CTA", bid: int, current: "Warp | None") -> None:
    """Open barrier ``bid``: waiting warps continue after their bar instruction (``current``, the warp
    completing it, continues by itself); what any of them observed of mbarrier phases becomes known to
    all (the barrier orders their memory accesses), and so do the setmaxnreg counts every warp that
    arrived knew (``bar.arrive`` too: it arrives before the waiters continue; regpool.py)."""
    bs = cta.bars.pop(bid)
    merged: dict[int, int] = {}
    for x in bs.warps:
        for k, v in x.observed.items():
            merged[k] = max(merged.get(k, 0), v)
    prog = cta.machine.prog
    if bs.known:
        for x in bs.warps:
            flags.join(x.setmaxnregs, bs.known)
    for x in bs.warps:
        x.observed.update(merged)
        x.blocked = None
        if x is not current:
            prog.goto(x, x.pc + 1)
    cta.event()


def recheck_barriers(cta: "CTA") -> None:
    """After warps exit, a barrier waiting for 'all threads' may be complete."""
    for bid, bs in list(cta.bars.items()):
        if bs.expected == -1 and _barrier_full(cta, bs):
            _release(cta, bid, None)


# ---- registry -------------------------------------------------------------------------------

_COMPILERS: dict[str, Callable[[Ctx], Code]] = {}
for _n in ("add", "sub", "mul", "div", "rem", "min", "max", "and", "or", "xor", "copysign"):
    _COMPILERS[_n] = _c_arith
for _n in ("mad", "fma"):
    _COMPILERS[_n] = _c_mad
for _n in ("not", "cnot", "neg", "abs", "popc", "clz", "brev", "bfind", "sqrt", "rsqrt", "rcp", "ex2",
           "lg2", "sin", "cos", "tanh"):
    _COMPILERS[_n] = _c_unary
for _n in ("shl", "shr"):
    _COMPILERS[_n] = _c_shift
_COMPILERS.update({
    "setp": _c_setp, "selp": _c_selp, "bfe": _c_bfe, "bfi": _c_bfi, "prmt": _c_prmt, "lop3": _c_lop3,
    "shf": _c_shf, "mov": _c_mov, "cvt": _c_cvt, "cvta": _c_cvta, "ld": _c_ld, "ldu": _c_ld, "st": _c_st,
    "atom": _c_atom, "red": _c_atom, "bra": _c_bra, "ret": _c_exit, "exit": _c_exit, "trap": _c_trap,
    "membar": _c_nop, "fence": _c_nop, "nanosleep": _c_nop, "prefetch": _c_nop, "prefetchu": _c_nop,
    "griddepcontrol": _c_nop, "pmevent": _c_nop,
    "shfl": _c_shfl, "vote": _c_vote, "elect": _c_elect, "activemask": _c_activemask, "redux": _c_redux,
    "bar": _c_bar, "barrier": _c_bar,
})


def register(name: str, compiler: Callable[[Ctx], Code]) -> None:
    """Add an instruction family (used by the asynchronous-unit integration module)."""
    _COMPILERS[name] = compiler
