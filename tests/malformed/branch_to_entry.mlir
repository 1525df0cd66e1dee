// expected: 5:5: entry block of region may not have predecessors
module {
  "llvm.func"() <{function_type = !llvm.func<void ()>, sym_name = "k"}> ({
  ^bb0:
    "llvm.br"()[^bb0] : () -> ()
  }) : () -> ()
}
