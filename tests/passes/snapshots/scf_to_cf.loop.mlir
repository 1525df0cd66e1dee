module {
  "llvm.func"() <{function_type = !llvm.func<void (ptr<1>, i32)>, sym_name = "k"}> ({
  ^bb0(%p: !llvm.ptr<1>, %n: i32):
    %c0_0 = "llvm.mlir.constant"() <{value = 0 : i64}> : () -> i64
    %c0 = "builtin.unrealized_conversion_cast"(%c0_0) : (i64) -> index
    %c1_1 = "llvm.mlir.constant"() <{value = 1 : i64}> : () -> i64
    %c1 = "builtin.unrealized_conversion_cast"(%c1_1) : (i64) -> index
    %ub_2 = "llvm.sext"(%n) : (i32) -> i64
    %ub = "builtin.unrealized_conversion_cast"(%ub_2) : (i64) -> index
    %c0_2 = "builtin.unrealized_conversion_cast"(%c0) : (index) -> i64
    %ub_3 = "builtin.unrealized_conversion_cast"(%ub) : (index) -> i64
    %c1_4 = "builtin.unrealized_conversion_cast"(%c1) : (index) -> i64
    "llvm.br"(%c0_2, %n)[^bb1] : (i64, i32) -> ()
  ^bb1(%i_0: i64, %acc_1: i32):
    %p5 = "llvm.icmp"(%i_0, %ub_3) <{predicate = 2 : i64}> : (i64, i64) -> i1
    "llvm.cond_br"(%p5)[^bb2, ^bb3] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb2:
    %i = "builtin.unrealized_conversion_cast"(%i_0) : (i64) -> index
    %i_3 = "builtin.unrealized_conversion_cast"(%i) : (index) -> i64
    %ii = "llvm.trunc"(%i_3) : (i64) -> i32
    %a = "llvm.add"(%acc_1, %ii) : (i32, i32) -> i32
    %t6 = "llvm.add"(%i_0, %c1_4) : (i64, i64) -> i64
    "llvm.br"(%t6, %a)[^bb1] : (i64, i32) -> ()
  ^bb3:
    "llvm.store"(%acc_1, %p) : (i32, !llvm.ptr<1>) -> ()
    "llvm.return"() : () -> ()
  }) {nvvm.kernel, nvvm.reqntid = array<i32: 128, 1, 1>, nvvm.minctasm = 1 : i32} : () -> ()
}
