"""``@record`` behaves like ``@dataclass(frozen=True, slots=True)`` on everything nanotile relies on."""

from __future__ import annotations

import copy
import dataclasses
import inspect
import pickle
from dataclasses import dataclass, field
from typing import Any, ClassVar, Generic, TypeVar

import pytest

from nanotile.ir.record import Field, Record, field as rfield, fields as rfields, record
from nanotile.ir.types import IntegerType, LLVMStructType

T = TypeVar("T")


@record
class Rec(Generic[T]):
    """A record."""

    NAME: ClassVar[str] = "rec"
    a: int = rfield(metadata={"kind": "x"})
    b: str = rfield(metadata={"kind": "y"})
    c: float = 1.5


@dataclass(frozen=True, slots=True)
class Dc(Generic[T]):
    """A dataclass."""

    NAME: ClassVar[str] = "rec"
    a: int = field(metadata={"kind": "x"})
    b: str = field(metadata={"kind": "y"})
    c: float = 1.5


@record
class One:
    x: float


@record
class Empty:
    pass


@record(eq=False)
class OwnEq:
    v: int

    def __eq__(self, other: object) -> bool:
        return isinstance(other, OwnEq) and self.v % 10 == other.v % 10

    def __hash__(self) -> int:
        return self.v % 10


def test_construction_fields_and_repr_match_dataclass() -> None:
    r: Rec[int] = Rec(1, "s")
    d: Dc[int] = Dc(1, "s")
    assert repr(r) == repr(d).replace("Dc(", "Rec(")
    assert (r.a, r.b, r.c) == (1, "s", 1.5)
    assert Rec(a=1, c=2.0, b="t") == Rec(1, "t", 2.0)
    assert [f.name for f in dataclasses.fields(r)] == ["a", "b", "c"]
    assert [dict(f.metadata) for f in dataclasses.fields(Rec)] == [{"kind": "x"}, {"kind": "y"}, {}]
    assert dataclasses.is_dataclass(r) and Rec.NAME == "rec"
    assert dataclasses.replace(r, c=3.0) == Rec(1, "s", 3.0)
    assert getattr(Rec, "__slots__") == ("a", "b", "c") and Rec.__match_args__ == ("a", "b", "c")
    assert not hasattr(r, "__dict__")
    assert str(inspect.signature(Rec)) == "(a, b, c=1.5)"
    assert Rec.__doc__ == "A record." and Rec.__qualname__ == "Rec"
    assert Empty() == Empty() and repr(Empty()) == "Empty()"


def test_equality_and_hash_are_the_dataclass_ones() -> None:
    assert Rec(1, "s") == Rec(1, "s") and hash(Rec(1, "s")) == hash(Dc(1, "s")) == hash((1, "s", 1.5))
    assert Rec(1, "s") != Rec(2, "s")
    other: object = Dc(1, "s")
    assert Rec(1, "s") != other   # another class never compares equal
    nan = float("nan")
    assert One(nan) == One(nan) and hash(One(1.0)) == hash((1.0,))   # tuple comparison: identity first
    assert OwnEq(3) == OwnEq(13) and hash(OwnEq(13)) == 3 and OwnEq(3) != OwnEq(4)
    assert IntegerType(32) == IntegerType(32) and IntegerType(32) != IntegerType(32, "s")
    assert {LLVMStructType((IntegerType(8),)): 1}[LLVMStructType((IntegerType(8),))] == 1


def test_records_are_immutable() -> None:
    r: Rec[int] = Rec(1, "s")
    with pytest.raises(dataclasses.FrozenInstanceError, match="cannot assign to field 'a'"):
        r.a = 2  # type: ignore[misc]
    with pytest.raises(dataclasses.FrozenInstanceError, match="cannot delete field 'a'"):
        del r.a
    with pytest.raises(dataclasses.FrozenInstanceError):
        r.other = 1  # type: ignore[attr-defined]
    assert r == Rec(1, "s")


def test_copy_and_pickle() -> None:
    r: Rec[int] = Rec(1, "s", 2.5)
    assert copy.copy(r) == r and copy.deepcopy(r) == r
    assert pickle.loads(pickle.dumps(r)) == r


def test_constructor_errors_match_dataclass() -> None:
    with pytest.raises(TypeError, match=r"Rec.__init__\(\) missing 1 required positional argument: 'b'"):
        Rec(1)  # type: ignore[call-arg]
    with pytest.raises(TypeError, match="unexpected keyword argument 'd'"):
        Rec(1, "s", d=2)  # type: ignore[call-arg]


def test_dataclasses_field_declarations_are_read() -> None:
    """A record may declare its fields with ``dataclasses.field`` too (read when the class is built)."""
    @record
    class WithDc:
        a: int = field(metadata={"kind": "x"})
        b: int = field(default=2, repr=False)

    r = WithDc(1)
    assert (r.a, r.b, repr(r).rsplit(".", 1)[-1]) == (1, 2, "WithDc(a=1)")
    assert [(f.name, dict(f.metadata)) for f in dataclasses.fields(r)] == [("a", {"kind": "x"}), ("b", {})]
    assert all(isinstance(f, Field) for f in rfields(WithDc))


@record(frozen=False)
class Mut:
    """A mutable record: ``@dataclass``."""

    a: int
    items: list[int] = rfield(default_factory=list)
    b: str = "x"


@dataclass
class MutDc:
    a: int
    items: list[int] = field(default_factory=list)
    b: str = "x"


def test_mutable_records_are_dataclasses() -> None:
    m, d = Mut(1), MutDc(1)
    assert repr(m) == repr(d).replace("MutDc(", "Mut(") == "Mut(a=1, items=[], b='x')"
    assert m.items is not Mut(1).items          # a fresh default per instance
    m.items.append(3)
    m.a = 2
    assert m == Mut(2, [3], "x") and m != Mut(2, [3], "y")
    assert getattr(Mut, "__hash__") is None and getattr(MutDc, "__hash__") is None
    with pytest.raises(TypeError):
        hash(m)
    assert Mut.__match_args__ == ("a", "items", "b") and Mut.b == "x" and not hasattr(Mut, "items")
    assert str(inspect.signature(Mut)) == "(a, items=<factory>, b='x')"
    assert dataclasses.replace(m, b="z") == Mut(2, [3], "z") and dataclasses.is_dataclass(m)
    m.other = 1  # type: ignore[attr-defined]   # not slotted, as @dataclass
    with pytest.raises(TypeError, match=r"Mut.__init__\(\) missing 1 required positional argument: 'a'"):
        Mut()  # type: ignore[call-arg]


@pytest.mark.parametrize("n", [0, 1, 2, 9, 14, 15, 16, 20])
def test_every_field_count_builds_its_init(n: int) -> None:
    """The precompiled ``__init__`` templates (``record_inits``, up to 15 fields) and the compiled ones past it."""
    names = [f"f{i}" for i in range(n)]
    ns: dict[str, object] = {"__annotations__": {k: "int" for k in names}, "__qualname__": f"Wide{n}"}
    wide = record(type(f"Wide{n}", (), ns))
    r = wide(*range(n))
    assert [getattr(r, k) for k in names] == list(range(n)) and getattr(wide, "__slots__") == tuple(names)
    assert str(inspect.signature(wide)) == "(" + ", ".join(names) + ")"
    assert wide(**{k: i for i, k in enumerate(names)}) == r
    if n:
        with pytest.raises(TypeError, match=rf"Wide{n}.__init__\(\) missing 1 required positional argument: 'f{n - 1}'"):
            wide(*range(n - 1))


def test_importing_records_does_not_import_dataclasses() -> None:
    """``dataclasses`` imports ``inspect`` (~5 ms of a cold start): records build without it."""
    import subprocess
    import sys
    code = "import sys, nanotile.ir.types, nanotile.ir.core\nprint('dataclasses' in sys.modules)"
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert r.stdout.strip() == "False"


def test_unsupported_declarations_are_refused() -> None:
    with pytest.raises(TypeError, match="non-default argument 'b' follows default argument"):
        @record
        class Bad:
            a: int = 1
            b: int  # type: ignore[misc]
    with pytest.raises(TypeError, match="does not support default_factory"):
        @record
        class Bad2:
            a: list[int] = field(default_factory=list)


@record
class RecM(Generic[T], metaclass=Record):
    """A record."""

    NAME: ClassVar[str] = "rec"
    a: int = rfield(metadata={"kind": "x"})
    b: str = rfield(metadata={"kind": "y"})
    c: float = 1.5

    def total(self) -> float:
        return super().__hash__() * 0 + self.a + self.c   # ``super()``: the class cell is the final class


def _facts(cls: type, make: object) -> list[object]:
    """What a record answers, with its own name taken out."""
    mk: Any = make
    r = mk(1, "s")
    name = cls.__name__
    return [repr(r).replace(name, "X"), (r.a, r.b, r.c), r == mk(1, "s"), r != mk(2, "s"), hash(r),
            mk(a=1, c=2.0, b="t") == mk(1, "t", 2.0),
            [(f.name, f.type, f.default, dict(f.metadata)) for f in dataclasses.fields(r)],
            dataclasses.is_dataclass(r), getattr(cls, "NAME"), dataclasses.replace(r, c=3.0) == mk(1, "s", 3.0),
            getattr(cls, "__slots__"), getattr(cls, "__match_args__"), hasattr(r, "__dict__"),
            str(inspect.signature(cls)), cls.__doc__, cls.__qualname__.replace(name, "X"),
            copy.copy(r) == r, copy.deepcopy(r) == r, pickle.loads(pickle.dumps(r)) == r,
            getattr(getattr(cls, "__init__"), "__qualname__").replace(name, "X"), "c" in cls.__dict__]


def test_the_record_metaclass_builds_the_decorators_class_once() -> None:
    """``metaclass=Record`` (the language op classes) builds, in the ``class`` statement, the class
    ``@record`` builds from the ``class`` statement's class: same fields, slots, methods and answers."""
    assert _facts(RecM, RecM) == _facts(Rec, Rec)
    r: RecM[int] = RecM(1, "s")
    assert type(RecM) is type and r.total() == 2.5   # not a Record: isinstance against it stays fast
    with pytest.raises(dataclasses.FrozenInstanceError, match="cannot assign to field 'a'"):
        r.a = 2  # type: ignore[misc]
    with pytest.raises(dataclasses.FrozenInstanceError, match="cannot delete field 'a'"):
        del r.a
    with pytest.raises(TypeError, match=r"RecM.__init__\(\) missing 1 required positional argument: 'b'"):
        RecM(1)  # type: ignore[call-arg]
    with pytest.raises(TypeError, match="non-default argument 'b' follows default argument"):
        class Bad(metaclass=Record):
            a: int = 1
            b: int
    with pytest.raises(TypeError, match="takes plain @record"):
        @record(cache_hash=True)
        class Hashed(metaclass=Record):
            a: int


def test_language_op_classes_are_built_once_by_the_metaclass() -> None:
    """Every op class of the languages is built by ``Record`` with one slot per field (no second class)."""
    from nanotile.languages import llvm, structured, tileas, tileas_tma, tileas_tmem

    ops = [c for m in (llvm, structured, tileas, tileas_tma, tileas_tmem) for c in vars(m).values()
           if isinstance(c, type) and "__record_fields__" in c.__dict__ and c.__module__ == m.__name__]
    assert len(ops) == 111   # + nv_tileas.alloc_tensor (the TMA epilogue's C tile)
    for c in ops:
        assert type(c) is type, c
        assert getattr(c, "__slots__") == getattr(c, "__record_fields__") == tuple(
            f.name for f in rfields(c))
        assert all(type(c.__dict__[n]).__name__ == "member_descriptor" for n in getattr(c, "__slots__"))


def test_the_record_metaclass_takes_the_decorators_options_as_class_keywords() -> None:
    """``class X(metaclass=Record, cache_hash=True)`` (the IR's types), ``hidden=(...)`` (blocks, regions),
    ``eq=False`` (attributes with their own equality): the class ``@record(<options>)`` builds."""

    @record(cache_hash=True, hidden=("_extra_",))
    class ByDecorator:
        a: int
        b: str = "x"

    @record
    class ByMetaclass(metaclass=Record, cache_hash=True, hidden=("_extra_",)):
        a: int
        b: str = "x"

    assert _slots_and_answers(ByDecorator) == _slots_and_answers(ByMetaclass)

    @record
    class OwnEq(metaclass=Record, eq=False):
        a: int

        def __eq__(self, other: object) -> bool:
            return True

        def __hash__(self) -> int:
            return 7

    assert OwnEq(1) == OwnEq(2) and hash(OwnEq(1)) == 7
    assert IntegerType.__dict__["__slots__"] == ("width", "signedness", "_record_hash_")


def _slots_and_answers(cls: Any) -> list[object]:
    r = cls(1)
    h = hash(r)
    object.__setattr__(r, "_extra_", 5)
    return [cls.__slots__, r == cls(1, "x"), h == hash(cls(1)), getattr(r, "_record_hash_") == h,
            getattr(r, "_extra_"), repr(r).replace(cls.__name__, "X"), getattr(cls, "__match_args__")]


@pytest.mark.parametrize("n", [0, 1, 3, 15, 16, 20])
def test_a_hidden_slot_set_at_construction_is_set_on_every_instance(n: int) -> None:
    """``init_hidden``: the slot holds its value after ``__init__`` (precompiled templates up to 15
    fields, compiled past that), a keyword call, ``dataclasses.replace``, ``copy`` and ``pickle``; it is no
    field (not compared, hashed, printed or a parameter).  An op class (one declaring ``NAME``) gets
    ``OpSlots``' ``_ok_`` so, with ``NO_VERDICTS`` (the verifier's per-op verdicts)."""
    from nanotile.ir.record import NO_VERDICTS, OpSlots, SET_OK

    names = [f"f{i}" for i in range(n)]
    ns: dict[str, object] = {"__annotations__": {k: "int" for k in names}, "__qualname__": f"Hid{n}"}
    hid: Any = Record(f"Hid{n}", (), ns, init_hidden=(("_h_", "start"),))
    r = hid(*range(n))
    assert r._h_ == "start" and [getattr(r, k) for k in names] == list(range(n))
    assert str(inspect.signature(hid)) == "(" + ", ".join(names) + ")"
    object.__setattr__(r, "_h_", "changed")
    assert r == hid(**{k: i for i, k in enumerate(names)}) and "_h_" not in repr(r)
    assert copy.copy(r)._h_ == "start" and hid(*range(n))._h_ == "start"
    op_ns: dict[str, object] = {"__annotations__": {k: "int" for k in names}, "__qualname__": f"Op{n}",
                                "NAME": "x.y"}
    op: Any = Record(f"Op{n}", (), op_ns)
    o: Any = op(*range(n))
    assert OpSlots in type(o).__mro__ and o._ok_ is NO_VERDICTS
    SET_OK(o, frozenset({1}))
    assert o._ok_ == {1} and copy.copy(o)._ok_ is NO_VERDICTS
    if n:
        assert dataclasses.replace(o, f0=7)._ok_ is NO_VERDICTS and dataclasses.replace(o, f0=7).f0 == 7
    from nanotile.ir.core import Successor
    from nanotile.languages import llvm as LL
    br: Any = LL.Br(Successor("bb1"))
    SET_OK(br, frozenset({1}))
    assert pickle.loads(pickle.dumps(br))._ok_ is NO_VERDICTS and copy.deepcopy(br)._ok_ is NO_VERDICTS
    with pytest.raises(TypeError, match="one hidden slot"):
        Record("Two", (), {"__annotations__": {}, "__qualname__": "Two"}, init_hidden=(("_a_", 1), ("_b_", 2)))


@pytest.mark.parametrize("n", list(range(3, 18)))
def test_a_twin_init_leaves_the_instance_of_its_class_and_frozen(n: int) -> None:
    """A frozen record setting ``TWIN_MIN_SETS`` slots or more stores through its twin class (``record``'s
    ``_bind_twin``): after construction the instance is of the record's class again, so assigning or
    deleting a field, or switching the class back to the twin, raises ``FrozenInstanceError``; an instance
    of a plain subclass (which the twin cannot stand for) is built by the setters and keeps its class; field
    names equal to the template's globals and attribute placeholders (``type``, ``_F_``, ``f0``) stay apart."""
    from nanotile.ir.record import TWIN_MIN_SETS

    assert 2 < TWIN_MIN_SETS <= 3
    names = ["type", "_F_", "f0"] + [f"g{i}" for i in range(n - 3)]
    ns: dict[str, object] = {"__annotations__": {k: "int" for k in names}, "__qualname__": f"Twin{n}"}
    twin: Any = record(type(f"Twin{n}", (), ns))
    mtwin: Any = Record(f"MTwin{n}", (), dict(ns, __qualname__=f"MTwin{n}"))
    op: Any = Record(f"OpTwin{n}", (), dict(ns, __qualname__=f"OpTwin{n}", NAME="x.y"))
    for cls in (twin, mtwin, op):
        assert "_SLOW_" in cls.__init__.__globals__
        for _ in range(2):    # the first construction makes the twin class, the second uses it
            r = cls(*range(n))
            assert type(r) is cls and r.__class__ is cls
            assert [getattr(r, k) for k in names] == list(range(n)) and r == cls(**dict(zip(names, range(n))))
            assert repr(r).startswith(f"{cls.__name__}(type=0, _F_=1, f0=2")
            with pytest.raises(dataclasses.FrozenInstanceError, match="cannot assign to field 'type'"):
                r.type = 5
            with pytest.raises(dataclasses.FrozenInstanceError, match="cannot delete field 'f0'"):
                del r.f0
            with pytest.raises(dataclasses.FrozenInstanceError):
                r.__class__ = cls.__init__.__globals__["_M_"]
            assert copy.copy(r) == r and copy.deepcopy(r) == r and type(copy.copy(r)) is cls
        m = cls.__init__.__globals__["_M_"]
        assert m.__bases__ == (cls,) and m.__slots__ == () and m.__setattr__ is object.__setattr__
        with pytest.raises(TypeError, match=rf"{cls.__name__}.__init__\(\) missing 1 required positional argument"):
            cls(*range(n - 1))
    assert op(*range(n))._ok_ is not None

    class Sub(twin):   # type: ignore[misc]
        pass

    s = Sub(*range(n))
    assert type(s) is Sub and s.g0 == 3 if n > 3 else type(s) is Sub
    with pytest.raises(dataclasses.FrozenInstanceError):
        s.f0 = 1


def test_a_record_setting_fewer_slots_keeps_the_setters() -> None:
    """Below ``TWIN_MIN_SETS`` the two class switches cost more than they save: no twin."""
    assert "_SLOW_" in Rec.__init__.__globals__      # 3 fields (test_copy_and_pickle pickles one)
    two: Any = record(type("Two", (), {"__annotations__": {"a": "int", "b": "int"}, "__qualname__": "Two"}))
    assert "_SLOW_" not in two.__init__.__globals__ and two(1, 2).b == 2
