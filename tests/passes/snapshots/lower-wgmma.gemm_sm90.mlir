module attributes {nv_tileaa.compute_capability = 90 : i32, nv_tileaa.target_spec = "sm_90a", nanotile.launch = {grid = ["cdiv(N, 128)", "cdiv(M, 128)", 1 : i64], sizes = {M = 256 : i64, N = 256 : i64, K = 64 : i64}, requires = ["M % 128 == 0", "N % 128 == 0", "K % 16 == 0"], reference = "C = A @ B.T"}, nanotile.tma_descriptors = [{tmaIdx = 0 : i32, function = "gemm_sm90", arg = 6 : i32, base_arg = 0 : i32, dims = [{arg = 3 : i32}, {arg = 5 : i32}], box = array<i64: 128, 16>, element_type = f16, swizzle = 32 : i32, mode = "tiled"}, {tmaIdx = 1 : i32, function = "gemm_sm90", arg = 7 : i32, base_arg = 1 : i32, dims = [{arg = 4 : i32}, {arg = 5 : i32}], box = array<i64: 128, 16>, element_type = f16, swizzle = 32 : i32, mode = "tiled"}]} {
  "llvm.mlir.global"() <{addr_space = 3 : i32, alignment = 1024 : i64, global_type = !llvm.array<24624 x i8>, linkage = #llvm.linkage<internal>, sym_name = "global_smem"}> ({
  }) : () -> ()
  "llvm.func"() <{arg_attrs = [{}, {}, {}, {}, {}, {}, {cute_nvgpu.grid_constant}, {cute_nvgpu.grid_constant}], function_type = !llvm.func<void (ptr<1>, ptr<1>, ptr<1>, i32, i32, i32, ptr, ptr)>, sym_name = "gemm_sm90"}> ({
  ^bb0(%A_0: !llvm.ptr<1>, %B_1: !llvm.ptr<1>, %C_2: !llvm.ptr<1>, %M: i32, %N: i32, %K: i32, %tma_desc0_3: !llvm.ptr, %tma_desc1_4: !llvm.ptr):
    %A = "builtin.unrealized_conversion_cast"(%A_0) : (!llvm.ptr<1>) -> !nv_tileaa.ptr<f16>
    %B = "builtin.unrealized_conversion_cast"(%B_1) : (!llvm.ptr<1>) -> !nv_tileaa.ptr<f16>
    %C = "builtin.unrealized_conversion_cast"(%C_2) : (!llvm.ptr<1>) -> !nv_tileaa.ptr<f32>
    %tma_desc0 = "builtin.unrealized_conversion_cast"(%tma_desc0_3) : (!llvm.ptr) -> !nv_tileas.tma_desc<tensor<128x16xf16>>
    %tma_desc1 = "builtin.unrealized_conversion_cast"(%tma_desc1_4) : (!llvm.ptr) -> !nv_tileas.tma_desc<tensor<128x16xf16>>
    %tid0 = "nvvm.read.ptx.sreg.tid.x"() : () -> i32
    %smem1 = "llvm.mlir.addressof"() <{global_name = @global_smem}> : () -> !llvm.ptr<3>
    %bx = "nvvm.read.ptx.sreg.ctaid.x"() : () -> i32
    %by = "nvvm.read.ptx.sreg.ctaid.y"() : () -> i32
    %c128 = "arith.constant"() <{value = 128 : i32}> : () -> i32
    %c16 = "arith.constant"() <{value = 16 : i32}> : () -> i32
    %m0 = "arith.muli"(%by, %c128) : (i32, i32) -> i32
    %n0 = "arith.muli"(%bx, %c128) : (i32, i32) -> i32
    %ktiles = "arith.divui"(%K, %c16) : (i32, i32) -> i32
    %A_1 = "builtin.unrealized_conversion_cast"(%A) : (!nv_tileaa.ptr<f16>) -> !llvm.ptr<1>
    %x2 = "llvm.sext"(%M) : (i32) -> i64
    %x3 = "llvm.sext"(%K) : (i32) -> i64
    %c5 = "llvm.mlir.constant"() <{value = 1 : i64}> : () -> i64
    %t6 = "llvm.mul"(%c5, %x3) : (i64, i64) -> i64
    %u7 = "llvm.mlir.undef"() : () -> !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
    %agg8 = "llvm.insertvalue"(%u7, %A_1) <{position = array<i64: 0>}> : (!llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr<1>) -> !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
    %agg9 = "llvm.insertvalue"(%agg8, %A_1) <{position = array<i64: 1>}> : (!llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr<1>) -> !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
    %c10 = "llvm.mlir.constant"() <{value = 0 : i64}> : () -> i64
    %agg11 = "llvm.insertvalue"(%agg9, %c10) <{position = array<i64: 2>}> : (!llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
    %agg12 = "llvm.insertvalue"(%agg11, %x2) <{position = array<i64: 3, 0>}> : (!llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
    %agg13 = "llvm.insertvalue"(%agg12, %x3) <{position = array<i64: 3, 1>}> : (!llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
    %agg14 = "llvm.insertvalue"(%agg13, %t6) <{position = array<i64: 4, 0>}> : (!llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
    %agg15 = "llvm.insertvalue"(%agg14, %c5) <{position = array<i64: 4, 1>}> : (!llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
    %vA = "builtin.unrealized_conversion_cast"(%agg15) : (!llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>) -> memref<?x?xf16, 1>
    %B_16 = "builtin.unrealized_conversion_cast"(%B) : (!nv_tileaa.ptr<f16>) -> !llvm.ptr<1>
    %x17 = "llvm.sext"(%N) : (i32) -> i64
    %x18 = "llvm.sext"(%K) : (i32) -> i64
    %c19 = "llvm.mlir.constant"() <{value = 1 : i64}> : () -> i64
    %t20 = "llvm.mul"(%c19, %x18) : (i64, i64) -> i64
    %u21 = "llvm.mlir.undef"() : () -> !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
    %agg22 = "llvm.insertvalue"(%u21, %B_16) <{position = array<i64: 0>}> : (!llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr<1>) -> !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
    %agg23 = "llvm.insertvalue"(%agg22, %B_16) <{position = array<i64: 1>}> : (!llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr<1>) -> !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
    %c24 = "llvm.mlir.constant"() <{value = 0 : i64}> : () -> i64
    %agg25 = "llvm.insertvalue"(%agg23, %c24) <{position = array<i64: 2>}> : (!llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
    %agg26 = "llvm.insertvalue"(%agg25, %x17) <{position = array<i64: 3, 0>}> : (!llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
    %agg27 = "llvm.insertvalue"(%agg26, %x18) <{position = array<i64: 3, 1>}> : (!llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
    %agg28 = "llvm.insertvalue"(%agg27, %t20) <{position = array<i64: 4, 0>}> : (!llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
    %agg29 = "llvm.insertvalue"(%agg28, %c19) <{position = array<i64: 4, 1>}> : (!llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
    %vB = "builtin.unrealized_conversion_cast"(%agg29) : (!llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>) -> memref<?x?xf16, 1>
    %C_30 = "builtin.unrealized_conversion_cast"(%C) : (!nv_tileaa.ptr<f32>) -> !llvm.ptr<1>
    %x31 = "llvm.sext"(%M) : (i32) -> i64
    %x32 = "llvm.sext"(%N) : (i32) -> i64
    %c33 = "llvm.mlir.constant"() <{value = 1 : i64}> : () -> i64
    %t34 = "llvm.mul"(%c33, %x32) : (i64, i64) -> i64
    %u35 = "llvm.mlir.undef"() : () -> !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
    %agg36 = "llvm.insertvalue"(%u35, %C_30) <{position = array<i64: 0>}> : (!llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr<1>) -> !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
    %agg37 = "llvm.insertvalue"(%agg36, %C_30) <{position = array<i64: 1>}> : (!llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr<1>) -> !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
    %c38 = "llvm.mlir.constant"() <{value = 0 : i64}> : () -> i64
    %agg39 = "llvm.insertvalue"(%agg37, %c38) <{position = array<i64: 2>}> : (!llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
    %agg40 = "llvm.insertvalue"(%agg39, %x31) <{position = array<i64: 3, 0>}> : (!llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
    %agg41 = "llvm.insertvalue"(%agg40, %x32) <{position = array<i64: 3, 1>}> : (!llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
    %agg42 = "llvm.insertvalue"(%agg41, %t34) <{position = array<i64: 4, 0>}> : (!llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
    %agg43 = "llvm.insertvalue"(%agg42, %c33) <{position = array<i64: 4, 1>}> : (!llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
    %vC = "builtin.unrealized_conversion_cast"(%agg43) : (!llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>) -> memref<?x?xf32, 1>
    %lb = "arith.constant"() <{value = 0 : index}> : () -> index
    %step = "arith.constant"() <{value = 1 : index}> : () -> index
    %ub = "arith.index_cast"(%ktiles) : (i32) -> index
    %pipe = "nv_tileas.async.pipeline.create_pipeline"() <{consumer_arrivals = 256 : i32, smem_offset = 0 : i32}> : () -> !nv_tileas.pipeline<stages = 3, tensor<128x16xf16, #nv_tileas.smem<swizzle = 32>>, tensor<128x16xf16, #nv_tileas.smem<swizzle = 32>>>
    %c2 = "llvm.mlir.constant"() <{value = 128 : i32}> : () -> i32
    %p3 = "llvm.icmp"(%tid0, %c2) <{predicate = 6 : i64}> : (i32, i32) -> i1
    "scf.if"(%p3) ({
      %c4 = "llvm.mlir.constant"() <{value = 32 : i32}> : () -> i32
      %p5 = "llvm.icmp"(%tid0, %c4) <{predicate = 6 : i64}> : (i32, i32) -> i1
      "scf.if"(%p5) ({
        %elected6 = "nvvm.elect.sync"() : () -> i1
        "scf.if"(%elected6) ({
          %pit0 = "nv_tileas.async.pipeline.create_iterator"(%pipe) : (!nv_tileas.pipeline<stages = 3, tensor<128x16xf16, #nv_tileas.smem<swizzle = 32>>, tensor<128x16xf16, #nv_tileas.smem<swizzle = 32>>>) -> !nv_tileas.pipeline_iter<stages = 3>
          %pitN = "scf.for"(%lb, %ub, %step, %pit0) ({
          ^bb0(%k: index, %pit: !nv_tileas.pipeline_iter<stages = 3>):
            %ptok = "nv_tileas.async.pipeline.producer_acquire"(%pipe, %pit) : (!nv_tileas.pipeline<stages = 3, tensor<128x16xf16, #nv_tileas.smem<swizzle = 32>>, tensor<128x16xf16, #nv_tileas.smem<swizzle = 32>>>, !nv_tileas.pipeline_iter<stages = 3>) -> !nv_tileas.producer_token
            "nv_tileas.async.pipeline.producer_write"(%ptok) ({
              %ki = "arith.index_cast"(%k) : (index) -> i32
              %kk = "arith.muli"(%ki, %c16) : (i32, i32) -> i32
              %ta = "nv_tileas.async.tiled_tma_load"(%tma_desc0, %ptok, %m0, %kk) <{tmaIdx = 0 : i32, tx_count = 4096 : i32}> : (!nv_tileas.tma_desc<tensor<128x16xf16>>, !nv_tileas.producer_token, i32, i32) -> tensor<128x16xf16, #nv_tileas.smem<swizzle = 32>>
              %tb = "nv_tileas.async.tiled_tma_load"(%tma_desc1, %ptok, %n0, %kk) <{tmaIdx = 1 : i32, tx_count = 4096 : i32}> : (!nv_tileas.tma_desc<tensor<128x16xf16>>, !nv_tileas.producer_token, i32, i32) -> tensor<128x16xf16, #nv_tileas.smem<swizzle = 32>>
              "nv_tileas.async.pipeline.yield"(%ta, %tb) : (tensor<128x16xf16, #nv_tileas.smem<swizzle = 32>>, tensor<128x16xf16, #nv_tileas.smem<swizzle = 32>>) -> ()
            }) : (!nv_tileas.producer_token) -> ()
            "nv_tileas.async.pipeline.producer_commit"(%ptok) : (!nv_tileas.producer_token) -> ()
            %pnext = "nv_tileas.async.pipeline.inc_iter"(%pit) : (!nv_tileas.pipeline_iter<stages = 3>) -> !nv_tileas.pipeline_iter<stages = 3>
            "scf.yield"(%pnext) : (!nv_tileas.pipeline_iter<stages = 3>) -> ()
          }) : (index, index, index, !nv_tileas.pipeline_iter<stages = 3>) -> !nv_tileas.pipeline_iter<stages = 3>
          "scf.yield"() : () -> ()
        }, {
          "scf.yield"() : () -> ()
        }) : (i1) -> ()
        "scf.yield"() : () -> ()
      }, {
        "scf.yield"() : () -> ()
      }) : (i1) -> ()
      "scf.yield"() : () -> ()
    }, {
      %cit0 = "nv_tileas.async.pipeline.create_iterator"(%pipe) : (!nv_tileas.pipeline<stages = 3, tensor<128x16xf16, #nv_tileas.smem<swizzle = 32>>, tensor<128x16xf16, #nv_tileas.smem<swizzle = 32>>>) -> !nv_tileas.pipeline_iter<stages = 3>
      %c44 = "llvm.mlir.constant"() <{value = 128 : i32}> : () -> i32
      %t45 = "llvm.sub"(%tid0, %c44) : (i32, i32) -> i32
      %c46 = "llvm.mlir.constant"() <{value = 128 : i32}> : () -> i32
      %wg = "llvm.udiv"(%t45, %c46) : (i32, i32) -> i32
      %c64 = "arith.constant"() <{value = 64 : i32}> : () -> i32
      %c0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
      %row = "arith.muli"(%wg, %c64) : (i32, i32) -> i32
      %cf0 = "llvm.mlir.constant"() <{value = 0.0 : f32}> : () -> f32
      %u1 = "llvm.mlir.undef"() : () -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %agg2 = "llvm.insertvalue"(%u1, %cf0) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %agg3 = "llvm.insertvalue"(%agg2, %cf0) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %agg4 = "llvm.insertvalue"(%agg3, %cf0) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %agg5 = "llvm.insertvalue"(%agg4, %cf0) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %agg6 = "llvm.insertvalue"(%agg5, %cf0) <{position = array<i64: 4>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %agg7 = "llvm.insertvalue"(%agg6, %cf0) <{position = array<i64: 5>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %agg10 = "llvm.insertvalue"(%agg7, %cf0) <{position = array<i64: 6>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %agg16 = "llvm.insertvalue"(%agg10, %cf0) <{position = array<i64: 7>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %agg17 = "llvm.insertvalue"(%agg16, %cf0) <{position = array<i64: 8>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %agg18 = "llvm.insertvalue"(%agg17, %cf0) <{position = array<i64: 9>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %agg19 = "llvm.insertvalue"(%agg18, %cf0) <{position = array<i64: 10>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %agg20 = "llvm.insertvalue"(%agg19, %cf0) <{position = array<i64: 11>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %agg21 = "llvm.insertvalue"(%agg20, %cf0) <{position = array<i64: 12>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %agg24 = "llvm.insertvalue"(%agg21, %cf0) <{position = array<i64: 13>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %agg30 = "llvm.insertvalue"(%agg24, %cf0) <{position = array<i64: 14>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %agg31 = "llvm.insertvalue"(%agg30, %cf0) <{position = array<i64: 15>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %agg32 = "llvm.insertvalue"(%agg31, %cf0) <{position = array<i64: 16>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %agg33 = "llvm.insertvalue"(%agg32, %cf0) <{position = array<i64: 17>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %agg34 = "llvm.insertvalue"(%agg33, %cf0) <{position = array<i64: 18>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %agg35 = "llvm.insertvalue"(%agg34, %cf0) <{position = array<i64: 19>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %agg38 = "llvm.insertvalue"(%agg35, %cf0) <{position = array<i64: 20>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %agg44 = "llvm.insertvalue"(%agg38, %cf0) <{position = array<i64: 21>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %agg45 = "llvm.insertvalue"(%agg44, %cf0) <{position = array<i64: 22>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %agg46 = "llvm.insertvalue"(%agg45, %cf0) <{position = array<i64: 23>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %agg47 = "llvm.insertvalue"(%agg46, %cf0) <{position = array<i64: 24>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %agg48 = "llvm.insertvalue"(%agg47, %cf0) <{position = array<i64: 25>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %agg49 = "llvm.insertvalue"(%agg48, %cf0) <{position = array<i64: 26>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %agg50 = "llvm.insertvalue"(%agg49, %cf0) <{position = array<i64: 27>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %agg51 = "llvm.insertvalue"(%agg50, %cf0) <{position = array<i64: 28>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %agg52 = "llvm.insertvalue"(%agg51, %cf0) <{position = array<i64: 29>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %agg53 = "llvm.insertvalue"(%agg52, %cf0) <{position = array<i64: 30>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %agg54 = "llvm.insertvalue"(%agg53, %cf0) <{position = array<i64: 31>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %agg55 = "llvm.insertvalue"(%agg54, %cf0) <{position = array<i64: 32>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %agg56 = "llvm.insertvalue"(%agg55, %cf0) <{position = array<i64: 33>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %agg57 = "llvm.insertvalue"(%agg56, %cf0) <{position = array<i64: 34>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %agg58 = "llvm.insertvalue"(%agg57, %cf0) <{position = array<i64: 35>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %agg59 = "llvm.insertvalue"(%agg58, %cf0) <{position = array<i64: 36>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %agg60 = "llvm.insertvalue"(%agg59, %cf0) <{position = array<i64: 37>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %agg61 = "llvm.insertvalue"(%agg60, %cf0) <{position = array<i64: 38>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %agg62 = "llvm.insertvalue"(%agg61, %cf0) <{position = array<i64: 39>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %agg63 = "llvm.insertvalue"(%agg62, %cf0) <{position = array<i64: 40>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %agg64 = "llvm.insertvalue"(%agg63, %cf0) <{position = array<i64: 41>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %agg65 = "llvm.insertvalue"(%agg64, %cf0) <{position = array<i64: 42>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %agg66 = "llvm.insertvalue"(%agg65, %cf0) <{position = array<i64: 43>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %agg67 = "llvm.insertvalue"(%agg66, %cf0) <{position = array<i64: 44>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %agg68 = "llvm.insertvalue"(%agg67, %cf0) <{position = array<i64: 45>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %agg69 = "llvm.insertvalue"(%agg68, %cf0) <{position = array<i64: 46>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %agg70 = "llvm.insertvalue"(%agg69, %cf0) <{position = array<i64: 47>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %agg71 = "llvm.insertvalue"(%agg70, %cf0) <{position = array<i64: 48>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %agg72 = "llvm.insertvalue"(%agg71, %cf0) <{position = array<i64: 49>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %agg73 = "llvm.insertvalue"(%agg72, %cf0) <{position = array<i64: 50>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %agg74 = "llvm.insertvalue"(%agg73, %cf0) <{position = array<i64: 51>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %agg75 = "llvm.insertvalue"(%agg74, %cf0) <{position = array<i64: 52>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %agg76 = "llvm.insertvalue"(%agg75, %cf0) <{position = array<i64: 53>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %agg77 = "llvm.insertvalue"(%agg76, %cf0) <{position = array<i64: 54>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %agg78 = "llvm.insertvalue"(%agg77, %cf0) <{position = array<i64: 55>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %agg79 = "llvm.insertvalue"(%agg78, %cf0) <{position = array<i64: 56>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %agg80 = "llvm.insertvalue"(%agg79, %cf0) <{position = array<i64: 57>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %agg81 = "llvm.insertvalue"(%agg80, %cf0) <{position = array<i64: 58>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %agg82 = "llvm.insertvalue"(%agg81, %cf0) <{position = array<i64: 59>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %agg83 = "llvm.insertvalue"(%agg82, %cf0) <{position = array<i64: 60>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %agg84 = "llvm.insertvalue"(%agg83, %cf0) <{position = array<i64: 61>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %agg85 = "llvm.insertvalue"(%agg84, %cf0) <{position = array<i64: 62>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %agg86 = "llvm.insertvalue"(%agg85, %cf0) <{position = array<i64: 63>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %zero = "builtin.unrealized_conversion_cast"(%agg86) : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> tensor<64x128xf32, #nv_tileas.layout<wgmma_acc>>
      %acc_90, %citN = "scf.for"(%lb, %ub, %step, %agg86, %cit0) ({
      ^bb0(%kc: index, %acc0_87: !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>, %cit: !nv_tileas.pipeline_iter<stages = 3>):
        %acc0 = "builtin.unrealized_conversion_cast"(%acc0_87) : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> tensor<64x128xf32, #nv_tileas.layout<wgmma_acc>>
        %ctok = "nv_tileas.async.pipeline.consumer_wait"(%pipe, %cit) <{consumer_idx = 0 : i32}> : (!nv_tileas.pipeline<stages = 3, tensor<128x16xf16, #nv_tileas.smem<swizzle = 32>>, tensor<128x16xf16, #nv_tileas.smem<swizzle = 32>>>, !nv_tileas.pipeline_iter<stages = 3>) -> !nv_tileas.consumer_token
        %acc1_88 = "nv_tileas.async.pipeline.consumer_read"(%ctok) ({
        ^bb0(%sa: tensor<128x16xf16, #nv_tileas.smem<swizzle = 32>>, %sb: tensor<128x16xf16, #nv_tileas.smem<swizzle = 32>>):
          %c1 = "llvm.mlir.constant"() <{value = 2 : i32}> : () -> i32
          %t2 = "llvm.mul"(%c0, %c1) : (i32, i32) -> i32
          %c3 = "llvm.mlir.constant"() <{value = 32 : i32}> : () -> i32
          %t4 = "llvm.mul"(%row, %c3) : (i32, i32) -> i32
          %t5 = "llvm.add"(%t2, %t4) : (i32, i32) -> i32
          %sa_6 = "builtin.unrealized_conversion_cast"(%sa) : (tensor<128x16xf16, #nv_tileas.smem<swizzle = 32>>) -> !llvm.ptr<3>
          %a7 = "llvm.getelementptr"(%sa_6, %t5) <{elem_type = i8, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>
          %sa_wg = "builtin.unrealized_conversion_cast"(%a7) : (!llvm.ptr<3>) -> tensor<64x16xf16, #nv_tileas.smem<swizzle = 32>>
          %c8 = "llvm.mlir.constant"() <{value = 13835058124001705984 : i64}> : () -> i64
          %c9 = "llvm.mlir.constant"() <{value = 13835058124001705984 : i64}> : () -> i64
          %pi10 = "llvm.ptrtoint"(%a7) : (!llvm.ptr<3>) -> i64
          %c11 = "llvm.mlir.constant"() <{value = 262143 : i64}> : () -> i64
          %t12 = "llvm.and"(%pi10, %c11) : (i64, i64) -> i64
          %c13 = "llvm.mlir.constant"() <{value = 4 : i64}> : () -> i64
          %t14 = "llvm.lshr"(%t12, %c13) : (i64, i64) -> i64
          %sb_15 = "builtin.unrealized_conversion_cast"(%sb) : (tensor<128x16xf16, #nv_tileas.smem<swizzle = 32>>) -> !llvm.ptr<3>
          %pi16 = "llvm.ptrtoint"(%sb_15) : (!llvm.ptr<3>) -> i64
          %c17 = "llvm.mlir.constant"() <{value = 262143 : i64}> : () -> i64
          %t18 = "llvm.and"(%pi16, %c17) : (i64, i64) -> i64
          %c20 = "llvm.mlir.constant"() <{value = 4 : i64}> : () -> i64
          %t21 = "llvm.lshr"(%t18, %c20) : (i64, i64) -> i64
          %acc0_22 = "builtin.unrealized_conversion_cast"(%acc0) : (tensor<64x128xf32, #nv_tileas.layout<wgmma_acc>>) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
          "nvvm.wgmma.fence.aligned"() : () -> ()
          %t23 = "llvm.or"(%t14, %c8) : (i64, i64) -> i64
          %t24 = "llvm.or"(%t21, %c9) : (i64, i64) -> i64
          %acc25 = "nvvm.wgmma.mma_async"(%acc0_22, %t23, %t24) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, scaleA = #nvvm.wgmma_scale_in<one>, scaleB = #nvvm.wgmma_scale_in<one>, scaleD = #nvvm.wgmma_scale_out<one>, shape = #nvvm.shape<m = 64, n = 128, k = 16>, typeA = #nvvm.wgmma_type<f16>, typeB = #nvvm.wgmma_type<f16>, typeD = #nvvm.wgmma_type<f32>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>, i64, i64) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
          "nvvm.wgmma.commit.group.sync.aligned"() : () -> ()
          "nvvm.wgmma.wait.group.sync.aligned"() <{group = 0 : i32}> : () -> ()
          %d = "builtin.unrealized_conversion_cast"(%acc25) : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> tensor<64x128xf32, #nv_tileas.layout<wgmma_acc>>
          %d_89 = "builtin.unrealized_conversion_cast"(%d) : (tensor<64x128xf32, #nv_tileas.layout<wgmma_acc>>) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
          "nv_tileas.async.pipeline.yield"(%d_89) : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> ()
        }) : (!nv_tileas.consumer_token) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
        %acc1 = "builtin.unrealized_conversion_cast"(%acc1_88) : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> tensor<64x128xf32, #nv_tileas.layout<wgmma_acc>>
        "nv_tileas.async.pipeline.consumer_release"(%ctok) : (!nv_tileas.consumer_token) -> ()
        %cnext = "nv_tileas.async.pipeline.inc_iter"(%cit) : (!nv_tileas.pipeline_iter<stages = 3>) -> !nv_tileas.pipeline_iter<stages = 3>
        "scf.yield"(%acc1_88, %cnext) : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>, !nv_tileas.pipeline_iter<stages = 3>) -> ()
      }) : (index, index, index, !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>, !nv_tileas.pipeline_iter<stages = 3>) -> (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>, !nv_tileas.pipeline_iter<stages = 3>)
      %acc = "builtin.unrealized_conversion_cast"(%acc_90) : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> tensor<64x128xf32, #nv_tileas.layout<wgmma_acc>>
      %crow = "arith.addi"(%m0, %row) : (i32, i32) -> i32
      %vC_91 = "builtin.unrealized_conversion_cast"(%vC) : (memref<?x?xf32, 1>) -> !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %e92 = "llvm.extractvalue"(%vC_91) <{position = array<i64: 1>}> : (!llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>) -> !llvm.ptr<1>
      %e93 = "llvm.extractvalue"(%vC_91) <{position = array<i64: 3, 0>}> : (!llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>) -> i64
      %e94 = "llvm.extractvalue"(%vC_91) <{position = array<i64: 3, 1>}> : (!llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>) -> i64
      %e95 = "llvm.extractvalue"(%vC_91) <{position = array<i64: 4, 0>}> : (!llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>) -> i64
      %e96 = "llvm.extractvalue"(%vC_91) <{position = array<i64: 4, 1>}> : (!llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>) -> i64
      %x97 = "llvm.sext"(%crow) : (i32) -> i64
      %x98 = "llvm.sext"(%n0) : (i32) -> i64
      %e99 = "llvm.extractvalue"(%acc_90) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %e100 = "llvm.extractvalue"(%acc_90) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %e101 = "llvm.extractvalue"(%acc_90) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %e102 = "llvm.extractvalue"(%acc_90) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %e103 = "llvm.extractvalue"(%acc_90) <{position = array<i64: 4>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %e104 = "llvm.extractvalue"(%acc_90) <{position = array<i64: 5>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %e105 = "llvm.extractvalue"(%acc_90) <{position = array<i64: 6>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %e106 = "llvm.extractvalue"(%acc_90) <{position = array<i64: 7>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %e107 = "llvm.extractvalue"(%acc_90) <{position = array<i64: 8>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %e108 = "llvm.extractvalue"(%acc_90) <{position = array<i64: 9>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %e109 = "llvm.extractvalue"(%acc_90) <{position = array<i64: 10>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %e110 = "llvm.extractvalue"(%acc_90) <{position = array<i64: 11>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %e111 = "llvm.extractvalue"(%acc_90) <{position = array<i64: 12>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %e112 = "llvm.extractvalue"(%acc_90) <{position = array<i64: 13>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %e113 = "llvm.extractvalue"(%acc_90) <{position = array<i64: 14>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %e114 = "llvm.extractvalue"(%acc_90) <{position = array<i64: 15>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %e115 = "llvm.extractvalue"(%acc_90) <{position = array<i64: 16>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %e116 = "llvm.extractvalue"(%acc_90) <{position = array<i64: 17>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %e117 = "llvm.extractvalue"(%acc_90) <{position = array<i64: 18>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %e118 = "llvm.extractvalue"(%acc_90) <{position = array<i64: 19>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %e119 = "llvm.extractvalue"(%acc_90) <{position = array<i64: 20>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %e120 = "llvm.extractvalue"(%acc_90) <{position = array<i64: 21>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %e121 = "llvm.extractvalue"(%acc_90) <{position = array<i64: 22>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %e122 = "llvm.extractvalue"(%acc_90) <{position = array<i64: 23>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %e123 = "llvm.extractvalue"(%acc_90) <{position = array<i64: 24>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %e124 = "llvm.extractvalue"(%acc_90) <{position = array<i64: 25>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %e125 = "llvm.extractvalue"(%acc_90) <{position = array<i64: 26>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %e126 = "llvm.extractvalue"(%acc_90) <{position = array<i64: 27>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %e127 = "llvm.extractvalue"(%acc_90) <{position = array<i64: 28>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %e128 = "llvm.extractvalue"(%acc_90) <{position = array<i64: 29>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %e129 = "llvm.extractvalue"(%acc_90) <{position = array<i64: 30>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %e130 = "llvm.extractvalue"(%acc_90) <{position = array<i64: 31>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %e131 = "llvm.extractvalue"(%acc_90) <{position = array<i64: 32>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %e132 = "llvm.extractvalue"(%acc_90) <{position = array<i64: 33>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %e133 = "llvm.extractvalue"(%acc_90) <{position = array<i64: 34>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %e134 = "llvm.extractvalue"(%acc_90) <{position = array<i64: 35>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %e135 = "llvm.extractvalue"(%acc_90) <{position = array<i64: 36>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %e136 = "llvm.extractvalue"(%acc_90) <{position = array<i64: 37>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %e137 = "llvm.extractvalue"(%acc_90) <{position = array<i64: 38>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %e138 = "llvm.extractvalue"(%acc_90) <{position = array<i64: 39>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %e139 = "llvm.extractvalue"(%acc_90) <{position = array<i64: 40>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %e140 = "llvm.extractvalue"(%acc_90) <{position = array<i64: 41>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %e141 = "llvm.extractvalue"(%acc_90) <{position = array<i64: 42>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %e142 = "llvm.extractvalue"(%acc_90) <{position = array<i64: 43>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %e143 = "llvm.extractvalue"(%acc_90) <{position = array<i64: 44>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %e144 = "llvm.extractvalue"(%acc_90) <{position = array<i64: 45>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %e145 = "llvm.extractvalue"(%acc_90) <{position = array<i64: 46>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %e146 = "llvm.extractvalue"(%acc_90) <{position = array<i64: 47>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %e147 = "llvm.extractvalue"(%acc_90) <{position = array<i64: 48>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %e148 = "llvm.extractvalue"(%acc_90) <{position = array<i64: 49>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %e149 = "llvm.extractvalue"(%acc_90) <{position = array<i64: 50>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %e150 = "llvm.extractvalue"(%acc_90) <{position = array<i64: 51>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %e151 = "llvm.extractvalue"(%acc_90) <{position = array<i64: 52>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %e152 = "llvm.extractvalue"(%acc_90) <{position = array<i64: 53>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %e153 = "llvm.extractvalue"(%acc_90) <{position = array<i64: 54>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %e154 = "llvm.extractvalue"(%acc_90) <{position = array<i64: 55>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %e155 = "llvm.extractvalue"(%acc_90) <{position = array<i64: 56>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %e156 = "llvm.extractvalue"(%acc_90) <{position = array<i64: 57>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %e157 = "llvm.extractvalue"(%acc_90) <{position = array<i64: 58>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %e158 = "llvm.extractvalue"(%acc_90) <{position = array<i64: 59>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %e159 = "llvm.extractvalue"(%acc_90) <{position = array<i64: 60>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %e160 = "llvm.extractvalue"(%acc_90) <{position = array<i64: 61>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %e161 = "llvm.extractvalue"(%acc_90) <{position = array<i64: 62>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %e162 = "llvm.extractvalue"(%acc_90) <{position = array<i64: 63>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %c163 = "llvm.mlir.constant"() <{value = 128 : i32}> : () -> i32
      %t164 = "llvm.sub"(%tid0, %c163) : (i32, i32) -> i32
      %c165 = "llvm.mlir.constant"() <{value = 128 : i32}> : () -> i32
      %t166 = "llvm.urem"(%t164, %c165) : (i32, i32) -> i32
      %c167 = "llvm.mlir.constant"() <{value = 32 : i32}> : () -> i32
      %t168 = "llvm.udiv"(%t166, %c167) : (i32, i32) -> i32
      %c169 = "llvm.mlir.constant"() <{value = 32 : i32}> : () -> i32
      %t170 = "llvm.urem"(%t166, %c169) : (i32, i32) -> i32
      %c171 = "llvm.mlir.constant"() <{value = 16 : i32}> : () -> i32
      %t172 = "llvm.mul"(%t168, %c171) : (i32, i32) -> i32
      %c173 = "llvm.mlir.constant"() <{value = 4 : i32}> : () -> i32
      %t174 = "llvm.udiv"(%t170, %c173) : (i32, i32) -> i32
      %t175 = "llvm.add"(%t172, %t174) : (i32, i32) -> i32
      %c176 = "llvm.mlir.constant"() <{value = 4 : i32}> : () -> i32
      %t177 = "llvm.urem"(%t170, %c176) : (i32, i32) -> i32
      %c178 = "llvm.mlir.constant"() <{value = 2 : i32}> : () -> i32
      %t179 = "llvm.mul"(%t177, %c178) : (i32, i32) -> i32
      %x180 = "llvm.zext"(%t175) : (i32) -> i64
      %t181 = "llvm.add"(%x97, %x180) : (i64, i64) -> i64
      %x182 = "llvm.zext"(%t179) : (i32) -> i64
      %t183 = "llvm.add"(%x98, %x182) : (i64, i64) -> i64
      %t184 = "llvm.mul"(%t181, %e95) : (i64, i64) -> i64
      %t185 = "llvm.add"(%t184, %t183) : (i64, i64) -> i64
      %c186 = "llvm.mlir.constant"() <{value = 8 : i64}> : () -> i64
      %t187 = "llvm.mul"(%e95, %c186) : (i64, i64) -> i64
      %a188 = "llvm.getelementptr"(%e92, %t185) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
      %p189 = "llvm.icmp"(%t181, %e93) <{predicate = 6 : i64}> : (i64, i64) -> i1
      %p190 = "llvm.icmp"(%t183, %e94) <{predicate = 6 : i64}> : (i64, i64) -> i1
      %t191 = "llvm.and"(%p189, %p190) : (i1, i1) -> i1
      "scf.if"(%t191) ({
        "llvm.store"(%e99, %a188) : (f32, !llvm.ptr<1>) -> ()
        "scf.yield"() : () -> ()
      }, {
        "scf.yield"() : () -> ()
      }) : (i1) -> ()
      %c192 = "llvm.mlir.constant"() <{value = 1 : i64}> : () -> i64
      %t193 = "llvm.add"(%t185, %c192) : (i64, i64) -> i64
      %a194 = "llvm.getelementptr"(%e92, %t193) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
      %c195 = "llvm.mlir.constant"() <{value = 1 : i64}> : () -> i64
      %t196 = "llvm.add"(%t183, %c195) : (i64, i64) -> i64
      %p197 = "llvm.icmp"(%t196, %e94) <{predicate = 6 : i64}> : (i64, i64) -> i1
      %t198 = "llvm.and"(%p189, %p197) : (i1, i1) -> i1
      "scf.if"(%t198) ({
        "llvm.store"(%e100, %a194) : (f32, !llvm.ptr<1>) -> ()
        "scf.yield"() : () -> ()
      }, {
        "scf.yield"() : () -> ()
      }) : (i1) -> ()
      %t199 = "llvm.add"(%t185, %t187) : (i64, i64) -> i64
      %a200 = "llvm.getelementptr"(%e92, %t199) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
      %c201 = "llvm.mlir.constant"() <{value = 8 : i64}> : () -> i64
      %t202 = "llvm.add"(%t181, %c201) : (i64, i64) -> i64
      %p203 = "llvm.icmp"(%t202, %e93) <{predicate = 6 : i64}> : (i64, i64) -> i1
      %t204 = "llvm.and"(%p203, %p190) : (i1, i1) -> i1
      "scf.if"(%t204) ({
        "llvm.store"(%e101, %a200) : (f32, !llvm.ptr<1>) -> ()
        "scf.yield"() : () -> ()
      }, {
        "scf.yield"() : () -> ()
      }) : (i1) -> ()
      %t205 = "llvm.add"(%t185, %t187) : (i64, i64) -> i64
      %c206 = "llvm.mlir.constant"() <{value = 1 : i64}> : () -> i64
      %t207 = "llvm.add"(%t205, %c206) : (i64, i64) -> i64
      %a208 = "llvm.getelementptr"(%e92, %t207) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
      %t209 = "llvm.and"(%p203, %p197) : (i1, i1) -> i1
      "scf.if"(%t209) ({
        "llvm.store"(%e102, %a208) : (f32, !llvm.ptr<1>) -> ()
        "scf.yield"() : () -> ()
      }, {
        "scf.yield"() : () -> ()
      }) : (i1) -> ()
      %c210 = "llvm.mlir.constant"() <{value = 8 : i64}> : () -> i64
      %t211 = "llvm.add"(%t185, %c210) : (i64, i64) -> i64
      %a212 = "llvm.getelementptr"(%e92, %t211) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
      %c213 = "llvm.mlir.constant"() <{value = 8 : i64}> : () -> i64
      %t214 = "llvm.add"(%t183, %c213) : (i64, i64) -> i64
      %p215 = "llvm.icmp"(%t214, %e94) <{predicate = 6 : i64}> : (i64, i64) -> i1
      %t216 = "llvm.and"(%p189, %p215) : (i1, i1) -> i1
      "scf.if"(%t216) ({
        "llvm.store"(%e103, %a212) : (f32, !llvm.ptr<1>) -> ()
        "scf.yield"() : () -> ()
      }, {
        "scf.yield"() : () -> ()
      }) : (i1) -> ()
      %c217 = "llvm.mlir.constant"() <{value = 9 : i64}> : () -> i64
      %t218 = "llvm.add"(%t185, %c217) : (i64, i64) -> i64
      %a219 = "llvm.getelementptr"(%e92, %t218) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
      %c220 = "llvm.mlir.constant"() <{value = 9 : i64}> : () -> i64
      %t221 = "llvm.add"(%t183, %c220) : (i64, i64) -> i64
      %p222 = "llvm.icmp"(%t221, %e94) <{predicate = 6 : i64}> : (i64, i64) -> i1
      %t223 = "llvm.and"(%p189, %p222) : (i1, i1) -> i1
      "scf.if"(%t223) ({
        "llvm.store"(%e104, %a219) : (f32, !llvm.ptr<1>) -> ()
        "scf.yield"() : () -> ()
      }, {
        "scf.yield"() : () -> ()
      }) : (i1) -> ()
      %t224 = "llvm.add"(%t185, %t187) : (i64, i64) -> i64
      %c225 = "llvm.mlir.constant"() <{value = 8 : i64}> : () -> i64
      %t226 = "llvm.add"(%t224, %c225) : (i64, i64) -> i64
      %a227 = "llvm.getelementptr"(%e92, %t226) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
      %t228 = "llvm.and"(%p203, %p215) : (i1, i1) -> i1
      "scf.if"(%t228) ({
        "llvm.store"(%e105, %a227) : (f32, !llvm.ptr<1>) -> ()
        "scf.yield"() : () -> ()
      }, {
        "scf.yield"() : () -> ()
      }) : (i1) -> ()
      %t229 = "llvm.add"(%t185, %t187) : (i64, i64) -> i64
      %c230 = "llvm.mlir.constant"() <{value = 9 : i64}> : () -> i64
      %t231 = "llvm.add"(%t229, %c230) : (i64, i64) -> i64
      %a232 = "llvm.getelementptr"(%e92, %t231) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
      %t233 = "llvm.and"(%p203, %p222) : (i1, i1) -> i1
      "scf.if"(%t233) ({
        "llvm.store"(%e106, %a232) : (f32, !llvm.ptr<1>) -> ()
        "scf.yield"() : () -> ()
      }, {
        "scf.yield"() : () -> ()
      }) : (i1) -> ()
      %c234 = "llvm.mlir.constant"() <{value = 16 : i64}> : () -> i64
      %t235 = "llvm.add"(%t185, %c234) : (i64, i64) -> i64
      %a236 = "llvm.getelementptr"(%e92, %t235) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
      %c237 = "llvm.mlir.constant"() <{value = 16 : i64}> : () -> i64
      %t238 = "llvm.add"(%t183, %c237) : (i64, i64) -> i64
      %p239 = "llvm.icmp"(%t238, %e94) <{predicate = 6 : i64}> : (i64, i64) -> i1
      %t240 = "llvm.and"(%p189, %p239) : (i1, i1) -> i1
      "scf.if"(%t240) ({
        "llvm.store"(%e107, %a236) : (f32, !llvm.ptr<1>) -> ()
        "scf.yield"() : () -> ()
      }, {
        "scf.yield"() : () -> ()
      }) : (i1) -> ()
      %c241 = "llvm.mlir.constant"() <{value = 17 : i64}> : () -> i64
      %t242 = "llvm.add"(%t185, %c241) : (i64, i64) -> i64
      %a243 = "llvm.getelementptr"(%e92, %t242) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
      %c244 = "llvm.mlir.constant"() <{value = 17 : i64}> : () -> i64
      %t245 = "llvm.add"(%t183, %c244) : (i64, i64) -> i64
      %p246 = "llvm.icmp"(%t245, %e94) <{predicate = 6 : i64}> : (i64, i64) -> i1
      %t247 = "llvm.and"(%p189, %p246) : (i1, i1) -> i1
      "scf.if"(%t247) ({
        "llvm.store"(%e108, %a243) : (f32, !llvm.ptr<1>) -> ()
        "scf.yield"() : () -> ()
      }, {
        "scf.yield"() : () -> ()
      }) : (i1) -> ()
      %t248 = "llvm.add"(%t185, %t187) : (i64, i64) -> i64
      %c249 = "llvm.mlir.constant"() <{value = 16 : i64}> : () -> i64
      %t250 = "llvm.add"(%t248, %c249) : (i64, i64) -> i64
      %a251 = "llvm.getelementptr"(%e92, %t250) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
      %t252 = "llvm.and"(%p203, %p239) : (i1, i1) -> i1
      "scf.if"(%t252) ({
        "llvm.store"(%e109, %a251) : (f32, !llvm.ptr<1>) -> ()
        "scf.yield"() : () -> ()
      }, {
        "scf.yield"() : () -> ()
      }) : (i1) -> ()
      %t253 = "llvm.add"(%t185, %t187) : (i64, i64) -> i64
      %c254 = "llvm.mlir.constant"() <{value = 17 : i64}> : () -> i64
      %t255 = "llvm.add"(%t253, %c254) : (i64, i64) -> i64
      %a256 = "llvm.getelementptr"(%e92, %t255) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
      %t257 = "llvm.and"(%p203, %p246) : (i1, i1) -> i1
      "scf.if"(%t257) ({
        "llvm.store"(%e110, %a256) : (f32, !llvm.ptr<1>) -> ()
        "scf.yield"() : () -> ()
      }, {
        "scf.yield"() : () -> ()
      }) : (i1) -> ()
      %c258 = "llvm.mlir.constant"() <{value = 24 : i64}> : () -> i64
      %t259 = "llvm.add"(%t185, %c258) : (i64, i64) -> i64
      %a260 = "llvm.getelementptr"(%e92, %t259) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
      %c261 = "llvm.mlir.constant"() <{value = 24 : i64}> : () -> i64
      %t262 = "llvm.add"(%t183, %c261) : (i64, i64) -> i64
      %p263 = "llvm.icmp"(%t262, %e94) <{predicate = 6 : i64}> : (i64, i64) -> i1
      %t264 = "llvm.and"(%p189, %p263) : (i1, i1) -> i1
      "scf.if"(%t264) ({
        "llvm.store"(%e111, %a260) : (f32, !llvm.ptr<1>) -> ()
        "scf.yield"() : () -> ()
      }, {
        "scf.yield"() : () -> ()
      }) : (i1) -> ()
      %c265 = "llvm.mlir.constant"() <{value = 25 : i64}> : () -> i64
      %t266 = "llvm.add"(%t185, %c265) : (i64, i64) -> i64
      %a267 = "llvm.getelementptr"(%e92, %t266) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
      %c268 = "llvm.mlir.constant"() <{value = 25 : i64}> : () -> i64
      %t269 = "llvm.add"(%t183, %c268) : (i64, i64) -> i64
      %p270 = "llvm.icmp"(%t269, %e94) <{predicate = 6 : i64}> : (i64, i64) -> i1
      %t271 = "llvm.and"(%p189, %p270) : (i1, i1) -> i1
      "scf.if"(%t271) ({
        "llvm.store"(%e112, %a267) : (f32, !llvm.ptr<1>) -> ()
        "scf.yield"() : () -> ()
      }, {
        "scf.yield"() : () -> ()
      }) : (i1) -> ()
      %t272 = "llvm.add"(%t185, %t187) : (i64, i64) -> i64
      %c273 = "llvm.mlir.constant"() <{value = 24 : i64}> : () -> i64
      %t274 = "llvm.add"(%t272, %c273) : (i64, i64) -> i64
      %a275 = "llvm.getelementptr"(%e92, %t274) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
      %t276 = "llvm.and"(%p203, %p263) : (i1, i1) -> i1
      "scf.if"(%t276) ({
        "llvm.store"(%e113, %a275) : (f32, !llvm.ptr<1>) -> ()
        "scf.yield"() : () -> ()
      }, {
        "scf.yield"() : () -> ()
      }) : (i1) -> ()
      %t277 = "llvm.add"(%t185, %t187) : (i64, i64) -> i64
      %c278 = "llvm.mlir.constant"() <{value = 25 : i64}> : () -> i64
      %t279 = "llvm.add"(%t277, %c278) : (i64, i64) -> i64
      %a280 = "llvm.getelementptr"(%e92, %t279) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
      %t281 = "llvm.and"(%p203, %p270) : (i1, i1) -> i1
      "scf.if"(%t281) ({
        "llvm.store"(%e114, %a280) : (f32, !llvm.ptr<1>) -> ()
        "scf.yield"() : () -> ()
      }, {
        "scf.yield"() : () -> ()
      }) : (i1) -> ()
      %c282 = "llvm.mlir.constant"() <{value = 32 : i64}> : () -> i64
      %t283 = "llvm.add"(%t185, %c282) : (i64, i64) -> i64
      %a284 = "llvm.getelementptr"(%e92, %t283) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
      %c285 = "llvm.mlir.constant"() <{value = 32 : i64}> : () -> i64
      %t286 = "llvm.add"(%t183, %c285) : (i64, i64) -> i64
      %p287 = "llvm.icmp"(%t286, %e94) <{predicate = 6 : i64}> : (i64, i64) -> i1
      %t288 = "llvm.and"(%p189, %p287) : (i1, i1) -> i1
      "scf.if"(%t288) ({
        "llvm.store"(%e115, %a284) : (f32, !llvm.ptr<1>) -> ()
        "scf.yield"() : () -> ()
      }, {
        "scf.yield"() : () -> ()
      }) : (i1) -> ()
      %c289 = "llvm.mlir.constant"() <{value = 33 : i64}> : () -> i64
      %t290 = "llvm.add"(%t185, %c289) : (i64, i64) -> i64
      %a291 = "llvm.getelementptr"(%e92, %t290) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
      %c292 = "llvm.mlir.constant"() <{value = 33 : i64}> : () -> i64
      %t293 = "llvm.add"(%t183, %c292) : (i64, i64) -> i64
      %p294 = "llvm.icmp"(%t293, %e94) <{predicate = 6 : i64}> : (i64, i64) -> i1
      %t295 = "llvm.and"(%p189, %p294) : (i1, i1) -> i1
      "scf.if"(%t295) ({
        "llvm.store"(%e116, %a291) : (f32, !llvm.ptr<1>) -> ()
        "scf.yield"() : () -> ()
      }, {
        "scf.yield"() : () -> ()
      }) : (i1) -> ()
      %t296 = "llvm.add"(%t185, %t187) : (i64, i64) -> i64
      %c297 = "llvm.mlir.constant"() <{value = 32 : i64}> : () -> i64
      %t298 = "llvm.add"(%t296, %c297) : (i64, i64) -> i64
      %a299 = "llvm.getelementptr"(%e92, %t298) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
      %t300 = "llvm.and"(%p203, %p287) : (i1, i1) -> i1
      "scf.if"(%t300) ({
        "llvm.store"(%e117, %a299) : (f32, !llvm.ptr<1>) -> ()
        "scf.yield"() : () -> ()
      }, {
        "scf.yield"() : () -> ()
      }) : (i1) -> ()
      %t301 = "llvm.add"(%t185, %t187) : (i64, i64) -> i64
      %c302 = "llvm.mlir.constant"() <{value = 33 : i64}> : () -> i64
      %t303 = "llvm.add"(%t301, %c302) : (i64, i64) -> i64
      %a304 = "llvm.getelementptr"(%e92, %t303) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
      %t305 = "llvm.and"(%p203, %p294) : (i1, i1) -> i1
      "scf.if"(%t305) ({
        "llvm.store"(%e118, %a304) : (f32, !llvm.ptr<1>) -> ()
        "scf.yield"() : () -> ()
      }, {
        "scf.yield"() : () -> ()
      }) : (i1) -> ()
      %c306 = "llvm.mlir.constant"() <{value = 40 : i64}> : () -> i64
      %t307 = "llvm.add"(%t185, %c306) : (i64, i64) -> i64
      %a308 = "llvm.getelementptr"(%e92, %t307) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
      %c309 = "llvm.mlir.constant"() <{value = 40 : i64}> : () -> i64
      %t310 = "llvm.add"(%t183, %c309) : (i64, i64) -> i64
      %p311 = "llvm.icmp"(%t310, %e94) <{predicate = 6 : i64}> : (i64, i64) -> i1
      %t312 = "llvm.and"(%p189, %p311) : (i1, i1) -> i1
      "scf.if"(%t312) ({
        "llvm.store"(%e119, %a308) : (f32, !llvm.ptr<1>) -> ()
        "scf.yield"() : () -> ()
      }, {
        "scf.yield"() : () -> ()
      }) : (i1) -> ()
      %c313 = "llvm.mlir.constant"() <{value = 41 : i64}> : () -> i64
      %t314 = "llvm.add"(%t185, %c313) : (i64, i64) -> i64
      %a315 = "llvm.getelementptr"(%e92, %t314) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
      %c316 = "llvm.mlir.constant"() <{value = 41 : i64}> : () -> i64
      %t317 = "llvm.add"(%t183, %c316) : (i64, i64) -> i64
      %p318 = "llvm.icmp"(%t317, %e94) <{predicate = 6 : i64}> : (i64, i64) -> i1
      %t319 = "llvm.and"(%p189, %p318) : (i1, i1) -> i1
      "scf.if"(%t319) ({
        "llvm.store"(%e120, %a315) : (f32, !llvm.ptr<1>) -> ()
        "scf.yield"() : () -> ()
      }, {
        "scf.yield"() : () -> ()
      }) : (i1) -> ()
      %t320 = "llvm.add"(%t185, %t187) : (i64, i64) -> i64
      %c321 = "llvm.mlir.constant"() <{value = 40 : i64}> : () -> i64
      %t322 = "llvm.add"(%t320, %c321) : (i64, i64) -> i64
      %a323 = "llvm.getelementptr"(%e92, %t322) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
      %t324 = "llvm.and"(%p203, %p311) : (i1, i1) -> i1
      "scf.if"(%t324) ({
        "llvm.store"(%e121, %a323) : (f32, !llvm.ptr<1>) -> ()
        "scf.yield"() : () -> ()
      }, {
        "scf.yield"() : () -> ()
      }) : (i1) -> ()
      %t325 = "llvm.add"(%t185, %t187) : (i64, i64) -> i64
      %c326 = "llvm.mlir.constant"() <{value = 41 : i64}> : () -> i64
      %t327 = "llvm.add"(%t325, %c326) : (i64, i64) -> i64
      %a328 = "llvm.getelementptr"(%e92, %t327) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
      %t329 = "llvm.and"(%p203, %p318) : (i1, i1) -> i1
      "scf.if"(%t329) ({
        "llvm.store"(%e122, %a328) : (f32, !llvm.ptr<1>) -> ()
        "scf.yield"() : () -> ()
      }, {
        "scf.yield"() : () -> ()
      }) : (i1) -> ()
      %c330 = "llvm.mlir.constant"() <{value = 48 : i64}> : () -> i64
      %t331 = "llvm.add"(%t185, %c330) : (i64, i64) -> i64
      %a332 = "llvm.getelementptr"(%e92, %t331) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
      %c333 = "llvm.mlir.constant"() <{value = 48 : i64}> : () -> i64
      %t334 = "llvm.add"(%t183, %c333) : (i64, i64) -> i64
      %p335 = "llvm.icmp"(%t334, %e94) <{predicate = 6 : i64}> : (i64, i64) -> i1
      %t336 = "llvm.and"(%p189, %p335) : (i1, i1) -> i1
      "scf.if"(%t336) ({
        "llvm.store"(%e123, %a332) : (f32, !llvm.ptr<1>) -> ()
        "scf.yield"() : () -> ()
      }, {
        "scf.yield"() : () -> ()
      }) : (i1) -> ()
      %c337 = "llvm.mlir.constant"() <{value = 49 : i64}> : () -> i64
      %t338 = "llvm.add"(%t185, %c337) : (i64, i64) -> i64
      %a339 = "llvm.getelementptr"(%e92, %t338) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
      %c340 = "llvm.mlir.constant"() <{value = 49 : i64}> : () -> i64
      %t341 = "llvm.add"(%t183, %c340) : (i64, i64) -> i64
      %p342 = "llvm.icmp"(%t341, %e94) <{predicate = 6 : i64}> : (i64, i64) -> i1
      %t343 = "llvm.and"(%p189, %p342) : (i1, i1) -> i1
      "scf.if"(%t343) ({
        "llvm.store"(%e124, %a339) : (f32, !llvm.ptr<1>) -> ()
        "scf.yield"() : () -> ()
      }, {
        "scf.yield"() : () -> ()
      }) : (i1) -> ()
      %t344 = "llvm.add"(%t185, %t187) : (i64, i64) -> i64
      %c345 = "llvm.mlir.constant"() <{value = 48 : i64}> : () -> i64
      %t346 = "llvm.add"(%t344, %c345) : (i64, i64) -> i64
      %a347 = "llvm.getelementptr"(%e92, %t346) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
      %t348 = "llvm.and"(%p203, %p335) : (i1, i1) -> i1
      "scf.if"(%t348) ({
        "llvm.store"(%e125, %a347) : (f32, !llvm.ptr<1>) -> ()
        "scf.yield"() : () -> ()
      }, {
        "scf.yield"() : () -> ()
      }) : (i1) -> ()
      %t349 = "llvm.add"(%t185, %t187) : (i64, i64) -> i64
      %c350 = "llvm.mlir.constant"() <{value = 49 : i64}> : () -> i64
      %t351 = "llvm.add"(%t349, %c350) : (i64, i64) -> i64
      %a352 = "llvm.getelementptr"(%e92, %t351) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
      %t353 = "llvm.and"(%p203, %p342) : (i1, i1) -> i1
      "scf.if"(%t353) ({
        "llvm.store"(%e126, %a352) : (f32, !llvm.ptr<1>) -> ()
        "scf.yield"() : () -> ()
      }, {
        "scf.yield"() : () -> ()
      }) : (i1) -> ()
      %c354 = "llvm.mlir.constant"() <{value = 56 : i64}> : () -> i64
      %t355 = "llvm.add"(%t185, %c354) : (i64, i64) -> i64
      %a356 = "llvm.getelementptr"(%e92, %t355) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
      %c357 = "llvm.mlir.constant"() <{value = 56 : i64}> : () -> i64
      %t358 = "llvm.add"(%t183, %c357) : (i64, i64) -> i64
      %p359 = "llvm.icmp"(%t358, %e94) <{predicate = 6 : i64}> : (i64, i64) -> i1
      %t360 = "llvm.and"(%p189, %p359) : (i1, i1) -> i1
      "scf.if"(%t360) ({
        "llvm.store"(%e127, %a356) : (f32, !llvm.ptr<1>) -> ()
        "scf.yield"() : () -> ()
      }, {
        "scf.yield"() : () -> ()
      }) : (i1) -> ()
      %c361 = "llvm.mlir.constant"() <{value = 57 : i64}> : () -> i64
      %t362 = "llvm.add"(%t185, %c361) : (i64, i64) -> i64
      %a363 = "llvm.getelementptr"(%e92, %t362) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
      %c364 = "llvm.mlir.constant"() <{value = 57 : i64}> : () -> i64
      %t365 = "llvm.add"(%t183, %c364) : (i64, i64) -> i64
      %p366 = "llvm.icmp"(%t365, %e94) <{predicate = 6 : i64}> : (i64, i64) -> i1
      %t367 = "llvm.and"(%p189, %p366) : (i1, i1) -> i1
      "scf.if"(%t367) ({
        "llvm.store"(%e128, %a363) : (f32, !llvm.ptr<1>) -> ()
        "scf.yield"() : () -> ()
      }, {
        "scf.yield"() : () -> ()
      }) : (i1) -> ()
      %t368 = "llvm.add"(%t185, %t187) : (i64, i64) -> i64
      %c369 = "llvm.mlir.constant"() <{value = 56 : i64}> : () -> i64
      %t370 = "llvm.add"(%t368, %c369) : (i64, i64) -> i64
      %a371 = "llvm.getelementptr"(%e92, %t370) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
      %t372 = "llvm.and"(%p203, %p359) : (i1, i1) -> i1
      "scf.if"(%t372) ({
        "llvm.store"(%e129, %a371) : (f32, !llvm.ptr<1>) -> ()
        "scf.yield"() : () -> ()
      }, {
        "scf.yield"() : () -> ()
      }) : (i1) -> ()
      %t373 = "llvm.add"(%t185, %t187) : (i64, i64) -> i64
      %c374 = "llvm.mlir.constant"() <{value = 57 : i64}> : () -> i64
      %t375 = "llvm.add"(%t373, %c374) : (i64, i64) -> i64
      %a376 = "llvm.getelementptr"(%e92, %t375) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
      %t377 = "llvm.and"(%p203, %p366) : (i1, i1) -> i1
      "scf.if"(%t377) ({
        "llvm.store"(%e130, %a376) : (f32, !llvm.ptr<1>) -> ()
        "scf.yield"() : () -> ()
      }, {
        "scf.yield"() : () -> ()
      }) : (i1) -> ()
      %c378 = "llvm.mlir.constant"() <{value = 64 : i64}> : () -> i64
      %t379 = "llvm.add"(%t185, %c378) : (i64, i64) -> i64
      %a380 = "llvm.getelementptr"(%e92, %t379) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
      %c381 = "llvm.mlir.constant"() <{value = 64 : i64}> : () -> i64
      %t382 = "llvm.add"(%t183, %c381) : (i64, i64) -> i64
      %p383 = "llvm.icmp"(%t382, %e94) <{predicate = 6 : i64}> : (i64, i64) -> i1
      %t384 = "llvm.and"(%p189, %p383) : (i1, i1) -> i1
      "scf.if"(%t384) ({
        "llvm.store"(%e131, %a380) : (f32, !llvm.ptr<1>) -> ()
        "scf.yield"() : () -> ()
      }, {
        "scf.yield"() : () -> ()
      }) : (i1) -> ()
      %c385 = "llvm.mlir.constant"() <{value = 65 : i64}> : () -> i64
      %t386 = "llvm.add"(%t185, %c385) : (i64, i64) -> i64
      %a387 = "llvm.getelementptr"(%e92, %t386) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
      %c388 = "llvm.mlir.constant"() <{value = 65 : i64}> : () -> i64
      %t389 = "llvm.add"(%t183, %c388) : (i64, i64) -> i64
      %p390 = "llvm.icmp"(%t389, %e94) <{predicate = 6 : i64}> : (i64, i64) -> i1
      %t391 = "llvm.and"(%p189, %p390) : (i1, i1) -> i1
      "scf.if"(%t391) ({
        "llvm.store"(%e132, %a387) : (f32, !llvm.ptr<1>) -> ()
        "scf.yield"() : () -> ()
      }, {
        "scf.yield"() : () -> ()
      }) : (i1) -> ()
      %t392 = "llvm.add"(%t185, %t187) : (i64, i64) -> i64
      %c393 = "llvm.mlir.constant"() <{value = 64 : i64}> : () -> i64
      %t394 = "llvm.add"(%t392, %c393) : (i64, i64) -> i64
      %a395 = "llvm.getelementptr"(%e92, %t394) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
      %t396 = "llvm.and"(%p203, %p383) : (i1, i1) -> i1
      "scf.if"(%t396) ({
        "llvm.store"(%e133, %a395) : (f32, !llvm.ptr<1>) -> ()
        "scf.yield"() : () -> ()
      }, {
        "scf.yield"() : () -> ()
      }) : (i1) -> ()
      %t397 = "llvm.add"(%t185, %t187) : (i64, i64) -> i64
      %c398 = "llvm.mlir.constant"() <{value = 65 : i64}> : () -> i64
      %t399 = "llvm.add"(%t397, %c398) : (i64, i64) -> i64
      %a400 = "llvm.getelementptr"(%e92, %t399) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
      %t401 = "llvm.and"(%p203, %p390) : (i1, i1) -> i1
      "scf.if"(%t401) ({
        "llvm.store"(%e134, %a400) : (f32, !llvm.ptr<1>) -> ()
        "scf.yield"() : () -> ()
      }, {
        "scf.yield"() : () -> ()
      }) : (i1) -> ()
      %c402 = "llvm.mlir.constant"() <{value = 72 : i64}> : () -> i64
      %t403 = "llvm.add"(%t185, %c402) : (i64, i64) -> i64
      %a404 = "llvm.getelementptr"(%e92, %t403) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
      %c405 = "llvm.mlir.constant"() <{value = 72 : i64}> : () -> i64
      %t406 = "llvm.add"(%t183, %c405) : (i64, i64) -> i64
      %p407 = "llvm.icmp"(%t406, %e94) <{predicate = 6 : i64}> : (i64, i64) -> i1
      %t408 = "llvm.and"(%p189, %p407) : (i1, i1) -> i1
      "scf.if"(%t408) ({
        "llvm.store"(%e135, %a404) : (f32, !llvm.ptr<1>) -> ()
        "scf.yield"() : () -> ()
      }, {
        "scf.yield"() : () -> ()
      }) : (i1) -> ()
      %c409 = "llvm.mlir.constant"() <{value = 73 : i64}> : () -> i64
      %t410 = "llvm.add"(%t185, %c409) : (i64, i64) -> i64
      %a411 = "llvm.getelementptr"(%e92, %t410) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
      %c412 = "llvm.mlir.constant"() <{value = 73 : i64}> : () -> i64
      %t413 = "llvm.add"(%t183, %c412) : (i64, i64) -> i64
      %p414 = "llvm.icmp"(%t413, %e94) <{predicate = 6 : i64}> : (i64, i64) -> i1
      %t415 = "llvm.and"(%p189, %p414) : (i1, i1) -> i1
      "scf.if"(%t415) ({
        "llvm.store"(%e136, %a411) : (f32, !llvm.ptr<1>) -> ()
        "scf.yield"() : () -> ()
      }, {
        "scf.yield"() : () -> ()
      }) : (i1) -> ()
      %t416 = "llvm.add"(%t185, %t187) : (i64, i64) -> i64
      %c417 = "llvm.mlir.constant"() <{value = 72 : i64}> : () -> i64
      %t418 = "llvm.add"(%t416, %c417) : (i64, i64) -> i64
      %a419 = "llvm.getelementptr"(%e92, %t418) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
      %t420 = "llvm.and"(%p203, %p407) : (i1, i1) -> i1
      "scf.if"(%t420) ({
        "llvm.store"(%e137, %a419) : (f32, !llvm.ptr<1>) -> ()
        "scf.yield"() : () -> ()
      }, {
        "scf.yield"() : () -> ()
      }) : (i1) -> ()
      %t421 = "llvm.add"(%t185, %t187) : (i64, i64) -> i64
      %c422 = "llvm.mlir.constant"() <{value = 73 : i64}> : () -> i64
      %t423 = "llvm.add"(%t421, %c422) : (i64, i64) -> i64
      %a424 = "llvm.getelementptr"(%e92, %t423) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
      %t425 = "llvm.and"(%p203, %p414) : (i1, i1) -> i1
      "scf.if"(%t425) ({
        "llvm.store"(%e138, %a424) : (f32, !llvm.ptr<1>) -> ()
        "scf.yield"() : () -> ()
      }, {
        "scf.yield"() : () -> ()
      }) : (i1) -> ()
      %c426 = "llvm.mlir.constant"() <{value = 80 : i64}> : () -> i64
      %t427 = "llvm.add"(%t185, %c426) : (i64, i64) -> i64
      %a428 = "llvm.getelementptr"(%e92, %t427) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
      %c429 = "llvm.mlir.constant"() <{value = 80 : i64}> : () -> i64
      %t430 = "llvm.add"(%t183, %c429) : (i64, i64) -> i64
      %p431 = "llvm.icmp"(%t430, %e94) <{predicate = 6 : i64}> : (i64, i64) -> i1
      %t432 = "llvm.and"(%p189, %p431) : (i1, i1) -> i1
      "scf.if"(%t432) ({
        "llvm.store"(%e139, %a428) : (f32, !llvm.ptr<1>) -> ()
        "scf.yield"() : () -> ()
      }, {
        "scf.yield"() : () -> ()
      }) : (i1) -> ()
      %c433 = "llvm.mlir.constant"() <{value = 81 : i64}> : () -> i64
      %t434 = "llvm.add"(%t185, %c433) : (i64, i64) -> i64
      %a435 = "llvm.getelementptr"(%e92, %t434) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
      %c436 = "llvm.mlir.constant"() <{value = 81 : i64}> : () -> i64
      %t437 = "llvm.add"(%t183, %c436) : (i64, i64) -> i64
      %p438 = "llvm.icmp"(%t437, %e94) <{predicate = 6 : i64}> : (i64, i64) -> i1
      %t439 = "llvm.and"(%p189, %p438) : (i1, i1) -> i1
      "scf.if"(%t439) ({
        "llvm.store"(%e140, %a435) : (f32, !llvm.ptr<1>) -> ()
        "scf.yield"() : () -> ()
      }, {
        "scf.yield"() : () -> ()
      }) : (i1) -> ()
      %t440 = "llvm.add"(%t185, %t187) : (i64, i64) -> i64
      %c441 = "llvm.mlir.constant"() <{value = 80 : i64}> : () -> i64
      %t442 = "llvm.add"(%t440, %c441) : (i64, i64) -> i64
      %a443 = "llvm.getelementptr"(%e92, %t442) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
      %t444 = "llvm.and"(%p203, %p431) : (i1, i1) -> i1
      "scf.if"(%t444) ({
        "llvm.store"(%e141, %a443) : (f32, !llvm.ptr<1>) -> ()
        "scf.yield"() : () -> ()
      }, {
        "scf.yield"() : () -> ()
      }) : (i1) -> ()
      %t445 = "llvm.add"(%t185, %t187) : (i64, i64) -> i64
      %c446 = "llvm.mlir.constant"() <{value = 81 : i64}> : () -> i64
      %t447 = "llvm.add"(%t445, %c446) : (i64, i64) -> i64
      %a448 = "llvm.getelementptr"(%e92, %t447) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
      %t449 = "llvm.and"(%p203, %p438) : (i1, i1) -> i1
      "scf.if"(%t449) ({
        "llvm.store"(%e142, %a448) : (f32, !llvm.ptr<1>) -> ()
        "scf.yield"() : () -> ()
      }, {
        "scf.yield"() : () -> ()
      }) : (i1) -> ()
      %c450 = "llvm.mlir.constant"() <{value = 88 : i64}> : () -> i64
      %t451 = "llvm.add"(%t185, %c450) : (i64, i64) -> i64
      %a452 = "llvm.getelementptr"(%e92, %t451) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
      %c453 = "llvm.mlir.constant"() <{value = 88 : i64}> : () -> i64
      %t454 = "llvm.add"(%t183, %c453) : (i64, i64) -> i64
      %p455 = "llvm.icmp"(%t454, %e94) <{predicate = 6 : i64}> : (i64, i64) -> i1
      %t456 = "llvm.and"(%p189, %p455) : (i1, i1) -> i1
      "scf.if"(%t456) ({
        "llvm.store"(%e143, %a452) : (f32, !llvm.ptr<1>) -> ()
        "scf.yield"() : () -> ()
      }, {
        "scf.yield"() : () -> ()
      }) : (i1) -> ()
      %c457 = "llvm.mlir.constant"() <{value = 89 : i64}> : () -> i64
      %t458 = "llvm.add"(%t185, %c457) : (i64, i64) -> i64
      %a459 = "llvm.getelementptr"(%e92, %t458) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
      %c460 = "llvm.mlir.constant"() <{value = 89 : i64}> : () -> i64
      %t461 = "llvm.add"(%t183, %c460) : (i64, i64) -> i64
      %p462 = "llvm.icmp"(%t461, %e94) <{predicate = 6 : i64}> : (i64, i64) -> i1
      %t463 = "llvm.and"(%p189, %p462) : (i1, i1) -> i1
      "scf.if"(%t463) ({
        "llvm.store"(%e144, %a459) : (f32, !llvm.ptr<1>) -> ()
        "scf.yield"() : () -> ()
      }, {
        "scf.yield"() : () -> ()
      }) : (i1) -> ()
      %t464 = "llvm.add"(%t185, %t187) : (i64, i64) -> i64
      %c465 = "llvm.mlir.constant"() <{value = 88 : i64}> : () -> i64
      %t466 = "llvm.add"(%t464, %c465) : (i64, i64) -> i64
      %a467 = "llvm.getelementptr"(%e92, %t466) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
      %t468 = "llvm.and"(%p203, %p455) : (i1, i1) -> i1
      "scf.if"(%t468) ({
        "llvm.store"(%e145, %a467) : (f32, !llvm.ptr<1>) -> ()
        "scf.yield"() : () -> ()
      }, {
        "scf.yield"() : () -> ()
      }) : (i1) -> ()
      %t469 = "llvm.add"(%t185, %t187) : (i64, i64) -> i64
      %c470 = "llvm.mlir.constant"() <{value = 89 : i64}> : () -> i64
      %t471 = "llvm.add"(%t469, %c470) : (i64, i64) -> i64
      %a472 = "llvm.getelementptr"(%e92, %t471) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
      %t473 = "llvm.and"(%p203, %p462) : (i1, i1) -> i1
      "scf.if"(%t473) ({
        "llvm.store"(%e146, %a472) : (f32, !llvm.ptr<1>) -> ()
        "scf.yield"() : () -> ()
      }, {
        "scf.yield"() : () -> ()
      }) : (i1) -> ()
      %c474 = "llvm.mlir.constant"() <{value = 96 : i64}> : () -> i64
      %t475 = "llvm.add"(%t185, %c474) : (i64, i64) -> i64
      %a476 = "llvm.getelementptr"(%e92, %t475) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
      %c477 = "llvm.mlir.constant"() <{value = 96 : i64}> : () -> i64
      %t478 = "llvm.add"(%t183, %c477) : (i64, i64) -> i64
      %p479 = "llvm.icmp"(%t478, %e94) <{predicate = 6 : i64}> : (i64, i64) -> i1
      %t480 = "llvm.and"(%p189, %p479) : (i1, i1) -> i1
      "scf.if"(%t480) ({
        "llvm.store"(%e147, %a476) : (f32, !llvm.ptr<1>) -> ()
        "scf.yield"() : () -> ()
      }, {
        "scf.yield"() : () -> ()
      }) : (i1) -> ()
      %c481 = "llvm.mlir.constant"() <{value = 97 : i64}> : () -> i64
      %t482 = "llvm.add"(%t185, %c481) : (i64, i64) -> i64
      %a483 = "llvm.getelementptr"(%e92, %t482) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
      %c484 = "llvm.mlir.constant"() <{value = 97 : i64}> : () -> i64
      %t485 = "llvm.add"(%t183, %c484) : (i64, i64) -> i64
      %p486 = "llvm.icmp"(%t485, %e94) <{predicate = 6 : i64}> : (i64, i64) -> i1
      %t487 = "llvm.and"(%p189, %p486) : (i1, i1) -> i1
      "scf.if"(%t487) ({
        "llvm.store"(%e148, %a483) : (f32, !llvm.ptr<1>) -> ()
        "scf.yield"() : () -> ()
      }, {
        "scf.yield"() : () -> ()
      }) : (i1) -> ()
      %t488 = "llvm.add"(%t185, %t187) : (i64, i64) -> i64
      %c489 = "llvm.mlir.constant"() <{value = 96 : i64}> : () -> i64
      %t490 = "llvm.add"(%t488, %c489) : (i64, i64) -> i64
      %a491 = "llvm.getelementptr"(%e92, %t490) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
      %t492 = "llvm.and"(%p203, %p479) : (i1, i1) -> i1
      "scf.if"(%t492) ({
        "llvm.store"(%e149, %a491) : (f32, !llvm.ptr<1>) -> ()
        "scf.yield"() : () -> ()
      }, {
        "scf.yield"() : () -> ()
      }) : (i1) -> ()
      %t493 = "llvm.add"(%t185, %t187) : (i64, i64) -> i64
      %c494 = "llvm.mlir.constant"() <{value = 97 : i64}> : () -> i64
      %t495 = "llvm.add"(%t493, %c494) : (i64, i64) -> i64
      %a496 = "llvm.getelementptr"(%e92, %t495) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
      %t497 = "llvm.and"(%p203, %p486) : (i1, i1) -> i1
      "scf.if"(%t497) ({
        "llvm.store"(%e150, %a496) : (f32, !llvm.ptr<1>) -> ()
        "scf.yield"() : () -> ()
      }, {
        "scf.yield"() : () -> ()
      }) : (i1) -> ()
      %c498 = "llvm.mlir.constant"() <{value = 104 : i64}> : () -> i64
      %t499 = "llvm.add"(%t185, %c498) : (i64, i64) -> i64
      %a500 = "llvm.getelementptr"(%e92, %t499) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
      %c501 = "llvm.mlir.constant"() <{value = 104 : i64}> : () -> i64
      %t502 = "llvm.add"(%t183, %c501) : (i64, i64) -> i64
      %p503 = "llvm.icmp"(%t502, %e94) <{predicate = 6 : i64}> : (i64, i64) -> i1
      %t504 = "llvm.and"(%p189, %p503) : (i1, i1) -> i1
      "scf.if"(%t504) ({
        "llvm.store"(%e151, %a500) : (f32, !llvm.ptr<1>) -> ()
        "scf.yield"() : () -> ()
      }, {
        "scf.yield"() : () -> ()
      }) : (i1) -> ()
      %c505 = "llvm.mlir.constant"() <{value = 105 : i64}> : () -> i64
      %t506 = "llvm.add"(%t185, %c505) : (i64, i64) -> i64
      %a507 = "llvm.getelementptr"(%e92, %t506) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
      %c508 = "llvm.mlir.constant"() <{value = 105 : i64}> : () -> i64
      %t509 = "llvm.add"(%t183, %c508) : (i64, i64) -> i64
      %p510 = "llvm.icmp"(%t509, %e94) <{predicate = 6 : i64}> : (i64, i64) -> i1
      %t511 = "llvm.and"(%p189, %p510) : (i1, i1) -> i1
      "scf.if"(%t511) ({
        "llvm.store"(%e152, %a507) : (f32, !llvm.ptr<1>) -> ()
        "scf.yield"() : () -> ()
      }, {
        "scf.yield"() : () -> ()
      }) : (i1) -> ()
      %t512 = "llvm.add"(%t185, %t187) : (i64, i64) -> i64
      %c513 = "llvm.mlir.constant"() <{value = 104 : i64}> : () -> i64
      %t514 = "llvm.add"(%t512, %c513) : (i64, i64) -> i64
      %a515 = "llvm.getelementptr"(%e92, %t514) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
      %t516 = "llvm.and"(%p203, %p503) : (i1, i1) -> i1
      "scf.if"(%t516) ({
        "llvm.store"(%e153, %a515) : (f32, !llvm.ptr<1>) -> ()
        "scf.yield"() : () -> ()
      }, {
        "scf.yield"() : () -> ()
      }) : (i1) -> ()
      %t517 = "llvm.add"(%t185, %t187) : (i64, i64) -> i64
      %c518 = "llvm.mlir.constant"() <{value = 105 : i64}> : () -> i64
      %t519 = "llvm.add"(%t517, %c518) : (i64, i64) -> i64
      %a520 = "llvm.getelementptr"(%e92, %t519) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
      %t521 = "llvm.and"(%p203, %p510) : (i1, i1) -> i1
      "scf.if"(%t521) ({
        "llvm.store"(%e154, %a520) : (f32, !llvm.ptr<1>) -> ()
        "scf.yield"() : () -> ()
      }, {
        "scf.yield"() : () -> ()
      }) : (i1) -> ()
      %c522 = "llvm.mlir.constant"() <{value = 112 : i64}> : () -> i64
      %t523 = "llvm.add"(%t185, %c522) : (i64, i64) -> i64
      %a524 = "llvm.getelementptr"(%e92, %t523) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
      %c525 = "llvm.mlir.constant"() <{value = 112 : i64}> : () -> i64
      %t526 = "llvm.add"(%t183, %c525) : (i64, i64) -> i64
      %p527 = "llvm.icmp"(%t526, %e94) <{predicate = 6 : i64}> : (i64, i64) -> i1
      %t528 = "llvm.and"(%p189, %p527) : (i1, i1) -> i1
      "scf.if"(%t528) ({
        "llvm.store"(%e155, %a524) : (f32, !llvm.ptr<1>) -> ()
        "scf.yield"() : () -> ()
      }, {
        "scf.yield"() : () -> ()
      }) : (i1) -> ()
      %c529 = "llvm.mlir.constant"() <{value = 113 : i64}> : () -> i64
      %t530 = "llvm.add"(%t185, %c529) : (i64, i64) -> i64
      %a531 = "llvm.getelementptr"(%e92, %t530) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
      %c532 = "llvm.mlir.constant"() <{value = 113 : i64}> : () -> i64
      %t533 = "llvm.add"(%t183, %c532) : (i64, i64) -> i64
      %p534 = "llvm.icmp"(%t533, %e94) <{predicate = 6 : i64}> : (i64, i64) -> i1
      %t535 = "llvm.and"(%p189, %p534) : (i1, i1) -> i1
      "scf.if"(%t535) ({
        "llvm.store"(%e156, %a531) : (f32, !llvm.ptr<1>) -> ()
        "scf.yield"() : () -> ()
      }, {
        "scf.yield"() : () -> ()
      }) : (i1) -> ()
      %t536 = "llvm.add"(%t185, %t187) : (i64, i64) -> i64
      %c537 = "llvm.mlir.constant"() <{value = 112 : i64}> : () -> i64
      %t538 = "llvm.add"(%t536, %c537) : (i64, i64) -> i64
      %a539 = "llvm.getelementptr"(%e92, %t538) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
      %t540 = "llvm.and"(%p203, %p527) : (i1, i1) -> i1
      "scf.if"(%t540) ({
        "llvm.store"(%e157, %a539) : (f32, !llvm.ptr<1>) -> ()
        "scf.yield"() : () -> ()
      }, {
        "scf.yield"() : () -> ()
      }) : (i1) -> ()
      %t541 = "llvm.add"(%t185, %t187) : (i64, i64) -> i64
      %c542 = "llvm.mlir.constant"() <{value = 113 : i64}> : () -> i64
      %t543 = "llvm.add"(%t541, %c542) : (i64, i64) -> i64
      %a544 = "llvm.getelementptr"(%e92, %t543) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
      %t545 = "llvm.and"(%p203, %p534) : (i1, i1) -> i1
      "scf.if"(%t545) ({
        "llvm.store"(%e158, %a544) : (f32, !llvm.ptr<1>) -> ()
        "scf.yield"() : () -> ()
      }, {
        "scf.yield"() : () -> ()
      }) : (i1) -> ()
      %c546 = "llvm.mlir.constant"() <{value = 120 : i64}> : () -> i64
      %t547 = "llvm.add"(%t185, %c546) : (i64, i64) -> i64
      %a548 = "llvm.getelementptr"(%e92, %t547) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
      %c549 = "llvm.mlir.constant"() <{value = 120 : i64}> : () -> i64
      %t550 = "llvm.add"(%t183, %c549) : (i64, i64) -> i64
      %p551 = "llvm.icmp"(%t550, %e94) <{predicate = 6 : i64}> : (i64, i64) -> i1
      %t552 = "llvm.and"(%p189, %p551) : (i1, i1) -> i1
      "scf.if"(%t552) ({
        "llvm.store"(%e159, %a548) : (f32, !llvm.ptr<1>) -> ()
        "scf.yield"() : () -> ()
      }, {
        "scf.yield"() : () -> ()
      }) : (i1) -> ()
      %c553 = "llvm.mlir.constant"() <{value = 121 : i64}> : () -> i64
      %t554 = "llvm.add"(%t185, %c553) : (i64, i64) -> i64
      %a555 = "llvm.getelementptr"(%e92, %t554) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
      %c556 = "llvm.mlir.constant"() <{value = 121 : i64}> : () -> i64
      %t557 = "llvm.add"(%t183, %c556) : (i64, i64) -> i64
      %p558 = "llvm.icmp"(%t557, %e94) <{predicate = 6 : i64}> : (i64, i64) -> i1
      %t559 = "llvm.and"(%p189, %p558) : (i1, i1) -> i1
      "scf.if"(%t559) ({
        "llvm.store"(%e160, %a555) : (f32, !llvm.ptr<1>) -> ()
        "scf.yield"() : () -> ()
      }, {
        "scf.yield"() : () -> ()
      }) : (i1) -> ()
      %t560 = "llvm.add"(%t185, %t187) : (i64, i64) -> i64
      %c561 = "llvm.mlir.constant"() <{value = 120 : i64}> : () -> i64
      %t562 = "llvm.add"(%t560, %c561) : (i64, i64) -> i64
      %a563 = "llvm.getelementptr"(%e92, %t562) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
      %t564 = "llvm.and"(%p203, %p551) : (i1, i1) -> i1
      "scf.if"(%t564) ({
        "llvm.store"(%e161, %a563) : (f32, !llvm.ptr<1>) -> ()
        "scf.yield"() : () -> ()
      }, {
        "scf.yield"() : () -> ()
      }) : (i1) -> ()
      %t565 = "llvm.add"(%t185, %t187) : (i64, i64) -> i64
      %c566 = "llvm.mlir.constant"() <{value = 121 : i64}> : () -> i64
      %t567 = "llvm.add"(%t565, %c566) : (i64, i64) -> i64
      %a568 = "llvm.getelementptr"(%e92, %t567) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
      %t569 = "llvm.and"(%p203, %p558) : (i1, i1) -> i1
      "scf.if"(%t569) ({
        "llvm.store"(%e162, %a568) : (f32, !llvm.ptr<1>) -> ()
        "scf.yield"() : () -> ()
      }, {
        "scf.yield"() : () -> ()
      }) : (i1) -> ()
      "scf.yield"() : () -> ()
    }) : (i1) -> ()
    "llvm.return"() : () -> ()
  }) {cute.kernel, nvvm.reqntid = array<i32: 384, 1, 1>, nvvm.minctasm = 1 : i32} : () -> ()
}
