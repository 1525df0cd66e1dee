// expected: 3:37: unknown attribute '#nvvm.bogus'
module {
  %a = "arith.constant"() <{value = #nvvm.bogus<1>}> : () -> i32
}
