module {
  "llvm.func"() <{function_type = !llvm.func<void (ptr<1>, i32)>, sym_name = "k"}> ({
  ^bb0(%p: !llvm.ptr<1>, %n: i32):
    %c0_0 = "llvm.mlir.constant"() <{value = 0 : i64}> : () -> i64
    %c0 = "builtin.unrealized_conversion_cast"(%c0_0) : (i64) -> index
    %c1_1 = "llvm.mlir.constant"() <{value = 1 : i64}> : () -> i64
    %c1 = "builtin.unrealized_conversion_cast"(%c1_1) : (i64) -> index
    %ub_2 = "llvm.sext"(%n) : (i32) -> i64
    %ub = "builtin.unrealized_conversion_cast"(%ub_2) : (i64) -> index
    %s = "scf.for"(%c0, %ub, %c1, %n) ({
    ^bb0(%i: index, %acc: i32):
      %i_3 = "builtin.unrealized_conversion_cast"(%i) : (index) -> i64
      %ii = "llvm.trunc"(%i_3) : (i64) -> i32
      %a = "llvm.add"(%acc, %ii) : (i32, i32) -> i32
      "scf.yield"(%a) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    "llvm.store"(%s, %p) : (i32, !llvm.ptr<1>) -> ()
    "llvm.return"() : () -> ()
  }) {nvvm.kernel, nvvm.reqntid = array<i32: 128, 1, 1>, nvvm.minctasm = 1 : i32} : () -> ()
}
