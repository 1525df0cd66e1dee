"""nanotile: a nanopass compiler from NVIDIA TileIR (nv_tileas) to PTX."""

__version__ = "0.1.0"


def _import_pyrsistent() -> None:
    """Import ``pyrsistent``'s ``pmap`` (every compile needs its ``PMap``) and nothing else of it.

    Two work-arounds, both for a cold ``python -m nanotile`` (callgrind instruction counts), both
    invisible to any later user of ``pyrsistent`` or ``inspect``, and both pinned by
    ``tests/test_startup.py``:

    - **The package's ``__init__`` is deferred.**  ``pyrsistent/__init__`` imports all of its modules
      (pset, pbag, plist, pdeque, the checked types, precord, pclass, ...; ~13 M instructions, ~2 ms),
      and importing ``pyrsistent._pmap`` runs it first.  Here the package module is created from its
      spec but not executed, ``pyrsistent._pmap`` (with ``_pvector`` and ``_transformations``) is
      imported into it, and ``pmap``, ``m`` and ``PMap`` are set on it: what ``from pyrsistent import
      pmap, m, PMap`` needs.  Any other attribute read on the package (``pyrsistent.pvector``,
      ``from pyrsistent import PRecord``, ``__all__``; and ``dir()``) goes to the module's ``__getattr__``
      (``__dir__``), which runs
      the real ``__init__`` in the package's namespace then (the three modules are already in
      ``sys.modules`` and are not imported again), removes itself, and answers as the package does.
      This is a hack on the import system (the package is in ``sys.modules`` before its ``__init__``
      ran, like ``importlib.util.LazyLoader`` but with three names filled in eagerly); only
      ``vars(pyrsistent)`` read before any other name can tell.
    - **``inspect`` is a stand-in while they import.**  ``pyrsistent._transformations`` runs
      ``from inspect import Parameter, signature`` at module level and uses them only when called
      (``transform`` with a callable path matcher), which nanotile never does; but ``inspect`` pulls
      in ``ast``, ``dis``, ``tokenize`` and ``linecache``: ~20 M instructions, ~3 ms.  So while
      pyrsistent imports, ``sys.modules["inspect"]`` is a stand-in whose ``Parameter``, ``signature``
      and every other attribute are looked up in the real ``inspect`` when used, imported then; the
      stand-in leaves ``sys.modules`` before this function returns, so any later ``import inspect``
      gets the real module.  (The deferred ``__init__`` imports ``_field_common``, which runs
      ``import inspect``, with the real one.)

    Nothing changes if ``pyrsistent`` or ``inspect`` is already imported.
    """
    import sys

    if "pyrsistent" in sys.modules or "inspect" in sys.modules:
        return
    from importlib.util import find_spec, module_from_spec
    from types import ModuleType

    spec = find_spec("pyrsistent")
    if spec is None or spec.loader is None or spec.submodule_search_locations is None:
        import pyrsistent  # noqa: F401   # not a package found on the path: let the import system say why
        return
    loader = spec.loader

    def real() -> ModuleType:
        if sys.modules.get("inspect") is stand_in:
            del sys.modules["inspect"]
        import inspect

        return inspect

    class Deferred(ModuleType):
        def __getattr__(self, name: str) -> object:
            if name.startswith("__"):   # the import system asks for __path__ and the like
                raise AttributeError(name)
            return getattr(real(), name)

    class Parameter:
        def __getattr__(self, name: str) -> object:
            return getattr(real().Parameter, name)

    def signature(obj: object, *args: object, **kwargs: object) -> object:
        return real().signature(obj, *args, **kwargs)

    package = module_from_spec(spec)

    def init() -> dict[str, object]:
        """The rest of ``pyrsistent``: its ``__init__`` run in the package's namespace, once."""
        ns = package.__dict__
        if ns.get("__getattr__") is __getattr__:
            del ns["__getattr__"], ns["__dir__"]
            loader.exec_module(package)
        return ns

    def __getattr__(name: str) -> object:
        try:
            return init()[name]
        except KeyError:
            raise AttributeError(f"module 'pyrsistent' has no attribute {name!r}") from None

    def __dir__() -> list[str]:
        return sorted(init())

    stand_in = Deferred("inspect")
    setattr(stand_in, "Parameter", Parameter())
    setattr(stand_in, "signature", signature)
    sys.modules["inspect"] = stand_in
    sys.modules["pyrsistent"] = package
    try:
        from pyrsistent._pmap import PMap, m, pmap
    except BaseException:
        if sys.modules.get("pyrsistent") is package:
            del sys.modules["pyrsistent"]
        raise
    finally:
        if sys.modules.get("inspect") is stand_in:
            del sys.modules["inspect"]
    package.__dict__.update(pmap=pmap, m=m, PMap=PMap, __getattr__=__getattr__, __dir__=__dir__)


_import_pyrsistent()


def _install_native() -> None:
    """Import the compiled build's modules instead of their sources when there is a fresh one
    (``nanotile/native.py``; ``NANOTILE_NATIVE=0`` turns it off)."""
    from . import native

    native.install()


_install_native()
