// expected: 3:72: expected line number in location, got '-'
module {
  %a = "arith.constant"() <{value = 1 : i32}> : () -> i32 loc("x.mlir":-3:1)
}
