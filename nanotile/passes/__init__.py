"""One module per micro-pass; each is a pure function from one language's module to the next.

Spec machinery nanotile does not build, so its diagnostics are never emitted:

* the nvgpu dialect's verifiers (spec 003; nanotile has no nvgpu ops, and
  its WGMMA operands are K-major only, see ``wgmma.py``):
  "Not a canonical GMMA_MN Layout".
"""
