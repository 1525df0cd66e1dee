// expected: 4:3: 'arith.addi' op expected 2 operands, but found 1
module {
  %c = "arith.constant"() <{value = 1 : i32}> : () -> i32
  %b = "arith.addi"(%c) : (i32) -> i32
}
