module {
  "llvm.func"() <{arg_attrs = [{llvm.align = 64 : i64, llvm.byval = !llvm.array<128 x i8>, nvvm.grid_constant}, {}], function_type = !llvm.func<void (ptr, ptr<1>)>, sym_name = "k"}> ({
  ^bb0(%desc: !llvm.ptr, %p: !llvm.ptr<1>):
    "llvm.return"() : () -> ()
  }) {nvvm.kernel, nvvm.reqntid = array<i32: 128, 1, 1>, nvvm.minctasm = 1 : i32} : () -> ()
}
