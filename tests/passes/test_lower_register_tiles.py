"""lower_register_tiles: a blocked ldg tile load is per-thread loads of its fragment, masked to the
view; register-tile arith is per-element; a blocked tile inside an agent is refused."""

from __future__ import annotations

from typing import Any

import pytest

from conftest import snapshot
from nanotile import pipeline
from nanotile.checkers.lowered import check_ids, check_regtiles
from nanotile.cli import examples
from nanotile.ir.attributes import DenseElementsAttr, FloatAttr, IntegerAttr
from nanotile.ir.core import Block, Module, Region, Value, op_results, walk
from nanotile.ir.diagnostics import DiagnosticError
from nanotile.ir.parser import parse_module, parse_type
from nanotile.ir.printer import print_module
from nanotile.ir.types import F32, I1, I32, I64, LLVMFunctionType, LLVMPointerType, LLVMStructType, LLVMVoidType
from nanotile.ir.types import TensorType
from nanotile.languages import llvm as LL
from nanotile.languages import tileas as A
from nanotile.languages.structured import AddF, Constant, ScfIf, ScfYield
from nanotile.lowering.type_converter import TypeConverter
from nanotile.passes.lower_register_tiles import lower_register_tiles

# -- a hand-built kernel in the ids language: z = load(view, off) + splat(2.0); store(view, z, off),
# a 128-element blocked tile on 128 threads (one element per thread)

DESC_T = parse_type("!llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>")
TILE_T = parse_type("tensor<128xf32, #nv_tileas.layout<blocked>>")
FRAG = LLVMStructType((F32,))                     # the fragment a thread holds: one f32
D, OFF, TID = Value("d", DESC_T), Value("off", I32), Value("tid", I32)
VIEW = Value("view", parse_type("memref<?xf32, 1>"))
X, K, Z = Value("x", TILE_T), Value("k", TILE_T), Value("z", TILE_T)
PROLOGUE = (LL.ThreadIdX(TID), LL.UnrealizedCast((VIEW,), (D,)))
TILE_OPS = (A.TiledLoad((X,), VIEW, (OFF,), (), None, A.Atom.LDG),
            Constant(K, DenseElementsAttr(TILE_T, (2.0,))), AddF(Z, X, K),
            A.TiledStore((), VIEW, Z, (OFF,), (), None, A.Atom.STG))


def kernel(*ops: Any) -> Module[Any]:
    ft = LLVMFunctionType(LLVMVoidType(), (DESC_T, I32))
    body = Region((Block("", (D, OFF), PROLOGUE + ops + (LL.LLVMReturn(()),)),))
    return Module((LL.LLVMFunc("k", ft, body, kernel=True, reqntid=(128, 1, 1), minctasm=1),))


def body_ops(m: Module[Any]) -> tuple[Any, ...]:
    f = m.ops[0]
    assert isinstance(f, LL.LLVMFunc)
    return f.body.blocks[0].ops


def i64(name: str) -> Value:
    return Value(name, I64)


def g(name: str) -> Value:
    return Value(name, LLVMPointerType(1))


def f32(name: str) -> Value:
    return Value(name, F32)


def frag(name: str) -> Value:
    return Value(name, FRAG)


def view_fields(n: int, view: str) -> tuple[Any, ...]:
    """The descriptor under the view's name, then its aligned pointer, size and stride."""
    desc = Value(view, DESC_T)
    return (LL.UnrealizedCast((desc,), (VIEW,)), LL.ExtractValue(g(f"e{n}"), desc, (1,)),
            LL.ExtractValue(i64(f"e{n + 1}"), desc, (3, 0)), LL.ExtractValue(i64(f"e{n + 2}"), desc, (4, 0)))


def element_address(n: int, e: int) -> tuple[Any, ...]:
    """Thread tid's element: index off + tid, in bounds if below the size, address base + index * stride."""
    t, p = i64(f"t{n}"), Value(f"p{n + 1}", I1)
    return (LL.ZExt(i64(f"x{n - 1}"), TID), LL.Add(t, i64(f"x{n - 3}"), i64(f"x{n - 1}")),
            LL.ICmp(p, t, i64(f"e{e + 1}"), LL.ICmpPredicate.ULT),
            LL.Mul(i64(f"t{n + 2}"), t, i64(f"e{e + 2}")),
            LL.GEP(g(f"a{n + 3}"), g(f"e{e}"), (i64(f"t{n + 2}"),), F32, (LL.DYNAMIC_INDEX,)))


def pack(u: str, agg: str, value: Value) -> tuple[Any, ...]:
    return (LL.Undef(frag(u)), LL.InsertValue(frag(agg), frag(u), value, (0,)))


def test_typed_snapshot_load_splat_add_store() -> None:
    m = kernel(*TILE_OPS)
    assert check_ids(m) == ()
    out = lower_register_tiles(m)
    assert check_regtiles(out) == ()
    inb = Value("p8", I1)
    assert body_ops(out) == PROLOGUE + (
        # load: out-of-bounds lanes read from the base and take the padding value (0.0)
        *view_fields(1, "view_0"), LL.SExt(i64("x4"), OFF),
        LL.LLVMConstant(f32("cf5"), FloatAttr(0.0, F32)),
        *element_address(7, 1),
        LL.Select(g("s11"), inb, g("a10"), g("e1")), LL.Load(f32("ld12"), g("s11")),
        LL.Select(f32("s13"), inb, f32("ld12"), f32("cf5")),
        *pack("u14", "agg15", f32("s13")), LL.UnrealizedCast((X,), (frag("agg15"),)),
        # the splat: one constant per element of the fragment
        LL.LLVMConstant(f32("cf16"), FloatAttr(2.0, F32)),
        *pack("u17", "agg18", f32("cf16")), LL.UnrealizedCast((K,), (frag("agg18"),)),
        # addf: per element, fragment by fragment
        LL.ExtractValue(f32("e19"), frag("agg15"), (0,)), LL.ExtractValue(f32("e20"), frag("agg18"), (0,)),
        LL.FAdd(f32("t21"), f32("e19"), f32("e20")),
        *pack("u22", "agg23", f32("t21")), LL.UnrealizedCast((Z,), (frag("agg23"),)),
        # store: the element, under an in-bounds guard
        *view_fields(25, "view_24"), LL.SExt(i64("x28"), OFF),
        LL.ExtractValue(f32("e29"), frag("agg23"), (0,)),
        *element_address(31, 25),
        ScfIf((), Value("p32", I1), Region((Block("", (), (LL.Store(f32("e29"), g("a34")), ScfYield(()))),)),
              Region((Block("", (), (ScfYield(()),)),))),
        LL.LLVMReturn(()))


def test_hand_built_input_is_not_mutated_and_deterministic() -> None:
    m = kernel(*TILE_OPS)
    text = print_module(m)
    out = lower_register_tiles(m)
    assert print_module(m) == text and lower_register_tiles(m) == out
    assert all(a is b for a, b in zip(body_ops(out), PROLOGUE))


def test_text_snapshot() -> None:
    snapshot("lower_register_tiles.small.mlir", print_module(lower_register_tiles(kernel(*TILE_OPS))))


def stage_input(text: str) -> Module[Any]:
    out, _ = pipeline.run_pipeline(parse_module(text, "k.mlir"), stop_after="lower-ids-and-memrefs")
    return out


def test_vector_add_loads_adds_and_stores_per_thread() -> None:
    m = stage_input(examples()["vector_add"])
    loads = [o for o in walk(m.ops) if isinstance(o, A.TiledLoad)]
    tile = loads[0].results[0].type
    assert isinstance(tile, TensorType)
    per_thread = TypeConverter(128).per_thread(tile)
    out = lower_register_tiles(m)
    assert pipeline.REGTILES.check(out) == ()
    kinds = [type(o) for o in walk(out.ops)]
    assert A.TiledLoad not in kinds and A.TiledStore not in kinds
    assert not any(isinstance(o, AddF) and isinstance(o.result.type, TensorType) for o in walk(out.ops))
    assert kinds.count(LL.Load) == len(loads) * per_thread
    assert kinds.count(LL.FAdd) == per_thread
    assert kinds.count(LL.Store) == per_thread      # each under its in-bounds scf.if


def test_a_blocked_tile_inside_an_agent_is_refused() -> None:
    """The agent is an explicit guard by now (lower_agents); the pass reads it off the IR."""
    vector = examples()["vector_add"]
    # vector_add's body inside the producer of an agent_switch (4 + 4 warps)
    bad = vector.replace("nv_tileaa.kernel_spec<num_warps = 4", "nv_tileaa.kernel_spec<num_warps = 8")
    assert bad != vector, "vector_add's kernel_spec spelling changed"
    m = stage_input(_in_agent(bad))
    assert not any(isinstance(o, A.AgentSwitch) for o in walk(m.ops))
    with pytest.raises(DiagnosticError, match="it cannot be loaded inside an agent"):
        lower_register_tiles(m)
    assert lower_register_tiles(stage_input(vector))   # the same body outside an agent lowers


def _in_agent(text: str) -> str:
    """``text`` with its body wrapped in a producer agent (the consumer does nothing)."""
    lines = text.splitlines()
    start = next(i for i, ln in enumerate(lines) if "nv_tileas.tiled_load" in ln)
    end = next(i for i in range(len(lines) - 1, -1, -1) if "nv_tileaa.return" in lines[i])
    body = lines[start:end]
    wrapped = (['    "nv_tileas.async.pipeline.agent_switch"() <{agent_warps = array<i32: 4, 4>}> ({']
               + body + ['      "nv_tileas.async.pipeline.yield"() : () -> ()', "    }, {",
                         '      "nv_tileas.async.pipeline.yield"() : () -> ()', "    }) : () -> ()"])
    return "\n".join(lines[:start] + wrapped + lines[end:]) + "\n"


def test_the_accumulator_store_builds_nothing_cse_takes_out() -> None:
    """gemm_sm90's accumulator stores reuse the outer block's constants, the offset of the second 8 rows
    and the pair's guard for its first element, and the constants and thread offset that ops before the
    store (made by other passes, or the input's) already define (``Conversion.dominating``), so none of
    the values lower-register-tiles defines is one that cse (the first pass that would) removes: 121 of
    them were.  Nor does cse remove anything else from gemm_sm90 now.  (The names the others would have
    had are still taken, so the module after cse is the one a lowering that built them gives, up to the
    names later passes draw.)"""
    made, removed = _made_and_removed("cute-kernel-to-nvvm", "cse")
    assert len(made) > 400
    assert not made & removed, sorted(made & removed)
    assert not removed, sorted(removed)


def test_the_accumulator_store_builds_what_fold_would_make_of_it() -> None:
    """Its addresses are the half's first pair's + a constant, its divisions by powers of two shifts and
    masks, the view's fields the values the descriptor was built from: what fold, cse after it and dce
    made of what it built before (32 geps, 5 extracts, 5 divisions and remainders, 30 dead adds on
    gemm_sm90).  None of the values it defines is one of theirs to remove."""
    made, removed = _made_and_removed("cse", "dce")
    assert len(made) > 400 and removed
    assert not made & removed, sorted(made & removed)


def _made_and_removed(before: str, after: str) -> tuple[set[str], set[str]]:
    """gemm_sm90: the names of the values lower-register-tiles defines, and of those present after stage
    ``before`` and gone after stage ``after``."""
    from conftest import example_stages
    from nanotile.ir.core import op_results

    def names(m: Any) -> set[str]:
        return {v.name for o in walk(m.ops) for v in op_results(o)}

    stages = dict(zip((st.name for st in pipeline.STAGES), (m for _, m in example_stages("gemm_sm90"))))
    made = names(stages["lower-register-tiles"]) - names(stages["lower-ids-and-memrefs"])
    return made, names(stages[before]) - names(stages[after])


def test_a_descriptor_read_only_through_whole_views_goes() -> None:
    """A memref descriptor (undef + insertvalue chain under a cast, as lower_ids_and_memrefs builds it)
    whose every reader is a tile store whose ``view`` found each field in the chain: nothing reads it after
    the store is lowered, so the cast and the chain go (what reconcile_casts and dce took out).  Read by
    another op too, it stays; so does a chain value something else reads (and what it is built on)."""
    base, size = Value("base", LLVMPointerType(1)), i64("n")
    zero, one = i64("c0"), i64("c1")
    chain = (LL.Undef(Value("u", DESC_T)),
             LL.InsertValue(Value("a0", DESC_T), Value("u", DESC_T), base, (0,)),
             LL.InsertValue(Value("a1", DESC_T), Value("a0", DESC_T), base, (1,)),
             LL.InsertValue(Value("a2", DESC_T), Value("a1", DESC_T), zero, (2,)),
             LL.InsertValue(Value("a3", DESC_T), Value("a2", DESC_T), size, (3, 0)),
             LL.InsertValue(Value("a4", DESC_T), Value("a3", DESC_T), one, (4, 0)),
             LL.UnrealizedCast((VIEW,), (Value("a4", DESC_T),)))
    head = (LL.ThreadIdX(TID), LL.LLVMConstant(zero, IntegerAttr(0, I64)), LL.LLVMConstant(one, IntegerAttr(1, I64)))
    tile = (Constant(K, DenseElementsAttr(TILE_T, (2.0,))), A.TiledStore((), VIEW, K, (OFF,), (), None, A.Atom.STG))

    def lowered(*extra: Any) -> set[str]:
        ft = LLVMFunctionType(LLVMVoidType(), (base.type, I64, I32))
        body = Region((Block("", (base, size, OFF), head + chain + tile + extra + (LL.LLVMReturn(()),)),))
        m: Module[Any] = Module((LL.LLVMFunc("k", ft, body, kernel=True, reqntid=(128, 1, 1), minctasm=1),))
        assert check_ids(m) == ()
        out = lower_register_tiles(m)
        assert check_regtiles(out) == ()
        return {v.name for o in walk(out.ops) for v in op_results(o)}

    names = {"u", "a0", "a1", "a2", "a3", "a4", "view"}
    assert not lowered() & names                                              # all gone
    assert names <= lowered(LL.UnrealizedCast((Value("d", DESC_T),), (VIEW,)))   # the memref read elsewhere
    kept = lowered(LL.ExtractValue(i64("s"), Value("a3", DESC_T), (3, 0)))   # a3 read elsewhere
    assert {"u", "a0", "a1", "a2", "a3"} <= kept and not kept & {"a4", "view"}
