// expected: 9:7: block in 'scf.for' must end with 'scf.yield'
module {
  "nv_tileaa.func"() <{function_type = () -> (), sym_name = "k"}> ({
    %lb = "arith.constant"() <{value = 0 : index}> : () -> index
    %ub = "arith.constant"() <{value = 8 : index}> : () -> index
    %st = "arith.constant"() <{value = 1 : index}> : () -> index
    "scf.for"(%lb, %ub, %st) ({
    ^bb0(%i: index):
      "nv_tileaa.return"() : () -> ()
    }) : (index, index, index) -> ()
    "nv_tileaa.return"() : () -> ()
  }) : () -> ()
}
