"""What every Phase 1 agent shares: one system + one user message, one validated tool call."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from pydantic import BaseModel

from pytest_jobagent.llm import LLMClient, ToolCall


def ask(llm: LLMClient, agent: str, system: str, user: str, tools: Sequence[type[BaseModel]],
        check: Callable[[ToolCall], str | None] | None = None) -> ToolCall:
    """A fresh, bounded conversation per turn: memory carries the history, not the transcript."""
    messages = [{"role": "system", "content": system.strip()}, {"role": "user", "content": user.strip()}]
    return llm.call(agent, messages, list(tools), check=check)


def section(title: str, body: str | None) -> str:
    body = (body or "").strip()
    return f"{title}:\n{body}\n" if body else ""
