// expected: 5:5: 'nv_tileas.tiled_load' op attribute 'atom' expects #nv_tileas.atom<
module {
  "nv_tileaa.func"() <{function_type = () -> (), sym_name = "k"}> ({
    %c = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %t = "nv_tileas.tiled_load"(%c) <{atom = #nv_tileas.atom<warp_shuffle>, operandSegmentSizes = array<i32: 1, 0, 0, 0>}> : (i32) -> i32
    "nv_tileaa.return"() : () -> ()
  }) : () -> ()
}
