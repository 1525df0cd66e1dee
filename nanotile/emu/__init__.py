"""A PTX emulator: runs kernels' PTX (nanotile's and other compilers') on numpy memory.

    from nanotile.emu import run_kernel, emulate
    res = run_kernel(ptx_text, spec, arrays={"x": x}, sizes={"n": 4096})   # -> EmuResult (.buffers)
    rep = emulate(ptx_text, spec, sizes={"n": 4096})                      # -> Report (.ok, .lines())

Modules: ``ptx`` (reader), ``program`` (compiled kernel, warp step loop), ``isa``
(instruction semantics), ``alu`` (numerics), ``memory`` (address spaces),
``machine`` (CTAs, scheduler, async work, deadlock diagnosis), ``asyncops``
(mbarrier, bulk copies), ``launch`` (specs -> buffers -> launch -> comparison),
``cli`` (``python -m nanotile emulate``).
"""

from .errors import DeadlockError, EmuError, PtxSyntaxError, RaceError, Unsupported
from .launch import EmuResult, Report, emulate, run_kernel

__all__ = ["DeadlockError", "EmuError", "EmuResult", "PtxSyntaxError", "RaceError", "Report", "Unsupported",
           "emulate", "run_kernel"]
