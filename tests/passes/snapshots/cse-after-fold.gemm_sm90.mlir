module attributes {nv_tileaa.compute_capability = 90 : i32, nv_tileaa.target_spec = "sm_90a", nanotile.launch = {grid = ["cdiv(N, 128)", "cdiv(M, 128)", 1 : i64], sizes = {M = 256 : i64, N = 256 : i64, K = 64 : i64}, requires = ["M % 128 == 0", "N % 128 == 0", "K % 16 == 0"], reference = "C = A @ B.T"}, nanotile.tma_descriptors = [{tmaIdx = 0 : i32, function = "gemm_sm90", arg = 6 : i32, base_arg = 0 : i32, dims = [{arg = 3 : i32}, {arg = 5 : i32}], box = array<i64: 128, 16>, element_type = f16, swizzle = 32 : i32, mode = "tiled"}, {tmaIdx = 1 : i32, function = "gemm_sm90", arg = 7 : i32, base_arg = 1 : i32, dims = [{arg = 4 : i32}, {arg = 5 : i32}], box = array<i64: 128, 16>, element_type = f16, swizzle = 32 : i32, mode = "tiled"}]} {
  "llvm.mlir.global"() <{addr_space = 3 : i32, alignment = 1024 : i64, global_type = !llvm.array<24624 x i8>, linkage = #llvm.linkage<internal>, sym_name = "global_smem"}> ({
  }) : () -> ()
  "llvm.func"() <{arg_attrs = [{}, {}, {}, {}, {}, {}, {llvm.align = 64 : i64, llvm.byval = !llvm.array<128 x i8>, nvvm.grid_constant}, {llvm.align = 64 : i64, llvm.byval = !llvm.array<128 x i8>, nvvm.grid_constant}], function_type = !llvm.func<void (ptr<1>, ptr<1>, ptr<1>, i32, i32, i32, ptr, ptr)>, sym_name = "gemm_sm90"}> ({
  ^bb0(%A_0: !llvm.ptr<1>, %B_1: !llvm.ptr<1>, %C_2: !llvm.ptr<1>, %M: i32, %N: i32, %K: i32, %tma_desc0_3: !llvm.ptr, %tma_desc1_4: !llvm.ptr):
    %tid0 = "nvvm.read.ptx.sreg.tid.x"() : () -> i32
    %smem1 = "llvm.mlir.addressof"() <{global_name = @global_smem}> : () -> !llvm.ptr<3>
    %bx = "nvvm.read.ptx.sreg.ctaid.x"() : () -> i32
    %by = "nvvm.read.ptx.sreg.ctaid.y"() : () -> i32
    %c128 = "llvm.mlir.constant"() <{value = 128 : i32}> : () -> i32
    %c16 = "llvm.mlir.constant"() <{value = 16 : i32}> : () -> i32
    %m0 = "llvm.mul"(%by, %c128) : (i32, i32) -> i32
    %n0 = "llvm.mul"(%bx, %c128) : (i32, i32) -> i32
    %c0 = "llvm.mlir.constant"() <{value = 4 : i32}> : () -> i32
    %s1 = "llvm.lshr"(%K, %c0) : (i32, i32) -> i32
    %x2 = "llvm.sext"(%M) : (i32) -> i64
    %x3 = "llvm.sext"(%K) : (i32) -> i64
    %c5 = "llvm.mlir.constant"() <{value = 1 : i64}> : () -> i64
    %u7 = "llvm.mlir.undef"() : () -> !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
    %agg8 = "llvm.insertvalue"(%u7, %A_0) <{position = array<i64: 0>}> : (!llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr<1>) -> !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
    %agg9 = "llvm.insertvalue"(%agg8, %A_0) <{position = array<i64: 1>}> : (!llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr<1>) -> !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
    %c10 = "llvm.mlir.constant"() <{value = 0 : i64}> : () -> i64
    %agg11 = "llvm.insertvalue"(%agg9, %c10) <{position = array<i64: 2>}> : (!llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
    %agg12 = "llvm.insertvalue"(%agg11, %x2) <{position = array<i64: 3, 0>}> : (!llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
    %agg13 = "llvm.insertvalue"(%agg12, %x3) <{position = array<i64: 3, 1>}> : (!llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
    %agg14 = "llvm.insertvalue"(%agg13, %x3) <{position = array<i64: 4, 0>}> : (!llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
    %agg15 = "llvm.insertvalue"(%agg14, %c5) <{position = array<i64: 4, 1>}> : (!llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
    %x17 = "llvm.sext"(%N) : (i32) -> i64
    %agg22 = "llvm.insertvalue"(%u7, %B_1) <{position = array<i64: 0>}> : (!llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr<1>) -> !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
    %agg23 = "llvm.insertvalue"(%agg22, %B_1) <{position = array<i64: 1>}> : (!llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr<1>) -> !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
    %agg25 = "llvm.insertvalue"(%agg23, %c10) <{position = array<i64: 2>}> : (!llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
    %agg26 = "llvm.insertvalue"(%agg25, %x17) <{position = array<i64: 3, 0>}> : (!llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
    %agg27 = "llvm.insertvalue"(%agg26, %x3) <{position = array<i64: 3, 1>}> : (!llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
    %agg28 = "llvm.insertvalue"(%agg27, %x3) <{position = array<i64: 4, 0>}> : (!llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
    %agg29 = "llvm.insertvalue"(%agg28, %c5) <{position = array<i64: 4, 1>}> : (!llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
    %agg36 = "llvm.insertvalue"(%u7, %C_2) <{position = array<i64: 0>}> : (!llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr<1>) -> !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
    %agg37 = "llvm.insertvalue"(%agg36, %C_2) <{position = array<i64: 1>}> : (!llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr<1>) -> !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
    %agg39 = "llvm.insertvalue"(%agg37, %c10) <{position = array<i64: 2>}> : (!llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
    %agg40 = "llvm.insertvalue"(%agg39, %x2) <{position = array<i64: 3, 0>}> : (!llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
    %agg41 = "llvm.insertvalue"(%agg40, %x17) <{position = array<i64: 3, 1>}> : (!llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
    %agg42 = "llvm.insertvalue"(%agg41, %x17) <{position = array<i64: 4, 0>}> : (!llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
    %agg43 = "llvm.insertvalue"(%agg42, %c5) <{position = array<i64: 4, 1>}> : (!llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
    %ub_2 = "llvm.sext"(%s1) : (i32) -> i64
    %c35 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
    %p36 = "llvm.icmp"(%tid0, %c35) <{predicate = 0 : i64}> : (i32, i32) -> i1
    "llvm.cond_br"(%p36)[^bb1, ^bb3] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb1:
    %c6 = "llvm.mlir.constant"() <{value = 24576 : i32}> : () -> i32
    %a8 = "llvm.getelementptr"(%smem1, %c6) <{elem_type = i8, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>
    %c12 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
    "nvvm.mbarrier.init.shared"(%a8, %c12) : (!llvm.ptr<3>, i32) -> ()
    %c14 = "llvm.mlir.constant"() <{value = 24600 : i32}> : () -> i32
    %a15 = "llvm.getelementptr"(%smem1, %c14) <{elem_type = i8, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>
    %c18 = "llvm.mlir.constant"() <{value = 256 : i32}> : () -> i32
    "nvvm.mbarrier.init.shared"(%a15, %c18) : (!llvm.ptr<3>, i32) -> ()
    %c21 = "llvm.mlir.constant"() <{value = 24584 : i32}> : () -> i32
    %a22 = "llvm.getelementptr"(%smem1, %c21) <{elem_type = i8, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>
    "nvvm.mbarrier.init.shared"(%a22, %c12) : (!llvm.ptr<3>, i32) -> ()
    %c25 = "llvm.mlir.constant"() <{value = 24608 : i32}> : () -> i32
    %a26 = "llvm.getelementptr"(%smem1, %c25) <{elem_type = i8, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>
    "nvvm.mbarrier.init.shared"(%a26, %c18) : (!llvm.ptr<3>, i32) -> ()
    %c28 = "llvm.mlir.constant"() <{value = 24592 : i32}> : () -> i32
    %a29 = "llvm.getelementptr"(%smem1, %c28) <{elem_type = i8, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>
    "nvvm.mbarrier.init.shared"(%a29, %c12) : (!llvm.ptr<3>, i32) -> ()
    %c31 = "llvm.mlir.constant"() <{value = 24616 : i32}> : () -> i32
    %a32 = "llvm.getelementptr"(%smem1, %c31) <{elem_type = i8, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>
    "nvvm.mbarrier.init.shared"(%a32, %c18) : (!llvm.ptr<3>, i32) -> ()
    "nvvm.fence.mbarrier.init"() : () -> ()
    "llvm.br"()[^bb3] : () -> ()
  ^bb3:
    "nvvm.barrier0"() : () -> ()
    %p3 = "llvm.icmp"(%tid0, %c128) <{predicate = 6 : i64}> : (i32, i32) -> i1
    "llvm.cond_br"(%p3)[^bb4, ^bb5] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb4:
    %c4 = "llvm.mlir.constant"() <{value = 32 : i32}> : () -> i32
    %p5 = "llvm.icmp"(%tid0, %c4) <{predicate = 6 : i64}> : (i32, i32) -> i1
    "llvm.cond_br"(%p5)[^bb7, ^bb9] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb7:
    %elected6 = "nvvm.elect.sync"() : () -> i1
    "llvm.cond_br"(%elected6)[^bb10, ^bb12] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb10:
    "llvm.br"(%c10, %c35)[^bb13] : (i64, i32) -> ()
  ^bb13(%k_0: i64, %pit_1: i32):
    %p6 = "llvm.icmp"(%k_0, %ub_2) <{predicate = 2 : i64}> : (i64, i64) -> i1
    "llvm.cond_br"(%p6)[^bb14, ^bb15] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb14:
    %c40 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
    %t41 = "llvm.lshr"(%pit_1, %c40) : (i32, i32) -> i32
    %c42 = "llvm.mlir.constant"() <{value = 8 : i32}> : () -> i32
    %t43 = "llvm.mul"(%t41, %c42) : (i32, i32) -> i32
    %c45 = "llvm.mlir.constant"() <{value = 24600 : i32}> : () -> i32
    %t46 = "llvm.add"(%t43, %c45) : (i32, i32) -> i32
    %a169 = "llvm.getelementptr"(%smem1, %t43) <{elem_type = i8, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>
    %a47 = "llvm.getelementptr"(%a169, %c45) <{elem_type = i8, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>
    %t49 = "llvm.and"(%pit_1, %c40) : (i32, i32) -> i32
    %t51 = "llvm.xor"(%t49, %c40) : (i32, i32) -> i32
    %c52 = "llvm.mlir.constant"() <{value = 10000000 : i32}> : () -> i32
    "nvvm.mbarrier.try_wait.parity.shared"(%a47, %t51, %c52) : (!llvm.ptr<3>, i32, i32) -> ()
    %c59 = "llvm.mlir.constant"() <{value = 24576 : i32}> : () -> i32
    %t60 = "llvm.add"(%t43, %c59) : (i32, i32) -> i32
    %a61 = "llvm.getelementptr"(%a169, %c59) <{elem_type = i8, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>
    %c62 = "llvm.mlir.constant"() <{value = 8192 : i32}> : () -> i32
    "nvvm.mbarrier.arrive.expect_tx.shared"(%a61, %c62) : (!llvm.ptr<3>, i32) -> ()
    %ki = "llvm.trunc"(%k_0) : (i64) -> i32
    %kk = "llvm.mul"(%ki, %c16) : (i32, i32) -> i32
    %c68 = "llvm.mlir.constant"() <{value = 4096 : i32}> : () -> i32
    %t69 = "llvm.mul"(%t41, %c68) : (i32, i32) -> i32
    %a70 = "llvm.getelementptr"(%smem1, %t69) <{elem_type = i8, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>
    "nvvm.cp.async.bulk.tensor.shared.cluster.global"(%a70, %tma_desc0_3, %kk, %m0, %a61) <{operandSegmentSizes = array<i32: 1, 1, 2, 1, 0, 0, 0, 0>}> : (!llvm.ptr<3>, !llvm.ptr, i32, i32, !llvm.ptr<3>) -> ()
    %c83 = "llvm.mlir.constant"() <{value = 12288 : i32}> : () -> i32
    %t84 = "llvm.add"(%t69, %c83) : (i32, i32) -> i32
    %a85 = "llvm.getelementptr"(%a70, %c83) <{elem_type = i8, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>
    "nvvm.cp.async.bulk.tensor.shared.cluster.global"(%a85, %tma_desc1_4, %kk, %n0, %a61) <{operandSegmentSizes = array<i32: 1, 1, 2, 1, 0, 0, 0, 0>}> : (!llvm.ptr<3>, !llvm.ptr, i32, i32, !llvm.ptr<3>) -> ()
    %t95 = "llvm.add"(%t41, %c40) : (i32, i32) -> i32
    %c98 = "llvm.mlir.constant"() <{value = 3 : i32}> : () -> i32
    %p99 = "llvm.icmp"(%t95, %c98) <{predicate = 0 : i64}> : (i32, i32) -> i1
    %s101 = "llvm.select"(%p99, %c35, %t95) : (i1, i32, i32) -> i32
    %s104 = "llvm.select"(%p99, %t51, %t49) : (i1, i32, i32) -> i32
    %t106 = "llvm.shl"(%s101, %c40) : (i32, i32) -> i32
    %t107 = "llvm.or"(%t106, %s104) : (i32, i32) -> i32
    %t8 = "llvm.add"(%k_0, %c5) : (i64, i64) -> i64
    "llvm.br"(%t8, %t107)[^bb13] : (i64, i32) -> ()
  ^bb15:
    "llvm.br"()[^bb12] : () -> ()
  ^bb12:
    "llvm.br"()[^bb9] : () -> ()
  ^bb9:
    "llvm.br"()[^bb6] : () -> ()
  ^bb5:
    %t45 = "llvm.sub"(%tid0, %c128) : (i32, i32) -> i32
    %c2 = "llvm.mlir.constant"() <{value = 7 : i32}> : () -> i32
    %s3 = "llvm.lshr"(%t45, %c2) : (i32, i32) -> i32
    %c64 = "llvm.mlir.constant"() <{value = 64 : i32}> : () -> i32
    %row = "llvm.mul"(%s3, %c64) : (i32, i32) -> i32
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
    "llvm.br"(%c10, %agg86, %c35)[^bb16] : (i64, !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>, i32) -> ()
  ^bb16(%kc_9: i64, %acc0_87_10: !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>, %cit_11: i32):
    %p16 = "llvm.icmp"(%kc_9, %ub_2) <{predicate = 2 : i64}> : (i64, i64) -> i1
    "llvm.cond_br"(%p16)[^bb17, ^bb18] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb17:
    %c111 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
    %t112 = "llvm.lshr"(%cit_11, %c111) : (i32, i32) -> i32
    %c113 = "llvm.mlir.constant"() <{value = 8 : i32}> : () -> i32
    %t114 = "llvm.mul"(%t112, %c113) : (i32, i32) -> i32
    %c115 = "llvm.mlir.constant"() <{value = 24576 : i32}> : () -> i32
    %t116 = "llvm.add"(%t114, %c115) : (i32, i32) -> i32
    %a161 = "llvm.getelementptr"(%smem1, %t114) <{elem_type = i8, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>
    %a117 = "llvm.getelementptr"(%a161, %c115) <{elem_type = i8, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>
    %t119 = "llvm.and"(%cit_11, %c111) : (i32, i32) -> i32
    %c120 = "llvm.mlir.constant"() <{value = 10000000 : i32}> : () -> i32
    "nvvm.mbarrier.try_wait.parity.shared"(%a117, %t119, %c120) : (!llvm.ptr<3>, i32, i32) -> ()
    %c125 = "llvm.mlir.constant"() <{value = 4096 : i32}> : () -> i32
    %t126 = "llvm.mul"(%t112, %c125) : (i32, i32) -> i32
    %a127 = "llvm.getelementptr"(%smem1, %t126) <{elem_type = i8, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>
    %c131 = "llvm.mlir.constant"() <{value = 12288 : i32}> : () -> i32
    %t132 = "llvm.add"(%t126, %c131) : (i32, i32) -> i32
    %a133 = "llvm.getelementptr"(%a127, %c131) <{elem_type = i8, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>
    %c1 = "llvm.mlir.constant"() <{value = 2 : i32}> : () -> i32
    %c3 = "llvm.mlir.constant"() <{value = 32 : i32}> : () -> i32
    %t4 = "llvm.mul"(%row, %c3) : (i32, i32) -> i32
    %a7 = "llvm.getelementptr"(%a127, %t4) <{elem_type = i8, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>
    %c8 = "llvm.mlir.constant"() <{value = 13835058124001705984 : i64}> : () -> i64
    %pi10 = "llvm.ptrtoint"(%a7) : (!llvm.ptr<3>) -> i64
    %c11 = "llvm.mlir.constant"() <{value = 262143 : i64}> : () -> i64
    %t12 = "llvm.and"(%pi10, %c11) : (i64, i64) -> i64
    %c13 = "llvm.mlir.constant"() <{value = 4 : i64}> : () -> i64
    %t14 = "llvm.lshr"(%t12, %c13) : (i64, i64) -> i64
    %pi16 = "llvm.ptrtoint"(%a133) : (!llvm.ptr<3>) -> i64
    %t18 = "llvm.and"(%pi16, %c11) : (i64, i64) -> i64
    %t21 = "llvm.lshr"(%t18, %c13) : (i64, i64) -> i64
    "nvvm.wgmma.fence.aligned"() : () -> ()
    %t23 = "llvm.or"(%t14, %c8) : (i64, i64) -> i64
    %t24 = "llvm.or"(%t21, %c8) : (i64, i64) -> i64
    %acc25 = "nvvm.wgmma.mma_async"(%acc0_87_10, %t23, %t24) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, scaleA = #nvvm.wgmma_scale_in<one>, scaleB = #nvvm.wgmma_scale_in<one>, scaleD = #nvvm.wgmma_scale_out<one>, shape = #nvvm.shape<m = 64, n = 128, k = 16>, typeA = #nvvm.wgmma_type<f16>, typeB = #nvvm.wgmma_type<f16>, typeD = #nvvm.wgmma_type<f32>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>, i64, i64) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    "nvvm.wgmma.commit.group.sync.aligned"() : () -> ()
    "nvvm.wgmma.wait.group.sync.aligned"() <{group = 0 : i32}> : () -> ()
    %c140 = "llvm.mlir.constant"() <{value = 24600 : i32}> : () -> i32
    %t141 = "llvm.add"(%t114, %c140) : (i32, i32) -> i32
    %a142 = "llvm.getelementptr"(%a161, %c140) <{elem_type = i8, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>
    %state143 = "nvvm.mbarrier.arrive.shared"(%a142) : (!llvm.ptr<3>) -> i64
    %t148 = "llvm.add"(%t112, %c111) : (i32, i32) -> i32
    %c151 = "llvm.mlir.constant"() <{value = 3 : i32}> : () -> i32
    %p152 = "llvm.icmp"(%t148, %c151) <{predicate = 0 : i64}> : (i32, i32) -> i1
    %s154 = "llvm.select"(%p152, %c35, %t148) : (i1, i32, i32) -> i32
    %t156 = "llvm.xor"(%t119, %c111) : (i32, i32) -> i32
    %s157 = "llvm.select"(%p152, %t156, %t119) : (i1, i32, i32) -> i32
    %t159 = "llvm.shl"(%s154, %c111) : (i32, i32) -> i32
    %t160 = "llvm.or"(%t159, %s157) : (i32, i32) -> i32
    %t19 = "llvm.add"(%kc_9, %c5) : (i64, i64) -> i64
    "llvm.br"(%t19, %acc25, %t160)[^bb16] : (i64, !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>, i32) -> ()
  ^bb18:
    %crow = "llvm.add"(%m0, %row) : (i32, i32) -> i32
    %x97 = "llvm.sext"(%crow) : (i32) -> i64
    %x98 = "llvm.sext"(%n0) : (i32) -> i64
    %e99 = "llvm.extractvalue"(%acc0_87_10) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
    %e100 = "llvm.extractvalue"(%acc0_87_10) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
    %e101 = "llvm.extractvalue"(%acc0_87_10) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
    %e102 = "llvm.extractvalue"(%acc0_87_10) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
    %e103 = "llvm.extractvalue"(%acc0_87_10) <{position = array<i64: 4>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
    %e104 = "llvm.extractvalue"(%acc0_87_10) <{position = array<i64: 5>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
    %e105 = "llvm.extractvalue"(%acc0_87_10) <{position = array<i64: 6>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
    %e106 = "llvm.extractvalue"(%acc0_87_10) <{position = array<i64: 7>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
    %e107 = "llvm.extractvalue"(%acc0_87_10) <{position = array<i64: 8>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
    %e108 = "llvm.extractvalue"(%acc0_87_10) <{position = array<i64: 9>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
    %e109 = "llvm.extractvalue"(%acc0_87_10) <{position = array<i64: 10>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
    %e110 = "llvm.extractvalue"(%acc0_87_10) <{position = array<i64: 11>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
    %e111 = "llvm.extractvalue"(%acc0_87_10) <{position = array<i64: 12>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
    %e112 = "llvm.extractvalue"(%acc0_87_10) <{position = array<i64: 13>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
    %e113 = "llvm.extractvalue"(%acc0_87_10) <{position = array<i64: 14>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
    %e114 = "llvm.extractvalue"(%acc0_87_10) <{position = array<i64: 15>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
    %e115 = "llvm.extractvalue"(%acc0_87_10) <{position = array<i64: 16>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
    %e116 = "llvm.extractvalue"(%acc0_87_10) <{position = array<i64: 17>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
    %e117 = "llvm.extractvalue"(%acc0_87_10) <{position = array<i64: 18>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
    %e118 = "llvm.extractvalue"(%acc0_87_10) <{position = array<i64: 19>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
    %e119 = "llvm.extractvalue"(%acc0_87_10) <{position = array<i64: 20>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
    %e120 = "llvm.extractvalue"(%acc0_87_10) <{position = array<i64: 21>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
    %e121 = "llvm.extractvalue"(%acc0_87_10) <{position = array<i64: 22>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
    %e122 = "llvm.extractvalue"(%acc0_87_10) <{position = array<i64: 23>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
    %e123 = "llvm.extractvalue"(%acc0_87_10) <{position = array<i64: 24>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
    %e124 = "llvm.extractvalue"(%acc0_87_10) <{position = array<i64: 25>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
    %e125 = "llvm.extractvalue"(%acc0_87_10) <{position = array<i64: 26>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
    %e126 = "llvm.extractvalue"(%acc0_87_10) <{position = array<i64: 27>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
    %e127 = "llvm.extractvalue"(%acc0_87_10) <{position = array<i64: 28>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
    %e128 = "llvm.extractvalue"(%acc0_87_10) <{position = array<i64: 29>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
    %e129 = "llvm.extractvalue"(%acc0_87_10) <{position = array<i64: 30>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
    %e130 = "llvm.extractvalue"(%acc0_87_10) <{position = array<i64: 31>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
    %e131 = "llvm.extractvalue"(%acc0_87_10) <{position = array<i64: 32>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
    %e132 = "llvm.extractvalue"(%acc0_87_10) <{position = array<i64: 33>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
    %e133 = "llvm.extractvalue"(%acc0_87_10) <{position = array<i64: 34>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
    %e134 = "llvm.extractvalue"(%acc0_87_10) <{position = array<i64: 35>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
    %e135 = "llvm.extractvalue"(%acc0_87_10) <{position = array<i64: 36>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
    %e136 = "llvm.extractvalue"(%acc0_87_10) <{position = array<i64: 37>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
    %e137 = "llvm.extractvalue"(%acc0_87_10) <{position = array<i64: 38>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
    %e138 = "llvm.extractvalue"(%acc0_87_10) <{position = array<i64: 39>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
    %e139 = "llvm.extractvalue"(%acc0_87_10) <{position = array<i64: 40>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
    %e140 = "llvm.extractvalue"(%acc0_87_10) <{position = array<i64: 41>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
    %e141 = "llvm.extractvalue"(%acc0_87_10) <{position = array<i64: 42>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
    %e142 = "llvm.extractvalue"(%acc0_87_10) <{position = array<i64: 43>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
    %e143 = "llvm.extractvalue"(%acc0_87_10) <{position = array<i64: 44>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
    %e144 = "llvm.extractvalue"(%acc0_87_10) <{position = array<i64: 45>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
    %e145 = "llvm.extractvalue"(%acc0_87_10) <{position = array<i64: 46>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
    %e146 = "llvm.extractvalue"(%acc0_87_10) <{position = array<i64: 47>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
    %e147 = "llvm.extractvalue"(%acc0_87_10) <{position = array<i64: 48>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
    %e148 = "llvm.extractvalue"(%acc0_87_10) <{position = array<i64: 49>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
    %e149 = "llvm.extractvalue"(%acc0_87_10) <{position = array<i64: 50>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
    %e150 = "llvm.extractvalue"(%acc0_87_10) <{position = array<i64: 51>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
    %e151 = "llvm.extractvalue"(%acc0_87_10) <{position = array<i64: 52>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
    %e152 = "llvm.extractvalue"(%acc0_87_10) <{position = array<i64: 53>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
    %e153 = "llvm.extractvalue"(%acc0_87_10) <{position = array<i64: 54>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
    %e154 = "llvm.extractvalue"(%acc0_87_10) <{position = array<i64: 55>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
    %e155 = "llvm.extractvalue"(%acc0_87_10) <{position = array<i64: 56>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
    %e156 = "llvm.extractvalue"(%acc0_87_10) <{position = array<i64: 57>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
    %e157 = "llvm.extractvalue"(%acc0_87_10) <{position = array<i64: 58>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
    %e158 = "llvm.extractvalue"(%acc0_87_10) <{position = array<i64: 59>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
    %e159 = "llvm.extractvalue"(%acc0_87_10) <{position = array<i64: 60>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
    %e160 = "llvm.extractvalue"(%acc0_87_10) <{position = array<i64: 61>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
    %e161 = "llvm.extractvalue"(%acc0_87_10) <{position = array<i64: 62>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
    %e162 = "llvm.extractvalue"(%acc0_87_10) <{position = array<i64: 63>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
    %c7 = "llvm.mlir.constant"() <{value = 127 : i32}> : () -> i32
    %s8 = "llvm.and"(%t45, %c7) : (i32, i32) -> i32
    %c167 = "llvm.mlir.constant"() <{value = 32 : i32}> : () -> i32
    %c9 = "llvm.mlir.constant"() <{value = 5 : i32}> : () -> i32
    %s10 = "llvm.lshr"(%s8, %c9) : (i32, i32) -> i32
    %c15 = "llvm.mlir.constant"() <{value = 31 : i32}> : () -> i32
    %s16 = "llvm.and"(%s8, %c15) : (i32, i32) -> i32
    %t172 = "llvm.mul"(%s10, %c16) : (i32, i32) -> i32
    %c17 = "llvm.mlir.constant"() <{value = 2 : i32}> : () -> i32
    %s18 = "llvm.lshr"(%s16, %c17) : (i32, i32) -> i32
    %t175 = "llvm.add"(%t172, %s18) : (i32, i32) -> i32
    %c19 = "llvm.mlir.constant"() <{value = 3 : i32}> : () -> i32
    %s20 = "llvm.and"(%s16, %c19) : (i32, i32) -> i32
    %t179 = "llvm.mul"(%s20, %c17) : (i32, i32) -> i32
    %x180 = "llvm.zext"(%t175) : (i32) -> i64
    %t181 = "llvm.add"(%x97, %x180) : (i64, i64) -> i64
    %x182 = "llvm.zext"(%t179) : (i32) -> i64
    %t183 = "llvm.add"(%x98, %x182) : (i64, i64) -> i64
    %t184 = "llvm.mul"(%t181, %x17) : (i64, i64) -> i64
    %t185 = "llvm.add"(%t184, %t183) : (i64, i64) -> i64
    %c186 = "llvm.mlir.constant"() <{value = 8 : i64}> : () -> i64
    %t187 = "llvm.mul"(%x17, %c186) : (i64, i64) -> i64
    %a188 = "llvm.getelementptr"(%C_2, %t185) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %p189 = "llvm.icmp"(%t181, %x2) <{predicate = 6 : i64}> : (i64, i64) -> i1
    %p190 = "llvm.icmp"(%t183, %x17) <{predicate = 6 : i64}> : (i64, i64) -> i1
    %t191 = "llvm.and"(%p189, %p190) : (i1, i1) -> i1
    "llvm.cond_br"(%t191)[^bb19, ^bb21] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb19:
    "llvm.store"(%e99, %a188) : (f32, !llvm.ptr<1>) -> ()
    "llvm.br"()[^bb21] : () -> ()
  ^bb21:
    %t193 = "llvm.add"(%t185, %c5) : (i64, i64) -> i64
    %a194 = "llvm.getelementptr"(%a188, %c5) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %t196 = "llvm.add"(%t183, %c5) : (i64, i64) -> i64
    %p197 = "llvm.icmp"(%t196, %x17) <{predicate = 6 : i64}> : (i64, i64) -> i1
    %t198 = "llvm.and"(%p189, %p197) : (i1, i1) -> i1
    "llvm.cond_br"(%t198)[^bb22, ^bb24] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb22:
    "llvm.store"(%e100, %a194) : (f32, !llvm.ptr<1>) -> ()
    "llvm.br"()[^bb24] : () -> ()
  ^bb24:
    %t199 = "llvm.add"(%t185, %t187) : (i64, i64) -> i64
    %a200 = "llvm.getelementptr"(%C_2, %t199) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %t202 = "llvm.add"(%t181, %c186) : (i64, i64) -> i64
    %p203 = "llvm.icmp"(%t202, %x2) <{predicate = 6 : i64}> : (i64, i64) -> i1
    %t204 = "llvm.and"(%p203, %p190) : (i1, i1) -> i1
    "llvm.cond_br"(%t204)[^bb25, ^bb27] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb25:
    "llvm.store"(%e101, %a200) : (f32, !llvm.ptr<1>) -> ()
    "llvm.br"()[^bb27] : () -> ()
  ^bb27:
    %t207 = "llvm.add"(%t199, %c5) : (i64, i64) -> i64
    %a208 = "llvm.getelementptr"(%a200, %c5) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %t209 = "llvm.and"(%p203, %p197) : (i1, i1) -> i1
    "llvm.cond_br"(%t209)[^bb28, ^bb30] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb28:
    "llvm.store"(%e102, %a208) : (f32, !llvm.ptr<1>) -> ()
    "llvm.br"()[^bb30] : () -> ()
  ^bb30:
    %t211 = "llvm.add"(%t185, %c186) : (i64, i64) -> i64
    %a212 = "llvm.getelementptr"(%a188, %c186) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %t214 = "llvm.add"(%t183, %c186) : (i64, i64) -> i64
    %p215 = "llvm.icmp"(%t214, %x17) <{predicate = 6 : i64}> : (i64, i64) -> i1
    %t216 = "llvm.and"(%p189, %p215) : (i1, i1) -> i1
    "llvm.cond_br"(%t216)[^bb31, ^bb33] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb31:
    "llvm.store"(%e103, %a212) : (f32, !llvm.ptr<1>) -> ()
    "llvm.br"()[^bb33] : () -> ()
  ^bb33:
    %c217 = "llvm.mlir.constant"() <{value = 9 : i64}> : () -> i64
    %t218 = "llvm.add"(%t185, %c217) : (i64, i64) -> i64
    %a219 = "llvm.getelementptr"(%a188, %c217) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %t221 = "llvm.add"(%t183, %c217) : (i64, i64) -> i64
    %p222 = "llvm.icmp"(%t221, %x17) <{predicate = 6 : i64}> : (i64, i64) -> i1
    %t223 = "llvm.and"(%p189, %p222) : (i1, i1) -> i1
    "llvm.cond_br"(%t223)[^bb34, ^bb36] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb34:
    "llvm.store"(%e104, %a219) : (f32, !llvm.ptr<1>) -> ()
    "llvm.br"()[^bb36] : () -> ()
  ^bb36:
    %t226 = "llvm.add"(%t199, %c186) : (i64, i64) -> i64
    %a227 = "llvm.getelementptr"(%a200, %c186) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %t228 = "llvm.and"(%p203, %p215) : (i1, i1) -> i1
    "llvm.cond_br"(%t228)[^bb37, ^bb39] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb37:
    "llvm.store"(%e105, %a227) : (f32, !llvm.ptr<1>) -> ()
    "llvm.br"()[^bb39] : () -> ()
  ^bb39:
    %t231 = "llvm.add"(%t199, %c217) : (i64, i64) -> i64
    %a232 = "llvm.getelementptr"(%a200, %c217) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %t233 = "llvm.and"(%p203, %p222) : (i1, i1) -> i1
    "llvm.cond_br"(%t233)[^bb40, ^bb42] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb40:
    "llvm.store"(%e106, %a232) : (f32, !llvm.ptr<1>) -> ()
    "llvm.br"()[^bb42] : () -> ()
  ^bb42:
    %c234 = "llvm.mlir.constant"() <{value = 16 : i64}> : () -> i64
    %t235 = "llvm.add"(%t185, %c234) : (i64, i64) -> i64
    %a236 = "llvm.getelementptr"(%a188, %c234) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %t238 = "llvm.add"(%t183, %c234) : (i64, i64) -> i64
    %p239 = "llvm.icmp"(%t238, %x17) <{predicate = 6 : i64}> : (i64, i64) -> i1
    %t240 = "llvm.and"(%p189, %p239) : (i1, i1) -> i1
    "llvm.cond_br"(%t240)[^bb43, ^bb45] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb43:
    "llvm.store"(%e107, %a236) : (f32, !llvm.ptr<1>) -> ()
    "llvm.br"()[^bb45] : () -> ()
  ^bb45:
    %c241 = "llvm.mlir.constant"() <{value = 17 : i64}> : () -> i64
    %t242 = "llvm.add"(%t185, %c241) : (i64, i64) -> i64
    %a243 = "llvm.getelementptr"(%a188, %c241) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %t245 = "llvm.add"(%t183, %c241) : (i64, i64) -> i64
    %p246 = "llvm.icmp"(%t245, %x17) <{predicate = 6 : i64}> : (i64, i64) -> i1
    %t247 = "llvm.and"(%p189, %p246) : (i1, i1) -> i1
    "llvm.cond_br"(%t247)[^bb46, ^bb48] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb46:
    "llvm.store"(%e108, %a243) : (f32, !llvm.ptr<1>) -> ()
    "llvm.br"()[^bb48] : () -> ()
  ^bb48:
    %t250 = "llvm.add"(%t199, %c234) : (i64, i64) -> i64
    %a251 = "llvm.getelementptr"(%a200, %c234) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %t252 = "llvm.and"(%p203, %p239) : (i1, i1) -> i1
    "llvm.cond_br"(%t252)[^bb49, ^bb51] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb49:
    "llvm.store"(%e109, %a251) : (f32, !llvm.ptr<1>) -> ()
    "llvm.br"()[^bb51] : () -> ()
  ^bb51:
    %t255 = "llvm.add"(%t199, %c241) : (i64, i64) -> i64
    %a256 = "llvm.getelementptr"(%a200, %c241) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %t257 = "llvm.and"(%p203, %p246) : (i1, i1) -> i1
    "llvm.cond_br"(%t257)[^bb52, ^bb54] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb52:
    "llvm.store"(%e110, %a256) : (f32, !llvm.ptr<1>) -> ()
    "llvm.br"()[^bb54] : () -> ()
  ^bb54:
    %c258 = "llvm.mlir.constant"() <{value = 24 : i64}> : () -> i64
    %t259 = "llvm.add"(%t185, %c258) : (i64, i64) -> i64
    %a260 = "llvm.getelementptr"(%a188, %c258) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %t262 = "llvm.add"(%t183, %c258) : (i64, i64) -> i64
    %p263 = "llvm.icmp"(%t262, %x17) <{predicate = 6 : i64}> : (i64, i64) -> i1
    %t264 = "llvm.and"(%p189, %p263) : (i1, i1) -> i1
    "llvm.cond_br"(%t264)[^bb55, ^bb57] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb55:
    "llvm.store"(%e111, %a260) : (f32, !llvm.ptr<1>) -> ()
    "llvm.br"()[^bb57] : () -> ()
  ^bb57:
    %c265 = "llvm.mlir.constant"() <{value = 25 : i64}> : () -> i64
    %t266 = "llvm.add"(%t185, %c265) : (i64, i64) -> i64
    %a267 = "llvm.getelementptr"(%a188, %c265) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %t269 = "llvm.add"(%t183, %c265) : (i64, i64) -> i64
    %p270 = "llvm.icmp"(%t269, %x17) <{predicate = 6 : i64}> : (i64, i64) -> i1
    %t271 = "llvm.and"(%p189, %p270) : (i1, i1) -> i1
    "llvm.cond_br"(%t271)[^bb58, ^bb60] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb58:
    "llvm.store"(%e112, %a267) : (f32, !llvm.ptr<1>) -> ()
    "llvm.br"()[^bb60] : () -> ()
  ^bb60:
    %t274 = "llvm.add"(%t199, %c258) : (i64, i64) -> i64
    %a275 = "llvm.getelementptr"(%a200, %c258) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %t276 = "llvm.and"(%p203, %p263) : (i1, i1) -> i1
    "llvm.cond_br"(%t276)[^bb61, ^bb63] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb61:
    "llvm.store"(%e113, %a275) : (f32, !llvm.ptr<1>) -> ()
    "llvm.br"()[^bb63] : () -> ()
  ^bb63:
    %t279 = "llvm.add"(%t199, %c265) : (i64, i64) -> i64
    %a280 = "llvm.getelementptr"(%a200, %c265) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %t281 = "llvm.and"(%p203, %p270) : (i1, i1) -> i1
    "llvm.cond_br"(%t281)[^bb64, ^bb66] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb64:
    "llvm.store"(%e114, %a280) : (f32, !llvm.ptr<1>) -> ()
    "llvm.br"()[^bb66] : () -> ()
  ^bb66:
    %c282 = "llvm.mlir.constant"() <{value = 32 : i64}> : () -> i64
    %t283 = "llvm.add"(%t185, %c282) : (i64, i64) -> i64
    %a284 = "llvm.getelementptr"(%a188, %c282) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %t286 = "llvm.add"(%t183, %c282) : (i64, i64) -> i64
    %p287 = "llvm.icmp"(%t286, %x17) <{predicate = 6 : i64}> : (i64, i64) -> i1
    %t288 = "llvm.and"(%p189, %p287) : (i1, i1) -> i1
    "llvm.cond_br"(%t288)[^bb67, ^bb69] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb67:
    "llvm.store"(%e115, %a284) : (f32, !llvm.ptr<1>) -> ()
    "llvm.br"()[^bb69] : () -> ()
  ^bb69:
    %c289 = "llvm.mlir.constant"() <{value = 33 : i64}> : () -> i64
    %t290 = "llvm.add"(%t185, %c289) : (i64, i64) -> i64
    %a291 = "llvm.getelementptr"(%a188, %c289) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %t293 = "llvm.add"(%t183, %c289) : (i64, i64) -> i64
    %p294 = "llvm.icmp"(%t293, %x17) <{predicate = 6 : i64}> : (i64, i64) -> i1
    %t295 = "llvm.and"(%p189, %p294) : (i1, i1) -> i1
    "llvm.cond_br"(%t295)[^bb70, ^bb72] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb70:
    "llvm.store"(%e116, %a291) : (f32, !llvm.ptr<1>) -> ()
    "llvm.br"()[^bb72] : () -> ()
  ^bb72:
    %t298 = "llvm.add"(%t199, %c282) : (i64, i64) -> i64
    %a299 = "llvm.getelementptr"(%a200, %c282) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %t300 = "llvm.and"(%p203, %p287) : (i1, i1) -> i1
    "llvm.cond_br"(%t300)[^bb73, ^bb75] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb73:
    "llvm.store"(%e117, %a299) : (f32, !llvm.ptr<1>) -> ()
    "llvm.br"()[^bb75] : () -> ()
  ^bb75:
    %t303 = "llvm.add"(%t199, %c289) : (i64, i64) -> i64
    %a304 = "llvm.getelementptr"(%a200, %c289) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %t305 = "llvm.and"(%p203, %p294) : (i1, i1) -> i1
    "llvm.cond_br"(%t305)[^bb76, ^bb78] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb76:
    "llvm.store"(%e118, %a304) : (f32, !llvm.ptr<1>) -> ()
    "llvm.br"()[^bb78] : () -> ()
  ^bb78:
    %c306 = "llvm.mlir.constant"() <{value = 40 : i64}> : () -> i64
    %t307 = "llvm.add"(%t185, %c306) : (i64, i64) -> i64
    %a308 = "llvm.getelementptr"(%a188, %c306) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %t310 = "llvm.add"(%t183, %c306) : (i64, i64) -> i64
    %p311 = "llvm.icmp"(%t310, %x17) <{predicate = 6 : i64}> : (i64, i64) -> i1
    %t312 = "llvm.and"(%p189, %p311) : (i1, i1) -> i1
    "llvm.cond_br"(%t312)[^bb79, ^bb81] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb79:
    "llvm.store"(%e119, %a308) : (f32, !llvm.ptr<1>) -> ()
    "llvm.br"()[^bb81] : () -> ()
  ^bb81:
    %c313 = "llvm.mlir.constant"() <{value = 41 : i64}> : () -> i64
    %t314 = "llvm.add"(%t185, %c313) : (i64, i64) -> i64
    %a315 = "llvm.getelementptr"(%a188, %c313) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %t317 = "llvm.add"(%t183, %c313) : (i64, i64) -> i64
    %p318 = "llvm.icmp"(%t317, %x17) <{predicate = 6 : i64}> : (i64, i64) -> i1
    %t319 = "llvm.and"(%p189, %p318) : (i1, i1) -> i1
    "llvm.cond_br"(%t319)[^bb82, ^bb84] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb82:
    "llvm.store"(%e120, %a315) : (f32, !llvm.ptr<1>) -> ()
    "llvm.br"()[^bb84] : () -> ()
  ^bb84:
    %t322 = "llvm.add"(%t199, %c306) : (i64, i64) -> i64
    %a323 = "llvm.getelementptr"(%a200, %c306) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %t324 = "llvm.and"(%p203, %p311) : (i1, i1) -> i1
    "llvm.cond_br"(%t324)[^bb85, ^bb87] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb85:
    "llvm.store"(%e121, %a323) : (f32, !llvm.ptr<1>) -> ()
    "llvm.br"()[^bb87] : () -> ()
  ^bb87:
    %t327 = "llvm.add"(%t199, %c313) : (i64, i64) -> i64
    %a328 = "llvm.getelementptr"(%a200, %c313) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %t329 = "llvm.and"(%p203, %p318) : (i1, i1) -> i1
    "llvm.cond_br"(%t329)[^bb88, ^bb90] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb88:
    "llvm.store"(%e122, %a328) : (f32, !llvm.ptr<1>) -> ()
    "llvm.br"()[^bb90] : () -> ()
  ^bb90:
    %c330 = "llvm.mlir.constant"() <{value = 48 : i64}> : () -> i64
    %t331 = "llvm.add"(%t185, %c330) : (i64, i64) -> i64
    %a332 = "llvm.getelementptr"(%a188, %c330) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %t334 = "llvm.add"(%t183, %c330) : (i64, i64) -> i64
    %p335 = "llvm.icmp"(%t334, %x17) <{predicate = 6 : i64}> : (i64, i64) -> i1
    %t336 = "llvm.and"(%p189, %p335) : (i1, i1) -> i1
    "llvm.cond_br"(%t336)[^bb91, ^bb93] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb91:
    "llvm.store"(%e123, %a332) : (f32, !llvm.ptr<1>) -> ()
    "llvm.br"()[^bb93] : () -> ()
  ^bb93:
    %c337 = "llvm.mlir.constant"() <{value = 49 : i64}> : () -> i64
    %t338 = "llvm.add"(%t185, %c337) : (i64, i64) -> i64
    %a339 = "llvm.getelementptr"(%a188, %c337) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %t341 = "llvm.add"(%t183, %c337) : (i64, i64) -> i64
    %p342 = "llvm.icmp"(%t341, %x17) <{predicate = 6 : i64}> : (i64, i64) -> i1
    %t343 = "llvm.and"(%p189, %p342) : (i1, i1) -> i1
    "llvm.cond_br"(%t343)[^bb94, ^bb96] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb94:
    "llvm.store"(%e124, %a339) : (f32, !llvm.ptr<1>) -> ()
    "llvm.br"()[^bb96] : () -> ()
  ^bb96:
    %t346 = "llvm.add"(%t199, %c330) : (i64, i64) -> i64
    %a347 = "llvm.getelementptr"(%a200, %c330) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %t348 = "llvm.and"(%p203, %p335) : (i1, i1) -> i1
    "llvm.cond_br"(%t348)[^bb97, ^bb99] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb97:
    "llvm.store"(%e125, %a347) : (f32, !llvm.ptr<1>) -> ()
    "llvm.br"()[^bb99] : () -> ()
  ^bb99:
    %t351 = "llvm.add"(%t199, %c337) : (i64, i64) -> i64
    %a352 = "llvm.getelementptr"(%a200, %c337) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %t353 = "llvm.and"(%p203, %p342) : (i1, i1) -> i1
    "llvm.cond_br"(%t353)[^bb100, ^bb102] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb100:
    "llvm.store"(%e126, %a352) : (f32, !llvm.ptr<1>) -> ()
    "llvm.br"()[^bb102] : () -> ()
  ^bb102:
    %c354 = "llvm.mlir.constant"() <{value = 56 : i64}> : () -> i64
    %t355 = "llvm.add"(%t185, %c354) : (i64, i64) -> i64
    %a356 = "llvm.getelementptr"(%a188, %c354) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %t358 = "llvm.add"(%t183, %c354) : (i64, i64) -> i64
    %p359 = "llvm.icmp"(%t358, %x17) <{predicate = 6 : i64}> : (i64, i64) -> i1
    %t360 = "llvm.and"(%p189, %p359) : (i1, i1) -> i1
    "llvm.cond_br"(%t360)[^bb103, ^bb105] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb103:
    "llvm.store"(%e127, %a356) : (f32, !llvm.ptr<1>) -> ()
    "llvm.br"()[^bb105] : () -> ()
  ^bb105:
    %c361 = "llvm.mlir.constant"() <{value = 57 : i64}> : () -> i64
    %t362 = "llvm.add"(%t185, %c361) : (i64, i64) -> i64
    %a363 = "llvm.getelementptr"(%a188, %c361) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %t365 = "llvm.add"(%t183, %c361) : (i64, i64) -> i64
    %p366 = "llvm.icmp"(%t365, %x17) <{predicate = 6 : i64}> : (i64, i64) -> i1
    %t367 = "llvm.and"(%p189, %p366) : (i1, i1) -> i1
    "llvm.cond_br"(%t367)[^bb106, ^bb108] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb106:
    "llvm.store"(%e128, %a363) : (f32, !llvm.ptr<1>) -> ()
    "llvm.br"()[^bb108] : () -> ()
  ^bb108:
    %t370 = "llvm.add"(%t199, %c354) : (i64, i64) -> i64
    %a371 = "llvm.getelementptr"(%a200, %c354) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %t372 = "llvm.and"(%p203, %p359) : (i1, i1) -> i1
    "llvm.cond_br"(%t372)[^bb109, ^bb111] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb109:
    "llvm.store"(%e129, %a371) : (f32, !llvm.ptr<1>) -> ()
    "llvm.br"()[^bb111] : () -> ()
  ^bb111:
    %t375 = "llvm.add"(%t199, %c361) : (i64, i64) -> i64
    %a376 = "llvm.getelementptr"(%a200, %c361) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %t377 = "llvm.and"(%p203, %p366) : (i1, i1) -> i1
    "llvm.cond_br"(%t377)[^bb112, ^bb114] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb112:
    "llvm.store"(%e130, %a376) : (f32, !llvm.ptr<1>) -> ()
    "llvm.br"()[^bb114] : () -> ()
  ^bb114:
    %c378 = "llvm.mlir.constant"() <{value = 64 : i64}> : () -> i64
    %t379 = "llvm.add"(%t185, %c378) : (i64, i64) -> i64
    %a380 = "llvm.getelementptr"(%a188, %c378) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %t382 = "llvm.add"(%t183, %c378) : (i64, i64) -> i64
    %p383 = "llvm.icmp"(%t382, %x17) <{predicate = 6 : i64}> : (i64, i64) -> i1
    %t384 = "llvm.and"(%p189, %p383) : (i1, i1) -> i1
    "llvm.cond_br"(%t384)[^bb115, ^bb117] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb115:
    "llvm.store"(%e131, %a380) : (f32, !llvm.ptr<1>) -> ()
    "llvm.br"()[^bb117] : () -> ()
  ^bb117:
    %c385 = "llvm.mlir.constant"() <{value = 65 : i64}> : () -> i64
    %t386 = "llvm.add"(%t185, %c385) : (i64, i64) -> i64
    %a387 = "llvm.getelementptr"(%a188, %c385) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %t389 = "llvm.add"(%t183, %c385) : (i64, i64) -> i64
    %p390 = "llvm.icmp"(%t389, %x17) <{predicate = 6 : i64}> : (i64, i64) -> i1
    %t391 = "llvm.and"(%p189, %p390) : (i1, i1) -> i1
    "llvm.cond_br"(%t391)[^bb118, ^bb120] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb118:
    "llvm.store"(%e132, %a387) : (f32, !llvm.ptr<1>) -> ()
    "llvm.br"()[^bb120] : () -> ()
  ^bb120:
    %t394 = "llvm.add"(%t199, %c378) : (i64, i64) -> i64
    %a395 = "llvm.getelementptr"(%a200, %c378) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %t396 = "llvm.and"(%p203, %p383) : (i1, i1) -> i1
    "llvm.cond_br"(%t396)[^bb121, ^bb123] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb121:
    "llvm.store"(%e133, %a395) : (f32, !llvm.ptr<1>) -> ()
    "llvm.br"()[^bb123] : () -> ()
  ^bb123:
    %t399 = "llvm.add"(%t199, %c385) : (i64, i64) -> i64
    %a400 = "llvm.getelementptr"(%a200, %c385) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %t401 = "llvm.and"(%p203, %p390) : (i1, i1) -> i1
    "llvm.cond_br"(%t401)[^bb124, ^bb126] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb124:
    "llvm.store"(%e134, %a400) : (f32, !llvm.ptr<1>) -> ()
    "llvm.br"()[^bb126] : () -> ()
  ^bb126:
    %c402 = "llvm.mlir.constant"() <{value = 72 : i64}> : () -> i64
    %t403 = "llvm.add"(%t185, %c402) : (i64, i64) -> i64
    %a404 = "llvm.getelementptr"(%a188, %c402) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %t406 = "llvm.add"(%t183, %c402) : (i64, i64) -> i64
    %p407 = "llvm.icmp"(%t406, %x17) <{predicate = 6 : i64}> : (i64, i64) -> i1
    %t408 = "llvm.and"(%p189, %p407) : (i1, i1) -> i1
    "llvm.cond_br"(%t408)[^bb127, ^bb129] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb127:
    "llvm.store"(%e135, %a404) : (f32, !llvm.ptr<1>) -> ()
    "llvm.br"()[^bb129] : () -> ()
  ^bb129:
    %c409 = "llvm.mlir.constant"() <{value = 73 : i64}> : () -> i64
    %t410 = "llvm.add"(%t185, %c409) : (i64, i64) -> i64
    %a411 = "llvm.getelementptr"(%a188, %c409) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %t413 = "llvm.add"(%t183, %c409) : (i64, i64) -> i64
    %p414 = "llvm.icmp"(%t413, %x17) <{predicate = 6 : i64}> : (i64, i64) -> i1
    %t415 = "llvm.and"(%p189, %p414) : (i1, i1) -> i1
    "llvm.cond_br"(%t415)[^bb130, ^bb132] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb130:
    "llvm.store"(%e136, %a411) : (f32, !llvm.ptr<1>) -> ()
    "llvm.br"()[^bb132] : () -> ()
  ^bb132:
    %t418 = "llvm.add"(%t199, %c402) : (i64, i64) -> i64
    %a419 = "llvm.getelementptr"(%a200, %c402) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %t420 = "llvm.and"(%p203, %p407) : (i1, i1) -> i1
    "llvm.cond_br"(%t420)[^bb133, ^bb135] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb133:
    "llvm.store"(%e137, %a419) : (f32, !llvm.ptr<1>) -> ()
    "llvm.br"()[^bb135] : () -> ()
  ^bb135:
    %t423 = "llvm.add"(%t199, %c409) : (i64, i64) -> i64
    %a424 = "llvm.getelementptr"(%a200, %c409) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %t425 = "llvm.and"(%p203, %p414) : (i1, i1) -> i1
    "llvm.cond_br"(%t425)[^bb136, ^bb138] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb136:
    "llvm.store"(%e138, %a424) : (f32, !llvm.ptr<1>) -> ()
    "llvm.br"()[^bb138] : () -> ()
  ^bb138:
    %c426 = "llvm.mlir.constant"() <{value = 80 : i64}> : () -> i64
    %t427 = "llvm.add"(%t185, %c426) : (i64, i64) -> i64
    %a428 = "llvm.getelementptr"(%a188, %c426) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %t430 = "llvm.add"(%t183, %c426) : (i64, i64) -> i64
    %p431 = "llvm.icmp"(%t430, %x17) <{predicate = 6 : i64}> : (i64, i64) -> i1
    %t432 = "llvm.and"(%p189, %p431) : (i1, i1) -> i1
    "llvm.cond_br"(%t432)[^bb139, ^bb141] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb139:
    "llvm.store"(%e139, %a428) : (f32, !llvm.ptr<1>) -> ()
    "llvm.br"()[^bb141] : () -> ()
  ^bb141:
    %c433 = "llvm.mlir.constant"() <{value = 81 : i64}> : () -> i64
    %t434 = "llvm.add"(%t185, %c433) : (i64, i64) -> i64
    %a435 = "llvm.getelementptr"(%a188, %c433) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %t437 = "llvm.add"(%t183, %c433) : (i64, i64) -> i64
    %p438 = "llvm.icmp"(%t437, %x17) <{predicate = 6 : i64}> : (i64, i64) -> i1
    %t439 = "llvm.and"(%p189, %p438) : (i1, i1) -> i1
    "llvm.cond_br"(%t439)[^bb142, ^bb144] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb142:
    "llvm.store"(%e140, %a435) : (f32, !llvm.ptr<1>) -> ()
    "llvm.br"()[^bb144] : () -> ()
  ^bb144:
    %t442 = "llvm.add"(%t199, %c426) : (i64, i64) -> i64
    %a443 = "llvm.getelementptr"(%a200, %c426) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %t444 = "llvm.and"(%p203, %p431) : (i1, i1) -> i1
    "llvm.cond_br"(%t444)[^bb145, ^bb147] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb145:
    "llvm.store"(%e141, %a443) : (f32, !llvm.ptr<1>) -> ()
    "llvm.br"()[^bb147] : () -> ()
  ^bb147:
    %t447 = "llvm.add"(%t199, %c433) : (i64, i64) -> i64
    %a448 = "llvm.getelementptr"(%a200, %c433) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %t449 = "llvm.and"(%p203, %p438) : (i1, i1) -> i1
    "llvm.cond_br"(%t449)[^bb148, ^bb150] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb148:
    "llvm.store"(%e142, %a448) : (f32, !llvm.ptr<1>) -> ()
    "llvm.br"()[^bb150] : () -> ()
  ^bb150:
    %c450 = "llvm.mlir.constant"() <{value = 88 : i64}> : () -> i64
    %t451 = "llvm.add"(%t185, %c450) : (i64, i64) -> i64
    %a452 = "llvm.getelementptr"(%a188, %c450) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %t454 = "llvm.add"(%t183, %c450) : (i64, i64) -> i64
    %p455 = "llvm.icmp"(%t454, %x17) <{predicate = 6 : i64}> : (i64, i64) -> i1
    %t456 = "llvm.and"(%p189, %p455) : (i1, i1) -> i1
    "llvm.cond_br"(%t456)[^bb151, ^bb153] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb151:
    "llvm.store"(%e143, %a452) : (f32, !llvm.ptr<1>) -> ()
    "llvm.br"()[^bb153] : () -> ()
  ^bb153:
    %c457 = "llvm.mlir.constant"() <{value = 89 : i64}> : () -> i64
    %t458 = "llvm.add"(%t185, %c457) : (i64, i64) -> i64
    %a459 = "llvm.getelementptr"(%a188, %c457) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %t461 = "llvm.add"(%t183, %c457) : (i64, i64) -> i64
    %p462 = "llvm.icmp"(%t461, %x17) <{predicate = 6 : i64}> : (i64, i64) -> i1
    %t463 = "llvm.and"(%p189, %p462) : (i1, i1) -> i1
    "llvm.cond_br"(%t463)[^bb154, ^bb156] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb154:
    "llvm.store"(%e144, %a459) : (f32, !llvm.ptr<1>) -> ()
    "llvm.br"()[^bb156] : () -> ()
  ^bb156:
    %t466 = "llvm.add"(%t199, %c450) : (i64, i64) -> i64
    %a467 = "llvm.getelementptr"(%a200, %c450) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %t468 = "llvm.and"(%p203, %p455) : (i1, i1) -> i1
    "llvm.cond_br"(%t468)[^bb157, ^bb159] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb157:
    "llvm.store"(%e145, %a467) : (f32, !llvm.ptr<1>) -> ()
    "llvm.br"()[^bb159] : () -> ()
  ^bb159:
    %t471 = "llvm.add"(%t199, %c457) : (i64, i64) -> i64
    %a472 = "llvm.getelementptr"(%a200, %c457) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %t473 = "llvm.and"(%p203, %p462) : (i1, i1) -> i1
    "llvm.cond_br"(%t473)[^bb160, ^bb162] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb160:
    "llvm.store"(%e146, %a472) : (f32, !llvm.ptr<1>) -> ()
    "llvm.br"()[^bb162] : () -> ()
  ^bb162:
    %c474 = "llvm.mlir.constant"() <{value = 96 : i64}> : () -> i64
    %t475 = "llvm.add"(%t185, %c474) : (i64, i64) -> i64
    %a476 = "llvm.getelementptr"(%a188, %c474) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %t478 = "llvm.add"(%t183, %c474) : (i64, i64) -> i64
    %p479 = "llvm.icmp"(%t478, %x17) <{predicate = 6 : i64}> : (i64, i64) -> i1
    %t480 = "llvm.and"(%p189, %p479) : (i1, i1) -> i1
    "llvm.cond_br"(%t480)[^bb163, ^bb165] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb163:
    "llvm.store"(%e147, %a476) : (f32, !llvm.ptr<1>) -> ()
    "llvm.br"()[^bb165] : () -> ()
  ^bb165:
    %c481 = "llvm.mlir.constant"() <{value = 97 : i64}> : () -> i64
    %t482 = "llvm.add"(%t185, %c481) : (i64, i64) -> i64
    %a483 = "llvm.getelementptr"(%a188, %c481) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %t485 = "llvm.add"(%t183, %c481) : (i64, i64) -> i64
    %p486 = "llvm.icmp"(%t485, %x17) <{predicate = 6 : i64}> : (i64, i64) -> i1
    %t487 = "llvm.and"(%p189, %p486) : (i1, i1) -> i1
    "llvm.cond_br"(%t487)[^bb166, ^bb168] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb166:
    "llvm.store"(%e148, %a483) : (f32, !llvm.ptr<1>) -> ()
    "llvm.br"()[^bb168] : () -> ()
  ^bb168:
    %t490 = "llvm.add"(%t199, %c474) : (i64, i64) -> i64
    %a491 = "llvm.getelementptr"(%a200, %c474) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %t492 = "llvm.and"(%p203, %p479) : (i1, i1) -> i1
    "llvm.cond_br"(%t492)[^bb169, ^bb171] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb169:
    "llvm.store"(%e149, %a491) : (f32, !llvm.ptr<1>) -> ()
    "llvm.br"()[^bb171] : () -> ()
  ^bb171:
    %t495 = "llvm.add"(%t199, %c481) : (i64, i64) -> i64
    %a496 = "llvm.getelementptr"(%a200, %c481) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %t497 = "llvm.and"(%p203, %p486) : (i1, i1) -> i1
    "llvm.cond_br"(%t497)[^bb172, ^bb174] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb172:
    "llvm.store"(%e150, %a496) : (f32, !llvm.ptr<1>) -> ()
    "llvm.br"()[^bb174] : () -> ()
  ^bb174:
    %c498 = "llvm.mlir.constant"() <{value = 104 : i64}> : () -> i64
    %t499 = "llvm.add"(%t185, %c498) : (i64, i64) -> i64
    %a500 = "llvm.getelementptr"(%a188, %c498) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %t502 = "llvm.add"(%t183, %c498) : (i64, i64) -> i64
    %p503 = "llvm.icmp"(%t502, %x17) <{predicate = 6 : i64}> : (i64, i64) -> i1
    %t504 = "llvm.and"(%p189, %p503) : (i1, i1) -> i1
    "llvm.cond_br"(%t504)[^bb175, ^bb177] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb175:
    "llvm.store"(%e151, %a500) : (f32, !llvm.ptr<1>) -> ()
    "llvm.br"()[^bb177] : () -> ()
  ^bb177:
    %c505 = "llvm.mlir.constant"() <{value = 105 : i64}> : () -> i64
    %t506 = "llvm.add"(%t185, %c505) : (i64, i64) -> i64
    %a507 = "llvm.getelementptr"(%a188, %c505) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %t509 = "llvm.add"(%t183, %c505) : (i64, i64) -> i64
    %p510 = "llvm.icmp"(%t509, %x17) <{predicate = 6 : i64}> : (i64, i64) -> i1
    %t511 = "llvm.and"(%p189, %p510) : (i1, i1) -> i1
    "llvm.cond_br"(%t511)[^bb178, ^bb180] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb178:
    "llvm.store"(%e152, %a507) : (f32, !llvm.ptr<1>) -> ()
    "llvm.br"()[^bb180] : () -> ()
  ^bb180:
    %t514 = "llvm.add"(%t199, %c498) : (i64, i64) -> i64
    %a515 = "llvm.getelementptr"(%a200, %c498) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %t516 = "llvm.and"(%p203, %p503) : (i1, i1) -> i1
    "llvm.cond_br"(%t516)[^bb181, ^bb183] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb181:
    "llvm.store"(%e153, %a515) : (f32, !llvm.ptr<1>) -> ()
    "llvm.br"()[^bb183] : () -> ()
  ^bb183:
    %t519 = "llvm.add"(%t199, %c505) : (i64, i64) -> i64
    %a520 = "llvm.getelementptr"(%a200, %c505) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %t521 = "llvm.and"(%p203, %p510) : (i1, i1) -> i1
    "llvm.cond_br"(%t521)[^bb184, ^bb186] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb184:
    "llvm.store"(%e154, %a520) : (f32, !llvm.ptr<1>) -> ()
    "llvm.br"()[^bb186] : () -> ()
  ^bb186:
    %c522 = "llvm.mlir.constant"() <{value = 112 : i64}> : () -> i64
    %t523 = "llvm.add"(%t185, %c522) : (i64, i64) -> i64
    %a524 = "llvm.getelementptr"(%a188, %c522) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %t526 = "llvm.add"(%t183, %c522) : (i64, i64) -> i64
    %p527 = "llvm.icmp"(%t526, %x17) <{predicate = 6 : i64}> : (i64, i64) -> i1
    %t528 = "llvm.and"(%p189, %p527) : (i1, i1) -> i1
    "llvm.cond_br"(%t528)[^bb187, ^bb189] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb187:
    "llvm.store"(%e155, %a524) : (f32, !llvm.ptr<1>) -> ()
    "llvm.br"()[^bb189] : () -> ()
  ^bb189:
    %c529 = "llvm.mlir.constant"() <{value = 113 : i64}> : () -> i64
    %t530 = "llvm.add"(%t185, %c529) : (i64, i64) -> i64
    %a531 = "llvm.getelementptr"(%a188, %c529) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %t533 = "llvm.add"(%t183, %c529) : (i64, i64) -> i64
    %p534 = "llvm.icmp"(%t533, %x17) <{predicate = 6 : i64}> : (i64, i64) -> i1
    %t535 = "llvm.and"(%p189, %p534) : (i1, i1) -> i1
    "llvm.cond_br"(%t535)[^bb190, ^bb192] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb190:
    "llvm.store"(%e156, %a531) : (f32, !llvm.ptr<1>) -> ()
    "llvm.br"()[^bb192] : () -> ()
  ^bb192:
    %t538 = "llvm.add"(%t199, %c522) : (i64, i64) -> i64
    %a539 = "llvm.getelementptr"(%a200, %c522) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %t540 = "llvm.and"(%p203, %p527) : (i1, i1) -> i1
    "llvm.cond_br"(%t540)[^bb193, ^bb195] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb193:
    "llvm.store"(%e157, %a539) : (f32, !llvm.ptr<1>) -> ()
    "llvm.br"()[^bb195] : () -> ()
  ^bb195:
    %t543 = "llvm.add"(%t199, %c529) : (i64, i64) -> i64
    %a544 = "llvm.getelementptr"(%a200, %c529) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %t545 = "llvm.and"(%p203, %p534) : (i1, i1) -> i1
    "llvm.cond_br"(%t545)[^bb196, ^bb198] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb196:
    "llvm.store"(%e158, %a544) : (f32, !llvm.ptr<1>) -> ()
    "llvm.br"()[^bb198] : () -> ()
  ^bb198:
    %c546 = "llvm.mlir.constant"() <{value = 120 : i64}> : () -> i64
    %t547 = "llvm.add"(%t185, %c546) : (i64, i64) -> i64
    %a548 = "llvm.getelementptr"(%a188, %c546) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %t550 = "llvm.add"(%t183, %c546) : (i64, i64) -> i64
    %p551 = "llvm.icmp"(%t550, %x17) <{predicate = 6 : i64}> : (i64, i64) -> i1
    %t552 = "llvm.and"(%p189, %p551) : (i1, i1) -> i1
    "llvm.cond_br"(%t552)[^bb199, ^bb201] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb199:
    "llvm.store"(%e159, %a548) : (f32, !llvm.ptr<1>) -> ()
    "llvm.br"()[^bb201] : () -> ()
  ^bb201:
    %c553 = "llvm.mlir.constant"() <{value = 121 : i64}> : () -> i64
    %t554 = "llvm.add"(%t185, %c553) : (i64, i64) -> i64
    %a555 = "llvm.getelementptr"(%a188, %c553) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %t557 = "llvm.add"(%t183, %c553) : (i64, i64) -> i64
    %p558 = "llvm.icmp"(%t557, %x17) <{predicate = 6 : i64}> : (i64, i64) -> i1
    %t559 = "llvm.and"(%p189, %p558) : (i1, i1) -> i1
    "llvm.cond_br"(%t559)[^bb202, ^bb204] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb202:
    "llvm.store"(%e160, %a555) : (f32, !llvm.ptr<1>) -> ()
    "llvm.br"()[^bb204] : () -> ()
  ^bb204:
    %t562 = "llvm.add"(%t199, %c546) : (i64, i64) -> i64
    %a563 = "llvm.getelementptr"(%a200, %c546) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %t564 = "llvm.and"(%p203, %p551) : (i1, i1) -> i1
    "llvm.cond_br"(%t564)[^bb205, ^bb207] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb205:
    "llvm.store"(%e161, %a563) : (f32, !llvm.ptr<1>) -> ()
    "llvm.br"()[^bb207] : () -> ()
  ^bb207:
    %t567 = "llvm.add"(%t199, %c553) : (i64, i64) -> i64
    %a568 = "llvm.getelementptr"(%a200, %c553) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %t569 = "llvm.and"(%p203, %p558) : (i1, i1) -> i1
    "llvm.cond_br"(%t569)[^bb208, ^bb210] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb208:
    "llvm.store"(%e162, %a568) : (f32, !llvm.ptr<1>) -> ()
    "llvm.br"()[^bb210] : () -> ()
  ^bb210:
    "llvm.br"()[^bb6] : () -> ()
  ^bb6:
    "llvm.return"() : () -> ()
  }) {nvvm.kernel, nvvm.reqntid = array<i32: 384, 1, 1>, nvvm.minctasm = 1 : i32} : () -> ()
}
