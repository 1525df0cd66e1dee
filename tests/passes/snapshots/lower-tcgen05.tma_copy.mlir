module attributes {nanotile.launch = {grid = ["cdiv(n, 64)", "cdiv(m, 64)", 1 : i64], reference = "dst = src", requires = ["m % 64 == 0", "n % 64 == 0"], sizes = {m = 128 : i64, n = 192 : i64}}, nanotile.tma_descriptors = [{arg = 4 : i32, base_arg = 0 : i32, box = array<i64: 64, 64>, dims = [{arg = 2 : i32}, {arg = 3 : i32}], element_type = f16, function = "tma_copy", mode = "tiled", swizzle = 128 : i32, tmaIdx = 0 : i32}, {arg = 5 : i32, base_arg = 1 : i32, box = array<i64: 64, 64>, dims = [{arg = 2 : i32}, {arg = 3 : i32}], element_type = f16, function = "tma_copy", mode = "tiled", swizzle = 128 : i32, tmaIdx = 1 : i32}], nv_tileaa.compute_capability = 90 : i32, nv_tileaa.target_spec = "sm_90a"} {
  "llvm.mlir.global"() <{addr_space = 3 : i32, alignment = 1024 : i64, global_type = !llvm.array<9216 x i8>, linkage = #llvm.linkage<internal>, sym_name = "global_smem"}> ({
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
    %src_1 = "builtin.unrealized_conversion_cast"(%src) : (!nv_tileaa.ptr<f16>) -> !llvm.ptr<1>
    %x2 = "llvm.sext"(%m) : (i32) -> i64
    %x3 = "llvm.sext"(%n) : (i32) -> i64
    %c4 = "llvm.mlir.constant"() <{value = 1 : i64}> : () -> i64
    %c6 = "llvm.mlir.constant"() <{value = 0 : i64}> : () -> i64
    %dst_7 = "builtin.unrealized_conversion_cast"(%dst) : (!nv_tileaa.ptr<f16>) -> !llvm.ptr<1>
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
    %tma_desc0_0 = "builtin.unrealized_conversion_cast"(%tma_desc0) : (!nv_tileas.tma_desc<tensor<64x64xf16>>) -> !llvm.ptr
    %c2 = "llvm.mlir.constant"() <{value = 1024 : i32}> : () -> i32
    %a3 = "llvm.getelementptr"(%smem1, %c2) <{elem_type = i8, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>
    %mbar1_4 = "builtin.unrealized_conversion_cast"(%mbar1) : (!nv_tileas.mbarrier) -> !llvm.ptr<3>
    %c8 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
    %p9 = "llvm.icmp"(%tid0, %c8) <{predicate = 0 : i64}> : (i32, i32) -> i1
    "scf.if"(%p9) ({
      %c7 = "llvm.mlir.constant"() <{value = 8192 : i32}> : () -> i32
      "nvvm.mbarrier.arrive.expect_tx.shared"(%mbar1_4, %c7) : (!llvm.ptr<3>, i32) -> ()
      "nvvm.cp.async.bulk.tensor.shared.cluster.global"(%a3, %tma_desc0_0, %col, %row, %mbar1_4) <{operandSegmentSizes = array<i32: 1, 1, 2, 1, 0, 0, 0, 0>}> : (!llvm.ptr<3>, !llvm.ptr, i32, i32, !llvm.ptr<3>) -> ()
      "scf.yield"() : () -> ()
    }, {
      "scf.yield"() : () -> ()
    }) : (i1) -> ()
    %t = "builtin.unrealized_conversion_cast"(%a3) : (!llvm.ptr<3>) -> tensor<64x64xf16, #nv_tileas.smem<swizzle = 128>>
    %c3 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
    %c5 = "llvm.mlir.constant"() <{value = 10000000 : i32}> : () -> i32
    "nvvm.mbarrier.try_wait.parity.shared"(%smem1, %c3, %c5) : (!llvm.ptr<3>, i32, i32) -> ()
    %tma_desc2_10 = "builtin.unrealized_conversion_cast"(%tma_desc2) : (!nv_tileas.tma_desc<tensor<64x64xf16>>) -> !llvm.ptr
    %c11 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
    %p12 = "llvm.icmp"(%tid0, %c11) <{predicate = 0 : i64}> : (i32, i32) -> i1
    "scf.if"(%p12) ({
      "nvvm.fence.proxy"() <{kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}> : () -> ()
      "nvvm.cp.async.bulk.tensor.global.shared.cta"(%tma_desc2_10, %a3, %col, %row) <{operandSegmentSizes = array<i32: 1, 1, 2, 0>}> : (!llvm.ptr, !llvm.ptr<3>, i32, i32) -> ()
      "nvvm.cp.async.bulk.commit.group"() : () -> ()
      "nvvm.cp.async.bulk.wait_group"() <{group = 0 : i32, read}> : () -> ()
      "scf.yield"() : () -> ()
    }, {
      "scf.yield"() : () -> ()
    }) : (i1) -> ()
    "llvm.return"() : () -> ()
  }) {cute.kernel, nvvm.reqntid = array<i32: 128, 1, 1>, nvvm.minctasm = 1 : i32} : () -> ()
}
