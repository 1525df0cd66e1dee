// expected: 3:3: 'nv_tileaa.get_program_id' op attribute 'dim' expects an integer attribute of type i32, got "x"
module {
  %a = "nv_tileaa.get_program_id"() <{dim = "x"}> : () -> i32
}
