VENV ?= .venv
BIN := $(VENV)/bin

.PHONY: install demo test lint bench clean

install: $(VENV)/.installed

$(VENV)/.installed: pyproject.toml scripts/install.sh
	VENV=$(VENV) bash scripts/install.sh

demo: install
	$(BIN)/diageval demo

test: install
	OMP_THREAD_LIMIT=1 $(BIN)/python -m pytest -q

lint: install
	$(BIN)/ruff check src tests benchmarks
	$(BIN)/ruff format --check src tests benchmarks
	$(BIN)/mypy

bench: install
	$(BIN)/python benchmarks/loop_speed.py

clean:
	rm -rf $(VENV) diageval-out .pytest_cache
