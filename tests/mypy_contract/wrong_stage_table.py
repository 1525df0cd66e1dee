"""WRONG: a stage whose pass does not map its source language to its target, and a stage table
that skips, repeats or reorders a stage."""

from __future__ import annotations

from nanotile import pipeline as P
from nanotile.passes.cse import cse
from nanotile.passes.lower_wgmma import lower_wgmma

MISWIRED = P.Stage("lower-agents", P.SMEM, P.AGENTS, lower_wgmma, "")  # expect-error: arg-type
NOT_LLVM = P.Stage("cse", P.CUTE_LLVM, P.LLVM, cse, "")  # expect-error: arg-type

SKIPS = P.Chain.start(P.LOWER_AGENTS).then(P.LOWER_REGISTER_TILES)  # expect-error: arg-type
REPEATS = P.Chain.start(P.LOWER_AGENTS).then(P.LOWER_AGENTS)  # expect-error: arg-type
REORDERS = P.Chain.start(P.LOWER_IDS_AND_MEMREFS).then(P.LOWER_AGENTS)  # expect-error: arg-type
SKIPS_CUTE = P.Chain.start(P.RECONCILE_CASTS).then(P.CSE)  # expect-error: arg-type
