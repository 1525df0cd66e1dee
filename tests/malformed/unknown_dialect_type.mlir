// expected: 3:55: unknown type '!nv_tileas.bogus'
module {
  %a = "arith.constant"() <{value = 1 : i32}> : () -> !nv_tileas.bogus
}
