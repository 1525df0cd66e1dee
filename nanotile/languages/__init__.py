"""nanotile's IR languages, one module each; see each module's docstring for its grammar.

Each language's op union (``TokensOp: TypeAlias = Union[LlvmOp, LLVMFunc["TokensOp"], ...]``) is
``typing.Union`` to mypy; at run time it only has to give its members (``get_args``: a language's
``OPS``, its passthrough sets), so the language modules build it with ``OpUnion`` below, which flattens
and de-duplicates the members as ``typing.Union`` does but skips its per-member type checks and caches:
the ~40 unions of 20-90 members cost ~17 M instructions through ``typing.Union``, 2.5% of a cold
``python -m nanotile --example gemm_sm90 -o out.ptx`` (callgrind).  ``tests/test_op_unions.py`` checks
that every union has the members ``typing.Union`` gives it."""

from __future__ import annotations

from types import GenericAlias
from typing import Any, Union, get_args


class _OpUnion:
    """``OpUnion[A, B, ...]``: a ``types.GenericAlias`` whose ``__args__`` are the members, nested unions
    (these, and ``typing.Union``s) flattened in place, each member once (first occurrence kept)."""

    __slots__ = ()

    def __getitem__(self, members: Any) -> Any:
        flat: dict[Any, None] = {}
        for m in members if isinstance(members, tuple) else (members,):
            # most members are op classes: ``getattr(cls, "__origin__", None)`` on one formats and drops an
            # AttributeError (~1,000 at import, ~2.5 k instructions each)
            if type(m) is not type and (m.__origin__ is _OpUnion if isinstance(m, GenericAlias)
                                            else getattr(m, "__origin__", None) is Union):
                flat.update(dict.fromkeys(m.__args__))
            else:
                flat[m] = None
        args = tuple(flat)
        return args[0] if len(args) == 1 else GenericAlias(_OpUnion, args)

    def __repr__(self) -> str:
        return "OpUnion"


OpUnion = _OpUnion()


def op_classes(union: Any) -> tuple[type, ...]:
    """A language's ``OPS``: the class of each member of its op union (``ScfFor["AgentsOp"]`` -> ``ScfFor``),
    in order, each once.  A member that is a class is taken as it is: ``getattr(cls, "__origin__", cls)``
    formats and drops an AttributeError per class (~1,200 at import, ~3 M instructions, callgrind)."""
    return tuple(dict.fromkeys(t if type(t) is type else t.__origin__ for t in get_args(union)))
