// expected: 3:3: 'nv_tileaa.func' op requires 1 regions, but found 0
module {
  "nv_tileaa.func"() <{function_type = () -> (), sym_name = "k"}> : () -> ()
}
