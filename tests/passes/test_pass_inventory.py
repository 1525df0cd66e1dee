"""Every pass in ``nanotile.pipeline.STAGES`` has ``tests/passes/test_<pass function>.py`` with a typed
snapshot on a hand-built module (``out.ops == (...)`` or a function body ``== (...)``, the input built
from op classes, not parsed) and a text snapshot (``conftest.snapshot``) of an output the pass changed.

``TYPED`` names each pass's typed-snapshot test; a new pass in ``STAGES`` fails here until it has one.
"""

from __future__ import annotations

import ast
import importlib
from pathlib import Path

import pytest

from nanotile import pipeline

HERE = Path(__file__).resolve().parent

TYPED: dict[str, tuple[str, ...]] = {
    "lower_tma_load_store_to_async": ("test_typed_snapshot_load_and_store", "test_typed_snapshot_delayed_store_wait"),
    "attach_tma_descriptor_args": ("test_typed_snapshot",),
    "legalize_tmem_copy": ("test_typed_snapshot_of_the_dispatch_table",),
    "convert_func_to_llvm": ("test_typed_snapshot",),
    "synthesize_global_smem": ("test_offsets_and_the_global",),
    "lower_agents": ("test_agents_become_a_guard_on_the_thread_index",
                     "test_typed_snapshot_a_tma_producer_is_one_elected_thread_with_register_budgets"),
    "lower_ids_and_memrefs": ("test_typed_snapshot_ids_warpgroup_and_descriptor",),
    "lower_register_tiles": ("test_typed_snapshot_load_splat_add_store",),
    "lower_mbarriers": ("test_alloc_init_wait",),
    "lower_tma": ("test_typed_snapshot_load_and_store", "test_typed_snapshot_delayed_store_wait_moves_before_the_return"),
    "lower_tcgen05": ("test_typed_snapshot_alloc_and_dealloc",),
    "lower_wgmma": ("test_typed_snapshot_slice_and_two_k_steps",),
    "lower_pipeline_tokens": ("test_typed_snapshot_one_round_of_a_two_stage_pipeline",),
    "lower_arith": ("test_each_arith_op_becomes_its_llvm_op", "test_typed_snapshot_of_a_loop"),
    "scf_to_cf": ("test_typed_snapshot_a_loop_becomes_header_body_exit",),
    "reconcile_casts": ("test_a_chain_back_to_its_start_type_is_its_start_value",),
    "cute_kernel_to_nvvm": ("test_cute_kernel_and_grid_constant",),
    "cse": ("test_equal_pure_ops_are_shared",),
    "fold": ("test_constants_fold_and_identities_forward",),
    "dce": ("test_unused_pure_chains_go_effects_stay",),
    "plan_accumulators": ("test_a_live_accumulator_is_copied_before_the_fence",
                          "test_a_live_chain_member_is_copied_after_the_mma_that_makes_it"),
}


def pass_functions() -> list[str]:
    """The pass function of every stage, in order (a driver in pipeline.py names the pass it calls)."""
    names: list[str] = []
    for st in pipeline.STAGES:
        fn = st.run
        if fn.__module__ == "nanotile.pipeline":   # a thin driver: the pass is the function it calls
            called = [n for n in fn.__code__.co_names
                      if getattr(getattr(pipeline, n, None), "__module__", "") == f"nanotile.passes.{n}"]
            assert len(called) == 1, (st.name, called)
            fn = getattr(pipeline, called[0])
        names.append(fn.__name__)
    return list(dict.fromkeys(names))


def test_the_inventory_is_the_pipeline() -> None:
    assert sorted(TYPED) == sorted(pass_functions())


def _tree(name: str) -> ast.Module:
    path = HERE / f"test_{name}.py"
    assert path.exists(), f"{path.name} is missing"
    return ast.parse(path.read_text(encoding="utf-8"))


def _calls(node: ast.AST, name: str) -> bool:
    return any(isinstance(n, ast.Call) and isinstance(n.func, ast.Name) and n.func.id == name
               for n in ast.walk(node))


@pytest.mark.parametrize("name", pass_functions())
def test_each_pass_has_a_typed_and_a_text_snapshot(name: str) -> None:
    tree = _tree(name)
    functions = {f.name: f for f in ast.walk(tree) if isinstance(f, ast.FunctionDef)}
    for test in TYPED[name]:
        assert test in functions, f"test_{name}.py has no {test}"
        f = functions[test]
        # the typed snapshot compares a tuple of ops written out in the test ...
        assert any(isinstance(n, ast.Compare) and any(isinstance(op, ast.Eq) for op in n.ops)
                   and any(isinstance(c, (ast.Tuple, ast.BinOp, ast.Call)) for c in n.comparators)
                   for n in ast.walk(f)), f"{test} compares no tuple of ops"
        # ... and runs the pass on a module built from op classes, not parsed text
        assert not _calls(f, "parse_module") and not _calls(f, "examples"), f"{test} parses its input"
    assert _calls(tree, "snapshot"), f"test_{name}.py has no text snapshot (conftest.snapshot)"
    module = importlib.import_module(f"nanotile.passes.{name}")
    assert callable(getattr(module, name)), f"nanotile/passes/{name}.py does not define {name}"


def test_the_inventory_check_sees_a_parsed_input() -> None:
    """The oracle can say no: a typed test that parses its input, or a module without a text snapshot."""
    parsed = ast.parse("def test_x():\n    m = parse_module(TEXT)\n    assert f(m).ops == (A(),)\n")
    assert _calls(parsed, "parse_module")
    assert not _calls(ast.parse("def test_x():\n    assert f(M).ops == (A(),)\n"), "snapshot")
