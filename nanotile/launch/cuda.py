"""The real-GPU launcher: a ``CompiledKernel`` (or any PTX with a launch spec) on a CUDA device
through ``cuda-python``.

    bufs = launch(kernel, {"a": a, "b": b, "c": c}, sizes={"n": 3001}, grid=(3, 1, 1))
    res = run(Entry.of_spec(ptx, spec), bufs, sizes, grid, timed=10)   # res.buffers, res.ms

Driver calls (``cuda.bindings.driver``): ``cuInit``, ``cuDeviceGet``, the compute capability
(an ``sm_90a`` kernel on another GPU is refused by name, :func:`target_error`),
``cuDevicePrimaryCtxRetain`` / ``cuCtxSetCurrent``, ``cuModuleLoadData`` (the
PTX, JIT-compiled by the driver), ``cuModuleGetFunction``, ``cuFuncSetAttribute`` when the
kernel asks for more than 48 KiB of dynamic shared memory (the opt-in every GPU since sm_70 needs),
``cuMemAlloc`` / ``cuMemcpyHtoD`` per buffer, ``cuTensorMapEncodeTiled`` per tensor map (the
fields of ``TensorMapEncoding``, in the driver's order), ``cuLaunchKernel``
with a ``void**`` of parameter storage in PTX order (tensor maps passed by
value, 128 bytes), ``cuCtxSynchronize``, ``cuMemcpyDtoH`` back; for ``timed`` launches a
``cuEventRecord`` pair around each; then frees.

Install with ``pip install 'nanotile[cuda]'``.  Without the package or a GPU,
``launch`` raises ``CudaUnavailable`` with a one-line reason.
"""
from __future__ import annotations

import ctypes
import re
from dataclasses import dataclass
from typing import Any, Mapping

import numpy as np

from .kernel import CU_DATA_TYPE, CU_SWIZZLE, CompiledKernel, LaunchError
from .spec import LaunchSpec, Param, PtrParam, ScalarParam, TensorMapParam, eval_expr


class CudaUnavailable(LaunchError):
    """No usable CUDA driver or device (message says which)."""


class CudaError(LaunchError):
    """A driver call failed (message names the call and the CUresult)."""


_CTYPES: dict[str, Any] = {"i8": ctypes.c_int8, "i16": ctypes.c_int16, "i32": ctypes.c_int32,
                           "i64": ctypes.c_int64, "u8": ctypes.c_uint8, "u16": ctypes.c_uint16,
                           "u32": ctypes.c_uint32, "u64": ctypes.c_uint64, "f32": ctypes.c_float,
                           "f64": ctypes.c_double}


def driver() -> Any:
    """The ``cuda.bindings.driver`` module (or the older ``cuda.cuda``), initialised."""
    try:
        from cuda.bindings import driver as cu  # type: ignore[import-not-found, unused-ignore]
    except ImportError:
        try:
            from cuda import cuda as cu  # type: ignore[import-not-found, no-redef, unused-ignore]
        except ImportError:
            raise CudaUnavailable("cuda-python is not installed (pip install 'nanotile[cuda]')") from None
    try:
        (err,) = cu.cuInit(0)
    except Exception as e:  # a missing libcuda.so surfaces as a loader error
        raise CudaUnavailable(f"the CUDA driver cannot be loaded: {e}") from None
    if err != cu.CUresult.CUDA_SUCCESS:
        raise CudaUnavailable(f"cuInit failed: {_name(cu, err)} (no CUDA GPU or driver here)")
    err, n = cu.cuDeviceGetCount()
    if err != cu.CUresult.CUDA_SUCCESS or n < 1:
        raise CudaUnavailable("no CUDA device found")
    return cu


def available() -> str | None:
    """None when a GPU can be used, else the one-line reason it cannot."""
    try:
        driver()
    except CudaUnavailable as e:
        return str(e)
    return None


def _name(cu: Any, err: Any) -> str:
    try:
        e2, s = cu.cuGetErrorName(err)
        return s.decode() if isinstance(s, bytes) else str(s)
    except Exception:
        return str(err)


def _ok(cu: Any, call: str, res: Any) -> Any:
    err, rest = (res[0], res[1:]) if isinstance(res, tuple) else (res, ())
    if err != cu.CUresult.CUDA_SUCCESS:
        raise CudaError(f"{call} failed: {_name(cu, err)}")
    return rest[0] if len(rest) == 1 else rest


@dataclass(frozen=True)
class Entry:
    """What a launch needs of a kernel: its PTX, entry name, parameters in PTX order, CTA shape,
    dynamic shared memory and target (``sm_90a``; empty: not checked against the device)."""

    ptx: str
    name: str
    params: tuple[Param, ...]
    block: tuple[int, int, int]
    dynamic_shared_bytes: int
    target: str

    @staticmethod
    def of_kernel(k: CompiledKernel) -> Entry:
        return Entry(k.ptx, k.name, k.params, k.block, k.dynamic_shared_bytes, k.target)

    @staticmethod
    def of_spec(ptx: str, spec: LaunchSpec) -> Entry:
        """A launch spec's kernel (a Triton fixture, say); the target is the PTX's ``.target``."""
        m = re.search(r"^\s*\.target\s+(sm_\w+)", ptx, re.M)
        return Entry(ptx, spec.kernel, spec.params, spec.block, spec.dynamic_shared_bytes, m.group(1) if m else "")


@dataclass
class Launched:
    """Every buffer after the first launch, the milliseconds of each timed launch (CUDA events
    around each launch on the default stream; empty when none were asked for), and how many CTAs of
    the kernel fit on one multiprocessor at once (the driver's occupancy calculator: registers,
    shared memory and threads; 0 when the driver cannot say)."""

    buffers: dict[str, np.ndarray]
    ms: list[float]
    ctas_per_sm: int = 0


def device_info() -> dict[str, Any]:
    """GPU 0: name, compute capability, multiprocessors, driver version."""
    cu = driver()
    dev = _ok(cu, "cuDeviceGet", cu.cuDeviceGet(0))
    name = _ok(cu, "cuDeviceGetName", cu.cuDeviceGetName(128, dev))
    attr = cu.CUdevice_attribute
    def get(a: Any) -> int:
        return int(_ok(cu, "cuDeviceGetAttribute", cu.cuDeviceGetAttribute(a, dev)))
    return {"name": (name.split(b"\0")[0].decode() if isinstance(name, bytes) else str(name)),
            "cc": (get(attr.CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR),
                   get(attr.CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR)),
            "sms": get(attr.CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT),
            "driver": int(_ok(cu, "cuDriverGetVersion", cu.cuDriverGetVersion()))}


def target_error(target: str, cc: tuple[int, int], name: str) -> str | None:
    """Why a kernel for ``target`` cannot run on a GPU of compute capability ``cc``, or None.

    An arch-specific target (``sm_90a``, ``sm_100a``: wgmma, setmaxnreg, tcgen05) runs on exactly its
    own capability; a plain ``sm_XY`` on XY and later (the driver JIT-compiles PTX forward).  Checked
    before the module is loaded, so the error names both instead of the driver's bare
    ``CUDA_ERROR_NO_BINARY_FOR_GPU``.
    """
    m = re.fullmatch(r"sm_(\d+)(\d)([af]?)", target)
    if m is None:
        return None
    want = (int(m.group(1)), int(m.group(2)))
    if (m.group(3) and want != cc) or cc < want:
        return f"kernel '{name}' targets {target}; this GPU is sm_{cc[0]}{cc[1]}"
    return None


def launch(kernel: CompiledKernel, buffers: Mapping[str, np.ndarray], sizes: Mapping[str, int],
           grid: tuple[int, int, int]) -> dict[str, np.ndarray]:
    """Run ``kernel`` on GPU 0 with ``buffers`` as inputs; returns every buffer after the launch."""
    return run(Entry.of_kernel(kernel), buffers, sizes, grid).buffers


# the shared memory a CTA may use without opting in (cuFuncSetAttribute) on every GPU since sm_70
_DEFAULT_SHARED = 48 * 1024


def run(entry: Entry, buffers: Mapping[str, np.ndarray], sizes: Mapping[str, int],
        grid: tuple[int, int, int], timed: int = 0, warmup: int = 2) -> Launched:
    """Launch ``entry`` once on GPU 0 with ``buffers`` as inputs and read every buffer back; then,
    when ``timed`` > 0, ``warmup`` untimed and ``timed`` timed launches on the same buffers (a kernel
    that reads what it writes then computes on its own output: time only kernels that do not)."""
    cu = driver()
    dev = _ok(cu, "cuDeviceGet", cu.cuDeviceGet(0))
    if entry.target:
        attr = cu.CUdevice_attribute
        cc = (int(_ok(cu, "cuDeviceGetAttribute", cu.cuDeviceGetAttribute(
                  attr.CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR, dev))),
              int(_ok(cu, "cuDeviceGetAttribute", cu.cuDeviceGetAttribute(
                  attr.CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR, dev))))
        why = target_error(entry.target, cc, entry.name)
        if why is not None:
            raise CudaUnavailable(why)
    ctx = _ok(cu, "cuDevicePrimaryCtxRetain", cu.cuDevicePrimaryCtxRetain(dev))
    _ok(cu, "cuCtxSetCurrent", cu.cuCtxSetCurrent(ctx))
    module = _ok(cu, "cuModuleLoadData", cu.cuModuleLoadData(entry.ptx.encode() + b"\0"))
    dptrs: dict[str, Any] = {}
    events: list[Any] = []
    try:
        func = _ok(cu, "cuModuleGetFunction", cu.cuModuleGetFunction(module, entry.name.encode()))
        if entry.dynamic_shared_bytes > _DEFAULT_SHARED:
            _ok(cu, "cuFuncSetAttribute", cu.cuFuncSetAttribute(
                func, cu.CUfunction_attribute.CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES,
                entry.dynamic_shared_bytes))
        host = {k: np.ascontiguousarray(v) for k, v in buffers.items()}
        for name, a in host.items():
            d = _ok(cu, "cuMemAlloc", cu.cuMemAlloc(max(1, a.nbytes)))
            dptrs[name] = d
            _ok(cu, "cuMemcpyHtoD", cu.cuMemcpyHtoD(d, a.ctypes.data, a.nbytes))
        storage: list[Any] = []
        for p in entry.params:
            if isinstance(p, PtrParam):
                addr = p.value if p.value is not None else int(dptrs[p.name])
                storage.append(ctypes.c_uint64(addr))
            elif isinstance(p, ScalarParam):
                v = eval_expr(p.name if p.value is None else p.value, sizes)
                if p.kind not in _CTYPES:
                    raise LaunchError(f"param '{p.name}': kind {p.kind} cannot be passed")
                storage.append(_CTYPES[p.kind](v))
            else:
                storage.append(_encode(cu, p, int(dptrs[p.buffer]), sizes))
        arr = (ctypes.c_void_p * max(1, len(storage)))(*[ctypes.addressof(s) for s in storage])

        def go() -> None:
            _ok(cu, "cuLaunchKernel", cu.cuLaunchKernel(
                func, grid[0], grid[1], grid[2], entry.block[0], entry.block[1], entry.block[2],
                entry.dynamic_shared_bytes, 0, ctypes.addressof(arr), 0))

        go()
        _ok(cu, "cuCtxSynchronize", cu.cuCtxSynchronize())
        try:  # a diagnostic: 0 when the driver cannot say
            per_sm = int(_ok(cu, "cuOccupancyMaxActiveBlocksPerMultiprocessor",
                             cu.cuOccupancyMaxActiveBlocksPerMultiprocessor(
                                 func, entry.block[0] * entry.block[1] * entry.block[2], entry.dynamic_shared_bytes)))
        except (CudaError, TypeError):
            per_sm = 0
        out: dict[str, np.ndarray] = {}
        for name, a in host.items():
            b = np.empty_like(a)
            _ok(cu, "cuMemcpyDtoH", cu.cuMemcpyDtoH(b.ctypes.data, dptrs[name], b.nbytes))
            out[name] = b
        ms: list[float] = []
        if timed > 0:
            for _ in range(warmup):
                go()
            for _ in range(2 * timed):
                events.append(_ok(cu, "cuEventCreate", cu.cuEventCreate(0)))
            for i in range(timed):
                _ok(cu, "cuEventRecord", cu.cuEventRecord(events[2 * i], 0))
                go()
                _ok(cu, "cuEventRecord", cu.cuEventRecord(events[2 * i + 1], 0))
            _ok(cu, "cuCtxSynchronize", cu.cuCtxSynchronize())
            ms = [float(_ok(cu, "cuEventElapsedTime", cu.cuEventElapsedTime(events[2 * i], events[2 * i + 1])))
                  for i in range(timed)]
        return Launched(out, ms, per_sm)
    finally:
        for e in events:
            cu.cuEventDestroy(e)
        for d in dptrs.values():
            cu.cuMemFree(d)
        cu.cuModuleUnload(module)


def _encode(cu: Any, p: TensorMapParam, addr: int, sizes: Mapping[str, int]) -> Any:
    """``cuTensorMapEncodeTiled`` for ``p``; returns 128 bytes of parameter storage."""
    from .kernel import TensorMapEncoding

    e = TensorMapEncoding.of(p)
    dims, strides = e.concrete(sizes)
    if e.data_type not in CU_DATA_TYPE or e.swizzle_bytes not in CU_SWIZZLE:
        raise LaunchError(f"tensor map '{p.name}': unsupported element type or swizzle")
    if e.interleave != "none" or e.oob_fill != "zero":
        raise LaunchError(f"tensor map '{p.name}': only no interleave and zero fill are supported")
    # the bindings take arrays of their own cuuint64_t / cuuint32_t wrappers
    u64 = getattr(cu, "cuuint64_t", int)
    u32 = getattr(cu, "cuuint32_t", int)
    tm = _ok(cu, "cuTensorMapEncodeTiled", cu.cuTensorMapEncodeTiled(
        cu.CUtensorMapDataType(CU_DATA_TYPE[e.data_type]), e.rank, addr,
        [u64(d) for d in dims], [u64(x) for x in strides], [u32(b) for b in e.box_dims],
        [u32(x) for x in e.element_strides],
        cu.CUtensorMapInterleave.CU_TENSOR_MAP_INTERLEAVE_NONE,
        cu.CUtensorMapSwizzle(CU_SWIZZLE[e.swizzle_bytes]),
        cu.CUtensorMapL2promotion.CU_TENSOR_MAP_L2_PROMOTION_NONE,
        cu.CUtensorMapFloatOOBfill.CU_TENSOR_MAP_FLOAT_OOB_FILL_NONE))
    words = [int(w) for w in tm.opaque]
    return (ctypes.c_uint64 * 16)(*words)
