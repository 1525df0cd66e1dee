"""Missing wgmma.fence and bulk stores that outlive their shared source, on mutations of the Triton sm_90
matmul fixture (read from ../shared, never copied) and of nanotile's own examples."""

from __future__ import annotations

import re

import pytest

from nanotile.emu.errors import EmuError
from nanotile.emu.launch import emulate
from nanotile.launch.spec import load_spec, parse_spec

from emu_helpers import fixture
from test_examples import GEMM, TMA_COPY, _ptx

MM = "mm_f16_128x128x64_sm90_w4_s3"
SIZES = {"M": 128, "N": 128, "K": 64}


def _mutant(old: str, new: str) -> str:
    text = fixture(f"{MM}.ptx").read_text()
    out = text.replace(old, new, 1)
    assert out != text, f"{old!r} not in the fixture"
    return out


def _run_mm(ptx: str, schedule_seed: int = 0) -> None:
    rep = emulate(ptx, load_spec(fixture(f"{MM}.json")), sizes=SIZES, schedule_seed=schedule_seed)
    assert rep.ok, rep.lines()


def test_fixture_runs_unmutated() -> None:
    """The oracle says yes to the real kernel (so the errors below come from the mutations)."""
    _run_mm(fixture(f"{MM}.ptx").read_text())


# ---- wgmma.fence (PTX ISA 9.7.15.5.1) -----------------------------------------------------------------


def test_fixture_without_wgmma_fence() -> None:
    """wgmma.fence is required before the first wgmma.mma_async of the warpgroup."""
    ptx = _mutant("\twgmma.fence.sync.aligned;\n", "")
    with pytest.raises(EmuError) as e:
        _run_mm(ptx)
    assert "wgmma.mma_async without a preceding wgmma.fence" in e.value.message
    assert e.value.line == 500 and e.value.text.startswith("wgmma.mma_async.sync.aligned.m64n128k16")


def test_fixture_accumulator_written_after_the_fence() -> None:
    """A register access between the fence and an mma_async using the register as accumulator needs
    another fence: the tensor core may read the accumulator before the mov's write."""
    ptx = _mutant("\twgmma.fence.sync.aligned;\n", "\twgmma.fence.sync.aligned;\n\tmov.b32 \t%r165, 0;\n")
    with pytest.raises(EmuError) as e:
        _run_mm(ptx)
    assert ("wgmma.mma_async reads accumulator register %r165, written at line 463 ('mov.b32 %r165, 0') "
            "after the last wgmma.fence") in e.value.message
    assert e.value.line == 502     # the first mma_async (line 501 of the fixture, one line added)


def test_nanotile_gemm_sm90_without_wgmma_fence(capsys: pytest.CaptureFixture[str]) -> None:
    text = _ptx("gemm_sm90", capsys)
    spec = parse_spec(GEMM)
    sizes = {"M": 128, "N": 128, "K": 32}
    assert emulate(text, spec, sizes=sizes).ok
    mutated = text.replace("\twgmma.fence.sync.aligned;\n", "", 1)
    assert mutated != text
    with pytest.raises(EmuError, match="wgmma.mma_async without a preceding wgmma.fence") as e:
        emulate(mutated, spec, sizes=sizes)
    assert e.value.text.startswith("wgmma.mma_async")


# ---- bulk stores and the CTA's shared memory (PTX ISA 9.7.9.25.4.2-3, 5.1.5) --------------------------------


@pytest.mark.parametrize("remove, why", [
    ("\tcp.async.bulk.wait_group \t0;\n", "its bulk async-group was never waited for"),
    ("\tcp.async.bulk.commit_group;\n", "it was never committed to a bulk async-group"),
])
def test_fixture_exits_with_bulk_store_reading(remove: str, why: str) -> None:
    ptx = _mutant(remove, "")
    for seed in (0, 3):     # deterministic: whether or not the emulator already completed the store
        with pytest.raises(EmuError) as e:
            _run_mm(ptx, schedule_seed=seed)
        msg = e.value.message
        assert re.search(r"CTA \(0, 0, 0\) exits while this cp.async.bulk.tensor \(store\) may still read its "
                         r"shared memory \[0x4?400, 0x[48]400\)", msg) and why in msg
        assert e.value.line == 727 and "bulk_group" in e.value.text


def test_fixture_overwrites_bulk_store_source_before_wait() -> None:
    """A store's shared source is released only by wait_group[.read], even if the copy already happened."""
    ptx = _mutant("\tcp.async.bulk.commit_group;\n",
                  "\tcp.async.bulk.commit_group;\n\t@%p43 st.shared.b32 \t[%r74], %r72;\n")
    for seed in (0, 1, 2, 3):
        with pytest.raises(EmuError, match=r"race: st.shared overwrites shared memory \[0x4?400, 0x[48]400\) that the "
                           r"cp.async.bulk.tensor issued at line 727"):
            _run_mm(ptx, schedule_seed=seed)


def test_nanotile_tma_copy_without_wait_read(capsys: pytest.CaptureFixture[str]) -> None:
    text = _ptx("tma_copy", capsys)
    spec = parse_spec(TMA_COPY)
    mutated = text.replace("\tcp.async.bulk.wait_group.read 0;\n", "", 1)
    assert mutated != text
    with pytest.raises(EmuError, match="exits while this cp.async.bulk.tensor .store. may still read"):
        emulate(mutated, spec, sizes={"m": 64, "n": 64})


def test_fixture_fence_proxy_async_global_does_not_fence_shared() -> None:
    """PTX ISA 9.7.13.4: fence.proxy.async.global orders global-memory accesses only; the epilogue's
    st.shared writes stay unfenced for the TMA store (fence.proxy.async.shared::cta, or no state space,
    is what the kernel needs)."""
    ptx = _mutant("\tfence.proxy.async.shared::cta;\n", "\tfence.proxy.async.global;\n")
    with pytest.raises(EmuError, match=r"race: cp.async.bulk.tensor \(store\) reads shared memory .* through the "
                       r"async proxy, but warp \d wrote it with generic stores"):
        _run_mm(ptx)
    _run_mm(_mutant("\tfence.proxy.async.shared::cta;\n", "\tfence.proxy.async;\n"))
