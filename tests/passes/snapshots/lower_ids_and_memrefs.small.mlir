module {
  "llvm.func"() <{function_type = !llvm.func<void (ptr<1>, i32, i32)>, sym_name = "k"}> ({
  ^bb0(%base: !llvm.ptr<1>, %m: i32, %n: i32):
    %tid = "nvvm.read.ptx.sreg.tid.x"() : () -> i32
    %x0 = "llvm.sext"(%m) : (i32) -> i64
    %x1 = "llvm.sext"(%n) : (i32) -> i64
    %c2 = "llvm.mlir.constant"() <{value = 1 : i64}> : () -> i64
    %t3 = "llvm.mul"(%c2, %x1) : (i64, i64) -> i64
    %u4 = "llvm.mlir.undef"() : () -> !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
    %agg5 = "llvm.insertvalue"(%u4, %base) <{position = array<i64: 0>}> : (!llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr<1>) -> !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
    %agg6 = "llvm.insertvalue"(%agg5, %base) <{position = array<i64: 1>}> : (!llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr<1>) -> !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
    %c7 = "llvm.mlir.constant"() <{value = 0 : i64}> : () -> i64
    %agg8 = "llvm.insertvalue"(%agg6, %c7) <{position = array<i64: 2>}> : (!llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
    %agg9 = "llvm.insertvalue"(%agg8, %x0) <{position = array<i64: 3, 0>}> : (!llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
    %agg10 = "llvm.insertvalue"(%agg9, %x1) <{position = array<i64: 3, 1>}> : (!llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
    %agg11 = "llvm.insertvalue"(%agg10, %t3) <{position = array<i64: 4, 0>}> : (!llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
    %agg12 = "llvm.insertvalue"(%agg11, %c2) <{position = array<i64: 4, 1>}> : (!llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
    %view = "builtin.unrealized_conversion_cast"(%agg12) : (!llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>) -> memref<?x?xf32, 1>
    "llvm.return"() : () -> ()
  }) {nvvm.kernel, nvvm.reqntid = array<i32: 128, 1, 1>, nvvm.minctasm = 1 : i32} : () -> ()
}
