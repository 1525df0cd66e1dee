"""Symbol names that reach the PTX: every function (``nv_tileaa.func``, ``llvm.func``) and global
(``llvm.mlir.global``) is emitted under its ``sym_name``, so the name must be a PTX identifier.

The PTX ISA ("Identifiers", section 4.4 of the PTX ISA 8.x manuals)::

    followsym:  [a-zA-Z0-9_$]
    identifier: [a-zA-Z]{followsym}*  |  [_$%]{followsym}+

and a few identifiers are predefined: the constant ``WARP_SZ`` and the special registers
(``%tid``, ``%ctaid``, ``%clock64``, ``%envreg<0..31>``, ...), which a kernel may not redefine.
ptxas (12.x) agrees: ``a b``, ``1a``, ``a.b``, ``a-b``, ``_``, ``%``, ``WARP_SZ`` and ``%tid`` are
syntax or redefinition errors (some crash it), while ``_a``, ``$a``, ``%a``, ``a$b``, ``_1`` assemble.

``common.symbol_names`` holds every function and global to ``ptx_identifier_error`` in every language's
checker, so a module written in any language with such a name is a located error instead of PTX that
ptxas rejects; the kernel generators' ``--name`` is held to it too.  (This module imports nothing of
nanotile, so the generators can use it without loading the compiler.)

**Reserved names.**  The lowering synthesizes module-level symbols of its own: ``@global_smem``, the
shared-memory arena (``passes/synthesize_global_smem.py``; it is the only one: the other passes and the
PTX emitter add no module-level symbol).  An input kernel (``nv_tileaa.func``) named like one of them
would collide with it at a later stage (``redefinition of symbol named 'global_smem'``, reported after
the pass that adds it) or, in a kernel without shared memory, slip through under a name the next
change to the kernel breaks.  ``kernel_name_error`` adds ``reserved_symbol_error`` to the identifier
rule, and ``common.symbol_names`` holds every ``nv_tileaa.func`` to it, so the input is rejected at the
kernel with ``'nv_tileaa.func' op sym_name 'global_smem' is reserved: ...``.  The later languages are
not held to it (their modules legitimately define ``@global_smem``; a function there that shares the
name with the global is a redefinition, as in MLIR).
"""

from __future__ import annotations

import re

from .. import regex

IDENTIFIER = regex.compile(r"[a-zA-Z][a-zA-Z0-9_$]*|[_$%][a-zA-Z0-9_$]+")
"""A PTX identifier (PTX ISA, "Identifiers")."""

RULE = "[a-zA-Z][a-zA-Z0-9_$]* or [_$%][a-zA-Z0-9_$]+"

_SPECIAL_REGISTERS = (
    r"%(tid|ntid|laneid|warpid|nwarpid|ctaid|nctaid|smid|nsmid|gridid|is_explicit_cluster|clusterid|"
    r"nclusterid|cluster_ctaid|cluster_nctaid|cluster_ctarank|cluster_nctarank|"
    r"lanemask_(eq|le|lt|ge|gt)|clock|clock_hi|clock64|pm[0-7]|pm[0-7]_64|envreg([0-9]|[12][0-9]|3[01])|"
    r"globaltimer|globaltimer_lo|globaltimer_hi|reserved_smem_offset_(begin|end|cap|[0-9]+)|"
    r"total_smem_size|aggr_smem_size|dynamic_smem_size|current_graph_exec)")
"""The special registers of the PTX ISA ("Special Registers"), which are predefined identifiers (a pattern
compiled on first use: only a name starting with ``%`` can match, and compiling it costs ~0.4 ms)."""


def ptx_identifier_error(name: str) -> str | None:
    """Why ``name`` cannot name a PTX function or variable, or None when it can."""
    if IDENTIFIER.fullmatch(name) is None:
        return f"{name!r} is not a PTX identifier ({RULE})"
    if name == "WARP_SZ" or (name.startswith("%") and re.fullmatch(_SPECIAL_REGISTERS, name) is not None):
        return f"{name!r} is a predefined PTX identifier"
    return None



RESERVED: dict[str, str] = {"global_smem": "the shared-memory arena"}
"""The module-level symbols the lowering synthesizes, each with what it is."""


def reserved_symbol_error(name: str) -> str | None:
    """Why ``name`` cannot name an input kernel because the compiler synthesizes a symbol of that name,
    or None when it can."""
    what = RESERVED.get(name)
    if what is None:
        return None
    return f"{name!r} is reserved: nanotile synthesizes @{name} ({what})"


def kernel_name_error(name: str) -> str | None:
    """Why ``name`` cannot name an input kernel (``nv_tileaa.func``), or None when it can."""
    return ptx_identifier_error(name) or reserved_symbol_error(name)
