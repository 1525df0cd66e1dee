"""lower_agents: smem -> agents (spec 000: warp-specialized agents as explicit thread guards).

    nv_tileas.async.pipeline.agent_switch -> %p = llvm.icmp ult %tid, 32 * agent_warps[0]
                                             scf.if %p { producer } else { consumer }
    a producer whose memory traffic is TMA only runs on one thread of warp 0, elected:
                                             scf.if %p { scf.if (llvm.icmp ult %tid, 32) {
                                               %e = nvvm.elect.sync; scf.if %e { producer } } } ...
    agent_registers = [rp, rc]            -> nvvm.setmaxregister first in each agent
                                             (decrease below the count ptxas launches the
                                             kernel with, else increase: ``directions``)

The regions' ``async.pipeline.yield`` terminators go.  Later passes read
which threads run an op off these guards (``lowering.conversion.Threads``):
the producer's threads start at 0, the consumer's at ``32 * agent_warps[0]``,
and inside the elected-leader guard one thread runs.
"""

from __future__ import annotations

from typing import Any, assert_never

from ..checkers.target import kernel_registers
from ..ir.core import Block, Module, Region, ops_in, walk
from ..ir.diagnostics import error
from ..ir.location import Location
from ..ir.types import I1
from ..languages import agents as G
from ..languages import llvm as LL
from ..languages import smem as S
from ..languages import tileas as A
from ..languages import tileas_tma as B
from ..languages.structured import ScfFor, ScfIf, ScfYield
from ..lowering.conversion import Lowering, Threads, if_then, lower_functions

ICmpP = LL.ICmpPredicate


REWRITES: frozenset[type] = frozenset({A.AgentSwitch})
"""The classes ``_rule`` rewrites (its arms); it returns every other op as it is, its regions lowered."""


def lower_agents(m: Module[S.Op]) -> Module[G.Op]:
    budgets = _budgets(m)

    def rule(op: S.Op, low: Lowering[S.Op, G.Op], threads: Threads) -> tuple[G.Op, ...] | None:
        return _rule(op, low, threads, budgets)
    return lower_functions(m, rule, "g", rewrites=REWRITES, dominating=True)


def _budgets(m: Module[S.Op]) -> dict[int, int]:
    """The registers ptxas gives a thread of the kernel around each ``agent_switch`` with
    ``agent_registers`` (by the switch's id): ``checkers.target.kernel_registers``, from the
    function's ``nvvm.reqntid``, ``nvvm.minctasm`` and ``nvvm.maxnreg`` (``nv_tileaa.occupancy``)."""
    out: dict[int, int] = {}
    for f in m.ops:
        if isinstance(f, LL.LLVMFunc):
            threads = None
            if f.reqntid:
                threads = 1
                for d in f.reqntid:
                    threads *= d
            for sw in ops_in((f,), (A.AgentSwitch,)):
                if sw.agent_registers is not None:
                    out[id(sw)] = kernel_registers(f, threads)[0]
    return out


def _rule(op: S.Op, low: Lowering[S.Op, G.Op], threads: Threads, budgets: dict[int, int]) -> tuple[G.Op, ...] | None:
    if G.is_passthrough_for_lower_agents(op):
        return (op,)
    match op:
        case A.AgentSwitch():
            return _agent_switch(op, low, threads, budgets)
        case LL.LLVMFunc() | A.ProducerWrite() | A.ConsumerRead() | ScfFor() | ScfIf():
            return (low.rebuilt(op, threads),)
        case _:
            assert_never(op)


def _agent_switch(op: A.AgentSwitch[S.Op], low: Lowering[S.Op, G.Op], threads: Threads,
                  budgets: dict[int, int]) -> tuple[G.Op, ...]:
    conv = low.conv
    if len(op.agent_warps) != 2:
        raise error(op.loc, "agent_switch needs agent_warps for its two regions")
    producer_threads = 32 * op.agent_warps[0]
    if 32 * sum(op.agent_warps) != conv.tc.threads:
        raise error(op.loc, f"agent_warps {list(op.agent_warps)} do not add up to the kernel's "
                            f"{conv.tc.threads // 32} warps")
    single = _tma_only(op.producer)
    n = threads.count
    e = low.block_emitter(op.loc)   # (its constant: a dominating input one where there is one, as cse has it)
    in_producer = e.icmp(ICmpP.ULT, conv.thread_index(), e.const(producer_threads))
    prod = _agent_region(op.producer, low, Threads(0, 1 if single else producer_threads, n))
    if single:
        # warp 0 elects its leader: the branch stays warp-uniform up to the elect
        leader = low.emitter(op.loc)
        in_warp0 = leader.icmp(ICmpP.ULT, conv.thread_index(), leader.const(32))
        elect = low.emitter(op.loc)
        elected = elect.v(I1, "elected")
        elect.add(LL.ElectSync(elected, op.loc))
        elect.add(if_then(elected, prod, op.loc))
        leader.add(if_then(in_warp0, tuple(elect.ops), op.loc))
        prod = tuple(leader.ops)
    cons = _agent_region(op.consumer, low, Threads(producer_threads, n, n))
    if op.agent_registers is not None:
        regs = tuple(op.agent_registers)
        down = directions(regs, budgets[id(op)])
        prod = (_setmaxnreg(regs[0], down[0], op),) + prod
        cons = (_setmaxnreg(regs[1], down[1], op),) + cons
    e.add(ScfIf((), in_producer, Region((Block("", (), prod + (ScfYield((), op.loc),)),)),
                Region((Block("", (), cons + (ScfYield((), op.loc),)),)), op.loc))
    return tuple(e.ops)


def _setmaxnreg(regs: int, down: bool, op: A.AgentSwitch[Any]) -> LL.SetMaxRegister:
    return LL.SetMaxRegister("decrease" if down else "increase", regs, op.loc)


def directions(regs: tuple[int, ...], budget: int) -> tuple[bool, ...]:
    """Whether each agent's ``setmaxnreg`` decreases (True) or increases to its budget in ``regs``,
    in a kernel whose threads ptxas gives ``budget`` registers (``kernel_registers``: the threads,
    CTAs per SM and ``nvvm.maxnreg``, which ``nv_tileaa.occupancy`` sets).

    The setmaxnreg is the first instruction of its agent, so its warps own what the kernel was
    launched with, and the PTX ISA (setmaxnreg) leaves a ``.dec`` above and an ``.inc`` below what a
    warp owns undefined.  ptxas launches the kernel with ``budget`` lowered to its largest
    ``.inc`` (``checkers.target.launch_registers``, measured with ptxas 13.0).  The increases are
    the budgets above ``budget`` (a ``.dec`` there: ptxas C7406, e.g. dec 120 at 640 threads, 96 a
    thread; dec 104 at occupancy 2, ``nvvm.maxnreg`` 80) and, as the consumers' hungry agents always
    were, those above ``DEFAULT_SPLIT``, which let ptxas launch with the largest of them (dec 40 /
    inc 152 at 384 threads: launched with 152); of these, one below that launch count decreases
    instead (fuzz3 found [144, 168] at 384 threads lowered to inc 144 / inc 168, launched with 168:
    now dec 144).  Removing it keeps the largest increase, so the launch count is the same and every
    direction holds.  Every budget at or below both ``DEFAULT_SPLIT`` and ``budget`` decreases, as
    before.  The pool (whether the releases pay for the increases) is the agent_switch rule's
    (``tileas_rules``) and ``checkers.target._agent_pool``'s."""
    ups = [r for r in regs if r > DEFAULT_SPLIT or r > budget]
    launch = min(budget, max(ups)) if ups else budget
    return tuple(not (r > DEFAULT_SPLIT or r > budget) or r < launch for r in regs)


DEFAULT_SPLIT = 128


def _agent_region(r: Region[S.Op], low: Lowering[S.Op, G.Op], threads: Threads) -> tuple[Any, ...]:
    if len(r.blocks) != 1:
        raise error(r.blocks[1].ops[0].loc if r.blocks[1].ops else Location("", 0, 0),
                    "agent regions have one block")
    ops = r.blocks[0].ops
    last = ops[-1] if ops else None
    if not isinstance(last, A.PipelineYield) or last.values:
        raise error(last.loc if last is not None else Location("", 0, 0),
                    "an agent region ends in an empty nv_tileas.async.pipeline.yield")
    return low.ops(ops[:-1], threads)


def _tma_only(r: Region[S.Op]) -> bool:
    """A producer whose memory traffic is TMA only runs on one elected thread."""
    ops = list(walk(r.blocks[0].ops))
    return any(isinstance(o, B.AsyncTiledTmaLoad) for o in ops) and not any(
        isinstance(o, (A.TiledLoad, A.TiledStore, A.Dot)) for o in ops)
