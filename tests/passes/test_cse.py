"""cse: a pure op equal to a dominating one goes; its uses read the dominating result."""

from __future__ import annotations

from typing import Any

import pytest

from conftest import snapshot
from nanotile.checkers.llvm import check
from nanotile.ir.attributes import IntegerAttr
from nanotile.ir.core import Block, Module, Region, Value
from nanotile.ir.printer import print_module
from nanotile.ir.types import I32, LLVMFunctionType, LLVMPointerType, LLVMVoidType
from nanotile.languages import llvm as LL
from nanotile.passes.cse import cse

P = Value("p", LLVMPointerType(1))
X = Value("x", I32)


def i32(name: str) -> Value:
    return Value(name, I32)


def const(name: str, v: int) -> LL.LLVMConstant:
    return LL.LLVMConstant(i32(name), IntegerAttr(v, I32))


def kernel(*ops: Any) -> LL.LlvmModule:
    ft = LLVMFunctionType(LLVMVoidType(), (P.type, I32))
    body = Region((Block("", (P, X), ops + (LL.LLVMReturn(()),)),))
    m = LL.LlvmModule(Module((LL.LLVMFunc("k", ft, body, kernel=True, reqntid=(128, 1, 1), minctasm=1),)))
    assert check(m) == ()
    return m


def body_ops(m: Module[Any]) -> tuple[Any, ...]:
    f = m.ops[0]
    assert isinstance(f, LL.LLVMFunc)
    return f.body.blocks[0].ops


INPUT = (const("c1", 4), const("c2", 4), LL.Add(i32("a"), X, i32("c1")), LL.Add(i32("b"), X, i32("c2")),
         LL.Store(i32("a"), P), LL.Store(i32("b"), P))


def test_equal_pure_ops_are_shared() -> None:
    out = cse(kernel(*INPUT))
    assert check(out) == ()
    # c2 is c1, so b is a: the duplicates go, their uses read the first
    assert body_ops(out) == (const("c1", 4), LL.Add(i32("a"), X, i32("c1")),
                             LL.Store(i32("a"), P), LL.Store(i32("a"), P), LL.LLVMReturn(()))


def test_effects_are_never_shared_and_nothing_changes_without_duplicates() -> None:
    m = kernel(LL.Store(X, P), LL.Store(X, P))
    out = cse(m)
    assert out.ops[0] is m.ops[0]


def test_text_snapshot() -> None:
    snapshot("cse.small.mlir", print_module(cse(kernel(*INPUT))))


def test_precompiled_key_templates_are_the_generated_code() -> None:
    """cse's key templates written in its source (``PRECOMPILED``) are, for each shape, the code its
    generator compiles (so either way a key is the same function), and they cover every shape of the
    llvm language's pure classes with fixed operands."""
    from nanotile.ir.core import Kind, spec_of_class
    from nanotile.lowering import cse_keys as C

    for shape, fn in C.PRECOMPILED.items():
        ns: dict[str, Any] = {}
        exec(C.template_source(shape), {}, ns)
        made = ns["key"].__code__
        have = fn.__code__
        assert (have.co_code, have.co_names, have.co_consts, have.co_varnames) == \
            (made.co_code, made.co_names, made.co_consts, made.co_varnames), shape
    fixed = {tuple(k for _, k in C.key_fields(cls)) for cls in LL.OPS if issubclass(cls, LL.PURE_OPS)
             and all(f.kind not in (Kind.OPERANDS, Kind.OPT_OPERAND) for f in spec_of_class(cls).fields)}
    assert fixed <= set(C.PRECOMPILED)


def test_equal_operands_of_another_result_type_are_not_shared() -> None:
    """The key leaves the result type out (cse compares it on a hit): ops equal but for their
    result type each keep their own entry, and a later duplicate of either still goes."""
    from nanotile.ir.types import I64

    a, b, c = LL.PtrToInt(Value("a", I64), P), LL.PtrToInt(i32("b"), P), LL.PtrToInt(Value("c", I64), P)
    u, w, z = LL.Undef(Value("u", I64)), LL.Undef(i32("w")), LL.Undef(Value("z", I64))
    out = cse(kernel(a, b, c, u, w, z, LL.Store(Value("c", I64), P), LL.Store(Value("z", I64), P),
                     LL.Store(i32("b"), P), LL.Store(i32("w"), P)))
    assert check(out) == ()
    assert body_ops(out) == (a, b, u, w, LL.Store(Value("a", I64), P), LL.Store(Value("u", I64), P),
                             LL.Store(i32("b"), P), LL.Store(i32("w"), P), LL.LLVMReturn(()))


@pytest.mark.parametrize("example", ["gemm_sm90", "gemm_sm100", "vector_add", "tma_copy"])
def test_cse_output_is_a_fixed_point(example: str) -> None:
    """cse returns a function it returned before at once (``_CLEAN``: cse-after-fold after a fold that
    changed nothing).  Sound because the walk itself leaves cse's output as it is: checked here without
    the memo, on each example's cse input and on its cse-after-fold input."""
    from conftest import stage_inputs
    from nanotile.passes import cse as C

    ins = stage_inputs(example)
    for stage in ("cse", "cse-after-fold"):
        for f in ins[stage].ops:
            if isinstance(f, LL.LLVMFunc):
                out = C._cse_func(f)
                assert C._cse_func(out) is out, (example, stage)
                assert C._func(out) is out and C._CLEAN.get(id(out)) is out
