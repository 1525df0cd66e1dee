"""A launch must satisfy the kernel's performance-tuning directives (PTX ISA 11.4): ``.reqntid`` (exact CTA
shape), ``.maxntid`` (thread limit), the 1024-thread CTA limit; clusters of more than one CTA are not
emulated.  Each kernel runs with a conforming launch first, so the error comes from the directive."""

from __future__ import annotations

import numpy as np
import pytest

from nanotile.emu.errors import EmuError

from emu_helpers import kernel, run

BODY = """
\tmov.u32 %r0, %tid.x;
\tld.param.u64 %rd1, [pout];
\tmul.wide.u32 %rd2, %r0, 4;
\tadd.s64 %rd3, %rd1, %rd2;
\tst.global.u32 [%rd3], %r0;
\tret;
"""


def _run(directive: str, block: int) -> np.ndarray:
    ptx = kernel(BODY, "\t.param .u64 pout", "\t.reg .b32 %r<4>;\n\t.reg .b64 %rd<4>;")
    ptx = ptx.replace(")\n{", f")\n{directive}\n{{", 1)
    assert directive in ptx
    out = np.zeros(block, dtype=np.uint32)
    return run(ptx, [{"name": "out", "kind": "ptr"}], {"out": out}, block=block).buffers["out"]


@pytest.mark.parametrize("directive, good, bad, msg", [
    (".reqntid 64", 64, 96, r"requires CTAs of exactly \(64, 1, 1\) threads \(.reqntid\), the launch asks for "
                            r"\(96, 1, 1\): the launch fails"),
    (".reqntid 64, 1, 1", 64, 32, r"exactly \(64, 1, 1\) threads"),
    (".maxntid 128", 128, 160, r"at most 128 threads per CTA \(.maxntid 128\), the launch asks for 160"),
    (".maxntid 64, 2", 128, 192, r"at most 128 threads per CTA \(.maxntid 64, 2\)"),
    (".reqnctapercluster 1", 32, None, ""),
    (".reqnctapercluster 2, 1, 1", None, 32, r".reqnctapercluster 2, 1, 1: clusters of more than one CTA are not "
                                             r"emulated"),
])
def test_directives(directive: str, good: int | None, bad: int | None, msg: str) -> None:
    if good is not None:
        np.testing.assert_array_equal(_run(directive, good), np.arange(good))
    if bad is not None:
        with pytest.raises(EmuError, match=msg) as e:
            _run(directive, bad)
        assert e.value.line == 5 and e.value.text == ".entry k"     # the .visible .entry line


def test_cta_thread_limit() -> None:
    with pytest.raises(EmuError, match=r"a CTA of \(1056, 1, 1\) = 1056 threads; a CTA has 1 to 1024 threads"):
        _run("", 1056)
