"""Every pass in ``nanotile.pipeline.STAGES`` has ``tests/passes/test_<pass function>.py`` with a typed
snapshot on a hand-built module (``out.ops == (...)`` or a function body ``== (...)``, the input built
from op classes, not parsed) and a text snapshot (``conftest.snapshot``) of an output the pass changed.

``TYPED`` names each pass's typed-snapshot test; a new pass in ``STAGES`` fails here until it has one.
"""

from __future__ import annotations

import ast
import contextlib
import importlib
from pathlib import Path
from typing import Callable

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


def _callee(call: ast.Call) -> str | None:
    """The name a call calls: ``f(..)`` and ``a.b.f(..)`` both call ``f``."""
    f = call.func
    return f.id if isinstance(f, ast.Name) else f.attr if isinstance(f, ast.Attribute) else None


def _calls(node: ast.AST, name: str) -> bool:
    return any(isinstance(n, ast.Call) and _callee(n) == name for n in ast.walk(node))


PARSERS = ("parse_module", "examples")


def _parses(f: ast.FunctionDef, tree: ast.Module) -> bool:
    """Does test ``f`` get its input from parsed text: a call of a parser, qualified or not, in the test, in a
    function of its module it calls, or in the value of a module-level name it reads?"""
    def direct(node: ast.AST) -> bool:
        return any(_calls(node, p) for p in PARSERS)

    parsing_names = {t.id for n in tree.body if isinstance(n, (ast.Assign, ast.AnnAssign)) and n.value is not None
                     and direct(n.value) for t in (n.targets if isinstance(n, ast.Assign) else [n.target])
                     if isinstance(t, ast.Name)}
    parsing_names |= {n.name for n in tree.body if isinstance(n, ast.FunctionDef) and direct(n)}
    return direct(f) or any(isinstance(n, ast.Name) and n.id in parsing_names for n in ast.walk(f))


def _resolver(tree: ast.Module) -> Callable[[ast.expr], object]:
    """Resolves ``Name`` / ``a.b.Name`` through the module's imports (None when it cannot)."""
    scope: dict[str, object] = {}
    for n in tree.body:
        if isinstance(n, ast.Import):
            for a in n.names:   # ``import a.b as c`` binds a.b; ``import a.b`` binds a
                bound = a.name if a.asname else a.name.split(".")[0]
                scope[a.asname or bound] = importlib.import_module(bound)
        elif isinstance(n, ast.ImportFrom) and n.module and not n.level:
            mod = importlib.import_module(n.module)
            for a in n.names:
                found = getattr(mod, a.name, None)
                if found is None:
                    with contextlib.suppress(ImportError):
                        found = importlib.import_module(f"{n.module}.{a.name}")
                scope[a.asname or a.name] = found

    def resolve(e: ast.expr) -> object:
        if isinstance(e, ast.Name):
            return scope.get(e.id)
        if isinstance(e, ast.Attribute):
            return getattr(resolve(e.value), e.attr, None)
        return None
    return resolve


def _is_op_class(obj: object) -> bool:
    return isinstance(obj, type) and isinstance(getattr(obj, "NAME", None), str)


class _Snapshot:
    """Is the expected side of a comparison a snapshot written out in the test: a tuple or list display of op
    constructors (``(LL.Store(x, p), FENCE, *helper(..))``), a display added to a name bound to one
    (``PROLOGUE + (...)``), one op constructor, ``.ops`` of a call built from such displays, or a name bound to
    any of these?  An op constructor is a call of an op class (resolved through the test module's imports) or
    of a function of the test module that calls one.  Nothing the expected side computes may call the pass."""

    def __init__(self, tree: ast.Module, test: ast.FunctionDef, pass_name: str) -> None:
        self.resolve = _resolver(tree)
        self.pass_name = pass_name
        functions = {n.name: n for n in tree.body if isinstance(n, ast.FunctionDef)}
        self.builders = {name for name, fn in functions.items()
                         if any(isinstance(c, ast.Call) and self.constructs(c) for c in ast.walk(fn))}
        self.bound: dict[str, ast.expr] = {}
        for body in (tree.body, test.body):
            for n in body:
                if isinstance(n, ast.Assign) and len(n.targets) == 1 and isinstance(n.targets[0], ast.Name):
                    self.bound[n.targets[0].id] = n.value
                elif isinstance(n, ast.AnnAssign) and isinstance(n.target, ast.Name) and n.value is not None:
                    self.bound[n.target.id] = n.value

    def constructs(self, c: ast.Call) -> bool:
        return _is_op_class(self.resolve(c.func))

    def op(self, e: ast.expr) -> bool:
        """An op constructor call (a class, or a builder function of the test module)."""
        return isinstance(e, ast.Call) and (self.constructs(e) or _callee(e) in getattr(self, "builders", ()))

    def display(self, e: ast.expr, seen: frozenset[str] = frozenset()) -> bool:
        if isinstance(e, ast.Name) and e.id in self.bound and e.id not in seen:
            return self.display(self.bound[e.id], seen | {e.id})
        if isinstance(e, (ast.Tuple, ast.List)):
            return any(self.op(x) or isinstance(x, ast.Starred) and self.op(x.value) for x in e.elts)
        if isinstance(e, ast.BinOp) and isinstance(e.op, ast.Add):
            return self.display(e.left, seen) or self.display(e.right, seen)
        if isinstance(e, ast.Attribute) and e.attr == "ops" and isinstance(e.value, ast.Call):
            return any(self.display(a, seen) or self.op(a) for a in ast.walk(e.value) if isinstance(a, ast.expr)
                       and a is not e.value)
        return self.op(e)

    def __call__(self, expected: ast.expr) -> bool:
        return self.display(expected) and not _calls(expected, self.pass_name)


def _compares_a_snapshot(tree: ast.Module, test: ast.FunctionDef, pass_name: str) -> bool:
    snapshot = _Snapshot(tree, test, pass_name)
    return any(isinstance(n, ast.Compare) and len(n.ops) == 1 and isinstance(n.ops[0], ast.Eq)
               and snapshot(n.comparators[0]) for n in ast.walk(test))


@pytest.mark.parametrize("name", pass_functions())
def test_each_pass_has_a_typed_and_a_text_snapshot(name: str) -> None:
    tree = _tree(name)
    functions = {f.name: f for f in ast.walk(tree) if isinstance(f, ast.FunctionDef)}
    for test in TYPED[name]:
        assert test in functions, f"test_{name}.py has no {test}"
        f = functions[test]
        # the typed snapshot compares with ops written out in the test ...
        assert _compares_a_snapshot(tree, f, name), f"{test} compares no tuple of ops"
        # ... and runs the pass on a module built from op classes, not parsed text
        assert not _parses(f, tree), f"{test} parses its input"
    assert _calls(tree, "snapshot"), f"test_{name}.py has no text snapshot (conftest.snapshot)"
    module = importlib.import_module(f"nanotile.passes.{name}")
    assert callable(getattr(module, name)), f"nanotile/passes/{name}.py does not define {name}"


def test_the_inventory_check_sees_a_parsed_input() -> None:
    """The oracle can say no: a typed test that parses its input, or a module without a text snapshot."""
    parsed = ast.parse("def test_x():\n    m = parse_module(TEXT)\n    assert f(m).ops == (A(),)\n")
    assert _calls(parsed, "parse_module")
    assert not _calls(ast.parse("def test_x():\n    assert f(M).ops == (A(),)\n"), "snapshot")


HEADER = "from nanotile.languages import llvm as LL\nfrom nanotile.ir.core import Value\n"


def _typed(body: str, module: str = "") -> tuple[ast.Module, ast.FunctionDef]:
    tree = ast.parse(HEADER + module + "def test_x():\n" + body)
    return tree, next(f for f in tree.body if isinstance(f, ast.FunctionDef) and f.name == "test_x")


@pytest.mark.parametrize("body", [
    "    m = build()\n    assert body_ops(lower_x(m)) == body_ops(lower_x(m))\n",   # the pass on both sides
    "    assert len(lower_x(m).ops) == len(m.ops)\n",                              # a count
    "    out = lower_x(m)\n    assert check(out) == ()\n",                         # only the empty tuple
    "    assert lower_x(m).ops == tuple(m.ops)\n",                                 # a computed tuple
    "    assert lower_x(m).ops[0] == Value('a', None)\n",                          # a constructor, not of an op
    "    assert body_ops(lower_x(m)) == (LL.LLVMReturn(()),) + lower_x(m).ops\n",  # the pass computes the snapshot
    "    expected = body_ops(lower_x(m))\n    assert body_ops(lower_x(m)) == expected\n",  # a name bound to that
])
def test_the_inventory_check_sees_a_comparison_that_writes_nothing_out(body: str) -> None:
    tree, f = _typed(body)
    assert not _compares_a_snapshot(tree, f, "lower_x")


@pytest.mark.parametrize("body, module", [
    ("    assert body_ops(lower_x(m)) == (LL.Store(X, P), LL.LLVMReturn(()))\n", ""),
    ("    assert body_ops(lower_x(m)) == HEAD + (LL.LLVMReturn(()),)\n", "HEAD = (LL.ThreadIdX(T),)\n"),
    ("    assert body_ops(lower_x(m)) == EXPECTED\n", "EXPECTED = [LL.LLVMReturn(())]\n"),
    ("    assert lower_x(m).ops == (ret(),)\n", "def ret():\n    return LL.LLVMReturn(())\n"),
    ("    assert lower_x(m).ops == kernel(Block('', (), (LL.LLVMReturn(()),))).ops\n", ""),
])
def test_the_inventory_check_takes_a_written_out_snapshot(body: str, module: str) -> None:
    """The same check says yes to each shape the pass tests use (so the negatives above fail for their reason)."""
    tree, f = _typed(body, module)
    assert _compares_a_snapshot(tree, f, "lower_x")


@pytest.mark.parametrize("body, module", [
    ("    m = parse_module(TEXT)\n    assert f(m).ops == (A(),)\n", ""),
    ("    m = nanotile.ir.parser.parse_module(TEXT)\n    assert f(m).ops == (A(),)\n", ""),
    ("    m = nanotile.cli.examples()['vector_add']\n    assert f(m).ops == (A(),)\n", ""),
    ("    assert f(INPUT).ops == (A(),)\n", "INPUT = P.parse_module(TEXT)\n"),
    ("    assert f(load()).ops == (A(),)\n", "def load():\n    return parse_module(TEXT)\n"),
])
def test_the_inventory_check_sees_a_parsed_input_however_it_is_called(body: str, module: str) -> None:
    tree, f = _typed(body, module)
    assert _parses(f, tree)
    clean, g = _typed("    assert f(M).ops == (A(),)\n", "M = build()\n")
    assert not _parses(g, clean)
