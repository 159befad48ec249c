"""Faults on purpose: deterministically spoil some replies of the heuristic model, as real models do."""

from __future__ import annotations

import hashlib
import json
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, field_validator

FAULT_KINDS = ("malformed_json", "unknown_tool", "missing_selector", "missing_argument", "premature_done")
SLOW = "slow"  # the reply comes after `delay_s` (a loaded CPU server): only when asked for, never by default
DONE_NAMES = ("done", "finish", "finished", "complete", "task_complete", "stop", "end")
SELECTOR_HINTS = ("selector", "css", "xpath", "locator", "element")


class FaultSpec(BaseModel):
    """`--llm-faults RATE[:SEED[:KIND,KIND...]]`: the share of replies to spoil, the seed, which kinds."""

    model_config = ConfigDict(frozen=True)

    rate: float = Field(ge=0.0, le=1.0)
    seed: int = 0
    kinds: tuple[str, ...] = FAULT_KINDS
    retry_rate: float | None = Field(None, ge=0.0, le=1.0,
                                     description="rate for corrective retries (None: same as rate)")
    tools: tuple[str, ...] = Field((), description="spoil only replies that call one of these tools (empty: any)")
    delay_s: float = Field(5.0, ge=0.0, description="how late a `slow` reply comes")
    limit: int | None = Field(None, ge=0, description="spoil at most this many replies per server (None: no limit)")

    @field_validator("kinds")
    @classmethod
    def _known(cls, kinds: tuple[str, ...]) -> tuple[str, ...]:
        unknown = [k for k in kinds if k not in (*FAULT_KINDS, SLOW)]
        if unknown or not kinds:
            raise ValueError(f"fault kinds must be among {', '.join((*FAULT_KINDS, SLOW))} "
                             f"(got {', '.join(unknown) or 'none'})")
        return kinds

    @classmethod
    def parse(cls, text: str) -> FaultSpec:
        """'0.2', '0.2:7' or '0.2:7:malformed_json,unknown_tool'."""
        parts = text.strip().split(":")
        try:
            rate = float(parts[0])
            seed = int(parts[1]) if len(parts) > 1 and parts[1] else 0
        except ValueError:
            raise ValueError(f"--llm-faults takes RATE[:SEED[:KINDS]], e.g. 0.2:7 (got {text!r})") from None
        kinds = tuple(k.strip() for k in parts[2].split(",") if k.strip()) if len(parts) > 2 else FAULT_KINDS
        if len(parts) > 3:
            raise ValueError(f"--llm-faults takes RATE[:SEED[:KINDS]] (got {text!r})")
        return cls(rate=rate, seed=seed, kinds=kinds)

    def __str__(self) -> str:
        text = f"{self.rate:g}:{self.seed}"
        return text + (":" + ",".join(self.kinds) if self.kinds != FAULT_KINDS else "")


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
