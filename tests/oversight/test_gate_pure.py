"""The one oversight gate every run kind calls: a verdict of the (bundled heuristic) ThinkingAgent as the run's next
move: the review its agent reads next, the user's reply, the end of the run and why; no browser."""

from __future__ import annotations

import json
from typing import Any

import pytest

from pytest_jobagent.heuristic.model import respond
from pytest_jobagent.llm.client import with_role
from pytest_jobagent.llm.tools import tool_schema
from pytest_jobagent.oversight.gate import ThinkingGate, unusable_reply
from pytest_jobagent.oversight.steering import Steer, Steering
from pytest_jobagent.oversight.thinking import Judge, Review, ThinkingOptions


class HeuristicCall:
    """One judge call answered by the bundled heuristic model's rules (the request it would get over HTTP)."""

    def __init__(self) -> None:
        self.calls = 0

    def call(self, agent: str, messages: list[dict[str, str]], tools: list[type[Judge]], **_: Any) -> Any:
        self.calls += 1
        request = {"model": "heuristic", "messages": with_role(agent, messages),
                   "tools": [tool_schema(t) for t in tools], "tool_choice": "required"}
        reply, _ = respond(request)
        args = json.loads(reply["choices"][0]["message"]["tool_calls"][0]["function"]["arguments"])
        return type("Call", (), {"name": "judge", "args": Judge(**args)})()


class Bus:
    def __init__(self) -> None:
        self.events: list[tuple[str, dict[str, Any]]] = []

    def emit(self, kind: str, **data: Any) -> None:
        self.events.append((kind, data))


STUCK = Review(task="Find a data engineer job", steps=[], claim="step 2: 2 actions in a row did not work",
               trigger="failures")
DONE_EARLY = Review(task="Find a data engineer job and save its title", steps=[], claim="done", trigger="done")


def _gate(max_rejections: int = 3) -> tuple[ThinkingGate, Bus]:
    bus = Bus()
    return ThinkingGate(HeuristicCall(), ThinkingOptions(max_rejections=max_rejections), bus), bus  # type: ignore[arg-type]


def test_a_rejection_goes_to_the_agent_and_the_run_goes_on():
    gate, bus = _gate()
    nxt = gate.consult(DONE_EARLY, step=4)
    assert nxt.action == "reject" and not nxt.approved and not nxt.ends and nxt.asked is None
    assert nxt.review is not None and nxt.review.startswith("missing: no step, action or extracted data")
    assert [k for k, _ in bus.events] == ["thinking"] and bus.events[0][1]["step"] == 4


def test_a_question_with_no_user_goes_to_the_agent_with_the_note():
    gate, _ = _gate()
    nxt = gate.consult(STUCK)
    assert nxt.action == "pause" and not nxt.ends and nxt.asked is None
    assert nxt.review is not None and "missing: step 2 keeps failing" in nxt.review
    assert "question: I keep failing at step 2" in nxt.review


def test_a_question_goes_to_the_user_whose_answer_is_a_follow_up():
    gate, bus = _gate()
    user = Steering(Steer(answers=[{"match": "how should i continue", "reply": "Open the first result"}]), bus)
    nxt = gate.consult(STUCK, step=2, user=user, agent="explorer")
    assert nxt.reply == "Open the first result" and nxt.asked is user and not nxt.ends
    assert nxt.review is not None and "question:" not in nxt.review  # the user answered it
    assert [k for k, _ in bus.events] == ["thinking", "pause", "follow_up", "resume"]
    assert bus.events[1][1]["agent"] == "explorer" and bus.events[1][1]["step"] == 2


@pytest.mark.parametrize("policy", ["fail", "stop", "resume"])
def test_an_unanswered_question_follows_on_unanswered(policy):
    gate, _ = _gate()
    nxt = gate.consult(STUCK, user=Steering(Steer(on_unanswered=policy)))
    if policy == "resume":
        assert not nxt.ends and nxt.reply is None and nxt.review
    else:
        assert nxt.ends and nxt.stopped == (policy == "stop")
        assert nxt.error is not None and "I keep failing at step 2" in nxt.error


def test_ask_anyway_asks_a_default_user_who_has_no_answer():
    gate, bus = _gate()
    nxt = gate.consult(STUCK, ask_anyway=True)
    assert nxt.ends and nxt.error is not None and nxt.error.startswith("paused with no scripted answer to:")
    assert nxt.asked is not None and nxt.asked.stats.unanswered == 1 and "pause" in [k for k, _ in bus.events]


def test_the_last_allowed_rejection_ends_the_run_with_the_reasons():
    gate, _ = _gate(max_rejections=2)
    assert not gate.consult(DONE_EARLY).ends
    nxt = gate.consult(DONE_EARLY)
    assert nxt.action == "give_up" and nxt.ends and "rejected 2 times" in (nxt.error or "")


def test_the_unusable_reply_wording_says_the_problem_and_what_to_do():
    said = unusable_reply("the arguments are not valid JSON")
    assert said == "your last reply was unusable (the arguments are not valid JSON); answer with one call of a tool"
