"""``nanotile check`` end to end: every shipped example against the PTX emulator, and mutated PTX it must reject.

Sizes: the defaults of each example and sizes with partial tiles wherever the
kernel's contract allows them (vector_add n=3001; gemm M=256, N=384, K=48).
Mutations of nanotile's own PTX (each must make ``check`` exit 1): a halved
expect-tx count, a shifted store address, a swapped WGMMA descriptor field
(LBO <-> SBO), a dropped ``mbarrier.try_wait``.

Warp schedules: ``check`` runs the emulator under DEFAULT_SCHEDULES (4) schedules by default.  The
examples at their default sizes are checked with that default (no false report under any of them);
the partial-tile sizes, and the unmutated kernels before each mutation, under ``ONE`` schedule (the
mutations here are rejected under schedule 0 already; the default's extra schedules are what
rejects tests/kernels/test_gemm_sm100.py's lagging-consumer mutation).
"""

from __future__ import annotations

import dataclasses
import re
from typing import Any

import pytest

from nanotile.cli import examples
from nanotile.launch import check as C
from nanotile.launch.kernel import CompiledKernel, compile_kernel

from conftest import compile_or_skip_known_gap

_K: dict[str, CompiledKernel] = {}
ONE = 1
"""``schedules=`` for the suite's many checks: one emulator run each (the default runs DEFAULT_SCHEDULES)."""


def kernel(name: str) -> CompiledKernel:
    if name not in _K:
        _K[name] = compile_or_skip_known_gap(name, lambda: compile_kernel(examples()[name], f"{name}.mlir"))
    return _K[name]


# every shipped example at its default sizes, plus the partial-tile sizes its contract allows
CASES: list[tuple[str, dict[str, int]]] = [(n, {}) for n in examples()] + [
    ("vector_add", {"n": 3001}), ("gemm_sm90", {"M": 256, "N": 384, "K": 48}),
    ("gemm_sm100", {"M": 256, "N": 384, "K": 48})]


@pytest.mark.parametrize("name, sizes", CASES, ids=[f"{n}-{'-'.join(f'{k}{v}' for k, v in s.items()) or 'default'}"
                                                    for n, s in CASES])
def test_check_passes_on_every_example(name: str, sizes: dict[str, int]) -> None:
    schedules = C.DEFAULT_SCHEDULES if not sizes else ONE
    res = C.check(kernel(name), sizes, None, seed=0, schedules=schedules)
    assert res.ok and res.schedules == schedules, "\n".join(res.lines())


def _mutated(name: str, ptx: str, sizes: dict[str, int] | None = None) -> C.CheckResult | str:
    assert ptx != kernel(name).ptx, "the mutation did not apply"
    assert C.check(kernel(name), sizes or {}, None, seed=0, schedules=ONE).ok  # the unmutated PTX must pass first
    try:  # the default schedules: the check stops at the first that fails
        return C.check(dataclasses.replace(kernel(name), ptx=ptx), sizes or {}, None, seed=0)
    except C.DeviceUnsupported:
        raise
    except C.CheckError as e:  # the emulator stopping (deadlock, fault, race) is a rejection too
        return str(e)


def _rejected(r: C.CheckResult | str) -> bool:
    return isinstance(r, str) or not r.ok


@pytest.mark.parametrize("name", ["tma_copy", "gemm_sm90"])
def test_halved_expect_tx_is_caught(name: str) -> None:
    ptx = kernel(name).ptx
    m = re.search(r"mbarrier\.arrive\.expect_tx\.shared\.b64 _, \[%rd\d+\], (%r\d+);", ptx)
    assert m is not None
    reg = m.group(1)
    mov = re.search(rf"mov\.b32 {re.escape(reg)}, (\d+);", ptx)
    assert mov is not None and int(mov.group(1)) >= 8192
    bad = ptx.replace(mov.group(0), f"mov.b32 {reg}, {int(mov.group(1)) // 2};")
    assert _rejected(_mutated(name, bad))


def test_shifted_store_address_is_caught() -> None:
    ptx = kernel("vector_add").ptx
    bad = re.sub(r"st\.global\.f32 \[(%rd\d+)\],", r"st.global.f32 [\1+4],", ptx, count=1)
    r = _mutated("vector_add", bad)
    assert _rejected(r)
    if not isinstance(r, str):
        assert [d.name for d in r.diffs] == ["c"]


def test_swapped_wgmma_descriptor_field_is_caught() -> None:
    ptx = kernel("gemm_sm90").ptx
    m = re.search(r"or\.b64 (%rd\d+), (%rd\d+), (\d+);", ptx)
    assert m is not None
    desc = int(m.group(3))
    lbo, sbo = (desc >> 16) & 0x3FFF, (desc >> 32) & 0x3FFF
    assert lbo != sbo
    swapped = desc & ~((0x3FFF << 16) | (0x3FFF << 32)) | (sbo << 16) | (lbo << 32)
    bad = ptx.replace(m.group(0), f"or.b64 {m.group(1)}, {m.group(2)}, {swapped};", 1)
    assert _rejected(_mutated("gemm_sm90", bad))


@pytest.mark.parametrize("name, which", [("tma_copy", 0), ("gemm_sm90", 0), ("gemm_sm90", 1)],
                         ids=["tma_copy", "gemm_sm90-producer-empty-wait", "gemm_sm90-consumer-full-wait"])
def test_dropped_try_wait_is_caught(name: str, which: int) -> None:
    ptx = kernel(name).ptx
    waits = list(re.finditer(r"mbarrier\.try_wait\.parity\.shared\.b64 (\w+), \[%rd\d+\], %r\d+, %r\d+;", ptx))
    m = waits[which]
    # the wait always succeeds at once
    bad = ptx[:m.start()] + f"setp.eq.u32 {m.group(1)}, 0, 0;" + ptx[m.end():]
    assert _rejected(_mutated(name, bad))


def test_check_cli_names_the_mismatch(tmp_path: Any, capsys: Any) -> None:
    f = tmp_path / "bad.ptx"
    f.write_text(re.sub(r"st\.global\.f32 \[(%rd\d+)\+512\]", r"st.global.f32 [\1+516]", kernel("vector_add").ptx,
                        count=1))
    assert C.main(["--example", "vector_add", "--ptx", str(f)]) == 1
    cap = capsys.readouterr()
    assert "MISMATCH: c (4096 f32)" in cap.out or "nanotile check: error: the emulator stopped" in cap.err


@pytest.mark.parametrize("name", ["vector_add", "tma_copy", "gemm_sm90"])
def test_emitted_launch_spec_drives_emulate(name: str, tmp_path: Any) -> None:
    """``python -m nanotile K.mlir --emit-launch-spec K.json`` then ``emulate K.ptx --spec K.json``."""
    from nanotile.cli import main

    ptx, js = tmp_path / "k.ptx", tmp_path / "k.json"
    assert main(["--example", name, "-o", str(ptx), "--emit-launch-spec", str(js)]) == 0
    assert main(["emulate", str(ptx), "--spec", str(js)]) == 0


@pytest.mark.parametrize("name", ["tma_copy", "gemm_sm90"])
def test_tensor_map_encodings_satisfy_the_driver_rules(name: str) -> None:
    """Each TensorMapEncoding, in cuTensorMapEncodeTiled order, passes the driver's validation rules."""
    from nanotile.emu.tensormap import encode_tiled

    k = kernel(name)
    sizes = k.spec.sizes()
    for t in k.tensor_maps:
        dims, strides = t.concrete(sizes)
        tm = encode_tiled(t.data_type, 0x10000, dims, strides, t.box_dims, t.element_strides,
                          interleave=0, swizzle=t.swizzle_bytes, oob_fill=t.oob_fill)
        assert tuple(tm.global_dims) == dims and tuple(tm.box_dims) == t.box_dims


def test_grid_and_seed_options(capsys: Any) -> None:
    """``--grid`` launches both sides on that grid (half of c stays at its seeded contents on both)."""
    assert C.main(["--example", "vector_add", "--grid", "2", "--seed", "3"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("check vector_add [n=4096] grid 2,1,1: reference interpreter vs emu") and out.endswith("OK\n")


def test_a_wrong_numpy_reference_is_reported(tmp_path: Any, capsys: Any) -> None:
    """The interpreter is itself checked against the kernel's stated reference: a wrong one fails."""
    f = tmp_path / "gemm.mlir"
    f.write_text(examples()["gemm_sm90"].replace('reference = "C = A @ B.T"', 'reference = "C = A @ B.T + 1"'))
    assert C.main([str(f), "--schedules", str(ONE)]) == 1
    out = capsys.readouterr().out
    assert "  match: C\n" in out  # the PTX still agrees with the interpreter
    assert "REFERENCE MISMATCH: the interpreter's C differs from the kernel's numpy reference " \
           "'C = A @ B.T + 1' in 65536 element(s)" in out and out.endswith("FAILED\n")

