module attributes {nv_tileaa.compute_capability = 90 : i32, nv_tileaa.target_spec = "sm_90a", nanotile.launch = {grid = ["cdiv(n, 64)", 1, 1], sizes = {m = 192, n = 128}, requires = ["m % 64 == 0", "n % 64 == 0"], reference = "dst = src"}} {
  "nv_tileaa.func"() <{function_type = (!nv_tileaa.ptr<f16>, !nv_tileaa.ptr<f16>, i32, i32) -> (), sym_name = "tma_copy_loop"}> ({
  ^bb0(%src: !nv_tileaa.ptr<f16>, %dst: !nv_tileaa.ptr<f16>, %m: i32, %n: i32):
    %bx = "nv_tileaa.get_program_id"() <{dim = 0 : i32}> : () -> i32
    %c64 = "arith.constant"() <{value = 64 : i32}> : () -> i32
    %col = "arith.muli"(%bx, %c64) : (i32, i32) -> i32
    %vs = "nv_tileaa.make_memref"(%src, %m, %n) : (!nv_tileaa.ptr<f16>, i32, i32) -> memref<?x?xf16, 1>
    %vd = "nv_tileaa.make_memref"(%dst, %m, %n) : (!nv_tileaa.ptr<f16>, i32, i32) -> memref<?x?xf16, 1>
    %mt = "arith.divui"(%m, %c64) : (i32, i32) -> i32
    %lb = "arith.constant"() <{value = 0 : index}> : () -> index
    %step = "arith.constant"() <{value = 1 : index}> : () -> index
    %ub = "arith.index_cast"(%mt) : (i32) -> index
    "scf.for"(%lb, %ub, %step) ({
    ^bb0(%i: index):
      %ii = "arith.index_cast"(%i) : (index) -> i32
      %row = "arith.muli"(%ii, %c64) : (i32, i32) -> i32
      %t = "nv_tileas.tiled_load"(%vs, %row, %col) <{atom = #nv_tileas.atom<tma_load>, operandSegmentSizes = array<i32: 1, 2, 0, 0>}> {allow_tma} : (memref<?x?xf16, 1>, i32, i32) -> tensor<64x64xf16, #nv_tileas.smem<swizzle = 128>>
      "nv_tileas.tiled_store"(%vd, %t, %row, %col) <{atom = #nv_tileas.atom<tma_store>, operandSegmentSizes = array<i32: 1, 1, 2, 0, 0>}> {allow_tma} : (memref<?x?xf16, 1>, tensor<64x64xf16, #nv_tileas.smem<swizzle = 128>>, i32, i32) -> ()
      "scf.yield"() : () -> ()
    }) : (index, index, index) -> ()
    "nv_tileaa.return"() : () -> ()
  }) {nv_tileaa.kernel_spec = #nv_tileaa.kernel_spec<num_warps = 4, cluster = 1x1x1>} : () -> ()
}
