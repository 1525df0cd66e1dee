// expected: 4:5: block in 'nv_tileaa.func' must end with 'nv_tileaa.return'
module {
  "nv_tileaa.func"() <{function_type = () -> (), sym_name = "k"}> ({
    %c = "arith.constant"() <{value = 1 : i32}> : () -> i32
  }) : () -> ()
}
