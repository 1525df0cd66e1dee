// flags: --input-language ids
// fuzz 3:907: a 2^31-element tile in ids input took longer than 5 s; now the tile verifiers run there
// expect: 49:5: tile would exceed the maximum of 16777215 elements
// expect: 50:5: tile would exceed the maximum of 16777215 elements
// expect: 52:5: tile would exceed the maximum of 16777215 elements
module attributes {nv_tileaa.compute_capability = 80 : i32, nv_tileaa.target_spec = "sm_80"} {
  "llvm.func"() <{function_type = !llvm.func<void (ptr<1>, ptr<1>, ptr<1>, i32)>, sym_name = "vector_add"}> ({
  ^bb0(%a_0: !llvm.ptr<1>, %b_1: !llvm.ptr<1>, %c_2: !llvm.ptr<1>, %n: i32):
    %a = "builtin.unrealized_conversion_cast"(%a_0) : (!llvm.ptr<1>) -> !nv_tileaa.ptr<f32>
    %b = "builtin.unrealized_conversion_cast"(%b_1) : (!llvm.ptr<1>) -> !nv_tileaa.ptr<f32>
    %c = "builtin.unrealized_conversion_cast"(%c_2) : (!llvm.ptr<1>) -> !nv_tileaa.ptr<f32>
    %tid0 = "nvvm.read.ptx.sreg.tid.x"() : () -> i32
    %pid = "nvvm.read.ptx.sreg.ctaid.x"() : () -> i32
    %tile = "arith.constant"() <{value = 1024 : i32}> : () -> i32
    %off = "arith.muli"(%pid, %tile) : (i32, i32) -> i32
    %a_1 = "builtin.unrealized_conversion_cast"(%a) : (!nv_tileaa.ptr<f32>) -> !llvm.ptr<1>
    %x2 = "llvm.sext"(%n) : (i32) -> i64
    %c3 = "llvm.mlir.constant"() <{value = 1 : i64}> : () -> i64
    %u4 = "llvm.mlir.undef"() : () -> !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
    %agg5 = "llvm.insertvalue"(%u4, %a_1) <{position = array<i64: 0>}> : (!llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr<1>) -> !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
    %agg6 = "llvm.insertvalue"(%agg5, %a_1) <{position = array<i64: 1>}> : (!llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr<1>) -> !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
    %c7 = "llvm.mlir.constant"() <{value = 0 : i64}> : () -> i64
    %agg8 = "llvm.insertvalue"(%agg6, %c7) <{position = array<i64: 2>}> : (!llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>, i64) -> !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
    %agg9 = "llvm.insertvalue"(%agg8, %x2) <{position = array<i64: 3, 0>}> : (!llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>, i64) -> !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
    %agg10 = "llvm.insertvalue"(%agg9, %c3) <{position = array<i64: 4, 0>}> : (!llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>, i64) -> !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
    %va = "builtin.unrealized_conversion_cast"(%agg10) : (!llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>) -> memref<?xf32, 1>
    %b_11 = "builtin.unrealized_conversion_cast"(%b) : (!nv_tileaa.ptr<f32>) -> !llvm.ptr<1>
    %x12 = "llvm.sext"(%n) : (i32) -> i64
    %c13 = "llvm.mlir.constant"() <{value = 1 : i64}> : () -> i64
    %u14 = "llvm.mlir.undef"() : () -> !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
    %agg15 = "llvm.insertvalue"(%u14, %b_11) <{position = array<i64: 0>}> : (!llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr<1>) -> !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
    %agg16 = "llvm.insertvalue"(%agg15, %b_11) <{position = array<i64: 1>}> : (!llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr<1>) -> !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
    %c17 = "llvm.mlir.constant"() <{value = 0 : i64}> : () -> i64
    %agg18 = "llvm.insertvalue"(%agg16, %c17) <{position = array<i64: 2>}> : (!llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>, i64) -> !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
    %agg19 = "llvm.insertvalue"(%agg18, %x12) <{position = array<i64: 3, 0>}> : (!llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>, i64) -> !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
    %agg20 = "llvm.insertvalue"(%agg19, %c13) <{position = array<i64: 4, 0>}> : (!llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>, i64) -> !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
    %vb = "builtin.unrealized_conversion_cast"(%agg20) : (!llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>) -> memref<?xf32, 1>
    %c_21 = "builtin.unrealized_conversion_cast"(%c) : (!nv_tileaa.ptr<f32>) -> !llvm.ptr<1>
    %x22 = "llvm.sext"(%n) : (i32) -> i64
    %c23 = "llvm.mlir.constant"() <{value = 1 : i64}> : () -> i64
    %u24 = "llvm.mlir.undef"() : () -> !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
    %agg25 = "llvm.insertvalue"(%u24, %c_21) <{position = array<i64: 0>}> : (!llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr<1>) -> !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
    %agg26 = "llvm.insertvalue"(%agg25, %c_21) <{position = array<i64: 1>}> : (!llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr<1>) -> !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
    %c27 = "llvm.mlir.constant"() <{value = 0 : i64}> : () -> i64
    %agg28 = "llvm.insertvalue"(%agg26, %c27) <{position = array<i64: 2>}> : (!llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>, i64) -> !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
    %agg29 = "llvm.insertvalue"(%agg28, %x22) <{position = array<i64: 3, 0>}> : (!llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>, i64) -> !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
    %agg30 = "llvm.insertvalue"(%agg29, %c23) <{position = array<i64: 4, 0>}> : (!llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>, i64) -> !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
    %vc = "builtin.unrealized_conversion_cast"(%agg30) : (!llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>) -> memref<?xf32, 1>
    %x = "nv_tileas.tiled_load"(%va, %off) <{atom = #nv_tileas.atom<ldg>, operandSegmentSizes = array<i32: 1, 1, 0, 0>}> : (memref<?xf32, 1>, i32) -> tensor<2147483648xf32, #nv_tileas.layout<blocked>>
    %y = "nv_tileas.tiled_load"(%vb, %off) <{atom = #nv_tileas.atom<ldg>, operandSegmentSizes = array<i32: 1, 1, 0, 0>}> : (memref<?xf32, 1>, i32) -> tensor<2147483648xf32, #nv_tileas.layout<blocked>>
    %z = "arith.addf"(%x, %y) : (tensor<2147483648xf32, #nv_tileas.layout<blocked>>, tensor<2147483648xf32, #nv_tileas.layout<blocked>>) -> tensor<2147483648xf32, #nv_tileas.layout<blocked>>
    "nv_tileas.tiled_store"(%vc, %z, %off) <{atom = #nv_tileas.atom<stg>, operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>}> : (memref<?xf32, 1>, tensor<2147483648xf32, #nv_tileas.layout<blocked>>, i32) -> ()
    "llvm.return"() : () -> ()
  }) {cute.kernel, nvvm.reqntid = array<i32: 128, 1, 1>, nvvm.minctasm = 1 : i32} : () -> ()
}
