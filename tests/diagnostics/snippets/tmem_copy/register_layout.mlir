module attributes {nv_tileaa.compute_capability = 100 : i32, nv_tileaa.target_spec = "sm_100a"} {
  "nv_tileaa.func"() <{function_type = () -> (), sym_name = "k"}> ({
    %t = "nv_tileas.alloc_tmem"() : () -> tensor<128x64xf32, #nv_tileas.tmem>
    %r = "nv_tileas.copy"(%t) <{dst_space = #nv_tileas.memory_space<generic>, src_space = #nv_tileas.memory_space<tmem>}> : (tensor<128x64xf32, #nv_tileas.tmem>) -> tensor<128x64xf32, #nv_tileas.layout<blocked>>
    "nv_tileas.dealloc_tmem"(%t) : (tensor<128x64xf32, #nv_tileas.tmem>) -> ()
    "nv_tileaa.return"() : () -> ()
  }) {nv_tileaa.kernel_spec = #nv_tileaa.kernel_spec<num_warps = 4, cluster = 1x1x1>} : () -> ()
}
