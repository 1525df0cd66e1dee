// tmem_copy_sm100 (sm_100a): every copy path between shared and tensor memory, one 128x32 f32 tile
// per CTA (CTA (x, y) moves rows 128*y.., columns 32*x..; M a multiple of 128, N of 32).
//
//   A --TMA--> shared --ldmatrix + tcgen05.st 16x128b--> TMEM --tcgen05.ld 32x32b--> registers --st--> C
//                                                        TMEM --tcgen05.ld 16x128b + stmatrix--> shared
//                                                              (a tile TMA filled from B first) --TMA--> D
//
// So C = A tests shared -> tmem -> registers, and D = A tests tmem -> shared -> global (D = B would
// mean the stmatrix wrote nothing; anything else, a wrong fragment or swizzle).
module attributes {nv_tileaa.compute_capability = 100 : i32, nv_tileaa.target_spec = "sm_100a", nanotile.launch = {grid = ["cdiv(N, 32)", "cdiv(M, 128)", 1], sizes = {M = 256, N = 64}, requires = ["M % 128 == 0", "N % 32 == 0"], reference = "C = A; D = A"}} {
  "nv_tileaa.func"() <{function_type = (!nv_tileaa.ptr<f32>, !nv_tileaa.ptr<f32>, !nv_tileaa.ptr<f32>, !nv_tileaa.ptr<f32>, i32, i32) -> (), sym_name = "tmem_copy_sm100"}> ({
  ^bb0(%A: !nv_tileaa.ptr<f32>, %B: !nv_tileaa.ptr<f32>, %C: !nv_tileaa.ptr<f32>, %D: !nv_tileaa.ptr<f32>, %M: i32, %N: i32):
    %bx = "nv_tileaa.get_program_id"() <{dim = 0 : i32}> : () -> i32
    %by = "nv_tileaa.get_program_id"() <{dim = 1 : i32}> : () -> i32
    %c128 = "arith.constant"() <{value = 128 : i32}> : () -> i32
    %c32 = "arith.constant"() <{value = 32 : i32}> : () -> i32
    %row = "arith.muli"(%by, %c128) : (i32, i32) -> i32
    %col = "arith.muli"(%bx, %c32) : (i32, i32) -> i32
    %vA = "nv_tileaa.make_memref"(%A, %M, %N) : (!nv_tileaa.ptr<f32>, i32, i32) -> memref<?x?xf32, 1>
    %vB = "nv_tileaa.make_memref"(%B, %M, %N) : (!nv_tileaa.ptr<f32>, i32, i32) -> memref<?x?xf32, 1>
    %vC = "nv_tileaa.make_memref"(%C, %M, %N) : (!nv_tileaa.ptr<f32>, i32, i32) -> memref<?x?xf32, 1>
    %vD = "nv_tileaa.make_memref"(%D, %M, %N) : (!nv_tileaa.ptr<f32>, i32, i32) -> memref<?x?xf32, 1>
    %sa = "nv_tileas.tiled_load"(%vA, %row, %col) <{atom = #nv_tileas.atom<tma_load>, operandSegmentSizes = array<i32: 1, 2, 0, 0>}> {allow_tma} : (memref<?x?xf32, 1>, i32, i32) -> tensor<128x32xf32, #nv_tileas.smem<swizzle = 128>>
    %sb = "nv_tileas.tiled_load"(%vB, %row, %col) <{atom = #nv_tileas.atom<tma_load>, operandSegmentSizes = array<i32: 1, 2, 0, 0>}> {allow_tma} : (memref<?x?xf32, 1>, i32, i32) -> tensor<128x32xf32, #nv_tileas.smem<swizzle = 128>>
    %t0 = "nv_tileas.alloc_tmem"() : () -> tensor<128x32xf32, #nv_tileas.tmem>
    %t1 = "nv_tileas.copy"(%sa, %t0) <{dst_space = #nv_tileas.memory_space<tmem>, src_space = #nv_tileas.memory_space<shared>}> : (tensor<128x32xf32, #nv_tileas.smem<swizzle = 128>>, tensor<128x32xf32, #nv_tileas.tmem>) -> tensor<128x32xf32, #nv_tileas.tmem>
    %r = "nv_tileas.copy"(%t1) <{dst_space = #nv_tileas.memory_space<generic>, src_space = #nv_tileas.memory_space<tmem>}> : (tensor<128x32xf32, #nv_tileas.tmem>) -> tensor<128x32xf32, #nv_tileas.layout<tmem_32x32b>>
    "nv_tileas.tiled_store"(%vC, %r, %row, %col) <{atom = #nv_tileas.atom<stg>, operandSegmentSizes = array<i32: 1, 1, 2, 0, 0>}> : (memref<?x?xf32, 1>, tensor<128x32xf32, #nv_tileas.layout<tmem_32x32b>>, i32, i32) -> ()
    %sd = "nv_tileas.copy"(%t1, %sb) <{dst_space = #nv_tileas.memory_space<shared>, src_space = #nv_tileas.memory_space<tmem>}> : (tensor<128x32xf32, #nv_tileas.tmem>, tensor<128x32xf32, #nv_tileas.smem<swizzle = 128>>) -> tensor<128x32xf32, #nv_tileas.smem<swizzle = 128>>
    "nv_tileas.tiled_store"(%vD, %sd, %row, %col) <{atom = #nv_tileas.atom<tma_store>, operandSegmentSizes = array<i32: 1, 1, 2, 0, 0>}> {allow_tma} : (memref<?x?xf32, 1>, tensor<128x32xf32, #nv_tileas.smem<swizzle = 128>>, i32, i32) -> ()
    "nv_tileas.dealloc_tmem"(%t0) : (tensor<128x32xf32, #nv_tileas.tmem>) -> ()
    "nv_tileaa.return"() : () -> ()
  }) {nv_tileaa.kernel_spec = #nv_tileaa.kernel_spec<num_warps = 4, cluster = 1x1x1>} : () -> ()
}
