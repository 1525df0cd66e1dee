// expected: 6:3: redefinition of block '^bb1'
module {
  "nv_tileaa.func"() <{function_type = () -> (), sym_name = "k"}> ({
    "nv_tileaa.return"() : () -> ()
  ^bb1:
  ^bb1:
    "nv_tileaa.return"() : () -> ()
  }) : () -> ()
}
