"""A checking session keeps what the next module's check can share, and no more.

``verifier.Memo`` keeps the summaries of the module checked last (they hold its blocks and ops);
its indexes, keyed by ``id``, refer to them weakly.  So:

* what a module does not share with the module checked after it is let go: the session's memory
  follows the live module, not every module a compile made (221 MB -> ~135 MB peak for 64 copies of
  gemm_sm90, ``bench/NOTES.md``);
* a let-go op's id can then be another op's, and a verdict remembered for the first must not be
  handed to the second (verdicts are now kept on the op itself, ``op._ok_``; the test stands for any
  index by id).  The test that says so makes new bad ops until some land at let-go ops'
  addresses (the allocator reuses freed memory); a memo that keyed verdicts by id without holding
  what it keyed (or without asking whether it is still alive) accepts them.
"""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest

from nanotile import pipeline
from nanotile.checkers.common import reference_checking, session
from nanotile.checkers.verifier import SESSION
from nanotile.cli import examples
from nanotile.ir.core import Block, Module, Region, Value, op_regions, walk
from nanotile.ir.parser import parse_module
from nanotile.ir.types import I64
from nanotile.languages import llvm as LL

N = 400


def _freezes(name: str, n: int) -> str:
    """An llvm module: kernel ``name`` freezes its i32 argument ``n`` times (each op passes the
    freeze rule: one type in, the same type out)."""
    body = "".join(f'    %y{k} = "llvm.freeze"(%x) : (i32) -> i32\n' for k in range(n))
    return ('module {\n  "llvm.func"() <{function_type = !llvm.func<void (i32)>, sym_name = "' + name + '"}> ({\n'
            "  ^bb0(%x: i32):\n" + body + '    "llvm.return"() : () -> ()\n  }) : () -> ()\n}\n')


def _with_ops(m: Module[Any], ops: list[Any]) -> Module[Any]:
    """``m``'s kernel with its entry block's ops replaced by ``ops`` and its return."""
    f = m.ops[0]
    entry = f.body.blocks[0]
    block = Block(entry.label, entry.args, tuple(ops) + (entry.ops[-1],))
    return dataclasses.replace(m, ops=(dataclasses.replace(f, body=Region((block,))),))


def test_a_verdict_is_not_handed_to_a_new_op_at_a_let_go_op_s_address() -> None:
    lang = pipeline.LLVM
    template = parse_module(_freezes("t", 1), "t.mlir")
    other = parse_module(_freezes("other", 3), "other.mlir")
    shell = parse_module(_freezes("bad", 0), "bad.mlir")
    x = template.ops[0].body.blocks[0].args[0]
    freeze = template.ops[0].body.blocks[0].ops[0]
    with session():
        good = parse_module(_freezes("good", N), "good.mlir")
        assert lang.check(good) == ()
        let_go = {id(op) for op in walk(good.ops) if isinstance(op, LL.Freeze)}
        del good
        # the next module shares nothing with ``good``: its summaries, and so its ops, are let go
        assert lang.check(other) == ()
        # i32 -> i64: each breaks the freeze rule (the SSA phase has nothing to say: %x is i32)
        bad = [dataclasses.replace(freeze, arg=x, result=Value(f"b{k}", I64)) for k in range(N)]
        reused = [op for op in bad if id(op) in let_go]
        assert len(reused) > N // 10, len(reused)
        # only those: one bad op the verifier finds is enough to have every one explained
        m = _with_ops(shell, reused)
        got = [str(d) for d in lang.check(m)]
    with reference_checking():
        want = [str(d) for d in lang.check(m)]
    assert len(want) == len(reused) and got == want


def test_a_session_lets_go_of_what_the_next_module_does_not_share() -> None:
    lang = pipeline.LLVM
    a = parse_module(_freezes("a", 100), "a.mlir")
    b = parse_module(_freezes("b", 100), "b.mlir")
    with session() as memo:
        assert lang.check(a) == ()
        kept = [w for w in memo.segs.values() if w() is not None]
        assert kept and all(w().obj in a.ops[0].body.blocks for w in kept)  # type: ignore[union-attr]
        assert lang.check(b) == ()
        assert all(w() is None for w in kept)
        # a's ops are still here (``a`` holds them), and unknown to the session: checked again
        assert lang.check(a) == ()
        assert all(w() is None for w in kept)


def _summarized(m: Module[Any]) -> int:
    """How many summaries a module has: one per block, and one per region of several blocks or none
    (a region of one block has its block's)."""
    regions = [r for op in walk(m.ops) for r in op_regions(op)]
    return sum(len(r.blocks) for r in regions) + sum(1 for r in regions if len(r.blocks) != 1)


def test_a_compile_keeps_the_summaries_of_its_live_module_only() -> None:
    """After each stage's check, the session's live block and region summaries are those of that
    stage's module (the old design kept every stage's: 947 for gemm_sm90 against ~300 live)."""
    seen: list[tuple[str, int, int]] = []

    def count(st: pipeline.AnyStage, m: Module[Any]) -> None:
        memo = SESSION.get()
        assert memo is not None
        alive = sum(1 for w in memo.segs.values() if w() is not None)
        seen.append((st.name, alive, _summarized(m)))

    for name in ("gemm_sm90", "gemm_sm100"):
        pipeline.run_pipeline(parse_module(examples()[name], name + ".mlir"), on_stage=count)
    assert len(seen) == 2 * len(pipeline.STAGES)
    assert all(alive <= live for _, alive, live in seen), [s for s in seen if s[1] > s[2]]
    assert max(live for _, _, live in seen) > 300


def test_dead_index_entries_are_dropped_and_live_ones_kept() -> None:
    lang = pipeline.LLVM
    a = parse_module(_freezes("a", 100), "a.mlir")
    b = parse_module(_freezes("b", 100), "b.mlir")
    with session() as memo:
        assert lang.check(a) == ()
        assert lang.check(b) == ()
        indexes: list[dict[Any, Any]] = [memo.segs, memo.runs, memo.graphs]
        dead = sum(1 for d in indexes for w in d.values() if w() is None)
        live = sum(1 for d in indexes for w in d.values() if w() is not None)
        assert dead > 5 and live > 5     # (a's and b's block and its 7 runs of 16 ops or fewer)
        memo.limit = 0      # (the next check finds the indexes past their limit)
        assert lang.check(b) == ()
        assert all(w() is not None for d in indexes for w in d.values())
        assert sum(map(len, indexes)) == live
        assert memo.limit >= 2 * live


def _llvm_stages(name: str) -> list[tuple[pipeline.AnyLanguage, Module[Any]]]:
    out: list[tuple[pipeline.AnyLanguage, Module[Any]]] = []
    pipeline.run_pipeline(parse_module(examples()[name], name + ".mlir"), verify_each=False,
                          on_stage=lambda st, m: out.append((st.target, m)))
    return [(lang, m) for lang, m in out if lang.name in ("cute_llvm", "llvm")]


def _summary(memo: Any, m: Module[Any]) -> list[tuple[Any, ...]]:
    """What the session knows of ``m``'s functions' bodies (regions of several blocks)."""
    out = []
    for op in m.ops:
        for r in op_regions(op):
            if len(r.blocks) > 1:
                s = memo.segs[id(r)]()
                out.append((s.bad, set(s.defs), s.free, sorted(s.globals), s.ok, [c.obj for c in s.children]))
    return out


def test_a_region_summarized_from_the_previous_stage_s_is_the_one_made_from_scratch() -> None:
    """``Verifier.from_previous``: a late stage's function body is summarized from the last stage's (its
    ~300 blocks compared by identity, the few that changed summarized), and says what a summary made
    without it says."""
    staged = _llvm_stages("gemm_sm90")
    assert len(staged) >= 5
    for (lang0, m0), (lang1, m1) in zip(staged, staged[1:]):
        with session() as memo:
            assert lang0.check(m0) == ()
            assert lang1.check(m1) == ()
            stepped = _summary(memo, m1)
        with session() as memo:
            assert lang1.check(m1) == ()
            fresh = _summary(memo, m1)
        assert stepped and stepped == fresh, lang1.name


@pytest.mark.interpreted("counts calls by patching Verifier.block_seg")
def test_a_region_summarized_from_the_previous_stage_s_asks_for_its_edited_blocks_only(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """... and asks for the summaries of the blocks that are other objects than the last stage's only
    (not each of the ~300)."""
    from nanotile.checkers.verifier import Verifier

    calls: list[int] = []
    original = Verifier.block_seg

    def counting(self: Verifier, b: Block[Any]) -> Any:
        calls.append(1)
        return original(self, b)

    monkeypatch.setattr(Verifier, "block_seg", counting)
    staged = _llvm_stages("gemm_sm90")
    for (lang0, m0), (lang1, m1) in zip(staged, staged[1:]):
        with session():
            assert lang0.check(m0) == ()
            calls.clear()
            assert lang1.check(m1) == ()
        blocks = [b for op in m1.ops for r in op_regions(op) if len(r.blocks) > 1 for b in r.blocks]
        before = {id(b) for op in m0.ops for r in op_regions(op) for b in r.blocks}
        edited = sum(1 for b in blocks if id(b) not in before)
        assert len(calls) <= edited + 1, (lang1.name, len(calls), edited)
