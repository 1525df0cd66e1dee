"""nanotile: a nanopass compiler from NVIDIA TileIR (nv_tileas) to PTX."""

__version__ = "0.1.0"
