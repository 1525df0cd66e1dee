module {
  "llvm.mlir.global"() <{addr_space = 3 : i32, alignment = 1024 : i64, global_type = !llvm.array<9216 x i8>, linkage = #llvm.linkage<internal>, sym_name = "global_smem"}> ({
  }) : () -> ()
  "llvm.func"() <{function_type = !llvm.func<void (ptr, ptr, i32, i32)>, sym_name = "k"}> ({
  ^bb0(%din: !llvm.ptr, %dout: !llvm.ptr, %row: i32, %col: i32):
    %tid = "nvvm.read.ptx.sreg.tid.x"() : () -> i32
    %smem = "llvm.mlir.addressof"() <{global_name = @global_smem}> : () -> !llvm.ptr<3>
    %ld = "builtin.unrealized_conversion_cast"(%din) : (!llvm.ptr) -> !nv_tileas.tma_desc<tensor<64x64xf16>>
    %sd = "builtin.unrealized_conversion_cast"(%dout) : (!llvm.ptr) -> !nv_tileas.tma_desc<tensor<64x64xf16>>
    %bar = "builtin.unrealized_conversion_cast"(%smem) : (!llvm.ptr<3>) -> !nv_tileas.mbarrier
    %ld_0 = "builtin.unrealized_conversion_cast"(%ld) : (!nv_tileas.tma_desc<tensor<64x64xf16>>) -> !llvm.ptr
    %c1 = "llvm.mlir.constant"() <{value = 1024 : i32}> : () -> i32
    %a2 = "llvm.getelementptr"(%smem, %c1) <{elem_type = i8, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>
    %bar_3 = "builtin.unrealized_conversion_cast"(%bar) : (!nv_tileas.mbarrier) -> !llvm.ptr<3>
    %c5 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
    %p6 = "llvm.icmp"(%tid, %c5) <{predicate = 0 : i64}> : (i32, i32) -> i1
    "scf.if"(%p6) ({
      %c4 = "llvm.mlir.constant"() <{value = 8192 : i32}> : () -> i32
      "nvvm.mbarrier.arrive.expect_tx.shared"(%bar_3, %c4) : (!llvm.ptr<3>, i32) -> ()
      "nvvm.cp.async.bulk.tensor.shared.cluster.global"(%a2, %ld_0, %col, %row, %bar_3) <{operandSegmentSizes = array<i32: 1, 1, 2, 1, 0, 0, 0, 0>}> : (!llvm.ptr<3>, !llvm.ptr, i32, i32, !llvm.ptr<3>) -> ()
      "scf.yield"() : () -> ()
    }, {
      "scf.yield"() : () -> ()
    }) : (i1) -> ()
    %t = "builtin.unrealized_conversion_cast"(%a2) : (!llvm.ptr<3>) -> tensor<64x64xf16, #nv_tileas.smem<swizzle = 128>>
    %sd_7 = "builtin.unrealized_conversion_cast"(%sd) : (!nv_tileas.tma_desc<tensor<64x64xf16>>) -> !llvm.ptr
    %c8 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
    %p9 = "llvm.icmp"(%tid, %c8) <{predicate = 0 : i64}> : (i32, i32) -> i1
    "scf.if"(%p9) ({
      "nvvm.fence.proxy"() <{kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}> : () -> ()
      "nvvm.cp.async.bulk.tensor.global.shared.cta"(%sd_7, %a2, %col, %row) <{operandSegmentSizes = array<i32: 1, 1, 2, 0>}> : (!llvm.ptr, !llvm.ptr<3>, i32, i32) -> ()
      "nvvm.cp.async.bulk.commit.group"() : () -> ()
      "nvvm.cp.async.bulk.wait_group"() <{group = 0 : i32, read}> : () -> ()
      "scf.yield"() : () -> ()
    }, {
      "scf.yield"() : () -> ()
    }) : (i1) -> ()
    "llvm.return"() : () -> ()
  }) {nvvm.kernel, nvvm.reqntid = array<i32: 128, 1, 1>, nvvm.minctasm = 1 : i32} : () -> ()
}
