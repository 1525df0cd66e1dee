"""Every pass module stays small (one job per pass): at most ``MAX_LINES`` lines.

Issue 8 set the bound; the speed work of issue 14 let two passes grow past it unnoticed, so it is a
test now.  A pass that needs more is split by job, its helpers moving to ``nanotile/lowering``.
"""

from __future__ import annotations

from pathlib import Path

import nanotile.passes

MAX_LINES = 300


def oversized(folder: Path, limit: int = MAX_LINES) -> list[str]:
    """``name (n lines)`` for each ``*.py`` module in ``folder`` longer than ``limit`` lines."""
    out = []
    for path in sorted(folder.glob("*.py")):
        n = len(path.read_text().splitlines())
        if n > limit:
            out.append(f"{path.name} ({n} lines)")
    return out


def test_every_pass_module_is_at_most_300_lines() -> None:
    folder = Path(nanotile.passes.__file__).parent
    assert len(list(folder.glob("*.py"))) > 10      # the real passes folder, not an empty one
    assert oversized(folder) == []


def test_the_bound_rejects_a_long_module(tmp_path: Path) -> None:
    (tmp_path / "short.py").write_text("x = 1\n" * MAX_LINES)
    (tmp_path / "long.py").write_text("x = 1\n" * (MAX_LINES + 1))
    assert oversized(tmp_path) == [f"long.py ({MAX_LINES + 1} lines)"]
