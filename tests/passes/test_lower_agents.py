"""lower_agents: agent_switch -> explicit scf.if guards on the thread index.

The producer's threads start at 0, the consumer's at 32 * agent_warps[0]; later passes read that
off the guards (``Threads``): a warpgroup id inside the consumer counts from its first thread.
"""

from __future__ import annotations

from typing import Any

from conftest import snapshot
from nanotile.checkers.lowered import check_agents, check_ids, check_smem
from nanotile.ir.attributes import IntegerAttr
from nanotile.ir.core import Block, Module, Region, Value
from nanotile.ir.printer import print_module
from nanotile.ir.types import I1, I32, LLVMFunctionType, LLVMVoidType
from nanotile.languages import llvm as LL
from nanotile.languages import tileas as A
from nanotile.languages.structured import ScfIf, ScfYield
from nanotile.passes.lower_agents import lower_agents
from nanotile.passes.lower_ids_and_memrefs import lower_ids_and_memrefs


def i32(name: str) -> Value:
    return Value(name, I32)


def const(name: str, v: int) -> LL.LLVMConstant:
    return LL.LLVMConstant(i32(name), IntegerAttr(v, I32))


def agent(*ops: Any) -> Region[Any]:
    return Region((Block("", (), ops + (A.PipelineYield(()),)),))


def kernel(*ops: Any) -> Module[Any]:
    ft = LLVMFunctionType(LLVMVoidType(), ())
    body = Region((Block("", (), ops + (LL.LLVMReturn(()),)),))
    return Module((LL.LLVMFunc("k", ft, body, kernel=True, reqntid=(256, 1, 1), minctasm=1),))


def body_ops(m: Module[Any]) -> tuple[Any, ...]:
    f = m.ops[0]
    assert isinstance(f, LL.LLVMFunc)
    return f.body.blocks[0].ops


def then_else(*then_ops: Any, else_ops: tuple[Any, ...] = ()) -> tuple[Region[Any], Region[Any]]:
    return (Region((Block("", (), then_ops + (ScfYield(()),)),)),
            Region((Block("", (), else_ops + (ScfYield(()),)),)))


SWITCH = A.AgentSwitch((4, 4), agent(A.GetWarpgroupId(i32("wp"))), agent(A.GetWarpgroupId(i32("wc"))))


def test_agents_become_a_guard_on_the_thread_index() -> None:
    m = kernel(SWITCH)
    assert check_smem(m) == ()
    out = lower_agents(m)
    assert check_agents(out) == ()
    tid = i32("tid0")
    assert body_ops(out) == (
        LL.ThreadIdX(tid),
        const("c1", 128), LL.ICmp(Value("p2", I1), tid, i32("c1"), LL.ICmpPredicate.ULT),
        ScfIf((), Value("p2", I1), *then_else(A.GetWarpgroupId(i32("wp")),
                                              else_ops=(A.GetWarpgroupId(i32("wc")),))),
        LL.LLVMReturn(()))


def test_warpgroup_ids_count_from_each_agents_first_thread() -> None:
    out = lower_ids_and_memrefs(lower_agents(kernel(SWITCH)))
    assert check_ids(out) == ()
    (guard,) = [o for o in body_ops(out) if isinstance(o, ScfIf)]
    producer, consumer = guard.then_region.blocks[0].ops, guard.else_region.blocks[0].ops
    assert [type(o) for o in producer] == [LL.LLVMConstant, LL.UDiv, ScfYield]        # tid / 128
    assert [type(o) for o in consumer] == [LL.LLVMConstant, LL.Sub, LL.LLVMConstant, LL.UDiv, ScfYield]
    sub = consumer[1]
    assert isinstance(sub, LL.Sub) and isinstance(consumer[0], LL.LLVMConstant)
    assert consumer[0].value == IntegerAttr(128, I32)                                   # (tid - 128) / 128


def test_agent_warps_must_add_up() -> None:
    import pytest

    from nanotile.ir.diagnostics import DiagnosticError

    with pytest.raises(DiagnosticError, match="do not add up"):
        lower_agents(kernel(A.AgentSwitch((4, 2), agent(), agent())))


def test_no_agents_only_the_prologue() -> None:
    out = lower_agents(kernel(const("c", 1)))
    assert body_ops(out) == (LL.ThreadIdX(i32("tid0")), const("c", 1), LL.LLVMReturn(()))


def test_text_snapshot() -> None:
    snapshot("lower_agents.small.mlir", print_module(lower_agents(kernel(SWITCH))))
