// expected: 5:23: use of value '%n' expects different type than prior uses: 'i64' vs 'i32'
module {
  "nv_tileaa.func"() <{function_type = (i32) -> (), sym_name = "k"}> ({
  ^bb0(%n: i32):
    %b = "arith.addi"(%n, %n) : (i64, i64) -> i64
    "nv_tileaa.return"() : () -> ()
  }) : () -> ()
}
