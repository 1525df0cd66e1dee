PYTHON ?= python3
EXAMPLE ?= gemm_sm90

.PHONY: run test pytest typecheck bench install install-dev check

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

check:
	for e in $$($(PYTHON) -m nanotile --list-examples); do $(PYTHON) -m nanotile check --example $$e || exit 1; done

bench:
	$(PYTHON) bench/run.py
