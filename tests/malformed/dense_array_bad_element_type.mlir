// expected: 3:43: invalid element type 'tensor<4xi32>' for a dense array
module {
  %a = "arith.constant"() <{value = array<tensor<4xi32>: 1>}> : () -> i32
}
