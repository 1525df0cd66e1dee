"""The GEMM kernel family: configuration, validation, and the arch-independent kernel skeleton.

``C[M x N] = A[M x K] * B`` with A row-major (K contiguous) and B either
K-major (stored N x K, ``b_major="k"``) or MN-major (stored K x N,
``b_major="mn"``).  One ``bm x bn`` tile of C per CTA; CTA ``(x, y)``
computes rows ``bm*y..`` and columns ``bn*x..`` (``GemmConfig.grid``).  With
``persistent = P`` the grid is ``min(tiles, P)`` CTAs and each agent loops over
its CTA's tiles ``b, b + P, ...`` (row-major, or in bands of ``group_m`` tile
rows), the pipeline iterator carried from tile to tile.

Persistent defaults (the command line; ``GemmConfig`` itself keeps ``group_m = 0``):
``--persistent P`` without ``--group-m`` means ``--group-m 8`` (``PERSISTENT_GROUP_M``).  On the
H200 at 8192^3 (bench/NOTES.md, 2026-11-27) P = 132 alone gained nothing over one tile per CTA
(564 vs 570 TFLOP/s, f32 out): the row-major order gives the CTAs running together few shared A
and B panels; with bands of 8 tile rows it reached 668 (0.92 of cuBLAS), Triton's GROUP_M = 8.
``--group-m 0`` still asks for the row-major order.  P itself stays a number: the tile stride
``P`` is a constant of the kernel and the launch formula (``min(tiles, P)``) has no SM count to
read, so the generator cannot pick it ("auto"); give the GPU's SM count (132 on an H100 SXM or
an H200; more CTAs than SMs run in waves, still correct).

The kernel is warp-specialized over a ``stages``-deep TMA pipeline: one
producer warpgroup (one elected thread issues the TMA loads of a stage),
then ``consumers`` consumer warpgroups, each owning ``bm / consumers`` rows
of the tile (sm_90a: WGMMA into registers; sm_100a: one warpgroup,
``tcgen05.mma`` into tensor memory).  The K loop runs ``ceil(K / bk)`` steps: TMA zero-fills the
part of the last K tile past K, so a K tail adds zeros.

What depends on the target (the MMA, its operand layout, its accumulator)
lives in one ``ArchGenerator`` per architecture (``ARCHS``); this module
only knows the sizes, the pipeline and the loops.  Each target has its own
defaults (``arch_defaults``): a flag left out takes the target's value.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Callable, Protocol

from ..checkers.symbols import kernel_name_error
from ..checkers.target import WGMMA_CONSTANT_DESCRIPTOR_REGISTERS, WGMMA_F32_EXTRA_REGISTERS

DTYPES = {"f16": ("f16", 2), "bf16": ("bf16", 2), "e4m3": ("f8E4M3FN", 1), "e5m2": ("f8E5M2", 1)}
OUT_TYPES = {"f16": ("f16", 2), "bf16": ("bf16", 2), "f32": ("f32", 4)}
TILE_M = (64, 128, 256)
TILE_N = (64, 128, 256)
TILE_K = (16, 32, 64, 128)
STAGES = range(2, 7)
CONSUMERS = (1, 2)
B_MAJOR = ("k", "mn")
EPILOGUES = ("stg", "tma", "tma-flat")
SMEM_BYTES = 227 * 1024          # sm_90 / sm_100 dynamic+static shared memory per CTA
MAX_ACC_REGS = 128               # f32 accumulator registers per consumer thread
SWIZZLE_BYTES = 128              # the widest TMA / WGMMA swizzle: a K-major row part is at most this wide
PERSISTENT_GROUP_M = 8           # --group-m on the command line when --persistent P is given without it
_EPILOGUE_SUFFIX = {"stg": "", "tma": "_etma", "tma-flat": "_etmaflat"}


class ConfigError(ValueError):
    """An invalid combination of generator options; the message says which and why."""


@dataclass(frozen=True, slots=True)
class GemmConfig:
    arch: str = "sm_90a"
    bm: int = 128
    bn: int = 128
    bk: int = 64
    stages: int = 4
    consumers: int = 2
    dtype: str = "f16"
    out: str = "f32"
    b_major: str = "k"
    wait_depth: int = 1          # wgmma.wait_group N: MMA groups left in flight (the spec's pipeline_depth)
    producer_regs: int = 40      # setmaxnreg for the producer warpgroup (0: leave the budget alone)
    consumer_regs: int = 232     # setmaxnreg for each consumer warpgroup (0: leave the budget alone)
    name: str = ""
    epilogue: str = "stg"        # stg: C stored from the accumulator registers; tma: staged in shared memory
                                 # (128-byte swizzled column parts), TMA stores; tma-flat: one unswizzled tile
    persistent: int = 0          # 0: one tile per CTA; P: min(tiles, P) CTAs, CTA b computes tiles b, b + P, ...
    group_m: int = 0             # persistent tile order: 0 row-major; G: bands of G tile rows, column-major in a band
                                 # (the command line's default with --persistent is PERSISTENT_GROUP_M, not 0)

    # -- derived sizes ------------------------------------------------------------------

    @property
    def elem(self) -> str:
        return DTYPES[self.dtype][0]

    @property
    def elem_bytes(self) -> int:
        return DTYPES[self.dtype][1]

    @property
    def out_elem(self) -> str:
        return OUT_TYPES[self.out][0]

    @property
    def out_bytes(self) -> int:
        return OUT_TYPES[self.out][1]

    @property
    def tma_epilogue(self) -> bool:
        return self.epilogue in ("tma", "tma-flat")

    @property
    def c_smem_bytes(self) -> int:
        """Shared memory of the C tile a TMA epilogue stages (0 for stg)."""
        return self.bm * self.bn * self.out_bytes if self.tma_epilogue else 0

    @property
    def c_swizzle(self) -> int:
        """Swizzle (bytes) of the shared C tile a TMA epilogue stages: 128 for ``tma``, 0 for ``tma-flat``."""
        return SWIZZLE_BYTES if self.epilogue == "tma" else 0

    @property
    def c_part(self) -> int:
        """Columns of one shared C tile part of ``--epilogue tma``: one swizzle span of the output type."""
        return SWIZZLE_BYTES // self.out_bytes

    @property
    def k_part(self) -> int:
        """K elements per shared-memory row part: one swizzle span at most."""
        return min(self.bk, SWIZZLE_BYTES // self.elem_bytes)

    @property
    def k_parts(self) -> int:
        return self.bk // self.k_part

    @property
    def swizzle(self) -> int:
        """Swizzle (bytes) of the K-major tiles: the row width of one part."""
        return self.k_part * self.elem_bytes

    @property
    def rows_per_consumer(self) -> int:
        return self.bm // self.consumers

    @property
    def m_atoms(self) -> int:
        """64-row MMA atoms per consumer warpgroup (one accumulator each)."""
        return self.rows_per_consumer // 64

    @property
    def acc_regs(self) -> int:
        return self.m_atoms * self.bn // 2

    @property
    def num_warps(self) -> int:
        return 4 + 4 * self.consumers

    @property
    def stage_bytes(self) -> int:
        return (self.bm + self.bn) * self.bk * self.elem_bytes

    @property
    def kernel_name(self) -> str:
        if self.name:
            return self.name
        return (f"gemm_{self.arch}_{self.bm}x{self.bn}x{self.bk}_s{self.stages}_c{self.consumers}_"
                f"{self.dtype}_{self.out}_b{self.b_major}" + _EPILOGUE_SUFFIX[self.epilogue]
                + (f"_p{self.persistent}" if self.persistent else "") + (f"_g{self.group_m}" if self.group_m else ""))

    def grid(self, m: int, n: int) -> tuple[int, int, int]:
        """The launch grid for an ``m x n`` output."""
        if self.persistent:
            return (min(-(-n // self.bn) * -(-m // self.bm), self.persistent), 1, 1)
        return (-(-n // self.bn), -(-m // self.bm), 1)

    def threads(self) -> int:
        return 32 * self.num_warps


def validate(cfg: GemmConfig) -> GemmConfig:
    """``cfg`` if it describes a kernel the generator can write; else a ``ConfigError`` naming the conflict."""
    def bad(msg: str) -> ConfigError:
        return ConfigError(f"gemm: {msg}")

    if cfg.arch not in ARCHS:
        raise bad(f"--arch {cfg.arch}: no generator for this target (one of: {', '.join(sorted(ARCHS))})")
    for flag, v, allowed in (("--bm", cfg.bm, TILE_M), ("--bn", cfg.bn, TILE_N), ("--bk", cfg.bk, TILE_K),
                             ("--stages", cfg.stages, tuple(STAGES)), ("--consumers", cfg.consumers, CONSUMERS)):
        if v not in allowed:
            raise bad(f"{flag} {v}: must be one of {', '.join(map(str, allowed))}")
    if cfg.dtype not in DTYPES:
        raise bad(f"--dtype {cfg.dtype}: must be one of {', '.join(DTYPES)}")
    if cfg.out not in OUT_TYPES:
        raise bad(f"--out {cfg.out}: must be one of {', '.join(OUT_TYPES)}")
    if cfg.b_major not in B_MAJOR:
        raise bad(f"--b-major {cfg.b_major}: must be k or mn")
    if cfg.epilogue not in EPILOGUES:
        raise bad(f"--epilogue {cfg.epilogue}: must be one of {', '.join(EPILOGUES)}")
    if cfg.persistent < 0 or cfg.persistent > 65535:
        raise bad(f"--persistent {cfg.persistent}: a CTA count in 1..65535 (0: one tile per CTA)")
    if cfg.group_m and not cfg.persistent:
        raise bad(f"--group-m {cfg.group_m}: the tile order of a --persistent kernel (give --persistent P)")
    if cfg.group_m < 0 or cfg.group_m > 1024:
        raise bad(f"--group-m {cfg.group_m}: tile rows per band, 1..1024 (0: row-major)")
    if cfg.name and (why := kernel_name_error(cfg.name)) is not None:  # the compiler's own rule, reserved names included
        raise bad(f"--name: {why}")
    # the target's own refusals before the generic ranges and budgets: a flag the target does not take
    # (sm_100a's --wait-depth, --producer-regs / --consumer-regs) is refused as such, whatever its value
    ARCHS[cfg.arch].validate(cfg, bad)
    if cfg.wait_depth < 0 or cfg.wait_depth >= cfg.stages:
        raise bad(f"--wait-depth {cfg.wait_depth}: must be 0..stages-1 ({cfg.stages - 1}); each group in flight "
                  "holds a stage")
    ARCHS[cfg.arch].validate_tile(cfg, bad)
    smem = cfg.stages * cfg.stage_bytes
    if smem + 1024 > SMEM_BYTES:
        raise bad(f"--stages {cfg.stages} x {cfg.stage_bytes} bytes per stage = {smem} bytes of shared memory "
                  f"(at most {SMEM_BYTES - 1024} with the barriers); use fewer stages or a smaller tile")
    if smem + cfg.c_smem_bytes + 1024 > SMEM_BYTES:
        raise bad(f"--epilogue tma: --stages {cfg.stages} x {cfg.stage_bytes} bytes per stage + the "
                  f"{cfg.bm}x{cfg.bn} {cfg.out} C tile ({cfg.c_smem_bytes} bytes) = {smem + cfg.c_smem_bytes} bytes "
                  f"of shared memory (at most {SMEM_BYTES - 1024} with the barriers); use fewer stages, a smaller "
                  "tile or a narrower --out")
    for flag, v in (("--producer-regs", cfg.producer_regs), ("--consumer-regs", cfg.consumer_regs)):
        if v and (v < 24 or v > 256 or v % 8):
            raise bad(f"{flag} {v}: setmaxnreg takes a multiple of 8 in 24..256")
    if bool(cfg.producer_regs) != bool(cfg.consumer_regs):
        raise bad("--producer-regs and --consumer-regs go together (both 0 turns setmaxnreg off)")
    # a consumer's setmaxnreg must hold its widest wgmma (m64 x bn, f32 accumulator) and what ptxas needs
    # beside it: the compiler's target checker refuses a smaller one at the op (checkers/target.py); the
    # generator says so first, about the flag (ptxas itself would drop the setmaxnreg with warning C7507)
    need = cfg.bn // 2 + WGMMA_F32_EXTRA_REGISTERS + WGMMA_CONSTANT_DESCRIPTOR_REGISTERS
    if cfg.consumer_regs and cfg.consumer_regs < need:
        raise bad(f"--consumer-regs {cfg.consumer_regs}: a consumer's m64n{cfg.bn} wgmma needs {need} registers per "
                  f"thread ({cfg.bn // 2} for its f32 accumulator, "
                  f"{WGMMA_F32_EXTRA_REGISTERS + WGMMA_CONSTANT_DESCRIPTOR_REGISTERS} more)")
    # a consumer owning several 64-row atoms keeps all their accumulators live across the K loop: below
    # them all plus the same margin ptxas spills (--bm 256 --consumers 2 --bn 128 --consumer-regs 152: 528
    # bytes of spill stores; 160: none) (found by fuzz2)
    atoms = cfg.bm // cfg.consumers // 64
    need_all = atoms * (cfg.bn // 2) + WGMMA_F32_EXTRA_REGISTERS + WGMMA_CONSTANT_DESCRIPTOR_REGISTERS
    if atoms > 1 and cfg.consumer_regs and cfg.consumer_regs < need_all:
        raise bad(f"--consumer-regs {cfg.consumer_regs}: a consumer's {atoms} m64n{cfg.bn} accumulators need "
                  f"{need_all} registers per thread ({atoms * (cfg.bn // 2)} f32 registers, "
                  f"{WGMMA_F32_EXTRA_REGISTERS + WGMMA_CONSTANT_DESCRIPTOR_REGISTERS} more); below it ptxas spills")
    if cfg.producer_regs and cfg.consumer_regs:
        # setmaxnreg moves registers between warpgroups inside the CTA's launch allocation
        # (at most 64K / threads per thread, a multiple of 8): the new budgets must fit in it
        per_thread = min(255, 65536 // cfg.threads()) // 8 * 8
        used = 128 * cfg.producer_regs + 128 * cfg.consumers * cfg.consumer_regs
        if used > per_thread * cfg.threads():
            raise bad(f"--producer-regs {cfg.producer_regs} + {cfg.consumers} x --consumer-regs "
                      f"{cfg.consumer_regs}: {used} registers, more than the CTA's {per_thread} x "
                      f"{cfg.threads()} = {per_thread * cfg.threads()} (setmaxnreg.inc would wait forever)")
    return cfg


class ArchGenerator(Protocol):
    """The target-specific half of the generator."""

    @property
    def defaults(self) -> GemmConfig:
        """The configuration ``--arch`` alone asks for (every other flag left out)."""

    def consumer_arrivals(self, cfg: GemmConfig) -> int:
        """Arrivals on a stage's empty barrier that release it."""

    def summary(self, cfg: GemmConfig) -> str:
        """The header comment's last line: the MMA and the agents."""

    def epilogue(self, cfg: GemmConfig, k: "KernelText") -> list[str]:
        """Function-level ops after the agents (before the return)."""

    def full_k_tiles(self, cfg: GemmConfig) -> int:
        """Whole K tiles before the tail at the default sizes."""

    def validate_tile(self, cfg: GemmConfig, bad: Callable[[str], ConfigError]) -> None:
        """Raise ``bad(message)`` for a tile shape / agent split this target's MMA cannot hold (checked
        before the pipeline's shared memory and the register budgets)."""

    def validate(self, cfg: GemmConfig, bad: Callable[[str], ConfigError]) -> None:
        """Raise ``bad(message)`` for a combination this target cannot run (checked as soon as every flag
        holds one of its choices, before the generic ranges and budgets, so that a flag the target refuses
        outright is refused as such whatever its value)."""

    def prologue(self, cfg: GemmConfig, k: "KernelText") -> list[str]:
        """Function-level ops the agents share (after ``%m0``, ``%n0``)."""

    def stage_tiles(self, cfg: GemmConfig) -> "StageTiles":
        """The tiles one pipeline stage holds, and how the producer fills them."""

    def consumer(self, cfg: GemmConfig, k: "KernelText") -> list[str]:
        """The consumer agent's body (its ops, before the region's yield)."""


@dataclass(frozen=True, slots=True)
class Tile:
    """One pipeline element: a shared-memory tile and the view coordinates the producer loads it from."""

    type: str
    view: str           # "%vA" / "%vB"
    coords: tuple[str, str]   # SSA names, outermost first


@dataclass(frozen=True, slots=True)
class StageTiles:
    a: tuple[Tile, ...]
    b: tuple[Tile, ...]
    b_view_shape: tuple[str, str]    # ("%N", "%K") or ("%K", "%N")

    @property
    def all(self) -> tuple[Tile, ...]:
        return self.a + self.b


@dataclass
class KernelText:
    """Helpers for writing generic-form MLIR one line at a time, with unique SSA names."""

    cfg: GemmConfig
    consts: dict[int, str] = field(default_factory=dict)
    lines: list[str] = field(default_factory=list)
    n: int = 0

    def fresh(self, hint: str) -> str:
        self.n += 1
        return f"%{hint}{self.n}"

    def const(self, v: int) -> str:
        """An i32 constant, defined once in the function's entry block."""
        if v not in self.consts:
            self.consts[v] = f"%c{v}"
        return self.consts[v]

    def const_lines(self) -> list[str]:
        return [f'{name} = "arith.constant"() <{{value = {v} : i32}}> : () -> i32' for v, name in self.consts.items()]

    @property
    def pipe_t(self) -> str:
        tiles = ARCHS[self.cfg.arch].stage_tiles(self.cfg).all
        return f"!nv_tileas.pipeline<stages = {self.cfg.stages}, " + ", ".join(t.type for t in tiles) + ">"

    @property
    def iter_t(self) -> str:
        return f"!nv_tileas.pipeline_iter<stages = {self.cfg.stages}>"


def generate(cfg: GemmConfig) -> str:
    """The kernel as nanotile input MLIR (nv_tileas, generic form)."""
    validate(cfg)
    arch = ARCHS[cfg.arch]
    k = KernelText(cfg)
    tiles = arch.stage_tiles(cfg)
    et, ot = cfg.elem, cfg.out_elem
    body: list[str] = []
    if cfg.persistent:
        body += persistent_tiles(cfg, k)
    else:
        body += [
            '%bx = "nv_tileaa.get_program_id"() <{dim = 0 : i32}> : () -> i32',
            '%by = "nv_tileaa.get_program_id"() <{dim = 1 : i32}> : () -> i32',
            f'%m0 = "arith.muli"(%by, {k.const(cfg.bm)}) : (i32, i32) -> i32',
            f'%n0 = "arith.muli"(%bx, {k.const(cfg.bn)}) : (i32, i32) -> i32']
    body += [
        f'%kround = "arith.addi"(%K, {k.const(cfg.bk - 1)}) : (i32, i32) -> i32',
        f'%ktiles = "arith.divui"(%kround, {k.const(cfg.bk)}) : (i32, i32) -> i32',
        f'%vA = "nv_tileaa.make_memref"(%A, %M, %K) : (!nv_tileaa.ptr<{et}>, i32, i32) -> memref<?x?x{et}, 1>',
        f'%vB = "nv_tileaa.make_memref"(%B, {tiles.b_view_shape[0]}, {tiles.b_view_shape[1]}) : '
        f'(!nv_tileaa.ptr<{et}>, i32, i32) -> memref<?x?x{et}, 1>',
        f'%vC = "nv_tileaa.make_memref"(%C, %M, %N) : (!nv_tileaa.ptr<{ot}>, i32, i32) -> memref<?x?x{ot}, 1>',
    ]
    if not cfg.persistent:
        body += arch.prologue(cfg, k)
    body += [
        '%lb = "arith.constant"() <{value = 0 : index}> : () -> index',
        '%step = "arith.constant"() <{value = 1 : index}> : () -> index',
        '%ub = "arith.index_cast"(%ktiles) : (i32) -> index',
        f'%pipe = "nv_tileas.async.pipeline.create_pipeline"() <{{consumer_arrivals = {arch.consumer_arrivals(cfg)} : i32}}>'
        f' : () -> {k.pipe_t}',
    ]
    prod = _producer(cfg, k, tiles)
    cons = arch.consumer(cfg, k)
    regs = ""
    if cfg.producer_regs and cfg.consumer_regs:
        regs = f", agent_registers = array<i32: {cfg.producer_regs}, {cfg.consumer_regs}>"
    switch = [f'"nv_tileas.async.pipeline.agent_switch"() <{{agent_warps = array<i32: 4, {4 * cfg.consumers}>{regs}}}> ({{']
    switch += ["  " + x for x in prod] + ['  "nv_tileas.async.pipeline.yield"() : () -> ()', "}, {"]
    switch += ["  " + x for x in cons] + ['  "nv_tileas.async.pipeline.yield"() : () -> ()', "}) : () -> ()"]
    body = k.const_lines() + body + switch + arch.epilogue(cfg, k) + ['"nv_tileaa.return"() : () -> ()']
    cc = {"sm_90a": 90, "sm_100a": 100}.get(cfg.arch, 90)
    launch = launch_attr(cfg)
    sig = (f"(!nv_tileaa.ptr<{et}>, !nv_tileaa.ptr<{et}>, !nv_tileaa.ptr<{ot}>, i32, i32, i32) -> ()")
    head = [
        f"// {cfg.kernel_name}: generated by `python -m nanotile.kernels gemm {' '.join(cli_args(cfg))}`",
        f"// C[M x N] {ot} = A[M x K] {et} (row-major) * B {et} "
        f"({'N x K, K contiguous' if cfg.b_major == 'k' else 'K x N, N contiguous'}); "
        + (f"{cfg.bm}x{cfg.bn} tiles, persistent: grid = min(tiles, {cfg.persistent}), CTA b computes tiles b, "
           f"b + {cfg.persistent}, ... ("
           + (f"in bands of {cfg.group_m} tile rows, column-major in a band" if cfg.group_m else
              "row-major over the tile grid") + ")." if cfg.persistent else
           f"one {cfg.bm}x{cfg.bn} tile per CTA, grid = (ceil(N/{cfg.bn}), ceil(M/{cfg.bm}))."),
        f"// {cfg.stages}-stage TMA pipeline of {cfg.bk}-wide K tiles ({cfg.k_parts} part(s) of {cfg.k_part}, "
        f"swizzle {cfg.swizzle}); {arch.summary(cfg)}",
        f'module attributes {{nv_tileaa.compute_capability = {cc} : i32, nv_tileaa.target_spec = "{cfg.arch}", '
        f"nanotile.launch = {launch}}} {{",
        f'  "nv_tileaa.func"() <{{function_type = {sig}, sym_name = "{cfg.kernel_name}"}}> ({{',
        f"  ^bb0(%A: !nv_tileaa.ptr<{et}>, %B: !nv_tileaa.ptr<{et}>, %C: !nv_tileaa.ptr<{ot}>, "
        "%M: i32, %N: i32, %K: i32):",
    ]
    tail = [f"  }}) {{nv_tileaa.kernel_spec = #nv_tileaa.kernel_spec<num_warps = {cfg.num_warps}, "
            "cluster = 1x1x1>} : () -> ()", "}"]
    return "\n".join(head + _indent(body, 4) + tail) + "\n"


def default_sizes(cfg: GemmConfig) -> dict[str, int]:
    """The smallest sizes that still test the edges: two tile rows and columns, the second partial,
    and a K tail (K is not a multiple of ``bk``; it stays a multiple of 16 bytes, TMA's stride rule)
    after the target's ``full_k_tiles`` (sm_100a: enough for the stage ring to wrap)."""
    align = 16 // cfg.elem_bytes
    return {"M": cfg.bm + cfg.bm // 2 + 8, "N": cfg.bn + cfg.bn // 2 + 8,
            "K": cfg.bk * ARCHS[cfg.arch].full_k_tiles(cfg) + max(align, cfg.bk // 2)}


def requires(cfg: GemmConfig) -> list[str]:
    """The kernel's contract: TMA needs every global row stride a multiple of 16 bytes, and every
    tensor map dimension non-zero (cuTensorMapEncodeTiled refuses ``globalDim = 0``), so K > 0: an
    empty K cannot be described to the TMA unit, though ``C = 0`` would be its answer.  M or N = 0
    need no condition: their grid is empty and the launch refuses that already."""
    align = 16 // cfg.elem_bytes
    out = ["K > 0", f"K % {align} == 0"]
    if cfg.b_major == "mn":
        out.append(f"N % {align} == 0")
    c_rows = f"N % {16 // cfg.out_bytes} == 0"
    if cfg.tma_epilogue and c_rows not in out:
        out.append(c_rows)   # the TMA store's rows of C, too
    return out


def launch_attr(cfg: GemmConfig, sizes: dict[str, int] | None = None) -> str:
    """The ``nanotile.launch`` module attribute: grid formula, default sizes, contract, numpy reference."""
    sz = sizes or default_sizes(cfg)
    ref = "C = A @ B.T" if cfg.b_major == "k" else "C = A @ B"
    req = ", ".join(f'"{r}"' for r in requires(cfg))
    grid = (f'["min(cdiv(N, {cfg.bn}) * cdiv(M, {cfg.bm}), {cfg.persistent})", 1, 1]' if cfg.persistent else
            f'["cdiv(N, {cfg.bn})", "cdiv(M, {cfg.bm})", 1]')
    return (f'{{grid = {grid}, '
            f"sizes = {{M = {sz['M']}, N = {sz['N']}, K = {sz['K']}}}, requires = [{req}], "
            f'reference = "{ref}"}}')


def _indent(lines: list[str], n: int) -> list[str]:
    return [" " * n + x for x in lines]


def persistent_tiles(cfg: GemmConfig, k: KernelText) -> list[str]:
    """Function level, ``--persistent P``: ``%bx`` (this CTA), ``%ntn`` (tile columns) and ``%tub``, the
    number of tiles this CTA computes: ``ceil((tiles - bx) / P)``, 0 where ``bx >= tiles`` (a grid
    larger than the formula's)."""
    p = cfg.persistent
    return [
        '%bx = "nv_tileaa.get_program_id"() <{dim = 0 : i32}> : () -> i32',
        f'%nround = "arith.addi"(%N, {k.const(cfg.bn - 1)}) : (i32, i32) -> i32',
        f'%ntn = "arith.divui"(%nround, {k.const(cfg.bn)}) : (i32, i32) -> i32',
        f'%mround = "arith.addi"(%M, {k.const(cfg.bm - 1)}) : (i32, i32) -> i32',
        f'%ntm = "arith.divui"(%mround, {k.const(cfg.bm)}) : (i32, i32) -> i32',
        '%ntiles = "arith.muli"(%ntm, %ntn) : (i32, i32) -> i32',
        '%tleft = "arith.subi"(%ntiles, %bx) : (i32, i32) -> i32',
        f'%tround = "arith.addi"(%tleft, {k.const(p - 1)}) : (i32, i32) -> i32',
        f'%tmine = "arith.divui"(%tround, {k.const(p)}) : (i32, i32) -> i32',
        '%tany = "arith.cmpi"(%bx, %ntiles) <{predicate = 6 : i64}> : (i32, i32) -> i1',
        f'%tcount = "arith.select"(%tany, %tmine, {k.const(0)}) : (i1, i32, i32) -> i32',
        '%tub = "arith.index_cast"(%tcount) : (i32) -> index',
    ] + ([f'%gtiles = "arith.muli"(%ntn, {k.const(cfg.group_m)}) : (i32, i32) -> i32'] if cfg.group_m else [])


def tile_origin(cfg: GemmConfig, k: KernelText, idx: str, pre: str) -> list[str]:
    """Inside an agent's tile loop (``--persistent``): the origin ``%{pre}m0``, ``%{pre}n0`` of the
    loop's ``idx``-th tile of this CTA, tile ``t = bx + idx * P`` in row-major order over the tile grid,
    or with ``--group-m G`` in bands of G tile rows (the last band what is left), column-major inside a
    band (Triton's grouped order: the CTAs running together share fewer A and B panels, so more of
    them stay in L2)."""
    out = [f'%{pre}ti = "arith.index_cast"({idx}) : (index) -> i32',
           f'%{pre}tp = "arith.muli"(%{pre}ti, {k.const(cfg.persistent)}) : (i32, i32) -> i32',
           f'%{pre}tile = "arith.addi"(%bx, %{pre}tp) : (i32, i32) -> i32']
    if not cfg.group_m:
        out += [f'%{pre}tm = "arith.divui"(%{pre}tile, %ntn) : (i32, i32) -> i32',
                f'%{pre}tn = "arith.remui"(%{pre}tile, %ntn) : (i32, i32) -> i32']
    else:
        g = k.const(cfg.group_m)
        out += [f'%{pre}gid = "arith.divui"(%{pre}tile, %gtiles) : (i32, i32) -> i32',
                f'%{pre}gin = "arith.remui"(%{pre}tile, %gtiles) : (i32, i32) -> i32',
                f'%{pre}gm0 = "arith.muli"(%{pre}gid, {g}) : (i32, i32) -> i32',
                f'%{pre}gleft = "arith.subi"(%ntm, %{pre}gm0) : (i32, i32) -> i32',
                f'%{pre}gshort = "arith.cmpi"(%{pre}gleft, {g}) <{{predicate = 6 : i64}}> : (i32, i32) -> i1',
                f'%{pre}grows = "arith.select"(%{pre}gshort, %{pre}gleft, {g}) : (i1, i32, i32) -> i32',
                f'%{pre}gr = "arith.remui"(%{pre}gin, %{pre}grows) : (i32, i32) -> i32',
                f'%{pre}tm = "arith.addi"(%{pre}gm0, %{pre}gr) : (i32, i32) -> i32',
                f'%{pre}tn = "arith.divui"(%{pre}gin, %{pre}grows) : (i32, i32) -> i32']
    return out + [
            f'%{pre}m0 = "arith.muli"(%{pre}tm, {k.const(cfg.bm)}) : (i32, i32) -> i32',
            f'%{pre}n0 = "arith.muli"(%{pre}tn, {k.const(cfg.bn)}) : (i32, i32) -> i32']


def tile_loop(k: KernelText, carried: str, result: str, idx: str, arg: str, body: list[str], inner: str) -> list[str]:
    """``--persistent``: ``body`` (which starts from iterator ``arg`` and ends with iterator ``inner``) run
    once per tile of this CTA, the pipeline iterator carried from ``carried`` to ``result``."""
    it = k.iter_t
    return ([f'{result} = "scf.for"(%lb, %tub, %step, {carried}) ({{', f"^bb0({idx}: index, {arg}: {it}):"]
            + ["  " + x for x in body + [f'"scf.yield"({inner}) : ({it}) -> ()']]
            + [f"}}) : (index, index, index, {it}) -> {it}"])


def _producer(cfg: GemmConfig, k: KernelText, tiles: StageTiles) -> list[str]:
    pt, it = k.pipe_t, k.iter_t
    head = [f'%pit0 = "nv_tileas.async.pipeline.create_iterator"(%pipe) : ({pt}) -> {it}']
    loop = _producer_k_loop(cfg, k, "%pitK" if cfg.persistent else "%pit0")
    if not cfg.persistent:
        return head + loop
    origin = tile_origin(cfg, k, "%pt", "") + ARCHS[cfg.arch].prologue(cfg, k)
    return head + tile_loop(k, "%pit0", "%pitT", "%pt", "%pitK", origin + loop, "%pitN")


def _producer_k_loop(cfg: GemmConfig, k: KernelText, init: str) -> list[str]:
    pt, it = k.pipe_t, k.iter_t
    tiles = ARCHS[cfg.arch].stage_tiles(cfg)
    out = [f'%pitN = "scf.for"(%lb, %ub, %step, {init}) ({{',
           f"^bb0(%k: index, %pit: {it}):"]
    inner = [f'%ptok = "nv_tileas.async.pipeline.producer_acquire"(%pipe, %pit) : ({pt}, {it}) -> '
             "!nv_tileas.producer_token",
             '"nv_tileas.async.pipeline.producer_write"(%ptok) ({']
    w = ['%ki = "arith.index_cast"(%k) : (index) -> i32',
         f'%kk = "arith.muli"(%ki, {k.const(cfg.bk)}) : (i32, i32) -> i32']
    for p in range(1, cfg.k_parts):
        w.append(f'%kk{p} = "arith.addi"(%kk, {k.const(p * cfg.k_part)}) : (i32, i32) -> i32')
    names = []
    for j, t in enumerate(tiles.all):
        nm = f"%t{j}"
        names.append(nm)
        w.append(f'{nm} = "nv_tileas.tiled_load"({t.view}, {t.coords[0]}, {t.coords[1]}) <{{atom = '
                 "#nv_tileas.atom<tma_load>, operandSegmentSizes = array<i32: 1, 2, 0, 0>}> {allow_tma} : "
                 f"(memref<?x?x{cfg.elem}, 1>, i32, i32) -> {t.type}")
    types = ", ".join(t.type for t in tiles.all)
    w.append(f'"nv_tileas.async.pipeline.yield"({", ".join(names)}) : ({types}) -> ()')
    inner += ["  " + x for x in w]
    inner += ['}) : (!nv_tileas.producer_token) -> ()',
              '"nv_tileas.async.pipeline.producer_commit"(%ptok) : (!nv_tileas.producer_token) -> ()',
              f'%pnext = "nv_tileas.async.pipeline.inc_iter"(%pit) : ({it}) -> {it}',
              f'"scf.yield"(%pnext) : ({it}) -> ()']
    out += ["  " + x for x in inner]
    out.append(f"}}) : (index, index, index, {it}) -> {it}")
    return out


def k_coord(cfg: GemmConfig, part: int) -> str:
    return "%kk" if part == 0 else f"%kk{part}"


FLAGS = ("arch", "bm", "bn", "bk", "stages", "consumers", "dtype", "out", "b_major", "wait_depth",
         "producer_regs", "consumer_regs", "name", "epilogue", "persistent", "group_m")
"""The ``GemmConfig`` fields, in command-line order (flag ``--{field with - for _}``)."""


def arch_defaults(arch: str) -> GemmConfig:
    """The configuration ``--arch ARCH`` alone generates (``GemmConfig()`` for sm_90a)."""
    if arch not in ARCHS:
        return replace(GemmConfig(), arch=arch)
    return ARCHS[arch].defaults


def cli_args(cfg: GemmConfig) -> list[str]:
    """The command-line flags that regenerate ``cfg``: ``--arch`` unless sm_90a, then each flag whose
    value differs from that target's default, and ``--group-m`` always with ``--persistent`` (whose
    command-line default is ``PERSISTENT_GROUP_M``, the dataclass's 0)."""
    d = arch_defaults(cfg.arch)
    out = [] if cfg.arch == GemmConfig().arch else ["--arch", cfg.arch]
    for f in FLAGS[1:]:
        v = getattr(cfg, f)
        if v != getattr(d, f) or (f == "group_m" and cfg.persistent):
            out += [f"--{f.replace('_', '-')}", str(v)]
    return out


ARCHS: dict[str, ArchGenerator] = {}


def register(arch: str, gen: ArchGenerator) -> None:
    ARCHS[arch] = gen
