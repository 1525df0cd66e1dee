"""The optional compiled build: nanotile's hot modules compiled to C extensions by mypyc.

Pure Python is the default and the source of truth.  ``make native`` (``python -m nanotile.native
build``) compiles the modules in ``MODULES`` with mypyc into ``build/native/`` beside the package
directory of a source checkout, with a manifest recording every source file of the package (its
mtime, size and SHA-256).  At ``import nanotile``, ``install()`` puts an import finder for those
modules first on ``sys.meta_path``, and only when every recorded source is unchanged: mypyc
compiles calls between compiled modules to direct C calls and inlines ``Final`` constants of the
modules they import, so one edited file anywhere in the package makes the whole build stale, and
then every module is imported from its ``.py`` file.  A file whose mtime or size differs is hashed;
only a different hash (or a missing file) makes the build stale, so a checkout that only touches
files keeps it.

``NANOTILE_NATIVE`` chooses: unset (or empty) uses a fresh build when there is one; ``0`` always
runs pure Python; ``1`` requires the compiled build and makes ``import nanotile`` fail, naming the
reason, when there is none or it is stale (``make test-native`` runs the test suite so).
``python -m nanotile --version`` says which build runs, and why.
"""

from __future__ import annotations

import os
import sys
from importlib.machinery import ModuleSpec
from types import ModuleType
from typing import Sequence, TypeAlias

PACKAGE_DIR = os.path.dirname(os.path.abspath(__file__))
CHECKOUT_DIR = os.path.dirname(PACKAGE_DIR)
BUILD_DIR = os.path.join(CHECKOUT_DIR, "build", "native")
MANIFEST = "manifest.txt"
FORMAT = "nanotile-native 1"
GROUP = "nanotile_native"   # mypyc's group: one shared library, ``nanotile_native__mypyc``, holds all the code

# The compiled modules, chosen by profile (cProfile of a warm gemm_sm90 compile, time spent in each
# module's own code; bench/NOTES.md, 2026-11-26 night, has the numbers and the build time).
# Interpretive overhead is spread over the checkers, the passes and their lowering helpers, so all of
# them are compiled.  Left interpreted: the modules that build functions from code-object templates
# at run time (ir/core.py, ir/record.py, ir/rewrite.py, passes/cse.py, passes/dce.py: their generated
# functions are Python whatever the module is), the op and language declarations (classes built by
# ``record``, defined once at import), and everything a compile does not run (emu, interp, launch,
# kernels, cli).
MODULES: tuple[str, ...] = (
    # the one-walk verifier and the per-language checkers (not checkers/mypyc_hints.py: it must stay
    # Python, its docstring says why)
    "nanotile.checkers.common",
    "nanotile.checkers.llvm",
    "nanotile.checkers.lowered",
    "nanotile.checkers.symbols",
    "nanotile.checkers.target",
    "nanotile.checkers.tileas",
    "nanotile.checkers.tileas_abi",
    "nanotile.checkers.tileas_rules",
    "nanotile.checkers.tileas_tma",
    "nanotile.checkers.tileas_tmem",
    "nanotile.checkers.tmem_rules",
    "nanotile.checkers.verifier",
    # the passes (not cse and dce: they build functions from code-object templates)
    "nanotile.passes.attach_tma_descriptor_args",
    "nanotile.passes.convert_func_to_llvm",
    "nanotile.passes.cute_kernel_to_nvvm",
    "nanotile.passes.fold",
    "nanotile.passes.legalize_tmem_copy",
    "nanotile.passes.lower_agents",
    "nanotile.passes.lower_arith",
    "nanotile.passes.lower_ids_and_memrefs",
    "nanotile.passes.lower_mbarriers",
    "nanotile.passes.lower_pipeline_tokens",
    "nanotile.passes.lower_register_tiles",
    "nanotile.passes.lower_tcgen05",
    "nanotile.passes.lower_tma",
    "nanotile.passes.lower_tma_load_store_to_async",
    "nanotile.passes.lower_wgmma",
    "nanotile.passes.plan_accumulators",
    "nanotile.passes.reconcile_casts",
    "nanotile.passes.synthesize_global_smem",
    # the lowering helpers the passes share
    "nanotile.lowering.dominance",
    "nanotile.lowering.emit",
    "nanotile.lowering.fold_rules",
    "nanotile.lowering.pipeline_tokens",
    "nanotile.lowering.register_tiles",
    "nanotile.lowering.tcgen05",
    "nanotile.lowering.tcgen05_emit",
    "nanotile.lowering.tcgen05_matrix",
    "nanotile.lowering.tcgen05_regions",
    "nanotile.lowering.tiles",
    "nanotile.lowering.type_converter",
    "nanotile.lowering.wgmma",
    # the PTX emitter, the parser, dominators and successors
    "nanotile.backend_ptx.emit",
    "nanotile.ir.parser",
    "nanotile.ir.cfg",
)


Recorded: TypeAlias = "tuple[str, int, int, str]"   # a source file's path, mtime_ns, size and SHA-256


# -- which build runs -----------------------------------------------------------------------------


class _Finder:
    """Finds the compiled modules (and mypyc's shared library) in the build directory; any other
    name is left to the rest of ``sys.meta_path``."""

    def __init__(self, paths: dict[str, str]) -> None:
        self.paths = paths

    def find_spec(self, fullname: str, path: Sequence[str] | None = None,
                  target: ModuleType | None = None) -> ModuleSpec | None:
        so = self.paths.get(fullname)
        if so is None:
            return None
        from importlib.util import spec_from_file_location

        return spec_from_file_location(fullname, so)


def sha256_of(path: str) -> str:
    import hashlib

    with open(path, "rb") as f:
        return hashlib.sha256(f.read()).hexdigest()


def read_manifest(build_dir: str, root: str = CHECKOUT_DIR) -> tuple[dict[str, str], list[Recorded]] | str:
    """(module name -> extension file, [(source path, mtime_ns, size, sha256)]) from the build's
    manifest, extension paths under ``build_dir`` and source paths under ``root``; or why there is
    no usable build."""
    path = os.path.join(build_dir, MANIFEST)
    try:
        with open(path, encoding="utf-8") as f:
            lines = f.read().splitlines()
    except FileNotFoundError:
        return f"no compiled build ({path} not found; `make native` builds it)"
    if not lines or lines[0] != f"{FORMAT} {sys.implementation.cache_tag}":
        return f"the compiled build is for another Python or manifest format ({lines[0] if lines else 'empty'!r})"
    modules: dict[str, str] = {}
    sources: list[Recorded] = []
    for line in lines[1:]:
        kind, *rest = line.split(" ")
        if kind == "module" and len(rest) == 2:
            modules[rest[0]] = os.path.join(build_dir, rest[1])
        elif kind == "source" and len(rest) == 4:
            sources.append((os.path.join(root, rest[0]), int(rest[1]), int(rest[2]), rest[3]))
        else:
            return f"malformed manifest line {line!r} in {path}"
    return modules, sources


def changed_sources(sources: list[Recorded]) -> list[str]:
    """The recorded source files that are missing or whose content is not what the build compiled.

    A file added since the build needs no check: compiled code can only reach it through an import
    added to a recorded file, which changes that file."""
    changed = []
    for path, mtime_ns, size, digest in sources:
        try:
            st = os.stat(path)
        except OSError:
            changed.append(path)
            continue
        if (st.st_mtime_ns, st.st_size) != (mtime_ns, size) and (st.st_size != size or sha256_of(path) != digest):
            changed.append(path)
    return changed


def decide(build_dir: str, env: str | None, root: str = CHECKOUT_DIR) -> tuple[dict[str, str] | None, str]:
    """(module name -> extension file to import, or None for pure Python; a one-line reason), for the
    build in ``build_dir`` of the sources under ``root`` and ``NANOTILE_NATIVE`` set to ``env``."""
    if env == "0":
        return None, "pure Python (NANOTILE_NATIVE=0)"
    got = read_manifest(build_dir, root)
    if isinstance(got, str):
        return None, f"pure Python ({got})"
    modules, sources = got
    changed = changed_sources(sources)
    if changed:
        names = ", ".join(os.path.relpath(p, root) for p in changed[:3]) + (" ..." if len(changed) > 3 else "")
        return None, (f"pure Python (the compiled build in {build_dir} is stale: {len(changed)} source file(s) "
                      f"changed since it was built: {names}; `make native` rebuilds it)")
    missing = [p for p in modules.values() if not os.path.exists(p)]
    if missing:
        return None, f"pure Python (the compiled build lacks {missing[0]}; `make native` rebuilds it)"
    n = sum(1 for m in modules if m.startswith("nanotile."))
    return modules, f"compiled (mypyc: {n} modules from {build_dir})"


BUILD: str = "pure Python (nanotile.native.install() not run)"   # what install() decided, for --version


def install() -> None:
    """Decide which build this process runs (``BUILD`` says it) and, for the compiled one, put its
    finder first on ``sys.meta_path``.  ``NANOTILE_NATIVE=1`` without a fresh build raises."""
    global BUILD
    env = os.environ.get("NANOTILE_NATIVE") or None
    paths, BUILD = decide(BUILD_DIR, env)
    if paths is None:
        if env == "1":
            raise ImportError(f"NANOTILE_NATIVE=1 but nanotile runs {BUILD}")
        return
    loaded = [m for m in paths if m in sys.modules]
    if loaded:   # imported before nanotile's __init__ ran (cannot happen through the import system)
        raise ImportError(f"nanotile.native.install(): {loaded[0]} is already imported as Python")
    sys.meta_path.insert(0, _Finder(paths))


def compiled() -> bool:
    """Whether this process runs the compiled build."""
    return BUILD.startswith("compiled")
