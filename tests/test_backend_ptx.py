"""The PTX emitter: every example assembles with ptxas, the gemm carries the promised families,
and the upstream toolchain (mlir-opt-19 | mlir-translate-19 | llc-19 | ptxas) accepts the same IR."""

from __future__ import annotations

import functools
import os
import re
import subprocess
import sys
import tempfile
from typing import Any

import pytest

from conftest import require_tool, run_cli, snapshot, stage_inputs
from nanotile import pipeline
from nanotile.languages.llvm import LlvmModule
from nanotile.backend_ptx import emit_ptx
from nanotile.backend_ptx.emit import _float_imm, leaf_range, leaves
from nanotile.cli import examples
from nanotile.ir.parser import parse_module
from nanotile.ir.printer import print_module
from nanotile.ir.types import F16, F32, I32, I64, LLVMArrayType, LLVMPointerType, LLVMStructType
from nanotile.languages import llvm as LL
from nanotile.tools import ptxas, run_tool

TARGET = {"vector_add": "sm_80", "tma_copy": "sm_90a", "gemm_sm90": "sm_90a", "gemm_sm100": "sm_100a"}
# LLVM 19's NVPTX backend stops at sm_90a / PTX 8.5: for sm_100a the upstream cross-check is mlir-opt-19
LLVM19_TARGETS = sorted(n for n, t in TARGET.items() if t != "sm_100a")


def _compile_example(name: str) -> tuple[str, str]:
    """(final llvm-language text, PTX) for a shipped example."""
    m = parse_module(examples()[name], f"{name}.mlir")
    out, lang = pipeline.run_pipeline(m)
    assert lang is pipeline.LANGUAGES[-1]
    return print_module(out), emit_ptx(LlvmModule(out))


compile_example = functools.cache(_compile_example)   # once per example per session; strings are immutable


@pytest.mark.parametrize("name", sorted(TARGET))
def test_example_assembles_without_spills(name: str) -> None:
    require_tool("ptxas")
    _, ptx = compile_example(name)
    assert f".target {TARGET[name]}" in ptx
    r = ptxas(ptx, TARGET[name])
    assert r.ok, r.stderr
    assert "0 bytes spill stores, 0 bytes spill loads" in r.stderr
    assert "warning" not in r.stderr.lower(), r.stderr


def test_cli_prints_ptx_by_default() -> None:
    r = subprocess.run([sys.executable, "-m", "nanotile", "--example", "tma_copy"],
                       capture_output=True, text=True, timeout=120)
    assert r.returncode == 0, r.stderr
    assert r.stdout == compile_example("tma_copy")[1]


def test_tma_copy_ptx_snapshot() -> None:
    """Reviewed: params (2 pointers, 2 sizes, 2 grid-constant descriptors), one-thread mbarrier init
    + fence + bar.sync, expect_tx 8192 = 64*64*2 bytes, inner-first {col, row}, try_wait loop,
    fence.proxy.async before the TMA store, commit + wait_group.read."""
    require_tool("ptxas")
    _, ptx = compile_example("tma_copy")
    snapshot("tma_copy.ptx", ptx)
    assert ptxas(ptx, "sm_90a").ok


GEMM_FAMILIES = [
    r"^\.reqntid 384, 1, 1$",
    r"^\.minnctapersm 1$",
    r"\.param \.align 64 \.b8 gemm_sm90_param_6\[128\]",
    r"\.param \.align 64 \.b8 gemm_sm90_param_7\[128\]",
    r"^\.shared \.align 1024 \.b8 global_smem\[\d+\];$",
    r"mbarrier\.init\.shared\.b64 \[%rd\d+\], %r\d+;",
    r"mbarrier\.arrive\.expect_tx\.shared\.b64 _, \[%rd\d+\], %r\d+;",
    r"cp\.async\.bulk\.tensor\.2d\.shared::cluster\.global\.mbarrier::complete_tx::bytes "
    r"\[%rd\d+\], \[%rd\d+, \{%r\d+, %r\d+\}\], \[%rd\d+\];",
    r"mbarrier\.try_wait\.parity\.shared\.b64 P1, \[%rd\d+\], %r\d+, %r\d+;",
    r"mbarrier\.arrive\.shared\.b64 %rd\d+, \[%rd\d+\];",
    r"wgmma\.fence\.sync\.aligned;",
    r"wgmma\.mma_async\.sync\.aligned\.m64n128k16\.f32\.f16\.f16 \{(%f\d+, ){63}%f\d+\}, %rd\d+, %rd\d+, %p\d+, 1, 1, 0, 0;",
    r"wgmma\.commit_group\.sync\.aligned;",
    r"wgmma\.wait_group\.sync\.aligned 0;",
]


@pytest.mark.parametrize("pattern", GEMM_FAMILIES)
def test_gemm_ptx_has_family(pattern: str) -> None:
    _, ptx = compile_example("gemm_sm90")
    assert re.search(pattern, ptx, re.M), pattern


def test_gemm_smem_covers_three_stages() -> None:
    _, ptx = compile_example("gemm_sm90")
    size = int(re.search(r"global_smem\[(\d+)\]", ptx).group(1))  # type: ignore[union-attr]
    assert size >= 3 * 2 * 128 * 16 * 2 + 6 * 8        # A and B stages, full + empty barriers
    assert size <= 48 * 1024                            # static shared memory limit


def test_tma_coordinates_are_inner_first() -> None:
    """tiled_load(%vs, %row, %col) -> cp.async.bulk.tensor(..., %col, %row, ...)."""
    text, _ = compile_example("tma_copy")
    m = parse_module(text)
    copies = [o for o in _walk(m) if isinstance(o, (LL.CpAsyncBulkTensorGlobalToShared,
                                                      LL.CpAsyncBulkTensorSharedToGlobal))]
    assert len(copies) == 2
    for c in copies:
        assert [v.name for v in c.coords] == ["col", "row"]


def _walk(m: object) -> list[object]:
    from nanotile.ir.core import walk
    return list(walk(m.ops))  # type: ignore[attr-defined]


def test_emit_is_deterministic() -> None:
    assert _compile_example("gemm_sm90") == compile_example("gemm_sm90")   # a fresh compile, the cached one


# -- the upstream toolchain on nanotile's final IR ---------------------------------------


def test_mlir_opt_accepts_the_sm100a_final_ir() -> None:
    """tcgen05 is llvm.inline_asm on !llvm.ptr<6> tensor-memory addresses: still valid LLVM dialect."""
    opt = require_tool("mlir-opt-19")
    text, _ = compile_example("gemm_sm100")
    assert '"llvm.inline_asm"' in text and "!llvm.ptr<6>" in text
    r = run_tool([opt, "-"], stdin=text)
    assert r.ok, r.stderr


@pytest.mark.parametrize("name", LLVM19_TARGETS)
def test_upstream_chain_accepts_final_ir(name: str) -> None:
    opt, translate, llc = require_tool("mlir-opt-19"), require_tool("mlir-translate-19"), require_tool("llc-19")
    require_tool("ptxas")
    text, _ = compile_example(name)
    r = run_tool([opt, "--convert-nvvm-to-llvm", "-"], stdin=text)
    assert r.ok, r.stderr
    r = run_tool([translate, "--mlir-to-llvmir", "-"], stdin=r.stdout)
    assert r.ok, r.stderr
    with tempfile.TemporaryDirectory() as d:
        ll = os.path.join(d, "k.ll")
        with open(ll, "w") as f:
            f.write(r.stdout)
        r = run_tool([llc, "-march=nvptx64", f"-mcpu={TARGET[name]}", "-mattr=+ptx80", ll, "-o", "-"])
    assert r.ok, r.stderr
    a = ptxas(r.stdout, TARGET[name])
    assert a.ok, a.stderr


# -- emitter pieces ------------------------------------------------------------------------


def test_aggregate_leaves_and_ranges() -> None:
    desc = LLVMStructType((LLVMPointerType(1), LLVMPointerType(1), I64, LLVMArrayType(2, I64), LLVMArrayType(2, I64)))
    assert leaves(desc) == (LLVMPointerType(1),) * 2 + (I64,) * 5
    assert leaf_range(desc, (3,)) == (3, 5)
    assert leaf_range(desc, (4, 1)) == (6, 7)
    assert leaf_range(desc, (0,)) == (0, 1)


def test_leaf_ranges_of_every_position() -> None:
    """``leaf_range`` (its field ranges memoized by the struct object and by its field objects) agrees
    with counting the leaves, at every position of nested structs and arrays, for equal structs that
    are distinct objects, sharing their field objects or not."""
    def ref(t: Any, position: tuple[int, ...]) -> tuple[int, int]:
        start = 0
        for i in position:
            if isinstance(t, LLVMStructType):
                start += sum(len(leaves(f)) for f in t.fields[:i])
                t = t.fields[i]
            else:
                start += i * len(leaves(t.element))
                t = t.element
        return start, start + len(leaves(t))

    def positions(t: Any) -> list[tuple[int, ...]]:
        inner = t.fields if isinstance(t, LLVMStructType) else (t.element,) * t.size \
            if isinstance(t, LLVMArrayType) else ()
        return [(i,) + p for i, f in enumerate(inner) for p in [()] + positions(f)]

    def make() -> Any:
        pair = LLVMStructType((I64, LLVMArrayType(3, LLVMPointerType(1))))
        return LLVMStructType((LLVMPointerType(1), pair, I64, LLVMArrayType(2, pair), pair))

    a, b = make(), make()
    c = LLVMStructType(a.fields)                 # equal, a distinct object with a's field objects
    for t in (a, b, c, a):
        ps = positions(t)
        assert len(ps) > 20
        for p in ps:
            assert leaf_range(t, p) == ref(t, p), p


def test_float_immediates() -> None:
    assert _float_imm(1.0, F32) == "0f3F800000"
    assert _float_imm(0.0, F32) == "0f00000000"
    assert _float_imm(-2.0, F32) == "0fC0000000"
    assert _float_imm(1.0, F16) == "0x3C00"


def test_float_immediates_round_as_the_interpreter_does() -> None:
    """Every float immediate is the literal rounded to its type to nearest, ties to even, as the reference
    interpreter's numpy / ml_dtypes types round it; a finite value past the type's range is an infinity
    (as MLIR's parser makes ``1.0e39 : f32``). bf16 was truncated (``1.01171875 : bf16`` became 0x3F81, the
    interpreter's 0x3F82: ``nanotile check`` found every element different) and a value past f32's or f16's
    range an OverflowError (exit 2)."""
    import math
    import random
    import struct

    import ml_dtypes
    import numpy as np

    from nanotile.ir.types import BF16

    assert _float_imm(1.01171875, BF16) == "0x3F82" and _float_imm(0.1, BF16) == "0x3DCD"
    assert _float_imm(1.0e39, F32) == "0f7F800000" and _float_imm(-1.0e39, F32) == "0fFF800000"
    assert _float_imm(70000.0, F16) == "0x7C00" and _float_imm(3.4028236e38, BF16) == "0x7F80"
    rng = random.Random(20261126)
    for i in range(20000):
        v = struct.unpack("<d", struct.pack("<Q", rng.getrandbits(64)))[0] if i % 2 else \
            rng.uniform(-4, 4) * 2.0 ** rng.randint(-150, 130)
        if math.isnan(v):
            continue
        with np.errstate(over="ignore"):
            for t, dt, fmt in ((F32, np.float32, "0f%08X"), (F16, np.float16, "0x%04X"),
                               (BF16, ml_dtypes.bfloat16, "0x%04X")):
                bits = np.array(v).astype(dt).view(np.uint32 if t == F32 else np.uint16)
                assert _float_imm(v, t) == fmt % int(bits), (v, t)


SWAP = """
module attributes {nv_tileaa.target_spec = "sm_80"} {
  "llvm.func"() <{function_type = !llvm.func<void (ptr<1>, i32)>, sym_name = "swap"}> ({
  ^bb0(%out: !llvm.ptr<1>, %n: i32):
    %zero = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
    %one = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
    "llvm.br"(%zero, %zero, %one)[^bb1] : (i32, i32, i32) -> ()
  ^bb1(%i: i32, %a: i32, %b: i32):
    %more = "llvm.icmp"(%i, %n) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %i1 = "llvm.add"(%i, %one) : (i32, i32) -> i32
    "llvm.cond_br"(%more, %i1, %b, %a)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 3, 0>}> : (i1, i32, i32, i32) -> ()
  ^bb2:
    %p = "llvm.getelementptr"(%out, %a) <{elem_type = i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>
    "llvm.store"(%b, %p) : (i32, !llvm.ptr<1>) -> ()
    "llvm.return"() : () -> ()
  }) {nvvm.kernel} : () -> ()
}
"""


def test_block_argument_swap_goes_through_temporaries() -> None:
    """The back edge passes (i+1, b, a) to (i, a, b): a parallel copy whose sources are destinations."""
    from nanotile.checkers.llvm import check

    m = parse_module(SWAP)
    assert check(m) == ()
    ptx = emit_ptx(LlvmModule(m))
    body = ptx[ptx.index("$L_then"):]
    movs = re.findall(r"mov\.b32 (%r\d+), (%r\d+);", body)
    # three copies into temporaries, then three from them: no block-argument register is read
    # after the copy has overwritten it
    assert len(movs) == 6
    block_arg_regs = {dst for dst, _ in movs[3:]}
    written: set[str] = set()
    for dst, src in movs:
        assert src not in written & block_arg_regs, ptx
        written.add(dst)
    assert len(movs) == 6
    require_tool("ptxas")
    assert ptxas(ptx, "sm_80").ok


def test_unprintable_op_is_a_located_diagnostic() -> None:
    from nanotile.ir.diagnostics import DiagnosticError

    text = SWAP.replace("ptr<1>, i32)>", "ptr<7>, i32)>").replace("%out: !llvm.ptr<1>", "%out: !llvm.ptr<7>") \
        .replace("(!llvm.ptr<1>, i32) -> !llvm.ptr<1>", "(!llvm.ptr<7>, i32) -> !llvm.ptr<7>") \
        .replace("(i32, !llvm.ptr<1>) -> ()", "(i32, !llvm.ptr<7>) -> ()")
    m = parse_module(text, "k.mlir")
    with pytest.raises(DiagnosticError) as e:
        emit_ptx(LlvmModule(m))
    d = e.value.diagnostics[0]
    assert d.message == "no PTX state space for !llvm.ptr<7>"
    assert (d.loc.file, d.loc.line) == ("k.mlir", 14)   # the llvm.store


@pytest.mark.parametrize("name", sorted(TARGET))
def test_final_ir_reparses_equal_and_input_language_llvm_gives_the_same_ptx(name: str, tmp_path: object) -> None:
    """The printed final IR (with locations) parses back to the same module; compiling that text
    with ``--input-language llvm`` runs only the emitter and prints the same PTX."""
    out = stage_inputs(name)["final"]
    text = print_module(out, debuginfo=True)
    assert parse_module(text) == out
    path = os.path.join(str(tmp_path), "final.mlir")
    with open(path, "w") as f:
        f.write(text)
    r = run_cli(["--input-language", "llvm", path])
    assert r.returncode == 0, r.stderr
    assert r.stdout == emit_ptx(LlvmModule(out))


def test_gemm_print_ir_after_all_shows_every_language_and_timing_every_pass() -> None:
    r = run_cli(["--example", "gemm_sm90", "--print-ir-after-all", "--timing", "-o", os.devnull])
    assert r.returncode == 0, r.stderr
    dumps = re.findall(r"IR Dump After (\S+) \((\S+) -> (\S+)\)", r.stderr)
    assert dumps == [(st.name, st.source.name, st.target.name) for st in pipeline.STAGES]
    # every language in order, then the llvm -> llvm clean-up and planning stages
    targets = [d[2] for d in dumps]
    assert list(dict.fromkeys(targets)) == [lang.name for lang in pipeline.LANGUAGES[1:]]
    assert targets[len(pipeline.LANGUAGES) - 2:] == ["llvm"] * (len(targets) - len(pipeline.LANGUAGES) + 2)
    for st in pipeline.STAGES:
        assert re.search(rf"^\s+{re.escape(st.name)}\s+\d+\.\d+\s+\d+\.\d+\s+\d+\s+\d+$", r.stderr, re.M)


def _vector_add_with(props: str) -> str:
    text = examples()["vector_add"]
    first = 'operandSegmentSizes = array<i32: 1, 1, 0, 0>}> : (memref<?xf32, 1>, i32)'
    assert first in text
    return text.replace(first, f'operandSegmentSizes = array<i32: 1, 1, 0, 0>, {props}}}> : (memref<?xf32, 1>, i32)', 1)


def test_load_padding_value_is_what_out_of_bounds_lanes_read() -> None:
    require_tool("ptxas")
    m = parse_module(_vector_add_with('padding_value = "nan"'), "k.mlir")
    out, _ = pipeline.run_pipeline(m)
    consts = [o for o in _walk(out) if isinstance(o, LL.LLVMConstant) and o.result.type == F32]
    nans = [c for c in consts if c.value.value != c.value.value]  # type: ignore[union-attr]
    assert nans, "no NaN padding constant"
    ptx = emit_ptx(LlvmModule(out))
    assert "0f7FC00000" in ptx
    assert ptxas(ptx, "sm_80").ok


def test_non_weak_register_tile_load_is_rejected_not_miscompiled() -> None:
    from nanotile.ir.diagnostics import DiagnosticError

    m = parse_module(_vector_add_with('mem_scope = "gpu", mem_semantic = "relaxed"'), "k.mlir")
    with pytest.raises(DiagnosticError) as e:
        pipeline.run_pipeline(m)
    d = e.value.diagnostics[0]
    assert (d.loc.line, d.loc.col) == (12, 5)
    assert d.message == ("'nv_tileas.tiled_load' with mem_semantic \"relaxed\" has no lowering in nanotile yet "
                         "(only weak loads and stores are lowered)")
