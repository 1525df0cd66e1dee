"""The snapshot helper's policy: a missing snapshot fails unless NANOTILE_UPDATE_SNAPSHOTS=1."""

from __future__ import annotations

import os

import pytest

import conftest


@pytest.mark.parametrize("ci", [None, "true", "false"])
def test_missing_snapshot_fails(monkeypatch: pytest.MonkeyPatch, ci: str | None) -> None:
    """In CI or not: only NANOTILE_UPDATE_SNAPSHOTS=1 writes a snapshot."""
    monkeypatch.delenv("NANOTILE_UPDATE_SNAPSHOTS", raising=False)
    if ci is None:
        monkeypatch.delenv("CI", raising=False)
    else:
        monkeypatch.setenv("CI", ci)
    name = "no-such-snapshot.mlir"
    assert not os.path.exists(os.path.join(conftest.SNAPSHOTS, name))
    with pytest.raises(pytest.fail.Exception, match="is missing"):
        conftest.snapshot(name, "text")
    assert not os.path.exists(os.path.join(conftest.SNAPSHOTS, name))


@pytest.mark.parametrize("value", ["0", "", "true"])
def test_only_the_value_1_updates(monkeypatch: pytest.MonkeyPatch, tmp_path: object, value: str) -> None:
    monkeypatch.setattr(conftest, "SNAPSHOTS", str(tmp_path))
    monkeypatch.setenv("NANOTILE_UPDATE_SNAPSHOTS", value)
    with pytest.raises(pytest.fail.Exception, match="is missing"):
        conftest.snapshot("y.mlir", "text")


def test_a_differing_snapshot_is_not_rewritten(monkeypatch: pytest.MonkeyPatch, tmp_path: object) -> None:
    monkeypatch.setattr(conftest, "SNAPSHOTS", str(tmp_path))
    monkeypatch.delenv("NANOTILE_UPDATE_SNAPSHOTS", raising=False)
    path = os.path.join(str(tmp_path), "z.mlir")
    with open(path, "w") as f:
        f.write("reviewed")
    with pytest.raises(AssertionError, match="differs"):
        conftest.snapshot("z.mlir", "changed")
    with open(path) as f:
        assert f.read() == "reviewed"


def test_update_writes_then_compares(monkeypatch: pytest.MonkeyPatch, tmp_path: object) -> None:
    monkeypatch.setattr(conftest, "SNAPSHOTS", str(tmp_path))
    monkeypatch.setenv("NANOTILE_UPDATE_SNAPSHOTS", "1")
    conftest.snapshot("x.mlir", "one")
    monkeypatch.delenv("NANOTILE_UPDATE_SNAPSHOTS")
    conftest.snapshot("x.mlir", "one")
    with pytest.raises(AssertionError, match="differs"):
        conftest.snapshot("x.mlir", "two")
