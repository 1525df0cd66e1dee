"""The sm_100a half of the GEMM generator: TMA tiles, ``tcgen05.mma`` into tensor memory.

The kernel is the shipped ``examples/gemm_sm100.mlir`` generalized (tile N,
K per stage, stages, f16/bf16 in, f32/f16/bf16 out) and made safe at the
edges (a K tail and partial tiles):

* function level: ``alloc_tmem`` of the ``128 x bn`` f32 accumulator (128
  lanes x ``bn`` columns; the lowering supports one allocation per
  function) before the agents, ``dealloc_tmem`` after them;
* the producer warpgroup: as on sm_90a, one TMA load per K-major part
  (``bk / kp`` parts of ``kp`` = 64 elements at most, each row one swizzle
  span: 32, 64 or 128 bytes) of A (``128 x kp``) and B (``bn x kp``);
* the consumer warpgroup (128 threads, one per TMEM lane): zeroes the
  accumulator (``copy`` generic -> tmem, a ``tcgen05.st``), then per stage
  one ``dot`` (``umma``) per K part, the dots chained through the
  accumulator; the stage goes back to the producer when its MMAs complete
  (``consumer_release {umma}``: ``tcgen05.commit`` onto the empty barrier,
  so ``consumer_arrivals = 1``);
* epilogue (the consumer, after the loop): one ``copy`` tmem -> generic
  (``tcgen05.ld .32x32b.x{bn}``: thread ``t`` holds row ``t % 128``, one
  column per register), an ``arith.truncf`` for f16/bf16 output, then a
  masked ``tiled_store`` of each thread's row.

What the tcgen05 lowering does not do is refused by ``validate`` with the
reason: M tiles other than 128 (``cta_group::1``, one lane per row), more
than one consumer warpgroup, N = 256 (a row is one ``tcgen05.ld``, at most
``.x128``), fp8 (``kind::f8f6f4``), MN-major B, ``wgmma.wait_group`` depth
and setmaxnreg (nothing to rebalance: 256 threads already get 248
registers each).
"""

from __future__ import annotations

from typing import Callable

from .gemm import ConfigError, GemmConfig, KernelText, StageTiles, Tile, k_coord, register

MAX_LD_COLUMNS = 128     # tcgen05.ld.32x32b moves at most .x128 registers: one row of the tile


class Sm100:
    defaults = GemmConfig(arch="sm_100a", bm=128, bn=128, bk=64, stages=4, consumers=1, wait_depth=0,
                          producer_regs=0, consumer_regs=0)

    def validate_tile(self, cfg: GemmConfig, bad: Callable[[str], ConfigError]) -> None:
        if cfg.bm != 128:
            raise bad(f"--bm {cfg.bm}: sm_100a tiles are 128 rows (tcgen05.mma cta_group::1 M = 128, one TMEM "
                      "lane per row)")
        if cfg.consumers != 1:
            raise bad(f"--consumers {cfg.consumers}: sm_100a has one consumer warpgroup (its 4 warps read the "
                      "128 TMEM lanes; one thread issues the MMAs)")
        if cfg.bn > MAX_LD_COLUMNS:
            raise bad(f"--bn {cfg.bn}: the sm_100a epilogue reads a row of the accumulator with one "
                      f"tcgen05.ld.32x32b (at most .x{MAX_LD_COLUMNS} columns)")

    def validate(self, cfg: GemmConfig, bad: Callable[[str], ConfigError]) -> None:
        if cfg.elem_bytes != 2:
            raise bad(f"--dtype {cfg.dtype}: sm_100a lowers tcgen05.mma kind::f16 only (f16, bf16); "
                      "kind::f8f6f4 has no lowering yet")
        if cfg.b_major != "k":
            raise bad(f"--b-major {cfg.b_major}: the sm_100a tcgen05.mma lowering reads both operands K-major "
                      "only")
        if cfg.wait_depth:
            raise bad(f"--wait-depth {cfg.wait_depth}: sm_100a has no wgmma.wait_group (a stage is released by "
                      "tcgen05.commit when its MMAs complete); use 0")
        if cfg.persistent:
            raise bad(f"--persistent {cfg.persistent}: the sm_100a generator writes one tile per CTA only")
        if cfg.epilogue != "stg":
            raise bad(f"--epilogue {cfg.epilogue}: the sm_100a epilogue stores C from the tcgen05.ld registers "
                      "(stg) only")
        if cfg.producer_regs or cfg.consumer_regs:
            raise bad("--producer-regs/--consumer-regs: sm_100a kernels run 256 threads, each already allowed "
                      "248 registers: setmaxnreg has nothing to rebalance (use 0)")

    def consumer_arrivals(self, cfg: GemmConfig) -> int:
        return 1    # the MMA thread's tcgen05.commit

    def summary(self, cfg: GemmConfig) -> str:
        return (f"1 producer + 1 consumer warpgroup, a 128x{cfg.bn} f32 accumulator in tensor memory, "
                f"{cfg.k_parts * cfg.k_part // 16} tcgen05.mma m128n{cfg.bn}k16 per stage.")

    def full_k_tiles(self, cfg: GemmConfig) -> int:
        return cfg.stages + 1    # the ring wraps: stage 0 is refilled while its mbarrier phase has flipped

    def prologue(self, cfg: GemmConfig, k: KernelText) -> list[str]:
        return [f'%acc = "nv_tileas.alloc_tmem"() : () -> {_tmem_t(cfg)}']

    def epilogue(self, cfg: GemmConfig, k: KernelText) -> list[str]:
        return [f'"nv_tileas.dealloc_tmem"(%acc) : ({_tmem_t(cfg)}) -> ()']

    def stage_tiles(self, cfg: GemmConfig) -> StageTiles:
        et, kp, sw = cfg.elem, cfg.k_part, cfg.swizzle
        a = tuple(Tile(f"tensor<{cfg.bm}x{kp}x{et}, #nv_tileas.smem<swizzle = {sw}>>", "%vA",
                       ("%m0", k_coord(cfg, p))) for p in range(cfg.k_parts))
        b = tuple(Tile(f"tensor<{cfg.bn}x{kp}x{et}, #nv_tileas.smem<swizzle = {sw}>>", "%vB",
                       ("%n0", k_coord(cfg, p))) for p in range(cfg.k_parts))
        return StageTiles(a, b, ("%N", "%K"))

    def consumer(self, cfg: GemmConfig, k: KernelText) -> list[str]:
        tiles = self.stage_tiles(cfg)
        pt, it = k.pipe_t, k.iter_t
        tm = _tmem_t(cfg)
        regs = f"tensor<{cfg.bm}x{cfg.bn}xf32, #nv_tileas.layout<tmem_32x32b>>"
        to_tmem = "dst_space = #nv_tileas.memory_space<tmem>, src_space = #nv_tileas.memory_space<generic>"
        from_tmem = "dst_space = #nv_tileas.memory_space<generic>, src_space = #nv_tileas.memory_space<tmem>"
        out = [f'%cit0 = "nv_tileas.async.pipeline.create_iterator"(%pipe) : ({pt}) -> {it}',
               f'%zero = "arith.constant"() <{{value = dense<0.0> : {regs}}}> : () -> {regs}',
               f'%acc0 = "nv_tileas.copy"(%zero, %acc) <{{{to_tmem}}}> : ({regs}, {tm}) -> {tm}',
               f'%accN, %citN = "scf.for"(%lb, %ub, %step, %acc0, %cit0) ({{',
               f"^bb0(%kc: index, %a: {tm}, %cit: {it}):"]
        body = [f'%ctok = "nv_tileas.async.pipeline.consumer_wait"(%pipe, %cit) <{{consumer_idx = 0 : i32}}> : '
                f"({pt}, {it}) -> !nv_tileas.consumer_token"]
        sa = [f"%sa{p}" for p in range(len(tiles.a))]
        sb = [f"%sb{p}" for p in range(len(tiles.b))]
        args = ", ".join(f"{n}: {t.type}" for n, t in zip(sa + sb, tiles.all))
        body += ['%a1 = "nv_tileas.async.pipeline.consumer_read"(%ctok) ({', f"^bb0({args}):"]
        cur = "%a"
        for p in range(cfg.k_parts):
            nxt = f"%d{p}"
            body.append(f'  {nxt} = "nv_tileas.dot"({sa[p]}, {sb[p]}, {cur}) <{{atom = #nv_tileas.atom<umma>}}> : '
                        f"({tiles.a[p].type}, {tiles.b[p].type}, {tm}) -> {tm}")
            cur = nxt
        body += [f'  "nv_tileas.async.pipeline.yield"({cur}) : ({tm}) -> ()',
                 f"}}) : (!nv_tileas.consumer_token) -> {tm}",
                 '"nv_tileas.async.pipeline.consumer_release"(%ctok) {umma} : (!nv_tileas.consumer_token) -> ()',
                 f'%cnext = "nv_tileas.async.pipeline.inc_iter"(%cit) : ({it}) -> {it}',
                 f'"scf.yield"(%a1, %cnext) : ({tm}, {it}) -> ()']
        out += ["  " + x for x in body]
        out.append(f"}}) : (index, index, index, {tm}, {it}) -> ({tm}, {it})")
        # epilogue: thread t reads TMEM lane t % 128 (its row of the tile) and stores it, masked
        out.append(f'%r = "nv_tileas.copy"(%accN) <{{{from_tmem}}}> : ({tm}) -> {regs}')
        st, st_t = "%r", regs
        if cfg.out != "f32":
            st, st_t = "%o", f"tensor<{cfg.bm}x{cfg.bn}x{cfg.out_elem}, #nv_tileas.layout<tmem_32x32b>>"
            out.append(f'%o = "arith.truncf"(%r) : ({regs}) -> {st_t}')
        out.append(f'"nv_tileas.tiled_store"(%vC, {st}, %m0, %n0) <{{atom = #nv_tileas.atom<stg>, '
                   "operandSegmentSizes = array<i32: 1, 1, 2, 0, 0>}> : "
                   f"(memref<?x?x{cfg.out_elem}, 1>, {st_t}, i32, i32) -> ()")
        return out


def _tmem_t(cfg: GemmConfig) -> str:
    return f"tensor<{cfg.bm}x{cfg.bn}xf32, #nv_tileas.tmem>"


register("sm_100a", Sm100())
