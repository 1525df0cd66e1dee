"""``--epilogue tma`` / ``tma-flat`` (sm_90a): C staged through shared memory and written by TMA stores.

Each consumer warpgroup converts an accumulator to the output type and writes it into its own
``alloc_tensor`` tiles (``st.shared.v2``), fences the async proxy, syncs on its named barrier, and
one of its threads issues the TMA store (clipped at C's edges), commits it and waits for its reads
before the CTA may exit.  ``tma``: the accumulator goes out in column parts one 128-byte swizzle
span wide (``extract_slice`` of its registers), each into a 128-byte swizzled tile whose tensor map
swizzles the same way; ``tma-flat``: one unswizzled tile per accumulator (the layout before).
Checked here: ptxas (no spills), the PTX's structure, the reference interpreter and the emulated
PTX against numpy at partial tiles and a K tail (every input type, output type and B layout;
1 and 2 consumer warpgroups), the bank conflicts of the shared stores (none swizzled, 8-way / 4-way
flat), the check's refusal of a wrong swizzle (no XOR, a 64-byte XOR mask), and the emulator's
refusal of the PTX without the writers' fence, the named barrier, or the bulk wait.
"""

from __future__ import annotations

import dataclasses
import re

import numpy as np
import pytest

from conftest import require_tool
from nanotile.kernels import ConfigError, GemmConfig, generate
from nanotile.kernels.banks import StoreBanks
from nanotile.kernels.gemm import DTYPES, OUT_TYPES, default_sizes, requires, validate
from nanotile.tools import ptxas

from test_gemm import _id, assert_edges_match_numpy, compile_config

C = GemmConfig

TMA: tuple[GemmConfig, ...] = (
    C(bm=64, bn=64, bk=32, stages=2, consumers=1, out="f16", epilogue="tma"),
    C(bm=64, bn=64, bk=32, stages=2, consumers=1, dtype="bf16", out="bf16", b_major="mn", epilogue="tma"),
    C(bm=64, bn=128, bk=32, stages=2, consumers=1, out="f32", b_major="mn", epilogue="tma"),
    C(bm=128, bn=64, bk=32, stages=2, consumers=2, out="f32", epilogue="tma"),
    C(bm=128, bn=64, bk=16, stages=3, consumers=2, dtype="bf16", out="bf16", epilogue="tma"),
    C(bm=128, bn=128, bk=64, stages=2, consumers=2, out="f16", b_major="mn", epilogue="tma"),
)


FLAT: tuple[GemmConfig, ...] = tuple(dataclasses.replace(c, epilogue="tma-flat") for c in TMA)
"""The same kernels with the unswizzled shared C tile."""

SWIZZLED: tuple[GemmConfig, ...] = (
    C(bm=64, bn=128, bk=32, stages=2, consumers=1, out="bf16", epilogue="tma"),
    C(bm=64, bn=64, bk=32, stages=2, consumers=1, out="f32", epilogue="tma"),
    C(bm=64, bn=128, bk=64, stages=2, consumers=1, out="f16", b_major="mn", epilogue="tma"),
    C(bm=64, bn=64, bk=32, stages=2, consumers=1, dtype="bf16", out="f16", epilogue="tma"),
    C(bm=64, bn=64, bk=32, stages=2, consumers=1, dtype="bf16", out="f32", b_major="mn", epilogue="tma"),
    C(bm=64, bn=128, bk=16, stages=3, consumers=1, dtype="bf16", out="bf16", epilogue="tma"),
    C(bm=64, bn=64, bk=32, stages=2, consumers=1, dtype="bf16", out="f16", b_major="mn", epilogue="tma"),
    C(bm=128, bn=128, bk=64, stages=2, consumers=2, dtype="e4m3", out="f16", epilogue="tma"),
    C(bm=64, bn=128, bk=128, stages=2, consumers=1, dtype="e4m3", out="bf16", epilogue="tma"),
    C(bm=64, bn=64, bk=64, stages=2, consumers=1, dtype="e4m3", out="f32", epilogue="tma"),
    C(bm=64, bn=64, bk=32, stages=2, consumers=1, dtype="e5m2", out="f16", epilogue="tma"),
    C(bm=64, bn=128, bk=64, stages=3, consumers=1, dtype="e5m2", out="bf16", epilogue="tma"),
    C(bm=128, bn=64, bk=32, stages=2, consumers=2, dtype="e5m2", out="f32", epilogue="tma"),
    C(bm=128, bn=256, bk=64, stages=2, consumers=2, out="f16", epilogue="tma"),
    C(bm=64, bn=128, bk=32, stages=2, consumers=1, out="bf16", b_major="mn", epilogue="tma"),
    C(bm=128, bn=64, bk=64, stages=2, consumers=2, dtype="bf16", out="f32", epilogue="tma"),
)
"""With ``TMA``: every (input type, output type, B layout) the generator takes, swizzled."""


def test_tma_configurations_span_outputs_b_layouts_and_consumers() -> None:
    assert {c.out for c in TMA} == {"f16", "bf16", "f32"} and {c.b_major for c in TMA} == {"k", "mn"}
    assert {c.consumers for c in TMA} == {1, 2}
    combos = {(c.dtype, c.out, c.b_major) for c in TMA + SWIZZLED if c.epilogue == "tma"}
    assert combos == {(d, o, b) for d in DTYPES for o in OUT_TYPES for b in ("k", "mn")
                      if b == "k" or DTYPES[d][1] == 2}


def _tma_stores(cfg: GemmConfig) -> int:
    """TMA stores per consumer warpgroup: one per accumulator, or per 128-byte column part of one."""
    acc_n, accs = (64, cfg.m_atoms * cfg.bn // 64) if cfg.b_major == "mn" else (cfg.bn, cfg.m_atoms)
    return accs * (max(1, acc_n // cfg.c_part) if cfg.epilogue == "tma" else 1)


@pytest.mark.parametrize("cfg", TMA + FLAT + SWIZZLED, ids=_id)
def test_tma_epilogue_assembles_with_the_promised_structure(cfg: GemmConfig) -> None:
    require_tool("ptxas")
    ptx = compile_config(cfg)
    r = ptxas(ptx, cfg.arch)
    assert r.ok, r.stderr
    assert "0 bytes spill stores, 0 bytes spill loads" in r.stderr, r.stderr
    tiles = _tma_stores(cfg)
    assert "st.global" not in ptx
    vst = {"f32": "st.shared.v2.f32", "f16": "st.shared.v2.b16", "bf16": "st.shared.v2.b16"}[cfg.out]
    assert ptx.count(vst) == cfg.m_atoms * cfg.bn // 4
    assert ptx.count("cp.async.bulk.tensor.2d.global.shared::cta.bulk_group") == tiles
    assert ptx.count("cp.async.bulk.commit_group;") == tiles
    assert ptx.count("cp.async.bulk.wait_group.read 0;") == tiles
    # every writer fences, then the warpgroup's named barrier, then the store
    body = ptx.split(vst)[-1]
    assert re.search(r"fence\.proxy\.async\.shared::cta;.*?bar\.sync %r\d+, %r\d+;.*?cp\.async\.bulk\.tensor", body,
                     re.S)


@pytest.mark.parametrize("cfg", TMA + FLAT[:2] + SWIZZLED, ids=_id)
def test_tma_epilogue_matches_numpy_with_partial_tiles_and_a_k_tail(cfg: GemmConfig) -> None:
    assert_edges_match_numpy(cfg)


@pytest.mark.parametrize("cfg", [C(stages=3, out="f16", epilogue="tma"), C(stages=3, epilogue="tma"),
                                 C(stages=3, dtype="bf16", out="bf16", b_major="mn", epilogue="tma")], ids=_id)
def test_swizzled_epilogue_checks_at_3x3_tiles(cfg: GemmConfig) -> None:
    """``nanotile check`` at M = N = 296, K = 200: 3 x 3 CTAs, the last row and column partial (40 of
    128), a K tail (200 = 3 x 64 + 8)."""
    from nanotile.launch.check import check
    from nanotile.launch.kernel import compile_kernel

    k = compile_kernel(generate(cfg), f"{cfg.kernel_name}.mlir")
    res = check(k, {"M": 296, "N": 296, "K": 200}, None, schedules=1)
    assert res.ok, "\n".join(res.lines())


# -- bank conflicts of the shared stores ----------------------------------------------------------------

def _banks(cfg: GemmConfig) -> StoreBanks:
    from nanotile.kernels.banks import store_banks
    from nanotile.launch.kernel import compile_kernel

    k = compile_kernel(generate(cfg), f"{cfg.kernel_name}.mlir")
    return store_banks(k.ptx, k.spec, default_sizes(cfg))


@pytest.mark.parametrize("cfg, flat_ways", [(C(stages=3, out="f16", epilogue="tma"), 8),
                                            (C(stages=3, epilogue="tma"), 4),
                                            (C(bn=256, stages=3, out="f16", epilogue="tma"), 8),
                                            (TMA[1], 8)], ids=lambda x: _id(x) if isinstance(x, C) else str(x))
def test_swizzled_shared_stores_are_conflict_free(cfg: GemmConfig, flat_ways: int) -> None:
    """The shared stores of the emulated PTX (one CTA, every warp): swizzled, each warp-wide request
    takes the fewest wavefronts its bytes allow; flat, 8 rows of one warp's request share their banks
    (a 16-bit row of 64+ columns is a multiple of 128 bytes): 8 wavefronts where 1 would do (f32: 8
    where 2 would do)."""
    sw, flat = _banks(cfg), _banks(dataclasses.replace(cfg, epilogue="tma-flat"))
    stores = cfg.consumers * 4 * cfg.m_atoms * cfg.bn // 4      # warps x st.shared.v2 per thread
    assert sw.requests == flat.requests == stores
    assert sw.ideal == flat.ideal == stores * cfg.out_bytes // 2
    assert sw.conflicts == 0 and sw.ways == 1.0
    assert flat.ways == flat_ways and flat.conflicts == flat.wavefronts - flat.ideal > 0


def test_bank_count_says_no_to_a_conflicted_request() -> None:
    """The counter itself: 32 lanes x 4 bytes at a 128-byte stride all hit bank 0 (32 wavefronts); at a
    4-byte stride none conflict; 8-byte lanes take 2 at least."""
    from nanotile.kernels.banks import count, request_wavefronts

    lanes = np.arange(32)
    four = (lanes[:, None] * 128 + np.arange(4)).reshape(-1)
    assert request_wavefronts(four) == (32, 1)
    assert request_wavefronts((lanes[:, None] * 4 + np.arange(4)).reshape(-1)) == (1, 1)
    assert request_wavefronts((lanes[:, None] * 8 + np.arange(8)).reshape(-1)) == (2, 2)
    b = count([four, (lanes * 4).astype(np.int64)])
    assert (b.requests, b.wavefronts, b.ideal, b.conflicts) == (2, 33, 2, 31)


# -- the check must refuse a wrong swizzle ---------------------------------------------------------------

def _check_fails(cfg: GemmConfig, ptx: str) -> str:
    from nanotile.launch.check import CheckError, check
    from nanotile.launch.kernel import compile_kernel

    k = compile_kernel(generate(cfg), f"{cfg.kernel_name}.mlir")
    assert ptx != k.ptx
    try:
        res = check(dataclasses.replace(k, ptx=ptx), default_sizes(cfg), None, schedules=1)
    except CheckError as e:
        return str(e)
    assert not res.ok
    return "\n".join(res.lines())


@pytest.mark.parametrize("cfg", [C(bm=64, bn=128, bk=32, stages=2, consumers=1, out="f16", epilogue="tma"),
                                 C(bm=64, bn=64, bk=32, stages=2, consumers=1, out="f32", epilogue="tma")],
                         ids=_id)
def test_the_check_sees_stores_without_the_swizzle(cfg: GemmConfig) -> None:
    """Negative: the shared stores' XOR with the row's swizzle (``lane part ^ x``, the one xor of two
    registers) made a plain move: the stores land unswizzled in a tile the TMA store reads swizzled,
    and C comes out permuted."""
    from nanotile.launch.kernel import compile_kernel

    ptx = compile_kernel(generate(cfg), f"{cfg.kernel_name}.mlir").ptx
    pat = re.compile(r"xor\.b32 (%r\d+), (%r\d+), %r\d+;")
    assert len(pat.findall(ptx)) == 1
    msg = _check_fails(cfg, pat.sub(r"mov.b32 \1, \2;", ptx))
    assert "MISMATCH: C" in msg, msg


def test_the_check_sees_a_wrong_swizzle_mask(monkeypatch: pytest.MonkeyPatch) -> None:
    """Negative: a test-only lowering whose 128-byte XOR mask is the 64-byte one (bits 4-5 instead of
    4-6): rows 4-7 of every 8 land in the wrong 16-byte chunks, and the check says so."""
    from nanotile.launch.kernel import compile_kernel
    from nanotile.lowering.tcgen05 import SWIZZLE_BITS

    cfg = C(bm=64, bn=64, bk=32, stages=2, consumers=1, out="f16", epilogue="tma")
    good = compile_kernel(generate(cfg), f"{cfg.kernel_name}.mlir").ptx
    monkeypatch.setattr("nanotile.lowering.register_tiles.SWIZZLE_BITS", {**SWIZZLE_BITS, 128: 0x30})
    bad = compile_kernel(generate(cfg) + "\n", f"{cfg.kernel_name}.mlir").ptx
    assert "and.b32" in bad and bad != good
    monkeypatch.undo()
    msg = _check_fails(cfg, bad)
    assert "MISMATCH: C" in msg, msg


def _mutated(pred: "re.Pattern[str]", first_only: bool) -> list[str]:
    from nanotile.launch.check import CheckError, check
    from nanotile.launch.kernel import compile_kernel

    cfg = TMA[3]    # two consumer warpgroups: a barrier and a store each
    k = compile_kernel(generate(cfg), f"{cfg.kernel_name}.mlir")
    lines = k.ptx.split("\n")
    hits = [i for i, x in enumerate(lines) if pred.search(x)]
    assert hits
    drop = set(hits[:1] if first_only else hits)
    bad = dataclasses.replace(k, ptx="\n".join(x for i, x in enumerate(lines) if i not in drop))
    with pytest.raises(CheckError) as e:
        check(bad, default_sizes(cfg), None, schedules=1)
    return [str(e.value)]


def test_the_check_sees_a_missing_proxy_fence() -> None:
    """Without the writers' fence.proxy.async the TMA store reads generic writes the async proxy
    was never ordered after."""
    msg, = _mutated(re.compile(r"fence\.proxy\.async"), first_only=True)
    assert "not followed by fence.proxy.async" in msg


def test_the_check_sees_a_missing_warpgroup_barrier() -> None:
    """Without the named barrier the storing thread does not wait for the other warps' writes."""
    msg, = _mutated(re.compile(r"bar\.sync %r"), first_only=False)
    assert "race" in msg


def test_the_check_sees_a_missing_bulk_wait() -> None:
    """Without cp.async.bulk.wait_group.read the CTA may exit while the store still reads its tile."""
    msg, = _mutated(re.compile(r"cp\.async\.bulk\.wait_group"), first_only=False)
    assert "never waited for" in msg


def test_tma_epilogue_flags_names_and_contract() -> None:
    cfg = C(stages=3, out="f16", epilogue="tma")
    text = generate(cfg)
    assert "--epilogue tma" in text.splitlines()[0] and cfg.kernel_name.endswith("_etma")
    assert "N % 8 == 0" in requires(cfg) and "N % 4 == 0" in requires(C(epilogue="tma"))
    assert "_etma" not in C().kernel_name and "--epilogue" not in generate(C()).splitlines()[0]
    with pytest.raises(ConfigError, match="--epilogue tma: .* C tile"):
        validate(C(bn=256, stages=3, out="f32", epilogue="tma"))
    with pytest.raises(ConfigError, match="--epilogue tma: the sm_100a epilogue"):
        validate(C(arch="sm_100a", bm=128, consumers=1, wait_depth=0, producer_regs=0, consumer_regs=0,
                   epilogue="tma"))
    assert C(epilogue="tma-flat").kernel_name.endswith("_etmaflat") and C(epilogue="tma-flat").c_swizzle == 0
    assert C(epilogue="tma").c_swizzle == 128 and C(out="f32").c_part == 32 and C(out="bf16").c_part == 64
    with pytest.raises(ConfigError, match="--epilogue dma: must be one of stg, tma, tma-flat"):
        validate(C(epilogue="dma"))


def test_the_delayed_bulk_wait_is_run_by_every_storing_thread(monkeypatch: pytest.MonkeyPatch) -> None:
    """``TILEIR_DELAY_TMA_STORE_WAIT``: the stores' bulk wait moves before the function's return.  A
    thread waits for its own bulk groups only, and the two consumer warpgroups' stores are committed
    by two different threads, so each of them must run it: once it ran on one thread at the function
    level, the emulator saw the CTA exit while a store still read its tile."""
    from nanotile.launch.check import check
    from nanotile.launch.kernel import compile_kernel

    monkeypatch.setenv("TILEIR_DELAY_TMA_STORE_WAIT", "1")
    cfg = TMA[3]    # two consumer warpgroups: a store each
    k = compile_kernel(generate(cfg), f"{cfg.kernel_name}.mlir")
    body = k.ptx.split("cp.async.bulk.commit_group;")[-1]
    assert k.ptx.count("cp.async.bulk.wait_group.read 0;") == 1 and "cp.async.bulk.wait_group.read 0;" in body
    assert check(k, default_sizes(cfg), None, schedules=2).ok
