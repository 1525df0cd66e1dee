"""The reference interpreter of the tile-level languages (``tileas`` down to ``smem``), in numpy.

    from nanotile.interp import interpret
    interpret(module, [a, b, c, n], grid=(3, 1, 1))   # a, b, c: numpy buffers, written in place

Arguments are the kernel's parameters in order (numpy arrays for pointers,
ints for integers); TMA descriptor arguments of ``tileas_abi`` and below are
rebuilt from the module's ``nanotile.tma_descriptors``.  The semantics are
documented in ``machine.py``.  The interpreter shares no code with the
lowering passes: it is the oracle the compiled PTX is compared against.
"""

from __future__ import annotations

from typing import Any, Sequence

from ..ir.core import Module, Value
from .machine import Machine
from .values import InterpError, NotInterpretable

__all__ = ["InterpError", "Machine", "NotInterpretable", "interpret", "kernel_params"]


def interpret(module: Module[Any], args: Sequence[Any], grid: tuple[int, ...],
              function: str | None = None, max_steps: int | None = None) -> None:
    """Run ``function`` (default: the module's only kernel) for every CTA of ``grid``; with ``max_steps``,
    stop with an InterpError after that many loop trips (all CTAs together: a loop of 2^63 trips ends)."""
    Machine(module, function, max_steps).run(args, grid)


def kernel_params(module: Module[Any], function: str | None = None) -> tuple[Value, ...]:
    """The parameters a caller passes, in order."""
    return Machine(module, function).params()
