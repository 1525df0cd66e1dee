module attributes {nv_tileaa.compute_capability = 90 : i32, nv_tileaa.target_spec = "sm_90a"} {
  "nv_tileaa.func"() <{function_type = (!nv_tileaa.ptr<f32>, !nv_tileaa.ptr<f32>, i32) -> (), sym_name = "chunk_sum"}> ({
  ^bb0(%x: !nv_tileaa.ptr<f32>, %y: !nv_tileaa.ptr<f32>, %n: i32):
    %c64 = "arith.constant"() <{value = 64 : i32}> : () -> i32
    %c0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %vx = "nv_tileaa.make_memref"(%x, %n) : (!nv_tileaa.ptr<f32>, i32) -> memref<?xf32, 1>
    %vy = "nv_tileaa.make_memref"(%y, %c64) : (!nv_tileaa.ptr<f32>, i32) -> memref<?xf32, 1>
    %chunks = "arith.divui"(%n, %c64) : (i32, i32) -> i32
    %lb = "arith.constant"() <{value = 0 : index}> : () -> index
    %step = "arith.constant"() <{value = 1 : index}> : () -> index
    %ub = "arith.index_cast"(%chunks) : (i32) -> index
    %pipe = "nv_tileas.async.pipeline.create_pipeline"() <{consumer_arrivals = 128 : i32}> : () -> !nv_tileas.pipeline<stages = 2, tensor<64xf32, #nv_tileas.layout<blocked>>>
    "nv_tileas.async.pipeline.agent_switch"() <{agent_warps = array<i32: 8, 4>}> ({
      %pit0 = "nv_tileas.async.pipeline.create_iterator"(%pipe) : (!nv_tileas.pipeline<stages = 2, tensor<64xf32, #nv_tileas.layout<blocked>>>) -> !nv_tileas.pipeline_iter<stages = 2>
      %pitN = "scf.for"(%lb, %ub, %step, %pit0) ({
      ^bb0(%k: index, %pit: !nv_tileas.pipeline_iter<stages = 2>):
        %ptok = "nv_tileas.async.pipeline.producer_acquire"(%pipe, %pit) : (!nv_tileas.pipeline<stages = 2, tensor<64xf32, #nv_tileas.layout<blocked>>>, !nv_tileas.pipeline_iter<stages = 2>) -> !nv_tileas.producer_token
        "nv_tileas.async.pipeline.producer_write"(%ptok) ({
          %ki = "arith.index_cast"(%k) : (index) -> i32
          %off = "arith.muli"(%ki, %c64) : (i32, i32) -> i32
          %t = "nv_tileas.tiled_load"(%vx, %off) <{atom = #nv_tileas.atom<ldg>, operandSegmentSizes = array<i32: 1, 1, 0, 0>}> : (memref<?xf32, 1>, i32) -> tensor<64xf32, #nv_tileas.layout<blocked>>
          "nv_tileas.async.pipeline.yield"(%t) : (tensor<64xf32, #nv_tileas.layout<blocked>>) -> ()
        }) : (!nv_tileas.producer_token) -> ()
        "nv_tileas.async.pipeline.producer_commit"(%ptok) : (!nv_tileas.producer_token) -> ()
        %pnext = "nv_tileas.async.pipeline.inc_iter"(%pit) : (!nv_tileas.pipeline_iter<stages = 2>) -> !nv_tileas.pipeline_iter<stages = 2>
        "scf.yield"(%pnext) : (!nv_tileas.pipeline_iter<stages = 2>) -> ()
      }) : (index, index, index, !nv_tileas.pipeline_iter<stages = 2>) -> !nv_tileas.pipeline_iter<stages = 2>
      "nv_tileas.async.pipeline.yield"() : () -> ()
    }, {
      %cit0 = "nv_tileas.async.pipeline.create_iterator"(%pipe) : (!nv_tileas.pipeline<stages = 2, tensor<64xf32, #nv_tileas.layout<blocked>>>) -> !nv_tileas.pipeline_iter<stages = 2>
      %zero = "arith.constant"() <{value = dense<0.0> : tensor<64xf32, #nv_tileas.layout<blocked>>}> : () -> tensor<64xf32, #nv_tileas.layout<blocked>>
      %acc, %citN = "scf.for"(%lb, %ub, %step, %zero, %cit0) ({
      ^bb0(%kc: index, %a: tensor<64xf32, #nv_tileas.layout<blocked>>, %cit: !nv_tileas.pipeline_iter<stages = 2>):
        %ctok = "nv_tileas.async.pipeline.consumer_wait"(%pipe, %cit) <{consumer_idx = 0 : i32}> : (!nv_tileas.pipeline<stages = 2, tensor<64xf32, #nv_tileas.layout<blocked>>>, !nv_tileas.pipeline_iter<stages = 2>) -> !nv_tileas.consumer_token
        %a1 = "nv_tileas.async.pipeline.consumer_read"(%ctok) ({
        ^bb0(%s: tensor<64xf32, #nv_tileas.layout<blocked>>):
          %sum = "arith.addf"(%a, %s) : (tensor<64xf32, #nv_tileas.layout<blocked>>, tensor<64xf32, #nv_tileas.layout<blocked>>) -> tensor<64xf32, #nv_tileas.layout<blocked>>
          "nv_tileas.async.pipeline.yield"(%sum) : (tensor<64xf32, #nv_tileas.layout<blocked>>) -> ()
        }) : (!nv_tileas.consumer_token) -> tensor<64xf32, #nv_tileas.layout<blocked>>
        "nv_tileas.async.pipeline.consumer_release"(%ctok) : (!nv_tileas.consumer_token) -> ()
        %cnext = "nv_tileas.async.pipeline.inc_iter"(%cit) : (!nv_tileas.pipeline_iter<stages = 2>) -> !nv_tileas.pipeline_iter<stages = 2>
        "scf.yield"(%a1, %cnext) : (tensor<64xf32, #nv_tileas.layout<blocked>>, !nv_tileas.pipeline_iter<stages = 2>) -> ()
      }) : (index, index, index, tensor<64xf32, #nv_tileas.layout<blocked>>, !nv_tileas.pipeline_iter<stages = 2>) -> (tensor<64xf32, #nv_tileas.layout<blocked>>, !nv_tileas.pipeline_iter<stages = 2>)
      "nv_tileas.tiled_store"(%vy, %acc, %c0) <{atom = #nv_tileas.atom<stg>, operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>}> : (memref<?xf32, 1>, tensor<64xf32, #nv_tileas.layout<blocked>>, i32) -> ()
      "nv_tileas.async.pipeline.yield"() : () -> ()
    }) : () -> ()
    "nv_tileaa.return"() : () -> ()
  }) {nv_tileaa.kernel_spec = #nv_tileaa.kernel_spec<num_warps = 12, cluster = 1x1x1>} : () -> ()
}
