"""Kernel launch descriptions: the launch-spec JSON model (``spec``) and helpers that build specs."""
