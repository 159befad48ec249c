"""What an OpenAI-compatible endpoint accepts, learned from its refusals and remembered per base URL for the session.

OpenAI takes `tool_choice: "required"`, `strict` tool schemas, `parallel_tool_calls` and an assistant message whose
`content` is null beside its `tool_calls`. Local servers often refuse some of these (llama-cpp-python answers 500 to
"required" and to a null content; vLLM and Ollama reject parameters they do not know). When a request is refused,
`EndpointQuirks.adapt` picks the next thing to give up, in a fixed order, and the call is sent again:

1. `tool_choice`: "required" → the one tool by name (when a single tool is offered) → "auto" (a reply that then
   calls no tool is re-asked by the client's corrective retry);
2. an assistant message's null `content` → "";
3. `parallel_tool_calls`, then the tools' `strict` flag, are left out;
4. a reply cap sent as `max_tokens` (what llama.cpp, vLLM and Ollama know) goes as `max_completion_tokens` (OpenAI's
   reasoning models refuse `max_tokens`).

What was learned is kept for the base URL (every later call of the session starts adapted) and written into the
model cassette, so a replay sends the same adapted requests that were recorded.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass, field
from typing import Any, Literal

ToolChoiceMode = Literal["required", "named", "auto"]
REFUSAL_STATUSES = (400, 404, 422, 500, 501)


@dataclass
class EndpointQuirks:
    """The adaptations one endpoint needs; `learned` says what was given up and why, in order."""

    tool_choice: ToolChoiceMode = "required"
    empty_content: bool = False              # send "" instead of null as an assistant message's content
    dropped: list[str] = field(default_factory=list)  # "parallel_tool_calls", "strict", "max_tokens" (renamed)
    learned: list[str] = field(default_factory=list)

    # ---- what a request looks like for this endpoint ----
    def body(self, body: dict[str, Any]) -> dict[str, Any]:
        """The request body (tools, tool_choice, parallel_tool_calls) as this endpoint takes it."""
        out = dict(body)
        tools = out.get("tools") or []
        if "tool_choice" in out and out["tool_choice"] == "required" and self.tool_choice != "required":
            named = self.tool_choice == "named" and len(tools) == 1
            out["tool_choice"] = {"type": "function", "function": {"name": tools[0]["function"]["name"]}} \
                if named else "auto"
        if "parallel_tool_calls" in self.dropped:
            out.pop("parallel_tool_calls", None)
        if "max_tokens" in self.dropped and "max_tokens" in out:
            out["max_completion_tokens"] = out.pop("max_tokens")
        if "strict" in self.dropped and tools:
            out["tools"] = [{**t, "function": {k: v for k, v in t["function"].items() if k != "strict"}}
                            for t in tools]
        return out

    def messages(self, messages: list[dict[str, Any]]) -> list[dict[str, Any]]:
        """The conversation as this endpoint takes it (assistant content "" instead of null where refused)."""
        if not self.empty_content:
            return messages
        return [{**m, "content": ""} if m.get("role") == "assistant" and m.get("content") is None else m
                for m in messages]

    # ---- learning from a refusal ----
    def adapt(self, status: int, detail: str, body: dict[str, Any], messages: list[dict[str, Any]]) -> str | None:
        """Give up the next thing the refusal points at (or, when it names none, the next in order); None when the
        refusal is not about anything this can change (the caller reports the error as it is)."""
        if status not in REFUSAL_STATUSES:
            return None
        text = detail.lower()
        sent = self.body(body)
        options = [
            ("tool_choice", sent.get("tool_choice") not in (None, "auto"), self._weaker_tool_choice),
            ("content", any(m.get("role") == "assistant" and m.get("content") is None for m in messages)
             and not self.empty_content, self._empty_content),
            ("parallel_tool_calls", "parallel_tool_calls" in sent, lambda: self._drop("parallel_tool_calls")),
            ("strict", any(t.get("function", {}).get("strict") is not None for t in sent.get("tools") or []),
             lambda: self._drop("strict")),
            ("max_tokens", "max_tokens" in sent, self._rename_cap),
        ]
        mentioned = {name for name, _, _ in options if name in text}
        # a refusal that names something gives up only that; one that names nothing, the next thing in order
        candidates = [(name, change) for name, applies, change in options
                      if applies and (not mentioned or name in mentioned)]
        for name, change in candidates:
            what = change()
            self.learned.append(f"{what} (HTTP {status}: {_short(detail)})")
            return what
        return None

    def _weaker_tool_choice(self) -> str:
        self.tool_choice = "named" if self.tool_choice == "required" else "auto"
        return f"tool_choice {self.tool_choice}"

    def _empty_content(self) -> str:
        self.empty_content = True
        return 'assistant content "" instead of null'

    def _rename_cap(self) -> str:
        self.dropped.append("max_tokens")
        return "max_completion_tokens instead of max_tokens"

    def _drop(self, name: str) -> str:
        self.dropped.append(name)
        return f"no {name}"

    # ---- kept in cassettes ----
    def as_dict(self) -> dict[str, Any]:
        return {"tool_choice": self.tool_choice, "empty_content": self.empty_content, "dropped": list(self.dropped)}

    @classmethod
    def from_dict(cls, data: dict[str, Any] | None) -> EndpointQuirks:
        data = data or {}
        return cls(tool_choice=data.get("tool_choice", "required"), empty_content=bool(data.get("empty_content")),
                   dropped=list(data.get("dropped") or []))

    @property
    def default(self) -> bool:
        return self.tool_choice == "required" and not self.empty_content and not self.dropped


def _short(detail: str, limit: int = 160) -> str:
    line = " ".join(detail.split())
    return line if len(line) <= limit else line[: limit - 1] + "…"


_KNOWN: dict[str, EndpointQuirks] = {}
_LOCK = threading.Lock()


def quirks_for(base_url: str) -> EndpointQuirks:
    """The quirks learned so far for an endpoint in this session (one shared object per base URL)."""
    with _LOCK:
        return _KNOWN.setdefault(base_url.rstrip("/"), EndpointQuirks())
