"""Heuristic rules for the Consolidator (explore's seed mode): the NEW OBSERVATIONS join the EXISTING PATTERNS of the
same page, element type, action and change type (or start one); seen twice is confirmed; an effect seen more than
once keeps its general part ("Updated the job details panel: Data Engineer" -> "Updated the job details panel");
observations of an unnamed element are uncategorized. Only the prompt's lines are read."""

from __future__ import annotations

import re
from typing import Any

from ..context import Answer, Context
from ._page import sections

ROLE = "consolidator"
TOOLS = {"consolidate_patterns"}
MAX_EXAMPLES = 3
UNNAMED = {"", "element", "unknown", "unknown element", "unclassified element"}

# `- [page] click "selector" [job listing] -> content_loaded: Updated the job details panel: Data Engineer`
OBSERVATION = re.compile(r'^- \[(?P<page>[^\]]*)\] (?P<action>\S+)(?: "(?P<sel>.*?)")? \[(?P<el>[^\]]+)\] -> '
                         r'(?P<change>\w+): (?P<effect>.*)$')
# `- id=pattern_x [page] click [job listing] -> content_loaded: effect (count 2, confirmed; examples: "a", "b")`
PATTERN = re.compile(r'^- id=(?P<id>\S+) \[(?P<page>[^\]]*)\] (?P<action>\S+) \[(?P<el>[^\]]+)\] -> (?P<change>\w+): '
                     r'(?P<effect>.*) \(count (?P<count>\d+), (?P<conf>\w+); examples: (?P<ex>.*)\)$')
QUOTED = re.compile(r'"((?:[^"\\]|\\.)*)"')


def _general(effect: str) -> str:
    return effect.split(":", 1)[0].strip() if ":" in effect else effect.strip()


def _key(page: str, element: str, action: str, change: str) -> tuple[str, str, str, str]:
    return page.strip("? "), element.strip().lower(), action, change


def answer(ctx: Context) -> Answer | None:
    parts = sections(ctx.last_text)
    patterns: dict[tuple[str, str, str, str], dict[str, Any]] = {}
    for line in parts.get("EXISTING PATTERNS", "").splitlines():
        m = PATTERN.match(line.strip())
        if m is None:
            continue
        page = m.group("page").strip("? ")
        patterns[_key(page, m.group("el"), m.group("action"), m.group("change"))] = {
            "id": m.group("id"), "page_id": page, "element_type": m.group("el").strip(), "action": m.group("action"),
            "effect": m.group("effect"), "change_type": m.group("change"), "count": int(m.group("count")),
            "example_selectors": QUOTED.findall(m.group("ex"))[:MAX_EXAMPLES]}
    uncategorized: list[str] = []
    for line in parts.get("NEW OBSERVATIONS", "").splitlines():
        m = OBSERVATION.match(line.strip())
        if m is None:
            continue
        element, page = m.group("el").strip(), m.group("page").strip("? ")
        if element.lower() in UNNAMED:
            uncategorized.append(line.strip()[2:])
            continue
        key = _key(page, element, m.group("action"), m.group("change"))
        pattern = patterns.get(key)
        if pattern is None:
            slug = re.sub(r"\W+", "_", f"{page}_{element}_{m.group('action')}").strip("_").lower()
            pattern = patterns[key] = {"id": f"pattern_{slug}", "page_id": page, "element_type": element,
                                       "action": m.group("action"), "effect": m.group("effect"),
                                       "change_type": m.group("change"), "count": 0, "example_selectors": []}
        pattern["count"] += 1
        if pattern["count"] > 1:
            pattern["effect"] = _general(pattern["effect"])
        selector = m.group("sel")
        if selector and selector not in pattern["example_selectors"]:
            pattern["example_selectors"] = (pattern["example_selectors"] + [selector])[:MAX_EXAMPLES]
    out = [{**p, "confidence": "confirmed" if p["count"] >= 2 else "testing"} for p in patterns.values()]
    return Answer.call("consolidate_patterns", patterns=out, uncategorized=uncategorized)
