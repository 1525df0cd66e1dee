"""Start-up stays cheap: importing the CLI loads no compiler, and the runs that do not compile never do."""

from __future__ import annotations

import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
HEAVY = ("nanotile.pipeline", "nanotile.languages.llvm", "nanotile.checkers.llvm", "nanotile.backend_ptx")


def _modules_after(code: str) -> set[str]:
    r = subprocess.run([sys.executable, "-c", code + "\nimport sys; print(' '.join(sys.modules))"],
                       capture_output=True, text=True, cwd=ROOT, check=True)
    return set(r.stdout.split())


def test_importing_the_cli_loads_no_compiler() -> None:
    loaded = _modules_after("import nanotile.cli")
    assert not loaded & set(HEAVY)
    assert "nanotile.cli" in loaded


def test_help_and_list_examples_load_no_compiler() -> None:
    for argv in (["--help"], ["--list-examples"]):
        loaded = _modules_after(
            "import nanotile.cli\ntry:\n    nanotile.cli.main(" + repr(argv) + ")\nexcept SystemExit:\n    pass")
        assert not loaded & set(HEAVY), argv


def test_compiling_does_load_the_compiler() -> None:
    """The check above can fail: a compile run imports exactly what it needs."""
    loaded = _modules_after("import nanotile.cli\nnanotile.cli.main(['--example', 'vector_add', '-o', '/dev/null'])")
    assert set(HEAVY) <= loaded
    assert "dataclasses" not in loaded   # records and the passes' state build without it (it costs ~1-5 ms)
