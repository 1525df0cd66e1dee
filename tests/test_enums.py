"""nanotile.enums: each ``@simple_enum`` class is the enum ``class X(enum.Enum)`` builds from the same body."""

from __future__ import annotations

import enum
import pickle

import pytest

from nanotile import cli, enums

cli._import_compiler()    # (every language module: all of the compiler's enums are built)
BUILT = sorted(enums.BODIES, key=lambda c: (c.__module__, c.__qualname__))


def test_the_compilers_enums_are_built_by_simple_enum() -> None:
    from nanotile.ir.core import Kind, Trait
    from nanotile.languages.llvm import ICmpPredicate
    from nanotile.languages.tileas import MemorySpace

    assert len(BUILT) >= 15
    assert {Kind, Trait, ICmpPredicate, MemorySpace} <= set(BUILT)


@pytest.mark.parametrize("cls", BUILT, ids=lambda c: c.__qualname__)
def test_an_enum_is_what_class_syntax_builds(cls: type) -> None:
    reference = enums.class_syntax(enums.BODIES[cls])
    enum._test_simple_enum(reference, cls)    # type: ignore[attr-defined]   # (raises TypeError on a difference)
    assert isinstance(cls, enum.EnumType) and issubclass(cls, enum.Enum)
    members = list(cls)
    assert [(m.name, m.value) for m in members] == [(m.name, m.value) for m in reference]
    for m in members:
        # the member itself in the class dictionary, as EnumType puts it (not _simple_enum's property)
        assert cls.__dict__[m.name] is m and getattr(cls, m.name) is m
        assert cls(m.value) is m and cls[m.name] is m
        assert pickle.loads(pickle.dumps(m)) is m
        assert repr(m) == repr(getattr(reference, m.name)) and str(m) == str(getattr(reference, m.name))
    assert cls.__hash__ is reference.__hash__     # (object.__hash__ where the body says so)


def test_a_difference_from_class_syntax_is_caught() -> None:
    """The comparison above can fail: a body with one more member is not the same enum."""
    cls = BUILT[0]
    body = enums.BODIES[cls]
    other = type(body.__name__, (enums.Enum,), {k: v for k, v in body.__dict__.items()
                                                if k not in ("__dict__", "__weakref__")} | {"EXTRA_": "extra"})
    with pytest.raises(TypeError):
        enum._test_simple_enum(enums.class_syntax(other), cls)    # type: ignore[attr-defined]
