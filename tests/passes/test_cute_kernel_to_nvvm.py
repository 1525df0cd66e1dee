"""cute_kernel_to_nvvm: cute.kernel -> nvvm.kernel; a grid-constant argument becomes a 128-byte byval
CUtensorMap (nvvm.grid_constant, llvm.byval, llvm.align 64)."""

from __future__ import annotations

from conftest import snapshot
from nanotile.checkers.llvm import check, check_cute_llvm
from nanotile.ir.attributes import DictAttr, TypeAttr, UnitAttr, i64
from nanotile.ir.core import Block, Module, Region, Value
from nanotile.ir.printer import print_module
from nanotile.ir.types import I8, LLVMArrayType, LLVMFunctionType, LLVMPointerType, LLVMVoidType
from nanotile.languages import llvm as LL
from nanotile.languages.cute_llvm import CuteLlvmModule
from nanotile.passes.cute_kernel_to_nvvm import cute_kernel_to_nvvm

D, P = Value("desc", LLVMPointerType(0)), Value("p", LLVMPointerType(1))
FT = LLVMFunctionType(LLVMVoidType(), (D.type, P.type))
BODY = Region((Block("", (D, P), (LL.LLVMReturn(()),)),))


def func(cute: bool, arg_attrs: tuple[DictAttr, ...], kernel: bool = False) -> LL.LLVMFunc[LL.Op]:
    return LL.LLVMFunc("k", FT, BODY, arg_attrs=arg_attrs, cute_kernel=cute, kernel=kernel,
                       reqntid=(128, 1, 1), minctasm=1)


CUTE = func(True, (DictAttr.of(("cute_nvgpu.grid_constant", UnitAttr())), DictAttr.of()))


def test_cute_kernel_and_grid_constant() -> None:
    m = CuteLlvmModule(Module((CUTE,)))
    assert check_cute_llvm(m) == ()
    out = cute_kernel_to_nvvm(m)
    assert check(out) == ()
    tensormap = DictAttr.of(("llvm.align", i64(64)), ("llvm.byval", TypeAttr(LLVMArrayType(128, I8))),
                            ("nvvm.grid_constant", UnitAttr()))
    assert out.ops == (func(False, (tensormap, DictAttr.of()), kernel=True),)
    assert out.ops[0].body is BODY   # untouched subtrees are shared


def test_a_plain_function_is_the_same_object() -> None:
    f = func(False, (DictAttr.of(), DictAttr.of()))
    assert cute_kernel_to_nvvm(CuteLlvmModule(Module((f,)))).ops[0] is f


def test_text_snapshot() -> None:
    snapshot("cute_kernel_to_nvvm.small.mlir", print_module(cute_kernel_to_nvvm(CuteLlvmModule(Module((CUTE,))))))
