module {
  "llvm.func"() <{function_type = !llvm.func<void (ptr<1>, i32, i32)>, sym_name = "k"}> ({
  ^bb0(%base: !llvm.ptr<1>, %m: i32, %n: i32):
    %tid = "nvvm.read.ptx.sreg.tid.x"() : () -> i32
    %tp = "builtin.unrealized_conversion_cast"(%base) : (!llvm.ptr<1>) -> !nv_tileaa.ptr<f32>
    %tp_0 = "builtin.unrealized_conversion_cast"(%tp) : (!nv_tileaa.ptr<f32>) -> !llvm.ptr<1>
    %x1 = "llvm.sext"(%m) : (i32) -> i64
    %x2 = "llvm.sext"(%n) : (i32) -> i64
    %c3 = "llvm.mlir.constant"() <{value = 1 : i64}> : () -> i64
    %u5 = "llvm.mlir.undef"() : () -> !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
    %agg6 = "llvm.insertvalue"(%u5, %tp_0) <{position = array<i64: 0>}> : (!llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr<1>) -> !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
    %agg7 = "llvm.insertvalue"(%agg6, %tp_0) <{position = array<i64: 1>}> : (!llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr<1>) -> !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
    %c8 = "llvm.mlir.constant"() <{value = 0 : i64}> : () -> i64
    %agg9 = "llvm.insertvalue"(%agg7, %c8) <{position = array<i64: 2>}> : (!llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
    %agg10 = "llvm.insertvalue"(%agg9, %x1) <{position = array<i64: 3, 0>}> : (!llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
    %agg11 = "llvm.insertvalue"(%agg10, %x2) <{position = array<i64: 3, 1>}> : (!llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
    %agg12 = "llvm.insertvalue"(%agg11, %x2) <{position = array<i64: 4, 0>}> : (!llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
    %agg13 = "llvm.insertvalue"(%agg12, %c3) <{position = array<i64: 4, 1>}> : (!llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
    %view = "builtin.unrealized_conversion_cast"(%agg13) : (!llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>) -> memref<?x?xf32, 1>
    %d = "builtin.unrealized_conversion_cast"(%view) : (memref<?x?xf32, 1>) -> !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
    "llvm.return"() : () -> ()
  }) {nvvm.kernel, nvvm.reqntid = array<i32: 128, 1, 1>, nvvm.minctasm = 1 : i32} : () -> ()
}
