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
