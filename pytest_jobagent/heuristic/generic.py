"""Generic answering for any tool: pick the most plausible offered tool, build schema-valid arguments."""

from __future__ import annotations

import re
from typing import Any

from .context import Context, Element, words
from .faults import is_done_tool

DONE_AFTER_TURNS = 8
TEXT_HINTS = ("reason", "reasoning", "thought", "why", "explanation", "description", "summary", "understanding",
              "rationale", "note", "notes", "message", "answer", "effect")
INPUT_KINDS = ("INPUT", "TYPE", "TEXT", "FILL", "SEARCH", "TEXTAREA")
SELECT_KINDS = ("SELECT", "CHOOSE", "DROPDOWN", "OPTION")
FINISH_WORDS = {"done", "finish", "finished", "complete", "completed", "stop", "enough"}


def choose_tool(ctx: Context) -> str:
    """The offered tool that fits the newest message best; a done tool when the talk has gone on long enough."""
    if ctx.forced_tool and ctx.forced_tool in ctx.tools:
        return ctx.forced_tool
    names = list(ctx.tools)
    done = [n for n in names if is_done_tool(n)]
    others = [n for n in names if n not in done]
    if not others:
        return names[0]
    last_words = set(words(ctx.last_text))
    if done and (ctx.turns >= DONE_AFTER_TURNS or last_words & FINISH_WORDS and ctx.turns > 0):
        return done[0]
    wanted = last_words | set(words(ctx.task))
    scores = []
    for position, name in enumerate(others):
        info = ctx.tools[name]
        score = 3 * len(wanted & set(words(name))) + len(wanted & set(words(info["description"])))
        scores.append((-score, position, name))
    return min(scores)[2]


def _resolve(schema: dict[str, Any], defs: dict[str, Any]) -> dict[str, Any]:
    seen = 0
    while isinstance(schema, dict) and "$ref" in schema and seen < 20:
        ref = schema["$ref"].rsplit("/", 1)[-1]
        schema = {**defs.get(ref, {}), **{k: v for k, v in schema.items() if k != "$ref"}}
        seen += 1
    return schema


class ArgumentMaker:
    """Builds arguments for one tool from its JSON schema and the request's context."""

    def __init__(self, ctx: Context, tool: str):
        self.ctx, self.tool = ctx, tool
        self.defs = ctx.tools.get(tool, {}).get("parameters", {}).get("$defs", {})
        self.used = {str(v) for name, args in ctx.previous_calls() for v in args.values() if isinstance(v, str)}

    def make(self, partial: dict[str, Any] | None = None) -> dict[str, Any]:
        schema = self.ctx.tools.get(self.tool, {}).get("parameters") or {"type": "object", "properties": {}}
        return self.object(schema, partial or {})

    def object(self, schema: dict[str, Any], partial: dict[str, Any]) -> dict[str, Any]:
        schema = _resolve(schema, self.defs)
        props = schema.get("properties") or {}
        required = schema.get("required") or []
        out: dict[str, Any] = {}
        for name, prop in props.items():
            if name in partial:
                value = partial[name]
                resolved = _resolve(prop, self.defs)
                if isinstance(value, dict) and resolved.get("type") == "object":
                    value = self.object(resolved, value)
                out[name] = value
            elif name in required or schema.get("additionalProperties") is False:
                out[name] = self.value(name, prop)
        return out

    def value(self, name: str, prop: dict[str, Any]) -> Any:
        prop = _resolve(prop, self.defs)
        if "default" in prop:
            return prop["default"]
        if "const" in prop:
            return prop["const"]
        if "enum" in prop:
            return self.pick_enum(prop["enum"])
        for key in ("anyOf", "oneOf"):
            if key in prop:
                options = [_resolve(o, self.defs) for o in prop[key]]
                concrete = [o for o in options if o.get("type") != "null"]
                if not concrete:
                    return None
                return self.value(name, concrete[0])
        if prop.get("allOf"):
            return self.value(name, prop["allOf"][0])
        kind = prop.get("type", "string")
        if isinstance(kind, list):
            kind = next((k for k in kind if k != "null"), "null")
        if kind == "object":
            return self.object(prop, {})
        if kind == "array":
            return self.array(name, prop)
        if kind == "boolean":
            return False
        if kind in ("integer", "number"):
            low = prop.get("minimum")
            if low is None and "exclusiveMinimum" in prop:
                low = prop["exclusiveMinimum"] + 1
            value = low if low is not None else (1 if any(w in name.lower() for w in ("count", "page", "number")) else 0)
            if prop.get("maximum") is not None:
                value = min(value, prop["maximum"])
            return int(value) if kind == "integer" else float(value)
        if kind == "null":
            return None
        return self.string(name, prop)

    def array(self, name: str, prop: dict[str, Any]) -> list[Any]:
        items = prop.get("items") or {"type": "string"}
        count = max(int(prop.get("minItems", 0)), 1)
        count = min(count, int(prop.get("maxItems", count)))
        singular = name.removesuffix("s")
        return [self.value(singular, items) for _ in range(count)]

    def pick_enum(self, options: list[Any]) -> Any:
        wanted = set(words(self.ctx.last_text + " " + self.ctx.task))
        best, best_score = options[0], 0
        for option in options:
            score = len(wanted & set(words(str(option))))
            if score > best_score:
                best, best_score = option, score
        return best

    def string(self, name: str, prop: dict[str, Any]) -> str:
        lower = name.lower()
        if any(h in lower for h in ("selector", "css", "xpath", "locator")) or lower in ("element", "target"):
            text = self.selector()
        elif "url" in lower or "href" in lower or lower == "link":
            urls = self.ctx.urls
            text = urls[-1] if urls else "/"
        elif lower in ("text", "value", "query", "keywords", "keyword", "search", "term", "input"):
            text = self.typed_text()
        elif any(h in lower for h in TEXT_HINTS):
            text = f"{self.tool.replace('_', ' ')} to progress on the task: {self.ctx.task}"[:200].strip()
        elif lower.endswith("id"):
            match = re.search(rf"\b{re.escape(name)}\b\s*[:=]\s*\"?([\w.-]+)", self.ctx.all_text)
            text = match.group(1) if match else f"{lower.removesuffix('_id') or 'item'}-1"
        else:
            text = name.replace("_", " ")
        fmt = prop.get("format")
        if fmt == "date":
            text = "2024-01-01"
        elif fmt == "date-time":
            text = "2024-01-01T00:00:00Z"
        elif fmt == "email":
            text = "user@example.com"
        low, high = int(prop.get("minLength", 0)), prop.get("maxLength")
        if len(text) < low:
            text = text + "x" * (low - len(text))
        if high is not None:
            text = text[: int(high)]
        return text

    def selector(self) -> str:
        lower = self.tool.lower()
        kinds: tuple[str, ...] = ()
        if any(w in lower for w in ("type", "fill", "input", "enter", "search")):
            kinds = INPUT_KINDS
        elif "select" in lower or "choose" in lower:
            kinds = SELECT_KINDS
        elements = [e for e in self.ctx.elements if not kinds or e.kind in kinds] or self.ctx.elements
        if not elements:
            return "body"
        fresh = [e for e in elements if e.selector not in self.used] or elements
        best = _best(fresh, self.ctx.task)
        return best.selector

    def typed_text(self) -> str:
        quoted = re.findall(r"[\"“']([^\"”'\n]{2,60})[\"”']", self.ctx.task or self.ctx.last_text)
        if quoted:
            return quoted[0]
        content = words(self.ctx.task)
        return " ".join(content[-2:]) if content else "test"


def _best(elements: list[Element], hint: str) -> Element:
    wanted = set(words(hint))
    return max(enumerate(elements), key=lambda pair: (len(wanted & set(pair[1].words)), -pair[0]))[1]


def make_arguments(ctx: Context, tool: str, partial: dict[str, Any] | None = None) -> dict[str, Any]:
    """Schema-valid arguments for `tool`; values in `partial` (from a role rule) are kept."""
    return ArgumentMaker(ctx, tool).make(partial)


def text_reply(ctx: Context) -> str:
    """A plain answer when no tool is offered: the task restated, so the caller sees the model read it."""
    return f"Understood. Task: {ctx.task}" if ctx.task else "Understood."
