"""The ThinkingAgent gate and scripted steering without a browser: verdict rules, the rejection cap, answers,
messages, on_unanswered, the heuristic rules, and how the steps orchestrator applies them."""

from __future__ import annotations

import json

import pytest
from pydantic import ValidationError

from pytest_jobagent.heuristic.context import Context
from pytest_jobagent.heuristic.model import respond
from pytest_jobagent.heuristic.roles.thinking import _words as evidence_words
from pytest_jobagent.heuristic.roles.thinking import covered, requested_parts
from pytest_jobagent.llm import LLMError
from pytest_jobagent.llm.client import with_role
from pytest_jobagent.llm.tools import tool_schema
from pytest_jobagent.oversight.gate import ThinkingGate
from pytest_jobagent.oversight.steering import Steer, Steering
from pytest_jobagent.oversight.thinking import AGENT, Judge, Review, ThinkingOptions, build_prompt
from pytest_jobagent.runs.steps.orchestrator import StepResult, StepsOrchestrator, StepsResult


class Bus:
    def __init__(self):
        self.events = []

    def emit(self, kind, **data):
        self.events.append((kind, data))

    def kinds(self):
        return [k for k, _ in self.events]


class Judges:
    """A model that answers judge calls from a list (or raises a given exception)."""

    def __init__(self, *answers):
        self.answers = list(answers)
        self.prompts = []

    def call(self, agent, messages, tools, **_):
        assert agent == AGENT and tools == [Judge]
        self.prompts.append(messages[-1]["content"])
        answer = self.answers.pop(0)
        if isinstance(answer, Exception):
            raise answer
        return type("Call", (), {"name": "judge", "args": Judge(**answer)})()


REJECT = {"approved": False, "missing_pieces": "easy apply never started", "instructions_for_planner": "Start Easy Apply"}
APPROVE = {"approved": True}
ASK = {"approved": False, "missing_pieces": "stuck", "should_pause_for_user": True,
       "question_for_user": "I keep failing at step 2. How should I continue?"}


# ---- the gate ----------------------------------------------------------------------------------------------
def test_gate_approves_rejects_and_pauses():
    gate = ThinkingGate(None)
    assert gate.verdict(Judge(approved=True)).action == "approve"
    v = gate.verdict(Judge(**REJECT))
    assert v.action == "reject" and v.instructions == "Start Easy Apply" and v.reason == "easy apply never started"
    assert gate.verdict(Judge(**ASK)).action == "pause"
    assert (gate.stats.approvals, gate.stats.rejections, gate.stats.pauses) == (1, 2, 1)


def test_gate_rejects_at_most_three_times_then_the_run_ends_with_its_reasons():
    gate = ThinkingGate(None, ThinkingOptions(max_rejections=3))
    actions = [gate.verdict(Judge(approved=False, missing_pieces=f"part {i}")).action for i in range(3)]
    assert actions == ["reject", "reject", "give_up"] and gate.stats.gave_up
    assert gate.stats.reasons == ["part 0", "part 1", "part 2"]  # the run ends with every reason


def test_a_pause_that_hits_the_cap_gives_up_instead_of_asking():
    gate = ThinkingGate(None, ThinkingOptions(max_rejections=1))
    v = gate.verdict(Judge(**ASK))
    assert v.action == "give_up" and "rejected 1 times" in v.reason


def test_review_calls_the_model_records_and_emits_and_survives_model_errors():
    bus = Bus()
    gate = ThinkingGate(Judges(REJECT, LLMError("boom")), events=bus)
    review = Review(task="Find a job and start Easy Apply", steps=[("complete", "Search for jobs")],
                    history=["[step 1.1] command: type \"#q\" 'jobs'"], extracted={"job_title": "X"}, claim="done")
    assert gate.review(review, step=1).action == "reject"
    assert gate.review(review, step=1).action == "give_up"
    assert gate.stats.calls == 2 and gate.stats.gave_up and "ThinkingAgent error" in gate.stats.reasons[-1]
    assert [r.action for r in gate.stats.records] == ["reject", "give_up"]
    assert bus.kinds() == ["thinking", "thinking"] and bus.events[0][1]["instructions_for_planner"] == "Start Easy Apply"
    prompt = gate.llm.prompts[0]
    assert "Task: Find a job and start Easy Apply" in prompt and "1. [complete] Search for jobs" in prompt
    assert "- job_title: X" in prompt and "Rejections so far: 0 of 3" in prompt and "Trigger: done" in prompt


# ---- steering ----------------------------------------------------------------------------------------------
def test_answers_match_text_or_pattern_once_unless_repeated():
    steer = Steer(answers=[{"match": "which CITY", "reply": "Berlin"},
                           {"pattern": r"step \d+ fail", "reply": "skip it", "repeat": True}])
    s = Steering(steer)
    assert s.answer_for("Which city do you prefer?") == "Berlin"
    assert s.answer_for("Which city do you prefer?") is None  # used once
    assert s.answer_for("step 3 failed twice") == "skip it" and s.answer_for("Step 4 FAILED") == "skip it"


def test_an_answer_needs_a_matcher_and_unknown_keys_are_errors():
    with pytest.raises(ValidationError):
        Steer(answers=[{"reply": "x"}])
    with pytest.raises(ValidationError):
        Steer(on_unanswered="wait")
    with pytest.raises(ValidationError):
        Steer(mesages=[])


def test_ask_answered_pauses_follows_up_and_resumes():
    bus = Bus()
    s = Steering(Steer(answers=[{"match": "continue", "reply": "Open the first result"}]), bus)
    assert s.ask("How should I continue?", step=2) == ("answered", "Open the first result")
    assert bus.kinds() == ["pause", "follow_up", "resume"]
    assert bus.events[0][1]["question"] == "How should I continue?"
    assert (s.stats.pauses, s.stats.follow_ups, s.stats.resumes, s.stats.unanswered) == (1, 1, 1, 0)


@pytest.mark.parametrize("policy,resumed", [("fail", 0), ("stop", 0), ("resume", 1)])
def test_unanswered_question_follows_on_unanswered_at_once(policy, resumed):
    s = Steering(Steer(on_unanswered=policy))
    assert s.ask("Which brand?") == (policy, None)
    assert (s.stats.pauses, s.stats.resumes, s.stats.unanswered) == (1, resumed, 1)


def test_messages_are_due_once_at_their_step():
    bus = Bus()
    s = Steering(Steer(messages=[{"at_step": 2, "message": "Search for product manager jobs"}]), bus)
    assert s.steer_at(1) == [] and bus.events == []
    assert s.steer_at(2) == ["Search for product manager jobs"]
    assert s.steer_at(2) == []
    assert bus.kinds() == ["pause", "follow_up", "resume"] and (s.stats.pauses, s.stats.follow_ups) == (1, 1)


# ---- heuristic rules ---------------------------------------------------------------------------------------
def test_requested_parts_split_clauses_inherit_verbs_and_drop_negations():
    assert requested_parts("Find a data engineer job, save its title and location and start Easy Apply") == [
        "Find a data engineer job", "save its title", "save location", "start Easy Apply"]
    assert requested_parts("Fill in the application for this job without submitting it") == [
        "Fill in the application for this job"]


def test_understand_how_to_and_check_how_request_what_follows():
    parts = requested_parts("Understand how to search and open job listings, then check how the next page loads")
    assert parts == ["Understand how to search", "open job listings", "check how the next page loads"]
    assert covered(parts[0], set())  # 'search' alone names no object to look for
    assert not covered(parts[2], evidence_words("click -> job listing (navigation): Navigated to a job details page"))
    assert covered(parts[2], evidence_words("click -> pagination control: Loaded the next page of results"))


def test_a_part_is_covered_when_most_of_its_words_have_evidence():
    ev = evidence_words("Search for data engineer jobs. Start Easy Apply")
    assert covered("Find a data engineer job", ev) and covered("start applying to it", ev)
    assert not covered("save the salary", ev) and not covered("start Easy Apply", evidence_words("Apply filters"))


def _ask_heuristic(review: Review) -> Judge:
    messages = with_role(AGENT, build_prompt(review, 0, 3))
    request = {"model": "heuristic", "messages": messages, "tools": [tool_schema(Judge)], "tool_choice": "required"}
    reply, _ = respond(request)

    return Judge(**json.loads(reply["choices"][0]["message"]["tool_calls"][0]["function"]["arguments"]))


def test_heuristic_rejects_done_with_the_missing_part_as_the_next_step_then_approves():
    review = Review(task="Find a data engineer job, save its title as job_title and start Easy Apply",
                    steps=[("complete", "Search for data engineer jobs"), ("complete", "Save the job title as job_title")],
                    history=['[step 1.1] command: click "button.easy-apply-start"'],  # selectors are no evidence
                    extracted={"job_title": "Senior Data Engineer"}, claim="step 2 complete")
    out = _ask_heuristic(review)
    assert not out.approved and out.instructions_for_planner == "Start Easy Apply" and "Easy Apply" in out.missing_pieces
    review.steps.append(("complete", "Start Easy Apply"))
    assert _ask_heuristic(review).approved


def test_heuristic_checks_follow_ups_and_asks_the_user_after_failures():
    review = Review(task="Find a data engineer job", steps=[("complete", "Search for data engineer jobs")],
                    follow_ups=["Save the company as company"], claim="step 1 complete")
    out = _ask_heuristic(review)
    assert not out.approved and out.instructions_for_planner == "Save the company as company"
    review.trigger, review.claim = "failures", "step 2 (Open the 40 result) stuck: 2 consecutive failures"
    out = _ask_heuristic(review)
    assert out.should_pause_for_user and "step 2" in out.question_for_user and not out.approved


def test_heuristic_role_is_found_by_its_agent_line():
    ctx = Context.from_request({"messages": with_role(AGENT, [{"role": "user", "content": "Trigger: done"}])})
    assert ctx.role == "thinking"


# ---- the steps orchestrator applying the gate and the steering (no browser: _oversee directly) --------------
def _orchestrator(judges, steer=None, max_rejections=3, steps=("Search for jobs", "Save the job title as t")):
    bus = Bus()
    orch = StepsOrchestrator(None, None, list(steps), goal="task", events=bus,
                             thinking=ThinkingGate(judges, ThinkingOptions(max_rejections=max_rejections), bus),
                             steering=Steering(steer or Steer(), bus))
    orch.origins = ["scenario"] * len(orch.steps)
    return orch, bus


def _step(index, text, status, failures=0):
    return StepResult(index=index, text=text, status=status, reason="r", failures=failures)


def test_rejected_done_adds_the_instructions_as_the_next_step_and_a_review_note():
    orch, _ = _orchestrator(Judges(REJECT))
    result = StepsResult(steps=[_step(1, "Search for jobs", "complete"), _step(2, "Save the job title as t", "complete")])
    assert orch._oversee(1, result.steps[1], result) is False
    assert orch.steps[-1] == "Start Easy Apply" and orch.origins[-1] == "review"
    assert "missing: easy apply never started" in orch.review_note
    guard = type("G", (), {"iterations": 1, "max_iterations": 8, "system_note": None, "guidance": None})()
    prompt = orch.prompt(2, guard, [], "")[1]["content"]
    assert "ThinkingAgent review: missing: easy apply never started" in prompt


def test_only_the_last_step_claiming_complete_is_gated():
    orch, _ = _orchestrator(Judges())
    result = StepsResult(steps=[_step(1, "Search for jobs", "complete")])
    assert orch._oversee(0, result.steps[0], result) is False and orch.thinking.stats.calls == 0


def test_third_rejection_ends_the_run_with_the_reasons():
    orch, _ = _orchestrator(Judges(REJECT, REJECT, REJECT))
    result = StepsResult()
    for _ in range(3):
        last = len(orch.steps) - 1
        step = _step(last + 1, orch.steps[last], "complete")
        result.steps.append(step)
        ended = orch._oversee(last, step, result)
    assert ended and "rejected 3 times" in result.error and orch.thinking.stats.gave_up


def test_stuck_step_asks_and_the_answer_supersedes_it():
    orch, bus = _orchestrator(Judges(ASK), Steer(answers=[{"match": "how should i continue", "reply": "Open the first result"}]))
    step = _step(1, "Search for jobs", "stuck", failures=2)
    result = StepsResult(steps=[step])
    assert orch._oversee(0, step, result) is False
    assert step.superseded and orch.steps[1] == "Open the first result" and orch.origins[1] == "answer"
    assert orch.follow_ups == ["Open the first result"]
    assert bus.kinds() == ["thinking", "pause", "follow_up", "resume"]


@pytest.mark.parametrize("policy", ["fail", "stop", "resume"])
def test_stuck_step_unanswered(policy):
    orch, _ = _orchestrator(Judges(ASK), Steer(on_unanswered=policy))
    step = _step(1, "Search for jobs", "stuck", failures=2)
    result = StepsResult(steps=[step])
    ended = orch._oversee(0, step, result)
    if policy == "fail":
        assert ended and "no scripted answer" in result.error
    elif policy == "stop":
        assert ended and result.stopped and not result.error
    else:  # resume: the step is tried again, the run goes on
        assert not ended and orch.steps[1] == "Search for jobs" and orch.origins[1] == "resume" and step.superseded


def test_in_a_steps_run_the_users_search_in_the_pages_words_covers_the_tasks_find_part():
    # If the task is in English and the user's steps search, filter or open a result in the page's words
    for done in (["Search for 회계", "Open the first result", "Save the title as title"],
                 ["Filter to the Finance department", "Open the first result"],
                 ["Search for enfermero jobs in Madrid", "Save the title as title"]):
        review = Review(task="Find an accounting job", steps=[("complete", s) for s in done],
                        extracted={"title": "재무회계 담당자"}, claim=f"step {len(done)} complete")
        # Then the task's find part is done by them: the task is no step of its own
        assert _ask_heuristic(review).approved, done
    # Then a part no step does is still the next step
    review = Review(task="Find an accounting job and start Easy Apply", steps=[("complete", "Search for 회계")],
                    claim="step 1 complete")
    assert _ask_heuristic(review).instructions_for_planner == "Start Easy Apply"
    # Then without a step that finds, the find part is missing
    review = Review(task="Find an accounting job", steps=[("complete", "Save the title as title")],
                    extracted={"title": "x"}, claim="step 1 complete")
    assert not _ask_heuristic(review).approved
