"""The events catalog: every kind the package emits has a typed record, the events of real runs of every run kind
fit their records, and the README names every kind."""

from __future__ import annotations

import ast
import json
from pathlib import Path

from pytest_jobagent.events.catalog import CATALOG, problem

PACKAGE = Path(__file__).resolve().parents[2] / "pytest_jobagent"


def emitted_kinds() -> dict[str, set[str]]:
    """Kinds passed as a literal to emit / _emit anywhere in the package, with the files that emit them."""
    found: dict[str, set[str]] = {}
    for path in PACKAGE.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call) or not node.args:
                continue
            name = node.func.attr if isinstance(node.func, ast.Attribute) else getattr(node.func, "id", None)
            first = node.args[0]
            if name in ("emit", "_emit") and isinstance(first, ast.Constant) and isinstance(first.value, str):
                found.setdefault(first.value, set()).add(str(path.relative_to(PACKAGE)))
    return found


def test_every_kind_the_package_emits_has_a_record():
    emitted = emitted_kinds()
    assert len(emitted) > 30
    assert {k: sorted(v) for k, v in emitted.items() if k not in CATALOG} == {}
    assert all(record.__doc__ and record.__doc__.strip() for record in CATALOG.values())


def test_a_record_says_what_does_not_fit():
    assert problem("prompt_size", {"ts": 1.0, "agent": "explorer", "turn": 2, "prompt_tokens": 3100, "limit": 3000}) is None
    assert problem("prompt_size", {"ts": 1.0, "agent": "explorer", "turn": "two", "prompt_tokens": 3100,
                                   "limit": 3000}).startswith("prompt_size: turn:")
    assert "unknown event kind 'promt_size'" in problem("promt_size", {"ts": 1.0})


CONFTEST = '''
import json
from pytest_jobagent.events.catalog import problem

def pytest_jobagent_event(kind, data, item):
    found = problem(kind, data)
    with open("event_problems.jsonl", "a") as out:
        out.write(json.dumps({"kind": kind, "problem": found}) + "\\n")
'''


def test_the_events_of_a_run_of_every_kind_fit_their_records(pytester, repo):
    pytester.makeconftest(CONFTEST)
    files = ["explore_jobboard_classic.yaml", "collect_jobboard_classic.yaml", "apply_greenhouse.yaml",
             "steps_jobboard_spa.yaml"]
    result = pytester.runpytest_subprocess(
        *(str(repo / "scenarios" / f) for f in files), f"--rootdir={repo}", "-c", str(repo / "pyproject.toml"),
        "-p", "no:cacheprovider", f"--confcutdir={pytester.path}", "-p", "conftest")
    result.assert_outcomes(passed=len(files))
    seen = [json.loads(line) for line in (pytester.path / "event_problems.jsonl").read_text().splitlines()]
    assert len({e["kind"] for e in seen}) >= 15
    assert [e for e in seen if e["problem"]] == []


def test_the_readme_names_every_kind():
    readme = (PACKAGE.parent / "README.md").read_text(encoding="utf-8")
    assert [kind for kind in CATALOG if f"`{kind}`" not in readme and "cookbook_" not in kind] == []
