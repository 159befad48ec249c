"""What the heuristic model reads from a chat request: role, task, tools, serialized DOM elements, history."""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from typing import Any

from pytest_jobagent.llm.tools import CORRECTION_PREFIX

ROLE_RE = re.compile(r"^\s*agent:\s*([A-Za-z0-9_.-]+)\s*$")
# `[CLICK: "selector"] visible text` (the DOM serialization's element marker); `\"` escapes a quote
ELEMENT_RE = re.compile(r'\[(?P<kind>[A-Z][A-Z_]*(?: [A-Z_]+)*)\s*:\s*"(?P<selector>(?:[^"\\]|\\.)+)"(?: options: (?P<options>[^\]\n]*))?\s*\](?P<text>[^\n]*)')
TASK_RE = re.compile(r"^\s*(?:task|goal)\s*:\s*(?P<task>.+)$", re.IGNORECASE | re.MULTILINE)
URL_RE = re.compile(r"https?://[^\s\"'<>)\]]+")
WORD_RE = re.compile(r"[a-z0-9]+")
STOP = frozenset(["a", "an", "and", "are", "as", "at", "be", "by", "for", "from", "has", "have", "in", "is", "it", "of", "on", "or", "that", "the", "this", "to", "was", "with", "you", "your", "what", "when", "which", "who", "will", "can", "do", "does", "not"])


def words(text: str) -> list[str]:
    """Lower-case content words of a text (snake_case and camelCase split)."""
    spaced = re.sub(r"(?<=[a-z])(?=[A-Z])", " ", text or "").replace("_", " ").lower()
    return [_stem(w) for w in WORD_RE.findall(spaced) if w not in STOP]


def _stem(word: str) -> str:
    """A crude plural fold so that 'filters' meets 'filter' and 'listings' meets 'listing'."""
    if len(word) > 3 and word.endswith("s") and not word.endswith("ss"):
        return word[:-1]
    return word


def content_text(content: Any) -> str:
    if content is None:
        return ""
    if isinstance(content, list):
        return "".join(p.get("text", "") if isinstance(p, dict) else str(p) for p in content)
    return str(content)


@dataclass(frozen=True)
class Element:
    """One element marker of the serialized DOM."""

    kind: str
    selector: str
    text: str

    @property
    def words(self) -> list[str]:
        return words(self.text)


@dataclass
class Answer:
    """What a role rule decides: a tool and (some of) its arguments, or a text reply; missing args are filled."""

    tool: str | None = None
    args: dict[str, Any] = field(default_factory=dict)
    content: str | None = None

    @classmethod
    def call(cls, tool: str, **args: Any) -> Answer:
        return cls(tool=tool, args=args)

    @classmethod
    def text(cls, content: str) -> Answer:
        return cls(content=content)


@dataclass
class Context:
    """A parsed chat request. Role rules read this; it holds nothing but what the request says."""

    request: dict[str, Any]
    model: str
    messages: list[dict[str, Any]]
    tools: dict[str, dict[str, Any]]  # name -> {"description": ..., "parameters": {...}}, in offered order
    tool_choice: Any
    role: str | None

    @classmethod
    def from_request(cls, request: dict[str, Any]) -> Context:
        messages = [m for m in request.get("messages") or [] if isinstance(m, dict)]
        tools: dict[str, dict[str, Any]] = {}
        for tool in request.get("tools") or []:
            function = tool.get("function") if isinstance(tool, dict) else None
            if isinstance(function, dict) and function.get("name"):
                tools[function["name"]] = {"description": function.get("description") or "",
                                           "parameters": function.get("parameters") or {"type": "object", "properties": {}}}
        role = None
        for message in messages:
            if message.get("role") in ("system", "developer"):
                first = content_text(message.get("content")).split("\n", 1)[0]
                match = ROLE_RE.match(first)
                role = match.group(1).lower() if match else None
                break
        return cls(request, str(request.get("model") or ""), messages, tools, request.get("tool_choice"), role)

    # ---- the conversation ------------------------------------------------------------------------------
    def texts(self, *roles: str) -> list[str]:
        return [content_text(m.get("content")) for m in self.messages if not roles or m.get("role") in roles]

    @property
    def system(self) -> str:
        return "\n".join(self.texts("system", "developer"))

    @property
    def last(self) -> dict[str, Any]:
        return self.messages[-1] if self.messages else {}

    @property
    def last_text(self) -> str:
        """The newest user or tool message (what the model answers now)."""
        for message in reversed(self.messages):
            if message.get("role") in ("user", "tool"):
                return content_text(message.get("content"))
        return ""

    @property
    def all_text(self) -> str:
        return "\n".join(self.texts())

    @property
    def correction(self) -> bool:
        """True when the newest message rejects the model's previous reply (a corrective retry)."""
        return self.last_text.startswith(CORRECTION_PREFIX)

    def before_corrections(self) -> Context:
        """The request as it was before any rejected reply: a corrected model answers as it should have."""
        messages = list(self.messages)
        while len(messages) >= 2 and messages[-2].get("role") == "assistant" and content_text(
                messages[-1].get("content")).startswith(CORRECTION_PREFIX):
            messages = messages[:-2]
        if len(messages) == len(self.messages):
            return self
        return Context({**self.request, "messages": messages}, self.model, messages, self.tools, self.tool_choice, self.role)

    @property
    def turns(self) -> int:
        """Assistant replies so far in this conversation."""
        return sum(1 for m in self.messages if m.get("role") == "assistant")

    @property
    def task(self) -> str:
        """The last `Task: ...` (or `Goal: ...`) line of the conversation, else the first user line."""
        found = TASK_RE.findall(self.all_text)
        if found:
            return found[-1].strip()
        users = self.texts("user")
        return users[0].strip().split("\n", 1)[0] if users else ""

    def previous_calls(self) -> list[tuple[str, dict[str, Any]]]:
        """(tool, arguments) of the assistant's earlier tool calls, oldest first."""
        calls = []
        for message in self.messages:
            for call in message.get("tool_calls") or []:
                function = call.get("function") or {}
                try:
                    args = json.loads(function.get("arguments") or "{}")
                except ValueError:
                    args = {}
                calls.append((function.get("name") or "", args if isinstance(args, dict) else {}))
        return calls

    # ---- the page --------------------------------------------------------------------------------------
    @property
    def elements(self) -> list[Element]:
        """Element markers of the newest message that has any (the current DOM)."""
        for message in reversed(self.messages):
            found = parse_elements(content_text(message.get("content")))
            if found:
                return found
        return []

    def find(self, *hints: str, kinds: tuple[str, ...] = ()) -> Element | None:
        """The element whose text and selector share most words with the hints (ties: first on the page)."""
        wanted = set(words(" ".join(hints)))
        best, best_score = None, 0
        for element in self.elements:
            if kinds and element.kind not in kinds:
                continue
            score = len(wanted & set(element.words + words(element.selector)))
            if score > best_score:
                best, best_score = element, score
        return best

    @property
    def urls(self) -> list[str]:
        return URL_RE.findall(self.all_text)

    # ---- the tools -------------------------------------------------------------------------------------
    def offers(self, name: str) -> bool:
        return name in self.tools

    @property
    def forced_tool(self) -> str | None:
        choice = self.tool_choice
        if isinstance(choice, dict):
            return (choice.get("function") or {}).get("name")
        return None


def parse_elements(text: str) -> list[Element]:
    return [Element(m.group("kind"), m.group("selector").replace('\\"', '"'), m.group("text").strip())
            for m in ELEMENT_RE.finditer(text or "")]
