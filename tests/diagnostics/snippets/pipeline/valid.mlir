// a producer/consumer pipeline that meets every spec-004 invariant: no diagnostic
module attributes {nv_tileaa.compute_capability = 90 : i32, nv_tileaa.target_spec = "sm_90a"} {
  "nv_tileaa.func"() <{function_type = (!nv_tileaa.ptr<f16>, i32, i32) -> (), sym_name = "k"}> ({
  ^bb0(%src: !nv_tileaa.ptr<f16>, %m: i32, %n: i32):
    %c0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %vs = "nv_tileaa.make_memref"(%src, %m, %n) : (!nv_tileaa.ptr<f16>, i32, i32) -> memref<?x?xf16, 1>
    %pipe = "nv_tileas.async.pipeline.create_pipeline"() <{consumer_arrivals = 128 : i32}> : () -> !nv_tileas.pipeline<stages = 2, tensor<64x64xf16, #nv_tileas.smem<swizzle = 128>>>
    "nv_tileas.async.pipeline.agent_switch"() <{agent_warps = array<i32: 4, 4>}> ({
      %pit = "nv_tileas.async.pipeline.create_iterator"(%pipe) : (!nv_tileas.pipeline<stages = 2, tensor<64x64xf16, #nv_tileas.smem<swizzle = 128>>>) -> !nv_tileas.pipeline_iter<stages = 2>
      %ptok = "nv_tileas.async.pipeline.producer_acquire"(%pipe, %pit) : (!nv_tileas.pipeline<stages = 2, tensor<64x64xf16, #nv_tileas.smem<swizzle = 128>>>, !nv_tileas.pipeline_iter<stages = 2>) -> !nv_tileas.producer_token
      "nv_tileas.async.pipeline.producer_write"(%ptok) ({
        %t = "nv_tileas.tiled_load"(%vs, %c0, %c0) <{atom = #nv_tileas.atom<tma_load>, operandSegmentSizes = array<i32: 1, 2, 0, 0>}> {allow_tma} : (memref<?x?xf16, 1>, i32, i32) -> tensor<64x64xf16, #nv_tileas.smem<swizzle = 128>>
        "nv_tileas.async.pipeline.yield"(%t) : (tensor<64x64xf16, #nv_tileas.smem<swizzle = 128>>) -> ()
      }) : (!nv_tileas.producer_token) -> ()
      "nv_tileas.async.pipeline.producer_commit"(%ptok) : (!nv_tileas.producer_token) -> ()
      "nv_tileas.async.pipeline.yield"() : () -> ()
    }, {
      %cit = "nv_tileas.async.pipeline.create_iterator"(%pipe) : (!nv_tileas.pipeline<stages = 2, tensor<64x64xf16, #nv_tileas.smem<swizzle = 128>>>) -> !nv_tileas.pipeline_iter<stages = 2>
      %ctok = "nv_tileas.async.pipeline.consumer_wait"(%pipe, %cit) <{consumer_idx = 0 : i32}> : (!nv_tileas.pipeline<stages = 2, tensor<64x64xf16, #nv_tileas.smem<swizzle = 128>>>, !nv_tileas.pipeline_iter<stages = 2>) -> !nv_tileas.consumer_token
      %x = "nv_tileas.async.pipeline.consumer_read"(%ctok) ({
      ^bb0(%s: tensor<64x64xf16, #nv_tileas.smem<swizzle = 128>>):
        "nv_tileas.async.pipeline.yield"(%s) : (tensor<64x64xf16, #nv_tileas.smem<swizzle = 128>>) -> ()
      }) : (!nv_tileas.consumer_token) -> tensor<64x64xf16, #nv_tileas.smem<swizzle = 128>>
      "nv_tileas.async.pipeline.consumer_release"(%ctok) : (!nv_tileas.consumer_token) -> ()
      "nv_tileas.async.pipeline.yield"() : () -> ()
    }) : () -> ()
    "nv_tileaa.return"() : () -> ()
  }) {nv_tileaa.kernel_spec = #nv_tileaa.kernel_spec<num_warps = 8, cluster = 1x1x1>} : () -> ()
}
