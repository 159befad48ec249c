"""The oversight gate every run kind calls: ask the ThinkingAgent (its prompt and reply are in thinking.py), count its
rejections, turn its verdict into the run's next move, and report it (the `thinking` event, which the live progress
and the Allure report read). Also what a run's agent is told after a reply that stayed unusable (a failed turn, the
kind of turn the gate's `failures` trigger hears of).

Rules (pure, in `ThinkingGate.verdict`):
- approved: the run may finish (or go on as planned);
- not approved: the run goes on with the gate's note in its agent's next turn;
- should_pause_for_user (with a question): the run pauses and asks its (scripted) user;
- the gate rejects at most `max_rejections` (3) times: the last allowed rejection ends the run with its reasons;
- a model error approves nothing: the run ends with the error as its reason.

A verdict becomes the run's next move in `ThinkingGate.consult` (a `Next`):
- approve: nothing changes;
- reject, or pause with no user to ask: the note and the question (`Verdict.feedback`) go to the agent's next turn;
- pause with a user: the question goes to the user; an answer is a follow-up and the note goes to the agent,
  `on_unanswered: resume` goes on, `fail` and `stop` end the run at the question;
- give_up: the run ends with the reason.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Literal

from pytest_jobagent.events import EventBus
from pytest_jobagent.llm import LLMClient, LLMError

from .steering import Steering
from .thinking import (
    AGENT,
    MAX_REJECTIONS,
    Judge,
    Review,
    ThinkingOptions,
    ThinkingRecord,
    ThinkingStats,
    build_prompt,
)

Action = Literal["approve", "reject", "pause", "give_up"]


def unusable_reply(problem: str) -> str:
    """What a run's agent reads after its reply stayed unusable past the corrective retry (the turn failed). The
    problem is the client's (an echo of the reply in it is already cut short, llm/tools.py ECHO_LIMIT)."""
    return f"your last reply was unusable ({problem}); answer with one call of a tool"


@dataclass
class Verdict:
    action: Action
    output: Judge
    reason: str = ""

    @property
    def instructions(self) -> str:
        return self.output.instructions_for_planner.strip()

    @property
    def question(self) -> str:
        return self.output.question_for_user.strip()

    @property
    def note(self) -> str:
        """What goes back into the run's agent context after a rejection."""
        out = self.output
        return "; ".join(x for x in (f"missing: {out.missing_pieces}" if out.missing_pieces else "",
                                     f"instructions: {out.instructions_for_planner}" if out.instructions_for_planner else "",
                                     f"hint: {out.instructions_for_navigator}" if out.instructions_for_navigator else "")
                         if x)

    @property
    def feedback(self) -> str:
        """The note and the question for a run with no user to ask: both go back to its agent."""
        return "; ".join(x for x in (self.note, f"question: {self.question}" if self.question else "") if x)


@dataclass(frozen=True)
class Next:
    """A verdict as the run's next move: go on as planned (`approved`), go on with `review` in the agent's next turn
    (and the user's `reply` as a follow-up), or end (`error` says why; `stopped`: the user said stop)."""

    verdict: Verdict
    review: str | None = None
    reply: str | None = None
    asked: Steering | None = None  # the user the question went to
    error: str | None = None
    stopped: bool = False

    @property
    def action(self) -> Action:
        return self.verdict.action

    @property
    def approved(self) -> bool:
        return self.verdict.action == "approve"

    @property
    def ends(self) -> bool:
        return self.error is not None


@dataclass
class ThinkingGate:
    """Calls the ThinkingAgent and turns its judgement into what the run does next."""

    llm: LLMClient
    options: ThinkingOptions = field(default_factory=ThinkingOptions)
    events: EventBus | None = None
    stats: ThinkingStats = field(default_factory=ThinkingStats)

    def _emit(self, **data: Any) -> None:
        if self.events is not None:
            self.events.emit("thinking", **data)

    def verdict(self, out: Judge) -> Verdict:
        """Pure: the judgement -> approve / reject / pause / give_up, counting rejections."""
        if out.approved:
            self.stats.approvals += 1
            if out.final_answer.strip():
                self.stats.final_answer = out.final_answer.strip()
            return Verdict("approve", out)
        self.stats.rejections += 1
        reason = (out.missing_pieces or out.question_for_user or "not approved").strip()
        self.stats.reasons.append(reason)
        if self.stats.rejections >= self.options.max_rejections:
            self.stats.gave_up = True
            return Verdict("give_up", out, f"ThinkingAgent rejected {self.stats.rejections} times: "
                                           + "; ".join(self.stats.reasons))
        if out.should_pause_for_user and out.question_for_user.strip():
            self.stats.pauses += 1
            return Verdict("pause", out, reason)
        return Verdict("reject", out, reason)

    def review(self, review: Review, step: int = 0) -> Verdict:
        """Ask the ThinkingAgent, count its verdict and report it."""
        self.stats.calls += 1
        messages = build_prompt(review, self.stats.rejections, self.options.max_rejections)
        try:
            out: Judge = self.llm.call(AGENT, messages, [Judge]).args
        except LLMError as exc:
            out = Judge(approved=False, missing_pieces=f"ThinkingAgent error: {exc}")
            self.stats.gave_up = True
            self.stats.reasons.append(out.missing_pieces)
            result = Verdict("give_up", out, out.missing_pieces)
        else:
            result = self.verdict(out)
        self.stats.records.append(ThinkingRecord(
            trigger=review.trigger, action=result.action, approved=out.approved, missing_pieces=out.missing_pieces,
            instructions=out.instructions_for_planner, question=out.question_for_user, step=step))
        self._emit(trigger=review.trigger, action=result.action, approved=out.approved, step=step,
                   missing_pieces=out.missing_pieces, instructions_for_planner=out.instructions_for_planner,
                   instructions_for_navigator=out.instructions_for_navigator,
                   question_for_user=out.question_for_user if result.action == "pause" else "")
        return result

    def consult(self, review: Review, step: int = 0, user: Steering | None = None, ask_anyway: bool = False,
                **data: Any) -> Next:
        """Ask the ThinkingAgent and turn its verdict into the run's next move. A question goes to `user` (the run's
        scripted user); with `ask_anyway` a run with none asks a default one (no answers: on_unanswered fail).
        `data` goes with the pause and resume events (with the step)."""
        verdict = self.review(review, step=step)
        if verdict.action == "approve":
            return Next(verdict)
        if verdict.action == "give_up":
            return Next(verdict, error=verdict.reason)
        if verdict.action == "pause" and (user is not None or ask_anyway):
            user = user if user is not None else Steering(events=self.events)
            return self._ask(verdict, user, step=step, **data)
        return Next(verdict, review=verdict.feedback or verdict.reason)

    def _ask(self, verdict: Verdict, user: Steering, **data: Any) -> Next:
        """The gate paused: ask the user. An answer is a follow-up; `resume` goes on; `fail` and `stop` end the run."""
        question = verdict.question
        outcome, reply = user.ask(question, **data)
        review = verdict.note or None
        if outcome == "answered":
            return Next(verdict, review=review, reply=reply, asked=user)
        if outcome == "resume":
            return Next(verdict, review=review, asked=user)
        if outcome == "fail":
            return Next(verdict, asked=user, error=f"paused with no scripted answer to: {question}")
        return Next(verdict, asked=user, error=f"stopped by the user at the question: {question}", stopped=True)


def entry_due(gate: ThinkingGate | None) -> bool:
    """Whether the run asks the ThinkingAgent at its start (`thinking: {entry: true}`)."""
    return gate is not None and gate.options.enabled and gate.options.entry


def periodic_due(gate: ThinkingGate | None, turn: int) -> bool:
    """Whether turn `turn` (from 1) is one the ThinkingAgent looks at (`thinking: {every: N}`)."""
    every = gate.options.every if gate is not None and gate.options.enabled else None
    return every is not None and turn > 0 and turn % every == 0


def rejections_allowed(gate: ThinkingGate | None) -> int:
    """How many times a run's ending may be refused: the gate's `max_rejections`, or the default without a gate. A
    page check that refuses an ending before the gate (apply's push-back, collect's refused finish) stays one below
    it, so the gate always has the last word."""
    return gate.options.max_rejections if gate is not None else MAX_REJECTIONS
