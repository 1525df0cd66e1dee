// an op name with an escaped newline (fuzz 20261130:2534): the message quoted it raw and took two lines,
// so the source line and caret were not under it; the head now shows it escaped
// expect: 16:5: unknown operation '\nnv_tileas.tiled_store'
module attributes {nv_tileaa.compute_capability = 80 : i32, nv_tileaa.target_spec = "sm_80", nanotile.launch = {grid = ["cdiv(n, 1024)", 1, 1], sizes = {n = 4096}, reference = "c = a + b"}} {
  "nv_tileaa.func"() <{function_type = (!nv_tileaa.ptr<f32>, !nv_tileaa.ptr<f32>, !nv_tileaa.ptr<f32>, i32) -> (), sym_name = "vector_add"}> ({
  ^bb0(%a: !nv_tileaa.ptr<f32>, %b: !nv_tileaa.ptr<f32>, %c: !nv_tileaa.ptr<f32>, %n: i32):
    %pid = "nv_tileaa.get_program_id"() <{dim = 0 : i32}> : () -> i32
    %tile = "arith.constant"() <{value = 1024 : i32}> : () -> i32
    %off = "arith.muli"(%pid, %tile) : (i32, i32) -> i32
    %va = "nv_tileaa.make_memref"(%a, %n) : (!nv_tileaa.ptr<f32>, i32) -> memref<?xf32, 1>
    %vb = "nv_tileaa.make_memref"(%b, %n) : (!nv_tileaa.ptr<f32>, i32) -> memref<?xf32, 1>
    %vc = "nv_tileaa.make_memref"(%c, %n) : (!nv_tileaa.ptr<f32>, i32) -> memref<?xf32, 1>
    %x = "nv_tileas.tiled_load"(%va, %off) <{atom = #nv_tileas.atom<ldg>, operandSegmentSizes = array<i32: 1, 1, 0, 0>}> : (memref<?xf32, 1>, i32) -> tensor<1024xf32, #nv_tileas.layout<blocked>>
    %y = "nv_tileas.tiled_load"(%vb, %off) <{atom = #nv_tileas.atom<ldg>, operandSegmentSizes = array<i32: 1, 1, 0, 0>}> : (memref<?xf32, 1>, i32) -> tensor<1024xf32, #nv_tileas.layout<blocked>>
    %z = "arith.addf"(%x, %y) : (tensor<1024xf32, #nv_tileas.layout<blocked>>, tensor<1024xf32, #nv_tileas.layout<blocked>>) -> tensor<1024xf32, #nv_tileas.layout<blocked>>
    "\nnv_tileas.tiled_store"(%vc, %z, %off) <{atom = #nv_tileas.atom<stg>, operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>}> : (memref<?xf32, 1>, tensor<1024xf32, #nv_tileas.layout<blocked>>, i32) -> ()
    "nv_tileaa.return"() : () -> ()
  }) {nv_tileaa.kernel_spec = #nv_tileaa.kernel_spec<num_warps = 4, cluster = 1x1x1>} : () -> ()
}
