module attributes {nv_tileaa.compute_capability = 100 : i32, nv_tileaa.target_spec = "sm_100a"} {
  "llvm.mlir.global"() <{addr_space = 3 : i32, alignment = 16 : i64, global_type = !llvm.array<32 x i8>, linkage = #llvm.linkage<internal>, sym_name = "global_smem"}> ({
  }) : () -> ()
  "llvm.func"() <{function_type = !llvm.func<void ()>, sym_name = "k1"}> ({
    %b0 = "nv_tileas.alloc_mbarrier"() <{smem_offset = 0 : i32}> : () -> !nv_tileas.mbarrier
    %t = "nv_tileas.alloc_tmem"() <{smem_offset = 8 : i32}> : () -> tensor<128x64xf32, #nv_tileas.tmem>
    %p = "arith.constant"() <{value = true}> : () -> i1
    "scf.if"(%p) ({
      %b1 = "nv_tileas.alloc_mbarrier"() <{smem_offset = 24 : i32}> : () -> !nv_tileas.mbarrier
      "scf.yield"() : () -> ()
    }, {
      "scf.yield"() : () -> ()
    }) : (i1) -> ()
    "llvm.return"() : () -> ()
  }) {nvvm.kernel, nvvm.reqntid = array<i32: 128, 1, 1>, nvvm.minctasm = 1 : i32} : () -> ()
  "llvm.func"() <{function_type = !llvm.func<void ()>, sym_name = "k2"}> ({
    %b2 = "nv_tileas.alloc_mbarrier"() <{smem_offset = 0 : i32}> : () -> !nv_tileas.mbarrier
    "llvm.return"() : () -> ()
  }) {nvvm.kernel, nvvm.reqntid = array<i32: 128, 1, 1>, nvvm.minctasm = 1 : i32} : () -> ()
}
