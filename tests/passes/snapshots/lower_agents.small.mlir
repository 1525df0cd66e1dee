module {
  "llvm.func"() <{function_type = !llvm.func<void ()>, sym_name = "k"}> ({
    %tid0 = "nvvm.read.ptx.sreg.tid.x"() : () -> i32
    %c1 = "llvm.mlir.constant"() <{value = 128 : i32}> : () -> i32
    %p2 = "llvm.icmp"(%tid0, %c1) <{predicate = 6 : i64}> : (i32, i32) -> i1
    "scf.if"(%p2) ({
      %wp = "nv_tileas.get_warpgroup_id"() : () -> i32
      "scf.yield"() : () -> ()
    }, {
      %wc = "nv_tileas.get_warpgroup_id"() : () -> i32
      "scf.yield"() : () -> ()
    }) : (i1) -> ()
    "llvm.return"() : () -> ()
  }) {nvvm.kernel, nvvm.reqntid = array<i32: 256, 1, 1>, nvvm.minctasm = 1 : i32} : () -> ()
}
