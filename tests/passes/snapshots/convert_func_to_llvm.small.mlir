module attributes {nv_tileaa.compute_capability = 90 : i32, nv_tileaa.target_spec = "sm_90a"} {
  "llvm.func"() <{function_type = !llvm.func<void (ptr<1>, i32)>, sym_name = "k"}> ({
  ^bb0(%p_0: !llvm.ptr<1>, %n: i32):
    %p = "builtin.unrealized_conversion_cast"(%p_0) : (!llvm.ptr<1>) -> !nv_tileaa.ptr<f32>
    %s = "arith.addi"(%n, %n) : (i32, i32) -> i32
    "llvm.return"() : () -> ()
  }) {cute.kernel, nvvm.reqntid = array<i32: 128, 1, 1>, nvvm.minctasm = 1 : i32, nvvm.maxnreg = 255 : i32, nvvm.cluster_dim = array<i32: 2, 1, 1>, nvvm.blocksareclusters} : () -> ()
  "llvm.func"() <{function_type = !llvm.func<i32 (i32)>, sym_name = "h"}> ({
  ^bb0(%n: i32):
    "llvm.return"(%n) : (i32) -> ()
  }) : () -> ()
}
