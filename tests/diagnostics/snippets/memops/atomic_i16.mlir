// no 16-bit integer tile atomics
module attributes {nv_tileaa.compute_capability = 90 : i32, nv_tileaa.target_spec = "sm_90a"} {
  "nv_tileaa.func"() <{function_type = (!nv_tileaa.ptr<i16>, i32) -> (), sym_name = "k"}> ({
  ^bb0(%p: !nv_tileaa.ptr<i16>, %n: i32):
    %c0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %v = "nv_tileaa.make_memref"(%p, %n, %n) : (!nv_tileaa.ptr<i16>, i32, i32) -> memref<?x?xi16, 1>
    %val = "arith.constant"() <{value = dense<0> : tensor<64x32xi16, #nv_tileas.smem<swizzle = 128>>}> : () -> tensor<64x32xi16, #nv_tileas.smem<swizzle = 128>>
    %old = "nv_tileas.tiled_atomic_rmw"(%v, %val, %c0, %c0) <{atom = #nv_tileas.atom<tma_redg>, mem_scope = "gpu", mem_semantic = "relaxed", operandSegmentSizes = array<i32: 1, 1, 2, 0, 0>, rmw_mode = "add"}> : (memref<?x?xi16, 1>, tensor<64x32xi16, #nv_tileas.smem<swizzle = 128>>, i32, i32) -> tensor<64x32xi16, #nv_tileas.smem<swizzle = 128>>
    "nv_tileaa.return"() : () -> ()
  }) {nv_tileaa.kernel_spec = #nv_tileaa.kernel_spec<num_warps = 4, cluster = 1x1x1>} : () -> ()
}
