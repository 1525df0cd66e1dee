"""``Module`` -> MLIR text in the generic op form, the form ``parser`` reads back.

``debuginfo=True`` appends ``loc("file":line:col)`` to every op so a
print/parse round trip keeps locations; without it the text is what a
reader wants and what ``mlir-opt`` accepts.
"""

from __future__ import annotations

from typing import Any

from .attributes import DenseArrayAttr, entry_str, quote
from .core import Kind, Module, Region, Value, spec_of
from .location import UNKNOWN, Location
from .types import FunctionType, IntegerType


def print_module(m: Module[Any], *, debuginfo: bool = False) -> str:
    out: list[str] = []
    head = "module"
    if m.attrs.entries:
        head += " attributes " + str(m.attrs)
    out.append(head + " {")
    for op in m.ops:
        _op(op, 1, out, debuginfo)
    out.append("}" + (_loc(m.loc) if debuginfo else ""))
    return "\n".join(out) + "\n"


def print_op(op: Any, *, debuginfo: bool = False) -> str:
    out: list[str] = []
    _op(op, 0, out, debuginfo)
    return "\n".join(out)


def _loc(loc: Location) -> str:
    if loc == UNKNOWN:
        return " loc(unknown)"
    return f" loc({quote(loc.file)}:{loc.line}:{loc.col})"


def _results(vals: tuple[Value, ...]) -> str:
    parts: list[str] = []
    i = 0
    while i < len(vals):
        name = vals[i].name
        base, sep, idx = name.rpartition("#")
        if sep and idx == "0":
            n = 0
            while i + n < len(vals) and vals[i + n].name == f"{base}#{n}":
                n += 1
            parts.append(f"%{base}:{n}")
            i += n
        else:
            parts.append(f"%{name}")
            i += 1
    return ", ".join(parts)


def _op(op: Any, depth: int, out: list[str], debuginfo: bool) -> None:
    spec = spec_of(op)
    ind = "  " * depth
    operands: list[Value] = []
    sizes: list[int] = []
    succ_labels: list[str] = []
    for g in spec.operand_groups:
        v = getattr(op, g.name)
        if g.kind is Kind.OPERAND:
            chunk = [v]
        elif g.kind is Kind.OPT_OPERAND:
            chunk = [] if v is None else [v]
        elif g.kind is Kind.SUCCESSOR:
            chunk = list(v.args)
            succ_labels.append(v.label)
        else:
            chunk = list(v)
        operands.extend(chunk)
        sizes.append(len(chunk))
    results: list[Value] = []
    rsizes: list[int] = []
    props: list[str] = []
    attrs: list[str] = []
    regions: list[Region[Any]] = []
    for f in spec.fields:
        v = getattr(op, f.name)
        if f.kind is Kind.RESULT:
            results.append(v)
        elif f.kind is Kind.RESULTS:
            results.extend(v)
            rsizes.append(len(v))
        elif f.kind in (Kind.PROP, Kind.ATTR):
            if f.optional and v == f.default:
                continue
            assert f.codec is not None
            text = entry_str(f.attr_name, f.codec.encode(v))
            (props if f.kind is Kind.PROP else attrs).append(text)
        elif f.kind is Kind.REGION:
            regions.append(v)
    if spec.needs_segments:
        props.append(entry_str("operandSegmentSizes", DenseArrayAttr(IntegerType(32), tuple(sizes))))
    if spec.needs_result_segments:
        props.append(entry_str("resultSegmentSizes", DenseArrayAttr(IntegerType(32), tuple(rsizes))))
    line = ind
    if results:
        line += _results(tuple(results)) + " = "
    line += f'"{spec.name}"(' + ", ".join(map(str, operands)) + ")"
    if succ_labels:
        line += "[" + ", ".join("^" + s for s in succ_labels) + "]"
    if props:
        line += " <{" + ", ".join(sorted(props)) + "}>"
    ftype = FunctionType(tuple(v.type for v in operands), tuple(v.type for v in results))
    tail = ""
    if attrs:
        tail += " {" + ", ".join(attrs) + "}"
    tail += f" : {ftype}"
    if debuginfo:
        tail += _loc(op.loc)
    if not regions:
        out.append(line + tail)
        return
    out.append(line + " ({")
    for i, r in enumerate(regions):
        if i:
            out.append(ind + "}, {")
        _blocks(r, depth, out, debuginfo)
    out.append(ind + "})" + tail)


def _blocks(r: Region[Any], depth: int, out: list[str], debuginfo: bool) -> None:
    ind = "  " * depth
    for i, b in enumerate(r.blocks):
        if b.label or b.args or i > 0:
            label = b.label or f"bb{i}"
            args = ", ".join(f"%{a.name}: {a.type}" for a in b.args)
            out.append(f"{ind}^{label}" + (f"({args})" if b.args else "") + ":")
        for op in b.ops:
            _op(op, depth + 1, out, debuginfo)
