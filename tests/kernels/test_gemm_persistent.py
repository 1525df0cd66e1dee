"""``--persistent P`` (sm_90a): grid = min(tiles, P) CTAs; CTA b computes tiles b, b + P, ... .

Each agent wraps its loop in a loop over its CTA's tiles: the producer's K loop (its loads keep
going across tiles, ``stages`` ahead of the consumers, so the next tile's loads overlap this tile's
epilogue), the consumers' K loop and epilogue; the pipeline iterator is carried through.  Two
lowering rules make a K loop run again safely: a late stage release (``pipeline_depth``) skips
only on the tile loop's first trip (later, its first releases are the previous tile's last stages),
and a copy into a shared C tile inside a loop waits for its thread's TMA stores and syncs the
warpgroup before writing (the previous tile's store may still read the tile: its wait is deferred
to there, so the store overlaps the next tile's K loop; the copies of a tile's C parts all come
before its stores, so no store is waited for inside its own epilogue).

``--group-m G`` visits the tiles in bands of G tile rows, column-major inside a band.

Checked here: ptxas (no spills) at P = 132, the grid formula and the kernel's structure, ``nanotile
check`` (interpreter vs emulator) at several tiles per CTA with partial edge tiles and a K tail
for every epilogue, input / output type, B layout and tile order (a partial last band included), and the check's refusal of a kernel without
the carried releases (deadlock), of one with the consumers' tiles transposed, and of one without
the copy's deferred store wait or without its leading barrier (races: with the wait deferred, the
other warps' next shared writes are ordered after the storing thread's wait by that barrier alone).
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
    C(out="f16", epilogue="tma", persistent=132, group_m=8),
    C(bn=256, stages=3, persistent=132, group_m=8),
    C(bn=256, stages=3, out="f16", epilogue="tma", persistent=132, group_m=8),
    C(dtype="bf16", out="bf16", epilogue="tma", persistent=132, group_m=8),
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


@pytest.mark.parametrize("delay_env", ["", "1"])
def test_the_tile_loops_store_wait_is_deferred_to_the_next_copy(monkeypatch: pytest.MonkeyPatch,
                                                                delay_env: str) -> None:
    """A TMA store of the C tile in the tile loop is not waited for after its commit: its thread waits
    (``cp.async.bulk.wait_group.read 0``, every thread of the warpgroup) just before the warpgroup's
    barrier that precedes the next tile's shared writes, and once more before ``ret``, so the store
    overlaps the next tile's K loop (``TILEIR_DELAY_TMA_STORE_WAIT`` changes nothing here).  The
    emulator finds no race; with the copy's wait dropped (only the one before ``ret`` left, what
    delaying every store's wait to the return did) it says race (must say no)."""
    from nanotile.launch.kernel import compile_kernel

    monkeypatch.setenv("TILEIR_DELAY_TMA_STORE_WAIT", delay_env)
    cfg = PERSISTENT[1]
    ptx = compile_kernel(generate(cfg), f"{cfg.kernel_name}.mlir").ptx
    assert _check(cfg) == ""
    wait = "\tcp.async.bulk.wait_group.read 0;"
    lines = ptx.split("\n")
    waits = [j for j, x in enumerate(lines) if x == wait]
    commit = lines.index("\tcp.async.bulk.commit_group;")
    ret = max(j for j, x in enumerate(lines) if x.strip() == "ret;")
    # one wait before the copy's leading barrier (before the commit in the text: the loop's next trip
    # reaches it), one before the return; none right after the commit
    assert len(waits) == 2 and waits[0] < commit and waits[1] == ret - 1, waits
    assert lines[waits[0] + 1].lstrip().startswith("bar.sync") and lines[commit + 1] != wait
    first_st = next(j for j, x in enumerate(lines) if "st.shared" in x and j > waits[0])
    assert first_st < commit
    msg = _check(cfg, ptx="\n".join(lines[:waits[0]] + lines[waits[0] + 1:]), schedules=1)
    assert "race" in msg, msg
    # the barrier after it dropped: the storing warp waits, the others write at once (must say no)
    msg = _check(cfg, ptx="\n".join(lines[:waits[0] + 1] + lines[waits[0] + 2:]), schedules=1)
    assert "race" in msg and "st.shared" in msg, msg


def test_every_copied_tile_store_in_the_loop_is_deferred() -> None:
    """Each TMA store of the persistent kernels (several parts per accumulator, two consumer
    warpgroups) is committed without a wait after it; each copy into a C tile waits first."""
    for cfg in (PERSISTENT[2], PERSISTENT[3], PERSISTENT[4]):
        ptx = compile_config(cfg)
        stores = ptx.count("cp.async.bulk.commit_group;")
        assert stores >= 1 and "cp.async.bulk.commit_group;\n\tcp.async.bulk.wait_group.read 0;" not in ptx
        assert ptx.count("cp.async.bulk.wait_group.read 0;\n\tbar.sync") >= 1
    # a one-tile kernel still waits for its store at once
    one = compile_config(C(stages=3, out="f16", epilogue="tma"))
    assert "cp.async.bulk.commit_group;\n\tcp.async.bulk.wait_group.read 0;" in one


def test_persistent_on_the_command_line_defaults_to_the_grouped_order(capsys: pytest.CaptureFixture[str]) -> None:
    """``--persistent P`` without ``--group-m`` is ``--group-m 8`` (measured: row-major persistent gained
    nothing on the H200, bands of 8 tile rows 0.80 -> 0.92 of cuBLAS); ``--group-m 0`` asks for row-major;
    ``GemmConfig`` keeps 0, so its header names ``--group-m 0`` and the header's command regenerates the
    kernel (the round trip, both orders)."""
    from nanotile.kernels.__main__ import main
    from nanotile.kernels.gemm import PERSISTENT_GROUP_M, cli_args

    def cli(*flags: str) -> str:
        assert main(["gemm", *flags]) == 0
        return capsys.readouterr().out

    assert PERSISTENT_GROUP_M == 8
    assert cli("--persistent", "132") == generate(C(persistent=132, group_m=8))
    assert cli("--persistent", "132", "--group-m", "0") == generate(C(persistent=132))
    assert cli("--persistent", "132", "--group-m", "3") == generate(C(persistent=132, group_m=3))
    assert cli() == generate(C()) and "--group-m" not in cli().splitlines()[0]
    assert cli_args(C(persistent=132)) == ["--persistent", "132", "--group-m", "0"]
    for cfg in (C(persistent=132), C(stages=3, out="f16", epilogue="tma", persistent=132, group_m=8)):
        text = generate(cfg)
        flags = text.splitlines()[0].split("`python -m nanotile.kernels gemm ")[1].rstrip("`").split()
        assert cli(*flags) == text
    # --group-m alone is still refused
    assert main(["gemm", "--group-m", "8"]) == 1
    assert "--group-m 8: the tile order of a --persistent kernel" in capsys.readouterr().err
