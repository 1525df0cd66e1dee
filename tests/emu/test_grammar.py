"""The modifier grammars of the asynchronous, matrix and synchronization families (nanotile/emu/grammar.py).

Every instruction of the Triton fixtures and of nanotile's examples is accepted (the GEMM generator's
configurations are all emulated by tests/kernels/test_gemm.py, whose kernels pass through the same
check); an unknown, conflicting, missing or unimplemented modifier, or a form the emulator does not
implement, is rejected before the kernel runs, naming the PTX line."""

from __future__ import annotations

import contextlib
import io
import os
import subprocess
import tempfile

import pytest

from nanotile.cli import main as nanotile_main
from nanotile.emu import grammar
from nanotile.emu.errors import Unsupported
from nanotile.emu.program import Program
from nanotile.emu.ptx import parse_ptx

from conftest import require_tool
from emu_helpers import FIXTURES, fixture

SHARED = ".shared .align 8 .b8 bar[8];\n.shared .align 1024 .b8 buf[2048];"
REGS = ("\t.reg .pred %p<4>;\n\t.reg .b16 %rs<4>;\n\t.reg .b32 %r<16>;\n\t.reg .b64 %rd<8>;\n"
        "\t.reg .f32 %f<4>;")


def _compile(body: str, target: str = "sm_100a") -> None:
    ptx = _ptx(body, target)
    m = parse_ptx(ptx)
    for k in m.kernels.values():
        Program(k, m.shared)


def _ptx(body: str, target: str = "sm_100a") -> str:
    return (f".version 8.7\n.target {target}\n.address_size 64\n{SHARED}\n"
           f".visible .entry k(.param .align 64 .b8 tmap[128], .param .u64 p)\n{{\n{REGS}\n{body}\n\tret;\n}}\n")


def _example(name: str) -> str:
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        assert nanotile_main(["--example", name]) == 0
    return out.getvalue()


def test_fixtures_and_examples_are_accepted() -> None:
    """Compiling a kernel checks every instruction's modifiers; the async families are all present."""
    fixture("vadd_f32_sm90.ptx")
    texts = [p.read_text() for p in sorted(FIXTURES.glob("*.ptx"))]
    texts += [_example(e) for e in ("vector_add", "tma_copy", "gemm_sm90", "gemm_sm100")]
    seen: set[str] = set()
    for text in texts:
        m = parse_ptx(text)
        for k in m.kernels.values():
            Program(k, m.shared)
            seen |= {i.opcode.split(".")[0] for i in k.instrs}
    assert {"mbarrier", "cp", "wgmma", "tcgen05", "stmatrix", "fence", "bar", "barrier", "elect",
            } <= seen & grammar.FAMILIES


VALID = [
    "mbarrier.try_wait.parity.acquire.cta.shared::cta.b64 %p1, [bar], %r1;",
    "mbarrier.arrive.release.cluster.shared::cta.b64 %rd1, [bar];",
    "mbarrier.expect_tx.relaxed.cta.shared::cta.b64 [bar], 16;",
    "mbarrier.arrive_drop.shared.b64 %rd1, [bar];",
    "cp.async.bulk.wait_group.read 0;",
    "cp.async.bulk.tensor.3d.shared::cta.global.tile.mbarrier::complete_tx::bytes [buf], [%rd1, {%r1, %r1, %r1}], [bar];",
    "cp.async.ca.shared.global.L2::128B [buf], [%rd1], 4;",
    "fence.proxy.async.global;",
    "fence.proxy.tensormap::generic.acquire.gpu [%rd1], 128;",
    "fence.sc.gpu;",
    "membar.gl;",
    "atom.shared.cas.b32 %r1, [buf], %r2, %r3;",
    "atom.global.acq_rel.gpu.max.s64 %rd1, [%rd2], %rd3;",
    "red.global.add.f32 [%rd1], %f1;",
    "barrier.cta.sync.aligned 0;",
    "ldmatrix.sync.aligned.m8n8.x2.trans.shared::cta.b16 {%r1, %r2}, [buf];",
    "redux.sync.max.s32 %r1, %r2, -1;",
    "prefetch.global.L2::evict_last [%rd1];",
    "griddepcontrol.wait;",
    "nanosleep.u32 100;",
]

# not PTX: ptxas rejects every one of these (test_ptxas_agrees)
INVALID = [
    ("mbarrier.init.shared::cta.b32 [bar], 1;", "modifier .b32 is not supported for mbarrier.init"),
    ("mbarrier.arrive.relaxed.release.shared::cta.b64 %rd1, [bar];", "conflicting modifiers .relaxed and .release"),
    ("mbarrier.try_wait.parity.acquire.gpu.shared::cta.b64 %p1, [bar], %r1;",
     "modifier .gpu is not supported for mbarrier.try_wait"),
    ("mbarrier.init.shared::cta [bar], 1;", "mbarrier.init needs type .b64 (.b64)"),
    ("cp.async.bulk.tensor.2d.shared::cluster.global.tile [buf], [%rd1, {%r1, %r1}], [bar];",
     "cp.async.bulk.tensor.Nd.shared::cluster.global needs a completion mechanism"),
    ("cp.async.bulk.tensor.6d.shared::cluster.global.mbarrier::complete_tx::bytes [buf], [%rd1, {%r1}], [bar];",
     "not an instruction form the emulator implements"),
    ("cp.async.bulk.wait_group.write 0;", "modifier .write is not supported for cp.async.bulk.wait_group"),
    ("wgmma.fence.aligned;", "wgmma.fence needs sync"),
    ("wgmma.commit_group.sync.aligned.foo;", "modifier .foo is not supported for wgmma.commit_group"),
    ("tcgen05.ld.sync.aligned.32x32b.x3.b32 {%r1, %r2, %r3}, [%r4];", "modifier .x3 is not supported for tcgen05.ld"),
    ("tcgen05.ld.sync.aligned.32x32b.b32 {%r1}, [%r4];", "tcgen05.ld needs a repeat count .xN"),
    ("tcgen05.mma.cta_group::1.kind::f16.kind::tf32 [%r1], %rd1, %rd2, %r2, %p1;",
     "conflicting modifiers .kind::f16 and .kind::tf32"),
    ("tcgen05.fence::after_thread_sync.sync.aligned;", "modifier .sync is not supported for tcgen05.fence::after_thread_sync"),
    ("tcgen05.wait.cta_group::1.sync.aligned;", "not an instruction form the emulator implements"),
    ("stmatrix.sync.aligned.m8n8.x4.trans.trans.shared.b16 [buf], {%r1, %r2, %r3, %r4};",
     "conflicting modifiers .trans and .trans"),
    ("ldmatrix.sync.aligned.m8n8.x3.shared.b16 {%r1, %r2, %r3}, [buf];", "modifier .x3 is not supported for ldmatrix"),
    ("mma.sync.m16n8k16.row.col.f32.f16.f16.f32 {%f1, %f1, %f1, %f1}, {%r1, %r1, %r1, %r1}, {%r1, %r1}, "
     "{%f1, %f1, %f1, %f1};", "mma needs aligned"),
    ("fence.proxy.async.local;", "modifier .local is not supported for fence.proxy.async"),
    ("fence.acq_rel;", "fence needs a scope"),
    ("fence.mbarrier_init.cluster;", "fence.mbarrier_init needs semantics .release"),
    ("membar.cluster;", "modifier .cluster is not supported for membar"),
    ("atom.global.add.b32 %r1, [%rd1], 1;", ".add takes .u32 .s32 .u64 .f32 .f64, not .b32"),
    ("atom.global.inc.s32 %r1, [%rd1], 1;", ".inc takes .u32, not .s32"),
    ("atom.global.relaxed.acquire.add.u32 %r1, [%rd1], 1;", "conflicting modifiers .relaxed and .acquire"),
    ("red.global.cas.b32 [%rd1], 1;", "modifier .cas is not supported for red"),
    ("red.global.acquire.add.u32 [%rd1], 1;", "modifier .acquire is not supported for red"),
    ("bar.sync.aligned 0;", "modifier .aligned is not supported for bar.sync"),
    ("setmaxnreg.inc.sync.u32 240;", "setmaxnreg.inc needs aligned"),
    ("shfl.sync.idx.b64 %rd1, %rd1, 0, 31, -1;", "modifier .b64 is not supported for shfl.sync.idx"),
    ("bra.foo $L;", "modifier .foo is not supported for bra"),
    ("nanosleep 100;", "nanosleep needs type .u32"),
    ("griddepcontrol.sync;", "not an instruction form the emulator implements"),
    ("prefetch.global [%rd1];", "prefetch needs a level"),
    ("redux.sync.add.b32 %r1, %r2, -1;", "modifier .b32 is not supported for redux.sync.add"),
    ("activemask.b64 %rd1;", "modifier .b64 is not supported for activemask"),
]

# real PTX (ptxas accepts the modifier) that the emulator does not implement: named as such
UNIMPLEMENTED = [
    ("cp.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes [buf], [buf], 16, [bar];",
     "not an instruction form the emulator implements (its cp forms: cp.async.bulk.commit_group"),
    ("tcgen05.cp.cta_group::1.128x256b [%r1], %rd1;", "not an instruction form the emulator implements"),
    ("barrier.red.popc.u32 %r1, 0, %p1;", "not an instruction form the emulator implements"),
    ("mbarrier.arrive_drop.expect_tx.shared::cta.b64 _, [bar], 16;",
     "modifier .expect_tx of mbarrier.arrive_drop is not implemented by the emulator"),
    ("mbarrier.arrive.noComplete.shared::cta.b64 %rd1, [bar], 1;",
     "modifier .noComplete of mbarrier.arrive is not implemented by the emulator"),
    ("cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes.multicast::cluster "
     "[buf], [%rd1, {%r1, %r1}], [bar], %rs1;",
     "modifier .multicast::cluster of cp.async.bulk.tensor.Nd.shared::cluster.global is not implemented"),
    ("cp.async.bulk.tensor.3d.global.shared::cta.im2col_no_offs.bulk_group [%rd1, {%r1, %r1, %r1}], [buf];",
     "modifier .im2col_no_offs of cp.async.bulk.tensor.Nd.global.shared::cta is not implemented"),
    ("wgmma.mma_async.sp.sync.aligned.m64n8k32.f32.f16.f16 {%f1, %f1, %f1, %f1}, %rd1, %rd2, %r1, 0, 1, 1, 1, 1, 0;",
     "modifier .sp of wgmma.mma_async is not implemented"),
    ("tcgen05.alloc.cta_group::2.sync.aligned.shared::cta.b32 [buf], 32;",
     "modifier .cta_group::2 of tcgen05.alloc is not implemented"),
    ("tcgen05.ld.sync.aligned.16x64b.x1.b32 {%r1}, [%r4];", "modifier .16x64b of tcgen05.ld is not implemented"),
    ("tcgen05.mma.cta_group::1.kind::f8f6f4 [%r1], %rd1, %rd2, %r2, %p1;",
     "modifier .kind::f8f6f4 of tcgen05.mma is not implemented"),
    ("tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.multicast::cluster.b64 [bar], %rs1;",
     "modifier .multicast::cluster of tcgen05.commit is not implemented"),
    ("ldmatrix.sync.aligned.m16n16.x1.trans.shared.b8 {%r1, %r2}, [buf];",
     "modifier .m16n16 of ldmatrix is not implemented"),
    ("mma.sync.aligned.m8n8k4.row.col.f32.f16.f16.f32 {%f1, %f1, %f1, %f1, %f1, %f1, %f1, %f1}, {%r1, %r1}, "
     "{%r1, %r1}, {%f1, %f1, %f1, %f1, %f1, %f1, %f1, %f1};", "modifier .m8n8k4 of mma is not implemented"),
    ("atom.global.add.noftz.f16 %rs1, [%rd1], %rs2;", "modifier .noftz of atom is not implemented"),
    ("red.global.add.L2::cache_hint.u32 [%rd1], 1, %rd2;", "modifier .L2::cache_hint of red is not implemented"),
    ("redux.sync.min.abs.f32 %f1, %f2, -1;", "modifier .abs of redux.sync.min is not implemented"),
]

PRELUDE = "\tmov.u64 %rd1, 0;\n\tmov.u64 %rd2, 0;\n$L:\n\t"


@pytest.mark.parametrize("instr", VALID)
def test_valid_forms_outside_the_fixtures_are_accepted(instr: str) -> None:
    _compile(PRELUDE + instr)


@pytest.mark.parametrize("instr, msg", INVALID + UNIMPLEMENTED)
def test_bad_modifiers_are_rejected_with_the_line(instr: str, msg: str) -> None:
    with pytest.raises(Unsupported) as e:
        _compile(PRELUDE + instr)
    assert msg in e.value.message, e.value.message
    line = next(i + 1 for i, t in enumerate(_ptx(PRELUDE + instr).splitlines()) if t.strip() == instr)
    assert e.value.line == line and e.value.text == instr.rstrip(";")


def _ptxas(instr: str) -> tuple[int, str]:
    ptxas = require_tool("ptxas")
    with tempfile.TemporaryDirectory() as d:
        src = os.path.join(d, "k.ptx")
        with open(src, "w") as f:
            f.write(_ptx(PRELUDE + instr))
        r = subprocess.run([ptxas, "-arch=sm_100a", src, "-o", os.path.join(d, "k.cubin")],
                           capture_output=True, text=True)
    return r.returncode, r.stderr


def test_ptxas_agrees() -> None:
    """The real assembler is the referee: it accepts every VALID form and the modifiers of every
    UNIMPLEMENTED one marked below (so "not implemented" is never said of a misspelling), and rejects
    every INVALID one (so the grammar does not call real PTX wrong).  (wgmma .sp is an sm_90a instruction
    that ptxas refuses for this sm_100a module; it is left out.)"""
    for instr in VALID:
        rc, err = _ptxas(instr)
        assert rc == 0, (instr, err)
    for instr, _ in INVALID:
        rc, err = _ptxas(instr)
        assert rc != 0, f"ptxas accepts {instr!r}, which the grammar rejects as invalid"
    for instr, _ in UNIMPLEMENTED:
        if ".sp." in instr:
            continue
        rc, err = _ptxas(instr)
        assert rc == 0, (instr, err)


def test_every_form_cites_a_section_and_has_its_family_registered() -> None:
    """Each form names the PTX ISA section it transcribes; every family the grammar covers has a
    compiler (a form for a family the emulator cannot run would accept and then fail late)."""
    from nanotile.emu import isa, launch  # noqa: F401  (launch registers the async families)
    assert all(f.section[:1].isdigit() for f in grammar.FORMS.values())
    assert grammar.FAMILIES <= set(isa._COMPILERS)


def test_every_compiled_family_checks_its_modifiers() -> None:
    """No instruction family is compiled without a modifier check (a new family added to the emulator
    must get a table here or in isa.py, or this fails)."""
    from nanotile.emu import isa, launch  # noqa: F401
    checked = set(isa._MODIFIERS) | grammar.FAMILIES | {"setp", "prmt", "cvt"}
    assert set(isa._COMPILERS) - checked == set()
