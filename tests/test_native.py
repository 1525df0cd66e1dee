"""The optional compiled build (``nanotile/native.py``): which build runs, never a stale one, same output.

The first tests hold the decision to a manifest written here and need no build.  The others need a
fresh compiled build (``make native``) and are skipped without one, except under ``make test-native``
(``NANOTILE_NATIVE=1``), where ``import nanotile`` itself fails without one.
"""

from __future__ import annotations

import hashlib
import os
import shutil
import subprocess
import sys

import pytest

from nanotile import native

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


# -- the decision, on a manifest written here ---------------------------------------------------------------


def _manifest(build: str, root: str, sources: list[str], modules: dict[str, str]) -> None:
    lines = [f"{native.FORMAT} {sys.implementation.cache_tag}"]
    lines += [f"module {m} {rel}" for m, rel in modules.items()]
    for rel in sources:
        path = os.path.join(root, rel)
        st = os.stat(path)
        with open(path, "rb") as f:
            digest = hashlib.sha256(f.read()).hexdigest()
        lines.append(f"source {rel} {st.st_mtime_ns} {st.st_size} {digest}")
    with open(os.path.join(build, native.MANIFEST), "w") as f:
        f.write("\n".join(lines) + "\n")


@pytest.fixture
def fake(tmp_path: object) -> tuple[str, str]:
    """A checkout with two sources and a build directory whose manifest records them (the extension
    file is a placeholder: the decision never loads it)."""
    root, build = str(tmp_path), os.path.join(str(tmp_path), "build")
    os.makedirs(os.path.join(root, "pkg"))
    os.makedirs(build)
    for name in ("a.py", "b.py"):
        with open(os.path.join(root, "pkg", name), "w") as f:
            f.write(f"X = {name!r}\n")
    with open(os.path.join(build, "a.so"), "wb") as f:
        f.write(b"")
    _manifest(build, root, ["pkg/a.py", "pkg/b.py"], {"nanotile.a": "a.so"})
    return root, build


def test_a_fresh_build_is_used(fake: tuple[str, str]) -> None:
    root, build = fake
    paths, why = native.decide(build, None, root)
    assert paths == {"nanotile.a": os.path.join(build, "a.so")}
    assert why.startswith("compiled (mypyc: 1 modules from ")


def test_nanotile_native_0_forces_pure_python(fake: tuple[str, str]) -> None:
    root, build = fake
    assert native.decide(build, "0", root) == (None, "pure Python (NANOTILE_NATIVE=0)")


def test_an_edited_source_makes_the_build_stale(fake: tuple[str, str]) -> None:
    root, build = fake
    with open(os.path.join(root, "pkg", "b.py"), "a") as f:
        f.write("Y = 1\n")
    paths, why = native.decide(build, None, root)
    assert paths is None
    assert "is stale: 1 source file(s) changed since it was built: pkg/b.py;" in why


def test_an_edit_that_keeps_the_size_is_found_by_its_hash(fake: tuple[str, str]) -> None:
    root, build = fake
    path = os.path.join(root, "pkg", "a.py")
    st = os.stat(path)
    with open(path, "w") as f:
        f.write("X = 'A.py'\n")   # same length
    os.utime(path, ns=(st.st_atime_ns, st.st_mtime_ns + 1_000_000_000))
    assert os.stat(path).st_size == st.st_size
    paths, why = native.decide(build, None, root)
    assert paths is None and "pkg/a.py" in why


def test_a_touched_but_unchanged_source_keeps_the_build(fake: tuple[str, str]) -> None:
    root, build = fake
    path = os.path.join(root, "pkg", "a.py")
    st = os.stat(path)
    os.utime(path, ns=(st.st_atime_ns, st.st_mtime_ns + 5_000_000_000))   # e.g. a git checkout
    paths, _ = native.decide(build, None, root)
    assert paths is not None


def test_a_deleted_source_makes_the_build_stale(fake: tuple[str, str]) -> None:
    root, build = fake
    os.remove(os.path.join(root, "pkg", "a.py"))
    paths, why = native.decide(build, None, root)
    assert paths is None and "pkg/a.py" in why


def test_no_manifest_or_a_missing_extension_or_another_python_is_pure(fake: tuple[str, str]) -> None:
    root, build = fake
    os.remove(os.path.join(build, "a.so"))
    paths, why = native.decide(build, None, root)
    assert paths is None and "lacks" in why
    with open(os.path.join(build, native.MANIFEST), "w") as f:
        f.write(f"{native.FORMAT} cpython-299\n")
    paths, why = native.decide(build, None, root)
    assert paths is None and "another Python" in why
    os.remove(os.path.join(build, native.MANIFEST))
    paths, why = native.decide(build, None, root)
    assert paths is None and "`make native` builds it" in why


def _copy_checkout(dest: str, with_build: bool) -> None:
    """nanotile's package (and its compiled build) under ``dest``, file times kept."""
    shutil.copytree(native.PACKAGE_DIR, os.path.join(dest, "nanotile"),
                    ignore=shutil.ignore_patterns("__pycache__"))
    if with_build:
        build = os.path.join(dest, "build", "native")
        shutil.copytree(os.path.join(native.BUILD_DIR, "lib"), os.path.join(build, "lib"))
        shutil.copy2(os.path.join(native.BUILD_DIR, native.MANIFEST), build)


def _python(checkout: str, code: str, native_env: str | None) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if k != "NANOTILE_NATIVE"}
    env["PYTHONPATH"] = checkout
    if native_env is not None:
        env["NANOTILE_NATIVE"] = native_env
    return subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, cwd=checkout)


def test_nanotile_native_1_without_a_build_fails_loudly(tmp_path: object) -> None:
    checkout = str(tmp_path)
    _copy_checkout(checkout, with_build=False)
    r = _python(checkout, "import nanotile", "1")
    assert r.returncode == 1
    assert "ImportError: NANOTILE_NATIVE=1 but nanotile runs pure Python (no compiled build (" in r.stderr
    r = _python(checkout, "import nanotile.native as n; print(n.BUILD)", None)
    assert r.returncode == 0 and r.stdout.startswith("pure Python (no compiled build ("), r.stderr


# -- with the real compiled build ---------------------------------------------------------------------------------


def _require_build() -> None:
    if native.decide(native.BUILD_DIR, None)[0] is None:
        pytest.skip(f"no fresh compiled build: {native.decide(native.BUILD_DIR, None)[1]}")


def test_this_process_runs_the_build_it_says() -> None:
    """make test runs pure Python, make test-native the compiled build, and every module of
    ``MODULES`` comes from the build this process says it runs."""
    env = os.environ.get("NANOTILE_NATIVE")
    if env in ("0", "1"):
        assert native.compiled() == (env == "1"), native.BUILD
    for m in native.MODULES:
        __import__(m)
        f = sys.modules[m].__file__ or ""
        if native.compiled():
            assert f.startswith(native.BUILD_DIR) and f.endswith(".so"), (m, f)
        else:
            assert f.endswith(".py"), (m, f)


def test_an_edited_source_runs_from_python_not_from_the_stale_build(tmp_path: object) -> None:
    """A copy of the checkout with its build: the compiled ``cfg`` runs; append a comment to
    ``nanotile/ir/cfg.py`` and every module runs from its source, ``--version`` says why, and
    ``NANOTILE_NATIVE=1`` refuses."""
    _require_build()
    checkout = str(tmp_path)
    _copy_checkout(checkout, with_build=True)
    show = "import nanotile.ir.cfg as c, nanotile.checkers.verifier as v; print(c.__file__, v.__file__)"
    r = _python(checkout, show, None)
    assert r.returncode == 0, r.stderr
    assert all(f.endswith(".so") and "/build/native/lib/" in f for f in r.stdout.split())
    with open(os.path.join(checkout, "nanotile", "ir", "cfg.py"), "a") as f:
        f.write("# edited after the build\n")
    r = _python(checkout, show, None)
    assert r.returncode == 0, r.stderr
    assert r.stdout.split() == [os.path.join(checkout, "nanotile", "ir", "cfg.py"),
                                os.path.join(checkout, "nanotile", "checkers", "verifier.py")]
    r = _python(checkout, "import nanotile.cli; nanotile.cli.main(['--version'])", None)
    assert r.returncode == 0
    assert "is stale: 1 source file(s) changed since it was built: nanotile/ir/cfg.py;" in r.stdout
    r = _python(checkout, "import nanotile", "1")
    assert r.returncode == 1 and "NANOTILE_NATIVE=1 but nanotile runs pure Python (the compiled" in r.stderr


GEMMS = (["--arch", "sm_90a"], ["--bm", "64", "--consumers", "1", "--b-major", "mn", "--dtype", "bf16", "--out", "f16"],
         ["--epilogue", "tma", "--stages", "4"], ["--arch", "sm_100a", "--bn", "64", "--bk", "32", "--dtype", "bf16"])


def _nanotile(args: list[str], native_env: str, stdin: str | None = None) -> tuple[str, str]:
    env = {**os.environ, "NANOTILE_NATIVE": native_env}
    r = subprocess.run([sys.executable, "-m", "nanotile", *args], input=stdin, capture_output=True, text=True,
                       env=env, cwd=ROOT)
    assert r.returncode == 0, r.stderr
    return r.stdout, r.stderr


@pytest.mark.parametrize("example", ["gemm_sm90", "gemm_sm100", "vector_add", "tma_copy"])
def test_compiled_and_pure_python_print_the_same_ptx_and_ir(example: str) -> None:
    _require_build()
    args = ["--example", example, "--print-ir-after-all"]
    assert _nanotile(args, "1") == _nanotile(args, "0")


@pytest.mark.parametrize("flags", GEMMS, ids=lambda f: " ".join(f))
def test_compiled_and_pure_python_agree_on_generated_gemms(flags: list[str]) -> None:
    _require_build()
    r = subprocess.run([sys.executable, "-m", "nanotile.kernels", "gemm", *flags], capture_output=True, text=True,
                       cwd=ROOT, check=True)
    assert _nanotile(["-", "--print-ir-after-all"], "1", r.stdout) == _nanotile(["-", "--print-ir-after-all"], "0",
                                                                                   r.stdout)
