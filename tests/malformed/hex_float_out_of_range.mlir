// expected: 3:37: hexadecimal float constant out of range for type 'f16'
module {
  %a = "arith.constant"() <{value = 0x7FC00000 : f16}> : () -> f16
}
