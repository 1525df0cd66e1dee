"""One checker per language: ``check(module) -> tuple[Diagnostic, ...]``.

Each checks membership in the language (its ``OPS``), SSA (``common.check_ssa``, which reads the
``IsolatedFromAbove`` trait), then the per-op and language-level rules.  ``lowered`` holds the
checkers of the languages between ``llfunc`` and ``flat``; ``llvm`` those of ``cute_llvm`` and ``llvm``.
"""
