"""``@record``: frozen slotted classes built without per-class code generation.

A drop-in for ``@dataclass(frozen=True, slots=True)`` (and ``eq=False``) on
nanotile's IR classes (types, attributes, locations, ops).  ``dataclasses``
writes the source of ``__init__``, ``__eq__``, ``__hash__``, ``__repr__``,
``__setattr__`` and ``__delattr__`` for every class and compiles it with
``exec``: about 0.5 ms a class, most of a cold ``python -m nanotile``'s
import time.  ``record`` instead

- shares one ``__eq__``/``__hash__``/``__repr__``/``__setattr__``/``__delattr__``
  between all classes, driven by each class's field plan (an
  ``operator.attrgetter`` over its compared fields);
- builds ``__init__`` from one compiled template per field count, renaming its
  parameters (``CodeType.replace``) and binding each class's slot setters, so an
  ``__init__`` keeps the real parameter names, defaults, keyword calls and error
  messages of the dataclass one, and constructs faster.

What it keeps of ``dataclasses``: the same field order, defaults and
``field(...)`` metadata; ``dataclasses.fields``/``replace``/``is_dataclass``
work (``__dataclass_fields__`` holds real ``Field`` objects); equality is by
class and field tuple, ``hash`` is the hash of that tuple, ``repr`` is
``Name(a=1, b=2)``; instances are immutable (``FrozenInstanceError``) and
slotted, ``__match_args__`` lists the fields, copy and pickle work.  mypy sees
the decorator as a dataclass transform, so it checks the same fields and
constructor signatures.  ``default_factory`` is not supported (no IR class
needs a mutable default).
"""

from __future__ import annotations

import dataclasses
import types
from operator import attrgetter
from typing import Any, Callable, ClassVar, TypeVar, dataclass_transform, overload

__all__ = ["record"]

T = TypeVar("T", bound=type)

_MISSING: Any = dataclasses.MISSING
_FIELD_KIND: Any = getattr(dataclasses, "_FIELD")   # what dataclasses.fields() recognises as a field
_TEMPLATES: dict[int, types.CodeType] = {}


def _template(n: int) -> types.CodeType:
    """``__init__(self, p0, ..., pn-1)`` setting slot i through the global setter ``_S{i}_``."""
    code = _TEMPLATES.get(n)
    if code is None:
        params = "".join(f", p{i}" for i in range(n))
        body = "".join(f"    _S{i}_(self, p{i})\n" for i in range(n)) or "    pass\n"
        ns: dict[str, Any] = {}
        exec(f"def __init__(self{params}):\n{body}", {}, ns)
        code = _TEMPLATES[n] = ns["__init__"].__code__
    return code


def _is_classvar(annotation: object) -> bool:
    if isinstance(annotation, str):
        return annotation.startswith(("ClassVar", "typing.ClassVar", "t.ClassVar"))
    return getattr(annotation, "__origin__", annotation) is ClassVar


# -- the shared methods -------------------------------------------------------------


def _eq(self: Any, other: Any) -> Any:
    if other is self:          # what the field-tuple comparison answers too (it compares fields by identity first)
        return True
    if other.__class__ is self.__class__:
        key = self.__record_key__
        return key(self) == key(other)
    return NotImplemented


def _hash(self: Any) -> int:
    return hash(self.__record_key__(self))


def _cached_hash(self: Any) -> int:
    """``_hash``, computed once per instance (``cache_hash=True``): a type nested in a type (an LLVM
    struct of 64 floats) was rehashed through every level each time it was a dictionary key."""
    try:
        h: int = self._record_hash_
    except AttributeError:
        h = hash(self.__record_key__(self))
        object.__setattr__(self, "_record_hash_", h)
    return h


def _repr(self: Any) -> str:
    cls = self.__class__
    return f"{cls.__qualname__}({', '.join(f'{n}={getattr(self, n)!r}' for n in cls.__record_repr__)})"


def _setattr(self: Any, name: str, value: Any) -> None:
    raise dataclasses.FrozenInstanceError(f"cannot assign to field {name!r}")


def _delattr(self: Any, name: str) -> None:
    raise dataclasses.FrozenInstanceError(f"cannot delete field {name!r}")


def _getstate(self: Any) -> list[Any]:
    return [getattr(self, n) for n in self.__record_fields__]


def _setstate(self: Any, state: list[Any]) -> None:
    for n, v in zip(self.__record_fields__, state):
        object.__setattr__(self, n, v)


def _key_getter(names: tuple[str, ...]) -> Callable[[Any], tuple[Any, ...]]:
    """The tuple a dataclass compares and hashes: ``(self.a, self.b)`` (``(self.a,)`` for one field)."""
    if len(names) > 1:
        return attrgetter(*names)
    if len(names) == 1:
        get = attrgetter(names[0])
        return lambda o: (get(o),)
    return lambda o: ()


# -- the decorator ------------------------------------------------------------------


def _build(cls: type, eq: bool, cache_hash: bool = False) -> type:
    own = cls.__dict__
    annotations: dict[str, Any] = own.get("__annotations__", {})
    flds: dict[str, Any] = {}
    defaults: list[Any] = []
    for name, ann in annotations.items():
        if _is_classvar(ann):
            continue
        default = own.get(name, _MISSING)
        f: Any = default if isinstance(default, dataclasses.Field) else dataclasses.field(default=default)
        if f.default_factory is not _MISSING:
            raise TypeError(f"{cls.__name__}.{name}: @record does not support default_factory")
        f.name = name
        f.type = ann
        f._field_type = _FIELD_KIND
        f.kw_only = False
        if f.default is not _MISSING:
            defaults.append(f.default)
        elif defaults:
            raise TypeError(f"non-default argument {name!r} follows default argument")
        flds[name] = f
    names = tuple(flds)
    body = {k: v for k, v in own.items() if k not in flds and k not in ("__dict__", "__weakref__")}
    body["__slots__"] = names + ("_record_hash_",) if cache_hash else names
    body["__dataclass_fields__"] = flds
    body["__record_key__"] = staticmethod(_key_getter(tuple(n for n, f in flds.items() if f.compare)))
    body["__record_repr__"] = tuple(n for n, f in flds.items() if f.repr)
    body["__setattr__"] = _setattr
    body["__delattr__"] = _delattr
    body["__getstate__"] = _getstate
    body["__setstate__"] = _setstate
    body.setdefault("__match_args__", names)
    body["__record_fields__"] = names
    body.setdefault("__repr__", _repr)
    if eq:
        body.setdefault("__eq__", _eq)
        if "__hash__" not in own:
            body["__hash__"] = _cached_hash if cache_hash else _hash
    new = type(cls)(cls.__name__, cls.__bases__, body)
    new.__qualname__ = cls.__qualname__
    qual = f"{cls.__qualname__}.__init__"
    code = _template(len(names)).replace(
        co_varnames=("self",) + names, co_name="__init__", co_qualname=qual)
    setters = {f"_S{i}_": getattr(new, n).__set__ for i, n in enumerate(names)}
    init = types.FunctionType(code, setters, "__init__", tuple(defaults) or None)
    init.__qualname__ = qual
    init.__module__ = cls.__module__
    setattr(new, "__init__", init)
    return new


@overload
def record(cls: T, /) -> T: ...


@overload
def record(*, eq: bool = True, cache_hash: bool = False) -> Callable[[T], T]: ...


@dataclass_transform(frozen_default=True, field_specifiers=(dataclasses.field, dataclasses.Field))
def record(cls: Any = None, /, *, eq: bool = True, cache_hash: bool = False) -> Any:
    """``@record``, ``@record(eq=False)`` (the class then defines its own ``__eq__``/``__hash__``), or
    ``@record(cache_hash=True)`` (the hash is computed once per instance and kept in a hidden slot:
    for types, which are few, nested and hashed all the time)."""
    if cls is None:
        return lambda c: _build(c, eq, cache_hash)
    return _build(cls, eq, cache_hash)
