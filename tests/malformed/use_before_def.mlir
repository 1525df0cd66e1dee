// expected: 3:21: use of undeclared SSA value name '%a'
module {
  %b = "arith.addi"(%a, %a) : (i32, i32) -> i32
  %a = "arith.constant"() <{value = 1 : i32}> : () -> i32
}
