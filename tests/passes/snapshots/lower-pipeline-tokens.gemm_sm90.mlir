module attributes {nanotile.launch = {grid = ["cdiv(N, 128)", "cdiv(M, 128)", 1 : i64], reference = "C = A @ B.T", requires = ["M % 128 == 0", "N % 128 == 0", "K % 16 == 0"], sizes = {K = 64 : i64, M = 256 : i64, N = 256 : i64}}, nanotile.tma_descriptors = [{arg = 6 : i32, base_arg = 0 : i32, box = array<i64: 128, 16>, dims = [{arg = 3 : i32}, {arg = 5 : i32}], element_type = f16, function = "gemm_sm90", mode = "tiled", swizzle = 32 : i32, tmaIdx = 0 : i32}, {arg = 7 : i32, base_arg = 1 : i32, box = array<i64: 128, 16>, dims = [{arg = 4 : i32}, {arg = 5 : i32}], element_type = f16, function = "gemm_sm90", mode = "tiled", swizzle = 32 : i32, tmaIdx = 1 : i32}], nv_tileaa.compute_capability = 90 : i32, nv_tileaa.target_spec = "sm_90a"} {
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
    %u7 = "llvm.mlir.undef"() : () -> !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
    %agg8 = "llvm.insertvalue"(%u7, %A_1) <{position = array<i64: 0>}> : (!llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr<1>) -> !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
    %agg9 = "llvm.insertvalue"(%agg8, %A_1) <{position = array<i64: 1>}> : (!llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr<1>) -> !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
    %c10 = "llvm.mlir.constant"() <{value = 0 : i64}> : () -> i64
    %agg11 = "llvm.insertvalue"(%agg9, %c10) <{position = array<i64: 2>}> : (!llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
    %agg12 = "llvm.insertvalue"(%agg11, %x2) <{position = array<i64: 3, 0>}> : (!llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
    %agg13 = "llvm.insertvalue"(%agg12, %x3) <{position = array<i64: 3, 1>}> : (!llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
    %agg14 = "llvm.insertvalue"(%agg13, %x3) <{position = array<i64: 4, 0>}> : (!llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
    %agg15 = "llvm.insertvalue"(%agg14, %c5) <{position = array<i64: 4, 1>}> : (!llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
    %vA = "builtin.unrealized_conversion_cast"(%agg15) : (!llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>) -> memref<?x?xf16, 1>
    %B_16 = "builtin.unrealized_conversion_cast"(%B) : (!nv_tileaa.ptr<f16>) -> !llvm.ptr<1>
    %x17 = "llvm.sext"(%N) : (i32) -> i64
    %agg22 = "llvm.insertvalue"(%u7, %B_16) <{position = array<i64: 0>}> : (!llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr<1>) -> !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
    %agg23 = "llvm.insertvalue"(%agg22, %B_16) <{position = array<i64: 1>}> : (!llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr<1>) -> !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
    %agg25 = "llvm.insertvalue"(%agg23, %c10) <{position = array<i64: 2>}> : (!llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
    %agg26 = "llvm.insertvalue"(%agg25, %x17) <{position = array<i64: 3, 0>}> : (!llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
    %agg27 = "llvm.insertvalue"(%agg26, %x3) <{position = array<i64: 3, 1>}> : (!llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
    %agg28 = "llvm.insertvalue"(%agg27, %x3) <{position = array<i64: 4, 0>}> : (!llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
    %agg29 = "llvm.insertvalue"(%agg28, %c5) <{position = array<i64: 4, 1>}> : (!llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
    %vB = "builtin.unrealized_conversion_cast"(%agg29) : (!llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>) -> memref<?x?xf16, 1>
    %C_30 = "builtin.unrealized_conversion_cast"(%C) : (!nv_tileaa.ptr<f32>) -> !llvm.ptr<1>
    %agg36 = "llvm.insertvalue"(%u7, %C_30) <{position = array<i64: 0>}> : (!llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr<1>) -> !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
    %agg37 = "llvm.insertvalue"(%agg36, %C_30) <{position = array<i64: 1>}> : (!llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr<1>) -> !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
    %agg39 = "llvm.insertvalue"(%agg37, %c10) <{position = array<i64: 2>}> : (!llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
    %agg40 = "llvm.insertvalue"(%agg39, %x2) <{position = array<i64: 3, 0>}> : (!llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
    %agg41 = "llvm.insertvalue"(%agg40, %x17) <{position = array<i64: 3, 1>}> : (!llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
    %agg42 = "llvm.insertvalue"(%agg41, %x17) <{position = array<i64: 4, 0>}> : (!llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
    %agg43 = "llvm.insertvalue"(%agg42, %c5) <{position = array<i64: 4, 1>}> : (!llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
    %vC = "builtin.unrealized_conversion_cast"(%agg43) : (!llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>) -> memref<?x?xf32, 1>
    %lb = "arith.constant"() <{value = 0 : index}> : () -> index
    %step = "arith.constant"() <{value = 1 : index}> : () -> index
    %ub = "arith.index_cast"(%ktiles) : (i32) -> index
    %c27 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
    %p28 = "llvm.icmp"(%tid0, %c27) <{predicate = 0 : i64}> : (i32, i32) -> i1
    "scf.if"(%p28) ({
      %c6 = "llvm.mlir.constant"() <{value = 24576 : i32}> : () -> i32
      %a8 = "llvm.getelementptr"(%smem1, %c6) <{elem_type = i8, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>
      %c9 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      "nvvm.mbarrier.init.shared"(%a8, %c9) : (!llvm.ptr<3>, i32) -> ()
      %c12 = "llvm.mlir.constant"() <{value = 24600 : i32}> : () -> i32
      %a13 = "llvm.getelementptr"(%smem1, %c12) <{elem_type = i8, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>
      %c14 = "llvm.mlir.constant"() <{value = 256 : i32}> : () -> i32
      "nvvm.mbarrier.init.shared"(%a13, %c14) : (!llvm.ptr<3>, i32) -> ()
      %c15 = "llvm.mlir.constant"() <{value = 24584 : i32}> : () -> i32
      %a16 = "llvm.getelementptr"(%smem1, %c15) <{elem_type = i8, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>
      %c17 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      "nvvm.mbarrier.init.shared"(%a16, %c17) : (!llvm.ptr<3>, i32) -> ()
      %c18 = "llvm.mlir.constant"() <{value = 24608 : i32}> : () -> i32
      %a19 = "llvm.getelementptr"(%smem1, %c18) <{elem_type = i8, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>
      %c20 = "llvm.mlir.constant"() <{value = 256 : i32}> : () -> i32
      "nvvm.mbarrier.init.shared"(%a19, %c20) : (!llvm.ptr<3>, i32) -> ()
      %c21 = "llvm.mlir.constant"() <{value = 24592 : i32}> : () -> i32
      %a22 = "llvm.getelementptr"(%smem1, %c21) <{elem_type = i8, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>
      %c23 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      "nvvm.mbarrier.init.shared"(%a22, %c23) : (!llvm.ptr<3>, i32) -> ()
      %c24 = "llvm.mlir.constant"() <{value = 24616 : i32}> : () -> i32
      %a25 = "llvm.getelementptr"(%smem1, %c24) <{elem_type = i8, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>
      %c26 = "llvm.mlir.constant"() <{value = 256 : i32}> : () -> i32
      "nvvm.mbarrier.init.shared"(%a25, %c26) : (!llvm.ptr<3>, i32) -> ()
      "nvvm.fence.mbarrier.init"() : () -> ()
      "scf.yield"() : () -> ()
    }, {
      "scf.yield"() : () -> ()
    }) : (i1) -> ()
    "nvvm.barrier0"() : () -> ()
    %pipe = "builtin.unrealized_conversion_cast"(%smem1) : (!llvm.ptr<3>) -> !nv_tileas.pipeline<stages = 3, tensor<128x16xf16, #nv_tileas.smem<swizzle = 32>>, tensor<128x16xf16, #nv_tileas.smem<swizzle = 32>>>
    %c2 = "llvm.mlir.constant"() <{value = 128 : i32}> : () -> i32
    %p3 = "llvm.icmp"(%tid0, %c2) <{predicate = 6 : i64}> : (i32, i32) -> i1
    "scf.if"(%p3) ({
      %c4 = "llvm.mlir.constant"() <{value = 32 : i32}> : () -> i32
      %p5 = "llvm.icmp"(%tid0, %c4) <{predicate = 6 : i64}> : (i32, i32) -> i1
      "scf.if"(%p5) ({
        %elected6 = "nvvm.elect.sync"() : () -> i1
        "scf.if"(%elected6) ({
          %pit0 = "builtin.unrealized_conversion_cast"(%c27) : (i32) -> !nv_tileas.pipeline_iter<stages = 3>
          %pitN = "scf.for"(%lb, %ub, %step, %pit0) ({
          ^bb0(%k: index, %pit: !nv_tileas.pipeline_iter<stages = 3>):
            %pit_30 = "builtin.unrealized_conversion_cast"(%pit) : (!nv_tileas.pipeline_iter<stages = 3>) -> i32
            %pipe_31 = "builtin.unrealized_conversion_cast"(%pipe) : (!nv_tileas.pipeline<stages = 3, tensor<128x16xf16, #nv_tileas.smem<swizzle = 32>>, tensor<128x16xf16, #nv_tileas.smem<swizzle = 32>>>) -> !llvm.ptr<3>
            %c32 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
            %t33 = "llvm.lshr"(%pit_30, %c32) : (i32, i32) -> i32
            %c34 = "llvm.mlir.constant"() <{value = 8 : i32}> : () -> i32
            %t35 = "llvm.mul"(%t33, %c34) : (i32, i32) -> i32
            %c36 = "llvm.mlir.constant"() <{value = 24600 : i32}> : () -> i32
            %a38 = "llvm.getelementptr"(%pipe_31, %t35) <{elem_type = i8, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>
            %a39 = "llvm.getelementptr"(%a38, %c36) <{elem_type = i8, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>
            %t41 = "llvm.and"(%pit_30, %c32) : (i32, i32) -> i32
            %t43 = "llvm.xor"(%t41, %c32) : (i32, i32) -> i32
            %c45 = "llvm.mlir.constant"() <{value = 10000000 : i32}> : () -> i32
            "nvvm.mbarrier.try_wait.parity.shared"(%a39, %t43, %c45) : (!llvm.ptr<3>, i32, i32) -> ()
            %ptok = "builtin.unrealized_conversion_cast"(%pit_30) : (i32) -> !nv_tileas.producer_token
            %c51 = "llvm.mlir.constant"() <{value = 24576 : i32}> : () -> i32
            %a54 = "llvm.getelementptr"(%a38, %c51) <{elem_type = i8, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>
            %c55 = "llvm.mlir.constant"() <{value = 8192 : i32}> : () -> i32
            "nvvm.mbarrier.arrive.expect_tx.shared"(%a54, %c55) : (!llvm.ptr<3>, i32) -> ()
            %ki = "arith.index_cast"(%k) : (index) -> i32
            %kk = "arith.muli"(%ki, %c16) : (i32, i32) -> i32
            %tma_desc0_56 = "builtin.unrealized_conversion_cast"(%tma_desc0) : (!nv_tileas.tma_desc<tensor<128x16xf16>>) -> !llvm.ptr
            %c60 = "llvm.mlir.constant"() <{value = 4096 : i32}> : () -> i32
            %t61 = "llvm.mul"(%t33, %c60) : (i32, i32) -> i32
            %a62 = "llvm.getelementptr"(%pipe_31, %t61) <{elem_type = i8, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>
            "nvvm.cp.async.bulk.tensor.shared.cluster.global"(%a62, %tma_desc0_56, %kk, %m0, %a54) <{operandSegmentSizes = array<i32: 1, 1, 2, 1, 0, 0, 0, 0>}> : (!llvm.ptr<3>, !llvm.ptr, i32, i32, !llvm.ptr<3>) -> ()
            %ta = "builtin.unrealized_conversion_cast"(%a62) : (!llvm.ptr<3>) -> tensor<128x16xf16, #nv_tileas.smem<swizzle = 32>>
            %tma_desc1_69 = "builtin.unrealized_conversion_cast"(%tma_desc1) : (!nv_tileas.tma_desc<tensor<128x16xf16>>) -> !llvm.ptr
            %c75 = "llvm.mlir.constant"() <{value = 12288 : i32}> : () -> i32
            %a78 = "llvm.getelementptr"(%a62, %c75) <{elem_type = i8, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>
            "nvvm.cp.async.bulk.tensor.shared.cluster.global"(%a78, %tma_desc1_69, %kk, %n0, %a54) <{operandSegmentSizes = array<i32: 1, 1, 2, 1, 0, 0, 0, 0>}> : (!llvm.ptr<3>, !llvm.ptr, i32, i32, !llvm.ptr<3>) -> ()
            %tb = "builtin.unrealized_conversion_cast"(%a78) : (!llvm.ptr<3>) -> tensor<128x16xf16, #nv_tileas.smem<swizzle = 32>>
            %t89 = "llvm.add"(%t33, %c32) : (i32, i32) -> i32
            %c92 = "llvm.mlir.constant"() <{value = 3 : i32}> : () -> i32
            %p93 = "llvm.icmp"(%t89, %c92) <{predicate = 0 : i64}> : (i32, i32) -> i1
            %s95 = "llvm.select"(%p93, %c27, %t89) : (i1, i32, i32) -> i32
            %s98 = "llvm.select"(%p93, %t43, %t41) : (i1, i32, i32) -> i32
            %t100 = "llvm.shl"(%s95, %c32) : (i32, i32) -> i32
            %t101 = "llvm.or"(%t100, %s98) : (i32, i32) -> i32
            %pnext = "builtin.unrealized_conversion_cast"(%t101) : (i32) -> !nv_tileas.pipeline_iter<stages = 3>
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
      %cit0 = "builtin.unrealized_conversion_cast"(%c27) : (i32) -> !nv_tileas.pipeline_iter<stages = 3>
      %c44 = "llvm.mlir.constant"() <{value = 128 : i32}> : () -> i32
      %t45 = "llvm.sub"(%tid0, %c44) : (i32, i32) -> i32
      %c46 = "llvm.mlir.constant"() <{value = 7 : i32}> : () -> i32
      %wg = "llvm.lshr"(%t45, %c46) : (i32, i32) -> i32
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
        %cit_103 = "builtin.unrealized_conversion_cast"(%cit) : (!nv_tileas.pipeline_iter<stages = 3>) -> i32
        %pipe_104 = "builtin.unrealized_conversion_cast"(%pipe) : (!nv_tileas.pipeline<stages = 3, tensor<128x16xf16, #nv_tileas.smem<swizzle = 32>>, tensor<128x16xf16, #nv_tileas.smem<swizzle = 32>>>) -> !llvm.ptr<3>
        %c105 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
        %t106 = "llvm.lshr"(%cit_103, %c105) : (i32, i32) -> i32
        %c107 = "llvm.mlir.constant"() <{value = 8 : i32}> : () -> i32
        %t108 = "llvm.mul"(%t106, %c107) : (i32, i32) -> i32
        %c109 = "llvm.mlir.constant"() <{value = 24576 : i32}> : () -> i32
        %a111 = "llvm.getelementptr"(%pipe_104, %t108) <{elem_type = i8, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>
        %a112 = "llvm.getelementptr"(%a111, %c109) <{elem_type = i8, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>
        %t114 = "llvm.and"(%cit_103, %c105) : (i32, i32) -> i32
        %c115 = "llvm.mlir.constant"() <{value = 10000000 : i32}> : () -> i32
        "nvvm.mbarrier.try_wait.parity.shared"(%a112, %t114, %c115) : (!llvm.ptr<3>, i32, i32) -> ()
        %ctok = "builtin.unrealized_conversion_cast"(%cit_103) : (i32) -> !nv_tileas.consumer_token
        %c119 = "llvm.mlir.constant"() <{value = 4096 : i32}> : () -> i32
        %t120 = "llvm.mul"(%t106, %c119) : (i32, i32) -> i32
        %a121 = "llvm.getelementptr"(%pipe_104, %t120) <{elem_type = i8, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>
        %sa = "builtin.unrealized_conversion_cast"(%a121) : (!llvm.ptr<3>) -> tensor<128x16xf16, #nv_tileas.smem<swizzle = 32>>
        %c124 = "llvm.mlir.constant"() <{value = 12288 : i32}> : () -> i32
        %a127 = "llvm.getelementptr"(%a121, %c124) <{elem_type = i8, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>
        %sb = "builtin.unrealized_conversion_cast"(%a127) : (!llvm.ptr<3>) -> tensor<128x16xf16, #nv_tileas.smem<swizzle = 32>>
        %c1 = "llvm.mlir.constant"() <{value = 2 : i32}> : () -> i32
        %c3 = "llvm.mlir.constant"() <{value = 32 : i32}> : () -> i32
        %t4 = "llvm.mul"(%row, %c3) : (i32, i32) -> i32
        %sa_6 = "builtin.unrealized_conversion_cast"(%sa) : (tensor<128x16xf16, #nv_tileas.smem<swizzle = 32>>) -> !llvm.ptr<3>
        %a7 = "llvm.getelementptr"(%sa_6, %t4) <{elem_type = i8, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>
        %sa_wg = "builtin.unrealized_conversion_cast"(%a7) : (!llvm.ptr<3>) -> tensor<64x16xf16, #nv_tileas.smem<swizzle = 32>>
        %c8 = "llvm.mlir.constant"() <{value = 13835058124001705984 : i64}> : () -> i64
        %pi10 = "llvm.ptrtoint"(%a7) : (!llvm.ptr<3>) -> i64
        %c11 = "llvm.mlir.constant"() <{value = 262143 : i64}> : () -> i64
        %t12 = "llvm.and"(%pi10, %c11) : (i64, i64) -> i64
        %c13 = "llvm.mlir.constant"() <{value = 4 : i64}> : () -> i64
        %t14 = "llvm.lshr"(%t12, %c13) : (i64, i64) -> i64
        %sb_15 = "builtin.unrealized_conversion_cast"(%sb) : (tensor<128x16xf16, #nv_tileas.smem<swizzle = 32>>) -> !llvm.ptr<3>
        %pi16 = "llvm.ptrtoint"(%sb_15) : (!llvm.ptr<3>) -> i64
        %t18 = "llvm.and"(%pi16, %c11) : (i64, i64) -> i64
        %t20 = "llvm.lshr"(%t18, %c13) : (i64, i64) -> i64
        %acc0_21 = "builtin.unrealized_conversion_cast"(%acc0) : (tensor<64x128xf32, #nv_tileas.layout<wgmma_acc>>) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
        "nvvm.wgmma.fence.aligned"() : () -> ()
        %t22 = "llvm.or"(%t14, %c8) : (i64, i64) -> i64
        %t23 = "llvm.or"(%t20, %c8) : (i64, i64) -> i64
        %acc24 = "nvvm.wgmma.mma_async"(%acc0_21, %t22, %t23) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, scaleA = #nvvm.wgmma_scale_in<one>, scaleB = #nvvm.wgmma_scale_in<one>, scaleD = #nvvm.wgmma_scale_out<one>, shape = #nvvm.shape<m = 64, n = 128, k = 16>, typeA = #nvvm.wgmma_type<f16>, typeB = #nvvm.wgmma_type<f16>, typeD = #nvvm.wgmma_type<f32>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>, i64, i64) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
        "nvvm.wgmma.commit.group.sync.aligned"() : () -> ()
        "nvvm.wgmma.wait.group.sync.aligned"() <{group = 0 : i32}> : () -> ()
        %d = "builtin.unrealized_conversion_cast"(%acc24) : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> tensor<64x128xf32, #nv_tileas.layout<wgmma_acc>>
        %d_89 = "builtin.unrealized_conversion_cast"(%d) : (tensor<64x128xf32, #nv_tileas.layout<wgmma_acc>>) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
        %acc1_88 = "builtin.unrealized_conversion_cast"(%d_89) : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
        %acc1 = "builtin.unrealized_conversion_cast"(%acc1_88) : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> tensor<64x128xf32, #nv_tileas.layout<wgmma_acc>>
        %c133 = "llvm.mlir.constant"() <{value = 24600 : i32}> : () -> i32
        %a136 = "llvm.getelementptr"(%a111, %c133) <{elem_type = i8, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>
        %state137 = "nvvm.mbarrier.arrive.shared"(%a136) : (!llvm.ptr<3>) -> i64
        %t142 = "llvm.add"(%t106, %c105) : (i32, i32) -> i32
        %c145 = "llvm.mlir.constant"() <{value = 3 : i32}> : () -> i32
        %p146 = "llvm.icmp"(%t142, %c145) <{predicate = 0 : i64}> : (i32, i32) -> i1
        %s148 = "llvm.select"(%p146, %c27, %t142) : (i1, i32, i32) -> i32
        %t150 = "llvm.xor"(%t114, %c105) : (i32, i32) -> i32
        %s151 = "llvm.select"(%p146, %t150, %t114) : (i1, i32, i32) -> i32
        %t153 = "llvm.shl"(%s148, %c105) : (i32, i32) -> i32
        %t154 = "llvm.or"(%t153, %s151) : (i32, i32) -> i32
        %cnext = "builtin.unrealized_conversion_cast"(%t154) : (i32) -> !nv_tileas.pipeline_iter<stages = 3>
        "scf.yield"(%acc1_88, %cnext) : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>, !nv_tileas.pipeline_iter<stages = 3>) -> ()
      }) : (index, index, index, !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>, !nv_tileas.pipeline_iter<stages = 3>) -> (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>, !nv_tileas.pipeline_iter<stages = 3>)
      %acc = "builtin.unrealized_conversion_cast"(%acc_90) : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> tensor<64x128xf32, #nv_tileas.layout<wgmma_acc>>
      %crow = "arith.addi"(%m0, %row) : (i32, i32) -> i32
      %vC_91 = "builtin.unrealized_conversion_cast"(%vC) : (memref<?x?xf32, 1>) -> !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
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
      %c165 = "llvm.mlir.constant"() <{value = 127 : i32}> : () -> i32
      %t166 = "llvm.and"(%t164, %c165) : (i32, i32) -> i32
      %c167 = "llvm.mlir.constant"() <{value = 5 : i32}> : () -> i32
      %t168 = "llvm.lshr"(%t166, %c167) : (i32, i32) -> i32
      %c169 = "llvm.mlir.constant"() <{value = 31 : i32}> : () -> i32
      %t170 = "llvm.and"(%t166, %c169) : (i32, i32) -> i32
      %c171 = "llvm.mlir.constant"() <{value = 16 : i32}> : () -> i32
      %t172 = "llvm.mul"(%t168, %c171) : (i32, i32) -> i32
      %c173 = "llvm.mlir.constant"() <{value = 2 : i32}> : () -> i32
      %t174 = "llvm.lshr"(%t170, %c173) : (i32, i32) -> i32
      %t175 = "llvm.add"(%t172, %t174) : (i32, i32) -> i32
      %c176 = "llvm.mlir.constant"() <{value = 3 : i32}> : () -> i32
      %t177 = "llvm.and"(%t170, %c176) : (i32, i32) -> i32
      %t179 = "llvm.mul"(%t177, %c173) : (i32, i32) -> i32
      %x180 = "llvm.zext"(%t175) : (i32) -> i64
      %t181 = "llvm.add"(%x97, %x180) : (i64, i64) -> i64
      %x182 = "llvm.zext"(%t179) : (i32) -> i64
      %t183 = "llvm.add"(%x98, %x182) : (i64, i64) -> i64
      %t184 = "llvm.mul"(%t181, %x17) : (i64, i64) -> i64
      %t185 = "llvm.add"(%t184, %t183) : (i64, i64) -> i64
      %c186 = "llvm.mlir.constant"() <{value = 8 : i64}> : () -> i64
      %t187 = "llvm.mul"(%x17, %c186) : (i64, i64) -> i64
      %c188 = "llvm.mlir.constant"() <{value = 1 : i64}> : () -> i64
      %t189 = "llvm.and"(%x17, %c188) : (i64, i64) -> i64
      %c190 = "llvm.mlir.constant"() <{value = 0 : i64}> : () -> i64
      %p191 = "llvm.icmp"(%t189, %c190) <{predicate = 0 : i64}> : (i64, i64) -> i1
      %pi192 = "llvm.ptrtoint"(%C_30) : (!llvm.ptr<1>) -> i64
      %c193 = "llvm.mlir.constant"() <{value = 7 : i64}> : () -> i64
      %t194 = "llvm.and"(%pi192, %c193) : (i64, i64) -> i64
      %p196 = "llvm.icmp"(%t194, %c190) <{predicate = 0 : i64}> : (i64, i64) -> i1
      %t197 = "llvm.and"(%p191, %p196) : (i1, i1) -> i1
      %a198 = "llvm.getelementptr"(%C_30, %t185) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
      %p202 = "llvm.icmp"(%t181, %x2) <{predicate = 6 : i64}> : (i64, i64) -> i1
      %p203 = "llvm.icmp"(%t183, %x17) <{predicate = 6 : i64}> : (i64, i64) -> i1
      %t208 = "llvm.add"(%t183, %c188) : (i64, i64) -> i64
      %p209 = "llvm.icmp"(%t208, %x17) <{predicate = 6 : i64}> : (i64, i64) -> i1
      %t211 = "llvm.and"(%p202, %p203) : (i1, i1) -> i1
      "scf.if"(%t211) ({
        "scf.if"(%t197) ({
          %u199 = "llvm.mlir.undef"() : () -> !llvm.struct<(f32, f32)>
          %agg200 = "llvm.insertvalue"(%u199, %e99) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32)>, f32) -> !llvm.struct<(f32, f32)>
          %agg201 = "llvm.insertvalue"(%agg200, %e100) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32)>, f32) -> !llvm.struct<(f32, f32)>
          "llvm.store"(%agg201, %a198) <{alignment = 8 : i64}> : (!llvm.struct<(f32, f32)>, !llvm.ptr<1>) -> ()
          "scf.yield"() : () -> ()
        }, {
          "scf.if"(%t211) ({
            "llvm.store"(%e99, %a198) : (f32, !llvm.ptr<1>) -> ()
            "scf.yield"() : () -> ()
          }, {
            "scf.yield"() : () -> ()
          }) : (i1) -> ()
          %t210 = "llvm.and"(%p202, %p209) : (i1, i1) -> i1
          "scf.if"(%t210) ({
            %a206 = "llvm.getelementptr"(%a198, %c188) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
            "llvm.store"(%e100, %a206) : (f32, !llvm.ptr<1>) -> ()
            "scf.yield"() : () -> ()
          }, {
            "scf.yield"() : () -> ()
          }) : (i1) -> ()
          "scf.yield"() : () -> ()
        }) : (i1) -> ()
        "scf.yield"() : () -> ()
      }, {
        "scf.yield"() : () -> ()
      }) : (i1) -> ()
      %t212 = "llvm.add"(%t185, %t187) : (i64, i64) -> i64
      %a213 = "llvm.getelementptr"(%C_30, %t212) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
      %t218 = "llvm.add"(%t181, %c186) : (i64, i64) -> i64
      %p219 = "llvm.icmp"(%t218, %x2) <{predicate = 6 : i64}> : (i64, i64) -> i1
      %t224 = "llvm.and"(%p219, %p203) : (i1, i1) -> i1
      "scf.if"(%t224) ({
        "scf.if"(%t197) ({
          %u214 = "llvm.mlir.undef"() : () -> !llvm.struct<(f32, f32)>
          %agg215 = "llvm.insertvalue"(%u214, %e101) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32)>, f32) -> !llvm.struct<(f32, f32)>
          %agg216 = "llvm.insertvalue"(%agg215, %e102) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32)>, f32) -> !llvm.struct<(f32, f32)>
          "llvm.store"(%agg216, %a213) <{alignment = 8 : i64}> : (!llvm.struct<(f32, f32)>, !llvm.ptr<1>) -> ()
          "scf.yield"() : () -> ()
        }, {
          "scf.if"(%t224) ({
            "llvm.store"(%e101, %a213) : (f32, !llvm.ptr<1>) -> ()
            "scf.yield"() : () -> ()
          }, {
            "scf.yield"() : () -> ()
          }) : (i1) -> ()
          %t223 = "llvm.and"(%p219, %p209) : (i1, i1) -> i1
          "scf.if"(%t223) ({
            %a222 = "llvm.getelementptr"(%a213, %c188) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
            "llvm.store"(%e102, %a222) : (f32, !llvm.ptr<1>) -> ()
            "scf.yield"() : () -> ()
          }, {
            "scf.yield"() : () -> ()
          }) : (i1) -> ()
          "scf.yield"() : () -> ()
        }) : (i1) -> ()
        "scf.yield"() : () -> ()
      }, {
        "scf.yield"() : () -> ()
      }) : (i1) -> ()
      %a227 = "llvm.getelementptr"(%a198, %c186) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
      %t232 = "llvm.add"(%t183, %c186) : (i64, i64) -> i64
      %p233 = "llvm.icmp"(%t232, %x17) <{predicate = 6 : i64}> : (i64, i64) -> i1
      %c237 = "llvm.mlir.constant"() <{value = 9 : i64}> : () -> i64
      %t238 = "llvm.add"(%t183, %c237) : (i64, i64) -> i64
      %p239 = "llvm.icmp"(%t238, %x17) <{predicate = 6 : i64}> : (i64, i64) -> i1
      %t241 = "llvm.and"(%p202, %p233) : (i1, i1) -> i1
      "scf.if"(%t241) ({
        "scf.if"(%t197) ({
          %u228 = "llvm.mlir.undef"() : () -> !llvm.struct<(f32, f32)>
          %agg229 = "llvm.insertvalue"(%u228, %e103) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32)>, f32) -> !llvm.struct<(f32, f32)>
          %agg230 = "llvm.insertvalue"(%agg229, %e104) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32)>, f32) -> !llvm.struct<(f32, f32)>
          "llvm.store"(%agg230, %a227) <{alignment = 8 : i64}> : (!llvm.struct<(f32, f32)>, !llvm.ptr<1>) -> ()
          "scf.yield"() : () -> ()
        }, {
          "scf.if"(%t241) ({
            "llvm.store"(%e103, %a227) : (f32, !llvm.ptr<1>) -> ()
            "scf.yield"() : () -> ()
          }, {
            "scf.yield"() : () -> ()
          }) : (i1) -> ()
          %t240 = "llvm.and"(%p202, %p239) : (i1, i1) -> i1
          "scf.if"(%t240) ({
            %a236 = "llvm.getelementptr"(%a227, %c188) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
            "llvm.store"(%e104, %a236) : (f32, !llvm.ptr<1>) -> ()
            "scf.yield"() : () -> ()
          }, {
            "scf.yield"() : () -> ()
          }) : (i1) -> ()
          "scf.yield"() : () -> ()
        }) : (i1) -> ()
        "scf.yield"() : () -> ()
      }, {
        "scf.yield"() : () -> ()
      }) : (i1) -> ()
      %a245 = "llvm.getelementptr"(%a213, %c186) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
      %t253 = "llvm.and"(%p219, %p233) : (i1, i1) -> i1
      "scf.if"(%t253) ({
        "scf.if"(%t197) ({
          %u246 = "llvm.mlir.undef"() : () -> !llvm.struct<(f32, f32)>
          %agg247 = "llvm.insertvalue"(%u246, %e105) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32)>, f32) -> !llvm.struct<(f32, f32)>
          %agg248 = "llvm.insertvalue"(%agg247, %e106) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32)>, f32) -> !llvm.struct<(f32, f32)>
          "llvm.store"(%agg248, %a245) <{alignment = 8 : i64}> : (!llvm.struct<(f32, f32)>, !llvm.ptr<1>) -> ()
          "scf.yield"() : () -> ()
        }, {
          "scf.if"(%t253) ({
            "llvm.store"(%e105, %a245) : (f32, !llvm.ptr<1>) -> ()
            "scf.yield"() : () -> ()
          }, {
            "scf.yield"() : () -> ()
          }) : (i1) -> ()
          %t252 = "llvm.and"(%p219, %p239) : (i1, i1) -> i1
          "scf.if"(%t252) ({
            %a251 = "llvm.getelementptr"(%a245, %c188) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
            "llvm.store"(%e106, %a251) : (f32, !llvm.ptr<1>) -> ()
            "scf.yield"() : () -> ()
          }, {
            "scf.yield"() : () -> ()
          }) : (i1) -> ()
          "scf.yield"() : () -> ()
        }) : (i1) -> ()
        "scf.yield"() : () -> ()
      }, {
        "scf.yield"() : () -> ()
      }) : (i1) -> ()
      %c254 = "llvm.mlir.constant"() <{value = 16 : i64}> : () -> i64
      %a256 = "llvm.getelementptr"(%a198, %c254) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
      %t261 = "llvm.add"(%t183, %c254) : (i64, i64) -> i64
      %p262 = "llvm.icmp"(%t261, %x17) <{predicate = 6 : i64}> : (i64, i64) -> i1
      %c266 = "llvm.mlir.constant"() <{value = 17 : i64}> : () -> i64
      %t267 = "llvm.add"(%t183, %c266) : (i64, i64) -> i64
      %p268 = "llvm.icmp"(%t267, %x17) <{predicate = 6 : i64}> : (i64, i64) -> i1
      %t270 = "llvm.and"(%p202, %p262) : (i1, i1) -> i1
      "scf.if"(%t270) ({
        "scf.if"(%t197) ({
          %u257 = "llvm.mlir.undef"() : () -> !llvm.struct<(f32, f32)>
          %agg258 = "llvm.insertvalue"(%u257, %e107) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32)>, f32) -> !llvm.struct<(f32, f32)>
          %agg259 = "llvm.insertvalue"(%agg258, %e108) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32)>, f32) -> !llvm.struct<(f32, f32)>
          "llvm.store"(%agg259, %a256) <{alignment = 8 : i64}> : (!llvm.struct<(f32, f32)>, !llvm.ptr<1>) -> ()
          "scf.yield"() : () -> ()
        }, {
          "scf.if"(%t270) ({
            "llvm.store"(%e107, %a256) : (f32, !llvm.ptr<1>) -> ()
            "scf.yield"() : () -> ()
          }, {
            "scf.yield"() : () -> ()
          }) : (i1) -> ()
          %t269 = "llvm.and"(%p202, %p268) : (i1, i1) -> i1
          "scf.if"(%t269) ({
            %a265 = "llvm.getelementptr"(%a256, %c188) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
            "llvm.store"(%e108, %a265) : (f32, !llvm.ptr<1>) -> ()
            "scf.yield"() : () -> ()
          }, {
            "scf.yield"() : () -> ()
          }) : (i1) -> ()
          "scf.yield"() : () -> ()
        }) : (i1) -> ()
        "scf.yield"() : () -> ()
      }, {
        "scf.yield"() : () -> ()
      }) : (i1) -> ()
      %a274 = "llvm.getelementptr"(%a213, %c254) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
      %t282 = "llvm.and"(%p219, %p262) : (i1, i1) -> i1
      "scf.if"(%t282) ({
        "scf.if"(%t197) ({
          %u275 = "llvm.mlir.undef"() : () -> !llvm.struct<(f32, f32)>
          %agg276 = "llvm.insertvalue"(%u275, %e109) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32)>, f32) -> !llvm.struct<(f32, f32)>
          %agg277 = "llvm.insertvalue"(%agg276, %e110) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32)>, f32) -> !llvm.struct<(f32, f32)>
          "llvm.store"(%agg277, %a274) <{alignment = 8 : i64}> : (!llvm.struct<(f32, f32)>, !llvm.ptr<1>) -> ()
          "scf.yield"() : () -> ()
        }, {
          "scf.if"(%t282) ({
            "llvm.store"(%e109, %a274) : (f32, !llvm.ptr<1>) -> ()
            "scf.yield"() : () -> ()
          }, {
            "scf.yield"() : () -> ()
          }) : (i1) -> ()
          %t281 = "llvm.and"(%p219, %p268) : (i1, i1) -> i1
          "scf.if"(%t281) ({
            %a280 = "llvm.getelementptr"(%a274, %c188) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
            "llvm.store"(%e110, %a280) : (f32, !llvm.ptr<1>) -> ()
            "scf.yield"() : () -> ()
          }, {
            "scf.yield"() : () -> ()
          }) : (i1) -> ()
          "scf.yield"() : () -> ()
        }) : (i1) -> ()
        "scf.yield"() : () -> ()
      }, {
        "scf.yield"() : () -> ()
      }) : (i1) -> ()
      %c283 = "llvm.mlir.constant"() <{value = 24 : i64}> : () -> i64
      %a285 = "llvm.getelementptr"(%a198, %c283) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
      %t290 = "llvm.add"(%t183, %c283) : (i64, i64) -> i64
      %p291 = "llvm.icmp"(%t290, %x17) <{predicate = 6 : i64}> : (i64, i64) -> i1
      %c295 = "llvm.mlir.constant"() <{value = 25 : i64}> : () -> i64
      %t296 = "llvm.add"(%t183, %c295) : (i64, i64) -> i64
      %p297 = "llvm.icmp"(%t296, %x17) <{predicate = 6 : i64}> : (i64, i64) -> i1
      %t299 = "llvm.and"(%p202, %p291) : (i1, i1) -> i1
      "scf.if"(%t299) ({
        "scf.if"(%t197) ({
          %u286 = "llvm.mlir.undef"() : () -> !llvm.struct<(f32, f32)>
          %agg287 = "llvm.insertvalue"(%u286, %e111) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32)>, f32) -> !llvm.struct<(f32, f32)>
          %agg288 = "llvm.insertvalue"(%agg287, %e112) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32)>, f32) -> !llvm.struct<(f32, f32)>
          "llvm.store"(%agg288, %a285) <{alignment = 8 : i64}> : (!llvm.struct<(f32, f32)>, !llvm.ptr<1>) -> ()
          "scf.yield"() : () -> ()
        }, {
          "scf.if"(%t299) ({
            "llvm.store"(%e111, %a285) : (f32, !llvm.ptr<1>) -> ()
            "scf.yield"() : () -> ()
          }, {
            "scf.yield"() : () -> ()
          }) : (i1) -> ()
          %t298 = "llvm.and"(%p202, %p297) : (i1, i1) -> i1
          "scf.if"(%t298) ({
            %a294 = "llvm.getelementptr"(%a285, %c188) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
            "llvm.store"(%e112, %a294) : (f32, !llvm.ptr<1>) -> ()
            "scf.yield"() : () -> ()
          }, {
            "scf.yield"() : () -> ()
          }) : (i1) -> ()
          "scf.yield"() : () -> ()
        }) : (i1) -> ()
        "scf.yield"() : () -> ()
      }, {
        "scf.yield"() : () -> ()
      }) : (i1) -> ()
      %a303 = "llvm.getelementptr"(%a213, %c283) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
      %t311 = "llvm.and"(%p219, %p291) : (i1, i1) -> i1
      "scf.if"(%t311) ({
        "scf.if"(%t197) ({
          %u304 = "llvm.mlir.undef"() : () -> !llvm.struct<(f32, f32)>
          %agg305 = "llvm.insertvalue"(%u304, %e113) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32)>, f32) -> !llvm.struct<(f32, f32)>
          %agg306 = "llvm.insertvalue"(%agg305, %e114) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32)>, f32) -> !llvm.struct<(f32, f32)>
          "llvm.store"(%agg306, %a303) <{alignment = 8 : i64}> : (!llvm.struct<(f32, f32)>, !llvm.ptr<1>) -> ()
          "scf.yield"() : () -> ()
        }, {
          "scf.if"(%t311) ({
            "llvm.store"(%e113, %a303) : (f32, !llvm.ptr<1>) -> ()
            "scf.yield"() : () -> ()
          }, {
            "scf.yield"() : () -> ()
          }) : (i1) -> ()
          %t310 = "llvm.and"(%p219, %p297) : (i1, i1) -> i1
          "scf.if"(%t310) ({
            %a309 = "llvm.getelementptr"(%a303, %c188) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
            "llvm.store"(%e114, %a309) : (f32, !llvm.ptr<1>) -> ()
            "scf.yield"() : () -> ()
          }, {
            "scf.yield"() : () -> ()
          }) : (i1) -> ()
          "scf.yield"() : () -> ()
        }) : (i1) -> ()
        "scf.yield"() : () -> ()
      }, {
        "scf.yield"() : () -> ()
      }) : (i1) -> ()
      %c312 = "llvm.mlir.constant"() <{value = 32 : i64}> : () -> i64
      %a314 = "llvm.getelementptr"(%a198, %c312) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
      %t319 = "llvm.add"(%t183, %c312) : (i64, i64) -> i64
      %p320 = "llvm.icmp"(%t319, %x17) <{predicate = 6 : i64}> : (i64, i64) -> i1
      %c324 = "llvm.mlir.constant"() <{value = 33 : i64}> : () -> i64
      %t325 = "llvm.add"(%t183, %c324) : (i64, i64) -> i64
      %p326 = "llvm.icmp"(%t325, %x17) <{predicate = 6 : i64}> : (i64, i64) -> i1
      %t328 = "llvm.and"(%p202, %p320) : (i1, i1) -> i1
      "scf.if"(%t328) ({
        "scf.if"(%t197) ({
          %u315 = "llvm.mlir.undef"() : () -> !llvm.struct<(f32, f32)>
          %agg316 = "llvm.insertvalue"(%u315, %e115) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32)>, f32) -> !llvm.struct<(f32, f32)>
          %agg317 = "llvm.insertvalue"(%agg316, %e116) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32)>, f32) -> !llvm.struct<(f32, f32)>
          "llvm.store"(%agg317, %a314) <{alignment = 8 : i64}> : (!llvm.struct<(f32, f32)>, !llvm.ptr<1>) -> ()
          "scf.yield"() : () -> ()
        }, {
          "scf.if"(%t328) ({
            "llvm.store"(%e115, %a314) : (f32, !llvm.ptr<1>) -> ()
            "scf.yield"() : () -> ()
          }, {
            "scf.yield"() : () -> ()
          }) : (i1) -> ()
          %t327 = "llvm.and"(%p202, %p326) : (i1, i1) -> i1
          "scf.if"(%t327) ({
            %a323 = "llvm.getelementptr"(%a314, %c188) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
            "llvm.store"(%e116, %a323) : (f32, !llvm.ptr<1>) -> ()
            "scf.yield"() : () -> ()
          }, {
            "scf.yield"() : () -> ()
          }) : (i1) -> ()
          "scf.yield"() : () -> ()
        }) : (i1) -> ()
        "scf.yield"() : () -> ()
      }, {
        "scf.yield"() : () -> ()
      }) : (i1) -> ()
      %a332 = "llvm.getelementptr"(%a213, %c312) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
      %t340 = "llvm.and"(%p219, %p320) : (i1, i1) -> i1
      "scf.if"(%t340) ({
        "scf.if"(%t197) ({
          %u333 = "llvm.mlir.undef"() : () -> !llvm.struct<(f32, f32)>
          %agg334 = "llvm.insertvalue"(%u333, %e117) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32)>, f32) -> !llvm.struct<(f32, f32)>
          %agg335 = "llvm.insertvalue"(%agg334, %e118) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32)>, f32) -> !llvm.struct<(f32, f32)>
          "llvm.store"(%agg335, %a332) <{alignment = 8 : i64}> : (!llvm.struct<(f32, f32)>, !llvm.ptr<1>) -> ()
          "scf.yield"() : () -> ()
        }, {
          "scf.if"(%t340) ({
            "llvm.store"(%e117, %a332) : (f32, !llvm.ptr<1>) -> ()
            "scf.yield"() : () -> ()
          }, {
            "scf.yield"() : () -> ()
          }) : (i1) -> ()
          %t339 = "llvm.and"(%p219, %p326) : (i1, i1) -> i1
          "scf.if"(%t339) ({
            %a338 = "llvm.getelementptr"(%a332, %c188) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
            "llvm.store"(%e118, %a338) : (f32, !llvm.ptr<1>) -> ()
            "scf.yield"() : () -> ()
          }, {
            "scf.yield"() : () -> ()
          }) : (i1) -> ()
          "scf.yield"() : () -> ()
        }) : (i1) -> ()
        "scf.yield"() : () -> ()
      }, {
        "scf.yield"() : () -> ()
      }) : (i1) -> ()
      %c341 = "llvm.mlir.constant"() <{value = 40 : i64}> : () -> i64
      %a343 = "llvm.getelementptr"(%a198, %c341) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
      %t348 = "llvm.add"(%t183, %c341) : (i64, i64) -> i64
      %p349 = "llvm.icmp"(%t348, %x17) <{predicate = 6 : i64}> : (i64, i64) -> i1
      %c353 = "llvm.mlir.constant"() <{value = 41 : i64}> : () -> i64
      %t354 = "llvm.add"(%t183, %c353) : (i64, i64) -> i64
      %p355 = "llvm.icmp"(%t354, %x17) <{predicate = 6 : i64}> : (i64, i64) -> i1
      %t357 = "llvm.and"(%p202, %p349) : (i1, i1) -> i1
      "scf.if"(%t357) ({
        "scf.if"(%t197) ({
          %u344 = "llvm.mlir.undef"() : () -> !llvm.struct<(f32, f32)>
          %agg345 = "llvm.insertvalue"(%u344, %e119) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32)>, f32) -> !llvm.struct<(f32, f32)>
          %agg346 = "llvm.insertvalue"(%agg345, %e120) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32)>, f32) -> !llvm.struct<(f32, f32)>
          "llvm.store"(%agg346, %a343) <{alignment = 8 : i64}> : (!llvm.struct<(f32, f32)>, !llvm.ptr<1>) -> ()
          "scf.yield"() : () -> ()
        }, {
          "scf.if"(%t357) ({
            "llvm.store"(%e119, %a343) : (f32, !llvm.ptr<1>) -> ()
            "scf.yield"() : () -> ()
          }, {
            "scf.yield"() : () -> ()
          }) : (i1) -> ()
          %t356 = "llvm.and"(%p202, %p355) : (i1, i1) -> i1
          "scf.if"(%t356) ({
            %a352 = "llvm.getelementptr"(%a343, %c188) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
            "llvm.store"(%e120, %a352) : (f32, !llvm.ptr<1>) -> ()
            "scf.yield"() : () -> ()
          }, {
            "scf.yield"() : () -> ()
          }) : (i1) -> ()
          "scf.yield"() : () -> ()
        }) : (i1) -> ()
        "scf.yield"() : () -> ()
      }, {
        "scf.yield"() : () -> ()
      }) : (i1) -> ()
      %a361 = "llvm.getelementptr"(%a213, %c341) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
      %t369 = "llvm.and"(%p219, %p349) : (i1, i1) -> i1
      "scf.if"(%t369) ({
        "scf.if"(%t197) ({
          %u362 = "llvm.mlir.undef"() : () -> !llvm.struct<(f32, f32)>
          %agg363 = "llvm.insertvalue"(%u362, %e121) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32)>, f32) -> !llvm.struct<(f32, f32)>
          %agg364 = "llvm.insertvalue"(%agg363, %e122) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32)>, f32) -> !llvm.struct<(f32, f32)>
          "llvm.store"(%agg364, %a361) <{alignment = 8 : i64}> : (!llvm.struct<(f32, f32)>, !llvm.ptr<1>) -> ()
          "scf.yield"() : () -> ()
        }, {
          "scf.if"(%t369) ({
            "llvm.store"(%e121, %a361) : (f32, !llvm.ptr<1>) -> ()
            "scf.yield"() : () -> ()
          }, {
            "scf.yield"() : () -> ()
          }) : (i1) -> ()
          %t368 = "llvm.and"(%p219, %p355) : (i1, i1) -> i1
          "scf.if"(%t368) ({
            %a367 = "llvm.getelementptr"(%a361, %c188) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
            "llvm.store"(%e122, %a367) : (f32, !llvm.ptr<1>) -> ()
            "scf.yield"() : () -> ()
          }, {
            "scf.yield"() : () -> ()
          }) : (i1) -> ()
          "scf.yield"() : () -> ()
        }) : (i1) -> ()
        "scf.yield"() : () -> ()
      }, {
        "scf.yield"() : () -> ()
      }) : (i1) -> ()
      %c370 = "llvm.mlir.constant"() <{value = 48 : i64}> : () -> i64
      %a372 = "llvm.getelementptr"(%a198, %c370) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
      %t377 = "llvm.add"(%t183, %c370) : (i64, i64) -> i64
      %p378 = "llvm.icmp"(%t377, %x17) <{predicate = 6 : i64}> : (i64, i64) -> i1
      %c382 = "llvm.mlir.constant"() <{value = 49 : i64}> : () -> i64
      %t383 = "llvm.add"(%t183, %c382) : (i64, i64) -> i64
      %p384 = "llvm.icmp"(%t383, %x17) <{predicate = 6 : i64}> : (i64, i64) -> i1
      %t386 = "llvm.and"(%p202, %p378) : (i1, i1) -> i1
      "scf.if"(%t386) ({
        "scf.if"(%t197) ({
          %u373 = "llvm.mlir.undef"() : () -> !llvm.struct<(f32, f32)>
          %agg374 = "llvm.insertvalue"(%u373, %e123) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32)>, f32) -> !llvm.struct<(f32, f32)>
          %agg375 = "llvm.insertvalue"(%agg374, %e124) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32)>, f32) -> !llvm.struct<(f32, f32)>
          "llvm.store"(%agg375, %a372) <{alignment = 8 : i64}> : (!llvm.struct<(f32, f32)>, !llvm.ptr<1>) -> ()
          "scf.yield"() : () -> ()
        }, {
          "scf.if"(%t386) ({
            "llvm.store"(%e123, %a372) : (f32, !llvm.ptr<1>) -> ()
            "scf.yield"() : () -> ()
          }, {
            "scf.yield"() : () -> ()
          }) : (i1) -> ()
          %t385 = "llvm.and"(%p202, %p384) : (i1, i1) -> i1
          "scf.if"(%t385) ({
            %a381 = "llvm.getelementptr"(%a372, %c188) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
            "llvm.store"(%e124, %a381) : (f32, !llvm.ptr<1>) -> ()
            "scf.yield"() : () -> ()
          }, {
            "scf.yield"() : () -> ()
          }) : (i1) -> ()
          "scf.yield"() : () -> ()
        }) : (i1) -> ()
        "scf.yield"() : () -> ()
      }, {
        "scf.yield"() : () -> ()
      }) : (i1) -> ()
      %a390 = "llvm.getelementptr"(%a213, %c370) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
      %t398 = "llvm.and"(%p219, %p378) : (i1, i1) -> i1
      "scf.if"(%t398) ({
        "scf.if"(%t197) ({
          %u391 = "llvm.mlir.undef"() : () -> !llvm.struct<(f32, f32)>
          %agg392 = "llvm.insertvalue"(%u391, %e125) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32)>, f32) -> !llvm.struct<(f32, f32)>
          %agg393 = "llvm.insertvalue"(%agg392, %e126) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32)>, f32) -> !llvm.struct<(f32, f32)>
          "llvm.store"(%agg393, %a390) <{alignment = 8 : i64}> : (!llvm.struct<(f32, f32)>, !llvm.ptr<1>) -> ()
          "scf.yield"() : () -> ()
        }, {
          "scf.if"(%t398) ({
            "llvm.store"(%e125, %a390) : (f32, !llvm.ptr<1>) -> ()
            "scf.yield"() : () -> ()
          }, {
            "scf.yield"() : () -> ()
          }) : (i1) -> ()
          %t397 = "llvm.and"(%p219, %p384) : (i1, i1) -> i1
          "scf.if"(%t397) ({
            %a396 = "llvm.getelementptr"(%a390, %c188) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
            "llvm.store"(%e126, %a396) : (f32, !llvm.ptr<1>) -> ()
            "scf.yield"() : () -> ()
          }, {
            "scf.yield"() : () -> ()
          }) : (i1) -> ()
          "scf.yield"() : () -> ()
        }) : (i1) -> ()
        "scf.yield"() : () -> ()
      }, {
        "scf.yield"() : () -> ()
      }) : (i1) -> ()
      %c399 = "llvm.mlir.constant"() <{value = 56 : i64}> : () -> i64
      %a401 = "llvm.getelementptr"(%a198, %c399) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
      %t406 = "llvm.add"(%t183, %c399) : (i64, i64) -> i64
      %p407 = "llvm.icmp"(%t406, %x17) <{predicate = 6 : i64}> : (i64, i64) -> i1
      %c411 = "llvm.mlir.constant"() <{value = 57 : i64}> : () -> i64
      %t412 = "llvm.add"(%t183, %c411) : (i64, i64) -> i64
      %p413 = "llvm.icmp"(%t412, %x17) <{predicate = 6 : i64}> : (i64, i64) -> i1
      %t415 = "llvm.and"(%p202, %p407) : (i1, i1) -> i1
      "scf.if"(%t415) ({
        "scf.if"(%t197) ({
          %u402 = "llvm.mlir.undef"() : () -> !llvm.struct<(f32, f32)>
          %agg403 = "llvm.insertvalue"(%u402, %e127) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32)>, f32) -> !llvm.struct<(f32, f32)>
          %agg404 = "llvm.insertvalue"(%agg403, %e128) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32)>, f32) -> !llvm.struct<(f32, f32)>
          "llvm.store"(%agg404, %a401) <{alignment = 8 : i64}> : (!llvm.struct<(f32, f32)>, !llvm.ptr<1>) -> ()
          "scf.yield"() : () -> ()
        }, {
          "scf.if"(%t415) ({
            "llvm.store"(%e127, %a401) : (f32, !llvm.ptr<1>) -> ()
            "scf.yield"() : () -> ()
          }, {
            "scf.yield"() : () -> ()
          }) : (i1) -> ()
          %t414 = "llvm.and"(%p202, %p413) : (i1, i1) -> i1
          "scf.if"(%t414) ({
            %a410 = "llvm.getelementptr"(%a401, %c188) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
            "llvm.store"(%e128, %a410) : (f32, !llvm.ptr<1>) -> ()
            "scf.yield"() : () -> ()
          }, {
            "scf.yield"() : () -> ()
          }) : (i1) -> ()
          "scf.yield"() : () -> ()
        }) : (i1) -> ()
        "scf.yield"() : () -> ()
      }, {
        "scf.yield"() : () -> ()
      }) : (i1) -> ()
      %a419 = "llvm.getelementptr"(%a213, %c399) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
      %t427 = "llvm.and"(%p219, %p407) : (i1, i1) -> i1
      "scf.if"(%t427) ({
        "scf.if"(%t197) ({
          %u420 = "llvm.mlir.undef"() : () -> !llvm.struct<(f32, f32)>
          %agg421 = "llvm.insertvalue"(%u420, %e129) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32)>, f32) -> !llvm.struct<(f32, f32)>
          %agg422 = "llvm.insertvalue"(%agg421, %e130) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32)>, f32) -> !llvm.struct<(f32, f32)>
          "llvm.store"(%agg422, %a419) <{alignment = 8 : i64}> : (!llvm.struct<(f32, f32)>, !llvm.ptr<1>) -> ()
          "scf.yield"() : () -> ()
        }, {
          "scf.if"(%t427) ({
            "llvm.store"(%e129, %a419) : (f32, !llvm.ptr<1>) -> ()
            "scf.yield"() : () -> ()
          }, {
            "scf.yield"() : () -> ()
          }) : (i1) -> ()
          %t426 = "llvm.and"(%p219, %p413) : (i1, i1) -> i1
          "scf.if"(%t426) ({
            %a425 = "llvm.getelementptr"(%a419, %c188) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
            "llvm.store"(%e130, %a425) : (f32, !llvm.ptr<1>) -> ()
            "scf.yield"() : () -> ()
          }, {
            "scf.yield"() : () -> ()
          }) : (i1) -> ()
          "scf.yield"() : () -> ()
        }) : (i1) -> ()
        "scf.yield"() : () -> ()
      }, {
        "scf.yield"() : () -> ()
      }) : (i1) -> ()
      %c428 = "llvm.mlir.constant"() <{value = 64 : i64}> : () -> i64
      %a430 = "llvm.getelementptr"(%a198, %c428) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
      %t435 = "llvm.add"(%t183, %c428) : (i64, i64) -> i64
      %p436 = "llvm.icmp"(%t435, %x17) <{predicate = 6 : i64}> : (i64, i64) -> i1
      %c440 = "llvm.mlir.constant"() <{value = 65 : i64}> : () -> i64
      %t441 = "llvm.add"(%t183, %c440) : (i64, i64) -> i64
      %p442 = "llvm.icmp"(%t441, %x17) <{predicate = 6 : i64}> : (i64, i64) -> i1
      %t444 = "llvm.and"(%p202, %p436) : (i1, i1) -> i1
      "scf.if"(%t444) ({
        "scf.if"(%t197) ({
          %u431 = "llvm.mlir.undef"() : () -> !llvm.struct<(f32, f32)>
          %agg432 = "llvm.insertvalue"(%u431, %e131) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32)>, f32) -> !llvm.struct<(f32, f32)>
          %agg433 = "llvm.insertvalue"(%agg432, %e132) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32)>, f32) -> !llvm.struct<(f32, f32)>
          "llvm.store"(%agg433, %a430) <{alignment = 8 : i64}> : (!llvm.struct<(f32, f32)>, !llvm.ptr<1>) -> ()
          "scf.yield"() : () -> ()
        }, {
          "scf.if"(%t444) ({
            "llvm.store"(%e131, %a430) : (f32, !llvm.ptr<1>) -> ()
            "scf.yield"() : () -> ()
          }, {
            "scf.yield"() : () -> ()
          }) : (i1) -> ()
          %t443 = "llvm.and"(%p202, %p442) : (i1, i1) -> i1
          "scf.if"(%t443) ({
            %a439 = "llvm.getelementptr"(%a430, %c188) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
            "llvm.store"(%e132, %a439) : (f32, !llvm.ptr<1>) -> ()
            "scf.yield"() : () -> ()
          }, {
            "scf.yield"() : () -> ()
          }) : (i1) -> ()
          "scf.yield"() : () -> ()
        }) : (i1) -> ()
        "scf.yield"() : () -> ()
      }, {
        "scf.yield"() : () -> ()
      }) : (i1) -> ()
      %a448 = "llvm.getelementptr"(%a213, %c428) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
      %t456 = "llvm.and"(%p219, %p436) : (i1, i1) -> i1
      "scf.if"(%t456) ({
        "scf.if"(%t197) ({
          %u449 = "llvm.mlir.undef"() : () -> !llvm.struct<(f32, f32)>
          %agg450 = "llvm.insertvalue"(%u449, %e133) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32)>, f32) -> !llvm.struct<(f32, f32)>
          %agg451 = "llvm.insertvalue"(%agg450, %e134) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32)>, f32) -> !llvm.struct<(f32, f32)>
          "llvm.store"(%agg451, %a448) <{alignment = 8 : i64}> : (!llvm.struct<(f32, f32)>, !llvm.ptr<1>) -> ()
          "scf.yield"() : () -> ()
        }, {
          "scf.if"(%t456) ({
            "llvm.store"(%e133, %a448) : (f32, !llvm.ptr<1>) -> ()
            "scf.yield"() : () -> ()
          }, {
            "scf.yield"() : () -> ()
          }) : (i1) -> ()
          %t455 = "llvm.and"(%p219, %p442) : (i1, i1) -> i1
          "scf.if"(%t455) ({
            %a454 = "llvm.getelementptr"(%a448, %c188) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
            "llvm.store"(%e134, %a454) : (f32, !llvm.ptr<1>) -> ()
            "scf.yield"() : () -> ()
          }, {
            "scf.yield"() : () -> ()
          }) : (i1) -> ()
          "scf.yield"() : () -> ()
        }) : (i1) -> ()
        "scf.yield"() : () -> ()
      }, {
        "scf.yield"() : () -> ()
      }) : (i1) -> ()
      %c457 = "llvm.mlir.constant"() <{value = 72 : i64}> : () -> i64
      %a459 = "llvm.getelementptr"(%a198, %c457) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
      %t464 = "llvm.add"(%t183, %c457) : (i64, i64) -> i64
      %p465 = "llvm.icmp"(%t464, %x17) <{predicate = 6 : i64}> : (i64, i64) -> i1
      %c469 = "llvm.mlir.constant"() <{value = 73 : i64}> : () -> i64
      %t470 = "llvm.add"(%t183, %c469) : (i64, i64) -> i64
      %p471 = "llvm.icmp"(%t470, %x17) <{predicate = 6 : i64}> : (i64, i64) -> i1
      %t473 = "llvm.and"(%p202, %p465) : (i1, i1) -> i1
      "scf.if"(%t473) ({
        "scf.if"(%t197) ({
          %u460 = "llvm.mlir.undef"() : () -> !llvm.struct<(f32, f32)>
          %agg461 = "llvm.insertvalue"(%u460, %e135) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32)>, f32) -> !llvm.struct<(f32, f32)>
          %agg462 = "llvm.insertvalue"(%agg461, %e136) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32)>, f32) -> !llvm.struct<(f32, f32)>
          "llvm.store"(%agg462, %a459) <{alignment = 8 : i64}> : (!llvm.struct<(f32, f32)>, !llvm.ptr<1>) -> ()
          "scf.yield"() : () -> ()
        }, {
          "scf.if"(%t473) ({
            "llvm.store"(%e135, %a459) : (f32, !llvm.ptr<1>) -> ()
            "scf.yield"() : () -> ()
          }, {
            "scf.yield"() : () -> ()
          }) : (i1) -> ()
          %t472 = "llvm.and"(%p202, %p471) : (i1, i1) -> i1
          "scf.if"(%t472) ({
            %a468 = "llvm.getelementptr"(%a459, %c188) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
            "llvm.store"(%e136, %a468) : (f32, !llvm.ptr<1>) -> ()
            "scf.yield"() : () -> ()
          }, {
            "scf.yield"() : () -> ()
          }) : (i1) -> ()
          "scf.yield"() : () -> ()
        }) : (i1) -> ()
        "scf.yield"() : () -> ()
      }, {
        "scf.yield"() : () -> ()
      }) : (i1) -> ()
      %a477 = "llvm.getelementptr"(%a213, %c457) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
      %t485 = "llvm.and"(%p219, %p465) : (i1, i1) -> i1
      "scf.if"(%t485) ({
        "scf.if"(%t197) ({
          %u478 = "llvm.mlir.undef"() : () -> !llvm.struct<(f32, f32)>
          %agg479 = "llvm.insertvalue"(%u478, %e137) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32)>, f32) -> !llvm.struct<(f32, f32)>
          %agg480 = "llvm.insertvalue"(%agg479, %e138) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32)>, f32) -> !llvm.struct<(f32, f32)>
          "llvm.store"(%agg480, %a477) <{alignment = 8 : i64}> : (!llvm.struct<(f32, f32)>, !llvm.ptr<1>) -> ()
          "scf.yield"() : () -> ()
        }, {
          "scf.if"(%t485) ({
            "llvm.store"(%e137, %a477) : (f32, !llvm.ptr<1>) -> ()
            "scf.yield"() : () -> ()
          }, {
            "scf.yield"() : () -> ()
          }) : (i1) -> ()
          %t484 = "llvm.and"(%p219, %p471) : (i1, i1) -> i1
          "scf.if"(%t484) ({
            %a483 = "llvm.getelementptr"(%a477, %c188) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
            "llvm.store"(%e138, %a483) : (f32, !llvm.ptr<1>) -> ()
            "scf.yield"() : () -> ()
          }, {
            "scf.yield"() : () -> ()
          }) : (i1) -> ()
          "scf.yield"() : () -> ()
        }) : (i1) -> ()
        "scf.yield"() : () -> ()
      }, {
        "scf.yield"() : () -> ()
      }) : (i1) -> ()
      %c486 = "llvm.mlir.constant"() <{value = 80 : i64}> : () -> i64
      %a488 = "llvm.getelementptr"(%a198, %c486) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
      %t493 = "llvm.add"(%t183, %c486) : (i64, i64) -> i64
      %p494 = "llvm.icmp"(%t493, %x17) <{predicate = 6 : i64}> : (i64, i64) -> i1
      %c498 = "llvm.mlir.constant"() <{value = 81 : i64}> : () -> i64
      %t499 = "llvm.add"(%t183, %c498) : (i64, i64) -> i64
      %p500 = "llvm.icmp"(%t499, %x17) <{predicate = 6 : i64}> : (i64, i64) -> i1
      %t502 = "llvm.and"(%p202, %p494) : (i1, i1) -> i1
      "scf.if"(%t502) ({
        "scf.if"(%t197) ({
          %u489 = "llvm.mlir.undef"() : () -> !llvm.struct<(f32, f32)>
          %agg490 = "llvm.insertvalue"(%u489, %e139) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32)>, f32) -> !llvm.struct<(f32, f32)>
          %agg491 = "llvm.insertvalue"(%agg490, %e140) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32)>, f32) -> !llvm.struct<(f32, f32)>
          "llvm.store"(%agg491, %a488) <{alignment = 8 : i64}> : (!llvm.struct<(f32, f32)>, !llvm.ptr<1>) -> ()
          "scf.yield"() : () -> ()
        }, {
          "scf.if"(%t502) ({
            "llvm.store"(%e139, %a488) : (f32, !llvm.ptr<1>) -> ()
            "scf.yield"() : () -> ()
          }, {
            "scf.yield"() : () -> ()
          }) : (i1) -> ()
          %t501 = "llvm.and"(%p202, %p500) : (i1, i1) -> i1
          "scf.if"(%t501) ({
            %a497 = "llvm.getelementptr"(%a488, %c188) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
            "llvm.store"(%e140, %a497) : (f32, !llvm.ptr<1>) -> ()
            "scf.yield"() : () -> ()
          }, {
            "scf.yield"() : () -> ()
          }) : (i1) -> ()
          "scf.yield"() : () -> ()
        }) : (i1) -> ()
        "scf.yield"() : () -> ()
      }, {
        "scf.yield"() : () -> ()
      }) : (i1) -> ()
      %a506 = "llvm.getelementptr"(%a213, %c486) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
      %t514 = "llvm.and"(%p219, %p494) : (i1, i1) -> i1
      "scf.if"(%t514) ({
        "scf.if"(%t197) ({
          %u507 = "llvm.mlir.undef"() : () -> !llvm.struct<(f32, f32)>
          %agg508 = "llvm.insertvalue"(%u507, %e141) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32)>, f32) -> !llvm.struct<(f32, f32)>
          %agg509 = "llvm.insertvalue"(%agg508, %e142) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32)>, f32) -> !llvm.struct<(f32, f32)>
          "llvm.store"(%agg509, %a506) <{alignment = 8 : i64}> : (!llvm.struct<(f32, f32)>, !llvm.ptr<1>) -> ()
          "scf.yield"() : () -> ()
        }, {
          "scf.if"(%t514) ({
            "llvm.store"(%e141, %a506) : (f32, !llvm.ptr<1>) -> ()
            "scf.yield"() : () -> ()
          }, {
            "scf.yield"() : () -> ()
          }) : (i1) -> ()
          %t513 = "llvm.and"(%p219, %p500) : (i1, i1) -> i1
          "scf.if"(%t513) ({
            %a512 = "llvm.getelementptr"(%a506, %c188) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
            "llvm.store"(%e142, %a512) : (f32, !llvm.ptr<1>) -> ()
            "scf.yield"() : () -> ()
          }, {
            "scf.yield"() : () -> ()
          }) : (i1) -> ()
          "scf.yield"() : () -> ()
        }) : (i1) -> ()
        "scf.yield"() : () -> ()
      }, {
        "scf.yield"() : () -> ()
      }) : (i1) -> ()
      %c515 = "llvm.mlir.constant"() <{value = 88 : i64}> : () -> i64
      %a517 = "llvm.getelementptr"(%a198, %c515) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
      %t522 = "llvm.add"(%t183, %c515) : (i64, i64) -> i64
      %p523 = "llvm.icmp"(%t522, %x17) <{predicate = 6 : i64}> : (i64, i64) -> i1
      %c527 = "llvm.mlir.constant"() <{value = 89 : i64}> : () -> i64
      %t528 = "llvm.add"(%t183, %c527) : (i64, i64) -> i64
      %p529 = "llvm.icmp"(%t528, %x17) <{predicate = 6 : i64}> : (i64, i64) -> i1
      %t531 = "llvm.and"(%p202, %p523) : (i1, i1) -> i1
      "scf.if"(%t531) ({
        "scf.if"(%t197) ({
          %u518 = "llvm.mlir.undef"() : () -> !llvm.struct<(f32, f32)>
          %agg519 = "llvm.insertvalue"(%u518, %e143) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32)>, f32) -> !llvm.struct<(f32, f32)>
          %agg520 = "llvm.insertvalue"(%agg519, %e144) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32)>, f32) -> !llvm.struct<(f32, f32)>
          "llvm.store"(%agg520, %a517) <{alignment = 8 : i64}> : (!llvm.struct<(f32, f32)>, !llvm.ptr<1>) -> ()
          "scf.yield"() : () -> ()
        }, {
          "scf.if"(%t531) ({
            "llvm.store"(%e143, %a517) : (f32, !llvm.ptr<1>) -> ()
            "scf.yield"() : () -> ()
          }, {
            "scf.yield"() : () -> ()
          }) : (i1) -> ()
          %t530 = "llvm.and"(%p202, %p529) : (i1, i1) -> i1
          "scf.if"(%t530) ({
            %a526 = "llvm.getelementptr"(%a517, %c188) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
            "llvm.store"(%e144, %a526) : (f32, !llvm.ptr<1>) -> ()
            "scf.yield"() : () -> ()
          }, {
            "scf.yield"() : () -> ()
          }) : (i1) -> ()
          "scf.yield"() : () -> ()
        }) : (i1) -> ()
        "scf.yield"() : () -> ()
      }, {
        "scf.yield"() : () -> ()
      }) : (i1) -> ()
      %a535 = "llvm.getelementptr"(%a213, %c515) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
      %t543 = "llvm.and"(%p219, %p523) : (i1, i1) -> i1
      "scf.if"(%t543) ({
        "scf.if"(%t197) ({
          %u536 = "llvm.mlir.undef"() : () -> !llvm.struct<(f32, f32)>
          %agg537 = "llvm.insertvalue"(%u536, %e145) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32)>, f32) -> !llvm.struct<(f32, f32)>
          %agg538 = "llvm.insertvalue"(%agg537, %e146) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32)>, f32) -> !llvm.struct<(f32, f32)>
          "llvm.store"(%agg538, %a535) <{alignment = 8 : i64}> : (!llvm.struct<(f32, f32)>, !llvm.ptr<1>) -> ()
          "scf.yield"() : () -> ()
        }, {
          "scf.if"(%t543) ({
            "llvm.store"(%e145, %a535) : (f32, !llvm.ptr<1>) -> ()
            "scf.yield"() : () -> ()
          }, {
            "scf.yield"() : () -> ()
          }) : (i1) -> ()
          %t542 = "llvm.and"(%p219, %p529) : (i1, i1) -> i1
          "scf.if"(%t542) ({
            %a541 = "llvm.getelementptr"(%a535, %c188) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
            "llvm.store"(%e146, %a541) : (f32, !llvm.ptr<1>) -> ()
            "scf.yield"() : () -> ()
          }, {
            "scf.yield"() : () -> ()
          }) : (i1) -> ()
          "scf.yield"() : () -> ()
        }) : (i1) -> ()
        "scf.yield"() : () -> ()
      }, {
        "scf.yield"() : () -> ()
      }) : (i1) -> ()
      %c544 = "llvm.mlir.constant"() <{value = 96 : i64}> : () -> i64
      %a546 = "llvm.getelementptr"(%a198, %c544) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
      %t551 = "llvm.add"(%t183, %c544) : (i64, i64) -> i64
      %p552 = "llvm.icmp"(%t551, %x17) <{predicate = 6 : i64}> : (i64, i64) -> i1
      %c556 = "llvm.mlir.constant"() <{value = 97 : i64}> : () -> i64
      %t557 = "llvm.add"(%t183, %c556) : (i64, i64) -> i64
      %p558 = "llvm.icmp"(%t557, %x17) <{predicate = 6 : i64}> : (i64, i64) -> i1
      %t560 = "llvm.and"(%p202, %p552) : (i1, i1) -> i1
      "scf.if"(%t560) ({
        "scf.if"(%t197) ({
          %u547 = "llvm.mlir.undef"() : () -> !llvm.struct<(f32, f32)>
          %agg548 = "llvm.insertvalue"(%u547, %e147) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32)>, f32) -> !llvm.struct<(f32, f32)>
          %agg549 = "llvm.insertvalue"(%agg548, %e148) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32)>, f32) -> !llvm.struct<(f32, f32)>
          "llvm.store"(%agg549, %a546) <{alignment = 8 : i64}> : (!llvm.struct<(f32, f32)>, !llvm.ptr<1>) -> ()
          "scf.yield"() : () -> ()
        }, {
          "scf.if"(%t560) ({
            "llvm.store"(%e147, %a546) : (f32, !llvm.ptr<1>) -> ()
            "scf.yield"() : () -> ()
          }, {
            "scf.yield"() : () -> ()
          }) : (i1) -> ()
          %t559 = "llvm.and"(%p202, %p558) : (i1, i1) -> i1
          "scf.if"(%t559) ({
            %a555 = "llvm.getelementptr"(%a546, %c188) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
            "llvm.store"(%e148, %a555) : (f32, !llvm.ptr<1>) -> ()
            "scf.yield"() : () -> ()
          }, {
            "scf.yield"() : () -> ()
          }) : (i1) -> ()
          "scf.yield"() : () -> ()
        }) : (i1) -> ()
        "scf.yield"() : () -> ()
      }, {
        "scf.yield"() : () -> ()
      }) : (i1) -> ()
      %a564 = "llvm.getelementptr"(%a213, %c544) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
      %t572 = "llvm.and"(%p219, %p552) : (i1, i1) -> i1
      "scf.if"(%t572) ({
        "scf.if"(%t197) ({
          %u565 = "llvm.mlir.undef"() : () -> !llvm.struct<(f32, f32)>
          %agg566 = "llvm.insertvalue"(%u565, %e149) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32)>, f32) -> !llvm.struct<(f32, f32)>
          %agg567 = "llvm.insertvalue"(%agg566, %e150) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32)>, f32) -> !llvm.struct<(f32, f32)>
          "llvm.store"(%agg567, %a564) <{alignment = 8 : i64}> : (!llvm.struct<(f32, f32)>, !llvm.ptr<1>) -> ()
          "scf.yield"() : () -> ()
        }, {
          "scf.if"(%t572) ({
            "llvm.store"(%e149, %a564) : (f32, !llvm.ptr<1>) -> ()
            "scf.yield"() : () -> ()
          }, {
            "scf.yield"() : () -> ()
          }) : (i1) -> ()
          %t571 = "llvm.and"(%p219, %p558) : (i1, i1) -> i1
          "scf.if"(%t571) ({
            %a570 = "llvm.getelementptr"(%a564, %c188) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
            "llvm.store"(%e150, %a570) : (f32, !llvm.ptr<1>) -> ()
            "scf.yield"() : () -> ()
          }, {
            "scf.yield"() : () -> ()
          }) : (i1) -> ()
          "scf.yield"() : () -> ()
        }) : (i1) -> ()
        "scf.yield"() : () -> ()
      }, {
        "scf.yield"() : () -> ()
      }) : (i1) -> ()
      %c573 = "llvm.mlir.constant"() <{value = 104 : i64}> : () -> i64
      %a575 = "llvm.getelementptr"(%a198, %c573) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
      %t580 = "llvm.add"(%t183, %c573) : (i64, i64) -> i64
      %p581 = "llvm.icmp"(%t580, %x17) <{predicate = 6 : i64}> : (i64, i64) -> i1
      %c585 = "llvm.mlir.constant"() <{value = 105 : i64}> : () -> i64
      %t586 = "llvm.add"(%t183, %c585) : (i64, i64) -> i64
      %p587 = "llvm.icmp"(%t586, %x17) <{predicate = 6 : i64}> : (i64, i64) -> i1
      %t589 = "llvm.and"(%p202, %p581) : (i1, i1) -> i1
      "scf.if"(%t589) ({
        "scf.if"(%t197) ({
          %u576 = "llvm.mlir.undef"() : () -> !llvm.struct<(f32, f32)>
          %agg577 = "llvm.insertvalue"(%u576, %e151) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32)>, f32) -> !llvm.struct<(f32, f32)>
          %agg578 = "llvm.insertvalue"(%agg577, %e152) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32)>, f32) -> !llvm.struct<(f32, f32)>
          "llvm.store"(%agg578, %a575) <{alignment = 8 : i64}> : (!llvm.struct<(f32, f32)>, !llvm.ptr<1>) -> ()
          "scf.yield"() : () -> ()
        }, {
          "scf.if"(%t589) ({
            "llvm.store"(%e151, %a575) : (f32, !llvm.ptr<1>) -> ()
            "scf.yield"() : () -> ()
          }, {
            "scf.yield"() : () -> ()
          }) : (i1) -> ()
          %t588 = "llvm.and"(%p202, %p587) : (i1, i1) -> i1
          "scf.if"(%t588) ({
            %a584 = "llvm.getelementptr"(%a575, %c188) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
            "llvm.store"(%e152, %a584) : (f32, !llvm.ptr<1>) -> ()
            "scf.yield"() : () -> ()
          }, {
            "scf.yield"() : () -> ()
          }) : (i1) -> ()
          "scf.yield"() : () -> ()
        }) : (i1) -> ()
        "scf.yield"() : () -> ()
      }, {
        "scf.yield"() : () -> ()
      }) : (i1) -> ()
      %a593 = "llvm.getelementptr"(%a213, %c573) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
      %t601 = "llvm.and"(%p219, %p581) : (i1, i1) -> i1
      "scf.if"(%t601) ({
        "scf.if"(%t197) ({
          %u594 = "llvm.mlir.undef"() : () -> !llvm.struct<(f32, f32)>
          %agg595 = "llvm.insertvalue"(%u594, %e153) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32)>, f32) -> !llvm.struct<(f32, f32)>
          %agg596 = "llvm.insertvalue"(%agg595, %e154) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32)>, f32) -> !llvm.struct<(f32, f32)>
          "llvm.store"(%agg596, %a593) <{alignment = 8 : i64}> : (!llvm.struct<(f32, f32)>, !llvm.ptr<1>) -> ()
          "scf.yield"() : () -> ()
        }, {
          "scf.if"(%t601) ({
            "llvm.store"(%e153, %a593) : (f32, !llvm.ptr<1>) -> ()
            "scf.yield"() : () -> ()
          }, {
            "scf.yield"() : () -> ()
          }) : (i1) -> ()
          %t600 = "llvm.and"(%p219, %p587) : (i1, i1) -> i1
          "scf.if"(%t600) ({
            %a599 = "llvm.getelementptr"(%a593, %c188) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
            "llvm.store"(%e154, %a599) : (f32, !llvm.ptr<1>) -> ()
            "scf.yield"() : () -> ()
          }, {
            "scf.yield"() : () -> ()
          }) : (i1) -> ()
          "scf.yield"() : () -> ()
        }) : (i1) -> ()
        "scf.yield"() : () -> ()
      }, {
        "scf.yield"() : () -> ()
      }) : (i1) -> ()
      %c602 = "llvm.mlir.constant"() <{value = 112 : i64}> : () -> i64
      %a604 = "llvm.getelementptr"(%a198, %c602) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
      %t609 = "llvm.add"(%t183, %c602) : (i64, i64) -> i64
      %p610 = "llvm.icmp"(%t609, %x17) <{predicate = 6 : i64}> : (i64, i64) -> i1
      %c614 = "llvm.mlir.constant"() <{value = 113 : i64}> : () -> i64
      %t615 = "llvm.add"(%t183, %c614) : (i64, i64) -> i64
      %p616 = "llvm.icmp"(%t615, %x17) <{predicate = 6 : i64}> : (i64, i64) -> i1
      %t618 = "llvm.and"(%p202, %p610) : (i1, i1) -> i1
      "scf.if"(%t618) ({
        "scf.if"(%t197) ({
          %u605 = "llvm.mlir.undef"() : () -> !llvm.struct<(f32, f32)>
          %agg606 = "llvm.insertvalue"(%u605, %e155) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32)>, f32) -> !llvm.struct<(f32, f32)>
          %agg607 = "llvm.insertvalue"(%agg606, %e156) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32)>, f32) -> !llvm.struct<(f32, f32)>
          "llvm.store"(%agg607, %a604) <{alignment = 8 : i64}> : (!llvm.struct<(f32, f32)>, !llvm.ptr<1>) -> ()
          "scf.yield"() : () -> ()
        }, {
          "scf.if"(%t618) ({
            "llvm.store"(%e155, %a604) : (f32, !llvm.ptr<1>) -> ()
            "scf.yield"() : () -> ()
          }, {
            "scf.yield"() : () -> ()
          }) : (i1) -> ()
          %t617 = "llvm.and"(%p202, %p616) : (i1, i1) -> i1
          "scf.if"(%t617) ({
            %a613 = "llvm.getelementptr"(%a604, %c188) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
            "llvm.store"(%e156, %a613) : (f32, !llvm.ptr<1>) -> ()
            "scf.yield"() : () -> ()
          }, {
            "scf.yield"() : () -> ()
          }) : (i1) -> ()
          "scf.yield"() : () -> ()
        }) : (i1) -> ()
        "scf.yield"() : () -> ()
      }, {
        "scf.yield"() : () -> ()
      }) : (i1) -> ()
      %a622 = "llvm.getelementptr"(%a213, %c602) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
      %t630 = "llvm.and"(%p219, %p610) : (i1, i1) -> i1
      "scf.if"(%t630) ({
        "scf.if"(%t197) ({
          %u623 = "llvm.mlir.undef"() : () -> !llvm.struct<(f32, f32)>
          %agg624 = "llvm.insertvalue"(%u623, %e157) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32)>, f32) -> !llvm.struct<(f32, f32)>
          %agg625 = "llvm.insertvalue"(%agg624, %e158) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32)>, f32) -> !llvm.struct<(f32, f32)>
          "llvm.store"(%agg625, %a622) <{alignment = 8 : i64}> : (!llvm.struct<(f32, f32)>, !llvm.ptr<1>) -> ()
          "scf.yield"() : () -> ()
        }, {
          "scf.if"(%t630) ({
            "llvm.store"(%e157, %a622) : (f32, !llvm.ptr<1>) -> ()
            "scf.yield"() : () -> ()
          }, {
            "scf.yield"() : () -> ()
          }) : (i1) -> ()
          %t629 = "llvm.and"(%p219, %p616) : (i1, i1) -> i1
          "scf.if"(%t629) ({
            %a628 = "llvm.getelementptr"(%a622, %c188) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
            "llvm.store"(%e158, %a628) : (f32, !llvm.ptr<1>) -> ()
            "scf.yield"() : () -> ()
          }, {
            "scf.yield"() : () -> ()
          }) : (i1) -> ()
          "scf.yield"() : () -> ()
        }) : (i1) -> ()
        "scf.yield"() : () -> ()
      }, {
        "scf.yield"() : () -> ()
      }) : (i1) -> ()
      %c631 = "llvm.mlir.constant"() <{value = 120 : i64}> : () -> i64
      %a633 = "llvm.getelementptr"(%a198, %c631) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
      %t638 = "llvm.add"(%t183, %c631) : (i64, i64) -> i64
      %p639 = "llvm.icmp"(%t638, %x17) <{predicate = 6 : i64}> : (i64, i64) -> i1
      %c643 = "llvm.mlir.constant"() <{value = 121 : i64}> : () -> i64
      %t644 = "llvm.add"(%t183, %c643) : (i64, i64) -> i64
      %p645 = "llvm.icmp"(%t644, %x17) <{predicate = 6 : i64}> : (i64, i64) -> i1
      %t647 = "llvm.and"(%p202, %p639) : (i1, i1) -> i1
      "scf.if"(%t647) ({
        "scf.if"(%t197) ({
          %u634 = "llvm.mlir.undef"() : () -> !llvm.struct<(f32, f32)>
          %agg635 = "llvm.insertvalue"(%u634, %e159) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32)>, f32) -> !llvm.struct<(f32, f32)>
          %agg636 = "llvm.insertvalue"(%agg635, %e160) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32)>, f32) -> !llvm.struct<(f32, f32)>
          "llvm.store"(%agg636, %a633) <{alignment = 8 : i64}> : (!llvm.struct<(f32, f32)>, !llvm.ptr<1>) -> ()
          "scf.yield"() : () -> ()
        }, {
          "scf.if"(%t647) ({
            "llvm.store"(%e159, %a633) : (f32, !llvm.ptr<1>) -> ()
            "scf.yield"() : () -> ()
          }, {
            "scf.yield"() : () -> ()
          }) : (i1) -> ()
          %t646 = "llvm.and"(%p202, %p645) : (i1, i1) -> i1
          "scf.if"(%t646) ({
            %a642 = "llvm.getelementptr"(%a633, %c188) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
            "llvm.store"(%e160, %a642) : (f32, !llvm.ptr<1>) -> ()
            "scf.yield"() : () -> ()
          }, {
            "scf.yield"() : () -> ()
          }) : (i1) -> ()
          "scf.yield"() : () -> ()
        }) : (i1) -> ()
        "scf.yield"() : () -> ()
      }, {
        "scf.yield"() : () -> ()
      }) : (i1) -> ()
      %a651 = "llvm.getelementptr"(%a213, %c631) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
      %t659 = "llvm.and"(%p219, %p639) : (i1, i1) -> i1
      "scf.if"(%t659) ({
        "scf.if"(%t197) ({
          %u652 = "llvm.mlir.undef"() : () -> !llvm.struct<(f32, f32)>
          %agg653 = "llvm.insertvalue"(%u652, %e161) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32)>, f32) -> !llvm.struct<(f32, f32)>
          %agg654 = "llvm.insertvalue"(%agg653, %e162) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32)>, f32) -> !llvm.struct<(f32, f32)>
          "llvm.store"(%agg654, %a651) <{alignment = 8 : i64}> : (!llvm.struct<(f32, f32)>, !llvm.ptr<1>) -> ()
          "scf.yield"() : () -> ()
        }, {
          "scf.if"(%t659) ({
            "llvm.store"(%e161, %a651) : (f32, !llvm.ptr<1>) -> ()
            "scf.yield"() : () -> ()
          }, {
            "scf.yield"() : () -> ()
          }) : (i1) -> ()
          %t658 = "llvm.and"(%p219, %p645) : (i1, i1) -> i1
          "scf.if"(%t658) ({
            %a657 = "llvm.getelementptr"(%a651, %c188) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
            "llvm.store"(%e162, %a657) : (f32, !llvm.ptr<1>) -> ()
            "scf.yield"() : () -> ()
          }, {
            "scf.yield"() : () -> ()
          }) : (i1) -> ()
          "scf.yield"() : () -> ()
        }) : (i1) -> ()
        "scf.yield"() : () -> ()
      }, {
        "scf.yield"() : () -> ()
      }) : (i1) -> ()
      "scf.yield"() : () -> ()
    }) : (i1) -> ()
    "llvm.return"() : () -> ()
  }) {cute.kernel, nvvm.reqntid = array<i32: 384, 1, 1>, nvvm.minctasm = 1 : i32} : () -> ()
}
