"""MLIR text -> ``Module``: the generic op form for every registered op.

Grammar read (a subset of MLIR's, enough for every language nanotile has):

    module   ::= `module` (`attributes` dict)? `{` op* `}` loc? | op*
    op       ::= (results `=`)? string `(` uses? `)` (`[` succs `]`)? (`<{` entries `}>`)?
                 (`(` region (`,` region)* `)`)? dict? `:` function-type loc?
    region   ::= `{` block* `}`          block ::= (`^`id (`(` args `)`)? `:`)? op*
    loc      ::= `loc(` (`unknown` | string `:` int `:` int) `)`

Values must be defined textually before they are used (nanotile's printer
always emits them that way); block labels may be referenced before their
block.  Every error is a located ``DiagnosticError``; the parser never
returns a partial module.
"""

from __future__ import annotations

import bisect
import re
from dataclasses import dataclass, field
from typing import Any

from .attributes import (
    KNOWN_DIALECT_ATTRS, ArrayAttr, Attribute, DenseArrayAttr, DenseElementsAttr, DialectAttr,
    DictAttr, FloatAttr, IntegerAttr, StringAttr, SymbolRefAttr, TypeAttr, UnitAttr,
)
from .core import (
    REGISTRY, Block, CodecError, Kind, Module, OpSpec, Region, Successor, Value, op_successors,
)
from .diagnostics import DiagnosticError, error
from .location import UNKNOWN, Location
from .types import (
    DYNAMIC, FLOAT_WIDTHS, KNOWN_DIALECT_TYPES, DialectType, FloatType, FunctionType, IndexType,
    IntegerType, KeyParam, LLVMArrayType, LLVMFunctionType, LLVMPointerType, LLVMStructType,
    LLVMVoidType, MemRefType, NoneType, ShapeParam, TensorType, Type, TypeParam, VectorType,
)

_WS = re.compile(r"(?:\s+|//[^\n]*)+")
_BARE = re.compile(r"[A-Za-z_][A-Za-z0-9_$.]*")
_SUFFIX = re.compile(r"[A-Za-z0-9_$.\-]+")
_NUMBER = re.compile(r"-?(?:0x[0-9A-Fa-f]+|[0-9]+(?:\.[0-9]*(?:[eE][-+]?[0-9]+)?)?)")
_INT = re.compile(r"-?[0-9]+")
_UINT = re.compile(r"[0-9]+")
_MAX_INT_WIDTH = 16777215  # MLIR's limit
_TYPE_START = re.compile(r"!|[su]?i[0-9]|index\b|none\b|f16\b|bf16\b|f32\b|f64\b|tf32\b|f8|vector<|tensor<|memref<|\(")


@dataclass
class _Scope:
    values: dict[str, Value] = field(default_factory=dict)


class Parser:
    """One parse of one text; use ``parse_module``."""

    def __init__(self, text: str, filename: str) -> None:
        self.text = text
        self.file = filename
        self.pos = 0
        self.line_starts = [0] + [m.end() for m in re.finditer("\n", text)]
        self.scopes: list[_Scope] = []
        self.free_values = False  # parse_op_example: an undeclared use declares itself

    # -- positions and diagnostics -----------------------------------------

    def loc_at(self, pos: int) -> Location:
        line = bisect.bisect_right(self.line_starts, pos)
        return Location(self.file, line, pos - self.line_starts[line - 1] + 1)

    def fail(self, message: str, pos: int | None = None) -> DiagnosticError:
        return error(self.loc_at(self.pos if pos is None else pos), message)

    def ws(self) -> None:
        m = _WS.match(self.text, self.pos)
        if m:
            self.pos = m.end()

    def peek(self, s: str) -> bool:
        self.ws()
        return self.text.startswith(s, self.pos)

    def accept(self, s: str) -> bool:
        if self.peek(s):
            if s[-1].isalpha() and self.pos + len(s) < len(self.text):
                nxt = self.text[self.pos + len(s)]
                if nxt.isalnum() or nxt in "_$.":
                    return False
            self.pos += len(s)
            return True
        return False

    def expect(self, s: str, what: str = "") -> None:
        if not self.accept(s):
            raise self.fail(f"expected '{s}'{' ' + what if what else ''}, got {self.got()}")

    def regex(self, rx: re.Pattern[str], what: str) -> str:
        self.ws()
        m = rx.match(self.text, self.pos)
        if not m:
            raise self.fail(f"expected {what}, got {self.got()}")
        self.pos = m.end()
        return m.group(0)

    def got(self) -> str:
        """What is at the current position, for "expected X, got Y" messages."""
        if self.pos >= len(self.text):
            return "end of file"
        m = re.compile(r"[A-Za-z0-9_$.]+|\S").match(self.text, self.pos)
        word = m.group(0)[:30] if m else self.text[self.pos]
        return ascii(word) if not word.isprintable() else f"'{word}'"

    def at_end(self) -> bool:
        self.ws()
        return self.pos >= len(self.text)

    # -- literals -----------------------------------------------------------

    def string(self) -> str:
        self.ws()
        start = self.pos
        if not self.text.startswith('"', self.pos):
            raise self.fail("expected string literal")
        i = self.pos + 1
        out: list[str] = []
        while True:
            if i >= len(self.text) or self.text[i] == "\n":
                raise self.fail("expected '\"' in string literal", start)
            ch = self.text[i]
            if ch == '"':
                break
            if ch == "\\":
                nxt = self.text[i + 1:i + 2]
                if nxt in ('"', "\\"):
                    out.append(nxt)
                    i += 2
                elif nxt == "n":
                    out.append("\n")
                    i += 2
                elif nxt == "t":
                    out.append("\t")
                    i += 2
                elif re.fullmatch(r"[0-9A-Fa-f]{2}", self.text[i + 1:i + 3]):
                    raw = bytearray()
                    while self.text[i:i + 1] == "\\" and re.fullmatch(r"[0-9A-Fa-f]{2}", self.text[i + 1:i + 3]):
                        raw.append(int(self.text[i + 1:i + 3], 16))
                        i += 3
                    out.append(raw.decode("utf-8", errors="replace"))
                else:
                    raise self.fail("unknown escape in string literal", i)
            else:
                out.append(ch)
                i += 1
        self.pos = i + 1
        return "".join(out)

    def integer(self) -> int:
        tok = self.regex(_INT, "integer")
        return int(tok)

    def bare(self, what: str = "identifier") -> str:
        return self.regex(_BARE, what)

    # -- types --------------------------------------------------------------

    def type(self) -> Type:
        self.ws()
        start = self.pos
        t = self.text
        if t.startswith("(", self.pos):
            return self.function_type()
        if t.startswith("!", self.pos):
            return self.dialect_type()
        word = self.regex(re.compile(r"[A-Za-z_][A-Za-z0-9_]*"), "type")
        m = re.fullmatch(r"([su]?)i([0-9]+)", word)
        if m:
            if int(m.group(2)) > _MAX_INT_WIDTH:
                raise self.fail(f"integer bitwidth is limited to {_MAX_INT_WIDTH} bits", start)
            return IntegerType(int(m.group(2)), m.group(1))
        if word == "index":
            return IndexType()
        if word == "none":
            return NoneType()
        if word in FLOAT_WIDTHS:
            return FloatType(word)
        if word in ("vector", "tensor", "memref"):
            return self.shaped(word)
        raise self.fail(f"unknown type '{word}'", start)

    def dims(self) -> tuple[tuple[int, ...], Type]:
        """``128x?x4xf32`` -> ((128, -1, 4), f32)."""
        out: list[int] = []
        while True:
            self.ws()
            m = re.compile(r"(\?|[0-9]+)x").match(self.text, self.pos)
            if not m:
                break
            out.append(DYNAMIC if m.group(1) == "?" else int(m.group(1)))
            self.pos = m.end()
        return tuple(out), self.type()

    def shaped(self, kind: str) -> Type:
        self.expect("<")
        shape, elem = self.dims()
        extra: Attribute | None = None
        if self.accept(","):
            extra = self.attribute()
        self.expect(">", f"to close {kind} type")
        if kind == "vector":
            if extra is not None:
                raise self.fail("vector types take no encoding")
            return VectorType(shape, elem)
        if kind == "tensor":
            return TensorType(shape, elem, extra)
        return MemRefType(shape, elem, extra)

    def function_type(self) -> FunctionType:
        self.expect("(")
        ins: list[Type] = []
        if not self.accept(")"):
            ins.append(self.type())
            while self.accept(","):
                ins.append(self.type())
            self.expect(")")
        self.expect("->", "in function type")
        if self.peek("("):
            save = self.pos
            self.expect("(")
            outs: list[Type] = []
            if not self.accept(")"):
                outs.append(self.type())
                while self.accept(","):
                    outs.append(self.type())
                self.expect(")")
            if self.peek("->"):  # the result was itself a function type
                self.pos = save
                return FunctionType(tuple(ins), (self.function_type(),))
            return FunctionType(tuple(ins), tuple(outs))
        return FunctionType(tuple(ins), (self.type(),))

    def dialect_type(self) -> Type:
        start = self.pos
        self.expect("!")
        full = self.bare("dialect type name")
        if full.startswith("llvm."):
            return self.llvm_type(full[5:], start)
        if full not in KNOWN_DIALECT_TYPES:
            raise self.fail(f"unknown type '!{full}'", start)
        dialect, _, name = full.partition(".")
        return DialectType(dialect, name, self.params() if self.peek("<") else ())

    def llvm_type(self, name: str, start: int) -> Type:
        if name == "ptr":
            if self.accept("<"):
                n = self.integer()
                self.expect(">")
                return LLVMPointerType(n)
            return LLVMPointerType(0)
        if name == "void":
            return LLVMVoidType()
        if name == "struct":
            self.expect("<")
            packed = self.accept("packed")
            self.expect("(")
            fs: list[Type] = []
            if not self.accept(")"):
                fs.append(self.llvm_element())
                while self.accept(","):
                    fs.append(self.llvm_element())
                self.expect(")")
            self.expect(">")
            return LLVMStructType(tuple(fs), packed)
        if name == "array":
            self.expect("<")
            n = self.integer()
            self.expect("x", "in !llvm.array")
            elem = self.llvm_element()
            self.expect(">")
            return LLVMArrayType(n, elem)
        if name == "func":
            self.expect("<")
            res = self.llvm_element()
            self.expect("(")
            ps: list[Type] = []
            vararg = False
            if not self.accept(")"):
                while True:
                    if self.accept("..."):
                        vararg = True
                    else:
                        ps.append(self.llvm_element())
                    if not self.accept(","):
                        break
                self.expect(")")
            self.expect(">")
            return LLVMFunctionType(res, tuple(ps), vararg)
        raise self.fail(f"unknown type '!llvm.{name}'", start)

    def llvm_element(self) -> Type:
        """Inside ``!llvm.`` types, ``ptr``/``struct``/``array``/``void``/``func`` lose the prefix."""
        self.ws()
        start = self.pos
        m = re.compile(r"(ptr|struct|array|void|func)\b").match(self.text, self.pos)
        if m:
            self.pos = m.end()
            return self.llvm_type(m.group(1), start)
        return self.type()

    def params(self) -> tuple[TypeParam, ...]:
        """``<p, q, key = v>`` for dialect types and attributes."""
        self.expect("<")
        out: list[TypeParam] = []
        if self.accept(">"):
            return ()
        while True:
            out.append(self.param())
            if not self.accept(","):
                break
        self.expect(">", "to close parameter list")
        return tuple(out)

    def param(self) -> TypeParam:
        self.ws()
        t = self.text
        if re.compile(r"-[0-9]+(?![0-9A-Za-z_.])").match(t, self.pos):
            return self.integer()
        m = re.compile(r"[0-9?]+(?:x[0-9?]+)*").match(t, self.pos)
        if m and not t.startswith("x", m.end()):
            if "x" in m.group(0):
                self.pos = m.end()
                return ShapeParam(tuple(DYNAMIC if d == "?" else int(d) for d in m.group(0).split("x")))
            if "?" not in m.group(0):
                return self.integer()
        if t.startswith("#", self.pos) or t.startswith('"', self.pos) or t.startswith("[", self.pos):
            return self.attribute()
        if _TYPE_START.match(t, self.pos) and not re.compile(r"[A-Za-z_][A-Za-z0-9_]*\s*=(?!=)").match(t, self.pos):
            save = self.pos
            try:
                return self.type()
            except DiagnosticError:
                self.pos = save
        word = self.bare("parameter")
        if self.accept("="):
            return KeyParam(word, self.param())
        return word

    # -- attributes ---------------------------------------------------------

    def attribute(self) -> Attribute:
        self.ws()
        t = self.text
        p = self.pos
        start = p
        if t.startswith('"', p):
            return StringAttr(self.string())
        if t.startswith("[", p):
            self.expect("[")
            elems: list[Attribute] = []
            if not self.accept("]"):
                elems.append(self.attribute())
                while self.accept(","):
                    elems.append(self.attribute())
                self.expect("]")
            return ArrayAttr(tuple(elems))
        if t.startswith("{", p):
            return self.dict_attr()
        if t.startswith("@", p):
            return self.symbol_ref()
        if t.startswith("#", p):
            self.pos += 1
            full = self.bare("attribute name")
            if full not in KNOWN_DIALECT_ATTRS:
                raise self.fail(f"unknown attribute '#{full}'", start)
            dialect, _, name = full.partition(".")
            return DialectAttr(dialect, name, self.params() if self.peek("<") else ())
        if self.accept("unit"):
            return UnitAttr()
        if self.accept("true"):
            return IntegerAttr(1, IntegerType(1))
        if self.accept("false"):
            return IntegerAttr(0, IntegerType(1))
        if self.accept("array"):
            return self.dense_array()
        if self.accept("dense"):
            return self.dense(start)
        if _NUMBER.match(t, p):
            return self.number_attr()
        if _TYPE_START.match(t, p):
            return TypeAttr(self.type())
        raise self.fail("expected attribute value")

    def number(self, what: str = "number") -> str:
        """One numeric token: ``-12``, ``0x1F``, ``1.5``, ``2.0e-3``."""
        self.ws()
        start = self.pos
        tok = self.regex(_NUMBER, what)
        if tok in ("0", "-0") and self.text.startswith(("x", "X"), self.pos):
            raise self.fail("expected hexadecimal digits after '0x'", start)
        return tok

    def number_attr(self) -> Attribute:
        start = self.pos
        tok = self.number()
        ty: Type = IntegerType(64)
        if self.accept(":"):
            ty = self.type()
        elif "." in tok:
            ty = FloatType("f64")
        if isinstance(ty, FloatType):
            return FloatAttr(self.float_value(tok, ty, start), ty)
        if not isinstance(ty, (IntegerType, IndexType)):
            raise self.fail(f"invalid type for number literal: '{ty}'", start)
        return IntegerAttr(self.int_value(tok, ty, start), ty)

    def int_value(self, tok: str, ty: Type, start: int) -> int:
        """``tok`` as an integer of type ``ty`` (an integer or index type), range-checked."""
        if "." in tok:
            raise self.fail(f"floating point literal '{tok}' with integer type '{ty}'", start)
        neg = tok.startswith("-")
        body = tok[1:] if neg else tok
        v = int(body, 16) if body[:2].lower() == "0x" else int(body, 10)
        v = -v if neg else v
        if isinstance(ty, IntegerType):
            w = ty.width
            lo, hi = {"s": (-(1 << (w - 1)), (1 << (w - 1)) - 1), "u": (0, (1 << w) - 1)}.get(
                ty.signedness, (-(1 << (w - 1)) if w > 1 else -1, (1 << w) - 1))
        else:
            lo, hi = -(1 << 63), (1 << 64) - 1
        if not lo <= v <= hi:
            raise self.fail(f"integer constant {tok} out of range for type '{ty}'", start)
        if isinstance(ty, IntegerType) and w == 1 and not ty.signedness:
            v = 1 if v else 0  # -1 : i1 is true
        return v

    def float_value(self, tok: str, ty: FloatType, start: int) -> float:
        """``tok`` as a value of float type ``ty``; hex literals are the type's bit pattern."""
        import struct

        if tok.lower().startswith(("0x", "-0x")):
            if tok.startswith("-"):
                raise self.fail("hexadecimal float literal should not have a leading minus", start)
            bits = int(tok, 16)
            fmt, width = {"f16": ("<e", 16), "f64": ("<d", 64)}.get(ty.name, ("<f", 32))
            if ty.name == "bf16":
                width = 16
            if bits >> width:
                raise self.fail(f"hexadecimal float constant out of range for type '{ty}'", start)
            if ty.name == "bf16":
                bits <<= 16
            raw = bits.to_bytes(width // 8 if ty.name != "bf16" else 4, "little")
            return float(struct.unpack(fmt, raw)[0])
        return float(tok)

    def dense_array(self) -> DenseArrayAttr:
        self.expect("<", "after 'array'")
        self.ws()
        tpos = self.pos
        elem = self.type()
        if not isinstance(elem, (IntegerType, IndexType, FloatType)):
            raise self.fail(f"invalid element type '{elem}' for a dense array", tpos)
        vals: list[int | float] = []
        if self.accept(":"):
            while True:
                vals.append(self.scalar(elem))
                if not self.accept(","):
                    break
            self.expect(">", "to close dense array")
        else:
            self.expect(">", "or ':' after the dense array's element type")
        return DenseArrayAttr(elem, tuple(vals))

    def scalar(self, elem: Type) -> int | float:
        if self.accept("true"):
            return 1
        if self.accept("false"):
            return 0
        self.ws()
        start = self.pos
        tok = self.number()
        if isinstance(elem, FloatType):
            return self.float_value(tok, elem, start)
        return self.int_value(tok, elem, start)

    def dense(self, start: int) -> DenseElementsAttr:
        self.expect("<", "after 'dense'")
        raw: list[tuple[str, int]] = []
        depth = 0
        while True:
            self.ws()
            if self.accept("["):
                depth += 1
            elif self.accept("]"):
                depth -= 1
            elif self.accept(","):
                pass
            elif self.peek(">") and depth == 0:
                break
            else:
                p = self.pos
                if self.accept("true"):
                    raw.append(("1", p))
                elif self.accept("false"):
                    raw.append(("0", p))
                else:
                    raw.append((self.number("dense element"), p))
        self.expect(">")
        self.expect(":")
        ty = self.type()
        if not isinstance(ty, (TensorType, VectorType)):
            raise self.fail("dense attribute requires a tensor or vector type", start)
        elem = ty.element
        vals: list[int | float] = []
        for tok, p in raw:
            if isinstance(elem, FloatType):
                vals.append(self.float_value(tok, elem, p))
            elif isinstance(elem, (IntegerType, IndexType)):
                vals.append(self.int_value(tok, elem, p))
            else:
                raise self.fail(f"invalid element type '{elem}' for a dense attribute", start)
        n = 1
        for d in ty.shape:
            n *= d
        if len(vals) not in (1, n):
            raise self.fail(f"dense attribute has {len(vals)} elements, type {ty} needs {n}", start)
        return DenseElementsAttr(ty, tuple(vals))

    def symbol_ref(self) -> SymbolRefAttr:
        parts = [self.symbol()]
        while self.accept("::"):
            parts.append(self.symbol())
        return SymbolRefAttr(parts[0], tuple(parts[1:]))

    def symbol(self) -> str:
        self.expect("@")
        if self.peek('"'):
            return self.string()
        return self.regex(re.compile(r"[A-Za-z_$.][A-Za-z0-9_$.\-]*"), "symbol name")

    def dict_attr(self) -> DictAttr:
        self.expect("{")
        entries: list[tuple[str, Attribute]] = []
        seen: set[str] = set()
        if not self.accept("}"):
            while True:
                self.ws()
                kpos = self.pos
                key = self.string() if self.peek('"') else self.bare("attribute name")
                if key in seen:
                    raise self.fail(f"duplicate key '{key}' in dictionary attribute", kpos)
                seen.add(key)
                entries.append((key, self.attribute() if self.accept("=") else UnitAttr()))
                if not self.accept(","):
                    break
            self.expect("}", "to close attribute dictionary")
        return DictAttr(tuple(entries))

    # -- locations ----------------------------------------------------------

    def opt_loc(self, default: Location) -> Location:
        if not self.accept("loc"):
            return default
        self.expect("(", "after 'loc'")
        if self.accept("unknown"):
            self.expect(")", "to close location")
            return UNKNOWN
        if not self.peek('"'):
            raise self.fail(f"expected location (\"file\":line:col or unknown), got {self.got()}")
        f = self.string()
        self.expect(":", "after the file name in location")
        line = int(self.regex(_UINT, "line number in location"))
        self.expect(":", "after the line number in location")
        col = int(self.regex(_UINT, "column number in location"))
        self.expect(")", "to close location")
        return Location(f, line, col)

    # -- values -------------------------------------------------------------

    def value_name(self) -> str:
        self.expect("%")
        return self.regex(_SUFFIX, "value name")

    def use(self) -> tuple[str, int]:
        self.ws()
        p = self.pos
        name = self.value_name()
        if self.accept("#"):
            name += "#" + str(self.integer())
        return name, p

    def lookup(self, name: str, pos: int, type_: Type | None = None) -> Value:
        for s in reversed(self.scopes):
            v = s.values.get(name)
            if v is None and name.endswith("#0"):
                v = s.values.get(name[:-2])
            if v is not None:
                return v
        if self.free_values and type_ is not None:
            v = Value(name, type_)
            self.scopes[0].values[name] = v
            return v
        raise self.fail(f"use of undeclared SSA value name '%{name}'", pos)

    def define(self, v: Value, pos: int) -> None:
        for s in self.scopes:
            if v.name in s.values:
                raise self.fail(f"redefinition of SSA value '%{v.name}'", pos)
        self.scopes[-1].values[v.name] = v

    # -- ops, blocks, regions -----------------------------------------------

    def module(self) -> Module[Any]:
        self.scopes = [_Scope()]
        self.ws()
        start = self.pos
        if self.accept("module"):
            attrs = self.dict_attr() if self.accept("attributes") else DictAttr(())
            self.expect("{", "to open module body")
            ops = []
            while not self.accept("}"):
                if self.at_end():
                    raise self.fail("expected '}' to close module body (unterminated region)", start)
                ops.append(self.op())
            mloc = self.opt_loc(self.loc_at(start))
            if not self.at_end():
                raise self.fail("expected end of file after module")
            return Module(tuple(ops), attrs, mloc)
        ops = []
        while not self.at_end():
            ops.append(self.op())
        return Module(tuple(ops), DictAttr(()), self.loc_at(start))

    def op(self) -> Any:
        self.ws()
        start = self.pos
        res: list[tuple[str, int, int]] = []  # name, count, pos
        if self.peek("%"):
            while True:
                self.ws()
                rp = self.pos
                name = self.value_name()
                count = 1
                if self.accept(":"):
                    count = self.integer()
                res.append((name, count, rp))
                if not self.accept(","):
                    break
            self.expect("=", "after op results")
        self.ws()
        if not self.peek('"'):
            raise self.fail(f"expected an operation in generic form (\"dialect.op\"(...)), got {self.got()}")
        npos = self.pos
        name = self.string()
        spec = REGISTRY.get(name)
        if spec is None:
            raise self.fail(f"unknown operation '{name}'", npos)
        oploc = self.loc_at(start)
        self.expect("(")
        uses: list[tuple[str, int]] = []
        if not self.accept(")"):
            uses.append(self.use())
            while self.accept(","):
                uses.append(self.use())
            self.expect(")", "to close operand list")
        succs: list[str] = []
        if self.accept("["):
            while True:
                self.expect("^")
                succs.append(self.regex(_SUFFIX, "block label"))
                if not self.accept(","):
                    break
            self.expect("]")
        props = DictAttr(())
        if self.peek("<{"):
            self.expect("<")
            props = self.dict_attr()
            self.expect(">")
        regions: list[Region[Any]] = []
        if self.peek("(") and re.compile(r"\(\s*\{").match(self.text, self.pos):
            self.expect("(")
            isolated = bool(getattr(spec.cls, "ISOLATED", False))
            while True:
                regions.append(self.region(isolated))
                if not self.accept(","):
                    break
            self.expect(")", "to close region list")
        attrs = self.dict_attr() if self.peek("{") else DictAttr(())
        self.expect(":", "before the op's function type")
        tpos = self.pos
        ftype = self.function_type()
        loc = self.opt_loc(oploc)
        if len(ftype.inputs) != len(uses):
            raise self.fail(f"'{name}' op has {_n(len(uses), 'operand')} but its type lists "
                            f"{_n(len(ftype.inputs), 'operand type')}", tpos)
        operands: list[Value] = []
        for (uname, upos), ty in zip(uses, ftype.inputs):
            v = self.lookup(uname, upos, ty)
            if v.type != ty:
                raise self.fail(
                    f"use of value '%{uname}' expects different type than prior uses: '{ty}' vs '{v.type}'", upos
                )
            operands.append(v)
        nres = sum(c for _, c, _ in res)
        if nres != len(ftype.results):
            raise self.fail(
                f"'{name}' op defines {_n(nres, 'result')} but its type lists {_n(len(ftype.results), 'result type')}",
                start,
            )
        values: list[Value] = []
        it = iter(ftype.results)
        for rname, count, rp in res:
            for i in range(count):
                v = Value(rname if count == 1 else f"{rname}#{i}", next(it))
                values.append(v)
        built = build_op(spec, operands, values, props, attrs, regions, succs, loc, self, start)
        idx = 0
        for rname, count, rp in res:
            for _ in range(count):
                self.define(values[idx], rp)
                idx += 1
        return built

    def region(self, isolated: bool) -> Region[Any]:
        self.ws()
        start = self.pos
        self.expect("{", "to open region")
        saved = self.scopes
        self.scopes = [_Scope()] if isolated else self.scopes + [_Scope()]
        blocks: list[Block[Any]] = []
        labels: dict[str, int] = {}
        pending: list[tuple[str, int]] = []
        entry_label = ""
        try:
            label = ""
            args: tuple[Value, ...] = ()
            if self.peek("^"):
                label, args = self.block_header(labels)
                entry_label = label
            while True:
                ops: list[Any] = []
                self.scopes.append(_Scope())
                for a in args:
                    self.scopes[-1].values[a.name] = a
                while not self.peek("}") and not self.peek("^"):
                    if self.at_end():
                        raise self.fail("expected '}' to close region (unterminated region)", start)
                    opos = self.pos
                    o = self.op()
                    ops.append(o)
                    pending.extend((s.label, opos) for s in op_successors(o))
                block_scope = self.scopes.pop()
                # values of a block stay visible to later blocks (dominance is the checker's job)
                self.scopes[-1].values.update(block_scope.values)
                # the entry block cannot be a branch target, so its label carries nothing
                blocks.append(Block(label if blocks else "", args, tuple(ops)))
                if self.accept("}"):
                    break
                label, args = self.block_header(labels)
        finally:
            self.scopes = saved
        for lab, p in pending:
            if lab not in labels:
                raise self.fail(f"reference to an undefined block '^{lab}'", p)
            if lab == entry_label:
                raise self.fail("entry block of region may not have predecessors", p)
        if len(blocks) == 1 and not blocks[0].args and not blocks[0].ops and not entry_label:
            return Region(())   # `{}` is MLIR's empty region: no blocks at all
        return Region(tuple(blocks))

    def block_header(self, labels: dict[str, int]) -> tuple[str, tuple[Value, ...]]:
        self.ws()
        p = self.pos
        self.expect("^")
        label = self.regex(_SUFFIX, "block label")
        if label in labels:
            raise self.fail(f"redefinition of block '^{label}'", p)
        labels[label] = p
        args: list[Value] = []
        if self.accept("("):
            if not self.accept(")"):
                while True:
                    self.ws()
                    ap = self.pos
                    name = self.value_name()
                    self.expect(":")
                    v = Value(name, self.type())
                    self.opt_loc(UNKNOWN)
                    if any(a.name == name for a in args):
                        raise self.fail(f"redefinition of SSA value '%{name}'", ap)
                    for s in self.scopes:
                        if name in s.values:
                            raise self.fail(f"redefinition of SSA value '%{name}'", ap)
                    args.append(v)
                    if not self.accept(","):
                        break
                self.expect(")")
        self.expect(":", "after block header")
        return label, tuple(args)


def build_op(
    spec: OpSpec, operands: list[Value], results: list[Value], props: DictAttr, attrs: DictAttr,
    regions: list[Region[Any]], succs: list[str], loc: Location, p: Parser, pos: int,
) -> Any:
    """Map a parsed generic op onto its class's fields, with MLIR-style messages on mismatch."""
    name = spec.name

    def fail(msg: str) -> DiagnosticError:
        return p.fail(f"'{name}' op {msg}", pos)

    # MLIR's ZeroRegions / ZeroSuccessors traits run before anything reads an operand.
    if not spec.of(Kind.REGION) and regions:
        raise fail("requires zero regions")
    if not spec.of(Kind.SUCCESSOR) and succs:
        raise fail("requires 0 successors but found " + str(len(succs)))
    kw: dict[str, Any] = {}
    prop_map = dict(props.entries)
    attr_map = dict(attrs.entries)
    groups = spec.operand_groups
    # operands
    if spec.needs_segments:
        seg_attr = prop_map.pop("operandSegmentSizes", None) or attr_map.pop("operandSegmentSizes", None)
        if not isinstance(seg_attr, DenseArrayAttr):
            raise fail("requires attribute 'operandSegmentSizes'")
        sizes = [int(v) for v in seg_attr.values]
        if len(sizes) != len(groups):
            raise fail(f"'operandSegmentSizes' attribute for specifying operand segments must have "
                       f"{len(groups)} elements, but got {len(sizes)}")
        if sum(sizes) != len(operands):
            raise fail(f"operand count ({len(operands)}) does not match with the total size "
                       f"({sum(sizes)}) specified in attribute 'operandSegmentSizes'")
        start = 0
        for g, n in zip(groups, sizes):
            if g.kind is Kind.OPT_OPERAND and n > 1:
                raise fail("operand group starting at #" + str(start)
                           + " requires 0 or 1 element, but found " + str(n))
            if g.kind is Kind.OPERAND and n != 1:
                raise fail("operand group starting at #" + str(start) + " requires 1 element, but found " + str(n))
            chunk = operands[start:start + n]
            start += n
            _assign(kw, g, chunk)
    else:
        fixed = [g for g in groups if g.kind is Kind.OPERAND]
        var = [g for g in groups if g.kind is not Kind.OPERAND]
        if not var and len(operands) != len(fixed):
            raise fail(f"expected {len(fixed)} operands, but found {len(operands)}")
        if var and len(operands) < len(fixed):
            raise fail(f"expected {len(fixed)} or more operands, but found {len(operands)}")
        extra = len(operands) - len(fixed)
        i = 0
        for g in groups:
            if g.kind is Kind.OPERAND:
                _assign(kw, g, operands[i:i + 1])
                i += 1
            else:
                if g.kind is Kind.OPT_OPERAND and extra > 1:
                    raise fail("operand group starting at #" + str(i)
                               + " requires 0 or 1 element, but found " + str(extra))
                _assign(kw, g, operands[i:i + extra])
                i += extra
    # successors
    sfields = spec.of(Kind.SUCCESSOR)
    if len(succs) != len(sfields):
        raise fail(f"requires {len(sfields)} successors but found {len(succs)}")
    for f, lab in zip(sfields, succs):
        kw[f.name] = Successor(lab, kw.pop(f.name, ()))
    # results
    rfixed = [f for f in spec.fields if f.kind is Kind.RESULT]
    rvar = [f for f in spec.fields if f.kind is Kind.RESULTS]
    if not rvar and len(results) != len(rfixed):
        raise fail(f"requires {len(rfixed)} results, but found {len(results)}")
    if rvar and len(results) < len(rfixed):
        raise fail(f"requires at least {len(rfixed)} results, but found {len(results)}")
    i = 0
    nvar = len(results) - len(rfixed)
    for f in spec.fields:
        if f.kind is Kind.RESULT:
            kw[f.name] = results[i]
            i += 1
        elif f.kind is Kind.RESULTS:
            kw[f.name] = tuple(results[i:i + nvar])
            i += nvar
    # attributes
    for f in spec.fields:
        if f.kind not in (Kind.PROP, Kind.ATTR):
            continue
        src = prop_map if f.attr_name in prop_map else attr_map
        a = src.pop(f.attr_name, None)
        if a is None:
            if not f.optional:
                raise fail(f"requires attribute '{f.attr_name}'")
            continue
        assert f.codec is not None
        try:
            kw[f.name] = f.codec.decode(a)
        except CodecError as e:
            raise fail(f"attribute '{f.attr_name}' {e}") from None
    leftover = list(prop_map) + list(attr_map)
    if leftover:
        raise fail(f"does not accept attribute '{leftover[0]}'")
    # regions
    rfields = spec.of(Kind.REGION)
    if len(regions) != len(rfields):
        raise fail(f"requires {len(rfields)} regions, but found {len(regions)}")
    for f, r in zip(rfields, regions):
        kw[f.name] = r
    kw["loc"] = loc
    return spec.cls(**kw)


def _n(count: int, noun: str) -> str:
    """``1 result``, ``2 results``."""
    return f"{count} {noun}{'' if count == 1 else 's'}"


def _assign(kw: dict[str, Any], g: Any, chunk: list[Value]) -> None:
    if g.kind is Kind.OPERAND:
        kw[g.name] = chunk[0]
    elif g.kind is Kind.OPT_OPERAND:
        kw[g.name] = chunk[0] if chunk else None
    else:
        kw[g.name] = tuple(chunk)


def parse_module(text: str, filename: str = "<stdin>") -> Module[Any]:
    """Parse MLIR text into a module of registered ops; raises ``DiagnosticError``."""
    p = Parser(text, filename)
    try:
        return p.module()
    except RecursionError:
        raise p.fail("input is nested too deeply") from None


def parse_op_example(text: str) -> Any:
    """Parse one op as written in an op class's docstring: its operands need no definitions
    (each undeclared value takes the type the op's function type gives it)."""
    p = Parser(text, "<example>")
    p.free_values = True
    p.scopes = [_Scope()]
    op = p.op()
    if not p.at_end():
        raise p.fail("unexpected text after the op")
    return op


def parse_type(text: str) -> Type:
    p = Parser(text, "<type>")
    t = p.type()
    if not p.at_end():
        raise p.fail("unexpected text after type")
    return t


def parse_attribute(text: str) -> Attribute:
    p = Parser(text, "<attribute>")
    a = p.attribute()
    if not p.at_end():
        raise p.fail("unexpected text after attribute")
    return a
