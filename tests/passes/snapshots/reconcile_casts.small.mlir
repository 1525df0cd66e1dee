module {
  "llvm.func"() <{function_type = !llvm.func<void (ptr<1>, i32)>, sym_name = "k"}> ({
  ^bb0(%p: !llvm.ptr<1>, %x: i32):
    "llvm.store"(%x, %p) : (i32, !llvm.ptr<1>) -> ()
    "llvm.return"() : () -> ()
  }) {nvvm.kernel, nvvm.reqntid = array<i32: 128, 1, 1>, nvvm.minctasm = 1 : i32} : () -> ()
}
