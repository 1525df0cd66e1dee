module attributes {nv_tileaa.compute_capability = 90 : i32, nv_tileaa.target_spec = "sm_90a"} {
  "nv_tileaa.func"() <{function_type = (!nv_tileaa.ptr<f32>, !nv_tileaa.ptr<f32>, i32, i32) -> (), sym_name = "rmw"}> ({
  ^bb0(%dst: !nv_tileaa.ptr<f32>, %src: !nv_tileaa.ptr<f32>, %n: i32, %off: i32):
    %vd = "nv_tileaa.make_memref"(%dst, %n) : (!nv_tileaa.ptr<f32>, i32) -> memref<?xf32, 1>
    %vs = "nv_tileaa.make_memref"(%src, %n) : (!nv_tileaa.ptr<f32>, i32) -> memref<?xf32, 1>
    %c0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %t = "nv_tileas.tiled_load"(%vs, %c0) <{atom = #nv_tileas.atom<ldg>, operandSegmentSizes = array<i32: 1, 1, 0, 0>}> : (memref<?xf32, 1>, i32) -> tensor<128xf32, #nv_tileas.layout<blocked>>
    %old = "nv_tileas.tiled_atomic_rmw"(%vd, %t, %off) <{atom = #nv_tileas.atom<tma_redg>, mem_scope = "gpu", mem_semantic = "relaxed", operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>, rmw_mode = "add"}> : (memref<?xf32, 1>, tensor<128xf32, #nv_tileas.layout<blocked>>, i32) -> tensor<128xf32, #nv_tileas.layout<blocked>>
    "nv_tileas.tiled_store"(%vs, %old, %c0) <{atom = #nv_tileas.atom<stg>, operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>}> : (memref<?xf32, 1>, tensor<128xf32, #nv_tileas.layout<blocked>>, i32) -> ()
    "nv_tileaa.return"() : () -> ()
  }) {nv_tileaa.kernel_spec = #nv_tileaa.kernel_spec<num_warps = 4, cluster = 1x1x1>} : () -> ()
}
