// expected: 4:28: expected ')' to close operand list
module {
  %c = "arith.constant"() <{value = 1 : i32}> : () -> i32
  %b = "arith.addi"(%c, %c : (i32, i32) -> i32
}
