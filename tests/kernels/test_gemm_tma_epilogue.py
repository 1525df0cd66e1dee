"""``--epilogue tma`` (sm_90a): C staged through shared memory and written by TMA stores.

Each consumer warpgroup converts an accumulator to the output type, writes it into its own
unswizzled ``alloc_tensor`` tile (``st.shared.v2``), fences the async proxy, syncs on its named
barrier, and one of its threads issues the TMA store (clipped at C's edges), commits it and waits
for its reads before the CTA may exit.  Checked here: ptxas (no spills), the PTX's structure, the
reference interpreter and the emulated PTX against numpy at partial tiles and a K tail (f16, bf16,
f32 out; K- and MN-major B; 1 and 2 consumer warpgroups), and the emulator's refusal of the PTX
without the writers' fence, the named barrier, or the bulk wait.
"""

from __future__ import annotations

import dataclasses
import re

import pytest

from conftest import require_tool
from nanotile.kernels import ConfigError, GemmConfig, generate
from nanotile.kernels.gemm import default_sizes, requires, validate
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


def test_tma_configurations_span_outputs_b_layouts_and_consumers() -> None:
    assert {c.out for c in TMA} == {"f16", "bf16", "f32"} and {c.b_major for c in TMA} == {"k", "mn"}
    assert {c.consumers for c in TMA} == {1, 2}


@pytest.mark.parametrize("cfg", TMA, ids=_id)
def test_tma_epilogue_assembles_with_the_promised_structure(cfg: GemmConfig) -> None:
    require_tool("ptxas")
    ptx = compile_config(cfg)
    r = ptxas(ptx, cfg.arch)
    assert r.ok, r.stderr
    assert "0 bytes spill stores, 0 bytes spill loads" in r.stderr, r.stderr
    tiles = cfg.m_atoms * (cfg.bn // 64 if cfg.b_major == "mn" else 1)    # accumulators per warpgroup
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


@pytest.mark.parametrize("cfg", TMA, ids=_id)
def test_tma_epilogue_matches_numpy_with_partial_tiles_and_a_k_tail(cfg: GemmConfig) -> None:
    assert_edges_match_numpy(cfg)


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
    with pytest.raises(ConfigError, match="--epilogue dma: must be stg or tma"):
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
