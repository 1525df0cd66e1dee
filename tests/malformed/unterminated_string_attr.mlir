// expected: 3:37: expected '"' in string literal
module {
  %a = "arith.constant"() <{value = "abc}> : () -> i32
}
