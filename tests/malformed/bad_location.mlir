// expected: 3:73: expected ':' after the line number in location
module {
  %a = "arith.constant"() <{value = 1 : i32}> : () -> i32 loc("x.mlir":3)
}
