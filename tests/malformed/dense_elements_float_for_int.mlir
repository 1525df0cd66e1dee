// expected: 3:47: floating point literal '2.5' with integer type 'i32'
module {
  %a = "arith.constant"() <{value = dense<[1, 2.5]> : tensor<2xi32>}> : () -> tensor<2xi32>
}
