"""``cli.fast_args`` (the command line read without argparse) against argparse itself.

Every sequence of up to three words from a vocabulary of options, values and inputs: where the fast path
answers, it answers what ``_parser().parse_args`` does; where argparse rejects the line (a usage error)
the fast path must not answer at all, so argparse still reports it."""

from __future__ import annotations

import contextlib
import io
import itertools

from nanotile.cli import _parser, fast_args

WORDS = (
    "-o", "out.ptx", "--example", "gemm_sm90", "k.mlir", "--emit", "llvm", "--target", "sm_90a", "sm_75",
    "--input-language", "--stop-after", "--timing", "--no-verify-each", "--verify-ptx", "--print-ir-after-all",
    "--mlir-print-debuginfo", "--emit-launch-spec", "-", "--", "--exam", "--emit=llvm", "-oout.ptx", "-h",
    "--list-passes", "--bogus", "",
)


def _argparse(argv: list[str]) -> dict[str, object] | None:
    """argparse's namespace, or None where it exits (a usage error, ``--help``)."""
    with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()):
        try:
            return vars(_parser().parse_args(argv))
        except SystemExit:
            return None


def test_fast_args_agrees_with_argparse() -> None:
    answered = 0
    for n in range(4):
        for argv in itertools.product(WORDS, repeat=n):
            fast = fast_args(argv)
            if fast is None:
                continue
            answered += 1
            assert vars(fast) == _argparse(list(argv)), argv
    assert answered > 500       # the fast path is taken, not skipped (the comparison above can fail)


def test_fast_args_takes_the_benchmarked_command_line() -> None:
    fast = fast_args(["--example", "gemm_sm90", "-o", "out.ptx"])
    assert fast is not None and fast.example == "gemm_sm90" and fast.output == "out.ptx" and fast.emit == "ptx"
    assert fast_args(["k.mlir", "--target", "sm_75"]) is None      # argparse's 'invalid choice' message
    assert fast_args(["a.mlir", "b.mlir"]) is None                 # argparse's 'unrecognized arguments'
