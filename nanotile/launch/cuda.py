"""The real-GPU launcher: a ``CompiledKernel`` on a CUDA device through ``cuda-python``.

    bufs = launch(kernel, {"a": a, "b": b, "c": c}, sizes={"n": 3001}, grid=(3, 1, 1))

Driver calls (``cuda.bindings.driver``): ``cuInit``, ``cuDeviceGet``,
``cuDevicePrimaryCtxRetain`` / ``cuCtxSetCurrent``, ``cuModuleLoadData`` (the
PTX, JIT-compiled by the driver), ``cuModuleGetFunction``, ``cuMemAlloc`` /
``cuMemcpyHtoD`` per buffer, ``cuTensorMapEncodeTiled`` per tensor map (the
fields of ``TensorMapEncoding``, in the driver's order), ``cuLaunchKernel``
with a ``void**`` of parameter storage in PTX order (tensor maps passed by
value, 128 bytes), ``cuCtxSynchronize``, ``cuMemcpyDtoH`` back, then frees.

Install with ``pip install 'nanotile[cuda]'``.  Without the package or a GPU,
``launch`` raises ``CudaUnavailable`` with a one-line reason.
"""

from __future__ import annotations

import ctypes
from typing import Any, Mapping

import numpy as np

from .kernel import CU_DATA_TYPE, CU_SWIZZLE, CompiledKernel, LaunchError
from .spec import PtrParam, ScalarParam, TensorMapParam, eval_expr


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


def launch(kernel: CompiledKernel, buffers: Mapping[str, np.ndarray], sizes: Mapping[str, int],
           grid: tuple[int, int, int]) -> dict[str, np.ndarray]:
    """Run ``kernel`` on GPU 0 with ``buffers`` as inputs; returns every buffer after the launch."""
    cu = driver()
    dev = _ok(cu, "cuDeviceGet", cu.cuDeviceGet(0))
    ctx = _ok(cu, "cuDevicePrimaryCtxRetain", cu.cuDevicePrimaryCtxRetain(dev))
    _ok(cu, "cuCtxSetCurrent", cu.cuCtxSetCurrent(ctx))
    ptx = kernel.ptx.encode() + b"\0"
    module = _ok(cu, "cuModuleLoadData", cu.cuModuleLoadData(ptx))
    dptrs: dict[str, Any] = {}
    try:
        func = _ok(cu, "cuModuleGetFunction", cu.cuModuleGetFunction(module, kernel.name.encode()))
        host = {k: np.ascontiguousarray(v) for k, v in buffers.items()}
        for name, a in host.items():
            d = _ok(cu, "cuMemAlloc", cu.cuMemAlloc(max(1, a.nbytes)))
            dptrs[name] = d
            _ok(cu, "cuMemcpyHtoD", cu.cuMemcpyHtoD(d, a.ctypes.data, a.nbytes))
        storage: list[Any] = []
        for p in kernel.params:
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
        _ok(cu, "cuLaunchKernel", cu.cuLaunchKernel(
            func, grid[0], grid[1], grid[2], kernel.block[0], kernel.block[1], kernel.block[2],
            kernel.dynamic_shared_bytes, 0, ctypes.addressof(arr), 0))
        _ok(cu, "cuCtxSynchronize", cu.cuCtxSynchronize())
        out: dict[str, np.ndarray] = {}
        for name, a in host.items():
            b = np.empty_like(a)
            _ok(cu, "cuMemcpyDtoH", cu.cuMemcpyDtoH(b.ctypes.data, dptrs[name], b.nbytes))
            out[name] = b
        return out
    finally:
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
