module attributes {nv_tileaa.compute_capability = 80 : i32, nv_tileaa.target_spec = "sm_80"} {
  "nv_tileaa.func"() <{function_type = (!nv_tileaa.ptr<f32>, i32, i32, i32) -> (), sym_name = "scal"}> ({
  ^bb0(%out: !nv_tileaa.ptr<f32>, %n: i32, %a: i32, %b: i32):
    %v = "nv_tileaa.make_memref"(%out, %n) : (!nv_tileaa.ptr<f32>, i32) -> memref<?xf32, 1>
    %lt = "arith.cmpi"(%a, %b) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %d = "arith.subi"(%a, %b) : (i32, i32) -> i32
    %r = "arith.remui"(%a, %b) : (i32, i32) -> i32
    %x = "arith.select"(%lt, %d, %r) : (i1, i32, i32) -> i32
    %c7 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %m = "arith.andi"(%x, %c7) : (i32, i32) -> i32
    %ult = "arith.cmpi"(%a, %b) <{predicate = 6 : i64}> : (i32, i32) -> i1
    %y = "scf.if"(%ult) ({
      %p = "arith.addi"(%m, %c7) : (i32, i32) -> i32
      "scf.yield"(%p) : (i32) -> ()
    }, {
      "scf.yield"(%m) : (i32) -> ()
    }) : (i1) -> i32
    %one = "arith.constant"() <{value = dense<1.5> : tensor<1xf32, #nv_tileas.layout<blocked>>}> : () -> tensor<1xf32, #nv_tileas.layout<blocked>>
    %two = "arith.mulf"(%one, %one) : (tensor<1xf32, #nv_tileas.layout<blocked>>, tensor<1xf32, #nv_tileas.layout<blocked>>) -> tensor<1xf32, #nv_tileas.layout<blocked>>
    "nv_tileas.tiled_store"(%v, %two, %y) <{atom = #nv_tileas.atom<stg>, operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>}> : (memref<?xf32, 1>, tensor<1xf32, #nv_tileas.layout<blocked>>, i32) -> ()
    "nv_tileaa.return"() : () -> ()
  }) {nv_tileaa.kernel_spec = #nv_tileaa.kernel_spec<num_warps = 4, cluster = 1x1x1>} : () -> ()
}
