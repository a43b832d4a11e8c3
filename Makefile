VENV ?= .venv
BIN := $(VENV)/bin

.PHONY: install demo test lint bench bench-setup bench-quick bench-stochastic bench-heldout bench-heldout2 bench-heldout3 bench-heldout4 bench-heldout5 bench-heldout6 bench-heldout7 bench-heldout8 bench-heldout9 bench-heldout10 bench-heldout11 bench-heldout12 bench-heldout13 bench-heldout14 bench-heldout15 bench-heldout16 bench-heldout17 bench-heldout18 bench-heldout19 bench-heldout20 bench-heldout21 speed clean

install: $(VENV)/.installed

$(VENV)/.installed: pyproject.toml scripts/install.sh
	VENV=$(VENV) bash scripts/install.sh

# The demo's defects are there on purpose: only a harness fault fails `make demo`.
demo: install
	$(BIN)/diageval demo --fail-on fault

test: install
	OMP_THREAD_LIMIT=1 $(BIN)/python -m pytest -q -n 4 --dist loadscope

lint: install
	$(BIN)/ruff check src tests benchmarks
	$(BIN)/ruff format --check src tests benchmarks
	$(BIN)/mypy

# The benchmark: the bundled corpus, the library corpus (its UI libraries come from the npm registry,
# pinned by benchmarks/corpus_lib/package-lock.json, installed once) and the composite-obstacle corpus.
BENCH_OUT ?= benchmarks/results
LIB_MODULES := benchmarks/corpus_lib/node_modules/.package-lock.json

$(LIB_MODULES): benchmarks/corpus_lib/package-lock.json
	npm ci --prefix benchmarks/corpus_lib --no-audit --no-fund

bench-setup: install $(LIB_MODULES)

# Each folder is a corpus with a line of its own; the held-aside library apps have theirs.
BENCH_CORPORA := benchmarks/corpus benchmarks/corpus_lib benchmarks/corpus_lib/dev2 benchmarks/corpus_lib/dev3 benchmarks/corpus_lib/dev4 benchmarks/corpus_lib/dev5 benchmarks/corpus_lib/dev6 benchmarks/corpus_lib/dev7 benchmarks/corpus_lib/dev8 benchmarks/corpus_lib/dev9 benchmarks/corpus_lib/dev10 benchmarks/corpus_lib/dev11 benchmarks/corpus_lib/heldout benchmarks/corpus_composite

bench: bench-setup
	OMP_THREAD_LIMIT=1 $(BIN)/diageval bench $(BENCH_CORPORA) --workers 3 --out $(BENCH_OUT)

# Table 2 with the sampling agent (docs/agents.md): every method once per seed, mean and spread per corpus.
SEEDS ?= 0,1,2
bench-stochastic: bench-setup
	OMP_THREAD_LIMIT=1 $(BIN)/diageval bench benchmarks/corpus benchmarks/corpus_lib --agent-profile stochastic --seeds $(SEEDS) --workers 3 --out $(BENCH_OUT)/stochastic

bench-quick: bench-setup
	OMP_THREAD_LIMIT=1 $(BIN)/diageval bench benchmarks/corpus benchmarks/corpus_lib --quick --workers 3 --out $(BENCH_OUT)/quick

# The library apps kept aside while the probes were developed: run last, reported on their own.
bench-heldout: bench-setup
	OMP_THREAD_LIMIT=1 $(BIN)/diageval bench benchmarks/corpus_lib/heldout --workers 3 --out $(BENCH_OUT)/heldout

# A second held-aside set, written later by an author who read no engine code: never in development runs.
bench-heldout2: bench-setup
	OMP_THREAD_LIMIT=1 $(BIN)/diageval bench benchmarks/corpus_lib/heldout2 --workers 3 --out $(BENCH_OUT)/heldout2

# A third held-aside set (a helpdesk, an expense flow, a job portal), by an author who read no engine code.
bench-heldout3: bench-setup
	OMP_THREAD_LIMIT=1 $(BIN)/diageval bench benchmarks/corpus_lib/heldout3 --workers 3 --out $(BENCH_OUT)/heldout3

# A fourth held-aside set (a loans desk, a reservations admin, a stock page), by an author who read no engine code.
bench-heldout4: bench-setup
	OMP_THREAD_LIMIT=1 $(BIN)/diageval bench benchmarks/corpus_lib/heldout4 --workers 3 --out $(BENCH_OUT)/heldout4

# A fifth held-aside set (a gym booking page, a deals board, a homework planner), by an author who read no engine code.
bench-heldout5: bench-setup
	OMP_THREAD_LIMIT=1 $(BIN)/diageval bench benchmarks/corpus_lib/heldout5 --workers 3 --out $(BENCH_OUT)/heldout5

# A sixth held-aside set (an adoption page, a podcast library, a parking-permit portal), by an author who read no engine code.
bench-heldout6: bench-setup
	OMP_THREAD_LIMIT=1 $(BIN)/diageval bench benchmarks/corpus_lib/heldout6 --workers 3 --out $(BENCH_OUT)/heldout6

# A seventh held-aside set (household meter readings, language flashcards, volunteer shifts), written the same way.
bench-heldout7: bench-setup
	OMP_THREAD_LIMIT=1 $(BIN)/diageval bench benchmarks/corpus_lib/heldout7 --workers 3 --out $(BENCH_OUT)/heldout7

# An eighth held-aside set (a houseplant watering tracker, a bike repair shop queue, a household chores rota).
bench-heldout8: bench-setup
	OMP_THREAD_LIMIT=1 $(BIN)/diageval bench benchmarks/corpus_lib/heldout8 --workers 3 --out $(BENCH_OUT)/heldout8

# A ninth held-aside set (a vinyl record collection, a language school's course enrolment, a travel itinerary planner).
bench-heldout9: bench-setup
	OMP_THREAD_LIMIT=1 $(BIN)/diageval bench benchmarks/corpus_lib/heldout9 --workers 3 --out $(BENCH_OUT)/heldout9

bench-heldout10: bench-setup
	OMP_THREAD_LIMIT=1 $(BIN)/diageval bench benchmarks/corpus_lib/heldout10 --workers 3 --out $(BENCH_OUT)/heldout10

bench-heldout11: bench-setup
	OMP_THREAD_LIMIT=1 $(BIN)/diageval bench benchmarks/corpus_lib/heldout11 --workers 3 --out $(BENCH_OUT)/heldout11

bench-heldout12: bench-setup
	OMP_THREAD_LIMIT=1 $(BIN)/diageval bench benchmarks/corpus_lib/heldout12 --workers 3 --out $(BENCH_OUT)/heldout12

bench-heldout13: bench-setup
	OMP_THREAD_LIMIT=1 $(BIN)/diageval bench benchmarks/corpus_lib/heldout13 --workers 3 --out $(BENCH_OUT)/heldout13

bench-heldout14: bench-setup
	OMP_THREAD_LIMIT=1 $(BIN)/diageval bench benchmarks/corpus_lib/heldout14 --workers 3 --out $(BENCH_OUT)/heldout14

bench-heldout15: bench-setup
	OMP_THREAD_LIMIT=1 $(BIN)/diageval bench benchmarks/corpus_lib/heldout15 --workers 3 --out $(BENCH_OUT)/heldout15

bench-heldout16: bench-setup
	OMP_THREAD_LIMIT=1 $(BIN)/diageval bench benchmarks/corpus_lib/heldout16 --workers 3 --out $(BENCH_OUT)/heldout16

bench-heldout17: bench-setup
	OMP_THREAD_LIMIT=1 $(BIN)/diageval bench benchmarks/corpus_lib/heldout17 --workers 3 --out $(BENCH_OUT)/heldout17

# An eighteenth held-aside set (a dental recall list, a campsite desk, a choir's library), by an author who read no engine code.
bench-heldout18: bench-setup
	OMP_THREAD_LIMIT=1 $(BIN)/diageval bench benchmarks/corpus_lib/heldout18 --workers 3 --out $(BENCH_OUT)/heldout18

# A nineteenth held-aside set (a theatre box office, a print shop's job queue, a water lab's sample log), by an
# author who read no engine code.
bench-heldout19: bench-setup
	OMP_THREAD_LIMIT=1 $(BIN)/diageval bench benchmarks/corpus_lib/heldout19 --workers 3 --out $(BENCH_OUT)/heldout19

bench-heldout20: bench-setup
	OMP_THREAD_LIMIT=1 $(BIN)/diageval bench benchmarks/corpus_lib/heldout20 --workers 3 --out $(BENCH_OUT)/heldout20

bench-heldout21: bench-setup
	OMP_THREAD_LIMIT=1 $(BIN)/diageval bench benchmarks/corpus_lib/heldout21 --workers 3 --out $(BENCH_OUT)/heldout21

speed: install
	$(BIN)/python benchmarks/loop_speed.py

clean:
	rm -rf $(VENV) diageval-out .pytest_cache
