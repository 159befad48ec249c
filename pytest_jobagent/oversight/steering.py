"""Scripted pause, ask and steer: what the user would type in the side panel, written in the scenario so a run
can be steered unattended in CI. Pure: no browser, no model.

- `answers`: a reply for a question the run asks when paused (matched by substring `match` or regex `pattern`,
  case-insensitive; the first that matches wins; each answer is used once unless `repeat` is set);
- `messages`: a user message injected before step N (1-based, scenario numbering) as a follow-up task that
  changes the goal;
- `on_unanswered`: what a paused run with no scripted answer does at once (it never waits):
  `fail` (the run ends failed with the question), `resume` (the run continues without an answer),
  `stop` (the run stops where it is; later steps are skipped).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from pytest_jobagent.events import EventBus

OnUnanswered = Literal["fail", "resume", "stop"]


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid")


class ScriptedAnswer(_Strict):
    """The reply to a question the run asks while paused."""

    match: str | None = Field(None, description="substring of the question, case-insensitive")
    pattern: str | None = Field(None, description="regular expression searched in the question, case-insensitive")
    reply: str = Field(min_length=1, description="what the user answers (becomes a follow-up task)")
    repeat: bool = Field(False, description="answer every matching question, not only the first")

    @model_validator(mode="after")
    def _one_matcher(self) -> ScriptedAnswer:
        if not self.match and not self.pattern:
            raise ValueError("an answer needs `match` (text) or `pattern` (regex)")
        if self.pattern:
            re.compile(self.pattern)
        return self

    def matches(self, question: str) -> bool:
        if self.match and self.match.lower() in (question or "").lower():
            return True
        return bool(self.pattern and re.search(self.pattern, question or "", re.I))


class ScriptedMessage(_Strict):
    """A user message sent while the run works, before step `at_step`."""

    at_step: int = Field(ge=1, description="1-based number of the scenario step the message arrives before")
    message: str = Field(min_length=1, description="the follow-up task; it changes the goal from here on")


class Steer(_Strict):
    """The scripted user of a run."""

    answers: list[ScriptedAnswer] = Field(default_factory=list)
    messages: list[ScriptedMessage] = Field(default_factory=list)
    on_unanswered: OnUnanswered = Field("fail", description="a pause with no scripted answer: fail | resume | stop")


class SteeringStats(BaseModel):
    pauses: int = 0
    resumes: int = 0
    follow_ups: int = 0
    unanswered: int = 0
    questions: list[str] = Field(default_factory=list)


@dataclass
class Steering:
    """A run's side of the scripted user: pause with a question, get an answer (or the on_unanswered verdict),
    pick up the messages due at a step. Emits pause / resume / follow_up events and counts them."""

    steer: Steer = field(default_factory=Steer)
    events: EventBus | None = None
    stats: SteeringStats = field(default_factory=SteeringStats)
    _used: set[int] = field(default_factory=set, repr=False)
    _delivered: set[int] = field(default_factory=set, repr=False)

    def _emit(self, kind: str, **data: Any) -> None:
        if self.events is not None:
            self.events.emit(kind, **data)

    def state(self) -> dict[str, Any]:
        """What a resumed run must not repeat: answers used, messages delivered, the counts."""
        return {"used": sorted(self._used), "delivered": sorted(self._delivered), "stats": self.stats.model_dump()}

    def restore(self, state: dict[str, Any]) -> None:
        self._used, self._delivered = set(state.get("used", [])), set(state.get("delivered", []))
        if state.get("stats"):
            self.stats = SteeringStats.model_validate(state["stats"])

    def answer_for(self, question: str) -> str | None:
        for i, answer in enumerate(self.steer.answers):
            if (answer.repeat or i not in self._used) and answer.matches(question):
                self._used.add(i)
                return answer.reply
        return None

    def ask(self, question: str, **data: Any) -> tuple[Literal["answered", "fail", "resume", "stop"], str | None]:
        """Pause with a question; return ('answered', reply) or the on_unanswered verdict at once."""
        self.stats.pauses += 1
        self.stats.questions.append(question)
        self._emit("pause", question=question, **data)
        reply = self.answer_for(question)
        if reply is not None:
            self.follow_up(reply, source="answer", **data)
            self.resume(**data)
            return "answered", reply
        self.stats.unanswered += 1
        verdict = self.steer.on_unanswered
        self._emit("progress", message=f"no scripted answer to {question!r}: {verdict}")
        if verdict == "resume":
            self.resume(unanswered=True, **data)
        return verdict, None

    def resume(self, **data: Any) -> None:
        self.stats.resumes += 1
        self._emit("resume", **data)

    def follow_up(self, message: str, source: str = "message", **data: Any) -> None:
        self.stats.follow_ups += 1
        self._emit("follow_up", message=message, source=source, **data)

    def due(self, step: int) -> list[str]:
        """Messages to inject before scenario step `step` (each once)."""
        out = []
        for i, m in enumerate(self.steer.messages):
            if m.at_step == step and i not in self._delivered:
                self._delivered.add(i)
                out.append(m.message)
        return out

    def steer_at(self, step: int, **data: Any) -> list[str]:
        """The user steers before `step`: pause, the follow-up messages, resume (nothing when none are due)."""
        messages = self.due(step)
        if not messages:
            return []
        self.stats.pauses += 1
        self._emit("pause", question=None, reason="user steering", step=step, **data)
        for message in messages:
            self.follow_up(message, step=step, **data)
        self.resume(step=step, **data)
        return messages
