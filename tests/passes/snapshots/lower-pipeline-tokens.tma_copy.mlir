module attributes {nv_tileaa.compute_capability = 90 : i32, nv_tileaa.target_spec = "sm_90a", nanotile.tma_descriptors = [{tmaIdx = 0 : i32, function = "tma_copy", arg = 4 : i32, base_arg = 0 : i32, dims = [{arg = 2 : i32}, {arg = 3 : i32}], box = array<i64: 64, 64>, element_type = f16, swizzle = 128 : i32, mode = "tiled"}, {tmaIdx = 1 : i32, function = "tma_copy", arg = 5 : i32, base_arg = 1 : i32, dims = [{arg = 2 : i32}, {arg = 3 : i32}], box = array<i64: 64, 64>, element_type = f16, swizzle = 128 : i32, mode = "tiled"}]} {
  "llvm.mlir.global"() <{addr_space = 3 : i32, alignment = 16 : i64, global_type = !llvm.array<9216 x i8>, linkage = #llvm.linkage<internal>, sym_name = "global_smem"}> ({
  }) : () -> ()
  "llvm.func"() <{arg_attrs = [{}, {}, {}, {}, {cute_nvgpu.grid_constant}, {cute_nvgpu.grid_constant}], function_type = !llvm.func<void (ptr<1>, ptr<1>, i32, i32, ptr, ptr)>, sym_name = "tma_copy"}> ({
  ^bb0(%src_0: !llvm.ptr<1>, %dst_1: !llvm.ptr<1>, %m: i32, %n: i32, %tma_desc0_2: !llvm.ptr, %tma_desc2_3: !llvm.ptr):
    %src = "builtin.unrealized_conversion_cast"(%src_0) : (!llvm.ptr<1>) -> !nv_tileaa.ptr<f16>
    %dst = "builtin.unrealized_conversion_cast"(%dst_1) : (!llvm.ptr<1>) -> !nv_tileaa.ptr<f16>
    %tma_desc0 = "builtin.unrealized_conversion_cast"(%tma_desc0_2) : (!llvm.ptr) -> !nv_tileas.tma_desc<tensor<64x64xf16>>
    %tma_desc2 = "builtin.unrealized_conversion_cast"(%tma_desc2_3) : (!llvm.ptr) -> !nv_tileas.tma_desc<tensor<64x64xf16>>
    %tid0 = "nvvm.read.ptx.sreg.tid.x"() : () -> i32
    %smem1 = "llvm.mlir.addressof"() <{global_name = @global_smem}> : () -> !llvm.ptr<3>
    %bx = "nvvm.read.ptx.sreg.ctaid.x"() : () -> i32
    %by = "nvvm.read.ptx.sreg.ctaid.y"() : () -> i32
    %c64 = "arith.constant"() <{value = 64 : i32}> : () -> i32
    %row = "arith.muli"(%by, %c64) : (i32, i32) -> i32
    %col = "arith.muli"(%bx, %c64) : (i32, i32) -> i32
    %src_2 = "builtin.unrealized_conversion_cast"(%src) : (!nv_tileaa.ptr<f16>) -> !llvm.ptr<1>
    %x3 = "llvm.sext"(%m) : (i32) -> i64
    %x4 = "llvm.sext"(%n) : (i32) -> i64
    %c5 = "llvm.mlir.constant"() <{value = 1 : i64}> : () -> i64
    %t6 = "llvm.mul"(%c5, %x4) : (i64, i64) -> i64
    %u7 = "llvm.mlir.undef"() : () -> !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
    %agg8 = "llvm.insertvalue"(%u7, %src_2) <{position = array<i64: 0>}> : (!llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr<1>) -> !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
    %agg9 = "llvm.insertvalue"(%agg8, %src_2) <{position = array<i64: 1>}> : (!llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr<1>) -> !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
    %c10 = "llvm.mlir.constant"() <{value = 0 : i64}> : () -> i64
    %agg11 = "llvm.insertvalue"(%agg9, %c10) <{position = array<i64: 2>}> : (!llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
    %agg12 = "llvm.insertvalue"(%agg11, %x3) <{position = array<i64: 3, 0>}> : (!llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
    %agg13 = "llvm.insertvalue"(%agg12, %x4) <{position = array<i64: 3, 1>}> : (!llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
    %agg14 = "llvm.insertvalue"(%agg13, %t6) <{position = array<i64: 4, 0>}> : (!llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
    %agg15 = "llvm.insertvalue"(%agg14, %c5) <{position = array<i64: 4, 1>}> : (!llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
    %vs = "builtin.unrealized_conversion_cast"(%agg15) : (!llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>) -> memref<?x?xf16, 1>
    %dst_16 = "builtin.unrealized_conversion_cast"(%dst) : (!nv_tileaa.ptr<f16>) -> !llvm.ptr<1>
    %x17 = "llvm.sext"(%m) : (i32) -> i64
    %x18 = "llvm.sext"(%n) : (i32) -> i64
    %c19 = "llvm.mlir.constant"() <{value = 1 : i64}> : () -> i64
    %t20 = "llvm.mul"(%c19, %x18) : (i64, i64) -> i64
    %u21 = "llvm.mlir.undef"() : () -> !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
    %agg22 = "llvm.insertvalue"(%u21, %dst_16) <{position = array<i64: 0>}> : (!llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr<1>) -> !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
    %agg23 = "llvm.insertvalue"(%agg22, %dst_16) <{position = array<i64: 1>}> : (!llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr<1>) -> !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
    %c24 = "llvm.mlir.constant"() <{value = 0 : i64}> : () -> i64
    %agg25 = "llvm.insertvalue"(%agg23, %c24) <{position = array<i64: 2>}> : (!llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
    %agg26 = "llvm.insertvalue"(%agg25, %x17) <{position = array<i64: 3, 0>}> : (!llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
    %agg27 = "llvm.insertvalue"(%agg26, %x18) <{position = array<i64: 3, 1>}> : (!llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
    %agg28 = "llvm.insertvalue"(%agg27, %t20) <{position = array<i64: 4, 0>}> : (!llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
    %agg29 = "llvm.insertvalue"(%agg28, %c19) <{position = array<i64: 4, 1>}> : (!llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
    %vd = "builtin.unrealized_conversion_cast"(%agg29) : (!llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>) -> memref<?x?xf16, 1>
    %mbar1 = "builtin.unrealized_conversion_cast"(%smem1) : (!llvm.ptr<3>) -> !nv_tileas.mbarrier
    %c31 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
    %p32 = "llvm.icmp"(%tid0, %c31) <{predicate = 0 : i64}> : (i32, i32) -> i1
    "scf.if"(%p32) ({
      %c30 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      "nvvm.mbarrier.init.shared"(%smem1, %c30) : (!llvm.ptr<3>, i32) -> ()
      "nvvm.fence.mbarrier.init"() : () -> ()
      "scf.yield"() : () -> ()
    }, {
      "scf.yield"() : () -> ()
    }) : (i1) -> ()
    "nvvm.barrier0"() : () -> ()
    %tma_desc0_33 = "builtin.unrealized_conversion_cast"(%tma_desc0) : (!nv_tileas.tma_desc<tensor<64x64xf16>>) -> !llvm.ptr
    %c34 = "llvm.mlir.constant"() <{value = 1024 : i32}> : () -> i32
    %a35 = "llvm.getelementptr"(%smem1, %c34) <{elem_type = i8, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>
    %c37 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
    %p38 = "llvm.icmp"(%tid0, %c37) <{predicate = 0 : i64}> : (i32, i32) -> i1
    "scf.if"(%p38) ({
      %c36 = "llvm.mlir.constant"() <{value = 8192 : i32}> : () -> i32
      "nvvm.mbarrier.arrive.expect_tx.shared"(%smem1, %c36) : (!llvm.ptr<3>, i32) -> ()
      "nvvm.cp.async.bulk.tensor.shared.cluster.global"(%a35, %tma_desc0_33, %col, %row, %smem1) <{operandSegmentSizes = array<i32: 1, 1, 2, 1, 0, 0, 0, 0>}> : (!llvm.ptr<3>, !llvm.ptr, i32, i32, !llvm.ptr<3>) -> ()
      "scf.yield"() : () -> ()
    }, {
      "scf.yield"() : () -> ()
    }) : (i1) -> ()
    %t = "builtin.unrealized_conversion_cast"(%a35) : (!llvm.ptr<3>) -> tensor<64x64xf16, #nv_tileas.smem<swizzle = 128>>
    %c39 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
    %c40 = "llvm.mlir.constant"() <{value = 10000000 : i32}> : () -> i32
    "nvvm.mbarrier.try_wait.parity.shared"(%smem1, %c39, %c40) : (!llvm.ptr<3>, i32, i32) -> ()
    %tma_desc2_41 = "builtin.unrealized_conversion_cast"(%tma_desc2) : (!nv_tileas.tma_desc<tensor<64x64xf16>>) -> !llvm.ptr
    %c42 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
    %p43 = "llvm.icmp"(%tid0, %c42) <{predicate = 0 : i64}> : (i32, i32) -> i1
    "scf.if"(%p43) ({
      "nvvm.fence.proxy"() <{kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}> : () -> ()
      "nvvm.cp.async.bulk.tensor.global.shared.cta"(%tma_desc2_41, %a35, %col, %row) <{operandSegmentSizes = array<i32: 1, 1, 2, 0>}> : (!llvm.ptr, !llvm.ptr<3>, i32, i32) -> ()
      "nvvm.cp.async.bulk.commit.group"() : () -> ()
      "nvvm.cp.async.bulk.wait_group"() <{group = 0 : i32, read}> : () -> ()
      "scf.yield"() : () -> ()
    }, {
      "scf.yield"() : () -> ()
    }) : (i1) -> ()
    "llvm.return"() : () -> ()
  }) {cute.kernel, nvvm.reqntid = array<i32: 128, 1, 1>, nvvm.minctasm = 1 : i32} : () -> ()
}
