// expected: 3:3: 'arith.constant' op requires 1 results, but found 2
module {
  %a, %b = "arith.constant"() <{value = 1 : i32}> : () -> (i32, i32)
}
