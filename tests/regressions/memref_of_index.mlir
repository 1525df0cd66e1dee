// a view of index elements (fuzz --check 20261129:847: every f32 of vector_add made index): the
// register-tile lowering asserted its element is an integer (internal error, exit 2)
// expect: 12:5: 'nv_tileaa.make_memref' element type index has no size in memory: a memref holds floats or integers
// expect: 13:5: 'nv_tileaa.make_memref' element type index has no size in memory: a memref holds floats or integers
// expect: 14:5: 'nv_tileaa.make_memref' element type index has no size in memory: a memref holds floats or integers
module attributes {nv_tileaa.compute_capability = 80 : i32, nv_tileaa.target_spec = "sm_80", nanotile.launch = {grid = ["cdiv(n, 1024)", 1, 1], sizes = {n = 4096}, reference = "c = a + b"}} {
  "nv_tileaa.func"() <{function_type = (!nv_tileaa.ptr<index>, !nv_tileaa.ptr<index>, !nv_tileaa.ptr<index>, i32) -> (), sym_name = "vector_add"}> ({
  ^bb0(%a: !nv_tileaa.ptr<index>, %b: !nv_tileaa.ptr<index>, %c: !nv_tileaa.ptr<index>, %n: i32):
    %pid = "nv_tileaa.get_program_id"() <{dim = 0 : i32}> : () -> i32
    %tile = "arith.constant"() <{value = 1024 : i32}> : () -> i32
    %off = "arith.muli"(%pid, %tile) : (i32, i32) -> i32
    %va = "nv_tileaa.make_memref"(%a, %n) : (!nv_tileaa.ptr<index>, i32) -> memref<?xindex, 1>
    %vb = "nv_tileaa.make_memref"(%b, %n) : (!nv_tileaa.ptr<index>, i32) -> memref<?xindex, 1>
    %vc = "nv_tileaa.make_memref"(%c, %n) : (!nv_tileaa.ptr<index>, i32) -> memref<?xindex, 1>
    %x = "nv_tileas.tiled_load"(%va, %off) <{atom = #nv_tileas.atom<ldg>, operandSegmentSizes = array<i32: 1, 1, 0, 0>}> : (memref<?xindex, 1>, i32) -> tensor<1024xindex, #nv_tileas.layout<blocked>>
    %y = "nv_tileas.tiled_load"(%vb, %off) <{atom = #nv_tileas.atom<ldg>, operandSegmentSizes = array<i32: 1, 1, 0, 0>}> : (memref<?xindex, 1>, i32) -> tensor<1024xindex, #nv_tileas.layout<blocked>>
    %z = "arith.addf"(%x, %y) : (tensor<1024xindex, #nv_tileas.layout<blocked>>, tensor<1024xindex, #nv_tileas.layout<blocked>>) -> tensor<1024xindex, #nv_tileas.layout<blocked>>
    "nv_tileas.tiled_store"(%vc, %z, %off) <{atom = #nv_tileas.atom<stg>, operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>}> : (memref<?xindex, 1>, tensor<1024xindex, #nv_tileas.layout<blocked>>, i32) -> ()
    "nv_tileaa.return"() : () -> ()
  }) {nv_tileaa.kernel_spec = #nv_tileaa.kernel_spec<num_warps = 4, cluster = 1x1x1>} : () -> ()
}
