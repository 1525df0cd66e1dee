"""fold: constant folding and constant-offset reassociation; a replaced op goes, its uses read the simpler value."""

from __future__ import annotations

from conftest import snapshot
from nanotile.checkers.llvm import check
from nanotile.ir.printer import print_module
from nanotile.languages import llvm as LL
from nanotile.passes.fold import fold
from test_cse import P, X, body_ops, const, i32, kernel

INPUT = (const("c6", 6), const("c7", 7), LL.Mul(i32("m"), i32("c6"), i32("c7")), LL.Store(i32("m"), P),
         const("c0", 0), LL.Add(i32("z"), X, i32("c0")), LL.Store(i32("z"), P))


def test_constants_fold_and_identities_forward() -> None:
    out = fold(kernel(*INPUT))
    assert check(out) == ()
    # 6 * 7 is a new constant 42 where the multiply was (a fresh name); x + 0 is x; unused constants are dce's
    assert body_ops(out) == (const("c6", 6), const("c7", 7), const("c1", 42), LL.Store(i32("c1"), P),
                             const("c0", 0), LL.Store(X, P), LL.LLVMReturn(()))


def test_text_snapshot() -> None:
    snapshot("fold.small.mlir", print_module(fold(kernel(*INPUT))))


def test_extract_of_an_insert_chain_is_the_walk() -> None:
    """``_Fn.extracted`` (a table per aggregate for one-index positions) answers what the walk down the
    insertvalue chain answers: the nearest insert at the position if it has the extract's type, else
    nothing where the nearest insert overlapping the position is another position (a prefix, a longer
    one, the empty position) or type, or no insert does."""
    import random

    from nanotile.ir.core import Value
    from nanotile.ir.types import I32, I64, LLVMStructType, Type
    from nanotile.passes.fold import _Fn

    def walk(inserts: dict[str, LL.InsertValue], c: Value, position: tuple[int, ...], t: Type) -> Value | None:
        while c.name in inserts:
            ins = inserts[c.name]
            if ins.position == position and ins.value.type == t:
                return ins.value
            k = min(len(ins.position), len(position))
            if ins.position[:k] == position[:k]:
                return None
            c = ins.container
        return None

    st = LLVMStructType((I64,) * 4)
    f = kernel().ops[0]
    assert isinstance(f, LL.LLVMFunc)
    rng = random.Random(14)
    positions = [(0,), (1,), (2,), (3,), (1, 0), (2, 1), ()]
    said_no = said_value = 0
    for trial in range(200):
        ctx = _Fn(f)                   # any function: ``extracted`` reads only ``inserts``
        c = Value(f"base{trial}", st)
        chain = [c]
        for k in range(rng.randrange(1, 12)):
            pos = rng.choice(positions[:-1] if rng.random() < 0.9 else positions)
            v = Value(f"v{trial}_{k}", rng.choice([I64, I32]))
            r = Value(f"s{trial}_{k}", st)
            ctx.inserts[r.name] = LL.InsertValue(r, chain[-1], v, pos)
            chain.append(r)
        for _ in range(12):
            at = rng.choice(chain)
            pos = rng.choice(positions[:-1])
            t = rng.choice([I64, I32])
            want = walk(ctx.inserts, at, pos, t)
            assert ctx.extracted(at, pos, t) is want, (trial, at, pos)
            said_no += want is None
            said_value += want is not None
    assert said_no and said_value          # both answers met
