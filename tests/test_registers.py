"""The per-thread register budget (checkers/target.py ``_register_budget``): exit 0 must mean ptxas
accepts the PTX, and ptxas refuses an instruction whose registers do not fit the budget it gives a
thread where the instruction runs (threads per CTA, CTAs per SM, ``maxnreg``, ``setmaxnreg``).

Found by fuzzing: ``gemm_sm100`` at ``num_warps = 16, agent_warps = [12, 4]`` compiled (exit 0), and
ptxas refused its ``tcgen05.st .x128`` ("Insufficient registers (128) ... register target of 146").
The tests here hold the rule's numbers to the ptxas in use: the budget for a thread count, what one
instruction needs, and the two agreeing on a grid of (instruction width, threads per CTA) points of
nanotile's own kernels."""

from __future__ import annotations

import pathlib
import re
from concurrent.futures import ThreadPoolExecutor
from dataclasses import replace
from typing import Any

import pytest

import nanotile.examples
from conftest import require_tool
from nanotile.backend_ptx import emit_ptx
from nanotile.checkers import target
from nanotile.checkers.target import (TMEM_MOVE_EXTRA_REGISTERS, WGMMA_CONSTANT_DESCRIPTOR_REGISTERS,
                                      WGMMA_F32_EXTRA_REGISTERS, thread_registers)
from nanotile.cli import main
from nanotile.ir.core import Module
from nanotile.ir.diagnostics import DiagnosticError
from nanotile.ir.parser import parse_module
from nanotile.kernels import GemmConfig, generate
from nanotile.languages import llvm as LL
from nanotile.lowering.tcgen05 import LAYOUT_16X128B, LAYOUT_32X32B, tmem_ld_text, tmem_st_text
from nanotile.pipeline import run_pipeline
from nanotile.tools import ToolResult, ptxas

EXAMPLES = pathlib.Path(nanotile.examples.__file__).parent


def _edit(text: str, *subs: tuple[str, str]) -> str:
    for old, new in subs:
        assert text.count(old) == 1, old
        text = text.replace(old, new)
    return text


def _example(name: str, *subs: tuple[str, str]) -> str:
    return _edit((EXAMPLES / f"{name}.mlir").read_text(), *subs)


def _warps(num: int, agents: tuple[int, int], before: str = "num_warps = 8,", agents_before: str = "4, 4"
           ) -> tuple[tuple[str, str], tuple[str, str]]:
    return ((before, f"num_warps = {num},"),
            (f"agent_warps = array<i32: {agents_before}>", f"agent_warps = array<i32: {agents[0]}, {agents[1]}>"))


def _cli(tmp_path: pathlib.Path, text: str, capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str | None]:
    """(exit status, stderr, the PTX written or None)."""
    src, out = tmp_path / "k.mlir", tmp_path / "k.ptx"
    src.write_text(text)
    rc = main([str(src), "-o", str(out)])
    return rc, capsys.readouterr().err, out.read_text() if out.exists() else None


def _need(regs: int, extra: int) -> str:
    return f"needs {regs + extra} registers per thread (the {regs}"


# -- the budget ptxas gives a thread ----------------------------------------------------------


def test_thread_registers() -> None:
    """ptxas's "Insufficient registers (N)" at each thread count (the header of the rule lists them)."""
    assert [thread_registers(t) for t in (32, 128, 256, 288, 384, 416, 449, 512, 544, 640, 672, 768, 770, 800,
                                          928, 1024)] == [255, 255, 255, 168, 168, 128, 128, 128, 96, 96, 80, 80,
                                                          72, 72, 64, 64]
    assert [thread_registers(t, c) for t, c in ((256, 2), (128, 3), (128, 4), (160, 2), (160, 3), (32, 12),
                                                (32, 13), (256, 3))] == [128, 168, 128, 168, 128, 168, 128, 80]


# -- the fuzz reproducer and the rule saying no -----------------------------------------------


def test_the_fuzz_reproducer_is_a_located_error(tmp_path: pathlib.Path, capsys: pytest.CaptureFixture[str]) -> None:
    """512 threads leave 128 registers a thread; the accumulator's ``tcgen05.st`` and ``ld .x128`` need 146
    (ptxas refused this PTX: "Insufficient registers (128) ... register target of 146 or higher")."""
    rc, err, ptx = _cli(tmp_path, _example("gemm_sm100", *_warps(16, (12, 4))), capsys)
    assert rc == 1 and ptx is None
    why = ("but a thread has 128 here: 512 threads per CTA leave a thread 128 of an SM's 65536 registers "
           "(at most 255)")
    src = tmp_path / "k.mlir"
    assert (f"{src}:55:7: error: 'tcgen05.st.sync.aligned.32x32b.x128' needs 146 registers per thread (the 128 it "
            f"moves and 18 more), {why}\n") in err
    assert (f"{src}:68:7: error: 'tcgen05.ld.sync.aligned.32x32b.x128' needs 146 registers per thread (the 128 it "
            f"moves and 18 more), {why}\n") in err
    assert "internal" not in err


def test_the_final_form_alone_is_read_the_same(tmp_path: pathlib.Path, capsys: pytest.CaptureFixture[str]) -> None:
    """``--no-verify-each`` (only the final module is checked) and an llvm-language input (the final form
    written out, its ``nvvm.reqntid`` raised to 512) get the same two errors."""
    src = tmp_path / "k.mlir"
    src.write_text(_example("gemm_sm100", *_warps(16, (12, 4))))
    assert main([str(src), "--no-verify-each", "-o", str(tmp_path / "k.ptx")]) == 1
    err = capsys.readouterr().err
    assert err.count("registers per thread") == 2 and f"{src}:55:7: error: 'tcgen05.st" in err
    assert main(["--example", "gemm_sm100", "--emit", "llvm", "-o", str(tmp_path / "ll.mlir")]) == 0
    ll = _edit((tmp_path / "ll.mlir").read_text(), ("nvvm.reqntid = array<i32: 256, 1, 1>",
                                                     "nvvm.reqntid = array<i32: 512, 1, 1>"))
    (tmp_path / "ll.mlir").write_text(ll)
    capsys.readouterr()
    assert main(["--input-language", "llvm", str(tmp_path / "ll.mlir"), "-o", str(tmp_path / "k.ptx")]) == 1
    err = capsys.readouterr().err
    assert err.count("registers per thread") == 2
    assert "'tcgen05.ld.sync.aligned.32x32b.x128' needs 146 registers per thread" in err
    assert not (tmp_path / "k.ptx").exists()


def test_a_wgmma_beyond_the_thread_budget(tmp_path: pathlib.Path, capsys: pytest.CaptureFixture[str]) -> None:
    """gemm_sm90 at 24 warps: 80 registers a thread, the m64n128 f32 accumulator needs 94."""
    rc, err, _ = _cli(tmp_path, _example("gemm_sm90", *_warps(24, (16, 8), "num_warps = 12,", "4, 8")), capsys)
    assert rc == 1
    assert (":58:11: error: 'wgmma.mma_async m64n128k16' needs 94 registers per thread (the 64 of its f32 "
            "accumulator and 30 more), but a thread has 80 here: 768 threads per CTA leave a thread 80 of an SM's "
            "65536 registers (at most 255)\n") in err


def test_an_agent_budget_too_small_for_its_accumulator(tmp_path: pathlib.Path,
                                                       capsys: pytest.CaptureFixture[str]) -> None:
    """``agent_registers = [40, 88]``: the consumers' setmaxnreg 88 cannot hold the m64n128 accumulator.
    (Inside an agent ptxas drops such a setmaxnreg with a warning, C7507; the rule refuses it.)"""
    text = _example("gemm_sm90", ("agent_warps = array<i32: 4, 8>",
                                  "agent_warps = array<i32: 4, 8>, agent_registers = array<i32: 40, 88>"))
    rc, err, _ = _cli(tmp_path, text, capsys)
    assert rc == 1
    assert ("error: 'wgmma.mma_async m64n128k16' needs 94 registers per thread (the 64 of its f32 accumulator and "
            "30 more), but a thread has 88 here: a setmaxnreg 88 can run before it (an agent's agent_registers); "
            "without it a thread would have 168: 384 threads per CTA leave a thread 168 of an SM's 65536 registers "
            "(at most 255)\n") in err
    assert err.count("error:") == 1    # the producer's setmaxnreg 40 does not reach the consumers


def test_setmaxnreg_does_not_raise_the_kernel_budget(tmp_path: pathlib.Path,
                                                     capsys: pytest.CaptureFixture[str]) -> None:
    text = _example("gemm_sm100", *_warps(16, (12, 4)))
    text = _edit(text, ("agent_warps = array<i32: 12, 4>", "agent_warps = array<i32: 12, 4>, "
                                                          "agent_registers = array<i32: 24, 232>"))
    rc, err, _ = _cli(tmp_path, text, capsys)
    assert rc == 1
    assert "but a thread has 128 here: 512 threads per CTA leave a thread 128 of an SM's 65536 registers (at most " \
           "255); setmaxnreg 232 cannot raise what ptxas allocates\n" in err


def test_maxnreg_binds_only_with_minctasm() -> None:
    """ptxas takes ``.maxnreg`` at its word without ``.minnctapersm``, and the smaller of the two with it."""
    f = _final(_example("gemm_sm100"))
    assert target.kernel_registers(_with(f, maxnreg=200), 512)[0] == 128      # minctasm 1, as nanotile writes
    assert target.kernel_registers(_with(f, maxnreg=200, minctasm=None), 512)[0] == 200
    assert target.kernel_registers(_with(f, maxnreg=100), 512)[0] == 100
    assert target.kernel_registers(_with(f, minctasm=2), 256)[0] == 128


# -- inside the budget: nanotile compiles, ptxas accepts ----------------------------------------


INSIDE = {
    # 384 threads: 168 registers a thread, the .x128 moves need 146
    "gemm_sm100 x128 at 12 warps": _example("gemm_sm100", *_warps(12, (8, 4))),
    # 640 threads: 96 a thread, the m64n128 wgmma needs 94 (90 for ptxas)
    "gemm_sm90 n128 at 20 warps": _example("gemm_sm90", *_warps(20, (12, 8), "num_warps = 12,", "4, 8")),
    # the consumer's setmaxnreg 160 holds the m64n256 accumulator's 158
    "gemm_sm90 n256 setmaxnreg 160": generate(GemmConfig(bm=128, bn=256, consumers=2, producer_regs=40,
                                                         consumer_regs=160, stages=3)),
}


@pytest.mark.parametrize("name", sorted(INSIDE))
def test_just_inside_the_budget_compiles_and_ptxas_accepts(name: str, tmp_path: pathlib.Path,
                                                           capsys: pytest.CaptureFixture[str]) -> None:
    require_tool("ptxas")
    rc, err, ptx = _cli(tmp_path, INSIDE[name], capsys)
    assert rc == 0 and ptx is not None, err
    arch = "sm_100a" if "sm_100a" in ptx.split(".target", 1)[1][:10] else "sm_90a"
    r = ptxas(ptx, arch, ())
    assert r.ok, r.stderr


# -- the rule and ptxas agree -----------------------------------------------------------------


def _final(text: str) -> LL.LLVMFunc[object]:
    m, _ = run_pipeline(parse_module(text, "k.mlir"), verify_each=False)
    (f,) = [op for op in m.ops if isinstance(op, LL.LLVMFunc)]
    _MODULES[id(f)] = m
    return f


_MODULES: dict[int, Module[Any]] = {}


def _module_of(f: LL.LLVMFunc[object]) -> Module[Any]:
    return _MODULES[id(f)]


def _with(f: LL.LLVMFunc[object], *, threads: int | None = None, maxnreg: int | None = None,
          minctasm: int | None = 1) -> LL.LLVMFunc[object]:
    return LL.LLVMFunc(f.sym_name, f.function_type, f.body, f.arg_attrs, f.cute_kernel, f.kernel,
                       f.reqntid if threads is None else (threads, 1, 1), minctasm, maxnreg, f.cluster_dim,
                       f.blocks_are_clusters, f.loc)


def _at(text: str, threads: tuple[int, ...]) -> list[tuple[bool, str, str]]:
    """For each thread count: (the rule accepts, the PTX nanotile writes for it, its target), the kernel's
    ``nvvm.reqntid`` being the one thing changed (ptxas's register allocation reads nothing else of it)."""
    src = parse_module(text, "k.mlir")
    m, _ = run_pipeline(src, verify_each=False)
    out = []
    for t in threads:
        ops = tuple(_with(op, threads=t) if isinstance(op, LL.LLVMFunc) else op for op in m.ops)
        m2: Module[Any] = Module(ops, m.attrs, m.loc)
        ok = not any("registers per thread" in d.message for d in target.check(m2))
        arch = target.target_of(m2)
        assert arch is not None
        out.append((ok, emit_ptx(LL.LlvmModule(m2)), arch))
    return out


SM100 = GemmConfig(arch="sm_100a", bm=128, bk=64, stages=2, consumers=1, wait_depth=0, producer_regs=0, consumer_regs=0)
SM90 = GemmConfig(bm=128, consumers=2, producer_regs=0, consumer_regs=0, stages=2)
GRID = {    # the instruction, what the rule says it needs (ptxas: 4 less for a wgmma whose descriptors it cannot see)
    "tcgen05 x128 (146)": replace(SM100, bn=128),
    "tcgen05 x64 (82)": replace(SM100, bn=64),
    "wgmma n256 (158)": replace(SM90, bn=256),
    "wgmma n128 (94)": replace(SM90, bn=128),
    "wgmma n64 (62)": replace(SM90, bn=64),
}
THREADS = (384, 416, 640, 672, 1024)    # 168, 128, 96, 80 and 64 registers a thread


def test_the_rule_and_ptxas_agree_on_a_grid() -> None:
    """At each (instruction, threads per CTA) point, nanotile's rule accepts exactly when ptxas accepts
    nanotile's PTX (the thread counts straddle each instruction's need)."""
    require_tool("ptxas")
    points = [(name, t, *p) for name, cfg in sorted(GRID.items()) for t, p in zip(THREADS, _at(generate(cfg), THREADS))]
    assert {ok for _, _, ok, _, _ in points} == {True, False}
    with ThreadPoolExecutor(2) as pool:
        results = list(pool.map(lambda p: ptxas(p[3], p[4], ()), points))
    for (name, t, ok, _, _), r in zip(points, results):
        assert r.ok == ok, f"{name} at {t} threads: the rule says {ok}, ptxas {r.ok}: {r.stderr[:300]}"
        if not r.ok:
            assert "Insufficient registers" in r.stderr


# -- what one instruction needs (the rule's constants, against ptxas) -----------------------------


def _probe(body: str, arch: str, maxnreg: int | None, threads: int = 128) -> ToolResult:
    """ptxas on a kernel of ``body`` (``%rd0`` a global pointer, ``%r0`` a TMEM address, ``%r299`` zero)."""
    cap = "" if maxnreg is None else f".maxnreg {maxnreg}\n"
    return ptxas(f""".version 8.6
.target {arch}
.address_size 64
.visible .entry k(.param .u64 p, .param .u32 t)
.reqntid {threads}, 1, 1
{cap}{{
  .reg .b32 %r<300>;
  .reg .f32 %f<300>;
  .reg .b64 %rd<8>;
  .reg .pred %p<2>;
  ld.param.u64 %rd0, [p];
  ld.param.u32 %r0, [t];
  mov.b32 %r299, 0;
{body}
  ret;
}}
""", arch, ())


def _tmem_ld(layout: str, num: int) -> str:
    """nanotile's ``tcgen05.ld`` inline asm, its registers stored after it."""
    text = tmem_ld_text(layout, num)
    regs = int(re.findall(r"\$(\d+), \$\d+;", text)[0])
    text = re.sub(r"\$(\d+)", lambda mo: f"%r{1 + int(mo.group(1))}" if int(mo.group(1)) < regs
                  else ("%r0" if int(mo.group(1)) == regs else "%r299"), text)
    return f"  {text}\n  tcgen05.wait::ld.sync.aligned;\n" + "".join(
        f"  st.global.b32 [%rd0+{4 * i}], %r{1 + i};\n" for i in range(regs))


def _tmem_st(layout: str, num: int) -> str:
    text = tmem_st_text(layout, num)
    regs = len(re.findall(r"\$\d+", text)) - 2
    text = re.sub(r"\$(\d+)", lambda mo: {"0": "%r0", "1": "%r299"}.get(mo.group(1), f"%r{int(mo.group(1)) - 1}"),
                  text)
    return "".join(f"  ld.global.b32 %r{1 + i}, [%rd0+{4 * i}];\n" for i in range(regs)) + \
        f"  {text}\n  tcgen05.wait::st.sync.aligned;\n"


TMEM = [("ld", LAYOUT_32X32B, 8), ("ld", LAYOUT_32X32B, 32), ("ld", LAYOUT_32X32B, 128), ("st", LAYOUT_32X32B, 128),
        ("ld", LAYOUT_16X128B, 4), ("st", LAYOUT_16X128B, 64)]


def test_a_tmem_move_needs_what_it_moves_and_18_more() -> None:
    """The least ``.maxnreg`` ptxas takes for nanotile's ``tcgen05.ld`` / ``st`` of ``r`` registers per
    instruction is ``r + 18`` (a 16x128b move is two instructions of ``2 x num`` registers); the rule reads
    the same numbers off the asm text; 4 registers or fewer fit any budget."""
    require_tool("ptxas")
    jobs = []
    for kind, layout, num in TMEM:
        body = (_tmem_ld if kind == "ld" else _tmem_st)(layout, num)
        regs = num * (2 if layout == LAYOUT_16X128B else 1)
        need = target.register_need(LL.InlineAsm(
            (), (), tmem_ld_text(layout, num) if kind == "ld" else tmem_st_text(layout, num), "", True))
        assert need is not None and need[1:3] == (regs, TMEM_MOVE_EXTRA_REGISTERS)
        jobs += [(body, regs + TMEM_MOVE_EXTRA_REGISTERS, True), (body, regs + TMEM_MOVE_EXTRA_REGISTERS - 1, False)]
    small = _tmem_ld(LAYOUT_32X32B, 4)
    assert target.register_need(LL.InlineAsm((), (), tmem_ld_text(LAYOUT_32X32B, 4), "", True)) is None
    jobs.append((small, 16, True))
    with ThreadPoolExecutor(2) as pool:
        results = list(pool.map(lambda j: _probe(j[0], "sm_100a", j[1]), jobs))
    for (_, maxnreg, ok), r in zip(jobs, results):
        assert r.ok == ok, (maxnreg, r.stderr[:300])


@pytest.mark.parametrize("desc", ["mov.b64 %rd1, 0;\n  mov.b64 %rd2, 0;",
                                  "ld.global.b64 %rd1, [%rd0+8];\n  ld.global.b64 %rd2, [%rd0+16];"])
def test_a_wgmma_needs_its_accumulator_and_30_more_at_most(desc: str) -> None:
    """m64n64 f32: 26 more with descriptors ptxas cannot see (nanotile's GEMMs, tests/checkers/
    test_wgmma_registers.py), 30 with constant ones; the rule takes 30."""
    require_tool("ptxas")
    acc = "{" + ", ".join(f"%f{i}" for i in range(32)) + "}"
    body = "".join(f"  mov.f32 %f{i}, 0f00000000;\n" for i in range(32)) + f"  {desc}\n" + \
        "  setp.ne.u32 %p1, %r0, 0;\n  wgmma.fence.sync.aligned;\n" + \
        f"  wgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16 {acc}, %rd1, %rd2, %p1, 1, 1, 0, 0;\n" + \
        "  wgmma.commit_group.sync.aligned;\n  wgmma.wait_group.sync.aligned 0;\n" + \
        "".join(f"  st.global.f32 [%rd0+{4 * i}], %f{i};\n" for i in range(32))
    extra = WGMMA_F32_EXTRA_REGISTERS + (WGMMA_CONSTANT_DESCRIPTOR_REGISTERS if "mov" in desc else 0)
    assert _probe(body, "sm_90a", 32 + extra).ok
    low = _probe(body, "sm_90a", 32 + extra - 1)
    assert not low.ok and re.search(r"Insufficient registers|Register allocation failed", low.stderr), low.stderr


def test_setmaxnreg_at_entry_lowers_what_ptxas_allows() -> None:
    """Why the rule caps an op's budget at the setmaxnreg before it: ptxas refuses a ``.x128`` move after
    ``setmaxnreg.dec 128`` (384 threads, 168 otherwise), and one ``setmaxnreg.inc 232`` at 512 threads."""
    require_tool("ptxas")
    move = _tmem_ld(LAYOUT_32X32B, 128)
    dec = _probe("  setmaxnreg.dec.sync.aligned.u32 128;\n" + move, "sm_100a", None, threads=384)
    inc = _probe("  setmaxnreg.inc.sync.aligned.u32 232;\n" + move, "sm_100a", None, threads=512)
    assert not dec.ok and not inc.ok
    assert _probe(move, "sm_100a", None, threads=384).ok


def _stages(text: str) -> dict[str, LL.LLVMFunc[object]]:
    """The kernel after each stage that has it in llvm form (``cute_kernel`` dropped: the rule reads
    a kernel's final form only, and is held here to the same verdicts on its structured forms)."""
    out: dict[str, LL.LLVMFunc[object]] = {}

    def keep(st: Any, m: Module[Any]) -> None:
        for op in m.ops:
            if isinstance(op, LL.LLVMFunc):
                out[st.name] = LL.LLVMFunc(op.sym_name, op.function_type, op.body, op.arg_attrs, False, True,
                                           op.reqntid, op.minctasm, op.maxnreg, op.cluster_dim,
                                           op.blocks_are_clusters, op.loc)

    try:
        run_pipeline(parse_module(text, "k.mlir"), verify_each=False, on_stage=keep)
    except DiagnosticError:
        pass    # (the final check refuses some of these kernels: the stages before it are what is read)
    return out


def _registers(text: str, agents: str, regs: str) -> str:
    old = f"agent_warps = array<i32: {agents}>"
    return _edit(text, (old, f"{old}, agent_registers = array<i32: {regs}>"))


CASES = {
    "setmaxnreg 88": (_registers(_example("gemm_sm90"), "4, 8", "40, 88"), 1),
    "setmaxnreg 40 / 232": (generate(GemmConfig(bn=256)), 0),
    "512 threads, setmaxnreg 24 / 232": (_registers(_example("gemm_sm100", *_warps(16, (12, 4))), "12, 4", "24, 232"),
                                         2),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_every_flat_form_gets_the_same_verdict(name: str) -> None:
    """The rule reads a kernel's flat forms (from ``scf-to-cf`` on; ``cute_kernel`` dropped here so that
    the first is read as the final one is): one agent's setmaxnreg does not reach the other agent's ops."""
    text, errors = CASES[name]
    stages = _stages(text)
    for stage in ("scf-to-cf", "dce"):
        f = stages[stage]
        diags = list(target._register_budget(f, f.reqntid[0] if f.reqntid else None))
        assert len(diags) == errors, (stage, [d.message for d in diags])


def _setmaxnreg_at(tmp_path: pathlib.Path, after: bool) -> pathlib.Path:
    """gemm_sm100's final form (llvm) with a ``setmaxnreg.dec 40`` put just before, or just after, its
    ``tcgen05.ld .x128``."""
    out = tmp_path / "ll.mlir"
    assert main(["--example", "gemm_sm100", "--emit", "llvm", "-o", str(out)]) == 0
    lines = out.read_text().split("\n")
    (i,) = [k for k, line in enumerate(lines) if "tcgen05.ld.sync" in line]
    indent = lines[i][:len(lines[i]) - len(lines[i].lstrip())]
    dec = indent + '"nvvm.setmaxregister"() <{action = #nvvm<action decrease>, regCount = 40 : i32}> : () -> ()'
    lines.insert(i + 1 if after else i, dec)
    out.write_text("\n".join(lines))
    return out


@pytest.mark.parametrize("after", [False, True], ids=["before", "after"])
def test_a_setmaxnreg_on_a_path_through_a_move(after: bool, tmp_path: pathlib.Path,
                                               capsys: pytest.CaptureFixture[str]) -> None:
    """Before the ``.x128`` load it leaves 40 registers for it; after it, 40 for the 128 it filled, still
    live (ptxas: "Register allocation failed" for the second; the rule refuses both)."""
    src = _setmaxnreg_at(tmp_path, after)
    assert main(["--input-language", "llvm", str(src), "-o", str(tmp_path / "k.ptx")]) == 1
    err = capsys.readouterr().err
    how = "can run after it, while the registers it fills may be live" if after else "can run before it"
    assert (f"error: 'tcgen05.ld.sync.aligned.32x32b.x128' needs 146 registers per thread (the 128 it moves and 18 "
            f"more), but a thread has 40 here: a setmaxnreg 40 {how} (an agent's agent_registers); without it a "
            f"thread would have 255: 256 threads per CTA leave a thread 255 of an SM's 65536 registers (at most "
            f"255)\n") in err


def test_ptxas_refuses_a_setmaxnreg_after_a_move() -> None:
    """The PTX the rule refuses above (the setmaxnreg after the load), as the rule left out would write it."""
    require_tool("ptxas")
    f = _final(_example("gemm_sm100"))
    ptx = emit_ptx(LL.LlvmModule(_module_of(f)))
    lines = ptx.split("\n")
    (i,) = [k for k, line in enumerate(lines) if "tcgen05.ld.sync" in line]
    lines.insert(i + 1, "\tsetmaxnreg.dec.sync.aligned.u32 40;")
    r = ptxas("\n".join(lines), "sm_100a", ())
    assert not r.ok and "Register allocation failed" in r.stderr
