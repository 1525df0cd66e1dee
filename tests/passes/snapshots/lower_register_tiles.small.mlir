module {
  "llvm.func"() <{function_type = !llvm.func<void (struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>, i32)>, sym_name = "k"}> ({
  ^bb0(%d: !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>, %off: i32):
    %tid = "nvvm.read.ptx.sreg.tid.x"() : () -> i32
    %view = "builtin.unrealized_conversion_cast"(%d) : (!llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>) -> memref<?xf32, 1>
    %view_0 = "builtin.unrealized_conversion_cast"(%view) : (memref<?xf32, 1>) -> !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
    %e1 = "llvm.extractvalue"(%view_0) <{position = array<i64: 1>}> : (!llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>) -> !llvm.ptr<1>
    %e2 = "llvm.extractvalue"(%view_0) <{position = array<i64: 3, 0>}> : (!llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>) -> i64
    %e3 = "llvm.extractvalue"(%view_0) <{position = array<i64: 4, 0>}> : (!llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>) -> i64
    %x4 = "llvm.sext"(%off) : (i32) -> i64
    %cf5 = "llvm.mlir.constant"() <{value = 0.0 : f32}> : () -> f32
    %x6 = "llvm.zext"(%tid) : (i32) -> i64
    %t7 = "llvm.add"(%x4, %x6) : (i64, i64) -> i64
    %p8 = "llvm.icmp"(%t7, %e2) <{predicate = 6 : i64}> : (i64, i64) -> i1
    %t9 = "llvm.mul"(%t7, %e3) : (i64, i64) -> i64
    %a10 = "llvm.getelementptr"(%e1, %t9) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %s11 = "llvm.select"(%p8, %a10, %e1) : (i1, !llvm.ptr<1>, !llvm.ptr<1>) -> !llvm.ptr<1>
    %ld12 = "llvm.load"(%s11) : (!llvm.ptr<1>) -> f32
    %s13 = "llvm.select"(%p8, %ld12, %cf5) : (i1, f32, f32) -> f32
    %u14 = "llvm.mlir.undef"() : () -> !llvm.struct<(f32)>
    %agg15 = "llvm.insertvalue"(%u14, %s13) <{position = array<i64: 0>}> : (!llvm.struct<(f32)>, f32) -> !llvm.struct<(f32)>
    %x = "builtin.unrealized_conversion_cast"(%agg15) : (!llvm.struct<(f32)>) -> tensor<128xf32, #nv_tileas.layout<blocked>>
    %cf16 = "llvm.mlir.constant"() <{value = 2.0 : f32}> : () -> f32
    %u17 = "llvm.mlir.undef"() : () -> !llvm.struct<(f32)>
    %agg18 = "llvm.insertvalue"(%u17, %cf16) <{position = array<i64: 0>}> : (!llvm.struct<(f32)>, f32) -> !llvm.struct<(f32)>
    %k = "builtin.unrealized_conversion_cast"(%agg18) : (!llvm.struct<(f32)>) -> tensor<128xf32, #nv_tileas.layout<blocked>>
    %e19 = "llvm.extractvalue"(%agg15) <{position = array<i64: 0>}> : (!llvm.struct<(f32)>) -> f32
    %e20 = "llvm.extractvalue"(%agg18) <{position = array<i64: 0>}> : (!llvm.struct<(f32)>) -> f32
    %t21 = "llvm.fadd"(%e19, %e20) : (f32, f32) -> f32
    %u22 = "llvm.mlir.undef"() : () -> !llvm.struct<(f32)>
    %agg23 = "llvm.insertvalue"(%u22, %t21) <{position = array<i64: 0>}> : (!llvm.struct<(f32)>, f32) -> !llvm.struct<(f32)>
    %z = "builtin.unrealized_conversion_cast"(%agg23) : (!llvm.struct<(f32)>) -> tensor<128xf32, #nv_tileas.layout<blocked>>
    %view_24 = "builtin.unrealized_conversion_cast"(%view) : (memref<?xf32, 1>) -> !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
    %e25 = "llvm.extractvalue"(%view_24) <{position = array<i64: 1>}> : (!llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>) -> !llvm.ptr<1>
    %e26 = "llvm.extractvalue"(%view_24) <{position = array<i64: 3, 0>}> : (!llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>) -> i64
    %e27 = "llvm.extractvalue"(%view_24) <{position = array<i64: 4, 0>}> : (!llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>) -> i64
    %x28 = "llvm.sext"(%off) : (i32) -> i64
    %e29 = "llvm.extractvalue"(%agg23) <{position = array<i64: 0>}> : (!llvm.struct<(f32)>) -> f32
    %x30 = "llvm.zext"(%tid) : (i32) -> i64
    %t31 = "llvm.add"(%x28, %x30) : (i64, i64) -> i64
    %p32 = "llvm.icmp"(%t31, %e26) <{predicate = 6 : i64}> : (i64, i64) -> i1
    %t33 = "llvm.mul"(%t31, %e27) : (i64, i64) -> i64
    %a34 = "llvm.getelementptr"(%e25, %t33) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    "scf.if"(%p32) ({
      "llvm.store"(%e29, %a34) : (f32, !llvm.ptr<1>) -> ()
      "scf.yield"() : () -> ()
    }, {
      "scf.yield"() : () -> ()
    }) : (i1) -> ()
    "llvm.return"() : () -> ()
  }) {nvvm.kernel, nvvm.reqntid = array<i32: 128, 1, 1>, nvvm.minctasm = 1 : i32} : () -> ()
}
