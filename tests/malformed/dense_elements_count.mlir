// expected: 3:37: dense attribute has 3 elements, type tensor<4xi32> needs 4
module {
  %a = "arith.constant"() <{value = dense<[1, 2, 3]> : tensor<4xi32>}> : () -> tensor<4xi32>
}
