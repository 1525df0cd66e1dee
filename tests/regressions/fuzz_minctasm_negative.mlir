// flags: --input-language agents
// fuzz 3:264: a negative nvvm.minctasm and a -4 address offset (ptxas: parse error near '-')
// expect: 5:3: nvvm.minctasm = -2147483648 must be positive
module attributes {nv_tileaa.compute_capability = 80 : i32, nv_tileaa.target_spec = "sm_80"} {
  "llvm.func"() <{function_type = !llvm.func<void (ptr<1>, ptr<1>, ptr<1>, i32)>, sym_name = "vector_add"}> ({
  ^bb0(%a_0: !llvm.ptr<1>, %b_1: !llvm.ptr<1>, %c_2: !llvm.ptr<1>, %n: i32):
    %a = "builtin.unrealized_conversion_cast"(%a_0) : (!llvm.ptr<1>) -> !nv_tileaa.ptr<f32>
    %b = "builtin.unrealized_conversion_cast"(%b_1) : (!llvm.ptr<1>) -> !nv_tileaa.ptr<f32>
    %c = "builtin.unrealized_conversion_cast"(%c_2) : (!llvm.ptr<1>) -> !nv_tileaa.ptr<f32>
    %tid0 = "nvvm.read.ptx.sreg.tid.x"() : () -> i32
    %pid = "nv_tileaa.get_program_id"() <{dim = 0 : i32}> : () -> i32
    %tile = "arith.constant"() <{value = 1024 : i32}> : () -> i32
    %off = "arith.muli"(%pid, %tile) : (i32, i32) -> i32
    %va = "nv_tileaa.make_memref"(%a, %n) : (!nv_tileaa.ptr<f32>, i32) -> memref<?xf32, 1>
    %vb = "nv_tileaa.make_memref"(%b, %n) : (!nv_tileaa.ptr<f32>, i32) -> memref<?xf32, 1>
    %vc = "nv_tileaa.make_memref"(%c, %n) : (!nv_tileaa.ptr<f32>, i32) -> memref<?xf32, 1>
    %x = "nv_tileas.tiled_load"(%va, %off) <{atom = #nv_tileas.atom<ldg>, operandSegmentSizes = array<i32: 1, 1, 0, 0>}> : (memref<?xf32, 1>, i32) -> tensor<1024xf32, #nv_tileas.layout<blocked>>
    %y = "nv_tileas.tiled_load"(%vb, %off) <{atom = #nv_tileas.atom<ldg>, operandSegmentSizes = array<i32: 1, 1, 0, 0>}> : (memref<?xf32, 1>, i32) -> tensor<1024xf32, #nv_tileas.layout<blocked>>
    %z = "arith.addf"(%x, %y) : (tensor<1024xf32, #nv_tileas.layout<blocked>>, tensor<1024xf32, #nv_tileas.layout<blocked>>) -> tensor<1024xf32, #nv_tileas.layout<blocked>>
    "nv_tileas.tiled_store"(%vc, %z, %off) <{atom = #nv_tileas.atom<stg>, operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>}> : (memref<?xf32, 1>, tensor<1024xf32, #nv_tileas.layout<blocked>>, i32) -> ()
    "llvm.return"() : () -> ()
  }) {cute.kernel, nvvm.reqntid = array<i32: 128, 1, 1>, nvvm.minctasm = -2147483648 : i32} : () -> ()
}
