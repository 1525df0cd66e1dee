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


def test_compiling_does_not_import_inspect() -> None:
    """nanotile imports pyrsistent with a stand-in for ``inspect`` (nanotile/__init__.py): a compile
    never imports ``inspect`` and what it pulls in (~20 M instructions of a cold run)."""
    loaded = _modules_after("import nanotile.cli\nnanotile.cli.main(['--example', 'vector_add', '-o', '/dev/null'])")
    assert "pyrsistent" in loaded
    assert not loaded & {"inspect", "ast", "dis", "tokenize"}


def test_pyrsistent_imported_by_nanotile_still_uses_inspect() -> None:
    """What pyrsistent takes from ``inspect`` at import works when called (the real ``inspect`` is
    imported then), and a later ``import inspect`` is the real module."""
    code = """
import sys
import nanotile
assert 'pyrsistent' in sys.modules and 'inspect' not in sys.modules
from pyrsistent import PRecord, field, pmap, m
from pyrsistent._transformations import _get_arity
assert _get_arity(lambda a, b, c=1: 0) == 2
assert _get_arity(lambda *a: 0) == 0
# transform with a callable path matcher counts the matcher's arity through inspect.signature
assert m(a=1, b=2).transform([lambda k: k == 'a'], 5) == pmap({'a': 5, 'b': 2})

class Inner(PRecord):
    x = field()

def make(v, ignore_extra=False):
    return Inner.create(v, ignore_extra=ignore_extra)

class Outer(PRecord):
    inner = field(type=Inner, factory=make)

assert Outer.create({'inner': {'x': 1, 'y': 2}}, ignore_extra=True).inner.x == 1
import inspect
assert sys.modules['inspect'] is inspect and type(inspect) is type(sys)
assert inspect.signature(make).parameters['v'].kind is inspect.Parameter.POSITIONAL_OR_KEYWORD
print('ok')
"""
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT)
    assert r.returncode == 0, r.stderr
    assert r.stdout.split() == ["ok"]


PYRSISTENT_NEEDED = {"pyrsistent", "pyrsistent._pmap", "pyrsistent._pvector", "pyrsistent._transformations"}


def test_compiling_runs_only_pmap_of_pyrsistent() -> None:
    """nanotile defers ``pyrsistent/__init__`` (nanotile/__init__.py): a compile imports ``_pmap`` and
    what it imports, none of pset, pbag, plist, pdeque, the checked types, precord or pclass (~13 M
    instructions of a cold run)."""
    loaded = _modules_after("import nanotile.cli\nnanotile.cli.main(['--example', 'gemm_sm90', '-o', '/dev/null'])")
    assert {m for m in loaded if m == "pyrsistent" or m.startswith("pyrsistent.")} == PYRSISTENT_NEEDED


def test_pyrsistent_imported_by_nanotile_is_the_whole_package_when_used() -> None:
    """The deferred ``__init__`` runs on the first read of any other name (or ``dir()``), and the package
    then has the same namespace as one imported without nanotile; what nanotile set is the same object.
    (Only ``vars(pyrsistent)`` read before any other name sees the difference.)"""
    code = """
import sys
{pre}
import pyrsistent
before = (pyrsistent.pmap, pyrsistent.m, pyrsistent.PMap, pyrsistent._pmap.pmap)
{probe}
import pyrsistent._pset
names = sorted(n for n in vars(pyrsistent) if n not in ('__builtins__', '__cached__', '__file__'))
assert pyrsistent.pmap is before[0] is before[3] and pyrsistent.m is before[1] and pyrsistent.PMap is before[2]
assert pyrsistent.pvector([1]).append(2) == pyrsistent.v(1, 2)
assert sys.modules['inspect'] is __import__('inspect')
print(' '.join(names))
print(' '.join(sorted(dir(pyrsistent))))
"""
    probes = ("from pyrsistent import PRecord", "pyrsistent.pvector", "dir(pyrsistent)",
              "assert 'freeze' in pyrsistent.__all__", "from pyrsistent.typing import PVector\npyrsistent.PVector")
    for probe in probes:
        outs = []
        for pre in ("", "import nanotile\nassert 'pyrsistent._pset' not in sys.modules"):
            r = subprocess.run([sys.executable, "-c", code.format(pre=pre, probe=probe)], capture_output=True,
                               text=True, cwd=ROOT)
            assert r.returncode == 0, (pre, probe, r.stderr)
            outs.append(r.stdout)
        assert outs[0] == outs[1], probe
    r = subprocess.run([sys.executable, "-c", "import nanotile, pyrsistent\ntry:\n    pyrsistent.nope\n"
                        "except AttributeError as e:\n    print(e)"], capture_output=True, text=True, cwd=ROOT)
    assert r.stdout == "module 'pyrsistent' has no attribute 'nope'\n", r.stderr


def test_compiling_imports_none_of_the_tools_beside_the_compiler() -> None:
    """A compile loads only the compiler: not the emulator, the interpreter, the launcher, the kernel
    generators, the fuzzer, the docs, the IR printer, numpy or argparse (each would cost a cold run)."""
    loaded = _modules_after("import nanotile.cli\nnanotile.cli.main(['--example', 'gemm_sm90', '-o', '/dev/null'])")
    assert "nanotile.pipeline" in loaded
    beside = ("nanotile.emu", "nanotile.interp", "nanotile.launch", "nanotile.kernels", "nanotile.fuzz",
              "nanotile.docs", "nanotile.ir.printer", "numpy", "ml_dtypes", "argparse")
    assert not {m for m in loaded if m.startswith(beside)}


TCGEN05_LOWERING = ("nanotile.lowering.tcgen05_emit", "nanotile.lowering.tcgen05_matrix",
                    "nanotile.lowering.tcgen05_regions")


def test_a_kernel_without_tensor_memory_does_not_load_the_tcgen05_lowering() -> None:
    """lower-tcgen05 runs on every compile, but visits a function only where it holds tensor memory or
    a ``umma`` dot: a gemm_sm90 compile never loads the lowering's helpers (``passes/lower_tcgen05.py``
    imports them where a rule uses them); a gemm_sm100 compile does."""
    main = "import nanotile.cli\nnanotile.cli.main(['--example', '{}', '-o', '/dev/null'])"
    loaded = _modules_after(main.format("gemm_sm90"))
    assert "nanotile.passes.lower_tcgen05" in loaded
    assert not loaded & set(TCGEN05_LOWERING)
    assert set(TCGEN05_LOWERING) <= _modules_after(main.format("gemm_sm100"))
