"""MLIR text -> ``Module``: the generic op form for every registered op.

Grammar read (a subset of MLIR's, enough for every language nanotile has):

    module   ::= `module` (`attributes` dict)? `{` op* `}` loc? | op*
    op       ::= (results `=`)? string `(` uses? `)` (`[` succs `]`)? (`<{` entries `}>`)?
                 (`(` region (`,` region)* `)`)? dict? `:` function-type loc?
    region   ::= `{` block* `}`          block ::= (`^`id (`(` args `)`)? `:`)? op*
    loc      ::= `loc(` (`unknown` | string `:` int `:` int) `)`

Regions nest at most ``MAX_REGION_DEPTH`` (100) deep.

Values must be defined textually before they are used (nanotile's printer
always emits them that way); block labels may be referenced before their
block.  Every error is a located ``DiagnosticError``; the parser never
returns a partial module.
"""

from __future__ import annotations

import bisect
import gc
import re
from itertools import accumulate, repeat
from operator import add
from typing import Any, Mapping

from pyrsistent import pmap

from .. import regex
from .attributes import (
    KNOWN_DIALECT_ATTRS, OPAQUE_FORM_ATTRS, ArrayAttr, Attribute, DenseArrayAttr, DenseElementsAttr, DialectAttr,
    EMPTY_DICT, DictAttr, FloatAttr, IntegerAttr, StringAttr, SymbolRefAttr, TypeAttr, UnitAttr,
)
from .core import (
    REGISTRY, Block, CodecError, FieldSpec, Kind, Module, OpSpec, Region, Successor, Trait, Value, has_trait,
    op_successors,
)
from .diagnostics import DiagnosticError, error
from .location import UNKNOWN, Location
from .types import (
    DYNAMIC, FLOAT_WIDTHS, KNOWN_DIALECT_TYPES, DialectType, FloatType, FunctionType, IndexType,
    IntegerType, KeyParam, LLVMArrayType, LLVMFunctionType, LLVMPointerType, LLVMStructType,
    LLVMVoidType, MemRefType, NoneType, ShapeParam, TensorType, Type, TypeParam, VectorType,
)

_WS = regex.compile(r"(?:\s++|//[^\n]*+)++")
_BARE = regex.compile(r"[A-Za-z_][A-Za-z0-9_$.]*")
_SUFFIX = regex.compile(r"[A-Za-z0-9_$.\-]+")
_NUMBER = regex.compile(r"-?(?:0x[0-9A-Fa-f]+|[0-9]+(?:\.[0-9]*(?:[eE][-+]?[0-9]+)?)?)")
_INT = regex.compile(r"-?[0-9]+")
_UINT = regex.compile(r"[0-9]+")
_MAX_INT_WIDTH = 16777215  # MLIR's limit
# The op parser's fast path (``Parser.op_fast``): the one-line shape nanotile's printer writes.
_FAST_HEAD = regex.compile(r'(?:%([A-Za-z0-9_$.\-]+)[ \t]*=[ \t]*)?"([^"\\\n]*)"\((?:[ \t]*'
                        r'((?:%[A-Za-z0-9_$.\-]+[ \t]*,[ \t]*)*%[A-Za-z0-9_$.\-]+)[ \t]*)?\)[ \t]*')
_USE_NAMES = regex.compile(r"%([A-Za-z0-9_$.\-]+)")
_FAST_COLON = regex.compile(r"[ \t]*:[ \t]*")
_FAST_DICT = regex.compile(r'\{(?:[^{}"\n\\]++|"[^"\\\n]*+")*+\}')
# ``<...>`` nested up to three deep (``!nv_tileas.pipeline<stages = 3, tensor<128x16xf16,
# #nv_tileas.smem<swizzle = 32>>, ...>``: the region ops of a tileas kernel; one level only left
# gemm_sm90's 21 region-op function types to the general parse on every parse: 1.21 -> 1.1 ms)
# The repetitions are possessive (``*+``, ``++``: never given back, so the engine keeps no backtracking
# state per character; a plain ``(?:[^...]|<...>)*`` pushed one per character of the type): each
# alternative excludes what can end the repetition or start the other, so no match changes (every
# position of the examples and generated kernels compared), and matching costs about half.
_ANGLE = r'<[^()\n"{}<>]*+>'
_ANGLE = r'<(?:[^()\n"{}<>]++|' + _ANGLE + r')*+>'
_ANGLE = r'<(?:[^()\n"{}<>]++|' + _ANGLE + r')*+>'
# ``{...}`` holding dictionaries nested up to three deep, on one line (``Parser.dict_attr``)
_BRACES = r'\{(?:[^{}"\n\\]++|"[^"\\\n]*+")*+\}'
_BRACES = r'\{(?:[^{}"\n\\]++|"[^"\\\n]*+"|' + _BRACES + r')*+\}'
_NESTED_DICT = regex.compile(r'\{(?:[^{}"\n\\]++|"[^"\\\n]*+"|' + _BRACES + r')*+\}')
# a block's argument list and the ``:`` after it, on one line (``Parser.block_header``)
_BLOCK_ARGS = regex.compile(r'\((?:[^()\n"{}<>]++|' + _ANGLE + r')*+\)[ \t]*:')
_FAST_FTYPE = regex.compile(r'\((?:[^()\n"{}<>]++|' + _ANGLE + r')*+\)[ \t]*->[ \t]*'
                         r'(?:\((?:[^()\n"{}<>]++|' + _ANGLE + r')*+\)|[^\s(),{}"<>]++(?:' + _ANGLE + r')?)')
_FAST_LINE = regex.compile(
    r'(?:%([A-Za-z0-9_$.\-]+)[ \t]*=[ \t]*)?"([^"\\\n]*)"\((?:[ \t]*'
    r'((?:%[A-Za-z0-9_$.\-]+[ \t]*,[ \t]*)*%[A-Za-z0-9_$.\-]+)[ \t]*)?\)[ \t]*'
    r'(?:<(' + _FAST_DICT.pattern + r')>)?[ \t]*(' + _FAST_DICT.pattern + r')?[ \t]*:[ \t]*'
    r'(' + _FAST_FTYPE.pattern + r')[ \t]*\n[ \t]*(?=[%"}^])')
# Function types and attribute dictionaries by their text: immutable values, shared by every
# op that spells them the same way (bounded, so a huge generated input cannot grow it forever).
_FTYPE_CACHE: dict[str, FunctionType] = {}
_SCALAR_TYPES: dict[str, Type] = {}   # one object per scalar type spelling: equal types are then the same
                                      # object, and comparing them (as dictionary keys) is an identity test
# An op's ``<{...}>`` and ``{...}`` are read into plain dicts (``Entries``), looked up while the op is
# built and dropped: its attributes live on in its typed fields.  Only a dictionary that is itself an
# attribute value (module attributes, ``arg_attrs``, nested ``{...}``) becomes a ``DictAttr`` (a PMap).
# Cached entries are shared: read them, never write them.
Entries = Mapping[str, Attribute]
_DICT_CACHE: dict[str, Entries] = {}
_BLOCK_ARGS_CACHE: dict[str, tuple[tuple[str, Type], ...]] = {}   # ``Parser.block_header``: names, types
_DICT_ATTR_CACHE: dict[str, DictAttr] = {}   # ``Parser.dict_attr``: dictionary attributes by their text
_CACHE_LIMIT = 4096
_NO_ATTRS: Entries = {}
# Regions nest at most this deep (a function body is depth 1).  Every pass and
# checker handles any depth up to it (the SSA checker iterates; the passes
# recurse about six Python frames per level, well inside the interpreter's
# default limit of 1000); deeper input is a located error, never a
# RecursionError.  Types and attributes nested too deeply for the parser's
# own recursion are reported as "input is nested too deeply".
MAX_REGION_DEPTH = 100
_TYPE_WORD = regex.compile(r"[A-Za-z_][A-Za-z0-9_]*")
_DIM = regex.compile(r"(\?|[0-9]+)x")
_LLVM_ELEMENT = regex.compile(r"(ptr|struct|array|void|func)\b")
_NEG_INT_PARAM = regex.compile(r"-[0-9]+(?![0-9A-Za-z_.])")
_SHAPE_PARAM = regex.compile(r"[0-9?]+(?:x[0-9?]+)*")
_KEY_EQ = regex.compile(r"[A-Za-z_][A-Za-z0-9_]*\s*=(?!=)")
_REGION_LIST = regex.compile(r"\(\s*\{")
# Dialect and shaped types by their text (``tensor<64x128xf32, #nv_tileas.layout<wgmma_acc>>`` is
# written on most lines of a kernel): keyed by the text's first _TYPE_HEAD characters, each entry
# a few (text, type) pairs.  Only a text the general parse read completely, ending in ``>``, is
# kept: the type grammar never looks past the ``>`` that closes a type, so wherever the input
# starts with that text, the general parse would read exactly it and build an equal type.  At
# most one kept text matches at a position (were one a prefix of another, the longer one's parse
# would have stopped where the shorter ends).
_SPANNED_TYPE_STARTS = ("!", "tensor<", "memref<", "vector<")
_TYPE_HEAD = 16
_TYPE_TEXTS: dict[str, list[tuple[str, Type]]] = {}
_TYPE_TEXTS_PER_HEAD = 16
_TYPE_START = regex.compile(r"!|[su]?i[0-9]|index\b|none\b|f16\b|bf16\b|f32\b|f64\b|tf32\b|f8|vector<|tensor<|memref<|\(")


class _Scope:
    """The values one region level defines (a plain class: a dataclass costs ~0.4 ms at import)."""

    __slots__ = ("values",)

    def __init__(self) -> None:
        self.values: dict[str, Value] = {}


class Parser:
    """One parse of one text; use ``parse_module``."""

    def __init__(self, text: str, filename: str) -> None:
        self.text = text
        self.content_end = len(text.rstrip())   # only whitespace from here on (loc_at was text[pos:].strip(),
                                                # a copy of the rest of the input per op: quadratic)
        self.file = filename
        self.pos = 0
        # each line's start: past every "\n" (string operations, not re.finditer: its pattern's first
        # compile was ~60-90 us of a cold process's first parse)
        self.line_starts = list(accumulate(map(add, map(len, text.split("\n")[:-1]), repeat(1)), initial=0))
        self.scopes: list[_Scope] = []
        self.free_values = False  # parse_op_example: an undeclared use declares itself
        self.depth = 0  # regions open around the current position

    # -- positions and diagnostics -----------------------------------------

    def loc_at(self, pos: int) -> Location:
        if pos > 0 and pos >= self.content_end:
            # at end of file: point just past the last thing written, not at a line past the end
            pos = self.content_end
        line = bisect.bisect_right(self.line_starts, pos)
        return Location(self.file, line, pos - self.line_starts[line - 1] + 1)

    def fail(self, message: str, pos: int | None = None) -> DiagnosticError:
        return error(self.loc_at(self.pos if pos is None else pos), message)

    def ws(self) -> None:
        p = self.pos
        t = self.text
        if p < len(t):
            c = t[p]
            if c.isspace() or c == "/":   # str.isspace is exactly the regex's \s
                m = _WS.match(t, p)
                if m:
                    self.pos = m.end()

    def peek(self, s: str) -> bool:
        t = self.text
        p = self.pos
        if p < len(t):
            c = t[p]
            if c.isspace() or c == "/":   # ws(), inlined: the lexer's most frequent calls
                m = _WS.match(t, p)
                if m:
                    p = self.pos = m.end()
        return t.startswith(s, p)

    def accept(self, s: str) -> bool:
        t = self.text
        p = self.pos
        if p < len(t):
            c = t[p]
            if c.isspace() or c == "/":   # ws(), inlined
                m = _WS.match(t, p)
                if m:
                    p = self.pos = m.end()
        if t.startswith(s, p):
            if s[-1].isalpha() and p + len(s) < len(t):
                nxt = t[p + len(s)]
                if nxt.isalnum() or nxt in "_$.":
                    return False
            self.pos = p + len(s)
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
        if t.startswith(_SPANNED_TYPE_STARTS, start):
            # a dialect or shaped type: parsed once per distinct text (see _TYPE_TEXTS)
            head = t[start:start + _TYPE_HEAD]
            seen = _TYPE_TEXTS.get(head)
            if seen is not None:
                for spelled, known_type in seen:
                    if t.startswith(spelled, start):
                        self.pos = start + len(spelled)
                        return known_type
            parsed = self.type_uncached(start)
            end = self.pos
            if t.endswith(">", start, end) and len(_TYPE_TEXTS) < _CACHE_LIMIT:
                same = _TYPE_TEXTS.setdefault(head, [])
                if len(same) < _TYPE_TEXTS_PER_HEAD:
                    same.append((t[start:end], parsed))
            return parsed
        return self.type_uncached(start)

    def type_uncached(self, start: int) -> Type:
        t = self.text
        if t.startswith("(", self.pos):
            return self.function_type()
        if t.startswith("!", self.pos):
            return self.dialect_type()
        word = self.regex(_TYPE_WORD, "type")
        known = _SCALAR_TYPES.get(word)
        if known is not None:
            return known
        scalar = self.scalar_type(word, start)
        if scalar is not None:
            if len(_SCALAR_TYPES) < _CACHE_LIMIT:
                _SCALAR_TYPES[word] = scalar
            return scalar
        if word in ("vector", "tensor", "memref"):
            return self.shaped(word)
        raise self.fail(f"unknown type '{word}'", start)

    def scalar_type(self, word: str, start: int) -> Type | None:
        """The builtin scalar type ``word`` names (``i32``, ``f16``, ``index``, ``none``), or None."""
        # ``[su]?i[0-9]+`` by string tests (a regular expression's first compile was ~90-120 us of a
        # cold process's first parse; ``word`` is ASCII, read by _TYPE_WORD)
        sign = word[0] if word.startswith(("si", "ui")) else ""
        digits = word[len(sign) + 1:]
        if word.startswith("i", len(sign)) and digits.isdigit():
            if int(digits) > _MAX_INT_WIDTH:
                raise self.fail(f"integer bitwidth is limited to {_MAX_INT_WIDTH} bits", start)
            if int(digits) == 0:
                raise self.fail(f"zero-width integer type '{word}' is not supported (no PTX type holds it)", start)
            return IntegerType(int(digits), sign)
        if word == "index":
            return IndexType()
        if word == "none":
            return NoneType()
        if word in FLOAT_WIDTHS:
            return FloatType(word)
        return None

    def dims(self) -> tuple[tuple[int, ...], Type]:
        """``128x?x4xf32`` -> ((128, -1, 4), f32)."""
        out: list[int] = []
        while True:
            self.ws()
            m = _DIM.match(self.text, self.pos)
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
        m = _LLVM_ELEMENT.match(self.text, self.pos)
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
        if _NEG_INT_PARAM.match(t, self.pos):
            return self.integer()
        m = _SHAPE_PARAM.match(t, self.pos)
        if m and not t.startswith("x", m.end()):
            if "x" in m.group(0):
                self.pos = m.end()
                return ShapeParam(tuple(DYNAMIC if d == "?" else int(d) for d in m.group(0).split("x")))
            if "?" not in m.group(0):
                return self.integer()
        if t.startswith("#", self.pos) or t.startswith('"', self.pos) or t.startswith("[", self.pos):
            return self.attribute()
        if _TYPE_START.match(t, self.pos) and not _KEY_EQ.match(t, self.pos):
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
            if "." not in full and self.peek("<"):  # the opaque form #dialect<name params>
                self.expect("<")
                full = f"{full}.{self.bare('attribute name')}"
                if full not in OPAQUE_FORM_ATTRS:
                    raise self.fail(f"unknown attribute '#{full}'", start)
                dialect, _, name = full.partition(".")
                opaque: list[TypeParam] = []
                if not self.accept(">"):
                    opaque.append(self.param())
                    while self.accept(","):
                        opaque.append(self.param())
                    self.expect(">", "to close attribute")
                return DialectAttr(dialect, name, tuple(opaque))
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
        """A dictionary attribute, parsed once per distinct one-line text (``_NESTED_DICT``: a
        module's attributes hold dictionaries and arrays, ~17 attribute values and ~60 lexer
        calls a parse of gemm_sm90); a text is kept only where the general parse read exactly
        it, and that parse never looks past the ``}`` that closes it."""
        self.ws()
        p = self.pos
        m = _NESTED_DICT.match(self.text, p)
        if m is not None:
            hit = _DICT_ATTR_CACHE.get(m.group(0))
            if hit is not None:
                self.pos = m.end()
                return hit
        entries = self.dict_entries()
        got = DictAttr(pmap(entries)) if entries else EMPTY_DICT
        if m is not None and self.pos == m.end() and len(_DICT_ATTR_CACHE) < _CACHE_LIMIT:
            _DICT_ATTR_CACHE[m.group(0)] = got
        return got

    def dict_entries(self) -> dict[str, Attribute]:
        """``{a = 1, b}`` as a dict in written order; a name given twice is a located error."""
        self.expect("{")
        entries: dict[str, Attribute] = {}
        if not self.accept("}"):
            while True:
                self.ws()
                kpos = self.pos
                key = self.string() if self.peek('"') else self.bare("attribute name")
                if key in entries:
                    raise self.fail(f"duplicate key '{key}' in dictionary attribute", kpos)
                entries[key] = self.attribute() if self.accept("=") else UnitAttr()
                if not self.accept(","):
                    break
            self.expect("}", "to close attribute dictionary")
        return entries

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
            attrs = self.dict_attr() if self.accept("attributes") else EMPTY_DICT
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
        return Module(tuple(ops), EMPTY_DICT, self.loc_at(start))

    def op(self) -> Any:
        self.ws()
        start = self.pos
        if not self.free_values:
            fast = self.op_fast(start)
            if fast is not None:
                return fast
            self.pos = start
        return self.op_general(start)

    def op_fast(self, start: int) -> Any:
        """The common one-line op (at most one result, plain operand names, no regions or
        successors), with its function type and attribute dictionaries interned by their text.

        Returns ``None`` (having defined nothing) for anything else and for anything wrong:
        ``op_general`` then parses the op again and reports the error, so diagnostics are
        exactly the general parser's."""
        t = self.text
        m = _FAST_HEAD.match(t, start)
        if m is None:
            return None
        rname, name, uses_text = m.group(1, 2, 3)
        spec = REGISTRY.get(name)
        if spec is None:
            return None
        p = m.end()
        try:
            props: Entries | None = _NO_ATTRS
            attrs: Entries | None = _NO_ATTRS
            if t.startswith("<{", p):
                props = self.interned_dict(p + 1)
                if props is None or not t.startswith(">", self.pos):
                    return None
                p = self.pos + 1
            m = _FAST_COLON.match(t, p)
            if m is None:
                if not t.startswith("{", p):
                    return None
                attrs = self.interned_dict(p)
                if attrs is None:
                    return None
                m = _FAST_COLON.match(t, self.pos)
                if m is None:
                    return None
            assert props is not None and attrs is not None
            ftype = self.interned_function_type(m.end())
            oploc = self.loc_at(start)
            w = _WS.match(t, self.pos)
            if w is not None:
                self.pos = w.end()
            loc = self.opt_loc(oploc) if t.startswith("loc", self.pos) else oploc
            ins = ftype.inputs
            operands: list[Value] = []
            if uses_text is not None:
                names = _USE_NAMES.findall(uses_text)
                if len(names) != len(ins):
                    return None
                inner = self.scopes[-1].values
                for uname, ty in zip(names, ins):
                    v = inner.get(uname)   # the innermost scope first, as lookup() searches
                    if v is None:
                        v = self.lookup(uname, start, ty)
                    if v.type is not ty and v.type != ty:   # (the same object first: != is a Python call)
                        return None
                    operands.append(v)
            elif ins:
                return None
            outs = ftype.results
            if rname is None:
                if outs:
                    return None
                values: list[Value] = []
            else:
                if len(outs) != 1:
                    return None
                for sc in self.scopes:
                    if rname in sc.values:
                        return None
                values = [Value(rname, outs[0])]
            plan = _BUILD_PLANS.get(name)
            if plan is None or plan.spec is not spec:
                plan = _build_plan(spec)
            if not plan.simple:
                return None
            built = _build_simple(plan, operands, values, props, attrs, loc)
            if built is None:
                return None
        except DiagnosticError:
            return None
        if values:
            self.scopes[-1].values[rname] = values[0]
        return built

    def simple_ops(self, ops: list[Any]) -> None:
        """Parse the run of simple one-line ops at ``self.pos`` (each op a whole line, its
        function type and attribute dictionaries already interned, its operands in this block)
        into ``ops``; stop, having consumed nothing of it, at the first op that is anything else.

        The batch form of ``op_fast``: one regular expression match per op."""
        t = self.text
        scope = self.scopes[-1].values
        scopes = self.scopes
        outer = scopes[-2::-1]    # lookup()'s order past the innermost scope
        pos = self.pos
        while True:
            m = _FAST_LINE.match(t, pos)
            if m is None:
                break
            rname, name, uses_text, props_text, attrs_text, ftype_text = m.groups()
            spec = REGISTRY.get(name)
            plan = _BUILD_PLANS.get(name)
            if spec is None or plan is None or plan.spec is not spec:
                break
            ftype = _FTYPE_CACHE.get(ftype_text)
            if ftype is None:
                break
            props = _NO_ATTRS if props_text is None else _DICT_CACHE.get(props_text)
            attrs = _NO_ATTRS if attrs_text is None else _DICT_CACHE.get(attrs_text)
            if props is None or attrs is None:
                break
            ins = ftype.inputs
            operands: list[Value] = []
            if uses_text is not None:
                names = _USE_NAMES.findall(uses_text)
                if len(names) != len(ins):
                    break
                for uname, ty in zip(names, ins):
                    v = scope.get(uname)
                    if v is None:      # defined in an enclosing scope: found as lookup() finds it
                        for sc in outer:
                            v = sc.values.get(uname)
                            if v is not None:
                                break
                    if v is None or (v.type is not ty and v.type != ty):
                        break
                    operands.append(v)
                if len(operands) != len(ins):
                    break
            elif ins:
                break
            outs = ftype.results
            values: list[Value] = []
            if rname is None:
                if outs:
                    break
            else:
                if len(outs) != 1 or rname in scope:
                    break
                clash = False            # (a loop: ``any()`` of a generator was ~1.5 k instructions an op)
                for sc in outer:
                    if rname in sc.values:
                        clash = True
                        break
                if clash:
                    break
                values.append(Value(rname, outs[0]))
            try:
                if plan.simple:
                    built = _build_simple(plan, operands, values, props, attrs, self.loc_at(pos))
                else:   # variadic operands, segment sizes: the general mapping (regions and successors
                        # never reach here: _FAST_LINE reads no `[` or `(` after the operand list)
                    built = build_op(spec, operands, values, props, attrs, [], [], self.loc_at(pos), self, pos)
            except DiagnosticError:
                built = None
            if built is None:
                break
            if values:
                scope[rname] = values[0]
            ops.append(built)
            pos = m.end()
        self.pos = pos

    def interned_dict(self, p: int) -> Entries | None:
        """The attribute dictionary at ``p`` (``{...}``, one line, no nested dictionaries), parsed
        once per distinct text; ``None`` if it is not of that simple shape."""
        m = _FAST_DICT.match(self.text, p)
        if m is None:
            return None
        key = m.group(0)
        d = _DICT_CACHE.get(key)
        if d is None:
            self.pos = p
            d = self.dict_entries()
            if self.pos != m.end():
                return None
            if len(_DICT_CACHE) < _CACHE_LIMIT:
                _DICT_CACHE[key] = d
        self.pos = m.end()
        return d

    def interned_function_type(self, p: int) -> FunctionType:
        """The function type at ``p``, parsed once per distinct text when it ends its line.

        The cache holds a text only where the general parse read exactly it; a hit is
        used only where what follows could not extend the type (the type grammar looks
        past a complete type only for ``<`` and ``->``)."""
        t = self.text
        m = _FAST_FTYPE.match(t, p)
        if m is None:
            self.pos = p
            return self.function_type()
        e = m.end()
        w = _WS.match(t, e)
        e2 = w.end() if w else e
        if t.startswith(("<", "-"), e2):
            self.pos = p
            return self.function_type()
        key = m.group(0)
        ft = _FTYPE_CACHE.get(key)
        if ft is not None:
            self.pos = e
            return ft
        self.pos = p
        ft = self.function_type()
        if (self.pos == e or self.pos == e2) and len(_FTYPE_CACHE) < _CACHE_LIMIT:
            _FTYPE_CACHE[key] = ft
        return ft

    def op_general(self, start: int) -> Any:
        head = _FAST_HEAD.match(self.text, start)
        if head is not None:
            # the head as the printer writes it (at most one result, plain operand names, on one line):
            # one match reads what the general reading in ``head`` does (gemm_sm90's 20 region ops,
            # warm parse, min of 200: 1.06 -> 0.98 ms)
            rname, name, uses_text = head.group(1, 2, 3)
            res = [] if rname is None else [(rname, 1, head.start(1) - 1)]
            npos = head.start(2) - 1
            spec = REGISTRY.get(name)
            if spec is None:
                raise self.fail(f"unknown operation '{name}'", npos)
            oploc = self.loc_at(start)
            uses = [] if uses_text is None else \
                [(u.group(1), u.start()) for u in _USE_NAMES.finditer(self.text, head.start(3), head.end(3))]
            self.pos = head.end()
        else:
            res, name, spec, oploc, uses = self.head(start)
        return self.op_rest(start, res, name, spec, oploc, uses)

    def head(self, start: int) -> tuple[list[tuple[str, int, int]], str, OpSpec, Location, list[tuple[str, int]]]:
        """An op's results (name, count, position), name, spec, location and uses (name, position)."""
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
        return res, name, spec, oploc, uses

    def op_rest(self, start: int, res: list[tuple[str, int, int]], name: str, spec: OpSpec, oploc: Location,
                uses: list[tuple[str, int]]) -> Any:
        """The rest of an op after its operand list."""
        succs: list[str] = []
        if self.accept("["):
            while True:
                self.expect("^")
                succs.append(self.regex(_SUFFIX, "block label"))
                if not self.accept(","):
                    break
            self.expect("]")
        props = _NO_ATTRS
        if self.peek("<{"):
            self.expect("<")
            p = self.pos
            known = self.interned_dict(p)      # parsed once per distinct text, as op_fast does
            if known is None:
                self.pos = p
                known = self.dict_entries()
            props = known
            self.expect(">")
        regions: list[Region[Any]] = []
        if self.peek("(") and _REGION_LIST.match(self.text, self.pos):
            self.expect("(")
            isolated = has_trait(spec.cls, Trait.ISOLATED_FROM_ABOVE)
            while True:
                regions.append(self.region(isolated))
                if not self.accept(","):
                    break
            self.expect(")", "to close region list")
        attrs = _NO_ATTRS
        if self.peek("{"):
            p = self.pos
            known = self.interned_dict(p)      # as the properties (a later parse's simple_ops finds it)
            if known is None:
                self.pos = p
                known = self.dict_entries()
            attrs = known
        self.expect(":", "before the op's function type")
        tpos = self.pos
        self.ws()
        ftype = self.interned_function_type(self.pos)   # parsed once per distinct text, as op_fast does
        loc = self.opt_loc(oploc)
        if len(ftype.inputs) != len(uses):
            raise self.fail(f"'{name}' op has {_n(len(uses), 'operand')} but its type lists "
                            f"{_n(len(ftype.inputs), 'operand type')}", tpos)
        operands: list[Value] = []
        for (uname, upos), ty in zip(uses, ftype.inputs):
            v = self.lookup(uname, upos, ty)
            if v.type is not ty and v.type != ty:
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
        if self.depth >= MAX_REGION_DEPTH:
            raise self.fail(f"regions are nested more than {MAX_REGION_DEPTH} deep (nanotile's limit)", start)
        self.depth += 1
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
                text = self.text
                while True:
                    self.ws()
                    if not self.free_values:
                        self.simple_ops(ops)
                    nxt = text[self.pos:self.pos + 1]
                    if nxt == "}" or nxt == "^":
                        break
                    if not nxt:
                        raise self.fail("expected '}' to close region (unterminated region)", start)
                    opos = self.pos
                    o = None if self.free_values else self.op_fast(opos)
                    if o is None:   # not the simple shape (op_fast built no op with successors)
                        self.pos = opos
                        o = self.op_general(opos)
                        succs = op_successors(o)
                        if succs:
                            pending.extend((s.label, opos) for s in succs)
                    ops.append(o)
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
            self.depth -= 1
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
        t = self.text
        m = _BLOCK_ARGS.match(t, self.pos) if t.startswith("(", self.pos) else None
        if m is not None:
            # the argument list read once per distinct text, as a function type is; each name is
            # checked against the enclosing scopes here, as below (else the general reading reports it)
            known = _BLOCK_ARGS_CACHE.get(m.group(0))
            if known is not None and not any(name in s.values for name, _ in known for s in self.scopes):
                self.pos = m.end()
                return label, tuple([Value(name, ty) for name, ty in known])
        start = self.pos
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
        if m is not None and self.pos == m.end() and len(_BLOCK_ARGS_CACHE) < _CACHE_LIMIT:
            _BLOCK_ARGS_CACHE[t[start:self.pos]] = tuple((a.name, a.type) for a in args)
        return label, tuple(args)


class _BuildPlan:
    """What ``build_op`` needs of an op class, read off its ``OpSpec`` once."""

    __slots__ = ("spec", "regions", "successors", "groups", "needs_segments", "fixed", "variadic",
                 "results", "n_result", "n_results", "attrs", "only_fixed", "simple", "recipe")

    def __init__(self, spec: OpSpec) -> None:
        # one pass over the fields, each sorted by its kind (was a scan of the fields per attribute
        # through OpSpec's ``of``/``operand_groups``/``needs_segments``: 8.5 -> 4.5 us a class, and
        # a first parse of gemm_sm90 builds 27)
        by_kind: dict[Kind, list[FieldSpec]] = {}
        groups: list[FieldSpec] = []
        for f in spec.fields:
            by_kind.setdefault(f.kind, []).append(f)
            if f.kind in _GROUP_KINDS:
                groups.append(f)
        self.spec = spec
        self.regions = tuple(by_kind.get(Kind.REGION, ()))
        self.successors = tuple(by_kind.get(Kind.SUCCESSOR, ()))
        self.groups = tuple(groups)                      # spec.operand_groups
        self.fixed = tuple(by_kind.get(Kind.OPERAND, ()))
        self.variadic = tuple(g for g in groups if g.kind is not Kind.OPERAND)
        self.needs_segments = len(self.variadic) > 1     # spec.needs_segments
        self.results = tuple(f for f in spec.fields if f.kind is Kind.RESULT or f.kind is Kind.RESULTS)
        self.n_result = len(by_kind.get(Kind.RESULT, ()))
        self.n_results = len(by_kind.get(Kind.RESULTS, ()))
        self.attrs = tuple(f for f in spec.fields if f.kind is Kind.PROP or f.kind is Kind.ATTR)
        # only single operands and single results: fields are filled by position
        self.only_fixed = not self.variadic and not self.n_results and not self.needs_segments
        # single results, no segment sizes, regions or successors, one variadic operand group at
        # most: ``_build_simple`` can build it (positionally; the group holds what the single
        # operands leave, as build_op assigns it)
        self.simple = not self.n_results and len(self.variadic) <= 1 and not self.needs_segments \
            and not self.regions and not self.successors
        self.recipe = tuple((f.kind, f) for f in spec.fields)


_BUILD_PLANS: dict[str, _BuildPlan] = {}
_GROUP_KINDS = (Kind.OPERAND, Kind.OPERANDS, Kind.OPT_OPERAND, Kind.SUCCESSOR)
_OPERAND, _OPERANDS, _OPT_OPERAND, _RESULT, _LOC = Kind.OPERAND, Kind.OPERANDS, Kind.OPT_OPERAND, Kind.RESULT, Kind.LOC


def _build_plan(spec: OpSpec) -> _BuildPlan:
    plan = _BUILD_PLANS.get(spec.name)
    if plan is None or plan.spec is not spec:
        plan = _BUILD_PLANS[spec.name] = _BuildPlan(spec)
    return plan


def _build_simple(plan: _BuildPlan, operands: list[Value], results: list[Value], props: Entries,
                  attrs: Entries, loc: Location) -> Any:
    """``build_op`` for a ``simple`` plan, positionally; ``None`` where ``build_op`` would fail."""
    extra = len(operands) - len(plan.fixed)    # the variadic group's operands
    if len(results) != plan.n_result or extra < 0 or (extra and not plan.variadic):
        return None
    args: list[Any] = []
    oi = ri = used = 0
    for kind, f in plan.recipe:
        if kind is _OPERAND:     # (module constants: ``Kind.X`` is an attribute lookup on a class each time)
            args.append(operands[oi])
            oi += 1
        elif kind is _OPERANDS:
            args.append(tuple(operands[oi:oi + extra]))
            oi += extra
        elif kind is _OPT_OPERAND:
            if extra > 1:
                return None
            args.append(operands[oi] if extra else None)
            oi += extra
        elif kind is _RESULT:
            args.append(results[ri])
            ri += 1
        elif kind is _LOC:
            args.append(loc)
        else:   # a property or attribute; build_op looks in the properties first
            a = props.get(f.attr_name)
            if a is None:
                a = attrs.get(f.attr_name)
            if a is None:
                if not f.optional:
                    return None
                args.append(f.default)
                continue
            assert f.codec is not None
            try:
                args.append(f.codec.decode(a))
            except CodecError:
                return None
            used += 1
    if used != len(props) + len(attrs):
        return None
    return plan.spec.cls(*args)


def build_op(
    spec: OpSpec, operands: list[Value], results: list[Value], props: Entries, attrs: Entries,
    regions: list[Region[Any]], succs: list[str], loc: Location, p: Parser, pos: int,
) -> Any:
    """Map a parsed generic op onto its class's fields, with MLIR-style messages on mismatch."""
    name = spec.name
    plan = _build_plan(spec)

    def fail(msg: str) -> DiagnosticError:
        return p.fail(f"'{name}' op {msg}", pos)

    # MLIR's ZeroRegions / ZeroSuccessors traits run before anything reads an operand.
    if not plan.regions and regions:
        raise fail("requires zero regions")
    if not plan.successors and succs:
        raise fail("requires 0 successors but found " + str(len(succs)))
    kw: dict[str, Any] = {}
    prop_map = dict(props) if props else {}
    attr_map = dict(attrs) if attrs else {}
    groups = plan.groups
    # operands
    if plan.only_fixed:
        if len(operands) != len(plan.fixed):
            raise fail(f"expected {len(plan.fixed)} operands, but found {len(operands)}")
        for g, v in zip(plan.fixed, operands):
            kw[g.name] = v
    elif plan.needs_segments:
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
            if g.kind is _OPT_OPERAND and n > 1:
                raise fail("operand group starting at #" + str(start)
                           + " requires 0 or 1 element, but found " + str(n))
            if g.kind is _OPERAND and n != 1:
                raise fail("operand group starting at #" + str(start) + " requires 1 element, but found " + str(n))
            chunk = operands[start:start + n]
            start += n
            _assign(kw, g, chunk)
    else:
        fixed, var = plan.fixed, plan.variadic
        if not var and len(operands) != len(fixed):
            raise fail(f"expected {len(fixed)} operands, but found {len(operands)}")
        if var and len(operands) < len(fixed):
            raise fail(f"expected {len(fixed)} or more operands, but found {len(operands)}")
        extra = len(operands) - len(fixed)
        i = 0
        for g in groups:
            if g.kind is _OPERAND:
                _assign(kw, g, operands[i:i + 1])
                i += 1
            else:
                if g.kind is _OPT_OPERAND and extra > 1:
                    raise fail("operand group starting at #" + str(i)
                               + " requires 0 or 1 element, but found " + str(extra))
                _assign(kw, g, operands[i:i + extra])
                i += extra
    # successors
    sfields = plan.successors
    if len(succs) != len(sfields):
        raise fail(f"requires {len(sfields)} successors but found {len(succs)}")
    for f, lab in zip(sfields, succs):
        kw[f.name] = Successor(lab, kw.pop(f.name, ()))
    # results
    n_fixed = plan.n_result
    if not plan.n_results and len(results) != n_fixed:
        raise fail(f"requires {n_fixed} results, but found {len(results)}")
    if plan.n_results and len(results) < n_fixed:
        raise fail(f"requires at least {n_fixed} results, but found {len(results)}")
    if plan.only_fixed:
        for f, v in zip(plan.results, results):
            kw[f.name] = v
    else:
        i = 0
        nvar = len(results) - n_fixed
        for f in plan.results:
            if f.kind is _RESULT:
                kw[f.name] = results[i]
                i += 1
            else:
                kw[f.name] = tuple(results[i:i + nvar])
                i += nvar
    # attributes
    for f in plan.attrs:
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
    if prop_map or attr_map:
        leftover = list(prop_map) + list(attr_map)
        raise fail(f"does not accept attribute '{leftover[0]}'")
    # regions
    rfields = plan.regions
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
    if g.kind is _OPERAND:
        kw[g.name] = chunk[0]
    elif g.kind is _OPT_OPERAND:
        kw[g.name] = chunk[0] if chunk else None
    else:
        kw[g.name] = tuple(chunk)


def parse_module(text: str, filename: str = "<stdin>") -> Module[Any]:
    """Parse MLIR text into a module of registered ops; raises ``DiagnosticError``.

    The cyclic garbage collector is paused while it runs, as in ``pipeline.run_pipeline`` and
    ``backend_ptx.emit_ptx``: a parse builds no reference cycles (a collection after parsing
    gemm_sm90 finds nothing), so the collections its allocations set off only traverse the module
    being built, all of it alive (~4.5 M instructions, 0.8% of a cold ``python -m nanotile
    --example gemm_sm90``, callgrind)."""
    paused = gc.isenabled()
    if paused:
        gc.disable()
    try:
        p = Parser(text, filename)
        try:
            return p.module()
        except RecursionError:
            raise p.fail("input is nested too deeply") from None
    finally:
        if paused:
            gc.enable()


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
