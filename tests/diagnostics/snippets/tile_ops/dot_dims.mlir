// a 48-row tile is not a power of two
module attributes {nv_tileaa.compute_capability = 90 : i32, nv_tileaa.target_spec = "sm_90a"} {
  "nv_tileaa.func"() <{function_type = (tensor<48x16xf16, #nv_tileas.smem<swizzle = 32>>, tensor<64x16xf16, #nv_tileas.smem<swizzle = 32>>) -> (), sym_name = "k"}> ({
  ^bb0(%a: tensor<48x16xf16, #nv_tileas.smem<swizzle = 32>>, %b: tensor<64x16xf16, #nv_tileas.smem<swizzle = 32>>):
    %z = "arith.constant"() <{value = dense<0.0> : tensor<64x128xf32, #nv_tileas.layout<wgmma_acc>>}> : () -> tensor<64x128xf32, #nv_tileas.layout<wgmma_acc>>
    %d = "nv_tileas.dot"(%a, %b, %z) <{atom = #nv_tileas.atom<wgmma>}> : (tensor<48x16xf16, #nv_tileas.smem<swizzle = 32>>, tensor<64x16xf16, #nv_tileas.smem<swizzle = 32>>, tensor<64x128xf32, #nv_tileas.layout<wgmma_acc>>) -> tensor<64x128xf32, #nv_tileas.layout<wgmma_acc>>
    "nv_tileaa.return"() : () -> ()
  }) {nv_tileaa.kernel_spec = #nv_tileaa.kernel_spec<num_warps = 4, cluster = 1x1x1>} : () -> ()
}
