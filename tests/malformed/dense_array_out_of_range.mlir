// expected: 3:50: integer constant 300 out of range for type 'i8'
module {
  %a = "arith.constant"() <{value = array<i8: 1, 300>}> : () -> i32
}
