// expected: 4:30: 'arith.addi' op has 2 operands but its type lists 1 operand type
module {
  %c = "arith.constant"() <{value = 1 : i32}> : () -> i32
  %b = "arith.addi"(%c, %c) : (i32) -> i32
}
