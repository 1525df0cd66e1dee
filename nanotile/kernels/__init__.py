"""Kernel generators: ``python -m nanotile.kernels gemm ...`` or ``nanotile.kernels.gemm_mlir(GemmConfig(...))``."""

from __future__ import annotations

from . import gemm_sm90 as _sm90  # noqa: F401  (registers the sm_90a generator)
from . import gemm_sm100 as _sm100  # noqa: F401  (registers the sm_100a generator)
from .gemm import ARCHS, ConfigError, GemmConfig, arch_defaults, cli_args, generate, validate

gemm_mlir = generate

__all__ = ["ARCHS", "ConfigError", "GemmConfig", "arch_defaults", "cli_args", "gemm_mlir", "generate", "validate"]
