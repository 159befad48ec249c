"""Heuristic rules for the FilterAnalyzer: filter groups (a caption, then its choices) and selects, from the DOM."""

from __future__ import annotations

from ..context import Answer, Context
from ._page import parse, sections

ROLE = "filter_analyzer"
TOOLS = {"map_filters"}


def answer(ctx: Context) -> Answer | None:
    page = parse(sections(ctx.last_text).get("DOM", ""))
    in_dialog = bool(page.dialogs)
    elements = [e for e in page.elements if (e.dialog is not None) == in_dialog]
    captions = sorted((i, t.lstrip("#").strip()) for i, t, d in page.texts if (d is not None) == in_dialog)
    groups: dict[str, dict] = {}
    for el in elements:
        if el.kind == "SELECT" and el.options:
            name = el.name or el.selector
            groups[name] = {"name": name, "control": "select", "options": el.options}
        elif el.kind == "CHECK" and el.role in ("radio", "checkbox", "switch"):
            caption = next((t for i, t in reversed(captions) if i < el.index), "Filters")
            group = groups.setdefault(caption, {"name": caption, "control": el.role if el.role != "switch" else "checkbox",
                                                "options": []})
            if el.name and el.name not in group["options"]:
                group["options"].append(el.name)
    return Answer.call("map_filters", groups=list(groups.values()))
