// a kernel returns nothing
module attributes {nv_tileaa.compute_capability = 90 : i32, nv_tileaa.target_spec = "sm_90a"} {
  "nv_tileaa.func"() <{function_type = (i32) -> i32, sym_name = "k"}> ({
  ^bb0(%n: i32):
    "nv_tileaa.return"(%n) : (i32) -> ()
  }) {nv_tileaa.kernel_spec = #nv_tileaa.kernel_spec<num_warps = 4, cluster = 1x1x1>} : () -> ()
}
