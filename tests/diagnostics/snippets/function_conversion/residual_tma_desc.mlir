// a descriptor bind the descriptor pass never took: python -m nanotile --input-language tileas_abi THIS_FILE
module attributes {nv_tileaa.compute_capability = 90 : i32, nv_tileaa.target_spec = "sm_90a"} {
  "nv_tileaa.func"() <{function_type = (!nv_tileaa.ptr<f16>, i32, i32) -> (), sym_name = "k"}> ({
  ^bb0(%p: !nv_tileaa.ptr<f16>, %m: i32, %n: i32):
    %v = "nv_tileaa.make_memref"(%p, %m, %n) : (!nv_tileaa.ptr<f16>, i32, i32) -> memref<?x?xf16, 1>
    %d = "nv_tileas.make_tiled_tma_desc"(%v) <{box = array<i64: 64, 64>, mode = "tile", swizzle = 128 : i32, tmaIdx = 0 : i32}> : (memref<?x?xf16, 1>) -> !nv_tileas.tma_desc<tensor<64x64xf16>>
    "nv_tileaa.return"() : () -> ()
  }) {nv_tileaa.kernel_spec = #nv_tileaa.kernel_spec<num_warps = 4, cluster = 1x1x1>} : () -> ()
}
