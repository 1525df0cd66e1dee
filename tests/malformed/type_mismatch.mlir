// expected: 4:21: use of value '%c' expects different type than prior uses: 'i64' vs 'i32'
module {
  %c = "arith.constant"() <{value = 1 : i32}> : () -> i32
  %b = "arith.addi"(%c, %c) : (i64, i64) -> i64
}
