"""``@simple_enum class X(Enum)``: an ``enum.Enum`` built without ``EnumType``'s per-member work.

Creating an ``enum.Enum`` subclass runs ``EnumType.__new__``, ``_EnumDict.__setitem__`` and
``_proto_member.__set_name__`` in Python for every member: the compiler's 15 enums (~90 members)
were ~10 M instructions of a cold ``python -m nanotile`` (callgrind).  ``enum._simple_enum`` (what
the standard library's own enums are built with, for the same reason: ``re.RegexFlag``,
``http.HTTPStatus``, ...) builds the same class from a plain class body.  ``simple_enum`` then puts
each member itself in the class dictionary, as ``EnumType`` does (``_simple_enum`` leaves a property
there, and every ``Kind.OPERAND`` becomes a Python call: +12 M instructions in a compile).

To mypy, ``Enum`` is ``enum.Enum`` and ``simple_enum`` returns its argument: the class is an ordinary
enum (exhaustive matches, ``Literal`` members).  At run time ``Enum`` is a plain base the body is
written on.  ``tests/test_enums.py`` compares each such class with the one ``class X(enum.Enum)``
builds from the same body (``enum._test_simple_enum``); where ``enum`` has no ``_simple_enum``, the
class is built that way.
"""

from __future__ import annotations

import enum
from typing import TYPE_CHECKING, Any, TypeVar

T = TypeVar("T", bound=type)

if TYPE_CHECKING:
    from enum import Enum as Enum
else:
    class Enum:
        """The base of an enum's body at run time (``simple_enum`` builds the ``enum.Enum`` subclass)."""

        __slots__ = ()

# every class built by ``simple_enum`` -> the plain class it was built from (read by the tests)
BODIES: dict[type, type] = {}


def class_syntax(body: type) -> Any:
    """The enum ``class X(enum.Enum)`` with ``body``'s namespace builds (the reference, and the fallback)."""
    ns = enum.EnumType.__prepare__(body.__name__, (enum.Enum,))
    for k, v in body.__dict__.items():
        if k not in ("__dict__", "__weakref__"):
            ns[k] = v
    return enum.EnumType(body.__name__, (enum.Enum,), ns)


def simple_enum(body: T) -> T:
    """The ``enum.Enum`` subclass a ``class X(Enum)`` body declares (see the module docstring)."""
    build = getattr(enum, "_simple_enum", None)
    if build is None:
        made: Any = class_syntax(body)
    else:
        made = build(enum.Enum)(body)
        for name, member in made._member_map_.items():
            type.__setattr__(made, name, member)
    BODIES[made] = body
    return made  # type: ignore[no-any-return]
