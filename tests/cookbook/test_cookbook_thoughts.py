"""The reasoning recorded with each cookbook step (`thought`): kept, templated like the rest, a note that does not
make a relearned cookbook a new version, and absent from old cookbooks, which still load."""

from __future__ import annotations

from pytest_jobagent.browser import ElementSignature
from pytest_jobagent.cookbook import CookbookStore
from pytest_jobagent.cookbook.models import Cookbook, CookbookStep
from pytest_jobagent.cookbook.recorder import THOUGHT_MAX, Captured, TraceRecorder

URL = "http://127.0.0.1:4000/jobs/42/apply"
USER = {"first_name": "Jane", "email": "jane.doe@example.com"}


def _steps(first: str, second: str) -> list[dict]:
    return [{"order": 0, "action": "type", "selector": "#first", "value": "Jane", "thought": first},
            {"order": 1, "action": "click", "selector": "#send", "thought": second}]


def test_old_cookbooks_without_thoughts_load_and_store_none():
    old = {"url_pattern": "/jobs/*/apply", "task_pattern": "apply",
           "steps": [{"order": 0, "action": "click", "selector": "#send", "description": "click Send"}]}
    cookbook = Cookbook.model_validate(old)
    assert cookbook.steps[0].thought is None
    assert "thought" not in cookbook.steps[0].model_dump(exclude_none=True)


def test_the_recorder_keeps_the_reason_on_one_line_and_bounded():
    recorder = TraceRecorder(page=None)
    captured = Captured("#send", ElementSignature(tag="button", name="Send"))
    step = recorder.record("click", captured, None, None, thought="  the form is complete;\n  Send submits it ")
    assert step.thought == "the form is complete; Send submits it"
    assert recorder.record("click", captured, None, None, thought="  ").thought is None
    long = recorder.record("click", captured, None, None, thought="why " * 200).thought
    assert len(long) == THOUGHT_MAX and long.endswith("…")


def test_a_thought_is_stored_templated_and_only_the_actions_make_a_version(tmp_path):
    with CookbookStore(tmp_path / "c.sqlite") as store:
        saved = store.save_from_trace(_steps("First Name asks for Jane's first name", "the form is complete"),
                                      url=URL, task_type="apply", user_data=USER)
        assert [s.thought for s in saved.steps] == ["First Name asks for {{first_name}}'s first name",
                                                    "the form is complete"]
        again = store.save_from_trace(_steps("the first name field", "Send submits the form"),
                                      url=URL, task_type="apply", user_data=USER)
        assert (again.id, again.version) == (saved.id, 1)  # explained in other words, still the same cookbook
        assert again.steps[1].thought == "the form is complete"
        raw = b"".join(p.read_bytes() for p in tmp_path.glob("c.sqlite*")).decode("utf-8", "replace")
        assert "Jane" not in raw


def test_steps_differ_by_what_they_do_not_by_why():
    a = CookbookStep(order=0, action="click", selector="#send", thought="one")
    assert a == a.model_copy(update={"thought": "two"}) == a.model_copy(update={"thought": None})
    assert a != a.model_copy(update={"selector": "#other"})
    assert a != "not a step"
