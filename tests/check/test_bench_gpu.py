"""bench/gpu.py's pieces that need no GPU: the PTX ISA a driver reads, lowering a newer fixture's
header (and only the header), and the one-cell report of a check."""

from __future__ import annotations

import importlib
import os
import sys
from typing import Any

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(ROOT, "bench"))
gpu: Any = importlib.import_module("gpu")      # bench/gpu.py (bench/ is scripts, not a package)


@pytest.mark.parametrize("driver, isa", [(13000, (9, 0)), (13010, (9, 0)), (12080, (8, 7)), (12040, (8, 4)),
                                         (12060, (8, 5)), (12000, (8, 0)), (12090, (8, 8)), (11080, (7, 8))])
def test_the_ptx_isa_a_driver_reads(monkeypatch: pytest.MonkeyPatch, driver: int, isa: tuple[int, int]) -> None:
    monkeypatch.setattr(gpu.cuda, "device_info", lambda: {"driver": driver, "cc": (9, 0)})
    assert gpu.driver_ptx_isa() == isa


def test_a_newer_fixture_header_is_lowered_and_said(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(gpu.cuda, "device_info", lambda: {"driver": 13000, "cc": (9, 0)})
    ptx = "//\n.version 9.4\n.target sm_90a\n\tadd.f32 %f1, %f2, %f3; // .version 9.4\n"
    out, note = gpu.readable_ptx(ptx)
    assert out == ptx.replace(".version 9.4\n.target", ".version 9.0\n.target")
    assert note == " (as .version 9.0; the fixture says 9.4)"
    same: Any = gpu.readable_ptx(".version 8.0\n.target sm_90a\n")
    assert same == (".version 8.0\n.target sm_90a\n", "")


def test_a_check_report_in_one_cell() -> None:
    ok = ["check k [n=1] grid 1,1,1: reference interpreter vs cuda (0.00 s / 0.00 s)", "  match: a", "  match: c"]
    assert gpu.brief(ok) == ok[0] + " / every buffer matches"
    bad = ok[:2] + ["  MISMATCH: c (3 f32): 1 element(s) differ; first:", "    c[0] = 1.0 (cuda), expected 2.0"]
    assert gpu.brief(bad) == ok[0] + " / MISMATCH: c (3 f32): 1 element(s) differ; first:"
    assert gpu.brief(["nanotile check: error: a | b"]) == "nanotile check: error: a / b"
