"""``__init__`` templates for ``record.py``, by field count, compiled with this module: building a
record class compiles no source (an ``exec`` per template cost ~0.1 ms, ~15 of them at import).

``_i{n}(self, p0, ..., pn-1)`` sets field ``i`` through the global ``_S{i}_``.  ``record`` takes only
the code object, renames its parameters to the field names and binds each ``_S{i}_`` (a slot's setter)
in the globals of the function it builds (a mutable record binds closures that set the attribute).
``_h{n}`` does the same, then sets a hidden slot (``_H_``, its setter) to its initial value ``_HV_``
(``record``'s ``init_hidden``: a hidden slot read on every instance, which must not raise).

``_t{n}`` (``_u{n}`` with the hidden slot) stores each field with ``self.f{i} = p{i}`` instead (``record``
renames the attribute names ``f{i}`` (``h_``) of its ``co_names`` to the fields (the hidden slot)): a frozen
record overrides ``__setattr__``, so the instance is first switched (``_SC_``, the setter of
``__class__``) to ``_M_``, a subclass of the record's class ``_F_`` that adds no slot and keeps the plain
``__setattr__`` (its stores specialise to slot stores), then back to ``_F_``; an instance of a subclass of
``_F_`` takes ``_SLOW_`` (the ``_i``/``_h`` one).  Generated; ``tests/test_record.py`` checks every template.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    def _set(obj: Any, value: Any) -> None: ...

    _S0_ = _S1_ = _S2_ = _S3_ = _S4_ = _S5_ = _S6_ = _S7_ = _S8_ = _S9_ = _S10_ = _S11_ = _S12_ = _S13_ = _S14_ = _set
    _H_ = _set
    _HV_: Any = None

    def _slow(self: Any, *values: Any) -> None: ...

    _SC_ = _set
    _SLOW_ = _slow
    _F_: Any = None
    _M_: Any = None


def _i0(self: Any) -> None:
    pass


def _i1(self: Any, p0: Any) -> None:
    _S0_(self, p0)


def _i2(self: Any, p0: Any, p1: Any) -> None:
    _S0_(self, p0)
    _S1_(self, p1)


def _i3(self: Any, p0: Any, p1: Any, p2: Any) -> None:
    _S0_(self, p0)
    _S1_(self, p1)
    _S2_(self, p2)


def _i4(self: Any, p0: Any, p1: Any, p2: Any, p3: Any) -> None:
    _S0_(self, p0)
    _S1_(self, p1)
    _S2_(self, p2)
    _S3_(self, p3)


def _i5(self: Any, p0: Any, p1: Any, p2: Any, p3: Any, p4: Any) -> None:
    _S0_(self, p0)
    _S1_(self, p1)
    _S2_(self, p2)
    _S3_(self, p3)
    _S4_(self, p4)


def _i6(self: Any, p0: Any, p1: Any, p2: Any, p3: Any, p4: Any, p5: Any) -> None:
    _S0_(self, p0)
    _S1_(self, p1)
    _S2_(self, p2)
    _S3_(self, p3)
    _S4_(self, p4)
    _S5_(self, p5)


def _i7(self: Any, p0: Any, p1: Any, p2: Any, p3: Any, p4: Any, p5: Any, p6: Any) -> None:
    _S0_(self, p0)
    _S1_(self, p1)
    _S2_(self, p2)
    _S3_(self, p3)
    _S4_(self, p4)
    _S5_(self, p5)
    _S6_(self, p6)


def _i8(self: Any, p0: Any, p1: Any, p2: Any, p3: Any, p4: Any, p5: Any, p6: Any, p7: Any) -> None:
    _S0_(self, p0)
    _S1_(self, p1)
    _S2_(self, p2)
    _S3_(self, p3)
    _S4_(self, p4)
    _S5_(self, p5)
    _S6_(self, p6)
    _S7_(self, p7)


def _i9(self: Any, p0: Any, p1: Any, p2: Any, p3: Any, p4: Any, p5: Any, p6: Any, p7: Any, p8: Any) -> None:
    _S0_(self, p0)
    _S1_(self, p1)
    _S2_(self, p2)
    _S3_(self, p3)
    _S4_(self, p4)
    _S5_(self, p5)
    _S6_(self, p6)
    _S7_(self, p7)
    _S8_(self, p8)


def _i10(
        self: Any, p0: Any, p1: Any, p2: Any, p3: Any, p4: Any, p5: Any, p6: Any, p7: Any,
        p8: Any, p9: Any,
) -> None:
    _S0_(self, p0)
    _S1_(self, p1)
    _S2_(self, p2)
    _S3_(self, p3)
    _S4_(self, p4)
    _S5_(self, p5)
    _S6_(self, p6)
    _S7_(self, p7)
    _S8_(self, p8)
    _S9_(self, p9)


def _i11(
        self: Any, p0: Any, p1: Any, p2: Any, p3: Any, p4: Any, p5: Any, p6: Any, p7: Any,
        p8: Any, p9: Any, p10: Any,
) -> None:
    _S0_(self, p0)
    _S1_(self, p1)
    _S2_(self, p2)
    _S3_(self, p3)
    _S4_(self, p4)
    _S5_(self, p5)
    _S6_(self, p6)
    _S7_(self, p7)
    _S8_(self, p8)
    _S9_(self, p9)
    _S10_(self, p10)


def _i12(
        self: Any, p0: Any, p1: Any, p2: Any, p3: Any, p4: Any, p5: Any, p6: Any, p7: Any,
        p8: Any, p9: Any, p10: Any, p11: Any,
) -> None:
    _S0_(self, p0)
    _S1_(self, p1)
    _S2_(self, p2)
    _S3_(self, p3)
    _S4_(self, p4)
    _S5_(self, p5)
    _S6_(self, p6)
    _S7_(self, p7)
    _S8_(self, p8)
    _S9_(self, p9)
    _S10_(self, p10)
    _S11_(self, p11)


def _i13(
        self: Any, p0: Any, p1: Any, p2: Any, p3: Any, p4: Any, p5: Any, p6: Any, p7: Any,
        p8: Any, p9: Any, p10: Any, p11: Any, p12: Any,
) -> None:
    _S0_(self, p0)
    _S1_(self, p1)
    _S2_(self, p2)
    _S3_(self, p3)
    _S4_(self, p4)
    _S5_(self, p5)
    _S6_(self, p6)
    _S7_(self, p7)
    _S8_(self, p8)
    _S9_(self, p9)
    _S10_(self, p10)
    _S11_(self, p11)
    _S12_(self, p12)


def _i14(
        self: Any, p0: Any, p1: Any, p2: Any, p3: Any, p4: Any, p5: Any, p6: Any, p7: Any,
        p8: Any, p9: Any, p10: Any, p11: Any, p12: Any, p13: Any,
) -> None:
    _S0_(self, p0)
    _S1_(self, p1)
    _S2_(self, p2)
    _S3_(self, p3)
    _S4_(self, p4)
    _S5_(self, p5)
    _S6_(self, p6)
    _S7_(self, p7)
    _S8_(self, p8)
    _S9_(self, p9)
    _S10_(self, p10)
    _S11_(self, p11)
    _S12_(self, p12)
    _S13_(self, p13)


def _i15(
        self: Any, p0: Any, p1: Any, p2: Any, p3: Any, p4: Any, p5: Any, p6: Any, p7: Any,
        p8: Any, p9: Any, p10: Any, p11: Any, p12: Any, p13: Any, p14: Any,
) -> None:
    _S0_(self, p0)
    _S1_(self, p1)
    _S2_(self, p2)
    _S3_(self, p3)
    _S4_(self, p4)
    _S5_(self, p5)
    _S6_(self, p6)
    _S7_(self, p7)
    _S8_(self, p8)
    _S9_(self, p9)
    _S10_(self, p10)
    _S11_(self, p11)
    _S12_(self, p12)
    _S13_(self, p13)
    _S14_(self, p14)


def _h0(self: Any) -> None:
    _H_(self, _HV_)


def _h1(self: Any, p0: Any) -> None:
    _S0_(self, p0)
    _H_(self, _HV_)


def _h2(self: Any, p0: Any, p1: Any) -> None:
    _S0_(self, p0)
    _S1_(self, p1)
    _H_(self, _HV_)


def _h3(self: Any, p0: Any, p1: Any, p2: Any) -> None:
    _S0_(self, p0)
    _S1_(self, p1)
    _S2_(self, p2)
    _H_(self, _HV_)


def _h4(self: Any, p0: Any, p1: Any, p2: Any, p3: Any) -> None:
    _S0_(self, p0)
    _S1_(self, p1)
    _S2_(self, p2)
    _S3_(self, p3)
    _H_(self, _HV_)


def _h5(self: Any, p0: Any, p1: Any, p2: Any, p3: Any, p4: Any) -> None:
    _S0_(self, p0)
    _S1_(self, p1)
    _S2_(self, p2)
    _S3_(self, p3)
    _S4_(self, p4)
    _H_(self, _HV_)


def _h6(self: Any, p0: Any, p1: Any, p2: Any, p3: Any, p4: Any, p5: Any) -> None:
    _S0_(self, p0)
    _S1_(self, p1)
    _S2_(self, p2)
    _S3_(self, p3)
    _S4_(self, p4)
    _S5_(self, p5)
    _H_(self, _HV_)


def _h7(self: Any, p0: Any, p1: Any, p2: Any, p3: Any, p4: Any, p5: Any, p6: Any) -> None:
    _S0_(self, p0)
    _S1_(self, p1)
    _S2_(self, p2)
    _S3_(self, p3)
    _S4_(self, p4)
    _S5_(self, p5)
    _S6_(self, p6)
    _H_(self, _HV_)


def _h8(self: Any, p0: Any, p1: Any, p2: Any, p3: Any, p4: Any, p5: Any, p6: Any, p7: Any) -> None:
    _S0_(self, p0)
    _S1_(self, p1)
    _S2_(self, p2)
    _S3_(self, p3)
    _S4_(self, p4)
    _S5_(self, p5)
    _S6_(self, p6)
    _S7_(self, p7)
    _H_(self, _HV_)


def _h9(self: Any, p0: Any, p1: Any, p2: Any, p3: Any, p4: Any, p5: Any, p6: Any, p7: Any, p8: Any) -> None:
    _S0_(self, p0)
    _S1_(self, p1)
    _S2_(self, p2)
    _S3_(self, p3)
    _S4_(self, p4)
    _S5_(self, p5)
    _S6_(self, p6)
    _S7_(self, p7)
    _S8_(self, p8)
    _H_(self, _HV_)


def _h10(
        self: Any, p0: Any, p1: Any, p2: Any, p3: Any, p4: Any, p5: Any, p6: Any, p7: Any,
        p8: Any, p9: Any,
) -> None:
    _S0_(self, p0)
    _S1_(self, p1)
    _S2_(self, p2)
    _S3_(self, p3)
    _S4_(self, p4)
    _S5_(self, p5)
    _S6_(self, p6)
    _S7_(self, p7)
    _S8_(self, p8)
    _S9_(self, p9)
    _H_(self, _HV_)


def _h11(
        self: Any, p0: Any, p1: Any, p2: Any, p3: Any, p4: Any, p5: Any, p6: Any, p7: Any,
        p8: Any, p9: Any, p10: Any,
) -> None:
    _S0_(self, p0)
    _S1_(self, p1)
    _S2_(self, p2)
    _S3_(self, p3)
    _S4_(self, p4)
    _S5_(self, p5)
    _S6_(self, p6)
    _S7_(self, p7)
    _S8_(self, p8)
    _S9_(self, p9)
    _S10_(self, p10)
    _H_(self, _HV_)


def _h12(
        self: Any, p0: Any, p1: Any, p2: Any, p3: Any, p4: Any, p5: Any, p6: Any, p7: Any,
        p8: Any, p9: Any, p10: Any, p11: Any,
) -> None:
    _S0_(self, p0)
    _S1_(self, p1)
    _S2_(self, p2)
    _S3_(self, p3)
    _S4_(self, p4)
    _S5_(self, p5)
    _S6_(self, p6)
    _S7_(self, p7)
    _S8_(self, p8)
    _S9_(self, p9)
    _S10_(self, p10)
    _S11_(self, p11)
    _H_(self, _HV_)


def _h13(
        self: Any, p0: Any, p1: Any, p2: Any, p3: Any, p4: Any, p5: Any, p6: Any, p7: Any,
        p8: Any, p9: Any, p10: Any, p11: Any, p12: Any,
) -> None:
    _S0_(self, p0)
    _S1_(self, p1)
    _S2_(self, p2)
    _S3_(self, p3)
    _S4_(self, p4)
    _S5_(self, p5)
    _S6_(self, p6)
    _S7_(self, p7)
    _S8_(self, p8)
    _S9_(self, p9)
    _S10_(self, p10)
    _S11_(self, p11)
    _S12_(self, p12)
    _H_(self, _HV_)


def _h14(
        self: Any, p0: Any, p1: Any, p2: Any, p3: Any, p4: Any, p5: Any, p6: Any, p7: Any,
        p8: Any, p9: Any, p10: Any, p11: Any, p12: Any, p13: Any,
) -> None:
    _S0_(self, p0)
    _S1_(self, p1)
    _S2_(self, p2)
    _S3_(self, p3)
    _S4_(self, p4)
    _S5_(self, p5)
    _S6_(self, p6)
    _S7_(self, p7)
    _S8_(self, p8)
    _S9_(self, p9)
    _S10_(self, p10)
    _S11_(self, p11)
    _S12_(self, p12)
    _S13_(self, p13)
    _H_(self, _HV_)


def _h15(
        self: Any, p0: Any, p1: Any, p2: Any, p3: Any, p4: Any, p5: Any, p6: Any, p7: Any,
        p8: Any, p9: Any, p10: Any, p11: Any, p12: Any, p13: Any, p14: Any,
) -> None:
    _S0_(self, p0)
    _S1_(self, p1)
    _S2_(self, p2)
    _S3_(self, p3)
    _S4_(self, p4)
    _S5_(self, p5)
    _S6_(self, p6)
    _S7_(self, p7)
    _S8_(self, p8)
    _S9_(self, p9)
    _S10_(self, p10)
    _S11_(self, p11)
    _S12_(self, p12)
    _S13_(self, p13)
    _S14_(self, p14)
    _H_(self, _HV_)


def _t0(self: Any) -> None:
    if type(self) is not _F_:
        _SLOW_(self)
        return
    _SC_(self, _M_)
    self.__class__ = _F_


def _t1(self: Any, p0: Any) -> None:
    if type(self) is not _F_:
        _SLOW_(self, p0)
        return
    _SC_(self, _M_)
    self.f0 = p0
    self.__class__ = _F_


def _t2(self: Any, p0: Any, p1: Any) -> None:
    if type(self) is not _F_:
        _SLOW_(self, p0, p1)
        return
    _SC_(self, _M_)
    self.f0 = p0
    self.f1 = p1
    self.__class__ = _F_


def _t3(self: Any, p0: Any, p1: Any, p2: Any) -> None:
    if type(self) is not _F_:
        _SLOW_(self, p0, p1, p2)
        return
    _SC_(self, _M_)
    self.f0 = p0
    self.f1 = p1
    self.f2 = p2
    self.__class__ = _F_


def _t4(self: Any, p0: Any, p1: Any, p2: Any, p3: Any) -> None:
    if type(self) is not _F_:
        _SLOW_(self, p0, p1, p2, p3)
        return
    _SC_(self, _M_)
    self.f0 = p0
    self.f1 = p1
    self.f2 = p2
    self.f3 = p3
    self.__class__ = _F_


def _t5(self: Any, p0: Any, p1: Any, p2: Any, p3: Any, p4: Any) -> None:
    if type(self) is not _F_:
        _SLOW_(self, p0, p1, p2, p3, p4)
        return
    _SC_(self, _M_)
    self.f0 = p0
    self.f1 = p1
    self.f2 = p2
    self.f3 = p3
    self.f4 = p4
    self.__class__ = _F_


def _t6(self: Any, p0: Any, p1: Any, p2: Any, p3: Any, p4: Any, p5: Any) -> None:
    if type(self) is not _F_:
        _SLOW_(self, p0, p1, p2, p3, p4, p5)
        return
    _SC_(self, _M_)
    self.f0 = p0
    self.f1 = p1
    self.f2 = p2
    self.f3 = p3
    self.f4 = p4
    self.f5 = p5
    self.__class__ = _F_


def _t7(self: Any, p0: Any, p1: Any, p2: Any, p3: Any, p4: Any, p5: Any, p6: Any) -> None:
    if type(self) is not _F_:
        _SLOW_(self, p0, p1, p2, p3, p4, p5, p6)
        return
    _SC_(self, _M_)
    self.f0 = p0
    self.f1 = p1
    self.f2 = p2
    self.f3 = p3
    self.f4 = p4
    self.f5 = p5
    self.f6 = p6
    self.__class__ = _F_


def _t8(self: Any, p0: Any, p1: Any, p2: Any, p3: Any, p4: Any, p5: Any, p6: Any, p7: Any) -> None:
    if type(self) is not _F_:
        _SLOW_(self, p0, p1, p2, p3, p4, p5, p6, p7)
        return
    _SC_(self, _M_)
    self.f0 = p0
    self.f1 = p1
    self.f2 = p2
    self.f3 = p3
    self.f4 = p4
    self.f5 = p5
    self.f6 = p6
    self.f7 = p7
    self.__class__ = _F_


def _t9(self: Any, p0: Any, p1: Any, p2: Any, p3: Any, p4: Any, p5: Any, p6: Any, p7: Any, p8: Any) -> None:
    if type(self) is not _F_:
        _SLOW_(self, p0, p1, p2, p3, p4, p5, p6, p7, p8)
        return
    _SC_(self, _M_)
    self.f0 = p0
    self.f1 = p1
    self.f2 = p2
    self.f3 = p3
    self.f4 = p4
    self.f5 = p5
    self.f6 = p6
    self.f7 = p7
    self.f8 = p8
    self.__class__ = _F_


def _t10(
        self: Any, p0: Any, p1: Any, p2: Any, p3: Any, p4: Any, p5: Any, p6: Any, p7: Any, p8: Any, p9: Any,
) -> None:
    if type(self) is not _F_:
        _SLOW_(self, p0, p1, p2, p3, p4, p5, p6, p7, p8, p9)
        return
    _SC_(self, _M_)
    self.f0 = p0
    self.f1 = p1
    self.f2 = p2
    self.f3 = p3
    self.f4 = p4
    self.f5 = p5
    self.f6 = p6
    self.f7 = p7
    self.f8 = p8
    self.f9 = p9
    self.__class__ = _F_


def _t11(
        self: Any, p0: Any, p1: Any, p2: Any, p3: Any, p4: Any, p5: Any, p6: Any, p7: Any,
        p8: Any, p9: Any, p10: Any,
) -> None:
    if type(self) is not _F_:
        _SLOW_(self, p0, p1, p2, p3, p4, p5, p6, p7, p8, p9, p10)
        return
    _SC_(self, _M_)
    self.f0 = p0
    self.f1 = p1
    self.f2 = p2
    self.f3 = p3
    self.f4 = p4
    self.f5 = p5
    self.f6 = p6
    self.f7 = p7
    self.f8 = p8
    self.f9 = p9
    self.f10 = p10
    self.__class__ = _F_


def _t12(
        self: Any, p0: Any, p1: Any, p2: Any, p3: Any, p4: Any, p5: Any, p6: Any, p7: Any,
        p8: Any, p9: Any, p10: Any, p11: Any,
) -> None:
    if type(self) is not _F_:
        _SLOW_(self, p0, p1, p2, p3, p4, p5, p6, p7, p8, p9, p10, p11)
        return
    _SC_(self, _M_)
    self.f0 = p0
    self.f1 = p1
    self.f2 = p2
    self.f3 = p3
    self.f4 = p4
    self.f5 = p5
    self.f6 = p6
    self.f7 = p7
    self.f8 = p8
    self.f9 = p9
    self.f10 = p10
    self.f11 = p11
    self.__class__ = _F_


def _t13(
        self: Any, p0: Any, p1: Any, p2: Any, p3: Any, p4: Any, p5: Any, p6: Any, p7: Any,
        p8: Any, p9: Any, p10: Any, p11: Any, p12: Any,
) -> None:
    if type(self) is not _F_:
        _SLOW_(self, p0, p1, p2, p3, p4, p5, p6, p7, p8, p9, p10, p11, p12)
        return
    _SC_(self, _M_)
    self.f0 = p0
    self.f1 = p1
    self.f2 = p2
    self.f3 = p3
    self.f4 = p4
    self.f5 = p5
    self.f6 = p6
    self.f7 = p7
    self.f8 = p8
    self.f9 = p9
    self.f10 = p10
    self.f11 = p11
    self.f12 = p12
    self.__class__ = _F_


def _t14(
        self: Any, p0: Any, p1: Any, p2: Any, p3: Any, p4: Any, p5: Any, p6: Any, p7: Any,
        p8: Any, p9: Any, p10: Any, p11: Any, p12: Any, p13: Any,
) -> None:
    if type(self) is not _F_:
        _SLOW_(self, p0, p1, p2, p3, p4, p5, p6, p7, p8, p9, p10, p11, p12, p13)
        return
    _SC_(self, _M_)
    self.f0 = p0
    self.f1 = p1
    self.f2 = p2
    self.f3 = p3
    self.f4 = p4
    self.f5 = p5
    self.f6 = p6
    self.f7 = p7
    self.f8 = p8
    self.f9 = p9
    self.f10 = p10
    self.f11 = p11
    self.f12 = p12
    self.f13 = p13
    self.__class__ = _F_


def _t15(
        self: Any, p0: Any, p1: Any, p2: Any, p3: Any, p4: Any, p5: Any, p6: Any, p7: Any,
        p8: Any, p9: Any, p10: Any, p11: Any, p12: Any, p13: Any, p14: Any,
) -> None:
    if type(self) is not _F_:
        _SLOW_(self, p0, p1, p2, p3, p4, p5, p6, p7, p8, p9, p10, p11, p12, p13, p14)
        return
    _SC_(self, _M_)
    self.f0 = p0
    self.f1 = p1
    self.f2 = p2
    self.f3 = p3
    self.f4 = p4
    self.f5 = p5
    self.f6 = p6
    self.f7 = p7
    self.f8 = p8
    self.f9 = p9
    self.f10 = p10
    self.f11 = p11
    self.f12 = p12
    self.f13 = p13
    self.f14 = p14
    self.__class__ = _F_


def _u0(self: Any) -> None:
    if type(self) is not _F_:
        _SLOW_(self)
        return
    _SC_(self, _M_)
    self.h_ = _HV_
    self.__class__ = _F_


def _u1(self: Any, p0: Any) -> None:
    if type(self) is not _F_:
        _SLOW_(self, p0)
        return
    _SC_(self, _M_)
    self.f0 = p0
    self.h_ = _HV_
    self.__class__ = _F_


def _u2(self: Any, p0: Any, p1: Any) -> None:
    if type(self) is not _F_:
        _SLOW_(self, p0, p1)
        return
    _SC_(self, _M_)
    self.f0 = p0
    self.f1 = p1
    self.h_ = _HV_
    self.__class__ = _F_


def _u3(self: Any, p0: Any, p1: Any, p2: Any) -> None:
    if type(self) is not _F_:
        _SLOW_(self, p0, p1, p2)
        return
    _SC_(self, _M_)
    self.f0 = p0
    self.f1 = p1
    self.f2 = p2
    self.h_ = _HV_
    self.__class__ = _F_


def _u4(self: Any, p0: Any, p1: Any, p2: Any, p3: Any) -> None:
    if type(self) is not _F_:
        _SLOW_(self, p0, p1, p2, p3)
        return
    _SC_(self, _M_)
    self.f0 = p0
    self.f1 = p1
    self.f2 = p2
    self.f3 = p3
    self.h_ = _HV_
    self.__class__ = _F_


def _u5(self: Any, p0: Any, p1: Any, p2: Any, p3: Any, p4: Any) -> None:
    if type(self) is not _F_:
        _SLOW_(self, p0, p1, p2, p3, p4)
        return
    _SC_(self, _M_)
    self.f0 = p0
    self.f1 = p1
    self.f2 = p2
    self.f3 = p3
    self.f4 = p4
    self.h_ = _HV_
    self.__class__ = _F_


def _u6(self: Any, p0: Any, p1: Any, p2: Any, p3: Any, p4: Any, p5: Any) -> None:
    if type(self) is not _F_:
        _SLOW_(self, p0, p1, p2, p3, p4, p5)
        return
    _SC_(self, _M_)
    self.f0 = p0
    self.f1 = p1
    self.f2 = p2
    self.f3 = p3
    self.f4 = p4
    self.f5 = p5
    self.h_ = _HV_
    self.__class__ = _F_


def _u7(self: Any, p0: Any, p1: Any, p2: Any, p3: Any, p4: Any, p5: Any, p6: Any) -> None:
    if type(self) is not _F_:
        _SLOW_(self, p0, p1, p2, p3, p4, p5, p6)
        return
    _SC_(self, _M_)
    self.f0 = p0
    self.f1 = p1
    self.f2 = p2
    self.f3 = p3
    self.f4 = p4
    self.f5 = p5
    self.f6 = p6
    self.h_ = _HV_
    self.__class__ = _F_


def _u8(self: Any, p0: Any, p1: Any, p2: Any, p3: Any, p4: Any, p5: Any, p6: Any, p7: Any) -> None:
    if type(self) is not _F_:
        _SLOW_(self, p0, p1, p2, p3, p4, p5, p6, p7)
        return
    _SC_(self, _M_)
    self.f0 = p0
    self.f1 = p1
    self.f2 = p2
    self.f3 = p3
    self.f4 = p4
    self.f5 = p5
    self.f6 = p6
    self.f7 = p7
    self.h_ = _HV_
    self.__class__ = _F_


def _u9(self: Any, p0: Any, p1: Any, p2: Any, p3: Any, p4: Any, p5: Any, p6: Any, p7: Any, p8: Any) -> None:
    if type(self) is not _F_:
        _SLOW_(self, p0, p1, p2, p3, p4, p5, p6, p7, p8)
        return
    _SC_(self, _M_)
    self.f0 = p0
    self.f1 = p1
    self.f2 = p2
    self.f3 = p3
    self.f4 = p4
    self.f5 = p5
    self.f6 = p6
    self.f7 = p7
    self.f8 = p8
    self.h_ = _HV_
    self.__class__ = _F_


def _u10(
        self: Any, p0: Any, p1: Any, p2: Any, p3: Any, p4: Any, p5: Any, p6: Any, p7: Any, p8: Any, p9: Any,
) -> None:
    if type(self) is not _F_:
        _SLOW_(self, p0, p1, p2, p3, p4, p5, p6, p7, p8, p9)
        return
    _SC_(self, _M_)
    self.f0 = p0
    self.f1 = p1
    self.f2 = p2
    self.f3 = p3
    self.f4 = p4
    self.f5 = p5
    self.f6 = p6
    self.f7 = p7
    self.f8 = p8
    self.f9 = p9
    self.h_ = _HV_
    self.__class__ = _F_


def _u11(
        self: Any, p0: Any, p1: Any, p2: Any, p3: Any, p4: Any, p5: Any, p6: Any, p7: Any,
        p8: Any, p9: Any, p10: Any,
) -> None:
    if type(self) is not _F_:
        _SLOW_(self, p0, p1, p2, p3, p4, p5, p6, p7, p8, p9, p10)
        return
    _SC_(self, _M_)
    self.f0 = p0
    self.f1 = p1
    self.f2 = p2
    self.f3 = p3
    self.f4 = p4
    self.f5 = p5
    self.f6 = p6
    self.f7 = p7
    self.f8 = p8
    self.f9 = p9
    self.f10 = p10
    self.h_ = _HV_
    self.__class__ = _F_


def _u12(
        self: Any, p0: Any, p1: Any, p2: Any, p3: Any, p4: Any, p5: Any, p6: Any, p7: Any,
        p8: Any, p9: Any, p10: Any, p11: Any,
) -> None:
    if type(self) is not _F_:
        _SLOW_(self, p0, p1, p2, p3, p4, p5, p6, p7, p8, p9, p10, p11)
        return
    _SC_(self, _M_)
    self.f0 = p0
    self.f1 = p1
    self.f2 = p2
    self.f3 = p3
    self.f4 = p4
    self.f5 = p5
    self.f6 = p6
    self.f7 = p7
    self.f8 = p8
    self.f9 = p9
    self.f10 = p10
    self.f11 = p11
    self.h_ = _HV_
    self.__class__ = _F_


def _u13(
        self: Any, p0: Any, p1: Any, p2: Any, p3: Any, p4: Any, p5: Any, p6: Any, p7: Any,
        p8: Any, p9: Any, p10: Any, p11: Any, p12: Any,
) -> None:
    if type(self) is not _F_:
        _SLOW_(self, p0, p1, p2, p3, p4, p5, p6, p7, p8, p9, p10, p11, p12)
        return
    _SC_(self, _M_)
    self.f0 = p0
    self.f1 = p1
    self.f2 = p2
    self.f3 = p3
    self.f4 = p4
    self.f5 = p5
    self.f6 = p6
    self.f7 = p7
    self.f8 = p8
    self.f9 = p9
    self.f10 = p10
    self.f11 = p11
    self.f12 = p12
    self.h_ = _HV_
    self.__class__ = _F_


def _u14(
        self: Any, p0: Any, p1: Any, p2: Any, p3: Any, p4: Any, p5: Any, p6: Any, p7: Any,
        p8: Any, p9: Any, p10: Any, p11: Any, p12: Any, p13: Any,
) -> None:
    if type(self) is not _F_:
        _SLOW_(self, p0, p1, p2, p3, p4, p5, p6, p7, p8, p9, p10, p11, p12, p13)
        return
    _SC_(self, _M_)
    self.f0 = p0
    self.f1 = p1
    self.f2 = p2
    self.f3 = p3
    self.f4 = p4
    self.f5 = p5
    self.f6 = p6
    self.f7 = p7
    self.f8 = p8
    self.f9 = p9
    self.f10 = p10
    self.f11 = p11
    self.f12 = p12
    self.f13 = p13
    self.h_ = _HV_
    self.__class__ = _F_


def _u15(
        self: Any, p0: Any, p1: Any, p2: Any, p3: Any, p4: Any, p5: Any, p6: Any, p7: Any,
        p8: Any, p9: Any, p10: Any, p11: Any, p12: Any, p13: Any, p14: Any,
) -> None:
    if type(self) is not _F_:
        _SLOW_(self, p0, p1, p2, p3, p4, p5, p6, p7, p8, p9, p10, p11, p12, p13, p14)
        return
    _SC_(self, _M_)
    self.f0 = p0
    self.f1 = p1
    self.f2 = p2
    self.f3 = p3
    self.f4 = p4
    self.f5 = p5
    self.f6 = p6
    self.f7 = p7
    self.f8 = p8
    self.f9 = p9
    self.f10 = p10
    self.f11 = p11
    self.f12 = p12
    self.f13 = p13
    self.f14 = p14
    self.h_ = _HV_
    self.__class__ = _F_


TEMPLATES = (
    _i0, _i1, _i2, _i3, _i4, _i5, _i6, _i7, _i8, _i9, _i10, _i11, _i12, _i13, _i14, _i15,
)
HIDDEN_TEMPLATES = (
    _h0, _h1, _h2, _h3, _h4, _h5, _h6, _h7, _h8, _h9, _h10, _h11, _h12, _h13, _h14, _h15,
)


TWIN_TEMPLATES = (
    _t0, _t1, _t2, _t3, _t4, _t5, _t6, _t7, _t8, _t9, _t10, _t11, _t12, _t13, _t14, _t15,
)
TWIN_HIDDEN_TEMPLATES = (
    _u0, _u1, _u2, _u3, _u4, _u5, _u6, _u7, _u8, _u9, _u10, _u11, _u12, _u13, _u14, _u15,
)
