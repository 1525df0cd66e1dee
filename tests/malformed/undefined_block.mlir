// expected: 5:5: reference to an undefined block '^bb7'
module {
  "llvm.func"() <{function_type = !llvm.func<void ()>, sym_name = "k"}> ({
    %c = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
    "llvm.br"(%c)[^bb7] : (i32) -> ()
  }) : () -> ()
}
