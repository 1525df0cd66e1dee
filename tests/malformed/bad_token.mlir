// expected: 3:59: expected an operation in generic form
module {
  %a = "arith.constant"() <{value = 1 : i32}> : () -> i32 $
}
