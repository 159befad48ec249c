"""Asking the user when the ThinkingAgent pauses a run: the scripted user's answer (or its on_unanswered verdict)
turned into what the run does next. Shared by apply, explore and collect; pure (no browser, no model)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .steering import Steering


@dataclass(frozen=True)
class Asked:
    """The outcome of one question: go on (with the user's reply, when there was one) or end with a reason."""

    go_on: bool
    reply: str | None = None
    error: str | None = None


def ask_user(steering: Steering, question: str, **data: Any) -> Asked:
    outcome, reply = steering.ask(question, **data)
    if outcome == "answered":
        return Asked(True, reply)
    if outcome == "resume":
        return Asked(True)
    if outcome == "fail":
        return Asked(False, error=f"paused with no scripted answer to: {question}")
    return Asked(False, error=f"stopped by the user at the question: {question}")
