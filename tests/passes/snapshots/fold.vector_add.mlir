module attributes {nanotile.launch = {grid = ["cdiv(n, 1024)", 1 : i64, 1 : i64], reference = "c = a + b", sizes = {n = 4096 : i64}}, nv_tileaa.compute_capability = 80 : i32, nv_tileaa.target_spec = "sm_80"} {
  "llvm.func"() <{function_type = !llvm.func<void (ptr<1>, ptr<1>, ptr<1>, i32)>, sym_name = "vector_add"}> ({
  ^bb0(%a_0: !llvm.ptr<1>, %b_1: !llvm.ptr<1>, %c_2: !llvm.ptr<1>, %n: i32):
    %tid0 = "nvvm.read.ptx.sreg.tid.x"() : () -> i32
    %pid = "nvvm.read.ptx.sreg.ctaid.x"() : () -> i32
    %tile = "llvm.mlir.constant"() <{value = 1024 : i32}> : () -> i32
    %off = "llvm.mul"(%pid, %tile) : (i32, i32) -> i32
    %x2 = "llvm.sext"(%n) : (i32) -> i64
    %c3 = "llvm.mlir.constant"() <{value = 1 : i64}> : () -> i64
    %u4 = "llvm.mlir.undef"() : () -> !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
    %c7 = "llvm.mlir.constant"() <{value = 0 : i64}> : () -> i64
    %x4 = "llvm.sext"(%off) : (i32) -> i64
    %cf5 = "llvm.mlir.constant"() <{value = 0.0 : f32}> : () -> f32
    %x6 = "llvm.zext"(%tid0) : (i32) -> i64
    %t7 = "llvm.add"(%x4, %x6) : (i64, i64) -> i64
    %p8 = "llvm.icmp"(%t7, %x2) <{predicate = 6 : i64}> : (i64, i64) -> i1
    %a10 = "llvm.getelementptr"(%a_0, %t7) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %s11 = "llvm.select"(%p8, %a10, %a_0) : (i1, !llvm.ptr<1>, !llvm.ptr<1>) -> !llvm.ptr<1>
    %ld12 = "llvm.load"(%s11) : (!llvm.ptr<1>) -> f32
    %s13 = "llvm.select"(%p8, %ld12, %cf5) : (i1, f32, f32) -> f32
    %c15 = "llvm.mlir.constant"() <{value = 128 : i64}> : () -> i64
    %t16 = "llvm.add"(%x6, %c15) : (i64, i64) -> i64
    %s0 = "llvm.add"(%x4, %x6) : (i64, i64) -> i64
    %c1 = "llvm.mlir.constant"() <{value = 128 : i64}> : () -> i64
    %s2 = "llvm.add"(%s0, %c1) : (i64, i64) -> i64
    %p18 = "llvm.icmp"(%s2, %x2) <{predicate = 6 : i64}> : (i64, i64) -> i1
    %a3 = "llvm.getelementptr"(%a_0, %s0) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %c4 = "llvm.mlir.constant"() <{value = 128 : i64}> : () -> i64
    %a20 = "llvm.getelementptr"(%a3, %c4) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %s21 = "llvm.select"(%p18, %a20, %a_0) : (i1, !llvm.ptr<1>, !llvm.ptr<1>) -> !llvm.ptr<1>
    %ld22 = "llvm.load"(%s21) : (!llvm.ptr<1>) -> f32
    %s23 = "llvm.select"(%p18, %ld22, %cf5) : (i1, f32, f32) -> f32
    %c25 = "llvm.mlir.constant"() <{value = 256 : i64}> : () -> i64
    %t26 = "llvm.add"(%x6, %c25) : (i64, i64) -> i64
    %s5 = "llvm.add"(%x4, %x6) : (i64, i64) -> i64
    %c6 = "llvm.mlir.constant"() <{value = 256 : i64}> : () -> i64
    %s7 = "llvm.add"(%s5, %c6) : (i64, i64) -> i64
    %p28 = "llvm.icmp"(%s7, %x2) <{predicate = 6 : i64}> : (i64, i64) -> i1
    %a8 = "llvm.getelementptr"(%a_0, %s5) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %c9 = "llvm.mlir.constant"() <{value = 256 : i64}> : () -> i64
    %a30 = "llvm.getelementptr"(%a8, %c9) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %s31 = "llvm.select"(%p28, %a30, %a_0) : (i1, !llvm.ptr<1>, !llvm.ptr<1>) -> !llvm.ptr<1>
    %ld32 = "llvm.load"(%s31) : (!llvm.ptr<1>) -> f32
    %s33 = "llvm.select"(%p28, %ld32, %cf5) : (i1, f32, f32) -> f32
    %c35 = "llvm.mlir.constant"() <{value = 384 : i64}> : () -> i64
    %t36 = "llvm.add"(%x6, %c35) : (i64, i64) -> i64
    %s10 = "llvm.add"(%x4, %x6) : (i64, i64) -> i64
    %c11 = "llvm.mlir.constant"() <{value = 384 : i64}> : () -> i64
    %s12 = "llvm.add"(%s10, %c11) : (i64, i64) -> i64
    %p38 = "llvm.icmp"(%s12, %x2) <{predicate = 6 : i64}> : (i64, i64) -> i1
    %a13 = "llvm.getelementptr"(%a_0, %s10) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %c14 = "llvm.mlir.constant"() <{value = 384 : i64}> : () -> i64
    %a40 = "llvm.getelementptr"(%a13, %c14) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %s41 = "llvm.select"(%p38, %a40, %a_0) : (i1, !llvm.ptr<1>, !llvm.ptr<1>) -> !llvm.ptr<1>
    %ld42 = "llvm.load"(%s41) : (!llvm.ptr<1>) -> f32
    %s43 = "llvm.select"(%p38, %ld42, %cf5) : (i1, f32, f32) -> f32
    %c45 = "llvm.mlir.constant"() <{value = 512 : i64}> : () -> i64
    %t46 = "llvm.add"(%x6, %c45) : (i64, i64) -> i64
    %s15 = "llvm.add"(%x4, %x6) : (i64, i64) -> i64
    %c16 = "llvm.mlir.constant"() <{value = 512 : i64}> : () -> i64
    %s17 = "llvm.add"(%s15, %c16) : (i64, i64) -> i64
    %p48 = "llvm.icmp"(%s17, %x2) <{predicate = 6 : i64}> : (i64, i64) -> i1
    %a18 = "llvm.getelementptr"(%a_0, %s15) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %c19 = "llvm.mlir.constant"() <{value = 512 : i64}> : () -> i64
    %a50 = "llvm.getelementptr"(%a18, %c19) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %s51 = "llvm.select"(%p48, %a50, %a_0) : (i1, !llvm.ptr<1>, !llvm.ptr<1>) -> !llvm.ptr<1>
    %ld52 = "llvm.load"(%s51) : (!llvm.ptr<1>) -> f32
    %s53 = "llvm.select"(%p48, %ld52, %cf5) : (i1, f32, f32) -> f32
    %c55 = "llvm.mlir.constant"() <{value = 640 : i64}> : () -> i64
    %t56 = "llvm.add"(%x6, %c55) : (i64, i64) -> i64
    %s20 = "llvm.add"(%x4, %x6) : (i64, i64) -> i64
    %c21 = "llvm.mlir.constant"() <{value = 640 : i64}> : () -> i64
    %s22 = "llvm.add"(%s20, %c21) : (i64, i64) -> i64
    %p58 = "llvm.icmp"(%s22, %x2) <{predicate = 6 : i64}> : (i64, i64) -> i1
    %a23 = "llvm.getelementptr"(%a_0, %s20) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %c24 = "llvm.mlir.constant"() <{value = 640 : i64}> : () -> i64
    %a60 = "llvm.getelementptr"(%a23, %c24) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %s61 = "llvm.select"(%p58, %a60, %a_0) : (i1, !llvm.ptr<1>, !llvm.ptr<1>) -> !llvm.ptr<1>
    %ld62 = "llvm.load"(%s61) : (!llvm.ptr<1>) -> f32
    %s63 = "llvm.select"(%p58, %ld62, %cf5) : (i1, f32, f32) -> f32
    %c65 = "llvm.mlir.constant"() <{value = 768 : i64}> : () -> i64
    %t66 = "llvm.add"(%x6, %c65) : (i64, i64) -> i64
    %s25 = "llvm.add"(%x4, %x6) : (i64, i64) -> i64
    %c26 = "llvm.mlir.constant"() <{value = 768 : i64}> : () -> i64
    %s27 = "llvm.add"(%s25, %c26) : (i64, i64) -> i64
    %p68 = "llvm.icmp"(%s27, %x2) <{predicate = 6 : i64}> : (i64, i64) -> i1
    %a28 = "llvm.getelementptr"(%a_0, %s25) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %c29 = "llvm.mlir.constant"() <{value = 768 : i64}> : () -> i64
    %a70 = "llvm.getelementptr"(%a28, %c29) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %s71 = "llvm.select"(%p68, %a70, %a_0) : (i1, !llvm.ptr<1>, !llvm.ptr<1>) -> !llvm.ptr<1>
    %ld72 = "llvm.load"(%s71) : (!llvm.ptr<1>) -> f32
    %s73 = "llvm.select"(%p68, %ld72, %cf5) : (i1, f32, f32) -> f32
    %c75 = "llvm.mlir.constant"() <{value = 896 : i64}> : () -> i64
    %t76 = "llvm.add"(%x6, %c75) : (i64, i64) -> i64
    %s30 = "llvm.add"(%x4, %x6) : (i64, i64) -> i64
    %c31 = "llvm.mlir.constant"() <{value = 896 : i64}> : () -> i64
    %s32 = "llvm.add"(%s30, %c31) : (i64, i64) -> i64
    %p78 = "llvm.icmp"(%s32, %x2) <{predicate = 6 : i64}> : (i64, i64) -> i1
    %a33 = "llvm.getelementptr"(%a_0, %s30) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %c34 = "llvm.mlir.constant"() <{value = 896 : i64}> : () -> i64
    %a80 = "llvm.getelementptr"(%a33, %c34) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %s81 = "llvm.select"(%p78, %a80, %a_0) : (i1, !llvm.ptr<1>, !llvm.ptr<1>) -> !llvm.ptr<1>
    %ld82 = "llvm.load"(%s81) : (!llvm.ptr<1>) -> f32
    %s83 = "llvm.select"(%p78, %ld82, %cf5) : (i1, f32, f32) -> f32
    %u84 = "llvm.mlir.undef"() : () -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>
    %agg85 = "llvm.insertvalue"(%u84, %s13) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>
    %agg86 = "llvm.insertvalue"(%agg85, %s23) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>
    %agg87 = "llvm.insertvalue"(%agg86, %s33) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>
    %agg88 = "llvm.insertvalue"(%agg87, %s43) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>
    %agg89 = "llvm.insertvalue"(%agg88, %s53) <{position = array<i64: 4>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>
    %agg90 = "llvm.insertvalue"(%agg89, %s63) <{position = array<i64: 5>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>
    %agg91 = "llvm.insertvalue"(%agg90, %s73) <{position = array<i64: 6>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>
    %agg92 = "llvm.insertvalue"(%agg91, %s83) <{position = array<i64: 7>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>
    %a103 = "llvm.getelementptr"(%b_1, %t7) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %s104 = "llvm.select"(%p8, %a103, %b_1) : (i1, !llvm.ptr<1>, !llvm.ptr<1>) -> !llvm.ptr<1>
    %ld105 = "llvm.load"(%s104) : (!llvm.ptr<1>) -> f32
    %s106 = "llvm.select"(%p8, %ld105, %cf5) : (i1, f32, f32) -> f32
    %a35 = "llvm.getelementptr"(%b_1, %s0) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %c36 = "llvm.mlir.constant"() <{value = 128 : i64}> : () -> i64
    %a113 = "llvm.getelementptr"(%a35, %c36) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %s114 = "llvm.select"(%p18, %a113, %b_1) : (i1, !llvm.ptr<1>, !llvm.ptr<1>) -> !llvm.ptr<1>
    %ld115 = "llvm.load"(%s114) : (!llvm.ptr<1>) -> f32
    %s116 = "llvm.select"(%p18, %ld115, %cf5) : (i1, f32, f32) -> f32
    %a37 = "llvm.getelementptr"(%b_1, %s5) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %c38 = "llvm.mlir.constant"() <{value = 256 : i64}> : () -> i64
    %a123 = "llvm.getelementptr"(%a37, %c38) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %s124 = "llvm.select"(%p28, %a123, %b_1) : (i1, !llvm.ptr<1>, !llvm.ptr<1>) -> !llvm.ptr<1>
    %ld125 = "llvm.load"(%s124) : (!llvm.ptr<1>) -> f32
    %s126 = "llvm.select"(%p28, %ld125, %cf5) : (i1, f32, f32) -> f32
    %a39 = "llvm.getelementptr"(%b_1, %s10) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %c40 = "llvm.mlir.constant"() <{value = 384 : i64}> : () -> i64
    %a133 = "llvm.getelementptr"(%a39, %c40) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %s134 = "llvm.select"(%p38, %a133, %b_1) : (i1, !llvm.ptr<1>, !llvm.ptr<1>) -> !llvm.ptr<1>
    %ld135 = "llvm.load"(%s134) : (!llvm.ptr<1>) -> f32
    %s136 = "llvm.select"(%p38, %ld135, %cf5) : (i1, f32, f32) -> f32
    %a41 = "llvm.getelementptr"(%b_1, %s15) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %c42 = "llvm.mlir.constant"() <{value = 512 : i64}> : () -> i64
    %a143 = "llvm.getelementptr"(%a41, %c42) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %s144 = "llvm.select"(%p48, %a143, %b_1) : (i1, !llvm.ptr<1>, !llvm.ptr<1>) -> !llvm.ptr<1>
    %ld145 = "llvm.load"(%s144) : (!llvm.ptr<1>) -> f32
    %s146 = "llvm.select"(%p48, %ld145, %cf5) : (i1, f32, f32) -> f32
    %a43 = "llvm.getelementptr"(%b_1, %s20) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %c44 = "llvm.mlir.constant"() <{value = 640 : i64}> : () -> i64
    %a153 = "llvm.getelementptr"(%a43, %c44) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %s154 = "llvm.select"(%p58, %a153, %b_1) : (i1, !llvm.ptr<1>, !llvm.ptr<1>) -> !llvm.ptr<1>
    %ld155 = "llvm.load"(%s154) : (!llvm.ptr<1>) -> f32
    %s156 = "llvm.select"(%p58, %ld155, %cf5) : (i1, f32, f32) -> f32
    %a45 = "llvm.getelementptr"(%b_1, %s25) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %c46 = "llvm.mlir.constant"() <{value = 768 : i64}> : () -> i64
    %a163 = "llvm.getelementptr"(%a45, %c46) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %s164 = "llvm.select"(%p68, %a163, %b_1) : (i1, !llvm.ptr<1>, !llvm.ptr<1>) -> !llvm.ptr<1>
    %ld165 = "llvm.load"(%s164) : (!llvm.ptr<1>) -> f32
    %s166 = "llvm.select"(%p68, %ld165, %cf5) : (i1, f32, f32) -> f32
    %a47 = "llvm.getelementptr"(%b_1, %s30) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %c48 = "llvm.mlir.constant"() <{value = 896 : i64}> : () -> i64
    %a173 = "llvm.getelementptr"(%a47, %c48) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %s174 = "llvm.select"(%p78, %a173, %b_1) : (i1, !llvm.ptr<1>, !llvm.ptr<1>) -> !llvm.ptr<1>
    %ld175 = "llvm.load"(%s174) : (!llvm.ptr<1>) -> f32
    %s176 = "llvm.select"(%p78, %ld175, %cf5) : (i1, f32, f32) -> f32
    %agg178 = "llvm.insertvalue"(%u84, %s106) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>
    %agg179 = "llvm.insertvalue"(%agg178, %s116) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>
    %agg180 = "llvm.insertvalue"(%agg179, %s126) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>
    %agg181 = "llvm.insertvalue"(%agg180, %s136) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>
    %agg182 = "llvm.insertvalue"(%agg181, %s146) <{position = array<i64: 4>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>
    %agg183 = "llvm.insertvalue"(%agg182, %s156) <{position = array<i64: 5>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>
    %agg184 = "llvm.insertvalue"(%agg183, %s166) <{position = array<i64: 6>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>
    %agg185 = "llvm.insertvalue"(%agg184, %s176) <{position = array<i64: 7>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>
    %t202 = "llvm.fadd"(%s13, %s106) : (f32, f32) -> f32
    %t203 = "llvm.fadd"(%s23, %s116) : (f32, f32) -> f32
    %t204 = "llvm.fadd"(%s33, %s126) : (f32, f32) -> f32
    %t205 = "llvm.fadd"(%s43, %s136) : (f32, f32) -> f32
    %t206 = "llvm.fadd"(%s53, %s146) : (f32, f32) -> f32
    %t207 = "llvm.fadd"(%s63, %s156) : (f32, f32) -> f32
    %t208 = "llvm.fadd"(%s73, %s166) : (f32, f32) -> f32
    %t209 = "llvm.fadd"(%s83, %s176) : (f32, f32) -> f32
    %agg211 = "llvm.insertvalue"(%u84, %t202) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>
    %agg212 = "llvm.insertvalue"(%agg211, %t203) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>
    %agg213 = "llvm.insertvalue"(%agg212, %t204) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>
    %agg214 = "llvm.insertvalue"(%agg213, %t205) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>
    %agg215 = "llvm.insertvalue"(%agg214, %t206) <{position = array<i64: 4>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>
    %agg216 = "llvm.insertvalue"(%agg215, %t207) <{position = array<i64: 5>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>
    %agg217 = "llvm.insertvalue"(%agg216, %t208) <{position = array<i64: 6>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>
    %agg218 = "llvm.insertvalue"(%agg217, %t209) <{position = array<i64: 7>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>
    %a236 = "llvm.getelementptr"(%c_2, %t7) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    "llvm.cond_br"(%p8)[^bb1, ^bb3] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb1:
    "llvm.store"(%t202, %a236) : (f32, !llvm.ptr<1>) -> ()
    "llvm.br"()[^bb3] : () -> ()
  ^bb3:
    %a49 = "llvm.getelementptr"(%c_2, %s0) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %c50 = "llvm.mlir.constant"() <{value = 128 : i64}> : () -> i64
    %a243 = "llvm.getelementptr"(%a49, %c50) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    "llvm.cond_br"(%p18)[^bb4, ^bb6] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb4:
    "llvm.store"(%t203, %a243) : (f32, !llvm.ptr<1>) -> ()
    "llvm.br"()[^bb6] : () -> ()
  ^bb6:
    %a51 = "llvm.getelementptr"(%c_2, %s5) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %c52 = "llvm.mlir.constant"() <{value = 256 : i64}> : () -> i64
    %a250 = "llvm.getelementptr"(%a51, %c52) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    "llvm.cond_br"(%p28)[^bb7, ^bb9] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb7:
    "llvm.store"(%t204, %a250) : (f32, !llvm.ptr<1>) -> ()
    "llvm.br"()[^bb9] : () -> ()
  ^bb9:
    %a53 = "llvm.getelementptr"(%c_2, %s10) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %c54 = "llvm.mlir.constant"() <{value = 384 : i64}> : () -> i64
    %a257 = "llvm.getelementptr"(%a53, %c54) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    "llvm.cond_br"(%p38)[^bb10, ^bb12] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb10:
    "llvm.store"(%t205, %a257) : (f32, !llvm.ptr<1>) -> ()
    "llvm.br"()[^bb12] : () -> ()
  ^bb12:
    %a55 = "llvm.getelementptr"(%c_2, %s15) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %c56 = "llvm.mlir.constant"() <{value = 512 : i64}> : () -> i64
    %a264 = "llvm.getelementptr"(%a55, %c56) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    "llvm.cond_br"(%p48)[^bb13, ^bb15] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb13:
    "llvm.store"(%t206, %a264) : (f32, !llvm.ptr<1>) -> ()
    "llvm.br"()[^bb15] : () -> ()
  ^bb15:
    %a57 = "llvm.getelementptr"(%c_2, %s20) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %c58 = "llvm.mlir.constant"() <{value = 640 : i64}> : () -> i64
    %a271 = "llvm.getelementptr"(%a57, %c58) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    "llvm.cond_br"(%p58)[^bb16, ^bb18] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb16:
    "llvm.store"(%t207, %a271) : (f32, !llvm.ptr<1>) -> ()
    "llvm.br"()[^bb18] : () -> ()
  ^bb18:
    %a59 = "llvm.getelementptr"(%c_2, %s25) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %c60 = "llvm.mlir.constant"() <{value = 768 : i64}> : () -> i64
    %a278 = "llvm.getelementptr"(%a59, %c60) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    "llvm.cond_br"(%p68)[^bb19, ^bb21] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb19:
    "llvm.store"(%t208, %a278) : (f32, !llvm.ptr<1>) -> ()
    "llvm.br"()[^bb21] : () -> ()
  ^bb21:
    %a61 = "llvm.getelementptr"(%c_2, %s30) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %c62 = "llvm.mlir.constant"() <{value = 896 : i64}> : () -> i64
    %a285 = "llvm.getelementptr"(%a61, %c62) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    "llvm.cond_br"(%p78)[^bb22, ^bb24] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb22:
    "llvm.store"(%t209, %a285) : (f32, !llvm.ptr<1>) -> ()
    "llvm.br"()[^bb24] : () -> ()
  ^bb24:
    "llvm.return"() : () -> ()
  }) {nvvm.kernel, nvvm.reqntid = array<i32: 128, 1, 1>, nvvm.minctasm = 1 : i32} : () -> ()
}
