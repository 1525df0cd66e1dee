"""What mypyc reads from the checkers, at no cost at run time.

``mypyc_attr`` is ``mypy_extensions.mypyc_attr`` to mypy and mypyc (how to compile a class: the
verifier's ``Seg`` and ``Graph`` are weakly referenced, which mypyc's own classes cannot be); at run
time it does nothing and imports nothing (``mypy_extensions`` costs ~2M instructions to import, ~0.4%
of a cold compile).  This module must not itself be compiled: mypyc would find its run-time branch
unreachable.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

if TYPE_CHECKING:
    from mypy_extensions import mypyc_attr
else:
    def mypyc_attr(*attrs: str, **kwattrs: object) -> Callable[[type], type]:
        return lambda cls: cls

__all__ = ["mypyc_attr"]
