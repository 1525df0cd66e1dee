// expected: 3:8: expected '"' in string literal
module {
  %a = "arith.constant() : () -> i32
}
