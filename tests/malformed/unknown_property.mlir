// expected: 3:3: 'nv_tileaa.get_program_id' op does not accept attribute 'foo'
module {
  %a = "nv_tileaa.get_program_id"() <{dim = 0 : i32, foo = 1}> : () -> i32
}
