"""Lowering helpers that several passes and checkers share, outside ``passes/``.

* ``tiles``: tile facts (swizzle, layouts, tile bytes, pipeline parameters and
  layout, the shared-memory arena, pipeline token math);
* ``register_tiles``: register-tile addressing (views, element coordinates) and the layout
  stores (WGMMA D fragment, tcgen05 32x32b rows);
* ``pipeline_tokens``: pipeline token math and stage-barrier addressing as LLVM ops;
* ``wgmma``: WGMMA shared-memory matrix descriptor bits;
* ``tcgen05``: tensor memory and ``tcgen05`` (sm_100a) tile facts, descriptor encoders and the
  inline-asm forms nanotile emits;
* ``tcgen05_emit``: the emission helpers of ``lower_tcgen05`` (inline asm, TMEM lanes, carried TMEM tiles);
* ``fold_rules``: the per-class rules of the ``fold`` pass (constant folding, offset reassociation);
* ``type_converter``: the one type converter (spec 001);
* ``emit``: ``Emitter``, the builder a lowering appends LLVM/NVVM ops with;
* ``conversion``: ``Conversion``, the context every body-lowering pass shares
  (value map, get / define / carry, thread ranges, error mapping) and the
  traversal driver that rebuilds regions.
"""
