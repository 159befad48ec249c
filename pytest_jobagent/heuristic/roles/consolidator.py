"""Heuristic rules for the Consolidator: group observations by page, element type, action and change type."""

from __future__ import annotations

import json
import re

from ..context import Answer, Context
from ._page import sections

ROLE = "consolidator"
TOOLS = {"consolidate_patterns"}


def _rows(text: str) -> list[dict]:
    out = []
    for line in (text or "").splitlines():
        line = line.strip()
        if line.startswith("{"):
            try:
                out.append(json.loads(line))
            except ValueError:
                continue
    return out


def _general(effect: str) -> str:
    """'Updated the job details panel: Data Engineer' -> 'Updated the job details panel'."""
    return effect.split(":", 1)[0].strip() if ":" in effect else effect.strip()


def answer(ctx: Context) -> Answer | None:
    parts = sections(ctx.last_text)
    patterns: dict[tuple, dict] = {}
    for p in _rows(parts.get("EXISTING PATTERNS", "")):
        key = (p.get("page_id", ""), p.get("target_description", "").lower(), p.get("action", ""), p.get("change_type", ""))
        patterns[key] = {"id": p.get("id"), "page_id": key[0], "element_type": p.get("target_description", ""),
                         "action": key[2], "effect": p.get("effect", ""), "change_type": key[3],
                         "count": int(p.get("count", 1)), "example_selectors": list(p.get("selectors") or [])}
    uncategorized = []
    for o in _rows(parts.get("NEW OBSERVATIONS", "")):
        element = (o.get("element_type") or "").strip()
        if not element or element.lower() in ("element", "unknown", "unknown element"):
            uncategorized.append(f"{o.get('action')} {o.get('selector')}: {o.get('effect')}")
            continue
        key = (o.get("page_id", ""), element.lower(), o.get("action", ""), o.get("change_type", ""))
        slot = patterns.get(key)
        if slot is None:
            slot = patterns[key] = {"id": "pattern_" + re.sub(r"\W+", "_", f"{key[0]}_{element}_{key[2]}").strip("_").lower(),
                                    "page_id": key[0], "element_type": element, "action": key[2],
                                    "effect": _general(o.get("effect", "")), "change_type": key[3], "count": 0,
                                    "example_selectors": []}
        slot["count"] += 1
        if slot["count"] > 1:
            slot["effect"] = _general(slot["effect"])
        selector = o.get("selector")
        if selector and selector not in slot["example_selectors"]:
            slot["example_selectors"] = (slot["example_selectors"] + [selector])[:3]
    out = []
    for slot in patterns.values():
        slot["confidence"] = "confirmed" if slot["count"] >= 2 else "testing"
        out.append(slot)
    return Answer.call("consolidate_patterns", patterns=out, uncategorized=uncategorized)
