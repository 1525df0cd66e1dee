// a kernel argument type with no LLVM conversion rule
module attributes {nv_tileaa.compute_capability = 90 : i32, nv_tileaa.target_spec = "sm_90a"} {
  "nv_tileaa.func"() <{function_type = (tensor<4xf32>) -> (), sym_name = "k"}> ({
  ^bb0(%t: tensor<4xf32>):
    "nv_tileaa.return"() : () -> ()
  }) {nv_tileaa.kernel_spec = #nv_tileaa.kernel_spec<num_warps = 4, cluster = 1x1x1>} : () -> ()
}
