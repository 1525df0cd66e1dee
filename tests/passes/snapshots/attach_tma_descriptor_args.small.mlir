module attributes {nanotile.tma_descriptors = [{arg = 6 : i32, base_arg = 0 : i32, box = array<i64: 64, 64>, dims = [{arg = 2 : i32}, {arg = 3 : i32}], element_type = f16, function = "k", mode = "tiled", swizzle = 128 : i32, tmaIdx = 0 : i32}, {arg = 7 : i32, base_arg = 1 : i32, box = array<i64: 64, 64>, dims = [{arg = 2 : i32}, {arg = 3 : i32}], element_type = f16, function = "k", mode = "tiled", swizzle = 128 : i32, tmaIdx = 1 : i32}], nv_tileaa.compute_capability = 90 : i32, nv_tileaa.target_spec = "sm_90a"} {
  "nv_tileaa.func"() <{arg_attrs = [{}, {}, {}, {}, {}, {}, {cute_nvgpu.grid_constant}, {cute_nvgpu.grid_constant}], function_type = (!nv_tileaa.ptr<f16>, !nv_tileaa.ptr<f16>, i32, i32, i32, i32, !nv_tileas.tma_desc<tensor<64x64xf16>>, !nv_tileas.tma_desc<tensor<64x64xf16>>) -> (), sym_name = "k"}> ({
  ^bb0(%src: !nv_tileaa.ptr<f16>, %dst: !nv_tileaa.ptr<f16>, %m: i32, %n: i32, %r: i32, %c: i32, %d0: !nv_tileas.tma_desc<tensor<64x64xf16>>, %d1: !nv_tileas.tma_desc<tensor<64x64xf16>>):
    %vs = "nv_tileaa.make_memref"(%src, %m, %n) : (!nv_tileaa.ptr<f16>, i32, i32) -> memref<?x?xf16, 1>
    %vd = "nv_tileaa.make_memref"(%dst, %m, %n) : (!nv_tileaa.ptr<f16>, i32, i32) -> memref<?x?xf16, 1>
    %bar = "nv_tileas.alloc_mbarrier"() : () -> !nv_tileas.mbarrier
    "nv_tileas.async.mbarrier_init"(%bar) <{count = 1 : i32}> : (!nv_tileas.mbarrier) -> ()
    %t = "nv_tileas.async.tiled_tma_load"(%d0, %bar, %r, %c) <{tmaIdx = 0 : i32, tx_count = 8192 : i32}> : (!nv_tileas.tma_desc<tensor<64x64xf16>>, !nv_tileas.mbarrier, i32, i32) -> tensor<64x64xf16, #nv_tileas.smem<swizzle = 128>>
    "nv_tileas.async.mbarrier_wait"(%bar) <{phase = 0 : i32}> : (!nv_tileas.mbarrier) -> ()
    "nv_tileas.async.tiled_tma_store"(%d1, %t, %r, %c) <{tmaIdx = 1 : i32}> : (!nv_tileas.tma_desc<tensor<64x64xf16>>, tensor<64x64xf16, #nv_tileas.smem<swizzle = 128>>, i32, i32) -> ()
    "nv_tileaa.return"() : () -> ()
  }) {nv_tileaa.kernel_spec = #nv_tileaa.kernel_spec<num_warps = 4, cluster = 1x1x1>, "nv_tileas.num-host-tmas" = 2 : i32, "nv_tileas.num-device-tmas" = 0 : i32} : () -> ()
}
