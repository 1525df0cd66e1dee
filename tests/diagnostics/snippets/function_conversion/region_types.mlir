// a register tile of 3 elements cannot be spread over 128 threads: its constant has no LLVM type
module attributes {nv_tileaa.compute_capability = 90 : i32, nv_tileaa.target_spec = "sm_90a"} {
  "nv_tileaa.func"() <{function_type = (index) -> (), sym_name = "k"}> ({
  ^bb0(%n: index):
    %lb = "arith.constant"() <{value = 0 : index}> : () -> index
    %step = "arith.constant"() <{value = 1 : index}> : () -> index
    %z = "arith.constant"() <{value = dense<0.0> : tensor<3xf32, #nv_tileas.layout<blocked>>}> : () -> tensor<3xf32, #nv_tileas.layout<blocked>>
    %r = "scf.for"(%lb, %n, %step, %z) ({
    ^bb0(%i: index, %acc: tensor<3xf32, #nv_tileas.layout<blocked>>):
      "scf.yield"(%acc) : (tensor<3xf32, #nv_tileas.layout<blocked>>) -> ()
    }) : (index, index, index, tensor<3xf32, #nv_tileas.layout<blocked>>) -> tensor<3xf32, #nv_tileas.layout<blocked>>
    "nv_tileaa.return"() : () -> ()
  }) {nv_tileaa.kernel_spec = #nv_tileaa.kernel_spec<num_warps = 4, cluster = 1x1x1>} : () -> ()
}
