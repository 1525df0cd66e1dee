"""A PTX reader for the emulator: text -> kernels of instructions with parsed operands.

Covers the PTX that nanotile, Triton (LLVM NVPTX) and hand-written inline asm
produce (PTX ISA 8.x, chapter 4 "Syntax", 5 "State Spaces, Types, and
Variables", 11 "Directives"):

- module directives ``.version``, ``.target``, ``.address_size``; ``.file``,
  ``.loc``, ``.pragma`` and ``.section`` debug blocks are read and dropped;
- module- or function-scope ``.shared`` variables (``.extern .shared ...[]`` is
  the dynamic shared memory, sized at launch);
- ``.entry`` with ``.param`` declarations (scalars, ``.ptr`` attributes,
  ``.align N .b8 name[SIZE]`` byte arrays such as a 128-byte CUtensorMap);
  performance directives (``.reqntid``, ``.maxntid``, ...);
- ``.reg`` declarations including ranges ``%r<100>`` (``%r0``..``%r99``);
- ``{ ... }`` blocks that open a scope: ``.reg`` names and labels declared in
  a block are visible only inside it (PTX ISA 4.4 "Scope"), which is how
  Triton's repeated inline-asm snippets can each declare ``complete`` and
  ``waitLoop``;
- guards ``@%p`` / ``@!%p``, labels, vector operands ``{%r1, %r2}``,
  addresses ``[%rd1+16]``, ``[sym]``, ``[%rd, {%r1, %r2}]`` (tensor
  coordinates), predicate pairs ``%r|%p``, sinks ``_``, ``!%p`` operands, and
  immediates (decimal, ``0x`` hex, ``0f``/``0d`` IEEE hex floats).

Anything else is a :class:`PtxSyntaxError` naming the line.  The reader does
not decide whether an opcode is supported; the machine does, when it compiles
the kernel.
"""

from __future__ import annotations

import re
import struct
from dataclasses import dataclass, field
from typing import TypeAlias, Union

from .errors import PtxSyntaxError

# ---- operands ------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Reg:
    """A register (``name`` is unique in its kernel; scoped names carry ``@scope``)."""

    name: str


@dataclass(frozen=True, slots=True)
class Special:
    """A special register such as ``%tid.x`` or ``%laneid`` (PTX ISA 10)."""

    name: str


@dataclass(frozen=True, slots=True)
class Imm:
    """An integer immediate."""

    value: int


@dataclass(frozen=True, slots=True)
class FImm:
    """A floating-point immediate: its IEEE bits and width (``0f`` -> 32, ``0d`` -> 64)."""

    bits: int
    width: int

    @property
    def value(self) -> float:
        if self.width == 32:
            return float(struct.unpack("<f", struct.pack("<I", self.bits))[0])
        return float(struct.unpack("<d", struct.pack("<Q", self.bits))[0])


@dataclass(frozen=True, slots=True)
class Sym:
    """A name that is not a register: a variable, a parameter, or a label."""

    name: str


@dataclass(frozen=True, slots=True)
class Sink:
    """``_``: a result that is discarded."""


@dataclass(frozen=True, slots=True)
class Not:
    """``!%p``: a negated predicate source."""

    reg: Reg


@dataclass(frozen=True, slots=True)
class PredPair:
    """``%r|%p``: two destinations of one instruction (``elect.sync``, ``shfl.sync``)."""

    first: "Operand"
    second: "Operand"


@dataclass(frozen=True, slots=True)
class Vec:
    """``{a, b, ...}``: a vector operand."""

    items: tuple["Operand", ...]


@dataclass(frozen=True, slots=True)
class Addr:
    """``[base+offset]`` or ``[base, {coords}]``; ``base`` None means an absolute address."""

    base: Reg | Sym | None
    offset: int
    coords: tuple["Operand", ...] | None = None


Operand: TypeAlias = Union[Reg, Special, Imm, FImm, Sym, Sink, Not, PredPair, Vec, Addr]

# ---- kernel structure -------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Instr:
    """One instruction: ``@guard opcode operands;`` at a source line."""

    line: int
    text: str
    opcode: str
    operands: tuple[Operand, ...]
    guard: Reg | None = None
    guard_negated: bool = False
    scopes: tuple[int, ...] = (0,)

    @property
    def parts(self) -> list[str]:
        return self.opcode.split(".")


@dataclass(frozen=True, slots=True)
class ParamDecl:
    """An entry parameter: ``.param .u32 n`` (size 4) or ``.param .align 64 .b8 tm[128]``."""

    name: str
    type: str
    size: int
    align: int


@dataclass(frozen=True, slots=True)
class VarDecl:
    """A ``.shared`` variable; ``size`` None for ``.extern`` (dynamic) shared memory."""

    name: str
    space: str
    align: int
    size: int | None
    line: int


@dataclass
class Kernel:
    name: str
    params: list[ParamDecl]
    regs: dict[str, str]                    # unique register name -> PTX type (".b32", ".pred", ...)
    instrs: list[Instr]
    labels: dict[tuple[str, int], int]      # (label, scope id) -> instruction index
    shared: list[VarDecl]
    directives: dict[str, tuple[int, ...]]  # ".reqntid" -> (128, 1, 1)
    line: int

    def label_pc(self, name: str, scopes: tuple[int, ...]) -> int | None:
        for sid in reversed(scopes):
            pc = self.labels.get((name, sid))
            if pc is not None:
                return pc
        return None


@dataclass
class Module:
    version: str = ""
    target: str = ""
    address_size: int = 64
    kernels: dict[str, Kernel] = field(default_factory=dict)
    shared: list[VarDecl] = field(default_factory=list)


# ---- lexing helpers ----------------------------------------------------------------------

_TYPE_SIZES = {"b8": 1, "u8": 1, "s8": 1, "b16": 2, "u16": 2, "s16": 2, "f16": 2, "bf16": 2,
               "b32": 4, "u32": 4, "s32": 4, "f32": 4, "f16x2": 4, "bf16x2": 4,
               "b64": 8, "u64": 8, "s64": 8, "f64": 8, "pred": 1, "b128": 16}

SPECIAL_REGS = {
    "%tid", "%ntid", "%ctaid", "%nctaid", "%laneid", "%warpid", "%nwarpid", "%smid", "%nsmid",
    "%gridid", "%clock", "%clock64", "%globaltimer", "%lanemask_eq", "%lanemask_le", "%lanemask_lt",
    "%lanemask_ge", "%lanemask_gt", "%dynamic_smem_size", "%total_smem_size", "%cluster_ctarank",
    "%cluster_nctarank", "%clusterid", "%nclusterid", "%cluster_ctaid", "%cluster_nctaid",
    "%is_explicit_cluster", "%aggr_smem_size", "%envreg0",
}


def type_size(t: str) -> int:
    """Bytes of a PTX type name (with or without the leading dot)."""
    return _TYPE_SIZES[t.lstrip(".")]


def strip_comments(text: str) -> str:
    """Remove ``//`` and ``/* */`` comments, keeping every newline (so line numbers stay)."""
    out: list[str] = []
    i, n = 0, len(text)
    while i < n:
        c = text[i]
        if c == '"':
            j = text.find('"', i + 1)
            j = n if j < 0 else j + 1
            out.append(text[i:j])
            i = j
        elif text.startswith("//", i):
            j = text.find("\n", i)
            i = n if j < 0 else j
        elif text.startswith("/*", i):
            j = text.find("*/", i + 2)
            j = n if j < 0 else j + 2
            out.append("\n" * text.count("\n", i, j))
            i = j
        else:
            j = i
            while j < n and text[j] not in '"/':
                j += 1
            if j == i:
                j += 1
            out.append(text[i:j])
            i = j
    return "".join(out)


_LABEL = re.compile(r"([A-Za-z_$%][\w$]*)\s*:(?!:)")
_NUM = re.compile(r"-?(0[xX][0-9a-fA-F]+|0[bB][01]+|0[0-7]*|[1-9][0-9]*)U?$")
_FNUM = re.compile(r"0([fFdD])([0-9a-fA-F]+)$")
_IDENT = re.compile(r"[A-Za-z_$%][\w$.]*$")


def split_top(s: str, sep: str = ",") -> list[str]:
    """Split at ``sep`` outside brackets and braces."""
    out: list[str] = []
    cur: list[str] = []
    depth = 0
    for c in s:
        if c in "[{(":
            depth += 1
        elif c in "]})":
            depth -= 1
        if c == sep and depth == 0:
            out.append("".join(cur).strip())
            cur = []
        else:
            cur.append(c)
    tail = "".join(cur).strip()
    if tail or out:
        out.append(tail)
    return out


def parse_int(tok: str) -> int | None:
    tok = tok.strip()
    if not _NUM.match(tok):
        return None
    neg = tok.startswith("-")
    body = tok[1:] if neg else tok
    body = body.rstrip("U")
    if body[:2] in ("0x", "0X"):
        v = int(body[2:], 16)
    elif body[:2] in ("0b", "0B"):
        v = int(body[2:], 2)
    elif len(body) > 1 and body[0] == "0":
        v = int(body, 8)
    else:
        v = int(body)
    return -v if neg else v


class _Scopes:
    """Register and label names by scope; scope 0 is the function body."""

    def __init__(self) -> None:
        self.stack: list[int] = [0]
        self.next = 1
        self.names: dict[int, dict[str, str]] = {0: {}}

    def push(self) -> None:
        self.stack.append(self.next)
        self.names[self.next] = {}
        self.next += 1

    def pop(self) -> bool:
        if len(self.stack) == 1:
            return False
        self.stack.pop()
        return True

    def declare(self, name: str) -> str:
        sid = self.stack[-1]
        unique = name if sid == 0 else f"{name}@{sid}"
        self.names[sid][name] = unique
        return unique

    def lookup(self, name: str) -> str | None:
        for sid in reversed(self.stack):
            u = self.names[sid].get(name)
            if u is not None:
                return u
        return None


class _Reader:
    def __init__(self, text: str) -> None:
        self.src = strip_comments(text)
        self.pos = 0
        self.n = len(self.src)

    def line_at(self, pos: int) -> int:
        return self.src.count("\n", 0, pos) + 1

    def skip_ws(self) -> None:
        while self.pos < self.n and self.src[self.pos].isspace():
            self.pos += 1

    def error(self, msg: str, pos: int | None = None) -> PtxSyntaxError:
        p = self.pos if pos is None else pos
        line = self.line_at(p)
        text = self.src.splitlines()[line - 1].strip() if self.src else ""
        return PtxSyntaxError(msg, line, text)

    def read_until(self, stops: str) -> str:
        """Text up to (not including) the first of ``stops`` outside brackets/braces."""
        start, depth = self.pos, 0
        while self.pos < self.n:
            c = self.src[self.pos]
            if depth == 0 and c in stops:
                return self.src[start:self.pos]
            if c in "[(":
                depth += 1
            elif c in "])":
                depth -= 1
            self.pos += 1
        raise self.error(f"expected one of {stops!r} before the end of the file", start)

    def read_balanced(self) -> tuple[int, str]:
        """At ``{``: the text inside the matching ``}`` and its start offset."""
        assert self.src[self.pos] == "{"
        depth, start = 0, self.pos
        while self.pos < self.n:
            c = self.src[self.pos]
            if c == "{":
                depth += 1
            elif c == "}":
                depth -= 1
                if depth == 0:
                    self.pos += 1
                    return start + 1, self.src[start + 1:self.pos - 1]
            self.pos += 1
        raise self.error("unbalanced '{'", start)


def parse_ptx(text: str) -> Module:
    """Read a PTX module (raises PtxSyntaxError with the line of the first problem)."""
    r = _Reader(text)
    m = Module()
    while True:
        r.skip_ws()
        if r.pos >= r.n:
            return m
        start = r.pos
        if r.src.startswith((".version", ".target", ".address_size", ".file", ".loc"), r.pos):
            end = r.src.find("\n", r.pos)
            end = r.n if end < 0 else end
            line = r.src[r.pos:end].split()
            if line[0] in (".version", ".address_size") and (len(line) < 2 or line[0] == ".address_size"
                                                              and not line[1].isdigit()):
                raise r.error(f"expected '{line[0]} {'N.M' if line[0] == '.version' else 'N'}'", start)
            r.pos = end
            if line[0] == ".version":
                m.version = line[1]
            elif line[0] == ".target":
                m.target = " ".join(line[1:])
            elif line[0] == ".address_size":
                m.address_size = int(line[1])
            continue
        if r.src.startswith(".section", r.pos):
            r.read_until("{")
            r.read_balanced()
            continue
        head = r.read_until(";{")
        if r.src[r.pos] == ";":
            r.pos += 1
            words = head.split()
            if ".shared" in words:
                m.shared.append(_var_decl(head, r.line_at(start), r, start))
            elif words and words[0] in (".pragma",) or ".func" in words or ".global" in words \
                    or ".const" in words:
                # declarations of functions or variables: kept out; a use of one is an error later
                continue
            else:
                raise r.error(f"unexpected module-level statement '{head.strip()}'", start)
            continue
        # a '{' opens an entry or a function body
        words = head.split()
        if ".entry" in words:
            k = _entry(r, head, start)
            m.kernels[k.name] = k
        elif ".func" in words:
            r.read_balanced()          # function definitions are read past; calling one is unsupported
        else:
            raise r.error(f"unexpected module-level block after '{head.strip()[:60]}'", start)


_VAR = re.compile(r"^(?P<mods>(?:\.\w+\s+|\.align\s+\d+\s+)*)(?P<name>[A-Za-z_$][\w$]*)\s*(\[(?P<size>\d*)\])?\s*$")


def _var_decl(decl: str, line: int, r: _Reader, pos: int) -> VarDecl:
    s = decl.strip()
    if "=" in s:
        raise r.error("initialized .shared variables are not supported", pos)
    mv = _VAR.match(s)
    if not mv:
        raise r.error(f"cannot read the variable declaration '{s}'", pos)
    mods = mv.group("mods").split()
    align = 1
    if ".align" in mods:
        align = int(mods[mods.index(".align") + 1])
    types = [w for w in mods if w.lstrip(".") in _TYPE_SIZES]
    if not types:
        raise r.error(f"variable '{mv.group('name')}' has no type", pos)
    esize = type_size(types[-1])
    if mv.group(3) is None:
        size: int | None = esize
    elif mv.group("size") == "":
        if ".extern" not in mods:
            raise r.error(f"'{mv.group('name')}[]' without a size must be .extern", pos)
        size = None
    else:
        size = esize * int(mv.group("size"))
    align = max(align, esize)
    return VarDecl(mv.group("name"), "shared", align, size, line)


_PARAM = re.compile(r"^\.param\s+(?P<mods>(?:\.\w+\s+|\.align\s+\d+\s+)*)(?P<name>[A-Za-z_$][\w$]*)\s*(\[(?P<n>\d+)\])?$")


def _entry(r: _Reader, head: str, start: int) -> Kernel:
    mh = re.search(r"\.entry\s+([A-Za-z_$][\w$]*)\s*\((.*?)\)(.*)$", head, re.S)
    if not mh:
        mh2 = re.search(r"\.entry\s+([A-Za-z_$][\w$]*)\s*()()(.*)$", head, re.S)
        if not mh2:
            raise r.error("cannot read the .entry header", start)
        mh = mh2
    name = mh.group(1)
    params: list[ParamDecl] = []
    for p in split_top(mh.group(2)):
        if not p:
            continue
        mp = _PARAM.match(" ".join(p.split()))
        if not mp:
            raise r.error(f"cannot read the parameter '{p}'", start)
        mods = mp.group("mods").split()
        types = [w for w in mods if w.lstrip(".") in _TYPE_SIZES]
        if not types:
            raise r.error(f"parameter '{mp.group('name')}' has no type", start)
        esize = type_size(types[0])
        count = int(mp.group("n")) if mp.group("n") else 1
        align = int(mods[mods.index(".align") + 1]) if ".align" in mods and \
            mods.index(".align") + 1 < len(mods) and mods[mods.index(".align") + 1].isdigit() else esize
        if ".ptr" in mods:
            align = esize          # .ptr .align N describes the pointee, not the parameter
        params.append(ParamDecl(mp.group("name"), types[0], esize * count, max(align, 1)))
    directives: dict[str, tuple[int, ...]] = {}
    for md in re.finditer(r"(\.\w+)\s*([\d\s,]*)", mh.group(3)):
        nums = tuple(int(x) for x in re.findall(r"\d+", md.group(2)))
        directives[md.group(1)] = nums
    body_start, body = r.read_balanced()
    k = Kernel(name, params, {}, [], {}, [], directives, r.line_at(start))
    _body(r, k, body, body_start)
    return k


def _body(r: _Reader, k: Kernel, body: str, base: int) -> None:
    sc = _Scopes()
    pos, n = 0, len(body)
    line = r.line_at(base)
    pending_labels: list[tuple[str, int]] = []

    def advance(to: int) -> None:
        nonlocal pos, line
        line += body.count("\n", pos, to)
        pos = to

    while True:
        while pos < n and body[pos].isspace():
            advance(pos + 1)
        if pos >= n:
            break
        c = body[pos]
        if c == "{":
            sc.push()
            advance(pos + 1)
            continue
        if c == "}":
            if not sc.pop():
                raise PtxSyntaxError("unbalanced '}'", line, "}")
            advance(pos + 1)
            continue
        if body.startswith((".loc", ".file"), pos):       # line directives end at the newline
            eol = body.find("\n", pos)
            advance(n if eol < 0 else eol)
            continue
        ml = _LABEL.match(body, pos)
        if ml:
            k.labels[(ml.group(1), sc.stack[-1])] = len(k.instrs)
            advance(ml.end())
            continue
        # a statement: up to ';' outside brackets and braces
        depth, j = 0, pos
        while j < n:
            cj = body[j]
            if cj in "[{(":
                depth += 1
            elif cj in "]})":
                depth -= 1
            elif cj == ";" and depth == 0:
                break
            j += 1
        if j >= n:
            raise PtxSyntaxError("statement without ';'", line, body[pos:pos + 60].strip())
        stmt = body[pos:j]
        stmt_line = line
        advance(j + 1)
        _statement(k, sc, " ".join(stmt.split()), stmt_line)
    del pending_labels


_REG_RANGE = re.compile(r"^([%A-Za-z_$][\w$]*)<(\d+)>$")
MAX_REG_RANGE = 1 << 20
"""Registers one ``%r<N>`` declaration may name: the emulator declares each (ptxas takes N = 2^31 - 1
lazily; declaring 2^31 one by one never ended)."""


def _statement(k: Kernel, sc: _Scopes, s: str, line: int) -> None:
    if not s:
        return
    if s.startswith("."):
        words = s.split()
        d = words[0]
        if d == ".reg":
            types = [w for w in words[1:] if w.startswith(".")]
            if not types or types[-1].lstrip(".") not in _TYPE_SIZES or any(t.startswith(".v") for t in types):
                raise PtxSyntaxError(f"unsupported register declaration type {' '.join(types)}", line, s)
            rest = s.split(types[-1], 1)[1]
            for item in split_top(rest):
                mr = _REG_RANGE.match(item)
                if mr:
                    if int(mr.group(2)) > MAX_REG_RANGE:
                        raise PtxSyntaxError(f"'{item}' declares more registers than the emulator's "
                                             f"{MAX_REG_RANGE}", line, s)
                    for i in range(int(mr.group(2))):
                        k.regs[sc.declare(f"{mr.group(1)}{i}")] = types[-1]
                elif re.match(r"^[%A-Za-z_$][\w$]*$", item):
                    k.regs[sc.declare(item)] = types[-1]
                else:
                    raise PtxSyntaxError(f"cannot read register name '{item}'", line, s)
            return
        if d == ".shared" or (d == ".extern" and ".shared" in words):
            rr = _Reader(s)
            k.shared.append(_var_decl(s, line, rr, 0))
            return
        if d in (".loc", ".file", ".pragma", ".maxnreg", ".reqntid", ".maxntid"):
            return
        if d == ".local":
            raise PtxSyntaxError("local memory (.local variables) is not supported", line, s)
        raise PtxSyntaxError(f"unknown directive '{d}' in a function body", line, s)
    guard: Reg | None = None
    neg = False
    gname = ""
    if s.startswith("@"):
        g, _, s2 = s.partition(" ")
        neg = g.startswith("@!")
        gname = g[2:] if neg else g[1:]
        u = sc.lookup(gname)
        if u is None:
            raise PtxSyntaxError(f"undeclared guard predicate '{gname}'", line, s)
        guard = Reg(u)
        s = s2.strip()
    op, _, rest = s.partition(" ")
    operands = tuple(_operand(x, sc, line, s) for x in split_top(rest)) if rest.strip() else ()
    k.instrs.append(Instr(line, s if guard is None else f"@{'!' if neg else ''}{gname} {s}",
                          op, operands, guard, neg, tuple(sc.stack)))


def _operand(t: str, sc: _Scopes, line: int, stmt: str) -> Operand:
    t = t.strip()
    if not t:
        raise PtxSyntaxError("empty operand", line, stmt)
    if t == "_":
        return Sink()
    if t[0] == "{":
        if t[-1] != "}":
            raise PtxSyntaxError(f"bad vector operand '{t}'", line, stmt)
        inner = t[1:-1].strip()
        return Vec(tuple(_operand(x, sc, line, stmt) for x in split_top(inner)) if inner else ())
    if t[0] == "[":
        if t[-1] != "]":
            raise PtxSyntaxError(f"bad address operand '{t}'", line, stmt)
        return _address(t[1:-1].strip(), sc, line, stmt)
    if t[0] == "!":
        neg = _operand(t[1:], sc, line, stmt)
        if not isinstance(neg, Reg):
            raise PtxSyntaxError(f"'!' applies to a predicate register, not '{t[1:]}'", line, stmt)
        return Not(neg)
    if "|" in t:
        a, b = t.split("|", 1)
        return PredPair(_operand(a, sc, line, stmt), _operand(b, sc, line, stmt))
    mf = _FNUM.match(t)
    if mf:
        return FImm(int(mf.group(2), 16), 32 if mf.group(1) in "fF" else 64)
    v = parse_int(t)
    if v is not None:
        return Imm(v)
    if _IDENT.match(t):
        u = sc.lookup(t)
        if u is not None:
            return Reg(u)
        if t.startswith("%"):
            base = t.split(".")[0]
            if base in SPECIAL_REGS:
                return Special(t)
            raise PtxSyntaxError(f"undeclared register '{t}'", line, stmt)
        return Sym(t)
    raise PtxSyntaxError(f"cannot read operand '{t}'", line, stmt)


def _address(inner: str, sc: _Scopes, line: int, stmt: str) -> Addr:
    parts = split_top(inner)
    coords: tuple[Operand, ...] | None = None
    if len(parts) == 2:
        c = _operand(parts[1], sc, line, stmt)
        coords = c.items if isinstance(c, Vec) else (c,)
        inner = parts[0]
    elif len(parts) > 2:
        raise PtxSyntaxError(f"cannot read address '[{inner}]'", line, stmt)
    s = inner.replace(" ", "")
    m = re.match(r"^([%A-Za-z_$][\w$.]*)?(?:([+-])(.+))?$", s)
    if m and (m.group(1) or m.group(3)):
        off = 0
        if m.group(3) is not None:
            v = parse_int(m.group(3))
            if v is None:
                raise PtxSyntaxError(f"address offset '{m.group(3)}' is not an integer", line, stmt)
            off = -v if m.group(2) == "-" else v
        if m.group(1) is None:
            return Addr(None, off, coords)
        b = _operand(m.group(1), sc, line, stmt)
        if not isinstance(b, (Reg, Sym)):
            raise PtxSyntaxError(f"address base '{m.group(1)}' is not a register or a variable", line, stmt)
        return Addr(b, off, coords)
    v = parse_int(s)
    if v is not None:
        return Addr(None, v, coords)
    raise PtxSyntaxError(f"cannot read address '[{inner}]'", line, stmt)
