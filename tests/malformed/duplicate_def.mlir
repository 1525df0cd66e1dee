// expected: 4:3: redefinition of SSA value '%c'
module {
  %c = "arith.constant"() <{value = 1 : i32}> : () -> i32
  %c = "arith.constant"() <{value = 2 : i32}> : () -> i32
}
