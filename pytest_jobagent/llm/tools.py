"""Tools as pydantic models: their schemas (via the SDK's helper), tool calls, validation and corrections."""

from __future__ import annotations

import functools
import json
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Generic, TypeVar

import openai
from pydantic import BaseModel, ValidationError

T = TypeVar("T", bound=BaseModel)
CORRECTION_PREFIX = "Your previous reply was rejected"


def tool_name(model: type[BaseModel]) -> str:
    """A tool's name: the model's `tool_name` class attribute, else its class name in snake_case (TypeText -> type_text)."""
    explicit = getattr(model, "tool_name", None)
    if isinstance(explicit, str) and explicit:
        return explicit
    return re.sub(r"(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])", "_", model.__name__).lower()


def strict_compatible(schema: Any) -> bool:
    """False when a schema has a free-form mapping (dict[str, X]), which OpenAI's strict mode refuses."""
    if isinstance(schema, dict):
        extra = schema.get("additionalProperties")
        if schema.get("type") == "object" and extra not in (None, False):
            return False
        return all(strict_compatible(v) for v in schema.values())
    if isinstance(schema, list):
        return all(strict_compatible(v) for v in schema)
    return True


def tool_schema(model: type[BaseModel], *, strict: bool = True) -> dict[str, Any]:
    """The chat-completions tool parameter, built by `openai.pydantic_function_tool`.

    Strict (`strict: true`, every field required, no extra keys) unless asked otherwise or the model has a
    free-form dict field, which strict mode cannot express; then the tool is sent without `strict`. Built once per
    tool (the SDK's strict transform takes about 2 ms; a run sends its tools with every call): a copy each time.
    """
    return json.loads(_tool_schema_json(model, strict))


@functools.lru_cache(maxsize=512)
def _tool_schema_json(model: type[BaseModel], strict: bool) -> str:
    param: dict[str, Any] = dict(openai.pydantic_function_tool(model, name=tool_name(model)))
    function = dict(param["function"])
    function["parameters"] = compact(function["parameters"], function.get("description"))
    if not strict or not strict_compatible(function.get("parameters")):
        function.pop("strict", None)
    param["function"] = function
    return json.dumps(param)


def compact(parameters: dict[str, Any], description: str | None = None) -> dict[str, Any]:
    """The SDK's schema without what only costs tokens: pydantic's `title`s, the tool's description repeated in its
    parameters, and `$defs` the strict transform has already inlined everywhere."""

    def strip(schema: Any) -> Any:
        if isinstance(schema, list):
            return [strip(s) for s in schema]
        if not isinstance(schema, dict):
            return schema
        out = {}
        for key, value in schema.items():
            if key == "title" and isinstance(value, str):
                continue
            if key in ("properties", "$defs") and isinstance(value, dict):
                out[key] = {name: strip(sub) for name, sub in value.items()}
            else:
                out[key] = strip(value)
        return out

    out = strip(parameters)
    if description and out.get("description") == description:
        del out["description"]
    defs = out.get("$defs")
    if isinstance(defs, dict):
        text = json.dumps(out)
        used = {name: sub for name, sub in defs.items() if f'"#/$defs/{name}"' in text}
        if used:
            out["$defs"] = used
        else:
            del out["$defs"]
    return out


@dataclass
class ToolCall(Generic[T]):
    """A validated tool call: `name`, `args` (an instance of the tool's model), and what to send back."""

    name: str
    args: T
    id: str
    arguments: str
    agent: str
    turn: int
    content: str | None = None
    attempts: int = 1
    extra: list[dict] = field(default_factory=list, repr=False)

    def assistant_message(self) -> dict[str, Any]:
        """The assistant message to append to the conversation before the tool result."""
        return {
            "role": "assistant",
            "content": self.content,
            "tool_calls": [{"id": self.id, "type": "function", "function": {"name": self.name, "arguments": self.arguments}}],
        }

    def result_message(self, content: str | dict | list) -> dict[str, Any]:
        """The `tool` message that answers this call."""
        text = content if isinstance(content, str) else json.dumps(content, ensure_ascii=False)
        return {"role": "tool", "tool_call_id": self.id, "content": text}


@dataclass
class Problem:
    """Why a reply cannot be used, and the messages that tell the model so."""

    tool: str | None
    text: str
    messages: list[dict[str, Any]]


def _errors_text(exc: ValidationError) -> str:
    parts = []
    for error in exc.errors(include_url=False)[:6]:
        where = ".".join(str(p) for p in error["loc"]) or "arguments"
        parts.append(f"{where}: {error['msg']}")
    more = len(exc.errors()) - 6
    return "; ".join(parts) + (f"; and {more} more" if more > 0 else "")


ECHO_LIMIT = 1500  # characters of a rejected reply shown back to the model (a rambling one could overflow its context)


def _echo(text: str | None) -> str | None:
    return text if text is None or len(text) <= ECHO_LIMIT else text[:ECHO_LIMIT] + " …(cut)"


def _correction(call: dict | None, content: str | None, text: str, names: list[str]) -> list[dict[str, Any]]:
    """Messages that show the model its reply (cut to ECHO_LIMIT) and what was wrong with it."""
    advice = f"{CORRECTION_PREFIX}: {text}. Call exactly one of these tools with valid arguments: {', '.join(names)}."
    content = _echo(content)
    if call is None:
        return [{"role": "assistant", "content": content or ""}, {"role": "user", "content": advice}]
    function = call.get("function") or {}
    call = {**call, "function": {**function, "arguments": _echo(function.get("arguments")) or ""}}
    assistant = {"role": "assistant", "content": content, "tool_calls": [call]}
    return [assistant, {"role": "tool", "tool_call_id": call.get("id") or "call_0", "content": advice}]


def parse_reply(
    message: Any,
    tools: dict[str, type[BaseModel]],
    *,
    agent: str,
    turn: int,
    context: dict[str, Any] | None = None,
    check: Callable[[ToolCall], str | None] | None = None,
) -> ToolCall | Problem:
    """Validate a chat-completion message against the offered tools; a Problem carries the correction."""
    names = list(tools)
    content = getattr(message, "content", None)
    calls = list(getattr(message, "tool_calls", None) or [])
    if not calls:
        said = f" (it answered in text: {content.strip()[:120]!r})" if content and content.strip() else ""
        return Problem(None, f"the reply called no tool{said}", _correction(None, content, "you called no tool", names))
    first = calls[0]
    function = getattr(first, "function", None)
    name = getattr(function, "name", None) or ""
    arguments = getattr(function, "arguments", None) or ""
    call_id: str = getattr(first, "id", None) or "call_0"
    raw_call = {"id": call_id, "type": "function",
                "function": {"name": name, "arguments": arguments}}
    if name not in tools:
        text = f"unknown tool {name!r}; the tools are {', '.join(names)}"
        return Problem(name, text, _correction(raw_call, content, text, names))
    try:
        json.loads(arguments or "{}")
    except json.JSONDecodeError as exc:
        text = f"the arguments are not valid JSON ({exc.msg} at character {exc.pos}): {arguments[:120]!r}"
        return Problem(name, text, _correction(raw_call, content, text, names))
    try:
        args = tools[name].model_validate_json(arguments or "{}", context=context)
    except ValidationError as exc:
        text = f"the arguments do not fit the schema: {_errors_text(exc)}"
        return Problem(name, text, _correction(raw_call, content, text, names))
    call = ToolCall(name=name, args=args, id=call_id, arguments=arguments, agent=agent, turn=turn, content=content)
    if len(calls) > 1:
        call.extra = [{"name": getattr(c.function, "name", None), "arguments": getattr(c.function, "arguments", None)}
                      for c in calls[1:]]
    if check is not None:
        problem = check(call)
        if problem:
            return Problem(name, problem, _correction(raw_call, content, problem, names))
    return call
