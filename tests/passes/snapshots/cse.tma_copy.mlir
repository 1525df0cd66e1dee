module attributes {nanotile.launch = {grid = ["cdiv(n, 64)", "cdiv(m, 64)", 1 : i64], reference = "dst = src", requires = ["m % 64 == 0", "n % 64 == 0"], sizes = {m = 128 : i64, n = 192 : i64}}, nanotile.tma_descriptors = [{arg = 4 : i32, base_arg = 0 : i32, box = array<i64: 64, 64>, dims = [{arg = 2 : i32}, {arg = 3 : i32}], element_type = f16, function = "tma_copy", mode = "tiled", swizzle = 128 : i32, tmaIdx = 0 : i32}, {arg = 5 : i32, base_arg = 1 : i32, box = array<i64: 64, 64>, dims = [{arg = 2 : i32}, {arg = 3 : i32}], element_type = f16, function = "tma_copy", mode = "tiled", swizzle = 128 : i32, tmaIdx = 1 : i32}], nv_tileaa.compute_capability = 90 : i32, nv_tileaa.target_spec = "sm_90a"} {
  "llvm.mlir.global"() <{addr_space = 3 : i32, alignment = 1024 : i64, global_type = !llvm.array<9216 x i8>, linkage = #llvm.linkage<internal>, sym_name = "global_smem"}> ({
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
    %x2 = "llvm.sext"(%m) : (i32) -> i64
    %x3 = "llvm.sext"(%n) : (i32) -> i64
    %c4 = "llvm.mlir.constant"() <{value = 1 : i64}> : () -> i64
    %c6 = "llvm.mlir.constant"() <{value = 0 : i64}> : () -> i64
    %c1 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
    %p2 = "llvm.icmp"(%tid0, %c1) <{predicate = 0 : i64}> : (i32, i32) -> i1
    "llvm.cond_br"(%p2)[^bb1, ^bb3] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb1:
    %c0 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
    "nvvm.mbarrier.init.shared"(%smem1, %c0) : (!llvm.ptr<3>, i32) -> ()
    "nvvm.fence.mbarrier.init"() : () -> ()
    "llvm.br"()[^bb3] : () -> ()
  ^bb3:
    "nvvm.barrier0"() : () -> ()
    %c2 = "llvm.mlir.constant"() <{value = 1024 : i32}> : () -> i32
    %a3 = "llvm.getelementptr"(%smem1, %c2) <{elem_type = i8, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>
    "llvm.cond_br"(%p2)[^bb4, ^bb6] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb4:
    %c7 = "llvm.mlir.constant"() <{value = 8192 : i32}> : () -> i32
    "nvvm.mbarrier.arrive.expect_tx.shared"(%smem1, %c7) : (!llvm.ptr<3>, i32) -> ()
    "nvvm.cp.async.bulk.tensor.shared.cluster.global"(%a3, %tma_desc0_2, %col, %row, %smem1) <{operandSegmentSizes = array<i32: 1, 1, 2, 1, 0, 0, 0, 0>}> : (!llvm.ptr<3>, !llvm.ptr, i32, i32, !llvm.ptr<3>) -> ()
    "llvm.br"()[^bb6] : () -> ()
  ^bb6:
    %c5 = "llvm.mlir.constant"() <{value = 10000000 : i32}> : () -> i32
    "nvvm.mbarrier.try_wait.parity.shared"(%smem1, %c1, %c5) : (!llvm.ptr<3>, i32, i32) -> ()
    "llvm.cond_br"(%p2)[^bb7, ^bb9] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb7:
    "nvvm.fence.proxy"() <{kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}> : () -> ()
    "nvvm.cp.async.bulk.tensor.global.shared.cta"(%tma_desc2_3, %a3, %col, %row) <{operandSegmentSizes = array<i32: 1, 1, 2, 0>}> : (!llvm.ptr, !llvm.ptr<3>, i32, i32) -> ()
    "nvvm.cp.async.bulk.commit.group"() : () -> ()
    "nvvm.cp.async.bulk.wait_group"() <{group = 0 : i32, read}> : () -> ()
    "llvm.br"()[^bb9] : () -> ()
  ^bb9:
    "llvm.return"() : () -> ()
  }) {nvvm.kernel, nvvm.reqntid = array<i32: 128, 1, 1>, nvvm.minctasm = 1 : i32} : () -> ()
}
