"""Memory flags: release and acquire patterns carry a warp's setmaxnreg knowledge (regpool.py).

A warpgroup's warps must "synchronize explicitly" between two setmaxnreg (PTX ISA 9.7.19.5).  Besides
CTA barriers and mbarrier phases (isa.py, asyncops.py), the PTX memory model synchronizes two threads
through memory: "A release pattern X synchronizes with an acquire pattern Y, if a write operation in X
precedes a read operation in Y in observation order, and the first operation in X and the last operation
in Y are morally strong" (PTX ISA 8.9.4 "Memory synchronization"), which establishes causality order
(8.9.5).  What is modelled (PTX ISA 8.8 "Release and Acquire Patterns", 8.9.2 "Observation Order"):

- a **release pattern** on a location M is a release operation on M (``st.release``,
  ``atom.release`` / ``.acq_rel``, ``red.release``), or a release fence followed in program order by a
  strong write on M (``fence.sc`` / ``fence.acq_rel`` / ``membar`` -- each also a release fence -- then
  ``st.relaxed`` / ``st.volatile`` / any ``atom`` / ``red``): the write leaves at M what the writing warp
  knew at the release operation, or at the fence (the pattern "only affects operations occurring in
  program order before the first instruction in that pattern");
- an **acquire pattern** on M is an acquire operation on M (``ld.acquire``, ``atom.acquire`` /
  ``.acq_rel``), or a strong read of M (``ld.relaxed`` / ``ld.volatile`` / ``atom``; not ``red``: "this
  strong read does not form an acquire pattern") followed in program order by an acquire fence: the
  reading warp learns what M holds when the read reads it (at the fence, for the second form);
- **observation order**: the read must read the value the release pattern's write wrote, or one an
  atomic read-modify-write wrote after reading it (``atom`` / ``red`` keep what M held and add their own
  release); any other write to an overlapping range (a weak store, a strong store that is not part of a
  release pattern, a bulk copy or any other writer of the memory) leaves M holding nothing
  (``FlatMemory`` / ``GlobalMemory`` drop the flags a write overlaps);
- **morally strong**: weak accesses (``ld`` / ``st`` without ``.relaxed`` / ``.acquire`` / ``.release``
  / ``.volatile``; ``ld.global.nc``) take no part; the read must cover exactly the write's bytes (8.7:
  "they overlap completely"); every scope includes the other warps of a CTA, so scopes are not read; a
  flag written by one CTA teaches another CTA nothing (warps are named within their CTA: a fail-closed
  simplification);
- warps, not threads: a warp's ``setmaxnreg`` is executed by all of its threads (``.sync``), so any
  of its lanes releasing after it, and any lane acquiring before the warp's next one, stands for the
  warp; a fence counts for the lanes that executed it, a pending relaxed read for the lane that read.

Not modelled as synchronization: relaxed accesses without fences (an observation edge only starts a
causality path, 8.9.5: program order then observation does not order the earlier setmaxnreg), and
``fence.sc`` against ``fence.sc`` without an observed write (the Fence-SC order is decided at run time;
counting the schedule's order would pass a kernel that is unsynchronized under another schedule).
Nothing here runs for a warp that has not executed or learned of a setmaxnreg."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import numpy as np

if TYPE_CHECKING:
    from .machine import CTA, Warp


@dataclass
class Flag:
    """What the release pattern that last wrote ``size`` bytes at an address (a key of the memory's
    ``flags``) published: the setmaxnreg counts its warp of ``cta`` knew."""

    size: int
    cta: "CTA"
    known: dict[int, int]


def join(into: dict[int, int], known: dict[int, int]) -> None:
    """``into`` learns ``known``: per warp, the larger setmaxnreg count (regpool.py)."""
    for k, v in known.items():
        if into.get(k, 0) < v:
            into[k] = v


def drop(flags: dict[int, Flag], addrs: np.ndarray, size: int) -> None:
    """A write of ``size`` bytes at each of ``addrs``: the flags it overlaps hold nothing any more."""
    lo, hi = int(addrs.min()), int(addrs.max()) + size
    for a in [a for a, f in flags.items() if a < hi and a + f.size > lo]:
        f = flags[a]
        if ((addrs < np.uint64(a + f.size)) & (addrs + np.uint64(size) > np.uint64(a))).any():
            del flags[a]


def drop_range(flags: dict[int, Flag], addr: int, n: int) -> None:
    for a in [a for a, f in flags.items() if a < addr + n and a + f.size > addr]:
        del flags[a]


def sem_of(mods: set[str]) -> tuple[bool, bool, bool]:
    """(strong, release, acquire) of an ``ld`` / ``st`` / ``atom`` / ``red`` with these modifiers."""
    release = bool(mods & {"release", "acq_rel"})
    acquire = bool(mods & {"acquire", "acq_rel"})
    strong = release or acquire or bool(mods & {"relaxed", "volatile", "mmio"})
    return strong, release, acquire


def fence(w: "Warp", lanes: np.ndarray) -> None:
    """A release-and-acquire fence (``fence.sc``, ``fence.acq_rel``, ``membar``) executed by ``lanes``:
    they learn what their strong reads since read (the acquire pattern's fence), and what the warp knows
    now is what their later strong writes release."""
    pend = w.acquired
    for lane in lanes.tolist():
        got = pend.pop(lane, None)
        if got:
            join(w.setmaxnregs, got)
    if w.setmaxnregs:
        snap = dict(w.setmaxnregs)
        for lane in lanes.tolist():
            w.fenced[lane] = snap


def released(w: "Warp", lane: int, release: bool) -> dict[int, int] | None:
    """What a strong write of ``lane`` releases: the warp's knowledge for a release operation, what it
    knew at the lane's last fence otherwise (None: nothing)."""
    if release:
        return dict(w.setmaxnregs) if w.setmaxnregs else None
    return w.fenced.get(lane)


def publish(w: "Warp", mem: Any, addrs: np.ndarray, lanes: np.ndarray, size: int, release: bool) -> None:
    """After a strong store of ``size`` bytes by ``lanes`` (positions ``addrs``): a release pattern's
    write leaves its knowledge there."""
    for i, lane in enumerate(lanes.tolist()):
        k = released(w, lane, release)
        if k:
            mem.flags[int(addrs[i])] = Flag(size, w.cta, k)


def read(w: "Warp", mem: Any, addr: int, lane: int, size: int, acquire: bool) -> None:
    """A strong read of ``size`` bytes at ``addr`` by ``lane``: an acquire operation learns what the
    release pattern that wrote the value published, a relaxed read keeps it for the lane's next fence."""
    f = mem.flags.get(addr)
    if f is None or f.size != size or f.cta is not w.cta:
        return
    if acquire:
        join(w.setmaxnregs, f.known)
    else:
        join(w.acquired.setdefault(lane, {}), f.known)


def reads(w: "Warp", mem: Any, addrs: np.ndarray, lanes: np.ndarray, size: int, acquire: bool) -> None:
    if mem.flags:
        for i, lane in enumerate(lanes.tolist()):
            read(w, mem, int(addrs[i]), lane, size, acquire)


def rmw(w: "Warp", mem: Any, addr: int, lane: int, size: int, release: bool, prev: Flag | None) -> None:
    """After an atomic read-modify-write (``atom`` / ``red``) of ``size`` bytes at ``addr`` by ``lane``:
    observation order runs through it, so M keeps what the flag it read held (``prev``; same size, same
    CTA), joined with what the operation releases itself."""
    known: dict[int, int] = {}
    if prev is not None and prev.size == size and prev.cta is w.cta:
        known.update(prev.known)
    k = released(w, lane, release)
    if k:
        join(known, k)
    if known:
        mem.flags[addr] = Flag(size, w.cta, known)


def arrive_known(w: "Warp", lane: int, relaxed: bool) -> dict[int, int] | None:
    """What an mbarrier arrive-on (or ``mbarrier.complete_tx``, ``.relaxed`` only) by ``lane`` releases:
    an ``mbarrier.arrive`` is ``.release`` by default (PTX ISA 9.7.13.15.13: "If the .sem qualifier is
    absent, .release is assumed by default. The .relaxed qualifier does not provide any memory ordering
    semantics and visibility guarantees"); a ``.relaxed`` one releases only what the lane's last release
    fence did (a release pattern, 8.8)."""
    if not relaxed:
        return w.setmaxnregs or None
    return w.fenced.get(lane)


def wait_learns(w: "Warp", lane: int, relaxed: bool, known: dict[int, int]) -> None:
    """A successful ``mbarrier.test_wait`` / ``try_wait`` by ``lane`` of a barrier whose completed phases'
    arrivals released ``known``: ``.acquire`` by default (PTX ISA 9.7.13.15.16: "When mbarrier.test_wait
    and mbarrier.try_wait operations with .acquire qualifier returns True, they form the acquire pattern";
    ".acquire is assumed by default"), the warp learns it; a ``.relaxed`` wait is a strong read of the
    mbarrier whose acquire is the lane's next acquire fence (8.8: "a strong read on M followed by an
    acquire memory fence")."""
    if not relaxed:
        join(w.setmaxnregs, known)
    else:
        join(w.acquired.setdefault(lane, {}), known)
