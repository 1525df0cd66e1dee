// flags: --input-language smem
// the arena ends after the first consumer warpgroup's C tile: the second (2 consumer warpgroups: one tile each) lies outside
// expect: 69:7: shared memory [66560, 99328) lies outside @global_smem (82944 bytes)
module attributes {nanotile.launch = {grid = ["cdiv(N, 128)", "cdiv(M, 128)", 1 : i64], reference = "C = A @ B.T", requires = ["K % 8 == 0", "N % 8 == 0"], sizes = {K = 96 : i64, M = 200 : i64, N = 200 : i64}}, nanotile.tma_descriptors = [{arg = 6 : i32, base_arg = 0 : i32, box = array<i64: 128, 64>, dims = [{arg = 3 : i32}, {arg = 5 : i32}], element_type = f16, function = "gemm_sm_90a_128x128x64_s2_c2_f16_f16_bk_etma", mode = "tiled", swizzle = 128 : i32, tmaIdx = 0 : i32}, {arg = 7 : i32, base_arg = 1 : i32, box = array<i64: 128, 64>, dims = [{arg = 4 : i32}, {arg = 5 : i32}], element_type = f16, function = "gemm_sm_90a_128x128x64_s2_c2_f16_f16_bk_etma", mode = "tiled", swizzle = 128 : i32, tmaIdx = 1 : i32}, {arg = 8 : i32, base_arg = 2 : i32, box = array<i64: 64, 128>, dims = [{arg = 3 : i32}, {arg = 4 : i32}], element_type = f16, function = "gemm_sm_90a_128x128x64_s2_c2_f16_f16_bk_etma", mode = "tiled", swizzle = 0 : i32, tmaIdx = 2 : i32}], nv_tileaa.compute_capability = 90 : i32, nv_tileaa.target_spec = "sm_90a"} {
  "llvm.mlir.global"() <{addr_space = 3 : i32, alignment = 1024 : i64, global_type = !llvm.array<82944 x i8>, linkage = #llvm.linkage<internal>, sym_name = "global_smem"}> ({
  }) : () -> ()
  "llvm.func"() <{arg_attrs = [{}, {}, {}, {}, {}, {}, {cute_nvgpu.grid_constant}, {cute_nvgpu.grid_constant}, {cute_nvgpu.grid_constant}], function_type = !llvm.func<void (ptr<1>, ptr<1>, ptr<1>, i32, i32, i32, ptr, ptr, ptr)>, sym_name = "gemm_sm_90a_128x128x64_s2_c2_f16_f16_bk_etma"}> ({
  ^bb0(%A_0: !llvm.ptr<1>, %B_1: !llvm.ptr<1>, %C_2: !llvm.ptr<1>, %M: i32, %N: i32, %K: i32, %tma_desc0_3: !llvm.ptr, %tma_desc1_4: !llvm.ptr, %tma_desc2_5: !llvm.ptr):
    %A = "builtin.unrealized_conversion_cast"(%A_0) : (!llvm.ptr<1>) -> !nv_tileaa.ptr<f16>
    %B = "builtin.unrealized_conversion_cast"(%B_1) : (!llvm.ptr<1>) -> !nv_tileaa.ptr<f16>
    %C = "builtin.unrealized_conversion_cast"(%C_2) : (!llvm.ptr<1>) -> !nv_tileaa.ptr<f16>
    %tma_desc0 = "builtin.unrealized_conversion_cast"(%tma_desc0_3) : (!llvm.ptr) -> !nv_tileas.tma_desc<tensor<128x64xf16>>
    %tma_desc1 = "builtin.unrealized_conversion_cast"(%tma_desc1_4) : (!llvm.ptr) -> !nv_tileas.tma_desc<tensor<128x64xf16>>
    %tma_desc2 = "builtin.unrealized_conversion_cast"(%tma_desc2_5) : (!llvm.ptr) -> !nv_tileas.tma_desc<tensor<64x128xf16>>
    %c128 = "arith.constant"() <{value = 128 : i32}> : () -> i32
    %c63 = "arith.constant"() <{value = 63 : i32}> : () -> i32
    %c64 = "arith.constant"() <{value = 64 : i32}> : () -> i32
    %c0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %bx = "nv_tileaa.get_program_id"() <{dim = 0 : i32}> : () -> i32
    %by = "nv_tileaa.get_program_id"() <{dim = 1 : i32}> : () -> i32
    %m0 = "arith.muli"(%by, %c128) : (i32, i32) -> i32
    %n0 = "arith.muli"(%bx, %c128) : (i32, i32) -> i32
    %kround = "arith.addi"(%K, %c63) : (i32, i32) -> i32
    %ktiles = "arith.divui"(%kround, %c64) : (i32, i32) -> i32
    %vA = "nv_tileaa.make_memref"(%A, %M, %K) : (!nv_tileaa.ptr<f16>, i32, i32) -> memref<?x?xf16, 1>
    %vB = "nv_tileaa.make_memref"(%B, %N, %K) : (!nv_tileaa.ptr<f16>, i32, i32) -> memref<?x?xf16, 1>
    %vC = "nv_tileaa.make_memref"(%C, %M, %N) : (!nv_tileaa.ptr<f16>, i32, i32) -> memref<?x?xf16, 1>
    %lb = "arith.constant"() <{value = 0 : index}> : () -> index
    %step = "arith.constant"() <{value = 1 : index}> : () -> index
    %ub = "arith.index_cast"(%ktiles) : (i32) -> index
    %pipe = "nv_tileas.async.pipeline.create_pipeline"() <{consumer_arrivals = 256 : i32, smem_offset = 0 : i32}> : () -> !nv_tileas.pipeline<stages = 2, tensor<128x64xf16, #nv_tileas.smem<swizzle = 128>>, tensor<128x64xf16, #nv_tileas.smem<swizzle = 128>>>
    "nv_tileas.async.pipeline.agent_switch"() <{agent_registers = array<i32: 40, 232>, agent_warps = array<i32: 4, 8>}> ({
      %pit0 = "nv_tileas.async.pipeline.create_iterator"(%pipe) : (!nv_tileas.pipeline<stages = 2, tensor<128x64xf16, #nv_tileas.smem<swizzle = 128>>, tensor<128x64xf16, #nv_tileas.smem<swizzle = 128>>>) -> !nv_tileas.pipeline_iter<stages = 2>
      %pitN = "scf.for"(%lb, %ub, %step, %pit0) ({
      ^bb0(%k: index, %pit: !nv_tileas.pipeline_iter<stages = 2>):
        %ptok = "nv_tileas.async.pipeline.producer_acquire"(%pipe, %pit) : (!nv_tileas.pipeline<stages = 2, tensor<128x64xf16, #nv_tileas.smem<swizzle = 128>>, tensor<128x64xf16, #nv_tileas.smem<swizzle = 128>>>, !nv_tileas.pipeline_iter<stages = 2>) -> !nv_tileas.producer_token
        "nv_tileas.async.pipeline.producer_write"(%ptok) ({
          %ki = "arith.index_cast"(%k) : (index) -> i32
          %kk = "arith.muli"(%ki, %c64) : (i32, i32) -> i32
          %t0 = "nv_tileas.async.tiled_tma_load"(%tma_desc0, %ptok, %m0, %kk) <{tmaIdx = 0 : i32, tx_count = 16384 : i32}> : (!nv_tileas.tma_desc<tensor<128x64xf16>>, !nv_tileas.producer_token, i32, i32) -> tensor<128x64xf16, #nv_tileas.smem<swizzle = 128>>
          %t1 = "nv_tileas.async.tiled_tma_load"(%tma_desc1, %ptok, %n0, %kk) <{tmaIdx = 1 : i32, tx_count = 16384 : i32}> : (!nv_tileas.tma_desc<tensor<128x64xf16>>, !nv_tileas.producer_token, i32, i32) -> tensor<128x64xf16, #nv_tileas.smem<swizzle = 128>>
          "nv_tileas.async.pipeline.yield"(%t0, %t1) : (tensor<128x64xf16, #nv_tileas.smem<swizzle = 128>>, tensor<128x64xf16, #nv_tileas.smem<swizzle = 128>>) -> ()
        }) : (!nv_tileas.producer_token) -> ()
        "nv_tileas.async.pipeline.producer_commit"(%ptok) : (!nv_tileas.producer_token) -> ()
        %pnext = "nv_tileas.async.pipeline.inc_iter"(%pit) : (!nv_tileas.pipeline_iter<stages = 2>) -> !nv_tileas.pipeline_iter<stages = 2>
        "scf.yield"(%pnext) : (!nv_tileas.pipeline_iter<stages = 2>) -> ()
      }) : (index, index, index, !nv_tileas.pipeline_iter<stages = 2>) -> !nv_tileas.pipeline_iter<stages = 2>
      "nv_tileas.async.pipeline.yield"() : () -> ()
    }, {
      %cit0 = "nv_tileas.async.pipeline.create_iterator"(%pipe) : (!nv_tileas.pipeline<stages = 2, tensor<128x64xf16, #nv_tileas.smem<swizzle = 128>>, tensor<128x64xf16, #nv_tileas.smem<swizzle = 128>>>) -> !nv_tileas.pipeline_iter<stages = 2>
      %wg = "nv_tileas.get_warpgroup_id"() : () -> i32
      %row = "arith.muli"(%wg, %c64) : (i32, i32) -> i32
      %zero = "arith.constant"() <{value = dense<0.0> : tensor<64x128xf32, #nv_tileas.layout<wgmma_acc>>}> : () -> tensor<64x128xf32, #nv_tileas.layout<wgmma_acc>>
      %acc0_0, %citN = "scf.for"(%lb, %ub, %step, %zero, %cit0) ({
      ^bb0(%kc: index, %a0_0: tensor<64x128xf32, #nv_tileas.layout<wgmma_acc>>, %cit: !nv_tileas.pipeline_iter<stages = 2>):
        %ctok = "nv_tileas.async.pipeline.consumer_wait"(%pipe, %cit) <{consumer_idx = 0 : i32}> : (!nv_tileas.pipeline<stages = 2, tensor<128x64xf16, #nv_tileas.smem<swizzle = 128>>, tensor<128x64xf16, #nv_tileas.smem<swizzle = 128>>>, !nv_tileas.pipeline_iter<stages = 2>) -> !nv_tileas.consumer_token
        %r0_0 = "nv_tileas.async.pipeline.consumer_read"(%ctok) ({
        ^bb0(%sa0: tensor<128x64xf16, #nv_tileas.smem<swizzle = 128>>, %sb0: tensor<128x64xf16, #nv_tileas.smem<swizzle = 128>>):
          %s0_0_0 = "nv_tileas.extract_slice"(%sa0, %row, %c0) <{sizes = array<i64: 64, 64>}> : (tensor<128x64xf16, #nv_tileas.smem<swizzle = 128>>, i32, i32) -> tensor<64x64xf16, #nv_tileas.smem<swizzle = 128>>
          %d0_0_0 = "nv_tileas.dot"(%s0_0_0, %sb0, %a0_0) <{atom = #nv_tileas.atom<wgmma>, pipeline_depth = 1 : i32}> : (tensor<64x64xf16, #nv_tileas.smem<swizzle = 128>>, tensor<128x64xf16, #nv_tileas.smem<swizzle = 128>>, tensor<64x128xf32, #nv_tileas.layout<wgmma_acc>>) -> tensor<64x128xf32, #nv_tileas.layout<wgmma_acc>>
          "nv_tileas.async.pipeline.yield"(%d0_0_0) : (tensor<64x128xf32, #nv_tileas.layout<wgmma_acc>>) -> ()
        }) : (!nv_tileas.consumer_token) -> tensor<64x128xf32, #nv_tileas.layout<wgmma_acc>>
        "nv_tileas.async.pipeline.consumer_release"(%ctok) : (!nv_tileas.consumer_token) -> ()
        %cnext = "nv_tileas.async.pipeline.inc_iter"(%cit) : (!nv_tileas.pipeline_iter<stages = 2>) -> !nv_tileas.pipeline_iter<stages = 2>
        "scf.yield"(%r0_0, %cnext) : (tensor<64x128xf32, #nv_tileas.layout<wgmma_acc>>, !nv_tileas.pipeline_iter<stages = 2>) -> ()
      }) : (index, index, index, tensor<64x128xf32, #nv_tileas.layout<wgmma_acc>>, !nv_tileas.pipeline_iter<stages = 2>) -> (tensor<64x128xf32, #nv_tileas.layout<wgmma_acc>>, !nv_tileas.pipeline_iter<stages = 2>)
      %crow = "arith.addi"(%m0, %row) : (i32, i32) -> i32
      %o0_0 = "arith.truncf"(%acc0_0) : (tensor<64x128xf32, #nv_tileas.layout<wgmma_acc>>) -> tensor<64x128xf16, #nv_tileas.layout<wgmma_acc>>
      %cs0_0 = "nv_tileas.alloc_tensor"() <{smem_offset = 66560 : i32}> : () -> tensor<64x128xf16, #nv_tileas.smem<swizzle = 0>>
      %cw0_0 = "nv_tileas.copy"(%o0_0, %cs0_0) <{dst_space = #nv_tileas.memory_space<shared>, src_space = #nv_tileas.memory_space<generic>}> : (tensor<64x128xf16, #nv_tileas.layout<wgmma_acc>>, tensor<64x128xf16, #nv_tileas.smem<swizzle = 0>>) -> tensor<64x128xf16, #nv_tileas.smem<swizzle = 0>>
      "nv_tileas.async.tiled_tma_store"(%tma_desc2, %cw0_0, %crow, %n0) <{tmaIdx = 2 : i32}> : (!nv_tileas.tma_desc<tensor<64x128xf16>>, tensor<64x128xf16, #nv_tileas.smem<swizzle = 0>>, i32, i32) -> ()
      "nv_tileas.async.pipeline.yield"() : () -> ()
    }) : () -> ()
    "llvm.return"() : () -> ()
  }) {cute.kernel, nvvm.reqntid = array<i32: 384, 1, 1>, nvvm.minctasm = 1 : i32} : () -> ()
}
