PYTHON ?= python3
EXAMPLE ?= gemm_sm90
SEED ?= 1
COUNT ?= 2000

.PHONY: run test test-compiler pytest typecheck bench bench-gpu fuzz install install-dev check native test-native

install:
	$(PYTHON) -m pip install -q -e .

install-dev:
	$(PYTHON) -m pip install -q -e '.[dev]'

run:
	$(PYTHON) -m nanotile --example $(EXAMPLE)

# `make test` is the pure-Python build whatever is built (NANOTILE_NATIVE=0); `make test-native` the compiled one
pytest:
	NANOTILE_NATIVE=0 $(PYTHON) -m pytest

# the compiler's own tests, without the oracle suites (tests/emu, tests/check, tests/interp,
# tests/kernels, tests/test_fuzz.py, the differential tests: conftest.ORACLE_SUITES marks them `oracle`)
test-compiler:
	NANOTILE_NATIVE=0 $(PYTHON) -m pytest -m 'not oracle'

# the compiler, its tests and its benchmarks; tests/mypy_contract holds deliberately wrong programs (test_mypy_contract
# checks them)
TYPECHECK_EXCLUDE = tests/mypy_contract/

typecheck:
	$(PYTHON) -m mypy --strict nanotile tests bench --exclude '$(TYPECHECK_EXCLUDE)'

test: pytest typecheck

# the optional compiled build (nanotile/native.py lists the modules and says why): mypyc compiles them
# into build/native, which `import nanotile` uses while every source file is as built (needs the dev
# extra's mypy and a C compiler; ~3 min on 2 cores); NANOTILE_NATIVE=0 turns it off
native:
	$(PYTHON) -m nanotile.native_build --if-stale

# the whole suite against the compiled build (NANOTILE_NATIVE=1: import nanotile fails without a fresh one)
test-native: native
	NANOTILE_NATIVE=1 $(PYTHON) -m pytest

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
