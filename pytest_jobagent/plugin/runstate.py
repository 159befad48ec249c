"""Where steps runs keep their crash-safe state (see `pytest_jobagent.runs.steps.runstate`): `--jobagent-runstate DIR`,
else beside the Allure results (`<allure dir>-runstate`), else under pytest's basetemp."""

from __future__ import annotations

from pathlib import Path

import pytest

OPTION = "--jobagent-runstate"


def pytest_addoption(parser: pytest.Parser) -> None:
    group = parser.getgroup("jobagent", "pytest-jobagent")
    group.addoption(OPTION, default=None, metavar="DIR", dest="jobagent_runstate",
                    help="folder of the run states of steps runs (one JSON file and lock per run id); a run killed "
                         "mid-way and started again with the same run id resumes there. Default: beside the Allure "
                         "results (<alluredir>-runstate), else under pytest's basetemp")


@pytest.fixture(scope="session")
def jobagent_runstate_dir(pytestconfig: pytest.Config, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The folder of steps runs' saved states (`--jobagent-runstate`)."""
    option = getattr(pytestconfig.option, "jobagent_runstate", None)
    if option:
        return Path(option).resolve()
    allure = getattr(pytestconfig.option, "allure_report_dir", None)
    if allure:
        allure_path = Path(allure).resolve()
        return allure_path.with_name(allure_path.name + "-runstate")
    return tmp_path_factory.getbasetemp() / "jobagent-runstate"
