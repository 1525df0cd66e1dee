// expected: 4:3: 'nv_tileas.tiled_load' op requires attribute 'operandSegmentSizes'
module {
  %c = "arith.constant"() <{value = 1 : i32}> : () -> i32
  %t = "nv_tileas.tiled_load"(%c, %c) <{atom = #nv_tileas.atom<ldg>}> : (i32, i32) -> i32
}
