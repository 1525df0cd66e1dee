// expected: 5:5: 'llvm.mlir.undef' op is not part of the tileas language
module {
  "nv_tileaa.func"() <{function_type = () -> (), sym_name = "k"}> ({
    %c = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %u = "llvm.mlir.undef"() : () -> i32
    "nv_tileaa.return"() : () -> ()
  }) : () -> ()
}
