"""``DictAttr``: a persistent map (``pyrsistent.PMap``) that prints sorted by name, as mlir-opt does."""

from __future__ import annotations

import pytest

import nanotile.pipeline  # noqa: F401  (registers every language's ops)
from nanotile.cli import examples
from nanotile.ir.attributes import EMPTY_DICT, DictAttr, StringAttr, UnitAttr, i32
from nanotile.ir.diagnostics import DiagnosticError
from nanotile.ir.parser import parse_module
from nanotile.ir.printer import print_module
from nanotile.tools import find_tool, run_tool

A, B, C = ("b", i32(1)), ("a", StringAttr("x")), ("A.z", UnitAttr())


def test_equality_and_hash_ignore_the_order_entries_were_given_in() -> None:
    d = DictAttr.of(A, B, C)
    assert d == DictAttr.of(C, A, B) and hash(d) == hash(DictAttr.of(C, A, B))
    assert d != DictAttr.of(A, B) and d != DictAttr.of(A, B, ("A.z", i32(0)))


def test_prints_sorted_by_name_whatever_the_order_given() -> None:
    assert str(DictAttr.of(A, B, C)) == '{A.z, a = "x", b = 1 : i32}'
    assert str(DictAttr.of(C, B, A)) == str(DictAttr.of(A, B, C))
    assert [k for k, _ in DictAttr.of(A, B, C).items()] == ["A.z", "a", "b"]
    assert str(EMPTY_DICT) == "{}" and DictAttr.of() is EMPTY_DICT


def test_set_and_remove_leave_the_original_as_it_was() -> None:
    d = DictAttr.of(A, B)
    e = d.set("c", i32(3)).set("b", i32(2))
    assert d == DictAttr.of(A, B) and d.get("c") is None and d.get("b") == i32(1)
    assert e == DictAttr.of(("a", StringAttr("x")), ("b", i32(2)), ("c", i32(3)))
    assert e.remove("c").remove("b").set("b", i32(1)) == d
    assert d.remove("absent") is d


def test_of_refuses_a_name_given_twice() -> None:
    with pytest.raises(ValueError, match="duplicate key 'b' in dictionary attribute"):
        DictAttr.of(A, B, ("b", i32(2)))


def test_parse_print_round_trip_is_canonical() -> None:
    text = 'module attributes {zeta.b = 1 : i32, alpha.a = {z = 1 : i32, "A" = 2 : i32}, alpha.A} {\n}\n'
    m = parse_module(text)
    printed = print_module(m)
    assert printed.startswith('module attributes {alpha.A, alpha.a = {A = 2 : i32, z = 1 : i32}, zeta.b = 1 : i32}')
    assert parse_module(printed) == m and print_module(parse_module(printed)) == printed


@pytest.mark.skipif(find_tool("mlir-opt-19") is None, reason="mlir-opt-19 not installed")
def test_the_order_is_mlir_opts() -> None:
    """mlir-opt-19 prints an unsorted dictionary sorted (``DictionaryAttr``); nanotile prints the same
    text for it, including upper case before lower case and ``a`` before ``a.b``."""
    text = ('module attributes {zeta.b = 1 : i32, alpha.a = {z = 1 : i32, "B" = 2 : i32, a.b = 3 : i32, '
            'a = 4 : i32}, alpha.A, "alpha.Z" = "s"} {\n}\n')
    exe = find_tool("mlir-opt-19")
    assert exe is not None
    r = run_tool([exe, "-"], text)
    assert r.ok, r.stderr
    upstream_head = r.stdout.splitlines()[0]
    assert upstream_head != text.splitlines()[0]     # the input is not already in that order
    assert print_module(parse_module(text)).splitlines()[0] == upstream_head


def test_an_example_module_prints_its_attributes_sorted() -> None:
    m = parse_module(examples()["tma_copy"])
    keys = [k for k, _ in m.attrs.items()]
    assert keys == sorted(keys) and len(keys) >= 2
    head = print_module(m).splitlines()[0]
    assert head.index("nanotile.launch") < head.index("nv_tileaa.compute_capability") \
        < head.index("nv_tileaa.target_spec")


@pytest.mark.parametrize("text, where", [
    ('module attributes {a.x = 1 : i32, b.y, a.x = 2 : i32} {\n}\n', "1:40: error: duplicate key 'a.x'"),
    ('module attributes {a.x = {k = 1 : i32,\n  k}} {\n}\n', "2:3: error: duplicate key 'k'"),
    ('module {\n  %a = "nv_tileaa.get_program_id"() <{dim = 0 : i32, "dim" = 1 : i32}> : () -> i32\n}\n',
     "2:54: error: duplicate key 'dim'"),
])
def test_a_duplicate_key_is_a_located_error(text: str, where: str) -> None:
    with pytest.raises(DiagnosticError) as e:
        parse_module(text, "d.mlir")
    assert str(e.value) == f"d.mlir:{where} in dictionary attribute"


def test_an_op_reads_its_attributes_into_typed_fields_not_a_dictionary() -> None:
    """Properties and attributes of an op are decoded into its fields (the parser's dict is dropped),
    so only dictionaries that are attribute values are ``DictAttr``s."""
    m = parse_module('module {\n  %a = "nv_tileaa.get_program_id"() <{dim = 1 : i32}> : () -> i32\n}\n')
    op = m.ops[0]
    assert op.dim == 1 and not any(isinstance(getattr(op, s), DictAttr) for s in type(op).__match_args__)


def test_launch_sizes_follow_the_kernel_parameters_not_the_dictionary() -> None:
    """A dictionary keeps no order (it prints sorted), so the launch spec orders ``sizes`` by the
    kernel parameters they bind: M, N, K for the GEMM however the dictionary was written."""
    from nanotile import pipeline
    from nanotile.launch.kernel import launch_spec

    text = examples()["gemm_sm90"].replace("sizes = {M = 256, N = 256, K = 64}", "sizes = {K = 64, N = 256, M = 256}")
    assert "sizes = {K = 64" in text
    source = parse_module(text)
    final, _ = pipeline.run_pipeline(source)
    spec, _, _ = launch_spec(source, final)
    assert list(spec.sizes_example) == ["M", "N", "K"]
