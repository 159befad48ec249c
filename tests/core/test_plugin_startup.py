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
