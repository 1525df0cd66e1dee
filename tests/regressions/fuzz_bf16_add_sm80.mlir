// flags: --input-language body
// fuzz 4:1467: bf16 add on sm_80 (ptxas: add.bf16 requires sm_90)
// expect: 258:5: 'llvm.fadd' needs bf16 arithmetic, which requires sm_90a or later; the target is sm_80
// expect: 259:5: 'llvm.fadd' needs bf16 arithmetic, which requires sm_90a or later; the target is sm_80
// expect: 260:5: 'llvm.fadd' needs bf16 arithmetic, which requires sm_90a or later; the target is sm_80
// expect: 261:5: 'llvm.fadd' needs bf16 arithmetic, which requires sm_90a or later; the target is sm_80
// expect: 262:5: 'llvm.fadd' needs bf16 arithmetic, which requires sm_90a or later; the target is sm_80
// expect: 263:5: 'llvm.fadd' needs bf16 arithmetic, which requires sm_90a or later; the target is sm_80
// expect: 264:5: 'llvm.fadd' needs bf16 arithmetic, which requires sm_90a or later; the target is sm_80
// expect: 265:5: 'llvm.fadd' needs bf16 arithmetic, which requires sm_90a or later; the target is sm_80
module attributes {nv_tileaa.compute_capability = 80 : i32, nv_tileaa.target_spec = "sm_80"} {
  "llvm.func"() <{function_type = !llvm.func<void (ptr<1>, ptr<1>, ptr<1>, i32)>, sym_name = "vector_add"}> ({
  ^bb0(%a_0: !llvm.ptr<1>, %b_1: !llvm.ptr<1>, %c_2: !llvm.ptr<1>, %n: i32):
    %a = "builtin.unrealized_conversion_cast"(%a_0) : (!llvm.ptr<1>) -> !nv_tileaa.ptr<bf16>
    %b = "builtin.unrealized_conversion_cast"(%b_1) : (!llvm.ptr<1>) -> !nv_tileaa.ptr<bf16>
    %c = "builtin.unrealized_conversion_cast"(%c_2) : (!llvm.ptr<1>) -> !nv_tileaa.ptr<bf16>
    %tid0 = "nvvm.read.ptx.sreg.tid.x"() : () -> i32
    %pid = "nvvm.read.ptx.sreg.ctaid.x"() : () -> i32
    %tile = "arith.constant"() <{value = 1024 : i32}> : () -> i32
    %off = "arith.muli"(%pid, %tile) : (i32, i32) -> i32
    %a_1 = "builtin.unrealized_conversion_cast"(%a) : (!nv_tileaa.ptr<bf16>) -> !llvm.ptr<1>
    %x2 = "llvm.sext"(%n) : (i32) -> i64
    %c3 = "llvm.mlir.constant"() <{value = 1 : i64}> : () -> i64
    %u4 = "llvm.mlir.undef"() : () -> !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
    %agg5 = "llvm.insertvalue"(%u4, %a_1) <{position = array<i64: 0>}> : (!llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr<1>) -> !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
    %agg6 = "llvm.insertvalue"(%agg5, %a_1) <{position = array<i64: 1>}> : (!llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr<1>) -> !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
    %c7 = "llvm.mlir.constant"() <{value = 0 : i64}> : () -> i64
    %agg8 = "llvm.insertvalue"(%agg6, %c7) <{position = array<i64: 2>}> : (!llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>, i64) -> !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
    %agg9 = "llvm.insertvalue"(%agg8, %x2) <{position = array<i64: 3, 0>}> : (!llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>, i64) -> !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
    %agg10 = "llvm.insertvalue"(%agg9, %c3) <{position = array<i64: 4, 0>}> : (!llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>, i64) -> !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
    %va = "builtin.unrealized_conversion_cast"(%agg10) : (!llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>) -> memref<?xbf16, 1>
    %b_11 = "builtin.unrealized_conversion_cast"(%b) : (!nv_tileaa.ptr<bf16>) -> !llvm.ptr<1>
    %x12 = "llvm.sext"(%n) : (i32) -> i64
    %c13 = "llvm.mlir.constant"() <{value = 1 : i64}> : () -> i64
    %u14 = "llvm.mlir.undef"() : () -> !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
    %agg15 = "llvm.insertvalue"(%u14, %b_11) <{position = array<i64: 0>}> : (!llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr<1>) -> !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
    %agg16 = "llvm.insertvalue"(%agg15, %b_11) <{position = array<i64: 1>}> : (!llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr<1>) -> !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
    %c17 = "llvm.mlir.constant"() <{value = 0 : i64}> : () -> i64
    %agg18 = "llvm.insertvalue"(%agg16, %c17) <{position = array<i64: 2>}> : (!llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>, i64) -> !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
    %agg19 = "llvm.insertvalue"(%agg18, %x12) <{position = array<i64: 3, 0>}> : (!llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>, i64) -> !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
    %agg20 = "llvm.insertvalue"(%agg19, %c13) <{position = array<i64: 4, 0>}> : (!llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>, i64) -> !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
    %vb = "builtin.unrealized_conversion_cast"(%agg20) : (!llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>) -> memref<?xbf16, 1>
    %c_21 = "builtin.unrealized_conversion_cast"(%c) : (!nv_tileaa.ptr<bf16>) -> !llvm.ptr<1>
    %x22 = "llvm.sext"(%n) : (i32) -> i64
    %c23 = "llvm.mlir.constant"() <{value = 1 : i64}> : () -> i64
    %u24 = "llvm.mlir.undef"() : () -> !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
    %agg25 = "llvm.insertvalue"(%u24, %c_21) <{position = array<i64: 0>}> : (!llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr<1>) -> !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
    %agg26 = "llvm.insertvalue"(%agg25, %c_21) <{position = array<i64: 1>}> : (!llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr<1>) -> !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
    %c27 = "llvm.mlir.constant"() <{value = 0 : i64}> : () -> i64
    %agg28 = "llvm.insertvalue"(%agg26, %c27) <{position = array<i64: 2>}> : (!llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>, i64) -> !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
    %agg29 = "llvm.insertvalue"(%agg28, %x22) <{position = array<i64: 3, 0>}> : (!llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>, i64) -> !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
    %agg30 = "llvm.insertvalue"(%agg29, %c23) <{position = array<i64: 4, 0>}> : (!llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>, i64) -> !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
    %vc = "builtin.unrealized_conversion_cast"(%agg30) : (!llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>) -> memref<?xbf16, 1>
    %va_0 = "builtin.unrealized_conversion_cast"(%va) : (memref<?xbf16, 1>) -> !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
    %e1 = "llvm.extractvalue"(%va_0) <{position = array<i64: 1>}> : (!llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>) -> !llvm.ptr<1>
    %e2 = "llvm.extractvalue"(%va_0) <{position = array<i64: 3, 0>}> : (!llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>) -> i64
    %e3 = "llvm.extractvalue"(%va_0) <{position = array<i64: 4, 0>}> : (!llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>) -> i64
    %x4 = "llvm.sext"(%off) : (i32) -> i64
    %cf5 = "llvm.mlir.constant"() <{value = 0.0 : bf16}> : () -> bf16
    %x6 = "llvm.zext"(%tid0) : (i32) -> i64
    %t7 = "llvm.add"(%x4, %x6) : (i64, i64) -> i64
    %p8 = "llvm.icmp"(%t7, %e2) <{predicate = 6 : i64}> : (i64, i64) -> i1
    %t9 = "llvm.mul"(%t7, %e3) : (i64, i64) -> i64
    %a10 = "llvm.getelementptr"(%e1, %t9) <{elem_type = bf16, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %s11 = "llvm.select"(%p8, %a10, %e1) : (i1, !llvm.ptr<1>, !llvm.ptr<1>) -> !llvm.ptr<1>
    %ld12 = "llvm.load"(%s11) : (!llvm.ptr<1>) -> bf16
    %s13 = "llvm.select"(%p8, %ld12, %cf5) : (i1, bf16, bf16) -> bf16
    %x14 = "llvm.zext"(%tid0) : (i32) -> i64
    %c15 = "llvm.mlir.constant"() <{value = 128 : i64}> : () -> i64
    %t16 = "llvm.add"(%x14, %c15) : (i64, i64) -> i64
    %t17 = "llvm.add"(%x4, %t16) : (i64, i64) -> i64
    %p18 = "llvm.icmp"(%t17, %e2) <{predicate = 6 : i64}> : (i64, i64) -> i1
    %t19 = "llvm.mul"(%t17, %e3) : (i64, i64) -> i64
    %a20 = "llvm.getelementptr"(%e1, %t19) <{elem_type = bf16, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %s21 = "llvm.select"(%p18, %a20, %e1) : (i1, !llvm.ptr<1>, !llvm.ptr<1>) -> !llvm.ptr<1>
    %ld22 = "llvm.load"(%s21) : (!llvm.ptr<1>) -> bf16
    %s23 = "llvm.select"(%p18, %ld22, %cf5) : (i1, bf16, bf16) -> bf16
    %x24 = "llvm.zext"(%tid0) : (i32) -> i64
    %c25 = "llvm.mlir.constant"() <{value = 256 : i64}> : () -> i64
    %t26 = "llvm.add"(%x24, %c25) : (i64, i64) -> i64
    %t27 = "llvm.add"(%x4, %t26) : (i64, i64) -> i64
    %p28 = "llvm.icmp"(%t27, %e2) <{predicate = 6 : i64}> : (i64, i64) -> i1
    %t29 = "llvm.mul"(%t27, %e3) : (i64, i64) -> i64
    %a30 = "llvm.getelementptr"(%e1, %t29) <{elem_type = bf16, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %s31 = "llvm.select"(%p28, %a30, %e1) : (i1, !llvm.ptr<1>, !llvm.ptr<1>) -> !llvm.ptr<1>
    %ld32 = "llvm.load"(%s31) : (!llvm.ptr<1>) -> bf16
    %s33 = "llvm.select"(%p28, %ld32, %cf5) : (i1, bf16, bf16) -> bf16
    %x34 = "llvm.zext"(%tid0) : (i32) -> i64
    %c35 = "llvm.mlir.constant"() <{value = 384 : i64}> : () -> i64
    %t36 = "llvm.add"(%x34, %c35) : (i64, i64) -> i64
    %t37 = "llvm.add"(%x4, %t36) : (i64, i64) -> i64
    %p38 = "llvm.icmp"(%t37, %e2) <{predicate = 6 : i64}> : (i64, i64) -> i1
    %t39 = "llvm.mul"(%t37, %e3) : (i64, i64) -> i64
    %a40 = "llvm.getelementptr"(%e1, %t39) <{elem_type = bf16, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %s41 = "llvm.select"(%p38, %a40, %e1) : (i1, !llvm.ptr<1>, !llvm.ptr<1>) -> !llvm.ptr<1>
    %ld42 = "llvm.load"(%s41) : (!llvm.ptr<1>) -> bf16
    %s43 = "llvm.select"(%p38, %ld42, %cf5) : (i1, bf16, bf16) -> bf16
    %x44 = "llvm.zext"(%tid0) : (i32) -> i64
    %c45 = "llvm.mlir.constant"() <{value = 512 : i64}> : () -> i64
    %t46 = "llvm.add"(%x44, %c45) : (i64, i64) -> i64
    %t47 = "llvm.add"(%x4, %t46) : (i64, i64) -> i64
    %p48 = "llvm.icmp"(%t47, %e2) <{predicate = 6 : i64}> : (i64, i64) -> i1
    %t49 = "llvm.mul"(%t47, %e3) : (i64, i64) -> i64
    %a50 = "llvm.getelementptr"(%e1, %t49) <{elem_type = bf16, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %s51 = "llvm.select"(%p48, %a50, %e1) : (i1, !llvm.ptr<1>, !llvm.ptr<1>) -> !llvm.ptr<1>
    %ld52 = "llvm.load"(%s51) : (!llvm.ptr<1>) -> bf16
    %s53 = "llvm.select"(%p48, %ld52, %cf5) : (i1, bf16, bf16) -> bf16
    %x54 = "llvm.zext"(%tid0) : (i32) -> i64
    %c55 = "llvm.mlir.constant"() <{value = 640 : i64}> : () -> i64
    %t56 = "llvm.add"(%x54, %c55) : (i64, i64) -> i64
    %t57 = "llvm.add"(%x4, %t56) : (i64, i64) -> i64
    %p58 = "llvm.icmp"(%t57, %e2) <{predicate = 6 : i64}> : (i64, i64) -> i1
    %t59 = "llvm.mul"(%t57, %e3) : (i64, i64) -> i64
    %a60 = "llvm.getelementptr"(%e1, %t59) <{elem_type = bf16, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %s61 = "llvm.select"(%p58, %a60, %e1) : (i1, !llvm.ptr<1>, !llvm.ptr<1>) -> !llvm.ptr<1>
    %ld62 = "llvm.load"(%s61) : (!llvm.ptr<1>) -> bf16
    %s63 = "llvm.select"(%p58, %ld62, %cf5) : (i1, bf16, bf16) -> bf16
    %x64 = "llvm.zext"(%tid0) : (i32) -> i64
    %c65 = "llvm.mlir.constant"() <{value = 768 : i64}> : () -> i64
    %t66 = "llvm.add"(%x64, %c65) : (i64, i64) -> i64
    %t67 = "llvm.add"(%x4, %t66) : (i64, i64) -> i64
    %p68 = "llvm.icmp"(%t67, %e2) <{predicate = 6 : i64}> : (i64, i64) -> i1
    %t69 = "llvm.mul"(%t67, %e3) : (i64, i64) -> i64
    %a70 = "llvm.getelementptr"(%e1, %t69) <{elem_type = bf16, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %s71 = "llvm.select"(%p68, %a70, %e1) : (i1, !llvm.ptr<1>, !llvm.ptr<1>) -> !llvm.ptr<1>
    %ld72 = "llvm.load"(%s71) : (!llvm.ptr<1>) -> bf16
    %s73 = "llvm.select"(%p68, %ld72, %cf5) : (i1, bf16, bf16) -> bf16
    %x74 = "llvm.zext"(%tid0) : (i32) -> i64
    %c75 = "llvm.mlir.constant"() <{value = 896 : i64}> : () -> i64
    %t76 = "llvm.add"(%x74, %c75) : (i64, i64) -> i64
    %t77 = "llvm.add"(%x4, %t76) : (i64, i64) -> i64
    %p78 = "llvm.icmp"(%t77, %e2) <{predicate = 6 : i64}> : (i64, i64) -> i1
    %t79 = "llvm.mul"(%t77, %e3) : (i64, i64) -> i64
    %a80 = "llvm.getelementptr"(%e1, %t79) <{elem_type = bf16, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %s81 = "llvm.select"(%p78, %a80, %e1) : (i1, !llvm.ptr<1>, !llvm.ptr<1>) -> !llvm.ptr<1>
    %ld82 = "llvm.load"(%s81) : (!llvm.ptr<1>) -> bf16
    %s83 = "llvm.select"(%p78, %ld82, %cf5) : (i1, bf16, bf16) -> bf16
    %u84 = "llvm.mlir.undef"() : () -> !llvm.struct<(bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16)>
    %agg85 = "llvm.insertvalue"(%u84, %s13) <{position = array<i64: 0>}> : (!llvm.struct<(bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16)>, bf16) -> !llvm.struct<(bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16)>
    %agg86 = "llvm.insertvalue"(%agg85, %s23) <{position = array<i64: 1>}> : (!llvm.struct<(bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16)>, bf16) -> !llvm.struct<(bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16)>
    %agg87 = "llvm.insertvalue"(%agg86, %s33) <{position = array<i64: 2>}> : (!llvm.struct<(bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16)>, bf16) -> !llvm.struct<(bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16)>
    %agg88 = "llvm.insertvalue"(%agg87, %s43) <{position = array<i64: 3>}> : (!llvm.struct<(bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16)>, bf16) -> !llvm.struct<(bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16)>
    %agg89 = "llvm.insertvalue"(%agg88, %s53) <{position = array<i64: 4>}> : (!llvm.struct<(bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16)>, bf16) -> !llvm.struct<(bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16)>
    %agg90 = "llvm.insertvalue"(%agg89, %s63) <{position = array<i64: 5>}> : (!llvm.struct<(bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16)>, bf16) -> !llvm.struct<(bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16)>
    %agg91 = "llvm.insertvalue"(%agg90, %s73) <{position = array<i64: 6>}> : (!llvm.struct<(bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16)>, bf16) -> !llvm.struct<(bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16)>
    %agg92 = "llvm.insertvalue"(%agg91, %s83) <{position = array<i64: 7>}> : (!llvm.struct<(bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16)>, bf16) -> !llvm.struct<(bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16)>
    %x = "builtin.unrealized_conversion_cast"(%agg92) : (!llvm.struct<(bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16)>) -> tensor<1024xbf16, #nv_tileas.layout<blocked>>
    %vb_93 = "builtin.unrealized_conversion_cast"(%vb) : (memref<?xbf16, 1>) -> !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
    %e94 = "llvm.extractvalue"(%vb_93) <{position = array<i64: 1>}> : (!llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>) -> !llvm.ptr<1>
    %e95 = "llvm.extractvalue"(%vb_93) <{position = array<i64: 3, 0>}> : (!llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>) -> i64
    %e96 = "llvm.extractvalue"(%vb_93) <{position = array<i64: 4, 0>}> : (!llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>) -> i64
    %x97 = "llvm.sext"(%off) : (i32) -> i64
    %cf98 = "llvm.mlir.constant"() <{value = 0.0 : bf16}> : () -> bf16
    %x99 = "llvm.zext"(%tid0) : (i32) -> i64
    %t100 = "llvm.add"(%x97, %x99) : (i64, i64) -> i64
    %p101 = "llvm.icmp"(%t100, %e95) <{predicate = 6 : i64}> : (i64, i64) -> i1
    %t102 = "llvm.mul"(%t100, %e96) : (i64, i64) -> i64
    %a103 = "llvm.getelementptr"(%e94, %t102) <{elem_type = bf16, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %s104 = "llvm.select"(%p101, %a103, %e94) : (i1, !llvm.ptr<1>, !llvm.ptr<1>) -> !llvm.ptr<1>
    %ld105 = "llvm.load"(%s104) : (!llvm.ptr<1>) -> bf16
    %s106 = "llvm.select"(%p101, %ld105, %cf98) : (i1, bf16, bf16) -> bf16
    %x107 = "llvm.zext"(%tid0) : (i32) -> i64
    %c108 = "llvm.mlir.constant"() <{value = 128 : i64}> : () -> i64
    %t109 = "llvm.add"(%x107, %c108) : (i64, i64) -> i64
    %t110 = "llvm.add"(%x97, %t109) : (i64, i64) -> i64
    %p111 = "llvm.icmp"(%t110, %e95) <{predicate = 6 : i64}> : (i64, i64) -> i1
    %t112 = "llvm.mul"(%t110, %e96) : (i64, i64) -> i64
    %a113 = "llvm.getelementptr"(%e94, %t112) <{elem_type = bf16, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %s114 = "llvm.select"(%p111, %a113, %e94) : (i1, !llvm.ptr<1>, !llvm.ptr<1>) -> !llvm.ptr<1>
    %ld115 = "llvm.load"(%s114) : (!llvm.ptr<1>) -> bf16
    %s116 = "llvm.select"(%p111, %ld115, %cf98) : (i1, bf16, bf16) -> bf16
    %x117 = "llvm.zext"(%tid0) : (i32) -> i64
    %c118 = "llvm.mlir.constant"() <{value = 256 : i64}> : () -> i64
    %t119 = "llvm.add"(%x117, %c118) : (i64, i64) -> i64
    %t120 = "llvm.add"(%x97, %t119) : (i64, i64) -> i64
    %p121 = "llvm.icmp"(%t120, %e95) <{predicate = 6 : i64}> : (i64, i64) -> i1
    %t122 = "llvm.mul"(%t120, %e96) : (i64, i64) -> i64
    %a123 = "llvm.getelementptr"(%e94, %t122) <{elem_type = bf16, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %s124 = "llvm.select"(%p121, %a123, %e94) : (i1, !llvm.ptr<1>, !llvm.ptr<1>) -> !llvm.ptr<1>
    %ld125 = "llvm.load"(%s124) : (!llvm.ptr<1>) -> bf16
    %s126 = "llvm.select"(%p121, %ld125, %cf98) : (i1, bf16, bf16) -> bf16
    %x127 = "llvm.zext"(%tid0) : (i32) -> i64
    %c128 = "llvm.mlir.constant"() <{value = 384 : i64}> : () -> i64
    %t129 = "llvm.add"(%x127, %c128) : (i64, i64) -> i64
    %t130 = "llvm.add"(%x97, %t129) : (i64, i64) -> i64
    %p131 = "llvm.icmp"(%t130, %e95) <{predicate = 6 : i64}> : (i64, i64) -> i1
    %t132 = "llvm.mul"(%t130, %e96) : (i64, i64) -> i64
    %a133 = "llvm.getelementptr"(%e94, %t132) <{elem_type = bf16, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %s134 = "llvm.select"(%p131, %a133, %e94) : (i1, !llvm.ptr<1>, !llvm.ptr<1>) -> !llvm.ptr<1>
    %ld135 = "llvm.load"(%s134) : (!llvm.ptr<1>) -> bf16
    %s136 = "llvm.select"(%p131, %ld135, %cf98) : (i1, bf16, bf16) -> bf16
    %x137 = "llvm.zext"(%tid0) : (i32) -> i64
    %c138 = "llvm.mlir.constant"() <{value = 512 : i64}> : () -> i64
    %t139 = "llvm.add"(%x137, %c138) : (i64, i64) -> i64
    %t140 = "llvm.add"(%x97, %t139) : (i64, i64) -> i64
    %p141 = "llvm.icmp"(%t140, %e95) <{predicate = 6 : i64}> : (i64, i64) -> i1
    %t142 = "llvm.mul"(%t140, %e96) : (i64, i64) -> i64
    %a143 = "llvm.getelementptr"(%e94, %t142) <{elem_type = bf16, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %s144 = "llvm.select"(%p141, %a143, %e94) : (i1, !llvm.ptr<1>, !llvm.ptr<1>) -> !llvm.ptr<1>
    %ld145 = "llvm.load"(%s144) : (!llvm.ptr<1>) -> bf16
    %s146 = "llvm.select"(%p141, %ld145, %cf98) : (i1, bf16, bf16) -> bf16
    %x147 = "llvm.zext"(%tid0) : (i32) -> i64
    %c148 = "llvm.mlir.constant"() <{value = 640 : i64}> : () -> i64
    %t149 = "llvm.add"(%x147, %c148) : (i64, i64) -> i64
    %t150 = "llvm.add"(%x97, %t149) : (i64, i64) -> i64
    %p151 = "llvm.icmp"(%t150, %e95) <{predicate = 6 : i64}> : (i64, i64) -> i1
    %t152 = "llvm.mul"(%t150, %e96) : (i64, i64) -> i64
    %a153 = "llvm.getelementptr"(%e94, %t152) <{elem_type = bf16, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %s154 = "llvm.select"(%p151, %a153, %e94) : (i1, !llvm.ptr<1>, !llvm.ptr<1>) -> !llvm.ptr<1>
    %ld155 = "llvm.load"(%s154) : (!llvm.ptr<1>) -> bf16
    %s156 = "llvm.select"(%p151, %ld155, %cf98) : (i1, bf16, bf16) -> bf16
    %x157 = "llvm.zext"(%tid0) : (i32) -> i64
    %c158 = "llvm.mlir.constant"() <{value = 768 : i64}> : () -> i64
    %t159 = "llvm.add"(%x157, %c158) : (i64, i64) -> i64
    %t160 = "llvm.add"(%x97, %t159) : (i64, i64) -> i64
    %p161 = "llvm.icmp"(%t160, %e95) <{predicate = 6 : i64}> : (i64, i64) -> i1
    %t162 = "llvm.mul"(%t160, %e96) : (i64, i64) -> i64
    %a163 = "llvm.getelementptr"(%e94, %t162) <{elem_type = bf16, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %s164 = "llvm.select"(%p161, %a163, %e94) : (i1, !llvm.ptr<1>, !llvm.ptr<1>) -> !llvm.ptr<1>
    %ld165 = "llvm.load"(%s164) : (!llvm.ptr<1>) -> bf16
    %s166 = "llvm.select"(%p161, %ld165, %cf98) : (i1, bf16, bf16) -> bf16
    %x167 = "llvm.zext"(%tid0) : (i32) -> i64
    %c168 = "llvm.mlir.constant"() <{value = 896 : i64}> : () -> i64
    %t169 = "llvm.add"(%x167, %c168) : (i64, i64) -> i64
    %t170 = "llvm.add"(%x97, %t169) : (i64, i64) -> i64
    %p171 = "llvm.icmp"(%t170, %e95) <{predicate = 6 : i64}> : (i64, i64) -> i1
    %t172 = "llvm.mul"(%t170, %e96) : (i64, i64) -> i64
    %a173 = "llvm.getelementptr"(%e94, %t172) <{elem_type = bf16, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %s174 = "llvm.select"(%p171, %a173, %e94) : (i1, !llvm.ptr<1>, !llvm.ptr<1>) -> !llvm.ptr<1>
    %ld175 = "llvm.load"(%s174) : (!llvm.ptr<1>) -> bf16
    %s176 = "llvm.select"(%p171, %ld175, %cf98) : (i1, bf16, bf16) -> bf16
    %u177 = "llvm.mlir.undef"() : () -> !llvm.struct<(bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16)>
    %agg178 = "llvm.insertvalue"(%u177, %s106) <{position = array<i64: 0>}> : (!llvm.struct<(bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16)>, bf16) -> !llvm.struct<(bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16)>
    %agg179 = "llvm.insertvalue"(%agg178, %s116) <{position = array<i64: 1>}> : (!llvm.struct<(bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16)>, bf16) -> !llvm.struct<(bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16)>
    %agg180 = "llvm.insertvalue"(%agg179, %s126) <{position = array<i64: 2>}> : (!llvm.struct<(bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16)>, bf16) -> !llvm.struct<(bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16)>
    %agg181 = "llvm.insertvalue"(%agg180, %s136) <{position = array<i64: 3>}> : (!llvm.struct<(bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16)>, bf16) -> !llvm.struct<(bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16)>
    %agg182 = "llvm.insertvalue"(%agg181, %s146) <{position = array<i64: 4>}> : (!llvm.struct<(bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16)>, bf16) -> !llvm.struct<(bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16)>
    %agg183 = "llvm.insertvalue"(%agg182, %s156) <{position = array<i64: 5>}> : (!llvm.struct<(bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16)>, bf16) -> !llvm.struct<(bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16)>
    %agg184 = "llvm.insertvalue"(%agg183, %s166) <{position = array<i64: 6>}> : (!llvm.struct<(bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16)>, bf16) -> !llvm.struct<(bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16)>
    %agg185 = "llvm.insertvalue"(%agg184, %s176) <{position = array<i64: 7>}> : (!llvm.struct<(bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16)>, bf16) -> !llvm.struct<(bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16)>
    %y = "builtin.unrealized_conversion_cast"(%agg185) : (!llvm.struct<(bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16)>) -> tensor<1024xbf16, #nv_tileas.layout<blocked>>
    %e186 = "llvm.extractvalue"(%agg92) <{position = array<i64: 0>}> : (!llvm.struct<(bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16)>) -> bf16
    %e187 = "llvm.extractvalue"(%agg92) <{position = array<i64: 1>}> : (!llvm.struct<(bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16)>) -> bf16
    %e188 = "llvm.extractvalue"(%agg92) <{position = array<i64: 2>}> : (!llvm.struct<(bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16)>) -> bf16
    %e189 = "llvm.extractvalue"(%agg92) <{position = array<i64: 3>}> : (!llvm.struct<(bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16)>) -> bf16
    %e190 = "llvm.extractvalue"(%agg92) <{position = array<i64: 4>}> : (!llvm.struct<(bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16)>) -> bf16
    %e191 = "llvm.extractvalue"(%agg92) <{position = array<i64: 5>}> : (!llvm.struct<(bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16)>) -> bf16
    %e192 = "llvm.extractvalue"(%agg92) <{position = array<i64: 6>}> : (!llvm.struct<(bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16)>) -> bf16
    %e193 = "llvm.extractvalue"(%agg92) <{position = array<i64: 7>}> : (!llvm.struct<(bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16)>) -> bf16
    %e194 = "llvm.extractvalue"(%agg185) <{position = array<i64: 0>}> : (!llvm.struct<(bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16)>) -> bf16
    %e195 = "llvm.extractvalue"(%agg185) <{position = array<i64: 1>}> : (!llvm.struct<(bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16)>) -> bf16
    %e196 = "llvm.extractvalue"(%agg185) <{position = array<i64: 2>}> : (!llvm.struct<(bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16)>) -> bf16
    %e197 = "llvm.extractvalue"(%agg185) <{position = array<i64: 3>}> : (!llvm.struct<(bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16)>) -> bf16
    %e198 = "llvm.extractvalue"(%agg185) <{position = array<i64: 4>}> : (!llvm.struct<(bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16)>) -> bf16
    %e199 = "llvm.extractvalue"(%agg185) <{position = array<i64: 5>}> : (!llvm.struct<(bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16)>) -> bf16
    %e200 = "llvm.extractvalue"(%agg185) <{position = array<i64: 6>}> : (!llvm.struct<(bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16)>) -> bf16
    %e201 = "llvm.extractvalue"(%agg185) <{position = array<i64: 7>}> : (!llvm.struct<(bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16)>) -> bf16
    %t202 = "llvm.fadd"(%e186, %e194) : (bf16, bf16) -> bf16
    %t203 = "llvm.fadd"(%e187, %e195) : (bf16, bf16) -> bf16
    %t204 = "llvm.fadd"(%e188, %e196) : (bf16, bf16) -> bf16
    %t205 = "llvm.fadd"(%e189, %e197) : (bf16, bf16) -> bf16
    %t206 = "llvm.fadd"(%e190, %e198) : (bf16, bf16) -> bf16
    %t207 = "llvm.fadd"(%e191, %e199) : (bf16, bf16) -> bf16
    %t208 = "llvm.fadd"(%e192, %e200) : (bf16, bf16) -> bf16
    %t209 = "llvm.fadd"(%e193, %e201) : (bf16, bf16) -> bf16
    %u210 = "llvm.mlir.undef"() : () -> !llvm.struct<(bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16)>
    %agg211 = "llvm.insertvalue"(%u210, %t202) <{position = array<i64: 0>}> : (!llvm.struct<(bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16)>, bf16) -> !llvm.struct<(bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16)>
    %agg212 = "llvm.insertvalue"(%agg211, %t203) <{position = array<i64: 1>}> : (!llvm.struct<(bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16)>, bf16) -> !llvm.struct<(bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16)>
    %agg213 = "llvm.insertvalue"(%agg212, %t204) <{position = array<i64: 2>}> : (!llvm.struct<(bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16)>, bf16) -> !llvm.struct<(bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16)>
    %agg214 = "llvm.insertvalue"(%agg213, %t205) <{position = array<i64: 3>}> : (!llvm.struct<(bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16)>, bf16) -> !llvm.struct<(bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16)>
    %agg215 = "llvm.insertvalue"(%agg214, %t206) <{position = array<i64: 4>}> : (!llvm.struct<(bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16)>, bf16) -> !llvm.struct<(bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16)>
    %agg216 = "llvm.insertvalue"(%agg215, %t207) <{position = array<i64: 5>}> : (!llvm.struct<(bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16)>, bf16) -> !llvm.struct<(bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16)>
    %agg217 = "llvm.insertvalue"(%agg216, %t208) <{position = array<i64: 6>}> : (!llvm.struct<(bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16)>, bf16) -> !llvm.struct<(bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16)>
    %agg218 = "llvm.insertvalue"(%agg217, %t209) <{position = array<i64: 7>}> : (!llvm.struct<(bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16)>, bf16) -> !llvm.struct<(bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16)>
    %z = "builtin.unrealized_conversion_cast"(%agg218) : (!llvm.struct<(bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16)>) -> tensor<1024xbf16, #nv_tileas.layout<blocked>>
    %vc_219 = "builtin.unrealized_conversion_cast"(%vc) : (memref<?xbf16, 1>) -> !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
    %e220 = "llvm.extractvalue"(%vc_219) <{position = array<i64: 1>}> : (!llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>) -> !llvm.ptr<1>
    %e221 = "llvm.extractvalue"(%vc_219) <{position = array<i64: 3, 0>}> : (!llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>) -> i64
    %e222 = "llvm.extractvalue"(%vc_219) <{position = array<i64: 4, 0>}> : (!llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>) -> i64
    %x223 = "llvm.sext"(%off) : (i32) -> i64
    %e224 = "llvm.extractvalue"(%agg218) <{position = array<i64: 0>}> : (!llvm.struct<(bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16)>) -> bf16
    %e225 = "llvm.extractvalue"(%agg218) <{position = array<i64: 1>}> : (!llvm.struct<(bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16)>) -> bf16
    %e226 = "llvm.extractvalue"(%agg218) <{position = array<i64: 2>}> : (!llvm.struct<(bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16)>) -> bf16
    %e227 = "llvm.extractvalue"(%agg218) <{position = array<i64: 3>}> : (!llvm.struct<(bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16)>) -> bf16
    %e228 = "llvm.extractvalue"(%agg218) <{position = array<i64: 4>}> : (!llvm.struct<(bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16)>) -> bf16
    %e229 = "llvm.extractvalue"(%agg218) <{position = array<i64: 5>}> : (!llvm.struct<(bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16)>) -> bf16
    %e230 = "llvm.extractvalue"(%agg218) <{position = array<i64: 6>}> : (!llvm.struct<(bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16)>) -> bf16
    %e231 = "llvm.extractvalue"(%agg218) <{position = array<i64: 7>}> : (!llvm.struct<(bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16)>) -> bf16
    %x232 = "llvm.zext"(%tid0) : (i32) -> i64
    %t233 = "llvm.add"(%x223, %x232) : (i64, i64) -> i64
    %p234 = "llvm.icmp"(%t233, %e221) <{predicate = 6 : i64}> : (i64, i64) -> i1
    %t235 = "llvm.mul"(%t233, %e222) : (i64, i64) -> i64
    %a236 = "llvm.getelementptr"(%e220, %t235) <{elem_type = bf16, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    "scf.if"(%p234) ({
      "llvm.store"(%e224, %a236) : (bf16, !llvm.ptr<1>) -> ()
      "scf.yield"() : () -> ()
    }, {
      "scf.yield"() : () -> ()
    }) : (i1) -> ()
    %x237 = "llvm.zext"(%tid0) : (i32) -> i64
    %c238 = "llvm.mlir.constant"() <{value = 128 : i64}> : () -> i64
    %t239 = "llvm.add"(%x237, %c238) : (i64, i64) -> i64
    %t240 = "llvm.add"(%x223, %t239) : (i64, i64) -> i64
    %p241 = "llvm.icmp"(%t240, %e221) <{predicate = 6 : i64}> : (i64, i64) -> i1
    %t242 = "llvm.mul"(%t240, %e222) : (i64, i64) -> i64
    %a243 = "llvm.getelementptr"(%e220, %t242) <{elem_type = bf16, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    "scf.if"(%p241) ({
      "llvm.store"(%e225, %a243) : (bf16, !llvm.ptr<1>) -> ()
      "scf.yield"() : () -> ()
    }, {
      "scf.yield"() : () -> ()
    }) : (i1) -> ()
    %x244 = "llvm.zext"(%tid0) : (i32) -> i64
    %c245 = "llvm.mlir.constant"() <{value = 256 : i64}> : () -> i64
    %t246 = "llvm.add"(%x244, %c245) : (i64, i64) -> i64
    %t247 = "llvm.add"(%x223, %t246) : (i64, i64) -> i64
    %p248 = "llvm.icmp"(%t247, %e221) <{predicate = 6 : i64}> : (i64, i64) -> i1
    %t249 = "llvm.mul"(%t247, %e222) : (i64, i64) -> i64
    %a250 = "llvm.getelementptr"(%e220, %t249) <{elem_type = bf16, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    "scf.if"(%p248) ({
      "llvm.store"(%e226, %a250) : (bf16, !llvm.ptr<1>) -> ()
      "scf.yield"() : () -> ()
    }, {
      "scf.yield"() : () -> ()
    }) : (i1) -> ()
    %x251 = "llvm.zext"(%tid0) : (i32) -> i64
    %c252 = "llvm.mlir.constant"() <{value = 384 : i64}> : () -> i64
    %t253 = "llvm.add"(%x251, %c252) : (i64, i64) -> i64
    %t254 = "llvm.add"(%x223, %t253) : (i64, i64) -> i64
    %p255 = "llvm.icmp"(%t254, %e221) <{predicate = 6 : i64}> : (i64, i64) -> i1
    %t256 = "llvm.mul"(%t254, %e222) : (i64, i64) -> i64
    %a257 = "llvm.getelementptr"(%e220, %t256) <{elem_type = bf16, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    "scf.if"(%p255) ({
      "llvm.store"(%e227, %a257) : (bf16, !llvm.ptr<1>) -> ()
      "scf.yield"() : () -> ()
    }, {
      "scf.yield"() : () -> ()
    }) : (i1) -> ()
    %x258 = "llvm.zext"(%tid0) : (i32) -> i64
    %c259 = "llvm.mlir.constant"() <{value = 512 : i64}> : () -> i64
    %t260 = "llvm.add"(%x258, %c259) : (i64, i64) -> i64
    %t261 = "llvm.add"(%x223, %t260) : (i64, i64) -> i64
    %p262 = "llvm.icmp"(%t261, %e221) <{predicate = 6 : i64}> : (i64, i64) -> i1
    %t263 = "llvm.mul"(%t261, %e222) : (i64, i64) -> i64
    %a264 = "llvm.getelementptr"(%e220, %t263) <{elem_type = bf16, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    "scf.if"(%p262) ({
      "llvm.store"(%e228, %a264) : (bf16, !llvm.ptr<1>) -> ()
      "scf.yield"() : () -> ()
    }, {
      "scf.yield"() : () -> ()
    }) : (i1) -> ()
    %x265 = "llvm.zext"(%tid0) : (i32) -> i64
    %c266 = "llvm.mlir.constant"() <{value = 640 : i64}> : () -> i64
    %t267 = "llvm.add"(%x265, %c266) : (i64, i64) -> i64
    %t268 = "llvm.add"(%x223, %t267) : (i64, i64) -> i64
    %p269 = "llvm.icmp"(%t268, %e221) <{predicate = 6 : i64}> : (i64, i64) -> i1
    %t270 = "llvm.mul"(%t268, %e222) : (i64, i64) -> i64
    %a271 = "llvm.getelementptr"(%e220, %t270) <{elem_type = bf16, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    "scf.if"(%p269) ({
      "llvm.store"(%e229, %a271) : (bf16, !llvm.ptr<1>) -> ()
      "scf.yield"() : () -> ()
    }, {
      "scf.yield"() : () -> ()
    }) : (i1) -> ()
    %x272 = "llvm.zext"(%tid0) : (i32) -> i64
    %c273 = "llvm.mlir.constant"() <{value = 768 : i64}> : () -> i64
    %t274 = "llvm.add"(%x272, %c273) : (i64, i64) -> i64
    %t275 = "llvm.add"(%x223, %t274) : (i64, i64) -> i64
    %p276 = "llvm.icmp"(%t275, %e221) <{predicate = 6 : i64}> : (i64, i64) -> i1
    %t277 = "llvm.mul"(%t275, %e222) : (i64, i64) -> i64
    %a278 = "llvm.getelementptr"(%e220, %t277) <{elem_type = bf16, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    "scf.if"(%p276) ({
      "llvm.store"(%e230, %a278) : (bf16, !llvm.ptr<1>) -> ()
      "scf.yield"() : () -> ()
    }, {
      "scf.yield"() : () -> ()
    }) : (i1) -> ()
    %x279 = "llvm.zext"(%tid0) : (i32) -> i64
    %c280 = "llvm.mlir.constant"() <{value = 896 : i64}> : () -> i64
    %t281 = "llvm.add"(%x279, %c280) : (i64, i64) -> i64
    %t282 = "llvm.add"(%x223, %t281) : (i64, i64) -> i64
    %p283 = "llvm.icmp"(%t282, %e221) <{predicate = 6 : i64}> : (i64, i64) -> i1
    %t284 = "llvm.mul"(%t282, %e222) : (i64, i64) -> i64
    %a285 = "llvm.getelementptr"(%e220, %t284) <{elem_type = bf16, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    "scf.if"(%p283) ({
      "llvm.store"(%e231, %a285) : (bf16, !llvm.ptr<1>) -> ()
      "scf.yield"() : () -> ()
    }, {
      "scf.yield"() : () -> ()
    }) : (i1) -> ()
    "llvm.return"() : () -> ()
  }) {cute.kernel, nvvm.reqntid = array<i32: 128, 1, 1>, nvvm.minctasm = 1 : i32} : () -> ()
}
