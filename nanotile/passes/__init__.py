"""One module per micro-pass; each is a pure function from one language's module to the next (the
clean-up and planning passes at the end, ``cse``, ``fold``, ``dce``, ``plan_accumulators``, map ``llvm``
to ``llvm``).

``nanotile.pipeline.STAGES`` lists them in order.  Helpers several passes share live in
``nanotile.lowering`` (and ``nanotile.ir``), never here.

Spec machinery nanotile does not build, so its diagnostics are never emitted:

* the nvgpu dialect's verifiers (spec 003; nanotile has no nvgpu ops, and
  its WGMMA operands are K-major, or an N-major f16/bf16 B, see ``lowering/wgmma.py``):
  "Not a canonical GMMA_MN Layout".
"""
