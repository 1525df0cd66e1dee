// expected: 4:17: redefinition of SSA value '%n'
module {
  "nv_tileaa.func"() <{function_type = (i32, i32) -> (), sym_name = "k"}> ({
  ^bb0(%n: i32, %n: i32):
    "nv_tileaa.return"() : () -> ()
  }) : () -> ()
}
