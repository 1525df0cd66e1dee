"""``python -m nanotile.kernels gemm [flags] -o FILE.mlir``: write a generated kernel."""

from __future__ import annotations

import argparse
import sys
from typing import NoReturn, Sequence

from . import ARCHS, ConfigError, GemmConfig, generate
from .gemm import B_MAJOR, CONSUMERS, DTYPES, OUT_TYPES, STAGES, TILE_K, TILE_M, TILE_N


class _ArgParser(argparse.ArgumentParser):
    """argparse, but bad user input (an invalid flag value, an unknown flag) is one line and exit status 1
    (exit 2 is reserved for internal errors); subcommand parsers inherit this class."""

    def error(self, message: str) -> NoReturn:
        self.exit(1, f"nanotile.kernels: error: {message} (see --help)\n")


def main(argv: Sequence[str] | None = None) -> int:
    d = GemmConfig()
    ap = _ArgParser(prog="python -m nanotile.kernels",
                                 description="Generate nanotile input kernels (nv_tileas MLIR).")
    sub = ap.add_subparsers(dest="kernel", required=True)
    g = sub.add_parser("gemm", help="warp-specialized TMA + MMA GEMM: C = A * B")
    g.add_argument("--arch", default=d.arch, choices=sorted(ARCHS))
    g.add_argument("--bm", type=int, default=d.bm, choices=TILE_M, help="tile rows (M)")
    g.add_argument("--bn", type=int, default=d.bn, choices=TILE_N, help="tile columns (N); the MMA's N")
    g.add_argument("--bk", type=int, default=d.bk, choices=TILE_K, help="K per pipeline stage (sets the swizzle)")
    g.add_argument("--stages", type=int, default=d.stages, choices=tuple(STAGES))
    g.add_argument("--consumers", type=int, default=d.consumers, choices=CONSUMERS, help="consumer warpgroups")
    g.add_argument("--dtype", default=d.dtype, choices=tuple(DTYPES), help="A and B element type")
    g.add_argument("--out", default=d.out, choices=tuple(OUT_TYPES), help="C element type")
    g.add_argument("--b-major", default=d.b_major, choices=B_MAJOR,
                   help="k: B stored N x K (K contiguous); mn: B stored K x N (N contiguous)")
    g.add_argument("--wait-depth", type=int, default=d.wait_depth,
                   help="MMA groups kept in flight (wgmma.wait_group N); 0 waits for each stage's MMAs")
    g.add_argument("--producer-regs", type=int, default=d.producer_regs, help="setmaxnreg for the producer (0: off)")
    g.add_argument("--consumer-regs", type=int, default=d.consumer_regs,
                   help="setmaxnreg for the consumers (0: off)")
    g.add_argument("--name", default="", help="kernel symbol (default: derived from the configuration)")
    g.add_argument("-o", dest="output", default="-", help="output .mlir file (default: stdout)")
    a = ap.parse_args(argv)
    cfg = GemmConfig(arch=a.arch, bm=a.bm, bn=a.bn, bk=a.bk, stages=a.stages, consumers=a.consumers,
                     dtype=a.dtype, out=a.out, b_major=a.b_major, wait_depth=a.wait_depth,
                     producer_regs=a.producer_regs, consumer_regs=a.consumer_regs, name=a.name)
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
