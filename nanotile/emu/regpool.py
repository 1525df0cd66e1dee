"""``setmaxnreg``: warps trade registers through the CTA's register pool.

PTX ISA 9.7.19.5 "Miscellaneous Instructions: setmaxnreg" (``setmaxnreg.{inc,dec}.sync.aligned.u32
imm-reg-count``), as modelled here:

- the CTA keeps a **pool** of available registers, empty at launch; every warp starts owning the
  per-thread count the kernel was launched with (``launch_registers``), 32 registers per thread
  count;
- ``.dec n`` releases the warp's registers above ``n`` per thread to the pool; ``n`` above what the
  warp owns is undefined behaviour, reported;
- ``.inc n`` takes ``32 * (n - owned)`` registers from the pool and **blocks until the pool holds
  them** (it is woken by any change of the CTA's state, like an mbarrier poll); ``n`` below what the
  warp owns is undefined behaviour, reported.  An increase no release can ever satisfy leaves the warp
  blocked: the CTA ends in a deadlock report that names it (machine.py);
- ``imm-reg-count`` is an integer constant, a multiple of 8 in 24..256: anything else is refused
  before the kernel runs;
- the same ``setmaxnreg`` must be executed by all warps of a warpgroup (four contiguous warps): a warp
  reaching a ``setmaxnreg`` while another warp of its warpgroup has not yet executed the one it
  executed (a different one, or the same one again), and a CTA ending while a warp of a warpgroup never
  executed one its other warps did, are errors;
- "After executing a setmaxnreg instruction, all warps in the warpgroup must synchronize explicitly
  before executing subsequent setmaxnreg instructions": a warp's second (third, ...) setmaxnreg is an
  error unless, since its previous one, it synchronized with every other warp of its warpgroup after
  that warp executed the same one.  "Synchronize" is read as the memory model's: the other warp's
  setmaxnreg precedes this one in causality order (PTX ISA 8.9.5), through the synchronizing operations
  of 8.9.4.  Each warp knows, per warp, how many setmaxnreg it executed (``Warp.setmaxnregs``, a vector
  clock: its own count, and what it learned by synchronizing, which passes on transitively); a warp
  learns what the warps arriving at a CTA barrier knew when it waits there (``bar.sync`` /
  ``barrier.sync``; the arrivers include ``bar.arrive``: "A bar{.cta}.sync or bar{.cta}.red or
  bar{.cta}.arrive operation synchronizes with a bar{.cta}.sync or bar{.cta}.red operation executed on
  the same barrier", 8.9.4), what the threads arriving on an mbarrier with ``.release`` (the default)
  knew when an ``.acquire`` (the default) ``try_wait`` / ``test_wait`` of it succeeds (every completed
  phase: they complete in order), and what a release pattern wrote to a memory flag when an acquire
  pattern reads it (8.8; flags.py: ``st.release`` / ``atom`` / ``red`` / a fence then a strong write,
  against ``ld.acquire`` / ``atom`` / a strong read then a fence; a ``.relaxed`` mbarrier arrive or wait
  counts only with such a fence).  That the warps merely executed their setmaxnreg first in this
  schedule is not enough: nothing orders them on hardware.  Not counted as synchronization, by the ISA:
  the complete_tx of ``cp.async.bulk`` / ``cp.reduce.async.bulk`` ("does not transitively establish
  ordering with respect to prior instructions from the issuing thread", 8.9.1.1), the arrive-on of
  ``tcgen05.commit`` and ``cp.async.mbarrier.arrive`` (asynchronous: "triggered by the system" on
  completion of the tracked operations, 9.7.16.11.1 tcgen05.commit, with no ``.sem``; for ``cp.async.mbarrier.arrive``
  8.9.1.1 says it is ordered with the tracked copies "but not to those of any other instruction issued
  by the thread"), relaxed or weak accesses without fences (flags.py), and a ``bar.warp.sync`` (one
  warp; not a synchronizing operation of 8.9.4);
- registers of warps that exit are **not** returned to the pool.  PTX ISA 9.7.19.5: "A pool of
  available registers is maintained per-CTA. Register adjustments requested by the setmaxnreg
  instructions are handled by supplying extra registers from this pool to the requesting warp or by
  releasing extra registers from the requesting warp to this pool": ``setmaxnreg.dec`` is the only way
  into the pool the ISA names, and neither it nor the reference notes (shared/reference/DIGEST.md: the
  mechanism is "not described in the sources") say that an exiting warp's registers join it.  A kernel
  whose ``.inc`` only an exited warp's registers could satisfy relies on what the ISA does not promise:
  the emulator leaves it blocked and reports the deadlock (tests/emu/test_fuzz5_setmaxnreg_sync.py);
  a warp that releases what it no longer needs before it exits (``setmaxnreg.dec`` first, as nanotile's
  producer does) is what the ISA supports;
- "the setmaxnreg instruction requires that the kernel has been launched with a valid value of maximum
  number of per-thread registers ... Otherwise, the setmaxnreg instruction may have no effect": where
  the kernel's directives do not fix that count (``launch_registers`` is None) the pool is not
  modelled (only the count's range and the warpgroup rule are checked).

The specification seeds do not describe ``setmaxnreg`` (shared/reference/DIGEST.md: "not described in
the sources"); nanotile's lowering (``passes/lower_agents.py``) and the ``nvvm.setmaxregister`` op
docstring call the count a "budget" of the warpgroup: where they differ, the ISA is what this follows
(the pool is per CTA, and a warp owns registers, not a warpgroup).

What the kernel was launched with is what ptxas allocated (measured with ptxas 13.0, V13.0.88, sm_90a,
2026-11-27; ``ptxas -v`` "Used N registers"): see ``launch_registers``.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

import numpy as np

from ..checkers.target import thread_registers
from .errors import EmuError
from .isa import BLOCK, Ctx, _code, register
from .ptx import Imm, Kernel
from .program import Code

if TYPE_CHECKING:
    from .machine import CTA, Warp

MIN_COUNT = 24
MAX_COUNT = 256
WARPGROUP = 4
"""Warps in a warpgroup (PTX ISA: four contiguous warps, the first one's rank a multiple of 4)."""


def launch_registers(kernel: Kernel, incs: list[int]) -> int | None:
    """The per-thread registers every warp of ``kernel`` owns at launch, rounded up to the allocation
    granule of 8, or None where the directives do not fix it; ``incs`` are the counts of the kernel's
    ``setmaxnreg.inc`` instructions.

    Measured with ptxas 13.0 on a two-warpgroup kernel (one warpgroup dec, the other inc):

    - ``.reqntid T`` or ``.maxntid T`` with ``.minnctapersm C``: the budget of ``T`` threads and ``C``
      CTAs an SM (``checkers.target.thread_registers``: 168 at 384 threads, 80 at 384 x 2 CTAs); without
      ``.minnctapersm`` neither fixes the count ("Used 8 registers": the setmaxnreg are dropped);
    - ``.maxnreg M``: ``M`` taken at its word, capped by the thread budget where ``.minnctapersm`` is
      given as well (``.reqntid 384`` + ``.minnctapersm 1`` + ``.maxnreg 200``: 168; without them: 200);
    - none of these: ptxas allocates what the code needs (8) and drops the setmaxnreg (the ISA's "may
      have no effect"): None;
    - a kernel with ``setmaxnreg.inc`` is launched with no more than its largest ``.inc`` count (ptxas's
      "largest temporal register count in the program", C7406): dec 40 / inc 152 at 384 threads,
      "Used 152"; inc 136 / inc 160, "Used 160"; ``.dec`` counts do not count (dec 160 / inc 152:
      refused, "larger than the largest temporal register count in the program (152)")."""
    d = kernel.directives
    req, mx, ctas, maxnreg = d.get(".reqntid"), d.get(".maxntid"), d.get(".minnctapersm"), d.get(".maxnreg")
    shape = (req or mx) if ctas else None
    budget: int | None = None
    if shape:
        threads = 1
        for n in shape:
            threads *= n
        budget = thread_registers(threads, ctas[0] if ctas else 1)
    if maxnreg:
        budget = maxnreg[0] if budget is None or not ctas else min(maxnreg[0], budget)
    if budget is None:
        return None
    if incs:
        budget = min(budget, max(incs))
    return -(-budget // 8) * 8


@dataclass
class Round:
    """A setmaxnreg some warps of a warpgroup executed and others have not yet."""

    pc: int
    line: int
    text: str
    done: set[int] = field(default_factory=set)


@dataclass
class RegisterPool:
    """The CTA's register pool: ``free`` registers, what each warp owns per thread (``owned``, empty
    when the launch count is unknown), and each warpgroup's unfinished setmaxnreg."""

    launch: int | None
    free: int = 0
    owned: list[int] = field(default_factory=list)
    rounds: dict[int, Round] = field(default_factory=dict)
    last: dict[int, int] = field(default_factory=dict)      # warp -> PTX line of the last setmaxnreg it executed

    def describe(self, cta: "CTA") -> str:
        if self.launch is None:
            return ""
        runs: list[tuple[int, int, int]] = []      # (first warp, last warp, registers a thread)
        for i, n in enumerate(self.owned):
            if runs and runs[-1][2] == n:
                runs[-1] = (runs[-1][0], i, n)
            else:
                runs.append((i, i, n))
        held = ", ".join(f"warp{'s' if a != b else ''} {a}{f'-{b}' if a != b else ''}: {n}" for a, b, n in runs)
        return (f"the CTA's pool holds {self.free} registers (launched with {self.launch} a thread x "
                f"{cta.nthreads} threads = {self.launch * cta.nthreads}; per thread, {held})")


def pool_of(cta: "CTA") -> RegisterPool:
    pool: RegisterPool | None = cta.regpool
    if pool is None:
        prog = cta.machine.prog
        launch = launch_registers(prog.kernel, prog.setmaxnreg_incs)
        pool = RegisterPool(launch, 0, [launch] * len(cta.warps) if launch is not None else [])
        cta.regpool = pool
    return pool


def members(cta: "CTA", group: int) -> list[int]:
    return [i for i in range(WARPGROUP * group, min(WARPGROUP * (group + 1), len(cta.warps)))]


def check_rounds(cta: "CTA") -> None:
    """Every thread of the CTA has exited: a setmaxnreg some warps of a warpgroup executed and others
    never did is an error (PTX ISA: undefined behaviour)."""
    pool: RegisterPool | None = cta.regpool
    if pool is None or not pool.rounds:
        return
    g, r = next(iter(pool.rounds.items()))
    missing = [i for i in members(cta, g) if i not in r.done]
    raise EmuError(f"CTA {cta.ctaid} exits while warps {missing} of warpgroup {g} never executed this setmaxnreg, "
                   f"which warps {sorted(r.done)} of the warpgroup executed: the same setmaxnreg must be executed "
                   "by all warps of a warpgroup (PTX ISA setmaxnreg; otherwise undefined)", r.line, r.text)


def _c_setmaxnreg(cx: Ctx) -> Code:
    """setmaxnreg.{inc,dec}.sync.aligned.u32 imm-reg-count (PTX ISA 9.7.19.5; see the module doc)."""
    (a,) = cx.ops(1)
    action = cx.parts[1] if len(cx.parts) > 1 else ""
    if action not in ("inc", "dec"):
        raise cx.err(f"'{cx.ins.opcode}': setmaxnreg takes .inc or .dec")
    if not isinstance(a, Imm):
        raise EmuError("setmaxnreg: imm-reg-count must be an integer constant", cx.ins.line, cx.ins.text)
    n = a.value
    if n % 8 or not MIN_COUNT <= n <= MAX_COUNT:
        raise EmuError(f"setmaxnreg: imm-reg-count {n} is not a multiple of 8 in {MIN_COUNT}..{MAX_COUNT} "
                       "(PTX ISA setmaxnreg)", cx.ins.line, cx.ins.text)
    inc = action == "inc"
    if inc:
        cx.prog.setmaxnreg_incs.append(n)
    pc = len(cx.prog.code)         # (instructions are compiled in order: this one's index)
    line, text = cx.ins.line, cx.ins.text

    def run(w: "Warp", m: np.ndarray | None) -> int | None:
        cta = w.cta
        pool = pool_of(cta)
        g = w.index // WARPGROUP
        r = pool.rounds.get(g)
        if r is not None and (r.pc != pc or w.index in r.done):
            missing = [i for i in members(cta, g) if i not in r.done]
            again = "this setmaxnreg again" if r.pc == pc else "this setmaxnreg"
            raise EmuError(f"warp {w.index} executes {again} while warps {missing} of its warpgroup have not "
                           f"executed the setmaxnreg at line {r.line} that it executed: all warps of a warpgroup "
                           "execute the same setmaxnreg and synchronize before the next (PTX ISA setmaxnreg; "
                           "otherwise undefined)")
        known = w.setmaxnregs
        k = known.get(w.index, 0)
        if k:
            behind = [i for i in members(cta, g) if i != w.index and known.get(i, 0) < k]
            if behind:
                raise EmuError(f"warp {w.index} executes this setmaxnreg after the one at line {pool.last[w.index]} "
                               f"without having synchronized with warps {behind} of its warpgroup since they "
                               "executed that one: after a setmaxnreg all warps of the warpgroup synchronize "
                               "explicitly before the next (a CTA barrier this warp waits at, or an mbarrier phase "
                               "it waits for, that they arrive at after it) (PTX ISA setmaxnreg; otherwise "
                               "undefined)")
        if pool.launch is not None:
            cur = pool.owned[w.index]
            if inc and n < cur:
                raise EmuError(f"setmaxnreg.inc {n}: the warp already owns {cur} registers per thread; an "
                               "increase to fewer is undefined (PTX ISA setmaxnreg: the count before .inc must "
                               "be at most imm-reg-count)")
            if not inc and n > cur:
                raise EmuError(f"setmaxnreg.dec {n}: the warp owns {cur} registers per thread; a decrease to "
                               "more is undefined (PTX ISA setmaxnreg: the count before .dec must be at least "
                               "imm-reg-count)")
            delta = 32 * (n - cur)
            if delta > pool.free:
                w.blocked = ("setmaxnreg", n, delta, cta.events)
                return BLOCK
            pool.free -= delta
            pool.owned[w.index] = n
            if delta < 0:
                cta.event()
        known[w.index] = k + 1
        pool.last[w.index] = line
        if r is None:
            r = pool.rounds[g] = Round(pc, line, text)
        r.done.add(w.index)
        if len(r.done) == len(members(cta, g)):
            del pool.rounds[g]
        return None
    return _code(cx, run, aligned=True)


register("setmaxnreg", _c_setmaxnreg)
