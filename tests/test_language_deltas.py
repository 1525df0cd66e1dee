"""Each language module's docstring states its grammar as a delta from its parent
(``lang = parent - op ... + op ...``); this test holds the op sets to that statement.

A ``-`` item qualified as a restriction the checker enforces (``(the checker
enforces it)``, ``(other copies pass through ...)``) keeps the op in
the language: the stated change is to what the op may look like, not to the op set.
"""

from __future__ import annotations

import importlib
import re

import pytest

from nanotile import pipeline
from nanotile.ir.core import REGISTRY

DELTA = re.compile(r"Grammar, as a delta from ``(\w+)``::\n\n(.*?)(?:\n\n|\n?$)", re.S)
TOKEN = r"(?:every\s+)?[a-z_][a-z0-9_]*(?:\.(?:[a-z0-9_]+|\*|\{[^}]*\}))*"
LEAD = re.compile(rf"^({TOKEN})((?:\s*[/|]\s*{TOKEN})*)")
RESTRICTION = re.compile(r"\((?:the checker enforces|other \w+ pass through)")
DELTA_LANGUAGES = [lang for lang in pipeline.LANGUAGES if lang is not pipeline.INPUT and lang.name != "llvm"]


def _names(ops: tuple[type, ...]) -> set[str]:
    return {str(getattr(c, "NAME")) for c in ops}


def _expand(token: str, within: set[str]) -> set[str]:
    """The op names ``token`` stands for among ``within``."""
    token = token.removeprefix("every").strip()
    brace = re.fullmatch(r"(.*)\.\{([^}]*)\}", token)
    if brace:
        return set().union(*(_expand(f"{brace.group(1)}.{p.strip()}", within) for p in brace.group(2).split(",")))
    if token.endswith(".*"):
        return {n for n in within if n.startswith(token[:-1])}
    got = {n for n in within if n == token or n.endswith("." + token)}
    assert got, f"'{token}' names no op"
    return got


def _items(expr: str) -> list[tuple[str, str]]:
    """(sign, text) for each ``- item`` / ``+ item`` of a delta expression."""
    body = expr.split("=", 1)[1]
    parts = re.split(r"(?:^|\s)([+-])\s+", " " + body.strip())
    return [(parts[i], parts[i + 1].strip()) for i in range(1, len(parts) - 1, 2)]


def _stated(lang: pipeline.AnyLanguage) -> tuple[str, set[str], set[str], set[str]]:
    mod = importlib.import_module(f"nanotile.languages.{lang.name}")
    m = DELTA.search(mod.__doc__ or "")
    assert m, f"languages/{lang.name}.py states no 'Grammar, as a delta from ``parent``::' block"
    parent_name, expr = m.group(1), m.group(2)
    parent = pipeline.language(parent_name)
    universe = set(REGISTRY)
    removed: set[str] = set()
    added: set[str] = set()
    kept: set[str] = set()
    for sign, text in _items(expr):
        lead = LEAD.match(text)
        assert lead, f"{lang.name}: cannot read '{sign} {text}'"
        tokens = [lead.group(1)] + re.findall(TOKEN, lead.group(2))
        for tok in tokens:
            if sign == "-":
                names = _expand(tok, _names(parent.ops))
                (kept if RESTRICTION.search(text) else removed).update(names)
            else:
                added.update(_expand(tok, universe))
    return parent_name, removed, added, kept


def _check(lang: pipeline.AnyLanguage) -> None:
    parent_name, removed, added, kept = _stated(lang)
    parent = _names(pipeline.language(parent_name).ops)
    have = _names(lang.ops)
    assert kept <= have and kept <= parent, f"{lang.name}: restricted ops must stay: {kept - have}"
    assert have == (parent - removed) | added, (
        f"{lang.name}: ops not stated: {sorted(have - ((parent - removed) | added))}; "
        f"stated but absent: {sorted(((parent - removed) | added) - have)}")


@pytest.mark.parametrize("lang", DELTA_LANGUAGES, ids=lambda lang: lang.name)
def test_language_is_its_stated_delta(lang: pipeline.AnyLanguage) -> None:
    _check(lang)


def test_the_delta_parents_are_the_pipeline_order() -> None:
    """Every language's stated parent is the language before it in the pipeline, or its own parent
    where it only retags (none today): the docs name the real chain."""
    order = [lang.name for lang in pipeline.LANGUAGES]
    for lang in DELTA_LANGUAGES:
        parent_name = _stated(lang)[0]
        assert order.index(parent_name) == order.index(lang.name) - 1, (lang.name, parent_name)


def test_a_wrong_statement_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    """The oracle can say no: each language's real docstring, edited, fails the same check the
    language passes (an op the delta forgets to remove, one it adds that is not there, the wrong
    parent, an unreadable item)."""
    body = pipeline.language("body")
    mod = importlib.import_module("nanotile.languages.body")
    doc = mod.__doc__ or ""
    assert "body = tcgen05 - dot - extract_slice" in doc, "body's stated delta changed; update this test"
    _check(body)
    for wrong in ("body = tcgen05 - dot",                              # forgets extract_slice
                  "body = tcgen05 - dot - extract_slice + nv_tileas.dot",   # adds an op that is gone
                  "body = tma - dot - extract_slice",                  # the wrong parent
                  "body = tcgen05 - dot - no_such_op"):
        monkeypatch.setattr(mod, "__doc__", doc.replace("body = tcgen05 - dot - extract_slice", wrong))
        monkeypatch.setattr(mod, "__doc__", (mod.__doc__ or "").replace("from ``tcgen05``", "from ``tma``")
                            if wrong.startswith("body = tma") else mod.__doc__)
        with pytest.raises(AssertionError):
            _check(body)
    # a wrong statement about another language is caught too: tokens says it drops the pipeline ops
    tokens = importlib.import_module("nanotile.languages.tokens")
    tdoc = tokens.__doc__ or ""
    _check(pipeline.language("tokens"))
    monkeypatch.setattr(tokens, "__doc__", tdoc.replace("- ", "+ ", 1))
    assert tokens.__doc__ != tdoc
    with pytest.raises(AssertionError):
        _check(pipeline.language("tokens"))
