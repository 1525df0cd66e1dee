"""``make native``: compile ``nanotile.native.MODULES`` with mypyc into ``nanotile.native.BUILD_DIR``.

    python -m nanotile.native_build          # build (replaces build/native; ~3 min on 2 cores)
    python -m nanotile.native_build --if-stale   # only when there is no fresh build (make native)
    python -m nanotile.native_build --status # which build ``import nanotile`` runs here, and why

Needs mypy (``pip install -e '.[dev]'``) and a C compiler.  The manifest is written last, so a
build that fails or is interrupted leaves no compiled build behind, and it records the state of
every source file of the package before the build, checked again after it.
"""

from __future__ import annotations

import os
import shutil
import sys
import time

from . import native
from .native import BUILD_DIR, CHECKOUT_DIR, FORMAT, GROUP, MANIFEST, MODULES, PACKAGE_DIR, sha256_of


def source_files() -> list[str]:
    """Every ``.py`` file of the package, relative to the checkout, sorted."""
    out = []
    for d, dirs, files in os.walk(PACKAGE_DIR):
        dirs[:] = sorted(x for x in dirs if x != "__pycache__")
        out += [os.path.relpath(os.path.join(d, f), CHECKOUT_DIR) for f in files if f.endswith(".py")]
    return sorted(out)


def _record(rel: str) -> str:
    path = os.path.join(CHECKOUT_DIR, rel)
    st = os.stat(path)
    return f"source {rel} {st.st_mtime_ns} {st.st_size} {sha256_of(path)}"


def build(build_dir: str = BUILD_DIR, jobs: int = 2, modules: tuple[str, ...] = MODULES) -> str:
    """Compile ``modules`` with mypyc into ``build_dir`` (replacing what is there) and write its
    manifest last; returns a one-line summary.  Needs mypy (the ``dev`` extra) and a C compiler.
    (``modules`` other than ``MODULES``: for measuring another choice, bench/NOTES.md.)"""
    from mypyc.build import mypycify
    from setuptools import Distribution

    t0 = time.perf_counter()
    work = build_dir + ".tmp"
    shutil.rmtree(work, ignore_errors=True)
    os.makedirs(work)
    sources = source_files()
    before = [_record(rel) for rel in sources]
    paths = [os.path.join(CHECKOUT_DIR, *m.split(".")) + ".py" for m in modules]
    cwd = os.getcwd()
    os.chdir(CHECKOUT_DIR)   # mypy resolves ``nanotile`` from here
    try:
        exts = mypycify([os.path.relpath(p) for p in paths], opt_level="3", group_name=GROUP,
                        target_dir=os.path.join(work, "c"))
        dist = Distribution({"name": "nanotile-native", "ext_modules": exts})
        cmd = dist.get_command_obj("build_ext")
        cmd.build_lib = os.path.join(work, "lib")
        cmd.build_temp = os.path.join(work, "obj")
        cmd.parallel = jobs
        dist.run_command("build_ext")
    finally:
        os.chdir(cwd)
    after = [_record(rel) for rel in source_files()]
    if after != before:
        raise RuntimeError("nanotile's sources changed during the build; run it again")
    lib = os.path.join(work, "lib")
    lines = [f"{FORMAT} {sys.implementation.cache_tag}"]
    for d, _, files in os.walk(lib):
        for name in sorted(files):
            rel = os.path.relpath(os.path.join(d, name), lib)
            stem = rel.split(".")[0]
            lines.append(f"module {stem.replace(os.sep, '.')} lib/{rel}")
    names = {line.split(" ")[1] for line in lines[1:]}
    if names != set(modules) | {f"{GROUP}__mypyc"}:
        raise RuntimeError(f"the build made {sorted(names)}, not the modules asked for")
    lines += after
    shutil.rmtree(build_dir, ignore_errors=True)
    shutil.rmtree(os.path.join(work, "obj"))
    os.rename(work, build_dir)
    with open(os.path.join(build_dir, MANIFEST), "w", encoding="utf-8") as f:
        f.write("\n".join(lines) + "\n")
    return (f"built {len(modules)} modules with mypyc into {os.path.relpath(build_dir, cwd)} "
            f"in {time.perf_counter() - t0:.0f} s")


def main(argv: list[str]) -> int:
    if argv in ([], ["--if-stale"]):
        if argv and native.decide(BUILD_DIR, None)[0] is not None:
            print(f"the compiled build in {os.path.relpath(BUILD_DIR)} is up to date")
            return 0
        print(build())
        return 0
    if argv == ["--status"]:
        print(native.BUILD)
        return 0
    print("usage: python -m nanotile.native_build [--status]", file=sys.stderr)
    return 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
