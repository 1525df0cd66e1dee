module {
  "llvm.mlir.global"() <{addr_space = 3 : i32, alignment = 16 : i64, global_type = !llvm.array<16 x i8>, linkage = #llvm.linkage<external>, sym_name = "global_smem"}> ({
  }) : () -> ()
  "llvm.func"() <{function_type = !llvm.func<void ()>, sym_name = "k"}> ({
    %tid0 = "nvvm.read.ptx.sreg.tid.x"() : () -> i32
    %smem1 = "llvm.mlir.addressof"() <{global_name = @global_smem}> : () -> !llvm.ptr<3>
    %c2 = "llvm.mlir.constant"() <{value = 8 : i32}> : () -> i32
    %a3 = "llvm.getelementptr"(%smem1, %c2) <{elem_type = i8, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>
    %bar = "builtin.unrealized_conversion_cast"(%a3) : (!llvm.ptr<3>) -> !nv_tileas.mbarrier
    %c5 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
    %p6 = "llvm.icmp"(%tid0, %c5) <{predicate = 0 : i64}> : (i32, i32) -> i1
    "scf.if"(%p6) ({
      %c4 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      "nvvm.mbarrier.init.shared"(%a3, %c4) : (!llvm.ptr<3>, i32) -> ()
      "nvvm.fence.mbarrier.init"() : () -> ()
      "scf.yield"() : () -> ()
    }, {
      "scf.yield"() : () -> ()
    }) : (i1) -> ()
    "nvvm.barrier0"() : () -> ()
    %c7 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
    %c8 = "llvm.mlir.constant"() <{value = 10000000 : i32}> : () -> i32
    "nvvm.mbarrier.try_wait.parity.shared"(%a3, %c7, %c8) : (!llvm.ptr<3>, i32, i32) -> ()
    "llvm.return"() : () -> ()
  }) {nvvm.kernel, nvvm.reqntid = array<i32: 128, 1, 1>, nvvm.minctasm = 1 : i32} : () -> ()
}
