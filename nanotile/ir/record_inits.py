"""``__init__`` templates for ``record.py``, by field count, compiled with this module: building a
record class compiles no source (an ``exec`` per template cost ~0.1 ms, ~15 of them at import).

``_i{n}(self, p0, ..., pn-1)`` sets field ``i`` through the global ``_S{i}_``.  ``record`` takes only
the code object, renames its parameters to the field names and binds each ``_S{i}_`` (a slot's setter)
in the globals of the function it builds (a mutable record binds closures that set the attribute).
``_h{n}`` does the same, then sets a hidden slot (``_H_``, its setter) to its initial value ``_HV_``
(``record``'s ``init_hidden``: a hidden slot read on every instance, which must not raise).  Generated; ``tests/test_record.py`` checks every template.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    def _set(obj: Any, value: Any) -> None: ...

    _S0_ = _S1_ = _S2_ = _S3_ = _S4_ = _S5_ = _S6_ = _S7_ = _S8_ = _S9_ = _S10_ = _S11_ = _S12_ = _S13_ = _S14_ = _set
    _H_ = _set
    _HV_: Any = None


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


TEMPLATES = (
    _i0, _i1, _i2, _i3, _i4, _i5, _i6, _i7, _i8, _i9, _i10, _i11, _i12, _i13, _i14, _i15,
)
HIDDEN_TEMPLATES = (
    _h0, _h1, _h2, _h3, _h4, _h5, _h6, _h7, _h8, _h9, _h10, _h11, _h12, _h13, _h14, _h15,
)
