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
"""

from __future__ import annotations

import re

IDENTIFIER = re.compile(r"[a-zA-Z][a-zA-Z0-9_$]*|[_$%][a-zA-Z0-9_$]+")
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

