"""lower_tcgen05 on the tmem <-> shared paths of the legalization table (spec 002): shared -> tmem is
``ldmatrix`` then ``tcgen05.st .16x128b``, tmem -> shared is ``tcgen05.ld .16x128b`` then ``stmatrix``.

The kernel ``kernels/tmem_copy_sm100.mlir`` runs both paths and ``tcgen05.ld .32x32b``: ``C = A`` goes
shared -> tmem -> registers -> global, ``D = A`` goes tmem -> shared (a tile TMA filled from ``B``) ->
global.  It compiles, ptxas accepts it for sm_100a without spills, mlir-opt-19 accepts its final IR, and
``nanotile check`` (reference interpreter vs the PTX emulator) passes on it; wrong fragment mappings,
a wrong swizzle and a dropped fence are rejected."""

from __future__ import annotations

import dataclasses
import re
from pathlib import Path
from typing import Any

import pytest

from conftest import require_tool, snapshot
from nanotile import pipeline
from nanotile.ir.parser import parse_module
from nanotile.ir.printer import print_module
from nanotile.launch import check as C
from nanotile.launch.kernel import CompiledKernel, compile_kernel
from nanotile.lowering import tcgen05
from nanotile.tools import ptxas, run_tool

KERNEL = (Path(__file__).parent / "kernels" / "tmem_copy_sm100.mlir").read_text()
_K: dict[str, CompiledKernel] = {}


def kernel() -> CompiledKernel:
    if "k" not in _K:
        _K["k"] = compile_kernel(KERNEL, "tmem_copy_sm100.mlir")
    return _K["k"]


def run(ptx: str | None = None, sizes: dict[str, int] | None = None) -> C.CheckResult | str:
    k = kernel() if ptx is None else dataclasses.replace(kernel(), ptx=ptx)
    try:
        return C.check(k, sizes or {}, None, seed=0)
    except C.CheckError as e:   # the emulator stopping (fault, race, deadlock) is a rejection too
        return str(e)


def bad_buffers(r: C.CheckResult | str) -> set[str]:
    assert not isinstance(r, str), r
    return {d.name for d in r.diffs}


# -- what the lowering emits ----------------------------------------------------------------------

# (first line pattern, how many lines in a row match it), in order; the loads' and stores' address
# arithmetic lies between the ldmatrix / stmatrix lines
SEQUENCE = [
    (r"\tmbarrier\.try_wait\.parity", 1),                                  # the TMA loads landed
    (r"\tldmatrix\.sync\.aligned\.m8n8\.x4\.shared\.b16 \{(%f\d+, ){3}%f\d+\}, \[%rd\d+\];", 8),  # 32 columns
    (r"\t\{ \.reg \.b32 ta; add\.u32 ta, %r\d+, %r\d+; tcgen05\.st\.sync\.aligned\.16x128b\.x8\.b32 \[ta\], "
     r"\{(%f\d+, ){15}%f\d+\}; add\.u32 ta, ta, 1048576; tcgen05\.st\.sync\.aligned\.16x128b\.x8\.b32 \[ta\]", 1),
    (r"\ttcgen05\.wait::st\.sync\.aligned;", 1),
    (r"\ttcgen05\.fence::before_thread_sync;", 1),
    (r"\tbar\.sync %r\d+, %r\d+;", 1),
    (r"\t\{ .*tcgen05\.ld\.sync\.aligned\.32x32b\.x32\.b32", 1),         # tmem -> registers (C)
    (r"\tst\.global\.f32", 1),
    (r"\tbar\.sync %r\d+, %r\d+;", 1),                                  # every thread waited before the commit
    (r"\ttcgen05\.commit\.", 1),
    (r"\tmbarrier\.try_wait\.parity\.shared\.b64 P1, \[%rd\d+\], %r\d+", 1),  # the second tmem read
    (r"\t\{ \.reg \.b32 ta; add\.u32 ta, %r\d+, %r\d+; tcgen05\.ld\.sync\.aligned\.16x128b\.x8\.b32 "
     r"\{(%f\d+, ){15}%f\d+\}, \[ta\]; add\.u32 ta, ta, 1048576; tcgen05\.ld\.sync\.aligned\.16x128b\.x8", 1),
    (r"\ttcgen05\.wait::ld\.sync\.aligned;", 1),
    (r"\tstmatrix\.sync\.aligned\.m8n8\.x4\.shared\.b16 \[%rd\d+\], \{(%f\d+, ){3}%f\d+\};", 8),
    (r"\tfence\.proxy\.async\.shared::cta;", 1),                           # before the TMA store reads it
    (r"\tbar\.sync %r\d+, %r\d+;", 1),
    (r"\tcp\.async\.bulk\.tensor\.2d\.global\.shared::cta", 1),
    (r"\ttcgen05\.dealloc", 1),
]


def test_ptx_has_both_copy_paths_in_order() -> None:
    lines = kernel().ptx.splitlines()
    i = 0
    for pat, times in SEQUENCE:
        rx = re.compile(pat)
        for _ in range(times):
            while i < len(lines) and not rx.match(lines[i]):
                i += 1
            assert i < len(lines), f"{pat!r} not found (x{times})"
            i += 1
    ptx = kernel().ptx
    assert len(re.findall(r"\tldmatrix\.", ptx)) == 8 and len(re.findall(r"\tstmatrix\.", ptx)) == 8
    # every row address goes through the 128-byte swizzle; cse shares the 8 offsets of the two tiles
    assert len(re.findall(r"\txor\.b32", ptx)) == 8


def test_stage_output_snapshot() -> None:
    out, _ = pipeline.run_pipeline(parse_module(KERNEL, "tmem_copy_sm100.mlir"), stop_after="lower-tcgen05")
    assert pipeline.language("tcgen05").check(out) == ()
    snapshot("lower-tcgen05.tmem_copy_sm100.mlir", print_module(out))


def test_assembles_for_sm100a_without_spills() -> None:
    require_tool("ptxas")
    r = ptxas(kernel().ptx, "sm_100a")
    assert r.ok, r.stderr
    assert "0 bytes spill stores, 0 bytes spill loads" in r.stderr


def test_mlir_opt_accepts_the_final_ir() -> None:
    opt = require_tool("mlir-opt-19")
    out, _ = pipeline.run_pipeline(parse_module(KERNEL, "tmem_copy_sm100.mlir"))
    text = print_module(out)
    assert "stmatrix.sync.aligned" in text and "ldmatrix.sync.aligned" in text
    r = run_tool([opt, "-"], stdin=text)
    assert r.ok, r.stderr


def test_the_llvm_checker_holds_ldmatrix_and_stmatrix_to_their_forms() -> None:
    out, _ = pipeline.run_pipeline(parse_module(KERNEL, "tmem_copy_sm100.mlir"))
    text = print_module(out)
    assert pipeline.language("llvm").check(parse_module(text)) == ()
    for old, new, why in [
        ("stmatrix.sync.aligned.m8n8.x4.shared.b16 [$0], {$1, $2, $3, $4};",
         "stmatrix.sync.aligned.m8n8.x4.shared.b16 [$0], {$2, $1, $3, $4};", "is not a PTX form"),
        ("tcgen05.ld.sync.aligned.16x128b.x8.b32", "tcgen05.ld.sync.aligned.16x128b.x16.b32", "is not a PTX form"),
        ("add.u32 ta, ta, 1048576;", "add.u32 ta, ta, 0;", "is not a PTX form"),
    ]:
        assert old in text
        diags = pipeline.language("llvm").check(parse_module(text.replace(old, new, 1)))
        assert len(diags) == 1 and why in diags[0].message and diags[0].loc.line > 0
    assert tcgen05.inline_asm_form(tcgen05.ldmatrix_text(4)) == (4, 1)
    assert tcgen05.inline_asm_form(tcgen05.stmatrix_text(2)) == (0, 3)
    assert tcgen05.inline_asm_form(tcgen05.tmem_ld_text(tcgen05.LAYOUT_16X128B, 64)) == (256, 2)
    assert tcgen05.inline_asm_form(tcgen05.tmem_ld_text(tcgen05.LAYOUT_16X128B, 128)) is None   # .x64 at most
    assert tcgen05.inline_asm_form("ldmatrix.sync.aligned.m8n8.x1.shared.b16 {$0}, [$1];") is None


def test_fragment_groups_and_swizzle() -> None:
    """A 128 x C tile in 16x128b layout holds C registers per thread, C/2 per 16-lane half; ``.x4``
    groups move them, a lone pair an ``.x2``; the swizzle flips bits 4.. with the bits 3 above."""
    assert tcgen05.matrix_groups(32) == [(0, 4), (4, 4), (8, 4), (12, 4), (16, 4), (20, 4), (24, 4), (28, 4)]
    assert tcgen05.matrix_groups(4) == [(0, 2), (2, 2)]
    assert tcgen05.matrix_groups(12) == [(0, 4), (4, 2), (6, 4), (10, 2)]
    assert tcgen05.swizzled(0x80 + 0x10, 128) == 0x80 and tcgen05.swizzled(0x3F0, 128) == 0x380
    assert tcgen05.swizzled(0x3F0, 32) == 0x3E0 and tcgen05.swizzled(0x3F0, 0) == 0x3F0


# -- it runs: the reference interpreter against the PTX emulator ---------------------------------


def test_check_passes_on_the_emulator() -> None:
    r = run()
    assert not isinstance(r, str) and r.ok, r if isinstance(r, str) else "\n".join(r.lines())
    r = run(sizes={"M": 128, "N": 96})
    assert not isinstance(r, str) and r.ok, r if isinstance(r, str) else "\n".join(r.lines())


def _mutate(pattern: str, repl: Any, count: int = 1) -> str:
    ptx = kernel().ptx
    bad, n = re.subn(pattern, repl, ptx, count=count)
    assert n and bad != ptx, f"mutation {pattern!r} did not apply"
    return bad


def test_a_wrong_stmatrix_fragment_order_is_caught() -> None:
    """The first stmatrix's matrices 0 and 1 swapped (rows 0-7 and 8-15 of a column block): D is wrong."""
    bad = _mutate(r"(stmatrix\.sync\.aligned\.m8n8\.x4\.shared\.b16 \[%rd\d+\], \{)(%f\d+), (%f\d+),", r"\1\3, \2,")
    assert bad_buffers(run(bad)) == {"D"}


def test_a_wrong_ldmatrix_fragment_order_is_caught() -> None:
    bad = _mutate(r"(ldmatrix\.sync\.aligned\.m8n8\.x4\.shared\.b16 \{)(%f\d+), (%f\d+),", r"\1\3, \2,")
    assert bad_buffers(run(bad)) == {"C", "D"}


def test_the_second_lane_half_is_needed() -> None:
    """tcgen05.ld .16x128b reads 16 lanes: without moving to lane +16, half of D's rows repeat."""
    bad = _mutate(r"(tcgen05\.ld\.sync\.aligned\.16x128b\.x8\.b32 [^;]*; add\.u32 ta, ta, )1048576;", r"\g<1>0;")
    assert bad_buffers(run(bad)) == {"D"}


def test_a_wrong_swizzle_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    """The lowering computing row addresses with the 64-byte pattern on a 128-byte swizzled tile: C (read
    through ldmatrix) is scrambled; D is not, as stmatrix applies the same permutation back."""
    good = kernel().ptx
    monkeypatch.setitem(tcgen05.SWIZZLE_BITS, 128, 0x30)
    bad = compile_kernel(KERNEL, "tmem_copy_sm100.mlir").ptx
    assert bad != good
    assert bad_buffers(run(bad)) == {"C"}


def test_no_stmatrix_leaves_b_in_d() -> None:
    bad = _mutate(r"\tstmatrix\.sync[^\n]*\n", "", count=8)
    assert bad_buffers(run(bad)) == {"D"}


def test_the_fence_before_the_tma_store_is_needed() -> None:
    """stmatrix writes through the generic proxy, the TMA store reads through the async proxy."""
    bad = _mutate(r"\tfence\.proxy\.async\.shared::cta;\n", "", count=2)
    r = run(bad)
    assert isinstance(r, str) or not r.ok


def test_the_agent_barrier_before_the_second_commit_is_needed() -> None:
    """Both reads commit onto the accumulator barrier (one arrival, thread 0's) and wait for its next
    phase (parity 0, then 1).  Without the bar.sync before the second commit, warp 0 can pass its first
    wait, commit again and complete phase 1 while a lagging warp has not waited for phase 0 yet: that
    warp then waits with parity 0 while phase 2 is in progress, a hang on hardware.  The default
    schedules report it as parity aliasing at the first wait (schedule 0 alone does not)."""
    ptx = kernel().ptx
    lines = ptx.splitlines()
    commits = [i for i, t in enumerate(lines) if "\ttcgen05.commit." in t]
    assert len(commits) == 2
    first_wait = min(i for i, t in enumerate(lines) if "mbarrier.try_wait" in t and i > commits[0])
    between = [i for i in range(first_wait, commits[1]) if lines[i].startswith("\tbar.sync")]
    assert len(between) == 1
    bad = "\n".join(lines[:between[0]] + lines[between[0] + 1:]) + "\n"
    k = dataclasses.replace(kernel(), ptx=bad)
    assert C.check(k, {}, None, seed=0, schedules=1).ok
    with pytest.raises(C.CheckError) as e:
        C.check(k, {}, None, seed=0)
    assert re.match(rf"the emulator stopped under warp schedule [1-9]\d* \(warp schedules? 0(-\d+)? ran clean\): "
                    rf"EmuError: line {first_wait + 1}: mbarrier.try_wait: parity aliasing on mbarrier 0x[0-9a-f]+: this "
                    r"warp last saw it in phase 0 and waits with parity 0, but 2 phases have completed since",
                    str(e.value)), str(e.value)


_READ_C = ('    %r = "nv_tileas.copy"(%t1) <{dst_space = #nv_tileas.memory_space<generic>, src_space = '
           '#nv_tileas.memory_space<tmem>}> : (tensor<128x32xf32, #nv_tileas.tmem>) -> '
           'tensor<128x32xf32, #nv_tileas.layout<tmem_32x32b>>\n')
_STORE_C = next(t for t in KERNEL.splitlines(True) if '"nv_tileas.tiled_store"(%vC' in t)
LOOP = KERNEL.replace(_READ_C + _STORE_C, (
    '    %lb = "arith.constant"() <{value = 0 : index}> : () -> index\n'
    '    %ub = "arith.constant"() <{value = 3 : index}> : () -> index\n'
    '    %step = "arith.constant"() <{value = 1 : index}> : () -> index\n'
    '    "scf.for"(%lb, %ub, %step) ({\n'
    '    ^bb0(%i: index):\n'
    f'  {_READ_C}  {_STORE_C}'
    '      "scf.yield"() : () -> ()\n'
    '    }) : (index, index, index) -> ()\n'))


def test_a_read_in_a_loop_waits_for_the_agent_before_each_commit() -> None:
    """C read from tensor memory three times in a loop, then D's read after it: the loop's commit reuses
    the barrier its own earlier iterations waited on, so it is preceded by the agent's bar.sync too
    (harmless in the first iteration).  Without it the default check reports the missed phase."""
    assert LOOP != KERNEL
    k = compile_kernel(LOOP, "tmem_copy_loop.mlir")
    r = C.check(k, {}, None, seed=0)
    assert r.ok, "\n".join(r.lines())
    lines = k.ptx.splitlines()
    commits = [i for i, t in enumerate(lines) if "\ttcgen05.commit." in t]
    assert len(commits) == 2
    loop_sync = max(i for i in range(commits[0]) if lines[i].startswith("\tbar.sync"))
    assert commits[0] - loop_sync <= 3, lines[loop_sync:commits[0] + 1]   # right before the guarded commit
    bad = dataclasses.replace(k, ptx="\n".join(lines[:loop_sync] + lines[loop_sync + 1:]) + "\n")
    with pytest.raises(C.CheckError, match=r"mbarrier.try_wait: parity aliasing on mbarrier"):
        C.check(bad, {}, None, seed=0)
    require_tool("ptxas")
    a = ptxas(k.ptx, "sm_100a")
    assert a.ok and "0 bytes spill stores, 0 bytes spill loads" in a.stderr, a.stderr


# -- several allocations in one function -------------------------------------------------------

TWO_ALLOCS = KERNEL.replace(
    '    %t0 = "nv_tileas.alloc_tmem"() : () -> tensor<128x32xf32, #nv_tileas.tmem>\n',
    '    %t0 = "nv_tileas.alloc_tmem"() : () -> tensor<128x32xf32, #nv_tileas.tmem>\n'
    '    %u0 = "nv_tileas.alloc_tmem"() : () -> tensor<128x32xf32, #nv_tileas.tmem>\n').replace(
    '    %sd = "nv_tileas.copy"(%t1, %sb)',
    '    %u1 = "nv_tileas.copy"(%r, %u0) <{dst_space = #nv_tileas.memory_space<tmem>, src_space = '
    '#nv_tileas.memory_space<generic>}> : (tensor<128x32xf32, #nv_tileas.layout<tmem_32x32b>>, '
    'tensor<128x32xf32, #nv_tileas.tmem>) -> tensor<128x32xf32, #nv_tileas.tmem>\n'
    '    %sd = "nv_tileas.copy"(%u1, %sb)').replace(
    '    "nv_tileas.dealloc_tmem"(%t0)',
    '    "nv_tileas.dealloc_tmem"(%u0) : (tensor<128x32xf32, #nv_tileas.tmem>) -> ()\n'
    '    "nv_tileas.dealloc_tmem"(%t0)')


def test_two_allocations_run_and_relinquish_after_the_last() -> None:
    """D now travels A -> shared -> TMEM (first allocation) -> registers -> TMEM (second) -> shared.
    tcgen05.alloc after relinquish_alloc_permit is illegal (PTX ISA 9.7.16.7.1): one relinquish, after
    the second alloc."""
    assert TWO_ALLOCS.count("\"nv_tileas.alloc_tmem\"") == 2 and TWO_ALLOCS.count("\"nv_tileas.dealloc_tmem\"") == 2
    k = compile_kernel(TWO_ALLOCS, "two_allocs.mlir")
    allocs = [m.start() for m in re.finditer(r"tcgen05\.alloc\.", k.ptx)]
    relinquish = [m.start() for m in re.finditer(r"tcgen05\.relinquish_alloc_permit", k.ptx)]
    assert len(allocs) == 2 and len(relinquish) == 1 and allocs[1] < relinquish[0]
    assert len(re.findall(r"tcgen05\.dealloc\.", k.ptx)) == 2
    r = C.check(k, {}, None, seed=0)
    assert r.ok, "\n".join(r.lines())
    require_tool("ptxas")
    a = ptxas(k.ptx, "sm_100a")
    assert a.ok and "0 bytes spill stores, 0 bytes spill loads" in a.stderr, a.stderr


def test_the_legalized_input_snapshot() -> None:
    """What lower_tcgen05 receives for this kernel: tileas-legalize-tmem-copy's ldmatrix + tmem_store
    16x128b.x8, tmem_load 32x32b.x32, tmem_load 16x128b.x8 + stmatrix."""
    out, _ = pipeline.run_pipeline(parse_module(KERNEL, "tmem_copy_sm100.mlir"), stop_after="tileas-legalize-tmem-copy")
    text = print_module(out)
    for piece in ('"nv_tileas.ldmatrix"', '"nv_tileas.stmatrix"', "shape_16x128b", "shape_32x32b"):
        assert piece in text
    assert '"nv_tileas.copy"' not in text
    snapshot("tileas-legalize-tmem-copy.tmem_copy_sm100.mlir", text)


def test_a_growing_allocation_is_refused_where_it_is() -> None:
    """tcgen05.alloc's column counts may not increase from one allocation to the next (PTX ISA
    9.7.16.7.1, as the emulator enforces): a located error at the growing alloc_tmem."""
    from nanotile.ir.diagnostics import DiagnosticError

    line = '    %u0 = "nv_tileas.alloc_tmem"() : () -> tensor<128x64xf32, #nv_tileas.tmem>'
    text = KERNEL.replace(
        '    %t0 = "nv_tileas.alloc_tmem"() : () -> tensor<128x32xf32, #nv_tileas.tmem>\n',
        '    %t0 = "nv_tileas.alloc_tmem"() : () -> tensor<128x32xf32, #nv_tileas.tmem>\n' + line + "\n").replace(
        '    "nv_tileas.dealloc_tmem"(%t0)',
        '    "nv_tileas.dealloc_tmem"(%u0) : (tensor<128x64xf32, #nv_tileas.tmem>) -> ()\n'
        '    "nv_tileas.dealloc_tmem"(%t0)')
    assert line in text
    with pytest.raises(DiagnosticError) as e:
        pipeline.run_pipeline(parse_module(text, "grow.mlir"))
    (d,) = e.value.diagnostics
    assert "takes 64 columns after an allocation of 32" in d.message
    assert d.loc.line == text.splitlines().index(line) + 1


# -- typed snapshot on a hand-built tma-language module: a 128x4 f32 register tile in the 16x128b layout
# stored into a 32-byte swizzled shared tile (16-byte rows): two stmatrix .x2 per thread (one per 16-lane
# half), each lane's row address swizzled, then the proxy fence and the agent barrier

def test_typed_snapshot_stmatrix() -> None:
    from nanotile.checkers.lowered import check_tcgen05, check_tma
    from nanotile.ir.attributes import IntegerAttr
    from nanotile.ir.core import Block, Module, Region, Value
    from nanotile.ir.parser import parse_type
    from nanotile.ir.types import F32, I8, I32, LLVMArrayType, LLVMFunctionType, LLVMPointerType, LLVMStructType
    from nanotile.ir.types import LLVMVoidType
    from nanotile.languages import llvm as LL
    from nanotile.languages import tileas_tmem as D
    from nanotile.passes.lower_tcgen05 import lower_tcgen05

    tid, smem = Value("tid", I32), Value("smem", LLVMPointerType(3))
    regs_t = parse_type("tensor<128x4xf32, #nv_tileas.layout<tmem_16x128b>>")
    smem_t = parse_type("tensor<128x4xf32, #nv_tileas.smem<swizzle = 32>>")
    st = LLVMStructType((F32,) * 4)
    r, s, s1, rl = Value("r", regs_t), Value("s", smem_t), Value("s1", smem_t), Value("rl", st)
    arena = LL.Global("global_smem", LLVMArrayType(2048, I8), "internal", 3, 1024)
    prologue = (LL.ThreadIdX(tid), LL.AddressOf(smem, "global_smem"))
    head = prologue + (LL.Undef(rl), LL.UnrealizedCast((r,), (rl,)), LL.UnrealizedCast((s,), (smem,)))
    m: Module[Any] = Module((arena, LL.LLVMFunc("k", LLVMFunctionType(LLVMVoidType(), ()), Region((Block("", (), head + (
        D.StMatrix(s1, r, s), LL.LLVMReturn(()))),)), kernel=True, reqntid=(128, 1, 1), minctasm=1)))
    assert check_tma(m) == ()
    out = lower_tcgen05(m)
    assert check_tcgen05(out) == ()

    def i32(name: str) -> Value:
        return Value(name, I32)

    def c(name: str, v: int) -> LL.LLVMConstant:
        return LL.LLVMConstant(i32(name), IntegerAttr(v, I32))

    def op(cls: Any, name: str, a: Value, b: str) -> Any:
        return cls(i32(name), a, i32(b))

    def asm(text: str, *args: Value, constraints: str = "") -> LL.InlineAsm:
        return LL.InlineAsm((), args, text, constraints, True)

    rv, base = Value("r_0", st), Value("s_5", LLVMPointerType(3))
    e = [Value(f"e{i}", F32) for i in range(1, 5)]
    a31, a39 = Value("a31", LLVMPointerType(3)), Value("a39", LLVMPointerType(3))
    f = out.ops[1]
    assert isinstance(f, LL.LLVMFunc)
    assert f.body.blocks[0].ops == head + (
        LL.UnrealizedCast((rv,), (r,)), *(LL.ExtractValue(e[i], rv, (i,)) for i in range(4)),
        LL.UnrealizedCast((base,), (s,)),
        # lane l = tid % 32 of warp quarter q = (tid / 32) % 4 addresses row 32 q + 8 ((l >> 3) & 1) + (l & 7)
        c("c6", 32), op(LL.URem, "t7", tid, "c6"), c("c8", 32), op(LL.UDiv, "t9", tid, "c8"),
        c("c10", 4), op(LL.URem, "t11", i32("t9"), "c10"), c("c12", 3), op(LL.LShr, "t13", i32("t7"), "c12"),
        c("c14", 1), op(LL.And, "t15", i32("t13"), "c14"), c("c16", 32), op(LL.Mul, "t17", i32("t11"), "c16"),
        c("c18", 8), op(LL.Mul, "t19", i32("t15"), "c18"), op(LL.Add, "t20", i32("t17"), "t19"),
        c("c21", 7), op(LL.And, "t22", i32("t7"), "c21"), op(LL.Add, "t23", i32("t20"), "t22"),
        c("c24", 16), op(LL.Mul, "t25", i32("t23"), "c24"),                       # 16-byte rows
        # half 0: registers 0, 1 (rows +0 and +8 of column block 0); 32-byte swizzle: bit 4 ^= bit 7
        c("c26", 3), op(LL.LShr, "t27", i32("t25"), "c26"), c("c28", 16), op(LL.And, "t29", i32("t27"), "c28"),
        op(LL.Xor, "t30", i32("t25"), "t29"), LL.GEP(a31, base, (i32("t30"),), I8, (LL.DYNAMIC_INDEX,)),
        asm("stmatrix.sync.aligned.m8n8.x2.shared.b16 [$0], {$1, $2};", a31, e[0], e[1], constraints="l,f,f"),
        # half 1: registers 2, 3, 16 rows (256 bytes) further
        c("c32", 256), op(LL.Add, "t33", i32("t25"), "c32"),
        c("c34", 3), op(LL.LShr, "t35", i32("t33"), "c34"), c("c36", 16), op(LL.And, "t37", i32("t35"), "c36"),
        op(LL.Xor, "t38", i32("t33"), "t37"), LL.GEP(a39, base, (i32("t38"),), I8, (LL.DYNAMIC_INDEX,)),
        asm("stmatrix.sync.aligned.m8n8.x2.shared.b16 [$0], {$1, $2};", a39, e[2], e[3], constraints="l,f,f"),
        # the tile may feed a TMA store: proxy fence, then the agent's 128 threads meet
        LL.FenceProxy("async.shared", "cta"), c("c40", 1), c("c41", 128),
        asm("bar.sync $0, $1;", i32("c40"), i32("c41"), constraints="r,r"),
        LL.UnrealizedCast((s1,), (base,)),
        LL.LLVMReturn(()))
