"""Shared-memory bank conflicts of a kernel's ``st.shared`` stores, counted on the PTX emulator.

    from nanotile.kernels.banks import store_banks
    b = store_banks(ptx, spec, sizes)      # -> StoreBanks: requests, wavefronts, ideal, conflicts

Shared memory has 32 banks of 4-byte words (bank = word address mod 32).  One warp-wide store
request is served in as many wavefronts as the most distinct words any one bank holds among the
bytes the warp writes; the fewest it can take is ``ceil(words / 32)`` (a 4-byte-per-lane store one,
an 8-byte ``.v2.f32`` two).  ``conflicts`` is the wavefronts above that minimum, summed over the
requests: Nsight Compute's "shared store bank conflicts" for the same accesses.

The addresses are the generated PTX's own: one CTA (``ctaid`` 0, a whole tile at the generator's
default sizes) runs on the emulator, and every ``st.shared`` of every warp is recorded as it
executes (the emulator hands each generic shared store's byte offsets to ``CTA.generic_write``;
``stmatrix`` and the other generic writers are left out).  Nothing is estimated: a store whose
address pattern changes changes the count.
"""

from __future__ import annotations

import dataclasses
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any, Iterator, Mapping

import numpy as np

BANKS = 32
WORD = 4


@dataclass(frozen=True, slots=True)
class StoreBanks:
    requests: int       # warp-wide st.shared executions
    wavefronts: int     # the banks' passes they took
    ideal: int          # the fewest passes the same bytes could take

    @property
    def conflicts(self) -> int:
        """Extra wavefronts: 0 when every request is conflict-free."""
        return self.wavefronts - self.ideal

    @property
    def ways(self) -> float:
        """Wavefronts per ideal wavefront (1.0: conflict-free; 8.0: every request 8-way)."""
        return self.wavefronts / self.ideal if self.ideal else 1.0


def request_wavefronts(offsets: np.ndarray) -> tuple[int, int]:
    """(wavefronts, ideal) of one warp-wide request writing the shared bytes ``offsets``."""
    words = np.unique(np.asarray(offsets, dtype=np.int64) // WORD)
    per_bank = np.bincount(words % BANKS, minlength=BANKS)
    return int(per_bank.max()), -(-int(words.size) // BANKS)


@contextmanager
def recording() -> Iterator[list[np.ndarray]]:
    """While open, each ``st.shared`` the emulator executes appends its byte offsets to the list."""
    from ..emu.machine import CTA

    seen: list[np.ndarray] = []
    original = CTA.generic_write

    def write(self: Any, w: Any, offsets: np.ndarray, what: str) -> None:
        if what.startswith("st."):    # st.shared, or a generic st that landed in shared memory
            seen.append(np.array(offsets, copy=True))
        original(self, w, offsets, what)

    CTA.generic_write = write  # type: ignore[method-assign]
    try:
        yield seen
    finally:
        CTA.generic_write = original  # type: ignore[method-assign]


def count(requests: list[np.ndarray]) -> StoreBanks:
    waves = ideal = 0
    for offs in requests:
        w, i = request_wavefronts(offs)
        waves += w
        ideal += i
    return StoreBanks(len(requests), waves, ideal)


def store_banks(ptx: str, spec: Any, sizes: Mapping[str, int]) -> StoreBanks:
    """The ``st.shared`` bank conflicts of one CTA (the first) of ``ptx`` launched as ``spec`` at ``sizes``."""
    from ..emu.launch import run_kernel

    one = dataclasses.replace(spec, grid=(1, 1, 1))
    with recording() as seen:
        run_kernel(ptx, one, sizes=dict(sizes), seed=0, schedule_seed=0)
    return count(seen)
