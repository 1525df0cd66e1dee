module attributes {nv_tileaa.compute_capability = 100 : i32, nv_tileaa.target_spec = "sm_100a"} {
  "nv_tileaa.func"() <{function_type = () -> (), sym_name = "k"}> ({
    %t = "nv_tileas.alloc_tmem"() : () -> tensor<128x64xf32, #nv_tileas.tmem>
    %z = "arith.constant"() <{value = dense<0.0> : tensor<128x32xf32, #nv_tileas.layout<tmem_32x32b>>}> : () -> tensor<128x32xf32, #nv_tileas.layout<tmem_32x32b>>
    %t1 = "nv_tileas.copy"(%z, %t) <{dst_space = #nv_tileas.memory_space<tmem>, src_space = #nv_tileas.memory_space<generic>}> : (tensor<128x32xf32, #nv_tileas.layout<tmem_32x32b>>, tensor<128x64xf32, #nv_tileas.tmem>) -> tensor<128x64xf32, #nv_tileas.tmem>
    "nv_tileas.dealloc_tmem"(%t) : (tensor<128x64xf32, #nv_tileas.tmem>) -> ()
    "nv_tileaa.return"() : () -> ()
  }) {nv_tileaa.kernel_spec = #nv_tileaa.kernel_spec<num_warps = 4, cluster = 1x1x1>} : () -> ()
}
