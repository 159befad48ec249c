"""What a form says when it will not go on: alerts, error texts tied to invalid fields, native validation messages.

Read through open shadow roots. `form_messages` lists what the page shows now (an agent compares it before and
after a click: what appeared is the form's answer); `invalid_fields` lists the fields the browser itself holds
invalid (a `required` field left empty), which show no text until the browser's own bubble, so no diff sees them.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from . import inpage
from .frames import documents

if TYPE_CHECKING:
    from playwright.sync_api import Page

    from .model import Snapshot

# the words of a button that takes a form on: to its next page, its review, or its submission
GOES_ON = re.compile(r"\b(next|continue|review|submit|apply|send|proceed)\b", re.IGNORECASE)


def form_messages(page: Page) -> list[str]:
    """Validation and error texts the page shows now (alerts, texts tied to invalid fields, error wording)."""
    return _in_documents(page, "formMessages")


def invalid_fields(page: Page) -> list[str]:
    """`label: message` for each field the browser holds invalid (a required field left empty, a bad e-mail)."""
    return _in_documents(page, "invalidFields")


def _in_documents(page: Page, function: str) -> list[str]:
    """The in-page function's findings (reading.js) in the page and each visible frame (a form embedded in an iframe
    says it there)."""
    out: list[str] = []
    for document in documents(page):
        try:
            out.extend(inpage.call(document, function))
        except Exception:  # noqa: BLE001 - a page mid-navigation shows no message yet
            continue
    return out[:12]


def unfilled_required(snap: Snapshot) -> list[str]:
    """Labels of the required fields the page still shows empty: a text field or native select without a value,
    an unticked box, a radio group with no choice. Fields whose state the page does not tell (a custom select's
    shown text, an upload button over a hidden input) are left out rather than guessed."""
    out: list[str] = []
    answered = {n.field_name or n.group_label for n in snap.nodes if n.field_type == "radio" and n.state.checked}
    for node in snap.nodes:
        if node.kind != "action" or not node.required or not node.is_field:
            continue
        name = node.label or node.name or node.field_name or node.placeholder or "a field"
        if node.field_type == "radio":
            group = node.field_name or node.group_label
            empty = group not in answered
            name = node.group_label or name
        elif node.action == "check":
            empty = node.state.checked is False
        elif node.tag == "select":
            empty = not any(o.selected and o.value for o in node.options)
        elif node.tag in ("input", "textarea"):
            empty = not (node.value or "").strip()
        else:
            continue
        if empty and name not in out:
            out.append(name)
    return out


def way_on(snap: Snapshot) -> str | None:
    """The name of the enabled button that takes a form on ("Next", "Review", "Submit application"): a form's submit
    control or a button of a form named so; None when the page offers none (a confirmation, an error page)."""
    for node in snap.nodes:
        if node.kind != "action" or node.action != "click" or node.state.disabled or node.tag == "a" \
                or node.pagination:
            continue
        if (node.form is not None and node.submit) or GOES_ON.search(node.name):
            return node.name.strip()[:60] or "the form's submit button"
    return None
