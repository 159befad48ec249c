"""Which YAML files pytest-jobagent collects (issue 41): in a project that also holds a vcrpy cassette, a root
`config.yaml` and a `docker-compose.yml`, only the files under `scenarios/`, those named `*.jobagent.yaml` and a file
named one by one on the command line are scenarios; a bare `pytest`, a named folder and `testpaths` add no other.
Collection alone runs pytest in this process (a fresh session, plugins loaded anew, no browser); a run of items
runs it in a subprocess, as a user's run starts."""

from __future__ import annotations

import re

import pytest

SITE = """<!doctype html><html><head><title>Jobs</title></head><body><main><h1>Open roles</h1>
<form action="/__submit/apply" method="post"><label for="email">Email *</label>
<input id="email" name="email" type="email" required><button type="submit">Apply</button></form>
</main></body></html>"""

# what pytest-recording writes for tests/test_mod.py::test_a (vcrpy's YAML serializer)
CASSETTE = """\
interactions:
- request:
    body: null
    headers:
      User-Agent: [python-requests/2.32.3]
    method: GET
    uri: http://127.0.0.1:8000/ip
  response:
    body: {string: '{"origin": "127.0.0.1"}'}
    headers:
      Content-Type: [application/json]
    status: {code: 200, message: OK}
version: 1
"""

CONFIG = """\
database:
  host: localhost
  port: 5432
debug: true
"""

COMPOSE = """\
services:
  web:
    image: nginx:1.27
    ports: ["8080:80"]
"""

BOARD = """\
name: board observed
site: board
run: observe
expect: {forms: {min: 1}}
"""

SMOKE = """\
name: smoke check
site: board
run: observe
expect: {fields: [{label: Email, required: true}]}
"""

TEST_MOD = """
def test_a():
    assert 1 + 1 == 2
"""

ALL_PYTHON = ["tests/test_mod.py::test_a"]
SCENARIOS = ["scenarios/board.yaml::board observed", "checks/smoke.jobagent.yaml::smoke check"]
NEVER = ("test_a.yaml", "config.yaml", "docker-compose.yml")


@pytest.fixture
def project(pytester: pytest.Pytester) -> pytest.Pytester:
    """A project where scenarios sit beside other YAML; `jobagent_scenarios` unset, so `scenarios/` is the default."""
    files = {
        "sites/board/index.html": SITE,
        "scenarios/board.yaml": BOARD,
        "checks/smoke.jobagent.yaml": SMOKE,
        "tests/test_mod.py": TEST_MOD,
        "tests/cassettes/test_mod/test_a.yaml": CASSETTE,
        "config.yaml": CONFIG,
        "docker-compose.yml": COMPOSE,
    }
    for name, text in files.items():
        path = pytester.path / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)
    pytester.makeini("[pytest]\njobagent_sites = sites\n")
    return pytester


def collected(result: pytest.RunResult) -> list[str]:
    """The item ids `--collect-only -q` lists, after checking the run collected without an error."""
    out = result.stdout.str()
    assert result.ret == 0, out + result.stderr.str()
    assert "error" not in out.lower(), out
    return sorted(line for line in result.stdout.lines if "::" in line)


def test_bare_pytest_collects_the_tests_and_only_the_scenario_files(project: pytest.Pytester):
    items = collected(project.runpytest_inprocess("--collect-only", "-q"))
    assert items == sorted(ALL_PYTHON + SCENARIOS)


def test_bare_pytest_runs_green_beside_a_cassette_a_config_and_a_compose_file(project: pytest.Pytester):
    # the user-facing symptom of issue 41: the other YAML failed as invalid scenarios
    result = project.runpytest_subprocess("-p", "no:cacheprovider", "-rA")
    result.assert_outcomes(passed=3)
    out = result.stdout.str()
    for name in NEVER:
        assert name not in out, out


@pytest.mark.parametrize("folder", ["tests", "tests/", ".", "tests/cassettes"])
def test_a_named_folder_makes_no_yaml_a_scenario(project: pytest.Pytester, folder: str):
    expected = {"tests": ALL_PYTHON, "tests/": ALL_PYTHON, ".": ALL_PYTHON + SCENARIOS, "tests/cassettes": []}[folder]
    result = project.runpytest_inprocess("--collect-only", "-q", folder)
    if not expected:  # pytest's own exit code when a folder holds no test
        assert result.ret == pytest.ExitCode.NO_TESTS_COLLECTED, result.stdout.str()
        assert "no tests collected" in result.stdout.str()
        assert not [line for line in result.stdout.lines if "::" in line]
        return
    assert collected(result) == sorted(expected)


def test_a_folder_of_scenarios_named_on_the_command_line_is_collected(project: pytest.Pytester):
    assert collected(project.runpytest_inprocess("--collect-only", "-q", "scenarios")) == [SCENARIOS[0]]
    assert collected(project.runpytest_inprocess("--collect-only", "-q", "checks")) == [SCENARIOS[1]]


@pytest.mark.parametrize("autoload, args", [
    ("on", ["-p", "pytest_jobagent"]),  # the package is no plugin itself: the entry point has loaded it already
    ("off", ["-p", "jobagent"]),  # the `pytest11` entry point's name, for environments without autoload
])
def test_the_plugin_named_with_p_follows_the_same_rule(project: pytest.Pytester, monkeypatch: pytest.MonkeyPatch,
                                                       autoload: str, args: list[str]):
    if autoload == "off":
        monkeypatch.setenv("PYTEST_DISABLE_PLUGIN_AUTOLOAD", "1")
    result = project.runpytest_inprocess("--collect-only", "-q", *args)
    assert collected(result) == sorted(ALL_PYTHON + SCENARIOS)


def test_without_the_plugin_no_yaml_is_collected(project: pytest.Pytester, monkeypatch: pytest.MonkeyPatch):
    # the control for the test above: autoload off and the plugin not named, the scenarios are no items either
    monkeypatch.setenv("PYTEST_DISABLE_PLUGIN_AUTOLOAD", "1")
    assert collected(project.runpytest_inprocess("--collect-only", "-q")) == ALL_PYTHON


def test_a_yaml_file_named_on_the_command_line_is_a_scenario_and_fails_as_an_invalid_one(project: pytest.Pytester):
    result = project.runpytest_subprocess("config.yaml", "-p", "no:cacheprovider")
    result.assert_outcomes(failed=1)
    # the message names the file, the line and the column: the document at 1:1 lacks what every scenario has
    assert re.search(r"/config\.yaml:1:1: missing field 'run'", result.stdout.str()), result.stdout.str()


def test_a_cassette_named_on_the_command_line_is_collected_too(project: pytest.Pytester):
    # naming the file itself is the user's explicit choice, whatever folder it is in
    result = project.runpytest_inprocess("--collect-only", "-q", "tests/cassettes/test_mod/test_a.yaml")
    assert result.ret != 0
    result.stdout.fnmatch_lines(["*ERROR collecting tests/cassettes/test_mod/test_a.yaml*",
                                 "*/tests/cassettes/test_mod/test_a.yaml:1:1: missing field 'run'*"])


@pytest.mark.parametrize("testpaths, expected", [
    ("tests", ALL_PYTHON),
    (". tests", ALL_PYTHON + SCENARIOS),
    ("tests scenarios checks", ALL_PYTHON + SCENARIOS),
])
def test_testpaths_make_no_yaml_a_scenario(project: pytest.Pytester, testpaths: str, expected: list[str]):
    project.makeini(f"[pytest]\njobagent_sites = sites\ntestpaths = {testpaths}\n")
    assert collected(project.runpytest_inprocess("--collect-only", "-q")) == sorted(expected)


def test_a_yaml_file_listed_in_testpaths_is_named_as_a_py_file_there_is(project: pytest.Pytester):
    # a file listed in testpaths is named one by one (pytest collects a .py file listed there whatever its name): it is
    # a scenario, and this one fails as an invalid one with its line; the folder beside it adds no YAML
    project.makeini("[pytest]\njobagent_sites = sites\ntestpaths = tests config.yaml\n")
    result = project.runpytest_inprocess("--collect-only", "-q")
    result.stdout.fnmatch_lines(["*ERROR collecting config.yaml*", "*config.yaml:1:1: missing field 'run'*"])
    assert not [line for line in result.stdout.lines if "test_a.yaml" in line or "docker-compose" in line]


def test_an_ini_pattern_replaces_the_default_one(project: pytest.Pytester):
    # `jobagent_file_pattern` is a regular expression searched in the file name; the default one then no longer holds
    (project.path / "checks" / "login.scenario.yml").write_text(SMOKE.replace("smoke check", "login check"))
    project.makeini("[pytest]\njobagent_sites = sites\njobagent_file_pattern = \\.scenario\\.ya?ml$\n")
    items = collected(project.runpytest_inprocess("--collect-only", "-q"))
    assert items == sorted(ALL_PYTHON + [SCENARIOS[0], "checks/login.scenario.yml::login check"])
