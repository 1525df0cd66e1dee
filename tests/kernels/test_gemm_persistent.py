"""``--persistent P`` (sm_90a): grid = min(tiles, P) CTAs; CTA b computes tiles b, b + P, ... .

Each agent wraps its loop in a loop over its CTA's tiles: the producer's K loop (its loads keep
going across tiles, ``stages`` ahead of the consumers, so the next tile's loads overlap this tile's
epilogue), the consumers' K loop and epilogue; the pipeline iterator is carried through.  Two
lowering rules make a K loop run again safely: a late stage release (``pipeline_depth``) skips
only on the tile loop's first trip (later, its first releases are the previous tile's last stages),
and a copy into a shared C tile inside a loop syncs the warpgroup before writing (the previous
tile's TMA store may read it until its thread waited).

``--group-m G`` visits the tiles in bands of G tile rows, column-major inside a band.

Checked here: ptxas (no spills) at P = 132, the grid formula and the kernel's structure, ``nanotile
check`` (interpreter vs emulator) at several tiles per CTA with partial edge tiles and a K tail
for every epilogue, input / output type, B layout and tile order (a partial last band included), and the check's refusal of a kernel without
the carried releases (deadlock) and of one with the consumers' tiles transposed.  (The copy's
leading barrier has no test that must fail: without it, a warp's next shared write still comes
after the next tile's ``wgmma.wait_group 0``, which waits for a warpgroup MMA that the storing
warp issues only after its bulk wait, so neither the emulator nor the GPU shows the race; the
barrier makes the order explicit instead of resting on the MMA's collective issue.)
"""

from __future__ import annotations

import dataclasses
import re

import pytest

from conftest import require_tool
from nanotile.kernels import ConfigError, GemmConfig, generate
from nanotile.kernels.gemm import validate
from nanotile.tools import ptxas

from test_gemm import _id, compile_config

C = GemmConfig

PERSISTENT: tuple[GemmConfig, ...] = (
    C(bm=64, bn=64, bk=64, stages=4, consumers=1, persistent=3),
    C(bm=64, bn=64, bk=32, stages=3, consumers=1, out="f16", epilogue="tma", persistent=3),
    C(bm=128, bn=64, bk=32, stages=2, consumers=2, out="f32", epilogue="tma", persistent=2),
    C(bm=64, bn=128, bk=32, stages=3, consumers=1, dtype="bf16", out="bf16", b_major="mn", epilogue="tma",
      persistent=4),
    C(bm=64, bn=64, bk=32, stages=3, consumers=1, out="f16", epilogue="tma-flat", persistent=3),
    C(bm=64, bn=64, bk=64, stages=3, consumers=1, dtype="e4m3", out="f16", persistent=3),
    C(bm=64, bn=64, bk=32, stages=4, consumers=1, wait_depth=2, b_major="mn", persistent=5),
    C(bm=128, bn=64, bk=64, stages=2, consumers=2, wait_depth=0, producer_regs=0, consumer_regs=0,
      dtype="e5m2", out="bf16", persistent=2),
    C(bm=64, bn=64, bk=32, stages=3, consumers=1, out="f16", epilogue="tma", persistent=3, group_m=3),
    C(bm=64, bn=64, bk=64, stages=4, consumers=1, b_major="mn", persistent=4, group_m=2),
)
"""Small tiles, so that the check's sizes give every CTA several tiles."""

PERF: tuple[GemmConfig, ...] = (
    C(persistent=132),
    C(stages=3, out="f16", epilogue="tma", persistent=132, group_m=8),
    C(stages=3, out="f16", epilogue="tma", persistent=132),
    C(stages=4, out="f16", epilogue="tma", persistent=132),
    C(bn=256, stages=3, out="f16", epilogue="tma", persistent=132),
)
"""The configurations to time on an H100/H200 (132 SMs)."""


def _sizes(cfg: GemmConfig) -> dict[str, int]:
    """4 tile rows and 3 tile columns, the last of each partial, and a K tail after three K tiles."""
    align = 16 // cfg.elem_bytes
    return {"M": 3 * cfg.bm + 40, "N": 2 * cfg.bn + 24, "K": 3 * cfg.bk + max(align, cfg.bk // 2)}


def _check(cfg: GemmConfig, text: str | None = None, ptx: str | None = None, schedules: int = 2) -> str:
    """``nanotile check`` at ``_sizes``: "" when it passes, else what it said."""
    from nanotile.launch.check import CheckError, check
    from nanotile.launch.kernel import compile_kernel

    k = compile_kernel(text or generate(cfg), f"{cfg.kernel_name}.mlir")
    if ptx is not None:
        assert ptx != k.ptx
        k = dataclasses.replace(k, ptx=ptx)
    try:
        res = check(k, _sizes(cfg), None, schedules=schedules)
    except CheckError as e:
        return str(e)
    return "" if res.ok else "\n".join(res.lines())


def test_configurations_span_epilogues_types_and_depths() -> None:
    assert {c.epilogue for c in PERSISTENT} == {"stg", "tma", "tma-flat"}
    assert {c.out for c in PERSISTENT} == {"f16", "bf16", "f32"} and {c.b_major for c in PERSISTENT} == {"k", "mn"}
    assert {c.wait_depth for c in PERSISTENT} == {0, 1, 2} and {c.consumers for c in PERSISTENT} == {1, 2}
    assert {c.dtype for c in PERSISTENT} == {"f16", "bf16", "e4m3", "e5m2"}
    # grouped orders: 4 tile rows in bands of 3 (the last band 1 row) and of 2
    assert {c.group_m for c in PERSISTENT} == {0, 2, 3}
    for c in PERSISTENT:   # several tiles for every CTA
        m, n = _sizes(c)["M"], _sizes(c)["N"]
        tiles = -(-m // c.bm) * -(-n // c.bn)
        assert c.grid(m, n) == (c.persistent, 1, 1) and tiles >= 2 * c.persistent


@pytest.mark.parametrize("cfg", PERSISTENT, ids=_id)
def test_persistent_kernel_matches_the_interpreter(cfg: GemmConfig) -> None:
    assert _check(cfg) == ""


@pytest.mark.parametrize("cfg", PERF + PERSISTENT[:2], ids=_id)
def test_persistent_kernel_assembles(cfg: GemmConfig) -> None:
    require_tool("ptxas")
    ptx = compile_config(cfg)
    r = ptxas(ptx, cfg.arch)
    assert r.ok, r.stderr
    assert "0 bytes spill stores, 0 bytes spill loads" in r.stderr, r.stderr


def test_flags_name_grid_and_structure() -> None:
    cfg = C(stages=3, out="f16", epilogue="tma", persistent=132)
    text = generate(cfg)
    assert "--persistent 132" in text.splitlines()[0] and cfg.kernel_name.endswith("_etma_p132")
    assert 'grid = ["min(cdiv(N, 128) * cdiv(M, 128), 132)", 1, 1]' in text
    assert cfg.grid(8192, 8192) == (132, 1, 1) and cfg.grid(200, 200) == (4, 1, 1)
    assert "persistent" not in C().kernel_name and "--persistent" not in generate(C()).splitlines()[0]
    # producer: tile loop > K loop; consumer: tile loop > (K loop, epilogue)
    assert text.count('"scf.for"(%lb, %tub, %step') == 2 and text.count('"scf.for"(%lb, %ub, %step') == 2
    ptx = compile_config(cfg)
    body = ptx.split("wgmma.wait_group.sync.aligned 0;")[-1]
    assert re.search(r"bar\.sync %r\d+, %r\d+;\s.*?st\.shared\.v2\.b16.*?fence\.proxy\.async\.shared::cta;.*?"
                     r"bar\.sync %r\d+, %r\d+;.*?cp\.async\.bulk\.tensor", body, re.S)
    assert "or.pred" in ptx    # the late release past the tile loop's first trip
    grouped = C(persistent=132, group_m=8)
    assert grouped.kernel_name.endswith("_p132_g8") and "--persistent 132 --group-m 8" in generate(grouped)
    assert "in bands of 8 tile rows" in generate(grouped) and "%gtiles" not in text
    with pytest.raises(ConfigError, match="--group-m 8: the tile order of a --persistent kernel"):
        validate(C(group_m=8))
    with pytest.raises(ConfigError, match="--group-m -1: tile rows per band"):
        validate(C(persistent=4, group_m=-1))
    with pytest.raises(ConfigError, match="--persistent -1: a CTA count"):
        validate(C(persistent=-1))
    with pytest.raises(ConfigError, match="--persistent 132: the sm_100a generator writes one tile per CTA"):
        validate(C(arch="sm_100a", bm=128, consumers=1, wait_depth=0, producer_regs=0, consumer_regs=0,
                   persistent=132))


def test_non_persistent_kernels_are_unchanged() -> None:
    """The tile loop exists only with ``--persistent``: the one-tile kernel has no ``%tub``."""
    for cfg in (C(), C(stages=3, out="f16", epilogue="tma"), C(b_major="mn")):
        assert "%tub" not in generate(cfg) and "or.pred" not in compile_config(cfg)


def test_the_check_sees_stages_never_released_across_tiles() -> None:
    """Negative: the late release (``wait_group 1``) skipped in every tile's first K step, as it is
    in a one-tile kernel: each tile leaves one stage unreleased and the producer waits forever."""
    from nanotile.launch.kernel import compile_kernel

    cfg = PERSISTENT[0]
    ptx = compile_kernel(generate(cfg), f"{cfg.kernel_name}.mlir").ptx
    pat = re.compile(r"or\.pred (%p\d+), (%p\d+), %p\d+;")
    assert len(pat.findall(ptx)) == 1
    msg = _check(cfg, ptx=pat.sub(r"mov.pred \1, \2;", ptx), schedules=1)
    assert "deadlock" in msg, msg


def test_the_check_sees_transposed_consumer_tiles() -> None:
    """Negative: the consumers take tile (t % cols, t / cols) instead of (t / cols, t % cols)."""
    cfg = PERSISTENT[1]
    text = generate(cfg)
    bad = (text.replace('%ctm = "arith.divui"', '%ctm = "arith.TMP"').replace('%ctn = "arith.remui"', '%ctn = "arith.divui"')
           .replace('%ctm = "arith.TMP"', '%ctm = "arith.remui"'))
    assert bad != text
    msg = _check(cfg, text=bad, schedules=1)    # the interpreter runs the same text: numpy says no
    assert "expected" in msg and "(numpy reference)" in msg and msg.endswith("FAILED"), msg


def test_a_delayed_store_wait_is_not_delayed_in_the_tile_loop(monkeypatch: pytest.MonkeyPatch) -> None:
    """``TILEIR_DELAY_TMA_STORE_WAIT`` moves a store's bulk wait to the return; in the tile loop that let
    the next tile's shared writes race with the store (the emulator said so).  A store in a loop is
    waited for at once; the PTX with the wait moved after the loop still races (must say no)."""
    from nanotile.launch.kernel import compile_kernel

    monkeypatch.setenv("TILEIR_DELAY_TMA_STORE_WAIT", "1")
    cfg = PERSISTENT[1]
    ptx = compile_kernel(generate(cfg), f"{cfg.kernel_name}.mlir").ptx
    assert _check(cfg) == ""
    # each store's wait follows its commit at once, inside the loop
    assert ptx.count("cp.async.bulk.commit_group;\n\tcp.async.bulk.wait_group.read 0;") == ptx.count(
        "cp.async.bulk.commit_group;") == 1
    lines = ptx.split("\n")
    i = lines.index("\tcp.async.bulk.wait_group.read 0;")
    ret = max(j for j, x in enumerate(lines) if x.strip() == "ret;")
    moved = lines[:i] + lines[i + 1:ret - 1] + [lines[i]] + lines[ret - 1:]
    msg = _check(cfg, ptx="\n".join(moved), schedules=1)
    assert "race" in msg, msg
