"""What an OpenAI-compatible endpoint accepts: the request shapes it starts at, what it refused, per base URL.

Two starting profiles (`starting_shapes`):

- strict, for endpoints known to take OpenAI's strictest shapes (OpenAI's own API host, this package's heuristic
  model, or any endpoint the user declares strict with `request_shapes="strict"` / JOBAGENT_LLM_REQUEST_SHAPES):
  `tool_choice: "required"`, an assistant message's `content` null beside its `tool_calls`, `parallel_tool_calls`
  and `strict` tool schemas. A cassette without quirks was recorded this way, so it replays byte for byte;
- compatible, for every other endpoint (llama-cpp-python, vLLM, Ollama, ... ): only the shapes they all take.
  `tool_choice` is "auto" (also where the caller named a tool: a reply that then calls no tool, or the wrong one,
  is re-asked by the client's corrective retry), an assistant `content` is "" beside `tool_calls`, and neither
  `parallel_tool_calls` nor the tools' `strict` flag is sent. No request is sent in a shape that is not known to be
  accepted (llama-cpp-python answers 500 to "required" and to a null content), so a server's log shows no 5xx
  caused by the client.

What is still refused is learned: when a request is refused, `EndpointQuirks.adapt` picks the next thing to give up,
in a fixed order, and the call is sent again:

1. `tool_choice`: "required" → the one tool by name (when a single tool is offered) → "auto";
2. an assistant message's null `content` → "";
3. `parallel_tool_calls`, then the tools' `strict` flag, are left out;
4. a reply cap sent as `max_tokens` (what llama.cpp, vLLM and Ollama know) goes as `max_completion_tokens` (OpenAI's
   reasoning models refuse `max_tokens`): the one change a compatible endpoint may still need.

The starting profile and what was learned are kept for the base URL (every later call of the session starts
adapted) and written into the model cassette whenever they differ from the strict shapes, so a replay sends the
same requests that were recorded, whatever profile the endpoint would start at today.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass, field
from typing import Any, Literal
from urllib.parse import urlsplit

ToolChoiceMode = Literal["required", "named", "auto"]
Shapes = Literal["strict", "compatible"]
REFUSAL_STATUSES = (400, 404, 422, 500, 501)
# hosts known to take the strict shapes (OpenAI's own API); every other endpoint starts compatible
STRICT_HOSTS = frozenset({"api.openai.com"})
# what a compatible endpoint is never sent: OpenAI's extensions that not every server takes
COMPATIBLE_DROPPED = ("parallel_tool_calls", "strict")


def starting_shapes(base_url: str, provider: str, declared: Shapes | None = None) -> Shapes:
    """The profile an endpoint starts at: what the user declared, else strict for OpenAI's API host and the
    heuristic model (its bundled cassettes were recorded strict and must replay byte for byte), else compatible."""
    if declared is not None:
        return declared
    if provider == "heuristic":
        return "strict"
    host = (urlsplit(base_url).hostname or "").lower()
    return "strict" if host in STRICT_HOSTS else "compatible"


@dataclass
class EndpointQuirks:
    """The adaptations one endpoint needs; `learned` says what was given up and why, in order.

    The defaults are the strict shapes (nothing given up); `EndpointQuirks.start("compatible")` gives the shapes
    every OpenAI-compatible server takes."""

    tool_choice: ToolChoiceMode = "required"
    empty_content: bool = False              # send "" instead of null as an assistant message's content
    dropped: list[str] = field(default_factory=list)  # "parallel_tool_calls", "strict", "max_tokens" (renamed)
    learned: list[str] = field(default_factory=list)

    @classmethod
    def start(cls, shapes: Shapes) -> EndpointQuirks:
        """What an endpoint of this profile is sent before it has refused anything."""
        if shapes == "strict":
            return cls()
        return cls(tool_choice="auto", empty_content=True, dropped=list(COMPATIBLE_DROPPED))

    # ---- what a request looks like for this endpoint ----
    def body(self, body: dict[str, Any]) -> dict[str, Any]:
        """The request body (tools, tool_choice, parallel_tool_calls) as this endpoint takes it."""
        out = dict(body)
        tools = out.get("tools") or []
        choice = out.get("tool_choice")
        if choice == "required" and self.tool_choice != "required":
            named = self.tool_choice == "named" and len(tools) == 1
            out["tool_choice"] = {"type": "function", "function": {"name": tools[0]["function"]["name"]}} \
                if named else "auto"
        elif isinstance(choice, dict) and self.tool_choice == "auto":  # a tool the caller named: asked for by auto
            out["tool_choice"] = "auto"
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
            ("tool_choice", sent.get("tool_choice") not in (None, "auto", "none"),
             lambda: self._weaker_tool_choice(named_refused=isinstance(sent.get("tool_choice"), dict))),
            ("content", any(m.get("role") == "assistant" and m.get("content") is None for m in messages)
             and not self.empty_content, self._empty_content),
            ("parallel_tool_calls", "parallel_tool_calls" in sent, lambda: self._drop("parallel_tool_calls")),
            ("strict", any(t.get("function", {}).get("strict") is not None for t in sent.get("tools") or []),
             lambda: self._drop("strict")),
            ("max_tokens", "max_tokens" in sent, self._rename_cap),
        ]
        mentioned = {name for name, _, _ in options if name in text}
        # a refusal that names something gives up only that; one that names nothing, the next thing in order
        change = next((change for name, applies, change in options
                       if applies and (not mentioned or name in mentioned)), None)
        if change is None:
            return None
        what = change()
        self.learned.append(f"{what} (HTTP {status}: {_short(detail)})")
        return what

    def _weaker_tool_choice(self, named_refused: bool) -> str:
        # a refused named tool leaves only "auto"; a refused "required" may still take the one tool by name
        self.tool_choice = "named" if self.tool_choice == "required" and not named_refused else "auto"
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
        """What a cassette keeps (written whenever it differs from the strict shapes)."""
        return {"tool_choice": self.tool_choice, "empty_content": self.empty_content, "dropped": list(self.dropped)}

    @classmethod
    def from_dict(cls, data: dict[str, Any] | None) -> EndpointQuirks:
        """What a cassette recorded; a cassette without quirks was recorded with the strict shapes."""
        data = data or {}
        return cls(tool_choice=data.get("tool_choice", "required"), empty_content=bool(data.get("empty_content")),
                   dropped=list(data.get("dropped") or []))

    @property
    def all_strict(self) -> bool:
        """Nothing given up: the shapes a cassette without quirks was recorded with."""
        return self.tool_choice == "required" and not self.empty_content and not self.dropped


def _short(detail: str, limit: int = 160) -> str:
    line = " ".join(detail.split())
    return line if len(line) <= limit else line[: limit - 1] + "…"


_KNOWN: dict[tuple[str, Shapes], EndpointQuirks] = {}
_LOCK = threading.Lock()


def quirks_for(base_url: str, shapes: Shapes) -> EndpointQuirks:
    """The quirks learned so far for an endpoint in this session (one shared object per base URL and starting
    profile), starting at the profile's shapes."""
    key = (base_url.rstrip("/"), shapes)
    with _LOCK:
        quirks = _KNOWN.get(key)
        if quirks is None:
            quirks = _KNOWN[key] = EndpointQuirks.start(shapes)
        return quirks
