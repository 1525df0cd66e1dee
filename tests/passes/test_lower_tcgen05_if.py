"""lower-tcgen05's agent barrier before a commit, when the earlier read of the accumulator barrier is
inside an ``scf.if`` (b7cabfb tested straight-line code and loops; ``tcgen05_regions.lower_if`` joins
"a wait may precede" over both branches).

``kernels/tmem_copy_sm100.mlir`` reads C from tensor memory, then D: two commits onto one accumulator
barrier.  Here C's read moves into one branch of an ``scf.if`` (the branch that runs: ``M > 0`` takes
the then branch, ``M <= 0`` is false and takes the else branch).  D's commit after the ``if`` may follow
a wait on the barrier, so the agent's ``bar.sync`` must come right before it; without it a warp that
passed its wait can commit again and complete the next phase while a lagging warp has not waited yet.
The emulator under the default schedules is the judge both ways.
"""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest

from conftest import require_tool
from nanotile.launch import check as C
from nanotile.launch.kernel import CompiledKernel, compile_kernel
from nanotile.tools import ptxas

KERNEL = (Path(__file__).parent / "kernels" / "tmem_copy_sm100.mlir").read_text()
_LINES = KERNEL.splitlines(True)
READ_C = next(t for t in _LINES if '%r = "nv_tileas.copy"(%t1)' in t)
STORE_C = next(t for t in _LINES if '"nv_tileas.tiled_store"(%vC' in t)
EMPTY = '      "scf.yield"() : () -> ()\n'


def in_if(branch: str) -> str:
    """The kernel with C's read and store in the ``branch`` ("then"/"else") that runs."""
    body = f"  {READ_C}  {STORE_C}{EMPTY}"
    then_r, else_r = (body, EMPTY) if branch == "then" else (EMPTY, body)
    predicate = 4 if branch == "then" else 3     # sgt: M > 0 holds; sle: M <= 0 does not
    out = KERNEL.replace(READ_C + STORE_C, (
        '    %zero = "arith.constant"() <{value = 0 : i32}> : () -> i32\n'
        f'    %p = "arith.cmpi"(%M, %zero) <{{predicate = {predicate} : i64}}> : (i32, i32) -> i1\n'
        f'    "scf.if"(%p) ({{\n{then_r}    }}, {{\n{else_r}    }}) : (i1) -> ()\n'))
    assert out != KERNEL
    return out


def commits_and_sync(k: CompiledKernel) -> tuple[list[str], int, int]:
    """The PTX lines, the line of D's commit (the second) and of the last bar.sync before it."""
    lines = k.ptx.splitlines()
    commits = [i for i, t in enumerate(lines) if "\ttcgen05.commit." in t]
    assert len(commits) == 2, commits
    sync = max(i for i in range(commits[1]) if lines[i].startswith("\tbar.sync"))
    return lines, commits[1], sync


@pytest.mark.parametrize("branch", ["then", "else"])
def test_a_read_in_either_branch_makes_the_next_commit_wait_for_the_agent(branch: str) -> None:
    k = compile_kernel(in_if(branch), f"tmem_copy_if_{branch}.mlir")
    r = C.check(k, {}, None, seed=0)
    assert r.ok, "\n".join(r.lines())
    lines, commit, sync = commits_and_sync(k)
    assert commit - sync <= 3, lines[sync:commit + 1]      # right before the guarded commit
    first_commit = next(i for i, t in enumerate(lines) if "\ttcgen05.commit." in t)
    # C's commit is the function's first: nothing can have waited yet, so it gets no barrier (b7cabfb)
    assert not any(t.startswith("\tbar.sync") for t in lines[first_commit - 3:first_commit])
    # the miscompile this guards against: the same PTX without that bar.sync
    bad = dataclasses.replace(k, ptx="\n".join(lines[:sync] + lines[sync + 1:]) + "\n")
    with pytest.raises(C.CheckError, match=r"mbarrier.try_wait: parity aliasing on mbarrier"):
        C.check(bad, {}, None, seed=0)
    require_tool("ptxas")
    a = ptxas(k.ptx, "sm_100a")
    assert a.ok, a.stderr
