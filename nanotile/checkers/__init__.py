"""One checker per language: ``check(module) -> tuple[Diagnostic, ...]``.

Each calls ``common.check_language``: membership in the language (its ``OPS``), SSA (defined once per
``IsolatedFromAbove`` scope, dominated uses of the right type), the per-op and language-level rules,
then the target's legality and limits (``target``); the diagnostics of the first phase that fails.
``verifier.Verifier`` decides all four in one walk, and the phases run again one by one only to say
what failed.  A checker may then add module-level invariants when those pass (``lowered.check_smem``:
the ``@global_smem`` arena).  ``lowered`` holds the checkers of the languages between ``llfunc`` and ``flat``;
``llvm`` those of ``cute_llvm`` and ``llvm``.
"""
