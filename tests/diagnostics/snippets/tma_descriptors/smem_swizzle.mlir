// TMA swizzles are 0, 32, 64 or 128 bytes
module attributes {nv_tileaa.compute_capability = 90 : i32, nv_tileaa.target_spec = "sm_90a"} {
  "nv_tileaa.func"() <{function_type = (!nv_tileaa.ptr<f16>, i32, i32) -> (), sym_name = "k"}> ({
  ^bb0(%src: !nv_tileaa.ptr<f16>, %m: i32, %n: i32):
    %c0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %vs = "nv_tileaa.make_memref"(%src, %m, %n) : (!nv_tileaa.ptr<f16>, i32, i32) -> memref<?x?xf16, 1>
    %t = "nv_tileas.tiled_load"(%vs, %c0, %c0) <{atom = #nv_tileas.atom<tma_load>, operandSegmentSizes = array<i32: 1, 2, 0, 0>}> {allow_tma} : (memref<?x?xf16, 1>, i32, i32) -> tensor<64x16xf16, #nv_tileas.smem<swizzle = 16>>
    "nv_tileaa.return"() : () -> ()
  }) {nv_tileaa.kernel_spec = #nv_tileaa.kernel_spec<num_warps = 4, cluster = 1x1x1>} : () -> ()
}
