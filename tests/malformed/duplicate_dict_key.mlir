// expected: 3:54: duplicate key 'dim' in dictionary attribute
module {
  %a = "nv_tileaa.get_program_id"() <{dim = 0 : i32, dim = 1 : i32}> : () -> i32
}
