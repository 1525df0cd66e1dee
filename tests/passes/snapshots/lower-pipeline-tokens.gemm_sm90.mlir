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
    %c7 = "llvm.mlir.constant"() <{value = 0 : i64}> : () -> i64
    %B_8 = "builtin.unrealized_conversion_cast"(%B) : (!nv_tileaa.ptr<f16>) -> !llvm.ptr<1>
    %x9 = "llvm.sext"(%N) : (i32) -> i64
    %C_14 = "builtin.unrealized_conversion_cast"(%C) : (!nv_tileaa.ptr<f32>) -> !llvm.ptr<1>
    %lb = "arith.constant"() <{value = 0 : index}> : () -> index
    %step = "arith.constant"() <{value = 1 : index}> : () -> index
    %ub = "arith.index_cast"(%ktiles) : (i32) -> index
    %c27 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
    %p28 = "llvm.icmp"(%tid0, %c27) <{predicate = 0 : i64}> : (i32, i32) -> i1
    "scf.if"(%p28) ({
      %c2 = "llvm.mlir.constant"() <{value = 24576 : i32}> : () -> i32
      %a3 = "llvm.getelementptr"(%smem1, %c2) <{elem_type = i8, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>
      %c6 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      "nvvm.mbarrier.init.shared"(%a3, %c6) : (!llvm.ptr<3>, i32) -> ()
      %c9 = "llvm.mlir.constant"() <{value = 24600 : i32}> : () -> i32
      %a10 = "llvm.getelementptr"(%smem1, %c9) <{elem_type = i8, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>
      %c12 = "llvm.mlir.constant"() <{value = 256 : i32}> : () -> i32
      "nvvm.mbarrier.init.shared"(%a10, %c12) : (!llvm.ptr<3>, i32) -> ()
      %c14 = "llvm.mlir.constant"() <{value = 24584 : i32}> : () -> i32
      %a15 = "llvm.getelementptr"(%smem1, %c14) <{elem_type = i8, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>
      "nvvm.mbarrier.init.shared"(%a15, %c6) : (!llvm.ptr<3>, i32) -> ()
      %c18 = "llvm.mlir.constant"() <{value = 24608 : i32}> : () -> i32
      %a19 = "llvm.getelementptr"(%smem1, %c18) <{elem_type = i8, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>
      "nvvm.mbarrier.init.shared"(%a19, %c12) : (!llvm.ptr<3>, i32) -> ()
      %c21 = "llvm.mlir.constant"() <{value = 24592 : i32}> : () -> i32
      %a22 = "llvm.getelementptr"(%smem1, %c21) <{elem_type = i8, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>
      "nvvm.mbarrier.init.shared"(%a22, %c6) : (!llvm.ptr<3>, i32) -> ()
      %c24 = "llvm.mlir.constant"() <{value = 24616 : i32}> : () -> i32
      %a25 = "llvm.getelementptr"(%smem1, %c24) <{elem_type = i8, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>
      "nvvm.mbarrier.init.shared"(%a25, %c12) : (!llvm.ptr<3>, i32) -> ()
      "nvvm.fence.mbarrier.init"() : () -> ()
      "scf.yield"() : () -> ()
    }, {
      "scf.yield"() : () -> ()
    }) : (i1) -> ()
    "nvvm.barrier0"() : () -> ()
    %pipe = "builtin.unrealized_conversion_cast"(%smem1) : (!llvm.ptr<3>) -> !nv_tileas.pipeline<stages = 3, tensor<128x16xf16, #nv_tileas.smem<swizzle = 32>>, tensor<128x16xf16, #nv_tileas.smem<swizzle = 32>>>
    %p3 = "llvm.icmp"(%tid0, %c128) <{predicate = 6 : i64}> : (i32, i32) -> i1
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
            %c44 = "llvm.mlir.constant"() <{value = 10000000 : i32}> : () -> i32
            "nvvm.mbarrier.try_wait.parity.shared"(%a39, %t43, %c44) : (!llvm.ptr<3>, i32, i32) -> ()
            %ptok = "builtin.unrealized_conversion_cast"(%pit_30) : (i32) -> !nv_tileas.producer_token
            %c50 = "llvm.mlir.constant"() <{value = 24576 : i32}> : () -> i32
            %a53 = "llvm.getelementptr"(%a38, %c50) <{elem_type = i8, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>
            %c54 = "llvm.mlir.constant"() <{value = 8192 : i32}> : () -> i32
            "nvvm.mbarrier.arrive.expect_tx.shared"(%a53, %c54) : (!llvm.ptr<3>, i32) -> ()
            %ki = "arith.index_cast"(%k) : (index) -> i32
            %kk = "arith.muli"(%ki, %c16) : (i32, i32) -> i32
            %tma_desc0_55 = "builtin.unrealized_conversion_cast"(%tma_desc0) : (!nv_tileas.tma_desc<tensor<128x16xf16>>) -> !llvm.ptr
            %c59 = "llvm.mlir.constant"() <{value = 4096 : i32}> : () -> i32
            %t60 = "llvm.mul"(%t33, %c59) : (i32, i32) -> i32
            %a61 = "llvm.getelementptr"(%pipe_31, %t60) <{elem_type = i8, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>
            "nvvm.cp.async.bulk.tensor.shared.cluster.global"(%a61, %tma_desc0_55, %kk, %m0, %a53) <{operandSegmentSizes = array<i32: 1, 1, 2, 1, 0, 0, 0, 0>}> : (!llvm.ptr<3>, !llvm.ptr, i32, i32, !llvm.ptr<3>) -> ()
            %ta = "builtin.unrealized_conversion_cast"(%a61) : (!llvm.ptr<3>) -> tensor<128x16xf16, #nv_tileas.smem<swizzle = 32>>
            %tma_desc1_69 = "builtin.unrealized_conversion_cast"(%tma_desc1) : (!nv_tileas.tma_desc<tensor<128x16xf16>>) -> !llvm.ptr
            %c75 = "llvm.mlir.constant"() <{value = 12288 : i32}> : () -> i32
            %a78 = "llvm.getelementptr"(%a61, %c75) <{elem_type = i8, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>
            "nvvm.cp.async.bulk.tensor.shared.cluster.global"(%a78, %tma_desc1_69, %kk, %n0, %a53) <{operandSegmentSizes = array<i32: 1, 1, 2, 1, 0, 0, 0, 0>}> : (!llvm.ptr<3>, !llvm.ptr, i32, i32, !llvm.ptr<3>) -> ()
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
      %t29 = "llvm.sub"(%tid0, %c128) : (i32, i32) -> i32
      %c30 = "llvm.mlir.constant"() <{value = 7 : i32}> : () -> i32
      %wg = "llvm.lshr"(%t29, %c30) : (i32, i32) -> i32
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
      %agg8 = "llvm.insertvalue"(%agg7, %cf0) <{position = array<i64: 6>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %agg9 = "llvm.insertvalue"(%agg8, %cf0) <{position = array<i64: 7>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %agg10 = "llvm.insertvalue"(%agg9, %cf0) <{position = array<i64: 8>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %agg11 = "llvm.insertvalue"(%agg10, %cf0) <{position = array<i64: 9>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %agg12 = "llvm.insertvalue"(%agg11, %cf0) <{position = array<i64: 10>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %agg13 = "llvm.insertvalue"(%agg12, %cf0) <{position = array<i64: 11>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %agg14 = "llvm.insertvalue"(%agg13, %cf0) <{position = array<i64: 12>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %agg15 = "llvm.insertvalue"(%agg14, %cf0) <{position = array<i64: 13>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %agg16 = "llvm.insertvalue"(%agg15, %cf0) <{position = array<i64: 14>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %agg17 = "llvm.insertvalue"(%agg16, %cf0) <{position = array<i64: 15>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %agg18 = "llvm.insertvalue"(%agg17, %cf0) <{position = array<i64: 16>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %agg19 = "llvm.insertvalue"(%agg18, %cf0) <{position = array<i64: 17>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %agg22 = "llvm.insertvalue"(%agg19, %cf0) <{position = array<i64: 18>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %agg28 = "llvm.insertvalue"(%agg22, %cf0) <{position = array<i64: 19>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %agg29 = "llvm.insertvalue"(%agg28, %cf0) <{position = array<i64: 20>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %agg30 = "llvm.insertvalue"(%agg29, %cf0) <{position = array<i64: 21>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %agg31 = "llvm.insertvalue"(%agg30, %cf0) <{position = array<i64: 22>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %agg32 = "llvm.insertvalue"(%agg31, %cf0) <{position = array<i64: 23>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %agg33 = "llvm.insertvalue"(%agg32, %cf0) <{position = array<i64: 24>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %agg34 = "llvm.insertvalue"(%agg33, %cf0) <{position = array<i64: 25>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %agg35 = "llvm.insertvalue"(%agg34, %cf0) <{position = array<i64: 26>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %agg36 = "llvm.insertvalue"(%agg35, %cf0) <{position = array<i64: 27>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %agg37 = "llvm.insertvalue"(%agg36, %cf0) <{position = array<i64: 28>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %agg38 = "llvm.insertvalue"(%agg37, %cf0) <{position = array<i64: 29>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %agg39 = "llvm.insertvalue"(%agg38, %cf0) <{position = array<i64: 30>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %agg40 = "llvm.insertvalue"(%agg39, %cf0) <{position = array<i64: 31>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %agg41 = "llvm.insertvalue"(%agg40, %cf0) <{position = array<i64: 32>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %agg42 = "llvm.insertvalue"(%agg41, %cf0) <{position = array<i64: 33>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %agg43 = "llvm.insertvalue"(%agg42, %cf0) <{position = array<i64: 34>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %agg44 = "llvm.insertvalue"(%agg43, %cf0) <{position = array<i64: 35>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %agg45 = "llvm.insertvalue"(%agg44, %cf0) <{position = array<i64: 36>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %agg46 = "llvm.insertvalue"(%agg45, %cf0) <{position = array<i64: 37>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %agg47 = "llvm.insertvalue"(%agg46, %cf0) <{position = array<i64: 38>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %agg48 = "llvm.insertvalue"(%agg47, %cf0) <{position = array<i64: 39>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %agg49 = "llvm.insertvalue"(%agg48, %cf0) <{position = array<i64: 40>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %agg50 = "llvm.insertvalue"(%agg49, %cf0) <{position = array<i64: 41>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %agg51 = "llvm.insertvalue"(%agg50, %cf0) <{position = array<i64: 42>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %agg52 = "llvm.insertvalue"(%agg51, %cf0) <{position = array<i64: 43>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %agg53 = "llvm.insertvalue"(%agg52, %cf0) <{position = array<i64: 44>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %agg54 = "llvm.insertvalue"(%agg53, %cf0) <{position = array<i64: 45>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %agg55 = "llvm.insertvalue"(%agg54, %cf0) <{position = array<i64: 46>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %agg56 = "llvm.insertvalue"(%agg55, %cf0) <{position = array<i64: 47>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %agg57 = "llvm.insertvalue"(%agg56, %cf0) <{position = array<i64: 48>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %agg58 = "llvm.insertvalue"(%agg57, %cf0) <{position = array<i64: 49>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %agg59 = "llvm.insertvalue"(%agg58, %cf0) <{position = array<i64: 50>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %agg60 = "llvm.insertvalue"(%agg59, %cf0) <{position = array<i64: 51>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %agg61 = "llvm.insertvalue"(%agg60, %cf0) <{position = array<i64: 52>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %agg62 = "llvm.insertvalue"(%agg61, %cf0) <{position = array<i64: 53>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %agg63 = "llvm.insertvalue"(%agg62, %cf0) <{position = array<i64: 54>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %agg64 = "llvm.insertvalue"(%agg63, %cf0) <{position = array<i64: 55>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %agg65 = "llvm.insertvalue"(%agg64, %cf0) <{position = array<i64: 56>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %agg66 = "llvm.insertvalue"(%agg65, %cf0) <{position = array<i64: 57>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %agg67 = "llvm.insertvalue"(%agg66, %cf0) <{position = array<i64: 58>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %agg68 = "llvm.insertvalue"(%agg67, %cf0) <{position = array<i64: 59>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %agg69 = "llvm.insertvalue"(%agg68, %cf0) <{position = array<i64: 60>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %agg70 = "llvm.insertvalue"(%agg69, %cf0) <{position = array<i64: 61>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %agg71 = "llvm.insertvalue"(%agg70, %cf0) <{position = array<i64: 62>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %agg72 = "llvm.insertvalue"(%agg71, %cf0) <{position = array<i64: 63>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %zero = "builtin.unrealized_conversion_cast"(%agg72) : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> tensor<64x128xf32, #nv_tileas.layout<wgmma_acc>>
      %acc_76, %citN = "scf.for"(%lb, %ub, %step, %agg72, %cit0) ({
      ^bb0(%kc: index, %acc0_73: !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>, %cit: !nv_tileas.pipeline_iter<stages = 3>):
        %acc0 = "builtin.unrealized_conversion_cast"(%acc0_73) : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> tensor<64x128xf32, #nv_tileas.layout<wgmma_acc>>
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
        %d_75 = "builtin.unrealized_conversion_cast"(%d) : (tensor<64x128xf32, #nv_tileas.layout<wgmma_acc>>) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
        %acc1_74 = "builtin.unrealized_conversion_cast"(%d_75) : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
        %acc1 = "builtin.unrealized_conversion_cast"(%acc1_74) : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> tensor<64x128xf32, #nv_tileas.layout<wgmma_acc>>
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
        %t155 = "llvm.or"(%t153, %s151) : (i32, i32) -> i32
        %cnext = "builtin.unrealized_conversion_cast"(%t155) : (i32) -> !nv_tileas.pipeline_iter<stages = 3>
        "scf.yield"(%acc1_74, %cnext) : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>, !nv_tileas.pipeline_iter<stages = 3>) -> ()
      }) : (index, index, index, !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>, !nv_tileas.pipeline_iter<stages = 3>) -> (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>, !nv_tileas.pipeline_iter<stages = 3>)
      %acc = "builtin.unrealized_conversion_cast"(%acc_76) : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> tensor<64x128xf32, #nv_tileas.layout<wgmma_acc>>
      %crow = "arith.addi"(%m0, %row) : (i32, i32) -> i32
      %x83 = "llvm.sext"(%crow) : (i32) -> i64
      %x84 = "llvm.sext"(%n0) : (i32) -> i64
      %e85 = "llvm.extractvalue"(%acc_76) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %e86 = "llvm.extractvalue"(%acc_76) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %e87 = "llvm.extractvalue"(%acc_76) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %e88 = "llvm.extractvalue"(%acc_76) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %e89 = "llvm.extractvalue"(%acc_76) <{position = array<i64: 4>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %e90 = "llvm.extractvalue"(%acc_76) <{position = array<i64: 5>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %e91 = "llvm.extractvalue"(%acc_76) <{position = array<i64: 6>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %e92 = "llvm.extractvalue"(%acc_76) <{position = array<i64: 7>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %e93 = "llvm.extractvalue"(%acc_76) <{position = array<i64: 8>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %e94 = "llvm.extractvalue"(%acc_76) <{position = array<i64: 9>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %e95 = "llvm.extractvalue"(%acc_76) <{position = array<i64: 10>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %e96 = "llvm.extractvalue"(%acc_76) <{position = array<i64: 11>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %e97 = "llvm.extractvalue"(%acc_76) <{position = array<i64: 12>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %e98 = "llvm.extractvalue"(%acc_76) <{position = array<i64: 13>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %e99 = "llvm.extractvalue"(%acc_76) <{position = array<i64: 14>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %e100 = "llvm.extractvalue"(%acc_76) <{position = array<i64: 15>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %e101 = "llvm.extractvalue"(%acc_76) <{position = array<i64: 16>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %e102 = "llvm.extractvalue"(%acc_76) <{position = array<i64: 17>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %e103 = "llvm.extractvalue"(%acc_76) <{position = array<i64: 18>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %e104 = "llvm.extractvalue"(%acc_76) <{position = array<i64: 19>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %e105 = "llvm.extractvalue"(%acc_76) <{position = array<i64: 20>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %e106 = "llvm.extractvalue"(%acc_76) <{position = array<i64: 21>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %e107 = "llvm.extractvalue"(%acc_76) <{position = array<i64: 22>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %e108 = "llvm.extractvalue"(%acc_76) <{position = array<i64: 23>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %e109 = "llvm.extractvalue"(%acc_76) <{position = array<i64: 24>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %e110 = "llvm.extractvalue"(%acc_76) <{position = array<i64: 25>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %e111 = "llvm.extractvalue"(%acc_76) <{position = array<i64: 26>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %e112 = "llvm.extractvalue"(%acc_76) <{position = array<i64: 27>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %e113 = "llvm.extractvalue"(%acc_76) <{position = array<i64: 28>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %e114 = "llvm.extractvalue"(%acc_76) <{position = array<i64: 29>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %e115 = "llvm.extractvalue"(%acc_76) <{position = array<i64: 30>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %e116 = "llvm.extractvalue"(%acc_76) <{position = array<i64: 31>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %e117 = "llvm.extractvalue"(%acc_76) <{position = array<i64: 32>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %e118 = "llvm.extractvalue"(%acc_76) <{position = array<i64: 33>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %e119 = "llvm.extractvalue"(%acc_76) <{position = array<i64: 34>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %e120 = "llvm.extractvalue"(%acc_76) <{position = array<i64: 35>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %e121 = "llvm.extractvalue"(%acc_76) <{position = array<i64: 36>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %e122 = "llvm.extractvalue"(%acc_76) <{position = array<i64: 37>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %e123 = "llvm.extractvalue"(%acc_76) <{position = array<i64: 38>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %e124 = "llvm.extractvalue"(%acc_76) <{position = array<i64: 39>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %e125 = "llvm.extractvalue"(%acc_76) <{position = array<i64: 40>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %e126 = "llvm.extractvalue"(%acc_76) <{position = array<i64: 41>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %e127 = "llvm.extractvalue"(%acc_76) <{position = array<i64: 42>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %e128 = "llvm.extractvalue"(%acc_76) <{position = array<i64: 43>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %e129 = "llvm.extractvalue"(%acc_76) <{position = array<i64: 44>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %e130 = "llvm.extractvalue"(%acc_76) <{position = array<i64: 45>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %e131 = "llvm.extractvalue"(%acc_76) <{position = array<i64: 46>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %e132 = "llvm.extractvalue"(%acc_76) <{position = array<i64: 47>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %e133 = "llvm.extractvalue"(%acc_76) <{position = array<i64: 48>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %e134 = "llvm.extractvalue"(%acc_76) <{position = array<i64: 49>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %e135 = "llvm.extractvalue"(%acc_76) <{position = array<i64: 50>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %e136 = "llvm.extractvalue"(%acc_76) <{position = array<i64: 51>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %e137 = "llvm.extractvalue"(%acc_76) <{position = array<i64: 52>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %e138 = "llvm.extractvalue"(%acc_76) <{position = array<i64: 53>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %e139 = "llvm.extractvalue"(%acc_76) <{position = array<i64: 54>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %e140 = "llvm.extractvalue"(%acc_76) <{position = array<i64: 55>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %e141 = "llvm.extractvalue"(%acc_76) <{position = array<i64: 56>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %e142 = "llvm.extractvalue"(%acc_76) <{position = array<i64: 57>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %e143 = "llvm.extractvalue"(%acc_76) <{position = array<i64: 58>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %e144 = "llvm.extractvalue"(%acc_76) <{position = array<i64: 59>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %e145 = "llvm.extractvalue"(%acc_76) <{position = array<i64: 60>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %e146 = "llvm.extractvalue"(%acc_76) <{position = array<i64: 61>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %e147 = "llvm.extractvalue"(%acc_76) <{position = array<i64: 62>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %e148 = "llvm.extractvalue"(%acc_76) <{position = array<i64: 63>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %c151 = "llvm.mlir.constant"() <{value = 127 : i32}> : () -> i32
      %t152 = "llvm.and"(%t29, %c151) : (i32, i32) -> i32
      %c153 = "llvm.mlir.constant"() <{value = 5 : i32}> : () -> i32
      %t154 = "llvm.lshr"(%t152, %c153) : (i32, i32) -> i32
      %c155 = "llvm.mlir.constant"() <{value = 31 : i32}> : () -> i32
      %t156 = "llvm.and"(%t152, %c155) : (i32, i32) -> i32
      %t158 = "llvm.mul"(%t154, %c16) : (i32, i32) -> i32
      %c159 = "llvm.mlir.constant"() <{value = 2 : i32}> : () -> i32
      %t160 = "llvm.lshr"(%t156, %c159) : (i32, i32) -> i32
      %t161 = "llvm.add"(%t158, %t160) : (i32, i32) -> i32
      %c162 = "llvm.mlir.constant"() <{value = 3 : i32}> : () -> i32
      %t163 = "llvm.and"(%t156, %c162) : (i32, i32) -> i32
      %t165 = "llvm.mul"(%t163, %c159) : (i32, i32) -> i32
      %x166 = "llvm.zext"(%t161) : (i32) -> i64
      %t167 = "llvm.add"(%x83, %x166) : (i64, i64) -> i64
      %x168 = "llvm.zext"(%t165) : (i32) -> i64
      %t169 = "llvm.add"(%x84, %x168) : (i64, i64) -> i64
      %t170 = "llvm.mul"(%t167, %x9) : (i64, i64) -> i64
      %t171 = "llvm.add"(%t170, %t169) : (i64, i64) -> i64
      %c172 = "llvm.mlir.constant"() <{value = 8 : i64}> : () -> i64
      %t173 = "llvm.mul"(%x9, %c172) : (i64, i64) -> i64
      %t175 = "llvm.and"(%x9, %c5) : (i64, i64) -> i64
      %p177 = "llvm.icmp"(%t175, %c7) <{predicate = 0 : i64}> : (i64, i64) -> i1
      %pi178 = "llvm.ptrtoint"(%C_14) : (!llvm.ptr<1>) -> i64
      %c179 = "llvm.mlir.constant"() <{value = 7 : i64}> : () -> i64
      %t180 = "llvm.and"(%pi178, %c179) : (i64, i64) -> i64
      %p182 = "llvm.icmp"(%t180, %c7) <{predicate = 0 : i64}> : (i64, i64) -> i1
      %t183 = "llvm.and"(%p177, %p182) : (i1, i1) -> i1
      %a184 = "llvm.getelementptr"(%C_14, %t171) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
      %p188 = "llvm.icmp"(%t167, %x2) <{predicate = 6 : i64}> : (i64, i64) -> i1
      %p189 = "llvm.icmp"(%t169, %x9) <{predicate = 6 : i64}> : (i64, i64) -> i1
      %t194 = "llvm.add"(%t169, %c5) : (i64, i64) -> i64
      %p195 = "llvm.icmp"(%t194, %x9) <{predicate = 6 : i64}> : (i64, i64) -> i1
      %t197 = "llvm.and"(%p188, %p189) : (i1, i1) -> i1
      "scf.if"(%t197) ({
        "scf.if"(%t183) ({
          %u185 = "llvm.mlir.undef"() : () -> !llvm.struct<(f32, f32)>
          %agg186 = "llvm.insertvalue"(%u185, %e85) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32)>, f32) -> !llvm.struct<(f32, f32)>
          %agg187 = "llvm.insertvalue"(%agg186, %e86) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32)>, f32) -> !llvm.struct<(f32, f32)>
          "llvm.store"(%agg187, %a184) <{alignment = 8 : i64}> : (!llvm.struct<(f32, f32)>, !llvm.ptr<1>) -> ()
          "scf.yield"() : () -> ()
        }, {
          "scf.if"(%t197) ({
            "llvm.store"(%e85, %a184) : (f32, !llvm.ptr<1>) -> ()
            "scf.yield"() : () -> ()
          }, {
            "scf.yield"() : () -> ()
          }) : (i1) -> ()
          %t196 = "llvm.and"(%p188, %p195) : (i1, i1) -> i1
          "scf.if"(%t196) ({
            %a192 = "llvm.getelementptr"(%a184, %c5) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
            "llvm.store"(%e86, %a192) : (f32, !llvm.ptr<1>) -> ()
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
      %t198 = "llvm.add"(%t171, %t173) : (i64, i64) -> i64
      %a199 = "llvm.getelementptr"(%C_14, %t198) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
      %t204 = "llvm.add"(%t167, %c172) : (i64, i64) -> i64
      %p205 = "llvm.icmp"(%t204, %x2) <{predicate = 6 : i64}> : (i64, i64) -> i1
      %t210 = "llvm.and"(%p205, %p189) : (i1, i1) -> i1
      "scf.if"(%t210) ({
        "scf.if"(%t183) ({
          %u200 = "llvm.mlir.undef"() : () -> !llvm.struct<(f32, f32)>
          %agg201 = "llvm.insertvalue"(%u200, %e87) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32)>, f32) -> !llvm.struct<(f32, f32)>
          %agg202 = "llvm.insertvalue"(%agg201, %e88) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32)>, f32) -> !llvm.struct<(f32, f32)>
          "llvm.store"(%agg202, %a199) <{alignment = 8 : i64}> : (!llvm.struct<(f32, f32)>, !llvm.ptr<1>) -> ()
          "scf.yield"() : () -> ()
        }, {
          "scf.if"(%t210) ({
            "llvm.store"(%e87, %a199) : (f32, !llvm.ptr<1>) -> ()
            "scf.yield"() : () -> ()
          }, {
            "scf.yield"() : () -> ()
          }) : (i1) -> ()
          %t209 = "llvm.and"(%p205, %p195) : (i1, i1) -> i1
          "scf.if"(%t209) ({
            %a208 = "llvm.getelementptr"(%a199, %c5) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
            "llvm.store"(%e88, %a208) : (f32, !llvm.ptr<1>) -> ()
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
      %a213 = "llvm.getelementptr"(%a184, %c172) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
      %t218 = "llvm.add"(%t169, %c172) : (i64, i64) -> i64
      %p219 = "llvm.icmp"(%t218, %x9) <{predicate = 6 : i64}> : (i64, i64) -> i1
      %c223 = "llvm.mlir.constant"() <{value = 9 : i64}> : () -> i64
      %t224 = "llvm.add"(%t169, %c223) : (i64, i64) -> i64
      %p225 = "llvm.icmp"(%t224, %x9) <{predicate = 6 : i64}> : (i64, i64) -> i1
      %t227 = "llvm.and"(%p188, %p219) : (i1, i1) -> i1
      "scf.if"(%t227) ({
        "scf.if"(%t183) ({
          %u214 = "llvm.mlir.undef"() : () -> !llvm.struct<(f32, f32)>
          %agg215 = "llvm.insertvalue"(%u214, %e89) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32)>, f32) -> !llvm.struct<(f32, f32)>
          %agg216 = "llvm.insertvalue"(%agg215, %e90) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32)>, f32) -> !llvm.struct<(f32, f32)>
          "llvm.store"(%agg216, %a213) <{alignment = 8 : i64}> : (!llvm.struct<(f32, f32)>, !llvm.ptr<1>) -> ()
          "scf.yield"() : () -> ()
        }, {
          "scf.if"(%t227) ({
            "llvm.store"(%e89, %a213) : (f32, !llvm.ptr<1>) -> ()
            "scf.yield"() : () -> ()
          }, {
            "scf.yield"() : () -> ()
          }) : (i1) -> ()
          %t226 = "llvm.and"(%p188, %p225) : (i1, i1) -> i1
          "scf.if"(%t226) ({
            %a222 = "llvm.getelementptr"(%a213, %c5) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
            "llvm.store"(%e90, %a222) : (f32, !llvm.ptr<1>) -> ()
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
      %a231 = "llvm.getelementptr"(%a199, %c172) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
      %t239 = "llvm.and"(%p205, %p219) : (i1, i1) -> i1
      "scf.if"(%t239) ({
        "scf.if"(%t183) ({
          %u232 = "llvm.mlir.undef"() : () -> !llvm.struct<(f32, f32)>
          %agg233 = "llvm.insertvalue"(%u232, %e91) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32)>, f32) -> !llvm.struct<(f32, f32)>
          %agg234 = "llvm.insertvalue"(%agg233, %e92) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32)>, f32) -> !llvm.struct<(f32, f32)>
          "llvm.store"(%agg234, %a231) <{alignment = 8 : i64}> : (!llvm.struct<(f32, f32)>, !llvm.ptr<1>) -> ()
          "scf.yield"() : () -> ()
        }, {
          "scf.if"(%t239) ({
            "llvm.store"(%e91, %a231) : (f32, !llvm.ptr<1>) -> ()
            "scf.yield"() : () -> ()
          }, {
            "scf.yield"() : () -> ()
          }) : (i1) -> ()
          %t238 = "llvm.and"(%p205, %p225) : (i1, i1) -> i1
          "scf.if"(%t238) ({
            %a237 = "llvm.getelementptr"(%a231, %c5) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
            "llvm.store"(%e92, %a237) : (f32, !llvm.ptr<1>) -> ()
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
      %c240 = "llvm.mlir.constant"() <{value = 16 : i64}> : () -> i64
      %a242 = "llvm.getelementptr"(%a184, %c240) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
      %t247 = "llvm.add"(%t169, %c240) : (i64, i64) -> i64
      %p248 = "llvm.icmp"(%t247, %x9) <{predicate = 6 : i64}> : (i64, i64) -> i1
      %c252 = "llvm.mlir.constant"() <{value = 17 : i64}> : () -> i64
      %t253 = "llvm.add"(%t169, %c252) : (i64, i64) -> i64
      %p254 = "llvm.icmp"(%t253, %x9) <{predicate = 6 : i64}> : (i64, i64) -> i1
      %t256 = "llvm.and"(%p188, %p248) : (i1, i1) -> i1
      "scf.if"(%t256) ({
        "scf.if"(%t183) ({
          %u243 = "llvm.mlir.undef"() : () -> !llvm.struct<(f32, f32)>
          %agg244 = "llvm.insertvalue"(%u243, %e93) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32)>, f32) -> !llvm.struct<(f32, f32)>
          %agg245 = "llvm.insertvalue"(%agg244, %e94) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32)>, f32) -> !llvm.struct<(f32, f32)>
          "llvm.store"(%agg245, %a242) <{alignment = 8 : i64}> : (!llvm.struct<(f32, f32)>, !llvm.ptr<1>) -> ()
          "scf.yield"() : () -> ()
        }, {
          "scf.if"(%t256) ({
            "llvm.store"(%e93, %a242) : (f32, !llvm.ptr<1>) -> ()
            "scf.yield"() : () -> ()
          }, {
            "scf.yield"() : () -> ()
          }) : (i1) -> ()
          %t255 = "llvm.and"(%p188, %p254) : (i1, i1) -> i1
          "scf.if"(%t255) ({
            %a251 = "llvm.getelementptr"(%a242, %c5) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
            "llvm.store"(%e94, %a251) : (f32, !llvm.ptr<1>) -> ()
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
      %a260 = "llvm.getelementptr"(%a199, %c240) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
      %t268 = "llvm.and"(%p205, %p248) : (i1, i1) -> i1
      "scf.if"(%t268) ({
        "scf.if"(%t183) ({
          %u261 = "llvm.mlir.undef"() : () -> !llvm.struct<(f32, f32)>
          %agg262 = "llvm.insertvalue"(%u261, %e95) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32)>, f32) -> !llvm.struct<(f32, f32)>
          %agg263 = "llvm.insertvalue"(%agg262, %e96) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32)>, f32) -> !llvm.struct<(f32, f32)>
          "llvm.store"(%agg263, %a260) <{alignment = 8 : i64}> : (!llvm.struct<(f32, f32)>, !llvm.ptr<1>) -> ()
          "scf.yield"() : () -> ()
        }, {
          "scf.if"(%t268) ({
            "llvm.store"(%e95, %a260) : (f32, !llvm.ptr<1>) -> ()
            "scf.yield"() : () -> ()
          }, {
            "scf.yield"() : () -> ()
          }) : (i1) -> ()
          %t267 = "llvm.and"(%p205, %p254) : (i1, i1) -> i1
          "scf.if"(%t267) ({
            %a266 = "llvm.getelementptr"(%a260, %c5) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
            "llvm.store"(%e96, %a266) : (f32, !llvm.ptr<1>) -> ()
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
      %c269 = "llvm.mlir.constant"() <{value = 24 : i64}> : () -> i64
      %a271 = "llvm.getelementptr"(%a184, %c269) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
      %t276 = "llvm.add"(%t169, %c269) : (i64, i64) -> i64
      %p277 = "llvm.icmp"(%t276, %x9) <{predicate = 6 : i64}> : (i64, i64) -> i1
      %c281 = "llvm.mlir.constant"() <{value = 25 : i64}> : () -> i64
      %t282 = "llvm.add"(%t169, %c281) : (i64, i64) -> i64
      %p283 = "llvm.icmp"(%t282, %x9) <{predicate = 6 : i64}> : (i64, i64) -> i1
      %t285 = "llvm.and"(%p188, %p277) : (i1, i1) -> i1
      "scf.if"(%t285) ({
        "scf.if"(%t183) ({
          %u272 = "llvm.mlir.undef"() : () -> !llvm.struct<(f32, f32)>
          %agg273 = "llvm.insertvalue"(%u272, %e97) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32)>, f32) -> !llvm.struct<(f32, f32)>
          %agg274 = "llvm.insertvalue"(%agg273, %e98) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32)>, f32) -> !llvm.struct<(f32, f32)>
          "llvm.store"(%agg274, %a271) <{alignment = 8 : i64}> : (!llvm.struct<(f32, f32)>, !llvm.ptr<1>) -> ()
          "scf.yield"() : () -> ()
        }, {
          "scf.if"(%t285) ({
            "llvm.store"(%e97, %a271) : (f32, !llvm.ptr<1>) -> ()
            "scf.yield"() : () -> ()
          }, {
            "scf.yield"() : () -> ()
          }) : (i1) -> ()
          %t284 = "llvm.and"(%p188, %p283) : (i1, i1) -> i1
          "scf.if"(%t284) ({
            %a280 = "llvm.getelementptr"(%a271, %c5) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
            "llvm.store"(%e98, %a280) : (f32, !llvm.ptr<1>) -> ()
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
      %a289 = "llvm.getelementptr"(%a199, %c269) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
      %t297 = "llvm.and"(%p205, %p277) : (i1, i1) -> i1
      "scf.if"(%t297) ({
        "scf.if"(%t183) ({
          %u290 = "llvm.mlir.undef"() : () -> !llvm.struct<(f32, f32)>
          %agg291 = "llvm.insertvalue"(%u290, %e99) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32)>, f32) -> !llvm.struct<(f32, f32)>
          %agg292 = "llvm.insertvalue"(%agg291, %e100) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32)>, f32) -> !llvm.struct<(f32, f32)>
          "llvm.store"(%agg292, %a289) <{alignment = 8 : i64}> : (!llvm.struct<(f32, f32)>, !llvm.ptr<1>) -> ()
          "scf.yield"() : () -> ()
        }, {
          "scf.if"(%t297) ({
            "llvm.store"(%e99, %a289) : (f32, !llvm.ptr<1>) -> ()
            "scf.yield"() : () -> ()
          }, {
            "scf.yield"() : () -> ()
          }) : (i1) -> ()
          %t296 = "llvm.and"(%p205, %p283) : (i1, i1) -> i1
          "scf.if"(%t296) ({
            %a295 = "llvm.getelementptr"(%a289, %c5) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
            "llvm.store"(%e100, %a295) : (f32, !llvm.ptr<1>) -> ()
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
      %c298 = "llvm.mlir.constant"() <{value = 32 : i64}> : () -> i64
      %a300 = "llvm.getelementptr"(%a184, %c298) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
      %t305 = "llvm.add"(%t169, %c298) : (i64, i64) -> i64
      %p306 = "llvm.icmp"(%t305, %x9) <{predicate = 6 : i64}> : (i64, i64) -> i1
      %c310 = "llvm.mlir.constant"() <{value = 33 : i64}> : () -> i64
      %t311 = "llvm.add"(%t169, %c310) : (i64, i64) -> i64
      %p312 = "llvm.icmp"(%t311, %x9) <{predicate = 6 : i64}> : (i64, i64) -> i1
      %t314 = "llvm.and"(%p188, %p306) : (i1, i1) -> i1
      "scf.if"(%t314) ({
        "scf.if"(%t183) ({
          %u301 = "llvm.mlir.undef"() : () -> !llvm.struct<(f32, f32)>
          %agg302 = "llvm.insertvalue"(%u301, %e101) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32)>, f32) -> !llvm.struct<(f32, f32)>
          %agg303 = "llvm.insertvalue"(%agg302, %e102) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32)>, f32) -> !llvm.struct<(f32, f32)>
          "llvm.store"(%agg303, %a300) <{alignment = 8 : i64}> : (!llvm.struct<(f32, f32)>, !llvm.ptr<1>) -> ()
          "scf.yield"() : () -> ()
        }, {
          "scf.if"(%t314) ({
            "llvm.store"(%e101, %a300) : (f32, !llvm.ptr<1>) -> ()
            "scf.yield"() : () -> ()
          }, {
            "scf.yield"() : () -> ()
          }) : (i1) -> ()
          %t313 = "llvm.and"(%p188, %p312) : (i1, i1) -> i1
          "scf.if"(%t313) ({
            %a309 = "llvm.getelementptr"(%a300, %c5) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
            "llvm.store"(%e102, %a309) : (f32, !llvm.ptr<1>) -> ()
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
      %a318 = "llvm.getelementptr"(%a199, %c298) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
      %t326 = "llvm.and"(%p205, %p306) : (i1, i1) -> i1
      "scf.if"(%t326) ({
        "scf.if"(%t183) ({
          %u319 = "llvm.mlir.undef"() : () -> !llvm.struct<(f32, f32)>
          %agg320 = "llvm.insertvalue"(%u319, %e103) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32)>, f32) -> !llvm.struct<(f32, f32)>
          %agg321 = "llvm.insertvalue"(%agg320, %e104) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32)>, f32) -> !llvm.struct<(f32, f32)>
          "llvm.store"(%agg321, %a318) <{alignment = 8 : i64}> : (!llvm.struct<(f32, f32)>, !llvm.ptr<1>) -> ()
          "scf.yield"() : () -> ()
        }, {
          "scf.if"(%t326) ({
            "llvm.store"(%e103, %a318) : (f32, !llvm.ptr<1>) -> ()
            "scf.yield"() : () -> ()
          }, {
            "scf.yield"() : () -> ()
          }) : (i1) -> ()
          %t325 = "llvm.and"(%p205, %p312) : (i1, i1) -> i1
          "scf.if"(%t325) ({
            %a324 = "llvm.getelementptr"(%a318, %c5) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
            "llvm.store"(%e104, %a324) : (f32, !llvm.ptr<1>) -> ()
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
      %c327 = "llvm.mlir.constant"() <{value = 40 : i64}> : () -> i64
      %a329 = "llvm.getelementptr"(%a184, %c327) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
      %t334 = "llvm.add"(%t169, %c327) : (i64, i64) -> i64
      %p335 = "llvm.icmp"(%t334, %x9) <{predicate = 6 : i64}> : (i64, i64) -> i1
      %c339 = "llvm.mlir.constant"() <{value = 41 : i64}> : () -> i64
      %t340 = "llvm.add"(%t169, %c339) : (i64, i64) -> i64
      %p341 = "llvm.icmp"(%t340, %x9) <{predicate = 6 : i64}> : (i64, i64) -> i1
      %t343 = "llvm.and"(%p188, %p335) : (i1, i1) -> i1
      "scf.if"(%t343) ({
        "scf.if"(%t183) ({
          %u330 = "llvm.mlir.undef"() : () -> !llvm.struct<(f32, f32)>
          %agg331 = "llvm.insertvalue"(%u330, %e105) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32)>, f32) -> !llvm.struct<(f32, f32)>
          %agg332 = "llvm.insertvalue"(%agg331, %e106) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32)>, f32) -> !llvm.struct<(f32, f32)>
          "llvm.store"(%agg332, %a329) <{alignment = 8 : i64}> : (!llvm.struct<(f32, f32)>, !llvm.ptr<1>) -> ()
          "scf.yield"() : () -> ()
        }, {
          "scf.if"(%t343) ({
            "llvm.store"(%e105, %a329) : (f32, !llvm.ptr<1>) -> ()
            "scf.yield"() : () -> ()
          }, {
            "scf.yield"() : () -> ()
          }) : (i1) -> ()
          %t342 = "llvm.and"(%p188, %p341) : (i1, i1) -> i1
          "scf.if"(%t342) ({
            %a338 = "llvm.getelementptr"(%a329, %c5) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
            "llvm.store"(%e106, %a338) : (f32, !llvm.ptr<1>) -> ()
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
      %a347 = "llvm.getelementptr"(%a199, %c327) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
      %t355 = "llvm.and"(%p205, %p335) : (i1, i1) -> i1
      "scf.if"(%t355) ({
        "scf.if"(%t183) ({
          %u348 = "llvm.mlir.undef"() : () -> !llvm.struct<(f32, f32)>
          %agg349 = "llvm.insertvalue"(%u348, %e107) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32)>, f32) -> !llvm.struct<(f32, f32)>
          %agg350 = "llvm.insertvalue"(%agg349, %e108) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32)>, f32) -> !llvm.struct<(f32, f32)>
          "llvm.store"(%agg350, %a347) <{alignment = 8 : i64}> : (!llvm.struct<(f32, f32)>, !llvm.ptr<1>) -> ()
          "scf.yield"() : () -> ()
        }, {
          "scf.if"(%t355) ({
            "llvm.store"(%e107, %a347) : (f32, !llvm.ptr<1>) -> ()
            "scf.yield"() : () -> ()
          }, {
            "scf.yield"() : () -> ()
          }) : (i1) -> ()
          %t354 = "llvm.and"(%p205, %p341) : (i1, i1) -> i1
          "scf.if"(%t354) ({
            %a353 = "llvm.getelementptr"(%a347, %c5) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
            "llvm.store"(%e108, %a353) : (f32, !llvm.ptr<1>) -> ()
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
      %c356 = "llvm.mlir.constant"() <{value = 48 : i64}> : () -> i64
      %a358 = "llvm.getelementptr"(%a184, %c356) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
      %t363 = "llvm.add"(%t169, %c356) : (i64, i64) -> i64
      %p364 = "llvm.icmp"(%t363, %x9) <{predicate = 6 : i64}> : (i64, i64) -> i1
      %c368 = "llvm.mlir.constant"() <{value = 49 : i64}> : () -> i64
      %t369 = "llvm.add"(%t169, %c368) : (i64, i64) -> i64
      %p370 = "llvm.icmp"(%t369, %x9) <{predicate = 6 : i64}> : (i64, i64) -> i1
      %t372 = "llvm.and"(%p188, %p364) : (i1, i1) -> i1
      "scf.if"(%t372) ({
        "scf.if"(%t183) ({
          %u359 = "llvm.mlir.undef"() : () -> !llvm.struct<(f32, f32)>
          %agg360 = "llvm.insertvalue"(%u359, %e109) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32)>, f32) -> !llvm.struct<(f32, f32)>
          %agg361 = "llvm.insertvalue"(%agg360, %e110) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32)>, f32) -> !llvm.struct<(f32, f32)>
          "llvm.store"(%agg361, %a358) <{alignment = 8 : i64}> : (!llvm.struct<(f32, f32)>, !llvm.ptr<1>) -> ()
          "scf.yield"() : () -> ()
        }, {
          "scf.if"(%t372) ({
            "llvm.store"(%e109, %a358) : (f32, !llvm.ptr<1>) -> ()
            "scf.yield"() : () -> ()
          }, {
            "scf.yield"() : () -> ()
          }) : (i1) -> ()
          %t371 = "llvm.and"(%p188, %p370) : (i1, i1) -> i1
          "scf.if"(%t371) ({
            %a367 = "llvm.getelementptr"(%a358, %c5) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
            "llvm.store"(%e110, %a367) : (f32, !llvm.ptr<1>) -> ()
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
      %a376 = "llvm.getelementptr"(%a199, %c356) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
      %t384 = "llvm.and"(%p205, %p364) : (i1, i1) -> i1
      "scf.if"(%t384) ({
        "scf.if"(%t183) ({
          %u377 = "llvm.mlir.undef"() : () -> !llvm.struct<(f32, f32)>
          %agg378 = "llvm.insertvalue"(%u377, %e111) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32)>, f32) -> !llvm.struct<(f32, f32)>
          %agg379 = "llvm.insertvalue"(%agg378, %e112) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32)>, f32) -> !llvm.struct<(f32, f32)>
          "llvm.store"(%agg379, %a376) <{alignment = 8 : i64}> : (!llvm.struct<(f32, f32)>, !llvm.ptr<1>) -> ()
          "scf.yield"() : () -> ()
        }, {
          "scf.if"(%t384) ({
            "llvm.store"(%e111, %a376) : (f32, !llvm.ptr<1>) -> ()
            "scf.yield"() : () -> ()
          }, {
            "scf.yield"() : () -> ()
          }) : (i1) -> ()
          %t383 = "llvm.and"(%p205, %p370) : (i1, i1) -> i1
          "scf.if"(%t383) ({
            %a382 = "llvm.getelementptr"(%a376, %c5) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
            "llvm.store"(%e112, %a382) : (f32, !llvm.ptr<1>) -> ()
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
      %c385 = "llvm.mlir.constant"() <{value = 56 : i64}> : () -> i64
      %a387 = "llvm.getelementptr"(%a184, %c385) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
      %t392 = "llvm.add"(%t169, %c385) : (i64, i64) -> i64
      %p393 = "llvm.icmp"(%t392, %x9) <{predicate = 6 : i64}> : (i64, i64) -> i1
      %c397 = "llvm.mlir.constant"() <{value = 57 : i64}> : () -> i64
      %t398 = "llvm.add"(%t169, %c397) : (i64, i64) -> i64
      %p399 = "llvm.icmp"(%t398, %x9) <{predicate = 6 : i64}> : (i64, i64) -> i1
      %t401 = "llvm.and"(%p188, %p393) : (i1, i1) -> i1
      "scf.if"(%t401) ({
        "scf.if"(%t183) ({
          %u388 = "llvm.mlir.undef"() : () -> !llvm.struct<(f32, f32)>
          %agg389 = "llvm.insertvalue"(%u388, %e113) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32)>, f32) -> !llvm.struct<(f32, f32)>
          %agg390 = "llvm.insertvalue"(%agg389, %e114) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32)>, f32) -> !llvm.struct<(f32, f32)>
          "llvm.store"(%agg390, %a387) <{alignment = 8 : i64}> : (!llvm.struct<(f32, f32)>, !llvm.ptr<1>) -> ()
          "scf.yield"() : () -> ()
        }, {
          "scf.if"(%t401) ({
            "llvm.store"(%e113, %a387) : (f32, !llvm.ptr<1>) -> ()
            "scf.yield"() : () -> ()
          }, {
            "scf.yield"() : () -> ()
          }) : (i1) -> ()
          %t400 = "llvm.and"(%p188, %p399) : (i1, i1) -> i1
          "scf.if"(%t400) ({
            %a396 = "llvm.getelementptr"(%a387, %c5) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
            "llvm.store"(%e114, %a396) : (f32, !llvm.ptr<1>) -> ()
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
      %a405 = "llvm.getelementptr"(%a199, %c385) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
      %t413 = "llvm.and"(%p205, %p393) : (i1, i1) -> i1
      "scf.if"(%t413) ({
        "scf.if"(%t183) ({
          %u406 = "llvm.mlir.undef"() : () -> !llvm.struct<(f32, f32)>
          %agg407 = "llvm.insertvalue"(%u406, %e115) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32)>, f32) -> !llvm.struct<(f32, f32)>
          %agg408 = "llvm.insertvalue"(%agg407, %e116) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32)>, f32) -> !llvm.struct<(f32, f32)>
          "llvm.store"(%agg408, %a405) <{alignment = 8 : i64}> : (!llvm.struct<(f32, f32)>, !llvm.ptr<1>) -> ()
          "scf.yield"() : () -> ()
        }, {
          "scf.if"(%t413) ({
            "llvm.store"(%e115, %a405) : (f32, !llvm.ptr<1>) -> ()
            "scf.yield"() : () -> ()
          }, {
            "scf.yield"() : () -> ()
          }) : (i1) -> ()
          %t412 = "llvm.and"(%p205, %p399) : (i1, i1) -> i1
          "scf.if"(%t412) ({
            %a411 = "llvm.getelementptr"(%a405, %c5) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
            "llvm.store"(%e116, %a411) : (f32, !llvm.ptr<1>) -> ()
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
      %c414 = "llvm.mlir.constant"() <{value = 64 : i64}> : () -> i64
      %a416 = "llvm.getelementptr"(%a184, %c414) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
      %t421 = "llvm.add"(%t169, %c414) : (i64, i64) -> i64
      %p422 = "llvm.icmp"(%t421, %x9) <{predicate = 6 : i64}> : (i64, i64) -> i1
      %c426 = "llvm.mlir.constant"() <{value = 65 : i64}> : () -> i64
      %t427 = "llvm.add"(%t169, %c426) : (i64, i64) -> i64
      %p428 = "llvm.icmp"(%t427, %x9) <{predicate = 6 : i64}> : (i64, i64) -> i1
      %t430 = "llvm.and"(%p188, %p422) : (i1, i1) -> i1
      "scf.if"(%t430) ({
        "scf.if"(%t183) ({
          %u417 = "llvm.mlir.undef"() : () -> !llvm.struct<(f32, f32)>
          %agg418 = "llvm.insertvalue"(%u417, %e117) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32)>, f32) -> !llvm.struct<(f32, f32)>
          %agg419 = "llvm.insertvalue"(%agg418, %e118) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32)>, f32) -> !llvm.struct<(f32, f32)>
          "llvm.store"(%agg419, %a416) <{alignment = 8 : i64}> : (!llvm.struct<(f32, f32)>, !llvm.ptr<1>) -> ()
          "scf.yield"() : () -> ()
        }, {
          "scf.if"(%t430) ({
            "llvm.store"(%e117, %a416) : (f32, !llvm.ptr<1>) -> ()
            "scf.yield"() : () -> ()
          }, {
            "scf.yield"() : () -> ()
          }) : (i1) -> ()
          %t429 = "llvm.and"(%p188, %p428) : (i1, i1) -> i1
          "scf.if"(%t429) ({
            %a425 = "llvm.getelementptr"(%a416, %c5) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
            "llvm.store"(%e118, %a425) : (f32, !llvm.ptr<1>) -> ()
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
      %a434 = "llvm.getelementptr"(%a199, %c414) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
      %t442 = "llvm.and"(%p205, %p422) : (i1, i1) -> i1
      "scf.if"(%t442) ({
        "scf.if"(%t183) ({
          %u435 = "llvm.mlir.undef"() : () -> !llvm.struct<(f32, f32)>
          %agg436 = "llvm.insertvalue"(%u435, %e119) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32)>, f32) -> !llvm.struct<(f32, f32)>
          %agg437 = "llvm.insertvalue"(%agg436, %e120) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32)>, f32) -> !llvm.struct<(f32, f32)>
          "llvm.store"(%agg437, %a434) <{alignment = 8 : i64}> : (!llvm.struct<(f32, f32)>, !llvm.ptr<1>) -> ()
          "scf.yield"() : () -> ()
        }, {
          "scf.if"(%t442) ({
            "llvm.store"(%e119, %a434) : (f32, !llvm.ptr<1>) -> ()
            "scf.yield"() : () -> ()
          }, {
            "scf.yield"() : () -> ()
          }) : (i1) -> ()
          %t441 = "llvm.and"(%p205, %p428) : (i1, i1) -> i1
          "scf.if"(%t441) ({
            %a440 = "llvm.getelementptr"(%a434, %c5) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
            "llvm.store"(%e120, %a440) : (f32, !llvm.ptr<1>) -> ()
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
      %c443 = "llvm.mlir.constant"() <{value = 72 : i64}> : () -> i64
      %a445 = "llvm.getelementptr"(%a184, %c443) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
      %t450 = "llvm.add"(%t169, %c443) : (i64, i64) -> i64
      %p451 = "llvm.icmp"(%t450, %x9) <{predicate = 6 : i64}> : (i64, i64) -> i1
      %c455 = "llvm.mlir.constant"() <{value = 73 : i64}> : () -> i64
      %t456 = "llvm.add"(%t169, %c455) : (i64, i64) -> i64
      %p457 = "llvm.icmp"(%t456, %x9) <{predicate = 6 : i64}> : (i64, i64) -> i1
      %t459 = "llvm.and"(%p188, %p451) : (i1, i1) -> i1
      "scf.if"(%t459) ({
        "scf.if"(%t183) ({
          %u446 = "llvm.mlir.undef"() : () -> !llvm.struct<(f32, f32)>
          %agg447 = "llvm.insertvalue"(%u446, %e121) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32)>, f32) -> !llvm.struct<(f32, f32)>
          %agg448 = "llvm.insertvalue"(%agg447, %e122) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32)>, f32) -> !llvm.struct<(f32, f32)>
          "llvm.store"(%agg448, %a445) <{alignment = 8 : i64}> : (!llvm.struct<(f32, f32)>, !llvm.ptr<1>) -> ()
          "scf.yield"() : () -> ()
        }, {
          "scf.if"(%t459) ({
            "llvm.store"(%e121, %a445) : (f32, !llvm.ptr<1>) -> ()
            "scf.yield"() : () -> ()
          }, {
            "scf.yield"() : () -> ()
          }) : (i1) -> ()
          %t458 = "llvm.and"(%p188, %p457) : (i1, i1) -> i1
          "scf.if"(%t458) ({
            %a454 = "llvm.getelementptr"(%a445, %c5) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
            "llvm.store"(%e122, %a454) : (f32, !llvm.ptr<1>) -> ()
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
      %a463 = "llvm.getelementptr"(%a199, %c443) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
      %t471 = "llvm.and"(%p205, %p451) : (i1, i1) -> i1
      "scf.if"(%t471) ({
        "scf.if"(%t183) ({
          %u464 = "llvm.mlir.undef"() : () -> !llvm.struct<(f32, f32)>
          %agg465 = "llvm.insertvalue"(%u464, %e123) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32)>, f32) -> !llvm.struct<(f32, f32)>
          %agg466 = "llvm.insertvalue"(%agg465, %e124) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32)>, f32) -> !llvm.struct<(f32, f32)>
          "llvm.store"(%agg466, %a463) <{alignment = 8 : i64}> : (!llvm.struct<(f32, f32)>, !llvm.ptr<1>) -> ()
          "scf.yield"() : () -> ()
        }, {
          "scf.if"(%t471) ({
            "llvm.store"(%e123, %a463) : (f32, !llvm.ptr<1>) -> ()
            "scf.yield"() : () -> ()
          }, {
            "scf.yield"() : () -> ()
          }) : (i1) -> ()
          %t470 = "llvm.and"(%p205, %p457) : (i1, i1) -> i1
          "scf.if"(%t470) ({
            %a469 = "llvm.getelementptr"(%a463, %c5) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
            "llvm.store"(%e124, %a469) : (f32, !llvm.ptr<1>) -> ()
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
      %c472 = "llvm.mlir.constant"() <{value = 80 : i64}> : () -> i64
      %a474 = "llvm.getelementptr"(%a184, %c472) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
      %t479 = "llvm.add"(%t169, %c472) : (i64, i64) -> i64
      %p480 = "llvm.icmp"(%t479, %x9) <{predicate = 6 : i64}> : (i64, i64) -> i1
      %c484 = "llvm.mlir.constant"() <{value = 81 : i64}> : () -> i64
      %t485 = "llvm.add"(%t169, %c484) : (i64, i64) -> i64
      %p486 = "llvm.icmp"(%t485, %x9) <{predicate = 6 : i64}> : (i64, i64) -> i1
      %t488 = "llvm.and"(%p188, %p480) : (i1, i1) -> i1
      "scf.if"(%t488) ({
        "scf.if"(%t183) ({
          %u475 = "llvm.mlir.undef"() : () -> !llvm.struct<(f32, f32)>
          %agg476 = "llvm.insertvalue"(%u475, %e125) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32)>, f32) -> !llvm.struct<(f32, f32)>
          %agg477 = "llvm.insertvalue"(%agg476, %e126) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32)>, f32) -> !llvm.struct<(f32, f32)>
          "llvm.store"(%agg477, %a474) <{alignment = 8 : i64}> : (!llvm.struct<(f32, f32)>, !llvm.ptr<1>) -> ()
          "scf.yield"() : () -> ()
        }, {
          "scf.if"(%t488) ({
            "llvm.store"(%e125, %a474) : (f32, !llvm.ptr<1>) -> ()
            "scf.yield"() : () -> ()
          }, {
            "scf.yield"() : () -> ()
          }) : (i1) -> ()
          %t487 = "llvm.and"(%p188, %p486) : (i1, i1) -> i1
          "scf.if"(%t487) ({
            %a483 = "llvm.getelementptr"(%a474, %c5) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
            "llvm.store"(%e126, %a483) : (f32, !llvm.ptr<1>) -> ()
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
      %a492 = "llvm.getelementptr"(%a199, %c472) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
      %t500 = "llvm.and"(%p205, %p480) : (i1, i1) -> i1
      "scf.if"(%t500) ({
        "scf.if"(%t183) ({
          %u493 = "llvm.mlir.undef"() : () -> !llvm.struct<(f32, f32)>
          %agg494 = "llvm.insertvalue"(%u493, %e127) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32)>, f32) -> !llvm.struct<(f32, f32)>
          %agg495 = "llvm.insertvalue"(%agg494, %e128) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32)>, f32) -> !llvm.struct<(f32, f32)>
          "llvm.store"(%agg495, %a492) <{alignment = 8 : i64}> : (!llvm.struct<(f32, f32)>, !llvm.ptr<1>) -> ()
          "scf.yield"() : () -> ()
        }, {
          "scf.if"(%t500) ({
            "llvm.store"(%e127, %a492) : (f32, !llvm.ptr<1>) -> ()
            "scf.yield"() : () -> ()
          }, {
            "scf.yield"() : () -> ()
          }) : (i1) -> ()
          %t499 = "llvm.and"(%p205, %p486) : (i1, i1) -> i1
          "scf.if"(%t499) ({
            %a498 = "llvm.getelementptr"(%a492, %c5) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
            "llvm.store"(%e128, %a498) : (f32, !llvm.ptr<1>) -> ()
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
      %c501 = "llvm.mlir.constant"() <{value = 88 : i64}> : () -> i64
      %a503 = "llvm.getelementptr"(%a184, %c501) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
      %t508 = "llvm.add"(%t169, %c501) : (i64, i64) -> i64
      %p509 = "llvm.icmp"(%t508, %x9) <{predicate = 6 : i64}> : (i64, i64) -> i1
      %c513 = "llvm.mlir.constant"() <{value = 89 : i64}> : () -> i64
      %t514 = "llvm.add"(%t169, %c513) : (i64, i64) -> i64
      %p515 = "llvm.icmp"(%t514, %x9) <{predicate = 6 : i64}> : (i64, i64) -> i1
      %t517 = "llvm.and"(%p188, %p509) : (i1, i1) -> i1
      "scf.if"(%t517) ({
        "scf.if"(%t183) ({
          %u504 = "llvm.mlir.undef"() : () -> !llvm.struct<(f32, f32)>
          %agg505 = "llvm.insertvalue"(%u504, %e129) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32)>, f32) -> !llvm.struct<(f32, f32)>
          %agg506 = "llvm.insertvalue"(%agg505, %e130) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32)>, f32) -> !llvm.struct<(f32, f32)>
          "llvm.store"(%agg506, %a503) <{alignment = 8 : i64}> : (!llvm.struct<(f32, f32)>, !llvm.ptr<1>) -> ()
          "scf.yield"() : () -> ()
        }, {
          "scf.if"(%t517) ({
            "llvm.store"(%e129, %a503) : (f32, !llvm.ptr<1>) -> ()
            "scf.yield"() : () -> ()
          }, {
            "scf.yield"() : () -> ()
          }) : (i1) -> ()
          %t516 = "llvm.and"(%p188, %p515) : (i1, i1) -> i1
          "scf.if"(%t516) ({
            %a512 = "llvm.getelementptr"(%a503, %c5) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
            "llvm.store"(%e130, %a512) : (f32, !llvm.ptr<1>) -> ()
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
      %a521 = "llvm.getelementptr"(%a199, %c501) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
      %t529 = "llvm.and"(%p205, %p509) : (i1, i1) -> i1
      "scf.if"(%t529) ({
        "scf.if"(%t183) ({
          %u522 = "llvm.mlir.undef"() : () -> !llvm.struct<(f32, f32)>
          %agg523 = "llvm.insertvalue"(%u522, %e131) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32)>, f32) -> !llvm.struct<(f32, f32)>
          %agg524 = "llvm.insertvalue"(%agg523, %e132) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32)>, f32) -> !llvm.struct<(f32, f32)>
          "llvm.store"(%agg524, %a521) <{alignment = 8 : i64}> : (!llvm.struct<(f32, f32)>, !llvm.ptr<1>) -> ()
          "scf.yield"() : () -> ()
        }, {
          "scf.if"(%t529) ({
            "llvm.store"(%e131, %a521) : (f32, !llvm.ptr<1>) -> ()
            "scf.yield"() : () -> ()
          }, {
            "scf.yield"() : () -> ()
          }) : (i1) -> ()
          %t528 = "llvm.and"(%p205, %p515) : (i1, i1) -> i1
          "scf.if"(%t528) ({
            %a527 = "llvm.getelementptr"(%a521, %c5) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
            "llvm.store"(%e132, %a527) : (f32, !llvm.ptr<1>) -> ()
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
      %c530 = "llvm.mlir.constant"() <{value = 96 : i64}> : () -> i64
      %a532 = "llvm.getelementptr"(%a184, %c530) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
      %t537 = "llvm.add"(%t169, %c530) : (i64, i64) -> i64
      %p538 = "llvm.icmp"(%t537, %x9) <{predicate = 6 : i64}> : (i64, i64) -> i1
      %c542 = "llvm.mlir.constant"() <{value = 97 : i64}> : () -> i64
      %t543 = "llvm.add"(%t169, %c542) : (i64, i64) -> i64
      %p544 = "llvm.icmp"(%t543, %x9) <{predicate = 6 : i64}> : (i64, i64) -> i1
      %t546 = "llvm.and"(%p188, %p538) : (i1, i1) -> i1
      "scf.if"(%t546) ({
        "scf.if"(%t183) ({
          %u533 = "llvm.mlir.undef"() : () -> !llvm.struct<(f32, f32)>
          %agg534 = "llvm.insertvalue"(%u533, %e133) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32)>, f32) -> !llvm.struct<(f32, f32)>
          %agg535 = "llvm.insertvalue"(%agg534, %e134) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32)>, f32) -> !llvm.struct<(f32, f32)>
          "llvm.store"(%agg535, %a532) <{alignment = 8 : i64}> : (!llvm.struct<(f32, f32)>, !llvm.ptr<1>) -> ()
          "scf.yield"() : () -> ()
        }, {
          "scf.if"(%t546) ({
            "llvm.store"(%e133, %a532) : (f32, !llvm.ptr<1>) -> ()
            "scf.yield"() : () -> ()
          }, {
            "scf.yield"() : () -> ()
          }) : (i1) -> ()
          %t545 = "llvm.and"(%p188, %p544) : (i1, i1) -> i1
          "scf.if"(%t545) ({
            %a541 = "llvm.getelementptr"(%a532, %c5) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
            "llvm.store"(%e134, %a541) : (f32, !llvm.ptr<1>) -> ()
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
      %a550 = "llvm.getelementptr"(%a199, %c530) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
      %t558 = "llvm.and"(%p205, %p538) : (i1, i1) -> i1
      "scf.if"(%t558) ({
        "scf.if"(%t183) ({
          %u551 = "llvm.mlir.undef"() : () -> !llvm.struct<(f32, f32)>
          %agg552 = "llvm.insertvalue"(%u551, %e135) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32)>, f32) -> !llvm.struct<(f32, f32)>
          %agg553 = "llvm.insertvalue"(%agg552, %e136) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32)>, f32) -> !llvm.struct<(f32, f32)>
          "llvm.store"(%agg553, %a550) <{alignment = 8 : i64}> : (!llvm.struct<(f32, f32)>, !llvm.ptr<1>) -> ()
          "scf.yield"() : () -> ()
        }, {
          "scf.if"(%t558) ({
            "llvm.store"(%e135, %a550) : (f32, !llvm.ptr<1>) -> ()
            "scf.yield"() : () -> ()
          }, {
            "scf.yield"() : () -> ()
          }) : (i1) -> ()
          %t557 = "llvm.and"(%p205, %p544) : (i1, i1) -> i1
          "scf.if"(%t557) ({
            %a556 = "llvm.getelementptr"(%a550, %c5) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
            "llvm.store"(%e136, %a556) : (f32, !llvm.ptr<1>) -> ()
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
      %c559 = "llvm.mlir.constant"() <{value = 104 : i64}> : () -> i64
      %a561 = "llvm.getelementptr"(%a184, %c559) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
      %t566 = "llvm.add"(%t169, %c559) : (i64, i64) -> i64
      %p567 = "llvm.icmp"(%t566, %x9) <{predicate = 6 : i64}> : (i64, i64) -> i1
      %c571 = "llvm.mlir.constant"() <{value = 105 : i64}> : () -> i64
      %t572 = "llvm.add"(%t169, %c571) : (i64, i64) -> i64
      %p573 = "llvm.icmp"(%t572, %x9) <{predicate = 6 : i64}> : (i64, i64) -> i1
      %t575 = "llvm.and"(%p188, %p567) : (i1, i1) -> i1
      "scf.if"(%t575) ({
        "scf.if"(%t183) ({
          %u562 = "llvm.mlir.undef"() : () -> !llvm.struct<(f32, f32)>
          %agg563 = "llvm.insertvalue"(%u562, %e137) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32)>, f32) -> !llvm.struct<(f32, f32)>
          %agg564 = "llvm.insertvalue"(%agg563, %e138) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32)>, f32) -> !llvm.struct<(f32, f32)>
          "llvm.store"(%agg564, %a561) <{alignment = 8 : i64}> : (!llvm.struct<(f32, f32)>, !llvm.ptr<1>) -> ()
          "scf.yield"() : () -> ()
        }, {
          "scf.if"(%t575) ({
            "llvm.store"(%e137, %a561) : (f32, !llvm.ptr<1>) -> ()
            "scf.yield"() : () -> ()
          }, {
            "scf.yield"() : () -> ()
          }) : (i1) -> ()
          %t574 = "llvm.and"(%p188, %p573) : (i1, i1) -> i1
          "scf.if"(%t574) ({
            %a570 = "llvm.getelementptr"(%a561, %c5) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
            "llvm.store"(%e138, %a570) : (f32, !llvm.ptr<1>) -> ()
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
      %a579 = "llvm.getelementptr"(%a199, %c559) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
      %t587 = "llvm.and"(%p205, %p567) : (i1, i1) -> i1
      "scf.if"(%t587) ({
        "scf.if"(%t183) ({
          %u580 = "llvm.mlir.undef"() : () -> !llvm.struct<(f32, f32)>
          %agg581 = "llvm.insertvalue"(%u580, %e139) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32)>, f32) -> !llvm.struct<(f32, f32)>
          %agg582 = "llvm.insertvalue"(%agg581, %e140) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32)>, f32) -> !llvm.struct<(f32, f32)>
          "llvm.store"(%agg582, %a579) <{alignment = 8 : i64}> : (!llvm.struct<(f32, f32)>, !llvm.ptr<1>) -> ()
          "scf.yield"() : () -> ()
        }, {
          "scf.if"(%t587) ({
            "llvm.store"(%e139, %a579) : (f32, !llvm.ptr<1>) -> ()
            "scf.yield"() : () -> ()
          }, {
            "scf.yield"() : () -> ()
          }) : (i1) -> ()
          %t586 = "llvm.and"(%p205, %p573) : (i1, i1) -> i1
          "scf.if"(%t586) ({
            %a585 = "llvm.getelementptr"(%a579, %c5) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
            "llvm.store"(%e140, %a585) : (f32, !llvm.ptr<1>) -> ()
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
      %c588 = "llvm.mlir.constant"() <{value = 112 : i64}> : () -> i64
      %a590 = "llvm.getelementptr"(%a184, %c588) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
      %t595 = "llvm.add"(%t169, %c588) : (i64, i64) -> i64
      %p596 = "llvm.icmp"(%t595, %x9) <{predicate = 6 : i64}> : (i64, i64) -> i1
      %c600 = "llvm.mlir.constant"() <{value = 113 : i64}> : () -> i64
      %t601 = "llvm.add"(%t169, %c600) : (i64, i64) -> i64
      %p602 = "llvm.icmp"(%t601, %x9) <{predicate = 6 : i64}> : (i64, i64) -> i1
      %t604 = "llvm.and"(%p188, %p596) : (i1, i1) -> i1
      "scf.if"(%t604) ({
        "scf.if"(%t183) ({
          %u591 = "llvm.mlir.undef"() : () -> !llvm.struct<(f32, f32)>
          %agg592 = "llvm.insertvalue"(%u591, %e141) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32)>, f32) -> !llvm.struct<(f32, f32)>
          %agg593 = "llvm.insertvalue"(%agg592, %e142) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32)>, f32) -> !llvm.struct<(f32, f32)>
          "llvm.store"(%agg593, %a590) <{alignment = 8 : i64}> : (!llvm.struct<(f32, f32)>, !llvm.ptr<1>) -> ()
          "scf.yield"() : () -> ()
        }, {
          "scf.if"(%t604) ({
            "llvm.store"(%e141, %a590) : (f32, !llvm.ptr<1>) -> ()
            "scf.yield"() : () -> ()
          }, {
            "scf.yield"() : () -> ()
          }) : (i1) -> ()
          %t603 = "llvm.and"(%p188, %p602) : (i1, i1) -> i1
          "scf.if"(%t603) ({
            %a599 = "llvm.getelementptr"(%a590, %c5) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
            "llvm.store"(%e142, %a599) : (f32, !llvm.ptr<1>) -> ()
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
      %a608 = "llvm.getelementptr"(%a199, %c588) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
      %t616 = "llvm.and"(%p205, %p596) : (i1, i1) -> i1
      "scf.if"(%t616) ({
        "scf.if"(%t183) ({
          %u609 = "llvm.mlir.undef"() : () -> !llvm.struct<(f32, f32)>
          %agg610 = "llvm.insertvalue"(%u609, %e143) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32)>, f32) -> !llvm.struct<(f32, f32)>
          %agg611 = "llvm.insertvalue"(%agg610, %e144) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32)>, f32) -> !llvm.struct<(f32, f32)>
          "llvm.store"(%agg611, %a608) <{alignment = 8 : i64}> : (!llvm.struct<(f32, f32)>, !llvm.ptr<1>) -> ()
          "scf.yield"() : () -> ()
        }, {
          "scf.if"(%t616) ({
            "llvm.store"(%e143, %a608) : (f32, !llvm.ptr<1>) -> ()
            "scf.yield"() : () -> ()
          }, {
            "scf.yield"() : () -> ()
          }) : (i1) -> ()
          %t615 = "llvm.and"(%p205, %p602) : (i1, i1) -> i1
          "scf.if"(%t615) ({
            %a614 = "llvm.getelementptr"(%a608, %c5) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
            "llvm.store"(%e144, %a614) : (f32, !llvm.ptr<1>) -> ()
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
      %c617 = "llvm.mlir.constant"() <{value = 120 : i64}> : () -> i64
      %a619 = "llvm.getelementptr"(%a184, %c617) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
      %t624 = "llvm.add"(%t169, %c617) : (i64, i64) -> i64
      %p625 = "llvm.icmp"(%t624, %x9) <{predicate = 6 : i64}> : (i64, i64) -> i1
      %c629 = "llvm.mlir.constant"() <{value = 121 : i64}> : () -> i64
      %t630 = "llvm.add"(%t169, %c629) : (i64, i64) -> i64
      %p631 = "llvm.icmp"(%t630, %x9) <{predicate = 6 : i64}> : (i64, i64) -> i1
      %t633 = "llvm.and"(%p188, %p625) : (i1, i1) -> i1
      "scf.if"(%t633) ({
        "scf.if"(%t183) ({
          %u620 = "llvm.mlir.undef"() : () -> !llvm.struct<(f32, f32)>
          %agg621 = "llvm.insertvalue"(%u620, %e145) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32)>, f32) -> !llvm.struct<(f32, f32)>
          %agg622 = "llvm.insertvalue"(%agg621, %e146) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32)>, f32) -> !llvm.struct<(f32, f32)>
          "llvm.store"(%agg622, %a619) <{alignment = 8 : i64}> : (!llvm.struct<(f32, f32)>, !llvm.ptr<1>) -> ()
          "scf.yield"() : () -> ()
        }, {
          "scf.if"(%t633) ({
            "llvm.store"(%e145, %a619) : (f32, !llvm.ptr<1>) -> ()
            "scf.yield"() : () -> ()
          }, {
            "scf.yield"() : () -> ()
          }) : (i1) -> ()
          %t632 = "llvm.and"(%p188, %p631) : (i1, i1) -> i1
          "scf.if"(%t632) ({
            %a628 = "llvm.getelementptr"(%a619, %c5) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
            "llvm.store"(%e146, %a628) : (f32, !llvm.ptr<1>) -> ()
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
      %a637 = "llvm.getelementptr"(%a199, %c617) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
      %t645 = "llvm.and"(%p205, %p625) : (i1, i1) -> i1
      "scf.if"(%t645) ({
        "scf.if"(%t183) ({
          %u638 = "llvm.mlir.undef"() : () -> !llvm.struct<(f32, f32)>
          %agg639 = "llvm.insertvalue"(%u638, %e147) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32)>, f32) -> !llvm.struct<(f32, f32)>
          %agg640 = "llvm.insertvalue"(%agg639, %e148) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32)>, f32) -> !llvm.struct<(f32, f32)>
          "llvm.store"(%agg640, %a637) <{alignment = 8 : i64}> : (!llvm.struct<(f32, f32)>, !llvm.ptr<1>) -> ()
          "scf.yield"() : () -> ()
        }, {
          "scf.if"(%t645) ({
            "llvm.store"(%e147, %a637) : (f32, !llvm.ptr<1>) -> ()
            "scf.yield"() : () -> ()
          }, {
            "scf.yield"() : () -> ()
          }) : (i1) -> ()
          %t644 = "llvm.and"(%p205, %p631) : (i1, i1) -> i1
          "scf.if"(%t644) ({
            %a643 = "llvm.getelementptr"(%a637, %c5) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
            "llvm.store"(%e148, %a643) : (f32, !llvm.ptr<1>) -> ()
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
