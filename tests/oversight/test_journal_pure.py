"""The run journal without a browser or a model: what a resumed run replays, where its catch-up ends, what a killed
process leaves behind (a torn last line), and when a run id starts over."""

from __future__ import annotations

import json

import pytest

from pytest_jobagent.oversight.journal import RunJournal
from pytest_jobagent.oversight.runid import RunLocked


class Events:
    def __init__(self):
        self.seen: list[tuple[str, dict]] = []

    def emit(self, kind, **data):
        self.seen.append((kind, data))


def reply(n: int) -> dict:
    return {"id": f"r{n}", "choices": []}


def written(folder, run_id="run", kind="explore", replies=3, finish=False) -> RunJournal:
    with RunJournal(folder, run_id, kind=kind) as journal:
        for n in range(1, replies + 1):
            journal.record("explorer", n, 1, f"req{n}", reply(n))
        if finish:
            journal.finish()
    return journal


def test_a_resumed_run_replays_in_order_then_goes_live(tmp_path):
    written(tmp_path)
    events = Events()
    with RunJournal(tmp_path, "run", kind="explore", events=events) as journal:
        assert journal.resumed
        assert journal.replay("explorer", 1, 1, "req1") == {"agent": "explorer", "turn": 1, "attempt": 1,
                                                            "request": "req1", "response": reply(1)}
        assert journal.replay("explorer", 2, 1, "req2")["response"] == reply(2)
        assert journal.replay("explorer", 3, 1, "req3")["response"] == reply(3)
        assert journal.replay("explorer", 4, 1, "req4") is None  # caught up: the model answers from here
        journal.record("explorer", 4, 1, "req4", reply(4))
    assert [k for k, _ in events.seen] == ["resume", "caught_up"] and events.seen[0][1]["replies"] == 3
    assert journal.replayed == 3 and journal.recorded == 1
    lines = [json.loads(line) for line in journal.path.read_text().splitlines()]
    assert [line.get("request") for line in lines[1:]] == ["req1", "req2", "req3", "req4"]


def test_a_call_that_differs_ends_the_catch_up_and_drops_the_rest(tmp_path):
    written(tmp_path)
    events = Events()
    with RunJournal(tmp_path, "run", kind="explore", events=events) as journal:
        assert journal.replay("explorer", 1, 1, "req1") is not None
        assert journal.replay("explorer", 2, 1, "the page changed") is None
        assert journal.replay("explorer", 3, 1, "req3") is None  # nothing is replayed after a difference
        journal.record("explorer", 2, 1, "the page changed", reply(9))
    assert events.seen[-1][0] == "resume_diverged" and events.seen[-1][1]["dropped"] == 2
    requests = [json.loads(line).get("request") for line in journal.path.read_text().splitlines()[1:]]
    assert requests == ["req1", "the page changed"]


def test_a_torn_last_line_of_a_killed_process_is_ignored(tmp_path):
    journal = written(tmp_path, replies=2)
    with journal.path.open("a") as handle:
        handle.write('{"agent": "explorer", "turn": 3, "att')
    with RunJournal(tmp_path, "run", kind="explore") as again:
        assert again.resumed and len(again.pending) == 2


def test_a_finished_run_another_kind_or_no_resume_starts_over(tmp_path):
    written(tmp_path, finish=True)
    with RunJournal(tmp_path, "run", kind="explore") as journal:
        assert not journal.resumed and journal.replay("explorer", 1, 1, "req1") is None
    written(tmp_path, run_id="other", kind="collect")
    with RunJournal(tmp_path, "other", kind="explore") as journal:
        assert not journal.resumed
    written(tmp_path, run_id="third")
    with RunJournal(tmp_path, "third", kind="explore", resume=False) as journal:
        assert not journal.resumed
        assert len(journal.path.read_text().splitlines()) == 1  # the header only: the old journal is gone


def test_marks_let_a_resumed_run_skip_what_ended(tmp_path):
    with RunJournal(tmp_path, "apply", kind="apply") as journal:
        journal.record("apply_agent", 1, 1, "a1", reply(1))
        journal.mark("run_ended", index=0, outcome="sent")
        journal.record("apply_agent", 2, 1, "b1", reply(2))
    with RunJournal(tmp_path, "apply", kind="apply") as journal:
        assert journal.take_mark("run_ended") == {"mark": "run_ended", "index": 0, "outcome": "sent"}
        assert journal.take_mark("run_ended") is None  # no other run ended
        assert journal.replay("apply_agent", 1, 1, "b1")["response"] == reply(2)  # turns may differ, requests not


def test_one_process_holds_a_run_id(tmp_path):
    with RunJournal(tmp_path, "run", kind="explore"):
        with pytest.raises(RunLocked, match="is held by pid"):
            RunJournal(tmp_path, "run", kind="explore").__enter__()
