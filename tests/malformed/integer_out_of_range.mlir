// expected: 3:37: integer constant 300 out of range for type 'i8'
module {
  %a = "arith.constant"() <{value = 300 : i8}> : () -> i8
}
