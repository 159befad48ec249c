"""The `jobagent` command line: validate (file:line:col, no browser), schema, init then pytest offline, cookbooks,
report's errors; and `--collect-only` reporting invalid scenarios."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from importlib import metadata
from pathlib import Path

import pytest

from pytest_jobagent.cli import main
from pytest_jobagent.cookbook import CookbookStore

BAD = """\
name: first
site: jobboard_spa
run: explor
---
name: second
site: jobboard_spa
run: observe
expect: {listingz: {min: 3}}
"""
GOOD = "name: fine\nsite: jobboard_spa\nrun: observe\n"


def jobagent(*args: str, cwd: Path | None = None, env: dict[str, str] | None = None) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "pytest_jobagent", *args], capture_output=True, text=True,
                          cwd=cwd, env=env, timeout=300)


def test_the_console_script_is_declared():
    (script,) = metadata.entry_points(group="console_scripts", name="jobagent")
    assert script.value == "pytest_jobagent.cli:main"


def test_validate_prints_every_error_as_file_line_col_and_exits_1(tmp_path, capsys):
    (tmp_path / "scenarios" / "cassettes").mkdir(parents=True)
    (tmp_path / "scenarios" / "bad.yaml").write_text(BAD)
    (tmp_path / "scenarios" / "good.yaml").write_text(GOOD)
    (tmp_path / "scenarios" / "cassettes" / "recorded.yaml").write_text("interactions: []\n")  # never a scenario

    # in this process: the next test runs the command line as a process of its own
    code = main(["validate", str(tmp_path / "scenarios")])

    assert code == 1
    done = capsys.readouterr()
    bad = tmp_path / "scenarios" / "bad.yaml"
    assert done.out.splitlines() == [
        f"{bad}:3:6: 'run' must be one of: 'observe', 'explore', 'collect', 'apply', 'steps' (got 'explor')",
        f"{bad}:8:10: unknown field 'expect.listingz' (did you mean 'listings'?)",
    ]
    assert "2 file(s) checked, 2 error(s)" in done.err


def test_validate_passes_the_bundled_scenarios_with_no_browser_to_start(repo):
    """No browser and no model are needed: with neither reachable, validate still checks every scenario."""
    env = {**os.environ, "JOBAGENT_CHROMIUM": "/nonexistent/chromium", "PLAYWRIGHT_BROWSERS_PATH": "/nonexistent",
           "OPENAI_BASE_URL": "http://127.0.0.1:9/v1"}
    done = jobagent("validate", "scenarios", cwd=repo, env=env)
    assert done.returncode == 0, done.stdout + done.stderr
    assert done.stdout == "" and " 0 error(s)" in done.stderr


def test_validate_names_broken_yaml_and_missing_files(tmp_path, capsys):
    (tmp_path / "broken.yaml").write_text("name: x\nsite: [unclosed\n")
    assert main(["validate", str(tmp_path / "broken.yaml"), str(tmp_path / "nope.yaml")]) == 1
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].startswith(f"{tmp_path / 'broken.yaml'}:3:1: invalid YAML")
    assert lines[1] == f"{tmp_path / 'nope.yaml'}:1:1: no such file"


def test_schema_has_its_dialect_and_id_and_survives_a_closed_pipe(capsys):
    assert main(["schema"]) == 0  # in this process; the command line's own process is the piped one below
    schema = json.loads(capsys.readouterr().out)
    assert schema["$schema"].endswith("/2020-12/schema") and schema["$id"].endswith("scenario.schema.json")
    piped = subprocess.run(f"{sys.executable} -m pytest_jobagent schema | head -c 20", shell=True,
                           capture_output=True, text=True, timeout=60)
    assert piped.stdout.startswith("{") and "Traceback" not in piped.stderr


def test_init_makes_a_project_that_passes_under_pytest_offline(tmp_path, capsys):
    project = tmp_path / "careers-tests"
    assert main(["init", str(project)]) == 0, capsys.readouterr().err  # in this process; pytest runs in its own
    assert (project / "scenario.schema.json").is_file() and (project / "pytest.ini").is_file()
    assert len(list((project / "scenarios").glob("*.yaml"))) == 3

    env = {k: v for k, v in os.environ.items() if not k.startswith(("PYTEST_", "OPENAI_"))}
    first = subprocess.run([sys.executable, "-m", "pytest", "-q"], cwd=project, capture_output=True, text=True,
                           env=env, timeout=600)
    assert "3 passed" in first.stdout, first.stdout[-3000:]
    assert len(list((project / "cassettes").rglob("*.yaml"))) == 2  # explore and collect asked the model

    replay = subprocess.run([sys.executable, "-m", "pytest", "-q", "--jobagent-record-mode=none"], cwd=project,
                            capture_output=True, text=True, env=env, timeout=600)
    assert "3 passed" in replay.stdout, replay.stdout[-3000:]

    capsys.readouterr()
    assert main(["init", str(project)]) == 1
    again = capsys.readouterr().err
    assert "nothing written" in again and "pytest.ini" in again


def _store_with_one(path: Path) -> str:
    with CookbookStore(path) as store:
        cookbook = store.save_from_trace(
            [{"order": 1, "action": "type", "selector": "#email", "value": "ada@example.com"},
             {"order": 2, "action": "click", "selector": "button[type=submit]"}],
            url="https://jobs.example.com/apply/123", task_type="apply", platform="generic",
            user_data={"email": "ada@example.com"})
        store.record_success(cookbook.id)
        return cookbook.id


def test_cookbooks_list_show_export_and_import_into_another_store(tmp_path, capsys):
    first, second = tmp_path / "a.sqlite", tmp_path / "b.sqlite"
    cookbook_id = _store_with_one(first)

    assert main(["cookbooks", "--db", str(first), "list"]) == 0
    listed = capsys.readouterr().out
    assert cookbook_id in listed and "v1" in listed and "apply" in listed

    assert main(["cookbooks", "--db", str(first), "show", cookbook_id]) == 0
    shown = json.loads(capsys.readouterr().out)
    assert shown["steps"][0]["value"] == "{{email}}" and shown["success_count"] == 1

    export = tmp_path / "cookbooks.json"
    assert main(["cookbooks", "--db", str(first), "export", "-o", str(export)]) == 0
    assert main(["cookbooks", "--db", str(second), "import", str(export)]) == 0
    assert main(["cookbooks", "--db", str(second), "import", str(export)]) == 0  # twice: nothing doubled
    capsys.readouterr()
    with CookbookStore(second) as store:
        (copied,) = store.list(all_versions=True)
        assert copied.id == cookbook_id and copied.success_count == 1
        assert store.lookup("https://jobs.example.com/apply/456", "apply", "generic").id == cookbook_id

    assert main(["cookbooks", "--db", str(first), "export", cookbook_id, "--as", "pytest"]) == 0
    assert "def test_" in capsys.readouterr().out


def test_cookbooks_refuse_an_unknown_id_and_a_file_that_is_not_an_export(tmp_path, capsys):
    db = tmp_path / "a.sqlite"
    _store_with_one(db)
    assert main(["cookbooks", "--db", str(db), "show", "00000000-0000-0000-0000-000000000000"]) == 1
    assert "no cookbook" in capsys.readouterr().err
    (tmp_path / "x.json").write_text('{"jobs": []}')
    assert main(["cookbooks", "--db", str(db), "import", str(tmp_path / "x.json")]) == 2
    assert "is not a cookbook export" in capsys.readouterr().err


def test_report_says_what_it_needs(tmp_path):
    no_node = {**os.environ, "PATH": str(Path(sys.executable).parent)}
    done = jobagent("report", str(tmp_path / "results"), str(tmp_path / "out"), env=no_node)
    assert done.returncode == 2 and "needs Node.js 20+ with npm" in done.stderr
    if os.access("/usr/bin/node", os.X_OK) and os.access("/usr/bin/npm", os.X_OK):
        done = jobagent("report", str(tmp_path / "results"), str(tmp_path / "out"))
        assert done.returncode == 2 and "no Allure results in" in done.stderr


def test_collect_only_reports_an_invalid_scenario_with_its_line(pytester: pytest.Pytester):
    (pytester.path / "scenarios").mkdir()
    (pytester.path / "scenarios" / "bad.yaml").write_text(BAD)
    (pytester.path / "scenarios" / "good.yaml").write_text(GOOD)
    pytester.makeini("[pytest]\njobagent_scenarios = scenarios\n")

    result = pytester.runpytest_inprocess("--collect-only", "-q", "-p", "no:cacheprovider")

    assert result.ret == pytest.ExitCode.INTERRUPTED
    result.stdout.fnmatch_lines(["*ERROR collecting scenarios/bad.yaml*", "*bad.yaml:3:6: 'run' must be one of*",
                                 "*bad.yaml:8:10: unknown field 'expect.listingz'*"])
    assert "scenarios/good.yaml::fine" in result.stdout.str()


def test_cookbooks_list_names_a_rescue_on_trial_a_retired_version_and_a_flag(tmp_path, capsys):
    from pytest_jobagent.cookbook import CookbookStore

    db = tmp_path / "a.sqlite"
    with CookbookStore(db) as store:
        kw = dict(url="https://jobs.example.com/apply/1", task_type="apply", platform="generic")
        old = store.save_from_trace([{"order": 0, "action": "click", "selector": "#a"}], **kw)
        for _ in range(9):
            store.record_failure(old.id)
        store.save_from_trace([{"order": 0, "action": "click", "selector": "#b"}], replaces=old.id, **kw)
    assert main(["cookbooks", "--db", str(db), "list"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == 2 and "FLAGGED for re-exploration" in lines[0] and f"ON TRIAL (replaces {old.id})" in lines[1]
    with CookbookStore(db) as store:
        store.record_success(store.list()[1].id)
    assert main(["cookbooks", "--db", str(db), "list", "--all-versions"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert "retired" in lines[0] and "ON TRIAL" not in lines[1]


def test_cookbooks_import_shipped_into_any_store(tmp_path, capsys):
    db = tmp_path / "team.sqlite"
    cookbook_id = _store_with_one(db)
    assert main(["cookbooks", "--db", str(db), "import", "--shipped"]) == 0
    assert "5 cookbook(s) added, 0 already" in capsys.readouterr().err
    assert main(["cookbooks", "--db", str(db), "import", "--shipped"]) == 0  # twice: nothing doubled
    assert "0 cookbook(s) added, 5 already" in capsys.readouterr().err
    assert main(["cookbooks", "--db", str(db), "list", "--platform", "greenhouse"]) == 0
    assert capsys.readouterr().out.count("boards.greenhouse.io/*/jobs/*") == 2
    with CookbookStore(db) as store:
        assert store.get(cookbook_id) is not None  # what the store held stays
        found = store.lookup("https://jobs.lever.co/acme/8da9da89-a5ee-4156-8f78-eec6c2e4cf88/apply", "apply",
                             "lever", fields=["full_name", "email", "phone", "resume"])
        assert found is not None and found.url_pattern == "jobs.lever.co/*/*/apply"
    assert main(["cookbooks", "--db", str(db), "import"]) == 2
    assert "name a FILE" in capsys.readouterr().err


INNER = ("-p", "no:cacheprovider", "-p", "no:playwright")
SEEDED = """
def test_store(cookbook_store):
    print("COOKBOOKS", len(cookbook_store.list(all_versions=True)))
"""


def test_seed_cookbooks_option_seeds_an_empty_session_store_only(pytester: pytest.Pytester, tmp_path):
    pytester.makepyfile(test_seeded=SEEDED)
    empty, used = tmp_path / "empty.sqlite", tmp_path / "used.sqlite"
    _store_with_one(used)
    # in this process: the store is the session's fixture, opened and closed with each inner session. No browser, so
    # without pytest-playwright, whose soft-assertion scope around each test call cannot open inside the outer one's
    for db, count in ((empty, 5), (used, 1)):
        result = pytester.runpytest_inprocess("-s", *INNER, f"--cookbook-db={db}",
                                              "--jobagent-seed-cookbooks")
        result.assert_outcomes(passed=1)
        result.stdout.fnmatch_lines([f"*COOKBOOKS {count}*"])
    result = pytester.runpytest_inprocess("-s", *INNER, f"--cookbook-db={tmp_path / 'no.sqlite'}")
    result.stdout.fnmatch_lines(["*COOKBOOKS 0*"])


def test_cookbooks_stats_retire_reset_health_and_delete(tmp_path, capsys):
    from pytest_jobagent.cookbook import CookbookStore

    db = tmp_path / "a.sqlite"
    cookbook_id = _store_with_one(db)
    with CookbookStore(db) as store:
        cookbook = store.get(cookbook_id)
        for found, mode, success in ((None, "ai", True), (cookbook, "cookbook", True), (cookbook, "cookbook+ai", True),
                                     (cookbook, "cookbook", False)):
            store.log_outcome(store.log_lookup("https://jobs.example.com/apply/9", "apply", "generic", found),
                              mode, success)
        for _ in range(9):
            store.record_failure(cookbook_id)
    assert main(["cookbooks", "--db", str(db), "stats"]) == 0
    assert capsys.readouterr().out.startswith("4 lookups, 3 hits (75%), 1 done by a cookbook with no model call (25%)")
    assert main(["cookbooks", "--db", str(db), "stats", "--platform", "workday"]) == 0
    assert capsys.readouterr().out.strip() == "no cookbook lookups"

    assert main(["cookbooks", "--db", str(db), "reset-health", cookbook_id]) == 0
    assert "health 100" in capsys.readouterr().out
    with CookbookStore(db) as store:
        reset = store.get(cookbook_id)
        assert reset.health_score == 100 and reset.flagged_at is None and reset.failure_count == 9
    assert main(["cookbooks", "--db", str(db), "retire", cookbook_id]) == 0
    assert "retired" in capsys.readouterr().out
    with CookbookStore(db) as store:
        assert store.lookup("https://jobs.example.com/apply/456", "apply", "generic") is None
        assert store.list() == [] and len(store.list(all_versions=True)) == 1
    assert main(["cookbooks", "--db", str(db), "delete", cookbook_id]) == 0
    assert "deleted" in capsys.readouterr().out
    assert main(["cookbooks", "--db", str(db), "delete", cookbook_id]) == 1
    assert "no cookbook" in capsys.readouterr().err
    with CookbookStore(db) as store:
        assert store.list(all_versions=True) == []
