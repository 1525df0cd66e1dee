"""plan_accumulators: a live WGMMA accumulator is copied (llvm.freeze) so every MMA accumulates in place.

Builders first, so each test reads as the op sequence it is about.
"""

from __future__ import annotations

from typing import Any

from conftest import snapshot
from nanotile import pipeline
from nanotile.checkers.llvm import check
from nanotile.cli import examples
from nanotile.ir.core import Block, Module, Region, Value, walk
from nanotile.ir.location import UNKNOWN
from nanotile.ir.parser import parse_module
from nanotile.ir.printer import print_module
from nanotile.ir.types import F16, F32, I64, LLVMFunctionType, LLVMPointerType, LLVMStructType, LLVMVoidType
from nanotile.languages import llvm as LL
from nanotile.passes.plan_accumulators import plan_accumulators

ACC = LLVMStructType((F32,) * 4)
P = Value("p", LLVMPointerType(1))
DA, DB = Value("da", I64), Value("db", I64)


def v(name: str) -> Value:
    return Value(name, ACC)


def mma(result: str, acc: Value) -> LL.WgmmaMmaAsync:
    return LL.wgmma_f16_f32(v(result), acc, DA, DB, 8, F16, UNKNOWN)


def first_of(acc: Value, name: str) -> tuple[Any, ...]:
    """``%name = extractvalue %acc[0]`` and a store of it: ``acc`` is read after the MMAs."""
    e = Value(name, F32)
    return (LL.ExtractValue(e, acc, (0,)), LL.Store(e, P))


def kernel(*ops: Any) -> LL.LlvmModule:
    ft = LLVMFunctionType(LLVMVoidType(), (P.type, I64, I64))
    body = Region((Block("", (P, DA, DB), (LL.Undef(v("a0")),) + ops + (LL.LLVMReturn(()),)),))
    m = LL.LlvmModule(Module((LL.LLVMFunc("k", ft, body, kernel=True, reqntid=(128, 1, 1), minctasm=1),)))
    assert check(m) == ()
    return m


def body_ops(m: Module[Any]) -> tuple[Any, ...]:
    f = m.ops[0]
    assert isinstance(f, LL.LLVMFunc)
    return f.body.blocks[0].ops


FENCE, COMMIT, WAIT = LL.WgmmaFenceAligned(), LL.WgmmaCommitGroupSyncAligned(), LL.WgmmaWaitGroupSyncAligned(0)


def test_a_live_accumulator_is_copied_before_the_fence() -> None:
    m = kernel(FENCE, mma("a1", v("a0")), COMMIT, WAIT, *first_of(v("a0"), "e"), *first_of(v("a1"), "f"))
    out = plan_accumulators(m)
    assert check(out) == ()
    assert body_ops(out) == (
        LL.Undef(v("a0")), LL.Freeze(v("acc0"), v("a0")), FENCE, mma("a1", v("acc0")), COMMIT, WAIT,
        *first_of(v("a0"), "e"), *first_of(v("a1"), "f"), LL.LLVMReturn(()))


def test_a_chain_accumulates_in_place() -> None:
    """The second MMA reads the first's result and nothing else does: no copy for it."""
    m = kernel(FENCE, mma("a1", v("a0")), mma("a2", v("a1")), COMMIT, WAIT, *first_of(v("a2"), "f"))
    out = plan_accumulators(m)
    assert body_ops(out) == (
        LL.Undef(v("a0")), LL.Freeze(v("acc0"), v("a0")), FENCE, mma("a1", v("acc0")), mma("a2", v("a1")),
        COMMIT, WAIT, *first_of(v("a2"), "f"), LL.LLVMReturn(()))


def test_a_live_chain_member_is_copied_after_the_mma_that_makes_it() -> None:
    """A copy of an earlier MMA's result can only follow that MMA (before the fence it is not defined)."""
    m = kernel(FENCE, mma("a1", v("a0")), mma("a2", v("a1")), COMMIT, WAIT,
               *first_of(v("a1"), "e"), *first_of(v("a2"), "f"))
    out = plan_accumulators(m)
    assert check(out) == ()
    assert body_ops(out) == (
        LL.Undef(v("a0")), LL.Freeze(v("acc0"), v("a0")), FENCE, mma("a1", v("acc0")),
        LL.Freeze(v("acc1"), v("a1")), mma("a2", v("acc1")), COMMIT, WAIT,
        *first_of(v("a1"), "e"), *first_of(v("a2"), "f"), LL.LLVMReturn(()))


def test_an_mma_outside_a_fence_group_is_copied_where_it_is() -> None:
    m = kernel(mma("a1", v("a0")), *first_of(v("a1"), "f"))
    assert body_ops(plan_accumulators(m))[1:3] == (LL.Freeze(v("acc0"), v("a0")), mma("a1", v("acc0")))


def test_functions_without_mmas_are_shared_and_the_input_is_untouched() -> None:
    m = kernel(*first_of(v("a0"), "e"))
    out = plan_accumulators(m)
    assert out.ops[0] is m.ops[0]
    m2 = kernel(FENCE, mma("a1", v("a0")), COMMIT, WAIT, *first_of(v("a0"), "e"))
    before = print_module(m2)
    plan_accumulators(m2)
    assert print_module(m2) == before


def _gemm_input() -> LL.LlvmModule:
    m = parse_module(examples()["gemm_sm90"], "gemm_sm90.mlir")
    out, _ = pipeline.run_pipeline(m, stop_after="dce")
    return LL.LlvmModule(out)


def test_gemm_k_loop_accumulates_in_place() -> None:
    """The K-loop's loop-carried accumulator is dead after its MMA: no copy at all."""
    out = plan_accumulators(_gemm_input())
    assert any(isinstance(o, LL.WgmmaMmaAsync) for o in walk(out.ops))
    assert not any(isinstance(o, LL.Freeze) for o in walk(out.ops))
    assert out == _gemm_input()


def test_snapshot_on_an_input_the_pass_changes() -> None:
    m = kernel(FENCE, mma("a1", v("a0")), mma("a2", v("a1")), COMMIT, WAIT,
               *first_of(v("a1"), "e"), *first_of(v("a2"), "f"))
    snapshot("plan_accumulators.chain.mlir", print_module(plan_accumulators(m)))


def test_the_chain_with_a_live_member_emits_ptx_that_ptxas_accepts(tmp_path: Any) -> None:
    """The old in-emitter planning failed on this shape (a live chain member had no registers yet)."""
    import subprocess

    from conftest import require_tool
    from nanotile.backend_ptx import emit_ptx

    ptxas = require_tool("ptxas")
    m = kernel(FENCE, mma("a1", v("a0")), mma("a2", v("a1")), COMMIT, WAIT,
               *first_of(v("a1"), "e"), *first_of(v("a2"), "f"))
    path = tmp_path / "chain.ptx"
    path.write_text(emit_ptx(plan_accumulators(m)))
    r = subprocess.run([ptxas, "-arch=sm_90a", str(path), "-o", str(tmp_path / "chain.cubin")],
                       capture_output=True, text=True, timeout=120)
    assert r.returncode == 0, r.stderr


def test_alias_closure_passes_and_users_walk_agree() -> None:
    """``alias_closure`` passes over the aliasing ops in block order until one adds nothing, and past
    ``_PASSES`` walks the users index: for the accumulators and block arguments of both GEMM examples'
    plan-accumulators input, with the aliasing ops in block order (the passes) and reversed (a chain
    read backwards takes a pass per link: the users walk), both give what a walk of the users of each
    value gives."""
    from conftest import stage_inputs
    from nanotile.passes import plan_accumulators as PA

    def reference(users: dict[str, list[Any]], name: str) -> set[str]:
        out, todo = {name}, [name]
        while todo:
            for user in users.get(todo.pop(), ()):
                if user.result.name not in out:
                    out.add(user.result.name)
                    todo.append(user.result.name)
        return out

    asked = 0
    for example in ("gemm_sm90", "gemm_sm100"):
        for f in stage_inputs(example)["plan-accumulators"].ops:
            if not isinstance(f, LL.LLVMFunc):
                continue
            aliasing = [o for b in f.body.blocks for o in b.ops if type(o) in (LL.ExtractValue, LL.InsertValue)]
            names = [a.name for b in f.body.blocks for a in b.args] + [o.container.name for o in aliasing]
            for order in (aliasing, aliasing[::-1]):
                plan = PA._Plan(f, order, [b for b in f.body.blocks if b.args])
                for name in names:
                    want = reference(plan.users, name)
                    assert plan.alias_closure(name) == want, (example, name)
                    asked += len(want) > PA._PASSES
    assert asked      # some closures are longer than the passes (the reversed order takes the users walk)
