"""plan_accumulators: llvm -> llvm (register planning for the PTX emitter's WGMMA accumulators).

An ``nvvm.wgmma.mma_async`` reads and writes its accumulator registers, so
the emitter gives its result the registers of its accumulator input.  This
pass makes that safe and cheap: where the input is still live after the
MMA, it inserts an ``llvm.freeze`` (a copy into fresh registers) and the
MMA accumulates into the copy.

    nvvm.wgmma.mma_async %acc ...   (acc dead afterwards)     -> unchanged: accumulates in place
    nvvm.wgmma.mma_async %acc ...   (acc live afterwards)     -> %c = llvm.freeze %acc; mma on %c

An accumulator is dead after its MMA when it is an earlier MMA's result
of the same block (this fence group or an earlier one) with no other use, or a loop-carried block argument
that nothing reads again (through extractvalue / insertvalue aliases)
before control re-enters its block, whose incoming edges rewrite it (the
usual K-loop, whose back edge then copies nothing).  The copies of one
``nvvm.wgmma.fence.aligned`` group go before the fence: a register written
between the fence and the MMA makes ptxas insert another
``warpgroup.arrive``.  An MMA outside a fence group always gets a copy.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from ..ir.core import Block, Module, Region, Value, op_operands, op_successors
from ..ir.rewrite import Fresh, substitute
from ..languages import llvm as LL


def plan_accumulators(m: LL.LlvmModule) -> LL.LlvmModule:
    ops = tuple(_top(op) for op in m.ops)
    if all(a is b for a, b in zip(ops, m.ops)):
        return m
    return LL.LlvmModule(Module(ops, m.attrs, m.loc))


def _top(op: LL.Op) -> LL.Op:
    """A function with MMAs gets its blocks holding one planned (the others are shared as they are)."""
    if isinstance(op, LL.LLVMFunc):
        blocks = op.body.blocks
        # one walk of the ops: the blocks holding an MMA, and the aliasing ops ``users`` indexes (a list
        # of the ops, one of their classes, and scans of those in C calls were 0.98 M instructions on
        # gemm_sm90, 40% of the pass)
        with_mma: list[int] = []
        aliasing: list[Any] = []
        with_args: list[Block[LL.Op]] = []
        mma, insert, extract = LL.WgmmaMmaAsync, LL.InsertValue, LL.ExtractValue
        for i, b in enumerate(blocks):
            if b.args:
                with_args.append(b)
            for o in b.ops:
                c = type(o)      # (o.__class__ is a generic attribute lookup: ~120 instructions more)
                if c is extract or c is insert:
                    aliasing.append(o)
                elif c is mma and (not with_mma or with_mma[-1] != i):
                    with_mma.append(i)
        if with_mma:
            plan = _Plan(op, aliasing, with_args)
            new = list(blocks)
            changed = False
            for i in with_mma:
                b = blocks[i]
                planned = plan.block(b)
                if planned != b.ops:
                    new[i] = Block(b.label, b.args, planned)
                    changed = True
            if changed:                          # (else the function as it is: no copy)
                return LL.with_body(op, Region(tuple(new)))
    return op


class _Plan:
    """The facts about one function that the in-place decisions read, each computed on first use."""

    def __init__(self, f: LL.LLVMFunc[LL.Op], aliasing: list[Any], with_args: list[Block[LL.Op]]) -> None:
        self.f = f
        self.with_args = with_args          # the body's blocks that have arguments, in block order
        self.aliasing = aliasing            # the body's extractvalue / insertvalue ops, in block order:
                                            # the ops alias_closure follows (their result shares the
                                            # registers of what they read)
        self.fresh = Fresh("acc", within=(f,))
        self.blocks = {blk.label: blk for blk in f.body.blocks}
        self._uses: Counter[str] | None = None
        self._users: dict[str, list[Any]] | None = None
        self._arg_home: dict[str, str] | None = None

    @property
    def uses(self) -> Counter[str]:
        """How many times each value is read."""
        if self._uses is None:
            self._uses = Counter(v.name for blk in self.f.body.blocks for o in blk.ops for v in op_operands(o))
        return self._uses

    @property
    def users(self) -> dict[str, list[Any]]:
        """The extractvalue / insertvalue ops reading each value (the only users ``alias_closure`` follows)."""
        if self._users is None:
            users: dict[str, list[Any]] = {}
            # by class (no subclasses), not isinstance: with the users read once in alias_closure,
            # gemm_sm90's plan-accumulators warm, min of 200: 0.20 -> 0.165 ms.  The aliasing ops
            # picked out by ``_top``'s walk and their operands read as fields
            for o in self.aliasing:
                users.setdefault(o.container.name, []).append(o)
                if type(o) is LL.InsertValue:
                    users.setdefault(o.value.name, []).append(o)
            self._users = users
        return self._users

    @property
    def arg_home(self) -> dict[str, str]:
        """Each block argument's block label."""
        if self._arg_home is None:     # (the blocks with arguments noted by ``_top``'s walk: few have any)
            self._arg_home = {a.name: blk.label for blk in self.with_args for a in blk.args}
        return self._arg_home

    def block(self, b: Block[LL.Op]) -> tuple[LL.Op, ...]:
        copy_at: dict[int, Value] = {}          # MMA index -> the value it accumulates into
        before: dict[int, list[LL.Op]] = {}     # op index -> copies inserted before it
        for i, op in enumerate(b.ops):
            if isinstance(op, LL.WgmmaFenceAligned):
                self.fence_group(b, i, copy_at, before)
        out: list[LL.Op] = []
        for i, op in enumerate(b.ops):
            if isinstance(op, LL.WgmmaMmaAsync) and i not in copy_at and not self.in_group(b, i):
                copy_at[i] = self.copy(op.acc, op, before.setdefault(i, []))
            out.extend(before.get(i, ()))
            if i in copy_at and isinstance(op, LL.WgmmaMmaAsync):
                out.append(substitute(op, {op.acc.name: copy_at[i]}))
            else:
                out.append(op)
        return tuple(out)

    def fence_group(self, b: Block[LL.Op], fence: int, copy_at: dict[int, Value],
                    before: dict[int, list[LL.Op]]) -> None:
        chain: set[str] = set()
        for k in range(fence + 1, len(b.ops)):
            op = b.ops[k]
            if isinstance(op, LL.WgmmaCommitGroupSyncAligned):
                return
            if not isinstance(op, LL.WgmmaMmaAsync):
                continue
            acc = op.acc.name
            # an earlier MMA's result used only here accumulates in place, in this group or an earlier
            # one: a copy of it could read registers a group still in flight (wgmma.wait_group N > 0)
            earlier = acc in chain or any(isinstance(o, LL.WgmmaMmaAsync) and o.result.name == acc
                                          for o in b.ops[:fence])
            in_place = (earlier and self.uses.get(acc, 0) == 1) or self.dead_block_arg_after(acc, b, k)
            if not in_place:
                # a copy of a value defined before the fence goes before the fence; one of an earlier
                # MMA's result can only follow that MMA
                at = k if acc in chain else fence
                copy_at[k] = self.copy(op.acc, op, before.setdefault(at, []))
            chain.add(op.result.name)

    def in_group(self, b: Block[LL.Op], k: int) -> bool:
        """Is op ``k`` of ``b`` between a fence and the next commit?"""
        for op in reversed(b.ops[:k]):
            if isinstance(op, LL.WgmmaCommitGroupSyncAligned):
                return False
            if isinstance(op, LL.WgmmaFenceAligned):
                return True
        return False

    def copy(self, acc: Value, op: LL.WgmmaMmaAsync, into: list[LL.Op]) -> Value:
        c = self.fresh(acc.type, "acc")
        into.append(LL.Freeze(c, acc, op.loc))
        return c

    def dead_block_arg_after(self, name: str, b: Block[LL.Op], index: int) -> bool:
        """Is ``name`` a block argument (of a block H) whose registers nothing reads after op ``index``
        of ``b``?  Reads through extractvalue/insertvalue aliases count; paths are followed until
        they re-enter H, whose incoming edges rewrite the registers."""
        home = self.arg_home.get(name)
        if home is None:
            return False
        names = self.alias_closure(name)
        if any(v.name in names for o in b.ops[index + 1:] for v in op_operands(o)):
            return False
        seen: set[str] = set()
        todo = [s.label for s in _successors(b)]
        while todo:
            lab = todo.pop()
            if lab == home or lab in seen:
                continue
            seen.add(lab)
            blk = self.blocks[lab]
            if any(v.name in names for o in blk.ops for v in op_operands(o)):
                return False
            todo.extend(s.label for s in _successors(blk))
        return True

    def alias_closure(self, name: str) -> set[str]:
        """``name`` and every value sharing its registers (extractvalue / insertvalue results): passes
        over the aliasing ops in block order until one adds nothing (an op after what it reads joins in
        the same pass: gemm_sm90's closure of 129 values in two passes, where indexing the users of
        every value first was ~0.3 M instructions of the ~0.6), the users index past ``_PASSES``."""
        out = {name}
        insert = LL.InsertValue
        for _ in range(_PASSES):
            size = len(out)
            for o in self.aliasing:
                if o.container.name in out or (type(o) is insert and o.value.name in out):
                    out.add(o.result.name)
            if len(out) == size:
                return out
        todo = list(out)
        users = self.users          # once, not a property call per value
        while todo:
            n = todo.pop()
            for user in users.get(n, ()):   # extractvalue / insertvalue ops only
                if user.result.name not in out:
                    out.add(user.result.name)
                    todo.append(user.result.name)
        return out


_PASSES = 3


def _successors(b: Block[LL.Op]) -> tuple[Any, ...]:
    return op_successors(b.ops[-1]) if b.ops else ()
