// a TMA user in a function without nv_tileas.num-host-tmas / num-device-tmas
// The input is in the tileas_abi language (after attach-tma-descriptor-args):
// python -m nanotile --input-language tileas_abi THIS_FILE
module attributes {nv_tileaa.compute_capability = 90 : i32, nv_tileaa.target_spec = "sm_90a"} {
  "nv_tileaa.func"() <{arg_attrs = [{}, {}, {}, {cute_nvgpu.grid_constant}], function_type = (!nv_tileaa.ptr<f16>, i32, i32, !nv_tileas.tma_desc<tensor<64x64xf16>>) -> (), sym_name = "k"}> ({
  ^bb0(%src: !nv_tileaa.ptr<f16>, %m: i32, %n: i32, %tma_desc0: !nv_tileas.tma_desc<tensor<64x64xf16>>):
    %c0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %mbar = "nv_tileas.alloc_mbarrier"() : () -> !nv_tileas.mbarrier
    "nv_tileas.async.mbarrier_init"(%mbar) <{count = 1 : i32}> : (!nv_tileas.mbarrier) -> ()
    %t = "nv_tileas.async.tiled_tma_load"(%tma_desc0, %mbar, %c0, %c0) <{tmaIdx = 0 : i32, tx_count = 8192 : i32}> : (!nv_tileas.tma_desc<tensor<64x64xf16>>, !nv_tileas.mbarrier, i32, i32) -> tensor<64x64xf16, #nv_tileas.smem<swizzle = 128>>
    "nv_tileas.async.mbarrier_wait"(%mbar) <{phase = 0 : i32}> : (!nv_tileas.mbarrier) -> ()
    "nv_tileaa.return"() : () -> ()
  }) {nv_tileaa.kernel_spec = #nv_tileaa.kernel_spec<num_warps = 4, cluster = 1x1x1>} : () -> ()
}
