# Two set-up commands: `make demo` (the bundled scenarios, offline, Allure results) and `make test`.
PYTHON ?= python3
VENV ?= .venv
PY := $(VENV)/bin/python
INSTALLED := $(VENV)/.installed
ALLURE_RESULTS ?= reports/allure-results
PYTEST_ARGS ?=

.PHONY: demo test setup browser clean

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

clean:
	rm -rf reports
