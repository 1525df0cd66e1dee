// expected: 3:39: unknown escape in string literal
module {
  %a = "arith.constant"() <{value = "a\qb"}> : () -> i32
}
