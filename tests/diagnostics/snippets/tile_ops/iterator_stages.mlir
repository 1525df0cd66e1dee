// an iterator of 2 stages over a 3-stage pipeline
module attributes {nv_tileaa.compute_capability = 90 : i32, nv_tileaa.target_spec = "sm_90a"} {
  "nv_tileaa.func"() <{function_type = () -> (), sym_name = "k"}> ({
    %pipe = "nv_tileas.async.pipeline.create_pipeline"() <{consumer_arrivals = 128 : i32}> : () -> !nv_tileas.pipeline<stages = 3, tensor<64x16xf16, #nv_tileas.smem<swizzle = 32>>>
    %it = "nv_tileas.async.pipeline.create_iterator"(%pipe) : (!nv_tileas.pipeline<stages = 3, tensor<64x16xf16, #nv_tileas.smem<swizzle = 32>>>) -> !nv_tileas.pipeline_iter<stages = 2>
    "nv_tileaa.return"() : () -> ()
  }) {nv_tileaa.kernel_spec = #nv_tileaa.kernel_spec<num_warps = 4, cluster = 1x1x1>} : () -> ()
}
