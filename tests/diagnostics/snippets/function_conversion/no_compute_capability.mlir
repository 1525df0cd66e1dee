// the module names no target (no nv_tileaa.compute_capability / target_spec, no --target)
module {
  "nv_tileaa.func"() <{function_type = (i32) -> (), sym_name = "k"}> ({
  ^bb0(%n: i32):
    "nv_tileaa.return"() : () -> ()
  }) {nv_tileaa.kernel_spec = #nv_tileaa.kernel_spec<num_warps = 4, cluster = 1x1x1>} : () -> ()
}
