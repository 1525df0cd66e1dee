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
    %mbar1 = "nv_tileas.alloc_mbarrier"() <{smem_offset = 0 : i32}> : () -> !nv_tileas.mbarrier
    "nv_tileas.async.mbarrier_init"(%mbar1) <{count = 1 : i32}> : (!nv_tileas.mbarrier) -> ()
    %t = "nv_tileas.async.tiled_tma_load"(%tma_desc0, %mbar1, %row, %col) <{smem_offset = 1024 : i32, tmaIdx = 0 : i32, tx_count = 8192 : i32}> : (!nv_tileas.tma_desc<tensor<64x64xf16>>, !nv_tileas.mbarrier, i32, i32) -> tensor<64x64xf16, #nv_tileas.smem<swizzle = 128>>
    "nv_tileas.async.mbarrier_wait"(%mbar1) <{phase = 0 : i32}> : (!nv_tileas.mbarrier) -> ()
    "nv_tileas.async.tiled_tma_store"(%tma_desc2, %t, %row, %col) <{tmaIdx = 1 : i32}> : (!nv_tileas.tma_desc<tensor<64x64xf16>>, tensor<64x64xf16, #nv_tileas.smem<swizzle = 128>>, i32, i32) -> ()
    "llvm.return"() : () -> ()
  }) {cute.kernel, nvvm.reqntid = array<i32: 128, 1, 1>, nvvm.minctasm = 1 : i32} : () -> ()
}
