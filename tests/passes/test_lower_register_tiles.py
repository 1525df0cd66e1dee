"""lower_register_tiles: a blocked ldg tile load is per-thread loads of its fragment, masked to the
view; register-tile arith is per-element; a blocked tile inside an agent is refused."""

from __future__ import annotations

from typing import Any

import pytest

from nanotile import pipeline
from nanotile.cli import examples
from nanotile.ir.core import Module, walk
from nanotile.ir.diagnostics import DiagnosticError
from nanotile.ir.parser import parse_module
from nanotile.ir.types import TensorType
from nanotile.languages import llvm as LL
from nanotile.languages import tileas as A
from nanotile.languages.structured import AddF
from nanotile.lowering.type_converter import TypeConverter
from nanotile.passes.lower_register_tiles import lower_register_tiles


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
