"""nanotile: a nanopass compiler from NVIDIA TileIR (nv_tileas) to PTX."""

__version__ = "0.1.0"


def _import_pyrsistent() -> None:
    """Import ``pyrsistent`` (every compile needs its ``PMap``) without importing ``inspect``.

    ``pyrsistent/__init__`` imports all of its modules, and ``pyrsistent._transformations`` runs
    ``from inspect import Parameter, signature`` at module level; ``pyrsistent._field_common`` runs
    ``import inspect``.  Both use them only when called (``transform`` with a callable path matcher,
    ``field(factory=...)``), which nanotile never does, but ``inspect`` pulls in ``ast``, ``dis``,
    ``tokenize`` and ``linecache``: ~20 M instructions, ~3 ms, of a cold ``python -m nanotile``
    (callgrind).  So while pyrsistent imports, ``sys.modules["inspect"]`` is a stand-in whose
    ``Parameter``, ``signature`` and every other attribute are looked up in the real ``inspect``
    when used, imported then; the stand-in leaves ``sys.modules`` before this function returns, so
    any later ``import inspect`` gets the real module.  Nothing changes if either is already
    imported.
    """
    import sys

    if "pyrsistent" in sys.modules or "inspect" in sys.modules:
        return
    from types import ModuleType

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

    stand_in = Deferred("inspect")
    setattr(stand_in, "Parameter", Parameter())
    setattr(stand_in, "signature", signature)
    sys.modules["inspect"] = stand_in
    try:
        import pyrsistent  # noqa: F401
    finally:
        if sys.modules.get("inspect") is stand_in:
            del sys.modules["inspect"]


_import_pyrsistent()
