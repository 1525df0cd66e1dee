module {
  "llvm.mlir.global"() <{addr_space = 3 : i32, alignment = 1024 : i64, global_type = !llvm.array<4128 x i8>, linkage = #llvm.linkage<internal>, sym_name = "global_smem"}> ({
  }) : () -> ()
  "llvm.func"() <{function_type = !llvm.func<void (ptr, i32, i32)>, sym_name = "k"}> ({
  ^bb0(%din: !llvm.ptr, %row: i32, %col: i32):
    %tid = "nvvm.read.ptx.sreg.tid.x"() : () -> i32
    %smem = "llvm.mlir.addressof"() <{global_name = @global_smem}> : () -> !llvm.ptr<3>
    %desc = "builtin.unrealized_conversion_cast"(%din) : (!llvm.ptr) -> !nv_tileas.tma_desc<tensor<64x16xf16>>
    %c14 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
    %p15 = "llvm.icmp"(%tid, %c14) <{predicate = 0 : i64}> : (i32, i32) -> i1
    "scf.if"(%p15) ({
      %c2 = "llvm.mlir.constant"() <{value = 4096 : i32}> : () -> i32
      %a3 = "llvm.getelementptr"(%smem, %c2) <{elem_type = i8, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>
      %c4 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      "nvvm.mbarrier.init.shared"(%a3, %c4) : (!llvm.ptr<3>, i32) -> ()
      %c5 = "llvm.mlir.constant"() <{value = 4112 : i32}> : () -> i32
      %a6 = "llvm.getelementptr"(%smem, %c5) <{elem_type = i8, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>
      %c7 = "llvm.mlir.constant"() <{value = 128 : i32}> : () -> i32
      "nvvm.mbarrier.init.shared"(%a6, %c7) : (!llvm.ptr<3>, i32) -> ()
      %c8 = "llvm.mlir.constant"() <{value = 4104 : i32}> : () -> i32
      %a9 = "llvm.getelementptr"(%smem, %c8) <{elem_type = i8, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>
      "nvvm.mbarrier.init.shared"(%a9, %c4) : (!llvm.ptr<3>, i32) -> ()
      %c11 = "llvm.mlir.constant"() <{value = 4120 : i32}> : () -> i32
      %a12 = "llvm.getelementptr"(%smem, %c11) <{elem_type = i8, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>
      "nvvm.mbarrier.init.shared"(%a12, %c7) : (!llvm.ptr<3>, i32) -> ()
      "nvvm.fence.mbarrier.init"() : () -> ()
      "scf.yield"() : () -> ()
    }, {
      "scf.yield"() : () -> ()
    }) : (i1) -> ()
    "nvvm.barrier0"() : () -> ()
    %pipe = "builtin.unrealized_conversion_cast"(%smem) : (!llvm.ptr<3>) -> !nv_tileas.pipeline<stages = 2, tensor<64x16xf16, #nv_tileas.smem<swizzle = 32>>>
    %it = "builtin.unrealized_conversion_cast"(%c14) : (i32) -> !nv_tileas.pipeline_iter<stages = 2>
    %it_17 = "builtin.unrealized_conversion_cast"(%it) : (!nv_tileas.pipeline_iter<stages = 2>) -> i32
    %pipe_18 = "builtin.unrealized_conversion_cast"(%pipe) : (!nv_tileas.pipeline<stages = 2, tensor<64x16xf16, #nv_tileas.smem<swizzle = 32>>>) -> !llvm.ptr<3>
    %c19 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
    %t20 = "llvm.lshr"(%it_17, %c19) : (i32, i32) -> i32
    %c21 = "llvm.mlir.constant"() <{value = 8 : i32}> : () -> i32
    %t22 = "llvm.mul"(%t20, %c21) : (i32, i32) -> i32
    %c23 = "llvm.mlir.constant"() <{value = 4112 : i32}> : () -> i32
    %t24 = "llvm.add"(%t22, %c23) : (i32, i32) -> i32
    %a25 = "llvm.getelementptr"(%pipe_18, %t24) <{elem_type = i8, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>
    %t27 = "llvm.and"(%it_17, %c19) : (i32, i32) -> i32
    %t29 = "llvm.xor"(%t27, %c19) : (i32, i32) -> i32
    %c30 = "llvm.mlir.constant"() <{value = 10000000 : i32}> : () -> i32
    "nvvm.mbarrier.try_wait.parity.shared"(%a25, %t29, %c30) : (!llvm.ptr<3>, i32, i32) -> ()
    %ptok = "builtin.unrealized_conversion_cast"(%it_17) : (i32) -> !nv_tileas.producer_token
    %c36 = "llvm.mlir.constant"() <{value = 4096 : i32}> : () -> i32
    %t37 = "llvm.add"(%t22, %c36) : (i32, i32) -> i32
    %a38 = "llvm.getelementptr"(%pipe_18, %t37) <{elem_type = i8, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>
    %c39 = "llvm.mlir.constant"() <{value = 2048 : i32}> : () -> i32
    "nvvm.mbarrier.arrive.expect_tx.shared"(%a38, %c39) : (!llvm.ptr<3>, i32) -> ()
    %desc_40 = "builtin.unrealized_conversion_cast"(%desc) : (!nv_tileas.tma_desc<tensor<64x16xf16>>) -> !llvm.ptr
    %t45 = "llvm.mul"(%t20, %c39) : (i32, i32) -> i32
    %a46 = "llvm.getelementptr"(%pipe_18, %t45) <{elem_type = i8, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>
    "scf.if"(%p15) ({
      "nvvm.cp.async.bulk.tensor.shared.cluster.global"(%a46, %desc_40, %col, %row, %a38) <{operandSegmentSizes = array<i32: 1, 1, 2, 1, 0, 0, 0, 0>}> : (!llvm.ptr<3>, !llvm.ptr, i32, i32, !llvm.ptr<3>) -> ()
      "scf.yield"() : () -> ()
    }, {
      "scf.yield"() : () -> ()
    }) : (i1) -> ()
    %t = "builtin.unrealized_conversion_cast"(%a46) : (!llvm.ptr<3>) -> tensor<64x16xf16, #nv_tileas.smem<swizzle = 32>>
    "nvvm.mbarrier.try_wait.parity.shared"(%a38, %t27, %c30) : (!llvm.ptr<3>, i32, i32) -> ()
    %ctok = "builtin.unrealized_conversion_cast"(%it_17) : (i32) -> !nv_tileas.consumer_token
    %t70 = "llvm.mul"(%t20, %c39) : (i32, i32) -> i32
    %a71 = "llvm.getelementptr"(%pipe_18, %t70) <{elem_type = i8, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>
    %st = "builtin.unrealized_conversion_cast"(%a71) : (!llvm.ptr<3>) -> tensor<64x16xf16, #nv_tileas.smem<swizzle = 32>>
    %state80 = "nvvm.mbarrier.arrive.shared"(%a25) : (!llvm.ptr<3>) -> i64
    %t85 = "llvm.add"(%t20, %c19) : (i32, i32) -> i32
    %c88 = "llvm.mlir.constant"() <{value = 2 : i32}> : () -> i32
    %p89 = "llvm.icmp"(%t85, %c88) <{predicate = 0 : i64}> : (i32, i32) -> i1
    %s91 = "llvm.select"(%p89, %c14, %t85) : (i1, i32, i32) -> i32
    %s94 = "llvm.select"(%p89, %t29, %t27) : (i1, i32, i32) -> i32
    %t96 = "llvm.shl"(%s91, %c19) : (i32, i32) -> i32
    %t97 = "llvm.or"(%t96, %s94) : (i32, i32) -> i32
    %next = "builtin.unrealized_conversion_cast"(%t97) : (i32) -> !nv_tileas.pipeline_iter<stages = 2>
    "llvm.return"() : () -> ()
  }) {nvvm.kernel, nvvm.reqntid = array<i32: 128, 1, 1>, nvvm.minctasm = 1 : i32} : () -> ()
}
