"""A short, readable diff between a chat request the code sends now and the one a cassette recorded (layout figures,
which matching leaves out, are left out here too)."""

from __future__ import annotations

import difflib
import json
from typing import Any

from .images import REF_PREFIX, digest
from .layout import mask_layout

MAX_LINES = 40
MAX_WIDTH = 160


def _parse(body: Any) -> dict | None:
    if body is None:
        return None
    if isinstance(body, (bytes, bytearray)):
        body = body.decode("utf-8", "replace")
    if isinstance(body, str):
        try:
            body = json.loads(body)
        except ValueError:
            return None
    return body if isinstance(body, dict) else None


def _part(part: Any) -> str:
    """A content part as text: an image as its short hash, so a different screenshot shows in the diff."""
    if not isinstance(part, dict):
        return str(part)
    if part.get("type") == "image_url":
        url = str((part.get("image_url") or {}).get("url", ""))
        key = digest(url) or url.removeprefix(REF_PREFIX)
        return f"\n[image sha256:{key[:12]}]"
    return str(part.get("text", ""))


def _text(message: dict) -> str:
    parts = []
    content = message.get("content")
    if isinstance(content, list):
        content = "".join(_part(p) for p in content)
    if content:
        parts.append(str(content))
    for call in message.get("tool_calls") or []:
        function = call.get("function", {})
        parts.append(f"[tool call {function.get('name')}({function.get('arguments')})]")
    if message.get("tool_call_id"):
        parts.insert(0, f"[result of {message['tool_call_id']}]")
    return "\n".join(parts)


def _clip(line: str) -> str:
    return line if len(line) <= MAX_WIDTH else line[: MAX_WIDTH - 1] + "…"


def _tool_names(body: dict) -> list[str]:
    return [t.get("function", {}).get("name", "?") for t in body.get("tools") or []]


def request_diff(now_body: Any, recorded_body: Any) -> str:
    """Lines saying what differs: model and options, tools, then each differing message with a unified diff."""
    now, recorded = _parse(now_body), _parse(recorded_body)
    if now is None or recorded is None:
        return "  (the request bodies are not JSON; cannot show a diff)"
    now, recorded = mask_layout(now), mask_layout(recorded)  # figures that do not count in matching are not drift
    lines: list[str] = []
    for key in sorted(set(now) | set(recorded)):
        if key in ("messages", "tools"):
            continue
        if now.get(key) != recorded.get(key):
            lines.append(f"  {key}: {json.dumps(now.get(key))} now, {json.dumps(recorded.get(key))} recorded")
    now_tools, old_tools = _tool_names(now), _tool_names(recorded)
    if now_tools != old_tools:
        added = [t for t in now_tools if t not in old_tools]
        removed = [t for t in old_tools if t not in now_tools]
        lines.append(f"  tools: {now_tools} now, {old_tools} recorded" + (f" (added {added})" if added else "")
                     + (f" (removed {removed})" if removed else ""))
    else:
        old_by_name = {t.get("function", {}).get("name"): t for t in recorded.get("tools") or []}
        for tool in now.get("tools") or []:
            name = tool.get("function", {}).get("name")
            if tool != old_by_name.get(name):
                lines.append(f"  tool {name!r}: its schema or description changed")
    messages, old_messages = now.get("messages") or [], recorded.get("messages") or []
    if len(messages) != len(old_messages):
        lines.append(f"  messages: {len(messages)} now, {len(old_messages)} recorded")
    for index in range(max(len(messages), len(old_messages))):
        new = messages[index] if index < len(messages) else None
        old = old_messages[index] if index < len(old_messages) else None
        if new == old:
            continue
        role = (new or old or {}).get("role", "?")
        if old is None:
            assert new is not None  # two missing messages are equal, skipped above
            lines.append(f"  message {index + 1} ({role}) is new:")
            lines.extend("    + " + _clip(line) for line in _text(new).splitlines()[:6])
            continue
        if new is None:
            lines.append(f"  message {index + 1} ({role}) is no longer sent")
            continue
        if new.get("role") != old.get("role"):
            lines.append(f"  message {index + 1}: role {new.get('role')!r} now, {old.get('role')!r} recorded")
        diff = list(difflib.unified_diff(_text(old).splitlines(), _text(new).splitlines(), "recorded", "now", n=1, lineterm=""))
        if diff:
            lines.append(f"  message {index + 1} ({role}) differs:")
            lines.extend("    " + _clip(line) for line in diff[2:])
        elif new != old:
            lines.append(f"  message {index + 1} ({role}): same text, other fields differ")
    if not lines:
        lines.append("  (same body as a recorded call that was already replayed: the code now makes this call more often)")
    if len(lines) > MAX_LINES:
        lines = lines[:MAX_LINES] + [f"  … ({len(lines) - MAX_LINES} more lines)"]
    return "\n".join(lines)
