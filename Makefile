# Two set-up commands: `make demo` (the bundled scenarios, offline, Allure results) and `make test`;
# `make cassettes` re-records the bundled scenarios' model traffic.
PYTHON ?= python3
VENV ?= .venv
PY := $(VENV)/bin/python
INSTALLED := $(VENV)/.installed
ALLURE_RESULTS ?= reports/allure-results
PYTEST_ARGS ?=

.PHONY: demo test setup browser cassettes clean

setup: $(INSTALLED) browser

$(INSTALLED): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install -q --upgrade pip
	$(PY) -m pip install -q -e '.[dev]'
	touch $@

browser: $(INSTALLED)
	@scripts/ensure_browser.sh $(PY)

demo: setup
	$(PY) -m pytest scenarios -v --alluredir=$(ALLURE_RESULTS) --clean-alluredir $(PYTEST_ARGS)

test: setup
	$(PY) -m pytest --alluredir=$(ALLURE_RESULTS) --clean-alluredir $(PYTEST_ARGS)

# re-record every bundled scenario's model traffic with the offline heuristic model
cassettes: setup
	$(PY) -m pytest scenarios --llm=heuristic --record-mode=rewrite $(PYTEST_ARGS)

clean:
	rm -rf reports
