"""A PTX kernel compiled for the machine: one Python closure per instruction, and the warp step loop.

``Program(kernel)`` resolves registers to slots, lays out parameters and
shared variables, and compiles every instruction (``isa.compile_instr``) up
front, so an unsupported instruction is reported before anything runs, with its
PTX line.  ``step(warp, budget)`` executes up to ``budget`` instructions of one
warp's current lane group (see machine.py for the divergence model).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Callable

import numpy as np

from .errors import EmuError, Unsupported
from .memory_protocol import EmulationError
from .memory import MAX_SHARED_BYTES, PARAM_BASE, SMEM_BASE, FlatMemory, MemFault
from .ptx import Instr, Kernel, ParamDecl, type_size

if TYPE_CHECKING:
    from .machine import CTA, Warp

_EMPTY = np.zeros(32, dtype=bool)

KIND_NORMAL, KIND_BRANCH, KIND_EXIT = 0, 1, 2

Fn = Callable[["Warp", "np.ndarray | None"], "int | None"]


@dataclass(slots=True)
class Code:
    ins: Instr
    fn: Fn | None
    guard: int = -1
    neg: bool = False
    kind: int = KIND_NORMAL
    target: int = 0
    uni: bool = False
    aligned: bool = False
    reads: tuple[int, ...] = ()
    writes: tuple[int, ...] = ()      # registers it writes through its destination operands


STORAGE: dict[int, np.dtype[Any]] = {1: np.dtype(np.uint8), 2: np.dtype(np.uint16), 4: np.dtype(np.uint32), 8: np.dtype(np.uint64)}


def _or(a: np.ndarray | None, b: np.ndarray | None, full: np.ndarray) -> np.ndarray | None:
    if a is None or b is None:
        return None
    r = a | b
    return None if (full.all() and r.all()) else r


class Program:
    def __init__(self, kernel: Kernel, module_shared: list[Any] | None = None) -> None:
        from . import isa
        self.kernel = kernel
        self.reg_index: dict[str, int] = {}
        self.reg_size: list[int] = []          # bytes; 0 for predicates
        for name, t in kernel.regs.items():
            self.reg_index[name] = len(self.reg_size)
            self.reg_size.append(0 if t == ".pred" else type_size(t))
        self.specials: dict[str, int] = {}
        # parameters
        self.param_offsets: dict[str, int] = {}
        off = PARAM_BASE
        for p in kernel.params:
            off = -(-off // p.align) * p.align
            self.param_offsets[p.name] = off
            off += p.size
        self.param_size = off - PARAM_BASE
        # shared variables: static ones in order, then the dynamic (.extern) one
        self.shared_addr: dict[str, int] = {}
        off = SMEM_BASE
        dyn: list[Any] = []
        for v in list(module_shared or []) + kernel.shared:
            if v.size is None:
                dyn.append(v)
                continue
            off = -(-off // v.align) * v.align
            self.shared_addr[v.name] = off
            off += v.size
        self.static_end = off
        self.dynamic_base = -(-off // 1024) * 1024
        for v in dyn:
            self.shared_addr[v.name] = self.dynamic_base
        self.has_dynamic = bool(dyn)
        self.code: list[Code] = []
        self.setmaxnreg_incs: list[int] = []   # the counts of its setmaxnreg.inc (regpool.launch_registers)
        for ins in kernel.instrs:
            self.code.append(isa.compile_instr(self, ins))
        end_line = kernel.instrs[-1].line if kernel.instrs else kernel.line
        self.code.append(Code(Instr(end_line, "(end of kernel)", "exit", ()), None, kind=KIND_EXIT))

    # ---- layout -------------------------------------------------------------------------

    def shared_size(self, dynamic: int) -> int:
        size = (self.dynamic_base + dynamic if self.has_dynamic else self.static_end) - SMEM_BASE
        if size > MAX_SHARED_BYTES:
            raise EmuError(f"the kernel needs {size} bytes of shared memory; a CTA has at most "
                           f"{MAX_SHARED_BYTES}")
        return max(size, 16)

    def param_memory(self, values: list[bytes]) -> FlatMemory:
        """The param space for one launch, from each parameter's raw little-endian bytes."""
        if len(values) != len(self.kernel.params):
            raise EmuError(f"kernel {self.kernel.name} takes {len(self.kernel.params)} parameters, "
                           f"got {len(values)}")
        mem = FlatMemory("param", PARAM_BASE, max(self.param_size, 8))
        for p, v in zip(self.kernel.params, values):
            if len(v) != p.size:
                raise EmuError(f"parameter {p.name} is {p.size} bytes, got {len(v)}")
            mem.write(self.param_offsets[p.name], np.frombuffer(v, dtype=np.uint8))
        return mem

    def param(self, name: str) -> ParamDecl | None:
        for p in self.kernel.params:
            if p.name == name:
                return p
        return None

    # ---- registers ----------------------------------------------------------------------

    def reg(self, name: str) -> int:
        return self.reg_index[name]

    def special(self, name: str) -> int:
        rid = self.specials.get(name)
        if rid is None:
            rid = len(self.reg_size)
            self.specials[name] = rid
            self.reg_size.append(8 if name in ("%clock64", "%globaltimer") else 4)
        return rid

    def new_regs(self, cta: "CTA", warp: int) -> list[np.ndarray]:
        regs = [np.zeros(32, dtype=bool) if s == 0 else np.zeros(32, dtype=STORAGE[s]) for s in self.reg_size]
        lane = np.arange(32, dtype=np.uint32)
        t = warp * 32 + lane
        bx, by, bz = cta.machine.block
        gx, gy, gz = cta.machine.grid
        vals = {
            "%tid.x": t % bx, "%tid.y": (t // bx) % by, "%tid.z": t // (bx * by),
            "%ntid.x": bx, "%ntid.y": by, "%ntid.z": bz,
            "%ctaid.x": cta.ctaid[0], "%ctaid.y": cta.ctaid[1], "%ctaid.z": cta.ctaid[2],
            "%nctaid.x": gx, "%nctaid.y": gy, "%nctaid.z": gz,
            "%laneid": lane, "%warpid": warp, "%nwarpid": -(-(bx * by * bz) // 32),
            "%smid": cta.linear % 132, "%nsmid": 132, "%gridid": 0,
            "%lanemask_eq": np.uint32(1) << lane,
            "%lanemask_lt": (np.uint32(1) << lane) - np.uint32(1),
            "%lanemask_le": ((np.uint64(1) << lane.astype(np.uint64) + np.uint64(1)) - np.uint64(1)).astype(np.uint32),
            "%lanemask_gt": ~(((np.uint64(1) << lane.astype(np.uint64) + np.uint64(1)) - np.uint64(1)).astype(np.uint32)),
            "%lanemask_ge": ~((np.uint32(1) << lane) - np.uint32(1)),
            "%dynamic_smem_size": cta.machine.dynamic_smem,
            "%total_smem_size": cta.smem.size, "%aggr_smem_size": cta.smem.size,
            "%cluster_ctarank": 0, "%cluster_nctarank": 1, "%is_explicit_cluster": 0,
            "%clusterid.x": cta.ctaid[0], "%clusterid.y": cta.ctaid[1], "%clusterid.z": cta.ctaid[2],
            "%nclusterid.x": gx, "%nclusterid.y": gy, "%nclusterid.z": gz,
            "%cluster_ctaid.x": 0, "%cluster_ctaid.y": 0, "%cluster_ctaid.z": 0,
            "%cluster_nctaid.x": 1, "%cluster_nctaid.y": 1, "%cluster_nctaid.z": 1,
            "%clock": 0, "%clock64": 0, "%globaltimer": 0, "%envreg0": 0,
        }
        for name, rid in self.specials.items():
            if name not in vals:
                raise Unsupported(f"special register {name} is not supported")
            v = vals[name]
            regs[rid] = np.broadcast_to(np.asarray(v).astype(STORAGE[self.reg_size[rid]]), (32,)).copy()
        return regs

    # ---- execution ----------------------------------------------------------------------

    def goto(self, w: "Warp", newpc: int) -> None:
        """Move the current group to ``newpc`` and pick the lowest-pc group (min-pc reconvergence)."""
        others = w.others
        if not others:
            w.pc = newpc
            return
        if newpc in others:
            w.mask = _or(w.mask, others.pop(newpc), w.live)
        if others:
            mn = min(others)
            if mn < newpc:
                others[newpc] = w.mask
                w.pc = mn
                w.mask = others.pop(mn)
                return
        w.pc = newpc

    def split(self, w: "Warp", a: tuple[int, np.ndarray], b: tuple[int, np.ndarray]) -> None:
        others = w.others
        for pc, m in (a, b):
            if pc in others:
                others[pc] = _or(others[pc], m, w.live)
            else:
                others[pc] = m
        mn = min(others)
        w.pc = mn
        w.mask = others.pop(mn)

    def exit_lanes(self, w: "Warp", eff: np.ndarray | None) -> None:
        m = w.mask
        cur = w.live.copy() if m is None else m
        gone = cur if eff is None else eff
        w.live = w.live & ~gone
        rest = cur & ~gone
        cta = w.cta
        if rest.any():
            w.mask = rest
            self.goto(w, w.pc + 1)
        elif w.others:
            mn = min(w.others)
            w.pc = mn
            w.mask = w.others.pop(mn)
        else:
            w.done = True
        cta.event()
        from .isa import recheck_barriers
        recheck_barriers(cta)

    def step(self, w: "Warp", budget: int) -> int:
        code = self.code
        n = 0
        while n < budget and not w.done:
            pc = w.pc
            c = code[pc]
            m = w.mask
            eff: np.ndarray | None
            if c.guard >= 0:
                p = w.regs[c.guard]
                if c.neg:
                    p = ~p
                if m is None:
                    eff = None if p.all() else (_EMPTY if not p.any() else p)
                else:
                    e = p & m
                    eff = _EMPTY if not e.any() else (m if (e == m).all() else e)
            else:
                eff = m
            n += 1
            if eff is _EMPTY:                # no lane executes it (an .aligned instruction may be skipped whole)
                if c.aligned and c.guard >= 0 and m is not None and (m != w.live).any():
                    self._aligned_check(w, c, m)
                self.goto(w, pc + 1)
                continue
            kind = c.kind
            if kind == KIND_BRANCH:
                if eff is m:
                    self.goto(w, c.target)
                else:
                    assert eff is not None
                    cur = w.live.copy() if m is None else m
                    rest = cur & ~eff
                    if c.uni:
                        raise self.located(EmuError("bra.uni is divergent: the guard differs across "
                                                    "the warp's active lanes"), w, c, int(np.argmax(rest)))
                    self.split(w, (c.target, eff), (pc + 1, rest))
                continue
            if kind == KIND_EXIT:
                self.exit_lanes(w, None if eff is m else eff)
                continue
            if c.aligned and (eff is not m or w.others or (m is not None and not (m == w.live).all())):
                self._aligned_check(w, c, eff)
            if w.pending_regs and c.reads:
                self._pending_check(w, c)
            fn = c.fn
            assert fn is not None
            try:
                st = fn(w, eff)
            except MemFault as e:
                raise self.located(EmuError(e.message), w, c, e.lane if e.lane >= 0 else w.first_lane(eff)) from None
            except EmuError as e:
                raise self.located(e, w, c, w.first_lane(eff)) from None
            except EmulationError as e:
                raise self.located(EmuError(str(e)), w, c, w.first_lane(eff)) from None
            if c.writes:
                for r in c.writes:
                    w.unfenced_regs[r] = pc
            if st is None:
                if w.others:
                    self.goto(w, pc + 1)
                else:
                    w.pc = pc + 1
                continue
            if st == 1:      # BLOCK
                n -= 1
                break
            if st == 2:      # YIELD
                self.goto(w, pc + 1)
                break
            if st == 3:      # JUMP
                self.goto(w, w.next_pc)
                continue
        w.executed += n
        return n

    def located(self, e: EmuError, w: "Warp", c: Code, lane: int) -> EmuError:
        return e.located(c.ins.line, c.ins.text, w.where(lane))

    def _aligned_check(self, w: "Warp", c: Code, eff: np.ndarray | None) -> None:
        if eff is None and not w.others:
            return
        active = w.live if eff is None else eff
        missing = w.live & ~active
        if missing.any():
            raise self.located(EmuError(
                f"'{c.ins.opcode}' is .aligned but the warp executes it divergently: lanes "
                f"{np.flatnonzero(missing).tolist()} do not execute it here (all lanes of the warp must)"),
                w, c, int(np.argmax(missing)))

    def _pending_check(self, w: "Warp", c: Code) -> None:
        for r in c.reads:
            op = w.pending_regs.get(r)
            if op is not None:
                name = next((k for k, v in self.reg_index.items() if v == r), f"#{r}")
                raise self.located(EmuError(
                    f"race: reads {name}, an accumulator of the wgmma.mma_async at line {op.line} that "
                    "has not completed (wgmma.wait_group before using its results)"), w, c, w.first_lane(w.mask))
