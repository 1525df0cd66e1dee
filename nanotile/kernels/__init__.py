"""Kernel generators: ``python -m nanotile.kernels gemm ...`` or ``nanotile.kernels.gemm_mlir(GemmConfig(...))``.

``GemmConfig()`` is sm_90a's defaults; another target's are ``arch_defaults("sm_100a")`` (change fields
with ``dataclasses.replace``), as ``--arch sm_100a`` alone on the command line."""

from __future__ import annotations

from . import gemm_sm90 as _sm90  # noqa: F401  (registers the sm_90a generator)
from . import gemm_sm100 as _sm100  # noqa: F401  (registers the sm_100a generator)
from .gemm import ARCHS, ConfigError, GemmConfig, arch_defaults, cli_args, generate, validate

gemm_mlir = generate

__all__ = ["ARCHS", "ConfigError", "GemmConfig", "arch_defaults", "cli_args", "gemm_mlir", "generate", "validate"]
