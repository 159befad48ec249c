"""Heuristic rules for the ChangeAnalyzer: classify the last action's change (and the element, by its effect) from
the LAST ACTION section (URLs, DOM diff) and the DOM after it. The fused explorer's turn carries it as last_effect;
in the seed mode the ChangeAnalyzer is asked on its own (role `change_analyzer`, tool analyze_change, the page
before and after: DOM BEFORE, DOM AFTER)."""

from __future__ import annotations

import re

from ..context import Answer, Context
from ._page import CLOSE_TEXT, parse, says_apply, says_filters, says_next, sections

Effect = dict[str, object]
ROLE = "change_analyzer"
TOOLS = {"analyze_change"}


def _field(parts: dict[str, str], text: str, name: str) -> str:
    match = re.search(rf"^{name}:\s*(.*)$", text, re.MULTILINE)
    return match.group(1).strip() if match else parts.get(name, "")


def effect_of(text: str) -> Effect | None:
    """The last_effect of an explorer prompt `text`, or None when it shows no LAST ACTION."""
    parts = sections(text)
    if "LAST ACTION" not in parts:
        return None
    action = _field(parts, text, "ACTION")
    element = _field(parts, text, "ELEMENT")
    changed = _field(parts, text, "URL CHANGED").lower()
    current = _field(parts, text, "CURRENT PAGE TYPE")
    known = [k.strip() for k in _field(parts, text, "KNOWN PAGE TYPES").split(",") if k.strip() and k.strip() != "none"]
    diff = parts.get("CHANGES", "")
    after = parse(parts.get("DOM AFTER") or parts.get("DOM", ""))
    kind = after.kind()
    understanding = after.describe()
    clicked = parse(element).elements if element else []
    name = clicked[0].name if clicked else ""
    in_list = "an item of the repeated list" in element
    if action.lower().startswith("page loaded"):
        return _call(f"Page loaded: {understanding}", "page", "navigation", kind, True, understanding)
    opened = re.findall(r'^dialog opened: "(.*)"$', diff, re.MULTILINE)
    closed = re.findall(r'^dialog closed: "(.*)"$', diff, re.MULTILINE)
    if opened:
        dialog = opened[0]
        inside = [e for e in after.elements if e.dialog is not None]
        choices = [e for e in inside if e.kind in ("CHECK", "SELECT")]
        required = [e for e in inside if "required" in e.states or e.kind == "UPLOAD"]
        if says_filters(dialog) or (len(choices) >= 3 and not required):
            return _call(f'Opened the filter dialog "{dialog}": {len(choices)} filter options in groups', "filter button",
                         "modal_opened", current or kind, False, f"{understanding}; filters open in a dialog")
        if required or says_apply(dialog) or says_apply(name):
            return _call(f'Opened the application dialog "{dialog}": a form with {len(required)} required fields',
                         "apply button", "modal_opened", current or kind, False, f"{understanding}; applying opens a dialog form")
        return _call(f'Opened the dialog "{dialog}"', "dialog button", "modal_opened", current or kind, False, understanding)
    if closed:
        return _call(f'Closed the dialog "{closed[0]}"', "close button", "modal_closed", current or kind, False, understanding)
    if changed.startswith("yes, new path"):
        if in_list:
            what = "job listing"
        elif says_apply(name):
            what = "apply button"
        elif says_next(name.strip()):
            what = "pagination control"
        else:
            what = "navigation link"
        new = kind != current and (kind not in known or kind != current)
        return _call(f"Navigated to a {kind.replace('_', ' ')} page: {understanding}", what, "navigation", kind,
                     new, understanding)
    added = _count(diff, r"^(\d+) element\(s\) added")
    removed = _count(diff, r"^(\d+) element\(s\) removed")
    states = len(re.findall(r"changed \(", diff))
    lists = re.findall(r'^list ".*": (\d+) -> (\d+) items', diff, re.MULTILINE)
    page_type = current or kind
    if says_next(name.strip()) and (added or removed or lists or changed.startswith("yes")):
        return _call("Loaded another page of results: the listings were replaced", "pagination control",
                     "content_loaded", page_type, False, understanding)
    if in_list and (added or states or changed.startswith("yes")):
        heading = next((t for _, t, _ in after.texts if t.startswith("#") and name and name.lower()[:20] in t.lower()), "")
        return _call(f"Updated the job details panel: {name or heading}", "job listing", "content_loaded", page_type,
                     False, understanding)
    if says_apply(name) and (added or changed.startswith("yes")):
        return _call("Showed the application form", "apply button", "content_loaded" if added else "minor_change",
                     page_type, False, understanding)
    if CLOSE_TEXT.search(name.strip()) and removed:
        return _call("Closed a panel", "close button", "content_removed", page_type, False, understanding)
    if says_filters(name) and (added or removed or lists):
        return _call("Filtered the results", "filter option", "content_loaded", page_type, False, understanding)
    if added >= 3 or lists:
        return _call(f"Loaded new content ({added} elements)", _role_of(element), "content_loaded", page_type, False,
                     understanding)
    if removed and not added:
        return _call(f"Removed content ({removed} elements)", _role_of(element), "content_removed", page_type, False,
                     understanding)
    if states:
        return _call("Changed the state of a control", _role_of(element), "selection_changed", page_type, False,
                     understanding)
    return _call("Only a small change", _role_of(element), "minor_change", page_type, False, understanding)


def answer(ctx: Context) -> Answer | None:
    """The seed mode's own ChangeAnalyzer call: analyze_change with what effect_of reads from the prompt."""
    effect = effect_of(ctx.last_text)
    if effect is None:
        return None
    return Answer.call("analyze_change", **effect)


def _count(diff: str, pattern: str) -> int:
    match = re.search(pattern, diff, re.MULTILINE)
    return int(match.group(1)) if match else 0


def _role_of(element: str) -> str:
    found = parse(element).elements if element else []
    role = found[0].role if found else ""
    return {"link": "navigation link", "button": "button"}.get(role, role or "element")


def _call(description: str, element_type: str, change_type: str, page_type: str, new: bool, understanding: str) -> Effect:
    return {"description": description, "element_type": element_type, "change_type": change_type,
            "page_type": page_type or "page", "is_new_page_type": new, "page_understanding": understanding}
