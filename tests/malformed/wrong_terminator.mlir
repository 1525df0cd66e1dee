// expected: 4:5: block in 'nv_tileaa.func' must end with 'nv_tileaa.return'
module {
  "nv_tileaa.func"() <{function_type = () -> (), sym_name = "k"}> ({
    "scf.yield"() : () -> ()
  }) : () -> ()
}
