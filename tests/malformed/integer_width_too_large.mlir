// expected: 3:55: integer bitwidth is limited to 16777215 bits
module {
  %a = "arith.constant"() <{value = 1 : i32}> : () -> i99999999
}
