"""bar / barrier thread counts (PTX ISA 9.7.13.1): the count is a positive multiple of the warp size,
no larger than the CTA, and required for ``bar.arrive``."""

from __future__ import annotations

import numpy as np
import pytest

from nanotile.emu.errors import EmuError, Unsupported

from emu_helpers import kernel, run

REGS = "\t.reg .b32 %r<8>;\n\t.reg .b64 %rd<8>;\n\t.reg .pred %p<4>;"


def _run(body: str, block: int = 64) -> np.ndarray:
    ptx = kernel(f"""
\tmov.u32 %r0, %tid.x;
\tshr.u32 %r1, %r0, 5;
\tsetp.eq.u32 %p0, %r1, 0;
{body}
\tld.param.u64 %rd1, [pout];
\tmul.wide.u32 %rd2, %r0, 4;
\tadd.s64 %rd3, %rd1, %rd2;
\tst.global.u32 [%rd3], %r0;
\tret;
""", "\t.param .u64 pout", REGS)
    out = np.zeros(block, dtype=np.uint32)
    return run(ptx, [{"name": "out", "kind": "ptr"}], {"out": out}, block=block).buffers["out"]


def test_producer_arrives_consumer_syncs() -> None:
    """Warp 0 arrives on barrier 1 (64 threads), warp 1 waits there: both finish."""
    got = _run("\t@%p0 bar.arrive 1, 64;\n\t@!%p0 bar.sync 1, 64;")
    np.testing.assert_array_equal(got, np.arange(64))


def test_arrive_without_count_is_rejected() -> None:
    with pytest.raises(Unsupported, match=r"'bar.arrive' takes a barrier and a thread count \(a, b\)"):
        _run("\t@%p0 bar.arrive 1;\n\t@!%p0 bar.sync 1, 64;")


@pytest.mark.parametrize("count, msg", [
    (0, "barrier thread count 0 is not a positive multiple of the warp size"),
    (48, "barrier thread count 48 is not a positive multiple of the warp size"),
    (128, "barrier thread count 128 exceeds the CTA's 64 threads: the barrier can never complete"),
])
def test_bad_thread_counts(count: int, msg: str) -> None:
    with pytest.raises(EmuError, match=msg) as e:
        _run(f"\tbar.sync 1, {count};")
    assert e.value.text == f"bar.sync 1, {count}"
