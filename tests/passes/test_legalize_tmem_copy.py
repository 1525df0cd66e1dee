"""legalize_tmem_copy (spec 002 TileASLegalizeTmemCopy): the dispatch table, typed and text snapshots,
no mutation, pass-through identity, determinism; and the tcgen05 descriptor bits it shares."""

from __future__ import annotations

from typing import Any

import pytest

from conftest import snapshot
from nanotile.checkers import tileas as in_checker
from nanotile.checkers import tileas_tmem as out_checker
from nanotile.cli import examples
from nanotile.ir.attributes import DialectAttr, DictAttr, IntegerAttr, StringAttr
from nanotile.ir.core import Block, Module, Region, Value, walk
from nanotile.ir.diagnostics import DiagnosticError
from nanotile.ir.location import Location
from nanotile.ir.parser import parse_module
from nanotile.ir.printer import print_module
from nanotile.ir.types import BF16, F16, F32, I32, FunctionType, KeyParam, TensorType
from nanotile.languages import tileas as A
from nanotile.languages import tileas_tmem as D
from nanotile.lowering import tcgen05
from nanotile.passes.attach_tma_descriptor_args import attach_tma_descriptor_args
from nanotile.passes.legalize_tmem_copy import legalize_tmem_copy
from nanotile.passes.lower_tma_load_store_to_async import lower_tma_load_store_to_async

import nanotile.pipeline  # noqa: F401

# ---------------------------------------------------------------------------
# Builders: the grammar of the test modules.

LOC = Location("k.mlir", 1, 1)
SPACE = A.MemorySpace
TMEM = TensorType((128, 64), F32, DialectAttr("nv_tileas", "tmem", ()))


def reg(layout: str, shape: tuple[int, int] = (128, 64)) -> TensorType:
    return TensorType(shape, F32, tcgen05.layout_attr(layout))


def smem(shape: tuple[int, int] = (128, 64)) -> TensorType:
    return TensorType(shape, F32, DialectAttr("nv_tileas", "smem", (KeyParam("swizzle", 128),)))


def v(name: str, t: Any) -> Value:
    return Value(name, t)


def copy(res: Value, src: Value, dest: Value | None, s: A.MemorySpace, d: A.MemorySpace) -> A.Copy:
    return A.Copy(res, src, dest, s, d, LOC)


def module(args: tuple[Value, ...], ops: tuple[Any, ...], target: str = "sm_100a") -> Module[Any]:
    f = A.TileFunc("k", FunctionType(tuple(a.type for a in args), ()),
                   Region((Block("bb0", args, ops + (A.TileReturn((), LOC),)),)),
                   A.KernelSpec(4), loc=LOC)
    cc = 100 if target.startswith("sm_10") else 90
    attrs = DictAttr.of(("nv_tileaa.compute_capability", IntegerAttr(cc, I32)),
                        ("nv_tileaa.target_spec", StringAttr(target)))
    return Module((f,), attrs, LOC)


def body(m: Module[Any]) -> tuple[Any, ...]:
    return tuple(m.ops[0].body.blocks[0].ops)


# Every TMEM-crossing pair of the spec's table, and two pairs that pass through.
T0, S0 = v("t0", TMEM), v("s0", smem())
R32 = v("r32", reg(tcgen05.LAYOUT_32X32B))
ALLOC = A.AllocTmem(T0, None, LOC)
LOAD = copy(v("r", reg(tcgen05.LAYOUT_32X32B)), T0, None, SPACE.TMEM, SPACE.GENERIC)
STORE = copy(v("t1", TMEM), R32, T0, SPACE.GENERIC, SPACE.TMEM)
TO_SMEM = copy(v("s1", smem()), T0, S0, SPACE.TMEM, SPACE.SHARED)
FROM_SMEM = copy(v("t2", TMEM), S0, T0, SPACE.SHARED, SPACE.TMEM)
SMEM_TO_REG = copy(v("r2", reg("blocked")), S0, None, SPACE.SHARED, SPACE.GENERIC)
DEALLOC = A.DeallocTmem(T0, LOC)
ALL = module((S0, R32), (ALLOC, LOAD, STORE, TO_SMEM, FROM_SMEM, SMEM_TO_REG, DEALLOC))


def test_input_is_well_formed() -> None:
    assert in_checker.check(ALL) == ()


def test_typed_snapshot_of_the_dispatch_table() -> None:
    out = legalize_tmem_copy(ALL)
    assert out_checker.check(out) == ()
    s32, s16 = D.LdStShape.SHAPE_32X32B, D.LdStShape.SHAPE_16X128B
    regs16 = reg(tcgen05.LAYOUT_16X128B)
    assert body(out) == (
        ALLOC,
        D.TmemLoad(v("r", reg(tcgen05.LAYOUT_32X32B)), T0, s32, 64, LOC),       # tmem -> rmem
        D.TmemStore(v("t1", TMEM), R32, T0, s32, 64, LOC),                      # rmem -> tmem
        D.TmemLoad(v("tm0", regs16), T0, s16, 16, LOC),                         # tmem -> smem
        D.StMatrix(v("s1", smem()), v("tm0", regs16), S0, LOC),
        D.LdMatrix(v("tm1", regs16), S0, LOC),                                  # smem -> tmem
        D.TmemStore(v("t2", TMEM), v("tm1", regs16), T0, s16, 16, LOC),
        SMEM_TO_REG,                                                            # other pair: unchanged
        DEALLOC,
        A.TileReturn((), LOC),
    )


def test_untouched_ops_are_the_same_objects_and_the_input_is_not_mutated() -> None:
    before = print_module(ALL)
    out = legalize_tmem_copy(ALL)
    assert print_module(ALL) == before
    assert body(out)[0] is ALLOC and body(out)[7] is SMEM_TO_REG and body(out)[8] is DEALLOC


def test_deterministic() -> None:
    assert print_module(legalize_tmem_copy(ALL)) == print_module(legalize_tmem_copy(ALL))


def test_without_tensor_memory_the_module_is_unchanged() -> None:
    m = attach_tma_descriptor_args(lower_tma_load_store_to_async(parse_module(examples()["gemm_sm90"])))
    out = legalize_tmem_copy(m)
    assert print_module(out) == print_module(m)
    assert out_checker.check(out) == ()


def _gemm_sm100() -> Any:
    return attach_tma_descriptor_args(lower_tma_load_store_to_async(
        parse_module(examples()["gemm_sm100"], "gemm_sm100.mlir")))


def test_text_snapshot_gemm_sm100() -> None:
    out = legalize_tmem_copy(_gemm_sm100())
    assert out_checker.check(out) == ()
    assert not any(isinstance(o, A.Copy) for o in walk(out.ops))
    snapshot("tileas-legalize-tmem-copy.gemm_sm100.mlir", print_module(out))


def test_every_failure_is_reported_and_located() -> None:
    bad_reg = copy(v("x", reg("blocked")), T0, None, SPACE.TMEM, SPACE.GENERIC)
    bad_src = copy(v("y", TMEM), v("z", reg(tcgen05.LAYOUT_16X128B, (128, 32))), T0, SPACE.GENERIC, SPACE.TMEM)
    m = module((v("z", reg(tcgen05.LAYOUT_16X128B, (128, 32))),),
               (ALLOC, bad_reg, bad_src, A.DeallocTmem(T0, Location("k.mlir", 9, 3))))
    with pytest.raises(DiagnosticError) as e:
        legalize_tmem_copy(m)
    assert [d.message for d in e.value.diagnostics] == [
        "failed to infer register layout from tmem layout", "failed to infer source layout from tmem layout"]
    assert all(d.loc == LOC for d in e.value.diagnostics)


def test_smem_tiles_need_16_byte_rows_for_ldmatrix() -> None:
    t = TensorType((128, 2), F32, DialectAttr("nv_tileas", "tmem", ()))
    s = v("s", TensorType((128, 2), F32, smem().encoding))
    assert tcgen05.infer_register_layout(SPACE.SHARED, SPACE.TMEM, t, s.type) is None  # 2 columns: no .num
    assert tcgen05.infer_source_layout(SPACE.SHARED, s.type, t, tcgen05.LAYOUT_16X128B) is None  # 8-byte rows


def test_the_gate_names_the_first_tensor_memory_op() -> None:
    with pytest.raises(DiagnosticError) as e:
        legalize_tmem_copy(module((S0, R32), (ALLOC, LOAD, DEALLOC), target="sm_90a"))
    (d,) = e.value.diagnostics
    assert d.message.startswith("'nv_tileas.alloc_tmem' uses tensor memory, which target 'sm_90a'")


# ---------------------------------------------------------------------------
# tcgen05 bits (PTX ISA 9.7.16.4), against hand-worked values.


def test_instruction_descriptor_matches_tritons_sm100_gemm() -> None:
    # mm_f16_128x128x64_sm100: f32 += f16 * f16, M = N = 128, A K-major, B N-major (transposed):
    # its PTX moves 136380432 into the idesc register.
    assert tcgen05.instruction_descriptor_f16(128, 128, F16, F16, F32, transpose_b=True) == 136380432


def test_instruction_descriptor_fields() -> None:
    d = tcgen05.instruction_descriptor_f16(64, 256, BF16, BF16, F32)
    assert (d >> 4) & 3 == 1            # dtype F32
    assert (d >> 7) & 7 == 1 and (d >> 10) & 7 == 1    # BF16 operands
    assert (d >> 15) & 3 == 0           # both K-major
    assert (d >> 17) & 0x3F == 256 >> 3 and (d >> 24) & 0x1F == 64 >> 4
    assert d & 0b1111 == 0 and (d >> 23) & 1 == 0 and d >> 29 == 0
    with pytest.raises(ValueError):
        tcgen05.instruction_descriptor_f16(128, 120, F16, F16, F32)   # M = 128 needs N % 16 == 0
    with pytest.raises(ValueError):
        tcgen05.instruction_descriptor_f16(128, 128, F32, F16, F32)


def test_smem_descriptor_hand_value() -> None:
    # a K-major tile at 0x400 with 32-byte rows (32-byte swizzle): start 0x40, LBO 16 -> 1,
    # SBO 8 rows * 32 B = 256 -> 16, bit 46 (fixed 0b001), swizzle 6 in bits 61-63.
    d = tcgen05.smem_descriptor(0x400, 32)
    assert d == 0x40 | (1 << 16) | (16 << 32) | (1 << 46) | (6 << 61)
    # Triton's 128-byte-swizzled operands: high word 0x40004040 (SBO 1024, fixed bit, mode 2)
    assert tcgen05.smem_descriptor_high_bits(128, 16, 1024) >> 32 == 0x40004040
    with pytest.raises(ValueError):
        tcgen05.smem_descriptor_high_bits(16, 16, 128)


def test_alloc_columns_are_powers_of_two_from_32() -> None:
    assert [tcgen05.alloc_columns(c) for c in (1, 32, 33, 128, 129, 512)] == [32, 32, 64, 128, 256, 512]
