"""``ir.symbols``: a module's top-level symbols as a persistent map, shared across stages, and the
one-definition-per-symbol check every language's checker makes."""

from __future__ import annotations

from typing import Any

import pytest

from nanotile import pipeline
from nanotile.cli import examples
from nanotile.interp import InterpError, kernel_params
from nanotile.ir.core import Module
from nanotile.ir.parser import parse_module
from nanotile.ir.symbols import lookup, redefinitions, symbols

LLVM = """module attributes {nv_tileaa.compute_capability = 90 : i32, nv_tileaa.target_spec = "sm_90a"} {
  "llvm.mlir.global"() <{addr_space = 3 : i32, alignment = 16 : i64, global_type = !llvm.array<16 x i8>, linkage = #llvm.linkage<internal>, sym_name = "global_smem"}> ({
  }) : () -> ()
  "llvm.func"() <{function_type = !llvm.func<void ()>, sym_name = "k"}> ({
    %p = "llvm.mlir.addressof"() <{global_name = @NAME}> : () -> !llvm.ptr<3>
    "llvm.return"() : () -> ()
  }) {nvvm.kernel} : () -> ()
  "llvm.func"() <{function_type = !llvm.func<void ()>, sym_name = "SECOND"}> ({
    "llvm.return"() : () -> ()
  }) : () -> ()
}
"""


def llvm(name: str = "global_smem", second: str = "g") -> Module[Any]:
    return parse_module(LLVM.replace("NAME", name).replace("SECOND", second), "s.mlir")


def final_check(m: Module[Any]) -> list[str]:
    return [str(d) for d in pipeline.language("llvm").check(m)]


def test_the_table_maps_each_name_to_its_op() -> None:
    m = llvm()
    t = symbols(m)
    assert sorted(t) == ["g", "global_smem", "k"]
    assert all(t[op.sym_name] is op for op in m.ops)
    assert lookup(m, "k") is m.ops[1] and lookup(m, "nothere") is None
    assert symbols(m) is t     # built once per module


def test_a_module_with_the_same_top_level_ops_shares_the_table() -> None:
    m = llvm()
    t = symbols(m)
    other = llvm(second="h")                  # another module in between
    assert symbols(other) is not t
    assert symbols(Module(m.ops, m.attrs)) is t
    changed = Module((m.ops[0], other.ops[1], m.ops[2]), m.attrs)   # one function replaced
    t2 = symbols(changed)
    assert t2 is not t and t2["k"] is other.ops[1] and t2["global_smem"] is m.ops[0] and t2["g"] is m.ops[2]
    assert t["k"] is m.ops[1]                 # the older table is as it was
    assert sorted(symbols(Module(m.ops[:2], m.attrs))) == ["global_smem", "k"]   # a symbol dropped


@pytest.mark.parametrize("example", ["vector_add", "tma_copy", "gemm_sm90"])
def test_stages_that_leave_the_top_level_alone_share_their_input_table(example: str) -> None:
    m = parse_module(examples()[example])
    shared = 0
    for st in pipeline.STAGES:
        before = symbols(m)
        out = st.run(m)
        after = symbols(out)
        if len(out.ops) == len(m.ops) and all(a is b for a, b in zip(out.ops, m.ops)):
            assert after is before
            shared += 1
        for name, op in after.items():     # an untouched symbol is the input's object
            if any(op is x for x in m.ops):
                assert before[name] is op
        m = out
    assert lookup(m, example) is not None
    if example != "gemm_sm90":
        assert shared >= 1


def test_a_redefined_symbol_is_reported_at_its_second_definition() -> None:
    ok = llvm()
    assert final_check(ok) == [] and list(redefinitions(ok)) == []
    dup = llvm(second="k")
    assert final_check(dup) == ["s.mlir:8:3: error: redefinition of symbol named 'k'"]
    # a global and a function may not share a name either (MLIR: one symbol table per module)
    assert final_check(llvm(second="global_smem")) == \
        ["s.mlir:8:3: error: redefinition of symbol named 'global_smem'"]


def test_a_second_arena_is_a_redefinition_in_the_smem_language() -> None:
    text = examples()["tma_copy"]
    m = pipeline.run_pipeline(parse_module(text), stop_after="synthesize-global-smem")[0]
    smem = pipeline.language("smem")
    assert smem.check(m) == ()
    arena = lookup(m, "global_smem")
    twice = Module((arena,) + m.ops, m.attrs, m.loc)
    assert [d.message for d in smem.check(twice)] == ["redefinition of symbol named 'global_smem'"]


def test_addressof_must_name_a_global_not_a_function() -> None:
    assert final_check(llvm("global_smem")) == []
    assert final_check(llvm("g")) == \
        ["s.mlir:5:5: error: 'llvm.mlir.addressof' names @g, which the module does not define"]
    assert final_check(llvm("none")) == \
        ["s.mlir:5:5: error: 'llvm.mlir.addressof' names @none, which the module does not define"]


def test_the_interpreter_finds_a_function_by_name() -> None:
    m = parse_module(examples()["vector_add"])
    assert [p.name for p in kernel_params(m, "vector_add")] == [p.name for p in kernel_params(m)]
    with pytest.raises(InterpError, match="no kernel function @other in the module"):
        kernel_params(m, "other")
