// expected: 3:63: expected location ("file":line:col or unknown), got 'fused'
module {
  %a = "arith.constant"() <{value = 1 : i32}> : () -> i32 loc(fused["a.mlir":1:1])
}
