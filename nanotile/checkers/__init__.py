"""One checker per language: ``check(module) -> tuple[Diagnostic, ...]``."""
