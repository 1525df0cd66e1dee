module attributes {nanotile.launch = {grid = ["cdiv(N, 128)", "cdiv(M, 128)", 1 : i64], reference = "C = A @ B.T", requires = ["M % 128 == 0", "N % 128 == 0", "K % 16 == 0"], sizes = {K = 64 : i64, M = 256 : i64, N = 256 : i64}}, nv_tileaa.compute_capability = 90 : i32, nv_tileaa.target_spec = "sm_90a"} {
  "nv_tileaa.func"() <{function_type = (!nv_tileaa.ptr<f16>, !nv_tileaa.ptr<f16>, !nv_tileaa.ptr<f32>, i32, i32, i32) -> (), sym_name = "gemm_sm90"}> ({
  ^bb0(%A: !nv_tileaa.ptr<f16>, %B: !nv_tileaa.ptr<f16>, %C: !nv_tileaa.ptr<f32>, %M: i32, %N: i32, %K: i32):
    %bx = "nv_tileaa.get_program_id"() <{dim = 0 : i32}> : () -> i32
    %by = "nv_tileaa.get_program_id"() <{dim = 1 : i32}> : () -> i32
    %c128 = "arith.constant"() <{value = 128 : i32}> : () -> i32
    %c16 = "arith.constant"() <{value = 16 : i32}> : () -> i32
    %m0 = "arith.muli"(%by, %c128) : (i32, i32) -> i32
    %n0 = "arith.muli"(%bx, %c128) : (i32, i32) -> i32
    %ktiles = "arith.divui"(%K, %c16) : (i32, i32) -> i32
    %vA = "nv_tileaa.make_memref"(%A, %M, %K) : (!nv_tileaa.ptr<f16>, i32, i32) -> memref<?x?xf16, 1>
    %vB = "nv_tileaa.make_memref"(%B, %N, %K) : (!nv_tileaa.ptr<f16>, i32, i32) -> memref<?x?xf16, 1>
    %vC = "nv_tileaa.make_memref"(%C, %M, %N) : (!nv_tileaa.ptr<f32>, i32, i32) -> memref<?x?xf32, 1>
    %lb = "arith.constant"() <{value = 0 : index}> : () -> index
    %step = "arith.constant"() <{value = 1 : index}> : () -> index
    %ub = "arith.index_cast"(%ktiles) : (i32) -> index
    %pipe = "nv_tileas.async.pipeline.create_pipeline"() <{consumer_arrivals = 256 : i32}> : () -> !nv_tileas.pipeline<stages = 3, tensor<128x16xf16, #nv_tileas.smem<swizzle = 32>>, tensor<128x16xf16, #nv_tileas.smem<swizzle = 32>>>
    "nv_tileas.async.pipeline.agent_switch"() <{agent_warps = array<i32: 4, 8>}> ({
      %pit0 = "nv_tileas.async.pipeline.create_iterator"(%pipe) : (!nv_tileas.pipeline<stages = 3, tensor<128x16xf16, #nv_tileas.smem<swizzle = 32>>, tensor<128x16xf16, #nv_tileas.smem<swizzle = 32>>>) -> !nv_tileas.pipeline_iter<stages = 3>
      %pitN = "scf.for"(%lb, %ub, %step, %pit0) ({
      ^bb0(%k: index, %pit: !nv_tileas.pipeline_iter<stages = 3>):
        %ptok = "nv_tileas.async.pipeline.producer_acquire"(%pipe, %pit) : (!nv_tileas.pipeline<stages = 3, tensor<128x16xf16, #nv_tileas.smem<swizzle = 32>>, tensor<128x16xf16, #nv_tileas.smem<swizzle = 32>>>, !nv_tileas.pipeline_iter<stages = 3>) -> !nv_tileas.producer_token
        "nv_tileas.async.pipeline.producer_write"(%ptok) ({
          %ki = "arith.index_cast"(%k) : (index) -> i32
          %kk = "arith.muli"(%ki, %c16) : (i32, i32) -> i32
          %tma_desc0 = "nv_tileas.make_tiled_tma_desc"(%vA) <{box = array<i64: 128, 16>, mode = "tiled", swizzle = 32 : i32, tmaIdx = 0 : i32}> : (memref<?x?xf16, 1>) -> !nv_tileas.tma_desc<tensor<128x16xf16>>
          %ta = "nv_tileas.async.tiled_tma_load"(%tma_desc0, %ptok, %m0, %kk) <{tmaIdx = 0 : i32, tx_count = 4096 : i32}> : (!nv_tileas.tma_desc<tensor<128x16xf16>>, !nv_tileas.producer_token, i32, i32) -> tensor<128x16xf16, #nv_tileas.smem<swizzle = 32>>
          %tma_desc1 = "nv_tileas.make_tiled_tma_desc"(%vB) <{box = array<i64: 128, 16>, mode = "tiled", swizzle = 32 : i32, tmaIdx = 1 : i32}> : (memref<?x?xf16, 1>) -> !nv_tileas.tma_desc<tensor<128x16xf16>>
          %tb = "nv_tileas.async.tiled_tma_load"(%tma_desc1, %ptok, %n0, %kk) <{tmaIdx = 1 : i32, tx_count = 4096 : i32}> : (!nv_tileas.tma_desc<tensor<128x16xf16>>, !nv_tileas.producer_token, i32, i32) -> tensor<128x16xf16, #nv_tileas.smem<swizzle = 32>>
          "nv_tileas.async.pipeline.yield"(%ta, %tb) : (tensor<128x16xf16, #nv_tileas.smem<swizzle = 32>>, tensor<128x16xf16, #nv_tileas.smem<swizzle = 32>>) -> ()
        }) : (!nv_tileas.producer_token) -> ()
        "nv_tileas.async.pipeline.producer_commit"(%ptok) : (!nv_tileas.producer_token) -> ()
        %pnext = "nv_tileas.async.pipeline.inc_iter"(%pit) : (!nv_tileas.pipeline_iter<stages = 3>) -> !nv_tileas.pipeline_iter<stages = 3>
        "scf.yield"(%pnext) : (!nv_tileas.pipeline_iter<stages = 3>) -> ()
      }) : (index, index, index, !nv_tileas.pipeline_iter<stages = 3>) -> !nv_tileas.pipeline_iter<stages = 3>
      "nv_tileas.async.pipeline.yield"() : () -> ()
    }, {
      %cit0 = "nv_tileas.async.pipeline.create_iterator"(%pipe) : (!nv_tileas.pipeline<stages = 3, tensor<128x16xf16, #nv_tileas.smem<swizzle = 32>>, tensor<128x16xf16, #nv_tileas.smem<swizzle = 32>>>) -> !nv_tileas.pipeline_iter<stages = 3>
      %wg = "nv_tileas.get_warpgroup_id"() : () -> i32
      %c64 = "arith.constant"() <{value = 64 : i32}> : () -> i32
      %c0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
      %row = "arith.muli"(%wg, %c64) : (i32, i32) -> i32
      %zero = "arith.constant"() <{value = dense<0.0> : tensor<64x128xf32, #nv_tileas.layout<wgmma_acc>>}> : () -> tensor<64x128xf32, #nv_tileas.layout<wgmma_acc>>
      %acc, %citN = "scf.for"(%lb, %ub, %step, %zero, %cit0) ({
      ^bb0(%kc: index, %acc0: tensor<64x128xf32, #nv_tileas.layout<wgmma_acc>>, %cit: !nv_tileas.pipeline_iter<stages = 3>):
        %ctok = "nv_tileas.async.pipeline.consumer_wait"(%pipe, %cit) <{consumer_idx = 0 : i32}> : (!nv_tileas.pipeline<stages = 3, tensor<128x16xf16, #nv_tileas.smem<swizzle = 32>>, tensor<128x16xf16, #nv_tileas.smem<swizzle = 32>>>, !nv_tileas.pipeline_iter<stages = 3>) -> !nv_tileas.consumer_token
        %acc1 = "nv_tileas.async.pipeline.consumer_read"(%ctok) ({
        ^bb0(%sa: tensor<128x16xf16, #nv_tileas.smem<swizzle = 32>>, %sb: tensor<128x16xf16, #nv_tileas.smem<swizzle = 32>>):
          %sa_wg = "nv_tileas.extract_slice"(%sa, %row, %c0) <{sizes = array<i64: 64, 16>}> : (tensor<128x16xf16, #nv_tileas.smem<swizzle = 32>>, i32, i32) -> tensor<64x16xf16, #nv_tileas.smem<swizzle = 32>>
          %d = "nv_tileas.dot"(%sa_wg, %sb, %acc0) <{atom = #nv_tileas.atom<wgmma>}> : (tensor<64x16xf16, #nv_tileas.smem<swizzle = 32>>, tensor<128x16xf16, #nv_tileas.smem<swizzle = 32>>, tensor<64x128xf32, #nv_tileas.layout<wgmma_acc>>) -> tensor<64x128xf32, #nv_tileas.layout<wgmma_acc>>
          "nv_tileas.async.pipeline.yield"(%d) : (tensor<64x128xf32, #nv_tileas.layout<wgmma_acc>>) -> ()
        }) : (!nv_tileas.consumer_token) -> tensor<64x128xf32, #nv_tileas.layout<wgmma_acc>>
        "nv_tileas.async.pipeline.consumer_release"(%ctok) : (!nv_tileas.consumer_token) -> ()
        %cnext = "nv_tileas.async.pipeline.inc_iter"(%cit) : (!nv_tileas.pipeline_iter<stages = 3>) -> !nv_tileas.pipeline_iter<stages = 3>
        "scf.yield"(%acc1, %cnext) : (tensor<64x128xf32, #nv_tileas.layout<wgmma_acc>>, !nv_tileas.pipeline_iter<stages = 3>) -> ()
      }) : (index, index, index, tensor<64x128xf32, #nv_tileas.layout<wgmma_acc>>, !nv_tileas.pipeline_iter<stages = 3>) -> (tensor<64x128xf32, #nv_tileas.layout<wgmma_acc>>, !nv_tileas.pipeline_iter<stages = 3>)
      %crow = "arith.addi"(%m0, %row) : (i32, i32) -> i32
      "nv_tileas.tiled_store"(%vC, %acc, %crow, %n0) <{atom = #nv_tileas.atom<stg>, operandSegmentSizes = array<i32: 1, 1, 2, 0, 0>}> : (memref<?x?xf32, 1>, tensor<64x128xf32, #nv_tileas.layout<wgmma_acc>>, i32, i32) -> ()
      "nv_tileas.async.pipeline.yield"() : () -> ()
    }) : () -> ()
    "nv_tileaa.return"() : () -> ()
  }) {nv_tileaa.kernel_spec = #nv_tileaa.kernel_spec<num_warps = 12, cluster = 1x1x1>} : () -> ()
}
