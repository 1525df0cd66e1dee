"""lower_mbarriers: a standalone mbarrier is its arena address; init runs on one thread, then a CTA
barrier; wait is try_wait.parity with the suspend-time hint."""

from __future__ import annotations

from typing import Any

import pytest

from conftest import snapshot
from nanotile.checkers.lowered import check_barriers, check_regtiles
from nanotile.ir.attributes import IntegerAttr
from nanotile.ir.core import Block, Module, Region, Value
from nanotile.ir.location import UNKNOWN
from nanotile.ir.diagnostics import DiagnosticError
from nanotile.ir.printer import print_module
from nanotile.ir.types import (
    I1, I8, I32, DialectType, LLVMArrayType, LLVMFunctionType, LLVMPointerType, LLVMVoidType,
)
from nanotile.languages import llvm as LL
from nanotile.languages import tileas_tma as B
from nanotile.languages.structured import ScfIf, ScfYield
from nanotile.lowering.tiles import MBARRIER_TIMEOUT_NS
from nanotile.passes.lower_mbarriers import lower_mbarriers

BAR = Value("bar", DialectType("nv_tileas", "mbarrier", ()))
ARENA = LL.Global("global_smem", LLVMArrayType(16, I8), "external", 3, 16)


def i32(name: str) -> Value:
    return Value(name, I32)


def const(name: str, v: int) -> LL.LLVMConstant:
    return LL.LLVMConstant(i32(name), IntegerAttr(v, I32))


def kernel(*ops: Any) -> Module[Any]:
    ft = LLVMFunctionType(LLVMVoidType(), ())
    body = Region((Block("", (), ops + (LL.LLVMReturn(()),)),))
    return Module((ARENA, LL.LLVMFunc("k", ft, body, kernel=True, reqntid=(128, 1, 1), minctasm=1)))


def body_ops(m: Module[Any]) -> tuple[Any, ...]:
    f = m.ops[1]
    assert isinstance(f, LL.LLVMFunc)
    return f.body.blocks[0].ops


INPUT = (B.AllocMBarrier(BAR, 8), B.MBarrierInit(BAR, 1), B.MBarrierWait(BAR, 0))


def test_alloc_init_wait() -> None:
    m = kernel(*INPUT)
    assert check_regtiles(m) == ()
    out = lower_mbarriers(m)
    assert check_barriers(out) == ()
    smem, tid, addr, p = Value("smem1", LLVMPointerType(3)), i32("tid0"), Value("a3", LLVMPointerType(3)), Value("p6", I1)
    assert body_ops(out) == (
        LL.ThreadIdX(tid), LL.AddressOf(smem, "global_smem"),
        # alloc: the arena + smem_offset, handed on under the old name
        const("c2", 8), LL.gep(addr, smem, I8, (i32("c2"),), UNKNOWN), LL.UnrealizedCast((BAR,), (addr,)),
        # init: one thread (tid == 0) inits and fences, then every thread meets at the CTA barrier
        const("c5", 0), LL.ICmp(p, tid, i32("c5"), LL.ICmpPredicate.EQ),
        ScfIf((), p, Region((Block("", (), (const("c4", 1), LL.MBarrierInitShared(addr, i32("c4")),
                                            LL.FenceMBarrierInit(), ScfYield(()))),)),
              Region((Block("", (), (ScfYield(()),)),))),
        LL.Barrier0(),
        # wait: try_wait.parity on the phase, with the suspend-time hint
        const("c7", 0), const("c8", MBARRIER_TIMEOUT_NS),
        LL.MBarrierTryWaitParityShared(addr, i32("c7"), i32("c8")),
        LL.LLVMReturn(()))


def test_alloc_without_an_offset_is_reported() -> None:
    with pytest.raises(DiagnosticError, match="no shared-memory offset"):
        lower_mbarriers(kernel(B.AllocMBarrier(BAR, None)))


def test_text_snapshot() -> None:
    snapshot("lower_mbarriers.small.mlir", print_module(lower_mbarriers(kernel(*INPUT))))
