// expected: 3:3: 'nv_tileaa.get_program_id' op requires attribute 'dim'
module {
  %a = "nv_tileaa.get_program_id"() : () -> i32
}
