// expected: 3:37: floating point literal '1.5' with integer type 'i32'
module {
  %a = "arith.constant"() <{value = 1.5 : i32}> : () -> i32
}
