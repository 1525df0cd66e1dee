"""What the verifier decides once per class and keeps across checks says what deciding it each time says.

``verifier._relevant`` (can a rule, or a target's checks, say something about some op of a set of
classes?) is answered from the classes already decided for that key; each answer must be the one
``call_for`` / ``target.op_plan`` give when asked about every class of the set, whatever was asked
before.
"""

from __future__ import annotations

from typing import Any

from nanotile import pipeline
from nanotile.checkers import target as target_rules
from nanotile.checkers import verifier
from nanotile.cli import examples
from nanotile.ir.core import _SPECS
from nanotile.ir.parser import parse_module


def _keys() -> list[object]:
    """Every rule and target key of the checks a gemm_sm90 and a gemm_sm100 compile make."""
    for name in ("gemm_sm90", "gemm_sm100"):
        pipeline.run_pipeline(parse_module(examples()[name], name + ".mlir"))
    keys: dict[object, None] = {}
    for (_, rules, target), _ in verifier._CONFIGS.items():
        keys.update(dict.fromkeys(rules))
        if target is not None:
            keys[("target", target)] = None
    return list(keys)


def _says(key: Any, classes: frozenset[type]) -> bool:
    """The definition: some class of ``classes`` the key has something to run on."""
    if isinstance(key, tuple):
        return any(target_rules.op_plan(c, key[1])[0] is not None for c in classes)
    if isinstance(key, verifier.OpRule):
        return any(verifier.call_for(key, c) is not None for c in classes)
    return bool(classes)


def test_relevance_decided_per_class_says_what_asking_every_class_says() -> None:
    keys = _keys()
    assert len(keys) > 15 and any(isinstance(k, tuple) for k in keys)
    classes = sorted(_SPECS, key=lambda c: c.__qualname__)
    assert len(classes) > 100
    # singletons, windows of 5 and 17, and everything: asked small sets first, then sets that mix
    # classes already decided with new ones, then the same again in the other order (what is kept from
    # the earlier answers must not change a later one)
    sets = [frozenset((c,)) for c in classes[::7]]
    sets += [frozenset(classes[i:i + 5]) for i in range(0, len(classes), 3)]
    sets += [frozenset(classes[i:i + 17]) for i in range(0, len(classes), 11)]
    sets += [frozenset(classes), frozenset()]
    said = {True: 0, False: 0}
    for order in (sets, sets[::-1]):
        verifier._RELEVANT.clear()
        for s in order:
            for key in keys:
                want = _says(key, s)
                assert verifier._relevant(key, s) == want, (key, sorted(c.__name__ for c in s))
                said[want] += 1
    assert said[True] > 100 and said[False] > 100, said
    membership = ("allowed", frozenset(classes))
    assert not verifier._relevant(membership, frozenset(classes))


def _terminator_rule_spec(op: Any, allowed: tuple[str, ...]) -> list[str]:
    """``common.terminator_rule`` as it read before its per-class verdicts: every block, its last op's name."""
    from nanotile.ir.core import op_name, op_regions
    from nanotile.ir.diagnostics import Diagnostic

    out = []
    for r in op_regions(op):
        for b in r.blocks:
            last = b.ops[-1] if b.ops else None
            if last is None or op_name(last) not in allowed:
                where = last.loc if last is not None else op.loc
                out.append(str(Diagnostic(where, f"block in '{op_name(op)}' must end with "
                                                 f"{' or '.join(repr(n) for n in allowed)}")))
    return out


def test_an_op_name_is_its_class_name() -> None:
    """``terminator_rule`` keeps its verdict per class of a block's last op: an op's name (what the rule
    reads) is its class's ``NAME``, never a field of the instance."""
    from nanotile.ir.core import spec_of_class

    for cls in _SPECS:
        assert isinstance(cls.__dict__.get("NAME") or getattr(cls, "NAME"), str), cls
        assert "NAME" not in {f.name for f in spec_of_class(cls).fields}, cls
        assert "NAME" not in getattr(cls, "__slots__", ()), cls
        assert getattr(cls, "__dictoffset__", 0) == 0, cls     # (no instance dictionary to hold one)


def test_terminator_rule_says_what_reading_every_block_says() -> None:
    """On every region op of the examples' stages, and on each with one block's last op dropped (a block
    then ends in an op of another class, or is empty) or replaced by an op of a class the rule already
    accepted elsewhere under another name list: the rule's diagnostics are the block-by-block reading's."""
    import dataclasses

    from nanotile.checkers.common import terminator_rule
    from nanotile.ir.core import op_regions, walk
    from nanotile.languages import llvm as LL

    lists = (LL.TERMINATORS, ("scf.yield",), ("nv_tileaa.return",), ("nv_tileas.async.pipeline.yield",),
             ("llvm.br",))
    checked = rejected = 0
    for name in ("gemm_sm90", "vector_add"):
        staged: list[Any] = [parse_module(examples()[name], name + ".mlir")]
        pipeline.run_pipeline(staged[0], verify_each=False, on_stage=lambda st, m: staged.append(m))
        for m in staged[::3]:
            for op in walk(m.ops):
                regions = op_regions(op)
                if not regions:
                    continue
                variants = [op]
                for k, r in enumerate(regions):
                    for i in range(0, len(r.blocks), 37):
                        b = r.blocks[i]
                        blocks = list(r.blocks)
                        blocks[i] = dataclasses.replace(b, ops=b.ops[:-1])
                        region = dataclasses.replace(r, blocks=tuple(blocks))
                        fields = [f.name for f in dataclasses.fields(op) if getattr(op, f.name) is r]
                        variants.append(dataclasses.replace(op, **{fields[0]: region}))
                for v in variants:
                    for allowed in lists:
                        want = _terminator_rule_spec(v, allowed)
                        assert [str(d) for d in terminator_rule(v, allowed)] == want, (v.NAME, allowed)
                        checked += 1
                        rejected += bool(want)
    assert checked > 500 and rejected > 200, (checked, rejected)


def test_a_graph_read_from_the_block_summaries_is_the_regions_graph() -> None:
    """``verifier.Graph`` takes each block's successors from its summary (the labels its last op branches
    to) instead of reading the ops again: on every multi-block region of the examples' stages and on each
    with one branch retargeted (to another block, to the entry, to no block), its dominator tree and
    targets are those of ``cfg`` reading the region."""
    import dataclasses

    from nanotile.ir import cfg
    from nanotile.ir.core import Successor, op_regions, walk

    checked = 0
    for name in ("gemm_sm90", "gemm_sm100", "vector_add"):
        staged: list[Any] = [parse_module(examples()[name], name + ".mlir")]
        pipeline.run_pipeline(staged[0], verify_each=False, on_stage=lambda st, m: staged.append(m))
        for m in staged[::2]:
            for op in walk(m.ops):
                for r in op_regions(op):
                    if len(r.blocks) < 2:
                        continue
                    variants = [r]
                    labels = [b.label for b in r.blocks]
                    for i in range(0, len(r.blocks), 29):
                        b = r.blocks[i]
                        if not b.ops:
                            continue
                        last: Any = b.ops[-1]
                        succ = [f.name for f in dataclasses.fields(last) if isinstance(getattr(last, f.name), Successor)]
                        for target in (labels[(i * 7 + 3) % len(labels)], labels[0], "nowhere"):
                            if not succ:
                                break
                            s = getattr(last, succ[0])
                            new_last = dataclasses.replace(last, **{succ[0]: dataclasses.replace(s, label=target)})
                            blocks = list(r.blocks)
                            blocks[i] = dataclasses.replace(b, ops=b.ops[:-1] + (new_last,))
                            variants.append(dataclasses.replace(r, blocks=tuple(blocks)))
                    for v in variants:
                        memo = verifier.Memo()
                        ver = verifier.Verifier(frozenset(), (), None, memo)
                        bsegs = [ver.block_seg(b) for b in v.blocks]
                        cfg.forget(v)
                        cfg._IDOM_BY_GRAPH.clear()
                        g = verifier.Graph(v, bsegs)
                        cfg.forget(v)
                        cfg._IDOM_BY_GRAPH.clear()
                        assert (g.children, g.roots) == cfg.dominator_forest(v)
                        assert g.targets == frozenset(b.label for b in v.blocks[1:]) - {v.blocks[0].label}
                        gpre, glast = g.intervals()
                        pre = {i: gpre[i] for i in range(len(v.blocks))}
                        for j in range(0, len(v.blocks), 11):   # j dominates i iff i is in j's preorder interval
                            below = {j}
                            todo = [j]
                            while todo:
                                for c in g.children[todo.pop()]:
                                    below.add(c)
                                    todo.append(c)
                            assert {i for i in pre if gpre[j] <= pre[i] <= glast[j]} == below
                        checked += 1
    assert checked > 20, checked


def test_walked_is_the_walk() -> None:
    """``verifier.walked`` (a body's walk, remembered for the last few bodies) and ``walked_inside`` are
    ``ir.core.walk``: on every region op of gemm_sm90's and gemm_sm100's stages, asked twice, in turn
    with more bodies than the memo keeps."""
    from nanotile.ir.core import op_regions, walk

    ops_seen = 0
    for name in ("gemm_sm90", "gemm_sm100"):
        staged: list[Any] = [parse_module(examples()[name], name + ".mlir")]
        pipeline.run_pipeline(staged[0], verify_each=False, on_stage=lambda st, m: staged.append(m))
        region_ops = [o for m in staged[::2] for o in walk(m.ops) if op_regions(o)]
        for _ in range(2):
            for o in region_ops:
                assert verifier.walked_inside(o) == tuple(walk((o,)))[1:]
                for r in op_regions(o):
                    for b in r.blocks:
                        assert verifier.walked(b.ops) == tuple(walk(b.ops))
                ops_seen += 1
    assert ops_seen > 500, ops_seen


def test_instance_fields_read_off_class_dicts_say_what_hasattr_says() -> None:
    """``target._has_instance_field`` (class dictionaries of the class, its bases and its metaclass)
    against ``hasattr`` on every op class, their bases, and classes of a metaclass of each kind."""
    classes = set(_SPECS)
    for cls in list(classes):
        classes.update(cls.__mro__)

    class Meta(type):
        atom = 1

    class Dyn(type):
        def __getattr__(cls, name: str) -> Any:
            if name == "kernel_spec":
                return 2
            raise AttributeError(name)

    class Base:
        cluster_dim = 3

    classes.update((Meta("A", (), {}), Dyn("B", (), {}), Dyn("C", (), {"x": 1}), type("D", (Base,), {}),
                    type("E", (), {"__slots__": ("asm_string",)}), type("F", (), {})))
    for cls in classes:
        want = any(hasattr(cls, a) for a in target_rules._INSTANCE_FIELDS)
        assert target_rules._has_instance_field(cls) == want, cls
