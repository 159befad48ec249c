"""Where steps runs keep their crash-safe state (see `pytest_jobagent.oversight.runstate`): `--jobagent-runstate DIR`,
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


def runstate_dir(request: pytest.FixtureRequest) -> Path:
    config = request.config
    option = getattr(config.option, "jobagent_runstate", None)
    if option:
        return Path(option).resolve()
    allure = getattr(config.option, "allure_report_dir", None)
    if allure:
        allure_path = Path(allure).resolve()
        return allure_path.with_name(allure_path.name + "-runstate")
    return request.getfixturevalue("tmp_path_factory").getbasetemp() / "jobagent-runstate"
