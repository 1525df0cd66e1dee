PYTHON ?= python3
EXAMPLE ?= gemm_sm90

.PHONY: run test pytest typecheck bench install install-dev

install:
	$(PYTHON) -m pip install -q -e .

install-dev:
	$(PYTHON) -m pip install -q -e '.[dev]'

run:
	$(PYTHON) -m nanotile --example $(EXAMPLE)

pytest:
	$(PYTHON) -m pytest

typecheck:
	$(PYTHON) -m mypy --strict nanotile

test: pytest typecheck

bench:
	$(PYTHON) bench/run.py
