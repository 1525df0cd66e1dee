"""``ldmatrix`` / ``stmatrix`` (``.m8n8``, ``.x1/.x2/.x4``, ``.trans``, ``.b16``) as warp-level data movement.

Final signatures:

    fragment_coords() -> (rows, cols): int arrays (32, 2)
        # lane l's register for one 8x8 matrix holds elements (rows[l, h], cols[l, h]), h = 0 in
        # the low 16 bits, h = 1 in the high 16 bits
    ldmatrix(smem, addrs: Sequence[int], num: int, trans: bool = False) -> np.ndarray  # uint32 (32, num)
    stmatrix(smem, addrs: Sequence[int], regs: np.ndarray (32, num) uint32, num: int,
             trans: bool = False) -> None

``addrs`` are the 32 lanes' shared-memory addresses (the ``[p]`` operand of each lane); only
lanes ``0 .. 8*num-1`` are used: lane ``8*i + r`` gives the start of row ``r`` of matrix ``i``.

Sources: PTX ISA 9.7.14.5.15 "Warp-level matrix load instruction: ldmatrix" and 9.7.14.5.16
"Warp-level matrix store instruction: stmatrix" (address table per ``.num``; "a group of four
consecutive threads loads 16 bytes", rows naturally aligned to 16 bytes; Figures 104/107: lane
``l`` holds row ``l/4``, elements ``2*(l%4)`` and ``2*(l%4)+1``; ``.trans``: the matrix is
stored column-major, so the row a lane addresses is a column of the fragment matrix).
"""

from __future__ import annotations

from typing import Sequence

import numpy as np
import numpy.typing as npt

from nanotile.emu.memory_protocol import ByteMemory, EmulationError

U32Array = npt.NDArray[np.uint32]


def fragment_coords() -> tuple[npt.NDArray[np.int64], npt.NDArray[np.int64]]:
    """(row, col) of the two b16 halves of each lane's register for one 8x8 matrix (Figure 104)."""
    lane = np.arange(32, dtype=np.int64)[:, None]
    h = np.arange(2, dtype=np.int64)[None, :]
    return np.broadcast_to(lane // 4, (32, 2)).copy(), 2 * (lane % 4) + h


def _check(addrs: Sequence[int], num: int, op: str) -> list[int]:
    if num not in (1, 2, 4):
        raise EmulationError(f"{op}: .num must be .x1, .x2 or .x4, got {num}")
    if len(addrs) != 32:
        raise EmulationError(f"{op}: needs the addresses of all 32 lanes, got {len(addrs)}")
    used = [int(a) for a in addrs[: 8 * num]]
    for lane, a in enumerate(used):
        if a % 16:
            raise EmulationError(
                f"{op}: row address {a:#x} of lane {lane} is not 16-byte aligned (PTX ISA: matrix rows "
                "must be naturally aligned)"
            )
    return used


def ldmatrix(smem: ByteMemory, addrs: Sequence[int], num: int, trans: bool = False) -> U32Array:
    """``ldmatrix.sync.aligned.m8n8.{x1,x2,x4}{.trans}.shared.b16``: each lane's ``num`` 32-bit
    destination registers (``[lane, i]`` is register ``i``, from matrix ``i``)."""
    used = _check(addrs, num, "ldmatrix")
    out = np.zeros((32, num), dtype=np.uint32)
    rows, cols = fragment_coords()
    for i in range(num):
        mem = np.stack([smem.read(used[8 * i + r], 16).view(np.uint16) for r in range(8)])  # [row][col]
        frag = mem.T if trans else mem
        vals = frag[rows, cols].astype(np.uint32)  # (32, 2)
        out[:, i] = vals[:, 0] | (vals[:, 1] << np.uint32(16))
    return out


def stmatrix(smem: ByteMemory, addrs: Sequence[int], regs: U32Array, num: int, trans: bool = False) -> None:
    """``stmatrix.sync.aligned.m8n8.{x1,x2,x4}{.trans}.shared.b16``: store each lane's ``num``
    32-bit source registers (``regs[lane, i]``) as ``num`` 8x8 b16 matrices."""
    used = _check(addrs, num, "stmatrix")
    r32 = np.asarray(regs, dtype=np.uint32)
    if r32.shape != (32, num):
        raise EmulationError(f"stmatrix: expected registers of shape (32, {num}), got {r32.shape}")
    rows, cols = fragment_coords()
    for i in range(num):
        frag = np.zeros((8, 8), dtype=np.uint16)
        frag[rows[:, 0], cols[:, 0]] = (r32[:, i] & np.uint32(0xFFFF)).astype(np.uint16)
        frag[rows[:, 1], cols[:, 1]] = (r32[:, i] >> np.uint32(16)).astype(np.uint16)
        mem = frag.T if trans else frag
        for r in range(8):
            smem.write(used[8 * i + r], np.ascontiguousarray(mem[r]).view(np.uint8))
