"""A module's symbol table: its top-level symbols by name, as a persistent map (``pyrsistent.PMap``).

The symbols are the top-level ops with a ``sym_name`` (functions: ``nv_tileaa.func``, ``llvm.func``;
globals: ``llvm.mlir.global``, e.g. ``@global_smem``, the targets of ``llvm.mlir.addressof``).  A
name maps to the first op that defines it; a name defined twice is MLIR's
``redefinition of symbol named 'f'`` (``redefinitions``; every language's checker reports it).

``symbols(m)`` builds the table once per module and derives it from a table built before it (one
that holds the same first symbol op; in a compile, the previous stage's module): each symbol op
that is the same object as the one the older table holds is kept, not re-entered, so a pass that
leaves the top level untouched gets its input's table back (``symbols(out) is symbols(in)``), and
one that rebuilds a function gets a new map sharing the rest with its input's.  Modules are immutable, so a table never goes stale; the last few are
remembered by identity (their modules are held, so an id is never reused while remembered).
"""

from __future__ import annotations

from typing import Any, Iterator

from pyrsistent import PMap, pmap

from .core import Module
from .diagnostics import Diagnostic

SymbolTable = PMap[str, Any]

_RECENT: dict[int, tuple[Module[Any], SymbolTable, int]] = {}   # id(module) -> (module, table, symbol ops)
_LIMIT = 16
_EMPTY: SymbolTable = pmap()


def symbols(m: Module[Any]) -> SymbolTable:
    """``m``'s top-level symbols by name (the first definition of each)."""
    return _entry(m)[1]


def lookup(m: Module[Any], name: str) -> Any | None:
    """The top-level op of ``m`` named ``@name``, or ``None``."""
    return _entry(m)[1].get(name)


def redefinitions(m: Module[Any]) -> Iterator[Diagnostic]:
    """MLIR's ``redefinition of symbol named 'f'`` at every definition of a name after its first."""
    _, table, count = _entry(m)
    if count == len(table):
        return
    seen: set[str] = set()
    for op in m.ops:
        name = getattr(op, "sym_name", None)
        if isinstance(name, str):
            if name in seen:
                yield Diagnostic(op.loc, f"redefinition of symbol named '{name}'")
            seen.add(name)


def _entry(m: Module[Any]) -> tuple[Module[Any], SymbolTable, int]:
    e = _RECENT.get(id(m))
    if e is not None and e[0] is m:
        return e
    base = _base(m)
    ev = base.evolver()
    named: set[str] = set()
    count = 0
    for op in m.ops:
        name = getattr(op, "sym_name", None)
        if not isinstance(name, str):
            continue
        count += 1
        if name not in named:
            named.add(name)
            ev.set(name, op)    # the same object again leaves the evolver clean
    for name in base:
        if name not in named:
            ev.remove(name)
    table = ev.persistent()
    if len(_RECENT) >= _LIMIT:
        del _RECENT[next(iter(_RECENT))]
    e = _RECENT[id(m)] = (m, table, count)
    return e


def _base(m: Module[Any]) -> SymbolTable:
    """The table to derive ``m``'s from: the newest remembered one that holds ``m``'s first symbol op
    (in a compile, the previous stage's), else the newest."""
    first = next((op for op in m.ops if isinstance(getattr(op, "sym_name", None), str)), None)
    if first is None:
        return _EMPTY
    newest = _EMPTY
    for _, table, _ in reversed(_RECENT.values()):
        if table.get(first.sym_name) is first:
            return table
        if newest is _EMPTY:
            newest = table
    return newest
