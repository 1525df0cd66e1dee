module attributes {nanotile.launch = {grid = ["cdiv(N, 32)", "cdiv(M, 128)", 1 : i64], reference = "C = A; D = A", requires = ["M % 128 == 0", "N % 32 == 0"], sizes = {M = 256 : i64, N = 64 : i64}}, nanotile.tma_descriptors = [{arg = 6 : i32, base_arg = 0 : i32, box = array<i64: 128, 32>, dims = [{arg = 4 : i32}, {arg = 5 : i32}], element_type = f32, function = "tmem_copy_sm100", mode = "tiled", swizzle = 128 : i32, tmaIdx = 0 : i32}, {arg = 7 : i32, base_arg = 1 : i32, box = array<i64: 128, 32>, dims = [{arg = 4 : i32}, {arg = 5 : i32}], element_type = f32, function = "tmem_copy_sm100", mode = "tiled", swizzle = 128 : i32, tmaIdx = 1 : i32}, {arg = 8 : i32, base_arg = 3 : i32, box = array<i64: 128, 32>, dims = [{arg = 4 : i32}, {arg = 5 : i32}], element_type = f32, function = "tmem_copy_sm100", mode = "tiled", swizzle = 128 : i32, tmaIdx = 2 : i32}], nv_tileaa.compute_capability = 100 : i32, nv_tileaa.target_spec = "sm_100a"} {
  "nv_tileaa.func"() <{arg_attrs = [{}, {}, {}, {}, {}, {}, {cute_nvgpu.grid_constant}, {cute_nvgpu.grid_constant}, {cute_nvgpu.grid_constant}], function_type = (!nv_tileaa.ptr<f32>, !nv_tileaa.ptr<f32>, !nv_tileaa.ptr<f32>, !nv_tileaa.ptr<f32>, i32, i32, !nv_tileas.tma_desc<tensor<128x32xf32>>, !nv_tileas.tma_desc<tensor<128x32xf32>>, !nv_tileas.tma_desc<tensor<128x32xf32>>) -> (), sym_name = "tmem_copy_sm100"}> ({
  ^bb0(%A: !nv_tileaa.ptr<f32>, %B: !nv_tileaa.ptr<f32>, %C: !nv_tileaa.ptr<f32>, %D: !nv_tileaa.ptr<f32>, %M: i32, %N: i32, %tma_desc0: !nv_tileas.tma_desc<tensor<128x32xf32>>, %tma_desc2: !nv_tileas.tma_desc<tensor<128x32xf32>>, %tma_desc4: !nv_tileas.tma_desc<tensor<128x32xf32>>):
    %bx = "nv_tileaa.get_program_id"() <{dim = 0 : i32}> : () -> i32
    %by = "nv_tileaa.get_program_id"() <{dim = 1 : i32}> : () -> i32
    %c128 = "arith.constant"() <{value = 128 : i32}> : () -> i32
    %c32 = "arith.constant"() <{value = 32 : i32}> : () -> i32
    %row = "arith.muli"(%by, %c128) : (i32, i32) -> i32
    %col = "arith.muli"(%bx, %c32) : (i32, i32) -> i32
    %vA = "nv_tileaa.make_memref"(%A, %M, %N) : (!nv_tileaa.ptr<f32>, i32, i32) -> memref<?x?xf32, 1>
    %vB = "nv_tileaa.make_memref"(%B, %M, %N) : (!nv_tileaa.ptr<f32>, i32, i32) -> memref<?x?xf32, 1>
    %vC = "nv_tileaa.make_memref"(%C, %M, %N) : (!nv_tileaa.ptr<f32>, i32, i32) -> memref<?x?xf32, 1>
    %vD = "nv_tileaa.make_memref"(%D, %M, %N) : (!nv_tileaa.ptr<f32>, i32, i32) -> memref<?x?xf32, 1>
    %mbar1 = "nv_tileas.alloc_mbarrier"() : () -> !nv_tileas.mbarrier
    "nv_tileas.async.mbarrier_init"(%mbar1) <{count = 1 : i32}> : (!nv_tileas.mbarrier) -> ()
    %sa = "nv_tileas.async.tiled_tma_load"(%tma_desc0, %mbar1, %row, %col) <{tmaIdx = 0 : i32, tx_count = 16384 : i32}> : (!nv_tileas.tma_desc<tensor<128x32xf32>>, !nv_tileas.mbarrier, i32, i32) -> tensor<128x32xf32, #nv_tileas.smem<swizzle = 128>>
    "nv_tileas.async.mbarrier_wait"(%mbar1) <{phase = 0 : i32}> : (!nv_tileas.mbarrier) -> ()
    %mbar3 = "nv_tileas.alloc_mbarrier"() : () -> !nv_tileas.mbarrier
    "nv_tileas.async.mbarrier_init"(%mbar3) <{count = 1 : i32}> : (!nv_tileas.mbarrier) -> ()
    %sb = "nv_tileas.async.tiled_tma_load"(%tma_desc2, %mbar3, %row, %col) <{tmaIdx = 1 : i32, tx_count = 16384 : i32}> : (!nv_tileas.tma_desc<tensor<128x32xf32>>, !nv_tileas.mbarrier, i32, i32) -> tensor<128x32xf32, #nv_tileas.smem<swizzle = 128>>
    "nv_tileas.async.mbarrier_wait"(%mbar3) <{phase = 0 : i32}> : (!nv_tileas.mbarrier) -> ()
    %t0 = "nv_tileas.alloc_tmem"() : () -> tensor<128x32xf32, #nv_tileas.tmem>
    %tm0 = "nv_tileas.ldmatrix"(%sa) : (tensor<128x32xf32, #nv_tileas.smem<swizzle = 128>>) -> tensor<128x32xf32, #nv_tileas.layout<tmem_16x128b>>
    %t1 = "nv_tileas.tmem_store"(%tm0, %t0) <{num = 8 : i32, shape = #nvvm.tcgen05_ldst_shape<shape_16x128b>}> : (tensor<128x32xf32, #nv_tileas.layout<tmem_16x128b>>, tensor<128x32xf32, #nv_tileas.tmem>) -> tensor<128x32xf32, #nv_tileas.tmem>
    %r = "nv_tileas.tmem_load"(%t1) <{num = 32 : i32, shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>}> : (tensor<128x32xf32, #nv_tileas.tmem>) -> tensor<128x32xf32, #nv_tileas.layout<tmem_32x32b>>
    "nv_tileas.tiled_store"(%vC, %r, %row, %col) <{atom = #nv_tileas.atom<stg>, operandSegmentSizes = array<i32: 1, 1, 2, 0, 0>}> : (memref<?x?xf32, 1>, tensor<128x32xf32, #nv_tileas.layout<tmem_32x32b>>, i32, i32) -> ()
    %tm1 = "nv_tileas.tmem_load"(%t1) <{num = 8 : i32, shape = #nvvm.tcgen05_ldst_shape<shape_16x128b>}> : (tensor<128x32xf32, #nv_tileas.tmem>) -> tensor<128x32xf32, #nv_tileas.layout<tmem_16x128b>>
    %sd = "nv_tileas.stmatrix"(%tm1, %sb) : (tensor<128x32xf32, #nv_tileas.layout<tmem_16x128b>>, tensor<128x32xf32, #nv_tileas.smem<swizzle = 128>>) -> tensor<128x32xf32, #nv_tileas.smem<swizzle = 128>>
    "nv_tileas.async.tiled_tma_store"(%tma_desc4, %sd, %row, %col) <{tmaIdx = 2 : i32}> : (!nv_tileas.tma_desc<tensor<128x32xf32>>, tensor<128x32xf32, #nv_tileas.smem<swizzle = 128>>, i32, i32) -> ()
    "nv_tileas.dealloc_tmem"(%t0) : (tensor<128x32xf32, #nv_tileas.tmem>) -> ()
    "nv_tileaa.return"() : () -> ()
  }) {nv_tileaa.kernel_spec = #nv_tileaa.kernel_spec<num_warps = 4, cluster = 1x1x1>, "nv_tileas.num-host-tmas" = 3 : i32, "nv_tileas.num-device-tmas" = 0 : i32} : () -> ()
}
