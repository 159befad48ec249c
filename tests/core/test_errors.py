"""Every error a user can meet derives from one root, JobagentError, and a scenario item shows it without a traceback."""

from __future__ import annotations

import pytest

from pytest_jobagent.browser.har import SiteTrafficMissing
from pytest_jobagent.browser.launch import BrowserNotFound
from pytest_jobagent.browser.remote import BrowserEndpointError
from pytest_jobagent.cookbook.database import StoreError
from pytest_jobagent.cookbook.templates import MissingVariableError
from pytest_jobagent.errors import JobagentError
from pytest_jobagent.llm.errors import CassetteMissing, LLMReplyError, LLMUnreachable
from pytest_jobagent.oversight.runid import RunLocked
from pytest_jobagent.report.merge import MergeError
from pytest_jobagent.runs.checks import ExpectationFailed
from pytest_jobagent.runs.steps.repair import ScriptUnreadable
from pytest_jobagent.scenario.item import ScenarioInvalid
from pytest_jobagent.siteserver import SiteNotFound


@pytest.mark.parametrize("error", [
    SiteTrafficMissing, BrowserNotFound, BrowserEndpointError, StoreError, MissingVariableError, CassetteMissing,
    LLMReplyError, LLMUnreachable, RunLocked, MergeError, ExpectationFailed, ScriptUnreadable, ScenarioInvalid,
    SiteNotFound,
])
def test_user_facing_errors_share_one_root(error):
    assert issubclass(error, JobagentError)


def test_the_root_keeps_the_builtin_kinds_callers_catch():
    # an unmet expectation is still an AssertionError (reports say "failed", not "broken"), a missing site a
    # LookupError, a missing template variable a KeyError
    assert issubclass(ExpectationFailed, AssertionError)
    assert issubclass(SiteNotFound, LookupError)
    assert issubclass(MissingVariableError, KeyError)


def test_a_scenario_failing_on_a_user_error_shows_its_message_alone(pytester):
    # If a scenario names a site that does not exist...
    (pytester.path / "sites").mkdir()
    (pytester.path / "scenarios").mkdir()
    (pytester.path / "scenarios" / "missing.yaml").write_text(
        "name: a missing site\nsite: no_such_site\nrun: observe\n")
    pytester.makeini("[pytest]\njobagent_scenarios = scenarios\njobagent_sites = sites\n")
    result = pytester.runpytest_subprocess("scenarios", "-p", "no:cacheprovider")
    # ...the failure is its message, naming the site, and no traceback of the plugin's code
    result.assert_outcomes(failed=1)
    assert "no_such_site" in result.stdout.str()
    assert "Traceback" not in result.stdout.str() and "siteserver.py" not in result.stdout.str()
