"""cute_kernel_to_nvvm: cute_llvm -> llvm (spec 000 CuteKernelToNvvmRewrite, spec 002 grid constants).

    cute.kernel                     -> nvvm.kernel
    {cute_nvgpu.grid_constant} arg  -> {nvvm.grid_constant, llvm.byval = !llvm.array<128 x i8>,
                                        llvm.align = 64 : i64}   (a 128-byte CUtensorMap)
"""

from __future__ import annotations

from ..ir.attributes import DictAttr, TypeAttr, UnitAttr, i64
from ..ir.core import Module
from ..ir.types import I8, LLVMArrayType
from ..languages import llvm as LL
from ..languages.cute_llvm import CuteLlvmModule

GRID_CONSTANT = "cute_nvgpu.grid_constant"
TENSORMAP_BYTES = 128


def cute_kernel_to_nvvm(m: CuteLlvmModule) -> LL.LlvmModule:
    return LL.LlvmModule(Module(tuple(_op(op) for op in m.ops), m.attrs, m.loc))


def _op(op: LL.Op) -> LL.Op:
    if not isinstance(op, LL.LLVMFunc) or not (op.cute_kernel or any(GRID_CONSTANT in a.entries
                                                                     for a in op.arg_attrs)):
        return op
    return LL.LLVMFunc(op.sym_name, op.function_type, op.body, arg_attrs=tuple(_arg(a) for a in op.arg_attrs),
                       cute_kernel=False, kernel=op.kernel or op.cute_kernel, reqntid=op.reqntid,
                       minctasm=op.minctasm, maxnreg=op.maxnreg, cluster_dim=op.cluster_dim,
                       blocks_are_clusters=op.blocks_are_clusters, loc=op.loc)


# the last argument dictionary rewritten and its rewrite (held, so the identity test is exact): every
# descriptor argument carries the same shared ``{cute_nvgpu.grid_constant}`` (``DictAttr.of``)
_LAST_ARG: tuple[DictAttr | None, DictAttr | None] = (None, None)


def _arg(a: DictAttr) -> DictAttr:
    global _LAST_ARG
    if GRID_CONSTANT not in a.entries:
        return a
    last, done = _LAST_ARG
    if last is a and done is not None:
        return done
    done = _rewrite_arg(a)
    _LAST_ARG = (a, done)
    return done


def _rewrite_arg(a: DictAttr) -> DictAttr:
    return a.update(remove=(GRID_CONSTANT,), add=(("llvm.align", i64(64)),
                    ("llvm.byval", TypeAttr(LLVMArrayType(TENSORMAP_BYTES, I8))), ("nvvm.grid_constant", UnitAttr())))
