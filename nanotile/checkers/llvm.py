"""Checkers for the final language, in its two flavours.

``cute_llvm`` (what ``reconcile_casts`` writes) and ``llvm`` (what
``cute_kernel_to_nvvm`` writes) have the same ops; ``llvm`` additionally has
no ``cute.kernel`` and no ``cute_nvgpu.grid_constant`` left, and each grid
constant argument carries ``llvm.byval`` (the 128-byte CUtensorMap).

Beyond membership and SSA, every op gets its LLVM type rule (what
``mlir-opt-19`` would verify) and the few restrictions of nanotile's PTX
emitter, which are stated here so that a module the checker accepts is a
module the emitter can print:

* ``llvm.getelementptr`` has exactly one (dynamic) index;
* ``nvvm.wgmma.mma_async`` is m64nNk16 with f16/bf16 inputs or m64nNk32
  with fp8 (e4m3/e5m2) inputs, and an f32 accumulator struct of N/2 fields, A row-major and B column-major
  (both K-major in shared memory).
"""

from __future__ import annotations

from itertools import compress
from operator import is_not
from typing import Any, Callable, Iterable, Iterator

from ..ir.attributes import FloatAttr, IntegerAttr, TypeAttr, UnitAttr
from ..ir.core import Block, Module, op_name
from ..ir.diagnostics import Diagnostic
from ..ir.types import (
    F32, I1, I32, I64, FloatType, IntegerType, LLVMArrayType, LLVMPointerType, LLVMStructType,
    LLVMVoidType, Type,
)
from ..languages import llvm as LL
from .common import OpRule, check_language, for_ops, terminator_rule
from .verifier import SESSION

TERMINATORS = LL.TERMINATORS


def _d(op: Any, msg: str) -> Diagnostic:
    return Diagnostic(op.loc, f"'{op.NAME}' op {msg}")


def _ptr(t: Type, space: int | None = None) -> bool:
    return isinstance(t, LLVMPointerType) and (space is None or t.address_space == space)


def _int(t: Type) -> bool:
    return isinstance(t, IntegerType)


def _aggregate_field(t: Type, position: tuple[int, ...]) -> Type | None:
    for i in position:
        if isinstance(t, LLVMStructType) and 0 <= i < len(t.fields):
            t = t.fields[i]
        elif isinstance(t, LLVMArrayType) and 0 <= i < t.size:
            t = t.element
        else:
            return None
    return t


def _type_llvm_func(op: Any) -> Iterator[Diagnostic]:
    """LL.LLVMFunc"""
    blocks_pass = _blocks_pass(op)
    if not blocks_pass:
        yield from terminator_rule(op, TERMINATORS)
    ft = op.function_type
    entry: Block[Any] = op.body.blocks[0]
    if tuple(a.type for a in entry.args) != ft.params:
        yield _d(op, f"entry block arguments do not match {ft}")
    if op.arg_attrs and len(op.arg_attrs) != len(ft.params):
        yield _d(op, f"has {len(op.arg_attrs)} argument attribute dictionaries for {len(ft.params)} arguments")
    if not blocks_pass:
        for blk in op.body.blocks:
            ops = blk.ops
            if ops and isinstance(ops[-1], LL.LLVMReturn):
                last = ops[-1]
                got = tuple(v.type for v in last.values)
                want = () if isinstance(ft.result, LLVMVoidType) else (ft.result,)
                if got != want:
                    yield _d(last, f"returns ({', '.join(map(str, got))}) from a function returning {ft.result}")
    if op.cute_kernel and op.kernel:
        yield _d(op, "is marked both cute.kernel and nvvm.kernel")
    if (op.cute_kernel or op.kernel) and not isinstance(ft.result, LLVMVoidType):
        yield _d(op, "is a kernel and must return void")


# The blocks of the last function whose blocks all passed ``_type_llvm_func``'s block checks (each ends in
# one of ``TERMINATORS``; an ``llvm.return`` returns the function's result type), with that result type:
# in a checking session, per function symbol (``verifier.Memo.funcs``: a module of many functions checks
# each against its own previous stage's blocks, not against the function checked just before it); outside
# one, of the last function only.  Held, as ``verifier.walked`` holds its sequences, so the ids compared
# are theirs.  Each clean-up pass after ``cute-kernel-to-nvvm`` builds a new function of ~300 blocks, most
# of them the previous stage's objects: only the others are read.
_BLOCKS_PASSED: list[Any] = [(), None]
# per op class met last in a block: whether its name is one of ``TERMINATORS``
_ENDS: dict[type, bool] = {}


def _blocks_pass(op: Any) -> bool:
    """Whether every block of ``op``'s body ends in a terminator and returns the function's result type
    (``_type_llvm_func`` then says nothing about its blocks)."""
    blocks = op.body.blocks
    result = op.function_type.result
    memo = SESSION.get()
    if memo is None:
        old, old_result = _BLOCKS_PASSED
    else:
        old, old_result = memo.funcs.get(op.sym_name, _BLOCKS_PASSED)
    todo: Any = blocks
    if len(old) == len(blocks) and old_result is not None and (old_result is result or old_result == result):
        todo = [blocks[i] for i in compress(range(len(blocks)), map(is_not, old, blocks))]
    want = () if isinstance(result, LLVMVoidType) else (result,)
    ends = _ENDS
    for b in todo:
        ops = b.ops
        if not ops:
            return False
        last = ops[-1]
        ok = ends.get(type(last))
        if ok is None:
            ok = ends[type(last)] = op_name(last) in TERMINATORS
        if not ok:
            return False
        if isinstance(last, LL.LLVMReturn) and tuple(v.type for v in last.values) != want:
            return False
    if memo is None:
        _BLOCKS_PASSED[0], _BLOCKS_PASSED[1] = blocks, result
    else:
        memo.funcs[op.sym_name] = (blocks, result)
    return True


def _type_global_op(op: Any) -> Iterable[Diagnostic]:
    """LL.Global"""
    if op.initializer.blocks:
        return (_d(op, "initializer regions are not supported"),)
    return ()


# The type rules below run on every op of the final language the first time a check meets it (~1,270
# ops on reconcile-casts' output, and each op a later pass builds): plain functions returning a tuple
# (empty when the op passes), not generators (a generator made and resumed per op cost ~1 k more
# instructions), and types compared by identity first (``==`` on two records is a Python ``__eq__``
# call even for the same object, and a compile's types are nearly always the same objects).


def _type_cond_br(op: Any) -> Iterable[Diagnostic]:
    """LL.CondBr"""
    t = op.cond.type
    if t is not I1 and t != I1:
        return (_d(op, f"condition must be i1, got {op.cond.type}"),)
    return ()


def _type_constant(op: Any) -> Iterable[Diagnostic]:
    """LL.LLVMConstant"""
    v = op.value
    t = op.result.type
    if isinstance(v, IntegerAttr):
        vt = v.type
        if (vt is t or vt == t) and isinstance(t, IntegerType):
            return ()
    if isinstance(v, FloatAttr):
        vt = v.type
        if vt is t or vt == t:
            return ()
    return (_d(op, f"value {v} does not match result type {t}"),)


def _type_address_of(op: Any) -> Iterable[Diagnostic]:
    """LL.AddressOf"""
    if not isinstance(op.result.type, LLVMPointerType):
        return (_d(op, "result must be a pointer"),)
    return ()


def _type_int_cast(op: Any) -> Iterable[Diagnostic]:
    """LL.ZExt | LL.SExt | LL.Trunc"""
    a, r = op.arg.type, op.result.type
    if not (isinstance(a, IntegerType) and isinstance(r, IntegerType)):
        return (_d(op, f"needs integer types, got {a} -> {r}"),)
    if (a.width < r.width) != (not isinstance(op, LL.Trunc)) or a.width == r.width:
        return (_d(op, f"cannot convert {a} to {r}"),)
    return ()


def _type_ptr_to_int(op: Any) -> Iterable[Diagnostic]:
    """LL.PtrToInt"""
    if not (isinstance(op.arg.type, LLVMPointerType) and isinstance(op.result.type, IntegerType)):
        return (_d(op, f"needs pointer -> integer, got {op.arg.type} -> {op.result.type}"),)
    return ()


def _type_freeze(op: Any) -> Iterable[Diagnostic]:
    """LL.Freeze"""
    a, r = op.arg.type, op.result.type
    if a is not r and a != r:
        return (_d(op, f"cannot change the type: {op.arg.type} -> {op.result.type}"),)
    return ()


def _type_float_cast(op: Any) -> Iterable[Diagnostic]:
    """LL.FPTrunc | LL.FPExt"""
    if not (isinstance(op.arg.type, FloatType) and isinstance(op.result.type, FloatType)):
        return (_d(op, f"needs float types, got {op.arg.type} -> {op.result.type}"),)
    return ()


def _type_int_binop(op: Any) -> Iterable[Diagnostic]:
    """LL.Add | LL.Sub | LL.Mul | LL.UDiv | LL.URem | LL.And | LL.Or | LL.Xor | LL.Shl | LL.LShr"""
    a, b, r = op.lhs.type, op.rhs.type, op.result.type
    if isinstance(a, IntegerType) and (a is b or a == b) and (b is r or b == r):
        return ()
    return (_d(op, f"needs one integer type, got ({op.lhs.type}, {op.rhs.type}) -> {op.result.type}"),)


def _type_float_binop(op: Any) -> Iterable[Diagnostic]:
    """LL.FAdd | LL.FMul"""
    a, b, r = op.lhs.type, op.rhs.type, op.result.type
    if isinstance(a, FloatType) and (a is b or a == b) and (b is r or b == r):
        return ()
    return (_d(op, f"needs one float type, got ({op.lhs.type}, {op.rhs.type}) -> {op.result.type}"),)


def _type_icmp(op: Any) -> Iterable[Diagnostic]:
    """LL.ICmp"""
    a, b, r = op.lhs.type, op.rhs.type, op.result.type
    if (isinstance(a, (IntegerType, LLVMPointerType)) and (a is b or a == b) and (r is I1 or r == I1)):
        return ()
    return (_d(op, f"compares two values of one integer type into i1, got ({op.lhs.type}, {op.rhs.type})"),)


def _type_select(op: Any) -> Iterable[Diagnostic]:
    """LL.Select"""
    c, t, f, r = op.cond.type, op.true_value.type, op.false_value.type, op.result.type
    if (c is I1 or c == I1) and (t is f or t == f) and (f is r or f == r):
        return ()
    return (_d(op, "needs an i1 condition and three equal types"),)


def _type_gep(op: Any) -> Iterable[Diagnostic]:
    """LL.GEP"""
    base, r = op.base.type, op.result.type
    indices = op.indices
    if isinstance(base, LLVMPointerType) and (r is base or r == base) and len(indices) == 1 \
            and op.raw_indices == _DYNAMIC and isinstance(indices[0].type, IntegerType):
        return ()
    out: list[Diagnostic] = []
    if not _ptr(op.base.type) or op.result.type != op.base.type:
        out.append(_d(op, f"base and result must be the same pointer type, got {op.base.type} -> {op.result.type}"))
    if len(op.indices) != 1 or op.raw_indices != (LL.DYNAMIC_INDEX,) or not _int(op.indices[0].type):
        out.append(_d(op, "nanotile supports exactly one dynamic integer index"))
    return out


_DYNAMIC = (LL.DYNAMIC_INDEX,)


def _type_load(op: Any) -> Iterable[Diagnostic]:
    """LL.Load"""
    if not isinstance(op.addr.type, LLVMPointerType):
        return (_d(op, f"address must be a pointer, got {op.addr.type}"),)
    return ()


def _type_store(op: Any) -> Iterable[Diagnostic]:
    """LL.Store"""
    if not isinstance(op.addr.type, LLVMPointerType):
        return (_d(op, f"address must be a pointer, got {op.addr.type}"),)
    return ()


def _type_extract_value(op: Any) -> Iterable[Diagnostic]:
    """LL.ExtractValue"""
    f = _aggregate_field(op.container.type, op.position)
    r = op.result.type
    if f is None or (f is not r and f != r):
        return (_d(op, f"position {list(op.position)} of {op.container.type} is not {op.result.type}"),)
    return ()


def _type_insert_value(op: Any) -> Iterable[Diagnostic]:
    """LL.InsertValue"""
    c = op.container.type
    f = _aggregate_field(c, op.position)
    v, r = op.value.type, op.result.type
    if f is None or (f is not v and f != v) or (r is not c and r != c):
        return (_d(op, f"cannot insert {op.value.type} at {list(op.position)} of {op.container.type}"),)
    return ()


def _type_special_register(op: Any) -> Iterable[Diagnostic]:
    """LL.ThreadIdX | LL.BlockIdX | LL.BlockIdY | LL.BlockIdZ"""
    r = op.result.type
    if r is not I32 and r != I32:
        return (_d(op, "result must be i32"),)
    return ()


def _type_mbarrier_init(op: Any) -> Iterator[Diagnostic]:
    """LL.MBarrierInitShared"""
    if not _ptr(op.addr.type, 3) or op.count.type != I32:
        yield _d(op, "needs (!llvm.ptr<3>, i32)")


def _type_mbarrier_arrive(op: Any) -> Iterator[Diagnostic]:
    """LL.MBarrierArriveShared"""
    if not _ptr(op.addr.type, 3) or op.result.type != I64:
        yield _d(op, "needs (!llvm.ptr<3>) -> i64")


def _type_mbarrier_arrive_expect_tx(op: Any) -> Iterator[Diagnostic]:
    """LL.MBarrierArriveExpectTxShared"""
    if not _ptr(op.addr.type, 3) or op.tx_count.type != I32 or \
            (op.predicate is not None and op.predicate.type != I1):
        yield _d(op, "needs (!llvm.ptr<3>, i32[, i1])")


def _type_mbarrier_try_wait(op: Any) -> Iterator[Diagnostic]:
    """LL.MBarrierTryWaitParityShared"""
    if not _ptr(op.addr.type, 3) or op.phase.type != I32 or op.ticks.type != I32:
        yield _d(op, "needs (!llvm.ptr<3>, i32, i32)")


def _type_tma_load(op: Any) -> Iterator[Diagnostic]:
    """LL.CpAsyncBulkTensorGlobalToShared"""
    if not (_ptr(op.dst.type, 3) and _ptr(op.desc.type) and _ptr(op.mbar.type, 3)):
        yield _d(op, "needs a shared destination, a descriptor pointer and a shared mbarrier")
    if not 1 <= len(op.coords) <= 5 or any(c.type != I32 for c in op.coords):
        yield _d(op, "needs 1 to 5 i32 coordinates")
    if op.im2col or op.multicast_mask is not None or op.l2_cache_hint is not None or op.predicate is not None:
        yield _d(op, "im2col, multicast, cache hints and predicates are not supported by nanotile")


def _type_tma_store(op: Any) -> Iterator[Diagnostic]:
    """LL.CpAsyncBulkTensorSharedToGlobal"""
    if not (_ptr(op.desc.type) and _ptr(op.src.type, 3)):
        yield _d(op, "needs a descriptor pointer and a shared source")
    if not 1 <= len(op.coords) <= 5 or any(c.type != I32 for c in op.coords):
        yield _d(op, "needs 1 to 5 i32 coordinates")
    if op.predicate is not None:
        yield _d(op, "predicates are not supported by nanotile")


def _type_wgmma_op(op: Any) -> Iterator[Diagnostic]:
    """LL.WgmmaMmaAsync"""
    yield from _wgmma(op)


def _type_inline_asm_op(op: Any) -> Iterator[Diagnostic]:
    """LL.InlineAsm"""
    yield from _inline_asm(op)


def _type_set_max_register(op: Any) -> Iterator[Diagnostic]:
    """LL.SetMaxRegister"""
    if op.action not in ("increase", "decrease"):
        yield _d(op, f"action must be increase or decrease, got {op.action}")
    if op.reg_count % 8 or not 24 <= op.reg_count <= 256:
        yield _d(op, f"regCount {op.reg_count} is not a multiple of 8 in 24..256")


def _group_count(op: Any, what: str) -> Iterator[Diagnostic]:
    """A wait's ``group``, a count of groups left pending: >= 0, and as an i32 (MLIR's signless
    ``2147483648 : i32`` is ``-2147483648``, which the parser keeps as written) at most 2^31 - 1."""
    g = op.group
    if g < 0:
        yield _d(op, f"group {g} is negative: {what} takes a count of groups >= 0")
    elif g > 0x7FFFFFFF:
        yield _d(op, f"group {g} is out of range: {what} takes a count of groups from 0 to 2147483647 "
                     f"(as an i32, {g} is {g - (1 << 32)})")


def _type_wgmma_wait_group(op: Any) -> Iterator[Diagnostic]:
    """LL.WgmmaWaitGroupSyncAligned: ptxas takes a non-negative count ("unexpected value '-2147483648',
    expected to be non-negative integer"); it also assembles 2147483648 .. 2^32 - 1, the same i32 bits"""
    yield from _group_count(op, "wgmma.wait_group")


def _type_bulk_wait_group(op: Any) -> Iterator[Diagnostic]:
    """LL.CpAsyncBulkWaitGroup: a count of bulk async-groups left pending (PTX ISA: "wait until only N or
    fewer of the most recent bulk async-groups are pending"); ptxas 13.0 assembles a negative one without
    a word, and the emulator refuses it"""
    yield from _group_count(op, "cp.async.bulk.wait_group")


def _type_elect_sync(op: Any) -> Iterator[Diagnostic]:
    """LL.ElectSync"""
    if op.result.type != I1:
        yield _d(op, f"result must be i1, got {op.result.type}")


# The LLVM/NVVM type rule of each op class (one function per ``case`` of the rule, looked up by class:
# a ``match`` over ~45 classes tried each pattern in order, ~1.4 us per op on the final language).
_TYPE_RULES: dict[type, Callable[[Any], Iterable[Diagnostic]]] = {
    LL.LLVMFunc: _type_llvm_func,
    LL.Global: _type_global_op,
    LL.CondBr: _type_cond_br,
    LL.LLVMConstant: _type_constant,
    LL.AddressOf: _type_address_of,
    LL.ZExt: _type_int_cast,
    LL.SExt: _type_int_cast,
    LL.Trunc: _type_int_cast,
    LL.PtrToInt: _type_ptr_to_int,
    LL.Freeze: _type_freeze,
    LL.FPTrunc: _type_float_cast,
    LL.FPExt: _type_float_cast,
    LL.Add: _type_int_binop,
    LL.Sub: _type_int_binop,
    LL.Mul: _type_int_binop,
    LL.UDiv: _type_int_binop,
    LL.URem: _type_int_binop,
    LL.And: _type_int_binop,
    LL.Or: _type_int_binop,
    LL.Xor: _type_int_binop,
    LL.Shl: _type_int_binop,
    LL.LShr: _type_int_binop,
    LL.FAdd: _type_float_binop,
    LL.FMul: _type_float_binop,
    LL.ICmp: _type_icmp,
    LL.Select: _type_select,
    LL.GEP: _type_gep,
    LL.Load: _type_load,
    LL.Store: _type_store,
    LL.ExtractValue: _type_extract_value,
    LL.InsertValue: _type_insert_value,
    LL.ThreadIdX: _type_special_register,
    LL.BlockIdX: _type_special_register,
    LL.BlockIdY: _type_special_register,
    LL.BlockIdZ: _type_special_register,
    LL.MBarrierInitShared: _type_mbarrier_init,
    LL.MBarrierArriveShared: _type_mbarrier_arrive,
    LL.MBarrierArriveExpectTxShared: _type_mbarrier_arrive_expect_tx,
    LL.MBarrierTryWaitParityShared: _type_mbarrier_try_wait,
    LL.CpAsyncBulkTensorGlobalToShared: _type_tma_load,
    LL.CpAsyncBulkTensorSharedToGlobal: _type_tma_store,
    LL.WgmmaMmaAsync: _type_wgmma_op,
    LL.InlineAsm: _type_inline_asm_op,
    LL.SetMaxRegister: _type_set_max_register,
    LL.WgmmaWaitGroupSyncAligned: _type_wgmma_wait_group,
    LL.CpAsyncBulkWaitGroup: _type_bulk_wait_group,
    LL.ElectSync: _type_elect_sync,
}


def _type_rule(cls: type) -> Callable[[Any], Iterable[Diagnostic]] | None:
    """The LLVM/NVVM type rule of ops of class ``cls``."""
    rule = _TYPE_RULES.get(cls)
    if rule is None:    # (an instance of a subclass: the first class it is an instance of, as a match would)
        rule = next((r for c, r in _TYPE_RULES.items() if issubclass(cls, c)), None)
    return rule


def _op_rules(op: Any) -> Iterator[Diagnostic]:
    """The LLVM/NVVM type rule of one op."""
    rule = _type_rule(type(op))
    if rule is not None:
        yield from rule(op)


# the verifier runs the class's type rule directly (``by_class``): no dispatch and no generator of
# ``_op_rules`` per op (~1,270 ops on their first llvm check of a gemm_sm90 compile)
op_rules = OpRule(_op_rules, tuple(_TYPE_RULES), by_class=_type_rule)


def _inline_asm(op: LL.InlineAsm) -> Iterator[Diagnostic]:
    """Only the tcgen05 PTX nanotile writes (``lowering/tcgen05.inline_asm_form``), its operands matching."""
    from ..lowering.tcgen05 import inline_asm_form

    form = inline_asm_form(op.asm_string)
    if form is None:
        yield _d(op, f"'{op.asm_string}' is not a PTX form nanotile emits")
        return
    outs = sum(_leaf_count(r.type) for r in op.results)
    constraints = op.constraints.split(",") if op.constraints else []
    if (outs, len(op.inputs)) != form or len(constraints) != outs + len(op.inputs) or \
            any(not c.startswith("=") for c in constraints[:outs]) or any(c.startswith("=") for c in constraints[outs:]):
        yield _d(op, f"{outs} outputs and {len(op.inputs)} inputs (constraints '{op.constraints}') do not fit "
                     f"'{op.asm_string}'")


def _leaf_count(t: Type) -> int:
    if isinstance(t, LLVMStructType):
        return sum(_leaf_count(f) for f in t.fields)
    return 1


def _wgmma(op: LL.WgmmaMmaAsync) -> Iterator[Diagnostic]:
    m, n, k = LL.wgmma_shape(op)
    ta, tb, td = op.type_a.value, op.type_b.value, op.type_d.value
    sa, sb, la, lb = op.scale_a.value, op.scale_b.value, op.layout_a.value, op.layout_b.value
    if ta != tb or ta not in LL.WGMMA_K or td != "f32":
        yield _d(op, f"types {ta} x {tb} -> {td} are not supported (f16/bf16/e4m3/e5m2 -> f32)")
    elif m != 64 or k != LL.WGMMA_K[ta] or n % 8 or not 8 <= n <= 256:
        yield _d(op, f"shape m{m}n{n}k{k} is not m64nNk{LL.WGMMA_K[ta]} for {ta} inputs")
    if (sa, sb, la) != ("one", "one", "row") or lb not in ("col", "row"):
        yield _d(op, "only unscaled, K-major A (row) and K- or N-major B (col / row) operands are supported")
    elif lb == "row" and ta not in ("f16", "bf16"):
        yield _d(op, f"an N-major B (layoutB = row) needs f16/bf16 inputs, not {ta}")
    want = LLVMStructType((F32,) * (n // 2))
    if op.acc.type != want or op.result.type != want:
        yield _d(op, f"accumulator must be {want}")
    if op.desc_a.type != I64 or op.desc_b.type != I64:
        yield _d(op, "matrix descriptors must be i64")


@for_ops(LL.LLVMFunc)
def _final_rules(op: Any) -> Iterator[Diagnostic]:
    """What ``cute_kernel_to_nvvm`` leaves on a function: no cute marks, grid constants by value."""
    if isinstance(op, LL.LLVMFunc):
        if op.cute_kernel:
            yield _d(op, "still carries cute.kernel after cute_kernel_to_nvvm")
        for i, a in enumerate(op.arg_attrs):
            entries = a.entries
            if not entries:
                continue
            if "cute_nvgpu.grid_constant" in entries:
                yield _d(op, f"argument {i} still carries cute_nvgpu.grid_constant")
            if isinstance(entries.get("nvvm.grid_constant"), UnitAttr):
                byval = entries.get("llvm.byval")
                if not (isinstance(byval, TypeAttr) and isinstance(byval.type, LLVMArrayType)):
                    yield _d(op, f"grid-constant argument {i} needs llvm.byval = !llvm.array<128 x i8>")
                if not op.kernel:
                    yield _d(op, f"grid-constant argument {i} on a non-kernel function")


_CUTE_RULES: tuple[OpRule, ...] = (op_rules,)
_FINAL_RULES: tuple[OpRule, ...] = (op_rules, _final_rules)


def check_cute_llvm(m: Module[Any]) -> tuple[Diagnostic, ...]:
    return check_language(m, LL.OPS, "cute_llvm", _CUTE_RULES)


def check(m: Module[Any]) -> tuple[Diagnostic, ...]:
    return check_language(m, LL.OPS, "llvm", _FINAL_RULES)
