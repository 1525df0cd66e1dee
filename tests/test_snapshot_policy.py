"""The snapshot helper's policy: a missing snapshot fails unless NANOTILE_UPDATE_SNAPSHOTS=1."""

from __future__ import annotations

import os

import pytest

import conftest


def test_missing_snapshot_fails(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("NANOTILE_UPDATE_SNAPSHOTS", raising=False)
    name = "no-such-snapshot.mlir"
    assert not os.path.exists(os.path.join(conftest.SNAPSHOTS, name))
    with pytest.raises(pytest.fail.Exception, match="is missing"):
        conftest.snapshot(name, "text")
    assert not os.path.exists(os.path.join(conftest.SNAPSHOTS, name))


def test_update_writes_then_compares(monkeypatch: pytest.MonkeyPatch, tmp_path: object) -> None:
    monkeypatch.setattr(conftest, "SNAPSHOTS", str(tmp_path))
    monkeypatch.setenv("NANOTILE_UPDATE_SNAPSHOTS", "1")
    conftest.snapshot("x.mlir", "one")
    monkeypatch.delenv("NANOTILE_UPDATE_SNAPSHOTS")
    conftest.snapshot("x.mlir", "one")
    with pytest.raises(AssertionError, match="differs"):
        conftest.snapshot("x.mlir", "two")
