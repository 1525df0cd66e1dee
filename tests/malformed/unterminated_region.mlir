// expected: 3:68: expected '}' to close region
module {
  "nv_tileaa.func"() <{function_type = () -> (), sym_name = "k"}> ({
    "nv_tileaa.return"() : () -> ()

