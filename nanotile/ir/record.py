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
  messages of the dataclass one, and constructs faster;
- lets the ``__init__`` of a frozen record that sets three slots or more store them as plain slot stores,
  on the instance switched for the while to a twin class (a subclass without the ``__setattr__`` override,
  made at the first construction) and back: cheaper than three setter calls (``TWIN_MIN_SETS``).

What it keeps of ``dataclasses``: the same field order, defaults and
``field(...)`` metadata (this module's ``field``, or ``dataclasses.field``);
``dataclasses.fields``/``replace``/``is_dataclass`` work on records
(``__dataclass_fields__`` holds ``Field`` objects that answer to them); equality
is by class and field tuple, ``hash`` is the hash of that tuple, ``repr`` is
``Name(a=1, b=2)``; instances are immutable (``dataclasses.FrozenInstanceError``)
and slotted, ``__match_args__`` lists the fields, copy and pickle work.  mypy
sees the decorator as a dataclass transform, so it checks the same fields and
constructor signatures.

``@record(frozen=False)`` is ``@dataclass`` (mutable, not slotted, unhashable,
``default_factory`` allowed) for the compiler's own working state (a pass's
context), built the same way.

Nothing here imports ``dataclasses`` (it imports ``inspect``: ~5 ms of a cold
start); ``dataclasses`` is imported only where it is used: by whoever calls its
functions on a record, and to raise its ``FrozenInstanceError``.
"""

from __future__ import annotations

import sys
import types
from operator import attrgetter
from typing import Any, Callable, ClassVar, Generic, Mapping, TypeVar, dataclass_transform, overload

from .record_inits import HIDDEN_TEMPLATES, TEMPLATES, TWIN_HIDDEN_TEMPLATES, TWIN_TEMPLATES

__all__ = ["MISSING", "Field", "Record", "field", "fields", "record"]

T = TypeVar("T", bound=type)
V = TypeVar("V")


class _Sentinel:
    __slots__ = ("text",)

    def __init__(self, text: str) -> None:
        self.text = text

    def __repr__(self) -> str:
        return self.text


MISSING: Any = _Sentinel("MISSING")
"""No default (``dataclasses.MISSING``'s role for this module's ``Field``)."""
_FACTORY: Any = _Sentinel("<factory>")   # the default of a parameter whose field has a default_factory

_NO_METADATA: Mapping[Any, Any] = types.MappingProxyType({})


class Field:
    """One declared field: what ``dataclasses.Field`` holds, and answers ``dataclasses.fields`` and
    ``dataclasses.replace`` the same way (they test ``_field_type``)."""

    __slots__ = ("name", "type", "default", "default_factory", "init", "repr", "hash", "compare", "metadata",
                 "kw_only")

    def __init__(self, default: Any = MISSING, default_factory: Any = MISSING, init: bool = True,
                 repr: bool = True, hash: bool | None = None, compare: bool = True,
                 metadata: Mapping[Any, Any] | None = None, kw_only: bool = False) -> None:
        self.name: str = ""
        self.type: Any = None
        self.default = default
        self.default_factory = default_factory
        self.init = init
        self.repr = repr
        self.hash = hash
        self.compare = compare
        self.metadata: Mapping[Any, Any] = _NO_METADATA if not metadata else types.MappingProxyType(metadata)
        self.kw_only = kw_only

    @property
    def _field_type(self) -> object:
        """What ``dataclasses.fields()`` recognises as a field (read only by ``dataclasses`` itself)."""
        import dataclasses

        return getattr(dataclasses, "_FIELD")

    def __repr__(self) -> str:
        return (f"Field(name={self.name!r},type={self.type!r},default={self.default!r},"
                f"default_factory={self.default_factory!r},init={self.init!r},repr={self.repr!r},"
                f"hash={self.hash!r},compare={self.compare!r},metadata={self.metadata!r},"
                f"kw_only={self.kw_only!r})")


@overload
def field(*, default: V, init: bool = True, repr: bool = True, hash: bool | None = None, compare: bool = True,
          metadata: Mapping[Any, Any] | None = None, kw_only: bool = False) -> V: ...


@overload
def field(*, default_factory: Callable[[], V], init: bool = True, repr: bool = True, hash: bool | None = None,
          compare: bool = True, metadata: Mapping[Any, Any] | None = None, kw_only: bool = False) -> V: ...


@overload
def field(*, init: bool = True, repr: bool = True, hash: bool | None = None, compare: bool = True,
          metadata: Mapping[Any, Any] | None = None, kw_only: bool = False) -> Any: ...


def field(*, default: Any = MISSING, default_factory: Any = MISSING, init: bool = True, repr: bool = True,
          hash: bool | None = None, compare: bool = True, metadata: Mapping[Any, Any] | None = None,
          kw_only: bool = False) -> Any:
    """``dataclasses.field`` for records."""
    if default is not MISSING and default_factory is not MISSING:
        raise ValueError("cannot specify both default and default_factory")
    return Field(default, default_factory, init, repr, hash, compare, metadata, kw_only)


def fields(class_or_instance: Any) -> tuple[Field, ...]:
    """``dataclasses.fields`` of a record class or instance."""
    try:
        flds: dict[str, Field] = class_or_instance.__dataclass_fields__
    except AttributeError:
        raise TypeError("must be called with a dataclass type or instance") from None
    return tuple(flds.values())


def _from_dataclasses_field(f: Any) -> Field:
    """A ``dataclasses.field(...)`` declaration (the caller imported ``dataclasses``) as a ``Field``."""
    import dataclasses

    missing = dataclasses.MISSING
    return Field(MISSING if f.default is missing else f.default,
                 MISSING if f.default_factory is missing else f.default_factory,
                 f.init, f.repr, f.hash, f.compare, f.metadata or None,
                 f.kw_only if isinstance(f.kw_only, bool) else False)


# -- __init__ templates -------------------------------------------------------------

_TEMPLATES: dict[tuple[int, bool], types.CodeType] = {(n, False): f.__code__ for n, f in enumerate(TEMPLATES)}
_TEMPLATES.update({(n, True): f.__code__ for n, f in enumerate(HIDDEN_TEMPLATES)})
_TWINS: dict[tuple[int, bool], types.CodeType] = {(n, False): f.__code__ for n, f in enumerate(TWIN_TEMPLATES)}
_TWINS.update({(n, True): f.__code__ for n, f in enumerate(TWIN_HIDDEN_TEMPLATES)})
# A frozen record's __init__ stores through its twin class where it sets this many slots or more: the two
# class switches cost about 2.5 setter calls (callgrind, CPython 3.11, instructions a construction
# ``cls(*args)``: 3 fields 3,415 -> 3,214, 4 fields 4,091 -> 3,306; 2 fields by a twin ~2,740 -> ~3,260).
TWIN_MIN_SETS = 3
_SET_CLASS: Callable[[Any, type], None] = object.__dict__["__class__"].__set__


def _template(n: int, hidden: bool = False) -> types.CodeType:
    """``__init__(self, p0, ..., pn-1)`` setting field i through the global setter ``_S{i}_`` (and, with
    ``hidden``, then the hidden slot set through ``_H_`` to ``_HV_``): precompiled (``record_inits``) up to
    15 fields, compiled here past that."""
    code = _TEMPLATES.get((n, hidden))
    if code is None:
        params = "".join(f", p{i}" for i in range(n))
        body = "".join(f"    _S{i}_(self, p{i})\n" for i in range(n)) + ("    _H_(self, _HV_)\n" if hidden else "")
        ns: dict[str, Any] = {}
        exec(f"def __init__(self{params}):\n{body or '    pass'}", {}, ns)
        code = _TEMPLATES[(n, hidden)] = ns["__init__"].__code__
    return code


def _twin_template(n: int, hidden: bool) -> types.CodeType:
    """``__init__(self, p0, ..., pn-1)`` storing ``self.f{i} = p{i}`` (and ``self.h_ = _HV_``) on the
    instance switched to its twin class (``record_inits``' ``_t``/``_u`` templates): precompiled up to 15
    fields, compiled here past that."""
    code = _TWINS.get((n, hidden))
    if code is None:
        params = "".join(f", p{i}" for i in range(n))
        body = "".join(f"    self.f{i} = p{i}\n" for i in range(n)) + ("    self.h_ = _HV_\n" if hidden else "")
        ns: dict[str, Any] = {}
        exec(f"def __init__(self{params}):\n    if type(self) is not _F_:\n        _SLOW_(self{params})\n"
             f"        return\n    _SC_(self, _M_)\n{body}    self.__class__ = _F_\n", {}, ns)
        code = _TWINS[(n, hidden)] = ns["__init__"].__code__
    return code


def _twin_code(names: tuple[str, ...], hidden: tuple[tuple[str, Any], ...]) -> types.CodeType:
    """The twin template for fields ``names`` (and the hidden slot), its attribute names renamed (each entry
    of ``co_names`` is read by its index: a field named like a global the template reads, ``type``, takes
    its own entry and stays apart from it)."""
    attrs = {f"f{i}": n for i, n in enumerate(names)}
    if hidden:
        attrs["h_"] = hidden[0][0]
    code = _twin_template(len(names), bool(hidden))
    return code.replace(co_names=tuple([attrs.get(n, n) for n in code.co_names]))


def _bind_twin(ns: dict[str, Any], cls: type) -> None:
    """Bind a twin ``__init__``'s globals: ``_F_`` the class, and ``_SC_`` a first call that makes the twin
    class ``_M_`` (a subclass adding no slot, with ``object``'s ``__setattr__``/``__delattr__``), binds it
    and the setter of ``__class__``, then switches."""
    if "_SLOW_" not in ns:
        return
    ns["_F_"] = cls
    ns["_M_"] = None

    def first(obj: Any, _none: None) -> None:
        twin = type(cls)(cls.__name__, (cls,), {
            "__slots__": (), "__setattr__": object.__setattr__, "__delattr__": object.__delattr__,
            "__module__": cls.__module__, "__qualname__": cls.__qualname__})
        ns["_M_"] = twin
        ns["_SC_"] = _SET_CLASS
        _SET_CLASS(obj, twin)

    ns["_SC_"] = first


def _attr_setter(name: str, factory: Any) -> Callable[[Any, Any], None]:
    """A mutable record's ``_S{i}_``: ``self.name = value`` (``factory()`` for a parameter left out)."""
    if factory is MISSING:
        return lambda obj, value: setattr(obj, name, value)
    return lambda obj, value: setattr(obj, name, factory() if value is _FACTORY else value)


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
    import dataclasses

    raise dataclasses.FrozenInstanceError(f"cannot assign to field {name!r}")


def _delattr(self: Any, name: str) -> None:
    import dataclasses

    raise dataclasses.FrozenInstanceError(f"cannot delete field {name!r}")


def _getstate(self: Any) -> list[Any]:
    return [getattr(self, n) for n in self.__record_fields__]


def _setstate(self: Any, state: list[Any]) -> None:
    for n, v in zip(self.__record_fields__, state):
        object.__setattr__(self, n, v)
    for n, v in self.__record_init_hidden__:       # (a copy or an unpickled record: as constructed)
        object.__setattr__(self, n, v)


def _key_getter(names: tuple[str, ...]) -> Any:
    """The class attribute ``__record_key__``: called with an instance, the tuple a dataclass compares and
    hashes, ``(self.a, self.b)`` (``(self.a,)`` for one field).  An ``attrgetter`` is no descriptor, so it
    goes into the class as it is; ``staticmethod`` would copy its ``__name__``, ``__qualname__`` and
    ``__annotations__``, which it lacks: three AttributeErrors formatted and dropped per class (~0.7 M
    instructions over the ~140 classes of a compile's import, callgrind)."""
    if len(names) > 1:
        return attrgetter(*names)
    if len(names) == 1:
        get = attrgetter(names[0])
        return staticmethod(lambda o: (get(o),))
    return staticmethod(lambda o: ())


# -- the decorator ------------------------------------------------------------------


_CLASSVAR = ("ClassVar", "typing.ClassVar", "t.ClassVar")
_NOT_COPIED = ("__dict__", "__weakref__")


def _plan(name: str, own: Mapping[str, Any], eq: bool, cache_hash: bool,
          frozen: bool, init_hidden: tuple[tuple[str, Any], ...] = ()) -> tuple[dict[str, Field], list[Any], dict[str, Any]]:
    """A record's fields (from the annotations of its own namespace ``own``), its ``__init__``'s defaults,
    and the class attributes ``record`` gives it (one pass over the annotations: this runs for ~150
    classes at import)."""
    dc = sys.modules.get("dataclasses")
    flds: dict[str, Field] = {}
    defaults: list[Any] = []
    compared: list[str] = []
    shown: list[str] = []
    for fname, ann in own.get("__annotations__", _NO_METADATA).items():
        if ann.startswith(_CLASSVAR) if type(ann) is str else _is_classvar(ann):
            continue
        f = own.get(fname, MISSING)
        if not isinstance(f, Field):
            f = _from_dataclasses_field(f) if dc is not None and isinstance(f, dc.Field) else Field(f)
        if f.default_factory is not MISSING:
            if frozen:
                raise TypeError(f"{name}.{fname}: @record does not support default_factory")
            defaults.append(_FACTORY)
        elif f.default is not MISSING:
            defaults.append(f.default)
        elif defaults:
            raise TypeError(f"non-default argument {fname!r} follows default argument")
        f.name = fname
        f.type = ann
        flds[fname] = f
        if f.compare:
            compared.append(fname)
        if f.repr:
            shown.append(fname)
    names = tuple(flds)
    methods: dict[str, Any] = {
        "__dataclass_fields__": flds,
        "__record_key__": _key_getter(tuple(compared)),
        "__record_repr__": tuple(shown),
        "__record_fields__": names,
    }
    if "__match_args__" not in own:
        methods["__match_args__"] = names
    if "__repr__" not in own:
        methods["__repr__"] = _repr
    if eq:
        if "__eq__" not in own:
            methods["__eq__"] = _eq
        if "__hash__" not in own:
            methods["__hash__"] = (_cached_hash if cache_hash else _hash) if frozen else None
    if frozen:
        methods["__setattr__"] = _setattr
        methods["__delattr__"] = _delattr
        methods["__getstate__"] = _getstate
        methods["__setstate__"] = _setstate
        methods["__record_init_hidden__"] = init_hidden
    return flds, defaults, methods


def _init(qualname: str, module: str, names: tuple[str, ...], defaults: list[Any],
          ns: dict[str, Any], hidden: tuple[tuple[str, Any], ...] = (), frozen: bool = False) -> types.FunctionType:
    """The ``__init__`` of a record with fields ``names`` (and, with ``hidden``, the one hidden slot set at
    construction); ``ns`` (its globals) is to hold the setters (and ``_H_``, ``_HV_``).  A frozen record
    setting ``TWIN_MIN_SETS`` slots or more gets the twin template (``_bind_twin`` then binds it), with the
    setters' one as ``_SLOW_``."""
    qual = f"{qualname}.__init__"
    code = _template(len(names), bool(hidden)).replace(co_varnames=("self",) + names, co_name="__init__",
                                                       co_qualname=qual)
    if frozen and len(names) + len(hidden) >= TWIN_MIN_SETS:
        ns["_SLOW_"] = types.FunctionType(code, ns, "__init__")
        code = _twin_code(names, hidden).replace(co_varnames=("self",) + names, co_name="__init__", co_qualname=qual)
    init = types.FunctionType(code, ns, "__init__", tuple(defaults) or None)   # its __qualname__: the code's
    init.__module__ = module
    return init


def _build(cls: type, eq: bool, cache_hash: bool, frozen: bool, hidden: tuple[str, ...] = (),
           init_hidden: tuple[tuple[str, Any], ...] = ()) -> type:
    own = cls.__dict__
    if frozen:
        init_hidden = _init_hidden(cls.__name__, own, init_hidden)
    flds, defaults, methods = _plan(cls.__name__, own, eq, cache_hash, frozen, init_hidden)
    names = tuple(flds)
    ns: dict[str, Any] = {}
    if frozen:
        bases, slots_hidden = _own_hidden(cls.__bases__, init_hidden)
        methods["__slots__"] = names + (("_record_hash_",) if cache_hash else ()) + hidden + slots_hidden
        body = {k: v for k, v in own.items() if k not in flds and k not in _NOT_COPIED}
        body.update(methods)
        new = type(cls)(cls.__name__, bases, body)
        new.__qualname__ = cls.__qualname__
        slots = new.__dict__
        for i, n in enumerate(names):
            ns[f"_S{i}_"] = slots[n].__set__
        _bind_hidden(ns, new, init_hidden)
    else:
        new = cls
        for k, v in methods.items():
            setattr(new, k, v)
        for i, n in enumerate(names):
            ns[f"_S{i}_"] = _attr_setter(n, flds[n].default_factory)
            declared = own.get(n, MISSING)    # a field(...) left as the class attribute: the default, or none
            if declared is not MISSING and declared is not flds[n].default:
                if flds[n].default is MISSING:
                    delattr(new, n)
                else:
                    setattr(new, n, flds[n].default)
    setattr(new, "__init__", _init(cls.__qualname__, cls.__module__, names, defaults, ns, init_hidden, frozen))
    if frozen:
        _bind_twin(ns, new)
    return new


# What every op class carries (a frozen record declaring ``NAME``, ``ir/core``'s op convention): the slot
# ``_ok_`` of the base ``OpSlots``, set at construction: the checking session's verdicts on the op
# (``checkers/verifier.py``: the tokens of the rules and target checks it passed, a frozenset;
# ``NO_VERDICTS`` when built).  On the op, not in a table keyed by ``id(op)``: a lookup reads the op the walk
# reads anyway (a table grows with the module: 64 kernels' ops missed the cache on every lookup), and a
# verdict goes when its op does.  One slot of one base class: one setter for every op class (``SET_OK``).
NO_VERDICTS: frozenset[Any] = frozenset()


class OpSlots:
    """The base every op class gets (``Record``): its hidden slot ``_ok_`` (the op's verdicts)."""

    __slots__ = ("_ok_",)


SET_OK: Callable[[Any, frozenset[Any]], None] = OpSlots.__dict__["_ok_"].__set__
OP_INIT_HIDDEN: tuple[tuple[str, Any], ...] = (("_ok_", NO_VERDICTS),)


def _init_hidden(name: str, own: Mapping[str, Any],
                 init_hidden: tuple[tuple[str, Any], ...]) -> tuple[tuple[str, Any], ...]:
    """The hidden slots a frozen record sets at construction: ``init_hidden`` as declared, an op class's
    ``OP_INIT_HIDDEN`` where it declares none; one at most (the ``__init__`` templates set one)."""
    if not init_hidden and "NAME" in own:
        init_hidden = OP_INIT_HIDDEN
    if len(init_hidden) > 1:
        raise TypeError(f"{name}: @record sets one hidden slot at construction at most")
    return init_hidden


def _own_hidden(bases: tuple[type, ...], init_hidden: tuple[tuple[str, Any], ...]) -> tuple[tuple[type, ...], tuple[str, ...]]:
    """The bases and the slots of a frozen record's hidden slots set at construction: an op class's is
    ``OpSlots``' (added to its bases), any other its own."""
    if init_hidden is OP_INIT_HIDDEN:
        return (bases if any(issubclass(b, OpSlots) for b in bases) else (OpSlots,) + bases), ()
    return bases, tuple(n for n, _ in init_hidden)


def _bind_hidden(ns: dict[str, Any], cls: type, init_hidden: tuple[tuple[str, Any], ...]) -> None:
    """Bind the ``__init__`` globals ``_H_`` (the hidden slot's setter) and ``_HV_`` (its initial value)."""
    for n, v in init_hidden:
        ns["_H_"] = SET_OK if init_hidden is OP_INIT_HIDDEN else getattr(cls, n).__set__
        ns["_HV_"] = v


def _class_getitem(cls: type, params: Any) -> types.GenericAlias:
    """``ScfFor["TokensOp"]`` at run time, for a generic op class (the language unions subscribe them ~80
    times at import): a ``types.GenericAlias``, built in C, where ``Generic``'s subscription checks each
    parameter and compiles a string one into a ``ForwardRef`` (~7 M instructions in all, 1% of a cold
    ``python -m nanotile --example gemm_sm90``).  ``get_origin``/``get_args``/``__origin__`` read it the same;
    mypy reads the class's ``Generic`` parameters, not this."""
    return types.GenericAlias(cls, params)


class Record(type):
    """What builds a frozen record once: ``@record class Op(metaclass=Record): ...`` gets its ``__slots__``
    from its annotations before the class exists, where ``@record`` alone builds the class twice (the
    ``class`` statement, then the slotted copy).  The class is the one ``@record`` would build, with the
    frozen record's options as class keywords (``class IntegerType(metaclass=Record, cache_hash=True)``;
    ``eq``, ``cache_hash``, ``hidden``, ``init_hidden``); a plain ``@record`` stays on it (it is what mypy
    reads as the dataclass transform) and returns it unchanged.

    ``Record`` is a metaclass in name only: ``__new__`` returns a plain ``type`` instance (so ``__init__``
    is not called, and the class's type is ``type``).  A class whose metaclass is a subclass of ``type``
    pays for it at every ``isinstance``/``issubclass`` against it (``__instancecheck__`` is looked up on
    the metaclass and bound per call): ~18 M more instructions in a cold compile than were saved."""

    def __new__(mcls, name: str, bases: tuple[type, ...], namespace: dict[str, Any], /, *, eq: bool = True,
                cache_hash: bool = False, hidden: tuple[str, ...] = (),
                init_hidden: tuple[tuple[str, Any], ...] = (), **kwargs: Any) -> Record:
        init_hidden = _init_hidden(name, namespace, init_hidden)
        flds, defaults, methods = _plan(name, namespace, eq, cache_hash, True, init_hidden)
        names = tuple(flds)
        body = namespace.copy()
        pop = body.pop
        for n in names:
            pop(n, None)
        body.update(methods)
        bases, slots_hidden = _own_hidden(bases, init_hidden)
        body["__slots__"] = names + (("_record_hash_",) if cache_hash else ()) + hidden + slots_hidden
        ns: dict[str, Any] = {}
        body["__init__"] = _init(namespace.get("__qualname__", name), namespace.get("__module__", ""), names,
                                 defaults, ns, init_hidden, True)
        if Generic in bases and "__class_getitem__" not in namespace:
            body["__class_getitem__"] = _class_getitem
        new: Any = type(name, bases, body, **kwargs)
        ns.update(zip(_SETTERS if len(names) <= len(_SETTERS) else _setter_names(len(names)),
                      map(_SET, map(new.__dict__.__getitem__, names))))
        _bind_hidden(ns, new, init_hidden)
        _bind_twin(ns, new)
        return new  # type: ignore[no-any-return]


def _setter_names(n: int) -> tuple[str, ...]:
    """The names of the ``__init__`` template's setter globals, ``_S0_`` .. ``_S{n-1}_``."""
    return tuple([f"_S{i}_" for i in range(n)])


_SETTERS = _setter_names(32)   # zip stops at the class's fields
_SET = attrgetter("__set__")


@overload
def record(cls: T, /) -> T: ...


@overload
def record(*, eq: bool = True, cache_hash: bool = False, frozen: bool = True,
           hidden: tuple[str, ...] = (), init_hidden: tuple[tuple[str, Any], ...] = ()) -> Callable[[T], T]: ...


@dataclass_transform(frozen_default=True, field_specifiers=(field, Field))
def record(cls: Any = None, /, *, eq: bool = True, cache_hash: bool = False, frozen: bool = True,
           hidden: tuple[str, ...] = (), init_hidden: tuple[tuple[str, Any], ...] = ()) -> Any:
    """``@record``, ``@record(eq=False)`` (the class then defines its own ``__eq__``/``__hash__``),
    ``@record(cache_hash=True)`` (the hash is computed once per instance and kept in a hidden slot:
    for types, which are few, nested and hashed all the time), or ``@record(frozen=False)`` (a mutable
    ``@dataclass``).  ``hidden`` (frozen records): more slots that are not fields (not compared,
    hashed, printed, copied or constructed): a fact derived from an immutable instance, computed once
    and set with ``object.__setattr__`` (a block's op-class census, ``ir/core.py``).  ``init_hidden``
    (frozen records): one hidden slot ``(name, value)`` set to ``value`` at construction (and on copy), for a
    slot read on every instance (an unset slot's read raises a formatted AttributeError, ~2.5 k
    instructions); an op class (one declaring ``NAME``) gets ``OP_INIT_HIDDEN``."""
    if cls is None:
        return lambda c: _decorate(c, eq, cache_hash, frozen, hidden, init_hidden)
    return _decorate(cls, eq, cache_hash, frozen, hidden, init_hidden)


def _decorate(cls: type, eq: bool, cache_hash: bool, frozen: bool, hidden: tuple[str, ...],
              init_hidden: tuple[tuple[str, Any], ...] = ()) -> type:
    if "__record_fields__" in cls.__dict__:     # built by ``metaclass=Record`` already
        if not (eq and frozen) or cache_hash or hidden or init_hidden:
            raise TypeError(f"{cls.__name__}: a class built by the Record metaclass takes plain @record "
                            "(its options are class keywords)")
        return cls
    return _build(cls, eq, cache_hash, frozen, hidden, init_hidden)
