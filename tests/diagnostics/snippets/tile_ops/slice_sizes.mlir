// a 128-row slice of a 64-row tile
module attributes {nv_tileaa.compute_capability = 90 : i32, nv_tileaa.target_spec = "sm_90a"} {
  "nv_tileaa.func"() <{function_type = (tensor<64x16xf16, #nv_tileas.smem<swizzle = 32>>, i32) -> (), sym_name = "k"}> ({
  ^bb0(%a: tensor<64x16xf16, #nv_tileas.smem<swizzle = 32>>, %r: i32):
    %s = "nv_tileas.extract_slice"(%a, %r, %r) <{sizes = array<i64: 128, 16>}> : (tensor<64x16xf16, #nv_tileas.smem<swizzle = 32>>, i32, i32) -> tensor<128x16xf16, #nv_tileas.smem<swizzle = 32>>
    "nv_tileaa.return"() : () -> ()
  }) {nv_tileaa.kernel_spec = #nv_tileaa.kernel_spec<num_warps = 4, cluster = 1x1x1>} : () -> ()
}
