// expected: 2:1: expected '}' to close module body
module {
  %c = "arith.constant"() <{value = 1 : i32}> : () -> i32
