// expected: 3:37: expected hexadecimal digits after '0x'
module {
  %a = "arith.constant"() <{value = 0x : i32}> : () -> i32
}
