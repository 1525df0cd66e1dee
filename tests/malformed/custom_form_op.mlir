// expected: 3:8: expected an operation in generic form
module {
  %a = arith.constant 1 : i32
}
