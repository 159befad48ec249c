"""Prompt building every agent shares: one system + one user message asked for one validated tool call (`ask`), and
the titled sections a user message is made of (`section`)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from pydantic import BaseModel

from .client import LLMClient
from .tools import ToolCall


def ask(llm: LLMClient, agent: str, system: str, user: str, tools: Sequence[type[BaseModel]],
        check: Callable[[ToolCall], str | None] | None = None) -> ToolCall:
    """A fresh, bounded conversation per turn: memory carries the history, not the transcript."""
    messages = [{"role": "system", "content": system.strip()}, {"role": "user", "content": user.strip()}]
    return llm.call(agent, messages, list(tools), check=check)


def section(title: str, body: str | None) -> str:
    """A titled part of a user message; nothing when it has no body."""
    body = (body or "").strip()
    return f"{title}:\n{body}\n" if body else ""
