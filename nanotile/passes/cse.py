"""cse: llvm -> llvm, common-subexpression elimination of pure ops, scoped by dominance.

    a pure op equal to one that dominates it (same class, result type, operands, properties)
        -> nothing; its uses read the dominating op's result

Pure ops are those whose class declares the ``Pure`` trait (arithmetic, casts, comparisons,
constants, ``getelementptr``, aggregates, ``addressof``, special registers).  Ops left unused (the
operands only the duplicates read) are ``dce``'s business.  A block, function or module with nothing
to drop or rename is returned as it came (the same object).
"""

from __future__ import annotations

from operator import attrgetter, length_hint
from typing import Any, Callable

from ..ir.cfg import same_graph
from ..ir.core import Block, Kind, Module, Region, Value, op_results, spec_of_class
from ..ir.rewrite import reads_any, substitute
from ..languages import llvm as LL
from ..lowering.cse_keys import key_function
from ..lowering.dominance import dominator_walk


def cse(m: LL.LlvmModule) -> LL.LlvmModule:
    ops = tuple(_func(op) if isinstance(op, LL.LLVMFunc) else op for op in m.ops)
    _CLEAN.clear()
    _CLEAN.update((id(op), op) for op in ops if isinstance(op, LL.LLVMFunc))
    if all(a is b for a, b in zip(ops, m.ops)):
        return m
    return LL.LlvmModule(Module(ops, m.attrs, m.loc))


def _func(f: LL.LLVMFunc[LL.Op]) -> LL.LLVMFunc[LL.Op]:
    if _CLEAN.get(id(f)) is f:
        return f      # cse's own output (cse-after-fold after a fold that changed nothing): nothing to do
    out = _cse_func(f)
    _CLEAN[id(out)] = out
    return out


_CLEAN: dict[int, LL.LLVMFunc[LL.Op]] = {}
"""The functions of the module cse returned last, by id (held, so ids are not reused; one module's, replaced
each run).  Each is a fixed point: the same graph, each kept op's key as when kept, the same table at every
step.  gemm_sm90's fold returns what it got; cse-after-fold then returns it at once (-4.1 M instructions)."""


def _cse_func(f: LL.LLVMFunc[LL.Op]) -> LL.LLVMFunc[LL.Op]:
    blocks = f.body.blocks
    events, _, unreached = dominator_walk(f.body)
    subst: dict[str, Value] = {}
    new_blocks: list[Block[LL.Op]] = list(blocks)
    # dominator-tree walk, each block seeing its dominators' expressions: one table of key -> (op,
    # defining block), an entry counting only while its block is open (on the walk's path from the
    # entry), so a finished subtree's entries are just overwritten when met again (no copy per block)
    scope: dict[Any, tuple[Any, int]] = {}
    typed: dict[Any, tuple[Any, int]] = {}   # keys met with a second result type (below)
    open_ = [False] * len(blocks)
    keys, readers = _KEYS, _READERS
    changed = False
    for i in events:
        if i < 0:                 # block ~i's subtree is done
            open_[~i] = False
            continue
        open_[i] = True
        b = blocks[i]
        ops = b.ops
        # the block's ops less the duplicates, operands renamed (inlined: a call per block was ~0.2 M);
        # ``out`` made at the first change, of the ops before it (the iterator's length hint: no count
        # or ``enumerate`` per op)
        out: list[Any] | None = None
        it = iter(ops)
        for op in it:
            try:
                key_of = keys[type(op)]               # (op.__class__ is a generic attribute lookup)
            except KeyError:
                key_of = _plan(type(op))
            if key_of is not None:
                k = key_of(op, subst)                # None: an operand is to be renamed first
                if k is None:
                    if out is None:
                        out = list(ops[:len(ops) - length_hint(it) - 1])
                    op = substitute(op, subst)
                    k = key_of(op, subst)
                    assert k is not None             # renamed to kept values, which are never renamed
                mine = (op, i)                       # (the result read on a hit only: equal keys,
                have = scope.setdefault(k, mine)     # one class) one hash of the key when it is new
                if have is not mine:
                    result_of = _RESULTS[type(op)]
                    res, kept = result_of(op), result_of(have[0])
                    t = res.type
                    if kept.type is not t and kept.type != t:
                        # the key leaves the result type out (hashing a type is a Python call: ~1,260
                        # a run): an equal key of another result type has its own entry here
                        k = (k, t)
                        have = typed.setdefault(k, mine)
                        if have is mine:
                            if out is not None:
                                out.append(op)
                            continue
                        table = typed
                    else:
                        table = scope
                    if open_[have[1]]:               # a dominating equal op: drop this one
                        subst[res.name] = result_of(have[0])
                        if out is None:
                            out = list(ops[:len(ops) - length_hint(it) - 1])
                        continue
                    table[k] = mine                  # left over from a finished subtree
            elif subst:
                reads = readers[type(op)]
                if reads is not None and reads(op, subst):
                    if out is None:
                        out = list(ops[:len(ops) - length_hint(it) - 1])
                    op = substitute(op, subst)
            if out is not None:
                out.append(op)
        if out is not None:
            new_blocks[i] = Block(b.label, b.args, tuple(out))
            changed = True
    # blocks the entry does not reach keep their ops (substituted)
    if subst:
        for i in unreached:
            b = blocks[i]
            ops = tuple(substitute(o, subst) for o in b.ops)
            if any(a is not o for a, o in zip(ops, b.ops)):
                new_blocks[i] = Block(b.label, b.args, ops)
                changed = True
    if not changed:
        return f
    body = Region(tuple(new_blocks))
    same_graph(body, f.body)      # labels and branch targets kept: the next pass's dominators by identity
    return LL.with_body(f, body)


_Fn = Callable[..., Any]
_KEYS: dict[type, _Fn | None] = {}
_READERS: dict[type, _Fn | None] = {}
_RESULTS: dict[type, _Fn] = {}
"""Per class: ``key(op, renamed)`` for a pure op, None for one CSE leaves alone; ``reads_any(cls)``
(None for an op without operands), read only while there are renames; the op's first result (on a hit)."""


def _plan(cls: type) -> _Fn | None:
    """Note ``cls`` in the three tables; its key function."""
    fields = spec_of_class(cls).fields
    results = [f for f in fields if f.kind in (Kind.RESULT, Kind.RESULTS)]
    _RESULTS[cls] = attrgetter(results[0].name) if len(results) == 1 and results[0].kind is Kind.RESULT \
        else _first_result
    _READERS[cls] = reads_any(cls)
    key = _KEYS[cls] = key_function(cls)
    return key


def _first_result(op: Any) -> Value:
    return op_results(op)[0]
