module {
  "llvm.func"() <{function_type = !llvm.func<void (ptr<3>, ptr<3>, struct<(f32, f32, f32, f32)>, i32, i32)>, sym_name = "k"}> ({
  ^bb0(%pa: !llvm.ptr<3>, %pb: !llvm.ptr<3>, %pc: !llvm.struct<(f32, f32, f32, f32)>, %r: i32, %c0: i32):
    %tid = "nvvm.read.ptx.sreg.tid.x"() : () -> i32
    %a = "builtin.unrealized_conversion_cast"(%pa) : (!llvm.ptr<3>) -> tensor<64x32xf16, #nv_tileas.smem<swizzle = 64>>
    %bb = "builtin.unrealized_conversion_cast"(%pb) : (!llvm.ptr<3>) -> tensor<16x32xf16, #nv_tileas.smem<swizzle = 64>>
    %acc = "builtin.unrealized_conversion_cast"(%pc) : (!llvm.struct<(f32, f32, f32, f32)>) -> tensor<64x8xf32, #nv_tileas.layout<wgmma_acc>>
    %c1 = "llvm.mlir.constant"() <{value = 2 : i32}> : () -> i32
    %t2 = "llvm.mul"(%c0, %c1) : (i32, i32) -> i32
    %c3 = "llvm.mlir.constant"() <{value = 64 : i32}> : () -> i32
    %t4 = "llvm.mul"(%r, %c3) : (i32, i32) -> i32
    %t5 = "llvm.add"(%t2, %t4) : (i32, i32) -> i32
    %bb_6 = "builtin.unrealized_conversion_cast"(%bb) : (tensor<16x32xf16, #nv_tileas.smem<swizzle = 64>>) -> !llvm.ptr<3>
    %a7 = "llvm.getelementptr"(%bb_6, %t5) <{elem_type = i8, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>
    %b = "builtin.unrealized_conversion_cast"(%a7) : (!llvm.ptr<3>) -> tensor<8x32xf16, #nv_tileas.smem<swizzle = 64>>
    %c8 = "llvm.mlir.constant"() <{value = 9223372174293794816 : i64}> : () -> i64
    %a_10 = "builtin.unrealized_conversion_cast"(%a) : (tensor<64x32xf16, #nv_tileas.smem<swizzle = 64>>) -> !llvm.ptr<3>
    %pi11 = "llvm.ptrtoint"(%a_10) : (!llvm.ptr<3>) -> i64
    %c12 = "llvm.mlir.constant"() <{value = 262143 : i64}> : () -> i64
    %t13 = "llvm.and"(%pi11, %c12) : (i64, i64) -> i64
    %c14 = "llvm.mlir.constant"() <{value = 4 : i64}> : () -> i64
    %t15 = "llvm.lshr"(%t13, %c14) : (i64, i64) -> i64
    %pi16 = "llvm.ptrtoint"(%a7) : (!llvm.ptr<3>) -> i64
    %t18 = "llvm.and"(%pi16, %c12) : (i64, i64) -> i64
    %t20 = "llvm.lshr"(%t18, %c14) : (i64, i64) -> i64
    %acc_21 = "builtin.unrealized_conversion_cast"(%acc) : (tensor<64x8xf32, #nv_tileas.layout<wgmma_acc>>) -> !llvm.struct<(f32, f32, f32, f32)>
    "nvvm.wgmma.fence.aligned"() : () -> ()
    %t22 = "llvm.or"(%t15, %c8) : (i64, i64) -> i64
    %t23 = "llvm.or"(%t20, %c8) : (i64, i64) -> i64
    %acc24 = "nvvm.wgmma.mma_async"(%acc_21, %t22, %t23) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, scaleA = #nvvm.wgmma_scale_in<one>, scaleB = #nvvm.wgmma_scale_in<one>, scaleD = #nvvm.wgmma_scale_out<one>, shape = #nvvm.shape<m = 64, n = 8, k = 16>, typeA = #nvvm.wgmma_type<f16>, typeB = #nvvm.wgmma_type<f16>, typeD = #nvvm.wgmma_type<f32>}> : (!llvm.struct<(f32, f32, f32, f32)>, i64, i64) -> !llvm.struct<(f32, f32, f32, f32)>
    %c25 = "llvm.mlir.constant"() <{value = 2 : i64}> : () -> i64
    %t26 = "llvm.add"(%t15, %c25) : (i64, i64) -> i64
    %t27 = "llvm.or"(%t26, %c8) : (i64, i64) -> i64
    %t29 = "llvm.add"(%t20, %c25) : (i64, i64) -> i64
    %t30 = "llvm.or"(%t29, %c8) : (i64, i64) -> i64
    %acc31 = "nvvm.wgmma.mma_async"(%acc24, %t27, %t30) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, scaleA = #nvvm.wgmma_scale_in<one>, scaleB = #nvvm.wgmma_scale_in<one>, scaleD = #nvvm.wgmma_scale_out<one>, shape = #nvvm.shape<m = 64, n = 8, k = 16>, typeA = #nvvm.wgmma_type<f16>, typeB = #nvvm.wgmma_type<f16>, typeD = #nvvm.wgmma_type<f32>}> : (!llvm.struct<(f32, f32, f32, f32)>, i64, i64) -> !llvm.struct<(f32, f32, f32, f32)>
    "nvvm.wgmma.commit.group.sync.aligned"() : () -> ()
    "nvvm.wgmma.wait.group.sync.aligned"() <{group = 0 : i32}> : () -> ()
    %d = "builtin.unrealized_conversion_cast"(%acc31) : (!llvm.struct<(f32, f32, f32, f32)>) -> tensor<64x8xf32, #nv_tileas.layout<wgmma_acc>>
    "llvm.return"() : () -> ()
  }) {nvvm.kernel, nvvm.reqntid = array<i32: 128, 1, 1>, nvvm.minctasm = 1 : i32} : () -> ()
}
