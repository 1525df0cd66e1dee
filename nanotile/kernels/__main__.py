"""``python -m nanotile.kernels gemm [flags] -o FILE.mlir``: write a generated kernel."""

from __future__ import annotations

import argparse
import sys
from dataclasses import replace
from typing import NoReturn, Sequence

from . import ARCHS, ConfigError, GemmConfig, arch_defaults, generate
from .gemm import (
    B_MAJOR, CONSUMERS, DTYPES, EPILOGUES, FLAGS, OUT_TYPES, PERSISTENT_GROUP_M, STAGES, TILE_K, TILE_M, TILE_N,
)


class _ArgParser(argparse.ArgumentParser):
    """argparse, but bad user input (an invalid flag value, an unknown flag) is one line and exit status 1
    (exit 2 is reserved for internal errors); subcommand parsers inherit this class."""

    def error(self, message: str) -> NoReturn:
        self.exit(1, f"nanotile.kernels: error: {message} (see --help)\n")


def _defaults_text(arch: str) -> str:
    """``arch``'s defaults, as the flags that differ from sm_90a's."""
    d, t = GemmConfig(), arch_defaults(arch)
    return " ".join(f"--{f.replace('_', '-')} {getattr(t, f)}" for f in FLAGS[1:] if getattr(t, f) != getattr(d, f))


def main(argv: Sequence[str] | None = None) -> int:
    d = GemmConfig()
    ap = _ArgParser(prog="python -m nanotile.kernels",
                                 description="Generate nanotile input kernels (nv_tileas MLIR).")
    sub = ap.add_subparsers(dest="kernel", required=True)
    g = sub.add_parser("gemm", help="warp-specialized TMA + MMA GEMM: C = A * B",
                       epilog="A flag left out takes the target's default: for sm_90a the defaults shown; "
                              + "; ".join(f"for {arch} {_defaults_text(arch)}" for arch in sorted(ARCHS)
                                          if arch != d.arch) + ".")
    # arch-dependent defaults: None here, filled from arch_defaults(--arch) below
    g.add_argument("--arch", default=d.arch, choices=sorted(ARCHS))
    g.add_argument("--bm", type=int, choices=TILE_M, help=f"tile rows (M) (default {d.bm})")
    g.add_argument("--bn", type=int, choices=TILE_N, help=f"tile columns (N); the MMA's N (default {d.bn})")
    g.add_argument("--bk", type=int, choices=TILE_K,
                   help=f"K per pipeline stage (sets the swizzle) (default {d.bk})")
    g.add_argument("--stages", type=int, choices=tuple(STAGES), help=f"(default {d.stages})")
    g.add_argument("--consumers", type=int, choices=CONSUMERS, help=f"consumer warpgroups (default {d.consumers})")
    g.add_argument("--dtype", choices=tuple(DTYPES), help=f"A and B element type (default {d.dtype})")
    g.add_argument("--out", choices=tuple(OUT_TYPES), help=f"C element type (default {d.out})")
    g.add_argument("--b-major", choices=B_MAJOR,
                   help=f"k: B stored N x K (K contiguous); mn: B stored K x N (N contiguous) (default {d.b_major})")
    g.add_argument("--wait-depth", type=int,
                   help="MMA groups kept in flight (wgmma.wait_group N); 0 waits for each stage's MMAs "
                        f"(default {d.wait_depth})")
    g.add_argument("--producer-regs", type=int,
                   help=f"setmaxnreg for the producer (0: off) (default {d.producer_regs})")
    g.add_argument("--consumer-regs", type=int,
                   help=f"setmaxnreg for the consumers (0: off) (default {d.consumer_regs})")
    g.add_argument("--name", default="", help="kernel symbol (default: derived from the configuration)")
    g.add_argument("--epilogue", choices=EPILOGUES,
                   help="stg: each thread stores C from its accumulator registers; tma: the accumulators are "
                        "staged in shared memory, in 128-byte swizzled column parts (bank-conflict-free "
                        "st.shared), and written by TMA stores (sm_90a); tma-flat: as tma, one unswizzled tile "
                        "per accumulator (the layout before the swizzle) (default stg)")
    g.add_argument("--persistent", type=int, metavar="P",
                   help="P > 0: a persistent kernel, grid = min(tiles, P) CTAs (e.g. the GPU's SM count), CTA b "
                        "computing tiles b, b + P, ... while its producer keeps loading across tiles; 0: one tile "
                        f"per CTA (sm_90a); implies --group-m {PERSISTENT_GROUP_M} unless --group-m is given "
                        "(default 0)")
    g.add_argument("--group-m", type=int, metavar="G",
                   help="--persistent tile order: G > 0 visits the tiles in bands of G tile rows, column-major in a "
                        "band (the CTAs running together share more A and B panels in L2); 0: row-major "
                        f"(default {PERSISTENT_GROUP_M} with --persistent P)")
    g.add_argument("-o", dest="output", default="-", help="output .mlir file (default: stdout)")
    a = ap.parse_args(argv)
    given = {f: getattr(a, f) for f in FLAGS if getattr(a, f) is not None}
    if given.get("persistent") and "group_m" not in given:
        given["group_m"] = PERSISTENT_GROUP_M   # the grouped order: measured the fast one (gemm.py)
    cfg = replace(arch_defaults(a.arch), **given)
    try:
        text = generate(cfg)
    except ConfigError as e:
        print(f"nanotile.kernels: error: {e}", file=sys.stderr)
        return 1
    if a.output == "-":
        sys.stdout.write(text)
    else:
        try:
            with open(a.output, "w") as f:
                f.write(text)
        except OSError as e:
            print(f"nanotile.kernels: error: cannot write {a.output}: {e.strerror or e}", file=sys.stderr)
            return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
