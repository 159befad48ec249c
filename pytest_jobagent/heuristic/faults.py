"""Faults on purpose: which replies a `FaultSpec` spoils, decided by hash, and how the heuristic model spoils them."""

from __future__ import annotations

import hashlib
import json
from typing import Any

from pytest_jobagent.llm.faults import SLOW, FaultSpec

DONE_NAMES = ("done", "finish", "finished", "complete", "task_complete", "stop", "end")
SELECTOR_HINTS = ("selector", "css", "xpath", "locator", "element")


def _digest(spec: FaultSpec, request: dict) -> bytes:
    canonical = json.dumps(request, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return hashlib.sha256(f"{spec.seed}|{canonical}".encode()).digest()


def is_done_tool(name: str) -> bool:
    return name.lower() in DONE_NAMES or name.lower().startswith(("done_", "finish_"))


def selector_fields(schema: dict) -> list[str]:
    """String arguments that hold a selector, by name."""
    props = schema.get("properties") or {}
    return [name for name, prop in props.items()
            if any(h in name.lower() for h in SELECTOR_HINTS) and "string" in json.dumps(prop)]


def choose_fault(spec: FaultSpec | None, request: dict, tool: str, tools: dict[str, dict], correction: bool) -> str | None:
    """Which fault (if any) this request gets: decided by a hash of the seed and the request, nothing else."""
    if spec is None or not tools or (spec.tools and tool not in spec.tools):
        return None
    rate = spec.rate if not correction or spec.retry_rate is None else spec.retry_rate
    digest = _digest(spec, request)
    if int.from_bytes(digest[:8], "big") / 2**64 >= rate:
        return None
    schema = tools.get(tool, {})
    applicable = []
    for kind in spec.kinds:
        if kind == "missing_selector" and not selector_fields(schema):
            continue
        if kind == "missing_argument" and not schema.get("required"):
            continue
        if kind == "premature_done" and (is_done_tool(tool) or not any(is_done_tool(t) for t in tools)):
            continue
        applicable.append(kind)
    if not applicable:
        return None
    return applicable[int.from_bytes(digest[8:16], "big") % len(applicable)]


def apply_fault(kind: str, tool: str, args: dict[str, Any], tools: dict[str, dict], done_args: Any) -> tuple[str, str]:
    """The spoiled (tool name, raw arguments) for a fault kind; `done_args(name)` fills a done tool's arguments."""
    if kind == "malformed_json":
        text = json.dumps(args, ensure_ascii=False)
        return tool, text[: max(1, (len(text) * 2) // 3)]  # cut off: unterminated JSON
    if kind == "unknown_tool":
        name = f"{tool}_now"
        while name in tools:
            name += "_now"
        return name, json.dumps(args, ensure_ascii=False)
    if kind == "missing_selector":
        spoiled = dict(args)
        for field in selector_fields(tools.get(tool, {})):
            spoiled[field] = "#jobagent-no-such-element"
        return tool, json.dumps(spoiled, ensure_ascii=False)
    if kind == "missing_argument":
        spoiled = dict(args)
        spoiled.pop(tools[tool]["required"][0], None)
        return tool, json.dumps(spoiled, ensure_ascii=False)
    if kind == "premature_done":
        name = next(t for t in tools if is_done_tool(t))
        return name, json.dumps(done_args(name), ensure_ascii=False)
    if kind == SLOW:  # the right reply, late (the server waits before sending it)
        return tool, json.dumps(args, ensure_ascii=False)
    raise ValueError(f"unknown fault kind {kind!r}")
