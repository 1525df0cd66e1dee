// expected: 3:55: unknown type 'i32x'
module {
  %a = "arith.constant"() <{value = 1 : i32}> : () -> i32x
}
