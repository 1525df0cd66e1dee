// Valid memops: every rule of tests/diagnostics is met, so `--emit tileas` prints no diagnostic.
module attributes {nv_tileaa.compute_capability = 90 : i32, nv_tileaa.target_spec = "sm_90a"} {
  "nv_tileaa.func"() <{function_type = (!nv_tileaa.ptr<f32>, !nv_tileaa.ptr<f16>, i32, !nv_tileas.token) -> (), sym_name = "k"}> ({
  ^bb0(%p: !nv_tileaa.ptr<f32>, %h: !nv_tileaa.ptr<f16>, %n: i32, %tok: !nv_tileas.token):
    %c0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %v = "nv_tileaa.make_memref"(%p, %n) : (!nv_tileaa.ptr<f32>, i32) -> memref<?xf32, 1>
    %w = "nv_tileaa.make_memref"(%p, %n, %n) : (!nv_tileaa.ptr<f32>, i32, i32) -> memref<?x?xf32, 1>
    %hv = "nv_tileaa.make_memref"(%h, %n, %n) : (!nv_tileaa.ptr<f16>, i32, i32) -> memref<?x?xf16, 1>
    %t, %t_out = "nv_tileas.tiled_load"(%v, %c0, %tok) <{atom = #nv_tileas.atom<ldg>, in_bounds = array<i1: false>, mem_scope = "gpu", mem_semantic = "relaxed", operandSegmentSizes = array<i32: 1, 1, 0, 1>, padding_value = "nan"}> : (memref<?xf32, 1>, i32, !nv_tileas.token) -> (tensor<128xf32, #nv_tileas.layout<blocked>>, !nv_tileas.token)
    %s_out = "nv_tileas.tiled_store"(%v, %t, %c0, %t_out) <{atom = #nv_tileas.atom<stg>, in_bounds = array<i1: false>, mem_scope = "cta", mem_semantic = "relaxed", operandSegmentSizes = array<i32: 1, 1, 1, 0, 1>, padding_value = "neg_inf"}> : (memref<?xf32, 1>, tensor<128xf32, #nv_tileas.layout<blocked>>, i32, !nv_tileas.token) -> !nv_tileas.token
    "nv_tileas.tiled_store"(%v, %t, %c0) <{atom = #nv_tileas.atom<unknown_copy>, in_bounds = array<i1: true>, operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>}> : (memref<?xf32, 1>, tensor<128xf32, #nv_tileas.layout<blocked>>, i32) -> ()
    %big = "nv_tileas.tiled_load"(%w, %c0, %c0) <{atom = #nv_tileas.atom<ldg>, operandSegmentSizes = array<i32: 1, 2, 0, 0>}> : (memref<?x?xf32, 1>, i32, i32) -> tensor<2048x4096xf32, #nv_tileas.layout<blocked>>
    %val = "arith.constant"() <{value = dense<0.0> : tensor<64x32xf32, #nv_tileas.smem<swizzle = 128>>}> : () -> tensor<64x32xf32, #nv_tileas.smem<swizzle = 128>>
    %old, %a_out = "nv_tileas.tiled_atomic_rmw"(%w, %val, %c0, %c0) <{atom = #nv_tileas.atom<tma_redg>, in_bounds = array<i1: true, false>, mem_scope = "gpu", mem_semantic = "acq_rel", operandSegmentSizes = array<i32: 1, 1, 2, 0, 0>, rmw_mode = "max"}> : (memref<?x?xf32, 1>, tensor<64x32xf32, #nv_tileas.smem<swizzle = 128>>, i32, i32) -> (tensor<64x32xf32, #nv_tileas.smem<swizzle = 128>>, !nv_tileas.token)
    %hval = "arith.constant"() <{value = dense<0.0> : tensor<64x64xf16, #nv_tileas.smem<swizzle = 128>>}> : () -> tensor<64x64xf16, #nv_tileas.smem<swizzle = 128>>
    %hold = "nv_tileas.tiled_atomic_rmw"(%hv, %hval, %c0, %c0) <{atom = #nv_tileas.atom<unknown_copy>, operandSegmentSizes = array<i32: 1, 1, 2, 0, 0>, rmw_mode = "min"}> : (memref<?x?xf16, 1>, tensor<64x64xf16, #nv_tileas.smem<swizzle = 128>>, i32, i32) -> tensor<64x64xf16, #nv_tileas.smem<swizzle = 128>>
    "nv_tileaa.return"() : () -> ()
  }) {nv_tileaa.kernel_spec = #nv_tileaa.kernel_spec<num_warps = 4, cluster = 1x1x1>} : () -> ()
}
