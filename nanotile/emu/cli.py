"""``python -m nanotile emulate KERNEL.ptx --spec KERNEL.json [--size NAME=INT]... [--seed INT]
[--schedule-seed INT]``: run a kernel on the emulator and compare its outputs with the spec's reference.

Exit status: 0 when every output matches (max abs/rel error printed), 1 on a mismatch (the first
mismatching elements by index) or an emulation error (its diagnosis), also 1 on bad usage; 2 only for an internal error.
"""

from __future__ import annotations

import argparse
import sys
from typing import NoReturn, Sequence

import numpy as np

from ..launch.check import positive_arg, seed_arg
from ..launch.spec import MAX_INSTRUCTIONS, SpecError, load_spec
from .errors import EmuError
from .launch import emulate


class _ArgParser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        self.exit(1, f"nanotile emulate: error: {message} (see --help)\n")


def _size(s: str) -> tuple[str, int]:
    name, eq, val = s.partition("=")
    try:
        if not eq or not name:
            raise ValueError
        return name.strip(), int(val, 0)
    except ValueError:
        raise argparse.ArgumentTypeError(f"--size expects NAME=INT, got '{s}'") from None


def parser() -> argparse.ArgumentParser:
    p = _ArgParser(prog="nanotile emulate",
                   description="Run a PTX kernel on the emulator and compare with the launch spec's reference.")
    p.add_argument("ptx", help="the PTX file")
    p.add_argument("--spec", required=True, help="the launch spec (JSON)")
    p.add_argument("--size", type=_size, action="append", default=[], metavar="NAME=INT",
                   help="a problem size (default: the spec's sizes_example)")
    p.add_argument("--seed", type=seed_arg, default=0, help="seed of the random inputs, >= 0 (default 0)")
    p.add_argument("--schedule-seed", type=int, default=0, help="seed of the warp schedule (default 0)")
    p.add_argument("--max-instructions", type=positive_arg, default=MAX_INSTRUCTIONS, metavar="N",
                   help="the work cap: stop with an error after N warp instructions, and refuse up front a launch "
                        f"with more than N warps (default {MAX_INSTRUCTIONS:,})")
    p.add_argument("--progress", action=argparse.BooleanOptionalAction, default=None,
                   help="CTAs done / total on stderr (default: when stderr is a terminal)")
    return p


def main(argv: Sequence[str]) -> int:
    from ..cli import run_reporting  # the compiler's error reporter: never a traceback, MemoryError exit 1

    args = parser().parse_args(argv)
    with np.errstate(all="ignore"):   # IEEE results (overflow to inf, 0/0) are the semantics, not news
        return run_reporting("nanotile emulate", lambda: _run(args), args)


def _short(text: str, limit: int = 200) -> str:
    return text if len(text) <= limit else text[:limit - 3] + "..."


def _run(args: argparse.Namespace) -> int:
    from ..cli import decode_source  # non-UTF-8: a located one-line error

    try:
        with open(args.ptx, "rb") as f:
            text = decode_source(f.read(), args.ptx)
    except OSError as e:
        print(f"nanotile emulate: error: cannot read {args.ptx}: {e.strerror}", file=sys.stderr)
        return 1
    try:
        spec = load_spec(args.spec)
        rep = emulate(text, spec, sizes=dict(args.size), seed=args.seed, schedule_seed=args.schedule_seed,
                      progress=args.progress, max_steps=args.max_instructions)
    except SpecError as e:
        print(f"nanotile emulate: error: {args.spec}: {e}", file=sys.stderr)
        return 1
    except EmuError as e:
        loc = f"{args.ptx}:{e.line}" if e.line else args.ptx
        print(f"{loc}: error: {e.message}", file=sys.stderr)
        if e.text:
            print(f"    {_short(e.text)}", file=sys.stderr)
        if e.where:
            print(f"    in {e.where}", file=sys.stderr)
        return 1
    for line in rep.lines():
        print(line)
    return 0 if rep.ok else 1
