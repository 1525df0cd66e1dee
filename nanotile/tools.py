"""Finding the external tools the tests and ``--verify-ptx`` use.

``ptxas`` and ``nvdisasm`` come from the PyPI wheels ``nvidia-cuda-nvcc`` /
``nvidia-cuda-nvdisasm`` (installed under ``site-packages/nvidia/*/bin``,
not on the PATH); ``mlir-opt-19``, ``mlir-translate-19`` and ``llc-19`` from
Debian's ``mlir-19-tools`` and ``llvm-19``.
"""

from __future__ import annotations

import glob
import os
import shutil
import subprocess
import sys
import tempfile
from dataclasses import dataclass


def find_tool(name: str) -> str | None:
    """The tool's path: the PATH first, then the NVIDIA wheels' ``bin`` folders."""
    found = shutil.which(name)
    if found:
        return found
    for base in sys.path:
        for cand in sorted(glob.glob(os.path.join(base, "nvidia", "*", "bin", name))):
            if os.access(cand, os.X_OK):
                return cand
    return None


@dataclass(frozen=True, slots=True)
class ToolResult:
    returncode: int
    stdout: str
    stderr: str

    @property
    def ok(self) -> bool:
        return self.returncode == 0


def run_tool(argv: list[str], stdin: str | None = None, timeout: float = 120) -> ToolResult:
    p = subprocess.run(argv, input=stdin, capture_output=True, text=True, timeout=timeout)
    return ToolResult(p.returncode, p.stdout, p.stderr)


def ptxas(ptx: str, arch: str, extra: tuple[str, ...] = ("-v",)) -> ToolResult:
    """Assemble ``ptx`` for ``arch`` (``sm_90a``); stderr carries ``-v``'s resource report."""
    exe = find_tool("ptxas")
    if exe is None:
        raise FileNotFoundError("ptxas not found (pip install nvidia-cuda-nvcc)")
    with tempfile.TemporaryDirectory() as d:
        src = os.path.join(d, "k.ptx")
        with open(src, "w") as f:
            f.write(ptx)
        return run_tool([exe, f"-arch={arch}", *extra, src, "-o", os.path.join(d, "k.cubin")])
