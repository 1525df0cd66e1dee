"""The PTX reader: declarations, scopes, operands, and errors that name the line."""

from __future__ import annotations

import pytest

from nanotile.emu.errors import PtxSyntaxError
from nanotile.emu.ptx import Addr, FImm, Imm, Not, PredPair, Reg, Sink, Special, Sym, Vec, parse_ptx

SRC = """
//
// comment
.version 8.4
.target sm_90a
.address_size 64
.extern .shared .align 16 .b8 smem[];
.shared .align 8 .b8 bars[24];

.visible .entry k(
\t.param .u64 .ptr .global .align 1 k_param_0,
\t.param .align 64 .b8 k_param_1[128],
\t.param .u32 k_param_2
)
.reqntid 128, 1, 1
{
\t.reg .pred \t%p<3>;
\t.reg .b32 \t%r<10>;
\t.reg .b64 \t%rd<4>;
\t.loc 1 2 3
\tld.param.b64 \t%rd1, [k_param_0];
\tmov.b32 %r1, 0f3F800000; /* inline
comment */
\tmov.u32 %r2, %tid.x;
\t@!%p1 ld.global.v2.b32 { %r3, %r4 }, [ %rd1 + -8 ];
$L_loop:
\t{
\t.reg .pred complete;
\twaitLoop:
\tmbarrier.try_wait.parity.shared::cta.b64 complete, [%r2], %r1;
\t@!complete bra.uni waitLoop;
\t}
\telect.sync %r5|%p2, -1;
\tmbarrier.arrive.expect_tx.shared::cta.b64 _, [%r2+8], 0x4000;
\tcp.async.bulk.tensor.2d.shared::cta.global.mbarrier::complete_tx::bytes [%r2], [%rd2, {%r1, %r3}], [%r2];
\tsetp.lt.and.s32 %p0, %r1, %r2, !%p2;
\tbra $L_loop;
\tret;
}
\t.section\t.debug_info
\t{
.b32 12
.b8 0
\t}
"""


def test_module_structure() -> None:
    m = parse_ptx(SRC)
    assert (m.version, m.target, m.address_size) == ("8.4", "sm_90a", 64)
    k = m.kernels["k"]
    assert [(p.name, p.size, p.align) for p in k.params] == [
        ("k_param_0", 8, 8), ("k_param_1", 128, 64), ("k_param_2", 4, 4)]
    assert k.directives[".reqntid"] == (128, 1, 1)
    assert [(v.name, v.size, v.align) for v in m.shared] == [("smem", None, 16), ("bars", 24, 8)]
    assert k.regs["%r9"] == ".b32" and "%r10" not in k.regs and k.regs["%p2"] == ".pred"
    assert k.regs["complete@1"] == ".pred"
    assert [i.opcode for i in k.instrs][:3] == ["ld.param.b64", "mov.b32", "mov.u32"]


def test_operands() -> None:
    k = parse_ptx(SRC).kernels["k"]
    by = {i.opcode: i for i in k.instrs}
    assert by["ld.param.b64"].operands == (Reg("%rd1"), Addr(Sym("k_param_0"), 0))
    assert by["mov.b32"].operands[1] == FImm(0x3F800000, 32) and by["mov.b32"].operands[1].value == 1.0
    assert by["mov.u32"].operands[1] == Special("%tid.x")
    ld = by["ld.global.v2.b32"]
    assert ld.guard == Reg("%p1") and ld.guard_negated
    assert ld.operands == (Vec((Reg("%r3"), Reg("%r4"))), Addr(Reg("%rd1"), -8))
    assert by["elect.sync"].operands == (PredPair(Reg("%r5"), Reg("%p2")), Imm(-1))
    arr = by["mbarrier.arrive.expect_tx.shared::cta.b64"]
    assert arr.operands == (Sink(), Addr(Reg("%r2"), 8), Imm(0x4000))
    tma = by["cp.async.bulk.tensor.2d.shared::cta.global.mbarrier::complete_tx::bytes"]
    assert tma.operands[1] == Addr(Reg("%rd2"), 0, (Reg("%r1"), Reg("%r3")))
    assert by["setp.lt.and.s32"].operands[3] == Not(Reg("%p2"))


def test_scoped_labels_and_registers() -> None:
    k = parse_ptx(SRC).kernels["k"]
    wait = next(i for i in k.instrs if i.opcode.startswith("mbarrier.try_wait"))
    assert wait.operands[0] == Reg("complete@1") and wait.scopes == (0, 1)
    bra = next(i for i in k.instrs if i.opcode == "bra.uni")
    assert k.label_pc("waitLoop", bra.scopes) == k.instrs.index(wait)
    assert k.label_pc("waitLoop", (0,)) is None          # not visible outside its block
    assert k.label_pc("$L_loop", bra.scopes) == 4


def test_line_numbers() -> None:
    k = parse_ptx(SRC).kernels["k"]
    lines = SRC.splitlines()
    for ins in k.instrs:
        assert ins.opcode.split(".")[0] in lines[ins.line - 1], (ins.line, ins.opcode)


@pytest.mark.parametrize("body, line, message", [
    ("\tmov.b32 %r1, %r99;", 8, "undeclared register '%r99'"),
    ("\tadd.s32 %r1, %r1, 1", 8, "statement without ';'"),
    ("\t.reg .v4 .b32 %v<2>;", 8, "unsupported register declaration"),
    ("\t@%q bra L;", 8, "undeclared guard predicate"),
    ("\tmov.b32 %r1, 12abc;", 8, "cannot read operand '12abc'"),
    # declared one by one, 2^31 registers took for ever (a PTX mutant of tma_copy; ptxas accepts it)
    ("\t.reg .b32 %s<2147483648>;", 8, "'%s<2147483648>' declares more registers than the emulator's 1048576"),
])
def test_errors_name_the_line(body: str, line: int, message: str) -> None:
    src = (".version 8.0\n.target sm_90a\n.address_size 64\n.visible .entry k()\n{\n"
           "\t.reg .b32 %r<4>;\n\t.reg .pred %p<2>;\n" + body + "\n}\n")
    with pytest.raises(PtxSyntaxError) as e:
        parse_ptx(src)
    assert e.value.line == line and message in e.value.message



@pytest.mark.parametrize("head, line, message", [
    (".version\n.target sm_90a\n", 1, "expected '.version N.M'"),
    (".version 8.0\n.target sm_90a\n.address_size\n", 3, "expected '.address_size N'"),
    (".version 8.0\n.target sm_90a\n.address_size x64\n", 3, "expected '.address_size N'"),
])
def test_module_directives_without_their_value(head: str, line: int, message: str) -> None:
    """``.version`` or ``.address_size`` with no value (a PTX mutant of tma_copy) was an internal IndexError
    of 'nanotile emulate' (exit 2), a non-number address size a ValueError."""
    with pytest.raises(PtxSyntaxError) as e:
        parse_ptx(head + ".visible .entry k()\n{\n\tret;\n}\n")
    assert e.value.line == line and e.value.message == message
