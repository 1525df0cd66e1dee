"""The WGMMA descriptor packer and the pipeline token encoding, against hand-computed values."""

from __future__ import annotations

import pytest

from nanotile.lowering import tiles, wgmma


def test_descriptor_fields_follow_the_ptx_isa() -> None:
    # start 0x400 -> 0x40 in bits 0-13; LBO 16 -> 1 in bits 16-29; SBO 256 -> 16 in bits 32-45;
    # 32-byte swizzle -> mode 3 in bits 62-63.
    d = wgmma.descriptor(0x400, 32)
    assert d & 0x3FFF == 0x40
    assert (d >> 16) & 0x3FFF == 1
    assert (d >> 32) & 0x3FFF == 16
    assert (d >> 49) & 0x7 == 0
    assert d >> 62 == 3
    assert d == 0x40 | (1 << 16) | (16 << 32) | (3 << 62)


def test_descriptor_128_byte_swizzle_hand_value() -> None:
    # a tile at 0x2000 with 128-byte rows: SBO = 8 rows * 128 B = 1024 -> 64
    assert wgmma.descriptor(0x2000, 128) == 0x4000_0040_0001_0200


def test_start_field_masks_to_the_shared_window() -> None:
    assert wgmma.start_field(0x4_0010) == 0x1   # bit 18 and above are not part of the address
    assert wgmma.start_field(0x3FFF0) == 0x3FFF


def test_swizzle_modes() -> None:
    assert [wgmma.descriptor_high_bits(s, 16, 8 * s) >> 62 for s in (128, 64, 32)] == [1, 2, 3]
    with pytest.raises(ValueError):
        wgmma.descriptor_high_bits(16, 16, 128)


@pytest.mark.parametrize("slot,phase,token", [(0, 0, 0), (0, 1, 1), (1, 0, 2), (2, 1, 5), (7, 1, 15)])
def test_token_encode_decode(slot: int, phase: int, token: int) -> None:
    assert tiles.make_token(slot, phase) == token
    assert tiles.token_slot(token) == slot
    assert tiles.token_phase(token) == phase


def test_iterator_wraps_and_flips_phase() -> None:
    seq = [0]
    for _ in range(7):
        seq.append(tiles.next_token(seq[-1], 3))
    # (slot, phase): (0,0) (1,0) (2,0) (0,1) (1,1) (2,1) (0,0) (1,0)
    assert [(tiles.token_slot(t), tiles.token_phase(t)) for t in seq] == [
        (0, 0), (1, 0), (2, 0), (0, 1), (1, 1), (2, 1), (0, 0), (1, 0)]
