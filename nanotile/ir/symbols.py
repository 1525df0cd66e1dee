"""A module's symbol table: its top-level symbols by name, as a persistent map (``pyrsistent.PMap``).

The symbols are the top-level ops with a ``sym_name`` (functions: ``nv_tileaa.func``, ``llvm.func``;
globals: ``llvm.mlir.global``, e.g. ``@global_smem``, the targets of ``llvm.mlir.addressof``).  A
name maps to the first op that defines it; a name defined twice is MLIR's
``redefinition of symbol named 'f'`` (``redefinitions``; every language's checker reports it).

``symbols(m)`` builds the table once per module (on the first lookup).  A module whose symbols are
the same op objects as those of a table built before (in a compile, the previous stage's: the stage
left the top level alone) gets that table back, ``symbols(out) is symbols(in)``, found by the ids of
those objects; one that rebuilt a function gets a new map whose other entries are the same op
objects.  Modules and ops are immutable, so a table never goes stale; the last few are remembered
(with the objects they were found by held, so an id is never reused while remembered).
"""

from __future__ import annotations

from typing import Any, Iterator

from pyrsistent import PMap, pmap

from .core import Module
from .diagnostics import Diagnostic

SymbolTable = PMap[str, Any]

_RECENT: dict[int, tuple[Module[Any], SymbolTable]] = {}   # id(module) -> (module, its table)
# ids of a table's symbol ops (first definitions, in order) -> (those ops, the table)
_BY_SYMBOLS: dict[tuple[int, ...], tuple[tuple[Any, ...], SymbolTable]] = {}
_LIMIT = 16
_EMPTY: SymbolTable = pmap()


def symbols(m: Module[Any]) -> SymbolTable:
    """``m``'s top-level symbols by name (the first definition of each)."""
    return _entry(m)


def lookup(m: Module[Any], name: str) -> Any | None:
    """The top-level op of ``m`` named ``@name``, or ``None``."""
    return _entry(m).get(name)


def redefinitions(m: Module[Any]) -> Iterator[Diagnostic]:
    """MLIR's ``redefinition of symbol named 'f'`` at every definition of a name after its first.

    Decided from the names alone (a set of a few strings): checking a module needs no table, so
    one is built only for a module something is looked up in."""
    seen: set[str] = set()
    for op in m.ops:
        name = getattr(op, "sym_name", None)
        if isinstance(name, str):
            if name in seen:
                yield Diagnostic(op.loc, f"redefinition of symbol named '{name}'")
            seen.add(name)


def _entry(m: Module[Any]) -> SymbolTable:
    e = _RECENT.get(id(m))
    if e is not None and e[0] is m:
        return e[1]
    defs: dict[str, Any] = {}
    for op in m.ops:
        name = getattr(op, "sym_name", None)
        if isinstance(name, str) and name not in defs:
            defs[name] = op
    ops = tuple(defs.values())
    key = tuple(map(id, ops))
    # a remembered key's objects are held with it, so equal ids are the same objects
    known = _BY_SYMBOLS.get(key)
    if known is not None:
        table = known[1]     # the same symbol objects as a module before (a stage left them alone)
    else:
        # a new map (a module has a few symbols: a fresh pmap costs about half an evolver pass
        # over the old table, 1.4 against 2.5 us for two); its entries are the same op objects
        table = pmap(defs) if defs else _EMPTY
        if len(_BY_SYMBOLS) >= _LIMIT:
            del _BY_SYMBOLS[next(iter(_BY_SYMBOLS))]
        _BY_SYMBOLS[key] = (ops, table)
    if len(_RECENT) >= _LIMIT:
        del _RECENT[next(iter(_RECENT))]
    _RECENT[id(m)] = (m, table)
    return table
