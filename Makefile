PYTHON ?= python3
EXAMPLE ?= gemm_sm90
SEED ?= 1
COUNT ?= 2000

.PHONY: run test test-compiler pytest typecheck bench bench-gpu fuzz install install-dev check

install:
	$(PYTHON) -m pip install -q -e .

install-dev:
	$(PYTHON) -m pip install -q -e '.[dev]'

run:
	$(PYTHON) -m nanotile --example $(EXAMPLE)

pytest:
	$(PYTHON) -m pytest

# the compiler's own tests, without the oracle suites (tests/emu, tests/check, tests/interp,
# tests/kernels, tests/test_fuzz.py, the differential tests: conftest.ORACLE_SUITES marks them `oracle`)
test-compiler:
	$(PYTHON) -m pytest -m 'not oracle'

# the compiler, its tests and its benchmarks; tests/mypy_contract holds deliberately wrong programs (test_mypy_contract
# checks them)
TYPECHECK_EXCLUDE = tests/mypy_contract/

typecheck:
	$(PYTHON) -m mypy --strict nanotile tests bench --exclude '$(TYPECHECK_EXCLUDE)'

test: pytest typecheck

check:
	@fail=0; for e in $$($(PYTHON) -m nanotile --list-examples); do $(PYTHON) -m nanotile check --example $$e || fail=1; done; exit $$fail

bench:
	$(PYTHON) bench/gemm.py
	$(PYTHON) bench/run.py

# on a machine with an NVIDIA GPU, cuda-python and (for the cuBLAS column) PyTorch; prints Markdown
FIXTURES ?= ../shared/fixtures/triton
bench-gpu:
	$(PYTHON) bench/gpu.py --fixtures $(FIXTURES)

# seeded mutation campaign (nanotile/fuzz.py): fails on an internal error, a timeout, an unlocated
# error or PTX that ptxas rejects, and prints a reproducer for each; SEED=n COUNT=n to vary it
fuzz:
	$(PYTHON) -m nanotile.fuzz --seed $(SEED) --count $(COUNT)
