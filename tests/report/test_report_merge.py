"""One report from many machines: shards' Allure results, session records and event files merged by
`jobagent report DIR…` (pure, on made-up files), and a real suite run whole and as two shards whose merge equals it."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from test_report_run import SCENARIOS as TINY_SCENARIOS
from test_report_run import SITE_HTML

from pytest_jobagent.cli import main
from pytest_jobagent.report.allure import CATEGORIES
from pytest_jobagent.report.merge import (
    MergeError,
    find_results,
    merge,
    merged_events,
    read_records,
    summary_of,
    write_session_file,
)


def record(name: str, run: str, outcome: str, calls: int = 0, prompt: int = 0, completion: int = 0,
           cost: float = 0.0, model: str | None = None, browser: str = "chromium 120") -> dict:
    rec: dict = {"nodeid": f"scenarios/s.yaml::{name}", "run": run, "outcome": outcome, "site": "tinysite",
                 "browser": browser, "stats": {"llm_calls": calls, "prompt_tokens": prompt,
                                               "completion_tokens": completion, "cached_tokens": 0,
                                               "cost_usd": cost, "steps": 1, "wall_s": 0.5, "cost_saved_usd": 0}}
    if model:
        rec["models"] = [model]
    return rec


def shard(folder: Path, uuids: list[str], records: list[dict], env: dict[str, str],
          categories: list[dict] | None = None) -> Path:
    """An Allure results folder as a shard's session leaves it: one result per uuid, with an attachment and a
    container, environment, categories and the session file."""
    folder.mkdir(parents=True, exist_ok=True)
    for uuid in uuids:
        (folder / f"{uuid}-result.json").write_text(json.dumps({"uuid": uuid, "name": uuid, "status": "passed",
                                                                "attachments": [{"source": f"{uuid}-attachment.txt"}]}))
        (folder / f"{uuid}-attachment.txt").write_text(f"transcript of {uuid}")
        (folder / f"c{uuid}-container.json").write_text(json.dumps({"uuid": f"c{uuid}", "children": [uuid]}))
    (folder / "environment.properties").write_text("".join(f"{k}={v}\n" for k, v in sorted(env.items())))
    (folder / "categories.json").write_text(json.dumps((categories or []) + CATEGORIES))
    write_session_file(folder, records)
    return folder


def events(path: Path, lines: list[dict | str]) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("".join((line if isinstance(line, str) else json.dumps(line)) + "\n" for line in lines))
    return path


ENV = {"python": "3.11.2", "pytest": "8.4.2", "llm.provider": "heuristic", "browser.version": "chromium 120",
       "llm.models_used": "m1"}
USER_CATEGORY = {"name": "Flaky site", "messageRegex": ".*net::ERR.*"}


@pytest.fixture
def two_shards(tmp_path: Path) -> tuple[Path, Path]:
    a = tmp_path / "shard-1"
    shard(a / "allure-results", ["aaa1", "aaa2"],
          [record("one", "explore", "passed", 3, 100, 20, 0.01, "m1"),
           record("two", "observe", "failed")], ENV, [USER_CATEGORY])
    events(a / "events.jsonl", [{"v": 1, "event": "run_started", "scenario": "one", "ts": 10.0},
                                {"v": 1, "event": "llm_call", "scenario": "one"},  # no time: stays after its line
                                {"v": 1, "event": "run_finished", "scenario": "one", "ts": 30.0}])
    events(a / "jobs.jsonl", [{"title": "Engineer", "company": "ACME"}])  # --jobagent-jobs-out: not events
    b = tmp_path / "shard-2"
    shard(b / "allure-results", ["bbb1"],
          [record("three", "explore", "passed", 2, 50, 10, 0.005, "m2", browser="chromium 121")],
          {**ENV, "python": "3.12.1", "browser.version": "chromium 121", "llm.models_used": "m2"})
    events(b / "events.jsonl", [{"v": 1, "event": "run_started", "scenario": "three", "ts": 20.0},
                                {"v": 1, "event": "run_finished", "scenario": "three", "ts": 40.0},
                                '{"v": 1, "event": "run_sta'])  # a torn last line of a killed worker
    return a, b


def test_merge_copies_every_result_and_joins_records_events_categories_and_environment(two_shards, tmp_path):
    out = tmp_path / "merged"
    merged = merge(list(two_shards), out)

    assert (merged.results, merged.containers, merged.attachments) == (3, 3, 3)
    assert sorted(p.name for p in out.glob("*-result.json")) == ["aaa1-result.json", "aaa2-result.json",
                                                                 "bbb1-result.json"]
    assert (out / "bbb1-attachment.txt").read_text() == "transcript of bbb1"
    assert [f.name for f in merged.sources] == ["allure-results", "allure-results"]

    records = read_records(out)
    assert [r["nodeid"] for r in records] == [f"scenarios/s.yaml::{n}" for n in ("one", "two", "three")]
    assert len(list(out.glob("jobagent-session*.json"))) == 1
    lines = ["3 scenarios (explore 2, observe 1): 1 failed, 2 passed",
             "model calls: 5, tokens: 180 (150 prompt + 30 completion, 0 cached), cost: $0.0150",
             "models: m1, m2"]
    assert summary_of(records).lines() == lines == merged.summary().lines()
    assert (out / "summary.txt").read_text() == "\n".join(lines) + "\n"

    kinds = [(e["scenario"], e["event"]) for e in map(json.loads, (out / "events.jsonl").read_text().splitlines())]
    assert kinds == [("one", "run_started"), ("one", "llm_call"), ("three", "run_started"),
                     ("one", "run_finished"), ("three", "run_finished")]
    assert merged.events == 5 and [p.name for p in merged.event_files] == ["events.jsonl", "events.jsonl"]
    assert any("1 event line(s)" in note for note in merged.notes)

    categories = json.loads((out / "categories.json").read_text())
    assert [c["name"] for c in categories] == [USER_CATEGORY["name"]] + [c["name"] for c in CATEGORIES]

    env = dict(line.split("=", 1) for line in (out / "environment.properties").read_text().splitlines())
    assert env["pytest"] == "8.4.2" and env["llm.provider"] == "heuristic"  # agreed: kept
    assert env["python"] == "3.11.2, 3.12.1"  # differing: joined
    assert env["browser.version"] == "chromium 120, chromium 121"  # from the records
    assert env["llm.models_used"] == "m1, m2" and env["shards"] == "2"


def test_a_name_two_shards_use_for_different_content_is_an_error_naming_both(tmp_path):
    a = shard(tmp_path / "a", ["same"], [record("one", "observe", "passed")], ENV)
    b = shard(tmp_path / "b", ["other"], [record("two", "observe", "passed")], ENV)
    (b / "same-attachment.txt").write_text("something else")
    with pytest.raises(MergeError) as error:
        merge([a, b], tmp_path / "merged")
    assert f"{a / 'same-attachment.txt'} and {b / 'same-attachment.txt'}" in str(error.value)

    (b / "same-attachment.txt").write_text("transcript of same")  # the same file twice: copied once
    merged = merge([a, b], tmp_path / "merged")
    assert (merged.results, merged.attachments) == (2, 2)  # same-, other-attachment.txt


def test_a_folder_without_results_is_named_with_what_to_run(tmp_path, capsys):
    empty = tmp_path / "shard-2"
    empty.mkdir()
    (empty / "events.jsonl").write_text("")
    a = shard(tmp_path / "shard-1", ["a"], [record("one", "observe", "passed")], ENV)
    with pytest.raises(MergeError, match=f"no Allure results in {empty}: run pytest --alluredir={empty} first"):
        merge([a, empty], tmp_path / "merged")
    assert not (tmp_path / "merged").exists()

    assert main(["report", str(a), str(tmp_path / "missing"), "--no-html"]) == 2
    err = capsys.readouterr().err
    assert f"no Allure results in {tmp_path / 'missing'}: run pytest --alluredir=" in err
    assert f"--out {tmp_path / 'missing'}" in err  # the old `report RESULTS OUT` form gets the new spelling


def test_overlaps_and_a_foreign_merge_folder_are_refused_and_earlier_merges_left_out(two_shards, tmp_path):
    a, b = two_shards
    with pytest.raises(MergeError, match="overlap"):
        merge([a, a / "allure-results"], tmp_path / "merged")
    with pytest.raises(MergeError, match="inside the merged folder"):
        merge([a, b], tmp_path)
    foreign = tmp_path / "mine"
    foreign.mkdir()
    (foreign / "notes.txt").write_text("keep me")
    with pytest.raises(MergeError, match="not empty"):
        merge([a, b], foreign)
    assert (foreign / "notes.txt").read_text() == "keep me"

    # an earlier merge inside a shard's folder is left out, and merging into it again replaces it
    first = merge([a, b], a / "merged")
    again = merge([a, b], a / "merged")
    assert again.results == first.results == 3 and again.events == 5
    elsewhere = merge([a, b], tmp_path / "elsewhere")
    assert elsewhere.results == 3 and any("earlier merge" in note for note in elsewhere.notes)
    # named as a DIR, a merge is a shard like any other: merges of merges
    assert merge([tmp_path / "elsewhere"], tmp_path / "again").summary().lines() == first.summary().lines()


def test_events_without_any_time_keep_the_order_of_their_files(tmp_path):
    x = events(tmp_path / "x.jsonl", [{"event": "a"}, {"event": "b"}])
    y = events(tmp_path / "y.jsonl", [{"event": "c"}, "", {"event": "d"}])
    assert [json.loads(line)["event"] for line in merged_events([x, y]).lines] == ["a", "b", "c", "d"]
    assert [json.loads(line)["event"] for line in merged_events([y, x]).lines] == ["c", "d", "a", "b"]


def test_cli_with_one_folder_prints_its_summary_and_copies_nothing(two_shards, tmp_path, capsys, monkeypatch):
    a, b = two_shards
    monkeypatch.chdir(tmp_path)
    assert main(["report", str(b), "--no-html"]) == 0
    assert capsys.readouterr().out.splitlines() == [
        "1 scenarios (explore 1): 1 passed",
        "model calls: 2, tokens: 60 (50 prompt + 10 completion, 0 cached), cost: $0.0050", "models: m2"]
    assert not (tmp_path / "reports").exists()
    write_session_file(b / "allure-results", [record("four", "observe", "passed")])  # a second session, no clean
    assert main(["report", str(b), "--no-html"]) == 0
    out, err = capsys.readouterr()
    assert out.startswith("2 scenarios (explore 1, observe 1): 2 passed\n") and "2 sessions wrote into" in err

    assert main(["report", str(a), str(b), "--no-html"]) == 0  # default --merged reports/merged
    out = capsys.readouterr().out.splitlines()
    merged = tmp_path / "reports" / "merged"
    assert out[0] == f"merged 2 Allure results folder(s) into {merged}: 3 results, 3 containers, 3 attachments, " \
                     "5 events from 2 event file(s)"
    assert out[1:4] == (merged / "summary.txt").read_text().splitlines()
    assert out[4] == f"summary: {merged / 'summary.txt'}"

    assert main(["report", str(tmp_path), "--merged", str(tmp_path / "m2"), "--no-html"]) == 0  # both below one DIR
    assert (tmp_path / "m2" / "summary.txt").read_text() == (merged / "summary.txt").read_text()


# ---- a real suite, run whole and as four pytest-split shards on "four machines" --------------------------------------------------
# the project of test_report_run (two observe scenarios, one of them failing), plus an exploration and one more
SCENARIOS = TINY_SCENARIOS + """\
---
name: third
site: tinysite
run: explore
task: Understand how to apply on this page
limits: {max_steps: 2, max_llm_calls: 6}
---
name: fourth
site: tinysite
run: observe
expect: {buttons: [Submit application]}
"""


def test_four_shards_merge_into_the_summary_results_and_events_of_one_run(pytester, capsys):
    site = pytester.path / "sites" / "tinysite"
    site.mkdir(parents=True)
    (site / "index.html").write_text(SITE_HTML)
    (pytester.path / "scenarios").mkdir()
    (pytester.path / "scenarios" / "tiny.yaml").write_text(SCENARIOS)
    # the heuristic model priced, so tokens and cost are real figures to add up
    pytester.makeini("[pytest]\njobagent_scenarios = scenarios\njobagent_sites = sites\n"
                     "jobagent_llm_prices = jobagent-heuristic 2 8\n")
    common = ("-p", "no:cacheprovider", "--llm=heuristic", "--disable-recording")

    def run(name: str, *selection: str) -> list[str]:
        result = pytester.runpytest_subprocess(*selection, *common, f"--alluredir={name}/allure-results",
                                               f"--jobagent-events={name}/events.jsonl")
        out = result.stdout.lines
        start = next(i for i, line in enumerate(out) if "- jobagent summary -" in line) + 1
        end = next(i for i in range(start, len(out)) if out[i][:3] in ("===", "---", "___"))
        return out[start:end]

    whole = run("whole", "scenarios")
    shards = [run(f"shard-{i}", "scenarios", "--splits", "4", "--group", str(i)) for i in range(1, 5)]
    assert whole[0] == "4 scenarios (explore 1, observe 3): 1 failed, 3 passed", whole
    assert whole[2:] == ["models: jobagent-heuristic"], whole
    calls = int(whole[1].split("model calls: ")[1].split(",")[0])
    assert calls > 0 and "tokens: 0 " not in whole[1] and "cost: $0.0000" not in whole[1], whole  # priced model
    assert sorted(shard[0].split(" (")[0] for shard in shards) == ["1 scenarios"] * 4, shards  # one item each

    capsys.readouterr()
    assert main(["report", *(str(pytester.path / f"shard-{i}") for i in range(1, 5)),
                 "--merged", str(pytester.path / "merged"), "--no-html"]) == 0
    printed = capsys.readouterr().out.splitlines()
    merged = pytester.path / "merged"
    summary = (merged / "summary.txt").read_text().splitlines()
    assert summary == whole and printed[1:1 + len(whole)] == whole

    single = pytester.path / "whole" / "allure-results"
    assert len(list(merged.glob("*-result.json"))) == len(list(single.glob("*-result.json"))) == 4
    assert len(list(merged.glob("*-attachment*"))) == len(list(single.glob("*-attachment*")))
    joined = (merged / "events.jsonl").read_text().splitlines()
    single_events = (pytester.path / "whole" / "events.jsonl").read_text().splitlines()
    assert len(joined) == len(single_events) > 6
    kinds = sorted((json.loads(e)["scenario"], json.loads(e)["event"]) for e in joined)
    assert kinds == sorted((json.loads(e)["scenario"], json.loads(e)["event"]) for e in single_events)
    stamps = [json.loads(e)["ts"] for e in joined]
    assert stamps == sorted(stamps)

    # the single run's folder alone: its summary as pytest printed it, nothing copied
    assert main(["report", str(pytester.path / "whole"), "--no-html"]) == 0
    assert capsys.readouterr().out.splitlines() == whole
    assert find_results(pytester.path / "whole") == [single.resolve()]
