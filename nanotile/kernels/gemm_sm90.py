"""The sm_90a half of the GEMM generator: TMA tiles in WGMMA operand layouts, WGMMA consumers.

Shared-memory tiles (one pipeline stage):

* A: ``bm x kp`` K-major parts (``kp`` = one swizzle span of K: 64 for
  16-bit types, 128 for fp8), ``bk / kp`` of them.
* B, K-major: ``bn x kp`` parts, like A.
* B, MN-major: ``bk x 64`` parts along N (128-byte swizzle along N), one per
  64 columns; each feeds its own m64n64 accumulator (``dot`` with
  ``b_major = "mn"``).

Each consumer warpgroup owns ``bm / consumers`` rows: ``m_atoms`` 64-row
accumulators, updated by one ``dot`` per (atom, K part) per stage; the
``dot``'s K (one part) becomes several WGMMAs with the descriptor advanced
along K.
"""

from __future__ import annotations

from typing import Callable

from .gemm import (
    MAX_ACC_REGS, ConfigError, GemmConfig, KernelText, StageTiles, Tile, k_coord, register, tile_loop, tile_origin,
)


class Sm90:
    defaults = GemmConfig()

    def validate_tile(self, cfg: GemmConfig, bad: Callable[[str], ConfigError]) -> None:
        if cfg.bm % (64 * cfg.consumers):
            raise bad(f"--bm {cfg.bm} with --consumers {cfg.consumers}: each consumer warpgroup owns "
                      f"{cfg.bm / cfg.consumers:g} rows, not a multiple of the 64-row MMA atom")
        if cfg.acc_regs > MAX_ACC_REGS:
            raise bad(f"--bm {cfg.bm} --bn {cfg.bn} --consumers {cfg.consumers}: {cfg.acc_regs} f32 accumulator "
                      f"registers per consumer thread (at most {MAX_ACC_REGS}); use more consumers or a smaller "
                      "tile")

    def consumer_arrivals(self, cfg: GemmConfig) -> int:
        return 128 * cfg.consumers    # every consumer thread arrives on the empty barrier

    def summary(self, cfg: GemmConfig) -> str:
        return (f"1 producer + {cfg.consumers} consumer warpgroup(s), {cfg.m_atoms} m64n{cfg.bn} accumulator(s) "
                f"each; wgmma.wait_group {cfg.wait_depth}.")

    def epilogue(self, cfg: GemmConfig, k: KernelText) -> list[str]:
        return []

    def full_k_tiles(self, cfg: GemmConfig) -> int:
        return 1

    def validate(self, cfg: GemmConfig, bad: Callable[[str], ConfigError]) -> None:
        if cfg.elem_bytes == 1:
            if cfg.bk < 32:
                raise bad(f"--dtype {cfg.dtype} --bk {cfg.bk}: fp8 WGMMA consumes K in steps of 32")
            if cfg.b_major != "k":
                raise bad(f"--dtype {cfg.dtype} --b-major {cfg.b_major}: sm_90a fp8 WGMMA reads both operands "
                          "K-major only")
        if cfg.b_major == "mn" and cfg.m_atoms * cfg.bn // 64 * 32 > 128:
            raise bad("--b-major mn keeps one m64n64 accumulator per 64 columns: too many registers")

    def prologue(self, cfg: GemmConfig, k: KernelText) -> list[str]:
        if cfg.b_major != "mn":
            return []
        return [f'%n0_{j} = "arith.addi"(%n0, {k.const(64 * j)}) : (i32, i32) -> i32'
                for j in range(1, cfg.bn // 64)]

    def stage_tiles(self, cfg: GemmConfig) -> StageTiles:
        et, kp, sw = cfg.elem, cfg.k_part, cfg.swizzle
        a = tuple(Tile(f"tensor<{cfg.bm}x{kp}x{et}, #nv_tileas.smem<swizzle = {sw}>>", "%vA",
                       ("%m0", k_coord(cfg, p))) for p in range(cfg.k_parts))
        if cfg.b_major == "k":
            b = tuple(Tile(f"tensor<{cfg.bn}x{kp}x{et}, #nv_tileas.smem<swizzle = {sw}>>", "%vB",
                           ("%n0", k_coord(cfg, p))) for p in range(cfg.k_parts))
            return StageTiles(a, b, ("%N", "%K"))
        b = tuple(Tile(f"tensor<{cfg.bk}x64x{et}, #nv_tileas.smem<swizzle = 128>>", "%vB",
                       ("%kk", "%n0" if j == 0 else f"%n0_{j}")) for j in range(cfg.bn // 64))
        return StageTiles(a, b, ("%K", "%N"))

    def consumer(self, cfg: GemmConfig, k: KernelText) -> list[str]:
        tiles = self.stage_tiles(cfg)
        pt, it = k.pipe_t, k.iter_t
        mn = cfg.b_major == "mn"
        acc_n = 64 if mn else cfg.bn
        n_parts = cfg.bn // 64 if mn else 1
        acc_t = f"tensor<64x{acc_n}xf32, #nv_tileas.layout<wgmma_acc>>"
        accs = [(i, j) for i in range(cfg.m_atoms) for j in range(n_parts)]
        out = [f'%cit0 = "nv_tileas.async.pipeline.create_iterator"(%pipe) : ({pt}) -> {it}',
               '%wg = "nv_tileas.get_warpgroup_id"() : () -> i32',
               f'%row = "arith.muli"(%wg, {k.const(cfg.rows_per_consumer)}) : (i32, i32) -> i32']
        for i in range(1, cfg.m_atoms):
            out.append(f'%row{i} = "arith.addi"(%row, {k.const(64 * i)}) : (i32, i32) -> i32')
        out.append(f'%zero = "arith.constant"() <{{value = dense<0.0> : {acc_t}}}> : () -> {acc_t}')
        head, out = out, []
        init_it = "%citK" if cfg.persistent else "%cit0"
        m0, n0 = ("%cm0", "%cn0") if cfg.persistent else ("%m0", "%n0")
        acc_names = [f"%acc{i}_{j}" for i, j in accs]
        in_names = [f"%a{i}_{j}" for i, j in accs]
        res_types = ", ".join([acc_t] * len(accs) + [it])
        out.append(f'{", ".join(acc_names)}, %citN = "scf.for"(%lb, %ub, %step, '
                   f'{", ".join(["%zero"] * len(accs))}, {init_it}) ({{')
        out.append(f"^bb0(%kc: index, {', '.join(f'{n}: {acc_t}' for n in in_names)}, %cit: {it}):")
        body = [f'%ctok = "nv_tileas.async.pipeline.consumer_wait"(%pipe, %cit) <{{consumer_idx = 0 : i32}}> : '
                f"({pt}, {it}) -> !nv_tileas.consumer_token"]
        sa = [f"%sa{p}" for p in range(len(tiles.a))]
        sb = [f"%sb{p}" for p in range(len(tiles.b))]
        args = ", ".join(f"{n}: {t.type}" for n, t in zip(sa + sb, tiles.all))
        read_res = [f"%r{i}_{j}" for i, j in accs]
        body.append(f'{", ".join(read_res)} = "nv_tileas.async.pipeline.consumer_read"(%ctok) ({{')
        body.append(f"^bb0({args}):")
        rd: list[str] = []
        depth = f", pipeline_depth = {cfg.wait_depth} : i32" if cfg.wait_depth else ""
        dot_atom = f"atom = #nv_tileas.atom<wgmma>{depth}" + (', b_major = "mn"' if mn else "")
        yields = []
        for i, j in accs:
            cur = f"%a{i}_{j}"
            row = "%row" if i == 0 else f"%row{i}"
            for p in range(cfg.k_parts):
                a_t = f"tensor<64x{cfg.k_part}x{cfg.elem}, #nv_tileas.smem<swizzle = {cfg.swizzle}>>"
                if cfg.rows_per_consumer == 64 and cfg.consumers == 1:
                    a_op = sa[p]
                else:
                    a_op = f"%s{i}_{j}_{p}"
                    rd.append(f'{a_op} = "nv_tileas.extract_slice"({sa[p]}, {row}, {k.const(0)}) '
                              f"<{{sizes = array<i64: 64, {cfg.k_part}>}}> : ({tiles.a[p].type}, i32, i32) -> {a_t}")
                if mn:
                    b_t = f"tensor<{cfg.k_part}x64x{cfg.elem}, #nv_tileas.smem<swizzle = 128>>"
                    if cfg.k_parts == 1:
                        b_op = sb[j]
                    else:
                        b_op = f"%bs{i}_{j}_{p}"
                        rd.append(f'{b_op} = "nv_tileas.extract_slice"({sb[j]}, {k.const(p * cfg.k_part)}, '
                                  f'{k.const(0)}) <{{sizes = array<i64: {cfg.k_part}, 64>}}> : '
                                  f"({tiles.b[j].type}, i32, i32) -> {b_t}")
                else:
                    b_op, b_t = sb[p], tiles.b[p].type
                nxt = f"%d{i}_{j}_{p}"
                rd.append(f'{nxt} = "nv_tileas.dot"({a_op}, {b_op}, {cur}) <{{{dot_atom}}}> : '
                          f"({a_t}, {b_t}, {acc_t}) -> {acc_t}")
                cur = nxt
            yields.append(cur)
        rd.append(f'"nv_tileas.async.pipeline.yield"({", ".join(yields)}) : ({", ".join([acc_t] * len(accs))}) -> ()')
        body += ["  " + x for x in rd]
        rt = ", ".join([acc_t] * len(accs))
        body.append(f"}}) : (!nv_tileas.consumer_token) -> {rt if len(accs) == 1 else '(' + rt + ')'}")
        body += ['"nv_tileas.async.pipeline.consumer_release"(%ctok) : (!nv_tileas.consumer_token) -> ()',
                 f'%cnext = "nv_tileas.async.pipeline.inc_iter"(%cit) : ({it}) -> {it}',
                 f'"scf.yield"({", ".join(read_res)}, %cnext) : ({res_types}) -> ()']
        out += ["  " + x for x in body]
        out.append(f"}}) : (index, index, index, {res_types}) -> ({res_types})")
        # epilogue: each accumulator to C (converted to the output type first)
        out.append(f'%crow = "arith.addi"({m0}, %row) : (i32, i32) -> i32')
        for i in range(1, cfg.m_atoms):
            out.append(f'%crow{i} = "arith.addi"(%crow, {k.const(64 * i)}) : (i32, i32) -> i32')
        for j in range(1, n_parts):
            out.append(f'%ccol{j} = "arith.addi"({n0}, {k.const(64 * j)}) : (i32, i32) -> i32')
        # --persistent: every C tile part is written before the first is stored; a copy in the tile loop
        # waits for its warpgroup's pending TMA stores, so a store between copies would be waited for at
        # the next copy, not during the next tile's K loop
        stores: list[str] = []
        for i, j in accs:
            acc = f"%acc{i}_{j}"
            r = f"%crow{i}" if i else "%crow"
            c = f"%ccol{j}" if j else n0
            st_t = acc_t
            if cfg.out != "f32":
                st_t = f"tensor<64x{acc_n}x{cfg.out_elem}, #nv_tileas.layout<wgmma_acc>>"
                cv = f"%o{i}_{j}"
                out.append(f'{cv} = "arith.truncf"({acc}) : ({acc_t}) -> {st_t}')
                acc = cv
            if cfg.epilogue == "tma-flat":
                # the warpgroup's own shared tile (alloc_tensor in an agent), unswizzled, filled from the
                # registers, then one TMA store (clipped at C's edges)
                sm_t = f"tensor<64x{acc_n}x{cfg.out_elem}, #nv_tileas.smem<swizzle = 0>>"
                out += _stage_and_store(cfg, f"{i}_{j}", acc, st_t, sm_t, r, c, stores)
                continue
            if cfg.epilogue == "tma":
                # the same in column parts one 128-byte swizzle span wide (TMA's box rule), each part its
                # own swizzled tile: the accumulator's columns (extract_slice of the registers), its
                # tile, its TMA store
                w = cfg.c_part
                part_t = f"tensor<64x{w}x{cfg.out_elem}, #nv_tileas.layout<wgmma_acc>>"
                sm_t = f"tensor<64x{w}x{cfg.out_elem}, #nv_tileas.smem<swizzle = {cfg.c_swizzle}>>"
                for p in range(acc_n // w):
                    tag, part, col = f"{i}_{j}_{p}", acc, c
                    if acc_n > w:
                        part = f"%cp{tag}"
                        out.append(f'{part} = "nv_tileas.extract_slice"({acc}, {k.const(0)}, {k.const(p * w)}) '
                                   f"<{{sizes = array<i64: 64, {w}>}}> : ({st_t}, i32, i32) -> {part_t}")
                    if p:
                        col = f"%cc{tag}"
                        out.append(f'{col} = "arith.addi"({c}, {k.const(p * w)}) : (i32, i32) -> i32')
                    out += _stage_and_store(cfg, tag, part, part_t, sm_t, r, col, stores)
                continue
            out.append(f'"nv_tileas.tiled_store"(%vC, {acc}, {r}, {c}) <{{atom = #nv_tileas.atom<stg>, '
                       "operandSegmentSizes = array<i32: 1, 1, 2, 0, 0>}> : "
                       f"(memref<?x?x{cfg.out_elem}, 1>, {st_t}, i32, i32) -> ()")
        out += stores
        if not cfg.persistent:
            return head + out
        # --persistent: the K loop and the epilogue once per tile of this CTA, the iterator carried on
        return head + tile_loop(k, "%cit0", "%citT", "%ct", "%citK", tile_origin(cfg, k, "%ct", "c") + out, "%citN")


def _stage_and_store(cfg: GemmConfig, tag: str, src: str, src_t: str, sm_t: str, row: str, col: str,
                     stores: list[str]) -> list[str]:
    """A register tile into its own shared tile (``alloc_tensor`` in an agent: one per warpgroup), then
    one TMA store of it to C at (``row``, ``col``), clipped at C's edges; ``--persistent``: the store
    goes to ``stores`` (issued after every part's copy) instead."""
    store = (f'"nv_tileas.tiled_store"(%vC, %cw{tag}, {row}, {col}) <{{atom = #nv_tileas.atom<tma_store>, '
             "operandSegmentSizes = array<i32: 1, 1, 2, 0, 0>}> {allow_tma} : "
             f"(memref<?x?x{cfg.out_elem}, 1>, {sm_t}, i32, i32) -> ()")
    if cfg.persistent:
        stores.append(store)
    return [f'%cs{tag} = "nv_tileas.alloc_tensor"() : () -> {sm_t}',
            f'%cw{tag} = "nv_tileas.copy"({src}, %cs{tag}) <{{dst_space = '
            "#nv_tileas.memory_space<shared>, src_space = #nv_tileas.memory_space<generic>}> : "
            f"({src_t}, {sm_t}) -> {sm_t}"] + ([] if cfg.persistent else [store])


register("sm_90a", Sm90())
