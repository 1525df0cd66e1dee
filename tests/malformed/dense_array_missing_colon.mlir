// expected: 3:47: expected '>' or ':' after the dense array's element type, got '4'
module {
  %a = "arith.constant"() <{value = array<i32 4, 5>}> : () -> i32
}
