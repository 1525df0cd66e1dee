"""The runner, driven as a user drives it: ``python -m nanotile ...`` in a subprocess."""

from __future__ import annotations

import hashlib
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from conftest import require_tool, run_cli, stage_inputs
from nanotile import pipeline
from nanotile.cli import examples
from nanotile.docs import nanotile_ops, op_example
from nanotile.ir.parser import parse_module
from nanotile.ir.printer import print_module

ROOT = Path(__file__).resolve().parent.parent
EXAMPLE = "gemm_sm90"


def nanotile(*args: str, stdin: str | None = None, cwd: Path = ROOT) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "nanotile", *args], input=stdin, capture_output=True,
                          text=True, cwd=cwd, timeout=120)


def _parallel(argvs: list[list[str]]) -> list[subprocess.CompletedProcess[str]]:
    """Each argv through the CLI's entry point in-process (``nanotile(...)`` keeps the real
    ``python -m nanotile`` for the smoke tests)."""
    out = []
    cwd = os.getcwd()
    os.chdir(ROOT)
    try:
        for a in argvs:
            out.append(run_cli(a))
    finally:
        os.chdir(cwd)
    return out


def _no_traceback(r: subprocess.CompletedProcess[str]) -> None:
    assert "Traceback" not in r.stdout + r.stderr, r.stderr


@pytest.fixture(scope="module")
def passes() -> list[tuple[str, str, str]]:
    """(pass, input language, output language) as ``--list-passes`` prints them."""
    r = nanotile("--list-passes")
    assert r.returncode == 0, r.stderr
    rows = [re.match(r"(\S+)\s+(\S+) -> (\S+)\s", line) for line in r.stdout.splitlines()]
    assert all(rows) and rows, r.stdout
    return [(m.group(1), m.group(2), m.group(3)) for m in rows if m]


@pytest.fixture(scope="module")
def kernel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A copy of a shipped example, as a user's input file."""
    p = tmp_path_factory.mktemp("in") / "kernel.mlir"
    p.write_text(examples()[EXAMPLE], encoding="utf-8")
    return p


def _fingerprint(p: Path) -> tuple[str, int]:
    return hashlib.sha256(p.read_bytes()).hexdigest(), os.stat(p).st_mtime_ns


def test_list_passes_is_the_pipeline(passes: list[tuple[str, str, str]]) -> None:
    assert [p[0] for p in passes] == [st.name for st in pipeline.STAGES]
    assert [(p[1], p[2]) for p in passes] == [(st.source.name, st.target.name) for st in pipeline.STAGES]
    for (_, _, out), (_, nxt, _) in zip(passes, passes[1:]):
        assert out == nxt  # each pass reads what the previous one wrote


def test_list_ops_shows_every_op_with_its_example() -> None:
    r = nanotile("--list-ops")
    assert r.returncode == 0, r.stderr
    lines = r.stdout.splitlines()
    for name, cls in nanotile_ops().items():
        i = lines.index(name)
        assert lines[i + 1].strip() == op_example(cls)


def test_emit_every_language(passes: list[tuple[str, str, str]], kernel: Path) -> None:
    """``--emit L`` prints a module that parses and that L's checker accepts."""
    langs = [passes[0][1]] + [p[2] for p in passes]
    results = _parallel([[str(kernel), "--emit", lang] for lang in langs])
    for lang, r in zip(langs, results):
        _no_traceback(r)
        assert r.returncode == 0, (lang, r.stderr)
        m = parse_module(r.stdout, f"{lang}.mlir")
        assert pipeline.language(lang).check(m) == (), lang
    # every language is a different stage of the lowering: each pass changes this kernel, except the four
    # whose ops gemm_sm90 does not use (standalone mbarriers and TMA outside a pipeline; tensor memory) ...
    used_by = {"barriers": "tma_copy", "tma": "tma_copy", "tileas_tmem": "gemm_sm100", "tcgen05": "gemm_sm100"}
    assert len({r.stdout for lang, r in zip(langs, results) if lang not in used_by}) == len(set(langs) - set(used_by))
    # ... which tma_copy and gemm_sm100 use: there each of those passes changes the module
    langs_in_order = [p[2] for p in passes]
    for example in sorted(set(used_by.values())):
        # what each language's last stage writes for the example (the session's checked compile)
        modules = list(stage_inputs(example).values())[1:]
        seen = {st.target.name: print_module(out) for st, out in zip(pipeline.STAGES, modules)}
        for lang in (lang for lang, ex in used_by.items() if ex == example):
            before = langs_in_order[langs_in_order.index(lang) - 1]
            assert seen[lang] != seen[before], lang


def test_input_never_modified_and_output_deterministic(kernel: Path, tmp_path: Path) -> None:
    before = _fingerprint(kernel)
    out_a, out_b = tmp_path / "a.mlir", tmp_path / "b.mlir"
    r1, r2, r3 = _parallel([[str(kernel), "--emit", "llvm"], [str(kernel), "--emit", "llvm"],
                            [str(kernel), "--emit", "llvm", "-o", str(out_a), "--print-ir-after-all", "--timing"]])
    for r in (r1, r2, r3):
        assert r.returncode == 0, r.stderr
    assert r1.stdout == r2.stdout != ""  # byte-identical across processes
    assert r3.stdout == "" and out_a.read_text(encoding="utf-8") == r1.stdout
    assert _fingerprint(kernel) == before
    # -o onto the input itself is refused, and the input survives
    r = nanotile(str(kernel), "--emit", "llvm", "-o", str(kernel))
    assert r.returncode == 1 and "refusing to overwrite the input" in r.stderr
    assert _fingerprint(kernel) == before
    # writing the same result twice gives the same bytes
    assert nanotile(str(kernel), "--emit", "llvm", "-o", str(out_b)).returncode == 0
    assert out_b.read_bytes() == out_a.read_bytes()


def test_stdin(kernel: Path) -> None:
    text = kernel.read_text(encoding="utf-8")
    from_file, from_stdin = nanotile(str(kernel), "--emit", "tileas_tma"), nanotile("-", "--emit", "tileas_tma",
                                                                                     stdin=text)
    assert from_stdin.returncode == 0, from_stdin.stderr
    assert from_stdin.stdout == from_file.stdout != ""


def test_stdin_errors_name_stdin() -> None:
    r = nanotile("-", stdin='module {\n  "nope.op"() : () -> ()\n}\n')
    assert r.returncode == 1
    assert r.stderr.splitlines()[0] == "<stdin>:2:3: error: unknown operation 'nope.op'"


def test_stop_after_matches_emit(passes: list[tuple[str, str, str]], kernel: Path) -> None:
    name, _, lang = passes[1]
    stop, emit = _parallel([[str(kernel), "--stop-after", name], [str(kernel), "--emit", lang]])
    assert stop.returncode == 0, stop.stderr
    assert stop.stdout == emit.stdout != ""


def test_print_ir_after_all_and_timing(passes: list[tuple[str, str, str]], kernel: Path) -> None:
    stop = passes[2][0]
    r = nanotile(str(kernel), "--stop-after", stop, "--print-ir-after-all", "--timing")
    assert r.returncode == 0, r.stderr
    dumps = re.findall(r"IR Dump After (\S+) \((\S+) -> (\S+)\)", r.stderr)
    assert dumps == [p for p in passes[:3]]
    # the last dump is the printed result
    assert r.stderr.split("//----- //\n")[-1].split("\n===")[0].strip() == r.stdout.strip()
    table = r.stderr[r.stderr.index("pass "):]
    for name, _, _ in passes[:3]:
        assert re.search(rf"^\s+{re.escape(name)}\s+\d+\.\d+\s+\d+\.\d+\s+\d+\s+\d+$", table, re.M), table
    assert re.search(r"^\s+total\s+\d+\.\d+$", table, re.M)


def test_example_equals_the_file() -> None:
    src = ROOT / "nanotile" / "examples" / f"{EXAMPLE}.mlir"
    by_name, by_path = _parallel([["--example", EXAMPLE, "--emit", "tileas_abi"],
                                  [str(src), "--emit", "tileas_abi"]])
    assert by_name.returncode == 0, by_name.stderr
    assert by_name.stdout == by_path.stdout != ""


@pytest.mark.parametrize("argv, message", [
    (["--no-such-flag"], "nanotile: error: unrecognized arguments: --no-such-flag"),
    (["does/not/exist.mlir"], "nanotile: error: cannot read 'does/not/exist.mlir'"),
    (["--example", "no_such_example"], "nanotile: error: unknown example 'no_such_example'"),
    ([f"nanotile/examples/{EXAMPLE}.mlir", "--emit", "bogus"], "nanotile: error: unknown --emit 'bogus'"),
    ([f"nanotile/examples/{EXAMPLE}.mlir", "--stop-after", "bogus"], "nanotile: error: unknown pass 'bogus'"),
    (["--target", "sm_12"], "nanotile: error: argument --target: invalid choice"),
    ([], "nanotile: error: no input file"),
])
def test_usage_errors_are_one_line(argv: list[str], message: str) -> None:
    (r,) = _parallel([argv])      # in-process; test_usage_error_from_a_real_process keeps the process
    _no_traceback(r)
    assert r.returncode == 1
    assert r.stdout == ""
    assert len(r.stderr.splitlines()) == 1 and r.stderr.startswith(message), r.stderr


def test_usage_error_from_a_real_process() -> None:
    """The in-process runs above end as ``python -m nanotile`` does: one line, exit 1."""
    for argv in (["--no-such-flag"], ["--example", "no_such_example"]):
        r, (inp,) = nanotile(*argv), _parallel([argv])
        _no_traceback(r)
        assert (r.returncode, r.stdout, r.stderr) == (inp.returncode, inp.stdout, inp.stderr) == (1, "", r.stderr)
        assert len(r.stderr.splitlines()) == 1


def test_unwritable_output_is_an_error(kernel: Path, tmp_path: Path) -> None:
    r = nanotile(str(kernel), "--emit", "tileas", "-o", str(tmp_path / "no" / "dir" / "out.mlir"))
    _no_traceback(r)
    assert r.returncode == 1 and r.stderr.startswith("nanotile: error: cannot write")


def test_non_utf8_input(tmp_path: Path) -> None:
    p = tmp_path / "latin1.mlir"
    p.write_bytes(b"// caf\xe9\nmodule {\n}\n")
    r = nanotile(str(p))
    _no_traceback(r)
    # located at the first bad byte (line 1, column 7), with the line and a caret
    assert r.returncode == 1
    assert r.stderr.splitlines() == [
        f"{p}:1:7: error: input is not UTF-8 text: byte 0xe9 (invalid continuation byte) at byte offset 6",
        "// caf\ufffd", "      ^"]


def test_non_utf8_input_on_a_later_line(tmp_path: Path) -> None:
    p = tmp_path / "bad.mlir"
    p.write_bytes("module {\n  // \u00e9t\u00e9 \xff\n}\n".encode("utf-8").replace(b"\xc3\xbf", b"\xff"))
    r = nanotile(str(p))
    _no_traceback(r)
    assert r.returncode == 1
    assert r.stderr.splitlines()[0] == f"{p}:2:10: error: input is not UTF-8 text: byte 0xff (invalid start byte) " \
                                       "at byte offset 20"
    assert r.stderr.splitlines()[2] == " " * 9 + "^"  # columns count characters, not bytes


def _in(cwd: Path, *argv: str) -> subprocess.CompletedProcess[str]:
    """``python -m nanotile ARGV`` in-process, run from ``cwd``."""
    old = os.getcwd()
    os.chdir(cwd)
    try:
        return run_cli(list(argv))
    finally:
        os.chdir(old)


def test_launch_spec_to_stdout_goes_with_a_ptx_file(tmp_path: Path) -> None:
    """``--emit-launch-spec -`` means stdout, as ``-o -`` does: with ``-o FILE`` the spec is stdout's only
    output; without it PTX and spec would share stdout, so it is refused and no file named ``-`` appears."""
    src = tmp_path / "va.mlir"
    src.write_text(examples()["vector_add"], encoding="utf-8")
    r = _in(tmp_path, "va.mlir", "-o", "out.ptx", "--emit-launch-spec", "-")
    assert r.returncode == 0, r.stderr
    assert r.stdout.lstrip().startswith("{") and ".entry" in (tmp_path / "out.ptx").read_text()
    for argv in (["va.mlir", "--emit-launch-spec", "-"], ["va.mlir", "-o", "-", "--emit-launch-spec", "-"]):
        r = _in(tmp_path, *argv)
        assert (r.returncode, r.stdout) == (1, ""), argv
        assert r.stderr == ("nanotile: error: --emit-launch-spec - writes the launch spec to stdout, where the "
                            "PTX goes too: give -o FILE\n"), r.stderr
    assert not (tmp_path / "-").exists()


def test_an_input_file_and_an_example_are_not_both_taken(tmp_path: Path) -> None:
    """A file and ``--example NAME`` together are refused (compile and check), not one silently ignored."""
    src = tmp_path / "va.mlir"
    src.write_text(examples()["vector_add"], encoding="utf-8")
    r = _in(tmp_path, "va.mlir", "--example", "gemm_sm90")
    assert (r.returncode, r.stdout) == (1, "")
    assert r.stderr == ("nanotile: error: give an input file or --example NAME, not both ('va.mlir' and "
                        "--example gemm_sm90)\n"), r.stderr
    r = nanotile("check", "va.mlir", "--example", "vector_add", cwd=tmp_path)
    _no_traceback(r)
    assert r.returncode == 1 and "give a kernel file or --example NAME, not both ('va.mlir' and --example " \
        "vector_add)" in r.stderr, r.stderr


def test_launch_spec_never_overwrites_the_input_or_the_output(tmp_path: Path) -> None:
    """``--emit-launch-spec`` is refused onto the input file or onto ``-o``'s file, with the same path
    resolution as ``-o`` onto the input (``./``, ``../``, a symlink): one line, exit 1, no file changed."""
    src = tmp_path / "va.mlir"
    src.write_text(examples()["vector_add"], encoding="utf-8")
    (tmp_path / "sub").mkdir()
    (tmp_path / "link.mlir").symlink_to(src)
    before = src.read_bytes()
    r = nanotile("va.mlir", "--emit-launch-spec", "va.mlir", "-o", os.devnull, cwd=tmp_path)   # the real entry
    assert (r.returncode, r.stderr) == (1, "nanotile: error: refusing to overwrite the input file with "
                                           "--emit-launch-spec\n") and src.read_bytes() == before
    for spec in ("va.mlir", "./va.mlir", "sub/../va.mlir", "link.mlir"):
        r = _in(tmp_path, "va.mlir", "--emit-launch-spec", spec, "-o", os.devnull)
        _no_traceback(r)
        assert r.returncode == 1 and r.stderr == \
            "nanotile: error: refusing to overwrite the input file with --emit-launch-spec\n", (spec, r.stderr)
        assert src.read_bytes() == before
    # the spec onto -o's file (existing or not yet) would silently lose one of them
    for exists in (False, True):
        out = tmp_path / "out.ptx"
        if exists:
            out.write_text("keep\n")
        r = _in(tmp_path, "va.mlir", "-o", "out.ptx", "--emit-launch-spec", "./sub/../out.ptx")
        assert r.returncode == 1 and r.stderr == \
            "nanotile: error: refusing to write the launch spec and -o's output to the same file\n", r.stderr
        if exists:
            assert out.read_text() == "keep\n"
        else:
            assert not out.exists()
    # a run refused for -o onto the input leaves no spec behind (the spec is written last)
    spec_path = tmp_path / "va.json"
    r = _in(tmp_path, "va.mlir", "-o", "./va.mlir", "--emit-launch-spec", "va.json")
    assert r.returncode == 1 and "refusing to overwrite the input file with -o" in r.stderr
    assert not spec_path.exists() and src.read_bytes() == before
    # and a good run writes both
    r = _in(tmp_path, "va.mlir", "-o", "out.ptx", "--emit-launch-spec", "va.json")
    assert r.returncode == 0, r.stderr
    assert spec_path.read_text().lstrip().startswith("{") and ".entry" in (tmp_path / "out.ptx").read_text()


def test_launch_spec_is_not_written_when_ptxas_rejects(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """``--verify-ptx`` failing is a failed run: the spec file is not created."""
    from nanotile import cli
    from nanotile.ir.diagnostics import Diagnostic, DiagnosticError
    from nanotile.ir.location import UNKNOWN

    def reject(ptx: str, m: object) -> None:
        raise DiagnosticError(Diagnostic(UNKNOWN, "ptxas rejected the PTX: simulated"))

    monkeypatch.setattr(cli, "_verify_ptx", reject)
    spec = tmp_path / "k.json"
    r = run_cli(["--example", "vector_add", "-o", str(tmp_path / "k.ptx"), "--emit-launch-spec", str(spec),
                 "--verify-ptx"])
    assert r.returncode == 1 and "ptxas rejected the PTX" in r.stderr
    assert not spec.exists() and not (tmp_path / "k.ptx").exists()


def test_a_ptxas_error_names_the_kernel_and_the_ptx_line_at_the_kernel() -> None:
    """``--verify-ptx``'s errors were one unlocated line holding ptxas's whole output; each is now a
    diagnostic at the input function of the kernel that holds the PTX line, naming both (real ptxas, on
    the real PTX of vector_add with one line broken; a line outside every kernel is located at the
    module)."""
    require_tool("ptxas")
    from nanotile import cli, pipeline
    from nanotile.backend_ptx import emit_ptx
    from nanotile.ir.diagnostics import DiagnosticError
    from nanotile.ir.parser import parse_module
    from nanotile.languages.llvm import LlvmModule

    text = cli.example("vector_add")
    final, _ = pipeline.run_pipeline(parse_module(text, "vector_add.mlir"))
    lines = emit_ptx(LlvmModule(final)).splitlines(keepends=True)
    cli._verify_ptx("".join(lines), final)   # the real PTX assembles
    n = next(i for i, line in enumerate(lines) if line.lstrip().startswith("add.s64")) + 1
    bad = lines[n - 1].replace("add.s64", "add.q64")
    with pytest.raises(DiagnosticError) as e:
        cli._verify_ptx("".join(lines[:n - 1] + [bad] + lines[n:]), final)
    got = [str(d) for d in e.value.diagnostics]
    assert got and all(g.startswith(f"vector_add.mlir:4:3: error: ptxas rejected the PTX of kernel 'vector_add' at "
                                    f"PTX line {n} (`{bad.strip()}`): ") for g in got), got
    assert "Unknown modifier '.q64'" in got[0]
    t = next(i for i, line in enumerate(lines) if line.startswith(".target")) + 1
    with pytest.raises(DiagnosticError) as e:
        cli._verify_ptx("".join(lines[:t - 1] + [".target sm_80 bogus\n"] + lines[t:]), final)
    assert str(e.value.diagnostics[0]).startswith(
        f"vector_add.mlir:3:1: error: ptxas rejected the PTX at PTX line {t} (`.target sm_80 bogus`): ")


def test_a_ptxas_error_without_a_ptx_line_is_at_the_module(monkeypatch: pytest.MonkeyPatch,
                                                           capsys: pytest.CaptureFixture[str]) -> None:
    """A ptxas error that names no PTX line (``fatal : (C7602) Insufficient registers (128) to compile
    instruction at line 169 in function k``, what real ptxas says for gemm_sm100 at 16 warps, agents
    [12, 4]: fuzz 20261127:1732) was '<unknown>: error: ...', two lines; it is now one line at the module,
    with its source line and caret."""
    from nanotile import cli, tools

    stderr = ("ptxas fatal   : (C7602) Insufficient registers (128) to compile instruction at line 169 in function "
              "vector_add. Try to compile with register target of 146 or higher.\n"
              "ptxas fatal   : Ptx assembly aborted due to errors\n")
    monkeypatch.setattr(tools, "find_tool", lambda name: "/bin/false")
    monkeypatch.setattr(tools, "ptxas", lambda ptx, arch, extra=("-v",): tools.ToolResult(255, "", stderr))
    assert cli.main(["--example", "vector_add", "--verify-ptx"]) == 1
    err = capsys.readouterr().err.splitlines()
    module = next(i for i, t in enumerate(cli.example("vector_add").splitlines(), 1) if t.startswith("module"))
    assert err[0] == (f"vector_add.mlir:{module}:1: error: ptxas rejected the PTX: ptxas fatal   : (C7602) Insufficient "
                      "registers (128) to compile instruction at line 169 in function vector_add. Try to compile with "
                      "register target of 146 or higher.; ptxas fatal   : Ptx assembly aborted due to errors")
    assert err[1].startswith("module attributes") and err[2] == "^" and len(err) == 3
