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
from nanotile.ir.parser import parse_type
from nanotile.ir.types import I1, I8, I32, PTR, LLVMArrayType, LLVMFunctionType, LLVMPointerType, LLVMVoidType
from nanotile.languages import llvm as LL
from nanotile.languages import tileas as A
from nanotile.languages import tileas_tma as B
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


def test_typed_snapshot_a_tma_producer_is_one_elected_thread_with_register_budgets() -> None:
    """A producer whose only memory traffic is TMA runs on the elected leader of warp 0; the agents'
    register budgets become setmaxregister (decrease at or below 128, else increase)."""
    din, row = Value("din", PTR), i32("row")
    desc = Value("d", parse_type("!nv_tileas.tma_desc<tensor<64x16xf16>>"))
    bar = Value("bar", parse_type("!nv_tileas.mbarrier"))
    load = B.AsyncTiledTmaLoad(Value("t", parse_type("tensor<64x16xf16, #nv_tileas.smem<swizzle = 32>>")),
                               desc, bar, (row, row), 0, 2048, 0)
    head = (LL.UnrealizedCast((desc,), (din,)), B.AllocMBarrier(bar, 2048))
    switch = A.AgentSwitch((4, 4), agent(load), agent(A.GetWarpgroupId(i32("wc"))), agent_registers=(40, 232))
    ft = LLVMFunctionType(LLVMVoidType(), (PTR, I32))
    arena = LL.Global("global_smem", LLVMArrayType(2056, I8), "internal", 3, 1024)   # the tile, then the barrier
    body = Region((Block("", (din, row), head + (switch, LL.LLVMReturn(()))),))
    m: Module[Any] = Module((arena, LL.LLVMFunc("k", ft, body, kernel=True, reqntid=(256, 1, 1), minctasm=1)))
    assert check_smem(m) == ()
    out = lower_agents(m)
    assert check_agents(out) == ()
    tid, elected = i32("tid0"), Value("elected6", I1)
    f = out.ops[1]
    assert out.ops[0] is arena and isinstance(f, LL.LLVMFunc)
    assert f.body.blocks[0].ops == (
        # the prologue after the argument casts: the thread index and the arena's address
        head[0], LL.ThreadIdX(tid), LL.AddressOf(Value("smem1", LLVMPointerType(3)), "global_smem"), head[1],
        const("c2", 128), LL.ICmp(Value("p3", I1), tid, i32("c2"), LL.ICmpPredicate.ULT),
        ScfIf((), Value("p3", I1), *then_else(
            # the producer: fewer registers, then warp 0 (tid < 32) elects the one thread that issues
            LL.SetMaxRegister("decrease", 40),
            const("c4", 32), LL.ICmp(Value("p5", I1), tid, i32("c4"), LL.ICmpPredicate.ULT),
            ScfIf((), Value("p5", I1), *then_else(LL.ElectSync(elected), ScfIf((), elected, *then_else(load)))),
            # the consumer: more registers, then its ops as they were
            else_ops=(LL.SetMaxRegister("increase", 232), A.GetWarpgroupId(i32("wc"))))),
        LL.LLVMReturn(()))


def test_warpgroup_ids_count_from_each_agents_first_thread() -> None:
    out = lower_ids_and_memrefs(lower_agents(kernel(SWITCH)))
    assert check_ids(out) == ()
    (guard,) = [o for o in body_ops(out) if isinstance(o, ScfIf)]
    producer, consumer = guard.then_region.blocks[0].ops, guard.else_region.blocks[0].ops
    assert [type(o) for o in producer] == [LL.LLVMConstant, LL.LShr, ScfYield]        # tid >> 7 (/ 128)
    # (tid - 128) >> 7, the 128 the agent guard's (tid < 128): the constant dominating it, as cse has it
    assert [type(o) for o in consumer] == [LL.Sub, LL.LLVMConstant, LL.LShr, ScfYield]
    sub, shift = consumer[0], consumer[2]
    assert isinstance(sub, LL.Sub) and isinstance(shift, LL.LShr) and shift.lhs is sub.result
    (bound,) = [o for o in body_ops(out) if isinstance(o, LL.LLVMConstant) and o.result is sub.rhs]
    assert bound.value == IntegerAttr(128, I32)


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
