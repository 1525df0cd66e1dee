// expected: 4:3: 'operandSegmentSizes' attribute for specifying operand segments must have 4 elements, but got 3
module {
  %c = "arith.constant"() <{value = 1 : i32}> : () -> i32
  %t = "nv_tileas.tiled_load"(%c, %c) <{atom = #nv_tileas.atom<ldg>, operandSegmentSizes = array<i32: 1, 1, 0>}> : (i32, i32) -> i32
}
