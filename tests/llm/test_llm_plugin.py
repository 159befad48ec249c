"""The pytest side: options, ini keys, the `llm` fixture with its cassette, and errors a user meets."""

from __future__ import annotations

import pytest

# inline runs: pytest-playwright's soft-assertion scope cannot nest, and these tests need no browser
PLUGIN = ("-p", "pytest_jobagent.plugin.llm", "-p", "no:cacheprovider", "-p", "no:playwright")

TEST_FILE = '''
from pydantic import BaseModel

class Click(BaseModel):
    """Click an element."""
    selector: str

class Done(BaseModel):
    """Finish."""
    summary: str

DOM = 'Task: open the filters\\n[CLICK: "#filters"] Filters\\n[CLICK: "#jobs"] Jobs\\n'

def test_explorer(llm):
    call = llm.call("probe", [{"role": "user", "content": DOM}], [Click, Done])
    assert call.name == "click" and call.args.selector == "#filters"
    assert llm.stats.llm_calls == 1
'''


@pytest.fixture
def project(pytester: pytest.Pytester) -> pytest.Pytester:
    pytester.makeini("[pytest]\n")
    pytester.makepyfile(test_agent=TEST_FILE)
    return pytester


def test_record_with_heuristic_then_replay_without_it(project: pytest.Pytester):
    result = project.runpytest(*PLUGIN, "--llm=heuristic", "--record-mode=once", "test_agent.py")
    result.assert_outcomes(passed=1)
    cassette = project.path / "cassettes" / "test_agent" / "test-explorer.yaml"
    assert cassette.is_file()
    result = project.runpytest(*PLUGIN, "--llm=openai", "--llm-base-url=http://127.0.0.1:9/v1", "test_agent.py")
    result.assert_outcomes(passed=1)


def test_missing_cassette_fails_with_the_command_to_record(project: pytest.Pytester):
    result = project.runpytest(*PLUGIN, "test_agent.py")
    result.assert_outcomes(failed=1)
    result.stdout.fnmatch_lines([
        "*CassetteMissing: no cassette at *cassettes/test_agent/test-explorer.yaml*",
        "*pytest test_agent.py::test_explorer --llm=heuristic --record-mode=once*",
    ])


def test_disable_recording_talks_live_without_cassettes(project: pytest.Pytester):
    result = project.runpytest(*PLUGIN, "--disable-recording", "--cassette-dir=tapes", "test_agent.py")
    result.assert_outcomes(passed=1)
    assert not (project.path / "tapes").exists()


def test_report_header_ini_prices_and_settings(pytester: pytest.Pytester):
    pytester.makeini("[pytest]\njobagent_llm_prices =\n    my-local-model 1 0.5 2\njobagent_record_mode = new_episodes\n")
    pytester.makepyfile(test_settings='''
def test_settings(llm_settings, llm_runtime):
    assert llm_settings.provider == "openai" and llm_settings.model == "my-local-model"
    assert llm_settings.prices.cost("my-local-model", 1_000_000, 1_000_000) == 3.0
    assert llm_settings.prices.cost("gpt-4.1-mini", 1_000_000, 0) == 0.4
    assert llm_runtime.record_mode == "new_episodes" and llm_settings.timeout_s == 7
''')
    result = pytester.runpytest(*PLUGIN, "--llm-base-url=http://127.0.0.1:11434/v1", "--llm-model=my-local-model",
                                "--llm-timeout=7")
    result.assert_outcomes(passed=1)
    result.stdout.fnmatch_lines(["jobagent llm: openai model my-local-model at http://127.0.0.1:11434/v1*new_episodes*"])


@pytest.mark.parametrize(("args", "message"), [
    (["--llm-faults=lots"], "*--llm-faults takes RATE*"),
    (["--llm-faults=0.2:1:typo"], "*fault kinds must be among*"),
    (["--llm=openai", "--llm-faults=0.2"], "*heuristic model only*"),
])
def test_bad_options_are_usage_errors(pytester: pytest.Pytester, args, message):
    pytester.makeini("[pytest]\n")
    result = pytester.runpytest(*PLUGIN, *args)
    assert result.ret == pytest.ExitCode.USAGE_ERROR
    result.stderr.fnmatch_lines([message])


def test_faults_option_reaches_the_heuristic_model(project: pytest.Pytester):
    project.makepyfile(test_faults='''
import pytest
from pytest_jobagent.llm import LLMReplyError
from test_agent import Click, DOM

def test_faulty(llm):
    with pytest.raises(LLMReplyError, match="not valid JSON"):
        llm.call("probe", [{"role": "user", "content": DOM}], [Click])
''')
    result = project.runpytest(*PLUGIN, "--llm=heuristic", "--disable-recording",
                               "--llm-faults=1:0:malformed_json", "test_faults.py")
    result.assert_outcomes(passed=1)
