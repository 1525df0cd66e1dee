"""PTX emitter for the final ``llvm`` language (see ``backend_ptx/emit.py``)."""

from __future__ import annotations

from .emit import PTX_VERSION, emit_ptx

__all__ = ["PTX_VERSION", "emit_ptx"]
