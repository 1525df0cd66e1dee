"""The conversion context every converting pass shares, and the body lowerings' traversal driver.

A body-lowering pass (``smem`` down to ``body``) lowers one family of tile
ops to LLVM + NVVM and passes everything else through.  The plumbing is
written here once:

* ``Conversion``: the function being lowered (fresh names, the type
  converter, the thread index and arena base at its entry, the op defining
  each value) and the value map.  A lowered result is handed on under its
  old name through ``builtin.unrealized_conversion_cast`` (``define``); an
  operand is fetched in its LLVM type with ``get`` (a cast where the
  producer was not lowered by this pass); ``reconcile_casts`` removes the
  pairs later.  ``carry_out`` / ``retype`` retype region-carried values and
  arguments.  The value map is persistent and scoped per region.
  ``convert_func_to_llvm`` (signature, argument casts) and ``scf_to_cf``
  (carried block arguments) use the same object.
* ``Threads``: which thread indices run the ops at a point of the kernel,
  read off the explicit guards in the IR (``scf.if`` on
  ``llvm.icmp ult|eq %tid, C``, or ``nvvm.elect.sync`` inside one warp); a
  single-thread guard is what makes a region run on one thread.  ``guard`` wraps ops that one thread must issue.
* ``lower_functions``: the driver, typed by the pass's source and target
  op unions (``Rule[S, D]``, ``Lowering[S, D]``, ``Emitter[D]``).  It walks
  every ``llvm.func`` body in order, hands each op to the pass's rule, maps a
  ``ConversionError`` to the spec's "region types conversion failed" at the
  innermost op, and rebuilds region-holding ops the rule leaves alone
  (``with_regions``).  What the rule leaves unchanged is shared with the input:
  an op list, block, region, function or module none of whose ops changed is
  returned as the same object.  A rule's shape: ``if is_passthrough_for_<pass>(op):
  return (op,)`` (a ``TypeIs`` guard next to the target language, for the
  leaves both languages share), one ``case`` per op it rewrites,
  ``return (low.rebuilt(op, threads),)`` for the region-holding ops it leaves
  (their regions lowered, typed by the target language: the typed
  ``with_regions``), and ``assert_never(op)``.  (``None`` from a rule still
  means "rebuilt", untyped; no pass uses it any more.)
"""

from __future__ import annotations

from itertools import compress
from typing import Any, Callable, Generic, Iterable, NoReturn, Sequence, TypeAlias, TypeVar, Union, cast, overload

from pyrsistent import PMap, pmap

from ..ir.core import (
    Block, Module, Region, Value, census, class_bit, class_mask, op_regions, op_results,
    region_census, region_names, summarized_block, summarized_region, walk,
)
from ..ir.diagnostics import error
from ..ir.location import Location
from ..ir.record import field, record
from ..ir.rewrite import Fresh, with_regions
from ..ir.attributes import IntegerAttr
from ..ir.types import I32, FunctionType, IntegerType, LLVMFunctionType, LLVMPointerType, Type
from ..languages import llvm as LL
from ..languages import tileas as A
from ..languages.structured import Constant, ScfFor, ScfIf, ScfYield
from .emit import Emitter, EmitOp
from .tiles import tensor_layout
from .type_converter import ConversionError, TypeConverter

ICmpP = LL.ICmpPredicate
S = TypeVar("S")
"""The op union of the language a pass reads."""
D = TypeVar("D")
"""The op union of the language a pass writes."""
O = TypeVar("O")
ARENA = "global_smem"
"""The symbol of the one shared-memory arena (``synthesize_global_smem``)."""


@record
class Threads:
    """The thread indices ``[lo, hi)`` of the CTA (``count`` threads) that run ops at some point."""

    lo: int
    hi: int
    count: int

    @property
    def first(self) -> int:
        return self.lo

    @property
    def single(self) -> bool:
        """One thread runs these ops (a single-thread guard, or a TMA producer agent's leader)."""
        return self.hi - self.lo == 1

    @property
    def inside(self) -> bool:
        """Inside an agent or guard: not every thread of the CTA runs these ops."""
        return (self.lo, self.hi) != (0, self.count)


REGION_TYPES_FAILED = "region types conversion failed"
"""The spec's diagnostic (spec 000) for a type the converter has no rule for, at the innermost op."""


@record(frozen=False)
class Conversion:
    """One function being converted by one pass: fresh names, the type converter, the value map.

    Every converting pass uses it: the body lowerings (through ``lower_functions``),
    ``convert_func_to_llvm`` (the signature and argument casts) and ``scf_to_cf`` (carried values).
    """

    fresh: Fresh
    tc: TypeConverter
    defining: tuple[Any, ...] = ()
    """The ops whose results (nested regions included) ``defs`` maps, walked on its first use."""
    tid: Value | None = None
    smem: Value | None = None
    vals: PMap[str, Value] = field(default_factory=pmap)
    """Old name -> the value standing for it in the target language.  Persistent and scoped per
    region: ``Lowering.region`` restores the enclosing region's map when it leaves a region, so a
    nested region extends its parent's map without touching it.  (Measured on gemm_sm90, the whole
    compile, 15 runs, CPU ms median/min: dict 216.5/206.8 and 216.9/206.4, this map 212.4/205.7 and
    213.4/201.8: no slower.)"""

    structured: bool = False
    """The function is one block (``definition`` may look in the blocks the driver is in)."""
    scope: list[tuple[Any, ...]] = field(default_factory=list)
    """The op sequences (blocks) the driver is in, outermost first: where ``definition`` looks."""
    pos: list[int] = field(default_factory=list)
    """The index in each block of ``scope`` of the op the driver is lowering (or is inside)."""
    _defs: dict[str, object] | None = None
    _index: dict[int, tuple[tuple[Any, ...], dict[str, object]]] = field(default_factory=dict)
    _dom: dict[int, list[Any]] = field(default_factory=dict)
    _here: dict[Any, Value] | None = None

    @property
    def defs(self) -> dict[str, object]:
        """The op defining each value of the function's input (looked up by name), built on first
        use: most passes that run on a function ask nothing of it."""
        if self._defs is None:
            defs: dict[str, object] = {}
            for o in walk(self.defining):
                for v in op_results(o):
                    defs[v.name] = o
            self._defs = defs
        return self._defs

    @property
    def visible(self) -> Visible:
        """``defs`` as seen from where the driver is: ``get`` is ``definition``."""
        return Visible(self)

    def definition(self, name: str) -> object | None:
        """``defs.get(name)`` for a value visible where the driver is (a value defined before the
        op being lowered, in its block or an enclosing one, dominates it): found in the blocks of
        ``scope``, innermost first, each indexed on first use; else in ``defs``.  (Only in a
        one-block function: ``defs`` holds the entry block's values only.)"""
        index = self._index
        for ops in reversed(self.scope if self.structured else ()):
            entry = index.get(id(ops))
            if entry is None:   # the entry keeps ``ops`` alive: its id names it while the pass runs
                entry = index[id(ops)] = (ops, {v.name: o for o in ops for v in op_results(o)})
            got = entry[1].get(name)
            if got is not None:
                return got
        return self.defs.get(name)

    def scoped_definition(self, name: str) -> object | None:
        """``definition`` among the blocks the driver is in only, without the function-wide ``defs`` (a
        walk of every op, where ``definition`` misses): None for an argument of those blocks or the
        function, and outside a one-block function.  A block ``definition`` has not indexed is read in
        order up to the definition, not indexed (a pass asks a few names, most defined near the start of
        a long block: indexing gemm_sm90's consumer block is ~0.7 M instructions)."""
        index = self._index
        for ops in reversed(self.scope if self.structured else ()):
            entry = index.get(id(ops))
            if entry is not None:
                got = entry[1].get(name)
                if got is not None:
                    return got
                continue
            for o in ops:
                for v in op_results(o):
                    if v.name == name:
                        found: object = o
                        return found
        return None

    def dominating(self, key: tuple[Any, ...]) -> Value | None:
        """The value of an input op before the one being lowered, in its block or a block around it (so
        dominating it), that cse would keep in place of a new op with ``key``: ``(value, width)`` of a
        signless integer constant (``llvm.mlir.constant``, or an ``arith.constant`` of such a type, which
        ``lower_arith`` makes one under its name; the width, not the type, hashes in C: a type's hash is
        a Python call), ``(class, lhs name, rhs name)`` of an LLVM binop.  The outermost such value, as
        cse keeps the first.  The keys visible where the driver is are merged once per place (the driver
        drops them when it moves: ``_here``), each block's ops indexed once."""
        here = self._here
        if here is None:
            here = self._here = self._visible_keys()
        return here.get(key)

    def _visible_keys(self) -> dict[Any, Value]:
        """``dominating``'s keys where the driver is: each block's index holds its ops' keys up to where
        the driver has been, the first op of a key with its index (a block's ops tuple may be met again
        from an earlier position, where it is shared: a key of an op at or after the position is left)."""
        dom = self._dom
        here: dict[Any, Value] = {}
        for ops, at in zip(self.scope, self.pos):
            entry = dom.get(id(ops))
            if entry is None:   # the entry keeps ``ops`` alive: its id names it while the pass runs
                entry = dom[id(ops)] = [ops, 0, {}]
            if entry[1] < at:
                _index_pure(ops, entry[1], at, entry[2])
                entry[1] = at
            for k, (i, v) in entry[2].items():
                if i < at and k not in here:
                    here[k] = v
        return here

    # -- values ---------------------------------------------------------------

    def get(self, e: Emitter[EmitOp], v: Value) -> Value:
        """The LLVM-typed value standing for ``v`` here."""
        vals = self.vals
        if v.name in vals:   # a PMap's ``get`` of a missing key (most lookups) raises and catches a
            return vals[v.name]   # KeyError: 0.56 us, ``in`` 0.2
        t = self.tc.convert(v.type)
        return v if t is v.type or t == v.type else e.cast(v, t)

    def get_carried(self, e: Emitter[EmitOp], v: Value) -> Value:
        """``v`` as a region-carried value: register tiles travel as their LLVM struct, the rest unchanged."""
        return self.get(e, v) if tensor_layout(v.type) is not None else v

    def carry_out(self, vals: tuple[Value, ...],
                  loc: Location) -> tuple[tuple[Value, ...], tuple[LL.UnrealizedCast, ...]]:
        """Retype the register tiles among ``vals`` (results, block arguments) to their LLVM structs.

        Returns the new values and the casts that keep each old name defined.
        """
        return self.retype(vals, tuple(self.tc.convert(v.type) if tensor_layout(v.type) is not None else v.type
                                       for v in vals), loc)

    def retype(self, vals: tuple[Value, ...], types: tuple[Type, ...],
               loc: Location) -> tuple[tuple[Value, ...], tuple[LL.UnrealizedCast, ...]]:
        """``vals`` as values of ``types``: a fresh value where the type changes (it stands for the old
        one from here on), and the casts that keep each old name defined in its old type (``vals``
        itself and no casts where no type changes)."""
        out: list[Value] = []
        casts: list[LL.UnrealizedCast] = []
        for v, t in zip(vals, types):
            if t == v.type:
                out.append(v)
                continue
            new = self.fresh(t, v.name + "_")
            self.bind(v, new)
            casts.append(LL.UnrealizedCast((v,), (new,), loc))
            out.append(new)
        if not casts:
            return vals, ()
        return tuple(out), tuple(casts)

    def fresh_converted(self, vals: tuple[Value, ...], loc: Location) -> tuple[Value, ...]:
        """A fresh value of each of ``vals``' converted type (block arguments standing for them); a
        type with no conversion rule is the spec's "region types conversion failed" at ``loc``."""
        try:
            return tuple(self.fresh(self.tc.convert(v.type), v.name + "_") for v in vals)
        except ConversionError:
            raise error(loc, REGION_TYPES_FAILED) from None

    def signature(self, t: FunctionType, loc: Location) -> LLVMFunctionType:
        """The LLVM function type of ``t`` (bare-pointer ABI), or the spec's signature error at ``loc``."""
        try:
            return self.tc.function(t)
        except ConversionError as e:
            raise error(loc, "failed to convert function signature type for: " + str(e.type)) from None

    def define(self, e: Emitter[EmitOp], old: Value, new: Value) -> None:
        """``new`` stands for ``old`` from here on; ``old`` stays defined through a cast back."""
        self.bind(old, new)
        e.cast(new, old.type, old.name)

    def bind(self, old: Value, new: Value) -> None:
        """``new`` stands for ``old`` from here on, in this region and the regions nested in it."""
        self.vals = self.vals.set(old.name, new)

    def thread_index(self) -> Value:
        assert self.tid is not None, "a body-lowering pass runs with the prologue"
        return self.tid

    def arena(self, loc: Location) -> Value:
        if self.smem is None:
            raise error(loc, "shared memory is used but @global_smem was not synthesized")
        return self.smem

    # -- threads -----------------------------------------------------------------

    def branch_threads(self, op: ScfIf[Any], threads: Threads) -> tuple[Threads, Threads]:
        """The threads of ``op``'s then and else regions, when its condition compares the thread index."""
        cmp = self.definition(op.cond.name)
        if isinstance(cmp, LL.ElectSync) and threads.hi - threads.lo <= 32:
            return Threads(threads.lo, threads.lo + 1, threads.count), threads   # one lane of one warp
        if self.tid is None or not isinstance(cmp, LL.ICmp) or cmp.lhs.name != self.tid.name:
            return threads, threads
        c = self.definition(cmp.rhs.name)
        # (an ``arith.constant`` before lower_arith, where a guard's bound is an input constant: ``dominating``)
        bound = getattr(getattr(c, "value", None), "value", None) if isinstance(c, (LL.LLVMConstant, Constant)) else None
        if not isinstance(bound, int):
            return threads, threads
        lo, hi, n = threads.lo, threads.hi, threads.count
        if cmp.predicate is ICmpP.ULT:
            return Threads(lo, max(lo, min(hi, bound)), n), Threads(min(hi, max(lo, bound)), hi, n)
        if cmp.predicate is ICmpP.EQ and lo <= bound < hi:
            return Threads(bound, bound + 1, n), threads
        return threads, threads

    def guard(self, e: Emitter[GuardOp], threads: Threads, ops: Sequence[GuardOp]) -> None:
        """Run ``ops`` on one thread: directly where one thread runs, else under ``tid == first``."""
        if threads.single:
            e.ops.extend(ops)
            return
        is_first = e.icmp(ICmpP.EQ, self.thread_index(), e.const(threads.first))
        e.add(if_then(is_first, tuple(ops), e.loc))


_BINOPS: frozenset[type] = frozenset({LL.Add, LL.Sub, LL.Mul, LL.And, LL.Or, LL.Xor, LL.Shl, LL.LShr})


def _index_pure(ops: tuple[Any, ...], lo: int, hi: int, index: dict[Any, tuple[int, Value]]) -> None:
    """``Conversion.dominating``'s keys of ``ops[lo:hi]``: the first op of a key, its index and value."""
    binops, const, llconst = _BINOPS, Constant, LL.LLVMConstant
    for i in range(lo, hi):
        o = ops[i]
        cls = type(o)
        if cls is llconst or cls is const:
            a = o.value
            t = a.type if type(a) is IntegerAttr else None
            if type(t) is IntegerType and not t.signedness and (o.result.type is t or o.result.type == t):
                index.setdefault((a.value, t.width), (i, o.result))
        elif cls in binops:
            index.setdefault((cls, o.lhs.name, o.rhs.name), (i, o.result))


class Visible:
    """The definitions visible where the driver is (``Conversion.definition``), read like ``defs``."""

    __slots__ = ("conv",)

    def __init__(self, conv: Conversion) -> None:
        self.conv = conv

    def get(self, name: str) -> object | None:
        return self.conv.definition(name)


Definitions: TypeAlias = "Visible | dict[str, Any]"
"""Where a helper looks a value's defining op up by name (``get``)."""


def if_then(cond: Value, then_ops: tuple[O, ...], loc: Location,
            empty: Region[ScfYield] | None = None) -> ScfIf[O | ScfYield]:
    """``scf.if %cond { then_ops }`` with no results and an empty else (``empty``, an
    ``empty_region(loc)`` a caller building many guards at ``loc`` shares between them; its
    ``scf.yield``, immutable and defining nothing, ends the then-block too: gemm_sm90's accumulator
    store builds 480 guards)."""
    if empty is None:
        empty = empty_region(loc)
    y = empty.blocks[0].ops[0]
    if y.loc is not loc:
        y = ScfYield((), loc)
    return ScfIf((), cond, summarized_region((summarized_block("", (), then_ops + (y,)),)), empty, loc)


def empty_region(loc: Location) -> Region[ScfYield]:
    """The region of one block holding only ``scf.yield``: an empty else.  The IR is immutable, so
    one such region can be the else of many ``scf.if``s at ``loc``: it is built, summarized (census,
    names) and checked once instead of once per guard."""
    return summarized_region((summarized_block("", (), (ScfYield((), loc),)),))


GuardOp: TypeAlias = Union[EmitOp, ScfYield, ScfIf["GuardOp"]]
"""LLVM ops and casts, possibly under (nested) ``scf.if``: what ``Conversion.guard`` and the
helpers that guard or mask ops build.  Every body language contains it."""


# -- the driver ------------------------------------------------------------------

_VISIT, _LEAVE, _REGIONS = object(), object(), object()
"""``Lowering._kind``: call the rule on the op; leave it; call the rule where its regions hold a class
the rule rewrites."""
_LONG_BLOCK = 48
"""Above this many ops a block's ops to look at are found in C calls (``Lowering._long_ops``: -0.05 M
instructions a run in lower-wgmma, lower-pipeline-tokens and lower-arith on gemm_sm90's 364-op block; a
class test an op in Python is cheap, the calls are what cost)."""

Rule: TypeAlias = Callable[[S, "Lowering[S, D]", Threads], "tuple[D, ...] | None"]
"""A pass's rewrite of one op of its source language ``S``: the ops of its target language ``D``
replacing it, or None to leave it (regions still lowered)."""


@record(frozen=False)
class Lowering(Generic[S, D]):
    """The driver state for one function: its conversion context and the pass's rule (``S`` -> ``D``).

    ``visit``: the census bits (``ir.core.class_mask``) of the classes the rule rewrites.  The rule
    is called on an op of one of them, and on a region-holding op whose regions hold one; every
    other op is left as it is, and a block or region whose census holds none of them is returned
    as it is, without visiting its ops (the rule would return each op as it is).
    """

    conv: Conversion
    rule: Rule[S, D]
    visit: int = -1
    notes: set[str] = field(default_factory=set)
    """Facts a pass records while it walks the function (e.g. a TMA store's delayed wait)."""
    env: dict[str, Any] = field(default_factory=dict)
    """Pass-specific maps built while walking (e.g. a pipeline stage's yielded values)."""
    _kinds: dict[type, object] = field(default_factory=dict)
    memo: dict[Any, Value] | None = None
    """The pure ops the rules' block emitters (``block_emitter``) built in the block being lowered and
    the blocks around it, before the op being lowered (``Emitter.memo``): each block lowered (``ops``)
    starts from a copy of its parent's and leaves the parent's as it was.  None where the pass does
    not ask for it (``lower_functions``' ``memo``): its block emitters are plain emitters."""
    dominating: bool = False
    """The rules' block emitters' constants are the input's where one dominates the op being lowered
    (``Conversion.dominating``; ``lower_functions``' ``dominating``: only where it pays, a lookup is a
    few thousand instructions)."""

    def ops(self, ops: tuple[S, ...], threads: Threads) -> tuple[D, ...]:
        """``ops`` lowered: the same tuple when the rule leaves every op as it is (a pass shares
        every subtree it does not change with its input)."""
        conv = self.conv
        conv.scope.append(ops)
        conv.pos.append(0)
        conv._here = None
        memo = self.memo
        if memo is not None:
            self.memo = dict(memo)
        try:
            return self._ops(ops, threads)
        finally:
            conv.scope.pop()
            conv.pos.pop()
            conv._here = None
            self.memo = memo

    def _ops(self, ops: tuple[S, ...], threads: Threads) -> tuple[D, ...]:
        if len(ops) > _LONG_BLOCK:
            return self._long_ops(ops, threads)
        out: list[Any] | None = None
        kinds = self._kinds
        conv = self.conv
        pos = conv.pos
        for i, op in enumerate(ops):
            kind = kinds.get(type(op))
            if kind is None:
                kind = self._kind(type(op))
            if kind is _LEAVE or kind is not _VISIT and not self._holds(op):
                if out is not None:   # a leaf the rule passes through, or regions holding nothing it rewrites
                    out.append(op)
                continue
            pos[-1] = i
            conv._here = None
            got = self.op(op, threads)
            if out is None:
                if len(got) == 1 and got[0] is op:
                    continue
                out = list(ops[:i])
            out.extend(got)
        return cast("tuple[D, ...]", ops) if out is None else tuple(out)

    def _long_ops(self, ops: tuple[S, ...], threads: Threads) -> tuple[D, ...]:
        """``_ops`` for a long block (a function's entry block, an agent's body: hundreds of ops, a few the
        rule rewrites): the ops to look at found in C calls (their classes read once, the indices of
        the classes not left by ``compress``), the ops between them copied as slices."""
        kinds = self._kinds
        types = list(map(type, ops))
        look: set[type] = set()
        for cls in set(types):
            kind = kinds.get(cls)
            if kind is None:
                kind = self._kind(cls)
            if kind is not _LEAVE:
                look.add(cls)
        conv = self.conv
        pos = conv.pos
        out: list[Any] | None = None
        done = 0   # ops[:done] are in ``out``
        for i in compress(range(len(ops)), map(look.__contains__, types)):
            op = ops[i]
            if kinds[types[i]] is not _VISIT and not self._holds(op):
                continue
            pos[-1] = i
            conv._here = None
            got = self.op(op, threads)
            if out is None:
                if len(got) == 1 and got[0] is op:
                    continue
                out = list(ops[:i])
            else:
                out.extend(ops[done:i])
            out.extend(got)
            done = i + 1
        if out is None:
            return cast("tuple[D, ...]", ops)
        out.extend(ops[done:])
        return tuple(out)

    def _kind(self, cls: type) -> object:
        """What the driver does with an op of class ``cls``: visit it, leave it, or look into its regions."""
        kind = _VISIT if class_bit(cls) & self.visit else _REGIONS if region_names(cls) else _LEAVE
        self._kinds[cls] = kind
        return kind

    def _holds(self, op: object) -> bool:
        """Does a region of ``op`` hold an op of a class the rule rewrites?"""
        visit = self.visit
        for n in region_names(type(op)):
            if region_census(getattr(op, n)) & visit:
                return True
        return False

    def block_ops(self, b: Block[S], threads: Threads) -> tuple[D, ...]:
        """``b``'s ops lowered (``ops``); the same tuple, unvisited, when its census holds no class
        the rule rewrites."""
        if census(b) & self.visit:
            return self.ops(b.ops, threads)
        return cast("tuple[D, ...]", b.ops)

    def op(self, op: S, threads: Threads) -> tuple[D, ...]:
        try:
            got = self.rule(op, self, threads)
        except ConversionError:
            raise error(getattr(op, "loc"), REGION_TYPES_FAILED) from None
        if got is not None:
            return got
        return cast("tuple[D, ...]", self._keep(op, threads))

    @overload
    def unchanged(self, op: ScfFor[S]) -> ScfFor[D]: ...
    @overload
    def unchanged(self, op: ScfIf[S]) -> ScfIf[D]: ...
    @overload
    def unchanged(self, op: A.ConsumerRead[S]) -> A.ConsumerRead[D]: ...

    def unchanged(self, op: object) -> object:
        """A region-holding op the rule found nothing to change in (its regions lowered are the same
        objects, its values keep their types): the op itself, typed by the target language."""
        return op

    @overload
    def rebuilt(self, op: ScfFor[S], threads: Threads) -> ScfFor[D]: ...
    @overload
    def rebuilt(self, op: ScfIf[S], threads: Threads) -> ScfIf[D]: ...
    @overload
    def rebuilt(self, op: A.ProducerWrite[S], threads: Threads) -> A.ProducerWrite[D]: ...
    @overload
    def rebuilt(self, op: A.ConsumerRead[S], threads: Threads) -> A.ConsumerRead[D]: ...
    @overload
    def rebuilt(self, op: LL.LLVMFunc[S], threads: Threads) -> NoReturn: ...

    def rebuilt(self, op: object, threads: Threads) -> object:
        """A region-holding op a pass leaves: the same op with its regions lowered, typed by the
        pass's target language (a function nested in a body is an error)."""
        return self._keep(op, threads)[0]

    def _keep(self, op: Any, threads: Threads) -> tuple[Any, ...]:
        """An op the rule leaves: the same op, its regions lowered (it is in both languages)."""
        if isinstance(op, LL.LLVMFunc):
            raise error(op.loc, "nested functions are not supported")
        if not op_regions(op):
            return (op,)
        if isinstance(op, ScfIf):
            then_t, else_t = self.conv.branch_threads(op, threads)
            return (with_regions(op, (self.region(op.then_region, then_t), self.region(op.else_region, else_t))),)
        return (with_regions(op, tuple(self.region(r, threads) for r in op_regions(op))),)

    def region(self, r: Region[S], threads: Threads, prefix: tuple[D, ...] = ()) -> Region[D]:
        """``r`` lowered; the value map is the enclosing one again afterwards (values defined inside
        a region are not visible outside it)."""
        if not prefix and not region_census(r) & self.visit:
            return cast("Region[D]", r)
        outer = self.conv.vals
        try:
            blocks: list[Block[D]] = []
            same = not prefix
            for i, b in enumerate(r.blocks):
                ops = self.block_ops(b, threads)
                if ops is b.ops and (i or not prefix):
                    blocks.append(cast("Block[D]", b))
                else:
                    same = False
                    blocks.append(summarized_block(b.label, b.args, (prefix if i == 0 else ()) + ops, like=b))
            return cast("Region[D]", r) if same else summarized_region(tuple(blocks))
        finally:
            self.conv.vals = outer

    def emitter(self, loc: Location) -> Emitter[D]:
        """An emitter of the pass's target language."""
        return Emitter(self.conv.fresh, loc)

    def block_emitter(self, loc: Location) -> Emitter[D]:
        """An emitter of the pass's target language for ops the rule returns in the block being lowered,
        in order, before anything it builds later (the ops its ``case`` arm returns first, not a
        nested region's): its builders reuse what the block's ops before them and the blocks around
        it built (``memo``; what cse would take out is not built)."""
        return Emitter(self.conv.fresh, loc, self.memo, self.conv.dominating if self.dominating else None)


Rewrites: TypeAlias = "frozenset[type] | Callable[[LL.LLVMFunc[Any]], frozenset[type]] | None"
"""The op classes a pass's rule rewrites: in every function, or as a function of the function."""


Finish: TypeAlias = "Callable[[Lowering[Any, Any], tuple[Any, ...]], tuple[Any, ...]]"
"""A pass's last word on a function's entry block: its lowered ops in, the ops the block keeps out."""


def lower_functions(m: Module[S], rule: Rule[S, D], prefix: str, *, prologue: bool = True,
                    rewrites: Rewrites = None, memo: bool = False, dominating: bool = False,
                    finish: Finish | None = None) -> Module[D]:
    """Apply ``rule`` to every op in every function body of ``m`` (globals pass through).

    With ``prologue`` (the body lowerings) the entry block starts with the thread index and the
    arena base (created by the first pass that runs, found by the others).

    ``rewrites``: the op classes ``rule`` rewrites (None: every class), or a function giving them
    for each ``llvm.func`` (a pass whose rewrites depend on what the function holds).  The rule must return an op
    of any other class as it is, without effect on the ``Lowering``, or, where the op holds regions
    none of whose ops is of these classes, an op equal to it: then the driver leaves such ops, and
    every block, region and function holding no op of these classes, as they are without calling
    the rule (``Lowering.visit``).  A function without its prologue is always visited.

    ``memo``: the rule's block emitters (``Lowering.block_emitter``) reuse the pure ops built before
    them in the block and the blocks around it (``Lowering.memo``).  ``dominating``: their constants are
    the input's where one dominates the op (``Lowering.dominating``).  ``finish``: applied to each
    lowered function's entry ops (top level) before its block is built (ops the pass made dead there).
    """
    has_smem = any(isinstance(o, LL.Global) and o.sym_name == ARENA for o in m.ops)
    ops = tuple(_top(op, rule, prefix, has_smem, prologue, rewrites, memo, dominating, finish) for op in m.ops)
    if all(a is b for a, b in zip(ops, m.ops)):
        return cast("Module[D]", m)
    return Module(ops, m.attrs, m.loc)


def _top(op: S, rule: Rule[S, D], prefix: str, has_smem: bool, prologue: bool, rewrites: Rewrites,
         memo: bool, dominating: bool, finish: Finish | None) -> D:
    match op:
        case LL.Global():
            return cast(D, op)   # every language from llfunc on has llvm.mlir.global
        case LL.LLVMFunc():
            visit = -1
            if rewrites is not None:
                visit = class_mask(rewrites if isinstance(rewrites, frozenset) else rewrites(op))
                visit |= class_bit(LL.LLVMFunc)   # a function nested in a body is an error
            if not region_census(op.body) & visit and not (prologue and _needs_prologue(op.body.blocks[0].ops)):
                return cast(D, op)   # nothing to rewrite
            return cast(D, _function(op, rule, prefix, has_smem, prologue, visit, memo, dominating, finish))   # ... and llvm.func[D]
        case _:
            raise error(getattr(op, "loc"), f"'{getattr(op, 'NAME')}' is not allowed at module level")


def _function(f: LL.LLVMFunc[S], rule: Rule[S, D], prefix: str, has_smem: bool,
              prologue: bool, visit: int, memo: bool, dominating: bool,
              finish: Finish | None) -> LL.LLVMFunc[D]:
    threads = f.reqntid[0] if f.reqntid else 128
    fresh = Fresh(prefix, within=(f,))
    entry = f.body.blocks[0]
    head: tuple[Any, ...] = ()   # the argument casts (in every body language) and the prologue
    tid: Value | None = None
    smem: Value | None = None
    rest = entry.ops
    if prologue:
        head, tid, smem, rest = _prologue(entry.ops, fresh, f.loc, has_smem)
    conv = Conversion(fresh, TypeConverter(threads), entry.ops + head, tid, smem,
                      structured=len(f.body.blocks) == 1)
    low: Lowering[S, D] = Lowering(conv, rule, visit, dominating=dominating)
    if memo:
        low.memo = {}
    everyone = Threads(0, threads, threads)
    first = low.ops(rest, everyone)
    if finish is not None:
        first = finish(low, first)
    blocks: list[Block[D]] = []
    same = first is rest and len(head) + len(rest) == len(entry.ops) and all(
        a is b for a, b in zip(head, entry.ops))
    blocks.append(cast("Block[D]", entry) if same else summarized_block(entry.label, entry.args, head + first))
    for b in f.body.blocks[1:]:
        ops = low.block_ops(b, everyone)
        if ops is b.ops:
            blocks.append(cast("Block[D]", b))
        else:
            same = False
            blocks.append(summarized_block(b.label, b.args, ops))
    return cast("LL.LLVMFunc[D]", f) if same else LL.with_body(f, summarized_region(tuple(blocks)))


def _needs_prologue(ops: tuple[Any, ...]) -> bool:
    """Does a body lowering add the thread index to an entry block of these ops (``_prologue``)?"""
    for o in ops:
        if not isinstance(o, LL.UnrealizedCast):
            return not isinstance(o, LL.ThreadIdX)
    return True


def _prologue(ops: tuple[Any, ...], fresh: Fresh, loc: Location,
              has_smem: bool) -> tuple[tuple[Any, ...], Value, Value | None, tuple[Any, ...]]:
    """The entry block's head: the argument casts of ``convert_func_to_llvm``, then the thread index
    and the arena base.  The first body-lowering pass creates the two; later passes find them.

    Returns (head ops, thread index, arena base or None, the remaining entry ops).
    """
    n = 0
    while n < len(ops) and isinstance(ops[n], LL.UnrealizedCast):
        n += 1
    casts = ops[:n]
    if n < len(ops) and isinstance(ops[n], LL.ThreadIdX):
        tid = ops[n].result
        k = n + 1
        smem: Value | None = None
        if has_smem and k < len(ops) and isinstance(ops[k], LL.AddressOf) and ops[k].global_name == ARENA:
            smem = ops[k].result
            k += 1
        return ops[:k], tid, smem, ops[k:]
    e: Emitter[EmitOp] = Emitter(fresh, loc)
    tid = e.v(I32, "tid")
    e.add(LL.ThreadIdX(tid, loc))
    smem = None
    if has_smem:
        smem = e.v(LLVMPointerType(3), "smem")
        e.add(LL.AddressOf(smem, ARENA, loc))
    return casts + tuple(e.ops), tid, smem, ops[n:]

