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


def test_the_events_of_a_run_of_every_kind_fit_their_records(bundled_run):
    # the run (tests/conftest.py) loads a plugin that checks each event against its record as it is emitted
    bundled_run.result.assert_outcomes(passed=4)  # explore, collect, apply and steps scenarios
    seen = [json.loads(line) for line in (bundled_run.path / "event_problems.jsonl").read_text().splitlines()]
    assert len({e["kind"] for e in seen}) >= 15
    assert [e for e in seen if e["problem"]] == []


def test_the_readme_names_every_kind():
    readme = (PACKAGE.parent / "README.md").read_text(encoding="utf-8")
    assert [kind for kind in CATALOG if f"`{kind}`" not in readme and "cookbook_" not in kind] == []
