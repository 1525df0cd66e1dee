// expected: 3:3: 'arith.constant' op defines 1 result but its type lists 2 result types
module {
  %a = "arith.constant"() <{value = 1 : i32}> : () -> (i32, i32)
}
