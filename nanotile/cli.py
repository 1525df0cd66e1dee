"""The pipeline runner: ``python -m nanotile kernel.mlir`` prints PTX.

Flags follow mlir-opt habits.  Bad input prints one located diagnostic per
problem (``file:line:col: error: message``, then the source line and a
caret) on stderr and exits 1; nanotile never prints a Python traceback and
never writes to its input.
"""

from __future__ import annotations

import gc
import os
import sys
from types import SimpleNamespace
from typing import TYPE_CHECKING, Any, Callable, NoReturn, Sequence, cast

from .ir.diagnostics import Diagnostic, DiagnosticError

if TYPE_CHECKING:
    import argparse

    from . import pipeline
    from .ir.core import Module

# The compiler (pipeline, languages, passes, checkers) is imported only by the runs that compile:
# `emulate`, `check`, `--help` and `--list-examples` start without it.

TARGETS = {"sm_80": 80, "sm_90a": 90, "sm_100a": 100}


EXAMPLES_DIR = os.path.join(os.path.dirname(os.path.abspath(__file__)), "examples")


def example_names() -> list[str]:
    """The shipped examples' names, sorted (read from the package directory, not through
    ``importlib.resources``, which imports pathlib, zipfile and tempfile when site has not)."""
    return sorted(name[:-5] for name in os.listdir(EXAMPLES_DIR) if name.endswith(".mlir"))


def example(name: str) -> str:
    """One shipped example's MLIR text (``name`` from ``example_names``)."""
    with open(os.path.join(EXAMPLES_DIR, name + ".mlir"), encoding="utf-8") as f:
        return f.read()


def examples() -> dict[str, str]:
    """Shipped example name -> its MLIR text."""
    return {name: example(name) for name in example_names()}


def _parser() -> argparse.ArgumentParser:
    import argparse

    class _ArgParser(argparse.ArgumentParser):
        """argparse, but a usage error is one line (``nanotile: error: ...``) and exit status 1
        (bad input, like any other; exit 2 is reserved for internal errors)."""

        def error(self, message: str) -> NoReturn:
            self.exit(1, f"nanotile: error: {message} (see --help)\n")

    p = _ArgParser(prog="nanotile", description="Compile an nv_tileas kernel (MLIR text) to PTX.")
    p.add_argument("input", nargs="?", help="input .mlir file, or - for stdin")
    p.add_argument("-o", dest="output", metavar="FILE", help="write the result to FILE (default: stdout)")
    p.add_argument("--emit", default="ptx", metavar="WHAT",
                   help="ptx (default), or a language name to print the IR in that language")
    p.add_argument("--input-language", metavar="LANG", default=None,
                   help="the language the input is written in (default: tileas; see --list-passes); "
                        "the pipeline starts after the pass that produces it, e.g. llvm -> PTX only")
    p.add_argument("--target", choices=sorted(TARGETS), help="GPU target, when the module names none")
    p.add_argument("--stop-after", metavar="PASS", help="stop after this pass and print its IR")
    p.add_argument("--print-ir-after-all", action="store_true", help="print the IR after every pass (stderr)")
    p.add_argument("--list-passes", action="store_true", help="list the passes in order and exit")
    p.add_argument("--list-ops", action="store_true", help="list every op with an MLIR example and exit")
    p.add_argument("--list-examples", action="store_true", help="list the shipped examples and exit")
    p.add_argument("--timing", action="store_true", help="print a per-pass timing table (stderr)")
    p.add_argument("--example", metavar="NAME", help="compile a shipped example instead of a file")
    p.add_argument("--no-verify-each", dest="verify_each", action="store_false",
                   help="check only the final IR, not every pass's output")
    p.add_argument("--verify-ptx", action="store_true", help="assemble the PTX with ptxas when it is found")
    p.add_argument("--emit-launch-spec", metavar="FILE",
                   help="also write the kernel's launch spec (JSON: grid, block, shared bytes, params, tensor maps); "
                        "- writes it to stdout, with -o FILE for the PTX")
    p.add_argument("--mlir-print-debuginfo", action="store_true", help="print loc(...) on every op")
    p.add_argument("--version", action="store_true",
                   help="print nanotile's version and which build runs (pure Python or compiled) and exit")
    return p


def version() -> str:
    """nanotile's version and which build this process runs (``nanotile/native.py``)."""
    from . import __version__, native

    return f"nanotile {__version__}: {native.BUILD}"


# The command lines a compile is usually run with (an input or ``--example NAME``, ``-o FILE``, other
# options each given as its own word) are read without argparse: importing it (with ``gettext``, which
# imports ``locale``) and building ``_parser()`` cost ~18 M instructions, 2.5% of a cold
# ``python -m nanotile --example gemm_sm90 -o out.ptx`` (callgrind).  Anything else (``--help``, a
# listing, ``--opt=value``, an abbreviated or unknown option, a value starting with ``-``, a second input,
# an unknown ``--target``) goes to argparse, which also reports every usage error; ``tests/test_cli.py``
# compares the two on every combination of these words.
_VALUE_OPTIONS = {"-o": "output", "--emit": "emit", "--input-language": "input_language", "--target": "target",
                  "--stop-after": "stop_after", "--example": "example", "--emit-launch-spec": "emit_launch_spec"}
_FLAG_OPTIONS = {"--print-ir-after-all": ("print_ir_after_all", True), "--timing": ("timing", True),
                 "--no-verify-each": ("verify_each", False), "--verify-ptx": ("verify_ptx", True),
                 "--mlir-print-debuginfo": ("mlir_print_debuginfo", True)}
_DEFAULTS: dict[str, object] = {
    "input": None, "output": None, "emit": "ptx", "input_language": None, "target": None, "stop_after": None,
    "print_ir_after_all": False, "list_passes": False, "list_ops": False, "list_examples": False,
    "timing": False, "example": None, "verify_each": True, "verify_ptx": False, "emit_launch_spec": None,
    "mlir_print_debuginfo": False, "version": False,
}


def fast_args(argv: Sequence[str]) -> argparse.Namespace | None:
    """What ``_parser().parse_args(argv)`` returns, for the plain command lines above; None for any other."""
    vals = dict(_DEFAULTS)
    i = 0
    while i < len(argv):
        a = argv[i]
        if a in _FLAG_OPTIONS:
            dest, const = _FLAG_OPTIONS[a]
            vals[dest] = const
        elif a in _VALUE_OPTIONS and i + 1 < len(argv) and not argv[i + 1].startswith("-"):
            i += 1
            vals[_VALUE_OPTIONS[a]] = argv[i]
        elif not a.startswith("-") and vals["input"] is None:
            vals["input"] = a
        else:
            return None
        i += 1
    if vals["target"] is not None and vals["target"] not in TARGETS:
        return None
    # an argparse.Namespace is an attribute bag too: only the attributes are read (and ``_source`` set)
    return cast("argparse.Namespace", SimpleNamespace(**vals))


def _fail(msg: str) -> int:
    print(f"nanotile: error: {msg}", file=sys.stderr)
    return 1


def main(argv: Sequence[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    if argv[:1] == ["emulate"]:
        from .emu.cli import main as emulate_main
        return emulate_main(argv[1:])
    if argv[:1] == ["check"]:  # python -m nanotile check ...: reference interpreter vs PTX
        from .launch.check import main as check_main

        return check_main(argv[1:])
    args = fast_args(argv) or _parser().parse_args(argv)
    return run_reporting("nanotile", lambda: _main(args), args)


def run_reporting(prog: str, run: Callable[[], int], args: argparse.Namespace,
                  user_errors: tuple[type[Exception], ...] = ()) -> int:
    """``run()``'s exit status, with errors as the CLIs report them (never a traceback):
    diagnostics rendered under ``args._source`` and ``user_errors`` as one line (exit 1), running out of
    memory as one line (exit 1), anything else as an internal error (exit 2)."""
    try:
        return run()
    except DiagnosticError as e:
        source = getattr(args, "_source", None)
        for d in e.diagnostics:
            print(d.render(source), file=sys.stderr)
        return 1
    except user_errors as e:
        print(f"{prog}: error: {e}", file=sys.stderr)
        return 1
    except MemoryError:
        print(f"{prog}: error: out of memory (are the sizes too large?)", file=sys.stderr)
        return 1
    except BrokenPipeError:
        return 0
    except Exception as e:  # an internal error must still never show a traceback
        print(f"{prog}: internal error: {type(e).__name__}: {e}", file=sys.stderr)
        return 2


def _main(args: argparse.Namespace) -> int:
    if args.version:
        print(version())
        return 0
    if args.list_examples and not args.list_passes and not args.list_ops:
        for name in example_names():
            print(name)
        return 0
    _import_compiler()
    # The collector is paused for the whole compile, as it is inside parse_module, run_pipeline and
    # emit_ptx: between them, a collection traverses every object the previous step allocated, all
    # alive (after run_pipeline, every stage's module: ~1 ms), to free the ~40 that are in cycles.
    # It is restored after, so a caller that compiles again still collects; ``python -m nanotile``
    # exits without collecting (~4.5 M instructions of a cold gemm_sm90 compile, callgrind).
    enabled = gc.isenabled()
    gc.disable()
    try:
        return _compile(args)
    finally:
        if enabled:
            gc.enable()


def _compile(args: argparse.Namespace) -> int:
    from . import pipeline

    if args.list_passes:
        for st in pipeline.STAGES:
            print(f"{st.name:32} {st.source.name + ' -> ' + st.target.name:26} {st.purpose}")
        return 0
    if args.list_ops:
        print(ops_listing(), end="")
        return 0
    from .ir.parser import parse_module

    text, filename = _read_input(args)
    if text is None:
        return 1
    args._source = text
    emit = args.emit
    known = {lang.name for lang in pipeline.LANGUAGES}
    if emit not in known | {"ptx"}:
        return _fail(f"unknown --emit '{emit}' (choose ptx or one of: {', '.join(sorted(known))})")
    if args.emit_launch_spec and (emit != "ptx" or args.stop_after):
        return _fail("--emit-launch-spec goes with PTX output (not with --emit LANG or --stop-after)")
    stage_names = {st.name for st in pipeline.STAGES}
    if args.stop_after and args.stop_after not in stage_names:
        return _fail(f"unknown pass '{args.stop_after}' for --stop-after (see --list-passes)")
    source = pipeline.INPUT
    if args.input_language is not None:
        if args.input_language not in known:
            return _fail(f"unknown --input-language '{args.input_language}' (one of: {', '.join(sorted(known))})")
        source = pipeline.language(args.input_language)
    m = parse_module(text, filename)
    m = _apply_target(m, args.target)

    def show(st: pipeline.AnyStage, mod: Module[Any]) -> None:
        print(f"// -----// IR Dump After {st.name} ({st.source.name} -> {st.target.name}) //----- //",
              file=sys.stderr)
        from .ir.printer import print_module

        print(print_module(mod), file=sys.stderr)

    timings: list[pipeline.StageTiming] = []
    stop = args.stop_after or (emit if emit != "ptx" else None)
    if (emit == source.name and not args.stop_after) or not pipeline.stages_from(source):
        pipeline.check_or_raise(source, m)
        out, lang = m, source
    else:
        out, lang = pipeline.run_pipeline(m, stop_after=stop, verify_each=args.verify_each,
                                          on_stage=show if args.print_ir_after_all else None,
                                          timings=timings if args.timing else None, source=source)
    if args.timing:
        _print_timing(timings)
    if emit == "ptx" and not args.stop_after:
        if lang is not pipeline.LANGUAGES[-1] or not pipeline.STAGES:
            return _fail("the pipeline did not reach the final language; PTX cannot be emitted")
        from .backend_ptx import emit_ptx
        from .languages.llvm import LlvmModule

        result = emit_ptx(LlvmModule(out))   # checked above: the final language
        if args.emit_launch_spec:
            from .launch.kernel import launch_spec_json

            spec_json = launch_spec_json(m, out)
        if args.verify_ptx:
            _verify_ptx(result, out)
    else:
        from .ir.printer import print_module   # only runs that print IR import it (~3 M instructions)

        result = print_module(out, debuginfo=args.mlir_print_debuginfo)
    return _write(args, filename, result, spec_json if args.emit_launch_spec else None)


def _import_compiler() -> None:
    """Import the compiler (pipeline, languages, passes, checkers, parser, emitter), once.

    The imports create ~30,000 objects the collector tracks, which live as long as the process: the
    cyclic garbage collector is paused while they are created, and they are then moved out of its
    generations (``gc.freeze``), so the collections the compile itself sets off (parsing and emitting
    run with the collector on) do not traverse them again.  Nothing is frozen when the compiler was
    imported already (a library caller, the tests)."""
    if "nanotile.pipeline" in sys.modules:
        return
    enabled = gc.isenabled()
    gc.disable()
    try:
        from . import backend_ptx, pipeline  # noqa: F401
        from .ir import parser  # noqa: F401
    finally:
        if enabled:
            gc.enable()
    gc.freeze()


def _read_input(args: argparse.Namespace) -> tuple[str | None, str]:
    if args.example and args.input is not None:
        _fail(f"give an input file or --example NAME, not both ('{args.input}' and --example {args.example})")
        return None, ""
    if args.example:
        names = example_names()
        if args.example not in names:
            _fail(f"unknown example '{args.example}' (one of: {', '.join(names)})")
            return None, ""
        return example(args.example), f"{args.example}.mlir"
    if args.input is None:
        _fail("no input file (give a path, - for stdin, or --example NAME)")
        return None, ""
    if args.input == "-":
        return _decode(args, sys.stdin.buffer.read(), "<stdin>"), "<stdin>"
    try:
        with open(args.input, "rb") as f:
            return _decode(args, f.read(), args.input), args.input
    except OSError as e:
        _fail(f"cannot read '{args.input}': {e.strerror or e}")
        return None, ""


def _decode(args: argparse.Namespace, data: bytes, filename: str) -> str:
    try:
        return decode_source(data, filename)
    except DiagnosticError:
        args._source = data.decode("utf-8", errors="replace")
        raise


def decode_source(data: bytes, filename: str) -> str:
    """An input file's bytes as text; bytes that are not UTF-8 are a located ``DiagnosticError`` at the
    first bad byte (the compiler, ``check`` and ``emulate`` read their inputs through this)."""
    from .ir.location import Location

    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as e:
        head = data[:e.start]
        line = head.count(b"\n") + 1
        col = len(head[head.rfind(b"\n") + 1:].decode("utf-8")) + 1
        raise DiagnosticError(Diagnostic(
            Location(filename, line, col),
            f"input is not UTF-8 text: byte 0x{data[e.start]:02x} ({e.reason}) at byte offset {e.start}")) from None


def _apply_target(m: Module[Any], target: str | None) -> Module[Any]:
    """``--target`` names the target of a module that names none; a conflict is an error."""
    if target is None:
        return m
    from .ir.attributes import IntegerAttr, StringAttr
    from .ir.core import Module
    from .ir.types import IntegerType

    have = m.attrs.get("nv_tileaa.target_spec")
    if have is not None:
        if have != StringAttr(target):
            raise DiagnosticError(Diagnostic(m.loc, f"module targets {have} but --target={target}"))
        return m
    attrs = m.attrs.set("nv_tileaa.compute_capability", IntegerAttr(TARGETS[target], IntegerType(32))) \
        .set("nv_tileaa.target_spec", StringAttr(target))
    return Module(m.ops, attrs, m.loc)


def _print_timing(timings: list[pipeline.StageTiming]) -> None:
    total = sum(t.seconds + t.check_seconds for t in timings)
    print("===-------------------------------------------------------------===", file=sys.stderr)
    print(f"  {'pass':32} {'run ms':>9} {'check ms':>9} {'ops in':>7} {'ops out':>7}", file=sys.stderr)
    for t in timings:
        print(f"  {t.name:32} {t.seconds * 1e3:9.3f} {t.check_seconds * 1e3:9.3f} {t.ops_in:7} {t.ops_out:7}",
              file=sys.stderr)
    print(f"  {'total':32} {total * 1e3:9.3f}", file=sys.stderr)


def _verify_ptx(ptx: str, m: Module[Any]) -> None:
    from .ir.attributes import StringAttr
    from .tools import find_tool, ptxas

    if find_tool("ptxas") is None:
        print("nanotile: note: ptxas not found; --verify-ptx skipped", file=sys.stderr)
        return
    target = m.attrs.get("nv_tileaa.target_spec")
    arch = target.value if isinstance(target, StringAttr) else "sm_90a"
    r = ptxas(ptx, arch)
    if not r.ok:
        located = ptxas_diagnostics(ptx, r.stderr, m)
        raise DiagnosticError(*located) if located else \
            DiagnosticError(Diagnostic(m.loc, "ptxas rejected the PTX: " + "; ".join(r.stderr.strip().splitlines())))


def ptxas_diagnostics(ptx: str, stderr: str, m: Module[Any]) -> list[Diagnostic]:
    """One diagnostic per error in ptxas's ``stderr`` (``ptxas FILE, line N; error   : MESSAGE``, ``fatal``
    for a syntax error), at the input function of the kernel that holds PTX line N (the ``.entry`` /
    ``.func`` it falls in; the module when it falls in none), naming the kernel, the PTX line and its text:
    ``k.mlir:4:3: error: ptxas rejected the PTX of kernel 'k' at PTX line 39 (`add.q64 ...;`): Unknown ...``.
    Empty when ptxas said nothing in that form (the caller then reports its whole output)."""
    import re

    lines = ptx.splitlines()
    out: list[Diagnostic] = []
    for mo in re.finditer(r"^ptxas .*?, line (\d+); (?:error|fatal)\s*: (.*)$", stderr, re.M):
        n = int(mo.group(1))
        kernel = None
        for i in range(min(n, len(lines)) - 1, -1, -1):
            head = re.match(r"\s*(?:\.visible\s+|\.weak\s+|\.extern\s+)*\.(?:entry|func)\s+(?:\([^)]*\)\s*)?([\w$%]+)",
                            lines[i])
            if head is not None:
                kernel = head.group(1)
                break
        loc = next((op.loc for op in m.ops if kernel is not None and getattr(op, "sym_name", None) == kernel
                    and hasattr(op, "function_type")), m.loc)
        text = lines[n - 1].strip() if 0 < n <= len(lines) else ""
        where = f"PTX line {n}" + (f" (`{text}`)" if text else "")
        what = f"of kernel '{kernel}' " if kernel is not None else ""
        out.append(Diagnostic(loc, f"ptxas rejected the PTX {what}at {where}: {mo.group(2).strip()}"))
    return out


def _same_file(a: str, b: str) -> bool:
    """Whether paths ``a`` and ``b`` name one file: ``./``, ``../`` and symlinks resolved, and a hard
    link caught by ``samefile`` where both exist (a path that does not exist yet is compared resolved)."""
    if os.path.exists(a) and os.path.exists(b):
        return os.path.samefile(a, b)
    return os.path.realpath(a) == os.path.realpath(b)


def _write(args: argparse.Namespace, filename: str, result: str, spec_json: str | None = None) -> int:
    """Write ``-o`` (or stdout) and then the ``--emit-launch-spec`` file. Every refusal comes first, so a
    refused run changes no file: neither ``-o`` nor the spec may be the input file, nor each other."""
    out = args.output if args.output and args.output != "-" else None
    src = args.input if args.input and args.input != "-" else None
    spec = args.emit_launch_spec if spec_json is not None else None
    if out is not None and src is not None and _same_file(out, src):
        return _fail("refusing to overwrite the input file with -o")
    if spec is not None and spec != "-" and src is not None and _same_file(spec, src):
        return _fail("refusing to overwrite the input file with --emit-launch-spec")
    if spec == "-" and out is None:
        return _fail("--emit-launch-spec - writes the launch spec to stdout, where the PTX goes too: give -o FILE")
    if spec is not None and spec != "-" and out is not None and _same_file(spec, out):
        return _fail("refusing to write the launch spec and -o's output to the same file")
    if out is not None:
        try:
            with open(out, "w", encoding="utf-8") as f:
                f.write(result)
        except OSError as e:
            return _fail(f"cannot write '{out}': {e.strerror or e}")
    else:
        sys.stdout.write(result)
    if spec == "-" and spec_json is not None:
        sys.stdout.write(spec_json)
    elif spec is not None and spec_json is not None:
        try:
            with open(spec, "w", encoding="utf-8") as f:
                f.write(spec_json)
        except OSError as e:
            return _fail(f"cannot write '{spec}': {e.strerror or e}")
    return 0


def ops_listing() -> str:
    """Every registered op with the one-line MLIR example from its docstring."""
    from .docs import ops_listing as listing

    return listing()
