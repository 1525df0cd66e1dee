// expected: 5:23: use of undeclared SSA value name '%c'
module {
  %c = "arith.constant"() <{value = 1 : i32}> : () -> i32
  "nv_tileaa.func"() <{function_type = () -> (), sym_name = "k"}> ({
    %d = "arith.addi"(%c, %c) : (i32, i32) -> i32
    "nv_tileaa.return"() : () -> ()
  }) : () -> ()
}
