// expected: 5:77: expected number, got 'x'
module {
  "nv_tileaa.func"() <{function_type = () -> (), sym_name = "k"}> ({
    %w = "arith.constant"() <{value = 4 : i32}> : () -> i32
    "nv_tileas.async.pipeline.agent_switch"() <{agent_warps = array<i32: 4, x>}> ({
      "nv_tileas.async.pipeline.yield"() : () -> ()
    }, {
      "nv_tileas.async.pipeline.yield"() : () -> ()
    }) : () -> ()
    "nv_tileaa.return"() : () -> ()
  }) : () -> ()
}
