// expected: 3:59: got '\x01'
module {
  %a = "arith.constant"() <{value = 1 : i32}> : () -> i32 
}
