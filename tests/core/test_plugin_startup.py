"""Installing the plugin costs a project's pytest run nothing it does not use: a session of plain tests never imports
the model client, the run kinds, the cookbook store, the browser or allure; and the packages that re-export lazily
(PEP 562) still hand out every name they list."""

from __future__ import annotations

import importlib
import os
import subprocess
import sys
from pathlib import Path

import pytest

# what only a scenario or a fixture of ours needs
HEAVY = ("openai", "sqlalchemy", "playwright", "allure", "vcr", "yaml", "pydantic", "pytest_jobagent.runs",
         "pytest_jobagent.scenario.loader", "pytest_jobagent.cookbook", "pytest_jobagent.heuristic",
         "pytest_jobagent.llm.client", "pytest_jobagent.siteserver", "pytest_jobagent.report.allure")

CONFTEST = '''
import os
import sys


def pytest_sessionfinish(session):
    with open(os.environ["JOBAGENT_MODULES_OUT"], "w") as out:
        out.write("\\n".join(sorted(sys.modules)))
'''


def test_a_session_of_plain_tests_imports_nothing_heavy(tmp_path: Path):
    (tmp_path / "pytest.ini").write_text("[pytest]\n")
    (tmp_path / "conftest.py").write_text(CONFTEST)
    (tmp_path / "test_plain.py").write_text("def test_one():\n    assert 1 + 1 == 2\n")
    modules_file = tmp_path / "modules.txt"
    # pytest-playwright and allure-pytest import playwright and allure themselves: left out here, so that what is
    # left is what this plugin imports
    done = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-p", "no:playwright", "-p",
         "no:allure_pytest", "-p", "no:xdist", "-p", "no:hypothesispytest"],
        cwd=tmp_path, capture_output=True, text=True, timeout=120,
        env={**os.environ, "JOBAGENT_MODULES_OUT": str(modules_file)})
    assert done.returncode == 0, done.stdout + done.stderr
    assert "1 passed" in done.stdout
    modules = modules_file.read_text().split()
    assert "pytest_jobagent.plugin.scenarios" in modules  # the plugin was loaded
    assert [m for m in modules if any(m == h or m.startswith(h + ".") for h in HEAVY)] == []


@pytest.mark.parametrize("package", ["pytest_jobagent.llm", "pytest_jobagent.browser"])
def test_lazy_packages_hand_out_every_name_they_list(package: str):
    module = importlib.import_module(package)
    missing = [name for name in module.__all__ if getattr(module, name, None) is None]
    assert missing == []
    assert set(module.__all__) <= set(dir(module))
    with pytest.raises(AttributeError, match="has no attribute 'nothing_of_that_name'"):
        module.nothing_of_that_name  # noqa: B018


@pytest.mark.parametrize("package", ["pytest_jobagent.runs.apply", "pytest_jobagent.runs.collect",
                                     "pytest_jobagent.runs.explore"])
def test_run_kinds_hand_out_every_name_they_list(package: str):
    test_lazy_packages_hand_out_every_name_they_list(package)


# a run kind's engine and what only it uses (the cookbook store is apply's)
ENGINES = ("pytest_jobagent.runs.apply.run", "pytest_jobagent.runs.steps.run", "pytest_jobagent.runs.explore.run",
           "pytest_jobagent.runs.collect.run", "pytest_jobagent.runs.observe.run", "pytest_jobagent.cookbook",
           "sqlalchemy")

LOAD_AND_LIST = """
import sys
from pathlib import Path
from pytest_jobagent.scenario.loader import load_file
from pytest_jobagent.scenario.registry import kind_of
[doc] = load_file(Path(sys.argv[1]))
print(kind_of(doc.scenario).name)
print("\\n".join(sorted(sys.modules)))
"""


def test_loading_a_scenario_imports_no_run_kinds_engine(repo: Path):
    """Every kind registers its scenario model only: a process that loads scenarios (a pytest subprocess, `jobagent
    validate`) imports an engine when it runs one, and apply's cookbook store only for apply."""
    done = subprocess.run([sys.executable, "-c", LOAD_AND_LIST, str(repo / "scenarios" / "collect_jobboard_classic.yaml")],
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    kind, *modules = done.stdout.split()
    assert kind == "collect"
    assert [m for m in modules if any(m == e or m.startswith(e + ".") for e in ENGINES)] == []
