"""The languages' op unions built with ``languages.OpUnion`` have exactly the members, in the same order,
that ``typing.Union`` gives them (``get_args``: what ``OPS``, ``LEAF_OPS`` and the passthrough sets read).

Both imports run in fresh processes: one as shipped, one with ``OpUnion`` replaced by ``typing.Union``
before any language module is imported."""

from __future__ import annotations

import json
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

DUMP = """
import json, pkgutil, sys, typing
import nanotile.languages as L
if {typing_union}:
    L.OpUnion = typing.Union
import nanotile.pipeline
out = {{}}
for info in pkgutil.iter_modules(L.__path__):
    mod = sys.modules["nanotile.languages." + info.name]
    for name, v in vars(mod).items():
        if typing.get_origin(v) is typing.Union or getattr(v, "__origin__", None) is type(L.OpUnion):
            out[info.name + "." + name] = [repr(a) for a in typing.get_args(v)]
print(json.dumps(out))
"""


def _unions(typing_union: bool) -> dict[str, list[str]]:
    r = subprocess.run([sys.executable, "-c", DUMP.format(typing_union=typing_union)], capture_output=True,
                       text=True, cwd=ROOT, check=True)
    out: dict[str, list[str]] = json.loads(r.stdout)
    return out


def test_op_unions_have_typing_unions_members() -> None:
    ours, typing_ = _unions(False), _unions(True)
    assert len(ours) >= 30 and "llvm.LlvmOp" in ours and "tokens.TokensOp" in ours
    assert ours == typing_


def test_nested_unions_flatten_and_repeat_once() -> None:
    from typing import Union, get_args

    from nanotile.languages import OpUnion

    inner = OpUnion[int, str]
    assert get_args(OpUnion[float, inner, int, Union[bytes, str]]) == (float, int, str, bytes)
    assert OpUnion[int, int] is int


def test_a_generic_op_class_subscribes_to_its_origin_and_arguments() -> None:
    """``Record``'s ``__class_getitem__``: what the unions' ``OPS`` read back (``__origin__``) and
    ``get_origin``/``get_args`` see."""
    from typing import Any, get_args, get_origin

    from nanotile.languages.llvm import LLVMFunc
    from nanotile.languages.structured import ScfFor

    scf_for: Any = ScfFor          # subscribed with names mypy would resolve
    func: Any = LLVMFunc
    alias = scf_for["TokensOp"]
    assert alias.__origin__ is ScfFor and get_origin(alias) is ScfFor and get_args(alias) == ("TokensOp",)
    assert func["X"] == func["X"] and func["X"] != func["Y"]
