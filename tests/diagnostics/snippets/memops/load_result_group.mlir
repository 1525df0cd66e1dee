// a load returns its tile and at most one out-token
module attributes {nv_tileaa.compute_capability = 90 : i32, nv_tileaa.target_spec = "sm_90a"} {
  "nv_tileaa.func"() <{function_type = (!nv_tileaa.ptr<f32>, i32) -> (), sym_name = "k"}> ({
  ^bb0(%p: !nv_tileaa.ptr<f32>, %n: i32):
    %c0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %v = "nv_tileaa.make_memref"(%p, %n) : (!nv_tileaa.ptr<f32>, i32) -> memref<?xf32, 1>
    %t:3 = "nv_tileas.tiled_load"(%v, %c0) <{atom = #nv_tileas.atom<ldg>, operandSegmentSizes = array<i32: 1, 1, 0, 0>}> : (memref<?xf32, 1>, i32) -> (tensor<128xf32, #nv_tileas.layout<blocked>>, !nv_tileas.token, !nv_tileas.token)
    "nv_tileaa.return"() : () -> ()
  }) {nv_tileaa.kernel_spec = #nv_tileaa.kernel_spec<num_warps = 4, cluster = 1x1x1>} : () -> ()
}
