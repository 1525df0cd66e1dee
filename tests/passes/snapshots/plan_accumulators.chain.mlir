module {
  "llvm.func"() <{function_type = !llvm.func<void (ptr<1>, i64, i64)>, sym_name = "k"}> ({
  ^bb0(%p: !llvm.ptr<1>, %da: i64, %db: i64):
    %a0 = "llvm.mlir.undef"() : () -> !llvm.struct<(f32, f32, f32, f32)>
    %acc0 = "llvm.freeze"(%a0) : (!llvm.struct<(f32, f32, f32, f32)>) -> !llvm.struct<(f32, f32, f32, f32)>
    "nvvm.wgmma.fence.aligned"() : () -> ()
    %a1 = "nvvm.wgmma.mma_async"(%acc0, %da, %db) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, scaleA = #nvvm.wgmma_scale_in<one>, scaleB = #nvvm.wgmma_scale_in<one>, scaleD = #nvvm.wgmma_scale_out<one>, shape = #nvvm.shape<m = 64, n = 8, k = 16>, typeA = #nvvm.wgmma_type<f16>, typeB = #nvvm.wgmma_type<f16>, typeD = #nvvm.wgmma_type<f32>}> : (!llvm.struct<(f32, f32, f32, f32)>, i64, i64) -> !llvm.struct<(f32, f32, f32, f32)>
    %acc1 = "llvm.freeze"(%a1) : (!llvm.struct<(f32, f32, f32, f32)>) -> !llvm.struct<(f32, f32, f32, f32)>
    %a2 = "nvvm.wgmma.mma_async"(%acc1, %da, %db) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, scaleA = #nvvm.wgmma_scale_in<one>, scaleB = #nvvm.wgmma_scale_in<one>, scaleD = #nvvm.wgmma_scale_out<one>, shape = #nvvm.shape<m = 64, n = 8, k = 16>, typeA = #nvvm.wgmma_type<f16>, typeB = #nvvm.wgmma_type<f16>, typeD = #nvvm.wgmma_type<f32>}> : (!llvm.struct<(f32, f32, f32, f32)>, i64, i64) -> !llvm.struct<(f32, f32, f32, f32)>
    "nvvm.wgmma.commit.group.sync.aligned"() : () -> ()
    "nvvm.wgmma.wait.group.sync.aligned"() <{group = 0 : i32}> : () -> ()
    %e = "llvm.extractvalue"(%a1) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    "llvm.store"(%e, %p) : (f32, !llvm.ptr<1>) -> ()
    %f = "llvm.extractvalue"(%a2) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    "llvm.store"(%f, %p) : (f32, !llvm.ptr<1>) -> ()
    "llvm.return"() : () -> ()
  }) {nvvm.kernel, nvvm.reqntid = array<i32: 128, 1, 1>, nvvm.minctasm = 1 : i32} : () -> ()
}
