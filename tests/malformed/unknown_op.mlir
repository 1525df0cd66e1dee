// expected: 3:8: unknown operation 'arith.frobnicate'
module {
  %a = "arith.frobnicate"() : () -> i32
}
