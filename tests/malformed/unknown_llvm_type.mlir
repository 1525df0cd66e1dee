// expected: 3:55: unknown type '!llvm.vec'
module {
  %a = "arith.constant"() <{value = 1 : i32}> : () -> !llvm.vec<4 x i32>
}
