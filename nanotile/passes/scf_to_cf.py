"""scf_to_cf: scf_llvm -> flat (spec 000 / 001, structured control flow to blocks).

    scf.if                         -> llvm.cond_br to then / else blocks, llvm.br to a merge
                                      block whose arguments are the results
    scf.for                        -> llvm.br to a header block (arguments: induction variable
                                      and carried values), llvm.icmp slt + llvm.cond_br to the
                                      body or the exit; the body ends in llvm.br back to the header

Carried values of non-LLVM types (index, iterators, register tiles) are
carried as their LLVM type and cast back at the top of the body and after
the loop; ``reconcile_casts`` removes the pairs.  Loop bounds are compared
signed, as scf.for does.  The type converter, fresh names, the map from an
old name to its LLVM-typed stand-in (``get`` / ``define``) and the error
mapping are the shared ``Conversion``; this pass adds only the block layout
and the same-type renames it substitutes into the ops it moves.
"""

from __future__ import annotations

from typing import Any, assert_never, cast

from ..ir.core import Block, Module, Region, Successor, Value
from ..ir.diagnostics import error
from ..ir.location import Location
from ..ir.record import field, record
from ..ir.rewrite import Fresh, reads_any, substitute
from ..languages import flat as F
from ..languages import llvm as LL
from ..languages import scf_llvm as C
from ..languages.structured import ScfFor, ScfIf, ScfYield
from ..lowering.conversion import REGION_TYPES_FAILED, Conversion
from ..lowering.emit import Emitter
from ..ir.types import IntegerType
from ..lowering.type_converter import ConversionError, TypeConverter


@record(frozen=False)
class _Cfg:
    """Blocks being laid out for one function."""

    conv: Conversion
    labels: Fresh
    blocks: list[Block[F.Op]] = field(default_factory=list)
    label: str = ""
    args: tuple[Value, ...] = ()
    ops: list[F.Op] = field(default_factory=list)
    renames: dict[str, Value] = field(default_factory=dict)   # same-type renames: substituted everywhere

    def close(self, terminator: F.Op, label: str, args: tuple[Value, ...]) -> None:
        self.ops.append(terminator)
        self.blocks.append(Block(self.label, self.args, tuple(self.ops)))
        self.label, self.args, self.ops = label, args, []

    def new_label(self) -> str:
        return self.labels.name("bb")

    def emitter(self, loc: Location) -> Emitter[F.Op]:
        return Emitter(self.conv.fresh, loc)


def scf_to_cf(m: Module[C.Op]) -> Module[F.Op]:
    return Module(tuple(_top(op) for op in m.ops), m.attrs, m.loc)


def _top(op: C.Op) -> F.Op:
    match op:
        case LL.Global():
            return op
        case LL.LLVMFunc():
            names = Fresh.names_in((op,))
            labels = set(names)   # (one copy of the ~1,300 names: each ``Fresh`` owns its set)
            labels.update(b.label for b in op.body.blocks)
            labels.add("bb0")   # the unlabeled entry block is ^bb0 to MLIR
            cfg = _Cfg(Conversion(Fresh("a", own=names), TypeConverter(op.reqntid[0] if op.reqntid else 128)),
                       Fresh("bb", own=labels))
            if len(op.body.blocks) != 1:
                raise error(op.loc, "scf_to_cf expects structured functions (one block)")
            entry = op.body.blocks[0]
            cfg.label, cfg.args = entry.label, entry.args
            _ops(entry.ops, cfg)
            if cfg.ops:
                raise error(op.loc, "the function body does not end in llvm.return")
            return LL.with_body(op, Region(tuple(cfg.blocks)))
        case _:
            raise error(op.loc, f"'{op.NAME}' is not allowed at module level")


def _get(e: Emitter[F.Op], cfg: _Cfg, v: Value) -> Value:
    return cfg.renames.get(v.name) or cfg.conv.get(e, v)


def _ops(ops: tuple[C.Op, ...], cfg: _Cfg) -> None:
    renames = cfg.renames
    plans_get = _PLANS.get
    out: list[Any] = cfg.ops   # (the current block's list: a new one after each op that closes a block)
    for op in ops:
        reads = plans_get(type(op)) or _plan(type(op))
        if reads is _NOTHING:   # moved as it is: it reads no value
            out.append(op)
        elif reads is not _SLOW:   # moved into the current block, renamed: substitute called only for
            # an op it renames (66 of gemm_sm90's 757), the test one call of a function reading the
            # op's operand fields (``rewrite.reads_any``)
            out.append(substitute(op, renames) if renames and reads(op, renames) else op)
        else:
            try:
                if isinstance(op, ScfIf):   # before ``_op``'s ``is_leaf`` (an isinstance against ~90
                    # classes): 15.2 -> 12.8 M instructions per run on gemm_sm90 (132 scf.if)
                    _if(op, cfg)
                else:
                    _op(op, cfg)
            except ConversionError:
                raise error(op.loc, REGION_TYPES_FAILED) from None
            out = cfg.ops


_MOVED: frozenset[type] = LL.LEAF_CLASSES | {LL.UnrealizedCast}
"""The classes ``_op`` moves as they are (renamed): the leaves (``LL.is_leaf``) and the casts."""
_NOTHING, _SLOW = object(), object()
_PLANS: dict[type, Any] = {}
"""A class ``_ops`` moves: ``reads_any`` of it (``_NOTHING``: it reads nothing); ``_SLOW``: one ``_op``
lowers (the structured ops, and ``llvm.return``, which ends a block)."""


def _plan(cls: type) -> Any:
    plan = _PLANS[cls] = (reads_any(cls) or _NOTHING) if cls in _MOVED and cls is not LL.LLVMReturn else _SLOW
    return plan


def _op(op: C.Op, cfg: _Cfg) -> None:
    if LL.is_leaf(op) or isinstance(op, LL.UnrealizedCast):
        cfg.ops.append(substitute(op, cfg.renames))
        if isinstance(op, (LL.LLVMReturn,)):
            cfg.blocks.append(Block(cfg.label, cfg.args, tuple(cfg.ops)))
            cfg.ops = []
        return
    match op:
        case ScfIf():
            _if(op, cfg)
        case ScfFor():
            _for(op, cfg)
        case ScfYield():
            raise error(op.loc, "scf.yield outside scf.for / scf.if")
        case LL.LLVMFunc():
            raise error(op.loc, "nested functions are not supported")
        case _:
            assert_never(op)


def _yielded(region_ops: tuple[C.Op, ...], op: Any) -> tuple[tuple[C.Op, ...], tuple[Value, ...]]:
    if not region_ops or not isinstance(region_ops[-1], ScfYield):
        raise error(op.loc, f"'{op.NAME}' region must end in scf.yield")
    last = region_ops[-1]
    assert isinstance(last, ScfYield)
    return region_ops[:-1], last.values


def _branch_args(cfg: _Cfg, values: tuple[Value, ...], loc: Any) -> tuple[Value, ...]:
    if not values:
        return values
    e = cfg.emitter(loc)
    out = tuple(_get(e, cfg, v) for v in values)
    cfg.ops.extend(e.ops)
    return out


def _enter(cfg: _Cfg, args: tuple[Value, ...], olds: tuple[Value, ...], loc: Any) -> None:
    """At the top of a new block: make the old-typed names available again."""
    if not args:
        return
    e = cfg.emitter(loc)
    for new, old in zip(args, olds):
        if new.type == old.type:
            cfg.renames[old.name] = new
        else:
            cfg.conv.define(e, old, new)
    cfg.ops.extend(e.ops)


def _if(op: ScfIf[C.Op], cfg: _Cfg) -> None:
    label = cfg.labels.name
    then_l, else_l, merge_l = label("bb"), label("bb"), label("bb")
    merge_args = cfg.conv.fresh_converted(op.results, op.loc) if op.results else ()
    cond = cfg.renames.get(op.cond.name)
    if cond is None and op.cond.type.__class__ is IntegerType and not op.cond.type.signedness:
        cond = op.cond   # (``conv.get``'s answer without its calls: a value of an LLVM type stands for itself)
    if cond is None:
        e = cfg.emitter(op.loc)
        cond = cfg.conv.get(e, op.cond)
        cfg.ops.extend(e.ops)
    else_ops = op.else_region.blocks[0].ops if op.else_region.blocks else ()
    if not op.results and (len(else_ops) == 1 and isinstance(else_ops[0], ScfYield)
                           or all(isinstance(o, ScfYield) for o in else_ops)):
        # nothing to do on the else edge: branch straight to the merge block (``close`` and
        # ``_yielded`` written out: 96 of gemm_sm90's 132 scf.if)
        then_ops = op.then_region.blocks[0].ops
        if not then_ops or not isinstance(then_ops[-1], ScfYield):
            raise error(op.loc, f"'{op.NAME}' region must end in scf.yield")
        to_merge = Successor(merge_l)   # (one object for both edges: a record costs ~3 k instructions)
        cfg.ops.append(LL.CondBr(cond, Successor(then_l), to_merge, op.loc))
        cfg.blocks.append(Block(cfg.label, cfg.args, tuple(cfg.ops)))
        cfg.label, cfg.args, cfg.ops = then_l, (), []
        _ops(then_ops[:-1], cfg)
        cfg.ops.append(LL.Br(to_merge, op.loc))
        cfg.blocks.append(Block(cfg.label, cfg.args, tuple(cfg.ops)))
        cfg.label, cfg.args, cfg.ops = merge_l, (), []
        return
    cfg.close(LL.CondBr(cond, Successor(then_l), Successor(else_l), op.loc), then_l, ())
    no_args: Successor | None = None if op.results else Successor(merge_l)   # (both edges', passing nothing)
    for region, next_label in ((op.then_region, else_l), (op.else_region, merge_l)):
        body, yielded = _yielded(region.blocks[0].ops, op)
        _ops(body, cfg)
        vals = _branch_args(cfg, yielded, op.loc)
        cfg.close(LL.Br(Successor(merge_l, vals) if no_args is None else no_args, op.loc), next_label,
                  merge_args if next_label == merge_l else ())
    _enter(cfg, merge_args, op.results, op.loc)


def _for(op: ScfFor[C.Op], cfg: _Cfg) -> None:
    body_block = op.body.blocks[0]
    header_l, body_l, exit_l = cfg.new_label(), cfg.new_label(), cfg.new_label()
    header_args = cfg.conv.fresh_converted(body_block.args, op.loc)
    e = cfg.emitter(op.loc)
    lb, ub, step = _get(e, cfg, op.lower), _get(e, cfg, op.upper), _get(e, cfg, op.step)
    inits = tuple(_get(e, cfg, v) for v in op.inits)
    cfg.ops.extend(e.ops)
    cfg.close(LL.Br(Successor(header_l, (lb,) + inits), op.loc), header_l, header_args)
    e = cfg.emitter(op.loc)
    more = e.icmp(LL.ICmpPredicate.SLT, header_args[0], ub)
    cfg.ops.extend(e.ops)
    cfg.close(LL.CondBr(more, Successor(body_l), Successor(exit_l), op.loc), body_l, ())
    _enter(cfg, header_args, body_block.args, op.loc)
    body, yielded = _yielded(body_block.ops, op)
    _ops(body, cfg)
    vals = _branch_args(cfg, yielded, op.loc)
    e = cfg.emitter(op.loc)
    nxt = e.iadd(header_args[0], step)
    cfg.ops.extend(e.ops)
    cfg.close(LL.Br(Successor(header_l, (nxt,) + vals), op.loc), exit_l, ())
    _enter(cfg, header_args[1:], op.results, op.loc)
