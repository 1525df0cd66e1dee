"""A PTX emulator: runs kernels' PTX (nanotile's and other compilers') on numpy memory.

    from nanotile.emu import run_kernel, emulate
    res = run_kernel(ptx_text, spec, arrays={"x": x}, sizes={"n": 4096})   # -> EmuResult (.buffers)
    rep = emulate(ptx_text, spec, sizes={"n": 4096})                      # -> Report (.ok, .lines())

Modules: ``ptx`` (reader), ``program`` (compiled kernel, warp step loop), ``isa``
(instruction semantics), ``alu`` (numerics), ``memory`` (address spaces),
``machine`` (CTAs, scheduler, async work, races, deadlock diagnosis), ``asyncops``
(mbarrier, bulk copies, Ampere cp.async), ``tensorops`` (TMA tensor copies, WGMMA),
``matrixops`` (stmatrix/ldmatrix), ``tmemops`` (tcgen05), ``mmasync`` (sm_80 mma.sync), ``regpool``
(setmaxnreg and the CTA's register pool),
``grammar`` (the modifier forms of the async, matrix and synchronization families), ``launch`` (specs ->
buffers -> launch directives checked -> launch -> comparison), ``cli`` (``python -m nanotile emulate``).
The pure semantics modules ``swizzle``, ``tensormap``, ``wgmma``, ``fragments``, ``tcgen05``
(and ``memory_protocol``) import nothing from the core.
"""

from .errors import DeadlockError, EmuError, PtxSyntaxError, RaceError, Unsupported
from .launch import EmuResult, Report, emulate, run_kernel

__all__ = ["DeadlockError", "EmuError", "EmuResult", "PtxSyntaxError", "RaceError", "Report", "Unsupported",
           "emulate", "run_kernel"]
