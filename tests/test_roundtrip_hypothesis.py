"""Print/parse round trip on random modules: parse(print(m)) == m, and printing is a fixed point.

The strategies build random *parseable* modules from registered ops (the
parser checks op shapes, attribute codecs and SSA names, not operand-type
rules, so any well-formed combination is fair game): every builtin, LLVM and
dialect type the type system has, every attribute kind, nested regions with
block arguments, multi-block regions with ``llvm.br`` / ``llvm.cond_br``
successors, isolated functions, operand segments, and locations.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import nanotile.pipeline  # noqa: F401  (registers every language's ops)
from nanotile.ir.attributes import (
    KNOWN_DIALECT_ATTRS, ArrayAttr, Attribute, DenseArrayAttr, DenseElementsAttr, DialectAttr,
    DictAttr, FloatAttr, IntegerAttr, StringAttr, SymbolRefAttr, TypeAttr, UnitAttr,
)
from nanotile.ir.core import Block, Module, Region, Successor, Value, op_results
from nanotile.ir.location import UNKNOWN, Location
from nanotile.ir.parser import parse_module
from nanotile.ir.printer import print_module
from nanotile.ir.types import (
    DYNAMIC, FLOAT_WIDTHS, KNOWN_DIALECT_TYPES, DialectType, FloatType, FunctionType, IndexType,
    IntegerType, KeyParam, LLVMArrayType, LLVMFunctionType, LLVMPointerType, LLVMStructType,
    LLVMVoidType, MemRefType, NoneType, ShapeParam, TensorType, Type, TypeParam, VectorType,
)
from nanotile.languages import llvm, structured as S, tileas as T

# ---------------------------------------------------------------------------
# Types.

INT_TYPES = st.builds(IntegerType, st.sampled_from([1, 4, 8, 16, 32, 64, 128]) | st.integers(1, 300),
                      st.sampled_from(["", "s", "u"]))
FLOAT_TYPES = st.sampled_from(sorted(FLOAT_WIDTHS)).map(FloatType)
SCALARS: st.SearchStrategy[Type] = st.one_of(INT_TYPES, FLOAT_TYPES, st.just(IndexType()))
STATIC_SHAPES = st.lists(st.integers(0, 300), min_size=1, max_size=3).map(tuple)
SHAPES = st.lists(st.integers(0, 300) | st.just(DYNAMIC), max_size=4).map(tuple)

# identifiers that stay identifiers in a parameter list (no type keywords)
IDENTS = st.from_regex(r"[a-z_][a-z0-9_]{0,6}(\.[a-z]{1,3})?", fullmatch=True).filter(
    lambda s: s not in FLOAT_WIDTHS and s not in ("index", "none") and not s[0].isdigit()
    and not (s[0] == "i" and s[1:2].isdigit())
    and not (s[:2] in ("si", "ui") and s[2:3].isdigit()))   # si32 / ui8 are integer types too


def _split(full: str) -> tuple[str, str]:
    """``nvgpu.mbarrier.group`` -> (``nvgpu``, ``mbarrier.group``)."""
    dialect, _, name = full.partition(".")
    return dialect, name


def _llvm_types(inner: st.SearchStrategy[Type]) -> st.SearchStrategy[Type]:
    ptr = st.builds(LLVMPointerType, st.sampled_from([0, 1, 3, 4, 5, 101]))
    elem = st.one_of(SCALARS, ptr, inner)
    return st.one_of(
        ptr,
        st.builds(LLVMStructType, st.lists(elem, max_size=3).map(tuple), st.booleans()),
        st.builds(LLVMArrayType, st.integers(0, 1024), elem),
        st.builds(LLVMFunctionType, st.one_of(st.just(LLVMVoidType()), elem),
                  st.lists(elem, max_size=3).map(tuple), st.booleans()),
    )


def _params(types: st.SearchStrategy[Type], attrs: st.SearchStrategy[Attribute]) -> st.SearchStrategy[TypeParam]:
    leaf: st.SearchStrategy[TypeParam] = st.one_of(
        st.integers(-2**40, 2**40), IDENTS,
        st.lists(st.integers(0, 512) | st.just(DYNAMIC), min_size=2, max_size=3).map(lambda d: ShapeParam(tuple(d))),
        types,
        attrs.filter(lambda a: isinstance(a, (DialectAttr, StringAttr, ArrayAttr))),
    )
    return st.one_of(leaf, st.builds(KeyParam, IDENTS, leaf))


def _dialect_types(inner: st.SearchStrategy[Type]) -> st.SearchStrategy[Type]:
    return st.builds(lambda name, params: DialectType(*_split(name), params),
                     st.sampled_from(sorted(KNOWN_DIALECT_TYPES)),
                     st.lists(_params(inner, st.deferred(lambda: ATTRS)), max_size=3).map(tuple))


def _extend_types(inner: st.SearchStrategy[Type]) -> st.SearchStrategy[Type]:
    return st.one_of(
        st.builds(VectorType, STATIC_SHAPES, SCALARS),
        st.builds(TensorType, SHAPES, st.one_of(SCALARS, inner),
                  st.none() | st.deferred(lambda: SMALL_ATTRS)),
        st.builds(MemRefType, SHAPES, st.one_of(SCALARS, inner),
                  st.none() | st.integers(0, 7).map(lambda n: IntegerAttr(n, IntegerType(64)))
                  | st.deferred(lambda: SMALL_ATTRS)),
        _llvm_types(inner),
        _dialect_types(inner),
        st.builds(FunctionType, st.lists(inner, max_size=3).map(tuple), st.lists(inner, max_size=2).map(tuple)),
    )


TYPES: st.SearchStrategy[Type] = st.recursive(
    st.one_of(SCALARS, st.just(NoneType()), st.builds(LLVMPointerType, st.integers(0, 7))),
    _extend_types, max_leaves=6)
VALUE_TYPES = TYPES.filter(lambda t: not isinstance(t, FunctionType))

# ---------------------------------------------------------------------------
# Attributes.


def _int_range(t: Type) -> tuple[int, int]:
    if isinstance(t, IntegerType):
        w = t.width
        if t.signedness == "s":
            return -(1 << (w - 1)), (1 << (w - 1)) - 1
        if t.signedness == "u":
            return 0, (1 << w) - 1
        return (0, 1) if w == 1 else (-(1 << (w - 1)), (1 << w) - 1)
    return -(1 << 63), (1 << 64) - 1


def _int_value(t: Type) -> st.SearchStrategy[int]:
    lo, hi = _int_range(t)
    return st.integers(lo, hi)


def _float_value(t: FloatType) -> st.SearchStrategy[float]:
    # every float type may hold any finite double; non-finite values print as the
    # type's bit pattern, which nanotile defines for f16, bf16, f32 and f64
    nonfinite = t.name in ("f16", "bf16", "f32", "f64")
    return st.floats(allow_nan=nonfinite, allow_infinity=nonfinite)


INT_ATTRS = st.one_of(INT_TYPES, st.just(IndexType())).flatmap(
    lambda t: _int_value(t).map(lambda v: IntegerAttr(v, t)))
FLOAT_ATTRS = FLOAT_TYPES.flatmap(lambda t: _float_value(t).map(lambda v: FloatAttr(v, t)))
STRING_ATTRS = st.text(max_size=12).map(StringAttr) | st.sampled_from(
    ['a"b', "back\\slash", "tab\there", "new\nline", "\x00\x01\x7f", "é€😀", "\u2028"]).map(StringAttr)
SYMBOLS = st.one_of(IDENTS, st.text(min_size=1, max_size=8))
SYMBOL_REFS = st.builds(SymbolRefAttr, SYMBOLS, st.lists(SYMBOLS, max_size=2).map(tuple))
DENSE_ARRAYS = st.one_of(INT_TYPES, st.just(IndexType())).flatmap(
    lambda t: st.lists(_int_value(t), max_size=5).map(lambda vs: DenseArrayAttr(t, tuple(vs)))
) | FLOAT_TYPES.flatmap(
    lambda t: st.lists(_float_value(t), max_size=5).map(lambda vs: DenseArrayAttr(t, tuple(vs))))


def _dense_elements(draw: st.DrawFn) -> DenseElementsAttr:
    shape = draw(st.lists(st.integers(0, 4), max_size=3).map(tuple))
    elem = draw(st.one_of(INT_TYPES, FLOAT_TYPES))
    container = draw(st.sampled_from([TensorType, VectorType])) if shape else TensorType
    ty = container(shape, elem)
    n = 1
    for d in shape:
        n *= d
    values = _float_value(elem) if isinstance(elem, FloatType) else _int_value(elem)
    count = draw(st.sampled_from([1, n]))
    if container is VectorType and n == 0:  # vector<0x...> is not a type; keep it a tensor
        ty = TensorType(shape, elem)
    return DenseElementsAttr(ty, tuple(draw(st.lists(values, min_size=count, max_size=count))))


DENSE_ELEMENTS = st.composite(_dense_elements)()
DIALECT_ATTRS = st.builds(
    lambda name, params: DialectAttr(*_split(name), params),
    st.sampled_from(sorted(KNOWN_DIALECT_ATTRS)),
    st.lists(_params(st.deferred(lambda: VALUE_TYPES), st.deferred(lambda: ATTRS)), max_size=3).map(tuple))

SMALL_ATTRS: st.SearchStrategy[Attribute] = st.one_of(
    INT_ATTRS, FLOAT_ATTRS, STRING_ATTRS, st.just(UnitAttr()), SYMBOL_REFS, DENSE_ARRAYS,
    st.builds(DialectAttr, st.just("nv_tileas"), st.just("layout"), st.just(("blocked",))),
)
DICT_KEYS = st.one_of(IDENTS, st.text(min_size=1, max_size=8))


def _dicts(values: st.SearchStrategy[Attribute]) -> st.SearchStrategy[DictAttr]:
    return st.lists(st.tuples(DICT_KEYS, values), max_size=4, unique_by=lambda kv: kv[0]).map(
        lambda es: DictAttr.of(*es))


ATTRS: st.SearchStrategy[Attribute] = st.recursive(
    st.one_of(SMALL_ATTRS, DENSE_ELEMENTS, st.deferred(lambda: TYPES).map(TypeAttr), DIALECT_ATTRS),
    lambda inner: st.one_of(st.lists(inner, max_size=4).map(lambda es: ArrayAttr(tuple(es))), _dicts(inner)),
    max_leaves=8)

LOCS = st.one_of(st.just(UNKNOWN), st.builds(Location, st.text(max_size=10), st.integers(0, 10**6),
                                             st.integers(0, 500)))

# ---------------------------------------------------------------------------
# Modules.


@dataclass
class _Gen:
    """Draws ops into blocks; names are unique per module, values are visible by scope."""

    draw: st.DrawFn
    count: int = 0
    budget: int = 40
    labels: list[str] = field(default_factory=list)

    def name(self) -> str:
        self.count += 1
        return f"v{self.count}"

    def results(self, types: list[Type]) -> tuple[Value, ...]:
        """Several results: either ``%a, %b`` or one group ``%r:2`` (names ``r#0``, ``r#1``)."""
        if len(types) > 1 and self.draw(st.booleans()):
            base = self.name()
            return tuple(Value(f"{base}#{i}", t) for i, t in enumerate(types))
        return tuple(Value(self.name(), t) for t in types)

    def pick(self, scope: list[Value], n: int) -> tuple[Value, ...]:
        return tuple(self.draw(st.sampled_from(scope)) for _ in range(n)) if scope else ()

    def fresh(self) -> Value:
        return Value(self.name(), self.draw(VALUE_TYPES))

    def loc(self) -> Location:
        return self.draw(LOCS)

    def op(self, scope: list[Value], depth: int) -> Any:
        kinds = ["const", "const", "binary", "cmp", "select", "cast", "load", "slice", "addressof"]
        if depth < 3 and self.budget > 0:
            kinds += ["for", "if", "cfg"]
        self.budget -= 1
        kind = self.draw(st.sampled_from(kinds))
        d = self.draw
        if kind == "const" or not scope:
            const: Any = d(st.sampled_from([S.Constant, llvm.LLVMConstant]))
            return const(self.fresh(), d(ATTRS), self.loc())
        if kind == "binary":
            binary: Any = d(st.sampled_from([S.AddI, S.SubI, S.MulI, S.DivUI, S.RemUI, S.AndI, S.AddF, S.MulF]))
            a, b = self.pick(scope, 2)
            return binary(Value(self.name(), a.type), a, b, self.loc())
        if kind == "cmp":
            a, b = self.pick(scope, 2)
            return S.CmpI(Value(self.name(), IntegerType(1)), a, b, d(st.sampled_from(list(S.CmpIPredicate))),
                          self.loc())
        if kind == "select":
            c, a, b = self.pick(scope, 3)
            return S.Select(Value(self.name(), a.type), c, a, b, self.loc())
        if kind == "cast":
            ins = self.pick(scope, d(st.integers(0, 3)))
            return llvm.UnrealizedCast(self.results(d(st.lists(VALUE_TYPES, max_size=3))), ins, self.loc())
        if kind == "load":
            view, = self.pick(scope, 1)
            token = d(st.none() | st.sampled_from(scope))
            return T.TiledLoad(
                results=self.results(d(st.lists(VALUE_TYPES, min_size=1, max_size=2))), view=view,
                coords=self.pick(scope, d(st.integers(0, 3))), offsets=self.pick(scope, d(st.integers(0, 2))),
                token=token, atom=d(st.sampled_from(list(T.Atom))), allow_tma=d(st.booleans()),
                mem_semantic=d(st.none() | st.sampled_from(list(T.MemSemantic))),
                mem_scope=d(st.none() | st.sampled_from(list(T.MemScope))), loc=self.loc())
        if kind == "slice":
            src, = self.pick(scope, 1)
            return T.ExtractSlice(result=self.fresh(), source=src, offsets=self.pick(scope, d(st.integers(0, 2))),
                                  sizes=tuple(d(st.lists(st.integers(-2**63, 2**63 - 1), max_size=3))), loc=self.loc())
        if kind == "addressof":
            return llvm.AddressOf(Value(self.name(), LLVMPointerType(3)), d(SYMBOLS), self.loc())
        if kind == "for":
            lb, ub, step = self.pick(scope, 3)
            inits = self.pick(scope, d(st.integers(0, 2)))
            iv = Value(self.name(), IndexType())
            carried = tuple(Value(self.name(), v.type) for v in inits)
            body = self.region(scope, depth + 1, (iv,) + carried, "scf")
            return S.ScfFor(self.results([v.type for v in inits]), lb, ub, step, inits, body, self.loc())
        if kind == "if":
            cond, = self.pick(scope, 1)
            types = d(st.lists(VALUE_TYPES, max_size=2))
            then = self.region(scope, depth + 1, (), "scf")
            other = self.region(scope, depth + 1, (), "scf")
            return S.ScfIf(self.results(types), cond, then, other, self.loc())
        # a multi-block region under an scf.if: branches between blocks with arguments
        cond, = self.pick(scope, 1)
        return S.ScfIf((), cond, self.region(scope, depth + 1, (), "cfg"), self.region(scope, depth + 1, (), "scf"),
                       self.loc())

    def block_ops(self, scope: list[Value], depth: int) -> tuple[list[Any], list[Value]]:
        ops: list[Any] = []
        local = list(scope)
        for _ in range(self.draw(st.integers(0, 4))):
            o = self.op(local, depth)
            ops.append(o)
            local.extend(op_results(o))
        return ops, local

    def region(self, scope: list[Value], depth: int, entry_args: tuple[Value, ...], style: str) -> Region[Any]:
        nblocks = self.draw(st.integers(2, 3)) if style == "cfg" else 1
        labels = [""] + [f"bb{self.name()}" for _ in range(nblocks - 1)]
        arg_types = [tuple(self.draw(st.lists(VALUE_TYPES, max_size=2))) for _ in labels]
        blocks = []
        for i, label in enumerate(labels):
            args = entry_args if i == 0 else tuple(Value(self.name(), t) for t in arg_types[i])
            ops, local = self.block_ops(scope + list(args), depth)
            ops.append(self.terminator(local, labels[1:], arg_types[1:], style))
            blocks.append(Block(label, args, tuple(ops)))
        return Region(tuple(blocks))

    def terminator(self, local: list[Value], targets: list[str], arg_types: list[tuple[Type, ...]],
                   style: str) -> Any:
        if style == "scf" or not targets:
            return S.ScfYield(self.pick(local, self.draw(st.integers(0, 2))), self.loc())

        def succ() -> Successor:
            i = self.draw(st.integers(0, len(targets) - 1))
            return Successor(targets[i], self.pick(local, len(arg_types[i])))

        if self.draw(st.booleans()):
            return llvm.Br(succ(), self.loc())
        cond, = self.pick(local, 1)
        return llvm.CondBr(cond, succ(), succ(), self.loc())

    def function(self) -> Any:
        d = self.draw
        if d(st.booleans()):
            ftype = FunctionType(tuple(d(st.lists(VALUE_TYPES, max_size=3))), tuple(d(st.lists(VALUE_TYPES, max_size=1))))
            args = tuple(Value(self.name(), t) for t in ftype.inputs)
            ops, local = self.block_ops(list(args), 0)
            ops.append(T.TileReturn(self.pick(local, len(ftype.results)), self.loc()))
            i32 = st.integers(-2**31, 2**31 - 1)
            return T.TileFunc(
                sym_name=d(st.text(max_size=8)), function_type=ftype, body=Region((Block("", args, tuple(ops)),)),
                kernel_spec=d(st.none() | st.builds(T.KernelSpec, st.integers(1, 64), st.tuples(
                    st.integers(1, 8), st.integers(1, 8), st.integers(1, 8)))),
                occupancy=d(st.none() | i32), arg_attrs=tuple(d(st.lists(_dicts(SMALL_ATTRS), max_size=2))),
                num_host_tmas=d(st.none() | i32), num_device_tmas=d(st.none() | i32), loc=self.loc())
        lftype = LLVMFunctionType(LLVMVoidType(), tuple(d(st.lists(VALUE_TYPES, max_size=3))), d(st.booleans()))
        args = tuple(Value(self.name(), t) for t in lftype.params)
        ops, local = self.block_ops(list(args), 0)
        ops.append(llvm.LLVMReturn((), self.loc()))
        i32s = st.lists(st.integers(-2**31, 2**31 - 1), max_size=3).map(tuple)
        return llvm.LLVMFunc(
            sym_name=d(IDENTS), function_type=lftype, body=Region((Block("", args, tuple(ops)),)),
            cute_kernel=d(st.booleans()), kernel=d(st.booleans()), reqntid=d(st.none() | i32s),
            minctasm=d(st.none() | st.integers(0, 2**31 - 1)), maxnreg=d(st.none() | st.integers(0, 255)),
            cluster_dim=d(st.none() | i32s), blocks_are_clusters=d(st.booleans()), loc=self.loc())


@st.composite
def modules(draw: st.DrawFn) -> Module[Any]:
    g = _Gen(draw)
    ops: list[Any] = []
    top: list[Value] = []
    for _ in range(draw(st.integers(0, 3))):
        if draw(st.booleans()):
            ops.append(g.function())
        else:  # module-level values are visible to later module-level ops
            o = g.op(top, 2)
            ops.append(o)
            top.extend(op_results(o))
    return Module(tuple(ops), draw(_dicts(ATTRS)), draw(LOCS))


FAST = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@FAST
@given(TYPES)
def test_type_round_trip(t: Type) -> None:
    from nanotile.ir.parser import parse_type

    assert parse_type(str(t)) == t


@FAST
@given(ATTRS)
def test_attribute_round_trip(a: Attribute) -> None:
    from nanotile.ir.parser import parse_attribute

    assert parse_attribute(str(a)) == a
    assert str(parse_attribute(str(a))) == str(a)


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(modules())
def test_module_round_trip(m: Module[Any]) -> None:
    text = print_module(m, debuginfo=True)
    again = parse_module(text, "random.mlir")
    assert again == m, text
    assert print_module(again, debuginfo=True) == text
    plain = print_module(m)
    assert print_module(parse_module(plain, "random.mlir")) == plain


def test_nan_constants_round_trip() -> None:
    """NaN payload aside, a NaN constant equals itself after a round trip; -0.0 stays -0.0."""
    for ty in ("f16", "bf16", "f32", "f64"):
        for v in (float("nan"), float("inf"), -float("inf"), -0.0):
            m = Module((S.Constant(Value("c", FloatType(ty)), FloatAttr(v, FloatType(ty))),))
            assert parse_module(print_module(m, debuginfo=True)) == m, (ty, v)
    zero = Module((S.Constant(Value("c", FloatType("f32")), FloatAttr(0.0, FloatType("f32"))),))
    negzero = Module((S.Constant(Value("c", FloatType("f32")), FloatAttr(-0.0, FloatType("f32"))),))
    assert zero != negzero
