"""lower_tcgen05 and the sm_100a path end to end: gemm_sm100's tcgen05 sequence, its descriptors,
the tensor-memory address space through the emitter, and what is refused (located)."""

from __future__ import annotations

import re

import pytest

from conftest import require_tool, snapshot
from nanotile import pipeline
from nanotile.backend_ptx import emit_ptx
from nanotile.cli import examples
from nanotile.ir.core import walk
from nanotile.ir.diagnostics import DiagnosticError
from nanotile.ir.parser import parse_module
from nanotile.ir.printer import print_module
from nanotile.ir.types import F16, F32
from nanotile.languages import llvm as LL
from nanotile.lowering import tcgen05
from nanotile.tools import ptxas

GEMM = examples()["gemm_sm100"]


def compile_text(text: str, name: str = "k.mlir", stop_after: str | None = None) -> tuple[object, str]:
    out, _ = pipeline.run_pipeline(parse_module(text, name), stop_after=stop_after)
    return out, (emit_ptx(out) if stop_after is None else "")  # type: ignore[arg-type]


_CACHE: dict[str, str] = {}


def gemm_ptx() -> str:
    if "ptx" not in _CACHE:
        _CACHE["ptx"] = compile_text(GEMM, "gemm_sm100.mlir")[1]
    return _CACHE["ptx"]


def test_stage_output_snapshot() -> None:
    out, _ = compile_text(GEMM, "gemm_sm100.mlir", stop_after="lower-tcgen05")
    assert pipeline.language("tcgen05").check(out) == ()  # type: ignore[arg-type]
    snapshot("lower-tcgen05.gemm_sm100.mlir", print_module(out))  # type: ignore[arg-type]


# The sequence a tcgen05 GEMM needs, in order (PTX ISA 9.7.16; DIGEST 3.4's corrections).
SEQUENCE = [
    r"\.version 8\.6\n\.target sm_100a",
    r"tcgen05\.alloc\.cta_group::1\.sync\.aligned\.shared::cta\.b32 \[%rd\d+\], 128;",
    r"tcgen05\.relinquish_alloc_permit\.cta_group::1\.sync\.aligned;",
    r"bar\.sync 0;",
    r"ld\.shared\.b32 %r\d+, \[",                                    # the TMEM address, as a 32-bit ptr<6>
    r"tcgen05\.st\.sync\.aligned\.32x32b\.x128\.b32 \[ta\], \{(%f\d+, ){127}%f\d+\};",   # zero the accumulator
    r"tcgen05\.wait::st\.sync\.aligned;",
    r"tcgen05\.fence::before_thread_sync;",
    r"bar\.sync %r\d+, %r\d+;",
    r"tcgen05\.fence::after_thread_sync;",
    r"mov\.b32 %r\d+, 136314896;",                                   # idesc: F32 += F16*F16, M=N=128
    r"tcgen05\.mma\.cta_group::1\.kind::f16 \[%r\d+\], %rd\d+, %rd\d+, %r\d+, %p\d+;",
    r"tcgen05\.commit\.cta_group::1\.mbarrier::arrive::one\.shared::cluster\.b64 \[%rd\d+\];",  # stage release
    r"tcgen05\.commit\.cta_group::1\.mbarrier::arrive::one\.shared::cluster\.b64 \[%rd\d+\];",  # accumulator
    r"mbarrier\.try_wait\.parity\.shared\.b64",
    r"tcgen05\.fence::after_thread_sync;",
    r"tcgen05\.ld\.sync\.aligned\.32x32b\.x128\.b32 \{(%f\d+, ){127}%f\d+\}, \[ta\];",
    r"tcgen05\.wait::ld\.sync\.aligned;",
    r"st\.global\.f32",
    r"tcgen05\.fence::before_thread_sync;",
    r"bar\.sync 0;",
    r"tcgen05\.dealloc\.cta_group::1\.sync\.aligned\.b32 %r\d+, 128;",
]


def test_ptx_has_the_tcgen05_sequence_in_order() -> None:
    ptx, pos = gemm_ptx(), 0
    for pat in SEQUENCE:
        mo = re.compile(pat).search(ptx, pos)
        assert mo is not None, f"{pat!r} not found after offset {pos}"
        pos = mo.end()
    assert "wgmma" not in ptx


def test_mma_descriptors() -> None:
    ptx = gemm_ptx()
    hi = tcgen05.smem_descriptor_high_bits(32, 16, 256)
    assert hi == 0xC000_4010_0001_0000   # SBO 256 B, fixed 0b001 at bit 46, 32-byte swizzle (6) at 61
    assert f"or.b64 %rd" in ptx and str(hi) in ptx
    assert tcgen05.instruction_descriptor_f16(128, 128, F16, F16, F32) == 136314896


def test_the_mma_and_its_commits_run_on_one_thread_of_the_consumer_agent() -> None:
    """tcgen05.commit tracks the MMAs of the thread that issues it: every tcgen05.mma and tcgen05.commit
    sits under a ``tid == 128`` guard (the consumer agent's first thread)."""
    lines = gemm_ptx().splitlines()
    first_thread = set(re.findall(r"setp\.eq\.u32 (%p\d+), %r\d+, 128;", gemm_ptx()))
    assert first_thread
    guarded_until: str | None = None
    seen = {"tcgen05.mma": 0, "tcgen05.commit": 0}
    for line in lines:
        mo = re.match(r"\t@!(%p\d+) bra (\$L_\w+);", line)
        if mo and mo.group(1) in first_thread:
            guarded_until = mo.group(2) + ":"
        elif line == guarded_until:
            guarded_until = None
        for what in seen:
            if line.strip().startswith(what):
                assert guarded_until is not None, line
                seen[what] += 1
    assert seen == {"tcgen05.mma": 1, "tcgen05.commit": 2}


def test_gemm_sm100_assembles_for_sm100a_without_spills() -> None:
    require_tool("ptxas")
    r = ptxas(gemm_ptx(), "sm_100a")
    assert r.ok, r.stderr
    assert "0 bytes spill stores, 0 bytes spill loads" in r.stderr


def test_tmem_addresses_are_32_bit_registers() -> None:
    """!llvm.ptr<6> is a b32 register in the emitter (lane << 16 | column), never a 64-bit address."""
    text = ('module attributes {nv_tileaa.target_spec = "sm_100a"} {\n'
            '  "llvm.func"() <{function_type = !llvm.func<void (ptr<3>)>, sym_name = "k"}> ({\n'
            '  ^bb0(%p: !llvm.ptr<3>):\n'
            '    %t = "llvm.load"(%p) <{alignment = 4 : i64}> : (!llvm.ptr<3>) -> !llvm.ptr<6>\n'
            '    %r = "llvm.inline_asm"(%t) <{asm_string = "tcgen05.ld.sync.aligned.32x32b.x2.b32 {$0, $1}, [$2];", '
            'constraints = "=f,=f,r", has_side_effects}> : (!llvm.ptr<6>) -> !llvm.struct<(f32, f32)>\n'
            '    %x = "llvm.extractvalue"(%r) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32)>) -> f32\n'
            '    "llvm.store"(%x, %p) <{alignment = 4 : i64}> : (f32, !llvm.ptr<3>) -> ()\n'
            '    "llvm.return"() : () -> ()\n'
            '  }) {nvvm.kernel} : () -> ()\n}\n')
    m = parse_module(text)
    ptx = emit_ptx(LL.LlvmModule(m))
    load = re.search(r"ld\.shared\.b32 (%r\d+), \[(%rd\d+)\];", ptx)
    assert load is not None
    asm = re.search(r"tcgen05\.ld\.sync\.aligned\.32x32b\.x2\.b32 \{(%f\d+), (%f\d+)\}, \[(%r\d+)\];", ptx)
    assert asm is not None and asm.group(3) == load.group(1)
    assert f"st.shared.f32 [{load.group(2)}], {asm.group(2)};" in ptx


PEEK = GEMM.replace(
    '        "nv_tileas.async.pipeline.consumer_release"(%ctok) {umma}',
    '        %peek = "nv_tileas.copy"(%a1) <{dst_space = #nv_tileas.memory_space<generic>, src_space = '
    '#nv_tileas.memory_space<tmem>}> : (tensor<128x128xf32, #nv_tileas.tmem>) -> '
    'tensor<128x128xf32, #nv_tileas.layout<tmem_32x32b>>\n'
    '        "nv_tileas.async.pipeline.consumer_release"(%ctok) {umma}')


def test_tmem_load_inside_a_loop_carries_its_phase() -> None:
    """Reading the accumulator every iteration: one wait per iteration flips the accumulator barrier's
    parity, so the loop carries it (an i32 iter_arg, xor 1 per wait) and the read after the loop waits
    for the carried parity; the kernel still computes C (3 iterations at K = 48: the last wait is the
    4th, parity 1; at K = 64, the 5th, parity 0)."""
    from nanotile.launch import check as C
    from nanotile.launch.kernel import compile_kernel

    assert PEEK != GEMM
    out, _ = compile_text(PEEK, "peek.mlir", stop_after="lower-tcgen05")
    loops = [o for o in walk(out.ops) if type(o).__name__ == "ScfFor"]  # type: ignore[attr-defined]
    carried = [lp for lp in loops if lp.results and str(lp.results[-1].type) == "i32"
               and any(isinstance(x, LL.MBarrierTryWaitParityShared) for x in walk(lp.body.blocks[0].ops))]
    assert len(carried) == 1
    k = compile_kernel(PEEK, "peek.mlir")
    for sizes in ({"M": 128, "N": 128, "K": 48}, {"M": 128, "N": 128, "K": 64}):
        r = C.check(k, sizes, None, seed=0)
        assert r.ok, "\n".join(r.lines())
    require_tool("ptxas")
    a = ptxas(k.ptx, "sm_100a")
    assert a.ok and "0 bytes spill stores, 0 bytes spill loads" in a.stderr, a.stderr


@pytest.mark.interpreted("patches tcgen05_regions.parity_delta")
def test_a_loop_that_forgets_its_phase_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    """The miscompile: every loop assumed to keep the parity (no carried phase). From the second
    iteration the wait is for a phase already complete, and the emulator reports the tcgen05.ld racing
    the in-flight tcgen05.mma."""
    from nanotile.launch import check as C
    from nanotile.launch.kernel import compile_kernel
    from nanotile.lowering import tcgen05_regions

    monkeypatch.setattr(tcgen05_regions, "parity_delta", lambda ops: 0)
    k = compile_kernel(PEEK, "peek.mlir")
    with pytest.raises(C.CheckError, match="race: tcgen05.ld reads Tensor Memory"):
        C.check(k, {"M": 128, "N": 128, "K": 48}, None, seed=0)


def test_the_final_ir_has_only_llvm_ops() -> None:
    out, _ = compile_text(GEMM, "gemm_sm100.mlir")
    ops = list(walk(out.ops))  # type: ignore[attr-defined]
    assert all(LL.is_leaf(o) or isinstance(o, LL.LLVMFunc) for o in ops)
    asm = [o for o in ops if isinstance(o, LL.InlineAsm)]
    assert asm and all(o.asm_string.split()[0].startswith(("tcgen05", "{", "bar.sync")) for o in asm)


def test_the_llvm_checker_accepts_only_the_tcgen05_forms_nanotile_emits() -> None:
    """Inline asm is opaque to LLVM: the checker holds it to the forms lower_tcgen05 writes (so a text
    ptxas would reject, like a fuzzer's mutation, is a located error, not a ptxas failure)."""
    out, _ = compile_text(GEMM, "gemm_sm100.mlir")
    text = print_module(out)  # type: ignore[arg-type]
    assert pipeline.language("llvm").check(parse_module(text)) == ()
    forms = [o.asm_string for o in walk(out.ops) if isinstance(o, LL.InlineAsm)]  # type: ignore[attr-defined]
    assert all(tcgen05.inline_asm_form(f) is not None for f in forms)
    for old, new, why in [
        ("tcgen05.mma.cta_group::1.kind::f16", "tcgen05.tma_store.cta_group::1.kind::f16", "is not a PTX form"),
        ("tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32 [$0], 128;",
         "tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32 [$0], 100;", "is not a PTX form"),
        ('constraints = "r,l,l,r,b"', 'constraints = "r,l,l,r"', "do not fit"),
    ]:
        assert old in text
        diags = pipeline.language("llvm").check(parse_module(text.replace(old, new, 1)))
        assert len(diags) == 1 and why in diags[0].message and diags[0].loc.line > 0
    assert tcgen05.inline_asm_form("tcgen05.ld.sync.aligned.32x32b.x3.b32 {$0, $1, $2}, [$3];") is None


# -- typed snapshot on a hand-built tma-language module (arch-tests, issue 8.5): one TMEM allocation of a
# 128x64 f32 tile (64 columns), its slot at arena offset 0 and its accumulator barrier at 8, and its
# deallocation

def test_typed_snapshot_alloc_and_dealloc() -> None:
    from typing import Any

    from nanotile.checkers.lowered import check_tcgen05, check_tma
    from nanotile.ir.attributes import IntegerAttr
    from nanotile.ir.core import Block, Module, Region, Value
    from nanotile.ir.parser import parse_type
    from nanotile.ir.types import I1, I8, I32, LLVMArrayType, LLVMFunctionType, LLVMPointerType, LLVMVoidType
    from nanotile.languages import tileas as A
    from nanotile.languages.structured import ScfIf, ScfYield
    from nanotile.passes.lower_tcgen05 import lower_tcgen05

    tid, smem, tile = Value("tid", I32), Value("smem", LLVMPointerType(3)), Value("t", parse_type(
        "tensor<128x64xf32, #nv_tileas.tmem>"))
    arena = LL.Global("global_smem", LLVMArrayType(16, I8), "internal", 3, 16)
    prologue = (LL.ThreadIdX(tid), LL.AddressOf(smem, "global_smem"))
    m: Module[Any] = Module((arena, LL.LLVMFunc("k", LLVMFunctionType(LLVMVoidType(), ()), Region((Block("", (), prologue + (
        A.AllocTmem(tile, 0), A.DeallocTmem(tile), LL.LLVMReturn(()))),)), kernel=True, reqntid=(128, 1, 1),
        minctasm=1)))
    assert check_tma(m) == ()
    out = lower_tcgen05(m)
    assert check_tcgen05(out) == ()

    def c(name: str, v: int) -> LL.LLVMConstant:
        return LL.LLVMConstant(Value(name, I32), IntegerAttr(v, I32))

    def guard(p: str, k: str, bound: int, pred: LL.ICmpPredicate, *ops: object) -> tuple[object, ...]:
        return (c(k, bound), LL.ICmp(Value(p, I1), tid, Value(k, I32), pred),
                ScfIf((), Value(p, I1), Region((Block("", (), ops + (ScfYield(()),)),)),
                      Region((Block("", (), (ScfYield(()),)),))))

    def asm(text: str, *args: Value, constraints: str = "") -> LL.InlineAsm:
        return LL.InlineAsm((), args, text, constraints, True)

    bar, addr = Value("a1", LLVMPointerType(3)), Value("tmem7", LLVMPointerType(6))
    f = out.ops[1]
    assert out.ops[0] is arena and isinstance(f, LL.LLVMFunc)
    assert f.body.blocks[0].ops == prologue + (
        c("c0", 8), LL.GEP(bar, smem, (Value("c0", I32),), I8, (LL.DYNAMIC_INDEX,)),   # the accumulator barrier
        # warp 0 allocates 64 columns into the slot and gives up the permit
        *guard("p3", "c2", 32, LL.ICmpPredicate.ULT,
               asm("tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32 [$0], 64;", smem, constraints="l"),
               asm("tcgen05.relinquish_alloc_permit.cta_group::1.sync.aligned;")),
        # thread 0 inits the accumulator barrier (count 1)
        *guard("p6", "c5", 0, LL.ICmpPredicate.EQ, c("c4", 1), LL.MBarrierInitShared(bar, Value("c4", I32)),
               LL.FenceMBarrierInit()),
        LL.Barrier0(),
        # every thread reads the tensor-memory address from the slot: the tile is that address
        LL.Load(addr, smem, 4), LL.UnrealizedCast((tile,), (addr,)),
        # dealloc: fence, CTA barrier, then warp 0 frees the columns
        asm("tcgen05.fence::before_thread_sync;"), LL.Barrier0(),
        *guard("p9", "c8", 32, LL.ICmpPredicate.ULT, asm("tcgen05.fence::after_thread_sync;"),
               asm("tcgen05.dealloc.cta_group::1.sync.aligned.b32 $0, 64;", addr, constraints="r")),
        LL.LLVMReturn(()))
