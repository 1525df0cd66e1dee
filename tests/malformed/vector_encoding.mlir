// expected: 3:71: vector types take no encoding
module {
  %a = "arith.constant"() <{value = 1 : i32}> : () -> vector<4xf32, 1>
}
