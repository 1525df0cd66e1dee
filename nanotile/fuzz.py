"""A seeded mutation fuzzer for the whole compiler: ``python -m nanotile.fuzz`` (``make fuzz``).

It holds nanotile to its contract on hostile input: **exit 0 means ptxas
accepts the PTX, exit 1 means a located error (``file:line:col: error: ...``),
exit 2 never happens**.  The corpus is the shipped examples, the diagnostics
snippets, the malformed inputs under ``tests/``, and every intermediate
language each example passes through (printed with ``--emit LANG``, read back
with ``--input-language LANG``).  Each mutant is one seeded edit of one corpus
entry: a token deleted, duplicated or replaced, an integer turned extreme
(0, -1, 2^31, 2^63, ...), a tile dimension changed, an attribute value swapped
for another of its kind, a float constant turned extreme (past its type's range,
between two of its values, NaN and infinity bit patterns), a line dropped or
repeated, the text truncated, random bytes inserted.  Mutants run in-process
through ``nanotile.cli.main`` under a per-mutant time limit; whatever compiles to
PTX is assembled by ``ptxas`` for the module's target.  With ``--check``, the
corpus is the ``tileas`` entries with a ``nanotile.launch`` spec and a few small
generated GEMMs (``check_corpus``), and a mutant that compiles is also run by
``python -m nanotile check`` (reference interpreter against the emulated PTX, 2
warp schedules, a work cap of ``CHECK_MAX_INSTRUCTIONS``).

``--gemm`` sweeps generated GEMMs instead (``gemm_case``): configurations the generator accepts, drawn
over both targets, tile shapes, stages, element and output types, B's major order, wait depths,
epilogues, persistent grids, agent registers and ``nv_tileaa.occupancy``, half of them at sizes drawn
around the tile (1, one short, one past, several stage-ring wraps of K); each is compiled, assembled and
run by ``nanotile check``, which must agree (a refusal by check is a failure there too).

A failure is an exit status 2, an exit 1 without a located diagnostic (with
its source line and caret), a timeout, or PTX that ptxas rejects; under
``--check`` also an internal error or timeout of ``check``, or a buffer in which
the interpreter and the emulator differ (a miscompile, or the mutant's own race
when it dropped a barrier: a reproducer to triage).  ``check`` refusing a
mutant (sizes its contract breaks, the interpreter stopping, the numpy
reference disagreeing with the mutated kernel) is not a failure.  Each distinct
failure (by its first message line, numbers elided) is printed once with a
reproducer: the mutant is written under ``--out`` and the command that replays
it is printed; ``--replay SEED:INDEX`` rebuilds one mutant.  The exit status is
the number of distinct failures (capped at 1).
"""

from __future__ import annotations

import argparse
import contextlib
import io
import os
import random
import re
import signal
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from types import FrameType
from typing import Any, Callable, Generic, Iterator, Sequence, TypeVar

# ---------------------------------------------------------------------------
# The corpus


@dataclass(frozen=True, slots=True)
class Seed:
    """One corpus entry: its name, its text and the language it is written in."""

    name: str
    text: str
    language: str


_FLAG = re.compile(r"--input-language[ =](\w+)")


def _snippet_language(text: str) -> str:
    m = _FLAG.search(text.split("\n", 1)[0])
    return m.group(1) if m else "tileas"


def corpus(root: Path | None = None, *, languages: bool = True) -> list[Seed]:
    """The examples, their intermediate languages, and (when ``root`` is a checkout) the test inputs."""
    from . import pipeline
    from .cli import examples
    from .ir.diagnostics import DiagnosticError
    from .ir.parser import parse_module
    from .ir.printer import print_module

    seeds: list[Seed] = []
    for name, text in examples().items():
        seeds.append(Seed(f"example:{name}", text, "tileas"))
        if not languages:
            continue
        printed: list[Seed] = []

        def keep(st: pipeline.Stage[Any, Any], m: object, name: str = name, printed: list[Seed] = printed) -> None:
            printed.append(Seed(f"{name}@{st.target.name}", print_module(m), st.target.name))  # type: ignore[arg-type]

        try:
            pipeline.run_pipeline(parse_module(text, f"{name}.mlir"), on_stage=keep)
        except DiagnosticError:
            pass  # an example the pipeline cannot finish yet still gives the languages it reached
        seen: set[str] = set()
        for s in reversed(printed):  # the last module a language had is what --emit LANG prints
            if s.language not in seen:
                seen.add(s.language)
                seeds.append(s)
    if root is not None:
        for sub in ("tests/diagnostics/snippets", "tests/malformed", "tests/regressions"):
            for p in sorted((root / sub).rglob("*.mlir")):
                text = p.read_text(encoding="utf-8", errors="replace")
                seeds.append(Seed(str(p.relative_to(root)), text, _snippet_language(text)))
    return seeds


# small generated GEMMs (python -m nanotile.kernels gemm FLAGS): one per epilogue, B layout and target,
# at sizes the emulator runs in well under a second
CHECK_GEMMS: tuple[tuple[str, ...], ...] = (
    ("--bm", "64", "--bn", "64", "--bk", "16", "--stages", "2", "--consumers", "1"),
    ("--bm", "64", "--bn", "64", "--bk", "16", "--stages", "2", "--consumers", "1", "--b-major", "mn",
     "--dtype", "bf16", "--out", "f16"),
    ("--bm", "64", "--bn", "64", "--bk", "32", "--stages", "2", "--consumers", "1", "--epilogue", "tma",
     "--out", "f16"),
    ("--arch", "sm_100a", "--bn", "64", "--bk", "16", "--stages", "2"),
)


def check_corpus(seeds: Sequence[Seed]) -> list[Seed]:
    """What ``--check`` mutates: the ``tileas`` entries with a ``nanotile.launch`` spec, and ``CHECK_GEMMS``."""
    from .kernels.__main__ import main as generate

    out = [s for s in seeds if s.language == "tileas" and "nanotile.launch" in s.text]
    for flags in CHECK_GEMMS:
        text = io.StringIO()
        with contextlib.redirect_stdout(text):
            rc = generate(["gemm", *flags])
        assert rc == 0, flags
        out.append(Seed(f"gemm {' '.join(flags)}", text.getvalue(), "tileas"))
    return out


# ---------------------------------------------------------------------------
# Mutations: each takes the text and a seeded Random, returns (new text, what it did).

_TOKEN = re.compile(r"%[\w.$-]+|\^[\w.$-]+|@[\w.$-]+|#[\w.]+|![\w.]+|\"(?:[^\"\\\n]|\\.)*\"|-?\d+(?:\.\d+)?(?:e[+-]?\d+)?|\w+|[^\s\w]")
_INT = re.compile(r"(?<![\w.%^#!@])-?\d+(?![\w.])")
_DIMS = re.compile(r"(?<=[<x])\d+(?=x)|(?<=x)\d+(?=x[a-z!]|xf|xi|xb)")
_EXTREME = ("0", "-1", "1", "2", "3", "-4", "7", "64", "255", "256", "1024", "1025", "4096", "65536",
            "2147483647", "2147483648", "-2147483648", "4294967296", "9223372036854775807",
            "9223372036854775808", "-9223372036854775808", "18446744073709551616")
_SWAPS: tuple[tuple[str, ...], ...] = (
    ("ldg", "stg", "tma_load", "tma_store", "wgmma", "ldmatrix", "stmatrix", "mma", "lds", "sts"),
    ("i1", "i8", "i16", "i32", "i64", "index", "f16", "bf16", "f32", "f64", "i0", "i128"),
    ("sm_80", "sm_90", "sm_90a", "sm_100a", "sm_75", "sm_120a"),
    ("80", "90", "100", "75"),
    ("blocked", "wgmma_acc", "smem", "tmem"),
    ("swizzle = 0", "swizzle = 32", "swizzle = 64", "swizzle = 128", "swizzle = 16"),
    (", 1>", ", 3>", ", 0>", ", 5>", ", 101>"),
    ("scf.for", "scf.if", "scf.yield", "scf.while"),
    ("llvm.br", "llvm.cond_br", "llvm.return", "nv_tileaa.return"),
    ("nvvm.read.ptx.sreg.tid.x", "nvvm.read.ptx.sreg.ctaid.y", "nvvm.read.ptx.sreg.nctaid.z"),
    ("!llvm.ptr<3>", "!llvm.ptr<1>", "!llvm.ptr", "!llvm.ptr<7>"),
)

Mutator = Callable[[str, random.Random], tuple[str, str]]


def _tokens(text: str) -> list[re.Match[str]]:
    return list(_TOKEN.finditer(text))


def _splice(text: str, start: int, end: int, new: str) -> str:
    return text[:start] + new + text[end:]


def m_delete_token(text: str, rng: random.Random) -> tuple[str, str]:
    toks = _tokens(text)
    if not toks:
        return text, "nothing"
    t = rng.choice(toks)
    return _splice(text, t.start(), t.end(), ""), f"delete token {t.group()!r} at {t.start()}"


def m_duplicate_token(text: str, rng: random.Random) -> tuple[str, str]:
    toks = _tokens(text)
    if not toks:
        return text, "nothing"
    t = rng.choice(toks)
    return _splice(text, t.start(), t.end(), t.group() + " " + t.group()), f"duplicate {t.group()!r} at {t.start()}"


def m_replace_token(text: str, rng: random.Random) -> tuple[str, str]:
    """Replace one token by another token of the same text (a value, a type, a keyword)."""
    toks = _tokens(text)
    if len(toks) < 2:
        return text, "nothing"
    t, u = rng.choice(toks), rng.choice(toks)
    return _splice(text, t.start(), t.end(), u.group()), f"replace {t.group()!r} at {t.start()} by {u.group()!r}"


def _replace_one(text: str, rng: random.Random, pattern: re.Pattern[str], values: tuple[str, ...],
                 what: str) -> tuple[str, str]:
    """Replace one match of ``pattern`` (chosen first) by one of ``values`` (chosen second)."""
    found = list(pattern.finditer(text))
    if not found:
        return text, "nothing"
    t = rng.choice(found)
    new = rng.choice(values)
    return _splice(text, t.start(), t.end(), new), f"{what} {t.group()} at {t.start()} -> {new}"


def m_extreme_int(text: str, rng: random.Random) -> tuple[str, str]:
    return _replace_one(text, rng, _INT, _EXTREME, "integer")


def m_dims(text: str, rng: random.Random) -> tuple[str, str]:
    """Change every occurrence of one tile dimension in one shape (so the types still agree)."""
    shapes = list(re.finditer(r"(?<=[<])(?:\d+x)+(?=[a-z!])", text))
    if not shapes:
        return text, "nothing"
    shape = rng.choice(shapes).group()
    dims = shape.rstrip("x").split("x")
    i = rng.randrange(len(dims))
    dims[i] = rng.choice(("0", "1", "2", "3", "8", "24", "48", "96", "256", "512", "4096", "65536", "2147483648"))
    new = "x".join(dims) + "x"
    return text.replace("<" + shape, "<" + new), f"shape {shape} -> {new} everywhere"


def m_swap_attr(text: str, rng: random.Random) -> tuple[str, str]:
    group = rng.choice(_SWAPS)
    present = [w for w in group if w in text]
    if not present:
        return text, "nothing"
    old = rng.choice(present)
    new = rng.choice(group)
    spots = [m.start() for m in re.finditer(re.escape(old), text)]
    if rng.random() < 0.5:
        at = rng.choice(spots)
        return _splice(text, at, at + len(old), new), f"swap {old!r} at {at} -> {new!r}"
    return text.replace(old, new), f"swap every {old!r} -> {new!r}"


_FLOAT = re.compile(r"(?<=dense<)-?\d+\.\d+(?:e[+-]?\d+)?(?=>)|(?<=value = )-?\d+\.\d+(?:e[+-]?\d+)?(?= : [fb])")
_FLOATS = ("1.0e39", "-1.0e39", "70000.0", "65504.0", "3.4028235e+38", "1.01171875", "0.1", "-0.0", "1.0e-45",
           "1.0e400", "0x7FC00000", "0x7F800000", "0xFF800000", "0x7E00", "0x0001", "0x7F80", "1")


def m_float(text: str, rng: random.Random) -> tuple[str, str]:
    """Replace one float constant (``dense<0.0>``, ``value = 1.5 : f32``) by an extreme one: past f16's or
    f32's range, between two bf16 values, subnormal, a NaN or infinity bit pattern, out of double range."""
    return _replace_one(text, rng, _FLOAT, _FLOATS, "float")


def m_lines(text: str, rng: random.Random) -> tuple[str, str]:
    lines = text.split("\n")
    i = rng.randrange(len(lines))
    how = rng.choice(("drop", "repeat", "swap"))
    if how == "drop":
        del lines[i]
    elif how == "repeat":
        lines.insert(i, lines[i])
    else:
        j = rng.randrange(len(lines))
        lines[i], lines[j] = lines[j], lines[i]
        return "\n".join(lines), f"swap lines {i + 1} and {j + 1}"
    return "\n".join(lines), f"{how} line {i + 1}"


def m_truncate(text: str, rng: random.Random) -> tuple[str, str]:
    at = rng.randrange(len(text) + 1)
    return text[:at], f"truncate at {at}"


def m_nest(text: str, rng: random.Random) -> tuple[str, str]:
    """Wrap one op line in many levels of ``scf.if`` (deep nesting)."""
    lines = text.split("\n")
    cands = [i for i, ln in enumerate(lines) if re.match(r"\s+\"nv_tileas\.tiled_store|\s+\"arith\.\w+\"\(%", ln)]
    if not cands:
        return text, "nothing"
    i = rng.choice(cands)
    depth = rng.choice((2, 20, 60, 120, 300))
    cond = '%nest_c = "arith.constant"() <{value = true}> : () -> i1'
    open_ = '"scf.if"(%nest_c) ({'
    close = '  "scf.yield"() : () -> ()\n}, {\n  "scf.yield"() : () -> ()\n}) : (i1) -> ()'
    body = lines[i]
    if "=" in body.split('"')[0]:
        return text, "nothing"
    new = [cond] + [open_] * depth + [body] + [close] * depth
    lines[i:i + 1] = new
    return "\n".join(lines), f"nest line {i + 1} in {depth} scf.if"


def m_bytes(text: str, rng: random.Random) -> tuple[str, str]:
    """Random bytes (often not UTF-8); the caller writes the text as latin-1 so they stay bytes."""
    raw = text.encode("utf-8")
    at = rng.randrange(len(raw) + 1)
    junk = bytes(rng.randrange(256) for _ in range(rng.randrange(1, 4)))
    return (raw[:at] + junk + raw[at:]).decode("latin-1"), f"insert bytes {junk!r} at byte {at}"


MUTATORS: tuple[tuple[str, Mutator, int], ...] = (
    ("delete_token", m_delete_token, 3),
    ("duplicate_token", m_duplicate_token, 2),
    ("replace_token", m_replace_token, 3),
    ("extreme_int", m_extreme_int, 5),
    ("dims", m_dims, 3),
    ("swap_attr", m_swap_attr, 5),
    ("lines", m_lines, 3),
    ("truncate", m_truncate, 1),
    ("nest", m_nest, 1),
    ("bytes", m_bytes, 1),
    ("float", m_float, 2),
)
_BYTES = {"bytes"}


@dataclass(frozen=True, slots=True)
class Mutant:
    seed: int
    index: int
    source: Seed
    edits: tuple[str, ...]
    data: bytes


def make_mutant(seeds: Sequence[Seed], seed: int, index: int) -> Mutant:
    """Mutant ``index`` of campaign ``seed``: a pure function of the two numbers and the corpus."""
    rng = random.Random(seed * 1_000_003 + index)
    compiled = [s for s in seeds if not s.name.startswith("tests/")]
    # half the mutants start from a kernel that compiles: those reach ptxas when they still compile
    pool = compiled if compiled and rng.random() < 0.5 else seeds
    src = pool[rng.randrange(len(pool))]
    text, edits, raw = src.text, [], False
    weights = [w for _, _, w in MUTATORS]
    for _ in range(rng.choice((1, 1, 1, 2, 3))):
        name, fn, _ = rng.choices(MUTATORS, weights)[0]
        text, what = fn(text, rng)
        raw = raw or name in _BYTES
        edits.append(f"{name}: {what}")
    data = text.encode("latin-1") if raw else text.encode("utf-8")
    return Mutant(seed, index, src, tuple(edits), data)


# ---------------------------------------------------------------------------
# Running one mutant


PASSING = ("ok", "error", "checked", "check-refused")
"""Outcomes that hold the contract: PTX accepted, a located error; under ``--check`` the interpreter and
the emulator agreeing, or ``check`` refusing the mutant in one line."""


@dataclass(frozen=True, slots=True)
class Outcome:
    status: str  # "ok" (PTX accepted), "error" (located diagnostic), "checked" / "check-refused", or a failure
    detail: str = ""

    @property
    def failed(self) -> bool:
        return self.status not in PASSING


class _Timeout(BaseException):
    """Not an ``Exception``, so the CLI's internal-error handler cannot swallow it."""


def _on_alarm(signum: int, frame: FrameType | None) -> None:
    raise _Timeout()


_HEAD = re.compile(r"^(?P<file>.+?):(?P<line>\d+):(?P<col>\d+): error: ")


def located(stderr: str, path: str) -> str | None:
    """``None`` when ``stderr`` is a well-formed located report for ``path``, else what is wrong."""
    lines = stderr.split("\n")  # a message may quote a \r or \f from the input
    if not stderr.strip():
        return "exit 1 with nothing on stderr"
    m = _HEAD.match(lines[0])
    if m is None:
        return "unlocated error: " + lines[0]
    line, col = int(m.group("line")), int(m.group("col"))
    if line < 1 or col < 1:
        return "error at line 0: " + lines[0]
    if m.group("file") != path:  # a location the input itself wrote with loc(...)
        return None
    if len(lines) < 3 or not lines[2].endswith("^") or len(lines[2]) != col:
        return "no source line and caret: " + lines[0]
    return None


def _run_cli(argv: list[str], timeout: float) -> tuple[int | None, str, str]:
    """``nanotile.cli.main(argv)`` in-process: (exit status, or None when it timed out; stdout; stderr)."""
    from .cli import main

    err, out = io.StringIO(), io.StringIO()
    old = signal.signal(signal.SIGALRM, _on_alarm)
    signal.setitimer(signal.ITIMER_REAL, timeout)
    try:
        with contextlib.redirect_stderr(err), contextlib.redirect_stdout(out):
            rc: int | None = main(argv)
    except _Timeout:
        rc = None
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, old)
    return rc, out.getvalue(), err.getvalue()


CHECK_MAX_INSTRUCTIONS = 100_000
"""``check``'s work cap under ``--check`` (its default is 20,000,000; the unmutated corpus needs less than
200,000 under both schedules): a mutant that loops long or launches thousands of CTAs is refused in
seconds (the interpreter runs every CTA of a launch the cap admits: gemm_sm90 with a grid of 16,384
CTAs took 27 s at a cap of 2,000,000)."""


def run_mutant(data: bytes, language: str, workdir: str, *, timeout: float = 10.0,
               ptxas_check: bool = True, check: bool = False) -> Outcome:
    """Compile ``data`` (written in ``language``) in-process and judge the result; with ``check``, also run
    ``nanotile check`` on a ``tileas`` mutant that compiles and has a launch spec (time limit 20 x ``timeout``)."""
    path = os.path.join(workdir, "mutant.mlir")
    with open(path, "wb") as f:
        f.write(data)
    argv = [path] if language == "tileas" else [path, "--input-language", language]
    rc, stdout, stderr = _run_cli(argv, timeout)
    if rc is None:
        return Outcome("timeout", f"no answer within {timeout:g} s")
    if rc == 2:
        return Outcome("internal", stderr.strip().splitlines()[0] if stderr.strip() else "exit 2")
    if rc == 1:
        why = located(stderr, path)
        return Outcome("error") if why is None else Outcome("unlocated", why)
    if rc != 0:
        return Outcome("exit", f"exit status {rc}")
    o = _judge_ptx(stdout) if ptxas_check else Outcome("ok")
    if o.status != "ok" or not check or language != "tileas" or b"nanotile.launch" not in data:
        return o
    return judge_check(path, 20 * timeout)


def judge_check(path: str, timeout: float, extra: Sequence[str] = (),
                max_instructions: int = CHECK_MAX_INSTRUCTIONS) -> Outcome:
    """``python -m nanotile check PATH`` (2 warp schedules, ``max_instructions``, ``extra`` flags) judged:
    "checked" (every buffer agrees), "check-refused" (one line, exit 1, no mismatch), or a failure:
    "mismatch" (the interpreter and the emulator differ), "internal", "timeout", "exit"."""
    rc, stdout, stderr = _run_cli(["check", path, "--schedules", "2", "--max-instructions",
                                   str(max_instructions), *extra], timeout)
    if rc is None:
        return Outcome("timeout", f"check: no answer within {timeout:g} s")
    if rc == 0:
        return Outcome("checked")
    if rc == 2:
        return Outcome("internal", "check: " + (stderr.strip().splitlines()[0] if stderr.strip() else "exit 2"))
    mismatch = next((ln.strip() for ln in stdout.splitlines() if ln.startswith("  MISMATCH: ")), None)
    if rc == 1 and mismatch is not None:
        return Outcome("mismatch", "check: " + mismatch)
    if rc == 1:
        return Outcome("check-refused", (stderr.strip() or stdout.strip()).splitlines()[0][:200])
    return Outcome("exit", f"check: exit status {rc}")


_TARGET = re.compile(r"^\.target (sm_\w+)", re.M)


def _judge_ptx(ptx: str) -> Outcome:
    from .tools import find_tool, ptxas

    m = _TARGET.search(ptx)
    if m is None:
        return Outcome("no-target", "exit 0 but the output has no .target line")
    if find_tool("ptxas") is None:
        return Outcome("ok")
    r = ptxas(ptx, m.group(1), extra=())
    if r.ok:
        return Outcome("ok")
    first = next((ln for ln in r.stderr.splitlines() if "error" in ln), r.stderr.strip()[:200])
    return Outcome("ptxas", re.sub(r"^ptxas \S+, ", "", first))


# ---------------------------------------------------------------------------
# The GEMM sweep (--gemm): generated kernels the generator accepts, through compile, ptxas and check


GEMM_OCCUPANCY = (None, None, None, 1, 2, 3)
"""``nv_tileaa.occupancy`` a case asks for (None: the attribute left out)."""
GEMM_REGISTERS = tuple(range(24, 257, 8))
GEMM_MAX_INSTRUCTIONS = 20_000_000
"""``check``'s work cap for a sweep case (its default): a generated GEMM at its edge sizes needs ~10^5-10^6."""


@dataclass(frozen=True, slots=True)
class GemmCase:
    """Case ``index`` of sweep ``seed``: a generator configuration, an occupancy, and the sizes ``check`` runs
    (empty: the kernel's own, ``kernels.gemm.default_sizes``: partial tiles in M and N and a K tail)."""

    seed: int
    index: int
    config: Any                              # kernels.GemmConfig
    occupancy: int | None
    sizes: tuple[tuple[str, int], ...]

    def text(self) -> str:
        """The generated kernel, with ``nv_tileaa.occupancy`` on its kernel spec when the case asks for one."""
        from .kernels import generate

        text = generate(self.config)
        if self.occupancy is None:
            return text
        i = text.index("nv_tileaa.kernel_spec = ")
        j = text.index(">", i) + 1
        return f"{text[:j]}, nv_tileaa.occupancy = {self.occupancy} : i32{text[j:]}"

    def replay(self) -> str:
        """The commands that rebuild and check the case."""
        from .kernels.gemm import cli_args

        occ = (f"; add ', nv_tileaa.occupancy = {self.occupancy} : i32' after the kernel_spec attribute"
               if self.occupancy is not None else "")
        size = "".join(f" --size {k}={v}" for k, v in self.sizes)
        return (f"python -m nanotile.kernels gemm {' '.join(cli_args(self.config))} -o k.mlir{occ}; "
                f"python -m nanotile check k.mlir --schedules 2{size}   (or python -m nanotile.fuzz --gemm "
                f"--replay {self.seed}:{self.index})")


def _gemm_sizes(cfg: Any, rng: random.Random) -> tuple[tuple[str, int], ...]:
    """Half the cases: M, N, K drawn around the tile (1, one short of a tile, a tile, past it, several
    stage-ring wraps of K), kept to the kernel's contract (``kernels.gemm.requires``)."""
    from .kernels.gemm import DTYPES, OUT_TYPES

    if rng.random() < 0.5:
        return ()
    al = 16 // DTYPES[cfg.dtype][1]
    nal = al if cfg.b_major == "mn" else 1
    if cfg.epilogue != "stg":
        nal = max(nal, 16 // OUT_TYPES[cfg.out][1])
    m = rng.choice((1, 7, cfg.bm - 1, cfg.bm, cfg.bm + 1, 2 * cfg.bm + 3))
    n = rng.choice((1, 9, cfg.bn - 1, cfg.bn, cfg.bn + 3, 2 * cfg.bn + 5))
    k = rng.choice((al, cfg.bk - al, cfg.bk, cfg.bk + al, 3 * cfg.bk + 2 * al, (2 * cfg.stages + 1) * cfg.bk + al))
    return (("M", m), ("N", max(nal, n // nal * nal)), ("K", max(al, k // al * al)))


def gemm_case(seed: int, index: int) -> GemmCase:
    """Case ``index`` of sweep ``seed``: each flag of the target's defaults (sm_90a twice as often as
    sm_100a) redrawn with probability 0.6, agent registers and a persistent grid sometimes, an occupancy,
    until ``kernels.gemm.validate`` accepts the configuration; then the sizes."""
    from dataclasses import replace

    from .kernels import arch_defaults
    from .kernels.gemm import (B_MAJOR, CONSUMERS, DTYPES, EPILOGUES, OUT_TYPES, STAGES, TILE_K, TILE_M, TILE_N,
                               ConfigError, validate)

    rng = random.Random(seed * 1_000_003 + index)
    choices: tuple[tuple[str, tuple[Any, ...]], ...] = (
        ("bm", TILE_M), ("bn", TILE_N), ("bk", TILE_K), ("stages", tuple(STAGES)), ("consumers", CONSUMERS),
        ("dtype", tuple(DTYPES)), ("out", tuple(OUT_TYPES)), ("b_major", B_MAJOR), ("wait_depth", (0, 1, 2)),
        ("epilogue", EPILOGUES))
    while True:
        d = arch_defaults(rng.choice(("sm_90a", "sm_90a", "sm_100a")))
        kw: dict[str, Any] = {f: rng.choice(vals) for f, vals in choices if rng.random() < 0.6}
        occupancy = rng.choice(GEMM_OCCUPANCY)
        if rng.random() < 0.35:
            kw["producer_regs"], kw["consumer_regs"] = rng.choice(GEMM_REGISTERS), rng.choice(GEMM_REGISTERS)
        elif occupancy is not None and occupancy > 1 and rng.random() < 0.5:
            kw["producer_regs"] = kw["consumer_regs"] = 0
        if rng.random() < 0.3:
            kw["persistent"], kw["group_m"] = rng.choice((1, 2, 3, 4, 8)), rng.choice((0, 1, 2, 8))
        cfg = replace(d, **kw)
        try:
            validate(cfg)
        except ConfigError:
            continue
        return GemmCase(seed, index, cfg, occupancy, _gemm_sizes(cfg, rng))


def run_gemm_case(case: GemmCase, workdir: str, *, timeout: float = 120.0) -> Outcome:
    """Compile the case in-process (a located error passes; exit 2, an unlocated error, a timeout fail),
    assemble the PTX with ptxas, and run ``nanotile check`` on it (2 warp schedules) at its sizes: the
    interpreter and the emulated PTX must agree ("checked"); a refusal by check is a failure here
    ("gemm-refused"), unlike for a mutant."""
    data = case.text().encode()
    o = run_mutant(data, "tileas", workdir, timeout=timeout)
    if o.status != "ok":
        return o
    extra = [x for k, v in case.sizes for x in ("--size", f"{k}={v}")]
    o = judge_check(os.path.join(workdir, "mutant.mlir"), 10 * timeout, extra, GEMM_MAX_INSTRUCTIONS)
    # the sizes keep the kernel's contract: check has no reason to refuse a generated kernel
    return Outcome("gemm-refused", o.detail) if o.status == "check-refused" else o


def gemm_sweep(seed: int, count: int, *, timeout: float = 120.0, budget: float | None = None,
               on_failure: Callable[[GemmCase, Outcome], None] | None = None) -> Report[GemmCase]:
    """Run cases ``0..count-1`` of sweep ``seed`` (stopping early when ``budget`` seconds pass); each
    distinct failure (by ``signature``) is kept with its case."""
    rep: Report[GemmCase] = Report()
    t0 = time.monotonic()
    with tempfile.TemporaryDirectory(prefix="nanotile-gemm-") as work:
        for i in range(count):
            if budget is not None and time.monotonic() - t0 > budget:
                break
            case = gemm_case(seed, i)
            o = run_gemm_case(case, work, timeout=timeout)
            if rep.add(case, o) and on_failure is not None:
                on_failure(case, o)
    rep.seconds = time.monotonic() - t0
    return rep


# ---------------------------------------------------------------------------
# The campaign


def signature(o: Outcome) -> str:
    """What makes two failures the same bug: the kind and the message with numbers and names elided."""
    text = re.sub(r"\d+", "N", o.detail)
    text = re.sub(r"'[^']*'", "'_'", text)
    return f"{o.status}: {text[:160]}"


Case = TypeVar("Case")


@dataclass
class Report(Generic[Case]):
    """What a run of cases (a campaign's mutants, a GEMM sweep's configurations) found."""
    ran: int = 0
    counts: dict[str, int] = field(default_factory=dict)
    failures: dict[str, tuple[Case, Outcome]] = field(default_factory=dict)
    seconds: float = 0.0

    def add(self, case: Case, o: Outcome) -> bool:
        """Record one outcome; True when it is a failure not seen before."""
        self.ran += 1
        self.counts[o.status] = self.counts.get(o.status, 0) + 1
        if o.failed and signature(o) not in self.failures:
            self.failures[signature(o)] = (case, o)
            return True
        return False

    def summary(self, what: str) -> str:
        counts = ", ".join(f"{k} {v}" for k, v in sorted(self.counts.items()))
        return f"fuzz: {self.ran} {what} in {self.seconds:.1f} s ({counts}); {len(self.failures)} distinct failures"


def campaign(seeds: Sequence[Seed], seed: int, count: int, *, timeout: float = 10.0,
             budget: float | None = None, ptxas_check: bool = True, check: bool = False,
             on_failure: Callable[[Mutant, Outcome], None] | None = None) -> Report[Mutant]:
    """Run mutants ``0..count-1`` of campaign ``seed`` (stopping early when ``budget`` seconds pass)."""
    rep: Report[Mutant] = Report()
    t0 = time.monotonic()
    with tempfile.TemporaryDirectory(prefix="nanotile-fuzz-") as work:
        for i in range(count):
            if budget is not None and time.monotonic() - t0 > budget:
                break
            mu = make_mutant(seeds, seed, i)
            o = run_mutant(mu.data, mu.source.language, work, timeout=timeout, ptxas_check=ptxas_check,
                           check=check)
            if rep.add(mu, o) and on_failure is not None:
                on_failure(mu, o)
    rep.seconds = time.monotonic() - t0
    return rep


def reproducer(mu: Mutant, o: Outcome, out_dir: Path, check: bool = False) -> str:
    """Write the mutant under ``out_dir`` and say how to replay it (``check``: the campaign ran with
    ``--check``, whose corpus the replay must name too)."""
    out_dir.mkdir(parents=True, exist_ok=True)
    p = out_dir / f"fuzz_{mu.seed}_{mu.index}.mlir"
    p.write_bytes(mu.data)
    flag = "" if mu.source.language == "tileas" else f" --input-language {mu.source.language}"
    edits = "; ".join(mu.edits)
    checked = o.detail.startswith("check: ") or o.status in ("checked", "check-refused")
    tool = "nanotile check --schedules 2" if checked else "nanotile" + flag
    again = " --check" if check or checked else ""
    return (f"[{o.status}] {o.detail}\n    from {mu.source.name}: {edits}\n"
            f"    replay: python -m {tool} {p}   (or python -m nanotile.fuzz{again} --replay {mu.seed}:{mu.index})")


def _root() -> Path | None:
    here = Path(__file__).resolve().parent.parent
    return here if (here / "tests").is_dir() else None


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m nanotile.fuzz", description=__doc__.split("\n\n")[0])
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--count", type=int, default=2000, help="mutants to run (default 2000)")
    ap.add_argument("--budget", type=float, default=None, help="stop after this many seconds")
    ap.add_argument("--timeout", type=float, default=10.0, help="seconds per mutant (default 10)")
    ap.add_argument("--out", type=Path, default=Path("fuzz-out"), help="where reproducers are written")
    ap.add_argument("--no-ptxas", dest="ptxas", action="store_false", help="do not assemble accepted PTX")
    ap.add_argument("--check", action="store_true",
                    help="also run `nanotile check` (interpreter vs emulator) on mutants that compile and carry a "
                         "launch spec")
    ap.add_argument("--gemm", action="store_true",
                    help="sweep generated GEMMs instead of mutants: random configurations the generator accepts "
                         "(both targets, tiles, stages, types, epilogues, persistent grids, agent registers, "
                         "occupancy) at edge sizes, each compiled, assembled by ptxas and run by `nanotile check`")
    ap.add_argument("--replay", metavar="SEED:INDEX", help="rebuild one mutant, print it and its outcome")
    args = ap.parse_args(argv)
    sys.setrecursionlimit(max(sys.getrecursionlimit(), 1000))
    if args.gemm:
        return _gemm_main(args)
    seeds = corpus(_root())
    if args.check:
        seeds = check_corpus(seeds)
    if args.replay:
        s, i = (int(x) for x in args.replay.split(":"))
        mu = make_mutant(seeds, s, i)
        with tempfile.TemporaryDirectory() as work:
            o = run_mutant(mu.data, mu.source.language, work, timeout=args.timeout, ptxas_check=args.ptxas,
                           check=args.check)
        print(reproducer(mu, o, args.out, args.check))
        return 1 if o.failed else 0
    print(f"fuzz: seed {args.seed}, {args.count} mutants of {len(seeds)} corpus entries", flush=True)
    rep = campaign(seeds, args.seed, args.count, timeout=args.timeout, budget=args.budget,
                   ptxas_check=args.ptxas, check=args.check, on_failure=lambda mu, o: print(reproducer(mu, o, args.out, args.check), flush=True))
    print(rep.summary("mutants"))
    return 1 if rep.failures else 0


def _gemm_main(args: argparse.Namespace) -> int:
    def show(case: GemmCase, o: Outcome) -> None:
        print(f"[{o.status}] {o.detail}\n    replay: {case.replay()}", flush=True)

    if args.replay:
        s, i = (int(x) for x in args.replay.split(":"))
        case = gemm_case(s, i)
        with tempfile.TemporaryDirectory() as work:
            o = run_gemm_case(case, work, timeout=max(args.timeout, 120.0))
        show(case, o)
        return 1 if o.failed else 0
    print(f"fuzz: GEMM sweep seed {args.seed}, {args.count} cases", flush=True)
    rep = gemm_sweep(args.seed, args.count, timeout=max(args.timeout, 120.0), budget=args.budget, on_failure=show)
    print(rep.summary("cases"))
    return 1 if rep.failures else 0


if __name__ == "__main__":
    sys.exit(main())
