module attributes {nv_tileaa.compute_capability = 90 : i32, nv_tileaa.target_spec = "sm_90a", nanotile.tma_descriptors = [{tmaIdx = 0 : i32, function = "tma_copy", arg = 4 : i32, base_arg = 0 : i32, dims = [{arg = 2 : i32}, {arg = 3 : i32}], box = array<i64: 64, 64>, element_type = f16, swizzle = 128 : i32, mode = "tiled"}, {tmaIdx = 1 : i32, function = "tma_copy", arg = 5 : i32, base_arg = 1 : i32, dims = [{arg = 2 : i32}, {arg = 3 : i32}], box = array<i64: 64, 64>, element_type = f16, swizzle = 128 : i32, mode = "tiled"}]} {
  "llvm.mlir.global"() <{addr_space = 3 : i32, alignment = 16 : i64, global_type = !llvm.array<9216 x i8>, linkage = #llvm.linkage<internal>, sym_name = "global_smem"}> ({
  }) : () -> ()
  "llvm.func"() <{arg_attrs = [{}, {}, {}, {}, {llvm.align = 64 : i64, llvm.byval = !llvm.array<128 x i8>, nvvm.grid_constant}, {llvm.align = 64 : i64, llvm.byval = !llvm.array<128 x i8>, nvvm.grid_constant}], function_type = !llvm.func<void (ptr<1>, ptr<1>, i32, i32, ptr, ptr)>, sym_name = "tma_copy"}> ({
  ^bb0(%src_0: !llvm.ptr<1>, %dst_1: !llvm.ptr<1>, %m: i32, %n: i32, %tma_desc0_2: !llvm.ptr, %tma_desc2_3: !llvm.ptr):
    %tid0 = "nvvm.read.ptx.sreg.tid.x"() : () -> i32
    %smem1 = "llvm.mlir.addressof"() <{global_name = @global_smem}> : () -> !llvm.ptr<3>
    %bx = "nvvm.read.ptx.sreg.ctaid.x"() : () -> i32
    %by = "nvvm.read.ptx.sreg.ctaid.y"() : () -> i32
    %c64 = "llvm.mlir.constant"() <{value = 64 : i32}> : () -> i32
    %row = "llvm.mul"(%by, %c64) : (i32, i32) -> i32
    %col = "llvm.mul"(%bx, %c64) : (i32, i32) -> i32
    %x3 = "llvm.sext"(%m) : (i32) -> i64
    %x4 = "llvm.sext"(%n) : (i32) -> i64
    %c5 = "llvm.mlir.constant"() <{value = 1 : i64}> : () -> i64
    %t6 = "llvm.mul"(%c5, %x4) : (i64, i64) -> i64
    %u7 = "llvm.mlir.undef"() : () -> !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
    %agg8 = "llvm.insertvalue"(%u7, %src_0) <{position = array<i64: 0>}> : (!llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr<1>) -> !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
    %agg9 = "llvm.insertvalue"(%agg8, %src_0) <{position = array<i64: 1>}> : (!llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr<1>) -> !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
    %c10 = "llvm.mlir.constant"() <{value = 0 : i64}> : () -> i64
    %agg11 = "llvm.insertvalue"(%agg9, %c10) <{position = array<i64: 2>}> : (!llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
    %agg12 = "llvm.insertvalue"(%agg11, %x3) <{position = array<i64: 3, 0>}> : (!llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
    %agg13 = "llvm.insertvalue"(%agg12, %x4) <{position = array<i64: 3, 1>}> : (!llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
    %agg14 = "llvm.insertvalue"(%agg13, %t6) <{position = array<i64: 4, 0>}> : (!llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
    %agg15 = "llvm.insertvalue"(%agg14, %c5) <{position = array<i64: 4, 1>}> : (!llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
    %x17 = "llvm.sext"(%m) : (i32) -> i64
    %x18 = "llvm.sext"(%n) : (i32) -> i64
    %c19 = "llvm.mlir.constant"() <{value = 1 : i64}> : () -> i64
    %t20 = "llvm.mul"(%c19, %x18) : (i64, i64) -> i64
    %u21 = "llvm.mlir.undef"() : () -> !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
    %agg22 = "llvm.insertvalue"(%u21, %dst_1) <{position = array<i64: 0>}> : (!llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr<1>) -> !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
    %agg23 = "llvm.insertvalue"(%agg22, %dst_1) <{position = array<i64: 1>}> : (!llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr<1>) -> !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
    %c24 = "llvm.mlir.constant"() <{value = 0 : i64}> : () -> i64
    %agg25 = "llvm.insertvalue"(%agg23, %c24) <{position = array<i64: 2>}> : (!llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
    %agg26 = "llvm.insertvalue"(%agg25, %x17) <{position = array<i64: 3, 0>}> : (!llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
    %agg27 = "llvm.insertvalue"(%agg26, %x18) <{position = array<i64: 3, 1>}> : (!llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
    %agg28 = "llvm.insertvalue"(%agg27, %t20) <{position = array<i64: 4, 0>}> : (!llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
    %agg29 = "llvm.insertvalue"(%agg28, %c19) <{position = array<i64: 4, 1>}> : (!llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
    %c31 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
    %p32 = "llvm.icmp"(%tid0, %c31) <{predicate = 0 : i64}> : (i32, i32) -> i1
    "llvm.cond_br"(%p32)[^bb1, ^bb3] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb1:
    %c30 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
    "nvvm.mbarrier.init.shared"(%smem1, %c30) : (!llvm.ptr<3>, i32) -> ()
    "nvvm.fence.mbarrier.init"() : () -> ()
    "llvm.br"()[^bb3] : () -> ()
  ^bb3:
    "nvvm.barrier0"() : () -> ()
    %c34 = "llvm.mlir.constant"() <{value = 1024 : i32}> : () -> i32
    %a35 = "llvm.getelementptr"(%smem1, %c34) <{elem_type = i8, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>
    %c37 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
    %p38 = "llvm.icmp"(%tid0, %c37) <{predicate = 0 : i64}> : (i32, i32) -> i1
    "llvm.cond_br"(%p38)[^bb4, ^bb6] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb4:
    %c36 = "llvm.mlir.constant"() <{value = 8192 : i32}> : () -> i32
    "nvvm.mbarrier.arrive.expect_tx.shared"(%smem1, %c36) : (!llvm.ptr<3>, i32) -> ()
    "nvvm.cp.async.bulk.tensor.shared.cluster.global"(%a35, %tma_desc0_2, %col, %row, %smem1) <{operandSegmentSizes = array<i32: 1, 1, 2, 1, 0, 0, 0, 0>}> : (!llvm.ptr<3>, !llvm.ptr, i32, i32, !llvm.ptr<3>) -> ()
    "llvm.br"()[^bb6] : () -> ()
  ^bb6:
    %c39 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
    %c40 = "llvm.mlir.constant"() <{value = 10000000 : i32}> : () -> i32
    "nvvm.mbarrier.try_wait.parity.shared"(%smem1, %c39, %c40) : (!llvm.ptr<3>, i32, i32) -> ()
    %c42 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
    %p43 = "llvm.icmp"(%tid0, %c42) <{predicate = 0 : i64}> : (i32, i32) -> i1
    "llvm.cond_br"(%p43)[^bb7, ^bb9] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb7:
    "nvvm.fence.proxy"() <{kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}> : () -> ()
    "nvvm.cp.async.bulk.tensor.global.shared.cta"(%tma_desc2_3, %a35, %col, %row) <{operandSegmentSizes = array<i32: 1, 1, 2, 0>}> : (!llvm.ptr, !llvm.ptr<3>, i32, i32) -> ()
    "nvvm.cp.async.bulk.commit.group"() : () -> ()
    "nvvm.cp.async.bulk.wait_group"() <{group = 0 : i32, read}> : () -> ()
    "llvm.br"()[^bb9] : () -> ()
  ^bb9:
    "llvm.return"() : () -> ()
  }) {nvvm.kernel, nvvm.reqntid = array<i32: 128, 1, 1>, nvvm.minctasm = 1 : i32} : () -> ()
}
