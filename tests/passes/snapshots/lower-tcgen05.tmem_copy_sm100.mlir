module attributes {nanotile.launch = {grid = ["cdiv(N, 32)", "cdiv(M, 128)", 1 : i64], reference = "C = A; D = A", requires = ["M % 128 == 0", "N % 32 == 0"], sizes = {M = 256 : i64, N = 64 : i64}}, nanotile.tma_descriptors = [{arg = 6 : i32, base_arg = 0 : i32, box = array<i64: 128, 32>, dims = [{arg = 4 : i32}, {arg = 5 : i32}], element_type = f32, function = "tmem_copy_sm100", mode = "tiled", swizzle = 128 : i32, tmaIdx = 0 : i32}, {arg = 7 : i32, base_arg = 1 : i32, box = array<i64: 128, 32>, dims = [{arg = 4 : i32}, {arg = 5 : i32}], element_type = f32, function = "tmem_copy_sm100", mode = "tiled", swizzle = 128 : i32, tmaIdx = 1 : i32}, {arg = 8 : i32, base_arg = 3 : i32, box = array<i64: 128, 32>, dims = [{arg = 4 : i32}, {arg = 5 : i32}], element_type = f32, function = "tmem_copy_sm100", mode = "tiled", swizzle = 128 : i32, tmaIdx = 2 : i32}], nv_tileaa.compute_capability = 100 : i32, nv_tileaa.target_spec = "sm_100a"} {
  "llvm.mlir.global"() <{addr_space = 3 : i32, alignment = 1024 : i64, global_type = !llvm.array<34832 x i8>, linkage = #llvm.linkage<internal>, sym_name = "global_smem"}> ({
  }) : () -> ()
  "llvm.func"() <{arg_attrs = [{}, {}, {}, {}, {}, {}, {cute_nvgpu.grid_constant}, {cute_nvgpu.grid_constant}, {cute_nvgpu.grid_constant}], function_type = !llvm.func<void (ptr<1>, ptr<1>, ptr<1>, ptr<1>, i32, i32, ptr, ptr, ptr)>, sym_name = "tmem_copy_sm100"}> ({
  ^bb0(%A_0: !llvm.ptr<1>, %B_1: !llvm.ptr<1>, %C_2: !llvm.ptr<1>, %D_3: !llvm.ptr<1>, %M: i32, %N: i32, %tma_desc0_4: !llvm.ptr, %tma_desc2_5: !llvm.ptr, %tma_desc4_6: !llvm.ptr):
    %A = "builtin.unrealized_conversion_cast"(%A_0) : (!llvm.ptr<1>) -> !nv_tileaa.ptr<f32>
    %B = "builtin.unrealized_conversion_cast"(%B_1) : (!llvm.ptr<1>) -> !nv_tileaa.ptr<f32>
    %C = "builtin.unrealized_conversion_cast"(%C_2) : (!llvm.ptr<1>) -> !nv_tileaa.ptr<f32>
    %D = "builtin.unrealized_conversion_cast"(%D_3) : (!llvm.ptr<1>) -> !nv_tileaa.ptr<f32>
    %tma_desc0 = "builtin.unrealized_conversion_cast"(%tma_desc0_4) : (!llvm.ptr) -> !nv_tileas.tma_desc<tensor<128x32xf32>>
    %tma_desc2 = "builtin.unrealized_conversion_cast"(%tma_desc2_5) : (!llvm.ptr) -> !nv_tileas.tma_desc<tensor<128x32xf32>>
    %tma_desc4 = "builtin.unrealized_conversion_cast"(%tma_desc4_6) : (!llvm.ptr) -> !nv_tileas.tma_desc<tensor<128x32xf32>>
    %tid0 = "nvvm.read.ptx.sreg.tid.x"() : () -> i32
    %smem1 = "llvm.mlir.addressof"() <{global_name = @global_smem}> : () -> !llvm.ptr<3>
    %bx = "nvvm.read.ptx.sreg.ctaid.x"() : () -> i32
    %by = "nvvm.read.ptx.sreg.ctaid.y"() : () -> i32
    %c128 = "arith.constant"() <{value = 128 : i32}> : () -> i32
    %c32 = "arith.constant"() <{value = 32 : i32}> : () -> i32
    %row = "arith.muli"(%by, %c128) : (i32, i32) -> i32
    %col = "arith.muli"(%bx, %c32) : (i32, i32) -> i32
    %A_1 = "builtin.unrealized_conversion_cast"(%A) : (!nv_tileaa.ptr<f32>) -> !llvm.ptr<1>
    %x2 = "llvm.sext"(%M) : (i32) -> i64
    %x3 = "llvm.sext"(%N) : (i32) -> i64
    %c4 = "llvm.mlir.constant"() <{value = 1 : i64}> : () -> i64
    %c6 = "llvm.mlir.constant"() <{value = 0 : i64}> : () -> i64
    %B_7 = "builtin.unrealized_conversion_cast"(%B) : (!nv_tileaa.ptr<f32>) -> !llvm.ptr<1>
    %C_13 = "builtin.unrealized_conversion_cast"(%C) : (!nv_tileaa.ptr<f32>) -> !llvm.ptr<1>
    %D_27 = "builtin.unrealized_conversion_cast"(%D) : (!nv_tileaa.ptr<f32>) -> !llvm.ptr<1>
    %mbar1 = "builtin.unrealized_conversion_cast"(%smem1) : (!llvm.ptr<3>) -> !nv_tileas.mbarrier
    %c1 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
    %p2 = "llvm.icmp"(%tid0, %c1) <{predicate = 0 : i64}> : (i32, i32) -> i1
    "scf.if"(%p2) ({
      %c0 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      "nvvm.mbarrier.init.shared"(%smem1, %c0) : (!llvm.ptr<3>, i32) -> ()
      "nvvm.fence.mbarrier.init"() : () -> ()
      "scf.yield"() : () -> ()
    }, {
      "scf.yield"() : () -> ()
    }) : (i1) -> ()
    "nvvm.barrier0"() : () -> ()
    %tma_desc0_0 = "builtin.unrealized_conversion_cast"(%tma_desc0) : (!nv_tileas.tma_desc<tensor<128x32xf32>>) -> !llvm.ptr
    %c2 = "llvm.mlir.constant"() <{value = 1024 : i32}> : () -> i32
    %a3 = "llvm.getelementptr"(%smem1, %c2) <{elem_type = i8, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>
    %mbar1_4 = "builtin.unrealized_conversion_cast"(%mbar1) : (!nv_tileas.mbarrier) -> !llvm.ptr<3>
    %c11 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
    %p12 = "llvm.icmp"(%tid0, %c11) <{predicate = 0 : i64}> : (i32, i32) -> i1
    "scf.if"(%p12) ({
      %c8 = "llvm.mlir.constant"() <{value = 16384 : i32}> : () -> i32
      "nvvm.mbarrier.arrive.expect_tx.shared"(%mbar1_4, %c8) : (!llvm.ptr<3>, i32) -> ()
      "nvvm.cp.async.bulk.tensor.shared.cluster.global"(%a3, %tma_desc0_0, %col, %row, %mbar1_4) <{operandSegmentSizes = array<i32: 1, 1, 2, 1, 0, 0, 0, 0>}> : (!llvm.ptr<3>, !llvm.ptr, i32, i32, !llvm.ptr<3>) -> ()
      "scf.yield"() : () -> ()
    }, {
      "scf.yield"() : () -> ()
    }) : (i1) -> ()
    %sa = "builtin.unrealized_conversion_cast"(%a3) : (!llvm.ptr<3>) -> tensor<128x32xf32, #nv_tileas.smem<swizzle = 128>>
    %c3 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
    %c5 = "llvm.mlir.constant"() <{value = 10000000 : i32}> : () -> i32
    "nvvm.mbarrier.try_wait.parity.shared"(%smem1, %c3, %c5) : (!llvm.ptr<3>, i32, i32) -> ()
    %c7 = "llvm.mlir.constant"() <{value = 17408 : i32}> : () -> i32
    %a8 = "llvm.getelementptr"(%smem1, %c7) <{elem_type = i8, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>
    %mbar3 = "builtin.unrealized_conversion_cast"(%a8) : (!llvm.ptr<3>) -> !nv_tileas.mbarrier
    %c10 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
    %p11 = "llvm.icmp"(%tid0, %c10) <{predicate = 0 : i64}> : (i32, i32) -> i1
    "scf.if"(%p11) ({
      %c9 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      "nvvm.mbarrier.init.shared"(%a8, %c9) : (!llvm.ptr<3>, i32) -> ()
      "nvvm.fence.mbarrier.init"() : () -> ()
      "scf.yield"() : () -> ()
    }, {
      "scf.yield"() : () -> ()
    }) : (i1) -> ()
    "nvvm.barrier0"() : () -> ()
    %tma_desc2_13 = "builtin.unrealized_conversion_cast"(%tma_desc2) : (!nv_tileas.tma_desc<tensor<128x32xf32>>) -> !llvm.ptr
    %c14 = "llvm.mlir.constant"() <{value = 18432 : i32}> : () -> i32
    %a15 = "llvm.getelementptr"(%smem1, %c14) <{elem_type = i8, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>
    %mbar3_16 = "builtin.unrealized_conversion_cast"(%mbar3) : (!nv_tileas.mbarrier) -> !llvm.ptr<3>
    %c18 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
    %p19 = "llvm.icmp"(%tid0, %c18) <{predicate = 0 : i64}> : (i32, i32) -> i1
    "scf.if"(%p19) ({
      %c17 = "llvm.mlir.constant"() <{value = 16384 : i32}> : () -> i32
      "nvvm.mbarrier.arrive.expect_tx.shared"(%mbar3_16, %c17) : (!llvm.ptr<3>, i32) -> ()
      "nvvm.cp.async.bulk.tensor.shared.cluster.global"(%a15, %tma_desc2_13, %col, %row, %mbar3_16) <{operandSegmentSizes = array<i32: 1, 1, 2, 1, 0, 0, 0, 0>}> : (!llvm.ptr<3>, !llvm.ptr, i32, i32, !llvm.ptr<3>) -> ()
      "scf.yield"() : () -> ()
    }, {
      "scf.yield"() : () -> ()
    }) : (i1) -> ()
    %sb = "builtin.unrealized_conversion_cast"(%a15) : (!llvm.ptr<3>) -> tensor<128x32xf32, #nv_tileas.smem<swizzle = 128>>
    %c12 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
    %c13 = "llvm.mlir.constant"() <{value = 10000000 : i32}> : () -> i32
    "nvvm.mbarrier.try_wait.parity.shared"(%a8, %c12, %c13) : (!llvm.ptr<3>, i32, i32) -> ()
    %c15 = "llvm.mlir.constant"() <{value = 34816 : i32}> : () -> i32
    %a16 = "llvm.getelementptr"(%smem1, %c15) <{elem_type = i8, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>
    %c19 = "llvm.mlir.constant"() <{value = 8 : i32}> : () -> i32
    %a20 = "llvm.getelementptr"(%a16, %c19) <{elem_type = i8, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>
    %c21 = "llvm.mlir.constant"() <{value = 32 : i32}> : () -> i32
    %p22 = "llvm.icmp"(%tid0, %c21) <{predicate = 6 : i64}> : (i32, i32) -> i1
    "scf.if"(%p22) ({
      "llvm.inline_asm"(%a16) <{asm_string = "tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32 [$0], 32;", constraints = "l", has_side_effects}> : (!llvm.ptr<3>) -> ()
      "llvm.inline_asm"() <{asm_string = "tcgen05.relinquish_alloc_permit.cta_group::1.sync.aligned;", constraints = "", has_side_effects}> : () -> ()
      "scf.yield"() : () -> ()
    }, {
      "scf.yield"() : () -> ()
    }) : (i1) -> ()
    %c24 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
    %p25 = "llvm.icmp"(%tid0, %c24) <{predicate = 0 : i64}> : (i32, i32) -> i1
    "scf.if"(%p25) ({
      %c23 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      "nvvm.mbarrier.init.shared"(%a20, %c23) : (!llvm.ptr<3>, i32) -> ()
      "nvvm.fence.mbarrier.init"() : () -> ()
      "scf.yield"() : () -> ()
    }, {
      "scf.yield"() : () -> ()
    }) : (i1) -> ()
    "nvvm.barrier0"() : () -> ()
    %tmem26 = "llvm.load"(%a16) <{alignment = 4 : i64}> : (!llvm.ptr<3>) -> !llvm.ptr<6>
    %t0 = "builtin.unrealized_conversion_cast"(%tmem26) : (!llvm.ptr<6>) -> tensor<128x32xf32, #nv_tileas.tmem>
    %sa_27 = "builtin.unrealized_conversion_cast"(%sa) : (tensor<128x32xf32, #nv_tileas.smem<swizzle = 128>>) -> !llvm.ptr<3>
    %c28 = "llvm.mlir.constant"() <{value = 32 : i32}> : () -> i32
    %t29 = "llvm.urem"(%tid0, %c28) : (i32, i32) -> i32
    %c30 = "llvm.mlir.constant"() <{value = 32 : i32}> : () -> i32
    %t31 = "llvm.udiv"(%tid0, %c30) : (i32, i32) -> i32
    %c33 = "llvm.mlir.constant"() <{value = 4 : i32}> : () -> i32
    %t34 = "llvm.urem"(%t31, %c33) : (i32, i32) -> i32
    %c35 = "llvm.mlir.constant"() <{value = 3 : i32}> : () -> i32
    %t36 = "llvm.lshr"(%t29, %c35) : (i32, i32) -> i32
    %c37 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
    %t38 = "llvm.and"(%t36, %c37) : (i32, i32) -> i32
    %c39 = "llvm.mlir.constant"() <{value = 32 : i32}> : () -> i32
    %t40 = "llvm.mul"(%t34, %c39) : (i32, i32) -> i32
    %c42 = "llvm.mlir.constant"() <{value = 8 : i32}> : () -> i32
    %t43 = "llvm.mul"(%t38, %c42) : (i32, i32) -> i32
    %t47 = "llvm.add"(%t40, %t43) : (i32, i32) -> i32
    %c48 = "llvm.mlir.constant"() <{value = 7 : i32}> : () -> i32
    %t49 = "llvm.and"(%t29, %c48) : (i32, i32) -> i32
    %t51 = "llvm.add"(%t47, %t49) : (i32, i32) -> i32
    %c53 = "llvm.mlir.constant"() <{value = 128 : i32}> : () -> i32
    %t54 = "llvm.mul"(%t51, %c53) : (i32, i32) -> i32
    %c56 = "llvm.mlir.constant"() <{value = 4 : i32}> : () -> i32
    %t57 = "llvm.lshr"(%t29, %c56) : (i32, i32) -> i32
    %c58 = "llvm.mlir.constant"() <{value = 16 : i32}> : () -> i32
    %t60 = "llvm.mul"(%t57, %c58) : (i32, i32) -> i32
    %t62 = "llvm.add"(%t54, %t60) : (i32, i32) -> i32
    %c63 = "llvm.mlir.constant"() <{value = 3 : i32}> : () -> i32
    %t64 = "llvm.lshr"(%t62, %c63) : (i32, i32) -> i32
    %c65 = "llvm.mlir.constant"() <{value = 112 : i32}> : () -> i32
    %t66 = "llvm.and"(%t64, %c65) : (i32, i32) -> i32
    %t67 = "llvm.xor"(%t62, %t66) : (i32, i32) -> i32
    %a68 = "llvm.getelementptr"(%sa_27, %t67) <{elem_type = i8, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>
    %lm69 = "llvm.inline_asm"(%a68) <{asm_string = "ldmatrix.sync.aligned.m8n8.x4.shared.b16 {$0, $1, $2, $3}, [$4];", constraints = "=f,=f,=f,=f,l", has_side_effects}> : (!llvm.ptr<3>) -> !llvm.struct<(f32, f32, f32, f32)>
    %e70 = "llvm.extractvalue"(%lm69) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %e71 = "llvm.extractvalue"(%lm69) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %e72 = "llvm.extractvalue"(%lm69) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %e73 = "llvm.extractvalue"(%lm69) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %c74 = "llvm.mlir.constant"() <{value = 32 : i32}> : () -> i32
    %t75 = "llvm.add"(%t62, %c74) : (i32, i32) -> i32
    %c76 = "llvm.mlir.constant"() <{value = 3 : i32}> : () -> i32
    %t77 = "llvm.lshr"(%t75, %c76) : (i32, i32) -> i32
    %c79 = "llvm.mlir.constant"() <{value = 112 : i32}> : () -> i32
    %t80 = "llvm.and"(%t77, %c79) : (i32, i32) -> i32
    %t81 = "llvm.xor"(%t75, %t80) : (i32, i32) -> i32
    %a82 = "llvm.getelementptr"(%sa_27, %t81) <{elem_type = i8, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>
    %lm83 = "llvm.inline_asm"(%a82) <{asm_string = "ldmatrix.sync.aligned.m8n8.x4.shared.b16 {$0, $1, $2, $3}, [$4];", constraints = "=f,=f,=f,=f,l", has_side_effects}> : (!llvm.ptr<3>) -> !llvm.struct<(f32, f32, f32, f32)>
    %e84 = "llvm.extractvalue"(%lm83) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %e85 = "llvm.extractvalue"(%lm83) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %e86 = "llvm.extractvalue"(%lm83) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %e87 = "llvm.extractvalue"(%lm83) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %c88 = "llvm.mlir.constant"() <{value = 64 : i32}> : () -> i32
    %t89 = "llvm.add"(%t62, %c88) : (i32, i32) -> i32
    %c90 = "llvm.mlir.constant"() <{value = 3 : i32}> : () -> i32
    %t91 = "llvm.lshr"(%t89, %c90) : (i32, i32) -> i32
    %c92 = "llvm.mlir.constant"() <{value = 112 : i32}> : () -> i32
    %t93 = "llvm.and"(%t91, %c92) : (i32, i32) -> i32
    %t94 = "llvm.xor"(%t89, %t93) : (i32, i32) -> i32
    %a95 = "llvm.getelementptr"(%sa_27, %t94) <{elem_type = i8, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>
    %lm96 = "llvm.inline_asm"(%a95) <{asm_string = "ldmatrix.sync.aligned.m8n8.x4.shared.b16 {$0, $1, $2, $3}, [$4];", constraints = "=f,=f,=f,=f,l", has_side_effects}> : (!llvm.ptr<3>) -> !llvm.struct<(f32, f32, f32, f32)>
    %e97 = "llvm.extractvalue"(%lm96) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %e98 = "llvm.extractvalue"(%lm96) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %e99 = "llvm.extractvalue"(%lm96) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %e100 = "llvm.extractvalue"(%lm96) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %c101 = "llvm.mlir.constant"() <{value = 96 : i32}> : () -> i32
    %t102 = "llvm.add"(%t62, %c101) : (i32, i32) -> i32
    %c103 = "llvm.mlir.constant"() <{value = 3 : i32}> : () -> i32
    %t104 = "llvm.lshr"(%t102, %c103) : (i32, i32) -> i32
    %c105 = "llvm.mlir.constant"() <{value = 112 : i32}> : () -> i32
    %t106 = "llvm.and"(%t104, %c105) : (i32, i32) -> i32
    %t107 = "llvm.xor"(%t102, %t106) : (i32, i32) -> i32
    %a108 = "llvm.getelementptr"(%sa_27, %t107) <{elem_type = i8, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>
    %lm109 = "llvm.inline_asm"(%a108) <{asm_string = "ldmatrix.sync.aligned.m8n8.x4.shared.b16 {$0, $1, $2, $3}, [$4];", constraints = "=f,=f,=f,=f,l", has_side_effects}> : (!llvm.ptr<3>) -> !llvm.struct<(f32, f32, f32, f32)>
    %e110 = "llvm.extractvalue"(%lm109) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %e111 = "llvm.extractvalue"(%lm109) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %e112 = "llvm.extractvalue"(%lm109) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %e113 = "llvm.extractvalue"(%lm109) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %c114 = "llvm.mlir.constant"() <{value = 2048 : i32}> : () -> i32
    %t115 = "llvm.add"(%t62, %c114) : (i32, i32) -> i32
    %c116 = "llvm.mlir.constant"() <{value = 3 : i32}> : () -> i32
    %t117 = "llvm.lshr"(%t115, %c116) : (i32, i32) -> i32
    %c119 = "llvm.mlir.constant"() <{value = 112 : i32}> : () -> i32
    %t120 = "llvm.and"(%t117, %c119) : (i32, i32) -> i32
    %t121 = "llvm.xor"(%t115, %t120) : (i32, i32) -> i32
    %a122 = "llvm.getelementptr"(%sa_27, %t121) <{elem_type = i8, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>
    %lm123 = "llvm.inline_asm"(%a122) <{asm_string = "ldmatrix.sync.aligned.m8n8.x4.shared.b16 {$0, $1, $2, $3}, [$4];", constraints = "=f,=f,=f,=f,l", has_side_effects}> : (!llvm.ptr<3>) -> !llvm.struct<(f32, f32, f32, f32)>
    %e124 = "llvm.extractvalue"(%lm123) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %e125 = "llvm.extractvalue"(%lm123) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %e126 = "llvm.extractvalue"(%lm123) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %e127 = "llvm.extractvalue"(%lm123) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %c130 = "llvm.mlir.constant"() <{value = 2080 : i32}> : () -> i32
    %t131 = "llvm.add"(%t62, %c130) : (i32, i32) -> i32
    %c133 = "llvm.mlir.constant"() <{value = 3 : i32}> : () -> i32
    %t134 = "llvm.lshr"(%t131, %c133) : (i32, i32) -> i32
    %c136 = "llvm.mlir.constant"() <{value = 112 : i32}> : () -> i32
    %t137 = "llvm.and"(%t134, %c136) : (i32, i32) -> i32
    %t138 = "llvm.xor"(%t131, %t137) : (i32, i32) -> i32
    %a139 = "llvm.getelementptr"(%sa_27, %t138) <{elem_type = i8, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>
    %lm140 = "llvm.inline_asm"(%a139) <{asm_string = "ldmatrix.sync.aligned.m8n8.x4.shared.b16 {$0, $1, $2, $3}, [$4];", constraints = "=f,=f,=f,=f,l", has_side_effects}> : (!llvm.ptr<3>) -> !llvm.struct<(f32, f32, f32, f32)>
    %e141 = "llvm.extractvalue"(%lm140) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %e142 = "llvm.extractvalue"(%lm140) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %e143 = "llvm.extractvalue"(%lm140) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %e144 = "llvm.extractvalue"(%lm140) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %c145 = "llvm.mlir.constant"() <{value = 2112 : i32}> : () -> i32
    %t146 = "llvm.add"(%t62, %c145) : (i32, i32) -> i32
    %c148 = "llvm.mlir.constant"() <{value = 3 : i32}> : () -> i32
    %t149 = "llvm.lshr"(%t146, %c148) : (i32, i32) -> i32
    %c151 = "llvm.mlir.constant"() <{value = 112 : i32}> : () -> i32
    %t152 = "llvm.and"(%t149, %c151) : (i32, i32) -> i32
    %t153 = "llvm.xor"(%t146, %t152) : (i32, i32) -> i32
    %a154 = "llvm.getelementptr"(%sa_27, %t153) <{elem_type = i8, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>
    %lm155 = "llvm.inline_asm"(%a154) <{asm_string = "ldmatrix.sync.aligned.m8n8.x4.shared.b16 {$0, $1, $2, $3}, [$4];", constraints = "=f,=f,=f,=f,l", has_side_effects}> : (!llvm.ptr<3>) -> !llvm.struct<(f32, f32, f32, f32)>
    %e156 = "llvm.extractvalue"(%lm155) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %e157 = "llvm.extractvalue"(%lm155) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %e158 = "llvm.extractvalue"(%lm155) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %e159 = "llvm.extractvalue"(%lm155) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %c160 = "llvm.mlir.constant"() <{value = 2144 : i32}> : () -> i32
    %t161 = "llvm.add"(%t62, %c160) : (i32, i32) -> i32
    %c163 = "llvm.mlir.constant"() <{value = 3 : i32}> : () -> i32
    %t164 = "llvm.lshr"(%t161, %c163) : (i32, i32) -> i32
    %c166 = "llvm.mlir.constant"() <{value = 112 : i32}> : () -> i32
    %t167 = "llvm.and"(%t164, %c166) : (i32, i32) -> i32
    %t168 = "llvm.xor"(%t161, %t167) : (i32, i32) -> i32
    %a169 = "llvm.getelementptr"(%sa_27, %t168) <{elem_type = i8, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>
    %lm170 = "llvm.inline_asm"(%a169) <{asm_string = "ldmatrix.sync.aligned.m8n8.x4.shared.b16 {$0, $1, $2, $3}, [$4];", constraints = "=f,=f,=f,=f,l", has_side_effects}> : (!llvm.ptr<3>) -> !llvm.struct<(f32, f32, f32, f32)>
    %e171 = "llvm.extractvalue"(%lm170) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %e172 = "llvm.extractvalue"(%lm170) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %e173 = "llvm.extractvalue"(%lm170) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %e174 = "llvm.extractvalue"(%lm170) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %u175 = "llvm.mlir.undef"() : () -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %agg176 = "llvm.insertvalue"(%u175, %e70) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %agg177 = "llvm.insertvalue"(%agg176, %e71) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %agg178 = "llvm.insertvalue"(%agg177, %e72) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %agg179 = "llvm.insertvalue"(%agg178, %e73) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %agg180 = "llvm.insertvalue"(%agg179, %e84) <{position = array<i64: 4>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %agg181 = "llvm.insertvalue"(%agg180, %e85) <{position = array<i64: 5>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %agg182 = "llvm.insertvalue"(%agg181, %e86) <{position = array<i64: 6>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %agg183 = "llvm.insertvalue"(%agg182, %e87) <{position = array<i64: 7>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %agg184 = "llvm.insertvalue"(%agg183, %e97) <{position = array<i64: 8>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %agg185 = "llvm.insertvalue"(%agg184, %e98) <{position = array<i64: 9>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %agg186 = "llvm.insertvalue"(%agg185, %e99) <{position = array<i64: 10>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %agg187 = "llvm.insertvalue"(%agg186, %e100) <{position = array<i64: 11>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %agg188 = "llvm.insertvalue"(%agg187, %e110) <{position = array<i64: 12>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %agg189 = "llvm.insertvalue"(%agg188, %e111) <{position = array<i64: 13>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %agg190 = "llvm.insertvalue"(%agg189, %e112) <{position = array<i64: 14>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %agg191 = "llvm.insertvalue"(%agg190, %e113) <{position = array<i64: 15>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %agg192 = "llvm.insertvalue"(%agg191, %e124) <{position = array<i64: 16>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %agg193 = "llvm.insertvalue"(%agg192, %e125) <{position = array<i64: 17>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %agg194 = "llvm.insertvalue"(%agg193, %e126) <{position = array<i64: 18>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %agg195 = "llvm.insertvalue"(%agg194, %e127) <{position = array<i64: 19>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %agg196 = "llvm.insertvalue"(%agg195, %e141) <{position = array<i64: 20>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %agg197 = "llvm.insertvalue"(%agg196, %e142) <{position = array<i64: 21>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %agg198 = "llvm.insertvalue"(%agg197, %e143) <{position = array<i64: 22>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %agg199 = "llvm.insertvalue"(%agg198, %e144) <{position = array<i64: 23>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %agg200 = "llvm.insertvalue"(%agg199, %e156) <{position = array<i64: 24>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %agg201 = "llvm.insertvalue"(%agg200, %e157) <{position = array<i64: 25>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %agg202 = "llvm.insertvalue"(%agg201, %e158) <{position = array<i64: 26>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %agg203 = "llvm.insertvalue"(%agg202, %e159) <{position = array<i64: 27>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %agg204 = "llvm.insertvalue"(%agg203, %e171) <{position = array<i64: 28>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %agg205 = "llvm.insertvalue"(%agg204, %e172) <{position = array<i64: 29>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %agg206 = "llvm.insertvalue"(%agg205, %e173) <{position = array<i64: 30>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %agg207 = "llvm.insertvalue"(%agg206, %e174) <{position = array<i64: 31>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %tm0 = "builtin.unrealized_conversion_cast"(%agg207) : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> tensor<128x32xf32, #nv_tileas.layout<tmem_16x128b>>
    %e208 = "llvm.extractvalue"(%agg207) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
    %e209 = "llvm.extractvalue"(%agg207) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
    %e210 = "llvm.extractvalue"(%agg207) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
    %e211 = "llvm.extractvalue"(%agg207) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
    %e212 = "llvm.extractvalue"(%agg207) <{position = array<i64: 4>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
    %e213 = "llvm.extractvalue"(%agg207) <{position = array<i64: 5>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
    %e214 = "llvm.extractvalue"(%agg207) <{position = array<i64: 6>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
    %e215 = "llvm.extractvalue"(%agg207) <{position = array<i64: 7>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
    %e216 = "llvm.extractvalue"(%agg207) <{position = array<i64: 8>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
    %e217 = "llvm.extractvalue"(%agg207) <{position = array<i64: 9>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
    %e218 = "llvm.extractvalue"(%agg207) <{position = array<i64: 10>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
    %e219 = "llvm.extractvalue"(%agg207) <{position = array<i64: 11>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
    %e220 = "llvm.extractvalue"(%agg207) <{position = array<i64: 12>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
    %e221 = "llvm.extractvalue"(%agg207) <{position = array<i64: 13>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
    %e222 = "llvm.extractvalue"(%agg207) <{position = array<i64: 14>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
    %e223 = "llvm.extractvalue"(%agg207) <{position = array<i64: 15>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
    %e224 = "llvm.extractvalue"(%agg207) <{position = array<i64: 16>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
    %e225 = "llvm.extractvalue"(%agg207) <{position = array<i64: 17>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
    %e226 = "llvm.extractvalue"(%agg207) <{position = array<i64: 18>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
    %e227 = "llvm.extractvalue"(%agg207) <{position = array<i64: 19>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
    %e228 = "llvm.extractvalue"(%agg207) <{position = array<i64: 20>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
    %e229 = "llvm.extractvalue"(%agg207) <{position = array<i64: 21>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
    %e230 = "llvm.extractvalue"(%agg207) <{position = array<i64: 22>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
    %e231 = "llvm.extractvalue"(%agg207) <{position = array<i64: 23>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
    %e232 = "llvm.extractvalue"(%agg207) <{position = array<i64: 24>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
    %e233 = "llvm.extractvalue"(%agg207) <{position = array<i64: 25>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
    %e234 = "llvm.extractvalue"(%agg207) <{position = array<i64: 26>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
    %e235 = "llvm.extractvalue"(%agg207) <{position = array<i64: 27>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
    %e236 = "llvm.extractvalue"(%agg207) <{position = array<i64: 28>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
    %e237 = "llvm.extractvalue"(%agg207) <{position = array<i64: 29>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
    %e238 = "llvm.extractvalue"(%agg207) <{position = array<i64: 30>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
    %e239 = "llvm.extractvalue"(%agg207) <{position = array<i64: 31>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
    %c241 = "llvm.mlir.constant"() <{value = 32 : i32}> : () -> i32
    %t242 = "llvm.udiv"(%tid0, %c241) : (i32, i32) -> i32
    %c244 = "llvm.mlir.constant"() <{value = 4 : i32}> : () -> i32
    %t245 = "llvm.urem"(%t242, %c244) : (i32, i32) -> i32
    %c247 = "llvm.mlir.constant"() <{value = 32 : i32}> : () -> i32
    %t248 = "llvm.mul"(%t245, %c247) : (i32, i32) -> i32
    %c250 = "llvm.mlir.constant"() <{value = 16 : i32}> : () -> i32
    %t251 = "llvm.shl"(%t248, %c250) : (i32, i32) -> i32
    "llvm.inline_asm"(%tmem26, %t251, %e208, %e209, %e210, %e211, %e212, %e213, %e214, %e215, %e216, %e217, %e218, %e219, %e220, %e221, %e222, %e223, %e224, %e225, %e226, %e227, %e228, %e229, %e230, %e231, %e232, %e233, %e234, %e235, %e236, %e237, %e238, %e239) <{asm_string = "{ .reg .b32 ta; add.u32 ta, $0, $1; tcgen05.st.sync.aligned.16x128b.x8.b32 [ta], {$2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17}; add.u32 ta, ta, 1048576; tcgen05.st.sync.aligned.16x128b.x8.b32 [ta], {$18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33}; }", constraints = "r,r,f,f,f,f,f,f,f,f,f,f,f,f,f,f,f,f,f,f,f,f,f,f,f,f,f,f,f,f,f,f,f,f", has_side_effects}> : (!llvm.ptr<6>, i32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) -> ()
    "llvm.inline_asm"() <{asm_string = "tcgen05.wait::st.sync.aligned;", constraints = "", has_side_effects}> : () -> ()
    "llvm.inline_asm"() <{asm_string = "tcgen05.fence::before_thread_sync;", constraints = "", has_side_effects}> : () -> ()
    %c253 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
    %c254 = "llvm.mlir.constant"() <{value = 128 : i32}> : () -> i32
    "llvm.inline_asm"(%c253, %c254) <{asm_string = "bar.sync $0, $1;", constraints = "r,r", has_side_effects}> : (i32, i32) -> ()
    "llvm.inline_asm"() <{asm_string = "tcgen05.fence::after_thread_sync;", constraints = "", has_side_effects}> : () -> ()
    %t1 = "builtin.unrealized_conversion_cast"(%tmem26) : (!llvm.ptr<6>) -> tensor<128x32xf32, #nv_tileas.tmem>
    %c256 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
    %p257 = "llvm.icmp"(%tid0, %c256) <{predicate = 0 : i64}> : (i32, i32) -> i1
    "scf.if"(%p257) ({
      "llvm.inline_asm"(%a20) <{asm_string = "tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [$0];", constraints = "l", has_side_effects}> : (!llvm.ptr<3>) -> ()
      "scf.yield"() : () -> ()
    }, {
      "scf.yield"() : () -> ()
    }) : (i1) -> ()
    %c259 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
    %c260 = "llvm.mlir.constant"() <{value = 10000000 : i32}> : () -> i32
    "nvvm.mbarrier.try_wait.parity.shared"(%a20, %c259, %c260) : (!llvm.ptr<3>, i32, i32) -> ()
    "llvm.inline_asm"() <{asm_string = "tcgen05.fence::after_thread_sync;", constraints = "", has_side_effects}> : () -> ()
    %c262 = "llvm.mlir.constant"() <{value = 32 : i32}> : () -> i32
    %t263 = "llvm.udiv"(%tid0, %c262) : (i32, i32) -> i32
    %c265 = "llvm.mlir.constant"() <{value = 4 : i32}> : () -> i32
    %t266 = "llvm.urem"(%t263, %c265) : (i32, i32) -> i32
    %c268 = "llvm.mlir.constant"() <{value = 32 : i32}> : () -> i32
    %t269 = "llvm.mul"(%t266, %c268) : (i32, i32) -> i32
    %c271 = "llvm.mlir.constant"() <{value = 16 : i32}> : () -> i32
    %t272 = "llvm.shl"(%t269, %c271) : (i32, i32) -> i32
    %tm273 = "llvm.inline_asm"(%tmem26, %t272) <{asm_string = "{ .reg .b32 ta; add.u32 ta, $32, $33; tcgen05.ld.sync.aligned.32x32b.x32.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, [ta]; }", constraints = "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,r,r", has_side_effects}> : (!llvm.ptr<6>, i32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    "llvm.inline_asm"() <{asm_string = "tcgen05.wait::ld.sync.aligned;", constraints = "", has_side_effects}> : () -> ()
    %r = "builtin.unrealized_conversion_cast"(%tm273) : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> tensor<128x32xf32, #nv_tileas.layout<tmem_32x32b>>
    %x6 = "llvm.sext"(%row) : (i32) -> i64
    %x7 = "llvm.sext"(%col) : (i32) -> i64
    %r_8 = "builtin.unrealized_conversion_cast"(%r) : (tensor<128x32xf32, #nv_tileas.layout<tmem_32x32b>>) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %e9 = "llvm.extractvalue"(%r_8) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
    %e10 = "llvm.extractvalue"(%r_8) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
    %e11 = "llvm.extractvalue"(%r_8) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
    %e12 = "llvm.extractvalue"(%r_8) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
    %e13 = "llvm.extractvalue"(%r_8) <{position = array<i64: 4>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
    %e14 = "llvm.extractvalue"(%r_8) <{position = array<i64: 5>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
    %e15 = "llvm.extractvalue"(%r_8) <{position = array<i64: 6>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
    %e16 = "llvm.extractvalue"(%r_8) <{position = array<i64: 7>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
    %e17 = "llvm.extractvalue"(%r_8) <{position = array<i64: 8>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
    %e18 = "llvm.extractvalue"(%r_8) <{position = array<i64: 9>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
    %e19 = "llvm.extractvalue"(%r_8) <{position = array<i64: 10>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
    %e20 = "llvm.extractvalue"(%r_8) <{position = array<i64: 11>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
    %e21 = "llvm.extractvalue"(%r_8) <{position = array<i64: 12>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
    %e22 = "llvm.extractvalue"(%r_8) <{position = array<i64: 13>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
    %e23 = "llvm.extractvalue"(%r_8) <{position = array<i64: 14>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
    %e24 = "llvm.extractvalue"(%r_8) <{position = array<i64: 15>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
    %e25 = "llvm.extractvalue"(%r_8) <{position = array<i64: 16>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
    %e26 = "llvm.extractvalue"(%r_8) <{position = array<i64: 17>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
    %e27 = "llvm.extractvalue"(%r_8) <{position = array<i64: 18>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
    %e28 = "llvm.extractvalue"(%r_8) <{position = array<i64: 19>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
    %e29 = "llvm.extractvalue"(%r_8) <{position = array<i64: 20>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
    %e30 = "llvm.extractvalue"(%r_8) <{position = array<i64: 21>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
    %e31 = "llvm.extractvalue"(%r_8) <{position = array<i64: 22>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
    %e32 = "llvm.extractvalue"(%r_8) <{position = array<i64: 23>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
    %e33 = "llvm.extractvalue"(%r_8) <{position = array<i64: 24>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
    %e34 = "llvm.extractvalue"(%r_8) <{position = array<i64: 25>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
    %e35 = "llvm.extractvalue"(%r_8) <{position = array<i64: 26>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
    %e36 = "llvm.extractvalue"(%r_8) <{position = array<i64: 27>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
    %e37 = "llvm.extractvalue"(%r_8) <{position = array<i64: 28>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
    %e38 = "llvm.extractvalue"(%r_8) <{position = array<i64: 29>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
    %e39 = "llvm.extractvalue"(%r_8) <{position = array<i64: 30>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
    %e40 = "llvm.extractvalue"(%r_8) <{position = array<i64: 31>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
    %c41 = "llvm.mlir.constant"() <{value = 128 : i32}> : () -> i32
    %t42 = "llvm.urem"(%tid0, %c41) : (i32, i32) -> i32
    %x43 = "llvm.zext"(%t42) : (i32) -> i64
    %t44 = "llvm.add"(%x6, %x43) : (i64, i64) -> i64
    %p315 = "llvm.icmp"(%t44, %x2) <{predicate = 6 : i64}> : (i64, i64) -> i1
    "scf.if"(%p315) ({
      %t45 = "llvm.mul"(%t44, %x3) : (i64, i64) -> i64
      %t46 = "llvm.add"(%t45, %x7) : (i64, i64) -> i64
      %c47 = "llvm.mlir.constant"() <{value = 0 : i64}> : () -> i64
      %pi48 = "llvm.ptrtoint"(%C_13) : (!llvm.ptr<1>) -> i64
      %c49 = "llvm.mlir.constant"() <{value = 3 : i64}> : () -> i64
      %t50 = "llvm.and"(%x3, %c49) : (i64, i64) -> i64
      %p51 = "llvm.icmp"(%t50, %c47) <{predicate = 0 : i64}> : (i64, i64) -> i1
      %c52 = "llvm.mlir.constant"() <{value = 3 : i64}> : () -> i64
      %t53 = "llvm.and"(%x7, %c52) : (i64, i64) -> i64
      %p54 = "llvm.icmp"(%t53, %c47) <{predicate = 0 : i64}> : (i64, i64) -> i1
      %c55 = "llvm.mlir.constant"() <{value = 15 : i64}> : () -> i64
      %t56 = "llvm.and"(%pi48, %c55) : (i64, i64) -> i64
      %p57 = "llvm.icmp"(%t56, %c47) <{predicate = 0 : i64}> : (i64, i64) -> i1
      %t58 = "llvm.and"(%p51, %p54) : (i1, i1) -> i1
      %t59 = "llvm.and"(%t58, %p57) : (i1, i1) -> i1
      %c60 = "llvm.mlir.constant"() <{value = 32 : i64}> : () -> i64
      %t61 = "llvm.add"(%x7, %c60) : (i64, i64) -> i64
      %p62 = "llvm.icmp"(%t61, %x3) <{predicate = 7 : i64}> : (i64, i64) -> i1
      %t63 = "llvm.and"(%t59, %p62) : (i1, i1) -> i1
      "scf.if"(%t63) ({
        %a64 = "llvm.getelementptr"(%C_13, %t46) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
        %u65 = "llvm.mlir.undef"() : () -> !llvm.struct<(f32, f32, f32, f32)>
        %agg66 = "llvm.insertvalue"(%u65, %e9) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
        %agg67 = "llvm.insertvalue"(%agg66, %e10) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
        %agg68 = "llvm.insertvalue"(%agg67, %e11) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
        %agg69 = "llvm.insertvalue"(%agg68, %e12) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
        "llvm.store"(%agg69, %a64) <{alignment = 16 : i64}> : (!llvm.struct<(f32, f32, f32, f32)>, !llvm.ptr<1>) -> ()
        %c70 = "llvm.mlir.constant"() <{value = 4 : i64}> : () -> i64
        %t71 = "llvm.add"(%t46, %c70) : (i64, i64) -> i64
        %a72 = "llvm.getelementptr"(%C_13, %t71) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
        %u73 = "llvm.mlir.undef"() : () -> !llvm.struct<(f32, f32, f32, f32)>
        %agg74 = "llvm.insertvalue"(%u73, %e13) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
        %agg75 = "llvm.insertvalue"(%agg74, %e14) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
        %agg76 = "llvm.insertvalue"(%agg75, %e15) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
        %agg77 = "llvm.insertvalue"(%agg76, %e16) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
        "llvm.store"(%agg77, %a72) <{alignment = 16 : i64}> : (!llvm.struct<(f32, f32, f32, f32)>, !llvm.ptr<1>) -> ()
        %c78 = "llvm.mlir.constant"() <{value = 8 : i64}> : () -> i64
        %t79 = "llvm.add"(%t46, %c78) : (i64, i64) -> i64
        %a80 = "llvm.getelementptr"(%C_13, %t79) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
        %u81 = "llvm.mlir.undef"() : () -> !llvm.struct<(f32, f32, f32, f32)>
        %agg82 = "llvm.insertvalue"(%u81, %e17) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
        %agg83 = "llvm.insertvalue"(%agg82, %e18) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
        %agg84 = "llvm.insertvalue"(%agg83, %e19) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
        %agg85 = "llvm.insertvalue"(%agg84, %e20) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
        "llvm.store"(%agg85, %a80) <{alignment = 16 : i64}> : (!llvm.struct<(f32, f32, f32, f32)>, !llvm.ptr<1>) -> ()
        %c86 = "llvm.mlir.constant"() <{value = 12 : i64}> : () -> i64
        %t87 = "llvm.add"(%t46, %c86) : (i64, i64) -> i64
        %a88 = "llvm.getelementptr"(%C_13, %t87) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
        %u89 = "llvm.mlir.undef"() : () -> !llvm.struct<(f32, f32, f32, f32)>
        %agg90 = "llvm.insertvalue"(%u89, %e21) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
        %agg91 = "llvm.insertvalue"(%agg90, %e22) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
        %agg92 = "llvm.insertvalue"(%agg91, %e23) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
        %agg93 = "llvm.insertvalue"(%agg92, %e24) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
        "llvm.store"(%agg93, %a88) <{alignment = 16 : i64}> : (!llvm.struct<(f32, f32, f32, f32)>, !llvm.ptr<1>) -> ()
        %c94 = "llvm.mlir.constant"() <{value = 16 : i64}> : () -> i64
        %t95 = "llvm.add"(%t46, %c94) : (i64, i64) -> i64
        %a96 = "llvm.getelementptr"(%C_13, %t95) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
        %u97 = "llvm.mlir.undef"() : () -> !llvm.struct<(f32, f32, f32, f32)>
        %agg98 = "llvm.insertvalue"(%u97, %e25) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
        %agg99 = "llvm.insertvalue"(%agg98, %e26) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
        %agg100 = "llvm.insertvalue"(%agg99, %e27) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
        %agg101 = "llvm.insertvalue"(%agg100, %e28) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
        "llvm.store"(%agg101, %a96) <{alignment = 16 : i64}> : (!llvm.struct<(f32, f32, f32, f32)>, !llvm.ptr<1>) -> ()
        %c102 = "llvm.mlir.constant"() <{value = 20 : i64}> : () -> i64
        %t103 = "llvm.add"(%t46, %c102) : (i64, i64) -> i64
        %a104 = "llvm.getelementptr"(%C_13, %t103) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
        %u105 = "llvm.mlir.undef"() : () -> !llvm.struct<(f32, f32, f32, f32)>
        %agg106 = "llvm.insertvalue"(%u105, %e29) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
        %agg107 = "llvm.insertvalue"(%agg106, %e30) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
        %agg108 = "llvm.insertvalue"(%agg107, %e31) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
        %agg109 = "llvm.insertvalue"(%agg108, %e32) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
        "llvm.store"(%agg109, %a104) <{alignment = 16 : i64}> : (!llvm.struct<(f32, f32, f32, f32)>, !llvm.ptr<1>) -> ()
        %c110 = "llvm.mlir.constant"() <{value = 24 : i64}> : () -> i64
        %t111 = "llvm.add"(%t46, %c110) : (i64, i64) -> i64
        %a112 = "llvm.getelementptr"(%C_13, %t111) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
        %u113 = "llvm.mlir.undef"() : () -> !llvm.struct<(f32, f32, f32, f32)>
        %agg114 = "llvm.insertvalue"(%u113, %e33) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
        %agg115 = "llvm.insertvalue"(%agg114, %e34) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
        %agg116 = "llvm.insertvalue"(%agg115, %e35) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
        %agg117 = "llvm.insertvalue"(%agg116, %e36) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
        "llvm.store"(%agg117, %a112) <{alignment = 16 : i64}> : (!llvm.struct<(f32, f32, f32, f32)>, !llvm.ptr<1>) -> ()
        %c118 = "llvm.mlir.constant"() <{value = 28 : i64}> : () -> i64
        %t119 = "llvm.add"(%t46, %c118) : (i64, i64) -> i64
        %a120 = "llvm.getelementptr"(%C_13, %t119) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
        %u121 = "llvm.mlir.undef"() : () -> !llvm.struct<(f32, f32, f32, f32)>
        %agg122 = "llvm.insertvalue"(%u121, %e37) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
        %agg123 = "llvm.insertvalue"(%agg122, %e38) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
        %agg124 = "llvm.insertvalue"(%agg123, %e39) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
        %agg125 = "llvm.insertvalue"(%agg124, %e40) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
        "llvm.store"(%agg125, %a120) <{alignment = 16 : i64}> : (!llvm.struct<(f32, f32, f32, f32)>, !llvm.ptr<1>) -> ()
        "scf.yield"() : () -> ()
      }, {
        %p127 = "llvm.icmp"(%x7, %x3) <{predicate = 6 : i64}> : (i64, i64) -> i1
        "scf.if"(%p127) ({
          %a126 = "llvm.getelementptr"(%C_13, %t46) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
          "llvm.store"(%e9, %a126) : (f32, !llvm.ptr<1>) -> ()
          "scf.yield"() : () -> ()
        }, {
          "scf.yield"() : () -> ()
        }) : (i1) -> ()
        %c132 = "llvm.mlir.constant"() <{value = 1 : i64}> : () -> i64
        %t133 = "llvm.add"(%x7, %c132) : (i64, i64) -> i64
        %p134 = "llvm.icmp"(%t133, %x3) <{predicate = 6 : i64}> : (i64, i64) -> i1
        "scf.if"(%p134) ({
          %c129 = "llvm.mlir.constant"() <{value = 1 : i64}> : () -> i64
          %t130 = "llvm.add"(%t46, %c129) : (i64, i64) -> i64
          %a131 = "llvm.getelementptr"(%C_13, %t130) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
          "llvm.store"(%e10, %a131) : (f32, !llvm.ptr<1>) -> ()
          "scf.yield"() : () -> ()
        }, {
          "scf.yield"() : () -> ()
        }) : (i1) -> ()
        %c138 = "llvm.mlir.constant"() <{value = 2 : i64}> : () -> i64
        %t139 = "llvm.add"(%x7, %c138) : (i64, i64) -> i64
        %p140 = "llvm.icmp"(%t139, %x3) <{predicate = 6 : i64}> : (i64, i64) -> i1
        "scf.if"(%p140) ({
          %c135 = "llvm.mlir.constant"() <{value = 2 : i64}> : () -> i64
          %t136 = "llvm.add"(%t46, %c135) : (i64, i64) -> i64
          %a137 = "llvm.getelementptr"(%C_13, %t136) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
          "llvm.store"(%e11, %a137) : (f32, !llvm.ptr<1>) -> ()
          "scf.yield"() : () -> ()
        }, {
          "scf.yield"() : () -> ()
        }) : (i1) -> ()
        %c144 = "llvm.mlir.constant"() <{value = 3 : i64}> : () -> i64
        %t145 = "llvm.add"(%x7, %c144) : (i64, i64) -> i64
        %p146 = "llvm.icmp"(%t145, %x3) <{predicate = 6 : i64}> : (i64, i64) -> i1
        "scf.if"(%p146) ({
          %c141 = "llvm.mlir.constant"() <{value = 3 : i64}> : () -> i64
          %t142 = "llvm.add"(%t46, %c141) : (i64, i64) -> i64
          %a143 = "llvm.getelementptr"(%C_13, %t142) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
          "llvm.store"(%e12, %a143) : (f32, !llvm.ptr<1>) -> ()
          "scf.yield"() : () -> ()
        }, {
          "scf.yield"() : () -> ()
        }) : (i1) -> ()
        %c150 = "llvm.mlir.constant"() <{value = 4 : i64}> : () -> i64
        %t151 = "llvm.add"(%x7, %c150) : (i64, i64) -> i64
        %p152 = "llvm.icmp"(%t151, %x3) <{predicate = 6 : i64}> : (i64, i64) -> i1
        "scf.if"(%p152) ({
          %c147 = "llvm.mlir.constant"() <{value = 4 : i64}> : () -> i64
          %t148 = "llvm.add"(%t46, %c147) : (i64, i64) -> i64
          %a149 = "llvm.getelementptr"(%C_13, %t148) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
          "llvm.store"(%e13, %a149) : (f32, !llvm.ptr<1>) -> ()
          "scf.yield"() : () -> ()
        }, {
          "scf.yield"() : () -> ()
        }) : (i1) -> ()
        %c156 = "llvm.mlir.constant"() <{value = 5 : i64}> : () -> i64
        %t157 = "llvm.add"(%x7, %c156) : (i64, i64) -> i64
        %p158 = "llvm.icmp"(%t157, %x3) <{predicate = 6 : i64}> : (i64, i64) -> i1
        "scf.if"(%p158) ({
          %c153 = "llvm.mlir.constant"() <{value = 5 : i64}> : () -> i64
          %t154 = "llvm.add"(%t46, %c153) : (i64, i64) -> i64
          %a155 = "llvm.getelementptr"(%C_13, %t154) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
          "llvm.store"(%e14, %a155) : (f32, !llvm.ptr<1>) -> ()
          "scf.yield"() : () -> ()
        }, {
          "scf.yield"() : () -> ()
        }) : (i1) -> ()
        %c162 = "llvm.mlir.constant"() <{value = 6 : i64}> : () -> i64
        %t163 = "llvm.add"(%x7, %c162) : (i64, i64) -> i64
        %p164 = "llvm.icmp"(%t163, %x3) <{predicate = 6 : i64}> : (i64, i64) -> i1
        "scf.if"(%p164) ({
          %c159 = "llvm.mlir.constant"() <{value = 6 : i64}> : () -> i64
          %t160 = "llvm.add"(%t46, %c159) : (i64, i64) -> i64
          %a161 = "llvm.getelementptr"(%C_13, %t160) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
          "llvm.store"(%e15, %a161) : (f32, !llvm.ptr<1>) -> ()
          "scf.yield"() : () -> ()
        }, {
          "scf.yield"() : () -> ()
        }) : (i1) -> ()
        %c168 = "llvm.mlir.constant"() <{value = 7 : i64}> : () -> i64
        %t169 = "llvm.add"(%x7, %c168) : (i64, i64) -> i64
        %p170 = "llvm.icmp"(%t169, %x3) <{predicate = 6 : i64}> : (i64, i64) -> i1
        "scf.if"(%p170) ({
          %c165 = "llvm.mlir.constant"() <{value = 7 : i64}> : () -> i64
          %t166 = "llvm.add"(%t46, %c165) : (i64, i64) -> i64
          %a167 = "llvm.getelementptr"(%C_13, %t166) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
          "llvm.store"(%e16, %a167) : (f32, !llvm.ptr<1>) -> ()
          "scf.yield"() : () -> ()
        }, {
          "scf.yield"() : () -> ()
        }) : (i1) -> ()
        %c174 = "llvm.mlir.constant"() <{value = 8 : i64}> : () -> i64
        %t175 = "llvm.add"(%x7, %c174) : (i64, i64) -> i64
        %p176 = "llvm.icmp"(%t175, %x3) <{predicate = 6 : i64}> : (i64, i64) -> i1
        "scf.if"(%p176) ({
          %c171 = "llvm.mlir.constant"() <{value = 8 : i64}> : () -> i64
          %t172 = "llvm.add"(%t46, %c171) : (i64, i64) -> i64
          %a173 = "llvm.getelementptr"(%C_13, %t172) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
          "llvm.store"(%e17, %a173) : (f32, !llvm.ptr<1>) -> ()
          "scf.yield"() : () -> ()
        }, {
          "scf.yield"() : () -> ()
        }) : (i1) -> ()
        %c180 = "llvm.mlir.constant"() <{value = 9 : i64}> : () -> i64
        %t181 = "llvm.add"(%x7, %c180) : (i64, i64) -> i64
        %p182 = "llvm.icmp"(%t181, %x3) <{predicate = 6 : i64}> : (i64, i64) -> i1
        "scf.if"(%p182) ({
          %c177 = "llvm.mlir.constant"() <{value = 9 : i64}> : () -> i64
          %t178 = "llvm.add"(%t46, %c177) : (i64, i64) -> i64
          %a179 = "llvm.getelementptr"(%C_13, %t178) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
          "llvm.store"(%e18, %a179) : (f32, !llvm.ptr<1>) -> ()
          "scf.yield"() : () -> ()
        }, {
          "scf.yield"() : () -> ()
        }) : (i1) -> ()
        %c186 = "llvm.mlir.constant"() <{value = 10 : i64}> : () -> i64
        %t187 = "llvm.add"(%x7, %c186) : (i64, i64) -> i64
        %p188 = "llvm.icmp"(%t187, %x3) <{predicate = 6 : i64}> : (i64, i64) -> i1
        "scf.if"(%p188) ({
          %c183 = "llvm.mlir.constant"() <{value = 10 : i64}> : () -> i64
          %t184 = "llvm.add"(%t46, %c183) : (i64, i64) -> i64
          %a185 = "llvm.getelementptr"(%C_13, %t184) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
          "llvm.store"(%e19, %a185) : (f32, !llvm.ptr<1>) -> ()
          "scf.yield"() : () -> ()
        }, {
          "scf.yield"() : () -> ()
        }) : (i1) -> ()
        %c192 = "llvm.mlir.constant"() <{value = 11 : i64}> : () -> i64
        %t193 = "llvm.add"(%x7, %c192) : (i64, i64) -> i64
        %p194 = "llvm.icmp"(%t193, %x3) <{predicate = 6 : i64}> : (i64, i64) -> i1
        "scf.if"(%p194) ({
          %c189 = "llvm.mlir.constant"() <{value = 11 : i64}> : () -> i64
          %t190 = "llvm.add"(%t46, %c189) : (i64, i64) -> i64
          %a191 = "llvm.getelementptr"(%C_13, %t190) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
          "llvm.store"(%e20, %a191) : (f32, !llvm.ptr<1>) -> ()
          "scf.yield"() : () -> ()
        }, {
          "scf.yield"() : () -> ()
        }) : (i1) -> ()
        %c198 = "llvm.mlir.constant"() <{value = 12 : i64}> : () -> i64
        %t199 = "llvm.add"(%x7, %c198) : (i64, i64) -> i64
        %p200 = "llvm.icmp"(%t199, %x3) <{predicate = 6 : i64}> : (i64, i64) -> i1
        "scf.if"(%p200) ({
          %c195 = "llvm.mlir.constant"() <{value = 12 : i64}> : () -> i64
          %t196 = "llvm.add"(%t46, %c195) : (i64, i64) -> i64
          %a197 = "llvm.getelementptr"(%C_13, %t196) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
          "llvm.store"(%e21, %a197) : (f32, !llvm.ptr<1>) -> ()
          "scf.yield"() : () -> ()
        }, {
          "scf.yield"() : () -> ()
        }) : (i1) -> ()
        %c204 = "llvm.mlir.constant"() <{value = 13 : i64}> : () -> i64
        %t205 = "llvm.add"(%x7, %c204) : (i64, i64) -> i64
        %p206 = "llvm.icmp"(%t205, %x3) <{predicate = 6 : i64}> : (i64, i64) -> i1
        "scf.if"(%p206) ({
          %c201 = "llvm.mlir.constant"() <{value = 13 : i64}> : () -> i64
          %t202 = "llvm.add"(%t46, %c201) : (i64, i64) -> i64
          %a203 = "llvm.getelementptr"(%C_13, %t202) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
          "llvm.store"(%e22, %a203) : (f32, !llvm.ptr<1>) -> ()
          "scf.yield"() : () -> ()
        }, {
          "scf.yield"() : () -> ()
        }) : (i1) -> ()
        %c210 = "llvm.mlir.constant"() <{value = 14 : i64}> : () -> i64
        %t211 = "llvm.add"(%x7, %c210) : (i64, i64) -> i64
        %p212 = "llvm.icmp"(%t211, %x3) <{predicate = 6 : i64}> : (i64, i64) -> i1
        "scf.if"(%p212) ({
          %c207 = "llvm.mlir.constant"() <{value = 14 : i64}> : () -> i64
          %t208 = "llvm.add"(%t46, %c207) : (i64, i64) -> i64
          %a209 = "llvm.getelementptr"(%C_13, %t208) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
          "llvm.store"(%e23, %a209) : (f32, !llvm.ptr<1>) -> ()
          "scf.yield"() : () -> ()
        }, {
          "scf.yield"() : () -> ()
        }) : (i1) -> ()
        %c216 = "llvm.mlir.constant"() <{value = 15 : i64}> : () -> i64
        %t217 = "llvm.add"(%x7, %c216) : (i64, i64) -> i64
        %p218 = "llvm.icmp"(%t217, %x3) <{predicate = 6 : i64}> : (i64, i64) -> i1
        "scf.if"(%p218) ({
          %c213 = "llvm.mlir.constant"() <{value = 15 : i64}> : () -> i64
          %t214 = "llvm.add"(%t46, %c213) : (i64, i64) -> i64
          %a215 = "llvm.getelementptr"(%C_13, %t214) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
          "llvm.store"(%e24, %a215) : (f32, !llvm.ptr<1>) -> ()
          "scf.yield"() : () -> ()
        }, {
          "scf.yield"() : () -> ()
        }) : (i1) -> ()
        %c222 = "llvm.mlir.constant"() <{value = 16 : i64}> : () -> i64
        %t223 = "llvm.add"(%x7, %c222) : (i64, i64) -> i64
        %p224 = "llvm.icmp"(%t223, %x3) <{predicate = 6 : i64}> : (i64, i64) -> i1
        "scf.if"(%p224) ({
          %c219 = "llvm.mlir.constant"() <{value = 16 : i64}> : () -> i64
          %t220 = "llvm.add"(%t46, %c219) : (i64, i64) -> i64
          %a221 = "llvm.getelementptr"(%C_13, %t220) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
          "llvm.store"(%e25, %a221) : (f32, !llvm.ptr<1>) -> ()
          "scf.yield"() : () -> ()
        }, {
          "scf.yield"() : () -> ()
        }) : (i1) -> ()
        %c228 = "llvm.mlir.constant"() <{value = 17 : i64}> : () -> i64
        %t229 = "llvm.add"(%x7, %c228) : (i64, i64) -> i64
        %p230 = "llvm.icmp"(%t229, %x3) <{predicate = 6 : i64}> : (i64, i64) -> i1
        "scf.if"(%p230) ({
          %c225 = "llvm.mlir.constant"() <{value = 17 : i64}> : () -> i64
          %t226 = "llvm.add"(%t46, %c225) : (i64, i64) -> i64
          %a227 = "llvm.getelementptr"(%C_13, %t226) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
          "llvm.store"(%e26, %a227) : (f32, !llvm.ptr<1>) -> ()
          "scf.yield"() : () -> ()
        }, {
          "scf.yield"() : () -> ()
        }) : (i1) -> ()
        %c234 = "llvm.mlir.constant"() <{value = 18 : i64}> : () -> i64
        %t235 = "llvm.add"(%x7, %c234) : (i64, i64) -> i64
        %p236 = "llvm.icmp"(%t235, %x3) <{predicate = 6 : i64}> : (i64, i64) -> i1
        "scf.if"(%p236) ({
          %c231 = "llvm.mlir.constant"() <{value = 18 : i64}> : () -> i64
          %t232 = "llvm.add"(%t46, %c231) : (i64, i64) -> i64
          %a233 = "llvm.getelementptr"(%C_13, %t232) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
          "llvm.store"(%e27, %a233) : (f32, !llvm.ptr<1>) -> ()
          "scf.yield"() : () -> ()
        }, {
          "scf.yield"() : () -> ()
        }) : (i1) -> ()
        %c240 = "llvm.mlir.constant"() <{value = 19 : i64}> : () -> i64
        %t241 = "llvm.add"(%x7, %c240) : (i64, i64) -> i64
        %p242 = "llvm.icmp"(%t241, %x3) <{predicate = 6 : i64}> : (i64, i64) -> i1
        "scf.if"(%p242) ({
          %c237 = "llvm.mlir.constant"() <{value = 19 : i64}> : () -> i64
          %t238 = "llvm.add"(%t46, %c237) : (i64, i64) -> i64
          %a239 = "llvm.getelementptr"(%C_13, %t238) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
          "llvm.store"(%e28, %a239) : (f32, !llvm.ptr<1>) -> ()
          "scf.yield"() : () -> ()
        }, {
          "scf.yield"() : () -> ()
        }) : (i1) -> ()
        %c246 = "llvm.mlir.constant"() <{value = 20 : i64}> : () -> i64
        %t247 = "llvm.add"(%x7, %c246) : (i64, i64) -> i64
        %p248 = "llvm.icmp"(%t247, %x3) <{predicate = 6 : i64}> : (i64, i64) -> i1
        "scf.if"(%p248) ({
          %c243 = "llvm.mlir.constant"() <{value = 20 : i64}> : () -> i64
          %t244 = "llvm.add"(%t46, %c243) : (i64, i64) -> i64
          %a245 = "llvm.getelementptr"(%C_13, %t244) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
          "llvm.store"(%e29, %a245) : (f32, !llvm.ptr<1>) -> ()
          "scf.yield"() : () -> ()
        }, {
          "scf.yield"() : () -> ()
        }) : (i1) -> ()
        %c252 = "llvm.mlir.constant"() <{value = 21 : i64}> : () -> i64
        %t253 = "llvm.add"(%x7, %c252) : (i64, i64) -> i64
        %p254 = "llvm.icmp"(%t253, %x3) <{predicate = 6 : i64}> : (i64, i64) -> i1
        "scf.if"(%p254) ({
          %c249 = "llvm.mlir.constant"() <{value = 21 : i64}> : () -> i64
          %t250 = "llvm.add"(%t46, %c249) : (i64, i64) -> i64
          %a251 = "llvm.getelementptr"(%C_13, %t250) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
          "llvm.store"(%e30, %a251) : (f32, !llvm.ptr<1>) -> ()
          "scf.yield"() : () -> ()
        }, {
          "scf.yield"() : () -> ()
        }) : (i1) -> ()
        %c258 = "llvm.mlir.constant"() <{value = 22 : i64}> : () -> i64
        %t259 = "llvm.add"(%x7, %c258) : (i64, i64) -> i64
        %p260 = "llvm.icmp"(%t259, %x3) <{predicate = 6 : i64}> : (i64, i64) -> i1
        "scf.if"(%p260) ({
          %c255 = "llvm.mlir.constant"() <{value = 22 : i64}> : () -> i64
          %t256 = "llvm.add"(%t46, %c255) : (i64, i64) -> i64
          %a257 = "llvm.getelementptr"(%C_13, %t256) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
          "llvm.store"(%e31, %a257) : (f32, !llvm.ptr<1>) -> ()
          "scf.yield"() : () -> ()
        }, {
          "scf.yield"() : () -> ()
        }) : (i1) -> ()
        %c264 = "llvm.mlir.constant"() <{value = 23 : i64}> : () -> i64
        %t265 = "llvm.add"(%x7, %c264) : (i64, i64) -> i64
        %p266 = "llvm.icmp"(%t265, %x3) <{predicate = 6 : i64}> : (i64, i64) -> i1
        "scf.if"(%p266) ({
          %c261 = "llvm.mlir.constant"() <{value = 23 : i64}> : () -> i64
          %t262 = "llvm.add"(%t46, %c261) : (i64, i64) -> i64
          %a263 = "llvm.getelementptr"(%C_13, %t262) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
          "llvm.store"(%e32, %a263) : (f32, !llvm.ptr<1>) -> ()
          "scf.yield"() : () -> ()
        }, {
          "scf.yield"() : () -> ()
        }) : (i1) -> ()
        %c270 = "llvm.mlir.constant"() <{value = 24 : i64}> : () -> i64
        %t271 = "llvm.add"(%x7, %c270) : (i64, i64) -> i64
        %p272 = "llvm.icmp"(%t271, %x3) <{predicate = 6 : i64}> : (i64, i64) -> i1
        "scf.if"(%p272) ({
          %c267 = "llvm.mlir.constant"() <{value = 24 : i64}> : () -> i64
          %t268 = "llvm.add"(%t46, %c267) : (i64, i64) -> i64
          %a269 = "llvm.getelementptr"(%C_13, %t268) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
          "llvm.store"(%e33, %a269) : (f32, !llvm.ptr<1>) -> ()
          "scf.yield"() : () -> ()
        }, {
          "scf.yield"() : () -> ()
        }) : (i1) -> ()
        %c276 = "llvm.mlir.constant"() <{value = 25 : i64}> : () -> i64
        %t277 = "llvm.add"(%x7, %c276) : (i64, i64) -> i64
        %p278 = "llvm.icmp"(%t277, %x3) <{predicate = 6 : i64}> : (i64, i64) -> i1
        "scf.if"(%p278) ({
          %c273 = "llvm.mlir.constant"() <{value = 25 : i64}> : () -> i64
          %t274 = "llvm.add"(%t46, %c273) : (i64, i64) -> i64
          %a275 = "llvm.getelementptr"(%C_13, %t274) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
          "llvm.store"(%e34, %a275) : (f32, !llvm.ptr<1>) -> ()
          "scf.yield"() : () -> ()
        }, {
          "scf.yield"() : () -> ()
        }) : (i1) -> ()
        %c282 = "llvm.mlir.constant"() <{value = 26 : i64}> : () -> i64
        %t283 = "llvm.add"(%x7, %c282) : (i64, i64) -> i64
        %p284 = "llvm.icmp"(%t283, %x3) <{predicate = 6 : i64}> : (i64, i64) -> i1
        "scf.if"(%p284) ({
          %c279 = "llvm.mlir.constant"() <{value = 26 : i64}> : () -> i64
          %t280 = "llvm.add"(%t46, %c279) : (i64, i64) -> i64
          %a281 = "llvm.getelementptr"(%C_13, %t280) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
          "llvm.store"(%e35, %a281) : (f32, !llvm.ptr<1>) -> ()
          "scf.yield"() : () -> ()
        }, {
          "scf.yield"() : () -> ()
        }) : (i1) -> ()
        %c288 = "llvm.mlir.constant"() <{value = 27 : i64}> : () -> i64
        %t289 = "llvm.add"(%x7, %c288) : (i64, i64) -> i64
        %p290 = "llvm.icmp"(%t289, %x3) <{predicate = 6 : i64}> : (i64, i64) -> i1
        "scf.if"(%p290) ({
          %c285 = "llvm.mlir.constant"() <{value = 27 : i64}> : () -> i64
          %t286 = "llvm.add"(%t46, %c285) : (i64, i64) -> i64
          %a287 = "llvm.getelementptr"(%C_13, %t286) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
          "llvm.store"(%e36, %a287) : (f32, !llvm.ptr<1>) -> ()
          "scf.yield"() : () -> ()
        }, {
          "scf.yield"() : () -> ()
        }) : (i1) -> ()
        %c294 = "llvm.mlir.constant"() <{value = 28 : i64}> : () -> i64
        %t295 = "llvm.add"(%x7, %c294) : (i64, i64) -> i64
        %p296 = "llvm.icmp"(%t295, %x3) <{predicate = 6 : i64}> : (i64, i64) -> i1
        "scf.if"(%p296) ({
          %c291 = "llvm.mlir.constant"() <{value = 28 : i64}> : () -> i64
          %t292 = "llvm.add"(%t46, %c291) : (i64, i64) -> i64
          %a293 = "llvm.getelementptr"(%C_13, %t292) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
          "llvm.store"(%e37, %a293) : (f32, !llvm.ptr<1>) -> ()
          "scf.yield"() : () -> ()
        }, {
          "scf.yield"() : () -> ()
        }) : (i1) -> ()
        %c300 = "llvm.mlir.constant"() <{value = 29 : i64}> : () -> i64
        %t301 = "llvm.add"(%x7, %c300) : (i64, i64) -> i64
        %p302 = "llvm.icmp"(%t301, %x3) <{predicate = 6 : i64}> : (i64, i64) -> i1
        "scf.if"(%p302) ({
          %c297 = "llvm.mlir.constant"() <{value = 29 : i64}> : () -> i64
          %t298 = "llvm.add"(%t46, %c297) : (i64, i64) -> i64
          %a299 = "llvm.getelementptr"(%C_13, %t298) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
          "llvm.store"(%e38, %a299) : (f32, !llvm.ptr<1>) -> ()
          "scf.yield"() : () -> ()
        }, {
          "scf.yield"() : () -> ()
        }) : (i1) -> ()
        %c306 = "llvm.mlir.constant"() <{value = 30 : i64}> : () -> i64
        %t307 = "llvm.add"(%x7, %c306) : (i64, i64) -> i64
        %p308 = "llvm.icmp"(%t307, %x3) <{predicate = 6 : i64}> : (i64, i64) -> i1
        "scf.if"(%p308) ({
          %c303 = "llvm.mlir.constant"() <{value = 30 : i64}> : () -> i64
          %t304 = "llvm.add"(%t46, %c303) : (i64, i64) -> i64
          %a305 = "llvm.getelementptr"(%C_13, %t304) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
          "llvm.store"(%e39, %a305) : (f32, !llvm.ptr<1>) -> ()
          "scf.yield"() : () -> ()
        }, {
          "scf.yield"() : () -> ()
        }) : (i1) -> ()
        %c312 = "llvm.mlir.constant"() <{value = 31 : i64}> : () -> i64
        %t313 = "llvm.add"(%x7, %c312) : (i64, i64) -> i64
        %p314 = "llvm.icmp"(%t313, %x3) <{predicate = 6 : i64}> : (i64, i64) -> i1
        "scf.if"(%p314) ({
          %c309 = "llvm.mlir.constant"() <{value = 31 : i64}> : () -> i64
          %t310 = "llvm.add"(%t46, %c309) : (i64, i64) -> i64
          %a311 = "llvm.getelementptr"(%C_13, %t310) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
          "llvm.store"(%e40, %a311) : (f32, !llvm.ptr<1>) -> ()
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
    %c274 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
    %c275 = "llvm.mlir.constant"() <{value = 128 : i32}> : () -> i32
    "llvm.inline_asm"(%c274, %c275) <{asm_string = "bar.sync $0, $1;", constraints = "r,r", has_side_effects}> : (i32, i32) -> ()
    %c277 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
    %p279 = "llvm.icmp"(%tid0, %c277) <{predicate = 0 : i64}> : (i32, i32) -> i1
    "scf.if"(%p279) ({
      "llvm.inline_asm"(%a20) <{asm_string = "tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [$0];", constraints = "l", has_side_effects}> : (!llvm.ptr<3>) -> ()
      "scf.yield"() : () -> ()
    }, {
      "scf.yield"() : () -> ()
    }) : (i1) -> ()
    %c280 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
    %c281 = "llvm.mlir.constant"() <{value = 10000000 : i32}> : () -> i32
    "nvvm.mbarrier.try_wait.parity.shared"(%a20, %c280, %c281) : (!llvm.ptr<3>, i32, i32) -> ()
    "llvm.inline_asm"() <{asm_string = "tcgen05.fence::after_thread_sync;", constraints = "", has_side_effects}> : () -> ()
    %c283 = "llvm.mlir.constant"() <{value = 32 : i32}> : () -> i32
    %t284 = "llvm.udiv"(%tid0, %c283) : (i32, i32) -> i32
    %c286 = "llvm.mlir.constant"() <{value = 4 : i32}> : () -> i32
    %t287 = "llvm.urem"(%t284, %c286) : (i32, i32) -> i32
    %c289 = "llvm.mlir.constant"() <{value = 32 : i32}> : () -> i32
    %t290 = "llvm.mul"(%t287, %c289) : (i32, i32) -> i32
    %c292 = "llvm.mlir.constant"() <{value = 16 : i32}> : () -> i32
    %t293 = "llvm.shl"(%t290, %c292) : (i32, i32) -> i32
    %tm294 = "llvm.inline_asm"(%tmem26, %t293) <{asm_string = "{ .reg .b32 ta; add.u32 ta, $32, $33; tcgen05.ld.sync.aligned.16x128b.x8.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15}, [ta]; add.u32 ta, ta, 1048576; tcgen05.ld.sync.aligned.16x128b.x8.b32 {$16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, [ta]; }", constraints = "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,r,r", has_side_effects}> : (!llvm.ptr<6>, i32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    "llvm.inline_asm"() <{asm_string = "tcgen05.wait::ld.sync.aligned;", constraints = "", has_side_effects}> : () -> ()
    %tm1 = "builtin.unrealized_conversion_cast"(%tm294) : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> tensor<128x32xf32, #nv_tileas.layout<tmem_16x128b>>
    %e295 = "llvm.extractvalue"(%tm294) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
    %e296 = "llvm.extractvalue"(%tm294) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
    %e297 = "llvm.extractvalue"(%tm294) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
    %e298 = "llvm.extractvalue"(%tm294) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
    %e299 = "llvm.extractvalue"(%tm294) <{position = array<i64: 4>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
    %e300 = "llvm.extractvalue"(%tm294) <{position = array<i64: 5>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
    %e301 = "llvm.extractvalue"(%tm294) <{position = array<i64: 6>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
    %e302 = "llvm.extractvalue"(%tm294) <{position = array<i64: 7>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
    %e303 = "llvm.extractvalue"(%tm294) <{position = array<i64: 8>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
    %e304 = "llvm.extractvalue"(%tm294) <{position = array<i64: 9>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
    %e305 = "llvm.extractvalue"(%tm294) <{position = array<i64: 10>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
    %e306 = "llvm.extractvalue"(%tm294) <{position = array<i64: 11>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
    %e307 = "llvm.extractvalue"(%tm294) <{position = array<i64: 12>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
    %e308 = "llvm.extractvalue"(%tm294) <{position = array<i64: 13>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
    %e309 = "llvm.extractvalue"(%tm294) <{position = array<i64: 14>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
    %e310 = "llvm.extractvalue"(%tm294) <{position = array<i64: 15>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
    %e311 = "llvm.extractvalue"(%tm294) <{position = array<i64: 16>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
    %e312 = "llvm.extractvalue"(%tm294) <{position = array<i64: 17>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
    %e313 = "llvm.extractvalue"(%tm294) <{position = array<i64: 18>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
    %e314 = "llvm.extractvalue"(%tm294) <{position = array<i64: 19>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
    %e315 = "llvm.extractvalue"(%tm294) <{position = array<i64: 20>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
    %e316 = "llvm.extractvalue"(%tm294) <{position = array<i64: 21>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
    %e317 = "llvm.extractvalue"(%tm294) <{position = array<i64: 22>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
    %e318 = "llvm.extractvalue"(%tm294) <{position = array<i64: 23>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
    %e319 = "llvm.extractvalue"(%tm294) <{position = array<i64: 24>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
    %e320 = "llvm.extractvalue"(%tm294) <{position = array<i64: 25>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
    %e321 = "llvm.extractvalue"(%tm294) <{position = array<i64: 26>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
    %e322 = "llvm.extractvalue"(%tm294) <{position = array<i64: 27>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
    %e323 = "llvm.extractvalue"(%tm294) <{position = array<i64: 28>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
    %e324 = "llvm.extractvalue"(%tm294) <{position = array<i64: 29>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
    %e325 = "llvm.extractvalue"(%tm294) <{position = array<i64: 30>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
    %e326 = "llvm.extractvalue"(%tm294) <{position = array<i64: 31>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
    %sb_327 = "builtin.unrealized_conversion_cast"(%sb) : (tensor<128x32xf32, #nv_tileas.smem<swizzle = 128>>) -> !llvm.ptr<3>
    %c328 = "llvm.mlir.constant"() <{value = 32 : i32}> : () -> i32
    %t329 = "llvm.urem"(%tid0, %c328) : (i32, i32) -> i32
    %c330 = "llvm.mlir.constant"() <{value = 32 : i32}> : () -> i32
    %t331 = "llvm.udiv"(%tid0, %c330) : (i32, i32) -> i32
    %c332 = "llvm.mlir.constant"() <{value = 4 : i32}> : () -> i32
    %t333 = "llvm.urem"(%t331, %c332) : (i32, i32) -> i32
    %c334 = "llvm.mlir.constant"() <{value = 3 : i32}> : () -> i32
    %t335 = "llvm.lshr"(%t329, %c334) : (i32, i32) -> i32
    %c336 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
    %t337 = "llvm.and"(%t335, %c336) : (i32, i32) -> i32
    %c338 = "llvm.mlir.constant"() <{value = 32 : i32}> : () -> i32
    %t339 = "llvm.mul"(%t333, %c338) : (i32, i32) -> i32
    %c340 = "llvm.mlir.constant"() <{value = 8 : i32}> : () -> i32
    %t341 = "llvm.mul"(%t337, %c340) : (i32, i32) -> i32
    %t342 = "llvm.add"(%t339, %t341) : (i32, i32) -> i32
    %c343 = "llvm.mlir.constant"() <{value = 7 : i32}> : () -> i32
    %t344 = "llvm.and"(%t329, %c343) : (i32, i32) -> i32
    %t345 = "llvm.add"(%t342, %t344) : (i32, i32) -> i32
    %c346 = "llvm.mlir.constant"() <{value = 128 : i32}> : () -> i32
    %t347 = "llvm.mul"(%t345, %c346) : (i32, i32) -> i32
    %c348 = "llvm.mlir.constant"() <{value = 4 : i32}> : () -> i32
    %t349 = "llvm.lshr"(%t329, %c348) : (i32, i32) -> i32
    %c350 = "llvm.mlir.constant"() <{value = 16 : i32}> : () -> i32
    %t351 = "llvm.mul"(%t349, %c350) : (i32, i32) -> i32
    %t352 = "llvm.add"(%t347, %t351) : (i32, i32) -> i32
    %c353 = "llvm.mlir.constant"() <{value = 3 : i32}> : () -> i32
    %t354 = "llvm.lshr"(%t352, %c353) : (i32, i32) -> i32
    %c355 = "llvm.mlir.constant"() <{value = 112 : i32}> : () -> i32
    %t356 = "llvm.and"(%t354, %c355) : (i32, i32) -> i32
    %t357 = "llvm.xor"(%t352, %t356) : (i32, i32) -> i32
    %a358 = "llvm.getelementptr"(%sb_327, %t357) <{elem_type = i8, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>
    "llvm.inline_asm"(%a358, %e295, %e296, %e297, %e298) <{asm_string = "stmatrix.sync.aligned.m8n8.x4.shared.b16 [$0], {$1, $2, $3, $4};", constraints = "l,f,f,f,f", has_side_effects}> : (!llvm.ptr<3>, f32, f32, f32, f32) -> ()
    %c359 = "llvm.mlir.constant"() <{value = 32 : i32}> : () -> i32
    %t360 = "llvm.add"(%t352, %c359) : (i32, i32) -> i32
    %c361 = "llvm.mlir.constant"() <{value = 3 : i32}> : () -> i32
    %t362 = "llvm.lshr"(%t360, %c361) : (i32, i32) -> i32
    %c363 = "llvm.mlir.constant"() <{value = 112 : i32}> : () -> i32
    %t364 = "llvm.and"(%t362, %c363) : (i32, i32) -> i32
    %t365 = "llvm.xor"(%t360, %t364) : (i32, i32) -> i32
    %a366 = "llvm.getelementptr"(%sb_327, %t365) <{elem_type = i8, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>
    "llvm.inline_asm"(%a366, %e299, %e300, %e301, %e302) <{asm_string = "stmatrix.sync.aligned.m8n8.x4.shared.b16 [$0], {$1, $2, $3, $4};", constraints = "l,f,f,f,f", has_side_effects}> : (!llvm.ptr<3>, f32, f32, f32, f32) -> ()
    %c367 = "llvm.mlir.constant"() <{value = 64 : i32}> : () -> i32
    %t368 = "llvm.add"(%t352, %c367) : (i32, i32) -> i32
    %c369 = "llvm.mlir.constant"() <{value = 3 : i32}> : () -> i32
    %t370 = "llvm.lshr"(%t368, %c369) : (i32, i32) -> i32
    %c371 = "llvm.mlir.constant"() <{value = 112 : i32}> : () -> i32
    %t372 = "llvm.and"(%t370, %c371) : (i32, i32) -> i32
    %t373 = "llvm.xor"(%t368, %t372) : (i32, i32) -> i32
    %a374 = "llvm.getelementptr"(%sb_327, %t373) <{elem_type = i8, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>
    "llvm.inline_asm"(%a374, %e303, %e304, %e305, %e306) <{asm_string = "stmatrix.sync.aligned.m8n8.x4.shared.b16 [$0], {$1, $2, $3, $4};", constraints = "l,f,f,f,f", has_side_effects}> : (!llvm.ptr<3>, f32, f32, f32, f32) -> ()
    %c375 = "llvm.mlir.constant"() <{value = 96 : i32}> : () -> i32
    %t376 = "llvm.add"(%t352, %c375) : (i32, i32) -> i32
    %c377 = "llvm.mlir.constant"() <{value = 3 : i32}> : () -> i32
    %t378 = "llvm.lshr"(%t376, %c377) : (i32, i32) -> i32
    %c379 = "llvm.mlir.constant"() <{value = 112 : i32}> : () -> i32
    %t380 = "llvm.and"(%t378, %c379) : (i32, i32) -> i32
    %t381 = "llvm.xor"(%t376, %t380) : (i32, i32) -> i32
    %a382 = "llvm.getelementptr"(%sb_327, %t381) <{elem_type = i8, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>
    "llvm.inline_asm"(%a382, %e307, %e308, %e309, %e310) <{asm_string = "stmatrix.sync.aligned.m8n8.x4.shared.b16 [$0], {$1, $2, $3, $4};", constraints = "l,f,f,f,f", has_side_effects}> : (!llvm.ptr<3>, f32, f32, f32, f32) -> ()
    %c383 = "llvm.mlir.constant"() <{value = 2048 : i32}> : () -> i32
    %t384 = "llvm.add"(%t352, %c383) : (i32, i32) -> i32
    %c385 = "llvm.mlir.constant"() <{value = 3 : i32}> : () -> i32
    %t386 = "llvm.lshr"(%t384, %c385) : (i32, i32) -> i32
    %c387 = "llvm.mlir.constant"() <{value = 112 : i32}> : () -> i32
    %t388 = "llvm.and"(%t386, %c387) : (i32, i32) -> i32
    %t389 = "llvm.xor"(%t384, %t388) : (i32, i32) -> i32
    %a390 = "llvm.getelementptr"(%sb_327, %t389) <{elem_type = i8, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>
    "llvm.inline_asm"(%a390, %e311, %e312, %e313, %e314) <{asm_string = "stmatrix.sync.aligned.m8n8.x4.shared.b16 [$0], {$1, $2, $3, $4};", constraints = "l,f,f,f,f", has_side_effects}> : (!llvm.ptr<3>, f32, f32, f32, f32) -> ()
    %c391 = "llvm.mlir.constant"() <{value = 2080 : i32}> : () -> i32
    %t392 = "llvm.add"(%t352, %c391) : (i32, i32) -> i32
    %c393 = "llvm.mlir.constant"() <{value = 3 : i32}> : () -> i32
    %t394 = "llvm.lshr"(%t392, %c393) : (i32, i32) -> i32
    %c395 = "llvm.mlir.constant"() <{value = 112 : i32}> : () -> i32
    %t396 = "llvm.and"(%t394, %c395) : (i32, i32) -> i32
    %t397 = "llvm.xor"(%t392, %t396) : (i32, i32) -> i32
    %a398 = "llvm.getelementptr"(%sb_327, %t397) <{elem_type = i8, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>
    "llvm.inline_asm"(%a398, %e315, %e316, %e317, %e318) <{asm_string = "stmatrix.sync.aligned.m8n8.x4.shared.b16 [$0], {$1, $2, $3, $4};", constraints = "l,f,f,f,f", has_side_effects}> : (!llvm.ptr<3>, f32, f32, f32, f32) -> ()
    %c399 = "llvm.mlir.constant"() <{value = 2112 : i32}> : () -> i32
    %t400 = "llvm.add"(%t352, %c399) : (i32, i32) -> i32
    %c401 = "llvm.mlir.constant"() <{value = 3 : i32}> : () -> i32
    %t402 = "llvm.lshr"(%t400, %c401) : (i32, i32) -> i32
    %c403 = "llvm.mlir.constant"() <{value = 112 : i32}> : () -> i32
    %t404 = "llvm.and"(%t402, %c403) : (i32, i32) -> i32
    %t405 = "llvm.xor"(%t400, %t404) : (i32, i32) -> i32
    %a406 = "llvm.getelementptr"(%sb_327, %t405) <{elem_type = i8, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>
    "llvm.inline_asm"(%a406, %e319, %e320, %e321, %e322) <{asm_string = "stmatrix.sync.aligned.m8n8.x4.shared.b16 [$0], {$1, $2, $3, $4};", constraints = "l,f,f,f,f", has_side_effects}> : (!llvm.ptr<3>, f32, f32, f32, f32) -> ()
    %c407 = "llvm.mlir.constant"() <{value = 2144 : i32}> : () -> i32
    %t408 = "llvm.add"(%t352, %c407) : (i32, i32) -> i32
    %c409 = "llvm.mlir.constant"() <{value = 3 : i32}> : () -> i32
    %t410 = "llvm.lshr"(%t408, %c409) : (i32, i32) -> i32
    %c411 = "llvm.mlir.constant"() <{value = 112 : i32}> : () -> i32
    %t412 = "llvm.and"(%t410, %c411) : (i32, i32) -> i32
    %t413 = "llvm.xor"(%t408, %t412) : (i32, i32) -> i32
    %a414 = "llvm.getelementptr"(%sb_327, %t413) <{elem_type = i8, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>
    "llvm.inline_asm"(%a414, %e323, %e324, %e325, %e326) <{asm_string = "stmatrix.sync.aligned.m8n8.x4.shared.b16 [$0], {$1, $2, $3, $4};", constraints = "l,f,f,f,f", has_side_effects}> : (!llvm.ptr<3>, f32, f32, f32, f32) -> ()
    "nvvm.fence.proxy"() <{kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}> : () -> ()
    %c415 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
    %c416 = "llvm.mlir.constant"() <{value = 128 : i32}> : () -> i32
    "llvm.inline_asm"(%c415, %c416) <{asm_string = "bar.sync $0, $1;", constraints = "r,r", has_side_effects}> : (i32, i32) -> ()
    %sd = "builtin.unrealized_conversion_cast"(%sb_327) : (!llvm.ptr<3>) -> tensor<128x32xf32, #nv_tileas.smem<swizzle = 128>>
    %tma_desc4_20 = "builtin.unrealized_conversion_cast"(%tma_desc4) : (!nv_tileas.tma_desc<tensor<128x32xf32>>) -> !llvm.ptr
    %sd_21 = "builtin.unrealized_conversion_cast"(%sd) : (tensor<128x32xf32, #nv_tileas.smem<swizzle = 128>>) -> !llvm.ptr<3>
    %c22 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
    %p23 = "llvm.icmp"(%tid0, %c22) <{predicate = 0 : i64}> : (i32, i32) -> i1
    "scf.if"(%p23) ({
      "nvvm.fence.proxy"() <{kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}> : () -> ()
      "nvvm.cp.async.bulk.tensor.global.shared.cta"(%tma_desc4_20, %sd_21, %col, %row) <{operandSegmentSizes = array<i32: 1, 1, 2, 0>}> : (!llvm.ptr, !llvm.ptr<3>, i32, i32) -> ()
      "nvvm.cp.async.bulk.commit.group"() : () -> ()
      "nvvm.cp.async.bulk.wait_group"() <{group = 0 : i32, read}> : () -> ()
      "scf.yield"() : () -> ()
    }, {
      "scf.yield"() : () -> ()
    }) : (i1) -> ()
    "llvm.inline_asm"() <{asm_string = "tcgen05.fence::before_thread_sync;", constraints = "", has_side_effects}> : () -> ()
    "nvvm.barrier0"() : () -> ()
    %c417 = "llvm.mlir.constant"() <{value = 32 : i32}> : () -> i32
    %p418 = "llvm.icmp"(%tid0, %c417) <{predicate = 6 : i64}> : (i32, i32) -> i1
    "scf.if"(%p418) ({
      "llvm.inline_asm"() <{asm_string = "tcgen05.fence::after_thread_sync;", constraints = "", has_side_effects}> : () -> ()
      "llvm.inline_asm"(%tmem26) <{asm_string = "tcgen05.dealloc.cta_group::1.sync.aligned.b32 $0, 32;", constraints = "r", has_side_effects}> : (!llvm.ptr<6>) -> ()
      "scf.yield"() : () -> ()
    }, {
      "scf.yield"() : () -> ()
    }) : (i1) -> ()
    "llvm.return"() : () -> ()
  }) {cute.kernel, nvvm.reqntid = array<i32: 128, 1, 1>, nvvm.minctasm = 1 : i32} : () -> ()
}
